//! `Move`: what the player to move can do (a turn's moves, a mulligan, or a choice), as
//! `Game::legal_moves` lists it.

use serde::{Deserialize, Serialize};

use crate::engine::course::aim::Aim;
use crate::engine::course::card::{CardDef, CardKind, Library};
use crate::engine::course::state::{BOARD_SIZE, State};
use crate::engine::object::id::{Id, Player};
use crate::engine::support::inline_list::InlineList;
use crate::engine::support::listed::Listed;

use super::legality::{
    Chooser, battlecry_aim, choosable, may_attack, may_be_attacked_past, may_play, may_use_hero_power,
    taunt_in_the_way,
};
use super::mulligan::{HandPositions, next_mulligan};

/// A move of the player whose turn it is, or, before the first turn, a player's mulligan.
/// `Game::legal_moves` lists the legal ones and `Game::make` accepts only those.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(tag = "move", rename_all = "snake_case", deny_unknown_fields)]
pub enum Move {
    /// Play the minion `card` from the hand at `position` on the board, its Battlecry at
    /// `target` if it is aimed (`Game::play`).
    PlayMinion { card: Id, position: usize, target: Option<Id> },
    /// Play the spell `card` from the hand, at `target` if its text names one (`Game::play`).
    PlaySpell { card: Id, target: Option<Id> },
    /// Play the weapon `card` from the hand: its player's hero equips it, its Battlecry at
    /// `target` if it is aimed (`Game::play`). A move saved before weapons took a target
    /// loads with none.
    PlayWeapon {
        card: Id,
        #[serde(default)]
        target: Option<Id>,
    },
    /// `attacker` attacks `defender` (`Game::attack_with`).
    Attack { attacker: Id, defender: Id },
    /// Use the Hero Power of the player whose turn it is, at `target` if its text names one
    /// (`Game::use_hero_power`).
    HeroPower { target: Option<Id> },
    /// End the turn (`Game::end_turn`).
    EndTurn,
    /// `player`'s mulligan: put back the cards at `put_back` and draw as many (`Game::mulligan`;
    /// before the first turn, under `Rules::mulligan`).
    Mulligan { player: Player, put_back: HandPositions },
    /// Choose `card`, one of the cards a choice among cards offers, to draw; the others stay
    /// set aside (`Game::choose`; the one move while a choice waits, `course/choice.rs`).
    Choose { card: Id },
    /// Play the "Choose One" card `card` from the hand with its option `option` (0 or 1): a
    /// minion at `position` on the board, its option as its Battlecry, or a spell, its option
    /// as its text (position 0); at `target` if the option names one (`Game::play_choosing`).
    ChooseOne { card: Id, option: u8, position: usize, target: Option<Id> },
}

/// The legal moves `Game::list_moves` listed, stamped with the game and the moment, so that
/// `Game::make_listed` can make one without checking it again (`support/listed.rs`).
pub type ListedMoves = Listed<Move>;

/// Which board positions the listed minion plays take.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Positions {
    /// Every position, from the left end to the right end (`Game::legal_moves`).
    #[default]
    Every,
    /// The right end only: one move per card and target, the policy of a random playout
    /// (a minion's position matters to few cards, and listing all eight would make playing a
    /// minion eight times likelier than ending the turn).
    RightEnd,
}

/// The legal moves of the player to move in `state` (the player whose turn it is, or whose
/// mulligan comes next), appended to `moves`, in `Game::legal_moves`'s order. While a choice
/// among cards waits, its choices alone, in the order offered: nothing else may be done until
/// it is made.
///
/// The moves are built to be legal, not tried one by one against `Game::make`'s checks
/// (trying would build and drop an error for every refused candidate, which is most of the
/// cost of a random playout). The two say the same thing; the property test
/// (`tests/api/properties.rs`) holds them to it: a move is listed exactly when `make` accepts it.
pub(in crate::engine) fn list_legal_moves(
    state: &State,
    library: &Library,
    positions: Positions,
    moves: &mut Vec<Move>,
) {
    if state.outcome.is_some() {
        return;
    }
    // Speed: a game with no choice waiting pays one test of an `Option` here.
    if let Some(choice) = state.choice {
        return moves.extend(choice.offered().iter().map(|&card| Move::Choose { card }));
    }
    let Some(turn) = state.turn else {
        return list_mulligans(state, moves); // None before `begin`.
    };
    for &card in &state.hands[turn.player] {
        list_plays(state, library, card, turn.player, positions, moves);
    }
    list_hero_power(state, library, turn.player, moves);
    list_attacks(state, turn.player, moves);
    moves.push(Move::EndTurn);
}

