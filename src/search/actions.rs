//! Moves as integers of a fixed action space, the shape OpenSpiel's `State` teaches
//! (`legal_actions`, `apply_action`, `action_to_string`, `is_terminal`, `returns`): each move
//! of the player to move is one number below `NUM_DISTINCT_ACTIONS`, the same number for the
//! same kind of move from the same places whatever the cards, so that a learning bot can give
//! each number an output.
//!
//! The numbers, from the player to move's side (a *character slot* is 0 for no target, 1 for
//! their own hero, 2 to 8 for their minions left to right, 9 for the enemy hero, 10 to 16 for
//! the enemy minions left to right):
//!
//! | actions | what | count |
//! | --- | --- | --- |
//! | 0 | end the turn | 1 |
//! | 1 + (hand × 8 + position) × 17 + slot | play the card at hand position 0-9, a minion at board position 0-7 (a spell or a weapon at 0), at the target in character slot `slot` (a weapon at 0) | 1,360 |
//! | 1,361 + attacker × 8 + defender | attack: attacker 0 the hero, 1-7 a minion left to right; defender 0 the enemy hero, 1-7 an enemy minion | 64 |
//! | 1,425 + set | the mulligan putting back the opening hand's positions in the 4-bit `set` (bit 0 the oldest card) | 16 |
//! | 1,441 + index | the choice among cards: the card at `index` of those offered | 3 |
//! | 1,444 + slot | the Hero Power, at the target in character slot `slot` (0 for one that names none) | 17 |
//! | 1,461 + ((hand × 2 + option) × 8 + position) × 17 + slot | play the Choose One card at hand position 0-9 with its option 0 or 1, a minion at board position 0-7 (a spell at 0), at the target in character slot `slot` | 2,720 |
//!
//! `NUM_DISTINCT_ACTIONS` is 4,181. A card past hand position 9 (a hand over the real game's
//! limit of ten, which only the course's rules allow) has no action: `legal_actions` leaves
//! its plays out. A listed action can still be refused when it is applied:
//! if the game changed in between (`apply_action` checks it against the game as it is), or if
//! its Sequence runs past the game's `Limits`, which rolls it back (`ActionError::Refused`).
//! A bot handed a player's view (`View`, the crate's bots' way) numbers its moves on a game
//! sampled from it (`View::determinize`): the player's hand and both boards stand there as the
//! view shows them, so the numbers are the view's.
//!
//! A bot in a few lines, from a begun game to its end:
//!
//! ```
//! use my_engine::search::{self, actions};
//!
//! let mut game = search::playout_start(); // Two players, the benchmark deck, the mulligans next.
//! let mut turn = 0;
//! while !actions::is_terminal(&game) {
//!     let legal = actions::legal_actions(&game);
//!     // Each move is a number below NUM_DISTINCT_ACTIONS; this bot takes the highest
//!     // listed, and ends the turn every tenth time it is asked.
//!     turn += 1;
//!     let chosen = if turn % 10 == 0 { legal[0] } else { legal[legal.len() - 1] };
//!     println!("{}", actions::action_to_string(&game, chosen));
//!     actions::apply_action(&mut game, chosen).expect("a listed action, on the game it was listed for");
//! }
//! let [first, second] = actions::returns(&game);
//! assert_eq!(first + second, 0.0);
//! ```

use std::fmt;

use crate::engine::{CardKind, Error, Game, HandPositions, Id, Move, Outcome, Player};

/// One number of the action space (module docs).
pub type Action = u32;

/// How many distinct actions there are: every action is below this.
pub const NUM_DISTINCT_ACTIONS: Action = CHOOSE_ONE + CHOOSE_ONE_ACTIONS;

/// Character slots: none, your hero, your seven minions, the enemy hero, its seven minions.
const SLOTS: Action = 17;
/// Hand positions an action can name (the real game's hand limit).
const HAND: Action = 10;
/// Board positions a minion can be played at.
const POSITIONS: Action = 8;

const END_TURN: Action = 0;
const PLAY: Action = 1;
const ATTACK: Action = PLAY + HAND * POSITIONS * SLOTS;
const MULLIGAN: Action = ATTACK + 8 * 8;
const CHOOSE: Action = MULLIGAN + 16;
const HERO_POWER: Action = CHOOSE + 3;
const CHOOSE_ONE: Action = HERO_POWER + SLOTS;
/// Options of a Choose One card.
const OPTIONS: Action = 2;
const CHOOSE_ONE_ACTIONS: Action = HAND * OPTIONS * POSITIONS * SLOTS;

