//! Combat: a character attacks once a turn, Taunt guards its side, Charge skips the wait, and
//! attacker and defender deal their Attack to each other at once.

use my_engine::content::library;
use my_engine::engine::Player;
use my_engine::engine::{Error, Event, Game, HandPositions, Id, Limits, Move, Rules, TriggerKind};

use crate::common::{card, events};

/// A begun game with decks of Test Filler, where `summon` puts each (card, player) in play and
/// two turns pass, so that every minion can attack on player 0's turn 3.
fn game(rules: Rules, summon: &[(&str, Player)]) -> (Game, Vec<Id>) {
    let filler = card("Test Filler");
    let mut g = Game::new(library(), [vec![filler; 30], vec![filler; 30]], Limits::default())
        .unwrap()
        .with_rules(rules);
    g.begin().unwrap();
    if rules.mulligan {
        for player in Player::BOTH {
            g.mulligan(player, HandPositions::none()).unwrap(); // Keep every opening card.
        }
    }
    let ids = summon.iter().map(|&(name, player)| g.summon(card(name), player).unwrap()).collect();
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    g.clear_log();
    (g, ids)
}

#[test]
fn attacker_and_defender_hit_each_other_at_once_in_order_of_play_under_the_course() {
    let (mut g, ids) =
        game(Rules::course(), &[("Chillwind Yeti", Player::FIRST), ("Acolyte of Pain", Player::SECOND)]);
    let (yeti, acolyte) = (ids[0], ids[1]);
    g.attack_with(yeti, acolyte).unwrap();
    let drawn = *g.hand(Player::SECOND).last().unwrap();
    assert_eq!(
        events(&g),
        [
            Event::Attacked { attacker: yeti, defender: acolyte },
            Event::Damaged { target: yeti, amount: 1 }, // The Yeti was played first.
            Event::Damaged { target: acolyte, amount: 4 },
            Event::Triggered { source: acolyte, trigger: TriggerKind::Damaged },
            Event::Drew { player: Player::SECOND, id: drawn },
            Event::Destroyed { id: acolyte },
            Event::DeathPhase { round: 1 },
        ]
    );
    assert_eq!(g.health(yeti), Ok(4));
}

#[test]
fn the_defenders_damage_event_comes_first_under_the_real_games_rules() {
    let (mut g, ids) =
        game(Rules::hearthstone(), &[("Chillwind Yeti", Player::FIRST), ("Acolyte of Pain", Player::SECOND)]);
    let (yeti, acolyte) = (ids[0], ids[1]);
    g.attack_with(yeti, acolyte).unwrap();
    assert_eq!(
        events(&g)[..3],
        [
            Event::Attacked { attacker: yeti, defender: acolyte },
            Event::Damaged { target: acolyte, amount: 4 },
            Event::Damaged { target: yeti, amount: 1 },
        ]
    );
}

#[test]
fn a_hero_takes_the_blow_and_strikes_back_with_nothing() {
    let (mut g, ids) = game(Rules::course(), &[("Bloodfen Raptor", Player::FIRST)]);
    let hero = g.hero(Player::SECOND);
    g.attack_with(ids[0], hero).unwrap();
    assert_eq!(
        events(&g),
        [Event::Attacked { attacker: ids[0], defender: hero }, Event::Damaged { target: hero, amount: 3 }]
    );
}

#[test]
fn a_side_with_taunt_must_be_attacked_through_it() {
    let (mut g, ids) = game(
        Rules::course(),
        &[
            ("Boulderfist Ogre", Player::FIRST),
            ("Bloodfen Raptor", Player::SECOND),
            ("Sen'jin Shieldmasta", Player::SECOND),
        ],
    );
    let (ogre, raptor, shieldmasta) = (ids[0], ids[1], ids[2]);
    let hero = g.hero(Player::SECOND);
    for behind in [raptor, hero] {
        let before = g.clone();
        assert_eq!(
            g.attack_with(ogre, behind),
            Err(Error::MustAttackTaunt { defender: behind, taunt: shieldmasta })
        );
        assert_eq!(g, before);
    }
    g.attack_with(ogre, shieldmasta).unwrap();
    g.attack_with(ogre, raptor).unwrap_err();
    assert!(g.board(Player::SECOND).len() == 1, "the Shieldmasta fell to the Ogre");
}

