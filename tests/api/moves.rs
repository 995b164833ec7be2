//! Legal moves: the game lists what the player whose turn it is can do, and accepts only that.

use my_engine::content::library;
use my_engine::engine::Player;
use my_engine::engine::{
    CardId, Error, Event, Game, Id, Limits, ListedMoves, Move, Positions, SplitMix64, TriggerKind,
};

use crate::common::card;

/// A begun game on player 0's turn 3, with `awake` minions summoned before two turns passed
/// and `fresh` ones summoned on this turn. The decks are empty, so the hands are too: no
/// card can be played.
fn game(awake: &[(&str, Player)], fresh: &[(&str, Player)]) -> (Game, Vec<Id>) {
    let mut g = Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap();
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
    let (g, ids) = game(
        &[
            ("Bloodfen Raptor", Player::FIRST),
            ("Chillwind Yeti", Player::SECOND),
            ("Wolfrider", Player::FIRST),
        ],
        &[("Boulderfist Ogre", Player::FIRST)],
    );
    let (raptor, yeti, wolfrider) = (ids[0], ids[1], ids[2]);
    let hero = g.hero(Player::SECOND);
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
    let (mut g, ids) = game(
        &[
            ("Bloodfen Raptor", Player::FIRST),
            ("Sen'jin Shieldmasta", Player::SECOND),
            ("Chillwind Yeti", Player::SECOND),
        ],
        &[],
    );
    let (raptor, shieldmasta) = (ids[0], ids[1]);
    assert_eq!(g.legal_moves(), [attack(raptor, shieldmasta), Move::EndTurn]);
    g.make(attack(raptor, shieldmasta)).unwrap();
    assert_eq!(g.legal_moves(), [Move::EndTurn], "the Raptor has attacked");
}

#[test]
fn only_a_legal_move_is_made() {
    let (mut g, ids) =
        game(&[("Bloodfen Raptor", Player::FIRST), ("Sen'jin Shieldmasta", Player::SECOND)], &[]);
    let hero = g.hero(Player::SECOND);
    let before = g.clone();
    let illegal = attack(ids[0], hero);
    assert!(!g.legal_moves().contains(&illegal));
    assert_eq!(g.make(illegal), Err(Error::MustAttackTaunt { defender: hero, taunt: ids[1] }));
    assert_eq!(g, before);
    g.make(Move::EndTurn).unwrap();
    assert_eq!(g.turn().map(|turn| turn.player), Some(Player::SECOND));
}

#[test]
fn there_are_no_moves_before_the_game_begins_or_after_it_ends() {
    let mut g = Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap();
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.make(Move::EndTurn), Err(Error::NotBegun));
    g.begin().unwrap();
    assert_eq!(g.legal_moves(), [Move::EndTurn]);
    let hero = g.hero(Player::SECOND);
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

/// A begun game where player 0's deck is `deck` (top first), on player 0's turn `1 + turns`
/// (the game's turn `1 + 2 * turns`), with as many Mana Crystals.
fn playing(deck: &[&str], turns: usize) -> Game {
    let deck: Vec<CardId> = deck.iter().map(|name| card(name)).collect();
    let mut g = Game::new(library(), [deck, Vec::new()], Limits::default()).unwrap();
    g.begin().unwrap();
    for _ in 0..2 * turns {
        g.end_turn().unwrap();
    }
    g.clear_log();
    g
}

