//! The engine's macros: it calls no macro the crate defines outside `src/engine/` (a
//! `#[macro_use]` module declared before the engine would lend it one), and no macro of its own
//! splices a `$` fragment into a path (`crate::$m::library()` reaches whatever the caller names).

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

/// Every `$` fragment in `code` that is spliced into a path, with its line and how it is
/// written: a metavariable next to `::` (`crate::$m::x`, `$m::x`; `$crate` is no fragment), or
/// a repetition `$( .. )` next to `::` (`crate::$($m)::*`).
pub fn path_splices(code: &[Token]) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (at, token) in code.iter().enumerate() {
        if !is_punct(Some(token), "$") {
            continue;
        }
        let before = at.checked_sub(1).and_then(|before| code.get(before));
        let after = match code.get(at + 1) {
            Some(name) if name.kind == Kind::Ident && name.text != "crate" => Some(at + 2),
            _ => closing(code, at + 1).map(|close| close + 1),
        };
        let Some(after) = after else { continue };
        if is_punct(before, "::") || is_punct(code.get(after), "::") {
            let written: Vec<&str> = code[at..after].iter().map(|token| token.text.as_str()).collect();
            found.push((token.line, written.concat()));
        }
    }
    found
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
        assert_eq!(
            path_splices(&code),
            [
                (1, "$m".to_owned()),
                (2, "$t".to_owned()),
                (3, "$($s)".to_owned()),
                (5, "$f".to_owned()),
                (6, "$(f($a))".to_owned())
            ]
        );
        assert_eq!(path_splices(&tokenize("f($($a)::*);")), [(1, "$($a)".to_owned())]);
        assert!(path_splices(&tokenize("a::$[x] (y)::z; $crate::f(1)::g")).is_empty());
    }
}
