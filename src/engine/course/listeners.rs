//! Who a Phase asks (Rule 2a): each triggered ability of each minion in play that answers the
//! Phase's kind of event, in order of play.

use std::cell::RefCell;
use std::thread::LocalKey;

use super::card::{EventKind, Library, Trigger};
use super::entities::Flag;
use super::id::{CardId, Id};
use super::state::State;
use crate::engine::support::listener_lists::{ListenerLists, Listening};
use crate::engine::support::recycle::Spare;

/// A triggered ability of a minion in play, as a Phase asks it.
#[derive(Clone, Copy, Debug)]
pub(in crate::engine) struct Listener {
    /// The minion.
    pub minion: Id,
    /// Its card.
    pub card: CardId,
    /// Its owner's seat, 0 or 1.
    pub seat: u8,
    /// Its condition and effect.
    pub trigger: Trigger,
}

/// The game's listeners, by the kind of event they answer, kept between its Sequences. Speed
/// only (`support/listener_lists.rs`): asking `listeners_of` gives what listing every minion
/// in play would.
pub(in crate::engine) type Listeners = ListenerLists<Listener, { EventKind::COUNT }>;

/// The triggered abilities of the minions in play in `state` that answer events of `kind`: for
/// each minion in order of play that is not Silenced, its abilities in the order its card
/// lists them (Rule 2a: "each listener in order of play"). `listeners` keeps the answer
/// between Phases.
#[inline]
pub(in crate::engine) fn listeners_of<'l>(
    listeners: &'l mut Listeners,
    state: &State,
    library: &Library,
    kind: EventKind,
) -> &'l [Listener] {
    listeners.of(&state.in_play, state.in_play.changes(), kind as usize, |minion| {
        let entity = state.entity(minion);
        let card = entity.card.expect("a minion in play has a card");
        let seat = entity.seat;
        // A Silenced minion's triggered abilities are gone (`Sequence::silence`).
        let triggers: &[Trigger] =
            if entity.is(Flag::Silenced) { &[] } else { &library.card(card).abilities.triggers };
        triggers.iter().map(move |&trigger| Listener { minion, card, seat, trigger })
    })
}

/// The lists group a listener by the kind of event its condition answers.
impl Listening for Listener {
    type Minion = Id;

    fn minion(&self) -> Id {
        self.minion
    }

    fn kind(&self) -> usize {
        self.trigger.on.event_kind() as usize
    }
}

impl Spare for Listener {
    fn spares() -> &'static LocalKey<RefCell<Vec<Vec<Listener>>>> {
        thread_local! {
            static SPARES: RefCell<Vec<Vec<Listener>>> = const { RefCell::new(Vec::new()) };
        }
        &SPARES
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::course::action::Actions;
    use crate::engine::course::card::{Abilities, CardDef, CardKind, TriggerOn};
    use crate::engine::course::ctx::Ctx;
    use crate::engine::course::effect::Effect;
    use crate::engine::course::entities::Stats;
    use crate::engine::course::id::Zone;

    fn nothing(_: &Ctx, _: &mut Actions) {}

    /// A library of one minion card that answers damage and summons, and one with no trigger.
    fn library() -> &'static Library {
        let minion = |name: &str, on: &[TriggerOn]| {
            let triggers = on.iter().map(|&on| Trigger { on, effect: Effect::code(nothing) }).collect();
            let abilities = Abilities { triggers, ..Abilities::default() };
            CardDef::new(name, 1, CardKind::Minion { attack: 1, health: 1 }, abilities)
        };
        let cards = vec![
            minion("Test Both", &[TriggerOn::AnyMinionDamaged, TriggerOn::AfterFriendlySummon]),
            minion("Test Plain", &[]),
        ];
        Box::leak(Box::new(Library::new(cards).unwrap()))
    }

    /// Each kind's listeners, as (minion, kind) pairs.
    fn listed(listeners: &mut Listeners, state: &State, library: &Library) -> Vec<(Id, EventKind)> {
        let kinds = [
            EventKind::Damage,
            EventKind::Healing,
            EventKind::Summon,
            EventKind::SpellCast,
            EventKind::Death,
        ];
        kinds
            .into_iter()
            .flat_map(|kind| {
                listeners_of(listeners, state, library, kind)
                    .iter()
                    .map(move |l| (l.minion, kind))
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    #[test]
    fn listeners_followed_through_summons_and_removals_match_a_fresh_listing() {
        let library = library();
        let mut state = State::new([Vec::new(), Vec::new()], |_| Stats::plain(1, 1), 30);
        let mut following = Listeners::new();
        let enter = |state: &mut State, card| {
            let id = state.create(Some(CardId(card)), 0, Zone::Board, Stats::plain(1, 1));
            state.in_play.push(id).unwrap();
            id
        };
        let check = |following: &mut Listeners, state: &State| {
            let fresh = listed(&mut Listeners::new(), state, library);
            assert_eq!(listed(following, state, library), fresh);
            fresh
        };
        let a = enter(&mut state, 0);
        check(&mut following, &state);
        let b = enter(&mut state, 1);
        let c = enter(&mut state, 0);
        let two_changes = check(&mut following, &state); // Two summons at once: listed again.
        assert_eq!(
            two_changes,
            [(a, EventKind::Damage), (c, EventKind::Damage), (a, EventKind::Summon), (c, EventKind::Summon)]
        );
        let d = enter(&mut state, 0); // One summon: added last.
        check(&mut following, &state);
        state.in_play.retain(|id| id != a && id != b); // One removal: a and b leave.
        let after = check(&mut following, &state);
        assert_eq!(
            after,
            [(c, EventKind::Damage), (d, EventKind::Damage), (c, EventKind::Summon), (d, EventKind::Summon)]
        );
        let e = enter(&mut state, 0);
        state.in_play.retain(|id| id != c); // A summon and a removal at once: listed again.
        let both = check(&mut following, &state);
        assert_eq!(
            both,
            [(d, EventKind::Damage), (e, EventKind::Damage), (d, EventKind::Summon), (e, EventKind::Summon)]
        );
        state.entity_mut(d).set(Flag::Silenced, true);
        state.in_play.listening_changed(); // A Silence: the same minions, one listening less.
        let silenced = check(&mut following, &state);
        assert_eq!(silenced, [(e, EventKind::Damage), (e, EventKind::Summon)]);
        assert!(following.all_grouped(), "listing again leaves nothing past the last group");
    }
}
