//! Weapons (the wiki's Weapon page): "Each hero can only equip one weapon at a time, and
//! equipping a new weapon will destroy the old one"; "While a weapon is equipped, the hero's
//! Attack will be increased by an amount equal to the weapon's Attack during their turn, and
//! attacking while a weapon is equipped will reduce its Durability by 1. When a weapon's
//! Durability is reduced to zero, the weapon is destroyed."
//!
//! A weapon is a card object in `Zone::Weapon` (`State::weapons`), with an order of play
//! ("Minions, Heroes, Weapons, Secrets ... all exist in the same order of play list together":
//! the Advanced rulebook). Its Durability is kept as its Health: its maximum Durability, less
//! what it has lost, so that the one stats reader, enchantments and the Death Creation Step
//! treat it as they treat a character's Health (jleclanche/fireplace's `Weapon` and
//! peter1591/hearthstone-ai alike keep a weapon's lost Durability as damage).

use super::action::Origin;
use super::card::CardKind;
use super::error::{EffectProblem, Step};
use super::event::{Event, LogIndex};
use super::sequence::Sequence;
use crate::engine::object::enchantment::{Change, Lasts};
use crate::engine::object::id::{CardId, Id, Player, Zone};

impl Sequence<'_> {
    /// `player`'s hero equips the weapon card object `id` (a weapon card played from their
    /// hand, or one an ability made: "Equip a 2/2 weapon"): it enters play with the newest
    /// order of play, logged `Equipped`; a weapon the hero had is destroyed first, logged
    /// `Destroyed` ("equipping a new weapon will destroy the old one"); then the hero's Attack
    /// is read again (`hero_attack_changed`). Returns where `Equipped` is in the log.
    pub(in crate::engine) fn equip(&mut self, id: Id, player: Player, cause: Option<LogIndex>) -> LogIndex {
        if let Some(old) = self.state.weapons[player] {
            self.weapon_leaves_play(old, player);
            self.record(Event::Destroyed { id: old }, cause);
        }
        let played = self.state.take_played();
        let weapon = self.state.entity_mut(id);
        (weapon.zone, weapon.played, weapon.seat) = (Zone::Weapon, Some(played), player);
        self.state.weapons[player] = Some(id);
        self.state.in_play.listening_changed(); // Its triggered abilities answer from now on.
        let equipped = self.record(Event::Equipped { player, id }, cause);
        self.hero_attack_changed(player, Some(equipped));
        equipped
    }

    /// `amount` Durability off `player`'s weapon, if they have one, logged `DurabilityLost`: a
    /// weapon at 0 Durability stays until the next Death Creation Step destroys it, as a
    /// mortally wounded minion does.
    pub(in crate::engine) fn lose_durability(
        &mut self,
        player: Player,
        amount: i32,
        cause: Option<LogIndex>,
    ) {
        let Some(weapon) = self.state.weapons[player] else { return };
        self.state.entity_mut(weapon).take_damage(amount);
        self.record(Event::DurabilityLost { id: weapon, amount }, cause);
        if self.state.entity(weapon).is_dying() {
            self.state.may_be_dying.note();
        }
    }

    /// The Death Creation Step's part for weapons: each player's weapon at 0 Durability or
    /// pending destroy leaves play for the graveyard ("When a weapon's Durability is reduced
    /// to zero, the weapon is destroyed"). Returns the weapons it removed, player 0's first.
    pub(super) fn remove_dying_weapons(&mut self) -> [Option<Id>; 2] {
        let mut removed = [None, None];
        for player in Player::BOTH {
            if let Some(weapon) = self.state.weapons[player]
                && self.state.entity(weapon).is_dying()
            {
                self.weapon_leaves_play(weapon, player);
                removed[usize::from(player)] = Some(weapon);
            }
        }
        removed
    }

    /// Whether a weapon in play is at 0 Durability or pending destroy.
    pub(super) fn a_weapon_is_dying(&self) -> bool {
        self.state.weapons.iter().flatten().any(|&weapon| self.state.entity(weapon).is_dying())
    }

    /// The weapon `id` of `player`'s leaves play for the graveyard, with its enchantments
    /// ("enchantments are lost in backwards zone transitions", the wiki's Keep enchantment
    /// page); the hero's Attack is read again where the caller logs it.
    fn weapon_leaves_play(&mut self, id: Id, player: Player) {
        self.state.entity_mut(id).zone = Zone::Graveyard;
        self.state.weapons[player] = None;
        self.state.in_play.listening_changed(); // Its triggered abilities no longer answer.
        if !self.state.enchantments.is_empty() {
            self.state.enchantments.leave_play(|enchanted| enchanted == id);
        }
    }

    /// `player`'s hero's Attack is read again (its weapon came, went, or changed, or a turn
    /// began: a weapon counts "during their turn"), logged `StatsChanged` if it changed.
    pub(in crate::engine) fn hero_attack_changed(&mut self, player: Player, cause: Option<LogIndex>) {
        let hero = self.state.heroes[player];
        if self.state.refresh_stats(hero, self.library) {
            self.record_stats(hero, cause);
        }
    }

    /// `Action::Equip`: `player`'s hero equips a fresh weapon of `card` (`equip`), with the
    /// stats its card prints. `card` must be a weapon card of this library.
    pub(super) fn equip_fresh(&mut self, card: CardId, player: Player, cause: Option<LogIndex>) -> Step {
        match self.library.get(card).ok_or(EffectProblem::UnknownCard)?.kind {
            CardKind::Weapon { .. } => {}
            _ => return Err(EffectProblem::EquippedNoWeapon.into()),
        }
        let id = self.state.create(Some(card), player, Zone::Weapon, self.library.base_stats(card));
        self.equip(id, player, cause);
        Ok(())
    }

    /// `Action::DestroyWeapon`: `player`'s weapon, if they have one, is pending destroy; the
    /// next Death Creation Step removes it (Rule 4a, as a destroyed minion).
    pub(super) fn destroy_weapon(&mut self, player: Player) {
        if let Some(weapon) = self.state.weapons[player] {
            self.mark_pending_destroy(weapon);
        }
    }

    /// `Action::BuffWeapon`: `player`'s weapon, if they have one, gets `+attack/+durability`,
    /// an enchantment (logged `StatsChanged`, its Durability as its Health); then its hero's
    /// Attack is read again.
    pub(super) fn buff_weapon(
        &mut self,
        player: Player,
        attack: i32,
        durability: i32,
        origin: Origin,
        cause: Option<LogIndex>,
    ) {
        let Some(weapon) = self.state.weapons[player] else { return };
        let change = Change::Add { attack, health: durability };
        self.enchant(weapon, change, Lasts::Always, origin.made_by(), cause);
        self.hero_attack_changed(player, cause);
    }
}
