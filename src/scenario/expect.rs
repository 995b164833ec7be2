//! Checking a scenario's expectations: the exact log first (which may name new cards), then
//! boards, hands, Armor, zones, Health, Attack and names.

use std::fmt;

use serde_json::Value;

use super::{Expect, Ran, ScenarioError};
use crate::engine::{Game, Id};
use crate::harness::GameEvent;

/// Each `GameEvent` type, with its fields in order and which of them hold ids.
const EVENT_FIELDS: [(&str, &[&str]); 10] = [
    ("Summoned", &["id"]),
    ("Damaged", &["target", "amount"]),
    ("Triggered", &["source", "trigger"]),
    ("Drew", &["player", "id"]),
    ("Fatigue", &["player"]),
    ("ArmorGained", &["player", "amount"]),
    ("StatsChanged", &["id", "attack", "health"]),
    ("SpellCast", &["card"]),
    ("Destroyed", &["id"]),
    ("DeathPhase", &["round"]),
];

/// What an expectation shows for a label the differing log did not name.
const UNBOUND: &str = "(a label the log should have named)";

/// The fields that hold ids, written as labels in a scenario.
const ID_FIELDS: [&str; 3] = ["id", "target", "source"];

/// One expectation that does not hold.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Mismatch {
    /// The logs differ; `first` is the first entry that does.
    Log { expected: Vec<String>, actual: Vec<String>, first: usize },
    /// Any other expectation: what, expected, actual.
    Value { what: String, expected: String, actual: String },
}

/// Check every expectation of `ran`, binding new labels as the log names them. Returns how
/// many expectations were checked and those that do not hold.
pub fn check(ran: &mut Ran) -> Result<(usize, Vec<Mismatch>), ScenarioError> {
    let Some(expect) = ran.scenario.expect.clone() else {
        return Ok((0, Vec::new()));
    };
    let mut checked = 0;
    let mut mismatches = Vec::new();
    if let Some(expected) = &expect.log {
        checked += 1;
        mismatches.extend(check_log(ran, expected)?);
    }
    // After a log that differs, a label it should have named is unknown: a mismatch, not an error.
    let lenient = !mismatches.is_empty();
    for (what, expected, actual) in comparisons(ran, &expect, lenient)? {
        checked += 1;
        if expected != actual {
            mismatches.push(Mismatch::Value { what, expected, actual });
        }
    }
    Ok((checked, mismatches))
}

/// Compare the action's log with `expected`, entry by entry, binding unknown labels.
fn check_log(ran: &mut Ran, expected: &[Value]) -> Result<Option<Mismatch>, ScenarioError> {
    for (index, entry) in expected.iter().enumerate() {
        validate(entry).map_err(|problem| ScenarioError::BadExpectedEvent {
            path: ran.path.clone(),
            index,
            problem,
        })?;
    }
    let actual: Vec<Value> = log_values(&ran.after);
    let mut first = None;
    for at in 0..expected.len().max(actual.len()) {
        let same = match (expected.get(at), actual.get(at)) {
            (Some(want), Some(got)) => matches_event(want, got, &mut ran.labels),
            _ => false,
        };
        if !same {
            first = Some(at);
            break;
        }
    }
    Ok(first.map(|first| Mismatch::Log {
        expected: expected.iter().map(|v| compact(v, &|label| label.to_owned())).collect(),
        actual: actual.iter().map(|v| compact(v, &|id| ran.labels_of(id))).collect(),
        first,
    }))
}

/// The action's log as `GameEvent` JSON values.
fn log_values(game: &Game) -> Vec<Value> {
    let library = game.library();
    game.log()
        .iter()
        .map(|record| {
            serde_json::to_value(GameEvent::from_engine(record.event, library)).expect("events serialise")
        })
        .collect()
}

