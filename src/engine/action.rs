//! Actions: plain data describing what the engine can do. Card code describes them; only
//! `perform` carries them out.

use super::id::{CardId, Id, Player};
use super::list::InlineList;

/// Something the engine can do. Cheap to copy: an action holds ids and numbers, never a
/// closure and never a list.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// Deal `amount` damage to `targets`, all of it first, then one Phase for every Damage
    /// Event (Rule DH1 on area damage).
    Damage { targets: Targets, amount: i32 },
    /// Restore up to `amount` Health to `targets`, never past a character's maximum: all of
    /// it first, then one Phase for every Healing Event (Rule DH1 on area healing). A
    /// character at its maximum is not healed and makes no event.
    Heal { targets: Targets, amount: i32 },
    /// Give the minion `id` `+attack/+health`: Attack, maximum Health and Health all rise.
    Buff { id: Id, attack: i32, health: i32 },
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

/// Who a damage or healing action reaches, chosen when it is performed: characters in play, in
/// order of play (heroes, which entered play first, before minions), mortally wounded ones
/// included except by the random targets. A card names sides through its `Ctx`: "all enemy
/// minions" is `MinionsOf(c.opponent())`, "all enemies" is `CharactersOf(c.opponent())`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Targets {
    /// One character, if it is still in play.
    One(Id),
    /// Every minion in play on both sides.
    AllMinions,
    /// "ALL characters": both heroes, then every minion in play.
    AllCharacters,
    /// Every minion `player` has in play.
    MinionsOf(Player),
    /// `player`'s hero, then every minion they have in play.
    CharactersOf(Player),
    /// Every minion `player` has in play but `except` ("your other minions").
    OtherMinionsOf { player: Player, except: Id },
    /// The minions immediately left and right of this one on its board; none if it is not on
    /// a board.
    AdjacentTo(Id),
    /// One of `player`'s characters (hero or minion), chosen at random when the action is
    /// performed among those in play that are not mortally wounded or pending destroy; none
    /// if there is no such character.
    RandomCharacterOf(Player),
    /// One of `player`'s minions, chosen the same way.
    RandomMinionOf(Player),
}

/// Where a summoned minion goes on its board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Place {
    /// Where the engine puts the summons of the ability that asks: a Deathrattle's where its
    /// minion stood, a triggered ability's right of its minion, a spell's at the right end.
    /// What a card should ask for unless its text names a place.
    #[default]
    ForTheAbility,
    /// The right end of the board.
    RightEnd,
    /// Immediately left of this minion if it is on the board, otherwise the right end.
    LeftOf(Id),
    /// Immediately right of this minion if it is on the board, otherwise the right end.
    RightOf(Id),
}

/// How many actions an effect's list holds before it spills onto the heap. Every card of the
/// course asks for one.
const INLINE: usize = 2;

/// The list an effect describes its actions into, in the order they should happen.
///
/// An effect "returns" its actions by pushing them here. The list lives on the stack of the
/// Phase that resolves the effect, so resolving a trigger allocates nothing, and the engine
/// reads each action where the effect wrote it rather than copying it first.
#[derive(Debug, Default)]
pub struct Actions {
    /// The first `INLINE` actions.
    inline: InlineList<Action, INLINE>,
    /// The actions past the first `INLINE`.
    spilled: Vec<Action>,
}

impl Actions {
    /// Ask for `action`, after every action asked for before it.
    pub fn push(&mut self, action: Action) {
        if let Err(action) = self.inline.push(action) {
            self.spilled.push(action);
        }
    }

    /// How many actions were asked for.
    pub(super) fn len(&self) -> usize {
        self.inline.len() + self.spilled.len()
    }

    /// The `index`th action asked for, where the effect wrote it.
    pub(super) fn get(&self, index: usize) -> &Action {
        match self.inline.get(index) {
            Some(action) => action,
            None => &self.spilled[index - self.inline.len()],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_keep_their_order_past_the_inline_slots() {
        let mut actions = Actions::default();
        let asked: Vec<Action> =
            (0..INLINE + 3).map(|amount| Action::GainArmor { player: 0, amount: amount as i32 }).collect();
        for &action in &asked {
            actions.push(action);
        }
        let got: Vec<Action> = (0..actions.len()).map(|index| *actions.get(index)).collect();
        assert_eq!(got, asked);
    }
}
