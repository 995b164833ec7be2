//! The facts of the board a scenario can state (issue 40, item 7), each stated by a scenario of
//! `scenarios/`: every one fails, in the runner's words, when the fact it states is changed
//! (an expectation's value, or the value of the setup step that puts the fact in place); the
//! new steps read in words; and each bad value is refused with words that name it and the fix.

use std::fs;

use my_engine::content::{CardSource, library, library_with};
use my_engine::scenario::{Format, Ran, check, parse, render, run};
use serde_json::{Value, json};

/// The scenario `scenarios/<stem>.json` with the value at `pointer` (a JSON pointer) replaced
/// by `value`, run.
fn ran_with(stem: &str, pointer: &str, value: Value) -> Ran {
    let path = format!("{}/scenarios/{stem}.json", env!("CARGO_MANIFEST_DIR"));
    let mut scenario: Value = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    *scenario.pointer_mut(pointer).unwrap_or_else(|| panic!("{stem} has {pointer}")) = value;
    let json = scenario.to_string();
    let parsed = parse(&path, &json).unwrap_or_else(|err| panic!("{err}"));
    let own_cards = CardSource { path: &path, text: &json, cards: parsed.cards.clone() };
    let cards = library_with(&[own_cards]).unwrap_or_else(|err| panic!("{err}"));
    run(&path, parsed, cards).unwrap_or_else(|err| panic!("{err}"))
}

/// What each scenario's changed fact turns into: the first line of each mismatch.
fn mismatches(stem: &str, pointer: &str, value: Value) -> Vec<String> {
    let mut ran = ran_with(stem, pointer, value);
    let (_, mismatches) = check(&mut ran).unwrap_or_else(|err| panic!("{err}"));
    mismatches.iter().map(|mismatch| mismatch.to_string().lines().next().unwrap_or("").to_owned()).collect()
}

const SPELL_DAMAGE: &str = "game_spell_damage_of_a_card_and_of_its_player";
const ENRAGED: &str = "game_enraged_deathrattle_aura_and_tribe";
const TARGETS: &str = "game_legal_targets_of_a_card_that_cannot_be_played_yet";
const ATTACK: &str = "game_why_a_character_cannot_attack";
const COSTS: &str = "game_cost_changes_and_a_players_rules_among_the_enchantments";
const HEALTH: &str = "game_setup_remaining_health_of_a_hero_and_a_minion";
const GRAVEYARD: &str = "game_setup_label_a_card_in_the_graveyard";
const NO_DRAWS: &str = "game_setup_stop_draws_the_turns_draw_is_not_drawn";
const SHUFFLED: &str = "game_setup_shuffle_a_card_into_a_deck_then_draw_it";
const CAP: &str = "game_the_mana_crystal_cap";

