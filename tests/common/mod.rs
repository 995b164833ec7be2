//! What the test binaries share, each written once: the test cards that more than one file
//! shows its rules with (`cards`), the helpers several files wrote alike, and running the
//! `my-engine` command. A helper of the same name that a file still writes for itself is not
//! the same as these: `card` over the file's own library, or `triggered` of another shape.
// Each test binary declares this module and uses the part its files need.
#![allow(dead_code, reason = "each test binary uses only the part of this module its files need")]

pub mod cards;

use std::process::{Command, Output};

use my_engine::content::library;
use my_engine::engine::{CardId, Event, Game, Id, Player};
use my_engine::harness::GameEvent;
use proptest::prelude::*;

/// The built-in card of `name`.
pub fn card(name: &str) -> CardId {
    library().find(name).expect("a built-in card")
}

/// A fresh minion of the built-in card `name` for `player`, by the course's call.
pub fn summon(g: &mut Game, name: &str, player: Player) -> Id {
    g.summon(card(name), player).unwrap()
}

/// The card object of `name` in player 0's hand.
pub fn in_hand(g: &Game, name: &str) -> Id {
    *g.hand(Player::FIRST).iter().find(|&&id| g.name_of(id) == Ok(name)).expect("in the hand")
}

/// The events of the game's log, without their causes.
pub fn events(g: &Game) -> Vec<Event> {
    g.log().iter().map(|record| record.event).collect()
}

/// The harness's event for `source`'s triggered ability (`"damaged"`, `"died"`,
/// `"deathrattle"`, ...).
pub fn triggered(source: Id, trigger: &str) -> GameEvent {
    GameEvent::Triggered { source, trigger: trigger.into() }
}

/// Either player, for the property tests.
pub fn player() -> impl Strategy<Value = Player> {
    proptest::sample::select(Player::BOTH.to_vec())
}

/// Run `my-engine` with `args` from the crate's root, and wait for it.
pub fn my_engine(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_my-engine"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the command runs")
}

/// The scenario that plays a short game: begin, mulligans, a play, an attack, a play, then
/// the action under study, a Battlecry that kills a Deathrattle minion.
pub const SHORT_GAME: &str = "scenarios/game_a_short_game_then_a_battlecry_kills_a_deathrattle_minion.json";
/// The same with three wrong expectations.
pub const SHORT_GAME_WRONG: &str = "tests/fixtures/short_game_wrong_expectations.json";
/// Issue 40's board: a Silenced minion, a popped Divine Shield, an aura, a buff for this turn,
/// a Frozen minion and this turn's mana; the action ends the turn. The terminal game's test,
/// `run`'s and the page's read it.
pub const CARD_OBJECT: &str = "tests/fixtures/card_object_as_it_is.json";
