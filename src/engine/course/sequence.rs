//! A Sequence in progress: one call's action and everything it causes, run on a game's state
//! and log, bounded by the game's limits and rolled back whole if it runs away.

use super::action::{Action, Origin};
use super::card::Library;
use super::error::{Error, Halt, Result, Runaway, Step};
use super::event::{Event, LogIndex, Record};
use super::limits::{ActionBudget, Depth, Limits};
use super::listeners::Listeners;
use super::mode::Mode;
use super::queue::LockedQueue;
use super::rollback::Rollback;
use super::rules::Rules;
use super::standing::Outcome;
use super::state::{MAX_IN_PLAY, State};
use crate::engine::object::id::{Id, Player, Zone};
use crate::engine::support::inline_list::InlineList;

/// A running Sequence: the game's library, limits, state and log, borrowed for the length of
/// one call. `perform` (`perform.rs`), the Phase (`phase.rs`) and the death step (`death_step.rs`)
/// are its methods; nothing else changes a game.
pub(in crate::engine) struct Sequence<'g> {
    pub library: &'static Library,
    pub limits: Limits,
    /// Which simplifications of the real game it plays by.
    pub rules: Rules,
    pub state: &'g mut State,
    pub log: &'g mut Vec<Record>,
    /// How many more actions this Sequence may perform (`limits.max_actions`).
    pub actions: ActionBudget,
    /// Who the Phases ask: the game's lists, kept between its Sequences.
    pub listeners: &'g mut Listeners,
    /// Whoever steps through the Sequence, if the game is watched (`Game::set_watching`).
    pub watch: Option<&'g mut dyn Watcher>,
    /// Rolled back if it runs away and logging its events (`Mode::Normal`), or neither
    /// (`Mode::Search`).
    pub mode: Mode,
    /// The Summon Events created and not resolved yet: each minion that entered play since
    /// the last Summon Resolution Step (`course/summon_resolution.rs`).
    pub summon_events: SummonEvents,
    /// Whether a Death Creation Step of this Sequence removed a hero: only then can the game
    /// be decided (`decide_the_game`; speed only: the check reads nothing else otherwise).
    pub a_hero_fell: bool,
    /// In the search mode, the place the next event would have in the log: events are
    /// counted, not kept, so that causes are numbered as a game keeping no log numbers them
    /// (nothing reads them in this mode).
    pub unlogged: LogIndex,
    /// The hero attacking now whose weapon makes it Immune while attacking
    /// (`CardDef::hero_immune_while_attacking`), from its attack's declaration to the end of its
    /// Attack Phase (`play/combat.rs`); `None` at any other time.
    pub immune_attacker: Option<Id>,
}

/// A Summon Event waiting for the next Summon Resolution Step (`course/summon_resolution.rs`):
/// the minion that entered play, and where its `Summoned` event is in the log.
#[derive(Clone, Copy, Debug)]
pub(in crate::engine) struct SummonEvent {
    pub id: Id,
    pub summoned: LogIndex,
}

/// The Summon Events a Sequence created and has not resolved yet, in order of play. At most
/// one for each minion in play: a minion that dies leaves play in a Death Creation Step, and
/// the Summon Resolution Step comes before it; one returned to a hand takes its Summon Event
/// out of play with it (`Sequence::leave_play`).
pub(in crate::engine) type SummonEvents = InlineList<SummonEvent, MAX_IN_PLAY>;

/// Someone stepping through a Sequence: told of each event as it is logged and of each Queue
/// as it is locked and as it finishes. Each method gets the game only to read, so watching
/// changes nothing a Sequence does (architecture invariant 3); `observe/watch.rs` is the one watcher.
pub(in crate::engine) trait Watcher {
    /// `event` was just logged at `at`; `state` is the game right after it, its cards in
    /// `library`.
    fn event_logged(&mut self, at: LogIndex, event: Event, state: &State, library: &Library);
    /// `queue` was just locked, after `logged` events.
    fn queue_locked(&mut self, queue: &LockedQueue, logged: LogIndex);
    /// The innermost Queue, `queue`, finished resolving after `logged` events.
    fn queue_done(&mut self, queue: &LockedQueue, logged: LogIndex);
}

