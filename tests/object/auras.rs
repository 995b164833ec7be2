//! Auras (the Advanced rulebook, Rule 4): what a minion gives others while it is in play, brought
//! up to date only at the two Aura Updates around each Death Creation Step, never in the middle
//! of a Phase.

use my_engine::engine::Player;
use my_engine::engine::{
    Abilities, Action, Actions, Aim, Aura, AuraStep, CardDef, CardKind, Count, Ctx, Event, Game, Id,
    Keywords, Library, Limits, Reach, Targets, Tribe, TriggerKind, TriggerOn,
};

/// "Your other minions have +1 Attack."
const RAID: Aura = Aura {
    reaches: Reach::OtherFriendlyMinions,
    attack: 1,
    health: 0,
    keywords: Keywords::NONE,
    attack_equals_health: false,
    updates_in: AuraStep::HealthAttack,
    for_each: None,
    healing_deals_damage: false,
    spells_doubled: false,
    turn_time_limit: None,
    only_while: None,
};

/// "Your other minions have Attack equal to their Health" (a test card: the pool's only such
/// aura reaches its own minion).
const EQUALIZE: Aura = Aura {
    reaches: Reach::OtherFriendlyMinions,
    attack: 0,
    health: 0,
    keywords: Keywords::NONE,
    attack_equals_health: true,
    updates_in: AuraStep::HealthAttack,
    for_each: None,
    healing_deals_damage: false,
    spells_doubled: false,
    turn_time_limit: None,
    only_while: None,
};

/// Whenever a friendly minion dies, deal damage equal to this minion's Attack to the enemy
/// hero: this minion's Attack in the Death Phase.
fn measure_self(c: &Ctx, out: &mut Actions) {
    let amount = c.attack(c.minion()).unwrap_or(0);
    out.push(Action::Damage { targets: Targets::One(c.enemy_hero()), amount });
}

/// After you summon a minion, deal damage equal to its Attack to the enemy hero: what the
/// summoned minion's Attack is in the After Summon Phase.
fn measure(c: &Ctx, out: &mut Actions) {
    let summoned = c.event_target().expect("a summon is about a minion");
    let amount = c.attack(summoned).unwrap_or(0);
    out.push(Action::Damage { targets: Targets::One(c.enemy_hero()), amount });
}

/// Battlecry: deal damage equal to the Attack of the friendly minion it is aimed at to the
/// enemy hero.
fn measure_target(c: &Ctx, out: &mut Actions) {
    let amount = c.target().and_then(|target| c.attack(target)).unwrap_or(0);
    out.push(Action::Damage { targets: Targets::One(c.enemy_hero()), amount });
}

/// Summon the first token.
fn summon_token(c: &Ctx, out: &mut Actions) {
    let place = my_engine::engine::Place::ForTheAbility;
    out.push(Action::Summon { card: c.token(0), player: c.owner(), place, count: Count::One });
}

fn library() -> &'static Library {
    let minion = |name: &str, attack, health, abilities| {
        CardDef::new(name, 1, CardKind::Minion { attack, health }, abilities)
    };
    let with_aura = |aura: Aura, abilities: Abilities| Abilities { auras: vec![aura], ..abilities };
    let mut beast = minion("Test Beast", 1, 1, Abilities::default());
    beast.tribe = Some(Tribe::Beast);
    let cards = vec![
        minion("Test Pawn", 1, 3, Abilities::default()),
        beast,
        minion("Test Leader", 2, 2, with_aura(RAID, Abilities::default())),
        minion("Test Measurer", 0, 5, Abilities::trigger(TriggerOn::AfterFriendlySummon, measure)),
        minion(
            "Test Herald",
            2,
            2,
            with_aura(RAID, Abilities::battlecry(measure_target).aimed_at(Aim::FRIENDLY_MINION)),
        ),
        minion("Test Equalizer", 1, 1, with_aura(EQUALIZE, Abilities::default())),
        minion("Test Mourner", 0, 5, Abilities::trigger(TriggerOn::FriendlyMinionDies, measure_self)),
        minion("Test Caller", 1, 1, Abilities::deathrattle(summon_token).summoning("Test Leader")),
        CardDef::new(
            "Test Hush",
            0,
            CardKind::Spell { targeted: true },
            Abilities::spell(|c, out| {
                out.push(Action::Silence { targets: Targets::One(c.target().unwrap()) })
            }),
        ),
    ];
    Box::leak(Box::new(Library::new(cards).unwrap()))
}

fn game(library: &'static Library) -> Game {
    Game::new(library, [Vec::new(), Vec::new()], Limits::default()).unwrap()
}

