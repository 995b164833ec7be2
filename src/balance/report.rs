//! A balance run's figures: deck A's win rate, the first player's, and each card's win rate
//! when drawn, played, in the opening hand and kept in the mulligan, each a count with its
//! 95% interval; and the report as text.

use serde::Serialize;

use super::results::Run;

/// The normal quantile of a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

/// A win rate: `wins` of `games`, with its 95% Wilson score interval (`low` to `high`), which
/// stays within 0 to 1 and is honest for few games and rates near 0 or 1 (Wilson, 1927).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rate {
    /// The games won.
    pub wins: u64,
    /// The games counted.
    pub games: u64,
    /// `wins / games`, or 0 with no game.
    pub rate: f64,
    /// The interval's ends; 0 to 1 with no game.
    pub low: f64,
    pub high: f64,
}

impl Rate {
    /// `wins` of `games` with its Wilson interval.
    pub fn of(wins: u64, games: u64) -> Rate {
        if games == 0 {
            return Rate { wins, games, rate: 0.0, low: 0.0, high: 1.0 };
        }
        let n = games as f64;
        let p = wins as f64 / n;
        let z2 = Z95 * Z95;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
        // At 0 wins (or all) the interval's end is 0 (or 1) exactly, not a rounding's near miss.
        let low = if wins == 0 { 0.0 } else { (centre - half).max(0.0) };
        let high = if wins >= games { 1.0 } else { (centre + half).min(1.0) };
        Rate { wins, games, rate: p, low, high }
    }

    /// `52.0% (47.1-56.8%, 208 of 400)`, or `no game` with none.
    pub fn words(&self) -> String {
        match self.games {
            0 => "no game".to_owned(),
            _ => format!(
                "{:.1}% ({:.1}-{:.1}%, {} of {})",
                self.rate * 100.0,
                self.low * 100.0,
                self.high * 100.0,
                self.wins,
                self.games
            ),
        }
    }
}

/// One card of a deck: its deck's win rate in the games it was drawn, played, in the opening
/// hand, kept in the mulligan.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardFigures {
    /// The card's name.
    pub card: String,
    /// Its copies in the deck.
    pub copies: u8,
    pub drawn: Rate,
    pub played: Rate,
    pub opening: Rate,
    pub kept: Rate,
}

/// A run's figures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Figures {
    /// The games played.
    pub games: u64,
    /// Games that ended in a draw or were not over within the move limit.
    pub undecided: u64,
    /// Deck A's win rate over all games (deck B's is its games won over the same count).
    pub a_wins: Rate,
    pub b_wins: Rate,
    /// The rate at which the deck that went first won.
    pub first_player: Rate,
    /// Each deck's cards, in its list's order.
    pub cards: [Vec<CardFigures>; 2],
    /// Deck A's win rate after each game, in seed order: how it converged.
    pub convergence: Vec<f64>,
}

impl Figures {
    /// The figures of `run`. A draw, or a game not over within the move limit, counts as a
    /// game that neither deck won.
    pub fn of(run: &Run) -> Figures {
        let games = run.games.len() as u64;
        let won_by = |deck: usize| run.games.iter().filter(|game| game.winner == Some(deck)).count() as u64;
        let first_won = run.games.iter().filter(|game| game.winner == Some(game.first)).count() as u64;
        let undecided = run.games.iter().filter(|game| game.winner.is_none()).count() as u64;
        let mut a_so_far = 0;
        let convergence = run
            .games
            .iter()
            .enumerate()
            .map(|(played, game)| {
                a_so_far += u64::from(game.winner == Some(0));
                a_so_far as f64 / (played + 1) as f64
            })
            .collect();
        let cards = [0, 1].map(|deck| {
            run.decks[deck]
                .cards
                .iter()
                .enumerate()
                .map(|(at, (card, copies))| {
                    let rate = |fact: usize| {
                        let with: Vec<_> =
                            run.games.iter().filter(|game| game.cards[deck][at].each()[fact]).collect();
                        let wins = with.iter().filter(|game| game.winner == Some(deck)).count() as u64;
                        Rate::of(wins, with.len() as u64)
                    };
                    CardFigures {
                        card: card.clone(),
                        copies: *copies,
                        drawn: rate(0),
                        played: rate(1),
                        opening: rate(2),
                        kept: rate(3),
                    }
                })
                .collect()
        });
        Figures {
            games,
            undecided,
            a_wins: Rate::of(won_by(0), games),
            b_wins: Rate::of(won_by(1), games),
            first_player: Rate::of(first_won, games),
            cards,
            convergence,
        }
    }
}

