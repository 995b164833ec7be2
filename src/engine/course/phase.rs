//! The Phase (Rule 2): fill a Queue with every triggered ability that responds to the Phase's
//! events, lock it, and resolve it depth-first.

use std::panic::{self, AssertUnwindSafe};

use super::action::{Actions, Place};
use super::aim::Requirement;
use super::card::{CardKind, EventKind, Holding, Library, TriggerOn};
use super::ctx::{Acting, Ctx};
use super::effect::{Code, Effect, EffectDef};
use super::error::{EffectProblem, Halt, Step};
use super::event::{Event, LogIndex};
use super::limits::Depth;
use super::listeners::{Listener, listeners_of};
use super::queue::{Entry, LockedQueue, Queue};
use super::sequence::Sequence;
use super::state::{Entity, MAX_CHARACTERS, State};
use crate::engine::object::aura::Tribe;
use crate::engine::object::id::{Id, Player, Zone};
use crate::engine::support::inline_list::InlineList;

/// One event, as a Phase asks who answers it.
#[derive(Clone, Copy, Debug)]
pub(in crate::engine) struct PhaseEvent {
    /// The character it happened to: damaged, healed or summoned; the card played in an On Play
    /// Phase; `None` for a spell cast or a turn.
    target: Option<Id>,
    /// Whose it is: the character's owner, or the player who cast the spell (0 or 1).
    seat: Player,
    /// Whether `target` is a minion.
    minion: bool,
    /// For an On Play Phase's event, whether the card played is a spell ("whenever you cast a
    /// spell"): a minion or a weapon played is not.
    spell: bool,
    /// The log index of its event: `Damaged`, `Healed`, `Summoned` or `SpellCast`.
    logged: LogIndex,
    /// For a Damage Event, the minion that dealt the damage, if a minion did.
    source: Option<Id>,
    /// For a Summon Event, the summoned minion's tribe, if its card prints one.
    tribe: Option<Tribe>,
    /// For an On Play Phase's event, whether the card played has Overload.
    overload: bool,
}

impl PhaseEvent {
    /// The event logged at `logged` that `entity` (the character `target`) went through.
    pub fn of(target: Id, entity: &Entity, logged: LogIndex) -> PhaseEvent {
        let minion = entity.card.is_some();
        PhaseEvent {
            target: Some(target),
            seat: entity.seat,
            minion,
            spell: false,
            logged,
            source: None,
            tribe: None,
            overload: false,
        }
    }

    /// This Damage Event, dealt by `source` (a character's attack or a minion's ability; `None`
    /// otherwise).
    pub fn dealt_by(self, source: Option<Id>) -> PhaseEvent {
        PhaseEvent { source, ..self }
    }

    /// This Summon Event, of a minion of `tribe` (`None`: its card prints no tribe).
    pub fn of_tribe(self, tribe: Option<Tribe>) -> PhaseEvent {
        PhaseEvent { tribe, ..self }
    }

    /// An event about the player in `seat` rather than a character, logged at `logged`: a
    /// spell they cast, the start or end of their turn.
    pub fn of_player(seat: Player, logged: LogIndex) -> PhaseEvent {
        PhaseEvent {
            target: None,
            seat,
            minion: false,
            spell: false,
            logged,
            source: None,
            tribe: None,
            overload: false,
        }
    }

    /// The player in `seat` played the card `card`, a `played` card, from their hand, logged
    /// at `logged`: the On Play Phase's event; `overload` if the card has Overload.
    pub fn of_play(card: Id, seat: Player, played: Played, overload: bool, logged: LogIndex) -> PhaseEvent {
        let (minion, spell) = (played == Played::Minion, played == Played::Spell);
        PhaseEvent { target: Some(card), seat, minion, spell, logged, source: None, tribe: None, overload }
    }
}

/// What kind of card was played from a hand, as the On Play Phase asks it: "whenever you cast
/// a spell" answers a spell alone, "whenever you play a card" all three.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) enum Played {
    Minion,
    Spell,
    Weapon,
}

