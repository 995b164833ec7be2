//! Transform (issue 41, item 3; the wiki's Transform page): a minion replaced in play by a fresh
//! card object of another card. The new one has the newest order of play and the old one's
//! readiness; the old one is set aside at once, so an ability of it already in a Queue does not
//! resolve; a transform aimed at a minion already gone does nothing; a spell to transform into
//! is refused when the library is built.

use my_engine::content::{library_with, read_card_file};
use my_engine::engine::{Event, Game, Id, Library, Limits, Move, Player, TriggerKind, Zone};

/// Test cards: two end-of-turn minions, a minion that transforms the others of its side as its
/// turn ends, and spells that transform their target once, twice, or into a Test Burner.
const CARDS: &str = r#"[
  { "name": "Test Ticker", "cost": 1, "type": "minion", "attack": 1, "health": 3,
    "text": "At the end of your turn, gain 1 Armor.",
    "triggers": [{ "on": "end_of_your_turn", "actions": [{ "gain_armor": { "player": "you", "amount": 1 } }] }] },
  { "name": "Test Burner", "cost": 1, "type": "minion", "attack": 1, "health": 3,
    "text": "At the end of your turn, deal 1 damage to the enemy hero.",
    "triggers": [{ "on": "end_of_your_turn", "actions": [{ "damage": { "targets": { "one": "enemy_hero" }, "amount": 1 } }] }] },
  { "name": "Test Shifter", "cost": 1, "type": "minion", "attack": 1, "health": 3,
    "text": "At the end of your turn, transform your other minions into 1/1 Sheep.",
    "triggers": [{ "on": "end_of_your_turn",
                   "actions": [{ "transform": { "targets": { "other_minions_of": { "player": "you", "except": "this_minion" } }, "card": "Sheep" } }] }] },
  { "name": "Test Twice Morph", "cost": 0, "type": "spell", "aim": "minion",
    "text": "Transform a minion into a 1/1 Sheep. Transform it into a 0/1 Frog.",
    "spell": [{ "transform": { "targets": { "one": "target" }, "card": "Sheep" } },
              { "transform": { "targets": { "one": "target" }, "card": "Frog" } }] },
  { "name": "Test Reburn", "cost": 0, "type": "spell", "aim": "minion",
    "text": "Transform a minion into a Test Burner.",
    "spell": [{ "transform": { "targets": { "one": "target" }, "card": "Test Burner" } }] }
]"#;

fn library() -> &'static Library {
    library_with(&[read_card_file("transform.json", CARDS).unwrap()]).unwrap()
}

/// A begun game (the course's rules) of `library`, ten Test Fillers in each deck.
fn begun(library: &'static Library) -> Game {
    let fillers = || vec![library.find("Test Filler").unwrap(); 10];
    let mut g = Game::new(library, [fillers(), fillers()], Limits::default()).unwrap();
    g.begin().unwrap();
    g
}

fn summon(g: &mut Game, name: &str, player: Player) -> Id {
    let card = g.library().find(name).unwrap();
    g.summon(card, player).unwrap()
}

fn cast(g: &mut Game, name: &str, target: Id) {
    let card = g.library().find(name).unwrap();
    g.cast(card, Player::FIRST, Some(target)).unwrap();
}

/// The minion that took `old`'s place: the one `Transformed` names.
fn transformed_into(g: &Game, old: Id) -> Id {
    g.log()
        .iter()
        .find_map(|record| match record.event {
            Event::Transformed { id, into } if id == old => Some(into),
            _ => None,
        })
        .expect("a Transformed event")
}

/// The attackers the legal moves hold.
fn attackers(g: &Game) -> Vec<Id> {
    let mut attackers: Vec<Id> = g
        .legal_moves()
        .into_iter()
        .filter_map(|mv| match mv {
            Move::Attack { attacker, .. } => Some(attacker),
            _ => None,
        })
        .collect();
    attackers.dedup();
    attackers
}

/// "While transform effects effectively create a new minion in place of the old one": the
/// Sheep is a new card object at the Yeti's place; the Yeti is set aside, neither on a board nor
/// in the graveyard; the Sheep's order of play is the newest ("the order the Entities ...
/// entered play", Rule 2), younger than a minion summoned after the Yeti.
#[test]
fn the_new_minion_takes_the_old_ones_place_with_the_newest_order_of_play() {
    let cards = my_engine::content::library();
    let mut g = Game::new(cards, [Vec::new(), Vec::new()], Limits::default()).unwrap();
    let wisp = summon(&mut g, "Wisp", Player::SECOND);
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    let raptor = summon(&mut g, "Bloodfen Raptor", Player::SECOND);
    g.clear_log();
    cast(&mut g, "Polymorph", yeti);
    let sheep = transformed_into(&g, yeti);
    assert_ne!(sheep, yeti, "a new card object");
    assert_eq!(g.board(Player::SECOND), [wisp, sheep, raptor]);
    assert_eq!(g.name_of(sheep), Ok("Sheep"));
    assert_eq!((g.zone_of(yeti), g.zone_of(sheep)), (Ok(Zone::SetAside), Ok(Zone::Board)));
    let newest = |id| g.order_of_play(id).unwrap().unwrap();
    assert!(newest(sheep) > newest(raptor), "the Sheep entered play last");
    let events: Vec<Event> = g.log().iter().map(|record| record.event).collect();
    let polymorph = cards.find("Polymorph").unwrap();
    assert_eq!(events, [Event::SpellCast { card: polymorph }, Event::Transformed { id: yeti, into: sheep }]);
}