/// "Auras are not recalculated at any point in the middle of a Phase, including due to minions
/// entering/leaving play": a minion summoned beside an aura has its card's Attack in its After
/// Summon Phase, and the aura's once the call's Phase has ended.
#[test]
fn a_summoned_minion_gets_an_aura_only_once_the_phase_has_ended() {
    let library = library();
    let card = |name| library.find(name).unwrap();
    let mut g = game(library);
    g.summon(card("Test Leader"), Player::FIRST).unwrap();
    g.summon(card("Test Measurer"), Player::FIRST).unwrap();
    let enemy = g.hero(Player::SECOND);
    let before = g.health(enemy).unwrap();
    let pawn = g.summon(card("Test Pawn"), Player::FIRST).unwrap();
    assert_eq!(g.health(enemy), Ok(before - 1), "the Pawn's own 1 Attack in the After Summon Phase");
    assert_eq!(g.attack(pawn), Ok(2), "the aura's +1 after the Phase");
}

/// "When a minion is summoned ..., it does not start emitting its aura until the outermost Phase
/// ends": a Deathrattle that summons an aura minion gives nothing in the Death Phase it resolves
/// in; the next Aura Update starts it.
#[test]
fn a_summoned_aura_starts_at_the_next_aura_update() {
    let library = library();
    let card = |name| library.find(name).unwrap();
    let mut g = game(library);
    g.summon(card("Test Measurer"), Player::FIRST).unwrap();
    let pawn = g.summon(card("Test Pawn"), Player::FIRST).unwrap();
    let caller = g.summon(card("Test Caller"), Player::FIRST).unwrap();
    let enemy = g.hero(Player::SECOND);
    let before = g.health(enemy).unwrap();
    let from = g.log().len();
    g.deal_damage(caller, 1).unwrap();
    assert_eq!(g.health(enemy), Ok(before - 2), "the Leader's own 2 Attack: its aura is not on itself");
    assert_eq!(g.attack(pawn), Ok(2));
    let events: Vec<Event> = g.log()[from..].iter().map(|record| record.event).collect();
    let update = events.iter().position(|e| matches!(e, Event::AuraUpdate { step: AuraStep::HealthAttack }));
    let summoned = events.iter().position(|e| matches!(e, Event::Summoned { .. }));
    assert!(summoned < update, "the aura starts after the Death Phase summoned it: {events:?}");
}

/// Rule 4b: "Health from lost auras are not recalculated following the Death Creation Step,
/// but all other effects of Auras stop immediately": an Attack "equal to" Health from an aura
/// whose minion was just removed is gone in the Death Phase that follows (the Mourner's 0
/// Attack, not its 5 Health, is what it deals).
#[test]
fn an_attack_equal_to_health_from_a_lost_aura_stops_before_the_death_phase() {
    let library = library();
    let card = |name| library.find(name).unwrap();
    let mut g = game(library);
    let mourner = g.summon(card("Test Mourner"), Player::FIRST).unwrap();
    let equalizer = g.summon(card("Test Equalizer"), Player::FIRST).unwrap();
    assert_eq!(g.attack(mourner), Ok(5), "its Attack is its Health while the aura stands");
    let enemy = g.hero(Player::SECOND);
    let before = g.health(enemy).unwrap();
    let from = g.log().len();
    g.deal_damage(equalizer, 1).unwrap();
    assert_eq!(g.attack(mourner), Ok(0));
    let events: Vec<Event> = g.log()[from..].iter().map(|record| record.event).collect();
    assert!(events.contains(&Event::Triggered { source: mourner, trigger: TriggerKind::Died }), "{events:?}");
    assert_eq!(g.health(enemy), Ok(before), "the Mourner dealt its own 0 Attack: {events:?}");
}

/// The engine follows which minions in play have an aura through every removal: an aura that
/// reaches no one yet (a Leader with no other friendly minion) still starts on the next minion
/// summoned after older minions left play, whichever of them left and in whatever order.
#[test]
fn an_aura_that_reaches_no_one_yet_starts_on_a_minion_summoned_after_removals() {
    let library = library();
    let card = |name| library.find(name).unwrap();
    let summoned_after = |enemies: usize, removed: &[usize]| {
        let mut g = game(library);
        let pawns: Vec<Id> =
            (0..enemies).map(|_| g.summon(card("Test Pawn"), Player::SECOND).unwrap()).collect();
        g.summon(card("Test Leader"), Player::FIRST).unwrap();
        removed.iter().for_each(|&at| g.destroy(pawns[at]).unwrap());
        let pawn = g.summon(card("Test Pawn"), Player::FIRST).unwrap();
        g.attack(pawn)
    };
    assert_eq!(summoned_after(1, &[0]), Ok(2), "the one older minion removed");
    assert_eq!(summoned_after(2, &[1, 0]), Ok(2), "the younger of two, then the older");
}

