//! The bounds on one Sequence, and the two counts they bound: how deeply Phases nest and how
//! many actions have been performed.

use super::error::{Limit, Runaway};

/// Bounds on one Sequence, so a card that feeds itself is stopped instead of overflowing the
/// stack or running forever. Past either, the Sequence is rolled back and the call returns
/// `Error::Runaway`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Limits {
    /// How deeply Phases (and Death Phases) may nest. Default 64: far deeper than any real
    /// chain. Settings above `MAX_DEPTH_CEILING` count as the ceiling. 0 allows no Phase at
    /// all: every call that deals damage, heals, summons (the After Summon Phase), casts (the
    /// After Spell Phase) or kills a minion runs away, whether or not anything answers it; a
    /// call that only draws still runs. Use 1 or more to play.
    pub max_depth: u32,
    /// How many actions one Sequence may perform, the call's own included. Default 100,000.
    /// Every value means what it says, `u32::MAX` too; there is no "no limit". An action
    /// that repeats counts once per time: each missile of `SplitDamage` (Spell Damage adds
    /// missiles, up to `i32::MAX` of them) and each minion of a `Summon` of `UntilFull` or `RandomBetween`.
    pub max_actions: u32,
}

/// The deepest nesting any setting allows. In a debug build, a self-feeding chain overflows a
/// 2 MiB test thread somewhere between 1,000 and 1,500 levels (measured), so 256 keeps every
/// caller well clear of it.
pub const MAX_DEPTH_CEILING: u32 = 256;

impl Default for Limits {
    fn default() -> Limits {
        Limits { max_depth: 64, max_actions: 100_000 }
    }
}

/// How many Phases enclose the code running now: 0 outside every Phase. Passed down the call
/// stack, so a Phase's depth ends when its function returns, on every path.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(in crate::engine) struct Depth(u32);

impl Depth {
    /// Whether no Phase encloses this point: the outermost Phase, if any, has ended, and the
    /// death step may run.
    pub fn outside_every_phase(self) -> bool {
        self.0 == 0
    }

    /// The depth of a Phase opened here, or `Runaway` if that passes `limits`.
    pub fn nested(self, limits: &Limits) -> Result<Depth, Runaway> {
        let max_depth = limits.max_depth.min(MAX_DEPTH_CEILING);
        let depth = self.0 + 1; // At most MAX_DEPTH_CEILING + 1: it cannot overflow.
        if depth > max_depth {
            return Err(Runaway { limit: Limit::Depth, value: max_depth });
        }
        Ok(Depth(depth))
    }
}

/// How many more actions a Sequence may perform, out of `limits.max_actions`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) struct ActionBudget {
    left: u32,
    max_actions: u32,
}

impl ActionBudget {
    /// The budget of a Sequence that has performed nothing yet.
    pub fn of(limits: &Limits) -> ActionBudget {
        ActionBudget { left: limits.max_actions, max_actions: limits.max_actions }
    }

    /// Spend one action, or `Runaway` if none is left.
    pub fn spend_one(&mut self) -> Result<(), Runaway> {
        match self.left.checked_sub(1) {
            Some(left) => {
                self.left = left;
                Ok(())
            }
            None => Err(Runaway { limit: Limit::Actions, value: self.max_actions }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phase_may_nest_exactly_max_depth_deep() {
        let limits = Limits { max_depth: 2, ..Limits::default() };
        let two = Depth::default().nested(&limits).and_then(|one| one.nested(&limits)).unwrap();
        assert_eq!(two, Depth(2));
        assert_eq!(two.nested(&limits), Err(Runaway { limit: Limit::Depth, value: 2 }));
    }

    #[test]
    fn depth_settings_above_the_ceiling_count_as_the_ceiling() {
        let limits = Limits { max_depth: u32::MAX, ..Limits::default() };
        let deepest = Depth(MAX_DEPTH_CEILING);
        assert_eq!(deepest.nested(&limits), Err(Runaway { limit: Limit::Depth, value: MAX_DEPTH_CEILING }));
        assert_eq!(Depth(MAX_DEPTH_CEILING - 1).nested(&limits), Ok(deepest));
    }

    #[test]
    fn a_sequence_may_perform_exactly_max_actions_even_at_the_largest_setting() {
        let mut budget = ActionBudget::of(&Limits { max_actions: 2, ..Limits::default() });
        assert_eq!((budget.spend_one(), budget.spend_one()), (Ok(()), Ok(())));
        assert_eq!(budget.spend_one(), Err(Runaway { limit: Limit::Actions, value: 2 }));
        let mut budget = ActionBudget::of(&Limits { max_actions: u32::MAX, ..Limits::default() });
        budget.left = 1;
        assert_eq!(budget.spend_one(), Ok(()));
        assert_eq!(budget.spend_one(), Err(Runaway { limit: Limit::Actions, value: u32::MAX }));
    }
}
