//! Watching a Sequence: what the engine records, besides the log, for someone who steps
//! through it one event at a time: what each event changed on the board, and each Queue as
//! it was locked, with the event each of its entries resolved as. A reader rebuilds the board
//! after any event from the changes (`Watch::boards`, `Watch::board`): the record grows with
//! the events, not with everything on the board at each (a minion with 10,000 enchantments
//! is not copied 10,000 times).

use std::collections::HashMap;

use serde::Serialize;

use crate::engine::course::card::Library;
use crate::engine::course::event::{Event, LogIndex, TriggerKind};
use crate::engine::course::queue::LockedQueue;
use crate::engine::course::sequence::Watcher;
use crate::engine::course::standing::{Mana, Turn};
use crate::engine::course::state::State;
use crate::engine::object::aura::GrantView;
use crate::engine::object::enchantment::EnchantmentView;
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{Id, PerPlayer, Player};
use crate::engine::object::keywords::Keywords;

/// What watched calls recorded (`Game::set_watching`): what each event they logged changed
/// on the board, and every Queue that had an entry. Every index in it counts the watched
/// events from 0: watched event `i` is the game's log entry `first_event + i`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Watch {
    /// The log index of the first watched event (0 when the game keeps only the last call's
    /// log, or none: `LogKeeping`).
    pub first_event: LogIndex,
    /// What each watched event changed, in order: `changes[i]` takes the board after log
    /// entry `first_event + i - 1` to the board after `first_event + i`; the first takes an
    /// empty board (no hero, no card, nothing) to the board after the first watched event.
    pub changes: Vec<BoardChange>,
    /// Each Queue with at least one entry, in the order they were locked.
    pub queues: Vec<QueueView>,
    /// The board after the last watched event, rebuilt from `changes`: what the next
    /// event's change is taken against.
    #[serde(skip)]
    board: Rebuilt,
    /// The Queues being resolved, innermost last (indices into `queues`).
    #[serde(skip)]
    open: Vec<usize>,
    /// Where each `DeathPhase` was logged (watched indices): what opened a Queue's Phase.
    #[serde(skip)]
    death_phases: Vec<LogIndex>,
}

/// What one event changed on the board: each character whose view changed (or that came
/// into view), and each part of the rest that changed; `None` for a part that did not.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct BoardChange {
    /// Each hero, weapon or minion in play whose view differs from the board before, as it is
    /// now (a weapon's Durability as its Health).
    pub characters: Vec<CharacterChange>,
    /// Each player's hero, where it changed (the first event names both).
    pub heroes: PerPlayer<Option<Id>>,
    /// Each player's Armor, where it changed.
    pub armor: PerPlayer<Option<i32>>,
    /// Each player's weapon, where it changed (`Some(None)`: none any more); its view is in
    /// `characters` or as it was.
    pub weapons: PerPlayer<Option<Option<Id>>>,
    /// Each player's minions in play, left to right, where they changed: their views are
    /// in `characters` or as they were.
    pub minions: PerPlayer<Option<Vec<Id>>>,
    /// The cards each player holds, oldest first, where they changed.
    pub hands: PerPlayer<Option<Vec<Id>>>,
    /// What each card in a hand costs, in the same order, where any changed.
    pub costs: PerPlayer<Option<Vec<u32>>>,
    /// How many cards are left in each player's deck, where that changed.
    pub deck: PerPlayer<Option<usize>>,
    /// Each player's Mana Crystals, where they changed.
    pub mana: PerPlayer<Option<Mana>>,
    /// Whose turn it is and its number, if that changed (`Some(None)`: no turn, as before
    /// the mulligans end).
    pub turn: Option<Option<Turn>>,
}

