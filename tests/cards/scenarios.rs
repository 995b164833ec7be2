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

/// The text's reaction trees, the setup's and the action's, of every scenario file: each
/// event is drawn once, in blocks that follow one another in the order their events happened
/// (a block starts at a root, or under a line repeating an earlier event, marked
/// "(continued)"), so no event is drawn above one that came before it in another block.
#[test]
fn every_scenarios_reaction_trees_draw_their_blocks_in_the_order_they_happened() {
    let folder = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios"));
    let mut continued = 0;
    for file in files_under(folder).expect("the scenarios folder") {
        let path = file.display().to_string();
        let json = fs::read_to_string(&file).expect("a readable file");
        let scenario = parse(&path, &json).unwrap_or_else(|err| panic!("{err}"));
        let own_cards = CardSource { path: &path, text: &json, cards: scenario.cards.clone() };
        let cards = library_with(&[own_cards]).unwrap_or_else(|err| panic!("{err}"));
        let ran = run(&path, scenario, cards).unwrap_or_else(|err| panic!("{err}"));
        let text = render(&ran, Format::Text);
        let section = |from: &str, to: &str| match (text.find(from), text.find(to)) {
            (Some(start), Some(end)) => text[start..end].to_owned(),
            _ => String::new(),
        };
        for (name, lines) in [
            ("setup", section("\nSetup\n", "\nBoard before")),
            ("action", section("\nReaction tree\n", "\nWhat changed")),
        ] {
            continued += lines.matches("(continued)").count();
            let problem = tree_order_problem(&lines);
            assert!(problem.is_none(), "{path}, the {name}'s tree: {problem:?}\n{lines}");
        }
    }
    assert!(continued >= 5, "the scenarios hold trees with blocks continued: {continued}");
}

