//! Deck files: a deck as card names with counts, checked by the deck-building rules a deck
//! obeys whatever its class (at most two copies of a card, one of a legendary, thirty cards),
//! and the built-in decks, named.

use serde::Deserialize;
use thiserror::Error;

use super::catalog::catalog_entries;
use super::rarity::Rarity;
use crate::engine::{CardId, CardKind, Error as EngineError, Library};

/// The cards of a deck (the real game's rule; the course's own games hold any number).
pub const DECK_SIZE: usize = 30;

/// The most copies of one card a deck holds (the real game's rule).
pub const MOST_COPIES: u8 = 2;

/// A deck file, as written: its name and its cards with their counts.
///
/// ```json
/// { "deck": "Juggler", "cards": [["Knife Juggler", 2], ["Leper Gnome", 2]] }
/// ```
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct DeckFile {
    /// What the deck is called in a report.
    pub deck: String,
    /// Each card once, with how many copies: `["Knife Juggler", 2]`.
    pub cards: Vec<(String, u8)>,
}

/// A deck checked against a library: its name and its cards, each copy once, in the file's
/// order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    /// What the deck is called in a report.
    pub name: String,
    /// Its cards as the file lists them, each card's copies together.
    pub cards: Vec<CardId>,
    /// Each card once with its count, as written.
    pub list: Vec<(String, u8)>,
}

/// Why a deck cannot be played: the deck, the card and the rule it breaks, with the fix.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("deck {deck:?}: {problem}")]
pub struct DeckError {
    /// The deck file's path or the built-in deck's name.
    pub deck: String,
    /// What is wrong, and the fix.
    pub problem: String,
}

/// The built-in decks, by name: each a deck file embedded at compile time.
pub const BUILT_IN_DECKS: [(&str, &str); 4] = [
    ("benchmark", include_str!("decks/benchmark.json")),
    ("aura", include_str!("decks/aura.json")),
    ("juggler", include_str!("decks/juggler.json")),
    ("midrange", include_str!("decks/midrange.json")),
];

/// The built-in deck named `name` as its file writes it, unchecked (`built_in_deck` checks it);
/// `None` for no such deck, or one whose file does not read.
pub fn built_in_deck_file(name: &str) -> Option<DeckFile> {
    let (_, text) = BUILT_IN_DECKS.iter().find(|(known, _)| *known == name)?;
    serde_json::from_str(text).ok()
}

/// The built-in deck named `name`, checked against `library`.
pub fn built_in_deck(name: &str, library: &Library) -> Result<Deck, DeckError> {
    match BUILT_IN_DECKS.iter().find(|(known, _)| *known == name) {
        Some((_, text)) => read_deck(name, text, library),
        None => {
            let names: Vec<&str> = BUILT_IN_DECKS.iter().map(|(known, _)| *known).collect();
            Err(DeckError {
                deck: name.to_owned(),
                problem: format!(
                    "no built-in deck is called that: name one of {}, or a deck file (FILE.json)",
                    names.join(", ")
                ),
            })
        }
    }
}

/// Read the deck file `text` (its path `path`, for messages) and check it against `library`:
/// every card known and one a deck may hold (not a token, an enchantment card or the second
/// player's card), each listed once with 1 or 2 copies, a legendary once, 30 cards in all.
pub fn read_deck(path: &str, text: &str, library: &Library) -> Result<Deck, DeckError> {
    let refuse = |problem: String| DeckError { deck: path.to_owned(), problem };
    let file: DeckFile = serde_json::from_str(text).map_err(|err| {
        refuse(format!("{err}; a deck file is {{\"deck\": NAME, \"cards\": [[CARD, COUNT], ...]}}"))
    })?;
    // The pool's legendary cards, read from the catalog once and only if a card has 2 copies.
    let legendary: Vec<String> = match file.cards.iter().any(|(_, count)| *count > 1) {
        true => catalog_entries()
            .into_iter()
            .filter(|entry| entry.rarity == Some(Rarity::Legendary))
            .map(|entry| entry.name)
            .collect(),
        false => Vec::new(),
    };
    let mut cards = Vec::with_capacity(DECK_SIZE);
    for (at, (name, count)) in file.cards.iter().enumerate() {
        let card = library.find(name).map_err(|err| match err {
            EngineError::UnknownCard { closest, .. } if !closest.is_empty() => {
                refuse(format!("unknown card {name:?}: did you mean {}?", quoted(&closest)))
            }
            _ => refuse(format!("unknown card {name:?}: `my-engine cards` lists every card")),
        })?;
        if let Some(problem) = not_for_a_deck(library, card) {
            return Err(refuse(format!("{name:?} {problem}: take it out")));
        }
        if file.cards[..at].iter().any(|(earlier, _)| earlier == name) {
            return Err(refuse(format!("{name:?} is listed twice: list it once, with its count")));
        }
        if *count == 0 || *count > MOST_COPIES {
            return Err(refuse(format!(
                "{name:?} has {count} copies: a deck holds 1 or {MOST_COPIES} copies of a card"
            )));
        }
        if *count > 1 && legendary.contains(name) {
            return Err(refuse(format!(
                "{name:?} has {count} copies: a deck holds one copy of a legendary card"
            )));
        }
        cards.extend(std::iter::repeat_n(card, usize::from(*count)));
    }
    if cards.len() != DECK_SIZE {
        return Err(refuse(format!(
            "it holds {} cards: a deck holds {DECK_SIZE}; {}",
            cards.len(),
            match cards.len() < DECK_SIZE {
                true => format!("add {}", DECK_SIZE - cards.len()),
                false => format!("take out {}", cards.len() - DECK_SIZE),
            }
        )));
    }
    Ok(Deck { name: file.deck, cards, list: file.cards })
}

