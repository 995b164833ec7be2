//! A card's rarity, as the launch pool prints it: content's fact about a card, which no rule
//! reads (a deck may hold one copy of a legendary card, two of any other, once decks are
//! built by rule).

use serde::{Deserialize, Serialize};

/// The launch pool's rarities: the Basic set's free cards, then the Classic set's four.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rarity {
    /// A Basic card, every player's from the start.
    Free,
    Common,
    Rare,
    Epic,
    Legendary,
}

impl Rarity {
    /// Every rarity, from the most common.
    pub const ALL: [Rarity; 5] =
        [Rarity::Free, Rarity::Common, Rarity::Rare, Rarity::Epic, Rarity::Legendary];

    /// The rarity as a card's data writes it (`"legendary"`).
    pub fn data_name(self) -> &'static str {
        match self {
            Rarity::Free => "free",
            Rarity::Common => "common",
            Rarity::Rare => "rare",
            Rarity::Epic => "epic",
            Rarity::Legendary => "legendary",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rarity_reads_and_writes_as_its_data_name() {
        for rarity in Rarity::ALL {
            let written = serde_json::to_string(&rarity).unwrap();
            assert_eq!(written, format!("\"{}\"", rarity.data_name()));
            assert_eq!(serde_json::from_str::<Rarity>(&written).unwrap(), rarity);
        }
        let unknown = serde_json::from_str::<Rarity>("\"mythic\"").unwrap_err().to_string();
        assert!(
            unknown.starts_with("unknown variant `mythic`, expected one of `free`, `common`"),
            "{unknown}"
        );
    }
}
