//! The death step: after the outermost Phase, the Death Creation Step removes every dying
//! minion at once, then a Death Phase resolves their Deathrattles; repeat until nothing dies.

use super::action::Place;
use super::ctx::Acting;
use super::error::Step;
use super::event::{Event, LogIndex, TriggerKind};
use super::id::{Id, Zone};
use super::limits::Depth;
use super::list::InlineList;
use super::queue::{Entry, Queue};
use super::sequence::Sequence;
use super::state::MAX_IN_PLAY;

/// A Death Event: a minion the Death Creation Step removed.
#[derive(Clone, Copy, Debug)]
struct Death {
    id: Id,
    /// Its nearest right-hand neighbour that was not dying in the same step, if any: a
    /// Deathrattle's summon lands left of it, which is where the minion stood.
    before: Option<Id>,
}

/// The Death Events of one Death Creation Step, in order of play.
type Deaths = InlineList<Death, MAX_IN_PLAY>;

impl Sequence<'_> {
    /// Run Death Creation Steps and Death Phases until a step removes nothing.
    ///
    /// "Mortally wounded and pending destroy are ONLY converted into dead once the outermost
    /// Phase ends" (Advanced rulebook): this runs once per Sequence, after `perform` returns.
    pub(super) fn death_step(&mut self) -> Step {
        let mut round = 0;
        loop {
            let deaths = self.death_creation_step();
            if deaths.is_empty() {
                return Ok(());
            }
            round += 1;
            let phase = self.record(Event::DeathPhase { round }, None);
            self.death_phase(&deaths, phase)?;
        }
    }

    /// Remove every minion at 0 or less Health or pending destroy, all at once, recording
    /// `Destroyed` for each in order of play.
    fn death_creation_step(&mut self) -> Deaths {
        let mut deaths = Deaths::default();
        for &id in self.state.in_play.iter() {
            if self.state.entity(id).is_dying() {
                let death = Death { id, before: self.right_neighbour_staying(id) };
                deaths.push(death).expect("one Death Event per minion in play");
            }
        }
        if deaths.is_empty() {
            return deaths;
        }
        let state = &mut *self.state;
        let entities = &state.entities;
        let staying = |id: Id| !entities[id.index()].is_dying();
        state.boards.iter_mut().for_each(|board| board.retain(staying));
        state.in_play.retain(staying);
        for death in deaths.iter() {
            self.state.entity_mut(death.id).zone = Zone::Graveyard;
            self.record(Event::Destroyed { id: death.id }, None);
        }
        deaths
    }

    /// The nearest minion right of `id` on its board that is not dying too.
    fn right_neighbour_staying(&self, id: Id) -> Option<Id> {
        let board = &self.state.boards[self.state.entity(id).owner()];
        let at = board.iter().position(|&m| m == id).expect("a minion in play is on its board");
        board[at + 1..].iter().copied().find(|&m| !self.state.entity(m).is_dying())
    }

    /// A Death Phase: a Queue of the removed minions' Deathrattles, in order of play, locked
    /// and resolved depth-first like any Phase's. A Deathrattle's summons land where its
    /// minion stood.
    fn death_phase(&mut self, deaths: &Deaths, phase: LogIndex) -> Step {
        let depth = Depth::default().nested(&self.limits)?;
        let mut queue = Queue::new();
        for death in deaths.iter() {
            let dead = self.state.entity(death.id);
            let card_id = dead.card.expect("only minions die");
            let card = self.library.card(card_id);
            if let Some(effect) = card.abilities.deathrattle {
                let summons_land = death.before.map_or(Place::RightEnd, Place::LeftOf);
                queue.join(Entry {
                    source: death.id,
                    kind: TriggerKind::Deathrattle,
                    effect,
                    acting: Acting::ability(card_id, death.id, dead.seat, death.id, summons_land),
                    cause: phase,
                });
            }
        }
        let queue = queue.lock(); // Rule 2c: from here on, nothing joins this Queue.
        self.resolve_queue(&queue, depth)
    }
}
