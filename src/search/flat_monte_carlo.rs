//! The flat Monte Carlo bot (`Bot::FlatMonteCarlo`): for each legal move, random playouts on
//! games sampled from the view (determinization), and the move that won most often.

use super::playout::play_out;
use crate::engine::{Move, Outcome, Player, SplitMix64, View};

/// For each legal move of `view`'s player (`View::legal_moves`), `playouts` random games
/// (`play_out`), each on a game sampled anew from the view (`View::determinize`, its seed
/// drawn from `random`) with the move made, as a search copy; the move that won most often for
/// the player, the first listed among equals. A move that cannot be made (it runs away) is
/// never chosen over one that can; if none can, the first legal move, as a player would try.
/// `None` when it is not the player's move.
pub(super) fn flat_monte_carlo_move(view: &View, playouts: usize, random: &mut SplitMix64) -> Option<Move> {
    let legal = view.legal_moves();
    let mut best: Option<(usize, Move)> = None;
    for &candidate in &legal {
        let Some(wins) = wins_after(view, candidate, playouts, random) else {
            continue; // A move that cannot be made is never chosen over one that can.
        };
        if best.is_none_or(|(most, _)| wins > most) {
            best = Some((wins, candidate));
        }
    }
    best.map(|(_, chosen)| chosen).or_else(|| legal.first().copied())
}

/// How many of `playouts` random games after `candidate` `view`'s player wins, each on its own
/// game sampled from `view`; `None` if `candidate` cannot be made (it runs away).
fn wins_after(view: &View, candidate: Move, playouts: usize, random: &mut SplitMix64) -> Option<usize> {
    let player: Player = view.player();
    let mut wins = 0;
    for _ in 0..playouts {
        let mut game = view.determinize(random.next_u64()).search_copy();
        game.make(candidate).ok()?;
        if let (Some(Outcome::Won { player: winner }), _) = play_out(&mut game, random) {
            wins += usize::from(winner == player);
        }
    }
    Some(wins)
}

#[cfg(test)]
mod tests {
    use crate::content::library;
    use crate::engine::{CardId, DeckLists, Game, Limits, Player, Rules, SplitMix64};
    use crate::search::Bot;

    fn game() -> Game {
        let deck: Vec<CardId> = ["Bloodfen Raptor", "Chillwind Yeti", "Fireball", "Wolfrider"]
            .iter()
            .map(|name| library().find(name).unwrap())
            .cycle()
            .take(12)
            .collect();
        let mut g = Game::new(library(), [deck.clone(), deck], Limits::default())
            .unwrap()
            .with_rules(Rules::hearthstone());
        g.begin().unwrap();
        g
    }

    #[test]
    fn the_bot_chooses_a_legal_move_of_its_view_and_none_when_the_game_is_over() {
        let mut g = game();
        let bot = Bot::FlatMonteCarlo { playouts: 2 };
        let player = g.player_to_move().expect("a mulligan to make");
        let chosen = bot.choose(&g.view(player, DeckLists::Open), &mut SplitMix64::new(1)).expect("a move");
        assert!(g.legal_moves().contains(&chosen));
        let other = bot.choose(&g.view(player.other(), DeckLists::Open), &mut SplitMix64::new(1));
        assert_eq!(other, None, "not the other player's move");
        let hero = g.hero(Player::SECOND);
        g.deal_damage(hero, 30).unwrap();
        assert_eq!(bot.choose(&g.view(player, DeckLists::Open), &mut SplitMix64::new(1)), None);
    }
}
