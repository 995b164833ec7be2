//! Text for people: the command's output keeps to 80 columns and shows no raw control
//! characters; names are compared as a reader sees them (look-alike letters folded by
//! Unicode's own data, `text/tables.rs`). What a card object is now, in a player's words, is
//! `text/card_object.rs` (`Described`), which every front end lays out.

mod card_object;
mod tables;

pub use card_object::{
    Described, enchantment_words, grant_words, mana_words, marks, overload_words, stat_words, text_words,
    turn_words,
};
pub use tables::UNICODE_VERSION;

use std::cmp::Ordering;

/// The width the command's output keeps to.
pub const COLUMNS: usize = 80;

/// `text` in lines of at most `width` characters, broken between words (a longer word gets a
/// line of its own).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split_whitespace() {
        let line = lines.last_mut().expect("never empty");
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(word.to_owned());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines
}

/// `text` with each control character written as its Rust escape (`\n`, `\t`, `\u{1b}`), so
/// that a label or message from a file cannot move the cursor, clear the screen or break a
/// line when printed. Other characters, quotes and backslashes included, are kept.
pub fn escape_control(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for character in text.chars() {
        if character.is_control() {
            escaped.extend(character.escape_debug());
        } else {
            escaped.push(character);
        }
    }
    escaped
}

/// The characters a reader cannot see or that change how the text around them is printed,
/// with the names Unicode gives them (UnicodeData.txt; a control character by its alias).
const UNSEEN_NAMES: [(u32, &str); 38] = [
    (0x0000, "NULL"),
    (0x0009, "CHARACTER TABULATION"),
    (0x000A, "LINE FEED"),
    (0x000D, "CARRIAGE RETURN"),
    (0x001B, "ESCAPE"),
    (0x007F, "DELETE"),
    (0x0085, "NEXT LINE"),
    (0x00AD, "SOFT HYPHEN"),
    (0x034F, "COMBINING GRAPHEME JOINER"),
    (0x061C, "ARABIC LETTER MARK"),
    (0x115F, "HANGUL CHOSEONG FILLER"),
    (0x1160, "HANGUL JUNGSEONG FILLER"),
    (0x180E, "MONGOLIAN VOWEL SEPARATOR"),
    (0x200B, "ZERO WIDTH SPACE"),
    (0x200C, "ZERO WIDTH NON-JOINER"),
    (0x200D, "ZERO WIDTH JOINER"),
    (0x200E, "LEFT-TO-RIGHT MARK"),
    (0x200F, "RIGHT-TO-LEFT MARK"),
    (0x2028, "LINE SEPARATOR"),
    (0x2029, "PARAGRAPH SEPARATOR"),
    (0x202A, "LEFT-TO-RIGHT EMBEDDING"),
    (0x202B, "RIGHT-TO-LEFT EMBEDDING"),
    (0x202C, "POP DIRECTIONAL FORMATTING"),
    (0x202D, "LEFT-TO-RIGHT OVERRIDE"),
    (0x202E, "RIGHT-TO-LEFT OVERRIDE"),
    (0x2060, "WORD JOINER"),
    (0x2061, "FUNCTION APPLICATION"),
    (0x2062, "INVISIBLE TIMES"),
    (0x2063, "INVISIBLE SEPARATOR"),
    (0x2064, "INVISIBLE PLUS"),
    (0x2066, "LEFT-TO-RIGHT ISOLATE"),
    (0x2067, "RIGHT-TO-LEFT ISOLATE"),
    (0x2068, "FIRST STRONG ISOLATE"),
    (0x2069, "POP DIRECTIONAL ISOLATE"),
    (0x3164, "HANGUL FILLER"),
    (0xFEFF, "ZERO WIDTH NO-BREAK SPACE"),
    (0xFFA0, "HALFWIDTH HANGUL FILLER"),
    (0xE0001, "LANGUAGE TAG"),
];

/// The bidirectional controls (Unicode's Bidi_Control property): each reorders the text
/// printed around it, so that a name can show other letters than it holds.
const BIDI_CONTROLS: [(u32, u32); 4] =
    [(0x061C, 0x061C), (0x200E, 0x200F), (0x202A, 0x202E), (0x2066, 0x2069)];