#[test]
fn a_minion_attacks_once_a_turn_and_not_on_its_first_unless_it_has_charge() {
    let (mut g, ids) = game(Rules::course(), &[("Bloodfen Raptor", Player::FIRST)]);
    let hero = g.hero(Player::SECOND);
    let wolfrider = g.summon(card("Wolfrider"), Player::FIRST).unwrap();
    let yeti = g.summon(card("Chillwind Yeti"), Player::FIRST).unwrap();
    assert_eq!(g.attack_with(yeti, hero), Err(Error::Sleeping { id: yeti }));
    g.attack_with(wolfrider, hero).unwrap();
    assert_eq!(g.attack_with(wolfrider, hero), Err(Error::AlreadyAttacked { id: wolfrider }));
    g.attack_with(ids[0], hero).unwrap();
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    g.attack_with(yeti, hero).unwrap(); // Its owner's next turn: awake.
    assert_eq!(g.health(hero), Ok(30 - 3 - 3 - 4));
}

#[test]
fn only_the_current_players_characters_attack_and_only_enemies() {
    let (mut g, ids) = game(
        Rules::course(),
        &[
            ("Bloodfen Raptor", Player::FIRST),
            ("Bloodfen Raptor", Player::FIRST),
            ("Chillwind Yeti", Player::SECOND),
        ],
    );
    let (mine, other, theirs) = (ids[0], ids[1], ids[2]);
    let (my_hero, their_hero) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
    assert_eq!(g.attack_with(theirs, mine), Err(Error::NotYourCharacter { id: theirs }));
    assert_eq!(g.attack_with(their_hero, mine), Err(Error::NotYourCharacter { id: their_hero }));
    assert_eq!(g.attack_with(my_hero, theirs), Err(Error::NoAttack { id: my_hero }), "a hero with 0 Attack");
    assert_eq!(g.attack_with(mine, other), Err(Error::NotAnEnemy { id: other }));
    assert_eq!(g.attack_with(mine, my_hero), Err(Error::NotAnEnemy { id: my_hero }));
    let message = Error::MustAttackTaunt { defender: mine, taunt: other }.to_string();
    assert!(message.contains("attack a Taunt minion first"), "{message}");
}

#[test]
fn no_attack_before_the_game_begins() {
    let mut g = Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap();
    let raptor = g.summon(card("Bloodfen Raptor"), Player::FIRST).unwrap();
    let hero = g.hero(Player::SECOND);
    assert_eq!(g.attack_with(raptor, hero), Err(Error::NotBegun));
}

#[test]
fn a_minion_with_no_attack_cannot_attack() {
    use my_engine::engine::{Abilities, CardDef, CardKind, Keyword, Keywords, Library};
    let wall = CardDef {
        keywords: Keywords::of(&[Keyword::Charge]),
        ..CardDef::new("Test Wall", 1, CardKind::Minion { attack: 0, health: 4 }, Abilities::default())
    };
    let library: &'static Library = Box::leak(Box::new(Library::new(vec![wall]).unwrap()));
    let mut g = Game::new(library, [Vec::new(), Vec::new()], Limits::default()).unwrap();
    g.begin().unwrap();
    let wall = g.summon(library.find("Test Wall").unwrap(), Player::FIRST).unwrap();
    let hero = g.hero(Player::SECOND);
    assert_eq!(g.attack_with(wall, hero), Err(Error::NoAttack { id: wall }), "Charge, but 0 Attack");
}

#[test]
fn a_minion_attacks_again_on_its_owners_next_turn() {
    let (mut g, ids) = game(Rules::course(), &[("Chillwind Yeti", Player::FIRST)]);
    let hero = g.hero(Player::SECOND);
    g.attack_with(ids[0], hero).unwrap();
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    g.attack_with(ids[0], hero).unwrap();
    assert_eq!(g.health(hero), Ok(30 - 4 - 4));
}