/// Whether an expected entry `want` (labels for ids) matches the actual `got` (numbers),
/// binding labels met for the first time.
fn matches_event(want: &Value, got: &Value, labels: &mut super::Labels) -> bool {
    let (Some(want), Some(got)) = (want.as_object(), got.as_object()) else { return false };
    if want.len() != got.len() {
        return false;
    }
    let mut bindings = Vec::new();
    for (field, wanted) in want {
        let Some(actual) = got.get(field) else { return false };
        if ID_FIELDS.contains(&field.as_str()) {
            let (Some(label), Some(number)) = (wanted.as_str(), actual.as_u64()) else { return false };
            let id = Id::from_number(number as u32);
            match labels.id(label) {
                Some(known) if known != id => return false,
                Some(_) => {}
                None => bindings.push((label, id)),
            }
        } else if wanted != actual {
            return false;
        }
    }
    bindings.into_iter().all(|(label, id)| labels.bind(label, id))
}

/// Why an expected entry is not a `GameEvent`, if it is not.
fn validate(entry: &Value) -> Result<(), String> {
    let object = entry
        .as_object()
        .ok_or("write each event as an object, like {\"type\": \"Fatigue\", \"player\": 0}")?;
    let kind = object.get("type").and_then(Value::as_str).ok_or("give each event a \"type\"")?;
    let Some((_, fields)) = EVENT_FIELDS.iter().find(|(name, _)| *name == kind) else {
        let known: Vec<&str> = EVENT_FIELDS.iter().map(|(name, _)| *name).collect();
        return Err(format!("unknown type {kind:?}: use one of {}", known.join(", ")));
    };
    for field in *fields {
        let value = object
            .get(*field)
            .ok_or_else(|| format!("{kind} needs {field:?} (it has {})", fields.join(", ")))?;
        if ID_FIELDS.contains(field) && !value.is_string() {
            return Err(format!("{kind}.{field} names a card: write its label as a string"));
        }
    }
    if let Some(extra) = object.keys().find(|key| *key != "type" && !fields.contains(&key.as_str())) {
        return Err(format!("{kind} has no field {extra:?} (it has {})", fields.join(", ")));
    }
    Ok(())
}

/// An event on one short line, fields in `GameEvent` order: `Damaged H 1`.
fn compact(event: &Value, name: &dyn Fn(&str) -> String) -> String {
    let kind = event["type"].as_str().unwrap_or("?");
    let fields = EVENT_FIELDS.iter().find(|(k, _)| *k == kind).map_or(&[][..], |(_, fields)| *fields);
    let mut line = kind.to_owned();
    for field in fields {
        let value = &event[*field];
        let shown = match value {
            Value::String(text) if ID_FIELDS.contains(field) => name(text),
            Value::Number(number) if ID_FIELDS.contains(field) => name(&number.to_string()),
            Value::String(text) => text.clone(),
            other => other.to_string(),
        };
        line.push(' ');
        line.push_str(&shown);
    }
    line
}

impl Ran {
    /// `number`'s label if it has one, else `#number`.
    fn labels_of(&self, number: &str) -> String {
        let id = number.parse().map(Id::from_number).ok();
        match id.and_then(|id| self.labels.label(id)) {
            Some(label) => label.to_owned(),
            None => format!("#{number}"),
        }
    }

    /// The ids `labels` name; an unknown label is an error naming the closest labels, or,
    /// when `lenient`, `None`.
    fn expected_ids(
        &self,
        place: &str,
        labels: &[String],
        lenient: bool,
    ) -> Result<Option<Vec<Id>>, ScenarioError> {
        let mut ids = Vec::with_capacity(labels.len());
        for label in labels {
            match self.labels.id(label) {
                Some(id) => ids.push(id),
                None if lenient => return Ok(None),
                None => {
                    return Err(ScenarioError::UnknownLabel {
                        path: self.path.clone(),
                        place: place.to_owned(),
                        label: label.to_owned(),
                        closest: self.labels.closest(label),
                    });
                }
            }
        }
        Ok(Some(ids))
    }

    /// `ids` as labels (or `#n`), for showing.
    fn shown(&self, ids: &[Id]) -> String {
        let names: Vec<String> = ids.iter().map(|id| self.labels_of(&id.number().to_string())).collect();
        format!("[{}]", names.join(", "))
    }
}

