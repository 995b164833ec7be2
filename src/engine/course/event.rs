//! The event log: what happened, in the order it happened, and what caused each event.

use crate::engine::object::aura::AuraStep;
use crate::engine::object::cost::{CostChange, CostLasts, Costed};
use crate::engine::object::id::CardId;
use crate::engine::object::id::{Id, Player};
use crate::engine::object::keywords::Keyword;

/// One thing that happened. The harness turns these into the course's `GameEvent`s.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Event {
    /// `player`'s deck was shuffled (the real game's start, `Rules::shuffle_decks`).
    Shuffled { player: Player },
    /// `player` played the card `id` from their hand: it left the hand (a minion then enters
    /// play, a spell is cast).
    Played { player: Player, id: Id },
    /// A minion entered play.
    Summoned { id: Id },
    /// `player` took control of the minion `id`: it moved to the far right of their board
    /// (`Action::TakeControl`).
    ControlTaken { id: Id, player: Player },
    /// `player` took control of the minion `id` with their side of the battlefield full: it
    /// stays where it is, pending destroy, and the next Death Creation Step removes it.
    ControlTakenOntoFullBoard { id: Id, player: Player },
    /// The minion `id` was transformed (`Action::Transform`): the fresh minion `into` took its
    /// place on its board, and `id` left play, set aside (`Zone::SetAside`); `into` was not
    /// summoned and `id` did not die.
    Transformed { id: Id, into: Id },
    /// The minion `id` became a copy of the minion `of` (`Action::BecomeCopy`): the fresh
    /// minion `into`, of `of`'s card, with its enchantments, damage and Silence, took `id`'s
    /// place on its board, and `id` left play, set aside; `into` was not summoned.
    BecameCopy { id: Id, of: Id, into: Id },
    /// A Damage Event: `target` took `amount` damage.
    Damaged { target: Id, amount: i32 },
    /// A Healing Event: `target` got back `amount` Health, the amount actually restored.
    Healed { target: Id, amount: i32 },
    /// A triggered ability or Deathrattle of `source` started to resolve.
    Triggered { source: Id, trigger: TriggerKind },
    /// `player` drew `id` from the top of the deck.
    Drew { player: Player, id: Id },
    /// `player` tried to draw from an empty deck. Under the course's rules nothing else
    /// happens; under the real game's, the hero takes Fatigue damage.
    Fatigue { player: Player },
    /// `id` came to `player`'s full hand, drawn or added: it went to the graveyard instead
    /// (the real game's hand limit).
    Burned { player: Player, id: Id },
    /// `player` put the opening card `id` back, in their mulligan (`Move::Mulligan`).
    PutBack { player: Player, id: Id },
    /// The card `id` left the top of `player`'s deck for the Set Aside zone, offered to their
    /// choice (`Action::ChooseFromTop`; `course/choice.rs`).
    Offered { player: Player, id: Id },
    /// `player` chose the offered card `id` (`Move::Choose`): it is drawn next (`Drew`, or
    /// `Burned` by a full hand).
    Chose { player: Player, id: Id },
    /// The card `id` offered to `player` was not chosen: it stays set aside, out of the game
    /// (not a discard: nothing answers it).
    NotChosen { player: Player, id: Id },
    /// A fresh card object `id` was put into `player`'s hand (`Action::AddToHand`).
    AddedToHand { player: Player, id: Id },
    /// A fresh card object `id`, a copy of the card object `of` (the same card), was put into
    /// `player`'s hand (`Action::CopyFromHand`, `Action::CopyFromDeck`, `Action::CopyToOtherHand`).
    CopiedToHand { player: Player, id: Id, of: Id },
    /// The minion `id` left play for `player`'s hand, its controller's (`Action::ReturnToHand`):
    /// a fresh card there, its damage, enchantments, Silence and cost changes gone.
    ReturnedToHand { player: Player, id: Id },
    /// The minion `id` was returned to `player`'s full hand (the real game's hand limit): it is
    /// destroyed instead, pending destroy until the next Death Creation Step removes it, its
    /// Deathrattles as any death's.
    ReturnedToFullHand { player: Player, id: Id },
    /// `player` gained `amount` Mana Crystals for this turn only.
    ManaGainedThisTurn { player: Player, amount: i32 },
    /// `player` gained `amount` Mana Crystals to keep, full or `empty`.
    ManaCrystalsGained { player: Player, amount: i32, empty: bool },
    /// `player` lost one Mana Crystal to keep, an `empty` one or a full one
    /// (`Action::DestroyManaCrystal`).
    ManaCrystalDestroyed { player: Player, empty: bool },
    /// `player`'s `cards` in hand cost `change` until `lasts` says (`Action::ChangeCosts`).
    CostsChanged { player: Player, cards: Costed, change: CostChange, lasts: CostLasts },
    /// The card `id` in a hand costs `change` while it stays there (`Action::DrawAndChangeCost`:
    /// "That card costs (3) less").
    CostChanged { id: Id, change: CostChange },
    /// `player`'s minions can't be reduced below 1 Health until the turn passes
    /// (`Action::HealthFloorThisTurn`).
    HealthFloorThisTurn { player: Player },
    /// Setup only (`Game::skip_to_turn`): the turn under way is now the game's `turn`th.
    TurnSkippedTo { turn: u32 },
    /// The card `id` left `player`'s hand for the graveyard, discarded (`Action::DiscardRandom`,
    /// `Action::DiscardHand`, and the setup's `Game::discard`).
    Discarded { player: Player, id: Id },
    /// Setup only (`Game::empty_deck`): every card of `player`'s deck went to the graveyard,
    /// with no draw and no Fatigue.
    DeckEmptied { player: Player },
    /// Setup only (`Game::shuffle_into_deck`): a fresh card object `id` was shuffled into
    /// `player`'s deck, at a random place.
    ShuffledIntoDeck { player: Player, id: Id },
    /// Setup only (`Game::stop_draws`): `player` draws nothing from here on.
    DrawsStopped { player: Player },
    /// `player` would draw from the top of their deck, but their draws are stopped (setup
    /// only, `Game::stop_draws`): no card, and no Fatigue.
    NotDrawn { player: Player },
    /// `player`'s turn began: the game's `turn`th.
    TurnStarted { player: Player, turn: u32 },
    /// `player`'s turn is ending.
    TurnEnded { player: Player },
    /// `attacker` attacked `defender`.
    Attacked { attacker: Id, defender: Id },
    /// The game is over: `winner` won, or nobody (a draw).
    GameEnded { winner: Option<Player> },
    /// `player` gained `amount` Armor.
    ArmorGained { player: Player, amount: i32 },
    /// A character's stats changed (a minion's, or a hero's Attack); the values after the change.
    StatsChanged { id: Id, attack: i32, health: i32 },
    /// A minion gained `keyword` (an enchantment: "Give a friendly minion Charge").
    Gained { id: Id, keyword: Keyword },
    /// A minion lost `keyword` (a Divine Shield that took a hit, Stealth once it attacked).
    Lost { id: Id, keyword: Keyword },
    /// The enchantment card `card` was attached to the card object `id` (`Action::Enchant`):
    /// its keywords (each logged `Gained` after it), triggered abilities and Deathrattle are
    /// `id`'s while it is in force.
    Enchanted { id: Id, card: CardId },
    /// A minion was Silenced: its enchantments, keywords and abilities are gone.
    Silenced { id: Id },
    /// A character was Frozen.
    Frozen { id: Id },
    /// A Frozen character thawed, as its owner's turn ended.
    Thawed { id: Id },
    /// A spell was cast.
    SpellCast { card: CardId },
    /// The Death Creation Step removed a minion, a hero or a weapon from play; or a weapon
    /// was destroyed as its player equipped another.
    Destroyed { id: Id },
    /// `player`'s hero equipped the weapon `id`.
    Equipped { player: Player, id: Id },
    /// The weapon `id` lost `amount` Durability (its hero attacked).
    DurabilityLost { id: Id, amount: i32 },
    /// `player` owes `amount` more crystals for their next turn: a card with Overload was played.
    Overloaded { player: Player, amount: u8 },
    /// `amount` of `player`'s crystals are locked this turn: the Overload they owed.
    OverloadLocked { player: Player, amount: u8 },
    /// `player`'s hero got the Hero Power `id`, in place of the one it had, if any.
    HeroPowerGiven { player: Player, id: Id },
    /// `player`'s hero became a fresh hero of `card`, and the minion `minion` that made it so
    /// left play without dying.
    HeroReplaced { player: Player, minion: Id, card: CardId },
    /// `player` used their Hero Power `id`, at `target` if it names one.
    HeroPowerUsed { player: Player, id: Id, target: Option<Id> },
    /// An Aura Update changed what the auras give (Rule 4a): the first of the death step's, or
    /// the second, after its Death Creation Step (`step`). Logged only when something changed;
    /// `AuraStarted`, `AuraStopped` and each change of stats or keywords follow under it.
    AuraUpdate { step: AuraStep },
    /// The minion `source`'s aura began to reach something at this Aura Update.
    AuraStarted { source: Id },
    /// The card `id` in a hand counts `count` for its own cost ("Costs (1) less for each
    /// ..."), read at this Aura Update, and its cost follows: logged when the change its count
    /// makes differs from the last one (`Sequence::update_cost_counts`).
    CountChanged { id: Id, count: u32 },
    /// The minion `source`'s aura ceased to reach anything at this Aura Update (its minion
    /// left play or was Silenced).
    AuraStopped { source: Id },
    /// A Death Phase began; `round` counts the Death Phases of one death step from 1. A
    /// Sequence that runs the death step again (after a spell's After Spell Phase, at the next
    /// turn's start) counts from 1 again.
    DeathPhase { round: u32 },
}

