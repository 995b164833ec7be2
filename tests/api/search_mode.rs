//! The search mode (`Mode::Search`, `Game::search_copy`): the same rules with no rollback
//! journal and no log, the copy being the undo. A playout in it ends where a normal game ends;
//! a call refused by its checks still changes nothing; a runaway spoils the copy, which then
//! refuses every call.

use my_engine::content::library;
use my_engine::engine::Player;
use my_engine::engine::{
    CardId, DeckLists, Error, Game, Id, Limit, Limits, LogKeeping, Mode, Move, Rules, SplitMix64,
};
use my_engine::search::{self, Bot, play_out};

use crate::common::card;

/// A begun game in the normal mode with `deck` for both players, as `search::playout_start`
/// begins one, keeping no log, so that it compares with a search copy on its state.
fn normal_start(deck: Vec<CardId>) -> Game {
    let mut game = Game::new(library(), [deck.clone(), deck], Limits::default())
        .unwrap()
        .with_rules(Rules::hearthstone());
    game.set_log_keeping(LogKeeping::Nothing);
    game.begin().unwrap();
    game
}

/// Over 1,000 seeds on each workload (the benchmark deck and the aura deck), a random playout
/// on a search copy and the same seed's playout on a normal game make as many moves and end in
/// the same state and outcome.
#[test]
fn a_search_playout_ends_where_a_normal_game_ends_over_1000_seeds_on_both_decks() {
    let workloads = [
        ("benchmark", search::playout_start(), search::playout_deck()),
        ("aura", search::aura_playout_start(), search::aura_deck()),
    ];
    for (deck, start, cards) in workloads {
        assert_eq!(start.mode(), Mode::Search, "playouts start from a search copy");
        let normal = normal_start(cards);
        assert_eq!((normal.mode(), &normal), (Mode::Normal, &start), "{deck} deck: the same start");
        for seed in 0..1_000 {
            let mut fast = start.clone();
            let mut slow = normal.clone();
            let played = play_out(&mut fast, &mut SplitMix64::new(seed));
            let expected = play_out(&mut slow, &mut SplitMix64::new(seed));
            assert_eq!(played, expected, "{deck} deck, seed {seed}: outcome and moves");
            assert!(played.0.is_some(), "{deck} deck, seed {seed}: the game ended");
            assert_eq!(fast, slow, "{deck} deck, seed {seed}: the same state at the end");
        }
    }
}

/// A game copied for search is in the search mode, keeps no log, and is never watched; a copy
/// of it is a search copy too; the game it was copied from is untouched.
#[test]
fn a_search_copy_keeps_no_log_and_is_never_watched() {
    let mut game =
        Game::new(library(), [vec![card("Chillwind Yeti"); 4], Vec::new()], Limits::default()).unwrap();
    game.summon(card("Armorsmith"), Player::FIRST).unwrap();
    let logged = game.log().len();
    let mut copy = game.search_copy();
    assert_eq!((copy.mode(), game.mode()), (Mode::Search, Mode::Normal));
    copy.set_watching(true);
    copy.summon(card("Chillwind Yeti"), Player::FIRST).unwrap();
    copy.deal_damage(copy.board(Player::FIRST)[0], 1).unwrap();
    assert!(copy.log().is_empty(), "no event is kept");
    assert!(copy.watch().is_none(), "nothing to step through");
    assert_eq!(copy.armor(Player::FIRST), 1, "the rules ran: Armorsmith answered the damage");
    assert_eq!(copy.clone().mode(), Mode::Search);
    assert_eq!((game.log().len(), game.board(Player::FIRST).len()), (logged, 1));
}

/// A call refused by its checks changes nothing in the search mode either.
#[test]
fn a_refused_call_changes_nothing_on_a_search_copy() {
    let mut copy = search::playout_start();
    let before = copy.clone();
    let not_yours = copy.hand(Player::SECOND)[0];
    assert_eq!(copy.make(Move::EndTurn), Err(Error::MulliganFirst { player: Player::FIRST }));
    assert!(copy.play(not_yours, 0, None).is_err());
    assert_eq!(copy, before);
    assert!(!copy.is_spoiled());
}

/// A call on a game given a minion, a hero and a card to name.
type Call = fn(&mut Game, Id, Id, CardId) -> Result<(), Error>;

