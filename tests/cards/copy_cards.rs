//! The cards that copy (issue 41, item 4) and Alarm-o-Bot's swap (item 5), each random choice
//! over 100 seeds: Mind Vision copies each card of the opponent's hand for some seed;
//! Thoughtsteal two different cards of the opponent's deck, each pair's cards for some seed;
//! Mindgames a copy of each minion card of the deck, never a spell, and Shadow of Nothing with
//! none; Alarm-o-Bot each minion card of the hand, never a spell. Faceless Manipulator's copy
//! of a buffed, damaged, Silenced minion; a copy of what is not in play does nothing; two
//! Lorewalker Chos facing each other stay within the Sequence's limits, and a Sequence past them
//! is rolled back whole.

use std::collections::BTreeSet;

use my_engine::content::library;
use my_engine::engine::{CardId, Error, Event, Game, Id, Limits, Player, Zone};

fn card(name: &str) -> CardId {
    library().find(name).unwrap()
}

/// A game of the built-in cards whose decks hold `decks`, not begun, under `seed`.
fn game(decks: [&[&str]; 2], seed: u64) -> Game {
    let decks = decks.map(|deck| deck.iter().map(|name| card(name)).collect());
    let mut g = Game::new(library(), decks, Limits::default()).unwrap();
    g.reseed(seed);
    g
}

/// The `CopiedToHand` events of `g`'s log: the copy and what it copies.
fn copies(g: &Game) -> Vec<(Player, Id, Id)> {
    g.log()
        .iter()
        .filter_map(|record| match record.event {
            Event::CopiedToHand { player, id, of } => Some((player, id, of)),
            _ => None,
        })
        .collect()
}

/// "Put a copy of a random card in your opponent's hand into your hand": over 100 seeds, each
/// of player 1's three cards is copied for some seed, one copy a cast, of the same card, into
/// player 0's hand; player 1 keeps its three.
#[test]
fn mind_vision_copies_each_card_of_the_opponents_hand_for_some_seed() {
    let mut seen = BTreeSet::new();
    for seed in 0..100 {
        let mut g = game([&[], &[]], seed);
        let hand: Vec<Id> = ["Wisp", "Fireball", "Chillwind Yeti"]
            .iter()
            .map(|name| g.add_to_hand(card(name), Player::SECOND).unwrap())
            .collect();
        g.cast(card("Mind Vision"), Player::FIRST, None).unwrap();
        let [(player, copy, of)] = copies(&g)[..] else { panic!("seed {seed}: one copy") };
        assert_eq!(player, Player::FIRST);
        assert!(hand.contains(&of), "seed {seed}: a card of player 1's hand");
        assert_eq!(g.card_of(copy).unwrap(), g.card_of(of).unwrap());
        assert_eq!(g.hand(Player::FIRST), [copy]);
        assert_eq!(g.hand(Player::SECOND), hand);
        seen.insert(g.name_of(of).unwrap());
    }
    assert_eq!(seen, BTreeSet::from(["Wisp", "Fireball", "Chillwind Yeti"]));
}

/// An empty hand gives Mind Vision nothing to copy: nothing comes, and the seed's generator is
/// not drawn (the next random choice is as it would have been).
#[test]
fn mind_vision_copies_nothing_from_an_empty_hand() {
    let mut g = game([&[], &[]], 7);
    g.cast(card("Mind Vision"), Player::FIRST, None).unwrap();
    assert!(copies(&g).is_empty());
    assert!(g.hand(Player::FIRST).is_empty());
}

