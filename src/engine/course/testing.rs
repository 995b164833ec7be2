//! Test support for the action families' unit tests: an action performed as a card's effect.

use super::action::{Action, Origin};
use super::card::Library;
use super::error::{BadEffect, EffectProblem, Halt};
use super::event::Event;
use super::limits::{Depth, Limits};
use super::listeners::Listeners;
use super::rules::Rules;
use super::sequence::Sequence;
use super::state::State;

/// `action` performed on `state` as a card's effect under the course's rules: what it logged,
/// or the problem that stopped it (a runaway is no outcome these tests expect).
pub(super) fn perform_as_effect(
    library: &'static Library,
    state: &mut State,
    action: Action,
) -> Result<Vec<Event>, EffectProblem> {
    let (mut log, mut listeners) = (Vec::new(), Listeners::new());
    let mut sequence =
        Sequence::new(library, Limits::default(), Rules::course(), state, &mut log, &mut listeners);
    match sequence.perform(&action, None, Depth::default(), Origin::CALL).map_err(|halt| *halt) {
        Ok(()) => Ok(log.iter().map(|record| record.event).collect()),
        Err(Halt::BadEffect(BadEffect { problem, .. })) => Err(problem),
        Err(Halt::Runaway(runaway)) => panic!("{runaway:?}"),
    }
}
