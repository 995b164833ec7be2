//! Damage and healing: Rule DH1's Damage and Healing Events, made for every target first and
//! then answered by one Phase, and the one hit (`hit`) every damage goes through.

use super::action::{Origin, Targets};
use super::card::EventKind;
use super::error::{EffectProblem, Step};
use super::event::{Event, LogIndex};
use super::limits::Depth;
use super::phase::{PhaseEvent, PhaseEvents};
use super::sequence::Sequence;
use crate::engine::object::enchantment::{Change, Lasts, MadeBy};
use crate::engine::object::id::Zone;
use crate::engine::object::id::{CardId, Id};
use crate::engine::object::keywords::Keyword;

impl Sequence<'_> {
    /// `Action::Damage`: `amount` (with the Spell Damage and the rules that change it) to
    /// each of `targets` at once (Rule DH1), or one at a time for a card marked so.
    pub(super) fn damage(
        &mut self,
        targets: Targets,
        amount: i32,
        origin: Origin,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        let (_, amount) = self.dealt(DamageOrHealing::Damage, amount, origin);
        if amount <= 0 {
            return Ok(()); // Nothing is dealt, so there is no event to answer.
        }
        let reached = self.targets_in_order_of_play(targets)?;
        self.damage_reached(&reached, amount, origin, cause, depth)
    }

    /// `Action::DamageExceptCard`: `Action::Damage` to `targets` but the minions of `card`,
    /// whoever owns them: "Deal 5 damage to all characters except" a card's minions names the
    /// card in the spell's data, and every minion of it is spared, told apart by its card alone
    /// (a card object of that card in play), never by a name the engine knows. Spell Damage
    /// and the rules that change damage apply as to any damage. A card this library does not
    /// hold is a bad action.
    pub(super) fn damage_except_card(
        &mut self,
        targets: Targets,
        amount: i32,
        card: CardId,
        origin: Origin,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        self.library.get(card).ok_or(EffectProblem::UnknownCard)?;
        let (_, amount) = self.dealt(DamageOrHealing::Damage, amount, origin);
        if amount <= 0 {
            return Ok(()); // Nothing is dealt, so there is no event to answer.
        }
        let mut reached = self.targets_in_order_of_play(targets)?;
        reached.retain(|id| self.state.entity(id).card != Some(card));
        self.damage_reached(&reached, amount, origin, cause, depth)
    }

    /// `amount` damage (1 or more, as dealt) to `reached`, the characters in play in order of
    /// play: every one hit first, then one Phase (Rule DH1); or, for a card marked so, one at
    /// a time, in order of play, each Damage Event's Phase resolving before the next target is
    /// hit (the Advanced rulebook: some area spells "resolve each Damage Event as soon as it is
    /// created"), a target that left play meanwhile passed over.
    #[inline(always)] // Speed: `Action::Damage`'s own body.
    fn damage_reached(
        &mut self,
        reached: &[Id],
        amount: i32,
        origin: Origin,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        if self.one_by_one(origin) {
            for &target in reached {
                let one = Targets::One(target);
                self.damage_or_heal(DamageOrHealing::Damage, one, amount, origin.source, cause, depth)?;
            }
            Ok(())
        } else {
            self.damage_these(DamageOrHealing::Damage, reached, amount, origin.source, cause, depth)
        }
    }

    /// `Action::MinionDeals`: the minion `id`, if it is in play, deals `amount` to `targets` as
    /// its own damage: the minion is the source, so "whenever this minion deals damage" and
    /// Poisonous answer (the wiki's Poisonous page: a minion forced to deal its damage to the
    /// minions next to it kills each it damages), and a spell's Spell Damage does not apply.
    pub(super) fn minion_deals(
        &mut self,
        id: Id,
        targets: Targets,
        amount: i32,
        origin: Origin,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        let minion = self.state.find(id).ok_or(EffectProblem::UnknownId { id })?;
        if minion.zone != Zone::Board {
            return Ok(());
        }
        self.damage(targets, amount, Origin { source: Some(id), ..origin }, cause, depth)
    }

    /// `Action::DamageAndSplash`: `amount` damage to the character `id`, if in play, and
    /// `splash` to every other character of its side in play, each with the Spell Damage and
    /// the rules that change it ("Deal 4 damage to an enemy and 1 damage to all other
    /// enemies"). One area action, so Rule DH1 holds: every Damage Event first, then one
    /// Phase. The wiki's page on the card that says it (CS2_012): it "deals all its damage
    /// before any on-damage triggered effects are activated. However, [it] creates Damage
    /// Events in an unusual order: first for the targeted character, and then for all other
    /// enemy characters in reverse order of play; then, all Damage Events are resolved in the
    /// same order"; "with Spell Damage +1 [it] will deal 5 damage to its target and 2 damage to
    /// all other enemies".
    pub(super) fn damage_and_splash(
        &mut self,
        id: Id,
        [amount, splash]: [i32; 2],
        origin: Origin,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        let (_, amount) = self.dealt(DamageOrHealing::Damage, amount, origin);
        let (_, splash) = self.dealt(DamageOrHealing::Damage, splash, origin);
        let character = self.state.find(id).ok_or(EffectProblem::UnknownId { id })?;
        let main = (character.zone == Zone::Board).then_some((id, amount));
        let side = self.targets_in_order_of_play(Targets::CharactersOf(character.owner()))?;
        let others = side.iter().rev().copied().filter(|&other| other != id).map(|other| (other, splash));
        let mut events = PhaseEvents::default();
        for (target, amount) in main.into_iter().chain(others) {
            if amount > 0
                && let Some(event) = self.hit(target, amount, origin.source, cause)
            {
                events.push(event).expect("one event per character in play");
            }
        }
        self.phase(EventKind::Damage, &events, depth)
    }

    /// `Action::SplitDamage`: `amount` missiles (Spell Damage adds missiles), each 1 damage to
    /// one of `targets` chosen anew, each its own Damage Event and Phase.
    pub(super) fn split_damage(
        &mut self,
        targets: Targets,
        amount: i32,
        origin: Origin,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        let (_, missiles) = self.dealt(DamageOrHealing::Damage, amount, origin);
        for nth in 0..missiles {
            // Every loop an action drives counts against the Sequence's limits: each
            // missile past the first (this action's own) is one more action, so that
            // Spell Damage's added missiles, up to `i32::MAX`, end in `Runaway`.
            if nth > 0 {
                self.actions.spend_one()?;
            }
            self.damage_or_heal(DamageOrHealing::Damage, targets, 1, origin.source, cause, depth)?;
        }
        Ok(())
    }

    /// `Action::DamageBetween`: each character of `targets`, in order of play, takes its own
    /// amount from `least` to `most` (`[least, most]`), every amount as likely, drawn from the
    /// game's seeded generator as it is reached, with the Spell Damage and the rules that
    /// change damage added to each; every Damage Event first, then one Phase (Rule DH1); or,
    /// for a card marked so under `Rules::area_damage_one_by_one`, each Damage Event's Phase
    /// before the next target is reached (the Advanced rulebook's exception to Rule DH3: such
    /// effects "actually resolve each Damage Event as soon as it is created in play order",
    /// and it names a card with a random amount among them). jleclanche/fireplace writes such
    /// a card `Hit(ENEMY_MINIONS, RandomNumber(2, 3))`, and its `TargetedAction` evaluates a
    /// lazy number once for each target. A `most` below `least` deals `least` (a card file
    /// refuses it: `data_check`).
    pub(super) fn damage_between(
        &mut self,
        targets: Targets,
        [least, most]: [i32; 2],
        origin: Origin,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        let reached = self.targets_in_order_of_play(targets)?;
        let one_by_one = self.one_by_one(origin);
        let mut events = PhaseEvents::default();
        for &target in reached.iter() {
            let rolled = self.roll_between(least, most);
            let (_, amount) = self.dealt(DamageOrHealing::Damage, rolled, origin);
            if one_by_one {
                let one = Targets::One(target);
                self.damage_or_heal(DamageOrHealing::Damage, one, amount, origin.source, cause, depth)?;
            } else if amount > 0
                && let Some(event) = self.hit(target, amount, origin.source, cause)
            {
                events.push(event).expect("one event per character in play");
            }
        }
        self.phase(EventKind::Damage, &events, depth)
    }

    /// A number from `least` to `most`, every one as likely, from the game's seeded generator
    /// (`least` if `most` is below it).
    fn roll_between(&mut self, least: i32, most: i32) -> i32 {
        let choices = usize::try_from(most.saturating_sub(least)).unwrap_or(0).saturating_add(1);
        let above_least = self.state.random.below(choices).unwrap_or(0);
        least.saturating_add(i32::try_from(above_least).unwrap_or(0))
    }

    /// `Action::Heal`: `amount` restored to each of `targets` at once (Rule DH1), or, under a
    /// rule that turns healing into damage, dealt to them.
    pub(super) fn heal(
        &mut self,
        targets: Targets,
        amount: i32,
        origin: Origin,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        let (which, amount) = self.dealt(DamageOrHealing::Healing, amount, origin);
        self.damage_or_heal(which, targets, amount, origin.source, cause, depth)
    }

    /// Rule DH1: "all of the Damage/Healing Events are created in play order", and only then
    /// does one Phase answer them all. Every target takes its damage (or healing) first, in
    /// order of play; then one Phase. A Healing Event exists only where Health was restored.
    pub(super) fn damage_or_heal(
        &mut self,
        which: DamageOrHealing,
        targets: Targets,
        amount: i32,
        source: Option<Id>,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        if amount <= 0 {
            return Ok(()); // Nothing is dealt or restored, so there is no event to answer.
        }
        let reached = self.targets_in_order_of_play(targets)?;
        self.damage_these(which, &reached, amount, source, cause, depth)
    }

    /// Rule DH1 for the characters `reached`, in play and in order of play: each takes
    /// `amount` (1 or more) damage or healing, then one Phase answers every event.
    #[inline(always)] // Speed: it was `damage_or_heal`'s own body.
    fn damage_these(
        &mut self,
        which: DamageOrHealing,
        reached: &[Id],
        amount: i32,
        source: Option<Id>,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        let mut events = PhaseEvents::default();
        for &target in reached {
            let event = match which {
                DamageOrHealing::Damage => self.hit(target, amount, source, cause),
                DamageOrHealing::Healing => self.restore(target, amount, cause),
            };
            if let Some(event) = event {
                events.push(event).expect("one event per character in play");
            }
        }
        let kind = match which {
            DamageOrHealing::Damage => EventKind::Damage,
            DamageOrHealing::Healing => EventKind::Healing,
        };
        self.phase(kind, &events, depth)
    }

    /// Whether the damage `origin` asks for resolves one Damage Event at a time: its card is
    /// marked so, and `Rules::area_damage_one_by_one` is on.
    pub(super) fn one_by_one(&self, origin: Origin) -> bool {
        self.rules.area_damage_one_by_one
            && origin.card.is_some_and(|card| self.library.card(card).damage_one_by_one)
    }

    /// One Damage Event: `target` loses `amount` Health (1 or more), which may leave it at 0
    /// or less (mortally wounded, still in play until the Death Creation Step).
    ///
    /// An Immune target takes nothing ("can't be damaged"; so does a hero Immune while it
    /// attacks, `Sequence::immune_attacker`) and a Divine Shield takes the hit
    /// instead ("the next damage is reduced to 0"; the shield is lost): no Damage Event either
    /// way, so nothing answers it. With `Rules::armor_absorbs`, a hero's Armor takes the
    /// damage first; the Damage Event is still the whole amount.
    ///
    /// A minion whose owner holds "can't be reduced below 1 Health this turn"
    /// (`State::health_floor`) takes the damage cut to what leaves it at 1 Health, after its
    /// Immune and its Divine Shield (which take the whole hit first), and the Damage Event is
    /// the damage it takes. A hit cut to 0 makes no Damage Event, as a Divine Shield's does
    /// not: the wiki's Damage page ("damage ... measured by a number which is deducted from
    /// their Armor (if they have any) or Health"; damage that is negated "is not considered to
    /// have been successfully dealt, and thus will not trigger any on-damage triggered
    /// effects"), and this crate's rule that 0 damage deals nothing and logs nothing (the
    /// card's own wiki page, which might say otherwise, was not at hand; hearthstone-ai, the
    /// peer engine of notes/performance.md, also caps the hit at Health - 1 and fires no
    /// damage trigger at 0). A destroy is not damage and still kills.
    #[inline(always)] // Speed: notes/performance.md, "Where each speed trick stands".
    pub(in crate::engine) fn hit(
        &mut self,
        target: Id,
        amount: i32,
        source: Option<Id>,
        cause: Option<LogIndex>,
    ) -> Option<PhaseEvent> {
        let mut to_health = amount;
        let entity = self.state.entity(target);
        if entity.has(Keyword::Immune) || self.immune_attacker == Some(target) {
            return None;
        }
        if entity.has(Keyword::DivineShield) {
            let popped = Change::Lose { keyword: Keyword::DivineShield };
            self.enchant(target, popped, Lasts::Always, MadeBy::NoCard, cause);
            return None;
        }
        let mut amount = amount;
        if self.state.health_floor[entity.owner()] && entity.card.is_some() {
            amount = amount.min(entity.health().saturating_sub(1));
            if amount <= 0 {
                return None; // Kept at 1 Health (or below it already): nothing is dealt.
            }
            to_health = amount;
        }
        if self.rules.armor_absorbs && entity.card.is_none() {
            let owner = entity.owner();
            let armor = &mut self.state.armor[owner];
            let absorbed = amount.min(*armor).max(0);
            *armor -= absorbed;
            to_health -= absorbed;
        }
        let hit = self.state.entity_mut(target);
        hit.take_damage(to_health);
        if hit.is_mortally_wounded() {
            self.state.may_be_dying.note();
        }
        let logged = self.record(Event::Damaged { target, amount }, cause);
        if let Some(source) = source {
            self.dealt_damage(source, logged);
        }
        self.follow_enrage(target, logged);
        Some(PhaseEvent::of(target, self.state.entity(target), logged).dealt_by(source))
    }

    /// A minion that dealt damage (`logged`) loses Stealth, which lasts "until it attacks or
    /// deals damage".
    pub(super) fn dealt_damage(&mut self, source: Id, logged: LogIndex) {
        let dealer = self.state.entity(source);
        if dealer.zone == Zone::Board && dealer.has(Keyword::Stealth) {
            let lost = Change::Lose { keyword: Keyword::Stealth };
            self.enchant(source, lost, Lasts::Always, MadeBy::NoCard, Some(logged));
        }
    }

    /// One Healing Event, if `target` is below its maximum Health: it gets back `amount`, or
    /// what it is missing if that is less. A mortally wounded minion healed above 0 Health is
    /// no longer dying (a choice: the course does not say).
    pub(super) fn restore(&mut self, target: Id, amount: i32, cause: Option<LogIndex>) -> Option<PhaseEvent> {
        let restored = self.state.entity_mut(target).restore(amount);
        if restored <= 0 {
            return None;
        }
        let logged = self.record(Event::Healed { target, amount: restored }, cause);
        self.follow_enrage(target, logged);
        Some(PhaseEvent::of(target, self.state.entity(target), logged))
    }

    /// `Action::SetRemainingHealth`: the character `id`, if in play, has its remaining Health
    /// set to `health` ("Set a hero's remaining Health to 15"), no higher than its maximum:
    /// its damage is set so, up or down, which is neither damage nor healing (no Damage or
    /// Healing Event, nothing answers it). Logs `StatsChanged` if it changed; an Enrage follows
    /// the damage as it does a hit's, and a character set to 0 Health or less is dying.
    pub(super) fn set_remaining_health(&mut self, id: Id, health: i32, cause: Option<LogIndex>) -> Step {
        let character = self.state.find(id).ok_or(EffectProblem::UnknownId { id })?;
        if character.zone != Zone::Board {
            return Ok(());
        }
        let health = health.min(character.max_health());
        let before = character.health();
        let entity = self.state.entity_mut(id);
        entity.clear_damage();
        entity.take_damage(entity.max_health().saturating_sub(health));
        let (attack, after) = (entity.attack(), entity.health());
        if after == before {
            return Ok(());
        }
        if after <= 0 {
            self.state.may_be_dying.note();
        }
        let logged = self.record(Event::StatsChanged { id, attack, health: after }, cause);
        self.follow_enrage(id, logged);
        Ok(())
    }
}

/// The two actions Rule DH1 governs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) enum DamageOrHealing {
    /// Deal damage.
    Damage,
    /// Restore Health.
    Healing,
}
