//! "Destroy all minions except one. (chosen randomly)" (issue 39, item 8): every minion in
//! play, both sides, is pending destroy at once but one, drawn from the game's seed among those
//! not mortally wounded (Rule 5), each minion spared for some seed of 100; and the play
//! requirement that goes with it, two minions in play, both sides together
//! (`"minions_needed"`), refused by name while there are fewer.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use my_engine::content::{library_with, read_card_file};
use my_engine::engine::{CardId, Error, Event, Game, Id, Library, Limits, Move, Player};

use super::random_choices::SEEDS;

/// All minions but a random one destroyed, with the play requirement and without it (dealing
/// 1 damage to all minions first, or destroying a minion first), and minions to destroy.
const CARDS: &str = r#"[
  { "name": "Test Melee", "cost": 0, "type": "spell", "minions_needed": 2, "text": "Destroy all minions except one. (chosen randomly)",
    "spell": [{ "destroy_all": { "targets": "all_minions_but_one_at_random" } }] },
  { "name": "Test Singe And Melee", "cost": 0, "type": "spell", "text": "Deal 1 damage to all minions. Destroy all minions except one. (chosen randomly)",
    "spell": [{ "damage": { "targets": "all_minions", "amount": 1 } },
              { "destroy_all": { "targets": "all_minions_but_one_at_random" } }] },
  { "name": "Test Doom And Melee", "cost": 0, "type": "spell", "aim": "minion", "text": "Destroy a minion. Destroy all minions except one. (chosen randomly)",
    "spell": [{ "destroy": { "minion": "target" } },
              { "destroy_all": { "targets": "all_minions_but_one_at_random" } }] },
  { "name": "Test Pup", "cost": 0, "type": "minion", "attack": 1, "health": 1, "text": "" },
  { "name": "Test Hound", "cost": 0, "type": "minion", "attack": 2, "health": 2, "text": "" },
  { "name": "Test Ox", "cost": 0, "type": "minion", "attack": 3, "health": 3, "text": "" }
]"#;

/// The built-in cards and this file's, built once.
fn library() -> &'static Library {
    static LIBRARY: OnceLock<&'static Library> = OnceLock::new();
    LIBRARY
        .get_or_init(|| library_with(&[read_card_file("all_minions_but_one.json", CARDS).unwrap()]).unwrap())
}

fn card(name: &str) -> CardId {
    library().find(name).unwrap()
}

/// A begun game (the course's rules), ten Test Fillers in each deck, and `board`'s minions
/// summoned in order, each for its player: their ids.
fn begun(board: &[(&str, Player)]) -> (Game, Vec<Id>) {
    let fillers = || vec![card("Test Filler"); 10];
    let mut g = Game::new(library(), [fillers(), fillers()], Limits::default()).unwrap();
    g.begin().unwrap();
    let ids = board.iter().map(|&(name, player)| g.summon(card(name), player).unwrap()).collect();
    (g, ids)
}

/// The minions the death step removed, in the order it logged them.
fn destroyed(g: &Game) -> Vec<Id> {
    g.log()
        .iter()
        .filter_map(|record| if let Event::Destroyed { id } = record.event { Some(id) } else { None })
        .collect()
}

/// Four minions, two a side: for every seed, three are removed together by one Death
/// Creation Step, in order of play, and the fourth stays; each of the four stays for some
/// seed, whoever owns it; a seed gives the same log each time.
#[test]
fn all_minions_but_one_are_destroyed_together_and_each_is_spared_for_some_seed() {
    let board = [
        ("Test Pup", Player::FIRST),
        ("Test Hound", Player::SECOND),
        ("Test Ox", Player::SECOND),
        ("Test Pup", Player::FIRST),
    ];
    let play = |seed| {
        let (mut g, minions) = begun(&board);
        g.reseed(seed);
        g.clear_log();
        g.cast(card("Test Melee"), Player::FIRST, None).unwrap();
        (g, minions)
    };
    let mut spared = BTreeSet::new();
    for seed in SEEDS {
        let (g, minions) = play(seed);
        assert_eq!(g.log(), play(seed).0.log(), "seed {seed} gives the same log each time");
        let left: Vec<Id> = minions
            .iter()
            .copied()
            .filter(|id| g.board(Player::FIRST).contains(id) || g.board(Player::SECOND).contains(id))
            .collect();
        let [one] = left.as_slice() else { panic!("seed {seed}: one minion left, not {left:?}") };
        let others: Vec<Id> = minions.iter().copied().filter(|id| id != one).collect();
        let mut wanted = vec![Event::SpellCast { card: card("Test Melee") }];
        wanted.extend(others.iter().map(|&id| Event::Destroyed { id }));
        wanted.push(Event::DeathPhase { round: 1 });
        let log: Vec<Event> = g.log().iter().map(|record| record.event).collect();
        assert_eq!(log, wanted, "seed {seed}: no damage, one step, in order of play");
        spared.insert(*one);
    }
    let (_, minions) = play(0);
    assert_eq!(spared, minions.into_iter().collect(), "each minion spared for some seed");
}

