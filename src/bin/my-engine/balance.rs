//! `my-engine balance`: many games between two decks, each by its bot, on every core, and the
//! report (text, JSON result file, or HTML page); `balance merge` joins result files of one
//! matchup played over different seeds; `balance compare` sets two runs side by side.

use std::io::{self, IsTerminal, Write};
use std::ops::Range;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::input::{InputKind, read_input_file};
use crate::{fail, finish, usage, write_to};
use my_engine::balance::{
    BotChoice, Matchup, Run, comparable, compare_text, merge, play_run, read_run, report_page, report_text,
};
use my_engine::content::{Deck, built_in_deck, read_deck, read_overrides, with_overrides};
use my_engine::engine::Library;
use my_engine::search::every_core;

/// Deck files, override files: small.
pub const DECK_FILE: InputKind = InputKind { one: "a deck file", many: "deck files", mebibytes: 1 };

/// Result files: a game takes about 150 bytes, so a million games fit.
pub const RESULT_FILE: InputKind = InputKind { one: "a result file", many: "result files", mebibytes: 256 };

/// The games a run plays when neither `--games` nor `--seeds` is given.
const DEFAULT_GAMES: u64 = 100;

/// The most games one run plays (a merge joins more).
const MOST_GAMES: u64 = 1_000_000;

/// How a report is shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Shown {
    Text,
    Json,
    Html,
}

impl Shown {
    fn named(name: &str) -> Result<Shown, String> {
        match name {
            "text" => Ok(Shown::Text),
            "json" => Ok(Shown::Json),
            "html" => Ok(Shown::Html),
            _ => Err(format!("unknown format {name:?} for balance: use text, json or html")),
        }
    }
}

/// What a `balance` command line asks for.
#[derive(Debug, PartialEq)]
enum Asked<'a> {
    Play {
        decks: [&'a str; 2],
        seeds: Range<u64>,
        bots: [BotChoice; 2],
        over: Option<&'a str>,
        threads: usize,
        shown: Shown,
        /// `--compare`: play the built-in cards and the override's over the same seeds, and set
        /// the two runs side by side.
        compare: bool,
    },
    Merge {
        files: Vec<&'a str>,
        shown: Shown,
    },
    Compare {
        base: &'a str,
        variant: &'a str,
    },
}

