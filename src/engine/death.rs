//! The death step: after the outermost Phase, the Death Creation Step removes every dying
//! minion at once, then a Death Phase resolves their Deathrattles; repeat until nothing dies.

use super::action::Place;
use super::error::Step;
use super::event::{Event, LogIndex, TriggerKind};
use super::id::{Id, Zone};
use super::perform::Acting;
use super::sequence::Sequence;
use super::state::MAX_IN_PLAY;

/// A Death Event: a minion the Death Creation Step removed.
#[derive(Clone, Copy, Debug)]
struct Death {
    id: Id,
    /// Its nearest right-hand neighbour that was not dying in the same step, if any: a
    /// Deathrattle summon lands left of it, which is where the minion stood.
    before: Option<Id>,
}

impl Sequence<'_> {
    /// Run Death Creation Steps and Death Phases until a step removes nothing.
    ///
    /// "Mortally wounded and pending destroy are ONLY converted into dead once the outermost
    /// Phase ends" (Advanced rulebook): this runs once per Sequence, after `perform` returns.
    pub(crate) fn death_step(&mut self) -> Step {
        let mut deaths = [Death { id: Id(0), before: None }; MAX_IN_PLAY];
        let mut round = 0;
        loop {
            let count = self.death_creation_step(&mut deaths);
            if count == 0 {
                return Ok(());
            }
            round += 1;
            let phase = self.record(Event::DeathPhase { round }, None);
            self.death_phase(&deaths[..count], phase)?;
        }
    }

    /// Remove every minion at 0 or less Health or pending destroy, all at once, recording
    /// `Destroyed` for each in order of play. Fills `deaths` from the front; returns how many.
    fn death_creation_step(&mut self, deaths: &mut [Death; MAX_IN_PLAY]) -> usize {
        let mut count = 0;
        for &id in self.state.in_play.iter() {
            if self.state.entity(id).is_dying() {
                let before = self.right_neighbour_staying(id);
                deaths[count] = Death { id, before };
                count += 1;
            }
        }
        if count == 0 {
            return 0;
        }
        let state = &mut *self.state;
        let entities = &state.entities;
        let staying = |id: Id| !entities[id.index()].is_dying();
        state.boards.iter_mut().for_each(|board| board.retain(staying));
        state.in_play.retain(staying);
        for death in &deaths[..count] {
            self.state.entity_mut(death.id).zone = Zone::Graveyard;
            self.record(Event::Destroyed { id: death.id }, None);
        }
        count
    }

    /// The nearest minion right of `id` on its board that is not dying too.
    fn right_neighbour_staying(&self, id: Id) -> Option<Id> {
        let board = &self.state.boards[self.state.entity(id).owner()];
        let at = board.iter().position(|&m| m == id).expect("a minion in play is on its board");
        board[at + 1..].iter().copied().find(|&m| !self.state.entity(m).is_dying())
    }

    /// A Death Phase: the removed minions' Deathrattles, in order of play, each resolved
    /// depth-first before the next.
    fn death_phase(&mut self, deaths: &[Death], phase: LogIndex) -> Step {
        self.enter_phase()?;
        for death in deaths {
            let dead = self.state.entity(death.id);
            let card = dead.card.expect("only minions die");
            let Some(effect) = self.library.card(card).abilities.deathrattle else {
                continue;
            };
            let owner = dead.owner();
            let trigger = Event::Triggered { source: death.id, trigger: TriggerKind::Deathrattle };
            let triggered = self.record(trigger, Some(phase));
            let place = death.before.map_or(Place::RightEnd, Place::LeftOf);
            let acting = Acting { owner, source: Some(death.id), target: None, place };
            self.resolve(effect, acting, triggered)?;
        }
        self.scratch.depth -= 1;
        Ok(())
    }
}
