//! Ids, players and zones: which card object this is, which card it is, whose it is, and
//! where it is. The bottom of the engine: it imports nothing of it.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A player's seat: 0 for the first player, 1 for the second.
pub type Player = usize;

/// The number of players in a game.
pub const PLAYERS: usize = 2;

/// One card object's identity.
///
/// Module 1's rule: an object keeps its id for its whole life, through deck, hand, board and
/// graveyard. Ids are handed out in creation order (the two heroes first), serialised as a
/// plain number.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Id(pub(in crate::engine) u32);

impl Id {
    /// The id numbered `number`, as read back from a log or a file. Whether a game has such
    /// a card object is for the game to say (`Error::UnknownId`).
    pub fn from_number(number: u32) -> Id {
        Id(number)
    }

    /// The id's number, as written in logs and JSON.
    pub fn number(self) -> u32 {
        self.0
    }
}

impl fmt::Display for Id {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A card's index in its library, resolved once from its name so that the hot path compares
/// no strings. Only `Library::find` makes one, and it means something only to that library.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct CardId(pub(in crate::engine) u16);

impl CardId {
    /// The card's slot in its library.
    pub(in crate::engine) fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Where a card object is.
///
/// Heroes are in play from the start and never leave it; they report `Board` ("in play"),
/// although `board(player)` lists minions only.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Zone {
    /// In a player's deck, waiting to be drawn.
    Deck,
    /// In a player's hand.
    Hand,
    /// In play: a minion on a board, or a hero.
    Board,
    /// Removed from play by the Death Creation Step.
    Graveyard,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_read_back_by_its_number_and_shown_with_a_hash() {
        let id = Id::from_number(42);
        assert_eq!(id.number(), 42);
        assert_eq!(id.to_string(), "#42");
        assert_eq!(serde_json::to_string(&id).unwrap(), "42", "an id is written as its number");
    }
}
