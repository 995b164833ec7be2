//! A player's view of a game: what one player may know of it, as a value (`View`), its public
//! log (`SeenRecord`), full games sampled from it (`View::determinize`), and a view as JSON
//! (`ViewSnapshot`). Above the API: it
//! reads a `Game` and makes new ones, and changes none.

pub(super) mod deal;
pub(super) mod deck_lists;
pub(super) mod player_view;
pub(super) mod public_log;
pub(super) mod view_snapshot;
pub(super) mod visible;
