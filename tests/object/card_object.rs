//! The card object that can change: enchantments read in order by one reader, the Health rule,
//! "this turn" enchantments wearing off as the turn passes, Silence, and keywords on the
//! object (Taunt and Charge, from the card or given).

use std::sync::OnceLock;

use my_engine::engine::Player;
use my_engine::engine::{
    Abilities, Action, CardDef, CardId, CardKind, Code, Count, EffectProblem, Error, Event, Game, Id,
    Keyword, Keywords, Library, Limits, Place, Targets, TriggerOn, Zone,
};

use crate::common::{cards, events};

/// The cards these rules are shown with.
fn library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let targeted = CardKind::Spell { targeted: true };
        // A spell at one minion, costing 0.
        let aimed = |name: &str, code: Code| CardDef::new(name, 0, targeted, Abilities::spell(code));
        // A spell at no target, costing 0.
        let unaimed = |name: &str, code: Code| {
            CardDef::new(name, 0, CardKind::Spell { targeted: false }, Abilities::spell(code))
        };
        let minion = |name: &str, attack: i32, health: i32, abilities: Abilities| {
            CardDef::new(name, 1, CardKind::Minion { attack, health }, abilities)
        };
        Library::new(vec![
            cards::yeti(1),
            minion("Test Guard", 1, 3, Abilities::default()),
            CardDef {
                keywords: Keywords::of(&[Keyword::Taunt]),
                ..minion("Test Taunt", 1, 3, Abilities::default())
            },
            CardDef {
                keywords: Keywords::of(&[Keyword::Charge]),
                ..minion("Test Charger", 2, 1, Abilities::default())
            },
            // Whenever a minion takes damage, gain +1 Attack.
            cards::frother(1),
            // Deathrattle: gain 5 Armor.
            minion(
                "Test Hoarder",
                2,
                1,
                Abilities::deathrattle(|c, out| out.push(Action::GainArmor { player: c.owner(), amount: 5 })),
            ),
            aimed("Test Health Buff", |c, out| {
                out.push(Action::Buff { targets: Targets::One(c.target().unwrap()), attack: 0, health: 2 })
            }),
            aimed("Test Wither", |c, out| {
                out.push(Action::Buff { targets: Targets::One(c.target().unwrap()), attack: 0, health: -5 })
            }),
            aimed("Test Blessing", |c, out| {
                out.push(Action::Buff { targets: Targets::One(c.target().unwrap()), attack: 1, health: 1 })
            }),
            aimed("Test Rage", |c, out| {
                out.push(Action::BuffThisTurn {
                    targets: Targets::One(c.target().unwrap()),
                    attack: 2,
                    health: 2,
                })
            }),
            cards::silence(),
            aimed("Test Swap", |c, out| out.push(Action::SwapAttackAndHealth { id: c.target().unwrap() })),
            aimed("Test Mark", |c, out| {
                out.push(Action::SetHealth { targets: Targets::One(c.target().unwrap()), health: 1 })
            }),
            aimed("Test Humility", |c, out| {
                out.push(Action::SetAttack { id: c.target().unwrap(), attack: 1 })
            }),
            aimed("Test Inner Fire", |c, out| {
                out.push(Action::AttackEqualToHealth { id: c.target().unwrap() })
            }),
            aimed("Test Taunt Giver", |c, out| {
                out.push(Action::Give { targets: Targets::One(c.target().unwrap()), keyword: Keyword::Taunt })
            }),
            aimed("Test Charge Giver", |c, out| {
                out.push(Action::Give {
                    targets: Targets::One(c.target().unwrap()),
                    keyword: Keyword::Charge,
                })
            }),
            // Silence all enemy minions.
            unaimed("Test Hush", |c, out| {
                out.push(Action::Silence { targets: Targets::MinionsOf(c.opponent()) })
            }),
            // Change the Health of ALL minions to 1.
            unaimed("Test Leveller", |_, out| {
                out.push(Action::SetHealth { targets: Targets::AllMinions, health: 1 })
            }),
            // Give your characters Taunt: a minion action passes the hero over.
            unaimed("Test Rally", |c, out| {
                out.push(Action::Give { targets: Targets::CharactersOf(c.owner()), keyword: Keyword::Taunt })
            }),
            // Bad effects: a card object that does not exist, and a good Silence followed by a
            // Give next to a card object that does not exist.
            unaimed("Test Stray Leveller", |_, out| {
                let unknown = Id::from_number(999);
                out.push(Action::SetHealth { targets: Targets::AdjacentTo(unknown), health: 1 })
            }),
            unaimed("Test Stray Rally", |c, out| {
                out.push(Action::Silence { targets: Targets::MinionsOf(c.opponent()) });
                let unknown = Id::from_number(997);
                out.push(Action::Give { targets: Targets::AdjacentTo(unknown), keyword: Keyword::Taunt });
            }),
            // Deathrattle: summon a Test Guard where it stood (newer in order of play than the
            // minions right of it).
            minion(
                "Test Seed",
                1,
                1,
                Abilities::deathrattle(|c, out| {
                    out.push(Action::Summon {
                        card: c.token(0),
                        player: c.owner(),
                        place: Place::ForTheAbility,
                        count: Count::One,
                    })
                })
                .summoning("Test Guard"),
            ),
            // Whenever this minion takes damage, it gains +0/+2, then takes 1 damage: runs away.
            minion(
                "Test Feeder",
                0,
                5,
                Abilities::trigger(TriggerOn::SelfDamaged, |c, out| {
                    out.push(Action::Buff { targets: Targets::One(c.minion()), attack: 0, health: 2 });
                    out.push(Action::Damage { targets: Targets::One(c.minion()), amount: 1 });
                }),
            ),
        ])
        .unwrap()
    })
}

