//! A small Rust tokenizer for the course's checks: it tells code from comments and literals the
//! way rustc's lexer does, and keeps each token's line. It does not parse.

/// What a token is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// An identifier or a keyword; a raw identifier loses its `r#`.
    Ident,
    /// A lifetime or a loop label, without its `'`.
    Lifetime,
    /// A string, byte string or C string literal, raw or not.
    Str,
    /// A character or byte literal.
    Char,
    /// A number literal, its suffix included.
    Number,
    /// `::`, or any other single punctuation character.
    Punct,
    /// A line or block comment, doc comments included.
    Comment,
}

/// One token, and the line it starts on.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Token {
    /// What the token is.
    pub kind: Kind,
    /// For a string or character literal its value, escapes decoded (`"Armor\u{73}mith"` holds
    /// `Armorsmith`); for a lifetime or a raw identifier its name; otherwise the text as written,
    /// a comment's delimiters included.
    pub text: String,
    /// The line the token starts on, counting from 1.
    pub line: usize,
}

/// The tokens of `source`, in order, white space left out. It never fails: text that is not
/// valid Rust still becomes tokens (an unterminated string or comment runs to the end of the
/// text), so a check that reads the tokens sees every character of the source.
pub fn tokenize(source: &str) -> Vec<Token> {
    let mut lexer = Lexer { chars: source.chars().collect(), at: 0, line: 1 };
    let mut tokens = Vec::new();
    while let Some(c) = lexer.peek(0) {
        if c.is_whitespace() {
            lexer.bump();
            continue;
        }
        let line = lexer.line;
        let (kind, text) = lexer.token(c);
        tokens.push(Token { kind, text, line });
    }
    tokens
}

/// The source as characters, a position in it, and the line of that position.
struct Lexer {
    chars: Vec<char>,
    at: usize,
    line: usize,
}

impl Lexer {
    /// The token that starts with `c`, at the current position.
    fn token(&mut self, c: char) -> (Kind, String) {
        let next = self.peek(1);
        if c == '/' && next == Some('/') {
            (Kind::Comment, self.take_while(|c| c != '\n'))
        } else if c == '/' && next == Some('*') {
            (Kind::Comment, self.block_comment())
        } else if let Some(prefix) = self.string_prefix() {
            (Kind::Str, self.string(prefix))
        } else if c == 'b' && next == Some('\'') {
            self.bump();
            self.char_or_lifetime()
        } else if c == '\'' {
            self.char_or_lifetime()
        } else if c == 'r' && next == Some('#') && self.peek(2).is_some_and(is_ident_start) {
            self.at += 2;
            (Kind::Ident, self.take_while(is_ident_continue))
        } else if is_ident_start(c) {
            (Kind::Ident, self.take_while(is_ident_continue))
        } else if c.is_ascii_digit() {
            (Kind::Number, self.number())
        } else if c == ':' && next == Some(':') {
            self.at += 2;
            (Kind::Punct, "::".to_owned())
        } else {
            self.bump();
            (Kind::Punct, c.to_string())
        }
    }

