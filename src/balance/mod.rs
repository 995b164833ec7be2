//! Balance: play many games between two decks, each side by a chosen bot, and report the win
//! rates with their 95% intervals, the first player's advantage, and each card's win rate when
//! drawn, played, in the opening hand and kept in the mulligan; as text, JSON (a result file,
//! which merges with others of the same matchup) and a self-contained HTML page. Behind
//! `my-engine balance`.

mod bots;
mod game;
mod page;
mod report;
mod results;

use std::ops::Range;

pub use bots::{BotChoice, MOST_PLAYOUTS};
pub use game::{CardFacts, GameResult, Matchup, first_deck, play_game};
pub use page::report_page;
pub use report::{CardFigures, Figures, Rate, compare_text, headline, report_text};
pub use results::{DeckSummary, MergeError, RESULT_FORMAT, Run, comparable, merge, read_run};

use crate::search::play_seeds;

/// Play the games of `seeds` of `matchup` on `threads` threads, the cards changed by
/// `overrides` (each described, for the report), calling `done` with the games finished after
/// each: the run, its games in seed order, the same for any number of threads.
pub fn play_run(
    matchup: &Matchup,
    overrides: Vec<String>,
    seeds: Range<u64>,
    threads: usize,
    done: impl Fn(usize) + Sync,
) -> Run {
    let games = play_seeds(seeds, threads, |seed| play_game(matchup, seed), done);
    Run {
        format: RESULT_FORMAT,
        engine: Run::this_engine(),
        decks: matchup.decks.clone().map(|deck| DeckSummary { name: deck.name, cards: deck.list }),
        overrides,
        bots: matchup.bots.map(|bot| bot.to_string()),
        games,
    }
}
