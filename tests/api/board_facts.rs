//! The read-only queries that state a fact of the board, each read where the rules decide it:
//! Spell Damage (a card object's and a player's), Enrage in force, a Deathrattle or an aura,
//! a tribe, the cards played and drawn this turn, a card's legal targets while it cannot be
//! played, why a character cannot attack, the graveyard, and the cost changes a card's text
//! made (on a card, and a player's).

use my_engine::content::library;
use my_engine::engine::{
    CostChange, CostChangeView, CostLasts, Costed, Error, Game, Id, Limits, Player, Rules, Tribe,
};

use crate::common::{card, in_hand};

/// A begun game under the course's rules, each deck ten Test Fillers: player 0's first turn,
/// with 1 Mana Crystal.
fn begun() -> Game {
    let filler = card("Test Filler");
    let mut g = Game::new(library(), [vec![filler; 10], vec![filler; 10]], Limits::default())
        .unwrap()
        .with_rules(Rules::course());
    g.begin().unwrap();
    g
}

/// "Spell Damage +1" counts while its minion is in play and not Silenced; an enchantment
/// card's ("Give adjacent minions Spell Damage +1") counts on the minion it is on; a player's
/// is the sum; a card in a hand gives none.
#[test]
fn spell_damage_is_a_card_objects_in_play_and_its_players_sum() {
    let mut g = begun();
    let geomancer = g.summon(card("Kobold Geomancer"), Player::FIRST).unwrap();
    let yeti = g.summon(card("Chillwind Yeti"), Player::FIRST).unwrap();
    assert_eq!((g.spell_damage_of(geomancer), g.spell_damage_of(yeti)), (Ok(1), Ok(0)));
    assert_eq!((g.spell_damage(Player::FIRST), g.spell_damage(Player::SECOND)), (1, 0));
    g.gain_mana_crystals(Player::FIRST, 3).unwrap();
    let mage = g.add_to_hand(card("Ancient Mage"), Player::FIRST).unwrap();
    assert_eq!(g.spell_damage_of(mage), Ok(0), "in a hand: nothing yet");
    g.play(mage, 1, None).unwrap();
    assert_eq!(g.board(Player::FIRST), [geomancer, mage, yeti]);
    assert_eq!((g.spell_damage_of(geomancer), g.spell_damage_of(yeti)), (Ok(2), Ok(1)), "each neighbour +1");
    assert_eq!(g.spell_damage(Player::FIRST), 3);
    g.silence(geomancer).unwrap();
    assert_eq!(g.spell_damage_of(geomancer), Ok(0), "Silence ends its own and the enchantment's");
    assert_eq!(g.spell_damage(Player::FIRST), 1);
    assert_eq!(g.spell_damage_of(g.hero(Player::FIRST)), Ok(0), "a hero has none of its own");
}

/// An Enrage is in force while its minion is damaged and not Silenced.
#[test]
fn an_enrage_is_in_force_while_damaged_and_not_silenced() {
    let mut g = begun();
    let berserker = g.summon(card("Amani Berserker"), Player::FIRST).unwrap();
    assert_eq!(g.is_enraged(berserker), Ok(false), "undamaged");
    g.deal_damage(berserker, 1).unwrap();
    assert_eq!(g.is_enraged(berserker), Ok(true));
    g.silence(berserker).unwrap();
    assert_eq!(g.is_enraged(berserker), Ok(false), "Silenced: its text is gone");
    let yeti = g.summon(card("Chillwind Yeti"), Player::FIRST).unwrap();
    g.deal_damage(yeti, 1).unwrap();
    assert_eq!(g.is_enraged(yeti), Ok(false), "no Enrage on its card");
}

/// A Deathrattle is its card's unless Silenced, or an enchantment card's in force; an aura is
/// its card's unless Silenced.
#[test]
fn a_deathrattle_or_an_aura_is_the_cards_or_an_enchantments_until_silenced() {
    let mut g = begun();
    let golem = g.summon(card("Harvest Golem"), Player::FIRST).unwrap();
    let leader = g.summon(card("Raid Leader"), Player::FIRST).unwrap();
    let yeti = g.summon(card("Chillwind Yeti"), Player::FIRST).unwrap();
    assert_eq!([golem, leader, yeti].map(|id| g.has_deathrattle(id)), [Ok(true), Ok(false), Ok(false)]);
    assert_eq!([golem, leader, yeti].map(|id| g.has_aura(id)), [Ok(false), Ok(true), Ok(false)]);
    g.cast(card("Ancestral Spirit"), Player::FIRST, Some(yeti)).unwrap();
    assert_eq!(g.has_deathrattle(yeti), Ok(true), "its enchantment card's");
    for id in [golem, leader, yeti] {
        g.silence(id).unwrap();
    }
    assert_eq!([golem, leader, yeti].map(|id| g.has_deathrattle(id)), [Ok(false), Ok(false), Ok(false)]);
    assert_eq!(g.has_aura(leader), Ok(false));
    let in_hand = g.add_to_hand(card("Raid Leader"), Player::FIRST).unwrap();
    assert_eq!(g.has_aura(in_hand), Ok(true), "its card has one, in force once in play");
}