#[test]
fn once_the_taunt_minion_has_died_the_rest_of_its_side_can_be_attacked() {
    let summon = [
        ("Boulderfist Ogre", Player::FIRST),
        ("Boulderfist Ogre", Player::FIRST),
        ("Sen'jin Shieldmasta", Player::SECOND),
        ("Bloodfen Raptor", Player::SECOND),
    ];
    let (mut g, ids) = game(Rules::course(), &summon);
    let (first, second, shieldmasta, raptor) = (ids[0], ids[1], ids[2], ids[3]);
    assert_eq!(
        g.attack_with(first, raptor),
        Err(Error::MustAttackTaunt { defender: raptor, taunt: shieldmasta })
    );
    g.attack_with(first, shieldmasta).unwrap();
    assert_eq!(g.zone_of(shieldmasta), Ok(my_engine::engine::Zone::Graveyard));
    g.attack_with(second, raptor).unwrap();
}

#[test]
fn a_friendly_minions_lethal_blow_is_still_damage_that_armorsmith_answers() {
    // The blow that kills the Yeti is a Damage Event like any other: its Phase asks every
    // listener while the Yeti, mortally wounded, is still in play, and only the Death Creation
    // Step after the outermost Phase removes it ("mortally wounded and pending destroy are ONLY
    // converted into dead once the outermost Phase ends", Advanced rulebook). Fireplace, the
    // Python peer, gives no Armor here (notes/performance.md, "Fireplace's games are shorter").
    let (mut g, ids) = game(
        Rules::hearthstone(),
        &[
            ("Boulderfist Ogre", Player::FIRST),
            ("Armorsmith", Player::SECOND),
            ("Chillwind Yeti", Player::SECOND),
        ],
    );
    let (ogre, smith, yeti) = (ids[0], ids[1], ids[2]);
    g.attack_with(ogre, yeti).unwrap();
    assert_eq!(
        events(&g),
        [
            Event::Attacked { attacker: ogre, defender: yeti },
            Event::Damaged { target: yeti, amount: 6 },
            Event::Damaged { target: ogre, amount: 4 },
            Event::Triggered { source: smith, trigger: TriggerKind::Damaged },
            Event::ArmorGained { player: Player::SECOND, amount: 1 },
            Event::Destroyed { id: yeti },
            Event::DeathPhase { round: 1 },
        ]
    );
    assert_eq!(g.armor(Player::SECOND), 1);
}

/// Cards that answer their own attack, for the two Phases of combat.
mod two_phases {
    use my_engine::content::{library_with, read_card_file};
    use my_engine::engine::{Event, Game, Id, Library, Limits, Player, TriggerKind, Zone};

