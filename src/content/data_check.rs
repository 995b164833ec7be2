//! The card authors' check of a card's abilities as data: an ability its kind cannot have, an
//! amount below 0, or a card object no ability of it can read. Run once, as a card is loaded.

use crate::engine::{Action, AuraStep, CardKind, DataAbilities, DataAction, Reach, TriggerOn, Who};

/// What is wrong with `data`, the abilities of a card of `kind`, if anything: an ability its
/// kind cannot have, or a card object no ability of it can read ("this minion" in a
/// spell, "target" where nothing is aimed).
pub(super) fn problem(data: &DataAbilities, kind: CardKind) -> Option<String> {
    let enchantment = matches!(kind, CardKind::Enchantment { .. });
    // An enchantment card's abilities are its card object's: "this_minion" is that object.
    let minion = matches!(kind, CardKind::Minion { .. }) || enchantment;
    let spell_aimed = matches!(kind, CardKind::Spell { targeted: true });
    if !matches!(kind, CardKind::Minion { .. }) && !data.auras.is_empty() {
        return Some("only a minion has \"auras\": they hold while it is in play".into());
    }
    if matches!(kind, CardKind::Spell { .. }) && data.spell_damage != 0 {
        return Some(
            "only a minion or an enchantment card has \"spell_damage\" (it holds while the minion is in play): \
             take it off this spell"
                .into(),
        );
    }
    if data.spell_damage < 0 {
        return Some(format!("\"spell_damage\": {} is below 0: give 1 or more", data.spell_damage));
    }
    if let Some(aura) = data.auras.iter().find(|aura| aura.turn_time_limit.is_some()) {
        if aura.turn_time_limit == Some(0) {
            return Some(
                "\"turn_time_limit\": 0 leaves no time to take a turn: give 1 or more seconds".into(),
            );
        }
        if aura.reaches != Reach::BothHeroes || aura.healing_deals_damage || aura.spells_doubled {
            return Some(
                "a turn time limit (\"turn_time_limit\") is a rule each player holds through their hero: \
                 give its aura \"reaches\": \"both_heroes\" and no other player-wide rule"
                    .into(),
            );
        }
    }
    let player_wide = data.auras.iter().find(|aura| aura.healing_deals_damage || aura.spells_doubled);
    if player_wide.is_some_and(|aura| aura.reaches != Reach::YourHero || aura.updates_in != AuraStep::Other) {
        return Some(
            "a player-wide aura (\"healing_deals_damage\", \"spells_doubled\") is held by its owner's hero \
             and updates in the Aura Update (Other) (Rule 4c): give it \"reaches\": \"your_hero\" and \
             \"updates_in\": \"other\""
                .into(),
        );
    }
    if !matches!(kind, CardKind::Minion { .. }) && !data.cost_auras.is_empty() {
        return Some(
            "only a minion has \"cost_auras\": they hold while it is in play (a spell changes costs with \"change_costs\")"
                .into(),
        );
    }
    if enchantment && (!data.spell.is_empty() || !data.battlecry.is_empty()) {
        return Some(
            "an enchantment card gives only \"triggers\" and a \"deathrattle\": it is never cast or played"
                .into(),
        );
    }
    if minion && !data.spell.is_empty() {
        return Some(
            "a minion has no \"spell\" text: use \"battlecry\", \"deathrattle\" or \"triggers\"".into(),
        );
    }
    let minion_abilities =
        !data.triggers.is_empty() || !data.deathrattle.is_empty() || !data.battlecry.is_empty();
    if !minion && minion_abilities {
        return Some(
            "a spell has only \"spell\" text: \"triggers\", \"deathrattle\" and \"battlecry\" are a minion's"
                .into(),
        );
    }
    if data.aim.is_some() && data.battlecry.is_empty() {
        return Some("\"aim\" says who a Battlecry is aimed at: this card has no \"battlecry\"".into());
    }
    let reads = |list: &str,
                 actions: &[DataAction],
                 target_fix: Option<&'static str>,
                 event_fix: Option<&'static str>| {
        let problem = actions.iter().find_map(|action| action_problem(action, target_fix, event_fix, minion));
        problem.map(|problem| format!("in \"{list}\", {problem}"))
    };
    let no_pick = Some(
        "nothing is picked for a triggered ability or a Deathrattle; the character the event is about is \
         \"event_character\"",
    );
    let no_character = |on: TriggerOn| {
        (!on.is_about_a_character()).then_some("a spell cast or a turn is about no character")
    };
    let triggers = data.triggers.iter().enumerate().find_map(|(at, trigger)| {
        reads(&format!("triggers[{at}]"), &trigger.actions, no_pick, no_character(trigger.on))
    });
    let spell_fix = (!spell_aimed).then_some("the spell takes no target: give it \"target\": true");
    let battlecry_fix = data.aim.is_none().then_some("the Battlecry is not aimed: give the card an \"aim\"");
    reads("spell", &data.spell, spell_fix, Some("a spell answers no event"))
        .or_else(|| reads("battlecry", &data.battlecry, battlecry_fix, Some("a Battlecry answers no event")))
        .or_else(|| reads("deathrattle", &data.deathrattle, no_pick, None))
        .or(triggers)
}

