//! A summon that says how many and where: "until your side of the battlefield is full"
//! (`Count::UntilFull`), one minion after another, each with its own After Summon Phase; and
//! on both sides of a minion (`Place::BothSidesOf`), alternately right and left of it, right
//! first, as the real game places a Battlecry's Whelps.

use std::sync::OnceLock;

use my_engine::engine::Player;
use my_engine::engine::{
    Abilities, Action, Actions, CardDef, CardId, CardKind, Count, Ctx, EffectProblem, Error, Event, Game, Id,
    Library, Limits, Place, TriggerKind, TriggerOn,
};

use crate::common::events;

/// Summon Test Pups, `count` of them: on both sides of the spell's target, or at the right end
/// if it has none.
fn summon_pups(c: &Ctx, out: &mut Actions, count: Count) {
    let place = c.target().map_or(Place::RightEnd, Place::BothSidesOf);
    out.push(Action::Summon { card: c.token(0), player: c.owner(), place, count });
}

/// The cards these rules are shown with.
fn library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let minion = |name: &str, abilities: Abilities| {
            CardDef::new(name, 1, CardKind::Minion { attack: 1, health: 1 }, abilities)
        };
        let spell = |name: &str, targeted: bool, abilities: Abilities| {
            CardDef::new(name, 0, CardKind::Spell { targeted }, abilities)
        };
        Library::new(vec![
            minion("Test Pup", Abilities::default()),
            minion("Test Wall", Abilities::default()),
            // After you summon a minion, gain 1 Armor.
            minion(
                "Test Watcher",
                Abilities::trigger(TriggerOn::AfterFriendlySummon, |c, out| {
                    out.push(Action::GainArmor { player: c.owner(), amount: 1 })
                }),
            ),
            // Summon Test Pups on both sides of a minion until your side is full.
            spell(
                "Test Swarm",
                true,
                Abilities::spell(|c, out| summon_pups(c, out, Count::UntilFull)).summoning("Test Pup"),
            ),
            // Summon a Test Pup on both sides of a minion: one, right of it.
            spell(
                "Test Pup Beside",
                true,
                Abilities::spell(|c, out| summon_pups(c, out, Count::One)).summoning("Test Pup"),
            ),
            // Summon Test Pups until your side is full, at the right end.
            spell(
                "Test Flood",
                false,
                Abilities::spell(|c, out| summon_pups(c, out, Count::UntilFull)).summoning("Test Pup"),
            ),
            // Bad effects: a neighbour that does not exist; a player who does not exist.
            spell(
                "Test Stray Swarm",
                false,
                Abilities::spell(|c, out| {
                    let place = Place::BothSidesOf(Id::from_number(999));
                    out.push(Action::Summon {
                        card: c.token(0),
                        player: c.owner(),
                        place,
                        count: Count::UntilFull,
                    });
                })
                .summoning("Test Pup"),
            ),
        ])
        .unwrap()
    })
}

fn card(name: &str) -> CardId {
    library().find(name).unwrap()
}

/// A game of these cards with empty decks, not begun: the course's calls.
fn game() -> Game {
    Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap()
}

/// Three minions on a board of seven leave room for four: right of the Watcher, then left,
/// then right again (between it and the first), then left again. Each Pup's After Summon
/// Phase comes before the next Pup, and the board is full.
#[test]
fn until_full_on_both_sides_alternates_right_and_left_right_first() {
    let mut g = game();
    let left = g.summon(card("Test Wall"), Player::FIRST).unwrap();
    let watcher = g.summon(card("Test Watcher"), Player::FIRST).unwrap();
    let right = g.summon(card("Test Wall"), Player::FIRST).unwrap();
    g.clear_log();
    g.cast(card("Test Swarm"), Player::FIRST, Some(watcher)).unwrap();
    let board = g.board(Player::FIRST).to_vec();
    let [_, second, fourth, _, third, first, _] = board[..] else { panic!("a full board: {board:?}") };
    assert_eq!(board, [left, second, fourth, watcher, third, first, right]);
    let after_summon = |id| {
        [
            Event::Summoned { id },
            Event::Triggered { source: watcher, trigger: TriggerKind::AfterSummon },
            Event::ArmorGained { player: Player::FIRST, amount: 1 },
        ]
    };
    let mut expected = vec![Event::SpellCast { card: card("Test Swarm") }];
    for pup in [first, second, third, fourth] {
        expected.extend(after_summon(pup));
    }
    assert_eq!(events(&g), expected);
    assert_eq!(g.armor(Player::FIRST), 5, "1 for the right Wall's summon, then 1 a Pup");
}

/// One summon on both sides of a minion lands right of it.
#[test]
fn one_summon_on_both_sides_lands_right_of_the_minion() {
    let mut g = game();
    let watcher = g.summon(card("Test Watcher"), Player::FIRST).unwrap();
    let wall = g.summon(card("Test Wall"), Player::FIRST).unwrap();
    g.cast(card("Test Pup Beside"), Player::FIRST, Some(watcher)).unwrap();
    let pup = g.board(Player::FIRST)[1];
    assert_eq!(g.board(Player::FIRST), [watcher, pup, wall]);
    assert_eq!(g.name_of(pup).unwrap(), "Test Pup");
}

/// Until full at the right end fills an empty side with seven; on a full side it summons
/// nothing, and the other side is never reached.
#[test]
fn until_full_fills_an_empty_side_and_summons_nothing_on_a_full_one() {
    let mut g = game();
    let enemy = g.summon(card("Test Wall"), Player::SECOND).unwrap();
    g.clear_log();
    g.cast(card("Test Flood"), Player::FIRST, None).unwrap();
    assert_eq!(g.board(Player::FIRST).len(), 7);
    assert_eq!(events(&g).iter().filter(|event| matches!(event, Event::Summoned { .. })).count(), 7);
    g.clear_log();
    g.cast(card("Test Flood"), Player::FIRST, None).unwrap();
    assert_eq!(events(&g), [Event::SpellCast { card: card("Test Flood") }]);
    assert_eq!(g.board(Player::SECOND), [enemy]);
}

/// A summon naming a neighbour that does not exist is a bad effect: refused
/// naming the card, and the game, log included, is exactly as it was.
#[test]
fn a_summon_naming_what_does_not_exist_is_refused_and_changes_nothing() {
    let mut g = game();
    g.summon(card("Test Watcher"), Player::FIRST).unwrap();
    let before = g.clone();
    let problem = EffectProblem::UnknownId { id: Id::from_number(999) };
    assert_eq!(
        g.cast(card("Test Stray Swarm"), Player::FIRST, None),
        Err(Error::BadEffect { card: "Test Stray Swarm".into(), problem })
    );
    assert_eq!(g, before, "Test Stray Swarm changed nothing");
}
