//! Actions: plain data describing what the engine can do. Card code returns them; only
//! `perform` carries them out.

use super::card::CardId;
use super::id::{Id, Player};

/// Something the engine can do. Cheap to copy: an action holds ids and numbers, never a
/// closure and never a list.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// Deal `amount` damage to `targets`, all of it first, then one Phase for every Damage
    /// Event (Rule DH1 on area damage).
    Damage { targets: Targets, amount: i32 },
    /// Draw the top card of `player`'s deck, or record `Fatigue` if it is empty.
    Draw { player: Player },
    /// Give `player` `amount` Armor.
    GainArmor { player: Player, amount: i32 },
    /// Give the minion `id` `amount` Attack.
    GainAttack { id: Id, amount: i32 },
    /// Put a fresh minion of `card` on `player`'s board at `place`. On a full board, nothing.
    Summon { card: CardId, player: Player, place: Place },
    /// Mark the minion `id` pending destroy; the Death Creation Step removes it.
    Destroy { id: Id },
    /// `player` casts the spell `card`, aimed at `target` if it takes one.
    Cast { card: CardId, player: Player, target: Option<Id> },
}

/// Who a damage action hits, chosen when it is performed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Targets {
    /// One character, if it is still in play.
    One(Id),
    /// Every minion in play on both sides, mortally wounded ones included.
    AllMinions,
}

/// Where a summoned minion goes on its board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Place {
    /// The right end of the board.
    RightEnd,
    /// Immediately left of this minion if it is on the board, otherwise the right end. A
    /// Deathrattle's summon is placed left of the dying minion's right-hand neighbour, which
    /// is where the dying minion stood.
    LeftOf(Id),
}

/// The list an effect describes its actions into, in the order they should happen.
///
/// An effect "returns" its actions by pushing them here. The engine hands every effect the same
/// reused buffer, so resolving a trigger allocates nothing.
#[derive(Debug)]
pub struct Actions<'a> {
    list: &'a mut Vec<Action>,
}

impl<'a> Actions<'a> {
    pub(crate) fn new(list: &'a mut Vec<Action>) -> Actions<'a> {
        Actions { list }
    }

    /// Ask for `action`, after every action asked for before it.
    pub fn push(&mut self, action: Action) {
        self.list.push(action);
    }
}
