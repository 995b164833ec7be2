//! The `my-engine` command: with no arguments, the lesson's depth-first example as a reaction
//! tree; `run FILE.json` runs a scenario file; `cards` lists the card library.

use std::process::ExitCode;

use my_engine::content::library;
use my_engine::engine::CardKind;
use my_engine::scenario::{Format, check, parse, render, run};
use my_engine::text::{COLUMNS, wrap};

/// The embedded default: Test Echo, Armorsmith, Test Reactor; 1 damage to Armorsmith.
const DEFAULT: &str = include_str!("../scenarios/test_02_depth_first_nesting.json");

const USAGE: &str = "\
usage:
  my-engine                                   the lesson's depth-first example
  my-engine run FILE.json [--format FORMAT]   run a scenario file; FORMAT is
                                              text (default), json or mermaid
  my-engine cards                             list the card library";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        [] => run_scenario("the depth-first example", DEFAULT, Format::Text),
        ["run", path] => run_file(path, Format::Text),
        ["run", path, "--format", name] | ["run", "--format", name, path] => match Format::named(name) {
            Some(format) => run_file(path, format),
            None => usage(&format!("unknown format {name:?}: use text, json or mermaid")),
        },
        ["cards"] => {
            print!("{}", cards());
            ExitCode::SUCCESS
        }
        ["help" | "--help" | "-h"] => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        _ => usage(&format!("unknown arguments: {}", args.join(" "))),
    }
}

fn usage(problem: &str) -> ExitCode {
    eprintln!("error: {problem}\n{USAGE}");
    ExitCode::from(2)
}

fn run_file(path: &str, format: Format) -> ExitCode {
    match std::fs::read_to_string(path) {
        Ok(json) => run_scenario(path, &json, format),
        Err(err) => {
            eprintln!("error: cannot read {path}: {err}");
            ExitCode::from(2)
        }
    }
}

/// Run a scenario, show it, check its expectations. Exit 0 if all hold, 1 if one does not,
/// 2 if the scenario cannot be read or run.
fn run_scenario(path: &str, json: &str, format: Format) -> ExitCode {
    let outcome = parse(path, json).and_then(|scenario| run(path, scenario)).and_then(|mut ran| {
        let (checked, mismatches) = check(&mut ran)?;
        Ok((ran, checked, mismatches))
    });
    let (ran, checked, mismatches) = match outcome {
        Ok(done) => done,
        Err(err) => {
            eprintln!("error: {err}");
            return ExitCode::from(2);
        }
    };
    print!("{}", render(&ran, format));
    let mut report = String::new();
    for mismatch in &mismatches {
        report.push_str(&format!("\nMISMATCH {}\n", mismatch.to_string().trim_end()));
    }
    if mismatches.is_empty() && checked > 0 {
        report.push_str(&format!("\nExpectations: all {checked} hold.\n"));
    }
    match format {
        Format::Text => print!("{report}"),
        _ => eprint!("{report}"),
    }
    if mismatches.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(1) }
}

/// The card library: name, cost, stats and text, wrapped to 80 columns.
fn cards() -> String {
    let mut out = format!("{:<19} {:>4} {:>5}  {}\n", "card", "cost", "stats", "text");
    for (_, card) in library().cards() {
        let stats = match card.kind {
            CardKind::Minion { attack, health } => format!("{attack}/{health}"),
            CardKind::Spell => "spell".to_owned(),
        };
        let token = if card.token { " (token)" } else { "" };
        let text = format!("{}{token}", card.text);
        let mut lines = wrap(&text, COLUMNS - 32).into_iter();
        let first =
            format!("{:<19} {:>4} {:>5}  {}", card.name, card.cost, stats, lines.next().unwrap_or_default());
        out.push_str(first.trim_end());
        out.push('\n');
        for line in lines {
            out.push_str(&format!("{:32}{line}\n", ""));
        }
    }
    out
}
