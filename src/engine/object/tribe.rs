//! A minion's tribe, as its card prints it ("Beast", "Murloc"): what auras, triggers, aims
//! and counts of a tribe read.

use serde::{Deserialize, Serialize};

/// A minion's tribe, as its card prints it: what "your Beasts" and "ALL other Murlocs" read.
/// As data: `"tribe": "beast"`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tribe {
    Beast,
    Demon,
    Dragon,
    Mech,
    Murloc,
    Pirate,
    Totem,
    Undead,
}

impl Tribe {
    /// Every tribe of the launch pool (the tribe column of the pool's card list; the game's
    /// data calls Mech "mechanical").
    pub const ALL: [Tribe; 8] = [
        Tribe::Beast,
        Tribe::Demon,
        Tribe::Dragon,
        Tribe::Mech,
        Tribe::Murloc,
        Tribe::Pirate,
        Tribe::Totem,
        Tribe::Undead,
    ];

    /// The tribe as a card prints it ("Beast").
    pub fn name(self) -> &'static str {
        match self {
            Tribe::Beast => "Beast",
            Tribe::Demon => "Demon",
            Tribe::Dragon => "Dragon",
            Tribe::Mech => "Mech",
            Tribe::Murloc => "Murloc",
            Tribe::Pirate => "Pirate",
            Tribe::Totem => "Totem",
            Tribe::Undead => "Undead",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each tribe as a card prints it, the word the page, the log's text and the card files'
    /// errors show.
    #[test]
    fn each_tribe_is_named_as_a_card_prints_it() {
        let names = Tribe::ALL.map(Tribe::name);
        assert_eq!(names, ["Beast", "Demon", "Dragon", "Mech", "Murloc", "Pirate", "Totem", "Undead"]);
    }
}
