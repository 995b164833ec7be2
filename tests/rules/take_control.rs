//! Taking control of a minion (issue "What cards do, part 2", item 2): the minion moves to
//! the far right of the taker's board and is theirs for every purpose, asleep unless it has
//! Charge, with its order of play, damage and enchantments; a condition on the opponent's
//! minions; a random enemy minion, each for some seed, never a mortally wounded one.

use std::collections::BTreeSet;

use my_engine::content::library;
use my_engine::engine::{Game, Limits, Move, Player};

use crate::common::{card, summon};

/// A begun game, player 0 to move with 10 Mana Crystals.
fn begun() -> Game {
    let mut g = Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap();
    g.begin().unwrap();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    g
}

/// "Unless the target minion has the Charge ability, it will not be able to attack in the
/// same round" (the wiki's Mind Control page): a stolen Chillwind Yeti is not listed to attack
/// and is refused; a stolen Wolfrider (Charge) attacks at once; next turn both may.
#[test]
fn a_stolen_minion_sleeps_this_turn_unless_it_has_charge() {
    let mut g = begun();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    let wolfrider = summon(&mut g, "Wolfrider", Player::SECOND);
    for stolen in [yeti, wolfrider] {
        g.cast(card("Mind Control"), Player::FIRST, Some(stolen)).unwrap();
    }
    assert_eq!(g.board(Player::FIRST), [yeti, wolfrider]);
    assert_eq!(g.owner_of(yeti).unwrap(), Player::FIRST);
    let hero = g.hero(Player::SECOND);
    let attacks = |g: &Game| -> Vec<_> {
        g.legal_moves()
            .into_iter()
            .filter_map(|mv| match mv {
                Move::Attack { attacker, defender } if defender == hero => Some(attacker),
                _ => None,
            })
            .collect()
    };
    assert_eq!(attacks(&g), [wolfrider], "the Yeti sleeps, the Wolfrider charges");
    assert!(g.attack_with(yeti, hero).is_err(), "the Yeti is refused");
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    assert_eq!(attacks(&g), [yeti, wolfrider], "next turn both are awake");
}

/// The stolen minion keeps its order of play, damage and enchantments: it is no new entity.
#[test]
fn a_stolen_minion_keeps_its_order_of_play_damage_and_enchantments() {
    let mut g = begun();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    g.cast(card("Blessing of Kings"), Player::SECOND, Some(yeti)).unwrap();
    g.cast(card("Moonfire"), Player::FIRST, Some(yeti)).unwrap();
    let played = g.order_of_play(yeti).unwrap();
    g.cast(card("Mind Control"), Player::FIRST, Some(yeti)).unwrap();
    assert_eq!(g.order_of_play(yeti).unwrap(), played);
    assert_eq!((g.attack(yeti).unwrap(), g.health(yeti).unwrap()), (8, 8), "4/5 +4/+4, 1 damage");
}

/// "If your opponent has 4 or more minions": with three, nothing is taken; with four, one.
#[test]
fn mind_control_tech_takes_a_minion_only_from_four_or_more() {
    for (theirs, taken) in [(3, 0), (4, 1)] {
        let mut g = begun();
        for _ in 0..theirs {
            summon(&mut g, "Wisp", Player::SECOND);
        }
        let tech = g.add_to_hand(card("Mind Control Tech"), Player::FIRST).unwrap();
        g.play(tech, 0, None).unwrap();
        assert_eq!(g.board(Player::FIRST).len(), 1 + taken, "{theirs} enemy minions");
        assert_eq!(g.board(Player::SECOND).len(), theirs - taken, "{theirs} enemy minions");
    }
}

