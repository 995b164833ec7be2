//! A minion returned to its controller's hand (`return_to_hand`): it leaves play at once, its
//! abilities, Summon Event and enchantments with it (Rule 4a: "Entities that have been
//! removed from play cannot trigger, be triggered, or emit auras, and do not take up space");
//! into a full hand it is destroyed instead, as if it died; and a return of what is not in
//! play does nothing, while one naming what does not exist is a bad effect, rolled back.

use std::sync::OnceLock;

use my_engine::content::{library_with, read_card_file};
use my_engine::engine::{
    Abilities, Action, CardDef, CardId, CardKind, CostChange, Error, Event, Game, Id, Library, Limits,
    Player, Rules, Targets, TriggerKind, Zone,
};

const CARDS: &str = r#"[
  { "name": "Test Bouncer", "cost": 0, "type": "minion", "attack": 1, "health": 5, "text": "Whenever a friendly minion takes damage, return it to your hand.",
    "triggers": [{ "on": "friendly_minion_damaged", "actions": [{ "return_to_hand": { "targets": { "one": "event_character" } } }] }] },
  { "name": "Test Usher", "cost": 0, "type": "minion", "attack": 1, "health": 5, "text": "After you summon a minion, return it to your hand.",
    "triggers": [{ "on": "after_friendly_summon", "actions": [{ "return_to_hand": { "targets": { "one": "event_character" } } }] }] },
  { "name": "Test Homecoming", "cost": 0, "type": "minion", "attack": 1, "health": 1, "text": "Deathrattle: Return this minion to your hand.",
    "deathrattle": [{ "return_to_hand": { "targets": { "one": "this_minion" } } }] },
  { "name": "Test Murloc Flood", "cost": 0, "type": "spell", "text": "Summon a Murloc Scout, sixteen times.",
    "spell": [{ "summon": { "card": "Murloc Scout", "player": "you" } }, { "summon": { "card": "Murloc Scout", "player": "you" } },
              { "summon": { "card": "Murloc Scout", "player": "you" } }, { "summon": { "card": "Murloc Scout", "player": "you" } },
              { "summon": { "card": "Murloc Scout", "player": "you" } }, { "summon": { "card": "Murloc Scout", "player": "you" } },
              { "summon": { "card": "Murloc Scout", "player": "you" } }, { "summon": { "card": "Murloc Scout", "player": "you" } },
              { "summon": { "card": "Murloc Scout", "player": "you" } }, { "summon": { "card": "Murloc Scout", "player": "you" } },
              { "summon": { "card": "Murloc Scout", "player": "you" } }, { "summon": { "card": "Murloc Scout", "player": "you" } },
              { "summon": { "card": "Murloc Scout", "player": "you" } }, { "summon": { "card": "Murloc Scout", "player": "you" } },
              { "summon": { "card": "Murloc Scout", "player": "you" } }, { "summon": { "card": "Murloc Scout", "player": "you" } }] }
]"#;

fn library() -> &'static Library {
    static LIBRARY: OnceLock<&'static Library> = OnceLock::new();
    LIBRARY.get_or_init(|| library_with(&[read_card_file("return_to_hand.json", CARDS).unwrap()]).unwrap())
}

fn card(name: &str) -> CardId {
    library().find(name).unwrap()
}

fn events(g: &Game) -> Vec<Event> {
    g.log().iter().map(|record| record.event).collect()
}

/// A game of `library` with empty decks, begun, the log cleared.
fn begun(library: &'static Library, rules: Rules) -> Game {
    let mut g = Game::new(library, [Vec::new(), Vec::new()], Limits::default()).unwrap().with_rules(rules);
    g.begin().unwrap();
    g.clear_log();
    g
}

