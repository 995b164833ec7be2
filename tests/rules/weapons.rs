//! Weapons (the wiki's Weapon page): a weapon card played from the hand is equipped; a hero
//! has one at a time; its Attack is the hero's during the hero's turn; each attack takes 1
//! Durability and the Death Creation Step destroys a weapon with none left. Bad calls are
//! refused with the rule they break, changing nothing.

use my_engine::content::library;
use my_engine::engine::{
    Abilities, Action, CardDef, CardKind, DeckLists, Error, Event, Game, Id, Library, Limits, Move, Player,
};
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
    assert!(g.legal_moves().contains(&Move::PlayWeapon { card: axe, target: None }));
    let action = actions::action_of(&g, Move::PlayWeapon { card: axe, target: None }).expect("a number");
    assert_eq!(actions::move_of(&g, action), Ok(Move::PlayWeapon { card: axe, target: None }));
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
    assert_eq!(
        g.make(Move::PlayWeapon { card: yeti, target: None }),
        Err(Error::WrongKindOfPlay { id: yeti })
    );
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

#[test]
fn a_weapon_played_is_a_card_played_not_a_spell_cast() {
    let mut g = game();
    let adventurer = summon(&mut g, "Questing Adventurer", Player::FIRST); // "Whenever you play a card".
    let wyrm = summon(&mut g, "Mana Wyrm", Player::FIRST); // "Whenever you cast a spell".
    g.add_to_hand(card("Fiery War Axe"), Player::FIRST).unwrap();
    g.play(in_hand(&g, "Fiery War Axe"), 0, None).unwrap();
    assert_eq!((g.attack(adventurer), g.attack(wyrm)), (Ok(3), Ok(1)));
}

#[test]
fn a_weapon_played_keeps_the_next_spells_cost_change() {
    let mut g = game();
    g.cast(card("Preparation"), Player::FIRST, None).unwrap(); // "The next spell you cast this turn costs (3) less".
    g.add_to_hand(card("Fireball"), Player::FIRST).unwrap();
    g.add_to_hand(card("Assassin's Blade"), Player::FIRST).unwrap();
    let fireball = in_hand(&g, "Fireball");
    assert_eq!(g.cost(fireball), Ok(1));
    g.play(in_hand(&g, "Assassin's Blade"), 0, None).unwrap();
    assert_eq!(g.cost(fireball), Ok(1), "a weapon is no spell");
}

/// The built-in cards with Test Disarmer: a 0-cost spell, "Destroy both weapons." (both in
/// one text, so that both fall in one Death Creation Step).
fn with_disarmer() -> &'static Library {
    static LIBRARY: std::sync::OnceLock<Library> = std::sync::OnceLock::new();
    LIBRARY.get_or_init(|| {
        let mut cards: Vec<CardDef> = library().cards().map(|(_, def)| def.clone()).collect();
        cards.push(CardDef::new(
            "Test Disarmer",
            0,
            CardKind::Spell { targeted: false },
            Abilities::spell(|c, out| {
                out.push(Action::DestroyWeapon { player: c.owner() });
                out.push(Action::DestroyWeapon { player: c.opponent() });
            }),
        ));
        Library::new(cards).unwrap()
    })
}

/// Both weapons, `older` equipped first, then Test Disarmer: the `Destroyed` events.
fn both_destroyed(older: Player) -> (Vec<Event>, [Id; 2]) {
    let library = with_disarmer();
    let filler = library.find("Test Filler").unwrap();
    let mut g = Game::new(library, [vec![filler; 10], vec![filler; 10]], Limits::default()).unwrap();
    g.begin().unwrap();
    let first = g.equip(library.find("Light's Justice").unwrap(), older).unwrap();
    let second = g.equip(library.find("Fiery War Axe").unwrap(), older.other()).unwrap();
    for player in Player::BOTH {
        g.cast(library.find("Deadly Poison").unwrap(), player, None).unwrap();
    }
    assert_eq!(g.enchantments_in_force(), 2);
    g.clear_log();
    g.cast(library.find("Test Disarmer").unwrap(), Player::FIRST, None).unwrap();
    assert_eq!(g.enchantments_in_force(), 0, "a weapon's enchantments leave play with it");
    assert_eq!((g.weapon(Player::FIRST), g.weapon(Player::SECOND)), (None, None));
    let destroyed = events(&g).into_iter().filter(|event| matches!(event, Event::Destroyed { .. })).collect();
    (destroyed, [first, second])
}

