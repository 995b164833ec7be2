//! The state of one game: every card object, the zones, Armor and the order of play. Only
//! `perform` and the death step change it.

use std::num::NonZeroU32;
use std::sync::Arc;

use super::counts_read::CountsRead;
use super::error::{Error, Result};
use super::pending_choice::PendingChoice;
use super::standing::{Mana, Outcome, Overload, Turn};
use crate::engine::object::aura::Grants;
use crate::engine::object::cost::CostChanges;
use crate::engine::object::enchantment::Enchantments;
use crate::engine::object::entity::Entities;
pub(in crate::engine) use crate::engine::object::entity::{Entity, OrderOfPlay, Stats};
use crate::engine::object::id::{CardId, Id, PLAYERS, PerPlayer, Player, Zone};
use crate::engine::support::inline_list::InlineList;
use crate::engine::support::journaled_list::JournaledList;
use crate::engine::support::random::{DEFAULT_SEED, SplitMix64};

/// The most minions one board holds (the game's rule).
pub const BOARD_SIZE: usize = 7;

/// The most minions in play at once, both boards together.
pub(in crate::engine) const MAX_IN_PLAY: usize = BOARD_SIZE * PLAYERS;

/// The most characters in play at once: every minion and both heroes.
pub(in crate::engine) const MAX_CHARACTERS: usize = MAX_IN_PLAY + PLAYERS;

/// A board: its minions, left to right.
pub(in crate::engine) type Board = InlineList<Id, BOARD_SIZE>;

/// A hand: its cards, oldest first. Its edits are journaled (`JournaledList`), so that saving
/// a game for a rollback copies nothing of it, whatever the hand's size: under the course's
/// rules a hand has no limit.
pub(in crate::engine) type Hand = JournaledList<Id>;

/// Everything a rolled-back Sequence must restore. The log is kept apart: it only grows
/// during a Sequence, so rolling it back is a truncation.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(in crate::engine) struct State {
    /// Every card object, indexed by id.
    pub entities: Entities,
    /// Each player's hero.
    pub heroes: PerPlayer<Id>,
    /// A hero's Health when the game began: what a hero is before any enchantment.
    pub hero_health: i32,
    /// Each player's hero card, if a card's text replaced their hero (`course/heroes.rs`):
    /// its Health is the hero's in place of `hero_health`. `None` for the hero the game began
    /// with.
    pub hero_cards: PerPlayer<Option<CardId>>,
    /// The enchantments in force, grouped by card object, each card object's in the order
    /// they were made (`object/enchantment.rs`).
    pub enchantments: Enchantments,
    /// What the auras give, as the last Aura Update found it (`course/aura_update.rs`).
    pub grants: Grants,
    /// When the auras were last read (speed only: `AurasRead`).
    pub auras_read_at: AurasRead,
    /// What the continuous counts read and when they last read it (speed only: `CountsRead`).
    pub counts_read: CountsRead,
    /// Whether a character may have become dying since the last Death Creation Step looked
    /// (speed only: `MayBeDying`).
    pub may_be_dying: MayBeDying,
    /// Every cost change in force, in order of play (`object/cost.rs`): the cost auras as the
    /// last Aura Update found them, and what actions made.
    pub costs: CostChanges,
    /// How many minions each player has played from their hand this turn ("the first minion
    /// you play each turn"); back to 0 as the turn passes.
    pub minions_played_this_turn: PerPlayer<u8>,
    /// How many cards each player has played from their hand this turn, minions, spells and weapons;
    /// back to 0 as a turn starts (`Game::cards_played_this_turn`).
    pub cards_played_this_turn: PerPlayer<u8>,
    /// How many cards each player has drawn into their hand this turn (each `Drew`); back to
    /// 0 as a turn starts, before its draw (`Game::cards_drawn_this_turn`).
    pub cards_drawn_this_turn: PerPlayer<u8>,
    /// Whether each player's draws are stopped (setup only, `Game::stop_draws`): a draw from
    /// the top of their deck does nothing but log `NotDrawn`.
    pub draws_stopped: PerPlayer<bool>,
    /// Whether each player's minions can't be reduced below 1 Health this turn
    /// (`Action::HealthFloorThisTurn`): held by the player, not by their hero or a minion, so
    /// that no Silence and no death ends it; false again as the turn passes.
    pub health_floor: PerPlayer<bool>,
    /// Each player's Armor: under the course's rules only a number.
    pub armor: PerPlayer<i32>,
    /// How much Fatigue damage each player's last empty draw dealt (`Rules::fatigue_damages`).
    pub fatigue: PerPlayer<i32>,
    /// Each player's weapon, if their hero has one equipped (`course/weapons.rs`): a card
    /// object in `Zone::Weapon`.
    pub weapons: PerPlayer<Option<Id>>,
    /// Each player's Hero Power, if their hero has one (`course/hero_power.rs`): a card object
    /// in `Zone::HeroPower`.
    pub hero_powers: PerPlayer<Option<Id>>,
    /// Each player's minions in play, left to right.
    pub boards: PerPlayer<Board>,
    /// Each player's hand, oldest first.
    pub hands: PerPlayer<Hand>,
    /// Each player's deck.
    pub decks: PerPlayer<Deck>,
    /// Every minion in play, in order of play: the order listeners are asked in.
    pub in_play: InPlay,
    /// The order of play the next minion to enter play gets.
    pub next_played: OrderOfPlay,
    /// Where every random choice comes from (`Targets::Random…`).
    pub random: SplitMix64,
    /// Whose turn it is; `None` until the game has begun (`Game::begin`).
    pub turn: Option<Turn>,
    /// Each player's Mana Crystals.
    pub mana: PerPlayer<Mana>,
    /// Each player's Overload: owed for their next turn, locked this turn (`course/overload.rs`).
    pub overload: PerPlayer<Overload>,
    /// How the game ended; `None` while it goes on.
    pub outcome: Option<Outcome>,
    /// The players whose mulligan is still to come (`Rules::mulligan`): between the opening
    /// hands and the first turn.
    pub mulligans_to_make: PerPlayer<bool>,
    /// The choice among cards waiting for its player, if one does (`course/choice.rs`): set
    /// by a card's text, made by the next call (`Move::Choose`). Part of the state, so a
    /// rollback restores it and a copy of the game (a search copy too) copies it.
    pub choice: Option<PendingChoice>,
}

