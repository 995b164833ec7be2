//! The harness is a test surface: a misuse panics at once, with the engine's message naming
//! the mistake and the fix.

use std::panic::{AssertUnwindSafe, catch_unwind};

use my_engine::harness::*;

/// The message a call panicked with; fails the test if it did not panic.
fn panic_message(call: impl FnOnce()) -> String {
    let payload = catch_unwind(AssertUnwindSafe(call)).expect_err("the misuse panics");
    match payload.downcast::<String>() {
        Ok(message) => *message,
        Err(payload) => payload.downcast_ref::<&str>().map(|s| s.to_string()).unwrap_or_default(),
    }
}

#[test]
fn unknown_card_names_the_closest_known_names() {
    let mut g = new_game(GameOpts::default());
    let message = panic_message(|| {
        g.summon("Acolyte of Pian", 0);
    });
    assert_eq!(
        message,
        r#"unknown card "Acolyte of Pian": did you mean "Acolyte of Pain"? Names are spelled exactly as in the catalog"#
    );
    assert!(g.log().is_empty(), "nothing happened");
}

#[test]
fn unknown_card_in_a_deck_is_named() {
    let message = panic_message(|| {
        new_game(GameOpts::default().deck(1, &["Test Filer"]));
    });
    assert!(message.starts_with(r#"unknown card "Test Filer": did you mean "Test Filler""#), "{message}");
}

#[test]
fn player_other_than_zero_or_one() {
    let mut g = new_game(GameOpts::default());
    let message = panic_message(|| {
        g.summon("Armorsmith", 2);
    });
    assert_eq!(message, "player 2 does not exist: use 0 for the first player or 1 for the second");
    assert!(g.board(0).is_empty() && g.board(1).is_empty());
}

#[test]
fn a_deck_for_a_third_player() {
    let message = panic_message(|| {
        GameOpts::default().deck(2, &["Test Filler"]);
    });
    assert_eq!(message, "player 2 does not exist: use 0 for the first player or 1 for the second");
}

#[test]
fn deal_damage_to_a_card_not_in_play() {
    let mut g = new_game(GameOpts::default().deck(0, &["Test Filler"]));
    let in_deck = g.deck(0)[0];
    let message = panic_message(|| g.deal_damage(in_deck, 1));
    assert_eq!(
        message,
        format!("id {in_deck} (Test Filler) is in the Deck, not in play: pass a hero or a minion on a board")
    );
}

#[test]
fn destroy_of_a_hero_or_a_card_not_in_play() {
    let mut g = new_game(GameOpts::default());
    let hoarder = g.summon("Loot Hoarder", 0);
    g.destroy(hoarder);
    g.clear_log();
    let message = panic_message(|| g.destroy(hoarder));
    assert!(message.contains("is in the Graveyard, not in play"), "{message}");
    let hero = g.hero(0);
    let message = panic_message(|| g.destroy(hero));
    assert_eq!(message, format!("id {hero} (Hero) is a hero, not a minion: pass a minion on a board"));
    assert!(g.log().is_empty());
}

#[test]
fn cast_of_a_minion_card() {
    let mut g = new_game(GameOpts::default());
    let message = panic_message(|| g.cast("Armorsmith", 0, None));
    assert_eq!(message, r#""Armorsmith" is a minion card, not a spell: summon it instead of casting it"#);
}

#[test]
fn summon_of_a_spell() {
    let mut g = new_game(GameOpts::default());
    let message = panic_message(|| {
        g.summon("Whirlwind", 1);
    });
    assert_eq!(message, r#""Whirlwind" is a spell, not a minion card: cast it instead of summoning it"#);
}

#[test]
fn a_runaway_sequence_panics_with_the_limit_and_changes_nothing() {
    let mut g = new_game_with_limits(GameOpts::default(), Limits { max_depth: 8, ..Limits::default() });
    let mirror = g.summon("Test Mirror", 0);
    g.clear_log();
    let message = panic_message(|| g.deal_damage(mirror, 1));
    assert!(message.starts_with("runaway Sequence: Phase nesting depth passed 8"), "{message}");
    assert!(g.log().is_empty());
    assert_eq!(g.health(mirror), 1);
    assert_eq!(g.board(0), vec![mirror]);
}
