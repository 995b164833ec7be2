//! Discards (issue "What cards do, part 2", item 5): a random card of the hand leaves it for
//! the graveyard, each as likely, from the game's seed; an empty hand discards nothing.
//! "Discard your hand" (Deathwing's scenario) and a destroyed Mana Crystal (`play/mana.rs`'s
//! tests and Felguard's scenario) are tested where they are said.

use std::collections::BTreeSet;

use my_engine::content::library;
use my_engine::engine::{Event, Game, Limits, Player, Zone};

use crate::common::{card, events};

/// A game with three cards in player 0's hand (a Wisp, a Chillwind Yeti, a Fireball).
fn three_in_hand() -> (Game, [my_engine::engine::Id; 3]) {
    let mut g = Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap();
    let hand =
        ["Wisp", "Chillwind Yeti", "Fireball"].map(|name| g.add_to_hand(card(name), Player::FIRST).unwrap());
    (g, hand)
}

/// "Deal 4 damage. Discard a random card.": over 100 seeds each of three cards is the one
/// discarded for some seed, to the graveyard, and the other two stay in the hand in their order.
#[test]
fn a_random_discard_takes_each_card_of_the_hand_for_some_seed() {
    let mut discarded = BTreeSet::new();
    for seed in 0..100 {
        let (mut g, hand) = three_in_hand();
        g.reseed(seed);
        g.clear_log();
        let hero = g.hero(Player::SECOND);
        g.cast(card("Soulfire"), Player::FIRST, Some(hero)).unwrap();
        let [
            Event::SpellCast { .. },
            Event::Damaged { target, amount: 4 },
            Event::Discarded { player: Player::FIRST, id },
        ] = *events(&g)
        else {
            panic!("seed {seed}: the spell, its damage, then one discard: {:?}", events(&g))
        };
        assert_eq!(target, hero);
        assert_eq!(g.zone_of(id).unwrap(), Zone::Graveyard);
        let kept: Vec<_> = hand.iter().copied().filter(|&other| other != id).collect();
        assert_eq!(g.hand(Player::FIRST), kept, "seed {seed}: the others stay, in order");
        discarded.insert(g.name_of(id).unwrap());
    }
    assert_eq!(discarded, BTreeSet::from(["Chillwind Yeti", "Fireball", "Wisp"]));
}

/// An empty hand discards nothing: the damage alone.
#[test]
fn a_random_discard_from_an_empty_hand_does_nothing() {
    let mut g = Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap();
    let hero = g.hero(Player::SECOND);
    g.clear_log();
    g.cast(card("Soulfire"), Player::FIRST, Some(hero)).unwrap();
    let soulfire = card("Soulfire");
    assert_eq!(events(&g), [Event::SpellCast { card: soulfire }, Event::Damaged { target: hero, amount: 4 }]);
}
