//! Cards from a file (or a scenario's `cards`), joined to the embedded catalog: new cards
//! without Rust. A bad file is refused whole, naming the file, the card, its line and column,
//! and the fix.

use std::collections::HashMap;

use thiserror::Error;

use super::catalog::{Entry, catalog_entries, parse};
use super::{ContentError, behaviours, build_entries};
use crate::engine::{Error as EngineError, Keyword, Library, MAX_LIBRARY_CARDS, closest_names};
use crate::text::name_key;

/// Why a card file cannot be used. Its message reads
/// `FILE:LINE:COLUMN: card "NAME": PROBLEM`, the problem ending with the fix.
#[derive(Debug, Error, PartialEq, Eq)]
#[error("{path}:{line}:{column}: {}{problem}", card.as_ref().map(|card| format!("card {card:?}: ")).unwrap_or_default())]
pub struct CardFileError {
    /// The file, as the user named it.
    pub path: String,
    /// Where in it, counting from 1.
    pub line: usize,
    pub column: usize,
    /// The card the problem is in, when one can be named.
    pub card: Option<String>,
    /// What is wrong, and the fix.
    pub problem: String,
}

/// One source of extra cards: a file's path and its text, and the cards read from it.
#[derive(Clone, Debug)]
pub struct CardSource<'a> {
    /// The file, as the user named it.
    pub path: &'a str,
    /// Its whole text, to find a card's line and column in.
    pub text: &'a str,
    /// Its cards.
    pub cards: Vec<Entry>,
}

/// Read the cards of a card file: a JSON array of catalog entries.
pub fn read_card_file<'a>(path: &'a str, text: &'a str) -> Result<CardSource<'a>, CardFileError> {
    match parse(text) {
        Ok(cards) => Ok(CardSource { path, text, cards }),
        Err(err) => Err(from_serde(path, text, &err)),
    }
}

/// The embedded library joined with the cards of `sources`, checked as the catalog is. Kept
/// for the life of the program, as the embedded library is. With no extra card, the embedded
/// library itself.
pub fn library_with(sources: &[CardSource]) -> Result<&'static Library, CardFileError> {
    if sources.iter().all(|source| source.cards.is_empty()) {
        return Ok(super::library());
    }
    let mut entries = catalog_entries();
    let count = entries.len() + sources.iter().map(|source| source.cards.len()).sum::<usize>();
    if count > MAX_LIBRARY_CARDS {
        let problem = format!(
            "{count} cards with the built-in ones: a library holds at most {MAX_LIBRARY_CARDS}; split the file"
        );
        return Err(CardFileError {
            path: sources[0].path.to_owned(),
            line: 1,
            column: 1,
            card: None,
            problem,
        });
    }
    // Names are compared by their keys (`text::name_key`): "armorsmith", or Armorsmith with a
    // Cyrillic А, a mathematical 𝐀 or a zero-width joiner, is Armorsmith to a reader. One map
    // of the keys seen to the names they came from, so that loading grows with the number of
    // cards, not its square: built-in cards, tokens, card files' and scenarios' own cards alike.
    let mut seen: HashMap<String, String> =
        entries.iter().map(|known| (name_key(&known.name), known.name.clone())).collect();
    for source in sources {
        for (at, card) in source.cards.iter().enumerate() {
            if card.name.trim().is_empty() {
                let problem = "a card needs a name: give \"name\" some letters".to_owned();
                return Err(at_nth_card(source, &card.name, 0, problem));
            }
            // A name a reader cannot read as printed is refused before it is compared: its
            // invisible or reordering character is the problem, whatever it reads as.
            if let Some(problem) = super::data_check::name_problem(&card.name) {
                return Err(at_card(source, &card.name, problem));
            }
            if let Some(known) = seen.get(&name_key(&card.name)) {
                let problem = same_name(&card.name, known);
                let earlier_here = source.cards[..at].iter().filter(|c| c.name == card.name).count();
                return Err(at_nth_card(source, &card.name, earlier_here, problem));
            }
            seen.insert(name_key(&card.name), card.name.clone());
            if card.behaviour {
                let problem = "a card from a file is data: drop \"behaviour\" and write its abilities as \"triggers\", \"deathrattle\", \"battlecry\" or \"spell\" (see `my-engine vocabulary`)";
                return Err(at_card(source, &card.name, problem.to_owned()));
            }
            entries.push(card.clone());
        }
    }
    match build_entries(entries, behaviours()) {
        Ok(library) => Ok(Box::leak(Box::new(library))),
        Err(err) => Err(located(sources, err)),
    }
}

