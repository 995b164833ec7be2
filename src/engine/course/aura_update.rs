//! The two Aura Updates of Rule 4a, run by the death step around each Death Creation Step:
//! "After the outermost Phase ends, Hearthstone does an Aura Update (Health/Attack), then does
//! the Death Creation Step ..., then does an Aura Update (Other)." Never in the middle of a
//! Phase: "Auras are not recalculated at any point in the middle of a Phase, including due to
//! minions entering/leaving play".

use std::cell::RefCell;
use std::thread::LocalKey;

use super::card::Library;
use super::counts::cost_counts_hold;
use super::event::{Event, LogIndex};
use super::sequence::Sequence;
use super::state::State;
use crate::engine::object::aura::{Aura, AuraStep, Grant, Reach, grants_on};
use crate::engine::object::cost::{CostEnds, CostEntry, CostReach, Whose};
use crate::engine::object::count;
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{Id, Player, Zone};
use crate::engine::support::recycle::{Recycled, Spare};

impl Sequence<'_> {
    /// Rule 4a's Aura Update (Health/Attack), before the Death Creation Step: every aura
    /// updated in this step is brought up to date from the minions in play now (one summoned
    /// in the Phase that just ended starts emitting here: "When a minion is summoned ..., it
    /// does not start emitting its aura until the outermost Phase ends"; a Silenced one
    /// stops), and every grant whose source has left play loses what it had kept (its Health).
    #[inline]
    pub(in crate::engine) fn aura_update_health_attack(&mut self) {
        if !self.state.auras_at_rest() {
            self.aura_update(AuraStep::HealthAttack);
        }
    }

    /// Rule 4a's Aura Update (Other), after the Death Creation Step: the auras of Rule 4c are
    /// brought up to date, and every other effect of an aura whose minion was removed stops,
    /// but its Health is still given until the next Aura Update (Health/Attack) (Rule 4b:
    /// "Health from lost auras are not recalculated following the Death Creation Step, but all
    /// other effects of Auras stop immediately").
    #[inline]
    pub(in crate::engine) fn aura_update_other(&mut self) {
        if !self.state.auras_at_rest() {
            self.aura_update(AuraStep::Other);
        }
    }

    /// An Aura Update of `step`: the auras' grants and cost auras, then the cards' own cost
    /// counts, which read the stats the grants leave ("Costs (1) less per Attack of your
    /// weapon" sees the Attack an aura gave the weapon in the same update). If a player sees
    /// anything change, logs `AuraUpdate` with the first change and the changes under it.
    /// What the gate reads is noted once the update is done, so that the next one opens only
    /// for a change made after it.
    #[inline(never)]
    fn aura_update(&mut self, step: AuraStep) {
        if !self.state.auras_may_have_changed(step) {
            debug_assert!(
                nothing_to_update(self.state, self.library, step),
                "the Aura Update's gate stayed closed on a change an aura reads"
            );
            return;
        }
        // The update's event is logged with the first change a player sees, if there is one.
        let mut update = None;
        self.update_grants(step, &mut update);
        self.update_cost_counts(step, &mut update);
        self.state.auras_read(step);
    }

    /// The grants an Aura Update of `step` finds replace the ones in force, and each card
    /// object whose grants changed (or that one reads the Health of) has its stats computed
    /// again; the cost auras are brought up to date first. Logs `AuraStopped` and
    /// `AuraStarted` for each minion whose aura ceased or began to reach anything, and each
    /// change of stats or keywords, under the update's event. The grants are read into memory
    /// the thread keeps (`Recycled`), so that an update that finds what is in force allocates
    /// and writes nothing.
    fn update_grants(&mut self, step: AuraStep, update: &mut Option<LogIndex>) {
        let costs = &self.state.costs;
        let no_cost_auras = costs.is_empty() || !costs.iter().any(|entry| aura_source(entry).is_some());
        let nothing_given = self.state.grants.is_empty() && no_cost_auras;
        if nothing_given && !self.state.in_play.any_with_auras() {
            return; // Nothing gives anything, before or after.
        }
        self.update_cost_auras(step, update);
        let grants = updated_grants(self.state, self.library, step);
        if grants[..] == self.state.grants[..] && !grants.iter().any(|grant| grant.attack_equals_health) {
            return;
        }
        let mut before: Recycled<Grant> = Recycled::new();
        before.extend(self.state.grants.iter().copied());
        for source in sources(&before) {
            if !grants.iter().any(|grant| grant.source == source) {
                let cause = self.aura_update_event(update, step);
                self.record(Event::AuraStopped { source }, Some(cause));
            }
        }
        for source in sources(&grants) {
            if !before.iter().any(|grant| grant.source == source) {
                let cause = self.aura_update_event(update, step);
                self.record(Event::AuraStarted { source }, Some(cause));
            }
        }
        self.state.grants.clear();
        grants.iter().for_each(|&grant| self.state.grants.push(grant));
        let mut targets: Recycled<Id> = Recycled::new();
        targets.extend(before.iter().chain(grants.iter()).map(|grant| grant.target));
        targets.sort_by_key(|&id| self.state.entity(id).played);
        targets.dedup();
        for &id in targets.iter() {
            let on = |grant: &&Grant| grant.target == id;
            let changed = !before.iter().filter(on).eq(grants.iter().filter(on));
            let reads_health = grants.iter().any(|g| g.target == id && g.attack_equals_health);
            if (reads_health || changed) && is_in_play(self.state, id) {
                self.refresh_and_record(id, |sequence| sequence.aura_update_event(update, step));
                if self.state.entity(id).zone == Zone::Weapon {
                    // A weapon's Attack is its hero's during the hero's turn.
                    let hero = self.state.heroes[self.state.entity(id).owner()];
                    self.refresh_and_record(hero, |sequence| sequence.aura_update_event(update, step));
                }
            }
        }
    }

    /// The cost auras at an Aura Update of `step`. Rule 4c names no cost aura, so the Aura
    /// Update (Health/Attack) brings them up to date from the minions in play now (a Silenced
    /// one's stops); at the Aura Update (Other), those of a minion the Death Creation Step
    /// removed stop (Rule 4b: "all other effects of Auras stop immediately"). Logs
    /// `AuraStopped` and `AuraStarted` for each minion whose cost auras stopped or started,
    /// under the update's event.
    fn update_cost_auras(&mut self, step: AuraStep, update: &mut Option<LogIndex>) {
        let before: Vec<CostEntry> =
            self.state.costs.iter().filter(|entry| aura_source(entry).is_some()).copied().collect();
        let after: Vec<CostEntry> = match step {
            AuraStep::HealthAttack => cost_auras_in_play(self.state, self.library),
            AuraStep::Other => {
                let in_play = |entry: &CostEntry| {
                    aura_source(entry).is_some_and(|id| self.state.entity(id).zone == Zone::Board)
                };
                before.iter().copied().filter(in_play).collect()
            }
        };
        if after == before {
            return;
        }
        self.state.set_cost_auras(&after);
        let sources = |list: &[CostEntry]| {
            let mut sources: Vec<Id> = list.iter().filter_map(aura_source).collect();
            sources.dedup();
            sources
        };
        let (was, is) = (sources(&before), sources(&after));
        for &source in was.iter().filter(|source| !is.contains(source)) {
            let cause = self.aura_update_event(update, step);
            self.record(Event::AuraStopped { source }, Some(cause));
        }
        for &source in is.iter().filter(|source| !was.contains(source)) {
            let cause = self.aura_update_event(update, step);
            self.record(Event::AuraStarted { source }, Some(cause));
        }
    }

    /// The log index of this Aura Update's event, logged now if it is not yet.
    pub(super) fn aura_update_event(&mut self, update: &mut Option<LogIndex>, step: AuraStep) -> LogIndex {
        match *update {
            Some(logged) => logged,
            None => *update.insert(self.record(Event::AuraUpdate { step }, None)),
        }
    }
}

