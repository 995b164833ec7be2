//! Snapshots (issue 42, item 3): a game written as JSON loads without replaying, equal to the
//! game it was taken of in every query, and plays on as that game does; a snapshot that does
//! not describe a game the rules could reach is refused, each refusal in its exact words. A
//! refused snapshot loads nothing: the error is returned, and there is no half-loaded game.

use std::fmt::Write as _;

use my_engine::content::library;
use my_engine::engine::{
    CardId, CardObjectSnapshot, ChoiceSnapshot, CostChange, CostEndsSnapshot, CostReachSnapshot, Error, Game,
    HandPositions, Id, Keyword, Keywords, Limits, ManaSnapshot, Move, OutcomeSnapshot, Player, Rules,
    SNAPSHOT_FORMAT, Snapshot, SplitMix64, TurnSnapshot, Zone,
};
use my_engine::search::{aura_playout_start, playout_start, random_move};
use proptest::prelude::*;

/// `name`'s card in the built-in library.
fn card(name: &str) -> CardId {
    library().find(name).unwrap()
}

/// `game` through its snapshot's JSON: the game loaded from it.
fn reloaded(game: &Game) -> Game {
    let json = game.snapshot().unwrap().to_json();
    let snapshot = Snapshot::from_json(&json).unwrap();
    assert_eq!(snapshot.to_json(), json, "the JSON reads back as it was written");
    Game::from_snapshot(game.library(), &snapshot).unwrap_or_else(|err| panic!("refused: {err}\n{json}"))
}

/// Every query `game` answers, written out: two games that answer every query alike write the
/// same text.
fn queries(game: &Game) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "turn {:?}, to move {:?}, choice {:?}",
        game.turn(),
        game.player_to_move(),
        game.pending_choice()
    );
    let _ = writeln!(out, "outcome {:?}, moves {:?}", game.outcome(), game.legal_moves());
    let _ = writeln!(out, "rules {:?}, limits {:?}, ids {}", game.rules(), game.limits(), game.id_count());
    let _ = writeln!(out, "in force {}, board {:?}", game.enchantments_in_force(), game.board_view());
    for player in Player::BOTH {
        let _ = writeln!(
            out,
            "player {player}: hero {} board {:?} hand {:?} deck {:?} graveyard {:?} mana {:?} armor {}",
            game.hero(player),
            game.board(player),
            game.hand(player),
            game.deck(player),
            game.graveyard(player),
            game.mana(player),
            game.armor(player),
        );
        let _ = writeln!(
            out,
            "  spell damage {} played {} drawn {} stopped {} floor {} time {:?} costs {:?}",
            game.spell_damage(player),
            game.cards_played_this_turn(player),
            game.cards_drawn_this_turn(player),
            game.draws_stopped(player),
            game.health_floor(player),
            game.turn_time_limit(player),
            game.player_cost_changes(player),
        );
    }
    for number in 0..game.id_count() {
        let id = Id::from_number(number as u32);
        let _ = writeln!(
            out,
            "{id} {:?} {:?} {:?} {:?}/{:?} of {:?} {:?} silenced {:?} frozen {:?} enraged {:?}",
            game.name_of(id),
            game.zone_of(id),
            game.owner_of(id),
            game.attack(id),
            game.health(id),
            game.max_health(id),
            game.keywords(id),
            game.is_silenced(id),
            game.is_frozen(id),
            game.is_enraged(id),
        );
        let _ = writeln!(
            out,
            "  deathrattle {:?} aura {:?} tribe {:?} targets {:?} attack {:?} cost {:?} {:?}",
            game.has_deathrattle(id),
            game.has_aura(id),
            game.tribe(id),
            game.legal_targets(id),
            game.why_cannot_attack(id),
            game.cost(id),
            game.cost_changes(id),
        );
        let _ = writeln!(
            out,
            "  enchantments {:?} grants {:?} played {:?} destroy {:?} spell damage {:?} card {:?}",
            game.enchantments(id),
            game.aura_grants(id),
            game.order_of_play(id),
            game.is_pending_destroy(id),
            game.spell_damage_of(id),
            game.card_of(id),
        );
    }
    out
}

/// Make `moves` random moves in `game` (a move stopped by a limit ends the turn instead).
fn play_randomly(game: &mut Game, random: &mut SplitMix64, moves: usize) {
    for _ in 0..moves {
        let Some(mv) = random_move(game, random) else { return };
        if game.make(mv).is_err() {
            let _ = game.make(Move::EndTurn);
        }
    }
}

/// `loaded`, just loaded from `original`'s snapshot, is `original` in every query, and the
/// two play on alike: `moves` random moves of the same seed, the same legal moves before each,
/// the same outcome of each, the same log and the same game after it.
fn holds_and_plays_on_alike(original: &Game, mut loaded: Game, seed: u64, moves: usize) {
    let mut original = original.clone();
    original.clear_log(); // A loaded game's log starts empty.
    loaded.set_log_keeping(original.log_keeping());
    assert_eq!(queries(&loaded), queries(&original), "every query alike");
    assert!(loaded == original, "the loaded game is the game it was taken of");
    let (mut mine, mut theirs) = (SplitMix64::new(seed), SplitMix64::new(seed));
    for made in 0..moves {
        assert_eq!(loaded.legal_moves(), original.legal_moves(), "the same legal moves before move {made}");
        let (Some(mv), Some(same)) = (random_move(&original, &mut theirs), random_move(&loaded, &mut mine))
        else {
            assert!(original.outcome().is_some() || original.legal_moves().is_empty());
            return;
        };
        assert_eq!(mv, same);
        let outcome = original.make(mv).map_err(|err| err.to_string());
        assert_eq!(loaded.make(mv).map_err(|err| err.to_string()), outcome, "{mv:?}");
        assert_eq!(loaded.log(), original.log(), "the same log after {mv:?}");
        assert!(loaded == original, "the same game after {mv:?}");
    }
    assert_eq!(queries(&loaded), queries(&original));
}

