//! The engine's typed errors: each bad call is refused with the error that names the bad value
//! and the fix, and leaves the game and its log exactly as they were.

use my_engine::content::library;
use my_engine::engine::Player;
use my_engine::engine::{CardId, EffectProblem, Error, Game, Id, Limits, Zone, closest_names, quoted};

use crate::common::card;

/// A game with something in every zone: a deck, a hand, both boards, a graveyard, a log.
fn busy_game() -> (Game, Id, Id) {
    let filler = card("Test Filler");
    let mut g = Game::new(library(), [vec![filler; 3], vec![filler; 3]], Limits::default()).unwrap();
    g.draw(Player::FIRST).unwrap();
    let smith = g.summon(card("Armorsmith"), Player::FIRST).unwrap();
    let hoarder = g.summon(card("Loot Hoarder"), Player::SECOND).unwrap();
    g.deal_damage(hoarder, 1).unwrap();
    assert_eq!(g.zone_of(hoarder).unwrap(), Zone::Graveyard);
    (g, smith, hoarder)
}

/// Run a call that must be refused; return its error after checking it changed nothing.
fn refused<T: std::fmt::Debug>(g: &mut Game, call: impl FnOnce(&mut Game) -> Result<T, Error>) -> Error {
    let before = g.clone();
    let err = call(g).expect_err("the call is refused");
    assert_eq!(*g, before, "a refused call changes nothing");
    err
}