/// The problem of a card named `name` when the card `known` exists already: the same name, or
/// one a reader cannot tell from it.
fn same_name(name: &str, known: &str) -> String {
    let fix = "(built in, or earlier in the files): rename it";
    if name == known {
        format!("a card of that name exists already {fix}")
    } else {
        format!(
            "a card of that name exists already: {name:?} reads as {known:?} once look-alike letters, invisible characters, case and spaces are read alike {fix}"
        )
    }
}

/// `err`, about a card of `sources`, placed at that card.
fn located(sources: &[CardSource], err: ContentError) -> CardFileError {
    let card = match &err {
        ContentError::BadStats { card, .. } | ContentError::BadData { card, .. } => Some(card.clone()),
        ContentError::Library(
            EngineError::UnknownToken { card, .. }
            | EngineError::TokenNotAMinion { card, .. }
            | EngineError::TwoSecondPlayerCards { second: card, .. },
        ) => Some(card.clone()),
        ContentError::Library(EngineError::DuplicateCard { name }) => Some(name.clone()),
        _ => None,
    };
    let problem = match &err {
        ContentError::BadStats { problem, .. } => (*problem).to_owned(),
        ContentError::BadData { problem, .. } => problem.clone(),
        other => other.to_string(),
    };
    let source = card
        .as_ref()
        .and_then(|card| sources.iter().find(|source| source.cards.iter().any(|c| c.name == *card)));
    match (source, card) {
        (Some(source), Some(card)) => at_card(source, &card, problem),
        _ => CardFileError { path: sources[0].path.to_owned(), line: 1, column: 1, card: None, problem },
    }
}

/// `problem` about the card `name` of `source`, at the line and column of its name.
fn at_card(source: &CardSource, name: &str, problem: String) -> CardFileError {
    at_nth_card(source, name, 0, problem)
}

/// `problem` about the `nth` card (from 0) called `name` in `source`, at its name.
fn at_nth_card(source: &CardSource, name: &str, nth: usize, problem: String) -> CardFileError {
    let (line, column) = name_position(source.text, name, nth).unwrap_or((1, 1));
    CardFileError { path: source.path.to_owned(), line, column, card: Some(name.to_owned()), problem }
}

/// Where the `nth` card (from 0) called `name` is named in `text`: the line and column of its
/// name's opening quote. Names are compared as read, so that one written with escapes
/// (`"Test\u202eEvil"`) is found too.
fn name_position(text: &str, name: &str, nth: usize) -> Option<(usize, usize)> {
    let mut named = text.match_indices("\"name\"").filter_map(|(key, _)| {
        let rest = text[key + "\"name\"".len()..].trim_start().strip_prefix(':')?.trim_start();
        let mut stream = serde_json::Deserializer::from_str(rest).into_iter::<String>();
        let read = stream.next()?.ok()?;
        (read == name).then(|| text.len() - rest.len())
    });
    Some(line_and_column(text, named.nth(nth)?))
}

/// The line and column, counting from 1, of byte `at` of `text`.
fn line_and_column(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let column =
        before.rfind('\n').map_or(before.chars().count(), |newline| before[newline + 1..].chars().count())
            + 1;
    (line, column)
}

