//! The bots a side of a balance run is played by, named as the command takes them.

use std::fmt;
use std::str::FromStr;

use crate::engine::{DeckLists, Game, Move, SplitMix64};
use crate::search::Bot;

/// The bot that plays one side, as the command names it: `random` (a legal move, uniformly),
/// `greedy` (the move whose position scores best) or `mc` (flat Monte Carlo, `mc:P` for P
/// random games a move; 8 by default). Each is a shipped bot (`search::Bot`), handed its
/// player's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotChoice {
    /// `Bot::Random`.
    Random,
    /// `Bot::Greedy`.
    Greedy,
    /// `Bot::FlatMonteCarlo` with `playouts` random games a legal move.
    MonteCarlo { playouts: usize },
}

/// The most playouts a Monte Carlo bot may take a move in a balance run.
pub const MOST_PLAYOUTS: usize = 1_000;

impl BotChoice {
    /// The shipped bot this names.
    pub fn bot(self) -> Bot {
        match self {
            BotChoice::Random => Bot::Random,
            BotChoice::Greedy => Bot::Greedy,
            BotChoice::MonteCarlo { playouts } => Bot::FlatMonteCarlo { playouts },
        }
    }

    /// The move this bot makes for the player to move in `game`, handed only that player's
    /// view (open deck lists, as many tournaments play); `None` when the game is over.
    pub fn choose(self, game: &Game, random: &mut SplitMix64) -> Option<Move> {
        let player = game.player_to_move()?;
        self.bot().choose(&game.view(player, DeckLists::Open), random)
    }
}

impl fmt::Display for BotChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotChoice::Random => write!(f, "random"),
            BotChoice::Greedy => write!(f, "greedy"),
            BotChoice::MonteCarlo { playouts } => write!(f, "mc:{playouts}"),
        }
    }
}

impl FromStr for BotChoice {
    type Err = String;

    /// `random`, `greedy`, `mc` or `mc:P` (P from 1 to `MOST_PLAYOUTS`).
    fn from_str(word: &str) -> Result<BotChoice, String> {
        let wrong = || {
            format!(
                "unknown bot {word:?}: give random, greedy, mc, or mc:P for P playouts a move (1 to {MOST_PLAYOUTS})"
            )
        };
        match word.split_once(':') {
            None if word == "random" => Ok(BotChoice::Random),
            None if word == "greedy" => Ok(BotChoice::Greedy),
            None if word == "mc" => Ok(BotChoice::MonteCarlo { playouts: 8 }),
            Some(("mc", playouts)) => match playouts.parse::<usize>() {
                Ok(playouts @ 1..=MOST_PLAYOUTS) => Ok(BotChoice::MonteCarlo { playouts }),
                _ => Err(wrong()),
            },
            _ => Err(wrong()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bot_reads_and_prints_as_the_command_names_it() {
        for word in ["random", "greedy", "mc:8", "mc:1", "mc:1000"] {
            assert_eq!(word.parse::<BotChoice>().unwrap().to_string(), word);
        }
        assert_eq!("mc".parse::<BotChoice>(), Ok(BotChoice::MonteCarlo { playouts: 8 }));
    }

    #[test]
    fn an_unknown_bot_or_playouts_out_of_range_is_refused_with_the_names() {
        for word in ["greedyy", "mc:0", "mc:1001", "mc:x", "random:2"] {
            assert_eq!(
                word.parse::<BotChoice>(),
                Err(format!(
                    "unknown bot {word:?}: give random, greedy, mc, or mc:P for P playouts a move (1 to 1000)"
                ))
            );
        }
    }
}
