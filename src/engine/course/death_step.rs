//! The death step: after the outermost Phase, an Aura Update (Health/Attack), the Summon
//! Resolution Step, the Death Creation Step that removes every dying minion at once and an Aura Update (Other), then a
//! Death Phase resolves their Deathrattles and the death triggers of the minions still in play;
//! repeat until nothing dies.

use super::action::Place;
use super::card::{EventKind, Library, TriggerOn};
use super::ctx::Acting;
use super::error::Step;
use super::event::{Event, LogIndex, TriggerKind};
use super::limits::Depth;
use super::listeners::listeners_of;
use super::phase::{holds_in_hand, meets};
use super::queue::{Entry, Queue};
use super::sequence::Sequence;
use super::state::{MAX_IN_PLAY, OrderOfPlay, State};
use crate::engine::object::aura::Tribe;
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{CardId, Id, PerPlayer, Player, Zone};
use crate::engine::support::inline_list::InlineList;

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
    /// Phase ends" (Advanced rulebook): this runs after the call's own action (`Sequence::run`),
    /// and, for a call's own spell, also between its text and its After Spell Phase.
    ///
    /// The death step removes minions and runs Death Phases, nothing more: whoever runs it
    /// decides the game after it (`decide_the_game`, `play/turn.rs`).
    ///
    /// Rule 4a: "After the outermost Phase ends, Hearthstone does an Aura Update
    /// (Health/Attack), then does the Death Creation Step ..., then does an Aura Update
    /// (Other)": both run around every Death Creation Step, the last one that finds nothing
    /// included. The Summon Resolution Step comes between the first Aura Update and the
    /// Death Creation Step, with an Aura Update (Health/Attack) of its own after it when it
    /// asked any ability ("Aura Update (Health/Attack) Step, Summon Resolution Step, Aura
    /// Update (Health/Attack) Step, Death Creation Step, Aura Update (Other) Step").
    #[inline]
    pub(in crate::engine) fn death_step(&mut self) -> Step {
        if self.death_step_finds_nothing() {
            debug_assert!(self.nobody_is_dying(), "nobody was noted as maybe dying, yet someone is");
            return Ok(());
        }
        self.death_step_rounds()
    }

    /// Whether no minion in play, no hero and no weapon is dying: what `MayBeDying` promises
    /// when it is clear (checked in debug builds).
    fn nobody_is_dying(&self) -> bool {
        self.state.in_play.iter().all(|&id| !self.state.entity(id).is_dying())
            && !self.heroes_dying().iter().any(|&dying| dying)
            && !self.a_weapon_is_dying()
    }

    /// Whether the death step would find nothing to do: no aura gives or could give anything
    /// (both Aura Updates return at once), no character may be dying (the Death Creation Step
    /// removes nobody), and no Summon Event is left for its Resolution Step (none waits, or
    /// nothing answers them: `no_summon_event_to_resolve` drops them, as the step would).
    /// Speed only: most Sequences end so, and this answers them without the rounds' frame.
    #[inline]
    fn death_step_finds_nothing(&mut self) -> bool {
        self.state.auras_at_rest() && !self.state.may_be_dying.any() && self.no_summon_event_to_resolve()
    }

    /// The death step's rounds: `death_step`, once it may have something to do.
    #[inline(never)]
    fn death_step_rounds(&mut self) -> Step {
        let mut round = 0;
        loop {
            self.aura_update_health_attack();
            if self.summon_resolution_step()? {
                self.aura_update_health_attack();
            }
            let deaths = self.death_creation_step();
            self.aura_update_other();
            let Some(deaths) = deaths else { return Ok(()) };
            round += 1;
            let phase = self.record(Event::DeathPhase { round }, None);
            self.death_phase(&deaths, phase)?;
        }
    }

    /// Rule 4a: the Death Creation Step "looks for all mortally wounded (0 or less Health)/
    /// pending destroy (hit with a destroy effect) Entities and kills them, removing them from
    /// play simultaneously", recording `Destroyed` for each in order of play (a fallen hero
    /// first: the heroes are the oldest; a weapon at 0 Durability among the minions by its
    /// order of play, then its hero's Attack read again). Returns the minions' Death Events,
    /// which the Death Phase answers; `None` if nothing is dying, which ends the death step.
    ///
    /// Nobody is read when no character can have become dying since the last step looked
    /// (speed only: `MayBeDying`).
    fn death_creation_step(&mut self) -> Option<Deaths> {
        if !self.state.may_be_dying.any() {
            debug_assert!(self.nobody_is_dying(), "nobody was noted as maybe dying, yet someone is");
            return None;
        }
        let heroes_dying = self.heroes_dying();
        let minions_dying = self.state.in_play.iter().any(|&id| self.state.entity(id).is_dying());
        if !minions_dying && !heroes_dying.iter().any(|&dying| dying) && !self.a_weapon_is_dying() {
            self.note_whether_anyone_is_left_dying();
            return None;
        }
        let mut deaths = Deaths::default();
        for &id in self.state.in_play.iter() {
            if self.state.entity(id).is_dying() {
                let death = Death { id, before: self.right_neighbour_staying(id) };
                deaths.push(death).expect("one Death Event per minion in play");
            }
        }
        let state = &mut *self.state;
        let entities = &state.entities;
        let staying = |id: Id| !entities.entity(id).is_dying();
        state.boards.iter_mut().for_each(|board| board.retain(staying));
        state.in_play.retain(staying);
        for (hero, dying) in self.state.heroes.into_iter().zip(heroes_dying) {
            if dying {
                self.state.entity_mut(hero).zone = Zone::Graveyard;
                self.a_hero_fell = true;
                self.record(Event::Destroyed { id: hero }, None);
            }
        }
        let weapons = self.remove_dying_weapons();
        let mut weapons_left = weapons;
        for death in deaths.iter() {
            if weapons_left != [None, None] {
                let played = self.state.entity(death.id).played;
                self.record_weapons_destroyed(&mut weapons_left, |weapon| weapon < played);
            }
            self.state.entity_mut(death.id).zone = Zone::Graveyard;
            self.record(Event::Destroyed { id: death.id }, None);
        }
        if weapons != [None, None] {
            self.record_weapons_destroyed(&mut weapons_left, |_| true);
            for (player, weapon) in Player::BOTH.into_iter().zip(weapons) {
                if weapon.is_some() {
                    self.hero_attack_changed(player, None);
                }
            }
        }
        self.note_whether_anyone_is_left_dying();
        Some(deaths)
    }

    /// Log `Destroyed` for each weapon of `weapons` (the Death Creation Step removed it) whose
    /// order of play is `older`, in order of play, and take it out of `weapons`.
    fn record_weapons_destroyed(
        &mut self,
        weapons: &mut [Option<Id>; 2],
        older: impl Fn(Option<OrderOfPlay>) -> bool,
    ) {
        *weapons = self.state.in_order_of_play(*weapons);
        for slot in weapons.iter_mut() {
            if let Some(weapon) = *slot
                && older(self.state.entity(weapon).played)
            {
                self.record(Event::Destroyed { id: weapon }, None);
                *slot = None;
            }
        }
    }

    /// After a Death Creation Step: nobody is left dying unless a hero at 0 Health or less, or
    /// pending destroy, stays in play (before `Game::begin`, a hero is only a target and does not
    /// die).
    fn note_whether_anyone_is_left_dying(&mut self) {
        let hero_left_dying = self.state.heroes.iter().any(|&hero| {
            let hero = self.state.entity(hero);
            hero.is_dying() && hero.zone == Zone::Board
        });
        if !hero_left_dying {
            self.state.may_be_dying.looked();
        }
    }

    /// Which heroes this Death Creation Step kills: those in play at 0 or less Health or pending
    /// destroy, once the
    /// game has begun (Rule 4a's example: a hero that dies attacking a minion whose Deathrattle
    /// kills one whose Deathrattle would heal it is already dead, and gains no healing). Before
    /// `Game::begin` the course's single calls play no game, and a hero is only a target.
    fn heroes_dying(&self) -> PerPlayer<bool> {
        let begun = self.state.has_begun();
        self.state.heroes.map(|hero| {
            let hero = self.state.entity(hero);
            hero.is_dying() && begun && hero.zone == Zone::Board
        })
    }

    /// The nearest minion right of `id` on its board that is not dying too.
    fn right_neighbour_staying(&self, id: Id) -> Option<Id> {
        let board = &self.state.boards[self.state.entity(id).owner()];
        let at = board.iter().position(|&m| m == id).expect("a minion in play is on its board");
        board[at + 1..].iter().copied().find(|&m| !self.state.entity(m).is_dying())
    }

    /// A Death Phase: fill a Queue with every ability that answers the Death Events, lock it,
    /// and resolve it depth-first like any Phase's.
    fn death_phase(&mut self, deaths: &Deaths, phase: LogIndex) -> Step {
        let depth = Depth::default().nested(&self.limits)?;
        let queue = self.fill_death_queue(deaths, phase);
        self.enchantments_leave_play(deaths);
        let queue = queue.lock(); // Rule 2c: from here on, nothing joins this Queue.
        self.resolve_queue(&queue, depth)
    }

    /// The enchantments of the minions the Death Creation Step removed leave play with them,
    /// once the Deathrattles they added have joined the Death Phase's Queue: "enchantments are
    /// lost in backwards zone transitions" (the wiki's Keep enchantment page, after the
    /// Advanced rulebook's "Moving between Zones"), and a minion going from play to the
    /// graveyard is one. Nothing reads a dead minion's enchantments after its Deathrattles
    /// have joined, so the game's list holds only what is in force, however many minions died
    /// enchanted before. (A dead minion keeps the stats it left play with.)
    fn enchantments_leave_play(&mut self, deaths: &Deaths) {
        if !self.state.enchantments.is_empty() {
            self.state.enchantments.leave_play(|id| deaths.iter().any(|death| death.id == id));
        }
    }

    /// For each Death Event in order of play, every ability that answers it, in order of play
    /// of the entity it belongs to, whatever its kind: the dead minion's own Deathrattle, each
    /// Deathrattle an enchantment added to it, and each "whenever ... dies" ability of an
    /// object in play. "All effects triggered from the death of a minion will play out in the
    /// order in which they were put into play, regardless of type of effect" (Advanced
    /// rulebook, Deathrattle), and "attached Enchantments and added Deathrattles are all
    /// Entities, and all exist in the same order of play list together" (Rule 2). A minion
    /// removed in the same Death Creation Step is not in play, so it answers nothing.
    fn fill_death_queue(&mut self, deaths: &Deaths, phase: LogIndex) -> Queue {
        let listeners = listeners_of(self.listeners, self.state, self.library, EventKind::Death);
        let state = &*self.state;
        let mut queue = Queue::new();
        for death in deaths.iter() {
            // The listeners come in order of play; each Deathrattle of the dead minion joins
            // just before the first listener played after it, or last if there is none.
            let dead = state.entity(death.id);
            let dead_tribe = self.library.tribe_of(dead);
            let mut deathrattles = deathrattles(state, self.library, death, phase).peekable();
            for listener in listeners {
                if !answers_death(listener.trigger.on, listener.seat, dead.seat, dead_tribe)
                    || !meets(state, self.library, listener.trigger.if_it, Some(death.id))
                    || !holds_in_hand(state, self.library, listener.trigger.if_holding, listener.seat)
                {
                    continue;
                }
                while let Some(entry) = deathrattles.next_if(|(played, _)| *played < listener.played) {
                    queue.join(entry.1);
                }
                queue.join(Entry {
                    source: listener.minion,
                    kind: TriggerKind::Died,
                    effect: listener.trigger.effect,
                    acting: Acting::ability(
                        listener.card,
                        listener.minion,
                        listener.seat,
                        Some(death.id),
                        Place::RightOf(listener.minion),
                    ),
                    cause: phase,
                    if_it: listener.trigger.if_it,
                    if_holding: listener.trigger.if_holding,
                });
            }
            deathrattles.for_each(|(_, entry)| queue.join(entry));
        }
        queue
    }
}