    const CARDS: &str = r#"[
  { "name": "Test Sage", "cost": 1, "type": "minion", "attack": 1, "health": 5, "text": "Whenever this minion attacks, draw a card.",
    "triggers": [{ "on": "self_attacks", "actions": [{ "draw": { "player": "you" } }] }] },
  { "name": "Test Bomber", "cost": 1, "type": "minion", "attack": 4, "health": 2, "text": "Whenever this minion attacks, deal 3 damage to ALL minions.",
    "triggers": [{ "on": "self_attacks", "actions": [{ "damage": { "targets": "all_minions", "amount": 3 } }] }] },
  { "name": "Test Tough Bomber", "cost": 1, "type": "minion", "attack": 4, "health": 9, "text": "Whenever this minion attacks, deal 3 damage to ALL minions.",
    "triggers": [{ "on": "self_attacks", "actions": [{ "damage": { "targets": "all_minions", "amount": 3 } }] }] },
  { "name": "Test Wall", "cost": 1, "type": "minion", "attack": 2, "health": 5, "text": "" },
  { "name": "Test Twig", "cost": 1, "type": "minion", "attack": 2, "health": 3, "text": "" }
]"#;

    fn library() -> &'static Library {
        library_with(&[read_card_file("combat.json", CARDS).unwrap()]).unwrap()
    }

    /// `attacker` for player 0 and `defender` for player 1 in play, two turns passed, so the
    /// attacker may attack on player 0's turn 3; decks of Test Wall to draw from.
    fn fight(attacker: &str, defender: &str) -> (Game, Id, Id) {
        let cards = library();
        let wall = cards.find("Test Wall").unwrap();
        let mut g = Game::new(cards, [vec![wall; 10], vec![wall; 10]], Limits::default()).unwrap();
        g.begin().unwrap();
        let attacker = g.summon(cards.find(attacker).unwrap(), Player::FIRST).unwrap();
        let defender = g.summon(cards.find(defender).unwrap(), Player::SECOND).unwrap();
        g.end_turn().unwrap();
        g.end_turn().unwrap();
        g.clear_log();
        (g, attacker, defender)
    }

    fn events(g: &Game) -> Vec<Event> {
        g.log().iter().map(|record| record.event).collect()
    }

    /// "Sending a Character to attack another character creates a Sequence of two Phases -
    /// "Preparation" and "Attack"": the attack trigger answers in the Preparation Phase,
    /// before either takes damage.
    #[test]
    fn an_attack_trigger_answers_in_the_preparation_phase_before_any_damage() {
        let (mut g, sage, wall) = fight("Test Sage", "Test Wall");
        g.attack_with(sage, wall).unwrap();
        let drawn = *g.hand(Player::FIRST).last().unwrap();
        assert_eq!(
            events(&g),
            [
                Event::Attacked { attacker: sage, defender: wall },
                Event::Triggered { source: sage, trigger: TriggerKind::Attack },
                Event::Drew { player: Player::FIRST, id: drawn },
                Event::Damaged { target: sage, amount: 2 },
                Event::Damaged { target: wall, amount: 1 },
            ]
        );
    }

    /// The Preparation Phase's death step runs before the Attack Phase, and an attacker it
    /// removed fights no Attack Phase (Rule 6): the Wall takes the trigger's 3 and nothing
    /// from the Bomber's 4 Attack, and deals it nothing.
    #[test]
    fn an_attacker_killed_in_the_preparation_phase_fights_no_attack_phase() {
        let (mut g, bomber, wall) = fight("Test Bomber", "Test Wall");
        g.attack_with(bomber, wall).unwrap();
        assert_eq!(
            events(&g),
            [
                Event::Attacked { attacker: bomber, defender: wall },
                Event::Triggered { source: bomber, trigger: TriggerKind::Attack },
                Event::Damaged { target: bomber, amount: 3 },
                Event::Damaged { target: wall, amount: 3 },
                Event::Destroyed { id: bomber },
                Event::DeathPhase { round: 1 },
            ]
        );
        assert_eq!((g.zone_of(bomber), g.health(wall)), (Ok(Zone::Graveyard), Ok(2)));
    }

    /// A defender the Preparation Phase killed is not attacked either: the attacker takes
    /// nothing from it, and its attack is used up all the same.
    #[test]
    fn a_defender_killed_in_the_preparation_phase_is_not_attacked() {
        let (mut g, bomber, twig) = fight("Test Tough Bomber", "Test Twig");
        g.attack_with(bomber, twig).unwrap();
        assert_eq!(
            events(&g),
            [
                Event::Attacked { attacker: bomber, defender: twig },
                Event::Triggered { source: bomber, trigger: TriggerKind::Attack },
                Event::Damaged { target: bomber, amount: 3 },
                Event::Damaged { target: twig, amount: 3 },
                Event::Destroyed { id: twig },
                Event::DeathPhase { round: 1 },
            ]
        );
        assert_eq!(g.health(bomber), Ok(6));
        let hero = g.hero(Player::SECOND);
        assert!(g.attack_with(bomber, hero).is_err(), "its one attack this turn is used up");
    }
}