impl State {
    /// Two heroes of `hero_health` in play (player 0's first), and the decks built from
    /// `decks`, top card first; `stats` gives a card's base stats.
    pub fn new(decks: PerPlayer<Vec<CardId>>, stats: impl Fn(CardId) -> Stats, hero_health: i32) -> State {
        let mut state = State {
            entities: Entities::with_capacity(2 + decks.iter().map(Vec::len).sum::<usize>() + 8),
            heroes: PerPlayer::new(Id(0), Id(1)),
            hero_health,
            hero_cards: PerPlayer::new(None, None),
            enchantments: Enchantments::default(),
            grants: Grants::default(),
            auras_read_at: AurasRead::default(),
            counts_read: CountsRead::default(),
            may_be_dying: MayBeDying::default(),
            costs: CostChanges::default(),
            minions_played_this_turn: PerPlayer::new(0, 0),
            cards_played_this_turn: PerPlayer::new(0, 0),
            cards_drawn_this_turn: PerPlayer::new(0, 0),
            draws_stopped: PerPlayer::new(false, false),
            health_floor: PerPlayer::new(false, false),
            armor: PerPlayer::new(0, 0),
            fatigue: PerPlayer::new(0, 0),
            weapons: PerPlayer::new(None, None),
            hero_powers: PerPlayer::new(None, None),
            boards: Default::default(),
            hands: Default::default(),
            decks: Default::default(),
            in_play: InPlay::default(),
            next_played: OrderOfPlay(NonZeroU32::MIN),
            random: SplitMix64::new(DEFAULT_SEED),
            turn: None,
            mana: PerPlayer::default(),
            overload: PerPlayer::default(),
            outcome: None,
            mulligans_to_make: PerPlayer::new(false, false),
            choice: None,
        };
        for player in Player::BOTH {
            let hero = state.create(None, player, Zone::Board, Stats::plain(0, hero_health));
            state.entity_mut(hero).played = Some(state.take_played());
        }
        for (player, deck) in Player::BOTH.into_iter().zip(decks) {
            let ids: Vec<Id> = deck
                .into_iter()
                .map(|card| state.create(Some(card), player, Zone::Deck, stats(card)))
                .collect();
            state.decks[player] = Deck::new(ids);
        }
        state
    }

    /// A new card object with the next id, of `card`'s `base` stats.
    #[inline]
    pub fn create(&mut self, card: Option<CardId>, owner: Player, zone: Zone, base: Stats) -> Id {
        self.entities.push(Entity::new(card, owner, zone, base))
    }

