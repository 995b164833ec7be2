//! A player's view (`Game::view`, `View`): what it shows of each kind of card, how each card of
//! the opponent's hand comes to be known, the public log, the deck-list setting, the legal
//! moves it lists, and the games sampled from it (`View::determinize`).

use my_engine::content::library;
use my_engine::engine::{
    CardId, DeckLists, Event, Game, HandPositions, HandSlot, Id, Limits, Move, Player, Rules, Seen, Unseen,
    View, Zone,
};

use crate::common::card;

const ME: Player = Player::FIRST;
const THEM: Player = Player::SECOND;

/// Ten different cards, two each: the deck of both players in these tests, unless a test says.
const DECK: [&str; 10] = [
    "Bloodfen Raptor",
    "Chillwind Yeti",
    "Fireball",
    "Wolfrider",
    "Arcane Explosion",
    "Boulderfist Ogre",
    "River Crocolisk",
    "Frostbolt",
    "Murloc Raider",
    "Sen'jin Shieldmasta",
];

fn deck_of(names: &[&str]) -> Vec<CardId> {
    names.iter().flat_map(|&name| [card(name), card(name)]).collect()
}

/// A game of `rules` with `first` and `second` as the decks, begun; the mulligans made, each
/// keeping every card, if the rules have them.
fn begun(first: Vec<CardId>, second: Vec<CardId>, rules: Rules) -> Game {
    let mut g = Game::new(library(), [first, second], Limits::default()).unwrap().with_rules(rules);
    g.begin().unwrap();
    while g.turn().is_none() {
        let player = g.player_to_move().expect("a mulligan to make");
        g.mulligan(player, HandPositions::none()).unwrap();
    }
    g
}

/// The real game's rules on `DECK` for both players, begun (player 0's first turn).
fn real_game() -> Game {
    begun(deck_of(&DECK), deck_of(&DECK), Rules::hearthstone())
}

/// The cards of `ids`, sorted.
fn cards_of(g: &Game, ids: &[Id]) -> Vec<CardId> {
    let mut cards: Vec<CardId> = ids.iter().map(|&id| g.card_of(id).unwrap().unwrap()).collect();
    cards.sort();
    cards
}

/// `player`'s card object of `name` in hand.
fn held(g: &Game, player: Player, name: &str) -> Id {
    *g.hand(player).iter().find(|&&id| g.name_of(id) == Ok(name)).expect("in the hand")
}

#[test]
fn a_view_shows_its_players_hand_and_deck_and_the_opponents_hand_as_slots_and_deck_as_a_count() {
    let g = real_game();
    let view = g.view(ME, DeckLists::Open);
    assert_eq!(view.player(), ME);
    assert_eq!(view.hand(), g.hand(ME), "the player's own hand, oldest first, as the game has it");
    assert_eq!(view.deck(), cards_of(&g, &g.deck(ME)), "the player's deck as its cards, sorted");
    let coin = held(&g, THEM, "The Coin");
    let slots: Vec<HandSlot> = g
        .hand(THEM)
        .iter()
        .map(
            |&id| if id == coin { HandSlot::Known { id, card: card("The Coin") } } else { HandSlot::Unknown },
        )
        .collect();
    assert_eq!(view.opponent_hand(), slots, "four unknown opening cards, then the second player's card");
    assert_eq!(view.deck_size(THEM), g.deck(THEM).len());
    assert_eq!((view.hand_size(THEM), view.hand_size(ME)), (5, 4));
    for &id in g.deck(THEM).iter().chain(g.hand(THEM).iter().filter(|&&id| id != coin)) {
        assert_eq!(view.card_of(id), None, "{id}: the opponent's unseen card");
        assert_eq!(view.cost(id), None);
        assert_eq!(view.name_of(id), None);
    }
    for &id in g.deck(ME).iter().chain(g.hand(ME)) {
        assert_eq!(view.card_of(id), g.card_of(id).unwrap(), "{id}: the player's own card");
    }
    assert_eq!(view.name_of(g.hero(THEM)), Some("Hero"));
    assert_eq!(view.character(g.hero(THEM)), Some(g.character_view(g.hero(THEM)).unwrap()));
    assert_eq!(view.character(g.hand(ME)[0]), None, "a card in a hand is no character in play");
}

