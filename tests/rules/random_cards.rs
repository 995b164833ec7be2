//! The pool's random cards (issue 39, item 8), each played over 100 seeds on a board with two
//! candidates or more and characters it must never pick (a mortally wounded one where the
//! ability can meet one: Rule 5): every candidate is picked for some seed, no other ever, and
//! a seed's log is the same each time it is played. A card played from the hand meets no
//! mortally wounded character: the On Play Phase's death step comes before its Battlecry or
//! text (`random_choices.rs` shows Rule 5 for those targets with test spells).

use std::collections::BTreeSet;

use my_engine::engine::{Event, Game, Id, Player, TriggerKind};

use super::random_choices::{
    SEEDS, begun, buffed, card, damaged_by, destroyed, each_candidate_and_nothing_else, events, healed,
    over_the_seeds, summon,
};

/// Player 0's board for the end-of-turn buffs: Test Brittle (played first, it takes itself to
/// 0 Health as the turn ends, before the buff resolves), the card `name` itself, two friendly
/// minions, and an enemy minion. Its ids: Brittle, the card, the two friendly minions, the
/// enemy.
fn end_of_turn_board(g: &mut Game, name: &str) -> [Id; 5] {
    let brittle = summon(g, "Test Brittle", Player::FIRST);
    let buffer = summon(g, name, Player::FIRST);
    let yeti = summon(g, "Chillwind Yeti", Player::FIRST);
    let raptor = summon(g, "Bloodfen Raptor", Player::FIRST);
    let enemy = summon(g, "River Crocolisk", Player::SECOND);
    [brittle, buffer, yeti, raptor, enemy]
}

/// "At the end of your turn, give another random friendly minion +`attack`/+`health`": over
/// 100 seeds, the buff reaches the Yeti or the Raptor, one each turn, and both for some seed;
/// never the card itself, the mortally wounded Brittle (Rule 5) or the enemy. The exact log:
/// Brittle's trigger, then the card's, in order of play, then the death step.
fn another_random_friendly_minion(name: &str, attack: i32, health: i32) {
    let play = |seed| {
        let mut g = begun();
        end_of_turn_board(&mut g, name);
        g.reseed(seed);
        g.clear_log();
        g.end_turn().unwrap();
        g
    };
    let mut g = begun();
    let [brittle, buffer, yeti, raptor, _] = end_of_turn_board(&mut g, name);
    let picks = over_the_seeds(play, buffed);
    for (seed, picked) in SEEDS.zip(&picks) {
        let [pick] = picked.as_slice() else { panic!("seed {seed}: one buff, not {picked:?}") };
        let (base_attack, base_health) = if *pick == yeti { (4, 5) } else { (3, 2) };
        let log = events(&play(seed));
        assert_eq!(
            log[..7],
            [
                Event::TurnEnded { player: Player::FIRST },
                Event::Triggered { source: brittle, trigger: TriggerKind::TurnEnd },
                Event::Damaged { target: brittle, amount: 1 },
                Event::Triggered { source: buffer, trigger: TriggerKind::TurnEnd },
                Event::StatsChanged { id: *pick, attack: base_attack + attack, health: base_health + health },
                Event::Destroyed { id: brittle },
                Event::DeathPhase { round: 1 },
            ],
            "seed {seed}"
        );
    }
    each_candidate_and_nothing_else(&picks, &[yeti, raptor]);
}

#[test]
fn master_swordsmith_gives_another_random_friendly_minion_plus_1_attack() {
    another_random_friendly_minion("Master Swordsmith", 1, 0);
}

#[test]
fn young_priestess_gives_another_random_friendly_minion_plus_1_health() {
    another_random_friendly_minion("Young Priestess", 0, 1);
}

#[test]
fn blood_imp_gives_another_random_friendly_minion_plus_1_health() {
    another_random_friendly_minion("Blood Imp", 0, 1);
}

/// "At the start of your turn, restore 3 Health to a damaged friendly character": over 100
/// seeds, the healing reaches player 0's damaged hero or damaged Yeti, and each for some seed;
/// never the undamaged Raptor or Lightwell itself, Test Brittle (damaged, but mortally wounded
/// at the start of the turn before Lightwell's trigger: Rule 5), the damaged enemy minion or
/// the damaged enemy hero.
#[test]
fn lightwell_restores_3_health_to_a_random_damaged_friendly_character() {
    let board = |g: &mut Game| {
        g.end_turn().unwrap(); // Player 1's turn: player 0's board is set out for their next.
        let brittle = summon(g, "Test Brittle", Player::FIRST);
        let lightwell = summon(g, "Lightwell", Player::FIRST);
        let yeti = summon(g, "Chillwind Yeti", Player::FIRST);
        let raptor = summon(g, "Bloodfen Raptor", Player::FIRST);
        let enemy = summon(g, "Chillwind Yeti", Player::SECOND);
        for (character, amount) in
            [(g.hero(Player::FIRST), 5), (yeti, 2), (enemy, 2), (g.hero(Player::SECOND), 5)]
        {
            g.deal_damage(character, amount).unwrap();
        }
        [brittle, lightwell, yeti, raptor]
    };
    let play = |seed| {
        let mut g = begun();
        board(&mut g);
        g.reseed(seed);
        g.clear_log();
        g.end_turn().unwrap();
        g
    };
    let mut g = begun();
    let [brittle, lightwell, yeti, _] = board(&mut g);
    let hero = g.hero(Player::FIRST);
    let picks = over_the_seeds(play, healed);
    for (seed, picked) in SEEDS.zip(&picks) {
        let [pick] = picked.as_slice() else { panic!("seed {seed}: one healing, not {picked:?}") };
        let amount = if *pick == hero { 3 } else { 2 };
        assert_eq!(
            events(&play(seed))[..6],
            [
                Event::TurnEnded { player: Player::SECOND },
                Event::TurnStarted { player: Player::FIRST, turn: 3 },
                Event::Triggered { source: brittle, trigger: TriggerKind::TurnStart },
                Event::Damaged { target: brittle, amount: 1 },
                Event::Triggered { source: lightwell, trigger: TriggerKind::TurnStart },
                Event::Healed { target: *pick, amount },
            ],
            "seed {seed}"
        );
    }
    each_candidate_and_nothing_else(&picks, &[hero, yeti]);
}