/// A character's view after an event that changed it: everything but its enchantments as
/// it is, and its enchantments as what changed in them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CharacterChange {
    pub id: Id,
    pub attack: i32,
    pub health: i32,
    pub max_health: i32,
    pub mortally_wounded: bool,
    pub pending_destroy: bool,
    pub silenced: bool,
    pub frozen: bool,
    pub keywords: Keywords,
    /// What each aura reaching it gives it (few: one per aura in play that reaches it).
    pub grants: Vec<GrantView>,
    /// What changed in the enchantments in force on it, if anything did.
    pub enchantments: Option<EnchantmentsChange>,
}

/// A change to a character's enchantments, oldest first: from place `at` on, `removed` of
/// them gave way to `added` (an enchantment attached: none removed, one added at the end; a
/// Silence: every one removed, none added).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EnchantmentsChange {
    pub at: usize,
    pub removed: usize,
    pub added: Vec<EnchantmentView>,
}

/// A board rebuilt from changes: every character seen so far by id, as it last was, and the
/// rest as a `BoardView` holds it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Rebuilt {
    characters: HashMap<Id, CharacterView>,
    heroes: PerPlayer<Option<Id>>,
    armor: PerPlayer<i32>,
    weapons: PerPlayer<Option<Id>>,
    minions: PerPlayer<Vec<Id>>,
    hands: PerPlayer<Vec<Id>>,
    costs: PerPlayer<Vec<u32>>,
    deck: PerPlayer<usize>,
    mana: PerPlayer<Mana>,
    turn: Option<Turn>,
}

/// The board at one moment: both heroes and both sides' minions, hands and decks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardView {
    /// Each player's hero.
    pub heroes: PerPlayer<CharacterView>,
    /// Each player's Armor.
    pub armor: PerPlayer<i32>,
    /// Each player's weapon, if their hero has one, as a board shows a character: its
    /// Attack, and its Durability as its Health.
    pub weapons: PerPlayer<Option<CharacterView>>,
    /// Each player's minions in play, left to right.
    pub minions: PerPlayer<Vec<CharacterView>>,
    /// How many cards each player holds.
    pub hand: PerPlayer<usize>,
    /// The cards each player holds, oldest first.
    pub hands: PerPlayer<Vec<Id>>,
    /// What each of those cards costs at that moment (`Game::cost`), in the same order.
    pub costs: PerPlayer<Vec<u32>>,
    /// How many cards are left in each player's deck.
    pub deck: PerPlayer<usize>,
    /// Each player's Mana Crystals: owned, spent this turn, and this turn's extra.
    pub mana: PerPlayer<Mana>,
    /// Whose turn it is and its number; `None` before the game begins and in the mulligans.
    pub turn: Option<Turn>,
}

/// A character as the board shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CharacterView {
    pub id: Id,
    pub attack: i32,
    pub health: i32,
    /// The most Health it can have now: below it, it is damaged.
    pub max_health: i32,
    /// At 0 or less Health: the Death Creation Step will remove it.
    pub mortally_wounded: bool,
    /// Marked by a destroy effect.
    pub pending_destroy: bool,
    /// Silenced: its card's keywords and abilities are gone for good.
    pub silenced: bool,
    /// Frozen: it misses its next possible attack.
    pub frozen: bool,
    /// Its keywords at that moment (a Silence takes them away).
    pub keywords: Keywords,
    /// What each aura reaching it gives it at that moment (`Game::aura_grants`), in the order
    /// they apply, after its enchantments.
    pub grants: Vec<GrantView>,
    /// The enchantments in force on it at that moment, oldest first: what its Attack,
    /// Health and keywords are made of, past its card's.
    pub enchantments: Vec<EnchantmentView>,
}

/// A Queue (Rule 2): its entries in the order they resolve, when it was locked, and what
/// became of each entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct QueueView {
    /// How many watched events had been logged when the Queue was locked: every later
    /// event happened after the lock, and nothing that happened then joined the Queue (Rule 2c).
    pub locked_after: LogIndex,
    /// How many watched events had been logged when its last entry had finished
    /// resolving, with everything it caused.
    pub done_after: LogIndex,
    /// How many Queues were being resolved around it when it was locked (0: the outermost).
    pub depth: usize,
    /// The event that opened its Phase, when the Phase logs one right before it locks the
    /// Queue: a Death Phase's `DeathPhase` (a watched index). From that event on the Queue
    /// is the Phase's, though it is locked only after it.
    pub opened_by: Option<LogIndex>,
    /// Its entries, in order.
    pub entries: Vec<QueueEntryView>,
}

