//! "Choose One" (the wiki's Choose One page: the player chooses one of two effects as they play
//! the card): each option is a move of its own (`Move::ChooseOne`), listed with its own aim's
//! targets; a spell is cast as itself with the option as its text, a minion's option is its
//! Battlecry. A Choose One card is never played without an option.

use my_engine::content::library;
use my_engine::engine::{Error, Event, Game, Id, Limits, Move, Player};
use my_engine::search::actions;

use crate::common::{card, summon};

/// A begun game, player 0 to move with 10 Mana Crystals, each deck 20 Test Fillers.
fn game() -> Game {
    let deck = vec![card("Test Filler"); 20];
    let mut g = Game::new(library(), [deck.clone(), deck], Limits::default()).unwrap();
    g.begin().unwrap();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    g
}

/// The legal moves that play `id`.
fn plays_of(g: &Game, id: Id) -> Vec<Move> {
    let plays = |mv: &Move| match *mv {
        Move::PlayMinion { card, .. } | Move::PlaySpell { card, .. } | Move::ChooseOne { card, .. } => {
            card == id
        }
        _ => false,
    };
    g.legal_moves().into_iter().filter(plays).collect()
}

#[test]
fn each_option_is_a_move_of_its_own_with_its_own_aims_targets() {
    let mut g = game();
    let starfall = g.add_to_hand(card("Starfall"), Player::FIRST).unwrap();
    let stellar_drift_only = vec![Move::ChooseOne { card: starfall, option: 1, position: 0, target: None }];
    assert_eq!(plays_of(&g, starfall), stellar_drift_only, "Starlord needs a minion: none is there");
    let wrath = g.add_to_hand(card("Wrath"), Player::FIRST).unwrap();
    assert_eq!(plays_of(&g, wrath), [], "both of Wrath's options need a minion");
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    let at_yeti = |option| Move::ChooseOne { card: wrath, option, position: 0, target: Some(yeti) };
    assert_eq!(plays_of(&g, wrath), [at_yeti(0), at_yeti(1)]);
    let keeper = g.add_to_hand(card("Keeper of the Grove"), Player::FIRST).unwrap();
    let keeper_plays = plays_of(&g, keeper);
    // Moonfire at any of three characters, Dispel at the Yeti; one position (an empty board).
    let targets: Vec<(u8, Option<Id>)> = keeper_plays
        .iter()
        .map(|mv| match *mv {
            Move::ChooseOne { option, target, position: 0, .. } => (option, target),
            other => panic!("{other:?}"),
        })
        .collect();
    let (hero0, hero1) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
    assert_eq!(targets, [(0, Some(hero0)), (0, Some(hero1)), (0, Some(yeti)), (1, Some(yeti))]);
}

#[test]
fn every_listed_option_is_made_and_a_play_without_one_is_refused_changing_nothing() {
    let mut g = game();
    summon(&mut g, "Chillwind Yeti", Player::SECOND);
    summon(&mut g, "Bloodfen Raptor", Player::FIRST);
    let names =
        ["Wrath", "Starfall", "Nourish", "Power of the Wild", "Mark of Nature", "Keeper of the Grove"];
    let ids: Vec<Id> = names.iter().map(|name| g.add_to_hand(card(name), Player::FIRST).unwrap()).collect();
    for &id in &ids {
        let listed = plays_of(&g, id);
        assert!(!listed.is_empty(), "{id:?}");
        for mv in listed {
            let mut tried = g.clone();
            assert_eq!(tried.make(mv), Ok(()), "{mv:?}");
        }
    }
    let coin = g.add_to_hand(card("The Coin"), Player::FIRST).unwrap();
    let (log, snapshot) = (g.log().len(), g.snapshot().unwrap().to_json());
    let wrath = ids[0];
    assert_eq!(
        g.play(wrath, 0, None).unwrap_err().to_string(),
        "\"Wrath\" is a Choose One card: play it with one of its options, numbered from 0 (\"Solar Wrath\", \"Nature's Wrath\"), by Game::play_choosing or Move::ChooseOne"
    );
    assert_eq!(
        g.play_choosing(wrath, 2, 0, None).unwrap_err(),
        Error::NoSuchOption { card: "Wrath".to_owned(), option: 2 }
    );
    assert_eq!(
        g.play_choosing(wrath, 0, 0, None).unwrap_err(),
        Error::SpellNeedsTarget { card: "Wrath".to_owned() }
    );
    let nourish = ids[2];
    let hero = g.hero(Player::SECOND);
    assert_eq!(
        g.play_choosing(nourish, 0, 0, Some(hero)).unwrap_err(),
        Error::SpellTakesNoTarget { card: "Nourish".to_owned(), target: hero }
    );
    assert_eq!(
        g.play_choosing(coin, 0, 0, None).unwrap_err(),
        Error::NoSuchOption { card: "The Coin".to_owned(), option: 0 }
    );
    assert_eq!(
        (g.log().len(), g.snapshot().unwrap().to_json()),
        (log, snapshot),
        "every refusal changed nothing"
    );
}

