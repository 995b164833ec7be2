//! The classic cards that count or ask "if" (issue 39, items 6 and 7), each on the side its
//! scenario does not show: every count at a second value, every condition not met. A card's
//! data is read one step at a time, so each condition is checked when its step is reached.

use my_engine::content::library;
use my_engine::engine::{Error, Event, Game, Id, Keyword, Limits, Move, Player, Zone};

use crate::common::{card, events, in_hand, summon};

/// A begun game, player 0 to move with 10 Mana Crystals, each deck 20 Test Fillers.
fn game() -> Game {
    let deck = vec![card("Test Filler"); 20];
    let mut g = Game::new(library(), [deck.clone(), deck], Limits::default()).unwrap();
    g.begin().unwrap();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    g
}

/// Player 0 casts `spell` at `target` by the course's call; the events it logged after its
/// `SpellCast`.
fn cast(g: &mut Game, spell: &str, target: Option<Id>) -> Vec<Event> {
    let before = g.log().len();
    g.cast(card(spell), Player::FIRST, target).unwrap();
    let logged = &events(g)[before..];
    assert_eq!(logged[0], Event::SpellCast { card: card(spell) });
    logged[1..].to_vec()
}

/// Player 0 plays the minion `name` from their hand at the right end; the minion.
fn play(g: &mut Game, name: &str) -> Id {
    g.add_to_hand(card(name), Player::FIRST).unwrap();
    let minion = in_hand(g, name);
    g.play(minion, g.board(Player::FIRST).len(), None).unwrap();
    minion
}

fn draws(events: &[Event]) -> usize {
    events.iter().filter(|event| matches!(event, Event::Drew { .. })).count()
}

#[test]
fn mortal_coil_draws_nothing_when_its_target_survives() {
    let mut g = game();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    let logged = cast(&mut g, "Mortal Coil", Some(yeti));
    assert_eq!(logged, [Event::Damaged { target: yeti, amount: 1 }], "no Drew: the Yeti lives");
}

#[test]
fn mortal_coil_on_a_divine_shield_deals_nothing_and_draws_nothing() {
    let mut g = game();
    let squire = summon(&mut g, "Argent Squire", Player::SECOND);
    let logged = cast(&mut g, "Mortal Coil", Some(squire));
    assert_eq!(draws(&logged), 0, "{logged:?}");
    assert_eq!(g.zone_of(squire), Ok(Zone::Board));
}

#[test]
fn slam_draws_nothing_when_its_target_dies() {
    let mut g = game();
    let wisp = summon(&mut g, "Wisp", Player::SECOND);
    let logged = cast(&mut g, "Slam", Some(wisp));
    assert_eq!(draws(&logged), 0, "{logged:?}");
    assert_eq!(g.zone_of(wisp), Ok(Zone::Graveyard));
}

#[test]
fn mortal_strike_deals_4_above_12_health_and_6_at_12() {
    let mut g = game();
    let (own, enemy) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
    g.deal_damage(own, 17).unwrap(); // 13 Health: not 12 or less.
    assert_eq!(cast(&mut g, "Mortal Strike", Some(enemy)), [Event::Damaged { target: enemy, amount: 4 }]);
    g.deal_damage(own, 1).unwrap(); // 12 Health.
    assert_eq!(cast(&mut g, "Mortal Strike", Some(enemy)), [Event::Damaged { target: enemy, amount: 6 }]);
}

#[test]
fn kill_command_deals_3_without_a_beast_and_an_enemy_beast_does_not_count() {
    let mut g = game();
    summon(&mut g, "River Crocolisk", Player::SECOND);
    let enemy = g.hero(Player::SECOND);
    assert_eq!(cast(&mut g, "Kill Command", Some(enemy)), [Event::Damaged { target: enemy, amount: 3 }]);
}

#[test]
fn kill_command_checks_once_so_a_beast_killed_by_its_damage_does_not_add_the_other_branch() {
    let mut g = game();
    let beast = summon(&mut g, "River Crocolisk", Player::FIRST);
    let logged = cast(&mut g, "Kill Command", Some(beast));
    assert_eq!(
        logged,
        [
            Event::Damaged { target: beast, amount: 5 },
            Event::Destroyed { id: beast },
            Event::DeathPhase { round: 1 }
        ]
    );
}

