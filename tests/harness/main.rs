//! The course's harness: its contract (`GameEvent`'s ten kinds, `log()` holding only those)
//! and what a misuse gets (a panic naming the mistake and the fix). One test binary
//! (`cargo test --test harness`); each module was a test file of its own.

mod harness_contract;
mod harness_misuse;
