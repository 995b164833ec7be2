//! The `my-engine` command: with no arguments, the lesson's depth-first example as a reaction
//! tree; `run FILE.json` runs a scenario file; `cards` lists the card library.

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use my_engine::content::library;
use my_engine::engine::CardKind;
use my_engine::input::{SCENARIO_FILE, read_input_file};
use my_engine::scenario::{Format, Mismatch, check, parse, render, run};
use my_engine::text::{COLUMNS, escape_control, wrap};

/// The embedded default: Test Echo, Armorsmith, Test Reactor; 1 damage to Armorsmith.
const DEFAULT: &str = include_str!("../scenarios/test_02_depth_first_nesting.json");

const USAGE: &str = "\
usage:
  my-engine                                   the lesson's depth-first example
  my-engine run FILE.json [--format FORMAT]   run a scenario file; FORMAT is
                                              text (default), json or mermaid
                                              (--format=FORMAT works too)
  my-engine cards                             list the card library
  my-engine play [--seed N [--playouts P]]    play a game against the bot";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // `--format=json` is `--format json`.
    let args: Vec<&str> = args
        .iter()
        .flat_map(|arg| match arg.strip_prefix("--format=") {
            Some(name) => vec!["--format", name],
            None => vec![arg.as_str()],
        })
        .collect();
    match args.as_slice() {
        [] => run_scenario("the depth-first example", DEFAULT, Format::Text),
        ["run", path] => run_file(path, Format::Text),
        ["run", path, "--format", name] | ["run", "--format", name, path] => match Format::named(name) {
            Some(format) => run_file(path, format),
            None => usage(&format!("unknown format {name:?}: use text, json or mermaid")),
        },
        ["cards"] => finish(write_to(&mut io::stdout(), &cards()), ExitCode::SUCCESS),
        ["play"] => play_game(1, 8),
        ["play", "--seed", seed] => match seed.parse() {
            Ok(seed) => play_game(seed, 8),
            Err(_) => usage(&format!("the seed {seed:?} is not a number: give a whole number")),
        },
        ["play", "--seed", seed, "--playouts", playouts] => match (seed.parse(), playouts.parse()) {
            (Ok(seed), Ok(playouts)) => play_game(seed, playouts),
            _ => usage(&format!("--seed {seed} --playouts {playouts}: give two whole numbers")),
        },
        ["help" | "--help" | "-h"] => {
            finish(write_to(&mut io::stdout(), &format!("{USAGE}\n")), ExitCode::SUCCESS)
        }
        _ => usage(&format!("unknown arguments: {}", args.join(" "))),
    }
}

/// `my-engine play`: a game at the terminal against the bot.
fn play_game(seed: u64, playouts: usize) -> ExitCode {
    let stdin = io::stdin();
    match my_engine::play::play(&mut stdin.lock(), &mut io::stdout(), seed, playouts) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(err) => {
            complain(&format!("cannot play: {err}"));
            ExitCode::from(2)
        }
    }
}

/// How the command ends when its output could not all be written.
enum Stopped {
    /// The reader closed the pipe (`my-engine cards | head -n 3`). It has read all it wants,
    /// so the command stops writing and ends quietly, as `cat`-like tools do. The choice:
    /// exit 0 with no message, even if an expectation failed, because the reader chose to
    /// stop reading; a message would be noise, and a panic (Rust's default) exits 101.
    ReaderLeft,
    /// Any other write error (a full disk, a device error): said on stderr, exit 2.
    Failed,
}

/// Write all of `text` to `out` and flush it. A write error other than a closed pipe is
/// reported in one line on stderr.
fn write_to(out: &mut dyn Write, text: &str) -> Result<(), Stopped> {
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe => Err(Stopped::ReaderLeft),
        Err(err) => {
            complain(&format!("cannot write the output: {err}; send it somewhere else"));
            Err(Stopped::Failed)
        }
    }
}

/// `code` if the output was written, else the exit code for why it stopped.
fn finish(written: Result<(), Stopped>, code: ExitCode) -> ExitCode {
    match written {
        Ok(()) => code,
        Err(Stopped::ReaderLeft) => ExitCode::SUCCESS,
        Err(Stopped::Failed) => ExitCode::from(2),
    }
}

/// Say `problem` on stderr as one line, control characters escaped (a message may quote a
/// file). If stderr itself cannot be written there is nowhere left to say so, and the exit
/// code still tells.
fn complain(problem: &str) {
    let _ = writeln!(io::stderr(), "error: {}", escape_control(problem));
}

fn usage(problem: &str) -> ExitCode {
    complain(problem);
    let _ = writeln!(io::stderr(), "{USAGE}");
    ExitCode::from(2)
}

fn run_file(path: &str, format: Format) -> ExitCode {
    match read_input_file(Path::new(path), SCENARIO_FILE) {
        Ok(json) => run_scenario(path, &json, format),
        Err(err) => {
            complain(&err.to_string());
            ExitCode::from(2)
        }
    }
}

/// Run a scenario, show it, check its expectations. Exit 0 if all hold, 1 if one does not,
/// 2 if the scenario cannot be read or run or its output cannot be written.
fn run_scenario(path: &str, json: &str, format: Format) -> ExitCode {
    let outcome = parse(path, json).and_then(|scenario| run(path, scenario)).and_then(|mut ran| {
        let (checked, mismatches) = check(&mut ran)?;
        Ok((ran, checked, mismatches))
    });
    let (ran, checked, mismatches) = match outcome {
        Ok(done) => done,
        Err(err) => {
            complain(&err.to_string());
            return ExitCode::from(2);
        }
    };
    let verdict = if mismatches.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(1) };
    let report = report(checked, &mismatches);
    let written = write_to(&mut io::stdout(), &render(&ran, format)).and_then(|()| match format {
        Format::Text => write_to(&mut io::stdout(), &report),
        Format::Json | Format::Mermaid => write_to(&mut io::stderr(), &report),
    });
    finish(written, verdict)
}

/// What the check found, for after the rendering: each mismatch, or that all hold.
fn report(checked: usize, mismatches: &[Mismatch]) -> String {
    let mut report = String::new();
    for mismatch in mismatches {
        report.push_str(&format!("\nMISMATCH {}\n", mismatch.to_string().trim_end()));
    }
    if mismatches.is_empty() && checked > 0 {
        report.push_str(&format!("\nExpectations: all {checked} hold.\n"));
    }
    report
}

/// The card library: name, cost, stats and text, wrapped to 80 columns.
fn cards() -> String {
    let mut out = format!("{:<19} {:>4} {:>5}  {}\n", "card", "cost", "stats", "text");
    for (_, card) in library().cards() {
        let stats = match card.kind {
            CardKind::Minion { attack, health } => format!("{attack}/{health}"),
            CardKind::Spell { .. } => "spell".to_owned(),
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
