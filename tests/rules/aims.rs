//! Aims: which characters a targeted spell or an aimed Battlecry may pick ("Silence a minion",
//! "Destroy a damaged enemy minion"), how the legal moves and the checks read them, and Rule
//! 6's "the requirements are not re-checked" once a target is picked.

use std::collections::BTreeSet;

use my_engine::content::{library_with, read_card_file};
use my_engine::engine::{CardId, Error, Event, Game, Id, Library, Limits, Move, Player, Zone};

/// Spells aimed each way the pool aims (each deals 1 damage to its target), minions to aim
/// at, and two aimed Battlecries.
const CARDS: &str = r#"[
  { "name": "Test Aim Minion", "cost": 0, "type": "spell", "text": "Deal 1 damage to a minion.", "aim": "minion",
    "spell": [{ "damage": { "targets": { "one": "target" }, "amount": 1 } }] },
  { "name": "Test Aim Enemy Minion", "cost": 0, "type": "spell", "text": "Deal 1 damage to an enemy minion.", "aim": "enemy_minion",
    "spell": [{ "damage": { "targets": { "one": "target" }, "amount": 1 } }] },
  { "name": "Test Aim Friendly Character", "cost": 0, "type": "spell", "text": "Deal 1 damage to a friendly character.", "aim": "friendly_character",
    "spell": [{ "damage": { "targets": { "one": "target" }, "amount": 1 } }] },
  { "name": "Test Aim Enemy Character", "cost": 0, "type": "spell", "text": "Deal 1 damage to an enemy character.", "aim": "enemy_character",
    "spell": [{ "damage": { "targets": { "one": "target" }, "amount": 1 } }] },
  { "name": "Test Aim Hero", "cost": 0, "type": "spell", "text": "Deal 1 damage to a hero.", "aim": "hero",
    "spell": [{ "damage": { "targets": { "one": "target" }, "amount": 1 } }] },
  { "name": "Test Aim Damaged", "cost": 0, "type": "spell", "text": "Deal 1 damage to a damaged minion.", "aim": { "of": "minion", "damaged": true },
    "spell": [{ "damage": { "targets": { "one": "target" }, "amount": 1 } }] },
  { "name": "Test Aim Undamaged", "cost": 0, "type": "spell", "text": "Deal 1 damage to an undamaged minion.", "aim": { "of": "minion", "damaged": false },
    "spell": [{ "damage": { "targets": { "one": "target" }, "amount": 1 } }] },
  { "name": "Test Aim Big", "cost": 0, "type": "spell", "text": "Deal 1 damage to a minion with 7 or more Attack.", "aim": { "of": "minion", "attack_at_least": 7 },
    "spell": [{ "damage": { "targets": { "one": "target" }, "amount": 1 } }] },
  { "name": "Test Aim Small", "cost": 0, "type": "spell", "text": "Deal 1 damage to a minion with 1 or less Attack.", "aim": { "of": "minion", "attack_at_most": 1 },
    "spell": [{ "damage": { "targets": { "one": "target" }, "amount": 1 } }] },
  { "name": "Test Aim Murloc", "cost": 0, "type": "spell", "text": "Deal 1 damage to a Murloc.", "aim": { "of": "minion", "tribe": "murloc" },
    "spell": [{ "damage": { "targets": { "one": "target" }, "amount": 1 } }] },
  { "name": "Test Aim Friendly Beast", "cost": 0, "type": "spell", "text": "Deal 1 damage to a friendly Beast.", "aim": { "of": "friendly_minion", "tribe": "beast" },
    "spell": [{ "damage": { "targets": { "one": "target" }, "amount": 1 } }] },
  { "name": "Test Aim Enemy Taunt", "cost": 0, "type": "spell", "text": "Deal 1 damage to an enemy minion with Taunt.", "aim": { "of": "enemy_minion", "with": "taunt" },
    "spell": [{ "damage": { "targets": { "one": "target" }, "amount": 1 } }] },
  { "name": "Test Kill Small", "cost": 0, "type": "spell", "text": "Destroy a minion with 2 or less Attack.", "aim": { "of": "minion", "attack_at_most": 2 },
    "spell": [{ "destroy": { "minion": "target" } }] },
  { "name": "Test Small Hunter", "cost": 0, "type": "minion", "attack": 1, "health": 1, "text": "Battlecry: Destroy a minion with 2 or less Attack.",
    "aim": { "of": "minion", "attack_at_most": 2 }, "battlecry": [{ "destroy": { "minion": "target" } }] },
  { "name": "Test Murloc Eater", "cost": 0, "type": "minion", "attack": 1, "health": 2, "text": "Battlecry: Destroy a Murloc and gain +2/+2.",
    "aim": { "of": "minion", "tribe": "murloc" },
    "battlecry": [{ "destroy": { "minion": "target" } }, { "buff": { "targets": { "one": "this_minion" }, "attack": 2, "health": 2 } }] },
  { "name": "Test Aim Pup", "cost": 0, "type": "minion", "attack": 1, "health": 1, "tribe": "beast", "text": "" },
  { "name": "Test Aim Shade", "cost": 0, "type": "minion", "attack": 1, "health": 1, "text": "Stealth", "keywords": ["stealth"] },
  { "name": "Test Aim Giant", "cost": 0, "type": "minion", "attack": 7, "health": 7, "text": "" },
  { "name": "Test Aim Guard", "cost": 0, "type": "minion", "attack": 2, "health": 3, "text": "Taunt", "keywords": ["taunt"] },
  { "name": "Test Aim Murloc Minion", "cost": 0, "type": "minion", "attack": 1, "health": 1, "tribe": "murloc", "text": "" }
]"#;