/// Every mulligan of the player whose mulligan comes next (`next_mulligan`): each set of their
/// hand's positions (within `HandPositions::ROOM`) that their deck can replace, from keeping
/// every card to putting back all.
fn list_mulligans(state: &State, moves: &mut Vec<Move>) {
    let Some(player) = next_mulligan(state) else { return };
    let deck = state.decks[player].len();
    for put_back in HandPositions::every_set_below(state.hands[player].len()) {
        if put_back.len() <= deck {
            moves.push(Move::Mulligan { player, put_back });
        }
    }
}

/// Each way `player` can play `card` from their hand: none if it costs more than the mana they
/// have (its cost as it is now: `State::cost_of`) or it is a minion and their board is full; a
/// spell at no target, or at each character in play if its text names one; a minion at each
/// position (`positions`), and a weapon, with each target its Battlecry can aim at (none if it
/// is not aimed or no character can be aimed at).
fn list_plays(
    state: &State,
    library: &Library,
    card: Id,
    player: Player,
    positions: Positions,
    moves: &mut Vec<Move>,
) {
    let Ok(def) = may_play(state, library, player, card) else { return };
    if !def.abilities.choose_one.is_empty() {
        return list_choose_one_plays(state, library, card, player, positions, def, moves);
    }
    let on_board = state.boards[player].len();
    match def.kind {
        CardKind::Spell { targeted: false } => moves.push(Move::PlaySpell { card, target: None }),
        CardKind::Spell { targeted: true } => {
            let aim = def.aim().unwrap_or(Aim::ANY_CHARACTER);
            let targets = choosable(state, library, player, Chooser::Spell(aim));
            moves.extend(targets.map(|target| Move::PlaySpell { card, target: Some(target) }));
        }
        CardKind::Weapon { .. } => list_weapon_plays(state, library, card, player, def, moves),
        CardKind::Enchantment { .. } | CardKind::HeroPower { .. } | CardKind::Hero { .. } => {} // `may_play` refuses them.
        CardKind::Minion { .. } => {
            let first = match positions {
                Positions::Every => 0,
                Positions::RightEnd => on_board,
            };
            let mut at_each_position = |target: Option<Id>| {
                // Positions `first..=on_board`, written half-open (speed: notes/performance.md, "Where each speed trick stands").
                moves.extend((first..on_board + 1).map(|position| Move::PlayMinion {
                    card,
                    position,
                    target,
                }));
            };
            let Some(aim) = battlecry_aim(state, player, def) else {
                return at_each_position(None);
            };
            let mut aimable = choosable(state, library, player, Chooser::Battlecry(aim)).peekable();
            if aimable.peek().is_none() {
                return at_each_position(None);
            }
            aimable.for_each(|target| at_each_position(Some(target)));
        }
    }
}

/// Each way `player` can play the weapon `card` (`def`): with each target its Battlecry can aim
/// at, or at none if it is not aimed or no character can be aimed at. Out of line (speed: a
/// weapon in hand is rare, and the listing of the others stays as short as it was).
#[inline(never)]
fn list_weapon_plays(
    state: &State,
    library: &Library,
    card: Id,
    player: Player,
    def: &CardDef,
    moves: &mut Vec<Move>,
) {
    let Some(aim) = battlecry_aim(state, player, def) else {
        return moves.push(Move::PlayWeapon { card, target: None });
    };
    let mut aimable = choosable(state, library, player, Chooser::Battlecry(aim)).peekable();
    if aimable.peek().is_none() {
        return moves.push(Move::PlayWeapon { card, target: None });
    }
    moves.extend(aimable.map(|target| Move::PlayWeapon { card, target: Some(target) }));
}

