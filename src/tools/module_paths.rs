//! Where a path in engine code leads. Every path and every leaf of every `use` tree is
//! resolved, as rustc resolves it, to the module it reaches: from `crate`, `$crate` or
//! `my_engine` (the crate's root), `self` (this module) or `super` (its parent), through every
//! later `self` and `super`, and through the aliases that `use ... as`, a use tree's leaf and
//! `extern crate self as` bind. A path that reaches the crate's root or anything outside
//! `engine` breaks a rule, however it was written.

use std::collections::{HashMap, HashSet};

use crate::tools::rule::Rule;
use crate::tools::rust_tokens::{Kind, Token};

/// The modules the engine must not import, by name.
const MODULES: [&str; 2] = ["content", "harness"];

/// The macros that take a file into the source.
pub const INCLUDE_MACROS: [&str; 3] = ["include", "include_str", "include_bytes"];

/// One name of a path as written (`$crate` for `$crate`), and its line.
#[derive(Clone, Debug)]
struct Segment {
    text: String,
    line: usize,
}

/// One leaf of a `use` tree (or an `extern crate`): its whole path, the name it binds in its
/// module (none for a glob or `_`), and the module it is declared in.
#[derive(Clone, Debug)]
struct UseLeaf {
    path: Vec<Segment>,
    binds: Option<String>,
    glob: bool,
    module: Vec<String>,
}

/// The aliases a file binds: (module, name) to the absolute module path the name stands for.
type Aliases = HashMap<(Vec<String>, String), Vec<String>>;

/// Every way `code` (comments left out), the engine file `file`, reaches outside the engine,
/// each at its line: `EngineImports` for `content` and `harness`, `EngineReachesCrate` for the
/// crate's root and any other module.
pub fn reached_outside_paths(code: &[Token], file: &str) -> Vec<(usize, Rule)> {
    let modules = modules_of(code, file);
    let (leaves, in_use) = use_leaves(code, &modules);
    let aliases = aliases(&leaves);
    let mut found = Vec::new();
    for leaf in &leaves {
        let glob = leaf.glob.then_some("*");
        found.extend(resolve(&leaf.path, &leaf.module, &aliases).and_then(|reach| reach.rule(glob)));
    }
    for (at, module) in modules.iter().enumerate() {
        if in_use.contains(&at) {
            continue;
        }
        if let Some(path) = path_at(code, at) {
            found.extend(resolve(&path, module, &aliases).and_then(|reach| reach.rule(None)));
        }
    }
    found
}

/// The names `code` calls an include macro by: `include`, `include_str`, `include_bytes`, and
/// every name a `use` binds to a path ending in one of them (`use std::include_str as grab;`,
/// `use core::{include as i}`).
pub fn include_macro_names(code: &[Token]) -> HashSet<String> {
    let modules = vec![Vec::new(); code.len()];
    let mut names: HashSet<String> = INCLUDE_MACROS.iter().map(|name| (*name).to_owned()).collect();
    for leaf in use_leaves(code, &modules).0 {
        let last = leaf.path.last().map(|segment| segment.text.as_str());
        if last.is_some_and(|last| INCLUDE_MACROS.contains(&last)) {
            names.extend(leaf.binds);
        }
    }
    names
}

/// The module each token of `code` is in: the file's module (`src/engine/course/x.rs` is
/// `engine::course::x`, a `mod.rs` its folder's), and any inline `mod name { .. }` around it.
fn modules_of(code: &[Token], file: &str) -> Vec<Vec<String>> {
    let mut module: Vec<String> = file.trim_start_matches("src/").split('/').map(str::to_owned).collect();
    if let Some(last) = module.pop() {
        let stem = last.split('.').next().unwrap_or_default().to_owned();
        if stem != "mod" {
            module.push(stem);
        }
    }
    let mut inline: Vec<usize> = Vec::new();
    let mut braces = 0usize;
    let mut modules = Vec::with_capacity(code.len());
    for (at, token) in code.iter().enumerate() {
        modules.push(module.clone());
        if is_punct(Some(token), "{") {
            let name = at.checked_sub(1).and_then(|before| code.get(before));
            let keyword = at.checked_sub(2).and_then(|before| code.get(before));
            if is_ident(keyword, "mod") && name.is_some_and(|name| name.kind == Kind::Ident) {
                inline.push(braces);
                module.push(name.map(|name| name.text.clone()).unwrap_or_default());
            }
            braces += 1;
        } else if is_punct(Some(token), "}") {
            braces = braces.saturating_sub(1);
            if inline.last() == Some(&braces) {
                inline.pop();
                module.pop();
            }
        }
    }
    modules
}

