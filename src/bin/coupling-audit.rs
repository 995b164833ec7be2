//! `cargo coupling-audit [PATH]`: the engine must not name cards; the dependency arrow points
//! one way. Exit 0 when clean, 1 with findings, 2 when PATH is not a workspace or cannot be
//! read. Paths it skips (links, FIFOs, sockets, devices) are noted on stderr.

use std::path::PathBuf;
use std::process::ExitCode;

use my_engine::tools::coupling::audit;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = match args.as_slice() {
        [] => PathBuf::from(env!("CARGO_MANIFEST_DIR")),
        [path] if !path.starts_with('-') => PathBuf::from(path),
        _ => {
            eprintln!("usage: coupling-audit [PATH]  (PATH: a workspace root; default: this crate)");
            return ExitCode::from(2);
        }
    };
    let report = match audit(&root) {
        Ok(report) => report,
        Err(err) => {
            eprintln!("coupling-audit: {err}");
            return ExitCode::from(2);
        }
    };
    for skipped in &report.skipped {
        eprintln!("coupling-audit: note: {skipped}");
    }
    let findings = report.findings;
    match findings.len() {
        0 => {
            println!("coupling-audit: ok");
            ExitCode::SUCCESS
        }
        count => {
            for finding in &findings {
                println!("{finding}");
            }
            println!("coupling-audit: {count} finding(s)");
            ExitCode::from(1)
        }
    }
}
