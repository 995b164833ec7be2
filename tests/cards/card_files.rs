//! New cards without Rust: `--cards FILE.json` for `cards`, `run` and `play`, a scenario's own
//! `cards`, and a bad card file refused before anything runs, naming the file, the card, the
//! line and column, and the fix. Also `my-engine vocabulary`.

use std::fs;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use crate::common::my_engine;

const TWO_CARDS: &str = "tests/fixtures/cards/two_cards.json";

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

/// A card file holding `json`, in a directory of this test's own.
fn card_file(name: &str, json: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("my-engine-card-files-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    fs::write(&path, json).unwrap();
    path
}

/// The one-line error `cards --cards` gives for a card file holding `json`; it must exit 2
/// and print nothing on stdout.
fn refusal(name: &str, json: &str) -> (String, String) {
    let path = card_file(name, json);
    let path = path.to_str().unwrap().to_owned();
    let out = my_engine(&["cards", "--cards", &path]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(out.stdout.is_empty(), "nothing runs: {}", text(&out.stdout));
    (text(&out.stderr), path)
}

const MEDIC: &str = r#"[
  { "name": "Test Medic", "cost": 2, "type": "minion", "attack": 1, "health": 3, "text": "",
    "triggers": [{ "on": "friendly_minion_damaged",
                   "actions": [{ "heal": { "targets": { "one": "your_hero" }, "amount": 1 } }] }] }
]"#;

#[test]
fn cards_lists_a_card_file_after_the_built_in_cards() {
    let out = my_engine(&["cards", "--cards", TWO_CARDS]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let listed = text(&out.stdout);
    // The name column is as wide as the longest name: compare the words of each line.
    let words: Vec<String> =
        listed.lines().map(|line| line.split_whitespace().collect::<Vec<_>>().join(" ")).collect();
    let line_of = |start: &str| words.iter().position(|line| line.starts_with(start));
    let ogre = line_of("Boulderfist Ogre").expect("the built-in cards are listed");
    let bolt = line_of("Test Bolt 1 spell Deal 3 damage.").expect("the file's spell");
    assert!(ogre < bolt, "{listed}");
    assert!(line_of("Test Medic 2 1/3 Whenever a friendly minion").is_some(), "{listed}");
    let equals_form = my_engine(&["cards", &format!("--cards={TWO_CARDS}")]);
    assert_eq!(text(&equals_form.stdout), listed, "--cards=FILE is --cards FILE");
}

#[test]
fn a_scenario_runs_with_the_cards_of_a_card_file() {
    let scenario = "tests/fixtures/cards/bolt_scenario.json";
    let out = my_engine(&["run", scenario, "--cards", TWO_CARDS]);
    assert_eq!(out.status.code(), Some(0), "{}{}", text(&out.stdout), text(&out.stderr));
    let shown = text(&out.stdout);
    assert!(shown.contains("      └─ [3] Healed: Hero #0 (hero0) gets back 1"), "{shown}");
    assert!(shown.ends_with("Expectations: all 2 hold.\n"), "{shown}");
    let without = my_engine(&["run", scenario]);
    assert_eq!(without.status.code(), Some(2));
    assert!(text(&without.stderr).contains("\"Test Medic\""), "{}", text(&without.stderr));
}

#[test]
fn a_scenario_may_carry_cards_of_its_own() {
    let scenario = format!(
        r#"{{ "cards": {MEDIC},
              "setup": [ {{ "do": "summon", "card": "Test Medic", "player": 0, "as": "medic" }},
                         {{ "do": "deal_damage", "target": "hero0", "amount": 3 }} ],
              "action": {{ "do": "deal_damage", "target": "medic", "amount": 1 }},
              "expect": {{ "health": {{ "hero0": 28, "medic": 2 }} }} }}"#
    );
    let path = card_file("own_cards_scenario.json", &scenario);
    let out = my_engine(&["run", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}{}", text(&out.stdout), text(&out.stderr));
    assert!(text(&out.stdout).ends_with("Expectations: all 2 hold.\n"), "{}", text(&out.stdout));
    let clash = my_engine(&["run", path.to_str().unwrap(), "--cards", TWO_CARDS]);
    assert_eq!(clash.status.code(), Some(2));
    let expected = format!(
        "error: {}:2:13: card \"Test Medic\": a card of that name exists already (built in, or earlier in the files): rename it\n",
        path.display()
    );
    assert_eq!(text(&clash.stderr), expected);
}

#[test]
fn play_puts_the_card_files_cards_on_top_of_the_decks() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_my-engine"))
        .args(["play", "--seed", "3", "--playouts", "1", "--cards", TWO_CARDS])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"").unwrap();
    let out = child.wait_with_output().unwrap();
    let shown = text(&out.stdout);
    let hand: Vec<&str> = shown
        .lines()
        .skip_while(|line| !line.starts_with("Your opening hand"))
        .skip(1)
        .filter(|line| line.starts_with("  Test"))
        .take(4)
        .map(|line| line.split(" (").next().unwrap_or_default())
        .collect();
    // The first hand shown is the opening hand, at the mulligan: the file's first three cards.
    assert!(shown.contains("Your mulligan"), "{shown}");
    assert_eq!(hand, ["  Test Bolt #2", "  Test Bolt #3", "  Test Medic #4"], "{shown}");
}

#[test]
fn an_unknown_action_is_refused_with_the_closest_names() {
    let bad = MEDIC.replace("\"heal\"", "\"restore_health\"");
    let (message, path) = refusal("unknown_action.json", &bad);
    assert_eq!(
        message,
        format!(
            "error: {path}:4:49: card \"Test Medic\": unknown action \"restore_health\": did you mean \"heal\"? \
             The actions are damage, damage_except_card, damage_and_splash, minion_deals, split_damage, damage_between, heal, buff, buff_this_turn, \
             set_attack, set_health, swap_attack_and_health, attack_equal_to_health, set_remaining_health, double_attack, double_health, \
             give, lose, silence, freeze, enchant, draw, gain_armor, gain_attack, summon, summon_random, transform, transform_random, \
             destroy, destroy_all, add_to_hand, add_random_to_hand, return_to_hand, gain_mana_this_turn, gain_mana_crystals, \
             change_costs, draw_and_change_cost, change_cost_in_hand, draw_and_damage, health_floor_this_turn, take_control, \
             draw_of_tribe, choose_from_top, discard_random, discard_hand, destroy_mana_crystal, equip, give_hero_power, replace_hero, lose_durability, destroy_weapon, buff_weapon, copy_from_hand, copy_from_deck, \
             copy_to_other_hand, become_copy, summon_copy_from_deck, summon_card_of, swap_with_hand, cast; a step may also be \"if\" or \"for_each\"\
             ; one the engine cannot say yet (`my-engine vocabulary` lists the pool's under \"Not yet\") is an engine change \
             first: a new action is a variant of the enum `Action` in src/engine/course/action.rs with its rule, a normal \
             commit before the drop\n"
        )
    );
    let (message, _) = refusal("far_action.json", &MEDIC.replace("\"heal\"", "\"mend\""));
    assert!(
        message.contains(
            "unknown action \"mend\": the actions are damage, damage_except_card, damage_and_splash, minion_deals, split_damage,"
        ),
        "{message}"
    );
}

