//! The facts of the board a scenario states past its lists, stats and states, each read through
//! the game's query that the rules decide it by: per card object, its Spell Damage, whether
//! its Enrage is in force, whether it has a Deathrattle or an aura, its tribe, the targets its
//! aim admits and why it cannot attack; per player, their Spell Damage, the cards they played
//! and drew this turn, and the Mana Crystal cap. Checked after every other expectation.

use serde::{Deserialize, Serialize};

use super::expect::{UNBOUND, same_set};
use indexmap::IndexMap;

use super::{Expect, Ran, ScenarioError, Stated};
use crate::engine::{Error, Game, Id, MAX_CRYSTALS, Player, Tribe};
use crate::text::escape_control;

/// Why a character cannot attack now, as `expect.attack_status` names it, or `can_attack`:
/// the attack's own checks on the attacker (`Game::why_cannot_attack`), in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackStatus {
    /// It can attack now (some defender permitting).
    CanAttack,
    /// It entered play this turn without Charge (`Error::Sleeping`).
    Exhausted,
    /// It has used its attacks this turn (`Error::AlreadyAttacked`).
    AlreadyAttacked,
    /// It is Frozen (`Error::Frozen`).
    Frozen,
    /// Its text says it can't attack (`Error::CantAttack`).
    CantAttack,
    /// It has 0 Attack (`Error::NoAttack`).
    NoAttack,
    /// It is a character of the player whose turn it is not: their hero or one of their
    /// minions (`Error::NotYourCharacter`). Scenario files written before heroes attacked
    /// called it `not_your_minion`, and still load.
    #[serde(alias = "not_your_minion")]
    NotYourCharacter,
    /// It is not in play (`Error::NotInPlay`).
    NotInPlay,
    /// No turn is under way: the game has not begun, or a mulligan or a choice among cards
    /// comes first.
    NoTurn,
    /// The game is over.
    GameOver,
}

impl AttackStatus {
    /// The status `why_cannot_attack` reports, or the engine's own words for a reason no
    /// status names.
    fn of(why: Option<Error>) -> Result<AttackStatus, String> {
        Ok(match why {
            None => AttackStatus::CanAttack,
            Some(Error::Sleeping { .. }) => AttackStatus::Exhausted,
            Some(Error::AlreadyAttacked { .. }) => AttackStatus::AlreadyAttacked,
            Some(Error::Frozen { .. }) => AttackStatus::Frozen,
            Some(Error::CantAttack { .. }) => AttackStatus::CantAttack,
            Some(Error::NoAttack { .. }) => AttackStatus::NoAttack,
            Some(Error::NotYourCharacter { .. }) => AttackStatus::NotYourCharacter,
            Some(Error::NotInPlay { .. }) => AttackStatus::NotInPlay,
            Some(Error::NotBegun | Error::MulliganFirst { .. } | Error::ChoiceFirst { .. }) => {
                AttackStatus::NoTurn
            }
            Some(Error::GameOver { .. }) => AttackStatus::GameOver,
            Some(other) => return Err(other.to_string()),
        })
    }

    /// The status as written: `"frozen"`.
    fn name(self) -> String {
        serde_json::to_value(self).ok().and_then(|name| name.as_str().map(str::to_owned)).unwrap_or_default()
    }
}

/// The facts `expect` states, as (what, expected, actual) in the same notation; an unknown
/// label is an error naming the closest, or, when `lenient`, a mismatch.
pub(super) fn comparisons(
    ran: &Ran,
    expect: &Expect,
    lenient: bool,
) -> Result<Vec<(String, String, String)>, ScenarioError> {
    let mut out = per_player(&ran.after, expect);
    out.extend(per_card(ran, expect, lenient)?);
    for (label, targets) in &expect.legal_targets {
        out.push(legal_targets(ran, label, targets, lenient)?);
    }
    Ok(out)
}

/// The facts stated per player: Spell Damage, the cards played and drawn this turn, and the
/// Mana Crystal cap.
fn per_player(game: &Game, expect: &Expect) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for (player, expected) in expect.player_spell_damage.iter().flat_map(|stated| stated.stated()) {
        let actual = game.spell_damage(player).to_string();
        out.push((format!("player_spell_damage({player})"), expected.to_string(), actual));
    }
    type Count = fn(&Game, Player) -> u32;
    let counts: [(&str, &Option<Stated<u32>>, Count); 2] = [
        ("cards_played_this_turn", &expect.cards_played_this_turn, Game::cards_played_this_turn),
        ("cards_drawn_this_turn", &expect.cards_drawn_this_turn, Game::cards_drawn_this_turn),
    ];
    for (what, stated, read) in counts {
        for (player, expected) in stated.iter().flat_map(|stated| stated.stated()) {
            out.push((format!("{what}({player})"), cards(*expected), cards(read(game, player))));
        }
    }
    for (player, expected) in expect.mana_cap.iter().flat_map(|stated| stated.stated()) {
        let crystals = |count: u8| format!("{count} Mana Crystals");
        out.push((format!("mana_cap({player})"), crystals(*expected), crystals(MAX_CRYSTALS)));
    }
    out
}

