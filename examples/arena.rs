//! `cargo run --release --example arena [GAMES] [BOT] [THREADS]`: a shipped bot (`flat` Monte
//! Carlo with 8 playouts a move, the default, or `greedy`) against uniformly random play,
//! seats alternating, on the playout deck, the games spread over THREADS threads (every core
//! by default, `search::play_seeds`); prints the bot's results, its win rate, the games a
//! second, and each game's outcome in seed order, which is the same for any number of threads.
//! Each bot is handed its player's view with open deck lists (`Game::view`), never the game.
//! The games are search copies (`search::playout_start`): a move that ran away would spoil one
//! and leave it unfinished (none does with this deck).

use std::time::Instant;

use my_engine::engine::{DeckLists, Move, Outcome, Player, SplitMix64};
use my_engine::search::{self, Bot, MAX_MOVES, every_core, play_seeds};

/// How one game ended for the bot.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Result {
    Won,
    Lost,
    Drawn,
}

/// The game of `seed`: the bot in seat 0 on even seeds, seat 1 on odd ones; every random
/// choice, the bots' included, from the seed.
fn play(bot: Bot, seed: u64) -> Result {
    let bot_seat = if seed.is_multiple_of(2) { Player::FIRST } else { Player::SECOND };
    let mut random = SplitMix64::new(seed);
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
        Some(Outcome::Won { player }) if player == bot_seat => Result::Won,
        Some(Outcome::Won { .. }) => Result::Lost,
        _ => Result::Drawn,
    }
}

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
    let threads: usize = args.next().and_then(|threads| threads.parse().ok()).unwrap_or_else(every_core);
    let began = Instant::now();
    let results = play_seeds(0..games, threads, |seed| play(bot, seed), |_| {});
    let seconds = began.elapsed().as_secs_f64();
    let count = |wanted| results.iter().filter(|&&result| result == wanted).count();
    let (won, lost, drawn) = (count(Result::Won), count(Result::Lost), count(Result::Drawn));
    let rate = 100.0 * won as f64 / games.max(1) as f64;
    let about = match bot {
        Bot::FlatMonteCarlo { playouts } => format!("flat Monte Carlo ({playouts} playouts a move)"),
        other => other.name().to_owned(),
    };
    let outcomes: String = results
        .iter()
        .map(|result| match result {
            Result::Won => 'W',
            Result::Lost => 'L',
            Result::Drawn => 'D',
        })
        .collect();
    println!("{about} against random play, {games} games on {threads} thread(s):");
    println!("won {won}, lost {lost}, drawn or unfinished {drawn}: the bot won {rate:.0}%");
    println!("{:.2} games a second ({seconds:.2} s)", games as f64 / seconds);
    println!("each game, in seed order: {outcomes}");
}
