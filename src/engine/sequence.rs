//! A Sequence in progress: one call's action and everything it causes, run on a game's state
//! and log, with working buffers, bounded by the game's limits and rolled back if it runs away.

use super::action::Action;
use super::card::Library;
use super::error::{Limit, Result, Runaway, Step};
use super::event::Record;
use super::game::{Limits, MAX_DEPTH_CEILING};
use super::scratch::Scratch;
use super::state::State;

/// A running Sequence: the game's library, limits, state and log, borrowed for the length of
/// one call, and the buffers it works in. `perform`, the Phase and the death step are its
/// methods; nothing else changes a game.
pub(crate) struct Sequence<'g> {
    pub library: &'static Library,
    pub limits: Limits,
    pub state: &'g mut State,
    pub log: &'g mut Vec<Record>,
    pub scratch: &'g mut Scratch,
}

impl Sequence<'_> {
    /// Perform `action`, then the death step once the outermost Phase has ended ("mortally
    /// wounded and pending destroy are ONLY converted into dead once the outermost Phase
    /// ends"). A Sequence that passes a limit is rolled back whole: state and log are as before.
    pub fn run(mut self, action: Action) -> Result<()> {
        self.scratch.start(self.state);
        let log_len = self.log.len();
        self.log.reserve(self.scratch.last_events);
        let outcome = self.perform(&action, None).and_then(|()| self.death_step());
        self.scratch.last_events = self.log.len() - log_len;
        if outcome.is_err() {
            self.scratch.roll_back(self.state);
            self.log.truncate(log_len);
        }
        Ok(outcome?)
    }

    /// Count one more nested Phase, or stop a runaway Sequence.
    pub fn enter_phase(&mut self) -> Step {
        self.scratch.depth += 1;
        let max_depth = self.limits.max_depth.min(MAX_DEPTH_CEILING);
        if self.scratch.depth > max_depth {
            return Err(Runaway { limit: Limit::Depth, value: max_depth });
        }
        Ok(())
    }

    /// Count one more action, or stop a runaway Sequence.
    pub fn count_action(&mut self) -> Step {
        self.scratch.actions_done += 1;
        if self.scratch.actions_done > self.limits.max_actions {
            return Err(Runaway { limit: Limit::Actions, value: self.limits.max_actions });
        }
        Ok(())
    }
}
