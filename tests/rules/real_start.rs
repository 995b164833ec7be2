//! The real game's start (`Rules::hearthstone`): the opening hands, each player's mulligan, the
//! card for the second player, then the first turn; the course's start goes straight to it.

use my_engine::content::library;
use my_engine::engine::Player;
use my_engine::engine::{
    Abilities, CardDef, CardId, CardKind, DataAbilities, DataAction, DataStep, DataTrigger, Error, Event,
    Game, GameRecord, HandPositions, Id, Library, Limits, Mana, Move, Outcome, Rules, SplitMix64, Targets,
    TriggerOn, Turn, Who, Zone,
};
use my_engine::search::random_move;

use crate::common::{card, events};

/// The real game's rules with the decks in the order given, so that each draw is known.
fn unshuffled() -> Rules {
    Rules { shuffle_decks: false, ..Rules::hearthstone() }
}

/// A game of `rules` whose decks are the cards named, top first, begun.
fn begun(rules: Rules, decks: [&[&str]; 2]) -> Game {
    let decks = decks.map(|deck| deck.iter().map(|&name| card(name)).collect());
    let mut g = Game::new(library(), decks, Limits::default()).unwrap().with_rules(rules);
    g.begin().unwrap();
    g
}

fn names(g: &Game, ids: &[Id]) -> Vec<&'static str> {
    ids.iter().map(|&id| g.name_of(id).unwrap()).collect()
}

fn hand(g: &Game, player: Player) -> Vec<&'static str> {
    names(g, g.hand(player))
}

fn deck(g: &Game, player: Player) -> Vec<&'static str> {
    names(g, &g.deck(player))
}

fn keep(g: &mut Game, player: Player) {
    g.mulligan(player, HandPositions::none()).unwrap();
}

const SIX: [&str; 6] =
    ["Test Filler", "Elven Archer", "Bloodfen Raptor", "Chillwind Yeti", "Leper Gnome", "Boulderfist Ogre"];

#[test]
fn the_real_start_waits_for_both_mulligans_then_gives_the_second_player_its_card_and_begins() {
    let mut g = begun(unshuffled(), [&SIX, &SIX]);
    assert_eq!(g.turn(), None, "no turn before the mulligans");
    assert_eq!(g.player_to_move(), Some(Player::FIRST));
    assert_eq!((hand(&g, Player::FIRST).len(), hand(&g, Player::SECOND).len()), (3, 4), "the opening hands");
    keep(&mut g, Player::FIRST);
    assert_eq!((g.turn(), g.player_to_move()), (None, Some(Player::SECOND)));
    g.clear_log();
    keep(&mut g, Player::SECOND);
    let coin = *g.hand(Player::SECOND).last().unwrap();
    let drawn = *g.hand(Player::FIRST).last().unwrap();
    assert_eq!(
        events(&g),
        [
            Event::AddedToHand { player: Player::SECOND, id: coin },
            Event::TurnStarted { player: Player::FIRST, turn: 1 },
            Event::Drew { player: Player::FIRST, id: drawn },
        ],
        "after the last mulligan: the card for the second player, then the first turn"
    );
    assert_eq!(g.name_of(coin), Ok("The Coin"));
    assert_eq!(
        hand(&g, Player::SECOND),
        ["Test Filler", "Elven Archer", "Bloodfen Raptor", "Chillwind Yeti", "The Coin"]
    );
    assert_eq!(g.turn(), Some(Turn { player: Player::FIRST, number: 1 }));
}