/// Rule 5: the one spared is never mortally wounded. The spell's first damage leaves the
/// Pups at 0 Health, still in play: for every seed the Hound or the Ox is spared, each for
/// some seed, and the Pups die with the rest; with only Pups, none is standing and all die.
#[test]
fn the_minion_spared_is_never_a_mortally_wounded_one() {
    let board = [
        ("Test Pup", Player::FIRST),
        ("Test Hound", Player::SECOND),
        ("Test Pup", Player::SECOND),
        ("Test Ox", Player::FIRST),
    ];
    let mut spared = BTreeSet::new();
    for seed in SEEDS {
        let (mut g, minions) = begun(&board);
        g.reseed(seed);
        g.cast(card("Test Singe And Melee"), Player::FIRST, None).unwrap();
        let [pup, hound, other_pup, ox] = minions[..] else { unreachable!() };
        let gone = destroyed(&g);
        assert!(gone.contains(&pup) && gone.contains(&other_pup), "seed {seed}: {gone:?}");
        let left = [hound, ox].into_iter().filter(|id| !gone.contains(id)).collect::<Vec<_>>();
        let [one] = left.as_slice() else { panic!("seed {seed}: one left, not {left:?}") };
        spared.insert(*one);
    }
    assert_eq!(spared.len(), 2, "the Hound and the Ox, each for some seed");
    for seed in SEEDS.take(10) {
        let (mut g, minions) = begun(&[("Test Pup", Player::FIRST), ("Test Pup", Player::SECOND)]);
        g.reseed(seed);
        g.cast(card("Test Singe And Melee"), Player::FIRST, None).unwrap();
        assert_eq!(destroyed(&g), minions, "seed {seed}: none standing, none spared");
    }
}

/// Rule 5's other half: pending destroy is not checked. The minion the spell destroyed first
/// may be the one spared, for some seed, and then both die.
#[test]
fn a_minion_pending_destroy_may_be_the_one_spared_and_dies_all_the_same() {
    let mut both = 0;
    for seed in SEEDS {
        let (mut g, minions) = begun(&[("Test Hound", Player::SECOND), ("Test Ox", Player::SECOND)]);
        g.reseed(seed);
        g.cast(card("Test Doom And Melee"), Player::FIRST, Some(minions[0])).unwrap();
        let gone = destroyed(&g);
        assert!(gone == minions || gone == minions[..1], "seed {seed}: {gone:?}");
        both += usize::from(gone == minions);
    }
    assert!((1..100).contains(&both), "each spared for some seed: the doomed one {} times", 100 - both);
}

/// The play requirement: fewer than two minions in play, both sides together, and the card is
/// not listed, and playing it is refused naming the requirement, changing nothing; two
/// friendly ones, or one a side, and it is listed and plays.
#[test]
fn a_card_needing_two_minions_in_play_counts_both_sides() {
    let listed =
        |g: &Game, spell: Id| g.legal_moves().contains(&Move::PlaySpell { card: spell, target: None });
    let in_hand = |board: &[(&str, Player)]| {
        let (mut g, _) = begun(board);
        let spell = g.add_to_hand(card("Test Melee"), Player::FIRST).unwrap();
        (g, spell)
    };
    for board in [&[][..], &[("Test Pup", Player::FIRST)], &[("Test Pup", Player::SECOND)]] {
        let (mut g, spell) = in_hand(board);
        assert!(!listed(&g, spell), "{board:?}: not listed");
        let before = g.clone();
        let refused = g.play(spell, 0, None);
        assert_eq!(refused, Err(Error::TooFewMinions { card: "Test Melee".into(), needed: 2 }), "{board:?}");
        let message = refused.unwrap_err().to_string();
        assert_eq!(
            message,
            "\"Test Melee\" needs 2 minions in play, both sides together: play it when there are"
        );
        assert_eq!(g, before, "{board:?}: nothing changed");
    }
    for board in
        [[("Test Pup", Player::FIRST), ("Test Ox", Player::SECOND)], [("Test Pup", Player::FIRST); 2]]
    {
        let (mut g, spell) = in_hand(&board);
        assert!(listed(&g, spell), "{board:?}: listed");
        g.play(spell, 0, None).unwrap();
        let left = g.board(Player::FIRST).len() + g.board(Player::SECOND).len();
        assert_eq!(left, 1, "{board:?}");
    }
}
