//! Legal moves: the game lists what the player whose turn it is can do, and accepts only that.

use my_engine::content::library;
use my_engine::engine::{CardId, Error, Game, Id, Limits, Move};

fn card(name: &str) -> CardId {
    library().find(name).unwrap()
}

/// A begun game on player 0's turn 3, with `awake` minions summoned before two turns passed
/// and `fresh` ones summoned on this turn.
fn game(awake: &[(&str, usize)], fresh: &[(&str, usize)]) -> (Game, Vec<Id>) {
    let filler = card("Test Filler");
    let mut g = Game::new(library(), [vec![filler; 30], vec![filler; 30]], Limits::default());
    g.begin().unwrap();
    let mut ids: Vec<Id> =
        awake.iter().map(|&(name, player)| g.summon(card(name), player).unwrap()).collect();
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    ids.extend(fresh.iter().map(|&(name, player)| g.summon(card(name), player).unwrap()));
    (g, ids)
}

fn attack(attacker: Id, defender: Id) -> Move {
    Move::Attack { attacker, defender }
}

#[test]
fn the_moves_are_each_legal_attack_then_ending_the_turn_in_a_fixed_order() {
    let (g, ids) =
        game(&[("Bloodfen Raptor", 0), ("Chillwind Yeti", 1), ("Wolfrider", 0)], &[("Boulderfist Ogre", 0)]);
    let (raptor, yeti, wolfrider) = (ids[0], ids[1], ids[2]);
    let hero = g.hero(1).unwrap();
    // The Ogre entered play this turn; the Yeti is the opponent's.
    assert_eq!(
        g.legal_moves(),
        [
            attack(raptor, hero),
            attack(raptor, yeti),
            attack(wolfrider, hero),
            attack(wolfrider, yeti),
            Move::EndTurn
        ]
    );
}

#[test]
fn taunt_and_spent_attacks_narrow_the_moves() {
    let (mut g, ids) =
        game(&[("Bloodfen Raptor", 0), ("Sen'jin Shieldmasta", 1), ("Chillwind Yeti", 1)], &[]);
    let (raptor, shieldmasta) = (ids[0], ids[1]);
    assert_eq!(g.legal_moves(), [attack(raptor, shieldmasta), Move::EndTurn]);
    g.make(attack(raptor, shieldmasta)).unwrap();
    assert_eq!(g.legal_moves(), [Move::EndTurn], "the Raptor has attacked");
}

#[test]
fn only_a_legal_move_is_made() {
    let (mut g, ids) = game(&[("Bloodfen Raptor", 0), ("Sen'jin Shieldmasta", 1)], &[]);
    let hero = g.hero(1).unwrap();
    let before = g.clone();
    let illegal = attack(ids[0], hero);
    assert!(!g.legal_moves().contains(&illegal));
    assert_eq!(g.make(illegal), Err(Error::MustAttackTaunt { defender: hero, taunt: ids[1] }));
    assert_eq!(g, before);
    g.make(Move::EndTurn).unwrap();
    assert_eq!(g.turn().map(|turn| turn.player), Some(1));
}

#[test]
fn there_are_no_moves_before_the_game_begins_or_after_it_ends() {
    let mut g = Game::new(library(), [Vec::new(), Vec::new()], Limits::default());
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.make(Move::EndTurn), Err(Error::NotBegun));
    g.begin().unwrap();
    assert_eq!(g.legal_moves(), [Move::EndTurn]);
    let hero = g.hero(1).unwrap();
    g.deal_damage(hero, 30).unwrap();
    assert!(g.legal_moves().is_empty(), "the game is over");
}

#[test]
fn a_move_reads_and_writes_as_json() {
    let mv = attack(Id::from_number(4), Id::from_number(1));
    let json = serde_json::to_string(&mv).unwrap();
    assert_eq!(json, r#"{"move":"attack","attacker":4,"defender":1}"#);
    assert_eq!(serde_json::from_str::<Move>(&json).unwrap(), mv);
    assert_eq!(serde_json::to_string(&Move::EndTurn).unwrap(), r#"{"move":"end_turn"}"#);
}
