//! `my-engine play`: a game in the terminal against the flat Monte Carlo bot.

use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

use my_engine::engine::quoted;
use my_engine::engine::{
    CardId, CardKind, DeckLists, Event, Game, GameRecord, Id, Library, Move, Outcome, Player, Positions,
    Rules, Seen, SplitMix64, Unseen,
};
use my_engine::search::actions::{MoveText, card_name};
use my_engine::search::{self, Bot};
use my_engine::text::{COLUMNS, Described, escape_control, overload_words, wrap};

/// The seat the person plays: player 0, who goes first.
const YOU: Player = Player::FIRST;

/// What each player knows of the other's deck list: both play the same deck, and the person
/// is told so at the start, so the bot's view knows it too.
const DECK_LISTS: DeckLists = DeckLists::Open;

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

/// How a game at the terminal stopped.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stop {
    /// The game ended, or the person quit or their input ended.
    Played,
    /// A turn could not end (ending it ran away and was refused): the game cannot go on.
    TurnCouldNotEnd,
}

/// The time of the person's turn, which this front end keeps: the engine has no clock, and
/// only says how long a turn may last (`Game::turn_time_limit`, "Players only have 15 seconds
/// to take their turns").
struct TurnClock {
    /// The game's number of the turn being timed, and when its first prompt was shown.
    started: Option<(u32, Instant)>,
}

impl TurnClock {
    /// When the person's turn `turn` began for this clock: at its first prompt, `now`.
    fn started(&mut self, turn: u32, now: Instant) -> Instant {
        match self.started {
            Some((timed, at)) if timed == turn => at,
            _ => {
                self.started = Some((turn, now));
                now
            }
        }
    }
}

/// Whether a move typed at `now` comes too late for a turn `started` then, under `limit`
/// seconds: past the limit, the turn ends instead.
fn out_of_time(limit: Option<u32>, started: Instant, now: Instant) -> bool {
    limit.is_some_and(|seconds| {
        now.saturating_duration_since(started) > Duration::from_secs(u64::from(seconds))
    })
}

