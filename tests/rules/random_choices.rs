//! Random choices (issue 39, item 8): "another random friendly minion", "a random enemy minion
//! with 2 or less Attack", "two random enemy minions" (each a different one), "a damaged
//! friendly character", "randomly split between all other characters" and "a 50% chance",
//! each drawn from the game's seeded generator when the ability resolves, never a mortally
//! wounded character (Rule 5: "'negative' (damaging/destroying/hindering/misdirecting)
//! triggers ignore mortally wounded characters ... While mortally wounded is checked, pending
//! destroy is not!"); a number out of its range refused. The pool's cards that say them are
//! `random_cards.rs`'s; this file holds the helpers both use.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use my_engine::content::{library_with, read_card_file};
use my_engine::engine::{CardId, Event, Game, Id, Library, Limits, Player};

/// The seeds each random card is played with.
pub(super) const SEEDS: std::ops::Range<u64> = 0..100;

/// Cards that make a character mortally wounded, or pending destroy, in the same Phase or
/// ability as a random choice, so that Rule 5 has something to skip; and two random enemy
/// minions alone.
const CARDS: &str = r#"[
  { "name": "Test Brittle", "cost": 1, "type": "minion", "attack": 1, "health": 1,
    "text": "At the start and at the end of your turn, deal 1 damage to this minion.",
    "triggers": [{ "on": "start_of_your_turn", "actions": [{ "damage": { "targets": { "one": "this_minion" }, "amount": 1 } }] },
                 { "on": "end_of_your_turn", "actions": [{ "damage": { "targets": { "one": "this_minion" }, "amount": 1 } }] }] },
  { "name": "Test Volley", "cost": 0, "type": "spell",
    "text": "Deal 1 damage to all minions. Deal 3 damage to two random enemy minions.",
    "spell": [{ "damage": { "targets": "all_minions", "amount": 1 } },
              { "damage": { "targets": { "random_minions_of": { "player": "opponent", "how_many": 2 } }, "amount": 3 } }] },
  { "name": "Test Cull", "cost": 0, "type": "spell",
    "text": "Deal 1 damage to all minions. Deal 5 damage to a random enemy minion with 2 or less Attack.",
    "spell": [{ "damage": { "targets": "all_minions", "amount": 1 } },
              { "damage": { "targets": { "random_minion_with_attack_at_most": { "player": "opponent", "attack": 2 } }, "amount": 5 } }] },
  { "name": "Test Pair Shot", "cost": 0, "type": "spell", "text": "Deal 3 damage to two random enemy minions.",
    "spell": [{ "damage": { "targets": { "random_minions_of": { "player": "opponent", "how_many": 2 } }, "amount": 3 } }] },
  { "name": "Test Doomed Volley", "cost": 0, "type": "spell", "aim": "minion",
    "text": "Destroy a minion. Deal 1 damage to two random enemy minions.",
    "spell": [{ "destroy_all": { "targets": { "one": "target" } } },
              { "damage": { "targets": { "random_minions_of": { "player": "opponent", "how_many": 2 } }, "amount": 1 } }] }
]"#;

/// The built-in cards and this file's, built once.
pub(super) fn library() -> &'static Library {
    static LIBRARY: OnceLock<&'static Library> = OnceLock::new();
    LIBRARY.get_or_init(|| library_with(&[read_card_file("random_choices.json", CARDS).unwrap()]).unwrap())
}

pub(super) fn card(name: &str) -> CardId {
    library().find(name).unwrap()
}

/// A begun game (the course's rules: decks as given, nothing shuffled), player 0's first turn,
/// ten Test Fillers in each deck.
pub(super) fn begun() -> Game {
    let fillers = || vec![card("Test Filler"); 10];
    let mut g = Game::new(library(), [fillers(), fillers()], Limits::default()).unwrap();
    g.begin().unwrap();
    g
}

pub(super) fn summon(g: &mut Game, name: &str, player: Player) -> Id {
    g.summon(card(name), player).unwrap()
}

/// The events of the game's log, without their causes.
pub(super) fn events(g: &Game) -> Vec<Event> {
    g.log().iter().map(|record| record.event).collect()
}