#[test]
fn playing_a_minion_costs_its_mana_and_puts_it_where_the_player_says() {
    // Player 0's third turn: three crystals; the hand starts Raptor, Filler, Yeti.
    let mut g =
        playing(&["Bloodfen Raptor", "Test Filler", "Chillwind Yeti", "Boulderfist Ogre", "Wolfrider"], 2);
    let hand = g.hand(Player::FIRST).to_vec();
    let (raptor, filler) = (hand[0], hand[1]);
    g.play(raptor, 0, None).unwrap();
    assert_eq!(g.mana(Player::FIRST).available(), 1);
    g.play(filler, 0, None).unwrap();
    assert_eq!(g.board(Player::FIRST), [filler, raptor], "the Filler went left of the Raptor");
    assert_eq!(g.zone_of(raptor), Ok(my_engine::engine::Zone::Board));
    let log: Vec<Event> = g.log().iter().map(|record| record.event).collect();
    let played = |id| [Event::Played { player: Player::FIRST, id }, Event::Summoned { id }];
    assert_eq!(log, [played(raptor), played(filler)].concat(), "each leaves the hand, then enters play");
    let yeti = hand[2];
    let before = g.clone();
    let refused = g.play(yeti, 0, None);
    assert_eq!(refused, Err(Error::NotEnoughMana { id: yeti, cost: 4, available: 0 }));
    assert_eq!(g, before);
    let hero = g.hero(Player::SECOND);
    assert_eq!(g.attack_with(raptor, hero), Err(Error::Sleeping { id: raptor }), "played this turn");
}

/// Attacks are listed as the boards show them, left to right, on both sides: a minion played
/// left of an older one comes first, although it is later in order of play.
#[test]
fn attacks_are_listed_left_to_right_on_both_boards() {
    let mut g = playing(&["Bloodfen Raptor", "Test Filler", "Chillwind Yeti"], 2);
    let hand = g.hand(Player::FIRST).to_vec();
    let (raptor, filler) = (hand[0], hand[1]);
    g.play(raptor, 0, None).unwrap();
    g.play(filler, 0, None).unwrap();
    assert!(g.order_of_play(raptor).unwrap() < g.order_of_play(filler).unwrap(), "the Filler came later");
    let yeti = g.summon(card("Chillwind Yeti"), Player::SECOND).unwrap();
    g.end_turn().unwrap();
    let hero = g.hero(Player::FIRST);
    let expected = [attack(yeti, hero), attack(yeti, filler), attack(yeti, raptor), Move::EndTurn];
    assert_eq!(g.legal_moves(), expected, "the defenders: the hero, then the board left to right");
    g.end_turn().unwrap();
    let enemy = g.hero(Player::SECOND);
    let attacks: Vec<Move> =
        g.legal_moves().into_iter().filter(|mv| matches!(mv, Move::Attack { .. })).collect();
    let expected = [attack(filler, enemy), attack(filler, yeti), attack(raptor, enemy), attack(raptor, yeti)];
    assert_eq!(attacks, expected, "the attackers left to right");
}

#[test]
fn a_spell_is_played_at_its_target_and_goes_to_the_graveyard() {
    let mut g =
        playing(&["Fireball", "Test Filler", "Test Filler", "Test Filler", "Test Filler", "Test Filler"], 3);
    let fireball = g.hand(Player::FIRST)[0];
    let hero = g.hero(Player::SECOND);
    assert_eq!(g.play(fireball, 0, None), Err(Error::SpellNeedsTarget { card: "Fireball".into() }));
    g.play(fireball, 0, Some(hero)).unwrap();
    assert_eq!((g.health(hero), g.zone_of(fireball)), (Ok(24), Ok(my_engine::engine::Zone::Graveyard)));
    assert_eq!(g.mana(Player::FIRST).available(), 0, "Fireball costs all four crystals");
}

#[test]
fn the_moves_list_every_play_then_attacks_then_ending_the_turn() {
    // Turn 1: one crystal; the hand is Filler, Fireball, Filler, Raptor.
    let g = playing(&["Test Filler", "Fireball", "Test Filler", "Bloodfen Raptor"], 0);
    let hand = g.hand(Player::FIRST).to_vec();
    assert_eq!(
        g.legal_moves(),
        [
            Move::PlayMinion { card: hand[0], position: 0, target: None },
            Move::PlayMinion { card: hand[2], position: 0, target: None },
            Move::EndTurn,
        ],
        "one crystal: only the Fillers, at the one position of an empty board"
    );
    let mut g = g;
    g.make(Move::PlayMinion { card: hand[0], position: 0, target: None }).unwrap();
    assert_eq!(g.legal_moves(), [Move::EndTurn], "the crystal is spent");
    let spell = g.make(Move::PlaySpell { card: hand[1], target: Some(g.hero(Player::SECOND)) });
    assert_eq!(spell, Err(Error::NotEnoughMana { id: hand[1], cost: 4, available: 0 }));
}

