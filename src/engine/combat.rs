//! Combat: a minion attacks, and attacker and defender deal their Attack to each other at once.

use super::card::EventKind;
use super::error::Step;
use super::event::Event;
use super::id::Id;
use super::limits::Depth;
use super::phase::PhaseEvents;
use super::sequence::Sequence;

impl Sequence<'_> {
    /// `attacker` attacks `defender` (`Game::attack_with` checked that it may). Each deals its
    /// Attack to the other at once: both Damage Events first, then one Phase, as for area
    /// damage (Rule DH1). The two events go in order of play under the course's rules; under
    /// the real game's the defender's comes first (`Rules::defender_first`), the exception to
    /// order of play that the course names.
    pub(super) fn attack(&mut self, attacker: Id, defender: Id) -> Step {
        let attacked = self.record(Event::Attacked { attacker, defender }, None);
        self.state.entity_mut(attacker).attacked = true;
        let blow = |id: Id| self.state.entity(id).attack;
        let mut hits = [(defender, blow(attacker)), (attacker, blow(defender))];
        let played = |id: Id| self.state.entity(id).played;
        if !self.rules.defender_first && played(attacker) < played(defender) {
            hits.reverse(); // Order of play: the attacker was played first.
        }
        let mut events = PhaseEvents::default();
        for (target, amount) in hits {
            if amount > 0 {
                events.push(self.hit(target, amount, Some(attacked))).expect("two events fit");
            }
        }
        self.phase(EventKind::Damage, &events, Depth::default())
    }
}
