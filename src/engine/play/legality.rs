//! The one legality: who may attack, whom an attack may reach and whom a card may target, each
//! rule written once. `Game::make`'s checks ask these for the move they are given (and name
//! the first rule it breaks); the legal-move lister asks the same for every move it lists.

use crate::engine::course::card::Aim;
use crate::engine::course::entities::Flag;
use crate::engine::course::error::Error;
use crate::engine::course::id::{Id, Player};
use crate::engine::course::keywords::Keyword;
use crate::engine::course::state::{Entity, State};

/// Whether the character `attacker` (in play) may attack now for `player`, whose turn it is,
/// or the first rule it breaks: it is `player`'s minion; it is ready (it entered play before
/// this turn, or has Charge: "can attack immediately"); it is not Frozen (the wiki's Freeze
/// page: a Frozen character "loses its next attack"); it has no "Can't Attack"; it has an
/// attack left this turn (one, two with Windfury); and it has 1 Attack or more.
pub(in crate::engine) fn may_attack(state: &State, player: Player, attacker: Id) -> Result<(), Error> {
    let minion = state.entity(attacker);
    if minion.card.is_none() || minion.owner() != player {
        return Err(Error::NotYourMinion { id: attacker });
    }
    if !minion.is_ready() {
        return Err(Error::Sleeping { id: attacker });
    }
    if minion.is(Flag::Frozen) {
        return Err(Error::Frozen { id: attacker });
    }
    if minion.has(Keyword::CantAttack) {
        return Err(Error::CantAttack { id: attacker });
    }
    if minion.attacks >= minion.attacks_allowed() {
        return Err(Error::AlreadyAttacked { id: attacker });
    }
    if minion.attack() <= 0 {
        return Err(Error::NoAttack { id: attacker });
    }
    Ok(())
}

/// Whether an attack of `player`'s may reach the character `defender` (in play), or the
/// first rule it breaks: it is an enemy; it is not Stealthed ("can't be attacked ... by the
/// enemy"); and if its side has a Taunt minion the attacker can see, it is one ("Enemies must
/// attack minions that have Taunt"; a Stealthed Taunt forces nothing).
pub(in crate::engine) fn may_be_attacked(state: &State, player: Player, defender: Id) -> Result<(), Error> {
    let target = state.entity(defender);
    let side = target.owner();
    if side == player {
        return Err(Error::NotAnEnemy { id: defender });
    }
    if target.has(Keyword::Stealth) {
        return Err(Error::Stealthed { id: defender });
    }
    if !guards(target)
        && let Some(taunt) = taunt_in_the_way(state, side)
    {
        return Err(Error::MustAttackTaunt { defender, taunt });
    }
    Ok(())
}

/// The first minion of `side`'s board, left to right, that an attack must go through.
pub(in crate::engine) fn taunt_in_the_way(state: &State, side: Player) -> Option<Id> {
    state.boards[side].iter().copied().find(|&id| guards(state.entity(id)))
}

/// A Taunt that forces attacks onto itself: one the enemy can see.
fn guards(character: &Entity) -> bool {
    character.has(Keyword::Taunt) && !character.has(Keyword::Stealth)
}

/// What picks a target: a spell whose text names one, or a Battlecry aimed at one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) enum Chooser {
    /// A spell played from the hand.
    Spell,
    /// A Battlecry aimed at `Aim`.
    Battlecry(Aim),
}

/// Why a character may not be picked as a target; the checks turn it into an `Error` naming
/// the card, the lister only needs to know.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) enum Unchoosable {
    /// Not what the Battlecry is aimed at.
    NotAimedAt,
    /// An enemy with Stealth: "can't be targeted by the enemy".
    Stealthed,
    /// A minion that "can't be targeted by spells or Hero Powers", and a spell.
    Elusive,
}

/// Whether `player`'s `chooser` may pick the character `target` (in play), or the first rule
/// it breaks: what the Battlecry is aimed at; not an enemy with Stealth; not, for a spell, a
/// character that can't be targeted by spells.
pub(in crate::engine) fn may_be_chosen(
    state: &State,
    player: Player,
    target: Id,
    chooser: Chooser,
) -> Result<(), Unchoosable> {
    let character = state.entity(target);
    if let Chooser::Battlecry(aim) = chooser {
        let aimed_at = match aim {
            Aim::AnyCharacter => true,
            Aim::FriendlyMinion => character.card.is_some() && character.owner() == player,
        };
        if !aimed_at {
            return Err(Unchoosable::NotAimedAt);
        }
    }
    if character.has(Keyword::Stealth) && character.owner() != player {
        return Err(Unchoosable::Stealthed);
    }
    if chooser == Chooser::Spell && character.has(Keyword::Elusive) {
        return Err(Unchoosable::Elusive);
    }
    Ok(())
}

/// The characters in `state` that `player`'s `chooser` may pick, in order of play.
pub(in crate::engine) fn choosable(
    state: &State,
    player: Player,
    chooser: Chooser,
) -> impl Iterator<Item = Id> + '_ {
    state.characters().filter(move |&id| may_be_chosen(state, player, id, chooser).is_ok())
}
