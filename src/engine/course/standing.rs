//! How the game stands past the course's board: whose turn it is, each player's Mana
//! Crystals, and how the game ended. The state holds them; the game's rules move them
//! (`play/turn.rs`, `play/mana.rs`).

use super::id::Player;

/// A player's Mana Crystals: how many they have, and how many they have spent this turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Mana {
    /// Mana Crystals owned, at most `MAX_CRYSTALS` (`play/mana.rs`).
    pub crystals: u8,
    /// Crystals spent this turn.
    pub spent: u8,
}

impl Mana {
    /// The mana left to spend this turn.
    pub fn available(self) -> u8 {
        self.crystals.saturating_sub(self.spent)
    }
}

/// Whose turn it is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Turn {
    /// The player whose turn it is.
    pub player: Player,
    /// Turns so far, this one included: player 0's first turn is 1, player 1's first is 2.
    pub number: u32,
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// `player` won: the other hero had 0 or less Health after a death step.
    Won { player: Player },
    /// Both heroes reached 0 or less Health in the same Sequence.
    Draw,
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Outcome::Won { player } => write!(f, "player {player} won"),
            Outcome::Draw => write!(f, "a draw"),
        }
    }
}
