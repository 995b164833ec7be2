//! Keywords: the one-word abilities a card object has ("Taunt", "Charge"), from its card and
//! its enchantments, as a set the rules read.

use serde::{Deserialize, Serialize};

/// A keyword the engine knows: each has its rule in the code that names it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Keyword {
    /// "Enemies must attack minions that have Taunt" (`play/legality.rs`, `taunt_in_the_way`).
    Taunt,
    /// "Can attack immediately" (`Entity::is_ready`): the turn it enters play, or gains Charge.
    Charge,
    /// "The first time a Divine Shield minion takes damage, ignore it": the damage is
    /// reduced to 0, no Damage Event is created, and the shield is lost (`Sequence::hit`).
    DivineShield,
    /// "Can attack twice each turn" (`Entity::attacks_allowed`).
    Windfury,
    /// "Can't be attacked or targeted by the enemy until it attacks" (`play/legality.rs`;
    /// lost in `Sequence::attack`). Area and random effects still reach it.
    Stealth,
    /// "Can't be damaged" (`Sequence::hit`): no damage, no Damage Event.
    Immune,
    /// "Can't attack" (`Entity::may_attack`).
    CantAttack,
    /// "Can't be targeted by spells or Hero Powers" (`play/legality.rs`, `may_be_chosen`).
    Elusive,
}

impl Keyword {
    /// Every keyword, in the order a card's text lists them.
    pub const ALL: [Keyword; 8] = [
        Keyword::Taunt,
        Keyword::Charge,
        Keyword::DivineShield,
        Keyword::Windfury,
        Keyword::Stealth,
        Keyword::Immune,
        Keyword::CantAttack,
        Keyword::Elusive,
    ];

    /// The keyword as a card's text writes it.
    pub fn name(self) -> &'static str {
        match self {
            Keyword::Taunt => "Taunt",
            Keyword::Charge => "Charge",
            Keyword::DivineShield => "Divine Shield",
            Keyword::Windfury => "Windfury",
            Keyword::Stealth => "Stealth",
            Keyword::Immune => "Immune",
            Keyword::CantAttack => "Can't Attack",
            Keyword::Elusive => "Can't be targeted by spells or Hero Powers",
        }
    }

    /// The keyword as a card's data writes it (`"divine_shield"`).
    pub fn data_name(self) -> &'static str {
        match self {
            Keyword::Taunt => "taunt",
            Keyword::Charge => "charge",
            Keyword::DivineShield => "divine_shield",
            Keyword::Windfury => "windfury",
            Keyword::Stealth => "stealth",
            Keyword::Immune => "immune",
            Keyword::CantAttack => "cant_attack",
            Keyword::Elusive => "elusive",
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

    /// Every keyword of either set.
    #[must_use]
    pub fn union(self, other: Keywords) -> Keywords {
        Keywords(self.0 | other.0)
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

/// Read from a list of keywords' data names; an unknown word is refused with the known ones,
/// and a keyword given twice is refused at its second time: a card has a keyword or not (a set
/// holds each once), so a second is a mistake, and a list of any length is read no further.
impl<'de> Deserialize<'de> for Keywords {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Keywords, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = Keywords;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a list of keywords")
            }

            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Keywords, A::Error> {
                let mut set = Keywords::NONE;
                while let Some(keyword) = seq.next_element::<Keyword>()? {
                    if set.has(keyword) {
                        return Err(serde::de::Error::custom(format_args!(
                            "keyword {:?} is given twice: give each keyword once",
                            keyword.data_name()
                        )));
                    }
                    set = set.with(keyword);
                }
                Ok(set)
            }
        }
        deserializer.deserialize_seq(Visitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_holds_what_it_was_given_and_loses_what_it_is_told() {
        let both = Keywords::of(&[Keyword::Charge, Keyword::Taunt]);
        assert!(both.has(Keyword::Taunt) && both.has(Keyword::Charge));
        assert_eq!(both.iter().collect::<Vec<_>>(), [Keyword::Taunt, Keyword::Charge], "in the text's order");
        let all = Keywords::of(&Keyword::ALL);
        assert_eq!(all.iter().collect::<Vec<_>>(), Keyword::ALL, "each its own bit");
        assert!(Keyword::ALL.iter().all(|&keyword| !all.without(keyword).has(keyword)));
        let taunt = both.without(Keyword::Charge);
        assert!(taunt.has(Keyword::Taunt) && !taunt.has(Keyword::Charge));
        assert!(Keywords::NONE.is_empty() && !taunt.is_empty());
        assert_eq!(Keywords::NONE.with(Keyword::Taunt), taunt);
    }

    /// A keyword given to a set that already has it, or a union with a set that shares it,
    /// keeps it: a set holds each keyword once, never toggles it.
    #[test]
    fn a_keyword_given_twice_is_held_once() {
        let taunt = Keywords::of(&[Keyword::Taunt]);
        let both = Keywords::of(&[Keyword::Taunt, Keyword::Charge]);
        assert_eq!(taunt.with(Keyword::Taunt), taunt);
        assert_eq!(taunt.union(taunt), taunt);
        assert_eq!(taunt.union(both), both);
    }

    /// A set shows as its keywords in `Keyword::ALL`'s order, as a test's failure prints it.
    #[test]
    fn a_set_debugs_as_its_keywords() {
        let set = Keywords::of(&[Keyword::Windfury, Keyword::Taunt]);
        assert_eq!(format!("{set:?}"), "{Taunt, Windfury}");
        assert_eq!(format!("{:?}", Keywords::NONE), "{}");
    }

    #[test]
    fn a_set_reads_and_writes_as_a_list_of_data_names() {
        let set: Keywords = serde_json::from_str(r#"["divine_shield", "taunt"]"#).unwrap();
        assert_eq!(set, Keywords::of(&[Keyword::Taunt, Keyword::DivineShield]));
        assert_eq!(serde_json::to_string(&set).unwrap(), r#"["taunt","divine_shield"]"#);
        let unknown = serde_json::from_str::<Keywords>(r#"["tuant"]"#).unwrap_err().to_string();
        assert!(unknown.contains("unknown variant `tuant`, expected one of `taunt`, `charge`"), "{unknown}");
        for keyword in Keyword::ALL {
            assert_eq!(serde_json::to_string(&keyword).unwrap(), format!("\"{}\"", keyword.data_name()));
        }
        let twice =
            serde_json::from_str::<Keywords>(r#"["taunt", "charge", "taunt"]"#).unwrap_err().to_string();
        assert!(twice.starts_with("keyword \"taunt\" is given twice: give each keyword once"), "{twice}");
    }
}
