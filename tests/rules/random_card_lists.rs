//! A random card from a fixed list in the card's data (issue 39, item 8: "a random card of a
//! kind, from a fixed list in the card's data in a fixed order (so a seeded log never changes
//! when a card is added); each from the game's seed"): a summon ("summon_random") and a card
//! into a hand ("add_random_to_hand"), each card of the list picked for some seed of 100 and
//! no other card ever; the same seed the same log, whatever else the library holds.

use std::collections::BTreeSet;

use my_engine::content::{library_with, read_card_file};
use my_engine::engine::{Event, Game, Library, Limits, Player};

use super::random_choices::SEEDS;

/// A spell that summons one of three Cubs, a minion that puts one of a spell and a minion into
/// its player's hand as its turn ends, and the cards they name.
const CARDS: &str = r#"[
  { "name": "Test Den", "cost": 0, "type": "spell", "text": "Summon a random Test Cub.",
    "spell": [{ "summon_random": { "from": ["Test Cub A", "Test Cub B", "Test Cub C"], "player": "you" } }] },
  { "name": "Test Cub A", "cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "", "token": true },
  { "name": "Test Cub B", "cost": 2, "type": "minion", "attack": 2, "health": 2, "text": "", "token": true },
  { "name": "Test Cub C", "cost": 3, "type": "minion", "attack": 3, "health": 3, "text": "", "token": true },
  { "name": "Test Dreamer", "cost": 1, "type": "minion", "attack": 1, "health": 4,
    "text": "At the end of your turn, add a random Test Dream to your hand.",
    "triggers": [{ "on": "end_of_your_turn",
                   "actions": [{ "add_random_to_hand": { "from": ["Test Dream Bolt", "Test Dream Cub"], "player": "you" } }] }] },
  { "name": "Test Dream Bolt", "cost": 0, "type": "spell", "text": "Deal 1 damage.", "target": true, "token": true,
    "spell": [{ "damage": { "targets": { "one": "target" }, "amount": 1 } }] },
  { "name": "Test Dream Cub", "cost": 1, "type": "minion", "attack": 1, "health": 1, "text": "", "token": true }
]"#;

/// Cards a library may hold besides: another Cub and another Dream, which a choice made over
/// the library (rather than over the card's own list) could pick.
const MORE_CARDS: &str = r#"[
  { "name": "Test Cub Z", "cost": 1, "type": "minion", "attack": 5, "health": 5, "text": "", "token": true },
  { "name": "Test Dream Z", "cost": 1, "type": "minion", "attack": 5, "health": 5, "text": "", "token": true }
]"#;

