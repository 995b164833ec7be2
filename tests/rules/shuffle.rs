//! The real game's start shuffles the decks from the game's seed (`Rules::shuffle_decks`);
//! the course's keeps them in the order given.

use my_engine::content::library;
use my_engine::engine::Player;
use my_engine::engine::{CardId, Event, Game, GameRecord, Limits, Rules, SplitMix64};
use my_engine::search::random_move;

/// The playout deck: two each of fifteen classic cards, in a fixed order.
fn deck() -> Vec<CardId> {
    my_engine::search::playout_deck()
}

/// The cards of `player`'s deck and hand after `begin`, by card, the hand first (the top of
/// the deck as it was dealt).
fn dealt(g: &Game, player: Player) -> Vec<String> {
    let hand = g.hand(player).iter().copied();
    hand.chain(g.deck(player)).map(|id| g.name_of(id).unwrap().to_owned()).collect()
}

fn begun(rules: Rules, seed: u64) -> Game {
    let mut g = Game::new(library(), [deck(), deck()], Limits::default()).unwrap().with_rules(rules);
    g.reseed(seed);
    g.begin().unwrap();
    g
}

#[test]
fn the_real_games_start_shuffles_each_deck_from_the_seed() {
    let given: Vec<String> = deck().iter().map(|&card| library().card(card).name.clone()).collect();
    let (first, again, other) =
        (begun(Rules::hearthstone(), 1), begun(Rules::hearthstone(), 1), begun(Rules::hearthstone(), 2));
    assert_ne!(dealt(&first, Player::FIRST), given, "shuffled");
    assert_ne!(dealt(&first, Player::FIRST), dealt(&first, Player::SECOND), "each deck on its own");
    assert_eq!(
        (dealt(&first, Player::FIRST), dealt(&first, Player::SECOND)),
        (dealt(&again, Player::FIRST), dealt(&again, Player::SECOND)),
        "the same seed, the same decks"
    );
    assert_ne!(dealt(&first, Player::FIRST), dealt(&other, Player::FIRST), "another seed, another order");
    let mut sorted = dealt(&first, Player::FIRST);
    sorted.sort();
    let mut cards = given.clone();
    cards.sort();
    assert_eq!(sorted, cards, "the same thirty cards");
    let shuffled: Vec<Event> = first.log().iter().map(|record| record.event).take(2).collect();
    assert_eq!(
        shuffled,
        [Event::Shuffled { player: Player::FIRST }, Event::Shuffled { player: Player::SECOND }],
        "logged first"
    );
}

#[test]
fn the_courses_start_keeps_the_decks_in_the_order_given() {
    let given: Vec<String> = deck().iter().map(|&card| library().card(card).name.clone()).collect();
    let g = begun(Rules::course(), 1);
    assert_eq!(dealt(&g, Player::FIRST), given);
    assert!(!g.log().iter().any(|record| matches!(record.event, Event::Shuffled { .. })));
}

#[test]
fn a_shuffled_game_replays_from_its_record() {
    let names: Vec<String> = deck().iter().map(|&card| library().card(card).name.clone()).collect();
    let mut record = GameRecord::new([names.clone(), names], Rules::hearthstone(), 9);
    let mut game = record.replay(library()).unwrap();
    let mut random = SplitMix64::new(4);
    for _ in 0..60 {
        let Some(mv) = random_move(&game, &mut random) else { break };
        if record.make(&mut game, mv).is_err() {
            break;
        }
    }
    let replayed = record.replay(library()).unwrap();
    assert_eq!(replayed.log(), game.log(), "the same shuffle, the same game");
}

/// Every order is possible, the one given included (a shuffle that must move every card, or
/// may move none, is not a shuffle): over 32 seeds, a deck of two cards comes out both ways.
#[test]
fn a_two_card_deck_comes_out_in_either_order() {
    let two = ["Elven Archer", "Leper Gnome"].map(|name| library().find(name).unwrap()).to_vec();
    let mut orders = std::collections::BTreeSet::new();
    for seed in 1..=32 {
        let mut g = Game::new(library(), [two.clone(), two.clone()], Limits::default()).unwrap();
        g = g.with_rules(Rules::hearthstone());
        g.reseed(seed);
        g.begin().unwrap();
        orders.insert(dealt(&g, Player::FIRST));
    }
    let given = vec!["Elven Archer".to_owned(), "Leper Gnome".to_owned()];
    let swapped = vec!["Leper Gnome".to_owned(), "Elven Archer".to_owned()];
    assert_eq!(orders, [given, swapped].into_iter().collect());
}

/// A saved game of before the mulligan names the cards it plays by their ids. The start's
/// shuffle deals the deck's card objects, which no one has seen, their cards in a random
/// order, so the ids stay in order from the top and such a game deals, and replays, as it was
/// played; its rules, read without the later switches, have neither mulligan nor Coin.
#[test]
fn the_starts_shuffle_keeps_the_ids_in_order_from_the_top_as_older_saved_games_expect() {
    let older: Rules = serde_json::from_str(
        r#"{"fatigue_damages":true,"armor_absorbs":true,"hand_limit":10,"defender_first":true,"shuffle_decks":true}"#,
    )
    .unwrap();
    assert_eq!(
        older,
        Rules {
            mulligan: false,
            second_player_card: false,
            poisonous_first: false,
            area_damage_one_by_one: false,
            ..Rules::hearthstone()
        }
    );
    let g = begun(older, 3);
    let ids: Vec<u32> =
        g.hand(Player::FIRST).iter().copied().chain(g.deck(Player::FIRST)).map(|id| id.number()).collect();
    assert_eq!(ids, (2..32).collect::<Vec<u32>>(), "hand, then deck: the ids from the top, in order");
    assert_ne!(
        dealt(&g, Player::FIRST),
        dealt(&begun(Rules::course(), 3), Player::FIRST),
        "and the cards shuffled"
    );
}