/// The newest order of play is the order the new minion's abilities answer in: a Test Burner
/// transformed into a fresh Test Burner answers the end of the turn after a Test Ticker played
/// after the old one.
#[test]
fn the_new_minions_abilities_answer_after_those_of_minions_played_before_it() {
    let cards = library();
    let mut g = begun(cards);
    let burner = summon(&mut g, "Test Burner", Player::FIRST);
    let ticker = summon(&mut g, "Test Ticker", Player::FIRST);
    cast(&mut g, "Test Reburn", burner);
    let reburnt = transformed_into(&g, burner);
    g.clear_log();
    g.end_turn().unwrap();
    let triggered: Vec<Id> = g
        .log()
        .iter()
        .filter_map(|record| match record.event {
            Event::Triggered { source, trigger: TriggerKind::TurnEnd } => Some(source),
            _ => None,
        })
        .collect();
    assert_eq!(triggered, [ticker, reburnt]);
}

/// The new minion keeps the old one's readiness: the Sheep of a minion in play since the last
/// turn can attack, the Sheep of one summoned this turn cannot, and the Sheep of one that has
/// attacked this turn cannot attack again.
#[test]
fn the_new_minion_keeps_the_old_ones_readiness() {
    let cards = my_engine::content::library();
    let mut g = begun(cards);
    let awake = summon(&mut g, "Chillwind Yeti", Player::FIRST);
    let attacked = summon(&mut g, "Bloodfen Raptor", Player::FIRST);
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    let asleep = summon(&mut g, "River Crocolisk", Player::FIRST);
    g.attack_with(attacked, g.hero(Player::SECOND)).unwrap();
    assert_eq!(attackers(&g), [awake]);
    for minion in [awake, attacked, asleep] {
        cast(&mut g, "Polymorph", minion);
    }
    assert_eq!(attackers(&g), [transformed_into(&g, awake)]);
}

/// Rule 4a: "Entities that have been removed from play cannot trigger": a Test Shifter played
/// before a Test Ticker transforms it as the turn ends, and the Ticker's end-of-turn ability,
/// already in the End of Turn Phase's Queue, does not resolve. Played the other way round, the
/// Ticker's resolves first.
#[test]
fn an_ability_of_a_transformed_minion_already_in_a_queue_does_not_resolve() {
    let cards = library();
    let end_turn_with = |first: &str, second: &str| {
        let mut g = begun(cards);
        let a = summon(&mut g, first, Player::FIRST);
        let b = summon(&mut g, second, Player::FIRST);
        g.clear_log();
        g.end_turn().unwrap();
        let events: Vec<Event> = g.log().iter().map(|record| record.event).collect();
        (g, a, b, events)
    };
    let (g, shifter, ticker, events) = end_turn_with("Test Shifter", "Test Ticker");
    let sheep = transformed_into(&g, ticker);
    let turn_end = |source| Event::Triggered { source, trigger: TriggerKind::TurnEnd };
    assert_eq!(
        events[..3],
        [
            Event::TurnEnded { player: Player::FIRST },
            turn_end(shifter),
            Event::Transformed { id: ticker, into: sheep }
        ]
    );
    assert!(!events.contains(&turn_end(ticker)), "{events:?}");
    assert_eq!(g.armor(Player::FIRST), 0);
    let (g, ticker, shifter, events) = end_turn_with("Test Ticker", "Test Shifter");
    let sheep = transformed_into(&g, ticker);
    let armor = Event::ArmorGained { player: Player::FIRST, amount: 1 };
    assert_eq!(
        events[..5],
        [
            Event::TurnEnded { player: Player::FIRST },
            turn_end(ticker),
            armor,
            turn_end(shifter),
            Event::Transformed { id: ticker, into: sheep }
        ]
    );
}

/// A transform aimed at a minion already transformed does nothing: the second step of Test
/// Twice Morph finds its target set aside, and the Sheep stays.
#[test]
fn a_transform_aimed_at_a_minion_already_gone_does_nothing() {
    let cards = library();
    let mut g = begun(cards);
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    g.clear_log();
    cast(&mut g, "Test Twice Morph", yeti);
    let sheep = transformed_into(&g, yeti);
    let transforms =
        g.log().iter().filter(|record| matches!(record.event, Event::Transformed { .. })).count();
    assert_eq!(transforms, 1);
    assert_eq!(g.board(Player::SECOND), [sheep]);
    assert_eq!(g.name_of(sheep), Ok("Sheep"));
}

/// A card that transforms into a spell is refused when its library is built, naming both.
#[test]
fn a_transform_into_a_spell_is_refused_naming_it() {
    let json = r#"[{ "name": "Test Fireworks", "cost": 1, "type": "spell", "aim": "minion", "text": "",
        "spell": [{ "transform": { "targets": { "one": "target" }, "card": "Fireball" } }] }]"#;
    let refused = library_with(&[read_card_file("fireworks.json", json).unwrap()]).unwrap_err();
    let message = refused.to_string();
    assert!(
        message.contains("\"Test Fireworks\" summons or transforms into \"Fireball\", and it is a spell"),
        "{message}"
    );
}
