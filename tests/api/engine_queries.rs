//! The engine's read-only queries and its game value: what each query reports, and that two
//! games compare equal only when everything a call can change is the same.

use my_engine::content::{self, library};
use my_engine::engine::Player;
use my_engine::engine::{Game, Limits, LogKeeping};

use crate::common::card;

fn game() -> Game {
    let filler = card("Test Filler");
    Game::new(library(), [vec![filler; 2], vec![filler]], Limits::default()).unwrap()
}

#[test]
fn a_game_reports_the_limits_it_was_made_with() {
    let limits = Limits { max_depth: 7, max_actions: 99 };
    let g = Game::new(library(), [vec![], vec![]], limits).unwrap();
    assert_eq!(g.limits(), limits);
}

#[test]
fn id_count_counts_every_card_object_ever_made() {
    let mut g = game();
    assert_eq!(g.id_count(), 2 + 3, "two heroes and three deck cards");
    g.summon(card("Harvest Golem"), Player::FIRST).unwrap();
    assert_eq!(g.id_count(), 6);
    let golem = g.board(Player::FIRST)[0];
    g.destroy(golem).unwrap();
    assert_eq!(g.id_count(), 7, "the Damaged Golem is new; the dead Golem keeps its id");
}

#[test]
fn a_destroyed_minion_stays_marked_in_the_graveyard() {
    let mut g = game();
    let golem = g.summon(card("Harvest Golem"), Player::FIRST).unwrap();
    assert_eq!(g.is_pending_destroy(golem), Ok(false));
    g.destroy(golem).unwrap();
    assert_eq!(g.is_pending_destroy(golem), Ok(true));
}

#[test]
fn games_are_equal_only_when_state_log_and_limits_all_match() {
    let g = game();
    assert_eq!(g, g.clone());
    let mut other_state = g.clone();
    other_state.draw(Player::FIRST).unwrap();
    other_state.clear_log();
    assert_ne!(g, other_state, "a different state");
    let mut other_log = g.clone();
    other_log.draw(Player::SECOND).unwrap();
    let mut same_state = g.clone();
    same_state.draw(Player::SECOND).unwrap();
    same_state.clear_log();
    assert_ne!(other_log, same_state, "the same state with a different log");
    let other_limits = Game::new(
        library(),
        [vec![card("Test Filler"); 2], vec![card("Test Filler")]],
        Limits { max_depth: 1, ..Limits::default() },
    )
    .unwrap();
    assert_ne!(g, other_limits, "different limits");
    let twin: &'static _ =
        Box::leak(Box::new(content::build(&content::catalog_json(), content::behaviours()).unwrap()));
    let other_library =
        Game::new(twin, [vec![card("Test Filler"); 2], vec![card("Test Filler")]], Limits::default())
            .unwrap();
    assert_ne!(g, other_library, "another library, even with the same cards");
}

#[test]
fn a_game_shows_its_limits_state_and_log_when_debugged() {
    let mut g = game();
    g.draw(Player::FIRST).unwrap();
    let shown = format!("{g:?}");
    for part in ["limits", "state", "log", "Drew"] {
        assert!(shown.contains(part), "{part} in {shown}");
    }
}

#[test]
fn a_game_keeping_the_last_call_holds_only_its_events_with_their_causes() {
    let mut g = game();
    g.set_log_keeping(LogKeeping::LastCall);
    let smith = g.summon(card("Armorsmith"), Player::FIRST).unwrap();
    g.draw(Player::FIRST).unwrap();
    g.deal_damage(smith, 1).unwrap();
    let mut fresh = game();
    fresh.summon(card("Armorsmith"), Player::FIRST).unwrap();
    fresh.draw(Player::FIRST).unwrap();
    fresh.clear_log();
    fresh.deal_damage(smith, 1).unwrap();
    assert_eq!(g.log(), fresh.log(), "the last call's events, causes counted from 0");
    assert_eq!(g.trace(), fresh.trace());
    assert_eq!(g.log_keeping(), LogKeeping::LastCall);
}

#[test]
fn a_game_keeping_nothing_has_an_empty_log_after_every_call() {
    let mut g = game();
    g.set_log_keeping(LogKeeping::Nothing);
    let smith = g.summon(card("Armorsmith"), Player::FIRST).unwrap();
    g.deal_damage(smith, 1).unwrap();
    assert!(g.log().is_empty());
    assert_eq!(g.armor(Player::FIRST), 1, "the call still happened");
}

#[test]
fn a_refused_call_keeps_the_log_whatever_the_keeping() {
    let mut g = game();
    g.set_log_keeping(LogKeeping::LastCall);
    g.draw(Player::FIRST).unwrap();
    let before = g.clone();
    assert!(g.deal_damage(my_engine::engine::Id::from_number(999), 1).is_err());
    assert_eq!(g, before);
    let mirror = g.summon(card("Test Mirror"), Player::FIRST).unwrap();
    let before = g.clone();
    assert!(matches!(g.deal_damage(mirror, 1), Err(my_engine::engine::Error::Runaway { .. })));
    assert_eq!(g, before, "a call that runs away keeps the last call's log too");
}