/// What is wrong with one action of a card's data, if anything: a negative amount, a cast
/// (not available to data yet), or a card object the ability cannot read. `target_fix` and
/// `event_fix` say why "target" and "event_character" cannot be read here, `None` if they
/// can; `minion` whether the card is a minion.
fn action_problem(
    action: &DataAction,
    target_fix: Option<&'static str>,
    event_fix: Option<&'static str>,
    minion: bool,
) -> Option<String> {
    match action {
        Action::Damage { amount, .. }
        | Action::SplitDamage { amount, .. }
        | Action::Heal { amount, .. }
        | Action::GainArmor { amount, .. }
        | Action::GainManaThisTurn { amount, .. }
        | Action::GainManaCrystals { amount, .. }
            if *amount < 0 =>
        {
            return Some(format!("\"amount\": {amount} is below 0: give 0 or more"));
        }
        Action::Cast { .. } => {
            return Some(
                "\"cast\": a card written as data cannot cast a spell yet (its tokens are minions to \
                 summon); write the card as code in src/content/behaviours.rs"
                    .to_owned(),
            );
        }
        _ => {}
    }
    match action.card_object()? {
        Who::Target => target_fix.map(|fix| format!("\"target\": {fix}")),
        Who::ThisMinion if !minion => Some("\"this_minion\": a spell has no minion".to_owned()),
        Who::EventCharacter => event_fix.map(|fix| format!("\"event_character\": {fix}")),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{CostAura, CostChange, Costed, DataTrigger, Side, Targets, Whose};

    #[test]
    fn only_a_minion_has_cost_auras() {
        let aura = CostAura {
            cards: Costed::Spells,
            of: Whose::You,
            change: CostChange::Less(1),
            not_less_than: None,
            first: false,
        };
        let data = DataAbilities { cost_auras: vec![aura], ..DataAbilities::default() };
        let problem = super::problem(&data, CardKind::Spell { targeted: false }).expect("refused");
        assert!(problem.contains("\"change_costs\""), "{problem}");
        let enchantment = CardKind::Enchantment { lasts: crate::engine::Lasts::Always };
        assert!(super::problem(&data, enchantment).is_some());
        assert_eq!(super::problem(&data, CardKind::Minion { attack: 1, health: 1 }), None);
    }

    #[test]
    fn a_spell_with_any_one_minion_ability_is_refused() {
        let spell = CardKind::Spell { targeted: false };
        let draw = || vec![Action::Draw { player: Side::You }];
        let triggers = vec![DataTrigger { on: TriggerOn::SelfDamaged, actions: draw() }];
        for data in [
            DataAbilities { triggers, ..DataAbilities::default() },
            DataAbilities { deathrattle: draw(), ..DataAbilities::default() },
            DataAbilities { battlecry: draw(), ..DataAbilities::default() },
        ] {
            let problem = super::problem(&data, spell).expect("refused");
            assert!(problem.starts_with("a spell has only"), "{problem}");
        }
        assert_eq!(super::problem(&DataAbilities { spell: draw(), ..DataAbilities::default() }, spell), None);
    }

    #[test]
    fn spell_damage_is_a_minions_and_1_or_more() {
        let minion = CardKind::Minion { attack: 2, health: 2 };
        let with = |spell_damage| DataAbilities { spell_damage, ..DataAbilities::default() };
        assert_eq!(super::problem(&with(1), minion), None);
        let spell = super::problem(&with(1), CardKind::Spell { targeted: false }).expect("refused");
        assert!(spell.starts_with("only a minion or an enchantment card has \"spell_damage\""), "{spell}");
        let given = CardKind::Enchantment { lasts: Default::default() };
        assert_eq!(super::problem(&with(1), given), None, "\"Give adjacent minions Spell Damage +1\"");
        let below = super::problem(&with(-1), minion).expect("refused");
        assert_eq!(below, "\"spell_damage\": -1 is below 0: give 1 or more");
    }

    #[test]
    fn a_player_wide_aura_is_held_by_the_hero_and_updates_in_the_other_aura_update() {
        use crate::engine::{Aura, Keywords};
        let minion = CardKind::Minion { attack: 3, health: 5 };
        let aura = |reaches, updates_in, healing_deals_damage, spells_doubled| Aura {
            reaches,
            attack: 0,
            health: 0,
            keywords: Keywords::NONE,
            attack_equals_health: false,
            updates_in,
            healing_deals_damage,
            spells_doubled,
            turn_time_limit: None,
        };
        let problem =
            |aura| super::problem(&DataAbilities { auras: vec![aura], ..DataAbilities::default() }, minion);
        assert_eq!(problem(aura(Reach::YourHero, AuraStep::Other, true, false)), None);
        assert_eq!(problem(aura(Reach::YourHero, AuraStep::Other, false, true)), None);
        assert_eq!(
            problem(aura(Reach::Itself, AuraStep::HealthAttack, false, false)),
            None,
            "not player-wide"
        );
        for wrong in [
            aura(Reach::OtherFriendlyMinions, AuraStep::Other, true, false),
            aura(Reach::YourHero, AuraStep::HealthAttack, true, false),
            aura(Reach::YourHero, AuraStep::HealthAttack, false, true),
        ] {
            let refused = problem(wrong).expect("refused");
            assert!(
                refused.contains("give it \"reaches\": \"your_hero\" and \"updates_in\": \"other\""),
                "{refused}"
            );
        }
    }

    /// "Players only have 15 seconds to take their turns": both players hold it, each through
    /// their hero, and a limit of 0 seconds is refused.
    #[test]
    fn a_turn_time_limit_reaches_both_heroes_and_gives_some_time() {
        use crate::engine::{Aura, Keywords};
        let minion = CardKind::Minion { attack: 8, health: 8 };
        let aura = |reaches, seconds, spells_doubled| Aura {
            reaches,
            attack: 0,
            health: 0,
            keywords: Keywords::NONE,
            attack_equals_health: false,
            updates_in: AuraStep::HealthAttack,
            healing_deals_damage: false,
            spells_doubled,
            turn_time_limit: Some(seconds),
        };
        let problem =
            |aura| super::problem(&DataAbilities { auras: vec![aura], ..DataAbilities::default() }, minion);
        assert_eq!(problem(aura(Reach::BothHeroes, 15, false)), None);
        for wrong in [aura(Reach::YourHero, 15, false), aura(Reach::BothHeroes, 15, true)] {
            let refused = problem(wrong).expect("refused");
            assert!(refused.contains("give its aura \"reaches\": \"both_heroes\""), "{refused}");
        }
        assert_eq!(
            problem(aura(Reach::BothHeroes, 0, false)).as_deref(),
            Some("\"turn_time_limit\": 0 leaves no time to take a turn: give 1 or more seconds")
        );
    }

    #[test]
    fn an_amount_of_0_is_data_and_one_below_0_is_refused() {
        let armor = |amount| vec![Action::GainArmor { player: Side::You, amount }];
        let spell = CardKind::Spell { targeted: false };
        let problem = |amount| {
            super::problem(&DataAbilities { spell: armor(amount), ..DataAbilities::default() }, spell)
        };
        assert_eq!(problem(0), None, "0 Armor does nothing, but it is not wrong");
        assert_eq!(problem(-1).as_deref(), Some("in \"spell\", \"amount\": -1 is below 0: give 0 or more"));
    }

    #[test]
    fn the_events_character_is_readable_by_a_minions_ability_not_a_spell() {
        let buff = || vec![Action::Buff { targets: Targets::One(Who::EventCharacter), attack: 1, health: 1 }];
        let spell = DataAbilities { spell: buff(), ..DataAbilities::default() };
        let problem = super::problem(&spell, CardKind::Spell { targeted: false });
        assert_eq!(problem.as_deref(), Some("in \"spell\", \"event_character\": a spell answers no event"));
        let triggers = vec![DataTrigger { on: TriggerOn::FriendlyMinionDamaged, actions: buff() }];
        let minion = DataAbilities { triggers, ..DataAbilities::default() };
        let kind = CardKind::Minion { attack: 1, health: 1 };
        assert_eq!(super::problem(&minion, kind), None);
        let battlecry = DataAbilities { battlecry: buff(), ..DataAbilities::default() };
        let problem = super::problem(&battlecry, kind);
        assert_eq!(
            problem.as_deref(),
            Some("in \"battlecry\", \"event_character\": a Battlecry answers no event")
        );
        let triggers = vec![DataTrigger { on: TriggerOn::AfterFriendlySpell, actions: buff() }];
        let problem = super::problem(&DataAbilities { triggers, ..DataAbilities::default() }, kind).unwrap();
        assert!(problem.ends_with("a spell cast or a turn is about no character"), "{problem}");
    }
}
