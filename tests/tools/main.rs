//! The tools: the coupling audit and the expansion check, the engine's rooms and the way
//! their imports point, the `my-engine` command, the HTML page that steps through a
//! Sequence, and the documents' examples. One test binary (`cargo test --test tools`); each module was a test file of its
//! own.

#[path = "../common/mod.rs"]
mod common;

mod balance;
mod cli;
mod docs_examples;
mod html;
mod rooms;
mod tools;
