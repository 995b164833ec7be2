//! The coupling audit: the engine names no card and imports neither content nor the harness;
//! the harness names no card.

use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

use crate::content;

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

/// The rules the audit holds a workspace to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Rule {
    /// Architecture invariant 1: `src/engine/` names a card.
    EngineNamesCard { card: String },
    /// The harness stays thin: `src/harness.rs` names a card.
    HarnessNamesCard { card: String },
    /// Architecture invariant 2: `src/engine/` imports `content` or `harness`.
    EngineImports { module: &'static str },
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
        }
    }
}

/// Why a path could not be audited at all.
#[derive(Debug, thiserror::Error)]
pub enum AuditError {
    /// The path has no `src/engine/` folder.
    #[error("{0} is not a my-engine workspace: it has no src/engine/ folder (pass the crate's root)")]
    NotAWorkspace(String),
    /// A file could not be read, or the workspace's catalog is malformed.
    #[error("cannot read {path}: {reason}")]
    Unreadable { path: String, reason: String },
}

/// Audit the workspace at `root`. The card names are this crate's library's, together with
/// those of the workspace's own `src/content/catalog.json` if it has one.
pub fn audit(root: &Path) -> Result<Vec<Finding>, AuditError> {
    let engine = root.join("src/engine");
    if !engine.is_dir() {
        return Err(AuditError::NotAWorkspace(root.display().to_string()));
    }
    let cards = card_names(root)?;
    let mut findings = Vec::new();
    for file in files_under(&engine)? {
        let text = read(&file)?;
        let name = relative(root, &file);
        for (at, line) in text.lines().enumerate() {
            for card in named_cards(line, &cards) {
                findings.push(Finding {
                    file: name.clone(),
                    line: at + 1,
                    rule: Rule::EngineNamesCard { card },
                });
            }
            for module in imported_modules(line) {
                findings.push(Finding {
                    file: name.clone(),
                    line: at + 1,
                    rule: Rule::EngineImports { module },
                });
            }
        }
    }
    let harness = root.join("src/harness.rs");
    if harness.is_file() {
        for (at, line) in read(&harness)?.lines().enumerate() {
            for card in named_cards(line, &cards) {
                let rule = Rule::HarnessNamesCard { card };
                findings.push(Finding { file: "src/harness.rs".into(), line: at + 1, rule });
            }
        }
    }
    Ok(findings)
}

/// A card name as the words a programmer might spell it with.
#[derive(Clone, Debug)]
struct CardName {
    name: String,
    words: Vec<String>,
}

fn card_names(root: &Path) -> Result<Vec<CardName>, AuditError> {
    let mut names: Vec<String> = content::library().cards().map(|(_, card)| card.name.clone()).collect();
    let catalog = root.join("src/content/catalog.json");
    if catalog.is_file() {
        let entries = content::parse(&read(&catalog)?).map_err(|err| AuditError::Unreadable {
            path: catalog.display().to_string(),
            reason: err.to_string(),
        })?;
        names.extend(entries.into_iter().map(|entry| entry.name));
    }
    names.sort();
    names.dedup();
    Ok(names.into_iter().map(|name| CardName { words: words(&name), name }).collect())
}

/// The cards `line` names, in any spelling: `Acolyte of Pain`, `acolyte_of_pain`,
/// `AcolyteOfPain`, `ACOLYTE_OF_PAIN`, `acolyteofpain`.
fn named_cards(line: &str, cards: &[CardName]) -> Vec<String> {
    let found = words(line);
    cards
        .iter()
        .filter(|card| {
            let joined = card.words.concat();
            found.windows(card.words.len()).any(|window| window == card.words.as_slice())
                || found.contains(&joined)
        })
        .map(|card| card.name.clone())
        .collect()
}

/// The lower-case words of `text`: split at anything not a letter or digit, and at camel-case
/// humps (`AcolyteOfPain` is three words, `ARMORSMITH` one).
fn words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    for token in text.split(|c: char| !c.is_alphanumeric()).filter(|t| !t.is_empty()) {
        let chars: Vec<char> = token.chars().collect();
        let mut start = 0;
        for i in 1..chars.len() {
            let hump = chars[i].is_uppercase()
                && (chars[i - 1].is_lowercase()
                    || (chars[i - 1].is_uppercase() && chars.get(i + 1).is_some_and(|c| c.is_lowercase())));
            if hump {
                words.push(chars[start..i].iter().collect::<String>().to_lowercase());
                start = i;
            }
        }
        words.push(chars[start..].iter().collect::<String>().to_lowercase());
    }
    words
}

/// `content` or `harness` when `line`'s code (comments aside) has a path through `crate`,
/// `super` or `my_engine` that reaches it, as in `use crate::{engine, content::x};`.
fn imported_modules(line: &str) -> Vec<&'static str> {
    let code = line.split("//").next().unwrap_or_default();
    let mut modules = Vec::new();
    for root in ["crate::", "super::", "my_engine::"] {
        for (at, _) in code.match_indices(root) {
            let path: String =
                code[at..].chars().take_while(|&c| c.is_alphanumeric() || "_:{}, \t*".contains(c)).collect();
            let segments = words_of_path(&path);
            for module in ["content", "harness"] {
                if segments.contains(&module) && !modules.contains(&module) {
                    modules.push(module);
                }
            }
        }
    }
    modules
}

fn words_of_path(path: &str) -> Vec<&str> {
    path.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|s| !s.is_empty()).collect()
}

fn files_under(dir: &Path) -> Result<Vec<PathBuf>, AuditError> {
    let mut files = Vec::new();
    let entries = fs::read_dir(dir).map_err(|err| unreadable(dir, err))?;
    let mut paths: Vec<PathBuf> = entries.filter_map(|entry| entry.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            files.extend(files_under(&path)?);
        } else {
            files.push(path);
        }
    }
    Ok(files)
}

fn read(path: &Path) -> Result<String, AuditError> {
    fs::read(path)
        .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
        .map_err(|err| unreadable(path, err))
}

fn unreadable(path: &Path, err: std::io::Error) -> AuditError {
    AuditError::Unreadable { path: path.display().to_string(), reason: err.to_string() }
}

fn relative(root: &Path, file: &Path) -> String {
    let relative = file.strip_prefix(root).unwrap_or(file);
    relative.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_split_every_spelling() {
        assert_eq!(words("AcolyteOfPain"), ["acolyte", "of", "pain"]);
        assert_eq!(words("ACOLYTE_OF_PAIN"), ["acolyte", "of", "pain"]);
        assert_eq!(words("\"Acolyte of Pain\""), ["acolyte", "of", "pain"]);
        assert_eq!(words("HTTPServer x2"), ["http", "server", "x2"]);
    }

    #[test]
    fn imports_are_found_through_every_root() {
        assert_eq!(imported_modules("use crate::content::library;"), ["content"]);
        assert_eq!(imported_modules("use crate::{engine, harness::Game};"), ["harness"]);
        assert_eq!(imported_modules("    super::super::content::x();"), ["content"]);
        assert!(imported_modules("let content = crate::x(content);").is_empty());
        assert!(imported_modules("// use crate::content;").is_empty());
    }
}