/// Fifteen cards, two of each, that leave every kind of state behind them: a choice among
/// cards, cost changes of a kind, of one card and a card's own count, an aura that sets Attack
/// to Health, auras, buffs this turn, Freeze, Silence, a minion returned to a hand, a
/// transform, a copy, Enrage, this turn's mana.
fn varied_deck() -> Vec<CardId> {
    let names = [
        "Tracking",
        "Sorcerer's Apprentice",
        "Preparation",
        "Millhouse Manastorm",
        "Mountain Giant",
        "Lightspawn",
        "Dire Wolf Alpha",
        "Abusive Sergeant",
        "Frostbolt",
        "Spellbreaker",
        "Sap",
        "Polymorph",
        "Faceless Manipulator",
        "Amani Berserker",
        "Innervate",
    ];
    names.iter().flat_map(|&name| [card(name), card(name)]).collect()
}

/// A begun game of the real game's rules with `varied_deck` for both players, in the normal
/// mode (keeping its log), its random choices from `seed`.
fn varied_game(seed: u64) -> Game {
    let deck = varied_deck();
    let mut game = Game::new(library(), [deck.clone(), deck], Limits::default())
        .unwrap()
        .with_rules(Rules::hearthstone());
    game.reseed(seed);
    game.begin().unwrap();
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Random mid-game states of both workload decks' playouts (search copies) and of a game in
    /// the normal mode: the snapshot's JSON loads as the same game, which plays on alike.
    #[test]
    fn a_random_mid_game_state_loads_as_the_same_game_and_plays_on_alike(
        start in 0..3usize,
        seed in any::<u64>(),
        moves in 0..160usize,
    ) {
        let mut game = match start {
            0 => playout_start(),
            1 => aura_playout_start(),
            _ => varied_game(seed),
        };
        game.reseed(seed);
        play_randomly(&mut game, &mut SplitMix64::new(seed ^ 0xABCD), moves);
        holds_and_plays_on_alike(&game, reloaded(&game), seed, 40);
    }
}

