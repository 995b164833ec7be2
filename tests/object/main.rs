//! The card object that can change: enchantments and the stats reader, keywords and the
//! legality they change, enchantment cards, what enchantments cost as a game grows, auras and
//! the Aura Updates, and cost changes. One test binary (`cargo test --test object`); each
//! module was a test file of its own.

#[path = "../common/mod.rs"]
mod common;

mod auras;
mod card_object;
mod costs;
mod counts;
mod enchantment_cards;
mod enchantment_history;
mod keywords;
