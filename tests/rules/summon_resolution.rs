//! The Summon Resolution Step and conditional triggers. "Whenever a minion enters play (whether
//! due to being played or summoned), a 'Summon Event' is created, but not resolved. Instead,
//! during the Summon Resolution Step, in order of play, we resolve each Summon Event, Queuing
//! and Resolving triggers" (the Advanced rulebook's "Summon Resolution Step"), between the
//! outermost Phase's end and the Death Creation Step. Rule 10b: "Triggered effects with a
//! condition do not check their condition until the moment they queue or the moment they
//! trigger (or sometimes both)": a trigger's `"if_it"` is checked at both.

use std::sync::OnceLock;

use my_engine::content::{library_with, read_card_file};
use my_engine::engine::{CardId, Event, Game, Id, Library, Limits, Player, TriggerKind};

const CARDS: &str = r#"[
  { "name": "Test Scout Caller", "cost": 0, "type": "spell", "text": "Deal 2 damage to all minions. Summon a 1/1 Murloc Scout.",
    "spell": [{ "damage": { "targets": "all_minions", "amount": 2 } }, { "summon": { "card": "Murloc Scout", "player": "you" } }] },
  { "name": "Test Murloc Pair", "cost": 0, "type": "spell", "text": "Summon a Murloc Scout, then a Murloc Tidecaller.",
    "spell": [{ "summon": { "card": "Murloc Scout", "player": "you" } }, { "summon": { "card": "Murloc Tidecaller", "player": "you" } }] },
  { "name": "Test Beast Caller", "cost": 0, "type": "minion", "attack": 1, "health": 5, "text": "Whenever you summon a Beast, summon a 1/1 Murloc Scout.",
    "triggers": [{ "on": { "friendly_tribe_summoned": "beast" }, "actions": [{ "summon": { "card": "Murloc Scout", "player": "you" } }] }] },
  { "name": "Test Spirit Caller", "cost": 0, "type": "minion", "attack": 1, "health": 5, "text": "Whenever you summon a Beast, summon a Test Guardian Spirit.",
    "triggers": [{ "on": { "friendly_tribe_summoned": "beast" }, "actions": [{ "summon": { "card": "Test Guardian Spirit", "player": "you" } }] }] },
  { "name": "Test Guardian Spirit", "cost": 0, "type": "minion", "attack": 0, "health": 1, "text": "Your other minions have +1 Health.",
    "auras": [{ "reaches": "other_friendly_minions", "health": 1 }] },
  { "name": "Test Storm Call", "cost": 0, "type": "spell", "text": "Deal 1 damage to all minions. Summon a River Crocolisk.",
    "spell": [{ "damage": { "targets": "all_minions", "amount": 1 } }, { "summon": { "card": "River Crocolisk", "player": "you" } }] },
  { "name": "Test Mourner", "cost": 0, "type": "minion", "attack": 1, "health": 5, "text": "Whenever a friendly minion with Taunt dies, gain 1 Armor.",
    "triggers": [{ "on": "friendly_minion_dies", "if_it": { "with": "taunt" }, "actions": [{ "gain_armor": { "player": "you", "amount": 1 } }] }] }
]"#;

fn library() -> &'static Library {
    static LIBRARY: OnceLock<&'static Library> = OnceLock::new();
    LIBRARY.get_or_init(|| library_with(&[read_card_file("summon_resolution.json", CARDS).unwrap()]).unwrap())
}

fn card(name: &str) -> CardId {
    library().find(name).unwrap()
}

/// A begun game in player 0's first turn, both decks of Test Fillers; the log cleared.
fn begun() -> Game {
    let deck = vec![card("Test Filler"); 20];
    let mut g = Game::new(library(), [deck.clone(), deck], Limits::default()).unwrap();
    g.begin().unwrap();
    g.clear_log();
    g
}

fn events(g: &Game) -> Vec<Event> {
    g.log().iter().map(|record| record.event).collect()
}

/// Player 0's minion of the card `name`.
fn named(g: &Game, name: &str) -> Id {
    *g.board(Player::FIRST).iter().find(|&&id| g.name_of(id) == Ok(name)).expect("on the board")
}

fn triggered(source: Id, trigger: TriggerKind) -> Event {
    Event::Triggered { source, trigger }
}

/// The minion `name` put into player 0's hand, with the mana to play it.
fn in_hand(g: &mut Game, name: &str) -> Id {
    let id = g.add_to_hand(card(name), Player::FIRST).unwrap();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    g.clear_log();
    id
}

