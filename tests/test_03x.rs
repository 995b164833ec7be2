//! Module 3 expansion drop: Leper Gnome, added in `src/content/` alone.

use my_engine::harness::*;

#[test]
fn test_03x_leper_gnome_hits_the_enemy_hero() {
    let mut g = new_game(GameOpts::default());
    let gnome = g.summon("Leper Gnome", 0);
    let reactor = g.summon("Test Reactor", 0);
    g.clear_log();

    g.cast("Whirlwind", 0, None);

    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Whirlwind".into() },
            GameEvent::Damaged { target: gnome, amount: 1 },
            GameEvent::Damaged { target: reactor, amount: 1 },
            GameEvent::Destroyed { id: gnome },
            GameEvent::DeathPhase { round: 1 },
            GameEvent::Triggered { source: gnome, trigger: "deathrattle".into() },
            GameEvent::Damaged { target: g.hero(1), amount: 2 },
            GameEvent::Triggered { source: reactor, trigger: "damaged".into() },
            GameEvent::StatsChanged { id: reactor, attack: 2, health: 4 },
        ]
    );
    assert_eq!(g.health(g.hero(1)), 28);
    assert_eq!(g.board(0), vec![reactor]);
}
