//! `my-engine play`: a game in the terminal against the flat Monte Carlo bot.

use std::io::{BufRead, Write};

use my_engine::engine::{CardId, Event, Game, GameRecord, Id, Library, Move, Outcome, Rules, SplitMix64};
use my_engine::search::{self, FlatMonteCarlo};

/// The seat the person plays: player 0, who goes first.
const YOU: usize = 0;

/// The longest line read as a move, in bytes: a move is a number or "end", and a longer line
/// (one with no end, say) is never held in memory whole.
const MAX_LINE: u64 = 1024;

/// One line of the person's input.
enum Line {
    /// A line of at most `MAX_LINE` bytes, without its newline.
    Text(String),
    /// A line longer than `MAX_LINE` bytes: not read past that.
    TooLong,
    /// The input has ended.
    End,
}

/// Play one game: the person at `input` and `output` against the bot, which makes `playouts`
/// playouts a move, with the cards of `cards` and `on_top` on top of both decks. Ends when
/// the game does or the input does; returns the game's record (its moves so far).
pub fn play(
    input: &mut dyn BufRead,
    output: &mut dyn Write,
    seed: u64,
    playouts: usize,
    cards: &'static Library,
    on_top: &[CardId],
) -> std::io::Result<GameRecord> {
    let deck: Vec<String> =
        search::playout_deck_with(cards, on_top).iter().map(|&card| cards.card(card).name.clone()).collect();
    // The real game's rules, the decks unshuffled: the card file's cards stay on top, to be
    // met early (and a seed gives the same game to everyone who plays it).
    let rules = Rules { shuffle_decks: false, ..Rules::hearthstone() };
    let mut record = GameRecord::new([deck.clone(), deck], rules, seed);
    let mut game = record.replay(cards).map_err(std::io::Error::other)?;
    game.set_log_keeping(my_engine::engine::LogKeeping::LastCall);
    let bot = FlatMonteCarlo { playouts };
    let mut random = SplitMix64::new(seed);
    writeln!(
        output,
        "You are player 0 and move first; the bot is player 1. Type a move's number, or \"end\"."
    )?;
    while let Some(turn) = game.turn().filter(|_| game.outcome().is_none()) {
        let moves = game.legal_moves();
        let chosen = if turn.player == YOU {
            writeln!(output, "\n{}", board(&game))?;
            for (number, mv) in moves.iter().enumerate() {
                writeln!(output, "  {number}: {}", describe(&game, *mv))?;
            }
            write!(output, "Your move: ")?;
            output.flush()?;
            let line = match read_line(input)? {
                Line::Text(line) => line,
                Line::TooLong => {
                    writeln!(
                        output,
                        "\na line of more than {MAX_LINE} bytes is not a move: stopping the game"
                    )?;
                    return Ok(record);
                }
                Line::End => {
                    writeln!(output, "\nbye")?;
                    return Ok(record);
                }
            };
            match parse(line.trim(), &moves) {
                Some(mv) => mv,
                None => {
                    writeln!(
                        output,
                        "{:?} is not a move: type a number from 0 to {}, or \"end\"",
                        line.trim(),
                        moves.len() - 1
                    )?;
                    continue;
                }
            }
        } else {
            let Some(mv) = bot.choose(&game, &mut random) else { break };
            writeln!(output, "bot: {}", describe(&game, mv))?;
            mv
        };
        if let Err(err) = record.make(&mut game, chosen) {
            // A legal move can still be refused as it runs (a card that runs away): the turn
            // ends instead. When ending it is refused too, the game cannot go on.
            writeln!(output, "{err}")?;
            if let Err(err) = record.make(&mut game, Move::EndTurn) {
                writeln!(output, "ending the turn is refused too ({err}): the game cannot go on")?;
                return Ok(record);
            }
            continue;
        }
        // The move's reaction tree: each event under the one that caused it.
        let log = game.log();
        let mut depths = Vec::with_capacity(log.len());
        for record in log {
            let depth = record.cause.map_or(0, |cause| depths.get(cause as usize).map_or(0, |d| d + 1));
            depths.push(depth);
            writeln!(output, "    {}{}", "  ".repeat(depth), event(&game, record.event))?;
        }
    }
    let result = match game.outcome() {
        Some(Outcome::Won { player: YOU }) => "You won.",
        Some(Outcome::Won { .. }) => "The bot won.",
        _ => "A draw.",
    };
    writeln!(output, "\nGame over. {result}")?;
    Ok(record)
}