#[test]
fn an_unknown_trigger_is_refused_with_the_closest_names() {
    let bad = MEDIC.replace("friendly_minion_damaged", "friendly_minion_damage");
    let (message, path) = refusal("unknown_trigger.json", &bad);
    let expected = format!(
        "error: {path}:3:49: card \"Test Medic\": unknown trigger \"friendly_minion_damage\": did you mean \
         \"friendly_minion_damaged\" or \"friendly_minion_dies\" or \"any_minion_damaged\"? The triggers are "
    );
    assert!(message.starts_with(&expected), "{message}");
}

#[test]
fn a_missing_parameter_is_named() {
    let bad = MEDIC.replace(", \"amount\": 1", "");
    let (message, path) = refusal("missing_parameter.json", &bad);
    assert_eq!(
        message,
        format!(
            "error: {path}:4:78: card \"Test Medic\": missing parameter \"amount\": add it (`my-engine vocabulary` \
             shows each action's parameters)\n"
        )
    );
}

#[test]
fn a_token_that_does_not_exist_is_refused_naming_the_card() {
    let bad = MEDIC.replace(
        "\"heal\": { \"targets\": { \"one\": \"your_hero\" }, \"amount\": 1 }",
        "\"summon\": { \"card\": \"Harvest Golm\", \"player\": \"you\" }",
    );
    let (message, path) = refusal("unknown_token.json", &bad);
    assert_eq!(
        message,
        format!(
            "error: {path}:2:13: card \"Test Medic\": \"Test Medic\" summons \"Harvest Golm\", which is not in the \
             library: did you mean \"Harvest Golem\"? Names are spelled exactly as in the catalog\n"
        )
    );
}

#[test]
fn a_name_that_clashes_with_a_built_in_card_is_refused() {
    let (message, path) = refusal("clash.json", &MEDIC.replace("Test Medic", "Armorsmith"));
    assert_eq!(
        message,
        format!(
            "error: {path}:2:13: card \"Armorsmith\": a card of that name exists already (built in, or earlier in \
             the files): rename it\n"
        )
    );
}

#[test]
fn data_a_card_cannot_read_is_refused_with_the_fix() {
    let (message, path) = refusal("unreadable.json", &MEDIC.replace("your_hero", "target"));
    assert_eq!(
        message,
        format!(
            "error: {path}:2:13: card \"Test Medic\": in \"triggers[0]\", \"target\": nothing is picked for a \
             triggered ability or a Deathrattle; the character the event is about is \"event_character\"\n"
        )
    );
}

#[test]
fn data_the_engine_would_refuse_or_misread_is_refused_at_load() {
    let (message, _) = refusal("negative.json", &MEDIC.replace("\"amount\": 1", "\"amount\": -1"));
    assert!(
        message.ends_with(
            "in \"triggers[0]\", \"amount\": -1 is out of range: an amount is 0 to 99; give a number from 0 to 99\n"
        ),
        "{message}"
    );
    let cast = MEDIC.replace(
        "\"heal\": { \"targets\": { \"one\": \"your_hero\" }, \"amount\": 1 }",
        "\"cast\": { \"card\": \"Fireball\", \"player\": \"you\" }",
    );
    let (message, _) = refusal("cast.json", &cast);
    assert!(message.contains("\"cast\": a card written as data cannot cast a spell yet"), "{message}");
    let (message, _) =
        refusal("aimed_minion.json", &MEDIC.replace("\"text\": \"\",", "\"text\": \"\", \"target\": true,"));
    assert!(message.contains("\"target\" is for a spell whose text names one"), "{message}");
    let (message, _) = refusal("lower_case.json", &MEDIC.replace("Test Medic", "armorsmith"));
    assert!(message.contains("card \"armorsmith\": a card of that name exists already"), "{message}");
    let twice = MEDIC.replace(
        "[\n  {",
        "[\n  { \"name\": \"Test Twin\", \"cost\": 1, \"type\": \"spell\", \"text\": \"\" },\n  {",
    );
    let twice = twice.replace("Test Medic", "Test Twin");
    let (message, path) = refusal("twice.json", &twice);
    assert!(
        message.starts_with(&format!("error: {path}:3:13: card \"Test Twin\"")),
        "the second one: {message}"
    );
}

