//! `GameRecord`: a game as its decks, rules, seed and moves, which replay to the same log.

use serde::{Deserialize, Serialize};

use super::game::Game;
use crate::engine::course::card::Library;
use crate::engine::course::error::Result;
use crate::engine::course::limits::Limits;
use crate::engine::course::rules::Rules;
use crate::engine::object::id::{CardId, PLAYERS};
use crate::engine::play::legal_moves::Move;

/// Everything a game is: its decks (card names, top first), its rules, the seed of its random
/// choices and the moves made since it began. Replaying the same record gives the same log,
/// so a record saved as JSON is the whole game.
///
/// A field it does not know is refused when read (a misspelt `"moves"` would otherwise be a
/// game of no moves).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    /// Each player's deck, by card name, top first.
    pub decks: [Vec<String>; PLAYERS],
    /// The rules it is played by.
    pub rules: Rules,
    /// The seed of its random choices.
    pub seed: u64,
    /// The moves made since `Game::begin`, in order.
    pub moves: Vec<Move>,
}

impl GameRecord {
    /// A record of a game not yet begun.
    pub fn new(decks: [Vec<String>; PLAYERS], rules: Rules, seed: u64) -> GameRecord {
        GameRecord { decks, rules, seed, moves: Vec::new() }
    }

    /// The game as it stands after the recorded moves: built from `library`, begun, and each
    /// move made in order. An unknown card name or a move that is not legal where it comes is
    /// the error that says so.
    pub fn replay(&self, library: &'static Library) -> Result<Game> {
        let mut game = self.start(library)?;
        self.play_moves(&mut game)?;
        Ok(game)
    }

    /// The game as it stands before it begins: built from `library` and seeded.
    pub fn start(&self, library: &'static Library) -> Result<Game> {
        let find =
            |deck: &Vec<String>| deck.iter().map(|name| library.find(name)).collect::<Result<Vec<CardId>>>();
        let decks = [find(&self.decks[0])?, find(&self.decks[1])?];
        let mut game = Game::new(library, decks, Limits::default())?.with_rules(self.rules);
        game.reseed(self.seed);
        Ok(game)
    }

    /// Begin `game` (as `start` made it) and make each recorded move in order.
    pub fn play_moves(&self, game: &mut Game) -> Result<()> {
        game.begin()?;
        for &mv in &self.moves {
            game.make(mv)?;
        }
        Ok(())
    }

    /// Make `mv` in `game` and, if it was made, record it.
    pub fn make(&mut self, game: &mut Game, mv: Move) -> Result<()> {
        game.make(mv)?;
        self.moves.push(mv);
        Ok(())
    }
}
