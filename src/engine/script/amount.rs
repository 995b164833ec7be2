//! Counts: a number in a card's data that is read from the game when its step resolves ("+1
//! Health for each card in your hand", "damage equal to its Attack").

use std::fmt;

use serde::de::{self, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::engine::object::keywords::Keyword;

/// A number as a card's data gives it: a number, or a count read when the step that names it
/// resolves, `times` for each thing counted (`{"for_each": "card_in_your_hand"}`,
/// `{"for_each": {"minion_with": "divine_shield"}, "times": 3}`).
///
/// Issue 39, item 6: a count is "read when the ability resolves"; a card's data is read one
/// step at a time (`script.rs`), so a count reads the game as the steps before it left it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Amount {
    /// This number.
    Fixed(i32),
    /// `times` for each `counted`, saturating: a count never overflows.
    PerEach { times: i32, for_each: Counted },
}

/// What a count counts, each read for the ability that resolves: "you" is the player whose
/// card it is, "target" the character it was aimed at, "this minion" its minion.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Counted {
    /// "for each card in your hand".
    CardInYourHand,
    /// "for each other friendly minion": your minions in play but this one.
    OtherFriendlyMinion,
    /// "for each enemy minion": the opponent's minions in play.
    EnemyMinion,
    /// "for each damaged friendly character": your hero and minions below their maximum Health.
    DamagedFriendlyCharacter,
    /// "for each Armor you have".
    ArmorYouHave,
    /// "equal to your hero's Attack": your hero's Attack as it is now (a spell's own
    /// "+2 Attack this turn" before it included).
    YourHeroAttack,
    /// "equal to the Attack of your weapon", "its damage": your weapon's Attack, 0 without one.
    YourWeaponAttack,
    /// "equal to its Durability" of the opponent's weapon: its Durability left, 0 without one
    /// (read while a destroyed weapon waits for the Death Creation Step).
    OpponentWeaponDurability,
    /// "its Attack": the target's Attack (0 once it has left play).
    AttackOfTarget,
    /// "to full Health": how much Health the target is missing.
    MissingHealthOfTarget,
    /// "their Attack": the Attack of the minions next to this one, added.
    AttackOfAdjacent,
    /// "their Health": the Health of the minions next to this one, added.
    HealthOfAdjacent,
    /// "for each Shield": the minions in play, either side, with this keyword.
    MinionWith(Keyword),
    /// "until you have as many in hand as your opponent": how many more cards the opponent
    /// holds than you, 0 if not more.
    CardTheOpponentHasMore,
    /// "for each card played earlier this turn": the cards you played from your hand this turn
    /// before this one (a Combo's count: this one counts itself as it leaves the hand).
    CardPlayedEarlierThisTurn,
}

impl Amount {
    /// The number this amount comes to when `counted` counts `count` (a fixed number counts
    /// nothing): saturating, never past `i32`'s range.
    pub fn of(self, count: impl FnOnce(Counted) -> i32) -> i32 {
        match self {
            Amount::Fixed(number) => number,
            Amount::PerEach { times, for_each } => times.saturating_mul(count(for_each)),
        }
    }
}

impl From<i32> for Amount {
    fn from(number: i32) -> Amount {
        Amount::Fixed(number)
    }
}

impl fmt::Display for Counted {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Counted::MinionWith(keyword) => write!(f, "minion with {}", keyword.name()),
            counted => {
                let word = serde_json::to_value(counted).map_err(|_| fmt::Error)?;
                write!(f, "{}", word.as_str().unwrap_or_default().replace('_', " "))
            }
        }
    }
}

/// The object form of a count, as the data writes it.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PerEach {
    #[serde(default = "one", skip_serializing_if = "is_one")]
    times: i32,
    for_each: Counted,
}

fn one() -> i32 {
    1
}

fn is_one(times: &i32) -> bool {
    *times == 1
}

impl Serialize for Amount {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match *self {
            Amount::Fixed(number) => serializer.serialize_i32(number),
            Amount::PerEach { times, for_each } => PerEach { times, for_each }.serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for Amount {
    /// A number, or `{"for_each": ..., "times": ...}`: read without buffering, so a problem
    /// inside the count keeps its line and column.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Amount, D::Error> {
        struct AmountVisitor;
        impl<'de> Visitor<'de> for AmountVisitor {
            type Value = Amount;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a number or a count such as {\"for_each\": \"card_in_your_hand\"}")
            }
            fn visit_i64<E: de::Error>(self, number: i64) -> Result<Amount, E> {
                let number = i32::try_from(number).map_err(|_| {
                    E::custom(format_args!("{number} is too big for an amount; give a smaller number"))
                })?;
                Ok(Amount::Fixed(number))
            }
            fn visit_u64<E: de::Error>(self, number: u64) -> Result<Amount, E> {
                let number = i64::try_from(number).unwrap_or(i64::MAX);
                self.visit_i64(number)
            }
            fn visit_map<M: MapAccess<'de>>(self, map: M) -> Result<Amount, M::Error> {
                let PerEach { times, for_each } =
                    PerEach::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(Amount::PerEach { times, for_each })
            }
        }
        deserializer.deserialize_any(AmountVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_amount_reads_as_a_number_or_a_count_and_writes_back_the_same() {
        for (json, amount) in [
            ("3", Amount::Fixed(3)),
            (
                r#"{"for_each":"card_in_your_hand"}"#,
                Amount::PerEach { times: 1, for_each: Counted::CardInYourHand },
            ),
            (
                r#"{"times":3,"for_each":{"minion_with":"divine_shield"}}"#,
                Amount::PerEach { times: 3, for_each: Counted::MinionWith(Keyword::DivineShield) },
            ),
        ] {
            assert_eq!(serde_json::from_str::<Amount>(json).unwrap(), amount, "{json}");
            assert_eq!(serde_json::to_string(&amount).unwrap(), json);
        }
    }

    #[test]
    fn an_unknown_count_is_refused_naming_it() {
        let err = serde_json::from_str::<Amount>(r#"{"for_each":"card_in_hand"}"#).unwrap_err();
        assert!(err.to_string().contains("unknown variant `card_in_hand`"), "{err}");
        let err = serde_json::from_str::<Amount>(r#"{"for_each":"enemy_minion","per":2}"#).unwrap_err();
        assert!(err.to_string().contains("unknown field `per`"), "{err}");
        let err = serde_json::from_str::<Amount>(r#""three""#).unwrap_err();
        assert!(err.to_string().contains("expected a number or a count such as"), "{err}");
        let err = serde_json::from_str::<Amount>("3000000000").unwrap_err();
        assert!(err.to_string().contains("3000000000 is too big"), "{err}");
    }

    #[test]
    fn a_count_saturates_rather_than_overflowing() {
        let amount = Amount::PerEach { times: 3, for_each: Counted::ArmorYouHave };
        assert_eq!(amount.of(|_| 4), 12);
        assert_eq!(amount.of(|_| i32::MAX), i32::MAX);
        assert_eq!(Amount::Fixed(2).of(|_| 9), 2);
    }

    #[test]
    fn a_count_reads_as_its_words() {
        assert_eq!(Counted::CardInYourHand.to_string(), "card in your hand");
        assert_eq!(Counted::MinionWith(Keyword::DivineShield).to_string(), "minion with Divine Shield");
    }
}