/// Each scenario holds as written (`scenarios.rs` runs them all), and fails when the fact it
/// states is changed, with the runner's words for it.
#[test]
fn each_fact_a_scenario_states_fails_when_it_is_changed() {
    let rows: [(&str, &str, Value, &str); 22] = [
        (SPELL_DAMAGE, "/expect/spell_damage/K", json!(1), "spell_damage(K): expected 1, actual 2"),
        (
            SPELL_DAMAGE,
            "/expect/player_spell_damage/0",
            json!(2),
            "player_spell_damage(0): expected 2, actual 3",
        ),
        (
            SPELL_DAMAGE,
            "/expect/cards_played_this_turn/0",
            json!(0),
            "cards_played_this_turn(0): expected 0 cards, actual 1 card",
        ),
        (
            SPELL_DAMAGE,
            "/expect/cards_drawn_this_turn/0",
            json!(2),
            "cards_drawn_this_turn(0): expected 2 cards, actual 1 card",
        ),
        (ENRAGED, "/expect/enraged/B", json!(false), "enraged(B): expected false, actual true"),
        (
            ENRAGED,
            "/expect/has_deathrattle/G",
            json!(false),
            "has_deathrattle(G): expected false, actual true",
        ),
        (ENRAGED, "/expect/has_aura/S", json!(true), "has_aura(S): expected true, actual false"),
        (ENRAGED, "/expect/tribe/P", json!("murloc"), "tribe(P): expected murloc, actual beast"),
        (ENRAGED, "/expect/tribe/B", json!("beast"), "tribe(B): expected beast, actual no tribe"),
        (
            TARGETS,
            "/expect/legal_targets/F",
            json!(["hero1", "Y", "W"]),
            "legal_targets(F): expected [hero1, Y, W], actual [hero0, hero1, Y]",
        ),
        (
            TARGETS,
            "/expect/legal_targets/A",
            json!([]),
            "legal_targets(A): expected no target, actual [hero0, hero1, Y]",
        ),
        (
            ATTACK,
            "/expect/attack_status/F",
            json!("can_attack"),
            "attack_status(F): expected can_attack, actual frozen",
        ),
        (
            ATTACK,
            "/expect/attack_status/N",
            json!("already_attacked"),
            "attack_status(N): expected already_attacked, actual exhausted",
        ),
        (
            CAP,
            "/expect/mana_cap/0",
            json!(9),
            "mana_cap(0): expected 9 Mana Crystals, actual 10 Mana Crystals",
        ),
        (
            COSTS,
            "/expect/enchantments/Y",
            json!([{ "cost": { "less": 3 } }]),
            "enchantments(Y): expected [cost (3) less while in hand], actual [cost (2) less while in hand]",
        ),
        (
            COSTS,
            "/expect/enchantments/hero0/0",
            json!({ "cards": "minions", "cost": { "more": 1 }, "lasts": "their_next_turn" }),
            "enchantments(hero0): expected [minions cost (1) more until their next turn ends, spells cost (3) less for the next spell this turn], actual [minions can't be reduced below 1 Health this turn, spells cost (3) less for the next spell this turn]",
        ),
        // The setup steps: the fact each puts in place, changed.
        (ATTACK, "/setup/7/target", json!("R"), "frozen(F): expected true, actual false"),
        (
            TARGETS,
            "/action/amount",
            json!(3),
            "playable(F): expected cannot be played, actual can be played at [hero0, hero1, Y]",
        ),
        (HEALTH, "/setup/2/health", json!(12), "health(hero1): expected 6, actual 8"),
        (HEALTH, "/setup/1/health", json!(3), "health(B): expected 1, actual 3"),
        (
            GRAVEYARD,
            "/setup/3/position",
            json!(0),
            "name_of(D): expected Damaged Golem, actual Harvest Golem",
        ),
        (
            SHUFFLED,
            "/setup/2/card",
            json!("Frostbolt"),
            r#"hand_names(1): expected ["Test Filler", "Test Filler", "Test Filler", "Test Filler", "Fireball"], actual ["Test Filler", "Test Filler", "Test Filler", "Test Filler", "Frostbolt"]"#,
        ),
    ];
    for (stem, pointer, value, words) in rows {
        let found = mismatches(stem, pointer, value);
        assert!(found.iter().any(|line| line == words), "{stem} {pointer}: {words:?} among {found:#?}");
    }
    let drawn = mismatches(NO_DRAWS, "/setup/1/player", json!(0));
    assert_eq!(
        drawn.first().map(String::as_str),
        Some("log differs at entry 2:"),
        "player 1 draws: {drawn:#?}"
    );
}

