//! What reads a weapon as an aura reads the board: "Has Charge while you have a weapon
//! equipped" (an aura's `"while": "you_have_weapon"`) and "Costs (1) less per Attack of your
//! weapon" (a cost count, `"attack_of_your_weapon"`), each read again at the Aura Update
//! (Health/Attack) after a weapon came, went or changed its Attack (the Advanced rulebook,
//! Rule 4a).

use my_engine::content::library;
use my_engine::engine::{Event, Game, Id, Keyword, Limits, Move, Player, Snapshot};

use crate::common::{card, summon};

/// A begun game, player 0 to move with 10 Mana Crystals, each deck 20 Test Fillers.
fn game() -> Game {
    let deck = vec![card("Test Filler"); 20];
    let mut g = Game::new(library(), [deck.clone(), deck], Limits::default()).unwrap();
    g.begin().unwrap();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    g
}

/// Player 0 plays `name` from the hand (no target, leftmost place).
fn play(g: &mut Game, name: &str) -> Id {
    let id = g.add_to_hand(card(name), Player::FIRST).unwrap();
    g.play(id, 0, None).unwrap();
    id
}

fn has_charge(g: &Game, id: Id) -> bool {
    g.keywords(id).unwrap().has(Keyword::Charge)
}

fn may_attack(g: &Game, id: Id) -> bool {
    g.legal_moves().iter().any(|mv| matches!(*mv, Move::Attack { attacker, .. } if attacker == id))
}

#[test]
fn southsea_deckhand_has_charge_only_while_its_owner_has_a_weapon() {
    let mut g = game();
    let deckhand = play(&mut g, "Southsea Deckhand");
    assert!(!has_charge(&g, deckhand) && !may_attack(&g, deckhand), "no weapon: asleep");
    play(&mut g, "Fiery War Axe");
    assert!(has_charge(&g, deckhand) && may_attack(&g, deckhand), "a weapon: Charge, this turn");
    g.end_turn().unwrap();
    let enemy = g.add_to_hand(card("Acidic Swamp Ooze"), Player::SECOND).unwrap();
    g.gain_mana_crystals(Player::SECOND, 2).unwrap();
    g.play(enemy, 0, None).unwrap();
    assert_eq!(g.weapon(Player::FIRST), None, "the Ooze destroyed the Axe");
    assert!(!has_charge(&g, deckhand), "the weapon gone, Charge goes with it");
}

#[test]
fn southsea_deckhand_played_with_a_weapon_equipped_can_attack_at_once_and_an_enemy_weapon_gives_nothing() {
    let mut g = game();
    g.equip(card("Fiery War Axe"), Player::SECOND).unwrap();
    let deckhand = play(&mut g, "Southsea Deckhand");
    assert!(!has_charge(&g, deckhand), "the opponent's weapon is not \"you have\"");
    g.equip(card("Fiery War Axe"), Player::FIRST).unwrap();
    let second = play(&mut g, "Southsea Deckhand");
    assert!(has_charge(&g, second) && may_attack(&g, second));
    assert!(has_charge(&g, deckhand) && may_attack(&g, deckhand));
    let enemy_deckhand = summon(&mut g, "Southsea Deckhand", Player::SECOND);
    assert!(has_charge(&g, enemy_deckhand), "its owner, not the player to move, has the weapon");
}

#[test]
fn dread_corsair_costs_1_less_per_attack_of_your_weapon_never_below_0() {
    let mut g = game();
    let corsair = g.add_to_hand(card("Dread Corsair"), Player::FIRST).unwrap();
    assert_eq!(g.cost(corsair), Ok(4), "no weapon");
    g.equip(card("Fiery War Axe"), Player::SECOND).unwrap();
    assert_eq!(g.cost(corsair), Ok(4), "the opponent's weapon counts for nothing");
    play(&mut g, "Fiery War Axe");
    assert_eq!(g.cost(corsair), Ok(1), "3 Attack");
    play(&mut g, "Captain Greenskin");
    assert_eq!(g.cost(corsair), Ok(0), "+1/+1: 4 Attack");
    g.equip(card("Arcanite Reaper"), Player::FIRST).unwrap();
    assert_eq!(g.cost(corsair), Ok(0), "5 Attack: never below 0");
    g.end_turn().unwrap();
    assert_eq!(g.cost(corsair), Ok(0), "a weapon has its Attack on the opponent's turn too");
    let enemy = g.add_to_hand(card("Acidic Swamp Ooze"), Player::SECOND).unwrap();
    g.gain_mana_crystals(Player::SECOND, 2).unwrap();
    g.play(enemy, 0, None).unwrap();
    assert_eq!(g.cost(corsair), Ok(4), "the weapon gone");
}

