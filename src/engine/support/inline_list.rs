//! `InlineList`: a list with a fixed capacity, stored inline, whose empty slots hold nothing.
//! The crate's one `unsafe` block lives here, in `as_slice`.

#![allow(unsafe_code)]

use std::fmt;
use std::mem::MaybeUninit;
use std::ops::Deref;

/// Up to `N` values in order, without a heap allocation: for what the rules bound (a board
/// holds seven minions, one action damages at most every character in play), so that copying
/// a game or opening a Phase allocates nothing for them.
///
/// Speed only. An empty slot holds no value at all (`MaybeUninit`), never a placeholder, and
/// costs nothing to make. The one invariant: the slots `..len` hold values. Every method keeps
/// it, and only `as_slice` relies on it.
#[derive(Clone, Copy)]
pub(in crate::engine) struct InlineList<T: Copy, const N: usize> {
    slots: [MaybeUninit<T>; N],
    len: usize,
}

impl<T: Copy, const N: usize> Default for InlineList<T, N> {
    fn default() -> Self {
        InlineList { slots: [const { MaybeUninit::uninit() }; N], len: 0 }
    }
}

impl<T: Copy, const N: usize> InlineList<T, N> {
    /// The values, in order.
    pub fn as_slice(&self) -> &[T] {
        // SAFETY: the slots `..len` hold values (the type's invariant), `len <= N`, and
        // `MaybeUninit<T>` has the layout of `T`.
        unsafe { std::slice::from_raw_parts(self.slots.as_ptr().cast::<T>(), self.len) }
    }

    /// Whether another value would not fit.
    pub fn is_full(&self) -> bool {
        self.len == N
    }

    /// Put `value` last; gives it back if the list is full.
    pub fn push(&mut self, value: T) -> Result<(), T> {
        let Some(slot) = self.slots.get_mut(self.len) else {
            return Err(value);
        };
        *slot = MaybeUninit::new(value);
        self.len += 1;
        Ok(())
    }

    /// Put `values` last, in order; refuses them all, changing nothing, if they do not fit.
    pub fn extend_from_slice(&mut self, values: &[T]) -> Result<(), ()> {
        let Some(room) = self.slots.get_mut(self.len..self.len + values.len()) else {
            return Err(());
        };
        for (slot, &value) in room.iter_mut().zip(values) {
            *slot = MaybeUninit::new(value);
        }
        self.len += values.len();
        Ok(())
    }

    /// Put `value` at `index` (an index past the end means the end), shifting the rest right;
    /// gives it back if the list is full.
    #[inline]
    pub fn insert(&mut self, index: usize, value: T) -> Result<(), T> {
        if self.is_full() {
            return Err(value);
        }
        let index = index.min(self.len);
        for at in (index..self.len).rev() {
            self.slots[at + 1] = self.slots[at];
        }
        self.slots[index] = MaybeUninit::new(value);
        self.len += 1;
        Ok(())
    }

    /// Drop every value: the list is empty, its slots left as they are (nothing to drop).
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keep only the values `keep` accepts, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(T) -> bool) {
        let held = *self;
        self.len = 0;
        for &value in held.iter() {
            if keep(value) {
                self.slots[self.len] = MaybeUninit::new(value);
                self.len += 1;
            }
        }
    }
}

impl<T: Copy, const N: usize> Deref for InlineList<T, N> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

/// Equal when they hold the same values in the same order.
impl<T: Copy + PartialEq, const N: usize> PartialEq for InlineList<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Eq, const N: usize> Eq for InlineList<T, N> {}

impl<T: Copy + fmt::Debug, const N: usize> fmt::Debug for InlineList<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(values: &[u8]) -> InlineList<u8, 3> {
        let mut list = InlineList::default();
        for &value in values {
            list.push(value).expect("room");
        }
        list
    }

    #[test]
    fn push_keeps_order_and_refuses_past_capacity() {
        let mut list = list(&[1, 2, 3]);
        assert_eq!(*list, [1, 2, 3]);
        assert!(list.is_full());
        assert_eq!(list.push(4), Err(4));
        assert_eq!(list.insert(0, 4), Err(4));
        assert_eq!(*list, [1, 2, 3], "a refused value changes nothing");
    }

    #[test]
    fn clear_empties_the_list_and_leaves_room_for_as_many_again() {
        let mut list = list(&[1, 2, 3]);
        list.clear();
        assert!(list.is_empty());
        assert_eq!(list.extend_from_slice(&[4, 5, 6]), Ok(()));
        assert_eq!(*list, [4, 5, 6]);
    }

    #[test]
    fn extend_from_slice_adds_all_or_nothing() {
        let mut growing = list(&[1]);
        assert_eq!(growing.extend_from_slice(&[2, 3]), Ok(()));
        assert_eq!(*growing, [1, 2, 3]);
        let mut room_for_one = list(&[1, 2]);
        assert_eq!(room_for_one.extend_from_slice(&[3, 4]), Err(()));
        assert_eq!(*room_for_one, [1, 2], "values that do not fit change nothing");
    }

    #[test]
    fn insert_shifts_the_rest_right() {
        let mut middle = list(&[1, 3]);
        middle.insert(1, 2).unwrap();
        assert_eq!(*middle, [1, 2, 3]);
        let mut ends = list(&[7]);
        ends.insert(0, 6).unwrap();
        ends.insert(9, 8).unwrap();
        assert_eq!(*ends, [6, 7, 8], "an index past the end means the end");
    }

    #[test]
    fn retain_keeps_order() {
        let mut list = list(&[1, 2, 3]);
        list.retain(|value| value != 2);
        assert_eq!(*list, [1, 3]);
        list.retain(|_| false);
        assert!(list.is_empty() && !list.is_full());
    }

    #[test]
    fn comparison_and_debug_see_only_held_values() {
        let short = list(&[5, 6]);
        let mut longer = short;
        longer.push(9).unwrap();
        assert_ne!(short, longer);
        longer.retain(|value| value != 9);
        assert_eq!(short, longer, "a slot past the end does not count");
        assert_eq!(format!("{longer:?}"), "[5, 6]");
    }
}