    /// The id the next card object will get.
    pub fn next_id(&self) -> Id {
        self.entities.next_id()
    }

    /// The card objects of `pair` (each player's weapon, say), the older first by order of
    /// play; `None`s stay where they fall.
    #[inline]
    pub fn in_order_of_play(&self, mut pair: [Option<Id>; 2]) -> [Option<Id>; 2] {
        if let [Some(first), Some(second)] = pair
            && self.entity(second).played < self.entity(first).played
        {
            pair.swap(0, 1);
        }
        pair
    }

    /// Hand out the next order of play.
    pub fn take_played(&mut self) -> OrderOfPlay {
        let played = self.next_played;
        self.next_played.0 = played.0.checked_add(1).expect("fewer than 4 billion minions enter play");
        played
    }

    /// The entity `id`, or `UnknownId`: for checking a caller's input.
    /// The error is built only when it is returned (speed: notes/performance.md, "Where each speed trick stands").
    pub fn get(&self, id: Id) -> Result<&Entity> {
        match self.find(id) {
            Some(entity) => Ok(entity),
            None => Err(Error::UnknownId { id }),
        }
    }

    /// The entity `id`, if this game has one.
    #[inline]
    pub fn find(&self, id: Id) -> Option<&Entity> {
        self.entities.get(id)
    }

    /// The entity `id`, which the engine itself handed out.
    #[inline]
    pub fn entity(&self, id: Id) -> &Entity {
        self.entities.entity(id)
    }

    /// The entity `id`, for changing, which the engine itself handed out.
    #[inline]
    pub fn entity_mut(&mut self, id: Id) -> &mut Entity {
        self.entities.entity_mut(id)
    }

    /// Whether `id` is a card in `player`'s hand. Read from the card object, so that the
    /// question costs the same whatever the hand's size.
    /// The minions immediately left and right of the minion `id` on its board ("adjacent
    /// minions"), left first; none if it is on no board.
    pub fn neighbours(&self, id: Id) -> [Option<Id>; 2] {
        let Some(minion) = self.find(id) else { return [None, None] };
        let board = self.boards[minion.owner()].as_slice();
        match board.iter().position(|&m| m == id) {
            Some(at) => [at.checked_sub(1).map(|left| board[left]), board.get(at + 1).copied()],
            None => [None, None],
        }
    }

    pub fn is_in_hand(&self, player: Player, id: Id) -> bool {
        self.find(id).is_some_and(|entity| entity.zone == Zone::Hand && entity.owner() == player)
    }

    /// Whether `id` is a hero.
    pub fn is_hero(&self, id: Id) -> bool {
        self.entity(id).card.is_none()
    }

    /// Every character in play: the heroes, then the minions in order of play.
    pub fn characters(&self) -> impl Iterator<Item = Id> + '_ {
        self.heroes_in_play().chain(self.in_play.iter().copied())
    }

    /// Whether the game has begun (`Game::begin`): a turn is under way, or the mulligans are.
    pub fn has_begun(&self) -> bool {
        self.turn.is_some() || self.mulligans_to_make.iter().any(|&to_make| to_make)
    }

    /// The heroes still in play (a hero the Death Creation Step removed is not), player 0's
    /// first.
    pub fn heroes_in_play(&self) -> impl Iterator<Item = Id> + '_ {
        self.heroes.iter().copied().filter(|&hero| self.entity(hero).zone == Zone::Board)
    }
}

/// The count of changes of the minions in play (`InPlay::changes`) when each Aura Update's
/// auras were last read (`AuraStep` as the index), if they have been: an Aura Update that
/// finds the same count, no Health kept for a minion that left play and no aura that reads
/// Health has nothing to update.
///
/// Speed only, and not part of a game's state: any two are equal.
#[derive(Clone, Copy, Debug, Default)]
pub(in crate::engine) struct AurasRead(pub [Option<u64>; 2]);

impl PartialEq for AurasRead {
    fn eq(&self, _: &AurasRead) -> bool {
        true
    }
}

impl Eq for AurasRead {}

/// Speed only: whether a character may be mortally wounded or pending destroy, so that a
/// Death Creation Step with nobody to find reads no card object. Noted wherever a character
/// can become dying: a hit that leaves it at 0 Health or less, a destroy, stats computed to 0
/// Health or less (`State::refresh_stats`), a minion that enters play so; cleared by a Death
/// Creation Step that leaves nobody dying. Two states equal in everything else are equal
/// whatever it says.
#[derive(Clone, Copy, Debug, Default)]
pub(in crate::engine) struct MayBeDying(bool);

