//! A spell cast by a card's effect or a call: its text resolves, then (for the outermost) the
//! death step, then its After Spell Phase.

use super::card::CardKind;
use super::ctx::Acting;
use super::effect::Effect;
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
        let text = self.library.card(card).abilities.on_cast;
        self.cast_text(card, text, player, target, cause, depth)
    }

    /// `player` casts the "Choose One" spell `card` at `target` with its option `option`, a
    /// call's own spell (`Game::play_choosing` checked it): the spell is cast as itself
    /// (`SpellCast` names it, so Spell Damage and "after you cast a spell" see it), and the
    /// option's text is its text. An option the card does not have casts it with none.
    pub(in crate::engine) fn cast_choosing(
        &mut self,
        card: CardId,
        option: u8,
        player: Player,
        target: Option<Id>,
    ) -> Step {
        self.actions.spend_one()?;
        let options = &self.library.card(card).abilities.choose_one;
        let text = options.get(usize::from(option)).map(|choice| choice.effect);
        self.cast_text(card, text, player, target, None, Depth::default())
    }

    /// `SpellCast` for `card`, then `text` (its text, or its chosen option's), then, if the
    /// text was the outermost Phase, the death step, and then the After Spell Phase.
    fn cast_text(
        &mut self,
        card: CardId,
        text: Option<Effect>,
        player: Player,
        target: Option<Id>,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        let cast = self.record(Event::SpellCast { card }, cause);
        if let Some(effect) = text {
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
