//! What each card with an ability does, as effects that describe actions. Stats and text are
//! in `catalog.json`; nothing here changes the world.

use crate::engine::{Abilities, Action, Aim, Place, Targets, TriggerOn};

/// Every card's behaviour, by catalog name.
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
        // "Deathrattle: Draw a card."
        (
            "Loot Hoarder",
            Abilities::deathrattle(|c, out| {
                out.push(Action::Draw { player: c.owner() });
            }),
        ),
        // "Whenever one of your other minions dies, draw a card." It is never its own death:
        // a minion that died is no longer in play to answer.
        (
            "Cult Master",
            Abilities::trigger(TriggerOn::FriendlyMinionDies, |c, out| {
                out.push(Action::Draw { player: c.owner() });
            }),
        ),
        // "Whenever a minion dies, gain +1 Attack."
        (
            "Flesheating Ghoul",
            Abilities::trigger(TriggerOn::AnyMinionDies, |c, out| {
                out.push(Action::GainAttack { id: c.minion(), amount: 1 });
            }),
        ),
        // "Deathrattle: Summon a 2/1 Damaged Golem." It stands where the Golem stood.
        (
            "Harvest Golem",
            Abilities::deathrattle(|c, out| {
                out.push(Action::Summon { card: c.token(0), player: c.owner(), place: Place::ForTheAbility });
            })
            .summoning("Damaged Golem"),
        ),
        // "Taunt. Deathrattle: Deal 1 damage to all minions."
        (
            "Unstable Ghoul",
            Abilities::deathrattle(|_, out| {
                out.push(Action::Damage { targets: Targets::AllMinions, amount: 1 });
            }),
        ),
        // Expansion drop, Module 3: "Deathrattle: Deal 2 damage to the enemy hero."
        (
            "Leper Gnome",
            Abilities::deathrattle(|c, out| {
                out.push(Action::Damage { targets: Targets::One(c.enemy_hero()), amount: 2 });
            }),
        ),
        // "Whenever this minion takes damage, gain +3 Attack."
        (
            "Gurubashi Berserker",
            Abilities::trigger(TriggerOn::SelfDamaged, |c, out| {
                out.push(Action::GainAttack { id: c.minion(), amount: 3 });
            }),
        ),
        // "Taunt. Deathrattle: Deal 2 damage to ALL characters." One action: every character
        // takes its damage before anything answers (Rule DH1).
        (
            "Abomination",
            Abilities::deathrattle(|_, out| {
                out.push(Action::Damage { targets: Targets::AllCharacters, amount: 2 });
            }),
        ),
        // "Whenever this minion takes damage, summon a 1/1 Imp." The Imp lands to its right.
        (
            "Imp Gang Boss",
            Abilities::trigger(TriggerOn::SelfDamaged, |c, out| {
                out.push(Action::Summon { card: c.token(0), player: c.owner(), place: Place::ForTheAbility });
            })
            .summoning("Imp"),
        ),
        // "Deal 6 damage." Cast at a target, which the engine checks before the spell resolves.
        (
            "Fireball",
            Abilities::spell(|c, out| {
                if let Some(target) = c.target() {
                    out.push(Action::Damage { targets: Targets::One(target), amount: 6 });
                }
            }),
        ),
        // "Deal 1 damage to all enemy minions."
        (
            "Arcane Explosion",
            Abilities::spell(|c, out| {
                out.push(Action::Damage { targets: Targets::MinionsOf(c.opponent()), amount: 1 });
            }),
        ),
        // "Deal 2 damage to all enemies": the enemy hero, then the enemy minions.
        (
            "Consecration",
            Abilities::spell(|c, out| {
                out.push(Action::Damage { targets: Targets::CharactersOf(c.opponent()), amount: 2 });
            }),
        ),
        // "Deal 4 damage to all enemy minions."
        (
            "Flamestrike",
            Abilities::spell(|c, out| {
                out.push(Action::Damage { targets: Targets::MinionsOf(c.opponent()), amount: 4 });
            }),
        ),
        // "Whenever a minion is healed, draw a card."
        (
            "Northshire Cleric",
            Abilities::trigger(TriggerOn::MinionHealed, |c, out| {
                out.push(Action::Draw { player: c.owner() });
            }),
        ),
        // "Whenever a character is healed, gain +2 Attack."
        (
            "Lightwarden",
            Abilities::trigger(TriggerOn::CharacterHealed, |c, out| {
                out.push(Action::GainAttack { id: c.minion(), amount: 2 });
            }),
        ),
        // "Deal 2 damage to all enemy characters. Restore 2 Health to all friendly characters."
        // Two actions: the damage and its Phase finish before the healing begins.
        (
            "Holy Nova",
            Abilities::spell(|c, out| {
                out.push(Action::Damage { targets: Targets::CharactersOf(c.opponent()), amount: 2 });
                out.push(Action::Heal { targets: Targets::CharactersOf(c.owner()), amount: 2 });
            }),
        ),
        // "Restore 4 Health to ALL minions."
        (
            "Circle of Healing",
            Abilities::spell(|_, out| {
                out.push(Action::Heal { targets: Targets::AllMinions, amount: 4 });
            }),
        ),
        // "After you cast a spell, deal 1 damage to ALL minions."
        (
            "Wild Pyromancer",
            Abilities::trigger(TriggerOn::AfterFriendlySpell, |_, out| {
                out.push(Action::Damage { targets: Targets::AllMinions, amount: 1 });
            }),
        ),
        // "After you summon a minion, deal 1 damage to a random enemy." The enemy is chosen
        // when the damage is dealt, among the enemy characters not already dying.
        (
            "Knife Juggler",
            Abilities::trigger(TriggerOn::AfterFriendlySummon, |c, out| {
                out.push(Action::Damage { targets: Targets::RandomCharacterOf(c.opponent()), amount: 1 });
            }),
        ),
        // "Battlecry: Deal 1 damage." At a character the player picks.
        (
            "Elven Archer",
            Abilities::battlecry(|c, out| {
                if let Some(target) = c.target() {
                    out.push(Action::Damage { targets: Targets::One(target), amount: 1 });
                }
            })
            .aimed_at(Aim::AnyCharacter),
        ),
        // "Battlecry: Restore 2 Health." At a character the player picks.
        (
            "Voodoo Doctor",
            Abilities::battlecry(|c, out| {
                if let Some(target) = c.target() {
                    out.push(Action::Heal { targets: Targets::One(target), amount: 2 });
                }
            })
            .aimed_at(Aim::AnyCharacter),
        ),
        // "Battlecry: Give a friendly minion +1/+1." With no other friendly minion, nothing.
        (
            "Shattered Sun Cleric",
            Abilities::battlecry(|c, out| {
                if let Some(target) = c.target() {
                    out.push(Action::Buff { id: target, attack: 1, health: 1 });
                }
            })
            .aimed_at(Aim::FriendlyMinion),
        ),
        // Runaway check: "Whenever a minion takes damage, deal 1 damage to this minion." It
        // feeds itself forever, since a mortally wounded minion keeps reacting.
        (
            "Test Mirror",
            Abilities::trigger(TriggerOn::AnyMinionDamaged, |c, out| {
                out.push(Action::Damage { targets: Targets::One(c.minion()), amount: 1 });
            }),
        ),
        // Runaway check: "Whenever a hero takes damage, deal 1 damage to this minion." With
        // Test Echo on the board, the two feed each other.
        (
            "Test Retort",
            Abilities::trigger(TriggerOn::HeroDamaged, |c, out| {
                out.push(Action::Damage { targets: Targets::One(c.minion()), amount: 1 });
            }),
        ),
        // Rule 2c check: "Whenever this minion takes damage, summon an Armorsmith." The new
        // Armorsmith lands right of this minion and must not answer the Damage Event that made it.
        (
            "Test Spawner",
            Abilities::trigger(TriggerOn::SelfDamaged, |c, out| {
                out.push(Action::Summon { card: c.token(0), player: c.owner(), place: Place::ForTheAbility });
            })
            .summoning("Armorsmith"),
        ),
        // "Whenever a friendly minion takes damage, gain 2 Armor." Armor by an amount other than 1.
        (
            "Test Plating",
            Abilities::trigger(TriggerOn::FriendlyMinionDamaged, |c, out| {
                out.push(Action::GainArmor { player: c.owner(), amount: 2 });
            }),
        ),
    ]
}
