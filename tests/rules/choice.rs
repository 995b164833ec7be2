//! A choice among cards (issue "What cards do, part 2", item 6): a card's text offers the top
//! cards of a deck, set aside (the wiki's Discard effect page: the Set Aside zone, and "not
//! considered a discard"); the choice is the next move and the only one; the card chosen is
//! drawn (a full hand burns it), the others stay set aside. A choice made when none waits, or
//! of a card not offered, and every other move while one waits, are refused and change
//! nothing; a call that runs away leaves the choice as it was.

use my_engine::content::library;
use my_engine::engine::{
    Error, Event, Game, Id, Limits, ListedMoves, Move, Player, Positions, Rules, TriggerKind, Zone,
};

use crate::common::{card, events};

/// A game of player 0's `deck` (top first) and an empty deck for player 1, begun under the
/// course's rules (no shuffle), player 0 given `Tracking` in hand and the log cleared. The
/// opening hand takes the first three cards of the deck.
fn with_tracking(deck: &[&str], rules: Rules, limits: Limits) -> (Game, Id) {
    let deck: Vec<_> = deck.iter().map(|&name| card(name)).collect();
    let mut g = Game::new(library(), [deck, Vec::new()], limits).unwrap().with_rules(rules);
    g.begin().unwrap();
    let tracking = g.add_to_hand(card("Tracking"), Player::FIRST).unwrap();
    g.clear_log();
    (g, tracking)
}

/// Player 0's deck: three cards for the opening hand, one drawn at the first turn, then the
/// three Tracking looks at (a Wisp, a Chillwind Yeti, a Bloodfen Raptor) and one more.
const DECK: [&str; 8] =
    ["Wisp", "Wisp", "Wisp", "Wisp", "Wisp", "Chillwind Yeti", "Bloodfen Raptor", "Boulderfist Ogre"];

fn names(g: &Game, ids: &[Id]) -> Vec<&'static str> {
    ids.iter().map(|&id| g.name_of(id).unwrap()).collect()
}

/// The spell's Sequence ends with the choice waiting: its three cards offered, top first, each
/// set aside; the choice is the player to move's only move (one for each card), and `choose`
/// is the next call: `Chose`, `Drew`, then each card not chosen, which stays set aside.
#[test]
fn the_top_three_are_set_aside_and_the_one_chosen_is_drawn_by_the_next_call() {
    let (mut g, tracking) = with_tracking(&DECK, Rules::course(), Limits::default());
    let top: Vec<Id> = g.deck(Player::FIRST)[..3].to_vec();
    assert_eq!(names(&g, &top), ["Wisp", "Chillwind Yeti", "Bloodfen Raptor"]);

    g.play(tracking, 0, None).unwrap();

    let offered = |id| Event::Offered { player: Player::FIRST, id };
    assert_eq!(
        events(&g),
        [
            Event::Played { player: Player::FIRST, id: tracking },
            Event::SpellCast { card: card("Tracking") },
            offered(top[0]),
            offered(top[1]),
            offered(top[2]),
        ]
    );
    let choice = g.pending_choice().expect("a choice waits");
    assert_eq!((choice.player(), choice.offered()), (Player::FIRST, top.as_slice()));
    assert!(top.iter().all(|&id| g.zone_of(id).unwrap() == Zone::SetAside));
    assert_eq!(names(&g, &g.deck(Player::FIRST)), ["Boulderfist Ogre"]);
    assert_eq!(g.legal_moves(), top.iter().map(|&card| Move::Choose { card }).collect::<Vec<_>>());
    assert_eq!(g.player_to_move(), Some(Player::FIRST));

    g.clear_log();
    g.choose(top[1]).unwrap();

    assert_eq!(
        events(&g),
        [
            Event::Chose { player: Player::FIRST, id: top[1] },
            Event::Drew { player: Player::FIRST, id: top[1] },
            Event::NotChosen { player: Player::FIRST, id: top[0] },
            Event::NotChosen { player: Player::FIRST, id: top[2] },
        ]
    );
    let causes: Vec<_> = g.log().iter().map(|record| record.cause).collect();
    assert_eq!(causes, [None, Some(0), Some(0), Some(0)], "the draw and the others hang under the choice");
    assert_eq!(g.pending_choice(), None);
    assert_eq!(g.hand(Player::FIRST).last(), Some(&top[1]));
    assert_eq!(g.zone_of(top[1]).unwrap(), Zone::Hand);
    assert_eq!((g.zone_of(top[0]).unwrap(), g.zone_of(top[2]).unwrap()), (Zone::SetAside, Zone::SetAside));
    assert!(g.legal_moves().contains(&Move::EndTurn), "the turn goes on");
}