/// The events one Phase answers, all of one kind, in order of play: at most one per
/// character in play.
pub(in crate::engine) type PhaseEvents = InlineList<PhaseEvent, MAX_CHARACTERS>;

impl Sequence<'_> {
    /// A Phase (Rule 2) answering the events of one action (its Damage or Healing Events, a
    /// summon, a cast spell): fill the Queue, lock it, resolve it depth-first.
    #[inline(always)]
    pub(in crate::engine) fn phase(&mut self, kind: EventKind, events: &PhaseEvents, depth: Depth) -> Step {
        let depth = depth.nested(&self.limits)?;
        if listeners_of(self.listeners, self.state, self.library, kind).is_empty() {
            return Ok(()); // Nothing in play answers this kind of event: an empty Queue.
        }
        self.answered_phase(kind, events, depth)
    }

    /// `phase`, once something in play answers its kind of event.
    #[inline(never)]
    fn answered_phase(&mut self, kind: EventKind, events: &PhaseEvents, depth: Depth) -> Step {
        let queue = self.fill_queue(kind, events);
        let queue = queue.lock(); // Rule 2c: from here on, nothing joins this Queue.
        self.resolve_queue(&queue, depth)
    }

    /// The After Summon Phase: "after you summon a minion" answers the minion `id`, whose
    /// `Summoned` event is at `summoned`, right where it entered play (depth-first: a
    /// Deathrattle's summon is answered before the next Deathrattle resolves). The Advanced
    /// rulebook: "Phases are surrounding blocks created whenever one or more triggers/Events
    /// are raised"; a summon is such an Event.
    pub(in crate::engine) fn after_summon_phase(&mut self, id: Id, summoned: LogIndex, depth: Depth) -> Step {
        let mut events = PhaseEvents::default();
        let event = PhaseEvent::of(id, self.state.entity(id), summoned);
        events.push(event).expect("room for one");
        self.phase(EventKind::Summon, &events, depth)
    }

    /// The After Spell Phase: "after you cast a spell" answers `player`'s spell, whose
    /// `SpellCast` event is at `cast`, once its text has resolved. The Advanced rulebook: "A
    /// Sequence consists of one or more Phases, that are resolved in order. When the outermost
    /// Phase resolves, Hearthstone will run several Steps, including processing Deaths": for
    /// a call's own spell the text is the outermost Phase, so its deaths are processed (`perform`,
    /// the `Cast` arm) before this Phase begins.
    pub(in crate::engine) fn after_spell_phase(
        &mut self,
        player: Player,
        cast: LogIndex,
        depth: Depth,
    ) -> Step {
        let seat = player;
        let mut events = PhaseEvents::default();
        events.push(PhaseEvent::of_player(seat, cast)).expect("room for one");
        self.phase(EventKind::SpellCast, &events, depth)
    }

    /// Rule 2a: the Queue holds, for each event in order of play, each minion in play in
    /// order of play, each of its triggered abilities whose condition matches the event. With
    /// `Rules::poisonous_first`, the abilities that answer "whenever this minion damages a
    /// minion" come first, for every event, as a Queue of higher priority would.
    fn fill_queue(&mut self, kind: EventKind, events: &PhaseEvents) -> Queue {
        let listeners = listeners_of(self.listeners, self.state, self.library, kind);
        let mut queue = Queue::new();
        let passes: &[Option<bool>] =
            if self.rules.poisonous_first { &[Some(true), Some(false)] } else { &[None] };
        for &poisonous_pass in passes {
            let game = (&*self.state, self.library);
            join_answers(&mut queue, kind, events, listeners, poisonous_pass, game);
        }
        queue
    }

    /// Resolve a locked Queue in order. Depth-first: each entry's actions, and every reaction
    /// they cause, finish before the next entry begins. (A watched Sequence notes the Queue.)
    ///
    /// An entry whose minion was returned to a hand after it joined does not resolve, and logs
    /// no `Triggered`: Rule 4a, "Entities that have been removed from play cannot trigger". (A
    /// Deathrattle's minion has left play by dying, and its Deathrattle is what answers that.)
    #[inline(always)] // Speed: notes/performance.md, "Where each speed trick stands".
    pub(in crate::engine) fn resolve_queue(&mut self, queue: &LockedQueue, depth: Depth) -> Step {
        self.watch_queue_locked(queue);
        for entry in queue.entries() {
            if !meets(self.state, self.library, entry.if_it, entry.acting.event_target)
                || !holds_in_hand(self.state, self.library, entry.if_holding, entry.acting.seat)
            {
                continue; // Rule 10b: its condition no longer holds, so it does not trigger.
            }
            if self.removed_from_play_without_dying(entry.source) {
                continue; // Rule 4a: transformed or returned since it joined, it cannot trigger.
            }
            let trigger = Event::Triggered { source: entry.source, trigger: entry.kind };
            let triggered = self.record(trigger, Some(entry.cause));
            self.resolve(entry.effect, &entry.acting, triggered, depth)?;
        }
        self.watch_queue_done(queue);
        Ok(())
    }

    /// Whether the card object `source`, whose ability joined a Queue, has since left play
    /// without dying (a transformed minion, `Zone::SetAside`, or one returned to a hand):
    /// Rule 4a, "Entities that have been removed from play cannot trigger, be triggered, or
    /// emit auras", so its entry does not resolve. A minion that died still resolves its
    /// Deathrattle, which answers its death (Rule 7); only a transform or a return removes a
    /// minion from play in the middle of a Phase. No entry's source is in a hand otherwise:
    /// a card's abilities join a Queue only once it is in play.
    fn removed_from_play_without_dying(&self, source: Id) -> bool {
        matches!(self.state.entity(source).zone, Zone::SetAside | Zone::Hand)
    }

    /// Ask `effect` for its actions and perform each one, with every reaction it causes,
    /// before the next. `cause` is the `Triggered` or `SpellCast` it follows.
    ///
    /// Card code is content the engine does not trust: a panic in it, or an action that names
    /// something that does not exist, stops the Sequence with `Error::BadEffect` naming the
    /// card, and the Sequence is rolled back. A card's data is read one step at a time
    /// (`script.rs`).
    pub(in crate::engine) fn resolve(
        &mut self,
        effect: Effect,
        acting: &Acting,
        cause: LogIndex,
        depth: Depth,
    ) -> Step {
        match effect.def() {
            EffectDef::Code(code) => self.resolve_code(*code, acting, cause, depth),
            EffectDef::Data(script) => self.resolve_script(script, acting, cause, depth),
        }
    }

    /// Ask the card code `code` for its actions, all of them first, then perform each one.
    fn resolve_code(&mut self, code: Code, acting: &Acting, cause: LogIndex, depth: Depth) -> Step {
        let mut actions = Actions::default();
        let ctx = Ctx { state: self.state, acting, tokens: self.library.token_table() };
        let described = panic::catch_unwind(AssertUnwindSafe(|| code(&ctx, &mut actions)));
        described.map_err(|_| named(EffectProblem::Panicked.into(), acting))?;
        for index in 0..actions.len() {
            let performed = self.perform(actions.get(index), Some(cause), depth, acting.origin());
            performed.map_err(|halt| named(halt, acting))?;
        }
        Ok(())
    }
}

