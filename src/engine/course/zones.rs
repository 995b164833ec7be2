//! Summoning and zones: minions entering play (a summon, or a minion card played), and a
//! minion marked to be destroyed.

use super::action::{Choices, Count, Origin, Place, Targets};
use super::card::CardKind;
use super::card::Library;
use super::error::{EffectProblem, Halt, Step};
use super::event::{Event, LogIndex};
use super::limits::Depth;
use super::sequence::Sequence;
use super::state::{BOARD_SIZE, Entity};
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{CardId, Id, Player, Zone};

/// What `Action::Summon` names: the card, whose board, where, and how many.
#[derive(Clone, Copy, Debug)]
pub(super) struct Summon {
    pub card: CardId,
    pub player: Player,
    pub place: Place,
    pub count: Count,
}

impl Sequence<'_> {
    /// `Action::Summon`: `summon.count` minions of `summon.card` (one, until the board is full,
    /// or a number drawn from the game's seed) on `summon.player`'s board, each with its `Summoned` event and After Summon Phase
    /// before the next (depth-first); each one's Summon Event waits for the next Summon
    /// Resolution Step.
    pub(super) fn summon(
        &mut self,
        summon: Summon,
        origin: Origin,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        let Summon { card, player, place, count } = summon;
        self.check_summon(card, place)?;
        // The engine places summons: one that leaves its place to the ability lands
        // where the ability's summons land, so no card breaks the neighbour rule by
        // leaving the place out.
        let place = if place == Place::ForTheAbility { origin.summons_land } else { place };
        let at_most = self.how_many_to_summon(count);
        for nth in 0..at_most {
            // An effect's summon onto a full board does nothing (the game's rule), and
            // "until your side of the battlefield is full" stops there.
            let Some(id) = self.put_in_play(card, player, place.for_the_nth(nth)) else { break };
            if nth > 0 {
                self.actions.spend_one()?; // Each minion past the first: one more action.
            }
            let summoned = self.record(Event::Summoned { id }, cause);
            self.create_summon_event(id, summoned);
            self.after_summon_phase(id, summoned, depth)?;
        }
        Ok(())
    }

    /// How many minions a summon of `count` puts on the board at most: one, the board's size,
    /// or a number drawn now from the game's seeded generator (`Count::RandomBetween`: one
    /// draw, even when the board is full, as a random card's is).
    fn how_many_to_summon(&mut self, count: Count) -> usize {
        match count {
            Count::One => 1,
            Count::UntilFull => BOARD_SIZE,
            Count::RandomBetween(least, most) => {
                let (least, most) = (usize::from(least), usize::from(most));
                let above_least = self.state.random.below(most.saturating_sub(least) + 1);
                least + above_least.unwrap_or(0)
            }
        }
    }

    /// `Action::SummonRandom`: one minion of a card chosen at random from `from`
    /// (`random_card_of`) on `player`'s board at `place`, with its `Summoned` event and After
    /// Summon Phase, as any summon ("Summon a random Beast Companion").
    pub(super) fn summon_random(
        &mut self,
        from: Choices,
        player: Player,
        place: Place,
        origin: Origin,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        let card = self.random_card_of(from)?;
        self.summon(Summon { card, player, place, count: Count::One }, origin, cause, depth)
    }

    /// `Action::Destroy`: the minion or hero `id`, if in play, is pending destroy; the next
    /// Death Creation Step removes it (a hero once the game has begun: `heroes_dying`).
    pub(super) fn destroy(&mut self, id: Id) -> Step {
        if self.is_minion_in_play(id)? || self.is_hero_in_play(id) {
            self.mark_pending_destroy(id);
        }
        Ok(())
    }

    /// Whether `id` is a hero in play ("Destroy a Demon" reaches a hero that is one: the wiki's
    /// page of EX1_323 says its hero "counts as a Demon for the purpose of" EX1_309).
    fn is_hero_in_play(&self, id: Id) -> bool {
        self.state.heroes.iter().any(|&hero| hero == id) && self.state.entity(id).zone == Zone::Board
    }

    /// `Action::DestroyAll`: every minion `targets` names is pending destroy; the next Death
    /// Creation Step removes them "simultaneously" (Rule 4a).
    pub(super) fn destroy_all(&mut self, targets: Targets) -> Step {
        for &id in self.minions_in_order_of_play(targets)?.iter() {
            self.mark_pending_destroy(id);
        }
        Ok(())
    }

    /// `Action::TakeControl`: `player` takes control of each minion of `targets` in play that
    /// the opponent controls, in order of play. The wiki's Take control page
    /// (hearthstone.wiki.gg/wiki/Take_control): "Controlled minions are treated as belonging
    /// to the controlling player for all purposes ... and will immediately be transferred to
    /// the controlling player's side of the battlefield, to the far right of the board", so
    /// the card object's player (`Entity::seat`) is the controller; "Unless the target minion
    /// has the Charge ability, it will not be able to attack in the same round" (the wiki's
    /// page of CS1_113): it is asleep; and with the taker's "side of the battlefield ...
    /// already full (i.e. they have the maximum 7 minions), the [taken] minion will be
    /// instantly destroyed. Any Deathrattle that activates as a result of this will trigger as
    /// if their opponent still controlled the minion" (the Take control page): it stays where
    /// it is, pending destroy, and the next Death Creation Step removes it.
    ///
    /// It keeps its order of play (a move between boards is no new entity: it is neither
    /// summoned nor played), its damage and its enchantments. Its triggered abilities now
    /// answer as `player`'s, and the Aura Updates read it on its new side: the listener lists
    /// and the gate look again (`InPlay::listening_changed`).
    pub(super) fn take_control(&mut self, targets: Targets, player: Player, cause: Option<LogIndex>) -> Step {
        for &id in self.minions_in_order_of_play(targets)?.iter() {
            self.take_control_of(id, player, cause);
        }
        Ok(())
    }

    /// `player` takes control of the minion `id`, in play (`take_control`), unless it is
    /// theirs already; whether it moved to their board. Onto a full board it is marked pending
    /// destroy instead (logged `ControlTakenOntoFullBoard`). Its attacks are counted afresh for
    /// its new side: asleep, it cannot attack this turn unless it has Charge, and then it can
    /// as a minion entering play can, whatever it did for its old side.
    pub(in crate::engine) fn take_control_of(
        &mut self,
        id: Id,
        player: Player,
        cause: Option<LogIndex>,
    ) -> bool {
        let from = self.state.entity(id).seat;
        if from == player {
            return false;
        }
        if self.state.boards[player].is_full() {
            self.mark_pending_destroy(id);
            self.record(Event::ControlTakenOntoFullBoard { id, player }, cause);
            return false;
        }
        self.state.boards[from].retain(|minion| minion != id);
        self.state.boards[player].push(id).expect("the board has room");
        let minion = self.state.entity_mut(id);
        minion.seat = player;
        minion.attacks = 0;
        minion.set(Flag::Sleeping, true);
        self.state.in_play.listening_changed();
        self.record(Event::ControlTaken { id, player }, cause);
        true
    }

    /// Mark the minion `id` pending destroy ("hit with a destroy effect", Rule 4a): the next
    /// Death Creation Step removes it.
    pub(in crate::engine) fn mark_pending_destroy(&mut self, id: Id) {
        self.state.entity_mut(id).set(Flag::PendingDestroy, true);
        self.state.may_be_dying.note();
    }

    /// A fresh minion of `card` on `player`'s board at `place`, with the newest order of play;
    /// `None` if the board is full.
    pub(super) fn put_in_play(&mut self, card: CardId, player: Player, place: Place) -> Option<Id> {
        if self.state.boards[player].is_full() {
            return None;
        }
        let board = &self.state.boards[player];
        let index = match place {
            Place::RightEnd | Place::ForTheAbility => board.len(),
            Place::LeftOf(neighbour) => board.iter().position(|&m| m == neighbour).unwrap_or(board.len()),
            Place::RightOf(neighbour) | Place::BothSidesOf(neighbour) => {
                board.iter().position(|&m| m == neighbour).map_or(board.len(), |at| at + 1)
            }
        };
        let id = self.state.create(Some(card), player, Zone::Hand, self.library.base_stats(card));
        self.enter_play(id, player, index);
        Some(id)
    }

    /// The minion `id` enters play on `player`'s board at `index` (the board has room), with
    /// the newest order of play; it is asleep this turn (it cannot attack unless it has
    /// Charge: `Entity::may_attack`).
    #[inline(always)] // Speed: notes/performance.md, "Where each speed trick stands".
    pub(in crate::engine) fn enter_play(&mut self, id: Id, player: Player, index: usize) {
        let played = self.state.take_played();
        let minion = self.state.entity_mut(id);
        (minion.zone, minion.played) = (Zone::Board, Some(played));
        minion.set(Flag::Sleeping, true);
        if minion.is_dying() {
            self.state.may_be_dying.note();
        }
        self.state.boards[player].insert(index, id).expect("the board has room");
        let card = self.state.entity(id).card;
        let has_auras = minion_card_has_auras(card, self.library);
        self.state.in_play.push(id, has_auras).expect("a board with room means room in play");
        if has_auras && let Some(card) = card {
            self.state.counts_read.met(self.library.count_reads(card));
        }
    }

    /// The minion `id` leaves play without dying (returned to a hand, transformed): off its board and out of
    /// the minions in play at once, its enchantments with it ("enchantments are lost in
    /// backwards zone transitions", the wiki's Keep enchantment page, as the death step's
    /// `enchantments_leave_play`), and its Summon Event, if one waits, with it. Rule 4a:
    /// "Entities that have been removed from play cannot trigger, be triggered, or emit auras,
    /// and do not take up space": its place on the board is free now, the next Phase asks
    /// neither its abilities nor its enchantment cards' (the minions in play changed:
    /// `Listeners`), an entry of its that waits in a Queue does not resolve
    /// (`Sequence::resolve_queue`), and no Summon Resolution Step resolves its Summon Event. The
    /// auras it gave stop at the next Aura Update, which finds it out of play ("Auras are not
    /// recalculated at any point in the middle of a Phase, including due to minions
    /// entering/leaving play"), and so do the grants it got.
    pub(super) fn leave_play(&mut self, id: Id) {
        let owner = self.state.entity(id).owner();
        self.state.boards[owner].retain(|minion| minion != id);
        self.state.in_play.retain(|minion| minion != id);
        if !self.state.enchantments.is_empty() {
            self.state.enchantments.leave_play(|target| target == id);
        }
        self.summon_events.retain(|event| event.id != id);
    }

    /// Whether `id` is a minion on a board; an id this game never handed out is a bad action.
    pub(super) fn is_minion_in_play(&self, id: Id) -> Result<bool, Box<Halt>> {
        Ok(self.minion_in_play(id)?.is_some())
    }

    /// The minion `id` if it is on a board; an id this game never handed out is a bad action.
    pub(super) fn minion_in_play(&self, id: Id) -> Result<Option<Entity>, Box<Halt>> {
        let entity = self.state.find(id).ok_or(EffectProblem::UnknownId { id })?;
        Ok((entity.card.is_some() && entity.zone == Zone::Board).then_some(*entity))
    }

    /// A summon must name a minion card of this library and a neighbour that exists.
    pub(super) fn check_summon(&self, card: CardId, place: Place) -> Step {
        if let Place::LeftOf(neighbour) | Place::RightOf(neighbour) | Place::BothSidesOf(neighbour) = place {
            self.state.find(neighbour).ok_or(EffectProblem::UnknownId { id: neighbour })?;
        }
        match self.library.get(card).ok_or(EffectProblem::UnknownCard)?.kind {
            CardKind::Minion { .. } => Ok(()),
            CardKind::Spell { .. } => Err(EffectProblem::SummonedSpell.into()),
            CardKind::Weapon { .. } => Err(EffectProblem::SummonedWeapon.into()),
            CardKind::HeroPower { .. } => Err(EffectProblem::SummonedHeroPower.into()),
            CardKind::Hero { .. } => Err(EffectProblem::HeroCardMisused.into()),
            CardKind::Enchantment { .. } => Err(EffectProblem::EnchantmentNotAttached.into()),
        }
    }
}

/// Whether a minion of `card` has an aura (`Library::has_auras`), for `InPlay`.
fn minion_card_has_auras(card: Option<CardId>, library: &Library) -> bool {
    card.is_some_and(|card| library.has_auras(card))
}