#[test]
fn a_move_of_the_wrong_kind_or_from_another_hand_is_refused() {
    let mut g =
        playing(&["Fireball", "Test Filler", "Test Filler", "Test Filler", "Test Filler", "Test Filler"], 3);
    let hand = g.hand(Player::FIRST).to_vec();
    let before = g.clone();
    assert_eq!(
        g.make(Move::PlayMinion { card: hand[0], position: 0, target: None }),
        Err(Error::WrongKindOfPlay { id: hand[0] })
    );
    assert_eq!(
        g.make(Move::PlaySpell { card: hand[1], target: None }),
        Err(Error::WrongKindOfPlay { id: hand[1] })
    );
    let hero = g.hero(Player::FIRST);
    assert_eq!(g.play(hero, 0, None), Err(Error::NotInYourHand { id: hero }));
    assert_eq!(g.play(hand[1], 5, None), Err(Error::NoSuchPosition { position: 5, len: 0 }));
    assert_eq!(
        g.play(hand[1], 0, Some(hero)),
        Err(Error::MinionTakesNoTarget { card: "Test Filler".into(), target: hero })
    );
    assert_eq!(g, before);
}

#[test]
fn a_battlecry_resolves_after_the_minion_enters_play_at_the_target_the_player_picks() {
    let mut g = playing(&["Elven Archer", "Test Filler", "Test Filler", "Test Filler", "Test Filler"], 0);
    let archer = g.hand(Player::FIRST)[0];
    let hero = g.hero(Player::SECOND);
    assert_eq!(g.play(archer, 0, None), Err(Error::BattlecryNeedsTarget { card: "Elven Archer".into() }));
    g.play(archer, 0, Some(hero)).unwrap();
    let log: Vec<Event> = g.log().iter().map(|record| record.event).collect();
    assert_eq!(
        log,
        [
            Event::Played { player: Player::FIRST, id: archer },
            Event::Summoned { id: archer },
            Event::Triggered { source: archer, trigger: TriggerKind::Battlecry },
            Event::Damaged { target: hero, amount: 1 },
        ]
    );
    assert_eq!(g.log()[2].cause, Some(1), "the Battlecry answers the minion's entering play");
}

#[test]
fn a_friendly_minion_aims_only_at_friends_and_needs_none_without_them() {
    let mut g = playing(
        &["Shattered Sun Cleric", "Shattered Sun Cleric", "Test Filler", "Test Filler", "Test Filler"],
        5,
    );
    let hand = g.hand(Player::FIRST).to_vec();
    let (first, second) = (hand[0], hand[1]);
    let enemy_hero = g.hero(Player::SECOND);
    let untargeted = Move::PlayMinion { card: first, position: 0, target: None };
    assert!(g.legal_moves().contains(&untargeted), "no friendly minion: listed with no target");
    g.play(first, 0, None).unwrap(); // No friendly minion yet: played with no target.
    let bad = g.play(second, 1, Some(enemy_hero));
    assert_eq!(
        bad,
        Err(Error::NotAimedAt {
            card: "Shattered Sun Cleric".into(),
            target: enemy_hero,
            aim: "a friendly minion".into()
        })
    );
    assert_eq!(
        bad.unwrap_err().to_string(),
        format!(
            "\"Shattered Sun Cleric\" is aimed at a friendly minion, and {enemy_hero} is not one: pick one \
             of the characters it can aim at"
        )
    );
    let moves = g.legal_moves();
    assert!(moves.contains(&Move::PlayMinion { card: second, position: 1, target: Some(first) }));
    assert!(!moves.contains(&Move::PlayMinion { card: second, position: 1, target: None }));
    g.play(second, 1, Some(first)).unwrap();
    assert_eq!((g.attack(first), g.health(first)), (Ok(4), Ok(3)));
}