/// Whether an Aura Update of `step` would find what is in force: the grants it would compute
/// (in one order: the two updates list a minion's grants of their own step first) and, at the
/// Aura Update (Health/Attack), the cost auras. The gate's check in debug builds (every test):
/// it may stay closed only where this holds. A hero that died keeps its grants until a change
/// of the minions opens the gate: the game is over by then.
fn nothing_to_update(state: &State, library: &Library, step: AuraStep) -> bool {
    let in_play = |grant: &&Grant| is_in_play(state, grant.target);
    let in_order = |mut grants: Vec<Grant>| {
        grants.sort_by_key(|grant| (grant.source, grant.target, grant.updates_in as u8));
        grants
    };
    let updated = in_order(updated_grants(state, library, step).to_vec());
    let grants_hold = updated == in_order(state.grants.iter().filter(in_play).copied().collect());
    let in_force: Vec<CostEntry> =
        state.costs.iter().filter(|entry| aura_source(entry).is_some()).copied().collect();
    let costs_hold = step == AuraStep::Other
        || (cost_auras_in_play(state, library) == in_force && cost_counts_hold(state, library));
    grants_hold && costs_hold
}

/// How the auras in force in `state` differ from what both Aura Updates would find, if they do:
/// a grant held that no aura of a minion in play gives (or one given and not held), a cost
/// aura's change not as the minions in play give it, or a card's own cost count not as it
/// counts now. Between calls none differs (the death step ran both updates last), so a loaded
/// snapshot is held to it (`snapshot/reachable.rs`); `nothing_to_update`'s comparison, in words.
pub(in crate::engine) fn auras_differ(state: &State, library: &Library) -> Option<String> {
    let in_play = |grant: &&Grant| is_in_play(state, grant.target);
    let held: Vec<Grant> = state.grants.iter().filter(in_play).copied().collect();
    for step in [AuraStep::HealthAttack, AuraStep::Other] {
        let found = updated_grants(state, library, step);
        if let Some(grant) = held.iter().find(|grant| !found.contains(grant)) {
            return Some(format!("\"grants\" holds {}, which no minion in play gives", grant_words(grant)));
        }
        if let Some(grant) = found.iter().find(|grant| !held.contains(grant)) {
            return Some(format!("\"grants\" lacks {}, which a minion in play gives", grant_words(grant)));
        }
    }
    let in_force: Vec<CostEntry> =
        state.costs.iter().filter(|entry| aura_source(entry).is_some()).copied().collect();
    let found = cost_auras_in_play(state, library);
    if let Some(entry) = in_force.iter().find(|entry| !found.contains(entry)) {
        return Some(format!(
            "\"cost_changes\" holds {}, which no minion in play gives",
            cost_aura_words(entry)
        ));
    }
    if let Some(entry) = found.iter().find(|entry| !in_force.contains(entry)) {
        return Some(format!(
            "\"cost_changes\" lacks {}, which a minion in play gives",
            cost_aura_words(entry)
        ));
    }
    if in_force != found {
        return Some("\"cost_changes\" lists the cost auras out of their minions' order of play".to_owned());
    }
    (!cost_counts_hold(state, library)).then(|| {
        "the cards' own cost counts (\"count\") are not one for each card in a hand with a count, making the change it makes now"
            .to_owned()
    })
}

