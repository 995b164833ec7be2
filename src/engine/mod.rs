//! The rules: ids and zones, actions, the Phase and its Queue, the Sequence, the death step
//! and the log. It names no card and imports neither `content` nor `harness`. Which file holds
//! which rule: `ARCHITECTURE.md`, at the repository's root.

mod action;
mod card;
mod combat;
mod ctx;
mod death;
mod entities;
mod error;
mod event;
mod game;
mod id;
mod limits;
mod list;
mod listed;
mod listeners;
mod mana;
mod moves;
mod perform;
mod phase;
mod play;
mod queue;
mod random;
mod record;
mod recycle;
mod rollback;
mod rules;
mod script;
mod sequence;
mod state;
mod trace;
mod turn;
mod watch;

pub use action::{Action, Actions, Place, Targets};
pub use card::{
    Abilities, Aim, CardDef, CardKind, DataAbilities, DataTrigger, Library, Trigger, TriggerOn, closest_names,
};
pub use ctx::Ctx;
pub use error::{EffectProblem, Error, Limit, Result};
pub use event::{Event, LogIndex, Record, TriggerKind};
pub use game::{Game, HERO_HEALTH, LogKeeping};
pub use id::{CardId, Id, PLAYERS, Player, Zone};
pub use limits::{Limits, MAX_DEPTH_CEILING};
pub use listed::ListedMoves;
pub use mana::{MAX_CRYSTALS, Mana, Outcome, Turn};
pub use moves::{Move, Positions};
pub use random::{DEFAULT_SEED, SplitMix64};
pub use record::GameRecord;
pub use rules::Rules;
pub use script::{Code, DataAction, Effect, EffectDef, ScriptAction, Side, Who};
pub use state::BOARD_SIZE;
pub use trace::Node;
pub use turn::OPENING_HAND;
pub use watch::{BoardView, CharacterView, QueueEntryView, QueueView, Watch};