fn card(name: &str) -> CardId {
    library().find(name).unwrap()
}

/// A game of these cards with empty decks, not begun: the course's calls.
fn game() -> Game {
    Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap()
}

fn cast(g: &mut Game, spell: &str, target: Id) {
    g.cast(card(spell), Player::FIRST, Some(target)).unwrap();
}

fn stats(g: &Game, id: Id) -> (i32, i32) {
    (g.attack(id).unwrap(), g.health(id).unwrap())
}

#[test]
fn a_buff_is_an_enchantment_that_silence_takes_back() {
    let mut g = game();
    let yeti = g.summon(card("Test Yeti"), Player::FIRST).unwrap();
    cast(&mut g, "Test Blessing", yeti);
    assert_eq!(stats(&g, yeti), (5, 6));
    g.clear_log();
    cast(&mut g, "Test Silence", yeti);
    assert_eq!(stats(&g, yeti), (4, 5));
    assert!(g.is_silenced(yeti).unwrap());
    let silence = card("Test Silence");
    assert_eq!(
        events(&g),
        [
            Event::SpellCast { card: silence },
            Event::Silenced { id: yeti },
            Event::StatsChanged { id: yeti, attack: 4, health: 5 },
        ]
    );
}

/// The wiki's Silence page: a Silenced minion "returns to its original health if its current
/// health is above its original health". Two Health buffs (a 4/5 becomes 4/9), 5 damage (4/4),
/// Silence: 4/4, not 4/0 (the buffs' Health is not taken off the damaged Health) and not 4/5.
#[test]
fn two_health_buffs_then_damage_then_silence_keep_the_damaged_health() {
    let mut g = game();
    let yeti = g.summon(card("Test Yeti"), Player::FIRST).unwrap();
    cast(&mut g, "Test Health Buff", yeti);
    cast(&mut g, "Test Health Buff", yeti);
    g.deal_damage(yeti, 5).unwrap();
    assert_eq!(stats(&g, yeti), (4, 4));
    cast(&mut g, "Test Silence", yeti);
    assert_eq!(stats(&g, yeti), (4, 4), "4 is not above the original 5: it stays");
    assert_eq!(g.zone_of(yeti), Ok(Zone::Board), "losing a bonus never kills");
    let mut hurt = game();
    let yeti = hurt.summon(card("Test Yeti"), Player::FIRST).unwrap();
    cast(&mut hurt, "Test Health Buff", yeti);
    cast(&mut hurt, "Test Health Buff", yeti);
    hurt.deal_damage(yeti, 2).unwrap();
    cast(&mut hurt, "Test Silence", yeti);
    assert_eq!(stats(&hurt, yeti), (4, 5), "7 is above the original 5: back to 5");
}

