//! What a card's damage or healing action deals: Spell Damage, and the player-wide rules an
//! aura changes (healing turned into damage, a spell's damage and healing doubled). Read as
//! the action is performed; nothing is kept for them while no minion in play has one.

use super::action::Origin;
use super::card::{CardKind, Library};
use super::damage::DamageOrHealing;
use super::sequence::Sequence;
use super::state::State;
use crate::engine::object::aura::PlayerEffects;
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{CardId, Id, Player, Zone};

impl Sequence<'_> {
    /// What an action of `origin` that deals `amount` damage or restores `amount` Health
    /// (`which`) deals instead, in this order:
    ///
    /// 1. healing turned into damage, for every card of a player whose hero holds that rule
    ///    ("Your cards and powers that restore Health now deal damage instead");
    /// 2. Spell Damage, for damage a spell's own text deals (a minion's ability or Battlecry
    ///    never has it, nor a Hero Power: "Hero Powers do not count as spells", the wiki's
    ///    Hero Power page): the sum over the player's minions in play (mortally wounded ones
    ///    too: they are in play until the Death Creation Step), Silenced ones left out;
    /// 3. doubled, for a spell's or a Hero Power's damage or healing, once for each such rule
    ///    its player's hero holds ("Double the damage and healing of your spells and Hero
    ///    Power").
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
        // A spell's text or a Hero Power's: no minion's ability (`Acting::hero_power`).
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
        if matches!(which, DamageOrHealing::Damage) && !self.is_hero_power(origin) {
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

    /// Whether `origin` is a Hero Power's text, which no Spell Damage adds to.
    fn is_hero_power(&self, origin: Origin) -> bool {
        origin.card.is_some_and(|card| matches!(self.library.card(card).kind, CardKind::HeroPower { .. }))
    }

    /// `player`'s Spell Damage, as a spell's damage is dealt (`State::spell_damage`).
    fn spell_damage(&self, player: Player) -> i32 {
        self.state.spell_damage(player, self.library)
    }
}

impl State {
    /// `player`'s Spell Damage: what each of their characters in play gives
    /// (`spell_damage_of`), added up. Mortally wounded minions are in play until the Death
    /// Creation Step, so theirs counts too.
    pub(in crate::engine) fn spell_damage(&self, player: Player, library: &Library) -> i32 {
        self.characters()
            .filter(|&id| self.entity(id).owner() == player)
            .map(|id| self.spell_damage_of(id, library))
            .fold(0, i32::saturating_add)
    }

    /// The Spell Damage the card object `id` gives its player now: in play, its card's "Spell
    /// Damage +N" unless it is Silenced, and the "Spell Damage +N" of each enchantment card in
    /// force on it ("Give adjacent minions Spell Damage +1"; Silence ends it); out of play,
    /// none (a card in a hand gives nothing yet).
    pub(in crate::engine) fn spell_damage_of(&self, id: Id, library: &Library) -> i32 {
        let entity = self.entity(id);
        if entity.zone != Zone::Board {
            return 0;
        }
        let of = |card: CardId| library.card(card).abilities.spell_damage;
        let printed = entity.card.filter(|_| !entity.is(Flag::Silenced)).map_or(0, of);
        let given = self.enchantments.on(id).filter_map(|enchantment| enchantment.card).map(of);
        given.fold(printed, i32::saturating_add)
    }
}
