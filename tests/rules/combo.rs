//! Combo (the wiki's Combo page: "an ability that triggers only if the player has already
//! played another card this turn"): a card played from the hand counts, a Hero Power does not,
//! and a new turn starts again from none; a Battlecry aimed only with Combo takes a target only
//! then (the game's `REQ_TARGET_FOR_COMBO`).

use my_engine::content::library;
use my_engine::engine::{Error, Game, Id, Limits, Move, Player};

use crate::common::{card, summon};

/// A begun game, player 0 to move with 10 Mana Crystals, each deck 20 Test Fillers.
fn game() -> Game {
    let deck = vec![card("Test Filler"); 20];
    let mut g = Game::new(library(), [deck.clone(), deck], Limits::default()).unwrap();
    g.begin().unwrap();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    g
}

/// `name` put into player 0's hand: its id.
fn into_hand(g: &mut Game, name: &str) -> Id {
    g.add_to_hand(card(name), Player::FIRST).unwrap()
}

/// A Wisp played from player 0's hand: the card played before the Combo card.
fn play_a_wisp(g: &mut Game) {
    let wisp = into_hand(g, "Wisp");
    let end = g.board(Player::FIRST).len();
    g.play(wisp, end, None).unwrap();
}

#[test]
fn eviscerate_deals_4_only_after_another_card_was_played_this_turn() {
    let mut g = game();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    let first = into_hand(&mut g, "Eviscerate");
    g.play(first, 0, Some(yeti)).unwrap();
    assert_eq!(g.health(yeti), Ok(3), "the first card of the turn: no Combo");
    let second = into_hand(&mut g, "Eviscerate");
    g.play(second, 0, Some(yeti)).unwrap();
    assert_eq!(
        g.zone_of(yeti),
        Ok(my_engine::engine::Zone::Graveyard),
        "with Combo, 4 damage to a Yeti at 3 Health"
    );
}

#[test]
fn a_hero_power_is_no_card_played_and_a_new_turn_starts_without_combo() {
    let mut g = game();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    g.give_hero_power(card("Armor Up!"), Player::FIRST).unwrap();
    g.use_hero_power(None).unwrap();
    let eviscerate = into_hand(&mut g, "Eviscerate");
    g.play(eviscerate, 0, Some(yeti)).unwrap();
    assert_eq!(g.health(yeti), Ok(3), "no card played before it: 2 damage");
    play_a_wisp(&mut g);
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    let cold_blood = into_hand(&mut g, "Cold Blood");
    let wisp = g.board(Player::FIRST)[0];
    g.play(cold_blood, 0, Some(wisp)).unwrap();
    assert_eq!(g.attack(wisp), Ok(3), "last turn's cards count for nothing: +2 Attack");
}

#[test]
fn cold_blood_gives_4_attack_with_combo() {
    let mut g = game();
    play_a_wisp(&mut g);
    let wisp = g.board(Player::FIRST)[0];
    let cold_blood = into_hand(&mut g, "Cold Blood");
    g.play(cold_blood, 0, Some(wisp)).unwrap();
    assert_eq!(g.attack(wisp), Ok(5));
}

#[test]
fn a_battlecry_aimed_only_with_combo_takes_no_target_without_it() {
    let mut g = game();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    let agent = into_hand(&mut g, "SI:7 Agent");
    let plays: Vec<Move> = g
        .legal_moves()
        .into_iter()
        .filter(|mv| matches!(mv, Move::PlayMinion { card, .. } if *card == agent))
        .collect();
    assert_eq!(plays, vec![Move::PlayMinion { card: agent, position: 0, target: None }]);
    let before = g.clone();
    assert_eq!(
        g.play(agent, 0, Some(yeti)),
        Err(Error::MinionTakesNoTarget { card: "SI:7 Agent".into(), target: yeti })
    );
    assert_eq!(g, before);
    g.play(agent, 0, None).unwrap();
    assert_eq!(g.health(yeti), Ok(5), "no Combo: nothing dealt");
}

