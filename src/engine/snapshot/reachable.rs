//! The rules' checks on a game built from a snapshot: what holds of every game between calls,
//! which a snapshot the rules could not reach breaks. Each names the first thing that breaks
//! it; `check.rs` has checked the snapshot's ids, places and orders of play first.

use super::error::SnapshotError;
use super::save::field_of;
use crate::engine::course::aura_update::auras_differ;
use crate::engine::course::card::Library;
use crate::engine::course::rules::Rules;
use crate::engine::course::standing::{MAX_CRYSTALS, Outcome};
use crate::engine::course::state::State;
use crate::engine::object::entity::{Flag, Stats};
use crate::engine::object::id::{Id, Player, Zone};
use crate::engine::play::turn::LAST_TURN;

type Result<T> = std::result::Result<T, SnapshotError>;

/// Check that `state` (its cards in `library`) is a game between calls, as far as the state
/// itself can tell: see each check.
pub(super) fn check_reachable(state: &State, library: &Library, rules: Rules) -> Result<()> {
    Player::BOTH.into_iter().try_for_each(|player| check_mana(state, player))?;
    check_turn_and_mulligans(state, rules)?;
    check_outcome(state)?;
    check_nobody_dying(state)?;
    check_stats(state, library)?;
    check_cards_as_printed(state, library)?;
    match auras_differ(state, library) {
        Some(difference) => Err(SnapshotError::AurasDisagree { difference }),
        None => Ok(()),
    }
}

/// A player owns at most ten Mana Crystals, has spent no more than those and this turn's
/// together, and has at most ten left to spend (`play/mana.rs`: "never more than ten to spend
/// at once"); their Overload is one a game reaches (`check_overload`).
fn check_mana(state: &State, player: Player) -> Result<()> {
    let mana = state.mana[player];
    let owned = u16::from(mana.crystals) + u16::from(mana.this_turn);
    let left = owned.saturating_sub(u16::from(mana.spent));
    if !(mana.crystals <= MAX_CRYSTALS && u16::from(mana.spent) <= owned && left <= u16::from(MAX_CRYSTALS)) {
        return Err(SnapshotError::Mana {
            player,
            crystals: mana.crystals,
            spent: mana.spent,
            this_turn: mana.this_turn,
        });
    }
    check_overload(state, player)
}

/// A player's locked crystals are at most ten and only on their own turn (`course/overload.rs`:
/// locked as their turn starts, unlocked as it ends); nothing is owed or locked before the
/// first turn.
fn check_overload(state: &State, player: Player) -> Result<()> {
    let overload = state.overload[player];
    let their_turn = state.turn.is_some_and(|turn| turn.player == player);
    let locked_ok = overload.locked == 0 || (their_turn && overload.locked <= MAX_CRYSTALS);
    let before_first = state.turn.is_none() && !overload.is_none();
    if locked_ok && !before_first {
        return Ok(());
    }
    Err(SnapshotError::Overload { player, owed: overload.owed, locked: overload.locked })
}

/// A turn is its player's (player 0's odd, player 1's even) and at most the last; the mulligans
/// come before the first turn, under `Rules::mulligan`, player 0's first.
fn check_turn_and_mulligans(state: &State, rules: Rules) -> Result<()> {
    if let Some(turn) = state.turn {
        let whose = if turn.number % 2 == 1 { Player::FIRST } else { Player::SECOND };
        if turn.number == 0 || turn.number > LAST_TURN || turn.player != whose {
            return Err(SnapshotError::TurnNumber { number: turn.number, player: turn.player });
        }
    }
    let to_make = state.mulligans_to_make.into_array();
    let fix = match to_make {
        [false, false] => return Ok(()),
        _ if state.turn.is_some() => "the mulligans come before the first turn (\"turn\": null)",
        _ if !rules.mulligan => "the rules' \"mulligan\" is off: turn it on, or leave none to make",
        [true, false] => {
            "player 0 makes theirs first, so player 1's cannot be made while player 0's still waits"
        }
        _ => return Ok(()),
    };
    Err(SnapshotError::Mulligans { to_make, fix })
}

/// A hero falls at 0 or less Health or destroyed; the outcome is what the heroes say
/// (`Sequence::decide_the_game`): none while both stand, a player's win when only the other's
/// hero has fallen, a draw when both have, or when the last turn ended with both standing; and
/// only a game that has begun ends.
fn check_outcome(state: &State) -> Result<()> {
    let fallen = state.heroes.map(|hero| state.entity(hero).zone == Zone::Graveyard).into_array();
    for (&id, _) in state.heroes.iter().zip(fallen).filter(|&(_, fallen)| fallen) {
        let hero = state.entity(id);
        // A hero falls at 0 or less Health, or destroyed ("Destroy a Demon": its mark stays).
        if hero.health() > 0 && !hero.is(Flag::PendingDestroy) {
            return Err(SnapshotError::FallenStanding { id, health: hero.health() });
        }
    }
    let holds = match (state.outcome, fallen) {
        (None, [false, false]) => true,
        (Some(Outcome::Won { player }), fallen) => !fallen[player.seat()] && fallen[player.other().seat()],
        (Some(Outcome::Draw), [true, true]) => true,
        (Some(Outcome::Draw), [false, false]) => state.turn.is_some_and(|turn| turn.number == LAST_TURN),
        _ => false,
    };
    let outcome = match state.outcome {
        None => "null (the game goes on)".to_owned(),
        Some(outcome) => outcome.to_string(),
    };
    if !holds {
        let heroes = match fallen {
            [false, false] => "both heroes stand".to_owned(),
            [true, true] => "both heroes have fallen".to_owned(),
            [true, false] => "only hero #0 has fallen".to_owned(),
            [false, true] => "only hero #1 has fallen".to_owned(),
        };
        let heroes = match (state.outcome, state.turn) {
            (Some(Outcome::Draw), Some(turn)) if fallen == [false, false] => {
                format!("{heroes} on turn {}", turn.number)
            }
            _ => heroes,
        };
        return Err(SnapshotError::Outcome { outcome, heroes });
    }
    if state.outcome.is_some() && !state.has_begun() {
        return Err(SnapshotError::EndedBeforeBegun { outcome });
    }
    Ok(())
}

