//! `Move`: what the player whose turn it is can do, as `Game::legal_moves` lists it.

use serde::{Deserialize, Serialize};

use super::id::Id;

/// A move of the player whose turn it is. `Game::legal_moves` lists the legal ones and
/// `Game::make` accepts only those.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(tag = "move", rename_all = "snake_case")]
pub enum Move {
    /// Play the minion `card` from the hand at `position` on the board, its Battlecry at
    /// `target` if it is aimed (`Game::play`).
    PlayMinion { card: Id, position: usize, target: Option<Id> },
    /// Play the spell `card` from the hand, at `target` if its text names one (`Game::play`).
    PlaySpell { card: Id, target: Option<Id> },
    /// `attacker` attacks `defender` (`Game::attack_with`).
    Attack { attacker: Id, defender: Id },
    /// End the turn (`Game::end_turn`).
    EndTurn,
}
