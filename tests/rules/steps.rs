//! A card's data read one step at a time (issue 39, items 6 and 7): a condition is checked
//! when its step is reached, after every reaction the steps before it caused; it is checked
//! once; a count is read when its step is reached; a repeat is held to the Sequence's limits;
//! a minion made to deal damage deals it only while it is in play.

use my_engine::content::{library_with, read_card_file};
use my_engine::engine::{CardId, Error, Event, Game, Library, Limit, Limits, Player};

const CARDS: &str = r#"[
  { "name": "Test Coil", "cost": 0, "type": "spell", "text": "Deal 1 damage to a minion. If it dies, draw a card.", "aim": "minion",
    "spell": [{ "damage": { "targets": { "one": "target" }, "amount": 1 } },
              { "if": "target_dies", "then": [{ "draw": { "player": "you" } }] }] },
  { "name": "Test Mender", "cost": 0, "type": "minion", "attack": 0, "health": 3,
    "text": "Whenever a minion takes damage, restore 1 Health to it.",
    "triggers": [{ "on": "any_minion_damaged", "actions": [{ "heal": { "targets": { "one": "event_character" }, "amount": 1 } }] }] },
  { "name": "Test Pair", "cost": 0, "type": "minion", "attack": 1, "health": 2, "text": "" },
  { "name": "Test Last Sting", "cost": 0, "type": "minion", "attack": 1, "health": 1,
    "text": "Deathrattle: This minion deals 1 damage to all enemy minions.",
    "deathrattle": [{ "minion_deals": { "minion": "this_minion", "targets": { "minions_of": "opponent" }, "amount": 1 } }] },
  { "name": "Test Armor Up", "cost": 0, "type": "spell", "text": "Gain 10 Armor.",
    "spell": [{ "gain_armor": { "player": "you", "amount": 10 } }] },
  { "name": "Test Idle Repeat", "cost": 0, "type": "spell", "text": "For each Armor you have, do nothing.",
    "spell": [{ "for_each": "armor_you_have", "do": [] }] },
  { "name": "Test Twice", "cost": 0, "type": "spell", "text": "Draw a card for each card in your hand.",
    "spell": [{ "for_each": "card_in_your_hand", "do": [{ "draw": { "player": "you" } }] }] },
  { "name": "Test Counted Hit", "cost": 0, "type": "spell", "text": "Deal 1 damage to the enemy hero for each card in your hand, then draw a card, then deal that again.",
    "spell": [{ "damage": { "targets": { "one": "enemy_hero" }, "amount": { "for_each": "card_in_your_hand" } } },
              { "draw": { "player": "you" } },
              { "damage": { "targets": { "one": "enemy_hero" }, "amount": { "for_each": "card_in_your_hand", "times": 2 } } }] }
]"#;

fn library() -> &'static Library {
    let source = read_card_file("steps.json", CARDS).unwrap();
    library_with(&[source]).unwrap()
}

fn card(name: &str) -> CardId {
    library().find(name).unwrap()
}

fn game(limits: Limits) -> Game {
    let deck = vec![card("Test Pair"); 20];
    let mut g = Game::new(library(), [deck.clone(), deck], limits).unwrap();
    g.begin().unwrap();
    g
}

fn events_since(g: &Game, from: usize) -> Vec<Event> {
    g.log()[from..].iter().map(|record| record.event).collect()
}

fn drew(events: &[Event]) -> bool {
    events.iter().any(|event| matches!(event, Event::Drew { .. }))
}

#[test]
fn a_condition_reads_the_game_after_the_reactions_of_the_step_before_it() {
    // Without the Mender, the 1 damage leaves the 1/2 Pair at 1 Health: it survives.
    let mut g = game(Limits::default());
    let pair = g.summon(card("Test Pair"), Player::SECOND).unwrap();
    g.deal_damage(pair, 1).unwrap();
    let from = g.log().len();
    g.cast(card("Test Coil"), Player::FIRST, Some(pair)).unwrap();
    assert!(drew(&events_since(&g, from)), "the Pair at 0 Health dies: a card is drawn");

    // With the Mender, the damage's Phase heals the Pair back to 1 before the condition is
    // checked: it no longer dies, and nothing is drawn.
    let mut g = game(Limits::default());
    g.summon(card("Test Mender"), Player::FIRST).unwrap();
    let pair = g.summon(card("Test Pair"), Player::SECOND).unwrap();
    g.deal_damage(pair, 1).unwrap(); // Healed back to 2 by the Mender.
    g.deal_damage(pair, 1).unwrap(); // 1, then healed to 2 again.
    let from = g.log().len();
    g.set_health(pair, 1).unwrap();
    g.cast(card("Test Coil"), Player::FIRST, Some(pair)).unwrap();
    let logged = events_since(&g, from);
    assert!(
        logged.iter().any(|event| matches!(event, Event::Healed { target, .. } if *target == pair)),
        "{logged:?}"
    );
    assert!(!drew(&logged), "checked after the healing: {logged:?}");
}

