//! A designer's overrides: a card's numbers changed for one run (`{"override": "Knife Juggler",
//! "cost": 3}`), never a second card of the same name. The run's library is the library with
//! those numbers changed, and the report names it as a variant.

use serde::Deserialize;
use thiserror::Error;

use super::data_check::{ATTACK, COST, HEALTH};
use crate::engine::{CardKind, Error as EngineError, Library};

/// One card's numbers changed: the card by name, and each number given.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Override {
    /// The card changed, by its name.
    #[serde(rename = "override")]
    pub card: String,
    /// Its new cost.
    #[serde(default)]
    pub cost: Option<i64>,
    /// A minion's new Attack.
    #[serde(default)]
    pub attack: Option<i64>,
    /// A minion's new Health.
    #[serde(default)]
    pub health: Option<i64>,
}

/// Why an override cannot be applied: the file, the card, and the fix.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("{path}: {problem}")]
pub struct OverrideError {
    /// The override file, as the user named it.
    pub path: String,
    /// What is wrong, and the fix.
    pub problem: String,
}

impl Override {
    /// The variant's name in a report: `Knife Juggler: cost 3`.
    pub fn describe(&self) -> String {
        let numbers: Vec<String> = [("cost", self.cost), ("attack", self.attack), ("health", self.health)]
            .into_iter()
            .filter_map(|(field, value)| value.map(|value| format!("{field} {value}")))
            .collect();
        format!("{}: {}", self.card, numbers.join(", "))
    }
}

/// Read an override file: `{"override": NAME, "cost": N}` or a list of such.
pub fn read_overrides(path: &str, text: &str) -> Result<Vec<Override>, OverrideError> {
    let refuse = |problem: String| OverrideError { path: path.to_owned(), problem };
    let form = "an override is {\"override\": CARD, \"cost\": N, \"attack\": N, \"health\": N}, each number optional, or a list of them";
    // One override or a list: read as the one its first character says, so that serde names
    // the unknown field or the missing one.
    let read = match text.trim_start().starts_with('[') {
        true => serde_json::from_str::<Vec<Override>>(text),
        false => serde_json::from_str::<Override>(text).map(|one| vec![one]),
    };
    read.map_err(|err| refuse(format!("{err}; {form}")))
}