/// One entry of a Queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct QueueEntryView {
    /// The minion whose ability it is.
    pub source: Id,
    /// Which kind of ability.
    pub trigger: TriggerKind,
    /// The event it answers.
    pub cause: LogIndex,
    /// The `Triggered` event it resolved as, once it has.
    pub resolved_as: Option<LogIndex>,
}

impl Watch {
    /// An empty record for a call whose first event will be at `first_event`.
    pub(in crate::engine) fn starting_at(first_event: LogIndex) -> Watch {
        Watch { first_event, ..Watch::default() }
    }

    /// Drop what was recorded from log index `first` on: a call that was rolled back.
    pub(in crate::engine) fn forget_since(&mut self, first: LogIndex) {
        let kept = first.saturating_sub(self.first_event);
        self.changes.truncate(kept as usize);
        self.board = Rebuilt::from_changes(&self.changes);
        self.queues.retain(|queue| queue.locked_after < kept);
        self.open.clear();
        self.death_phases.retain(|&at| at < kept);
    }

    /// How many events were watched.
    pub fn len(&self) -> usize {
        self.changes.len()
    }

    /// Whether no event was watched.
    pub fn is_empty(&self) -> bool {
        self.changes.is_empty()
    }

    /// The board right after each watched event, in order, rebuilt one change at a time.
    pub fn boards(&self) -> impl Iterator<Item = BoardView> + '_ {
        let mut board = Rebuilt::default();
        self.changes.iter().map(move |change| {
            board.apply(change);
            board.view()
        })
    }

    /// The board right after watched event `at`, rebuilt from the changes up to it; `None`
    /// past the last watched event.
    pub fn board(&self, at: usize) -> Option<BoardView> {
        let changes = self.changes.get(..=at)?;
        Some(Rebuilt::from_changes(changes).view())
    }

    /// How many entries the watch keeps: each character change, each enchantment it adds,
    /// each part of the rest that changed (each id or cost of a list counted), and each Queue
    /// entry. It grows with what the events changed, not with what the board holds at each.
    pub fn entries_kept(&self) -> usize {
        let changes: usize = self.changes.iter().map(BoardChange::entries).sum();
        changes + self.queues.iter().map(|queue| queue.entries.len()).sum::<usize>()
    }
}

impl BoardChange {
    /// What takes `board` to the board `state` shows, its cards in `library`.
    fn between(board: &Rebuilt, state: &State, library: &Library) -> BoardChange {
        let in_play = state
            .heroes
            .iter()
            .chain(state.weapons.iter().flatten())
            .chain(state.boards.iter().flat_map(|side| side.iter()));
        let characters =
            in_play.filter_map(|&id| CharacterChange::of(id, board.characters.get(&id), state)).collect();
        let cost = |id: &Id| state.cost_of(*id, library);
        BoardChange {
            characters,
            heroes: PerPlayer::from_fn(|p| changed(board.heroes[p], Some(state.heroes[p])).flatten()),
            armor: PerPlayer::from_fn(|p| changed(board.armor[p], state.armor[p])),
            weapons: PerPlayer::from_fn(|p| changed(board.weapons[p], state.weapons[p])),
            minions: PerPlayer::from_fn(|p| changed_list(&board.minions[p], state.boards[p].iter().copied())),
            hands: PerPlayer::from_fn(|p| changed_list(&board.hands[p], state.hands[p].iter().copied())),
            costs: PerPlayer::from_fn(|p| changed_list(&board.costs[p], state.hands[p].iter().map(cost))),
            deck: PerPlayer::from_fn(|p| changed(board.deck[p], state.decks[p].ids().count())),
            mana: PerPlayer::from_fn(|p| changed(board.mana[p], state.mana[p])),
            turn: changed(board.turn, state.turn),
        }
    }