/// Why a name cannot hold `c`, or `None` if a reader sees it as printed: a control character
/// (it moves the cursor or breaks the line where it is printed; the line and paragraph
/// separators too), a bidirectional control (it reorders the text around it), or an invisible
/// character (default-ignorable: a zero-width space or joiner, a filler, a tag, a variation
/// selector). Said with its code point and name: `U+202E RIGHT-TO-LEFT OVERRIDE, a
/// bidirectional control, which reorders the text printed around it`.
pub fn unseen(c: char) -> Option<String> {
    let code = u32::from(c);
    let kind = if c.is_control() || code == 0x2028 || code == 0x2029 {
        "a control character, which moves or breaks what is printed after it"
    } else if in_ranges(&BIDI_CONTROLS, code) {
        "a bidirectional control, which reorders the text printed around it"
    } else if in_ranges(tables::DEFAULT_IGNORABLE, code) {
        "an invisible character"
    } else {
        return None;
    };
    let name = match code {
        0xFE00..=0xFE0F => Some(format!("VARIATION SELECTOR-{}", code - 0xFE00 + 1)),
        0xE0100..=0xE01EF => Some(format!("VARIATION SELECTOR-{}", code - 0xE0100 + 17)),
        0xE0041..=0xE005A => Some(format!("TAG LATIN CAPITAL LETTER {}", char::from((code - 0xE0000) as u8))),
        0xE0061..=0xE007A => Some(format!(
            "TAG LATIN SMALL LETTER {}",
            char::from((code - 0xE0000) as u8).to_ascii_uppercase()
        )),
        _ => UNSEEN_NAMES.iter().find(|&&(named, _)| named == code).map(|&(_, name)| name.to_owned()),
    };
    Some(match name {
        Some(name) => format!("U+{code:04X} {name}, {kind}"),
        None => format!("U+{code:04X}, {kind}"),
    })
}

/// What one character reads as when names are compared.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reading {
    /// Itself: ASCII, or a character no table lists.
    Itself,
    /// Nothing: a default-ignorable code point (a zero-width space or joiner, a soft hyphen, a
    /// Hangul filler, a tag character, a variation selector) or a combining mark.
    Nothing,
    /// The ASCII letter it looks like (a mathematical, fullwidth, Cyrillic, Greek or Cherokee
    /// look-alike, a small capital, a superscript).
    Letter(char),
    /// The ASCII letters and digits it looks like (a ligature: `ﬁ` reads as `fi`).
    Letters(&'static str),
}

/// What `c` reads as, by Unicode's own data (`tables`, Unicode [`UNICODE_VERSION`]): its
/// compatibility decomposition as NFKC applies it, else its prototype in confusables.txt, when
/// that is ASCII letters and digits; nothing when it is default-ignorable or a combining mark.
pub fn reading(c: char) -> Reading {
    let code = u32::from(c);
    if c.is_ascii() {
        return Reading::Itself;
    }
    if in_ranges(tables::DEFAULT_IGNORABLE, code) || in_ranges(tables::COMBINING_MARKS, code) {
        return Reading::Nothing;
    }
    if let Ok(at) = tables::ALPHABETS.binary_search_by(|&(first, last, _)| locate(first, last, code)) {
        let (first, _, letter) = tables::ALPHABETS[at];
        return char::from_u32(u32::from(letter) + code - first).map_or(Reading::Itself, Reading::Letter);
    }
    match tables::SAME_READING.binary_search_by(|&(first, last, _)| locate(first, last, code)) {
        Ok(at) => Reading::Letters(tables::SAME_READING[at].2),
        Err(_) => Reading::Itself,
    }
}

/// Where `code` is against the range `first..=last`, for a binary search of sorted ranges.
fn locate(first: u32, last: u32, code: u32) -> Ordering {
    if last < code {
        Ordering::Less
    } else if first > code {
        Ordering::Greater
    } else {
        Ordering::Equal
    }
}

/// Whether `code` is in one of the sorted ranges `ranges`.
fn in_ranges(ranges: &[(u32, u32)], code: u32) -> bool {
    ranges.binary_search_by(|&(first, last)| locate(first, last, code)).is_ok()
}

/// `text` as a reader sees it: each character replaced by what it reads as ([`reading`]), so
/// `Аrmorsmith` with a Cyrillic А, `𝐀𝐫𝐦𝐨𝐫𝐬𝐦𝐢𝐭𝐡` and `Armor\u{200B}smith` read as
/// `Armorsmith`. Case, spaces and punctuation are kept.
pub fn fold(text: &str) -> String {
    let mut folded = String::with_capacity(text.len());
    for c in text.chars() {
        match reading(c) {
            Reading::Itself => folded.push(c),
            Reading::Nothing => {}
            Reading::Letter(letter) => folded.push(letter),
            Reading::Letters(letters) => folded.push_str(letters),
        }
    }
    folded
}