/// Give `player`'s hero +4 Attack this turn, as Heroic Strike does, without paying for it.
fn heroic_strike(g: &mut Game, player: Player) {
    g.cast(card("Heroic Strike"), player, None).unwrap();
}

/// Under `rules`, player 0's hero, given 4 Attack by Heroic Strike, attacks player 1's
/// Chillwind Yeti; the game (its log holding the attack alone), the hero and the Yeti.
fn hero_strikes_a_yeti(rules: Rules) -> (Game, Id, Id) {
    let (mut g, ids) = game(rules, &[("Chillwind Yeti", Player::SECOND)]);
    let (yeti, hero) = (ids[0], g.hero(Player::FIRST));
    heroic_strike(&mut g, Player::FIRST);
    g.clear_log();
    g.attack_with(hero, yeti).unwrap();
    (g, hero, yeti)
}

#[test]
fn a_hero_with_attack_attacks_and_takes_the_minions_attack_back() {
    let (mut g, hero, yeti) = hero_strikes_a_yeti(Rules::course());
    assert_eq!(
        events(&g),
        [
            Event::Attacked { attacker: hero, defender: yeti },
            Event::Damaged { target: hero, amount: 4 }, // The hero is the older: order of play.
            Event::Damaged { target: yeti, amount: 4 },
        ]
    );
    assert_eq!((g.health(hero), g.health(yeti)), (Ok(26), Ok(1)));
    assert_eq!(g.why_cannot_attack(hero), Some(Error::AlreadyAttacked { id: hero }));
    assert_eq!(g.attack_with(hero, g.hero(Player::SECOND)), Err(Error::AlreadyAttacked { id: hero }));
}

#[test]
fn an_attacked_hero_deals_no_damage_back_whatever_its_attack() {
    let (mut g, ids) = game(Rules::course(), &[("Bloodfen Raptor", Player::FIRST)]);
    let (raptor, their_hero) = (ids[0], g.hero(Player::SECOND));
    heroic_strike(&mut g, Player::SECOND); // Their hero has 4 Attack during this turn.
    assert_eq!(g.attack(their_hero), Ok(4));
    g.clear_log();
    g.attack_with(raptor, their_hero).unwrap();
    assert_eq!(
        events(&g),
        [
            Event::Attacked { attacker: raptor, defender: their_hero },
            Event::Damaged { target: their_hero, amount: 3 }
        ]
    );
    assert_eq!(g.health(raptor), Ok(2));
    // Nor does a hero attacked by a hero.
    let my_hero = g.hero(Player::FIRST);
    heroic_strike(&mut g, Player::FIRST);
    g.clear_log();
    g.attack_with(my_hero, their_hero).unwrap();
    assert_eq!(
        events(&g),
        [
            Event::Attacked { attacker: my_hero, defender: their_hero },
            Event::Damaged { target: their_hero, amount: 4 }
        ]
    );
    assert_eq!(g.health(my_hero), Ok(30));
}

#[test]
fn a_hero_attacks_again_on_its_next_turn_and_not_while_frozen() {
    let (mut g, _) = game(Rules::course(), &[]);
    let (hero, enemy) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
    heroic_strike(&mut g, Player::FIRST);
    g.attack_with(hero, enemy).unwrap();
    g.end_turn().unwrap();
    assert_eq!(g.attack(hero), Ok(0), "+4 Attack this turn ended with the turn");
    g.end_turn().unwrap();
    heroic_strike(&mut g, Player::FIRST);
    assert_eq!(g.why_cannot_attack(hero), None, "its attacks this turn start again");
    g.attack_with(hero, enemy).unwrap();
    assert_eq!(g.health(enemy), Ok(22));
    g.end_turn().unwrap();
    g.cast(card("Test Frostbite"), Player::SECOND, Some(hero)).unwrap();
    g.end_turn().unwrap();
    heroic_strike(&mut g, Player::FIRST);
    assert_eq!(g.attack_with(hero, enemy), Err(Error::Frozen { id: hero }));
    assert!(
        !g.legal_moves().iter().any(|mv| matches!(mv, Move::Attack { .. })),
        "a Frozen hero lists no attack"
    );
}