#[test]
fn unknown_card_names_the_closest_cards() {
    let err = library().find("Armorsmth").unwrap_err();
    assert_eq!(err, Error::UnknownCard { name: "Armorsmth".into(), closest: vec!["Armorsmith".into()] });
    assert!(err.to_string().contains(r#"did you mean "Armorsmith"?"#), "{err}");
    let err = library().find("acolyte").unwrap_err();
    assert_eq!(err, Error::UnknownCard { name: "acolyte".into(), closest: vec!["Acolyte of Pain".into()] });
}

/// A seat number enters the engine only through `Player::try_from` (the harness's `usize`, a
/// file's JSON): any number but 0 and 1 is refused there, naming the fix. Past it a `Player`
/// always names someone, so no call and no card's effect can name a player who does not exist.
#[test]
fn a_seat_other_than_0_or_1_is_refused_where_it_enters() {
    assert_eq!(Player::try_from(0), Ok(Player::FIRST));
    assert_eq!(Player::try_from(1), Ok(Player::SECOND));
    let two = Player::try_from(2).unwrap_err();
    let expected = Error::PlayerOutOfRange { player: 2 };
    assert_eq!(Error::from(two), expected);
    assert_eq!(two.to_string(), expected.to_string());
    assert!(expected.to_string().contains("use 0 for the first player or 1 for the second"));
    let read = serde_json::from_str::<Player>("7").unwrap_err().to_string();
    assert!(read.contains("player 7 does not exist"), "{read}");
    assert_eq!(serde_json::to_string(&Player::SECOND).unwrap(), "1", "written as its seat");
    assert_eq!((Player::FIRST.other(), Player::SECOND.other()), (Player::SECOND, Player::FIRST));
}

#[test]
fn unknown_id_is_refused() {
    let (mut g, _, _) = busy_game();
    let stranger = Id::from_number(999);
    assert_eq!(refused(&mut g, |g| g.deal_damage(stranger, 1)), Error::UnknownId { id: stranger });
    assert_eq!(refused(&mut g, |g| g.destroy(stranger)), Error::UnknownId { id: stranger });
    assert_eq!(g.zone_of(stranger).unwrap_err(), Error::UnknownId { id: stranger });
    assert!(Error::UnknownId { id: stranger }.to_string().contains("#999"));
}

#[test]
fn damage_and_destroy_need_a_card_in_play() {
    let (mut g, _, hoarder) = busy_game();
    let in_hand = g.hand(Player::FIRST)[0];
    let expected = Error::NotInPlay { id: hoarder, name: "Loot Hoarder".into(), zone: Zone::Graveyard };
    assert_eq!(refused(&mut g, |g| g.deal_damage(hoarder, 1)), expected);
    assert_eq!(refused(&mut g, |g| g.destroy(hoarder)), expected);
    let err = refused(&mut g, |g| g.destroy(in_hand));
    assert_eq!(err, Error::NotInPlay { id: in_hand, name: "Test Filler".into(), zone: Zone::Hand });
    assert!(err.to_string().contains("pass a hero or a minion on a board"), "{err}");
}

#[test]
fn destroy_needs_a_minion() {
    let (mut g, _, _) = busy_game();
    let hero = g.hero(Player::SECOND);
    let err = refused(&mut g, |g| g.destroy(hero));
    assert_eq!(err, Error::NotAMinion { id: hero, name: "Hero".into() });
    assert!(err.to_string().contains("is a hero, not a minion"), "{err}");
}

#[test]
fn cast_needs_a_spell_and_summon_a_minion() {
    let (mut g, smith, _) = busy_game();
    let err = refused(&mut g, |g| g.cast(card("Armorsmith"), Player::FIRST, None));
    assert_eq!(err, Error::NotASpell { card: "Armorsmith".into() });
    assert!(err.to_string().contains("summon it instead"), "{err}");
    let err = refused(&mut g, |g| g.summon(card("Whirlwind"), Player::FIRST));
    assert_eq!(err, Error::NotAMinionCard { card: "Whirlwind".into() });
    assert!(err.to_string().contains("cast it instead"), "{err}");
    assert_eq!(g.zone_of(smith).unwrap(), Zone::Board);
}

#[test]
fn a_spell_is_cast_at_a_target_exactly_when_its_text_names_one() {
    let (mut g, smith, _) = busy_game();
    let err = refused(&mut g, |g| g.cast(card("Whirlwind"), Player::FIRST, Some(smith)));
    assert_eq!(err, Error::SpellTakesNoTarget { card: "Whirlwind".into(), target: smith });
    assert!(err.to_string().contains("cast it with no target"), "{err}");
    let (mut g, _) = game_with_bad_cards();
    let aimed = g.library().find("Test Aimed Spell").unwrap();
    let err = refused(&mut g, |g| g.cast(aimed, Player::FIRST, None));
    assert_eq!(err, Error::SpellNeedsTarget { card: "Test Aimed Spell".into() });
    let gone = Id::from_number(900);
    assert_eq!(refused(&mut g, |g| g.cast(aimed, Player::FIRST, Some(gone))), Error::UnknownId { id: gone });
    let hero = g.hero(Player::SECOND);
    assert_eq!(g.cast(aimed, Player::FIRST, Some(hero)), Ok(()));
    assert_eq!(g.health(hero), Ok(27), "the aimed spell deals 3 to its target");
}

#[test]
fn negative_damage_is_refused() {
    let (mut g, smith, _) = busy_game();
    let err = refused(&mut g, |g| g.deal_damage(smith, -2));
    assert_eq!(err, Error::NegativeDamage { amount: -2 });
    assert!(err.to_string().contains("-2"), "{err}");
}

#[test]
fn summon_onto_a_full_board_is_refused() {
    let (mut g, _, _) = busy_game();
    for _ in 0..6 {
        g.summon(card("Test Filler"), Player::FIRST).unwrap();
    }
    assert_eq!(g.board(Player::FIRST).len(), 7);
    let err = refused(&mut g, |g| g.summon(card("Test Filler"), Player::FIRST));
    assert_eq!(err, Error::BoardFull { player: Player::FIRST });
    assert!(err.to_string().contains("make room"), "{err}");
}

#[test]
fn zero_damage_deals_nothing_and_logs_nothing() {
    let (mut g, smith, _) = busy_game();
    g.clear_log();
    g.deal_damage(smith, 0).unwrap();
    assert!(g.log().is_empty());
    assert_eq!(g.health(smith).unwrap(), 4);
}

/// The spell Test Conjurer summons, set when the library of bad cards is made.
static LOST_SPELL: std::sync::OnceLock<CardId> = std::sync::OnceLock::new();

/// A library of fictional cards whose effects describe actions that name nothing real or do
/// what their card cannot, and a game with each minion among them on player 0's board.
fn game_with_bad_cards() -> (Game, [Id; 3]) {
    use my_engine::engine::{
        Abilities, Action, CardDef, CardKind, Count, Library, Place, Targets, TriggerOn,
    };
    let card = |name: &str, kind, abilities| CardDef::new(name, 1, kind, abilities);
    let minion = CardKind::Minion { attack: 1, health: 5 };
    let on_damage = |effect| Abilities::trigger(TriggerOn::SelfDamaged, effect);
    let cards = vec![
        card(
            "Test Stranger",
            minion,
            on_damage(|_, out| {
                out.push(Action::Silence { targets: Targets::AdjacentTo(Id::from_number(998)) })
            }),
        ),
        card(
            "Test Ghost Hunter",
            minion,
            on_damage(|_, out| {
                out.push(Action::Damage { targets: Targets::One(Id::from_number(999)), amount: 1 })
            }),
        ),
        card(
            "Test Conjurer",
            minion,
            // A spell cannot be named as a token (the library refuses it), so it comes by id.
            on_damage(|c, out| {
                let card = *LOST_SPELL.get().expect("set with the library");
                out.push(Action::Summon {
                    card,
                    player: c.owner(),
                    place: Place::ForTheAbility,
                    count: Count::One,
                })
            }),
        ),
        card(
            "Test Tokenless",
            minion,
            on_damage(|c, out| {
                out.push(Action::Summon {
                    card: c.token(0),
                    player: c.owner(),
                    place: Place::ForTheAbility,
                    count: Count::One,
                })
            }),
        ),
        card(
            "Test Aimed Spell",
            CardKind::Spell { targeted: true },
            Abilities::spell(|c, out| {
                let target = c.target().expect("cast at a target");
                out.push(Action::Damage { targets: Targets::One(target), amount: 3 })
            }),
        ),
        card(
            "Test Lost Spell",
            CardKind::Spell { targeted: false },
            Abilities::spell(|c, out| out.push(Action::GainAttack { id: c.minion(), amount: 1 })),
        ),
    ];
    let library: &'static Library = Box::leak(Box::new(Library::new(cards).unwrap()));
    let _ = LOST_SPELL.set(library.find("Test Lost Spell").unwrap());
    let mut g = Game::new(library, [vec![], vec![]], Limits::default()).unwrap();
    let ids = ["Test Stranger", "Test Ghost Hunter", "Test Conjurer"]
        .map(|name| g.summon(library.find(name).unwrap(), Player::FIRST).unwrap());
    g.clear_log();
    (g, ids)
}

#[test]
fn an_effect_naming_what_does_not_exist_is_refused_naming_the_card_and_rolled_back() {
    let (mut g, [stranger, hunter, conjurer]) = game_with_bad_cards();
    let err = refused(&mut g, |g| g.deal_damage(stranger, 1));
    assert_eq!(
        err,
        Error::BadEffect {
            card: "Test Stranger".into(),
            problem: EffectProblem::UnknownId { id: Id::from_number(998) }
        }
    );
    assert_eq!(
        err.to_string(),
        "\"Test Stranger\"'s effect named id #998, which this game never handed out, \
         so the call was rolled back: fix the card"
    );
    let err = refused(&mut g, |g| g.deal_damage(hunter, 1));
    let unknown = EffectProblem::UnknownId { id: Id::from_number(999) };
    assert_eq!(err, Error::BadEffect { card: "Test Ghost Hunter".into(), problem: unknown });
    let err = refused(&mut g, |g| g.deal_damage(conjurer, 1));
    assert_eq!(err, Error::BadEffect { card: "Test Conjurer".into(), problem: EffectProblem::SummonedSpell });
}

#[test]
fn a_panicking_effect_is_refused_naming_the_card_and_rolled_back() {
    let (mut g, _) = game_with_bad_cards();
    let spell = *LOST_SPELL.get().unwrap();
    let err = refused(&mut g, |g| g.cast(spell, Player::FIRST, None));
    assert_eq!(err, Error::BadEffect { card: "Test Lost Spell".into(), problem: EffectProblem::Panicked });
    let tokenless = g.library().find("Test Tokenless").unwrap();
    let minion = g.summon(tokenless, Player::SECOND).unwrap();
    let err = refused(&mut g, |g| g.deal_damage(minion, 1));
    let panicked = Error::BadEffect { card: "Test Tokenless".into(), problem: EffectProblem::Panicked };
    assert_eq!(err, panicked, "a token the card does not name is a bad effect");
}

#[test]
fn a_card_id_from_another_library_is_refused_not_a_panic() {
    let (mut g, _) = game_with_bad_cards();
    // The content library has more cards than the bad-cards library: its last id is foreign.
    let content = my_engine::content::library();
    let foreign = content.cards().last().map(|(id, _)| id).unwrap();
    assert_eq!(refused(&mut g, |g| g.summon(foreign, Player::FIRST)), Error::ForeignCard { card: foreign });
    assert_eq!(
        refused(&mut g, |g| g.cast(foreign, Player::FIRST, None)),
        Error::ForeignCard { card: foreign }
    );
    let message = Error::ForeignCard { card: foreign }.to_string();
    assert!(message.contains("not in this game's library"), "{message}");
    let deck = vec![g.library().find("Test Stranger").unwrap(), foreign];
    let refused = Game::new(g.library(), [Vec::new(), deck], Limits::default());
    assert_eq!(refused, Err(Error::ForeignCard { card: foreign }), "a deck card is checked too");
}

/// A name of megabytes is refused at once: it is close to no card (no comparison is made),
/// and the message quotes its start and its length, not all of it.
#[test]
fn a_huge_unknown_name_is_quoted_short_and_compared_with_nothing() {
    let huge = "Armorsmith".repeat(500_000);
    assert_eq!(closest_names(&huge, ["Armorsmith"].into_iter()), Vec::<String>::new());
    let err = library().find(&huge).unwrap_err();
    let message = err.to_string();
    assert!(message.len() < 300, "{} bytes", message.len());
    assert!(message.starts_with("unknown card \"ArmorsmithArmorsmith"), "{message}");
    assert!(message.contains("... (5000000 characters in all)"), "{message}");
    assert_eq!(quoted("Armorsmith"), "\"Armorsmith\"", "a short name is quoted whole");
}