#[test]
fn ice_lance_freezes_a_target_not_yet_frozen_and_deals_no_damage() {
    let mut g = game();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    let logged = cast(&mut g, "Ice Lance", Some(yeti));
    assert_eq!(logged, [Event::Frozen { id: yeti }], "checked once: the Freeze does not then deal 4");
    assert_eq!(g.health(yeti), Ok(5));
}

#[test]
fn demonfire_damages_an_enemy_demon_and_a_friendly_minion_of_another_tribe() {
    let mut g = game();
    let enemy_demon = summon(&mut g, "Voidwalker", Player::SECOND);
    let beast = summon(&mut g, "River Crocolisk", Player::FIRST);
    assert_eq!(
        cast(&mut g, "Demonfire", Some(enemy_demon)),
        [Event::Damaged { target: enemy_demon, amount: 2 }]
    );
    assert_eq!(cast(&mut g, "Demonfire", Some(beast)), [Event::Damaged { target: beast, amount: 2 }]);
}

#[test]
fn shield_slam_counts_the_armor_when_it_resolves() {
    let mut g = game();
    let ogre = summon(&mut g, "Boulderfist Ogre", Player::SECOND);
    assert_eq!(cast(&mut g, "Shield Slam", Some(ogre)), [], "no Armor: 0 damage, no Damage Event");
    g.cast(card("Shield Block"), Player::FIRST, None).unwrap();
    assert_eq!(cast(&mut g, "Shield Slam", Some(ogre)), [Event::Damaged { target: ogre, amount: 5 }]);
}

#[test]
fn battle_rage_draws_nothing_with_nothing_damaged() {
    let mut g = game();
    summon(&mut g, "Chillwind Yeti", Player::FIRST);
    let damaged_enemy = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    g.deal_damage(damaged_enemy, 1).unwrap();
    assert_eq!(cast(&mut g, "Battle Rage", None), []);
}

#[test]
fn divine_favor_draws_nothing_when_the_opponent_holds_no_more() {
    let mut g = game();
    let (yours, theirs) = (g.hand(Player::FIRST).len(), g.hand(Player::SECOND).len());
    assert!(yours >= theirs, "{yours} and {theirs}");
    assert_eq!(cast(&mut g, "Divine Favor", None), []);
}

#[test]
fn unleash_the_hounds_summons_one_hound_for_one_enemy_minion_and_cannot_be_played_without() {
    let mut g = game();
    g.add_to_hand(card("Unleash the Hounds"), Player::FIRST).unwrap();
    let spell = in_hand(&g, "Unleash the Hounds");
    assert!(g.play(spell, 0, None).is_err(), "no enemy minion: not playable");
    summon(&mut g, "Wisp", Player::SECOND);
    g.play(spell, 0, None).unwrap();
    let names: Vec<&str> = g.board(Player::FIRST).iter().map(|&id| g.name_of(id).unwrap()).collect();
    assert_eq!(names, ["Hound"]);
}

#[test]
fn holy_wrath_deals_nothing_from_an_empty_deck() {
    let mut g = Game::new(library(), [vec![], vec![card("Test Filler")]], Limits::default()).unwrap();
    g.begin().unwrap();
    let enemy = g.hero(Player::SECOND);
    let logged = cast(&mut g, "Holy Wrath", Some(enemy));
    assert!(
        !logged.iter().any(|event| matches!(event, Event::Damaged { target, .. } if *target == enemy)),
        "{logged:?}"
    );
    assert_eq!(g.health(enemy), Ok(30));
}

#[test]
fn ancestral_healing_on_an_undamaged_minion_heals_nothing_and_gives_taunt() {
    let mut g = game();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    assert_eq!(
        cast(&mut g, "Ancestral Healing", Some(yeti)),
        [Event::Gained { id: yeti, keyword: Keyword::Taunt }]
    );
}

#[test]
fn shadowflame_deals_the_attack_its_target_has_as_it_resolves() {
    let mut g = game();
    let wisp = summon(&mut g, "Wisp", Player::FIRST);
    let ogre = summon(&mut g, "Boulderfist Ogre", Player::SECOND);
    let logged = cast(&mut g, "Shadowflame", Some(wisp));
    assert_eq!(logged[0], Event::Damaged { target: ogre, amount: 1 }, "{logged:?}");
    assert_eq!(g.zone_of(wisp), Ok(Zone::Graveyard));
}