/// "When a minion is played, its Aura is sent for the first time before the Battlecry Phase":
/// the Battlecry reads the Attack the aura gives.
#[test]
fn a_played_minions_aura_is_in_force_in_its_battlecry_phase() {
    let library = library();
    let card = |name| library.find(name).unwrap();
    let mut g = game(library);
    g.begin().unwrap();
    let pawn = g.summon(card("Test Pawn"), Player::FIRST).unwrap();
    let herald = g.add_to_hand(card("Test Herald"), Player::FIRST).unwrap();
    let enemy = g.hero(Player::SECOND);
    let before = g.health(enemy).unwrap();
    g.play(herald, 1, Some(pawn)).unwrap();
    assert_eq!(g.health(enemy), Ok(before - 2), "the Pawn's 1 Attack and the Herald's +1");
}

/// Silence takes an aura away at the next Aura Update, which ends the call's Sequence.
#[test]
fn a_silenced_minions_aura_stops_at_the_next_aura_update() {
    let library = library();
    let card = |name| library.find(name).unwrap();
    let mut g = game(library);
    let leader = g.summon(card("Test Leader"), Player::FIRST).unwrap();
    let pawn = g.summon(card("Test Pawn"), Player::FIRST).unwrap();
    assert_eq!(g.attack(pawn), Ok(2));
    let from = g.log().len();
    g.cast(card("Test Hush"), Player::SECOND, Some(leader)).unwrap();
    assert_eq!(g.attack(pawn), Ok(1));
    let events: Vec<Event> = g.log()[from..].iter().map(|record| record.event).collect();
    assert_eq!(
        events,
        [
            Event::SpellCast { card: card("Test Hush") },
            Event::Silenced { id: leader },
            Event::AuraUpdate { step: AuraStep::HealthAttack },
            Event::AuraStopped { source: leader },
            Event::StatsChanged { id: pawn, attack: 1, health: 3 },
        ]
    );
}

/// A copy of a game keeps what its auras give, and brings them up to date on its own.
#[test]
fn a_copy_keeps_what_the_auras_give() {
    let library = library();
    let card = |name| library.find(name).unwrap();
    let mut g = game(library);
    let pawn = g.summon(card("Test Pawn"), Player::FIRST).unwrap();
    g.summon(card("Test Leader"), Player::FIRST).unwrap();
    let mut copy = g.clone();
    let beast: Id = copy.summon(card("Test Beast"), Player::FIRST).unwrap();
    assert_eq!((copy.attack(pawn), copy.attack(beast)), (Ok(2), Ok(2)));
    assert_eq!(g.attack(pawn), Ok(2));
}

/// "Players only have 15 seconds to take their turns": an aura both players hold, each through
/// their hero, which the engine says (`Game::turn_time_limit`) while its minion is in play and
/// not Silenced, changed only at an Aura Update; the engine keeps no time.
#[test]
fn a_turn_time_limit_holds_for_both_players_while_its_minion_stands_unsilenced() {
    let library = my_engine::content::library();
    let (filler, limiter) = (library.find("Test Filler").unwrap(), library.find("Nozdormu").unwrap());
    let mut g = Game::new(library, [vec![filler; 3], vec![filler; 3]], Limits::default()).unwrap();
    let limits = |g: &Game| [g.turn_time_limit(Player::FIRST), g.turn_time_limit(Player::SECOND)];
    assert_eq!(limits(&g), [None, None]);
    let first = g.summon(limiter, Player::SECOND).unwrap();
    assert_eq!(limits(&g), [Some(15), Some(15)], "the enemy's minion limits your turns too");
    g.silence(first).unwrap();
    assert_eq!(limits(&g), [None, None], "Silenced: gone at the Aura Update");
    let second = g.summon(limiter, Player::FIRST).unwrap();
    assert_eq!(limits(&g), [Some(15), Some(15)]);
    g.deal_damage(second, 8).unwrap();
    assert_eq!(limits(&g), [None, None], "dead: gone at the Aura Update (Other), Rule 4b");
}