/// A tribe is the card's as printed; a hero and a card with none have none.
#[test]
fn a_tribe_is_the_cards_as_printed() {
    let mut g = begun();
    let raptor = g.summon(card("Bloodfen Raptor"), Player::FIRST).unwrap();
    let yeti = g.summon(card("Chillwind Yeti"), Player::FIRST).unwrap();
    assert_eq!(g.tribe(raptor), Ok(Some(Tribe::Beast)));
    assert_eq!((g.tribe(yeti), g.tribe(g.hero(Player::FIRST))), (Ok(None), Ok(None)));
}

/// Cards played and drawn count from the turn's start: the turn's draw is one, each card
/// played from the hand one (a spell's draw too), and a new turn starts both at 0.
#[test]
fn cards_played_and_drawn_count_from_the_turns_start() {
    let mut g = begun();
    assert_eq!((g.cards_played_this_turn(Player::FIRST), g.cards_drawn_this_turn(Player::FIRST)), (0, 1));
    g.gain_mana_crystals(Player::FIRST, 4).unwrap();
    let intellect = g.add_to_hand(card("Arcane Intellect"), Player::FIRST).unwrap();
    let raptor = g.add_to_hand(card("Bloodfen Raptor"), Player::FIRST).unwrap();
    g.play(intellect, 0, None).unwrap();
    g.play(raptor, 0, None).unwrap();
    assert_eq!((g.cards_played_this_turn(Player::FIRST), g.cards_drawn_this_turn(Player::FIRST)), (2, 3));
    assert_eq!((g.cards_played_this_turn(Player::SECOND), g.cards_drawn_this_turn(Player::SECOND)), (0, 0));
    g.end_turn().unwrap();
    assert_eq!((g.cards_played_this_turn(Player::FIRST), g.cards_drawn_this_turn(Player::FIRST)), (0, 0));
    assert_eq!(g.cards_drawn_this_turn(Player::SECOND), 1, "the new turn's draw");
}

/// A card's legal targets are what its aim admits, even while it cannot be played: Fireball
/// with 1 mana is no legal move, yet its aim admits every character but a Stealthed enemy.
#[test]
fn legal_targets_are_what_the_aim_admits_even_while_the_card_cannot_be_played() {
    let mut g = begun();
    let yeti = g.summon(card("Chillwind Yeti"), Player::SECOND).unwrap();
    let hidden = g.summon(card("Worgen Infiltrator"), Player::SECOND).unwrap();
    let fireball = g.add_to_hand(card("Fireball"), Player::FIRST).unwrap();
    let archer = g.add_to_hand(card("Elven Archer"), Player::FIRST).unwrap();
    let raptor = g.add_to_hand(card("Bloodfen Raptor"), Player::FIRST).unwrap();
    let plays_fireball =
        g.legal_moves().iter().any(|mv| format!("{mv:?}").contains(&format!("{fireball:?}")));
    assert!(!plays_fireball, "4 mana: it cannot be played");
    let (hero0, hero1) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
    assert_eq!(g.legal_targets(fireball), Ok(vec![hero0, hero1, yeti]), "not the Stealthed one");
    assert_eq!(g.legal_targets(archer), Ok(vec![hero0, hero1, yeti]), "a Battlecry's aim");
    assert_eq!(g.legal_targets(raptor), Ok(Vec::new()), "no aim, no target");
    assert!(!g.legal_targets(fireball).unwrap().contains(&hidden));
}