#[test]
fn a_choose_one_spell_is_cast_as_itself_so_spell_damage_counts() {
    let mut g = game();
    summon(&mut g, "Kobold Geomancer", Player::FIRST);
    let ogre = summon(&mut g, "Boulderfist Ogre", Player::SECOND);
    let starfall = g.add_to_hand(card("Starfall"), Player::FIRST).unwrap();
    g.clear_log();
    g.play_choosing(starfall, 0, 0, Some(ogre)).unwrap();
    let log: Vec<Event> = g.log().iter().map(|record| record.event).collect();
    assert_eq!(log[1], Event::SpellCast { card: card("Starfall") });
    assert_eq!(g.health(ogre), Ok(1), "Starlord's 5 and Spell Damage +1");
}

#[test]
fn a_choose_one_minions_option_is_its_battlecry_at_its_own_aim() {
    let mut g = game();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    let keeper = g.add_to_hand(card("Keeper of the Grove"), Player::FIRST).unwrap();
    assert_eq!(
        g.play_choosing(keeper, 1, 0, None).unwrap_err(),
        Error::BattlecryNeedsTarget { card: "Keeper of the Grove".to_owned() },
        "Dispel has a minion to aim at"
    );
    g.play_choosing(keeper, 0, 0, Some(yeti)).unwrap();
    assert_eq!(g.health(yeti), Ok(3), "Moonfire: 2 damage, no Spell Damage (a Battlecry)");
    let war = g.add_to_hand(card("Ancient of War"), Player::FIRST).unwrap();
    g.gain_mana_this_turn(Player::FIRST, 1).unwrap();
    assert_eq!(
        g.play_choosing(war, 0, 0, Some(yeti)).unwrap_err(),
        Error::MinionTakesNoTarget { card: "Ancient of War".to_owned(), target: yeti }
    );
    g.play_choosing(war, 0, 1, None).unwrap();
    assert_eq!((g.attack(war), g.health(war)), (Ok(10), Ok(5)), "Uproot");
    assert_eq!(g.board(Player::FIRST), [keeper, war]);
}

#[test]
fn the_action_space_numbers_each_option_and_names_it() {
    let mut g = game();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    let wrath = g.add_to_hand(card("Wrath"), Player::FIRST).unwrap();
    let keeper = g.add_to_hand(card("Keeper of the Grove"), Player::FIRST).unwrap();
    for mv in plays_of(&g, wrath).into_iter().chain(plays_of(&g, keeper)) {
        let action = actions::action_of(&g, mv).expect("a number");
        assert!((1_461..actions::NUM_DISTINCT_ACTIONS).contains(&action), "{action}");
        assert_eq!(actions::move_of(&g, action), Ok(mv));
    }
    let solar = Move::ChooseOne { card: wrath, option: 0, position: 0, target: Some(yeti) };
    let action = actions::action_of(&g, solar).unwrap();
    assert_eq!(
        actions::action_to_string(&g, action),
        format!("play Wrath #{} choosing Solar Wrath at Chillwind Yeti #{}", wrath.number(), yeti.number())
    );
    assert!(actions::legal_actions(&g).contains(&action));
    let number_of = |hand: u32, option: u32, position: u32| 1_461 + ((hand * 2 + option) * 8 + position) * 17;
    let wrath_at = g.hand(Player::FIRST).iter().position(|&id| id == wrath).unwrap() as u32;
    let not_legal =
        |number| matches!(actions::move_of(&g, number), Err(actions::ActionError::NotLegal { .. }));
    assert!(not_legal(number_of(wrath_at, 0, 1)), "a spell is played at position 0 only");
    assert!(not_legal(number_of(0, 0, 0)), "a card without options has no Choose One play");
    actions::apply_action(&mut g, action).unwrap();
    assert_eq!(g.health(yeti), Ok(2));
}

