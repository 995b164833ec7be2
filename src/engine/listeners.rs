//! Who a Phase asks: each triggered ability of each minion in play that answers the Phase's
//! kind of event, in order of play.

use std::cell::RefCell;
use std::thread::LocalKey;

use super::card::{EventKind, Library, Trigger};
use super::id::{CardId, Id};
use super::recycle::{Recycled, Spare};
use super::state::State;

/// A triggered ability of a minion in play, as a Phase asks it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Listener {
    /// The minion.
    pub minion: Id,
    /// Its card.
    pub card: CardId,
    /// Its owner's seat, 0 or 1.
    pub seat: u8,
    /// Its condition and effect.
    pub trigger: Trigger,
}

/// The triggered abilities of the minions in play, by the kind of event they answer, each
/// kind in order of play (and, within a minion, in the order its card lists them).
///
/// Speed only: a game keeps them in one list, grouped by kind, and follows the minions in
/// play as they change, so every Phase of every Sequence that sees the same minions shares
/// the list. A minion that enters play is the newest in order of play, so its abilities go
/// last in their groups; minions that leave play take theirs with them; anything else lists
/// again from the start. The list is not part of a game's state: a copy of a game copies it
/// (its minions are the same, and copying costs less than listing again), and a Sequence that
/// is rolled back drops it (`forget`), as the minions in play go back to what they were.
#[derive(Clone, Debug)]
pub(super) struct Listeners {
    /// Every listener, grouped by the kind of event it answers (kinds in `EventKind`'s order),
    /// each group in order of play: one list, so that a copy of a game copies one.
    all: Recycled<Listener>,
    /// Where each kind's group ends in `all`.
    ends: [usize; EventKind::COUNT],
    /// `State::in_play`'s count of changes, and how many minions were in play, when the lists
    /// were last brought up to date; `None` before.
    listed_at: Option<(u64, usize)>,
}

impl Listeners {
    /// No lists yet.
    pub fn new() -> Listeners {
        Listeners { all: Recycled::new(), ends: [0; EventKind::COUNT], listed_at: None }
    }

    /// The triggered abilities of the minions in play in `state` that answer events of
    /// `kind`, in order of play.
    #[inline]
    pub fn of(&mut self, state: &State, library: &Library, kind: EventKind) -> &[Listener] {
        let now = (state.in_play.changes(), state.in_play.len());
        if self.listed_at != Some(now) {
            self.follow(state, library, now);
        }
        let kind = kind as usize;
        let start = if kind == 0 { 0 } else { self.ends[kind - 1] };
        &self.all[start..self.ends[kind]]
    }

    /// Drop the lists: the next Phase lists every minion in play again.
    pub fn forget(&mut self) {
        self.listed_at = None;
    }

    /// Bring the lists up to date with the minions in play, which are `now` (count of changes,
    /// number of minions).
    #[inline(never)]
    fn follow(&mut self, state: &State, library: &Library, now: (u64, usize)) {
        match self.listed_at {
            // One change that added a minion: the newest in order of play.
            Some((changes, len)) if now == (changes + 1, len + 1) => {
                self.list(state, library, state.in_play[len]);
            }
            // One change that removed minions: their abilities go with them.
            Some((changes, len)) if now.0 == changes + 1 && now.1 <= len => {
                let in_play = |listener: &Listener| state.in_play.contains(&listener.minion);
                self.all.retain(in_play);
                let mut end = 0;
                for (kind, kind_end) in self.ends.iter_mut().enumerate() {
                    end += self.all[end..]
                        .iter()
                        .take_while(|l| l.trigger.on.event_kind() as usize == kind)
                        .count();
                    *kind_end = end;
                }
            }
            _ => {
                self.all.clear();
                self.ends = [0; EventKind::COUNT];
                for &minion in state.in_play.iter() {
                    self.list(state, library, minion);
                }
            }
        }
        self.listed_at = Some(now);
    }