/// Where the choice falls: the spell's text offers the cards; its After Spell Phase (Wild
/// Pyromancer's "After you cast a spell") and the death steps run in the spell's own Sequence,
/// before the choice is made (`course/choice.rs`); the choice's Sequence only draws.
#[test]
fn the_after_spell_phase_and_the_death_step_run_before_the_choice_is_made() {
    let (mut g, tracking) = with_tracking(&DECK, Rules::course(), Limits::default());
    let pyromancer = g.summon(card("Wild Pyromancer"), Player::FIRST).unwrap();
    let wisp = g.summon(card("Wisp"), Player::SECOND).unwrap();
    let top: Vec<Id> = g.deck(Player::FIRST)[..3].to_vec();
    g.clear_log();

    g.play(tracking, 0, None).unwrap();

    let offered = |id| Event::Offered { player: Player::FIRST, id };
    assert_eq!(
        events(&g),
        [
            Event::Played { player: Player::FIRST, id: tracking },
            Event::SpellCast { card: card("Tracking") },
            offered(top[0]),
            offered(top[1]),
            offered(top[2]),
            Event::Triggered { source: pyromancer, trigger: TriggerKind::AfterSpell },
            Event::Damaged { target: pyromancer, amount: 1 },
            Event::Damaged { target: wisp, amount: 1 },
            Event::Destroyed { id: wisp },
            Event::DeathPhase { round: 1 },
        ]
    );
    assert!(g.pending_choice().is_some(), "the choice still waits after the spell's whole Sequence");
    g.clear_log();
    g.choose(top[0]).unwrap();
    assert_eq!(
        events(&g),
        [
            Event::Chose { player: Player::FIRST, id: top[0] },
            Event::Drew { player: Player::FIRST, id: top[0] },
            Event::NotChosen { player: Player::FIRST, id: top[1] },
            Event::NotChosen { player: Player::FIRST, id: top[2] },
        ],
        "nothing answers the draw: no Phase, no death"
    );
}

/// While the choice waits, every other move is refused naming it, and changes nothing; a
/// choice of a card not offered is refused naming the cards offered; once made, a second
/// choice is refused: none waits.
#[test]
fn nothing_else_may_be_done_until_the_choice_is_made() {
    let (mut g, tracking) = with_tracking(&DECK, Rules::course(), Limits::default());
    let wisp_in_hand = g.hand(Player::FIRST)[0];
    g.play(tracking, 0, None).unwrap();
    let offered = g.pending_choice().unwrap().offered().to_vec();
    let before = g.clone();
    let first = || Error::ChoiceFirst {
        player: Player::FIRST,
        offered: format!("{}, {} and {}", offered[0], offered[1], offered[2]),
    };

    assert_eq!(g.end_turn(), Err(first()));
    assert_eq!(g.play(wisp_in_hand, 0, None), Err(first()));
    assert_eq!(g.make(Move::PlayMinion { card: wisp_in_hand, position: 0, target: None }), Err(first()));
    let message = g.end_turn().unwrap_err().to_string();
    assert!(message.contains("player 0 has a choice to make first: make their Move::Choose"), "{message}");
    let not_offered = g.choose(wisp_in_hand).unwrap_err();
    assert_eq!(
        not_offered,
        Error::NotOffered {
            card: wisp_in_hand,
            offered: format!("{}, {} and {}", offered[0], offered[1], offered[2])
        }
    );
    assert!(
        not_offered.to_string().contains("is not one of the cards offered: choose one of #"),
        "{not_offered}"
    );
    assert_eq!(g, before, "refused moves change nothing, the choice included");
    assert_eq!(g.pending_choice(), before.pending_choice());

    g.choose(offered[2]).unwrap();
    let after = g.clone();
    let none = g.choose(offered[0]).unwrap_err();
    assert_eq!(none, Error::NoChoicePending { card: offered[0] });
    assert!(none.to_string().starts_with(&format!("no choice among cards is waiting, so {}", offered[0])));
    assert_eq!(g, after);
}