/// Read `balance`'s arguments (those after `balance`), `--option=value` as `--option value`.
fn read_args<'a>(args: &[&'a str]) -> Result<Asked<'a>, String> {
    let mut words = Vec::new();
    let mut options: Vec<(&'a str, &'a str)> = Vec::new();
    let mut compare = false;
    let mut rest = args.iter().copied();
    while let Some(arg) = rest.next() {
        if arg == "--compare" {
            if compare {
                return Err("--compare is given twice: give it once".to_owned());
            }
            compare = true;
            continue;
        }
        if !arg.starts_with("--") {
            words.push(arg);
            continue;
        }
        let (option, value) = match arg.split_once('=') {
            Some((option, value)) => (option, Some(value)),
            None => (arg, None),
        };
        if !["--games", "--seeds", "--bots", "--override", "--threads", "--format"].contains(&option) {
            return Err(format!("unknown option {option:?} for balance"));
        }
        let Some(value) = value.or_else(|| rest.next()) else {
            return Err(format!("{option} needs a value"));
        };
        if options.iter().any(|(given, _)| *given == option) {
            return Err(format!("{option} is given twice: give it once"));
        }
        options.push((option, value));
    }
    let option = |name: &str| options.iter().find(|(given, _)| *given == name).map(|(_, value)| *value);
    let shown = option("--format").map_or(Ok(Shown::Text), Shown::named)?;
    let only =
        |allowed: &[&str], command: &str| match options.iter().find(|(given, _)| !allowed.contains(given)) {
            Some((given, _)) => Err(format!("{given} does not go with balance {command}")),
            None => Ok(()),
        };
    match words.as_slice() {
        _ if compare && !matches!(words.as_slice(), [deck, _] if !["merge", "compare"].contains(deck)) => {
            Err("--compare goes with balance DECK_A DECK_B --override FILE.json".to_owned())
        }
        ["merge", files @ ..] if !files.is_empty() => {
            only(&["--format"], "merge")?;
            Ok(Asked::Merge { files: files.to_vec(), shown })
        }
        ["merge"] => Err("balance merge needs result files: balance merge FILE.json...".to_owned()),
        ["compare", base, variant] => {
            only(&[], "compare")?;
            Ok(Asked::Compare { base, variant })
        }
        ["compare", ..] => {
            Err("balance compare needs two result files: balance compare BASE.json VARIANT.json".to_owned())
        }
        [a, b] => {
            let seeds = match (option("--games"), option("--seeds")) {
                (Some(_), Some(_)) => return Err("give --games or --seeds, not both".to_owned()),
                (Some(games), None) => 0..games_from(games)?,
                (None, Some(seeds)) => seeds_from(seeds)?,
                (None, None) => 0..DEFAULT_GAMES,
            };
            let bots = option("--bots").map_or(Ok([BotChoice::MonteCarlo { playouts: 4 }; 2]), bots_from)?;
            let threads = option("--threads").map_or(Ok(every_core()), threads_from)?;
            let over = option("--override");
            if compare && over.is_none() {
                return Err(
                    "--compare needs --override FILE.json: the variant to set beside the built-in cards"
                        .to_owned(),
                );
            }
            if compare && shown != Shown::Text {
                return Err(
                    "--compare prints the two runs side by side as text: leave --format out".to_owned()
                );
            }
            Ok(Asked::Play { decks: [a, b], seeds, bots, over, threads, shown, compare })
        }
        _ => {
            Err("balance needs two decks: balance DECK_A DECK_B (or balance merge, balance compare)"
                .to_owned())
        }
    }
}

fn games_from(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(games @ 1..=MOST_GAMES) => Ok(games),
        _ => Err(format!("--games {text:?}: give a whole number of games from 1 to {MOST_GAMES}")),
    }
}

/// `FROM..TO`: the seeds from FROM up to, not including, TO.
fn seeds_from(text: &str) -> Result<Range<u64>, String> {
    let wrong = || {
        format!("--seeds {text:?}: give FROM..TO, the seeds from FROM up to (not including) TO, e.g. 0..1000")
    };
    let (from, to) = text.split_once("..").ok_or_else(wrong)?;
    let (from, to) = (from.parse::<u64>().map_err(|_| wrong())?, to.parse::<u64>().map_err(|_| wrong())?);
    match to.checked_sub(from) {
        Some(1..=MOST_GAMES) => Ok(from..to),
        _ => Err(format!("--seeds {text:?}: TO must be past FROM, by at most {MOST_GAMES} games")),
    }
}

fn bots_from(text: &str) -> Result<[BotChoice; 2], String> {
    let named: Vec<&str> = text.split(',').collect();
    match named.as_slice() {
        [both] => Ok([both.parse()?; 2]),
        [a, b] => Ok([a.parse()?, b.parse()?]),
        _ => Err(format!("--bots {text:?}: give one bot for both decks, or BOT_A,BOT_B")),
    }
}

fn threads_from(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(threads @ 1..=1024) => Ok(threads),
        _ => Err(format!("--threads {text:?}: give a whole number of threads from 1 to 1024")),
    }
}