/// The key two names are compared by: `text` folded ([`fold`]), its case folded as Unicode
/// folds it ([`case_folded`]: `ß` reads as `ss`, `ς` as `σ`), its letters and digits only, with
/// the ASCII letters that confusables.txt itself reads alike made one: `I`, `1` (and so `i`, as
/// case is dropped) read as `l`, `0` as `o`, `m` as `rn`. Two names with one key look alike to a
/// reader: `Imp`, `ІMP` with a Cyrillic І and `lmp` have one key; so have `Mass` and `Maß`. Every
/// other character is dropped, and those that may stand between a name's words are
/// [`joins_words`]. The card-file check compares names by this key and the coupling audit
/// compares the words it reads by it.
pub fn name_key(text: &str) -> String {
    let mut key = String::with_capacity(text.len());
    for c in fold(text).chars().flat_map(case_folded).filter(|c| c.is_alphanumeric()) {
        match c {
            'i' | '1' => key.push('l'),
            '0' => key.push('o'),
            'm' => key.push_str("rn"),
            other => key.push(other),
        }
    }
    key
}

/// `c` in lower case with its case folded as Unicode's full case folding folds it: the lower
/// case of the upper case of the lower case, so that `ß` and `ẞ` read as `ss` and the final
/// sigma `ς` as `σ`, then read again ([`fold`]), as the folded letter may be a look-alike (`σ`
/// reads as `o`). Without it `Maß` would be a name of its own beside `Mass`.
fn case_folded(c: char) -> Vec<char> {
    if c.is_ascii() {
        return vec![c.to_ascii_lowercase()];
    }
    let folded: String = c.to_lowercase().flat_map(char::to_uppercase).flat_map(char::to_lowercase).collect();
    fold(&folded).chars().flat_map(char::to_lowercase).collect()
}

/// The connector punctuation of Unicode (general category Pc), `_` among them.
const CONNECTORS: [char; 10] = [
    '_', '\u{203F}', '\u{2040}', '\u{2054}', '\u{FE33}', '\u{FE34}', '\u{FE4D}', '\u{FE4E}', '\u{FE4F}',
    '\u{FF3F}',
];

/// The dashes: the code points with Unicode's Dash property (PropList.txt), in ranges: `-`, the
/// hyphen U+2010, the en and em dashes, the minus sign U+2212 and the two-em dash U+2E3A among
/// them.
const DASHES: [(char, char); 23] = [
    ('-', '-'),
    ('\u{058A}', '\u{058A}'),
    ('\u{05BE}', '\u{05BE}'),
    ('\u{1400}', '\u{1400}'),
    ('\u{1806}', '\u{1806}'),
    ('\u{2010}', '\u{2015}'),
    ('\u{2053}', '\u{2053}'),
    ('\u{207B}', '\u{207B}'),
    ('\u{208B}', '\u{208B}'),
    ('\u{2212}', '\u{2212}'),
    ('\u{2E17}', '\u{2E17}'),
    ('\u{2E1A}', '\u{2E1A}'),
    ('\u{2E3A}', '\u{2E3B}'),
    ('\u{2E40}', '\u{2E40}'),
    ('\u{2E5D}', '\u{2E5D}'),
    ('\u{301C}', '\u{301C}'),
    ('\u{3030}', '\u{3030}'),
    ('\u{30A0}', '\u{30A0}'),
    ('\u{FE31}', '\u{FE32}'),
    ('\u{FE58}', '\u{FE58}'),
    ('\u{FE63}', '\u{FE63}'),
    ('\u{FF0D}', '\u{FF0D}'),
    ('\u{10EAD}', '\u{10EAD}'),
];

/// The apostrophe and the marks typeset or typed for it: the right and left single quotation
/// marks, the reversed one, the prime and the reversed prime, the grave and acute accents (a
/// backtick), and the fullwidth apostrophe and grave accent.
const APOSTROPHES: [char; 10] =
    ['\'', '`', '\u{B4}', '\u{2018}', '\u{2019}', '\u{201B}', '\u{2032}', '\u{2035}', '\u{FF07}', '\u{FF40}'];

