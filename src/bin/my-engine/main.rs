//! The `my-engine` command: with no arguments, the lesson's depth-first example as a reaction
//! tree; `run FILE.json` runs a scenario file; `cards` lists the card library, or the cards a
//! filter picks; `play` plays a game against the bot; `vocabulary` lists what a card file can
//! say. `--cards FILE.json` adds a file's cards to the embedded catalog.

mod balance;
mod cards;
mod input;
mod replay;
mod terminal;
mod vocabulary;

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use input::{CARD_FILE, SCENARIO_FILE, read_input_file};
use my_engine::content::{
    CardSource, Class, catalog_classes, in_scenario_cards, library_with, read_card_file,
};
use my_engine::engine::{CardKind, Library};
use my_engine::scenario::{Format, Mismatch, ScenarioError, check, mermaid, parse, render, run};
use my_engine::text::escape_control;

/// The embedded default: Test Echo, Armorsmith, Test Reactor; 1 damage to Armorsmith.
const DEFAULT: &str = include_str!("../../../scenarios/test_02_depth_first_nesting.json");

const USAGE: &str = "\
usage:
  my-engine                                   the lesson's depth-first example
  my-engine run FILE.json [--format FORMAT]   run a scenario file, its setup
          [--setup]                           shown too; FORMAT is text
                                              (default), json, mermaid or html
                                              (--format=FORMAT works too);
                                              --setup: mermaid draws the setup
  my-engine cards [--class CLASS] [--cost N]  list the card library, or only the
          [--keyword KEYWORD] [--tribe TRIBE] cards of that class, cost, keyword
                                              and tribe (all that are given, in
                                              any case); CLASS: druid, hunter,
                                              mage, paladin, priest, rogue,
                                              shaman, warlock, warrior, neutral
  my-engine play [--seed N] [--playouts P]    play a game against the bot, the
          [--save GAME.json]                  real game's rules (a mulligan first);
                                              N shuffles the decks and seeds the
                                              bot, P is the bot's random games a
                                              move (8); --save keeps it to replay
  my-engine replay GAME.json [--format F]     replay a saved game; F is text
                                              (default), json or html; a game
                                              played with --cards replays with
                                              the same --cards
  my-engine balance DECK_A DECK_B             play games between two decks and
          [--games N | --seeds FROM..TO]      report win rates; DECK: a built-in
          [--bots BOT_A,BOT_B]                deck (benchmark, aura, juggler,
          [--override FILE.json [--compare]]  midrange) or a deck file; N games
          [--threads T] [--format F]          (100) or the seeds FROM up to TO;
                                              BOT: random, greedy, mc or mc:P
                                              (mc:4);
                                              --override changes cards' numbers,
                                              --compare sets that run beside the
                                              built-in cards' on the same seeds;
                                              T threads (every core); F: text,
                                              json (a result file) or html
  my-engine balance merge FILE.json...        one report of result files of one
          [--format F]                        matchup over different seeds
  my-engine balance compare BASE.json         two result files side by side
          VARIANT.json
  my-engine vocabulary                        what a card written as data can say
  --cards FILE.json                           with run, cards, play, replay and
                                              balance: add the file's cards to
                                              the built-in ones";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // `--format=json` is `--format json`, `--cards=F` is `--cards F`.
    let args: Vec<&str> = args
        .iter()
        .flat_map(|arg| match arg.split_once('=') {
            Some((
                flag @ ("--format" | "--cards" | "--save" | "--class" | "--cost" | "--keyword" | "--tribe"),
                value,
            )) => vec![flag, value],
            _ => vec![arg.as_str()],
        })
        .collect();
    let (args, card_file) = match take_option(&args, "--cards", "--cards FILE.json") {
        Ok(taken) => taken,
        Err(problem) => return usage(&problem),
    };
    let (args, save) = match take_option(&args, "--save", "--save GAME.json") {
        Ok((args, Some(_))) if args.first() != Some(&"play") => return usage("--save goes with play"),
        Ok(taken) => taken,
        Err(problem) => return usage(&problem),
    };
    // `--setup`: the Mermaid flowchart draws the setup too (the other formats always show it).
    let setup = args.contains(&"--setup");
    let args: Vec<&str> = args.into_iter().filter(|&arg| arg != "--setup").collect();
    if setup {
        let mermaid = args.windows(2).any(|pair| pair == ["--format", "mermaid"]);
        if args.first() != Some(&"run") || !mermaid {
            return usage(
                "--setup goes with run --format mermaid: text, json and html always show the setup",
            );
        }
    }
    let card_text = match card_file.map(|path| read_input_file(Path::new(path), CARD_FILE)).transpose() {
        Ok(text) => text,
        Err(err) => return fail(&err.to_string()),
    };
    let card_source = match card_file.zip(card_text.as_deref()).map(|(path, text)| read_card_file(path, text))
    {
        Some(Err(err)) => return fail(&err.to_string()),
        Some(Ok(source)) => Some(source),
        None => None,
    };
    let cards = |scenario: Option<CardSource>| {
        library_with(&card_source.iter().cloned().chain(scenario).collect::<Vec<_>>())
    };
    match args.as_slice() {
        [] => run_scenario("the depth-first example", DEFAULT, Shown::of(Format::Text, false), &cards),
        [command, "--help" | "-h"] if COMMANDS.contains(command) => {
            finish(write_to(&mut io::stdout(), &format!("{}\n", help(command))), ExitCode::SUCCESS)
        }
        ["run", path] if !path.starts_with('-') => run_file(path, Shown::of(Format::Text, false), &cards),
        ["run", path, "--format", name] | ["run", "--format", name, path] => match Format::named(name) {
            Some(format) => run_file(path, Shown::of(format, setup), &cards),
            None => usage(&format!("unknown format {name:?}: use text, json, mermaid or html")),
        },
        ["cards", filters @ ..] => match cards::Filters::read(filters) {
            Ok(filters) => match cards(None) {
                Ok(library) => {
                    let listed = cards::list(library, &class_of(card_source.as_ref()), filters);
                    finish(write_to(&mut io::stdout(), &listed), ExitCode::SUCCESS)
                }
                Err(err) => fail(&err.to_string()),
            },
            Err(problem) => usage(&problem),
        },
        ["balance", rest @ ..] if !matches!(rest, ["--help" | "-h"]) => match cards(None) {
            Ok(library) => balance::balance(rest, library),
            Err(err) => fail(&err.to_string()),
        },
        ["vocabulary"] => finish(write_to(&mut io::stdout(), &vocabulary::reference()), ExitCode::SUCCESS),
        ["play"] => play_game(1, 8, cards(None), card_source.as_ref(), save),
        ["play", "--seed", seed] => match seed.parse() {
            Ok(seed) => play_game(seed, 8, cards(None), card_source.as_ref(), save),
            Err(_) => usage(&format!("the seed {seed:?} is not a number: give a whole number")),
        },
        ["play", "--playouts", playouts] => match playouts_from(playouts) {
            Ok(playouts) => play_game(1, playouts, cards(None), card_source.as_ref(), save),
            Err(problem) => usage(&problem),
        },
        ["play", "--seed", seed, "--playouts", playouts]
        | ["play", "--playouts", playouts, "--seed", seed] => match (seed.parse(), playouts_from(playouts)) {
            (Ok(seed), Ok(playouts)) => play_game(seed, playouts, cards(None), card_source.as_ref(), save),
            (Err(_), _) => usage(&format!("the seed {seed:?} is not a number: give a whole number")),
            (_, Err(problem)) => usage(&problem),
        },
        ["replay", path] if !path.starts_with('-') => replay_file(path, Format::Text, &cards),
        ["replay", path, "--format", name] | ["replay", "--format", name, path] => {
            match Format::named(name) {
                Some(format @ (Format::Text | Format::Json | Format::Html)) => {
                    replay_file(path, format, &cards)
                }
                _ => usage(&format!("unknown format {name:?} for replay: use text, json or html")),
            }
        }
        ["help" | "--help" | "-h"] => {
            finish(write_to(&mut io::stdout(), &format!("{USAGE}\n")), ExitCode::SUCCESS)
        }
        _ => usage(&unexpected(&args)),
    }
}

