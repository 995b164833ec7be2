//! One game of a balance run: the two decks, each played by its bot, from one seed, and what
//! each deck's cards did in it.

use serde::{Deserialize, Serialize};

use super::bots::BotChoice;
use crate::content::Deck;
use crate::engine::{
    CardId, Event, Game, GameRecord, Id, Library, Move, Outcome, Player, Record, Rules, SplitMix64,
};
use crate::search::MAX_MOVES;

/// What a balance run plays: two decks (A, index 0, and B, index 1), each played by its bot,
/// from `library` (the built-in cards, a card file's, and any override).
#[derive(Clone, Debug)]
pub struct Matchup {
    /// The decks, A then B.
    pub decks: [Deck; 2],
    /// The bot of each deck.
    pub bots: [BotChoice; 2],
    /// The cards the decks are read from.
    pub library: &'static Library,
}

/// What one card of a deck did in one game, as four flags: drawn (into the hand from the deck
/// at any time, the opening hand and the mulligan's draws included), played, in the opening
/// hand (the hand after the mulligan, before the first turn's draw) and kept in the mulligan (dealt and not put back). Each
/// counts the deck's own copies of the card by name (a copy of an opponent's card of the same
/// name is not one): a game where either copy was drawn counts once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardFacts(u8);

impl CardFacts {
    const DRAWN: u8 = 1;
    const PLAYED: u8 = 2;
    const OPENING: u8 = 4;
    const KEPT: u8 = 8;

    /// The four facts, in the report's order: drawn, played, in the opening hand, kept.
    pub fn each(self) -> [bool; 4] {
        [Self::DRAWN, Self::PLAYED, Self::OPENING, Self::KEPT].map(|flag| self.0 & flag != 0)
    }

    fn with(self, flag: u8, on: bool) -> CardFacts {
        CardFacts(if on { self.0 | flag } else { self.0 })
    }
}

/// One game's result: its seed, which deck went first, which won, and what each distinct card
/// of each deck did (in the deck list's order). Its record replays it (`GameRecord::replay`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The game's seed: it shuffles the decks and draws every random choice, the bots' too.
    pub seed: u64,
    /// The deck that went first: 0 (A) or 1 (B).
    pub first: usize,
    /// The deck that won, or `None` for a draw or a game not over within `MAX_MOVES`.
    pub winner: Option<usize>,
    /// Each deck's cards, in its list's order: what each did.
    pub cards: [Vec<CardFacts>; 2],
    /// The game's record, to replay it; not kept in a result file.
    #[serde(skip)]
    pub record: Option<GameRecord>,
}

/// The deck that goes first in the game of `seed`: A on even seeds, B on odd ones, so that a
/// run of consecutive seeds splits the first turns evenly.
pub fn first_deck(seed: u64) -> usize {
    (seed % 2) as usize
}