/// Why `card` may not be in a deck, if it may not: a token, an enchantment card, a Hero Power,
/// a hero card and the second player's card come only from other cards and the game.
fn not_for_a_deck(library: &Library, card: CardId) -> Option<&'static str> {
    let def = library.card(card);
    match def.kind {
        CardKind::Enchantment { .. } => Some("is an enchantment card, never in a deck"),
        CardKind::HeroPower { .. } => Some("is a Hero Power, which a hero holds, never in a deck"),
        CardKind::Hero { .. } => Some("is a hero card, which only replaces a hero, never in a deck"),
        _ if def.for_the_second_player => Some("is the card the second player is given, never in a deck"),
        _ if def.token => Some("is a token, made only by other cards"),
        _ => None,
    }
}

/// `["a", "b"]` as `"a" or "b"`.
fn quoted(names: &[String]) -> String {
    let quoted: Vec<String> = names.iter().map(|name| format!("{name:?}")).collect();
    quoted.join(" or ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::library;

    fn deck(cards: &str) -> Result<Deck, DeckError> {
        read_deck("test.json", &format!(r#"{{"deck": "Test", "cards": [{cards}]}}"#), library())
    }

    /// Fifteen cards twice over, as `["NAME", 2]` entries, from the benchmark deck.
    fn fifteen_pairs() -> String {
        let file: DeckFile = serde_json::from_str(BUILT_IN_DECKS[0].1).unwrap();
        let pairs: Vec<String> =
            file.cards.iter().map(|(name, count)| format!("[{name:?}, {count}]")).collect();
        pairs.join(", ")
    }

    #[test]
    fn every_built_in_deck_is_thirty_cards_that_obey_the_rules() {
        for (name, _) in BUILT_IN_DECKS {
            let deck = built_in_deck(name, library()).unwrap();
            assert_eq!(deck.cards.len(), DECK_SIZE, "{name}");
            assert_eq!(built_in_deck_file(name).map(|file| file.cards), Some(deck.list));
        }
        assert_eq!(built_in_deck_file("zoo"), None);
    }

    #[test]
    fn a_deck_lists_its_cards_each_copy_once_in_the_files_order() {
        let deck = deck(&fifteen_pairs()).unwrap();
        let yeti = library().find("Chillwind Yeti").unwrap();
        assert_eq!(deck.cards.iter().filter(|&&card| card == yeti).count(), 2);
        assert_eq!(deck.cards[0], deck.cards[1]);
        assert_eq!(deck.name, "Test");
    }

    #[test]
    fn an_unknown_card_is_refused_with_the_closest_names() {
        let err = deck(r#"["Chillwind Yetti", 2]"#).unwrap_err();
        assert_eq!(
            err.to_string(),
            r#"deck "test.json": unknown card "Chillwind Yetti": did you mean "Chillwind Yeti"?"#
        );
    }

    #[test]
    fn three_copies_or_none_are_refused_naming_the_card_and_the_rule() {
        let err = deck(r#"["Chillwind Yeti", 3]"#).unwrap_err();
        assert_eq!(err.problem, r#""Chillwind Yeti" has 3 copies: a deck holds 1 or 2 copies of a card"#);
        let err = deck(r#"["Chillwind Yeti", 0]"#).unwrap_err();
        assert_eq!(err.problem, r#""Chillwind Yeti" has 0 copies: a deck holds 1 or 2 copies of a card"#);
    }

    #[test]
    fn two_of_a_legendary_are_refused_and_one_is_not() {
        let err = deck(r#"["Leeroy Jenkins", 2]"#).unwrap_err();
        assert_eq!(
            err.problem,
            r#""Leeroy Jenkins" has 2 copies: a deck holds one copy of a legendary card"#
        );
        let one = deck(r#"["Leeroy Jenkins", 1]"#).unwrap_err();
        assert_eq!(one.problem, "it holds 1 cards: a deck holds 30; add 29");
    }

    #[test]
    fn a_card_listed_twice_a_token_and_a_wrong_size_are_refused() {
        let err = deck(r#"["Chillwind Yeti", 1], ["Chillwind Yeti", 1]"#).unwrap_err();
        assert_eq!(err.problem, r#""Chillwind Yeti" is listed twice: list it once, with its count"#);
        let err = deck(r#"["Damaged Golem", 1]"#).unwrap_err();
        assert_eq!(err.problem, r#""Damaged Golem" is a token, made only by other cards: take it out"#);
        let err = deck(&format!(r#"{}, ["Wisp", 1]"#, fifteen_pairs())).unwrap_err();
        assert_eq!(err.problem, "it holds 31 cards: a deck holds 30; take out 1");
    }

    #[test]
    fn a_malformed_file_and_an_unknown_built_in_deck_say_the_form_and_the_names() {
        let err = read_deck("bad.json", r#"{"deck": "x", "card": []}"#, library()).unwrap_err();
        assert!(
            err.problem.starts_with("unknown field `card`, expected `deck` or `cards` at line 1 column 20"),
            "{}",
            err.problem
        );
        assert!(err.problem.ends_with(r#"a deck file is {"deck": NAME, "cards": [[CARD, COUNT], ...]}"#));
        let err = built_in_deck("zoo", library()).unwrap_err();
        assert_eq!(
            err.to_string(),
            r#"deck "zoo": no built-in deck is called that: name one of benchmark, aura, juggler, midrange, or a deck file (FILE.json)"#
        );
    }
}