/// `library` with each of `overrides` applied, kept for the life of the program as the
/// embedded library is; `library` itself when there is none. Refused, naming the card and the
/// fix: an unknown card, a card given twice, an override that changes nothing, a number out of
/// a card file's range, Attack or Health on a card that is not a minion.
pub fn with_overrides(
    library: &'static Library,
    path: &str,
    overrides: &[Override],
) -> Result<&'static Library, OverrideError> {
    if overrides.is_empty() {
        return Ok(library);
    }
    let refuse = |problem: String| OverrideError { path: path.to_owned(), problem };
    let mut cards: Vec<_> = library.cards().map(|(_, card)| card.clone()).collect();
    for (at, change) in overrides.iter().enumerate() {
        let name = &change.card;
        if overrides[..at].iter().any(|earlier| earlier.card == *name) {
            return Err(refuse(format!(
                "{name:?} is overridden twice: give each card's numbers in one override"
            )));
        }
        let Some(card) = cards.iter_mut().find(|card| card.name == *name) else {
            let closest = match library.find(name) {
                Err(EngineError::UnknownCard { closest, .. }) if !closest.is_empty() => {
                    format!(
                        ": did you mean {}?",
                        closest.iter().map(|c| format!("{c:?}")).collect::<Vec<_>>().join(" or ")
                    )
                }
                _ => ": `my-engine cards` lists every card".to_owned(),
            };
            return Err(refuse(format!("no card is called {name:?}{closest}")));
        };
        if change.cost.is_none() && change.attack.is_none() && change.health.is_none() {
            return Err(refuse(format!(
                "the override of {name:?} changes nothing: give \"cost\", \"attack\" or \"health\""
            )));
        }
        let out_of_range = [
            (COST, "cost", change.cost),
            (ATTACK, "attack", change.attack),
            (HEALTH, "health", change.health),
        ]
        .into_iter()
        .find_map(|(range, field, value)| value.and_then(|value| range.problem(field, value)));
        if let Some(problem) = out_of_range {
            return Err(refuse(format!("{name:?}: {problem}")));
        }
        if let Some(cost) = change.cost {
            card.cost = u32::try_from(cost).map_err(|_| refuse(format!("{name:?}: a cost is 0 or more")))?;
        }
        match &mut card.kind {
            CardKind::Minion { attack, health } => {
                *attack = change.attack.map_or(*attack, |value| value as i32);
                *health = change.health.map_or(*health, |value| value as i32);
            }
            _ if change.attack.is_some() || change.health.is_some() => {
                return Err(refuse(format!("{name:?} is not a minion: only its \"cost\" can be overridden")));
            }
            _ => {}
        }
    }
    let changed = Library::new(cards).map_err(|err| refuse(err.to_string()))?;
    Ok(Box::leak(Box::new(changed)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::library;

    fn apply(json: &str) -> Result<&'static Library, OverrideError> {
        with_overrides(library(), "o.json", &read_overrides("o.json", json)?)
    }

    #[test]
    fn an_override_changes_only_the_numbers_it_gives() {
        let changed = apply(r#"{"override": "Knife Juggler", "cost": 3}"#).unwrap();
        let juggler = changed.card(changed.find("Knife Juggler").unwrap());
        assert_eq!(juggler.cost, 3);
        assert!(matches!(juggler.kind, CardKind::Minion { attack: 3, health: 2 }));
        let yeti = changed.card(changed.find("Chillwind Yeti").unwrap());
        assert_eq!(yeti.cost, 4, "other cards are as they were");
        let changed = apply(r#"[{"override": "Chillwind Yeti", "attack": 5, "health": 6}]"#).unwrap();
        let yeti = changed.card(changed.find("Chillwind Yeti").unwrap());
        assert!(matches!(yeti.kind, CardKind::Minion { attack: 5, health: 6 }));
        assert_eq!(yeti.cost, 4);
    }

    #[test]
    fn an_override_is_described_as_a_variant() {
        let read =
            read_overrides("o.json", r#"{"override": "Knife Juggler", "cost": 3, "health": 1}"#).unwrap();
        assert_eq!(read[0].describe(), "Knife Juggler: cost 3, health 1");
    }

    #[test]
    fn a_bad_override_is_refused_naming_the_card_and_the_fix() {
        let problem = |json| apply(json).unwrap_err().to_string();
        assert_eq!(
            problem(r#"{"override": "Knife Jugler", "cost": 3}"#),
            r#"o.json: no card is called "Knife Jugler": did you mean "Knife Juggler"?"#
        );
        assert_eq!(
            problem(r#"{"override": "Knife Juggler", "cost": 100}"#),
            format!(r#"o.json: "Knife Juggler": {}"#, COST.problem("cost", 100).unwrap())
        );
        assert_eq!(
            problem(r#"{"override": "Fireball", "attack": 2}"#),
            r#"o.json: "Fireball" is not a minion: only its "cost" can be overridden"#
        );
        assert_eq!(
            problem(r#"{"override": "Knife Juggler"}"#),
            r#"o.json: the override of "Knife Juggler" changes nothing: give "cost", "attack" or "health""#
        );
        assert_eq!(
            problem(r#"[{"override": "Wisp", "cost": 1}, {"override": "Wisp", "attack": 2}]"#),
            r#"o.json: "Wisp" is overridden twice: give each card's numbers in one override"#
        );
        let unknown = problem(r#"{"override": "Wisp", "mana": 1}"#);
        assert!(unknown.starts_with("o.json: unknown field `mana`"), "{unknown}");
        assert!(unknown.ends_with("each number optional, or a list of them"));
    }
}
