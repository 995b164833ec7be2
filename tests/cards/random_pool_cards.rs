//! The pool's cards whose random choice is a card of a fixed list in their data (Animal
//! Companion's Beast Companions, Power of the Horde's Horde Warriors, Ysera's Dream Cards),
//! each played over 100 seeds: every card of the list for some seed, no other ever, each with
//! its own abilities; and Brawl's minion spared, each for some seed.

use std::collections::BTreeSet;

use my_engine::content::library;
use my_engine::engine::{Game, Id, Keyword, Keywords, Limits, Player};

/// `spell` cast by player 0 beside a Wisp of theirs, under each of 100 seeds: the Wisp and
/// the minion it summoned, for each seed.
fn summoned_over_100_seeds(spell: &str) -> Vec<(Game, Id, Id)> {
    let cards = library();
    (0..100)
        .map(|seed| {
            let mut g = Game::new(cards, [Vec::new(), Vec::new()], Limits::default()).unwrap();
            let wisp = g.summon(cards.find("Wisp").unwrap(), Player::FIRST).unwrap();
            g.reseed(seed);
            g.cast(cards.find(spell).unwrap(), Player::FIRST, None).unwrap();
            let [_, summoned] = *g.board(Player::FIRST) else { panic!("seed {seed}: one summon") };
            (g, wisp, summoned)
        })
        .collect()
}

/// "Summon a random Beast Companion": Huffer (Charge), Leokk (Your other minions have +1
/// Attack.) or Misha (Taunt), each for some seed, each with its ability.
#[test]
fn animal_companion_summons_each_beast_companion_with_its_ability() {
    let mut seen = BTreeSet::new();
    for (g, wisp, beast) in summoned_over_100_seeds("Animal Companion") {
        let name = g.name_of(beast).unwrap();
        let keywords = g.keywords(beast).unwrap();
        let (stats, wisp_attack, own) = match name {
            "Huffer" => ((4, 2), 1, Keywords::of(&[Keyword::Charge])),
            "Leokk" => ((2, 4), 2, Keywords::NONE),
            "Misha" => ((4, 4), 1, Keywords::of(&[Keyword::Taunt])),
            other => panic!("{other} is no Beast Companion"),
        };
        assert_eq!((g.attack(beast).unwrap(), g.health(beast).unwrap()), stats, "{name}");
        assert_eq!(keywords, own, "{name}");
        assert_eq!(g.attack(wisp).unwrap(), wisp_attack, "{name}: only Leokk's aura raises the Wisp");
        seen.insert(name);
    }
    assert_eq!(seen, BTreeSet::from(["Huffer", "Leokk", "Misha"]));
}

/// "Summon a random Horde Warrior": each of the six for some seed of 100, no other card.
#[test]
fn power_of_the_horde_summons_each_horde_warrior() {
    let seen: BTreeSet<&str> = summoned_over_100_seeds("Power of the Horde")
        .iter()
        .map(|(g, _, warrior)| g.name_of(*warrior).unwrap())
        .collect();
    let warriors = [
        "Frostwolf Grunt",
        "Thrallmar Farseer",
        "Silvermoon Guardian",
        "Cairne Bloodhoof",
        "Tauren Warrior",
        "Sen'jin Shieldmasta",
    ];
    assert_eq!(seen, BTreeSet::from(warriors));
}

/// "At the end of your turn, add a Dream Card to your hand": over 100 seeds, each of the five
/// Dream Cards (Dream, Nightmare, Ysera Awakens, Laughing Sister, Emerald Drake) for some seed,
/// no other card, one a turn's end, each a fresh card at its own cost; player 1's
/// turn's end adds none.
#[test]
fn ysera_adds_each_dream_card_to_its_owners_hand() {
    let cards = library();
    let mut seen = BTreeSet::new();
    for seed in 0..100 {
        let mut g = Game::new(cards, [Vec::new(), Vec::new()], Limits::default()).unwrap();
        g.summon(cards.find("Ysera").unwrap(), Player::FIRST).unwrap();
        g.begin().unwrap();
        g.reseed(seed);
        g.end_turn().unwrap();
        let [dream] = *g.hand(Player::FIRST) else {
            panic!("seed {seed}: one card, not {:?}", g.hand(Player::FIRST))
        };
        let name = g.name_of(dream).unwrap();
        let cost = match name {
            "Dream" | "Nightmare" => 0,
            "Ysera Awakens" | "Laughing Sister" => 2,
            "Emerald Drake" => 4,
            other => panic!("{other} is no Dream Card"),
        };
        assert_eq!(g.cost(dream).unwrap(), cost, "{name}");
        g.end_turn().unwrap();
        assert!(g.hand(Player::SECOND).is_empty(), "seed {seed}: player 1's turn's end adds nothing");
        assert_eq!(g.hand(Player::FIRST), [dream], "seed {seed}: nothing more for player 0 either");
        seen.insert(name);
    }
    let dreams = ["Dream", "Nightmare", "Ysera Awakens", "Laughing Sister", "Emerald Drake"];
    assert_eq!(seen, BTreeSet::from(dreams));
}

/// "Destroy all minions except one. (chosen randomly)": four minions, two a side; over 100
/// seeds one is left each time, each of the four for some seed, whoever owns it.
#[test]
fn brawl_spares_each_minion_for_some_seed_whoever_owns_it() {
    let cards = library();
    let mut spared = BTreeSet::new();
    let mut board = Vec::new();
    for seed in 0..100 {
        let mut g = Game::new(cards, [Vec::new(), Vec::new()], Limits::default()).unwrap();
        let minions = ["Wisp", "Chillwind Yeti", "River Crocolisk", "Bloodfen Raptor"];
        board = minions
            .iter()
            .zip([Player::FIRST, Player::SECOND, Player::FIRST, Player::SECOND])
            .map(|(name, player)| g.summon(cards.find(name).unwrap(), player).unwrap())
            .collect();
        g.reseed(seed);
        g.cast(cards.find("Brawl").unwrap(), Player::SECOND, None).unwrap();
        let left: Vec<Id> =
            [Player::FIRST, Player::SECOND].iter().flat_map(|&p| g.board(p).to_vec()).collect();
        let [one] = left.as_slice() else { panic!("seed {seed}: one left, not {left:?}") };
        spared.insert(*one);
    }
    assert_eq!(spared, board.into_iter().collect());
}
