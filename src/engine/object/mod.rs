//! The card object: what a card in play, in a hand or in a deck is (its id, owner, zone,
//! damage and stats), the keywords it has, the enchantments on it, the auras that give to it,
//! what changes its cost, and the pure readers that fold these into its stats and cost. Below
//! the course: it names nothing of the engine but `support/`.

pub(super) mod aura;
pub(super) mod cost;
pub(super) mod count;
pub(super) mod enchantment;
pub(super) mod entity;
pub(super) mod id;
pub(super) mod keywords;
pub(super) mod stats;
pub(super) mod tribe;