/// Which kind of ability a `Triggered` event reports.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TriggerKind {
    /// Any "whenever ... takes damage" condition.
    Damaged,
    /// A Deathrattle, in a Death Phase.
    Deathrattle,
    /// Any "whenever ... dies" condition, in a Death Phase.
    Died,
    /// Any "whenever ... is healed" condition.
    Healed,
    /// "Whenever a Murloc is summoned", in the Summon Resolution Step.
    OnSummon,
    /// "After you summon a minion", in the After Summon Phase.
    AfterSummon,
    /// "After you cast a spell", in the After Spell Phase.
    AfterSpell,
    /// "At the start of your turn".
    TurnStart,
    /// "At the end of your turn".
    TurnEnd,
    /// A Battlecry, in the Battlecry Phase of a minion played from the hand.
    Battlecry,
    /// "Whenever you play a card" or "whenever you cast a spell", in the On Play Phase.
    OnPlay,
    /// "Whenever this minion attacks", in combat's Preparation Phase.
    Attack,
}

impl TriggerKind {
    /// The name the log uses: the course's `"damaged"` and `"deathrattle"`; `"died"`,
    /// `"healed"`, `"on_summon"`, `"after_summon"`, `"after_spell"`, `"turn_start"`,
    /// `"turn_end"`, `"battlecry"`, `"on_play"` and `"attack"`.
    pub fn name(self) -> &'static str {
        match self {
            TriggerKind::Damaged => "damaged",
            TriggerKind::Deathrattle => "deathrattle",
            TriggerKind::Died => "died",
            TriggerKind::Healed => "healed",
            TriggerKind::OnSummon => "on_summon",
            TriggerKind::AfterSummon => "after_summon",
            TriggerKind::AfterSpell => "after_spell",
            TriggerKind::TurnStart => "turn_start",
            TriggerKind::TurnEnd => "turn_end",
            TriggerKind::Battlecry => "battlecry",
            TriggerKind::OnPlay => "on_play",
            TriggerKind::Attack => "attack",
        }
    }
}

/// An event's place in the log: 0 for the first event since the log was last cleared.
pub type LogIndex = u32;

/// A logged event and its cause. 24 bytes: the log is the one thing a Sequence grows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Record {
    /// What happened.
    pub event: Event,
    /// The log index of the event this one follows from: for a damage trigger's `Triggered`,
    /// the Damage Event it answers; for a Deathrattle's, the `DeathPhase` that resolves it;
    /// for an effect's events, its `Triggered` (or `SpellCast`). `None` for the action a call
    /// started with and for the death step's own `Destroyed` and `DeathPhase` events.
    pub cause: Option<LogIndex>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `docs/limits.md`'s memory figure: a logged event takes 24 bytes (a player is one byte).
    #[test]
    fn a_logged_event_takes_24_bytes() {
        assert_eq!(std::mem::size_of::<Record>(), 24);
    }
}
