//! `Recycled`: a vector whose memory a thread keeps for the next one. Speed only: it lets a
//! Phase open a Queue without allocating, and holds no rule.

use std::cell::RefCell;
use std::ops::{Deref, DerefMut};
use std::thread::LocalKey;

/// How many spare vectors of one kind a thread keeps: one per Phase open at once is all a
/// Sequence needs, and 32 covers every chain the course's cards make.
const KEPT: usize = 32;

/// A kind of value whose vectors are recycled, with the place its thread keeps the spares.
pub(super) trait Spare: Sized + 'static {
    /// This thread's spare vectors of this kind.
    fn spares() -> &'static LocalKey<RefCell<Vec<Vec<Self>>>>;
}

/// An empty vector when made, holding this thread's spare memory if it has any; when dropped,
/// on every path, its memory goes back to the thread's spares.
#[derive(Debug)]
pub(super) struct Recycled<T: Spare>(Vec<T>);

impl<T: Spare> Recycled<T> {
    /// An empty vector, reusing a spare one's memory if this thread has one.
    pub fn new() -> Recycled<T> {
        let spare = T::spares().with(|spares| spares.try_borrow_mut().ok().and_then(|mut s| s.pop()));
        Recycled(spare.unwrap_or_default())
    }
}

impl<T: Spare> Drop for Recycled<T> {
    fn drop(&mut self) {
        let mut memory = std::mem::take(&mut self.0);
        memory.clear();
        T::spares().with(|spares| {
            if let Ok(mut spares) = spares.try_borrow_mut()
                && spares.len() < KEPT
            {
                spares.push(memory);
            }
        });
    }
}

impl<T: Spare> Deref for Recycled<T> {
    type Target = Vec<T>;

    fn deref(&self) -> &Vec<T> {
        &self.0
    }
}

impl<T: Spare> DerefMut for Recycled<T> {
    fn deref_mut(&mut self) -> &mut Vec<T> {
        &mut self.0
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
        first.extend([Probe(1), Probe(2)]);
        let capacity = first.capacity();
        drop(first);
        let second = Recycled::<Probe>::new();
        assert!(second.is_empty(), "a spare comes back emptied");
        assert_eq!(second.capacity(), capacity, "with the memory of the last one");
        let third = Recycled::<Probe>::new();
        assert_eq!(third.capacity(), 0, "one spare serves one vector at a time");
    }

    #[test]
    fn a_thread_keeps_a_bounded_number_of_spares() {
        let held: Vec<Recycled<Probe>> = (0..KEPT + 5).map(|_| Recycled::new()).collect();
        drop(held);
        let kept = Probe::spares().with(|spares| spares.borrow().len());
        assert_eq!(kept, KEPT);
    }
}
