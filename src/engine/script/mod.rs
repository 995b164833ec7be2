//! The language of a card's data beyond its actions: steps, conditions and counts. It names
//! the card object's keywords and tribes, nothing of the course; the course reads it
//! (`course/script.rs`).

pub(super) mod amount;
pub(super) mod condition;
pub(super) mod step;
