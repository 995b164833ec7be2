//! Text for people: the command's output keeps to 80 columns and shows no raw control
//! characters; names are compared as a reader sees them (look-alike letters folded).

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

/// `c` as a reader sees it, for comparing names (the coupling audit, a card file's name
/// against the others): a character that looks like a Latin letter or digit (a
/// Cyrillic or Greek look-alike, a fullwidth form, an accented or dotted letter) is that
/// letter; an invisible one (a zero-width space or joiner, a soft hyphen, a combining mark)
/// is nothing. So `Аrmorsmith` with a Cyrillic А, `Ａｒｍｏｒｓｍｉｔｈ` and `Armor\u{200B}smith` read
/// as Armorsmith.
pub fn fold(c: char) -> Option<char> {
    const INVISIBLE: [char; 7] =
        ['\u{200B}', '\u{200C}', '\u{200D}', '\u{2060}', '\u{FEFF}', '\u{00AD}', '\u{180E}'];
    if INVISIBLE.contains(&c) || ('\u{0300}'..='\u{036F}').contains(&c) {
        return None;
    }
    if ('\u{FF01}'..='\u{FF5E}').contains(&c) {
        return char::from_u32(c as u32 - 0xFEE0); // Fullwidth forms.
    }
    const LOOK_ALIKES: &[(&str, char)] = &[
        ("аàáâãäåāăąαΑА", 'a'),
        ("вВβΒ", 'b'),
        ("сçćĉċčϲС", 'c'),
        ("ԁďđ", 'd'),
        ("еèéêëēĕėęěεΕЕ", 'e'),
        ("ġģğĝ", 'g'),
        ("һĥħΗН", 'h'),
        ("іìíîïĩīĭįıιΙІİ", 'i'),
        ("јĵЈ", 'j'),
        ("кκΚК", 'k'),
        ("ӏĺļľŀł", 'l'),
        ("мΜМ", 'm'),
        ("ñńņňŉνΝ", 'n'),
        ("оòóôõöøōŏőοΟО", 'o'),
        ("рρΡР", 'p'),
        ("ŕŗř", 'r'),
        ("ѕśŝşšЅ", 's'),
        ("тţťŧτΤТ", 't'),
        ("ùúûüũūŭůűųυ", 'u'),
        ("ѵν", 'v'),
        ("ԝŵ", 'w'),
        ("хχΧХ", 'x'),
        ("уýÿŷγΥУ", 'y'),
        ("źżžΖ", 'z'),
    ];
    let lower = c.to_lowercase().next().unwrap_or(c);
    for (looks, letter) in LOOK_ALIKES {
        if looks.contains(c) || looks.contains(lower) {
            return Some(if c.is_uppercase() { letter.to_ascii_uppercase() } else { *letter });
        }
    }
    Some(c)
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
}