#[test]
fn a_scenarios_own_bad_card_gets_the_card_files_message() {
    let scenario = format!(
        r#"{{ "cards": {},
              "action": {{ "do": "draw", "player": 0 }} }}"#,
        MEDIC.replace("\"heal\"", "\"heals\"")
    );
    let path = card_file("bad_own_cards.json", &scenario);
    let out = my_engine(&["run", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let expected = format!(
        "error: {}:4:40: card \"Test Medic\": unknown action \"heals\": did you mean \"heal\"?",
        path.display()
    );
    assert!(text(&out.stderr).starts_with(&expected), "{}", text(&out.stderr));
}

#[test]
fn a_card_file_that_is_not_a_file_is_refused() {
    let out = my_engine(&["cards", "--cards", "tests/fixtures"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("tests/fixtures"), "{}", text(&out.stderr));
    let twice = my_engine(&["cards", "--cards", TWO_CARDS, "--cards", TWO_CARDS]);
    assert_eq!(twice.status.code(), Some(2));
    assert!(text(&twice.stderr).starts_with("error: --cards is given twice"), "{}", text(&twice.stderr));
}

#[test]
fn vocabulary_lists_every_action_with_a_json_example() {
    let out = my_engine(&["vocabulary"]);
    assert_eq!(out.status.code(), Some(0));
    let shown = text(&out.stdout);
    for line in [
        "  gain_armor              the player gains \"amount\" Armor",
        "                          {\"gain_armor\":{\"player\":\"you\",\"amount\":1}}",
        "  friendly_minion_dies    whenever one of your other minions dies",
        "  enemy_hero              the enemy hero",
    ] {
        assert!(shown.lines().any(|shown| shown == line), "{line:?} missing from:\n{shown}");
    }
}

#[test]
fn every_card_file_under_cards_loads() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("cards");
    let files = my_engine::scenario::files_under(&dir).unwrap();
    assert!(!files.is_empty(), "cards/ holds at least the example file");
    for file in files {
        let out = my_engine(&["cards", "--cards", file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(0), "{}: {}", file.display(), text(&out.stderr));
    }
}

#[test]
fn a_card_with_an_empty_or_blank_name_is_refused() {
    for name in ["", "   "] {
        let json = format!(
            r#"[{{ "name": "{name}", "cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "" }}]"#
        );
        let (error, path) = refusal("blank_name.json", &json);
        assert!(error.starts_with(&format!("error: {path}:1:")), "placed in the file: {error}");
        let problem = format!("card \"{name}\": a card needs a name: give \"name\" some letters");
        assert!(error.trim_end().ends_with(&problem), "{error}");
    }
}

/// A name that differs from a built-in one only by look-alike letters (a Cyrillic А, an
/// accent, a mathematical letter, a Cherokee letter, a small capital, a long s, a
/// superscript) reads as that name, and is refused naming both and the fix. One that differs
/// by an invisible character (a joiner, a Hangul filler, a tag character, a variation
/// selector) is refused first for that character, named.
#[test]
fn a_name_that_only_looks_different_from_another_is_refused_as_the_same() {
    let look_alikes = [
        "\u{410}rmorsmith",
        "\u{C1}rmorsmith",
        "\u{1D400}rmorsmith",
        "\u{13AA}rmorsmith",
        "Ar\u{1D0D}orsmith",
        "Armor\u{17F}mith",
        "Armorsmit\u{2B0}",
    ];
    for name in look_alikes {
        let json = format!(
            r#"[{{ "name": "{name}", "cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "" }}]"#
        );
        let (error, _) = refusal("lookalike.json", &json);
        let named = format!("{name:?} reads as \"Armorsmith\"");
        assert!(error.contains("a card of that name exists already"), "{name}: {error}");
        assert!(error.contains(&named) && error.contains("rename it"), "{name}: {error}");
    }
    let invisibles = [
        ("Armor\u{200D}smith", "U+200D ZERO WIDTH JOINER"),
        ("Armor\u{3164}smith", "U+3164 HANGUL FILLER"),
        ("Armor\u{E0073}smith", "U+E0073 TAG LATIN SMALL LETTER S"),
        ("Armor\u{FE0F}smith", "U+FE0F VARIATION SELECTOR-16"),
    ];
    for (name, character) in invisibles {
        let json = format!(
            r#"[{{ "name": "{name}", "cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "" }}]"#
        );
        let (error, _) = refusal("invisible.json", &json);
        let said = format!(
            "\"name\" holds {character}, an invisible character: a name holds only what a reader sees; take it out"
        );
        assert!(error.trim_end().ends_with(&said), "{name}: {error}");
    }
}

/// Issue 38: case is folded as Unicode folds it (`ß` as `ss`, the final sigma `ς` as `σ`, which
/// reads as `o`), and a dash or an apostrophe between two words is dropped as `-` and `'` are: each
/// such name reads as a built-in one and is refused, naming both.
#[test]
fn a_name_spelt_with_a_sharp_s_a_final_sigma_a_dash_or_an_apostrophe_is_refused_as_the_same() {
    let spellings = [
        ("Ma\u{DF} Dispel", "Mass Dispel"),
        ("B\u{3C2}ulderfist Ogre", "Boulderfist Ogre"),
        ("Mass\u{2E3A}Dispel", "Mass Dispel"),
        ("Sorcerer\u{2019}s Apprentice", "Sorcerer's Apprentice"),
    ];
    for (name, known) in spellings {
        let json = format!(r#"[{{ "name": "{name}", "cost": 1, "type": "spell", "text": "" }}]"#);
        let (error, _) = refusal("spelling.json", &json);
        let named = format!("{name:?} reads as {known:?}");
        assert!(error.contains("a card of that name exists already"), "{name}: {error}");
        assert!(error.contains(&named) && error.contains("rename it"), "{name}: {error}");
    }
}

/// A token is a card like any other: a file's token that looks like a built-in card, or like
/// a token earlier in the file, is refused too.
#[test]
fn a_token_that_looks_like_another_card_is_refused() {
    let json = r#"[
  { "name": "Test Sapling", "cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "", "token": true },
  { "name": "Test SapІing", "cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "", "token": true }
]"#;
    let (error, _) = refusal("tokens.json", json);
    assert!(error.contains(":3:"), "{error}");
    assert!(error.contains("\"Test SapІing\" reads as \"Test Sapling\""), "{error}");
}

/// A scenario's own cards go through the same check as a card file's.
#[test]
fn a_scenarios_own_card_that_looks_like_a_built_in_one_is_refused() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scenarios/test_00_whirlwind_damages_every_minion_before_any_reacts.json"
    );
    let mut scenario: serde_json::Value = serde_json::from_str(&fs::read_to_string(path).unwrap()).unwrap();
    let card = r#"{ "name": "Wh\u0456rlwind", "cost": 1, "type": "spell", "text": "" }"#;
    scenario["cards"] = serde_json::json!([serde_json::from_str::<serde_json::Value>(card).unwrap()]);
    let file = card_file("scenario_lookalike.json", &scenario.to_string());
    let out = my_engine(&["run", file.to_str().unwrap()]);
    let error = text(&out.stderr);
    assert!(!out.status.success(), "{error}");
    assert!(error.contains("\"Whіrlwind\" reads as \"Whirlwind\""), "{error}");
}

/// The catalog marks The Coin for the second player; a file's card marked too is refused at
/// that card, with the fix.
#[test]
fn a_second_card_for_the_second_player_is_refused_at_the_files_card() {
    let gift = r#"[
  { "name": "Test Gift", "cost": 0, "type": "spell", "text": "", "for_the_second_player": true }
]"#;
    let (message, path) = refusal("second_gift.json", gift);
    assert_eq!(
        message,
        format!(
            "error: {path}:2:13: card \"Test Gift\": \"The Coin\" and \"Test Gift\" are both marked \
             \"for_the_second_player\": the second player gets one card; unmark \"Test Gift\"\n"
        )
    );
}

#[test]
fn an_unknown_keyword_is_refused_with_its_place_and_the_closest_keywords() {
    let shield = r#"[
  { "name": "Test Guard", "cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "Divine Shield",
    "keywords": ["divine_sheild"] }
]"#;
    let (message, path) = refusal("unknown_keyword.json", shield);
    assert!(
        message.starts_with(&format!(
            "error: {path}:3:32: card \"Test Guard\": unknown keyword \"divine_sheild\""
        )),
        "{message}"
    );
    assert!(
        message.contains("did you mean \"divine_shield\"? The keywords are taunt, charge, divine_shield"),
        "{message}"
    );
    let old = shield.replace(r#""keywords": ["divine_sheild"]"#, r#""taunt": true"#);
    let (message, _) = refusal("old_keyword.json", &old);
    assert!(
        message.contains(
            r#"unknown card field "taunt": a keyword goes in the card's keywords: "keywords": ["taunt"]"#
        ),
        "{message}"
    );
}

/// A tribe, a class or an aura's reach the engine does not know is refused with the file,
/// line, column, card and the closest names.
#[test]
fn an_unknown_tribe_class_or_reach_is_refused_with_the_closest_names() {
    let tribe = r#"[{ "name": "Test Bad", "cost": 1, "type": "minion", "attack": 1, "health": 1, "tribe": "beastt" }]"#;
    let (message, path) = refusal("unknown_tribe.json", tribe);
    assert_eq!(
        message,
        format!(
            "error: {path}:1:95: card \"Test Bad\": unknown tribe \"beastt\": did you mean \"beast\"? \
             The tribes are beast, demon, dragon, mech, murloc, pirate, totem, undead\n"
        )
    );
    let class = tribe.replace(r#""tribe": "beastt""#, r#""class": "Mage""#);
    let (message, path) = refusal("unknown_class.json", &class);
    assert_eq!(
        message,
        format!(
            "error: {path}:1:93: card \"Test Bad\": unknown class \"Mage\": did you mean \"mage\"? \
             The classes are neutral, druid, hunter, mage, paladin, priest, rogue, shaman, warlock, warrior\n"
        )
    );
    let reach = r#"[{ "name": "Test Bad", "cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "x",
    "auras": [{ "reaches": "other_friendly_minoins", "attack": 1 }] }]"#;
    let (message, _) = refusal("unknown_reach.json", reach);
    assert!(
        message.contains(":2:51: card \"Test Bad\": unknown reach \"other_friendly_minoins\": did you mean \"other_friendly_minions\""),
        "{message}"
    );
    let condition = r#"[{ "name": "Test Bad", "cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "x",
    "auras": [{ "reaches": "itself", "keywords": ["charge"], "while": "you_have_weapons" }] }]"#;
    let (message, _) = refusal("unknown_while.json", condition);
    assert!(
        message.contains(
            ":2:88: card \"Test Bad\": unknown condition \"you_have_weapons\": did you mean \"you_have_weapon\"? \
             The conditions are you_have_weapon"
        ),
        "{message}"
    );
}

