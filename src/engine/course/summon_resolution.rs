//! The Summon Resolution Step: once the outermost Phase has ended, before the Death Creation
//! Step, the Summon Event of each minion that entered play since the last step resolves, in
//! order of play, with the "whenever a Murloc is summoned" abilities that answer it.

use super::card::EventKind;
use super::error::Halt;
use super::event::LogIndex;
use super::limits::Depth;
use super::listeners::listeners_of;
use super::phase::{PhaseEvent, PhaseEvents};
use super::sequence::{Sequence, SummonEvent};
use crate::engine::object::id::Id;

impl Sequence<'_> {
    /// The minion `id` entered play, played or summoned, its `Summoned` event logged at
    /// `summoned`: its Summon Event is created and waits for the next Summon Resolution Step.
    /// The Advanced rulebook's "Summon Resolution Step" (hearthstone.gamepedia.com's
    /// Advanced_rulebook#Summon_Resolution_Step, as the engines written from it quote it):
    /// "Whenever a minion enters play (whether due to being played or summoned), a 'Summon
    /// Event' is created, but not resolved."
    pub(in crate::engine) fn create_summon_event(&mut self, id: Id, summoned: LogIndex) {
        let event = SummonEvent { id, summoned };
        self.summon_events.push(event).expect("at most one Summon Event per minion in play");
    }

    /// The Summon Resolution Step, the Advanced rulebook's step between the outermost Phase's
    /// end and the Death Creation Step ("Aura Update (Health/Attack) Step, Summon Resolution
    /// Step, Aura Update (Health/Attack) Step, Death Creation Step, Aura Update (Other)
    /// Step"): "during the Summon Resolution Step, in order of play, we resolve each Summon
    /// Event, Queuing and Resolving triggers". Each Summon Event is a Phase of its own, its
    /// Queue filled when its turn comes, so every object in play by then answers it, and the
    /// Summon Events its abilities create resolve after those already waiting. A minion
    /// played from the hand thus meets "whenever a Murloc is summoned" after its On Play
    /// Phase and before its Battlecry (where the rulebook's earlier "Late On Summon Phase",
    /// for "whenever you summon a Beast", sat too); a minion a Phase summons (a Battlecry's, a
    /// spell's text, a Deathrattle), once that Phase has ended, where "after you summon a
    /// minion" answered it already (the After Summon Phase, right where it entered play).
    ///
    /// Returns whether any ability was asked: only then can an Aura Update have more to do.
    /// Nothing is read when no object in play answers Summon Events (speed only: the events
    /// resolve with empty Queues).
    pub(in crate::engine) fn summon_resolution_step(&mut self) -> Result<bool, Box<Halt>> {
        let mut asked = false;
        while !self.no_summon_event_to_resolve() {
            let waiting = std::mem::take(&mut self.summon_events);
            asked = true;
            for event in waiting.iter() {
                let minion = self.state.entity(event.id);
                let tribe = self.library.tribe_of(minion);
                let mut events = PhaseEvents::default();
                events
                    .push(PhaseEvent::of(event.id, minion, event.summoned).of_tribe(tribe))
                    .expect("room for one");
                self.phase(EventKind::OnSummon, &events, Depth::default())?;
            }
        }
        Ok(asked)
    }

    /// Whether no Summon Event is left to resolve: none waits, or nothing in play answers
    /// Summon Events, and those waiting are dropped (each would open an empty Queue). Speed
    /// only: the death step asks it before its rounds (`death_step_finds_nothing`).
    #[inline]
    pub(in crate::engine) fn no_summon_event_to_resolve(&mut self) -> bool {
        if self.summon_events.is_empty() {
            return true;
        }
        if listeners_of(self.listeners, self.state, self.library, EventKind::OnSummon).is_empty() {
            self.summon_events.clear();
            return true;
        }
        false
    }
}