/// Player 0's turn with `name` in hand and the mana for it; player 1's minions, then a
/// friendly minion of the same stats as one of them (never picked: it is not an enemy).
fn in_hand_against(g: &mut Game, name: &str, enemies: &[&str]) -> (Id, Vec<Id>) {
    let enemies = enemies.iter().map(|enemy| summon(g, enemy, Player::SECOND)).collect();
    summon(g, "River Crocolisk", Player::FIRST);
    let in_hand = g.add_to_hand(card(name), Player::FIRST).unwrap();
    g.gain_mana_crystals(Player::FIRST, 10).unwrap();
    (in_hand, enemies)
}

/// "Deal `amount` damage to two random enemy minions", played from the hand against three
/// enemy minions: over 100 seeds, always two different ones, damaged at once in order of play
/// (one Phase: Rule DH1), each of the three for some seed; never the friendly minion or the
/// enemy hero.
fn two_random_enemy_minions(name: &str, amount: i32) {
    let enemies = ["Chillwind Yeti", "River Crocolisk", "Boulderfist Ogre"];
    let play = |seed| {
        let mut g = begun();
        let (spell, _) = in_hand_against(&mut g, name, &enemies);
        g.reseed(seed);
        g.clear_log();
        g.play(spell, 0, None).unwrap();
        g
    };
    let mut g = begun();
    let (_, candidates) = in_hand_against(&mut g, name, &enemies);
    let picks = over_the_seeds(play, damaged_by(amount));
    let mut pairs = BTreeSet::new();
    for (seed, picked) in SEEDS.zip(&picks) {
        let [first, second] = picked.as_slice() else { panic!("seed {seed}: two hits, not {picked:?}") };
        assert!(first < second, "seed {seed}: two different minions, in order of play: {picked:?}");
        let log = events(&play(seed));
        assert_eq!(
            log[2..4],
            [Event::Damaged { target: *first, amount }, Event::Damaged { target: *second, amount }],
            "seed {seed}: both Damage Events right after the cast"
        );
        pairs.insert((*first, *second));
    }
    assert_eq!(pairs.len(), 3, "every pair of the three");
    each_candidate_and_nothing_else(&picks, &candidates);
}

#[test]
fn cleave_deals_2_damage_to_two_different_random_enemy_minions() {
    two_random_enemy_minions("Cleave", 2);
}

#[test]
fn multi_shot_deals_3_damage_to_two_different_random_enemy_minions() {
    two_random_enemy_minions("Multi-Shot", 3);
}

/// "Destroy a random enemy minion", played from the hand against two enemy minions: one of
/// them, each for some seed, never the friendly minion.
#[test]
fn deadly_shot_destroys_a_random_enemy_minion() {
    let enemies = ["Chillwind Yeti", "River Crocolisk"];
    let play = |seed| {
        let mut g = begun();
        let (spell, _) = in_hand_against(&mut g, "Deadly Shot", &enemies);
        g.reseed(seed);
        g.clear_log();
        g.play(spell, 0, None).unwrap();
        g
    };
    let mut g = begun();
    let (spell, candidates) = in_hand_against(&mut g, "Deadly Shot", &enemies);
    let picks = over_the_seeds(play, destroyed);
    for (seed, picked) in SEEDS.zip(&picks) {
        let [pick] = picked.as_slice() else { panic!("seed {seed}: one destroyed, not {picked:?}") };
        assert_eq!(
            events(&play(seed)),
            [
                Event::Played { player: Player::FIRST, id: spell },
                Event::SpellCast { card: card("Deadly Shot") },
                Event::Destroyed { id: *pick },
                Event::DeathPhase { round: 1 },
            ],
            "seed {seed}"
        );
    }
    each_candidate_and_nothing_else(&picks, &candidates);
}

