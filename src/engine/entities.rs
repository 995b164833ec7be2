//! Every card object of a game, and the journal that lets a Sequence undo what it changed.

use std::num::NonZeroU32;

use super::id::{CardId, Id, Player, Zone};

/// When a card object entered play, counting from 1: smaller is older (architecture
/// invariant 8). The heroes are 1 and 2; each minion gets the next number as it enters play.
/// Never 0, so a card object's `Option<OrderOfPlay>` takes no more room than the number.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) struct OrderOfPlay(pub NonZeroU32);

/// One card object (or hero) and everything that changes about it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Entity {
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
        self.health <= 0 || self.pending_destroy
    }

    /// A minion that may attack now: awake (it did not enter play this turn without Charge),
    /// it has not attacked this turn, and it has 1 Attack or more.
    pub fn may_attack(&self) -> bool {
        !self.sleeping && !self.attacked && self.attack > 0
    }
}

/// A card object as it was before a change: what undoing the change puts back.
#[derive(Clone, Copy, Debug)]
pub(super) struct Change {
    id: Id,
    /// Its slot as it was; noting copies the whole slot, 32 bytes, which the processor moves
    /// in two halves that it can read back at once (the 28 bytes of a card object alone move
    /// in two overlapping halves, and reading those back makes it wait).
    was: Slot,
}

/// Every card object, indexed by id; nothing is ever removed outside an undo.
///
/// While a journal is open (one Sequence), the first change to each card object that existed
/// when it opened is noted first, so that the Sequence can be undone at a cost that grows with
/// what it changed, not with how many card objects the game has made (issue "Nothing breaks
/// it", item 1). Card objects made during the Sequence are not noted: undoing drops them.
///
/// Speed: only the first change is noted (`Slot::noted`). Noting copies the whole card object, and
/// copying one that was changed a moment before makes the processor wait for those small
/// writes to land before it can read them back whole; a chain of reactions that changes the
/// same few minions again and again spent a fifth of its time waiting there.
#[derive(Debug, Default)]
pub(super) struct Entities {
    table: Vec<Slot>,
    /// Ids below this are noted before they change: the table's length when the journal
    /// opened, or 0 when none is open (so nothing is noted).
    noted_below: u32,
    /// The changes noted since the journal opened, oldest first: one per card object.
    journal: Vec<Change>,
}

/// A card object in the table, and whether the open journal has noted it (false whenever no
/// journal is open).
#[derive(Clone, Copy, Debug)]
struct Slot {
    entity: Entity,
    noted: bool,
}

impl Entities {
    /// An empty table with room for `capacity` card objects.
    pub fn with_capacity(capacity: usize) -> Entities {
        Entities { table: Vec::with_capacity(capacity), ..Entities::default() }
    }

    /// Add `entity` with the next id, and return that id.
    #[inline]
    pub fn push(&mut self, entity: Entity) -> Id {
        let id = self.next_id();
        self.table.push(Slot { entity, noted: false });
        id
    }

    /// The id the next card object will get.
    pub fn next_id(&self) -> Id {
        Id(u32::try_from(self.table.len()).expect("fewer than 4 billion card objects"))
    }

    /// How many card objects there are.
    pub fn len(&self) -> usize {
        self.table.len()
    }

    /// The card object `id`, if there is one.
    #[inline]
    pub fn get(&self, id: Id) -> Option<&Entity> {
        self.table.get(id.index()).map(|slot| &slot.entity)
    }

    /// The card object `id`, which the engine itself handed out.
    #[inline]
    pub fn entity(&self, id: Id) -> &Entity {
        &self.table[id.index()].entity
    }

    /// The card object `id` for changing, which the engine itself handed out; noted first if
    /// a journal is open, it existed when the journal opened, and it has not been noted since.
    #[inline(always)]
    pub fn entity_mut(&mut self, id: Id) -> &mut Entity {
        let slot = &mut self.table[id.index()];
        if id.0 < self.noted_below && !slot.noted {
            self.journal.push(Change { id, was: *slot });
            slot.noted = true;
        }
        &mut slot.entity
    }

    /// Start noting changes, in the memory of `spare` (a spare journal), which takes the
    /// journal's memory in exchange.
    pub fn open_journal(&mut self, spare: &mut Vec<Change>) {
        std::mem::swap(&mut self.journal, spare);
        self.journal.clear();
        self.noted_below = self.next_id().0;
    }

    /// Keep every change since the journal opened; `spare` takes the journal's memory in
    /// exchange for its own, which is emptied (it may hold another game's old notes).
    pub fn close_journal(&mut self, spare: &mut Vec<Change>) {
        for change in &self.journal {
            self.table[change.id.index()].noted = false;
        }
        self.noted_below = 0;
        std::mem::swap(&mut self.journal, spare);
        self.journal.clear();
    }

    /// Put every card object back as it was when the journal opened and drop the ones made
    /// since; `spare` takes the journal's memory in exchange for its own.
    pub fn undo_journal(&mut self, spare: &mut Vec<Change>) {
        self.table.truncate(self.noted_below as usize);
        for change in &self.journal {
            self.table[change.id.index()] = change.was;
        }
        self.close_journal(spare);
    }
}

