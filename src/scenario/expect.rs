//! Checking a scenario's expectations: the exact log first (which may name new cards), then
//! boards, hands and decks (labels, names, counts, what they hold), the refusal, mana, the
//! turn, the outcome, the turn time limits, Armor, then per card its zone, Health, Attack,
//! name, maximum Health, damage, cost, keywords, Frozen, Silenced and enchantments, then
//! what the legal moves allow it: whom it can attack, whether and where it can be played; and
//! last the other facts of the board (`facts.rs`).

use std::fmt;

use serde_json::Value;

use super::LogEntry;
use super::enchantments;
use super::fields::{Field, fields};
use super::{Expect, OutcomeExpect, Ran, ScenarioError};
use crate::engine::{Game, Id, Keyword, Keywords, Move, Outcome, Player};
use crate::text::escape_control;

/// What an expectation shows for a label the differing log did not name.
pub(super) const UNBOUND: &str = "(a label the log should have named)";

/// One expectation that does not hold.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Mismatch {
    /// The logs differ; `first` is the first entry that does.
    Log { expected: Vec<String>, actual: Vec<String>, first: usize },
    /// Any other expectation: what, expected, actual.
    Value { what: String, expected: String, actual: String },
}

/// One expectation as checked: what it is about, the expected and actual values in the
/// same notation, and whether it holds. What the text and the page mark.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
pub struct Checked {
    /// What is checked: `log`, `health(hero1)`, `mana(0)`, ...
    pub what: String,
    /// The expected value, in words.
    pub expected: String,
    /// The actual value, in the same words.
    pub actual: String,
    /// Whether it holds.
    pub holds: bool,
    /// For the log: the first entry of the action's log that differs from the expected one,
    /// if any (it may be one past the actual log's end, when the log is shorter).
    pub first_difference: Option<usize>,
}

/// Check every expectation of `ran`, binding new labels as the log names them, and keep each
/// as `Checked` in `ran.expectations`. Returns how many expectations were checked and those
/// that do not hold.
pub fn check(ran: &mut Ran) -> Result<(usize, Vec<Mismatch>), ScenarioError> {
    ran.expectations.clear();
    let Some(expect) = ran.scenario.expect.clone() else {
        return Ok((0, Vec::new()));
    };
    let mut checked = Vec::new();
    let mut mismatches = Vec::new();
    if let Some(expected) = &expect.log {
        let differs = check_log(ran, expected)?;
        let actual = ran.after.log().len();
        checked.push(match &differs {
            None => Checked {
                what: "log".to_owned(),
                expected: format!("{} events", expected.len()),
                actual: format!("the same {actual} events"),
                holds: true,
                first_difference: None,
            },
            Some(Mismatch::Log { expected: wanted, actual: got, first }) => Checked {
                what: "log".to_owned(),
                expected: format!(
                    "entry {first}: {}",
                    wanted.get(*first).map_or("(the log ends)", String::as_str)
                ),
                actual: format!(
                    "entry {first}: {}",
                    got.get(*first).map_or("(the log ends)", String::as_str)
                ),
                holds: false,
                first_difference: Some(*first),
            },
            Some(other) => Checked {
                what: "log".to_owned(),
                expected: other.to_string(),
                actual: String::new(),
                holds: false,
                first_difference: None,
            },
        });
        mismatches.extend(differs);
    }
    // After a log that differs, a label it should have named is unknown: a mismatch, not an error.
    let lenient = !mismatches.is_empty();
    for (what, expected, actual) in comparisons(ran, &expect, lenient)? {
        let holds = expected == actual;
        checked.push(Checked {
            what: what.clone(),
            expected: expected.clone(),
            actual: actual.clone(),
            holds,
            first_difference: None,
        });
        if !holds {
            mismatches.push(Mismatch::Value { what, expected, actual });
        }
    }
    let count = checked.len();
    ran.expectations = checked;
    Ok((count, mismatches))
}