/// "Copy 2 cards in your opponent's deck and add them to your hand": over 100 seeds, two
/// different cards of player 1's deck of three each time, each pair for some seed; the deck
/// keeps its three cards in order. A deck of one gives one copy, an empty deck none.
#[test]
fn thoughtsteal_copies_two_different_cards_of_the_deck_each_pair_for_some_seed() {
    let mut pairs = BTreeSet::new();
    for seed in 0..100 {
        let mut g = game([&[], &["Wisp", "Fireball", "Chillwind Yeti"]], seed);
        let deck = g.deck(Player::SECOND);
        g.cast(card("Thoughtsteal"), Player::FIRST, None).unwrap();
        let copied = copies(&g);
        let [(_, first, a), (_, second, b)] = copied[..] else { panic!("seed {seed}: two copies") };
        assert_ne!(a, b, "seed {seed}: never one card twice");
        assert!(deck.contains(&a) && deck.contains(&b));
        assert_eq!(g.hand(Player::FIRST), [first, second]);
        assert_eq!(g.deck(Player::SECOND), deck, "the deck keeps its cards");
        let mut pair = [g.name_of(a).unwrap(), g.name_of(b).unwrap()];
        pair.sort_unstable();
        pairs.insert(pair);
    }
    assert_eq!(
        pairs,
        BTreeSet::from([["Chillwind Yeti", "Fireball"], ["Chillwind Yeti", "Wisp"], ["Fireball", "Wisp"]])
    );
    let mut one = game([&[], &["Wisp"]], 3);
    one.cast(card("Thoughtsteal"), Player::FIRST, None).unwrap();
    assert_eq!(copies(&one).len(), 1, "a deck of one: one copy");
    let mut none = game([&[], &[]], 3);
    none.cast(card("Thoughtsteal"), Player::FIRST, None).unwrap();
    assert!(copies(&none).is_empty(), "an empty deck: none");
}

/// "Put a copy of a random minion from your opponent's deck into the battlefield": over 100
/// seeds, a fresh minion of each minion card of player 1's deck for some seed, never of its
/// Fireball, summoned for player 0; the deck keeps its cards. With no minion card in that deck,
/// Shadow of Nothing (0/1).
#[test]
fn mindgames_summons_a_copy_of_each_minion_of_the_deck_and_shadow_of_nothing_without_one() {
    let mut seen = BTreeSet::new();
    for seed in 0..100 {
        let mut g = game([&[], &["Wisp", "Fireball", "Chillwind Yeti", "Fireball"]], seed);
        let deck = g.deck(Player::SECOND);
        g.cast(card("Mindgames"), Player::FIRST, None).unwrap();
        let [copy] = *g.board(Player::FIRST) else { panic!("seed {seed}: one minion") };
        assert!(!deck.contains(&copy), "a fresh card object");
        assert_eq!(g.deck(Player::SECOND), deck);
        assert!(g.log().iter().any(|record| record.event == Event::Summoned { id: copy }), "summoned");
        seen.insert(g.name_of(copy).unwrap());
    }
    assert_eq!(seen, BTreeSet::from(["Wisp", "Chillwind Yeti"]));
    let mut g = game([&[], &["Fireball"]], 1);
    g.cast(card("Mindgames"), Player::FIRST, None).unwrap();
    let [shadow] = *g.board(Player::FIRST) else { panic!("one minion") };
    assert_eq!(g.name_of(shadow).unwrap(), "Shadow of Nothing");
    assert_eq!((g.attack(shadow).unwrap(), g.health(shadow).unwrap()), (0, 1));
}

/// "At the start of your turn, swap this minion with a random one in your hand": over 100
/// seeds, each minion card of the hand (Wisp, Chillwind Yeti, Fire Elemental) is put into play
/// in Alarm-o-Bot's place for some seed, never the Fireball, with no Battlecry (Fire
/// Elemental's 3 damage never lands); Alarm-o-Bot is in the hand, a fresh card.
#[test]
fn alarm_o_bot_swaps_with_each_minion_card_of_the_hand_and_never_a_spell() {
    let mut seen = BTreeSet::new();
    for seed in 0..100 {
        let mut g = game([&["Wisp", "Fireball", "Fire Elemental", "Test Filler"], &["Test Filler"; 4]], seed);
        g.add_to_hand(card("Chillwind Yeti"), Player::FIRST).unwrap();
        let left = g.summon(card("Test Filler"), Player::FIRST).unwrap();
        let bot = g.summon(card("Alarm-o-Bot"), Player::FIRST).unwrap();
        let right = g.summon(card("Test Filler"), Player::FIRST).unwrap();
        g.deal_damage(bot, 1).unwrap();
        g.begin().unwrap();
        let [l, swapped, r] = *g.board(Player::FIRST) else { panic!("seed {seed}: three minions") };
        assert_eq!((l, r), (left, right), "seed {seed}: in Alarm-o-Bot's place");
        let name = g.name_of(swapped).unwrap();
        assert_ne!(name, "Fireball");
        assert_eq!(g.zone_of(bot).unwrap(), Zone::Hand);
        assert_eq!(g.health(bot).unwrap(), 3, "a fresh card in the hand");
        assert_eq!(g.health(g.hero(Player::SECOND)).unwrap(), 30, "no Battlecry");
        assert!(g.board(Player::SECOND).is_empty());
        assert!(!g.log().iter().any(|record| matches!(record.event, Event::Played { .. })), "not played");
        seen.insert(name);
    }
    assert_eq!(seen, BTreeSet::from(["Wisp", "Chillwind Yeti", "Fire Elemental"]));
}