#[test]
fn twilight_drake_counts_the_hand_as_its_battlecry_resolves() {
    let mut g = game();
    let hand = g.hand(Player::FIRST).len() as i32;
    let drake = play(&mut g, "Twilight Drake");
    assert_eq!(g.health(drake), Ok(1 + hand), "the Drake is out of the hand when it counts");
    g.gain_mana_crystals(Player::FIRST, 10).unwrap();
    let second = play(&mut g, "Twilight Drake");
    assert_eq!(g.health(second), Ok(1 + hand));
}

#[test]
fn frostwolf_warlord_alone_gains_nothing_and_another_warlord_counts_it() {
    let mut g = game();
    summon(&mut g, "Chillwind Yeti", Player::SECOND);
    let first = play(&mut g, "Frostwolf Warlord");
    assert_eq!((g.attack(first), g.health(first)), (Ok(4), Ok(4)), "no other friendly minion");
    g.gain_mana_crystals(Player::FIRST, 10).unwrap();
    let second = play(&mut g, "Frostwolf Warlord");
    assert_eq!((g.attack(second), g.health(second)), (Ok(5), Ok(5)));
}

#[test]
fn blood_knight_with_no_shield_in_play_gains_nothing() {
    let mut g = game();
    summon(&mut g, "Chillwind Yeti", Player::SECOND);
    let knight = play(&mut g, "Blood Knight");
    assert_eq!((g.attack(knight), g.health(knight)), (Ok(3), Ok(3)));
    assert!(!events(&g).iter().any(|event| matches!(event, Event::Lost { .. })));
}

#[test]
fn void_terror_at_the_end_of_the_board_eats_its_one_neighbour() {
    let mut g = game();
    let wisp = summon(&mut g, "Wisp", Player::FIRST);
    let terror = play(&mut g, "Void Terror");
    assert_eq!((g.attack(terror), g.health(terror)), (Ok(4), Ok(4)));
    assert_eq!(g.zone_of(wisp), Ok(Zone::Graveyard));
}

#[test]
fn wild_growth_at_ten_mana_crystals_gains_none() {
    let mut g = game();
    let before = g.mana(Player::FIRST);
    assert_eq!(before.crystals, 10);
    cast(&mut g, "Wild Growth", None);
    assert_eq!(g.mana(Player::FIRST).crystals, 10);
}

#[test]
fn betrayal_deals_the_minions_damage_not_the_spells_so_spell_damage_adds_nothing() {
    let mut g = game();
    summon(&mut g, "Kobold Geomancer", Player::FIRST);
    let left = summon(&mut g, "Boulderfist Ogre", Player::SECOND);
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    let logged = cast(&mut g, "Betrayal", Some(yeti));
    assert_eq!(logged, [Event::Damaged { target: left, amount: 4 }], "4, the Yeti's Attack, not 5");
}

/// Holy Wrath deals the drawn card's printed Cost: a drawn Molten Giant's own count is not read
/// inside the spell's Phase (the wiki's Holy Wrath page: cost auras "do not modify the damage"),
/// and a card drawn into a full hand still deals its Cost.
#[test]
fn holy_wrath_deals_the_printed_cost_of_a_drawn_giant_and_of_a_burned_card() {
    let giant_on_top = vec![card("Molten Giant"), card("Test Filler")];
    let mut g = Game::new(library(), [giant_on_top, vec![card("Test Filler")]], Limits::default()).unwrap();
    let (own, enemy) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
    g.deal_damage(own, 10).unwrap();
    let logged = cast(&mut g, "Holy Wrath", Some(enemy));
    assert_eq!(logged[1], Event::Damaged { target: enemy, amount: 20 }, "{logged:?}");

    let yeti_on_top = vec![card("Chillwind Yeti"), card("Test Filler")];
    let rules = my_engine::engine::Rules::hearthstone();
    let mut g = Game::new(library(), [yeti_on_top, vec![card("Test Filler")]], Limits::default())
        .unwrap()
        .with_rules(rules);
    for _ in 0..10 {
        g.add_to_hand(card("Test Filler"), Player::FIRST).unwrap();
    }
    let enemy = g.hero(Player::SECOND);
    let logged = cast(&mut g, "Holy Wrath", Some(enemy));
    assert!(matches!(logged[0], Event::Burned { .. }), "{logged:?}");
    assert_eq!(logged[1], Event::Damaged { target: enemy, amount: 4 }, "{logged:?}");
}

