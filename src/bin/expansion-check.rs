//! `cargo expansion-check REV`: since REV, only `src/content/`, `tests/`, `scenarios/` and
//! `cards/` changed; then the coupling audit and `cargo test` pass. Exit 0 when all hold, 1 when one fails, 2 on a bad
//! REV or outside a git repository.

use std::path::Path;
use std::process::{Command, ExitCode};

use my_engine::tools::coupling::audit;
use my_engine::tools::expansion::{
    ALLOWED, changed_paths, outside_the_drop, repository_root, untracked_paths,
};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [rev] = args.as_slice() else {
        eprintln!("usage: expansion-check REV  (REV: the commit made before the expansion drop)");
        return ExitCode::from(2);
    };
    let root = match repository_root(Path::new(".")) {
        Ok(root) => root,
        Err(err) => return fail(2, &err.to_string()),
    };
    let paths = match changed_paths(&root, rev) {
        Ok(paths) => paths,
        Err(err) => return fail(2, &err.to_string()),
    };
    let outside = outside_the_drop(&paths);
    if !outside.is_empty() {
        let untracked = match untracked_paths(&root) {
            Ok(untracked) => untracked,
            Err(err) => return fail(2, &err.to_string()),
        };
        let allowed = ALLOWED.join(", ");
        for path in &outside {
            if untracked.contains(path) {
                println!(
                    "{path}: an untracked file outside the drop (only {allowed} may change): a stray file? \
                     delete it or list it in .gitignore; a part of the engine? commit it in a normal commit \
                     before the drop"
                );
            } else {
                println!("{path}: changed outside the drop (only {allowed} may change)");
            }
        }
        return fail(
            1,
            "the drop changed files outside src/content/, tests/, scenarios/ and cards/; fix the engine in a normal commit, then redo the drop",
        );
    }
    println!("expansion-check: {} changed path(s), all in {}", paths.len(), ALLOWED.join(" or "));
    let report = match audit(&root) {
        Ok(report) => report,
        Err(err) => return fail(2, &err.to_string()),
    };
    report.skipped.iter().for_each(|skipped| eprintln!("coupling-audit: note: {skipped}"));
    if !report.findings.is_empty() {
        report.findings.iter().for_each(|finding| println!("{finding}"));
        return fail(1, "the coupling audit failed");
    }
    println!("coupling-audit: ok");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    match Command::new(cargo).arg("test").current_dir(&root).status() {
        Ok(status) if status.success() => {
            println!("expansion-check: ok");
            ExitCode::SUCCESS
        }
        Ok(_) => fail(1, "cargo test failed"),
        Err(err) => fail(2, &format!("cannot run cargo test: {err}")),
    }
}

fn fail(code: u8, message: &str) -> ExitCode {
    eprintln!("expansion-check: {message}");
    ExitCode::from(code)
}