/// Join to `queue` every listener's ability that answers one of `events`, events in order,
/// listeners in order; only the "damages a minion" ones if `poisonous` is `Some(true)`,
/// only the others if `Some(false)`. A conditional ability joins only if its event's
/// character meets its condition in `game` as it is now (`Trigger::if_it`, Rule 10b).
fn join_answers(
    queue: &mut Queue,
    kind: EventKind,
    events: &PhaseEvents,
    listeners: &[Listener],
    poisonous: Option<bool>,
    (state, library): (&State, &Library),
) {
    for event in events.iter() {
        for listener in listeners {
            let in_this_pass =
                poisonous.is_none_or(|first| (listener.trigger.on == TriggerOn::DamagesAMinion) == first);
            if in_this_pass
                && answers(listener.trigger.on, listener, event)
                && meets(state, library, listener.trigger.if_it, event.target)
                && holds_in_hand(state, library, listener.trigger.if_holding, listener.seat)
            {
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
                    if_it: listener.trigger.if_it,
                    if_holding: listener.trigger.if_holding,
                });
            }
        }
    }
}

/// Rule 10b: whether `character`, the character an event is about, meets `if_it`, what a
/// conditional triggered ability asks of it (`Trigger::if_it`), in `state` as it is now: "they
/// have no memory of prior game states, and their condition succeeds or fails based on the
/// current game state". An ability that asks nothing always does; one that asks something of
/// an event about no character never does.
pub(in crate::engine) fn meets(
    state: &State,
    library: &Library,
    if_it: Option<Requirement>,
    character: Option<Id>,
) -> bool {
    let Some(requirement) = if_it else { return true };
    let Some((id, entity)) = character.and_then(|id| Some((id, state.find(id)?))) else { return false };
    requirement.admits(entity, || state.tribe_of(id, library))
}

