//! The pool's cards whose random choice is a card of a fixed list in their data (Animal
//! Companion's Beast Companions, Power of the Horde's Horde Warriors, Elite Tauren
//! Chieftain's Power Chords, Ysera's Dream Cards), each played over 100 seeds: every card of
//! the list for some seed, no other ever, each with its own abilities; I Am Murloc's three,
//! four or five Murlocs; Brawl's minion spared, each for some seed; Tinkmaster Overspark's
//! transform, each other minion into each of its two cards for some seed, never itself; and
//! Gelbin Mekkatorque's four inventions, and the random minion or damaged character each
//! invention reaches.

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
        let held = [Player::FIRST, Player::SECOND].map(|player| g.hand(player).len());
        g.reseed(seed);
        g.play(chieftain, 0, None).unwrap();
        assert_eq!(g.hand(Player::FIRST).len(), held[0], "seed {seed}: the Chieftain out, one card in");
        assert_eq!(g.hand(Player::SECOND).len(), held[1] + 1, "seed {seed}: one card in");
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

/// A begun game of the built-in cards, ten Test Fillers in each deck.
fn begun() -> Game {
    let cards = library();
    let fillers = || vec![cards.find("Test Filler").unwrap(); 10];
    let mut g = Game::new(cards, [fillers(), fillers()], Limits::default()).unwrap();
    g.begin().unwrap();
    g
}

/// "Battlecry: Summon an AWESOME invention.": Gelbin Mekkatorque played under each of 100
/// seeds summons one of its four inventions to its right, each for some seed, no other card.
#[test]
fn gelbin_mekkatorque_summons_each_of_its_four_inventions() {
    let cards = library();
    let mut seen = BTreeSet::new();
    for seed in 0..100 {
        let mut g = begun();
        let gelbin = g.add_to_hand(cards.find("Gelbin Mekkatorque").unwrap(), Player::FIRST).unwrap();
        g.gain_mana_crystals(Player::FIRST, 6).unwrap();
        g.reseed(seed);
        g.play(gelbin, 0, None).unwrap();
        let [first, invention] = *g.board(Player::FIRST) else { panic!("seed {seed}: one summon") };
        assert_eq!(first, gelbin, "seed {seed}: the invention lands at Gelbin's right");
        seen.insert(g.name_of(invention).unwrap());
    }
    assert_eq!(seen, BTreeSet::from(["Homing Chicken", "Repair Bot", "Emboldener 3000", "Poultryizer"]));
}

/// Under each of 100 seeds, player 0's `invention` beside their Wisp, an enemy Chillwind Yeti
/// in play, and `setup` done; then `turns` turns end. The game and the three minions.
fn invention_over_100_seeds(
    invention: &str,
    turns: usize,
    setup: impl Fn(&mut Game, [Id; 3]),
) -> Vec<(Game, [Id; 3])> {
    let cards = library();
    (0..100)
        .map(|seed| {
            let mut g = begun();
            let made = g.summon(cards.find(invention).unwrap(), Player::FIRST).unwrap();
            let wisp = g.summon(cards.find("Wisp").unwrap(), Player::FIRST).unwrap();
            let yeti = g.summon(cards.find("Chillwind Yeti").unwrap(), Player::SECOND).unwrap();
            setup(&mut g, [made, wisp, yeti]);
            g.reseed(seed);
            g.clear_log();
            for _ in 0..turns {
                g.end_turn().unwrap();
            }
            (g, [made, wisp, yeti])
        })
        .collect()
}

/// "At the start of your turn, transform a random minion into a 1/1 Chicken.": at the start of
/// player 0's next turn one of the three minions in play, either side, the Poultryizer itself
/// included, becomes a Chicken in its place, each for some seed of 100; the heroes, characters
/// but no minions, are never touched.
#[test]
fn poultryizer_transforms_each_minion_in_play_into_a_chicken() {
    let mut transformed = BTreeSet::new();
    for (g, minions) in invention_over_100_seeds("Poultryizer", 2, |_, _| {}) {
        let changed: Vec<(Id, Id)> = g
            .log()
            .iter()
            .filter_map(|record| match record.event {
                my_engine::engine::Event::Transformed { id, into } => Some((id, into)),
                _ => None,
            })
            .collect();
        let [(old, chicken)] = changed.as_slice() else { panic!("one transform, not {changed:?}") };
        assert!(minions.contains(old), "{old} is no minion in play");
        assert_eq!(g.name_of(*chicken), Ok("Chicken"));
        assert_eq!((g.attack(*chicken), g.health(*chicken)), (Ok(1), Ok(1)));
        assert_eq!(g.keywords(*chicken), Ok(Keywords::NONE));
        for hero in [g.hero(Player::FIRST), g.hero(Player::SECOND)] {
            assert_eq!(g.zone_of(hero), Ok(my_engine::engine::Zone::Board));
        }
        transformed.insert(*old);
    }
    assert_eq!(transformed.len(), 3, "each of the three minions for some seed");
}