/// Compare the action's log with `expected`, entry by entry, binding unknown labels.
fn check_log(ran: &mut Ran, expected: &[Value]) -> Result<Option<Mismatch>, ScenarioError> {
    let mut wanted = Vec::with_capacity(expected.len());
    for (index, entry) in expected.iter().enumerate() {
        let bad = |problem| ScenarioError::BadExpectedEvent { path: ran.path.clone(), index, problem };
        wanted.push(read_expected(entry).map_err(bad)?);
    }
    let actual: Vec<Value> = LogEntry::log_of(&ran.after)
        .iter()
        .map(|event| serde_json::to_value(event).expect("a LogEntry serialises"))
        .collect();
    let mut first = None;
    for at in 0..wanted.len().max(actual.len()) {
        let same = match (wanted.get(at), actual.get(at)) {
            (Some(want), Some(got)) => matches_event(want, got, &mut ran.labels),
            _ => false,
        };
        if !same {
            first = Some(at);
            break;
        }
    }
    Ok(first.map(|first| Mismatch::Log {
        expected: wanted.iter().map(|want| compact(&want.fields, &want.entry, &escape_control)).collect(),
        actual: actual.iter().map(|got| compact(&shape_of(got), got, &|id| ran.labels_of(id))).collect(),
        first,
    }))
}

/// An expected log entry that reads as a `LogEntry` once its labels stand for ids.
struct Expected {
    /// The entry as written.
    entry: Value,
    /// Its `LogEntry`'s fields, in order: which hold labels.
    fields: Vec<Field>,
}

/// Read `entry` as a `LogEntry` whose ids are written as labels, or say why it is not one.
///
/// The event's own type decides: the entry is tried with each choice of its string fields
/// standing for ids, and holds when serde reads it as a `LogEntry` whose id fields are
/// exactly the chosen ones.
fn read_expected(entry: &Value) -> Result<Expected, String> {
    let object = entry
        .as_object()
        .ok_or("write each event as an object, like {\"type\": \"Fatigue\", \"player\": 0}")?;
    let kind = object.get("type").and_then(Value::as_str).ok_or("give each event a \"type\"")?;
    let strings: Vec<&String> =
        object.iter().filter(|(k, v)| *k != "type" && v.is_string()).map(|(k, _)| k).collect();
    let (mut problem, mut wrong_type) = (None, None);
    for choice in 0..1usize << strings.len() {
        let chosen: Vec<&str> = strings
            .iter()
            .enumerate()
            .filter(|(bit, _)| choice >> bit & 1 == 1)
            .map(|(_, k)| k.as_str())
            .collect();
        let mut probe = object.clone();
        for key in &chosen {
            probe.insert((*key).to_owned(), Value::from(0));
        }
        let event = match serde_json::from_value::<LogEntry>(Value::Object(probe)) {
            Ok(event) => event,
            Err(err) => {
                // A string where the type wants a number (or the reverse) only says this
                // choice was wrong; anything else (an unknown type, a missing field) is the
                // entry's own problem.
                let err = err.to_string();
                if !err.starts_with("invalid type") {
                    problem = Some(err);
                } else {
                    wrong_type.get_or_insert(err);
                }
                continue;
            }
        };
        let fields = fields(&event);
        let names: Vec<&str> = fields.iter().map(|field| field.name).collect();
        if let Some(extra) = object.keys().find(|key| !names.contains(&key.as_str())) {
            return Err(format!("{kind} has no field {extra:?} (it has {})", names[1..].join(", ")));
        }
        let ids: Vec<&str> = fields.iter().filter(|field| field.holds_id).map(|field| field.name).collect();
        if ids == chosen {
            return Ok(Expected { entry: entry.clone(), fields });
        }
        if let Some(number) = ids.iter().find(|id| !chosen.contains(id)) {
            problem = Some(format!("{kind}.{number} names a card: write its label as a string"));
        }
    }
    Err(problem.or(wrong_type).unwrap_or_else(|| format!("{kind} is not a LogEntry")))
}

/// The fields of an actual event's JSON, read back as its `LogEntry`.
fn shape_of(event: &Value) -> Vec<Field> {
    serde_json::from_value::<LogEntry>(event.clone()).map(|event| fields(&event)).unwrap_or_default()
}