/// Rule 10b, for a condition on the player: whether `player` holds in hand what `if_holding`
/// asks (a minion card), in `state` as it is now; an ability that asks nothing always does.
#[inline(always)] // Speed: asked of every listener that answers an event (notes/performance.md).
pub(in crate::engine) fn holds_in_hand(
    state: &State,
    library: &Library,
    if_holding: Option<Holding>,
    player: Player,
) -> bool {
    if_holding.is_none_or(|holding| holds(state, library, holding, player))
}

/// Whether `player` holds a card `holding` asks for: a minion card (`Holding::Minion`).
#[cold] // Speed: few triggers ask anything of the hand.
fn holds(state: &State, library: &Library, holding: Holding, player: Player) -> bool {
    let Holding::Minion = holding;
    state.hands[player].iter().any(|&id| {
        let card = state.entity(id).card;
        card.is_some_and(|card| matches!(library.card(card).kind, CardKind::Minion { .. }))
    })
}

/// `halt`, with the card of `acting` named if it is a bad action no card was named for yet:
/// the innermost effect that described it.
pub(in crate::engine) fn named(mut halt: Box<Halt>, acting: &Acting) -> Box<Halt> {
    if let Halt::BadEffect(bad) = &mut *halt {
        bad.card.get_or_insert(acting.card);
    }
    halt
}

/// Whether a triggered ability with the condition `on`, of `listener`, answers `event`, an
/// event of the kind `on` answers (`Listeners::of` lists only those): the event is all that
/// the condition asks of it.
fn answers(on: TriggerOn, listener: &Listener, event: &PhaseEvent) -> bool {
    let asks = asks(on);
    asks.itself.is_none_or(|itself| (event.target == Some(listener.minion)) == itself)
        && (!asks.friendly || event.seat == listener.seat)
        && asks.minion.is_none_or(|minion| event.minion == minion)
        && (!asks.spell || event.spell)
        && (!asks.dealt_by_itself || event.source == Some(listener.minion))
        && asks.tribe.is_none_or(|tribe| event.tribe == Some(tribe))
        && (!asks.overload || event.overload)
}

/// What a condition asks of an event of its kind, each `None` or `false` asking nothing.
/// Written as a table rather than a test per condition (speed: notes/performance.md, "Where each
/// speed trick stands").
#[derive(Clone, Copy)]
struct Asks {
    /// The event's character is this minion (`true`), or is not (`false`).
    itself: Option<bool>,
    /// The event is friendly: its character, or the player it is about, is this minion's
    /// owner's.
    friendly: bool,
    /// The event's character is a minion (`true`), or a hero (`false`).
    minion: Option<bool>,
    /// The event is a spell played.
    spell: bool,
    /// The event is damage this minion dealt.
    dealt_by_itself: bool,
    /// The event's minion is of this tribe.
    tribe: Option<Tribe>,
    /// The card played has Overload.
    overload: bool,
}