/// The Summon Event of a minion played from the hand resolves in the On Play Phase's death
/// step: after "whenever you play a card" and before the Battlecry. The Scout its Battlecry
/// summons waits for the Battlecry Phase to end.
#[test]
fn a_played_minions_summon_event_resolves_after_its_on_play_phase_and_before_its_battlecry() {
    let mut g = begun();
    let adventurer = g.summon(card("Questing Adventurer"), Player::FIRST).unwrap();
    let tidecaller = g.summon(card("Murloc Tidecaller"), Player::SECOND).unwrap();
    let tidehunter = in_hand(&mut g, "Murloc Tidehunter");

    g.play(tidehunter, 0, None).unwrap();

    let scout = named(&g, "Murloc Scout");
    assert_eq!(
        events(&g),
        [
            Event::Played { player: Player::FIRST, id: tidehunter },
            Event::Summoned { id: tidehunter },
            triggered(adventurer, TriggerKind::OnPlay),
            Event::StatsChanged { id: adventurer, attack: 3, health: 3 },
            triggered(tidecaller, TriggerKind::OnSummon),
            Event::StatsChanged { id: tidecaller, attack: 2, health: 2 },
            triggered(tidehunter, TriggerKind::Battlecry),
            Event::Summoned { id: scout },
            triggered(tidecaller, TriggerKind::OnSummon),
            Event::StatsChanged { id: tidecaller, attack: 3, health: 2 },
        ]
    );
}

/// Two Hyenas a Deathrattle summons: "after you summon a minion" answers each where it enters
/// play; "whenever you summon a Beast" answers both once the Death Phase has ended, in order
/// of play.
#[test]
fn the_summon_events_of_a_phase_resolve_once_it_ends_in_order_of_play() {
    let mut g = begun();
    let buzzard = g.summon(card("Starving Buzzard"), Player::FIRST).unwrap();
    let juggler = g.summon(card("Knife Juggler"), Player::FIRST).unwrap();
    let highmane = g.summon(card("Savannah Highmane"), Player::FIRST).unwrap();
    let hero1 = g.hero(Player::SECOND);
    let hand = g.hand(Player::FIRST).len();
    g.clear_log();

    g.destroy(highmane).unwrap();

    let [first, second] = g.board(Player::FIRST)[2..] else { panic!("two Hyenas") };
    let log = events(&g);
    let drawn: Vec<Id> = log
        .iter()
        .filter_map(|event| match *event {
            Event::Drew { id, .. } => Some(id),
            _ => None,
        })
        .collect();
    assert_eq!(
        log,
        [
            Event::Destroyed { id: highmane },
            Event::DeathPhase { round: 1 },
            triggered(highmane, TriggerKind::Deathrattle),
            Event::Summoned { id: first },
            triggered(juggler, TriggerKind::AfterSummon),
            Event::Damaged { target: hero1, amount: 1 },
            Event::Summoned { id: second },
            triggered(juggler, TriggerKind::AfterSummon),
            Event::Damaged { target: hero1, amount: 1 },
            triggered(buzzard, TriggerKind::OnSummon),
            Event::Drew { player: Player::FIRST, id: drawn[0] },
            triggered(buzzard, TriggerKind::OnSummon),
            Event::Drew { player: Player::FIRST, id: drawn[1] },
        ]
    );
    let causes: Vec<Option<u32>> = g
        .log()
        .iter()
        .filter(|r| matches!(r.event, Event::Triggered { trigger: TriggerKind::OnSummon, .. }))
        .map(|r| r.cause)
        .collect();
    assert_eq!(causes, [Some(3), Some(6)], "each answers its own Hyena's Summoned");
    assert_eq!(g.hand(Player::FIRST).len(), hand + 2);
}

/// The step comes before the Death Creation Step: a Tidecaller the spell mortally wounded is
/// still in play, grows, and only then dies.
#[test]
fn the_summon_resolution_step_comes_before_the_death_creation_step() {
    let mut g = begun();
    let tidecaller = g.summon(card("Murloc Tidecaller"), Player::SECOND).unwrap();
    g.clear_log();

    g.cast(card("Test Scout Caller"), Player::FIRST, None).unwrap();

    let scout = g.board(Player::FIRST)[0];
    assert_eq!(
        events(&g),
        [
            Event::SpellCast { card: card("Test Scout Caller") },
            Event::Damaged { target: tidecaller, amount: 2 },
            Event::Summoned { id: scout },
            triggered(tidecaller, TriggerKind::OnSummon),
            Event::StatsChanged { id: tidecaller, attack: 2, health: 0 },
            Event::Destroyed { id: tidecaller },
            Event::DeathPhase { round: 1 },
        ]
    );
}