/// A Sequence that runs away on a search copy is not rolled back: the copy is spoiled and
/// refuses every later call, moves and single calls alike, and lists no move; the game it was
/// copied from, in the normal mode, rolls the same call back and goes on.
#[test]
fn a_runaway_spoils_a_search_copy_which_then_refuses_every_call() {
    let mut game =
        Game::new(library(), [vec![card("Test Filler"); 4], Vec::new()], Limits::default()).unwrap();
    let mirror = game.summon(card("Test Mirror"), Player::FIRST).unwrap();
    let mut copy = game.search_copy();
    let runaway = Error::Runaway { limit: Limit::Depth, value: 64 };
    assert_eq!(copy.deal_damage(mirror, 1), Err(runaway.clone()));
    assert!(copy.is_spoiled());
    assert!(
        copy.health(mirror).unwrap() < game.health(mirror).unwrap(),
        "not rolled back: the copy is left as the Sequence stopped, the mirror hit again and again"
    );
    let filler = card("Test Filler");
    let hero = copy.hero(Player::FIRST);
    let calls: [(&str, Call); 17] = [
        ("deal_damage", |g, m, _, _| g.deal_damage(m, 1)),
        ("summon", |g, _, _, c| g.summon(c, Player::SECOND).map(drop)),
        ("draw", |g, _, _, _| g.draw(Player::FIRST)),
        ("add_to_hand", |g, _, _, c| g.add_to_hand(c, Player::FIRST).map(drop)),
        ("gain_mana_crystals", |g, _, _, _| g.gain_mana_crystals(Player::FIRST, 1)),
        ("skip_to_turn", |g, _, _, _| g.skip_to_turn(3)),
        ("silence", |g, m, _, _| g.silence(m)),
        ("set_health", |g, m, _, _| g.set_health(m, 2)),
        ("discard", |g, _, _, _| g.discard(Player::FIRST, None)),
        ("empty_deck", |g, _, _, _| g.empty_deck(Player::FIRST)),
        ("cast", |g, _, h, _| g.cast(card("Moonfire"), Player::FIRST, Some(h))),
        ("destroy", |g, m, _, _| g.destroy(m)),
        ("begin", |g, _, _, _| g.begin()),
        ("play", |g, m, _, _| g.play(m, 0, None)),
        ("mulligan", |g, _, _, _| g.mulligan(Player::FIRST, Default::default())),
        ("attack_with", |g, m, h, _| g.attack_with(m, h)),
        ("end_turn", |g, _, _, _| g.end_turn()),
    ];
    for (name, call) in calls {
        assert_eq!(call(&mut copy, mirror, hero, filler), Err(Error::Spoiled), "{name}");
    }
    let mut listed = my_engine::engine::ListedMoves::new();
    game.list_moves(my_engine::engine::Positions::Every, &mut listed);
    assert_eq!(copy.make_listed(&listed, 0), Err(Error::Spoiled), "make_listed");
    assert!(copy.legal_moves().is_empty(), "a spoiled copy lists no move");
    assert_eq!(copy.search_copy().deal_damage(mirror, 1), Err(Error::Spoiled), "its copies too");
    assert_eq!(
        Error::Spoiled.to_string(),
        "this search copy was spoiled by an earlier call that ran away (search copies are not \
         rolled back): make a new copy of the game (Game::search_copy)"
    );
    let before = game.clone();
    assert_eq!(game.deal_damage(mirror, 1), Err(runaway));
    assert_eq!(game, before, "the normal mode rolled it back");
    assert_eq!(game.summon(card("Test Filler"), Player::SECOND).map(|_| ()), Ok(()));
}

/// A spoiled copy is not equal to the game it was copied from, even where the Sequence that
/// spoiled it ran away before changing anything (no action allowed at all).
#[test]
fn a_spoiled_copy_differs_from_its_game_even_with_nothing_changed() {
    let no_action = Limits { max_actions: 0, ..Limits::default() };
    let mut game = Game::new(library(), [vec![card("Test Filler"); 4], Vec::new()], no_action).unwrap();
    game.set_log_keeping(LogKeeping::Nothing);
    let hero = game.hero(Player::SECOND);
    let mut copy = game.search_copy();
    assert_eq!(copy, game, "a search copy of a game that keeps no log is equal to it");
    assert_eq!(copy.deal_damage(hero, 1), Err(Error::Runaway { limit: Limit::Actions, value: 0 }));
    assert_eq!(copy.health(hero), Ok(30), "nothing was changed before it ran away");
    assert!(copy.is_spoiled());
    assert_ne!(copy, game);
}

/// Each shipped bot, handed the view of the player to move in a search copy, chooses a legal
/// move of the game, and making the view left the game as it was.
#[test]
fn each_bot_chooses_a_legal_move_from_the_view_of_a_search_copy() {
    let game = search::playout_start();
    let before = game.clone();
    let view = game.view(game.player_to_move().unwrap(), DeckLists::Open);
    for bot in Bot::shipped(2) {
        let chosen = bot.choose(&view, &mut SplitMix64::new(3));
        assert!(chosen.is_some_and(|mv| game.legal_moves().contains(&mv)), "{}", bot.name());
    }
    assert_eq!(game, before);
}

/// The searching bots never choose a move that cannot be made over one that can: with Test
/// Mirror in play, Whirlwind runs away on every copy (each Damage Event feeds the Mirror), so
/// flat Monte Carlo and the greedy bot choose another legal move, however their playouts end.
#[test]
fn the_bot_never_chooses_a_move_that_runs_away_over_one_that_can_be_made() {
    let filler = card("Test Filler");
    let mut game = Game::new(library(), [vec![filler; 20], vec![filler; 20]], Limits::default())
        .unwrap()
        .with_rules(Rules::hearthstone());
    game.begin().unwrap();
    game.mulligan(Player::FIRST, Default::default()).unwrap();
    game.mulligan(Player::SECOND, Default::default()).unwrap();
    let player = game.player_to_move().unwrap();
    game.summon(card("Test Mirror"), player).unwrap();
    while let Some(&held) = game.hand(player).first() {
        game.discard(player, Some(held)).unwrap(); // Whirlwind comes first among the moves.
    }
    let whirlwind = game.add_to_hand(card("Whirlwind"), player).unwrap();
    let runs_away = Move::PlaySpell { card: whirlwind, target: None };
    assert!(game.legal_moves().contains(&runs_away));
    assert!(matches!(game.search_copy().make(runs_away), Err(Error::Runaway { .. })));
    let view = game.view(player, DeckLists::Open);
    for (bot, seed) in [Bot::FlatMonteCarlo { playouts: 2 }, Bot::Greedy]
        .into_iter()
        .flat_map(|bot| (0..5).map(move |seed| (bot, seed)))
    {
        let chosen = bot.choose(&view, &mut SplitMix64::new(seed));
        assert!(
            chosen.is_some_and(|mv| mv != runs_away && game.legal_moves().contains(&mv)),
            "{} with seed {seed}: {chosen:?}",
            bot.name()
        );
    }
}