/// Whether `c` may stand between the words of one name: white space, a connector (`_`), a dash
/// (Unicode's Dash property: `-`, `‐`, `–`, `—`, `−`, `⸺`) or an apostrophe or a mark written for
/// one (`'`, `’`, `＇`, `′`, a backtick). [`name_key`] drops it, as it drops every character that
/// is not a letter or digit; the coupling audit reads a name's words on across it, and reads any
/// other punctuation as the edge of a name (`armor.smith` in code is two names, not Armorsmith)
/// unless the card's own name has punctuation there (`Venture Co. Mercenary`).
pub fn joins_words(c: char) -> bool {
    c.is_whitespace()
        || CONNECTORS.contains(&c)
        || DASHES.iter().any(|&(first, last)| (first..=last).contains(&c))
        || APOSTROPHES.contains(&c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_breaks_between_words() {
        assert_eq!(wrap("one two three four", 9), ["one two", "three", "four"]);
        assert_eq!(wrap("", 9), [""]);
        assert_eq!(wrap("unbreakable", 4), ["unbreakable"]);
    }

    #[test]
    fn escape_control_writes_control_characters_as_escapes_and_keeps_the_rest() {
        assert_eq!(escape_control("S\u{1b}[2J\n\t\u{7f}"), r"S\u{1b}[2J\n\t\u{7f}");
        assert_eq!(escape_control(r#"Armorsmith "S" \ →"#), r#"Armorsmith "S" \ →"#);
    }

    #[test]
    fn look_alikes_read_as_the_letters_they_look_like_and_invisibles_as_nothing() {
        assert_eq!(fold("\u{410}rmor\u{200B}smith"), "Armorsmith");
        assert_eq!(fold("\u{1D400}\u{13A2}\u{1D0D}\u{17F}\u{2B0}\u{FB01}"), "ATmshfi");
        assert_eq!(fold("A\u{3164}b\u{E0041}c\u{FE0F}d\u{301}"), "Abcd");
        assert_eq!(fold("µ → x"), "µ → x");
        assert_eq!(reading('\u{1D41A}'), Reading::Letter('a'));
        assert_eq!(reading('\u{FB01}'), Reading::Letters("fi"));
        assert_eq!(reading('\u{200D}'), Reading::Nothing);
        assert_eq!(reading('\u{301}'), Reading::Nothing);
        assert_eq!(reading('\u{4E00}'), Reading::Itself);
    }

    #[test]
    fn a_character_a_reader_cannot_see_is_named_with_what_it_does() {
        let right_to_left = "U+202E RIGHT-TO-LEFT OVERRIDE, a bidirectional control, which reorders the text printed around it";
        assert_eq!(unseen('\u{202E}').as_deref(), Some(right_to_left));
        let null = "U+0000 NULL, a control character, which moves or breaks what is printed after it";
        assert_eq!(unseen('\0').as_deref(), Some(null));
        assert_eq!(unseen('\u{200B}').as_deref(), Some("U+200B ZERO WIDTH SPACE, an invisible character"));
        assert_eq!(
            unseen('\u{FE0F}').as_deref(),
            Some("U+FE0F VARIATION SELECTOR-16, an invisible character")
        );
        let tag = "U+E0073 TAG LATIN SMALL LETTER S, an invisible character";
        assert_eq!(unseen('\u{E0073}').as_deref(), Some(tag));
        assert_eq!(
            unseen('\u{1B}').as_deref().map(|said| said.starts_with("U+001B ESCAPE, a control")),
            Some(true)
        );
        assert_eq!(
            unseen('\u{2028}').as_deref().map(|said| said.starts_with("U+2028 LINE SEPARATOR")),
            Some(true)
        );
        assert_eq!(unseen('\u{E0FFF}').as_deref(), Some("U+E0FFF, an invisible character"));
        for seen in ['A', ' ', '\u{C1}', '\u{301}', '\u{410}', '\u{4E00}', '\'', '\u{2019}'] {
            assert_eq!(unseen(seen), None, "{seen:?}");
        }
    }

    #[test]
    fn a_name_key_reads_alike_what_confusables_reads_alike() {
        assert_eq!(name_key("Imp"), "lrnp");
        assert_eq!(name_key("imp"), name_key("\u{406}MP"));
        assert_eq!(name_key("Acolyte of Pain"), name_key("ACOLYTE_OF_PA1N"));
        assert_eq!(name_key("B0ulder"), name_key("boulder"));
        assert_ne!(name_key("Armorsmith"), name_key("Armoursmith"));
    }

    #[test]
    fn a_name_key_folds_case_as_unicode_does_letter_by_letter() {
        assert_eq!(name_key("Ma\u{DF} Dispel"), name_key("Mass Dispel"));
        assert_eq!(name_key("MA\u{1E9E} DISPEL"), name_key("mass dispel"));
        assert_eq!(name_key("B\u{3C2}ulderfist"), name_key("B\u{3C3}ulderfist"));
        assert_eq!(name_key("B\u{3C2}ulderfist"), "boulderflst");
        assert_eq!(name_key("\u{3A3}"), name_key("\u{3C3}"), "one key whatever the case");
        assert_eq!(name_key("\u{397}\u{410}"), "ha", "a capital look-alike reads as its own letter");
    }

    #[test]
    fn dashes_apostrophes_connectors_and_spaces_join_words_and_other_punctuation_does_not() {
        let joiners =
            "-\u{2010}\u{2212}\u{2013}\u{2014}\u{2E3A}\u{10EAD}'\u{2019}\u{FF07}\u{2032}`_\u{FF3F} \t";
        assert!(joiners.chars().all(joins_words), "{joiners}");
        assert!(!".,:;!?()[]{}*/+=&|<>\"#$%@~^\\\u{2E3C}\u{B7}a1".chars().any(joins_words));
        assert_eq!(name_key(&format!("Mass{joiners}Dispel")), name_key("Mass Dispel"));
    }
}