#[test]
fn the_courses_start_has_no_mulligan_and_no_card_for_the_second_player() {
    let g = begun(Rules::course(), [&SIX, &SIX]);
    assert_eq!(g.turn(), Some(Turn { player: Player::FIRST, number: 1 }));
    assert_eq!(
        hand(&g, Player::SECOND),
        ["Test Filler", "Elven Archer", "Bloodfen Raptor", "Chillwind Yeti"]
    );
    let no_card = Rules { second_player_card: false, ..unshuffled() };
    let mut g = begun(no_card, [&SIX, &SIX]);
    keep(&mut g, Player::FIRST);
    keep(&mut g, Player::SECOND);
    assert_eq!(hand(&g, Player::SECOND).len(), 4, "the switch off: no fifth card");
    let mut no_mulligan = begun(Rules { mulligan: false, ..unshuffled() }, [&SIX, &SIX]);
    assert_eq!(no_mulligan.turn(), Some(Turn { player: Player::FIRST, number: 1 }));
    assert_eq!(hand(&no_mulligan, Player::SECOND).last(), Some(&"The Coin"));
    assert_eq!(
        no_mulligan.mulligan(Player::FIRST, HandPositions::none()),
        Err(Error::NoMulligan { player: Player::FIRST })
    );
}

/// Fireplace's order, and the real game's: the replacements are drawn before the cards put
/// back return to the deck, so none of them comes straight back. Unshuffled, they go to the
/// bottom in hand order.
#[test]
fn a_mulligan_puts_back_the_cards_chosen_and_draws_as_many_before_they_return_to_the_deck() {
    let mut g = begun(unshuffled(), [&SIX, &SIX]);
    let opening = g.hand(Player::FIRST).to_vec();
    g.clear_log();
    g.mulligan(Player::FIRST, HandPositions::of(&[0, 2]).unwrap()).unwrap();
    let kept = g.hand(Player::FIRST).to_vec();
    assert_eq!(
        events(&g),
        [
            Event::PutBack { player: Player::FIRST, id: opening[0] },
            Event::PutBack { player: Player::FIRST, id: opening[2] },
            Event::Drew { player: Player::FIRST, id: kept[1] },
            Event::Drew { player: Player::FIRST, id: kept[2] },
        ]
    );
    assert_eq!(hand(&g, Player::FIRST), ["Elven Archer", "Chillwind Yeti", "Leper Gnome"]);
    assert_eq!(
        deck(&g, Player::FIRST),
        ["Boulderfist Ogre", "Test Filler", "Bloodfen Raptor"],
        "at the bottom, in hand order"
    );
    assert_eq!(g.zone_of(opening[0]), Ok(Zone::Deck));
}

#[test]
fn under_the_real_rules_the_deck_is_shuffled_after_the_cards_return() {
    let twelve: Vec<CardId> = SIX.iter().chain(&SIX).map(|&name| card(name)).collect();
    let mut anywhere = 0;
    for seed in 1..=20 {
        let mut g = Game::new(library(), [twelve.clone(), twelve.clone()], Limits::default())
            .unwrap()
            .with_rules(Rules::hearthstone());
        g.reseed(seed);
        g.begin().unwrap();
        let opening = g.hand(Player::FIRST).to_vec();
        g.clear_log();
        g.mulligan(Player::FIRST, HandPositions::of(&[0, 1, 2]).unwrap()).unwrap();
        assert_eq!(events(&g).last(), Some(&Event::Shuffled { player: Player::FIRST }));
        let hand = g.hand(Player::FIRST);
        assert!(opening.iter().all(|id| !hand.contains(id)), "none of them comes straight back");
        let deck = g.deck(Player::FIRST);
        assert_eq!(deck.len(), 9);
        assert!(opening.iter().all(|id| deck.contains(id)));
        anywhere += usize::from(deck[6..].iter().any(|id| !opening.contains(id)));
    }
    assert!(anywhere > 10, "the cards put back are shuffled in, not left at the bottom: {anywhere} of 20");
    let mut g = begun(Rules::hearthstone(), [&SIX, &SIX]);
    g.clear_log();
    keep(&mut g, Player::FIRST);
    assert!(events(&g).is_empty(), "keeping every card shuffles nothing");
}

