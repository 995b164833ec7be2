//! Phases after the main Phase: the After Spell Phase follows a spell's text and its death
//! step; the After Summon Phase follows a summon where it happens.

use my_engine::harness::*;

use crate::common::triggered;

#[test]
fn wild_pyromancer_answers_after_the_spells_deaths_have_been_removed() {
    let mut g = new_game(GameOpts::default());
    let pyromancer = g.summon("Wild Pyromancer", 0);
    let filler = g.summon("Test Filler", 1);
    let acolyte = g.summon("Acolyte of Pain", 1);
    g.clear_log();

    g.cast("Whirlwind", 0, None);

    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Whirlwind".into() },
            GameEvent::Damaged { target: pyromancer, amount: 1 },
            GameEvent::Damaged { target: filler, amount: 1 },
            GameEvent::Damaged { target: acolyte, amount: 1 },
            triggered(acolyte, "damaged"),
            GameEvent::Fatigue { player: 1 },
            GameEvent::Destroyed { id: filler },
            GameEvent::DeathPhase { round: 1 },
            triggered(pyromancer, "after_spell"),
            GameEvent::Damaged { target: pyromancer, amount: 1 },
            GameEvent::Damaged { target: acolyte, amount: 1 },
            triggered(acolyte, "damaged"),
            GameEvent::Fatigue { player: 1 },
            GameEvent::Destroyed { id: pyromancer },
            GameEvent::DeathPhase { round: 1 },
        ]
    );
    assert_eq!(g.health(acolyte), 2);
}

#[test]
fn wild_pyromancer_does_not_answer_the_opponents_spell() {
    let mut g = new_game(GameOpts::default());
    let pyromancer = g.summon("Wild Pyromancer", 0);
    g.clear_log();

    g.cast("Arcane Explosion", 1, None);

    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Arcane Explosion".into() },
            GameEvent::Damaged { target: pyromancer, amount: 1 },
        ]
    );
}

#[test]
fn knife_juggler_answers_a_deathrattles_summon_before_the_next_deathrattle() {
    let mut g = new_game(GameOpts::default());
    let juggler = g.summon("Knife Juggler", 0);
    let golem = g.summon("Harvest Golem", 0);
    let hoarder = g.summon("Loot Hoarder", 0);
    g.deal_damage(golem, 2);
    let enemy_hero = g.hero(1);
    g.clear_log();

    g.cast("Whirlwind", 1, None);

    let damaged_golem = g.board(0)[1];
    assert_eq!(g.board(0), vec![juggler, damaged_golem]);
    assert_eq!(
        g.log(),
        vec![
            GameEvent::SpellCast { card: "Whirlwind".into() },
            GameEvent::Damaged { target: juggler, amount: 1 },
            GameEvent::Damaged { target: golem, amount: 1 },
            GameEvent::Damaged { target: hoarder, amount: 1 },
            GameEvent::Destroyed { id: golem },
            GameEvent::Destroyed { id: hoarder },
            GameEvent::DeathPhase { round: 1 },
            triggered(golem, "deathrattle"),
            GameEvent::Summoned { id: damaged_golem },
            triggered(juggler, "after_summon"),
            GameEvent::Damaged { target: enemy_hero, amount: 1 },
            triggered(hoarder, "deathrattle"),
            GameEvent::Fatigue { player: 0 },
        ]
    );
}

#[test]
fn a_minion_does_not_answer_its_own_summon() {
    let mut g = new_game(GameOpts::default());
    let first = g.summon("Knife Juggler", 0);
    g.clear_log();

    let second = g.summon("Knife Juggler", 0);

    let enemy_hero = g.hero(1);
    assert_eq!(
        g.log(),
        vec![
            GameEvent::Summoned { id: second },
            triggered(first, "after_summon"),
            GameEvent::Damaged { target: enemy_hero, amount: 1 },
        ]
    );
}

/// A library of its own for a spell cast by an effect: Test Caster casts Test Bolt whenever it
/// takes damage; Test Smith gains Armor when a friendly minion does.
mod cast_by_an_effect {
    use std::sync::OnceLock;

    use my_engine::engine::{
        Abilities, Action, CardDef, CardId, CardKind, Event, Game, Library, Limits, Player, Targets,
        TriggerKind, TriggerOn,
    };

    static BOLT: OnceLock<CardId> = OnceLock::new();

    fn card(name: &str, kind: CardKind, abilities: Abilities) -> CardDef {
        CardDef::new(name, 1, kind, abilities)
    }

    fn library() -> &'static Library {
        static LIBRARY: OnceLock<Library> = OnceLock::new();
        LIBRARY.get_or_init(|| {
            let minion = |attack, health| CardKind::Minion { attack, health };
            let cards = vec![
                card(
                    "Test Caster",
                    minion(1, 5),
                    Abilities::trigger(TriggerOn::SelfDamaged, |c, out| {
                        let card = *BOLT.get().expect("set with the library");
                        out.push(Action::Cast { card, player: c.owner(), target: None });
                    }),
                ),
                card(
                    "Test Bolt",
                    CardKind::Spell { targeted: false },
                    Abilities::spell(|c, out| {
                        out.push(Action::Damage { targets: Targets::MinionsOf(c.opponent()), amount: 1 });
                    }),
                ),
                card(
                    "Test Smith",
                    minion(1, 4),
                    Abilities::trigger(TriggerOn::FriendlyMinionDamaged, |c, out| {
                        out.push(Action::GainArmor { player: c.owner(), amount: 1 });
                    }),
                ),
                crate::common::cards::blank(),
            ];
            let library = Library::new(cards).expect("a consistent test library");
            let _ = BOLT.set(library.find("Test Bolt").expect("in the library"));
            library
        })
    }

    #[test]
    fn a_spell_cast_inside_a_phase_leaves_its_deaths_to_the_outermost_phase() {
        let library = library();
        let find = |name| library.find(name).unwrap();
        let mut g = Game::new(library, [Vec::new(), Vec::new()], Limits::default()).unwrap();
        let caster = g.summon(find("Test Caster"), Player::FIRST).unwrap();
        let smith = g.summon(find("Test Smith"), Player::FIRST).unwrap();
        let blank = g.summon(find("Test Blank"), Player::SECOND).unwrap();
        g.clear_log();

        g.deal_damage(caster, 1).unwrap();

        let events: Vec<Event> = g.log().iter().map(|record| record.event).collect();
        let triggered = |source, trigger| Event::Triggered { source, trigger };
        assert_eq!(
            events,
            [
                Event::Damaged { target: caster, amount: 1 },
                triggered(caster, TriggerKind::Damaged),
                Event::SpellCast { card: find("Test Bolt") },
                Event::Damaged { target: blank, amount: 1 },
                // No death step here: the Caster's Phase is still open, and the Smith answers
                // the Caster's Damage Event before the Test Blank leaves play.
                triggered(smith, TriggerKind::Damaged),
                Event::ArmorGained { player: Player::FIRST, amount: 1 },
                Event::Destroyed { id: blank },
                Event::DeathPhase { round: 1 },
            ]
        );
    }
}
