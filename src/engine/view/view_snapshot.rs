//! A player's view as JSON (`ViewSnapshot`), loaded without replaying: the view's player, what
//! they know of the opponent's deck list, and the position the view holds (its game with every
//! card the player cannot see dealt in order), as a game's snapshot writes it.

use serde::{Deserialize, Serialize};

use super::deck_lists::DeckLists;
use super::player_view::View;
use crate::engine::course::card::Library;
use crate::engine::course::error::Result;
use crate::engine::game::Game;
use crate::engine::object::id::{CardId, Id, Player};
use crate::engine::snapshot::{Snapshot, SnapshotError};

/// The view snapshot's format: a file of another one is refused, with the fix.
pub const VIEW_SNAPSHOT_FORMAT: u32 = 1;

/// A player's view as JSON (`View::snapshot`, `View::from_snapshot`). The public log is not
/// kept, as a game's snapshot keeps no log: a view loaded from one has an empty log. Everything
/// else of the view is: its player, the deck-list setting, both boards, the hands as the player
/// knows them, the decks as counts and (their own) a multiset, the turn and mana.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ViewSnapshot {
    /// `VIEW_SNAPSHOT_FORMAT` when written.
    pub format: u32,
    /// The player whose view it is.
    pub player: Player,
    /// What they know of the opponent's deck list: `"open"` or `"closed"`.
    pub deck_lists: DeckLists,
    /// The game the view holds, every card the player cannot see dealt in order.
    pub position: Snapshot,
}

impl View {
    /// This view as a `ViewSnapshot` (JSON with `serde_json`). The public log is not kept.
    pub fn snapshot(&self) -> Result<ViewSnapshot> {
        Ok(ViewSnapshot {
            format: VIEW_SNAPSHOT_FORMAT,
            player: self.player(),
            deck_lists: self.deck_lists(),
            position: self.dealt().snapshot()?,
        })
    }

    /// The view `snapshot` describes, its cards named in `library`, with an empty public log.
    /// Refused, loading nothing, when it is of another format, when its position is no game the
    /// rules could reach (`Game::from_snapshot`'s checks), or when the position holds what its
    /// player cannot see (a view of it would deal those cards anew): a game's own snapshot is
    /// not a view's, and loading it as one would hand a bot the hidden cards.
    pub fn from_snapshot(
        library: &'static Library,
        snapshot: &ViewSnapshot,
    ) -> std::result::Result<View, SnapshotError> {
        if snapshot.format != VIEW_SNAPSHOT_FORMAT {
            return Err(SnapshotError::ViewFormat { found: snapshot.format, expected: VIEW_SNAPSHOT_FORMAT });
        }
        let game = Game::from_snapshot(library, &snapshot.position)?;
        let (player, deck_lists) = (snapshot.player, snapshot.deck_lists);
        let dealt_again = game.view(player, deck_lists);
        if let Some(what) = hidden_in(&game, dealt_again.dealt(), player) {
            return Err(SnapshotError::NotAView { player, what });
        }
        Ok(View::of_parts(player, deck_lists, game))
    }
}

/// What `game` holds that a view would deal anew, `dealt` being its view's game: the first
/// difference a player could learn from, in words, or `None` when it is a view's position.
fn hidden_in(game: &Game, dealt: &Game, player: Player) -> Option<String> {
    let opponent = player.other();
    let cards = |game: &Game, ids: Vec<Id>| -> Vec<Option<CardId>> {
        ids.into_iter().map(|id| game.card_of(id).ok().flatten()).collect()
    };
    if cards(game, game.hand(opponent).to_vec()) != cards(dealt, dealt.hand(opponent).to_vec()) {
        return Some(format!("player {opponent}'s hand"));
    }
    for side in Player::BOTH {
        if cards(game, game.deck(side)) != cards(dealt, dealt.deck(side))
            || game.deck(side) != dealt.deck(side)
        {
            return Some(format!("the order of player {side}'s deck"));
        }
    }
    let (mut once, mut twice) = (game.clone(), dealt.clone());
    once.clear_log();
    twice.clear_log();
    (once != twice).then(|| "the random generator's state, or a card's id".to_owned())
}
