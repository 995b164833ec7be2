//! The cards the lessons write as code, written as data too, give the identical log on random
//! programs: code and data are two ways to say one card, and the engine reads both alike.

use std::sync::OnceLock;

use my_engine::content::{behaviours, build, catalog_json, library};
use my_engine::engine::{CardId, Game, Id, Library, Limits, Player, Record};
use proptest::prelude::*;
use serde_json::{Value, json};

use crate::common::player;

/// Each card the lessons show as code, and the same card's abilities as catalog data.
fn as_data() -> Vec<(&'static str, Value)> {
    let trigger = |on: &str, action: Value| json!({ "triggers": [{ "on": on, "actions": [action] }] });
    vec![
        (
            "Armorsmith",
            trigger("friendly_minion_damaged", json!({ "gain_armor": { "player": "you", "amount": 1 } })),
        ),
        ("Acolyte of Pain", trigger("self_damaged", json!({ "draw": { "player": "you" } }))),
        ("Whirlwind", json!({ "spell": [{ "damage": { "targets": "all_minions", "amount": 1 } }] })),
        (
            "Test Echo",
            trigger(
                "any_minion_damaged",
                json!({ "damage": { "targets": { "one": "enemy_hero" }, "amount": 1 } }),
            ),
        ),
        (
            "Test Reactor",
            trigger("hero_damaged", json!({ "gain_attack": { "minion": "this_minion", "amount": 1 } })),
        ),
        (
            "Frothing Berserker",
            trigger("any_minion_damaged", json!({ "gain_attack": { "minion": "this_minion", "amount": 1 } })),
        ),
    ]
}

/// The shipped content with the card `name` written as `data` instead of code.
fn library_with_data_for(name: &str, data: &Value) -> Library {
    let mut catalog: Vec<Value> = serde_json::from_str(&catalog_json()).unwrap();
    let entry = catalog.iter_mut().find(|entry| entry["name"] == name).expect("the card is in the catalog");
    let entry = entry.as_object_mut().unwrap();
    entry.remove("behaviour");
    entry.extend(data.as_object().unwrap().clone());
    let code = behaviours().into_iter().filter(|(card, _)| *card != name).collect();
    build(&serde_json::to_string(&catalog).unwrap(), code)
        .expect("the card as data passes the start-up check")
}

/// One library for each of the six cards, that card written as data.
fn data_libraries() -> &'static [(&'static str, Library)] {
    static LIBRARIES: OnceLock<Vec<(&'static str, Library)>> = OnceLock::new();
    LIBRARIES.get_or_init(|| {
        as_data().iter().map(|(name, data)| (*name, library_with_data_for(name, data))).collect()
    })
}

/// One call of a program; indices pick among what exists when it is made.
#[derive(Clone, Debug)]
enum Call {
    Summon { card: usize, player: Player },
    Damage { target: usize, amount: i32 },
    Whirlwind { player: Player },
    Draw { player: Player },
    Destroy { target: usize },
}

fn call() -> impl Strategy<Value = Call> {
    prop_oneof![
        3 => (any::<usize>(), player()).prop_map(|(card, player)| Call::Summon { card, player }),
        3 => (any::<usize>(), 0..4i32).prop_map(|(target, amount)| Call::Damage { target, amount }),
        2 => player().prop_map(|player| Call::Whirlwind { player }),
        1 => player().prop_map(|player| Call::Draw { player }),
        1 => any::<usize>().prop_map(|target| Call::Destroy { target }),
    ]
}

/// The minions a program summons and draws: the six, and two that make deaths.
const MINIONS: [&str; 7] = [
    "Armorsmith",
    "Acolyte of Pain",
    "Test Echo",
    "Test Reactor",
    "Frothing Berserker",
    "Loot Hoarder",
    "Unstable Ghoul",
];

/// The log of each call of `calls` and whether it was refused, on a game of `library`.
fn run(library: &'static Library, deck: &[usize], calls: &[Call]) -> Vec<(bool, Vec<Record>)> {
    let card = |name: &str| library.find(name).unwrap();
    let deck: Vec<CardId> = deck.iter().map(|&at| card(MINIONS[at % MINIONS.len()])).collect();
    let mut g = Game::new(library, [deck.clone(), deck], Limits::default()).unwrap();
    let mut logs = Vec::new();
    for call in calls {
        let mut characters: Vec<Id> = vec![g.hero(Player::FIRST), g.hero(Player::SECOND)];
        Player::BOTH.into_iter().for_each(|player| characters.extend_from_slice(g.board(player)));
        let pick = |at: usize| characters[at % characters.len()];
        let outcome = match *call {
            Call::Summon { card: at, player } => {
                g.summon(card(MINIONS[at % MINIONS.len()]), player).map(drop)
            }
            Call::Damage { target, amount } => g.deal_damage(pick(target), amount),
            Call::Whirlwind { player } => g.cast(card("Whirlwind"), player, None),
            Call::Draw { player } => g.draw(player),
            Call::Destroy { target } => g.destroy(pick(target)),
        };
        logs.push((outcome.is_err(), g.log().to_vec()));
        g.clear_log();
    }
    logs
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn each_lesson_card_as_data_gives_the_log_of_its_code(
        which in 0..6usize,
        deck in proptest::collection::vec(any::<usize>(), 0..6),
        calls in proptest::collection::vec(call(), 1..20),
    ) {
        let (name, data_library) = &data_libraries()[which];
        let data_library: &'static Library = data_library;
        let code = run(library(), &deck, &calls);
        let data = run(data_library, &deck, &calls);
        prop_assert_eq!(code, data, "{} as data", name);
    }
}

#[test]
fn the_data_libraries_really_hold_the_cards_as_data() {
    use my_engine::engine::EffectDef;
    for (name, data_library) in data_libraries() {
        let card = data_library.card(data_library.find(name).unwrap());
        let effect =
            card.abilities.triggers.first().map(|trigger| trigger.effect).or(card.abilities.on_cast).unwrap();
        assert!(matches!(effect.def(), EffectDef::Data(_)), "{name} is data in its library");
        let shipped = library().card(library().find(name).unwrap());
        let effect =
            shipped.abilities.triggers.first().map(|trigger| trigger.effect).or(shipped.abilities.on_cast);
        assert!(matches!(effect.unwrap().def(), EffectDef::Code(_)), "{name} is code in the shipped library");
    }
}