/// A swapped minion keeps the damage it took after the swap when Silenced: a 4/5 swapped is a
/// 5/4; 1 damage makes it 5/3; Silence gives back the card's 4/5 less that damage, 4/4.
#[test]
fn a_swapped_minion_damaged_then_silenced_is_its_card_less_the_damage() {
    let mut g = game();
    let yeti = g.summon(card("Test Yeti"), Player::FIRST).unwrap();
    cast(&mut g, "Test Swap", yeti);
    assert_eq!(stats(&g, yeti), (5, 4));
    g.deal_damage(yeti, 1).unwrap();
    assert_eq!(stats(&g, yeti), (5, 3));
    cast(&mut g, "Test Silence", yeti);
    assert_eq!(stats(&g, yeti), (4, 4));
}

/// A minion given a keyword it already has keeps it (a set holds a keyword once): the Taunt
/// minion given Taunt is still the one an attack must take. (The enchantment is logged
/// `Gained` as every attached keyword is.)
#[test]
fn a_minion_given_a_keyword_it_has_keeps_it() {
    let mut g = game();
    let taunt = g.summon(card("Test Taunt"), Player::SECOND).unwrap();
    g.begin().unwrap();
    let charger = g.summon(card("Test Charger"), Player::FIRST).unwrap();
    cast(&mut g, "Test Taunt Giver", taunt);
    assert_eq!(g.keywords(taunt), Ok(Keywords::of(&[Keyword::Taunt])));
    let hero = g.hero(Player::SECOND);
    assert_eq!(g.attack_with(charger, hero), Err(Error::MustAttackTaunt { defender: hero, taunt }));
}

/// A swap takes the minion's current Attack and Health and makes it whole at its new maximum:
/// a 4/5 with 3 damage (4/2) becomes a 2/4 with all 4 Health, not a 2/4 still missing 2.
#[test]
fn a_damaged_minion_swapped_is_whole_at_its_new_health() {
    let mut g = game();
    let yeti = g.summon(card("Test Yeti"), Player::FIRST).unwrap();
    g.deal_damage(yeti, 3).unwrap();
    assert_eq!(stats(&g, yeti), (4, 2));
    cast(&mut g, "Test Swap", yeti);
    assert_eq!(stats(&g, yeti), (2, 4));
    assert_eq!(g.max_health(yeti), Ok(4));
}

#[test]
fn set_changes_hold_the_number_they_set_and_apply_in_order() {
    let mut g = game();
    let yeti = g.summon(card("Test Yeti"), Player::FIRST).unwrap();
    g.deal_damage(yeti, 2).unwrap();
    cast(&mut g, "Test Mark", yeti);
    assert_eq!(stats(&g, yeti), (4, 1), "Health set to 1: its maximum too");
    cast(&mut g, "Test Blessing", yeti);
    assert_eq!(stats(&g, yeti), (5, 2), "a later buff applies on the set Health");
    cast(&mut g, "Test Humility", yeti);
    assert_eq!(stats(&g, yeti), (1, 2));
    cast(&mut g, "Test Silence", yeti);
    assert_eq!(stats(&g, yeti), (4, 5), "its card's stats; the set Health had made it whole");
    let guard = g.summon(card("Test Guard"), Player::FIRST).unwrap();
    cast(&mut g, "Test Inner Fire", guard);
    assert_eq!(stats(&g, guard), (3, 3), "Attack equal to its Health, 3");
    cast(&mut g, "Test Health Buff", guard);
    assert_eq!(stats(&g, guard), (3, 5), "the Attack it was set to stays");
}

