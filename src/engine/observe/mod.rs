//! Observation: what a watched Sequence records, and the log seen as a reaction tree.

pub(super) mod trace;
pub(super) mod watch;
