//! The one reader of a card object's stats, the game's side of it: fetch the object's layers
//! from the state (its card, its enchantments in force, its Enrage, the grants the last Aura
//! Update found) and give it what `object/stats.rs` folds them into.

use super::card::{CardKind, Enrage, Library};
use super::state::State;
use crate::engine::object::aura::Tribe;
use crate::engine::object::entity::{Flag, Stats};
use crate::engine::object::id::{Id, Player};
use crate::engine::object::keywords::{Keyword, Keywords};
use crate::engine::object::stats::{Layered, Layers, layered};

impl State {
    /// Compute the card object `id`'s stats again from its layers (`object/stats.rs`: its card,
    /// its enchantments in force, its Enrage, then the grants of the auras the last Aura Update
    /// found), and give them to it under the Health rule (`Entity::take_stats`). Called whenever its enchantments
    /// or grants change, never on a read. Whether its Attack or Health changed.
    ///
    /// The Health rule can take a damaged minion's damage away (a fallen maximum), and then its
    /// Enrage, which holds only "while it is damaged" (the wiki's Enrage page), is not in force:
    /// its layers are folded again without it.
    pub(in crate::engine) fn refresh_stats(&mut self, id: Id, library: &Library) -> bool {
        let entity = self.entity(id);
        let before = (entity.attack(), entity.health());
        let enrage = self.enrage_in_force(id, library);
        let Layered { mut stats, mut attack_equals_health } = self.layered_stats(id, library, enrage);
        self.entity_mut(id).take_stats(stats);
        if enrage.is_some() && !self.entity(id).is_damaged() {
            Layered { stats, attack_equals_health } = self.layered_stats(id, library, None);
            self.entity_mut(id).take_stats(stats);
        }
        let entity = self.entity_mut(id);
        if attack_equals_health {
            // Last of all (the rulebook names this aura as one that "always comes last"): its Health
            // as the Health rule leaves it.
            let health = entity.health();
            entity.take_stats(Stats { attack: health, ..stats });
        }
        let after = (entity.attack(), entity.health());
        if after.1 <= 0 {
            self.may_be_dying.note();
        }
        before != after
    }

    /// The stats the one reader makes of the card object `id`'s layers now, as `refresh_stats`
    /// gives them to a card object whose maximum Health they leave as it is (an aura that sets
    /// Attack to Health reads its Health as it stands). What a card object in play has between
    /// calls: a loaded snapshot is held to it (`snapshot/reachable.rs`).
    pub(in crate::engine) fn stats_made(&self, id: Id, library: &Library) -> Stats {
        let Layered { stats, attack_equals_health } =
            self.layered_stats(id, library, self.enrage_in_force(id, library));
        match attack_equals_health {
            true => Stats { attack: stats.max_health.saturating_sub(self.entity(id).damage()), ..stats },
            false => stats,
        }
    }

    /// The card object `id`'s layers (its card, its enchantments in force, `enrage` if its
    /// Enrage is in force, its grants), folded by `object/stats.rs`.
    fn layered_stats(&self, id: Id, library: &Library, enrage: Option<Enrage>) -> Layered {
        layered(Layers {
            base: self.base_stats(id, library),
            enchantments: self.enchantments.on(id).map(|enchantment| enchantment.change),
            enrage: enrage.map(|enrage| (enrage.attack, enrage.keywords)),
            grants: self.grants_on(id),
        })
    }

    /// The card object `id`'s Enrage, if it has one in force: its card's (unless Silenced),
    /// while it is damaged (the wiki's Enrage page). It applies after the enchantments.
    pub(in crate::engine) fn enrage_in_force(&self, id: Id, library: &Library) -> Option<Enrage> {
        let entity = self.entity(id);
        let enrage = library.card(entity.card?).enrage?;
        (!entity.is(Flag::Silenced) && entity.is_damaged()).then_some(enrage)
    }

    /// The Attack `player`'s weapon gives their hero now: its Attack during their turn, 0 on
    /// the other player's ("Weapons are only active or 'unsheathed' during the possessing
    /// hero's turn", the wiki's Weapon page), and 0 without a weapon.
    fn weapon_attack_now(&self, player: Player) -> i32 {
        match (self.weapons[player], self.turn) {
            (Some(weapon), Some(turn)) if turn.player == player => self.entity(weapon).attack().max(0),
            _ => 0,
        }
    }

    /// The keywords `player`'s weapon gives their hero now: Windfury, if the weapon has it,
    /// during their turn (a Windfury weapon lets its hero attack twice a turn, as the
    /// keyword's "can attack twice each turn" says of a character), none otherwise.
    fn weapon_keywords_now(&self, player: Player) -> Keywords {
        match (self.weapons[player], self.turn) {
            (Some(weapon), Some(turn))
                if turn.player == player && self.entity(weapon).has(Keyword::Windfury) =>
            {
                Keywords::of(&[Keyword::Windfury])
            }
            _ => Keywords::NONE,
        }
    }

    /// The starting Health of `player`'s hero: its hero card's, if a card's text replaced it
    /// (`course/heroes.rs`), else the game's (`State::hero_health`).
    pub(in crate::engine) fn hero_health_of(&self, player: Player, library: &Library) -> i32 {
        match self.hero_cards[player].map(|card| library.card(card).kind) {
            Some(CardKind::Hero { health }) => health,
            _ => self.hero_health,
        }
    }

    /// The tribe of the card object `id`: its card's, or a hero's hero card's (the wiki's page of
    /// EX1_323: its hero "counts as a Demon for the purpose of" EX1_309, "Destroy a Demon");
    /// none for the hero the game began with. What an aim and a trigger's requirement read of a
    /// character.
    pub(in crate::engine) fn tribe_of(&self, id: Id, library: &Library) -> Option<Tribe> {
        let entity = self.entity(id);
        match entity.card {
            Some(_) => library.tribe_of(entity),
            None => self.hero_cards[entity.owner()].and_then(|card| library.card(card).tribe),
        }
    }

    /// Whether the card object `id`'s card has an Enrage (Silenced or not, damaged or not).
    pub(in crate::engine) fn has_enrage(&self, id: Id, library: &Library) -> bool {
        self.entity(id).card.is_some_and(|card| library.card(card).enrage.is_some())
    }

    /// What the card object `id` is before any enchantment: its card's stats and keywords (no
    /// keyword once Silenced: "Silence removes all card text"), or a hero's starting Health
    /// (its hero card's, `hero_health_of`) and the Attack and Windfury of its weapon during its
    /// turn (`weapon_attack_now`, `weapon_keywords_now`).
    fn base_stats(&self, id: Id, library: &Library) -> Stats {
        let entity = self.entity(id);
        match entity.card {
            None => {
                let player = entity.owner();
                let plain =
                    Stats::plain(self.weapon_attack_now(player), self.hero_health_of(player, library));
                Stats { keywords: self.weapon_keywords_now(player), ..plain }
            }
            Some(card) => {
                let base = library.base_stats(card);
                if entity.is(Flag::Silenced) { Stats { keywords: Default::default(), ..base } } else { base }
            }
        }
    }
}
