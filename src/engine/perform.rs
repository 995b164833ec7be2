//! `perform`, the one function that changes the world, and the Phase: fill a Queue with every
//! responding trigger, lock it, resolve it depth-first.

use super::action::{Action, Actions, Place, Targets};
use super::card::{CardId, Effect, Trigger, TriggerOn};
use super::ctx::Ctx;
use super::error::Step;
use super::event::{Event, LogIndex, Record, TriggerKind};
use super::id::{Id, Player, Zone};
use super::scratch::{Listening, Queued};
use super::sequence::Sequence;
use super::state::{Entity, base_stats};

/// Who an effect acts for: the fields of its `Ctx` other than the world.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Acting {
    pub owner: Player,
    pub source: Option<Id>,
    pub target: Option<Id>,
    pub place: Place,
}

impl Sequence<'_> {
    /// Carry out `action`; `cause` is the log index of the event it follows from.
    ///
    /// The one place the world changes (architecture invariant 3). An action aimed at a card
    /// that has left play does nothing.
    pub(crate) fn perform(&mut self, action: &Action, cause: Option<LogIndex>) -> Step {
        self.count_action()?;
        match *action {
            Action::Damage { targets, amount } => self.damage(targets, amount, cause)?,
            Action::Draw { player } => match self.state.decks[player].draw() {
                Some(id) => {
                    self.state.entity_mut(id).zone = Zone::Hand;
                    self.state.hands[player].push(id);
                    self.record(Event::Drew { player, id }, cause);
                }
                None => {
                    self.record(Event::Fatigue { player }, cause);
                }
            },
            Action::GainArmor { player, amount } => {
                self.state.armor[player] = self.state.armor[player].saturating_add(amount);
                self.record(Event::ArmorGained { player, amount }, cause);
            }
            Action::GainAttack { id, amount } => {
                if self.state.is_minion_in_play(id) {
                    let minion = self.state.entity_mut(id);
                    minion.attack = minion.attack.saturating_add(amount);
                    let (attack, health) = (minion.attack, minion.health);
                    self.record(Event::StatsChanged { id, attack, health }, cause);
                }
            }
            Action::Summon { card, player, place } => {
                // An effect's summon onto a full board does nothing (the game's rule).
                if !self.state.boards[player].is_full() {
                    let id = self.put_in_play(card, player, place);
                    self.record(Event::Summoned { id }, cause);
                }
            }
            Action::Destroy { id } => {
                if self.state.is_minion_in_play(id) {
                    self.state.entity_mut(id).pending_destroy = true;
                }
            }
            Action::Cast { card, player, target } => {
                let cast = self.record(Event::SpellCast { card }, cause);
                if let Some(effect) = self.library.card(card).abilities.on_cast {
                    let acting = Acting { owner: player, source: None, target, place: Place::RightEnd };
                    self.resolve(effect, acting, cast)?;
                }
            }
        }
        Ok(())
    }

    /// Rule DH1: every target takes its damage first, in order of play, and only then does one
    /// Phase answer all of those Damage Events.
    fn damage(&mut self, targets: Targets, amount: i32, cause: Option<LogIndex>) -> Step {
        if amount <= 0 {
            return Ok(()); // No damage is dealt, so there is no Damage Event to answer.
        }
        let start = self.scratch.damaged.len();
        match targets {
            Targets::One(id) => {
                if self.state.entity(id).zone == Zone::Board {
                    self.hit(id, amount, cause);
                }
            }
            Targets::AllMinions => {
                let minions = self.state.in_play; // A copy: the list does not change here.
                for &id in minions.iter() {
                    self.hit(id, amount, cause);
                }
            }
        }
        let end = self.scratch.damaged.len();
        let outcome = self.react(start, end);
        self.scratch.damaged.truncate(start);
        outcome
    }

    /// One Damage Event: `target` loses `amount` Health, which may leave it at 0 or less, and
    /// waits in `scratch.damaged` for the Phase.
    fn hit(&mut self, target: Id, amount: i32, cause: Option<LogIndex>) {
        let entity = self.state.entity_mut(target);
        entity.health = entity.health.saturating_sub(amount);
        let damaged = self.record(Event::Damaged { target, amount }, cause);
        self.scratch.damaged.push((target, damaged));
    }

    /// A Phase (Rule 2): fill the Queue with every trigger that responds to the Damage Events
    /// `scratch.damaged[start..end]` (for each event in order of play, each minion in play in
    /// order of play, each matching trigger), lock it, and resolve it depth-first.
    fn react(&mut self, start: usize, end: usize) -> Step {
        self.enter_phase()?;
        self.list_listeners();
        if self.scratch.listening.is_empty() {
            self.scratch.depth -= 1;
            return Ok(()); // Nobody listens, so the Queue is empty.
        }
        let queue_start = self.scratch.queue.len();
        for &(target, cause) in &self.scratch.damaged[start..end] {
            let damaged = Damaged::of(target, self.state.entity(target));
            for listening in &self.scratch.listening {
                if damaged.answered_by(listening) {
                    self.scratch.queue.push(Queued { listening: *listening, cause });
                }
            }
        }
        // Rule 2c: the Queue is now locked. Nested Phases push above `queue_end` and pop back.
        let queue_end = self.scratch.queue.len();
        for i in queue_start..queue_end {
            let Queued { listening: Listening { source, owner, effect, .. }, cause } = self.scratch.queue[i];
            let trigger = Event::Triggered { source, trigger: TriggerKind::Damaged };
            let triggered = self.record(trigger, Some(cause));
            let acting = Acting { owner, source: Some(source), target: None, place: Place::RightEnd };
            self.resolve(effect, acting, triggered)?;
        }
        self.scratch.queue.truncate(queue_start);
        self.scratch.depth -= 1;
        Ok(())
    }

    /// List who can respond at all: each triggered ability of each minion in play, in order of
    /// play. The list only serves to fill a Queue, so one list serves every Phase until the
    /// minions in play change.
    fn list_listeners(&mut self) {
        if self.scratch.listening_for == Some(self.state.in_play) {
            return;
        }
        self.scratch.listening.clear();
        for &source in self.state.in_play.iter() {
            let minion = self.state.entity(source);
            let card = self.library.card(minion.card.expect("a minion in play has a card"));
            for &Trigger { on, effect } in &card.abilities.triggers {
                self.scratch.listening.push(Listening { source, owner: minion.owner(), on, effect });
            }
        }
        self.scratch.listening_for = Some(self.state.in_play);
    }

    /// Ask `effect` for its actions and perform each one, with every reaction it causes,
    /// before the next (depth-first). `cause` is the `Triggered` or `SpellCast` it follows.
    pub(crate) fn resolve(&mut self, effect: Effect, acting: Acting, cause: LogIndex) -> Step {
        let ctx = Ctx {
            state: self.state,
            owner: acting.owner,
            source: acting.source,
            target: acting.target,
            place: acting.place,
        };
        let mut actions = Actions::new();
        effect(&ctx, &mut actions);
        for index in 0..actions.len() {
            self.perform(actions.get(index), Some(cause))?;
        }
        Ok(())
    }

    /// A fresh minion of `card` on `player`'s board at `place`, with the newest order of play.
    fn put_in_play(&mut self, card: CardId, player: Player, place: Place) -> Id {
        let (attack, health) = base_stats(self.library, card);
        let id = self.state.create(Some(card), player, Zone::Board, attack, health);
        self.state.entity_mut(id).played = self.state.take_played();
        let board = &mut self.state.boards[player];
        let index = match place {
            Place::RightEnd => board.len(),
            Place::LeftOf(neighbour) => board.iter().position(|&m| m == neighbour).unwrap_or(board.len()),
        };
        board.insert(index, id); // `perform` checked that the board has room.
        self.state.in_play.push(id);
        id
    }

    /// Append `event` to the log; returns its log index.
    pub(crate) fn record(&mut self, event: Event, cause: Option<LogIndex>) -> LogIndex {
        // At 24 bytes an event, a log of 4 billion events would need 96 GiB: an index fits.
        let at = self.log.len() as LogIndex;
        self.log.push(Record { event, cause });
        at
    }
}

/// What a Phase needs to know about one Damage Event to ask who answers it.
#[derive(Clone, Copy)]
struct Damaged {
    target: Id,
    /// `None` for a hero.
    minion_owner: Option<Player>,
}

impl Damaged {
    fn of(target: Id, entity: &Entity) -> Damaged {
        Damaged { target, minion_owner: entity.card.map(|_| entity.owner()) }
    }

    /// Whether `listening`'s condition matches this Damage Event.
    fn answered_by(self, listening: &Listening) -> bool {
        match listening.on {
            TriggerOn::SelfDamaged => self.target == listening.source,
            TriggerOn::FriendlyMinionDamaged => self.minion_owner == Some(listening.owner),
            TriggerOn::AnyMinionDamaged => self.minion_owner.is_some(),
            TriggerOn::HeroDamaged => self.minion_owner.is_none(),
        }
    }
}
