//! "Deal 4 damage to an enemy and 1 damage to all other enemies" (issue 39, item 8's areas):
//! one area action, so one Phase (Rule DH1): every Damage Event first, the target's, then
//! the other characters' of its side in reverse order of play (the wiki's page on the card,
//! CS2_012: "first for the targeted character, and then for all other enemy characters in
//! reverse order of play; then, all Damage Events are resolved in the same order"), and only
//! then the triggers, in the same order; Spell Damage raises both amounts.

use std::sync::OnceLock;

use my_engine::content::{library_with, read_card_file};
use my_engine::engine::{CardId, Event, Game, Id, Keyword, Library, Limits, Player, TriggerKind};

/// The spell, a minion answering every minion's damage, minions answering their own, and
/// Spell Damage +1.
const CARDS: &str = r#"[
  { "name": "Test Swat", "cost": 0, "type": "spell", "aim": "enemy_character",
    "text": "Deal 4 damage to an enemy and 1 damage to all other enemies.",
    "spell": [{ "damage_and_splash": { "character": "target", "amount": 4, "splash": 1 } }] },
  { "name": "Test Counter", "cost": 0, "type": "minion", "attack": 1, "health": 5, "text": "Whenever a minion takes damage, gain +1 Attack.",
    "triggers": [{ "on": "any_minion_damaged", "actions": [{ "buff": { "targets": { "one": "this_minion" }, "attack": 1, "health": 0 } }] }] },
  { "name": "Test Sore", "cost": 0, "type": "minion", "attack": 1, "health": 6, "text": "Whenever this minion takes damage, gain +1 Attack.",
    "triggers": [{ "on": "self_damaged", "actions": [{ "buff": { "targets": { "one": "this_minion" }, "attack": 1, "health": 0 } }] }] },
  { "name": "Test Jab", "cost": 0, "type": "spell", "aim": "enemy_character",
    "text": "Deal 2 damage to an enemy and 0 damage to all other enemies.",
    "spell": [{ "damage_and_splash": { "character": "target", "amount": 2, "splash": 0 } }] },
  { "name": "Test Lens", "cost": 0, "type": "minion", "attack": 0, "health": 2, "text": "Spell Damage +1", "spell_damage": 1 },
  { "name": "Test Flicker", "cost": 0, "type": "spell", "text": "Deal 0-1 damage to all enemy minions.",
    "spell": [{ "damage_between": { "targets": { "minions_of": "opponent" }, "least": 0, "most": 1 } }] }
]"#;

/// The built-in cards and this file's, built once.
fn library() -> &'static Library {
    static LIBRARY: OnceLock<&'static Library> = OnceLock::new();
    LIBRARY.get_or_init(|| library_with(&[read_card_file("damage_and_splash.json", CARDS).unwrap()]).unwrap())
}

fn card(name: &str) -> CardId {
    library().find(name).unwrap()
}

/// A begun game (the course's rules) with `board`'s minions summoned in order, each for its
/// player, and its log cleared: their ids.
fn begun(board: &[(&str, Player)]) -> (Game, Vec<Id>) {
    let fillers = || vec![card("Test Filler"); 10];
    let mut g = Game::new(library(), [fillers(), fillers()], Limits::default()).unwrap();
    g.begin().unwrap();
    let ids = board.iter().map(|&(name, player)| g.summon(card(name), player).unwrap()).collect();
    g.clear_log();
    (g, ids)
}

fn events(g: &Game) -> Vec<Event> {
    g.log().iter().map(|record| record.event).collect()
}

/// Three enemy minions that answer their own damage, the target the middle one, and a
/// friendly minion answering every minion's: the four Damage Events come first (the
/// target's 4, then the newest enemy minion, the oldest, the hero), then one Queue, for each
/// event in that order each listener in order of play. Nothing reaches the caster's side.
#[test]
fn every_damage_event_first_the_targets_then_the_others_newest_first_then_one_phase() {
    let (mut g, ids) = begun(&[
        ("Test Counter", Player::FIRST),
        ("Test Sore", Player::SECOND),
        ("Test Sore", Player::SECOND),
        ("Test Sore", Player::SECOND),
    ]);
    let [counter, oldest, target, newest] = ids[..] else { unreachable!() };
    let hero = g.hero(Player::SECOND);
    g.cast(card("Test Swat"), Player::FIRST, Some(target)).unwrap();
    let damaged = |target, amount| Event::Damaged { target, amount };
    let triggered = |source| Event::Triggered { source, trigger: TriggerKind::Damaged };
    let stats = |id, attack, health| Event::StatsChanged { id, attack, health };
    assert_eq!(
        events(&g),
        [
            Event::SpellCast { card: card("Test Swat") },
            damaged(target, 4),
            damaged(newest, 1),
            damaged(oldest, 1),
            damaged(hero, 1),
            triggered(counter),
            stats(counter, 2, 5),
            triggered(target),
            stats(target, 2, 2),
            triggered(counter),
            stats(counter, 3, 5),
            triggered(newest),
            stats(newest, 2, 5),
            triggered(counter),
            stats(counter, 4, 5),
            triggered(oldest),
            stats(oldest, 2, 5),
        ]
    );
    assert_eq!((g.health(g.hero(Player::FIRST)).unwrap(), g.health(counter).unwrap()), (30, 5));
}