    /// The character `ahead` places past the current one.
    fn peek(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.at + ahead).copied()
    }

    /// Step over one character, counting the line it ends.
    fn bump(&mut self) -> Option<char> {
        let c = self.peek(0)?;
        self.at += 1;
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    /// The characters from here while `keep` holds.
    fn take_while(&mut self, keep: impl Fn(char) -> bool) -> String {
        let mut text = String::new();
        while let Some(c) = self.peek(0).filter(|&c| keep(c)) {
            text.push(c);
            self.bump();
        }
        text
    }

    /// A block comment, delimiters included; block comments nest, as in Rust.
    fn block_comment(&mut self) -> String {
        let mut text = String::new();
        let mut depth = 0usize;
        while let Some(c) = self.bump() {
            text.push(c);
            let next = self.peek(0);
            if c == '/' && next == Some('*') {
                depth += 1;
            } else if c == '*' && next == Some('/') {
                depth -= 1;
            } else {
                continue;
            }
            text.extend(self.bump());
            if depth == 0 {
                break;
            }
        }
        text
    }

    /// When a string literal starts here, what comes before its opening quote: nothing, or
    /// `b`, `c`, `r`, `br` or `cr` and any `#`s of a raw string.
    fn string_prefix(&self) -> Option<StringPrefix> {
        let letters = match (self.peek(0)?, self.peek(1)) {
            ('"', _) => 0,
            ('b' | 'c', Some('r')) => 2,
            ('b' | 'c' | 'r', _) => 1,
            _ => return None,
        };
        let raw = letters > 0 && self.peek(letters - 1) == Some('r');
        let hashes =
            if raw { self.chars[self.at + letters..].iter().take_while(|&&c| c == '#').count() } else { 0 };
        let quote = self.peek(letters + hashes) == Some('"');
        (quote && (raw || hashes == 0)).then_some(StringPrefix { length: letters + hashes, raw, hashes })
    }

    /// A string literal's value: a raw string's text as written, any other's with its escapes
    /// decoded. An unterminated string runs to the end of the source.
    fn string(&mut self, prefix: StringPrefix) -> String {
        self.at += prefix.length;
        self.bump();
        let mut value = String::new();
        while let Some(c) = self.bump() {
            if c == '"' && (0..prefix.hashes).all(|ahead| self.peek(ahead) == Some('#')) {
                self.at += prefix.hashes;
                break;
            }
            if c == '\\' && !prefix.raw {
                value.extend(self.escape());
            } else {
                value.push(c);
            }
        }
        value
    }

    /// After a `'`: a character literal when a single character or an escape is closed by a
    /// second `'` (`'a'`, `'\n'`, `'"'`), otherwise a lifetime or label (`'a`, `'static`).
    fn char_or_lifetime(&mut self) -> (Kind, String) {
        self.bump();
        if self.peek(0) == Some('\\') {
            self.bump();
            let value = self.escape().map(String::from).unwrap_or_default();
            if self.peek(0) == Some('\'') {
                self.bump();
            }
            return (Kind::Char, value);
        }
        match (self.peek(0), self.peek(1)) {
            (Some(c), Some('\'')) => {
                self.bump();
                self.bump();
                (Kind::Char, c.to_string())
            }
            (Some(c), _) if is_ident_start(c) => {
                if c == 'r' && self.peek(1) == Some('#') {
                    self.at += 2;
                }
                (Kind::Lifetime, self.take_while(is_ident_continue))
            }
            _ => (Kind::Punct, "'".to_owned()),
        }
    }

    /// The character an escape stands for, its `\` already taken: `\n`, `\x41`, `\u{73}`. A
    /// backslash at the end of a line stands for nothing and swallows the next line's indent.
    fn escape(&mut self) -> Option<char> {
        let c = self.bump()?;
        match c {
            'n' => Some('\n'),
            't' => Some('\t'),
            'r' => Some('\r'),
            '0' => Some('\0'),
            'x' => {
                let digits: String = (0..2).filter_map(|_| self.bump()).collect();
                u8::from_str_radix(&digits, 16).ok().map(char::from)
            }
            'u' if self.peek(0) == Some('{') => {
                self.bump();
                let digits = self.take_while(|c| c.is_ascii_hexdigit() || c == '_');
                if self.peek(0) == Some('}') {
                    self.bump();
                }
                u32::from_str_radix(&digits.replace('_', ""), 16).ok().and_then(char::from_u32)
            }
            '\n' | '\r' => {
                self.take_while(char::is_whitespace);
                None
            }
            other => Some(other),
        }
    }

    /// A number literal: digits, letters and `_` (`0x1F`, `1_000u32`), a `.` followed by a
    /// digit (`1.5`), and the sign of a decimal exponent (`1e-9`).
    fn number(&mut self) -> String {
        let mut text = String::new();
        while let Some(c) = self.peek(0) {
            let then_digit = self.peek(1).is_some_and(|d| d.is_ascii_digit());
            let decimal_point = c == '.' && then_digit;
            let decimal = !(text.starts_with("0x") || text.starts_with("0X"));
            let exponent_sign = (c == '-' || c == '+') && decimal && text.ends_with(['e', 'E']) && then_digit;
            if !(is_ident_continue(c) || decimal_point || exponent_sign) {
                break;
            }
            text.push(c);
            self.bump();
        }
        text
    }
}

/// What precedes a string literal's opening quote.
#[derive(Clone, Copy)]
struct StringPrefix {
    /// Characters before the quote: letters and `#`s.
    length: usize,
    /// A raw string: no escapes.
    raw: bool,
    /// The `#`s that must follow the closing quote.
    hashes: usize,
}

/// A character that may start an identifier.
fn is_ident_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