/// Whether a triggered ability with the condition `on`, of a minion in `seat`, answers the
/// death of a minion that was in `dead_seat`, of the tribe `dead_tribe`.
fn answers_death(on: TriggerOn, seat: Player, dead_seat: Player, dead_tribe: Option<Tribe>) -> bool {
    match on {
        TriggerOn::FriendlyMinionDies => seat == dead_seat,
        TriggerOn::AnyMinionDies => true,
        TriggerOn::FriendlyTribeDies(tribe) => seat == dead_seat && dead_tribe == Some(tribe),
        TriggerOn::SelfDamaged
        | TriggerOn::FriendlyMinionDamaged
        | TriggerOn::AnyMinionDamaged
        | TriggerOn::HeroDamaged
        | TriggerOn::DealsDamage
        | TriggerOn::DamagesAMinion
        | TriggerOn::CharacterHealed
        | TriggerOn::MinionHealed
        | TriggerOn::AfterFriendlySummon
        | TriggerOn::TribeSummoned(_)
        | TriggerOn::FriendlyTribeSummoned(_)
        | TriggerOn::AfterFriendlySpell
        | TriggerOn::SelfAttacks
        | TriggerOn::YourHeroAttacks
        | TriggerOn::StartOfYourTurn
        | TriggerOn::EndOfYourTurn
        | TriggerOn::StartOfEachTurn
        | TriggerOn::EndOfEachTurn
        | TriggerOn::FriendlySpellPlayed
        | TriggerOn::FriendlyCardPlayed
        | TriggerOn::FriendlyOverloadCardPlayed
        | TriggerOn::SpellPlayed => false,
    }
}

