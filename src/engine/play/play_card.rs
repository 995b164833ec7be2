//! Playing a card from the hand: it costs its mana, then a minion enters play where the player
//! puts it, and a spell is cast.

use crate::engine::course::action::{Action, Origin};
use crate::engine::course::card::{CardKind, EventKind};
use crate::engine::course::ctx::Acting;
use crate::engine::course::error::Step;
use crate::engine::course::event::{Event, LogIndex, TriggerKind};
use crate::engine::course::limits::Depth;
use crate::engine::course::phase::{PhaseEvent, PhaseEvents, Played};
use crate::engine::course::sequence::Sequence;
use crate::engine::object::cost::CostLasts;
use crate::engine::object::id::{Id, Player, Zone};

impl Sequence<'_> {
    /// `player` plays the minion `id` from their hand at `index` on their board, its
    /// Battlecry aimed at `target` (`Game::play` checked that they may). The rulebook's
    /// Sequence for playing a minion: "First, the minion leaves your hand and enters play.
    /// Then the On Play Phase resolves ... Then the Battlecry Phase resolves. Then the After
    /// Play Phase resolves", then the After Summon Phase (Advanced rulebook, as told in its
    /// author's "Battlecries Resolve AFTER The Minion Enters Play"). No card here has an After
    /// Play ability, so that Phase is empty and is left out. Each Phase is the outermost, so a
    /// death step follows it (Rule 3). Entering play creates the minion's Summon Event, which
    /// the On Play Phase's death step resolves in its Summon Resolution Step: "whenever a
    /// Murloc is summoned" answers before the Battlecry (`course/summon_resolution.rs`).
    ///
    /// A "Choose One" minion played with `option` has that option as its Battlecry.
    pub(in crate::engine) fn play_minion(
        &mut self,
        id: Id,
        player: Player,
        index: usize,
        target: Option<Id>,
        option: Option<u8>,
    ) -> Step {
        let overload = self.pay_for(id, player);
        let played = self.record(Event::Played { player, id }, None);
        self.overload_on_play(overload, player, played);
        self.enter_play(id, player, index);
        let summoned = self.record(Event::Summoned { id }, None);
        self.create_summon_event(id, summoned);
        self.on_play_phase(id, player, Played::Minion, overload, played)?;
        // Rule 6: "Subsequent Phases of a Sequence will not run if a subject is required but
        // is no longer in play": a minion a death step removed has no Battlecry Phase and no
        // After Summon Phase. (A fallen hero ends nothing here: Rule 9 decides the game when
        // the Sequence ends.)
        if !self.is_still_in_play(id) {
            return Ok(());
        }
        // The same rule for the Battlecry's target: one that left play in the On Play Phase's
        // death step leaves the Battlecry nothing to aim at, so its Phase does not run.
        if target.is_none_or(|target| self.is_still_in_play(target)) {
            self.battlecry_phase(id, player, target, summoned, option)?;
        }
        if !self.is_still_in_play(id) {
            return Ok(());
        }
        self.after_summon_phase(id, summoned, Depth::default())
    }

    /// The On Play Phase of the card `id`, a `kind` card, that `player` played from their
    /// hand, logged at `played`: every "whenever you play a card" and, for a spell, "whenever
    /// you cast a spell" of `player`'s minions, in order of play, between the card leaving the
    /// hand and its Battlecry or its text; then the death step, this Phase being the outermost.
    fn on_play_phase(
        &mut self,
        id: Id,
        player: Player,
        kind: Played,
        overload: u8,
        played: LogIndex,
    ) -> Step {
        let seat = player;
        let mut events = PhaseEvents::default();
        events.push(PhaseEvent::of_play(id, seat, kind, overload > 0, played)).expect("room for one");
        self.phase(EventKind::Play, &events, Depth::default())?;
        self.death_step()
    }

    /// Whether the character `id` is still in play (Rule 6's "subject"): asked of a played
    /// minion and its target, and of combat's attacker and defender (`play/combat.rs`).
    pub(super) fn is_still_in_play(&self, id: Id) -> bool {
        self.state.entity(id).zone == Zone::Board
    }

    /// The Battlecry Phase of the minion or weapon `id`, which entered play at `summoned`: its
    /// Battlecry, if it has one, at `target` (the only ability that answers the play), then
    /// the death step, this Phase being the outermost. An aimed Battlecry played with no
    /// target, none being there to pick, does not resolve at all: "If no suitable target is
    /// available, the battlecry simply will not occur" (the wiki's Battlecry page).
    /// A "Choose One" minion played with `option` resolves that option here, as its
    /// Battlecry, with the option's aim (jleclanche/fireplace plays the chosen card's `play`
    /// actions where a minion's Battlecry goes: `choose = ("EX1_166a", "EX1_166b")`, each
    /// option a card whose `play` is `Hit(TARGET, 2)` or `Silence(TARGET)`).
    #[inline(always)] // Speed: a second caller (a weapon's play) took its inlining into a minion's play.
    fn battlecry_phase(
        &mut self,
        id: Id,
        player: Player,
        target: Option<Id>,
        summoned: LogIndex,
        option: Option<u8>,
    ) -> Step {
        let card = self.state.entity(id).card.expect("a played minion has a card");
        let def = self.library.card(card);
        let (battlecry, aim) = match option {
            None => (def.abilities.battlecry, def.aim()),
            Some(option) => match def.abilities.choose_one.get(usize::from(option)) {
                Some(choice) => (Some(choice.effect), choice.aim),
                None => (None, None),
            },
        };
        let Some(effect) = battlecry else {
            return Ok(());
        };
        if target.is_none() && aim.is_some() {
            return Ok(());
        }
        let depth = Depth::default().nested(&self.limits)?;
        let seat = player;
        let battlecry = Event::Triggered { source: id, trigger: TriggerKind::Battlecry };
        let triggered = self.record(battlecry, Some(summoned));
        self.resolve(effect, &Acting::battlecry(card, id, seat, target), triggered, depth)?;
        self.death_step()
    }

    /// `player` plays the spell `id` from their hand at `target`: it leaves the hand for the
    /// graveyard, its On Play Phase resolves ("whenever you cast a spell" comes before the
    /// spell's text), and it is cast (its text, the death step, the After Spell Phase:
    /// `perform`'s `Cast`). Rule 6: "Subsequent Phases of a Sequence will not run if a subject
    /// is required but is no longer in play": a target that left play in the On Play Phase's
    /// death step leaves the spell nothing to resolve at; it was played (its cost paid, its
    /// On Play Phase run) but is not cast, so neither its text nor its After Spell Phase runs.
    ///
    /// A "Choose One" spell played with `option` is cast with that option as its text
    /// (`cast_choosing`).
    pub(in crate::engine) fn play_spell(
        &mut self,
        id: Id,
        player: Player,
        target: Option<Id>,
        option: Option<u8>,
    ) -> Step {
        let overload = self.pay_for(id, player);
        self.state.entity_mut(id).zone = Zone::Graveyard;
        let played = self.record(Event::Played { player, id }, None);
        self.overload_on_play(overload, player, played);
        self.on_play_phase(id, player, Played::Spell, overload, played)?;
        if target.is_some_and(|target| !self.is_still_in_play(target)) {
            return Ok(());
        }
        let card = self.state.entity(id).card.expect("a card in a hand has a card");
        if let Some(option) = option {
            return self.cast_choosing(card, option, player, target);
        }
        let cast = Action::Cast { card, player, target };
        self.perform(&cast, None, Depth::default(), Origin::CALL)
    }

    /// `player` plays the weapon `id` from their hand, its Battlecry aimed at `target`: it costs
    /// its mana and leaves the hand, their hero equips it (`Sequence::equip`: the old weapon
    /// destroyed), then its On Play Phase resolves ("whenever you play a card"), then its
    /// Battlecry Phase, as a minion enters play before its own (the rulebook's "First, the
    /// minion leaves your hand and enters play. Then the On Play Phase resolves ... Then the
    /// Battlecry Phase resolves"; jleclanche/fireplace's `Play` puts a weapon in play before
    /// it queues its Battlecry, as a minion's). Rule 6: a weapon the On Play Phase's death step
    /// destroyed has no Battlecry Phase, nor does one whose target left play. The Sequence's
    /// death step follows.
    pub(in crate::engine) fn play_weapon(&mut self, id: Id, player: Player, target: Option<Id>) -> Step {
        let overload = self.pay_for(id, player);
        let played = self.record(Event::Played { player, id }, None);
        self.overload_on_play(overload, player, played);
        let equipped = self.equip(id, player, None);
        self.on_play_phase(id, player, Played::Weapon, overload, played)?;
        let still_equipped = self.state.weapons[player] == Some(id);
        if still_equipped && target.is_none_or(|target| self.is_still_in_play(target)) {
            self.battlecry_phase(id, player, target, equipped, None)?;
        }
        Ok(())
    }

    /// The card `id` leaves `player`'s hand, with the cost changes on it alone, and its cost as
    /// it is now (`State::cost_of`: the one the checks compared with their mana) comes off
    /// their mana. It counts as one more card they played this turn; a minion as one more
    /// minion too ("the first minion you play each turn"); a spell uses up their cost changes that last until "the next spell
    /// you cast this turn". Returns the card's Overload, which they owe once the play is logged
    /// (`overload_on_play`: the definition is read here once).
    #[inline]
    fn pay_for(&mut self, id: Id, player: Player) -> u8 {
        let entity = self.state.entity(id);
        let seat = entity.seat;
        let def = self.library.card(entity.card.expect("a card in a hand has a card"));
        let cost = u8::try_from(self.state.cost_in_hand(id, def, seat)).unwrap_or(u8::MAX);
        let mana = &mut self.state.mana[player];
        mana.spent = mana.spent.saturating_add(cost);
        self.state.hands[player].remove_value(id);
        self.state.card_leaves_hand(id);
        let played = &mut self.state.cards_played_this_turn[player];
        *played = played.saturating_add(1);
        match def.kind {
            CardKind::Minion { .. } => {
                let played = &mut self.state.minions_played_this_turn[player];
                *played = played.saturating_add(1);
            }
            CardKind::Spell { .. } => self
                .state
                .end_costs(|entry, lasts| entry.player == seat && lasts == CostLasts::NextSpellThisTurn),
            CardKind::Weapon { .. }
            | CardKind::HeroPower { .. }
            | CardKind::Hero { .. }
            | CardKind::Enchantment { .. } => {}
        }
        def.overload
    }
}