/// A grant in words: "#7's aura giving #5 +1/+0 and taunt".
fn grant_words(grant: &Grant) -> String {
    let keywords: Vec<&str> = grant.keywords.iter().map(|keyword| keyword.data_name()).collect();
    let keywords = if keywords.is_empty() { String::new() } else { format!(" and {}", keywords.join(", ")) };
    format!("{}'s aura giving {} {:+}/{:+}{keywords}", grant.source, grant.target, grant.attack, grant.health)
}

/// A cost aura's change in words: "#9's aura: player 0's spells cost (1) less".
fn cost_aura_words(entry: &CostEntry) -> String {
    let source = aura_source(entry).map(|id| id.to_string()).unwrap_or_default();
    let cards = match entry.reaches {
        CostReach::Kind(cards) => cards.name().to_owned(),
        CostReach::Card(id) => id.to_string(),
    };
    format!("{source}'s aura: player {}'s {cards} {}", entry.player, entry.change.words())
}

/// The minion whose cost aura makes `entry`, if an aura does.
fn aura_source(entry: &CostEntry) -> Option<Id> {
    match entry.ends {
        CostEnds::Aura { source } => Some(source),
        CostEnds::Lasts(_) | CostEnds::WithTheCard | CostEnds::Count => None,
    }
}

/// The cost changes the cost auras of the minions in play give, in order of play of their
/// minions, each minion's in its card's order (none once it is Silenced); one for each player
/// an aura reaches, its minion's owner first.
fn cost_auras_in_play(state: &State, library: &Library) -> Vec<CostEntry> {
    let mut entries = Vec::new();
    for source in state.in_play.with_auras() {
        let entity = state.entity(source);
        let card = entity.card.expect("a minion in play has a card");
        if entity.is(Flag::Silenced) {
            continue;
        }
        let played = entity.played.expect("a minion in play has an order of play");
        for aura in &library.card(card).abilities.cost_auras {
            let players = match aura.of {
                Whose::You => [Some(entity.seat), None],
                Whose::Both => [Some(entity.seat), Some(entity.seat.other())],
            };
            entries.extend(players.into_iter().flatten().map(|player| CostEntry {
                player,
                reaches: CostReach::Kind(aura.cards),
                change: aura.change,
                not_less_than: aura.not_less_than,
                first: aura.first,
                played,
                ends: CostEnds::Aura { source },
            }));
        }
    }
    entries
}