/// Whether the expected entry `want` (labels for ids) matches the actual `got` (numbers),
/// binding labels met for the first time. A new label for a card that a setup or an earlier
/// entry already labelled does not match: it is most likely a typo of that label.
fn matches_event(want: &Expected, got: &Value, labels: &mut super::Labels) -> bool {
    let (Some(wanted), Some(got)) = (want.entry.as_object(), got.as_object()) else { return false };
    if wanted.len() != got.len() {
        return false;
    }
    let mut bindings = Vec::new();
    for field in &want.fields {
        let (Some(wanted), Some(actual)) = (wanted.get(field.name), got.get(field.name)) else {
            return false;
        };
        if field.holds_id {
            let (Some(label), Some(number)) = (wanted.as_str(), actual.as_u64()) else { return false };
            let id = Id::from_number(number as u32);
            match labels.id(label) {
                Some(known) if known != id => return false,
                Some(_) => {}
                // A new label for a card another label already names is a typo, not a match
                // (a deck card drawn may take a name of its own).
                None if !labels.may_relabel(id) => return false,
                None => bindings.push((label, id)),
            }
        } else if wanted != actual {
            return false;
        }
    }
    bindings.into_iter().all(|(label, id)| labels.bind(label, id))
}

/// An event on one short line, its fields in `LogEntry` order: `Damaged H 1`. `name` shows
/// a field that holds an id; other text has its control characters escaped.
fn compact(fields: &[Field], event: &Value, name: &dyn Fn(&str) -> String) -> String {
    let mut line = event["type"].as_str().unwrap_or("?").to_owned();
    for field in fields.iter().filter(|field| field.name != "type") {
        let shown = match &event[field.name] {
            Value::String(text) if field.holds_id => name(text),
            Value::Number(number) if field.holds_id => name(&number.to_string()),
            Value::String(text) => escape_control(text),
            other => other.to_string(),
        };
        line.push(' ');
        line.push_str(&shown);
    }
    line
}

impl Ran {
    /// `number`'s label if it has one (control characters escaped), else `#number`.
    fn labels_of(&self, number: &str) -> String {
        let id = number.parse().map(Id::from_number).ok();
        match id.and_then(|id| self.labels.label(id)) {
            Some(label) => escape_control(label),
            None => format!("#{number}"),
        }
    }

