//! `cargo run --release --example arena [GAMES]`: the flat Monte Carlo bot against uniformly
//! random play, seats alternating, on the playout deck; prints the bot's results and win rate.
//! The games are search copies (`search::playout_start`): a move that ran away would spoil one
//! and leave it unfinished (none does with this deck).

use my_engine::engine::{Outcome, Player, SplitMix64};
use my_engine::search::{self, FlatMonteCarlo, MAX_MOVES, random_move};

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|games| games.parse().ok()).unwrap_or(20);
    let bot = FlatMonteCarlo { playouts: 8 };
    let (mut won, mut lost, mut drawn) = (0, 0, 0);
    for game_number in 0..games {
        let bot_seat = if game_number % 2 == 0 { Player::FIRST } else { Player::SECOND };
        let mut random = SplitMix64::new(game_number);
        let mut game = search::playout_start();
        game.reseed(random.next_u64());
        for _ in 0..MAX_MOVES {
            let Some(player) = game.player_to_move() else { break }; // The mulligans, then the turns.
            let chosen = if player == bot_seat {
                bot.choose(&game, &mut random)
            } else {
                random_move(&game, &mut random)
            };
            let Some(chosen) = chosen else { break };
            if game.make(chosen).is_err() {
                let _ = game.make(my_engine::engine::Move::EndTurn);
            }
        }
        match game.outcome() {
            Some(Outcome::Won { player }) if player == bot_seat => won += 1,
            Some(Outcome::Won { .. }) => lost += 1,
            _ => drawn += 1,
        }
    }
    let rate = 100.0 * won as f64 / games.max(1) as f64;
    println!("flat Monte Carlo ({} playouts a move) against random play, {games} games:", bot.playouts);
    println!("won {won}, lost {lost}, drawn or unfinished {drawn}: the bot won {rate:.0}%");
}
