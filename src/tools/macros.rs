//! The engine's macros: it calls no macro the crate defines outside `src/engine/` (a
//! `#[macro_use]` module declared before the engine would lend it one); no macro of its own
//! splices a `$` fragment into a path (`crate::$m::library()` reaches whatever the caller names)
//! or into an import (`extern crate $name as me;` binds `me` to whatever the caller names); and
//! no macro call passes it the keywords of an import to put together out of the audit's sight.

use std::collections::HashSet;

use crate::tools::rust_tokens::{Kind, Token};

/// The names of the macros `code` defines with `macro_rules! name`.
pub fn defined_macros(code: &[Token]) -> Vec<String> {
    let mut names = Vec::new();
    for (at, token) in code.iter().enumerate() {
        let defines =
            token.kind == Kind::Ident && token.text == "macro_rules" && is_punct(code.get(at + 1), "!");
        if let Some(name) = code.get(at + 2).filter(|name| defines && name.kind == Kind::Ident) {
            names.push(name.text.clone());
        }
    }
    names
}

/// Every call in `code` of a macro named in `outside` (the macros the crate defines outside
/// `src/engine/`), with its line and name: `name!(..)`, `name![..]`, `name!{..}`.
pub fn outside_macro_calls(code: &[Token], outside: &HashSet<String>) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (at, token) in code.iter().enumerate() {
        let defined = at.checked_sub(2).is_some_and(|before| code[before].text == "macro_rules");
        let called = token.kind == Kind::Ident
            && !defined
            && is_punct(code.get(at + 1), "!")
            && code.get(at + 2).is_some_and(|open| ["(", "[", "{"].iter().any(|o| is_punct(Some(open), o)));
        if called && outside.contains(&token.text) {
            found.push((token.line, token.text.clone()));
        }
    }
    found
}

/// Where a `$` fragment is spliced that the audit cannot follow it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Splice {
    /// Into a path: next to `::`.
    Path,
    /// Into an import: inside a `use` item, or next to `use`, `extern` or `crate`.
    Import,
}

/// The keywords that make an import: a fragment next to one of them is spliced into it
/// (`$kw crate self as me;`, `extern crate $name as me;`, `use $x as me;`).
const IMPORT_KEYWORDS: [&str; 3] = ["use", "extern", "crate"];

/// Every `$` fragment in `code` spliced where the audit cannot follow it, with its line, how it
/// is written, and where. A fragment is a metavariable (`$m`; `$crate` is no fragment) or a
/// repetition `$( .. )`, whose neighbours after it are its separator, its operator and the
/// token after them. Next to `::`, it is spliced into a path (`crate::$m::x`, `$m::x`,
/// `crate::$($m)::*`, `$($m)*::x`); otherwise inside a `use` item or next to `use`, `extern` or
/// `crate`, into an import (`use self::{$f as r};`, `$kw crate self as me;`).
pub fn splices(code: &[Token]) -> Vec<(usize, String, Splice)> {
    let in_use = use_items(code);
    let mut found = Vec::new();
    for (at, token) in code.iter().enumerate() {
        if !is_punct(Some(token), "$") {
            continue;
        }
        let (end, last) = match code.get(at + 1) {
            Some(name) if name.kind == Kind::Ident && name.text != "crate" => (at + 2, at + 2),
            _ => match closing(code, at + 1) {
                Some(close) => (close + 1, past_operator(code, close)),
                None => continue,
            },
        };
        let before = at.checked_sub(1).and_then(|before| code.get(before));
        let neighbours: Vec<&Token> =
            before.into_iter().chain(code.iter().take(last + 1).skip(end)).collect();
        let splice = if neighbours.iter().any(|token| is_punct(Some(token), "::")) {
            Splice::Path
        } else if in_use[at] || neighbours.iter().any(|token| is_import_keyword(token)) {
            Splice::Import
        } else {
            continue;
        };
        let written: Vec<&str> = code[at..end].iter().map(|token| token.text.as_str()).collect();
        found.push((token.line, written.concat(), splice));
    }
    found
}

/// Every `use` or `extern` keyword in the arguments of a macro call in `code` (`k!(extern,
/// crate, self)`), with its line: a macro can put it together with other fragments into an
/// import that the audit never reads whole (`$a $b $c as me;`).
pub fn import_keywords_passed(code: &[Token]) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    // For each delimiter open at this point, whether it opens a macro call's arguments.
    let mut open: Vec<bool> = Vec::new();
    for (at, token) in code.iter().enumerate() {
        if ["(", "[", "{"].iter().any(|delimiter| is_punct(Some(token), delimiter)) {
            let bang = at.checked_sub(1).and_then(|before| code.get(before));
            let name = at.checked_sub(2).and_then(|before| code.get(before));
            open.push(is_punct(bang, "!") && name.is_some_and(|name| name.kind == Kind::Ident));
        } else if [")", "]", "}"].iter().any(|delimiter| is_punct(Some(token), delimiter)) {
            open.pop();
        } else if open.contains(&true)
            && ["use", "extern"].contains(&token.text.as_str())
            && starts_import(code, at)
        {
            found.push((token.line, token.text.clone()));
        }
    }
    found
}

