//! The game's log as JSON: every kind of event, as scenario files expect it and
//! `--format json` prints it.

use serde::{Deserialize, Serialize};

use crate::engine::{self, AuraStep, CostChange, CostLasts, Costed, Event, Id, Keyword, Library, Player};

/// One entry of a game's log as JSON, every kind of event the game logs: what a scenario's
/// `expect.log` and `--format json` write. Serialised with a `"type"` tag:
/// `{"type":"Damaged","target":3,"amount":1}`. The course's ten kinds have the same names and
/// fields as the harness's `GameEvent`; the rest are the game's past the course.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum LogEntry {
    /// A minion entered play.
    Summoned { id: Id },
    /// A Damage Event.
    Damaged { target: Id, amount: i32 },
    /// A triggered ability (`"damaged"`) or Deathrattle (`"deathrattle"`) began to resolve.
    Triggered { source: Id, trigger: String },
    /// A card moved from the top of the deck to the hand.
    Drew { player: Player, id: Id },
    /// A draw from an empty deck.
    Fatigue { player: Player },
    /// `id` came to `player`'s full hand, drawn or added, which burned it (past the course:
    /// `Rules`).
    Burned { player: Player, id: Id },
    /// `player` put the opening card `id` back in their mulligan (past the course: the game).
    PutBack { player: Player, id: Id },
    /// A fresh card `id` was put into `player`'s hand (past the course: the game).
    AddedToHand { player: Player, id: Id },
    /// The minion `id` went back to `player`'s hand, its controller's, a fresh card there (past
    /// the course: return to hand).
    ReturnedToHand { player: Player, id: Id },
    /// The minion `id` was returned to `player`'s full hand and is destroyed instead (past the
    /// course: return to hand, under the real game's hand limit).
    ReturnedToFullHand { player: Player, id: Id },
    /// The card `id` left the top of `player`'s deck, set aside and offered to their choice
    /// (past the course: a choice among cards).
    Offered { player: Player, id: Id },
    /// `player` chose the offered card `id`, drawn next (past the course: a choice among cards).
    Chose { player: Player, id: Id },
    /// The card `id` offered to `player` was not chosen and stays set aside, out of the game
    /// (past the course: a choice among cards).
    NotChosen { player: Player, id: Id },
    /// `player` gained `amount` Mana Crystals for this turn only (past the course: the game).
    ManaGainedThisTurn { player: Player, amount: i32 },
    /// `player` gained `amount` Mana Crystals to keep, full or `empty` (past the course).
    ManaCrystalsGained { player: Player, amount: i32, empty: bool },
    /// `player` lost one Mana Crystal to keep, an `empty` one or a full one (past the course).
    ManaCrystalDestroyed { player: Player, empty: bool },
    /// `player` took control of the minion `id` (past the course: take control).
    ControlTaken { id: Id, player: Player },
    /// `player` took control of the minion `id` onto a full board: it is destroyed instead
    /// (past the course: take control).
    ControlTakenOntoFullBoard { id: Id, player: Player },
    /// `player`'s `cards` in hand cost `change` until `lasts` says (past the course: cost
    /// changes).
    CostsChanged { player: Player, cards: Costed, change: CostChange, lasts: CostLasts },
    /// The card `id` in a hand costs `change` while it stays there (past the course: cost
    /// changes).
    CostChanged { id: Id, change: CostChange },
    /// `player`'s minions can't be reduced below 1 Health until the turn passes (past the
    /// course).
    HealthFloorThisTurn { player: Player },
    /// Setup only: the turn under way became the game's `turn`th (past the course).
    TurnSkippedTo { turn: u32 },
    /// `player` discarded the card `id` (past the course: a discard, or the setup's).
    Discarded { player: Player, id: Id },
    /// Setup only: `player`'s deck was emptied, with no Fatigue (past the course).
    DeckEmptied { player: Player },
    /// Setup only: a fresh card `id` was shuffled into `player`'s deck (past the course).
    ShuffledIntoDeck { player: Player, id: Id },
    /// Setup only: `player` draws nothing from here on (past the course).
    DrawsStopped { player: Player },
    /// `player` would draw, but their draws are stopped: no card, no Fatigue (past the
    /// course: a setup's).
    NotDrawn { player: Player },
    /// `player`'s turn began, the game's `turn`th (past the course: the game).
    TurnStarted { player: Player, turn: u32 },
    /// `player`'s turn is ending.
    TurnEnded { player: Player },
    /// `attacker` attacked `defender` (past the course: combat).
    Attacked { attacker: Id, defender: Id },
    /// The game is over: `winner` won, or nobody (a draw).
    GameEnded { winner: Option<Player> },
    /// Armor gained.
    ArmorGained { player: Player, amount: i32 },
    /// A character got back `amount` Health (past the course: healing).
    Healed { target: Id, amount: i32 },
    /// A minion's stats after a change.
    StatsChanged { id: Id, attack: i32, health: i32 },
    /// A minion gained a keyword (past the course: enchantments).
    Gained { id: Id, keyword: Keyword },
    /// A minion lost a keyword (past the course).
    Lost { id: Id, keyword: Keyword },
    /// An enchantment card, by name, was attached to a card object (past the course).
    Enchanted { id: Id, card: String },
    /// An Aura Update changed what the auras give (past the course): `"health_attack"` or
    /// `"other"`.
    AuraUpdate { step: AuraStep },
    /// A minion's aura began to reach something (past the course).
    AuraStarted { source: Id },
    /// A minion's aura ceased to reach anything (past the course).
    AuraStopped { source: Id },
    /// The card `id` in a hand counts `count` for its own cost, read at this Aura Update
    /// (past the course: continuous counts).
    CountChanged { id: Id, count: u32 },
    /// A minion was Silenced (past the course).
    Silenced { id: Id },
    /// The minion `id` was transformed: the fresh minion `into` took its place, not summoned,
    /// and `id` left play without dying (past the course: transform).
    Transformed { id: Id, into: Id },
    /// The minion `id` became a copy of the minion `of`: the fresh minion `into`, with `of`'s
    /// enchantments, damage and Silence, took its place, not summoned (past the course: copy).
    BecameCopy { id: Id, of: Id, into: Id },
    /// A fresh card `id`, a copy of the card object `of`, came into `player`'s hand (past the
    /// course: copy).
    CopiedToHand { player: Player, id: Id, of: Id },
    /// A character was Frozen (past the course).
    Frozen { id: Id },
    /// A Frozen character thawed (past the course).
    Thawed { id: Id },
    /// A spell was cast.
    SpellCast { card: String },
    /// The Death Creation Step removed a minion, a hero or a weapon; or a weapon was destroyed
    /// as its player equipped another.
    Destroyed { id: Id },
    /// `player`'s hero equipped the weapon `id`.
    Equipped { player: Player, id: Id },
    /// The weapon `id` lost `amount` Durability.
    DurabilityLost { id: Id, amount: i32 },
    /// `player`'s hero got the Hero Power `id`, in place of the one it had.
    HeroPowerGiven { player: Player, id: Id },
    /// `player` owes `amount` more crystals for their next turn (Overload).
    Overloaded { player: Player, amount: u8 },
    /// `amount` of `player`'s crystals are locked this turn (the Overload they owed).
    OverloadLocked { player: Player, amount: u8 },
    /// `player`'s hero became a fresh hero of `card`, and the minion `minion` left play without
    /// dying.
    HeroReplaced { player: Player, minion: Id, card: String },
    /// `player` used their Hero Power `id`, which names no target.
    HeroPowerUsed { player: Player, id: Id },
    /// `player` used their Hero Power `id` at `target` (a scenario's label binds each id field:
    /// the targeted use is an entry of its own, as every field of an entry is always there).
    HeroPowerUsedAt { player: Player, id: Id, target: Id },
    /// A Death Phase began; 1 for the first of a Sequence.
    DeathPhase { round: u32 },
    /// `player` played the card `id` from their hand (past the course: the game).
    Played { player: Player, id: Id },
    /// `player`'s deck was shuffled (the real game's start).
    Shuffled { player: Player },
}