#[test]
fn voodoo_doctor_restores_2_health_to_the_character_picked() {
    let mut g = playing(&["Voodoo Doctor", "Test Filler", "Test Filler", "Test Filler"], 0);
    let doctor = g.hand(Player::FIRST)[0];
    let hero = g.hero(Player::FIRST);
    g.deal_damage(hero, 5).unwrap();
    g.clear_log();
    g.play(doctor, 0, Some(hero)).unwrap();
    let log: Vec<Event> = g.log().iter().map(|record| record.event).collect();
    assert_eq!(log[3..], [Event::Healed { target: hero, amount: 2 }]);
    assert_eq!(g.health(hero), Ok(27));
}

#[test]
fn at_the_right_end_a_minion_is_listed_once_per_target_and_the_buffer_is_emptied_first() {
    let mut g = playing(&["Shattered Sun Cleric", "Bloodfen Raptor", "Test Filler", "Fireball"], 3);
    let raptor = g.hand(Player::FIRST)[1];
    g.play(raptor, 0, None).unwrap();
    let every = g.legal_moves();
    let right_end = |mv: &Move| !matches!(mv, Move::PlayMinion { position, .. } if *position != 1);
    let expected: Vec<Move> = every.iter().copied().filter(right_end).collect();
    assert!(expected.len() < every.len(), "the Cleric and the Filler have a left-end position too");
    let mut buffer = vec![Move::EndTurn; 3];
    g.legal_moves_into(Positions::RightEnd, &mut buffer);
    assert_eq!(buffer, expected);
    g.legal_moves_into(Positions::Every, &mut buffer);
    assert_eq!(buffer, every);
}

/// Random games from the playout's start: at every step, each listed move is accepted by a
/// copy of the game (or stopped by a limit, which a legal move can be). The lister builds
/// its moves and `make` checks them: the two must agree (the property test checks the other
/// way, that what is not listed is refused).
#[test]
fn every_listed_move_is_accepted_along_random_games() {
    for seed in 0..4 {
        let mut g = my_engine::search::playout_start();
        let mut random = SplitMix64::new(seed);
        while let Some(chosen) = my_engine::search::random_move(&g, &mut random) {
            for mv in g.legal_moves() {
                let accepted = g.clone().make(mv);
                assert!(
                    matches!(accepted, Ok(()) | Err(Error::Runaway { .. })),
                    "{mv:?} is listed: {accepted:?}"
                );
            }
            g.make(chosen).unwrap();
        }
        assert!(g.outcome().is_some(), "seed {seed}: the game ends");
    }
}

#[test]
fn a_full_board_lists_no_minion_play_and_a_full_enemy_board_every_defender() {
    let mut g = playing(&["Bloodfen Raptor", "Test Filler", "Test Filler", "Fireball"], 4);
    for _ in 0..7 {
        g.summon(card("Test Filler"), Player::FIRST).unwrap();
    }
    let moves = g.legal_moves();
    assert!(moves.iter().all(|mv| !matches!(mv, Move::PlayMinion { .. })), "no room: {moves:?}");
    assert!(moves.iter().any(|mv| matches!(mv, Move::PlaySpell { .. })), "a spell needs no room");

    let enemies = [("Test Filler", Player::SECOND); 7];
    let mut awake = vec![("Bloodfen Raptor", Player::FIRST)];
    awake.extend(enemies);
    let (g, ids) = game(&awake, &[]);
    let raptor = ids[0];
    let mut expected = vec![attack(raptor, g.hero(Player::SECOND))];
    expected.extend(ids[1..].iter().map(|&enemy| attack(raptor, enemy)));
    expected.push(Move::EndTurn);
    assert_eq!(g.legal_moves(), expected, "the hero and all seven minions can be attacked");
}

/// The moves of `g` as `list_moves` lists them, every position.
fn listed(g: &Game) -> ListedMoves {
    let mut listed = ListedMoves::new();
    g.list_moves(Positions::Every, &mut listed);
    listed
}

