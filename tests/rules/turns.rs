//! Turns and Mana Crystals: the game's start, the end of a turn and the start of the next, each
//! one Sequence with its own Phases ("at the start/end of your turn").

use std::sync::OnceLock;

use my_engine::engine::{
    Abilities, Action, CardDef, CardKind, Error, Event, Game, Library, Limits, MAX_CRYSTALS, Mana, Player,
    Targets, TriggerKind, TriggerOn, Turn,
};

use crate::common::{cards, events};

fn card(name: &str, kind: CardKind, abilities: Abilities) -> CardDef {
    CardDef::new(name, 1, kind, abilities)
}

/// Test Dawn gains 1 Armor at the start of its owner's turn; Test Dusk deals 1 damage to each
/// enemy minion at the end of its owner's turn; Test Blank does nothing.
fn library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let minion = CardKind::Minion { attack: 1, health: 1 };
        Library::new(vec![
            cards::dawn(),
            card(
                "Test Dusk",
                minion,
                Abilities::trigger(TriggerOn::EndOfYourTurn, |c, out| {
                    out.push(Action::Damage { targets: Targets::MinionsOf(c.opponent()), amount: 1 });
                }),
            ),
            cards::blank(),
            card(
                "Test Doom",
                minion,
                Abilities::trigger(TriggerOn::EndOfYourTurn, |c, out| {
                    out.push(Action::Damage { targets: Targets::One(c.enemy_hero()), amount: 30 });
                }),
            ),
        ])
        .expect("a consistent test library")
    })
}

fn game(deck: usize) -> Game {
    let blank = library().find("Test Blank").unwrap();
    Game::new(library(), [vec![blank; deck], vec![blank; deck]], Limits::default()).unwrap()
}

fn drew(g: &Game, player: Player) -> Vec<Event> {
    g.hand(player).iter().map(|&id| Event::Drew { player, id }).collect()
}

#[test]
fn the_game_begins_with_opening_hands_then_player_0s_first_turn() {
    let mut g = game(10);
    assert_eq!(g.turn(), None);
    g.begin().unwrap();
    let (hand0, hand1) = (drew(&g, Player::FIRST), drew(&g, Player::SECOND));
    assert_eq!((hand0.len(), hand1.len()), (4, 4), "3 and 4, and player 0 draws for the turn");
    let mut expected = hand0[..3].to_vec();
    expected.extend_from_slice(&hand1);
    expected.push(Event::TurnStarted { player: Player::FIRST, turn: 1 });
    expected.push(hand0[3]);
    assert_eq!(events(&g), expected);
    assert_eq!(g.turn(), Some(Turn { player: Player::FIRST, number: 1 }));
    assert_eq!(
        (g.mana(Player::FIRST), g.mana(Player::SECOND)),
        (Mana { crystals: 1, spent: 0, this_turn: 0 }, Mana::default())
    );
}

#[test]
fn turn_calls_out_of_order_are_refused_and_change_nothing() {
    let mut g = game(10);
    let before = g.clone();
    assert_eq!(g.end_turn(), Err(Error::NotBegun));
    assert_eq!(g, before);
    g.begin().unwrap();
    let begun = g.clone();
    assert_eq!(g.begin(), Err(Error::AlreadyBegun));
    assert_eq!(g, begun);
    assert!(Error::NotBegun.to_string().contains("call begin first"));
}

#[test]
fn the_end_of_a_turn_then_the_start_of_the_next_each_answer_in_their_phase() {
    let mut g = game(10);
    let dusk = g.summon(library().find("Test Dusk").unwrap(), Player::FIRST).unwrap();
    let dawn = g.summon(library().find("Test Dawn").unwrap(), Player::SECOND).unwrap();
    g.begin().unwrap();
    g.clear_log();

    g.end_turn().unwrap();

    let drawn = *g.hand(Player::SECOND).last().unwrap();
    assert_eq!(
        events(&g),
        [
            Event::TurnEnded { player: Player::FIRST },
            Event::Triggered { source: dusk, trigger: TriggerKind::TurnEnd },
            Event::Damaged { target: dawn, amount: 1 },
            Event::Destroyed { id: dawn }, // Its deaths before the next turn starts.
            Event::DeathPhase { round: 1 },
            Event::TurnStarted { player: Player::SECOND, turn: 2 },
            Event::Drew { player: Player::SECOND, id: drawn },
        ]
    );
    assert_eq!(g.turn(), Some(Turn { player: Player::SECOND, number: 2 }));
    assert_eq!(g.mana(Player::SECOND), Mana { crystals: 1, spent: 0, this_turn: 0 });
}

#[test]
fn a_hero_falling_at_the_end_of_a_turn_ends_the_game_before_the_next_turn_starts() {
    let mut g = game(10);
    let doom = g.summon(library().find("Test Doom").unwrap(), Player::FIRST).unwrap();
    g.begin().unwrap();
    g.clear_log();
    g.end_turn().unwrap();
    let hero = g.hero(Player::SECOND);
    assert_eq!(
        events(&g),
        [
            Event::TurnEnded { player: Player::FIRST },
            Event::Triggered { source: doom, trigger: TriggerKind::TurnEnd },
            Event::Damaged { target: hero, amount: 30 },
            Event::Destroyed { id: hero }, // Rule 4a: a hero dies in the Death Creation Step.
            Event::DeathPhase { round: 1 },
            Event::GameEnded { winner: Some(Player::FIRST) },
        ]
    );
    assert_eq!(g.turn(), Some(Turn { player: Player::FIRST, number: 1 }), "no next turn began");
}