fn library() -> &'static Library {
    let source = read_card_file("aims.json", CARDS).unwrap();
    library_with(&[source]).unwrap()
}

fn card(name: &str) -> CardId {
    library().find(name).unwrap()
}

/// Player 0's begun turn, their hand holding `hand`, and the board every aim is asked about:
/// player 0 has a Beast (Pup) and a Stealth minion (own shade); player 1 has a 7/7 Giant, a
/// Taunt Guard with 1 damage, a Murloc, a Beast and a Stealth minion.
struct Board {
    game: Game,
    hand: Vec<Id>,
    heroes: [Id; 2],
    pup: Id,
    own_shade: Id,
    giant: Id,
    guard: Id,
    murloc: Id,
    enemy_pup: Id,
}

fn board(hand: &[&str]) -> Board {
    let mut game = Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap();
    game.begin().unwrap();
    let mut summon = |name: &str, player: Player| game.summon(card(name), player).unwrap();
    let (pup, own_shade) = (summon("Test Aim Pup", Player::FIRST), summon("Test Aim Shade", Player::FIRST));
    let giant = summon("Test Aim Giant", Player::SECOND);
    let guard = summon("Test Aim Guard", Player::SECOND);
    let murloc = summon("Test Aim Murloc Minion", Player::SECOND);
    let enemy_pup = summon("Test Aim Pup", Player::SECOND);
    summon("Test Aim Shade", Player::SECOND);
    game.deal_damage(guard, 1).unwrap();
    let hand = hand.iter().map(|name| game.add_to_hand(card(name), Player::FIRST).unwrap()).collect();
    let heroes = [game.hero(Player::FIRST), game.hero(Player::SECOND)];
    game.clear_log();
    Board { game, hand, heroes, pup, own_shade, giant, guard, murloc, enemy_pup }
}

/// The targets the legal moves list for the card `id`, or `None` if none lists it.
fn listed_targets(game: &Game, id: Id) -> Option<BTreeSet<Id>> {
    let moves = game.legal_moves();
    let plays: Vec<Option<Id>> = moves
        .iter()
        .filter_map(|mv| match *mv {
            Move::PlaySpell { card, target } | Move::PlayMinion { card, target, .. } if card == id => {
                Some(target)
            }
            _ => None,
        })
        .collect();
    (!plays.is_empty()).then(|| plays.into_iter().flatten().collect())
}

