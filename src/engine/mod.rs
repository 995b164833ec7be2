//! The rules: ids and zones, actions, the Phase and its Queue, the Sequence, the death step
//! and the log. It names no card and imports neither `content` nor `harness`. Which file holds
//! which rule: `ARCHITECTURE.md`, at the repository's root.

mod course;
mod game;
mod object;
mod observe;
mod play;
mod record;
mod script;
mod snapshot;
mod support;
mod view;

pub use course::action::{Action, Actions, Count, Place, Targets};
pub use course::aim::{Aim, AimSide, AimWord, Aimable, Requirement};
pub use course::card::{
    Abilities, CardDef, CardKind, ChoiceOption, DataAbilities, DataOption, DataTrigger, Enrage, Holding,
    Library, MAX_LIBRARY_CARDS, Trigger, TriggerOn,
};
pub use course::ctx::Ctx;
pub use course::effect::{Code, DataAction, Effect, EffectDef, Script, ScriptAction, Side, Who};
pub use course::error::{EffectProblem, Error, Limit, Result, closest_names, quoted};
pub use course::event::{Event, LogIndex, Record, TriggerKind};
pub use course::limits::{Limits, MAX_DEPTH_CEILING};
pub use course::mode::Mode;
pub use course::pending_choice::PendingChoice;
pub use course::rules::Rules;
pub use course::standing::{Mana, Outcome, Overload, Turn};
pub use course::state::BOARD_SIZE;
pub use game::{Game, HERO_HEALTH, LogKeeping};
pub use object::aura::{Aura, AuraStep, AuraWhile, GrantView, PlayerEffects, Reach, Tribe};
pub use object::cost::{CostAura, CostChange, CostChangeView, CostCount, CostLasts, Costed, Whose};
pub use object::count::ForEach;
pub use object::enchantment::{Change, EnchantmentView, Lasts, MadeBy};
pub use object::id::{CardId, Id, NoSuchPlayer, PLAYERS, PerPlayer, Player, Zone};
pub use object::keywords::{Keyword, Keywords};
pub use observe::trace::Node;
pub use observe::watch::{
    BoardChange, BoardView, CharacterChange, CharacterView, EnchantmentsChange, QueueEntryView, QueueView,
    Watch,
};
pub use play::legal_moves::{ListedMoves, Move, Positions};
pub use play::mana::MAX_CRYSTALS;
pub use play::mulligan::HandPositions;
pub use play::turn::OPENING_HAND;
pub use record::GameRecord;
pub use script::amount::{Amount, Counted};
pub use script::condition::Condition;
pub use script::step::DataStep;
pub use snapshot::{
    CardObjectSnapshot, ChoiceSnapshot, CostChangeSnapshot, CostEndsSnapshot, CostReachSnapshot,
    EnchantmentSnapshot, GrantSnapshot, LimitsSnapshot, MAX_NEXT_ORDER_OF_PLAY, MadeBySnapshot, ManaSnapshot,
    OutcomeSnapshot, PlayerSnapshot, SNAPSHOT_FORMAT, Snapshot, SnapshotError, TurnSnapshot,
};
pub use support::random::{DEFAULT_SEED, SplitMix64};
pub use view::deck_lists::DeckLists;
pub use view::player_view::{HandSlot, View};
pub use view::public_log::{Seen, SeenRecord, Unseen};
pub use view::view_snapshot::{VIEW_SNAPSHOT_FORMAT, ViewSnapshot};