/// The next line of `input`, read no further than `MAX_LINE` bytes (so an endless line takes
/// no more memory than that).
fn read_line(input: &mut dyn BufRead) -> std::io::Result<Line> {
    let mut bytes = Vec::new();
    let read = std::io::Read::take(&mut *input, MAX_LINE + 1).read_until(b'\n', &mut bytes)?;
    if read == 0 {
        return Ok(Line::End);
    }
    if bytes.last() != Some(&b'\n') && read as u64 > MAX_LINE {
        return Ok(Line::TooLong);
    }
    Ok(Line::Text(String::from_utf8_lossy(&bytes).into_owned()))
}

/// The move `text` names: its number in `moves`, or "end" for ending the turn.
fn parse(text: &str, moves: &[Move]) -> Option<Move> {
    if text == "end" {
        return Some(Move::EndTurn);
    }
    text.parse::<usize>().ok().and_then(|number| moves.get(number).copied())
}

/// `id` as its card's name and number, or "the enemy hero"/"your hero".
fn name(game: &Game, id: Id) -> String {
    if game.hero(YOU) == Ok(id) {
        return "your hero".into();
    }
    if game.hero(1 - YOU) == Ok(id) {
        return "the enemy hero".into();
    }
    format!("{} {id}", game.name_of(id).unwrap_or("?"))
}

/// One move, in words.
fn describe(game: &Game, mv: Move) -> String {
    let at =
        |target: Option<Id>| target.map(|target| format!(" at {}", name(game, target))).unwrap_or_default();
    match mv {
        Move::PlayMinion { card, position, target } => {
            format!("play {} at position {position}{}", name(game, card), at(target))
        }
        Move::PlaySpell { card, target } => format!("cast {}{}", name(game, card), at(target)),
        Move::Attack { attacker, defender } => {
            format!("attack {} with {}", name(game, defender), name(game, attacker))
        }
        Move::EndTurn => "end the turn".into(),
    }
}

/// One event, in words.
fn event(game: &Game, event: Event) -> String {
    let n = |id| name(game, id);
    match event {
        Event::Damaged { target, amount } => format!("{} takes {amount}", n(target)),
        Event::Healed { target, amount } => format!("{} gets back {amount}", n(target)),
        Event::Summoned { id } => format!("{} enters play", n(id)),
        Event::Destroyed { id } => format!("{} dies", n(id)),
        Event::Triggered { source, trigger } => format!("{} triggers ({})", n(source), trigger.name()),
        Event::Drew { player, id } if player == YOU => format!("you draw {}", n(id)),
        Event::Drew { .. } => "the bot draws a card".to_owned(), // Its hand is hidden from you.
        Event::Burned { player, .. } if player != YOU => "the bot burns a card".to_owned(),
        other => my_engine::scenario::event_text(&n, game.library(), other),
    }
}

/// Both heroes, both boards, your hand and mana.
fn board(game: &Game) -> String {
    let hero = |player| {
        let id = game.hero(player).expect("two players");
        format!("{} Health, {} Armor", game.health(id).unwrap_or(0), game.armor(player).unwrap_or(0))
    };
    let minions = |player| {
        let board = game.board(player).unwrap_or(&[]);
        let shown: Vec<String> = board
            .iter()
            .map(|&id| {
                format!(
                    "{} {}/{}",
                    name(game, id),
                    game.attack(id).unwrap_or(0),
                    game.health(id).unwrap_or(0)
                )
            })
            .collect();
        if shown.is_empty() { "(empty)".to_owned() } else { shown.join(", ") }
    };
    let hand: Vec<String> = game
        .hand(YOU)
        .unwrap_or(&[])
        .iter()
        .map(|&id| {
            let cost = game
                .library()
                .find(game.name_of(id).unwrap_or(""))
                .map(|card| game.library().card(card).cost);
            format!("{} ({} mana)", name(game, id), cost.unwrap_or(0))
        })
        .collect();
    let mana = game.mana(YOU).map(|mana| mana.available()).unwrap_or(0);
    format!(
        "Enemy hero: {}\nEnemy board: {}\nYour board: {}\nYour hero: {}\nYour hand: {}\nMana: {mana}",
        hero(1 - YOU),
        minions(1 - YOU),
        minions(YOU),
        hero(YOU),
        hand.join(", ")
    )
}