/// The byte of `text` at `line` and `column` (serde's count: columns in bytes, from 1).
fn offset_of(text: &str, line: usize, column: usize) -> usize {
    let start: usize = text.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum();
    (start + column.saturating_sub(1)).min(text.len())
}

/// The card whose name comes last before byte `at` of `text`, if any.
fn card_before(text: &str, at: usize) -> Option<String> {
    text[..at]
        .match_indices("\"name\"")
        .filter_map(|(key, _)| {
            let rest = text[key + "\"name\"".len()..].trim_start().strip_prefix(':')?.trim_start();
            let mut stream = serde_json::Deserializer::from_str(rest).into_iter::<String>();
            stream.next()?.ok()
        })
        .last()
}

/// A scenario file's serde error, said as a card file's if it lies inside the scenario's
/// `"cards"`; `None` if it lies elsewhere.
pub fn in_scenario_cards(path: &str, text: &str, err: &serde_json::Error) -> Option<CardFileError> {
    let at = offset_of(text, err.line(), err.column());
    let key = text.find("\"cards\"")?;
    let open = key + text[key..].find('[')?;
    let close = open + matching_bracket(&text[open..])?;
    (open < at && at <= close).then(|| from_serde(path, &text[..close], err))
}

/// Where the bracket that opens `text` closes, skipping brackets inside strings.
fn matching_bracket(text: &str) -> Option<usize> {
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for (at, c) in text.char_indices() {
        match (in_string, c) {
            (true, _) if escaped => escaped = false,
            (true, '\\') => escaped = true,
            (_, '"') => in_string = !in_string,
            (false, '[') => depth += 1,
            (false, ']') => {
                depth -= 1;
                if depth == 0 {
                    return Some(at);
                }
            }
            _ => {}
        }
    }
    None
}

/// A serde error in a card file, said in the card vocabulary's words.
fn from_serde(path: &str, text: &str, err: &serde_json::Error) -> CardFileError {
    let (line, column) = (err.line().max(1), err.column().max(1));
    let message = err.to_string();
    let message = message.rfind(" at line ").map_or(message.as_str(), |at| &message[..at]);
    let card = card_before(text, offset_of(text, line, column));
    CardFileError { path: path.to_owned(), line, column, card, problem: reworded(message) }
}

/// serde's `message` said for a card author in the vocabulary's words: which kind of name was
/// unknown, the closest known ones, and where to find them all; for a word of the engine's,
/// the enum that says it.
fn reworded(message: &str) -> String {
    if let Some((unknown, known)) = unknown_and_known(message, "unknown variant `") {
        let kind = kind_of_names(&known);
        if kind == "keyword" && unknown == "spell_damage" {
            return format!(
                "unknown keyword {unknown:?}: Spell Damage has an amount, so it is a card field, not a keyword: \"spell_damage\": 1"
            );
        }
        let steps = if kind == "action" { "; a step may also be \"if\" or \"for_each\"" } else { "" };
        let engine = engine_enum(kind).map_or_else(String::new, |(enumeration, file)| {
            format!(
                "; one the engine cannot say yet (`my-engine vocabulary` lists the pool's under \"Not yet\") is an \
                 engine change first: a new {kind} is a variant of the enum `{enumeration}` in {file} with its rule, \
                 a normal commit before the drop"
            )
        });
        return format!("unknown {kind} {unknown:?}: {}{steps}{engine}", suggestion(&unknown, &known, kind));
    }
    if let Some((unknown, known)) = unknown_and_known(message, "unknown field `") {
        let kind = kind_of_fields(&known);
        if kind == "card field" && Keyword::ALL.iter().any(|keyword| keyword.data_name() == unknown) {
            return format!(
                "unknown card field {unknown:?}: a keyword goes in the card's keywords: \"keywords\": [{unknown:?}]"
            );
        }
        if unknown == "lasts" && known == ["targets", "attack", "health"] {
            return "unknown parameter \"lasts\": \"buff\" lasts as long as its minion; a buff until the turn \
                    passes is the action \"buff_this_turn\", with the same parameters (targets, attack, health)"
                .to_owned();
        }
        return format!("unknown {kind} {unknown:?}: {}", suggestion(&unknown, &known, kind));
    }
    if let Some(missing) = message.strip_prefix("missing field `").and_then(|rest| rest.strip_suffix('`')) {
        return format!(
            "missing parameter {missing:?}: add it (`my-engine vocabulary` shows each action's parameters)"
        );
    }
    if message.starts_with("keyword ") && message.contains(" is given twice: ") {
        return message.to_owned(); // It names the keyword and the fix already.
    }
    format!("{message} (`my-engine vocabulary` shows what a card file can say)")
}

