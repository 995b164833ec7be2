//! Module 0: the case the naive engine got wrong. Whirlwind damages every minion before any
//! of them reacts.

use my_engine::harness::*;

fn fillers(n: usize) -> Vec<String> {
    vec!["Test Filler".to_string(); n]
}

#[test]
fn test_00_whirlwind_damages_every_minion_before_any_reacts() {
    let mut g = new_game(GameOpts { decks: [fillers(5), vec![]] });
    let h = g.summon("Loot Hoarder", 0);
    let a = g.summon("Acolyte of Pain", 0);
    let top = g.deck(0);
    g.clear_log();

    g.cast("Whirlwind", 0, None);

    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Whirlwind".into() },
            GameEvent::Damaged { target: h, amount: 1 },
            GameEvent::Damaged { target: a, amount: 1 },
            GameEvent::Triggered { source: a, trigger: "damaged".into() },
            GameEvent::Drew { player: 0, id: top[0] },
            GameEvent::Destroyed { id: h },
            GameEvent::DeathPhase { round: 1 },
            GameEvent::Triggered { source: h, trigger: "deathrattle".into() },
            GameEvent::Drew { player: 0, id: top[1] },
        ]
    );
    assert_eq!(g.hand(0), vec![top[0], top[1]]);
    assert_eq!(g.board(0), vec![a]);
    assert_eq!(g.health(a), 3);
}
