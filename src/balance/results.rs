//! A balance run's result file: what was played (the decks, the overrides, the bots, the
//! engine) and every game's result, as JSON; and the merge of result files of one matchup
//! played over different seeds, so that batches run anywhere merge into one report.

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use super::game::GameResult;

/// The result file's format: a file of another one is refused, with the fix.
pub const RESULT_FORMAT: u32 = 1;

/// A deck as a result file names it: its name and its cards with their counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckSummary {
    /// Its name.
    pub name: String,
    /// Each card once, with its count, in the deck file's order.
    pub cards: Vec<(String, u8)>,
}

/// A balance run: what was played, and each game's result in seed order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Run {
    /// `RESULT_FORMAT`.
    pub format: u32,
    /// The engine's version (the crate's): results of two versions may differ by a rule.
    pub engine: String,
    /// Deck A, then deck B.
    pub decks: [DeckSummary; 2],
    /// The overrides the run's cards were changed by, each described (`Knife Juggler: cost 3`);
    /// none for the built-in cards.
    pub overrides: Vec<String>,
    /// The bot of deck A, then of deck B, as the command names them.
    pub bots: [String; 2],
    /// Every game, in seed order.
    pub games: Vec<GameResult>,
}

/// Why result files cannot be read or merged: the file and the difference, with the fix.
#[derive(Clone, Debug, thiserror::Error, PartialEq, Eq)]
#[error("{file}: {problem}")]
pub struct MergeError {
    /// The file at fault (the second of two that differ).
    pub file: String,
    /// What is wrong, and the fix.
    pub problem: String,
}

impl Run {
    /// The engine's version as a result file records it.
    pub fn this_engine() -> String {
        env!("CARGO_PKG_VERSION").to_owned()
    }

    /// The run's variant: its overrides, or `built-in cards`.
    pub fn variant(&self) -> String {
        match self.overrides.is_empty() {
            true => "built-in cards".to_owned(),
            false => self.overrides.join("; "),
        }
    }

    /// The seeds played, lowest and highest, if any game was.
    pub fn seed_span(&self) -> Option<(u64, u64)> {
        Some((self.games.first()?.seed, self.games.last()?.seed))
    }
}

/// Read a result file (`--format json` of a balance run), checking its format.
pub fn read_run(file: &str, text: &str) -> Result<Run, MergeError> {
    let refuse = |problem: String| MergeError { file: file.to_owned(), problem };
    let run: Run = serde_json::from_str(text).map_err(|err| {
        refuse(format!("{err}: a result file is what `my-engine balance ... --format json` writes"))
    })?;
    if run.format != RESULT_FORMAT {
        return Err(refuse(format!(
            "result format {} is not this engine's {RESULT_FORMAT}: play the seeds again with this engine",
            run.format
        )));
    }
    if run.games.windows(2).any(|pair| pair[0].seed >= pair[1].seed) {
        return Err(refuse(
            "its games are not in seed order, each seed once: it was edited; play it again".to_owned(),
        ));
    }
    let sizes = [run.decks[0].cards.len(), run.decks[1].cards.len()];
    if let Some(game) =
        run.games.iter().find(|game| game.cards[0].len() != sizes[0] || game.cards[1].len() != sizes[1])
    {
        return Err(refuse(format!(
            "game {} does not list each deck's cards: it was edited; play it again",
            game.seed
        )));
    }
    Ok(run)
}

/// What differs between `first`'s and `other`'s decks or bots, if anything, in words: `what:
/// OTHER here, FIRST in {where_first}: {fix}`. A deck differs when its name or any card or
/// count does, and the words name the first card that differs.
fn same_decks_and_bots(first: &Run, other: &Run, where_first: &str, fix: &str) -> Result<(), String> {
    let differs = |what: &str, mine: String, theirs: String| {
        format!("{what}: {theirs} here, {mine} in {where_first}: {fix}")
    };
    for deck in 0..2 {
        let (mine, theirs) = (&first.decks[deck], &other.decks[deck]);
        if mine == theirs {
            continue;
        }
        let which = ["deck A", "deck B"][deck];
        let list = |summary: &DeckSummary| format!("{:?}, {} cards", summary.name, summary.cards.len());
        let card = mine.cards.iter().zip(&theirs.cards).find(|(a, b)| a != b);
        return Err(match (mine.name == theirs.name && mine.cards.len() == theirs.cards.len(), card) {
            (true, Some(((a, a_count), (b, b_count)))) => {
                differs(which, format!("{a} x{a_count}"), format!("{b} x{b_count}"))
            }
            _ => differs(which, list(mine), list(theirs)),
        });
    }
    if other.bots != first.bots {
        return Err(differs("bots", first.bots.join(" and "), other.bots.join(" and ")));
    }
    Ok(())
}

/// That `variant` is a run of `base`'s matchup, to set beside it (`compare_text`): the same
/// decks and bots; its cards' overrides and its seeds may differ. Refused naming the first
/// difference, the variant's file being `file`.
pub fn comparable(base: &Run, variant: &Run, file: &str) -> Result<(), MergeError> {
    same_decks_and_bots(base, variant, "the base", "compare runs of one matchup")
        .map_err(|problem| MergeError { file: file.to_owned(), problem })
}

/// One run of the games of `runs` (each with its file's name), all of one matchup: the same
/// decks, overrides, bots and engine, and no seed played twice. Refused naming the first
/// difference and the file it is in.
pub fn merge(runs: Vec<(String, Run)>) -> Result<Run, MergeError> {
    let mut runs = runs.into_iter();
    let Some((_, mut merged)) = runs.next() else {
        return Err(MergeError {
            file: "(none)".to_owned(),
            problem: "no result file to merge: name one or more".to_owned(),
        });
    };
    for (file, run) in runs {
        let refuse = |problem: String| MergeError { file: file.clone(), problem };
        let differs = |what: &str, mine: String, theirs: String| {
            refuse(format!("{what}: {theirs} here, {mine} in the first file: merge only runs of one matchup"))
        };
        if run.engine != merged.engine {
            return Err(differs("engine version", merged.engine.clone(), run.engine));
        }
        same_decks_and_bots(&merged, &run, "the first file", "merge only runs of one matchup")
            .map_err(|problem| MergeError { file: file.clone(), problem })?;
        if run.overrides != merged.overrides {
            return Err(differs("overrides", merged.variant(), run.variant()));
        }
        let seen: HashSet<u64> = merged.games.iter().map(|game| game.seed).collect();
        if let Some(game) = run.games.iter().find(|game| seen.contains(&game.seed)) {
            return Err(refuse(format!(
                "seed {} is in an earlier file too: merge runs of different seeds",
                game.seed
            )));
        }
        merged.games.extend(run.games);
    }
    merged.games.sort_by_key(|game| game.seed);
    Ok(merged)
}