/// The engine's enum that lists the words of `kind`, and its file: what a learner extends to
/// say a word the card files cannot say yet.
fn engine_enum(kind: &str) -> Option<(&'static str, &'static str)> {
    match kind {
        "aim" => Some(("AimWord", "src/engine/course/aim.rs")),
        "reach" => Some(("Reach", "src/engine/object/aura.rs")),
        "trigger" => Some(("TriggerOn", "src/engine/course/card.rs")),
        "keyword" => Some(("Keyword", "src/engine/object/keywords.rs")),
        "action" => Some(("Action", "src/engine/course/action.rs")),
        "target" => Some(("Targets", "src/engine/course/action.rs")),
        _ => None,
    }
}

/// What a list of known field names belongs to, as the vocabulary says it: a card's fields, an
/// ability's or aura's, or an action's parameters.
fn kind_of_fields(known: &[String]) -> &'static str {
    let has = |name: &str| known.iter().any(|known| known == name);
    if has("name") && has("cost") {
        "card field"
    } else if has("on") && has("actions") {
        "trigger field"
    } else if has("reaches") {
        "aura field"
    } else {
        "parameter"
    }
}

/// The unknown name and the known ones from serde's "unknown variant `x`, expected one of `a`,
/// `b`" (or "expected `a` or `b`", or "there are no variants").
pub fn unknown_and_known(message: &str, prefix: &str) -> Option<(String, Vec<String>)> {
    let rest = message.strip_prefix(prefix)?;
    let (unknown, rest) = rest.split_once('`')?;
    let known = rest.split('`').skip(1).step_by(2).map(str::to_owned).collect();
    Some((unknown.to_owned(), known))
}

/// What kind of name a list of known names is, by a name only that kind has.
fn kind_of_names(known: &[String]) -> &'static str {
    const MARKERS: [(&str, &str); 16] = [
        ("divine_shield", "keyword"),
        ("other_card_in_your_hand", "count"),
        ("warlock", "class"),
        ("murloc", "tribe"),
        ("gain_armor", "action"),
        ("self_damaged", "trigger"),
        ("all_minions", "target"),
        ("this_minion", "card object"),
        ("opponent", "player"),
        ("any_character", "aim"),
        ("right_end", "place"),
        ("minion", "card type"),
        ("target_dies", "condition"),
        ("you_have_weapon", "condition"),
        ("card_in_your_hand", "count"),
        ("adjacent_minions", "reach"),
    ];
    let has = |name: &str| known.iter().any(|known| known == name);
    MARKERS.iter().find(|&&(marker, _)| has(marker)).map_or("name", |&(_, kind)| kind)
}

/// "did you mean ...?" and the list of the known names of `kind`.
fn suggestion(unknown: &str, known: &[String], kind: &str) -> String {
    let closest = closest_names(unknown, known.iter().map(String::as_str));
    let list = known.join(", ");
    let kinds =
        if kind.ends_with('s') || kind.ends_with("ch") { format!("{kind}es") } else { format!("{kind}s") };
    match closest.as_slice() {
        [] => format!("the {kinds} are {list}"),
        close => {
            let close: Vec<String> = close.iter().map(|name| format!("{name:?}")).collect();
            format!("did you mean {}? The {kinds} are {list}", close.join(" or "))
        }
    }
}