#[test]
fn si_7_agent_with_combo_must_aim_and_deals_2() {
    let mut g = game();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    play_a_wisp(&mut g);
    let agent = into_hand(&mut g, "SI:7 Agent");
    let targets: Vec<Option<Id>> = g
        .legal_moves()
        .into_iter()
        .filter_map(|mv| match mv {
            Move::PlayMinion { card, position: 0, target } if card == agent => Some(target),
            _ => None,
        })
        .collect();
    let wisp = g.board(Player::FIRST)[0];
    let (me, enemy) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
    assert_eq!(targets, [me, enemy, yeti, wisp].map(Some), "every character, in order of play");
    assert_eq!(g.play(agent, 0, None), Err(Error::BattlecryNeedsTarget { card: "SI:7 Agent".into() }));
    g.play(agent, 0, Some(yeti)).unwrap();
    assert_eq!(g.health(yeti), Ok(3));
}

#[test]
fn edwin_vancleef_gains_2_2_for_each_card_played_earlier_this_turn() {
    let mut g = game();
    let first = into_hand(&mut g, "Edwin VanCleef");
    g.play(first, 0, None).unwrap();
    assert_eq!((g.attack(first), g.health(first)), (Ok(2), Ok(2)), "the first card: no Combo");
    play_a_wisp(&mut g);
    let edwin = into_hand(&mut g, "Edwin VanCleef");
    let end = g.board(Player::FIRST).len();
    g.play(edwin, end, None).unwrap();
    assert_eq!(
        (g.attack(edwin), g.health(edwin)),
        (Ok(6), Ok(6)),
        "two cards before it (Edwin, the Wisp): +4/+4"
    );
}

#[test]
fn defias_ringleader_summons_a_bandit_to_its_right_with_combo_only() {
    let mut g = game();
    let alone = into_hand(&mut g, "Defias Ringleader");
    g.play(alone, 0, None).unwrap();
    assert_eq!(g.board(Player::FIRST), [alone]);
    let second = into_hand(&mut g, "Defias Ringleader");
    g.play(second, 0, None).unwrap();
    let board = g.board(Player::FIRST).to_vec();
    assert_eq!(board.len(), 3);
    assert_eq!((board[0], g.name_of(board[1]), board[2]), (second, Ok("Defias Bandit"), alone));
}

#[test]
fn kidnapper_with_combo_returns_a_minion_to_its_owners_hand() {
    let mut g = game();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    play_a_wisp(&mut g);
    let kidnapper = into_hand(&mut g, "Kidnapper");
    let hero = g.hero(Player::SECOND);
    assert_eq!(
        g.play(kidnapper, 0, Some(hero)),
        Err(Error::NotAimedAt { card: "Kidnapper".into(), target: hero, aim: "a minion".into() })
    );
    g.play(kidnapper, 0, Some(yeti)).unwrap();
    let returned = g.hand(Player::SECOND).iter().any(|&id| g.name_of(id) == Ok("Chillwind Yeti"));
    assert!(returned && g.board(Player::SECOND).is_empty(), "the Yeti back in its owner's hand");
}

#[test]
fn the_coin_counts_as_a_card_played_and_legal_targets_follow_combo() {
    let mut g = game();
    let agent = into_hand(&mut g, "SI:7 Agent");
    assert_eq!(g.legal_targets(agent), Ok(Vec::new()), "no Combo: the Battlecry takes no target");
    let coin = into_hand(&mut g, "The Coin");
    g.play(coin, 0, None).unwrap();
    let (me, enemy) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
    assert_eq!(g.legal_targets(agent), Ok(vec![me, enemy]), "The Coin was a card played");
    let eviscerate = into_hand(&mut g, "Eviscerate");
    g.play(eviscerate, 0, Some(enemy)).unwrap();
    assert_eq!(g.health(enemy), Ok(26), "Combo after The Coin: 4 damage");
}
