//! Cards and data: card files (`--cards`), every scenario file, each card's scenario against
//! its stripped twin, the classic set's area spells and damage triggers, the pool's cards that
//! choose a card at random, and the cards the lessons write as code written as data too. One test binary (`cargo test --test cards`);
//! each module was a test file of its own.

#[path = "../common/mod.rs"]
mod common;

mod card_files;
mod card_scenarios;
mod classic_cards;
mod code_and_data;
mod copy_cards;
mod counts_and_conditions;
mod random_pool_cards;
mod scenario_facts;
mod scenarios;
mod unsayable;
