//! Runaway Sequences are bounded: past the Phase depth or action limit, the Sequence is rolled
//! back and the call returns `Error::Runaway`, with nothing overflowed and nothing changed.

use my_engine::content::library;
use my_engine::engine::Player;
use my_engine::engine::{Error, Game, Limit, Limits, MAX_DEPTH_CEILING};

use crate::common::card;

fn game(limits: Limits) -> Game {
    Game::new(library(), [vec![card("Test Filler"); 4], vec![]], limits).unwrap()
}

/// Run `call` on `g`; it must run away on `limit`, and leave `g` exactly as it was.
fn runs_away(g: &mut Game, limit: Limit, value: u32, call: impl FnOnce(&mut Game) -> Result<(), Error>) {
    let before = g.clone();
    assert_eq!(call(g), Err(Error::Runaway { limit, value }));
    assert_eq!(*g, before, "the runaway Sequence was rolled back");
}

#[test]
fn a_minion_that_feeds_itself_passes_the_depth_limit() {
    let mut g = game(Limits::default());
    let mirror = g.summon(card("Test Mirror"), Player::FIRST).unwrap();
    runs_away(&mut g, Limit::Depth, 64, |g| g.deal_damage(mirror, 1));
    let err = Error::Runaway { limit: Limit::Depth, value: 64 };
    assert_eq!(
        err.to_string(),
        "runaway Sequence: Phase nesting depth passed 64, so the call was rolled back; \
         a card probably feeds itself (raise Limits::max_depth if the chain is meant to be this long)"
    );
}

#[test]
fn two_minions_that_feed_each_other_pass_the_depth_limit() {
    let mut g = game(Limits::default());
    let echo = g.summon(card("Test Echo"), Player::FIRST).unwrap();
    g.summon(card("Test Retort"), Player::SECOND).unwrap();
    runs_away(&mut g, Limit::Depth, 64, |g| g.deal_damage(echo, 1));
    runs_away(&mut g, Limit::Depth, 64, |g| g.cast(card("Whirlwind"), Player::SECOND, None));
}

#[test]
fn a_finite_chain_deeper_than_the_limit_is_stopped() {
    // The lesson's depth-first example nests two Phases: Armorsmith's damage, then Echo's.
    let mut g = game(Limits { max_depth: 1, ..Limits::default() });
    g.summon(card("Test Echo"), Player::FIRST).unwrap();
    let smith = g.summon(card("Armorsmith"), Player::FIRST).unwrap();
    g.summon(card("Test Reactor"), Player::FIRST).unwrap();
    runs_away(&mut g, Limit::Depth, 1, |g| g.deal_damage(smith, 1));

    let mut roomy = game(Limits { max_depth: 2, ..Limits::default() });
    roomy.summon(card("Test Echo"), Player::FIRST).unwrap();
    let smith = roomy.summon(card("Armorsmith"), Player::FIRST).unwrap();
    roomy.summon(card("Test Reactor"), Player::FIRST).unwrap();
    assert_eq!(roomy.deal_damage(smith, 1), Ok(()), "two nested Phases fit a limit of 2");
}

#[test]
fn a_sequence_with_too_many_actions_is_stopped() {
    let mut g = game(Limits { max_actions: 5, ..Limits::default() });
    for _ in 0..3 {
        g.summon(card("Armorsmith"), Player::FIRST).unwrap();
    }
    // Whirlwind: the cast, its damage, then nine Armor triggers: eleven actions.
    runs_away(&mut g, Limit::Actions, 5, |g| g.cast(card("Whirlwind"), Player::FIRST, None));
    let mut roomy = game(Limits { max_actions: 11, ..Limits::default() });
    for _ in 0..3 {
        roomy.summon(card("Armorsmith"), Player::FIRST).unwrap();
    }
    assert_eq!(roomy.cast(card("Whirlwind"), Player::FIRST, None), Ok(()));
    assert_eq!(roomy.armor(Player::FIRST), 9);
}

#[test]
fn a_game_goes_on_after_a_runaway() {
    let mut g = game(Limits::default());
    let mirror = g.summon(card("Test Mirror"), Player::FIRST).unwrap();
    assert!(g.deal_damage(mirror, 1).is_err());
    g.destroy(mirror).unwrap();
    let acolyte = g.summon(card("Acolyte of Pain"), Player::FIRST).unwrap();
    g.clear_log();
    g.deal_damage(acolyte, 1).unwrap();
    assert_eq!(g.hand(Player::FIRST).len(), 1);
    assert_eq!(g.log().len(), 3);
}

#[test]
fn no_setting_lets_a_sequence_overflow_a_test_thread_stack() {
    // Test threads get a 2 MiB stack, the tightest this engine is promised to fit.
    let mut g = game(Limits { max_depth: u32::MAX, max_actions: u32::MAX });
    let mirror = g.summon(card("Test Mirror"), Player::FIRST).unwrap();
    runs_away(&mut g, Limit::Depth, MAX_DEPTH_CEILING, |g| g.deal_damage(mirror, 1));
}

