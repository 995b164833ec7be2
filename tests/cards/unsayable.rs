//! The unsayable speaks when it bites: a word a card file cannot say yet (an aim, a reach, a
//! trigger, a keyword, an action, a target) is refused pointing to `my-engine vocabulary`'s
//! "Not yet" list and naming the engine's enum a learner extends, a normal commit before the
//! drop; the errors speak the vocabulary's words (a card "field", a "reach"), and the two
//! words most often guessed (a `spell_damage` keyword, a buff that `lasts`) point to the word
//! that says them.

use my_engine::content::read_card_file;

/// The problem a card file holding one card with `fields` is refused for, as its error says it
/// after the file, line, column and card.
fn problem(fields: &str) -> String {
    let json = format!(r#"[{{ "name": "Test Unsayable", "cost": 1, "text": "", {fields} }}]"#);
    let err = read_card_file("unsayable.json", &json).expect_err("the card file is refused");
    assert_eq!(err.card.as_deref(), Some("Test Unsayable"), "the card is named");
    err.problem
}

const MINION: &str = r#""type": "minion", "attack": 1, "health": 1"#;

/// What every refusal of an unknown word of the engine's adds: where the words it lacks are
/// listed, and the engine change that says one.
fn not_yet(kind: &str, enumeration: &str, file: &str) -> String {
    format!(
        "; one the engine cannot say yet (`my-engine vocabulary` lists the pool's under \"Not yet\") is an \
         engine change first: a new {kind} is a variant of the enum `{enumeration}` in {file} with its rule, \
         a normal commit before the drop"
    )
}

#[test]
fn an_unknown_aim_names_the_enum_aimword_and_the_not_yet_list() {
    let said = problem(&format!(
        r#"{MINION}, "aim": "damaged_minion", "battlecry": [{{ "damage": {{ "targets": {{ "one": "target" }}, "amount": 1 }} }}]"#
    ));
    let expected = format!(
        "unknown aim \"damaged_minion\": did you mean \"minion\"? The aims are any_character, character, enemy_character, \
         friendly_character, minion, enemy_minion, friendly_minion, hero, enemy_hero, friendly_hero{}",
        not_yet("aim", "AimWord", "src/engine/course/aim.rs")
    );
    assert_eq!(said, expected);
}

#[test]
fn an_unknown_reach_is_a_reach_and_names_the_enum_reach() {
    let said = problem(&format!(r#"{MINION}, "auras": [{{ "reaches": "adjacent_minons", "attack": 1 }}]"#));
    let expected = format!(
        "unknown reach \"adjacent_minons\": did you mean \"adjacent_minions\"? The reaches are \
         other_friendly_minions, adjacent_minions, friendly_tribe, other_friendly_tribe, \
         other_minions_of_tribe, your_hero, itself, your_weapon, both_heroes{}",
        not_yet("reach", "Reach", "src/engine/object/aura.rs")
    );
    assert_eq!(said, expected);
}

#[test]
fn an_unknown_trigger_names_the_enum_triggeron() {
    let said = problem(&format!(
        r#"{MINION}, "triggers": [{{ "on": "self_healed", "actions": [{{ "draw": {{ "player": "you" }} }}] }}]"#
    ));
    assert!(said.starts_with("unknown trigger \"self_healed\": the triggers are self_damaged, "), "{said}");
    assert!(said.ends_with(&not_yet("trigger", "TriggerOn", "src/engine/course/card.rs")), "{said}");
}

#[test]
fn an_unknown_keyword_names_the_enum_keyword() {
    let said = problem(&format!(r#"{MINION}, "keywords": ["poisonous"]"#));
    let expected = format!(
        "unknown keyword \"poisonous\": the keywords are taunt, charge, divine_shield, windfury, stealth, \
         immune, cant_attack, elusive{}",
        not_yet("keyword", "Keyword", "src/engine/object/keywords.rs")
    );
    assert_eq!(said, expected);
}

#[test]
fn an_unknown_action_or_target_names_the_enum_action_or_targets() {
    let said = problem(&format!(r#"{MINION}, "battlecry": [{{ "discover": {{ "player": "you" }} }}]"#));
    assert!(said.starts_with("unknown action \"discover\": the actions are damage, "), "{said}");
    let steps = "; a step may also be \"if\" or \"for_each\"";
    let end = format!("{steps}{}", not_yet("action", "Action", "src/engine/course/action.rs"));
    assert!(said.ends_with(&end), "{said}");
    let said = problem(&format!(
        r#"{MINION}, "battlecry": [{{ "damage": {{ "targets": "all_enemies", "amount": 1 }} }}]"#
    ));
    assert!(said.starts_with("unknown target \"all_enemies\": "), "{said}");
    assert!(said.ends_with(&not_yet("target", "Targets", "src/engine/course/action.rs")), "{said}");
}

#[test]
fn spell_damage_as_a_keyword_points_to_the_spell_damage_field() {
    let said = problem(&format!(r#"{MINION}, "keywords": ["spell_damage"]"#));
    assert_eq!(
        said,
        "unknown keyword \"spell_damage\": Spell Damage has an amount, so it is a card field, not a keyword: \
         \"spell_damage\": 1"
    );
}

#[test]
fn lasts_on_buff_points_to_buff_this_turn() {
    let said = problem(&format!(
        r#"{MINION}, "aim": "minion", "battlecry": [{{ "buff": {{ "targets": {{ "one": "target" }}, "attack": 2, "health": 2, "lasts": "this_turn" }} }}]"#
    ));
    assert_eq!(
        said,
        "unknown parameter \"lasts\": \"buff\" lasts as long as its minion; a buff until the turn passes is \
         the action \"buff_this_turn\", with the same parameters (targets, attack, health)"
    );
}

#[test]
fn an_unknown_card_field_is_a_field_and_an_actions_is_a_parameter() {
    let said = problem(&format!(r#"{MINION}, "atack": 2"#));
    assert!(
        said.starts_with(
            "unknown card field \"atack\": did you mean \"attack\"? The card fields are name, cost, type, "
        ),
        "{said}"
    );
    let said = problem(&format!(r#"{MINION}, "taunt": true"#));
    assert_eq!(
        said,
        r#"unknown card field "taunt": a keyword goes in the card's keywords: "keywords": ["taunt"]"#
    );
    let said = problem(&format!(
        r#"{MINION}, "aim": "minion", "battlecry": [{{ "damage": {{ "targets": {{ "one": "target" }}, "amont": 1 }} }}]"#
    ));
    assert_eq!(
        said,
        "unknown parameter \"amont\": did you mean \"amount\"? The parameters are targets, amount"
    );
}
