//! What a Sequence rolls back to if it runs away: everything but the card objects, the
//! enchantments, the hands and the aura grants copied as it began (a few hundred bytes, and the
//! decks, which share their lists), the journals of the card objects (`Entities`), the
//! enchantments (`Enchantments`), the hands (`Hand`) and the grants (`Grants`), and the log's
//! length then (the log only grows during a Sequence).

use std::cell::RefCell;

use super::event::Record;
use super::state::{Hand, State};
use crate::engine::object::enchantment::Enchantments;
use crate::engine::object::entity::{Change, Entities};

/// The game as a Sequence found it.
///
/// Its cost grows with what the Sequence changes, not with how many card objects the game has
/// made nor with the hands' sizes: neither is copied; each change to one is noted as it
/// happens.
pub(in crate::engine) struct Rollback {
    /// The state before the Sequence, with no card objects, enchantments or hands.
    saved: State,
    /// The log's length before the Sequence.
    log_len: usize,
}

/// Speed only: what a thread keeps between Sequences so that the next allocates nothing.
#[derive(Default)]
struct Spares {
    /// The memory of the last journal of changes to card objects.
    journal: Vec<Change>,
    /// How many events the last Sequence logged: the room the next log makes at once, so that
    /// it grows once rather than event by event.
    last_events: usize,
}

thread_local! {
    static SPARES: RefCell<Spares> = RefCell::default();
}

impl Rollback {
    /// Save `state` (and open its journal) and the length of `log`, and make room in `log` for
    /// a Sequence's events.
    pub fn save(state: &mut State, log: &mut Vec<Record>) -> Rollback {
        let last_events = with_spares(|spares| {
            state.entities.open_journal(&mut spares.journal);
            spares.last_events
        });
        state.enchantments.open_journal();
        state.hands.iter_mut().for_each(Hand::open_journal);
        state.grants.open_journal();
        // The cost changes, empty in most games, are copied only if there are any, and before
        // the state is put together (speed: a copy inside it cost a copy of the whole state).
        let costs = if state.costs.is_empty() { Vec::new() } else { state.costs.clone() };
        // A deck's copy shares its list (`Deck`): a pointer and a count each.
        let saved = State {
            entities: Entities::default(),
            enchantments: Enchantments::default(),
            hands: Default::default(),
            grants: Default::default(),
            costs,
            decks: state.decks.clone(),
            ..*state
        };
        log.reserve(last_events);
        Rollback { saved, log_len: log.len() }
    }

    /// The Sequence finished: keep what it did.
    pub fn forget(self, state: &mut State, log: &[Record]) {
        let last_events = log.len() - self.log_len;
        with_spares(|spares| {
            state.entities.close_journal(&mut spares.journal);
            spares.last_events = last_events;
        });
        state.enchantments.close_journal();
        state.hands.iter_mut().for_each(Hand::close_journal);
        state.grants.close_journal();
    }

    /// The Sequence ran away: put `state` and `log` back as they were before it.
    pub fn restore(self, state: &mut State, log: &mut Vec<Record>) {
        let Rollback { mut saved, log_len } = self;
        let last_events = log.len() - log_len;
        log.truncate(log_len);
        with_spares(|spares| {
            state.entities.undo_journal(&mut spares.journal);
            spares.last_events = last_events;
        });
        state.enchantments.undo_journal();
        state.hands.iter_mut().for_each(Hand::undo_journal);
        state.grants.undo_journal();
        saved.entities = std::mem::take(&mut state.entities);
        saved.enchantments = std::mem::take(&mut state.enchantments);
        saved.hands = std::mem::take(&mut state.hands);
        saved.grants = std::mem::take(&mut state.grants);
        *state = saved;
    }
}