/// "At the end of your turn, give a random minion +1/+1.": as player 0's turn ends one of the
/// three minions in play, either side, the Emboldener itself included, gets +1/+1, each for some
/// seed of 100; the heroes never.
#[test]
fn emboldener_3000_gives_each_minion_in_play_plus_one_plus_one() {
    let mut buffed = BTreeSet::new();
    for (g, minions) in invention_over_100_seeds("Emboldener 3000", 1, |_, _| {}) {
        let base = [(0, 4), (1, 1), (4, 5)];
        let grown: Vec<Id> = minions
            .iter()
            .zip(base)
            .filter(|&(&id, stats)| (g.attack(id).unwrap(), g.health(id).unwrap()) != stats)
            .map(|(&id, _)| id)
            .collect();
        let [one] = grown.as_slice() else { panic!("one minion grows, not {grown:?}") };
        let at = minions.iter().position(|id| id == one).unwrap();
        let (attack, health) = base[at];
        assert_eq!((g.attack(*one).unwrap(), g.health(*one).unwrap()), (attack + 1, health + 1));
        for hero in [g.hero(Player::FIRST), g.hero(Player::SECOND)] {
            assert_eq!((g.attack(hero), g.health(hero)), (Ok(0), Ok(30)));
        }
        buffed.insert(*one);
    }
    assert_eq!(buffed.len(), 3, "each of the three minions for some seed");
}

/// "At the end of your turn, restore 6 Health to a damaged character.": two characters damaged
/// (player 0's hero by 10, the enemy Yeti by 3) and three whole (the Repair Bot, player 0's
/// Wisp, the enemy hero); as player 0's turn ends one of the two damaged ones, either side, a
/// hero included, is healed, each for some seed of 100; a whole one never.
#[test]
fn repair_bot_heals_each_damaged_character_and_no_undamaged_one() {
    let mut healed = BTreeSet::new();
    let damage = |g: &mut Game, [_, _, yeti]: [Id; 3]| {
        g.deal_damage(yeti, 3).unwrap();
        g.deal_damage(g.hero(Player::FIRST), 10).unwrap();
    };
    for (g, [bot, wisp, yeti]) in invention_over_100_seeds("Repair Bot", 1, damage) {
        let own_hero = g.hero(Player::FIRST);
        let heals: Vec<Id> = g
            .log()
            .iter()
            .filter_map(|record| match record.event {
                my_engine::engine::Event::Healed { target, .. } => Some(target),
                _ => None,
            })
            .collect();
        let [one] = heals.as_slice() else { panic!("one heal, not {heals:?}") };
        match *one {
            hero if hero == own_hero => assert_eq!(g.health(hero), Ok(26)),
            minion if minion == yeti => assert_eq!(g.health(yeti), Ok(5), "no more than its maximum"),
            other => panic!("{other} was not damaged"),
        }
        assert_eq!((g.health(bot), g.health(wisp), g.health(g.hero(Player::SECOND))), (Ok(3), Ok(1), Ok(30)));
        healed.insert(*one);
    }
    assert_eq!(healed.len(), 2, "each damaged character for some seed");
}

/// "Deal 3 damage to a character. If it dies, summon a random Demon.": over 100 seeds, a Wisp
/// killed, each of the pool's eleven Demons for some seed and no other card; a summoned Lord
/// Jaraxxus is a minion and replaces no hero (a Battlecry comes only with a play). A character
/// that lives summons nothing, and no random draw is made.
#[test]
fn bane_of_doom_summons_each_demon_of_the_pool_when_its_target_dies() {
    let cards = library();
    let demons = [
        "Illidan Stormrage",
        "Blood Imp",
        "Flame Imp",
        "Voidwalker",
        "Felstalker",
        "Felguard",
        "Void Terror",
        "Pit Lord",
        "Doomguard",
        "Dread Infernal",
        "Lord Jaraxxus",
    ];
    let mut seen = BTreeSet::new();
    for seed in 0..100 {
        let mut g = Game::new(cards, [Vec::new(), Vec::new()], Limits::default()).unwrap();
        let wisp = g.summon(cards.find("Wisp").unwrap(), Player::SECOND).unwrap();
        g.reseed(seed);
        g.cast(cards.find("Bane of Doom").unwrap(), Player::FIRST, Some(wisp)).unwrap();
        let [demon] = *g.board(Player::FIRST) else { panic!("seed {seed}: one Demon") };
        let name = g.name_of(demon).unwrap();
        assert!(demons.contains(&name), "seed {seed}: {name} is no Demon of the pool");
        assert_eq!(g.hero_card(Player::FIRST), None, "seed {seed}: a summoned {name} replaces no hero");
        seen.insert(name);
    }
    assert_eq!(seen, BTreeSet::from(demons));
    let mut g = Game::new(cards, [Vec::new(), Vec::new()], Limits::default()).unwrap();
    let yeti = g.summon(cards.find("Chillwind Yeti").unwrap(), Player::SECOND).unwrap();
    let random = g.snapshot().unwrap().random;
    g.cast(cards.find("Bane of Doom").unwrap(), Player::FIRST, Some(yeti)).unwrap();
    assert!(g.board(Player::FIRST).is_empty(), "the Yeti lives: no Demon");
    assert_eq!(g.health(yeti), Ok(2));
    assert_eq!(g.snapshot().unwrap().random, random, "no random draw made");
}
