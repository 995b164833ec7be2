//! Module 2: the action queue, depth-first. The lesson's four tests.

use my_engine::harness::*;

/// The source of each `Triggered` event, in log order.
fn triggered_sources(log: &[GameEvent]) -> Vec<Id> {
    log.iter()
        .filter_map(|ev| match ev {
            GameEvent::Triggered { source, .. } => Some(*source),
            _ => None,
        })
        .collect()
}

fn fillers(n: usize) -> Vec<String> {
    vec!["Test Filler".to_string(); n]
}

#[test]
fn test_02_aoe_damage_then_triggers() {
    let mut g = new_game(GameOpts { decks: [fillers(5), vec![]] });
    let s = g.summon("Armorsmith", 0);
    let a = g.summon("Acolyte of Pain", 0);
    g.clear_log();

    g.cast("Whirlwind", 0, None);
    let log = g.log();

    let damaged: Vec<usize> =
        (0..log.len()).filter(|&i| matches!(log[i], GameEvent::Damaged { .. })).collect();
    let first_trigger = log.iter().position(|ev| matches!(ev, GameEvent::Triggered { .. })).unwrap();
    assert_eq!(log[damaged[0]], GameEvent::Damaged { target: s, amount: 1 });
    assert_eq!(log[damaged[1]], GameEvent::Damaged { target: a, amount: 1 });
    assert_eq!(damaged.len(), 2);
    assert!(damaged[1] < first_trigger, "all the damage happens before any reaction");
    let mut sources = triggered_sources(&log);
    sources.sort();
    assert_eq!(sources, vec![s, s, a]);
    assert_eq!(g.armor(0), 2);
    assert_eq!(g.hand(0).len(), 1);
}

#[test]
fn test_02_mortally_wounded_still_triggers() {
    let mut g = new_game(GameOpts { decks: [fillers(5), vec![]] });
    let a = g.summon("Acolyte of Pain", 0);
    g.deal_damage(a, 3);
    assert_eq!(g.health(a), 1);
    assert_eq!(g.hand(0).len(), 1);
    g.clear_log();

    g.cast("Whirlwind", 0, None);

    assert_eq!(g.health(a), 0);
    assert_eq!(triggered_sources(&g.log()), vec![a]);
    assert_eq!(g.hand(0).len(), 2, "the Acolyte at 0 Health still drew");
}

#[test]
fn test_02_depth_first_nesting() {
    let mut g = new_game(GameOpts::default());
    let e = g.summon("Test Echo", 0);
    let s = g.summon("Armorsmith", 0);
    let r = g.summon("Test Reactor", 0);
    g.clear_log();

    g.deal_damage(s, 1);
    let log = g.log();

    assert_eq!(triggered_sources(&log), vec![e, r, s]);
    let reactor_grew =
        log.iter().position(|ev| matches!(ev, GameEvent::StatsChanged { id, .. } if *id == r)).unwrap();
    let armor_gained = log.iter().position(|ev| matches!(ev, GameEvent::ArmorGained { .. })).unwrap();
    assert!(reactor_grew < armor_gained);
    assert_eq!(g.attack(r), 2);
    assert_eq!(g.armor(0), 1);
    assert_eq!(g.health(g.hero(1)), 29);
}

#[test]
fn test_02_empty_deck_draw_is_fatigue() {
    let mut g = new_game(GameOpts::default());
    let a = g.summon("Acolyte of Pain", 0);
    g.clear_log();

    g.deal_damage(a, 1);

    assert_eq!(
        g.log(),
        vec![
            GameEvent::Damaged { target: a, amount: 1 },
            GameEvent::Triggered { source: a, trigger: "damaged".into() },
            GameEvent::Fatigue { player: 0 },
        ]
    );
    assert!(g.hand(0).is_empty());
    assert!(g.deck(0).is_empty());
    assert_eq!(g.health(a), 3);
    assert_eq!(g.health(g.hero(0)), 30);
    assert_eq!(g.board(0), vec![a]);
}