impl LogEntry {
    /// The log of `game`, every event.
    pub fn log_of(game: &engine::Game) -> Vec<LogEntry> {
        game.log().iter().map(|record| LogEntry::from_engine(record.event, game.library())).collect()
    }

    /// An engine event as JSON reads it; `library` names the cards.
    pub fn from_engine(event: Event, library: &Library) -> LogEntry {
        match event {
            Event::Played { player, id } => LogEntry::Played { player, id },
            Event::Shuffled { player } => LogEntry::Shuffled { player },
            Event::Summoned { id } => LogEntry::Summoned { id },
            Event::Transformed { id, into } => LogEntry::Transformed { id, into },
            Event::BecameCopy { id, of, into } => LogEntry::BecameCopy { id, of, into },
            Event::CopiedToHand { player, id, of } => LogEntry::CopiedToHand { player, id, of },
            Event::Damaged { target, amount } => LogEntry::Damaged { target, amount },
            Event::Triggered { source, trigger } => {
                LogEntry::Triggered { source, trigger: trigger.name().to_owned() }
            }
            Event::Drew { player, id } => LogEntry::Drew { player, id },
            Event::Fatigue { player } => LogEntry::Fatigue { player },
            Event::Burned { player, id } => LogEntry::Burned { player, id },
            Event::PutBack { player, id } => LogEntry::PutBack { player, id },
            Event::AddedToHand { player, id } => LogEntry::AddedToHand { player, id },
            Event::ReturnedToHand { player, id } => LogEntry::ReturnedToHand { player, id },
            Event::ReturnedToFullHand { player, id } => LogEntry::ReturnedToFullHand { player, id },
            Event::Offered { player, id } => LogEntry::Offered { player, id },
            Event::Chose { player, id } => LogEntry::Chose { player, id },
            Event::NotChosen { player, id } => LogEntry::NotChosen { player, id },
            Event::ManaGainedThisTurn { player, amount } => LogEntry::ManaGainedThisTurn { player, amount },
            Event::ManaCrystalsGained { player, amount, empty } => {
                LogEntry::ManaCrystalsGained { player, amount, empty }
            }
            Event::ManaCrystalDestroyed { player, empty } => LogEntry::ManaCrystalDestroyed { player, empty },
            Event::ControlTaken { id, player } => LogEntry::ControlTaken { id, player },
            Event::ControlTakenOntoFullBoard { id, player } => {
                LogEntry::ControlTakenOntoFullBoard { id, player }
            }
            Event::CostsChanged { player, cards, change, lasts } => {
                LogEntry::CostsChanged { player, cards, change, lasts }
            }
            Event::CostChanged { id, change } => LogEntry::CostChanged { id, change },
            Event::HealthFloorThisTurn { player } => LogEntry::HealthFloorThisTurn { player },
            Event::TurnSkippedTo { turn } => LogEntry::TurnSkippedTo { turn },
            Event::Discarded { player, id } => LogEntry::Discarded { player, id },
            Event::DeckEmptied { player } => LogEntry::DeckEmptied { player },
            Event::ShuffledIntoDeck { player, id } => LogEntry::ShuffledIntoDeck { player, id },
            Event::DrawsStopped { player } => LogEntry::DrawsStopped { player },
            Event::NotDrawn { player } => LogEntry::NotDrawn { player },
            Event::TurnStarted { player, turn } => LogEntry::TurnStarted { player, turn },
            Event::TurnEnded { player } => LogEntry::TurnEnded { player },
            Event::Attacked { attacker, defender } => LogEntry::Attacked { attacker, defender },
            Event::GameEnded { winner } => LogEntry::GameEnded { winner },
            Event::ArmorGained { player, amount } => LogEntry::ArmorGained { player, amount },
            Event::Healed { target, amount } => LogEntry::Healed { target, amount },
            Event::StatsChanged { id, attack, health } => LogEntry::StatsChanged { id, attack, health },
            Event::Gained { id, keyword } => LogEntry::Gained { id, keyword },
            Event::Lost { id, keyword } => LogEntry::Lost { id, keyword },
            Event::Enchanted { id, card } => {
                LogEntry::Enchanted { id, card: library.card(card).name.clone() }
            }
            Event::AuraUpdate { step } => LogEntry::AuraUpdate { step },
            Event::AuraStarted { source } => LogEntry::AuraStarted { source },
            Event::AuraStopped { source } => LogEntry::AuraStopped { source },
            Event::CountChanged { id, count } => LogEntry::CountChanged { id, count },
            Event::Silenced { id } => LogEntry::Silenced { id },
            Event::Frozen { id } => LogEntry::Frozen { id },
            Event::Thawed { id } => LogEntry::Thawed { id },
            Event::SpellCast { card } => LogEntry::SpellCast { card: library.card(card).name.clone() },
            Event::Destroyed { id } => LogEntry::Destroyed { id },
            Event::Equipped { player, id } => LogEntry::Equipped { player, id },
            Event::DurabilityLost { id, amount } => LogEntry::DurabilityLost { id, amount },
            Event::HeroPowerGiven { player, id } => LogEntry::HeroPowerGiven { player, id },
            Event::Overloaded { player, amount } => LogEntry::Overloaded { player, amount },
            Event::OverloadLocked { player, amount } => LogEntry::OverloadLocked { player, amount },
            Event::HeroReplaced { player, minion, card } => {
                LogEntry::HeroReplaced { player, minion, card: library.card(card).name.clone() }
            }
            Event::HeroPowerUsed { player, id, target: None } => LogEntry::HeroPowerUsed { player, id },
            Event::HeroPowerUsed { player, id, target: Some(target) } => {
                LogEntry::HeroPowerUsedAt { player, id, target }
            }
            Event::DeathPhase { round } => LogEntry::DeathPhase { round },
        }
    }
}