/// A count word the engine does not know is refused with the file, line, column, card and
/// the closest count words; so is a card's own cost count on an enchantment card (never in a
/// hand), one past its range, and an aura counted "for each" that gives nothing to count.
#[test]
fn an_unknown_count_or_a_count_that_could_never_count_is_refused() {
    let giant = r#"[{ "name": "Test Giant", "cost": 10, "type": "minion", "attack": 8, "health": 8, "text": "x",
    "cost_count": { "for_each": "other_minon", "less": 1 } }]"#;
    let (message, path) = refusal("unknown_count.json", giant);
    assert_eq!(
        message,
        format!(
            "error: {path}:2:45: card \"Test Giant\": unknown count \"other_minon\": did you mean \"other_minion\"? \
             The counts are other_minion, other_minion_of_tribe, other_card_in_your_hand, damage_your_hero_has_taken, \
             attack_of_your_weapon\n"
        )
    );
    let tribe =
        giant.replace(r#""for_each": "other_minon""#, r#""for_each": {"other_minion_of_tribe": "murlock"}"#);
    let (message, _) = refusal("unknown_count_tribe.json", &tribe);
    assert!(message.contains("unknown tribe \"murlock\": did you mean \"murloc\"?"), "{message}");
    let past = giant.replace(r#""other_minon", "less": 1"#, r#""other_minion", "less": 100"#);
    let (message, _) = refusal("count_past_its_range.json", &past);
    assert!(
        message.ends_with(
            "card \"Test Giant\": in \"cost_count\", \"less\": 100 is out of range: a cost change is 0 to 99; give a number from 0 to 99\n"
        ),
        "{message}"
    );
    let enchantment = r#"[{ "name": "Test Counted", "cost": 0, "type": "enchantment", "token": true, "text": "x",
    "cost_count": { "for_each": "other_minion", "less": 1 } }]"#;
    let (message, _) = refusal("counted_enchantment.json", enchantment);
    assert!(
        message.contains("an enchantment card is never in a hand, where a \"cost_count\" holds: take it off"),
        "{message}"
    );
    let nothing = r#"[{ "name": "Test Counter", "cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "x",
    "auras": [{ "reaches": "itself", "for_each": "other_minion" }] }]"#;
    let (message, _) = refusal("counted_nothing.json", nothing);
    assert!(
        message.contains("in \"auras[0]\", \"for_each\" gives the aura's Attack and Health once for each: give it \"attack\" or \"health\""),
        "{message}"
    );
}

/// One card of `json`'s fields after its name, in a file of its own: the error `cards
/// --cards` gives for it, with its path.
fn refusal_of_card(file: &str, name: &str, fields: &str) -> (String, String) {
    let name = serde_json::to_string(name).unwrap();
    refusal(file, &format!("[{{ \"name\": {name}, {fields} }}]"))
}