/// Play one game: the person at `input` and `output` against the bot, which makes `playouts`
/// playouts a move, with the cards of `cards` and `on_top` on top of both decks. Ends when
/// the game does or the input does; returns the game's record (its moves so far) and how it
/// stopped. `now` is the clock the person's turns are timed by, when a rule limits them.
pub fn play(
    input: &mut dyn BufRead,
    output: &mut dyn Write,
    seed: u64,
    playouts: usize,
    cards: &'static Library,
    on_top: &[CardId],
    now: &mut dyn FnMut() -> Instant,
) -> std::io::Result<(GameRecord, Stop)> {
    let deck: Vec<String> =
        search::playout_deck_with(cards, on_top).iter().map(|&card| cards.card(card).name.clone()).collect();
    // The real game's rules, the decks shuffled from the seed (a seed gives the same game to
    // everyone who plays it); with a card file, unshuffled, so that its cards stay on top to
    // be met early.
    let rules = Rules { shuffle_decks: on_top.is_empty(), ..Rules::hearthstone() };
    let mut record = GameRecord::new([deck.clone(), deck], rules, seed);
    let mut game = record.replay(cards).map_err(std::io::Error::other)?;
    game.set_log_keeping(my_engine::engine::LogKeeping::LastCall);
    let bot = Bot::FlatMonteCarlo { playouts };
    let mut random = SplitMix64::new(seed);
    let mut clock = TurnClock { started: None };
    for line in wrap(
        "You are player 0 and move first; the bot is player 1. First each of you may put back \
         opening cards (the mulligan). Then type a move's number; \"N P\" plays move N's minion \
         at position P instead (positions count from 0, the left end of your board); \"end\" \
         ends your turn; \"quit\" stops the game.",
        COLUMNS,
    ) {
        writeln!(output, "{line}")?;
    }
    while let Some(player) = game.player_to_move() {
        // Minions at the right end: every other position is "N P", not a line of its own.
        let mut moves = Vec::new();
        game.legal_moves_into(Positions::RightEnd, &mut moves);
        let asking = match (game.pending_choice(), game.turn()) {
            (Some(_), _) => Asking::Choice,
            (None, None) => Asking::Mulligan,
            (None, Some(_)) => Asking::Turn,
        };
        let chosen = if player == YOU {
            writeln!(output, "\n{}", board(&game, &game.legal_moves()))?;
            match asking {
                Asking::Mulligan => say(
                    output,
                    "",
                    "Your mulligan: put back any of your opening cards and draw as many new ones \
                     (the bot makes its own after yours).",
                )?,
                Asking::Choice => say(
                    output,
                    "",
                    "Your choice: draw one of the cards you looked at; the others are set aside for \
                     good. Nothing else can be done until you choose.",
                )?,
                Asking::Turn => {}
            }
            // A turn time limit: the engine holds the rule, this front end keeps the time.
            let limit = game.turn_time_limit(YOU);
            let started = game.turn().map(|turn| clock.started(turn.number, now()));
            if let (Some(seconds), Some(started)) = (limit, started) {
                let left = Duration::from_secs(u64::from(seconds))
                    .saturating_sub(now().saturating_duration_since(started));
                let about = format!(
                    "A rule limits each turn to {seconds} seconds: {} left. A move typed later ends your turn instead.",
                    left.as_secs()
                );
                say(output, "", &about)?;
            }
            for (number, mv) in moves.iter().enumerate() {
                say(output, "  ", &format!("{number}: {}", describe(&game, *mv)))?;
            }
            match your_move(input, output, &moves, &game.legal_moves(), asking)? {
                // The choice is made whatever the time: the turn cannot end before it.
                Some(mv) if asking == Asking::Choice => mv,
                Some(_) if started.is_some_and(|started| out_of_time(limit, started, now())) => {
                    say(output, "", "Time is up: your turn ends.")?;
                    Move::EndTurn
                }
                Some(mv) => mv,
                None => return Ok((record, Stop::Played)), // "quit", or the input ended.
            }
        } else {
            // The bot is handed its player's view, never the game: your hand is hidden from it.
            let Some(mv) = bot.choose(&game.view(player, DECK_LISTS), &mut random) else { break };
            writeln!(output, "bot: {}", describe(&game, mv))?;
            mv
        };
        if let Err(err) = record.make(&mut game, chosen) {
            // A legal move can still be refused as it runs (a card that runs away): the turn
            // ends instead. When ending it is refused too, the game cannot go on.
            say(output, "", &err.to_string())?;
            if let Err(err) = record.make(&mut game, Move::EndTurn) {
                say(output, "", &format!("ending the turn is refused too ({err}): the game cannot go on"))?;
                return Ok((record, Stop::TurnCouldNotEnd));
            }
            continue;
        }
        // The move's reaction tree as you saw it (your view's public log: the bot's hidden
        // cards stay hidden), each event under the one that caused it.
        let log = game.view(YOU, DECK_LISTS).log();
        let mut depths = Vec::with_capacity(log.len());
        for record in &log {
            let depth = record.cause.map_or(0, |cause| depths.get(cause as usize).map_or(0, |d| d + 1));
            depths.push(depth);
            say(output, &format!("    {}", "  ".repeat(depth)), &event(&game, record.seen))?;
        }
    }
    let result = match game.outcome() {
        Some(Outcome::Won { player: YOU }) => "You won.",
        Some(Outcome::Won { .. }) => "The bot won.",
        _ => "A draw.",
    };
    writeln!(output, "\nGame over. {result}")?;
    Ok((record, Stop::Played))
}

/// What the person is asked for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Asking {
    /// Their mulligan, before the first turn.
    Mulligan,
    /// Their choice among the cards a card's text offered (`Move::Choose`), the only move.
    Choice,
    /// A move of their turn.
    Turn,
}