/// The report of `run` as text: what was played, the win rates, each deck's cards.
pub fn report_text(run: &Run) -> String {
    let figures = Figures::of(run);
    let mut out = String::new();
    out += &headline(run);
    out += &format!("Deck A, {}, won {}\n", run.decks[0].name, figures.a_wins.words());
    out += &format!("Deck B, {}, won {}\n", run.decks[1].name, figures.b_wins.words());
    out += &format!("Draws and unfinished games: {}\n", figures.undecided);
    out += &format!("The player who went first won {}\n", figures.first_player.words());
    for (deck, cards) in figures.cards.iter().enumerate() {
        out += &format!(
            "\nDeck {}, {}: its win rate in the games each card was ...\n",
            ["A", "B"][deck],
            run.decks[deck].name
        );
        out += &format!(
            "{:<24} {:<28} {:<28} {:<28} {}\n",
            "card", "drawn", "played", "in the opening hand", "kept in the mulligan"
        );
        for row in cards {
            out += &format!(
                "{:<24} {:<28} {:<28} {:<28} {}\n",
                format!("{} x{}", row.card, row.copies),
                row.drawn.words(),
                row.played.words(),
                row.opening.words(),
                row.kept.words()
            );
        }
    }
    out
}

/// The lines that say what was played: the decks, their bots, the cards' variant, the games.
pub fn headline(run: &Run) -> String {
    let seeds = match run.seed_span() {
        Some((low, high)) => format!("seeds {low} to {high}"),
        None => "no seed".to_owned(),
    };
    format!(
        "Balance: {} ({}) against {} ({}); cards: {}; {} games, {}; engine {}\n",
        run.decks[0].name,
        run.bots[0],
        run.decks[1].name,
        run.bots[1],
        run.variant(),
        run.games.len(),
        seeds,
        run.engine
    )
}

/// Two runs side by side (a base and a variant of one matchup): deck A's win rate in each and
/// each card's when drawn and when played.
pub fn compare_text(base: &Run, variant: &Run) -> String {
    let (one, two) = (Figures::of(base), Figures::of(variant));
    let mut out = format!("Base:    {}Variant: {}", headline(base), headline(variant));
    out += &format!(
        "Deck A, {}, won: base {}; variant {}\n",
        base.decks[0].name,
        one.a_wins.words(),
        two.a_wins.words()
    );
    out += &format!(
        "First player won: base {}; variant {}\n",
        one.first_player.words(),
        two.first_player.words()
    );
    for deck in 0..2 {
        out += &format!(
            "\nDeck {}, {}: win rate when the card was drawn, base | variant\n",
            ["A", "B"][deck],
            base.decks[deck].name
        );
        for (row, other) in one.cards[deck].iter().zip(&two.cards[deck]) {
            out += &format!("{:<24} {:<28} | {}\n", row.card, row.drawn.words(), other.drawn.words());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wilson_interval_matches_its_formula_at_known_points() {
        // 50 of 100: 40.4% to 59.6% (the textbook value); 0 of 10: 0% to 27.8%; 10 of 10: 72.2%
        // to 100%.
        let half = Rate::of(50, 100);
        assert!((half.low - 0.4038).abs() < 1e-4 && (half.high - 0.5962).abs() < 1e-4, "{half:?}");
        let none = Rate::of(0, 10);
        assert!(none.low == 0.0 && (none.high - 0.2775).abs() < 1e-4, "{none:?}");
        let all = Rate::of(10, 10);
        assert!((all.low - 0.7225).abs() < 1e-4 && all.high == 1.0, "{all:?}");
        assert_eq!(Rate::of(0, 0).words(), "no game");
        assert_eq!(Rate::of(50, 100).words(), "50.0% (40.4-59.6%, 50 of 100)");
    }
}
