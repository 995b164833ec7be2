//! "Set a hero's remaining Health to 15": the damage is set, neither damage nor healing, and
//! what follows damage (an Enrage, dying) follows it too.

use my_engine::content::{library_with, read_card_file};
use my_engine::engine::{Abilities, Action, CardDef, CardKind, Event, Game, Library, Limits, Player, Zone};

const CARDS: &str = r#"[
  { "name": "Test Mender", "cost": 0, "type": "spell", "text": "Set a minion's remaining Health to 3.", "aim": "minion",
    "spell": [{ "set_remaining_health": { "character": "target", "health": 3 } }] }
]"#;

fn library() -> &'static Library {
    library_with(&[read_card_file("remaining_health.json", CARDS).unwrap()]).unwrap()
}

/// An Enraged Amani Berserker (2/3, "+3 Attack" while damaged) at 1 Health set to 3: whole
/// again, its Enrage ends as it would after healing, but no Healing Event is logged and
/// nothing answers one.
#[test]
fn a_minion_set_back_to_full_health_loses_its_enrage_without_being_healed() {
    let cards = library();
    let mut g = Game::new(cards, [Vec::new(), Vec::new()], Limits::default()).unwrap();
    let berserker = g.summon(cards.find("Amani Berserker").unwrap(), Player::FIRST).unwrap();
    g.deal_damage(berserker, 2).unwrap();
    assert_eq!((g.attack(berserker), g.health(berserker)), (Ok(5), Ok(1)), "Enraged");
    g.clear_log();
    g.cast(cards.find("Test Mender").unwrap(), Player::FIRST, Some(berserker)).unwrap();
    let events: Vec<Event> = g.log().iter().map(|record| record.event).collect();
    assert_eq!(
        events,
        [
            Event::SpellCast { card: cards.find("Test Mender").unwrap() },
            Event::StatsChanged { id: berserker, attack: 5, health: 3 },
            Event::StatsChanged { id: berserker, attack: 2, health: 3 },
        ]
    );
}

/// A card's code may set a remaining Health of 0: the minion is mortally wounded and dies in
/// the death step after the spell, as after a hit.
#[test]
fn a_minion_set_to_0_health_dies_in_the_death_step() {
    let zero = CardDef::new(
        "Test Zero",
        0,
        CardKind::Spell { targeted: true },
        Abilities::spell(|c, out| {
            if let Some(id) = c.target() {
                out.push(Action::SetRemainingHealth { id, health: 0 });
            }
        }),
    );
    let yeti = CardDef::new("Test Tall", 0, CardKind::Minion { attack: 4, health: 5 }, Abilities::default());
    let cards: &'static Library = Box::leak(Box::new(Library::new(vec![zero, yeti]).unwrap()));
    let mut g = Game::new(cards, [Vec::new(), Vec::new()], Limits::default()).unwrap();
    let tall = g.summon(cards.find("Test Tall").unwrap(), Player::SECOND).unwrap();
    g.clear_log();
    g.cast(cards.find("Test Zero").unwrap(), Player::FIRST, Some(tall)).unwrap();
    let events: Vec<Event> = g.log().iter().map(|record| record.event).collect();
    assert_eq!(
        events,
        [
            Event::SpellCast { card: cards.find("Test Zero").unwrap() },
            Event::StatsChanged { id: tall, attack: 4, health: 0 },
            Event::Destroyed { id: tall },
            Event::DeathPhase { round: 1 },
        ]
    );
    assert_eq!(g.zone_of(tall), Ok(Zone::Graveyard));
}