    /// How many entries this change keeps (`Watch::entries_kept`).
    fn entries(&self) -> usize {
        let characters: usize = self.characters.iter().map(CharacterChange::entries).sum();
        let scalars = self.heroes.iter().flatten().count()
            + self.armor.iter().flatten().count()
            + self.weapons.iter().flatten().count()
            + self.deck.iter().flatten().count()
            + self.mana.iter().flatten().count()
            + usize::from(self.turn.is_some());
        let lists = self.minions.iter().chain(&self.hands).flatten().map(Vec::len);
        let costs = self.costs.iter().flatten().map(Vec::len);
        characters + scalars + lists.sum::<usize>() + costs.sum::<usize>()
    }
}

/// `now`, if it differs from what `was`.
fn changed<T: PartialEq>(was: T, now: T) -> Option<T> {
    (was != now).then_some(now)
}

/// The list `now`, if it differs from `was`; compared item by item before anything is copied.
fn changed_list<T: PartialEq + Copy>(was: &[T], now: impl Iterator<Item = T> + Clone) -> Option<Vec<T>> {
    (!was.iter().copied().eq(now.clone())).then(|| now.collect())
}

impl CharacterChange {
    /// What changed in character `id` from `was` (`None`: not seen before) to what `state`
    /// shows; `None` if nothing did.
    fn of(id: Id, was: Option<&CharacterView>, state: &State) -> Option<CharacterChange> {
        let entity = state.entity(id);
        let enchantments = EnchantmentsChange::between(
            was.map_or(&[], |was| &was.enchantments),
            state.enchantments.on(id).map(|enchantment| enchantment.view()),
        );
        let change = CharacterChange {
            id,
            attack: entity.attack(),
            health: entity.health(),
            max_health: entity.max_health(),
            mortally_wounded: entity.is_mortally_wounded(),
            pending_destroy: entity.is(Flag::PendingDestroy),
            silenced: entity.is(Flag::Silenced),
            frozen: entity.is(Flag::Frozen),
            keywords: entity.keywords(),
            grants: grants_seen(id, state),
            enchantments,
        };
        let same = was.is_some_and(|was| change.enchantments.is_none() && change.shows_as(was));
        (!same).then_some(change)
    }

    /// Whether this change leaves `view`'s Attack, Health, marks, keywords and grants as
    /// they are.
    fn shows_as(&self, view: &CharacterView) -> bool {
        let marks = (self.mortally_wounded, self.pending_destroy, self.silenced, self.frozen);
        (self.attack, self.health, self.max_health, marks, self.keywords, &self.grants)
            == (
                view.attack,
                view.health,
                view.max_health,
                (view.mortally_wounded, view.pending_destroy, view.silenced, view.frozen),
                view.keywords,
                &view.grants,
            )
    }

    /// How many entries this change keeps: itself, each grant and each enchantment it adds.
    fn entries(&self) -> usize {
        1 + self.grants.len() + self.enchantments.as_ref().map_or(0, |change| change.added.len())
    }

    /// `view` with this change made.
    fn apply_to(&self, view: &mut CharacterView) {
        (view.attack, view.health, view.max_health) = (self.attack, self.health, self.max_health);
        (view.mortally_wounded, view.pending_destroy) = (self.mortally_wounded, self.pending_destroy);
        (view.silenced, view.frozen) = (self.silenced, self.frozen);
        view.keywords = self.keywords;
        view.grants.clone_from(&self.grants);
        if let Some(change) = &self.enchantments {
            change.apply_to(&mut view.enchantments);
        }
    }
}

