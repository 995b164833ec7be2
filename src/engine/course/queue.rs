//! The Queue of a Phase (Rule 2): filled with every ability that responds, then locked, then
//! resolved in order. A filling `Queue` can only grow; a `LockedQueue` can only be read.

use std::cell::RefCell;
use std::thread::LocalKey;

use super::aim::Requirement;
use super::card::Holding;
use super::ctx::Acting;
use super::effect::Effect;
use super::event::{LogIndex, TriggerKind};
use crate::engine::object::id::Id;
use crate::engine::support::recycle::{Recycled, Spare};

/// One Queue entry: an ability of a minion and the event it answers.
#[derive(Clone, Copy, Debug)]
pub(in crate::engine) struct Entry {
    /// The minion whose ability it is.
    pub source: Id,
    /// Which kind of ability, as `Triggered` reports it.
    pub kind: TriggerKind,
    /// What the ability does.
    pub effect: Effect,
    /// Who it acts for: the minion's owner, the minion, the event's character.
    pub acting: Acting,
    /// The log index of the event it answers: a Damage Event, or the Death Phase.
    pub cause: LogIndex,
    /// What the event's character must still be when the entry resolves (`Trigger::if_it`).
    pub if_it: Option<Requirement>,
    /// What its player must still hold in hand when it resolves (`Trigger::if_holding`).
    pub if_holding: Option<Holding>,
}

/// A Queue being filled (Rule 2a: "all triggers that can respond, in order of play"). Entries
/// join at the end; `lock` ends the filling for good.
#[derive(Debug)]
pub(in crate::engine) struct Queue {
    entries: Recycled<Entry>,
}

/// A Queue that has started to resolve. Rule 2c: "A Queue becomes immutable once Hearthstone
/// starts to resolve the first entry in it." This type offers no way to add an entry: what
/// happens while it resolves opens Phases of its own.
#[derive(Debug)]
pub(in crate::engine) struct LockedQueue {
    entries: Recycled<Entry>,
}

impl Queue {
    /// An empty Queue.
    pub fn new() -> Queue {
        Queue { entries: Recycled::new() }
    }

    /// Add `entry` after every entry that joined before it.
    pub fn join(&mut self, entry: Entry) {
        self.entries.push(entry);
    }

    /// Lock the Queue (Rule 2c): from here on it is only read.
    pub fn lock(self) -> LockedQueue {
        LockedQueue { entries: self.entries }
    }
}

impl LockedQueue {
    /// The entries, in the order they resolve.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }
}

impl Spare for Entry {
    fn spares() -> &'static LocalKey<RefCell<Vec<Vec<Entry>>>> {
        thread_local! {
            static SPARES: RefCell<Vec<Vec<Entry>>> = const { RefCell::new(Vec::new()) };
        }
        &SPARES
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::course::action::{Actions, Place};
    use crate::engine::course::ctx::Ctx;
    use crate::engine::object::id::CardId;
    use crate::engine::object::id::Player;

    fn nothing(_: &Ctx, _: &mut Actions) {}

    fn entry(number: u32) -> Entry {
        let acting = Acting::ability(CardId(0), Id(number), Player::FIRST, Some(Id(0)), Place::RightEnd);
        Entry {
            source: Id(number),
            kind: TriggerKind::Damaged,
            effect: Effect::code(nothing),
            acting,
            cause: number,
            if_it: None,
            if_holding: None,
        }
    }

    fn sources(queue: &LockedQueue) -> Vec<Id> {
        queue.entries().iter().map(|entry| entry.source).collect()
    }

    #[test]
    fn a_locked_queue_holds_its_entries_in_the_order_they_joined() {
        let mut queue = Queue::new();
        for number in [3, 1, 2] {
            queue.join(entry(number));
        }
        assert_eq!(sources(&queue.lock()), [Id(3), Id(1), Id(2)]);
    }

    #[test]
    fn a_new_queue_is_empty_even_when_its_memory_was_used_before() {
        let mut first = Queue::new();
        first.join(entry(1));
        drop(first.lock());
        let mut nested = Queue::new();
        nested.join(entry(2));
        let outer = Queue::new().lock();
        assert!(outer.entries().is_empty());
        assert_eq!(sources(&nested.lock()), [Id(2)]);
    }
}
