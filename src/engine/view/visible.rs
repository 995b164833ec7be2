//! Which card objects a player sees: the characters in play, the graveyards, their own cards
//! wherever they are, and the cards of the opponent's hand they know; and the opponent's card
//! objects they do not see, in the order a view deals them.

use crate::engine::course::state::State;
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{Id, Player, Zone};

/// Whether `viewer` knows which card the card object `id` is (for a hero: that it is one).
///
/// The wiki's Hand page (hearthstone.wiki.gg/wiki/Hand): "The player can see their hand face-up
/// at the bottom of the screen, while the opponent's hand is shown face-down at the top of the
/// screen"; a card burned by a full hand is "revealed to both players", and "Like overdraw,
/// discard effects reveal the discarded cards to both players". So a player sees:
/// - their own card objects, wherever they are (their deck's cards too, though not its order:
///   they built it);
/// - everything in play (the weapons and Hero Powers too), and every graveyard (a card played, destroyed,
///   burned or discarded);
/// - a card of the opponent's hand that came there in the open or that a card showed them
///   (`Flag::KnownToOpponent`);
/// - a minion set aside as it left play (transformed, become a copy): it was in play.
///
/// They do not see the opponent's deck, the other cards of the opponent's hand, nor the cards
/// a choice among cards offers the opponent (set aside, never in play), chosen or not.
pub(super) fn sees(state: &State, viewer: Player, id: Id) -> bool {
    let entity = state.entity(id);
    if entity.owner() == viewer {
        return true;
    }
    match entity.zone {
        Zone::Board | Zone::Weapon | Zone::HeroPower | Zone::Graveyard => true,
        Zone::Hand => entity.is(Flag::KnownToOpponent),
        Zone::Deck => false,
        Zone::SetAside => entity.played.is_some(),
    }
}

/// The card objects `viewer` does not see (`sees`), all the opponent's, in the order a view
/// deals them: the opponent's hand by position (the cards `viewer` does not know), the
/// opponent's deck top card first, the cards a waiting choice of the opponent's offers as it
/// offers them, then any other by id (a card an earlier choice left set aside).
pub(super) fn unseen_by(state: &State, viewer: Player) -> Vec<Id> {
    let opponent = viewer.other();
    let unseen = |id: &Id| !sees(state, viewer, *id);
    let mut ordered: Vec<Id> = state.hands[opponent].iter().copied().filter(unseen).collect();
    ordered.extend(state.decks[opponent].ids());
    if let Some(choice) = state.choice.filter(|choice| choice.player() == opponent) {
        ordered.extend(choice.offered().iter().copied().filter(unseen));
    }
    let mut listed = vec![false; state.entities.len()];
    for id in &ordered {
        listed[id.0 as usize] = true;
    }
    let count = u32::try_from(state.entities.len()).expect("ids are 32-bit numbers");
    ordered.extend((0..count).map(Id).filter(|id| !listed[id.0 as usize] && unseen(id)));
    ordered
}
