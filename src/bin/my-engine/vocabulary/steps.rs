//! The vocabulary's steps beyond a plain action: conditions ("if") and repeats ("for_each"),
//! and the counts an amount or a repeat names.

use my_engine::engine::{Condition, Counted, DataAction, DataStep, Keyword, Side, Tribe};

/// One example of each kind of step that is not a plain action.
pub(super) fn step_examples() -> Vec<(&'static str, DataStep<DataAction>, &'static str)> {
    let draw = || DataStep::Do(DataAction::Draw { player: Side::You });
    vec![
        (
            "if",
            DataStep::If { condition: Condition::TargetDies, then: vec![draw()], otherwise: vec![] },
            "checked once when the step is reached, after every step before it and all it caused: \"then\" if it holds, else \"else\" (optional)",
        ),
        (
            "for_each",
            DataStep::ForEach { counted: Counted::EnemyMinion, steps: vec![draw()] },
            "the steps of \"do\", once for each thing a COUNT counts, counted once when the step is reached",
        ),
    ]
}

/// One example of each condition.
pub(super) fn condition_examples() -> Vec<Condition> {
    vec![
        Condition::YouControl(Tribe::Beast),
        Condition::TargetIsFriendly(Tribe::Demon),
        Condition::TargetFrozen,
        Condition::TargetDies,
        Condition::TargetSurvives,
        Condition::YourHealthAtMost(12),
        Condition::OpponentMinionsAtLeast(4),
        Condition::YouHaveWeapon,
        Condition::Combo,
        Condition::YourHeroPowerFromThisCard,
    ]
}

pub(super) fn condition_meaning(condition: Condition) -> &'static str {
    match condition {
        Condition::YouControl(_) => {
            "one of your minions in play is of the TRIBE (\"If you control a Beast\")"
        }
        Condition::TargetIsFriendly(_) => {
            "the target is your minion of the TRIBE (\"If it's a friendly Demon\")"
        }
        Condition::TargetFrozen => "the target is Frozen (\"If it was already Frozen\")",
        Condition::TargetDies => {
            "the target is in play and will die in the death step: mortally wounded or pending destroy (\"If it dies\")"
        }
        Condition::TargetSurvives => {
            "the target is in play, not mortally wounded and not pending destroy (\"If it survives\")"
        }
        Condition::YourHealthAtMost(_) => {
            "your hero has this much Health or less (\"If you have 12 or less Health\")"
        }
        Condition::OpponentMinionsAtLeast(_) => {
            "your opponent has this many minions in play or more (\"If your opponent has 4 or more minions\")"
        }
        Condition::YouHaveWeapon => "your hero has a weapon equipped (\"If you have a weapon\")",
        Condition::Combo => "you played another card from your hand this turn before this one (\"Combo:\")",
        Condition::YourHeroPowerFromThisCard => {
            "your Hero Power is one of the cards this card names, one it gives (\"If already in Shadowform\")"
        }
    }
}

/// One example of each count.
pub(super) fn counted_examples() -> Vec<Counted> {
    vec![
        Counted::CardInYourHand,
        Counted::OtherFriendlyMinion,
        Counted::EnemyMinion,
        Counted::DamagedFriendlyCharacter,
        Counted::ArmorYouHave,
        Counted::YourHeroAttack,
        Counted::YourWeaponAttack,
        Counted::OpponentWeaponDurability,
        Counted::AttackOfTarget,
        Counted::MissingHealthOfTarget,
        Counted::AttackOfAdjacent,
        Counted::HealthOfAdjacent,
        Counted::MinionWith(Keyword::DivineShield),
        Counted::CardTheOpponentHasMore,
        Counted::CardPlayedEarlierThisTurn,
    ]
}

pub(super) fn counted_meaning(counted: Counted) -> &'static str {
    match counted {
        Counted::CardInYourHand => "the cards in your hand",
        Counted::OtherFriendlyMinion => "your minions in play but this one",
        Counted::EnemyMinion => "the opponent's minions in play",
        Counted::DamagedFriendlyCharacter => "your hero and minions below their maximum Health",
        Counted::ArmorYouHave => "your Armor",
        Counted::YourHeroAttack => "your hero's Attack (\"equal to your hero's Attack\")",
        Counted::YourWeaponAttack => {
            "your weapon's Attack, 0 without one (\"equal to the Attack of your weapon\"), read when the step resolves (kept like an aura in a card's cost: \"attack_of_your_weapon\")"
        }
        Counted::OpponentWeaponDurability => {
            "the Durability the opponent's weapon has left, 0 without one (\"draw cards equal to its Durability\")"
        }
        Counted::AttackOfTarget => "the target's Attack (\"its Attack damage\")",
        Counted::MissingHealthOfTarget => "the Health the target is missing (\"to full Health\")",
        Counted::AttackOfAdjacent => "the Attack of the minions next to this one, added",
        Counted::HealthOfAdjacent => "the Health of the minions next to this one, added",
        Counted::MinionWith(_) => "the minions in play, both sides, with the KEYWORD",
        Counted::CardTheOpponentHasMore => {
            "how many more cards the opponent holds than you, 0 if not more (\"until you have as many in hand as your opponent\")"
        }
        Counted::CardPlayedEarlierThisTurn => {
            "the cards you played from your hand this turn before this one (\"for each card played earlier this turn\")"
        }
    }
}
