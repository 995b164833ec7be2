//! Random choices come from one seeded generator the game owns: the same seed and calls give
//! the same log, a rolled-back Sequence takes back its draws, and a random target is chosen
//! among characters not already dying.

use my_engine::content::library;
use my_engine::engine::Player;
use my_engine::engine::{DEFAULT_SEED, Error, Event, Game, Id, Limit, Limits, Record};

use crate::common::card;

fn game(limits: Limits) -> Game {
    Game::new(library(), [Vec::new(), Vec::new()], limits).unwrap()
}

/// The targets of the `Damaged` events in `log`, in order.
fn damaged(log: &[Record]) -> Vec<Id> {
    log.iter()
        .filter_map(|record| match record.event {
            Event::Damaged { target, .. } => Some(target),
            _ => None,
        })
        .collect()
}

/// Knife Juggler for player 0 against three Gurubashi Berserkers; five more summons, each
/// making the Juggler throw at a random enemy. The log of the summons.
fn juggle(seed: u64) -> Vec<Record> {
    let mut g = game(Limits::default());
    g.summon(card("Knife Juggler"), Player::FIRST).unwrap();
    for _ in 0..3 {
        g.summon(card("Gurubashi Berserker"), Player::SECOND).unwrap();
    }
    g.reseed(seed);
    g.clear_log();
    for _ in 0..5 {
        g.summon(card("Test Filler"), Player::FIRST).unwrap();
    }
    g.log().to_vec()
}

#[test]
fn the_same_seed_and_calls_give_the_same_log() {
    assert_eq!(juggle(DEFAULT_SEED), juggle(DEFAULT_SEED));
    assert_eq!(juggle(99), juggle(99));
    let mut first_throws: Vec<Id> = (0..20).map(|seed| damaged(&juggle(seed))[0]).collect();
    first_throws.sort();
    first_throws.dedup();
    assert_eq!(first_throws.len(), 4, "20 seeds choose among the hero and the three minions");
}

#[test]
fn a_rolled_back_sequence_takes_back_its_random_draws() {
    // Two actions a Sequence: a summon and one throw. With two Jugglers, the second throw
    // passes the limit after the first throw has drawn its target.
    let mut g = game(Limits { max_actions: 2, ..Limits::default() });
    g.summon(card("Gurubashi Berserker"), Player::SECOND).unwrap();
    g.summon(card("Knife Juggler"), Player::FIRST).unwrap();
    g.summon(card("Knife Juggler"), Player::FIRST).unwrap();
    let before = g.clone();
    let runaway = g.summon(card("Test Filler"), Player::FIRST);
    assert_eq!(runaway, Err(Error::Runaway { limit: Limit::Actions, value: 2 }));
    assert_eq!(g, before, "state, generator included, and log are as before the call");
}

#[test]
fn a_random_target_is_never_a_character_already_dying() {
    // Whirlwind leaves the enemy Test Filler mortally wounded; in the same Phase, Imp Gang
    // Boss summons an Imp and the Juggler throws. The Filler is still in play, but dying: the
    // throw goes to the enemy hero or the Berserker.
    let mut chosen = Vec::new();
    for seed in 0..20 {
        let mut g = game(Limits::default());
        g.summon(card("Knife Juggler"), Player::FIRST).unwrap();
        g.summon(card("Imp Gang Boss"), Player::FIRST).unwrap(); // The Juggler throws at hero 1, the only enemy yet.
        let filler = g.summon(card("Test Filler"), Player::SECOND).unwrap();
        let berserker = g.summon(card("Gurubashi Berserker"), Player::SECOND).unwrap();
        g.reseed(seed);
        g.clear_log();
        g.cast(card("Whirlwind"), Player::FIRST, None).unwrap();
        let throw = damaged(g.log())[4]; // After the four Damage Events of Whirlwind.
        assert!([g.hero(Player::SECOND), berserker].contains(&throw), "seed {seed} threw at {throw:?}");
        assert_ne!(throw, filler);
        chosen.push(throw);
    }
    chosen.sort();
    chosen.dedup();
    assert_eq!(chosen.len(), 2, "both standing enemies are chosen for some seed");
}
