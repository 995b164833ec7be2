//! The pool's cards whose random choice is a card of a fixed list in their data (Animal
//! Companion's Beast Companions, Power of the Horde's Horde Warriors, Elite Tauren
//! Chieftain's Power Chords), each played over 100 seeds: every card of the list for some
//! seed, no other ever, each with its own abilities; I Am Murloc's three, four or five
//! Murlocs; and Brawl's minion spared, each for some seed.

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

/// "Summon three, four, or five 1/1 Murlocs": over 100 seeds, each of 3, 4 and 5 for some
/// seed and no other number, each summon a 1/1 Murloc; on a board with five minions, two (a
/// full board stops the rest).
#[test]
fn i_am_murloc_summons_three_four_or_five_murlocs_until_the_board_is_full() {
    let cards = library();
    let mut counts = BTreeSet::new();
    for seed in 0..100 {
        for already in [0, 5] {
            let mut g = Game::new(cards, [Vec::new(), Vec::new()], Limits::default()).unwrap();
            for _ in 0..already {
                g.summon(cards.find("Wisp").unwrap(), Player::FIRST).unwrap();
            }
            g.reseed(seed);
            g.cast(cards.find("I Am Murloc").unwrap(), Player::FIRST, None).unwrap();
            let murlocs = &g.board(Player::FIRST)[already..];
            for &murloc in murlocs {
                assert_eq!(g.name_of(murloc).unwrap(), "Murloc");
                assert_eq!((g.attack(murloc).unwrap(), g.health(murloc).unwrap()), (1, 1));
            }
            if already == 0 {
                counts.insert(murlocs.len());
            } else {
                assert_eq!(murlocs.len(), 2, "seed {seed}: two places were free");
            }
        }
    }
    assert_eq!(counts, BTreeSet::from([3, 4, 5]));
}

/// "Battlecry: Give both players the power to ROCK! (with a Power Chord card)": over 100
/// seeds, each player is given one of I Am Murloc, Rogues Do It... and Power of the Horde,
/// chosen for each player apart (its player's first, then the opponent's), so that each
/// card reaches each player for some seed, and the two differ for some seed.
#[test]
fn elite_tauren_chieftain_gives_each_player_a_power_chord_chosen_apart() {
    let cards = library();
    let chords = ["I Am Murloc", "Power of the Horde", "Rogues Do It..."];
    let mut given = [BTreeSet::new(), BTreeSet::new()];
    let mut differ = false;
    for seed in 0..100 {
        let mut g = Game::new(cards, [Vec::new(), Vec::new()], Limits::default()).unwrap();
        g.begin().unwrap();
        g.gain_mana_crystals(Player::FIRST, 9).unwrap();
        let chieftain = g.add_to_hand(cards.find("Elite Tauren Chieftain").unwrap(), Player::FIRST).unwrap();
        g.reseed(seed);
        g.play(chieftain, 0, None).unwrap();
        let got = [Player::FIRST, Player::SECOND].map(|player| {
            let [.., last] = *g.hand(player) else { panic!("seed {seed}: a card for {player:?}") };
            g.name_of(last).unwrap()
        });
        assert!(got.iter().all(|name| chords.contains(name)), "seed {seed}: {got:?}");
        differ |= got[0] != got[1];
        for (seen, name) in given.iter_mut().zip(got) {
            seen.insert(name);
        }
    }
    assert_eq!(given, [BTreeSet::from(chords), BTreeSet::from(chords)]);
    assert!(differ, "the two players' cards are chosen apart");
}
