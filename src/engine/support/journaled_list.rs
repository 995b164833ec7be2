//! `JournaledList`: a list that notes each edit while a journal is open, so that everything
//! since can be undone at once, at a cost that grows with the edits and not with the list.

/// One edit, as undoing it needs to know it.
#[derive(Clone, Copy, Debug)]
enum Edit<T: Copy> {
    /// A value was added at the end: undoing removes the last value.
    Pushed,
    /// A value was added at position `at`: undoing removes it from there.
    Inserted { at: usize },
    /// `value` was removed from position `at`: undoing puts it back there.
    Removed { at: usize, value: T },
    /// `value`, at position `at` before the `retain` that removed it; the `Retained` after
    /// these notes says how many there are.
    Dropped { at: usize, value: T },
    /// A `retain` removed the values of the `dropped` notes before this one: undoing puts
    /// them all back in one pass over the list.
    Retained { dropped: usize },
}

/// A list of values that, while its journal is open, notes each edit (an addition at the end
/// or anywhere, a removal from anywhere, a `retain`) so that `undo_journal` puts the list back
/// as the journal found it.
///
/// Opening and closing the journal cost nothing whatever the list's length: nothing is
/// copied. The journal keeps its memory between uses.
#[derive(Debug)]
pub(in crate::engine) struct JournaledList<T: Copy> {
    values: Vec<T>,
    /// The edits since the journal opened, oldest first; empty when no journal is open.
    edits: Vec<Edit<T>>,
    /// Whether edits are noted.
    open: bool,
}

impl<T: Copy> JournaledList<T> {
    /// Add `value` at the end.
    pub fn push(&mut self, value: T) {
        self.values.push(value);
        self.note(Edit::Pushed);
    }

    /// Remove the value at position `at`, if there is one, and return it; the values after it
    /// move one place towards the front.
    pub fn remove(&mut self, at: usize) -> Option<T> {
        if at >= self.values.len() {
            return None;
        }
        let value = self.values.remove(at);
        self.note(Edit::Removed { at, value });
        Some(value)
    }

    /// Remove the first value equal to `value`, if any; whether one was removed.
    pub fn remove_value(&mut self, value: T) -> bool
    where
        T: PartialEq,
    {
        match self.values.iter().position(|&held| held == value) {
            Some(at) => self.remove(at).is_some(),
            None => false,
        }
    }

    /// Add `value` at position `at` (at most the list's length), moving the values from there
    /// one place towards the end.
    pub fn insert(&mut self, at: usize, value: T) {
        self.values.insert(at, value);
        self.note(Edit::Inserted { at });
    }

    /// Keep only the values `keep` picks, in their order, visiting each once in order. Undoing
    /// it costs one pass over the list however many it removed.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        if !self.open {
            self.values.retain(keep);
            return;
        }
        let before = self.edits.len();
        let edits = &mut self.edits;
        let mut at = 0;
        self.values.retain(|value| {
            let kept = keep(value);
            if !kept {
                edits.push(Edit::Dropped { at, value: *value });
            }
            at += 1;
            kept
        });
        let dropped = self.edits.len() - before;
        if dropped > 0 {
            self.edits.push(Edit::Retained { dropped });
        }
    }

    /// Remove every value, the last first.
    pub fn clear(&mut self) {
        while let Some(at) = self.values.len().checked_sub(1) {
            self.remove(at);
        }
    }

    fn note(&mut self, edit: Edit<T>) {
        if self.open {
            self.edits.push(edit);
        }
    }

    /// Start noting edits.
    pub fn open_journal(&mut self) {
        self.edits.clear();
        self.open = true;
    }

    /// Keep every edit since the journal opened, and stop noting.
    pub fn close_journal(&mut self) {
        self.edits.clear();
        self.open = false;
    }

    /// Put the list back as it was when the journal opened, newest edit first, and stop
    /// noting.
    pub fn undo_journal(&mut self) {
        while let Some(edit) = self.edits.pop() {
            match edit {
                Edit::Pushed => _ = self.values.pop(),
                Edit::Inserted { at } => _ = self.values.remove(at),
                Edit::Removed { at, value } => self.values.insert(at, value),
                Edit::Retained { dropped } => self.put_back_dropped(dropped),
                // Only ever read by `put_back_dropped`, with the `Retained` after them.
                Edit::Dropped { .. } => {}
            }
        }
        self.open = false;
    }

    /// Undo a `retain`: merge its last `dropped` notes (each a value and its position before the
    /// `retain`, in order) back into the list in one pass.
    fn put_back_dropped(&mut self, dropped: usize) {
        debug_assert!(
            self.edits.iter().rev().take(dropped).all(|edit| matches!(edit, Edit::Dropped { .. })),
            "a `Retained` follows exactly its `Dropped` notes"
        );
        let from = self.edits.len().saturating_sub(dropped);
        let mut restored = Vec::with_capacity(self.values.len() + dropped);
        let mut kept = self.values.drain(..);
        for edit in self.edits.drain(from..) {
            let Edit::Dropped { at, value } = edit else { continue };
            restored.extend(kept.by_ref().take(at.saturating_sub(restored.len())));
            restored.push(value);
        }
        restored.extend(kept);
        self.values = restored;
    }

    /// How many edits the open journal holds.
    #[cfg(test)]
    pub fn edits(&self) -> usize {
        self.edits.len()
    }
}