#[test]
fn both_weapons_fall_in_one_step_in_order_of_play_and_take_their_enchantments_along() {
    for older in Player::BOTH {
        let (destroyed, [first, second]) = both_destroyed(older);
        assert_eq!(destroyed, [Event::Destroyed { id: first }, Event::Destroyed { id: second }], "{older:?}");
    }
}

#[test]
fn a_view_sees_both_weapons_and_their_durability() {
    let mut g = game();
    let axe = g.equip(card("Fiery War Axe"), Player::SECOND).unwrap();
    let view = g.view(Player::FIRST, DeckLists::Open);
    assert_eq!((view.weapon(Player::SECOND), view.durability(axe)), (Some(axe), Some(2)));
    assert_eq!((view.weapon(Player::FIRST), view.durability(view.hero(Player::FIRST))), (None, None));
}

#[test]
fn a_destroyed_weapon_takes_only_its_own_enchantments_along() {
    let mut g = game();
    let mine = g.equip(card("Fiery War Axe"), Player::FIRST).unwrap();
    g.cast(card("Deadly Poison"), Player::FIRST, None).unwrap();
    g.equip(card("Light's Justice"), Player::SECOND).unwrap();
    g.cast(card("Deadly Poison"), Player::SECOND, None).unwrap();
    assert_eq!(g.enchantments_in_force(), 2);
    g.add_to_hand(card("Acidic Swamp Ooze"), Player::FIRST).unwrap();
    g.play(in_hand(&g, "Acidic Swamp Ooze"), 0, None).unwrap();
    assert_eq!((g.weapon(Player::SECOND), g.enchantments_in_force()), (None, 1));
    assert_eq!(
        (g.attack(mine), g.enchantments(mine).map(|e| e.len())),
        (Ok(5), Ok(1)),
        "player 0's poison stays"
    );
}

/// Who answered, in order: the `Triggered` events' sources.
fn triggered(g: &Game) -> Vec<Id> {
    events(g)
        .into_iter()
        .filter_map(|event| if let Event::Triggered { source, .. } = event { Some(source) } else { None })
        .collect()
}

#[test]
fn truesilver_champion_answers_its_own_heros_attack_only() {
    let mut g = game();
    let truesilver = g.equip(card("Truesilver Champion"), Player::FIRST).unwrap();
    let raptor = summon(&mut g, "Bloodfen Raptor", Player::FIRST);
    g.end_turn().unwrap(); // Player 1's turn: their hero attacks, with Heroic Strike.
    g.cast(card("Heroic Strike"), Player::SECOND, None).unwrap();
    g.clear_log();
    g.attack_with(g.hero(Player::SECOND), g.hero(Player::FIRST)).unwrap();
    assert_eq!(triggered(&g), [], "the enemy hero's attack");
    g.end_turn().unwrap();
    g.clear_log();
    g.attack_with(raptor, g.hero(Player::SECOND)).unwrap();
    assert_eq!(triggered(&g), [], "a friendly minion's attack");
    g.attack_with(g.hero(Player::FIRST), g.hero(Player::SECOND)).unwrap();
    assert_eq!(triggered(&g), [truesilver], "its own hero's attack");
}

#[test]
fn a_weapons_trigger_and_a_minions_answer_in_order_of_play() {
    for sword_first in [true, false] {
        let mut g = game();
        let (sword, juggler) = if sword_first {
            let sword = g.equip(card("Sword of Justice"), Player::FIRST).unwrap();
            (sword, summon(&mut g, "Knife Juggler", Player::FIRST))
        } else {
            let juggler = summon(&mut g, "Knife Juggler", Player::FIRST);
            (g.equip(card("Sword of Justice"), Player::FIRST).unwrap(), juggler)
        };
        g.clear_log();
        summon(&mut g, "Bloodfen Raptor", Player::FIRST); // "After you summon a minion": both.
        let expected = if sword_first { [sword, juggler] } else { [juggler, sword] };
        assert_eq!(triggered(&g), expected, "the Sword equipped first: {sword_first}");
    }
}