/// "This turn" enchantments wear off as the turn passes, after the End of Turn Phase and its
/// check (Advanced rulebook, "Start and end of turn"); losing the Health never kills.
#[test]
fn a_this_turn_buff_wears_off_as_the_turn_passes_and_its_health_never_kills() {
    let mut g = game();
    let yeti = g.summon(card("Test Yeti"), Player::FIRST).unwrap();
    g.begin().unwrap();
    cast(&mut g, "Test Rage", yeti);
    assert_eq!(stats(&g, yeti), (6, 7));
    g.deal_damage(yeti, 6).unwrap();
    assert_eq!(stats(&g, yeti), (6, 1));
    g.clear_log();
    g.end_turn().unwrap();
    assert_eq!(stats(&g, yeti), (4, 1), "min(1, 5): the damage stays, the minion lives");
    let log = events(&g);
    let ended =
        log.iter().position(|event| matches!(event, Event::TurnEnded { player: Player::FIRST })).unwrap();
    let worn = log.iter().position(|event| *event == Event::StatsChanged { id: yeti, attack: 4, health: 1 });
    let started = log
        .iter()
        .position(|event| matches!(event, Event::TurnStarted { player: Player::SECOND, .. }))
        .unwrap();
    assert!(worn.is_some_and(|worn| ended < worn && worn < started), "{log:?}");
    g.end_turn().unwrap();
    assert_eq!(stats(&g, yeti), (4, 1), "worn off once, not again");
}

#[test]
fn silence_takes_away_triggered_abilities_and_deathrattles() {
    let mut g = game();
    let frother = g.summon(card("Test Frother"), Player::FIRST).unwrap();
    let hoarder = g.summon(card("Test Hoarder"), Player::FIRST).unwrap();
    cast(&mut g, "Test Silence", frother);
    cast(&mut g, "Test Silence", hoarder);
    g.deal_damage(hoarder, 1).unwrap();
    assert_eq!(g.attack(frother), Ok(2), "no Attack gained: its trigger is gone");
    assert_eq!(g.armor(Player::FIRST), 0, "no Deathrattle");
    let mut loud = game();
    let frother = loud.summon(card("Test Frother"), Player::FIRST).unwrap();
    let hoarder = loud.summon(card("Test Hoarder"), Player::FIRST).unwrap();
    loud.deal_damage(hoarder, 1).unwrap();
    assert_eq!((loud.attack(frother), loud.armor(Player::FIRST)), (Ok(3), 5), "unsilenced, both answer");
}

