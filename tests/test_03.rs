//! Module 3: deferred death. The six scenarios, each stated exactly as the scenarios page
//! states it.

use my_engine::harness::*;

fn deck_of_fillers() -> GameOpts {
    GameOpts { decks: [vec!["Test Filler".to_string(); 5], vec![]] }
}

fn triggered(source: Id, trigger: &str) -> GameEvent {
    GameEvent::Triggered { source, trigger: trigger.into() }
}

fn damaged(target: Id) -> GameEvent {
    GameEvent::Damaged { target, amount: 1 }
}

/// The id of each `Summoned` event, in log order.
fn summoned(log: &[GameEvent]) -> Vec<Id> {
    log.iter()
        .filter_map(|ev| match ev {
            GameEvent::Summoned { id } => Some(*id),
            _ => None,
        })
        .collect()
}

#[test]
fn test_03_removed_only_after_sequence() {
    let mut g = new_game(deck_of_fillers());
    let h = g.summon("Loot Hoarder", 0);
    let s = g.summon("Armorsmith", 0);
    g.clear_log();

    g.cast("Whirlwind", 0, None);

    let hand = g.hand(0);
    assert_eq!(hand.len(), 1);
    let c = hand[0];
    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Whirlwind".into() },
            damaged(h),
            damaged(s),
            triggered(s, "damaged"),
            GameEvent::ArmorGained { player: 0, amount: 1 },
            triggered(s, "damaged"),
            GameEvent::ArmorGained { player: 0, amount: 1 },
            GameEvent::Destroyed { id: h },
            GameEvent::DeathPhase { round: 1 },
            triggered(h, "deathrattle"),
            GameEvent::Drew { player: 0, id: c },
        ]
    );
    assert_eq!(g.zone_of(h), Zone::Graveyard);
    assert_eq!(g.board(0), vec![s]);
    assert_eq!(g.armor(0), 2);
}

#[test]
fn test_03_chained_death_phases() {
    let mut g = new_game(GameOpts::default());
    let gol = g.summon("Harvest Golem", 0);
    let u = g.summon("Unstable Ghoul", 0);
    let r = g.summon("Test Reactor", 0);
    g.deal_damage(gol, 2);
    assert_eq!(g.health(gol), 1);
    g.clear_log();

    g.deal_damage(u, 3);

    let d = g.board(0)[0];
    assert_eq!(
        g.log(),
        vec![
            GameEvent::Damaged { target: u, amount: 3 },
            GameEvent::Destroyed { id: u },
            GameEvent::DeathPhase { round: 1 },
            triggered(u, "deathrattle"),
            damaged(gol),
            damaged(r),
            GameEvent::Destroyed { id: gol },
            GameEvent::DeathPhase { round: 2 },
            triggered(gol, "deathrattle"),
            GameEvent::Summoned { id: d },
        ]
    );
    assert_eq!(g.name_of(d), "Damaged Golem");
    assert_eq!(g.board(0), vec![d, r]);
    assert_eq!(g.zone_of(u), Zone::Graveyard);
    assert_eq!(g.zone_of(gol), Zone::Graveyard);
    assert_eq!(g.health(r), 4);
}

#[test]
fn test_03_simultaneous_removal() {
    let mut g = new_game(deck_of_fillers());
    let h1 = g.summon("Loot Hoarder", 0);
    let h2 = g.summon("Loot Hoarder", 0);
    g.clear_log();

    g.cast("Whirlwind", 0, None);

    let hand = g.hand(0);
    assert_eq!(hand.len(), 2);
    let (c1, c2) = (hand[0], hand[1]);
    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Whirlwind".into() },
            damaged(h1),
            damaged(h2),
            GameEvent::Destroyed { id: h1 },
            GameEvent::Destroyed { id: h2 },
            GameEvent::DeathPhase { round: 1 },
            triggered(h1, "deathrattle"),
            GameEvent::Drew { player: 0, id: c1 },
            triggered(h2, "deathrattle"),
            GameEvent::Drew { player: 0, id: c2 },
        ]
    );
    assert_eq!(g.zone_of(h1), Zone::Graveyard);
    assert_eq!(g.zone_of(h2), Zone::Graveyard);
    assert!(g.board(0).is_empty());
}

