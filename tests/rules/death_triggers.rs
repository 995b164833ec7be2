//! Death triggers ("whenever a minion dies") answer Death Events in the Death Phase, in one
//! Queue with the Deathrattles, in order of play whatever their kind (Advanced rulebook).

use my_engine::harness::*;

use crate::common::triggered;

fn fillers_for(player: Player) -> GameOpts {
    let mut decks = [vec![], vec![]];
    decks[player] = vec!["Test Filler".to_string(); 5];
    GameOpts { decks }
}

#[test]
fn cult_master_played_before_the_loot_hoarder_draws_first() {
    let mut g = new_game(fillers_for(0));
    let master = g.summon("Cult Master", 0);
    let hoarder = g.summon("Loot Hoarder", 0);
    g.clear_log();

    g.deal_damage(hoarder, 1);

    let hand = g.hand(0);
    assert_eq!(hand.len(), 2);
    assert_eq!(
        g.log(),
        vec![
            GameEvent::Damaged { target: hoarder, amount: 1 },
            GameEvent::Destroyed { id: hoarder },
            GameEvent::DeathPhase { round: 1 },
            triggered(master, "died"),
            GameEvent::Drew { player: 0, id: hand[0] },
            triggered(hoarder, "deathrattle"),
            GameEvent::Drew { player: 0, id: hand[1] },
        ]
    );
}

#[test]
fn cult_master_played_after_the_loot_hoarder_draws_second() {
    let mut g = new_game(fillers_for(0));
    let hoarder = g.summon("Loot Hoarder", 0);
    let master = g.summon("Cult Master", 0);
    g.clear_log();

    g.deal_damage(hoarder, 1);

    let hand = g.hand(0);
    assert_eq!(hand.len(), 2);
    assert_eq!(
        g.log(),
        vec![
            GameEvent::Damaged { target: hoarder, amount: 1 },
            GameEvent::Destroyed { id: hoarder },
            GameEvent::DeathPhase { round: 1 },
            triggered(hoarder, "deathrattle"),
            GameEvent::Drew { player: 0, id: hand[0] },
            triggered(master, "died"),
            GameEvent::Drew { player: 0, id: hand[1] },
        ]
    );
}

#[test]
fn cult_master_removed_in_the_same_step_as_a_friend_draws_nothing() {
    let mut g = new_game(fillers_for(0));
    let master = g.summon("Cult Master", 0);
    let hoarder = g.summon("Loot Hoarder", 0);
    g.deal_damage(master, 1);
    g.clear_log();

    g.cast("Whirlwind", 0, None);

    let hand = g.hand(0);
    assert_eq!(hand.len(), 1, "only the Loot Hoarder's Deathrattle draws");
    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Whirlwind".into() },
            GameEvent::Damaged { target: master, amount: 1 },
            GameEvent::Damaged { target: hoarder, amount: 1 },
            GameEvent::Destroyed { id: master },
            GameEvent::Destroyed { id: hoarder },
            GameEvent::DeathPhase { round: 1 },
            triggered(hoarder, "deathrattle"),
            GameEvent::Drew { player: 0, id: hand[0] },
        ]
    );
}

#[test]
fn cult_master_answers_only_its_own_side_and_flesheating_ghoul_every_death() {
    let mut g = new_game(fillers_for(0));
    let ghoul = g.summon("Flesheating Ghoul", 0);
    let master = g.summon("Cult Master", 0);
    let first = g.summon("Test Filler", 1);
    let second = g.summon("Test Filler", 1);
    g.clear_log();

    g.cast("Whirlwind", 0, None);

    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Whirlwind".into() },
            GameEvent::Damaged { target: ghoul, amount: 1 },
            GameEvent::Damaged { target: master, amount: 1 },
            GameEvent::Damaged { target: first, amount: 1 },
            GameEvent::Damaged { target: second, amount: 1 },
            GameEvent::Destroyed { id: first },
            GameEvent::Destroyed { id: second },
            GameEvent::DeathPhase { round: 1 },
            triggered(ghoul, "died"),
            GameEvent::StatsChanged { id: ghoul, attack: 3, health: 2 },
            triggered(ghoul, "died"),
            GameEvent::StatsChanged { id: ghoul, attack: 4, health: 2 },
        ]
    );
    assert!(g.hand(0).is_empty(), "an enemy minion's death is not one of yours");
}