/// Nothing in play is dying between calls: the death step removed every minion at 0 or less
/// Health or pending destroy, and, once the game has begun, every such hero (Rule 4a).
fn check_nobody_dying(state: &State) -> Result<()> {
    let dying = |id: Id, problem: String, fix| Err(SnapshotError::DyingInPlay { id, problem, fix });
    for board in &state.boards {
        for &id in board.iter() {
            let minion = state.entity(id);
            if minion.is_mortally_wounded() {
                let fix = "give it Health above 0, or put it in the Graveyard";
                return dying(id, format!("at {} Health", minion.health()), fix);
            }
            if minion.is(Flag::PendingDestroy) {
                return dying(id, "pending destroy".to_owned(), "unmark it, or put it in the Graveyard");
            }
        }
    }
    for &id in state.weapons.iter().flatten() {
        let weapon = state.entity(id);
        if weapon.is_mortally_wounded() {
            let fix = "give it Durability above 0, or put it in the Graveyard";
            return dying(id, format!("at {} Durability", weapon.health()), fix);
        }
        if weapon.is(Flag::PendingDestroy) {
            return dying(id, "pending destroy".to_owned(), "unmark it, or put it in the Graveyard");
        }
    }
    for &id in &state.heroes {
        let hero = state.entity(id);
        if state.has_begun() && hero.zone == Zone::Board && hero.is_mortally_wounded() {
            let fix = "give it Health above 0, or let it fall (Graveyard) and give the outcome";
            return dying(id, format!("at {} Health in a game that has begun", hero.health()), fix);
        }
        if state.has_begun() && hero.zone == Zone::Board && hero.is(Flag::PendingDestroy) {
            let fix = "unmark it, or let it fall (Graveyard) and give the outcome";
            return dying(id, "pending destroy in a game that has begun".to_owned(), fix);
        }
    }
    Ok(())
}

/// Every card object in play has the stats its layers make (`State::stats_made`): the one
/// reader gave them as its enchantments or grants last changed, and nothing else writes them.
fn check_stats(state: &State, library: &Library) -> Result<()> {
    let weapons = state.weapons.iter().flatten().copied();
    let in_play = state
        .heroes_in_play()
        .chain(state.boards.iter().flat_map(|board| board.iter().copied()))
        .chain(weapons);
    for id in in_play {
        let entity = state.entity(id);
        let found =
            Stats { attack: entity.attack(), max_health: entity.max_health(), keywords: entity.keywords() };
        let made = state.stats_made(id, library);
        if found != made {
            return Err(SnapshotError::StatsDisagree { id, found: described(found), made: described(made) });
        }
    }
    Ok(())
}

/// Every card in a hand or a deck is as its card prints it: its stats and keywords, no damage,
/// no mark (asleep, Frozen, Silenced, pending destroy) and no attack made. A card comes into a
/// deck or a hand made fresh (a card returned to a hand is its card again: the wiki's Return to
/// hand page, `Sequence::return_minion`), and nothing changes it there; a minion entering play
/// takes the stats it holds.
fn check_cards_as_printed(state: &State, library: &Library) -> Result<()> {
    let held = state
        .hands
        .iter()
        .flat_map(|hand| hand.iter().copied())
        .chain(state.decks.iter().flat_map(|deck| deck.ids()));
    for id in held {
        let entity = state.entity(id);
        let printed =
            library.base_stats(entity.card.expect("a card in a hand or a deck has a card (checked)"));
        let found =
            Stats { attack: entity.attack(), max_health: entity.max_health(), keywords: entity.keywords() };
        // Every mark but the opponent's knowing it, which a card in a hand may have.
        let marks = Flag::ALL
            .into_iter()
            .filter(|&flag| flag != Flag::KnownToOpponent)
            .map(|flag| (flag, field_of(flag)));
        let problem = if found != printed {
            format!("as {}", described(found))
        } else if entity.damage() != 0 {
            format!("with {} damage", entity.damage())
        } else if let Some((_, mark)) = marks.clone().find(|&(flag, _)| entity.is(flag)) {
            format!("marked \"{mark}\"")
        } else if entity.attacks != 0 {
            format!("with \"attacks\": {}", entity.attacks)
        } else {
            continue;
        };
        return Err(SnapshotError::NotAsPrinted {
            id,
            zone: entity.zone,
            problem,
            printed: described(printed),
        });
    }
    Ok(())
}

/// Stats in words: "4 Attack, 5 maximum Health, taunt".
fn described(stats: Stats) -> String {
    let keywords: Vec<&str> = stats.keywords.iter().map(|keyword| keyword.data_name()).collect();
    let keywords = if keywords.is_empty() { "no keyword".to_owned() } else { keywords.join(", ") };
    format!("{} Attack, {} maximum Health, {keywords}", stats.attack, stats.max_health)
}
