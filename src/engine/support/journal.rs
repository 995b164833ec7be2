//! `Journaled`: a table of values, indexed by number, that notes each value's first change
//! while a journal is open, so that everything since can be undone at once.

/// A value as it was before a change: what undoing the change puts back.
#[derive(Clone, Copy, Debug)]
pub(in crate::engine) struct Change<T: Copy> {
    index: u32,
    /// Its slot as it was. Noting copies the whole slot (a card object's is 32 bytes, which
    /// the processor moves in two halves it can read back at once: notes/performance.md).
    was: Slot<T>,
}

/// Values indexed from 0 in the order they were added; nothing is ever removed outside an
/// undo.
///
/// While a journal is open, the first change to each value that existed when it opened is
/// noted first, so that everything since can be undone at a cost that grows with what changed,
/// not with how many values the table holds. Values added since are not noted: undoing drops
/// them. Only the first change is noted (`Slot::noted`).
#[derive(Debug)]
pub(in crate::engine) struct Journaled<T: Copy> {
    table: Vec<Slot<T>>,
    /// Indices below this are noted before they change: the table's length when the journal
    /// opened, or 0 when none is open (so nothing is noted).
    noted_below: u32,
    /// The changes noted since the journal opened, oldest first: one per value.
    journal: Vec<Change<T>>,
}

/// A value in the table, and whether the open journal has noted it (false whenever no
/// journal is open).
#[derive(Clone, Copy, Debug)]
struct Slot<T: Copy> {
    value: T,
    noted: bool,
}

impl<T: Copy> Journaled<T> {
    /// An empty table with room for `capacity` values.
    pub fn with_capacity(capacity: usize) -> Journaled<T> {
        Journaled { table: Vec::with_capacity(capacity), noted_below: 0, journal: Vec::new() }
    }

    /// Add `value` with the next index, and return that index.
    #[inline]
    pub fn push(&mut self, value: T) -> u32 {
        let index = self.next_index();
        self.table.push(Slot { value, noted: false });
        index
    }

    /// The index the next value will get.
    pub fn next_index(&self) -> u32 {
        u32::try_from(self.table.len()).expect("fewer than 4 billion values")
    }

    /// How many values there are.
    pub fn len(&self) -> usize {
        self.table.len()
    }

    /// The value at `index`, if there is one.
    #[inline]
    pub fn get(&self, index: u32) -> Option<&T> {
        self.table.get(index as usize).map(|slot| &slot.value)
    }

    /// The value at `index`, which must exist.
    #[inline]
    pub fn at(&self, index: u32) -> &T {
        &self.table[index as usize].value
    }

    /// The value at `index` (which must exist) for changing; noted first if a journal is open,
    /// the value existed when it opened, and it has not been noted since.
    #[inline(always)] // Speed: notes/performance.md, "Where each speed trick stands".
    pub fn at_mut(&mut self, index: u32) -> &mut T {
        let slot = &mut self.table[index as usize];
        if index < self.noted_below && !slot.noted {
            self.journal.push(Change { index, was: *slot });
            slot.noted = true;
        }
        &mut slot.value
    }

    /// Start noting changes, in the memory of `spare` (a spare journal), which takes the
    /// journal's memory in exchange.
    pub fn open_journal(&mut self, spare: &mut Vec<Change<T>>) {
        std::mem::swap(&mut self.journal, spare);
        self.journal.clear();
        self.noted_below = self.next_index();
    }

    /// Keep every change since the journal opened; `spare` takes the journal's memory in
    /// exchange for its own, which is emptied (it may hold another table's old notes).
    pub fn close_journal(&mut self, spare: &mut Vec<Change<T>>) {
        for change in &self.journal {
            self.table[change.index as usize].noted = false;
        }
        self.noted_below = 0;
        std::mem::swap(&mut self.journal, spare);
        self.journal.clear();
    }

    /// Put every value back as it was when the journal opened and drop the ones added since;
    /// `spare` takes the journal's memory in exchange for its own.
    pub fn undo_journal(&mut self, spare: &mut Vec<Change<T>>) {
        self.table.truncate(self.noted_below as usize);
        for change in &self.journal {
            self.table[change.index as usize] = change.was;
        }
        self.close_journal(spare);
    }
}

impl<T: Copy> Default for Journaled<T> {
    fn default() -> Journaled<T> {
        Journaled::with_capacity(0)
    }
}

