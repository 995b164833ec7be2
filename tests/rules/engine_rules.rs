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

fn armor(player: Player, amount: i32) -> GameEvent {
    GameEvent::ArmorGained { player, amount }
}

fn triggered_by(source: Id) -> GameEvent {
    GameEvent::Triggered { source, trigger: "damaged".into() }
}

/// The one `Summoned` event of `log`.
fn summoned(log: &[GameEvent]) -> Id {
    let ids: Vec<Id> = log
        .iter()
        .filter_map(|ev| match ev {
            GameEvent::Summoned { id } => Some(*id),
            _ => None,
        })
        .collect();
    assert_eq!(ids.len(), 1, "one minion is summoned: {log:?}");
    ids[0]
}

#[test]
fn a_minion_summoned_while_a_queue_resolves_does_not_answer_it() {
    // Rule 2c: Test Spawner's Armorsmith did not exist when the Queue for the damage was
    // filled, so it does not answer that damage, although it would match "a friendly minion".
    let mut g = new_game(GameOpts::default());
    let spawner = g.summon("Test Spawner", 0);
    let plating = g.summon("Test Plating", 0);
    g.clear_log();

    g.deal_damage(spawner, 1);

    let log = g.log();
    let smith = summoned(&log);
    let expected = vec![
        GameEvent::Damaged { target: spawner, amount: 1 },
        triggered_by(spawner),
        GameEvent::Summoned { id: smith },
        triggered_by(plating),
        armor(0, 2),
    ];
    assert_eq!(log, expected);
    assert_eq!(g.armor(0), 2, "Test Plating gains 2, the amount its action names");
    assert_eq!(g.board(0), vec![spawner, smith, plating], "a trigger's summon lands right of its minion");
}

#[test]
fn a_phase_asks_its_listeners_in_order_of_play_not_board_position() {
    // After the first damage the board reads Spawner, Armorsmith, Plating, but Plating is older
    // than the Armorsmith, so it answers the next Damage Event first.
    let mut g = new_game(GameOpts::default());
    let spawner = g.summon("Test Spawner", 0);
    let plating = g.summon("Test Plating", 0);
    g.deal_damage(spawner, 1);
    let smith = g.board(0)[1];
    g.clear_log();

    g.deal_damage(spawner, 1);

    let log = g.log();
    let second_smith = summoned(&log);
    let expected = vec![
        GameEvent::Damaged { target: spawner, amount: 1 },
        triggered_by(spawner),
        GameEvent::Summoned { id: second_smith },
        triggered_by(plating),
        armor(0, 2),
        triggered_by(smith),
        armor(0, 1),
    ];
    assert_eq!(log, expected);
    assert_eq!(g.board(0), vec![spawner, second_smith, smith, plating]);
}

#[test]
fn every_trigger_of_a_phase_is_queued_before_the_first_resolves() {
    // Whirlwind: both Damage Events' triggers are queued before Spawner's summon happens, so
    // the new Armorsmith answers neither, not even Plating's Damage Event queued after it.
    let mut g = new_game(GameOpts::default());
    let spawner = g.summon("Test Spawner", 0);
    let plating = g.summon("Test Plating", 0);
    g.clear_log();

    g.cast("Whirlwind", 0, None);

    let log = g.log();
    let smith = summoned(&log);
    let expected = vec![
        GameEvent::SpellCast { card: "Whirlwind".into() },
        GameEvent::Damaged { target: spawner, amount: 1 },
        GameEvent::Damaged { target: plating, amount: 1 },
        triggered_by(spawner),
        GameEvent::Summoned { id: smith },
        triggered_by(plating),
        armor(0, 2),
        triggered_by(plating),
        armor(0, 2),
    ];
    assert_eq!(log, expected);
    assert_eq!(g.armor(0), 4);
}

#[test]
fn a_mortally_wounded_minion_still_gains_attack() {
    // Frothing Berserker at 1 Health: Whirlwind leaves it at 0, and it still answers every
    // Damage Event of the Phase before the Death Creation Step removes it.
    let mut g = new_game(GameOpts::default());
    let frothing = g.summon("Frothing Berserker", 0);
    let filler = g.summon("Test Filler", 1);
    g.deal_damage(frothing, 3);
    assert_eq!((g.attack(frothing), g.health(frothing)), (3, 1));
    g.clear_log();

    g.cast("Whirlwind", 0, None);

    let expected = vec![
        GameEvent::SpellCast { card: "Whirlwind".into() },
        GameEvent::Damaged { target: frothing, amount: 1 },
        GameEvent::Damaged { target: filler, amount: 1 },
        triggered_by(frothing),
        GameEvent::StatsChanged { id: frothing, attack: 4, health: 0 },
        triggered_by(frothing),
        GameEvent::StatsChanged { id: frothing, attack: 5, health: 0 },
        GameEvent::Destroyed { id: frothing },
        GameEvent::Destroyed { id: filler },
        GameEvent::DeathPhase { round: 1 },
    ];
    assert_eq!(g.log(), expected);
    assert_eq!(g.attack(frothing), 5);
}

#[test]
fn the_death_creation_step_records_destroyed_in_order_of_play_not_board_order() {
    // The Damaged Golem stands left of Loot Hoarder but entered play after it; when both die
    // to one Whirlwind, the Hoarder is damaged and destroyed first.
    let mut g = new_game(GameOpts::default().deck(0, &["Test Filler"]));
    let golem = g.summon("Harvest Golem", 0);
    let hoarder = g.summon("Loot Hoarder", 0);
    g.destroy(golem);
    let token = g.board(0)[0];
    assert_eq!(g.board(0), vec![token, hoarder]);
    let card = g.deck(0)[0];
    g.clear_log();

    g.cast("Whirlwind", 0, None);

    let expected = vec![
        GameEvent::SpellCast { card: "Whirlwind".into() },
        GameEvent::Damaged { target: hoarder, amount: 1 },
        GameEvent::Damaged { target: token, amount: 1 },
        GameEvent::Destroyed { id: hoarder },
        GameEvent::Destroyed { id: token },
        GameEvent::DeathPhase { round: 1 },
        GameEvent::Triggered { source: hoarder, trigger: "deathrattle".into() },
        GameEvent::Drew { player: 0, id: card },
    ];
    assert_eq!(g.log(), expected);
}