/// A copy has the same card objects, no open journal, and room for a few more card objects,
/// so that a Sequence on the copy can summon without growing the table.
impl Clone for Entities {
    fn clone(&self) -> Entities {
        let mut table = Vec::with_capacity(self.table.len() + 8);
        table.extend_from_slice(&self.table);
        Entities { table, ..Entities::default() }
    }
}

/// Two tables are equal when their card objects are; the journal is bookkeeping.
impl PartialEq for Entities {
    fn eq(&self, other: &Entities) -> bool {
        self.table.len() == other.table.len()
            && self.table.iter().zip(&other.table).all(|(mine, theirs)| mine.entity == theirs.entity)
    }
}

impl Eq for Entities {}

#[cfg(test)]
mod tests {
    use super::*;

    fn minion(health: i32) -> Entity {
        Entity::new(Some(CardId(0)), 0, Zone::Board, 1, health)
    }

    fn table(healths: &[i32]) -> Entities {
        let mut entities = Entities::default();
        healths.iter().for_each(|&health| _ = entities.push(minion(health)));
        entities
    }

    #[test]
    fn undoing_puts_back_every_change_and_drops_new_card_objects() {
        let mut entities = table(&[1, 2, 3]);
        let before = entities.clone();
        let mut spare = Vec::new();
        entities.open_journal(&mut spare);
        entities.entity_mut(Id(1)).health = 7;
        entities.entity_mut(Id(1)).health = 9; // Only the first change is noted.
        entities.entity_mut(Id(2)).zone = Zone::Graveyard;
        let made = entities.push(minion(4));
        entities.entity_mut(made).health = 5;
        assert_eq!(entities.journal.len(), 2, "one note a card object; one made since is not noted");
        entities.undo_journal(&mut spare);
        assert_eq!(entities, before);
        assert_eq!(spare.len(), 2, "the spare took the journal's memory");
        entities.entity_mut(Id(0)).health = 8;
        assert!(entities.journal.is_empty(), "nothing is noted once the journal is closed");
    }

    #[test]
    fn closing_keeps_the_changes_and_the_journal_memory_is_exchanged_with_the_spare() {
        let mut entities = table(&[1, 2]);
        let mut spare = Vec::with_capacity(3);
        entities.open_journal(&mut spare);
        assert!(entities.journal.capacity() >= 3, "the journal took the spare's memory");
        assert_eq!(spare.capacity(), 0, "and the spare the table's, which had none");
        entities.entity_mut(Id(0)).health = 6;
        entities.close_journal(&mut spare);
        assert_eq!(entities.entity(Id(0)).health, 6);
        assert_eq!(spare.len(), 1, "the memory comes back in the spare; opening empties it");
        entities.open_journal(&mut spare);
        assert!(entities.journal.is_empty());
        assert!(entities.journal.capacity() >= 1);
    }

    #[test]
    fn a_closed_journal_holds_no_old_notes_from_the_memory_it_took() {
        let mut stale = Vec::new();
        let mut other = table(&[1]);
        other.open_journal(&mut stale);
        other.entity_mut(Id(0)).health = 3;
        other.close_journal(&mut stale);
        assert_eq!(stale.len(), 1, "the other table's note is still in that memory");
        let mut entities = table(&[1, 2]);
        entities.open_journal(&mut Vec::new());
        entities.close_journal(&mut stale);
        assert!(entities.journal.is_empty());
    }

    #[test]
    fn a_minion_may_attack_when_awake_not_yet_attacked_and_with_attack() {
        let ready = Entity::new(Some(CardId(0)), 0, Zone::Board, 1, 1);
        assert!(ready.may_attack());
        assert!(!Entity { attack: 0, ..ready }.may_attack(), "no Attack, no attack");
        assert!(!Entity { sleeping: true, ..ready }.may_attack());
        assert!(!Entity { attacked: true, ..ready }.may_attack());
    }

    #[test]
    fn each_journal_notes_a_card_object_again_on_its_first_change() {
        let mut entities = table(&[1, 2]);
        let mut spare = Vec::new();
        entities.open_journal(&mut spare);
        entities.entity_mut(Id(0)).health = 6;
        entities.close_journal(&mut spare);
        entities.open_journal(&mut spare);
        entities.entity_mut(Id(0)).health = 7;
        entities.entity_mut(Id(0)).health = 8;
        assert_eq!(entities.journal.len(), 1, "noted again in the new journal, once");
        entities.undo_journal(&mut spare);
        assert_eq!(entities.entity(Id(0)).health, 6, "back to the value the second journal found");
    }

    #[test]
    fn a_copy_is_equal_and_notes_nothing() {
        let mut entities = table(&[1, 2]);
        entities.open_journal(&mut Vec::new());
        let mut copy = entities.clone();
        assert_eq!(copy, entities);
        copy.entity_mut(Id(0)).health = 4;
        assert!(copy.journal.is_empty());
        assert_ne!(copy, entities);
    }
}
