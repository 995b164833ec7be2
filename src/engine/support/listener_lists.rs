//! `ListenerLists`: the abilities a Phase asks, grouped by the kind of event they answer and
//! following the objects in play as they change. Speed only: who is asked is the rules'
//! (`course/listeners.rs`); this only keeps the answer between Phases.

use super::recycle::{Recycled, Spare};

/// A listener as the lists keep it: which kind of event it answers.
pub(in crate::engine) trait Listening: Copy + Spare {
    /// The kind of event it answers, below the lists' number of kinds.
    fn kind(&self) -> usize;
}

/// What the lists follow: the objects in play that listen, as the rules list them.
pub(in crate::engine) trait InPlayListeners<L: Listening> {
    /// What enters play as the newest object: a minion.
    type Minion: Copy;
    /// The minions in play, in order of play.
    fn minions(&self) -> &[Self::Minion];
    /// How many times what listens has changed: equal counts, the same listeners.
    fn changes(&self) -> u64;
    /// The listeners of `minion`, which has just entered play, in its card's order.
    fn listeners_of(&self, minion: Self::Minion) -> impl Iterator<Item = L>;
    /// Every listener in play, in order of play.
    fn every_listener(&self) -> impl Iterator<Item = L>;
    /// Whether `listener` still listens once minions have left play: whether what it belongs
    /// to is still in play.
    fn still_listens(&self, listener: &L) -> bool;
}

/// Listeners grouped by the kind of event they answer (`KINDS` kinds), each group in order of
/// play (and, within a minion, in the order its card lists them).
///
/// A game keeps them in one list, grouped by kind, and follows the objects in play as they
/// change, so every Phase of every Sequence that sees the same objects shares the list. A
/// minion that enters play is the newest in order of play, so its abilities go last in their
/// groups; minions that leave play take theirs (and their enchantments') with them; anything
/// else lists again from the start. The list is not part of a game's state: a copy of a game
/// copies it (its objects are the same, and copying costs less than listing again), and a
/// Sequence that is rolled back drops it (`forget`), as the objects in play go back to what
/// they were.
#[derive(Clone, Debug)]
pub(in crate::engine) struct ListenerLists<L: Listening, const KINDS: usize> {
    /// Every listener, grouped by kind (kinds in order), each group in order of play: one
    /// list, so that a copy of a game copies one.
    all: Recycled<L>,
    /// Where each kind's group ends in `all`.
    ends: [usize; KINDS],
    /// The count of changes of what listens, and how many minions were in play, when the
    /// lists were last brought up to date; `None` before.
    listed_at: Option<(u64, usize)>,
}

impl<L: Listening, const KINDS: usize> ListenerLists<L, KINDS> {
    /// No lists yet.
    pub fn new() -> ListenerLists<L, KINDS> {
        ListenerLists { all: Recycled::new(), ends: [0; KINDS], listed_at: None }
    }

    /// The listeners of `kind`, first brought up to date with `in_play`.
    #[inline]
    pub fn of(&mut self, in_play: &impl InPlayListeners<L>, kind: usize) -> &[L] {
        let now = (in_play.changes(), in_play.minions().len());
        if self.listed_at != Some(now) {
            self.follow(in_play, now);
        }
        let start = if kind == 0 { 0 } else { self.ends[kind - 1] };
        &self.all[start..self.ends[kind]]
    }

    /// Drop the lists: the next Phase lists every object in play again.
    pub fn forget(&mut self) {
        self.listed_at = None;
    }

    /// Bring the lists up to date with `in_play`, which is `now` (count of changes, number of
    /// minions).
    #[inline(never)]
    fn follow(&mut self, in_play: &impl InPlayListeners<L>, now: (u64, usize)) {
        match self.listed_at {
            // One change that added a minion: the newest in order of play.
            Some((changes, len)) if now == (changes + 1, len + 1) => {
                self.list(in_play.listeners_of(in_play.minions()[len]));
            }
            // One change that removed minions: their abilities go with them. (One change that
            // left as many minions changed what listens: a Silence, an enchantment. It lists
            // again.)
            Some((changes, len)) if now.0 == changes + 1 && now.1 < len => {
                self.all.retain(|listener| in_play.still_listens(listener));
                let mut end = 0;
                for (kind, kind_end) in self.ends.iter_mut().enumerate() {
                    end += self.all[end..].iter().take_while(|l| l.kind() == kind).count();
                    *kind_end = end;
                }
            }
            _ => {
                self.all.clear();
                self.ends = [0; KINDS];
                self.list(in_play.every_listener());
            }
        }
        self.listed_at = Some(now);
    }

    /// Add `listeners`, in order of play, at the end of their kinds' groups.
    #[inline]
    fn list(&mut self, listeners: impl IntoIterator<Item = L>) {
        for listener in listeners {
            let kind = listener.kind();
            self.all.insert(self.ends[kind], listener);
            self.ends[kind..].iter_mut().for_each(|end| *end += 1);
        }
    }

    /// Whether every listener is in a group: nothing is left past the last one.
    #[cfg(test)]
    pub fn all_grouped(&self) -> bool {
        self.all.len() == self.ends[KINDS - 1]
    }
}
