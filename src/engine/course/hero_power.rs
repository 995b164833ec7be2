//! Hero Powers (the wiki's Hero Power page): "a special ability that is unique to each hero ...
//! Hero Powers can be used once per turn" and cost mana, 2 for each of the launch pool's
//! (`../shared/data/classic-extra.tsv`). One "cannot be used" when it has been used this turn
//! ("flipped over"), when its cost cannot be paid, when "it would summon a minion but your
//! board is full", or when "it is targeted but there is no valid target" (the checks are
//! `play/legality.rs`'s `may_use_hero_power`); it "flips back up ... at the start of your turn
//! and when replaced with a new one". "Hero Powers do not count as spells or played cards":
//! using one plays no card and casts no spell, so no "whenever you play a card" or "whenever
//! you cast a spell" answers it, a minion it summons is summoned, not played, and Spell Damage
//! does not add to its damage (`course/dealt.rs`).
//!
//! A Hero Power is a card object in `Zone::HeroPower` (`State::hero_powers`), as
//! peter1591/hearthstone-ai's `kCardTypeHeroPower` card and jleclanche/fireplace's `HeroPower`
//! entity are; it has no order of play (the Advanced rulebook's order of play lists "Minions,
//! Heroes, Weapons, Secrets, attached Enchantments and added Deathrattles"). Used this turn, it
//! holds `Flag::UsedThisTurn`.

use super::card::CardKind;
use super::ctx::Acting;
use super::error::{EffectProblem, Step};
use super::event::{Event, LogIndex};
use super::limits::Depth;
use super::sequence::Sequence;
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{CardId, Id, Player, Zone};

impl Sequence<'_> {
    /// `player` uses their Hero Power at `target` (`Game::use_hero_power` checked that they
    /// may): its cost comes off their mana, it is flipped over (`Flag::UsedThisTurn`), logged
    /// `HeroPowerUsed`, and its text resolves, the outermost Phase, followed by the death step
    /// (Rule 3). peter1591/hearthstone-ai's `FlowController::HeroPowerPhase` runs the same
    /// order: the cost, the power's text, then the deaths. No card of the launch pool answers a
    /// Hero Power being used (Inspire came later), so no Phase of answers is run.
    pub(in crate::engine) fn use_hero_power(&mut self, player: Player, target: Option<Id>) -> Step {
        let id = self.state.hero_powers[player].expect("`may_use_hero_power` checked: a Hero Power");
        let card = self.state.entity(id).card.expect("a Hero Power is a card");
        let def = self.library.card(card);
        let cost = u8::try_from(def.cost).unwrap_or(u8::MAX);
        let mana = &mut self.state.mana[player];
        mana.spent = mana.spent.saturating_add(cost);
        self.state.entity_mut(id).set(Flag::UsedThisTurn, true);
        let used = self.record(Event::HeroPowerUsed { player, id, target }, None);
        let Some(effect) = def.abilities.on_cast else {
            return Ok(());
        };
        let depth = Depth::default().nested(&self.limits)?;
        self.resolve(effect, &Acting::hero_power(card, player, target), used, depth)?;
        self.death_step()
    }

    /// `Action::GiveHeroPower`: `player`'s hero gets a fresh Hero Power of `card`, not used
    /// this turn ("flips back up ... when replaced with a new one"), logged `HeroPowerGiven`;
    /// the one it had goes to the graveyard (jleclanche/fireplace's `HeroPower._set_zone`
    /// destroys it). `card` must be a Hero Power card of this library.
    pub(super) fn give_hero_power(&mut self, card: CardId, player: Player, cause: Option<LogIndex>) -> Step {
        match self.library.get(card).ok_or(EffectProblem::UnknownCard)?.kind {
            CardKind::HeroPower { .. } => {}
            _ => return Err(EffectProblem::GivenNoHeroPower.into()),
        }
        if let Some(old) = self.state.hero_powers[player] {
            self.state.entity_mut(old).zone = Zone::Graveyard;
        }
        let id = self.state.create(Some(card), player, Zone::HeroPower, self.library.base_stats(card));
        self.state.hero_powers[player] = Some(id);
        self.record(Event::HeroPowerGiven { player, id }, cause);
        Ok(())
    }

    /// `player`'s Hero Power, if they have one, flips back up as their turn starts: it may be
    /// used again.
    pub(in crate::engine) fn hero_power_flips_up(&mut self, player: Player) {
        if let Some(power) = self.state.hero_powers[player] {
            self.state.entity_mut(power).set(Flag::UsedThisTurn, false);
        }
    }
}
