//! The calls that put a position in place without playing up to it: a card into a hand, Mana
//! Crystals (to keep, or for this turn only), and (setup only) the turn number, a Silence, a
//! Freeze, a minion's Health, a character's remaining Health, a discard, an emptied deck, a
//! card shuffled into a deck and a player's draws stopped. Each is one Sequence; a bad one
//! changes nothing. Also the read-only queries a scenario's expectations read: Frozen, the
//! enchantments, the card of a card object.

use my_engine::content::library;
use my_engine::engine::Player;
use my_engine::engine::{
    Change, EnchantmentView, Error, Event, Game, Id, Keyword, Lasts, Limits, MadeBy, Mana, Outcome, Rules,
    Turn, Zone,
};

use crate::common::events;

fn begun(rules: Rules) -> Game {
    let filler = library().find("Test Filler").unwrap();
    let mut g = Game::new(library(), [vec![filler; 5], vec![filler; 5]], Limits::default())
        .unwrap()
        .with_rules(rules);
    g.begin().unwrap();
    g
}

#[test]
fn a_card_put_into_a_hand_is_a_fresh_card_object_there_and_a_full_hand_burns_it() {
    let mut g = begun(Rules { mulligan: false, ..Rules::hearthstone() });
    let yeti = library().find("Chillwind Yeti").unwrap();
    g.clear_log();
    let id = g.add_to_hand(yeti, Player::SECOND).unwrap();
    assert_eq!(events(&g), [Event::AddedToHand { player: Player::SECOND, id }]);
    assert_eq!((g.zone_of(id), g.hand(Player::SECOND).last()), (Ok(Zone::Hand), Some(&id)));
    assert_eq!((g.attack(id), g.health(id)), (Ok(4), Ok(5)));
    while g.hand(Player::SECOND).len() < 10 {
        g.add_to_hand(yeti, Player::SECOND).unwrap();
    }
    g.clear_log();
    let burned = g.add_to_hand(yeti, Player::SECOND).unwrap();
    assert_eq!(
        events(&g),
        [Event::Burned { player: Player::SECOND, id: burned }],
        "the hand limit, as for a draw"
    );
}

#[test]
fn mana_crystals_gained_are_full_and_stop_at_ten() {
    let mut g = begun(Rules::course());
    g.clear_log();
    g.gain_mana_crystals(Player::FIRST, 4).unwrap();
    assert_eq!(events(&g), [Event::ManaCrystalsGained { player: Player::FIRST, amount: 4, empty: false }]);
    assert_eq!(g.mana(Player::FIRST), Mana { crystals: 5, spent: 0, this_turn: 0 });
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    assert_eq!(g.mana(Player::FIRST).crystals, 10);
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
    assert_eq!(g.turn(), Some(Turn { player: Player::FIRST, number: 89 }));
    assert_eq!(
        (g.mana(Player::FIRST), g.hand(Player::FIRST).len()),
        (before.mana(Player::FIRST), before.hand(Player::FIRST).len())
    );
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
        Some(Turn { player: Player::FIRST, number: 3 }),
        "this turn's own number, as the message says"
    );
}

#[test]
fn silencing_a_minion_for_a_setup_is_one_sequence_and_a_hero_is_refused() {
    let mut g = begun(Rules::course());
    let senjin = g.summon(library().find("Sen'jin Shieldmasta").unwrap(), Player::FIRST).unwrap();
    g.clear_log();
    g.silence(senjin).unwrap();
    assert_eq!(events(&g), [Event::Silenced { id: senjin }]);
    assert_eq!((g.is_silenced(senjin), g.keywords(senjin).map(|k| k.is_empty())), (Ok(true), Ok(true)));
    let before = g.clone();
    let hero = g.hero(Player::SECOND);
    assert!(matches!(g.silence(hero), Err(Error::NotAMinion { .. })), "a hero is no minion");
    assert!(g == before, "refused: nothing changes");
}