/// The most playouts the bot may make a move: at 8 (the default) a move takes a blink; at
/// this bound about a minute, and past it the bot would seem to hang.
const MOST_PLAYOUTS: usize = 10_000;

/// The value of `--playouts`, or what is wrong with it.
fn playouts_from(text: &str) -> Result<usize, String> {
    match text.parse::<u64>() {
        Ok(playouts) if playouts <= MOST_PLAYOUTS as u64 => Ok(playouts as usize),
        Ok(_) => Err(format!("--playouts {text} is too many: give at most {MOST_PLAYOUTS}")),
        Err(_) => {
            Err(format!("--playouts {text:?} is not a number: give a whole number up to {MOST_PLAYOUTS}"))
        }
    }
}

/// Which argument of `args` does not fit, and how: a command, an option or a value that
/// the command does not take, or an option without its value.
fn unexpected(args: &[&str]) -> String {
    let Some((&command, rest)) = args.split_first() else { return "no arguments expected here".to_owned() };
    let (options, mut files): (&[&str], usize) = match command {
        "run" => (&["--format"], 1),
        "play" => (&["--seed", "--playouts"], 0),
        "replay" => (&["--format"], 1),
        "vocabulary" | "help" => (&[], 0),
        _ => {
            return format!(
                "unknown command {command:?}: use run, cards, play, replay, vocabulary or balance"
            );
        }
    };
    let mut rest = rest.iter();
    let mut seen: Vec<&str> = Vec::new();
    while let Some(&arg) = rest.next() {
        if options.contains(&arg) {
            if seen.contains(&arg) {
                return format!("{arg} is given twice: give it once");
            }
            seen.push(arg);
            if rest.next().is_none() {
                return format!("{arg} needs a value");
            }
        } else if arg.starts_with('-') {
            return format!("unknown option {arg:?} for {command}");
        } else if files > 0 {
            files -= 1;
        } else {
            return format!("unexpected argument {arg:?} for {command}");
        }
    }
    match command {
        "run" => "run needs a scenario file: run FILE.json".to_owned(),
        "replay" => "replay needs a saved game: replay GAME.json".to_owned(),
        _ => format!("the arguments do not fit {command}: {}", args.join(" ")),
    }
}

