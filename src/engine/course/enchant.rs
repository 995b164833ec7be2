//! Changing a card object: attaching an enchantment, Silence, and enchantments wearing off.
//! Each ends in the one reader (`State::refresh_stats`) and logs what a player sees change.

use super::action::{Origin, Targets};
use super::card::CardKind;
use super::error::{EffectProblem, Step};
use super::event::{Event, LogIndex};
use super::sequence::Sequence;
use crate::engine::object::enchantment::{Change, Enchantment, Lasts, MadeBy};
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{CardId, Id, Player, Zone};
use crate::engine::object::keywords::Keyword;

impl Sequence<'_> {
    /// Attach an enchantment making `change` to the character `id` (a minion, or a hero: "Give
    /// your hero +4 Attack this turn"), lasting `lasts`: in force the moment it is made, after every enchantment made before it (Rule 4d: "enchantments take
    /// effect the moment they are created"). A change that sets Health makes the minion whole
    /// at its new maximum. Logs `StatsChanged` for a change of stats (as the course's buffs
    /// always have), `Gained` or `Lost` for a keyword gained or lost. `made_by` is only told
    /// (`MadeBy`): no rule reads it.
    pub(in crate::engine) fn enchant(
        &mut self,
        id: Id,
        change: Change,
        lasts: Lasts,
        made_by: MadeBy,
        cause: Option<LogIndex>,
    ) {
        // A plain change reads no "your": its maker is taken to be its card object's owner.
        let maker = self.state.entity(id).seat;
        self.attach(Enchantment::new(id, change, lasts, None, maker, made_by), cause);
    }

    /// Attach the enchantment card `card` (`CardKind::Enchantment`) to the card object `id`,
    /// made by the player in `maker`'s seat: `id` gains the card's keywords, and its triggered
    /// abilities and Deathrattle listen as `id`'s own while it is in force (the Advanced
    /// rulebook: "attached Enchantments and added Deathrattles are all Entities, and all exist
    /// in the same order of play list together"). Logs `Enchanted`, then `Gained` for each
    /// keyword it gives, caused by it.
    pub(in crate::engine) fn attach_card(
        &mut self,
        id: Id,
        card: CardId,
        maker: Player,
        made_by: MadeBy,
        cause: Option<LogIndex>,
    ) {
        let def = self.library.card(card);
        let CardKind::Enchantment { lasts } = def.kind else {
            unreachable!("perform checks that only an enchantment card is attached")
        };
        let enchanted = self.record(Event::Enchanted { id, card }, cause);
        let change = Change::Grant { keywords: def.keywords };
        self.attach(Enchantment::new(id, change, lasts, Some(card), maker, made_by), Some(enchanted));
        // Its abilities listen from now on.
        self.state.in_play.listening_changed();
    }

    /// Attach `enchantment` after every one made before it, giving it the next order of play;
    /// refresh its card object's stats and log what changed.
    fn attach(&mut self, mut enchantment: Enchantment, cause: Option<LogIndex>) {
        enchantment.played = self.state.take_played();
        let Enchantment { target: id, change, .. } = enchantment;
        self.state.enchantments.attach(enchantment);
        if change.sets_health() {
            self.state.entity_mut(id).clear_damage();
        }
        self.state.refresh_stats(id, self.library);
        match change {
            Change::Gain { keyword } => _ = self.record(Event::Gained { id, keyword }, cause),
            Change::Lose { keyword } => _ = self.record(Event::Lost { id, keyword }, cause),
            Change::Grant { keywords } => {
                for keyword in keywords.iter() {
                    self.record(Event::Gained { id, keyword }, cause);
                }
            }
            _ => self.record_stats(id, cause),
        }
    }

    /// Freeze the character `id` (the wiki's Freeze page): it misses its next possible attack
    /// (`play/legality.rs`, `may_attack`). Logs `Frozen`.
    pub(in crate::engine) fn freeze(&mut self, id: Id, cause: Option<LogIndex>) {
        self.state.entity_mut(id).set(Flag::Frozen, true);
        self.record(Event::Frozen { id }, cause);
    }

    /// As `player` ends their turn, each of their Frozen characters thaws if it could have
    /// attacked this turn and did not, so that a Frozen character misses exactly one possible
    /// attack (the wiki's Freeze page: characters "frozen on their owner's turn before they
    /// attack are unfrozen at the end of that turn"; one frozen after it attacked, or on the
    /// turn it was summoned without Charge, stays Frozen through its owner's next turn). Logs
    /// `Thawed`, caused by `turn_ended`.
    pub(in crate::engine) fn thaw(&mut self, player: Player, turn_ended: LogIndex) {
        let hero = self.state.heroes[player];
        let board = self.state.boards[player];
        for id in std::iter::once(hero).chain(board.iter().copied()) {
            let character = self.state.entity(id);
            if character.is(Flag::Frozen) && character.is_ready() && character.attacks == 0 {
                self.state.entity_mut(id).set(Flag::Frozen, false);
                self.record(Event::Thawed { id }, Some(turn_ended));
            }
        }
    }

    /// Silence the minion `id` (the wiki's Silence page): every enchantment on it ends, and its
    /// card's keywords, triggered abilities and Deathrattle are gone for good; its Health
    /// follows the Health rule (`Entity::take_stats`). Logs `Silenced`, then `StatsChanged` if
    /// its Attack or Health changed.
    ///
    /// An enchantment that lends control (`CardDef::lends_control`) ends with the rest, and the
    /// minion goes back to its maker's opponent at once, after `Silenced` ("Control is
    /// generally a permanent state change, and as such cannot be changed through Silences ...
    /// The exceptions to this are [EX1_334] ..., which grant temporary control of a minion
    /// through a one-turn enchantment": the wiki's Take control page).
    pub(in crate::engine) fn silence(&mut self, id: Id, cause: Option<LogIndex>) {
        let lender = self.control_lent_on(id);
        self.state.enchantments.end_on(id);
        let minion = self.state.entity_mut(id);
        minion.set(Flag::Silenced, true);
        minion.set(Flag::Frozen, false); // Silence removes Freeze (the wiki's Silence page).
        self.state.in_play.listening_changed(); // Its triggered abilities no longer answer.
        // Its stats and keywords change first, so that whoever watches the `Silenced` event
        // sees the minion Silenced.
        let stats_changed = self.state.refresh_stats(id, self.library);
        let silenced = self.record(Event::Silenced { id }, cause);
        if stats_changed {
            self.record_stats(id, Some(silenced));
        }
        if let Some(maker) = lender {
            self.take_control_of(id, maker.other(), Some(silenced));
        }
    }

    /// An enchantment card that lends control (`CardDef::lends_control`) takes control of the
    /// minion for its maker as it is attached, and is attached only if it did: to a minion in
    /// play that the maker's opponent controlled, with room on the maker's board (onto a full
    /// board the minion is destroyed, as any take control's). So every such enchantment in
    /// force is on a minion taken from its maker's opponent, to whom a Silence gives it back
    /// (`silence`); a hero, or a minion of the maker's own, lends nothing.
    fn lend_control(&mut self, id: Id, maker: Player, cause: Option<LogIndex>) -> bool {
        let minion_in_play =
            self.state.entity(id).zone == Zone::Board && !self.state.heroes.iter().any(|&hero| hero == id);
        minion_in_play && self.take_control_of(id, maker, cause)
    }

    /// The maker of an enchantment in force on `id` that lends control, if any.
    fn control_lent_on(&self, id: Id) -> Option<Player> {
        let lends = |card: Option<CardId>| card.is_some_and(|card| self.library.card(card).lends_control);
        self.state.enchantments.on(id).find(|enchantment| lends(enchantment.card)).map(|e| e.maker)
    }

    /// "This turn" enchantments wear off as the turn passes, and so do the "until your next
    /// turn" ones of `next`, the player whose turn it now is (Advanced rulebook, "Start and end
    /// of turn": after the End of Turn Phase and its check, "It is now your opponent's turn.
    /// Hearthstone wears off expired enchantments"). Each card object whose Attack or Health
    /// changed logs `StatsChanged`, and each keyword it no longer has `Lost`, caused by
    /// `turn_ended`.
    pub(in crate::engine) fn wear_off(&mut self, next: Player, turn_ended: LogIndex) {
        let expired = |enchantment: &Enchantment| match enchantment.lasts {
            Lasts::Always => false,
            Lasts::ThisTurn => true,
            Lasts::UntilYourNextTurn => enchantment.maker == next,
        };
        let mut had_abilities = false;
        let worn = self.state.enchantments.end(|enchantment| {
            let ends = expired(enchantment);
            had_abilities |= ends && enchantment.card.is_some();
            ends
        });
        if had_abilities {
            self.state.in_play.listening_changed(); // Their abilities no longer answer.
        }
        for id in worn {
            self.refresh_and_record(id, |_| turn_ended);
        }
    }

    /// Compute the card object `id`'s stats again and log what a player sees change: each
    /// keyword it gained, each it lost, then its Attack and Health if they changed, each caused
    /// by `cause`, which is asked only if something changed (an Aura Update logs its own
    /// event only then).
    pub(in crate::engine) fn refresh_and_record(
        &mut self,
        id: Id,
        mut cause: impl FnMut(&mut Self) -> LogIndex,
    ) {
        let before = self.state.entity(id).keywords();
        let stats_changed = self.state.refresh_stats(id, self.library);
        let after = self.state.entity(id).keywords();
        for keyword in after.iter().filter(|&keyword| !before.has(keyword)) {
            let cause = cause(self);
            self.record(Event::Gained { id, keyword }, Some(cause));
        }
        for keyword in before.iter().filter(|&keyword| !after.has(keyword)) {
            let cause = cause(self);
            self.record(Event::Lost { id, keyword }, Some(cause));
        }
        if stats_changed {
            let cause = cause(self);
            self.record_stats(id, Some(cause));
        }
    }

    /// A character's damage changed (`changed`: its `Damaged` or `Healed` event): if its card
    /// has an Enrage, its stats are computed again, and a change is logged, so that an Enrage
    /// holds exactly "while damaged".
    pub(in crate::engine) fn follow_enrage(&mut self, id: Id, changed: LogIndex) {
        if self.state.has_enrage(id, self.library) && self.state.refresh_stats(id, self.library) {
            self.record_stats(id, Some(changed));
        }
    }

    /// Log the character `id`'s Attack and Health as they are now.
    pub(super) fn record_stats(&mut self, id: Id, cause: Option<LogIndex>) {
        let entity = self.state.entity(id);
        let (attack, health) = (entity.attack(), entity.health());
        self.record(Event::StatsChanged { id, attack, health }, cause);
    }
}