#[test]
fn a_count_is_read_when_its_step_is_reached() {
    let mut g = game(Limits::default());
    let enemy = g.hero(Player::SECOND);
    let hand = g.hand(Player::FIRST).len() as i32;
    let from = g.log().len();
    g.cast(card("Test Counted Hit"), Player::FIRST, None).unwrap();
    let hits: Vec<i32> = events_since(&g, from)
        .iter()
        .filter_map(|event| match *event {
            Event::Damaged { target, amount } if target == enemy => Some(amount),
            _ => None,
        })
        .collect();
    assert_eq!(hits, [hand, 2 * (hand + 1)], "the second count sees the card drawn between");
}

#[test]
fn a_repeat_counts_once_and_is_held_to_the_sequences_action_limit() {
    let mut g = game(Limits::default());
    let hand = g.hand(Player::FIRST).len();
    let from = g.log().len();
    g.cast(card("Test Twice"), Player::FIRST, None).unwrap();
    let draws = events_since(&g, from).iter().filter(|event| matches!(event, Event::Drew { .. })).count();
    assert_eq!(draws, hand, "counted once, before the first draw, not again as the hand grows");

    // Unbegun games, six cards in hand: the cast, six repeats and six draws are thirteen
    // actions.
    let holding_six = |limits: Limits| {
        let deck = vec![card("Test Pair"); 20];
        let mut g = Game::new(library(), [deck.clone(), deck], limits).unwrap();
        for _ in 0..6 {
            g.add_to_hand(card("Test Pair"), Player::FIRST).unwrap();
        }
        g
    };
    let mut roomy = holding_six(Limits { max_actions: 13, ..Limits::default() });
    assert_eq!(roomy.cast(card("Test Twice"), Player::FIRST, None), Ok(()));
    assert_eq!(
        roomy.hand(Player::FIRST).len(),
        12,
        "six counted once, six drawn (the course has no hand limit)"
    );
    let mut g = holding_six(Limits { max_actions: 12, ..Limits::default() });
    let before = (g.log().len(), g.hand(Player::FIRST).to_vec());
    let err = g.cast(card("Test Twice"), Player::FIRST, None).unwrap_err();
    assert!(matches!(err, Error::Runaway { limit: Limit::Actions, .. }), "{err:?}");
    assert_eq!((g.log().len(), g.hand(Player::FIRST).to_vec()), before, "rolled back");
}

#[test]
fn a_minion_out_of_play_deals_no_damage() {
    let mut g = game(Limits::default());
    let sting = g.summon(card("Test Last Sting"), Player::FIRST).unwrap();
    let enemy = g.summon(card("Test Pair"), Player::SECOND).unwrap();
    g.destroy(sting).unwrap();
    assert_eq!(g.health(enemy), Ok(2), "its Deathrattle resolves from the graveyard: no damage");
}

#[test]
fn a_repeat_that_does_nothing_still_spends_an_action_each_time_so_it_ends() {
    let limits = Limits { max_actions: 50, ..Limits::default() };
    let deck = vec![card("Test Pair"); 20];
    let mut g = Game::new(library(), [deck.clone(), deck], limits).unwrap();
    for _ in 0..10 {
        g.cast(card("Test Armor Up"), Player::FIRST, None).unwrap();
    }
    assert_eq!(g.armor(Player::FIRST), 100);
    let before = g.log().len();
    let err = g.cast(card("Test Idle Repeat"), Player::FIRST, None).unwrap_err();
    assert!(matches!(err, Error::Runaway { limit: Limit::Actions, .. }), "{err:?}");
    assert_eq!(g.log().len(), before, "rolled back");
    let mut roomy =
        Game::new(library(), [vec![], vec![]], Limits { max_actions: 101, ..Limits::default() }).unwrap();
    for _ in 0..10 {
        roomy.cast(card("Test Armor Up"), Player::FIRST, None).unwrap();
    }
    assert_eq!(roomy.cast(card("Test Idle Repeat"), Player::FIRST, None), Ok(()), "the cast and 100 repeats");
}
