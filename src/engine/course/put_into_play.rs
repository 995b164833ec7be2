//! A card of a hand put into play: a minion in play swapped with a minion card of its
//! controller's hand, which takes its place without being played.

use super::card::CardKind;
use super::error::Step;
use super::event::{Event, LogIndex};
use super::limits::Depth;
use super::sequence::Sequence;
use super::state::Entity;
use crate::engine::object::id::{Id, Zone};

impl Sequence<'_> {
    /// `Action::SwapWithHand`: the minion `id`, if in play, swaps with a minion card of its
    /// controller's hand chosen at random, each as likely (one draw from the game's seeded
    /// generator): "At the start of your turn, swap this minion with a random one in your hand"
    /// (EX1_006). The wiki's page of EX1_006 (hearthstone.fandom.com, the card's own page):
    /// "[its] triggered effect returns it to the player's hand, and in exchange places a minion
    /// from the controlling player's hand directly into play. Any Battlecries or Choose One
    /// effects on the new minion therefore will not be activated", "If you do not have a minion
    /// in hand the [minion] will simply remain on the board", and it "works even if both your
    /// battlefield and hand are full". The wiki's Put into battlefield page
    /// (hearthstone.wiki.gg/wiki/Put_into_battlefield): "Cards put into the battlefield are not
    /// directly played from the hand ... and as such do not trigger minion Battlecries", and
    /// cards "that first remove a minion from the board are protected from [a full board] by
    /// creating a space for their effect to fill"; the wiki's Summon page: "All minions are
    /// considered to be 'summoned'".
    ///
    /// So, here, in this order: the chosen card leaves the hand (`State::card_leaves_hand`: its
    /// cost changes with it), making room there; the minion goes back to the hand as any
    /// returned minion does (`return_minion`: a fresh card, logged `ReturnedToHand`), making
    /// room on the board; the chosen card enters play at the place the minion left, with the
    /// newest order of play, asleep (`enter_play`), its card's stats, and is summoned: logged
    /// `Summoned`, its Summon Event waits for the next Summon Resolution Step, and its After
    /// Summon Phase follows. It is not played: no `Played`, no On Play Phase, no Battlecry. No
    /// minion card in the hand, or the minion not in play: nothing, and no draw.
    ///
    /// The wiki's page of EX1_006 also says its trigger "has a queuing and trigger condition of
    /// 'controller is holding a minion'": its card's trigger says so (`Trigger::if_holding`),
    /// so with no minion card in hand it neither queues nor logs `Triggered`.
    pub(super) fn swap_with_hand(&mut self, id: Id, cause: Option<LogIndex>, depth: Depth) -> Step {
        let Some(minion) = self.minion_in_play(id)? else { return Ok(()) };
        let player = minion.owner();
        let library = self.library;
        let state = &*self.state;
        let minion_cards: Vec<Id> = state.hands[player]
            .iter()
            .copied()
            .filter(|&card| {
                let card = state.entity(card).card;
                card.is_some_and(|card| matches!(library.card(card).kind, CardKind::Minion { .. }))
            })
            .collect();
        let Some(at) = self.state.random.below(minion_cards.len()) else { return Ok(()) };
        let chosen = minion_cards[at];
        let board = &self.state.boards[player];
        let index = board.iter().position(|&m| m == id).expect("a minion in play is on its board");
        self.state.hands[player].remove_value(chosen);
        self.state.card_leaves_hand(chosen);
        self.return_minion(id, cause);
        let card = self.state.entity(chosen).card.expect("a minion card");
        let mut fresh = Entity::new(Some(card), player, Zone::Hand, self.library.base_stats(card));
        fresh.played = self.state.entity(chosen).played;
        *self.state.entity_mut(chosen) = fresh;
        self.enter_play(chosen, player, index);
        let summoned = self.record(Event::Summoned { id: chosen }, cause);
        self.create_summon_event(chosen, summoned);
        self.after_summon_phase(chosen, summoned, depth)
    }
}
