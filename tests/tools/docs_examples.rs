//! Every command and JSON example of the README and the chapters under `docs/` works: each
//! `my-engine` command (`cargo run -- ...`) and the coupling audit run from a scratch folder
//! that sees the crate's `scenarios/`, `cards/`, `docs/` and `tests/` (one folder a block, so
//! a command reads what an earlier one of its block wrote), and exit 0; each JSON block loads
//! (a card file as a card file, a scenario as a scenario that holds, a deck or an override file
//! played in one game, a snapshot loaded as the game that writes it). What a test
//! cannot run from inside `cargo test` is checked for what it names: `cargo test --test NAME`
//! names a test target, `cargo run --example NAME` an example (`cargo test` builds every
//! example), `cargo bench` the benchmarks' package; `cargo expansion-check REV` needs a git
//! revision, and `tests/tools/tools.rs` runs it on repositories of its own.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use my_engine::content::library;
use my_engine::engine::{Game, Snapshot};

/// The crate's root.
const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// A fenced block of a Markdown file: its language and its lines, with where it starts.
struct Block {
    file: String,
    line: usize,
    language: String,
    body: Vec<String>,
}

/// The README and every chapter under `docs/`.
fn documents() -> Vec<PathBuf> {
    let mut chapters: Vec<PathBuf> = fs::read_dir(Path::new(ROOT).join("docs"))
        .expect("docs/ is there")
        .map(|entry| entry.expect("docs/ lists").path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "md"))
        .collect();
    chapters.sort();
    let mut all = vec![Path::new(ROOT).join("README.md")];
    all.extend(chapters);
    all
}

/// Every fenced block of `path`.
fn blocks_of(path: &Path) -> Vec<Block> {
    let text = fs::read_to_string(path).expect("the document reads");
    let file = path.strip_prefix(ROOT).unwrap_or(path).display().to_string();
    let mut blocks = Vec::new();
    let mut open: Option<Block> = None;
    for (index, line) in text.lines().enumerate() {
        match (line.strip_prefix("```"), open.take()) {
            (Some(_), Some(block)) => blocks.push(block),
            (Some(language), None) => {
                let language = language.trim().to_owned();
                open = Some(Block { file: file.clone(), line: index + 1, language, body: Vec::new() });
            }
            (None, Some(mut block)) => {
                block.body.push(line.to_owned());
                open = Some(block);
            }
            (None, None) => {}
        }
    }
    assert!(open.is_none(), "{file}: a fenced block is never closed");
    blocks
}

fn all_blocks(language: &str) -> Vec<Block> {
    documents().iter().flat_map(|path| blocks_of(path)).filter(|block| block.language == language).collect()
}

/// A command line without its comment: a `#` that begins a word starts the comment.
fn without_comment(line: &str) -> &str {
    match line.find(" #") {
        Some(at) => &line[..at],
        None if line.trim_start().starts_with('#') => "",
        None => line,
    }
    .trim()
}

/// What a documented command is, read as words split at spaces.
#[derive(Debug, PartialEq)]
enum Documented {
    /// `cargo run [-- ARGS]`: the `my-engine` command, with its standard output sent to a file
    /// of the scratch folder when the line redirects it (`> seq.html`), and a pipe's reader left
    /// out.
    MyEngine { args: Vec<String>, output_to: Option<String> },
    /// `cargo coupling-audit` or `cargo run --bin coupling-audit -- [PATH]`.
    CouplingAudit { args: Vec<String> },
    /// `cargo test [--test NAME]`.
    Test { target: Option<String> },
    /// `cargo run --release --example NAME ...`.
    Example { name: String },
    /// `cargo bench`.
    Bench,
    /// `cargo expansion-check REV`.
    ExpansionCheck,
}