    /// The ids `labels` name; an unknown label is an error naming the closest labels, or,
    /// when `lenient`, `None`.
    pub(super) fn expected_ids(
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
    pub(super) fn shown(&self, ids: &[Id]) -> String {
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
    let lists = [("board", &expect.board), ("hand", &expect.hand), ("deck", &expect.deck)];
    for (what, lists) in lists {
        let Some(lists) = lists else { continue };
        for (player, labels) in lists.stated() {
            let place = format!("expect.{what}[{player}]");
            let Some(expected) = ran.expected_ids(&place, labels, lenient)? else {
                out.push((format!("{what}({player})"), format!("{labels:?}"), UNBOUND.to_owned()));
                continue;
            };
            let actual = cards_in(game, what, player);
            out.push((format!("{what}({player})"), ran.shown(&expected), ran.shown(&actual)));
        }
    }
    if let Some(labels) = &expect.offered {
        let actual = game.pending_choice().map(|choice| choice.offered().to_vec()).unwrap_or_default();
        match ran.expected_ids("expect.offered", labels, lenient)? {
            Some(expected) => out.push(("offered".to_owned(), ran.shown(&expected), ran.shown(&actual))),
            None => out.push(("offered".to_owned(), format!("{labels:?}"), UNBOUND.to_owned())),
        }
    }
    let names_of = |what: &str, player| -> Vec<String> {
        let cards = cards_in(game, what, player);
        cards.iter().map(|&id| game.name_of(id).expect("a known id").to_owned()).collect()
    };
    let names = [("board", &expect.board_names), ("hand", &expect.hand_names), ("deck", &expect.deck_names)];
    for (what, stated) in names {
        for (player, expected) in stated.iter().flat_map(|stated| stated.stated()) {
            let actual = names_of(what, player);
            out.push((format!("{what}_names({player})"), quoted_list(expected), quoted_list(&actual)));
        }
    }
    let counts = [("board", &expect.board_count), ("hand", &expect.hand_count), ("deck", &expect.deck_count)];
    for (what, stated) in counts {
        for (player, expected) in stated.iter().flat_map(|stated| stated.stated()) {
            let actual = cards_in(game, what, player).len();
            let shown = |count: usize| format!("{count} card{}", if count == 1 { "" } else { "s" });
            out.push((format!("{what}_count({player})"), shown(*expected), shown(actual)));
        }
    }
    let contains =
        [("board", &expect.board_contains), ("hand", &expect.hand_contains), ("deck", &expect.deck_contains)];
    for (what, stated) in contains {
        for (player, expected) in stated.iter().flat_map(|stated| stated.stated()) {
            let actual = names_of(what, player);
            let mut left = actual.clone();
            let holds = expected.iter().all(|name| match left.iter().position(|held| held == name) {
                Some(at) => {
                    left.remove(at);
                    true
                }
                None => false,
            });
            let actual = quoted_list(&actual);
            let expected = if holds { actual.clone() } else { format!("holding {}", quoted_list(expected)) };
            out.push((format!("{what}_contains({player})"), expected, actual));
        }
    }
    if let Some(reason) = &expect.refused {
        let actual = ran.refused.clone().unwrap_or_else(|| "the action was accepted".to_owned());
        let expected = if actual.contains(reason.as_str()) {
            actual.clone()
        } else {
            format!("refused: ...{reason}...")
        };
        out.push(("refused".to_owned(), escape_control(&expected), escape_control(&actual)));
    }
    if let Some(mana) = expect.mana {
        for (player, expected) in Player::BOTH.into_iter().zip(mana.iter()) {
            let actual = game.mana(player);
            let shown = |crystals: u8, spent: u8, this_turn: u8| match this_turn {
                0 => format!("{crystals} crystals, {spent} spent"),
                _ => format!("{crystals} crystals and {this_turn} for this turn only, {spent} spent"),
            };
            let expected = shown(expected.crystals, expected.spent, expected.this_turn);
            out.push((
                format!("mana({player})"),
                expected,
                shown(actual.crystals, actual.spent, actual.this_turn),
            ));
        }
    }
    if let Some(turn) = expect.turn {
        let shown = |player: Player, number: u32| format!("player {player}'s, turn {number}");
        let none = match game.player_to_move() {
            Some(player) => format!("no turn yet: player {player}'s mulligan comes next"),
            None => "not begun".to_owned(),
        };
        let actual = game.turn().map_or(none, |turn| shown(turn.player, turn.number));
        out.push(("turn".to_owned(), shown(turn.player, turn.number), actual));
    }
    if let Some(outcome) = expect.outcome {
        let expected = match outcome {
            OutcomeExpect::GoingOn => "going on".to_owned(),
            OutcomeExpect::Draw => Outcome::Draw.to_string(),
            OutcomeExpect::Won(player) => Outcome::Won { player }.to_string(),
        };
        let actual = game.outcome().map_or("going on".to_owned(), |outcome| outcome.to_string());
        out.push(("outcome".to_owned(), expected, actual));
    }
    if let Some(limits) = expect.turn_time_limit {
        let shown =
            |limit: Option<u32>| limit.map_or("no limit".to_owned(), |seconds| format!("{seconds} seconds"));
        for (player, expected) in Player::BOTH.into_iter().zip(limits.iter()) {
            let actual = game.turn_time_limit(player);
            out.push((format!("turn_time_limit({player})"), shown(*expected), shown(actual)));
        }
    }
    if let Some(armor) = expect.armor {
        for (player, expected) in Player::BOTH.into_iter().zip(armor.iter()) {
            let actual = game.armor(player);
            out.push((format!("armor({player})"), expected.to_string(), actual.to_string()));
        }
    }
    if let Some(weapons) = &expect.weapon {
        let shown = |name: Option<&str>| name.map_or("no weapon".to_owned(), escape_control);
        for (player, expected) in Player::BOTH.into_iter().zip(weapons.iter()) {
            let actual = game.weapon(player).map(|id| game.name_of(id).expect("a known id"));
            out.push((format!("weapon({player})"), shown(expected.as_deref()), shown(actual)));
        }
    }
    if let Some(overload) = expect.overload {
        let shown = |o: crate::engine::Overload| format!("{} owed, {} locked", o.owed, o.locked);
        for (player, expected) in Player::BOTH.into_iter().zip(overload.iter()) {
            out.push((format!("overload({player})"), shown(*expected), shown(game.overload(player))));
        }
    }
    if let Some(powers) = &expect.hero_power {
        let shown = |name: Option<&str>| name.map_or("no Hero Power".to_owned(), escape_control);
        for (player, expected) in Player::BOTH.into_iter().zip(powers.iter()) {
            let actual = game.hero_power(player).map(|id| game.name_of(id).expect("a known id"));
            out.push((format!("hero_power({player})"), shown(expected.as_deref()), shown(actual)));
        }
    }
    if let Some(used) = expect.hero_power_used {
        for (player, expected) in Player::BOTH.into_iter().zip(used.iter()) {
            let actual = game.hero_power_used(player);
            out.push((format!("hero_power_used({player})"), expected.to_string(), actual.to_string()));
        }
    }
    // Per card: what is read, from which label, the expected value, and how to read it.
    type Read = fn(&Game, Id) -> String;
    let zone: Read = |game, id| format!("{:?}", game.zone_of(id).expect("a known id"));
    let health: Read = |game, id| game.health(id).expect("a known id").to_string();
    let attack: Read = |game, id| game.attack(id).expect("a known id").to_string();
    let name: Read = |game, id| game.name_of(id).expect("a known id").to_owned();
    let max_health: Read = |game, id| game.max_health(id).expect("a known id").to_string();
    let damage: Read = |game, id| {
        (game.max_health(id).expect("a known id") - game.health(id).expect("a known id")).to_string()
    };
    let cost: Read = |game, id| match game.card_of(id).expect("a known id") {
        Some(_) => game.cost(id).expect("a known id").to_string(),
        None => "no cost (a hero)".to_owned(),
    };
    let keywords: Read = |game, id| keyword_list(game.keywords(id).expect("a known id"));
    let frozen: Read = |game, id| game.is_frozen(id).expect("a known id").to_string();
    let silenced: Read = |game, id| game.is_silenced(id).expect("a known id").to_string();
    let durability: Read = |game, id| match game.durability(id) {
        Ok(durability) => durability.to_string(),
        Err(_) => "no Durability (not a weapon)".to_owned(),
    };
    let enchantments: Read = enchantments::in_force;
    let per_card = (expect.zone.iter().map(|(label, want)| ("zone_of", label, format!("{want:?}"), zone)))
        .chain(expect.health.iter().map(|(label, want)| ("health", label, want.to_string(), health)))
        .chain(expect.attack.iter().map(|(label, want)| ("attack", label, want.to_string(), attack)))
        .chain(expect.name.iter().map(|(label, want)| ("name_of", label, escape_control(want), name)))
        .chain(
            expect.max_health.iter().map(|(label, want)| ("max_health", label, want.to_string(), max_health)),
        )
        .chain(expect.damage.iter().map(|(label, want)| ("damage", label, want.to_string(), damage)))
        .chain(expect.cost.iter().map(|(label, want)| ("cost", label, want.to_string(), cost)))
        .chain(expect.keywords.iter().map(|(label, want)| ("keywords", label, keyword_list(*want), keywords)))
        .chain(expect.frozen.iter().map(|(label, want)| ("frozen", label, want.to_string(), frozen)))
        .chain(expect.silenced.iter().map(|(label, want)| ("silenced", label, want.to_string(), silenced)))
        .chain(
            expect.durability.iter().map(|(label, want)| ("durability", label, want.to_string(), durability)),
        )
        .chain(
            expect
                .enchantments
                .iter()
                .map(|(label, want)| ("enchantments", label, enchantments::expected(want), enchantments)),
        );
    for (what, label, expected, read) in per_card {
        let place = format!("expect.{}", what.trim_end_matches("_of"));
        let actual = match ran.expected_ids(&place, std::slice::from_ref(label), lenient)? {
            Some(ids) => read(game, ids[0]),
            None => UNBOUND.to_owned(),
        };
        out.push((format!("{what}({})", escape_control(label)), expected, actual));
    }
    // What the legal moves allow: one legality for the moves, the checks and these.
    let moves = game.legal_moves();
    for (label, defenders) in &expect.can_attack {
        let what = format!("can_attack({})", escape_control(label));
        let place = "expect.can_attack";
        let (Some(attacker), Some(expected)) = (
            ran.expected_ids(place, std::slice::from_ref(label), lenient)?.map(|ids| ids[0]),
            ran.expected_ids(place, defenders, lenient)?,
        ) else {
            out.push((what, format!("{defenders:?}"), UNBOUND.to_owned()));
            continue;
        };
        let actual: Vec<Id> = moves
            .iter()
            .filter_map(|mv| match *mv {
                Move::Attack { attacker: by, defender } if by == attacker => Some(defender),
                _ => None,
            })
            .collect();
        let shown = |ids: &[Id]| match ids {
            [] => "cannot attack".to_owned(),
            ids => format!("can attack {}", ran.shown(ids)),
        };
        let actual_shown = shown(&actual);
        let expected = if same_set(&expected, &actual) { actual_shown.clone() } else { shown(&expected) };
        out.push((what, expected, actual_shown));
    }
    for (label, playable) in &expect.playable {
        let what = format!("playable({})", escape_control(label));
        let place = "expect.playable";
        let Some(card) = ran.expected_ids(place, std::slice::from_ref(label), lenient)?.map(|ids| ids[0])
        else {
            out.push((what, format!("{playable:?}"), UNBOUND.to_owned()));
            continue;
        };
        let plays: Vec<Option<Id>> = moves
            .iter()
            .filter_map(|mv| match *mv {
                Move::PlayMinion { card: played, target, .. }
                | Move::PlaySpell { card: played, target }
                | Move::PlayWeapon { card: played, target }
                | Move::ChooseOne { card: played, target, .. }
                    if played == card =>
                {
                    Some(target)
                }
                _ => None,
            })
            .collect();
        let mut targets: Vec<Id> = Vec::new();
        for target in plays.iter().flatten() {
            if !targets.contains(target) {
                targets.push(*target);
            }
        }
        let shown = |targets: &[Id]| match targets {
            [] => "can be played, at no target".to_owned(),
            targets => format!("can be played at {}", ran.shown(targets)),
        };
        let actual = if plays.is_empty() { "cannot be played".to_owned() } else { shown(&targets) };
        let expected = match playable {
            super::Playable::Can(false) => "cannot be played".to_owned(),
            super::Playable::Can(true) if !plays.is_empty() => actual.clone(),
            super::Playable::Can(true) => "can be played".to_owned(),
            super::Playable::At(labels) => match ran.expected_ids(place, labels, lenient)? {
                None => {
                    out.push((what, format!("{labels:?}"), UNBOUND.to_owned()));
                    continue;
                }
                Some(expected) if !plays.is_empty() && same_set(&expected, &targets) => actual.clone(),
                Some(expected) => shown(&expected),
            },
        };
        out.push((what, expected, actual));
    }
    out.extend(super::facts::comparisons(ran, expect, lenient)?);
    Ok(out)
}

/// `player`'s `what` (`"board"`, `"hand"` or `"deck"`), in its order.
fn cards_in(game: &Game, what: &str, player: Player) -> Vec<Id> {
    match what {
        "board" => game.board(player).to_vec(),
        "hand" => game.hand(player).to_vec(),
        _ => game.deck(player),
    }
}

/// Whether `a` and `b` hold the same cards, whatever their order.
pub(super) fn same_set(a: &[Id], b: &[Id]) -> bool {
    let sorted = |ids: &[Id]| {
        let mut ids = ids.to_vec();
        ids.sort_by_key(|id| id.number());
        ids.dedup();
        ids
    };
    sorted(a) == sorted(b)
}

/// Names as a list, each quoted with its control characters escaped: `["Fireball", "Coin"]`.
fn quoted_list(names: &[String]) -> String {
    let names: Vec<String> = names.iter().map(|name| format!("\"{}\"", escape_control(name))).collect();
    format!("[{}]", names.join(", "))
}

/// Keywords as their data names: `[taunt, divine_shield]`.
fn keyword_list(keywords: Keywords) -> String {
    let names: Vec<&str> = keywords.iter().map(Keyword::data_name).collect();
    format!("[{}]", names.join(", "))
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
