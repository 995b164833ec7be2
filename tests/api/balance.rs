//! The balance report's figures, each checked against a count made from the games' own
//! records (each game replayed from its `GameRecord`, its log read here by rules of this file's
//! own); results the same on one thread and on several; result files that merge, and those
//! that refuse to, naming the difference.

use my_engine::balance::{BotChoice, Figures, GameResult, Matchup, Rate, Run, merge, play_run, read_run};
use my_engine::content::{Override, built_in_deck, library, with_overrides};
use my_engine::engine::{CardId, Event, Game, Id, Player};

fn matchup(bots: [BotChoice; 2]) -> Matchup {
    let decks = [built_in_deck("juggler", library()).unwrap(), built_in_deck("midrange", library()).unwrap()];
    Matchup { decks, bots, library: library() }
}

/// What one player's own cards (`own`: their deck as the game was built) did in a replayed
/// game, read from its log: the opening hand is dealt first (3 cards to the player who goes
/// first, 4 to the other), then each mulligan puts cards back and draws as many before the
/// first turn starts.
struct Counted {
    drawn: Vec<CardId>,
    played: Vec<CardId>,
    opening: Vec<CardId>,
    kept: Vec<CardId>,
}

fn counted(game: &Game, player: Player, own: &[Id]) -> Counted {
    let card = |id| game.card_of(id).unwrap().unwrap();
    let deal = if player == Player::FIRST { 3 } else { 4 };
    let (mut dealt, mut put_back, mut replaced) = (Vec::new(), Vec::new(), Vec::new());
    let (mut drawn, mut played) = (Vec::new(), Vec::new());
    let mut turns_begun = false;
    for record in game.log() {
        match record.event {
            Event::TurnStarted { .. } => turns_begun = true,
            Event::Drew { player: who, id } if who == player => {
                drawn.push(card(id));
                match (dealt.len() < deal, turns_begun) {
                    (true, _) => dealt.push(id),
                    (false, false) => replaced.push(id),
                    (false, true) => {}
                }
            }
            Event::PutBack { player: who, id } if who == player && !turns_begun => put_back.push(id),
            Event::Played { player: who, id } if who == player && own.contains(&id) => played.push(card(id)),
            _ => {}
        }
    }
    let kept: Vec<_> = dealt.iter().filter(|id| !put_back.contains(id)).copied().collect();
    let opening = kept.iter().chain(&replaced).map(|&id| card(id)).collect();
    Counted { drawn, played, opening, kept: kept.into_iter().map(card).collect() }
}

/// Each deck's facts in each game of `run`, replayed from the games' records.
fn replayed_counts(run: &Run) -> Vec<[Counted; 2]> {
    run.games
        .iter()
        .map(|result: &GameResult| {
            let record = result.record.as_ref().expect("a fresh run keeps its records");
            let game = record.replay(library()).unwrap();
            let built = record.start(library()).unwrap();
            let player_of = |deck: usize| if deck == result.first { Player::FIRST } else { Player::SECOND };
            [0, 1].map(|deck| counted(&game, player_of(deck), &built.deck(player_of(deck))))
        })
        .collect()
}

