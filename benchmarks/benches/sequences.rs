//! `cargo bench`: the cost of one Sequence on a copy of a prepared game, and of the copy alone.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use my_engine::engine::{Game, LogKeeping, SplitMix64};
use my_engine::search;
use my_engine::workloads::{self, Workload};

/// Each Sequence workload: copy the prepared game, then run the call.
fn sequences(c: &mut Criterion) {
    for workload in workloads::all() {
        let mut group = c.benchmark_group(workload.name);
        group.throughput(Throughput::Elements(workload.events() as u64));
        group.bench_function("copy_and_run", |b| b.iter(|| black_box(&workload).run()));
        group.finish();
    }
}

/// Copying the prepared full-board game alone.
fn clone_full_game(c: &mut Criterion) {
    let workload = workloads::full_board_whirlwind(7);
    c.bench_function("clone_full_game", |b| b.iter(|| black_box(&workload.game).clone()));
}

/// Copying a full board of enchanted minions (28 enchantments) alone.
fn clone_enchanted_board(c: &mut Criterion) {
    let game = workloads::enchanted_full_board();
    c.bench_function("clone_enchanted_board", |b| b.iter(|| black_box(&game).clone()));
}

/// Copying a full board under two auras a side (28 grants) alone.
fn clone_aura_board(c: &mut Criterion) {
    let game = workloads::aura_full_board().game;
    c.bench_function("clone_aura_board", |b| b.iter(|| black_box(&game).clone()));
}

/// Full-board Whirlwind with 1 to 7 minions a side: time per Sequence against events.
fn board_sizes(c: &mut Criterion) {
    let mut group = c.benchmark_group("whirlwind_by_board_size");
    for per_side in 1..=7 {
        let workload: Workload = workloads::full_board_whirlwind(per_side);
        group.throughput(Throughput::Elements(workload.events() as u64));
        group.bench_with_input(BenchmarkId::from_parameter(per_side), &workload, |b, w| b.iter(|| w.run()));
    }
    group.finish();
}

/// One damage to a hero with decks of 30 and of 100,000: a call's cost apart from its work.
fn deck_sizes(c: &mut Criterion) {
    let mut group = c.benchmark_group("one_damage_by_deck_size");
    for deck_size in [30, 100_000] {
        let workload = workloads::one_damage(deck_size);
        group.bench_with_input(BenchmarkId::from_parameter(deck_size), &workload, |b, w| {
            let mut game = w.game.clone();
            game.set_log_keeping(LogKeeping::Nothing); // the same game takes every call
            b.iter(|| w.call_on(black_box(&mut game)).expect("a hero can always take damage"))
        });
    }
    group.finish();
}

/// One damage to a hero with 4 and 100,000 cards in hand: a call's cost apart from its work.
fn hand_sizes(c: &mut Criterion) {
    let mut group = c.benchmark_group("one_damage_by_hand_size");
    for hand_size in [4, 100_000] {
        let workload = workloads::one_damage_with_hand(hand_size);
        group.bench_with_input(BenchmarkId::from_parameter(hand_size), &workload, |b, w| {
            let mut game = w.game.clone();
            game.set_log_keeping(LogKeeping::Nothing); // the same game takes every call
            b.iter(|| w.call_on(black_box(&mut game)).expect("a hero can always take damage"))
        });
    }
    group.finish();
}

/// A whole game of uniformly random legal moves from the start, on a copy of a begun game,
/// each iteration with the next seed.
fn random_playout(c: &mut Criterion) {
    playouts(c, "random_playout", &search::playout_start());
    playouts(c, "random_playout_aura_deck", &search::aura_playout_start());
}

/// Random playouts from `start`, timed as `name`.
fn playouts(c: &mut Criterion, name: &str, start: &Game) {
    c.bench_function(name, |b| {
        // Each game its own seed, as in search: replaying one seed's game again and again
        // lets the processor learn its every branch, and times it in two thirds of the time.
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            let mut game = black_box(start).clone();
            search::play_out(&mut game, &mut SplitMix64::new(black_box(seed)))
        })
    });
}

criterion_group!(
    benches,
    sequences,
    clone_full_game,
    clone_enchanted_board,
    clone_aura_board,
    board_sizes,
    deck_sizes,
    hand_sizes,
    random_playout
);
criterion_main!(benches);