/// The cards that may give the card object `id` a Deathrattle now, oldest first: its card
/// (none once Silenced), then each enchantment card in force on it ("Give your minions
/// 'Deathrattle: ...'"; Silence ended those), each enchantment card with its own order of
/// play (`None` for the card's own, which resolves at the minion's). Those whose cards have a
/// Deathrattle are the Deathrattles it has (`deathrattles`, `Game::has_deathrattle`).
pub(in crate::engine) fn deathrattle_cards(
    state: &State,
    id: Id,
) -> impl Iterator<Item = (CardId, Option<OrderOfPlay>)> + '_ {
    let entity = state.entity(id);
    let own = entity.card.filter(|_| !entity.is(Flag::Silenced)).map(|card| (card, None));
    let added = state
        .enchantments
        .on(id)
        .filter_map(|enchantment| Some((enchantment.card?, Some(enchantment.played))));
    own.into_iter().chain(added)
}

/// The Queue entries of the Deathrattles of the minion that `death` removed, each with its
/// order of play, oldest first: its card's, at the minion's (none once Silenced), then each
/// one an enchantment card in force on it adds, at the enchantment's (Silence ended those).
/// They act for the minion's owner, and their summons land where the minion stood.
fn deathrattles<'s>(
    state: &'s State,
    library: &'s Library,
    death: &Death,
    phase: LogIndex,
) -> impl Iterator<Item = (OrderOfPlay, Entry)> + 's {
    let dead = state.entity(death.id);
    let (id, seat) = (death.id, dead.seat);
    let its_own = dead.played.expect("it was in play");
    let summons_land = death.before.map_or(Place::RightEnd, Place::LeftOf);
    deathrattle_cards(state, id).filter_map(move |(card, enchanted)| {
        let played = enchanted.unwrap_or(its_own);
        let effect = library.card(card).abilities.deathrattle?;
        let acting = Acting::ability(card, id, seat, Some(id), summons_land);
        let kind = TriggerKind::Deathrattle;
        Some((
            played,
            Entry { source: id, kind, effect, acting, cause: phase, if_it: None, if_holding: None },
        ))
    })
}