#[test]
fn the_mulligans_are_listed_as_moves_player_0s_first() {
    let mut g = begun(unshuffled(), [&SIX, &SIX]);
    let moves = g.legal_moves();
    assert_eq!(moves.len(), 8, "every set of three positions");
    assert!(moves.iter().all(|mv| matches!(mv, Move::Mulligan { player: Player::FIRST, .. })));
    assert_eq!(moves[0], Move::Mulligan { player: Player::FIRST, put_back: HandPositions::none() });
    assert_eq!(
        moves[7],
        Move::Mulligan { player: Player::FIRST, put_back: HandPositions::of(&[0, 1, 2]).unwrap() }
    );
    keep(&mut g, Player::FIRST);
    let moves = g.legal_moves();
    assert_eq!(
        moves.len(),
        11,
        "four cards and a deck of two to replace them: the 1 + 4 + 6 sets of two at most"
    );
    assert!(moves.iter().all(|mv| matches!(mv, Move::Mulligan { player: Player::SECOND, .. })));
    let short = begun(unshuffled(), [&SIX[..4], &SIX]);
    assert_eq!(short.legal_moves().len(), 4, "a deck of one card replaces at most one: 1 + 3 sets");
}

#[test]
fn a_mulligan_out_of_place_is_refused_and_changes_nothing() {
    let mut g = Game::new(library(), [SIX.map(card).to_vec(), SIX.map(card).to_vec()], Limits::default())
        .unwrap()
        .with_rules(unshuffled());
    /// `call` on `g` is refused with `error`, and `g` is exactly as it was: state and log.
    fn refused(g: &mut Game, call: impl FnOnce(&mut Game) -> Result<(), Error>, error: Error) {
        let before = g.clone();
        assert_eq!(call(g), Err(error));
        assert!(*g == before, "a refused call changes nothing");
    }
    refused(&mut g, |g| g.mulligan(Player::FIRST, HandPositions::none()), Error::NotBegun);
    g.begin().unwrap();
    let hand = g.hand(Player::FIRST).to_vec();
    refused(
        &mut g,
        |g| g.mulligan(Player::SECOND, HandPositions::none()),
        Error::MulliganFirst { player: Player::FIRST },
    );
    let past_hand = Error::PutBackPastHand { player: Player::FIRST, position: 3, hand: 3 };
    refused(&mut g, |g| g.mulligan(Player::FIRST, HandPositions::of(&[3]).unwrap()), past_hand);
    refused(&mut g, |g| g.end_turn(), Error::MulliganFirst { player: Player::FIRST });
    refused(&mut g, |g| g.play(hand[0], 0, None), Error::MulliganFirst { player: Player::FIRST });
    refused(&mut g, |g| g.begin(), Error::AlreadyBegun);
    keep(&mut g, Player::FIRST);
    refused(
        &mut g,
        |g| g.mulligan(Player::FIRST, HandPositions::none()),
        Error::NoMulligan { player: Player::FIRST },
    );
    let mut short = begun(unshuffled(), [&SIX[..4], &SIX]);
    let two = HandPositions::of(&[0, 1]).unwrap();
    refused(
        &mut short,
        |g| g.mulligan(Player::FIRST, two),
        Error::PutBackPastDeck { player: Player::FIRST, count: 2, deck: 1 },
    );
    let message = Error::PutBackPastDeck { player: Player::FIRST, count: 2, deck: 1 }.to_string();
    assert!(message.contains("put back at most 1"), "{message}");
}

