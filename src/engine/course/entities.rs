//! Card objects: each one and everything that changes about it, and the table of them all,
//! whose journal lets a Sequence undo what it changed.

use std::num::NonZeroU32;

use super::id::{CardId, Id, Player, Zone};
use crate::engine::support::journal::{self, Journaled};

/// When a card object entered play, counting from 1: smaller is older (architecture
/// invariant 8). The heroes are 1 and 2; each minion gets the next number as it enters play.
/// Never 0, so a card object's `Option<OrderOfPlay>` takes no more room than the number.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(in crate::engine) struct OrderOfPlay(pub NonZeroU32);

/// One card object (or hero) and everything that changes about it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) struct Entity {
    /// The card it is; `None` for a hero.
    pub card: Option<CardId>,
    /// The player who owns it, as a byte: 0 or 1. Read it with `owner()`.
    pub seat: u8,
    /// Where it is now.
    pub zone: Zone,
    /// Current Attack.
    pub attack: i32,
    /// Current Health; 0 or less means mortally wounded.
    pub health: i32,
    /// The most Health it can have: its card's Health plus every Health buff. Healing never
    /// restores past it.
    pub max_health: i32,
    /// When it entered play; `None` for a card that has never been in play. `in_play` keeps
    /// the minions in this order; `Game::order_of_play` reports it.
    pub played: Option<OrderOfPlay>,
    /// Marked by a destroy effect; the Death Creation Step removes it.
    pub pending_destroy: bool,
    /// A minion that entered play this turn without Charge: it cannot attack yet.
    pub sleeping: bool,
    /// A minion that has attacked this turn.
    pub attacked: bool,
}

impl Entity {
    /// A card object of `card` (`None` for a hero) owned by `owner`, in `zone`, with `attack`
    /// and `health` (also its maximum), never yet in play.
    #[inline]
    pub fn new(card: Option<CardId>, owner: Player, zone: Zone, attack: i32, health: i32) -> Entity {
        Entity {
            card,
            seat: u8::try_from(owner).expect("a player is 0 or 1"),
            zone,
            attack,
            health,
            max_health: health,
            played: None,
            pending_destroy: false,
            sleeping: false,
            attacked: false,
        }
    }

    /// The player who owns it.
    pub fn owner(&self) -> Player {
        Player::from(self.seat)
    }

    /// A minion at 0 or less Health or pending destroy: the Death Creation Step removes it.
    pub fn is_dying(&self) -> bool {
        self.is_mortally_wounded() || self.pending_destroy
    }

    /// A character at 0 or less Health, still in play until the Death Creation Step. Pending
    /// destroy is not mortally wounded: Rule 5, "While mortally wounded is checked, pending
    /// destroy is not!"
    pub fn is_mortally_wounded(&self) -> bool {
        self.health <= 0
    }

    /// A minion that may attack now: awake (it did not enter play this turn without Charge),
    /// it has not attacked this turn, and it has 1 Attack or more.
    pub fn may_attack(&self) -> bool {
        !self.sleeping && !self.attacked && self.attack > 0
    }
}

/// A card object as it was before a change: what undoing the change puts back.
pub(in crate::engine) type Change = journal::Change<Entity>;

/// Every card object, indexed by id; nothing is ever removed outside an undo.
///
/// While a journal is open (one Sequence), the first change to each card object that existed
/// when it opened is noted first, so that the Sequence can be undone at a cost that grows with
/// what it changed, not with how many card objects the game has made (issue "Nothing breaks
/// it", item 1). Card objects made during the Sequence are not noted: undoing drops them. The
/// noting is `Journaled`'s (`support/journal.rs`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(in crate::engine) struct Entities(Journaled<Entity>);

impl Entities {
    /// An empty table with room for `capacity` card objects.
    pub fn with_capacity(capacity: usize) -> Entities {
        Entities(Journaled::with_capacity(capacity))
    }

    /// Add `entity` with the next id, and return that id.
    #[inline]
    pub fn push(&mut self, entity: Entity) -> Id {
        Id(self.0.push(entity))
    }

    /// The id the next card object will get.
    pub fn next_id(&self) -> Id {
        Id(self.0.next_index())
    }

    /// How many card objects there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The card object `id`, if there is one.
    #[inline]
    pub fn get(&self, id: Id) -> Option<&Entity> {
        self.0.get(id.0)
    }

    /// The card object `id`, which the engine itself handed out.
    #[inline]
    pub fn entity(&self, id: Id) -> &Entity {
        self.0.at(id.0)
    }

    /// The card object `id` for changing, which the engine itself handed out; noted first if
    /// a journal is open, it existed when the journal opened, and it has not been noted since.
    #[inline(always)] // Speed: notes/performance.md, "Where each speed trick stands".
    pub fn entity_mut(&mut self, id: Id) -> &mut Entity {
        self.0.at_mut(id.0)
    }

    /// Start noting changes, in the memory of `spare` (a spare journal).
    pub fn open_journal(&mut self, spare: &mut Vec<Change>) {
        self.0.open_journal(spare);
    }

    /// Keep every change since the journal opened; `spare` takes the journal's memory.
    pub fn close_journal(&mut self, spare: &mut Vec<Change>) {
        self.0.close_journal(spare);
    }

    /// Put every card object back as it was when the journal opened and drop the ones made
    /// since; `spare` takes the journal's memory.
    pub fn undo_journal(&mut self, spare: &mut Vec<Change>) {
        self.0.undo_journal(spare);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The README's memory figure: a card object takes 28 bytes, 32 with the journal's flag
    /// in its slot, for the whole game.
    #[test]
    fn a_card_object_takes_28_bytes_and_its_slot_32() {
        assert_eq!(std::mem::size_of::<Entity>(), 28);
        assert_eq!(std::mem::size_of::<(Entity, bool)>(), 32);
    }
    use crate::engine::course::id::CardId;

    #[test]
    fn a_minion_may_attack_when_awake_not_yet_attacked_and_with_attack() {
        let ready = Entity::new(Some(CardId(0)), 0, Zone::Board, 1, 1);
        assert!(ready.may_attack());
        assert!(!Entity { attack: 0, ..ready }.may_attack(), "no Attack, no attack");
        assert!(!Entity { sleeping: true, ..ready }.may_attack());
        assert!(!Entity { attacked: true, ..ready }.may_attack());
    }
}