impl MayBeDying {
    /// A character may have become dying.
    #[inline]
    pub fn note(&mut self) {
        self.0 = true;
    }

    /// A Death Creation Step looked and left nobody dying.
    pub fn looked(&mut self) {
        self.0 = false;
    }

    /// Whether a Death Creation Step may find anyone.
    #[inline]
    pub fn any(self) -> bool {
        self.0
    }
}

impl PartialEq for MayBeDying {
    fn eq(&self, _: &MayBeDying) -> bool {
        true
    }
}

impl Eq for MayBeDying {}

/// The minions in play, in order of play, a count of the times the list has changed, and
/// which of them have an aura.
///
/// Speed only: the count lets `Listeners` see at a glance whether the list it made from these
/// minions still holds, instead of comparing the minions one by one; the aura bits let an Aura
/// Update see at a glance that no minion in play has an aura, instead of asking each one's
/// card. Neither is part of a game's state: two `InPlay`s with the same minions are equal.
#[derive(Clone, Copy, Debug, Default)]
pub(in crate::engine) struct InPlay {
    minions: InlineList<Id, MAX_IN_PLAY>,
    changes: u64,
    /// Bit `i` is set when the minion at position `i` has an aura (`Library::has_auras`).
    with_auras: u16,
}

impl InPlay {
    /// A minion enters play, after every minion in play; `has_auras`: whether its card has an
    /// aura.
    pub fn push(&mut self, id: Id, has_auras: bool) -> std::result::Result<(), Id> {
        self.count_a_change();
        let at = self.minions.len();
        self.minions.push(id)?;
        self.with_auras |= u16::from(has_auras) << at;
        Ok(())
    }

    /// Keep only the minions `keep` accepts, in order of play.
    pub fn retain(&mut self, mut keep: impl FnMut(Id) -> bool) {
        self.count_a_change();
        let auras = self.with_auras;
        let (mut from, mut to, mut with_auras) = (0u32, 0u32, 0u16);
        self.minions.retain(|id| {
            let stays = keep(id);
            if stays {
                with_auras |= ((auras >> from) & 1) << to;
                to += 1;
            }
            from += 1;
            stays
        });
        self.with_auras = with_auras;
    }

    /// Whether a minion in play has an aura (Silenced or not).
    pub fn any_with_auras(&self) -> bool {
        self.with_auras != 0
    }

    /// The minions in play whose cards have an aura (Silenced or not), in order of play.
    pub fn with_auras(&self) -> impl Iterator<Item = Id> + '_ {
        let bits = self.with_auras;
        self.minions.iter().enumerate().filter(move |&(at, _)| bits >> at & 1 == 1).map(|(_, &id)| id)
    }

    /// What the minions in play listen to changed without the list changing (a minion was
    /// Silenced): the listener lists must look again.
    pub fn listening_changed(&mut self) {
        self.count_a_change();
    }

    fn count_a_change(&mut self) {
        self.changes += 1;
    }

    /// How many times the list has changed: equal counts, equal lists.
    pub fn changes(&self) -> u64 {
        self.changes
    }
}

impl std::ops::Deref for InPlay {
    type Target = [Id];

    fn deref(&self) -> &[Id] {
        &self.minions
    }
}

impl PartialEq for InPlay {
    fn eq(&self, other: &InPlay) -> bool {
        self.minions == other.minions
    }
}

impl Eq for InPlay {}

/// A deck: its card objects, from the bottom to the top card, so that a draw takes the last.
/// Cards come back into a deck only at the bottom (`put_at_bottom`; a setup's card shuffled
/// in goes to a random place, `put_at`), one leaves from anywhere
/// only when a card names it (`take`: "Draw a Pirate from your deck"), and only a shuffle
/// (`shuffle`) moves them.
///
/// Speed only: the list is shared (`Arc`, so that a game can move to another thread) by the
/// copies of a game and by a Sequence's rollback, and a draw only moves `count` down past the drawn card, so copying a game or
/// saving it for a rollback copies a pointer and a number, whatever the deck's size. Putting
/// a card back or shuffling (the mulligan) copies the list first if it is shared.
#[derive(Clone, Debug, Default)]
pub(in crate::engine) struct Deck {
    /// The deck's cards are `cards[..count]`, bottom first; past `count`, cards drawn since
    /// the list was last copied.
    cards: Arc<Vec<Id>>,
    count: usize,
}

