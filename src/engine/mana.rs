//! Turns, Mana Crystals and the game's outcome: whose turn it is, what each player can spend,
//! and who won.

use super::id::Player;

/// The most Mana Crystals a player can have.
pub const MAX_CRYSTALS: u8 = 10;

/// A player's Mana Crystals: how many they have, and how many they have spent this turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Mana {
    /// Mana Crystals owned, at most `MAX_CRYSTALS`.
    pub crystals: u8,
    /// Crystals spent this turn.
    pub spent: u8,
}

impl Mana {
    /// The mana left to spend this turn.
    pub fn available(self) -> u8 {
        self.crystals.saturating_sub(self.spent)
    }

    /// The start of its owner's turn: one more (empty) crystal, up to `MAX_CRYSTALS`, then every
    /// crystal refreshed.
    pub(super) fn start_of_turn(self) -> Mana {
        Mana { crystals: self.crystals.saturating_add(1).min(MAX_CRYSTALS), spent: 0 }
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

impl Turn {
    /// The first turn: player 0's.
    pub(super) fn first() -> Turn {
        Turn { player: 0, number: 1 }
    }

    /// The turn after this one: the other player's.
    pub(super) fn next(self) -> Turn {
        Turn { player: 1 - self.player, number: self.number.saturating_add(1) }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_adds_one_crystal_up_to_ten_and_refreshes_them_all() {
        let spent = Mana { crystals: 3, spent: 2 };
        assert_eq!(spent.available(), 1);
        assert_eq!(spent.start_of_turn(), Mana { crystals: 4, spent: 0 });
        let full = Mana { crystals: MAX_CRYSTALS, spent: MAX_CRYSTALS };
        assert_eq!(full.start_of_turn(), Mana { crystals: MAX_CRYSTALS, spent: 0 });
    }

    #[test]
    fn turns_alternate_and_count() {
        assert_eq!(Turn::first().next(), Turn { player: 1, number: 2 });
        assert_eq!(Turn::first().next().next(), Turn { player: 0, number: 3 });
    }
}