/// With no minion card in the hand, Alarm-o-Bot stays where it is.
#[test]
fn alarm_o_bot_with_no_minion_in_hand_stays() {
    let mut g = game([&["Fireball", "Fireball", "Fireball", "Fireball"], &["Test Filler"; 4]], 0);
    let bot = g.summon(card("Alarm-o-Bot"), Player::FIRST).unwrap();
    g.begin().unwrap();
    assert_eq!(g.board(Player::FIRST), [bot]);
    assert_eq!(g.hand(Player::FIRST).len(), 4);
}

/// Faceless Manipulator copies a buffed, damaged, Silenced minion: the copy has the minion's
/// card, its enchantments (made anew), damage and Silence; a minion with an added Deathrattle
/// (Ancestral Spirit's enchantment card) gives the copy that Deathrattle too.
#[test]
fn faceless_manipulator_copies_enchantments_damage_and_silence() {
    let mut g = game([&["Test Filler"; 4], &["Test Filler"; 4]], 0);
    let yeti = g.summon(card("Chillwind Yeti"), Player::SECOND).unwrap();
    g.cast(card("Blessing of Kings"), Player::FIRST, Some(yeti)).unwrap();
    g.deal_damage(yeti, 3).unwrap();
    let cult = g.summon(card("Cult Master"), Player::SECOND).unwrap();
    g.cast(card("Ancestral Spirit"), Player::FIRST, Some(cult)).unwrap();
    g.silence(cult).unwrap();
    g.cast(card("Ancestral Spirit"), Player::FIRST, Some(cult)).unwrap();
    g.begin().unwrap();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    let faceless = g.add_to_hand(card("Faceless Manipulator"), Player::FIRST).unwrap();
    g.play(faceless, 0, Some(yeti)).unwrap();
    let [copy] = *g.board(Player::FIRST) else { panic!("one minion") };
    assert_eq!(g.name_of(copy).unwrap(), "Chillwind Yeti");
    assert_eq!(g.zone_of(faceless).unwrap(), Zone::SetAside);
    assert_eq!((g.attack(copy).unwrap(), g.max_health(copy).unwrap(), g.health(copy).unwrap()), (8, 9, 6));
    assert_eq!(g.enchantments(copy).unwrap().len(), 1);
    let second = g.add_to_hand(card("Faceless Manipulator"), Player::FIRST).unwrap();
    g.gain_mana_crystals(Player::FIRST, 5).unwrap();
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    g.play(second, 1, Some(cult)).unwrap();
    let copy_of_cult = g.board(Player::FIRST)[1];
    assert!(g.is_silenced(copy_of_cult).unwrap(), "its Silence");
    assert_eq!(g.enchantments(copy_of_cult).unwrap().len(), 1, "the enchantment card made after the Silence");
    g.destroy(copy_of_cult).unwrap();
    let back = g.board(Player::FIRST)[1];
    assert_eq!(g.name_of(back).unwrap(), "Cult Master", "the copied Deathrattle summons its card");
}

/// Faceless Manipulator's copy of a damaged minion with Enrage is damaged, so Enraged at once
/// (the wiki's Damage page, hearthstone.wiki.gg/wiki/Damage: "Characters which are below
/// their maximum Health are considered damaged, and may activate Enrage effects"): a copy of
/// a 2/3 Amani Berserker with 1 damage is a 5/2, as the minion it copies is.
#[test]
fn faceless_manipulators_copy_of_a_damaged_minion_with_enrage_is_enraged_at_once() {
    let mut g = game([&["Test Filler"; 4], &["Test Filler"; 4]], 0);
    let berserker = g.summon(card("Amani Berserker"), Player::SECOND).unwrap();
    g.deal_damage(berserker, 1).unwrap();
    assert_eq!((g.attack(berserker).unwrap(), g.health(berserker).unwrap()), (5, 2), "Enraged");
    g.begin().unwrap();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    let faceless = g.add_to_hand(card("Faceless Manipulator"), Player::FIRST).unwrap();
    g.play(faceless, 0, Some(berserker)).unwrap();
    let [copy] = *g.board(Player::FIRST) else { panic!("one minion") };
    assert_eq!((g.attack(copy).unwrap(), g.health(copy).unwrap()), (5, 2), "damaged, so Enraged");
    assert!(g.is_enraged(copy).unwrap());
}

