//! A spell's play requirement of free places on its player's board (`"board_slots_needed"`,
//! the game's `REQ_NUM_MINION_SLOTS`): the spells that summon are not listed, and are refused by
//! name, while their player's board is full; the opponent's full board asks nothing.

use my_engine::content::library;
use my_engine::engine::{Error, Game, Id, Limits, Move, Player};

use crate::common::card;

/// A begun game, player 0 to move with 10 Mana Crystals, `own` Wisps on their board and
/// `theirs` on the opponent's, and Mirror Image in their hand.
fn with_boards(own: usize, theirs: usize) -> (Game, Id) {
    let mut g = Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap();
    g.begin().unwrap();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    for (player, count) in [(Player::FIRST, own), (Player::SECOND, theirs)] {
        for _ in 0..count {
            g.summon(card("Wisp"), player).unwrap();
        }
    }
    let spell = g.add_to_hand(card("Mirror Image"), Player::FIRST).unwrap();
    (g, spell)
}

fn listed(g: &Game, spell: Id) -> bool {
    g.legal_moves().contains(&Move::PlaySpell { card: spell, target: None })
}

#[test]
fn a_spell_that_summons_is_not_played_onto_a_full_board() {
    let (mut g, spell) = with_boards(7, 0);
    assert!(!listed(&g, spell), "a full board: not listed");
    let before = g.clone();
    let refused = g.play(spell, 0, None);
    assert_eq!(refused, Err(Error::TooFewBoardSlots { card: "Mirror Image".into(), needed: 1 }));
    assert_eq!(
        refused.unwrap_err().to_string(),
        "\"Mirror Image\" needs 1 of the 7 places on your board free: play it when there is room"
    );
    assert_eq!(g, before, "nothing changed");
}

#[test]
fn one_free_place_is_enough_and_the_opponents_board_asks_nothing() {
    let (mut g, spell) = with_boards(6, 7);
    assert!(listed(&g, spell), "one free place: listed");
    g.play(spell, 0, None).unwrap();
    assert_eq!(g.board(Player::FIRST).len(), 7, "one of the two images fits");
}

/// Every built-in spell whose data summons or takes control (`"summon"`, `"summon_random"`,
/// `"take_control"`, `"summon_copy_from_deck"`, in its own steps) asks for a free place, as the game's
/// `REQ_NUM_MINION_SLOTS` does for each of them (the Power Chords Power of the Horde and I Am
/// Murloc too; "Mind Control requires you to have room for the minion you will steal at the
/// time you target it", the wiki's page of that card; an enchantment card that lends control
/// takes it as it is attached), and no other spell asks for one; a Hero Power that summons asks
/// for one too (the wiki's Hero Power page: not usable when "it would summon a minion but your
/// board is full"). A summon that waits on a condition ("If it dies, summon a random Demon")
/// asks for none: the game's data gives EX1_320 only `REQ_TARGET_TO_PLAY`, as
/// jleclanche/fireplace's `cards/classic/warlock.py` carries it.
#[test]
fn every_spell_that_summons_needs_a_free_place_and_no_other_does() {
    fn summons(steps: &serde_json::Value, lenders: &[String]) -> bool {
        match steps {
            serde_json::Value::Object(map) if map.contains_key("if") => false,
            serde_json::Value::Object(map) => {
                let lends = map.get("enchant").and_then(|enchant| enchant["card"].as_str());
                ["summon", "summon_random", "take_control", "summon_copy_from_deck"]
                    .iter()
                    .any(|key| map.contains_key(*key))
                    || lends.is_some_and(|card| lenders.iter().any(|lender| lender == card))
                    || map.values().any(|value| summons(value, lenders))
            }
            serde_json::Value::Array(items) => items.iter().any(|item| summons(item, lenders)),
            _ => false,
        }
    }
    let files: Vec<Vec<serde_json::Value>> = my_engine::content::CARD_FILES
        .iter()
        .map(|(file, text)| serde_json::from_str(text).unwrap_or_else(|e| panic!("{file}: {e}")))
        .collect();
    let lenders: Vec<String> = files
        .iter()
        .flatten()
        .filter(|card| card["lends_control"] == true)
        .map(|card| card["name"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(lenders, ["Shadow Madness (enchantment)"]);
    let mut summoning = Vec::new();
    for cards in &files {
        for card in cards.iter().filter(|card| card["type"] == "spell" || card["type"] == "hero_power") {
            let name = card["name"].as_str().unwrap();
            let needs = card.get("board_slots_needed").and_then(|n| n.as_u64()).unwrap_or(0);
            let text = card.get("spell").or_else(|| card.get("power"));
            let summoning_spell = text.is_some_and(|spell| summons(spell, &lenders));
            assert_eq!(
                needs,
                u64::from(summoning_spell),
                "{name}: a spell that summons needs one free place"
            );
            if summoning_spell {
                summoning.push(name.to_owned());
            }
        }
    }
    summoning.sort();
    let expected = [
        "Animal Companion",
        "Feral Spirit",
        "Force of Nature",
        "I Am Murloc",
        "INFERNO!",
        "Mind Control",
        "Mindgames",
        "Mirror Image",
        "Power of the Horde",
        "Reinforce",
        "Shadow Madness",
        "Unleash the Hounds",
    ];
    assert_eq!(summoning, expected);
}
