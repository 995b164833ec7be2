//! Overload (the wiki's Overload page): a card with "Overload: (X)" makes its player owe X
//! crystals as it is played; as their next turn starts, that many are locked (spent from the
//! start), as many as they have; the turn after, none.

use my_engine::content::library;
use my_engine::engine::{Event, Game, Id, Limits, Overload, Player, Snapshot};

use crate::common::{card, events, summon};

/// A begun game on its first turn (player 0 has 1 Mana Crystal), each deck 20 Test Fillers.
fn game() -> Game {
    let deck = vec![card("Test Filler"); 20];
    let mut g = Game::new(library(), [deck.clone(), deck], Limits::default()).unwrap();
    g.begin().unwrap();
    g
}

fn into_hand(g: &mut Game, name: &str) -> Id {
    g.add_to_hand(card(name), Player::FIRST).unwrap()
}

#[test]
fn a_card_with_overload_locks_crystals_on_its_players_next_turn_only() {
    let mut g = game();
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    let bolt = into_hand(&mut g, "Lightning Bolt");
    g.clear_log();
    g.play(bolt, 0, Some(yeti)).unwrap();
    assert_eq!(
        events(&g)[..3],
        [
            Event::Played { player: Player::FIRST, id: bolt },
            Event::Overloaded { player: Player::FIRST, amount: 1 },
            Event::SpellCast { card: card("Lightning Bolt") },
        ]
    );
    assert_eq!(g.health(yeti), Ok(2));
    assert_eq!(g.overload(Player::FIRST), Overload { owed: 1, locked: 0 });
    g.end_turn().unwrap();
    assert_eq!(
        g.overload(Player::FIRST),
        Overload { owed: 1, locked: 0 },
        "the opponent's turn locks nothing"
    );
    g.clear_log();
    g.end_turn().unwrap();
    let log = events(&g);
    let started =
        log.iter().position(|e| matches!(e, Event::TurnStarted { player: Player::FIRST, .. })).unwrap();
    assert_eq!(log[started + 1], Event::OverloadLocked { player: Player::FIRST, amount: 1 }, "{log:?}");
    assert_eq!(g.mana(Player::FIRST).crystals, 2);
    assert_eq!(g.mana(Player::FIRST).available(), 1, "one of two crystals locked");
    assert_eq!(g.overload(Player::FIRST), Overload { owed: 0, locked: 1 });
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    assert_eq!((g.mana(Player::FIRST).available(), g.overload(Player::FIRST)), (3, Overload::default()));
}

#[test]
fn overload_adds_up_and_locks_no_more_crystals_than_its_player_has() {
    let mut g = game();
    g.gain_mana_this_turn(Player::FIRST, 5).unwrap();
    let devil = into_hand(&mut g, "Dust Devil");
    g.play(devil, 0, None).unwrap();
    let elemental = into_hand(&mut g, "Earth Elemental");
    g.play(elemental, 1, None).unwrap();
    assert_eq!(g.overload(Player::FIRST).owed, 5, "2 and 3");
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    assert_eq!(g.overload(Player::FIRST), Overload { owed: 0, locked: 2 }, "2 crystals: both locked");
    assert_eq!(g.mana(Player::FIRST).available(), 0);
}

#[test]
fn a_weapon_with_overload_overloads_as_it_is_played() {
    let mut g = game();
    g.gain_mana_this_turn(Player::FIRST, 1).unwrap();
    let axe = into_hand(&mut g, "Stormforged Axe");
    g.play(axe, 0, None).unwrap();
    assert_eq!((g.weapon(Player::FIRST), g.overload(Player::FIRST).owed), (Some(axe), 1));
}

#[test]
fn a_card_put_into_play_or_cast_without_being_played_owes_nothing() {
    let mut g = game();
    summon(&mut g, "Earth Elemental", Player::FIRST);
    let enemy = g.hero(Player::SECOND);
    g.cast(card("Lava Burst"), Player::FIRST, Some(enemy)).unwrap();
    assert_eq!(g.health(enemy), Ok(25));
    assert_eq!(
        g.overload(Player::FIRST),
        Overload::default(),
        "\"once played\": summoned and cast are not played"
    );
}