/// Each aim lists exactly the characters it admits, and no enemy in Stealth: each list holds
/// a character that fits and leaves out, for each condition of the aim, one that fails that
/// condition alone.
#[test]
fn each_aim_lists_exactly_the_characters_it_admits() {
    let spells = [
        "Test Aim Minion",
        "Test Aim Enemy Minion",
        "Test Aim Friendly Character",
        "Test Aim Enemy Character",
        "Test Aim Hero",
        "Test Aim Damaged",
        "Test Aim Undamaged",
        "Test Aim Big",
        "Test Aim Small",
        "Test Aim Murloc",
        "Test Aim Friendly Beast",
        "Test Aim Enemy Taunt",
    ];
    let b = board(&spells);
    let [hero, enemy_hero] = b.heroes;
    let (pup, shade, giant, guard, murloc, enemy_pup) =
        (b.pup, b.own_shade, b.giant, b.guard, b.murloc, b.enemy_pup);
    let expected: [&[Id]; 12] = [
        &[pup, shade, giant, guard, murloc, enemy_pup],
        &[giant, guard, murloc, enemy_pup],
        &[hero, pup, shade],
        &[enemy_hero, giant, guard, murloc, enemy_pup],
        &[hero, enemy_hero],
        &[guard],
        &[pup, shade, giant, murloc, enemy_pup],
        &[giant],
        &[pup, shade, murloc, enemy_pup],
        &[murloc],
        &[pup],
        &[guard],
    ];
    for ((name, &spell), expected) in spells.iter().zip(&b.hand).zip(expected) {
        let expected: BTreeSet<Id> = expected.iter().copied().collect();
        assert_eq!(listed_targets(&b.game, spell), Some(expected), "{name}");
    }
}

/// The checks refuse a target the aim does not admit, naming the card, the target and the aim
/// as the card's text says it; the game is unchanged.
#[test]
fn a_target_the_aim_does_not_admit_is_refused_naming_the_aim() {
    let mut b = board(&["Test Aim Enemy Taunt", "Test Aim Damaged"]);
    let before = b.game.clone();
    let refused = b.game.play(b.hand[0], 0, Some(b.giant));
    let aim = "an enemy minion with Taunt".to_owned();
    assert_eq!(refused, Err(Error::NotAimedAt { card: "Test Aim Enemy Taunt".into(), target: b.giant, aim }));
    let refused = b.game.play(b.hand[1], 0, Some(b.pup)).unwrap_err();
    assert_eq!(
        refused.to_string(),
        format!(
            "\"Test Aim Damaged\" is aimed at a damaged minion, and {} is not one: pick one of the characters \
             it can aim at",
            b.pup
        )
    );
    assert_eq!(b.game, before);
    b.game.play(b.hand[1], 0, Some(b.guard)).unwrap();
    assert_eq!(b.game.health(b.guard), Ok(1), "the damaged Guard (2 of 3 Health) took 1 more");
}

/// "A spell whose aim has no legal target cannot be played": it is not listed, and playing it
/// is refused naming the aim, changing nothing. An enemy in Stealth is no legal target.
#[test]
fn a_spell_whose_aim_has_no_legal_target_cannot_be_played() {
    let mut b = board(&["Test Aim Big", "Test Aim Murloc"]);
    b.game.destroy(b.giant).unwrap();
    b.game.clear_log();
    assert_eq!(listed_targets(&b.game, b.hand[0]), None, "no minion with 7 or more Attack left");
    let before = b.game.clone();
    let refused = b.game.play(b.hand[0], 0, None);
    let aim = "a minion with 7 or more Attack".to_owned();
    assert_eq!(refused, Err(Error::NoLegalTarget { card: "Test Aim Big".into(), aim }));
    assert!(refused.unwrap_err().to_string().contains("there is none it may be cast at"));
    assert_eq!(b.game, before);
    assert!(listed_targets(&b.game, b.hand[1]).is_some(), "the other spell still has its Murloc");
}

/// A Battlecry whose aim has no legal target is played without one, and then does not occur
/// at all ("If no suitable target is available, the battlecry simply will not occur", the
/// wiki's Battlecry page): the Murloc Eater with no Murloc to eat gains nothing. With a
/// target there, it must pick it.
#[test]
fn a_battlecry_whose_aim_has_no_legal_target_is_played_without_one_and_does_not_occur() {
    let mut b = board(&["Test Murloc Eater", "Test Murloc Eater"]);
    let (first, second) = (b.hand[0], b.hand[1]);
    assert_eq!(listed_targets(&b.game, first), Some(BTreeSet::from([b.murloc])));
    let needs = Err(Error::BattlecryNeedsTarget { card: "Test Murloc Eater".into() });
    assert_eq!(b.game.play(first, 0, None), needs);
    b.game.play(first, 0, Some(b.murloc)).unwrap();
    assert_eq!(b.game.zone_of(b.murloc), Ok(Zone::Graveyard));
    assert_eq!((b.game.attack(first), b.game.health(first)), (Ok(3), Ok(4)), "ate the Murloc");
    assert_eq!(listed_targets(&b.game, second), Some(BTreeSet::new()), "listed with no target");
    b.game.clear_log();
    b.game.play(second, 0, None).unwrap();
    let events: Vec<Event> = b.game.log().iter().map(|record| record.event).collect();
    assert_eq!(events, [Event::Played { player: Player::FIRST, id: second }, Event::Summoned { id: second }]);
    assert_eq!((b.game.attack(second), b.game.health(second)), (Ok(1), Ok(2)), "no Battlecry, no gain");
}