/// The person's move among `moves` (`every`: the legal moves at every position), asked again
/// after a line that names none; `None` when they quit or the input ends.
fn your_move(
    input: &mut dyn BufRead,
    output: &mut dyn Write,
    moves: &[Move],
    every: &[Move],
    asking: Asking,
) -> std::io::Result<Option<Move>> {
    let (prompt, hint) = match asking {
        Asking::Mulligan => ("Your mulligan (a number or \"quit\"):", "or \"quit\""),
        Asking::Choice => ("Your choice (a number or \"quit\"):", "or \"quit\""),
        Asking::Turn => (
            "Your move (a number, \"N P\", \"end\" or \"quit\"):",
            "\"N P\" for a minion at position P, \"end\" or \"quit\"",
        ),
    };
    loop {
        writeln!(output, "{prompt}")?;
        output.flush()?;
        let line = match read_line(input)? {
            Line::Text(line) => line,
            Line::TooLong => {
                writeln!(output, "\na line of more than {MAX_LINE} bytes is not a move: stopping the game")?;
                return Ok(None);
            }
            Line::End => {
                writeln!(output, "\nbye")?;
                return Ok(None);
            }
        };
        if line.trim() == "quit" {
            writeln!(output, "bye")?;
            return Ok(None);
        }
        let last = moves.len() - 1;
        match parse(line.trim(), moves, every) {
            Ok(mv) => return Ok(Some(mv)),
            Err(NotAMove::Out(why)) => {
                say(output, "", &format!("{why}: type a number from 0 to {last}, {hint}"))?
            }
            Err(NotAMove::Unread) => {
                let shown = escape_control(&quoted(line.trim()));
                say(output, "", &format!("{shown} is not a move: type a number from 0 to {last}, {hint}"))?;
            }
        }
    }
}

/// Why a line names no move.
#[derive(Debug, PartialEq, Eq)]
enum NotAMove {
    /// It is not written as a move.
    Unread,
    /// It names a move or a position out of range, which the words say.
    Out(String),
}

