//! The snapshot file: plain structs written for the file, one field for each thing a game
//! holds, so that the engine's own types can change without breaking a saved snapshot.

use serde::{Deserialize, Serialize};

use crate::engine::course::rules::Rules;
use crate::engine::course::standing::Overload;
use crate::engine::object::aura::AuraStep;
use crate::engine::object::cost::{CostChange, Costed};
use crate::engine::object::enchantment::{Change, Lasts};
use crate::engine::object::id::{Id, PLAYERS, Player, Zone};
use crate::engine::object::keywords::Keywords;

/// The snapshot format this engine writes and reads: a file of another one is refused, with
/// the fix (`SnapshotError::Format`).
pub const SNAPSHOT_FORMAT: u32 = 1;

/// The highest `next_order_of_play` a snapshot may give, 2^31: a game hands out an order of
/// play for each entity that enters play, so none reaches it (each entity costs memory); the
/// engine stops at 2^32 - 1, and a loaded game has over two billion to go.
pub const MAX_NEXT_ORDER_OF_PLAY: u32 = 1 << 31;

/// A game as it stands, position only: every card object, the zones, each player's mana and
/// counts, the turn, the mulligans still to make, a choice waiting, the enchantments, the
/// auras' grants and the cost changes in force, where the random generator stands, and the
/// rules and limits it plays by. `Game::snapshot` writes one; `Game::from_snapshot` loads it
/// without replaying anything, once it has checked that the rules could reach it.
///
/// Not saved: the log (a `GameRecord` is a game's history; a snapshot starts a game whose log
/// is empty), and what a game keeps only for speed (its listener lists, what its Aura Updates
/// and counts last read, whether someone may be dying, the rollback's journal), which loading
/// makes again. Cards are named by name: the library is given when loading. A field it does not
/// know is refused when read.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Snapshot {
    /// `SNAPSHOT_FORMAT` when written.
    pub format: u32,
    /// The rules the game plays by.
    pub rules: Rules,
    /// The limits its Sequences run under.
    pub limits: LimitsSnapshot,
    /// Where the game's random generator stands (`SplitMix64::position`): the game draws from
    /// here on what the saved one would have.
    pub random: u64,
    /// The order of play the next entity to enter play gets (orders count from 1).
    pub next_order_of_play: u32,
    /// Whose turn it is and its number; `null` before the first turn.
    pub turn: Option<TurnSnapshot>,
    /// Each player's mulligan still to make, player 0's first (`Rules::mulligan`).
    pub mulligans_to_make: [bool; PLAYERS],
    /// How the game ended; `null` while it goes on.
    pub outcome: Option<OutcomeSnapshot>,
    /// The choice among cards waiting for its player, if one does.
    pub choice: Option<ChoiceSnapshot>,
    /// Each player's places and counts, player 0's first.
    pub players: [PlayerSnapshot; PLAYERS],
    /// Every card object, by id from #0: #0 is player 0's hero and #1 player 1's.
    pub card_objects: Vec<CardObjectSnapshot>,
    /// What the auras give, as the last Aura Update found it, in the order the stats reader
    /// applies them.
    pub grants: Vec<GrantSnapshot>,
    /// Every cost change in force, in order of play.
    pub cost_changes: Vec<CostChangeSnapshot>,
}

/// The limits a game's Sequences run under (`Limits`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LimitsSnapshot {
    /// `Limits::max_depth`.
    pub max_depth: u32,
    /// `Limits::max_actions`.
    pub max_actions: u32,
}

/// Whose turn it is (`Turn`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnSnapshot {
    /// The player whose turn it is.
    pub player: Player,
    /// Turns so far, this one included: player 0's turns are odd, player 1's even.
    pub number: u32,
}

/// How a game ended (`Outcome`): `{"won": 0}` or `"draw"`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum OutcomeSnapshot {
    /// This player won.
    Won(Player),
    /// Both heroes fell at once, or the last turn ended.
    Draw,
}

