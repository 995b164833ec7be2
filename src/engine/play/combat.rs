//! Combat: a minion attacks, and attacker and defender deal their Attack to each other at once.

use crate::engine::course::card::EventKind;
use crate::engine::course::error::Step;
use crate::engine::course::event::Event;
use crate::engine::course::limits::Depth;
use crate::engine::course::phase::PhaseEvents;
use crate::engine::course::sequence::Sequence;
use crate::engine::object::enchantment::{Change, Lasts};
use crate::engine::object::id::Id;
use crate::engine::object::keywords::Keyword;

impl Sequence<'_> {
    /// `attacker` attacks `defender` (`Game::attack_with` checked that it may). Each deals its
    /// Attack to the other at once: both Damage Events first, then one Phase, as for area
    /// damage (Rule DH1). The two events go in order of play under the course's rules; under
    /// the real game's the defender's comes first (`Rules::defender_first`), the exception to
    /// order of play that the course names.
    pub(in crate::engine) fn attack(&mut self, attacker: Id, defender: Id) -> Step {
        let attacked = self.record(Event::Attacked { attacker, defender }, None);
        self.state.entity_mut(attacker).attacks += 1;
        if self.state.entity(attacker).has(Keyword::Stealth) {
            // Stealth lasts "until it attacks" (`Keyword::Stealth`).
            self.enchant(attacker, Change::Lose { keyword: Keyword::Stealth }, Lasts::Always, Some(attacked));
        }
        let blow = |id: Id| self.state.entity(id).attack();
        let mut hits = [(defender, blow(attacker), attacker), (attacker, blow(defender), defender)];
        let played = |id: Id| self.state.entity(id).played;
        if !self.rules.defender_first && played(attacker) < played(defender) {
            hits.reverse(); // Order of play: the attacker was played first.
        }
        let mut events = PhaseEvents::default();
        for (target, amount, source) in hits {
            if amount > 0
                && let Some(event) = self.hit(target, amount, Some(source), Some(attacked))
            {
                events.push(event).expect("two events fit");
            }
        }
        self.phase(EventKind::Damage, &events, Depth::default())
    }
}
