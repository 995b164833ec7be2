//! Finding a card's name in Rust source, in any spelling a programmer might give it.

use crate::text::{fold, joins_words, name_key};
use crate::tools::formatting::formatted;
use crate::tools::rust_tokens::{Kind, Token};

/// A card's name, and the name folded: its key (`text::name_key`, the card-file check's key):
/// look-alike letters read as the letters they look like, case folded, letters and digits only.
#[derive(Clone, Debug)]
pub struct CardName {
    /// The name as the catalog spells it, for the report.
    pub name: String,
    /// The name as the audit compares it.
    folded: String,
    /// Where, in `folded`, the name's own words are parted by punctuation that ends a piece
    /// (`Venture Co. Mercenary` after `ventureco`, `Ancient Mage (enchantment)` after
    /// `anclentrnage`): a spelling may have any punctuation there.
    breaks: Vec<usize>,
}

impl CardName {
    /// The card named `name`.
    pub fn new(name: String) -> CardName {
        let folded = name_key(&name);
        let breaks = piece_breaks(&words(&fold(&name)));
        CardName { name, folded, breaks }
    }
}

/// Where a run of `words` crosses from one piece to the next, as lengths of its key: after
/// `Venture` and `Co` in `Venture Co. Mercenary`.
fn piece_breaks(words: &[Word]) -> Vec<usize> {
    let mut breaks = Vec::new();
    let mut length = 0;
    for pair in words.windows(2) {
        if let [before, after] = pair {
            length += before.folded.len();
            if after.piece != before.piece {
                breaks.push(length);
            }
        }
    }
    breaks
}

impl CardName {
    /// The folded name and its plural forms (`s`, `es`), as a run of words may spell it.
    fn matches(&self, spelled: &str) -> bool {
        spelled == self.folded
            || spelled.strip_prefix(self.folded.as_str()).is_some_and(|rest| rest == "s" || rest == "es")
    }
}

/// The cards that `tokens` name, each with the line it is named on, in code, strings
/// (escapes decoded) and comments.
pub fn named_cards(tokens: &[Token], cards: &[CardName]) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (line, text) in prose(tokens) {
        let text = fold(&text);
        for (at, card) in cards_in(&text, cards) {
            let before = text.get(..at).unwrap_or_default();
            found.push((line + before.matches('\n').count(), card.name.clone()));
        }
    }
    found
}

/// The texts of `tokens` a card name can hide in, each with the line it starts on: every
/// run of comments on one line or on lines one after another (a name may be split across two
/// of them: `/* Armor */ /* smith */`),
/// every run of strings with nothing but commas between them (`concat!("Armor", "smith")`),
/// and every run of identifiers, lifetimes and numbers with nothing but white space and
/// commas between them (a macro's input may spell `Acolyte of Pain` as three identifiers, or
/// `Armor, smith` as two arguments). Any other punctuation ends a run, so `whirl - wind` in
/// code is two texts. Last come the texts that macros assemble (`assembled`) and format
/// (`formatted`).
fn prose(tokens: &[Token]) -> Vec<(usize, String)> {
    let mut texts = Vec::new();
    let mut run: Option<(usize, String)> = None;
    let mut strings: Option<(usize, String)> = None;
    let mut comments: Option<(usize, String, usize)> = None;
    let mut last_line = 0;
    for token in tokens {
        match token.kind {
            Kind::Ident | Kind::Lifetime | Kind::Number => {
                texts.extend(strings.take());
                match &mut run {
                    Some((_, text)) if token.line > last_line => {
                        text.push_str(&"\n".repeat(token.line - last_line))
                    }
                    Some((_, text)) => text.push(' '),
                    None => run = Some((token.line, String::new())),
                }
                run.iter_mut().for_each(|(_, text)| text.push_str(&token.text));
                last_line = token.line;
            }
            Kind::Str => {
                texts.extend(run.take());
                match &mut strings {
                    Some((_, text)) => {
                        text.push(' ');
                        text.push_str(&token.text);
                    }
                    None => strings = Some((token.line, token.text.clone())),
                }
            }
            Kind::Comment => {
                let end = token.line + token.text.matches('\n').count();
                match &mut comments {
                    Some((_, text, last)) if token.line <= *last + 1 => {
                        text.push(if token.line > *last { '\n' } else { ' ' });
                        text.push_str(comment_words(&token.text));
                        *last = end;
                    }
                    _ => {
                        texts.extend(comments.take().map(|(line, text, _)| (line, text)));
                        comments = Some((token.line, comment_words(&token.text).to_owned(), end));
                    }
                }
            }
            Kind::Punct if token.text == "," => {} // Keeps a run of identifiers or strings going.
            _ => {
                texts.extend(run.take());
                texts.extend(strings.take());
            }
        }
    }
    texts.extend(run);
    texts.extend(strings);
    texts.extend(comments.map(|(line, text, _)| (line, text)));
    texts.extend(assembled(tokens));
    texts.extend(formatted(tokens));
    texts
}

