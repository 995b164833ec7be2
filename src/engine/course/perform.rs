//! `perform`, the one function that changes the game, and area damage (Rule DH1).

use super::action::{Action, Count, Origin, Place, Targets};
use super::aura::Tribe;
use super::card::{CardKind, EventKind, Library};
use super::cost::{CostChange, CostEnds, CostEntry, CostReach};
use super::ctx::Acting;
use super::enchantment::{Change, Lasts};
use super::entities::Flag;
use super::error::{EffectProblem, Halt, Step};
use super::event::{Event, LogIndex, Record};
use super::id::{CardId, Id, PLAYERS, Player, Zone};
use super::keywords::Keyword;
use super::limits::Depth;
use super::mode::Mode;
use super::phase::{PhaseEvent, PhaseEvents};
use super::sequence::Sequence;
use super::state::{BOARD_SIZE, Entity, MAX_CHARACTERS};
use crate::engine::support::inline_list::InlineList;

impl Sequence<'_> {
    /// Carry out `action`. `cause` is the log index of the event it follows from (`None` for
    /// a call's own action), `depth` how many Phases enclose it, and `origin` who asked for it:
    /// the minion whose ability it is (the source of its damage) and where that ability puts
    /// its summons.
    ///
    /// The one place the game changes (architecture invariant 3). An action aimed at a card
    /// that has left play does nothing; one that names a player, card object or card that does
    /// not exist stops the Sequence (`EffectProblem`): a call's own action was checked before,
    /// so such an action comes from a card's effect, which the engine does not trust.
    pub(in crate::engine) fn perform(
        &mut self,
        action: &Action,
        cause: Option<LogIndex>,
        depth: Depth,
        origin: Origin,
    ) -> Step {
        self.actions.spend_one()?;
        let Origin { source, summons_land, seat, .. } = origin;
        match *action {
            Action::Damage { targets, amount } => {
                let (_, amount) = self.dealt(DamageOrHealing::Damage, amount, origin);
                if self.one_by_one(origin) {
                    self.damage_one_by_one(targets, amount, source, cause, depth)?;
                } else {
                    self.damage_or_heal(DamageOrHealing::Damage, targets, amount, source, cause, depth)?;
                }
            }
            Action::SplitDamage { targets, amount } => {
                let (_, missiles) = self.dealt(DamageOrHealing::Damage, amount, origin);
                for nth in 0..missiles {
                    // Every loop an action drives counts against the Sequence's limits: each
                    // missile past the first (this action's own) is one more action, so that
                    // Spell Damage's added missiles, up to `i32::MAX`, end in `Runaway`.
                    if nth > 0 {
                        self.actions.spend_one()?;
                    }
                    self.damage_or_heal(DamageOrHealing::Damage, targets, 1, source, cause, depth)?;
                }
            }
            Action::Heal { targets, amount } => {
                let (which, amount) = self.dealt(DamageOrHealing::Healing, amount, origin);
                self.damage_or_heal(which, targets, amount, source, cause, depth)?;
            }
            Action::Buff { targets, attack, health } => {
                self.enchant_minions(targets, Change::Add { attack, health }, Lasts::Always, cause)?;
            }
            Action::BuffThisTurn { targets, attack, health } => {
                self.enchant_minions(targets, Change::Add { attack, health }, Lasts::ThisTurn, cause)?;
            }
            Action::SetAttack { id, attack } => {
                self.enchant_minion(id, Change::SetAttack { attack }, Lasts::Always, cause)?;
            }
            Action::SetHealth { targets, health } => {
                self.enchant_minions(targets, Change::SetHealth { health }, Lasts::Always, cause)?;
            }
            Action::SwapAttackAndHealth { id } => {
                if let Some(minion) = self.minion_in_play(id)? {
                    let swapped = Change::SetBoth { attack: minion.health(), health: minion.attack() };
                    self.enchant(id, swapped, Lasts::Always, cause);
                }
            }
            Action::AttackEqualToHealth { id } => {
                if let Some(minion) = self.minion_in_play(id)? {
                    let equal = Change::SetAttack { attack: minion.health() };
                    self.enchant(id, equal, Lasts::Always, cause);
                }
            }
            Action::Give { targets, keyword } => {
                self.enchant_minions(targets, Change::Gain { keyword }, Lasts::Always, cause)?;
            }
            Action::Silence { targets } => {
                for &id in self.minions_in_order_of_play(targets)?.iter() {
                    self.silence(id, cause);
                }
            }
            Action::Freeze { targets } => {
                for &target in self.targets_in_order_of_play(targets)?.iter() {
                    self.freeze(target, cause);
                }
            }
            Action::Enchant { targets, card } => {
                self.check_enchant(card)?;
                for &target in self.targets_in_order_of_play(targets)?.iter() {
                    // A call's own attachment is made by the target's owner.
                    let maker = seat.unwrap_or(self.state.entity(target).seat);
                    self.attach_card(target, card, maker, cause);
                }
            }
            Action::Draw { player } => {
                self.draw(player, cause, depth)?;
            }
            Action::GainArmor { player, amount } => {
                let armor = self.state.armor.get_mut(player).ok_or_else(|| no_player(player))?;
                *armor = armor.saturating_add(amount);
                self.record(Event::ArmorGained { player, amount }, cause);
            }
            Action::GainAttack { id, amount } => {
                self.enchant_minion(id, Change::Add { attack: amount, health: 0 }, Lasts::Always, cause)?;
            }
            Action::Summon { card, player, place, count } => {
                self.check_summon(card, player, place)?;
                // The engine places summons: one that leaves its place to the ability lands
                // where the ability's summons land, so no card breaks the neighbour rule by
                // leaving the place out.
                let place = if place == Place::ForTheAbility { summons_land } else { place };
                let at_most = match count {
                    Count::One => 1,
                    Count::UntilFull => BOARD_SIZE,
                };
                for nth in 0..at_most {
                    // An effect's summon onto a full board does nothing (the game's rule), and
                    // "until your side of the battlefield is full" stops there.
                    let Some(id) = self.put_in_play(card, player, place.for_the_nth(nth)) else { break };
                    if nth > 0 {
                        self.actions.spend_one()?; // Each minion past the first: one more action.
                    }
                    let summoned = self.record(Event::Summoned { id }, cause);
                    self.after_summon_phase(id, summoned, depth)?;
                }
            }
            Action::Destroy { id } => {
                if self.is_minion_in_play(id)? {
                    self.state.entity_mut(id).set(Flag::PendingDestroy, true);
                    self.state.may_be_dying.note();
                }
            }
            Action::AddToHand { card, player } => self.add_to_hand(card, player, cause)?,
            Action::GainManaThisTurn { player, amount } => {
                let mana = self.state.mana.get_mut(player).ok_or_else(|| no_player(player))?;
                let gained = i32::from(mana.gain_this_turn(crystals(amount)));
                if gained > 0 {
                    self.record(Event::ManaGainedThisTurn { player, amount: gained }, cause);
                }
            }
            Action::GainManaCrystals { player, amount, empty } => {
                let mana = self.state.mana.get_mut(player).ok_or_else(|| no_player(player))?;
                let gained = i32::from(mana.gain_crystals(crystals(amount), empty));
                if gained > 0 {
                    self.record(Event::ManaCrystalsGained { player, amount: gained, empty }, cause);
                }
            }
            Action::ChangeCosts { player, cards, change, lasts } => {
                let seat = u8::try_from(player).ok().filter(|&seat| usize::from(seat) < PLAYERS);
                let player = seat.ok_or_else(|| no_player(player))?;
                let played = self.state.take_played();
                let ends = CostEnds::Lasts(lasts);
                let reaches = CostReach::Kind(cards);
                let entry =
                    CostEntry { player, reaches, change, not_less_than: None, first: false, played, ends };
                self.state.costs.push(entry); // The newest in order of play: the last.
                self.record(Event::CostsChanged { player: usize::from(player), cards, change, lasts }, cause);
            }
            Action::DrawAndChangeCost { player, change } => {
                if let Some(id) = self.draw(player, cause, depth)? {
                    self.change_the_cost_of(id, change, cause);
                }
            }
            Action::HealthFloorThisTurn { player } => {
                let floor = self.state.health_floor.get_mut(player).ok_or_else(|| no_player(player))?;
                *floor = true;
                self.record(Event::HealthFloorThisTurn { player }, cause);
            }
            Action::Cast { card, player, target } => {
                self.check_cast(card, player, target)?;
                let cast = self.record(Event::SpellCast { card }, cause);
                if let Some(effect) = self.library.card(card).abilities.on_cast {
                    self.resolve(effect, &Acting::spell(card, player, target), cast, depth)?;
                }
                if depth.outside_every_phase() {
                    self.death_step()?; // The spell's text was the outermost Phase.
                }
                self.after_spell_phase(player, cast, depth)?;
            }
        }
        Ok(())
    }

    /// `player` draws the top card of their deck. With `Rules::hand_limit`, a card drawn into
    /// a full hand is burned. An empty deck records `Fatigue`; with `Rules::fatigue_damages`,
    /// it also deals the hero 1 more damage than the player's last Fatigue (a Damage Event
    /// like any other, answered in its Phase). The card drawn, if it came into the hand.
    fn draw(
        &mut self,
        player: Player,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Result<Option<Id>, Box<Halt>> {
        let Some(id) = self.state.decks.get_mut(player).ok_or_else(|| no_player(player))?.draw() else {
            let fatigue = self.record(Event::Fatigue { player }, cause);
            if self.rules.fatigue_damages {
                let damage = self.state.fatigue[player].saturating_add(1);
                self.state.fatigue[player] = damage;
                let hero = Targets::One(self.state.heroes[player]);
                self.damage_or_heal(DamageOrHealing::Damage, hero, damage, None, Some(fatigue), depth)?;
            }
            return Ok(None);
        };
        if self.take_into_hand(player, id) {
            self.record(Event::Drew { player, id }, cause);
            Ok(Some(id))
        } else {
            self.record(Event::Burned { player, id }, cause);
            Ok(None)
        }
    }

    /// The card `id`, just drawn into its owner's hand, costs `change` while it stays there: a
    /// cost change that reaches it alone, the newest in order of play (Rule 4d: "Enchantments
    /// apply and modify ... Mana costs the moment they are attached"), which leaves the hand
    /// with it (`State::card_leaves_hand`).
    fn change_the_cost_of(&mut self, id: Id, change: CostChange, cause: Option<LogIndex>) {
        let played = self.state.take_played();
        let entry = CostEntry {
            player: self.state.entity(id).seat,
            reaches: CostReach::Card(id),
            change,
            not_less_than: None,
            first: false,
            played,
            ends: CostEnds::WithTheCard,
        };
        self.state.costs.push(entry); // The newest in order of play: the last.
        self.record(Event::CostChanged { id, change }, cause);
    }

    /// A fresh card object of `card` into `player`'s hand, or burned if the hand is full.
    /// Nothing answers a card put into a hand, so there is no Phase.
    fn add_to_hand(&mut self, card: CardId, player: Player, cause: Option<LogIndex>) -> Step {
        self.check_player(player)?;
        if let CardKind::Enchantment { .. } = self.library.get(card).ok_or(EffectProblem::UnknownCard)?.kind {
            return Err(EffectProblem::EnchantmentNotAttached.into());
        }
        let id = self.state.create(Some(card), player, Zone::Deck, self.library.base_stats(card));
        if self.take_into_hand(player, id) {
            self.record(Event::AddedToHand { player, id }, cause);
        } else {
            self.record(Event::Burned { player, id }, cause);
        }
        Ok(())
    }

    /// The card object `id` comes to `player`'s hand: it is taken, or, with `Rules::hand_limit`
    /// and a full hand, burned (to the graveyard). Whether it was taken.
    #[inline(always)] // Speed: notes/performance.md, "Where each speed trick stands".
    fn take_into_hand(&mut self, player: Player, id: Id) -> bool {
        if self.rules.hand_limit.is_some_and(|limit| self.state.hands[player].len() >= limit) {
            self.state.entity_mut(id).zone = Zone::Graveyard;
            false
        } else {
            self.state.entity_mut(id).zone = Zone::Hand;
            self.state.hands[player].push(id);
            true
        }
    }

    /// Rule DH1: "all of the Damage/Healing Events are created in play order", and only then
    /// does one Phase answer them all. Every target takes its damage (or healing) first, in
    /// order of play; then one Phase. A Healing Event exists only where Health was restored.
    fn damage_or_heal(
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
        let mut events = PhaseEvents::default();
        for &target in self.targets_in_order_of_play(targets)?.iter() {
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
    fn one_by_one(&self, origin: Origin) -> bool {
        self.rules.area_damage_one_by_one
            && origin.card.is_some_and(|card| self.library.card(card).damage_one_by_one)
    }

    /// Deal `amount` damage to `targets` one at a time, in order of play, each Damage Event's
    /// Phase resolving before the next target is hit (the Advanced rulebook: some area spells
    /// "resolve each Damage Event as soon as it is created").
    fn damage_one_by_one(
        &mut self,
        targets: Targets,
        amount: i32,
        source: Option<Id>,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        for &target in self.targets_in_order_of_play(targets)?.iter() {
            self.damage_or_heal(DamageOrHealing::Damage, Targets::One(target), amount, source, cause, depth)?;
        }
        Ok(())
    }

    /// The characters `targets` names that are in play, in order of play; for a random
    /// target, the one chosen.
    fn targets_in_order_of_play(&mut self, targets: Targets) -> Result<Characters, Box<Halt>> {
        let state = &*self.state;
        let mut in_order = Characters::default();
        let mut choose_one = false;
        let standing = |&id: &Id| !state.entity(id).is_mortally_wounded();
        let minions_of = |player: Player| {
            state.in_play.iter().copied().filter(move |&id| state.entity(id).owner() == player)
        };
        match targets {
            Targets::One(id) => {
                if state.find(id).ok_or(EffectProblem::UnknownId { id })?.zone == Zone::Board {
                    add(&mut in_order, [id]);
                }
            }
            Targets::AllMinions => {
                in_order.extend_from_slice(&state.in_play).expect("every minion in play fits");
            }
            Targets::AllCharacters => add(&mut in_order, state.characters()),
            Targets::MinionsOf(player) => {
                self.check_player(player)?;
                add(&mut in_order, minions_of(player));
            }
            Targets::CharactersOf(player) => {
                self.check_player(player)?;
                add(&mut in_order, state.heroes_in_play().filter(|&hero| hero == state.heroes[player]));
                add(&mut in_order, minions_of(player));
            }
            Targets::OtherMinionsOf { player, except } => {
                self.check_player(player)?;
                state.find(except).ok_or(EffectProblem::UnknownId { id: except })?;
                add(&mut in_order, minions_of(player).filter(|&id| id != except));
            }
            Targets::AdjacentTo(id) => {
                let minion = state.find(id).ok_or(EffectProblem::UnknownId { id })?;
                let board = state.boards[minion.owner()].as_slice();
                if let Some(at) = board.iter().position(|&m| m == id) {
                    let left = at.checked_sub(1).map(|left| board[left]);
                    let right = board.get(at + 1).copied();
                    let mut both = [left, right];
                    both.sort_by_key(|neighbour| neighbour.map(|m| state.entity(m).played));
                    add(&mut in_order, both.into_iter().flatten());
                }
            }
            Targets::RandomCharacterOf(player) => {
                self.check_player(player)?;
                add(
                    &mut in_order,
                    state
                        .heroes_in_play()
                        .filter(|&hero| hero == state.heroes[player])
                        .chain(minions_of(player))
                        .filter(standing),
                );
                choose_one = true;
            }
            Targets::RandomMinionOf(player) => {
                self.check_player(player)?;
                add(&mut in_order, minions_of(player).filter(standing));
                choose_one = true;
            }
            Targets::TribeOf { player, tribe } => {
                self.check_player(player)?;
                add(&mut in_order, minions_of(player).filter(|&id| self.is_of_tribe(id, tribe)));
            }
            Targets::OtherMinionsOfTribe { tribe, except } => {
                state.find(except).ok_or(EffectProblem::UnknownId { id: except })?;
                let others = state.in_play.iter().copied().filter(|&id| id != except);
                add(&mut in_order, others.filter(|&id| self.is_of_tribe(id, tribe)));
            }
        }
        if choose_one {
            // Rule 5: a random target is chosen when the action is performed, among the
            // characters in play that are not mortally wounded: "'negative' (damaging/
            // destroying/hindering/misdirecting) triggers ignore mortally wounded characters
            // ... While mortally wounded is checked, pending destroy is not!" A minion pending
            // destroy may be chosen.
            let chosen = self.state.random.below(in_order.len()).map(|at| in_order[at]);
            in_order = Characters::default();
            add(&mut in_order, chosen);
        }
        Ok(in_order)
    }

    /// The minions `targets` names that are in play, in order of play: an action that changes
    /// minions (`Give`, `Silence`, `SetHealth`) passes over the heroes among them, as it does a
    /// card that has left play.
    /// Whether the card object `id`'s card has the tribe `tribe`.
    fn is_of_tribe(&self, id: Id, tribe: Tribe) -> bool {
        let card = self.state.entity(id).card;
        card.is_some_and(|card| self.library.card(card).tribe == Some(tribe))
    }

    fn minions_in_order_of_play(&mut self, targets: Targets) -> Result<Characters, Box<Halt>> {
        let mut minions = self.targets_in_order_of_play(targets)?;
        minions.retain(|id| self.state.entity(id).card.is_some());
        Ok(minions)
    }

    /// One Damage Event: `target` loses `amount` Health (1 or more), which may leave it at 0
    /// or less (mortally wounded, still in play until the Death Creation Step).
    ///
    /// An Immune target takes nothing ("can't be damaged") and a Divine Shield takes the hit
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
        if entity.has(Keyword::Immune) {
            return None;
        }
        if entity.has(Keyword::DivineShield) {
            self.enchant(target, Change::Lose { keyword: Keyword::DivineShield }, Lasts::Always, cause);
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
            let armor = &mut self.state.armor[entity.owner()];
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
    fn dealt_damage(&mut self, source: Id, logged: LogIndex) {
        let dealer = self.state.entity(source);
        if dealer.zone == Zone::Board && dealer.has(Keyword::Stealth) {
            self.enchant(source, Change::Lose { keyword: Keyword::Stealth }, Lasts::Always, Some(logged));
        }
    }

    /// One Healing Event, if `target` is below its maximum Health: it gets back `amount`, or
    /// what it is missing if that is less. A mortally wounded minion healed above 0 Health is
    /// no longer dying (a choice: the course does not say).
    fn restore(&mut self, target: Id, amount: i32, cause: Option<LogIndex>) -> Option<PhaseEvent> {
        let restored = self.state.entity_mut(target).restore(amount);
        if restored <= 0 {
            return None;
        }
        let logged = self.record(Event::Healed { target, amount: restored }, cause);
        self.follow_enrage(target, logged);
        Some(PhaseEvent::of(target, self.state.entity(target), logged))
    }

    /// A fresh minion of `card` on `player`'s board at `place`, with the newest order of play;
    /// `None` if the board is full.
    fn put_in_play(&mut self, card: CardId, player: Player, place: Place) -> Option<Id> {
        if self.state.boards[player].is_full() {
            return None;
        }
        let board = &self.state.boards[player];
        let index = match place {
            Place::RightEnd | Place::ForTheAbility => board.len(),
            Place::LeftOf(neighbour) => board.iter().position(|&m| m == neighbour).unwrap_or(board.len()),
            Place::RightOf(neighbour) | Place::BothSidesOf(neighbour) => {
                board.iter().position(|&m| m == neighbour).map_or(board.len(), |at| at + 1)
            }
        };
        let id = self.state.create(Some(card), player, Zone::Hand, self.library.base_stats(card));
        self.enter_play(id, player, index);
        Some(id)
    }

    /// The minion `id` enters play on `player`'s board at `index` (the board has room), with
    /// the newest order of play; it is asleep this turn (it cannot attack unless it has
    /// Charge: `Entity::may_attack`).
    #[inline(always)] // Speed: notes/performance.md, "Where each speed trick stands".
    pub(in crate::engine) fn enter_play(&mut self, id: Id, player: Player, index: usize) {
        let played = self.state.take_played();
        let minion = self.state.entity_mut(id);
        (minion.zone, minion.played) = (Zone::Board, Some(played));
        minion.set(Flag::Sleeping, true);
        if minion.is_dying() {
            self.state.may_be_dying.note();
        }
        self.state.boards[player].insert(index, id).expect("the board has room");
        let has_auras = minion_card_has_auras(self.state.entity(id).card, self.library);
        self.state.in_play.push(id, has_auras).expect("a board with room means room in play");
    }

    /// Whether `id` is a minion on a board; an id this game never handed out is a bad action.
    fn is_minion_in_play(&self, id: Id) -> Result<bool, Box<Halt>> {
        Ok(self.minion_in_play(id)?.is_some())
    }

    /// The minion `id` if it is on a board; an id this game never handed out is a bad action.
    fn minion_in_play(&self, id: Id) -> Result<Option<Entity>, Box<Halt>> {
        let entity = self.state.find(id).ok_or(EffectProblem::UnknownId { id })?;
        Ok((entity.card.is_some() && entity.zone == Zone::Board).then_some(*entity))
    }

    /// Attach an enchantment making `change` to the minion `id` if it is in play
    /// (`Sequence::enchant`); an action aimed at a minion that has left play does nothing.
    fn enchant_minion(&mut self, id: Id, change: Change, lasts: Lasts, cause: Option<LogIndex>) -> Step {
        if self.is_minion_in_play(id)? {
            self.enchant(id, change, lasts, cause);
        }
        Ok(())
    }

    /// Attach an enchantment making `change` to each minion `targets` names, in order of play
    /// (`Sequence::enchant`).
    fn enchant_minions(
        &mut self,
        targets: Targets,
        change: Change,
        lasts: Lasts,
        cause: Option<LogIndex>,
    ) -> Step {
        for &id in self.minions_in_order_of_play(targets)?.iter() {
            self.enchant(id, change, lasts, cause);
        }
        Ok(())
    }

    /// A summon must name a minion card of this library, a player, and a neighbour that exists.
    fn check_summon(&self, card: CardId, player: Player, place: Place) -> Step {
        self.check_player(player)?;
        if let Place::LeftOf(neighbour) | Place::RightOf(neighbour) | Place::BothSidesOf(neighbour) = place {
            self.state.find(neighbour).ok_or(EffectProblem::UnknownId { id: neighbour })?;
        }
        match self.library.get(card).ok_or(EffectProblem::UnknownCard)?.kind {
            CardKind::Minion { .. } => Ok(()),
            CardKind::Spell { .. } => Err(EffectProblem::SummonedSpell.into()),
            CardKind::Enchantment { .. } => Err(EffectProblem::EnchantmentNotAttached.into()),
        }
    }

    /// An attachment must name an enchantment card of this library.
    fn check_enchant(&self, card: CardId) -> Step {
        match self.library.get(card).ok_or(EffectProblem::UnknownCard)?.kind {
            CardKind::Enchantment { .. } => Ok(()),
            CardKind::Minion { .. } | CardKind::Spell { .. } => Err(EffectProblem::NotAnEnchantment.into()),
        }
    }

    /// A cast must name a spell of this library, a player, and a target that exists.
    fn check_cast(&self, card: CardId, player: Player, target: Option<Id>) -> Step {
        self.check_player(player)?;
        if let Some(id) = target {
            self.state.find(id).ok_or(EffectProblem::UnknownId { id })?;
        }
        match self.library.get(card).ok_or(EffectProblem::UnknownCard)?.kind {
            CardKind::Spell { .. } => Ok(()),
            CardKind::Minion { .. } => Err(EffectProblem::CastMinion.into()),
            CardKind::Enchantment { .. } => Err(EffectProblem::EnchantmentNotAttached.into()),
        }
    }

    fn check_player(&self, player: Player) -> Step {
        if player < PLAYERS { Ok(()) } else { Err(no_player(player)) }
    }

    /// Append `event` to the log; returns its log index. In the search mode the event is only
    /// counted (`Mode::Search`).
    #[inline(always)] // Speed: notes/performance.md, "Where each speed trick stands".
    pub(in crate::engine) fn record(&mut self, event: Event, cause: Option<LogIndex>) -> LogIndex {
        if self.mode == Mode::Search {
            // Counted, not kept (`Mode::Search`); nothing reads the number, so it may wrap.
            let at = self.unlogged;
            self.unlogged = at.wrapping_add(1);
            return at;
        }
        // At 32 bytes a record, a log of 4 billion events would need 128 GiB: an index fits.
        let at = self.log.len() as LogIndex;
        self.log.push(Record { event, cause });
        if let Some(watch) = self.watch.as_deref_mut() {
            // The watch reads the event back from the log (speed: notes/performance.md, "Where each speed trick stands").
            let record = self.log[at as usize];
            watch.event_logged(at, record.event, self.state, self.library);
        }
        at
    }
}

/// The two actions Rule DH1 governs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum DamageOrHealing {
    /// Deal damage.
    Damage,
    /// Restore Health.
    Healing,
}

/// Characters an action hits, in order of play: at most every character in play.
type Characters = InlineList<Id, MAX_CHARACTERS>;

/// Add `ids` to `characters`, in order.
fn add(characters: &mut Characters, ids: impl IntoIterator<Item = Id>) {
    for id in ids {
        characters.push(id).expect("one Damage Event per character in play");
    }
}

/// An action's number of Mana Crystals: none for an amount below 0, and never more than a
/// player can hold.
fn crystals(amount: i32) -> u8 {
    u8::try_from(amount.clamp(0, i32::from(u8::MAX))).unwrap_or(u8::MAX)
}

/// The bad action of naming `player`, who does not exist.
/// Whether a minion of `card` has an aura (`Library::has_auras`), for `InPlay`.
fn minion_card_has_auras(card: Option<CardId>, library: &Library) -> bool {
    card.is_some_and(|card| library.has_auras(card))
}

fn no_player(player: Player) -> Box<Halt> {
    EffectProblem::NoSuchPlayer { player }.into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::course::card::{Abilities, CardDef, CardKind, Library};
    use crate::engine::course::entities::Stats;
    use crate::engine::course::limits::Limits;
    use crate::engine::course::listeners::Listeners;
    use crate::engine::course::rules::Rules;
    use crate::engine::course::state::State;

    /// A state with one minion card object in `zone` for player 0, and a library of that card.
    fn one_minion(zone: Zone) -> (&'static Library, State, Id) {
        let card =
            CardDef::new("Test Minion", 1, CardKind::Minion { attack: 1, health: 2 }, Abilities::default());
        let library: &'static Library = Box::leak(Box::new(Library::new(vec![card]).unwrap()));
        let mut state = State::new([Vec::new(), Vec::new()], |_| Stats::plain(0, 0), 30);
        let minion = state.create(Some(CardId(0)), 0, zone, Stats::plain(1, 2));
        (library, state, minion)
    }

    /// Perform `action` as a card's effect would; returns the events it logged.
    fn perform_one(library: &'static Library, state: &mut State, action: Action) -> Vec<Event> {
        let mut log = Vec::new();
        let mut listeners = Listeners::new();
        let mut sequence =
            Sequence::new(library, Limits::default(), Rules::course(), state, &mut log, &mut listeners);
        sequence.perform(&action, None, Depth::default(), Origin::CALL).unwrap();
        log.iter().map(|record| record.event).collect()
    }

    #[test]
    fn an_effect_aimed_at_a_minion_that_left_play_does_nothing() {
        let (library, mut state, gone) = one_minion(Zone::Graveyard);
        let before = state.clone();
        assert!(perform_one(library, &mut state, Action::GainAttack { id: gone, amount: 2 }).is_empty());
        assert!(perform_one(library, &mut state, Action::Destroy { id: gone }).is_empty());
        assert_eq!(state, before);
    }

    #[test]
    fn a_minion_action_aimed_at_a_hero_does_nothing() {
        let (library, mut state, _) = one_minion(Zone::Board);
        let hero = state.heroes[0];
        let before = state.clone();
        assert!(perform_one(library, &mut state, Action::GainAttack { id: hero, amount: 2 }).is_empty());
        perform_one(library, &mut state, Action::Destroy { id: hero });
        assert_eq!(state, before, "a hero gains no Attack and is never marked pending destroy");
    }

    #[test]
    fn targets_name_the_characters_in_play_in_order_of_play_heroes_first() {
        let (library, mut state, _) = one_minion(Zone::Graveyard);
        let (hero0, hero1) = (state.heroes[0], state.heroes[1]);
        let mut log = Vec::new();
        let mut listeners = Listeners::new();
        let mut sequence =
            Sequence::new(library, Limits::default(), Rules::course(), &mut state, &mut log, &mut listeners);
        let mut summon = |player, place| {
            let summon = Action::Summon { card: CardId(0), player, place, count: Count::One };
            sequence.perform(&summon, None, Depth::default(), Origin::CALL).unwrap();
            *sequence.state.in_play.last().unwrap()
        };
        let a = summon(0, Place::RightEnd);
        let b = summon(1, Place::RightEnd);
        let c = summon(0, Place::RightEnd);
        let d = summon(0, Place::LeftOf(c)); // Board 0 reads a, d, c; d was played last.
        let mut named = |targets| sequence.targets_in_order_of_play(targets).unwrap().to_vec();
        assert_eq!(named(Targets::AllMinions), [a, b, c, d]);
        assert_eq!(named(Targets::AllCharacters), [hero0, hero1, a, b, c, d]);
        assert_eq!(named(Targets::MinionsOf(0)), [a, c, d]);
        assert_eq!(named(Targets::CharactersOf(1)), [hero1, b]);
        assert_eq!(named(Targets::OtherMinionsOf { player: 0, except: c }), [a, d]);
        assert_eq!(named(Targets::AdjacentTo(d)), [a, c], "left and right, in order of play");
        assert_eq!(named(Targets::AdjacentTo(c)), [d]);
        assert_eq!(named(Targets::AdjacentTo(b)), []);
        assert_eq!(named(Targets::AdjacentTo(hero0)), [], "a hero has no neighbours");
    }

    #[test]
    fn targets_naming_a_player_or_card_object_that_does_not_exist_are_a_bad_effect() {
        let (library, mut state, _) = one_minion(Zone::Board);
        let mut log = Vec::new();
        let mut listeners = Listeners::new();
        let mut sequence =
            Sequence::new(library, Limits::default(), Rules::course(), &mut state, &mut log, &mut listeners);
        let unknown = Id(99);
        let mut problem = |targets| match *sequence.targets_in_order_of_play(targets).unwrap_err() {
            Halt::BadEffect(bad) => bad.problem,
            Halt::Runaway(runaway) => panic!("not a bad effect: {runaway:?}"),
        };
        assert_eq!(problem(Targets::MinionsOf(2)), EffectProblem::NoSuchPlayer { player: 2 });
        assert_eq!(problem(Targets::CharactersOf(7)), EffectProblem::NoSuchPlayer { player: 7 });
        let other = Targets::OtherMinionsOf { player: 0, except: unknown };
        assert_eq!(problem(other), EffectProblem::UnknownId { id: unknown });
        assert_eq!(problem(Targets::AdjacentTo(unknown)), EffectProblem::UnknownId { id: unknown });
        assert_eq!(problem(Targets::RandomCharacterOf(2)), EffectProblem::NoSuchPlayer { player: 2 });
        assert_eq!(problem(Targets::RandomMinionOf(3)), EffectProblem::NoSuchPlayer { player: 3 });
    }

    #[test]
    fn a_buff_raises_attack_maximum_and_current_health_and_healing_stops_at_the_maximum() {
        let (library, mut state, minion) = one_minion(Zone::Board); // A 1/2.
        let buff = Action::Buff { targets: Targets::One(minion), attack: 2, health: 3 };
        let stats = Event::StatsChanged { id: minion, attack: 3, health: 5 };
        assert_eq!(perform_one(library, &mut state, buff), [stats]);
        assert_eq!(state.entity(minion).max_health(), 5);
        state.entity_mut(minion).take_damage(4);
        let heal = |amount| Action::Heal { targets: Targets::One(minion), amount };
        let healed = |amount| Event::Healed { target: minion, amount };
        assert_eq!(perform_one(library, &mut state, heal(3)), [healed(3)]);
        assert_eq!(perform_one(library, &mut state, heal(3)), [healed(1)], "only what was missing");
        assert_eq!(perform_one(library, &mut state, heal(3)), [], "at its maximum: no Healing Event");
        assert_eq!(state.entity(minion).health(), 5);
        state.entity_mut(minion).take_damage(3);
        assert_eq!(perform_one(library, &mut state, heal(0)), [], "healing 0 restores nothing");
        assert_eq!(state.entity(minion).health(), 2);
        state.entity_mut(minion).take_damage(3);
        assert_eq!(perform_one(library, &mut state, heal(3)), [healed(3)]);
        assert!(!state.entity(minion).is_dying(), "healed above 0 before the Death Creation Step");
    }

    #[test]
    fn a_buff_aimed_at_a_card_that_is_not_a_minion_in_play_does_nothing() {
        let (library, mut state, gone) = one_minion(Zone::Graveyard);
        let hero = state.heroes[0];
        let before = state.clone();
        assert!(
            perform_one(
                library,
                &mut state,
                Action::Buff { targets: Targets::One(gone), attack: 1, health: 1 }
            )
            .is_empty()
        );
        assert!(
            perform_one(
                library,
                &mut state,
                Action::Buff { targets: Targets::One(hero), attack: 1, health: 1 }
            )
            .is_empty()
        );
        assert_eq!(state, before);
    }

    #[test]
    fn a_card_added_to_a_full_hand_is_burned_and_an_unknown_card_is_a_bad_effect() {
        let (library, mut state, _) = one_minion(Zone::Graveyard);
        let mut log = Vec::new();
        let mut listeners = Listeners::new();
        let rules = Rules { hand_limit: Some(1), ..Rules::course() };
        let mut sequence =
            Sequence::new(library, Limits::default(), rules, &mut state, &mut log, &mut listeners);
        let add = Action::AddToHand { card: CardId(0), player: 1 };
        sequence.perform(&add, None, Depth::default(), Origin::CALL).unwrap();
        sequence.perform(&add, None, Depth::default(), Origin::CALL).unwrap();
        let unknown = Action::AddToHand { card: CardId(9), player: 1 };
        let halt = sequence.perform(&unknown, None, Depth::default(), Origin::CALL).unwrap_err();
        assert!(
            matches!(*halt, Halt::BadEffect(ref bad) if bad.problem == EffectProblem::UnknownCard),
            "{halt:?}"
        );
        let (first, second) = (Id(3), Id(4));
        let events: Vec<Event> = log.iter().map(|record| record.event).collect();
        assert_eq!(
            events,
            [Event::AddedToHand { player: 1, id: first }, Event::Burned { player: 1, id: second }]
        );
        assert_eq!(*state.hands[1], [first]);
        assert_eq!((state.entity(first).zone, state.entity(second).zone), (Zone::Hand, Zone::Graveyard));
        assert_eq!(
            (state.entity(first).attack(), state.entity(first).health()),
            (1, 2),
            "the card's own stats"
        );
    }

    /// The player-wide actions name a player that must exist: a card's effect naming player 2
    /// is a bad effect, and nothing changed.
    #[test]
    fn the_player_wide_actions_need_a_player_that_exists() {
        let (library, mut state, _) = one_minion(Zone::Graveyard);
        let before = state.clone();
        let mut log = Vec::new();
        let mut listeners = Listeners::new();
        let mut sequence =
            Sequence::new(library, Limits::default(), Rules::course(), &mut state, &mut log, &mut listeners);
        let cheaper = Action::DrawAndChangeCost { player: 2, change: CostChange::Less(3) };
        let costs = Action::ChangeCosts {
            player: 2,
            cards: crate::engine::course::cost::Costed::Spells,
            change: CostChange::Set(0),
            lasts: crate::engine::course::cost::CostLasts::TheirNextTurn,
        };
        for action in [cheaper, costs, Action::HealthFloorThisTurn { player: 2 }] {
            let halt = sequence.perform(&action, None, Depth::default(), Origin::CALL).unwrap_err();
            assert!(
                matches!(*halt, Halt::BadEffect(ref bad) if bad.problem == EffectProblem::NoSuchPlayer { player: 2 }),
                "{halt:?}"
            );
        }
        assert!(log.is_empty());
        assert_eq!(state, before);
    }

    #[test]
    fn mana_for_this_turn_only_is_logged_as_gained_and_nothing_past_ten() {
        let (library, mut state, _) = one_minion(Zone::Graveyard);
        state.mana[0].crystals = 9;
        let gain = |amount| Action::GainManaThisTurn { player: 0, amount };
        assert_eq!(
            perform_one(library, &mut state, gain(2)),
            [Event::ManaGainedThisTurn { player: 0, amount: 1 }]
        );
        assert_eq!(perform_one(library, &mut state, gain(1)), [], "ten to spend: nothing gained, no event");
        assert_eq!(perform_one(library, &mut state, gain(-3)), [], "a negative amount gains nothing");
        assert_eq!(state.mana[0].available(), 10);
    }

    #[test]
    fn mana_crystals_to_keep_are_full_or_empty_and_never_past_ten() {
        let (library, mut state, _) = one_minion(Zone::Graveyard);
        state.mana[0].crystals = 7;
        let gain = |amount, empty| Action::GainManaCrystals { player: 0, amount, empty };
        let gained = |amount, empty| Event::ManaCrystalsGained { player: 0, amount, empty };
        assert_eq!(perform_one(library, &mut state, gain(1, false)), [gained(1, false)]);
        assert_eq!((state.mana[0].crystals, state.mana[0].available()), (8, 8), "a full one: spend it now");
        assert_eq!(perform_one(library, &mut state, gain(1, true)), [gained(1, true)]);
        assert_eq!((state.mana[0].crystals, state.mana[0].available()), (9, 8), "an empty one: next turn");
        assert_eq!(perform_one(library, &mut state, gain(5, false)), [gained(1, false)], "only to ten");
        assert_eq!(perform_one(library, &mut state, gain(1, false)), [], "ten: nothing gained, no event");
        assert_eq!(state.mana[0].crystals, 10);
    }
}