/// The minions whose auras make `grants`, each once, in order (a minion's grants are listed
/// together).
fn sources(grants: &[Grant]) -> impl Iterator<Item = Id> + '_ {
    let starts_a_run = |at: usize| at == 0 || grants[at - 1].source != grants[at].source;
    (0..grants.len()).filter(move |&at| starts_a_run(at)).map(|at| grants[at].source)
}

/// The grants an Aura Update of `step` leaves in force, in order of play of their sources: for
/// each minion in play, the grants of its auras that `step` updates, read afresh (none once it
/// is Silenced), then its grants of the other step as that step last left them; then, for the
/// minions that have left play, only their grants' Health at Aura Update (Other), and nothing
/// at Aura Update (Health/Attack). Only grants on card objects in play are kept.
fn updated_grants(state: &State, library: &Library, step: AuraStep) -> Recycled<Grant> {
    let mut grants = Recycled::new();
    let in_play = |id: Id| state.entity(id).zone == Zone::Board;
    // Only a minion whose card has an aura gives anything.
    for source in state.in_play.with_auras() {
        let entity = state.entity(source);
        let card = entity.card.expect("a minion in play has a card");
        let auras: &[Aura] =
            if entity.is(Flag::Silenced) { &[] } else { &library.card(card).abilities.auras };
        for aura in auras.iter().filter(|aura| aura.updates_in == step) {
            if aura.only_while.is_some_and(|condition| !state.aura_holds(condition, source)) {
                continue; // "While ..." that does not hold gives nothing.
            }
            let times = aura.for_each.map(|for_each| state.count(for_each, source, library));
            if times == Some(0) {
                continue; // "For each" of nothing gives nothing.
            }
            let given = |target| grant(source, target, aura, times);
            grants.extend(reached(state, library, source, aura).map(given));
        }
        let other_step = state.grants.iter().filter(|g| g.source == source && g.updates_in != step);
        grants.extend(other_step.copied());
    }
    if step == AuraStep::Other {
        let left = state.grants.iter().filter(|grant| !in_play(grant.source));
        grants.extend(left.map(|grant| grant.health_only()).filter(|grant| !grant.is_empty()));
    }
    grants.retain(|grant| is_in_play(state, grant.target));
    grants
}

/// What `aura` of `source` gives `target`: its Attack and Health once, or once for each of
/// `times`, its count ("Has +1 Attack for each other Murloc on the battlefield").
fn grant(source: Id, target: Id, aura: &Aura, times: Option<u32>) -> Grant {
    let for_each = |amount: i32| times.map_or(amount, |count| count::times(amount, count));
    Grant {
        source,
        target,
        attack: for_each(aura.attack),
        health: for_each(aura.health),
        keywords: aura.keywords,
        attack_equals_health: aura.attack_equals_health,
        updates_in: aura.updates_in,
        effects: aura.effects(),
    }
}

/// The card objects in play that `aura` of `source` reaches, in order of play (heroes first).
fn reached<'s>(
    state: &'s State,
    library: &'s Library,
    source: Id,
    aura: &Aura,
) -> impl Iterator<Item = Id> + 's {
    let owner = state.entity(source).seat;
    let tribe_of = move |id: Id| library.tribe_of(state.entity(id));
    let reach = aura.reaches;
    let heroes_or_weapon = match reach {
        Reach::YourHero => [Some(state.heroes[owner]), None],
        Reach::YourWeapon => [state.weapons[owner], None],
        // In order of play: player 0's first. No one can see this order, and no test can
        // guard it: every reader of the grants takes one card object's (`State::grants_on`:
        // stats, the player-wide rules, the turn time limit), the lists are only compared with
        // lists made the same way, and an Aura Update logs each changed card object in order
        // of play whatever order its grants were found in (it sorts them by `played` first).
        // Reversed, every test and scenario still passes (checked by hand, issue 38);
        // `tests/object/auras.rs` pins the order a player sees, hero 0's change before hero 1's.
        Reach::BothHeroes => state.heroes.map(Some).into_array(),
        _ => [None, None],
    };
    let neighbours = match reach {
        Reach::AdjacentMinions => neighbours(state, source),
        _ => [None, None],
    };
    let minions = state.in_play.iter().copied().filter(move |&id| {
        let friendly = state.entity(id).seat == owner;
        match reach {
            Reach::OtherFriendlyMinions => friendly && id != source,
            Reach::AdjacentMinions => neighbours.contains(&Some(id)),
            Reach::FriendlyTribe(tribe) => friendly && tribe_of(id) == Some(tribe),
            Reach::OtherFriendlyTribe(tribe) => friendly && id != source && tribe_of(id) == Some(tribe),
            Reach::OtherMinionsOfTribe(tribe) => id != source && tribe_of(id) == Some(tribe),
            Reach::Itself => id == source,
            Reach::YourHero | Reach::BothHeroes | Reach::YourWeapon => false,
        }
    });
    heroes_or_weapon.into_iter().flatten().filter(move |&id| is_in_play(state, id)).chain(minions)
}

