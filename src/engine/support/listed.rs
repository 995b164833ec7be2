//! `Listed`: a game's legal moves, stamped with the game and the moment they were listed for,
//! so that one of them can be made without checking it again.

use std::ops::Deref;
use std::sync::atomic::{AtomicU64, Ordering};

/// The legal moves of one game at one moment, as `Game::list_moves` lists them.
///
/// Speed only: `Game::make_listed` makes a move from here without checking it again if it was
/// listed for that very game and no call has run a Sequence on it since (only a Sequence
/// changes what is legal; the listing was the check). Any other listing, of another game, of a
/// copy, or of the same game before a later call, is checked like any move. A random playout
/// saves the checks' share of every move.
///
/// Generic over the move so that this folder names no type of the rules; the game's listing is
/// `ListedMoves` (`play/legal_moves.rs`).
#[derive(Clone, Debug)]
pub struct Listed<M> {
    pub(in crate::engine) moves: Vec<M>,
    /// The game and the moment the moves were listed for; `None` before the first listing.
    pub(in crate::engine) listed_for: Option<Stamp>,
}

impl<M> Listed<M> {
    /// An empty list, for `Game::list_moves` to fill.
    pub fn new() -> Listed<M> {
        Listed { moves: Vec::new(), listed_for: None }
    }

    /// An empty list with room for `room` moves before it grows: a list kept for a whole
    /// game (a playout's) grows no more once its longest listing fits.
    pub fn with_room(room: usize) -> Listed<M> {
        Listed { moves: Vec::with_capacity(room), listed_for: None }
    }
}

impl<M> Default for Listed<M> {
    fn default() -> Listed<M> {
        Listed::new()
    }
}

/// The moves, in `Game::legal_moves`'s order.
impl<M> Deref for Listed<M> {
    type Target = [M];

    fn deref(&self) -> &[M] {
        &self.moves
    }
}

/// A game, and a moment of it: its `Identity` and how many times its state may have changed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) struct Stamp {
    pub game: u64,
    pub changes: u64,
}

/// A number no other game of the program has, given when a game is first asked for it. A copy
/// of a game is another game: it starts without one.
#[derive(Debug, Default)]
pub(in crate::engine) struct Identity(AtomicU64);

/// The next identity to give: identities count from 1 (0 is "none yet").
static NEXT_IDENTITY: AtomicU64 = AtomicU64::new(1);

impl Identity {
    /// This game's number, given now if it has none yet.
    pub fn get(&self) -> u64 {
        let held = self.0.load(Ordering::Relaxed);
        if held != 0 {
            return held;
        }
        let new = NEXT_IDENTITY.fetch_add(1, Ordering::Relaxed);
        match self.0.compare_exchange(0, new, Ordering::Relaxed, Ordering::Relaxed) {
            Ok(_) => new,
            Err(given_meanwhile) => given_meanwhile,
        }
    }
}

/// A copy is another game: it gets its own identity when first asked.
impl Clone for Identity {
    fn clone(&self) -> Identity {
        Identity::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_and_every_copy_has_its_own_identity_which_stays() {
        let first = Identity::default();
        let second = Identity::default();
        let (a, b) = (first.get(), second.get());
        assert_ne!(a, 0);
        assert_ne!(a, b);
        assert_eq!(first.get(), a, "asked again, the same");
        let copy = first.clone();
        assert_ne!(copy.get(), a, "a copy is another game");
    }

    #[test]
    fn a_list_with_room_holds_that_many_moves_before_it_grows_and_starts_unlisted() {
        let listed: Listed<u8> = Listed::with_room(64);
        assert!(listed.moves.capacity() >= 64, "room for {}", listed.moves.capacity());
        assert!(listed.is_empty());
        assert_eq!(listed.listed_for, None);
    }
}