/// "Battlecry: Destroy a random enemy minion with 2 or less Attack", played against enemy
/// minions of 2, 1 and 4 Attack: the 2 or the 1, each for some seed; never the 4 (its Attack),
/// the friendly 2-Attack minion (its side) or the enemy hero.
#[test]
fn stampeding_kodo_destroys_a_random_enemy_minion_with_2_or_less_attack() {
    let enemies = ["River Crocolisk", "Test Filler", "Chillwind Yeti"];
    let play = |seed| {
        let mut g = begun();
        let (kodo, _) = in_hand_against(&mut g, "Stampeding Kodo", &enemies);
        g.reseed(seed);
        g.clear_log();
        g.play(kodo, 1, None).unwrap();
        g
    };
    let mut g = begun();
    let (kodo, enemies) = in_hand_against(&mut g, "Stampeding Kodo", &enemies);
    let picks = over_the_seeds(play, destroyed);
    for (seed, picked) in SEEDS.zip(&picks) {
        let [pick] = picked.as_slice() else { panic!("seed {seed}: one destroyed, not {picked:?}") };
        assert_eq!(
            events(&play(seed))[..5],
            [
                Event::Played { player: Player::FIRST, id: kodo },
                Event::Summoned { id: kodo },
                Event::Triggered { source: kodo, trigger: TriggerKind::Battlecry },
                Event::Destroyed { id: *pick },
                Event::DeathPhase { round: 1 },
            ],
            "seed {seed}"
        );
    }
    each_candidate_and_nothing_else(&picks, &enemies[..2]);
}

/// "Battlecry: Deal 3 damage randomly split between all other characters", played from the
/// hand beside a friendly minion, against a 1/1 and a Yeti: three missiles of 1, each at a
/// character chosen as it flies, either side, heroes included, each for some seed; never the
/// Bomber itself, and never the 1/1 once a missile has left it at 0 Health (Rule 5).
#[test]
fn mad_bomber_splits_3_damage_among_all_other_characters() {
    let board = |g: &mut Game| {
        let friendly = summon(g, "River Crocolisk", Player::FIRST);
        let filler = summon(g, "Test Filler", Player::SECOND);
        let yeti = summon(g, "Chillwind Yeti", Player::SECOND);
        let bomber = g.add_to_hand(card("Mad Bomber"), Player::FIRST).unwrap();
        g.gain_mana_crystals(Player::FIRST, 2).unwrap();
        [bomber, friendly, filler, yeti]
    };
    let play = |seed| {
        let mut g = begun();
        let [bomber, ..] = board(&mut g);
        g.reseed(seed);
        g.clear_log();
        g.play(bomber, 1, None).unwrap();
        g
    };
    let mut g = begun();
    let [bomber, friendly, filler, yeti] = board(&mut g);
    let picks = over_the_seeds(play, damaged_by(1));
    for (seed, picked) in SEEDS.zip(&picks) {
        let log = events(&play(seed));
        let missiles: Vec<Event> =
            picked.iter().map(|&target| Event::Damaged { target, amount: 1 }).collect();
        assert_eq!(
            log[2..6],
            [&[Event::Triggered { source: bomber, trigger: TriggerKind::Battlecry }], &missiles[..]].concat(),
            "seed {seed}: three missiles, one after another"
        );
        assert!(
            picked.iter().filter(|&&hit| hit == filler).count() <= 1,
            "seed {seed}: the 1/1 at 0 Health is hit no more: {picked:?}"
        );
    }
    each_candidate_and_nothing_else(
        &picks,
        &[g.hero(Player::FIRST), g.hero(Player::SECOND), friendly, filler, yeti],
    );
}

/// "At the start of your turn, you have a 50% chance to draw an extra card": over 100 seeds
/// the extra card is drawn for some and not for others, about half of them; the exact log
/// either way: the trigger, the extra draw if it comes up, then the turn's draw.
#[test]
fn nat_pagle_draws_an_extra_card_with_a_50_percent_chance() {
    let play = |seed| {
        let mut g = begun();
        summon(&mut g, "Nat Pagle", Player::FIRST);
        g.end_turn().unwrap();
        g.reseed(seed);
        g.clear_log();
        g.end_turn().unwrap();
        g
    };
    let mut g = begun();
    let nat = summon(&mut g, "Nat Pagle", Player::FIRST);
    let draws = |log: &[Event]| -> Vec<Id> {
        log.iter().filter_map(|e| if let Event::Drew { id, .. } = *e { Some(id) } else { None }).collect()
    };
    let outcomes = over_the_seeds(play, draws);
    let mut extra = 0;
    for (seed, drawn) in SEEDS.zip(&outcomes) {
        let mut expected = vec![
            Event::TurnEnded { player: Player::SECOND },
            Event::TurnStarted { player: Player::FIRST, turn: 3 },
            Event::Triggered { source: nat, trigger: TriggerKind::TurnStart },
        ];
        expected.extend(drawn.iter().map(|&id| Event::Drew { player: Player::FIRST, id }));
        assert_eq!(events(&play(seed)), expected, "seed {seed}");
        match drawn.len() {
            2 => extra += 1,
            1 => {}
            other => panic!("seed {seed}: {other} cards drawn"),
        }
    }
    assert!((30..=70).contains(&extra), "about half of 100 seeds draw the extra card: {extra}");
}
