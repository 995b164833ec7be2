//! The game past the course: turns, the mulligan, mana, combat, playing a card from the hand,
//! the one legality and the legal moves.

pub(super) mod combat;
pub(super) mod legal_moves;
pub(super) mod legality;
pub(super) mod mana;
pub(super) mod mulligan;
pub(super) mod play_card;
pub(super) mod turn;
