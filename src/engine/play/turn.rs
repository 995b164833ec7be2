//! The turn: the game's start, the end of a turn and the start of the next, each one Sequence
//! with its own Phases ("at the start/end of your turn").

use crate::engine::course::action::{Action, Place};
use crate::engine::course::card::EventKind;
use crate::engine::course::error::Step;
use crate::engine::course::event::{Event, LogIndex};
use crate::engine::course::id::Player;
use crate::engine::course::limits::Depth;
use crate::engine::course::phase::{PhaseEvent, PhaseEvents};
use crate::engine::course::sequence::Sequence;
use crate::engine::course::state::{Outcome, Turn};

/// How many cards each player draws before the first turn: player 0 goes first and draws
/// fewer (there is no Coin).
pub const OPENING_HAND: [usize; 2] = [3, 4];

impl Sequence<'_> {
    /// The game's start: each player draws their opening hand, then player 0's first turn
    /// begins.
    pub(in crate::engine) fn begin_game(&mut self) -> Step {
        for (player, cards) in OPENING_HAND.into_iter().enumerate() {
            for _ in 0..cards {
                self.draw_at_start(player)?;
            }
        }
        self.start_turn(Turn::first())
    }

    /// The end of the current turn: the "at the end of your turn" Phase, its deaths, then the
    /// other player's turn starts.
    pub(in crate::engine) fn end_turn(&mut self, turn: Turn) -> Step {
        let ended = self.record(Event::TurnEnded { player: turn.player }, None);
        self.turn_phase(EventKind::TurnEnd, turn.player, ended)?;
        self.death_step()?; // The turn's end was the outermost Phase.
        self.decide_the_game();
        if self.state.outcome.is_some() {
            return Ok(()); // A hero fell: there is no next turn.
        }
        self.start_turn(turn.next())
    }

    /// The start of `turn`: its player gains a Mana Crystal and refreshes them all, draws a
    /// card, then the "at the start of your turn" Phase.
    fn start_turn(&mut self, turn: Turn) -> Step {
        self.state.turn = Some(turn);
        let player = turn.player;
        let board = self.state.boards[player];
        for &minion in board.iter() {
            let minion = self.state.entity_mut(minion);
            (minion.sleeping, minion.attacked) = (false, false); // Ready to attack this turn.
        }
        self.state.mana[player] = self.state.mana[player].start_of_turn();
        let started = self.record(Event::TurnStarted { player, turn: turn.number }, None);
        self.draw_at_start(player)?;
        self.death_step()?; // A Fatigue draw's damage was the outermost Phase.
        self.decide_the_game();
        if self.state.outcome.is_some() {
            return Ok(()); // A hero fell to Fatigue.
        }
        self.turn_phase(EventKind::TurnStart, player, started)
    }

    /// Once the game has begun, after every death step (each caller of `death_step` asks): a
    /// hero at 0 or less Health loses, and
    /// both at once is a draw (`GameEnded`). Nothing is decided before `Game::begin`, so the
    /// course's single calls never end a game.
    #[inline]
    pub(in crate::engine) fn decide_the_game(&mut self) {
        if self.state.turn.is_none() || self.state.outcome.is_some() {
            return;
        }
        let lost = self.state.heroes.map(|hero| self.state.entity(hero).health <= 0);
        let outcome = match lost {
            [false, false] => return,
            [true, true] => Outcome::Draw,
            [false, true] => Outcome::Won { player: 0 },
            [true, false] => Outcome::Won { player: 1 },
        };
        self.state.outcome = Some(outcome);
        let winner = match outcome {
            Outcome::Won { player } => Some(player),
            Outcome::Draw => None,
        };
        self.record(Event::GameEnded { winner }, None);
    }

    /// A draw that is not a card's effect: the opening hand, the start of a turn.
    fn draw_at_start(&mut self, player: Player) -> Step {
        let draw = Action::Draw { player };
        self.perform(&draw, None, Depth::default(), Place::RightEnd)
    }

    /// The Phase answering the start or end (`kind`) of `player`'s turn, logged at `logged`.
    fn turn_phase(&mut self, kind: EventKind, player: Player, logged: LogIndex) -> Step {
        let seat = u8::try_from(player).expect("a player is 0 or 1");
        let mut events = PhaseEvents::default();
        events.push(PhaseEvent::of_player(seat, logged)).expect("room for one");
        self.phase(kind, &events, Depth::default())
    }
}

impl Turn {
    /// The first turn: player 0's.
    pub(in crate::engine) fn first() -> Turn {
        Turn { player: 0, number: 1 }
    }

    /// The turn after this one: the other player's.
    pub(in crate::engine) fn next(self) -> Turn {
        Turn { player: 1 - self.player, number: self.number.saturating_add(1) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turns_alternate_and_count() {
        assert_eq!(Turn::first().next(), Turn { player: 1, number: 2 });
        assert_eq!(Turn::first().next().next(), Turn { player: 0, number: 3 });
    }
}