impl EnchantmentsChange {
    /// What takes the enchantments `was` to `now` (both oldest first): the places both share
    /// at the start and at the end are kept, the middle is replaced; `None` if they are the
    /// same. Only what differs is copied.
    fn between(was: &[EnchantmentView], now: impl Iterator<Item = EnchantmentView>) -> Option<Self> {
        let mut now = now;
        let mut at = 0;
        let mut first_different = None;
        for view in now.by_ref() {
            if was.get(at) == Some(&view) {
                at += 1;
            } else {
                first_different = Some(view);
                break;
            }
        }
        let mut added: Vec<EnchantmentView> = first_different.into_iter().chain(now).collect();
        let was_rest = was.get(at..).unwrap_or_default();
        if added.is_empty() && was_rest.is_empty() {
            return None;
        }
        let same_end = was_rest.iter().rev().zip(added.iter().rev()).take_while(|(a, b)| a == b).count();
        added.truncate(added.len() - same_end);
        Some(EnchantmentsChange { at, removed: was_rest.len() - same_end, added })
    }

    /// `list` with this change made (a change that does not fit the list is fitted to it).
    fn apply_to(&self, list: &mut Vec<EnchantmentView>) {
        let at = self.at.min(list.len());
        let end = at.saturating_add(self.removed).min(list.len());
        list.splice(at..end, self.added.iter().copied());
    }
}

impl Rebuilt {
    /// The board `changes` lead to from an empty one.
    fn from_changes(changes: &[BoardChange]) -> Rebuilt {
        let mut board = Rebuilt::default();
        changes.iter().for_each(|change| board.apply(change));
        board
    }

    /// This board with `change` made.
    fn apply(&mut self, change: &BoardChange) {
        for character in &change.characters {
            let view =
                self.characters.entry(character.id).or_insert_with(|| CharacterView::blank(character.id));
            character.apply_to(view);
        }
        for player in Player::BOTH {
            self.heroes[player] = change.heroes[player].or(self.heroes[player]);
            self.armor[player] = change.armor[player].unwrap_or(self.armor[player]);
            self.weapons[player] = change.weapons[player].unwrap_or(self.weapons[player]);
            self.deck[player] = change.deck[player].unwrap_or(self.deck[player]);
            self.mana[player] = change.mana[player].unwrap_or(self.mana[player]);
            replace_if_some(&mut self.minions[player], &change.minions[player]);
            replace_if_some(&mut self.hands[player], &change.hands[player]);
            replace_if_some(&mut self.costs[player], &change.costs[player]);
        }
        self.turn = change.turn.unwrap_or(self.turn);
    }

    /// This board as a `BoardView`.
    fn view(&self) -> BoardView {
        let character =
            |id: Id| self.characters.get(&id).cloned().unwrap_or_else(|| CharacterView::blank(id));
        BoardView {
            heroes: self.heroes.map(|hero| character(hero.unwrap_or(Id::from_number(0)))),
            armor: self.armor,
            weapons: self.weapons.map(|weapon| weapon.map(character)),
            minions: PerPlayer::from_fn(|p| self.minions[p].iter().map(|&id| character(id)).collect()),
            hand: PerPlayer::from_fn(|p| self.hands[p].len()),
            hands: self.hands.clone(),
            costs: self.costs.clone(),
            deck: self.deck,
            mana: self.mana,
            turn: self.turn,
        }
    }
}

/// `list` replaced by `new`, if there is one.
fn replace_if_some<T: Clone>(list: &mut Vec<T>, new: &Option<Vec<T>>) {
    if let Some(new) = new {
        list.clone_from(new);
    }
}

/// The watch notes what each event changed on the board, and each Queue with an entry.
impl Watcher for Watch {
    /// `event` was just logged at `at`: note what it changed on the board. A `Triggered` event is the
    /// next entry of the innermost Queue beginning to resolve: only a Queue logs one.
    #[cold]
    #[inline(never)]
    fn event_logged(&mut self, at: LogIndex, event: Event, state: &State, library: &Library) {
        let change = BoardChange::between(&self.board, state, library);
        self.board.apply(&change);
        self.changes.push(change);
        if let Event::DeathPhase { .. } = event {
            self.death_phases.push(at - self.first_event);
        }
        if let Event::Triggered { .. } = event
            && let Some(&queue) = self.open.last()
            && let Some(entry) =
                self.queues[queue].entries.iter_mut().find(|entry| entry.resolved_as.is_none())
        {
            entry.resolved_as = Some(at - self.first_event);
        }
    }