#[test]
fn death_triggers_answer_each_death_phase_of_a_chain() {
    // The Unstable Ghoul dies; its Deathrattle kills the Harvest Golem, which dies in Death
    // Phase 2. Flesheating Ghoul, played first, answers each death before its Deathrattle.
    let mut g = new_game(GameOpts::default());
    let ghoul = g.summon("Flesheating Ghoul", 1);
    let golem = g.summon("Harvest Golem", 0);
    let unstable = g.summon("Unstable Ghoul", 0);
    g.deal_damage(golem, 2);
    g.deal_damage(unstable, 2);
    g.clear_log();

    g.deal_damage(unstable, 1);

    let damaged_golem = g.board(0)[0];
    assert_eq!(
        g.log(),
        vec![
            GameEvent::Damaged { target: unstable, amount: 1 },
            GameEvent::Destroyed { id: unstable },
            GameEvent::DeathPhase { round: 1 },
            triggered(ghoul, "died"),
            GameEvent::StatsChanged { id: ghoul, attack: 3, health: 3 },
            triggered(unstable, "deathrattle"),
            GameEvent::Damaged { target: ghoul, amount: 1 },
            GameEvent::Damaged { target: golem, amount: 1 },
            GameEvent::Destroyed { id: golem },
            GameEvent::DeathPhase { round: 2 },
            triggered(ghoul, "died"),
            GameEvent::StatsChanged { id: ghoul, attack: 4, health: 2 },
            triggered(golem, "deathrattle"),
            GameEvent::Summoned { id: damaged_golem },
        ]
    );
}

/// `DeathPhase`'s `round` counts the Death Phases of one death step: a call that runs the death
/// step twice (a spell's text, then its After Spell Phase) numbers each from 1.
#[test]
fn each_death_step_numbers_its_death_phases_from_one() {
    let mut g = new_game(fillers_for(0));
    let pyromancer = g.summon("Wild Pyromancer", 0);
    let first = g.summon("Wisp", 1);
    let second = g.summon("Wisp", 1);
    g.clear_log();

    g.cast("Moonfire", 0, Some(first));

    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Moonfire".into() },
            GameEvent::Damaged { target: first, amount: 1 },
            GameEvent::Destroyed { id: first },
            GameEvent::DeathPhase { round: 1 },
            triggered(pyromancer, "after_spell"),
            GameEvent::Damaged { target: pyromancer, amount: 1 },
            GameEvent::Damaged { target: second, amount: 1 },
            GameEvent::Destroyed { id: second },
            GameEvent::DeathPhase { round: 1 },
        ]
    );
}

/// "Whenever a friendly Beast dies": a friendly Beast's death answers, an enemy Beast's and a
/// friendly minion of no tribe do not.
#[test]
fn a_tribe_death_trigger_answers_a_friendly_minion_of_its_tribe_only() {
    let mut g = new_game(fillers_for(0));
    let hyena = g.summon("Scavenging Hyena", 0);
    let wisp = g.summon("Wisp", 0);
    let enemy = g.summon("Bloodfen Raptor", 1);
    let raptor = g.summon("Bloodfen Raptor", 0);
    g.deal_damage(wisp, 1);
    g.deal_damage(enemy, 2);
    g.clear_log();

    g.deal_damage(raptor, 2);

    assert_eq!(
        g.log(),
        vec![
            GameEvent::Damaged { target: raptor, amount: 2 },
            GameEvent::Destroyed { id: raptor },
            GameEvent::DeathPhase { round: 1 },
            triggered(hyena, "died"),
            GameEvent::StatsChanged { id: hyena, attack: 4, health: 3 },
        ]
    );
}
