//! The `my-engine` command, run as a person would: the default example, scenario files that
//! pass, fail and are broken, the output formats, the card list, usage errors, inputs that are
//! not files or are too large, and output that cannot be written.

use std::fs::{self, File, OpenOptions};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use crate::common::{CARD_OBJECT, SHORT_GAME, SHORT_GAME_WRONG, my_engine};

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
    assert!(text.contains("    board: Test Echo #2 (E) 1/5\n"), "the board before: {text}");
    assert!(text.contains("  Test Reactor #4 (R): Attack 1 → 2\n"), "what changed: {text}");
    assert!(text.contains("  player 0: Armor 0 → 1\n"), "what changed: {text}");
    for line in text.lines() {
        assert!(line.chars().count() <= 80, "wider than 80 columns: {line:?}");
    }
}

/// The reaction tree draws its events in the order they happened, block by block: the death
/// step after Whirlwind's text comes above the After Spell Phase that follows it, which hangs
/// under a line repeating the spell, marked "(continued)"; and a played minion's On Play Phase
/// comes above its Battlecry, each under the event it answers.
#[test]
fn the_reaction_tree_draws_no_later_subtree_above_an_earlier_event() {
    let tree = |scenario: &str| -> String {
        let text = stdout(&my_engine(&["run", scenario]));
        let start = text.find("Reaction tree\n").expect("a reaction tree");
        let end = text.find("\nWhat changed").expect("what changed");
        text[start..end].to_owned()
    };
    assert_eq!(
        tree("scenarios/test_10_wild_pyromancer_after_the_spell_and_its_deaths.json"),
        "\
Reaction tree
[0] SpellCast: Whirlwind
├─ [1] Damaged: Wild Pyromancer #2 (W) takes 1
├─ [2] Damaged: Test Filler #3 (F) takes 1
└─ [3] Damaged: Acolyte of Pain #4 (A) takes 1
   └─ [4] Triggered: Acolyte of Pain #4 (A), damaged
      └─ [5] Fatigue: player 1
[6] Destroyed: Test Filler #3 (F)
[7] DeathPhase 1
[0] SpellCast: Whirlwind (continued)
└─ [8] Triggered: Wild Pyromancer #2 (W), after_spell
   ├─ [9] Damaged: Wild Pyromancer #2 (W) takes 1
   └─ [10] Damaged: Acolyte of Pain #4 (A) takes 1
      └─ [11] Triggered: Acolyte of Pain #4 (A), damaged
         └─ [12] Fatigue: player 1
[13] Destroyed: Wild Pyromancer #2 (W)
[14] DeathPhase 1
"
    );
    assert_eq!(
        tree("scenarios/test_10_questing_adventurer_grows_before_a_battlecry.json"),
        "\
Reaction tree
[0] Played: player 0 plays Elven Archer #2 (E)
[1] Summoned: Elven Archer #2 (E)
[0] Played: player 0 plays Elven Archer #2 (E) (continued)
└─ [2] Triggered: Questing Adventurer #13 (Q), on_play
   └─ [3] StatsChanged: Questing Adventurer #13 (Q) now 3/3
[1] Summoned: Elven Archer #2 (E) (continued)
└─ [4] Triggered: Elven Archer #2 (E), battlecry
   └─ [5] Damaged: Hero #1 (hero1) takes 1
"
    );
}

/// "What changed" names each card in a hand whose cost the action changed, and no other:
/// Preparation's next spell (both spells in hand, each 3 less, stopped at 0), and Far Sight's
/// drawn card (from the deck, where it cost its card's 4).
#[test]
fn what_changed_shows_a_cost_changed_in_hand() {
    let cost_lines = |scenario: &str| -> Vec<String> {
        let text = stdout(&my_engine(&["run", scenario]));
        text.lines().filter(|line| line.contains(": cost ")).map(|line| line.trim().to_owned()).collect()
    };
    assert_eq!(
        cost_lines("scenarios/cards/classic/rogue/preparation.json"),
        ["Fireball #13 (F): cost 4 → 1", "Frostbolt #14 (B): cost 2 → 0"]
    );
    assert_eq!(cost_lines("scenarios/cards/classic/shaman/far_sight.json"), ["Fireball #6 (F): cost 4 → 1"]);
}

