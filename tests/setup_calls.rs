//! The calls that put a position in place without playing up to it: a card into a hand, Mana
//! Crystals, and (setup only) the turn number. Each is one Sequence; a bad one changes nothing.

use my_engine::content::library;
use my_engine::engine::{Error, Event, Game, Limits, Mana, Outcome, Rules, Turn, Zone};

fn begun(rules: Rules) -> Game {
    let filler = library().find("Test Filler").unwrap();
    let mut g = Game::new(library(), [vec![filler; 5], vec![filler; 5]], Limits::default())
        .unwrap()
        .with_rules(rules);
    g.begin().unwrap();
    g
}

fn events(g: &Game) -> Vec<Event> {
    g.log().iter().map(|record| record.event).collect()
}

#[test]
fn a_card_put_into_a_hand_is_a_fresh_card_object_there_and_a_full_hand_burns_it() {
    let mut g = begun(Rules { mulligan: false, ..Rules::hearthstone() });
    let yeti = library().find("Chillwind Yeti").unwrap();
    g.clear_log();
    let id = g.add_to_hand(yeti, 1).unwrap();
    assert_eq!(events(&g), [Event::AddedToHand { player: 1, id }]);
    assert_eq!((g.zone_of(id), g.hand(1).unwrap().last()), (Ok(Zone::Hand), Some(&id)));
    assert_eq!((g.attack(id), g.health(id)), (Ok(4), Ok(5)));
    while g.hand(1).unwrap().len() < 10 {
        g.add_to_hand(yeti, 1).unwrap();
    }
    g.clear_log();
    let burned = g.add_to_hand(yeti, 1).unwrap();
    assert_eq!(events(&g), [Event::Burned { player: 1, id: burned }], "the hand limit, as for a draw");
    let before = g.clone();
    assert_eq!(g.add_to_hand(yeti, 2), Err(Error::PlayerOutOfRange { player: 2 }));
    assert!(g == before, "refused: nothing changes");
}

#[test]
fn mana_crystals_gained_are_full_and_stop_at_ten() {
    let mut g = begun(Rules::course());
    g.clear_log();
    g.gain_mana_crystals(0, 4).unwrap();
    assert_eq!(events(&g), [Event::ManaCrystalsGained { player: 0, amount: 4, empty: false }]);
    assert_eq!(g.mana(0), Ok(Mana { crystals: 5, spent: 0, this_turn: 0 }));
    g.gain_mana_crystals(0, 9).unwrap();
    assert_eq!(g.mana(0).unwrap().crystals, 10);
    let before = g.clone();
    assert_eq!(g.gain_mana_crystals(3, 1), Err(Error::PlayerOutOfRange { player: 3 }));
    assert!(g == before, "refused: nothing changes");
}

#[test]
fn skipping_to_a_turn_changes_only_its_number_and_a_turn_of_the_other_player_is_refused() {
    let mut g = begun(Rules::course());
    let before = g.clone();
    for number in [0, 2, 90, 91] {
        let refused = g.skip_to_turn(number);
        assert_eq!(refused, Err(Error::NoSuchTurnToSkipTo { number, turn: 1, last: 89 }), "turn {number}");
    }
    assert!(g == before, "refused: nothing changes");
    g.clear_log();
    g.skip_to_turn(89).unwrap();
    assert_eq!(events(&g), [Event::TurnSkippedTo { turn: 89 }]);
    assert_eq!(g.turn(), Some(Turn { player: 0, number: 89 }));
    assert_eq!((g.mana(0), g.hand(0).map(<[_]>::len)), (before.mana(0), before.hand(0).map(<[_]>::len)));
    g.end_turn().unwrap();
    assert_eq!(g.outcome(), Some(Outcome::Draw), "turn 89 just ended");
    let mut unbegun = Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap();
    assert_eq!(unbegun.skip_to_turn(3), Err(Error::NotBegun));
    let message = Error::NoSuchTurnToSkipTo { number: 2, turn: 1, last: 89 }.to_string();
    assert!(
        message.contains("cannot skip to turn 2 from turn 1") && message.contains("same player's"),
        "{message}"
    );
    let mut third = begun(Rules::course());
    third.end_turn().unwrap();
    third.end_turn().unwrap();
    let back = third.skip_to_turn(1);
    assert_eq!(back, Err(Error::NoSuchTurnToSkipTo { number: 1, turn: 3, last: 89 }), "never back");
    third.skip_to_turn(3).unwrap();
    assert_eq!(
        third.turn(),
        Some(Turn { player: 0, number: 3 }),
        "this turn's own number, as the message says"
    );
}
