//! Phases after the main Phase: the After Spell Phase follows a spell's text and its death
//! step; the After Summon Phase follows a summon where it happens.

use my_engine::harness::*;

fn triggered(source: Id, trigger: &str) -> GameEvent {
    GameEvent::Triggered { source, trigger: trigger.into() }
}

#[test]
fn wild_pyromancer_answers_after_the_spells_deaths_have_been_removed() {
    let mut g = new_game(GameOpts::default());
    let pyromancer = g.summon("Wild Pyromancer", 0);
    let filler = g.summon("Test Filler", 1);
    let acolyte = g.summon("Acolyte of Pain", 1);
    g.clear_log();

    g.cast("Whirlwind", 0, None);

    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Whirlwind".into() },
            GameEvent::Damaged { target: pyromancer, amount: 1 },
            GameEvent::Damaged { target: filler, amount: 1 },
            GameEvent::Damaged { target: acolyte, amount: 1 },
            triggered(acolyte, "damaged"),
            GameEvent::Fatigue { player: 1 },
            GameEvent::Destroyed { id: filler },
            GameEvent::DeathPhase { round: 1 },
            triggered(pyromancer, "after_spell"),
            GameEvent::Damaged { target: pyromancer, amount: 1 },
            GameEvent::Damaged { target: acolyte, amount: 1 },
            triggered(acolyte, "damaged"),
            GameEvent::Fatigue { player: 1 },
            GameEvent::Destroyed { id: pyromancer },
            GameEvent::DeathPhase { round: 1 },
        ]
    );
    assert_eq!(g.health(acolyte), 2);
}

#[test]
fn wild_pyromancer_does_not_answer_the_opponents_spell() {
    let mut g = new_game(GameOpts::default());
    let pyromancer = g.summon("Wild Pyromancer", 0);
    g.clear_log();

    g.cast("Arcane Explosion", 1, None);

    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Arcane Explosion".into() },
            GameEvent::Damaged { target: pyromancer, amount: 1 },
        ]
    );
}

#[test]
fn knife_juggler_answers_a_deathrattles_summon_before_the_next_deathrattle() {
    let mut g = new_game(GameOpts::default());
    let juggler = g.summon("Knife Juggler", 0);
    let golem = g.summon("Harvest Golem", 0);
    let hoarder = g.summon("Loot Hoarder", 0);
    g.deal_damage(golem, 2);
    let enemy_hero = g.hero(1);
    g.clear_log();

    g.cast("Whirlwind", 1, None);

    let damaged_golem = g.board(0)[1];
    assert_eq!(g.board(0), vec![juggler, damaged_golem]);
    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Whirlwind".into() },
            GameEvent::Damaged { target: juggler, amount: 1 },
            GameEvent::Damaged { target: golem, amount: 1 },
            GameEvent::Damaged { target: hoarder, amount: 1 },
            GameEvent::Destroyed { id: golem },
            GameEvent::Destroyed { id: hoarder },
            GameEvent::DeathPhase { round: 1 },
            triggered(golem, "deathrattle"),
            GameEvent::Summoned { id: damaged_golem },
            triggered(juggler, "after_summon"),
            GameEvent::Damaged { target: enemy_hero, amount: 1 },
            triggered(hoarder, "deathrattle"),
            GameEvent::Fatigue { player: 0 },
        ]
    );
}

#[test]
fn a_minion_does_not_answer_its_own_summon() {
    let mut g = new_game(GameOpts::default());
    let first = g.summon("Knife Juggler", 0);
    g.clear_log();

    let second = g.summon("Knife Juggler", 0);

    let enemy_hero = g.hero(1);
    assert_eq!(
        g.log(),
        vec![
            GameEvent::Summoned { id: second },
            triggered(first, "after_summon"),
            GameEvent::Damaged { target: enemy_hero, amount: 1 },
        ]
    );
}