/// A game in which player 0 has Spiteful Smith in play and Fiery War Axe (3/2) equipped, on
/// player 0's turn. Returns the game, the Smith and the Axe.
fn smith_and_axe() -> (Game, Id, Id) {
    let mut g = game();
    let smith = summon(&mut g, "Spiteful Smith", Player::FIRST);
    let axe = g.equip(card("Fiery War Axe"), Player::FIRST).unwrap();
    (g, smith, axe)
}

#[test]
fn spiteful_smith_gives_your_weapon_2_attack_only_while_it_is_damaged() {
    let (mut g, smith, axe) = smith_and_axe();
    let hero = g.hero(Player::FIRST);
    assert_eq!((g.attack(axe), g.attack(hero)), (Ok(3), Ok(3)), "undamaged: nothing");
    g.deal_damage(smith, 1).unwrap();
    assert_eq!((g.attack(axe), g.attack(hero)), (Ok(5), Ok(5)), "damaged: the Axe and its hero");
    let heal = g.add_to_hand(card("Holy Light"), Player::FIRST).unwrap();
    g.play(heal, 0, Some(smith)).unwrap();
    assert_eq!((g.attack(axe), g.attack(hero)), (Ok(3), Ok(3)), "healed: gone");
    g.deal_damage(smith, 2).unwrap();
    g.silence(smith).unwrap();
    assert_eq!(g.attack(axe), Ok(3), "Silenced: gone");
}

#[test]
fn spiteful_smith_reaches_a_weapon_equipped_later_and_only_its_owners() {
    let (mut g, smith, _) = smith_and_axe();
    g.deal_damage(smith, 1).unwrap();
    let reaper = g.equip(card("Arcanite Reaper"), Player::FIRST).unwrap();
    assert_eq!(g.attack(reaper), Ok(7), "the new weapon has it at once, after its Sequence");
    let enemy_axe = g.equip(card("Fiery War Axe"), Player::SECOND).unwrap();
    assert_eq!(g.attack(enemy_axe), Ok(3), "\"your weapon\": not the opponent's");
    g.end_turn().unwrap();
    assert_eq!(g.attack(reaper), Ok(7), "a weapon keeps its Attack on the opponent's turn");
    assert_eq!(g.attack(g.hero(Player::FIRST)), Ok(0), "its hero has it only on its own turn");
}

#[test]
fn spiteful_smith_removed_stops_giving_at_the_aura_update_after_the_death_creation_step() {
    let (mut g, smith, axe) = smith_and_axe();
    g.deal_damage(smith, 1).unwrap();
    g.clear_log();
    g.destroy(smith).unwrap();
    assert_eq!(g.attack(axe), Ok(3));
    // Attack is no Health: it stops at the Aura Update (Other) after the Smith is removed
    // (Rule 4b: "all other effects of Auras stop immediately").
    let log = crate::common::events(&g);
    let removed =
        log.iter().position(|e| matches!(e, Event::Destroyed { id } if *id == smith)).expect("removed");
    let stopped = log
        .iter()
        .position(|e| matches!(e, Event::AuraStopped { source } if *source == smith))
        .expect("stopped");
    assert!(removed < stopped, "{log:?}");
}

#[test]
fn a_snapshot_keeps_an_aura_on_a_weapon() {
    let (mut g, smith, axe) = smith_and_axe();
    g.deal_damage(smith, 1).unwrap();
    let json = g.snapshot().unwrap().to_json();
    let loaded = Game::from_snapshot(library(), &Snapshot::from_json(&json).unwrap()).unwrap();
    assert_eq!((loaded.attack(axe), loaded.attack(loaded.hero(Player::FIRST))), (Ok(5), Ok(5)));
    assert_eq!(loaded.snapshot().unwrap().to_json(), json);
}

/// One Aura Update gives the weapon its Attack, then reads the cost counts: a count of the
/// weapon's Attack sees the Attack the aura gave it in the same update.
#[test]
fn dread_corsair_counts_the_attack_spiteful_smith_gives_your_weapon_in_the_same_update() {
    let mut g = game();
    let corsair = g.add_to_hand(card("Dread Corsair"), Player::FIRST).unwrap();
    let smith = summon(&mut g, "Spiteful Smith", Player::FIRST);
    g.equip(card("Light's Justice"), Player::FIRST).unwrap();
    assert_eq!(g.cost(corsair), Ok(3), "Light's Justice has 1 Attack");
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    g.attack_with(smith, yeti).unwrap();
    assert_eq!(g.cost(corsair), Ok(1), "the Smith damaged: 3 Attack, in the same Aura Update");
    let json = g.snapshot().unwrap().to_json();
    assert!(
        Game::from_snapshot(library(), &Snapshot::from_json(&json).unwrap()).is_ok(),
        "the position loads"
    );
}
