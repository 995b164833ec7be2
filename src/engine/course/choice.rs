//! A choice among cards: a card's text offers the top cards of a deck (`Action::ChooseFromTop`),
//! the player draws the one they choose (`Move::Choose`), and the others stay set aside.
//!
//! The wiki's page of DS1_184 ("Look at the top 3 cards of your deck. Draw one and discard the
//! others") and its Discard effect page (hearthstone.gamepedia.com/Discard): that card's
//! "'discard' effect ... in fact removes cards directly from a special display zone without
//! entering the hand", and "removes cards from play while in the Set Aside Zone (the zone used
//! for Discover effects), and thus is not considered a discard". So the cards offered leave
//! the deck for the Set Aside zone (`Zone::SetAside`); the one chosen is drawn from there (a
//! full hand burns it, as any draw), and the others stay there, out of the game: no card is
//! discarded (no `Discarded` event), and nothing answers the cards not chosen.
//!
//! Where the choice falls in the Sequence. The rulebook: "A Sequence is what begins when a
//! Player Action is taken", and "Player Actions are actions a player chooses to take on their
//! turn while nothing is happening"; in the real game the spell's text waits for the choice
//! inside its Phase. This engine runs one Sequence per call and never suspends one part-way,
//! so the choice is split across two calls:
//!
//! 1. The spell's Sequence: its text offers the cards (`Offered`, each card set aside) and
//!    leaves the choice pending (`State::choice`); the rest of its Sequence runs as any
//!    spell's does: the death step after its text ("only the outermost Phase ending initiates
//!    the Death Creation Step", Rule 3), then its After Spell Phase and that Phase's death step.
//! 2. The choice (`Move::Choose`, the next call, and the only move the player to choose has):
//!    a Sequence of its own that logs `Chose`, draws the card (`Drew`, or `Burned` by a full
//!    hand) and leaves the others set aside (`NotChosen`), then runs the death step (nothing
//!    dies of a draw) and Rule 9's check.
//!
//! The one difference from the real game: the chosen card comes into the hand after the
//! spell's After Spell Phase, not before it (no card of the launch pool answers a draw, and an
//! After Spell Phase that reads the hand's size reads it one card short).

use super::error::{EffectProblem, Step};
use super::event::{Event, LogIndex};
use super::pending_choice::PendingChoice;
use super::sequence::Sequence;
use crate::engine::object::id::{Id, Player, Zone};
use crate::engine::support::inline_list::InlineList;

impl Sequence<'_> {
    /// `Action::ChooseFromTop`: the top `look_at` cards of `player`'s deck (never more than
    /// `PendingChoice::ROOM`; fewer if the deck holds fewer) leave it for the Set Aside zone,
    /// each logged `Offered`, top card first, and wait for `player`'s choice (`State::choice`).
    /// From an empty deck nothing is offered and nothing waits: it is no draw, so no Fatigue.
    /// A second offer while a choice waits is a bad action (a game holds one choice at a time).
    pub(super) fn offer_from_top(&mut self, player: Player, look_at: u8, cause: Option<LogIndex>) -> Step {
        if self.state.choice.is_some() {
            return Err(EffectProblem::ChoiceAlreadyPending.into());
        }
        let mut offered = InlineList::default();
        for _ in 0..usize::from(look_at).min(PendingChoice::ROOM) {
            let Some(id) = self.state.decks[player].draw() else { break };
            self.state.entity_mut(id).zone = Zone::SetAside;
            offered.push(id).expect("no more than ROOM cards are offered");
            self.record(Event::Offered { player, id }, cause);
        }
        if !offered.is_empty() {
            self.state.choice = Some(PendingChoice::new(player, offered));
        }
        Ok(())
    }

    /// `Move::Choose`: the waiting choice's player chooses `card`, one of the cards offered
    /// (`Game::make` checked it): `Chose`, then the card is drawn from the Set Aside zone into
    /// their hand through the one place a card comes into a hand (`take_into_hand`), logged
    /// `Drew`, or, with `Rules::hand_limit` and a full hand, burned as a draw is (`Burned`);
    /// then each card not chosen, top card first, stays set aside for good (`NotChosen`: not
    /// a discard, the wiki's Discard effect page). With no choice waiting, nothing happens.
    pub(in crate::engine) fn choose(&mut self, card: Id) -> Step {
        let Some(choice) = self.state.choice.take() else { return Ok(()) };
        let player = choice.player();
        let chose = Some(self.record(Event::Chose { player, id: card }, None));
        self.drawn_into_hand(player, card, chose);
        for &id in choice.offered().iter().filter(|&&id| id != card) {
            self.record(Event::NotChosen { player, id }, chose);
        }
        Ok(())
    }
}