/// A choice made from a list of moves: the listing while a choice waits holds its choices
/// alone, and `make_listed` makes one; a stale listing (before the spell) is checked again and
/// refused.
#[test]
fn a_listed_choice_is_made_and_a_stale_listing_is_checked_again() {
    let (mut g, tracking) = with_tracking(&DECK, Rules::course(), Limits::default());
    let mut stale = ListedMoves::new();
    g.list_moves(Positions::RightEnd, &mut stale);
    g.play(tracking, 0, None).unwrap();
    let end_turn = stale.iter().position(|&mv| mv == Move::EndTurn).unwrap();
    assert!(matches!(g.make_listed(&stale, end_turn), Err(Error::ChoiceFirst { .. })));

    let mut listed = ListedMoves::new();
    g.list_moves(Positions::RightEnd, &mut listed);
    let offered = g.pending_choice().unwrap().offered().to_vec();
    assert_eq!(listed.to_vec(), offered.iter().map(|&card| Move::Choose { card }).collect::<Vec<_>>());
    g.make_listed(&listed, 1).unwrap();
    assert_eq!(g.zone_of(offered[1]).unwrap(), Zone::Hand);
}

/// With fewer than three cards in the deck, the choice offers what there is; with none, no
/// choice waits and there is no Fatigue (it is no draw from an empty deck), under the real
/// game's Fatigue too.
#[test]
fn fewer_cards_offer_what_there_is_and_an_empty_deck_offers_nothing_and_no_fatigue() {
    let short = ["Wisp", "Wisp", "Wisp", "Wisp", "Chillwind Yeti"];
    let (mut g, tracking) = with_tracking(&short, Rules::course(), Limits::default());
    let yeti = g.deck(Player::FIRST)[0];
    g.play(tracking, 0, None).unwrap();
    assert_eq!(g.pending_choice().unwrap().offered(), [yeti]);
    assert_eq!(g.legal_moves(), [Move::Choose { card: yeti }]);
    g.choose(yeti).unwrap();
    assert_eq!(g.zone_of(yeti).unwrap(), Zone::Hand);

    let rules = Rules { fatigue_damages: true, ..Rules::course() };
    let (mut g, tracking) = with_tracking(&["Wisp"; 4], rules, Limits::default());
    let hero = g.hero(Player::FIRST);
    g.play(tracking, 0, None).unwrap();
    assert_eq!(
        events(&g),
        [Event::Played { player: Player::FIRST, id: tracking }, Event::SpellCast { card: card("Tracking") }]
    );
    assert_eq!(g.pending_choice(), None);
    assert_eq!(g.health(hero).unwrap(), 30, "no Fatigue");
    assert!(g.legal_moves().contains(&Move::EndTurn));
}

/// A full hand burns the card chosen, as it burns any draw (the real game's hand limit); the
/// others stay set aside.
#[test]
fn a_full_hand_burns_the_card_chosen() {
    let rules = Rules { hand_limit: Some(5), ..Rules::course() };
    let (mut g, tracking) = with_tracking(&DECK, rules, Limits::default());
    g.add_to_hand(card("Wisp"), Player::FIRST).unwrap();
    assert_eq!(g.hand(Player::FIRST).len(), 5, "three opening cards, one drawn, Tracking, a Wisp");
    g.play(tracking, 0, None).unwrap();
    g.add_to_hand(card("Wisp"), Player::FIRST).unwrap(); // Full again.
    let offered = g.pending_choice().unwrap().offered().to_vec();
    g.clear_log();

    g.choose(offered[1]).unwrap();

    assert_eq!(
        events(&g),
        [
            Event::Chose { player: Player::FIRST, id: offered[1] },
            Event::Burned { player: Player::FIRST, id: offered[1] },
            Event::NotChosen { player: Player::FIRST, id: offered[0] },
            Event::NotChosen { player: Player::FIRST, id: offered[2] },
        ]
    );
    assert_eq!(g.zone_of(offered[1]).unwrap(), Zone::Graveyard);
    assert_eq!(g.hand(Player::FIRST).len(), 5);
}

/// Rollback: a spell whose Sequence runs away after its cards were offered (Wild Pyromancer's
/// After Spell Phase passes `Limits::max_actions`: the cast is one action, the offer a second,
/// its damage a third) leaves the deck and the game as before, with no choice waiting (a
/// search copy, which is not rolled back, shows the cards were set aside first); a call that
/// fails with a choice waiting (a second offer is a bad effect) leaves the same choice waiting.
#[test]
fn a_runaway_and_a_bad_effect_leave_the_game_and_its_choice_as_before() {
    let deck: Vec<_> = DECK.iter().map(|&name| card(name)).collect();
    let two_actions = Limits { max_actions: 2, ..Limits::default() };
    let mut g = Game::new(library(), [deck, Vec::new()], two_actions).unwrap();
    g.summon(card("Wild Pyromancer"), Player::FIRST).unwrap();
    let top = g.deck(Player::FIRST)[0];
    let mut spoiled = g.search_copy();
    assert!(matches!(spoiled.cast(card("Tracking"), Player::FIRST, None), Err(Error::Runaway { .. })));
    assert_eq!(spoiled.zone_of(top).unwrap(), Zone::SetAside, "it ran away after the offer");
    let before = g.clone();
    assert!(matches!(g.cast(card("Tracking"), Player::FIRST, None), Err(Error::Runaway { .. })));
    assert_eq!(g, before);
    assert_eq!(g.pending_choice(), None);
    assert_eq!(g.zone_of(top).unwrap(), Zone::Deck);

    let (mut g, tracking) = with_tracking(&DECK, Rules::course(), Limits::default());
    g.play(tracking, 0, None).unwrap();
    let before = g.clone();
    let second = g.cast(card("Tracking"), Player::FIRST, None).unwrap_err();
    assert!(matches!(second, Error::BadEffect { .. }), "{second}");
    assert!(second.to_string().contains("while another choice was still to be made"), "{second}");
    assert_eq!(g, before);
    assert_eq!(g.pending_choice(), before.pending_choice());
}