/// Why a character cannot attack is the attack's own check, for the attacker: the first rule it
/// breaks, or none when it can.
#[test]
fn why_a_character_cannot_attack_is_the_first_rule_it_breaks() {
    let mut g = begun();
    let ready = g.summon(card("Bloodfen Raptor"), Player::FIRST).unwrap();
    let frozen = g.summon(card("Bloodfen Raptor"), Player::FIRST).unwrap();
    let no_attack = g.summon(card("Shieldbearer"), Player::FIRST).unwrap();
    let watcher = g.summon(card("Test Watcher"), Player::FIRST).unwrap();
    let enemy = g.summon(card("Bloodfen Raptor"), Player::SECOND).unwrap();
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    let fresh = g.summon(card("Bloodfen Raptor"), Player::FIRST).unwrap();
    g.cast(card("Test Frostbite"), Player::SECOND, Some(frozen)).unwrap();
    assert_eq!(g.why_cannot_attack(ready), None);
    assert_eq!(g.why_cannot_attack(fresh), Some(Error::Sleeping { id: fresh }));
    assert_eq!(g.why_cannot_attack(frozen), Some(Error::Frozen { id: frozen }));
    assert_eq!(g.why_cannot_attack(no_attack), Some(Error::NoAttack { id: no_attack }));
    assert_eq!(g.why_cannot_attack(watcher), Some(Error::CantAttack { id: watcher }));
    assert_eq!(g.why_cannot_attack(enemy), Some(Error::NotYourCharacter { id: enemy }));
    g.attack_with(ready, g.hero(Player::SECOND)).unwrap();
    assert_eq!(g.why_cannot_attack(ready), Some(Error::AlreadyAttacked { id: ready }));
    let unbegun = Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap();
    assert_eq!(unbegun.why_cannot_attack(unbegun.hero(Player::FIRST)), Some(Error::NotBegun));
}

/// The graveyard holds a player's card objects that died, were discarded or burned, in the
/// order they were made.
#[test]
fn the_graveyard_lists_a_players_cards_there_in_the_order_they_were_made() {
    let mut g = begun();
    let yeti = g.summon(card("Chillwind Yeti"), Player::FIRST).unwrap();
    let golem = g.summon(card("Harvest Golem"), Player::FIRST).unwrap();
    let raptor = g.summon(card("Bloodfen Raptor"), Player::SECOND).unwrap();
    g.destroy(golem).unwrap();
    g.destroy(yeti).unwrap();
    g.destroy(raptor).unwrap();
    assert_eq!(g.graveyard(Player::FIRST), [yeti, golem], "made first, listed first");
    assert_eq!(g.graveyard(Player::SECOND), [raptor]);
}

/// The cost changes a card's text made: on a card in hand, those that reach it in the order
/// they apply; a player's, those of a kind. An aura's is neither.
#[test]
fn cost_changes_made_by_text_show_on_the_cards_they_reach_and_on_their_player() {
    let mut g = begun();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    let fireball = g.add_to_hand(card("Fireball"), Player::FIRST).unwrap();
    let yeti = g.summon(card("Chillwind Yeti"), Player::FIRST).unwrap();
    g.summon(card("Sorcerer's Apprentice"), Player::FIRST).unwrap();
    assert_eq!(g.cost(fireball), Ok(3), "the aura's (1) less");
    assert_eq!(g.cost_changes(fireball), Ok(Vec::new()), "an aura is no change made by text");
    for name in ["Preparation", "Shadowstep"] {
        g.add_to_hand(card(name), Player::FIRST).unwrap();
    }
    g.play(in_hand(&g, "Preparation"), 0, None).unwrap();
    let next_spell = CostChangeView {
        cards: Some(Costed::Spells),
        change: CostChange::Less(3),
        lasts: Some(CostLasts::NextSpellThisTurn),
    };
    assert_eq!(g.player_cost_changes(Player::FIRST), [next_spell]);
    assert_eq!(g.cost_changes(fireball), Ok(vec![next_spell]));
    g.play(in_hand(&g, "Shadowstep"), 0, Some(yeti)).unwrap();
    let yeti_card = g.hand(Player::FIRST).last().copied().unwrap();
    let two_less = CostChangeView { cards: None, change: CostChange::Less(2), lasts: None };
    assert_eq!(g.cost_changes(yeti_card), Ok(vec![two_less]), "Shadowstep used up Preparation's");
    assert_eq!(g.player_cost_changes(Player::FIRST), [], "used up by the next spell");
    assert_eq!(g.cost_changes(g.board(Player::FIRST)[0]), Ok(Vec::new()), "a card in no hand: none");
    assert_eq!(g.cost_changes(Id::from_number(999)), Err(Error::UnknownId { id: Id::from_number(999) }));
}