#[test]
fn the_debug_form_of_a_view_shows_only_what_its_player_sees() {
    let g = real_game();
    let shown = format!("{:?}", g.view(ME, DeckLists::Open));
    assert!(shown.contains("opponent_hand: [Unknown, Unknown, Unknown, Unknown, Known"), "{shown}");
    assert!(!shown.contains("state"), "no state: {shown}");
}

#[test]
fn a_minion_returned_to_the_opponents_hand_and_a_card_added_by_name_are_known_to_the_opponent() {
    let mut g = real_game();
    let raptor = g.summon(card("Bloodfen Raptor"), THEM).unwrap();
    g.cast(card("Sap"), ME, Some(raptor)).unwrap();
    let bananas = g.add_to_hand(card("Bananas"), THEM).unwrap();
    let view = g.view(ME, DeckLists::Open);
    let slots = view.opponent_hand();
    assert_eq!(slots[slots.len() - 2], HandSlot::Known { id: raptor, card: card("Bloodfen Raptor") });
    assert_eq!(slots[slots.len() - 1], HandSlot::Known { id: bananas, card: card("Bananas") });
    assert_eq!(view.cost(raptor), Some(2));
}

#[test]
fn a_copy_of_a_card_of_the_opponents_hand_shows_that_card_and_is_hidden_from_the_opponent() {
    let mut g = real_game();
    let before = g.hand(ME).len();
    g.cast(card("Mind Vision"), ME, None).unwrap();
    let copy = *g.hand(ME).last().unwrap();
    assert_eq!(g.hand(ME).len(), before + 1);
    let Some(Event::CopiedToHand { of: shown, .. }) =
        g.log().iter().rev().map(|r| r.event).find(|event| matches!(event, Event::CopiedToHand { .. }))
    else {
        panic!("a copy was made")
    };
    let mine = g.view(ME, DeckLists::Open);
    let known: Vec<Id> = mine
        .opponent_hand()
        .iter()
        .filter_map(|slot| match slot {
            HandSlot::Known { id, .. } => Some(*id),
            HandSlot::Unknown => None,
        })
        .collect();
    assert!(known.contains(&shown), "the copied card is known where it stands: {known:?}");
    assert_eq!(mine.card_of(shown), g.card_of(shown).unwrap());
    let theirs = g.view(THEM, DeckLists::Open);
    assert_eq!(theirs.opponent_hand().last(), Some(&HandSlot::Unknown), "the copy is its owner's to know");
    assert_eq!(theirs.card_of(copy), None);
}

#[test]
fn a_random_card_of_a_list_and_copies_of_a_deck_are_their_owners_to_know() {
    let mut g = real_game();
    g.gain_mana_crystals(ME, 9).unwrap();
    let chieftain = g.add_to_hand(card("Elite Tauren Chieftain"), ME).unwrap();
    g.play(chieftain, 0, None).unwrap();
    g.cast(card("Thoughtsteal"), THEM, None).unwrap();
    let theirs = g.view(THEM, DeckLists::Open);
    assert_eq!(theirs.opponent_hand().last(), Some(&HandSlot::Unknown), "my random card");
    let mine = g.view(ME, DeckLists::Open);
    let slots = mine.opponent_hand();
    assert_eq!(
        slots[slots.len() - 3..],
        [HandSlot::Unknown, HandSlot::Unknown, HandSlot::Unknown],
        "their random card, then the two copies of my deck's cards"
    );
}

#[test]
fn a_copy_of_a_spell_both_players_saw_cast_is_known() {
    let mut g = real_game();
    g.summon(card("Lorewalker Cho"), THEM).unwrap();
    let fireball = in_hand_or_added(&mut g, "Arcane Explosion");
    g.gain_mana_crystals(ME, 2).unwrap();
    g.play(fireball, 0, None).unwrap();
    let copy = *g.hand(THEM).last().unwrap();
    assert_eq!(g.name_of(copy), Ok("Arcane Explosion"));
    let slot = *g.view(ME, DeckLists::Open).opponent_hand().last().unwrap();
    assert_eq!(slot, HandSlot::Known { id: copy, card: card("Arcane Explosion") });
}

/// The player 0's card of `name` in hand, added by name if it is not there.
fn in_hand_or_added(g: &mut Game, name: &str) -> Id {
    match g.hand(ME).iter().find(|&&id| g.name_of(id) == Ok(name)) {
        Some(&id) => id,
        None => g.add_to_hand(card(name), ME).unwrap(),
    }
}