/// The new steps and events read in words in the text, each setup step with what it logged.
#[test]
fn the_new_setup_steps_and_their_events_read_in_words() {
    let texts = [ATTACK, TARGETS, HEALTH, GRAVEYARD, NO_DRAWS, SHUFFLED].map(|stem| {
        let path = format!("{}/scenarios/{stem}.json", env!("CARGO_MANIFEST_DIR"));
        let json = fs::read_to_string(&path).unwrap();
        render(&run(&path, parse(&path, &json).unwrap(), library()).unwrap(), Format::Text)
    });
    let text = texts.join("\n");
    for words in [
        "setup[7]: freeze Bloodfen Raptor #14 (F)",
        "Frozen: Bloodfen Raptor #14 (F)",
        "Action: player 0 gains 2 Mana Crystals for this turn only",
        "ManaGainedThisTurn: player 0 +2 Mana this turn",
        "setup[1]: set Amani Berserker #2 (B)'s remaining Health to 1",
        "setup[2]: set Hero #1 (hero1)'s remaining Health to 10",
        "StatsChanged: Hero #1 (hero1) now 0/10",
        "setup[3]: label the card at position 1 of player 1's graveyard D",
        "setup[1]: player 1 draws nothing from here on",
        "DrawsStopped: player 1 draws nothing from here on",
        "NotDrawn: player 1's draws are stopped, with no Fatigue",
        "setup[2]: shuffle Fireball into player 1's deck",
        "ShuffledIntoDeck: Fireball #12 (F) into player 1's deck",
    ] {
        assert!(text.contains(words), "{words:?} in:\n{text}");
    }
}

/// An inline scenario with `setup`, `action` and `expect` as given.
fn inline(setup: &str, action: &str, expect: &str) -> String {
    format!(
        r#"{{ "decks": [["Test Filler", "Test Filler", "Test Filler", "Test Filler", "Test Filler"], []],
        "setup": [{setup}], "action": {action}, "expect": {expect} }}"#
    )
}

/// Why the inline scenario is refused, read or run.
fn refused(json: &str) -> String {
    match parse("inline", json) {
        Err(err) => err.to_string(),
        Ok(scenario) => {
            run("inline", scenario, library()).err().map(|err| err.to_string()).unwrap_or_default()
        }
    }
}

const NOTHING: &str = r#"{ "do": "draw", "player": 0 }"#;

