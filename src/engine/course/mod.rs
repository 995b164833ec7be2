//! The course's core: what Modules 0-3 teach. Read it first.

pub(super) mod action;
pub(super) mod aura;
pub(super) mod aura_update;
pub(super) mod card;
pub(super) mod cost;
pub(super) mod ctx;
pub(super) mod death_step;
pub(super) mod effect;
pub(super) mod enchant;
pub(super) mod enchantment;
pub(super) mod entities;
pub(super) mod error;
pub(super) mod event;
pub(super) mod id;
pub(super) mod keywords;
pub(super) mod limits;
pub(super) mod listeners;
pub(super) mod perform;
pub(super) mod phase;
pub(super) mod queue;
pub(super) mod rollback;
pub(super) mod rules;
pub(super) mod sequence;
pub(super) mod standing;
pub(super) mod state;
pub(super) mod stats;
