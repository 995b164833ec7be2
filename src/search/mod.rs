//! Search: random playouts (the engine's, on a game), the shipped bots (`Bot`: random,
//! greedy, flat Monte Carlo, each handed a player's view, never the game), moves as integers
//! of a fixed action space (`actions`), seeded games played on every core, and a ready-made
//! started game to search from, all through the game's public API.

pub mod actions;
mod bot;
mod flat_monte_carlo;
mod greedy;
mod parallel;
mod playout;
mod start;

pub use bot::Bot;
pub use parallel::{every_core, play_seeds};
pub use playout::{MAX_MOVES, play_out, random_move};
pub use start::{
    aura_deck, aura_playout_start, playout_deck, playout_deck_with, playout_start, playout_start_in,
};
