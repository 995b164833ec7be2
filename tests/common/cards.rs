//! The test cards that more than one test file shows its rules with, each written once. A
//! file's own library lists them among its other cards, in the place it always had them.
//! Where two files' cards of one name differ, the difference is a parameter named for it:
//! Test Yeti and Test Frother cost 0 among the keywords' and the health floor's cards, 1 among
//! the card object's.

use my_engine::engine::{Abilities, Action, CardDef, CardKind, Keyword, Keywords, Targets, TriggerOn};

/// A minion costing `cost` with `keywords` and no text.
fn vanilla(name: &str, cost: u32, attack: i32, health: i32, keywords: &[Keyword]) -> CardDef {
    CardDef {
        keywords: Keywords::of(keywords),
        ..CardDef::new(name, cost, CardKind::Minion { attack, health }, Abilities::default())
    }
}

/// Test Yeti: a 4/5 with no text, costing `cost`.
pub fn yeti(cost: u32) -> CardDef {
    vanilla("Test Yeti", cost, 4, 5, &[])
}

/// Test Frother, a 2/4 costing `cost`: "Whenever a minion takes damage, gain +1 Attack." Its
/// Attack counts the Damage Events.
pub fn frother(cost: u32) -> CardDef {
    CardDef::new(
        "Test Frother",
        cost,
        CardKind::Minion { attack: 2, health: 4 },
        Abilities::trigger(TriggerOn::AnyMinionDamaged, |c, out| {
            out.push(Action::GainAttack { id: c.minion(), amount: 1 });
        }),
    )
}

/// Test Squire: a 1/1 with Divine Shield, costing 0.
pub fn squire() -> CardDef {
    vanilla("Test Squire", 0, 1, 1, &[Keyword::DivineShield])
}

/// Test Saint: a 1/4 with Immune, costing 0.
pub fn saint() -> CardDef {
    vanilla("Test Saint", 0, 1, 4, &[Keyword::Immune])
}

/// Test Silence, a spell costing 0: "Silence a minion."
pub fn silence() -> CardDef {
    CardDef::new(
        "Test Silence",
        0,
        CardKind::Spell { targeted: true },
        Abilities::spell(|c, out| out.push(Action::Silence { targets: Targets::One(c.target().unwrap()) })),
    )
}

/// Test Blank: a 1/1 with no text, costing 1.
pub fn blank() -> CardDef {
    vanilla("Test Blank", 1, 1, 1, &[])
}

/// Test Dawn, a 1/1 costing 1: "At the start of your turn, gain 1 Armor."
pub fn dawn() -> CardDef {
    CardDef::new(
        "Test Dawn",
        1,
        CardKind::Minion { attack: 1, health: 1 },
        Abilities::trigger(TriggerOn::StartOfYourTurn, |c, out| {
            out.push(Action::GainArmor { player: c.owner(), amount: 1 });
        }),
    )
}
