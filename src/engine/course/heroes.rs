//! A hero replaced by another (the wiki's page of EX1_323, the pool's one card that does it):
//! "Your current and maximum Health are set to 15, your Armor is set to 0, your Hero Power is
//! replaced by" the card's ..., "and you equip" its weapon. The hero stays the same card object (the heroes are always #0 and #1:
//! `Game::hero`), made afresh as the new hero: its card becomes the hero card
//! (`State::hero_cards`), whose Health is its starting and maximum Health; its damage, Armor,
//! enchantments, Freeze and any destroy mark are gone with the old hero; the attacks it made this
//! turn stay (the new hero "won't be able to attack immediately using" its weapon, "if the hero
//! he replaced already attacked that turn"). The old hero does not die: nothing is destroyed and the
//! game goes on. The Hero Power and the weapon are the card's next actions (`give_hero_power`,
//! `equip`).

use super::card::CardKind;
use super::error::{EffectProblem, Step};
use super::event::{Event, LogIndex};
use super::sequence::Sequence;
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{CardId, Id, Zone};

impl Sequence<'_> {
    /// `Action::ReplaceHero`: if the minion `minion` is in play, it leaves play without dying
    /// (set aside, as a transformed minion is: no Deathrattle, nothing "whenever a minion dies"
    /// answers; the wiki's page: the minion's Battlecry makes it the hero), and its player's
    /// hero becomes a fresh hero of `card` (the file's doc), logged `HeroReplaced`, then its
    /// stats read again (`StatsChanged`). A minion no longer in play, or a hero already fallen
    /// (the game decided), replaces nothing. `card` must be a hero card of this library.
    pub(super) fn replace_hero(&mut self, card: CardId, minion: Id, cause: Option<LogIndex>) -> Step {
        match self.library.get(card).ok_or(EffectProblem::UnknownCard)?.kind {
            CardKind::Hero { .. } => {}
            _ => return Err(EffectProblem::ReplacedByNoHero.into()),
        }
        if !self.is_minion_in_play(minion)? {
            return Ok(());
        }
        let player = self.state.entity(minion).owner();
        if self.state.entity(self.state.heroes[player]).zone != Zone::Board {
            return Ok(()); // The hero fell in an earlier death step: the game is decided.
        }
        self.leave_play(minion);
        self.state.entity_mut(minion).zone = Zone::SetAside;
        let hero = self.state.heroes[player];
        self.state.hero_cards[player] = Some(card);
        if !self.state.enchantments.is_empty() {
            self.state.enchantments.leave_play(|enchanted| enchanted == hero);
        }
        let entity = self.state.entity_mut(hero);
        entity.clear_damage();
        entity.set(Flag::Frozen, false);
        entity.set(Flag::PendingDestroy, false);
        self.state.armor[player] = 0;
        let replaced = self.record(Event::HeroReplaced { player, minion, card }, cause);
        self.state.refresh_stats(hero, self.library);
        self.record_stats(hero, Some(replaced));
        Ok(())
    }
}
