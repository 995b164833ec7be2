//! The coupling audit: the engine names no card and reaches nothing else in the crate (every
//! path resolved, every include and macro followed); the harness names no card. It reads the
//! source as Rust tokens and follows no symbolic link. Each finding names its rule.

use std::collections::HashSet;
use std::fmt;
use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use crate::content;
use crate::tools::card_spelling::{CardName, named_cards};
use crate::tools::imports::{computed_includes, named_sources, reached_outside};
use crate::tools::macros::{Splice, defined_macros, import_keywords_passed, outside_macro_calls, splices};
use crate::tools::module_paths::{include_macro_names, reached_outside_paths};
pub use crate::tools::rule::Rule;
use crate::tools::rule_words::is_rule_word;
use crate::tools::rust_tokens::{Kind, Token, tokenize};

/// One broken rule, at a file and line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Finding {
    /// The file, relative to the workspace root, with `/` separators.
    pub file: String,
    /// The line, counting from 1.
    pub line: usize,
    /// Which rule, and what broke it.
    pub rule: Rule,
}

/// What the audit found, and what it passed over.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Report {
    /// The broken rules: file by file, each file's in line order.
    pub findings: Vec<Finding>,
    /// The paths the audit did not read. Notes, not findings: they do not fail the audit.
    pub skipped: Vec<Skipped>,
}

/// A path the audit did not read, and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Skipped {
    /// The path, relative to the workspace root, with `/` separators.
    pub file: String,
    /// Why it was not read.
    pub reason: SkipReason,
}

/// Why the audit did not read a path.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SkipReason {
    /// A symbolic link. The audit follows none, so no link can lead it out of the workspace or
    /// around a loop inside it.
    SymbolicLink,
    /// A FIFO, a socket or a device: reading one can block forever or never end.
    NotARegularFile,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: ", self.file, self.line)?;
        self.explain(f)?;
        write!(f, " [rule: {}]", self.rule.name())
    }
}

impl Finding {
    /// What broke the rule, and the fix.
    fn explain(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.rule {
            Rule::EngineNamesCard { card } => {
                write!(f, "names the card {card:?} (the engine must not name cards: move it to src/content/)")
            }
            Rule::HarnessNamesCard { card } => {
                write!(f, "names the card {card:?} (the harness stays thin: cards belong in src/content/)")
            }
            Rule::EngineImports { module } => write!(
                f,
                "imports {module} (the engine must not depend on {module}: the dependency arrow points one way)"
            ),
            Rule::EngineReachesOutside { path } => write!(
                f,
                "takes the file {path:?} from outside src/engine/ (the engine's source stays in src/engine/: move the file there)"
            ),
            Rule::EngineReachesCrate { path } => write!(
                f,
                "reaches {path:?} outside the engine (the engine depends on nothing else in the crate: name only crate::engine, super within the engine, or outside crates)"
            ),
            Rule::EngineLinkedFile => write!(
                f,
                "is a symbolic link (the compiler follows it, the audit does not: put the file itself in src/engine/)"
            ),
            Rule::EngineComputedInclude => write!(
                f,
                "includes a file by a computed path (the audit cannot tell where it leads: write the path as one string)"
            ),
            Rule::EngineCallsOutsideMacro { name } => write!(
                f,
                "calls {name}!, a macro the crate defines outside src/engine/ (the engine depends on nothing else in the crate: define the macro in src/engine/ or write the code out)"
            ),
            Rule::EngineMacroSplicesPath { fragment } => write!(
                f,
                "splices {fragment} into a path (the path would lead wherever the caller says: write the path out in full)"
            ),
            Rule::EngineMacroSplicesImport { fragment } => write!(
                f,
                "splices {fragment} into an import (inside a use item or next to use, extern or crate, it binds whatever the caller says: write the import out in full)"
            ),
            Rule::EngineMacroCallPassesImportKeyword { keyword } => write!(
                f,
                "passes the keyword {keyword} to a macro (the macro can put together an import the audit never reads whole: write the import out in full)"
            ),
        }
    }
}

impl fmt::Display for Skipped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.reason {
            SkipReason::SymbolicLink => write!(
                f,
                "{}: skipped, a symbolic link (the audit follows no links: if the file matters, put the file itself there)",
                self.file
            ),
            SkipReason::NotARegularFile => write!(
                f,
                "{}: skipped, not a regular file (a FIFO, socket or device: the audit reads only regular files)",
                self.file
            ),
        }
    }
}