/// Why an action cannot be applied: not a number of the space, not legal now, or refused by
/// the game.
#[derive(Debug, PartialEq, thiserror::Error)]
pub enum ActionError {
    /// Past `NUM_DISTINCT_ACTIONS`.
    #[error("action {action} is not in the action space (0 to {}): pick one of legal_actions", NUM_DISTINCT_ACTIONS - 1)]
    NoSuchAction { action: Action },
    /// A number of the space that is no legal move now.
    #[error("action {action} ({what}) is not legal now: pick one of legal_actions")]
    NotLegal { action: Action, what: String },
    /// The game refused the move (it changed since the action was listed).
    #[error("{0}")]
    Refused(#[from] Error),
}

/// Whether the game is over.
pub fn is_terminal(game: &Game) -> bool {
    game.outcome().is_some()
}

/// Each player's return, seat 0 then seat 1: +1 for a win, -1 for a loss, 0 for a draw or a
/// game not over.
pub fn returns(game: &Game) -> [f64; 2] {
    match game.outcome() {
        Some(Outcome::Won { player }) => Player::BOTH.map(|seat| if seat == player { 1.0 } else { -1.0 }),
        Some(Outcome::Draw) | None => [0.0, 0.0],
    }
}

/// The legal moves of the player to move as actions, lowest first.
pub fn legal_actions(game: &Game) -> Vec<Action> {
    let mut actions: Vec<Action> =
        game.legal_moves().into_iter().filter_map(|mv| action_of(game, mv)).collect();
    actions.sort_unstable();
    actions.dedup();
    actions
}

/// Make the move `action` names, if it is legal now; otherwise why not, and nothing changes.
pub fn apply_action(game: &mut Game, action: Action) -> Result<(), ActionError> {
    let mv = move_of(game, action)?;
    if !game.legal_moves().contains(&mv) {
        return Err(ActionError::NotLegal { action, what: action_to_string(game, action) });
    }
    Ok(game.make(mv)?)
}

/// A short human string for `action` in `game`: `play Chillwind Yeti #7 at position 0`.
pub fn action_to_string(game: &Game, action: Action) -> String {
    match move_of(game, action) {
        Ok(mv) => MoveText::new(game, mv).to_string(),
        Err(_) => format!("action {action}, no move here"),
    }
}

/// The number of `mv` in `game` for the player to move, if the space has one for it.
pub fn action_of(game: &Game, mv: Move) -> Option<Action> {
    let me = game.player_to_move()?;
    match mv {
        Move::EndTurn => Some(END_TURN),
        Move::PlayMinion { card, position, target } => {
            let hand = position_in(game.hand(me), card).filter(|&at| at < HAND)?;
            let position = Action::try_from(position).ok().filter(|&at| at < POSITIONS)?;
            Some(PLAY + (hand * POSITIONS + position) * SLOTS + slot_of(game, me, target)?)
        }
        Move::PlaySpell { card, target } => {
            let hand = position_in(game.hand(me), card).filter(|&at| at < HAND)?;
            Some(PLAY + hand * POSITIONS * SLOTS + slot_of(game, me, target)?)
        }
        Move::PlayWeapon { card, target } => {
            let hand = position_in(game.hand(me), card).filter(|&at| at < HAND)?;
            Some(PLAY + hand * POSITIONS * SLOTS + slot_of(game, me, target)?)
        }
        Move::Attack { attacker, defender } => {
            let attacker = side_slot(game, me, attacker)?;
            let defender = side_slot(game, me.other(), defender)?;
            Some(ATTACK + attacker * 8 + defender)
        }
        Move::Mulligan { put_back, .. } => {
            let set = put_back.iter().try_fold(0, |set, at| (at < 4).then_some(set | 1 << at))?;
            Some(MULLIGAN + set)
        }
        Move::Choose { card } => {
            let offered = game.pending_choice()?;
            Some(CHOOSE + position_in(offered.offered(), card)?)
        }
        Move::HeroPower { target } => Some(HERO_POWER + slot_of(game, me, target)?),
        Move::ChooseOne { card, option, position, target } => {
            let hand = position_in(game.hand(me), card).filter(|&at| at < HAND)?;
            let option = Some(Action::from(option)).filter(|&option| option < OPTIONS)?;
            let position = Action::try_from(position).ok().filter(|&at| at < POSITIONS)?;
            let index = ((hand * OPTIONS + option) * POSITIONS + position) * SLOTS;
            Some(CHOOSE_ONE + index + slot_of(game, me, target)?)
        }
    }
}

/// The move `action` names in `game` for the player to move; an error if the number is not
/// in the space or names a place that holds nothing now.
pub fn move_of(game: &Game, action: Action) -> Result<Move, ActionError> {
    let nothing = || ActionError::NotLegal { action, what: "it names an empty place".to_owned() };
    let me =
        game.player_to_move().ok_or(ActionError::NotLegal { action, what: "the game is over".to_owned() })?;
    match action {
        END_TURN => Ok(Move::EndTurn),
        _ if action < ATTACK => {
            let index = action - PLAY;
            let (hand, position, slot) =
                (index / (POSITIONS * SLOTS), index / SLOTS % POSITIONS, index % SLOTS);
            let card = *game.hand(me).get(hand as usize).ok_or_else(nothing)?;
            let target = match slot {
                0 => None,
                _ => Some(character_in(game, me, slot).ok_or_else(nothing)?),
            };
            let kind = game.card_of(card).ok().flatten().map(|of| game.library().card(of).kind);
            match kind {
                Some(CardKind::Spell { .. }) if position == 0 => Ok(Move::PlaySpell { card, target }),
                Some(CardKind::Weapon { .. }) if position == 0 => Ok(Move::PlayWeapon { card, target }),
                Some(CardKind::Spell { .. } | CardKind::Weapon { .. }) => Err(nothing()),
                _ => Ok(Move::PlayMinion { card, position: position as usize, target }),
            }
        }
        _ if action < MULLIGAN => {
            let index = action - ATTACK;
            let attacker = side_character(game, me, index / 8).ok_or_else(nothing)?;
            let defender = side_character(game, me.other(), index % 8).ok_or_else(nothing)?;
            Ok(Move::Attack { attacker, defender })
        }
        _ if action < CHOOSE => {
            let set = action - MULLIGAN;
            let positions: Vec<usize> = (0..4).filter(|at| set & (1 << at) != 0).collect();
            let put_back = HandPositions::of(&positions).map_err(|_| nothing())?;
            Ok(Move::Mulligan { player: me, put_back })
        }
        _ if action < HERO_POWER => {
            let choice = game.pending_choice().ok_or_else(nothing)?;
            let card = *choice.offered().get((action - CHOOSE) as usize).ok_or_else(nothing)?;
            Ok(Move::Choose { card })
        }
        _ if action < CHOOSE_ONE => {
            let target = match action - HERO_POWER {
                0 => None,
                slot => Some(character_in(game, me, slot).ok_or_else(nothing)?),
            };
            Ok(Move::HeroPower { target })
        }
        _ if action < NUM_DISTINCT_ACTIONS => {
            let index = action - CHOOSE_ONE;
            let (hand, option) =
                (index / (OPTIONS * POSITIONS * SLOTS), index / (POSITIONS * SLOTS) % OPTIONS);
            let (position, slot) = (index / SLOTS % POSITIONS, index % SLOTS);
            let card = *game.hand(me).get(hand as usize).ok_or_else(nothing)?;
            let target = match slot {
                0 => None,
                _ => Some(character_in(game, me, slot).ok_or_else(nothing)?),
            };
            let def = game.card_of(card).ok().flatten().map(|of| game.library().card(of));
            let minion = match def {
                Some(def) if def.abilities.choose_one.is_empty() => return Err(nothing()),
                Some(def) => matches!(def.kind, CardKind::Minion { .. }),
                None => return Err(nothing()),
            };
            if !minion && position > 0 {
                return Err(nothing());
            }
            let option = u8::try_from(option).map_err(|_| nothing())?;
            Ok(Move::ChooseOne { card, option, position: position as usize, target })
        }
        _ => Err(ActionError::NoSuchAction { action }),
    }
}

/// Where `id` is in `ids`.
fn position_in(ids: &[Id], id: Id) -> Option<Action> {
    ids.iter().position(|&held| held == id).and_then(|at| Action::try_from(at).ok())
}

/// The character slot of `target` seen from `me`: 0 for none.
fn slot_of(game: &Game, me: Player, target: Option<Id>) -> Option<Action> {
    let Some(target) = target else { return Some(0) };
    if let Some(slot) = side_slot(game, me, target) {
        return Some(1 + slot);
    }
    side_slot(game, me.other(), target).map(|slot| 9 + slot)
}

/// `id`'s place on `side`: 0 its hero, 1 to 7 its minions left to right.
fn side_slot(game: &Game, side: Player, id: Id) -> Option<Action> {
    match game.hero(side) == id {
        true => Some(0),
        false => position_in(game.board(side), id).map(|at| at + 1).filter(|&slot| slot < 8),
    }
}

/// The character in slot `slot` (1 to 16) seen from `me`.
fn character_in(game: &Game, me: Player, slot: Action) -> Option<Id> {
    match slot {
        1..=8 => side_character(game, me, slot - 1),
        9..=16 => side_character(game, me.other(), slot - 9),
        _ => None,
    }
}

/// The character at place `place` of `side`: 0 its hero, 1 to 7 its minions.
fn side_character(game: &Game, side: Player, place: Action) -> Option<Id> {
    match place {
        0 => Some(game.hero(side)),
        _ => game.board(side).get(place as usize - 1).copied(),
    }
}

/// A move in a player's words, in the game it is made in: `play Chillwind Yeti #7 at position
/// 0`, `cast Fireball #12 at Hero #1`, `attack Hero #1 with Wolfrider #9`, `end the turn`,
/// `put back Wisp #4`, `draw Wisp #30`. Each card is named by `name` (`card_name` unless the
/// front end names them its own way, as the terminal game says "your hero").
pub struct MoveText<'a> {
    game: &'a Game,
    mv: Move,
    name: fn(&Game, Id) -> String,
}