impl Deck {
    /// A deck of `top_first`, the first the top card.
    pub fn new(top_first: Vec<Id>) -> Deck {
        let count = top_first.len();
        Deck { cards: Arc::new(top_first.into_iter().rev().collect()), count }
    }

    /// Take the top card, if any.
    pub fn draw(&mut self) -> Option<Id> {
        self.count = self.count.checked_sub(1)?;
        Some(self.cards[self.count])
    }

    /// The cards, top first.
    pub fn ids(&self) -> impl Iterator<Item = Id> + '_ {
        self.cards[..self.count].iter().rev().copied()
    }

    /// How many cards the deck holds.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Take the card `id` out of the deck, wherever it is; whether it was there. The cards
    /// above and below it keep their order.
    pub fn take(&mut self, id: Id) -> bool {
        let Some(at) = self.cards[..self.count].iter().position(|&card| card == id) else { return false };
        self.own_list().remove(at);
        self.count -= 1;
        true
    }

    /// Put `id` at place `from_bottom` (0: under every card; `len()`: on top), the cards
    /// above and below it keeping their order.
    pub fn put_at(&mut self, from_bottom: usize, id: Id) {
        self.own_list().insert(from_bottom, id);
        self.count += 1;
    }

    /// Put `id` at the bottom, under every card.
    pub fn put_at_bottom(&mut self, id: Id) {
        self.own_list().insert(0, id);
        self.count += 1;
    }

    /// Put the cards in a random order from `random`, every order as likely.
    pub fn shuffle(&mut self, random: &mut SplitMix64) {
        let cards = self.own_list();
        random.shuffle_by(cards.len(), |a, b| cards.swap(a, b));
    }

    /// The list to change: the deck's cards alone, copied first if another game or a
    /// rollback shares it.
    fn own_list(&mut self) -> &mut Vec<Id> {
        let cards = Arc::make_mut(&mut self.cards);
        cards.truncate(self.count);
        cards
    }
}

impl PartialEq for Deck {
    /// Two decks are equal when they hold the same cards in the same order.
    fn eq(&self, other: &Deck) -> bool {
        self.cards[..self.count] == other.cards[..other.count]
    }
}

impl Eq for Deck {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_play_knows_whether_a_minion_with_an_aura_is_still_there_as_minions_leave() {
        let mut in_play = InPlay::default();
        for (id, has_auras) in [(10, false), (11, true), (12, false), (13, true)] {
            in_play.push(Id(id), has_auras).unwrap();
        }
        assert!(in_play.any_with_auras());
        assert_eq!(in_play.with_auras().collect::<Vec<_>>(), [Id(11), Id(13)]);
        in_play.retain(|id| id != Id(11) && id != Id(12)); // 13, now at position 1, keeps its bit.
        assert!(in_play.any_with_auras());
        assert_eq!(in_play.with_auras().collect::<Vec<_>>(), [Id(13)]);
        in_play.retain(|id| id != Id(10)); // 13 moves to position 0.
        assert!(in_play.any_with_auras());
        assert_eq!(in_play.with_auras().collect::<Vec<_>>(), [Id(13)]);
        in_play.retain(|id| id != Id(13));
        assert!(!in_play.any_with_auras());
        in_play.push(Id(14), false).unwrap();
        assert!(!in_play.any_with_auras(), "a minion without an aura");
        assert_eq!(in_play.with_auras().count(), 0);
        assert_eq!(&in_play[..], [Id(14)]);
    }

    #[test]
    fn decks_are_equal_when_they_hold_the_same_cards_in_order_whatever_they_share() {
        let deck = Deck::new(vec![Id(2), Id(3), Id(4)]);
        let mut drawn = deck.clone();
        assert_eq!(drawn.draw(), Some(Id(2)), "the top card first");
        assert_ne!(drawn, deck, "one card fewer");
        assert_eq!(drawn, Deck::new(vec![Id(3), Id(4)]), "the same cards, though its list holds one more");
        assert_ne!(Deck::new(vec![Id(4), Id(3)]), Deck::new(vec![Id(3), Id(4)]), "another order");
        let mut back = drawn.clone();
        back.put_at_bottom(Id(2));
        assert_eq!(back.ids().collect::<Vec<_>>(), [Id(3), Id(4), Id(2)]);
        assert_eq!(drawn.ids().collect::<Vec<_>>(), [Id(3), Id(4)], "the copy it shared with is unchanged");
    }
}