#[test]
fn setting_a_minions_health_makes_it_whole_at_the_new_maximum_and_below_one_is_refused() {
    let mut g = begun(Rules::course());
    let yeti = g.summon(library().find("Chillwind Yeti").unwrap(), Player::FIRST).unwrap();
    g.deal_damage(yeti, 2).unwrap();
    g.clear_log();
    g.set_health(yeti, 1).unwrap();
    assert_eq!(events(&g), [Event::StatsChanged { id: yeti, attack: 4, health: 1 }]);
    assert_eq!((g.health(yeti), g.max_health(yeti)), (Ok(1), Ok(1)));
    let before = g.clone();
    assert_eq!(g.set_health(yeti, 0), Err(Error::HealthBelowOne { health: 0 }));
    let message = Error::HealthBelowOne { health: 0 }.to_string();
    assert!(message.contains("give 1 or more"), "{message}");
    assert!(g == before, "refused: nothing changes");
}

#[test]
fn a_discarded_card_goes_to_the_graveyard_and_a_whole_hand_goes_oldest_first() {
    let mut g = begun(Rules::course());
    let hand: Vec<_> = g.hand(Player::FIRST).to_vec();
    assert_eq!(hand.len(), 4, "three opening cards and the first turn's draw");
    g.clear_log();
    g.discard(Player::FIRST, Some(hand[1])).unwrap();
    assert_eq!(events(&g), [Event::Discarded { player: Player::FIRST, id: hand[1] }]);
    assert_eq!((g.zone_of(hand[1]), g.hand(Player::FIRST).len()), (Ok(Zone::Graveyard), 3));
    let before = g.clone();
    assert_eq!(
        g.discard(Player::SECOND, Some(hand[0])),
        Err(Error::NotInHand { id: hand[0], player: Player::SECOND })
    );
    assert_eq!(
        g.discard(Player::FIRST, Some(hand[1])),
        Err(Error::NotInHand { id: hand[1], player: Player::FIRST }),
        "gone already"
    );
    assert!(g == before, "refused: nothing changes");
    g.clear_log();
    g.discard(Player::FIRST, None).unwrap();
    let expected: Vec<Event> = [hand[0], hand[2], hand[3]]
        .iter()
        .map(|&id| Event::Discarded { player: Player::FIRST, id })
        .collect();
    assert_eq!(events(&g), expected);
    assert!(g.hand(Player::FIRST).is_empty());
}

#[test]
fn an_emptied_deck_goes_to_the_graveyard_without_fatigue_and_the_next_draw_is_fatigue() {
    let mut g = begun(Rules { mulligan: false, ..Rules::hearthstone() });
    let deck = g.deck(Player::SECOND);
    assert!(!deck.is_empty());
    let health = g.health(g.hero(Player::SECOND));
    g.clear_log();
    g.empty_deck(Player::SECOND).unwrap();
    assert_eq!(events(&g), [Event::DeckEmptied { player: Player::SECOND }]);
    assert!(g.deck(Player::SECOND).is_empty());
    assert!(deck.iter().all(|&id| g.zone_of(id) == Ok(Zone::Graveyard)));
    assert_eq!(g.health(g.hero(Player::SECOND)), health, "no Fatigue");
    g.clear_log();
    g.draw(Player::SECOND).unwrap();
    assert_eq!(events(&g)[0], Event::Fatigue { player: Player::SECOND }, "the next draw's");
}

