//! The classic set's area spells and damage triggers, each a content-only card, with the exact
//! logs the rules fix.

use my_engine::harness::*;

use crate::common::triggered;

#[test]
fn abominations_deathrattle_hits_every_character_heroes_first_then_starts_death_phase_2() {
    let mut g = new_game(GameOpts::default());
    let abomination = g.summon("Abomination", 0);
    let hoarder = g.summon("Loot Hoarder", 1);
    let smith = g.summon("Armorsmith", 0);
    let (hero0, hero1) = (g.hero(0), g.hero(1));
    g.clear_log();

    g.deal_damage(abomination, 4);

    assert_eq!(
        g.log(),
        vec![
            GameEvent::Damaged { target: abomination, amount: 4 },
            triggered(smith, "damaged"),
            GameEvent::ArmorGained { player: 0, amount: 1 },
            GameEvent::Destroyed { id: abomination },
            GameEvent::DeathPhase { round: 1 },
            triggered(abomination, "deathrattle"),
            GameEvent::Damaged { target: hero0, amount: 2 },
            GameEvent::Damaged { target: hero1, amount: 2 },
            GameEvent::Damaged { target: hoarder, amount: 2 },
            GameEvent::Damaged { target: smith, amount: 2 },
            triggered(smith, "damaged"),
            GameEvent::ArmorGained { player: 0, amount: 1 },
            GameEvent::Destroyed { id: hoarder },
            GameEvent::DeathPhase { round: 2 },
            triggered(hoarder, "deathrattle"),
            GameEvent::Fatigue { player: 1 },
        ]
    );
    assert_eq!((g.health(hero0), g.health(hero1), g.health(smith)), (28, 28, 2));
}

#[test]
fn consecration_hits_the_enemy_hero_then_the_enemy_minions_only() {
    let mut g = new_game(GameOpts::default());
    let own = g.summon("Test Filler", 0);
    let first = g.summon("Acolyte of Pain", 1);
    let second = g.summon("Test Filler", 1);
    let enemy_hero = g.hero(1);
    g.clear_log();

    g.cast("Consecration", 0, None);

    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Consecration".into() },
            GameEvent::Damaged { target: enemy_hero, amount: 2 },
            GameEvent::Damaged { target: first, amount: 2 },
            GameEvent::Damaged { target: second, amount: 2 },
            triggered(first, "damaged"),
            GameEvent::Fatigue { player: 1 },
            GameEvent::Destroyed { id: second },
            GameEvent::DeathPhase { round: 1 },
        ]
    );
    assert_eq!(g.board(0), vec![own]);
}

#[test]
fn arcane_explosion_and_flamestrike_hit_enemy_minions_only() {
    let mut g = new_game(GameOpts::default());
    let own = g.summon("Gurubashi Berserker", 1);
    let enemy = g.summon("Gurubashi Berserker", 0);
    g.clear_log();

    g.cast("Arcane Explosion", 1, None);
    g.cast("Flamestrike", 1, None);

    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Arcane Explosion".into() },
            GameEvent::Damaged { target: enemy, amount: 1 },
            triggered(enemy, "damaged"),
            GameEvent::StatsChanged { id: enemy, attack: 5, health: 6 },
            GameEvent::SpellCast { card: "Flamestrike".into() },
            GameEvent::Damaged { target: enemy, amount: 4 },
            triggered(enemy, "damaged"),
            GameEvent::StatsChanged { id: enemy, attack: 8, health: 2 },
        ]
    );
    assert_eq!((g.attack(own), g.health(own)), (2, 7));
}

#[test]
fn fireball_deals_6_damage_to_its_target() {
    let mut g = new_game(GameOpts::default());
    let berserker = g.summon("Gurubashi Berserker", 1);
    g.clear_log();

    g.cast("Fireball", 0, Some(berserker));

    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Fireball".into() },
            GameEvent::Damaged { target: berserker, amount: 6 },
            triggered(berserker, "damaged"),
            GameEvent::StatsChanged { id: berserker, attack: 5, health: 1 },
        ]
    );
}

#[test]
fn imp_gang_boss_summons_an_imp_to_its_right_that_misses_the_damage_that_made_it() {
    let mut g = new_game(GameOpts::default());
    let boss = g.summon("Imp Gang Boss", 0);
    let berserker = g.summon("Gurubashi Berserker", 0);
    g.clear_log();

    g.cast("Whirlwind", 1, None);

    let board = g.board(0);
    assert_eq!(board.len(), 3);
    let imp = board[1];
    assert_eq!(board, vec![boss, imp, berserker], "the Imp lands right of the Boss");
    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Whirlwind".into() },
            GameEvent::Damaged { target: boss, amount: 1 },
            GameEvent::Damaged { target: berserker, amount: 1 },
            triggered(boss, "damaged"),
            GameEvent::Summoned { id: imp },
            triggered(berserker, "damaged"),
            GameEvent::StatsChanged { id: berserker, attack: 5, health: 6 },
        ]
    );
    assert_eq!(g.health(imp), 1, "the Imp was not in play when Whirlwind hit");
}

/// The launch pool's 12 weapons (`../shared/data/classic-pool.tsv`, type `weapon`), which its
/// planning table of minions and spells does not list.
const POOL_WEAPONS: [&str; 12] = [
    "Eaglehorn Bow",
    "Gladiator's Longbow",
    "Light's Justice",
    "Sword of Justice",
    "Truesilver Champion",
    "Perdition's Blade",
    "Assassin's Blade",
    "Stormforged Axe",
    "Doomhammer",
    "Fiery War Axe",
    "Arcanite Reaper",
    "Gorehowl",
];

/// Every card of the launch pool that is built in records its rarity, and no other card does
/// (a token, an enchantment card, a test card): the pool's cards are the rows of its planning
/// table, which the vocabulary reads too, and its weapons.
#[test]
fn every_built_in_pool_card_records_its_rarity_and_no_other_card_does() {
    let table = include_str!("../../src/bin/my-engine/vocabulary/classic-needs.tsv");
    let pool: std::collections::BTreeSet<&str> = table
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .filter_map(|line| line.split('\t').nth(1))
        .chain(POOL_WEAPONS)
        .collect();
    assert!(pool.len() >= 370, "the table names the pool's 370 minions and spells");
    let entries = my_engine::content::catalog_entries();
    let with: Vec<&str> = entries.iter().filter(|e| e.rarity.is_some()).map(|e| e.name.as_str()).collect();
    let without_pool: Vec<&str> = entries
        .iter()
        .filter(|e| e.rarity.is_none() && pool.contains(e.name.as_str()))
        .map(|e| e.name.as_str())
        .collect();
    assert!(without_pool.is_empty(), "pool cards with no rarity: {without_pool:?}");
    let strays: Vec<&&str> = with.iter().filter(|name| !pool.contains(**name)).collect();
    assert!(strays.is_empty(), "cards outside the pool with a rarity: {strays:?}");
    assert!(with.len() >= 224, "{} pool cards built in", with.len());
}
