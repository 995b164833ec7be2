//! The Phase (Rule 2): fill a Queue with every triggered ability that responds to the Phase's
//! events, lock it, and resolve it depth-first.

use std::panic::{self, AssertUnwindSafe};

use super::action::{Actions, Place};
use super::card::{EventKind, TriggerOn};
use super::ctx::{Acting, Ctx};
use super::error::{EffectProblem, Halt, Step};
use super::event::{Event, LogIndex};
use super::id::Id;
use super::limits::Depth;
use super::list::InlineList;
use super::listeners::Listener;
use super::queue::{Entry, LockedQueue, Queue};
use super::script::Effect;
use super::sequence::Sequence;
use super::state::{Entity, MAX_CHARACTERS};

/// One event, as a Phase asks who answers it.
#[derive(Clone, Copy, Debug)]
pub(super) struct PhaseEvent {
    /// The character it happened to: damaged, healed or summoned; `None` for a spell.
    target: Option<Id>,
    /// Whose it is: the character's owner, or the player who cast the spell (0 or 1).
    seat: u8,
    /// Whether `target` is a minion.
    minion: bool,
    /// The log index of its event: `Damaged`, `Healed`, `Summoned` or `SpellCast`.
    logged: LogIndex,
}

impl PhaseEvent {
    /// The event logged at `logged` that `entity` (the character `target`) went through.
    pub fn of(target: Id, entity: &Entity, logged: LogIndex) -> PhaseEvent {
        let minion = entity.card.is_some();
        PhaseEvent { target: Some(target), seat: entity.seat, minion, logged }
    }

    /// An event about the player in `seat` rather than a character, logged at `logged`: a
    /// spell they cast, the start or end of their turn.
    pub fn of_player(seat: u8, logged: LogIndex) -> PhaseEvent {
        PhaseEvent { target: None, seat, minion: false, logged }
    }
}

/// The events one Phase answers, all of one kind, in order of play: at most one per
/// character in play.
pub(super) type PhaseEvents = InlineList<PhaseEvent, MAX_CHARACTERS>;

impl Sequence<'_> {
    /// A Phase (Rule 2) answering the events of one action (its Damage or Healing Events, a
    /// summon, a cast spell): fill the Queue, lock it, resolve it depth-first.
    pub(super) fn phase(&mut self, kind: EventKind, events: &PhaseEvents, depth: Depth) -> Step {
        let depth = depth.nested(&self.limits)?;
        let queue = self.fill_queue(kind, events);
        let queue = queue.lock(); // Rule 2c: from here on, nothing joins this Queue.
        self.resolve_queue(&queue, depth)
    }

    /// Rule 2a: the Queue holds, for each event in order of play, each minion in play in
    /// order of play, each of its triggered abilities whose condition matches the event.
    fn fill_queue(&mut self, kind: EventKind, events: &PhaseEvents) -> Queue {
        let listeners = self.listeners.of(self.state, self.library, kind);
        let mut queue = Queue::new();
        for event in events.iter() {
            for listener in listeners {
                if answers(listener.trigger.on, listener, event) {
                    let summons_land = Place::RightOf(listener.minion);
                    queue.join(Entry {
                        source: listener.minion,
                        kind: kind.trigger_kind(),
                        effect: listener.trigger.effect,
                        acting: Acting::ability(
                            listener.card,
                            listener.minion,
                            listener.seat,
                            event.target,
                            summons_land,
                        ),
                        cause: event.logged,
                    });
                }
            }
        }
        queue
    }

    /// Resolve a locked Queue in order. Depth-first: each entry's actions, and every reaction
    /// they cause, finish before the next entry begins. (A watched Sequence notes the Queue.)
    #[inline(always)]
    pub(super) fn resolve_queue(&mut self, queue: &LockedQueue, depth: Depth) -> Step {
        self.watch_queue_locked(queue);
        for entry in queue.entries() {
            let trigger = Event::Triggered { source: entry.source, trigger: entry.kind };
            let triggered = self.record(trigger, Some(entry.cause));
            self.resolve(entry.effect, &entry.acting, triggered, depth)?;
        }
        self.watch_queue_done(queue);
        Ok(())
    }

    /// Ask `effect` for its actions and perform each one, with every reaction it causes,
    /// before the next. `cause` is the `Triggered` or `SpellCast` it follows.
    ///
    /// Card code is content the engine does not trust: a panic in it, or an action that names
    /// something that does not exist, stops the Sequence with `Error::BadEffect` naming the
    /// card, and the Sequence is rolled back.
    pub(super) fn resolve(&mut self, effect: Effect, acting: &Acting, cause: LogIndex, depth: Depth) -> Step {
        let mut actions = Actions::default();
        let ctx = Ctx { state: self.state, acting, tokens: self.library.token_table() };
        let described = panic::catch_unwind(AssertUnwindSafe(|| effect.describe(&ctx, &mut actions)));
        described.map_err(|_| named(EffectProblem::Panicked.into(), acting))?;
        for index in 0..actions.len() {
            let performed = self.perform(actions.get(index), Some(cause), depth, acting.summons_land);
            performed.map_err(|halt| named(halt, acting))?;
        }
        Ok(())
    }
}

/// `halt`, with the card of `acting` named if it is a bad action no card was named for yet:
/// the innermost effect that described it.
fn named(mut halt: Box<Halt>, acting: &Acting) -> Box<Halt> {
    if let Halt::BadEffect(bad) = &mut *halt {
        bad.card.get_or_insert(acting.card);
    }
    halt
}

/// Whether a triggered ability with the condition `on`, of `listener`, answers `event`, an
/// event of the kind `on` answers (`Listeners::of` lists only those).
fn answers(on: TriggerOn, listener: &Listener, event: &PhaseEvent) -> bool {
    let friendly = || event.seat == listener.seat;
    match on {
        TriggerOn::SelfDamaged => event.target == Some(listener.minion),
        TriggerOn::FriendlyMinionDamaged => event.minion && friendly(),
        TriggerOn::AnyMinionDamaged | TriggerOn::MinionHealed => event.minion,
        TriggerOn::HeroDamaged => !event.minion,
        TriggerOn::CharacterHealed => true,
        // "After you summon a minion": never the minion's own summon, which it was not in
        // play to see.
        TriggerOn::AfterFriendlySummon => friendly() && event.target != Some(listener.minion),
        TriggerOn::AfterFriendlySpell | TriggerOn::StartOfYourTurn | TriggerOn::EndOfYourTurn => friendly(),
        // Death Events are answered in the Death Phase (`death.rs`).
        TriggerOn::FriendlyMinionDies | TriggerOn::AnyMinionDies => false,
    }
}