#[test]
fn the_queries_read_frozen_the_enchantments_in_force_and_the_card_of_a_card_object() {
    let mut g = begun(Rules::course());
    let find = |name| library().find(name).unwrap();
    let yeti = g.summon(find("Chillwind Yeti"), Player::FIRST).unwrap();
    assert_eq!((g.is_frozen(yeti), g.enchantments(yeti)), (Ok(false), Ok(Vec::new())));
    g.cast(find("Test Frostbite"), Player::SECOND, Some(yeti)).unwrap();
    g.cast(find("Test Fury"), Player::FIRST, Some(yeti)).unwrap();
    g.set_health(yeti, 2).unwrap();
    assert_eq!(g.is_frozen(yeti), Ok(true));
    // Made by a spell, so by its card; a call's own by no card.
    let made_by = MadeBy::Card(find("Test Fury"));
    let fury = EnchantmentView {
        change: Change::Add { attack: 2, health: 0 },
        lasts: Lasts::ThisTurn,
        card: None,
        made_by,
    };
    let health = EnchantmentView {
        change: Change::SetHealth { health: 2 },
        lasts: Lasts::Always,
        card: None,
        made_by: MadeBy::NoCard,
    };
    assert_eq!(g.enchantments(yeti), Ok(vec![fury, health]), "oldest first");
    assert_eq!(
        (fury.to_string(), health.to_string()),
        ("+2/+0 this turn".to_owned(), "Health set to 2".to_owned())
    );
    let taunt = Change::Gain { keyword: Keyword::Taunt };
    assert_eq!(serde_json::to_string(&taunt).unwrap(), r#"{"change":"gain","keyword":"taunt"}"#);
    g.silence(yeti).unwrap();
    assert_eq!((g.is_frozen(yeti), g.enchantments(yeti)), (Ok(false), Ok(Vec::new())), "Silence ends both");
    let card = g.card_of(yeti).unwrap().unwrap();
    assert_eq!((library().card(card).name.as_str(), library().card(card).cost), ("Chillwind Yeti", 4));
    assert_eq!(g.card_of(g.hero(Player::FIRST)), Ok(None), "a hero has no card");
}

#[test]
fn mana_for_this_turn_only_is_gained_up_to_ten_to_spend_and_gone_with_the_turn() {
    let mut g = begun(Rules::course());
    g.clear_log();
    g.gain_mana_this_turn(Player::FIRST, 2).unwrap();
    assert_eq!(events(&g), [Event::ManaGainedThisTurn { player: Player::FIRST, amount: 2 }]);
    assert_eq!(g.mana(Player::FIRST), Mana { crystals: 1, spent: 0, this_turn: 2 });
    g.gain_mana_this_turn(Player::FIRST, 20).unwrap();
    assert_eq!(g.mana(Player::FIRST).this_turn, 9, "never more than ten to spend at once");
    g.end_turn().unwrap();
    assert_eq!(g.mana(Player::FIRST), Mana { crystals: 1, spent: 0, this_turn: 0 }, "gone with the turn");
}

#[test]
fn freezing_a_character_for_a_setup_is_one_sequence_and_a_card_out_of_play_is_refused() {
    let mut g = begun(Rules::course());
    let yeti = g.summon(library().find("Chillwind Yeti").unwrap(), Player::FIRST).unwrap();
    let hero = g.hero(Player::SECOND);
    g.clear_log();
    g.freeze(yeti).unwrap();
    g.freeze(hero).unwrap();
    assert_eq!(events(&g), [Event::Frozen { id: yeti }, Event::Frozen { id: hero }]);
    assert_eq!((g.is_frozen(yeti), g.is_frozen(hero)), (Ok(true), Ok(true)));
    let before = g.clone();
    let in_hand = g.hand(Player::FIRST)[0];
    assert!(matches!(g.freeze(in_hand), Err(Error::NotInPlay { zone: Zone::Hand, .. })));
    assert_eq!(g.freeze(Id::from_number(999)), Err(Error::UnknownId { id: Id::from_number(999) }));
    assert!(g == before, "refused: nothing changes");
}

/// "Set a hero's remaining Health to 15": the Health becomes it, the maximum stays, and it is
/// neither damage nor healing; a minion's the same way, its damage set so.
#[test]
fn a_characters_remaining_health_is_set_below_its_maximum_and_out_of_range_is_refused() {
    let mut g = begun(Rules::course());
    let hero = g.hero(Player::SECOND);
    let yeti = g.summon(library().find("Chillwind Yeti").unwrap(), Player::FIRST).unwrap();
    g.clear_log();
    g.set_remaining_health(hero, 10).unwrap();
    g.set_remaining_health(yeti, 2).unwrap();
    assert_eq!(
        events(&g),
        [
            Event::StatsChanged { id: hero, attack: 0, health: 10 },
            Event::StatsChanged { id: yeti, attack: 4, health: 2 }
        ]
    );
    assert_eq!((g.health(hero), g.max_health(hero)), (Ok(10), Ok(30)), "its maximum unchanged");
    assert_eq!((g.health(yeti), g.max_health(yeti)), (Ok(2), Ok(5)), "damaged, 3 below its maximum");
    g.clear_log();
    g.set_remaining_health(yeti, 2).unwrap();
    assert!(events(&g).is_empty(), "no change, nothing logged");
    let before = g.clone();
    for health in [0, 6] {
        let refused = g.set_remaining_health(yeti, health);
        assert_eq!(refused, Err(Error::RemainingHealthOutOfRange { id: yeti, health, max: 5 }), "{health}");
    }
    assert_eq!(
        Error::RemainingHealthOutOfRange { id: hero, health: 31, max: 30 }.to_string(),
        "cannot set #1's remaining Health to 31: give 1 to its maximum Health, 30 (set_health sets a minion's maximum too)"
    );
    let in_hand = g.hand(Player::FIRST)[0];
    assert!(matches!(g.set_remaining_health(in_hand, 1), Err(Error::NotInPlay { .. })));
    assert!(g == before, "refused: nothing changes");
}

/// A card shuffled into a deck is a fresh card object at a place the seed draws, every place as
/// likely, the deck's other cards keeping their order.
#[test]
fn a_card_shuffled_into_a_deck_goes_to_a_random_place_and_the_other_cards_keep_their_order() {
    let yeti = library().find("Chillwind Yeti").unwrap();
    let mut places = Vec::new();
    let filler = library().find("Test Filler").unwrap();
    for seed in 0..40 {
        let mut g = Game::new(library(), [Vec::new(), vec![filler; 4]], Limits::default()).unwrap();
        g.reseed(seed);
        let deck = g.deck(Player::SECOND);
        g.clear_log();
        let id = g.shuffle_into_deck(yeti, Player::SECOND).unwrap();
        assert_eq!(events(&g), [Event::ShuffledIntoDeck { player: Player::SECOND, id }]);
        assert_eq!((g.zone_of(id), g.name_of(id)), (Ok(Zone::Deck), Ok("Chillwind Yeti")));
        let now = g.deck(Player::SECOND);
        let others: Vec<Id> = now.iter().copied().filter(|&card| card != id).collect();
        assert_eq!(others, deck, "the others keep their order");
        let place = now.iter().position(|&card| card == id).unwrap();
        if !places.contains(&place) {
            places.push(place);
        }
    }
    places.sort_unstable();
    assert_eq!(places, (0..=4).collect::<Vec<_>>(), "every place of a deck of four, top to bottom");
    let mut g = begun(Rules::course());
    let before = g.clone();
    let concealed = library().find("Concealed").unwrap();
    assert_eq!(
        g.shuffle_into_deck(concealed, Player::FIRST),
        Err(Error::EnchantmentCard { card: "Concealed".into() })
    );
    assert!(g == before, "refused: nothing changes");
}

/// Stopped draws draw nothing and give no Fatigue: each logs `NotDrawn`, the turn's draw too;
/// the other player draws as before.
#[test]
fn a_player_whose_draws_are_stopped_draws_nothing_and_takes_no_fatigue() {
    let mut g = begun(Rules { mulligan: false, ..Rules::hearthstone() });
    let deck = g.deck(Player::FIRST);
    let hand = g.hand(Player::FIRST).len();
    g.clear_log();
    g.stop_draws(Player::FIRST).unwrap();
    assert_eq!(events(&g), [Event::DrawsStopped { player: Player::FIRST }]);
    assert!(g.draws_stopped(Player::FIRST) && !g.draws_stopped(Player::SECOND));
    g.clear_log();
    g.draw(Player::FIRST).unwrap();
    assert_eq!(events(&g), [Event::NotDrawn { player: Player::FIRST }]);
    g.empty_deck(Player::FIRST).unwrap();
    g.clear_log();
    g.draw(Player::FIRST).unwrap();
    assert_eq!(events(&g), [Event::NotDrawn { player: Player::FIRST }], "no Fatigue either");
    assert_eq!(g.health(g.hero(Player::FIRST)), Ok(30));
    assert_eq!(g.hand(Player::FIRST).len(), hand);
    g.end_turn().unwrap();
    assert!(events(&g).iter().any(|event| matches!(event, Event::Drew { player: Player::SECOND, .. })));
    g.clear_log();
    g.end_turn().unwrap();
    assert_eq!(events(&g).last(), Some(&Event::NotDrawn { player: Player::FIRST }), "the turn's draw");
    assert!(deck.iter().all(|&id| g.zone_of(id) == Ok(Zone::Graveyard)), "emptied, never drawn");
}
