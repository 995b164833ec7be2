//! How engine code can reach another part of the crate: a path through `crate`, `super` or
//! `my_engine`, or a file named in a `#[path]` attribute or an `include!`.

use std::path::{Component, Path};

use crate::tools::rule::Rule;
use crate::tools::rust_tokens::{Kind, Token};

/// The roots a path to another module of the crate starts at.
const ROOTS: [&str; 3] = ["crate", "super", "my_engine"];

/// The modules the engine must not import.
const MODULES: [&str; 2] = ["content", "harness"];

/// `content` or `harness`, with the line that names it, for every path in `code` (comments
/// left out) that starts at `crate`, `super` or `my_engine` and passes through one of them, in
/// any layout: `use crate :: content;`, `use crate::{engine,⏎content::library};`,
/// `super::super::content::x()`, `crate::harness::GameEvent::Died` inside an expression.
pub fn imported_modules(code: &[Token]) -> Vec<(usize, &'static str)> {
    let mut found = Vec::new();
    for (at, token) in code.iter().enumerate() {
        let root = token.kind == Kind::Ident && ROOTS.contains(&token.text.as_str());
        if !root || !is_punct(code.get(at + 1), "::") {
            continue;
        }
        for segment in path_segments(&code[at + 1..]) {
            if let Some(module) = MODULES.iter().find(|module| **module == segment.text) {
                found.push((segment.line, *module));
            }
        }
    }
    found
}

/// Every way `code` (comments left out), the engine file `file`, reaches a part of the crate
/// other than the engine, with its line and how it is written: `crate::scenario`,
/// `$crate::vocabulary`, `my_engine::text`, `crate::{engine, search}` (`search`), `use crate
/// as root`, `extern crate self as me`, `use crate::*`, and a `super` chain that climbs past
/// the engine (`super::super::super::x` from `src/engine/course/x.rs`). A path to `content`
/// or `harness` is `imported_modules`'s, not repeated here. `pub(crate)` and `pub(in
/// crate::engine)` are visibility, not paths.
pub fn crate_reaches(code: &[Token], file: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let mut inline_modules: Vec<usize> = Vec::new();
    let mut braces = 0usize;
    for (at, token) in code.iter().enumerate() {
        let previous = at.checked_sub(1).and_then(|before| code.get(before));
        let next = code.get(at + 1);
        match (token.kind, token.text.as_str()) {
            (Kind::Punct, "{") => {
                let opens_module = at >= 2
                    && code[at - 2].kind == Kind::Ident
                    && code[at - 2].text == "mod"
                    && code[at - 1].kind == Kind::Ident;
                if opens_module {
                    inline_modules.push(braces);
                }
                braces += 1;
            }
            (Kind::Punct, "}") => {
                braces = braces.saturating_sub(1);
                if inline_modules.last() == Some(&braces) {
                    inline_modules.pop();
                }
            }
            (Kind::Ident, "crate" | "my_engine") => {
                if let Some(reach) = crate_path(code, at, previous, next) {
                    found.push((token.line, reach));
                }
            }
            (Kind::Ident, "super") if !is_punct(previous, "::") => {
                let supers = code[at..]
                    .chunks(2)
                    .take_while(|pair| {
                        pair[0].text == "super" && pair.get(1).is_some_and(|sep| sep.text == "::")
                    })
                    .count();
                let rest = code.get(at + 2 * supers).map_or(String::new(), |name| name.text.clone());
                let reported = MODULES.contains(&rest.as_str()); // `imported_modules` names it.
                if supers > module_depth(file) + inline_modules.len() && !reported {
                    found.push((token.line, format!("{}{rest}", "super::".repeat(supers))));
                }
            }
            _ => {}
        }
    }
    found
}

/// How `crate` (or `my_engine`) at `at` reaches outside the engine, if it does.
fn crate_path(code: &[Token], at: usize, previous: Option<&Token>, next: Option<&Token>) -> Option<String> {
    let root = &code[at].text;
    let root = if is_punct(previous, "$") { format!("${root}") } else { root.clone() };
    if previous.is_some_and(|previous| previous.kind == Kind::Ident && previous.text == "extern") {
        return Some(format!("extern {root}"));
    }
    if is_punct(previous, "(") && is_punct(next, ")") {
        return None; // pub(crate)
    }
    if !is_punct(next, "::") {
        return match next {
            Some(alias) if alias.kind == Kind::Ident && alias.text == "as" => Some(format!("{root} as ..")),
            Some(token) if token.kind == Kind::Punct && (token.text == ";" || token.text == ",") => {
                Some(root)
            }
            _ => None,
        };
    }
    let first = first_segments(&code[at + 2..]);
    let outside: Vec<&str> = first
        .iter()
        .map(String::as_str)
        .filter(|name| *name != "engine" && !MODULES.contains(name))
        .collect();
    outside.first().map(|name| format!("{root}::{name}"))
}

