//! `my-engine balance`: a run's report as text, a result file, a page opened in headless
//! Chromium; results merged and compared; bad decks, overrides and result files refused with
//! the exact words, exit 2.

use std::fs;
use std::path::PathBuf;
use std::process::Output;

use crate::common::my_engine;
use crate::html::dom_at;

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

/// A fresh path in this test run's scratch folder.
fn scratch(name: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("balance_{name}"));
    let _ = fs::remove_file(&path);
    path
}

fn written(name: &str, text: &str) -> String {
    let path = scratch(name);
    fs::write(&path, text).unwrap();
    path.display().to_string()
}

fn ok(args: &[&str]) -> String {
    let out = my_engine(args);
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    assert_eq!(stderr(&out), "", "no progress line when standard error is not a terminal");
    stdout(&out)
}

#[test]
fn a_run_reports_what_was_played_and_the_win_rates_with_intervals() {
    let text = ok(&["balance", "juggler", "midrange", "--games", "6", "--bots", "random"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "Balance: Juggler (random) against Midrange (random); cards: built-in cards; 6 games, seeds 0 to 5; engine 0.1.0"
    );
    assert!(lines[1].starts_with("Deck A, Juggler, won ") && lines[1].ends_with(" of 6)"), "{}", lines[1]);
    assert!(lines[4].starts_with("The player who went first won "), "{}", lines[4]);
    assert!(text.contains("\nKnife Juggler x2 "), "{text}");
    assert!(text.contains("\nDeck B, Midrange: its win rate in the games each card was ...\n"));
}

#[test]
fn the_threads_change_nothing_of_the_results() {
    let on = |threads: &str| {
        let args =
            ["balance", "juggler", "midrange", "--games", "5", "--bots", "mc:1,random", "--format", "json"];
        ok(&[&args[..], &["--threads", threads]].concat())
    };
    assert_eq!(on("1"), on("2"));
}

#[test]
fn result_files_of_separate_seeds_merge_into_the_report_of_all_and_compare_side_by_side() {
    let run = |seeds: &str, name: &str| {
        written(
            name,
            &ok(&[
                "balance", "juggler", "midrange", "--seeds", seeds, "--bots", "random", "--format", "json",
            ]),
        )
    };
    let (first, second) = (run("0..4", "first.json"), run("4..9", "second.json"));
    let whole = ok(&["balance", "juggler", "midrange", "--games", "9", "--bots", "random"]);
    assert_eq!(ok(&["balance", "merge", &first, &second]), whole);
    assert_eq!(ok(&["balance", "merge", &second, &first]), whole);

    let variant = written("variant.json", r#"{"override": "Knife Juggler", "cost": 3}"#);
    let changed = written(
        "changed.json",
        &ok(&[
            "balance",
            "juggler",
            "midrange",
            "--games",
            "4",
            "--bots",
            "random",
            "--override",
            &variant,
            "--format",
            "json",
        ]),
    );
    let compared = ok(&["balance", "compare", &first, &changed]);
    assert!(
        compared.starts_with(
            "Base:    Balance: Juggler (random) against Midrange (random); cards: built-in cards;"
        ),
        "{compared}"
    );
    assert!(compared.contains(
        "\nVariant: Balance: Juggler (random) against Midrange (random); cards: Knife Juggler: cost 3;"
    ));

    let other_decks = written(
        "other.json",
        &ok(&["balance", "juggler", "benchmark", "--games", "2", "--bots", "random", "--format", "json"]),
    );
    let out = my_engine(&["balance", "compare", &first, &other_decks]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        format!(
            "error: {other_decks}: deck B: \"Benchmark\", 15 cards here, \"Midrange\", 15 cards in the base: compare runs of one matchup\n"
        )
    );
    let out = my_engine(&["balance", "merge", &first, &changed]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        format!(
            "error: {changed}: overrides: Knife Juggler: cost 3 here, built-in cards in the first file: merge only runs of one matchup\n"
        )
    );
}

#[test]
fn one_command_answers_what_an_override_does_side_by_side_with_the_built_in_cards() {
    let six_random_games = |more: &[&str]| {
        let mut args = vec!["balance", "juggler", "midrange", "--games", "6", "--bots", "random"];
        args.extend(more);
        ok(&args)
    };
    let variant = "docs/examples/juggler_costs_3.json";
    let at_once = six_random_games(&["--override", variant, "--compare"]);
    let base = written("cmp_base.json", &six_random_games(&["--format", "json"]));
    let changed =
        written("cmp_variant.json", &six_random_games(&["--override", variant, "--format", "json"]));
    assert_eq!(at_once, ok(&["balance", "compare", &base, &changed]));
    assert!(
        at_once.contains("cards: built-in cards;") && at_once.contains("cards: Knife Juggler: cost 3;"),
        "{at_once}"
    );
}

#[test]
fn a_bad_deck_override_or_result_file_is_refused_naming_it_and_the_fix() {
    let refused = |args: &[&str]| {
        let out = my_engine(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(stdout(&out), "");
        stderr(&out)
    };
    let three = written("three.json", r#"{"deck": "Three", "cards": [["Knife Juggler", 3]]}"#);
    assert_eq!(
        refused(&["balance", &three, "midrange"]),
        format!(
            "error: deck {three:?}: \"Knife Juggler\" has 3 copies: a deck holds 1 or 2 copies of a card\n"
        )
    );
    let unknown = written("unknown.json", r#"{"deck": "U", "cards": [["Knife Jugglr", 2]]}"#);
    assert_eq!(
        refused(&["balance", &unknown, "midrange"]),
        format!("error: deck {unknown:?}: unknown card \"Knife Jugglr\": did you mean \"Knife Juggler\"?\n")
    );
    assert!(refused(&["balance", "zoo", "midrange"]).starts_with(
        "error: deck \"zoo\": no built-in deck is called that: name one of benchmark, aura, juggler, midrange, or a deck file (FILE.json)\n"
    ));
    let over = written("over.json", r#"{"override": "Knife Juggler", "attack": 1000}"#);
    assert!(
        refused(&["balance", "juggler", "midrange", "--override", &over])
            .starts_with(&format!("error: {over}: \"Knife Juggler\": \"attack\": 1000 is out of range")),
    );
    let nothing = written("nothing.json", "{}");
    assert!(
        refused(&["balance", "merge", &nothing])
            .starts_with(&format!("error: {nothing}: missing field `format`"))
    );
    let usage = refused(&["balance", "juggler"]);
    assert!(usage.starts_with(
        "error: balance needs two decks: balance DECK_A DECK_B (or balance merge, balance compare)\nusage:"
    ));
}

#[test]
fn balance_help_shows_its_usage_and_the_cards_option() {
    let help = ok(&["balance", "--help"]);
    assert!(help.starts_with("usage:\n  my-engine balance DECK_A DECK_B "), "{help}");
    assert!(help.contains("\n  my-engine balance merge FILE.json... "));
    assert!(help.contains("\n  --cards FILE.json "));
    assert!(!help.contains("my-engine run"));
}

#[test]
fn chromium_shows_the_convergence_line_and_a_bar_for_each_card() {
    let page =
        ok(&["balance", "juggler", "midrange", "--games", "7", "--bots", "random", "--format", "html"]);
    assert!(!page.contains("<script") && !page.contains("src=") && !page.contains("href="), "self-contained");
    let path = scratch("page.html");
    fs::write(&path, &page).unwrap();
    // The page as written, then as Chromium reads it (when this machine has one).
    let dom = dom_at(&path, 0).unwrap_or(page);
    let points = dom.split("points=\"").nth(1).and_then(|rest| rest.split('"').next()).unwrap();
    assert_eq!(points.split(' ').count(), 7, "one point a game: {points}");
    for deck in 0..2 {
        let bars = dom.split(&format!("id=\"cards-{deck}\"")).nth(1).unwrap().split("</svg>").next().unwrap();
        assert_eq!(bars.matches("<rect").count(), 15, "a bar for each card of deck {deck}");
        assert_eq!(bars.matches("<circle").count(), 15);
    }
    assert!(dom.contains("<title>Knife Juggler: drawn "), "each card's figures on hover");
    assert!(dom.contains("<th>The player who went first won</th>"));
}