    /// `queue` was just locked, after `logged` events; one with no entry is not recorded.
    #[cold]
    #[inline(never)]
    fn queue_locked(&mut self, queue: &LockedQueue, logged: LogIndex) {
        if queue.entries().is_empty() {
            return;
        }
        let entries = queue
            .entries()
            .iter()
            .map(|entry| QueueEntryView {
                source: entry.source,
                trigger: entry.kind,
                cause: entry.cause.saturating_sub(self.first_event),
                resolved_as: None,
            })
            .collect();
        let (depth, logged) = (self.open.len(), logged - self.first_event);
        let opened_by = self.death_phases.last().copied().filter(|&at| at + 1 == logged);
        self.queues.push(QueueView { locked_after: logged, done_after: logged, depth, opened_by, entries });
        self.open.push(self.queues.len() - 1);
    }

    /// The innermost Queue, `queue` (if it was recorded), finished after `logged` events.
    #[cold]
    #[inline(never)]
    fn queue_done(&mut self, queue: &LockedQueue, logged: LogIndex) {
        if queue.entries().is_empty() {
            return;
        }
        if let Some(queue) = self.open.pop() {
            self.queues[queue].done_after = logged - self.first_event;
        }
    }
}

impl BoardView {
    /// The board `state` shows, its cards in `library`.
    pub(in crate::engine) fn of(state: &State, library: &Library) -> BoardView {
        let character = |id: Id| CharacterView::of(id, state);
        BoardView {
            heroes: state.heroes.map(character),
            armor: state.armor,
            weapons: state.weapons.map(|weapon| weapon.map(character)),
            minions: PerPlayer::from_fn(|player| {
                state.boards[player].iter().map(|&id| character(id)).collect()
            }),
            hand: PerPlayer::from_fn(|player| state.hands[player].len()),
            hands: PerPlayer::from_fn(|player| state.hands[player].to_vec()),
            costs: PerPlayer::from_fn(|player| {
                state.hands[player].iter().map(|&id| state.cost_of(id, library)).collect()
            }),
            deck: PerPlayer::from_fn(|player| state.decks[player].ids().count()),
            mana: state.mana,
            turn: state.turn,
        }
    }
}

/// What each aura reaching `id` gives it that a board shows (`Game::aura_grants`).
fn grants_seen(id: Id, state: &State) -> Vec<GrantView> {
    let grants = state.grants_on(id).map(|grant| grant.view());
    grants.filter(|grant| !grant.gives_nothing_seen()).collect()
}

impl CharacterView {
    /// A character not yet seen: nothing but its id.
    fn blank(id: Id) -> CharacterView {
        CharacterView {
            id,
            attack: 0,
            health: 0,
            max_health: 0,
            mortally_wounded: false,
            pending_destroy: false,
            silenced: false,
            frozen: false,
            keywords: Keywords::default(),
            grants: Vec::new(),
            enchantments: Vec::new(),
        }
    }

    /// The character `id` as `state` shows it.
    pub(in crate::engine) fn of(id: Id, state: &State) -> CharacterView {
        let entity = state.entity(id);
        CharacterView {
            id,
            attack: entity.attack(),
            health: entity.health(),
            max_health: entity.max_health(),
            mortally_wounded: entity.is_mortally_wounded(),
            pending_destroy: entity.is(Flag::PendingDestroy),
            silenced: entity.is(Flag::Silenced),
            frozen: entity.is(Flag::Frozen),
            keywords: entity.keywords(),
            grants: grants_seen(id, state),
            enchantments: state.enchantments.on(id).map(|enchantment| enchantment.view()).collect(),
        }
    }
}
