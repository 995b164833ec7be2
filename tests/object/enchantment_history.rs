//! What enchantments cost does not grow with the game's history: the enchantments of a minion
//! that dies leave the game with it, so a buff, a copy and a spell with Spell Damage read only
//! the enchantments in force (issues "Speed that holds as the rules grow", item 3, and
//! "Nothing breaks it, part 5", item 3). Stated as counts, never as a clock.

use my_engine::content::library;
use my_engine::engine::Player;
use my_engine::engine::{Event, Game, Id, Limits};

use crate::common::card;

/// A game of the course's single calls in which `enchantments` enchantments were made, a
/// thousand on each of a row of Chillwind Yetis (player 0 casts Bloodlust, "+3 Attack this
/// turn", on their one minion, and no turn passes), each Yeti then killed.
fn game_after_enchanted_deaths(enchantments: usize) -> Game {
    let filler = card("Chillwind Yeti");
    let mut game = Game::new(library(), [vec![filler; 10], vec![filler; 10]], Limits::default())
        .expect("built-in cards");
    for _ in 0..enchantments / 1_000 {
        let yeti = game.summon(card("Chillwind Yeti"), Player::FIRST).expect("room on the board");
        for _ in 0..1_000 {
            game.cast(card("Bloodlust"), Player::FIRST, None).expect("Bloodlust needs no target");
        }
        assert_eq!(game.enchantments(yeti).expect("a card object").len(), 1_000);
        assert_eq!(game.enchantments_in_force(), 1_000, "the Yetis before it are gone");
        game.deal_damage(yeti, 1_000_000).expect("a minion in play");
    }
    game
}

/// What a buff, a copy and a spell with Spell Damage find in force, after the history of
/// `game`: the enchantments each could read, the buffed minion's Attack, and the spell's
/// damage.
fn buff_copy_and_spell(mut game: Game) -> (usize, usize, usize, i32, i32) {
    let after_deaths = game.enchantments_in_force();
    let fresh = game.summon(card("Chillwind Yeti"), Player::FIRST).expect("room on the board");
    game.cast(card("Bloodlust"), Player::FIRST, None).expect("Bloodlust needs no target");
    let after_buff = game.enchantments_in_force();
    let copy = game.clone();
    let in_copy = copy.enchantments_in_force();
    game.summon(card("Kobold Geomancer"), Player::FIRST).expect("room on the board");
    let target: Id = game.summon(card("Chillwind Yeti"), Player::SECOND).expect("room on the board");
    game.cast(card("Moonfire"), Player::FIRST, Some(target)).expect("a minion in play");
    let dealt = game.max_health(target).unwrap() - game.health(target).unwrap();
    (after_deaths, after_buff, in_copy, game.attack(fresh).unwrap(), dealt)
}

/// After 60,000 enchantments on minions that died, a buff on a fresh minion, a copy of the game
/// and a spell with Spell Damage find exactly what they find after 2,000: none of the dead
/// minions' enchantments, the one buff, and the same results (7 Attack, 2 damage).
#[test]
fn a_buff_a_copy_and_a_spell_read_no_more_enchantments_after_60000_than_after_2000() {
    let short = buff_copy_and_spell(game_after_enchanted_deaths(2_000));
    let long = buff_copy_and_spell(game_after_enchanted_deaths(60_000));
    assert_eq!(short, (0, 1, 1, 7, 2));
    assert_eq!(long, short);
}

/// A Silenced minion's enchantments end and leave the game's list, which holds only what is
/// in force; another minion's stay.
#[test]
fn silence_takes_a_minions_enchantments_out_of_the_game() {
    let no_history = 0;
    let mut game = game_after_enchanted_deaths(no_history);
    let yeti = game.summon(card("Chillwind Yeti"), Player::FIRST).expect("room on the board");
    let other = game.summon(card("Chillwind Yeti"), Player::FIRST).expect("room on the board");
    for _ in 0..3 {
        game.cast(card("Bloodlust"), Player::FIRST, None).expect("Bloodlust needs no target");
    }
    assert_eq!(game.enchantments_in_force(), 6);
    game.silence(yeti).expect("a minion in play");
    assert_eq!(game.enchantments_in_force(), 3);
    assert_eq!(game.enchantments(yeti).unwrap().len(), 0);
    assert_eq!((game.attack(yeti).unwrap(), game.attack(other).unwrap()), (4, 13));
}

/// A minion that dies with a "this turn" buff takes it out of play: as the turn passes nothing
/// wears off on it, so nothing is logged for it (the buff is not ended a second time), and it
/// keeps the stats it died with.
#[test]
fn a_minion_dead_with_a_this_turn_buff_logs_nothing_as_the_turn_passes() {
    let filler = card("Chillwind Yeti");
    let mut game = Game::new(library(), [vec![filler; 10], vec![filler; 10]], Limits::default())
        .expect("built-in cards")
        .with_rules(my_engine::engine::Rules::hearthstone());
    game.begin().expect("a new game begins");
    game.mulligan(Player::FIRST, Default::default()).expect("player 0 keeps their hand");
    game.mulligan(Player::SECOND, Default::default()).expect("player 1 keeps their hand");
    let yeti = game.summon(card("Chillwind Yeti"), Player::FIRST).expect("room on the board");
    game.cast(card("Bloodlust"), Player::FIRST, None).expect("Bloodlust needs no target");
    game.deal_damage(yeti, 5).expect("a minion in play");
    assert_eq!((game.zone_of(yeti), game.attack(yeti)), (Ok(my_engine::engine::Zone::Graveyard), Ok(7)));
    let before = game.log().len();
    game.end_turn().expect("player 0's turn");
    let about_the_yeti = game.log()[before..].iter().filter(|record| {
        matches!(record.event, Event::StatsChanged { id, .. } | Event::Lost { id, .. } if id == yeti)
    });
    assert_eq!(about_the_yeti.count(), 0);
    assert_eq!(game.attack(yeti), Ok(7), "it keeps the stats it died with");
}