/// The first names after a root's `::`: `x` in `x::y`, `a` and `b` in `{a, b::c}`, `*` for a
/// glob.
fn first_segments(rest: &[Token]) -> Vec<String> {
    match rest.first() {
        Some(name) if name.kind == Kind::Ident => vec![name.text.clone()],
        Some(star) if is_punct(Some(star), "*") => vec!["*".to_owned()],
        Some(open) if is_punct(Some(open), "{") => {
            let mut names = Vec::new();
            let mut depth = 0usize;
            let mut expects_name = true;
            for token in &rest[1..] {
                match (token.kind, token.text.as_str()) {
                    (Kind::Punct, "{") => depth += 1,
                    (Kind::Punct, "}") if depth == 0 => break,
                    (Kind::Punct, "}") => depth -= 1,
                    (Kind::Punct, ",") if depth == 0 => expects_name = true,
                    (Kind::Punct, "*") if depth == 0 && expects_name => {
                        names.push("*".to_owned());
                        expects_name = false;
                    }
                    (Kind::Ident, name) if depth == 0 && expects_name => {
                        names.push(name.to_owned());
                        expects_name = false;
                    }
                    _ => {}
                }
            }
            names
        }
        _ => Vec::new(),
    }
}

/// How many `super`s a path in `file` may climb and stay in the engine: from
/// `src/engine/course/x.rs` (the module `engine::course::x`) two reach `engine`.
fn module_depth(file: &str) -> usize {
    let parts: Vec<&str> = file.trim_start_matches("src/").split('/').collect();
    let modules = parts.len() - usize::from(parts.last() == Some(&"mod.rs"));
    modules.saturating_sub(1)
}

/// Whether `code` includes a file by a computed path: `include!`, `include_str!` or
/// `include_bytes!` whose argument is not one string (`concat!(..)`, `env!(..)`), each line.
pub fn computed_includes(code: &[Token]) -> Vec<usize> {
    let mut found = Vec::new();
    for (at, token) in code.iter().enumerate() {
        let next = |ahead: usize| code.get(at + ahead);
        let include = token.kind == Kind::Ident
            && ["include", "include_str", "include_bytes"].contains(&token.text.as_str())
            && is_punct(next(1), "!")
            && next(2).is_some_and(|open| open.kind == Kind::Punct && "([{".contains(open.text.as_str()));
        if include && !next(3).is_some_and(|string| string.kind == Kind::Str) {
            found.push(token.line);
        }
    }
    found
}

/// The names in the path or use tree that `rest` starts with, just after its root; an alias
/// after `as` is not a name of the path. `::{engine, content::library as l}` names `engine`,
/// `content` and `library`; `::x(content)` names only `x`.
fn path_segments(rest: &[Token]) -> Vec<&Token> {
    let mut segments = Vec::new();
    let mut depth = 0usize;
    let mut expects_name = false;
    let mut at = 0;
    while let Some(token) = rest.get(at) {
        match (token.kind, token.text.as_str()) {
            (Kind::Punct, "::") => expects_name = true,
            (Kind::Punct, "{") if expects_name => depth += 1,
            (Kind::Punct, ",") if depth > 0 => expects_name = true,
            (Kind::Punct, "}") if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            (Kind::Punct, "*") if expects_name => expects_name = false,
            (Kind::Ident, "as") if depth > 0 => at += 1,
            (Kind::Ident, _) if expects_name => {
                segments.push(token);
                expects_name = false;
            }
            _ => break,
        }
        at += 1;
    }
    segments
}

/// The string tokens in `code` that name a source file: the value of `path = ".."` inside an
/// attribute (`#[path = ".."]`, `#[cfg_attr(.., path = "..")]`), and the argument of
/// `include!`, `include_str!` and `include_bytes!`.
pub fn named_sources(code: &[Token]) -> Vec<&Token> {
    let mut found = Vec::new();
    for (at, token) in code.iter().enumerate() {
        let next = |ahead: usize| code.get(at + ahead);
        if is_punct(Some(token), "#") {
            found.extend(attribute_paths(&code[at + 1..]));
        }
        let include = token.kind == Kind::Ident
            && ["include", "include_str", "include_bytes"].contains(&token.text.as_str())
            && is_punct(next(1), "!")
            && next(2).is_some_and(|open| open.kind == Kind::Punct && "([{".contains(open.text.as_str()));
        found.extend(next(3).filter(|string| include && string.kind == Kind::Str));
    }
    found
}

