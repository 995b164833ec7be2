//! Card objects: each one and everything that changes about it, and the table of them all,
//! whose journal lets a Sequence undo what it changed.

use std::num::NonZeroU32;

use super::id::{CardId, Id, Player, Zone};
use super::keywords::{Keyword, Keywords};
use crate::engine::support::journal::{self, Journaled};

/// When a card object entered play, counting from 1: smaller is older (architecture
/// invariant 8). The heroes are 1 and 2; each minion gets the next number as it enters play,
/// and so does each enchantment as it is made ("Minions, Heroes, Weapons, Secrets, attached
/// Enchantments and added Deathrattles are all Entities, and all exist in the same order of
/// play list together"), so a minion's number may skip some: only the order counts.
/// Never 0, so a card object's `Option<OrderOfPlay>` takes no more room than the number.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(in crate::engine) struct OrderOfPlay(pub NonZeroU32);

/// What the one reader (`object/stats.rs`) computes for a card object: its Attack, its
/// maximum Health and its keywords. A card object keeps them, so that reading one costs a
/// field; only the reader writes them (`Entity::take_stats`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) struct Stats {
    pub attack: i32,
    pub max_health: i32,
    pub keywords: Keywords,
}

impl Stats {
    /// `attack` and `max_health`, and no keyword.
    pub fn plain(attack: i32, max_health: i32) -> Stats {
        Stats { attack, max_health, keywords: Keywords::NONE }
    }
}

/// One card object (or hero) and everything that changes about it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) struct Entity {
    /// The card it is; `None` for a hero.
    pub card: Option<CardId>,
    /// The player who controls it, as a byte: 0 or 1 (a taken minion is its taker's "for all
    /// purposes", the wiki's Take control page, so the course's owner is the controller). Read
    /// it with `owner()`.
    pub seat: Player,
    /// Where it is now.
    pub zone: Zone,
    /// Its Attack, maximum Health and keywords, as the one reader last computed them.
    attack: i32,
    max_health: i32,
    keywords: Keywords,
    /// The damage it has taken: its Health is its maximum Health less this.
    damage: i32,
    /// When it last entered play; `None` for a card that has never been in play (a card
    /// returned to a hand keeps it until it enters play again). `in_play` keeps the minions in
    /// this order; `Game::order_of_play` reports it.
    pub played: Option<OrderOfPlay>,
    /// Its `Flag`s, one bit each.
    flags: u8,
    /// How many times it has attacked this turn.
    pub attacks: u8,
}

/// What has happened to a card object that the rules look at, past its stats: one bit each
/// (`Entity::is`, `Entity::set`), so that a card object stays at 28 bytes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) enum Flag {
    /// Marked by a destroy effect; the Death Creation Step removes it.
    PendingDestroy,
    /// It entered play this turn: it cannot attack yet unless it has Charge (`is_ready`).
    Sleeping,
    /// Silenced (`Action::Silence`): its card's keywords and abilities are gone for good.
    Silenced,
    /// Frozen (`Action::Freeze`): it misses its next possible attack (`may_attack`), and thaws
    /// as its owner's turn ends if it could have attacked that turn and did not
    /// (`Sequence::thaw`).
    Frozen,
    /// In its owner's hand, a card its owner's opponent knows: it came there in the open (a
    /// card put there by name, the second player's card, a minion returned from play, a copy
    /// of a spell both players saw cast), or a card of the opponent's showed it (a copy of it
    /// taken into the opponent's hand). A card drawn is never known. Read only by a player's
    /// view (`Game::view`), for which its owner always knows it; the bit has no meaning
    /// outside a hand, and a card object made fresh (a return to a hand) starts without it.
    KnownToOpponent,
    /// A Hero Power flipped over: used since its player's turn last began, through the
    /// opponent's turn too (`course/hero_power.rs`); it "flips back up ... at the
    /// start of your turn".
    UsedThisTurn,
}