/// The text each `concat!` and `stringify!` call in `tokens` assembles, from the call's line:
/// the values of its strings and characters, its identifiers and numbers, in order, whatever
/// lies between them (`,`, `::`, a nested `stringify!( .. )`): `concat!("Armor", 's',
/// stringify!(mith))` and `stringify!(Armor::smith)` both spell Armorsmith.
fn assembled(tokens: &[Token]) -> Vec<(usize, String)> {
    let mut texts = Vec::new();
    for (at, token) in tokens.iter().enumerate() {
        let assembles = token.kind == Kind::Ident && (token.text == "concat" || token.text == "stringify");
        let called = is_punct(tokens.get(at + 1), "!") && tokens.get(at + 2).is_some_and(is_open);
        if !(assembles && called) {
            continue;
        }
        let mut text = String::new();
        let mut line = token.line;
        let mut depth = 0usize;
        for (inside, part) in tokens.iter().enumerate().skip(at + 2) {
            if is_open(part) {
                depth += 1;
            } else if part.kind == Kind::Punct && [")", "]", "}"].contains(&part.text.as_str()) {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            let macro_name = part.kind == Kind::Ident && is_punct(tokens.get(inside + 1), "!");
            if matches!(part.kind, Kind::Str | Kind::Char | Kind::Ident | Kind::Number) && !macro_name {
                text.push_str(if part.line > line { "\n" } else { " " });
                text.push_str(&part.text);
                line = part.line;
            }
        }
        texts.push((token.line, text));
    }
    texts
}

/// Whether `token` opens a group: `(`, `[` or `{`.
fn is_open(token: &Token) -> bool {
    token.kind == Kind::Punct && ["(", "[", "{"].contains(&token.text.as_str())
}

/// Whether `token` is the punctuation `text`.
fn is_punct(token: Option<&Token>, text: &str) -> bool {
    token.is_some_and(|token| token.kind == Kind::Punct && token.text == text)
}

/// A comment's text without the marks that open it (`//`, `///`, `//!`, `/*`, `/**`) and those
/// that close a block comment (`*/`, `**/`), so that the words of comments one after another
/// run on: `/* Armor */ /* smith */` reads as `Armor smith`.
fn comment_words(comment: &str) -> &str {
    let words = comment.trim_start_matches(['/', '*', '!']);
    match words.strip_suffix("*/") {
        Some(inside) if comment.starts_with("/*") => inside.trim_end_matches('*'),
        _ => words,
    }
}

/// The cards `text` names, each with the byte offset where its name starts. A name is found
/// when a run of whole words has its key (`text::name_key`, the key the card-file check
/// compares names by: look-alikes read as their letters, case folded, and every character but
/// letters and digits dropped): `ArmorSmith`, `Armor smith`, `ARMOR_SMITH`, `AcolyteofPain`,
/// `Whirl wind`, `Sorcerer’s Apprentice`, `Mass—Dispel`, `Maß Dispel`.
///
/// The name must start where a word starts and end where a word ends (words split at anything
/// that is not a letter or digit and at camel-case humps), and its words may be parted only by
/// what may stand between a name's words (`text::joins_words`: white space, `_`, dashes and
/// apostrophes), or by any punctuation where the card's own name has some (`Venture Co.
/// Mercenary`). Folding without those limits would flag every identifier that holds a card's
/// letters in a row by accident: `the latest echo` holds `testecho`, `whirl_windup` holds
/// `whirlwind`, and `let whirl = 1; let wind = 2;` would read as `whirlwind` once the
/// punctuation is dropped. Card names are made of everyday words (`test`, `echo`, `whirl`,
/// `wind`), so a name counts only where its words line up with the text's words.
fn cards_in<'c>(text: &str, cards: &'c [CardName]) -> Vec<(usize, &'c CardName)> {
    let words = words(text);
    let mut found = Vec::new();
    for (first, start) in words.iter().enumerate() {
        for card in cards {
            let mut spelled = String::new();
            let mut piece = start.piece;
            for word in &words[first..] {
                if word.piece != piece && !card.breaks.contains(&spelled.len()) {
                    break;
                }
                piece = word.piece;
                spelled.push_str(&word.folded);
                if spelled.len() >= card.folded.len() || !card.folded.starts_with(spelled.as_str()) {
                    break;
                }
            }
            if card.matches(&spelled) {
                found.push((start.at, card));
            }
        }
    }
    found
}

