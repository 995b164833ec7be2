//! The buffers a Sequence works in: the Queues, the Damage Events, the actions, the rollback
//! copy. Parked per thread between Sequences, so that copying a game copies none of them and
//! a Sequence allocates none once its thread has run one.

use std::cell::RefCell;

use super::action::Action;
use super::card::{Effect, TriggerOn};
use super::event::LogIndex;
use super::id::{Id, Player};
use super::state::State;

/// Buffers and counters of the Sequence running now. Each buffer is a stack of frames: a
/// nested Phase pushes above its caller's entries and truncates back to where it started, so
/// a Queue's own entries never move while it resolves (Rule 2c), and no event allocates.
#[derive(Clone, Debug, Default)]
pub(crate) struct Scratch {
    /// Damage Events waiting for their Phase: target and the `Damaged` event's log index.
    pub damaged: Vec<(Id, LogIndex)>,
    /// The triggered abilities each open Phase asks, in order of play.
    pub listening: Vec<Listening>,
    /// Queues: each entry a triggered ability and the log index of the event it answers.
    pub queue: Vec<Queued>,
    /// Actions effects asked for, not yet performed.
    pub actions: Vec<Action>,
    /// Phases open right now.
    pub depth: u32,
    /// Actions performed so far in this Sequence.
    pub actions_done: u32,
    /// The state before the Sequence began, to roll back to.
    pub backup: Option<Box<State>>,
    /// How many events the last Sequence on this thread logged: the room a log makes before
    /// the next one, so that it grows once rather than event by event.
    pub last_events: usize,
}

/// A triggered ability of a minion in play, as a Phase asks it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Listening {
    /// The minion.
    pub source: Id,
    /// Its owner, for "friendly" and for the effect's context.
    pub owner: Player,
    /// What it responds to.
    pub on: TriggerOn,
    /// What it does.
    pub effect: Effect,
}

/// One Queue entry: a triggered ability and the event it answers.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Queued {
    pub listening: Listening,
    pub cause: LogIndex,
}

thread_local! {
    /// The buffers of the last Sequence this thread ran, kept for the next.
    static PARKED: RefCell<Scratch> = RefCell::default();
}

impl Scratch {
    /// This thread's parked buffers, emptied, with `state` saved for a rollback.
    pub fn unpark(state: &State) -> Scratch {
        let mut scratch = PARKED.with(|parked| std::mem::take(&mut *parked.borrow_mut()));
        scratch.damaged.clear();
        scratch.listening.clear();
        scratch.queue.clear();
        scratch.actions.clear();
        scratch.depth = 0;
        scratch.actions_done = 0;
        match &mut scratch.backup {
            Some(backup) => (**backup).clone_from(state),
            None => scratch.backup = Some(Box::new(state.clone())),
        }
        scratch
    }

    /// Put `state` back as it was when the Sequence began.
    pub fn roll_back(&mut self, state: &mut State) {
        let backup = self.backup.as_mut().expect("unpark saved the state");
        std::mem::swap(state, backup);
    }

    /// Keep the buffers for this thread's next Sequence.
    pub fn park(self) {
        PARKED.with(|parked| *parked.borrow_mut() = self);
    }
}