/// A copy aimed at what is not in play: Faceless Manipulator played at a minion that is
/// already dead is refused (a typed error), and the game is as
/// it was: the Manipulator still in the hand, the board unchanged.
#[test]
fn a_copy_aimed_at_a_minion_no_longer_in_play_is_refused_and_changes_nothing() {
    let mut g = game([&["Test Filler"; 4], &["Test Filler"; 4]], 0);
    let yeti = g.summon(card("Chillwind Yeti"), Player::SECOND).unwrap();
    g.begin().unwrap();
    g.destroy(yeti).unwrap();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    let faceless = g.add_to_hand(card("Faceless Manipulator"), Player::FIRST).unwrap();
    let before = g.board(Player::FIRST).to_vec();
    let refused = g.play(faceless, 0, Some(yeti));
    assert!(refused.is_err(), "a dead minion is no target: {refused:?}");
    assert_eq!(g.board(Player::FIRST), before);
    assert_eq!(g.zone_of(faceless).unwrap(), Zone::Hand);
}

/// Two Lorewalker Chos, one each side: a spell cast by player 0 gives player 1 two copies, one
/// from each Cho (each puts its copy into the hand of the player other than the caster), and
/// no copy is cast, so nothing loops. Under limits too small for the Phase (fourteen Chos, a
/// Sequence of 12 actions at most), the play is refused and rolled back whole: the hands, the
/// log and the spell as they were.
#[test]
fn two_lorewalker_chos_stay_within_the_limits_and_past_them_the_sequence_is_rolled_back() {
    let mut g = game([&["Test Filler"; 4], &["Test Filler"; 4]], 0);
    let mine = g.summon(card("Lorewalker Cho"), Player::FIRST).unwrap();
    let theirs = g.summon(card("Lorewalker Cho"), Player::SECOND).unwrap();
    g.begin().unwrap();
    let spell = g.add_to_hand(card("Moonfire"), Player::FIRST).unwrap();
    let hero = g.hero(Player::SECOND);
    let before = g.hand(Player::SECOND).to_vec();
    g.play(spell, 0, Some(hero)).unwrap();
    let copied = copies(&g);
    assert_eq!(copied.len(), 2);
    assert!(copied.iter().all(|&(player, _, of)| player == Player::SECOND && of == spell));
    assert_eq!(g.hand(Player::SECOND).len(), before.len() + 2);
    let _ = (mine, theirs);

    // Fourteen Chos, seven a side: the play's Sequence asks for 16 actions (the cast, its
    // damage and fourteen copies), more than the 12 allowed; the start's draws ask for fewer.
    let tight = Limits { max_actions: 12, ..Limits::default() };
    let decks = [vec![card("Test Filler"); 4], vec![card("Test Filler"); 4]];
    let mut g = Game::new(library(), decks, tight).unwrap();
    for _ in 0..7 {
        g.summon(card("Lorewalker Cho"), Player::FIRST).unwrap();
        g.summon(card("Lorewalker Cho"), Player::SECOND).unwrap();
    }
    g.begin().unwrap();
    let spell = g.add_to_hand(card("Moonfire"), Player::FIRST).unwrap();
    let hands = [g.hand(Player::FIRST).to_vec(), g.hand(Player::SECOND).to_vec()];
    let log = g.log().len();
    let refused = g.play(spell, 0, Some(g.hero(Player::SECOND)));
    assert!(matches!(refused, Err(Error::Runaway { .. })), "{refused:?}");
    assert_eq!([g.hand(Player::FIRST).to_vec(), g.hand(Player::SECOND).to_vec()], hands);
    assert_eq!(g.log().len(), log);
    assert_eq!(g.zone_of(spell).unwrap(), Zone::Hand);
}