/// The facts stated per label, each read by one query: Spell Damage, Enrage, Deathrattle,
/// aura, tribe and why it cannot attack.
fn per_card(
    ran: &Ran,
    expect: &Expect,
    lenient: bool,
) -> Result<Vec<(String, String, String)>, ScenarioError> {
    let spell_damage: Read = |game, id| game.spell_damage_of(id).expect("a known id").to_string();
    let enraged: Read = |game, id| game.is_enraged(id).expect("a known id").to_string();
    let has_deathrattle: Read = |game, id| game.has_deathrattle(id).expect("a known id").to_string();
    let has_aura: Read = |game, id| game.has_aura(id).expect("a known id").to_string();
    let tribe: Read = |game, id| tribe_name(game.tribe(id).expect("a known id"));
    let attack_status: Read = |game, id| match AttackStatus::of(game.why_cannot_attack(id)) {
        Ok(status) => status.name(),
        Err(words) => escape_control(&words),
    };
    let stated = (expect.spell_damage.iter())
        .map(|(label, want)| ("spell_damage", label.clone(), want.to_string(), spell_damage))
        .chain(flags("enraged", &expect.enraged, enraged))
        .chain(flags("has_deathrattle", &expect.has_deathrattle, has_deathrattle))
        .chain(flags("has_aura", &expect.has_aura, has_aura))
        .chain(expect.tribe.iter().map(|(label, want)| ("tribe", label.clone(), tribe_name(*want), tribe)))
        .chain(
            expect
                .attack_status
                .iter()
                .map(|(label, want)| ("attack_status", label.clone(), want.name(), attack_status)),
        );
    let mut out = Vec::new();
    for (what, label, expected, read) in stated {
        let place = format!("expect.{what}");
        let actual = match ran.expected_ids(&place, std::slice::from_ref(&label), lenient)? {
            Some(ids) => read(&ran.after, ids[0]),
            None => UNBOUND.to_owned(),
        };
        out.push((format!("{what}({})", escape_control(&label)), expected, actual));
    }
    Ok(out)
}

/// How a fact of a card object is read from the game, in words.
type Read = fn(&Game, Id) -> String;

/// The labels of a per-label map of true and false, each with what it states and how to read
/// it.
fn flags<'e>(
    what: &'static str,
    map: &'e IndexMap<String, bool>,
    read: Read,
) -> impl Iterator<Item = (&'static str, String, String, Read)> + 'e {
    map.iter().map(move |(label, want)| (what, label.clone(), want.to_string(), read))
}

/// `expect.legal_targets` of the card `label`: exactly the characters its aim admits now
/// (`Game::legal_targets`), in any order.
fn legal_targets(
    ran: &Ran,
    label: &str,
    targets: &[String],
    lenient: bool,
) -> Result<(String, String, String), ScenarioError> {
    let what = format!("legal_targets({})", escape_control(label));
    let place = "expect.legal_targets";
    let (Some(card), Some(expected)) = (
        ran.expected_ids(place, &[label.to_owned()], lenient)?.map(|ids| ids[0]),
        ran.expected_ids(place, targets, lenient)?,
    ) else {
        return Ok((what, format!("{targets:?}"), UNBOUND.to_owned()));
    };
    let actual = ran.after.legal_targets(card).expect("a known id");
    let shown = |ids: &[Id]| match ids {
        [] => "no target".to_owned(),
        ids => ran.shown(ids),
    };
    let actual_shown = shown(&actual);
    let expected = if same_set(&expected, &actual) { actual_shown.clone() } else { shown(&expected) };
    Ok((what, expected, actual_shown))
}

/// A tribe as a card's data writes it (`beast`), or `no tribe`.
fn tribe_name(tribe: Option<Tribe>) -> String {
    let name = tribe.and_then(|tribe| serde_json::to_value(tribe).ok());
    name.and_then(|name| name.as_str().map(str::to_owned)).unwrap_or_else(|| "no tribe".to_owned())
}

/// A count of cards in words: `1 card`, `2 cards`.
fn cards(count: u32) -> String {
    format!("{count} card{}", if count == 1 { "" } else { "s" })
}