#[test]
fn a_windfury_weapon_lets_its_hero_attack_twice_a_turn_during_its_turn_only() {
    let mut g = game();
    let hammer = g.equip(card("Doomhammer"), Player::FIRST).unwrap();
    let (hero, enemy) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
    assert!(g.keywords(hero).unwrap().has(my_engine::engine::Keyword::Windfury));
    g.attack_with(hero, enemy).unwrap();
    g.attack_with(hero, enemy).unwrap();
    assert_eq!(g.attack_with(hero, enemy), Err(Error::AlreadyAttacked { id: hero }));
    assert_eq!((g.health(enemy), g.durability(hammer)), (Ok(26), Ok(6)));
    g.end_turn().unwrap();
    assert!(
        !g.keywords(hero).unwrap().has(my_engine::engine::Keyword::Windfury),
        "sheathed on the opponent's turn"
    );
}

/// A game where player 0's hero has Gorehowl (7/1); player 1 has `minions` Chillwind Yetis.
/// The weapon's id and the Yetis'.
fn gorehowl_against_yetis(minions: usize) -> (Game, Id, Vec<Id>) {
    let mut g = game();
    let gorehowl = g.equip(card("Gorehowl"), Player::FIRST).unwrap();
    let yetis = (0..minions).map(|_| summon(&mut g, "Chillwind Yeti", Player::SECOND)).collect();
    (g, gorehowl, yetis)
}

#[test]
fn gorehowl_attacking_a_minion_loses_1_attack_and_keeps_its_durability() {
    // The wiki's Gorehowl page: "Attacking a minion with this weapon will reduce its Attack by
    // 1, but will not reduce its Durability. This allows the weapon to be used multiple times".
    let (mut g, gorehowl, yetis) = gorehowl_against_yetis(2);
    let hero = g.hero(Player::FIRST);
    g.attack_with(hero, yetis[0]).unwrap();
    assert_eq!((g.attack(gorehowl), g.durability(gorehowl)), (Ok(6), Ok(1)));
    assert_eq!((g.attack(hero), g.weapon(Player::FIRST)), (Ok(6), Some(gorehowl)));
    assert!(!events(&g).iter().any(|event| matches!(event, Event::DurabilityLost { .. })));
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    g.attack_with(hero, yetis[1]).unwrap();
    assert_eq!((g.attack(gorehowl), g.durability(gorehowl)), (Ok(5), Ok(1)), "used again");
}

#[test]
fn gorehowl_attacking_a_hero_loses_durability_as_any_weapon_does() {
    let (mut g, gorehowl, _) = gorehowl_against_yetis(0);
    let hero = g.hero(Player::FIRST);
    g.attack_with(hero, g.hero(Player::SECOND)).unwrap();
    assert!(events(&g).contains(&Event::DurabilityLost { id: gorehowl, amount: 1 }));
    assert_eq!((g.weapon(Player::FIRST), g.attack(hero)), (None, Ok(0)), "destroyed at 0 Durability");
    assert_eq!(g.health(g.hero(Player::SECOND)), Ok(23));
}

#[test]
fn gorehowl_at_0_attack_stays_but_its_hero_cannot_attack() {
    // "Once it reaches 0 it will not be possible to attack using the Gorehowl, but the weapon
    // will not destroy itself" (the wiki's Gorehowl page).
    let mut g = game();
    let gorehowl = g.equip(card("Gorehowl"), Player::FIRST).unwrap();
    let hero = g.hero(Player::FIRST);
    for _ in 0..7 {
        let wisp = summon(&mut g, "Wisp", Player::SECOND);
        g.attack_with(hero, wisp).unwrap();
        g.end_turn().unwrap();
        g.end_turn().unwrap();
    }
    assert_eq!((g.attack(gorehowl), g.durability(gorehowl)), (Ok(0), Ok(1)));
    assert_eq!((g.weapon(Player::FIRST), g.attack(hero)), (Some(gorehowl), Ok(0)));
    let before = g.clone();
    assert_eq!(g.attack_with(hero, g.hero(Player::SECOND)), Err(Error::NoAttack { id: hero }));
    assert!(g == before && g.log() == before.log(), "the refusal changed nothing");
}