/// The leaves of every `use` tree and `extern crate` in `code`, and the positions of the
/// tokens those declarations take (their paths are resolved as leaves, not again as paths).
fn use_leaves(code: &[Token], modules: &[Vec<String>]) -> (Vec<UseLeaf>, HashSet<usize>) {
    let mut leaves = Vec::new();
    let mut taken = HashSet::new();
    for (at, token) in code.iter().enumerate() {
        if token.kind != Kind::Ident {
            continue;
        }
        let end = if token.text == "use" {
            let mut found = Vec::new();
            let end = use_tree(code, at + 1, &[], &mut found);
            leaves.extend(found.into_iter().map(|(path, binds, glob)| UseLeaf {
                path,
                binds,
                glob,
                module: modules[at].clone(),
            }));
            end
        } else if token.text == "extern" && is_ident(code.get(at + 1), "crate") {
            let Some(name) = code.get(at + 2).filter(|name| name.kind == Kind::Ident) else { continue };
            let alias = if is_ident(code.get(at + 3), "as") { code.get(at + 4) } else { None };
            if name.text == "self" || name.text == "my_engine" {
                let path = vec![Segment { text: "crate".to_owned(), line: name.line }];
                let binds = alias.map_or_else(|| name.text.clone(), |alias| alias.text.clone());
                leaves.push(UseLeaf { path, binds: Some(binds), glob: false, module: modules[at].clone() });
            }
            at + 3
        } else {
            continue;
        };
        taken.extend(at..end);
    }
    (leaves, taken)
}

/// A leaf found in a use tree: its path, the name it binds, whether it is a glob.
type Leaf = (Vec<Segment>, Option<String>, bool);

/// Read the use tree starting at `at` (after `use`, or inside a group) below `prefix` into
/// `leaves`; the position just after it.
fn use_tree(code: &[Token], mut at: usize, prefix: &[Segment], leaves: &mut Vec<Leaf>) -> usize {
    let mut path = prefix.to_vec();
    while let Some(token) = code.get(at) {
        if is_punct(Some(token), "::") {
            at += 1;
        } else if is_punct(Some(token), "$") && is_ident(code.get(at + 1), "crate") {
            path.push(Segment { text: "$crate".to_owned(), line: token.line });
            at += 2;
        } else if token.kind == Kind::Ident && token.text != "as" {
            path.push(Segment { text: token.text.clone(), line: token.line });
            at += 1;
            if !is_punct(code.get(at), "::") {
                break;
            }
        } else {
            break;
        }
    }
    match code.get(at) {
        Some(open) if is_punct(Some(open), "{") => {
            at += 1;
            while let Some(token) = code.get(at) {
                if is_punct(Some(token), "}") {
                    return at + 1;
                }
                if is_punct(Some(token), ",") {
                    at += 1;
                    continue;
                }
                let next = use_tree(code, at, &path, leaves);
                at = next.max(at + 1);
            }
            at
        }
        Some(star) if is_punct(Some(star), "*") => {
            leaves.push((path, None, true));
            at + 1
        }
        Some(alias) if is_ident(Some(alias), "as") => {
            let binds = code.get(at + 1).map(|name| name.text.clone()).filter(|name| name != "_");
            leaves.push((path, binds, false));
            at + 2
        }
        _ => {
            let named = path.iter().rev().find(|segment| segment.text != "self");
            let binds = named.map(|segment| segment.text.clone());
            if !path.is_empty() {
                leaves.push((path, binds, false));
            }
            at
        }
    }
}

/// The aliases that `leaves` bind to modules of the crate, each chain of aliases followed to
/// its end (`use super::super as root; use root::engine as e;`).
fn aliases(leaves: &[UseLeaf]) -> Aliases {
    let mut aliases = Aliases::new();
    for _ in 0..=leaves.len() {
        let before = aliases.len();
        for leaf in leaves {
            let Some(name) = &leaf.binds else { continue };
            let key = (leaf.module.clone(), name.clone());
            if aliases.contains_key(&key) {
                continue;
            }
            if let Some(reach) = resolve(&leaf.path, &leaf.module, &aliases) {
                aliases.insert(key, reach.module);
            }
        }
        if aliases.len() == before {
            break;
        }
    }
    aliases
}