/// Read one command line of a `sh` block.
fn documented(line: &str) -> Result<Documented, String> {
    assert!(
        !line.contains('"') && !line.contains('\''),
        "write `{line}` without quotes: the test splits at spaces"
    );
    let line = line.split(" | ").next().unwrap_or(line); // A pipe's reader is the reader's, not ours.
    let (command, output_to) = match line.split_once(" > ") {
        Some((command, file)) => (command, Some(file.trim().to_owned())),
        None => (line, None),
    };
    let words: Vec<String> = command.split_whitespace().map(str::to_owned).collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let rest = |from: usize| words[from..].iter().map(|word| (*word).to_owned()).collect::<Vec<_>>();
    match words.as_slice() {
        ["cargo", "run"] => Ok(Documented::MyEngine { args: Vec::new(), output_to }),
        ["cargo", "run", "--", ..] => Ok(Documented::MyEngine { args: rest(3), output_to }),
        ["cargo", "run", "--release", "--", ..] => Ok(Documented::MyEngine { args: rest(4), output_to }),
        ["cargo", "coupling-audit", ..] => Ok(Documented::CouplingAudit { args: rest(2) }),
        ["cargo", "run", "--bin", "coupling-audit", "--", ..] => {
            Ok(Documented::CouplingAudit { args: rest(5) })
        }
        ["cargo", "test"] => Ok(Documented::Test { target: None }),
        ["cargo", "test", "--test", name] => Ok(Documented::Test { target: Some((*name).to_owned()) }),
        ["cargo", "run", "--release", "--example", name, ..] => {
            Ok(Documented::Example { name: (*name).to_owned() })
        }
        ["cargo", "bench"] => Ok(Documented::Bench),
        ["cargo", "expansion-check", "REV"] => Ok(Documented::ExpansionCheck),
        _ => Err(format!("a command this test cannot read: `{line}`; teach `documented` its shape")),
    }
}

/// Every command of every `sh` block, with where it is written, block by block: the commands
/// of one block run one after another in one scratch folder, so that a later one reads what
/// an earlier one wrote (`> base.json`, then `compare base.json ...`).
fn documented_commands() -> Vec<Vec<(String, String)>> {
    all_blocks("sh")
        .into_iter()
        .map(|block| {
            let (file, start) = (block.file.clone(), block.line);
            block
                .body
                .iter()
                .enumerate()
                .map(|(index, line)| {
                    (format!("{file}:{}", start + 1 + index), without_comment(line).to_owned())
                })
                .filter(|(_, line)| !line.is_empty())
                .collect()
        })
        .collect()
}

/// A scratch folder for one block's commands: empty but for links to the crate's folders that the
/// documented commands read, so that what a command writes lands in the scratch folder.
fn scratch_folder(name: &str) -> PathBuf {
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("docs_examples").join(name);
    let _ = fs::remove_dir_all(&folder);
    fs::create_dir_all(&folder).expect("the scratch folder is writable");
    for read in ["scenarios", "cards", "docs", "tests"] {
        link(&Path::new(ROOT).join(read), &folder.join(read));
    }
    folder
}

#[cfg(unix)]
fn link(original: &Path, link: &Path) {
    std::os::unix::fs::symlink(original, link).expect("the scratch folder takes a link");
}

#[cfg(not(unix))]
fn link(original: &Path, link: &Path) {
    std::os::windows::fs::symlink_dir(original, link).expect("the scratch folder takes a link");
}

/// Run `program` with `args` in `folder`, nothing on standard input.
fn run_in(folder: &Path, program: &str, args: &[String]) -> Output {
    Command::new(program)
        .args(args)
        .current_dir(folder)
        .stdin(Stdio::null())
        .output()
        .expect("the command runs")
}

/// Run one documented command in `folder` and say what went wrong, if anything.
fn check(folder: &Path, place: &str, line: &str) -> Result<(), String> {
    let fail = |why: String| format!("{place}: `{line}`: {why}");
    match documented(line).map_err(fail)? {
        Documented::MyEngine { args, output_to } => {
            let out = run_in(folder, env!("CARGO_BIN_EXE_my-engine"), &args);
            if !out.status.success() {
                return Err(fail(format!(
                    "exit {:?}: {}",
                    out.status.code(),
                    String::from_utf8_lossy(&out.stderr)
                )));
            }
            if out.stdout.is_empty() {
                return Err(fail("printed nothing".to_owned()));
            }
            if let Some(file) = output_to {
                fs::write(folder.join(&file), &out.stdout).expect("the scratch folder is writable");
            }
        }
        Documented::CouplingAudit { args } => {
            let args: Vec<String> = args.into_iter().filter(|arg| arg != "[PATH]").collect();
            let out = run_in(Path::new(ROOT), env!("CARGO_BIN_EXE_coupling-audit"), &args);
            if !out.status.success() {
                return Err(fail(format!(
                    "exit {:?}: {}",
                    out.status.code(),
                    String::from_utf8_lossy(&out.stdout)
                )));
            }
        }
        Documented::Test { target: Some(name) } => {
            let single = Path::new(ROOT).join("tests").join(format!("{name}.rs"));
            let group = Path::new(ROOT).join("tests").join(&name).join("main.rs");
            if !single.is_file() && !group.is_file() {
                return Err(fail(format!("no test target {name}")));
            }
        }
        Documented::Test { target: None } | Documented::ExpansionCheck => {}
        Documented::Example { name } => {
            if !Path::new(ROOT).join("examples").join(format!("{name}.rs")).is_file() {
                return Err(fail(format!("no example {name}")));
            }
        }
        Documented::Bench => {
            if !Path::new(ROOT).join("benchmarks").join("Cargo.toml").is_file() {
                return Err(fail("no benchmarks package".to_owned()));
            }
        }
    }
    Ok(())
}