/// The actions that attach an enchantment, Silence or Freeze, each on the minions or characters
/// it names, in order of play (`perform`'s enchantments and stats).
impl Sequence<'_> {
    /// Attach an enchantment making `change` to the minion `id` if it is in play
    /// (`Sequence::enchant`); an action aimed at a minion that has left play does nothing.
    pub(super) fn enchant_minion(
        &mut self,
        id: Id,
        change: Change,
        lasts: Lasts,
        origin: Origin,
        cause: Option<LogIndex>,
    ) -> Step {
        if self.is_minion_in_play(id)? {
            self.enchant(id, change, lasts, origin.made_by(), cause);
        }
        Ok(())
    }

    /// Attach an enchantment making `change` to each character `targets` names that is in
    /// play, heroes included, in order of play (`Sequence::enchant`): "Give your hero +4
    /// Attack this turn", "Give your characters +2 Attack this turn".
    pub(super) fn enchant_characters(
        &mut self,
        targets: Targets,
        change: Change,
        lasts: Lasts,
        origin: Origin,
        cause: Option<LogIndex>,
    ) -> Step {
        for &id in self.targets_in_order_of_play(targets)?.iter() {
            self.enchant(id, change, lasts, origin.made_by(), cause);
        }
        Ok(())
    }

    /// Attach an enchantment making `change` to each minion `targets` names, in order of play
    /// (`Sequence::enchant`).
    pub(super) fn enchant_minions(
        &mut self,
        targets: Targets,
        change: Change,
        lasts: Lasts,
        origin: Origin,
        cause: Option<LogIndex>,
    ) -> Step {
        for &id in self.minions_in_order_of_play(targets)?.iter() {
            self.enchant(id, change, lasts, origin.made_by(), cause);
        }
        Ok(())
    }

    /// `Action::Lose`: each minion of `targets` that has `keyword` loses it, in order of play
    /// ("All minions lose Divine Shield"), as a popped Divine Shield is lost: an enchantment
    /// that Silence takes back with the rest. A minion without the keyword is left alone.
    pub(super) fn lose_keyword(
        &mut self,
        targets: Targets,
        keyword: Keyword,
        origin: Origin,
        cause: Option<LogIndex>,
    ) -> Step {
        for &id in self.minions_in_order_of_play(targets)?.iter() {
            if self.state.entity(id).has(keyword) {
                self.enchant(id, Change::Lose { keyword }, Lasts::Always, origin.made_by(), cause);
            }
        }
        Ok(())
    }

    /// `Action::SwapAttackAndHealth`: the minion `id`, if in play, has its Attack and Health
    /// swapped (an enchantment setting both, made whole at its new Health).
    pub(super) fn swap_attack_and_health(&mut self, id: Id, origin: Origin, cause: Option<LogIndex>) -> Step {
        if let Some(minion) = self.minion_in_play(id)? {
            let swapped = Change::SetBoth { attack: minion.health(), health: minion.attack() };
            self.enchant(id, swapped, Lasts::Always, origin.made_by(), cause);
        }
        Ok(())
    }

    /// `Action::AttackEqualToHealth`: the minion `id`, if in play, has its Attack set to its
    /// Health as it is now.
    pub(super) fn attack_equal_to_health(&mut self, id: Id, origin: Origin, cause: Option<LogIndex>) -> Step {
        if let Some(minion) = self.minion_in_play(id)? {
            let equal = Change::SetAttack { attack: minion.health() };
            self.enchant(id, equal, Lasts::Always, origin.made_by(), cause);
        }
        Ok(())
    }

    /// `Action::DoubleAttack`: the minion `id`, if in play, gains its Attack as it is now, an
    /// enchantment like any buff: what it shows doubles, and what gave it Attack before (an
    /// aura's grant too) stays under it.
    pub(super) fn double_attack(&mut self, id: Id, origin: Origin, cause: Option<LogIndex>) -> Step {
        if let Some(minion) = self.minion_in_play(id)? {
            let doubled = Change::Add { attack: minion.attack(), health: 0 };
            self.enchant(id, doubled, Lasts::Always, origin.made_by(), cause);
        }
        Ok(())
    }

    /// `Action::DoubleHealth`: the minion `id`, if in play, gains its Health as it is now, its
    /// maximum rising by as much (a damaged 2/3 at 1 Health becomes 2/4 at 2); a mortally
    /// wounded one gains nothing.
    pub(super) fn double_health(&mut self, id: Id, origin: Origin, cause: Option<LogIndex>) -> Step {
        if let Some(minion) = self.minion_in_play(id)? {
            let doubled = Change::Add { attack: 0, health: minion.health().max(0) };
            self.enchant(id, doubled, Lasts::Always, origin.made_by(), cause);
        }
        Ok(())
    }

    /// `Action::Silence`: each minion `targets` names, in order of play, is Silenced.
    pub(super) fn silence_minions(&mut self, targets: Targets, cause: Option<LogIndex>) -> Step {
        for &id in self.minions_in_order_of_play(targets)?.iter() {
            self.silence(id, cause);
        }
        Ok(())
    }

    /// `Action::Freeze`: each character `targets` names, in order of play, is Frozen.
    pub(super) fn freeze_characters(&mut self, targets: Targets, cause: Option<LogIndex>) -> Step {
        for &target in self.targets_in_order_of_play(targets)?.iter() {
            self.freeze(target, cause);
        }
        Ok(())
    }

    /// `Action::Enchant`: the enchantment card `card` is attached to each character `targets`
    /// names, in order of play, made by the player whose effect it is (a call's own
    /// attachment by the target's owner).
    pub(super) fn attach_cards(
        &mut self,
        targets: Targets,
        card: CardId,
        origin: Origin,
        cause: Option<LogIndex>,
    ) -> Step {
        self.check_enchant(card)?;
        let lends_control = self.library.card(card).lends_control;
        for &target in self.targets_in_order_of_play(targets)?.iter() {
            let maker = origin.seat.unwrap_or(self.state.entity(target).seat);
            if lends_control && !self.lend_control(target, maker, cause) {
                continue;
            }
            self.attach_card(target, card, maker, origin.made_by(), cause);
        }
        Ok(())
    }

    /// An attachment must name an enchantment card of this library.
    pub(super) fn check_enchant(&self, card: CardId) -> Step {
        match self.library.get(card).ok_or(EffectProblem::UnknownCard)?.kind {
            CardKind::Enchantment { .. } => Ok(()),
            CardKind::Minion { .. }
            | CardKind::Spell { .. }
            | CardKind::Weapon { .. }
            | CardKind::HeroPower { .. }
            | CardKind::Hero { .. } => Err(EffectProblem::NotAnEnchantment.into()),
        }
    }
}