/// What `on` asks of the events of its kind.
fn asks(on: TriggerOn) -> Asks {
    let anything = Asks {
        itself: None,
        friendly: false,
        minion: None,
        spell: false,
        dealt_by_itself: false,
        tribe: None,
        overload: false,
    };
    match on {
        TriggerOn::DealsDamage => Asks { dealt_by_itself: true, ..anything },
        TriggerOn::DamagesAMinion => Asks { dealt_by_itself: true, minion: Some(true), ..anything },
        TriggerOn::SelfDamaged | TriggerOn::SelfAttacks => Asks { itself: Some(true), ..anything },
        // The attacker is its owner's hero: a character that is no minion, on its side.
        TriggerOn::YourHeroAttacks => Asks { friendly: true, minion: Some(false), ..anything },
        TriggerOn::FriendlyMinionDamaged => Asks { friendly: true, minion: Some(true), ..anything },
        TriggerOn::AnyMinionDamaged | TriggerOn::MinionHealed => Asks { minion: Some(true), ..anything },
        TriggerOn::HeroDamaged => Asks { minion: Some(false), ..anything },
        TriggerOn::CharacterHealed | TriggerOn::StartOfEachTurn | TriggerOn::EndOfEachTurn => anything,
        // "After you summon a minion": never the minion's own summon, which it was not in
        // play to see.
        TriggerOn::AfterFriendlySummon => Asks { itself: Some(false), friendly: true, ..anything },
        // A Summon Event of a minion of the tribe, in the Summon Resolution Step: the minion
        // is in play by then, but "whenever a Murloc is summoned" never answers its own.
        TriggerOn::TribeSummoned(tribe) => Asks { itself: Some(false), tribe: Some(tribe), ..anything },
        TriggerOn::FriendlyTribeSummoned(tribe) => {
            Asks { itself: Some(false), friendly: true, tribe: Some(tribe), ..anything }
        }
        TriggerOn::AfterFriendlySpell | TriggerOn::StartOfYourTurn | TriggerOn::EndOfYourTurn => {
            Asks { friendly: true, ..anything }
        }
        // The On Play Phase: a played minion is in play already, but never answers its own play.
        TriggerOn::FriendlySpellPlayed => Asks { friendly: true, spell: true, ..anything },
        TriggerOn::FriendlyCardPlayed => Asks { itself: Some(false), friendly: true, ..anything },
        TriggerOn::FriendlyOverloadCardPlayed => {
            Asks { itself: Some(false), friendly: true, overload: true, ..anything }
        }
        // Either player's spell: "Whenever a player casts a spell".
        TriggerOn::SpellPlayed => Asks { spell: true, ..anything },
        // Death Events are answered in the Death Phase (`death_step.rs`): here, these ask for a
        // hero that is this minion, which no event is.
        TriggerOn::FriendlyMinionDies | TriggerOn::AnyMinionDies | TriggerOn::FriendlyTribeDies(_) => {
            Asks { itself: Some(true), minion: Some(false), ..anything }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::course::card::Trigger;
    use crate::engine::course::state::OrderOfPlay;
    use crate::engine::object::id::CardId;

    /// A listener of the minion 5, in seat 0, with the condition `on`.
    fn listener_of_minion_5(on: TriggerOn) -> Listener {
        let effect = crate::engine::course::effect::Effect::code(|_, _| {});
        let trigger = Trigger { on, effect, if_it: None, if_holding: None };
        let played = OrderOfPlay(std::num::NonZeroU32::MIN);
        Listener { minion: Id(5), card: CardId(0), seat: Player::FIRST, played, trigger }
    }

    /// Rule 10b's check reads the event's character as it is now: its Attack, its tribe; an
    /// ability that asks nothing always answers, one that asks of no character never does.
    #[test]
    fn a_condition_is_met_by_the_events_character_as_it_is_now() {
        use crate::engine::course::card::{Abilities, CardDef, CardKind};
        use crate::engine::object::aura::Tribe;
        use crate::engine::object::entity::Stats;
        use crate::engine::object::id::{PerPlayer, Zone};
        let beast = CardDef {
            tribe: Some(Tribe::Beast),
            ..CardDef::new("Test Pup", 1, CardKind::Minion { attack: 3, health: 1 }, Abilities::default())
        };
        let library = Library::new(vec![beast]).unwrap();
        let mut state = State::new(PerPlayer::default(), |_| Stats::plain(0, 0), 30);
        let pup = state.create(Some(CardId(0)), Player::FIRST, Zone::Board, Stats::plain(3, 1));
        let meets = |state: &State, if_it, character| meets(state, &library, if_it, character);
        assert!(meets(&state, None, None), "asking nothing");
        assert!(meets(&state, Some(Requirement::AttackAtMost(3)), Some(pup)));
        assert!(!meets(&state, Some(Requirement::AttackAtMost(2)), Some(pup)));
        assert!(meets(&state, Some(Requirement::Tribe(Tribe::Beast)), Some(pup)));
        assert!(!meets(&state, Some(Requirement::Tribe(Tribe::Murloc)), Some(pup)));
        assert!(!meets(&state, Some(Requirement::AttackAtMost(3)), None), "no character to ask");
        assert!(!meets(&state, Some(Requirement::AttackAtMost(3)), Some(Id(99))), "no such character");
        state.entity_mut(pup).take_stats(Stats::plain(4, 1));
        assert!(!meets(&state, Some(Requirement::AttackAtMost(3)), Some(pup)), "its Attack now");
    }

    /// What each condition answers, asked of a minion (id 5, seat 0) about: itself, a friendly
    /// minion, an enemy minion, its own hero, the enemy hero, and an event about each player.
    #[test]
    fn each_condition_answers_exactly_the_events_its_text_names() {
        let event = |target: Option<u32>, seat: Player, minion: bool| PhaseEvent {
            target: target.map(Id),
            seat,
            minion,
            spell: false,
            logged: 0,
            source: None,
            tribe: None,
            overload: false,
        };
        let events = [
            event(Some(5), Player::FIRST, true),
            event(Some(6), Player::FIRST, true),
            event(Some(7), Player::SECOND, true),
            event(Some(0), Player::FIRST, false),
            event(Some(1), Player::SECOND, false),
            event(None, Player::FIRST, false),
            event(None, Player::SECOND, false),
        ];
        let answered = |on: TriggerOn| -> Vec<bool> {
            let listener = listener_of_minion_5(on);
            events.iter().map(|event| answers(on, &listener, event)).collect()
        };
        let (t, f) = (true, false);
        assert_eq!(answered(TriggerOn::SelfDamaged), [t, f, f, f, f, f, f]);
        assert_eq!(answered(TriggerOn::FriendlyMinionDamaged), [t, t, f, f, f, f, f]);
        assert_eq!(answered(TriggerOn::AnyMinionDamaged), [t, t, t, f, f, f, f]);
        assert_eq!(answered(TriggerOn::MinionHealed), [t, t, t, f, f, f, f]);
        assert_eq!(answered(TriggerOn::HeroDamaged), [f, f, f, t, t, t, t]);
        assert_eq!(answered(TriggerOn::CharacterHealed), [t; 7]);
        assert_eq!(answered(TriggerOn::AfterFriendlySummon), [f, t, f, t, f, t, f]);
        for on in [TriggerOn::AfterFriendlySpell, TriggerOn::StartOfYourTurn, TriggerOn::EndOfYourTurn] {
            assert_eq!(answered(on), [t, t, f, t, f, t, f], "{on:?}");
        }
        let beast_dies = TriggerOn::FriendlyTribeDies(crate::engine::object::aura::Tribe::Beast);
        for on in [TriggerOn::FriendlyMinionDies, TriggerOn::AnyMinionDies, beast_dies] {
            assert_eq!(answered(on), [f; 7], "{on:?} is answered in the Death Phase only");
        }
        let beast = crate::engine::object::aura::Tribe::Beast;
        let murloc = crate::engine::object::aura::Tribe::Murloc;
        for on in [TriggerOn::TribeSummoned(murloc), TriggerOn::FriendlyTribeSummoned(murloc)] {
            assert_eq!(answered(on), [f; 7], "{on:?}: no event of a tribe");
        }
        let of_tribe = |tribe| events.map(|event| event.of_tribe(Some(tribe)));
        let answered_of = |on: TriggerOn, tribe| -> Vec<bool> {
            let listener = listener_of_minion_5(on);
            of_tribe(tribe).iter().map(|event| answers(on, &listener, event)).collect()
        };
        assert_eq!(answered_of(TriggerOn::TribeSummoned(murloc), murloc), [f, t, t, t, t, t, t]);
        assert_eq!(answered_of(TriggerOn::FriendlyTribeSummoned(murloc), murloc), [f, t, f, t, f, t, f]);
        assert_eq!(answered_of(TriggerOn::TribeSummoned(murloc), beast), [f; 7], "another tribe");
        assert_eq!(answered(TriggerOn::DealsDamage), [f; 7], "damage no minion dealt");
        let by = |source: u32| events.map(|event| event.dealt_by(Some(Id(source))));
        let answered_by = |on: TriggerOn, source: u32| -> Vec<bool> {
            let listener = listener_of_minion_5(on);
            by(source).iter().map(|event| answers(on, &listener, event)).collect()
        };
        assert_eq!(answered_by(TriggerOn::DealsDamage, 5), [t; 7], "any damage it dealt");
        assert_eq!(answered_by(TriggerOn::DamagesAMinion, 5), [t, t, t, f, f, f, f], "to a minion");
        assert_eq!(answered_by(TriggerOn::DealsDamage, 6), [f; 7], "another minion's damage");
    }

    /// In the On Play Phase, "whenever you cast a spell" answers a spell played and neither a
    /// minion nor a weapon; "whenever you play a card" answers all three, its own player's.
    #[test]
    fn a_spell_played_is_told_from_a_minion_and_a_weapon_played() {
        let kinds = [Played::Spell, Played::Minion, Played::Weapon];
        let answered = |on: TriggerOn, seat: Player| -> Vec<bool> {
            let listener = listener_of_minion_5(on);
            kinds
                .iter()
                .map(|&kind| answers(on, &listener, &PhaseEvent::of_play(Id(9), seat, kind, false, 0)))
                .collect()
        };
        assert_eq!(answered(TriggerOn::FriendlySpellPlayed, Player::FIRST), [true, false, false]);
        assert_eq!(answered(TriggerOn::SpellPlayed, Player::SECOND), [true, false, false]);
        assert_eq!(answered(TriggerOn::FriendlyCardPlayed, Player::FIRST), [true, true, true]);
        assert_eq!(answered(TriggerOn::FriendlyOverloadCardPlayed, Player::FIRST), [false, false, false]);
        let with_overload = |kind| PhaseEvent::of_play(Id(9), Player::FIRST, kind, true, 0);
        let overload_listener = listener_of_minion_5(TriggerOn::FriendlyOverloadCardPlayed);
        let on = TriggerOn::FriendlyOverloadCardPlayed;
        assert!(answers(on, &overload_listener, &with_overload(Played::Weapon)), "a card with Overload");
        let theirs = PhaseEvent::of_play(Id(9), Player::SECOND, Played::Spell, true, 0);
        assert!(!answers(on, &overload_listener, &theirs), "the opponent's card with Overload");
        let its_own = PhaseEvent::of_play(Id(5), Player::FIRST, Played::Minion, true, 0);
        assert!(!answers(on, &overload_listener, &its_own), "never its own play");
        assert_eq!(answered(TriggerOn::FriendlyCardPlayed, Player::SECOND), [false, false, false]);
    }
}