/// Each Summon Event's Queue is filled when its turn comes: a Tidecaller summoned after the
/// Scout in the same Phase answers the Scout's Summon Event, never its own.
#[test]
fn a_summon_events_queue_is_filled_when_its_turn_in_the_step_comes() {
    let mut g = begun();

    g.cast(card("Test Murloc Pair"), Player::FIRST, None).unwrap();

    let [scout, tidecaller] = g.board(Player::FIRST)[..] else { panic!("a Scout and a Tidecaller") };
    assert_eq!(g.name_of(tidecaller), Ok("Murloc Tidecaller"));
    assert_eq!(g.attack(tidecaller), Ok(2), "the Scout's Summon Event only");
    let on_summon: Vec<Option<u32>> = g
        .log()
        .iter()
        .filter(|r| r.event == triggered(tidecaller, TriggerKind::OnSummon))
        .map(|r| r.cause)
        .collect();
    let scout_summoned = events(&g).iter().position(|&e| e == Event::Summoned { id: scout }).unwrap();
    assert_eq!(on_summon, [Some(scout_summoned as u32)]);
}

/// An ability the step resolves may summon: that minion's Summon Event resolves in the same
/// step, after those already waiting.
#[test]
fn a_summon_event_the_step_creates_resolves_in_it() {
    let mut g = begun();
    let caller = g.summon(card("Test Beast Caller"), Player::FIRST).unwrap();
    let tidecaller = g.summon(card("Murloc Tidecaller"), Player::FIRST).unwrap();
    g.clear_log();

    let crocolisk = g.summon(card("River Crocolisk"), Player::FIRST).unwrap();

    let scout = named(&g, "Murloc Scout");
    assert_eq!(
        events(&g),
        [
            Event::Summoned { id: crocolisk },
            triggered(caller, TriggerKind::OnSummon),
            Event::Summoned { id: scout },
            triggered(tidecaller, TriggerKind::OnSummon),
            Event::StatsChanged { id: tidecaller, attack: 2, health: 2 },
        ]
    );
}

/// The Summon Resolution Step is followed by an Aura Update (Health/Attack) of its own before
/// the Death Creation Step: an aura a minion the step summons brings saves a minion mortally
/// wounded in the Phase ("Aura Update (Health/Attack) Step, Summon Resolution Step, Aura
/// Update (Health/Attack) Step, Death Creation Step").
#[test]
fn an_aura_summoned_in_the_step_applies_before_the_death_creation_step() {
    let mut g = begun();
    g.summon(card("Test Spirit Caller"), Player::FIRST).unwrap();
    let wisp = g.summon(card("Wisp"), Player::FIRST).unwrap();
    g.clear_log();

    g.cast(card("Test Storm Call"), Player::FIRST, None).unwrap();

    assert_eq!(g.health(wisp), Ok(1), "saved by the Spirit's +1 Health: {:?}", events(&g));
    assert!(!events(&g).contains(&Event::Destroyed { id: wisp }));
    assert!(g.board(Player::FIRST).iter().any(|&id| g.name_of(id) == Ok("Test Guardian Spirit")));
}

/// A conditional death trigger (`"if_it": {"with": "taunt"}`) joins the Death Phase's Queue
/// only for a minion that meets it: of two friendly minions dying, only the one with Taunt.
#[test]
fn a_conditional_death_trigger_answers_only_the_deaths_that_meet_its_condition() {
    let mut g = begun();
    let mourner = g.summon(card("Test Mourner"), Player::FIRST).unwrap();
    let footman = g.summon(card("Goldshire Footman"), Player::FIRST).unwrap();
    let wisp = g.summon(card("Wisp"), Player::FIRST).unwrap();
    g.clear_log();

    g.cast(card("Consecration"), Player::SECOND, None).unwrap();

    let answered: Vec<Option<u32>> = g
        .log()
        .iter()
        .filter(|r| r.event == triggered(mourner, TriggerKind::Died))
        .map(|r| r.cause)
        .collect();
    assert_eq!(answered.len(), 1, "the Taunt minion's death alone: {:?}", events(&g));
    assert_eq!(g.armor(Player::FIRST), 1);
    assert!(events(&g).contains(&Event::Destroyed { id: footman }));
    assert!(events(&g).contains(&Event::Destroyed { id: wisp }));
}
