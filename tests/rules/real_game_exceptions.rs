//! Two of the real game's exceptions that the course's Module 2 names, each a `Rules` switch:
//! `poisonous_first` ("Poisonous resolves in a queue with higher priority", Advanced rulebook:
//! the abilities answering "whenever this minion damages a minion" come before every other
//! ability answering the same Damage Events) and `area_damage_one_by_one` (some area spells
//! "resolve each Damage Event as soon as it is created"). Off (the course): one Queue in order
//! of play, and every target hit before one Phase.

use my_engine::content::library;
use my_engine::engine::Player;
use my_engine::engine::{Event, Game, Limits, Rules, TriggerKind};

/// Acolyte of Pain (played first: "Whenever this minion takes damage, draw a card") is
/// attacked by Emperor Cobra (played after it: "Destroy any minion damaged by this minion").
/// The `Triggered` sources, in the order they resolve, under `rules`.
fn triggered_in_order(rules: Rules) -> (Vec<&'static str>, Vec<Event>) {
    let card = |name| library().find(name).unwrap();
    let deck = || vec![card("Test Filler"); 5];
    let mut g = Game::new(library(), [deck(), deck()], Limits::default()).unwrap().with_rules(rules);
    let acolyte = g.summon(card("Acolyte of Pain"), Player::SECOND).unwrap();
    let cobra = g.summon(card("Emperor Cobra"), Player::FIRST).unwrap();
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

/// Two Acolytes of Pain take the area damage of `spell` (marked `damage_one_by_one`), cast by
/// player 0: the events logged, under `rules`.
fn storm_of(spell: &str, rules: Rules) -> (Vec<Event>, [my_engine::engine::Id; 2]) {
    let card = |name| library().find(name).unwrap();
    let deck = || vec![card("Test Filler"); 5];
    let mut g = Game::new(library(), [deck(), deck()], Limits::default()).unwrap().with_rules(rules);
    let first = g.summon(card("Acolyte of Pain"), Player::SECOND).unwrap();
    let second = g.summon(card("Acolyte of Pain"), Player::SECOND).unwrap();
    let from = g.log().len();
    g.cast(card(spell), Player::FIRST, None).unwrap();
    (g.log()[from..].iter().map(|record| record.event).collect(), [first, second])
}

/// Test Lightning Storm's events (`storm_of`).
fn storm(rules: Rules) -> (Vec<Event>, [my_engine::engine::Id; 2]) {
    storm_of("Test Lightning Storm", rules)
}

/// The kinds of the events, for comparing their order.
fn kinds(events: &[Event]) -> Vec<String> {
    events.iter().map(|event| format!("{event:?}").split(' ').next().unwrap_or_default().to_owned()).collect()
}

/// `Rules::area_damage_one_by_one`: the real game's exception to Rule DH1 for a few area
/// spells, which "resolve each Damage Event as soon as it is created": each Acolyte draws
/// before the next is hit. The course: both are hit first, then one Phase.
#[test]
fn a_marked_area_spell_resolves_each_damage_event_as_it_is_created() {
    let (course, [first, second]) = storm(Rules::course());
    assert_eq!(kinds(&course), ["SpellCast", "Damaged", "Damaged", "Triggered", "Drew", "Triggered", "Drew"]);
    let one_by_one = Rules { area_damage_one_by_one: true, ..Rules::course() };
    let (events, _) = storm(one_by_one);
    assert_eq!(kinds(&events), ["SpellCast", "Damaged", "Triggered", "Drew", "Damaged", "Triggered", "Drew"]);
    assert_eq!(events[1], Event::Damaged { target: first, amount: 2 });
    assert_eq!(events[4], Event::Damaged { target: second, amount: 2 });
    assert!(Rules::hearthstone().area_damage_one_by_one && !Rules::course().area_damage_one_by_one);
}

/// The rulebook names Lightning Storm among the area effects that resolve each Damage Event
/// as it is created: under the real game's rules each Acolyte takes its own 2 or 3 and draws
/// before the next is hit; under the course's, both are hit, then one Phase.
#[test]
fn lightning_storm_resolves_each_random_damage_event_as_it_is_created_in_the_real_game() {
    let (course, _) = storm_of("Lightning Storm", Rules::course());
    assert_eq!(kinds(&course), ["SpellCast", "Damaged", "Damaged", "Triggered", "Drew", "Triggered", "Drew"]);
    let (events, [first, second]) = storm_of("Lightning Storm", Rules::hearthstone());
    assert_eq!(kinds(&events), ["SpellCast", "Damaged", "Triggered", "Drew", "Damaged", "Triggered", "Drew"]);
    let hit = |event: &Event, minion| matches!(*event, Event::Damaged { target, amount: 2..=3 } if target == minion);
    assert!(hit(&events[1], first) && hit(&events[4], second), "{events:?}");
}