impl<'a> MoveText<'a> {
    /// `mv` in `game`, each card named by `card_name`.
    pub fn new(game: &'a Game, mv: Move) -> MoveText<'a> {
        MoveText { game, mv, name: card_name }
    }

    /// The same, each card named by `name`.
    pub fn naming(self, name: fn(&Game, Id) -> String) -> MoveText<'a> {
        MoveText { name, ..self }
    }
}

/// A card object as `MoveText` names it by default: its card's name and its id, `Wisp #4`.
pub fn card_name(game: &Game, id: Id) -> String {
    format!("{} {id}", game.name_of(id).unwrap_or("?"))
}

impl fmt::Display for MoveText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game = self.game;
        let name = |id: Id| (self.name)(game, id);
        let at =
            |target: Option<Id>| target.map(|target| format!(" at {}", name(target))).unwrap_or_default();
        match self.mv {
            Move::PlayMinion { card, position, target } => {
                write!(f, "play {} at position {position}{}", name(card), at(target))
            }
            Move::PlaySpell { card, target } => write!(f, "cast {}{}", name(card), at(target)),
            Move::PlayWeapon { card, target } => write!(f, "equip {}{}", name(card), at(target)),
            Move::ChooseOne { card, option, position, target } => {
                let def = game.card_of(card).ok().flatten().map(|of| game.library().card(of));
                let chosen = def.and_then(|def| def.abilities.choose_one.get(usize::from(option)));
                let chosen = chosen.map_or_else(|| format!("option {option}"), |choice| choice.name.clone());
                let minion = def.is_some_and(|def| matches!(def.kind, CardKind::Minion { .. }));
                let place = if minion { format!(" at position {position}") } else { String::new() };
                write!(f, "play {} choosing {chosen}{place}{}", name(card), at(target))
            }
            Move::HeroPower { target } => {
                let power = game.player_to_move().and_then(|me| game.hero_power(me));
                let power = power.map(|id| format!(" {}", name(id))).unwrap_or_default();
                write!(f, "use the Hero Power{power}{}", at(target))
            }
            Move::Attack { attacker, defender } => {
                write!(f, "attack {} with {}", name(defender), name(attacker))
            }
            Move::EndTurn => write!(f, "end the turn"),
            Move::Mulligan { put_back, .. } if put_back.is_empty() => write!(f, "keep every opening card"),
            Move::Mulligan { player, put_back } => {
                let hand = game.hand(player);
                let cards: Vec<String> =
                    put_back.iter().filter_map(|at| hand.get(at)).map(|&id| name(id)).collect();
                write!(f, "put back {}", cards.join(", "))
            }
            Move::Choose { card } => write!(f, "draw {}", name(card)),
        }
    }
}
