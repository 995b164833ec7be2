//! `cargo run --release --example arena [GAMES] [BOT]`: a shipped bot (`flat` Monte Carlo with 8
//! playouts a move, the default, or `greedy`) against uniformly random play, seats alternating,
//! on the playout deck; prints the bot's results and win rate. Each bot is handed its player's
//! view with open deck lists (`Game::view`), never the game. The games are search copies
//! (`search::playout_start`): a move that ran away would spoil one and leave it unfinished
//! (none does with this deck).

use my_engine::engine::{DeckLists, Move, Outcome, Player, SplitMix64};
use my_engine::search::{self, Bot, MAX_MOVES};

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|games| games.parse().ok()).unwrap_or(20);
    let bot = match args.next().as_deref() {
        None | Some("flat") => Bot::FlatMonteCarlo { playouts: 8 },
        Some("greedy") => Bot::Greedy,
        Some(other) => {
            eprintln!("unknown bot {other:?}: use `flat` or `greedy`");
            std::process::exit(2);
        }
    };
    let (mut won, mut lost, mut drawn) = (0, 0, 0);
    for game_number in 0..games {
        let bot_seat = if game_number % 2 == 0 { Player::FIRST } else { Player::SECOND };
        let mut random = SplitMix64::new(game_number);
        let mut game = search::playout_start();
        game.reseed(random.next_u64());
        for _ in 0..MAX_MOVES {
            let Some(player) = game.player_to_move() else { break }; // The mulligans, then the turns.
            let playing = if player == bot_seat { bot } else { Bot::Random };
            let Some(chosen) = playing.choose(&game.view(player, DeckLists::Open), &mut random) else {
                break;
            };
            if game.make(chosen).is_err() {
                let _ = game.make(Move::EndTurn);
            }
        }
        match game.outcome() {
            Some(Outcome::Won { player }) if player == bot_seat => won += 1,
            Some(Outcome::Won { .. }) => lost += 1,
            _ => drawn += 1,
        }
    }
    let rate = 100.0 * won as f64 / games.max(1) as f64;
    let about = match bot {
        Bot::FlatMonteCarlo { playouts } => format!("flat Monte Carlo ({playouts} playouts a move)"),
        other => other.name().to_owned(),
    };
    println!("{about} against random play, {games} games:");
    println!("won {won}, lost {lost}, drawn or unfinished {drawn}: the bot won {rate:.0}%");
}
