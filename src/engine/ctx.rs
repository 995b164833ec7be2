//! What an effect may see while it describes its actions: the world, read-only, and who is
//! acting.

use super::action::Place;
use super::id::{Id, Player};
use super::state::State;

/// The read-only context an effect is called with (architecture invariant 3).
#[derive(Clone, Copy, Debug)]
pub struct Ctx<'g> {
    pub(crate) state: &'g State,
    pub(crate) owner: Player,
    pub(crate) source: Option<Id>,
    pub(crate) target: Option<Id>,
    pub(crate) place: Place,
}

impl Ctx<'_> {
    /// The player whose card this is.
    pub fn owner(&self) -> Player {
        self.owner
    }

    /// The other player.
    pub fn opponent(&self) -> Player {
        1 - self.owner
    }

    /// The other player's hero.
    pub fn enemy_hero(&self) -> Id {
        self.state.heroes[self.opponent()]
    }

    /// The minion whose triggered ability or Deathrattle is resolving.
    ///
    /// Panics for a spell's effect, which has no minion: only minion cards call it.
    pub fn minion(&self) -> Id {
        self.source.expect("only a minion's ability asks for its minion; a spell has none")
    }

    /// The target a spell was cast at, if any.
    pub fn target(&self) -> Option<Id> {
        self.target
    }

    /// Where the minion stood, for a Deathrattle: left of its right-hand neighbour that is not
    /// dying in the same Death Creation Step, or the right end. Elsewhere, the right end.
    pub fn place(&self) -> Place {
        self.place
    }
}
