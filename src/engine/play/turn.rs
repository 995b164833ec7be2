//! The turn: the game's start, the end of a turn and the start of the next, each one Sequence
//! with its own Phases ("at the start/end of your turn").

use crate::engine::course::action::{Action, Origin};
use crate::engine::course::card::EventKind;
use crate::engine::course::error::Step;
use crate::engine::course::event::{Event, LogIndex};
use crate::engine::course::limits::Depth;
use crate::engine::course::phase::{PhaseEvent, PhaseEvents};
use crate::engine::course::sequence::Sequence;
use crate::engine::course::standing::{Outcome, Turn};
use crate::engine::course::state::State;
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{CardId, Id, PerPlayer, Player, Zone};

/// How many cards each player draws before the first turn: player 0 goes first and draws
/// fewer (the real game; player 1 also gets the library's card for the second player under
/// `Rules::second_player_card`).
pub const OPENING_HAND: PerPlayer<usize> = PerPlayer::new(3, 4);

/// The last turn a game may have: "The game is a draw if turn 89 (aka Player 1's 45th turn)
/// just ended" (Advanced rulebook, "Start and end of turn").
pub const LAST_TURN: u32 = 89;

impl Sequence<'_> {
    /// The game's start: the decks shuffled (`Rules::shuffle_decks`), each player draws their
    /// opening hand, then player 0's first turn begins; with `Rules::mulligan`, the first turn
    /// waits for both players' mulligans (`Move::Mulligan`).
    pub(in crate::engine) fn begin_game(&mut self) -> Step {
        if self.rules.shuffle_decks {
            for player in Player::BOTH {
                self.shuffle_deck_at_start(player);
            }
        }
        for (player, cards) in OPENING_HAND.each() {
            for _ in 0..*cards {
                self.draw_at_start(player)?;
            }
        }
        if self.rules.mulligan {
            self.state.mulligans_to_make = PerPlayer::new(true, true);
            return Ok(()); // The first turn waits for the mulligans (`play/mulligan.rs`).
        }
        self.first_turn()
    }

    /// After the opening hands (and the mulligans): the second player's card, then player 0's
    /// first turn begins.
    pub(in crate::engine) fn first_turn(&mut self) -> Step {
        self.give_the_second_player_its_card()?;
        self.start_turn(Turn::first())
    }

    /// With `Rules::second_player_card`, player 1, who goes second, gets the library's card
    /// for the second player (`Library::second_players_card`) into their hand, as the real
    /// game gives it: after the mulligans, so it is never put back. Nothing if the library
    /// marks no card.
    fn give_the_second_player_its_card(&mut self) -> Step {
        let card = self.library.second_players_card().filter(|_| self.rules.second_player_card);
        let Some(card) = card else { return Ok(()) };
        self.perform(
            &Action::AddToHand { card, player: Player::SECOND },
            None,
            Depth::default(),
            Origin::CALL,
        )
    }

    /// The end of the current turn (Advanced rulebook, "Start and end of turn"): "End of Turn
    /// Phase: All 'end of turn' Triggers ... are Queued and resolved. Hearthstone checks for
    /// win/loss/draw. The game is a draw if turn 89 ... just ended. It is now your opponent's
    /// turn. Hearthstone wears off expired enchantments" (`wear_off`: "this turn" ones, and
    /// the next player's "until your next turn" ones; `pass_the_turn_for_costs`: the cost
    /// changes that end with the turn, and the count of minions played this turn; and "can't
    /// be reduced below 1 Health this turn", `State::health_floor`).
    pub(in crate::engine) fn end_turn(&mut self, turn: Turn) -> Step {
        let ended = self.record(Event::TurnEnded { player: turn.player }, None);
        self.turn_phase(EventKind::TurnEnd, turn.player, ended)?;
        self.death_step()?; // The turn's end was the outermost Phase.
        self.state.mana[turn.player] = self.state.mana[turn.player].end_of_turn();
        self.state.overload[turn.player].locked = 0; // Unlocked with the turn they were locked for.
        self.decide_the_game();
        if self.state.outcome.is_none() && turn.number >= LAST_TURN {
            self.end_the_game(Outcome::Draw);
        }
        if self.state.outcome.is_some() {
            return Ok(()); // There is no next turn.
        }
        self.thaw(turn.player, ended);
        let next = turn.next();
        self.wear_off(next.player, ended);
        self.state.pass_the_turn_for_costs(turn.player);
        self.state.health_floor = PerPlayer::default();
        self.start_turn(next)
    }

    /// The start of `turn` (Advanced rulebook, "Start and end of turn"): its player gains a
    /// Mana Crystal and refreshes them all, and their hero and minions are ready, each with its
    /// attacks this turn still to make (and nobody has played or drawn a card this turn yet);
    /// then "Start of Turn
    /// Phase: All 'start of turn' Triggers ... are Queued and resolved. Hearthstone checks for
    /// win/loss/draw. Draw a Card Phase: Your opponent draws one card, and any consequences
    /// are resolved now. Hearthstone checks for win/loss/draw" (the last check is the end of
    /// the Sequence's, `Sequence::run_step`).
    fn start_turn(&mut self, turn: Turn) -> Step {
        self.state.turn = Some(turn);
        self.state.cards_played_this_turn = PerPlayer::default();
        self.state.cards_drawn_this_turn = PerPlayer::default();
        let player = turn.player;
        // A hero is never asleep: "Each character ... can attack other characters" (the wiki's
        // Character page), from the game's first turn.
        self.state.entity_mut(self.state.heroes[player]).attacks = 0;
        self.hero_power_flips_up(player);
        let board = self.state.boards[player];
        for &minion in board.iter() {
            let minion = self.state.entity_mut(minion);
            minion.set(Flag::Sleeping, false); // Ready to attack this turn.
            minion.attacks = 0;
        }
        self.state.mana[player] = self.state.mana[player].start_of_turn();
        let started = self.record(Event::TurnStarted { player, turn: turn.number }, None);
        self.lock_overloaded(player, started);
        for seat in Player::BOTH {
            if self.state.weapons[seat].is_some() {
                // A weapon is "unsheathed" during its hero's turn only: read its hero's Attack again.
                self.hero_attack_changed(seat, Some(started));
            }
        }
        self.turn_phase(EventKind::TurnStart, player, started)?;
        self.death_step()?; // The Start of Turn Phase was the outermost Phase.
        self.decide_the_game();
        if self.state.outcome.is_some() {
            return Ok(()); // A hero fell at the turn's start: nothing is drawn.
        }
        self.draw_at_start(player)
    }

    /// The game's start shuffles `player`'s deck from the game's seed: its card objects,
    /// which no one has seen yet, are dealt its cards in a random order, so its ids stay in
    /// order from the top (a saved game of before the mulligan deals as it did). Logged as
    /// `Shuffled`.
    fn shuffle_deck_at_start(&mut self, player: Player) {
        let ids: Vec<Id> = self.state.decks[player].ids().collect();
        let State { random, entities, .. } = &mut *self.state;
        random.shuffle_by(ids.len(), |a, b| {
            let (first, second) = (*entities.entity(ids[a]), *entities.entity(ids[b]));
            *entities.entity_mut(ids[a]) = second;
            *entities.entity_mut(ids[b]) = first;
        });
        self.record(Event::Shuffled { player }, None);
    }

    /// Shuffle `player`'s deck once cards its player has seen are back in it (the mulligan):
    /// the card objects themselves go to random places, each keeping its card. Logged as
    /// `Shuffled`.
    pub(in crate::engine) fn shuffle_deck(&mut self, player: Player) {
        self.state.decks[player].shuffle(&mut self.state.random);
        self.record(Event::Shuffled { player }, None);
    }

    /// Setup only (`Game::skip_to_turn`): the turn under way is the game's `number`th.
    pub(in crate::engine) fn skip_to_turn(&mut self, number: u32) {
        if let Some(turn) = self.state.turn.as_mut() {
            turn.number = number;
            self.record(Event::TurnSkippedTo { turn: number }, None);
        }
    }

    /// Setup only (`Game::discard`): each of `cards`, in `player`'s hand, leaves it for the
    /// graveyard, in the order given, with the cost changes on it; each logs `Discarded`.
    /// Nothing answers it: no Phase runs.
    pub(in crate::engine) fn discard(&mut self, player: Player, cards: &[Id]) {
        for &id in cards {
            self.discard_card(player, id, None);
        }
    }

    /// Setup only (`Game::empty_deck`): every card of `player`'s deck goes to the graveyard,
    /// with no draw and so no Fatigue; logs `DeckEmptied`. Nothing answers it: no Phase runs.
    pub(in crate::engine) fn empty_deck(&mut self, player: Player) {
        while let Some(id) = self.state.decks[player].draw() {
            self.state.entity_mut(id).zone = Zone::Graveyard;
        }
        self.record(Event::DeckEmptied { player }, None);
    }

    /// Setup only (`Game::shuffle_into_deck`): a fresh card object of `card` goes into
    /// `player`'s deck at a place drawn from the game's generator, every place from the bottom
    /// (0) to the top as likely; logs `ShuffledIntoDeck`. Nothing answers it: no Phase runs.
    pub(in crate::engine) fn shuffle_into_deck(&mut self, card: CardId, player: Player) {
        let id = self.state.create(Some(card), player, Zone::Deck, self.library.base_stats(card));
        let places = self.state.decks[player].len() + 1;
        let at = self.state.random.below(places).unwrap_or(0);
        self.state.decks[player].put_at(at, id);
        self.record(Event::ShuffledIntoDeck { player, id }, None);
    }

    /// Setup only (`Game::stop_draws`): `player`'s draws from the top of their deck do nothing
    /// from here on (`Sequence::draw`); logs `DrawsStopped`.
    pub(in crate::engine) fn stop_draws(&mut self, player: Player) {
        self.state.draws_stopped[player] = true;
        self.record(Event::DrawsStopped { player }, None);
    }

    /// A draw that is not a card's effect: the opening hand, the mulligan, the start of a turn.
    pub(in crate::engine) fn draw_at_start(&mut self, player: Player) -> Step {
        let draw = Action::Draw { player };
        self.perform(&draw, None, Depth::default(), Origin::CALL)
    }

    /// The Phase answering the start or end (`kind`) of `player`'s turn, logged at `logged`.
    fn turn_phase(&mut self, kind: EventKind, player: Player, logged: LogIndex) -> Step {
        let seat = player;
        let mut events = PhaseEvents::default();
        events.push(PhaseEvent::of_player(seat, logged)).expect("room for one");
        self.phase(kind, &events, Depth::default())
    }
}

impl Turn {
    /// The first turn: player 0's.
    pub(in crate::engine) fn first() -> Turn {
        Turn { player: Player::FIRST, number: 1 }
    }

    /// The turn after this one: the other player's.
    pub(in crate::engine) fn next(self) -> Turn {
        Turn { player: self.player.other(), number: self.number.saturating_add(1) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turns_alternate_and_count() {
        assert_eq!(Turn::first().next(), Turn { player: Player::SECOND, number: 2 });
        assert_eq!(Turn::first().next().next(), Turn { player: Player::FIRST, number: 3 });
    }
}
