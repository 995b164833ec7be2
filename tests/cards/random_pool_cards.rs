//! The pool's cards whose random choice is a card of a fixed list in their data (Animal
//! Companion's Beast Companions, Power of the Horde's Horde Warriors), each played over 100
//! seeds: every card of the list for some seed, no other ever, each with its own abilities;
//! Brawl's minion spared, each for some seed; and Tinkmaster Overspark's transform, each other
//! minion into each of its two cards for some seed, never itself.

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

/// "Battlecry: Transform another random minion into a 5/5 Devilsaur or a 1/1 Squirrel.":
/// Tinkmaster Overspark played beside a friendly Wisp, an enemy Chillwind Yeti in play, under
/// each of 100 seeds. Each of the two is transformed for some seed, Tinkmaster never (nor a
/// hero: it transforms minions), and each into each of the two cards for some seed, a 5/5 or a
/// 1/1 in its place; exactly one minion changes each time.
#[test]
fn tinkmaster_overspark_transforms_each_other_minion_into_each_of_its_two_cards() {
    let cards = library();
    let mut transformed = BTreeSet::new();
    let mut into = BTreeSet::new();
    for seed in 0..100 {
        let fillers = || vec![cards.find("Test Filler").unwrap(); 10];
        let mut g = Game::new(cards, [fillers(), fillers()], Limits::default()).unwrap();
        g.begin().unwrap();
        let wisp = g.summon(cards.find("Wisp").unwrap(), Player::FIRST).unwrap();
        let yeti = g.summon(cards.find("Chillwind Yeti").unwrap(), Player::SECOND).unwrap();
        let tinkmaster = g.add_to_hand(cards.find("Tinkmaster Overspark").unwrap(), Player::FIRST).unwrap();
        g.gain_mana_crystals(Player::FIRST, 3).unwrap();
        g.reseed(seed);
        g.play(tinkmaster, 1, None).unwrap();
        let changed: Vec<(Id, Id)> = g
            .log()
            .iter()
            .filter_map(|record| match record.event {
                my_engine::engine::Event::Transformed { id, into } => Some((id, into)),
                _ => None,
            })
            .collect();
        let [(old, new)] = changed.as_slice() else { panic!("seed {seed}: one transform, not {changed:?}") };
        assert!([wisp, yeti].contains(old), "seed {seed}: {old} is no other minion");
        let name = g.name_of(*new).unwrap();
        let stats = match name {
            "Devilsaur" => (5, 5),
            "Squirrel" => (1, 1),
            other => panic!("seed {seed}: {other} is neither card"),
        };
        assert_eq!((g.attack(*new).unwrap(), g.health(*new).unwrap()), stats, "{name}");
        let side = if *old == wisp { Player::FIRST } else { Player::SECOND };
        assert!(g.board(side).contains(new), "seed {seed}: in the old one's place");
        assert_eq!(g.name_of(tinkmaster), Ok("Tinkmaster Overspark"));
        transformed.insert(g.name_of(*old).unwrap());
        into.insert(name);
    }
    assert_eq!(transformed, BTreeSet::from(["Wisp", "Chillwind Yeti"]));
    assert_eq!(into, BTreeSet::from(["Devilsaur", "Squirrel"]));
}

/// With no other minion in play, Tinkmaster Overspark's Battlecry transforms nothing.
#[test]
fn tinkmaster_overspark_alone_transforms_nothing() {
    let cards = library();
    let fillers = || vec![cards.find("Test Filler").unwrap(); 10];
    let mut g = Game::new(cards, [fillers(), fillers()], Limits::default()).unwrap();
    g.begin().unwrap();
    let tinkmaster = g.add_to_hand(cards.find("Tinkmaster Overspark").unwrap(), Player::FIRST).unwrap();
    g.gain_mana_crystals(Player::FIRST, 3).unwrap();
    g.clear_log();
    g.play(tinkmaster, 0, None).unwrap();
    let transforms = g
        .log()
        .iter()
        .filter(|record| matches!(record.event, my_engine::engine::Event::Transformed { .. }))
        .count();
    assert_eq!(transforms, 0);
    assert_eq!(g.board(Player::FIRST), [tinkmaster]);
}