/// The path that starts at `at` in an expression, a type or an attribute, if one does: a name
/// followed by `::`, not itself after `::` or `.` (`my_engine` after a leading `::` counts),
/// nor the path of `pub(in ..)`.
fn path_at(code: &[Token], at: usize) -> Option<Vec<Segment>> {
    let token = &code[at];
    let previous = at.checked_sub(1).and_then(|before| code.get(before));
    let dollar_crate = is_punct(Some(token), "$") && is_ident(code.get(at + 1), "crate");
    if !(dollar_crate || token.kind == Kind::Ident) {
        return None;
    }
    let first_name = if dollar_crate { at + 1 } else { at };
    if !is_punct(code.get(first_name + 1), "::") || is_punct(previous, ".") {
        return None;
    }
    if token.kind == Kind::Ident && (is_punct(previous, "$") || is_ident(previous, "in")) {
        return None;
    }
    if is_punct(previous, "::") && token.text != "my_engine" {
        return None;
    }
    let first = if dollar_crate { "$crate".to_owned() } else { token.text.clone() };
    let mut path = vec![Segment { text: first, line: token.line }];
    let mut next = first_name + 1;
    while is_punct(code.get(next), "::") {
        match code.get(next + 1) {
            Some(name) if name.kind == Kind::Ident => {
                path.push(Segment { text: name.text.clone(), line: name.line });
                next += 2;
            }
            _ => break,
        }
    }
    Some(path)
}

/// Where a resolved path leads: the module, and which segment named its top-level module
/// (`None` when it ends at the crate's root, or climbed past it).
struct Reach {
    module: Vec<String>,
    path: Vec<Segment>,
    top: Option<usize>,
    climbed_out: bool,
}

impl Reach {
    /// The rule this reach breaks, if it leads outside the engine; `glob` is `*` for a glob.
    fn rule(&self, glob: Option<&str>) -> Option<(usize, Rule)> {
        let inside = !self.climbed_out && self.module.first().is_some_and(|top| top == "engine");
        if inside {
            return None;
        }
        let shown = self.top.map_or(self.path.len(), |top| top + 1);
        let mut written: Vec<&str> = self.path[..shown].iter().map(|segment| segment.text.as_str()).collect();
        written.extend(glob.filter(|_| self.top.is_none()));
        let line = self.path[self.top.unwrap_or(0)].line;
        match self.module.first().filter(|_| !self.climbed_out) {
            Some(top) if MODULES.contains(&top.as_str()) => {
                let module = MODULES.into_iter().find(|module| module == top)?;
                Some((line, Rule::EngineImports { module }))
            }
            _ => Some((line, Rule::EngineReachesCrate { path: written.join("::") })),
        }
    }
}

/// Resolve `path`, written in `module`, to the module of the crate it reaches; `None` when it
/// does not start in the crate (an outside crate, `std`, a local name).
fn resolve(path: &[Segment], module: &[String], aliases: &Aliases) -> Option<Reach> {
    let first = path.first()?;
    let mut reached: Vec<String> = match first.text.as_str() {
        "crate" | "$crate" | "my_engine" => Vec::new(),
        "self" => module.to_vec(),
        "super" => module.to_vec(),
        name => aliases.get(&(module.to_vec(), name.to_owned()))?.clone(),
    };
    let mut climbed_out = false;
    let mut top = (reached.len() == 1).then_some(0);
    let start = usize::from(first.text != "super");
    for (at, segment) in path.iter().enumerate().skip(start) {
        match segment.text.as_str() {
            "self" => {}
            "super" => {
                climbed_out |= reached.pop().is_none();
                top = None;
            }
            name => {
                reached.push(name.to_owned());
                if reached.len() == 1 {
                    top = Some(at);
                }
            }
        }
    }
    Some(Reach { module: reached, path: path.to_vec(), top, climbed_out })
}

/// Whether `token` is the punctuation `text`.
fn is_punct(token: Option<&Token>, text: &str) -> bool {
    token.is_some_and(|token| token.kind == Kind::Punct && token.text == text)
}

