//! `Recycled`: a vector whose memory a thread keeps for the next one. Speed only: it lets a
//! Phase open a Queue without allocating, and holds no rule.

use std::cell::RefCell;
use std::ops::Deref;
use std::thread::LocalKey;

/// How many spare vectors of one kind a thread keeps: one per Phase open at once is all a
/// Sequence needs, and 32 covers every chain the course's cards make.
const KEPT: usize = 32;

/// A kind of value whose vectors are recycled, with the place its thread keeps the spares.
pub(in crate::engine) trait Spare: Sized + 'static {
    /// This thread's spare vectors of this kind.
    fn spares() -> &'static LocalKey<RefCell<Vec<Vec<Self>>>>;
}

/// A vector that takes this thread's spare memory, if it has any, when its first value comes,
/// and gives its memory back to the thread's spares when dropped, on every path. One that
/// never holds a value costs nothing.
#[derive(Debug)]
pub(in crate::engine) struct Recycled<T: Spare>(Vec<T>);

impl<T: Spare> Recycled<T> {
    /// An empty vector; it has no memory yet.
    pub fn new() -> Recycled<T> {
        Recycled(Vec::new())
    }

    /// Put `value` last.
    pub fn push(&mut self, value: T) {
        if self.0.capacity() == 0 {
            self.0 = take_spare();
        }
        self.0.push(value);
    }

    /// Put `value` at `index`, shifting the rest right.
    pub fn insert(&mut self, index: usize, value: T) {
        if self.0.capacity() == 0 {
            self.0 = take_spare();
        }
        self.0.insert(index, value);
    }

    /// Put each of `values` last, in order.
    pub fn extend(&mut self, values: impl IntoIterator<Item = T>) {
        values.into_iter().for_each(|value| self.push(value));
    }

    /// Sort the values by `key`, keeping the order of equal ones.
    pub fn sort_by_key<K: Ord>(&mut self, key: impl FnMut(&T) -> K) {
        self.0.sort_by_key(key);
    }

    /// Drop each value equal to the one before it.
    pub fn dedup(&mut self)
    where
        T: PartialEq,
    {
        self.0.dedup();
    }

    /// Keep only the values `keep` accepts, in order.
    pub fn retain(&mut self, keep: impl FnMut(&T) -> bool) {
        self.0.retain(keep);
    }

    /// Remove every value, keeping the memory.
    pub fn clear(&mut self) {
        self.0.clear();
    }
}

/// A spare vector of this thread's, or a new one.
#[cold]
fn take_spare<T: Spare>() -> Vec<T> {
    let spare = T::spares().with(|spares| spares.try_borrow_mut().ok().and_then(|mut s| s.pop()));
    spare.unwrap_or_default()
}

impl<T: Spare> Drop for Recycled<T> {
    #[inline]
    fn drop(&mut self) {
        if self.0.capacity() != 0 {
            give_back(std::mem::take(&mut self.0));
        } // Otherwise it never took memory, so it has none to give back.
    }
}

/// Keep `memory`, emptied, among this thread's spares (unless it has enough already).
#[inline(never)]
fn give_back<T: Spare>(mut memory: Vec<T>) {
    memory.clear();
    T::spares().with(|spares| {
        if let Ok(mut spares) = spares.try_borrow_mut()
            && spares.len() < KEPT
        {
            spares.push(memory);
        }
    });
}

/// A copy takes this thread's spare memory too, and only if there is something to copy.
impl<T: Spare + Clone> Clone for Recycled<T> {
    fn clone(&self) -> Recycled<T> {
        let mut copy = Recycled::new();
        if !self.0.is_empty() {
            copy.0 = take_spare();
            copy.0.extend_from_slice(&self.0);
        }
        copy
    }
}

impl<T: Spare> Default for Recycled<T> {
    fn default() -> Recycled<T> {
        Recycled::new()
    }
}

impl<T: Spare> Deref for Recycled<T> {
    type Target = Vec<T>;

    fn deref(&self) -> &Vec<T> {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq)]
    struct Probe(u8);

    impl Spare for Probe {
        fn spares() -> &'static LocalKey<RefCell<Vec<Vec<Probe>>>> {
            thread_local! {
                static SPARES: RefCell<Vec<Vec<Probe>>> = const { RefCell::new(Vec::new()) };
            }
            &SPARES
        }
    }

    #[test]
    fn a_recycled_vector_starts_empty_and_reuses_memory() {
        let mut first = Recycled::<Probe>::new();
        for value in 0..100 {
            first.push(Probe(value));
        }
        let capacity = first.capacity();
        drop(first);
        let mut second = Recycled::<Probe>::new();
        assert_eq!(second.capacity(), 0, "no memory is taken before the first value");
        second.push(Probe(3));
        assert_eq!(*second, [Probe(3)], "a spare comes back emptied");
        assert_eq!(second.capacity(), capacity, "with the memory of the last one");
        let mut third = Recycled::<Probe>::new();
        third.push(Probe(4));
        assert!(third.capacity() < capacity, "one spare serves one vector at a time");
    }

    #[test]
    fn a_thread_keeps_a_bounded_number_of_spares() {
        let held: Vec<Recycled<Probe>> = (0..KEPT + 5)
            .map(|_| {
                let mut recycled = Recycled::new();
                recycled.push(Probe(0));
                recycled
            })
            .collect();
        drop(held);
        let kept = Probe::spares().with(|spares| spares.borrow().len());
        assert_eq!(kept, KEPT);
    }
}
