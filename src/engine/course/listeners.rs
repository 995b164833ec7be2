//! Who a Phase asks (Rule 2a): each triggered ability of each object in play that answers the
//! Phase's kind of event, in order of play: a minion's own, a weapon's own, and an attached
//! enchantment's, whose card object (a minion or a hero) it then is.

use std::cell::RefCell;
use std::thread::LocalKey;

use super::card::{EventKind, Library, Trigger};
use super::state::State;
use crate::engine::object::enchantment::Enchantment;
use crate::engine::object::entity::{Flag, OrderOfPlay};
use crate::engine::object::id::{CardId, Id, Player, Zone};
use crate::engine::support::listener_lists::{InPlayListeners, ListenerLists, Listening};
use crate::engine::support::recycle::Spare;

/// A triggered ability of an object in play, as a Phase asks it.
#[derive(Clone, Copy, Debug)]
pub(in crate::engine) struct Listener {
    /// Whose ability it is: the minion, the weapon, or the card object (a minion or a hero)
    /// the enchantment that gives it is attached to. "This minion" in its text.
    pub minion: Id,
    /// The card it is written on: the minion's, or the enchantment card.
    pub card: CardId,
    /// Whose it is, 0 or 1: the minion's owner, or the enchantment's maker ("at the start of
    /// your turn, destroy it": the turn of the player whose card attached it).
    pub seat: Player,
    /// Its place in the order of play: its minion's, or its enchantment's ("attached
    /// Enchantments and added Deathrattles are all Entities, and all exist in the same order
    /// of play list together").
    pub played: OrderOfPlay,
    /// Its condition and effect.
    pub trigger: Trigger,
}

/// The game's listeners, by the kind of event they answer, kept between its Sequences. Speed
/// only (`support/listener_lists.rs`): asking `listeners_of` gives what listing every object
/// in play would.
pub(in crate::engine) type Listeners = ListenerLists<Listener, { EventKind::COUNT }>;

/// The triggered abilities of the objects in play in `state` that answer events of `kind`, in
/// order of play (Rule 2a: "each listener in order of play"): each minion that is not
/// Silenced, its abilities in the order its card lists them, and each enchantment card in
/// force on a minion or hero in play, its abilities in its card's order. `listeners` keeps the
/// answer between Phases.
#[inline]
pub(in crate::engine) fn listeners_of<'l>(
    listeners: &'l mut Listeners,
    state: &State,
    library: &Library,
    kind: EventKind,
) -> &'l [Listener] {
    listeners.of(&InPlay { state, library }, kind as usize)
}

/// The objects in play, as the listener lists follow them.
struct InPlay<'g> {
    state: &'g State,
    library: &'g Library,
}

impl<'g> InPlay<'g> {
    /// A minion in play as a listening object: its own abilities, none once it is Silenced
    /// (`Sequence::silence`).
    fn minion(&self, minion: Id) -> Object<'g> {
        let entity = self.state.entity(minion);
        let card = entity.card.expect("a minion in play has a card");
        let played = entity.played.expect("a minion in play has an order of play");
        let triggers: &'g [Trigger] =
            if entity.is(Flag::Silenced) { &[] } else { &self.library.card(card).abilities.triggers };
        Object { minion, card, seat: entity.seat, played, triggers }
    }

    /// A weapon in play as a listening object: its own abilities (no Silence reaches a weapon).
    fn weapon(&self, weapon: Id) -> Object<'g> {
        let entity = self.state.entity(weapon);
        let card = entity.card.expect("a weapon has a card");
        let played = entity.played.expect("a weapon in play has an order of play");
        Object {
            minion: weapon,
            card,
            seat: entity.seat,
            played,
            triggers: &self.library.card(card).abilities.triggers,
        }
    }

    /// The minions and the weapons in play, merged in order of play.
    fn bodies(&self) -> impl Iterator<Item = Object<'g>> + use<'g, '_> {
        let mut weapons = self.state.weapons.into_array();
        if let [Some(first), Some(second)] = weapons
            && self.state.entity(second).played < self.state.entity(first).played
        {
            weapons.swap(0, 1);
        }
        let mut weapons = weapons.into_iter().flatten().map(|id| self.weapon(id)).peekable();
        let mut minions = self.state.in_play.iter().map(|&id| self.minion(id)).peekable();
        std::iter::from_fn(move || {
            // Speed: most games have no weapon; then this is the minions alone.
            let Some(weapon) = weapons.peek() else { return minions.next() };
            let weapon_first = minions.peek().is_none_or(|minion| weapon.played < minion.played);
            if weapon_first { weapons.next() } else { minions.next() }
        })
    }

    /// An attached enchantment card as a listening object.
    fn enchantment(&self, enchantment: &Enchantment) -> Object<'g> {
        let card = enchantment.card.expect("only an enchantment card listens");
        let Enchantment { target: minion, maker: seat, played, .. } = *enchantment;
        Object { minion, card, seat, played, triggers: &self.library.card(card).abilities.triggers }
    }

    /// Whether the card object `id` is in play: a minion on a board or a hero still standing.
    fn is_in_play(&self, id: Id) -> bool {
        self.state.entity(id).zone == Zone::Board
    }
}

