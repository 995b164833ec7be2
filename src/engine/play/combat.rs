//! Combat: a character attacks another, in a Sequence of two Phases: the Preparation Phase,
//! where attack triggers answer, then the Attack Phase, where attacker and defender deal their
//! Attack to each other at once.

use crate::engine::course::card::EventKind;
use crate::engine::course::error::Step;
use crate::engine::course::event::{Event, LogIndex};
use crate::engine::course::limits::Depth;
use crate::engine::course::phase::{PhaseEvent, PhaseEvents};
use crate::engine::course::sequence::Sequence;
use crate::engine::object::enchantment::{Change, Lasts, MadeBy};
use crate::engine::object::id::{Id, Player};
use crate::engine::object::keywords::Keyword;

impl Sequence<'_> {
    /// `attacker` attacks `defender` (`Game::attack_with` checked that it may). "Sending a
    /// Character to attack another character creates a Sequence of two Phases - "Preparation"
    /// and "Attack"" (Advanced rulebook): the attack is declared (`Attacked`; the attacker
    /// uses up an attack and loses Stealth), the Preparation Phase resolves with its death
    /// step, then the Attack Phase, whose death step is the Sequence's own. Rule 6:
    /// "Subsequent Phases of a Sequence will not run if a subject is required but is no longer
    /// in play": an attacker or defender the Preparation Phase's death step removed (it
    /// removes every mortally wounded one) fights no Attack Phase (Fireplace's wiki page "Combat": an
    /// entity that dies before performing its attack "will stop performing its attack").
    ///
    /// A hero whose weapon makes it "Immune while attacking" is Immune from the declaration to
    /// the end of the Attack Phase (`Sequence::immune_attacker`), as jleclanche/fireplace's
    /// hero is while its `attack_target` is set (`card.py`, `immune`: "if
    /// self.immune_while_attacking and self.attacking"; `actions.py`, `Attack`, which sets it
    /// as the attack is declared and clears it once the attack's own triggers have resolved).
    /// The Sequence's death step comes after.
    pub(in crate::engine) fn attack(&mut self, attacker: Id, defender: Id) -> Step {
        let attacked = self.record(Event::Attacked { attacker, defender }, None);
        self.state.entity_mut(attacker).attacks += 1;
        if self.state.entity(attacker).has(Keyword::Stealth) {
            // Stealth lasts "until it attacks" (`Keyword::Stealth`).
            let lost = Change::Lose { keyword: Keyword::Stealth };
            self.enchant(attacker, lost, Lasts::Always, MadeBy::NoCard, Some(attacked));
        }
        self.immune_attacker = self.immune_while_attacking(attacker).then_some(attacker);
        let fought = self.fight(attacker, defender, attacked);
        self.immune_attacker = None;
        fought
    }

    /// Whether `attacker` is a hero whose weapon says "Your hero is Immune while attacking", as
    /// the attack is declared: the immunity holds for the whole attack once it is declared
    /// (fireplace reads its hero's tag again at each hit; no card of the pool takes a weapon
    /// away in the middle of an attack, where the two would differ).
    fn immune_while_attacking(&self, attacker: Id) -> bool {
        if !self.state.is_hero(attacker) {
            return false;
        }
        let Some(weapon) = self.state.weapons[self.state.entity(attacker).owner()] else { return false };
        let card = self.state.entity(weapon).card.expect("a weapon has a card");
        self.library.card(card).hero_immune_while_attacking
    }

    /// The attack declared at `attacked`: its Preparation Phase with its death step, then, if
    /// both are still in play, its Attack Phase.
    fn fight(&mut self, attacker: Id, defender: Id, attacked: LogIndex) -> Step {
        self.preparation_phase(attacker, attacked)?;
        // The Preparation Phase's death step has just removed every character that was
        // dying, so one still in play is not mortally wounded either.
        if !self.is_still_in_play(attacker) || !self.is_still_in_play(defender) {
            return Ok(());
        }
        self.attack_phase(attacker, defender, attacked)
    }

    /// The Preparation Phase: every "whenever this minion attacks" of the attacker's answers
    /// the attack declared at `attacked`, before any damage; then the death step, this Phase
    /// being the outermost.
    fn preparation_phase(&mut self, attacker: Id, attacked: LogIndex) -> Step {
        let mut events = PhaseEvents::default();
        let event = PhaseEvent::of(attacker, self.state.entity(attacker), attacked);
        events.push(event).expect("room for one");
        self.phase(EventKind::Attack, &events, Depth::default())?;
        self.death_step()
    }

    /// The Attack Phase: each deals its Attack to the other at once, both Damage Events first,
    /// then one Phase, as for area damage (Rule DH1). The two events go in order of play under
    /// the course's rules; under the real game's the defender's comes first
    /// (`Rules::defender_first`), the exception to order of play that the course names.
    ///
    /// A hero that is attacked deals no damage back (`strikes_back`).
    fn attack_phase(&mut self, attacker: Id, defender: Id, attacked: LogIndex) -> Step {
        let blow = |id: Id| self.state.entity(id).attack();
        let back = if self.strikes_back(defender) { blow(defender) } else { 0 };
        let mut hits = [(defender, blow(attacker), attacker), (attacker, back, defender)];
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
        if self.state.is_hero(attacker) {
            let player = self.state.entity(attacker).owner();
            self.wear_the_weapon(player, defender, attacked);
        }
        self.phase(EventKind::Damage, &events, Depth::default())
    }

    /// The weapon of `player`'s hero, if it has one, pays for the attack at `defender` logged
    /// at `attacked`, after the blows (as fireplace's `Attack(FRIENDLY_HERO).after(Hit(SELF,
    /// 1))` and hearthstone-ai's attack both take it): "attacking while a weapon is equipped
    /// will reduce its Durability by 1" (the wiki's Weapon page). A weapon whose attacks at
    /// minions cost Attack instead (`CardDef::minion_attacks_cost_attack`) loses 1 Attack, an
    /// enchantment, when `defender` is a minion: "Attacking a minion with this weapon will
    /// reduce its Attack by 1, but will not reduce its Durability ... Once it reaches 0 it will
    /// not be possible to attack using [it], but the weapon will not destroy itself" (the
    /// wiki's page of the card; `may_attack` refuses a hero with no Attack). The page has the
    /// Attack lost as the attack ends; it is lost here where Durability is, after the blows and
    /// before the Damage Phase, where no card of the pool reads a weapon's Attack. A weapon
    /// pushed below 0 Attack (its hero attacking with Attack of its own) keeps its negative
    /// Attack, which gives the hero nothing (`State::weapon_attack_now`), as the page says;
    /// the game shows it as 0.
    fn wear_the_weapon(&mut self, player: Player, defender: Id, attacked: LogIndex) {
        let Some(weapon) = self.state.weapons[player] else { return };
        let card = self.state.entity(weapon).card.expect("a weapon has a card");
        if self.library.card(card).minion_attacks_cost_attack && !self.state.is_hero(defender) {
            let less_attack = Change::Add { attack: -1, health: 0 };
            self.enchant(weapon, less_attack, Lasts::Always, MadeBy::Card(card), Some(attacked));
            self.hero_attack_changed(player, Some(attacked));
        } else {
            self.lose_durability(player, 1, Some(attacked));
        }
    }

    /// Whether the attacked character `defender` deals its Attack to its attacker: a minion
    /// does, a hero never does, whatever its Attack (the wiki's Character page: "If a minion
    /// attacks a hero, only the hero will take damage, equal to its Attack. The hero will not
    /// deal damage to the minion, even if they have an Attack value"; "If a hero attacks a
    /// hero, only the attacking hero will deal damage").
    fn strikes_back(&self, defender: Id) -> bool {
        !self.state.is_hero(defender)
    }
}
