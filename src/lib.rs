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
//! - [`engine`]: the rules, in four rooms under the `Game` API: `course/` (what Modules 0-3
//!   teach: ids, card objects, actions, `perform`, the Phase and its Queue, the Sequence, the
//!   death step, the log), `play/` (turns, mana, combat, playing a card, legal moves),
//!   `support/` (types that hold no rule) and `observe/` (the watch, the reaction tree), and
//!   `view/` over it (a player's view: what one player may know, and games sampled from it).
//!   It names no card and imports nothing else of the crate.
//! - [`balance`]: many games between two decks, each by a bot, and the report of their win
//!   rates and each card's, behind `my-engine balance`.
//! - [`content`]: the cards. Stats, text and abilities as data in embedded JSON card files (the
//!   lessons' cards in one, the rest one file per set and class), the lessons' code cards as short effects that describe actions, joined and checked at start-up;
//!   card files (`--cards FILE.json`) join them the same way.
//! - [`harness`]: the course's test surface. Test files `use my_engine::harness::*;` and
//!   nothing else.
//! - [`tools`]: the course's checks on a workspace, behind `cargo coupling-audit` and
//!   `cargo expansion-check REV`.
//! - [`scenario`]: scenario files (JSON): run one, check its expectations, show its
//!   reaction tree, or the page that steps through it (`--format html`). Behind
//!   `cargo run -- run FILE.json`.
//! - [`search`]: random playouts, the shipped bots (random, greedy, flat Monte Carlo, each
//!   handed a player's view, never the game) and a ready-made started game, through the
//!   game's public API.
//! - [`text`]: wrapping output to 80 columns, escaping control characters, and a card object
//!   as it is now in a player's words (`Described`), which every front end lays out.
//! - [`workloads`]: prepared games that `cargo bench` and the throughput example time.
//!
//! The commands live in `src/bin/`: `my-engine` (`cargo run`; the terminal game, replays,
//! the vocabulary and reading input files are its own modules, not this library's),
//! `coupling-audit` and `expansion-check`.
//!
//! Which file holds which course rule, and the numbered architecture invariants the code cites:
//! `ARCHITECTURE.md` at the repository's root.

#![deny(unsafe_code)]

pub mod balance;
pub mod content;
pub mod engine;
pub mod harness;
pub mod scenario;
pub mod search;
pub mod text;
pub mod tools;
pub mod workloads;
