//! A game is its decks, rules, seed and moves: a record, saved as JSON and loaded again,
//! replays to the same log.

use my_engine::content::library;
use my_engine::engine::{Error, GameRecord, Move, Player, Rules, SplitMix64};
use my_engine::search::random_move;

fn deck() -> Vec<String> {
    ["Elven Archer", "Knife Juggler", "Bloodfen Raptor", "Fireball", "Chillwind Yeti", "Harvest Golem"]
        .iter()
        .cycle()
        .take(20)
        .map(|name| name.to_string())
        .collect()
}

#[test]
fn a_saved_record_replays_to_the_same_log() {
    let mut record = GameRecord::new([deck(), deck()], Rules::hearthstone(), 42);
    let mut game = record.replay(library()).unwrap();
    let mut random = SplitMix64::new(3);
    while let Some(mv) = random_move(&game, &mut random) {
        if record.make(&mut game, mv).is_err() {
            record.make(&mut game, Move::EndTurn).unwrap();
        }
    }
    assert!(game.outcome().is_some(), "the game was played to its end");
    assert!(record.moves.len() > 20);
    let json = serde_json::to_string(&record).unwrap();
    let loaded: GameRecord = serde_json::from_str(&json).unwrap();
    assert_eq!(loaded, record);
    let replayed = loaded.replay(library()).unwrap();
    assert_eq!(replayed.log(), game.log(), "the same moves from the same seed: the same game");
    assert_eq!(replayed, game);
}

#[test]
fn a_record_with_a_move_that_is_not_legal_where_it_comes_is_refused() {
    let mut record = GameRecord::new([deck(), deck()], Rules::course(), 1);
    record.moves = vec![Move::EndTurn, Move::EndTurn];
    assert!(record.replay(library()).is_ok());
    let hand = record.replay(library()).unwrap().hand(Player::SECOND).to_vec();
    record.moves.push(Move::PlaySpell { card: hand[0], target: None });
    let err = record.replay(library()).unwrap_err();
    assert_eq!(err, Error::NotInYourHand { id: hand[0] }, "player 0's turn: player 1's card");
    record.decks[0][0] = "Elven Archr".into();
    assert!(matches!(record.replay(library()), Err(Error::UnknownCard { .. })));
}

/// A saved game with a field the record does not know (a misspelt "moves") is refused, not
/// read as a game of no moves.
#[test]
fn a_record_with_an_unknown_field_is_refused() {
    let record = GameRecord::new([deck(), deck()], Rules::hearthstone(), 3);
    let mut json: serde_json::Value = serde_json::to_value(&record).unwrap();
    json["movse"] = serde_json::json!([]);
    let err = serde_json::from_value::<GameRecord>(json).unwrap_err().to_string();
    assert!(err.starts_with("unknown field `movse`"), "{err}");
    let mut rules: serde_json::Value = serde_json::to_value(Rules::course()).unwrap();
    rules["fatigue"] = serde_json::json!(true);
    assert!(serde_json::from_value::<Rules>(rules).is_err(), "the rules refuse an unknown switch too");
}
