//! `cargo run --release --example two_threads -- [SECONDS]`: random playouts on two threads,
//! first each from a copy of one shared begun game (the copies share its decks' lists), then
//! each from a game of its own, with each thread's CPU time a move: what a parallel search
//! from one mid-game position pays for sharing it. One JSON line per run. CPU time is read from
//! `/proc/thread-self/schedstat` (Linux); elsewhere the wall clock stands in.

use std::thread;
use std::time::{Duration, Instant};

use my_engine::engine::Game;
use my_engine::search;
use my_engine::workloads::{self, Played, thread_cpu_ns};

/// Play random games from copies of `start` for `seconds`: moves made and CPU (or wall)
/// nanoseconds spent.
fn play(start: &Game, seconds: f64, first_seed: u64) -> (u64, f64) {
    let (began, cpu_began) = (Instant::now(), thread_cpu_ns());
    let seeds = (first_seed..).step_by(2); // The other thread plays the other seeds.
    let Played { moves, .. } = workloads::random_playouts(start, seeds, Duration::from_secs_f64(seconds));
    let spent = match (cpu_began, thread_cpu_ns()) {
        (Some(began), Some(now)) => now - began,
        _ => began.elapsed().as_nanos() as f64,
    };
    (moves, spent)
}

/// Run two threads, each from `starts[i]`, and report the CPU time a move over both.
fn run(name: &str, starts: [Game; 2], seconds: f64) {
    let results: Vec<(u64, f64)> = thread::scope(|scope| {
        let handles: Vec<_> = (0..2u64)
            .zip(starts.iter())
            .map(|(thread, start)| scope.spawn(move || play(start, seconds, thread)))
            .collect();
        handles.into_iter().map(|handle| handle.join().expect("a playout thread")).collect()
    });
    let (moves, spent) = results.iter().fold((0, 0.0), |(m, s), &(moves, spent)| (m + moves, s + spent));
    println!(r#"{{"run":"{name}","moves":{moves},"cpu_ns_per_move":{:.1}}}"#, spent / moves as f64);
}

fn main() {
    let seconds: f64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(2.0);
    let shared = search::playout_start();
    run("shared_start", [shared.clone(), shared.clone()], seconds);
    run("own_starts", [search::playout_start(), search::playout_start()], seconds);
}
