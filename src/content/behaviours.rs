//! The cards whose abilities are written as code: the ones the course's lessons show as code
//! (Modules 2 and 3). Every other card's abilities are data in the card files under `cards/`. Nothing here
//! changes the world: an effect describes actions.

use crate::engine::{Abilities, Action, Targets, TriggerOn};

/// The behaviours written as code, by catalog name.
pub fn behaviours() -> Vec<(&'static str, Abilities)> {
    vec![
        // "Whenever a friendly minion takes damage, gain 1 Armor."
        (
            "Armorsmith",
            Abilities::trigger(TriggerOn::FriendlyMinionDamaged, |c, out| {
                out.push(Action::GainArmor { player: c.owner(), amount: 1 });
            }),
        ),
        // "Whenever this minion takes damage, draw a card."
        (
            "Acolyte of Pain",
            Abilities::trigger(TriggerOn::SelfDamaged, |c, out| {
                out.push(Action::Draw { player: c.owner() });
            }),
        ),
        // "Deal 1 damage to ALL minions."
        (
            "Whirlwind",
            Abilities::spell(|_, out| {
                out.push(Action::Damage { targets: Targets::AllMinions, amount: 1 });
            }),
        ),
        // "Whenever a minion takes damage, deal 1 damage to the enemy hero."
        (
            "Test Echo",
            Abilities::trigger(TriggerOn::AnyMinionDamaged, |c, out| {
                out.push(Action::Damage { targets: Targets::One(c.enemy_hero()), amount: 1 });
            }),
        ),
        // "Whenever a hero takes damage, gain +1 Attack."
        (
            "Test Reactor",
            Abilities::trigger(TriggerOn::HeroDamaged, |c, out| {
                out.push(Action::GainAttack { id: c.minion(), amount: 1 });
            }),
        ),
        // Expansion drop, Module 2: "Whenever a minion takes damage, gain +1 Attack."
        (
            "Frothing Berserker",
            Abilities::trigger(TriggerOn::AnyMinionDamaged, |c, out| {
                out.push(Action::GainAttack { id: c.minion(), amount: 1 });
            }),
        ),
    ]
}