#[test]
fn a_depth_limit_of_zero_allows_no_phase_at_all() {
    // Limits::max_depth's documentation: 0 refuses every call that opens a Phase, even one
    // nobody answers (a summon's After Summon Phase), and lets through calls that open none.
    let mut g = game(Limits { max_depth: 0, ..Limits::default() });
    g.draw(Player::FIRST).unwrap();
    let hero = g.hero(Player::SECOND);
    runs_away(&mut g, Limit::Depth, 0, |g| g.summon(card("Test Filler"), Player::FIRST).map(|_| ()));
    runs_away(&mut g, Limit::Depth, 0, |g| g.deal_damage(hero, 1));
}

/// A library with Spell Damage as large as a card can give it, "Spell Damage +2", a spell of
/// one missile ("Deal 1 damage randomly split among all enemies") and one that fills its
/// side ("Summon 1/1s until your side of the battlefield is full").
fn missiles_library() -> &'static my_engine::engine::Library {
    use my_engine::engine::{Abilities, Action, CardDef, CardKind, Count, Library, Place, Targets};
    use std::sync::OnceLock;
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let minion = |name: &str, spell_damage| {
            let abilities = Abilities { spell_damage, ..Abilities::default() };
            CardDef::new(name, 1, CardKind::Minion { attack: 1, health: 1 }, abilities)
        };
        let missile = Abilities::spell(|c, out| {
            out.push(Action::SplitDamage { targets: Targets::CharactersOf(c.opponent()), amount: 1 })
        });
        let flood = Abilities::spell(|c, out| {
            let (card, player) = (c.token(0), c.owner());
            out.push(Action::Summon { card, player, place: Place::RightEnd, count: Count::UntilFull })
        })
        .summoning("Test Most Spell Damage");
        Library::new(vec![
            minion("Test Most Spell Damage", i32::MAX),
            minion("Test Spell Damage Two", 2),
            CardDef::new("Test Missile", 0, CardKind::Spell { targeted: false }, missile),
            CardDef::new("Test Flood", 0, CardKind::Spell { targeted: false }, flood),
        ])
        .unwrap()
    })
}

/// Spell Damage adds missiles, and each missile is an action: the most Spell Damage a card can
/// give (`i32::MAX`) on a one-missile spell would fire missiles for as long as the numbers
/// last; past `Limits::max_actions` the Sequence is rolled back with `Runaway`, the game and
/// its log exactly as before the call.
#[test]
fn missiles_added_by_spell_damage_count_against_the_action_limit() {
    let library = missiles_library();
    let find = |name: &str| library.find(name).unwrap();
    let mut g =
        Game::new(library, [vec![], vec![]], Limits { max_actions: 1_000, ..Limits::default() }).unwrap();
    g.summon(find("Test Most Spell Damage"), Player::FIRST).unwrap();
    runs_away(&mut g, Limit::Actions, 1_000, |g| g.cast(find("Test Missile"), Player::FIRST, None));

    // "Spell Damage +2" on one missile: three missiles, the cast and the split damage (the
    // first missile) and two more. Four actions fit a limit of 4, not of 3.
    let two = |max_actions| {
        let mut g =
            Game::new(library, [vec![], vec![]], Limits { max_actions, ..Limits::default() }).unwrap();
        g.summon(find("Test Spell Damage Two"), Player::FIRST).unwrap();
        g
    };
    let mut tight = two(3);
    runs_away(&mut tight, Limit::Actions, 3, |g| g.cast(find("Test Missile"), Player::FIRST, None));
    let mut roomy = two(4);
    assert_eq!(roomy.cast(find("Test Missile"), Player::FIRST, None), Ok(()));
    assert_eq!(roomy.health(roomy.hero(Player::SECOND)), Ok(27), "three missiles at the only enemy");
}

/// "Until your side of the battlefield is full" is a repeat count too: each minion past the
/// first is one more action, so seven summons are the cast and seven actions.
#[test]
fn each_minion_of_a_summon_until_full_counts_against_the_action_limit() {
    let library = missiles_library();
    let flood = library.find("Test Flood").unwrap();
    let game =
        |max_actions| Game::new(library, [vec![], vec![]], Limits { max_actions, ..Limits::default() });
    let mut tight = game(7).unwrap();
    runs_away(&mut tight, Limit::Actions, 7, |g| g.cast(flood, Player::FIRST, None));
    let mut roomy = game(8).unwrap();
    assert_eq!(roomy.cast(flood, Player::FIRST, None), Ok(()));
    assert_eq!(roomy.board(Player::FIRST).len(), 7);
}
