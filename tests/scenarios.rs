//! Every scenario file in `scenarios/` and its folders runs, with the cards of its own it
//! carries, and every expectation it states holds. The files state the course's Module 0-3
//! tests and both expansion drops, language-neutrally, and the game's cards and rules.

use std::fs;
use std::path::Path;

use my_engine::content::{CardSource, library, library_with};
use my_engine::scenario::{Format, Mismatch, check, files_under, parse, render, run};

#[test]
fn every_scenario_file_holds() {
    let folder = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios"));
    let files = files_under(folder).expect("the scenarios folder");
    assert!(files.len() >= 17, "the course's scenarios are all there: {}", files.len());
    let in_folders = files.iter().filter(|file| file.parent() != Some(folder)).count();
    assert!(in_folders >= 90, "the cards' scenarios in scenarios/cards/ run too: {in_folders}");
    for file in files {
        let path = file.display().to_string();
        let json = fs::read_to_string(&file).expect("a readable file");
        let scenario = parse(&path, &json).unwrap_or_else(|err| panic!("{err}"));
        let stem = file.file_stem().unwrap().to_string_lossy().into_owned();
        assert_eq!(scenario.name, stem, "{path}: the name is the file's");
        let expect = scenario.expect.as_ref().unwrap_or_else(|| panic!("{path} states expectations"));
        assert!(expect.log.is_some(), "{path} states the exact log");
        let own_cards = CardSource { path: &path, text: &json, cards: scenario.cards.clone() };
        let cards = library_with(&[own_cards]).unwrap_or_else(|err| panic!("{err}"));
        let mut ran = run(&path, scenario, cards).unwrap_or_else(|err| panic!("{err}"));
        let (checked, mismatches) = check(&mut ran).unwrap_or_else(|err| panic!("{err}"));
        assert!(checked >= 2, "{path}: {checked} expectations");
        let report: Vec<String> = mismatches.iter().map(ToString::to_string).collect();
        assert!(mismatches.is_empty(), "{path}:\n{}", report.join("\n"));
    }
}

/// The scenarios are walked recursively: a file in a folder of a folder is found, in path
/// order, and a file that is not JSON is not.
#[test]
fn a_scenario_in_a_subfolder_is_found() {
    let root = std::env::temp_dir().join(format!("my-engine-scenarios-{}", std::process::id()));
    let _ = fs::remove_dir_all(&root);
    for file in ["top.json", "cards/classic/mage/fireball.json", "cards/classic/notes.txt", "rules/a.json"] {
        let path = root.join(file);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, "{}").unwrap();
    }
    let found: Vec<String> = files_under(&root)
        .unwrap()
        .iter()
        .map(|path| path.strip_prefix(&root).unwrap().to_string_lossy().replace('\\', "/"))
        .collect();
    fs::remove_dir_all(&root).unwrap();
    assert_eq!(found, ["cards/classic/mage/fireball.json", "rules/a.json", "top.json"]);
}

#[test]
fn a_label_the_differing_log_should_have_named_is_a_mismatch_not_an_error() {
    let json = r#"{
        "decks": [["Test Filler"], []],
        "setup": [{ "do": "summon", "card": "Armorsmith", "player": 0, "as": "S" }],
        "action": { "do": "deal_damage", "target": "S", "amount": 1 },
        "expect": {
            "log": [{ "type": "Damaged", "target": "S", "amount": 1 }, { "type": "Drew", "player": 0, "id": "C" }],
            "hand": [["C"], []],
            "zone": { "C": "Hand" }
        }
    }"#;
    let mut ran = run("inline", parse("inline", json).unwrap(), library()).unwrap();
    let (checked, mismatches) = check(&mut ran).unwrap();
    assert_eq!(checked, 4);
    let shown: Vec<String> = mismatches.iter().map(ToString::to_string).collect();
    assert_eq!(shown.len(), 3, "{shown:?}");
    assert!(shown[0].starts_with("log differs at entry 1:"), "{}", shown[0]);
    assert_eq!(shown[1], r#"hand(0): expected ["C"], actual (a label the log should have named)"#);
    assert_eq!(shown[2], "zone_of(C): expected Hand, actual (a label the log should have named)");
}