#[test]
fn a_listed_move_is_made_as_make_makes_it() {
    let (mut attacking, _) =
        game(&[("Bloodfen Raptor", Player::FIRST), ("Chillwind Yeti", Player::SECOND)], &[]);
    attacking.summon(card("Bloodfen Raptor"), Player::SECOND).unwrap();
    let deck =
        ["Bloodfen Raptor", "Fireball", "Elven Archer", "Test Filler", "Shattered Sun Cleric", "Flamestrike"];
    let mut playing = playing(&deck, 3);
    playing.summon(card("Chillwind Yeti"), Player::FIRST).unwrap();
    let kinds: std::collections::HashSet<_> = [&attacking, &playing]
        .iter()
        .flat_map(|g| g.legal_moves())
        .map(|mv| std::mem::discriminant(&mv))
        .collect();
    assert_eq!(kinds.len(), 4, "minion plays, spells, attacks and ending the turn are all compared");
    for g in [attacking, playing] {
        let listed = listed(&g);
        assert_eq!(*listed, *g.legal_moves());
        for index in 0..listed.len() {
            let (mut made, mut from_list) = (g.clone(), g.clone());
            made.make(listed[index]).unwrap();
            let listed_here = self::listed(&from_list);
            from_list.make_listed(&listed_here, index).unwrap();
            assert_eq!(from_list, made, "{:?}", listed[index]);
        }
    }
}

#[test]
fn a_listing_from_before_a_call_is_checked_again() {
    let (mut g, ids) = game(&[("Chillwind Yeti", Player::FIRST), ("Bloodfen Raptor", Player::SECOND)], &[]);
    let (yeti, raptor) = (ids[0], ids[1]);
    let listed = listed(&g);
    let at = listed.iter().position(|&mv| mv == attack(yeti, raptor)).unwrap();
    g.make_listed(&listed, at).unwrap();
    let before = g.clone();
    assert_eq!(g.make_listed(&listed, at), Err(Error::AlreadyAttacked { id: yeti }));
    assert_eq!(g, before);
}

#[test]
fn a_listing_of_another_game_or_of_a_copy_is_checked_again() {
    // Two games built by the same calls, one with a Taunt minion in the defender's way.
    let (mut open, ids) =
        game(&[("Chillwind Yeti", Player::FIRST), ("Bloodfen Raptor", Player::SECOND)], &[]);
    let (mut guarded, _) =
        game(&[("Chillwind Yeti", Player::FIRST), ("Sen'jin Shieldmasta", Player::SECOND)], &[]);
    let yeti = ids[0];
    let hero = open.hero(Player::SECOND);
    let listed = listed(&open);
    let at = listed.iter().position(|&mv| mv == attack(yeti, hero)).unwrap();
    let taunt = guarded.board(Player::SECOND)[0];
    assert_eq!(guarded.make_listed(&listed, at), Err(Error::MustAttackTaunt { defender: hero, taunt }));
    // A copy that made a call of its own while the game made another.
    let mut copy = open.clone();
    copy.make(attack(yeti, ids[1])).unwrap();
    open.deal_damage(hero, 1).unwrap();
    let listed = self::listed(&open);
    let at = listed.iter().position(|&mv| mv == attack(yeti, hero)).unwrap();
    let before = copy.clone();
    assert_eq!(copy.make_listed(&listed, at), Err(Error::AlreadyAttacked { id: yeti }));
    assert_eq!(copy, before);
    open.make_listed(&listed, at).unwrap();
    assert_eq!(open.health(hero), Ok(25), "1 damage, then the Yeti's 4");
}

#[test]
fn an_index_past_the_listing_is_refused() {
    let (mut g, _) = game(&[("Bloodfen Raptor", Player::FIRST)], &[]);
    let before = g.clone();
    assert_eq!(g.make_listed(&ListedMoves::new(), 0), Err(Error::NoSuchMove { index: 0, len: 0 }));
    let listed = listed(&g);
    let len = listed.len();
    assert_eq!(g.make_listed(&listed, len), Err(Error::NoSuchMove { index: len, len }));
    assert_eq!(g, before);
}
