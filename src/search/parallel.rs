//! Games on every core: one seeded game per task, spread over `std::thread::scope` workers,
//! the results in seed order, so that they are the same whatever the number of threads.

use std::num::NonZeroUsize;
use std::ops::Range;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::thread;

/// How many threads to use: the machine's cores (`std::thread::available_parallelism`), one if
/// it cannot tell.
pub fn every_core() -> usize {
    thread::available_parallelism().map_or(1, NonZeroUsize::get)
}

/// `play(seed)` for every seed of `seeds`, on `threads` threads (at least one), each worker
/// taking the next seed not yet taken; the results in seed order. A game depends on its seed
/// alone, so the results are the same for any number of threads. `done(count)` is called after
/// each game with the number of games finished so far (for a progress line).
pub fn play_seeds<R: Send>(
    seeds: Range<u64>,
    threads: usize,
    play: impl Fn(u64) -> R + Sync,
    done: impl Fn(usize) + Sync,
) -> Vec<R> {
    // Tasks are counted from 0 and each plays `seeds.start + task`, so that no count passes the
    // end of `u64` (a seed counter near `u64::MAX` would wrap to 0 and never stop).
    let tasks = seeds.end.saturating_sub(seeds.start);
    let next = AtomicU64::new(0);
    let finished = AtomicUsize::new(0);
    let worker = || {
        let mut mine = Vec::new();
        loop {
            let task = next.fetch_add(1, Ordering::Relaxed);
            if task >= tasks {
                break;
            }
            let seed = seeds.start + task;
            mine.push((seed, play(seed)));
            done(finished.fetch_add(1, Ordering::Relaxed) + 1);
        }
        mine
    };
    let mut results: Vec<(u64, R)> = thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1)).map(|_| scope.spawn(worker)).collect();
        workers
            .into_iter()
            .flat_map(|handle| handle.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
            .collect()
    });
    results.sort_by_key(|(seed, _)| *seed);
    results.into_iter().map(|(_, result)| result).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    #[test]
    fn every_seed_is_played_once_and_the_results_are_in_seed_order_for_any_threads() {
        let one = play_seeds(10..50, 1, |seed| seed * seed, |_| {});
        let four = play_seeds(10..50, 4, |seed| seed * seed, |_| {});
        assert_eq!(one, (10..50).map(|seed| seed * seed).collect::<Vec<_>>());
        assert_eq!(four, one);
    }

    #[test]
    fn done_counts_each_finished_game() {
        let calls = AtomicUsize::new(0);
        let most = AtomicUsize::new(0);
        play_seeds(
            0..25,
            3,
            |seed| seed,
            |count| {
                calls.fetch_add(1, Ordering::Relaxed);
                most.fetch_max(count, Ordering::Relaxed);
            },
        );
        assert_eq!(calls.into_inner(), 25);
        assert_eq!(most.into_inner(), 25);
    }

    #[test]
    fn seeds_at_the_end_of_u64_are_each_played_once_and_the_run_ends() {
        let last = u64::MAX - 5..u64::MAX;
        assert_eq!(play_seeds(last.clone(), 3, |seed| seed, |_| {}), last.collect::<Vec<_>>());
    }

    #[test]
    fn no_seed_is_no_game_and_zero_threads_is_one() {
        assert!(play_seeds(5..5, 2, |seed| seed, |_| {}).is_empty());
        assert_eq!(play_seeds(0..3, 0, |seed| seed, |_| {}), vec![0, 1, 2]);
    }
}