/// Why a path could not be audited at all.
#[derive(Debug, thiserror::Error)]
pub enum AuditError {
    /// The path has no `src/engine/` folder.
    #[error("{0} is not a my-engine workspace: it has no src/engine/ folder (pass the crate's root)")]
    NotAWorkspace(String),
    /// `src/engine` is a symbolic link, which the audit does not follow.
    #[error("{0} is a symbolic link: the audit follows no links (make src/engine/ a real folder)")]
    LinkedEngine(String),
    /// A file could not be read, or the workspace's catalog is malformed.
    #[error("cannot read {path}: {reason}")]
    Unreadable { path: String, reason: String },
}

/// Audit the workspace at `root`: every regular file under `src/engine/`, and `src/harness.rs`.
/// The card names are this crate's library's, together with those of every content file of
/// the workspace (`content_card_names`); in engine code the rule words (`rule_words`) are not
/// card names. Symbolic links, FIFOs, sockets and devices are not read; the report lists them.
pub fn audit(root: &Path) -> Result<Report, AuditError> {
    let engine = root.join("src/engine");
    match entry(&engine)? {
        Some(Entry::Folder) => {}
        Some(Entry::Skip(SkipReason::SymbolicLink)) => {
            return Err(AuditError::LinkedEngine(engine.display().to_string()));
        }
        _ => return Err(AuditError::NotAWorkspace(root.display().to_string())),
    }
    let mut report = Report::default();
    let cards = card_names(root, &mut report.skipped)?;
    let engine_cards: Vec<CardName> =
        cards.iter().filter(|card| !is_rule_word(&card.name)).cloned().collect();
    let outside_macros = outside_macros(root, &mut report.skipped)?;
    let mut engine_skipped = Vec::new();
    for file in files_under(root, &engine, &mut engine_skipped)? {
        let name = relative(root, &file);
        let found = engine_breaks(&name, &tokenize(&read(&file)?), &engine_cards, &outside_macros);
        add_findings(&mut report.findings, &name, found);
    }
    // A link inside the engine is compiled through, so it is a finding, not a note.
    for skipped in engine_skipped {
        match skipped.reason {
            SkipReason::SymbolicLink => {
                add_findings(&mut report.findings, &skipped.file, vec![(1, Rule::EngineLinkedFile)])
            }
            SkipReason::NotARegularFile => report.skipped.push(skipped),
        }
    }
    if let Some(text) = read_regular_file(root, &root.join("src/harness.rs"), &mut report.skipped)? {
        let found = named_cards(&tokenize(&text), &cards).into_iter();
        let found = found.map(|(line, card)| (line, Rule::HarnessNamesCard { card })).collect();
        add_findings(&mut report.findings, "src/harness.rs", found);
    }
    Ok(report)
}

/// The rules that the engine file `file`, read as `tokens`, breaks, each at its line: a card
/// of `cards` named; a path or `use` that resolves outside the engine; a file taken from
/// outside it, or by a computed path; a call of a macro in `outside_macros` (the crate's,
/// defined outside the engine); a `$` fragment spliced into a path or an import; the keyword
/// `use` or `extern` passed to a macro.
fn engine_breaks(
    file: &str,
    tokens: &[Token],
    cards: &[CardName],
    outside_macros: &HashSet<String>,
) -> Vec<(usize, Rule)> {
    let mut found: Vec<(usize, Rule)> = named_cards(tokens, cards)
        .into_iter()
        .map(|(line, card)| (line, Rule::EngineNamesCard { card }))
        .collect();
    let code: Vec<Token> = tokens.iter().filter(|token| token.kind != Kind::Comment).cloned().collect();
    found.extend(reached_outside_paths(&code, file));
    let includes = include_macro_names(&code);
    for source in named_sources(&code, &includes) {
        found.extend(reached_outside(file, &source.text).map(|rule| (source.line, rule)));
    }
    found.extend(
        computed_includes(&code, &includes).into_iter().map(|line| (line, Rule::EngineComputedInclude)),
    );
    found.extend(
        outside_macro_calls(&code, outside_macros)
            .into_iter()
            .map(|(line, name)| (line, Rule::EngineCallsOutsideMacro { name })),
    );
    found.extend(splices(&code).into_iter().map(|(line, fragment, splice)| match splice {
        Splice::Path => (line, Rule::EngineMacroSplicesPath { fragment }),
        Splice::Import => (line, Rule::EngineMacroSplicesImport { fragment }),
    }));
    found.extend(
        import_keywords_passed(&code)
            .into_iter()
            .map(|(line, keyword)| (line, Rule::EngineMacroCallPassesImportKeyword { keyword })),
    );
    found
}