#[test]
fn every_per_card_figure_matches_a_count_from_the_games_records() {
    let mut checked = 0;
    for bots in [[BotChoice::Random; 2], [BotChoice::MonteCarlo { playouts: 1 }, BotChoice::Random]] {
        let matchup = matchup(bots);
        let run = play_run(&matchup, Vec::new(), 0..16, 2, |_| {});
        let counts = replayed_counts(&run);
        let figures = Figures::of(&run);
        for deck in 0..2 {
            for (at, row) in figures.cards[deck].iter().enumerate() {
                let card = library().find(&row.card).unwrap();
                let rate = |fact: fn(&Counted) -> &Vec<CardId>| {
                    let (mut games, mut wins) = (0, 0);
                    for (result, count) in run.games.iter().zip(&counts) {
                        if fact(&count[deck]).contains(&card) {
                            games += 1;
                            wins += u64::from(result.winner == Some(deck));
                        }
                    }
                    Rate::of(wins, games)
                };
                assert_eq!(row.drawn, rate(|c| &c.drawn), "{} drawn", row.card);
                assert_eq!(row.played, rate(|c| &c.played), "{} played", row.card);
                assert_eq!(row.opening, rate(|c| &c.opening), "{} in the opening hand", row.card);
                assert_eq!(row.kept, rate(|c| &c.kept), "{} kept", row.card);
                assert_eq!(row.copies, matchup.decks[deck].list[at].1);
                checked += 1;
            }
        }
        // The games' own outcomes, replayed: the winner and who went first.
        for result in &run.games {
            let game = result.record.as_ref().unwrap().replay(library()).unwrap();
            let winner = match game.outcome() {
                Some(my_engine::engine::Outcome::Won { player }) => {
                    Some(if player == Player::FIRST { result.first } else { 1 - result.first })
                }
                _ => None,
            };
            assert_eq!(result.winner, winner, "seed {}", result.seed);
        }
        let a_wins = run.games.iter().filter(|game| game.winner == Some(0)).count() as u64;
        assert_eq!(figures.a_wins, Rate::of(a_wins, 16));
        let first_wins = run.games.iter().filter(|game| game.winner == Some(game.first)).count() as u64;
        assert_eq!(figures.first_player, Rate::of(first_wins, 16));
        assert_eq!(figures.convergence.len(), 16);
        assert_eq!(figures.convergence[15], a_wins as f64 / 16.0);
    }
    assert_eq!(checked, 60, "two runs, two decks of fifteen cards each");
}

#[test]
fn the_first_deck_alternates_with_the_seed() {
    let run = play_run(&matchup([BotChoice::Random; 2]), Vec::new(), 4..8, 1, |_| {});
    let firsts: Vec<usize> = run.games.iter().map(|game| game.first).collect();
    assert_eq!(firsts, [0, 1, 0, 1]);
    let first_decks: Vec<String> =
        run.games.iter().map(|game| game.record.as_ref().unwrap().decks[0][0].clone()).collect();
    let juggler_top = library().card(built_in_deck("juggler", library()).unwrap().cards[0]).name.clone();
    assert_eq!(first_decks[0], juggler_top, "deck A's cards are the first player's on an even seed");
    assert_ne!(first_decks[1], juggler_top);
}

#[test]
fn a_run_is_the_same_on_one_thread_and_on_three() {
    let matchup = matchup([BotChoice::MonteCarlo { playouts: 1 }, BotChoice::Random]);
    let one = play_run(&matchup, Vec::new(), 0..9, 1, |_| {});
    let three = play_run(&matchup, Vec::new(), 0..9, 3, |_| {});
    assert_eq!(one, three);
}

/// A run's result file, read back as `merge` reads it.
fn through_a_file(run: &Run) -> Run {
    read_run("r.json", &serde_json::to_string(run).unwrap()).unwrap()
}

#[test]
fn runs_of_one_matchup_over_different_seeds_merge_into_the_run_of_all_of_them() {
    let matchup = matchup([BotChoice::Random; 2]);
    let whole = through_a_file(&play_run(&matchup, Vec::new(), 0..12, 2, |_| {}));
    let first = through_a_file(&play_run(&matchup, Vec::new(), 0..5, 2, |_| {}));
    let second = through_a_file(&play_run(&matchup, Vec::new(), 5..12, 2, |_| {}));
    let merged = merge(vec![("b.json".into(), second), ("a.json".into(), first)]).unwrap();
    assert_eq!(merged, whole);
    assert_eq!(Figures::of(&merged), Figures::of(&whole));
}