/// `play` run once for each seed: each seed's log (played twice, the same both times) and
/// the characters `picked` reads off it.
pub(super) fn over_the_seeds(
    play: impl Fn(u64) -> Game,
    picked: impl Fn(&[Event]) -> Vec<Id>,
) -> Vec<Vec<Id>> {
    SEEDS
        .map(|seed| {
            let log = events(&play(seed));
            assert_eq!(log, events(&play(seed)), "seed {seed} gives the same log each time");
            picked(&log)
        })
        .collect()
}

/// Every candidate is picked for some seed, and nothing else is ever picked.
pub(super) fn each_candidate_and_nothing_else(picks: &[Vec<Id>], candidates: &[Id]) {
    let seen: BTreeSet<Id> = picks.iter().flatten().copied().collect();
    assert_eq!(seen, candidates.iter().copied().collect(), "each candidate, and no other");
}

/// The minions whose stats a buff changed.
pub(super) fn buffed(log: &[Event]) -> Vec<Id> {
    log.iter()
        .filter_map(|event| if let Event::StatsChanged { id, .. } = *event { Some(id) } else { None })
        .collect()
}

/// The characters damaged by `amount`.
pub(super) fn damaged_by(amount: i32) -> impl Fn(&[Event]) -> Vec<Id> {
    move |log| {
        log.iter()
            .filter_map(|event| match *event {
                Event::Damaged { target, amount: dealt } if dealt == amount => Some(target),
                _ => None,
            })
            .collect()
    }
}

/// The characters healed.
pub(super) fn healed(log: &[Event]) -> Vec<Id> {
    log.iter()
        .filter_map(|event| if let Event::Healed { target, .. } = *event { Some(target) } else { None })
        .collect()
}

/// The minions destroyed by the death step.
pub(super) fn destroyed(log: &[Event]) -> Vec<Id> {
    log.iter()
        .filter_map(|event| if let Event::Destroyed { id } = *event { Some(id) } else { None })
        .collect()
}

/// Rule 5 for "two random enemy minions": the 1/1 enemy that the spell's first damage leaves
/// at 0 Health is still in play, but never one of the two; the two are the other three enemy
/// minions, each for some seed, always two different ones.
#[test]
fn two_random_minions_are_never_mortally_wounded_ones() {
    let board = |g: &mut Game| {
        let enemies = ["Test Filler", "Chillwind Yeti", "River Crocolisk", "Bloodfen Raptor"];
        enemies.map(|enemy| summon(g, enemy, Player::SECOND))
    };
    let play = |seed| {
        let mut g = begun();
        board(&mut g);
        g.reseed(seed);
        g.clear_log();
        g.cast(card("Test Volley"), Player::FIRST, None).unwrap();
        g
    };
    let mut g = begun();
    let [filler, yeti, crocolisk, raptor] = board(&mut g);
    let picks = over_the_seeds(play, damaged_by(3));
    for (seed, picked) in SEEDS.zip(&picks) {
        assert!(matches!(picked.as_slice(), [first, second] if first < second), "seed {seed}: {picked:?}");
        assert!(!picked.contains(&filler), "seed {seed}");
    }
    each_candidate_and_nothing_else(&picks, &[yeti, crocolisk, raptor]);
}

/// Rule 5 for "a random enemy minion with 2 or less Attack", its Attack read when the action
/// is performed: never the mortally wounded 1-Attack Filler, the 4-Attack Yeti or a friendly
/// minion; the Crocolisk (2 Attack) and the Footman (1 Attack, standing at 1 Health), each for
/// some seed.
#[test]
fn a_random_minion_with_attack_at_most_n_is_never_a_mortally_wounded_one() {
    let board = |g: &mut Game| {
        summon(g, "River Crocolisk", Player::FIRST);
        let enemies = ["Test Filler", "Chillwind Yeti", "River Crocolisk", "Goldshire Footman"];
        enemies.map(|enemy| summon(g, enemy, Player::SECOND))
    };
    let play = |seed| {
        let mut g = begun();
        board(&mut g);
        g.reseed(seed);
        g.clear_log();
        g.cast(card("Test Cull"), Player::FIRST, None).unwrap();
        g
    };
    let mut g = begun();
    let [_, _, crocolisk, footman] = board(&mut g);
    let picks = over_the_seeds(play, damaged_by(5));
    assert!(picks.iter().all(|picked| picked.len() == 1), "one pick a cast: {picks:?}");
    each_candidate_and_nothing_else(&picks, &[crocolisk, footman]);
}

