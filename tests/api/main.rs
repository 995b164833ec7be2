//! The engine's API and its refusals: typed errors, read-only queries, the setup calls, legal
//! The engine's API and its refusals: typed errors, read-only queries, the setup calls, legal
//! moves, the search mode, watching a game, the reaction tree, replaying a record, a player's
//! view, random programs of calls (the property tests), the leak test, moves as actions and
//! the balance report. One test binary (`cargo test --test api`); each module was a test file
//! of its own.

#[path = "../common/mod.rs"]
mod common;

mod actions;
mod balance;
mod board_facts;
mod engine_errors;
mod engine_queries;
mod leak;
mod moves;
mod properties;
mod replay;
mod search_mode;
mod setup_calls;
mod snapshot;
mod trace;
mod view;
mod view_snapshot;
mod watch;