#[test]
fn result_files_of_different_matchups_or_the_same_seeds_refuse_to_merge_naming_the_difference() {
    let base = through_a_file(&play_run(&matchup([BotChoice::Random; 2]), Vec::new(), 0..2, 1, |_| {}));
    let later = |run: &Run| Run {
        games: run.games.iter().map(|g| GameResult { seed: g.seed + 100, ..g.clone() }).collect(),
        ..run.clone()
    };
    let problem = |other: Run| {
        merge(vec![("a.json".into(), base.clone()), ("b.json".into(), other)]).unwrap_err().to_string()
    };

    let bots = Run { bots: ["mc:4".into(), "random".into()], ..later(&base) };
    assert_eq!(
        problem(bots),
        "b.json: bots: mc:4 and random here, random and random in the first file: merge only runs of one matchup"
    );
    let engine = Run { engine: "0.0.9".into(), ..later(&base) };
    assert_eq!(
        problem(engine),
        "b.json: engine version: 0.0.9 here, 0.1.0 in the first file: merge only runs of one matchup"
    );
    let overrides = Run { overrides: vec!["Knife Juggler: cost 3".into()], ..later(&base) };
    assert_eq!(
        problem(overrides),
        "b.json: overrides: Knife Juggler: cost 3 here, built-in cards in the first file: merge only runs of one matchup"
    );
    let mut decks = later(&base);
    decks.decks[1].name = "Other".into();
    assert_eq!(
        problem(decks),
        r#"b.json: deck B: "Other", 15 cards here, "Midrange", 15 cards in the first file: merge only runs of one matchup"#
    );
    assert_eq!(
        problem(base.clone()),
        "b.json: seed 0 is in an earlier file too: merge runs of different seeds"
    );
}

#[test]
fn a_result_file_of_another_format_or_edited_is_refused_with_the_fix() {
    let run = play_run(&matchup([BotChoice::Random; 2]), Vec::new(), 0..2, 1, |_| {});
    let other_format = serde_json::to_string(&Run { format: 9, ..run.clone() }).unwrap();
    assert_eq!(
        read_run("r.json", &other_format).unwrap_err().to_string(),
        "r.json: result format 9 is not this engine's 1: play the seeds again with this engine"
    );
    let mut unordered = run.clone();
    unordered.games.reverse();
    assert_eq!(
        read_run("r.json", &serde_json::to_string(&unordered).unwrap()).unwrap_err().to_string(),
        "r.json: its games are not in seed order, each seed once: it was edited; play it again"
    );
    let mut short = run.clone();
    short.games[1].cards[0].pop();
    assert_eq!(
        read_run("r.json", &serde_json::to_string(&short).unwrap()).unwrap_err().to_string(),
        "r.json: game 1 does not list each deck's cards: it was edited; play it again"
    );
    assert!(read_run("r.json", "{}").unwrap_err().to_string().starts_with("r.json: missing field `format`"));
}

#[test]
fn an_override_plays_the_changed_card_and_names_the_variant() {
    let change = Override { card: "Knife Juggler".into(), cost: Some(3), attack: None, health: None };
    let changed = with_overrides(library(), "o.json", std::slice::from_ref(&change)).unwrap();
    let decks = [built_in_deck("juggler", changed).unwrap(), built_in_deck("midrange", changed).unwrap()];
    let matchup = Matchup { decks, bots: [BotChoice::Random; 2], library: changed };
    let run = play_run(&matchup, vec![change.describe()], 0..4, 1, |_| {});
    assert_eq!(run.variant(), "Knife Juggler: cost 3");
    let juggler = changed.find("Knife Juggler").unwrap();
    let game = run.games[0].record.as_ref().unwrap().start(changed).unwrap();
    let deck = game.deck(Player::FIRST);
    let costs: Vec<u32> = deck
        .into_iter()
        .filter(|&id| game.card_of(id).unwrap() == Some(juggler))
        .map(|id| game.cost(id).unwrap())
        .collect();
    assert_eq!(costs, [3, 3], "deck A, the first player's on seed 0, holds two Knife Jugglers costing 3");
}
