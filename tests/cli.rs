//! The `my-engine` command, run as a person would: the default example, scenario files that
//! pass, fail and are broken, the output formats, the card list and usage errors.

use std::process::{Command, Output};

use my_engine::harness::GameEvent;

fn my_engine(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_my-engine"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the command runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("UTF-8")
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).expect("UTF-8")
}

#[test]
fn no_arguments_shows_the_depth_first_example_as_a_tree() {
    let out = my_engine(&[]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let tree = "\
[0] Damaged: Armorsmith #3 (S) takes 1
├─ [1] Triggered: Test Echo #2 (E), damaged
│  └─ [2] Damaged: Hero #1 (hero1) takes 1
│     └─ [3] Triggered: Test Reactor #4 (R), damaged
│        └─ [4] StatsChanged: Test Reactor #4 (R) now 2/5
└─ [5] Triggered: Armorsmith #3 (S), damaged
   └─ [6] ArmorGained: player 0 +1 Armor
";
    assert!(text.contains(tree), "{text}");
    assert!(text.contains("Action: deal 1 damage to Armorsmith #3 (S)"), "{text}");
    assert!(text.contains("    Test Echo #2 (E) 1/5\n"), "the board before: {text}");
    assert!(text.contains("  Test Reactor #4 (R): Attack 1 → 2\n"), "what changed: {text}");
    assert!(text.contains("  player 0: Armor 0 → 1\n"), "what changed: {text}");
    for line in text.lines() {
        assert!(line.chars().count() <= 80, "wider than 80 columns: {line:?}");
    }
}

#[test]
fn a_scenario_file_that_holds_exits_0() {
    let out = my_engine(&["run", "scenarios/test_03_chained_death_phases.json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("DeathPhase 2"), "{text}");
    assert!(text.ends_with("Expectations: all 7 hold.\n"), "{text}");
}

#[test]
fn a_failed_expectation_shows_both_logs_and_exits_1() {
    let out = my_engine(&["run", "tests/fixtures/breadth_first_guess.json"]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(text.contains("MISMATCH log differs at entry 3:"), "{text}");
    assert!(text.contains(">>   3  Triggered S damaged  Triggered R damaged\n"), "{text}");
    assert!(text.contains("MISMATCH armor(0): expected 2, actual 1\n"), "{text}");
}

#[test]
fn malformed_json_names_the_file_line_and_column() {
    let out = my_engine(&["run", "tests/fixtures/malformed.json"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "error: tests/fixtures/malformed.json: expected `,` or `}` at line 5 column 3\n"
    );
    assert_eq!(stdout(&out), "");
}

#[test]
fn an_unknown_card_or_label_names_the_closest() {
    let out = my_engine(&["run", "tests/fixtures/unknown_card.json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains(r#"setup[0]: unknown card "Armorsmth": did you mean "Armorsmith"?"#),
        "{}",
        stderr(&out)
    );
    let out = my_engine(&["run", "tests/fixtures/unknown_label.json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains(r#"action: unknown label "Smit"; did you mean "Smith"?"#),
        "{}",
        stderr(&out)
    );
}

#[test]
fn json_format_prints_the_log_as_game_events() {
    let out =
        my_engine(&["run", "scenarios/test_03x_leper_gnome_hits_the_enemy_hero.json", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let log: Vec<GameEvent> = serde_json::from_str(&stdout(&out)).expect("the log as JSON");
    assert_eq!(log.len(), 9);
    assert_eq!(log[0], GameEvent::SpellCast { card: "Whirlwind".into() });
    assert!(stderr(&out).contains("Expectations: all 4 hold."));
}

#[test]
fn mermaid_format_draws_the_tree() {
    let out = my_engine(&["run", "scenarios/test_02_depth_first_nesting.json", "--format", "mermaid"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.starts_with("flowchart TD\n"), "{text}");
    assert!(
        text.contains("    e0 --> e1\n")
            && text.contains("    e3 --> e4\n")
            && text.contains("    e0 --> e5\n")
    );
    assert!(text.contains(r#"    e2["[2] Damaged: Hero #1 (hero1) takes 1"]"#), "{text}");
}

#[test]
fn cards_lists_the_library() {
    let out = my_engine(&["cards"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(
        text.contains("Acolyte of Pain        3   1/4  Whenever this minion takes damage, draw a card.\n"),
        "{text}"
    );
    assert!(text.contains("Whirlwind              1 spell  Deal 1 damage to ALL minions.\n"), "{text}");
    assert!(text.lines().all(|line| line.chars().count() <= 80));
}

#[test]
fn usage_errors_exit_2_with_the_usage() {
    for args in [&["bogus"][..], &["run"], &["run", "x.json", "--format", "yaml"]] {
        let out = my_engine(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains("usage:"), "{args:?}: {}", stderr(&out));
    }
    let out = my_engine(&["run", "no-such-file.json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).starts_with("error: cannot read no-such-file.json:"), "{}", stderr(&out));
}
