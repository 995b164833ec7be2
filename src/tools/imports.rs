//! How engine code can take a file into its source: a `#[path]` attribute, or an include
//! macro (`include!`, `include_str!`, `include_bytes!`, or any name a `use` binds to one).

use std::collections::HashSet;
use std::path::{Component, Path};

use crate::tools::rule::Rule;
use crate::tools::rust_tokens::{Kind, Token};

/// Whether `code` includes a file by a computed path: a call of an include macro (named in
/// `includes`: `include_macro_names`) whose argument is not one string (`concat!(..)`,
/// `env!(..)`, a macro's `$path`), each line.
pub fn computed_includes(code: &[Token], includes: &HashSet<String>) -> Vec<usize> {
    let mut found = Vec::new();
    for at in 0..code.len() {
        if is_include_call(code, at, includes)
            && !code.get(at + 3).is_some_and(|string| string.kind == Kind::Str)
        {
            found.push(code[at].line);
        }
    }
    found
}

/// Whether the token at `at` calls an include macro named in `includes`: `name!(`, `name![`
/// or `name!{`, not `macro_rules! name`.
fn is_include_call(code: &[Token], at: usize, includes: &HashSet<String>) -> bool {
    let token = &code[at];
    let defined = at.checked_sub(2).is_some_and(|before| code[before].text == "macro_rules");
    token.kind == Kind::Ident
        && includes.contains(&token.text)
        && !defined
        && is_punct(code.get(at + 1), "!")
        && code.get(at + 2).is_some_and(|open| open.kind == Kind::Punct && "([{".contains(open.text.as_str()))
}

/// The string tokens in `code` that name a source file: the value of `path = ".."` inside an
/// attribute (`#[path = ".."]`, `#[cfg_attr(.., path = "..")]`), and the argument of a call of
/// an include macro named in `includes` (`include_macro_names`).
pub fn named_sources<'a>(code: &'a [Token], includes: &HashSet<String>) -> Vec<&'a Token> {
    let mut found = Vec::new();
    for (at, token) in code.iter().enumerate() {
        if is_punct(Some(token), "#") {
            found.extend(attribute_paths(&code[at + 1..]));
        }
        if is_include_call(code, at, includes) {
            found.extend(code.get(at + 3).filter(|string| string.kind == Kind::Str));
        }
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
    use crate::tools::module_paths::include_macro_names;
    use crate::tools::rust_tokens::tokenize;

    fn sources(source: &str) -> Vec<String> {
        let code = tokenize(source);
        let includes = include_macro_names(&code);
        named_sources(&code, &includes).into_iter().map(|token| token.text.clone()).collect()
    }

    #[test]
    fn source_files_are_named_by_path_attributes_and_includes_only() {
        assert_eq!(sources("#[path = \"a.rs\"] mod a; #![cfg_attr(x, path = \"b.rs\")]"), ["a.rs", "b.rs"]);
        assert_eq!(sources("include!(\"c.rs\"); std::include_str!{\"d.txt\"}"), ["c.rs", "d.txt"]);
        assert_eq!(sources("use std::include_str as grab; grab!(\"e.txt\");"), ["e.txt"]);
        assert!(sources("macro_rules! include { () => {} }").is_empty());
        assert!(sources("let path = \"e.rs\"; #[doc = \"path\"] fn f() { g[path = 1]; }").is_empty());
    }

    #[test]
    fn an_include_whose_argument_is_not_one_string_is_computed() {
        let computed = |source: &str| {
            let code = tokenize(source);
            computed_includes(&code, &include_macro_names(&code))
        };
        assert_eq!(computed("x();\ninclude!(concat!(\"a\", \"b\"));\ninclude_str!(\"c\");"), [2]);
        assert!(computed("let include = 1; if include != 2 {} include_bytes!(\"\");").is_empty());
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
