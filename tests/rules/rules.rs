//! `Rules`: the course's simplifications (`Rules::course`, what the harness plays) against the
//! real game's rules for the same things (`Rules::hearthstone`).

use my_engine::content::library;
use my_engine::engine::Player;
use my_engine::engine::{Event, Game, Limits, Rules, TriggerKind, Zone};

use crate::common::{card, events};

fn game(rules: Rules, deck: usize) -> Game {
    let filler = card("Test Filler");
    Game::new(library(), [vec![filler; deck], Vec::new()], Limits::default()).unwrap().with_rules(rules)
}

#[test]
fn the_course_is_the_default_and_fatigue_is_only_an_event() {
    let mut g = game(Rules::course(), 0);
    assert_eq!(
        Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap().rules(),
        Rules::course()
    );
    g.draw(Player::FIRST).unwrap();
    g.draw(Player::FIRST).unwrap();
    assert_eq!(
        events(&g),
        [Event::Fatigue { player: Player::FIRST }, Event::Fatigue { player: Player::FIRST }]
    );
    assert_eq!(g.health(g.hero(Player::FIRST)), Ok(30));
}

#[test]
fn each_fatigue_draw_deals_one_more_damage_in_a_phase_of_its_own() {
    let mut g = game(Rules::hearthstone(), 0);
    let reactor = g.summon(card("Test Reactor"), Player::SECOND).unwrap();
    let hero = g.hero(Player::FIRST);
    g.clear_log();
    g.draw(Player::FIRST).unwrap();
    assert_eq!(
        events(&g),
        [
            Event::Fatigue { player: Player::FIRST },
            Event::Damaged { target: hero, amount: 1 },
            Event::Triggered { source: reactor, trigger: TriggerKind::Damaged },
            Event::StatsChanged { id: reactor, attack: 2, health: 5 },
        ]
    );
    g.draw(Player::FIRST).unwrap();
    g.draw(Player::FIRST).unwrap();
    assert_eq!(g.health(hero), Ok(30 - 1 - 2 - 3));
    assert_eq!(g.health(g.hero(Player::SECOND)), Ok(30), "each player counts their own Fatigue");
}

#[test]
fn armor_absorbs_damage_before_health_and_the_damage_event_is_whole() {
    let mut g = game(Rules::hearthstone(), 0);
    let plating = g.summon(card("Test Plating"), Player::FIRST).unwrap();
    for _ in 0..2 {
        g.deal_damage(plating, 1).unwrap(); // 2 Armor each time.
    }
    let hero = g.hero(Player::FIRST);
    assert_eq!(g.armor(Player::FIRST), 4);
    g.clear_log();
    g.deal_damage(hero, 3).unwrap();
    assert_eq!(events(&g), [Event::Damaged { target: hero, amount: 3 }]);
    assert_eq!((g.armor(Player::FIRST), g.health(hero)), (1, Ok(30)), "all of it absorbed");
    g.deal_damage(hero, 5).unwrap();
    assert_eq!((g.armor(Player::FIRST), g.health(hero)), (0, Ok(26)), "1 absorbed, 4 to Health");

    let mut course = game(Rules::course(), 0);
    let plating = course.summon(card("Test Plating"), Player::FIRST).unwrap();
    course.deal_damage(plating, 1).unwrap();
    let hero = course.hero(Player::FIRST);
    course.deal_damage(hero, 3).unwrap();
    assert_eq!(
        (course.armor(Player::FIRST), course.health(hero)),
        (2, Ok(27)),
        "the course: Armor is a number"
    );
}

#[test]
fn a_card_drawn_into_a_full_hand_is_burned() {
    let mut g = game(Rules::hearthstone(), 12);
    for _ in 0..10 {
        g.draw(Player::FIRST).unwrap();
    }
    assert_eq!(g.hand(Player::FIRST).len(), 10);
    let next = g.deck(Player::FIRST)[0];
    g.clear_log();
    g.draw(Player::FIRST).unwrap();
    assert_eq!(events(&g), [Event::Burned { player: Player::FIRST, id: next }]);
    assert_eq!(g.hand(Player::FIRST).len(), 10);
    assert_eq!(g.zone_of(next), Ok(Zone::Graveyard));

    let mut course = game(Rules::course(), 12);
    for _ in 0..11 {
        course.draw(Player::FIRST).unwrap();
    }
    assert_eq!(course.hand(Player::FIRST).len(), 11, "the course: no hand limit");
}