/// A search copy copies the waiting choice: the copy lists and makes it, and the game it was
/// copied from still waits.
#[test]
fn a_search_copy_copies_the_waiting_choice() {
    let (mut g, tracking) = with_tracking(&DECK, Rules::course(), Limits::default());
    g.play(tracking, 0, None).unwrap();
    let mut copy = g.search_copy();
    assert_eq!(copy.pending_choice(), g.pending_choice());
    assert_eq!(copy.legal_moves(), g.legal_moves());
    let chosen = g.pending_choice().unwrap().offered()[0];
    copy.choose(chosen).unwrap();
    assert_eq!(copy.zone_of(chosen).unwrap(), Zone::Hand);
    assert_eq!(g.zone_of(chosen).unwrap(), Zone::SetAside);
    assert!(g.pending_choice().is_some());
}

/// A game of two decks of the playout deck with four Trackings on top (unshuffled, so each
/// player meets them early), under the real game's rules, reseeded with `seed`.
fn tracking_game(seed: u64) -> Game {
    let trackings = [card("Tracking"); 4];
    let deck = my_engine::search::playout_deck_with(library(), &trackings);
    let rules = Rules { shuffle_decks: false, ..Rules::hearthstone() };
    let mut g = Game::new(library(), [deck.clone(), deck], Limits::default()).unwrap().with_rules(rules);
    g.reseed(seed);
    g.begin().unwrap();
    g
}

/// Who made a choice in `g`'s log.
fn choosers(g: &Game) -> Vec<Player> {
    g.log()
        .iter()
        .filter_map(|record| match record.event {
            Event::Chose { player, .. } => Some(player),
            _ => None,
        })
        .collect()
}

/// The shipped bots make the choice as any move: random playouts (`search::play_out`, the
/// random bot's policy) play twenty games with Tracking in both decks to their end, both
/// players choosing, and each choice is the move right after the spell's.
#[test]
fn random_playouts_play_games_with_tracking_in_both_decks_to_their_end() {
    let mut chose = Vec::new();
    for seed in 0..20 {
        let mut g = tracking_game(seed);
        let (ended, moves) =
            my_engine::search::play_out(&mut g, &mut my_engine::engine::SplitMix64::new(seed));
        assert!(ended.is_some(), "seed {seed}: undecided after {moves} moves");
        assert_eq!(g.pending_choice(), None, "seed {seed}");
        chose.extend(choosers(&g));
    }
    assert!(chose.contains(&Player::FIRST) && chose.contains(&Player::SECOND), "{chose:?}");
}

/// The flat Monte Carlo bot and the greedy bot, each in both seats, play a game with Tracking
/// in both decks to its end, each handed its player's view, making each choice itself: every
/// move it makes is legal, and the choices are made (a player's view lists its own choice).
#[test]
fn the_searching_bots_play_a_game_with_tracking_in_both_decks_to_its_end() {
    use my_engine::engine::DeckLists;
    use my_engine::search::Bot;
    for bot in [Bot::FlatMonteCarlo { playouts: 2 }, Bot::Greedy] {
        let mut random = my_engine::engine::SplitMix64::new(3);
        let mut g = tracking_game(3);
        let mut choices = 0;
        while let Some(player) = g.player_to_move() {
            let mv = bot.choose(&g.view(player, DeckLists::Open), &mut random).expect("a move");
            assert!(g.legal_moves().contains(&mv), "{}: {mv:?}", bot.name());
            choices += usize::from(matches!(mv, Move::Choose { .. }));
            g.make(mv).unwrap();
        }
        assert!(g.outcome().is_some());
        assert!(choices >= 2, "{}: {choices} choices", bot.name());
        assert_eq!(choosers(&g).len(), choices);
    }
}