/// For each token of `code`, whether it is inside a `use` item: from `use` (not the `use<..>`
/// of a precise capturing bound) to the `;` that ends it.
fn use_items(code: &[Token]) -> Vec<bool> {
    let mut inside = Vec::with_capacity(code.len());
    let mut open = false;
    for (at, token) in code.iter().enumerate() {
        if token.text == "use" && starts_import(code, at) {
            open = true;
        } else if is_punct(Some(token), ";") {
            open = false;
        }
        inside.push(open);
    }
    inside
}

/// Whether the token at `at` is a keyword that can start an import: `use` or `extern` (any
/// identifier passes, the callers name the keyword), but not `use` followed by `<`, a precise
/// capturing bound (`impl Sized + use<'a>`), nor a string that reads `use`.
fn starts_import(code: &[Token], at: usize) -> bool {
    code[at].kind == Kind::Ident && !(code[at].text == "use" && is_punct(code.get(at + 1), "<"))
}

/// Whether `token` is one of the keywords that make an import.
fn is_import_keyword(token: &Token) -> bool {
    token.kind == Kind::Ident && IMPORT_KEYWORDS.contains(&token.text.as_str())
}

/// The position of the token after the repetition whose `)` is at `close`: past its operator
/// (`*`, `+`, `?`), and past the separator before it, if any (`$($m),*`).
fn past_operator(code: &[Token], close: usize) -> usize {
    let operator = if ["*", "+", "?"].iter().any(|op| is_punct(code.get(close + 1), op)) {
        close + 1
    } else {
        close + 2
    };
    operator + 1
}

/// Where the `(` at `open` closes; `None` when no `(` is there, or it never closes.
fn closing(code: &[Token], open: usize) -> Option<usize> {
    if !is_punct(code.get(open), "(") {
        return None;
    }
    let mut depth = 0usize;
    for (at, token) in code.iter().enumerate().skip(open) {
        if is_punct(Some(token), "(") {
            depth += 1;
        } else if is_punct(Some(token), ")") {
            depth -= 1;
            if depth == 0 {
                return Some(at);
            }
        }
    }
    None
}

/// Whether `token` is the punctuation `text`.
fn is_punct(token: Option<&Token>, text: &str) -> bool {
    token.is_some_and(|token| token.kind == Kind::Punct && token.text == text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::rust_tokens::tokenize;

    #[test]
    fn macros_are_known_by_their_definitions() {
        let code = tokenize("#[macro_export] macro_rules! card { () => {} }\nmacro_rules! other {}");
        assert_eq!(defined_macros(&code), ["card", "other"]);
    }

    #[test]
    fn a_call_of_a_macro_defined_outside_the_engine_is_found_and_std_macros_are_not() {
        let outside: HashSet<String> = ["card".to_owned()].into();
        let code = tokenize(
            "card!(x);\nlet v = card![1];\ncard! { }\nformat!(\"{}\", card);\nmacro_rules! card {}\nif card != 1 {}",
        );
        assert_eq!(
            outside_macro_calls(&code, &outside),
            [(1, "card".to_owned()), (2, "card".to_owned()), (3, "card".to_owned())]
        );
    }

    #[test]
    fn a_fragment_spliced_into_a_path_is_found() {
        let code = tokenize(
            "macro_rules! p { ($m:ident) => { crate::$m::library() } }\n($t:ty) => { $t::new() }\n\
             ($($s:ident)*) => { crate::$($s)::* }\n($e:expr) => { $crate::x($e) + $e }\n\
             ($f:ident) => { crate::$f() }\n($($a:expr),*) => { x::$( f($a) )::* }",
        );
        let path = |line, written: &str| (line, written.to_owned(), Splice::Path);
        assert_eq!(
            splices(&code),
            [path(1, "$m"), path(2, "$t"), path(3, "$($s)"), path(5, "$f"), path(6, "$(f($a))")]
        );
        assert_eq!(splices(&tokenize("f($($a)::*);\n$($m)*::x")), [path(1, "$($a)"), path(2, "$($m)")]);
        assert!(splices(&tokenize("a::$[x] (y)::z; $crate::f(1)::g")).is_empty());
    }

    #[test]
    fn a_fragment_spliced_into_an_import_is_found() {
        let code = tokenize(
            "$kw crate self as me;\nextern crate $name as me;\nuse self::{$f as r};\n$($k)crate* as me;\n\
             use std::fmt; $e as u8; impl Sized + use<'a> { $x }",
        );
        let import = |line, written: &str| (line, written.to_owned(), Splice::Import);
        assert_eq!(
            splices(&code),
            [import(1, "$kw"), import(2, "$name"), import(3, "$f"), import(4, "$($k)")]
        );
    }

    #[test]
    fn use_and_extern_passed_to_a_macro_are_found() {
        let code =
            tokenize("k!(extern, crate, self);\nm![{ use }] + n!(\"use\", x use<'a>);\nmod m { use a; }");
        assert_eq!(import_keywords_passed(&code), [(1, "extern".to_owned()), (2, "use".to_owned())]);
    }
}