/// Rule 5's other half: "pending destroy is not" checked. The spell marks one of the two
/// enemy minions pending destroy, then deals 1 damage to two random enemy minions: both are
/// hit, for every seed.
#[test]
fn a_minion_pending_destroy_may_be_one_of_the_random_minions() {
    for seed in SEEDS {
        let mut g = begun();
        let doomed = summon(&mut g, "Chillwind Yeti", Player::SECOND);
        let other = summon(&mut g, "River Crocolisk", Player::SECOND);
        g.reseed(seed);
        g.clear_log();
        g.cast(card("Test Doomed Volley"), Player::FIRST, Some(doomed)).unwrap();
        assert_eq!(
            events(&g),
            [
                Event::SpellCast { card: card("Test Doomed Volley") },
                Event::Damaged { target: doomed, amount: 1 },
                Event::Damaged { target: other, amount: 1 },
                Event::Destroyed { id: doomed },
                Event::DeathPhase { round: 1 },
            ],
            "seed {seed}"
        );
    }
}

/// "Two random enemy minions" with fewer than two: the one there is, or nothing.
#[test]
fn two_random_minions_of_a_side_with_fewer_are_all_of_them() {
    let mut g = begun();
    g.clear_log();
    g.cast(card("Test Pair Shot"), Player::FIRST, None).unwrap();
    assert_eq!(
        events(&g)[..],
        [Event::SpellCast { card: card("Test Pair Shot") }],
        "no enemy minion: nothing"
    );
    let lone = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    g.clear_log();
    g.cast(card("Test Pair Shot"), Player::FIRST, None).unwrap();
    assert_eq!(
        events(&g),
        [Event::SpellCast { card: card("Test Pair Shot") }, Event::Damaged { target: lone, amount: 3 }]
    );
}

/// A card file's random choice with a number out of its range is refused before anything
/// runs, naming the card, the field, the value, the range and the fix.
#[test]
fn a_random_choice_or_chance_out_of_range_is_refused_naming_the_value_and_the_fix() {
    let read = |actions: &str, chance: &str| {
        let json = format!(
            r#"[{{"name": "Test Odd Odds", "cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "",
                "triggers": [{{"on": "end_of_your_turn"{chance}, "actions": [{actions}]}}]}}]"#
        );
        read_card_file("odd.json", &json).and_then(|source| library_with(&[source])).map(drop)
    };
    let refused = |actions: &str, chance: &str| read(actions, chance).unwrap_err().to_string();
    let draw = r#"{"draw": {"player": "you"}}"#;
    let many = |n: i32| {
        format!(
            r#"{{"damage": {{"targets": {{"random_minions_of": {{"player": "opponent", "how_many": {n}}}}}, "amount": 1}}}}"#
        )
    };
    let weak = |n: i32| {
        format!(
            r#"{{"destroy_all": {{"targets": {{"random_minion_with_attack_at_most": {{"player": "opponent", "attack": {n}}}}}}}}}"#
        )
    };
    for (message, wanted) in [
        (
            refused(draw, r#", "chance": 0"#),
            "\"chance\": 0 is out of range: a chance in percent is 1 to 99; give a number from 1 to 99",
        ),
        (refused(draw, r#", "chance": 100"#), "\"chance\": 100 is out of range"),
        (
            refused(&many(0), ""),
            "\"how_many\": 0 is out of range: how many random minions, or different cards copied from a deck is 1 to 7; give a number from 1 to 7",
        ),
        (refused(&many(8), ""), "\"how_many\": 8 is out of range"),
        (
            refused(&weak(-1), ""),
            "\"attack\": -1 is out of range: the most Attack a random minion may have is 0 to 99",
        ),
    ] {
        assert!(message.contains("odd.json") && message.contains("Test Odd Odds"), "{message}");
        assert!(message.contains(wanted), "{message}\nwanted: {wanted}");
    }
    assert!(
        read(draw, r#", "chance": 50"#).is_ok() && read(&many(7), "").is_ok() && read(&weak(0), "").is_ok()
    );
}