/// Rule 4a: an entry of a minion that was returned after it joined the Queue does not resolve.
/// Whirlwind-like damage hits Test Bouncer and Armorsmith; the Queue holds, for the Bouncer's
/// Damage Event, the Bouncer's ability (it returns itself) and Armorsmith's, then, for
/// Armorsmith's, the Bouncer's (out of play by then: it does not trigger, and Armorsmith
/// stays) and Armorsmith's.
#[test]
fn a_returned_minions_ability_waiting_in_a_queue_does_not_resolve() {
    let mut g = begun(library(), Rules::course());
    let bouncer = g.summon(card("Test Bouncer"), Player::FIRST).unwrap();
    let smith = g.summon(card("Armorsmith"), Player::FIRST).unwrap();
    g.clear_log();

    g.cast(card("Whirlwind"), Player::SECOND, None).unwrap();

    let triggered = |source| Event::Triggered { source, trigger: TriggerKind::Damaged };
    assert_eq!(
        events(&g),
        [
            Event::SpellCast { card: card("Whirlwind") },
            Event::Damaged { target: bouncer, amount: 1 },
            Event::Damaged { target: smith, amount: 1 },
            triggered(bouncer),
            Event::ReturnedToHand { player: Player::FIRST, id: bouncer },
            triggered(smith),
            Event::ArmorGained { player: Player::FIRST, amount: 1 },
            triggered(smith),
            Event::ArmorGained { player: Player::FIRST, amount: 1 },
        ]
    );
    assert_eq!(g.board(Player::FIRST), [smith]);
    assert_eq!(g.zone_of(bouncer), Ok(Zone::Hand));
    assert_eq!((g.health(bouncer), g.armor(Player::FIRST)), (Ok(5), 2), "a fresh 1/5");
}

/// A minion returned in the Phase it was summoned in takes its Summon Event with it: no Summon
/// Resolution Step resolves it, so Murloc Tidecaller ("Whenever you summon a Murloc, gain +1
/// Attack") never sees the Scouts Test Usher returns at once. Sixteen summoned and returned in
/// one Sequence, more than both boards hold, leave no Summon Event waiting.
#[test]
fn a_minion_returned_in_its_summons_phase_takes_its_summon_event_with_it() {
    let mut g = begun(library(), Rules::course());
    let tidecaller = g.summon(card("Murloc Tidecaller"), Player::FIRST).unwrap();
    let usher = g.summon(card("Test Usher"), Player::FIRST).unwrap();
    g.clear_log();

    g.cast(card("Test Murloc Flood"), Player::FIRST, None).unwrap();

    let returned: Vec<Id> = events(&g)
        .iter()
        .filter_map(|event| match *event {
            Event::ReturnedToHand { player: Player::FIRST, id } => Some(id),
            _ => None,
        })
        .collect();
    assert_eq!(returned.len(), 16, "{:?}", events(&g));
    assert_eq!(g.hand(Player::FIRST), returned, "each Scout in player 0's hand, in the order returned");
    assert!(
        !events(&g)
            .iter()
            .any(|event| matches!(event, Event::Triggered { trigger: TriggerKind::OnSummon, .. }))
    );
    assert_eq!(g.attack(tidecaller), Ok(1), "the Tidecaller never grew");
    assert_eq!(g.board(Player::FIRST), [tidecaller, usher]);
}

/// A return aims at a minion in play: a dead one (its own Deathrattle returning it) is not
/// returned, and a spell cast at a card in a hand is refused before anything happens.
#[test]
fn a_return_of_a_minion_out_of_play_does_nothing() {
    let mut g = begun(library(), Rules::course());
    let homecoming = g.summon(card("Test Homecoming"), Player::FIRST).unwrap();
    g.clear_log();

    g.deal_damage(homecoming, 1).unwrap();

    assert_eq!(
        events(&g),
        [
            Event::Damaged { target: homecoming, amount: 1 },
            Event::Destroyed { id: homecoming },
            Event::DeathPhase { round: 1 },
            Event::Triggered { source: homecoming, trigger: TriggerKind::Deathrattle },
        ],
        "its Deathrattle finds it out of play: nothing is returned"
    );
    assert_eq!(g.zone_of(homecoming), Ok(Zone::Graveyard));
    assert!(g.hand(Player::FIRST).is_empty());

    let held = g.add_to_hand(card("Chillwind Yeti"), Player::FIRST).unwrap();
    g.clear_log();
    let refused = g.cast(card("Dream"), Player::SECOND, Some(held));
    assert!(
        matches!(refused, Err(Error::NotInPlay { id, zone: Zone::Hand, .. }) if id == held),
        "{refused:?}"
    );
    assert!(g.log().is_empty());
    let refused = g.cast(card("Dream"), Player::SECOND, Some(homecoming));
    assert!(matches!(refused, Err(Error::NotInPlay { zone: Zone::Graveyard, .. })), "{refused:?}");
}

