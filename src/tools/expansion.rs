//! The expansion check: after an expansion drop, only `src/content/`, `tests/`, `scenarios/`
//! and `cards/` changed since the commit made before it; then the coupling audit and the tests
//! still pass.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Where a drop may change files: the cards (code and the catalog's data), their tests, their
/// scenario files, and card files (data read with `--cards`; `tests/card_files.rs` loads each).
pub const ALLOWED: [&str; 4] = ["src/content/", "tests/", "scenarios/", "cards/"];

/// Why the check could not be run at all.
#[derive(Debug, thiserror::Error)]
pub enum ExpansionError {
    /// The path is not inside a git work tree.
    #[error("{0} is not a git repository: run the check inside the workspace's git checkout")]
    NotARepository(String),
    /// The revision does not name a commit.
    #[error(
        "unknown revision {0:?}: pass the commit made before the drop (for example HEAD, or a hash from git log)"
    )]
    UnknownRevision(String),
    /// git itself could not be run or failed.
    #[error("git failed: {0}")]
    Git(String),
}

/// The root of the git work tree that holds `path`.
pub fn repository_root(path: &Path) -> Result<PathBuf, ExpansionError> {
    let out = git(path, &["rev-parse", "--show-toplevel"])
        .map_err(|_| ExpansionError::NotARepository(path.display().to_string()))?;
    Ok(PathBuf::from(out.trim_end_matches('\n')))
}

/// Every path changed since `rev`: committed, staged, unstaged and untracked (not ignored),
/// sorted. A rename counts as both of its paths.
pub fn changed_paths(root: &Path, rev: &str) -> Result<Vec<String>, ExpansionError> {
    let commit = format!("{rev}^{{commit}}");
    git(root, &["rev-parse", "--verify", "--quiet", &commit])
        .map_err(|_| ExpansionError::UnknownRevision(rev.to_owned()))?;
    let tracked = git(root, &["diff", "--name-only", "--no-renames", "-z", rev, "--"])?;
    let untracked = git(root, &["ls-files", "--others", "--exclude-standard", "-z"])?;
    let mut paths: Vec<String> = tracked
        .split('\0')
        .chain(untracked.split('\0'))
        .filter(|p| !p.is_empty())
        .map(str::to_owned)
        .collect();
    paths.sort();
    paths.dedup();
    Ok(paths)
}

/// The paths a drop must not touch: anything outside `src/content/`, `tests/`, `scenarios/`
/// and `cards/` (the harness included).
pub fn outside_the_drop(paths: &[String]) -> Vec<String> {
    paths.iter().filter(|path| !ALLOWED.iter().any(|allowed| path.starts_with(allowed))).cloned().collect()
}

fn git(dir: &Path, args: &[&str]) -> Result<String, ExpansionError> {
    let out = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .output()
        .map_err(|err| ExpansionError::Git(format!("cannot run git ({err}): install git")))?;
    if !out.status.success() {
        return Err(ExpansionError::Git(String::from_utf8_lossy(&out.stderr).trim().to_owned()));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_content_and_tests_are_inside_the_drop() {
        let paths: Vec<String> = [
            "src/content/behaviours.rs",
            "src/content/catalog.json",
            "cards/new_set.json",
            "scenarios/test_10_new.json",
            "tests/test_02x.rs",
            "src/harness.rs",
            "src/engine/perform.rs",
            "README.md",
        ]
        .map(String::from)
        .to_vec();
        assert_eq!(outside_the_drop(&paths), ["src/harness.rs", "src/engine/perform.rs", "README.md"]);
    }

    #[test]
    fn a_lookalike_folder_is_outside() {
        let paths = vec!["src/contents/x.rs".to_owned(), "tests_old/a.rs".to_owned()];
        assert_eq!(outside_the_drop(&paths), paths);
    }
}
