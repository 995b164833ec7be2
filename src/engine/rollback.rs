//! What a Sequence rolls back to if it runs away: a copy of the state from before it began,
//! and the log's length then (the log only grows during a Sequence).

use std::cell::RefCell;

use super::event::Record;
use super::state::State;

/// The game as a Sequence found it.
pub(super) struct Rollback {
    /// The state before the Sequence; `None` only once it has been given back.
    saved: Option<Box<State>>,
    /// The log's length before the Sequence.
    log_len: usize,
}

/// Speed only: what a thread keeps between Sequences so that the next allocates less.
#[derive(Default)]
struct Spares {
    /// The memory of the last rollback copy, reused by the next (`clone_from`).
    copy: Option<Box<State>>,
    /// How many events the last Sequence logged: the room the next log makes at once, so that
    /// it grows once rather than event by event.
    last_events: usize,
}

thread_local! {
    static SPARES: RefCell<Spares> = RefCell::default();
}

impl Rollback {
    /// Save `state` and the length of `log`, and make room in `log` for a Sequence's events.
    pub fn save(state: &State, log: &mut Vec<Record>) -> Rollback {
        let (spare, last_events) = SPARES.with(|spares| match spares.try_borrow_mut() {
            Ok(mut spares) => (spares.copy.take(), spares.last_events),
            Err(_) => (None, 0),
        });
        let saved = match spare {
            Some(mut copy) => {
                State::clone_from(&mut copy, state);
                copy
            }
            None => Box::new(state.clone()),
        };
        log.reserve(last_events);
        Rollback { saved: Some(saved), log_len: log.len() }
    }

    /// The Sequence finished: keep what it did.
    pub fn forget(mut self, log: &[Record]) {
        self.give_back(log.len() - self.log_len);
    }

    /// The Sequence ran away: put `state` and `log` back as they were before it.
    pub fn restore(mut self, state: &mut State, log: &mut Vec<Record>) {
        if let Some(saved) = self.saved.as_mut() {
            std::mem::swap(state, saved);
        }
        self.give_back(log.len() - self.log_len);
        log.truncate(self.log_len);
    }

    /// Hand the copy's memory to the next Sequence on this thread.
    fn give_back(&mut self, events: usize) {
        let copy = self.saved.take();
        SPARES.with(|spares| {
            if let Ok(mut spares) = spares.try_borrow_mut() {
                *spares = Spares { copy, last_events: events };
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::event::Event;

    fn fatigue() -> Record {
        Record { event: Event::Fatigue { player: 0 }, cause: None }
    }

    fn spares() -> (bool, usize) {
        SPARES.with(|spares| {
            let spares = spares.borrow();
            (spares.copy.is_some(), spares.last_events)
        })
    }

    #[test]
    fn a_kept_sequence_leaves_its_copy_and_event_count_for_the_next() {
        let state = State::new([Vec::new(), Vec::new()], |_| (0, 0), 30);
        let mut log = vec![fatigue()];
        let rollback = Rollback::save(&state, &mut log);
        log.extend([fatigue(), fatigue()]);
        rollback.forget(&log);
        assert_eq!(spares(), (true, 2), "the copy's memory and the 2 events the Sequence logged");
        let next = Rollback::save(&state, &mut log);
        assert!(log.capacity() >= log.len() + 2, "the next log makes room for as many at once");
        next.forget(&log);
    }

    #[test]
    fn a_restored_sequence_leaves_state_and_log_as_they_were() {
        let mut state = State::new([Vec::new(), Vec::new()], |_| (0, 0), 30);
        let mut log = vec![fatigue()];
        let before = state.clone();
        let rollback = Rollback::save(&state, &mut log);
        state.armor[0] = 5;
        log.push(fatigue());
        rollback.restore(&mut state, &mut log);
        assert_eq!((state, log.len()), (before, 1));
        assert_eq!(spares(), (true, 1), "the run-away Sequence had logged one event");
    }
}