impl<'g> Sequence<'g> {
    /// A Sequence about to run on `state` and `log`, its Phases asking `listeners`.
    pub fn new(
        library: &'static Library,
        limits: Limits,
        rules: Rules,
        state: &'g mut State,
        log: &'g mut Vec<Record>,
        listeners: &'g mut Listeners,
    ) -> Sequence<'g> {
        Sequence {
            library,
            limits,
            rules,
            state,
            log,
            actions: ActionBudget::of(&limits),
            listeners,
            watch: None,
            mode: Mode::Normal,
            summon_events: SummonEvents::default(),
            a_hero_fell: false,
            unlogged: 0,
            immune_attacker: None,
        }
    }

    /// This Sequence, run in `mode`.
    pub fn in_mode(self, mode: Mode) -> Sequence<'g> {
        let unlogged = self.log.len() as LogIndex;
        Sequence { mode, unlogged, ..self }
    }

    /// This Sequence, recording into `watch` as it runs.
    pub fn watched_by(self, watch: Option<&'g mut dyn Watcher>) -> Sequence<'g> {
        Sequence { watch, ..self }
    }

    /// If the Sequence is watched, note that `queue` was just locked.
    #[inline]
    pub fn watch_queue_locked(&mut self, queue: &LockedQueue) {
        if let Some(watch) = self.watch.as_deref_mut() {
            watch.queue_locked(queue, self.log.len() as LogIndex);
        }
    }

    /// If the Sequence is watched, note that `queue` has finished resolving.
    #[inline]
    pub fn watch_queue_done(&mut self, queue: &LockedQueue) {
        if let Some(watch) = self.watch.as_deref_mut() {
            watch.queue_done(queue, self.log.len() as LogIndex);
        }
    }

    /// Perform `action`, then the death step once the outermost Phase has ended ("mortally
    /// wounded and pending destroy are ONLY converted into dead once the outermost Phase
    /// ends"). A Sequence that passes a limit is rolled back whole: state and log are as before.
    pub fn run(self, action: Action) -> Result<()> {
        self.run_step(|sequence| sequence.perform(&action, None, Depth::default(), Origin::CALL))
    }

    /// Run `step` (the game's start, a turn's end, an attack, a play) as one Sequence, then the
    /// death step; rolled back whole if it passes a limit (in the search mode, left as it
    /// stopped: the game spoils the copy, `Mode::Search`).
    pub fn run_step(mut self, step: impl FnOnce(&mut Self) -> Step) -> Result<()> {
        let rollback = match self.mode {
            Mode::Normal => Some(Rollback::save(self.state, self.log)),
            Mode::Search => None,
        };
        let outcome = step(&mut self).and_then(|()| self.death_step()).map(|()| self.decide_the_game());
        match (outcome, rollback) {
            (Ok(()), Some(rollback)) => {
                rollback.forget(self.state, self.log);
                Ok(())
            }
            (Ok(()), None) => Ok(()),
            (Err(halt), Some(rollback)) => {
                rollback.restore(self.state, self.log);
                self.listeners.forget(); // They followed minions that are no longer in play.
                Err(error_of(*halt, self.library))
            }
            (Err(halt), None) => Err(error_of(*halt, self.library)),
        }
    }

    /// Rule 9: "Finally when the Sequence ends and the player gets control again, Hearthstone
    /// checks if the game has ended in a Win, Loss or Draw" (the turn's own checks ask too:
    /// `play/turn.rs`). A player whose hero the Death Creation Step removed loses; both at once
    /// is a draw. Nothing is decided before `Game::begin`, so the course's single calls never
    /// end a game.
    #[inline]
    pub(in crate::engine) fn decide_the_game(&mut self) {
        if !self.a_hero_fell {
            // Only a Death Creation Step removes a hero, and none did in this Sequence.
            debug_assert!(
                self.state.outcome.is_some()
                    || self.state.heroes.iter().all(|&hero| self.state.entity(hero).zone == Zone::Board),
                "a hero left play with no Death Creation Step noting it"
            );
            return;
        }
        self.decide_after_a_hero_fell();
    }

    /// `decide_the_game` once a Death Creation Step of this Sequence removed a hero.
    #[inline(never)]
    fn decide_after_a_hero_fell(&mut self) {
        if !self.state.has_begun() || self.state.outcome.is_some() {
            return;
        }
        let lost = self.state.heroes.map(|hero| self.state.entity(hero).zone != Zone::Board);
        match lost.into_array() {
            [false, false] => {}
            [true, true] => self.end_the_game(Outcome::Draw),
            [false, true] => self.end_the_game(Outcome::Won { player: Player::FIRST }),
            [true, false] => self.end_the_game(Outcome::Won { player: Player::SECOND }),
        }
    }

    /// The game ends in `outcome` (`GameEnded`); `Game` refuses every call after it.
    pub(in crate::engine) fn end_the_game(&mut self, outcome: Outcome) {
        self.state.outcome = Some(outcome);
        let winner = match outcome {
            Outcome::Won { player } => Some(player),
            Outcome::Draw => None,
        };
        self.record(Event::GameEnded { winner }, None);
    }
}

/// The error a caller sees for a Sequence that stopped part-way; `library` names the card.
fn error_of(halt: Halt, library: &Library) -> Error {
    match halt {
        Halt::Runaway(Runaway { limit, value }) => Error::Runaway { limit, value },
        Halt::BadEffect(bad) => {
            // A call's own action is checked before the Sequence starts, so a bad action
            // always comes from a card's effect, which `resolve` named.
            let card = bad.card.map_or_else(|| "a call".to_owned(), |card| library.card(card).name.clone());
            Error::BadEffect { card, problem: bad.problem }
        }
    }
}
