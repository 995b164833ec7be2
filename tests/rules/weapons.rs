//! Weapons (the wiki's Weapon page): a weapon card played from the hand is equipped; a hero
//! has one at a time; its Attack is the hero's during the hero's turn; each attack takes 1
//! Durability and the Death Creation Step destroys a weapon with none left. Bad calls are
//! refused with the rule they break, changing nothing.

use my_engine::content::library;
use my_engine::engine::{Error, Event, Game, Limits, Move, Player};
use my_engine::search::actions;

use crate::common::{card, events, in_hand, summon};

/// A begun game, player 0 to move with 10 Mana Crystals, each deck 20 Test Fillers.
fn game() -> Game {
    let deck = vec![card("Test Filler"); 20];
    let mut g = Game::new(library(), [deck.clone(), deck], Limits::default()).unwrap();
    g.begin().unwrap();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    g
}

#[test]
fn a_weapon_card_in_hand_is_listed_as_played_and_made_by_the_action_space() {
    let mut g = game();
    g.add_to_hand(card("Fiery War Axe"), Player::FIRST).unwrap();
    let axe = in_hand(&g, "Fiery War Axe");
    assert!(g.legal_moves().contains(&Move::PlayWeapon { card: axe }));
    let action = actions::action_of(&g, Move::PlayWeapon { card: axe }).expect("a number");
    assert_eq!(actions::move_of(&g, action), Ok(Move::PlayWeapon { card: axe }));
    assert_eq!(actions::action_to_string(&g, action), format!("equip Fiery War Axe #{}", axe.number()));
    actions::apply_action(&mut g, action).unwrap();
    assert_eq!((g.weapon(Player::FIRST), g.attack(g.hero(Player::FIRST))), (Some(axe), Ok(3)));
    assert_eq!(g.cards_played_this_turn(Player::FIRST), 1, "a weapon is a card played");
}

#[test]
fn a_weapon_is_played_with_no_target_and_only_as_a_weapon() {
    let mut g = game();
    g.add_to_hand(card("Fiery War Axe"), Player::FIRST).unwrap();
    g.add_to_hand(card("Chillwind Yeti"), Player::FIRST).unwrap();
    let (axe, yeti) = (in_hand(&g, "Fiery War Axe"), in_hand(&g, "Chillwind Yeti"));
    let before = g.clone();
    let enemy = g.hero(Player::SECOND);
    assert_eq!(
        g.play(axe, 0, Some(enemy)),
        Err(Error::WeaponTakesNoTarget { card: "Fiery War Axe".into(), target: enemy })
    );
    assert_eq!(g.make(Move::PlayWeapon { card: yeti }), Err(Error::WrongKindOfPlay { id: yeti }));
    assert_eq!(g.make(Move::PlaySpell { card: axe, target: None }), Err(Error::WrongKindOfPlay { id: axe }));
    assert_eq!(
        g.make(Move::PlayMinion { card: axe, position: 0, target: None }),
        Err(Error::WrongKindOfPlay { id: axe })
    );
    assert_eq!(
        g.summon(card("Fiery War Axe"), Player::FIRST),
        Err(Error::WeaponCard { card: "Fiery War Axe".into() })
    );
    assert_eq!(
        g.cast(card("Fiery War Axe"), Player::FIRST, None),
        Err(Error::WeaponCard { card: "Fiery War Axe".into() })
    );
    assert_eq!(
        g.equip(card("Chillwind Yeti"), Player::FIRST),
        Err(Error::NotAWeaponCard { card: "Chillwind Yeti".into() })
    );
    assert_eq!(g.durability(yeti), Err(Error::NotAWeapon { id: yeti, name: "Chillwind Yeti".into() }));
    assert!(g == before && g.log() == before.log(), "every refusal changed nothing");
    let message = Error::WeaponCard { card: "Fiery War Axe".into() }.to_string();
    assert!(message.contains("a hero equips it"), "{message}");
}

/// A game where player 0's hero has Fiery War Axe at its last Durability, player 1 a Raptor
/// summoned before the axe and one after; player 0 to move. The Raptors and the axe's ids.
fn axe_at_its_last_durability() -> (Game, [my_engine::engine::Id; 3]) {
    let mut g = game();
    let older = summon(&mut g, "Bloodfen Raptor", Player::SECOND);
    let axe = g.equip(card("Fiery War Axe"), Player::FIRST).unwrap();
    let younger = summon(&mut g, "Bloodfen Raptor", Player::SECOND);
    g.attack_with(g.hero(Player::FIRST), g.hero(Player::SECOND)).unwrap();
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    assert_eq!(g.durability(axe), Ok(1));
    g.clear_log();
    (g, [older, axe, younger])
}

#[test]
fn a_weapon_and_a_minion_destroyed_together_leave_in_order_of_play() {
    let destroyed = |g: &Game| -> Vec<my_engine::engine::Id> {
        events(g)
            .iter()
            .filter_map(|event| if let Event::Destroyed { id } = *event { Some(id) } else { None })
            .collect()
    };
    let (mut g, [older, axe, _]) = axe_at_its_last_durability();
    g.attack_with(g.hero(Player::FIRST), older).unwrap();
    assert_eq!(destroyed(&g), [older, axe], "the Raptor was played before the axe");
    let (mut g, [_, axe, younger]) = axe_at_its_last_durability();
    g.attack_with(g.hero(Player::FIRST), younger).unwrap();
    assert_eq!(destroyed(&g), [axe, younger], "the axe was played before the Raptor");
    assert_eq!((g.weapon(Player::FIRST), g.attack(g.hero(Player::FIRST))), (None, Ok(0)));
}

#[test]
fn a_weapon_gives_its_hero_attack_on_its_turn_only_and_a_defending_hero_keeps_its_durability() {
    let mut g = game();
    let axe = g.equip(card("Fiery War Axe"), Player::FIRST).unwrap();
    let hero = g.hero(Player::FIRST);
    assert_eq!(g.attack(hero), Ok(3));
    g.end_turn().unwrap();
    assert_eq!(g.attack(hero), Ok(0), "sheathed on the opponent's turn");
    let raptor = summon(&mut g, "Bloodfen Raptor", Player::SECOND);
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    g.attack_with(raptor, hero).unwrap();
    assert_eq!(
        (g.health(raptor), g.durability(axe)),
        (Ok(2), Ok(2)),
        "an attacked hero strikes nothing back"
    );
    g.end_turn().unwrap();
    assert_eq!(g.attack(hero), Ok(3), "unsheathed on its own turn");
}
