//! Who a Phase asks: each triggered ability of each minion in play, in order of play.

use std::cell::RefCell;
use std::thread::LocalKey;

use super::card::{Library, Trigger};
use super::id::{CardId, Id};
use super::recycle::{Recycled, Spare};
use super::state::State;

/// A triggered ability of a minion in play, as a Phase asks it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Listener {
    /// The minion.
    pub minion: Id,
    /// Its card.
    pub card: CardId,
    /// Its owner's seat, 0 or 1.
    pub seat: u8,
    /// Its condition and effect.
    pub trigger: Trigger,
}

/// The triggered abilities of the minions in play, in order of play (and, within a minion, in
/// the order its card lists them).
///
/// Speed only: a Sequence keeps one list and lists again only when the minions in play have
/// changed, so the nested Phases of a chain, which see the same minions, share one list.
#[derive(Debug)]
pub(super) struct Listeners {
    list: Recycled<Listener>,
    /// `State::in_play`'s count of changes when `list` was made; `None` before.
    listed_at: Option<u64>,
}

impl Listeners {
    /// No list yet.
    pub fn new() -> Listeners {
        Listeners { list: Recycled::new(), listed_at: None }
    }

    /// The triggered abilities of the minions in play in `state`.
    pub fn of(&mut self, state: &State, library: &Library) -> &[Listener] {
        if self.listed_at != Some(state.in_play.changes()) {
            self.list.clear();
            for &minion in state.in_play.iter() {
                let entity = state.entity(minion);
                let card = entity.card.expect("a minion in play has a card");
                for &trigger in &library.card(card).abilities.triggers {
                    self.list.push(Listener { minion, card, seat: entity.seat, trigger });
                }
            }
            self.listed_at = Some(state.in_play.changes());
        }
        &self.list
    }
}

impl Spare for Listener {
    fn spares() -> &'static LocalKey<RefCell<Vec<Vec<Listener>>>> {
        thread_local! {
            static SPARES: RefCell<Vec<Vec<Listener>>> = const { RefCell::new(Vec::new()) };
        }
        &SPARES
    }
}