/// The values of `path = ".."` in the attribute that `rest` starts with, just after its `#`:
/// `[path = ".."]` or `![..]`, up to the `]` that closes it.
fn attribute_paths(rest: &[Token]) -> Vec<&Token> {
    let rest = match rest.split_first() {
        Some((bang, tail)) if is_punct(Some(bang), "!") => tail,
        _ => rest,
    };
    let mut found = Vec::new();
    let mut depth = 0usize;
    for (at, token) in rest.iter().enumerate() {
        if is_punct(Some(token), "[") {
            depth += 1;
        } else if depth == 0 {
            break;
        } else if is_punct(Some(token), "]") {
            depth -= 1;
            if depth == 0 {
                break;
            }
        } else if token.kind == Kind::Ident && token.text == "path" && is_punct(rest.get(at + 1), "=") {
            found.extend(rest.get(at + 2).filter(|string| string.kind == Kind::Str));
        }
    }
    found
}

/// The rule broken when the engine file `file` names `target` as a source file, resolved as
/// rustc resolves it outside inline modules: from the file's folder, `.` and `..` applied to
/// the text. Inside an inline module rustc starts from a deeper folder, so a path that really
/// reaches `src/content/` or the harness is still caught; one that stays in the engine only
/// thanks to that deeper folder is reported too (declare that module outside the inline one).
pub fn reached_outside(file: &str, target: &str) -> Option<Rule> {
    let mut parts: Vec<String> = file.split('/').map(str::to_owned).collect();
    parts.pop();
    for component in Path::new(target).components() {
        match component {
            Component::Normal(part) => parts.push(part.to_string_lossy().into_owned()),
            Component::ParentDir if parts.pop().is_some() => {}
            Component::CurDir => {}
            _ => return Some(Rule::EngineReachesOutside { path: target.to_owned() }),
        }
    }
    match parts.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["src", "engine", ..] => None,
        ["src", "content", ..] => Some(Rule::EngineImports { module: "content" }),
        ["src", "harness.rs" | "harness", ..] => Some(Rule::EngineImports { module: "harness" }),
        _ => Some(Rule::EngineReachesOutside { path: target.to_owned() }),
    }
}

/// Whether `token` is the punctuation `text`.
fn is_punct(token: Option<&Token>, text: &str) -> bool {
    token.is_some_and(|token| token.kind == Kind::Punct && token.text == text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::rust_tokens::tokenize;

    fn imports(source: &str) -> Vec<&'static str> {
        let mut modules: Vec<&'static str> =
            imported_modules(&tokenize(source)).into_iter().map(|(_, module)| module).collect();
        modules.dedup();
        modules
    }

    fn sources(source: &str) -> Vec<String> {
        named_sources(&tokenize(source)).into_iter().map(|token| token.text.clone()).collect()
    }

    #[test]
    fn imports_are_found_through_every_root() {
        assert_eq!(imports("use crate::content::library;"), ["content"]);
        assert_eq!(imports("use crate::{engine, harness::Game};"), ["harness"]);
        assert_eq!(imports("    super::super::content::x();"), ["content"]);
        assert_eq!(imports("use my_engine::{harness as h, *};"), ["harness"]);
        assert!(imports("let content = crate::x(content);").is_empty());
        assert!(imports("use crate::{engine::{self as content}};").is_empty());
    }

    #[test]
    fn source_files_are_named_by_path_attributes_and_includes_only() {
        assert_eq!(sources("#[path = \"a.rs\"] mod a; #![cfg_attr(x, path = \"b.rs\")]"), ["a.rs", "b.rs"]);
        assert_eq!(sources("include!(\"c.rs\"); std::include_str!{\"d.txt\"}"), ["c.rs", "d.txt"]);
        assert!(sources("let path = \"e.rs\"; #[doc = \"path\"] fn f() { g[path = 1]; }").is_empty());
    }

    #[test]
    fn a_source_path_is_resolved_from_the_files_folder() {
        let outside = |path: &str| Some(Rule::EngineReachesOutside { path: path.into() });
        let imports = |module| Some(Rule::EngineImports { module });
        assert_eq!(reached_outside("src/engine/a.rs", "rules/b.rs"), None);
        assert_eq!(reached_outside("src/engine/x/a.rs", "../b.rs"), None);
        assert_eq!(reached_outside("src/engine/a.rs", "./../content/mod.rs"), imports("content"));
        assert_eq!(reached_outside("src/engine/a.rs", "../harness.rs"), imports("harness"));
        assert_eq!(reached_outside("src/engine/a.rs", "../scenario/mod.rs"), outside("../scenario/mod.rs"));
        assert_eq!(
            reached_outside("src/engine/a.rs", "../../../../etc/x.rs"),
            outside("../../../../etc/x.rs")
        );
        assert_eq!(reached_outside("src/engine/a.rs", "/etc/x.rs"), outside("/etc/x.rs"));
    }
}