/// The names of the macros the crate defines outside `src/engine/`: every `macro_rules!` in
/// the regular `.rs` files under `src/` but not under `src/engine/`.
fn outside_macros(root: &Path, skipped: &mut Vec<Skipped>) -> Result<HashSet<String>, AuditError> {
    let mut names = HashSet::new();
    let src = root.join("src");
    let mut seen = Vec::new();
    for file in files_under_but(root, &src, &root.join("src/engine"), &mut seen)? {
        if file.extension().is_some_and(|ext| ext == "rs") {
            names.extend(defined_macros(&tokenize(&read(&file)?)));
        }
    }
    skipped.extend(seen.into_iter().filter(|note| note.file != "src/harness.rs"));
    Ok(names)
}

/// Add the rules `found` in `file` to `findings`, in line order, each rule once per line.
fn add_findings(findings: &mut Vec<Finding>, file: &str, mut found: Vec<(usize, Rule)>) {
    let mut seen = HashSet::new();
    found.retain(|finding| seen.insert(finding.clone()));
    found.sort_by_key(|(line, _)| *line);
    findings.extend(found.into_iter().map(|(line, rule)| Finding { file: file.to_owned(), line, rule }));
}

/// The names of the cards the audit looks for: the library's, and those of every content file
/// of the workspace (`content_card_names`).
fn card_names(root: &Path, skipped: &mut Vec<Skipped>) -> Result<Vec<CardName>, AuditError> {
    let mut names: Vec<String> = content::library().cards().map(|(_, card)| card.name.clone()).collect();
    names.extend(content_card_names(root, skipped)?);
    names.sort();
    names.dedup();
    Ok(names.into_iter().map(CardName::new).collect())
}

/// The folders that hold the workspace's card data: the catalog (and any data beside it),
/// card files, scenario files.
const CONTENT_FOLDERS: [&str; 3] = ["src/content", "cards", "scenarios"];

/// The names of every card the workspace's content files bring: each `.json` regular file in
/// `src/content/`, `cards/` and `scenarios/`, in folders at any depth. A file that is a JSON
/// array brings its entries' names (the catalog, a card file, tokens among them); a JSON
/// object brings those of its `cards` array (a scenario's own cards). A file that is not JSON
/// cannot be vouched for: the audit stops, naming it.
fn content_card_names(root: &Path, skipped: &mut Vec<Skipped>) -> Result<Vec<String>, AuditError> {
    let mut names = Vec::new();
    for folder in CONTENT_FOLDERS {
        for file in json_files_under(root, &root.join(folder), skipped)? {
            let json: serde_json::Value =
                serde_json::from_str(&read(&file)?).map_err(|err| AuditError::Unreadable {
                    path: file.display().to_string(),
                    reason: format!(
                        "{err} (a content file must be JSON for the audit to know its card names)"
                    ),
                })?;
            let cards = if json.is_array() { &json } else { &json["cards"] };
            let named = cards.as_array().into_iter().flatten().filter_map(|card| card["name"].as_str());
            names.extend(named.map(str::to_owned));
        }
    }
    Ok(names)
}

/// The `.json` files under `dir` and every real folder below it, sorted; nothing if `dir` is
/// not a real folder. Links and special files met on the way become notes in `skipped`.
fn json_files_under(root: &Path, dir: &Path, skipped: &mut Vec<Skipped>) -> Result<Vec<PathBuf>, AuditError> {
    match entry(dir)? {
        Some(Entry::Folder) => {}
        Some(Entry::Skip(reason)) => {
            skipped.push(Skipped { file: relative(root, dir), reason });
            return Ok(Vec::new());
        }
        Some(Entry::File) | None => return Ok(Vec::new()),
    }
    let is_json = |path: &Path| path.extension().is_some_and(|ext| ext == "json");
    let mut noted = Vec::new();
    let mut files = files_under(root, dir, &mut noted)?;
    files.retain(|path| is_json(path));
    // A link may be a folder of card files; any other file that is not JSON is none of ours.
    skipped.extend(
        noted
            .into_iter()
            .filter(|note| note.reason == SkipReason::SymbolicLink || is_json(Path::new(&note.file))),
    );
    Ok(files)
}