/// `my-engine balance ARGS`, with the library of `--cards` (or the built-in one).
pub fn balance(args: &[&str], library: &'static Library) -> ExitCode {
    let asked = match read_args(args) {
        Ok(asked) => asked,
        Err(problem) => return usage(&problem),
    };
    let outcome = match asked {
        Asked::Play { decks, seeds, bots, over, threads, shown, compare: false } => {
            play(decks, seeds, bots, over, threads, library).map(|run| shown_as(&run, shown))
        }
        Asked::Play { decks, seeds, bots, over, threads, compare: true, .. } => {
            play(decks, seeds.clone(), bots, None, threads, library).and_then(|base| {
                let variant = play(decks, seeds, bots, over, threads, library)?;
                Ok(compare_text(&base, &variant))
            })
        }
        Asked::Merge { files, shown } => read_runs(&files)
            .and_then(|runs| merge(runs).map(|run| shown_as(&run, shown)).map_err(|err| err.to_string())),
        Asked::Compare { base, variant } => read_runs(&[base, variant]).and_then(|runs| {
            comparable(&runs[0].1, &runs[1].1, variant).map_err(|err| err.to_string())?;
            Ok(compare_text(&runs[0].1, &runs[1].1))
        }),
    };
    match outcome {
        Ok(shown) => finish(write_to(&mut io::stdout(), &shown), ExitCode::SUCCESS),
        Err(problem) => fail(&problem),
    }
}

/// The run of `decks` over `seeds`, with its progress on standard error when that is a
/// terminal.
fn play(
    decks: [&str; 2],
    seeds: Range<u64>,
    bots: [BotChoice; 2],
    over: Option<&str>,
    threads: usize,
    library: &'static Library,
) -> Result<Run, String> {
    let (library, overrides) = match over {
        Some(path) => {
            let text = read_input_file(Path::new(path), DECK_FILE).map_err(|err| err.to_string())?;
            let overrides = read_overrides(path, &text).map_err(|err| err.to_string())?;
            let changed = with_overrides(library, path, &overrides).map_err(|err| err.to_string())?;
            (changed, overrides.iter().map(|change| change.describe()).collect())
        }
        None => (library, Vec::new()),
    };
    let decks = [deck(decks[0], library)?, deck(decks[1], library)?];
    let matchup = Matchup { decks, bots, library };
    let progress = Progress::new(seeds.end - seeds.start);
    let run = play_run(&matchup, overrides, seeds, threads, |done| progress.show(done));
    progress.end();
    Ok(run)
}

/// A deck: a deck file (a path ending `.json`) or a built-in deck by name.
fn deck(named: &str, library: &Library) -> Result<Deck, String> {
    if named.ends_with(".json") {
        let text = read_input_file(Path::new(named), DECK_FILE).map_err(|err| err.to_string())?;
        read_deck(named, &text, library).map_err(|err| err.to_string())
    } else {
        built_in_deck(named, library).map_err(|err| err.to_string())
    }
}

/// Each result file of `files`, read and checked, with its name.
fn read_runs(files: &[&str]) -> Result<Vec<(String, Run)>, String> {
    files
        .iter()
        .map(|file| {
            let text = read_input_file(Path::new(file), RESULT_FILE).map_err(|err| err.to_string())?;
            read_run(file, &text).map(|run| ((*file).to_owned(), run)).map_err(|err| err.to_string())
        })
        .collect()
}

/// `run` in the format asked for.
fn shown_as(run: &Run, shown: Shown) -> String {
    match shown {
        Shown::Text => report_text(run),
        Shown::Json => serde_json::to_string(run)
            .map_or_else(|err| format!("{{\"error\": \"{err}\"}}"), |json| json + "\n"),
        Shown::Html => report_page(run),
    }
}

/// A long run's progress on standard error: games done, games a second, time left; shown
/// only when standard error is a terminal, at most five times a second.
struct Progress {
    total: u64,
    began: Instant,
    shown_last: Mutex<Option<Instant>>,
    on: bool,
}

impl Progress {
    fn new(total: u64) -> Progress {
        Progress {
            total,
            began: Instant::now(),
            shown_last: Mutex::new(None),
            on: io::stderr().is_terminal(),
        }
    }

