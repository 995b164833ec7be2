//! A spell's play requirement of free places on its player's board (`"board_slots_needed"`,
//! the game's `REQ_NUM_MINION_SLOTS`): the spells that summon are not listed, and are refused by
//! name, while their player's board is full; the opponent's full board asks nothing.

use my_engine::content::library;
use my_engine::engine::{Error, Game, Id, Limits, Move, Player};

use crate::common::card;

/// A begun game, player 0 to move with 10 Mana Crystals, `own` Wisps on their board and
/// `theirs` on the opponent's, and Mirror Image in their hand.
fn with_boards(own: usize, theirs: usize) -> (Game, Id) {
    let mut g = Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap();
    g.begin().unwrap();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    for (player, count) in [(Player::FIRST, own), (Player::SECOND, theirs)] {
        for _ in 0..count {
            g.summon(card("Wisp"), player).unwrap();
        }
    }
    let spell = g.add_to_hand(card("Mirror Image"), Player::FIRST).unwrap();
    (g, spell)
}

fn listed(g: &Game, spell: Id) -> bool {
    g.legal_moves().contains(&Move::PlaySpell { card: spell, target: None })
}

#[test]
fn a_spell_that_summons_is_not_played_onto_a_full_board() {
    let (mut g, spell) = with_boards(7, 0);
    assert!(!listed(&g, spell), "a full board: not listed");
    let before = g.clone();
    let refused = g.play(spell, 0, None);
    assert_eq!(refused, Err(Error::TooFewBoardSlots { card: "Mirror Image".into(), needed: 1 }));
    assert_eq!(
        refused.unwrap_err().to_string(),
        "\"Mirror Image\" needs 1 of the 7 places on your board free: play it when there is room"
    );
    assert_eq!(g, before, "nothing changed");
}

#[test]
fn one_free_place_is_enough_and_the_opponents_board_asks_nothing() {
    let (mut g, spell) = with_boards(6, 7);
    assert!(listed(&g, spell), "one free place: listed");
    g.play(spell, 0, None).unwrap();
    assert_eq!(g.board(Player::FIRST).len(), 7, "one of the two images fits");
}