/// A choice among cards waiting for its player (`PendingChoice`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChoiceSnapshot {
    /// The player who chooses.
    pub player: Player,
    /// The cards offered, top card of the deck first, each set aside.
    pub offered: Vec<Id>,
}

/// One player's places and counts.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSnapshot {
    /// Their hand, oldest first.
    pub hand: Vec<Id>,
    /// Their deck, top card first.
    pub deck: Vec<Id>,
    /// Their minions in play, left to right.
    pub board: Vec<Id>,
    /// Their hero's card, if a card's text replaced their hero (`State::hero_cards`); left out
    /// for the hero the game began with, so that a snapshot written before heroes were
    /// replaced loads unchanged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hero: Option<String>,
    /// Their hero's weapon, if one is equipped; left out when none is, so that a snapshot
    /// written before weapons loads unchanged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weapon: Option<Id>,
    /// Their hero's Hero Power, if it has one; left out when it has none, so that a snapshot
    /// written before Hero Powers loads unchanged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hero_power: Option<Id>,
    /// Their Mana Crystals.
    pub mana: ManaSnapshot,
    /// Their Overload (`{"owed": 2, "locked": 0}`), left out when nothing is owed or locked, so
    /// that a snapshot written before Overload loads unchanged.
    #[serde(default, skip_serializing_if = "Overload::is_none")]
    pub overload: Overload,
    /// Their Armor.
    pub armor: i32,
    /// The Fatigue damage their last empty draw dealt.
    pub fatigue: i32,
    /// Minions they have played from their hand this turn.
    pub minions_played_this_turn: u8,
    /// Cards they have played from their hand this turn.
    pub cards_played_this_turn: u8,
    /// Cards they have drawn into their hand this turn.
    pub cards_drawn_this_turn: u8,
    /// Whether their draws are stopped (`Game::stop_draws`).
    pub draws_stopped: bool,
    /// Whether their minions can't be reduced below 1 Health this turn.
    pub health_floor: bool,
    /// The ids their deck was built with, from the first up to (not including) the last: their
    /// deck list (`Game::deck_list`), which a player's view deals the opponent's unseen cards
    /// from under open deck lists.
    pub deck_list: [u32; 2],
}

/// A player's Mana Crystals (`Mana`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ManaSnapshot {
    /// Mana Crystals owned.
    pub crystals: u8,
    /// Mana spent this turn.
    pub spent: u8,
    /// Crystals for this turn only.
    pub this_turn: u8,
}

/// One card object: its card, whose it is, where it is, and everything that changes about it.
/// Its Health is its maximum Health less its damage.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardObjectSnapshot {
    /// Its id: its place in `card_objects`.
    pub id: Id,
    /// Its card's name; `null` for a hero.
    pub card: Option<String>,
    /// The player who controls it.
    pub owner: Player,
    /// Where it is.
    pub zone: Zone,
    /// Its Attack.
    pub attack: i32,
    /// Its maximum Health.
    pub max_health: i32,
    /// The damage it has taken.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub damage: i32,
    /// Its keywords.
    #[serde(default, skip_serializing_if = "no_keywords")]
    pub keywords: Keywords,
    /// When it last entered play; absent for a card never in play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order_of_play: Option<u32>,
    /// How many times it has attacked this turn.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub attacks: u8,
    /// It entered play this turn (it cannot attack yet without Charge).
    #[serde(default, skip_serializing_if = "is_false")]
    pub sleeping: bool,
    /// It is Frozen.
    #[serde(default, skip_serializing_if = "is_false")]
    pub frozen: bool,
    /// It has been Silenced.
    #[serde(default, skip_serializing_if = "is_false")]
    pub silenced: bool,
    /// It was marked by a destroy effect.
    #[serde(default, skip_serializing_if = "is_false")]
    pub pending_destroy: bool,
    /// Its owner's opponent knows it (a card that came into a hand in the open, or that a copy
    /// showed): a player's view shows it.
    #[serde(default, skip_serializing_if = "is_false")]
    pub known_to_opponent: bool,
    /// A Hero Power flipped over: used since its player's turn last began (`Flag::UsedThisTurn`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub used_this_turn: bool,
    /// The enchantments in force on it, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub enchantments: Vec<EnchantmentSnapshot>,
}

