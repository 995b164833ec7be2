//! The buffers a Sequence works in: the Queues, the Damage Events, the listeners, the rollback
//! copy. Kept per thread, not per game, so that copying a game copies none of them and a
//! Sequence allocates none once its thread has run one.

use std::cell::RefCell;

use super::card::{Effect, TriggerOn};
use super::event::LogIndex;
use super::id::{Id, Player};
use super::slots::Slots;
use super::state::{MAX_IN_PLAY, State};

/// Buffers and counters of the Sequence running now. `damaged` and `queue` are stacks of
/// frames: a nested Phase pushes above its caller's entries and truncates back to where it
/// started, so a Queue's own entries never move while it resolves (Rule 2c), and no event
/// allocates.
#[derive(Debug, Default)]
pub(crate) struct Scratch {
    /// Damage Events waiting for their Phase: target and the `Damaged` event's log index.
    pub damaged: Vec<(Id, LogIndex)>,
    /// The triggered abilities a Phase asks, in order of play, of the minions in play
    /// `listening_for`.
    pub listening: Vec<Listening>,
    /// The minions in play when `listening` was listed; `None` before the first Phase.
    pub listening_for: Option<Slots<MAX_IN_PLAY>>,
    /// Queues: each entry a triggered ability and the log index of the event it answers.
    pub queue: Vec<Queued>,
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

/// Run `f` with this thread's buffers. A Sequence started from inside another on the same
/// thread (an effect that plays a game of its own) gets fresh ones.
pub(crate) fn with_scratch<T>(f: impl FnOnce(&mut Scratch) -> T) -> T {
    PARKED.with(|parked| match parked.try_borrow_mut() {
        Ok(mut scratch) => f(&mut scratch),
        Err(_) => f(&mut Scratch::default()),
    })
}

impl Scratch {
    /// Empty the buffers, zero the counters and save `state` for a rollback.
    pub fn start(&mut self, state: &State) {
        self.damaged.clear();
        self.listening.clear();
        self.listening_for = None;
        self.queue.clear();
        self.depth = 0;
        self.actions_done = 0;
        match &mut self.backup {
            Some(backup) => (**backup).clone_from(state),
            None => self.backup = Some(Box::new(state.clone())),
        }
    }

    /// Put `state` back as it was when the Sequence began.
    pub fn roll_back(&mut self, state: &mut State) {
        let backup = self.backup.as_mut().expect("start saved the state");
        std::mem::swap(state, backup);
    }
}