#[test]
fn the_public_log_tells_the_opponents_draw_as_a_card_drawn_and_the_players_own_whole() {
    let mut g = real_game();
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    let log = g.view(ME, DeckLists::Open).log();
    assert_eq!(log.len(), g.log().len(), "one public event for each event of the game's");
    let drew = |seen: &Seen| match seen {
        Seen::Event(Event::Drew { player, .. }) => Some((*player, true)),
        Seen::Unseen { player, what: Unseen::Drew } => Some((*player, false)),
        _ => None,
    };
    let draws: Vec<(Player, bool)> = log.iter().filter_map(|record| drew(&record.seen)).collect();
    // Opening hands: 3 and 4 cards; a draw each turn: player 0's first, player 1's, player 0's second.
    let mut expected = vec![(ME, true); 3];
    expected.extend([(THEM, false); 4]);
    expected.extend([(ME, true), (THEM, false), (ME, true)]);
    assert_eq!(draws, expected);
    for (seen, game) in log.iter().zip(g.log()) {
        assert_eq!(seen.cause, game.cause, "nothing left out: the same causes");
        if let Seen::Event(event) = seen.seen {
            assert_eq!(event, game.event);
        }
    }
    let theirs = g.view(THEM, DeckLists::Open).log();
    let mine_from_theirs =
        theirs.iter().filter(|r| matches!(r.seen, Seen::Unseen { player: ME, what: Unseen::Drew })).count();
    assert_eq!(mine_from_theirs, 5, "player 1 sees player 0's draws as cards drawn");
}

#[test]
fn legal_moves_of_a_view_are_the_games_for_the_player_to_move_and_none_for_the_other() {
    let mut g = real_game();
    g.gain_mana_crystals(ME, 5).unwrap();
    assert!(g.legal_moves().len() > 5);
    assert_eq!(g.view(ME, DeckLists::Open).legal_moves(), g.legal_moves());
    assert_eq!(g.view(ME, DeckLists::Closed).legal_moves(), g.legal_moves());
    assert_eq!(g.view(THEM, DeckLists::Open).legal_moves(), Vec::<Move>::new());
}

/// The opponent's cards a view cannot see, in `g`: the unknown cards of their hand and their deck.
fn unseen_cards(g: &Game, view: &View) -> Vec<CardId> {
    let opponent = view.player().other();
    let unknown = g.hand(opponent).iter().filter(|&&id| view.card_of(id).is_none());
    let ids: Vec<Id> = unknown.chain(g.deck(opponent).iter()).copied().collect();
    cards_of(g, &ids)
}

#[test]
fn a_game_sampled_from_a_view_has_that_view_and_deals_the_unseen_cards_anew() {
    let mut g = real_game();
    g.end_turn().unwrap();
    let view = g.view(ME, DeckLists::Open);
    let mut hands_differ = 0;
    for seed in 0..20 {
        let sample = view.determinize(seed);
        assert_eq!(sample.view(ME, DeckLists::Open), view, "seed {seed}");
        assert_eq!(sample.hand(ME), g.hand(ME));
        assert_eq!(sample.board(THEM), g.board(THEM));
        assert_eq!(
            cards_of(&sample, &sample.deck(ME)),
            cards_of(&g, &g.deck(ME)),
            "the same cards, shuffled"
        );
        assert_eq!(
            unseen_cards(&sample, &view),
            unseen_cards(&g, &view),
            "open lists: the list less the seen"
        );
        let hand = |game: &Game| cards_of(game, game.hand(THEM));
        hands_differ += usize::from(hand(&sample) != hand(&g));
        assert_eq!(sample.player_to_move(), Some(THEM));
        assert_eq!(sample.turn(), g.turn());
    }
    assert!(hands_differ >= 15, "the opponent's hand dealt anew: {hands_differ} of 20 differ");
}

