//! A hero replaced by another (the wiki's Lord Jaraxxus page): the minion leaves play without
//! dying, the hero's Health and maximum Health become the hero card's, its Armor 0, its
//! enchantments gone, its attacks this turn kept; then the Hero Power and the weapon. A summoned
//! Lord Jaraxxus is a plain minion.

use my_engine::content::library;
use my_engine::engine::{Error, Event, Game, Id, Limits, Player, Snapshot, Zone};

use crate::common::{card, events, in_hand, summon};

/// A begun game, player 0 to move with 10 Mana Crystals, each deck 20 Test Fillers, Lord
/// Jaraxxus in player 0's hand.
fn game() -> (Game, Id) {
    let deck = vec![card("Test Filler"); 20];
    let mut g = Game::new(library(), [deck.clone(), deck], Limits::default()).unwrap();
    g.begin().unwrap();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    g.add_to_hand(card("Lord Jaraxxus"), Player::FIRST).unwrap();
    let jaraxxus = in_hand(&g, "Lord Jaraxxus");
    (g, jaraxxus)
}

#[test]
fn lord_jaraxxus_played_becomes_the_hero_with_inferno_and_blood_fury_in_the_wikis_order() {
    let (mut g, jaraxxus) = game();
    let hero = g.hero(Player::FIRST);
    g.clear_log();
    g.play(jaraxxus, 0, None).unwrap();
    let log = events(&g);
    let power = g.hero_power(Player::FIRST).expect("INFERNO!");
    let fury = g.weapon(Player::FIRST).expect("Blood Fury");
    let replaced = log.iter().position(|e| matches!(e, Event::HeroReplaced { .. })).expect("replaced");
    assert_eq!(
        log[replaced..],
        [
            Event::HeroReplaced {
                player: Player::FIRST,
                minion: jaraxxus,
                card: card("Lord Jaraxxus (hero)")
            },
            Event::StatsChanged { id: hero, attack: 0, health: 15 },
            Event::HeroPowerGiven { player: Player::FIRST, id: power },
            Event::Equipped { player: Player::FIRST, id: fury },
            Event::StatsChanged { id: hero, attack: 3, health: 15 },
        ],
        "{log:?}"
    );
    assert!(g.board(Player::FIRST).is_empty(), "the minion left the board");
    assert_eq!(g.zone_of(jaraxxus), Ok(Zone::SetAside), "set aside, not dead");
    assert!(g.graveyard(Player::FIRST).is_empty());
    assert_eq!((g.health(hero), g.max_health(hero), g.attack(hero)), (Ok(15), Ok(15), Ok(3)));
    assert_eq!(
        (g.name_of(hero), g.hero_card(Player::FIRST)),
        (Ok("Lord Jaraxxus (hero)"), Some(card("Lord Jaraxxus (hero)")))
    );
    assert_eq!(
        (g.name_of(power), g.name_of(fury), g.durability(fury)),
        (Ok("INFERNO!"), Ok("Blood Fury"), Ok(8))
    );
    assert_eq!(g.outcome(), None, "the old hero did not die");
}

#[test]
fn the_new_hero_has_no_damage_no_armor_and_no_enchantment_but_keeps_its_attacks() {
    let (mut g, jaraxxus) = game();
    let hero = g.hero(Player::FIRST);
    let enemy = g.hero(Player::SECOND);
    g.deal_damage(hero, 20).unwrap();
    g.cast(card("Claw"), Player::FIRST, None).unwrap(); // +2 Attack this turn, 2 Armor.
    g.attack_with(hero, enemy).unwrap();
    assert_eq!((g.armor(Player::FIRST), g.enchantments(hero).unwrap().len()), (2, 1));
    g.play(jaraxxus, 0, None).unwrap();
    assert_eq!((g.health(hero), g.armor(Player::FIRST)), (Ok(15), 0));
    assert!(g.enchantments(hero).unwrap().is_empty(), "Claw's enchantment went with the old hero");
    assert_eq!(g.attack(hero), Ok(3), "Blood Fury's Attack alone");
    assert_eq!(
        g.attack_with(hero, enemy),
        Err(Error::AlreadyAttacked { id: hero }),
        "\"Jaraxxus won't be able to attack immediately using Blood Fury, if the hero he replaced already attacked\""
    );
}

#[test]
fn nothing_after_the_summon_answers_a_minion_that_became_the_hero() {
    let (mut g, jaraxxus) = game();
    let juggler = summon(&mut g, "Knife Juggler", Player::FIRST);
    let sword = g.equip(card("Sword of Justice"), Player::FIRST).unwrap();
    g.clear_log();
    g.play(jaraxxus, 1, None).unwrap();
    let sword_answered =
        events(&g).into_iter().any(|e| matches!(e, Event::Triggered { source, .. } if source == sword));
    assert!(
        !sword_answered && g.zone_of(sword) == Ok(Zone::Graveyard),
        "Sword of Justice: destroyed, never answering"
    );
    let answered =
        events(&g).into_iter().any(|e| matches!(e, Event::Triggered { source, .. } if source == juggler));
    assert!(!answered, "Knife Juggler: no After Summon Phase for a minion no longer in play");
    assert_eq!(
        g.weapon(Player::FIRST).map(|fury| g.name_of(fury)),
        Some(Ok("Blood Fury")),
        "Sword of Justice destroyed, not answering"
    );
}