#[test]
fn the_start_of_your_turn_answers_only_your_turn() {
    let mut g = game(10);
    let dawn = g.summon(library().find("Test Dawn").unwrap(), Player::SECOND).unwrap();
    g.begin().unwrap();
    assert_eq!(g.armor(Player::SECOND), 0, "player 0's turn");
    g.clear_log();
    g.end_turn().unwrap();
    let log = events(&g);
    let answered = Event::Triggered { source: dawn, trigger: TriggerKind::TurnStart };
    let started = log
        .iter()
        .position(|&event| event == Event::TurnStarted { player: Player::SECOND, turn: 2 })
        .unwrap();
    assert_eq!(
        log[started + 1..started + 3],
        [answered, Event::ArmorGained { player: Player::SECOND, amount: 1 }]
    );
    assert_eq!(log.iter().filter(|event| matches!(event, Event::Triggered { .. })).count(), 1, "once");
}

#[test]
fn crystals_grow_by_one_a_turn_up_to_ten() {
    let mut g = game(30);
    g.begin().unwrap();
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    assert_eq!(
        g.mana(Player::FIRST),
        Mana { crystals: 2, spent: 0, this_turn: 0 },
        "one more on each of your turns"
    );
    for _ in 0..2 * 11 {
        g.end_turn().unwrap();
    }
    assert_eq!(g.turn(), Some(Turn { player: Player::FIRST, number: 25 }));
    assert_eq!(g.mana(Player::FIRST), Mana { crystals: MAX_CRYSTALS, spent: 0, this_turn: 0 });
    assert_eq!(g.mana(Player::SECOND), Mana { crystals: MAX_CRYSTALS, spent: 0, this_turn: 0 });
}

mod the_end {
    use my_engine::content::library;
    use my_engine::engine::{CardId, Error, Event, Game, Limits, Outcome, Player};

    fn card(name: &str) -> CardId {
        library().find(name).unwrap()
    }

    fn begun() -> Game {
        let mut g = Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap();
        g.begin().unwrap();
        g
    }

    #[test]
    fn a_hero_at_0_health_after_the_death_step_loses_and_nothing_more_can_be_done() {
        let mut g = begun();
        let hero = g.hero(Player::SECOND);
        g.clear_log();
        g.deal_damage(hero, 30).unwrap();
        let log: Vec<Event> = g.log().iter().map(|record| record.event).collect();
        let fallen = [Event::Destroyed { id: hero }, Event::DeathPhase { round: 1 }];
        let ended = Event::GameEnded { winner: Some(Player::FIRST) };
        assert_eq!(log, [&[Event::Damaged { target: hero, amount: 30 }][..], &fallen, &[ended]].concat());
        assert_eq!(g.outcome(), Some(Outcome::Won { player: Player::FIRST }));
        let over = g.clone();
        let refused = Error::GameOver { outcome: Outcome::Won { player: Player::FIRST } };
        assert_eq!(g.end_turn(), Err(refused.clone()));
        assert_eq!(g.summon(card("Test Filler"), Player::FIRST), Err(refused.clone()));
        assert_eq!(g.draw(Player::FIRST), Err(refused.clone()));
        assert_eq!(g, over, "a finished game changes no more");
        assert_eq!(refused.to_string(), "the game is over (player 0 won): start a new game");
    }

    #[test]
    fn both_heroes_falling_in_one_sequence_is_a_draw() {
        let mut g = begun();
        let (hero0, hero1) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
        g.deal_damage(hero0, 28).unwrap();
        g.deal_damage(hero1, 28).unwrap();
        assert_eq!(g.outcome(), None, "2 Health each: the game goes on");
        let abomination = g.summon(card("Abomination"), Player::FIRST).unwrap();
        g.deal_damage(abomination, 4).unwrap(); // Its Deathrattle: 2 damage to ALL characters.
        assert_eq!(g.outcome(), Some(Outcome::Draw));
        let last = g.log().last().map(|record| record.event);
        assert_eq!(last, Some(Event::GameEnded { winner: None }));
    }

    #[test]
    fn a_game_that_never_began_never_ends() {
        // The course's calls: a hero at 0 Health is only a number there.
        let mut g = Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap();
        let hero = g.hero(Player::FIRST);
        g.deal_damage(hero, 30).unwrap();
        assert_eq!(g.outcome(), None);
        assert!(g.draw(Player::FIRST).is_ok());
    }

    /// A hero brought to 0 Health by the course's calls before the game begins is mortally
    /// wounded all along: the first Death Creation Step after the game has begun removes it,
    /// and the game is decided (Rule 4a, Rule 9).
    #[test]
    fn a_hero_at_0_health_before_the_game_begins_dies_once_it_has_begun() {
        let mut g = Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap();
        let hero = g.hero(Player::FIRST);
        g.deal_damage(hero, 30).unwrap();
        g.draw(Player::SECOND).unwrap(); // A call whose death step finds only the hero, not yet to die.
        assert_eq!((g.outcome(), g.zone_of(hero)), (None, Ok(my_engine::engine::Zone::Board)));
        g.begin().unwrap();
        assert_eq!(g.outcome(), Some(Outcome::Won { player: Player::SECOND }));
        assert_eq!(g.zone_of(hero), Ok(my_engine::engine::Zone::Graveyard));
    }
}
