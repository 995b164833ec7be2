//! Text for people: the command's output keeps to 80 columns and shows no raw control
//! characters.

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
