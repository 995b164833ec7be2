//! Rules the course states that its scenarios do not pin down on their own.

use my_engine::harness::*;

fn triggered(log: &[GameEvent]) -> Vec<(Id, String)> {
    log.iter()
        .filter_map(|ev| match ev {
            GameEvent::Triggered { source, trigger } => Some((*source, trigger.clone())),
            _ => None,
        })
        .collect()
}

#[test]
fn a_minion_that_died_answers_no_later_phase_of_the_sequence() {
    let mut g = new_game(GameOpts::default());
    let smith = g.summon("Armorsmith", 0);
    let ghoul = g.summon("Unstable Ghoul", 0);
    let reactor = g.summon("Test Reactor", 0);
    g.deal_damage(smith, 3);
    g.deal_damage(ghoul, 2);
    let armor = g.armor(0);
    g.clear_log();

    g.cast("Whirlwind", 0, None);

    // Armorsmith answers all three Damage Events, then dies with the Ghoul; the Ghoul's
    // Deathrattle hits Test Reactor in a later Phase, which Armorsmith no longer answers.
    let damaged = "damaged".to_string();
    let expected = vec![
        (smith, damaged.clone()),
        (smith, damaged.clone()),
        (smith, damaged),
        (ghoul, "deathrattle".into()),
    ];
    assert_eq!(triggered(&g.log()), expected);
    assert_eq!(g.armor(0), armor + 3);
    assert_eq!(g.health(reactor), 3);
    assert_eq!(g.board(0), vec![reactor]);
}

#[test]
fn a_queue_is_locked_once_it_starts_to_resolve() {
    // Rule 2c: a Queue is filled with every trigger that can respond, then locked. Echo's
    // damage to the hero opens a nested Phase; nothing it causes joins the outer Queue, which
    // still holds exactly Echo and Armorsmith.
    let mut g = new_game(GameOpts::default());
    let echo = g.summon("Test Echo", 0);
    let smith = g.summon("Armorsmith", 0);
    let reactor = g.summon("Test Reactor", 1);
    g.clear_log();

    g.deal_damage(smith, 1);

    let damaged = "damaged".to_string();
    assert_eq!(
        triggered(&g.log()),
        vec![(echo, damaged.clone()), (reactor, damaged.clone()), (smith, damaged)]
    );
    assert_eq!(g.attack(reactor), 2);
    assert_eq!(g.armor(0), 1);
}