#[test]
fn a_second_label_for_a_labelled_card_is_a_mismatch_but_a_drawn_deck_card_may_take_one() {
    // "Sx" is a typo of "S": it names the card "S" already names, so the log does not match.
    let typo = r#"{
        "setup": [{ "do": "summon", "card": "Armorsmith", "player": 0, "as": "S" }],
        "action": { "do": "deal_damage", "target": "S", "amount": 1 },
        "expect": { "log": [{ "type": "Damaged", "target": "Sx", "amount": 1 },
            { "type": "Triggered", "source": "S", "trigger": "damaged" },
            { "type": "ArmorGained", "player": 0, "amount": 1 }] }
    }"#;
    let mut ran = run("inline", parse("inline", typo).unwrap(), library()).unwrap();
    let (_, mismatches) = check(&mut ran).unwrap();
    let shown: Vec<String> = mismatches.iter().map(ToString::to_string).collect();
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert!(shown[0].starts_with("log differs at entry 0:"), "{}", shown[0]);
    // A deck card labelled "F" may be called "C" once drawn, as the course's scenarios do.
    let drawn = r#"{
        "decks": [[{ "card": "Test Filler", "as": "F" }], []],
        "action": { "do": "draw", "player": 0 },
        "expect": { "log": [{ "type": "Drew", "player": 0, "id": "C" }], "hand": [["C"], []] }
    }"#;
    let mut ran = run("inline", parse("inline", drawn).unwrap(), library()).unwrap();
    let (checked, mismatches) = check(&mut ran).unwrap();
    assert_eq!((checked, mismatches.len()), (3, 0), "the log and both hands hold");
}

/// The error `check` gives for a scenario whose expected log is `log`.
fn refused(log: &str) -> String {
    let json = format!(
        r#"{{
        "setup": [{{ "do": "summon", "card": "Armorsmith", "player": 0, "as": "S" }}],
        "action": {{ "do": "deal_damage", "target": "S", "amount": 1 }},
        "expect": {{ "log": {log} }}
    }}"#
    );
    let mut ran = run("inline", parse("inline", &json).unwrap(), library()).unwrap();
    check(&mut ran).unwrap_err().to_string()
}