    fn show(&self, done: usize) {
        if !self.on {
            return;
        }
        let Ok(mut last) = self.shown_last.lock() else { return };
        if last.is_some_and(|at| at.elapsed() < Duration::from_millis(200)) && done as u64 != self.total {
            return;
        }
        *last = Some(Instant::now());
        let line = progress_line(done as u64, self.total, self.began.elapsed().as_secs_f64());
        let _ = write!(io::stderr(), "{line}");
    }

    fn end(&self) {
        if self.on {
            let _ = writeln!(io::stderr());
        }
    }
}

/// The progress line after `done` of `total` games in `seconds`: written over the last one
/// (`\r`), the games a second so far and the time left at that rate.
fn progress_line(done: u64, total: u64, seconds: f64) -> String {
    let rate = done as f64 / seconds.max(1e-9);
    let left = total.saturating_sub(done) as f64 / rate.max(1e-9);
    format!("\r{done} of {total} games, {rate:.1} games a second, {left:.0} s left   ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_progress_line_says_games_done_games_a_second_and_time_left() {
        assert_eq!(progress_line(50, 200, 10.0), "\r50 of 200 games, 5.0 games a second, 30 s left   ");
        assert_eq!(progress_line(200, 200, 40.0), "\r200 of 200 games, 5.0 games a second, 0 s left   ");
    }

    #[test]
    fn a_play_command_reads_its_decks_seeds_bots_and_format() {
        let asked = read_args(&[
            "juggler",
            "midrange",
            "--seeds",
            "100..200",
            "--bots=random,mc:2",
            "--format",
            "json",
        ]);
        assert_eq!(
            asked,
            Ok(Asked::Play {
                decks: ["juggler", "midrange"],
                seeds: 100..200,
                bots: [BotChoice::Random, BotChoice::MonteCarlo { playouts: 2 }],
                over: None,
                threads: every_core(),
                shown: Shown::Json,
                compare: false
            })
        );
        let Ok(Asked::Play { seeds, bots, .. }) = read_args(&["a", "b", "--games", "7"]) else {
            panic!("reads")
        };
        assert_eq!((seeds, bots), (0..7, [BotChoice::MonteCarlo { playouts: 4 }; 2]));
    }

    #[test]
    fn a_wrong_argument_is_named_with_its_fix() {
        let problem = |args: &[&str]| read_args(args).unwrap_err();
        assert_eq!(
            problem(&["a"]),
            "balance needs two decks: balance DECK_A DECK_B (or balance merge, balance compare)"
        );
        assert_eq!(
            problem(&["a", "b", "--games", "0"]),
            r#"--games "0": give a whole number of games from 1 to 1000000"#
        );
        assert_eq!(
            problem(&["a", "b", "--games", "2", "--seeds", "0..2"]),
            "give --games or --seeds, not both"
        );
        assert_eq!(
            problem(&["a", "b", "--seeds", "5..5"]),
            r#"--seeds "5..5": TO must be past FROM, by at most 1000000 games"#
        );
        assert!(problem(&["a", "b", "--seeds", "5-9"]).starts_with(r#"--seeds "5-9": give FROM..TO"#));
        assert_eq!(
            problem(&["a", "b", "--bots", "a,b,c"]),
            r#"--bots "a,b,c": give one bot for both decks, or BOT_A,BOT_B"#
        );
        assert_eq!(
            problem(&["a", "b", "--threads", "0"]),
            r#"--threads "0": give a whole number of threads from 1 to 1024"#
        );
        assert_eq!(problem(&["a", "b", "--speed", "2"]), r#"unknown option "--speed" for balance"#);
        assert_eq!(problem(&["a", "b", "--games"]), "--games needs a value");
        assert_eq!(
            problem(&["a", "b", "--games", "2", "--games", "3"]),
            "--games is given twice: give it once"
        );
        assert_eq!(problem(&["merge", "x.json", "--games", "2"]), "--games does not go with balance merge");
        assert_eq!(
            problem(&["a", "b", "--format", "pdf"]),
            r#"unknown format "pdf" for balance: use text, json or html"#
        );
    }
}