#[test]
fn taunt_and_charge_are_on_the_object_given_by_enchantments_and_taken_by_silence() {
    let mut g = game();
    let taunt = g.summon(card("Test Taunt"), Player::SECOND).unwrap();
    let guard = g.summon(card("Test Guard"), Player::SECOND).unwrap();
    let charger = g.summon(card("Test Charger"), Player::FIRST).unwrap();
    g.begin().unwrap();
    let charger_now = g.summon(card("Test Charger"), Player::FIRST).unwrap();
    let yeti = g.summon(card("Test Yeti"), Player::FIRST).unwrap();
    assert_eq!(g.keywords(taunt), Ok(Keywords::of(&[Keyword::Taunt])));
    let hero = g.hero(Player::SECOND);
    assert_eq!(g.attack_with(charger_now, hero), Err(Error::MustAttackTaunt { defender: hero, taunt }));
    cast(&mut g, "Test Silence", taunt);
    assert_eq!(g.keywords(taunt), Ok(Keywords::NONE));
    assert_eq!(g.attack_with(charger_now, hero), Ok(()), "Charge: it attacks the turn it is summoned");
    assert_eq!(g.attack_with(yeti, hero), Err(Error::Sleeping { id: yeti }));
    cast(&mut g, "Test Charge Giver", yeti);
    assert!(events(&g).contains(&Event::Gained { id: yeti, keyword: Keyword::Charge }));
    assert_eq!(g.attack_with(yeti, hero), Ok(()), "given Charge, it attacks at once");
    cast(&mut g, "Test Taunt Giver", guard);
    assert_eq!(g.attack_with(charger, taunt), Err(Error::MustAttackTaunt { defender: taunt, taunt: guard }));
    let fresh = g.summon(card("Test Charger"), Player::FIRST).unwrap();
    cast(&mut g, "Test Silence", fresh);
    assert_eq!(g.attack_with(fresh, guard), Err(Error::Sleeping { id: fresh }), "Silence took its Charge");
}

#[test]
fn a_copy_keeps_its_enchantments_and_a_runaway_sequence_takes_its_own_back() {
    let mut g = game();
    let yeti = g.summon(card("Test Yeti"), Player::FIRST).unwrap();
    let feeder = g.summon(card("Test Feeder"), Player::FIRST).unwrap();
    cast(&mut g, "Test Blessing", yeti);
    let copy = g.clone();
    assert!(copy == g);
    let before = g.clone();
    let ran_away = g.deal_damage(feeder, 1);
    assert!(matches!(ran_away, Err(Error::Runaway { .. })), "{ran_away:?}");
    assert!(g == before, "the runaway's enchantments are gone");
    cast(&mut g, "Test Silence", yeti);
    assert_eq!((stats(&g, yeti), stats(&copy, yeti)), ((4, 5), (5, 6)), "the copy's enchantment is its own");
}

/// A board whose order of play differs from its order left to right: player 1's Test Seed dies
/// and its Test Guard takes its place, left of the older Test Taunt, which has +1/+1; player 0
/// has a Test Frother. Returns the game with its log cleared, and the Guard, the Taunt and the
/// Frother.
fn guard_left_of_an_older_taunt() -> (Game, Id, Id, Id) {
    let mut g = game();
    let seed = g.summon(card("Test Seed"), Player::SECOND).unwrap();
    let taunt = g.summon(card("Test Taunt"), Player::SECOND).unwrap();
    let frother = g.summon(card("Test Frother"), Player::FIRST).unwrap();
    cast(&mut g, "Test Blessing", taunt);
    g.destroy(seed).unwrap();
    let guard = g.board(Player::SECOND)[0];
    assert_eq!(g.board(Player::SECOND), [guard, taunt], "the Guard stands where the Seed stood");
    assert!(g.order_of_play(taunt).unwrap() < g.order_of_play(guard).unwrap(), "the Guard came later");
    g.clear_log();
    (g, guard, taunt, frother)
}

/// "Silence all enemy minions": each enemy minion is Silenced in order of play (the Taunt,
/// then the Guard left of it), its buff and its card's keywords gone; a friendly minion is not.
#[test]
fn a_group_silence_silences_each_minion_in_order_of_play() {
    let (mut g, guard, taunt, frother) = guard_left_of_an_older_taunt();
    assert_eq!((stats(&g, taunt), g.keywords(taunt).unwrap()), ((2, 4), Keywords::of(&[Keyword::Taunt])));
    g.cast(card("Test Hush"), Player::FIRST, None).unwrap();
    assert_eq!(
        events(&g),
        [
            Event::SpellCast { card: card("Test Hush") },
            Event::Silenced { id: taunt },
            Event::StatsChanged { id: taunt, attack: 1, health: 3 },
            Event::Silenced { id: guard },
        ]
    );
    assert_eq!((stats(&g, taunt), g.keywords(taunt).unwrap()), ((1, 3), Keywords::default()));
    assert_eq!((g.is_silenced(guard), g.is_silenced(frother)), (Ok(true), Ok(false)));
}

