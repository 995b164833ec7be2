//! `cargo run --release --example throughput`: Sequences per second for each workload, one
//! JSON object per line, in a few seconds.

use std::hint::black_box;
use std::time::{Duration, Instant};

use my_engine::engine::{Game, SplitMix64};
use my_engine::search;
use my_engine::workloads::{self, Played, Workload};

/// How long each workload is timed, in rounds; the fastest round is reported, being the one
/// least disturbed by the rest of the machine.
const ROUND: Duration = Duration::from_millis(250);
const ROUNDS: usize = 8;

fn main() {
    for workload in workloads::all() {
        report(&workload);
    }
    report_playouts("random_playout", &search::playout_start());
    report_playouts("random_playout_aura_deck", &search::aura_playout_start());
    report_long_run();
}

/// How many random harness calls `report_long_run` makes, and the size of the windows it
/// compares.
const LONG_RUN: usize = 1_000_000;
const WINDOW: usize = 100_000;

/// A million random harness calls on one game, whose table of card objects and log grow all
/// the way: the time per call over the first and the last hundred thousand, one JSON line.
/// Equal figures mean a call's cost does not grow with the game's history.
fn report_long_run() {
    let mut game = workloads::random_calls_game();
    let mut random = SplitMix64::new(1);
    let mut window = |calls: usize| {
        let start = Instant::now();
        for _ in 0..calls {
            workloads::random_harness_call(&mut game, &mut random);
        }
        start.elapsed().as_nanos() as f64 / calls as f64
    };
    let first = window(WINDOW);
    window(LONG_RUN - 2 * WINDOW);
    let last = window(WINDOW);
    let card_objects = game.engine().id_count();
    let line = format!(
        r#"{{"workload":"million_harness_calls","calls":{LONG_RUN},"card_objects":{card_objects},"ns_per_call_first_100k":{first:.0},"ns_per_call_last_100k":{last:.0}}}"#
    );
    println!("{line}");
}

/// Random playouts from `start` (the benchmark deck's or the aura deck's), each its own seed:
/// games per second, moves per game, time per move; one JSON line named `workload`.
fn report_playouts(workload: &str, start: &Game) {
    let began = Instant::now();
    let Played { games, moves } = workloads::random_playouts(start, 0.., ROUND * ROUNDS as u32);
    let nanos = began.elapsed().as_nanos() as f64;
    let line = format!(
        r#"{{"workload":"{workload}","games_per_second":{:.0},"moves_per_game":{:.1},"ns_per_game":{:.0},"ns_per_move":{:.1}}}"#,
        games as f64 * 1e9 / nanos,
        moves as f64 / games as f64,
        nanos / games as f64,
        nanos / moves as f64,
    );
    println!("{line}");
}

/// Time `workload` for `ROUNDS` rounds and print one JSON line.
fn report(workload: &Workload) {
    let events = workload.events();
    let nanos = (0..ROUNDS).map(|_| round(workload)).fold(f64::INFINITY, f64::min);
    // Written by hand to keep the fields in this order; each value is plain JSON.
    let line = format!(
        r#"{{"workload":"{}","events":{events},"sequences_per_second":{:.0},"ns_per_sequence":{:.1},"ns_per_event":{:.2}}}"#,
        workload.name,
        1e9 / nanos,
        nanos,
        nanos / events as f64,
    );
    println!("{line}");
}

/// Nanoseconds per Sequence over one round.
fn round(workload: &Workload) -> f64 {
    let mut runs: u64 = 0;
    let start = Instant::now();
    while start.elapsed() < ROUND {
        for _ in 0..500 {
            black_box(black_box(workload).run());
        }
        runs += 500;
    }
    start.elapsed().as_nanos() as f64 / runs as f64
}
