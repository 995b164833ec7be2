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

#[test]
fn order_of_play_not_board_position_orders_area_damage() {
    // Architecture invariant 8: the Damaged Golem takes its Golem's place on the board, left
    // of Test Reactor, but the newest order of play; the next Whirlwind hits Reactor first.
    let mut g = new_game(GameOpts::default());
    let golem = g.summon("Harvest Golem", 0);
    let reactor = g.summon("Test Reactor", 0);
    g.destroy(golem);
    let token = g.board(0)[0];
    assert_eq!(g.board(0), vec![token, reactor]);
    let order = |id| g.engine().order_of_play(id).unwrap();
    assert_eq!((order(g.hero(0)), order(g.hero(1))), (Some(1), Some(2)), "the heroes come first");
    assert_eq!((order(golem), order(reactor), order(token)), (Some(3), Some(4), Some(5)));
    g.clear_log();

    g.cast("Whirlwind", 0, None);

    let log = g.log();
    assert_eq!(log[1], GameEvent::Damaged { target: reactor, amount: 1 });
    assert_eq!(log[2], GameEvent::Damaged { target: token, amount: 1 });
}

#[test]
fn a_card_in_a_deck_has_no_order_of_play_until_it_enters_play() {
    let g = new_game(GameOpts::default().deck(0, &["Armorsmith"]));
    let card = g.deck(0)[0];
    assert_eq!(g.engine().order_of_play(card), Ok(None));
}