/// The arguments without `option VALUE`, and the value; a problem if the option is given
/// twice or without its value (`form` shows how to write it).
fn take_option<'a>(
    args: &[&'a str],
    option: &str,
    form: &str,
) -> Result<(Vec<&'a str>, Option<&'a str>), String> {
    let mut rest = Vec::new();
    let mut value = None;
    let mut args = args.iter();
    while let Some(&arg) = args.next() {
        if arg != option {
            rest.push(arg);
            continue;
        }
        match (args.next(), value) {
            (None, _) => return Err(format!("{option} needs a file: {form}")),
            (Some(_), Some(_)) => return Err(format!("{option} is given twice: give it once")),
            (Some(&given), None) => value = Some(given),
        }
    }
    Ok((rest, value))
}

/// `my-engine replay GAME.json`: the saved game, replayed and shown in `format`.
fn replay_file(path: &str, format: Format, cards: &Cards) -> ExitCode {
    let json = match read_input_file(Path::new(path), SCENARIO_FILE) {
        Ok(json) => json,
        Err(err) => return fail(&err.to_string()),
    };
    let library = match cards(None) {
        Ok(library) => library,
        Err(err) => return fail(&err.to_string()),
    };
    match replay::replay(path, &json, library, format) {
        Ok(shown) => finish(write_to(&mut io::stdout(), &shown), ExitCode::SUCCESS),
        Err(problem) => fail(&problem),
    }
}

/// Say `problem` and exit 2: a file that cannot be used.
fn fail(problem: &str) -> ExitCode {
    complain(problem);
    ExitCode::from(2)
}

/// `my-engine play`: a game at the terminal against the bot, with the card file's cards (two
/// of each that is not a token) on top of both decks.
fn play_game(
    seed: u64,
    playouts: usize,
    cards: Result<&'static Library, my_engine::content::CardFileError>,
    card_source: Option<&CardSource>,
    save: Option<&str>,
) -> ExitCode {
    let cards = match cards {
        Ok(cards) => cards,
        Err(err) => return fail(&err.to_string()),
    };
    let extra = card_source.map_or(&[][..], |source| source.cards.as_slice());
    // The file's cards a deck may hold (`Game::new` refuses the others).
    let deckable = |kind: CardKind| {
        !matches!(kind, CardKind::Enchantment { .. } | CardKind::HeroPower { .. } | CardKind::Hero { .. })
    };
    let on_top: Vec<_> = extra
        .iter()
        .filter(|entry| !entry.token)
        .flat_map(|entry| cards.find(&entry.name).ok())
        .filter(|&card| deckable(cards.card(card).kind))
        .flat_map(|card| [card, card])
        .collect();
    // A path the game cannot be saved to is refused before the game, not after it.
    if let Some(path) = save
        && let Err(err) = std::fs::OpenOptions::new().append(true).create(true).open(path)
    {
        return fail(&format!("cannot save the game to {path}: {err}"));
    }
    let stdin = io::stdin();
    match terminal::play(
        &mut stdin.lock(),
        &mut io::stdout(),
        seed,
        playouts,
        cards,
        &on_top,
        &mut Instant::now,
    ) {
        Ok((record, stop)) => match save {
            None => exit_for(stop),
            Some(path) => {
                let json = serde_json::to_string_pretty(&record).expect("a game record serialises") + "\n";
                match std::fs::write(path, json) {
                    Ok(()) => {
                        // The card file's cards are in the game's decks: the replay needs them too.
                        let cards = card_source.map_or_else(String::new, |source| {
                            format!(" --cards {}", escape_control(source.path))
                        });
                        let path = escape_control(path);
                        let _ = writeln!(
                            io::stderr(),
                            "saved the game to {path}: replay it with `my-engine replay {path}{cards}`"
                        );
                        exit_for(stop)
                    }
                    Err(err) => fail(&format!("cannot save the game to {path}: {err}")),
                }
            }
        },
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(err) => {
            complain(&format!("cannot play: {err}"));
            ExitCode::from(2)
        }
    }
}