/// A game where player 0's hero has `weapon` and each side a Chillwind Yeti (4/5): the
/// weapon's id and the Yetis', player 0's first.
fn weapon_against_yeti(weapon: &str) -> (Game, Id, [Id; 2]) {
    let mut g = game();
    let equipped = g.equip(card(weapon), Player::FIRST).unwrap();
    let own = summon(&mut g, "Chillwind Yeti", Player::FIRST);
    let enemy = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    (g, equipped, [own, enemy])
}

#[test]
fn gladiators_longbow_keeps_its_hero_from_damage_while_it_attacks_only() {
    let (mut g, longbow, [own, enemy]) = weapon_against_yeti("Gladiator's Longbow");
    let hero = g.hero(Player::FIRST);
    g.attack_with(hero, enemy).unwrap();
    assert_eq!((g.health(hero), g.health(enemy)), (Ok(30), Ok(0)), "the Yeti's blow dealt nothing");
    assert!(!events(&g).contains(&Event::Damaged { target: hero, amount: 4 }));
    assert_eq!(g.durability(longbow), Ok(1), "it still costs Durability");
    // The attack is over: the hero can be damaged again, in the same turn.
    g.deal_damage(hero, 3).unwrap();
    assert_eq!(g.health(hero), Ok(27));
    // Its minions' attacks are theirs: the Yeti takes the blow back.
    let other = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    g.attack_with(own, other).unwrap();
    assert_eq!(g.health(own), Ok(1));
    // Attacked on the opponent's turn, the hero is not attacking: it takes the blow.
    g.end_turn().unwrap();
    g.attack_with(other, hero).unwrap();
    assert_eq!(g.health(hero), Ok(23));
}

#[test]
fn gladiators_longbow_s_immunity_ends_with_the_attack_phase_before_the_death_step() {
    let mut g = game();
    g.equip(card("Gladiator's Longbow"), Player::FIRST).unwrap();
    let abomination = summon(&mut g, "Abomination", Player::SECOND);
    let hero = g.hero(Player::FIRST);
    g.attack_with(hero, abomination).unwrap();
    // The Abomination's blow was prevented; its Deathrattle, in the same call's death step,
    // deals 2 to all characters, the attacking hero too.
    assert_eq!(g.health(hero), Ok(28));
    assert!(events(&g).contains(&Event::Damaged { target: hero, amount: 2 }));
    assert!(!events(&g).contains(&Event::Damaged { target: hero, amount: 4 }));
}

#[test]
fn a_weapon_without_it_leaves_its_hero_to_take_the_blow() {
    let (mut g, _, [_, enemy]) = weapon_against_yeti("Arcanite Reaper");
    let hero = g.hero(Player::FIRST);
    g.attack_with(hero, enemy).unwrap();
    assert_eq!((g.health(hero), g.health(enemy)), (Ok(26), Ok(0)));
}