/// Cards written as code that return what the engine cannot find or twice over.
fn code_library() -> &'static Library {
    static LIBRARY: OnceLock<&'static Library> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let spell = |name: &str, code| {
            CardDef::new(name, 0, CardKind::Spell { targeted: true }, Abilities::spell(code))
        };
        let cards = vec![
            CardDef::new("Test Yeti", 4, CardKind::Minion { attack: 4, health: 5 }, Abilities::default()),
            spell("Test Twice Gone", |c, out| {
                let target = c.target().unwrap();
                out.push(Action::ReturnToHand { targets: Targets::One(target) });
                out.push(Action::ReturnToHand { targets: Targets::One(target) });
                out.push(Action::ChangeCostInHand { id: target, change: CostChange::Less(2) });
                out.push(Action::ChangeCostInHand { id: target, change: CostChange::Less(1) });
            }),
            spell("Test Bad Return", |c, out| {
                out.push(Action::ReturnToHand { targets: Targets::One(c.target().unwrap()) });
                out.push(Action::ReturnToHand { targets: Targets::One(Id::from_number(999)) });
            }),
            spell("Test Bad Cost", |c, out| {
                out.push(Action::ReturnToHand { targets: Targets::One(c.target().unwrap()) });
                out.push(Action::ChangeCostInHand { id: Id::from_number(999), change: CostChange::Less(2) });
            }),
            spell("Test Hero Return", |c, out| {
                out.push(Action::ReturnToHand { targets: Targets::One(c.target().unwrap()) });
            }),
        ];
        Box::leak(Box::new(Library::new(cards).unwrap()))
    })
}

/// A minion already returned is in a hand, out of play: returning it again does nothing, and
/// a cost change reaches it there, one after another. A hero is never returned.
#[test]
fn a_second_return_finds_the_minion_in_the_hand_and_does_nothing() {
    let cards = code_library();
    let mut g = begun(cards, Rules::course());
    let yeti = g.summon(cards.find("Test Yeti").unwrap(), Player::FIRST).unwrap();
    g.clear_log();

    g.cast(cards.find("Test Twice Gone").unwrap(), Player::FIRST, Some(yeti)).unwrap();

    assert_eq!(
        events(&g),
        [
            Event::SpellCast { card: cards.find("Test Twice Gone").unwrap() },
            Event::ReturnedToHand { player: Player::FIRST, id: yeti },
            Event::CostChanged { id: yeti, change: CostChange::Less(2) },
            Event::CostChanged { id: yeti, change: CostChange::Less(1) },
        ]
    );
    assert_eq!((g.hand(Player::FIRST), g.cost(yeti)), (&[yeti][..], Ok(1)));

    let hero = g.hero(Player::SECOND);
    g.clear_log();
    g.cast(cards.find("Test Hero Return").unwrap(), Player::FIRST, Some(hero)).unwrap();
    assert_eq!(events(&g), [Event::SpellCast { card: cards.find("Test Hero Return").unwrap() }]);
    assert_eq!(g.zone_of(hero), Ok(Zone::Board));
}

