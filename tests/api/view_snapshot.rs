//! A player's view as JSON (`View::snapshot`, `View::from_snapshot`): it loads as the same view
//! but for the public log, which it does not keep, so every shipped bot moves alike on both;
//! a game's own snapshot is refused as a view's, since it holds what the player cannot see.

use my_engine::content::library;
use my_engine::engine::{
    DeckLists, Game, Player, SnapshotError, SplitMix64, VIEW_SNAPSHOT_FORMAT, View, ViewSnapshot,
};
use my_engine::search::{Bot, aura_playout_start, playout_start, random_move};

/// Mid-game positions of random games on both workload decks.
fn positions() -> Vec<Game> {
    let mut found = Vec::new();
    for (seed, start) in
        (0..8).map(|seed| (seed, if seed % 2 == 0 { playout_start() } else { aura_playout_start() }))
    {
        let mut game = start;
        game.reseed(seed);
        let mut random = SplitMix64::new(seed);
        for step in 0.. {
            let Some(mv) = random_move(&game, &mut random) else { break };
            if game.make(mv).is_err() {
                break;
            }
            if step % 23 == 5 {
                found.push(game.clone());
            }
        }
    }
    found
}

/// `view` through its snapshot's JSON.
fn reloaded(view: &View) -> View {
    let json = serde_json::to_string(&view.snapshot().unwrap()).unwrap();
    let snapshot: ViewSnapshot = serde_json::from_str(&json).unwrap();
    View::from_snapshot(library(), &snapshot).unwrap_or_else(|err| panic!("refused: {err}"))
}

#[test]
fn a_view_loads_as_the_same_view_and_every_bot_moves_alike_on_it() {
    let mut checked = 0;
    for game in positions() {
        let Some(player) = game.player_to_move() else { continue };
        for deck_lists in [DeckLists::Open, DeckLists::Closed] {
            let view = game.view(player, deck_lists);
            let loaded = reloaded(&view);
            assert_eq!(loaded.snapshot().unwrap(), view.snapshot().unwrap());
            assert_eq!(loaded.legal_moves(), view.legal_moves());
            assert_eq!(loaded.opponent_hand(), view.opponent_hand());
            assert!(loaded.log().is_empty(), "the public log is not kept");
            for bot in Bot::shipped(2) {
                for seed in 0..2 {
                    let (mut one, mut two) = (SplitMix64::new(seed), SplitMix64::new(seed));
                    assert_eq!(bot.choose(&loaded, &mut one), bot.choose(&view, &mut two), "{}", bot.name());
                }
            }
            checked += 1;
        }
    }
    assert!(checked >= 20, "{checked}");
}

#[test]
fn a_games_own_snapshot_is_refused_as_a_views_naming_what_the_player_cannot_see() {
    let game = positions().into_iter().find(|game| game.turn().is_some()).unwrap();
    let player = game.player_to_move().unwrap();
    let own = ViewSnapshot {
        format: VIEW_SNAPSHOT_FORMAT,
        player,
        deck_lists: DeckLists::Open,
        position: game.snapshot().unwrap(),
    };
    let err = View::from_snapshot(library(), &own).unwrap_err();
    assert!(matches!(err, SnapshotError::NotAView { .. }), "{err}");
    assert!(
        err.to_string().ends_with(
            "a view's position is its game with every unseen card dealt in order, as View::snapshot writes it; a game's snapshot loads with Game::from_snapshot, and its view is Game::view"
        ),
        "{err}"
    );
    assert!(
        err.to_string().starts_with(&format!("the position holds what player {player} cannot see (")),
        "{err}"
    );
}

#[test]
fn a_view_snapshot_of_another_format_is_refused_with_the_fix() {
    let view = playout_start().view(Player::FIRST, DeckLists::Open);
    let mut snapshot = view.snapshot().unwrap();
    snapshot.format = 7;
    assert_eq!(
        View::from_snapshot(library(), &snapshot).unwrap_err().to_string(),
        "view snapshot format 7 is not this engine's 1: take the view again from its game (Game::view)"
    );
    let json = serde_json::to_string(&view.snapshot().unwrap()).unwrap().replace("\"open\"", "\"half\"");
    assert!(
        serde_json::from_str::<ViewSnapshot>(&json)
            .unwrap_err()
            .to_string()
            .starts_with("unknown variant `half`")
    );
}