#[test]
fn perditions_blade_is_listed_at_each_character_and_its_battlecry_deals_2_with_combo() {
    let mut g = game();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    g.add_to_hand(card("Perdition's Blade"), Player::FIRST).unwrap();
    g.add_to_hand(card("Wisp"), Player::FIRST).unwrap();
    let (blade, wisp) = (in_hand(&g, "Perdition's Blade"), in_hand(&g, "Wisp"));
    let (ours, theirs) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
    let listed: Vec<Move> =
        g.legal_moves().into_iter().filter(|mv| matches!(mv, Move::PlayWeapon { .. })).collect();
    let at = |target| Move::PlayWeapon { card: blade, target: Some(target) };
    assert_eq!(listed, vec![at(ours), at(theirs), at(yeti)], "any character, in order of play");
    let action = actions::action_of(&g, at(yeti)).expect("a number");
    assert_eq!(actions::move_of(&g, action), Ok(at(yeti)));
    assert_eq!(
        actions::action_to_string(&g, action),
        format!("equip Perdition's Blade #{} at Chillwind Yeti #{}", blade.number(), yeti.number())
    );
    g.play(wisp, 0, None).unwrap(); // A card played earlier this turn: Combo.
    g.make(at(yeti)).unwrap();
    assert_eq!((g.health(yeti), g.weapon(Player::FIRST)), (Ok(3), Some(blade)));
}

#[test]
fn perditions_blade_needs_a_target_and_a_plain_weapon_takes_none() {
    let mut g = game();
    g.add_to_hand(card("Perdition's Blade"), Player::FIRST).unwrap();
    g.add_to_hand(card("Fiery War Axe"), Player::FIRST).unwrap();
    let (blade, axe) = (in_hand(&g, "Perdition's Blade"), in_hand(&g, "Fiery War Axe"));
    let enemy = g.hero(Player::SECOND);
    let before = g.clone();
    assert_eq!(
        g.make(Move::PlayWeapon { card: blade, target: None }),
        Err(Error::BattlecryNeedsTarget { card: "Perdition's Blade".into() })
    );
    assert_eq!(
        g.make(Move::PlayWeapon { card: axe, target: Some(enemy) }),
        Err(Error::WeaponTakesNoTarget { card: "Fiery War Axe".into(), target: enemy })
    );
    assert!(g == before && g.log() == before.log(), "every refusal changed nothing");
    g.play(blade, 0, Some(enemy)).unwrap();
    assert_eq!(g.health(enemy), Ok(29), "1 damage without Combo");
}

#[test]
fn a_move_saved_before_weapons_took_a_target_loads_with_none() {
    let old: Move = serde_json::from_str(r#"{"move": "play_weapon", "card": 5}"#).unwrap();
    assert_eq!(old, Move::PlayWeapon { card: Id::from_number(5), target: None });
}

/// Rule 6 for a weapon's aimed Battlecry: a target that left play in the On Play Phase's death
/// step leaves the Battlecry nothing to aim at, so its Phase does not run (no `Triggered`),
/// though the weapon is still equipped.
#[test]
fn a_weapons_battlecry_whose_target_died_in_the_on_play_phase_does_not_resolve() {
    use my_engine::content::{library_with, read_card_file};
    let cards = r#"[{ "name": "Test Tripwire", "cost": 0, "type": "minion", "attack": 0, "health": 5,
      "text": "Whenever you play a card, deal 1 damage to all enemy minions.",
      "triggers": [{ "on": "friendly_card_played", "actions": [{ "damage": { "targets": { "minions_of": "opponent" }, "amount": 1 } }] }] }]"#;
    let library = library_with(&[read_card_file("tripwire.json", cards).unwrap()]).unwrap();
    let find = |name| library.find(name).unwrap();
    let deck = vec![find("Test Filler"); 20];
    let mut g = Game::new(library, [deck.clone(), deck], Limits::default()).unwrap();
    g.begin().unwrap();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    g.summon(find("Test Tripwire"), Player::FIRST).unwrap();
    let wisp = g.summon(find("Wisp"), Player::SECOND).unwrap();
    let blade = g.add_to_hand(find("Perdition's Blade"), Player::FIRST).unwrap();
    g.clear_log();
    g.play(blade, 0, Some(wisp)).unwrap();
    let log: Vec<Event> = g.log().iter().map(|record| record.event).collect();
    assert!(log.contains(&Event::Destroyed { id: wisp }), "{log:?}");
    let battlecry = log.iter().any(|e| matches!(e, Event::Triggered { source, .. } if *source == blade));
    assert!(!battlecry, "{log:?}");
    assert_eq!(g.weapon(Player::FIRST), Some(blade));
}
