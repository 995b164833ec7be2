//! Auras: what a minion gives other card objects while it is in play ("Your other minions have
//! +1 Attack"), and the grants the last Aura Update made from them (the Advanced rulebook,
//! Rule 4). Who updates them, and when, is `aura_update.rs`.

use serde::{Deserialize, Serialize};

use super::count::{ForEach, Reads};
use super::id::Id;
use super::keywords::Keywords;
/// The tribes a reach names, from `tribe.rs` (where every room has long found them here).
pub use super::tribe::Tribe;
use crate::engine::support::journaled_list::JournaledList;

/// Who an aura reaches, read from its minion (the aura's source) at each Aura Update. As
/// data: `"other_friendly_minions"`, `"adjacent_minions"`, `{"friendly_tribe": "beast"}`,
/// `{"other_friendly_tribe": "pirate"}`, `{"other_minions_of_tribe": "murloc"}`,
/// `"your_hero"`, `"itself"`, `"your_weapon"`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Reach {
    /// "Your other minions have ...".
    OtherFriendlyMinions,
    /// "Adjacent minions have ...": the minions immediately left and right of it.
    AdjacentMinions,
    /// "Your Beasts have ...", itself included if it is one.
    FriendlyTribe(Tribe),
    /// "Your other Pirates have ...".
    OtherFriendlyTribe(Tribe),
    /// "ALL other Murlocs have ...": both sides.
    OtherMinionsOfTribe(Tribe),
    /// "Your hero is ...".
    YourHero,
    /// "This minion's ...": the source itself.
    Itself,
    /// "Your weapon has ...": its owner's weapon, if they have one.
    YourWeapon,
    /// Both heroes: a rule each player holds through their hero ("Players only have 15 seconds
    /// to take their turns").
    BothHeroes,
}

/// Which Aura Update brings an aura up to date (Rule 4a: "an Aura Update (Health/Attack), then
/// ... the Death Creation Step ..., then ... an Aura Update (Other)"; Rule 4c names the auras
/// of the second). As data: `"health_attack"` (the default) or `"other"`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AuraStep {
    /// Aura Update (Health/Attack): before the Death Creation Step.
    #[default]
    HealthAttack,
    /// Aura Update (Other): after it (Rule 4c lists the auras known to update here: a hero's
    /// Immune given by a Demon, healing turned into damage, damage and healing doubled).
    Other,
}

/// An aura of a minion's card: whom it reaches and what it gives them while the minion is in
/// play and not Silenced. As data: `{"reaches": "other_friendly_minions", "attack": 1,
/// "health": 1}`, `{"reaches": "itself", "attack_equals_health": true}`, `{"reaches":
/// "itself", "attack": 1, "for_each": {"other_minion_of_tribe": "murloc"}}`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Aura {
    /// Whom it reaches.
    pub reaches: Reach,
    /// Attack it gives.
    #[serde(default)]
    pub attack: i32,
    /// Health it gives (maximum Health and Health).
    #[serde(default)]
    pub health: i32,
    /// Keywords it gives.
    #[serde(default)]
    pub keywords: Keywords,
    /// "Attack is always equal to its Health": applied after every other enchantment and aura
    /// (the rulebook names this aura as one that "always comes last").
    #[serde(default)]
    pub attack_equals_health: bool,
    /// Which Aura Update brings it up to date.
    #[serde(default)]
    pub updates_in: AuraStep,
    /// "Has +1 Attack for each other Murloc on the battlefield": its Attack and Health are
    /// given once for each of this continuous count, counted from its minion's side at each
    /// Aura Update of its step; a count of 0 gives nothing. `None`: given once.
    #[serde(default)]
    pub for_each: Option<ForEach>,
    /// "Your cards and powers that restore Health now deal damage instead": a player-wide
    /// rule (`PlayerEffects`); such an aura reaches `"your_hero"` and updates in `"other"`.
    #[serde(default)]
    pub healing_deals_damage: bool,
    /// "Double the damage and healing of your spells and Hero Power": a player-wide rule
    /// (`PlayerEffects`); such an aura reaches `"your_hero"` and updates in `"other"`.
    #[serde(default)]
    pub spells_doubled: bool,
    /// "Players only have N seconds to take their turns": a player-wide rule
    /// (`PlayerEffects`) in seconds; such an aura reaches `"both_heroes"`. Rule 4c does not
    /// name it among the auras of the Aura Update (Other), so like every other aura it is
    /// brought up to date at the Aura Update (Health/Attack) (Rule 4a), and it stops for good
    /// once its minion is removed (Rule 4b: "all other effects of Auras stop immediately").
    #[serde(default)]
    pub turn_time_limit: Option<u32>,
    /// "Has Charge while you have a weapon equipped": it gives only while this holds, read
    /// at each Aura Update of its step, as its reach is. `None`: always. As data: `"while":
    /// "you_have_weapon"`, `"while": "damaged"`.
    #[serde(default, rename = "while")]
    pub only_while: Option<AuraWhile>,
}

/// What must hold for an aura to give anything (`Aura::only_while`), read from its minion's
/// side at each Aura Update of its step, like a continuous count (`count.rs`). As data:
/// `"you_have_weapon"`, `"damaged"`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum AuraWhile {
    /// "while you have a weapon equipped": its owner's hero has a weapon.
    YouHaveWeapon,
    /// "Enrage: ...", of an aura ("Enrage: Your weapon has +2 Attack"): its minion is damaged.
    Damaged,
}