/// Every number a card file gives has a range (`my-engine vocabulary`, "Numbers"): a value
/// outside it is refused naming the field, the value, the range and the fix, at the card's
/// name (line 1, column 12 here), within an ability naming where.
#[test]
fn a_number_outside_its_range_is_refused_naming_the_field_the_value_and_the_range() {
    let minion = r#""type": "minion", "attack": 1, "health": 1, "text": """#;
    let cases = [
        (
            format!(r#""cost": 4294967295, {minion}"#),
            "\"cost\": 4294967295 is out of range: a card's cost is 0 to 99; give a number from 0 to 99",
        ),
        (
            r#""cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "", "spell_damage": 2147483647"#
                .to_owned(),
            "\"spell_damage\": 2147483647 is out of range: Spell Damage is 0 to 99; give a number from 0 to 99",
        ),
        (
            r#""cost": 1, "type": "minion", "attack": 100, "health": 1, "text": """#.to_owned(),
            "\"attack\": 100 is out of range: a minion's Attack is 0 to 99; give a number from 0 to 99",
        ),
        (
            r#""cost": 1, "type": "minion", "attack": 1, "health": 0, "text": """#.to_owned(),
            "\"health\": 0 is out of range: a minion's Health is 1 to 99; give a number from 1 to 99",
        ),
        (
            r#""cost": 1, "type": "spell", "text": "", "spell": [{ "damage": { "targets": "all_minions", "amount": 100 } }]"#
                .to_owned(),
            "in \"spell\", \"amount\": 100 is out of range: an amount is 0 to 99; give a number from 0 to 99",
        ),
        (
            r#""cost": 1, "type": "spell", "text": "", "spell": [{ "gain_mana_crystals": { "player": "you", "amount": 11 } }]"#
                .to_owned(),
            "in \"spell\", \"amount\": 11 is out of range: a number of Mana Crystals is 0 to 10; give a number from 0 to 10",
        ),
        (
            r#""cost": 1, "type": "spell", "text": "", "spell": [{ "buff": { "targets": "all_minions", "attack": 1, "health": -1 } }]"#
                .to_owned(),
            "in \"spell\", \"health\": -1 is out of range: what a buff, an Enrage or an aura gives is 0 to 99; give a number from 0 to 99",
        ),
        (
            r#""cost": 1, "type": "spell", "text": "", "spell": [{ "set_health": { "targets": "all_minions", "health": 0 } }]"#
                .to_owned(),
            "in \"spell\", \"health\": 0 is out of range: the Health a change sets is 1 to 99; give a number from 1 to 99",
        ),
        (
            r#""cost": 1, "type": "spell", "text": "", "spell": [{ "change_costs": { "player": "you", "cards": "spells", "change": { "more": 200 }, "lasts": "their_next_turn" } }]"#
                .to_owned(),
            "in \"spell\", \"more\": 200 is out of range: a cost change is 0 to 99; give a number from 0 to 99",
        ),
        (
            format!(r#""cost": 1, {minion}, "enrage": {{ "attack": 1000 }}"#),
            "in \"enrage\", \"attack\": 1000 is out of range: what a buff, an Enrage or an aura gives is 0 to 99; give a number from 0 to 99",
        ),
        (
            format!(r#""cost": 1, {minion}, "auras": [{{ "reaches": "both_heroes", "turn_time_limit": 4294967295 }}]"#),
            "in \"auras[0]\", \"turn_time_limit\": 4294967295 is out of range: a turn time limit is 1 to 600; give a number from 1 to 600",
        ),
        (
            format!(
                r#""cost": 1, {minion}, "cost_auras": [{{ "cards": "spells", "change": {{ "less": 1 }}, "not_less_than": 255 }}]"#
            ),
            "in \"cost_auras[0]\", \"not_less_than\": 255 is out of range: a cost change is 0 to 99; give a number from 0 to 99",
        ),
    ];
    for (fields, problem) in cases {
        let (message, path) = refusal_of_card("number.json", "Test Number", &fields);
        assert_eq!(message, format!("error: {path}:1:12: card \"Test Number\": {problem}\n"));
    }
}

/// A name holding a character a reader cannot see, or one that reorders or breaks what is
/// printed around it, is refused naming the character, its code point and the fix: `cards`
/// would print it raw.
#[test]
fn a_name_with_a_control_bidirectional_or_invisible_character_is_refused_naming_it() {
    let minion = r#""cost": 1, "type": "minion", "attack": 1, "health": 1, "text": """#;
    let cases = [
        (
            "Test\u{0}Null",
            "\"Test\\0Null\"",
            "U+0000 NULL, a control character, which moves or breaks what is printed after it",
        ),
        (
            "Test \u{202E}Evil",
            "\"Test \\u{202e}Evil\"",
            "U+202E RIGHT-TO-LEFT OVERRIDE, a bidirectional control, which reorders the text printed around it",
        ),
        ("Test\u{200B}Space", "\"Test\\u{200b}Space\"", "U+200B ZERO WIDTH SPACE, an invisible character"),
    ];
    for (name, debug, said) in cases {
        let (message, path) = refusal_of_card("name.json", name, minion);
        assert_eq!(
            message,
            format!(
                "error: {path}:1:12: card {debug}: \"name\" holds {said}: a name holds only what a reader sees; take it out\n"
            )
        );
    }
    // Written with an escape, on the second line: placed at its name all the same.
    let escaped = format!("[\n  {{ \"name\": \"Test \\u202EEvil\", {minion} }}]");
    let (message, path) = refusal("escaped_name.json", &escaped);
    assert!(
        message.starts_with(&format!("error: {path}:2:13: card \"Test \\u{{202e}}Evil\": ")),
        "{message}"
    );
}

/// The game gives a tribe to minions and heroes only: a spell's or an enchantment card's is refused.
#[test]
fn a_tribe_on_a_card_that_is_not_a_minion_is_refused() {
    for kind in [r#""type": "spell""#, r#""type": "enchantment", "token": true"#] {
        let (message, path) = refusal_of_card(
            "tribe.json",
            "Test Tribal",
            &format!(r#""cost": 1, {kind}, "text": "", "tribe": "beast""#),
        );
        assert_eq!(
            message,
            format!(
                "error: {path}:1:12: card \"Test Tribal\": \"tribe\": \"beast\" is a minion's or a hero card's: the game \
                 gives no other card a tribe; take \"tribe\" off\n"
            )
        );
    }
}

/// A keyword given twice is refused at its second time, whatever the list's length: 200,000
/// Taunts stop at the second.
#[test]
fn a_keyword_given_twice_is_refused() {
    let minion = r#""cost": 1, "type": "minion", "attack": 1, "health": 1, "text": """#;
    let (message, path) = refusal_of_card(
        "twice.json",
        "Test Twice",
        &format!(r#"{minion}, "keywords": ["taunt", "charge", "taunt"]"#),
    );
    assert_eq!(
        message,
        format!(
            "error: {path}:1:132: card \"Test Twice\": keyword \"taunt\" is given twice: give each keyword once\n"
        )
    );
    let many = vec!["\"taunt\""; 200_000].join(",");
    let (message, path) =
        refusal_of_card("many.json", "Test Many", &format!(r#"{minion}, "keywords": [{many}]"#));
    assert_eq!(
        message,
        format!(
            "error: {path}:1:120: card \"Test Many\": keyword \"taunt\" is given twice: give each keyword once\n"
        )
    );
    let enrage = format!(r#"{minion}, "enrage": {{ "attack": 1, "keywords": ["windfury", "windfury"] }}"#);
    let (message, _) = refusal_of_card("enrage_twice.json", "Test Twice", &enrage);
    assert!(message.ends_with("keyword \"windfury\" is given twice: give each keyword once\n"), "{message}");
}

/// `my-engine vocabulary` lists the range of every number a card file gives, from the ranges
/// the check itself uses (`content::NUMBER_RANGES`), so the reference cannot drift from it.
#[test]
fn vocabulary_gives_the_range_of_every_number() {
    let out = my_engine(&["vocabulary"]);
    assert_eq!(out.status.code(), Some(0));
    let shown = text(&out.stdout);
    let cost =
        "  0 to 99                 a card's cost: \"cost\" (the pool's dearest card costs 20 (Molten Giant))";
    assert!(shown.lines().any(|line| line == cost), "{cost:?} missing from:\n{shown}");
    for range in my_engine::content::NUMBER_RANGES {
        let line = format!("{} to {}", range.least, range.most);
        let listed = format!("  {line:<24}{}: {} ({})", range.what, range.fields, range.why);
        assert!(shown.lines().any(|shown| shown == listed), "{listed:?} missing from:\n{shown}");
    }
}

/// An aim the engine does not know is refused with its file, line, column, card and the
/// closest words; an aim with two requirements is refused naming the fix.
#[test]
fn a_card_file_with_an_unknown_aim_or_two_requirements_is_refused() {
    let unknown = r#"[
  { "name": "Test Bad Aim", "cost": 1, "type": "spell", "text": "Deal 1 damage to an enemy minion.",
    "aim": "enemy_minon", "spell": [{ "damage": { "targets": { "one": "target" }, "amount": 1 } }] }
]"#;
    let (stderr, path) = refusal("unknown_aim.json", unknown);
    assert_eq!(
        stderr,
        format!(
            "error: {path}:3:24: card \"Test Bad Aim\": unknown aim \"enemy_minon\": did you mean \"enemy_minion\"? \
             The aims are any_character, character, enemy_character, friendly_character, minion, enemy_minion, \
             friendly_minion, hero, enemy_hero, friendly_hero; one the engine cannot say yet (`my-engine vocabulary` \
             lists the pool's under \"Not yet\") is an engine change first: a new aim is a variant of the enum `AimWord` \
             in src/engine/course/aim.rs with its rule, a normal commit before the drop\n"
        )
    );
    let two = unknown.replace(r#""enemy_minon""#, r#"{ "of": "minion", "damaged": true, "tribe": "beast" }"#);
    let (stderr, _) = refusal("two_requirements.json", &two);
    assert!(stderr.contains(":3:"), "{stderr}");
    assert!(stderr.contains("card \"Test Bad Aim\": an aim takes one requirement at most"), "{stderr}");
    assert!(stderr.contains("keep one"), "{stderr}");
}

/// A play requirement is a spell's: on a minion it is refused naming the fix, and a number
/// past a side's seven minions is refused naming the range.
#[test]
fn a_play_requirement_on_a_minion_or_past_seven_is_refused() {
    let on_minion = r#"[
  { "name": "Test Greedy", "cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "", "enemy_minions_needed": 1 }
]"#;
    let (stderr, _) = refusal("requirement_on_minion.json", on_minion);
    assert!(stderr.contains("card \"Test Greedy\": \"enemy_minions_needed\" is a spell's play requirement: take it off this card"), "{stderr}");
    let past_seven = r#"[
  { "name": "Test Greedy", "cost": 1, "type": "spell", "text": "", "enemy_minions_needed": 8 }
]"#;
    let (stderr, _) = refusal("requirement_past_seven.json", past_seven);
    assert!(stderr.contains("\"enemy_minions_needed\": 8 is out of range"), "{stderr}");
    assert!(stderr.contains("give a number from 0 to 7"), "{stderr}");
}

/// A step that asks about a target nothing picks, counts from a minion a spell has not, or
/// gives a count's `"times"` out of its range is refused naming the step and the fix; an
/// unknown condition or count is refused with the closest words.
#[test]
fn a_step_the_card_cannot_read_is_refused_naming_the_fix() {
    let spell = r#""cost": 1, "type": "spell", "text": """#;
    let cases = [
        (
            format!(
                r#"{spell}, "spell": [{{ "if": "target_dies", "then": [{{ "draw": {{ "player": "you" }} }}] }}]"#
            ),
            "in \"spell\", in \"if\", \"target_dies\": the spell takes no target: give it an \"aim\"",
        ),
        (
            format!(
                r#"{spell}, "spell": [{{ "for_each": "other_friendly_minion", "do": [{{ "draw": {{ "player": "you" }} }}] }}]"#
            ),
            "in \"spell\", in \"for_each\", \"other_friendly_minion\": a spell has no minion to count from",
        ),
        (
            format!(
                r#"{spell}, "spell": [{{ "damage": {{ "targets": {{ "one": "enemy_hero" }}, "amount": {{ "for_each": "attack_of_target" }} }} }}]"#
            ),
            "in \"spell\", in \"for_each\", \"attack_of_target\": the spell takes no target",
        ),
        (
            format!(
                r#"{spell}, "spell": [{{ "damage": {{ "targets": {{ "one": "enemy_hero" }}, "amount": {{ "for_each": "enemy_minion", "times": 11 }} }} }}]"#
            ),
            "in \"spell\", in \"amount\", \"times\": 11 is out of range",
        ),
        (
            format!(
                r#"{spell}, "spell": [{{ "buff": {{ "targets": "all_minions", "attack": {{ "for_each": "enemy_minion" }}, "health": {{ "for_each": "attack_of_target" }} }} }}]"#
            ),
            "in \"spell\", in \"for_each\", \"attack_of_target\": the spell takes no target",
        ),
        (
            format!(r#"{spell}, "spell": [{{ "if": "target_died", "then": [] }}]"#),
            "unknown condition \"target_died\": did you mean \"target_dies\"?",
        ),
        (
            format!(r#"{spell}, "spell": [{{ "for_each": "card_in_you_hand", "do": [] }}]"#),
            "unknown count \"card_in_you_hand\": did you mean \"card_in_your_hand\"?",
        ),
    ];
    for (fields, problem) in cases {
        let (message, _) = refusal_of_card("steps.json", "Test Step", &fields);
        assert!(message.contains(problem), "{problem}\nnot in: {message}");
    }
}

/// A random choice's list ("from" of summon_random, add_random_to_hand) names 2 to 20 cards,
/// each once, each a card of the library (a summoned one a minion card): anything else is
/// refused naming the fix.
#[test]
fn a_random_choice_naming_one_card_a_card_twice_or_an_unknown_card_is_refused() {
    let den = |from: &str| {
        format!(
            r#""cost": 1, "type": "spell", "text": "", "spell": [{{ "summon_random": {{ "from": {from}, "player": "you" }} }}]"#
        )
    };
    let (one, _) = refusal_of_card("one.json", "Test Den", &den(r#"["Wisp"]"#));
    assert!(
        one.contains(
            "card \"Test Den\": in \"spell\", \"from\" names 1, out of range: how many cards a random choice is made from \
             is 2 to 20; name 2 to 20 cards (for one, use summon or add_to_hand)"
        ),
        "{one}"
    );
    let many = serde_json::to_string(&vec!["Wisp"; 21]).unwrap();
    let (many, _) = refusal_of_card("many.json", "Test Den", &den(&many));
    assert!(many.contains("\"from\" names 21, out of range"), "{many}");
    let (twice, _) = refusal_of_card("twice.json", "Test Den", &den(r#"["Wisp", "Murloc Raider", "Wisp"]"#));
    assert!(
        twice
            .contains("\"from\" names \"Wisp\" twice: name each card once (each is as likely as the others)"),
        "{twice}"
    );
    let (unknown, _) = refusal_of_card("unknown.json", "Test Den", &den(r#"["Wisp", "Murloc Raidr"]"#));
    assert!(unknown.contains("\"Test Den\" summons \"Murloc Raidr\", which is not in the library: did you mean \"Murloc\" or \"Murloc Raider\"?"), "{unknown}");
    let (spell, _) = refusal_of_card("spell.json", "Test Den", &den(r#"["Wisp", "Fireball"]"#));
    assert!(
        spell.contains("\"Test Den\" summons or transforms into \"Fireball\", and it is a spell"),
        "{spell}"
    );
}

/// A summon's random count ("Summon three, four, or five") names two numbers from 1 to 7, the
/// least first: anything else is refused naming the fix.
#[test]
fn a_random_count_out_of_range_or_of_one_number_is_refused() {
    let chord = |count: &str| {
        format!(
            r#""cost": 4, "type": "spell", "text": "", "spell": [{{ "summon": {{ "card": "Wisp", "player": "you", "count": {{ "random_between": {count} }} }} }}]"#
        )
    };
    let (eight, _) = refusal_of_card("eight.json", "Test Chord", &chord("[3, 8]"));
    assert!(
        eight.contains(
            "card \"Test Chord\": in \"spell\", in \"count\", \"random_between\": 8 is out of range: how many minions a random count may summon is 1 to 7; give a number from 1 to 7"
        ),
        "{eight}"
    );
    let (none, _) = refusal_of_card("none.json", "Test Chord", &chord("[0, 2]"));
    assert!(none.contains("\"random_between\": 0 is out of range"), "{none}");
    for backwards in ["[5, 3]", "[4, 4]"] {
        let (refused, _) = refusal_of_card("backwards.json", "Test Chord", &chord(backwards));
        assert!(
            refused.contains("is no random choice: give the least number first and a larger one second (for a fixed number, repeat the summon)"),
            "{backwards}: {refused}"
        );
    }
}

/// Temporary control is an enchantment card's: `"lends_control"` on a spell or a minion is
/// refused naming the fix.
#[test]
fn lending_control_on_a_card_that_is_no_enchantment_is_refused() {
    for kind in [r#""type": "spell""#, r#""type": "minion", "attack": 1, "health": 1"#] {
        let fields = format!(r#""cost": 1, {kind}, "text": "", "lends_control": true"#);
        let (refused, _) = refusal_of_card("lends.json", "Test Lender", &fields);
        assert!(
            refused.contains(
                "card \"Test Lender\": \"lends_control\" is an enchantment card's (control lent while it is in force): take it off this card"
            ),
            "{refused}"
        );
    }
}

/// The play requirement of minions in play, both sides together, is a spell's too: on a
/// minion it is refused naming the fix, and a number past two sides' fourteen minions naming
/// the range.
#[test]
fn a_requirement_of_minions_in_play_on_a_minion_or_past_fourteen_is_refused() {
    let (on_minion, _) = refusal_of_card(
        "minions_on_minion.json",
        "Test Crowded",
        r#""cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "", "minions_needed": 2"#,
    );
    assert!(
        on_minion.contains(
            "card \"Test Crowded\": \"minions_needed\" is a spell's play requirement: take it off this card"
        ),
        "{on_minion}"
    );
    let (past, _) = refusal_of_card(
        "minions_past.json",
        "Test Crowded",
        r#""cost": 1, "type": "spell", "text": "", "minions_needed": 15"#,
    );
    assert!(
        past.contains(
            "\"minions_needed\": 15 is out of range: how many minions, both sides together, a card needs in play is 0 to 14; give a number from 0 to 14"
        ),
        "{past}"
    );
}

/// The splash of damage_and_splash is an amount like any other: past 99 it is refused naming
/// the field, the value and the range.
#[test]
fn a_splash_out_of_range_is_refused_naming_it() {
    let (message, _) = refusal_of_card(
        "splash.json",
        "Test Swat",
        r#""cost": 1, "type": "spell", "text": "", "aim": "enemy_character",
           "spell": [{ "damage_and_splash": { "character": "target", "amount": 4, "splash": 100 } }]"#,
    );
    assert!(
        message.contains(
            "in \"spell\", \"splash\": 100 is out of range: an amount is 0 to 99; give a number from 0 to 99"
        ),
        "{message}"
    );
}

/// The play requirement of free board places is a spell's too: on a minion it is refused naming
/// the fix, and past a side's seven places naming the range.
#[test]
fn a_requirement_of_free_board_places_on_a_minion_or_past_seven_is_refused() {
    let (on_minion, _) = refusal_of_card(
        "slots_on_minion.json",
        "Test Roomy",
        r#""cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "", "board_slots_needed": 1"#,
    );
    assert!(
        on_minion.contains(
            "card \"Test Roomy\": \"board_slots_needed\" is a spell's or a Hero Power's play requirement"
        ),
        "{on_minion}"
    );
    let (past, _) = refusal_of_card(
        "slots_past.json",
        "Test Roomy",
        r#""cost": 1, "type": "spell", "text": "", "board_slots_needed": 8"#,
    );
    assert!(
        past.contains("\"board_slots_needed\": 8 is out of range: how many free places on its player's board a card needs is 0 to 7"),
        "{past}"
    );
}

/// A Battlecry aimed only with Combo must be Combo's alone: played without Combo it takes no
/// target and does not occur, so a step outside the `if` would be lost without a word.
#[test]
fn a_battlecry_aimed_only_with_combo_is_one_combo_step_or_refused() {
    let battlecry = r#""battlecry": [{"buff": {"targets": {"one": "this_minion"}, "attack": 1, "health": 1}}, {"if": "combo", "then": [{"damage": {"targets": {"one": "target"}, "amount": 2}}]}]"#;
    let (message, _) = refusal_of_card(
        "combo.json",
        "Test Agent",
        &format!(
            r#""cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "", "aim": "character", "aim_needs_combo": true, {battlecry}"#
        ),
    );
    assert!(
        message.contains("\"aim_needs_combo\" says an aimed Battlecry takes a target only with Combo"),
        "{message}"
    );
}

/// "Attacking a minion costs 1 Attack instead of 1 Durability" is a weapon's: on any other card
/// no attack would read it.
#[test]
fn only_a_weapon_s_minion_attacks_cost_it_attack() {
    let (message, _) = refusal_of_card(
        "gorehowl.json",
        "Test Howl",
        r#""cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "", "minion_attacks_cost_attack": true"#,
    );
    assert!(message.contains("\"minion_attacks_cost_attack\" is a weapon's"), "{message}");
    assert!(message.contains("take it off this card"), "{message}");
}

/// "Your hero is Immune while attacking" is a weapon's: on any other card no attack reads it.
#[test]
fn only_a_weapon_makes_its_hero_immune_while_attacking() {
    let (message, _) = refusal_of_card(
        "longbow.json",
        "Test Bow",
        r#""cost": 1, "type": "spell", "text": "", "hero_immune_while_attacking": true"#,
    );
    assert!(message.contains("\"hero_immune_while_attacking\" is a weapon's"), "{message}");
    assert!(message.contains("take it off this card"), "{message}");
}

/// A random amount of damage is two numbers, the least first and smaller, each an amount.
#[test]
fn a_random_amount_of_damage_is_refused_unless_it_is_a_range() {
    let spell = |least: &str, most: &str| {
        format!(
            r#""cost": 1, "type": "spell", "text": "", "spell": [{{"damage_between": {{"targets": {{"minions_of": "opponent"}}, "least": {least}, "most": {most}}}}}]"#
        )
    };
    let (same, _) = refusal_of_card("storm.json", "Test Storm", &spell("3", "3"));
    assert!(same.contains("\"least\": 3 and \"most\": 3 is no random amount"), "{same}");
    let (backwards, _) = refusal_of_card("storm.json", "Test Storm", &spell("3", "2"));
    assert!(backwards.contains("give the least number first and a larger one second"), "{backwards}");
    let (past, _) = refusal_of_card("storm.json", "Test Storm", &spell("2", "100"));
    assert!(past.contains("\"most\": 100 is out of range"), "{past}");
    let (counted, _) =
        refusal_of_card("storm.json", "Test Storm", &spell("1", r#"{"for_each": "card_in_your_hand"}"#));
    assert!(counted.contains("numbers, not counts"), "{counted}");
    let (below, _) = refusal_of_card("storm.json", "Test Storm", &spell("-1", "2"));
    assert!(below.contains("\"least\": -1 is out of range"), "{below}");
}

/// A "Choose One" card's options are refused where the card could not say them: one option,
/// a text of the card's own beside them, an option with no actions, and a spell's option that
/// reads "this minion" or a target it has no aim for.
#[test]
fn choose_one_options_are_refused_where_the_card_could_not_say_them() {
    let option = |name: &str, aim: &str, actions: &str| {
        format!(r#"{{ "name": "{name}", "text": "x", {aim} "actions": {actions} }}"#)
    };
    let draw = r#"[{"draw": {"player": "you"}}]"#;
    let hit_target = r#"[{"damage": {"targets": {"one": "target"}, "amount": 1}}]"#;
    let buff_self = r#"[{"buff": {"targets": {"one": "this_minion"}, "attack": 1, "health": 0}}]"#;
    let spell = |options: &str, more: &str| {
        format!(r#""cost": 1, "type": "spell", "text": "x", {more} "choose_one": [{options}]"#)
    };
    let cases = [
        (
            spell(&option("A", "", draw), ""),
            "\"choose_one\" has 1 options: a Choose One card has two; give two",
        ),
        (
            spell(&format!("{}, {}", option("A", "", draw), option("B", "", draw)), r#""target": true,"#),
            "a Choose One card's options are its text",
        ),
        (
            spell(&format!("{}, {}", option("A", "", draw), option("B", "", draw)), r#""aim": "minion","#),
            "a Choose One card's options are its text",
        ),
        (
            spell(
                &format!("{}, {}", option("A", "", draw), option("B", "", draw)),
                &format!(r#""spell": {draw},"#),
            ),
            "a Choose One card's options are its text",
        ),
        (
            spell(&format!("{}, {}", option("A", "", draw), option("B", "", "[]")), ""),
            "in \"choose_one[1]\", no \"actions\"",
        ),
        (
            spell(&format!("{}, {}", option("A", "", hit_target), option("B", "", draw)), ""),
            "in \"choose_one[0]\", ",
        ),
        (
            spell(&format!("{}, {}", option("A", "", draw), option("B", "", buff_self)), ""),
            "in \"choose_one[1]\", ",
        ),
    ];
    for (fields, expected) in cases {
        let (message, _) = refusal_of_card("choose_one.json", "Test Choice", &fields);
        assert!(
            message.contains("card \"Test Choice\": ") && message.contains(expected),
            "{expected}: {message}"
        );
    }
    let minion = format!(
        r#""cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "x", "battlecry": {draw}, "choose_one": [{}, {}]"#,
        option("A", "", draw),
        option("B", "", draw)
    );
    let (message, _) = refusal_of_card("choose_one_minion.json", "Test Choice", &minion);
    assert!(message.contains("a Choose One card's options are its text"), "{message}");
    let fine =
        spell(&format!("{}, {}", option("A", r#""aim": "minion","#, hit_target), option("B", "", draw)), "");
    let path = card_file("choose_one_fine.json", &format!(r#"[{{ "name": "Test Choice", {fine} }}]"#));
    let out = my_engine(&["cards", "--cards", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}
