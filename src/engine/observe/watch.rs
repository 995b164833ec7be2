//! Watching a Sequence: what the engine records, besides the log, for someone who steps
//! through it one event at a time: the board after each event, and each Queue as it was
//! locked, with the event each of its entries resolved as.

use serde::Serialize;

use crate::engine::course::card::Library;
use crate::engine::course::enchantment::EnchantmentView;
use crate::engine::course::entities::Flag;
use crate::engine::course::event::{Event, LogIndex, TriggerKind};
use crate::engine::course::id::{Id, PLAYERS};
use crate::engine::course::keywords::Keywords;
use crate::engine::course::queue::LockedQueue;
use crate::engine::course::sequence::Watcher;
use crate::engine::course::state::State;

/// What watched calls recorded (`Game::set_watching`): one board for each event they logged,
/// and every Queue that had an entry. Every index in it counts the watched events from 0:
/// watched event `i` is the game's log entry `first_event + i`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Watch {
    /// The log index of the first watched event (0 when the game keeps only the last call's
    /// log, or none: `LogKeeping`).
    pub first_event: LogIndex,
    /// The board right after each watched event, in order: `boards[i]` follows log entry
    /// `first_event + i`.
    pub boards: Vec<BoardView>,
    /// Each Queue with at least one entry, in the order they were locked.
    pub queues: Vec<QueueView>,
    /// The Queues being resolved, innermost last (indices into `queues`).
    #[serde(skip)]
    open: Vec<usize>,
    /// Where each `DeathPhase` was logged (watched indices): what opened a Queue's Phase.
    #[serde(skip)]
    death_phases: Vec<LogIndex>,
}

/// The board at one moment: both heroes and both sides' minions, hands and decks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardView {
    /// Each player's hero.
    pub heroes: [CharacterView; PLAYERS],
    /// Each player's Armor.
    pub armor: [i32; PLAYERS],
    /// Each player's minions in play, left to right.
    pub minions: [Vec<CharacterView>; PLAYERS],
    /// How many cards each player holds.
    pub hand: [usize; PLAYERS],
    /// The cards each player holds, oldest first.
    pub hands: [Vec<Id>; PLAYERS],
    /// What each of those cards costs at that moment (`Game::cost`), in the same order.
    pub costs: [Vec<u32>; PLAYERS],
    /// How many cards are left in each player's deck.
    pub deck: [usize; PLAYERS],
}

/// A character as the board shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CharacterView {
    pub id: Id,
    pub attack: i32,
    pub health: i32,
    /// At 0 or less Health: the Death Creation Step will remove it.
    pub mortally_wounded: bool,
    /// Marked by a destroy effect.
    pub pending_destroy: bool,
    /// Its keywords at that moment (a Silence takes them away).
    pub keywords: Keywords,
    /// The enchantments in force on it at that moment, oldest first: what its Attack,
    /// Health and keywords are made of, past its card's.
    pub enchantments: Vec<EnchantmentView>,
}

/// A Queue (Rule 2): its entries in the order they resolve, when it was locked, and what
/// became of each entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct QueueView {
    /// How many watched events had been logged when the Queue was locked: every later
    /// event happened after the lock, and nothing that happened then joined the Queue (Rule 2c).
    pub locked_after: LogIndex,
    /// How many watched events had been logged when its last entry had finished
    /// resolving, with everything it caused.
    pub done_after: LogIndex,
    /// How many Queues were being resolved around it when it was locked (0: the outermost).
    pub depth: usize,
    /// The event that opened its Phase, when the Phase logs one right before it locks the
    /// Queue: a Death Phase's `DeathPhase` (a watched index). From that event on the Queue
    /// is the Phase's, though it is locked only after it.
    pub opened_by: Option<LogIndex>,
    /// Its entries, in order.
    pub entries: Vec<QueueEntryView>,
}

/// One entry of a Queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct QueueEntryView {
    /// The minion whose ability it is.
    pub source: Id,
    /// Which kind of ability.
    pub trigger: TriggerKind,
    /// The event it answers.
    pub cause: LogIndex,
    /// The `Triggered` event it resolved as, once it has.
    pub resolved_as: Option<LogIndex>,
}

