//! What a player knows of the opponent's deck list (`DeckLists`, a setting of the match), and
//! the cards a view deals the opponent's unseen card objects from (`Pool`).

use super::visible::sees;
use crate::engine::course::card::CardKind;
use crate::engine::game::Game;
use crate::engine::object::id::{CardId, Id, Player};

/// What a player knows of the opponent's deck list: a setting of the match, not of the game,
/// which every view of the match is made with (`Game::view`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeckLists {
    /// Open deck lists, as many tournaments play: each player knows the cards the other's
    /// deck was built with (`Game::deck_list`), though not their order. The opponent's unseen
    /// card objects are dealt from that list less the cards of it the player has seen, one card
    /// for each unseen card object of the list; an unseen card made during the game (a random
    /// card, a copy the player did not see) is drawn from the whole list, as if it were one
    /// more card of it.
    #[default]
    Open,
    /// No deck lists: a player knows nothing of the opponent's deck but what the game shows.
    /// Every unseen card of the opponent is drawn from the player's own deck list, each on its
    /// own (the player plays as if the opponent's deck were built like theirs): a crude
    /// stand-in, which says so, for what the player cannot rule out. If the player's list is
    /// empty, from every card of the library a deck may hold.
    Closed,
}

/// The cards a view deals the opponent's unseen card objects from.
pub(super) struct Pool {
    /// The cards surely among the unseen ones: with open deck lists, the opponent's list less
    /// the cards of it the player has seen; none with closed lists.
    pub sure: Vec<CardId>,
    /// What each other unseen card is drawn from, each on its own.
    pub others: Vec<CardId>,
}

impl Pool {
    /// What `viewer`'s view of `game` deals the opponent's unseen card objects from under
    /// `deck_lists`. Reads the deck lists the setting makes known and the cards `viewer` sees,
    /// nothing else.
    pub fn of(game: &Game, viewer: Player, deck_lists: DeckLists) -> Pool {
        let opponent = viewer.other();
        let (sure, others) = match deck_lists {
            DeckLists::Open => (list_less_seen(game, viewer), game.deck_list(opponent)),
            DeckLists::Closed => (Vec::new(), game.deck_list(viewer)),
        };
        if !others.is_empty() {
            return Pool { sure, others };
        }
        let library = game.library();
        // The cards a deck may hold: no enchantment card, no Hero Power, no hero card.
        let deck_cards = library.cards().filter(|(_, card)| {
            !matches!(
                card.kind,
                CardKind::Enchantment { .. } | CardKind::HeroPower { .. } | CardKind::Hero { .. }
            )
        });
        Pool { sure, others: deck_cards.map(|(id, _)| id).collect() }
    }
}

/// The opponent's deck list less each card of it `viewer` sees (one of its card objects in
/// play, in a graveyard, known in the hand, taken by `viewer`...), sorted.
fn list_less_seen(game: &Game, viewer: Player) -> Vec<CardId> {
    let state = game.state();
    let ids = game.deck_list_ids(viewer.other());
    let mut left = game.deck_list(viewer.other());
    for id in ids.map(Id).filter(|&id| sees(state, viewer, id)) {
        let card = state.entity(id).card.expect("a card object of a deck has a card");
        if let Some(at) = left.iter().position(|&listed| listed == card) {
            left.swap_remove(at);
        }
    }
    left.sort();
    left
}
