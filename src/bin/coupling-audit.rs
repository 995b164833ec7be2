//! `cargo coupling-audit [PATH]`: the engine must not name cards; the dependency arrow points
//! one way. Exit 0 when clean, 1 with findings, 2 when PATH is not a workspace.

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
    match audit(&root) {
        Ok(findings) if findings.is_empty() => {
            println!("coupling-audit: ok");
            ExitCode::SUCCESS
        }
        Ok(findings) => {
            for finding in &findings {
                println!("{finding}");
            }
            println!("coupling-audit: {} finding(s)", findings.len());
            ExitCode::from(1)
        }
        Err(err) => {
            eprintln!("coupling-audit: {err}");
            ExitCode::from(2)
        }
    }
}