impl Watch {
    /// An empty record for a call whose first event will be at `first_event`.
    pub(in crate::engine) fn starting_at(first_event: LogIndex) -> Watch {
        Watch { first_event, ..Watch::default() }
    }

    /// Drop what was recorded from log index `first` on: a call that was rolled back.
    pub(in crate::engine) fn forget_since(&mut self, first: LogIndex) {
        let kept = first.saturating_sub(self.first_event);
        self.boards.truncate(kept as usize);
        self.queues.retain(|queue| queue.locked_after < kept);
        self.open.clear();
        self.death_phases.retain(|&at| at < kept);
    }
}

/// The watch notes each event's board and each Queue with an entry.
impl Watcher for Watch {
    /// `event` was just logged at `at`: note the board after it. A `Triggered` event is the
    /// next entry of the innermost Queue beginning to resolve: only a Queue logs one.
    #[cold]
    #[inline(never)]
    fn event_logged(&mut self, at: LogIndex, event: Event, state: &State, library: &Library) {
        self.boards.push(BoardView::of(state, library));
        if let Event::DeathPhase { .. } = event {
            self.death_phases.push(at - self.first_event);
        }
        if let Event::Triggered { .. } = event
            && let Some(&queue) = self.open.last()
            && let Some(entry) =
                self.queues[queue].entries.iter_mut().find(|entry| entry.resolved_as.is_none())
        {
            entry.resolved_as = Some(at - self.first_event);
        }
    }

    /// `queue` was just locked, after `logged` events; one with no entry is not recorded.
    #[cold]
    #[inline(never)]
    fn queue_locked(&mut self, queue: &LockedQueue, logged: LogIndex) {
        if queue.entries().is_empty() {
            return;
        }
        let entries = queue
            .entries()
            .iter()
            .map(|entry| QueueEntryView {
                source: entry.source,
                trigger: entry.kind,
                cause: entry.cause.saturating_sub(self.first_event),
                resolved_as: None,
            })
            .collect();
        let (depth, logged) = (self.open.len(), logged - self.first_event);
        let opened_by = self.death_phases.last().copied().filter(|&at| at + 1 == logged);
        self.queues.push(QueueView { locked_after: logged, done_after: logged, depth, opened_by, entries });
        self.open.push(self.queues.len() - 1);
    }

    /// The innermost Queue, `queue` (if it was recorded), finished after `logged` events.
    #[cold]
    #[inline(never)]
    fn queue_done(&mut self, queue: &LockedQueue, logged: LogIndex) {
        if queue.entries().is_empty() {
            return;
        }
        if let Some(queue) = self.open.pop() {
            self.queues[queue].done_after = logged - self.first_event;
        }
    }
}

impl BoardView {
    /// The board `state` shows, its cards in `library`.
    pub(in crate::engine) fn of(state: &State, library: &Library) -> BoardView {
        let character = |id: Id| CharacterView::of(id, state);
        BoardView {
            heroes: state.heroes.map(character),
            armor: state.armor,
            minions: std::array::from_fn(|player| {
                state.boards[player].iter().map(|&id| character(id)).collect()
            }),
            hand: std::array::from_fn(|player| state.hands[player].len()),
            hands: std::array::from_fn(|player| state.hands[player].to_vec()),
            costs: std::array::from_fn(|player| {
                state.hands[player].iter().map(|&id| state.cost_of(id, library)).collect()
            }),
            deck: std::array::from_fn(|player| state.decks[player].ids().count()),
        }
    }
}

impl CharacterView {
    fn of(id: Id, state: &State) -> CharacterView {
        let entity = state.entity(id);
        CharacterView {
            id,
            attack: entity.attack(),
            health: entity.health(),
            mortally_wounded: entity.is_mortally_wounded(),
            pending_destroy: entity.is(Flag::PendingDestroy),
            keywords: entity.keywords(),
            enchantments: state.enchantments.on(id).map(|enchantment| enchantment.view()).collect(),
        }
    }
}
