//! A card of a tribe drawn from the deck ("Draw a Pirate from your deck", issue "What cards
//! do, part 2", item 5): one of the deck's cards of that tribe, chosen at random from the
//! game's seed, each as likely; no other card; none in the deck, nothing, and no Fatigue.

use std::collections::BTreeSet;

use my_engine::content::library;
use my_engine::engine::{Event, Game, Limits, Player, Zone};

use crate::common::{card, events};

/// Player 0's deck, top first: a Wisp, a Voidwalker, a Wisp, a Flame Imp, a Wisp, a Blood Imp.
fn deck() -> Vec<my_engine::engine::CardId> {
    ["Wisp", "Voidwalker", "Wisp", "Flame Imp", "Wisp", "Blood Imp"].map(card).to_vec()
}

/// "Draw 2 Demons from your deck." over 100 seeds, with three Demons in the deck: two are
/// drawn each time, never a Wisp; each Demon is the one left for some seed; the Wisps keep
/// their order.
#[test]
fn a_card_of_a_tribe_is_drawn_from_anywhere_in_the_deck_each_for_some_seed() {
    let mut left = BTreeSet::new();
    for seed in 0..100 {
        let mut g = Game::new(library(), [deck(), Vec::new()], Limits::default()).unwrap();
        let wisps_before: Vec<_> =
            g.deck(Player::FIRST).into_iter().filter(|&id| g.name_of(id).unwrap() == "Wisp").collect();
        g.reseed(seed);
        g.cast(card("Sense Demons"), Player::FIRST, None).unwrap();
        let hand: Vec<_> = g.hand(Player::FIRST).iter().map(|&id| g.name_of(id).unwrap()).collect();
        assert_eq!(hand.len(), 2, "seed {seed}");
        assert!(!hand.contains(&"Wisp"), "seed {seed}: {hand:?}");
        let deck: Vec<_> = g.deck(Player::FIRST).iter().map(|&id| g.name_of(id).unwrap()).collect();
        let demons: Vec<_> = deck.iter().filter(|&&name| name != "Wisp").collect();
        let [demon] = *demons.as_slice() else { panic!("seed {seed}: one Demon left: {deck:?}") };
        let wisps: Vec<_> =
            g.deck(Player::FIRST).into_iter().filter(|&id| g.name_of(id).unwrap() == "Wisp").collect();
        assert_eq!(wisps, wisps_before, "seed {seed}: the Wisps, the same card objects in their order");
        left.insert(*demon);
    }
    assert_eq!(left, BTreeSet::from(["Blood Imp", "Flame Imp", "Voidwalker"]));
}

/// With no card of the tribe in the deck, nothing is drawn and there is no Fatigue: only the
/// spell is logged, and the deck is as it was.
#[test]
fn with_no_card_of_the_tribe_nothing_is_drawn_and_there_is_no_fatigue() {
    let wisps = vec![card("Wisp"); 3];
    let mut g = Game::new(library(), [wisps, Vec::new()], Limits::default()).unwrap();
    let before = g.deck(Player::FIRST).to_vec();
    g.clear_log();
    g.cast(card("Sense Demons"), Player::FIRST, None).unwrap();
    assert_eq!(events(&g), [Event::SpellCast { card: card("Sense Demons") }]);
    assert_eq!(g.deck(Player::FIRST), before);
    assert!(before.iter().all(|&id| g.zone_of(id).unwrap() == Zone::Deck));
}
