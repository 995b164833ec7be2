//! A card's class: the hero class whose decks may hold it, or neutral (any deck). Content's
//! word, not the engine's: no rule reads it yet.

use serde::{Deserialize, Serialize};

/// The launch game's nine classes, and neutral.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// Any deck may hold it: a card of no class.
    #[default]
    Neutral,
    Druid,
    Hunter,
    Mage,
    Paladin,
    Priest,
    Rogue,
    Shaman,
    Warlock,
    Warrior,
}

impl Class {
    /// Every class, neutral first, then the nine in the order the game lists them.
    pub const ALL: [Class; 10] = [
        Class::Neutral,
        Class::Druid,
        Class::Hunter,
        Class::Mage,
        Class::Paladin,
        Class::Priest,
        Class::Rogue,
        Class::Shaman,
        Class::Warlock,
        Class::Warrior,
    ];

    /// The class as a card's data writes it (`"warlock"`), and as the card files are named
    /// (`cards/classic/warlock.json`).
    pub fn data_name(self) -> &'static str {
        match self {
            Class::Neutral => "neutral",
            Class::Druid => "druid",
            Class::Hunter => "hunter",
            Class::Mage => "mage",
            Class::Paladin => "paladin",
            Class::Priest => "priest",
            Class::Rogue => "rogue",
            Class::Shaman => "shaman",
            Class::Warlock => "warlock",
            Class::Warrior => "warrior",
        }
    }

    /// The class a card file's path names: `warlock` for `.../blackrock_mountain/warlock.json`;
    /// `None` for a file named for no class (`lessons.json`, `my_cards.json`).
    pub fn of_file(path: &str) -> Option<Class> {
        let stem = path.rsplit('/').next()?.strip_suffix(".json")?;
        Class::ALL.into_iter().find(|class| class.data_name() == stem)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_class_reads_and_writes_as_its_data_name() {
        for class in Class::ALL {
            let json = serde_json::to_string(&class).unwrap();
            assert_eq!(json, format!("\"{}\"", class.data_name()));
            assert_eq!(serde_json::from_str::<Class>(&json).unwrap(), class);
        }
    }

    #[test]
    fn a_card_file_named_for_a_class_is_that_class() {
        assert_eq!(Class::of_file("src/content/cards/classic/mage.json"), Some(Class::Mage));
        assert_eq!(Class::of_file("src/content/cards/classic/neutral.json"), Some(Class::Neutral));
        assert_eq!(Class::of_file("src/content/cards/blackrock_mountain/warlock.json"), Some(Class::Warlock));
        assert_eq!(Class::of_file("src/content/cards/lessons.json"), None);
        assert_eq!(Class::of_file("mage.txt"), None);
    }
}