#[test]
fn every_documented_command_runs() {
    let blocks = documented_commands();
    assert!(
        blocks.iter().map(Vec::len).sum::<usize>() >= 20,
        "the documents' commands are found: {blocks:?}"
    );
    let mut problems = Vec::new();
    for block in &blocks {
        let Some((first, _)) = block.first() else { continue };
        let folder = scratch_folder(&first.replace(['/', ':', '.'], "_"));
        problems.extend(block.iter().filter_map(|(place, line)| check(&folder, place, line).err()));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// What a JSON block of the documents is, checked as the command reads it: a card file (a list
/// of cards), a scenario, a deck file or an override file (each played in one game); a
/// snapshot, loaded through the library (`check_snapshot`).
fn check_json(block: &Block) -> Result<(), String> {
    let place = format!("{}:{}", block.file, block.line);
    let text = block.body.join("\n");
    let value: serde_json::Value =
        serde_json::from_str(&text).map_err(|problem| format!("{place}: not JSON: {problem}"))?;
    let folder = scratch_folder(&place.replace(['/', ':', '.'], "_"));
    let file = folder.join("example.json");
    fs::write(&file, &text).expect("the scratch folder is writable");
    let file = file.display().to_string();
    let one_game = ["--games", "1", "--bots", "random"].map(String::from);
    let is_override = |value: &serde_json::Value| value.get("override").is_some();
    let args: Vec<String> = match &value {
        serde_json::Value::Array(items) if items.first().is_some_and(is_override) => {
            ["balance", "juggler", "midrange", "--override", &file]
                .map(String::from)
                .into_iter()
                .chain(one_game)
                .collect()
        }
        serde_json::Value::Array(_) => vec!["cards".into(), "--cards".into(), file],
        serde_json::Value::Object(fields) if fields.contains_key("expect") => vec!["run".into(), file],
        serde_json::Value::Object(fields) if fields.contains_key("deck") => {
            ["balance", &file, "midrange"].map(String::from).into_iter().chain(one_game).collect()
        }
        serde_json::Value::Object(fields) if fields.contains_key("card_objects") => {
            return check_snapshot(&place, &text, &value);
        }
        _ => {
            return Err(format!(
                "{place}: not a card file, scenario, deck file, override file or snapshot: teach `check_json` its kind"
            ));
        }
    };
    let out = run_in(&folder, env!("CARGO_BIN_EXE_my-engine"), &args);
    match out.status.success() {
        true => Ok(()),
        false => Err(format!(
            "{place}: exit {:?}: {}{}",
            out.status.code(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )),
    }
}

/// A snapshot (`docs/snapshots.md`) loads through the library, and is what the game it loads
/// as writes: the example is a game's own snapshot, not only one the check lets through.
fn check_snapshot(place: &str, text: &str, value: &serde_json::Value) -> Result<(), String> {
    let snapshot = Snapshot::from_json(text).map_err(|problem| format!("{place}: {problem}"))?;
    let game = Game::from_snapshot(library(), &snapshot).map_err(|problem| format!("{place}: {problem}"))?;
    let written = serde_json::to_value(game.snapshot().map_err(|problem| format!("{place}: {problem}"))?);
    match written.map_err(|problem| format!("{place}: {problem}"))? == *value {
        true => Ok(()),
        false => Err(format!("{place}: the game it loads as writes another snapshot: write that one")),
    }
}

#[test]
fn every_json_example_loads_and_every_scenario_example_holds() {
    let blocks = all_blocks("json");
    assert!(blocks.len() >= 2, "the documents' JSON blocks are found");
    let problems: Vec<String> = blocks.iter().filter_map(|block| check_json(block).err()).collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_broken_command_or_example_is_caught() {
    let folder = scratch_folder("broken");
    assert!(check(&folder, "here:1", "cargo run -- run scenarios/no_such_scenario.json").is_err());
    assert!(check(&folder, "here:2", "cargo run --release -- cards --class magee").is_err());
    assert!(check(&folder, "here:3", "cargo run --release --example no_such_example").is_err());
    assert!(check(&folder, "here:4", "cargo test --test no_such_group").is_err());
    assert!(check(&folder, "here:5", "cargo run -- balance compare nothing.json nothing.json").is_err());
    assert!(documented("make all").is_err());
    let bad_card = Block {
        file: "here".into(),
        line: 5,
        language: "json".into(),
        body: vec![r#"[{ "name": "Test Nothing", "cost": 2, "type": "minion", "attack": 1 }]"#.into()],
    };
    assert!(check_json(&bad_card).is_err(), "a card without Health is refused");
    let failing_scenario = Block {
        file: "here".into(),
        line: 6,
        language: "json".into(),
        body: vec![
            r#"{ "name": "x", "decks": [[], []], "setup": [{ "do": "summon", "card": "Chillwind Yeti", "player": 0, "as": "Y" }],"#.into(),
            r#"  "action": { "do": "deal_damage", "target": "Y", "amount": 1 }, "expect": { "health": { "Y": 5 } } }"#.into(),
        ],
    };
    assert!(check_json(&failing_scenario).is_err(), "a scenario that does not hold is caught");
    let game = Game::new(library(), [Vec::new(), Vec::new()], Default::default()).unwrap();
    let snapshot = serde_json::to_string(&game.snapshot().unwrap()).unwrap();
    let block =
        |body: String| Block { file: "here".into(), line: 7, language: "json".into(), body: vec![body] };
    assert_eq!(check_json(&block(snapshot.clone())), Ok(()), "a new game's snapshot loads");
    let unreachable = snapshot.replacen("\"max_health\":30", "\"max_health\":31", 1);
    assert!(check_json(&block(unreachable)).is_err(), "a snapshot the rules could not reach is caught");
    let not_canonical = snapshot.replacen("\"order_of_play\":1}", "\"order_of_play\":1,\"damage\":0}", 1);
    assert_ne!(not_canonical, snapshot);
    let err = check_json(&block(not_canonical)).unwrap_err();
    assert_eq!(err, "here:7: the game it loads as writes another snapshot: write that one");
}

#[test]
fn a_comment_a_redirect_and_a_pipe_are_read_as_a_shell_reads_them() {
    assert_eq!(without_comment("cargo run -- cards   # the library"), "cargo run -- cards");
    assert_eq!(without_comment("# --format=json works too"), "");
    assert_eq!(
        documented("cargo run -- run x.json --format html > seq.html"),
        Ok(Documented::MyEngine {
            args: vec!["run".into(), "x.json".into(), "--format".into(), "html".into()],
            output_to: Some("seq.html".into())
        })
    );
    assert_eq!(
        documented("cargo run -- cards | head -n 3"),
        Ok(Documented::MyEngine { args: vec!["cards".into()], output_to: None })
    );
}

/// The names serde lists for an unknown field or variant: "expected one of `a`, `b`".
fn expected_names(message: &str) -> Vec<String> {
    let listed = message.split("expected one of ").nth(1).unwrap_or_default();
    listed.split('`').skip(1).step_by(2).map(str::to_owned).collect()
}

/// The backticked words of the first column of the scenario chapter's tables, their headers
/// (a row the `| ---` row follows) aside.
fn first_column_words() -> Vec<String> {
    let chapter = fs::read_to_string(Path::new(ROOT).join("docs/scenarios.md")).unwrap();
    let lines: Vec<&str> = chapter.lines().collect();
    lines
        .iter()
        .enumerate()
        .filter(|(at, _)| !lines.get(at + 1).is_some_and(|next| next.starts_with("| ---")))
        .filter_map(|(_, line)| line.strip_prefix("| "))
        .filter_map(|row| row.split(" | ").next())
        .flat_map(|cell| cell.split('`').skip(1).step_by(2).map(str::to_owned).collect::<Vec<_>>())
        .collect()
}

#[test]
fn the_scenario_chapters_tables_name_every_step_and_every_expectation() {
    let steps = serde_json::from_str::<my_engine::scenario::Step>(r#"{"do": "no_such_step"}"#).unwrap_err();
    let expectations = serde_json::from_str::<my_engine::scenario::Expect>(r#"{"no_such": 1}"#).unwrap_err();
    let (steps, expectations) =
        (expected_names(&steps.to_string()), expected_names(&expectations.to_string()));
    assert!(steps.len() >= 24 && expectations.len() >= 40, "{steps:?} {expectations:?}");
    let tabled = first_column_words();
    let missing: Vec<&String> =
        steps.iter().chain(&expectations).filter(|name| !tabled.contains(name)).collect();
    assert!(missing.is_empty(), "docs/scenarios.md's tables lack {missing:?}");
    let unknown: Vec<&String> =
        tabled.iter().filter(|word| !steps.contains(word) && !expectations.contains(word)).collect();
    assert!(unknown.is_empty(), "docs/scenarios.md's tables name {unknown:?}, which a scenario cannot say");
}