/// What a card could be played at (`Game::legal_targets`) is, for a Choose One card, either
/// option's targets; `Game::cast` of a Choose One spell, which names no option, is refused.
#[test]
fn a_choose_one_cards_legal_targets_are_either_options_and_a_cast_names_an_option() {
    let mut g = game();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    let wrath = g.add_to_hand(card("Wrath"), Player::FIRST).unwrap();
    let keeper = g.add_to_hand(card("Keeper of the Grove"), Player::FIRST).unwrap();
    let nourish = g.add_to_hand(card("Nourish"), Player::FIRST).unwrap();
    let (hero0, hero1) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
    assert_eq!(g.legal_targets(wrath), Ok(vec![yeti]));
    assert_eq!(g.legal_targets(keeper), Ok(vec![hero0, hero1, yeti]), "Moonfire's and Dispel's, each once");
    assert_eq!(g.legal_targets(nourish), Ok(vec![]));
    let log = g.log().len();
    let refused = g.cast(card("Wrath"), Player::FIRST, Some(yeti)).unwrap_err();
    assert!(matches!(refused, Error::ChooseAnOption { .. }), "{refused}");
    assert_eq!(g.log().len(), log);
}

/// Each Choose One play has a number of its own: a minion's at each position, a spell's at
/// position 0; no number for an option past the second, a position past the board's eighth
/// place or a card past the tenth in hand.
#[test]
fn each_choose_one_play_has_its_own_number_and_none_past_the_space() {
    let mut g = game();
    summon(&mut g, "Bloodfen Raptor", Player::FIRST);
    while g.hand(Player::FIRST).len() < 9 {
        g.add_to_hand(card("Test Filler"), Player::FIRST).unwrap();
    }
    let war = g.add_to_hand(card("Ancient of War"), Player::FIRST).unwrap(); // Hand position 9.
    let listed: Vec<Move> = plays_of(&g, war);
    assert_eq!(listed.len(), 4, "two options, two positions: {listed:?}");
    let numbers: Vec<u32> = listed.iter().map(|&mv| actions::action_of(&g, mv).expect("a number")).collect();
    let expected = |option: u32, position: u32| 1_461 + ((9 * 2 + option) * 8 + position) * 17;
    assert_eq!(numbers, [expected(0, 0), expected(0, 1), expected(1, 0), expected(1, 1)]);
    for (&mv, &number) in listed.iter().zip(&numbers) {
        assert_eq!(actions::move_of(&g, number), Ok(mv));
    }
    let play = |option, position| Move::ChooseOne { card: war, option, position, target: None };
    assert_eq!(actions::action_of(&g, play(2, 0)), None, "no third option");
    assert_eq!(actions::action_of(&g, play(0, 8)), None, "no ninth place");
    let past = g.add_to_hand(card("Ancient of War"), Player::FIRST).unwrap(); // Hand position 10.
    assert_eq!(
        actions::action_of(&g, Move::ChooseOne { card: past, option: 0, position: 0, target: None }),
        None
    );
    let beyond = actions::NUM_DISTINCT_ACTIONS;
    assert_eq!(
        actions::move_of(&g, beyond),
        Err(actions::ActionError::NoSuchAction { action: beyond }),
        "the number past the last names no play of the eleventh card"
    );
}