/// "Change the Health of ALL minions to 1": each minion on both sides in order of play, its
/// Health and maximum Health 1, a damaged one made whole at it; the heroes keep theirs.
#[test]
fn a_group_set_health_changes_each_minion_in_order_of_play() {
    let (mut g, guard, taunt, frother) = guard_left_of_an_older_taunt();
    g.deal_damage(frother, 2).unwrap(); // Its own trigger answers: 3/2, at 2 of its 4 Health.
    g.clear_log();
    g.cast(card("Test Leveller"), Player::FIRST, None).unwrap();
    assert_eq!(
        events(&g),
        [
            Event::SpellCast { card: card("Test Leveller") },
            Event::StatsChanged { id: taunt, attack: 2, health: 1 },
            Event::StatsChanged { id: frother, attack: 3, health: 1 },
            Event::StatsChanged { id: guard, attack: 1, health: 1 },
        ]
    );
    for minion in [taunt, frother, guard] {
        assert_eq!((g.health(minion), g.max_health(minion)), (Ok(1), Ok(1)), "made whole at 1");
    }
    assert_eq!((g.health(g.hero(Player::FIRST)), g.health(g.hero(Player::SECOND))), (Ok(30), Ok(30)));
}

/// "Give your characters Taunt": the minions gain it in order of play; the hero, no minion,
/// is passed over, as a minion action aimed at a hero does nothing.
#[test]
fn a_group_give_passes_the_hero_over() {
    let mut g = game();
    let yeti = g.summon(card("Test Yeti"), Player::FIRST).unwrap();
    let guard = g.summon(card("Test Guard"), Player::FIRST).unwrap();
    g.summon(card("Test Guard"), Player::SECOND).unwrap();
    g.clear_log();
    g.cast(card("Test Rally"), Player::FIRST, None).unwrap();
    assert_eq!(
        events(&g),
        [
            Event::SpellCast { card: card("Test Rally") },
            Event::Gained { id: yeti, keyword: Keyword::Taunt },
            Event::Gained { id: guard, keyword: Keyword::Taunt },
        ]
    );
    assert_eq!(g.keywords(g.hero(Player::FIRST)), Ok(Keywords::default()));
}

/// A group that names a card object that does not exist is a bad effect: the
/// call is refused naming the card and the problem, and the game, log included, is exactly as
/// it was, even when a good Silence came first in the same spell.
#[test]
fn a_group_naming_what_does_not_exist_is_refused_and_changes_nothing() {
    let (mut g, ..) = guard_left_of_an_older_taunt();
    let before = g.clone();
    for (spell, problem) in [
        ("Test Stray Leveller", EffectProblem::UnknownId { id: Id::from_number(999) }),
        ("Test Stray Rally", EffectProblem::UnknownId { id: Id::from_number(997) }),
    ] {
        assert_eq!(
            g.cast(card(spell), Player::FIRST, None),
            Err(Error::BadEffect { card: spell.into(), problem })
        );
        assert_eq!(g, before, "{spell} changed nothing");
    }
}

/// A minion whose maximum Health an enchantment takes to 0 or less dies in the death step
/// that follows (Rule 4a: the Death Creation Step finds it mortally wounded), with nothing else
/// in the Sequence hit or destroyed: the one reader notes that someone may be dying.
#[test]
fn a_minion_a_debuff_takes_to_0_health_dies_in_the_death_step_after_it() {
    let mut g = game();
    let yeti = g.summon(card("Test Yeti"), Player::FIRST).unwrap();
    cast(&mut g, "Test Wither", yeti);
    assert_eq!(g.zone_of(yeti), Ok(Zone::Graveyard));
    assert!(events(&g).contains(&Event::Destroyed { id: yeti }));
}
