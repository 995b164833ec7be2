//! Conditions: what a card's data asks of the game before a step happens ("If you control a
//! Beast", "If it dies", "If you have 12 or less Health").

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::object::aura::Tribe;

/// A condition a step of a card's data asks (`DataStep::If`), checked when that step is reached:
/// after the steps before it, with every reaction they caused (`script.rs`). "You" is the
/// player whose card it is, "target" the character the ability was aimed at.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Condition {
    /// "If you control a Beast": one of your minions in play is of the tribe.
    YouControl(Tribe),
    /// "If it's a friendly Demon": the target is one of your minions, of the tribe.
    TargetIsFriendly(Tribe),
    /// "If it was already Frozen": the target is Frozen.
    TargetFrozen,
    /// "If it dies", "If that kills it": the target is still in play and will be removed at the
    /// Death Creation Step: mortally wounded (Rule 3: "at 0 or less Health") or pending destroy.
    TargetDies,
    /// "If it survives": the target is in play and neither mortally wounded nor pending destroy.
    TargetSurvives,
    /// "If you have 12 or less Health": your hero's Health is at most the number.
    YourHealthAtMost(i32),
    /// "If your opponent has 4 or more minions": the opponent has at least the number of
    /// minions in play (mortally wounded ones among them: they are in play until the Death
    /// Creation Step).
    OpponentMinionsAtLeast(i32),
    /// "If you have a weapon": your hero has one equipped.
    YouHaveWeapon,
    /// "Combo:" (the wiki's Combo page: "an ability that triggers only if the player has
    /// already played another card this turn"): you played a card from your hand this turn
    /// before this one (`State::cards_played_this_turn` counts this one too as it leaves the
    /// hand, so at least 2). A Hero Power is no card played. A card cast or summoned without
    /// being played (`Game::cast`, a card's text) is not counted: its Combo asks for two cards
    /// played before it.
    Combo,
    /// "If already in ...", of a card that changes the Hero Power: your Hero Power is one of
    /// the cards this card's data names (its tokens: the Hero Powers it gives), so the card can
    /// tell that it did so before.
    YourHeroPowerFromThisCard,
}

impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Condition::YouControl(tribe) => write!(f, "if you control a {}", tribe.name()),
            Condition::TargetIsFriendly(tribe) => write!(f, "if it is a friendly {}", tribe.name()),
            Condition::TargetFrozen => write!(f, "if it is Frozen"),
            Condition::TargetDies => write!(f, "if it dies"),
            Condition::TargetSurvives => write!(f, "if it survives"),
            Condition::YourHealthAtMost(health) => write!(f, "if you have {health} or less Health"),
            Condition::OpponentMinionsAtLeast(count) => {
                write!(f, "if your opponent has {count} or more minions")
            }
            Condition::YouHaveWeapon => write!(f, "if you have a weapon"),
            Condition::Combo => write!(f, "if you played another card this turn (Combo)"),
            Condition::YourHeroPowerFromThisCard => write!(f, "if your Hero Power is one this card gives"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_condition_reads_as_a_word_or_a_word_with_its_value() {
        for (json, condition) in [
            (r#"{"you_control":"beast"}"#, Condition::YouControl(Tribe::Beast)),
            (r#""target_dies""#, Condition::TargetDies),
            (r#"{"your_health_at_most":12}"#, Condition::YourHealthAtMost(12)),
        ] {
            assert_eq!(serde_json::from_str::<Condition>(json).unwrap(), condition, "{json}");
            assert_eq!(serde_json::to_string(&condition).unwrap(), json);
        }
        assert_eq!(Condition::YouControl(Tribe::Beast).to_string(), "if you control a Beast");
    }
}