impl<T: Copy> Default for JournaledList<T> {
    fn default() -> JournaledList<T> {
        JournaledList { values: Vec::new(), edits: Vec::new(), open: false }
    }
}

impl<T: Copy> From<Vec<T>> for JournaledList<T> {
    fn from(values: Vec<T>) -> JournaledList<T> {
        JournaledList { values, ..JournaledList::default() }
    }
}

/// A copy has the same values and no open journal.
impl<T: Copy> Clone for JournaledList<T> {
    fn clone(&self) -> JournaledList<T> {
        JournaledList::from(self.values.clone())
    }

    fn clone_from(&mut self, source: &JournaledList<T>) {
        self.values.clone_from(&source.values);
        self.close_journal();
    }
}

impl<T: Copy> std::ops::Deref for JournaledList<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        &self.values
    }
}

impl<'a, T: Copy> IntoIterator for &'a JournaledList<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> std::slice::Iter<'a, T> {
        self.values.iter()
    }
}

/// Two lists are equal when their values are; the journal is bookkeeping.
impl<T: Copy + PartialEq> PartialEq for JournaledList<T> {
    fn eq(&self, other: &JournaledList<T>) -> bool {
        self.values == other.values
    }
}

impl<T: Copy + Eq> Eq for JournaledList<T> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undoing_puts_back_every_edit_in_reverse_order() {
        let mut list = JournaledList::from(vec![1, 2, 3, 4]);
        let before = list.clone();
        list.open_journal();
        list.push(5);
        assert_eq!(list.remove(1), Some(2));
        assert!(list.remove_value(5));
        assert_eq!(list.remove(0), Some(1));
        list.push(6);
        assert_eq!(*list, [3, 4, 6]);
        assert_eq!(list.edits(), 5);
        list.undo_journal();
        assert_eq!(list, before);
        assert_eq!(*list, [1, 2, 3, 4]);
        assert_eq!(list.edits(), 0);
    }

    #[test]
    fn undoing_puts_back_insertions_and_retains_among_other_edits() {
        let mut list = JournaledList::from(vec![1, 2, 3, 4, 5, 6]);
        let before = list.clone();
        list.open_journal();
        list.insert(2, 10);
        list.retain(|&value| value % 2 == 1 && value != 5); // Drops 2, 10, 4, 5, 6.
        assert_eq!(*list, [1, 3]);
        list.insert(1, 7);
        list.retain(|&value| value != 1);
        list.push(8);
        assert_eq!(*list, [7, 3, 8]);
        list.undo_journal();
        assert_eq!(*list, *before);
        assert_eq!(list.edits(), 0);
    }

    #[test]
    fn a_retain_that_removes_nothing_notes_nothing_and_a_closed_one_notes_nothing() {
        let mut list = JournaledList::from(vec![1, 2]);
        list.open_journal();
        list.retain(|_| true);
        assert_eq!(list.edits(), 0);
        list.close_journal();
        list.retain(|&value| value == 2);
        list.insert(0, 5);
        assert_eq!((list.edits(), &*list), (0, &[5, 2][..]));
    }

    #[test]
    fn closing_keeps_the_edits_and_notes_nothing_after() {
        let mut list = JournaledList::from(vec![1]);
        list.open_journal();
        list.push(2);
        list.close_journal();
        list.push(3);
        assert_eq!(list.edits(), 0, "nothing is noted once the journal is closed");
        list.undo_journal();
        assert_eq!(*list, [1, 2, 3], "undoing a closed journal changes nothing");
    }

    #[test]
    fn a_removal_past_the_end_or_of_a_missing_value_changes_and_notes_nothing() {
        let mut list = JournaledList::from(vec![1, 2]);
        list.open_journal();
        assert_eq!(list.remove(2), None);
        assert!(!list.remove_value(7));
        assert_eq!((list.edits(), &*list), (0, &[1, 2][..]));
    }

    #[test]
    fn a_copy_is_equal_and_has_no_open_journal() {
        let mut list = JournaledList::from(vec![1, 2]);
        list.open_journal();
        let mut copy = list.clone();
        assert_eq!(copy, list);
        copy.push(3);
        assert_ne!(copy, list, "lists with other values differ");
        assert_eq!(copy.edits(), 0);
        let mut other = JournaledList::from(vec![9]);
        other.open_journal();
        other.clone_from(&list);
        other.push(4);
        assert_eq!((other.edits(), &*other), (0, &[1, 2, 4][..]));
    }
}