/// Whether the card object `id` is in play, where an aura may reach it: a hero or a minion on
/// the battlefield, or an equipped weapon.
fn is_in_play(state: &State, id: Id) -> bool {
    matches!(state.entity(id).zone, Zone::Board | Zone::Weapon)
}

/// The minions immediately left and right of `id` on its board.
fn neighbours(state: &State, id: Id) -> [Option<Id>; 2] {
    let board = state.boards[state.entity(id).owner()].as_slice();
    match board.iter().position(|&minion| minion == id) {
        Some(at) => [at.checked_sub(1).map(|left| board[left]), board.get(at + 1).copied()],
        None => [None, None],
    }
}

impl State {
    /// Whether no aura gives anything and none could: no grant and no cost aura in force, no
    /// minion with an aura in play. Then neither Aura Update has anything to do (speed: the
    /// benchmark deck's usual case, answered without a call).
    #[inline]
    pub(in crate::engine) fn auras_at_rest(&self) -> bool {
        self.grants.is_empty()
            && self.costs.is_empty()
            && !self.in_play.any_with_auras()
            && !self.counts_read.reads.any()
    }

    /// Whether an Aura Update of `step` may find anything to change: the minions in play
    /// changed since the last one of its step (who entered or left, where they stand, a
    /// Silence), a grant is kept for a minion that has left play (its Health, until the next
    /// Aura Update (Health/Attack)), or a grant reads Health ("Attack equal to its Health").
    /// Speed only: an update that finds nothing changed changes nothing.
    fn auras_may_have_changed(&self, step: AuraStep) -> bool {
        self.auras_read_at.0[step as usize] != Some(self.in_play.changes())
            || self.counts_may_have_changed(step)
            || self
                .grants
                .iter()
                .any(|grant| grant.attack_equals_health || self.entity(grant.source).zone != Zone::Board)
    }

    /// Note that the auras of `step` were read with the minions in play, and what the counts
    /// read, as they are now.
    fn auras_read(&mut self, step: AuraStep) {
        self.auras_read_at.0[step as usize] = Some(self.in_play.changes());
        self.counts_read_now(step);
    }

    /// The turn time limit `player` holds through their hero, in seconds: the least any grant
    /// on it gives ("Players only have 15 seconds to take their turns"); `None` without one.
    pub(in crate::engine) fn turn_time_limit(&self, player: Player) -> Option<u32> {
        self.grants_on(self.heroes[player]).filter_map(|grant| grant.effects.turn_time_limit).min()
    }

    /// The grants in force on the card object `id`, in the order they apply (`aura::grants_on`).
    pub(in crate::engine) fn grants_on(&self, id: Id) -> impl Iterator<Item = &Grant> {
        grants_on(&self.grants, id)
    }
}

impl Spare for Grant {
    fn spares() -> &'static LocalKey<RefCell<Vec<Vec<Grant>>>> {
        thread_local! {
            static SPARES: RefCell<Vec<Vec<Grant>>> = const { RefCell::new(Vec::new()) };
        }
        &SPARES
    }
}

impl Spare for Id {
    fn spares() -> &'static LocalKey<RefCell<Vec<Vec<Id>>>> {
        thread_local! {
            static SPARES: RefCell<Vec<Vec<Id>>> = const { RefCell::new(Vec::new()) };
        }
        &SPARES
    }
}