impl Flag {
    /// Every flag, in the order of the enum.
    pub const ALL: [Flag; 6] = [
        Flag::PendingDestroy,
        Flag::Sleeping,
        Flag::Silenced,
        Flag::Frozen,
        Flag::KnownToOpponent,
        Flag::UsedThisTurn,
    ];

    fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl Entity {
    /// A card object of `card` (`None` for a hero) owned by `owner`, in `zone`, with the
    /// `base` stats of its card (its Health at its maximum), never yet in play.
    #[inline]
    pub fn new(card: Option<CardId>, owner: Player, zone: Zone, base: Stats) -> Entity {
        Entity {
            card,
            seat: owner,
            zone,
            attack: base.attack,
            max_health: base.max_health,
            keywords: base.keywords,
            damage: 0,
            played: None,
            flags: 0,
            attacks: 0,
        }
    }

    /// Whether `flag` is set.
    #[inline]
    pub fn is(&self, flag: Flag) -> bool {
        self.flags & flag.bit() != 0
    }

    /// Set `flag` to `on`.
    #[inline]
    pub fn set(&mut self, flag: Flag, on: bool) {
        if on {
            self.flags |= flag.bit();
        } else {
            self.flags &= !flag.bit();
        }
    }

    /// The player who owns it: the one who controls it (`seat`).
    pub fn owner(&self) -> Player {
        self.seat
    }

    /// Its Attack.
    #[inline]
    pub fn attack(&self) -> i32 {
        self.attack
    }

    /// Its Health: its maximum less the damage it has taken; 0 or less is mortally wounded.
    #[inline]
    pub fn health(&self) -> i32 {
        self.max_health.saturating_sub(self.damage)
    }

    /// The most Health it can have: its card's Health and its enchantments'. Healing never
    /// restores past it.
    pub fn max_health(&self) -> i32 {
        self.max_health
    }

    /// The damage it has taken and not been healed of: its maximum Health less its Health.
    pub fn damage(&self) -> i32 {
        self.damage
    }

    /// Whether it has taken damage it has not been healed of ("while damaged": Enrage).
    pub fn is_damaged(&self) -> bool {
        self.damage > 0
    }

    /// Its keywords, from its card (unless Silenced) and its enchantments.
    pub fn keywords(&self) -> Keywords {
        self.keywords
    }

    /// Whether it has `keyword`.
    #[inline]
    pub fn has(&self, keyword: Keyword) -> bool {
        self.keywords.has(keyword)
    }

    /// It takes `amount` damage (none below 0).
    pub fn take_damage(&mut self, amount: i32) {
        self.damage = self.damage.saturating_add(amount.max(0));
    }

    /// It gets back up to `amount` Health, never past its maximum; returns how much it got.
    pub fn restore(&mut self, amount: i32) -> i32 {
        let restored = amount.min(self.damage).max(0);
        self.damage -= restored;
        restored
    }

    /// Its damage is gone: a "set Health" change makes it whole at its new maximum.
    pub fn clear_damage(&mut self) {
        self.damage = 0;
    }

    /// Take the stats the one reader computed (`object/stats.rs`), under the Health rule: when
    /// the maximum Health falls (a buff lost, Silence), Health becomes the smaller of the old
    /// Health and the new maximum, so losing a Health bonus never kills by itself (the wiki's
    /// Silence page: a minion "returns to its original health if its current health is above
    /// its original health"); when the maximum rises, Health rises as much. Damage taken is
    /// kept, less what the fall of the maximum takes away.
    pub fn take_stats(&mut self, stats: Stats) {
        let fall = self.max_health.saturating_sub(stats.max_health);
        if fall > 0 {
            self.damage = self.damage.saturating_sub(fall).max(0);
        }
        (self.attack, self.max_health, self.keywords) = (stats.attack, stats.max_health, stats.keywords);
    }

    /// A minion at 0 or less Health or pending destroy: the Death Creation Step removes it.
    pub fn is_dying(&self) -> bool {
        self.is_mortally_wounded() || self.is(Flag::PendingDestroy)
    }

    /// A character at 0 or less Health, still in play until the Death Creation Step. Pending
    /// destroy is not mortally wounded: Rule 5, "While mortally wounded is checked, pending
    /// destroy is not!"
    pub fn is_mortally_wounded(&self) -> bool {
        self.health() <= 0
    }

    /// Whether it is past its first turn in play, or has Charge ("can attack immediately").
    pub fn is_ready(&self) -> bool {
        !self.is(Flag::Sleeping) || self.has(Keyword::Charge)
    }

    /// How many times it may attack in a turn: twice with Windfury ("may attack with 0 or 1
    /// previous attacks this turn"), otherwise once.
    pub fn attacks_allowed(&self) -> u8 {
        if self.has(Keyword::Windfury) { 2 } else { 1 }
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

    /// `docs/limits.md`'s memory figure: a card object takes 28 bytes, 32 with the journal's flag
    /// in its slot, for the whole game.
    #[test]
    fn a_card_object_takes_28_bytes_and_its_slot_32() {
        assert_eq!(std::mem::size_of::<Entity>(), 28);
        assert_eq!(std::mem::size_of::<(Entity, bool)>(), 32);
    }
    use crate::engine::object::id::CardId;

    fn minion(attack: i32, health: i32) -> Entity {
        Entity::new(Some(CardId(0)), Player::FIRST, Zone::Board, Stats::plain(attack, health))
    }

    #[test]
    fn health_is_the_maximum_less_the_damage_and_healing_never_passes_the_maximum() {
        let mut yeti = minion(4, 5);
        yeti.take_damage(3);
        assert_eq!((yeti.health(), yeti.max_health()), (2, 5));
        assert_eq!(yeti.restore(5), 3, "only what it is missing");
        assert_eq!(yeti.health(), 5);
        yeti.take_damage(7);
        assert!(yeti.is_mortally_wounded() && yeti.health() == -2);
        assert_eq!(yeti.restore(-1), 0, "nothing below 0");
    }

    /// The Health rule: losing a Health bonus never kills by itself.
    #[test]
    fn when_the_maximum_falls_health_is_the_smaller_of_the_old_health_and_the_new_maximum() {
        let mut buffed = minion(2, 6); // a 2/2 with +4 Health
        buffed.take_damage(3); // 2/3 of 6
        buffed.take_stats(Stats::plain(2, 2));
        assert_eq!((buffed.health(), buffed.max_health()), (2, 2), "min(3, 2)");
        let mut scratched = minion(2, 6);
        scratched.take_damage(5); // 2/1 of 6
        scratched.take_stats(Stats::plain(2, 2));
        assert_eq!(scratched.health(), 1, "min(1, 2): the damage stays");
        let mut dying = minion(2, 6);
        dying.take_damage(7);
        dying.take_stats(Stats::plain(2, 2));
        assert_eq!(dying.health(), -1, "min(-1, 2): still mortally wounded, no deeper");
        let mut raised = minion(5, 2); // a swapped 2/5, damaged
        raised.take_damage(1);
        raised.take_stats(Stats::plain(2, 5));
        assert_eq!((raised.attack(), raised.health()), (2, 4), "a rising maximum keeps the damage");
    }

    #[test]
    fn a_minion_is_ready_past_its_first_turn_or_with_charge_and_attacks_twice_with_windfury() {
        let mut fresh = minion(1, 1);
        fresh.set(Flag::Sleeping, true);
        assert!(!fresh.is_ready());
        assert!(Entity { keywords: Keywords::of(&[Keyword::Charge]), ..fresh }.is_ready(), "Charge");
        fresh.set(Flag::Sleeping, false);
        assert!(fresh.is_ready());
        assert_eq!(fresh.attacks_allowed(), 1);
        assert_eq!(Entity { keywords: Keywords::of(&[Keyword::Windfury]), ..fresh }.attacks_allowed(), 2);
        let mut flags = fresh;
        flags.set(Flag::Silenced, true);
        flags.set(Flag::Frozen, true);
        flags.set(Flag::Silenced, false);
        assert!(flags.is(Flag::Frozen) && !flags.is(Flag::Silenced) && !flags.is(Flag::PendingDestroy));
    }
}
