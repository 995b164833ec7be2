//! Mana Crystals: a crystal more at the start of each of its owner's turns, up to ten, and
//! this turn's extra crystals gone at its end.

pub use crate::engine::course::standing::MAX_CRYSTALS;
use crate::engine::course::standing::Mana;

impl Mana {
    /// The start of its owner's turn: one more (empty) crystal, up to `MAX_CRYSTALS`, then every
    /// crystal refreshed.
    pub(in crate::engine) fn start_of_turn(self) -> Mana {
        Mana { crystals: self.crystals.saturating_add(1).min(MAX_CRYSTALS), spent: 0, this_turn: 0 }
    }

    /// The end of its owner's turn: the crystals for this turn only are gone, and the mana
    /// spent from them with them, so that a player never has more spent than owned. They are
    /// the first spent: a crystal for this turn only and one of two kept crystals used leave
    /// 2 crystals, 1 spent.
    pub(in crate::engine) fn end_of_turn(self) -> Mana {
        Mana { spent: self.spent.saturating_sub(self.this_turn), this_turn: 0, ..self }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_adds_one_crystal_up_to_ten_and_refreshes_them_all() {
        let spent = Mana { crystals: 3, spent: 2, this_turn: 0 };
        assert_eq!(spent.available(), 1);
        assert_eq!(spent.start_of_turn(), Mana { crystals: 4, spent: 0, this_turn: 0 });
        let full = Mana { crystals: MAX_CRYSTALS, spent: MAX_CRYSTALS, this_turn: 0 };
        assert_eq!(full.start_of_turn(), Mana { crystals: MAX_CRYSTALS, spent: 0, this_turn: 0 });
    }

    #[test]
    fn crystals_for_this_turn_only_add_to_what_can_be_spent_up_to_ten_and_end_with_the_turn() {
        let mut mana = Mana { crystals: 1, spent: 0, this_turn: 0 };
        assert_eq!(mana.gain_this_turn(1), 1);
        assert_eq!(mana.available(), 2);
        mana.spent = 2;
        assert_eq!(mana.end_of_turn(), Mana { crystals: 1, spent: 1, this_turn: 0 }, "its mana goes with it");
        mana.spent = 1;
        assert_eq!(mana.end_of_turn(), Mana { crystals: 1, spent: 0, this_turn: 0 }, "it is spent first");
        let unused = Mana { crystals: 3, spent: 2, this_turn: 0 };
        assert_eq!(unused.end_of_turn(), unused, "no crystal for this turn: nothing changes");
        assert_eq!(mana.start_of_turn(), Mana { crystals: 2, spent: 0, this_turn: 0 });
        let mut nine = Mana { crystals: 9, spent: 0, this_turn: 0 };
        assert_eq!(nine.gain_this_turn(2), 1, "never more than ten to spend: the rest is lost");
        assert_eq!(nine.available(), MAX_CRYSTALS);
        let mut ten_spent_three = Mana { crystals: MAX_CRYSTALS, spent: 3, this_turn: 0 };
        assert_eq!(ten_spent_three.gain_this_turn(2), 2, "ten crystals, seven left: room for two");
        assert_eq!(ten_spent_three.available(), 9);
    }

    /// An empty crystal is destroyed first, else a full one; a crystal for this turn only is
    /// spent first and is not one to keep; with no crystal, nothing.
    #[test]
    fn destroying_a_crystal_takes_an_empty_one_first_then_a_full_one() {
        let mut spent_three = Mana { crystals: 10, spent: 3, this_turn: 0 };
        assert_eq!(spent_three.destroy_crystal(), Some(true));
        assert_eq!(spent_three, Mana { crystals: 9, spent: 2, this_turn: 0 }, "7 left to spend, as before");
        let mut all_full = Mana { crystals: 4, spent: 0, this_turn: 0 };
        assert_eq!(all_full.destroy_crystal(), Some(false));
        assert_eq!((all_full.crystals, all_full.available()), (3, 3), "one less to spend");
        let mut coin_spent = Mana { crystals: 2, spent: 1, this_turn: 1 };
        assert_eq!(coin_spent.destroy_crystal(), Some(false), "the mana spent was this turn's extra crystal");
        assert_eq!(coin_spent, Mana { crystals: 1, spent: 1, this_turn: 1 });
        let mut coin_and_one_spent = Mana { crystals: 2, spent: 2, this_turn: 1 };
        assert_eq!(coin_and_one_spent.destroy_crystal(), Some(true));
        assert_eq!(coin_and_one_spent, Mana { crystals: 1, spent: 1, this_turn: 1 });
        let mut none = Mana { crystals: 0, spent: 1, this_turn: 1 };
        assert_eq!(none.destroy_crystal(), None);
        assert_eq!(none, Mana { crystals: 0, spent: 1, this_turn: 1 }, "nothing changed");
    }

    #[test]
    fn crystals_to_keep_never_make_more_than_ten_to_spend() {
        let mut mana = Mana { crystals: 9, spent: 0, this_turn: 1 };
        assert_eq!(mana.gain_crystals(1, false), 1);
        assert_eq!(mana, Mana { crystals: 10, spent: 0, this_turn: 0 }, "the crystal for this turn is lost");
        let mut empty = Mana { crystals: 4, spent: 1, this_turn: 0 };
        assert_eq!(empty.gain_crystals(2, true), 2);
        assert_eq!((empty.crystals, empty.available()), (6, 3), "empty crystals wait for the next turn");
    }
}