/// A character that may continue an identifier.
fn is_ident_continue(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds_and_texts(source: &str) -> Vec<(Kind, String)> {
        tokenize(source).into_iter().map(|token| (token.kind, token.text)).collect()
    }

    fn texts_of(source: &str, kind: Kind) -> Vec<String> {
        tokenize(source).into_iter().filter(|token| token.kind == kind).map(|token| token.text).collect()
    }

    #[test]
    fn paths_split_into_identifiers_and_double_colons_whatever_the_spacing() {
        let expected = kinds_and_texts("use crate::content;");
        assert_eq!(kinds_and_texts("use crate :: content ;"), expected);
        assert_eq!(kinds_and_texts("use crate\n  ::content;"), expected);
        assert_eq!(expected[1], (Kind::Ident, "crate".to_owned()));
        assert_eq!(expected[2], (Kind::Punct, "::".to_owned()));
    }

    #[test]
    fn each_token_keeps_the_line_it_starts_on() {
        let lines: Vec<usize> = tokenize("a\n/* x\ny */ b\n\"s\nt\" c").iter().map(|t| t.line).collect();
        assert_eq!(lines, [1, 2, 3, 4, 5]);
    }

    #[test]
    fn a_double_slash_inside_a_string_is_not_a_comment() {
        let tokens = kinds_and_texts("let u = \"http://x\"; use crate::content;");
        assert!(tokens.contains(&(Kind::Str, "http://x".to_owned())));
        assert!(tokens.contains(&(Kind::Ident, "content".to_owned())));
        assert!(!tokens.iter().any(|(kind, _)| *kind == Kind::Comment));
    }

    #[test]
    fn line_and_doc_comments_run_to_the_end_of_the_line() {
        assert_eq!(
            kinds_and_texts("/// doc\nx // note\n"),
            [
                (Kind::Comment, "/// doc".to_owned()),
                (Kind::Ident, "x".to_owned()),
                (Kind::Comment, "// note".to_owned())
            ]
        );
    }

    #[test]
    fn block_comments_nest() {
        let tokens = kinds_and_texts("/* a /* b */ use crate::content; */ x");
        assert_eq!(tokens[0], (Kind::Comment, "/* a /* b */ use crate::content; */".to_owned()));
        assert_eq!(tokens[1], (Kind::Ident, "x".to_owned()));
        assert_eq!(tokens.len(), 2);
    }

    #[test]
    fn raw_strings_end_only_at_a_quote_with_their_hashes() {
        assert_eq!(
            texts_of(r###"r#"say "hi" // not a comment"# x"###, Kind::Str),
            [r#"say "hi" // not a comment"#]
        );
        assert_eq!(texts_of(r#"r"C:\path""#, Kind::Str), [r"C:\path"]);
        assert_eq!(texts_of(r###"br##"a"#b"## cr"c""###, Kind::Str), ["a\"#b", "c"]);
    }

    #[test]
    fn escapes_are_decoded_in_strings_byte_strings_and_characters() {
        assert_eq!(texts_of(r#""Armor\u{73}mith" b"\x41\"" c"\\""#, Kind::Str), ["Armorsmith", "A\"", "\\"]);
        assert_eq!(texts_of("\"Whirl\\\n        wind\"", Kind::Str), ["Whirlwind"]);
        assert_eq!(texts_of(r"'\n' '\'' b'x' '\u{1F600}'", Kind::Char), ["\n", "'", "x", "\u{1F600}"]);
    }

    #[test]
    fn a_quote_in_a_character_literal_opens_no_string() {
        let tokens = kinds_and_texts("let q = '\"'; use crate::content;");
        assert!(tokens.contains(&(Kind::Char, "\"".to_owned())));
        assert!(tokens.contains(&(Kind::Ident, "content".to_owned())));
    }

    #[test]
    fn lifetimes_and_labels_are_not_character_literals() {
        let tokens = kinds_and_texts("fn f<'a>(x: &'a str) { 'outer: loop {} } 'b'");
        assert_eq!(texts_of("fn f<'a>(x: &'a str) { 'outer: loop {} }", Kind::Lifetime), ["a", "a", "outer"]);
        assert_eq!(tokens.last(), Some(&(Kind::Char, "b".to_owned())));
    }

    #[test]
    fn raw_identifiers_lose_their_prefix() {
        assert_eq!(texts_of("crate::r#content::x", Kind::Ident), ["crate", "content", "x"]);
    }

    #[test]
    fn numbers_keep_their_suffix_and_decimal_point() {
        assert_eq!(
            texts_of("1_000u32 + 0x1F + 1.5 + 0..2", Kind::Number),
            ["1_000u32", "0x1F", "1.5", "0", "2"]
        );
    }

    #[test]
    fn unterminated_strings_and_comments_run_to_the_end() {
        assert_eq!(
            kinds_and_texts("x \"open"),
            [(Kind::Ident, "x".to_owned()), (Kind::Str, "open".to_owned())]
        );
        assert_eq!(kinds_and_texts("/* open /* */"), [(Kind::Comment, "/* open /* */".to_owned())]);
    }
}
