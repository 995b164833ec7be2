//! The mulligan (the real game's start, `Rules::mulligan`): each player once puts back any of
//! their opening cards and draws as many new ones, before the first turn.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::engine::course::error::Step;
use crate::engine::course::event::Event;
use crate::engine::course::sequence::Sequence;
use crate::engine::course::state::State;
use crate::engine::object::id::{Id, Player, Zone};

/// The hand positions a mulligan puts back, each once; positions count from 0, the oldest
/// card. Written as a list of positions, `[0, 2]`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct HandPositions(u16);

impl HandPositions {
    /// The most positions a mulligan can name: the first ten cards of a hand (the real game's
    /// hand limit; an opening hand holds four at most).
    pub const ROOM: usize = 10;

    /// No position: the mulligan keeps every card.
    pub fn none() -> HandPositions {
        HandPositions(0)
    }

    /// The positions `positions`, or the first one past `ROOM` or given twice.
    pub fn of(positions: &[usize]) -> Result<HandPositions, usize> {
        let mut set = HandPositions::none();
        for &at in positions {
            if at >= HandPositions::ROOM || set.0 & (1 << at) != 0 {
                return Err(at);
            }
            set.0 |= 1 << at;
        }
        Ok(set)
    }

    /// The positions, lowest first.
    pub fn iter(self) -> impl DoubleEndedIterator<Item = usize> {
        (0..HandPositions::ROOM).filter(move |&at| self.0 & (1 << at) != 0)
    }

    /// How many positions.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether there is none.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Every set of the positions below `count` (at most `ROOM`), from none to all.
    pub(in crate::engine) fn every_set_below(count: usize) -> impl Iterator<Item = HandPositions> {
        (0..1u16 << count.min(HandPositions::ROOM)).map(HandPositions)
    }

    /// The highest position, if any.
    pub fn highest(self) -> Option<usize> {
        self.iter().last()
    }
}

impl Serialize for HandPositions {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for HandPositions {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<HandPositions, D::Error> {
        let positions = Vec::<usize>::deserialize(deserializer)?;
        HandPositions::of(&positions).map_err(|at| {
            serde::de::Error::custom(match at < HandPositions::ROOM {
                true => format!("hand position {at} is given twice: name each position once"),
                false => format!(
                    "hand position {at} is past the {} a mulligan can name: give positions 0 to {}",
                    HandPositions::ROOM,
                    HandPositions::ROOM - 1
                ),
            })
        })
    }
}

/// The player whose mulligan comes next, if one is still to come: player 0's first. (The
/// real game has both choose at once; neither sees the other's choice, so the order changes
/// only which comes first in the log.)
pub(in crate::engine) fn next_mulligan(state: &State) -> Option<Player> {
    state.mulligans_to_make.each().find(|(_, to_make)| **to_make).map(|(player, _)| player)
}

impl Sequence<'_> {
    /// `player`'s mulligan, as Fireplace and the real game make it: the cards at `put_back`
    /// leave the hand (`PutBack`), as many new cards are drawn, and only then do the cards put
    /// back go into the deck, so none of them comes straight back. The deck is then shuffled
    /// (`Rules::shuffle_decks`); without the shuffle they go to the bottom, in hand order.
    /// When both players have made theirs, the first turn begins (`first_turn`).
    ///
    /// `put_back` names positions of the hand and no more cards than the deck holds
    /// (`Game::make` checked it).
    pub(in crate::engine) fn mulligan(&mut self, player: Player, put_back: HandPositions) -> Step {
        self.state.mulligans_to_make[player] = false;
        let hand = &self.state.hands[player];
        let returned: Vec<Id> = put_back.iter().map(|at| hand[at]).collect();
        for at in put_back.iter().rev() {
            self.state.hands[player].remove(at);
        }
        for &id in &returned {
            self.state.card_leaves_hand(id);
        }
        for &id in &returned {
            self.record(Event::PutBack { player, id }, None);
        }
        for _ in &returned {
            self.draw_at_start(player)?;
        }
        for &id in &returned {
            self.state.entity_mut(id).zone = Zone::Deck;
            self.state.decks[player].put_at_bottom(id);
        }
        if self.rules.shuffle_decks && !returned.is_empty() {
            self.shuffle_deck(player);
        }
        if self.state.mulligans_to_make.iter().any(|&to_make| to_make) {
            return Ok(()); // The other player's mulligan is still to come.
        }
        self.first_turn()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_positions_read_and_write_as_a_list_of_positions() {
        let set = HandPositions::of(&[2, 0]).unwrap();
        assert_eq!(set.iter().collect::<Vec<_>>(), [0, 2]);
        assert_eq!(HandPositions::of(&[2, 0, 2]), Err(2), "a position given twice");
        let twice = serde_json::from_str::<HandPositions>("[1,1]").unwrap_err().to_string();
        assert!(twice.contains("hand position 1 is given twice"), "{twice}");
        assert_eq!((set.len(), set.highest()), (2, Some(2)));
        assert_eq!(serde_json::to_string(&set).unwrap(), "[0,2]");
        assert_eq!(serde_json::from_str::<HandPositions>("[2,0]").unwrap(), set);
        assert_eq!(HandPositions::of(&[3, 10]), Err(10));
        let past = serde_json::from_str::<HandPositions>("[10]").unwrap_err().to_string();
        assert!(past.contains("hand position 10") && past.contains("0 to 9"), "{past}");
        assert!(HandPositions::none().is_empty());
        assert!(!HandPositions::of(&[1]).unwrap().is_empty());
    }
}
