//! Moves as integers of a fixed action space (`search::actions`): every legal move has one
//! number below `NUM_DISTINCT_ACTIONS` and back, applying an action is making its move, and
//! anything else is refused with the reason, the game unchanged.

use my_engine::engine::{Game, Move, Player, SplitMix64};
use my_engine::search::actions::{
    ActionError, NUM_DISTINCT_ACTIONS, action_of, action_to_string, apply_action, is_terminal, legal_actions,
    move_of, returns,
};
use my_engine::search::{playout_start, random_move};

/// Every position of a random game of `seed`, the mulligans first, until it ends.
fn positions(seed: u64) -> Vec<Game> {
    let mut game = playout_start();
    game.reseed(seed);
    let mut random = SplitMix64::new(seed);
    let mut seen = vec![game.clone()];
    while let Some(mv) = random_move(&game, &mut random) {
        if game.make(mv).is_err() {
            break;
        }
        seen.push(game.clone());
    }
    seen
}

#[test]
fn every_legal_move_is_one_action_of_the_space_and_back() {
    let mut checked = 0;
    for seed in 0..6 {
        for game in positions(seed) {
            let moves = game.legal_moves();
            let actions = legal_actions(&game);
            assert_eq!(actions.len(), moves.len(), "one action a move");
            for mv in moves {
                let action = action_of(&game, mv).expect("every legal move has a number");
                assert!(action < NUM_DISTINCT_ACTIONS);
                assert!(actions.contains(&action));
                assert_eq!(move_of(&game, action), Ok(mv), "{}", action_to_string(&game, action));
                checked += 1;
            }
        }
    }
    assert!(checked > 1_000, "{checked}");
}

#[test]
fn applying_an_action_is_making_its_move() {
    for game in positions(11).into_iter().step_by(7) {
        for action in legal_actions(&game) {
            let (mut applied, mut made) = (game.clone(), game.clone());
            apply_action(&mut applied, action).unwrap();
            made.make(move_of(&game, action).unwrap()).unwrap();
            assert_eq!(applied, made);
        }
    }
}

#[test]
fn an_action_not_in_the_space_or_not_legal_now_is_refused_and_changes_nothing() {
    let game = playout_start(); // The mulligans come first: ending a turn is no move yet.
    let mut tried = game.clone();
    assert_eq!(
        apply_action(&mut tried, 0).unwrap_err().to_string(),
        "action 0 (end the turn) is not legal now: pick one of legal_actions"
    );
    assert_eq!(
        apply_action(&mut tried, NUM_DISTINCT_ACTIONS).unwrap_err(),
        ActionError::NoSuchAction { action: NUM_DISTINCT_ACTIONS }
    );
    assert_eq!(
        apply_action(&mut tried, NUM_DISTINCT_ACTIONS).unwrap_err().to_string(),
        "action 4181 is not in the action space (0 to 4180): pick one of legal_actions"
    );
    assert!(
        matches!(apply_action(&mut tried, 1_461), Err(ActionError::NotLegal { .. })),
        "a Choose One play, with no Choose One card in hand"
    );
    assert_eq!(
        apply_action(&mut tried, 1_444).unwrap_err().to_string(),
        "action 1444 (use the Hero Power) is not legal now: pick one of legal_actions"
    );
    assert!(
        matches!(apply_action(&mut tried, 1 + 9 * 8 * 17), Err(ActionError::NotLegal { .. })),
        "no tenth card in hand"
    );
    assert_eq!(tried, game);
}

#[test]
fn the_mulligans_are_the_sixteen_sets_of_the_opening_hand_and_each_prints_in_words() {
    let game = playout_start();
    let first = legal_actions(&game);
    assert_eq!(first, (1_425..1_433).collect::<Vec<_>>(), "three opening cards: eight sets");
    assert_eq!(action_to_string(&game, 1_425), "keep every opening card");
    let hand = game.hand(Player::FIRST);
    let named = |at: usize| format!("{} {}", game.name_of(hand[at]).unwrap(), hand[at]);
    assert_eq!(action_to_string(&game, 1_425 + 0b101), format!("put back {}, {}", named(0), named(2)));
    assert!(named(0).contains(" #") && !named(0).contains("##"), "{}", named(0));
    assert_eq!(
        move_of(&game, 1_425).unwrap(),
        Move::Mulligan { player: Player::FIRST, put_back: Default::default() }
    );
}

#[test]
fn the_returns_are_plus_one_for_the_winner_and_minus_one_for_the_loser() {
    let ended = positions(3).pop().unwrap();
    assert!(is_terminal(&ended));
    let [first, second] = returns(&ended);
    assert_eq!(first, -second);
    assert_eq!(first.abs(), 1.0);
    assert_eq!(returns(&playout_start()), [0.0, 0.0]);
    assert!(!is_terminal(&playout_start()));
}

/// A card past hand position 9 (a hand over ten, which only the course's rules allow) has no
/// action: the space keeps each number for one kind of move.
#[test]
fn a_card_past_the_tenth_in_hand_has_no_action_and_no_number_is_shared() {
    use my_engine::content::library;
    use my_engine::engine::{Limits, Rules};
    let wisp = library().find("Wisp").unwrap();
    let mut game = Game::new(library(), [vec![wisp; 14], vec![wisp; 14]], Limits::default()).unwrap();
    assert_eq!(game.rules(), Rules::course());
    game.begin().unwrap();
    for _ in 0..10 {
        game.draw(Player::FIRST).unwrap();
    }
    let held = game.hand(Player::FIRST).len();
    assert!(held > 10, "{held} cards in hand");
    let moves = game.legal_moves();
    let past_ten = moves.iter().filter(|mv| matches!(mv, Move::PlayMinion { card, .. } if game.hand(Player::FIRST).iter().position(|id| id == card) >= Some(10))).count();
    assert!(past_ten > 0);
    let actions = legal_actions(&game);
    assert_eq!(actions.len(), moves.len() - past_ten, "every other move keeps its own number");
    assert!(actions.iter().all(|&action| move_of(&game, action).is_ok_and(|mv| moves.contains(&mv))));
}
