//! Module 1: ids and zones. One id per card object for its whole life; boards, hands and
//! decks in order.

use my_engine::harness::*;

#[test]
fn test_01_ids_are_distinct_and_survive_zone_changes() {
    let mut g = new_game(GameOpts::default().deck(0, &["Test Filler", "Loot Hoarder"]));
    let deck = g.deck(0);
    let h = g.summon("Loot Hoarder", 0);
    let s = g.summon("Armorsmith", 1);
    let mut all = vec![g.hero(0), g.hero(1), deck[0], deck[1], h, s];
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 6, "every card object has its own id");

    g.draw(0);
    assert_eq!(g.hand(0), vec![deck[0]], "deck to hand keeps the id");
    assert_eq!(g.zone_of(deck[0]), Zone::Hand);
    assert_eq!(g.name_of(deck[0]), "Test Filler");

    g.deal_damage(h, 1);
    assert_eq!(g.zone_of(h), Zone::Graveyard, "board to graveyard keeps the id");
    assert_eq!(g.name_of(h), "Loot Hoarder");
    assert_eq!(g.hand(0), vec![deck[0], deck[1]], "the Deathrattle drew the second card");
    assert_eq!(g.zone_of(deck[1]), Zone::Hand);
}

#[test]
fn test_01_summon_places_minions_left_to_right() {
    let mut g = new_game(GameOpts::default());
    let a = g.summon("Test Filler", 0);
    let b = g.summon("Armorsmith", 0);
    let c = g.summon("Test Filler", 0);
    let d = g.summon("Test Reactor", 1);

    assert_eq!(g.board(0), vec![a, b, c]);
    assert_eq!(g.board(1), vec![d]);
    assert_eq!(g.zone_of(b), Zone::Board);
    assert_eq!(g.log(), [a, b, c, d].map(|id| GameEvent::Summoned { id }).to_vec());
    assert_eq!((g.attack(b), g.health(b)), (1, 4));
}

#[test]
fn test_01_draw_moves_the_top_card_or_records_fatigue() {
    let mut g = new_game(GameOpts::default().deck(1, &["Armorsmith", "Test Filler"]));
    let deck = g.deck(1);

    g.draw(1);
    assert_eq!(g.hand(1), vec![deck[0]]);
    assert_eq!(g.deck(1), vec![deck[1]]);
    g.draw(1);
    g.draw(1);
    g.draw(0);

    assert_eq!(g.hand(1), deck);
    assert!(g.deck(1).is_empty());
    assert!(g.hand(0).is_empty());
    assert_eq!(
        g.log(),
        vec![
            GameEvent::Drew { player: 1, id: deck[0] },
            GameEvent::Drew { player: 1, id: deck[1] },
            GameEvent::Fatigue { player: 1 },
            GameEvent::Fatigue { player: 0 },
        ]
    );
}

#[test]
fn test_01_game_opts_build_decks_top_first_and_name_every_card() {
    let opts =
        GameOpts { decks: [vec!["Armorsmith".into(), "Whirlwind".into()], vec!["Loot Hoarder".into()]] };
    let g = new_game(opts);

    let (deck0, deck1) = (g.deck(0), g.deck(1));
    assert_eq!(deck0.len(), 2);
    assert_eq!(g.name_of(deck0[0]), "Armorsmith", "the first entry is the top of the deck");
    assert_eq!(g.name_of(deck0[1]), "Whirlwind");
    assert_eq!(g.name_of(deck1[0]), "Loot Hoarder");
    for id in deck0.iter().chain(&deck1) {
        assert_eq!(g.zone_of(*id), Zone::Deck);
    }
    assert!(g.hand(0).is_empty() && g.board(0).is_empty() && g.board(1).is_empty());
    assert_eq!(g.health(g.hero(0)), 30);
    assert_eq!(g.health(g.hero(1)), 30);
    assert_ne!(g.hero(0), g.hero(1));
}
