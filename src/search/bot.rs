//! The shipped bots (`Bot`): each is handed a player's view (`View`), never the game, so it
//! plays with the cards as the game shows them to its player (issue 42).

use super::flat_monte_carlo::flat_monte_carlo_move;
use super::greedy::greedy_move;
use crate::engine::{Move, Positions, SplitMix64, View};

/// A bot: given the view of the player whose move it is and a random source, it chooses a
/// move. Its one entry point, `choose`, takes a `View`: no bot is handed a `Game`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bot {
    /// Uniformly random play: each legal move of the view as likely, minions played at the
    /// right end (`Positions::RightEnd`), as a random playout plays (`random_move`).
    Random,
    /// Greedy play: the legal move whose position after it scores best by a small board
    /// evaluation, on one game sampled from the view (`search/greedy.rs`).
    Greedy,
    /// Flat Monte Carlo: for each legal move, `playouts` random games (`play_out`), each on a
    /// game sampled anew from the view with the move made; the move that won most often.
    FlatMonteCarlo {
        /// Random playouts per legal move.
        playouts: usize,
    },
}

impl Bot {
    /// Every bot this crate ships, flat Monte Carlo making `playouts` playouts a move: what
    /// the leak test holds to the view.
    pub fn shipped(playouts: usize) -> [Bot; 3] {
        [Bot::Random, Bot::Greedy, Bot::FlatMonteCarlo { playouts }]
    }

    /// The bot's name, for a report: "random", "greedy", "flat Monte Carlo".
    pub fn name(self) -> &'static str {
        match self {
            Bot::Random => "random",
            Bot::Greedy => "greedy",
            Bot::FlatMonteCarlo { .. } => "flat Monte Carlo",
        }
    }

    /// The move this bot makes as `view`'s player, drawing what it draws from `random`;
    /// `None` when it is not their move (the other player's, or the game is over). The same
    /// view and the same random source give the same move: a bot sees nothing else.
    pub fn choose(self, view: &View, random: &mut SplitMix64) -> Option<Move> {
        match self {
            Bot::Random => random_move_of(view, random),
            Bot::Greedy => greedy_move(view, random),
            Bot::FlatMonteCarlo { playouts } => flat_monte_carlo_move(view, playouts, random),
        }
    }
}

/// A legal move of `view`'s player chosen uniformly, minions at the right end: the move
/// `random_move` makes in the game, for the same random source, since the view lists the
/// game's legal moves.
fn random_move_of(view: &View, random: &mut SplitMix64) -> Option<Move> {
    let mut moves = Vec::new();
    view.legal_moves_into(Positions::RightEnd, &mut moves);
    random.below(moves.len()).map(|at| moves[at])
}