/// Play the game of `seed`: the real game's rules, the decks shuffled from the seed, the
/// first deck by `first_deck`, each player's moves from its deck's bot (each bot's random
/// choices from its own generator, seeded from the game's seed); a move refused by the game
/// (one that runs away) ends the turn instead.
pub fn play_game(matchup: &Matchup, seed: u64) -> GameResult {
    let first = first_deck(seed);
    let deck_of = |player: Player| (first + player.seat()) % 2;
    let names = |deck: usize| -> Vec<String> {
        matchup.decks[deck].cards.iter().map(|&card| matchup.library.card(card).name.clone()).collect()
    };
    let mut record = GameRecord::new([names(first), names(1 - first)], Rules::hearthstone(), seed);
    let mut bot_random = [SplitMix64::new(seed ^ 0x5EED_A000), SplitMix64::new(seed ^ 0x5EED_B000)];
    // Each player's own card objects: their deck as the game is built, before the opening
    // hands are dealt from it. A copy of an opponent's card (Mind Vision's) is not one of them.
    let mut own: [Vec<Id>; 2] = [Vec::new(), Vec::new()];
    let started = record.start(matchup.library).and_then(|mut game| {
        own = Player::BOTH.map(|player| game.deck(player));
        game.begin().map(|()| game)
    });
    let Ok(mut game) = started else {
        let none = [0, 1].map(|deck| vec![CardFacts::default(); matchup.decks[deck].list.len()]);
        return GameResult { seed, first, winner: None, cards: none, record: Some(record) };
    };
    let dealt: [Vec<Id>; 2] = Player::BOTH.map(|player| game.hand(player).to_vec());
    let mut opening = dealt.clone();
    for _ in 0..MAX_MOVES {
        let Some(player) = game.player_to_move() else { break };
        let deck = deck_of(player);
        let Some(chosen) = matchup.bots[deck].choose(&game, &mut bot_random[deck]) else { break };
        let logged = game.log().len();
        if record.make(&mut game, chosen).is_err() {
            let _ = record.make(&mut game, Move::EndTurn);
        }
        if let Move::Mulligan { player, .. } = chosen {
            after_mulligan(&mut opening[player.seat()], player, &game.log()[logged..]);
        }
    }
    let winner = match game.outcome() {
        Some(Outcome::Won { player }) => Some(deck_of(player)),
        _ => None,
    };
    let cards = [0, 1].map(|deck| {
        let player = Player::BOTH[(deck + 2 - first) % 2];
        let hands = Hands {
            own: &own[player.seat()],
            dealt: &dealt[player.seat()],
            opening: &opening[player.seat()],
        };
        facts_of(&game, matchup, deck, player, hands)
    });
    GameResult { seed, first, winner, cards, record: Some(record) }
}

/// One player's card objects a game's facts are read from: their own (their deck as it was
/// built), those dealt into the opening hand, and the opening hand after the mulligan.
#[derive(Clone, Copy)]
struct Hands<'a> {
    own: &'a [Id],
    dealt: &'a [Id],
    opening: &'a [Id],
}

/// The opening hand of `player` after their mulligan, whose events are `events`: the cards
/// put back gone, and the cards drawn for them (before the first turn starts) in.
fn after_mulligan(hand: &mut Vec<Id>, player: Player, events: &[Record]) {
    for record in events {
        match record.event {
            Event::PutBack { player: who, id } if who == player => hand.retain(|&held| held != id),
            Event::Drew { player: who, id } if who == player => hand.push(id),
            Event::TurnStarted { .. } => break,
            _ => {}
        }
    }
}

/// What each distinct card of deck `deck` (played by `player`) did in `game`, from its log and
/// the two hands read as the game went.
fn facts_of(game: &Game, matchup: &Matchup, deck: usize, player: Player, hands: Hands) -> Vec<CardFacts> {
    let Hands { own, dealt, opening } = hands;
    let card_of = |id| game.card_of(id).ok().flatten();
    let mut drawn: Vec<CardId> = dealt.iter().filter_map(|&id| card_of(id)).collect();
    let mut played = Vec::new();
    for record in game.log() {
        match record.event {
            Event::Drew { player: who, id } if who == player && own.contains(&id) => {
                drawn.extend(card_of(id))
            }
            Event::Played { player: who, id } if who == player && own.contains(&id) => {
                played.extend(card_of(id))
            }
            _ => {}
        }
    }
    let in_opening: Vec<CardId> = opening.iter().filter_map(|&id| card_of(id)).collect();
    let kept: Vec<CardId> =
        dealt.iter().filter(|id| opening.contains(id)).filter_map(|&id| card_of(id)).collect();
    matchup.decks[deck]
        .list
        .iter()
        .map(|(name, _)| {
            let Ok(card) = matchup.library.find(name) else { return CardFacts::default() };
            CardFacts::default()
                .with(CardFacts::DRAWN, drawn.contains(&card))
                .with(CardFacts::PLAYED, played.contains(&card))
                .with(CardFacts::OPENING, in_opening.contains(&card))
                .with(CardFacts::KEPT, kept.contains(&card))
        })
        .collect()
}
