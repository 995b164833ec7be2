//! Search: random playouts (the engine's, on a game), the shipped bots (`Bot`: random,
//! greedy, flat Monte Carlo, each handed a player's view, never the game), moves as integers
//! of a fixed action space (`actions`), seeded games played on every core, and a ready-made
//! started game to search from, all through the game's public API.
//!
//! **The one path for a bot.** Whoever holds the game (an arena, the balance report, the
//! terminal game) asks it for the view of the player to move (`Game::view`), hands the view to
//! the bot, and makes the move the bot returns (`Game::make`). The bot chooses among
//! `View::legal_moves` (the game's legal moves for that player: legality reads only what the
//! player sees), and may search on games sampled from the view (`View::determinize`). A move
//! the view listed can still be refused by `Game::make`, in two cases: the game changed since
//! the view was taken (take a view for every move), or the move's Sequence ran past the
//! game's `Limits` (a card that feeds itself without end), which rolls the move back and
//! returns `Error::Runaway` (a search copy is spoiled instead); the shipped loops then end the
//! turn. A bot of your own is a function of the view:
//!
//! ```
//! use my_engine::engine::{DeckLists, Move, View};
//! use my_engine::search::playout_start;
//!
//! /// Plays the first legal move that is not ending the turn, else ends it.
//! fn eager(view: &View) -> Move {
//!     let moves = view.legal_moves();
//!     moves.iter().copied().find(|&mv| mv != Move::EndTurn).unwrap_or(moves[0])
//! }
//!
//! let mut game = playout_start(); // Begun: the mulligans come first.
//! let mut moves = 0;
//! while let Some(player) = game.player_to_move() {
//!     let mv = eager(&game.view(player, DeckLists::Open));
//!     if game.make(mv).is_err() {
//!         game.make(Move::EndTurn).expect("a turn can end");
//!     }
//!     moves += 1;
//!     assert!(moves < 10_000, "a game ends");
//! }
//! assert!(game.outcome().is_some());
//! ```

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