/// Spell Damage +1 raises both amounts: 5 to the target, 2 to each other enemy. Aimed at the
/// enemy hero, the hero takes the 5 and every enemy minion the 2.
#[test]
fn spell_damage_raises_the_targets_damage_and_the_others() {
    let (mut g, ids) =
        begun(&[("Test Lens", Player::FIRST), ("Test Sore", Player::SECOND), ("Test Sore", Player::SECOND)]);
    let hero = g.hero(Player::SECOND);
    g.cast(card("Test Swat"), Player::FIRST, Some(hero)).unwrap();
    let damaged: Vec<(Id, i32)> = events(&g)
        .iter()
        .filter_map(|event| {
            if let Event::Damaged { target, amount } = *event { Some((target, amount)) } else { None }
        })
        .collect();
    assert_eq!(damaged, [(hero, 5), (ids[2], 2), (ids[1], 2)]);
}

/// A target with Divine Shield takes nothing and loses its shield; the others are hit all the
/// same, in the same Phase.
#[test]
fn a_shielded_target_takes_nothing_and_the_others_are_hit_all_the_same() {
    let (mut g, ids) = begun(&[("Test Squire", Player::SECOND), ("Test Sore", Player::SECOND)]);
    let [squire, sore] = ids[..] else { unreachable!() };
    let hero = g.hero(Player::SECOND);
    g.cast(card("Test Swat"), Player::FIRST, Some(squire)).unwrap();
    assert_eq!(
        events(&g),
        [
            Event::SpellCast { card: card("Test Swat") },
            Event::Lost { id: squire, keyword: Keyword::DivineShield },
            Event::Damaged { target: sore, amount: 1 },
            Event::Damaged { target: hero, amount: 1 },
            Event::Triggered { source: sore, trigger: TriggerKind::Damaged },
            Event::StatsChanged { id: sore, attack: 2, health: 5 },
        ]
    );
}

/// Damage of 0 is no damage: a splash of 0 makes no Damage Event, and nothing answers it.
#[test]
fn a_splash_of_0_deals_nothing_and_makes_no_damage_event() {
    let (mut g, ids) = begun(&[("Test Sore", Player::SECOND), ("Test Sore", Player::SECOND)]);
    let [target, other] = ids[..] else { unreachable!() };
    g.cast(card("Test Jab"), Player::FIRST, Some(target)).unwrap();
    assert_eq!(
        events(&g),
        [
            Event::SpellCast { card: card("Test Jab") },
            Event::Damaged { target, amount: 2 },
            Event::Triggered { source: target, trigger: TriggerKind::Damaged },
            Event::StatsChanged { id: target, attack: 2, health: 4 },
        ]
    );
    assert_eq!(g.health(other).unwrap(), 6);
}

/// A random amount of 0 deals nothing and makes no Damage Event (as every damage of 0), while
/// the minions that drew 1 take it, all in one Phase: over a few seeds both come up.
#[test]
fn a_random_amount_of_0_makes_no_damage_event() {
    let (mut seen_zero, mut seen_one) = (false, false);
    for seed in 0..20 {
        let (mut g, ids) = begun(&[("Test Sore", Player::SECOND), ("Test Sore", Player::SECOND)]);
        g.reseed(seed);
        g.cast(card("Test Flicker"), Player::FIRST, None).unwrap();
        for &id in &ids {
            let damaged =
                events(&g).iter().any(|e| matches!(*e, Event::Damaged { target, .. } if target == id));
            let took = 6 - g.health(id).unwrap();
            assert_eq!(damaged, took == 1, "seed {seed}: {:?}", events(&g));
            (seen_zero, seen_one) = (seen_zero || took == 0, seen_one || took == 1);
        }
    }
    assert!(seen_zero && seen_one);
}