/// An enchantment in force on a card object.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnchantmentSnapshot {
    /// What it changes, as `Game::enchantments` writes it: `{"change": "add", "attack": 2,
    /// "health": 2}`.
    pub change: Change,
    /// How long it lasts.
    pub lasts: Lasts,
    /// The enchantment card it is, by name; `null` for a plain change.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<String>,
    /// The player whose card made it.
    pub maker: Player,
    /// Who made it.
    pub made_by: MadeBySnapshot,
    /// When it was made, in the one order of play.
    pub order_of_play: u32,
}

/// Who made an enchantment (`MadeBy`): `"no_card"`, `{"minion": 14}` or `{"card": NAME}`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum MadeBySnapshot {
    /// A rule, or a call's own action.
    NoCard,
    /// The ability of this minion.
    Minion(Id),
    /// The effect of this card (a spell), by name.
    Card(String),
}

/// What one aura gives one card object, as the last Aura Update found it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GrantSnapshot {
    /// The minion whose aura it is.
    pub source: Id,
    /// The card object it reaches.
    pub target: Id,
    /// The Attack it gives.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub attack: i32,
    /// The Health it gives.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub health: i32,
    /// The keywords it gives.
    #[serde(default, skip_serializing_if = "no_keywords")]
    pub keywords: Keywords,
    /// Its target's Attack is its Health, after everything else.
    #[serde(default, skip_serializing_if = "is_false")]
    pub attack_equals_health: bool,
    /// Which Aura Update brings it up to date.
    pub updates_in: AuraStep,
    /// The healing of the player whose hero it reaches deals damage instead.
    #[serde(default, skip_serializing_if = "is_false")]
    pub healing_deals_damage: bool,
    /// The damage and healing of that player's spells are doubled.
    #[serde(default, skip_serializing_if = "is_false")]
    pub spells_doubled: bool,
    /// How many seconds that player has to take a turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_time_limit: Option<u32>,
}

/// A cost change in force: `player`'s cards that `reaches` names cost `change`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CostChangeSnapshot {
    /// Whose cards it reaches.
    pub player: Player,
    /// Which of them.
    pub reaches: CostReachSnapshot,
    /// What it does to their cost.
    pub change: CostChange,
    /// "But not less than (N)".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_less_than: Option<u8>,
    /// Applied before every change without it.
    #[serde(default, skip_serializing_if = "is_false")]
    pub first: bool,
    /// Its order of play.
    pub order_of_play: u32,
    /// How long it lasts.
    pub ends: CostEndsSnapshot,
}

/// Which cards a cost change reaches: `{"cards": "spells"}` (a kind of the player's cards) or
/// `{"card": 12}` (one card object in its owner's hand).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum CostReachSnapshot {
    /// The player's cards of a kind.
    Cards(Costed),
    /// One card object.
    Card(Id),
}

/// How long a cost change lasts: `{"aura": 20}` (while that minion's aura gives it),
/// `"next_spell_this_turn"`, `"their_next_turn"`, `"with_the_card"` or `"count"` (a card's own
/// count, while it stays in its hand).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum CostEndsSnapshot {
    /// An aura's, of this minion.
    Aura(Id),
    /// Until the player plays a spell, or the turn passes.
    NextSpellThisTurn,
    /// Until the turn passes from that player.
    TheirNextTurn,
    /// While its one card stays in its hand.
    WithTheCard,
    /// A card's own continuous count, while it stays in its hand.
    Count,
}

fn is_zero<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

fn is_false(value: &bool) -> bool {
    !value
}

fn no_keywords(keywords: &Keywords) -> bool {
    keywords.is_empty()
}