#[test]
fn savagery_deals_the_heros_attack_and_nothing_at_0() {
    let mut g = game();
    let ogre = summon(&mut g, "Boulderfist Ogre", Player::SECOND);
    assert_eq!(cast(&mut g, "Savagery", Some(ogre)), [], "0 Attack: no damage, no event");
    cast(&mut g, "Heroic Strike", None);
    cast(&mut g, "Claw", None);
    assert_eq!(cast(&mut g, "Savagery", Some(ogre)), [Event::Damaged { target: ogre, amount: 6 }]);
}

#[test]
fn bloodsail_raider_without_a_weapon_gains_nothing_and_no_enchantment() {
    let mut g = game();
    let raider = play(&mut g, "Bloodsail Raider");
    assert_eq!((g.attack(raider), g.enchantments(raider).map(|e| e.len())), (Ok(2), Ok(0)));
    g.equip(card("Light's Justice"), Player::FIRST).unwrap();
    let second = play(&mut g, "Bloodsail Raider");
    assert_eq!(g.attack(second), Ok(3), "1 Attack from Light's Justice");
}

#[test]
fn harrison_jones_draws_the_weapons_durability_left_and_nothing_without_one() {
    let mut g = game();
    let hand = g.hand(Player::FIRST).len();
    play(&mut g, "Harrison Jones");
    assert_eq!(g.hand(Player::FIRST).len(), hand, "no weapon: nothing destroyed, nothing drawn");
    let justice = g.equip(card("Light's Justice"), Player::SECOND).unwrap();
    let before = g.hand(Player::FIRST).len();
    play(&mut g, "Harrison Jones");
    assert_eq!(g.hand(Player::FIRST).len(), before + 4, "Light's Justice had 4 Durability");
    assert_eq!((g.weapon(Player::SECOND), g.zone_of(justice)), (None, Ok(Zone::Graveyard)));
}

#[test]
fn deadly_poison_and_blade_flurry_need_a_weapon_to_be_played() {
    let mut g = game();
    for name in ["Deadly Poison", "Blade Flurry"] {
        g.add_to_hand(card(name), Player::FIRST).unwrap();
        let spell = in_hand(&g, name);
        let before = g.clone();
        assert_eq!(g.play(spell, 0, None), Err(Error::NoWeapon { card: name.into() }));
        assert!(g == before, "refused, nothing changed");
        assert!(!g.legal_moves().contains(&Move::PlaySpell { card: spell, target: None }));
    }
    g.equip(card("Light's Justice"), Player::FIRST).unwrap();
    let flurry = in_hand(&g, "Blade Flurry");
    assert!(g.legal_moves().contains(&Move::PlaySpell { card: flurry, target: None }));
    let enemy = g.hero(Player::SECOND);
    g.play(flurry, 0, None).unwrap();
    assert_eq!(
        (g.health(enemy), g.weapon(Player::FIRST)),
        (Ok(29), None),
        "1 damage: Light's Justice's Attack"
    );
}

#[test]
fn harrison_jones_reads_the_durability_left_not_the_weapons_most() {
    let mut g = game();
    g.equip(card("Fiery War Axe"), Player::SECOND).unwrap();
    play(&mut g, "Bloodsail Corsair"); // The axe is 3/1 now.
    let before = g.hand(Player::FIRST).len();
    play(&mut g, "Harrison Jones");
    assert_eq!(g.hand(Player::FIRST).len(), before + 1);
}

#[test]
fn blade_flurry_deals_its_weapons_attack_with_spell_damage_and_nothing_without_a_weapon() {
    let mut g = game();
    summon(&mut g, "Kobold Geomancer", Player::FIRST); // Spell Damage +1.
    let enemy = g.hero(Player::SECOND);
    cast(&mut g, "Blade Flurry", None);
    assert_eq!(g.health(enemy), Ok(30), "no weapon (the course's call skips the play requirement): nothing");
    g.equip(card("Fiery War Axe"), Player::FIRST).unwrap();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    cast(&mut g, "Blade Flurry", None);
    assert_eq!((g.health(enemy), g.health(yeti)), (Ok(26), Ok(1)), "3 and Spell Damage +1");
    assert_eq!(g.weapon(Player::FIRST), None);
}