    /// Add the triggered abilities of `minion` at the end of their kinds' groups.
    #[inline]
    fn list(&mut self, state: &State, library: &Library, minion: Id) {
        let entity = state.entity(minion);
        let card = entity.card.expect("a minion in play has a card");
        for &trigger in &library.card(card).abilities.triggers {
            let listener = Listener { minion, card, seat: entity.seat, trigger };
            let kind = trigger.on.event_kind() as usize;
            self.all.insert(self.ends[kind], listener);
            self.ends[kind..].iter_mut().for_each(|end| *end += 1);
        }
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
    use crate::engine::action::{Action, Actions, Place, Targets};
    use crate::engine::card::{Abilities, CardDef, CardKind, TriggerOn};
    use crate::engine::ctx::Ctx;
    use crate::engine::error::Error;
    use crate::engine::game::Game;
    use crate::engine::id::Zone;
    use crate::engine::limits::Limits;
    use crate::engine::script::Effect;

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
                listeners.of(state, library, kind).iter().map(move |l| (l.minion, kind)).collect::<Vec<_>>()
            })
            .collect()
    }

    #[test]
    fn listeners_followed_through_summons_and_removals_match_a_fresh_listing() {
        let library = library();
        let mut state = State::new([Vec::new(), Vec::new()], |_| (1, 1), 30);
        let mut following = Listeners::new();
        let enter = |state: &mut State, card| {
            let id = state.create(Some(CardId(card)), 0, Zone::Board, 1, 1);
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
        let last_end = following.ends[EventKind::COUNT - 1];
        assert_eq!(following.all.len(), last_end, "listing again leaves nothing past the last group");
    }

    /// Whenever a minion takes damage, this minion takes 1 damage: a chain that never ends.
    fn hurt_itself(c: &Ctx, out: &mut Actions) {
        out.push(Action::Damage { targets: Targets::One(c.minion()), amount: 1 });
    }

    /// Whenever a minion takes damage, this minion gains +1 Attack.
    fn grow(c: &Ctx, out: &mut Actions) {
        out.push(Action::GainAttack { id: c.minion(), amount: 1 });
    }

    /// Summon the first token, then 1 damage to every minion.
    fn summon_then_hit(c: &Ctx, out: &mut Actions) {
        out.push(Action::Summon { card: c.token(0), player: c.owner(), place: Place::ForTheAbility });
        out.push(Action::Damage { targets: Targets::AllMinions, amount: 1 });
    }

    /// A game's lists outlive its Sequences, but not a Sequence that is rolled back: its
    /// minion leaves play again, and the next minion to enter play is listed, not it.
    #[test]
    fn a_rolled_back_sequence_leaves_no_listener_of_a_minion_it_summoned() {
        let minion = |name: &str, abilities| {
            CardDef::new(name, 1, CardKind::Minion { attack: 1, health: 9 }, abilities)
        };
        let spell = Abilities {
            on_cast: Some(Effect::code(summon_then_hit)),
            tokens: vec!["Test Looper".into()],
            ..Abilities::default()
        };
        let cards = vec![
            minion("Test Looper", Abilities::trigger(TriggerOn::AnyMinionDamaged, hurt_itself)),
            minion("Test Grower", Abilities::trigger(TriggerOn::AnyMinionDamaged, grow)),
            CardDef::new("Test Summoner", 1, CardKind::Spell { targeted: false }, spell),
        ];
        let library: &'static Library = Box::leak(Box::new(Library::new(cards).unwrap()));
        let card = |name| library.find(name).unwrap();
        let mut game = Game::new(library, [Vec::new(), Vec::new()], Limits::default()).unwrap();
        let cast = game.cast(card("Test Summoner"), 0, None);
        assert!(matches!(cast, Err(Error::Runaway { .. })), "the Looper hurts itself forever: {cast:?}");
        let grower = game.summon(card("Test Grower"), 0).unwrap();
        game.deal_damage(grower, 1).unwrap();
        assert_eq!(game.attack(grower), Ok(2), "the Grower, not the rolled-back Looper, answers");
    }

    /// A copy of a game keeps the lists of the original, which still hold for its minions.
    #[test]
    fn a_copied_game_asks_the_listeners_of_the_original() {
        let minion = |name: &str| {
            let abilities = Abilities::trigger(TriggerOn::AnyMinionDamaged, grow);
            CardDef::new(name, 1, CardKind::Minion { attack: 1, health: 9 }, abilities)
        };
        let library: &'static Library =
            Box::leak(Box::new(Library::new(vec![minion("Test Grower"), minion("Test Other")]).unwrap()));
        let card = |name| library.find(name).unwrap();
        let mut game = Game::new(library, [Vec::new(), Vec::new()], Limits::default()).unwrap();
        let grower = game.summon(card("Test Grower"), 0).unwrap();
        game.deal_damage(grower, 1).unwrap(); // The lists are made.
        let mut copy = game.clone();
        let other = copy.summon(card("Test Other"), 1).unwrap();
        copy.deal_damage(other, 1).unwrap();
        assert_eq!((copy.attack(grower), copy.attack(other)), (Ok(3), Ok(2)), "both answer in the copy");
        game.deal_damage(grower, 1).unwrap();
        assert_eq!(game.attack(grower), Ok(3), "the original answers as before");
    }
}
