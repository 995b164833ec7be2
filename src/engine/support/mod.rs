//! Types that hold no rule: a first read skips them. Each names no type of the rules, so this
//! folder imports nothing else of the engine.

pub(super) mod inline_list;
pub(super) mod journal;
pub(super) mod journaled_list;
pub(super) mod listed;
pub(super) mod listener_lists;
pub(super) mod random;
pub(super) mod recycle;
