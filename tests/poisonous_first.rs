//! `Rules::poisonous_first`: the real game's exception the course's Module 2 names, "Poisonous
//! resolves in a queue with higher priority" (Advanced rulebook): the abilities answering
//! "whenever this minion damages a minion" come before every other ability answering the same
//! Damage Events, whatever the order of play. Off (the course): one Queue, in order of play.

use my_engine::content::library;
use my_engine::engine::{Event, Game, Limits, Rules, TriggerKind};

/// Acolyte of Pain (played first: "Whenever this minion takes damage, draw a card") is
/// attacked by Emperor Cobra (played after it: "Destroy any minion damaged by this minion").
/// The `Triggered` sources, in the order they resolve, under `rules`.
fn triggered_in_order(rules: Rules) -> (Vec<&'static str>, Vec<Event>) {
    let card = |name| library().find(name).unwrap();
    let deck = || vec![card("Test Filler"); 5];
    let mut g = Game::new(library(), [deck(), deck()], Limits::default()).unwrap().with_rules(rules);
    let acolyte = g.summon(card("Acolyte of Pain"), 1).unwrap();
    let cobra = g.summon(card("Emperor Cobra"), 0).unwrap();
    g.begin().unwrap();
    let from = g.log().len();
    g.attack_with(cobra, acolyte).unwrap();
    let events: Vec<Event> = g.log()[from..].iter().map(|record| record.event).collect();
    let sources = events
        .iter()
        .filter_map(|event| match *event {
            Event::Triggered { source, trigger: TriggerKind::Damaged } if source == acolyte => {
                Some("acolyte")
            }
            Event::Triggered { source, trigger: TriggerKind::Damaged } if source == cobra => Some("cobra"),
            _ => None,
        })
        .collect();
    (sources, events)
}

#[test]
fn the_course_queues_the_poisonous_ability_in_order_of_play() {
    let (order, _) = triggered_in_order(Rules::course());
    assert_eq!(order, ["acolyte", "cobra"]);
}

#[test]
fn poisonous_first_queues_it_before_every_other_ability() {
    let rules = Rules { poisonous_first: true, ..Rules::course() };
    let (order, events) = triggered_in_order(rules);
    assert_eq!(order, ["cobra", "acolyte"], "{events:?}");
    assert!(Rules::hearthstone().poisonous_first && !Rules::course().poisonous_first);
}
