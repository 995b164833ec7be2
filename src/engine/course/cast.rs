//! A spell cast by a card's effect or a call: its text resolves, then (for the outermost) the
//! death step, then its After Spell Phase.

use super::card::CardKind;
use super::ctx::Acting;
use super::error::EffectProblem;
use super::error::Step;
use super::event::{Event, LogIndex};
use super::limits::Depth;
use super::sequence::Sequence;
use crate::engine::object::id::{CardId, Id, Player};

impl Sequence<'_> {
    /// `Action::Cast`: `player` casts `card` at `target`: `SpellCast`, its text, then, if the
    /// text was the outermost Phase, the death step, and then the After Spell Phase.
    pub(super) fn cast(
        &mut self,
        card: CardId,
        player: Player,
        target: Option<Id>,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        self.check_cast(card, target)?;
        let cast = self.record(Event::SpellCast { card }, cause);
        if let Some(effect) = self.library.card(card).abilities.on_cast {
            self.resolve(effect, &Acting::spell(card, player, target), cast, depth)?;
        }
        if depth.outside_every_phase() {
            self.death_step()?; // The spell's text was the outermost Phase.
        }
        self.after_spell_phase(player, cast, depth)
    }

    /// A cast must name a spell of this library and a target that exists (a `Player` always exists).
    fn check_cast(&self, card: CardId, target: Option<Id>) -> Step {
        if let Some(id) = target {
            self.state.find(id).ok_or(EffectProblem::UnknownId { id })?;
        }
        match self.library.get(card).ok_or(EffectProblem::UnknownCard)?.kind {
            CardKind::Spell { .. } => Ok(()),
            CardKind::Minion { .. } => Err(EffectProblem::CastMinion.into()),
            CardKind::Weapon { .. } => Err(EffectProblem::CastWeapon.into()),
            CardKind::HeroPower { .. } => Err(EffectProblem::CastHeroPower.into()),
            CardKind::Hero { .. } => Err(EffectProblem::HeroCardMisused.into()),
            CardKind::Enchantment { .. } => Err(EffectProblem::EnchantmentNotAttached.into()),
        }
    }
}
