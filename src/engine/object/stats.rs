//! The stats reader's fold: a card object's Attack, maximum Health and keywords, made in
//! layers (Rule 4d) from what the game's state fetches for it (`course/object_stats.rs`).
//! Nothing else writes a card object's stats.

use super::aura::Grant;
use super::enchantment::Change;
use super::entity::Stats;
use super::keywords::Keywords;

/// What a card object's stats are made of, in the order the layers apply (Rule 4d:
/// "enchantments take effect the moment they are created"; "Health/Attack Auras ... will be
/// moved to the end of the Enchantment List"; an aura that sets Attack to Health "always comes
/// last").
pub(in crate::engine) struct Layers<E, G> {
    /// Its card's stats and keywords (no keyword once Silenced), or a hero's.
    pub base: Stats,
    /// Its enchantments in force, oldest first.
    pub enchantments: E,
    /// Its Enrage while in force (the wiki's Enrage page): the Attack and keywords it adds,
    /// after the enchantments.
    pub enrage: Option<(i32, Keywords)>,
    /// What the auras give it, as the last Aura Update found, in the order they apply.
    pub grants: G,
}

/// The stats `layers` make, and whether an aura makes its Attack equal to its Health: that
/// layer comes last of all, on the Health the Health rule leaves (`Entity::take_stats`), so
/// the caller applies it.
pub(in crate::engine) struct Layered {
    pub stats: Stats,
    pub attack_equals_health: bool,
}

/// Fold `layers` in order: the card, its enchantments (`computed`), its Enrage, the grants.
pub(in crate::engine) fn layered<'g>(
    layers: Layers<impl IntoIterator<Item = Change>, impl IntoIterator<Item = &'g Grant>>,
) -> Layered {
    let mut stats = computed(layers.base, layers.enchantments);
    if let Some((attack, keywords)) = layers.enrage {
        stats.attack = stats.attack.saturating_add(attack);
        stats.keywords = stats.keywords.union(keywords);
    }
    let mut attack_equals_health = false;
    for grant in layers.grants {
        stats.attack = stats.attack.saturating_add(grant.attack);
        stats.max_health = stats.max_health.saturating_add(grant.health);
        stats.keywords = stats.keywords.union(grant.keywords);
        attack_equals_health |= grant.attack_equals_health;
    }
    Layered { stats, attack_equals_health }
}

/// The stats of a card object whose card gives `base`, under `changes` (its enchantments in
/// force, oldest first): each applied on what the ones before it made (Rule 4d:
/// "enchantments take effect the moment they are created", so a later one applies after an
/// earlier one). The enchantment layer of `layered`.
pub(in crate::engine) fn computed(base: Stats, changes: impl IntoIterator<Item = Change>) -> Stats {
    changes.into_iter().fold(base, |stats, change| match change {
        Change::Add { attack, health } => Stats {
            attack: stats.attack.saturating_add(attack),
            max_health: stats.max_health.saturating_add(health),
            ..stats
        },
        Change::SetAttack { attack } => Stats { attack, ..stats },
        Change::SetHealth { health } => Stats { max_health: health, ..stats },
        Change::SetBoth { attack, health } => Stats { attack, max_health: health, ..stats },
        Change::Gain { keyword } => Stats { keywords: stats.keywords.with(keyword), ..stats },
        Change::Lose { keyword } => Stats { keywords: stats.keywords.without(keyword), ..stats },
        Change::Grant { keywords } => Stats { keywords: stats.keywords.union(keywords), ..stats },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::object::aura::AuraStep;
    use crate::engine::object::id::Id;
    use crate::engine::object::keywords::Keyword;

    #[test]
    fn enchantments_apply_in_the_order_they_were_made() {
        let base = Stats::plain(2, 3);
        let add_then_set =
            computed(base, [Change::Add { attack: 2, health: 2 }, Change::SetAttack { attack: 1 }]);
        assert_eq!((add_then_set.attack, add_then_set.max_health), (1, 5));
        let set_then_add =
            computed(base, [Change::SetAttack { attack: 1 }, Change::Add { attack: 2, health: 2 }]);
        assert_eq!((set_then_add.attack, set_then_add.max_health), (3, 5));
        let swapped_then_buffed =
            computed(base, [Change::SetBoth { attack: 3, health: 2 }, Change::Add { attack: 0, health: 1 }]);
        assert_eq!((swapped_then_buffed.attack, swapped_then_buffed.max_health), (3, 3));
        let health_set =
            computed(base, [Change::Add { attack: 0, health: 4 }, Change::SetHealth { health: 1 }]);
        assert_eq!(health_set.max_health, 1);
        let taunt = computed(base, [Change::Gain { keyword: Keyword::Taunt }]);
        assert_eq!(taunt.keywords, Keywords::of(&[Keyword::Taunt]));
        let shield = Stats { keywords: Keywords::of(&[Keyword::DivineShield]), ..base };
        let popped = computed(shield, [Change::Lose { keyword: Keyword::DivineShield }]);
        assert_eq!(popped.keywords, Keywords::NONE);
        let given_again = [
            Change::Lose { keyword: Keyword::DivineShield },
            Change::Gain { keyword: Keyword::DivineShield },
        ];
        assert_eq!(computed(shield, given_again).keywords, shield.keywords, "a later gain gives it back");
        assert_eq!(computed(base, []), base, "no enchantment: the card's stats");
    }

    /// The layers apply in order: enchantments, then Enrage, then the grants, and an aura that
    /// sets Attack to Health is only reported, for the caller to apply last.
    #[test]
    fn the_layers_apply_in_order_enchantments_enrage_then_grants() {
        let grant = Grant {
            source: Id(1),
            target: Id(2),
            attack: 1,
            health: 1,
            keywords: Keywords::of(&[Keyword::Taunt]),
            attack_equals_health: false,
            updates_in: AuraStep::HealthAttack,
            effects: Default::default(),
        };
        let layers = Layers {
            base: Stats::plain(2, 3),
            enchantments: [Change::SetAttack { attack: 5 }],
            enrage: Some((3, Keywords::of(&[Keyword::Windfury]))),
            grants: [&grant],
        };
        let Layered { stats, attack_equals_health } = layered(layers);
        assert_eq!((stats.attack, stats.max_health), (9, 4), "set to 5, +3 enraged, +1 granted");
        assert_eq!(stats.keywords, Keywords::of(&[Keyword::Windfury, Keyword::Taunt]));
        assert!(!attack_equals_health);
        let last = Grant { attack_equals_health: true, ..grant };
        let layers = Layers { base: Stats::plain(2, 3), enchantments: [], enrage: None, grants: [&last] };
        assert!(layered(layers).attack_equals_health);
    }
}