/// Run `use_them` on this thread's spares. They are borrowed only inside this function, whose
/// callers run no card code meanwhile, so the borrow always succeeds; empty spares stand in
/// if it ever did not, rather than a panic. (A card's code that runs a Sequence of another game
/// runs between `save` and `forget`, while the spares are free.)
/// The journal's memory is exchanged in place, never moved out and back (speed: notes/performance.md, "Where each speed trick stands").
fn with_spares<R>(use_them: impl FnOnce(&mut Spares) -> R) -> R {
    SPARES.with(|spares| match spares.try_borrow_mut() {
        Ok(mut spares) => use_them(&mut spares),
        Err(_) => use_them(&mut Spares::default()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::course::event::Event;
    use crate::engine::object::entity::Stats;
    use crate::engine::object::id::{CardId, Id, Zone};
    use crate::engine::object::id::{PerPlayer, Player};

    fn fatigue() -> Record {
        Record { event: Event::Fatigue { player: Player::FIRST }, cause: None }
    }

    /// A state with a deck of two cards for player 0.
    fn state() -> State {
        State::new(PerPlayer::new(vec![CardId(0), CardId(0)], Vec::new()), |_| Stats::plain(1, 1), 30)
    }

    /// The journal memory the thread keeps, and the event count it remembers.
    fn spares() -> (usize, usize) {
        SPARES.with(|spares| {
            let spares = spares.borrow();
            (spares.journal.capacity(), spares.last_events)
        })
    }

    #[test]
    fn a_kept_sequence_keeps_its_changes_and_leaves_its_memory_for_the_next() {
        let mut state = state();
        let mut log = vec![fatigue()];
        let rollback = Rollback::save(&mut state, &mut log);
        state.entity_mut(Id(2)).take_damage(9);
        log.extend([fatigue(), fatigue()]);
        rollback.forget(&mut state, &log);
        assert_eq!(state.entity(Id(2)).health(), -8);
        let (journal_memory, events) = spares();
        assert!(journal_memory >= 1, "the journal's memory is kept");
        assert_eq!(events, 2, "the Sequence logged 2 events");
        let next = Rollback::save(&mut state, &mut log);
        assert!(log.capacity() >= log.len() + 2, "the next log makes room for as many at once");
        next.forget(&mut state, &log);
    }

    /// A kept Sequence that ended an enchantment closes the enchantments' journal: the ended
    /// one stays ended, even when the next Sequence is rolled back (its undo puts back only
    /// what it changed).
    #[test]
    fn a_kept_sequence_closes_the_enchantments_journal() {
        use crate::engine::object::enchantment::{Change as Changes, Enchantment, Lasts, MadeBy};
        use crate::engine::object::keywords::Keyword;
        let mut state = state();
        let mut log = Vec::new();
        let taunt = Changes::Gain { keyword: Keyword::Taunt };
        state.enchantments.attach(Enchantment::new(
            Id(2),
            taunt,
            Lasts::ThisTurn,
            None,
            Player::FIRST,
            MadeBy::NoCard,
        ));
        let rollback = Rollback::save(&mut state, &mut log);
        assert_eq!(state.enchantments.end(|_| true), [Id(2)]);
        rollback.forget(&mut state, &log);
        assert_eq!(state.enchantments.len(), 0, "the ended enchantment stays ended");
        let shield = Changes::Gain { keyword: Keyword::DivineShield };
        state.enchantments.attach(Enchantment::new(
            Id(2),
            shield,
            Lasts::Always,
            None,
            Player::FIRST,
            MadeBy::NoCard,
        ));
        assert_eq!(state.enchantments.edits(), 0, "closed: nothing is noted between Sequences");
        let next = Rollback::save(&mut state, &mut log);
        next.restore(&mut state, &mut log);
        let kept: Vec<Changes> = state.enchantments.in_force().map(|e| e.change).collect();
        assert_eq!(kept, [shield], "the next Sequence's undo does not bring the ended one back");
    }

    #[test]
    fn saving_copies_no_card_object_however_many_the_game_has() {
        let mut state =
            State::new(PerPlayer::new(vec![CardId(0); 100_000], Vec::new()), |_| Stats::plain(1, 1), 30);
        let mut log = Vec::new();
        let rollback = Rollback::save(&mut state, &mut log);
        assert_eq!(rollback.saved.entities.len(), 0, "the card objects are journaled, not copied");
        state.entity_mut(Id(5)).take_damage(1);
        rollback.restore(&mut state, &mut log);
        assert_eq!(state.entity(Id(5)).health(), 1);
        assert_eq!(state.entities.len(), 100_002);
    }

    #[test]
    fn saving_copies_no_hand_however_large_and_undoing_puts_every_card_back_in_place() {
        let mut state = State::new(PerPlayer::default(), |_| Stats::plain(1, 1), 30);
        for _ in 0..100_000 {
            let id = state.create(Some(CardId(0)), Player::FIRST, Zone::Hand, Stats::plain(1, 1));
            state.hands[Player::FIRST].push(id);
        }
        let before = state.clone();
        let mut log = Vec::new();
        let rollback = Rollback::save(&mut state, &mut log);
        assert!(
            rollback.saved.hands.iter().all(|hand| hand.is_empty()),
            "the hands are journaled, not copied"
        );
        state.hands[Player::FIRST].remove(7);
        state.hands[Player::FIRST].remove(99_990);
        let drawn = state.create(Some(CardId(0)), Player::SECOND, Zone::Hand, Stats::plain(1, 1));
        state.hands[Player::SECOND].push(drawn);
        state.hands[Player::FIRST].push(drawn);
        rollback.restore(&mut state, &mut log);
        assert_eq!(state, before);
    }

    #[test]
    fn a_kept_sequences_hand_changes_stay_and_the_next_undoes_only_its_own() {
        let mut state = state();
        let mut log = Vec::new();
        let first = Rollback::save(&mut state, &mut log);
        state.hands[Player::FIRST].push(Id(2));
        first.forget(&mut state, &log);
        let second = Rollback::save(&mut state, &mut log);
        state.hands[Player::FIRST].push(Id(3));
        state.hands[Player::FIRST].remove(0);
        second.restore(&mut state, &mut log);
        assert_eq!(*state.hands[Player::FIRST], [Id(2)]);
    }

    #[test]
    fn a_restored_sequence_leaves_state_and_log_as_they_were() {
        let mut state = state();
        let mut log = vec![fatigue()];
        let before = state.clone();
        let rollback = Rollback::save(&mut state, &mut log);
        state.armor[Player::FIRST] = 5;
        state.entity_mut(Id(2)).zone = Zone::Hand;
        state.hands[Player::FIRST].push(Id(2));
        state.create(Some(CardId(0)), Player::SECOND, Zone::Board, Stats::plain(1, 1));
        log.push(fatigue());
        rollback.restore(&mut state, &mut log);
        assert_eq!((state, log.len()), (before, 1));
        assert_eq!(spares().1, 1, "the run-away Sequence had logged one event");
    }
}