impl<'g> InPlayListeners<Listener> for InPlay<'g> {
    type Minion = Id;

    fn minions(&self) -> &[Id] {
        &self.state.in_play
    }

    fn changes(&self) -> u64 {
        self.state.in_play.changes()
    }

    fn listeners_of(&self, minion: Id) -> impl Iterator<Item = Listener> {
        self.minion(minion).listeners()
    }

    /// The minions and weapons in play and the enchantment cards in force on objects in play,
    /// merged in order of play.
    fn every_listener(&self) -> impl Iterator<Item = Listener> {
        let mut minions = self.bodies().peekable();
        let attached =
            self.state.enchantments.in_order_of_play(|e| e.card.is_some() && self.is_in_play(e.target));
        let mut attached = attached.into_iter().map(|e| self.enchantment(e)).peekable();
        std::iter::from_fn(move || {
            let enchantment_first = match (minions.peek(), attached.peek()) {
                (Some(minion), Some(enchantment)) => enchantment.played < minion.played,
                (minion, _) => minion.is_none(),
            };
            if enchantment_first { attached.next() } else { minions.next() }
        })
        .flat_map(Object::listeners)
    }

    fn still_listens(&self, listener: &Listener) -> bool {
        self.is_in_play(listener.minion) || self.state.entity(listener.minion).zone == Zone::Weapon
    }
}

/// An object in play that may listen: a minion, or an enchantment card attached to a minion
/// or a hero.
struct Object<'g> {
    /// The minion, or the card object the enchantment is attached to.
    minion: Id,
    card: CardId,
    seat: Player,
    played: OrderOfPlay,
    triggers: &'g [Trigger],
}

impl<'g> Object<'g> {
    /// Its listeners, in its card's order.
    fn listeners(self) -> impl Iterator<Item = Listener> + 'g {
        let Object { minion, card, seat, played, triggers } = self;
        triggers.iter().map(move |&trigger| Listener { minion, card, seat, played, trigger })
    }
}

/// The lists group a listener by the kind of event its condition answers.
impl Listening for Listener {
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
    use crate::engine::object::entity::Stats;
    use crate::engine::object::id::Zone;
    use crate::engine::object::id::{PerPlayer, Player};

    fn nothing(_: &Ctx, _: &mut Actions) {}

    /// A library of one minion card that answers damage and summons, and one with no trigger.
    fn library() -> &'static Library {
        let minion = |name: &str, on: &[TriggerOn]| {
            let triggers = on
                .iter()
                .map(|&on| Trigger { on, effect: Effect::code(nothing), if_it: None, if_holding: None })
                .collect();
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
        let mut state = State::new(PerPlayer::default(), |_| Stats::plain(1, 1), 30);
        let mut following = Listeners::new();
        let enter = |state: &mut State, card| {
            let id = state.create(Some(CardId(card)), Player::FIRST, Zone::Board, Stats::plain(1, 1));
            state.entity_mut(id).played = Some(state.take_played());
            state.in_play.push(id, false).unwrap();
            id
        };
        let leave = |state: &mut State, gone: &[Id]| {
            state.in_play.retain(|id| !gone.contains(&id));
            gone.iter().for_each(|&id| state.entity_mut(id).zone = Zone::Graveyard);
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
        leave(&mut state, &[a, b]); // One removal: a and b leave.
        let after = check(&mut following, &state);
        assert_eq!(
            after,
            [(c, EventKind::Damage), (d, EventKind::Damage), (c, EventKind::Summon), (d, EventKind::Summon)]
        );
        let e = enter(&mut state, 0);
        leave(&mut state, &[c]); // A summon and a removal at once: listed again.
        let both = check(&mut following, &state);
        assert_eq!(
            both,
            [(d, EventKind::Damage), (e, EventKind::Damage), (d, EventKind::Summon), (e, EventKind::Summon)]
        );
        let f = enter(&mut state, 0);
        let g = enter(&mut state, 1);
        let h = enter(&mut state, 0);
        check(&mut following, &state);
        let i = enter(&mut state, 0);
        leave(&mut state, &[f, g, h]); // A summon and two removals at once: listed again.
        let fewer = check(&mut following, &state);
        assert_eq!(
            fewer,
            [
                (d, EventKind::Damage),
                (e, EventKind::Damage),
                (i, EventKind::Damage),
                (d, EventKind::Summon),
                (e, EventKind::Summon),
                (i, EventKind::Summon)
            ]
        );
        leave(&mut state, &[i]);
        check(&mut following, &state);
        state.entity_mut(d).set(Flag::Silenced, true);
        state.in_play.listening_changed(); // A Silence: the same minions, one listening less.
        let silenced = check(&mut following, &state);
        assert_eq!(silenced, [(e, EventKind::Damage), (e, EventKind::Summon)]);
        assert!(following.all_grouped(), "listing again leaves nothing past the last group");
    }
}
