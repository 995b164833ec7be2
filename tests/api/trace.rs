//! The reaction tree: every event hangs under the event that caused it.

use my_engine::content::library;
use my_engine::engine::Player;
use my_engine::engine::{Event, Game, Limits, Node, TriggerKind};

use crate::common::card;

/// The tree as (index, depth) pairs in depth-first order.
fn shape(nodes: &[Node], depth: usize, out: &mut Vec<(u32, usize)>) {
    for node in nodes {
        out.push((node.index, depth));
        shape(&node.children, depth + 1, out);
    }
}

#[test]
fn depth_first_example_nests_each_reaction_under_its_cause() {
    let mut g = Game::new(library(), [vec![], vec![]], Limits::default()).unwrap();
    g.summon(card("Test Echo"), Player::FIRST).unwrap();
    let smith = g.summon(card("Armorsmith"), Player::FIRST).unwrap();
    g.summon(card("Test Reactor"), Player::FIRST).unwrap();
    g.clear_log();
    g.deal_damage(smith, 1).unwrap();

    let trace = g.trace();
    let mut tree = Vec::new();
    shape(&trace, 0, &mut tree);
    // Damaged S ─┬─ Triggered E ── Damaged hero ── Triggered R ── StatsChanged R
    //            └─ Triggered S ── ArmorGained
    assert_eq!(tree, [(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (5, 1), (6, 2)]);
    assert_eq!(trace[0].event, Event::Damaged { target: smith, amount: 1 });
    assert_eq!(g.log()[0].cause, None, "the action a call started with has no cause");
    assert_eq!(g.log()[5].cause, Some(0), "Armorsmith answers the first Damage Event");
}

#[test]
fn deaths_are_roots_and_deathrattles_hang_under_their_death_phase() {
    let mut g = Game::new(library(), [vec![card("Test Filler")], vec![]], Limits::default()).unwrap();
    let hoarder = g.summon(card("Loot Hoarder"), Player::FIRST).unwrap();
    g.summon(card("Armorsmith"), Player::FIRST).unwrap();
    g.clear_log();
    g.cast(card("Whirlwind"), Player::FIRST, None).unwrap();

    let mut tree = Vec::new();
    shape(&g.trace(), 0, &mut tree);
    // 0 SpellCast ─┬─ 1 Damaged H ── 3 Triggered S ── 4 ArmorGained
    //              └─ 2 Damaged S ── 5 Triggered S ── 6 ArmorGained
    // 7 Destroyed H
    // 8 DeathPhase 1 ── 9 Triggered H (deathrattle) ── 10 Drew
    assert_eq!(
        tree,
        [(0, 0), (1, 1), (3, 2), (4, 3), (2, 1), (5, 2), (6, 3), (7, 0), (8, 0), (9, 1), (10, 2)]
    );
    assert_eq!(g.log()[9].event, Event::Triggered { source: hoarder, trigger: TriggerKind::Deathrattle });
    assert_eq!(g.log()[9].cause, Some(8));
}
