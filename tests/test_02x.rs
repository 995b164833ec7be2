//! Module 2 expansion drop: Frothing Berserker, added in `src/content/` alone.

use my_engine::harness::*;

#[test]
fn test_02x_frothing_counts_each_damage() {
    let mut g = new_game(GameOpts::default());
    let f = g.summon("Frothing Berserker", 0);
    let own = g.summon("Test Filler", 0);
    let enemy = g.summon("Test Filler", 1);
    g.clear_log();

    g.cast("Whirlwind", 0, None);
    let log = g.log();

    let froth: Vec<&GameEvent> =
        log.iter().filter(|ev| matches!(ev, GameEvent::Triggered { source, .. } if *source == f)).collect();
    assert_eq!(froth.len(), 3, "one trigger per damaged minion, its own damage and the enemy's included");
    let grew: Vec<&GameEvent> =
        log.iter().filter(|ev| matches!(ev, GameEvent::StatsChanged { .. })).collect();
    assert_eq!(
        grew,
        vec![
            &GameEvent::StatsChanged { id: f, attack: 3, health: 3 },
            &GameEvent::StatsChanged { id: f, attack: 4, health: 3 },
            &GameEvent::StatsChanged { id: f, attack: 5, health: 3 },
        ]
    );
    assert_eq!(g.attack(f), 5);
    assert_eq!(g.board(0), vec![f], "both Fillers died after the reactions");
    assert_eq!(g.zone_of(own), Zone::Graveyard);
    assert_eq!(g.zone_of(enemy), Zone::Graveyard);
}
