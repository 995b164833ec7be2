//! Random playouts and a flat Monte Carlo bot, using only the game's public API: what game
//! search runs millions of times.

use crate::engine::{Game, ListedMoves, Move, Outcome, Player, Positions, SplitMix64};

/// A game that has not ended after this many moves is left undecided: under the real game's
/// rules Fatigue ends every game long before, but a game without it could go on forever.
pub const MAX_MOVES: usize = 1_000;

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
    let mut listed = ListedMoves::new();
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

/// Flat Monte Carlo: for each legal move, play `playouts` random games from the position it
/// leads to, and choose the move that won most often for the player to move.
#[derive(Clone, Copy, Debug)]
pub struct FlatMonteCarlo {
    /// Random playouts per legal move.
    pub playouts: usize,
}

impl FlatMonteCarlo {
    /// The move this bot makes in `game`; `None` when the game is over.
    pub fn choose(&self, game: &Game, random: &mut SplitMix64) -> Option<Move> {
        let player = game.player_to_move()?;
        let legal = game.legal_moves();
        let mut best: Option<(usize, Move)> = None;
        for &candidate in &legal {
            let Some(wins) = self.wins_after(game, candidate, player, random) else {
                continue; // A move that cannot be made is never chosen over one that can.
            };
            if best.is_none_or(|(most, _)| wins > most) {
                best = Some((wins, candidate));
            }
        }
        // If no move can be made (each runs away), the first legal one, as a player would try.
        best.map(|(_, chosen)| chosen).or_else(|| legal.first().copied())
    }

    /// How many of `playouts` random games after `candidate` `player` wins, each on its own
    /// search copy of `game`; `None` if `candidate` cannot be made (it runs away).
    fn wins_after(
        &self,
        game: &Game,
        candidate: Move,
        player: Player,
        random: &mut SplitMix64,
    ) -> Option<usize> {
        let mut wins = 0;
        for _ in 0..self.playouts {
            let mut copy = game.search_copy();
            copy.reseed(random.next_u64());
            copy.make(candidate).ok()?;
            if let (Some(Outcome::Won { player: winner }), _) = play_out(&mut copy, random) {
                wins += usize::from(winner == player);
            }
        }
        Some(wins)
    }
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

    #[test]
    fn the_bot_chooses_a_legal_move_and_none_when_the_game_is_over() {
        let mut g = game();
        let bot = FlatMonteCarlo { playouts: 2 };
        let chosen = bot.choose(&g, &mut SplitMix64::new(1)).expect("a move");
        assert!(g.legal_moves().contains(&chosen));
        let hero = g.hero(Player::SECOND);
        g.deal_damage(hero, 30).unwrap();
        assert_eq!(bot.choose(&g, &mut SplitMix64::new(1)), None);
    }
}