/// One word of a text: where it starts, which piece it is in, and its key (`text::name_key`).
struct Word {
    at: usize,
    piece: usize,
    folded: String,
}

/// The words of `text`: runs of letters and digits, split at camel-case humps (`AcolyteOfPain`
/// is three words, `ARMORSMITH` one). The characters that may stand between a name's words
/// (`text::joins_words`: white space, `_`, dashes, apostrophes) separate words within a piece;
/// any other character starts a new piece.
fn words(text: &str) -> Vec<Word> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut words = Vec::new();
    let mut piece = 0;
    let mut start = None;
    for (i, &(at, c)) in chars.iter().enumerate() {
        let next = chars.get(i + 1).map(|&(_, next)| next);
        let hump = i > 0 && is_hump(chars[i - 1].1, c, next);
        if start.is_some() && (hump || !c.is_alphanumeric()) {
            words.extend(start.take().map(|from| word(text, from, at, piece)));
        }
        if c.is_alphanumeric() {
            start = start.or(Some(at));
        } else if !joins_words(c) {
            piece += 1;
        }
    }
    words.extend(start.map(|from| word(text, from, text.len(), piece)));
    words
}

/// The word of `text` from byte `from` to byte `to`, in piece `piece`, with its key.
fn word(text: &str, from: usize, to: usize, piece: usize) -> Word {
    Word { at: from, piece, folded: name_key(text.get(from..to).unwrap_or_default()) }
}