#[test]
fn a_scenario_file_that_holds_exits_0() {
    let out = my_engine(&["run", "scenarios/test_03_chained_death_phases.json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("DeathPhase 2"), "{text}");
    assert!(text.ends_with("Expectations: all 7 hold.\n"), "{text}");
}

/// One expectation is said in the singular ("the one expectation holds", not "all 1 hold").
#[test]
fn a_scenario_with_one_expectation_says_so_in_english() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/test_03_chained_death_phases.json");
    let mut scenario: serde_json::Value = serde_json::from_str(&fs::read_to_string(path).unwrap()).unwrap();
    let log = scenario["expect"]["log"].clone();
    scenario["expect"] = serde_json::json!({ "log": log });
    let dir = std::env::temp_dir().join(format!("my-engine-one-expectation-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let file = dir.join("one.json");
    fs::write(&file, scenario.to_string()).unwrap();
    let out = my_engine(&["run", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).ends_with("Expectations: the one expectation holds.\n"), "{}", stdout(&out));
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
fn an_unknown_field_or_step_in_a_scenario_gets_the_closest_names() {
    let typo = scenario_file(
        "plyr.json",
        r#"{ "setup": [ { "do": "summon", "card": "Armorsmith", "plyr": 0 } ],
             "action": { "do": "dael_damage", "target": "hero0", "amount": 1 } }"#,
    );
    let out = my_engine(&["run", &typo]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).ends_with("column 66; did you mean \"player\"?\n"), "{}", stderr(&out));
    let step = scenario_file(
        "step.json",
        r#"{ "action": { "do": "dael_damage", "target": "hero0", "amount": 1 } }"#,
    );
    let out = my_engine(&["run", &step]);
    assert!(stderr(&out).contains("unknown variant `dael_damage`"), "{}", stderr(&out));
    assert!(stderr(&out).ends_with("; did you mean \"deal_damage\"?\n"), "{}", stderr(&out));
}

#[test]
fn an_unknown_card_or_label_names_the_closest() {
    let out = my_engine(&["run", "tests/fixtures/unknown_card.json"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "error: tests/fixtures/unknown_card.json: setup[0]: unknown card \"Armorsmth\": did you mean \
         \"Armorsmith\"? Names are spelled exactly as in the catalog; a card of a card file? pass \
         `--cards FILE` or the scenario's `cards`\n"
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
fn json_format_prints_the_log_with_labels_as_expect_log_writes_it() {
    let file = "scenarios/test_03x_leper_gnome_hits_the_enemy_hero.json";
    let out = my_engine(&["run", file, "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let printed: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("the log as JSON");
    let scenario: serde_json::Value = serde_json::from_str(&fs::read_to_string(file).unwrap()).unwrap();
    assert_eq!(printed["log"], scenario["expect"]["log"], "its log can be pasted into expect.log");
    assert!(
        stdout(&out).contains("\"log\": [\n    {\n      \"type\": \"SpellCast\","),
        "\"type\" first: {}",
        stdout(&out)
    );
    assert!(stderr(&out).contains("Expectations: all 4 hold."));
    let unlabelled = scenario_file(
        "unlabelled.json",
        r#"{ "setup": [ { "do": "summon", "card": "Test Filler", "player": 0 } ],
             "action": { "do": "cast", "card": "Whirlwind", "player": 1 } }"#,
    );
    let out = my_engine(&["run", &unlabelled, "--format", "json"]);
    let printed: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("the log as JSON");
    let damaged = serde_json::json!({ "type": "Damaged", "target": "Test Filler 2", "amount": 1 });
    assert_eq!(printed["log"][1], damaged, "a card without a label gets one of its name and id");
}

#[test]
fn text_output_shows_each_cards_text_once_and_explains_the_names() {
    let out = my_engine(&["run", "scenarios/test_03x_leper_gnome_hits_the_enemy_hero.json"]);
    let text = stdout(&out);
    let cards = "\nCards\n  Leper Gnome: Deathrattle: Deal 2 damage to the enemy hero.\n  Test Reactor: Whenever a hero \
                 takes damage, gain +1 Attack.\n  Whirlwind: Deal 1 damage to ALL minions.\n\nNames: a card is shown by \
                 name, #id";
    assert!(text.contains(cards), "{text}");
    assert_eq!(text.matches("Deal 2 damage to the enemy hero.").count(), 1, "{text}");
}

#[test]
fn a_wrong_argument_is_named() {
    let cases: [(&[&str], &str); 6] = [
        (&["bogus"], "error: unknown command \"bogus\": use run, cards, play, replay, vocabulary or balance"),
        (&["run", "x.json", "--bogus"], "error: unknown option \"--bogus\" for run"),
        (&["run", "x.json", "y.json"], "error: unexpected argument \"y.json\" for run"),
        (&["cards", "extra"], "error: unexpected argument \"extra\" for cards"),
        (&["play", "--seed"], "error: --seed needs a value"),
        (&["run", "--format"], "error: --format needs a value"),
    ];
    for (args, message) in cases {
        let out = my_engine(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(stderr(&out).lines().next(), Some(message), "{args:?}");
    }
}

#[test]
fn format_with_an_equals_sign_is_the_same_option() {
    let file = "scenarios/test_03x_leper_gnome_hits_the_enemy_hero.json";
    let spaced = my_engine(&["run", file, "--format", "json"]);
    let joined = my_engine(&["run", file, "--format=json"]);
    assert_eq!((joined.status.code(), &joined.stdout), (spaced.status.code(), &spaced.stdout));
    let before = my_engine(&["run", "--format=mermaid", file]);
    assert_eq!(before.status.code(), Some(0));
    let unknown = my_engine(&["run", file, "--format=yaml"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("unknown format \"yaml\""));
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
    assert!(!text.contains("legend"), "one tree has only solid arrows: no legend needed: {text}");
}

/// A chart whose roots are joined by dotted arrows (a death step's `Destroyed` and
/// `DeathPhase` after the damage) says in a legend what each kind of arrow means.
#[test]
fn mermaid_explains_its_dotted_arrows_in_a_legend() {
    let out = my_engine(&["run", "scenarios/test_03_chained_death_phases.json", "--format", "mermaid"]);
    let text = stdout(&out);
    assert!(text.contains("    e0 -.-> e1\n"), "{text}");
    assert!(
        text.ends_with(
            "    legend[\"Legend: a solid arrow leads from an event to one it caused; a dotted arrow to the next event that no event caused, in the order they happened\"]\n    classDef key fill:#fafafa,stroke:#999,stroke-dasharray:3 3\n    class legend key\n"
        ),
        "{text}"
    );
}

#[test]
fn cards_lists_the_library() {
    let out = my_engine(&["cards"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(
        text.contains(
            "Acolyte of Pain           3   1/4  Whenever this minion takes damage, draw a\n                                   card.\n"
        ),
        "{text}"
    );
    assert!(text.contains("Whirlwind                 1 spell  Deal 1 damage to ALL minions.\n"), "{text}");
    assert!(text.lines().all(|line| line.chars().count() <= 80));
}

/// `cards` lists only the cards that meet every filter given: of a class (the lessons' file
/// gives Armorsmith's, Whirlwind's and Frothing Berserker's), a cost, a keyword and a tribe,
/// each value in any case (`--cost=3` as well), a card file's cards by their own "class".
#[test]
fn cards_filters_by_class_cost_keyword_and_tribe() {
    let listed = |args: &[&str]| {
        let out = my_engine(args);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).is_empty(), "{args:?}");
        stdout(&out)
    };
    assert_eq!(
        listed(&["cards", "--class", "WARRIOR", "--cost", "3"]),
        "\
card                   cost stats  text
Frothing Berserker        3   2/4  Whenever a minion takes damage, gain +1
                                   Attack.
Shield Block              3 spell  Gain 5 Armor. Draw a card.
Charge                    3 spell  Give a friendly minion +2 Attack and Charge.
Warsong Commander         3   2/3  Whenever you summon a minion with 3 or less
                                   Attack, give it Charge.
"
    );
    assert_eq!(
        listed(&["cards", "--tribe", "Beast", "--keyword=CHARGE"]),
        "\
card                   cost stats  text
Stonetusk Boar            1   1/1  Charge
King Krush                9   8/8  Charge
Hound                     1   1/1  Charge (token)
Huffer                    3   4/2  Charge (token)
"
    );
    assert_eq!(
        listed(&["cards", "--keyword", "Divine Shield", "--cost=1", "--class", "neutral"]),
        "\
card                   cost stats  text
Test Squire               1   1/1  Divine Shield
Argent Squire             1   1/1  Divine Shield
"
    );
    assert_eq!(
        listed(&["cards", "--class", "mage", "--cost", "3", "--keyword", "taunt", "--tribe", "beast"]),
        "no card meets --class mage --cost 3 --keyword taunt --tribe beast\n"
    );
    let cards = scenario_file(
        "class_cards.json",
        r#"[{ "name": "Test Apprentice", "cost": 3, "type": "minion", "class": "mage", "attack": 1, "health": 2, "text": "" },
            { "name": "Test Classless", "cost": 3, "type": "minion", "attack": 1, "health": 2, "text": "" }]"#,
    );
    let mages = listed(&["cards", "--cards", &cards, "--class", "mage", "--cost", "3"]);
    assert!(
        mages.contains("\nTest Apprentice           3   1/2\n") && !mages.contains("Test Classless"),
        "{mages}"
    );
    let neutral = listed(&["cards", "--class", "neutral", "--cost", "3", "--cards", &cards]);
    assert!(neutral.contains("\nTest Classless ") && !neutral.contains("Test Apprentice"), "{neutral}");
    let help = listed(&["cards", "--help"]);
    assert!(help.contains("[--keyword KEYWORD] [--tribe TRIBE]"), "{help}");
    assert!(help.lines().all(|line| line.chars().count() <= 80), "{help}");
}

/// A filter `cards` cannot read is refused before anything is listed, exit 2, nothing on
/// standard output: the bad value named with the closest words and the valid ones, a cost
/// that is not a number or that no card has, a filter given twice or with no value, an
/// unknown option.
#[test]
fn cards_refuses_a_bad_filter_naming_it_and_the_fix() {
    let cases: [(&[&str], &str); 8] = [
        (
            &["cards", "--class", "Magee"],
            "error: unknown class \"Magee\" for --class: did you mean \"mage\"? Give one of neutral, druid, \
             hunter, mage, paladin, priest, rogue, shaman, warlock, warrior",
        ),
        (
            &["cards", "--keyword", "tuant"],
            "error: unknown keyword \"tuant\" for --keyword: did you mean \"taunt\"? Give one of taunt, charge, \
             divine_shield, windfury, stealth, immune, cant_attack, elusive",
        ),
        (
            &["cards", "--tribe", "elemental"],
            "error: unknown tribe \"elemental\" for --tribe: give one of beast, demon, dragon, mech, murloc, \
             pirate, totem, undead",
        ),
        (
            &["cards", "--cost", "three"],
            "error: --cost \"three\" is not a number: give a whole number from 0 to 99",
        ),
        (
            &["cards", "--cost", "100"],
            "error: --cost 100 is no card's cost: give a whole number from 0 to 99",
        ),
        (&["cards", "--tribe", "beast", "--tribe", "murloc"], "error: --tribe is given twice: give it once"),
        (&["cards", "--class"], "error: --class needs a value"),
        (
            &["cards", "--rarity", "rare"],
            "error: unknown option \"--rarity\" for cards: use --class, --cost, --keyword, --tribe",
        ),
    ];
    for (args, message) in cases {
        let out = my_engine(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(stderr(&out).lines().next(), Some(message), "{args:?}");
        assert!(stderr(&out).contains("usage:\n"), "{args:?}");
        assert!(stdout(&out).is_empty(), "{args:?}");
    }
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

/// `my-engine args` with nothing on standard input, killed and failed if it has not finished
/// within five seconds (a command that waits on a FIFO or reads an endless device would
/// otherwise hang the test run).
fn my_engine_within_five_seconds(args: &[&str]) -> Output {
    my_engine_fed_within_five_seconds(args, Vec::new())
}

/// A fresh path in this test run's scratch folder, nothing there yet.
fn scratch(name: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_file(&path);
    path
}

/// Write `json` as a scenario file in the scratch folder and return its path.
fn scenario_file(name: &str, json: &str) -> String {
    let path = scratch(name);
    fs::write(&path, json).expect("the scratch folder is writable");
    path.display().to_string()
}

#[cfg(unix)]
#[test]
fn a_fifo_a_directory_or_a_device_is_refused_before_it_is_read() {
    let fifo = scratch("refused.fifo");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", fifo.display());
    let fifo = fifo.display().to_string();
    let cases = [
        (fifo.as_str(), "a FIFO (named pipe)"),
        ("tests/fixtures", "a directory"),
        ("/dev/zero", "a character device"),
    ];
    for (path, what) in cases {
        let out = my_engine_within_five_seconds(&["run", path]);
        assert_eq!(out.status.code(), Some(2), "{path}: {}", stderr(&out));
        assert_eq!(
            stderr(&out),
            format!("error: {path} is {what}, not a regular file: give the path of a scenario file\n")
        );
        assert_eq!(stdout(&out), "");
    }
}

#[test]
fn a_scenario_file_over_16_mib_is_refused_with_its_size() {
    let path = scratch("too_large.json");
    let file = File::create(&path).expect("the scratch folder is writable");
    // A sparse file: its size is set without writing (or storing) 16 MiB.
    file.set_len(16 * 1024 * 1024 + 1).expect("the file can be sized");
    let path = path.display().to_string();
    let out = my_engine(&["run", &path]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        format!("error: {path} is 16777217 bytes; scenario files are at most 16 MiB: split it up\n")
    );
}

#[test]
fn a_scenario_file_that_is_not_utf8_names_the_first_bad_byte() {
    let path = scratch("latin1.json");
    fs::write(&path, b"{ \"about\": \"caf\xe9\" }").expect("the scratch folder is writable");
    let path = path.display().to_string();
    let out = my_engine(&["run", &path]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        format!("error: {path} is not UTF-8 text (the byte at offset 15 is not): save it as UTF-8\n")
    );
}

#[test]
fn a_reader_that_closes_the_pipe_early_ends_the_command_quietly() {
    // An "about" of a megabyte: far more than a pipe holds, so the command is still writing
    // when the reader goes away.
    let about = "word ".repeat(200_000);
    let json = format!(r#"{{ "about": "{about}", "action": {{ "do": "draw", "player": 0 }} }}"#);
    let path = scenario_file("long_about.json", &json);
    let mut child = Command::new(env!("CARGO_BIN_EXE_my-engine"))
        .args(["run", &path])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the command starts");
    let mut reader = child.stdout.take().expect("stdout is piped");
    let mut first = [0; 10];
    reader.read_exact(&mut first).expect("the first bytes of the output");
    drop(reader);
    let out = child.wait_with_output().expect("the command ends");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(!stderr(&out).contains("panicked"), "{}", stderr(&out));
    assert_eq!(stderr(&out), "");
}

#[cfg(target_os = "linux")]
#[test]
fn output_to_a_full_disk_is_one_line_on_stderr_and_exit_2() {
    for args in [&["cards"][..], &[]] {
        let full = OpenOptions::new().write(true).open("/dev/full").expect("/dev/full opens");
        let out = Command::new(env!("CARGO_BIN_EXE_my-engine"))
            .args(args)
            .stdout(full)
            .output()
            .expect("the command runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert_eq!(
            stderr(&out),
            "error: cannot write the output: No space left on device (os error 28); \
             send it somewhere else\n",
            "{args:?}"
        );
    }
}

#[test]
fn control_characters_in_labels_are_escaped_in_the_output_and_in_errors() {
    let json = r#"{
        "setup": [{ "do": "summon", "card": "Armorsmith", "player": 0, "as": "S\u001b[2J" }],
        "action": { "do": "deal_damage", "target": "S\u001b[2J", "amount": 1 },
        "expect": { "health": { "S\u001b[2J": 9 } }
    }"#;
    let out = my_engine(&["run", &scenario_file("control_label.json", json)]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(!text.contains('\u{1b}'), "{text:?}");
    assert!(text.contains("Action: deal 1 damage to Armorsmith #2 (S\\u{1b}[2J)\n"), "{text}");
    assert!(text.contains("MISMATCH health(S\\u{1b}[2J): expected 9, actual 3\n"), "{text}");

    let json = r#"{ "action": { "do": "draw\u001b[2J", "player": 0 } }"#;
    let out = my_engine(&["run", &scenario_file("control_step.json", json)]);
    assert_eq!(out.status.code(), Some(2));
    let error = stderr(&out);
    assert!(!error.contains('\u{1b}'), "{error:?}");
    assert!(error.contains("unknown variant `draw\\u{1b}[2J`"), "{error}");
    assert_eq!(error.lines().count(), 1, "{error}");
}

#[test]
fn play_takes_moves_from_standard_input_until_the_game_ends() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_my-engine"))
        .args(["play", "--seed", "2", "--playouts", "1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the command starts");
    let mut script = String::from("end\n0\nx\n0\n"); // The mulligan first: keep every card.
    script.push_str(&"end\n".repeat(80));
    child.stdin.take().unwrap().write_all(script.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.contains("Your mulligan: put back any of your opening cards"), "{text}");
    assert!(
        text.contains("Your opening hand:\n  Sen'jin Shieldmasta #2 (4 mana, 3/5): Taunt\n"),
        "shuffled: {text}"
    );
    assert!(text.contains("  0: keep every opening card\n  1: put back Sen'jin Shieldmasta #2\n"), "{text}");
    assert!(
        text.contains("  7: put back Sen'jin Shieldmasta #2, Flamestrike #3, Elven Archer #4\n"),
        "{text}"
    );
    assert!(
        text.contains("\"end\" is not a move: type a number from 0 to 7, or \"quit\""),
        "no turn yet: {text}"
    );
    assert!(text.contains("Your mulligan (a number or \"quit\"):"), "{text}");
    assert!(text.contains("\"x\" is not a move: type a number from 0 to 2"), "{text}");
    assert!(text.contains("  0: play Elven Archer #4 at position 0 at your hero"), "{text}");
    assert!(text.contains("      Elven Archer #4 triggers (battlecry)\n        your hero takes 1"), "{text}");
    assert!(text.contains("bot: "), "{text}");
    assert!(text.trim_end().ends_with("Game over. The bot won."), "{text}");
    assert!(!text.contains(" { "), "every event in words, none in Rust's debug form: {text}");
    assert!(
        text.contains("the bot draws a card") && !text.contains("player 1 draws"),
        "the bot's hand is hidden"
    );
}

#[test]
fn a_game_played_with_save_replays_to_the_same_end() {
    let saved = scratch("saved_game.json");
    let mut child = Command::new(env!("CARGO_BIN_EXE_my-engine"))
        .args(["play", "--seed", "5", "--playouts", "2", "--save", saved.to_str().unwrap()])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let moves = "0\n".repeat(200);
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), moves.as_bytes()).unwrap();
    let played = child.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&played.stderr).into_owned();
    let where_saved = format!(
        "saved the game to {}: replay it with `my-engine replay {}`",
        saved.display(),
        saved.display()
    );
    assert!(said.contains(&where_saved), "a line says where the game went: {said}");
    let shown = String::from_utf8(played.stdout).unwrap();
    let result = shown.lines().last().expect("the game ends").to_owned();
    assert!(result.starts_with("Game over."), "{result}");
    let replayed = my_engine(&["replay", saved.to_str().unwrap()]);
    assert_eq!(replayed.status.code(), Some(0), "{}", stderr(&replayed));
    let first = stdout(&replayed).lines().next().unwrap().to_owned();
    let winner = if result.contains("You won") { "player 0 won" } else { "player 1 won" };
    assert!(first.ends_with(winner), "{first} after {result}");
    let html = my_engine(&["replay", saved.to_str().unwrap(), "--format", "html"]);
    assert!(stdout(&html).starts_with("<!DOCTYPE html>"));
    let misplaced = my_engine(&["cards", "--save", "x.json"]);
    assert_eq!(stderr(&misplaced).lines().next(), Some("error: --save goes with play"));
}

/// A game played with `--cards` holds cards the built-in library lacks: its save line repeats
/// the `--cards` it used, and that line alone replays it; without it, the replay names the
/// card and the fix.
#[test]
fn a_game_played_with_cards_replays_from_its_save_line_alone() {
    let saved = scratch("saved_game_with_cards.json");
    let cards = "tests/fixtures/cards/two_cards.json";
    let mut child = Command::new(env!("CARGO_BIN_EXE_my-engine"))
        .args(["play", "--seed", "5", "--playouts", "2", "--cards", cards, "--save", saved.to_str().unwrap()])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), "0\n".repeat(200).as_bytes()).unwrap();
    let played = child.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&played.stderr).into_owned();
    let saved = saved.display();
    let line =
        format!("saved the game to {saved}: replay it with `my-engine replay {saved} --cards {cards}`\n");
    assert!(said.ends_with(&line), "the save line repeats --cards: {said}");
    let command = line.split('`').nth(1).unwrap();
    let args: Vec<&str> = command.split(' ').skip(1).collect();
    let replayed = my_engine(&args);
    assert_eq!(replayed.status.code(), Some(0), "{}", stderr(&replayed));
    let result = String::from_utf8(played.stdout).unwrap().lines().last().unwrap().to_owned();
    let winner = if result.contains("You won") { "player 0 won" } else { "player 1 won" };
    let first = stdout(&replayed).lines().next().unwrap().to_owned();
    assert!(first.ends_with(winner), "{first} after {result}");
    let without = my_engine(&["replay", &saved.to_string()]);
    assert_eq!(without.status.code(), Some(2));
    assert_eq!(
        stderr(&without),
        format!(
            "error: {saved}: unknown card \"Test Bolt\": did you mean \"Test Gale\"? Names are spelled exactly as \
             in the catalog; a card of a card file? pass `--cards FILE`, the one the game was played with\n"
        )
    );
    let help = stdout(&my_engine(&["replay", "--help"]));
    assert!(
        help.contains("  --cards FILE.json                           with run, cards, play, replay and\n"),
        "{help}"
    );
}

/// `my-engine args` with `input` on standard input (written from a thread, so a command that
/// stops reading early does not block the test), killed and failed if it has not finished
/// within five seconds.
fn my_engine_fed_within_five_seconds(args: &[&str], input: Vec<u8>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_my-engine"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the command starts");
    let mut stdin = child.stdin.take().expect("a piped standard input");
    let writer = std::thread::spawn(move || {
        let _ = std::io::Write::write_all(&mut stdin, &input); // It may stop reading early.
    });
    let started = Instant::now();
    while child.try_wait().expect("the command can be waited on").is_none() {
        if started.elapsed() > Duration::from_secs(5) {
            child.kill().expect("the command can be stopped");
            child.wait().expect("the stopped command can be waited on");
            panic!("my-engine {} was still running after five seconds", args.join(" "));
        }
        sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().expect("the command's output");
    writer.join().expect("the writer ends");
    out
}

#[test]
fn play_reads_no_line_longer_than_a_move_and_stops_with_a_message() {
    let endless_line = vec![b'x'; 3 << 20];
    let out = my_engine_fed_within_five_seconds(&["play", "--seed", "1", "--playouts", "0"], endless_line);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.trim_end().ends_with("a line of more than 1024 bytes is not a move: stopping the game"),
        "{text}"
    );
}

#[test]
fn play_ends_when_even_ending_the_turn_is_refused() {
    // A 0-cost card that feeds itself at the start of its owner's turn: once it is in play,
    // every end of the bot's turn runs away and is rolled back.
    let cards = scenario_file(
        "feeder_cards.json",
        r#"[{ "name": "Test Feeder", "cost": 0, "type": "minion", "attack": 0, "health": 5, "text": "",
              "triggers": [
                { "on": "start_of_your_turn", "actions": [{ "damage": { "targets": { "one": "this_minion" }, "amount": 1 } }] },
                { "on": "self_damaged", "actions": [{ "damage": { "targets": { "one": "this_minion" }, "amount": 1 } }] }
              ] }]"#,
    );
    let args = ["play", "--seed", "1", "--playouts", "0", "--cards", &cards];
    let out = my_engine_fed_within_five_seconds(&args, b"0\n0\nend\n".to_vec());
    assert_eq!(out.status.code(), Some(2), "a game that cannot go on is a failure: {}", stderr(&out));
    assert!(stderr(&out).contains("the turn could not end, so the game stopped"), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("  0: play Test Feeder"), "{text}");
    let joined = text.replace('\n', " ");
    assert!(joined.contains("ending the turn is refused too (runaway Sequence"), "{text}");
    assert!(text.trim_end().ends_with("): the game cannot go on"), "{text}");
}

/// `count` minions named "Test Card N", as a card file.
fn many_cards(count: usize) -> String {
    let cards: Vec<String> = (0..count)
        .map(|n| {
            format!(r#"{{"name":"Test Card {n}","cost":1,"type":"minion","attack":1,"health":1,"text":""}}"#)
        })
        .collect();
    format!("[{}]", cards.join(","))
}

#[test]
fn a_card_file_of_sixty_thousand_cards_loads_and_one_past_the_limit_is_refused_at_once() {
    let near = scenario_file("sixty_thousand_cards.json", &many_cards(60_000));
    // A scenario run with the file's cards: the output stays small (the pipe is read at the end).
    let scenario = "scenarios/test_02_depth_first_nesting.json";
    let out = my_engine_within_five_seconds(&["run", scenario, "--cards", &near]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).contains("Expectations: all"), "{}", stdout(&out));
    let past = scenario_file("seventy_thousand_cards.json", &many_cards(70_000));
    let out = my_engine_within_five_seconds(&["run", scenario, "--cards", &past]);
    assert_eq!(out.status.code(), Some(2));
    let error = stderr(&out);
    assert!(
        error.contains("cards with the built-in ones: a library holds at most 65536; split the file"),
        "{error}"
    );
}

#[test]
fn an_option_given_twice_is_named_and_a_save_path_that_cannot_be_written_is_refused_before_the_game() {
    let twice = my_engine(&[
        "run",
        "scenarios/test_02_depth_first_nesting.json",
        "--format",
        "json",
        "--format",
        "text",
    ]);
    assert_eq!(twice.status.code(), Some(2));
    assert_eq!(stderr(&twice).lines().next(), Some("error: --format is given twice: give it once"));
    let nowhere = scratch("no-such-folder").join("game.json");
    let out = my_engine_within_five_seconds(&["play", "--save", nowhere.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stdout(&out).is_empty(), "no game is played: {}", stdout(&out));
    let error = stderr(&out);
    assert!(error.starts_with(&format!("error: cannot save the game to {}: ", nowhere.display())), "{error}");
}

/// The terminal game reads like the game: each card's text in hand and on the board, what a
/// position is, a minion placed with "N P", "quit", and nothing wider than 80 columns.
#[test]
fn play_shows_each_cards_text_places_a_minion_by_position_quits_and_keeps_to_80_columns() {
    let input = b"0\n2\n0 0\nend\nquit\n".to_vec();
    let out = my_engine_fed_within_five_seconds(&["play", "--seed", "3", "--playouts", "0"], input);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("  Elven Archer #3 (1 mana, 1/1)\n      text: Battlecry: Deal 1 damage.\n"),
        "{text}"
    );
    assert!(text.contains("Your board, left to right (positions 0, 1, ... from the left):"), "{text}");
    assert!(text.contains("  2: play Voodoo Doctor #4 at position 0 at your hero"), "{text}");
    assert!(text.contains("  Voodoo Doctor #4 2/1\n      text: Battlecry: Restore 2 Health.\n"), "{text}");
    assert!(text.trim_end().ends_with("bye"), "quit stops the game: {text}");
    let wide: Vec<&str> = text.lines().filter(|line| line.chars().count() > 80).collect();
    assert!(wide.is_empty(), "{wide:#?}");
}

/// The bot's mulligan shows how many cards it put back, never which: its hand is hidden. Over
/// a few seeds (the bot decides on its view, so which seeds put back cards follows the bot),
/// each mulligan that puts back N cards shows N cards put back and N drawn, unnamed, and at
/// least one seed's does.
#[test]
fn play_keeps_the_bots_mulligan_hidden() {
    let mut put_back = 0;
    for seed in 1..=8 {
        let out = my_engine_fed_within_five_seconds(
            &["play", "--seed", &seed.to_string(), "--playouts", "1"],
            b"0\nquit\n".to_vec(),
        );
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let text = stdout(&out);
        assert!(!text.contains("player 1 puts back") && !text.contains("player 1 draws"), "{text}");
        let count = (1..=4).find(|n| {
            let cards = if *n == 1 { "card" } else { "cards" };
            text.contains(&format!("bot: put back {n} opening {cards}\n"))
        });
        let Some(count) = count else {
            assert!(text.contains("bot: keep every opening card\n"), "seed {seed}: {text}");
            continue;
        };
        put_back += 1;
        let mut shown = "    the bot puts back a card\n".repeat(count);
        shown.push_str(&"    the bot draws a card\n".repeat(count));
        assert!(text.contains(&shown), "seed {seed}: {text}");
    }
    assert!(put_back > 0, "no seed's bot put back a card");
}

#[test]
fn play_refuses_more_playouts_than_its_bound_before_the_game() {
    for too_many in ["10001", "18446744073709551615"] {
        let out = my_engine_fed_within_five_seconds(&["play", "--playouts", too_many], Vec::new());
        assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
        let said = stderr(&out);
        assert!(said.contains(&format!("--playouts {too_many} is too many: give at most 10000")), "{said}");
        assert!(stdout(&out).is_empty(), "no game begins: {}", stdout(&out));
    }
    let out = my_engine_fed_within_five_seconds(
        &["play", "--seed", "4", "--playouts", "99999999999999999999"],
        Vec::new(),
    );
    assert!(stderr(&out).contains("is not a number: give a whole number up to 10000"), "{}", stderr(&out));
    let out = my_engine_fed_within_five_seconds(&["play", "--playouts", "10000"], b"quit\n".to_vec());
    assert_eq!(out.status.code(), Some(0), "the bound itself is allowed: {}", stderr(&out));
}

#[test]
fn run_shows_every_setup_step_with_its_events_as_a_tree_then_the_board_before_the_action() {
    let out = my_engine(&["run", SHORT_GAME]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let setup = "\nSetup\n  setup[0]: the game begins\n    [s0] Drew: player 0 draws Wolfrider #2 (W)\n";
    assert!(text.contains(setup), "{text}");
    assert!(text.contains("  setup[1]: player 0 keeps every opening card\n    (no event)\n"), "{text}");
    let attack = "  setup[5]: Wolfrider #2 (W) attacks Hero #1 (hero1)\n    [s15] Attacked: Wolfrider #2 (W) \
                  attacks Hero #1 (hero1)\n    └─ [s16] Damaged: Hero #1 (hero1) takes 3\n";
    assert!(text.contains(attack), "the setup's reaction tree: {text}");
    assert!(text.contains("  setup[3]: player 0 gains 4 Mana Crystals\n"), "{text}");
    let board = "\nBoard before the action\n  Turn 1, player 0's\n  player 0:\n    hero: Hero #0 (hero0), Health 30, \
                 Armor 0\n    board: Wolfrider #2 (W) 3/1: Charge\n           Leper Gnome #3 (G) 2/1\n    mana: 5 Mana \
                 Crystals, 4 spent: 1 to spend\n    hand: Elven Archer #4 (A), Test Filler #5\n    deck: 2 cards\n  \
                 player 1:\n    hero: Hero #1 (hero1), Health 27, Armor 0; damaged (Health 27 of 30)\n    board: \
                 (empty)\n    mana: 0 Mana Crystals, 0 spent: 0 to spend\n    hand: Chillwind Yeti #8, Test Filler #10, \
                 Test Filler #11, Test Filler\n      #12, The Coin #15\n    deck: 3 cards\n";
    assert!(text.contains(board), "the turn, both heroes, keywords, mana, both hands, both decks: {text}");
    assert!(text.contains("\nReaction tree\n[0] Played: player 0 plays Elven Archer #4 (A)\n"), "{text}");
    assert!(
        text.contains("  The Coin: Gain 1 Mana Crystal this turn only.\n"),
        "a card in hand has its text: {text}"
    );
    let wide: Vec<&str> = text.lines().filter(|line| line.chars().count() > 80).collect();
    assert!(wide.is_empty(), "{wide:#?}");
}

#[test]
fn run_shows_a_heros_attack_while_it_has_some() {
    let out = my_engine(&["run", "scenarios/cards/classic/warrior/heroic_strike.json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let (before, after) = text.split_once("\nBoard after the action\n").unwrap();
    assert!(
        before.contains("    hero: Hero #0 (hero0), Health 30, Armor 0\n"),
        "no Attack, none shown: {before}"
    );
    let hero = "    hero: Hero #0 (hero0), Attack 4, Health 30, Armor 0; enchanted: +4 Attack this turn from Heroic \
                Strike\n";
    assert!(after.contains(hero), "{after}");
}

#[test]
fn run_says_a_weapons_durability_lost_as_durability() {
    let out = my_engine(&["run", "scenarios/cards/classic/neutral/bloodsail_corsair.json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("\nWhat changed\n  Fiery War Axe #16 (W): Durability 2 → 1\n"), "{text}");
    assert!(text.contains("    weapon: Fiery War Axe #16 (W) 3/1\n"), "the board's weapon line: {text}");
}

#[test]
fn run_shows_a_hero_power_its_use_and_whether_it_was_used() {
    let out = my_engine(&["run", "scenarios/cards/classic/mage/fireblast.json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let (before, after) = text.split_once("\nBoard after the action\n").unwrap();
    assert!(before.contains("    Hero Power: Fireblast #13 (P) (2 mana)\n"), "{before}");
    assert!(after.contains("    Hero Power: Fireblast #13 (P) (2 mana, used)\n"), "{after}");
    assert!(
        text.contains("[0] HeroPowerUsed: player 0 uses Fireblast #13 (P) at Chillwind Yeti #15 (Y)\n"),
        "{text}"
    );
}

#[test]
fn run_marks_each_expectation_as_holding_or_not() {
    let out = my_engine(&["run", SHORT_GAME]);
    let text = stdout(&out);
    let marks = "\nExpectations\n  holds          log: 8 events\n  holds          board(0): [W, A]\n";
    assert!(text.contains(marks), "{text}");
    assert!(text.contains("  holds          health(hero1): 25\n"), "{text}");
    assert_eq!(text.matches("\n  holds   ").count(), 9, "all nine marked: {text}");
    assert!(text.ends_with("Expectations: all 9 hold.\n"), "{text}");

    let out = my_engine(&["run", SHORT_GAME_WRONG]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = stdout(&out);
    let log = "  DOES NOT HOLD  log: expected entry 4: Triggered G deathrattle, actual entry 4:\n                 \
               Destroyed G\n";
    assert!(text.contains(log), "{text}");
    assert!(text.contains("  DOES NOT HOLD  health(hero1): expected 27, actual 25\n"), "{text}");
    assert!(text.contains("  holds          board(0): [W, A]\n"), "{text}");
    assert_eq!(text.matches("DOES NOT HOLD").count(), 3, "{text}");
    assert_eq!(text.matches("\nMISMATCH ").count(), 3, "the mismatches as before: {text}");
}

#[test]
fn json_shows_each_setup_steps_events_and_the_actions_log_as_expect_log_writes_it() {
    let out = my_engine(&["run", SHORT_GAME, "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let printed: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let scenario: serde_json::Value = serde_json::from_str(&fs::read_to_string(SHORT_GAME).unwrap()).unwrap();
    assert_eq!(printed["log"], scenario["expect"]["log"]);
    let setup = printed["setup"].as_array().unwrap();
    assert_eq!(setup.len(), 7, "one entry a setup step");
    assert_eq!(setup[1]["log"], serde_json::json!([]), "a mulligan that keeps every card logs nothing");
    assert_eq!(setup[5]["step"], "setup[5]");
    assert_eq!(setup[5]["does"], "Wolfrider #2 (W) attacks Hero #1 (hero1)");
    let attack = serde_json::json!([
        { "type": "Attacked", "attacker": "W", "defender": "hero1" },
        { "type": "Damaged", "target": "hero1", "amount": 3 }
    ]);
    assert_eq!(setup[5]["log"], attack);
    assert_eq!(
        setup[0]["log"][3],
        serde_json::json!({ "type": "Drew", "player": 1, "id": "Chillwind Yeti 8" })
    );
}

#[test]
fn mermaid_says_it_leaves_the_setup_out_and_draws_it_with_setup() {
    let out = my_engine(&["run", SHORT_GAME, "--format", "mermaid"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with(
            "flowchart TD\n    %% the setup (7 steps, 19 events) is left out: --setup draws it\n"
        ),
        "{text}"
    );
    assert!(!text.contains("s15"), "{text}");
    let out = my_engine(&["run", SHORT_GAME, "--format", "mermaid", "--setup"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(!text.contains("%%"), "{text}");
    assert!(
        text.contains("    subgraph setup5[\"setup[5]: Wolfrider #2 (W) attacks Hero #1 (hero1)\"]\n"),
        "{text}"
    );
    assert!(text.contains("      s15 --> s16\n"), "{text}");
    assert!(text.contains(
        "    subgraph action[\"action: play Elven Archer #4 (A), aimed at Leper Gnome #3 (G)\"]\n"
    ));
    assert!(text.contains("      e5 --> e6\n"), "the action's tree as before: {text}");
    for args in [&["run", SHORT_GAME, "--setup"][..], &["run", SHORT_GAME, "--format", "json", "--setup"]] {
        let out = my_engine(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(
            stderr(&out).lines().next(),
            Some("error: --setup goes with run --format mermaid: text, json and html always show the setup")
        );
        assert!(stdout(&out).is_empty());
    }
}

#[test]
fn every_command_prints_its_help() {
    for command in ["run", "cards", "play", "replay", "vocabulary"] {
        for flag in ["--help", "-h"] {
            let out = my_engine(&[command, flag]);
            assert_eq!(out.status.code(), Some(0), "{command} {flag}: {}", stderr(&out));
            let text = stdout(&out);
            assert!(text.starts_with(&format!("usage:\n  my-engine {command}")), "{command} {flag}: {text}");
            assert!(stderr(&out).is_empty(), "{command} {flag}");
        }
    }
    assert!(stdout(&my_engine(&["play", "--help"])).contains("--seed N"));
    assert!(stdout(&my_engine(&["run", "--help"])).contains("--setup"));
}

#[test]
fn play_names_a_move_or_position_out_of_range_marks_who_can_attack_and_counts_right() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_my-engine"))
        .args(["play", "--seed", "3", "--playouts", "0"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    // Keep the opening hand; try a position and a move out of range; play Elven Archer at
    // the enemy hero; end the turn twice, and the Archer can attack.
    let input = "0\n5 9\n99\n1\nend\nquit\n";
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(text.contains("position 9: your board is empty (only position 0): type a number"), "{text}");
    assert!(text.contains("move 99: there are 7 moves: type a number from 0 to 6"), "{text}");
    assert!(text.contains("Enemy hand: 5 cards; 0 Mana Crystals\n"), "{text}");
    assert!(text.contains("Enemy hand: 5 cards; 1 Mana Crystal\n"), "one crystal, no plural: {text}");
    assert!(
        text.contains("  Elven Archer #3 1/1\n      text: Battlecry: Deal 1 damage.\n"),
        "not yet: {text}"
    );
    assert!(
        text.contains("  Elven Archer #3 1/1 (can attack)\n      text: Battlecry: Deal 1 damage.\n"),
        "{text}"
    );
}

#[test]
fn run_shows_each_minions_enchantments_on_the_board() {
    let path = scenario_file(
        "enchanted_board.json",
        r#"{ "name": "enchanted_board",
  "cards": [{ "name": "Test Rage", "cost": 0, "type": "spell", "target": true, "text": "Give a minion +2/+2 this turn.",
    "spell": [{ "buff_this_turn": { "targets": {"one": "target"}, "attack": 2, "health": 2 } }] }],
  "decks": [[], []],
  "setup": [{ "do": "summon", "card": "Chillwind Yeti", "player": 0, "as": "Y" },
            { "do": "cast", "card": "Test Rage", "player": 0, "target": "Y" }],
  "action": { "do": "deal_damage", "target": "Y", "amount": 1 } }"#,
    );
    let out = my_engine(&["run", &path]);
    let text = stdout(&out);
    let board = "board: Chillwind Yeti #2 (Y) 6/7: enchanted: +2/+2 this turn from Test\n             Rage\n";
    assert!(text.contains(board), "{text}");
}

/// `text` between `from` and `to`, its wrapped lines joined, so that a phrase reads whole
/// wherever the 80 columns broke it.
fn section_unwrapped(text: &str, from: &str, to: &str) -> String {
    let start = text.find(from).unwrap_or_else(|| panic!("{from:?} in {text}"));
    let end = start + text[start..].find(to).unwrap_or_else(|| panic!("{to:?} in {text}"));
    text[start..end].lines().map(str::trim).collect::<Vec<_>>().join(" ")
}

/// Issue 40: `run`'s boards, before and after the action, draw each card object as it is now:
/// a Silenced minion marked, without its printed keywords, its text marked as no longer in
/// force; a popped Divine Shield said as lost; a buff "this turn" with its maker, gone once
/// the turn has passed; an aura's grant with its source; a Frozen minion; each card's text
/// (under "Cards", once); the turn and each player's mana.
#[test]
fn run_draws_each_card_object_as_it_is_now_with_the_turn_and_mana() {
    let out = my_engine(&["run", CARD_OBJECT]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let before = section_unwrapped(&text, "\nBoard before the action\n", "\nCards\n");
    for said in [
        "Board before the action Turn 1, player 0's player 0:",
        "board: Test Bulwark #12 (B) 3/4: Silenced; aura: +1 Attack from Raid Leader #14 (R) text (Silenced, no longer in force): Taunt. Divine Shield.",
        "Scarlet Crusader #13 (C) 4/1: enchanted: Divine Shield lost; aura: +1 Attack from Raid Leader #14 (R) Raid",
        "Chillwind Yeti #15 (Y) 7/3: damaged (Health 3 of 5); enchanted: +2 Attack this turn from Abusive Sergeant #18 (A); aura: +1 Attack from Raid Leader #14 (R)",
        "Raid Leader #14 (R) 2/2 Chillwind",
        "mana: 1 Mana Crystal, 1 spent, 1 more this turn only: 1 to spend",
        "board: Goldshire Footman #16 (F) 1/2: Taunt; Frozen mana: 0 Mana Crystals, 0 spent: 0 to spend",
    ] {
        assert!(before.contains(said), "{said:?} in {before}");
    }
    let after = section_unwrapped(&text, "\nBoard after the action\n", "\nExpectations\n");
    for said in [
        "Board after the action Turn 2, player 1's player 0:",
        "Chillwind Yeti #15 (Y) 5/3: damaged (Health 3 of 5); aura: +1 Attack from Raid Leader #14 (R) Abusive",
        "mana: 1 Mana Crystal, 0 spent: 1 to spend hand:",
    ] {
        assert!(after.contains(said), "{said:?} in {after}");
    }
    assert!(!after.contains("this turn from"), "the buff is gone with its turn: {after}");
    let cards = section_unwrapped(&text, "\nCards\n", "\nNames: ");
    assert!(cards.contains("Raid Leader: Your other minions have +1 Attack."), "each card's text: {cards}");
    let wide: Vec<&str> = text.lines().filter(|line| line.chars().count() > 80).collect();
    assert!(wide.is_empty(), "{wide:#?}");
}

/// A transform reaches every output: the JSON log as a scenario expects it (`Transformed`,
/// the old card object and the new one, labelled), the text's reaction tree under the spell,
/// the Mermaid flowchart and the page's events.
#[test]
fn a_transform_reaches_the_json_the_text_the_mermaid_and_the_page() {
    let file = "scenarios/cards/classic/mage/polymorph.json";
    let json = my_engine(&["run", file, "--format", "json"]);
    assert_eq!(json.status.code(), Some(0), "{}", stderr(&json));
    let printed: serde_json::Value = serde_json::from_str(&stdout(&json)).expect("the log as JSON");
    let transformed = serde_json::json!({"type": "Transformed", "id": "Y", "into": "S"});
    assert_eq!(printed["log"][2], transformed, "{}", stdout(&json));
    let text = stdout(&my_engine(&["run", file]));
    let line = "└─ [2] Transformed: Chillwind Yeti #12 (Y) becomes Sheep #16 (S)";
    assert!(text.contains(&format!("[1] SpellCast: Polymorph\n{line}")), "{text}");
    let mermaid = stdout(&my_engine(&["run", file, "--format", "mermaid"]));
    assert!(mermaid.contains("Transformed: Chillwind Yeti #12 (Y) becomes Sheep #16 (S)"), "{mermaid}");
    let html = stdout(&my_engine(&["run", file, "--format", "html"]));
    assert!(html.contains("[2] Transformed: Chillwind Yeti #12 (Y) becomes Sheep #16 (S)"), "page events");
}
