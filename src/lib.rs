//! my-engine: the reference engine of a course in systemic game design, and the workspace a
//! learner holds at the end of Module 3.
//!
//! Card code only *describes* what it wants, as [`engine::Action`]s; one engine function
//! performs them; each Phase fills a Queue of responding triggers in order of play, locks it,
//! and resolves it depth-first; deaths wait for the Death Creation Step after the outermost
//! Phase.
//!
//! # Layout
//!
//! - [`engine`]: the rules. Ids and zones, actions, `perform`, the Phase and its Queue, the
//!   Sequence, the death step, the log. It names no card and imports neither of the others.
//! - [`content`]: the cards. Stats, text and abilities as data in an embedded JSON catalog, the
//!   lessons' cards as short effects that describe actions, joined and checked at start-up;
//!   card files (`--cards FILE.json`) join them the same way.
//! - [`harness`]: the course's test surface. Test files `use my_engine::harness::*;` and
//!   nothing else.
//! - [`tools`]: the course's checks on a workspace, behind `cargo coupling-audit` and
//!   `cargo expansion-check REV`.
//! - [`scenario`]: scenario files (JSON): run one, check its expectations, show its
//!   reaction tree, or the page that steps through it (`--format html`). Behind
//!   `cargo run -- run FILE.json`.
//! - [`input`]: reading a file the command is given: regular files only, up to a size limit.
//! - [`text`]: wrapping the command's output to 80 columns, escaping control characters.
//! - [`play`]: `my-engine play`, a game in the terminal against the bot.
//! - [`replay`]: `my-engine replay GAME.json`, a saved game replayed and shown.
//! - [`vocabulary`]: `my-engine vocabulary`, every word a card written as data can use.
//! - [`playout`]: random playouts and a flat Monte Carlo bot, through the game's public API.
//! - [`workloads`]: prepared games that `cargo bench` and the throughput example time.
//!
//! Which file holds which course rule, and the numbered architecture invariants the code cites:
//! `ARCHITECTURE.md` at the repository's root.

#![deny(unsafe_code)]

pub mod content;
pub mod engine;
pub mod harness;
pub mod input;
pub mod play;
pub mod playout;
pub mod replay;
pub mod scenario;
pub mod text;
pub mod tools;
pub mod vocabulary;
pub mod workloads;
