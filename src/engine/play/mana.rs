//! Mana Crystals: a crystal more at the start of each of its owner's turns, up to ten.

use crate::engine::course::standing::Mana;

/// The most Mana Crystals a player can have.
pub const MAX_CRYSTALS: u8 = 10;

impl Mana {
    /// The start of its owner's turn: one more (empty) crystal, up to `MAX_CRYSTALS`, then every
    /// crystal refreshed.
    pub(in crate::engine) fn start_of_turn(self) -> Mana {
        Mana { crystals: self.crystals.saturating_add(1).min(MAX_CRYSTALS), spent: 0 }
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
}