#[test]
fn a_summoned_lord_jaraxxus_is_a_3_15_minion_with_no_battlecry() {
    let (mut g, _) = game();
    let minion = summon(&mut g, "Lord Jaraxxus", Player::FIRST);
    assert_eq!(g.board(Player::FIRST), [minion]);
    assert_eq!((g.attack(minion), g.health(minion)), (Ok(3), Ok(15)));
    assert_eq!((g.hero_card(Player::FIRST), g.hero_power(Player::FIRST)), (None, None));
    assert_eq!(g.max_health(g.hero(Player::FIRST)), Ok(30));
}

#[test]
fn the_new_hero_falls_at_0_health_and_its_player_loses() {
    let (mut g, jaraxxus) = game();
    g.play(jaraxxus, 0, None).unwrap();
    g.deal_damage(g.hero(Player::FIRST), 15).unwrap();
    assert_eq!(g.outcome(), Some(my_engine::engine::Outcome::Won { player: Player::SECOND }));
}

#[test]
fn a_hero_card_is_never_a_card_object() {
    let (mut g, _) = game();
    let before = g.clone();
    let refused = Error::HeroCard { card: "Lord Jaraxxus (hero)".into() };
    let hero = card("Lord Jaraxxus (hero)");
    assert_eq!(g.summon(hero, Player::FIRST), Err(refused.clone()));
    assert_eq!(g.add_to_hand(hero, Player::FIRST), Err(refused.clone()));
    assert_eq!(g.shuffle_into_deck(hero, Player::FIRST), Err(refused.clone()));
    assert_eq!(g.cast(hero, Player::FIRST, None), Err(refused.clone()));
    assert_eq!(g, before);
    let deck = vec![hero; 20];
    assert_eq!(Game::new(library(), [deck.clone(), deck], Limits::default()).err(), Some(refused));
}

#[test]
fn a_snapshot_keeps_the_hero_card_and_refuses_one_that_is_no_hero() {
    let (mut g, jaraxxus) = game();
    g.play(jaraxxus, 0, None).unwrap();
    let hero = g.hero(Player::FIRST);
    g.deal_damage(hero, 4).unwrap();
    let json = g.snapshot().unwrap().to_json();
    assert!(json.contains("\"hero\": \"Lord Jaraxxus (hero)\""), "{json}");
    let loaded = Game::from_snapshot(library(), &Snapshot::from_json(&json).unwrap()).unwrap();
    assert_eq!((loaded.health(hero), loaded.max_health(hero)), (Ok(11), Ok(15)));
    assert_eq!(loaded.name_of(hero), Ok("Lord Jaraxxus (hero)"));
    assert_eq!(loaded.snapshot().unwrap().to_json(), json);
    let mut snapshot = g.snapshot().unwrap();
    snapshot.players[0].hero = Some("Fireball".into());
    let problem = Game::from_snapshot(library(), &snapshot).unwrap_err().to_string();
    assert!(problem.contains("\"Fireball\" is not a hero card"), "{problem}");
    let mut snapshot = g.snapshot().unwrap();
    snapshot.players[0].hero = None;
    let problem = Game::from_snapshot(library(), &snapshot).unwrap_err().to_string();
    assert!(
        problem.contains(&hero.to_string()),
        "a hero of 15 maximum Health is no game's starting hero: {problem}"
    );
}

#[test]
fn the_lord_jaraxxus_hero_is_a_demon_that_sacrificial_pact_destroys() {
    let (mut g, jaraxxus) = game();
    g.play(jaraxxus, 0, None).unwrap();
    let hero = g.hero(Player::FIRST);
    assert_eq!(g.tribe(hero), Ok(Some(my_engine::engine::Tribe::Demon)));
    assert_eq!(g.tribe(g.hero(Player::SECOND)), Ok(None), "the hero the game began with is none");
    g.end_turn().unwrap();
    g.add_to_hand(card("Sacrificial Pact"), Player::SECOND).unwrap();
    let pact = *g.hand(Player::SECOND).last().unwrap();
    assert!(g.legal_moves().contains(&my_engine::engine::Move::PlaySpell { card: pact, target: Some(hero) }));
    g.clear_log();
    g.play(pact, 0, Some(hero)).unwrap();
    assert!(events(&g).contains(&Event::Destroyed { id: hero }), "{:?}", events(&g));
    assert_eq!(g.outcome(), Some(my_engine::engine::Outcome::Won { player: Player::SECOND }));
}

#[test]
fn a_frozen_hero_replaced_is_no_longer_frozen() {
    let (mut g, jaraxxus) = game();
    let hero = g.hero(Player::FIRST);
    g.freeze(hero).unwrap();
    g.play(jaraxxus, 0, None).unwrap();
    assert_eq!(g.is_frozen(hero), Ok(false));
    g.attack_with(hero, g.hero(Player::SECOND)).unwrap();
    assert_eq!(g.health(g.hero(Player::SECOND)), Ok(27), "Blood Fury's 3");
}
