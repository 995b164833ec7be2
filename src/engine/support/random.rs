//! `SplitMix64`: the one seeded generator a game draws every random choice from.

/// The seed of every new game until `Game::reseed` gives it another: games are the same,
/// random choices included, however often they are played.
pub const DEFAULT_SEED: u64 = 0x5EED;

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014; the reference `splitmix64.c` by Vigna): a 64-bit counter advanced by a fixed
/// odd constant, each value mixed into an output. Chosen for being a few lines with a
/// published test vector, so the same seed and calls give the same log in any build.
///
/// It lives in the game's state, so copying a game copies where its randomness stands, and a
/// Sequence that is rolled back takes back the draws it made.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// Where the generator stands: `SplitMix64::new` of it draws what this one draws next (a
    /// game's snapshot saves it).
    pub fn position(&self) -> u64 {
        self.state
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// One of `0..n`, each equally likely; `None` when `n` is 0. Draws again when a value
    /// falls in the uneven top of the range, so that no choice is favoured.
    pub fn below(&mut self, n: usize) -> Option<usize> {
        let n = u64::try_from(n).ok().filter(|&n| n > 0)?;
        loop {
            let value = self.next_u64();
            if !in_the_uneven_top(value, n) {
                return usize::try_from(value % n).ok();
            }
        }
    }

    /// Whether a chance of `percent` in 100 comes up ("a 50% chance"): one draw of `0..100`,
    /// below `percent`. Never for 0 or less, always for 100 or more, a draw made either way.
    ///
    /// Speed: `#[cold]`, kept out of line, so that the Phase code that asks it of every
    /// effect with a chance (few are) stays as it was for the others.
    #[cold]
    pub fn comes_up(&mut self, percent: i32) -> bool {
        let roll = self.below(100).and_then(|roll| i32::try_from(roll).ok());
        roll.is_some_and(|roll| roll < percent)
    }

    /// Put `len` things in a random order, every order as likely (Fisher-Yates): `swap(a, b)`
    /// exchanges the things at `a` and `b`, from the last place down.
    pub fn shuffle_by(&mut self, len: usize, mut swap: impl FnMut(usize, usize)) {
        for last in (1..len).rev() {
            if let Some(other) = self.below(last + 1) {
                swap(last, other);
            }
        }
    }
}

/// Whether `value`, a draw of all 64 bits, falls in the uneven top of the range for `n`
/// choices: the last 2^64 mod n values, which would favour the low choices. 2^64 mod n is
/// below n, so a value at least n below the top is never there and needs no division (speed
/// only: nearly every draw; 2^64 mod n is (2^64 - n) mod n, one division, for the others).
#[inline]
fn in_the_uneven_top(value: u64, n: u64) -> bool {
    value > u64::MAX - n && value > u64::MAX - n.wrapping_neg() % n
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A generator made from another's position draws what that one draws next.
    #[test]
    fn a_generator_made_from_a_position_draws_on_from_there() {
        let mut random = SplitMix64::new(7);
        random.next_u64();
        let mut again = SplitMix64::new(random.position());
        assert_eq!([again.next_u64(), again.next_u64()], [random.next_u64(), random.next_u64()]);
        assert_ne!(SplitMix64::new(7).next_u64(), SplitMix64::new(random.position()).next_u64());
    }

    #[test]
    fn a_shuffle_reaches_every_order_the_one_given_included() {
        let mut orders = std::collections::BTreeSet::new();
        let mut random = SplitMix64::new(1);
        for _ in 0..200 {
            let mut things = [0, 1, 2];
            random.shuffle_by(things.len(), |a, b| things.swap(a, b));
            orders.insert(things);
        }
        assert_eq!(orders.len(), 6, "all six orders of three: {orders:?}");
        random.shuffle_by(0, |_, _| panic!("nothing to swap"));
    }

    #[test]
    fn a_chance_comes_up_about_as_often_as_its_percent_says_and_draws_once() {
        let mut random = SplitMix64::new(DEFAULT_SEED);
        let half = (0..2_000).filter(|_| random.comes_up(50)).count();
        assert!((900..1_100).contains(&half), "about 1,000 of 2,000: {half}");
        let quarter = (0..2_000).filter(|_| random.comes_up(25)).count();
        assert!((400..600).contains(&quarter), "about 500 of 2,000: {quarter}");
        assert!((0..100).all(|_| !random.comes_up(0) && random.comes_up(100)));
        let (mut rolling, mut drawing) = (random, random);
        rolling.comes_up(50);
        drawing.next_u64();
        assert_eq!(rolling, drawing, "one draw a chance");
    }

    #[test]
    fn splitmix64_gives_the_published_test_vector() {
        // The reference values for seed 1234567 (as listed by Rosetta Code, "Splitmix64").
        let mut random = SplitMix64::new(1_234_567);
        let first: Vec<u64> = (0..5).map(|_| random.next_u64()).collect();
        assert_eq!(
            first,
            [
                6_457_827_717_110_365_317,
                3_203_168_211_198_807_973,
                9_817_491_932_198_370_423,
                4_593_380_528_125_082_431,
                16_408_922_859_458_223_821,
            ]
        );
    }

    #[test]
    fn below_chooses_every_value_in_range_and_nothing_outside_it() {
        let mut random = SplitMix64::new(DEFAULT_SEED);
        assert_eq!(random.below(0), None);
        let mut seen = [0u32; 3];
        for _ in 0..3_000 {
            seen[random.below(3).expect("3 choices")] += 1;
        }
        assert!(seen.iter().all(|&count| (900..1_100).contains(&count)), "roughly even: {seen:?}");
        assert_eq!(random.below(1), Some(0));
    }

    #[test]
    fn the_uneven_top_is_the_last_two_to_the_64_mod_n_values() {
        // 2^64 mod 3 is 1: only the very top value would favour a choice.
        assert!(in_the_uneven_top(u64::MAX, 3));
        assert!(!in_the_uneven_top(u64::MAX - 1, 3));
        assert!(!in_the_uneven_top(u64::MAX - 3, 3));
        // 2^64 mod (2^63 + 1) is 2^63 - 1: every value above 2^63.
        let n = (1u64 << 63) + 1;
        assert!(in_the_uneven_top((1u64 << 63) + 1, n));
        assert!(!in_the_uneven_top(1u64 << 63, n));
        // 2^64 mod 2^63 is 0: no value, the top included.
        assert!(!in_the_uneven_top(u64::MAX, 1u64 << 63));
        assert!(!in_the_uneven_top(u64::MAX, 1));
    }

    #[test]
    fn below_draws_again_in_the_uneven_top_of_the_range() {
        // With n = 2^63 + 1, the values from 2^63 + 1 up would favour the low choices: about
        // half of all draws are thrown away, so 100 choices take about 200 draws.
        let n = usize::try_from((1u64 << 63) + 1).expect("a 64-bit target");
        let mut choosing = SplitMix64::new(7);
        for _ in 0..100 {
            assert!(choosing.below(n).expect("n choices") < n);
        }
        let mut counting = SplitMix64::new(7);
        let draws = (1..=1_000).find(|_| {
            counting.next_u64();
            counting == choosing
        });
        let draws = draws.expect("the choices took fewer than 1,000 draws");
        assert!((150..250).contains(&draws), "{draws} draws for 100 choices");
    }
}
