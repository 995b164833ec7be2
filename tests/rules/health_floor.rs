//! "Your minions can't be reduced below 1 Health this turn." (`Action::HealthFloorThisTurn`): a
//! rule the player holds until the turn passes. Damage to their minions is cut to what leaves
//! them at 1 Health, after Immune and Divine Shield; a hit cut to 0 is no Damage Event; a
//! destroy still kills.

use std::sync::OnceLock;

use my_engine::engine::Player;
use my_engine::engine::{
    Abilities, Action, CardDef, CardId, CardKind, Event, Game, Id, Keyword, Library, Limits, LogKeeping, Zone,
};

use crate::common::{cards, events};

/// The cards the rule is shown with.
fn library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        Library::new(vec![
            cards::yeti(0),
            cards::squire(),
            cards::saint(),
            // Whenever a minion takes damage, gain +1 Attack: it counts the Damage Events.
            cards::frother(0),
            // "Your minions can't be reduced below 1 Health this turn."
            CardDef::new(
                "Test Shout",
                0,
                CardKind::Spell { targeted: false },
                Abilities::spell(|c, out| out.push(Action::HealthFloorThisTurn { player: c.owner() })),
            ),
        ])
        .unwrap()
    })
}

fn card(name: &str) -> CardId {
    library().find(name).unwrap()
}

/// A game of the course's calls, keeping only the last call's log, with player 0's rule in
/// force and a Test Frother of player 1's counting the Damage Events.
fn shouted() -> (Game, Id) {
    let mut game =
        Game::new(library(), [vec![card("Test Yeti"); 5], vec![card("Test Yeti"); 5]], Limits::default())
            .unwrap();
    game.set_log_keeping(LogKeeping::LastCall);
    let frother = game.summon(card("Test Frother"), Player::SECOND).unwrap();
    game.cast(card("Test Shout"), Player::FIRST, None).unwrap();
    assert_eq!(game.log()[1].event, Event::HealthFloorThisTurn { player: Player::FIRST });
    assert!(game.health_floor(Player::FIRST));
    assert!(!game.health_floor(Player::SECOND));
    (game, frother)
}

/// 7 damage to a 4/5 is cut to 4 (the Damage Event says 4, and it is answered); the next hit,
/// cut to 0, makes no Damage Event and nothing answers it.
#[test]
fn damage_is_cut_to_leave_1_health_and_a_hit_cut_to_0_is_no_damage_event() {
    let (mut g, frother) = shouted();
    let yeti = g.summon(card("Test Yeti"), Player::FIRST).unwrap();
    g.deal_damage(yeti, 7).unwrap();
    assert_eq!(events(&g)[0], Event::Damaged { target: yeti, amount: 4 });
    assert_eq!((g.health(yeti).unwrap(), g.attack(frother).unwrap()), (1, 3), "one Damage Event answered");
    g.deal_damage(yeti, 3).unwrap();
    assert_eq!(events(&g), [], "cut to 0: no Damage Event, no Phase");
    assert_eq!((g.health(yeti).unwrap(), g.attack(frother).unwrap()), (1, 3));
    assert_eq!(g.zone_of(yeti).unwrap(), Zone::Board);
}

/// A Divine Shield takes the whole hit first (the shield is lost, nothing is dealt), and an
/// Immune minion takes nothing: the floor cuts only what would be dealt.
#[test]
fn divine_shield_and_immune_come_before_the_floor() {
    let (mut g, frother) = shouted();
    let squire = g.summon(card("Test Squire"), Player::FIRST).unwrap();
    let saint = g.summon(card("Test Saint"), Player::FIRST).unwrap();
    g.deal_damage(squire, 3).unwrap();
    assert_eq!(events(&g), [Event::Lost { id: squire, keyword: Keyword::DivineShield }]);
    g.deal_damage(squire, 3).unwrap();
    assert_eq!(events(&g), [], "at 1 Health: cut to 0");
    g.deal_damage(saint, 9).unwrap();
    assert_eq!(events(&g), []);
    assert_eq!((g.health(squire).unwrap(), g.health(saint).unwrap()), (1, 4));
    assert_eq!(g.attack(frother).unwrap(), 2, "no Damage Event at all");
}

/// It reaches the player's minions summoned after it, not the enemy's, not the heroes; a
/// destroy is not damage and still kills.
#[test]
fn it_reaches_later_minions_of_its_player_only_and_a_destroy_still_kills() {
    let (mut g, _) = shouted();
    let later = g.summon(card("Test Yeti"), Player::FIRST).unwrap();
    let enemy = g.summon(card("Test Yeti"), Player::SECOND).unwrap();
    g.deal_damage(later, 9).unwrap();
    g.deal_damage(enemy, 9).unwrap();
    assert_eq!(events(&g)[0], Event::Damaged { target: enemy, amount: 9 }, "the enemy's: uncut");
    assert_eq!(g.zone_of(enemy).unwrap(), Zone::Graveyard);
    let hero = g.hero(Player::FIRST);
    g.deal_damage(hero, 30).unwrap();
    assert_eq!((g.health(later).unwrap(), g.health(hero).unwrap()), (1, 0), "a hero is not a minion");
    g.destroy(later).unwrap();
    assert_eq!(events(&g), [Event::Destroyed { id: later }, Event::DeathPhase { round: 1 }]);
    assert_eq!(g.zone_of(later).unwrap(), Zone::Graveyard);
}

/// "This turn": it wears off as the turn passes, with the other "this turn" effects.
#[test]
fn it_wears_off_as_the_turn_passes() {
    let mut g =
        Game::new(library(), [vec![card("Test Yeti"); 5], vec![card("Test Yeti"); 5]], Limits::default())
            .unwrap();
    g.begin().unwrap();
    let yeti = g.summon(card("Test Yeti"), Player::FIRST).unwrap();
    g.cast(card("Test Shout"), Player::FIRST, None).unwrap();
    g.deal_damage(yeti, 9).unwrap();
    assert_eq!(g.health(yeti).unwrap(), 1);
    g.end_turn().unwrap();
    assert!(!g.health_floor(Player::FIRST));
    g.deal_damage(yeti, 1).unwrap();
    assert_eq!(g.zone_of(yeti).unwrap(), Zone::Graveyard, "no floor on the next turn");
}
