//! A list of ids with a fixed capacity, stored inline: boards and the minions in play, which
//! the rules bound, so that copying a game allocates nothing for them.

use std::ops::Deref;

use super::id::Id;

/// Up to `N` ids in order, without a heap allocation.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Slots<const N: usize> {
    ids: [Id; N],
    len: usize,
}

impl<const N: usize> Default for Slots<N> {
    fn default() -> Self {
        Slots { ids: [Id(0); N], len: 0 }
    }
}

impl<const N: usize> Slots<N> {
    /// Whether another id would not fit.
    pub fn is_full(&self) -> bool {
        self.len == N
    }

    /// Put `id` at `index`, shifting the rest right. The caller checks `is_full` first.
    pub fn insert(&mut self, index: usize, id: Id) {
        assert!(self.len < N && index <= self.len, "insert at {index} into {} of {N} slots", self.len);
        self.ids.copy_within(index..self.len, index + 1);
        self.ids[index] = id;
        self.len += 1;
    }

    /// Put `id` last.
    pub fn push(&mut self, id: Id) {
        assert!(self.len < N, "push onto {N} full slots");
        self.ids[self.len] = id;
        self.len += 1;
    }

    /// Keep only the ids `keep` accepts, in order.
    pub fn retain(&mut self, keep: impl Fn(Id) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            let id = self.ids[i];
            if keep(id) {
                self.ids[kept] = id;
                kept += 1;
            }
        }
        self.len = kept;
    }
}

/// Equal when they hold the same ids in the same order, whatever the unused slots hold.
impl<const N: usize> PartialEq for Slots<N> {
    fn eq(&self, other: &Slots<N>) -> bool {
        **self == **other
    }
}

impl<const N: usize> Eq for Slots<N> {}

impl<const N: usize> Deref for Slots<N> {
    type Target = [Id];

    fn deref(&self) -> &[Id] {
        &self.ids[..self.len]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_push_and_retain_keep_order() {
        let mut slots = Slots::<3>::default();
        slots.push(Id(1));
        slots.push(Id(3));
        slots.insert(1, Id(2));
        assert_eq!(&*slots, [Id(1), Id(2), Id(3)]);
        assert!(slots.is_full());
        slots.retain(|id| id != Id(2));
        assert_eq!(&*slots, [Id(1), Id(3)]);
        let mut same = Slots::<3>::default();
        same.push(Id(1));
        same.push(Id(3));
        assert_eq!(slots, same, "unused slots do not count");
        assert!(!slots.is_full());
    }
}