impl<T: Copy> Journaled<T> {
    /// A copy with the same values, no open journal, and room for `room` more values (none
    /// allocated for an empty table with no room asked).
    pub fn copy_with_room(&self, room: usize) -> Journaled<T> {
        let mut table = Vec::with_capacity(self.table.len() + room);
        table.extend_from_slice(&self.table);
        Journaled { table, noted_below: 0, journal: Vec::new() }
    }
}

/// A copy has the same values, no open journal, and room for a few more values, so that a
/// Sequence on a copied game can summon without growing the table.
impl<T: Copy> Clone for Journaled<T> {
    fn clone(&self) -> Journaled<T> {
        self.copy_with_room(8)
    }
}

/// Two tables are equal when their values are; the journal is bookkeeping.
impl<T: Copy + PartialEq> PartialEq for Journaled<T> {
    fn eq(&self, other: &Journaled<T>) -> bool {
        self.table.len() == other.table.len()
            && self.table.iter().zip(&other.table).all(|(mine, theirs)| mine.value == theirs.value)
    }
}

impl<T: Copy + Eq> Eq for Journaled<T> {}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(values: &[i32]) -> Journaled<i32> {
        let mut table = Journaled::default();
        values.iter().for_each(|&value| _ = table.push(value));
        table
    }

    #[test]
    fn undoing_puts_back_every_change_and_drops_new_values() {
        let mut values = table(&[1, 2, 3]);
        let before = values.clone();
        let mut spare = Vec::new();
        values.open_journal(&mut spare);
        *values.at_mut(1) = 7;
        *values.at_mut(1) = 9; // Only the first change is noted.
        *values.at_mut(2) = 0;
        let made = values.push(4);
        *values.at_mut(made) = 5;
        assert_eq!(values.journal.len(), 2, "one note a value; one added since is not noted");
        values.undo_journal(&mut spare);
        assert_eq!(values, before);
        assert_eq!(spare.len(), 2, "the spare took the journal's memory");
        *values.at_mut(0) = 8;
        assert!(values.journal.is_empty(), "nothing is noted once the journal is closed");
    }

    #[test]
    fn closing_keeps_the_changes_and_the_journal_memory_is_exchanged_with_the_spare() {
        let mut values = table(&[1, 2]);
        let mut spare = Vec::with_capacity(3);
        values.open_journal(&mut spare);
        assert!(values.journal.capacity() >= 3, "the journal took the spare's memory");
        assert_eq!(spare.capacity(), 0, "and the spare the table's, which had none");
        *values.at_mut(0) = 6;
        values.close_journal(&mut spare);
        assert_eq!(*values.at(0), 6);
        assert_eq!(spare.len(), 1, "the memory comes back in the spare; opening empties it");
        values.open_journal(&mut spare);
        assert!(values.journal.is_empty());
        assert!(values.journal.capacity() >= 1);
    }

    #[test]
    fn a_closed_journal_holds_no_old_notes_from_the_memory_it_took() {
        let mut stale = Vec::new();
        let mut other = table(&[1]);
        other.open_journal(&mut stale);
        *other.at_mut(0) = 3;
        other.close_journal(&mut stale);
        assert_eq!(stale.len(), 1, "the other table's note is still in that memory");
        let mut values = table(&[1, 2]);
        values.open_journal(&mut Vec::new());
        values.close_journal(&mut stale);
        assert!(values.journal.is_empty());
    }

    #[test]
    fn each_journal_notes_a_value_again_on_its_first_change() {
        let mut values = table(&[1, 2]);
        let mut spare = Vec::new();
        values.open_journal(&mut spare);
        *values.at_mut(0) = 6;
        values.close_journal(&mut spare);
        values.open_journal(&mut spare);
        *values.at_mut(0) = 7;
        *values.at_mut(0) = 8;
        assert_eq!(values.journal.len(), 1, "noted again in the new journal, once");
        values.undo_journal(&mut spare);
        assert_eq!(*values.at(0), 6, "back to the value the second journal found");
    }

    #[test]
    fn a_copy_is_equal_and_notes_nothing() {
        let mut values = table(&[1, 2]);
        values.open_journal(&mut Vec::new());
        let mut copy = values.clone();
        assert_eq!(copy, values);
        *copy.at_mut(0) = 4;
        assert!(copy.journal.is_empty());
        assert_ne!(copy, values);
    }
}