/// Every number of `value` (a snapshot's JSON), by its JSON pointer.
fn numbers(value: &serde_json::Value, at: String, found: &mut Vec<String>) {
    match value {
        serde_json::Value::Number(_) => found.push(at),
        serde_json::Value::Array(items) => {
            items.iter().enumerate().for_each(|(index, item)| numbers(item, format!("{at}/{index}"), found))
        }
        serde_json::Value::Object(fields) => {
            fields.iter().for_each(|(name, field)| numbers(field, format!("{at}/{name}"), found))
        }
        _ => {}
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// No snapshot makes loading panic, nor the game it loads: random numbers of a random
    /// mid-game snapshot (ids, stats, counts, orders of play, mana, the turn) set to small
    /// values or the ends of the number types, the snapshot is refused or loads, and one that
    /// loads plays 30 random moves.
    #[test]
    fn an_edited_snapshot_is_refused_or_loads_and_plays_on_without_a_panic(
        seed in any::<u64>(),
        moves in 0..80usize,
        edits in proptest::collection::vec((any::<usize>(), prop_oneof![
            8 => -2i64..30,
            1 => Just(i64::from(i32::MIN)),
            1 => Just(i64::from(i32::MAX)),
            1 => Just(i64::from(u32::MAX)),
        ]), 1..4),
    ) {
        let mut game = if seed % 2 == 0 { aura_playout_start() } else { varied_game(seed) };
        game.reseed(seed);
        play_randomly(&mut game, &mut SplitMix64::new(seed), moves);
        let mut value = serde_json::to_value(game.snapshot().unwrap()).unwrap();
        let mut found = Vec::new();
        numbers(&value, String::new(), &mut found);
        for (pick, number) in edits {
            *value.pointer_mut(&found[pick % found.len()]).unwrap() = serde_json::json!(number);
        }
        let loaded = Snapshot::from_json(&value.to_string()).and_then(|snapshot| Game::from_snapshot(library(), &snapshot));
        if let Ok(mut loaded) = loaded {
            play_randomly(&mut loaded, &mut SplitMix64::new(seed), 30);
        }
    }
}

/// A game waiting for a choice among cards (the card that looks at the top 3 cards of its
/// player's deck) keeps it through a snapshot: the same cards offered, set aside, the choice the
/// only move, and the same choice made alike.
#[test]
fn a_snapshot_keeps_a_choice_among_cards_waiting() {
    let deck: Vec<CardId> = std::iter::repeat_n(card("Chillwind Yeti"), 10).collect();
    let mut game = Game::new(library(), [deck.clone(), deck], Limits::default()).unwrap();
    game.begin().unwrap();
    let tracking = game.add_to_hand(card("Tracking"), Player::FIRST).unwrap();
    game.play(tracking, 0, None).unwrap();
    let choice = game.pending_choice().expect("the choice waits");
    assert_eq!(choice.offered().len(), 3);
    let loaded = reloaded(&game);
    assert_eq!(loaded.pending_choice(), Some(choice));
    let choices: Vec<Move> = choice.offered().iter().map(|&card| Move::Choose { card }).collect();
    assert_eq!(loaded.legal_moves(), choices, "only the choices");
    holds_and_plays_on_alike(&game, loaded, 5, 12);
}

/// A weapon, its enchantment and the Durability it lost are kept, and a snapshot with no
/// weapon writes no "weapon" field (a snapshot written before weapons loads unchanged).
#[test]
fn a_snapshot_keeps_a_weapon_its_enchantment_and_its_durability() {
    let mut game = varied_game(4);
    for player in Player::BOTH {
        game.mulligan(player, HandPositions::none()).unwrap();
    }
    assert!(!game.snapshot().unwrap().to_json().contains("\"weapon\""), "no weapon, no field");
    let axe = game.equip(card("Fiery War Axe"), Player::FIRST).unwrap();
    game.cast(card("Deadly Poison"), Player::FIRST, None).unwrap();
    game.attack_with(game.hero(Player::FIRST), game.hero(Player::SECOND)).unwrap();
    let loaded = reloaded(&game);
    assert_eq!(loaded.weapon(Player::FIRST), Some(axe));
    assert_eq!((loaded.attack(axe), loaded.durability(axe)), (Ok(5), Ok(1)));
    holds_and_plays_on_alike(&game, loaded, 4, 40);
    let mut spent = game.snapshot().unwrap();
    spent.card_objects[axe.number() as usize].damage = 2;
    let refusal = Game::from_snapshot(library(), &spent).map(|_| ()).unwrap_err().to_string();
    let words = format!(
        "{axe} is in play at 0 Durability: the death step removes it before a call returns; give it Durability above 0, or put it in the Graveyard"
    );
    assert_eq!(refusal, words);
}

/// A hero's Attack this turn (an enchantment on the hero) and the attack it made are kept.
#[test]
fn a_snapshot_keeps_a_heros_attack_this_turn_and_the_attack_it_made() {
    let mut game = varied_game(3);
    for player in Player::BOTH {
        game.mulligan(player, HandPositions::none()).unwrap();
    }
    let hero = game.hero(Player::FIRST);
    game.cast(card("Heroic Strike"), Player::FIRST, None).unwrap();
    game.attack_with(hero, game.hero(Player::SECOND)).unwrap();
    let loaded = reloaded(&game);
    assert_eq!(
        (loaded.attack(hero), loaded.why_cannot_attack(hero)),
        (Ok(4), Some(Error::AlreadyAttacked { id: hero }))
    );
    holds_and_plays_on_alike(&game, loaded, 3, 40);
}

/// A game between its opening hands and its first turn keeps its mulligans through a
/// snapshot: player 0's next, then player 1's, the same cards put back and the same shuffle.
#[test]
fn a_snapshot_keeps_the_mulligans_still_to_make() {
    let game = varied_game(11);
    assert_eq!(game.player_to_move(), Some(Player::FIRST));
    assert!(game.turn().is_none(), "the mulligans come first");
    let mut loaded = reloaded(&game);
    let mut original = game.clone();
    for mulligan in [
        Move::Mulligan { player: Player::FIRST, put_back: HandPositions::of(&[0, 2]).unwrap() },
        Move::Mulligan { player: Player::SECOND, put_back: HandPositions::of(&[1]).unwrap() },
    ] {
        let mid = reloaded(&original);
        assert!(mid.legal_moves().contains(&mulligan));
        original.make(mulligan).unwrap();
        loaded.make(mulligan).unwrap();
    }
    original.clear_log();
    loaded.clear_log();
    assert!(loaded == original, "the same hands, decks and shuffle after both mulligans");
    holds_and_plays_on_alike(&game, reloaded(&game), 3, 20);
}

/// A game that has ended loads ended: the same outcome, no move, and every call refused alike.
#[test]
fn a_snapshot_of_a_game_over_loads_over() {
    let mut game = varied_game(2);
    play_randomly(&mut game, &mut SplitMix64::new(2), 2_000);
    let outcome = game.outcome().expect("the game ended");
    let mut loaded = reloaded(&game);
    assert_eq!(loaded.outcome(), Some(outcome));
    assert!(loaded.legal_moves().is_empty());
    assert_eq!(loaded.end_turn(), Err(Error::GameOver { outcome }));
}

/// A search copy that a runaway spoiled holds no game: its snapshot is refused.
#[test]
fn a_spoiled_search_copy_has_no_snapshot() {
    let deck = vec![card("Chillwind Yeti")];
    let limits = Limits { max_depth: 0, ..Limits::default() };
    let game = Game::new(library(), [deck.clone(), deck], limits).unwrap();
    let mut copy = game.search_copy();
    assert!(copy.deal_damage(copy.hero(Player::FIRST), 1).is_err(), "no Phase at all may open");
    assert!(copy.is_spoiled());
    assert_eq!(copy.snapshot(), Err(Error::Spoiled));
    assert_eq!(
        game.snapshot().map(|snapshot| snapshot.format),
        Ok(SNAPSHOT_FORMAT),
        "the game itself has one"
    );
}

/// A position the refusals edit: the real game's rules (decks in order, no mulligan) on turn
/// 1, player 0 with Raid Leader (its aura gives the others +1 Attack), a Chillwind Yeti with
/// Blessing of Kings' +4/+4 and a Sorcerer's Apprentice (spells cost (1) less), having cast
/// Preparation (the next spell costs (3) less); player 1 with a Bloodfen Raptor. Player 0's
/// hand holds #2 to #5 (Chillwind Yeti, Fireball, Bloodfen Raptor, Amani Berserker), their deck
/// #6 to #11, player 1's hand #12 to #15, their deck #16 to #21; Raid Leader is #22, the Yeti
/// #23, the Apprentice #24, the Raptor #25.
fn position() -> Game {
    let names = ["Chillwind Yeti", "Fireball", "Bloodfen Raptor", "Amani Berserker", "Fireball"];
    let deck: Vec<CardId> = names.iter().cycle().take(10).map(|&name| card(name)).collect();
    let rules =
        Rules { shuffle_decks: false, mulligan: false, second_player_card: false, ..Rules::hearthstone() };
    let mut game = Game::new(library(), [deck.clone(), deck], Limits::default()).unwrap().with_rules(rules);
    game.begin().unwrap();
    let summoned = [
        ("Raid Leader", Player::FIRST),
        ("Chillwind Yeti", Player::FIRST),
        ("Sorcerer's Apprentice", Player::FIRST),
        ("Bloodfen Raptor", Player::SECOND),
    ]
    .map(|(name, player)| game.summon(card(name), player).unwrap());
    assert_eq!(summoned.map(Id::number), [22, 23, 24, 25]);
    game.cast(card("Blessing of Kings"), Player::FIRST, Some(summoned[1])).unwrap();
    game.cast(card("Preparation"), Player::FIRST, None).unwrap();
    game
}

/// `position`'s snapshot, edited by `edit`, loaded: the refusal's words.
fn refused(edit: impl FnOnce(&mut Snapshot)) -> String {
    let game = position();
    let mut snapshot = game.snapshot().unwrap();
    edit(&mut snapshot);
    match Game::from_snapshot(library(), &snapshot) {
        Ok(_) => panic!("loaded: {}", snapshot.to_json()),
        Err(err) => err.to_string(),
    }
}

/// The card object `number` of `snapshot`, to edit.
fn object(snapshot: &mut Snapshot, number: usize) -> &mut CardObjectSnapshot {
    &mut snapshot.card_objects[number]
}

/// The position itself loads, and plays on as the game does.
#[test]
fn the_refusals_position_loads() {
    let game = position();
    assert_eq!(game.enchantments(Id::from_number(23)).unwrap().len(), 1);
    assert_eq!(game.aura_grants(Id::from_number(23)).unwrap().len(), 1);
    assert_eq!(game.player_cost_changes(Player::FIRST).len(), 1);
    holds_and_plays_on_alike(&game, reloaded(&game), 1, 30);
}

/// A file of another format is refused as one, whatever its fields; a field the format does
/// not know is refused, not read as nothing; text that is no snapshot says what one is.
#[test]
fn a_snapshot_of_another_format_or_with_an_unknown_field_is_refused() {
    let json = position().snapshot().unwrap().to_json();
    let other = json.replacen("\"format\": 1", "\"format\": 2", 1).replacen("\"rules\"", "\"laws\"", 1);
    assert_eq!(
        Snapshot::from_json(&other).unwrap_err().to_string(),
        "snapshot format 2 is not this engine's 1: load it with the engine that wrote it (a GameRecord, its decks, seed and moves, replays on any)"
    );
    assert_eq!(
        refused(|snapshot| snapshot.format = 7).split(':').next(),
        Some("snapshot format 7 is not this engine's 1")
    );
    let unknown = json.replacen("\"random\"", "\"randum\"", 1);
    let err = Snapshot::from_json(&unknown).unwrap_err().to_string();
    assert!(err.starts_with("unknown field `randum`, expected one of `format`, `rules`"), "{err}");
    assert!(err.ends_with(": a snapshot is the JSON Game::snapshot writes (docs/snapshots.md)"), "{err}");
    assert_eq!(
        Snapshot::from_json("[1, 2]").unwrap_err().to_string(),
        "this JSON is a list, not an object: a snapshot is the JSON Game::snapshot writes (docs/snapshots.md)"
    );
}

/// Ids: the card objects listed by id from #0, every id named one of them, the heroes #0 and
/// #1 and no other card object without a card; card names the library holds, of the right
/// kind.
#[test]
fn ids_and_card_names_that_name_nothing_are_refused() {
    assert_eq!(
        refused(|s| s.card_objects.swap(4, 5)),
        "the card object at place 4 of \"card_objects\" is #5: list the card objects by id from #0, each once (place 4 holds #4)"
    );
    assert_eq!(
        refused(|s| s.players[0].hand.push(Id::from_number(99))),
        "player 0's hand names #99, and \"card_objects\" lists only 26 card objects: name one of #0 to #25"
    );
    assert_eq!(
        refused(|s| s.players[1].weapon = Some(Id::from_number(9999))),
        "player 1's weapon names #9999, and \"card_objects\" lists only 26 card objects: name one of #0 to #25"
    );
    assert_eq!(
        refused(|s| object(s, 1).owner = Player::FIRST),
        "player 1 has no hero: card object #1 is player 1's hero (\"card\": null, \"owner\": 1, \"order_of_play\": 2)"
    );
    assert_eq!(
        refused(|s| object(s, 0).order_of_play = Some(3)),
        "hero #0's order of play is 3: the heroes are the oldest, #0 at 1 and #1 at 2"
    );
    assert_eq!(
        refused(|s| object(s, 3).card = None),
        "#3 has no card (\"card\": null) and only #0 and #1 are heroes: name its card"
    );
    assert_eq!(
        refused(|s| object(s, 23).card = Some("Chillwind Yeit".to_owned())),
        "#23's card: unknown card \"Chillwind Yeit\": did you mean \"Chillwind Yeti\"? Names are spelled exactly as in the catalog"
    );
    assert_eq!(
        refused(|s| object(s, 3).card = Some("Bestial Wrath (enchantment)".to_owned())),
        "#3's card \"Bestial Wrath (enchantment)\" is an enchantment card, which is only attached: name it as an enchantment's \"card\""
    );
    assert_eq!(
        refused(|s| object(s, 23).enchantments[0].card = Some("Fireball".to_owned())),
        "#23's enchantment names \"Fireball\", which is not an enchantment card: name an enchantment card, or none for a plain change"
    );
}

/// Places: every card object in exactly one place, its owner's, its zone agreeing; a hero in
/// play by itself; only minion cards on a board; a board of at most 7 and a hand within the
/// rules' limit.
#[test]
fn a_card_object_not_in_exactly_one_place_its_zone_names_is_refused() {
    let id = Id::from_number;
    assert_eq!(
        refused(|s| s.players[0].deck.push(id(3))),
        "#3 is in player 0's hand and in player 0's deck: a card object is in one place, once"
    );
    assert_eq!(
        refused(|s| {
            s.players[0].hand.retain(|&card| card != id(3));
            s.players[1].hand.push(id(3));
        }),
        "#3 is in player 1's hand and its \"owner\" is player 0: a card object is only in its owner's places"
    );
    assert_eq!(
        refused(|s| object(s, 3).zone = Zone::Deck),
        "#3 is in player 0's hand and its \"zone\" is Deck: give it player 0's hand's zone, Hand"
    );
    assert_eq!(
        refused(|s| s.players[0].hand.retain(|&card| card != id(3))),
        "#3's \"zone\" is Hand and no place of that zone lists it: list it in its owner's \"hand\", or give it the zone it is in"
    );
    assert_eq!(
        refused(|s| s.players[0].hand.push(id(0))),
        "hero #0 is in player 0's hand: a hero is in play by itself (\"zone\": Board, in no list), or in the Graveyard once it fell"
    );
    assert_eq!(
        refused(|s| object(s, 1).zone = Zone::SetAside),
        "hero #1 is in the SetAside: a hero is in play by itself (\"zone\": Board, in no list), or in the Graveyard once it fell"
    );
    assert_eq!(
        refused(|s| {
            s.players[0].hand.retain(|&card| card != id(3));
            s.players[0].board.push(id(3));
            object(s, 3).zone = Zone::Board;
        }),
        "#3 (\"Fireball\") is on player 0's board and is not a minion card: only minion cards are in play"
    );
    assert_eq!(
        refused(|s| {
            for number in [6, 8, 9, 10, 11] {
                s.players[0].deck.retain(|&card| card != id(number));
                s.players[0].board.push(id(number));
                object(s, number as usize).zone = Zone::Board;
            }
        }),
        "player 0's board holds 8 minions: a board holds at most 7"
    );
    assert_eq!(
        refused(|s| {
            s.players[0].hand.retain(|&card| card != id(3));
            s.players[0].weapon = Some(id(3));
            object(s, 3).zone = Zone::Weapon;
            object(s, 3).order_of_play = Some(26);
            s.next_order_of_play = 27;
        }),
        "#3 (\"Fireball\") is player 0's weapon and is not a weapon card: only a weapon card is equipped"
    );
    assert_eq!(
        refused(|s| {
            s.players[0].hand.retain(|&card| card != id(3));
            object(s, 3).zone = Zone::Weapon;
        }),
        "#3's \"zone\" is Weapon and no place of that zone lists it: name it as its owner's \"weapon\", or give it the zone it is in"
    );
    assert_eq!(
        refused(|s| s.rules.hand_limit = Some(3)),
        "player 0's hand holds 4 cards and the rules' \"hand_limit\" is 3: a full hand burns what comes; hold at most 3"
    );
}

/// Orders of play: counted from 1, each entity's its own, all below the next, every card object
/// in play with one, a card object's enchantments oldest first; enchantments and grants only
/// on card objects in play, grants from a minion.
#[test]
fn orders_of_play_enchantments_and_grants_the_rules_never_make_are_refused() {
    assert_eq!(
        refused(|s| s.next_order_of_play = 0),
        "\"next_order_of_play\" has order of play 0: orders of play count from 1"
    );
    assert_eq!(
        refused(|s| s.next_order_of_play = u32::MAX),
        "\"next_order_of_play\" is 4294967295, past 2147483648: a game hands out one for each entity that enters play, and none makes so many; give the one after the newest order given"
    );
    assert_eq!(
        refused(|s| object(s, 23).enchantments[0].order_of_play = 0),
        "#23's enchantment has order of play 0: orders of play count from 1"
    );
    assert_eq!(
        refused(|s| object(s, 22).order_of_play = None),
        "#22 is in play and has no \"order_of_play\": give it the moment it entered play (smaller is older)"
    );
    assert_eq!(
        refused(|s| object(s, 23).order_of_play = Some(3)),
        "order of play 3 is both #22's and #23's: each entity enters play at a moment of its own"
    );
    assert_eq!(
        refused(|s| s.next_order_of_play = 7),
        "#23's enchantment has order of play 7 and \"next_order_of_play\" is 7: the next order comes after every one given; raise it past 7"
    );
    assert_eq!(
        refused(|s| {
            let first = object(s, 23).enchantments[0].clone();
            object(s, 23).enchantments.push(first);
        }),
        "#23's enchantments are not oldest first: order of play 7 comes after 7; list them in order of play"
    );
    assert_eq!(
        refused(|s| {
            let mut enchantment = object(s, 23).enchantments[0].clone();
            (enchantment.order_of_play, s.next_order_of_play) = (9, 10);
            object(s, 3).enchantments.push(enchantment);
        }),
        "#3 is in the Hand and has enchantments in force: they end as it leaves play; only a card object in play has some"
    );
    assert_eq!(
        refused(|s| s.grants[0].target = Id::from_number(2)),
        "a grant says #22's aura gives #2, and #2 is in the Hand: an aura gives only a card object in play"
    );
    assert_eq!(
        refused(|s| s.grants[0].source = Id::from_number(1)),
        "a grant says #1's aura gives #23, and #1 is a hero: only a minion has an aura"
    );
}
/// A choice offers 1 to 3 cards, each once, each its chooser's and set aside; a cost change
/// reaches a kind of card as an aura's or as long as its action said, or one card in its
/// owner's hand.
#[test]
fn a_choice_or_cost_change_the_rules_never_make_is_refused() {
    let id = Id::from_number;
    let choice = |offered: &[u32]| {
        Some(ChoiceSnapshot {
            player: Player::FIRST,
            offered: offered.iter().map(|&number| id(number)).collect(),
        })
    };
    assert_eq!(
        refused(|s| s.choice = choice(&[])),
        "the choice offers 0 cards: a choice offers 1 to 3 (none waits when none is offered: \"choice\": null)"
    );
    assert_eq!(
        refused(|s| s.choice = choice(&[3])),
        "#3 is offered to player 0 and is in the Hand: a card offered is its chooser's, set aside (SetAside) until chosen"
    );
    let set_aside = |s: &mut Snapshot, player: usize, number: u32| {
        s.players[player].deck.retain(|&card| card != id(number));
        object(s, number as usize).zone = Zone::SetAside;
    };
    assert_eq!(
        refused(|s| {
            set_aside(s, 1, 16);
            s.choice = choice(&[16]);
        }),
        "#16 is offered to player 0 and is player 1's: a card offered is its chooser's, set aside (SetAside) until chosen"
    );
    assert_eq!(
        refused(|s| {
            set_aside(s, 0, 6);
            s.choice = choice(&[6, 6]);
        }),
        "#6 is offered to player 0 and is offered twice: a card offered is its chooser's, set aside (SetAside) until chosen"
    );
    assert_eq!(
        refused(|s| s.cost_changes[1].ends = CostEndsSnapshot::WithTheCard),
        "a cost change that reaches a kind of card cannot last \"with_the_card\": a change to a kind of card is an aura's ({\"aura\": ID}) or lasts as its action said"
    );
    assert_eq!(
        refused(|s| s.cost_changes[0].reaches = CostReachSnapshot::Card(id(3))),
        "a cost change that reaches one card cannot last {\"aura\":24}: a change to one card lasts \"with_the_card\" or is its \"count\""
    );
    let one_card = |s: &mut Snapshot, number: u32| {
        s.cost_changes[1].reaches = CostReachSnapshot::Card(id(number));
        s.cost_changes[1].ends = CostEndsSnapshot::WithTheCard;
    };
    assert_eq!(
        refused(|s| one_card(s, 6)),
        "a cost change of player 0's reaches #6 alone, which is in the Deck: a change to one card lasts while it stays in its owner's hand"
    );
    assert_eq!(
        refused(|s| one_card(s, 12)),
        "a cost change of player 0's reaches #12 alone, which is in player 1's hand: a change to one card lasts while it stays in its owner's hand"
    );
}

/// Numbers the rules bound: damage, Armor and Fatigue never below 0; at most 10 Mana Crystals,
/// no more spent than those and this turn's, at most 10 to spend; a turn its player's, at most
/// the 89th; the mulligans before the first turn, under the rule, player 0's first.
#[test]
fn numbers_turns_and_mulligans_the_rules_never_leave_are_refused() {
    assert_eq!(refused(|s| object(s, 23).damage = -2), "#23's damage is -2: it is never below 0");
    assert_eq!(refused(|s| s.players[1].armor = -1), "player 1's armor is -1: it is never below 0");
    assert_eq!(refused(|s| s.players[0].fatigue = -3), "player 0's fatigue is -3: it is never below 0");
    let mana = |crystals, spent, this_turn| {
        refused(move |s| s.players[0].mana = ManaSnapshot { crystals, spent, this_turn })
    };
    let words = |crystals, spent, this_turn| {
        format!(
            "player 0's mana ({crystals} crystals, {spent} spent, {this_turn} for this turn only) is none the rules reach: at most 10 crystals, at most those and this turn's spent, at most 10 left to spend"
        )
    };
    assert_eq!(mana(11, 0, 0), words(11, 0, 0), "more than ten crystals");
    assert_eq!(mana(3, 5, 1), words(3, 5, 1), "more spent than there is");
    assert_eq!(mana(10, 0, 1), words(10, 0, 1), "eleven to spend");
    let turn = |number| refused(move |s| s.turn = Some(TurnSnapshot { player: Player::FIRST, number }));
    let turn_words = |number| {
        format!("turn {number} is not player 0's: player 0's turns are odd and player 1's even, from 1 to 89")
    };
    assert_eq!(turn(2), turn_words(2));
    assert_eq!(turn(91), turn_words(91));
    assert_eq!(turn(0), turn_words(0));
    assert_eq!(
        refused(|s| s.mulligans_to_make = [true, true]),
        "the mulligans still to make are [true, true]: the mulligans come before the first turn (\"turn\": null)"
    );
    assert_eq!(
        refused(|s| (s.turn, s.mulligans_to_make) = (None, [false, true])),
        "the mulligans still to make are [false, true]: the rules' \"mulligan\" is off: turn it on, or leave none to make"
    );
    assert_eq!(
        refused(|s| (s.turn, s.mulligans_to_make, s.rules.mulligan) = (None, [true, false], true)),
        "the mulligans still to make are [true, false]: player 0 makes theirs first, so player 1's cannot be made while player 0's still waits"
    );
}

/// The outcome is what the heroes say, and only a game that has begun ends; nothing in play is
/// dying between calls.
#[test]
fn an_outcome_the_heroes_do_not_bear_out_or_a_dying_character_in_play_is_refused() {
    let rule = "a player wins when only the other's hero has fallen (Graveyard); a draw is both fallen, or turn 89 ended with both in play; the game goes on (null) while both stand";
    assert_eq!(
        refused(|s| s.outcome = Some(OutcomeSnapshot::Won(Player::FIRST))),
        format!("the outcome is player 0 won and both heroes stand: {rule}")
    );
    assert_eq!(
        refused(|s| s.outcome = Some(OutcomeSnapshot::Draw)),
        format!("the outcome is a draw and both heroes stand on turn 1: {rule}")
    );
    let fall = |s: &mut Snapshot| (object(s, 1).zone, object(s, 1).damage) = (Zone::Graveyard, 30);
    assert_eq!(
        refused(|s| fall(s)),
        format!("the outcome is null (the game goes on) and only hero #1 has fallen: {rule}")
    );
    assert_eq!(
        refused(|s| object(s, 1).zone = Zone::Graveyard),
        "hero #1 is in the Graveyard at 30 Health: a hero falls at 0 or less, or destroyed (\"pending_destroy\"); give it that, or put it in play (Board)"
    );
    assert_eq!(
        refused(|s| {
            fall(s);
            (s.outcome, s.turn) = (Some(OutcomeSnapshot::Won(Player::FIRST)), None);
        }),
        "the outcome is player 0 won and the game has not begun (no turn, no mulligan to make): only a game that has begun ends"
    );
    assert_eq!(
        refused(|s| object(s, 25).damage = 2),
        "#25 is in play at 0 Health: the death step removes it before a call returns; give it Health above 0, or put it in the Graveyard"
    );
    assert_eq!(
        refused(|s| object(s, 25).pending_destroy = true),
        "#25 is in play pending destroy: the death step removes it before a call returns; unmark it, or put it in the Graveyard"
    );
    assert_eq!(
        refused(|s| object(s, 1).damage = 31),
        "#1 is in play at -1 Health in a game that has begun: the death step removes it before a call returns; give it Health above 0, or let it fall (Graveyard) and give the outcome"
    );
}

/// A card object in play has the stats its card, enchantments, Enrage and auras make, a card in
/// a hand or a deck is as its card prints it, and the auras in force are what the minions in
/// play give.
#[test]
fn stats_and_auras_the_layers_do_not_make_are_refused() {
    let made = "give it the stats they make (Game::snapshot writes them)";
    assert_eq!(
        refused(|s| object(s, 23).attack = 10),
        format!(
            "#23 is 10 Attack, 9 maximum Health, no keyword and its card, enchantments, Enrage and auras make it 9 Attack, 9 maximum Health, no keyword: {made}"
        )
    );
    assert_eq!(
        refused(|s| object(s, 25).keywords = Keywords::of(&[Keyword::Taunt])),
        format!(
            "#25 is 3 Attack, 2 maximum Health, taunt and its card, enchantments, Enrage and auras make it 3 Attack, 2 maximum Health, no keyword: {made}"
        )
    );
    assert_eq!(
        refused(|s| object(s, 23).enchantments.clear()),
        format!(
            "#23 is 9 Attack, 9 maximum Health, no keyword and its card, enchantments, Enrage and auras make it 5 Attack, 5 maximum Health, no keyword: {made}"
        ),
        "an enchantment taken away"
    );
    let printed = |stats: &str| {
        format!(
            "a card in a hand or a deck is as its card prints it ({stats}), with no damage, no mark and no attack made"
        )
    };
    assert_eq!(
        refused(|s| object(s, 6).attack = 3),
        format!(
            "#6 is in the Deck as 3 Attack, 0 maximum Health, no keyword: {}",
            printed("0 Attack, 0 maximum Health, no keyword")
        )
    );
    assert_eq!(
        refused(|s| object(s, 3).damage = 1),
        format!("#3 is in the Hand with 1 damage: {}", printed("0 Attack, 0 maximum Health, no keyword"))
    );
    assert_eq!(
        refused(|s| object(s, 2).frozen = true),
        format!("#2 is in the Hand marked \"frozen\": {}", printed("4 Attack, 5 maximum Health, no keyword"))
    );
    assert_eq!(
        refused(|s| object(s, 7).attacks = 1),
        format!(
            "#7 is in the Deck with \"attacks\": 1: {}",
            printed("4 Attack, 5 maximum Health, no keyword")
        )
    );
    let fix = "give the grants and cost changes an Aura Update finds (Game::snapshot writes them)";
    assert_eq!(
        refused(|s| {
            s.grants.remove(1);
            object(s, 24).attack = 3;
        }),
        format!(
            "the auras in force are not what the minions in play give: \"grants\" lacks #22's aura giving #24 +1/+0, which a minion in play gives; {fix}"
        )
    );
    assert_eq!(
        refused(|s| {
            let mut grant = s.grants[0];
            (grant.source, grant.target, grant.attack) = (Id::from_number(25), Id::from_number(25), 0);
            s.grants.push(grant);
        }),
        format!(
            "the auras in force are not what the minions in play give: \"grants\" holds #25's aura giving #25 +0/+0, which no minion in play gives; {fix}"
        )
    );
    assert_eq!(
        refused(|s| s.cost_changes.retain(|change| change.order_of_play != 5)),
        format!(
            "the auras in force are not what the minions in play give: \"cost_changes\" lacks #24's aura: player 0's spells cost (1) less, which a minion in play gives; {fix}"
        )
    );
    assert_eq!(
        refused(|s| s.cost_changes[0].change = CostChange::Less(2)),
        format!(
            "the auras in force are not what the minions in play give: \"cost_changes\" holds #24's aura: player 0's spells cost (2) less, which no minion in play gives; {fix}"
        )
    );
    assert_eq!(
        refused(|s| {
            let mut count = s.cost_changes[1];
            (count.reaches, count.ends, count.order_of_play) =
                (CostReachSnapshot::Card(Id::from_number(2)), CostEndsSnapshot::Count, 8);
            s.cost_changes[1] = count;
        }),
        format!(
            "the auras in force are not what the minions in play give: the cards' own cost counts (\"count\") are not one for each card in a hand with a count, making the change it makes now; {fix}"
        )
    );
}

/// What a player's view reads of a game survives a snapshot: each deck list (the cards the
/// opponent's unseen ones are dealt from), and which cards of a hand the opponent knows (the
/// second player's card, given in the open after the mulligans).
#[test]
fn a_snapshot_keeps_the_deck_lists_and_the_cards_the_opponent_knows() {
    use my_engine::engine::{DeckLists, HandSlot};
    let mut game = playout_start();
    for player in Player::BOTH {
        game.make(Move::Mulligan { player, put_back: HandPositions::none() }).unwrap();
    }
    let loaded = reloaded(&game);
    for player in Player::BOTH {
        assert_eq!(loaded.deck_list(player), game.deck_list(player));
        assert_eq!(loaded.deck_list(player).len(), 30);
    }
    let known = |game: &Game| -> Vec<HandSlot> {
        let slots = game.view(Player::FIRST, DeckLists::Open).opponent_hand();
        slots.into_iter().filter(|slot| matches!(slot, HandSlot::Known { .. })).collect()
    };
    assert_eq!(known(&game).len(), 1, "the second player's card, known to the first player");
    assert_eq!(known(&loaded), known(&game));
}

#[test]
fn a_deck_list_that_is_no_range_of_card_objects_is_refused() {
    let words = |from: u32, to: u32, count: usize| {
        format!(
            "player 1's \"deck_list\" [{from}, {to}] is not the ids their deck was built with: give [FROM, TO], from #2 up to at most #{count}, FROM no more than TO, apart from the other player's"
        )
    };
    let count = position().snapshot().unwrap().card_objects.len();
    let first = position().snapshot().unwrap().players[0].deck_list;
    assert_eq!(
        refused(|snapshot| snapshot.players[1].deck_list = [first[1], count as u32 + 1]),
        words(first[1], count as u32 + 1, count)
    );
    assert_eq!(
        refused(|snapshot| snapshot.players[1].deck_list = [first[0], first[1]]),
        words(first[0], first[1], count)
    );
    assert_eq!(refused(|snapshot| snapshot.players[1].deck_list = [9, 8]), words(9, 8, count));
}