#[test]
fn a_snapshot_keeps_each_players_overload() {
    let mut g = game();
    let bolt = into_hand(&mut g, "Lightning Bolt");
    g.play(bolt, 0, Some(g.hero(Player::SECOND))).unwrap();
    let json = g.snapshot().unwrap().to_json();
    assert!(json.contains("\"overload\""), "{json}");
    let loaded = Game::from_snapshot(library(), &Snapshot::from_json(&json).unwrap()).unwrap();
    assert_eq!(loaded.overload(Player::FIRST), Overload { owed: 1, locked: 0 });
    assert_eq!(loaded.snapshot().unwrap().to_json(), json);
}

#[test]
fn locked_crystals_unlock_as_their_turn_ends_and_a_snapshot_refuses_an_unreachable_overload() {
    let mut g = game();
    let bolt = into_hand(&mut g, "Lightning Bolt");
    g.play(bolt, 0, Some(g.hero(Player::SECOND))).unwrap();
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    assert_eq!(g.overload(Player::FIRST).locked, 1);
    let on_the_locked_turn = g.snapshot().unwrap();
    assert!(Game::from_snapshot(library(), &on_the_locked_turn).is_ok(), "locked on its own turn: reachable");
    let mut past_ten = on_the_locked_turn;
    past_ten.players[0].overload = Overload { owed: 0, locked: 11 };
    let problem = Game::from_snapshot(library(), &past_ten).unwrap_err().to_string();
    assert!(problem.contains("0 owed, 11 locked"), "{problem}");
    g.end_turn().unwrap();
    assert_eq!(g.overload(Player::FIRST), Overload::default(), "unlocked as the locked turn ended");
    let mut snapshot = g.snapshot().unwrap();
    snapshot.players[0].overload = Overload { owed: 0, locked: 1 }; // Player 1's turn.
    let problem = Game::from_snapshot(library(), &snapshot).unwrap_err().to_string();
    assert!(problem.contains("player 0's \"overload\" is 0 owed, 1 locked"), "{problem}");
}

/// Each enemy minion's damage from Lightning Storm, in order of play, from a game reseeded
/// with `seed` in which player 0 has `geomancers` Kobold Geomancers (Spell Damage +1).
fn lightning_storm_damage(seed: u64, geomancers: usize) -> Vec<i32> {
    let mut g = game();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    (0..geomancers).for_each(|_| _ = summon(&mut g, "Kobold Geomancer", Player::FIRST));
    let yetis: Vec<Id> = (0..4).map(|_| summon(&mut g, "Chillwind Yeti", Player::SECOND)).collect();
    let storm = into_hand(&mut g, "Lightning Storm");
    g.reseed(seed);
    g.clear_log();
    g.play(storm, 0, None).unwrap();
    yetis.iter().map(|&yeti| 5 - g.health(yeti).unwrap()).collect()
}

#[test]
fn lightning_storm_deals_each_enemy_minion_its_own_2_or_3_spell_damage_added() {
    let mut seen = std::collections::BTreeSet::new();
    let mut mixed = false;
    for seed in 0..100 {
        let dealt = lightning_storm_damage(seed, 0);
        assert!(dealt.iter().all(|amount| (2..=3).contains(amount)), "seed {seed}: {dealt:?}");
        seen.extend(dealt.iter().copied());
        mixed |= dealt.contains(&2) && dealt.contains(&3);
        let boosted = lightning_storm_damage(seed, 1);
        let plus_one: Vec<i32> = dealt.iter().map(|amount| amount + 1).collect();
        assert_eq!(boosted, plus_one, "seed {seed}: the same draws, each with Spell Damage +1");
    }
    assert_eq!(seen, [2, 3].into(), "both amounts come up");
    assert!(mixed, "one cast gives different minions different amounts");
}

#[test]
fn lightning_storm_damages_all_at_once_then_one_phase() {
    let mut g = game();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    let acolytes: Vec<Id> = (0..2).map(|_| summon(&mut g, "Acolyte of Pain", Player::SECOND)).collect();
    let storm = into_hand(&mut g, "Lightning Storm");
    g.clear_log();
    g.play(storm, 0, None).unwrap();
    // Both Damage Events, then the Phase where each Acolyte draws (Rule DH1).
    let order: Vec<(&str, Id)> = events(&g)
        .iter()
        .filter_map(|event| match *event {
            Event::Damaged { target, .. } => Some(("damaged", target)),
            Event::Triggered { source, .. } => Some(("triggered", source)),
            _ => None,
        })
        .collect();
    let [first, second] = [acolytes[0], acolytes[1]];
    assert_eq!(order, [("damaged", first), ("damaged", second), ("triggered", first), ("triggered", second)]);
    assert_eq!(g.overload(Player::FIRST), Overload { owed: 2, locked: 0 });
}
