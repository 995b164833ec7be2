//! Search: random playouts, a flat Monte Carlo bot, a ready-made started game to search from,
//! and seeded games played on every core, all through the game's public API.

pub mod actions;
mod parallel;
mod playout;
mod start;

pub use parallel::{every_core, play_seeds};
pub use playout::{FlatMonteCarlo, MAX_MOVES, play_out, random_move};
pub use start::{
    aura_deck, aura_playout_start, playout_deck, playout_deck_with, playout_start, playout_start_in,
};
