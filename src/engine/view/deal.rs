//! Dealing anew what a player cannot see: in order, for the player's view (one deal for every
//! game the player cannot tell apart), or at random, for a game sampled from the view.

use super::deck_lists::{DeckLists, Pool};
use super::visible::unseen_by;
use crate::engine::course::counts_read::CountsRead;
use crate::engine::course::pending_choice::PendingChoice;
use crate::engine::course::state::{Deck, Entity, Hand, State};
use crate::engine::game::Game;
use crate::engine::object::cost::{CostEnds, CostReach};
use crate::engine::object::count::Reads;
use crate::engine::object::id::{CardId, Id, Player, Zone};
use crate::engine::support::inline_list::InlineList;
use crate::engine::support::random::SplitMix64;

/// How `deal` deals.
pub(super) enum Dealing<'r> {
    /// The view's deal: the pool's cards sorted, dealt in order, and the player's deck in id
    /// order. Made only of what the player sees, so two games they cannot tell apart deal
    /// alike.
    InOrder,
    /// A sample's deal (`View::determinize`): the pool's cards shuffled, each card not surely
    /// among them drawn at random, and the player's deck shuffled, all from this generator.
    AtRandom(&'r mut SplitMix64),
}

/// Deal anew in `state`, a copy of `game`'s, what `viewer` cannot see, as `dealing` says:
/// - the opponent's unseen card objects (`unseen_by`, in its order) take their own ids
///   sorted (in order) or shuffled (at random), so that which id an unseen card had says
///   nothing; each is made fresh in its zone, of a card of the pool (`Pool::of`, under
///   `deck_lists`; an id of the deck list takes a card surely among the unseen ones, so that
///   the deck list stays the game's: `cards_to_deal`), and the hand, the deck, a waiting
///   choice and the cost changes that name them name the new ids;
/// - so the opponent's deck holds its ids in id order in the view, at random in a sample, and
///   its cards in the order they were dealt;
/// - `viewer`'s own deck is put in id order, or shuffled: its order is hidden from its owner too;
/// - the own cost count of an unseen card is dropped (the next Aura Update counts the card
///   dealt), and what the counts read is noted anew, for the cards in hands and in play.
///
/// The random generator is left to the caller. Every other part of the state is seen by both
/// players and is kept.
pub(super) fn deal(
    game: &Game,
    state: &mut State,
    viewer: Player,
    deck_lists: DeckLists,
    mut dealing: Dealing,
) {
    // Every part of the state, once: dealt here, or seen whole by both players. A part added
    // to `State` stops the build here until it is said which.
    #[rustfmt::skip]
    let State {
        entities: _, hands: _, decks: _, choice: _, costs: _, // Dealt: the unseen cards, the ids.
        counts_read: _, // Speed only: noted anew.
        random: _, // The caller's: a view's from `DEFAULT_SEED`, a sample's from its seed.
        heroes: _, hero_health: _, hero_cards: _, enchantments: _, grants: _, auras_read_at: _, may_be_dying: _,
        minions_played_this_turn: _, health_floor: _, armor: _, fatigue: _, boards: _, in_play: _,
        next_played: _, turn: _, mana: _, outcome: _, mulligans_to_make: _, cards_played_this_turn: _,
        cards_drawn_this_turn: _, draws_stopped: _, weapons: _, hero_powers: _, overload: _, // Seen whole.
    } = state;
    deal_the_opponents_unseen_cards(game, state, viewer, deck_lists, &mut dealing);
    match dealing {
        Dealing::InOrder => {
            let mut own: Vec<Id> = state.decks[viewer].ids().collect();
            own.sort();
            state.decks[viewer] = Deck::new(own);
        }
        Dealing::AtRandom(random) => state.decks[viewer].shuffle(random),
    }
    let library = game.library();
    let held = state.hands.iter().flat_map(|hand| hand.iter()).chain(state.in_play.iter());
    let reads = held.filter_map(|&id| state.entity(id).card).map(|card| library.count_reads(card));
    state.counts_read = CountsRead::unread(reads.fold(Reads::NOTHING, Reads::and));
}