/// A game that ended before the mulligans (a course call can end it) refuses a mulligan as
/// game over, like every other call on a finished game, and changes nothing.
#[test]
fn a_mulligan_after_the_game_has_ended_is_refused_as_game_over() {
    let mut g = begun(unshuffled(), [&SIX, &SIX]);
    let hero = g.hero(Player::SECOND);
    g.deal_damage(hero, 30).unwrap();
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome, Outcome::Won { player: Player::FIRST });
    let before = g.clone();
    assert_eq!(g.mulligan(Player::FIRST, HandPositions::none()), Err(Error::GameOver { outcome }));
    assert_eq!(
        g.mulligan(Player::SECOND, HandPositions::none()),
        Err(Error::GameOver { outcome }),
        "before whose turn"
    );
    let past_hand = HandPositions::of(&[9]).unwrap();
    assert_eq!(
        g.mulligan(Player::FIRST, past_hand),
        Err(Error::GameOver { outcome }),
        "before the positions"
    );
    assert!(g == before, "a refused mulligan changes nothing");
    assert_eq!(g.legal_moves(), Vec::new(), "and none is listed");
}

/// The last mulligan's Sequence runs the first turn's start: a card that runs away there rolls
/// the whole mulligan back, hands, decks and all.
#[test]
fn a_mulligan_whose_first_turn_runs_away_is_undone_whole() {
    // At the start of its owner's turn it damages itself, and each damage damages it again.
    let hit_itself = || {
        vec![DataStep::Do(DataAction::Damage { targets: Targets::One(Who::ThisMinion), amount: 1.into() })]
    };
    let triggers = [TriggerOn::StartOfYourTurn, TriggerOn::SelfDamaged]
        .map(|on| DataTrigger { on, chance: None, if_it: None, if_holding: None, actions: hit_itself() })
        .to_vec();
    let feeder = CardDef::new(
        "Test Feeder",
        0,
        CardKind::Minion { attack: 0, health: 5 },
        Abilities::from_data(&DataAbilities { triggers, ..DataAbilities::default() }),
    );
    let filler =
        CardDef::new("Test Filler", 1, CardKind::Minion { attack: 1, health: 1 }, Abilities::default());
    let cards: &'static Library = Box::leak(Box::new(Library::new(vec![feeder, filler]).unwrap()));
    let deck = vec![cards.find("Test Filler").unwrap(); 8];
    let mut g =
        Game::new(cards, [deck.clone(), deck], Limits::default()).unwrap().with_rules(Rules::hearthstone());
    g.summon(cards.find("Test Feeder").unwrap(), Player::FIRST).unwrap();
    g.begin().unwrap();
    keep(&mut g, Player::FIRST);
    let before = g.clone();
    let refused = g.mulligan(Player::SECOND, HandPositions::of(&[0, 3]).unwrap());
    assert!(matches!(refused, Err(Error::Runaway { .. })), "{refused:?}");
    assert!(
        g == before,
        "the cards put back, the draws, the shuffle and the card for the second player undone"
    );
    assert_eq!(g.player_to_move(), Some(Player::SECOND), "player 1's mulligan is still to come");
}

#[test]
fn the_coin_gives_a_mana_crystal_for_this_turn_only() {
    let mut g = begun(unshuffled(), [&SIX, &SIX]);
    keep(&mut g, Player::FIRST);
    keep(&mut g, Player::SECOND);
    g.end_turn().unwrap();
    let coin = *g.hand(Player::SECOND).iter().find(|&&id| g.name_of(id) == Ok("The Coin")).unwrap();
    g.clear_log();
    g.play(coin, 0, None).unwrap();
    assert!(
        events(&g).contains(&Event::ManaGainedThisTurn { player: Player::SECOND, amount: 1 }),
        "{:?}",
        events(&g)
    );
    assert_eq!(g.mana(Player::SECOND), Mana { crystals: 1, spent: 0, this_turn: 1 });
    let raptor = *g.hand(Player::SECOND).iter().find(|&&id| g.name_of(id) == Ok("Bloodfen Raptor")).unwrap();
    g.play(raptor, 0, None).unwrap();
    assert_eq!(g.mana(Player::SECOND).available(), 0, "a 2-mana minion on turn 2");
    g.end_turn().unwrap();
    assert_eq!(
        g.mana(Player::SECOND),
        Mana { crystals: 1, spent: 1, this_turn: 0 },
        "gone with the turn, and its mana"
    );
    g.end_turn().unwrap();
    assert_eq!(
        g.mana(Player::SECOND),
        Mana { crystals: 2, spent: 0, this_turn: 0 },
        "one crystal more, as always"
    );
}