/// How `play` exits once its game has stopped: 0 when it was played out (or the person
/// stopped it), 2 with a line on stderr when a turn could not end.
fn exit_for(stop: terminal::Stop) -> ExitCode {
    match stop {
        terminal::Stop::Played => ExitCode::SUCCESS,
        terminal::Stop::TurnCouldNotEnd => {
            fail("the turn could not end, so the game stopped: see the refusal above")
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

/// The library for a run: the embedded one, with the card file's cards and the scenario's.
type Cards<'f> =
    dyn Fn(Option<CardSource>) -> Result<&'static Library, my_engine::content::CardFileError> + 'f;

/// How to show a scenario: its format, and for Mermaid whether to draw the setup too.
#[derive(Clone, Copy)]
struct Shown {
    format: Format,
    setup: bool,
}

impl Shown {
    fn of(format: Format, setup: bool) -> Shown {
        Shown { format, setup }
    }
}

/// The commands, each of which takes `--help`.
const COMMANDS: [&str; 6] = ["run", "cards", "play", "replay", "vocabulary", "balance"];

/// The usage of `command` (its lines of `USAGE`), then `--cards` where it applies.
fn help(command: &str) -> String {
    let mut lines = Vec::new();
    let mut mine = false;
    for line in USAGE.lines().skip(1) {
        if let Some(rest) = line.strip_prefix("  my-engine") {
            mine = rest.trim_start().split(' ').next() == Some(command);
        } else if line.starts_with("  --cards") {
            mine = matches!(command, "run" | "cards" | "play" | "replay" | "balance");
        }
        if mine {
            lines.push(line);
        }
    }
    format!("usage:\n{}", lines.join("\n"))
}

fn run_file(path: &str, shown: Shown, cards: &Cards) -> ExitCode {
    match read_input_file(Path::new(path), SCENARIO_FILE) {
        Ok(json) => run_scenario(path, &json, shown, cards),
        Err(err) => fail(&err.to_string()),
    }
}

/// Run a scenario, show it, check its expectations. Exit 0 if all hold, 1 if one does not,
/// 2 if the scenario cannot be read or run or its output cannot be written.
fn run_scenario(path: &str, json: &str, shown: Shown, cards: &Cards) -> ExitCode {
    let format = shown.format;
    let scenario = match parse(path, json) {
        Ok(scenario) => scenario,
        Err(err) => {
            let in_cards = match &err {
                ScenarioError::Malformed { source, .. } => in_scenario_cards(path, json, source),
                _ => None,
            };
            return fail(&in_cards.map_or_else(|| err.to_string(), |err| err.to_string()));
        }
    };
    let own_cards = CardSource { path, text: json, cards: scenario.cards.clone() };
    let library = match cards(Some(own_cards)) {
        Ok(library) => library,
        Err(err) => return fail(&err.to_string()),
    };
    let outcome = run(path, scenario, library).and_then(|mut ran| {
        let (checked, mismatches) = check(&mut ran)?;
        Ok((ran, checked, mismatches))
    });
    let (ran, checked, mismatches) = match outcome {
        Ok(done) => done,
        Err(err) => return fail(&err.to_string()),
    };
    let verdict = if mismatches.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(1) };
    let report = report(checked, &mismatches);
    let rendered = match format {
        Format::Mermaid => mermaid(&ran, shown.setup),
        _ => render(&ran, format),
    };
    let written = write_to(&mut io::stdout(), &rendered).and_then(|()| match format {
        Format::Text => write_to(&mut io::stdout(), &report),
        Format::Json | Format::Mermaid | Format::Html => write_to(&mut io::stderr(), &report),
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
        let all =
            if checked == 1 { "the one expectation holds".to_owned() } else { format!("all {checked} hold") };
        report.push_str(&format!("\nExpectations: {all}.\n"));
    }
    report
}

/// Each card's class by its name: a built-in card's (`catalog_classes`), or a card file's
/// card's own `"class"`, neutral if it gives none.
fn class_of(card_source: Option<&CardSource>) -> impl Fn(&str) -> Class {
    let mut classes: std::collections::HashMap<String, Class> = catalog_classes().into_iter().collect();
    for entry in card_source.map_or(&[][..], |source| source.cards.as_slice()) {
        classes.insert(entry.name.clone(), entry.class.unwrap_or_default());
    }
    move |name| classes.get(name).copied().unwrap_or_default()
}