/// `deal`'s first step: the opponent's unseen card objects take new ids and cards.
fn deal_the_opponents_unseen_cards(
    game: &Game,
    state: &mut State,
    viewer: Player,
    deck_lists: DeckLists,
    dealing: &mut Dealing,
) {
    let opponent = viewer.other();
    let unseen = unseen_by(state, viewer);
    let mut ids = unseen.clone();
    ids.sort();
    if let Dealing::AtRandom(random) = dealing {
        random.shuffle_by(ids.len(), |a, b| ids.swap(a, b)); // Which unseen card has which id.
    }
    let zones: Vec<Zone> = unseen.iter().map(|&id| state.entity(id).zone).collect();
    let of_the_list = game.deck_list_ids(opponent);
    let listed: Vec<bool> = ids.iter().map(|id| of_the_list.contains(&id.0)).collect();
    let cards = cards_to_deal(Pool::of(game, viewer, deck_lists), &listed, dealing);
    for ((&id, &zone), &card) in ids.iter().zip(&zones).zip(&cards) {
        *state.entity_mut(id) = Entity::new(Some(card), opponent, zone, game.library().base_stats(card));
    }
    let mut new_id: Vec<Option<Id>> = vec![None; state.entities.len()];
    for (&was, &id) in unseen.iter().zip(&ids) {
        new_id[was.0 as usize] = Some(id);
    }
    rename_unseen(state, opponent, |id| new_id[id.0 as usize]);
}

/// A card for each unseen card object, in order, `listed` saying which take an id of the
/// opponent's deck list: each of those takes one of the pool's sure cards while they last (with
/// open deck lists, exactly enough), so that the game dealt keeps the deck list it had; every
/// other card is drawn from the pool's others. In order: the sure cards sorted and the others
/// sorted, each taken in turn. At random: the sure cards shuffled, each other drawn on its own.
/// No card for an unseen card object only from a pool with no others, which no game with an
/// unseen card has (the library holds that card).
fn cards_to_deal(pool: Pool, listed: &[bool], dealing: &mut Dealing) -> Vec<CardId> {
    let Pool { mut sure, mut others } = pool;
    others.sort();
    match dealing {
        Dealing::InOrder => sure.sort(),
        Dealing::AtRandom(random) => random.shuffle_by(sure.len(), |a, b| sure.swap(a, b)),
    }
    let (mut sure, mut others_taken) = (sure.into_iter(), 0);
    let mut cards = Vec::with_capacity(listed.len());
    for &of_the_list in listed {
        if let Some(card) = of_the_list.then(|| sure.next()).flatten() {
            cards.push(card);
            continue;
        }
        let other = match dealing {
            Dealing::InOrder => others.get(others_taken % others.len().max(1)).copied(),
            Dealing::AtRandom(random) => random.below(others.len()).map(|at| others[at]),
        };
        others_taken += 1;
        cards.extend(other);
    }
    cards
}

/// The opponent's unseen card objects take the ids `new_id` gives them (`None` for every
/// other) wherever the state names them: the opponent's hand and deck, a choice of theirs
/// that waits, and the cost changes on one card; an unseen card's own cost count is dropped.
fn rename_unseen(state: &mut State, opponent: Player, new_id: impl Fn(Id) -> Option<Id>) {
    let renamed = |id: Id| new_id(id).unwrap_or(id);
    let hand: Vec<Id> = state.hands[opponent].iter().map(|&id| renamed(id)).collect();
    state.hands[opponent] = Hand::from(hand);
    state.decks[opponent] = Deck::new(state.decks[opponent].ids().map(renamed).collect());
    if let Some(choice) = state.choice.filter(|choice| choice.player() == opponent) {
        let mut offered = InlineList::default();
        for &id in choice.offered() {
            let _ = offered.push(renamed(id)); // As many as the choice held.
        }
        state.choice = Some(PendingChoice::new(opponent, offered));
    }
    state.costs.retain(|entry| match entry.reaches {
        CostReach::Card(id) => !(entry.ends == CostEnds::Count && new_id(id).is_some()),
        CostReach::Kind(_) => true,
    });
    for entry in &mut state.costs {
        if let CostReach::Card(id) = entry.reaches {
            entry.reaches = CostReach::Card(renamed(id));
        }
    }
}
