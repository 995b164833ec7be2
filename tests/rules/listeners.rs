//! The game's lists of who its Phases ask: kept between its Sequences, dropped with a
//! Sequence that is rolled back, and copied with the game.

use my_engine::engine::Player;
use my_engine::engine::{
    Abilities, Action, Actions, CardDef, CardKind, Count, Ctx, Effect, Error, Game, Library, Limits, Place,
    Targets, TriggerOn,
};

/// Whenever a minion takes damage, this minion takes 1 damage: a chain that never ends.
fn hurt_itself(c: &Ctx, out: &mut Actions) {
    out.push(Action::Damage { targets: Targets::One(c.minion()), amount: 1 });
}

/// Whenever a minion takes damage, this minion gains +1 Attack.
fn grow(c: &Ctx, out: &mut Actions) {
    out.push(Action::GainAttack { id: c.minion(), amount: 1 });
}

/// Summon the first token, then 1 damage to every minion.
fn summon_then_hit(c: &Ctx, out: &mut Actions) {
    out.push(Action::Summon {
        card: c.token(0),
        player: c.owner(),
        place: Place::ForTheAbility,
        count: Count::One,
    });
    out.push(Action::Damage { targets: Targets::AllMinions, amount: 1 });
}

/// A game's lists outlive its Sequences, but not a Sequence that is rolled back: its
/// minion leaves play again, and the next minion to enter play is listed, not it.
#[test]
fn a_rolled_back_sequence_leaves_no_listener_of_a_minion_it_summoned() {
    let minion =
        |name: &str, abilities| CardDef::new(name, 1, CardKind::Minion { attack: 1, health: 9 }, abilities);
    let spell = Abilities {
        on_cast: Some(Effect::code(summon_then_hit)),
        tokens: vec!["Test Looper".into()],
        ..Abilities::default()
    };
    let cards = vec![
        minion("Test Looper", Abilities::trigger(TriggerOn::AnyMinionDamaged, hurt_itself)),
        minion("Test Grower", Abilities::trigger(TriggerOn::AnyMinionDamaged, grow)),
        CardDef::new("Test Summoner", 1, CardKind::Spell { targeted: false }, spell),
    ];
    let library: &'static Library = Box::leak(Box::new(Library::new(cards).unwrap()));
    let card = |name| library.find(name).unwrap();
    let mut game = Game::new(library, [Vec::new(), Vec::new()], Limits::default()).unwrap();
    let cast = game.cast(card("Test Summoner"), Player::FIRST, None);
    assert!(matches!(cast, Err(Error::Runaway { .. })), "the Looper hurts itself forever: {cast:?}");
    let grower = game.summon(card("Test Grower"), Player::FIRST).unwrap();
    game.deal_damage(grower, 1).unwrap();
    assert_eq!(game.attack(grower), Ok(2), "the Grower, not the rolled-back Looper, answers");
}

/// A copy of a game keeps the lists of the original, which still hold for its minions.
#[test]
fn a_copied_game_asks_the_listeners_of_the_original() {
    let minion = |name: &str| {
        let abilities = Abilities::trigger(TriggerOn::AnyMinionDamaged, grow);
        CardDef::new(name, 1, CardKind::Minion { attack: 1, health: 9 }, abilities)
    };
    let library: &'static Library =
        Box::leak(Box::new(Library::new(vec![minion("Test Grower"), minion("Test Other")]).unwrap()));
    let card = |name| library.find(name).unwrap();
    let mut game = Game::new(library, [Vec::new(), Vec::new()], Limits::default()).unwrap();
    let grower = game.summon(card("Test Grower"), Player::FIRST).unwrap();
    game.deal_damage(grower, 1).unwrap(); // The lists are made.
    let mut copy = game.clone();
    let other = copy.summon(card("Test Other"), Player::SECOND).unwrap();
    copy.deal_damage(other, 1).unwrap();
    assert_eq!((copy.attack(grower), copy.attack(other)), (Ok(3), Ok(2)), "both answer in the copy");
    game.deal_damage(grower, 1).unwrap();
    assert_eq!(game.attack(grower), Ok(3), "the original answers as before");
}