/// The built-in cards and `files`' cards, in that order.
fn library(files: &[&'static str]) -> &'static Library {
    let sources: Vec<_> = files.iter().map(|json| read_card_file("cards.json", json).unwrap()).collect();
    library_with(&sources).unwrap()
}

/// A begun game of `library` (the course's rules), ten Test Fillers in each deck, reseeded
/// to `seed`, its log cleared.
fn begun(library: &'static Library, seed: u64) -> Game {
    let fillers = || vec![library.find("Test Filler").unwrap(); 10];
    let mut g = Game::new(library, [fillers(), fillers()], Limits::default()).unwrap();
    g.begin().unwrap();
    g.reseed(seed);
    g.clear_log();
    g
}

/// Test Den cast by player 0 under `seed`.
fn den(library: &'static Library, seed: u64) -> Game {
    let mut g = begun(library, seed);
    g.cast(library.find("Test Den").unwrap(), Player::FIRST, None).unwrap();
    g
}

/// Test Dreamer in play for player 0, whose turn then ends under `seed`.
fn dreamer(library: &'static Library, seed: u64) -> Game {
    let mut g = begun(library, 0);
    g.summon(library.find("Test Dreamer").unwrap(), Player::FIRST).unwrap();
    g.reseed(seed);
    g.clear_log();
    g.end_turn().unwrap();
    g
}

/// The log with each card object and card named: the same in two libraries that order their
/// cards differently, so long as the same cards were made.
fn named_log(g: &Game) -> Vec<String> {
    let name = |id| g.name_of(id).unwrap();
    g.log()
        .iter()
        .map(|record| match record.event {
            Event::SpellCast { card } => format!("SpellCast {}", g.library().card(card).name),
            Event::Summoned { id } => format!("Summoned {}", name(id)),
            Event::AddedToHand { player, id } => format!("AddedToHand {player:?} {}", name(id)),
            other => format!("{other:?}"),
        })
        .collect()
}

/// The names of the cards `log` summoned or put into a hand, in order.
fn made(log: &[String]) -> Vec<String> {
    let name = |line: &String| {
        let added =
            || line.strip_prefix("AddedToHand ").and_then(|rest| rest.split_once(' ')).map(|(_, name)| name);
        line.strip_prefix("Summoned ").or_else(added).map(str::to_owned)
    };
    log.iter().filter_map(name).collect()
}

/// Over 100 seeds, `play` makes one card of `list` each time, every card of the list for some
/// seed and nothing else; a seed gives the same log each time it is played.
fn each_card_of_the_list(play: impl Fn(u64) -> Game, list: &[&str]) {
    let mut seen = BTreeSet::new();
    for seed in SEEDS {
        let log = named_log(&play(seed));
        assert_eq!(log, named_log(&play(seed)), "seed {seed} gives the same log each time");
        let [card] =
            made(&log).try_into().unwrap_or_else(|made| panic!("seed {seed}: one card, not {made:?}"));
        assert!(list.contains(&card.as_str()), "seed {seed}: {card} is not in the list");
        seen.insert(card);
    }
    assert_eq!(seen, list.iter().map(|card| (*card).to_owned()).collect(), "each card of the list");
}

/// "Summon a random Test Cub": one Cub, its `Summoned` after the spell, for every seed; each
/// of the three for some seed, with its own stats.
#[test]
fn a_random_summon_makes_each_card_of_its_list_for_some_seed_and_no_other() {
    let cards = library(&[CARDS]);
    each_card_of_the_list(|seed| den(cards, seed), &["Test Cub A", "Test Cub B", "Test Cub C"]);
    let g = den(cards, 7);
    let [cub] = g.board(Player::FIRST) else { panic!("one Cub") };
    let stats = match g.name_of(*cub).unwrap() {
        "Test Cub A" => 1,
        "Test Cub B" => 2,
        _ => 3,
    };
    assert_eq!((g.attack(*cub).unwrap(), g.health(*cub).unwrap()), (stats, stats), "its card's own stats");
}

/// "Add a random Test Dream to your hand", at the end of the turn: a spell or a minion into
/// the hand, each for some seed.
#[test]
fn a_random_card_into_a_hand_is_each_card_of_its_list_for_some_seed_a_spell_too() {
    let cards = library(&[CARDS]);
    each_card_of_the_list(|seed| dreamer(cards, seed), &["Test Dream Bolt", "Test Dream Cub"]);
    let g = dreamer(cards, 3);
    let added = *g.hand(Player::FIRST).last().unwrap();
    assert!(g.name_of(added).unwrap().starts_with("Test Dream"), "the last card in the hand");
}

/// A seeded log never changes when a card is added to the library: with another Cub and
/// another Dream before the cards (so every card's place in the library moves), each seed
/// makes the same card and logs the same events.
#[test]
fn a_seeded_log_is_the_same_when_cards_are_added_to_the_library() {
    let (fewer, more) = (library(&[CARDS]), library(&[MORE_CARDS, CARDS]));
    assert_ne!(fewer.find("Test Den"), more.find("Test Den"), "the cards moved in the library");
    for seed in SEEDS {
        assert_eq!(named_log(&den(fewer, seed)), named_log(&den(more, seed)), "seed {seed}");
        assert_eq!(named_log(&dreamer(fewer, seed)), named_log(&dreamer(more, seed)), "seed {seed}");
    }
}