#[test]
fn an_expected_event_that_is_not_a_game_event_is_refused() {
    let err = refused(r#"[{ "type": "Damage", "target": "S", "amount": 1 }]"#);
    assert!(
        err.starts_with(
            "inline: expect.log[0]: unknown variant `Damage`, expected one of `Summoned`, `Damaged`,"
        ),
        "{err}"
    );
    let err = refused(r#"[{ "type": "Damaged", "target": "S" }]"#);
    assert_eq!(err, "inline: expect.log[0]: missing field `amount`");
    let err = refused(r#"[{ "type": "Damaged", "target": "S", "amount": 1, "amont": 1 }]"#);
    assert_eq!(err, r#"inline: expect.log[0]: Damaged has no field "amont" (it has target, amount)"#);
    let err = refused(r#"[{ "type": "Damaged", "target": 3, "amount": 1 }]"#);
    assert_eq!(err, "inline: expect.log[0]: Damaged.target names a card: write its label as a string");
    let err = refused(r#"[{ "type": "Damaged", "target": "S", "amount": "S" }]"#);
    assert!(err.starts_with("inline: expect.log[0]: invalid type: string"), "{err}");
    let err = refused(r#"[["Damaged"]]"#);
    assert!(err.starts_with("inline: expect.log[0]: write each event as an object"), "{err}");
}

#[test]
fn a_label_given_twice_in_a_per_label_expectation_is_refused() {
    let cases = [
        ("zone", r#""Board""#, r#""Graveyard""#),
        ("health", "3", "4"),
        ("attack", "1", "2"),
        ("name", r#""Armorsmith""#, r#""Whirlwind""#),
    ];
    for (place, first, second) in cases {
        let json = format!(
            r#"{{
        "setup": [{{ "do": "summon", "card": "Armorsmith", "player": 0, "as": "S" }}],
        "action": {{ "do": "deal_damage", "target": "S", "amount": 1 }},
        "expect": {{ "{place}": {{ "S": {first}, "S": {second} }} }}
    }}"#
        );
        let err = parse("inline", &json).unwrap_err().to_string();
        // serde_json places the error just past the map's closing brace.
        assert_eq!(
            err,
            format!(
                r#"inline: expect.{place}: label "S" is given twice: keep one entry for it at line 4 column {}"#,
                40 + place.len() + first.len() + second.len()
            )
        );
    }
}

#[test]
fn per_label_expectations_are_checked_in_the_order_written() {
    let json = r#"{
        "setup": [
            { "do": "summon", "card": "Armorsmith", "player": 0, "as": "S" },
            { "do": "summon", "card": "Test Echo", "player": 0, "as": "E" }
        ],
        "action": { "do": "draw", "player": 0 },
        "expect": { "health": { "S": 9, "E": 9 }, "attack": { "E": 9, "S": 9 } }
    }"#;
    let mut ran = run("inline", parse("inline", json).unwrap(), library()).unwrap();
    let (_, mismatches) = check(&mut ran).unwrap();
    let what: Vec<String> = mismatches
        .iter()
        .map(|mismatch| match mismatch {
            Mismatch::Value { what, .. } => what.clone(),
            Mismatch::Log { .. } => "log".to_owned(),
        })
        .collect();
    assert_eq!(what, ["health(S)", "health(E)", "attack(E)", "attack(S)"]);
}

/// A scenario that plays the game: the rules it names, its moves, and the expectations on
/// mana, the turn, the outcome and the decks.
#[test]
fn a_scenario_plays_moves_under_the_rules_it_names_and_checks_the_game() {
    let json = |turn: u32| {
        format!(
            r#"{{
        "rules": "hearthstone",
        "decks": [[{{ "card": "Bloodfen Raptor", "as": "B" }}, "Test Filler", "Test Filler", "Test Filler", "Test Filler"],
                  ["Test Filler", "Test Filler", "Test Filler", "Test Filler", "Test Filler", {{ "card": "Test Filler", "as": "L" }}]],
        "setup": [{{ "do": "begin" }}, {{ "do": "mulligan", "player": 0 }}, {{ "do": "mulligan", "player": 1 }},
                  {{ "do": "end_turn" }}, {{ "do": "end_turn" }}],
        "action": {{ "do": "play", "card": "B" }},
        "expect": {{
            "board": [["B"], []],
            "deck": [[], ["L"]],
            "mana": [{{ "crystals": 2, "spent": 2 }}, {{ "crystals": 1, "spent": 0 }}],
            "turn": {{ "player": 0, "number": {turn} }},
            "outcome": "going_on"
        }}
    }}"#
        )
    };
    let mut ran = run("inline", parse("inline", &json(3)).unwrap(), library()).unwrap();
    assert_eq!(
        check(&mut ran).unwrap(),
        (8, Vec::new()),
        "boards, decks, mana, the turn and the outcome hold"
    );
    let mut ran = run("inline", parse("inline", &json(4)).unwrap(), library()).unwrap();
    let (_, mismatches) = check(&mut ran).unwrap();
    let shown: Vec<String> = mismatches.iter().map(ToString::to_string).collect();
    assert_eq!(shown, ["turn: expected player 0's, turn 4, actual player 0's, turn 3"]);
}

/// A wrong move a scenario expects to be refused: the engine's reason must contain the
/// expected words, and an accepted move is a mismatch.
#[test]
fn an_expected_refusal_holds_only_when_the_engine_refuses_with_that_reason() {
    let json = |defender: &str| {
        format!(
            r#"{{
        "setup": [{{ "do": "summon", "card": "Bloodfen Raptor", "player": 0, "as": "R" }},
                  {{ "do": "summon", "card": "Sen'jin Shieldmasta", "player": 1, "as": "T" }},
                  {{ "do": "begin" }}],
        "action": {{ "do": "attack", "attacker": "R", "defender": "{defender}" }},
        "expect": {{ "refused": "behind Taunt" }}
    }}"#
        )
    };
    let mut ran = run("inline", parse("inline", &json("hero1")).unwrap(), library()).unwrap();
    assert_eq!(check(&mut ran).unwrap().1, Vec::new());
    assert_eq!(ran.after, ran.before, "a refused move changes nothing");
    let mut ran = run("inline", parse("inline", &json("T")).unwrap(), library()).unwrap();
    let shown: Vec<String> = check(&mut ran).unwrap().1.iter().map(ToString::to_string).collect();
    assert_eq!(shown, ["refused: expected refused: ...behind Taunt..., actual the action was accepted"]);
}

/// A scenario names the rules it plays by, "course" or "hearthstone", and nothing else.
#[test]
fn an_unknown_rules_name_is_refused_with_the_known_ones() {
    let err = parse("inline", r#"{ "rules": "hearthstones", "action": { "do": "begin" } }"#).unwrap_err();
    let message = err.to_string();
    assert!(message.contains("unknown variant `hearthstones`"), "{message}");
    assert!(message.contains("did you mean \"hearthstone\""), "{message}");
}

/// `--format json` labels every card it shows, drawn and summoned ones included, so that its
/// output pasted into `expect.log` holds as it is.
#[test]
fn the_json_log_pastes_back_into_expect_log_and_holds() {
    let scenario = |log: &str| {
        format!(
            r#"{{
        "decks": [["Test Filler"], []],
        "setup": [{{ "do": "summon", "card": "Harvest Golem", "player": 0 }},
                  {{ "do": "summon", "card": "Loot Hoarder", "player": 1 }}],
        "action": {{ "do": "cast", "card": "Flamestrike", "player": 1 }},
        "expect": {{ "log": {log} }}
    }}"#
        )
    };
    let ran = run("inline", parse("inline", &scenario("[]")).unwrap(), library()).unwrap();
    let printed = render(&ran, Format::Json);
    assert!(!printed.contains(": 3"), "no card is printed as a bare id: {printed}");
    assert!(printed.contains("\"Damaged Golem "), "the Deathrattle's summon has a label: {printed}");
    let log = serde_json::from_str::<serde_json::Value>(&printed).unwrap()["log"].to_string();
    let mut pasted = run("inline", parse("inline", &scenario(&log)).unwrap(), library()).unwrap();
    assert_eq!(check(&mut pasted).unwrap(), (1, Vec::new()), "the pasted log holds");
}

#[test]
fn a_setup_only_step_as_the_action_is_refused_with_the_fix() {
    let json = r#"{ "name": "skip", "decks": [[], []], "rules": "hearthstone",
                    "setup": [{ "do": "begin" }], "action": { "do": "skip_to_turn", "turn": 89 } }"#;
    let err = parse("skip.json", json).unwrap_err().to_string();
    assert!(err.starts_with("skip.json: action: skip_to_turn is a setup step only"), "{err}");
    assert!(err.contains("move it into \"setup\""), "{err}");
    let in_setup = r#"{ "name": "skip", "decks": [[], []], "rules": "hearthstone",
                        "setup": [{ "do": "begin" }, { "do": "skip_to_turn", "turn": 89 }], "action": { "do": "end_turn" } }"#;
    assert!(parse("skip.json", in_setup).is_ok(), "in the setup it is welcome");
}
