//! Keywords: the one-word abilities a card object has ("Taunt", "Charge"), from its card and
//! its enchantments, as a set the rules read.

use serde::{Deserialize, Serialize};

/// A keyword the engine knows: each has its rule in the code that names it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Keyword {
    /// "Enemies must attack minions that have Taunt" (`play/legal.rs`, `taunts_in_the_way`).
    Taunt,
    /// "Can attack immediately": a minion with Charge is not asleep the turn it enters play
    /// (`Sequence::enter_play`), nor when it gains Charge.
    Charge,
}

impl Keyword {
    /// Every keyword, in the order a card's text lists them.
    pub const ALL: [Keyword; 2] = [Keyword::Taunt, Keyword::Charge];

    /// The keyword as a card's text writes it.
    pub fn name(self) -> &'static str {
        match self {
            Keyword::Taunt => "Taunt",
            Keyword::Charge => "Charge",
        }
    }

    /// The keyword as a card's data writes it (`"taunt"`).
    pub fn data_name(self) -> &'static str {
        match self {
            Keyword::Taunt => "taunt",
            Keyword::Charge => "charge",
        }
    }

    fn bit(self) -> u16 {
        1 << self as u16
    }
}

/// A set of keywords: two bytes, read at the cost of a field.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Keywords(u16);

impl Keywords {
    /// No keyword.
    pub const NONE: Keywords = Keywords(0);

    /// The set of `keywords`.
    pub fn of(keywords: &[Keyword]) -> Keywords {
        keywords.iter().fold(Keywords::NONE, |set, &keyword| set.with(keyword))
    }

    /// Whether `keyword` is in the set.
    pub fn has(self, keyword: Keyword) -> bool {
        self.0 & keyword.bit() != 0
    }

    /// The set with `keyword`.
    #[must_use]
    pub fn with(self, keyword: Keyword) -> Keywords {
        Keywords(self.0 | keyword.bit())
    }

    /// The set without `keyword`.
    #[must_use]
    pub fn without(self, keyword: Keyword) -> Keywords {
        Keywords(self.0 & !keyword.bit())
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The keywords in the set, in `Keyword::ALL`'s order.
    pub fn iter(self) -> impl Iterator<Item = Keyword> {
        Keyword::ALL.into_iter().filter(move |&keyword| self.has(keyword))
    }
}

impl std::fmt::Debug for Keywords {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Written as the list of its keywords' data names: `["taunt", "charge"]`.
impl Serialize for Keywords {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

/// Read from a list of keywords' data names; an unknown word is refused with the known ones.
impl<'de> Deserialize<'de> for Keywords {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Keywords, D::Error> {
        let keywords = Vec::<Keyword>::deserialize(deserializer)?;
        Ok(Keywords::of(&keywords))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_holds_what_it_was_given_and_loses_what_it_is_told() {
        let both = Keywords::of(&[Keyword::Charge, Keyword::Taunt]);
        assert!(both.has(Keyword::Taunt) && both.has(Keyword::Charge));
        assert_eq!(both.iter().collect::<Vec<_>>(), Keyword::ALL, "in the text's order");
        let taunt = both.without(Keyword::Charge);
        assert!(taunt.has(Keyword::Taunt) && !taunt.has(Keyword::Charge));
        assert!(Keywords::NONE.is_empty() && !taunt.is_empty());
        assert_eq!(Keywords::NONE.with(Keyword::Taunt), taunt);
    }

    #[test]
    fn a_set_reads_and_writes_as_a_list_of_data_names() {
        let set: Keywords = serde_json::from_str(r#"["charge", "taunt"]"#).unwrap();
        assert_eq!(set, Keywords::of(&Keyword::ALL));
        assert_eq!(serde_json::to_string(&set).unwrap(), r#"["taunt","charge"]"#);
        let unknown = serde_json::from_str::<Keywords>(r#"["tuant"]"#).unwrap_err().to_string();
        assert!(unknown.contains("unknown variant `tuant`, expected `taunt` or `charge`"), "{unknown}");
        for keyword in Keyword::ALL {
            assert_eq!(serde_json::to_string(&keyword).unwrap(), format!("\"{}\"", keyword.data_name()));
            assert_eq!(keyword.name().to_lowercase(), keyword.data_name().replace('_', " "));
        }
    }
}