/// What is wrong with the order of the tree lines in `lines` (`[3]` or `[s3]` after nothing
/// but spaces and box-drawing characters), if anything: an event drawn twice or not at all
/// (the indexes drawn are 0, 1, 2, ...), or a block whose events do not all come after every
/// event of the blocks above it.
fn tree_order_problem(lines: &str) -> Option<String> {
    // Each tree line as (its event's index, whether it is at the top level, whether it repeats
    // an event as "(continued)").
    let mut drawn = Vec::new();
    for line in lines.lines() {
        let Some(open) = line.find('[') else { continue };
        let Some(close) = line[open..].find(']') else { continue };
        let prefix = &line[..open];
        if !prefix.chars().all(|c| " ├└│─".contains(c)) {
            continue; // "  setup[2]: ..."
        }
        let Ok(index) = line[open + 1..open + close].trim_start_matches('s').parse::<u32>() else { continue };
        drawn.push((index, prefix.trim().is_empty(), line.ends_with(" (continued)")));
    }
    let mut seen: Vec<u32> =
        drawn.iter().filter(|(_, _, again)| !again).map(|(index, _, _)| *index).collect();
    seen.sort_unstable();
    let first = seen.first().copied().unwrap_or(0);
    if seen.iter().enumerate().any(|(at, &index)| index != first + at as u32) {
        return Some(format!("the events drawn are not each drawn once: {seen:?}"));
    }
    // The highest index drawn above the block being read, and above the line being read.
    let (mut above_this_block, mut above) = (None, None);
    for &(index, top, again) in &drawn {
        if top {
            above_this_block = above;
        }
        if again {
            continue;
        }
        if above_this_block.is_some_and(|highest| index <= highest) {
            return Some(format!("[{index}] is drawn below [{}], which came after it", above_this_block?));
        }
        above = above.max(Some(index));
    }
    None
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

/// Run the inline scenario `json` with the embedded cards and check it: how many
/// expectations, and each mismatch as text.
fn checked(json: &str) -> (usize, Vec<String>) {
    let mut ran = run("inline", parse("inline", json).unwrap_or_else(|err| panic!("{err}")), library())
        .unwrap_or_else(|err| panic!("{err}"));
    let (count, mismatches) = check(&mut ran).unwrap_or_else(|err| panic!("{err}"));
    (count, mismatches.iter().map(ToString::to_string).collect())
}

/// A minion's Attack, Health, maximum Health, damage, cost, keywords, Frozen, Silenced and
/// enchantments, each checked through the game's queries.
#[test]
fn a_minions_stats_keywords_states_enchantments_and_cost_hold_and_mismatch_clearly() {
    let json = |expect: &str| {
        format!(
            r#"{{
        "setup": [
            {{ "do": "summon", "card": "Sen'jin Shieldmasta", "player": 0, "as": "T" }},
            {{ "do": "summon", "card": "Chillwind Yeti", "player": 0, "as": "Y" }},
            {{ "do": "deal_damage", "target": "Y", "amount": 2 }},
            {{ "do": "cast", "card": "Test Frostbite", "player": 1, "target": "Y" }},
            {{ "do": "cast", "card": "Test Fury", "player": 0, "target": "Y" }},
            {{ "do": "silence", "target": "T" }}
        ],
        "action": {{ "do": "draw", "player": 0 }},
        "expect": {expect}
    }}"#
        )
    };
    let holds = r#"{
        "attack": { "Y": 6 }, "health": { "Y": 3 }, "max_health": { "Y": 5, "T": 5 }, "damage": { "Y": 2, "T": 0 },
        "cost": { "Y": 4, "T": 4 }, "keywords": { "T": [], "Y": [] },
        "frozen": { "Y": true, "T": false }, "silenced": { "T": true, "Y": false },
        "enchantments": { "Y": [{ "change": "add", "attack": 2, "health": 0, "this_turn": true }], "T": [] }
    }"#;
    assert_eq!(checked(&json(holds)), (16, Vec::new()));
    let wrong = r#"{
        "max_health": { "Y": 4 }, "damage": { "Y": 0 }, "cost": { "Y": 3 }, "keywords": { "T": ["taunt"] },
        "frozen": { "Y": false }, "silenced": { "T": false },
        "enchantments": { "Y": [{ "change": "add", "attack": 2, "health": 0 }, { "change": "gain", "keyword": "taunt" }] }
    }"#;
    assert_eq!(
        checked(&json(wrong)).1,
        [
            "max_health(Y): expected 4, actual 5",
            "damage(Y): expected 0, actual 2",
            "cost(Y): expected 3, actual 4",
            "keywords(T): expected [taunt], actual []",
            "frozen(Y): expected false, actual true",
            "silenced(T): expected false, actual true",
            "enchantments(Y): expected [+2/+0, gains Taunt], actual [+2/+0 this turn]",
        ]
    );
    let typo = json(r#"{ "enchantments": { "Y": [{ "change": "add", "atack": 2, "health": 0 }] } }"#);
    let err = parse("inline", &typo).unwrap_err().to_string();
    assert!(err.contains("unknown field `atack`") && err.contains("did you mean \"attack\""), "{err}");
    let keyword = json(r#"{ "keywords": { "T": ["tuant"] } }"#);
    let err = parse("inline", &keyword).unwrap_err().to_string();
    assert!(err.contains("unknown variant `tuant`") && err.contains("did you mean \"taunt\""), "{err}");
    let field = json(r#"{ "frozn": { "Y": true } }"#);
    let err = parse("inline", &field).unwrap_err().to_string();
    assert!(err.contains("did you mean \"frozen\""), "{err}");
}

/// Whom a character can attack and whether a card can be played, and at what, are read off
/// the legal moves.
#[test]
fn can_attack_and_playable_read_the_legal_moves() {
    let json = |expect: &str| {
        format!(
            r#"{{
        "setup": [
            {{ "do": "summon", "card": "Bloodfen Raptor", "player": 0, "as": "R" }},
            {{ "do": "summon", "card": "Test Watcher", "player": 0, "as": "W" }},
            {{ "do": "summon", "card": "Sen'jin Shieldmasta", "player": 1, "as": "T" }},
            {{ "do": "begin" }},
            {{ "do": "add_to_hand", "card": "Test Frostbite", "player": 0, "as": "F" }},
            {{ "do": "add_to_hand", "card": "Chillwind Yeti", "player": 0, "as": "Y" }},
            {{ "do": "add_to_hand", "card": "Bloodfen Raptor", "player": 0, "as": "B" }},
            {{ "do": "gain_mana_crystals", "player": 0, "amount": 1 }}
        ],
        "action": {{ "do": "gain_mana_crystals", "player": 1, "amount": 1 }},
        "expect": {expect}
    }}"#
        )
    };
    let holds = r#"{
        "can_attack": { "R": ["T"], "W": [], "T": [] },
        "playable": { "F": ["T", "hero1", "hero0", "R", "W"], "Y": false, "B": [], "T": false }
    }"#;
    assert_eq!(checked(&json(holds)), (7, Vec::new()));
    let also = r#"{ "playable": { "F": true, "B": true } }"#;
    assert_eq!(checked(&json(also)), (2, Vec::new()), "true: it can be played, at any target");
    let wrong = r#"{
        "can_attack": { "R": ["hero1"], "W": ["T"] },
        "playable": { "F": ["T"], "Y": true, "B": false }
    }"#;
    assert_eq!(
        checked(&json(wrong)).1,
        [
            "can_attack(R): expected can attack [hero1], actual can attack [T]",
            "can_attack(W): expected can attack [T], actual cannot attack",
            "playable(F): expected can be played at [T], actual can be played at [hero0, hero1, R, W, T]",
            "playable(Y): expected can be played, actual cannot be played",
            "playable(B): expected cannot be played, actual can be played, at no target",
        ]
    );
    let bad = json(r#"{ "playable": { "F": "yes" } }"#);
    let err = parse("inline", &bad).unwrap_err().to_string();
    assert!(err.contains(r#"expect.playable: "yes" is not false, true or a list of target labels"#), "{err}");
}

/// One player's hand, board or deck alone: by labels, by card names in order, by count, and
/// by what it holds among other cards.
#[test]
fn one_players_lists_by_labels_names_counts_and_contents() {
    let json = |expect: &str| {
        format!(
            r#"{{
        "decks": [["Test Filler", {{ "card": "Loot Hoarder", "as": "L" }}], ["Test Filler"]],
        "setup": [
            {{ "do": "add_to_hand", "card": "Fireball", "player": 1, "as": "F" }},
            {{ "do": "summon", "card": "Bloodfen Raptor", "player": 1, "as": "R" }}
        ],
        "action": {{ "do": "draw", "player": 0 }},
        "expect": {expect}
    }}"#
        )
    };
    let holds = r#"{
        "hand": { "1": ["F"] }, "board": { "1": ["R"] }, "deck": { "0": ["L"] },
        "hand_names": { "0": ["Test Filler"] }, "board_names": [[], ["Bloodfen Raptor"]],
        "deck_names": { "0": ["Loot Hoarder"], "1": ["Test Filler"] },
        "hand_count": [1, 1], "board_count": { "0": 0 }, "deck_count": { "1": 1 },
        "hand_contains": { "1": ["Fireball"] }, "board_contains": { "1": ["Bloodfen Raptor"] },
        "deck_contains": { "0": ["Loot Hoarder"] }
    }"#;
    assert_eq!(checked(&json(holds)), (15, Vec::new()));
    let wrong = r#"{
        "hand": { "0": ["L"] }, "hand_names": { "1": ["Fireball", "Fireball"] }, "hand_count": { "0": 2 },
        "hand_contains": { "1": ["Fireball", "Fireball"] }, "deck_contains": { "0": ["Test Filler"] }
    }"#;
    assert_eq!(
        checked(&json(wrong)).1,
        [
            "hand(0): expected [L], actual [#2]",
            r#"hand_names(1): expected ["Fireball", "Fireball"], actual ["Fireball"]"#,
            "hand_count(0): expected 2 cards, actual 1 card",
            r#"hand_contains(1): expected holding ["Fireball", "Fireball"], actual ["Fireball"]"#,
            r#"deck_contains(0): expected holding ["Test Filler"], actual ["Loot Hoarder"]"#,
        ]
    );
    let err = parse("inline", &json(r#"{ "hand": { "2": [] } }"#)).unwrap_err().to_string();
    assert!(err.contains(r#"player "2" does not exist: key the object by "0" or "1""#), "{err}");
    let err = parse("inline", &json(r#"{ "deck": {} }"#)).unwrap_err().to_string();
    assert!(err.contains("an empty object states nothing"), "{err}");
    let err = parse("inline", &json(r#"{ "hand_count": [1] }"#)).unwrap_err().to_string();
    assert!(err.contains("one value: give both players' values"), "{err}");
}

/// A `label` step names a card an effect made, by zone and position; a position past the end
/// is refused with the zone's size.
#[test]
fn a_label_step_names_a_card_an_effect_made_by_zone_and_position() {
    let json = |position: usize| {
        format!(
            r#"{{
        "setup": [
            {{ "do": "summon", "card": "Harvest Golem", "player": 0, "as": "G" }},
            {{ "do": "destroy", "target": "G" }},
            {{ "do": "label", "as": "D", "player": 0, "zone": "board", "position": {position} }}
        ],
        "action": {{ "do": "deal_damage", "target": "hero1", "amount": 1 }},
        "expect": {{ "name": {{ "D": "Damaged Golem" }}, "health": {{ "D": 1 }} }}
    }}"#
        )
    };
    assert_eq!(checked(&json(0)), (2, Vec::new()));
    let err = run("inline", parse("inline", &json(1)).unwrap(), library()).unwrap_err().to_string();
    assert_eq!(
        err,
        "inline: setup[2]: player 0's board has no position 1: it holds 1, and positions count from 0"
    );
    let taken = json(0).replace("\"as\": \"D\"", "\"as\": \"G\"");
    let err = run("inline", parse("inline", &taken).unwrap(), library()).unwrap_err().to_string();
    assert_eq!(err, r#"inline: setup[2]: label "G" already names another card; pick a new label"#);
    let wrong = json(0).replace("\"zone\": \"board\"", "\"zone\": \"boards\"");
    let err = parse("inline", &wrong).unwrap_err().to_string();
    assert!(err.contains("did you mean \"board\""), "{err}");
}

/// The setup steps that silence, set Health, discard and empty a deck run the game's own
/// setup calls, each its own Sequence and event; given as the action, each is refused.
#[test]
fn setup_steps_silence_set_health_discard_and_empty_a_deck_through_the_games_calls() {
    let json = r#"{
        "decks": [[], ["Test Filler", "Test Filler"]],
        "setup": [
            { "do": "summon", "card": "Sen'jin Shieldmasta", "player": 0, "as": "T" },
            { "do": "silence", "target": "T" },
            { "do": "summon", "card": "Chillwind Yeti", "player": 0, "as": "Y" },
            { "do": "set_health", "target": "Y", "health": 2 },
            { "do": "add_to_hand", "card": "Fireball", "player": 0, "as": "F" },
            { "do": "add_to_hand", "card": "Test Filler", "player": 0, "as": "X" },
            { "do": "discard", "player": 0, "card": "F" },
            { "do": "add_to_hand", "card": "Fireball", "player": 1, "as": "Z" },
            { "do": "discard", "player": 1 },
            { "do": "empty_deck", "player": 1 }
        ],
        "action": { "do": "draw", "player": 1 },
        "expect": {
            "log": [{ "type": "Fatigue", "player": 1 }],
            "silenced": { "T": true }, "keywords": { "T": [] },
            "health": { "Y": 2 }, "max_health": { "Y": 2 },
            "zone": { "F": "Graveyard", "Z": "Graveyard" },
            "hand": [["X"], []], "deck_count": { "1": 0 }
        }
    }"#;
    let mut ran = run("inline", parse("inline", json).unwrap(), library()).unwrap();
    assert_eq!(check(&mut ran).unwrap(), (10, Vec::new()));
    let text = render(&ran, Format::Text);
    for words in [
        "silence Sen'jin Shieldmasta",
        "Silenced: Sen'jin Shieldmasta",
        "set Chillwind Yeti #5 (Y)'s Health to 2",
        "Discarded: player 0 discards Fireball",
        "player 1 discards their hand",
        "DeckEmptied: player 1's deck, with no Fatigue",
    ] {
        assert!(text.contains(words), "{words:?} in:\n{text}");
    }
    for what in ["silenced(T): true", "keywords(T): []", "max_health(Y): 2", "deck_count(1): 0 cards"] {
        let marked = text.lines().any(|line| line.trim_start().starts_with("holds") && line.ends_with(what));
        assert!(marked, "{what:?} marked as holding in:\n{text}");
    }
    let page = render(&ran, Format::Html);
    assert!(page.contains("deck_count(1)") && page.contains("silenced(T)"), "the page marks them too");
    let low = json.replace("\"health\": 2 }", "\"health\": 0 }");
    let err = run("inline", parse("inline", &low).unwrap(), library()).unwrap_err().to_string();
    assert!(err.starts_with("inline: setup[3]: cannot set a minion's Health to 0: give 1 or more"), "{err}");
    for (step, action) in [
        ("silence", r#"{ "do": "silence", "target": "T" }"#),
        ("set_health", r#"{ "do": "set_health", "target": "T", "health": 1 }"#),
        ("discard", r#"{ "do": "discard", "player": 0 }"#),
        ("empty_deck", r#"{ "do": "empty_deck", "player": 0 }"#),
        ("label", r#"{ "do": "label", "as": "A", "player": 0, "zone": "hand", "position": 0 }"#),
    ] {
        let json = format!(r#"{{ "action": {action} }}"#);
        let err = parse("inline", &json).unwrap_err().to_string();
        assert!(err.starts_with(&format!("inline: action: {step} is a setup step only")), "{err}");
    }
}

/// `"turn_time_limit"`: the seconds each player has to take a turn (`null` for none), as the
/// engine says it; a wrong value is reported in words.
#[test]
fn the_turn_time_limit_is_expected_per_player() {
    let json = |expect: &str| {
        format!(
            r#"{{
        "decks": [["Test Filler"], ["Test Filler"]],
        "action": {{ "do": "summon", "card": "Nozdormu", "player": 1, "as": "N" }},
        "expect": {expect}
    }}"#
        )
    };
    assert_eq!(checked(&json(r#"{ "turn_time_limit": [15, 15] }"#)), (2, Vec::new()));
    assert_eq!(
        checked(&json(r#"{ "turn_time_limit": [null, 10] }"#)).1,
        [
            "turn_time_limit(0): expected no limit, actual 15 seconds",
            "turn_time_limit(1): expected 10 seconds, actual 15 seconds",
        ]
    );
}

/// A `play` step may name a card by its name when the hand of the player to move holds one of
/// that name (The Coin, which the game gives at the real start and no step labels); a name two
/// cards of that hand bear is refused, asking for a label.
#[test]
fn a_play_step_names_the_coin_without_its_hand_position() {
    let json = |extra: &str| {
        format!(
            r#"{{
        "rules": "hearthstone",
        "decks": [["Test Filler", "Test Filler", "Test Filler", "Test Filler", "Test Filler"],
                  ["Test Filler", "Test Filler", "Test Filler", "Test Filler", "Test Filler", "Test Filler"]],
        "setup": [
            {{ "do": "begin" }},
            {{ "do": "mulligan", "player": 0 }},
            {{ "do": "mulligan", "player": 1 }},
            {{ "do": "end_turn" }}{extra}
        ],
        "action": {{ "do": "play", "card": "The Coin" }},
        "expect": {{ "mana": [{{ "crystals": 1, "spent": 0 }}, {{ "crystals": 1, "spent": 0, "this_turn": 1 }}] }}
    }}"#
        )
    };
    let (count, mismatches) = checked(&json(""));
    assert_eq!((count, mismatches), (2, Vec::<String>::new()), "player 1 plays their Coin by name");

    let twice = json(r#", { "do": "add_to_hand", "card": "The Coin", "player": 1 }"#);
    let scenario = parse("inline", &twice).unwrap();
    let err = run("inline", scenario, library()).err().map(|err| err.to_string());
    assert_eq!(
        err.as_deref(),
        Some(
            "inline: action: 2 cards in the hand are \"The Coin\": label the one to play (\"as\" where it is added, or a \"label\" step)"
        )
    );
}

/// A refused call names each card object as the scenario does, by its card and label, not by
/// its bare number.
#[test]
fn a_refused_call_names_the_card_by_the_scenarios_label() {
    let json = r#"{ "decks": [[], []],
        "setup": [{ "do": "begin" }, { "do": "add_to_hand", "card": "Chillwind Yeti", "player": 0, "as": "Y" }],
        "action": { "do": "play", "card": "Y" } }"#;
    let err = run("inline", parse("inline", json).unwrap(), library()).err().map(|err| err.to_string());
    assert_eq!(
        err.as_deref(),
        Some(
            "inline: action: Chillwind Yeti #2 (Y) costs 4 mana and only 1 is left this turn: play a cheaper card or end the turn"
        )
    );
}
