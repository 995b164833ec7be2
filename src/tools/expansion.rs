//! The expansion check: after an expansion drop, only `src/content/`, `tests/`, `scenarios/`
//! and `cards/` changed since the commit made before it; then the coupling audit and the tests
//! still pass.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Where a drop may change files: the cards (code and the catalog's data), their tests, their
/// scenario files, and card files (data read with `--cards`; `tests/cards/card_files.rs` loads each).
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
///
/// `rev` is compared by content twice, and a path counts if either differs:
/// - with the repository's index (`git diff --cached`, blob by blob): a staged edit counts
///   even when the work tree's file was put back as it was;
/// - with the work tree's files, through an index of git's made afresh from `rev`
///   (`GIT_INDEX_FILE`): the flags in the repository's index that make git skip a file
///   (`--assume-unchanged`, `--skip-worktree`) are never asked.
///
/// git itself is trusted: a `git replace` of `rev`'s objects or a clean filter can still make
/// an edit look unchanged, on purpose (`docs/checks.md` says so).
pub fn changed_paths(root: &Path, rev: &str) -> Result<Vec<String>, ExpansionError> {
    let commit = format!("{rev}^{{commit}}");
    git(root, &["rev-parse", "--verify", "--quiet", &commit])
        .map_err(|_| ExpansionError::UnknownRevision(rev.to_owned()))?;
    let staged = git(root, &["diff", "--cached", "--name-only", "--no-renames", "-z", &commit])?;
    let fresh = FreshIndex::new();
    let with_index = |args: &[&str]| git_with_index(root, &fresh.path, args);
    with_index(&["read-tree", &commit])?;
    let tracked = with_index(&["diff", "--name-only", "--no-renames", "-z"])?;
    let untracked = with_index(&["ls-files", "--others", "--exclude-standard", "-z"])?;
    let mut paths: Vec<String> = staged
        .split('\0')
        .chain(tracked.split('\0'))
        .chain(untracked.split('\0'))
        .filter(|p| !p.is_empty())
        .map(str::to_owned)
        .collect();
    paths.sort();
    paths.dedup();
    Ok(paths)
}

/// The files of the work tree git does not track (and does not ignore), sorted: among the
/// changed paths, the ones a stray file may be.
pub fn untracked_paths(root: &Path) -> Result<Vec<String>, ExpansionError> {
    let untracked = git(root, &["ls-files", "--others", "--exclude-standard", "-z"])?;
    let mut paths: Vec<String> = untracked.split('\0').filter(|p| !p.is_empty()).map(str::to_owned).collect();
    paths.sort();
    Ok(paths)
}

/// A path for an index of git's of our own, removed when dropped.
struct FreshIndex {
    path: PathBuf,
}

impl FreshIndex {
    fn new() -> FreshIndex {
        static MADE: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let name = format!("expansion-check-index-{}-{n}", std::process::id());
        FreshIndex { path: std::env::temp_dir().join(name) }
    }
}

impl Drop for FreshIndex {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

/// The paths a drop must not touch: anything outside `src/content/`, `tests/`, `scenarios/`
/// and `cards/` (the harness included).
pub fn outside_the_drop(paths: &[String]) -> Vec<String> {
    paths.iter().filter(|path| !ALLOWED.iter().any(|allowed| path.starts_with(allowed))).cloned().collect()
}

/// Git's variables that name a repository, its work tree or its index. A hook or `git rebase
/// --exec` sets some of them for the commands it runs; the check reads the folder it is given,
/// so it drops them.
const GIT_PLACES: [&str; 5] =
    ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_OBJECT_DIRECTORY"];

/// `git` run in `dir` and nowhere else.
fn git_in(dir: &Path) -> Command {
    let mut command = Command::new("git");
    GIT_PLACES.iter().for_each(|name| _ = command.env_remove(name));
    command.arg("-C").arg(dir);
    command
}

fn git(dir: &Path, args: &[&str]) -> Result<String, ExpansionError> {
    run_git(git_in(dir).args(args))
}

/// `git args` in `dir` with `index` as its index instead of the repository's own.
fn git_with_index(dir: &Path, index: &Path, args: &[&str]) -> Result<String, ExpansionError> {
    run_git(git_in(dir).env("GIT_INDEX_FILE", index).args(args))
}

fn run_git(command: &mut Command) -> Result<String, ExpansionError> {
    let out = command
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
