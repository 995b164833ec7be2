//! The text a formatting macro's call formats, as far as its tokens tell: `format!("Armor{}",
//! "smith")` and `format!("Armor{x}", x = "smith")` both format `Armorsmith`. The coupling
//! audit reads it for card names, as it reads what `concat!` assembles.

use crate::tools::rust_tokens::{Kind, Token};

/// The text each macro call in `tokens` formats, each at its format string's line. A call's
/// format string is the first of its arguments that is a string literal alone holding a `{`:
/// that of `format!`, `format_args!`, `write!(f, ..)`, `panic!`, and of a macro of the crate's
/// that passes it on, alike. Each placeholder is replaced by what it takes (`placeholder_text`).
pub fn formatted(tokens: &[Token]) -> Vec<(usize, String)> {
    let mut texts = Vec::new();
    for at in 0..tokens.len() {
        if !is_macro_call(tokens, at) {
            continue;
        }
        let arguments = arguments(tokens, at + 2);
        let Some(index) = arguments.iter().position(|argument| is_format_string(argument)) else {
            continue;
        };
        let Some(format) = arguments[index].first() else {
            continue;
        };
        let (positional, named) = split_arguments(arguments.get(index + 1..).unwrap_or_default());
        texts.push((format.line, substituted(&format.text, &positional, &named)));
    }
    texts
}

/// Whether a macro is called at `at`: a name, `!` and an opening `(`, `[` or `{`.
fn is_macro_call(tokens: &[Token], at: usize) -> bool {
    tokens.get(at).is_some_and(|name| name.kind == Kind::Ident)
        && tokens.get(at + 1).is_some_and(|bang| is_punct(bang, "!"))
        && tokens.get(at + 2).is_some_and(is_open)
}

/// The arguments of the group opened at `open`: its tokens between commas outside any inner
/// group, up to the token that closes it (or to the end of `tokens`, if none does).
fn arguments(tokens: &[Token], open: usize) -> Vec<&[Token]> {
    let mut arguments = Vec::new();
    let mut start = open + 1;
    let mut depth = 0usize;
    for (at, token) in tokens.iter().enumerate().skip(open + 1) {
        if is_open(token) {
            depth += 1;
        } else if is_close(token) && depth > 0 {
            depth -= 1;
        } else if is_close(token) || (depth == 0 && is_punct(token, ",")) {
            arguments.extend(tokens.get(start..at).filter(|argument| !argument.is_empty()));
            if is_close(token) {
                return arguments;
            }
            start = at + 1;
        }
    }
    arguments.extend(tokens.get(start..).filter(|argument| !argument.is_empty()));
    arguments
}

/// Whether `argument` is a format string: a string literal alone, holding a `{`.
fn is_format_string(argument: &[Token]) -> bool {
    matches!(argument, [string] if string.kind == Kind::Str && string.text.contains('{'))
}

/// A named argument: its name and its value's tokens.
type Named<'t> = (&'t str, &'t [Token]);

/// The arguments after a format string, positional ones apart from named ones (`x = "smith"`,
/// not `x == y`).
fn split_arguments<'t>(arguments: &[&'t [Token]]) -> (Vec<&'t [Token]>, Vec<Named<'t>>) {
    let mut positional = Vec::new();
    let mut named = Vec::new();
    for &argument in arguments {
        match argument {
            [name, equals, value @ ..]
                if name.kind == Kind::Ident
                    && is_punct(equals, "=")
                    && value.first().is_some_and(|first| !is_punct(first, "=")) =>
            {
                named.push((name.text.as_str(), value));
            }
            _ => positional.push(argument),
        }
    }
    (positional, named)
}

/// `format` with each placeholder replaced by what it takes (`placeholder_text`); `{{` and `}}`
/// read as the braces they write.
fn substituted(format: &str, positional: &[&[Token]], named: &[Named]) -> String {
    let mut text = String::with_capacity(format.len());
    let mut chars = format.chars().peekable();
    let mut next = 0;
    while let Some(c) = chars.next() {
        match c {
            '{' | '}' if chars.peek() == Some(&c) => {
                chars.next();
                text.push(c);
            }
            '{' => {
                let inside: String = chars.by_ref().take_while(|&c| c != '}').collect();
                text.push_str(&placeholder_text(&inside, positional, named, &mut next));
            }
            other => text.push(other),
        }
    }
    text
}