/// Rule 6: "If the target of the action has some requirements beyond that, the requirements
/// are not re-checked." Questing Adventurer (2/2, "Whenever you play a card, gain +1/+1")
/// fits "a minion with 2 or less Attack" when picked; the card's On Play Phase makes it 3/3;
/// the spell and the Battlecry destroy it all the same.
#[test]
fn rule_6_a_target_that_stops_fitting_its_aim_in_the_on_play_phase_is_still_hit() {
    for killer in ["Test Kill Small", "Test Small Hunter"] {
        let mut b = board(&[killer]);
        let adventurer =
            b.game.summon(b.game.library().find("Questing Adventurer").unwrap(), Player::FIRST).unwrap();
        b.game.clear_log();
        assert!(listed_targets(&b.game, b.hand[0]).unwrap().contains(&adventurer), "{killer}: 2 Attack");
        b.game.play(b.hand[0], 0, Some(adventurer)).unwrap();
        let events: Vec<Event> = b.game.log().iter().map(|record| record.event).collect();
        let grew = Event::StatsChanged { id: adventurer, attack: 3, health: 3 };
        let grew_at = events.iter().position(|event| *event == grew).expect("it grew in the On Play Phase");
        let destroyed = events.iter().position(|event| *event == Event::Destroyed { id: adventurer });
        assert!(destroyed.is_some_and(|at| at > grew_at), "{killer}: destroyed after it grew: {events:?}");
    }
}

/// Stealth hides a minion from the enemy's aims, Battlecries included, but not from its own
/// player's.
#[test]
fn stealth_hides_a_minion_from_enemy_aims_but_not_its_owners() {
    let b = board(&["Test Aim Small", "Test Small Hunter"]);
    let enemy_shade = *b.game.board(Player::SECOND).last().unwrap();
    for &card in &b.hand {
        let targets = listed_targets(&b.game, card).unwrap();
        assert!(targets.contains(&b.own_shade) && !targets.contains(&enemy_shade), "{targets:?}");
    }
    let mut g = b.game.clone();
    let refused = g.play(b.hand[1], 0, Some(enemy_shade));
    assert_eq!(refused, Err(Error::Stealthed { id: enemy_shade }));
}

/// A play requirement beyond a target: "Deal 2 damage to two random enemy minions" cannot be
/// played while the opponent has fewer than two minions in play. It is not listed, and
/// playing it is refused naming the requirement, changing nothing; with two it is listed.
#[test]
fn a_card_needing_enemy_minions_cannot_be_played_while_the_opponent_has_too_few() {
    let cards = my_engine::content::library();
    let mut game = Game::new(cards, [Vec::new(), Vec::new()], Limits::default()).unwrap();
    game.begin().unwrap();
    game.gain_mana_crystals(Player::FIRST, 5).unwrap();
    let cleave = game.add_to_hand(cards.find("Cleave").unwrap(), Player::FIRST).unwrap();
    let shot = game.add_to_hand(cards.find("Deadly Shot").unwrap(), Player::FIRST).unwrap();
    let wisp = cards.find("Wisp").unwrap();
    game.summon(wisp, Player::FIRST).unwrap();
    game.summon(wisp, Player::FIRST).unwrap(); // Friendly minions count for nothing.
    assert_eq!((listed_targets(&game, cleave), listed_targets(&game, shot)), (None, None));
    let before = game.clone();
    let refused = game.play(cleave, 0, None);
    assert_eq!(refused, Err(Error::TooFewEnemyMinions { card: "Cleave".into(), needed: 2 }));
    assert!(refused.unwrap_err().to_string().contains("needs 2 enemy minions in play"));
    assert_eq!(game, before);
    game.summon(wisp, Player::SECOND).unwrap();
    assert_eq!((listed_targets(&game, cleave), listed_targets(&game, shot)), (None, Some(BTreeSet::new())));
    game.summon(wisp, Player::SECOND).unwrap();
    assert_eq!(listed_targets(&game, cleave), Some(BTreeSet::new()), "two enemy minions: listed");
}