/// Whether `token` is the identifier or keyword `text`.
fn is_ident(token: Option<&Token>, text: &str) -> bool {
    token.is_some_and(|token| token.kind == Kind::Ident && token.text == text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::rust_tokens::tokenize;

    fn reaches(file: &str, source: &str) -> Vec<(usize, Rule)> {
        reached_outside_paths(&tokenize(source), file)
    }

    fn crate_path(line: usize, path: &str) -> (usize, Rule) {
        (line, Rule::EngineReachesCrate { path: path.to_owned() })
    }

    #[test]
    fn every_root_and_alias_is_followed_to_the_module_it_reaches() {
        let file = "src/engine/x.rs";
        let content = (2, Rule::EngineImports { module: "content" });
        assert_eq!(
            reaches(file, "use super::super as root;\nroot::content::library();"),
            [crate_path(1, "super::super"), content.clone()]
        );
        assert_eq!(
            reaches(file, "use super::{super as root};\nroot::content::x();"),
            [crate_path(1, "super::super"), content.clone()]
        );
        assert_eq!(
            reaches(file, "fn f() {}\nself::super::super::scenario::run();"),
            [crate_path(2, "self::super::super::scenario")]
        );
        assert_eq!(
            reaches(file, "use crate as a;\nuse a::engine as b;\nb::super::content::x();"),
            [crate_path(1, "crate"), (3, Rule::EngineImports { module: "content" })]
        );
        assert_eq!(reaches(file, "extern crate self as me;"), [crate_path(1, "crate")]);
        assert_eq!(reaches(file, "use crate::*;"), [crate_path(1, "crate::*")]);
        assert_eq!(
            reaches(file, "macro_rules! m { () => { $crate::scenario::x } }"),
            [crate_path(1, "$crate::scenario")]
        );
        assert_eq!(reaches(file, "::my_engine::text::fold(x);"), [crate_path(1, "my_engine::text")]);
        assert_eq!(reaches(file, "use super::super::super::x;"), [crate_path(1, "super::super::super::x")]);
    }

    #[test]
    fn paths_that_stay_in_the_engine_or_leave_the_crate_pass() {
        let file = "src/engine/course/x.rs";
        let source = "use super::super::game::Game;\nuse crate::engine::{self as e, course::*};\n\
                      use std::fmt as crate_fmt;\npub(crate) fn f() { Game::new(); e::x(); self.y::<u8>(); }\n\
                      pub(in crate::engine) fn g() {}\npub(super) fn h() {}\nmod tests { use super::super::X; }\n\
                      fn i() { crate_fmt::Display::fmt(); Vec::<u8>::new(); }";
        assert_eq!(reaches(file, source), []);
        assert_eq!(reaches("src/engine/mod.rs", "use self::course::x; use super::engine::y;"), []);
    }

    #[test]
    fn inline_modules_open_and_close_where_their_braces_do() {
        let file = "src/engine/x.rs";
        assert_eq!(reaches(file, "mod tests { use super::super::game; }"), []);
        assert_eq!(reaches(file, "mod tests { fn f() {} use super::super::game; }"), []);
        assert_eq!(
            reaches(file, "impl Game { fn f() { super::super::y(); } }"),
            [crate_path(1, "super::super::y")]
        );
        assert_eq!(
            reaches(file, "mod a { fn f() {} }\nuse super::super::y;"),
            [crate_path(2, "super::super::y")]
        );
        assert_eq!(
            reaches("src/engine/mod.rs", "use super::scenario::x;"),
            [crate_path(1, "super::scenario")]
        );
        assert_eq!(reaches("src/engine/lib.rs", "use super::game;"), []);
    }

    #[test]
    fn every_leaf_of_a_use_tree_binds_its_name() {
        let file = "src/engine/x.rs";
        assert_eq!(
            reaches(file, "use crate::{engine::{self as e, course::*}, search::{self}};"),
            [crate_path(1, "crate::search")]
        );
        assert_eq!(
            reaches(file, "use super::super::{scenario as _};"),
            [crate_path(1, "super::super::scenario")]
        );
        assert_eq!(
            reaches(file, "use crate::engine::course::{self};\ncourse::super::super::scenario::x();"),
            [crate_path(2, "course::super::super::scenario")]
        );
        assert_eq!(
            reaches(file, "use a::engine as b;\nuse crate as a;\nb::super::search::x();"),
            [crate_path(2, "crate"), crate_path(3, "b::super::search")]
        );
        assert_eq!(
            reaches(file, "use crate::scenario as s;\ns::x();"),
            [crate_path(1, "crate::scenario"), crate_path(2, "s")]
        );
        assert_eq!(
            reaches(file, "extern crate self as me;\nextern crate serde as s;\nme::search::x(); s::x();"),
            [crate_path(1, "crate"), crate_path(3, "me::search")]
        );
        assert_eq!(
            reaches(file, "extern crate my_engine;\nmy_engine::search::x();"),
            [crate_path(1, "crate"), crate_path(2, "my_engine::search")]
        );
    }

    #[test]
    fn only_a_path_that_starts_here_is_resolved() {
        let file = "src/engine/x.rs";
        assert_eq!(
            reaches(file, "use super::super as root;\nfn f() { x.root::<u8>(); y::root::content::x(); }"),
            [crate_path(1, "super::super")]
        );
        assert_eq!(reaches(file, "pub(in super::super) fn f() {}\npub(super) fn g() {}"), []);
        assert_eq!(
            reaches(file, "use super::super::super::engine::x;"),
            [crate_path(1, "super::super::super::engine")]
        );
        assert_eq!(
            reaches(file, "use crate::harness::Game;"),
            [(1, Rule::EngineImports { module: "harness" })]
        );
    }

    #[test]
    fn include_macros_are_known_by_every_alias() {
        let names = include_macro_names(&tokenize(
            "use std::include_str as grab;\nuse core::{include as i, include_bytes};\nuse x::other as o;",
        ));
        let mut names: Vec<String> = names.into_iter().collect();
        names.sort();
        assert_eq!(names, ["grab", "i", "include", "include_bytes", "include_str"]);
    }
}
