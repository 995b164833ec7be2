//! The On Play Phase: "whenever you play a card" and "whenever you cast a spell" answer a card
//! its owner plays from the hand, after it leaves the hand and before its Battlecry or its
//! text (Advanced rulebook, the Sequences for playing a minion and a spell: "First, the minion
//! leaves your hand and enters play. Then the On Play Phase resolves ... Then the Battlecry
//! Phase resolves"; a spell's On Play Phase comes before its Spell Text Phase).

use my_engine::content::library;
use my_engine::engine::Player;
use my_engine::engine::{CardId, Event, Game, Id, Limits, TriggerKind};

use crate::common::{card, events, in_hand};

/// A begun game in player 0's `turn`th turn of their own (1 or more), player 0's deck with
/// `top` on top of Test Fillers; the log cleared.
fn playing(top: &[&str], turn: usize) -> Game {
    let mut deck: Vec<CardId> = top.iter().map(|&name| card(name)).collect();
    deck.extend(vec![card("Test Filler"); 20]);
    let mut g = Game::new(library(), [deck, vec![card("Test Filler"); 20]], Limits::default()).unwrap();
    g.begin().unwrap();
    for _ in 1..turn {
        g.end_turn().unwrap();
        g.end_turn().unwrap();
    }
    g.clear_log();
    g
}

fn on_play(source: Id) -> Event {
    Event::Triggered { source, trigger: TriggerKind::OnPlay }
}

#[test]
fn mana_wyrm_gains_its_attack_before_the_spells_text_resolves() {
    let mut g = playing(&["Whirlwind"], 1);
    let wyrm = g.summon(card("Mana Wyrm"), Player::FIRST).unwrap();
    let whirlwind = in_hand(&g, "Whirlwind");
    g.clear_log();

    g.play(whirlwind, 0, None).unwrap();

    assert_eq!(
        events(&g)[..5],
        [
            Event::Played { player: Player::FIRST, id: whirlwind },
            on_play(wyrm),
            Event::StatsChanged { id: wyrm, attack: 2, health: 3 },
            Event::SpellCast { card: card("Whirlwind") },
            Event::Damaged { target: wyrm, amount: 1 },
        ]
    );
    assert_eq!((g.attack(wyrm), g.health(wyrm)), (Ok(2), Ok(2)));
}

#[test]
fn questing_adventurer_grows_before_a_played_minions_battlecry_but_not_for_itself() {
    let mut g = playing(&["Questing Adventurer", "Elven Archer"], 3);
    let adventurer = in_hand(&g, "Questing Adventurer");
    g.play(adventurer, 0, None).unwrap();
    assert_eq!((g.attack(adventurer), g.health(adventurer)), (Ok(2), Ok(2)), "not for its own play");
    let archer = in_hand(&g, "Elven Archer");
    let hero1 = g.hero(Player::SECOND);
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    g.clear_log();

    g.play(archer, 1, Some(hero1)).unwrap();

    assert_eq!(
        events(&g),
        [
            Event::Played { player: Player::FIRST, id: archer },
            Event::Summoned { id: archer },
            on_play(adventurer),
            Event::StatsChanged { id: adventurer, attack: 3, health: 3 },
            Event::Triggered { source: archer, trigger: TriggerKind::Battlecry },
            Event::Damaged { target: hero1, amount: 1 },
        ]
    );
}

#[test]
fn whenever_you_cast_a_spell_does_not_answer_a_minion_played() {
    let mut g = playing(&["Elven Archer"], 1);
    let wyrm = g.summon(card("Mana Wyrm"), Player::FIRST).unwrap();
    let archer = in_hand(&g, "Elven Archer");
    let hero1 = g.hero(Player::SECOND);

    g.play(archer, 1, Some(hero1)).unwrap();

    assert!(!events(&g).contains(&on_play(wyrm)), "a minion is no spell");
    assert_eq!(g.attack(wyrm), Ok(1));
}

#[test]
fn a_played_card_answers_only_its_owners_minions() {
    let mut g = playing(&["Whirlwind"], 1);
    let enemy_wyrm = g.summon(card("Mana Wyrm"), Player::SECOND).unwrap();
    let whirlwind = in_hand(&g, "Whirlwind");

    g.play(whirlwind, 0, None).unwrap();

    assert!(!events(&g).contains(&on_play(enemy_wyrm)), "the opponent's Mana Wyrm does not answer");
    assert_eq!(g.attack(enemy_wyrm), Ok(1));
}

/// The course's `cast` casts a spell without playing it from a hand: there is no On Play
/// Phase, so "whenever you cast a spell" does not answer it (the After Spell Phase does).
#[test]
fn a_spell_the_course_casts_is_not_played_and_has_no_on_play_phase() {
    let mut g = playing(&[], 1);
    let wyrm = g.summon(card("Mana Wyrm"), Player::FIRST).unwrap();
    g.clear_log();

    g.cast(card("Whirlwind"), Player::FIRST, None).unwrap();

    assert!(!events(&g).contains(&on_play(wyrm)));
    assert_eq!(g.attack(wyrm), Ok(1));
}

#[test]
fn violet_teachers_apprentice_arrives_before_the_spell_and_is_hit_by_it() {
    let mut g = playing(&["Whirlwind"], 1);
    let teacher = g.summon(card("Violet Teacher"), Player::FIRST).unwrap();
    let whirlwind = in_hand(&g, "Whirlwind");
    g.clear_log();

    g.play(whirlwind, 0, None).unwrap();

    let log = events(&g);
    let Event::Summoned { id: apprentice } = log[2] else { panic!("the apprentice is summoned: {log:?}") };
    assert_eq!(g.name_of(apprentice), Ok("Violet Apprentice"));
    assert_eq!(
        log[..6],
        [
            Event::Played { player: Player::FIRST, id: whirlwind },
            on_play(teacher),
            Event::Summoned { id: apprentice },
            Event::SpellCast { card: card("Whirlwind") },
            Event::Damaged { target: teacher, amount: 1 },
            Event::Damaged { target: apprentice, amount: 1 },
        ]
    );
}

#[test]
fn gadgetzan_auctioneer_draws_when_its_owner_casts_a_spell() {
    let mut g = playing(&["Whirlwind"], 1);
    g.summon(card("Gadgetzan Auctioneer"), Player::FIRST).unwrap();
    let whirlwind = in_hand(&g, "Whirlwind");
    let before = g.hand(Player::FIRST).len();

    g.play(whirlwind, 0, None).unwrap();

    assert_eq!(g.hand(Player::FIRST).len(), before, "one card played, one drawn");
    assert!(events(&g).iter().any(|event| matches!(event, Event::Drew { player: Player::FIRST, .. })));
}