#[test]
fn the_legal_moves_list_the_heros_attacks_first() {
    let (mut g, ids) =
        game(Rules::course(), &[("Bloodfen Raptor", Player::FIRST), ("Chillwind Yeti", Player::SECOND)]);
    let (raptor, yeti) = (ids[0], ids[1]);
    let (hero, enemy) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
    let attacks = |g: &Game| -> Vec<Move> {
        g.legal_moves().into_iter().filter(|mv| matches!(mv, Move::Attack { .. })).collect()
    };
    let raptor_attacks = vec![
        Move::Attack { attacker: raptor, defender: enemy },
        Move::Attack { attacker: raptor, defender: yeti },
    ];
    assert_eq!(attacks(&g), raptor_attacks, "a hero with 0 Attack lists none");
    heroic_strike(&mut g, Player::FIRST);
    let mut every = vec![
        Move::Attack { attacker: hero, defender: enemy },
        Move::Attack { attacker: hero, defender: yeti },
    ];
    every.extend(raptor_attacks);
    assert_eq!(attacks(&g), every);
}

#[test]
fn under_the_real_games_rules_the_defenders_damage_event_comes_first_when_a_hero_attacks() {
    let (g, hero, yeti) = hero_strikes_a_yeti(Rules::hearthstone());
    assert_eq!(
        events(&g),
        [
            Event::Attacked { attacker: hero, defender: yeti },
            Event::Damaged { target: yeti, amount: 4 }, // The defender's first (`Rules::defender_first`).
            Event::Damaged { target: hero, amount: 4 },
        ]
    );
}

#[test]
fn a_taunt_minion_guards_its_hero_from_an_attacking_hero() {
    let (mut g, ids) = game(
        Rules::course(),
        &[("Sen'jin Shieldmasta", Player::SECOND), ("Bloodfen Raptor", Player::SECOND)],
    );
    let (taunt, raptor) = (ids[0], ids[1]);
    let (hero, enemy) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
    heroic_strike(&mut g, Player::FIRST);
    assert_eq!(g.attack_with(hero, enemy), Err(Error::MustAttackTaunt { defender: enemy, taunt }));
    assert_eq!(g.attack_with(hero, raptor), Err(Error::MustAttackTaunt { defender: raptor, taunt }));
    let attacks: Vec<Move> =
        g.legal_moves().into_iter().filter(|mv| matches!(mv, Move::Attack { .. })).collect();
    assert_eq!(attacks, [Move::Attack { attacker: hero, defender: taunt }]);
}

#[test]
fn savage_roar_wears_off_the_hero_and_the_minions_as_the_turn_ends() {
    let (mut g, ids) = game(Rules::course(), &[("Bloodfen Raptor", Player::FIRST)]);
    let (raptor, hero) = (ids[0], g.hero(Player::FIRST));
    g.cast(card("Savage Roar"), Player::FIRST, None).unwrap();
    assert_eq!((g.attack(hero), g.attack(raptor)), (Ok(2), Ok(5)));
    g.end_turn().unwrap();
    assert_eq!((g.attack(hero), g.attack(raptor)), (Ok(0), Ok(3)));
}

#[test]
fn a_hero_frozen_on_the_opponents_turn_misses_its_next_turns_attack_then_thaws() {
    let (mut g, _) = game(Rules::course(), &[]);
    let (hero, enemy) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
    g.end_turn().unwrap();
    g.cast(card("Test Frostbite"), Player::SECOND, Some(hero)).unwrap();
    g.end_turn().unwrap();
    heroic_strike(&mut g, Player::FIRST);
    assert_eq!(g.why_cannot_attack(hero), Some(Error::Frozen { id: hero }));
    g.end_turn().unwrap();
    assert!(!g.is_frozen(hero).unwrap(), "it thawed as its turn ended: it could have attacked and did not");
    g.end_turn().unwrap();
    heroic_strike(&mut g, Player::FIRST);
    g.attack_with(hero, enemy).unwrap();
}