/// A return or a cost change naming a card object this game never made is a bad effect: the
/// whole Sequence is undone, the minion returned before it back on its board, no card in a
/// hand, the log as it was.
#[test]
fn a_return_naming_what_does_not_exist_is_a_bad_effect_and_is_rolled_back() {
    let cards = code_library();
    for bad in ["Test Bad Return", "Test Bad Cost"] {
        let mut g = begun(cards, Rules::course());
        let yeti = g.summon(cards.find("Test Yeti").unwrap(), Player::FIRST).unwrap();
        g.deal_damage(yeti, 2).unwrap();
        let before = g.clone();

        let outcome = g.cast(cards.find(bad).unwrap(), Player::FIRST, Some(yeti));

        assert!(matches!(outcome, Err(Error::BadEffect { .. })), "{bad}: {outcome:?}");
        assert_eq!(g.board(Player::FIRST), [yeti], "{bad}");
        assert_eq!((g.zone_of(yeti), g.health(yeti)), (Ok(Zone::Board), Ok(3)), "{bad}");
        assert!(g.hand(Player::FIRST).is_empty(), "{bad}");
        assert_eq!(g.log(), before.log(), "{bad}");
    }
}

/// Under the real game's hand limit, Sap at a minion whose owner holds 10 cards: it is
/// destroyed instead, in the death step after the spell's text, and its Deathrattle resolves
/// as any death's ("as if the minion had died normally").
#[test]
fn a_minion_returned_to_a_full_hand_is_destroyed_as_if_it_died() {
    let mut g =
        begun(library(), Rules { mulligan: false, second_player_card: false, ..Rules::hearthstone() });
    let gnome = g.summon(card("Leper Gnome"), Player::SECOND).unwrap();
    while g.hand(Player::SECOND).len() < 10 {
        g.add_to_hand(card("Wisp"), Player::SECOND).unwrap();
    }
    let sap = g.add_to_hand(card("Sap"), Player::FIRST).unwrap();
    g.gain_mana_crystals(Player::FIRST, 1).unwrap();
    let hero = g.hero(Player::FIRST);
    let health = g.health(hero).unwrap();
    g.clear_log();

    g.play(sap, 0, Some(gnome)).unwrap();

    assert_eq!(
        events(&g),
        [
            Event::Played { player: Player::FIRST, id: sap },
            Event::SpellCast { card: card("Sap") },
            Event::ReturnedToFullHand { player: Player::SECOND, id: gnome },
            Event::Destroyed { id: gnome },
            Event::DeathPhase { round: 1 },
            Event::Triggered { source: gnome, trigger: TriggerKind::Deathrattle },
            Event::Damaged { target: hero, amount: 2 },
        ]
    );
    assert_eq!(g.zone_of(gnome), Ok(Zone::Graveyard));
    assert_eq!((g.hand(Player::SECOND).len(), g.health(hero)), (10, Ok(health - 2)));
}

/// "It costs (2) less" after a return into a full hand finds no card in a hand (the minion is
/// in play, pending destroy, until the Death Creation Step): no cost change is made.
#[test]
fn a_cost_change_after_a_return_into_a_full_hand_changes_nothing() {
    let cards = code_library();
    let mut g = begun(cards, Rules { mulligan: false, second_player_card: false, ..Rules::hearthstone() });
    let yeti = g.summon(cards.find("Test Yeti").unwrap(), Player::FIRST).unwrap();
    while g.hand(Player::FIRST).len() < 10 {
        g.add_to_hand(cards.find("Test Yeti").unwrap(), Player::FIRST).unwrap();
    }
    g.clear_log();

    g.cast(cards.find("Test Twice Gone").unwrap(), Player::FIRST, Some(yeti)).unwrap();

    assert_eq!(
        events(&g),
        [
            Event::SpellCast { card: cards.find("Test Twice Gone").unwrap() },
            Event::ReturnedToFullHand { player: Player::FIRST, id: yeti },
            Event::ReturnedToFullHand { player: Player::FIRST, id: yeti },
            Event::Destroyed { id: yeti },
            Event::DeathPhase { round: 1 },
        ],
        "still in play, pending destroy, until the Death Creation Step: returned again, destroyed again"
    );
    assert_eq!(g.zone_of(yeti), Ok(Zone::Graveyard));
}
