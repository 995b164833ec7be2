//! The course's checks on a workspace, as library code behind the `coupling-audit` and
//! `expansion-check` commands.

mod card_spelling;
pub mod coupling;
pub mod expansion;
mod formatting;
mod imports;
mod macros;
mod module_paths;
mod rule;
pub mod rule_words;
mod rust_tokens;
