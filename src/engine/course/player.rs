//! Mana and the player: Armor, Mana Crystals and this turn's extra mana, and the rules a
//! player holds for the turn.

use super::error::Step;
use super::event::{Event, LogIndex};
use super::sequence::Sequence;
use crate::engine::object::id::Player;

impl Sequence<'_> {
    /// `Action::GainArmor`: `player`'s hero gains `amount` Armor.
    pub(super) fn gain_armor(&mut self, player: Player, amount: i32, cause: Option<LogIndex>) -> Step {
        let armor = &mut self.state.armor[player];
        *armor = armor.saturating_add(amount);
        self.record(Event::ArmorGained { player, amount }, cause);
        Ok(())
    }

    /// `Action::GainManaThisTurn`: `player` gains `amount` mana this turn only (logged only if
    /// they gain any).
    pub(super) fn gain_mana_this_turn(
        &mut self,
        player: Player,
        amount: i32,
        cause: Option<LogIndex>,
    ) -> Step {
        let mana = &mut self.state.mana[player];
        let gained = i32::from(mana.gain_this_turn(crystals(amount)));
        if gained > 0 {
            self.record(Event::ManaGainedThisTurn { player, amount: gained }, cause);
        }
        Ok(())
    }

    /// `Action::GainManaCrystals`: `player` gains `amount` Mana Crystals, full or `empty`
    /// (logged only if they gain any).
    pub(super) fn gain_mana_crystals(
        &mut self,
        player: Player,
        amount: i32,
        empty: bool,
        cause: Option<LogIndex>,
    ) -> Step {
        let mana = &mut self.state.mana[player];
        let gained = i32::from(mana.gain_crystals(crystals(amount), empty));
        if gained > 0 {
            self.record(Event::ManaCrystalsGained { player, amount: gained, empty }, cause);
        }
        Ok(())
    }

    /// `Action::HealthFloorThisTurn`: `player`'s minions can't be reduced below 1 Health this
    /// turn (held by the player: `Sequence::hit` reads it).
    pub(super) fn health_floor_this_turn(&mut self, player: Player, cause: Option<LogIndex>) -> Step {
        let floor = &mut self.state.health_floor[player];
        *floor = true;
        self.record(Event::HealthFloorThisTurn { player }, cause);
        Ok(())
    }

    /// `Action::DestroyManaCrystal`: `player` loses one Mana Crystal to keep, an empty one if
    /// any is empty, else a full one (`Mana::destroy_crystal`); logged only if they had one.
    pub(super) fn destroy_mana_crystal(&mut self, player: Player, cause: Option<LogIndex>) -> Step {
        if let Some(empty) = self.state.mana[player].destroy_crystal() {
            self.record(Event::ManaCrystalDestroyed { player, empty }, cause);
        }
        Ok(())
    }
}

/// An action's number of Mana Crystals: none for an amount below 0, and never more than a
/// player can hold.
fn crystals(amount: i32) -> u8 {
    u8::try_from(amount.clamp(0, i32::from(u8::MAX))).unwrap_or(u8::MAX)
}