/// Each way `player` can play the "Choose One" card `card` (`def`), option by option: a spell's
/// option at no target, or at each character its aim allows (an option with none to take is
/// not listed: "A spell whose aim has no legal target cannot be played"); a minion's at each
/// position (`positions`), with each target its option can aim at, or at none if it is not
/// aimed or no character can be aimed at, as a Battlecry. Out of line (speed: such a card in
/// hand is rare).
#[cold]
#[inline(never)]
fn list_choose_one_plays(
    state: &State,
    library: &Library,
    card: Id,
    player: Player,
    positions: Positions,
    def: &CardDef,
    moves: &mut Vec<Move>,
) {
    if !matches!(def.kind, CardKind::Minion { .. } | CardKind::Spell { .. }) {
        return; // Only a minion or a spell has options (`Game::check_choose_one`).
    }
    let on_board = state.boards[player].len();
    let first = match positions {
        Positions::Every => 0,
        Positions::RightEnd => on_board,
    };
    for (option, choice) in (0u8..).zip(&def.abilities.choose_one) {
        let play = |position, target| Move::ChooseOne { card, option, position, target };
        match (def.kind, choice.aim) {
            (CardKind::Minion { .. }, aim) => {
                let aimable: Vec<Id> = aim
                    .map(|aim| choosable(state, library, player, Chooser::Battlecry(aim)).collect())
                    .unwrap_or_default();
                if aimable.is_empty() {
                    moves.extend((first..on_board + 1).map(|position| play(position, None)));
                } else {
                    for target in aimable {
                        moves.extend((first..on_board + 1).map(|position| play(position, Some(target))));
                    }
                }
            }
            (_, None) => moves.push(play(0, None)),
            (_, Some(aim)) => {
                let targets = choosable(state, library, player, Chooser::Spell(aim));
                moves.extend(targets.map(|target| play(0, Some(target))));
            }
        }
    }
}

/// Each way `player` can use their Hero Power (`may_use_hero_power`): at no target, or at each
/// character it can aim at, in order of play (heroes first).
fn list_hero_power(state: &State, library: &Library, player: Player, moves: &mut Vec<Move>) {
    // Speed: a game whose heroes have no Hero Power pays one test of an `Option` here.
    if state.hero_powers[player].is_none() {
        return;
    }
    let Ok((_, def)) = may_use_hero_power(state, library, player) else { return };
    match def.aim() {
        None => moves.push(Move::HeroPower { target: None }),
        Some(aim) => {
            let targets = choosable(state, library, player, Chooser::HeroPower(aim));
            moves.extend(targets.map(|target| Move::HeroPower { target: Some(target) }));
        }
    }
}

/// Each attack `player` can make: their hero, then each of their minions left to right on
/// their board, if it may attack (`may_attack`), at each enemy character an attack may reach
/// (`may_be_attacked`): the enemy hero, then the enemy minions left to right.
///
/// The boards' order, as a player sees them, rather than the order of play: a board holds
/// only its side's minions, so listing from it reads no minion of the other side (speed:
/// notes/performance.md, "Where each speed trick stands").
fn list_attacks(state: &State, player: Player, moves: &mut Vec<Move>) {
    let enemy = player.other();
    let mut defenders = InlineList::<Id, { BOARD_SIZE + 1 }>::default();
    let enemies = std::iter::once(state.heroes[enemy]).chain(state.boards[enemy].iter().copied());
    let taunt = taunt_in_the_way(state, enemy);
    enemies
        .filter(|&id| may_be_attacked_past(state, player, id, taunt).is_ok())
        .for_each(|id| _ = defenders.push(id));
    let hero = state.heroes[player];
    // Speed: a hero has 0 Attack until a card gives it some, so most listings pass it over
    // at once (notes/performance.md, "Heroes attack").
    if state.entity(hero).attack() > 0 {
        list_attacks_of(state, player, hero, &defenders, moves);
    }
    for &minion in state.boards[player].iter() {
        list_attacks_of(state, player, minion, &defenders, moves);
    }
}

/// `attacker`'s attacks at each of `defenders`, if it may attack (`may_attack`).
#[inline(always)] // Speed: called for every attacker of every listing.
fn list_attacks_of(state: &State, player: Player, attacker: Id, defenders: &[Id], moves: &mut Vec<Move>) {
    if may_attack(state, player, attacker).is_ok() {
        moves.extend(defenders.iter().map(|&defender| Move::Attack { attacker, defender }));
    }
}
