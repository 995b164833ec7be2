//! Random playouts, using only the game's public API: what game search runs millions of times
//! (the benchmark's workload). A playout plays the game it is handed, hidden cards and all: it
//! is the engine's, run on a game a bot sampled from its view (`View::determinize`), not a bot.

use crate::engine::{Game, ListedMoves, Move, Outcome, Positions, SplitMix64};

/// A game that has not ended after this many moves is left undecided: under the real game's
/// rules Fatigue ends every game long before, but a game without it could go on forever.
pub const MAX_MOVES: usize = 1_000;

/// How many moves a playout's list has room for before it grows: more than most turns list
/// (a full board's attacks at a full board are 64).
const LISTING_ROOM: usize = 64;

/// A legal move of the player to move (`Game::player_to_move`: the mulligans, then the
/// turns), chosen uniformly among the legal moves with minions played at the right end
/// (`Positions::RightEnd`); `None` when the game is over (or has not begun).
pub fn random_move(game: &Game, random: &mut SplitMix64) -> Option<Move> {
    let mut listed = ListedMoves::new();
    random_index(game, random, &mut listed).map(|at| listed[at])
}

/// Where in `listed` the random move is, once `listed` holds the legal moves of `game` as
/// `random_move` lists them: a playout keeps one list for every move.
fn random_index(game: &Game, random: &mut SplitMix64, listed: &mut ListedMoves) -> Option<usize> {
    game.list_moves(Positions::RightEnd, listed);
    random.below(listed.len())
}

/// Play `game` to its end with random moves (`random_move`); how it ended and how many moves
/// it took, or `None` for the outcome if it did not end within `MAX_MOVES`. Search plays a
/// search copy (`Game::search_copy`, as `playout_start` gives); a game in the normal mode plays
/// the same moves until one runs away. A legal move that is stopped by a limit (a card that
/// feeds itself) ends the turn instead: in the normal mode it changed nothing; a search copy
/// it spoiled lists no move, and the playout ends there undecided.
///
/// Each move is made from the list it was chosen from (`Game::make_listed`), so the game does
/// not check again what it has just listed.
pub fn play_out(game: &mut Game, random: &mut SplitMix64) -> (Option<Outcome>, usize) {
    // Room for most listings from the start (speed: a list grown move by move reallocates
    // three times a game, about 1% of a playout).
    let mut listed = ListedMoves::with_room(LISTING_ROOM);
    for moves in 0..MAX_MOVES {
        let Some(chosen) = random_index(game, random, &mut listed) else {
            return (game.outcome(), moves);
        };
        if game.make_listed(&listed, chosen).is_err() {
            let _ = game.make(Move::EndTurn);
        }
    }
    (game.outcome(), MAX_MOVES)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::library;
    use crate::engine::{CardId, Limits, Rules};

    fn game() -> Game {
        let deck: Vec<CardId> = [
            "Bloodfen Raptor",
            "Chillwind Yeti",
            "Fireball",
            "Wolfrider",
            "Arcane Explosion",
            "Boulderfist Ogre",
        ]
        .iter()
        .map(|name| library().find(name).unwrap())
        .collect();
        let deck: Vec<CardId> = deck.iter().cycle().take(12).copied().collect();
        let mut g = Game::new(library(), [deck.clone(), deck], Limits::default())
            .unwrap()
            .with_rules(Rules::hearthstone());
        g.begin().unwrap();
        g
    }

    #[test]
    fn a_random_playout_ends_the_game_and_replays_from_its_seed() {
        let (mut first, mut second) = (game(), game());
        let (ended, moves) = play_out(&mut first, &mut SplitMix64::new(7));
        assert!(ended.is_some() && moves > 10, "{ended:?} after {moves} moves");
        assert_eq!(play_out(&mut second, &mut SplitMix64::new(7)), (ended, moves));
        assert_eq!(first.log(), second.log(), "the same seed plays the same game");
        assert!(first.legal_moves().is_empty());
    }
}