/// A bad value of a new expectation is refused as the file is read, naming it, the closest
/// words and what the field takes.
#[test]
fn a_bad_value_of_a_new_expectation_names_itself_and_the_fix() {
    let summon = r#"{ "do": "summon", "card": "Bloodfen Raptor", "player": 0, "as": "R" }"#;
    let cases = [
        (
            r#"{ "attack_status": { "R": "sleeping" } }"#,
            "inline: unknown variant `sleeping`, expected one of `can_attack`, `exhausted`, `already_attacked`, `frozen`, `cant_attack`, `no_attack`, `not_your_character`, `not_your_minion`, `not_in_play`, `no_turn`, `game_over` at line 2 column 177",
        ),
        (
            r#"{ "tribe": { "R": "beest" } }"#,
            "inline: unknown variant `beest`, expected one of `beast`, `demon`, `dragon`, `mech`, `murloc`, `pirate`, `totem`, `undead` at line 2 column 166; did you mean \"beast\"?",
        ),
        (
            r#"{ "spell_damage": { "R": "one" } }"#,
            "inline: invalid type: string \"one\", expected i32 at line 2 column 171",
        ),
        (
            r#"{ "player_spell_damage": { "2": 1 } }"#,
            "inline: player \"2\" does not exist: key the object by \"0\" or \"1\" at line 2 column 171",
        ),
        (
            r#"{ "enchantments": { "R": [{ "cost": { "less": 2 }, "lasts": "forever" }] } }"#,
            "inline: unknown variant `forever`, expected `next_spell_this_turn` or `their_next_turn` at line 2 column 213",
        ),
        (
            r#"{ "enchantments": { "hero0": [{ "rule": "health_flor_this_turn" }] } }"#,
            "inline: unknown variant `health_flor_this_turn`, expected `health_floor_this_turn` at line 2 column 207; did you mean \"health_floor_this_turn\"?",
        ),
        (
            r#"{ "enchantments": { "R": [{ "cost": { "less": 2 }, "card": "Concealed" }] } }"#,
            "inline: unknown field `card`, expected one of `cost`, `cards`, `lasts` at line 2 column 214; did you mean \"cards\"?",
        ),
    ];
    for (expect, words) in cases {
        assert_eq!(refused(&inline(summon, NOTHING, expect)), words, "{expect}");
    }
    let json = inline(summon, NOTHING, r#"{ "legal_targets": { "R": ["hero2"] } }"#);
    let mut ran = run("inline", parse("inline", &json).unwrap(), library()).unwrap();
    let err = check(&mut ran).err().map(|err| err.to_string());
    assert_eq!(
        err.as_deref(),
        Some(
            r#"inline: expect.legal_targets: unknown label "hero2"; did you mean "R" or "hero0" or "hero1"?"#
        )
    );
}

/// A bad new setup step is refused with the engine's words, each card object named as the
/// scenario names it, and nothing run past it; each setup-only step given as the action is
/// refused too.
#[test]
fn a_bad_new_setup_step_is_refused_with_the_engines_words() {
    let berserker = r#"{ "do": "summon", "card": "Amani Berserker", "player": 0, "as": "B" }"#;
    let cases = [
        (
            format!(r#"{berserker}, {{ "do": "set_remaining_health", "target": "B", "health": 4 }}"#),
            "inline: setup[1]: cannot set Amani Berserker #7 (B)'s remaining Health to 4: give 1 to its maximum Health, 3 (set_health sets a minion's maximum too)",
        ),
        (
            r#"{ "do": "set_remaining_health", "target": "hero1", "health": 0 }"#.to_owned(),
            "inline: setup[0]: cannot set Hero #1 (hero1)'s remaining Health to 0: give 1 to its maximum Health, 30 (set_health sets a minion's maximum too)",
        ),
        (
            r#"{ "do": "add_to_hand", "card": "Fireball", "player": 0, "as": "F" }, { "do": "freeze", "target": "F" }"#.to_owned(),
            "inline: setup[1]: id Fireball #7 (F) (Fireball) is in the Hand, not in play: pass a hero or a minion on a board",
        ),
        (
            r#"{ "do": "shuffle_into_deck", "card": "Firebal", "player": 1 }"#.to_owned(),
            "inline: setup[0]: unknown card \"Firebal\": did you mean \"Fireball\"? Names are spelled exactly as in the catalog; a card of a card file? pass `--cards FILE` or the scenario's `cards`",
        ),
        (
            r#"{ "do": "shuffle_into_deck", "card": "Concealed", "player": 1 }"#.to_owned(),
            "inline: setup[0]: \"Concealed\" is an enchantment card: another card attaches it (enchant); it is never in a deck or a hand, summoned or cast",
        ),
        (
            r#"{ "do": "label", "as": "D", "player": 0, "zone": "graveyard", "position": 0 }"#.to_owned(),
            "inline: setup[0]: player 0's graveyard has no position 0: it holds 0, and positions count from 0",
        ),
        (
            r#"{ "do": "stop_draws", "player": 2 }"#.to_owned(),
            "inline: player 2 does not exist: use 0 for the first player or 1 for the second at line 2 column 54",
        ),
        (
            r#"{ "do": "gain_mana_this_turn", "player": 0, "amount": -1 }"#.to_owned(),
            "inline: invalid value: integer `-1`, expected u8 at line 2 column 77",
        ),
    ];
    for (setup, words) in cases {
        assert_eq!(refused(&inline(&setup, NOTHING, "{}")), words, "{setup}");
    }
    for (step, action) in [
        ("freeze", r#"{ "do": "freeze", "target": "hero0" }"#),
        ("set_remaining_health", r#"{ "do": "set_remaining_health", "target": "hero0", "health": 1 }"#),
        ("shuffle_into_deck", r#"{ "do": "shuffle_into_deck", "card": "Fireball", "player": 0 }"#),
        ("stop_draws", r#"{ "do": "stop_draws", "player": 0 }"#),
    ] {
        assert_eq!(
            refused(&inline("", action, "{}")),
            format!(
                "inline: action: {step} is a setup step only (it puts a position in place, it is not a call or move to check): move it into \"setup\" and give the action a call or a move"
            )
        );
    }
}
