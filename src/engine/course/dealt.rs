//! What a card's damage or healing action deals: Spell Damage, and the player-wide rules an
//! aura changes (healing turned into damage, a spell's damage and healing doubled). Read as
//! the action is performed; nothing is kept for them while no minion in play has one.

use super::action::Origin;
use super::damage::DamageOrHealing;
use super::sequence::Sequence;
use crate::engine::object::aura::PlayerEffects;
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{CardId, Player, Zone};

impl Sequence<'_> {
    /// What an action of `origin` that deals `amount` damage or restores `amount` Health
    /// (`which`) deals instead, in this order:
    ///
    /// 1. healing turned into damage, for every card of a player whose hero holds that rule
    ///    ("Your cards and powers that restore Health now deal damage instead");
    /// 2. Spell Damage, for damage a spell's own text deals (a minion's ability or Battlecry
    ///    never has it): the sum over the player's minions in play (mortally wounded ones
    ///    too: they are in play until the Death Creation Step), Silenced ones left out;
    /// 3. doubled, for a spell's damage or healing, once for each such rule its player's hero
    ///    holds ("Double the damage and healing of your spells and Hero Power").
    ///
    /// The player-wide rules are the grants of the last Aura Update (Other) (Rule 4c), never
    /// read afresh from the minions in play; Spell Damage is read from them now. A call's own
    /// action (no card's) is dealt as it is.
    pub(super) fn dealt(
        &self,
        which: DamageOrHealing,
        amount: i32,
        origin: Origin,
    ) -> (DamageOrHealing, i32) {
        let Some(seat) = origin.seat else {
            return (which, amount); // A call's own action: no card's, no player's.
        };
        let spell = origin.source.is_none();
        if !spell && self.state.grants.is_empty() {
            return (which, amount); // Speed: no aura in force, and no spell.
        }
        let player = seat;
        let (effects, doublings) = self.player_effects(player);
        let which = match which {
            DamageOrHealing::Healing if effects.healing_deals_damage => DamageOrHealing::Damage,
            which => which,
        };
        if !spell {
            return (which, amount);
        }
        let mut amount = amount;
        if matches!(which, DamageOrHealing::Damage) {
            amount = amount.saturating_add(self.spell_damage(player));
        }
        for _ in 0..doublings {
            amount = amount.saturating_mul(2);
        }
        (which, amount)
    }

    /// The player-wide rules `player`'s hero holds, and how many of its grants double a
    /// spell's damage and healing.
    fn player_effects(&self, player: Player) -> (PlayerEffects, u32) {
        let hero = self.state.heroes[player];
        let mut effects = PlayerEffects::default();
        let mut doublings = 0;
        for grant in self.state.grants_on(hero) {
            effects.healing_deals_damage |= grant.effects.healing_deals_damage;
            doublings += u32::from(grant.effects.spells_doubled);
        }
        (effects, doublings)
    }

    /// `player`'s Spell Damage: the "Spell Damage +N" of each of their minions in play that is
    /// not Silenced, and of each enchantment card in force on one ("Give adjacent minions
    /// Spell Damage +1"; Silence ends it), added up.
    fn spell_damage(&self, player: Player) -> i32 {
        let state = &*self.state;
        let of = |card: CardId| self.library.card(card).abilities.spell_damage;
        let printed = state
            .in_play
            .iter()
            .map(|&id| state.entity(id))
            .filter(|minion| minion.owner() == player && !minion.is(Flag::Silenced))
            .filter_map(|minion| minion.card)
            .map(of);
        let given = state
            .enchantments
            .in_force()
            .filter(|enchantment| {
                // A second guard: a dead minion's enchantments have left the list already
                // (`Sequence::enchantments_leave_play`).
                let minion = state.entity(enchantment.target);
                minion.owner() == player && minion.zone == Zone::Board
            })
            .filter_map(|enchantment| enchantment.card)
            .map(of);
        printed.chain(given).fold(0, i32::saturating_add)
    }
}