#[test]
fn a_shuffled_game_with_the_coin_and_a_mulligan_replays_from_its_record() {
    let names: Vec<String> =
        my_engine::search::playout_deck().iter().map(|&id| library().card(id).name.clone()).collect();
    let mut record = GameRecord::new([names.clone(), names], Rules::hearthstone(), 11);
    let mut game = record.replay(library()).unwrap();
    record
        .make(
            &mut game,
            Move::Mulligan { player: Player::FIRST, put_back: HandPositions::of(&[0, 2]).unwrap() },
        )
        .unwrap();
    record
        .make(
            &mut game,
            Move::Mulligan { player: Player::SECOND, put_back: HandPositions::of(&[1]).unwrap() },
        )
        .unwrap();
    let mut random = SplitMix64::new(5);
    for _ in 0..80 {
        let Some(mv) = random_move(&game, &mut random) else { break };
        if record.make(&mut game, mv).is_err() {
            break;
        }
    }
    let shuffles = events(&game).iter().filter(|event| matches!(event, Event::Shuffled { .. })).count();
    assert_eq!(shuffles, 4, "each deck at the start and after its mulligan");
    assert!(
        events(&game).iter().any(|event| matches!(event, Event::AddedToHand { player: Player::SECOND, .. }))
    );
    let json = serde_json::to_string(&record).unwrap();
    assert!(json.contains(r#"{"move":"mulligan","player":0,"put_back":[0,2]}"#), "{json}");
    let loaded: GameRecord = serde_json::from_str(&json).unwrap();
    let replayed = loaded.replay(library()).unwrap();
    assert_eq!(replayed.log(), game.log(), "the same shuffles, mulligans and Coin: the same game");
}

#[test]
fn a_library_marks_at_most_one_card_for_the_second_player() {
    let marked = |name: &str| CardDef {
        for_the_second_player: true,
        ..CardDef::new(name, 0, CardKind::Spell { targeted: false }, Abilities::default())
    };
    let one = Library::new(vec![marked("Test Gift")]).unwrap();
    assert_eq!(one.second_players_card(), one.find("Test Gift").ok());
    let two = Library::new(vec![marked("Test Gift"), marked("Test Other Gift")]).unwrap_err();
    assert_eq!(
        two,
        Error::TwoSecondPlayerCards { first: "Test Gift".into(), second: "Test Other Gift".into() }
    );
    assert!(two.to_string().ends_with("unmark \"Test Other Gift\""), "{two}");
    assert_eq!(library().second_players_card(), Some(card("The Coin")));
}

/// The shuffle after a mulligan can leave any card anywhere, where it was included: over 32
/// seeds, the two cards left in the deck come out in both orders.
#[test]
fn the_shuffle_after_a_mulligan_gives_every_order() {
    let five: Vec<CardId> = SIX[..5].iter().map(|&name| card(name)).collect();
    let mut orders = std::collections::BTreeSet::new();
    for seed in 1..=32 {
        let mut g = Game::new(library(), [five.clone(), five.clone()], Limits::default())
            .unwrap()
            .with_rules(Rules::hearthstone());
        g.reseed(seed);
        g.begin().unwrap();
        g.mulligan(Player::FIRST, HandPositions::of(&[0]).unwrap()).unwrap();
        let put_back = g.log().iter().find_map(|record| match record.event {
            Event::PutBack { id, .. } => Some(id),
            _ => None,
        });
        let deck = g.deck(Player::FIRST);
        assert_eq!(deck.len(), 2);
        orders.insert(Some(deck[0]) == put_back);
    }
    assert_eq!(orders.len(), 2, "the card put back comes out on top for some seeds, under for others");
}
