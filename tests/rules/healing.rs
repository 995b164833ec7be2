//! Healing (Healing Events, "whenever ... is healed") and area healing by Rule DH1, with the
//! classic cards that use them.

use my_engine::harness::*;
use my_engine::scenario::LogEntry;

/// The whole log, healing included: the game's events past the course are not the harness's
/// ten `LogEntry`s.
fn log(g: &Game) -> Vec<LogEntry> {
    LogEntry::log_of(g.engine())
}

fn triggered(source: Id, trigger: &str) -> LogEntry {
    LogEntry::Triggered { source, trigger: trigger.into() }
}

#[test]
fn holy_nova_damages_then_heals_and_only_what_was_restored_is_a_healing_event() {
    let mut g = new_game(GameOpts { decks: [vec!["Test Filler".to_string(); 3], vec![]] });
    let cleric = g.summon("Northshire Cleric", 0);
    let smith = g.summon("Armorsmith", 0);
    let enemy = g.summon("Test Filler", 1);
    let (hero0, hero1) = (g.hero(0), g.hero(1));
    g.deal_damage(cleric, 1);
    g.deal_damage(hero0, 5);
    g.clear_log();

    g.cast("Holy Nova", 0, None);

    let drawn = g.hand(0);
    assert_eq!(drawn.len(), 1, "only the Cleric's heal is a minion's Healing Event");
    assert_eq!(
        log(&g),
        vec![
            LogEntry::SpellCast { card: "Holy Nova".into() },
            LogEntry::Damaged { target: hero1, amount: 2 },
            LogEntry::Damaged { target: enemy, amount: 2 },
            LogEntry::Healed { target: hero0, amount: 2 },
            LogEntry::Healed { target: cleric, amount: 1 },
            triggered(cleric, "healed"),
            LogEntry::Drew { player: my_engine::engine::Player::FIRST, id: drawn[0] },
            LogEntry::Destroyed { id: enemy },
            LogEntry::DeathPhase { round: 1 },
        ]
    );
    assert_eq!((g.health(hero0), g.health(cleric), g.health(smith)), (27, 3, 4));
}

#[test]
fn circle_of_healing_heals_every_damaged_minion_first_then_one_phase_answers() {
    let mut g = new_game(GameOpts::default());
    let warden = g.summon("Lightwarden", 0);
    let berserker = g.summon("Gurubashi Berserker", 1);
    let full = g.summon("Test Filler", 1);
    g.deal_damage(berserker, 6);
    g.deal_damage(warden, 1);
    g.clear_log();

    g.cast("Circle of Healing", 1, None);

    assert_eq!(
        log(&g),
        vec![
            LogEntry::SpellCast { card: "Circle of Healing".into() },
            LogEntry::Healed { target: warden, amount: 1 },
            LogEntry::Healed { target: berserker, amount: 4 },
            triggered(warden, "healed"),
            LogEntry::StatsChanged { id: warden, attack: 3, health: 2 },
            triggered(warden, "healed"),
            LogEntry::StatsChanged { id: warden, attack: 5, health: 2 },
        ]
    );
    assert_eq!((g.health(berserker), g.health(full)), (5, 1), "up to the maximum, no further");
}

#[test]
fn lightwarden_answers_a_heroes_healing_and_northshire_cleric_does_not() {
    let mut g = new_game(GameOpts { decks: [vec!["Test Filler".to_string(); 3], vec![]] });
    let warden = g.summon("Lightwarden", 0);
    let cleric = g.summon("Northshire Cleric", 0);
    let hero0 = g.hero(0);
    g.deal_damage(hero0, 3);
    g.clear_log();

    g.cast("Holy Nova", 0, None);

    let hero1 = g.hero(1);
    assert_eq!(
        log(&g),
        vec![
            LogEntry::SpellCast { card: "Holy Nova".into() },
            LogEntry::Damaged { target: hero1, amount: 2 },
            LogEntry::Healed { target: hero0, amount: 2 },
            triggered(warden, "healed"),
            LogEntry::StatsChanged { id: warden, attack: 3, health: 2 },
        ]
    );
    assert!(g.hand(0).is_empty(), "a hero is not a minion: {cleric:?} draws nothing");
}
