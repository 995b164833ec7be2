//! The harness contract (shared/spec/harness.md): `GameEvent` has exactly the ten kinds it
//! fixes, so a course test that matches them exhaustively compiles, and `log()` holds only
//! those kinds even when the game past the course logs more.

use my_engine::harness::*;

/// The contract's name for each kind, by an exhaustive match: a kind added to `GameEvent`
/// stops this file compiling, as it would a course test written the same way.
fn kind(event: &GameEvent) -> &'static str {
    match event {
        GameEvent::Summoned { .. } => "Summoned",
        GameEvent::Damaged { .. } => "Damaged",
        GameEvent::Triggered { .. } => "Triggered",
        GameEvent::Drew { .. } => "Drew",
        GameEvent::Fatigue { .. } => "Fatigue",
        GameEvent::ArmorGained { .. } => "ArmorGained",
        GameEvent::StatsChanged { .. } => "StatsChanged",
        GameEvent::SpellCast { .. } => "SpellCast",
        GameEvent::Destroyed { .. } => "Destroyed",
        GameEvent::DeathPhase { .. } => "DeathPhase",
    }
}

#[test]
fn an_exhaustive_match_over_the_contracts_ten_kinds_compiles_and_names_each() {
    let mut g = new_game(GameOpts::default().deck(0, &["Test Filler"]));
    let smith = g.summon("Armorsmith", 0);
    g.deal_damage(smith, 1);
    g.draw(0);
    g.draw(0);
    g.cast("Whirlwind", 0, None);
    let kinds: Vec<&str> = g.log().iter().map(kind).collect();
    for expected in ["Summoned", "Damaged", "Triggered", "ArmorGained", "Drew", "Fatigue", "SpellCast"] {
        assert!(kinds.contains(&expected), "{expected} in {kinds:?}");
    }
}

#[test]
fn healing_is_in_the_engines_log_but_not_in_the_courses() {
    let mut g = new_game(GameOpts::default());
    let hero = g.hero(0);
    g.deal_damage(hero, 5);
    g.clear_log();
    g.cast("Holy Nova", 0, None);
    let engine_kinds: Vec<String> =
        g.engine().log().iter().map(|record| format!("{:?}", record.event)).collect();
    assert!(engine_kinds.iter().any(|event| event.starts_with("Healed")), "{engine_kinds:?}");
    assert_eq!(
        g.log(),
        [
            GameEvent::SpellCast { card: "Holy Nova".into() },
            GameEvent::Damaged { target: g.hero(1), amount: 2 }
        ],
        "the course's log leaves the Healing Event out"
    );
}