/// `count` and `one` or `many`: "1 card", "3 cards".
fn counted(count: usize, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

/// Write `text` to `output` in lines of at most `COLUMNS` characters, each after `indent`.
fn say(output: &mut dyn Write, indent: &str, text: &str) -> std::io::Result<()> {
    for line in wrap(text, COLUMNS.saturating_sub(indent.len()).max(20)) {
        writeln!(output, "{indent}{line}")?;
    }
    Ok(())
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

/// The move `text` names: its number in `moves`; "N P", move N's minion at position P
/// instead, if `every` (the legal moves at every position) holds it; or "end". A number out of
/// range is named: "move 12: there are 8 moves", "position 9: your board has 3 minions".
fn parse(text: &str, moves: &[Move], every: &[Move]) -> Result<Move, NotAMove> {
    if text == "end" {
        return moves.contains(&Move::EndTurn).then_some(Move::EndTurn).ok_or(NotAMove::Unread); // Not in a mulligan or a choice.
    }
    let mut words = text.split_whitespace();
    let number = words.next().and_then(|word| word.parse::<usize>().ok()).ok_or(NotAMove::Unread)?;
    let Some(&chosen) = moves.get(number) else {
        return Err(NotAMove::Out(format!(
            "move {number}: there {}",
            match moves.len() {
                1 => "is 1 move".to_owned(),
                count => format!("are {count} moves"),
            }
        )));
    };
    let Some(position) = words.next() else { return Ok(chosen) };
    let position = position.parse::<usize>().map_err(|_| NotAMove::Unread)?;
    if words.next().is_some() {
        return Err(NotAMove::Unread);
    }
    // The same play at another place: a minion's, or a Choose One minion's with its option.
    let placed = |mv: Move, position| match mv {
        Move::PlayMinion { card, target, .. } => Some(Move::PlayMinion { card, position, target }),
        Move::ChooseOne { card, option, target, .. } => {
            Some(Move::ChooseOne { card, option, position, target })
        }
        _ => None,
    };
    let Some(at) = placed(chosen, position) else {
        return Err(NotAMove::Out(format!("move {number} places no minion: only a minion takes a position")));
    };
    if every.contains(&at) {
        return Ok(at);
    }
    // The positions the card may take: 0 to the number of minions on the board.
    let widest =
        (0..=8).filter(|&position| placed(chosen, position).is_some_and(|mv| every.contains(&mv))).max();
    let widest = widest.unwrap_or(0);
    if position > widest {
        let board = match widest {
            0 => "your board is empty (only position 0)".to_owned(),
            _ => format!("your board has {} (positions 0 to {widest})", counted(widest, "minion", "minions")),
        };
        return Err(NotAMove::Out(format!("position {position}: {board}")));
    }
    Err(NotAMove::Unread)
}

/// `id` as its card's name and number, or "the enemy hero"/"your hero".
fn name(game: &Game, id: Id) -> String {
    if game.hero(YOU) == id {
        return "your hero".into();
    }
    if game.hero(YOU.other()) == id {
        return "the enemy hero".into();
    }
    card_name(game, id)
}

/// One move, in words.
fn describe(game: &Game, mv: Move) -> String {
    match mv {
        Move::Mulligan { player, put_back } if player != YOU && !put_back.is_empty() => {
            let count = put_back.len(); // Its hand is hidden from you.
            format!("put back {count} opening card{}", if count == 1 { "" } else { "s" })
        }
        Move::Choose { .. } if game.pending_choice().is_some_and(|choice| choice.player() != YOU) => {
            "draw one of the cards it looked at".into() // Which is hidden from you.
        }
        _ => MoveText::new(game, mv).naming(name).to_string(),
    }
}

/// One event as you saw it, in words: an event about a card of the bot's you do not see says
/// what happened, not which card (the engine's view decides which those are).
fn event(game: &Game, seen: Seen) -> String {
    let n = |id| name(game, id);
    let event = match seen {
        Seen::Event(event) => event,
        Seen::Unseen { what, .. } => return unseen(what).to_owned(), // Only the bot's cards are unseen.
    };
    match event {
        Event::Damaged { target, amount } => format!("{} takes {amount}", n(target)),
        Event::Healed { target, amount } => format!("{} gets back {amount}", n(target)),
        Event::Summoned { id } => format!("{} enters play", n(id)),
        Event::Destroyed { id } => format!("{} dies", n(id)),
        Event::Triggered { source, trigger } => format!("{} triggers ({})", n(source), trigger.name()),
        Event::Drew { player: YOU, id } => format!("you draw {}", n(id)),
        Event::Drew { id, .. } => format!("the bot draws {}", n(id)),
        Event::Burned { player: YOU, id } => format!("you burn {}", n(id)),
        Event::Burned { id, .. } => format!("the bot burns {}", n(id)),
        Event::PutBack { player: YOU, id } => format!("you put back {}", n(id)),
        Event::Offered { player: YOU, id } => format!("you look at {}", n(id)),
        Event::Chose { player: YOU, id } => format!("you choose {}", n(id)),
        Event::NotChosen { player: YOU, id } => format!("{} is set aside", n(id)),
        other => my_engine::scenario::event_text(&n, game.library(), other),
    }
}

/// What happened to a card of the bot's you do not see, in words.
fn unseen(what: Unseen) -> &'static str {
    match what {
        Unseen::Drew => "the bot draws a card",
        Unseen::PutBack => "the bot puts back a card",
        Unseen::Offered => "the bot looks at the top card of its deck",
        Unseen::Chose => "the bot chooses one",
        Unseen::NotChosen => "the bot sets a card aside",
        Unseen::CameToHand => "the bot gets a card",
        Unseen::CostChanged { .. } => "a card in the bot's hand changes its cost",
    }
}

/// Both heroes, both boards, your hand and mana, each card as it is now (`Described`: its
/// keywords, marks, enchantments and aura grants) with its printed text on a line of its own,
/// kept to `COLUMNS`; your hero and minions that can still attack (an attack among `every`,
/// the legal moves) are marked. A hero's Attack is shown while it has some.
fn board(game: &Game, every: &[Move]) -> String {
    let attackers: Vec<Id> = every
        .iter()
        .filter_map(|mv| match *mv {
            Move::Attack { attacker, .. } => Some(attacker),
            _ => None,
        })
        .collect();
    let hero = |player| {
        let id = game.hero(player);
        let notes = describe_object(game, id).map(|hero| hero.notes()).unwrap_or_default();
        let notes = if notes.is_empty() { String::new() } else { format!("; {}", notes.join("; ")) };
        let attack = match game.attack(id).unwrap_or(0) {
            0 => String::new(),
            attack => format!("{attack} Attack, "),
        };
        let ready = if attackers.contains(&id) { " (can attack)" } else { "" };
        format!("{attack}{} Health, {} Armor{ready}{notes}", game.health(id).unwrap_or(0), game.armor(player))
    };
    // A player's weapon, its Attack and Durability.
    let weapon = |player| {
        let weapon = game.weapon(player)?;
        let (attack, durability) = (game.attack(weapon).unwrap_or(0), game.durability(weapon).unwrap_or(0));
        Some(format!("{} {attack}/{durability}", name(game, weapon)))
    };
    // A player's Hero Power, its cost, and whether it is flipped over (used since its player's
    // turn began).
    let hero_power = |player| {
        let power = game.hero_power(player)?;
        let used = if game.hero_power_used(player) { ", used" } else { "" };
        Some(format!("{} ({} mana{used})", name(game, power), game.cost(power).unwrap_or(0)))
    };
    let enemy_hand = game.hand(YOU.other()).len();
    let enemy_mana = game.mana(YOU.other()).crystals;
    let mut lines = vec![
        format!("Enemy hero: {}", hero(YOU.other())),
        format!(
            "Enemy hand: {}; {}",
            counted(enemy_hand, "card", "cards"),
            counted(usize::from(enemy_mana), "Mana Crystal", "Mana Crystals")
        ),
        "Enemy board, left to right:".to_owned(),
    ];
    if let Some(power) = hero_power(YOU.other()) {
        lines.insert(1, format!("Enemy Hero Power: {power}"));
    }
    if let Some(weapon) = weapon(YOU.other()) {
        lines.insert(1, format!("Enemy weapon: {weapon}"));
    }
    lines.extend(minions(game, YOU.other(), &[]));
    lines.push("Your board, left to right (positions 0, 1, ... from the left):".to_owned());
    lines.extend(minions(game, YOU, &attackers));
    lines.push(format!("Your hero: {}", hero(YOU)));
    lines.extend(weapon(YOU).map(|weapon| format!("Your weapon: {weapon}")));
    lines.extend(hero_power(YOU).map(|power| format!("Your Hero Power: {power}")));
    let mana = game.mana(YOU).available();
    match game.turn() {
        None => lines.push("Your opening hand:".to_owned()),
        Some(_) => {
            let overload = overload_words(game.overload(YOU));
            if !overload.is_empty() {
                lines.push(format!("Your Overload: {overload}"));
            }
            lines.push(format!("Your hand ({mana} mana to spend):"));
        }
    }
    if game.hand(YOU).is_empty() {
        lines.push("  (empty)".to_owned());
    }
    for &id in game.hand(YOU) {
        let card = game.card_of(id).ok().flatten().map(|card| game.library().card(card));
        let cost = game.cost(id).unwrap_or(0);
        let stats = match card.map(|card| card.kind) {
            Some(CardKind::Minion { attack, health }) => format!(", {attack}/{health}"),
            Some(CardKind::Weapon { attack, durability }) => format!(", weapon {attack}/{durability}"),
            _ => ", spell".to_owned(),
        };
        let head = format!("{} ({cost} mana{stats})", name(game, id));
        lines.extend(card_lines(&head, describe_object(game, id).as_ref()));
    }
    lines.join("\n")
}

/// `player`'s minions, one a line with its Attack, Health, keywords and text; those among
/// `attackers` marked as able to attack.
fn minions(game: &Game, player: Player, attackers: &[Id]) -> Vec<String> {
    let board = game.board(player);
    if board.is_empty() {
        return vec!["  (empty)".to_owned()];
    }
    board
        .iter()
        .flat_map(|&id| {
            let ready = if attackers.contains(&id) { " (can attack)" } else { "" };
            let stats = format!(
                "{} {}/{}{ready}",
                name(game, id),
                game.attack(id).unwrap_or(0),
                game.health(id).unwrap_or(0)
            );
            card_lines(&stats, describe_object(game, id).as_ref())
        })
        .collect()
}

/// `head`, then what the card object `described` is now (`Described::notes`: its keywords,
/// marks, enchantments and aura grants), and its card's printed text on a line of its own,
/// marked once Silenced; wrapped to `COLUMNS` and indented.
fn card_lines(head: &str, described: Option<&Described>) -> Vec<String> {
    let notes = described.map(Described::notes).unwrap_or_default();
    let text = if notes.is_empty() { head.to_owned() } else { format!("{head}: {}", notes.join("; ")) };
    let mut lines = indented(&text, "  ", "    ");
    if let Some(text) = described.and_then(Described::text_line) {
        lines.extend(indented(&text, "      ", "      "));
    }
    lines
}

/// `text` wrapped to `COLUMNS`, its first line after `first`, the others after `rest`, its
/// control characters escaped.
fn indented(text: &str, first: &str, rest: &str) -> Vec<String> {
    let mut lines = wrap(&escape_control(text), COLUMNS - rest.len());
    for (at, line) in lines.iter_mut().enumerate() {
        *line = format!("{}{line}", if at == 0 { first } else { rest });
    }
    lines
}

/// The card object `id` as it is now, each other card object named as this game names it.
fn describe_object(game: &Game, id: Id) -> Option<Described> {
    Described::of(game, id, &|other| name(game, other))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The scenario of every front end's card object test (`tests/fixtures`), run: its game
    /// before the action (the turn's end) and after it.
    fn card_object_scenario() -> my_engine::scenario::Ran {
        let path = "card_object_as_it_is.json";
        let json = include_str!("../../../tests/fixtures/card_object_as_it_is.json");
        let scenario = my_engine::scenario::parse(path, json).unwrap();
        let source = my_engine::content::CardSource { path, text: json, cards: scenario.cards.clone() };
        let cards = my_engine::content::library_with(&[source]).unwrap();
        my_engine::scenario::run(path, scenario, cards).unwrap()
    }

    /// The board's text with each wrapped line joined to the one before, so that a phrase reads
    /// whole wherever the 80 columns broke it.
    fn unwrapped(text: &str) -> String {
        text.lines().map(str::trim).collect::<Vec<_>>().join(" ")
    }

    /// Issue 40: the terminal game's board draws each card object as it is now: a Silenced
    /// minion marked, without its printed keywords, its text marked; a popped Divine Shield
    /// gone and said as lost; a "this turn" buff with its duration and its maker, gone the
    /// next turn; an aura's grant with its source; a Frozen minion; the card's text.
    #[test]
    fn the_board_draws_each_card_object_as_it_is_now() {
        let ran = card_object_scenario();
        let before = unwrapped(&board(&ran.before, &[]));
        for said in [
            "Test Bulwark #12 3/4: Silenced; aura: +1 Attack from Raid Leader #14 text (Silenced, no longer in force): Taunt. Divine Shield.",
            "Scarlet Crusader #13 4/1: enchanted: Divine Shield lost; aura: +1 Attack from Raid Leader #14 text: Divine Shield",
            "Chillwind Yeti #15 7/3: damaged (Health 3 of 5); enchanted: +2 Attack this turn from Abusive Sergeant #18; aura: +1 Attack from Raid Leader #14",
            "Goldshire Footman #16 1/2: Taunt; Frozen text: Taunt",
            "Raid Leader #14 2/2 text: Your other minions have +1 Attack.",
            "Your hand (1 mana to spend): Test Filler #2 (1 mana, 1/1) Test Filler #3",
        ] {
            assert!(before.contains(said), "{said:?} in {before}");
        }
        let after = unwrapped(&board(&ran.after, &[]));
        let yeti = "Chillwind Yeti #15 5/3: damaged (Health 3 of 5); aura: +1 Attack from Raid Leader #14";
        assert!(after.contains(yeti), "the turn's buff is gone: {after}");
        assert!(!after.contains("this turn from"), "{after}");
        assert_eq!(
            (counted(1, "card", "cards"), counted(0, "card", "cards")),
            ("1 card".into(), "0 cards".into())
        );
    }

    /// A hero with Attack shows it, and is marked when it can attack (an attack among the
    /// legal moves); one with none shows no Attack.
    #[test]
    fn the_board_shows_a_heros_attack_and_whether_it_can_attack() {
        let library = my_engine::content::library();
        let filler = library.find("Test Filler").unwrap();
        let mut game = Game::new(library, [vec![filler; 10], vec![filler; 10]], Default::default()).unwrap();
        game.begin().unwrap();
        let plain = unwrapped(&board(&game, &game.legal_moves()));
        assert!(plain.contains("Your hero: 30 Health, 0 Armor"), "{plain}");
        game.cast(library.find("Heroic Strike").unwrap(), YOU, None).unwrap();
        let ready = unwrapped(&board(&game, &game.legal_moves()));
        assert!(
            ready.contains(
                "Your hero: 4 Attack, 30 Health, 0 Armor (can attack); enchanted: +4 Attack this turn"
            ),
            "{ready}"
        );
        let not_listed = unwrapped(&board(&game, &[]));
        assert!(not_listed.contains("Your hero: 4 Attack, 30 Health, 0 Armor; enchanted"), "{not_listed}");
    }

    /// Each hero's weapon is shown below it, with its Attack and Durability.
    #[test]
    fn the_board_shows_each_weapon_below_its_hero() {
        let library = my_engine::content::library();
        let filler = library.find("Test Filler").unwrap();
        let mut game = Game::new(library, [vec![filler; 10], vec![filler; 10]], Default::default()).unwrap();
        game.begin().unwrap();
        let none = board(&game, &[]);
        assert!(!none.contains("weapon:"), "{none}");
        let axe = game.equip(library.find("Fiery War Axe").unwrap(), YOU).unwrap();
        let justice = game.equip(library.find("Light's Justice").unwrap(), YOU.other()).unwrap();
        let text = board(&game, &[]);
        let lines: Vec<&str> = text.lines().collect();
        let enemy = format!("Enemy weapon: Light's Justice #{} 1/4", justice.number());
        let mine = format!("Your weapon: Fiery War Axe #{} 3/2", axe.number());
        assert_eq!(lines[1], enemy, "{text}");
        let yours = lines.iter().position(|line| line.starts_with("Your hero:")).unwrap();
        assert_eq!(lines[yours + 1], mine, "{text}");
    }

    /// Each Hero Power is shown below its hero, with its cost and whether it was used.
    #[test]
    fn the_board_shows_each_hero_power_below_its_hero_and_whether_it_was_used() {
        let library = my_engine::content::library();
        let filler = library.find("Test Filler").unwrap();
        let mut game = Game::new(library, [vec![filler; 10], vec![filler; 10]], Default::default()).unwrap();
        game.begin().unwrap();
        game.gain_mana_crystals(YOU, 2).unwrap();
        assert!(!board(&game, &[]).contains("Hero Power"));
        let mine = game.give_hero_power(library.find("Armor Up!").unwrap(), YOU).unwrap();
        let theirs = game.give_hero_power(library.find("Life Tap").unwrap(), YOU.other()).unwrap();
        game.use_hero_power(None).unwrap();
        let text = board(&game, &[]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[1], format!("Enemy Hero Power: Life Tap #{} (2 mana)", theirs.number()), "{text}");
        let yours = lines.iter().position(|line| line.starts_with("Your hero:")).unwrap();
        let used = format!("Your Hero Power: Armor Up! #{} (2 mana, used)", mine.number());
        assert_eq!(lines[yours + 1], used, "{text}");
    }

    /// The person's lines, each typed `delay` after the one before: the clock moves on as a line
    /// starts to be read.
    struct TimedInput {
        lines: std::collections::VecDeque<(Duration, Vec<u8>)>,
        reading: Vec<u8>,
        clock: std::rc::Rc<std::cell::Cell<Instant>>,
    }

    impl std::io::Read for TimedInput {
        fn read(&mut self, into: &mut [u8]) -> std::io::Result<usize> {
            let available = self.fill_buf()?;
            let count = available.len().min(into.len());
            into[..count].copy_from_slice(&available[..count]);
            self.consume(count);
            Ok(count)
        }
    }

    impl BufRead for TimedInput {
        fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
            if self.reading.is_empty()
                && let Some((delay, line)) = self.lines.pop_front()
            {
                self.clock.set(self.clock.get() + delay);
                self.reading = line;
            }
            Ok(&self.reading)
        }

        fn consume(&mut self, count: usize) {
            self.reading.drain(..count);
        }
    }

    /// A minion of a card file whose aura limits turns to 15 seconds, played at once: a move
    /// typed 20 seconds into the turn ends it instead, and the limit is shown at each prompt.
    #[test]
    fn a_move_typed_after_the_turn_time_limit_ends_the_turn() {
        let file = r#"[{ "name": "Test Hourglass", "cost": 0, "type": "minion", "attack": 0, "health": 1,
            "text": "Players only have 15 seconds to take their turns.",
            "auras": [{ "reaches": "both_heroes", "turn_time_limit": 15 }] }]"#;
        let source = my_engine::content::read_card_file("hourglass.json", file).unwrap();
        let cards = my_engine::content::library_with(&[source]).unwrap();
        let hourglass = cards.find("Test Hourglass").unwrap();
        let clock = std::rc::Rc::new(std::cell::Cell::new(Instant::now()));
        let typed = |seconds, line: &str| (Duration::from_secs(seconds), format!("{line}\n").into_bytes());
        let lines = [typed(1, "0"), typed(1, "0"), typed(20, "0"), typed(1, "quit")];
        let mut input = TimedInput { lines: lines.into(), reading: Vec::new(), clock: clock.clone() };
        let mut output = Vec::new();
        let mut now = || clock.get();
        let (record, stop) =
            play(&mut input, &mut output, 7, 1, cards, &[hourglass, hourglass], &mut now).unwrap();
        let output = String::from_utf8(output).unwrap();
        assert_eq!(stop, Stop::Played);
        assert!(output.contains("Time is up: your turn ends."), "{output}");
        assert!(output.contains("A rule limits each turn to 15 seconds: 14 left."), "{output}");
        // Both mulligans, then your turn: the minion played in time, and the move typed too late
        // made into the turn's end.
        let moves = &record.moves;
        assert!(matches!(moves[2], Move::PlayMinion { card, .. } if card == Id::from_number(2)), "{moves:?}");
        assert_eq!(moves[3], Move::EndTurn, "{moves:?}");
    }

    #[test]
    fn a_turn_is_out_of_time_only_past_its_limit() {
        let started = Instant::now();
        let after = |seconds| started + Duration::from_secs(seconds);
        assert!(!out_of_time(None, started, after(3600)), "no limit");
        assert!(!out_of_time(Some(15), started, after(15)));
        assert!(out_of_time(Some(15), started, after(16)));
        let mut clock = TurnClock { started: None };
        assert_eq!(clock.started(3, started), started);
        assert_eq!(clock.started(3, after(10)), started, "the same turn keeps its start");
        assert_eq!(clock.started(5, after(40)), after(40), "a new turn starts its own");
    }

    #[test]
    fn a_move_is_its_number_or_a_minions_number_and_another_position() {
        let card = Id::from_number(5);
        let at = |position| Move::PlayMinion { card, position, target: None };
        let moves = [at(1), Move::EndTurn];
        let every = [at(0), at(1), Move::EndTurn];
        assert_eq!(parse("0", &moves, &every), Ok(at(1)), "listed at the right end");
        assert_eq!(parse("0 0", &moves, &every), Ok(at(0)), "at the left end instead");
        let out = |text: &str| NotAMove::Out(text.to_owned());
        assert_eq!(
            parse("0 5", &moves, &every),
            Err(out("position 5: your board has 1 minion (positions 0 to 1)")),
            "no such position"
        );
        assert_eq!(
            parse("1 0", &moves, &every),
            Err(out("move 1 places no minion: only a minion takes a position")),
            "ending the turn has no position"
        );
        assert_eq!(parse("0 0 0", &moves, &every), Err(NotAMove::Unread));
        assert_eq!(parse("end", &moves, &every), Ok(Move::EndTurn));
        assert_eq!(parse("2", &moves, &every), Err(out("move 2: there are 2 moves")));
        assert_eq!(parse("x", &moves, &every), Err(NotAMove::Unread));
        assert_eq!(parse("0 x", &moves, &every), Err(NotAMove::Unread));
    }

    #[test]
    fn a_choose_one_minions_move_takes_another_position_with_its_option() {
        let card = Id::from_number(5);
        let at = |position| Move::ChooseOne { card, option: 1, position, target: None };
        let (moves, every) = ([at(2)], [at(0), at(1), at(2)]);
        assert_eq!(parse("0 0", &moves, &every), Ok(at(0)));
        assert_eq!(
            parse("0 4", &moves, &every),
            Err(NotAMove::Out("position 4: your board has 2 minions (positions 0 to 2)".to_owned()))
        );
    }
}