/// What the placeholder `{inside}` formats, when its tokens tell: the argument it takes (the
/// next positional one for `{}` or `{:>5}`, counted in `next`; the one at its index for `{0}`;
/// the named one for `{x}`) when that is one literal's value or one identifier or number as
/// written; the captured variable's name for `{x}` with no argument named `x`. Otherwise the
/// placeholder itself, whose braces keep the words around it apart. A line break in a
/// literal's value reads as a space, so that the text keeps its format string's lines.
fn placeholder_text(inside: &str, positional: &[&[Token]], named: &[Named], next: &mut usize) -> String {
    let argument = inside.split(':').next().unwrap_or_default();
    let taken = if argument.is_empty() {
        *next += 1;
        positional.get(*next - 1).copied()
    } else if let Ok(index) = argument.parse::<usize>() {
        positional.get(index).copied()
    } else if let Some(&(_, value)) = named.iter().find(|(name, _)| *name == argument) {
        Some(value)
    } else {
        return argument.trim_start_matches("r#").to_owned();
    };
    match taken {
        Some([token]) if matches!(token.kind, Kind::Str | Kind::Char | Kind::Ident | Kind::Number) => {
            token.text.replace('\n', " ")
        }
        _ => format!("{{{inside}}}"),
    }
}

/// Whether `token` opens a group: `(`, `[` or `{`.
fn is_open(token: &Token) -> bool {
    token.kind == Kind::Punct && ["(", "[", "{"].contains(&token.text.as_str())
}

/// Whether `token` closes a group: `)`, `]` or `}`.
fn is_close(token: &Token) -> bool {
    token.kind == Kind::Punct && [")", "]", "}"].contains(&token.text.as_str())
}

/// Whether `token` is the punctuation `text`.
fn is_punct(token: &Token, text: &str) -> bool {
    token.kind == Kind::Punct && token.text == text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::rust_tokens::tokenize;

    fn texts(source: &str) -> Vec<(usize, String)> {
        formatted(&tokenize(source))
    }

    #[test]
    fn each_placeholder_takes_its_argument() {
        let one = |text: &str| vec![(1, text.to_owned())];
        assert_eq!(texts("format!(\"Armor{}\", \"smith\")"), one("Armorsmith"));
        assert_eq!(texts("format!(\"Armor{x}\", x = \"smith\")"), one("Armorsmith"));
        assert_eq!(texts("format_args!(\"{1}{0}\", 's', Armor)"), one("Armors"));
        assert_eq!(texts("write!(f, \"{}{:>5}\", a, 7)"), one("a7"));
        assert_eq!(texts("format!(\"Armor{smith:?}\")"), one("Armorsmith"));
        assert_eq!(texts("format!(\"Armor{r#smith}\")"), one("Armorsmith"));
        assert_eq!(texts("format!(\"{{a}}{}\", b)"), one("{a}b"));
        assert_eq!(texts("f(x);\nm![\n  \"a{}\",\n  \"b\nc\"]"), vec![(3, "ab c".to_owned())]);
    }

    #[test]
    fn a_placeholder_whose_argument_its_tokens_do_not_tell_is_kept() {
        let one = |text: &str| vec![(1, text.to_owned())];
        assert_eq!(texts("format!(\"a{}\", x.y())"), one("a{}"));
        assert_eq!(texts("format!(\"a{} {2}\", x == y)"), one("a{} {2}"));
        assert_eq!(texts("format!(\"a{x}\", x = f(y))"), one("a{x}"));
        assert_eq!(
            texts("format!(\"{}{}\", f(a, b), \"c\")"),
            one("{}c"),
            "a comma inside a group parts nothing"
        );
        assert_eq!(texts("format!(\"a{}\")"), one("a{}"));
    }

    #[test]
    fn a_call_without_a_format_string_formats_nothing() {
        assert!(texts("format!(\"plain\", \"a{\" + b)").is_empty());
        assert!(texts("macro_rules! m { () => {} } m!(a, b); x!").is_empty());
        assert_eq!(texts("format!(\"{\", (a, \"{}\""), vec![(1, "{}".to_owned())], "an open brace, unclosed");
    }
}
