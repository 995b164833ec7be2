//! `cargo run --release --example playout_cpu -- [benchmark|aura] [SECONDS] [GAMES]`: random
//! playouts on one deck for a few seconds (or GAMES games, the first to come: a fixed count for
//! `valgrind --tool=callgrind`, whose total divided by the moves is the instructions a move), with this thread's CPU time a move beside the wall clock, the
//! figure compared with hearthstone-ai's `cpu_ns_per_move` (`../shared/peer/hsai/`). One JSON
//! line. CPU time is read from `/proc/thread-self/schedstat` (Linux); elsewhere it is left out.

use std::time::{Duration, Instant};

use my_engine::search;
use my_engine::workloads::{self, Played, thread_cpu_ns};

fn main() {
    let mut args = std::env::args().skip(1);
    let deck = args.next().unwrap_or_else(|| "benchmark".to_owned());
    let seconds: f64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(2.0);
    let most_games: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(u64::MAX);
    let start = match deck.as_str() {
        "benchmark" => search::playout_start(),
        "aura" => search::aura_playout_start(),
        other => {
            eprintln!("unknown deck {other:?}: use `benchmark` or `aura`");
            std::process::exit(2);
        }
    };
    let cpu_began = thread_cpu_ns();
    let began = Instant::now();
    let Played { games, moves } =
        workloads::random_playouts(&start, 0..most_games, Duration::from_secs_f64(seconds));
    let nanos = began.elapsed().as_nanos() as f64;
    let cpu = cpu_began.zip(thread_cpu_ns()).map(|(began, now)| now - began);
    let cpu_field =
        cpu.map_or(String::new(), |cpu| format!(r#","cpu_ns_per_move":{:.1}"#, cpu / moves as f64));
    println!(
        r#"{{"engine":"my-engine","deck":"{deck}","games":{games},"moves":{moves},"moves_per_game":{:.1},"ns_per_move":{:.1}{cpu_field}}}"#,
        moves as f64 / games as f64,
        nanos / moves as f64,
    );
}