/// "Take control of a random enemy minion": over 100 seeds, each of two standing enemy minions
/// is taken for some seed, and a mortally wounded one never (Rule 5: random targets skip it).
/// Player 1's Flamestrike kills player 0's Abomination and Sylvanas together; Abomination,
/// older, resolves its Deathrattle first (2 damage to ALL characters), which leaves player 1's
/// Wisp mortally wounded as Sylvanas's resolves.
#[test]
fn sylvanas_takes_each_standing_enemy_minion_for_some_seed_and_never_a_dying_one() {
    let mut taken = BTreeSet::new();
    for seed in 0..100 {
        let mut g = begun();
        summon(&mut g, "Abomination", Player::FIRST);
        let sylvanas = summon(&mut g, "Sylvanas Windrunner", Player::FIRST);
        let candidates =
            ["Chillwind Yeti", "Boulderfist Ogre"].map(|name| summon(&mut g, name, Player::SECOND));
        summon(&mut g, "Wisp", Player::SECOND);
        g.cast(card("Moonfire"), Player::SECOND, Some(sylvanas)).unwrap();
        g.reseed(seed);
        g.cast(card("Flamestrike"), Player::SECOND, None).unwrap();
        let [stolen] = *g.board(Player::FIRST) else { panic!("seed {seed}: one minion taken") };
        assert!(candidates.contains(&stolen), "seed {seed}: {}", g.name_of(stolen).unwrap());
        taken.insert(g.name_of(stolen).unwrap());
    }
    assert_eq!(taken, BTreeSet::from(["Boulderfist Ogre", "Chillwind Yeti"]));
}

/// "Return effects return the minion to the hand of the controlling player, even if that is
/// not the player who originally summoned the minion" (the wiki's Return to hand page): a
/// Yeti player 0 took from player 1 and that player 1 then Saps goes to player 0's hand.
#[test]
fn a_taken_minion_returned_goes_to_its_takers_hand() {
    let mut g = begun();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    g.cast(card("Mind Control"), Player::FIRST, Some(yeti)).unwrap();
    let before = g.hand(Player::FIRST).len();
    g.cast(card("Sap"), Player::SECOND, Some(yeti)).unwrap();
    assert_eq!(g.hand(Player::FIRST).len(), before + 1);
    assert_eq!(g.hand(Player::FIRST).last(), Some(&yeti));
    assert!(g.board(Player::FIRST).is_empty() && g.board(Player::SECOND).is_empty());
}

/// A minion taken for the turn (Shadow Madness) attacks at once with its enchantment's Charge,
/// goes back at the end of the turn, and attacks for its owner on their turn; one returned to
/// its taker's hand and played again stays with the taker when that turn ends.
#[test]
fn a_minion_taken_for_the_turn_goes_back_awake_unless_it_left_play() {
    let mut g = begun();
    let raptor = summon(&mut g, "Bloodfen Raptor", Player::SECOND);
    g.cast(card("Shadow Madness"), Player::FIRST, Some(raptor)).unwrap();
    let enemy = g.hero(Player::SECOND);
    g.attack_with(raptor, enemy).unwrap();
    g.end_turn().unwrap();
    assert_eq!(g.board(Player::SECOND), [raptor], "given back");
    let mine = g.hero(Player::FIRST);
    assert!(
        g.legal_moves().contains(&Move::Attack { attacker: raptor, defender: mine }),
        "awake for its owner"
    );

    let mut g = begun();
    let raptor = summon(&mut g, "Bloodfen Raptor", Player::SECOND);
    g.cast(card("Shadow Madness"), Player::FIRST, Some(raptor)).unwrap();
    g.cast(card("Sap"), Player::SECOND, Some(raptor)).unwrap();
    assert_eq!(g.hand(Player::FIRST).last(), Some(&raptor));
    g.play(raptor, 0, None).unwrap();
    g.end_turn().unwrap();
    assert_eq!(g.board(Player::FIRST), [raptor], "a fresh card, its taker's for good");
}

/// A minion that attacked for its old side this round attacks again for its taker with the
/// Charge Shadow Madness gives: its attacks are counted afresh on its new side.
#[test]
fn a_minion_that_attacked_for_its_old_side_can_attack_for_its_taker_with_charge() {
    let mut g = begun();
    g.end_turn().unwrap();
    let raptor = summon(&mut g, "Bloodfen Raptor", Player::SECOND);
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    let hero0 = g.hero(Player::FIRST);
    g.attack_with(raptor, hero0).unwrap();
    g.end_turn().unwrap();
    g.cast(card("Shadow Madness"), Player::FIRST, Some(raptor)).unwrap();
    let hero1 = g.hero(Player::SECOND);
    assert!(g.legal_moves().contains(&Move::Attack { attacker: raptor, defender: hero1 }));
    g.attack_with(raptor, hero1).unwrap();
}