impl AuraWhile {
    /// What it reads past who is in play, for the Aura Updates' gate: the weapons, or the
    /// damage of the minions with auras.
    pub fn reads(self) -> Reads {
        match self {
            AuraWhile::YouHaveWeapon => Reads::WEAPONS,
            AuraWhile::Damaged => Reads::AURA_MINION_DAMAGE,
        }
    }
}

impl Aura {
    /// The player-wide rules it changes.
    pub fn effects(&self) -> PlayerEffects {
        PlayerEffects {
            healing_deals_damage: self.healing_deals_damage,
            spells_doubled: self.spells_doubled,
            turn_time_limit: self.turn_time_limit,
        }
    }
}

/// The player-wide rules an aura can change for its minion's owner. Who holds them: the
/// player's hero, as grants of auras that reach it (`"reaches": "your_hero"`), so that like
/// every aura they change only at an Aura Update, and these at the Aura Update (Other) (Rule
/// 4c: "Auras that are known to update in the Aura Update (Other) are: ... healing turned into
/// damage, damage and healing doubled"). `Sequence::dealt` reads them.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct PlayerEffects {
    /// Every healing action of the player's cards deals that much damage instead.
    pub healing_deals_damage: bool,
    /// What the text of the player's spells deals or restores is doubled, once for each grant.
    pub spells_doubled: bool,
    /// How many seconds the player has to take a turn ("Players only have 15 seconds to take
    /// their turns"). The engine has no clock: it holds the rule and says what it is
    /// (`Game::turn_time_limit`, the least of the grants the hero holds); a front end keeps
    /// the time and ends a turn that runs out (`my-engine play`).
    pub turn_time_limit: Option<u32>,
}

impl PlayerEffects {
    /// Whether it changes no rule.
    pub fn is_none(&self) -> bool {
        *self == PlayerEffects::default()
    }
}

/// What one aura gives one card object, as the last Aura Update found it: the stats reader
/// applies it after the object's enchantments (Rule 4d: "Health/Attack Auras ... will be moved
/// to the end of the Enchantment List").
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) struct Grant {
    /// The minion whose aura it is.
    pub source: Id,
    /// The card object it reaches.
    pub target: Id,
    /// The Attack it gives.
    pub attack: i32,
    /// The Health it gives.
    pub health: i32,
    /// The keywords it gives.
    pub keywords: Keywords,
    /// Its target's Attack is its Health, after everything else.
    pub attack_equals_health: bool,
    /// Which Aura Update brings it up to date.
    pub updates_in: AuraStep,
    /// The player-wide rules it changes for the player whose hero it reaches.
    pub effects: PlayerEffects,
}

impl Grant {
    /// What is left of it once its source has left play, until the next Aura Update
    /// (Health/Attack): its Health (Rule 4b: "Health from lost auras are not recalculated
    /// following the Death Creation Step, but all other effects of Auras stop immediately").
    pub fn health_only(self) -> Grant {
        Grant {
            attack: 0,
            keywords: Keywords::NONE,
            attack_equals_health: false,
            effects: PlayerEffects::default(),
            ..self
        }
    }

    /// Whether it gives nothing.
    pub fn is_empty(&self) -> bool {
        self.attack == 0
            && self.health == 0
            && self.keywords.is_empty()
            && !self.attack_equals_health
            && self.effects.is_none()
    }
}

impl Grant {
    /// The grant as a plain description, for a player to be told (`Game::aura_grants`).
    pub fn view(&self) -> GrantView {
        let Grant { source, attack, health, keywords, attack_equals_health, .. } = *self;
        GrantView { source, attack, health, keywords, attack_equals_health }
    }
}

/// What one aura gives a card object now, as `Game::aura_grants` reports it: the minion whose
/// aura it is, and the Attack, Health and keywords it gives ("+1 Attack from" that minion,
/// as the front ends say it). A player-wide rule an aura gives a hero is not among them: it
/// changes no stat or keyword of the hero. Read-only: the engine keeps its own.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct GrantView {
    /// The minion whose aura it is (it may have just left play: Rule 4b keeps a removed
    /// aura's Health until the next Aura Update (Health/Attack)).
    pub source: Id,
    /// The Attack it gives.
    pub attack: i32,
    /// The Health it gives.
    pub health: i32,
    /// The keywords it gives.
    pub keywords: Keywords,
    /// Its card object's Attack is its Health, after everything else.
    pub attack_equals_health: bool,
}

impl GrantView {
    /// Whether it gives no stat or keyword (a player-wide rule only, or nothing).
    pub fn gives_nothing_seen(&self) -> bool {
        self.attack == 0 && self.health == 0 && self.keywords.is_empty() && !self.attack_equals_health
    }
}

/// Every grant in force, in the order the stats reader applies them: the auras' sources in
/// order of play, each source's auras in its card's order. Journaled like the enchantments, so
/// that a Sequence is undone whole; rewritten only by an Aura Update.
pub(in crate::engine) type Grants = JournaledList<Grant>;

/// The grants in `grants` on the card object `id`, in the order they apply: what its stats'
/// last layer reads (`object/stats.rs`), and what a hero's player-wide rules are.
pub(in crate::engine) fn grants_on(grants: &Grants, id: Id) -> impl Iterator<Item = &Grant> {
    grants.iter().filter(move |grant| grant.target == id)
}
