//! `PendingChoice`: a choice among cards waiting for its player, as the state holds it
//! (`course/choice.rs` offers it and makes it).

use crate::engine::object::id::{Id, Player};
use crate::engine::support::inline_list::InlineList;

/// A choice among cards waiting for its player (`Move::Choose`): the cards offered, top card
/// of the deck first, each set aside until it is chosen. While one waits, it is the only
/// move of the game (`Game::legal_moves`); a game has at most one at a time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PendingChoice {
    player: Player,
    offered: InlineList<Id, { PendingChoice::ROOM }>,
}

impl PendingChoice {
    /// The most cards one choice offers (the wiki's page of DS1_184: "the top 3 cards").
    pub const ROOM: usize = 3;

    /// `player`'s choice among `offered`, top card first.
    pub(in crate::engine) fn new(player: Player, offered: InlineList<Id, { PendingChoice::ROOM }>) -> Self {
        PendingChoice { player, offered }
    }

    /// The player who chooses.
    pub fn player(&self) -> Player {
        self.player
    }

    /// The cards offered, top card of the deck first: one of them is to be chosen.
    pub fn offered(&self) -> &[Id] {
        &self.offered
    }

    /// Whether `id` is one of the cards offered.
    pub fn offers(&self, id: Id) -> bool {
        self.offered.contains(&id)
    }
}