/// Every expectation other than the log, as (what, expected, actual) in the same notation.
fn comparisons(
    ran: &Ran,
    expect: &Expect,
    lenient: bool,
) -> Result<Vec<(String, String, String)>, ScenarioError> {
    let game = &ran.after;
    let mut out = Vec::new();
    let lists = [("board", &expect.board), ("hand", &expect.hand)];
    for (what, lists) in lists {
        let Some(lists) = lists else { continue };
        for (player, labels) in lists.iter().enumerate() {
            let place = format!("expect.{what}[{player}]");
            let Some(expected) = ran.expected_ids(&place, labels, lenient)? else {
                out.push((format!("{what}({player})"), format!("{labels:?}"), UNBOUND.to_owned()));
                continue;
            };
            let actual = match what {
                "board" => game.board(player).expect("a player").to_vec(),
                _ => game.hand(player).expect("a player").to_vec(),
            };
            out.push((format!("{what}({player})"), ran.shown(&expected), ran.shown(&actual)));
        }
    }
    if let Some(armor) = expect.armor {
        for (player, expected) in armor.iter().enumerate() {
            let actual = game.armor(player).expect("a player");
            out.push((format!("armor({player})"), expected.to_string(), actual.to_string()));
        }
    }
    // Per card: what is read, from which label, the expected value, and how to read it.
    type Read = fn(&Game, Id) -> String;
    let zone: Read = |game, id| format!("{:?}", game.zone_of(id).expect("a known id"));
    let health: Read = |game, id| game.health(id).expect("a known id").to_string();
    let attack: Read = |game, id| game.attack(id).expect("a known id").to_string();
    let name: Read = |game, id| game.name_of(id).expect("a known id").to_owned();
    let per_card = (expect.zone.iter().map(|(label, want)| ("zone_of", label, format!("{want:?}"), zone)))
        .chain(expect.health.iter().map(|(label, want)| ("health", label, want.to_string(), health)))
        .chain(expect.attack.iter().map(|(label, want)| ("attack", label, want.to_string(), attack)))
        .chain(expect.name.iter().map(|(label, want)| ("name_of", label, want.clone(), name)));
    for (what, label, expected, read) in per_card {
        let place = format!("expect.{}", what.trim_end_matches("_of"));
        let actual = match ran.expected_ids(&place, std::slice::from_ref(label), lenient)? {
            Some(ids) => read(game, ids[0]),
            None => UNBOUND.to_owned(),
        };
        out.push((format!("{what}({label})"), expected, actual));
    }
    Ok(out)
}

/// Expected and actual side by side, the first difference marked `>>`.
impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mismatch::Value { what, expected, actual } => {
                write!(f, "{what}: expected {expected}, actual {actual}")
            }
            Mismatch::Log { expected, actual, first } => {
                writeln!(f, "log differs at entry {first}:")?;
                let width = expected.iter().map(String::len).max().unwrap_or(0).max("expected".len());
                writeln!(f, "     #  {:<width$}  actual", "expected")?;
                for at in 0..expected.len().max(actual.len()) {
                    let mark = if at == *first { ">>" } else { "  " };
                    let want = expected.get(at).map_or("", String::as_str);
                    let got = actual.get(at).map_or("", String::as_str);
                    writeln!(f, "{mark} {at:>3}  {want:<width$}  {got}")?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn event_fields_match_the_game_event_serde_form() {
        let id = Id::from_number(1);
        let samples = [
            GameEvent::Summoned { id },
            GameEvent::Damaged { target: id, amount: 1 },
            GameEvent::Triggered { source: id, trigger: "damaged".into() },
            GameEvent::Drew { player: 0, id },
            GameEvent::Fatigue { player: 0 },
            GameEvent::ArmorGained { player: 0, amount: 1 },
            GameEvent::StatsChanged { id, attack: 1, health: 1 },
            GameEvent::SpellCast { card: "x".into() },
            GameEvent::Destroyed { id },
            GameEvent::DeathPhase { round: 1 },
        ];
        for (sample, (kind, fields)) in samples.iter().zip(EVENT_FIELDS) {
            let value = serde_json::to_value(sample).unwrap();
            let mut keys: Vec<&str> = value.as_object().unwrap().keys().map(String::as_str).collect();
            keys.sort();
            let mut expected: Vec<&str> = fields.iter().copied().chain(["type"]).collect();
            expected.sort();
            assert_eq!(value["type"], kind);
            assert_eq!(keys, expected, "{kind}");
        }
    }
}