#[test]
fn without_deck_lists_the_unseen_cards_are_dealt_from_the_players_own_list() {
    let mine = deck_of(&DECK[..5]);
    let theirs = deck_of(&DECK[5..]);
    let g = begun(mine.clone(), theirs, Rules::hearthstone());
    let view = g.view(ME, DeckLists::Closed);
    for seed in 0..10 {
        let sample = view.determinize(seed);
        assert_eq!(sample.view(ME, DeckLists::Closed), view);
        for got in unseen_cards(&sample, &view) {
            assert!(mine.contains(&got), "{} comes from player 0's own list", library().card(got).name);
        }
    }
    let open = g.view(ME, DeckLists::Open);
    assert_ne!(open, view, "what the player knows of the list is part of the view");
    for got in unseen_cards(&open.determinize(3), &open) {
        let name = library().card(got).name.as_str();
        assert!(DECK[5..].contains(&name), "open lists: {name} comes from player 1's own list");
    }
}

#[test]
fn a_view_made_from_a_sample_of_a_search_copy_and_of_a_game_in_a_choice_hold_together() {
    let mut g = real_game();
    g.gain_mana_crystals(THEM, 3).unwrap();
    g.end_turn().unwrap();
    let tracking = g.add_to_hand(card("Tracking"), THEM).unwrap();
    g.play(tracking, 0, None).unwrap();
    assert!(g.pending_choice().is_some());
    for player in Player::BOTH {
        let view = g.view(player, DeckLists::Open);
        assert_eq!(view.determinize(1).view(player, DeckLists::Open), view, "player {player}");
    }
    assert_eq!(g.view(ME, DeckLists::Open).pending_choice(), None, "the opponent's choice");
    assert_eq!(g.view(THEM, DeckLists::Open).pending_choice(), g.pending_choice());
    for &offered in g.pending_choice().unwrap().offered() {
        assert_eq!(g.view(ME, DeckLists::Open).card_of(offered), None);
        assert_eq!(g.zone_of(offered), Ok(Zone::SetAside));
    }
    let copy = g.search_copy();
    assert_eq!(copy.view(ME, DeckLists::Open).legal_moves(), Vec::<Move>::new());
}

/// Every query a view answers of what both players see answers as the game does, at random
/// mid-game positions of both workload decks: the library and rules, how the game stands, each
/// player's mana, Armor, hero, board and counts, each character in play, the player's own hand
/// and deck (as a multiset), the names and costs of their cards; a card the opponent holds
/// unseen answers nothing.
#[test]
fn a_view_answers_what_its_player_sees_as_the_game_does() {
    use my_engine::engine::SplitMix64;
    use my_engine::search::{aura_playout_start, playout_start, random_move};
    let mut checked = 0;
    for seed in 0..6u64 {
        let mut game = if seed % 2 == 0 { playout_start() } else { aura_playout_start() };
        game.reseed(seed);
        let mut random = SplitMix64::new(seed);
        for step in 0..400 {
            let Some(mv) = random_move(&game, &mut random) else { break };
            if game.make(mv).is_err() {
                break;
            }
            if step % 17 != 3 {
                continue;
            }
            for viewer in Player::BOTH {
                let view = game.view(viewer, DeckLists::Open);
                assert!(std::ptr::eq(view.library(), game.library()));
                assert_eq!(view.rules(), game.rules());
                assert_eq!(
                    (view.turn(), view.player_to_move(), view.outcome()),
                    (game.turn(), game.player_to_move(), game.outcome())
                );
                for player in Player::BOTH {
                    assert_eq!(view.mana(player), game.mana(player));
                    assert_eq!(view.armor(player), game.armor(player));
                    assert_eq!(view.hero(player), game.hero(player));
                    assert_eq!(view.board(player), game.board(player));
                    assert_eq!(view.hand_size(player), game.hand(player).len());
                    assert_eq!(view.deck_size(player), game.deck(player).len());
                    for &id in game.board(player).iter().chain([&game.hero(player)]) {
                        assert_eq!(view.character(id), Some(game.character_view(id).unwrap()));
                    }
                }
                assert_eq!(view.hand(), game.hand(viewer));
                for &id in game.hand(viewer) {
                    assert_eq!(view.card_of(id), game.card_of(id).unwrap());
                    assert_eq!(view.cost(id), Some(game.cost(id).unwrap()));
                    assert_eq!(view.name_of(id), Some(game.name_of(id).unwrap()));
                }
                let mut deck: Vec<_> =
                    game.deck(viewer).iter().map(|&id| game.card_of(id).unwrap().unwrap()).collect();
                deck.sort();
                assert_eq!(view.deck(), deck);
                checked += 1;
            }
        }
    }
    assert!(checked > 50, "{checked}");
}