/// Whether a new word starts at `c`: `aB` and the `S` of `HTTPServer`.
fn is_hump(previous: char, c: char, next: Option<char>) -> bool {
    c.is_uppercase()
        && (previous.is_lowercase() || (previous.is_uppercase() && next.is_some_and(|n| n.is_lowercase())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::rust_tokens::tokenize;

    fn folded(text: &str) -> Vec<String> {
        words(text).into_iter().map(|word| word.folded).collect()
    }

    fn names_in(source: &str) -> Vec<(usize, String)> {
        let cards: Vec<CardName> =
            ["Acolyte of Pain", "Whirlwind", "Test Echo"].map(|name| CardName::new(name.to_owned())).into();
        named_cards(&tokenize(source), &cards)
    }

    #[test]
    fn words_split_every_spelling() {
        assert_eq!(folded("AcolyteOfPain"), ["acolyte", "of", "paln"]);
        assert_eq!(folded("ACOLYTE_OF_PAIN"), ["acolyte", "of", "paln"]);
        assert_eq!(folded("\"Acolyte of Pain\""), ["acolyte", "of", "paln"]);
        assert_eq!(folded("HTTPServer x2"), ["http", "server", "x2"]);
    }

    #[test]
    fn only_punctuation_other_than_spaces_underscores_hyphens_and_apostrophes_starts_a_piece() {
        let pieces: Vec<usize> = words("a_b-c d'e.f").into_iter().map(|word| word.piece).collect();
        assert_eq!(pieces, [0, 0, 0, 0, 0, 1]);
    }

    #[test]
    fn a_name_is_found_at_word_boundaries_in_any_fold() {
        assert_eq!(names_in("struct AcolyteofPain;"), [(1, "Acolyte of Pain".to_owned())]);
        assert_eq!(names_in("// a Whirl-wind"), [(1, "Whirlwind".to_owned())]);
        assert_eq!(names_in("x!(test\n  echo)"), [(1, "Test Echo".to_owned())]);
        assert!(names_in("let whirl_windup = latest_echo;").is_empty());
        assert!(names_in("let x = whirl - wind;").is_empty());
    }

    #[test]
    fn a_name_assembled_by_concat_or_stringify_is_found_at_the_line_it_starts_on() {
        let whirlwind = |line| vec![(line, "Whirlwind".to_owned())];
        assert_eq!(names_in("let s = concat!(\"Whi\", 'r', stringify!(l), \"wind\");"), whirlwind(1));
        assert_eq!(names_in("let s = stringify!(Whirl::wind);"), whirlwind(1));
        assert_eq!(
            names_in("x();\nlet s = concat!(\n  \"Test\",\n  stringify!(Echo));"),
            [(3, "Test Echo".to_owned())]
        );
        assert!(names_in("let s = concat!(\"whirl\", x::y, \"windup\");").is_empty());
        assert!(names_in("let s = concat!(\"Whirl\"); let t = concat!(\"wind\");").is_empty());
        assert!(names_in("f(concat!(\"Whirl\", g!(\"x\")), \"wind\");").is_empty());
        assert!(names_in("f(concat!(\"Whirl\"), \"wind\");").is_empty());
        assert!(names_in("let stringify = (whirl.wind); let concat = [test.echo];").is_empty());
    }

    #[test]
    fn a_name_is_found_across_punctuation_only_where_its_own_name_has_some() {
        let cards: Vec<CardName> = ["Venture Co. Mercenary", "Treant (Soul of the Forest)", "Armorsmith"]
            .map(|name| CardName::new(name.to_owned()))
            .into();
        let mercenary = |line| vec![(line, "Venture Co. Mercenary".to_owned())];
        assert_eq!(named_cards(&tokenize("// a Venture Co. Mercenary"), &cards), mercenary(1));
        assert_eq!(named_cards(&tokenize("let s = \"venture co: mercenary\";"), &cards), mercenary(1));
        assert_eq!(named_cards(&tokenize("const VENTURE_CO_MERCENARY: u8 = 1;"), &cards), mercenary(1));
        assert!(named_cards(&tokenize("// venture. co mercenary; armor. smith"), &cards).is_empty());
        let treant = vec![(1, "Treant (Soul of the Forest)".to_owned())];
        assert_eq!(named_cards(&tokenize("// Treant: soul of the forest"), &cards), treant);
    }

    #[test]
    fn words_parted_by_a_dash_or_an_apostrophe_of_any_kind_are_one_piece() {
        let pieces: Vec<usize> =
            words("a\u{2019}b\u{FF07}c\u{2032}d`e\u{2010}f\u{2212}g\u{2013}h\u{2014}i\u{2E3A}j.k")
                .into_iter()
                .map(|word| word.piece)
                .collect();
        assert_eq!(pieces, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    }

    #[test]
    fn comments_on_one_line_run_on_past_their_closing_marks() {
        assert_eq!(names_in("x();\n/* Whirl */ /** wind **/"), [(2, "Whirlwind".to_owned())]);
        assert_eq!(names_in("/* Test */\n// Echo"), [(1, "Test Echo".to_owned())]);
        assert!(names_in("/* Whirl */ x();\n\n/* wind */").is_empty());
        assert_eq!(names_in("/* a */ /* b */\n/* Whirlwind */"), [(2, "Whirlwind".to_owned())]);
        assert!(names_in("// Whirl */\n// wind").is_empty(), "a line comment has no closing mark");
    }

    #[test]
    fn a_name_inside_a_multi_line_comment_or_string_is_found_at_its_own_line() {
        assert_eq!(names_in("/* one\n two\n Whirlwind */"), [(3, "Whirlwind".to_owned())]);
        assert_eq!(names_in("let s = \"one\ntwo Test Echo\";"), [(2, "Test Echo".to_owned())]);
    }
}
