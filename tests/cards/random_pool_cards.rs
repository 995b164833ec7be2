//! The pool's cards whose random choice is a card of a fixed list in their data (Animal
//! Companion's Beast Companions, Power of the Horde's Horde Warriors), each played over 100
//! seeds: every card of the list for some seed, no other ever, each with its own abilities.

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