#[test]
fn test_03_destroy_marks_pending() {
    let mut g = new_game(GameOpts::default());
    let gol = g.summon("Harvest Golem", 0);
    g.clear_log();

    g.destroy(gol);

    let board = g.board(0);
    assert_eq!(board.len(), 1);
    let d = board[0];
    assert_eq!(
        g.log(),
        vec![
            GameEvent::Destroyed { id: gol },
            GameEvent::DeathPhase { round: 1 },
            triggered(gol, "deathrattle"),
            GameEvent::Summoned { id: d },
        ]
    );
    assert_eq!(g.health(gol), 3);
    assert_eq!(g.zone_of(gol), Zone::Graveyard);
    assert_eq!(g.name_of(d), "Damaged Golem");
}

#[test]
fn test_03_summon_position_after_simultaneous_deaths() {
    let mut g = new_game(deck_of_fillers());
    let h = g.summon("Loot Hoarder", 0);
    let gol = g.summon("Harvest Golem", 0);
    let r = g.summon("Test Reactor", 0);
    g.deal_damage(gol, 2);
    g.clear_log();

    g.cast("Whirlwind", 0, None);

    let hand = g.hand(0);
    assert_eq!(hand.len(), 1);
    let c = hand[0];
    let log = g.log();
    let summoned = summoned(&log);
    assert_eq!(summoned.len(), 1);
    let d = summoned[0];
    assert_eq!(
        log,
        vec![
            GameEvent::SpellCast { card: "Whirlwind".into() },
            damaged(h),
            damaged(gol),
            damaged(r),
            GameEvent::Destroyed { id: h },
            GameEvent::Destroyed { id: gol },
            GameEvent::DeathPhase { round: 1 },
            triggered(h, "deathrattle"),
            GameEvent::Drew { player: 0, id: c },
            triggered(gol, "deathrattle"),
            GameEvent::Summoned { id: d },
        ]
    );
    assert_eq!(g.name_of(d), "Damaged Golem");
    assert_eq!(g.board(0), vec![d, r]);
    assert_eq!(g.zone_of(h), Zone::Graveyard);
    assert_eq!(g.zone_of(gol), Zone::Graveyard);
}

#[test]
fn test_03_simultaneous_summons_keep_board_order() {
    let mut g = new_game(GameOpts::default());
    let a = g.summon("Harvest Golem", 0);
    let b = g.summon("Harvest Golem", 0);
    let r = g.summon("Test Reactor", 0);
    g.deal_damage(a, 2);
    g.deal_damage(b, 2);
    g.clear_log();

    g.cast("Whirlwind", 0, None);

    let log = g.log();
    let summoned = summoned(&log);
    assert_eq!(summoned.len(), 2);
    let (da, db) = (summoned[0], summoned[1]);
    assert_eq!(
        log,
        vec![
            GameEvent::SpellCast { card: "Whirlwind".into() },
            damaged(a),
            damaged(b),
            damaged(r),
            GameEvent::Destroyed { id: a },
            GameEvent::Destroyed { id: b },
            GameEvent::DeathPhase { round: 1 },
            triggered(a, "deathrattle"),
            GameEvent::Summoned { id: da },
            triggered(b, "deathrattle"),
            GameEvent::Summoned { id: db },
        ]
    );
    assert_eq!(g.name_of(da), "Damaged Golem");
    assert_eq!(g.name_of(db), "Damaged Golem");
    assert_eq!(g.board(0), vec![da, db, r]);
    assert_eq!(g.zone_of(a), Zone::Graveyard);
    assert_eq!(g.zone_of(b), Zone::Graveyard);
}
