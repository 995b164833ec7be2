//! The coupling audit: the engine names no card and imports neither content nor the harness;
//! the harness names no card. It reads the source as Rust tokens and follows no symbolic link.

use std::collections::HashSet;
use std::fmt;
use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use crate::content;
use crate::tools::card_spelling::{CardName, named_cards};
use crate::tools::imports::{
    computed_includes, crate_reaches, imported_modules, named_sources, reached_outside,
};
pub use crate::tools::rule::Rule;
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
/// The card names are this crate's library's, together with those of the workspace's own
/// card files (`src/content/cards/`, `cards/`) and scenario files' cards, in every folder
/// below. Symbolic links, FIFOs, sockets and devices are not read; the report lists them.
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
    let mut engine_skipped = Vec::new();
    for file in files_under(root, &engine, &mut engine_skipped)? {
        let name = relative(root, &file);
        let found = engine_breaks(&name, &tokenize(&read(&file)?), &cards);
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

/// The rules that the engine file `file`, read as `tokens`, breaks, each at its line.
fn engine_breaks(file: &str, tokens: &[Token], cards: &[CardName]) -> Vec<(usize, Rule)> {
    let mut found: Vec<(usize, Rule)> = named_cards(tokens, cards)
        .into_iter()
        .map(|(line, card)| (line, Rule::EngineNamesCard { card }))
        .collect();
    let code: Vec<Token> = tokens.iter().filter(|token| token.kind != Kind::Comment).cloned().collect();
    found.extend(
        imported_modules(&code).into_iter().map(|(line, module)| (line, Rule::EngineImports { module })),
    );
    for source in named_sources(&code) {
        found.extend(reached_outside(file, &source.text).map(|rule| (source.line, rule)));
    }
    found.extend(
        crate_reaches(&code, file).into_iter().map(|(line, path)| (line, Rule::EngineReachesCrate { path })),
    );
    found.extend(computed_includes(&code).into_iter().map(|line| (line, Rule::EngineComputedInclude)));
    found
}

/// Add the rules `found` in `file` to `findings`, in line order, each rule once per line.
fn add_findings(findings: &mut Vec<Finding>, file: &str, mut found: Vec<(usize, Rule)>) {
    let mut seen = HashSet::new();
    found.retain(|finding| seen.insert(finding.clone()));
    found.sort_by_key(|(line, _)| *line);
    findings.extend(found.into_iter().map(|(line, rule)| Finding { file: file.to_owned(), line, rule }));
}

/// The names of the cards the audit looks for: the library's, and those of the workspace's own
/// card files: `src/content/cards/**/*.json` (and a `src/content/catalog.json`, where an older
/// workspace keeps its catalog), when they are regular files.
fn card_names(root: &Path, skipped: &mut Vec<Skipped>) -> Result<Vec<CardName>, AuditError> {
    let mut names: Vec<String> = content::library().cards().map(|(_, card)| card.name.clone()).collect();
    let mut catalogs = vec![root.join("src/content/catalog.json")];
    catalogs.extend(json_files_under(root, &root.join("src/content/cards"), skipped)?);
    for catalog in catalogs {
        if let Some(text) = read_regular_file(root, &catalog, skipped)? {
            let entries = content::parse(&text).map_err(|err| AuditError::Unreadable {
                path: catalog.display().to_string(),
                reason: err.to_string(),
            })?;
            names.extend(entries.into_iter().map(|entry| entry.name));
        }
    }
    names.extend(shipped_card_names(root, skipped)?);
    names.sort();
    names.dedup();
    Ok(names.into_iter().map(CardName::new).collect())
}

/// The names of the other cards the workspace ships: every card of its card files
/// (`cards/**/*.json`) and of its scenario files' own `cards` (`scenarios/**/*.json`), in
/// every folder below. A file that is not JSON of that shape names no card here (the tests
/// check it).
fn shipped_card_names(root: &Path, skipped: &mut Vec<Skipped>) -> Result<Vec<String>, AuditError> {
    let mut names = Vec::new();
    for (folder, cards_at) in [("cards", None), ("scenarios", Some("cards"))] {
        for file in json_files_under(root, &root.join(folder), skipped)? {
            let Some(text) = read_regular_file(root, &file, skipped)? else { continue };
            let Ok(json) = serde_json::from_str::<serde_json::Value>(&text) else { continue };
            let cards = match cards_at {
                None => &json,
                Some(field) => &json[field],
            };
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