/// What the audit does with a path, judged without following a link.
enum Entry {
    Folder,
    File,
    Skip(SkipReason),
}

/// What `path` is, without following a link; `None` when nothing is there.
fn entry(path: &Path) -> Result<Option<Entry>, AuditError> {
    let kind = match fs::symlink_metadata(path) {
        Ok(metadata) => metadata.file_type(),
        Err(err) if matches!(err.kind(), ErrorKind::NotFound | ErrorKind::NotADirectory) => return Ok(None),
        Err(err) => return Err(unreadable(path, err)),
    };
    Ok(Some(if kind.is_symlink() {
        Entry::Skip(SkipReason::SymbolicLink)
    } else if kind.is_dir() {
        Entry::Folder
    } else if kind.is_file() {
        Entry::File
    } else {
        Entry::Skip(SkipReason::NotARegularFile)
    }))
}

/// The text of the file at `path` when it is a regular file; nothing when it is absent, and a
/// note in `skipped` when it is anything else.
fn read_regular_file(
    root: &Path,
    path: &Path,
    skipped: &mut Vec<Skipped>,
) -> Result<Option<String>, AuditError> {
    match entry(path)? {
        Some(Entry::File) => read(path).map(Some),
        Some(Entry::Skip(reason)) => {
            skipped.push(Skipped { file: relative(root, path), reason });
            Ok(None)
        }
        Some(Entry::Folder) | None => Ok(None),
    }
}

/// The regular files under `dir`, sorted, in real folders only; every link and every special
/// file met on the way becomes a note in `skipped`.
fn files_under(root: &Path, dir: &Path, skipped: &mut Vec<Skipped>) -> Result<Vec<PathBuf>, AuditError> {
    let mut paths = Vec::new();
    for item in fs::read_dir(dir).map_err(|err| unreadable(dir, err))? {
        paths.push(item.map_err(|err| unreadable(dir, err))?.path());
    }
    paths.sort();
    let mut files = Vec::new();
    for path in paths {
        match entry(&path)? {
            Some(Entry::Folder) => files.extend(files_under(root, &path, skipped)?),
            Some(Entry::File) => files.push(path),
            Some(Entry::Skip(reason)) => skipped.push(Skipped { file: relative(root, &path), reason }),
            None => {}
        }
    }
    Ok(files)
}

/// The regular files under `dir` but not under `left_out`, as `files_under` lists them.
fn files_under_but(
    root: &Path,
    dir: &Path,
    left_out: &Path,
    skipped: &mut Vec<Skipped>,
) -> Result<Vec<PathBuf>, AuditError> {
    let mut files = Vec::new();
    if !matches!(entry(dir)?, Some(Entry::Folder)) {
        return Ok(files);
    }
    for item in fs::read_dir(dir).map_err(|err| unreadable(dir, err))? {
        let path = item.map_err(|err| unreadable(dir, err))?.path();
        match entry(&path)? {
            Some(Entry::Folder) if path != left_out => files.extend(files_under(root, &path, skipped)?),
            Some(Entry::File) => files.push(path),
            // `audit` has refused an engine folder that is a link already.
            Some(Entry::Skip(reason)) => skipped.push(Skipped { file: relative(root, &path), reason }),
            Some(Entry::Folder) | None => {}
        }
    }
    files.sort();
    Ok(files)
}

/// The text of the file at `path`, any bytes that are not UTF-8 replaced.
fn read(path: &Path) -> Result<String, AuditError> {
    fs::read(path)
        .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
        .map_err(|err| unreadable(path, err))
}

fn unreadable(path: &Path, err: std::io::Error) -> AuditError {
    AuditError::Unreadable { path: path.display().to_string(), reason: err.to_string() }
}

/// `file` relative to `root`, with `/` separators.
fn relative(root: &Path, file: &Path) -> String {
    let relative = file.strip_prefix(root).unwrap_or(file);
    relative.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/")
}