/// Two turn time limits in force at once: the shorter holds for each player (the engine says
/// the least of the limits a hero holds), and the longer again once the shorter's minion is
/// gone.
#[test]
fn of_two_turn_time_limits_the_shorter_holds() {
    let file = r#"[{ "name": "Test Slow Clock", "cost": 0, "type": "minion", "attack": 0, "health": 1,
        "text": "Players only have 30 seconds to take their turns.",
        "auras": [{ "reaches": "both_heroes", "turn_time_limit": 30 }] }]"#;
    let source = my_engine::content::read_card_file("slow_clock.json", file).unwrap();
    let library = my_engine::content::library_with(&[source]).unwrap();
    let card = |name| library.find(name).unwrap();
    let filler = card("Test Filler");
    let mut g = Game::new(library, [vec![filler; 3], vec![filler; 3]], Limits::default()).unwrap();
    let limits = |g: &Game| [g.turn_time_limit(Player::FIRST), g.turn_time_limit(Player::SECOND)];
    g.summon(card("Test Slow Clock"), Player::FIRST).unwrap();
    assert_eq!(limits(&g), [Some(30), Some(30)]);
    let shorter = g.summon(card("Nozdormu"), Player::SECOND).unwrap();
    assert_eq!(limits(&g), [Some(15), Some(15)], "the shorter of 30 and 15");
    g.destroy(shorter).unwrap();
    assert_eq!(limits(&g), [Some(30), Some(30)]);
}

/// "Double the damage and healing of your spells": each Prophet Velen's aura doubles once, so
/// two of them double twice. A Fireball's 6 deals 24.
#[test]
fn two_velens_double_a_spells_damage_twice() {
    let cards = my_engine::content::library();
    let find = |name: &str| cards.find(name).unwrap();
    let mut g = Game::new(cards, [Vec::new(), Vec::new()], Limits::default()).unwrap();
    g.summon(find("Prophet Velen"), Player::FIRST).unwrap();
    g.summon(find("Prophet Velen"), Player::FIRST).unwrap();
    let enemy = g.hero(Player::SECOND);
    g.clear_log();
    g.cast(find("Fireball"), Player::FIRST, Some(enemy)).unwrap();
    let dealt: Vec<Event> =
        g.log().iter().map(|record| record.event).filter(|e| matches!(e, Event::Damaged { .. })).collect();
    assert_eq!(dealt, [Event::Damaged { target: enemy, amount: 24 }], "6 × 2 × 2");
    assert_eq!(g.health(enemy), Ok(6));
}

/// An aura that reaches both heroes ("Both heroes are Immune", a test card) logs what each
/// hero gains in order of play: player 0's hero, then player 1's, under one Aura Update.
#[test]
fn an_aura_reaching_both_heroes_logs_their_changes_in_order_of_play() {
    use my_engine::engine::Keyword;
    let file = r#"[{ "name": "Test Sanctuary", "cost": 1, "type": "minion", "attack": 1, "health": 1,
        "text": "Both heroes are Immune.", "auras": [{ "reaches": "both_heroes", "keywords": ["immune"] }] }]"#;
    let source = my_engine::content::read_card_file("sanctuary.json", file).unwrap();
    let cards = my_engine::content::library_with(&[source]).unwrap();
    for player in Player::BOTH {
        let mut g = game(cards);
        let sanctuary = g.summon(cards.find("Test Sanctuary").unwrap(), player).unwrap();
        let heroes = [g.hero(Player::FIRST), g.hero(Player::SECOND)];
        let events: Vec<Event> = g.log().iter().map(|record| record.event).collect();
        assert_eq!(
            events,
            [
                Event::Summoned { id: sanctuary },
                Event::AuraUpdate { step: AuraStep::HealthAttack },
                Event::AuraStarted { source: sanctuary },
                Event::Gained { id: heroes[0], keyword: Keyword::Immune },
                Event::Gained { id: heroes[1], keyword: Keyword::Immune },
            ],
            "its minion player {player}'s"
        );
    }
}

/// A minion removed from play while an aura reached it loses the aura with the Aura Update
/// after the Death Creation Step, and no change of its stats is logged: only card objects in
/// play have their stats read again (a player sees no minion in the graveyard change).
#[test]
fn a_minion_removed_while_an_aura_reached_it_logs_no_change_of_its_stats() {
    let library = library();
    let card = |name| library.find(name).unwrap();
    let mut g = game(library);
    g.summon(card("Test Leader"), Player::FIRST).unwrap();
    let pawn = g.summon(card("Test Pawn"), Player::FIRST).unwrap();
    assert_eq!(g.attack(pawn), Ok(2));
    g.clear_log();
    g.destroy(pawn).unwrap();
    let changed =
        g.log().iter().any(|record| matches!(record.event, Event::StatsChanged { id, .. } if id == pawn));
    assert!(!changed, "{:?}", g.log());
}
