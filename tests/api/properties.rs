//! Property tests: random programs of calls over the whole card library never leave the game
//! in a state the rules forbid, follow the course's rules in every log, and always give the
//! same log, also when the game goes on from its snapshot taken after any call.

use std::collections::HashMap;

use my_engine::content::{catalog_entries, library};
use my_engine::engine::Player;
use my_engine::engine::{
    AuraStep, CardDef, CardId, CardKind, DataAction, DataStep, Error, Event, Game, HandPositions, Id, Limits,
    Move, Record, Rules, Snapshot, Targets, TriggerKind, Zone,
};
use my_engine::scenario::LogEntry;
use proptest::prelude::*;

use crate::common::player;

/// One call a program makes. Indices pick among what exists when the call is made.
#[derive(Clone, Debug)]
enum Call {
    Summon { card: usize, player: Player },
    Damage { target: usize, amount: i32 },
    Cast { spell: usize, player: Player, target: Option<usize> },
    Destroy { target: usize },
    Draw { player: Player },
    Begin,
    EndTurn,
    Attack { attacker: usize, defender: usize },
    Play { card: usize, position: usize, target: Option<usize> },
    Mulligan { player: Player, put_back: Vec<usize> },
    AddToHand { card: usize, player: Player },
    GainManaCrystals { player: Player, amount: u8 },
    Silence { target: usize },
    SetHealth { target: usize, health: i32 },
    Discard { player: Player, card: Option<usize> },
    EmptyDeck { player: Player },
    Choose { card: usize },
    GiveHeroPower { card: usize, player: Player },
    UseHeroPower { target: Option<usize> },
}

/// The library's cards (enchantment cards too, which every call but an attachment refuses), the
/// cards a deck may hold (every one but an enchantment or Hero Power card), its spells alone, and
/// its Hero Powers with a card of each other kind (which `give_hero_power` refuses).
struct Cards {
    all: Vec<CardId>,
    for_decks: Vec<CardId>,
    spells: Vec<CardId>,
    for_heroes: Vec<CardId>,
}

impl Cards {
    fn new() -> Cards {
        let pick = |keep: fn(&CardDef) -> bool| {
            library().cards().filter(|(_, d)| keep(d)).map(|(id, _)| id).collect()
        };
        Cards {
            all: pick(|_| true),
            for_decks: pick(|def| {
                !matches!(
                    def.kind,
                    CardKind::Enchantment { .. } | CardKind::HeroPower { .. } | CardKind::Hero { .. }
                )
            }),
            spells: pick(|def| matches!(def.kind, CardKind::Spell { .. })),
            for_heroes: {
                let powers = library().cards().filter(|(_, d)| matches!(d.kind, CardKind::HeroPower { .. }));
                let others = ["Wisp", "Fireball", "Fiery War Axe"].map(|name| library().find(name).unwrap());
                powers.map(|(id, _)| id).chain(others).collect()
            },
        }
    }
}

fn call() -> impl Strategy<Value = Call> {
    prop_oneof![
        3 => (any::<usize>(), player()).prop_map(|(card, player)| Call::Summon { card, player }),
        3 => (any::<usize>(), 0..5i32).prop_map(|(target, amount)| Call::Damage { target, amount }),
        1 => (any::<usize>(), player(), proptest::option::of(any::<usize>()))
            .prop_map(|(spell, player, target)| Call::Cast { spell, player, target }),
        1 => any::<usize>().prop_map(|target| Call::Destroy { target }),
        1 => player().prop_map(|player| Call::Draw { player }),
        1 => Just(Call::Begin),
        2 => Just(Call::EndTurn),
        2 => (any::<usize>(), any::<usize>()).prop_map(|(attacker, defender)| Call::Attack { attacker, defender }),
        3 => (any::<usize>(), 0..9usize, proptest::option::of(any::<usize>()))
            .prop_map(|(card, position, target)| Call::Play { card, position, target }),
        3 => (player(), proptest::collection::btree_set(0..6usize, 0..4))
            .prop_map(|(player, put_back)| Call::Mulligan { player, put_back: put_back.into_iter().collect() }),
        1 => (any::<usize>(), player()).prop_map(|(card, player)| Call::AddToHand { card, player }),
        1 => (player(), 0..3u8).prop_map(|(player, amount)| Call::GainManaCrystals { player, amount }),
        1 => any::<usize>().prop_map(|target| Call::Silence { target }),
        1 => (any::<usize>(), -1..4i32).prop_map(|(target, health)| Call::SetHealth { target, health }),
        1 => (player(), proptest::option::of(any::<usize>())).prop_map(|(player, card)| Call::Discard { player, card }),
        1 => player().prop_map(|player| Call::EmptyDeck { player }),
        2 => any::<usize>().prop_map(|card| Call::Choose { card }),
        1 => (any::<usize>(), player()).prop_map(|(card, player)| Call::GiveHeroPower { card, player }),
        2 => proptest::option::of(any::<usize>()).prop_map(|target| Call::UseHeroPower { target }),
    ]
}

fn deck() -> impl Strategy<Value = Vec<usize>> {
    proptest::collection::vec(any::<usize>(), 0..8)
}

/// Every character in play: both heroes, then both boards.
fn in_play(g: &Game) -> Vec<Id> {
    let mut ids = vec![g.hero(Player::FIRST), g.hero(Player::SECOND)];
    for player in Player::BOTH {
        ids.extend_from_slice(g.board(player));
    }
    ids
}

/// Make one call; a refused call must leave the game exactly as it was.
fn make(g: &mut Game, cards: &Cards, call: &Call) {
    let (all, spells) = (&cards.all, &cards.spells);
    let targets = in_play(g);
    let minions_in_play = &targets[2..];
    let before = g.clone();
    let legal = g.legal_moves();
    let outcome = match *call {
        // Any card, minion or spell: summoning a spell must be refused.
        Call::Summon { card, player } => g.summon(all[card % all.len()], player).map(drop),
        Call::Damage { target, amount } => g.deal_damage(targets[target % targets.len()], amount),
        Call::Cast { spell, player, target } => {
            let target = target.map(|t| targets[t % targets.len()]);
            g.cast(spells[spell % spells.len()], player, target)
        }
        Call::Destroy { target } if !minions_in_play.is_empty() => {
            g.destroy(minions_in_play[target % minions_in_play.len()])
        }
        Call::Destroy { .. } => g.destroy(g.hero(Player::FIRST)),
        Call::Draw { player } => g.draw(player),
        Call::Begin => g.begin(),
        Call::EndTurn => {
            let outcome = g.end_turn();
            assert_eq!(legal.contains(&Move::EndTurn), made(&outcome), "end_turn: {outcome:?}");
            outcome
        }
        Call::Play { card, position, target } => {
            let hand = g.turn().map(|turn| g.hand(turn.player).to_vec()).unwrap_or_default();
            let card = hand.get(card % hand.len().max(1)).copied().unwrap_or(targets[0]);
            let target = target.map(|t| targets[t % targets.len()]);
            let outcome = g.play(card, position, target);
            let listed = legal.contains(&Move::PlaySpell { card, target })
                || legal.contains(&Move::PlayMinion { card, position, target })
                || legal.contains(&Move::PlayWeapon { card, target });
            assert_eq!(listed, made(&outcome), "a play is listed exactly when it is legal: {outcome:?}");
            outcome
        }
        Call::Mulligan { player, ref put_back } => {
            let put_back = HandPositions::of(put_back).expect("distinct positions below 6");
            let outcome = g.mulligan(player, put_back);
            let listed = legal.contains(&Move::Mulligan { player, put_back });
            assert_eq!(listed, made(&outcome), "a mulligan is listed exactly when it is legal: {outcome:?}");
            outcome
        }
        Call::AddToHand { card, player } => g.add_to_hand(all[card % all.len()], player).map(drop),
        Call::GainManaCrystals { player, amount } => g.gain_mana_crystals(player, amount),
        // Setup-only calls: any character, minion or hero, in or out of play.
        Call::Silence { target } => g.silence(targets[target % targets.len()]),
        Call::SetHealth { target, health } => g.set_health(targets[target % targets.len()], health),
        Call::Discard { player, card } => {
            let hand = g.hand(player).to_vec();
            let card = card.map(|at| hand.get(at % hand.len().max(1)).copied().unwrap_or(targets[0]));
            g.discard(player, card)
        }
        Call::EmptyDeck { player } => g.empty_deck(player),
        // A card offered if a choice waits (or the id past them), else any card object.
        Call::Choose { card } => {
            let offered = g.pending_choice().map(|choice| choice.offered().to_vec()).unwrap_or_default();
            let card = offered
                .get(card % (offered.len() + 1))
                .copied()
                .unwrap_or(Id::from_number((card % 40) as u32));
            let outcome = g.choose(card);
            let listed = legal.contains(&Move::Choose { card });
            assert_eq!(listed, made(&outcome), "a choice is listed exactly when it is legal: {outcome:?}");
            outcome
        }
        Call::GiveHeroPower { card, player } => {
            let for_heroes = &cards.for_heroes;
            g.give_hero_power(for_heroes[card % for_heroes.len()], player).map(drop)
        }
        Call::UseHeroPower { target } => {
            let target = target.map(|t| targets[t % targets.len()]);
            let outcome = g.use_hero_power(target);
            let listed = legal.contains(&Move::HeroPower { target });
            assert_eq!(
                listed,
                made(&outcome),
                "a Hero Power is listed exactly when it is legal: {outcome:?}"
            );
            outcome
        }
        Call::Attack { attacker, defender } => {
            let (attacker, defender) = (targets[attacker % targets.len()], targets[defender % targets.len()]);
            let outcome = g.attack_with(attacker, defender);
            let listed = legal.contains(&Move::Attack { attacker, defender });
            assert_eq!(listed, made(&outcome), "an attack is listed exactly when it is legal: {outcome:?}");
            outcome
        }
    };
    if outcome.is_err() {
        assert_eq!(*g, before, "{call:?} was refused with {outcome:?} and must change nothing");
    }
}

/// Whether a call was accepted as a move: it went through, or it was made and then stopped by
/// a limit or a bad card (a legal move can still run away).
fn made(outcome: &Result<(), Error>) -> bool {
    matches!(outcome, Ok(()) | Err(Error::Runaway { .. } | Error::BadEffect { .. }))
}

/// The rules' invariants, checked after every call. `log` is that call's log alone.
fn check_invariants(g: &Game, log: &[Event]) {
    let mut seen: HashMap<Id, Zone> = HashMap::new();
    for player in Player::BOTH {
        let board = g.board(player);
        assert!(board.len() <= 7, "a board holds at most seven minions");
        let weapon: Vec<Id> = g.weapon(player).into_iter().collect();
        let lists = [
            (board.to_vec(), Zone::Board),
            (g.hand(player).to_vec(), Zone::Hand),
            (weapon.clone(), Zone::Weapon),
            (g.hero_power(player).into_iter().collect(), Zone::HeroPower),
        ];
        for (list, zone) in lists.into_iter().chain([(g.deck(player), Zone::Deck)]) {
            for id in list {
                assert_eq!(g.zone_of(id).unwrap(), zone, "{id} is listed in the {zone:?}");
                assert_eq!(g.owner_of(id).unwrap(), player, "{id} is in its owner's zones");
                assert!(seen.insert(id, zone).is_none(), "{id} is listed twice");
            }
        }
        for &id in board {
            let dying = g.health(id).unwrap() <= 0 || g.is_pending_destroy(id).unwrap();
            assert!(!dying, "{id} is in play at {} Health after the death step", g.health(id).unwrap());
        }
        for id in weapon {
            // The Death Creation Step destroys a weapon with no Durability left (the wiki's Weapon page).
            let dying = g.durability(id).unwrap() <= 0 || g.is_pending_destroy(id).unwrap();
            assert!(
                !dying,
                "{id} is equipped at {} Durability after the death step",
                g.durability(id).unwrap()
            );
        }
    }
    let heroes = [g.hero(Player::FIRST), g.hero(Player::SECOND)];
    for number in 0..g.id_count() {
        let id = Id::from_number(number as u32);
        let zone = g.zone_of(id).unwrap();
        if heroes.contains(&id) {
            // Rule 4a: a hero at 0 or less Health dies in the Death Creation Step, and the game
            // is decided when the Sequence ends (Rule 9).
            // Or destroyed: "Destroy a Demon" reaches a hero that is one (a Lord Jaraxxus hero).
            let destroyed = g.is_pending_destroy(id).unwrap();
            let fallen =
                zone == Zone::Graveyard && g.outcome().is_some() && (g.health(id).unwrap() <= 0 || destroyed);
            assert!(zone == Zone::Board || fallen, "a hero stays in play until it falls and the game ends");
        } else if zone != Zone::Graveyard && zone != Zone::SetAside {
            // A minion transformed away is set aside: no zone lists it, as none lists the
            // graveyard.
            assert!(seen.contains_key(&id), "{id} in the {zone:?} is listed there");
        }
    }
    let mut rounds = Vec::new();
    for event in log {
        // A Phase after which the Sequence's next death step counts from 1 again.
        let next_step = match *event {
            Event::Triggered { trigger, .. } => {
                matches!(trigger, TriggerKind::AfterSpell | TriggerKind::TurnStart)
            }
            Event::TurnStarted { .. } | Event::TurnEnded { .. } => true,
            _ => false,
        };
        if next_step {
            rounds.push(0);
        }
        match *event {
            Event::Destroyed { id } => assert_eq!(g.zone_of(id).unwrap(), Zone::Graveyard),
            // In play, dead since, or returned to a hand since ("Return all minions to their
            // owner's hand" after a summon in the same call).
            Event::Summoned { id } => {
                assert!(matches!(
                    g.zone_of(id).unwrap(),
                    Zone::Board | Zone::Graveyard | Zone::SetAside | Zone::Hand
                ))
            }
            // A transformed minion stays set aside: nothing brings it back.
            Event::Transformed { id, .. } => assert_eq!(g.zone_of(id).unwrap(), Zone::SetAside),
            Event::DeathPhase { round } => rounds.push(round),
            _ => {}
        }
    }
    // Each death step counts its Death Phases 1, 2, 3...: a Death Phase is the first of a new
    // death step or the next of the last one (a call runs a death step after each outermost
    // Phase: a spell's text, a Battlecry, a turn's end, its start, its draw).
    let mut last = 0;
    for round in rounds {
        assert!(round <= 1 || round == last + 1, "Death Phase {round} after Death Phase {last}");
        last = round;
    }
}

/// The course's rules, read off one call's log and its causes: area damage before its
/// reactions, each Queue in order, depth-first nesting, `Destroyed` and Deathrattles in order
/// of play.
fn check_rules(g: &Game, log: &[Record]) {
    let played = |id: Id| g.order_of_play(id).unwrap().expect("every character in the log was in play");
    for (at, record) in log.iter().enumerate() {
        if let Some(cause) = record.cause {
            assert!((cause as usize) < at, "[{at}] follows from a later event [{cause}]");
        }
    }
    // Rule DH1: an action's Damage (or Healing) Events are consecutive, in order of play, and
    // every reaction to them comes after the last.
    // Combat under the real game's rules is the exception: the defender's Damage Event first.
    // A card whose one ability names several single-target actions in a row, or split damage
    // (Arcane Missiles' three random missiles), makes one event per action or missile: a run
    // of them is several actions.
    let runs = area_runs(log);
    for run in &runs {
        let cause = log[run.start].cause.map(|c| log[c as usize].event);
        if let (Some(Event::Attacked { defender, .. }), true) = (cause, g.rules().defender_first) {
            assert_eq!(area_target(&log[run.start]), defender, "the defender's Damage Event first");
            continue;
        }
        let card = match cause {
            Some(Event::SpellCast { card }) => g.library().card(card).name.as_str(),
            Some(Event::Triggered { source, .. }) => g.name_of(source).unwrap(),
            _ => "",
        };
        if single_target_runs().iter().any(|name| name == card) {
            continue;
        }
        let targets: Vec<u32> = run.clone().map(|at| played(area_target(&log[at]))).collect();
        if splash_cards().iter().any(|name| name == card) {
            // "Deal 4 damage to an enemy and 1 damage to all other enemies": the target's
            // Damage Event first, then the others' in reverse order of play.
            let others = &targets[1..];
            assert!(others.windows(2).all(|w| w[0] > w[1]), "splash {run:?} in reverse order of play");
            continue;
        }
        assert!(targets.windows(2).all(|w| w[0] < w[1]), "Damage or Healing Events {run:?} in order of play");
    }
    for (at, record) in log.iter().enumerate() {
        let Some(cause) = record.cause.map(|c| c as usize) else { continue };
        if let (Event::Triggered { .. }, Event::Damaged { .. } | Event::Healed { .. }) =
            (record.event, log[cause].event)
        {
            let run = runs.iter().find(|run| run.contains(&cause)).expect("the event is in a run");
            assert!(at >= run.end, "[{at}] answers an event before its area damage or healing ended");
        }
    }
    // Rule 2a: a Queue holds, for each event in order, each listener in order of play.
    for run in &runs {
        let queue: Vec<(usize, u32)> = log
            .iter()
            .filter_map(|r| match (r.event, r.cause) {
                (Event::Triggered { source, .. }, Some(c)) if run.contains(&(c as usize)) => {
                    Some((c as usize, played(source)))
                }
                _ => None,
            })
            .collect();
        assert!(queue.windows(2).all(|w| w[0] <= w[1]), "the Queue for {run:?} resolved as {queue:?}");
    }
    // Depth-first: everything a trigger or spell causes comes right after it, before anything
    // else; only a death step (whose events have no cause but the step, or a Summon Event of
    // its Summon Resolution Step) may come between a spell's text and its After Spell Phase.
    // A Summon Event's abilities answer in the Summon Resolution Step, once the outermost
    // Phase has ended: they belong to that step, not to the block of what summoned.
    for (at, record) in log.iter().enumerate() {
        if !matches!(record.event, Event::Triggered { .. } | Event::SpellCast { .. }) {
            continue;
        }
        let in_block =
            |later: usize| descends_from(log, later, at) && !through_a_summon_event(log, later, at);
        let Some(last) = (at + 1..log.len()).rev().find(|&later| in_block(later)) else {
            continue;
        };
        for between in at + 1..last {
            let death_step = matches!(record.event, Event::SpellCast { .. })
                && (from_the_death_step(log, between) || through_a_summon_event(log, between, at));
            assert!(
                in_block(between) || death_step,
                "what [{at}] causes is not one block right after it: [{between}] is in the way"
            );
        }
    }
    // The death step: each Death Creation Step's `Destroyed` in order of play, then a Death
    // Phase whose Deathrattles resolve in order of play.
    let mut at = 0;
    while at < log.len() {
        let step: Vec<u32> = log[at..]
            .iter()
            .map_while(|r| match r.event {
                Event::Destroyed { id } => Some(played(id)),
                _ => None,
            })
            .collect();
        if step.is_empty() {
            at += 1;
            continue;
        }
        assert!(step.windows(2).all(|w| w[0] < w[1]), "Destroyed in order of play: {step:?}");
        // The Aura Update (Other) may come between, with what it changed (Rule 4a).
        let mut phase = at + step.len();
        if matches!(log[phase].event, Event::AuraUpdate { step: AuraStep::Other }) {
            let update = phase;
            phase += 1;
            while phase < log.len() && log[phase].cause == Some(update as u32) {
                phase += 1;
            }
        }
        assert!(matches!(log[phase].event, Event::DeathPhase { .. }), "a Death Phase follows the step");
        let deathrattles: Vec<u32> = log
            .iter()
            .filter_map(|r| match (r.event, r.cause) {
                (Event::Triggered { source, trigger: TriggerKind::Deathrattle }, Some(c))
                    if c as usize == phase =>
                {
                    Some(played(source))
                }
                _ => None,
            })
            .collect();
        // A minion's own Deathrattle and those enchantments added to it share their source.
        assert!(deathrattles.windows(2).all(|w| w[0] <= w[1]), "Deathrattles in order of play");
        at = phase + 1;
    }
}

/// The runs of consecutive `Damaged` (or `Healed`) events that share a cause: one damage (or
/// healing) action each.
/// The cards one of whose abilities names two Damage or two Healing actions in a row, each at
/// one character: each makes at most one event, so consecutive events of theirs are separate
/// actions, not one area action's.
fn single_target_runs() -> &'static [String] {
    static CARDS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    CARDS.get_or_init(|| {
        let single = |action: &DataAction| match action {
            DataAction::Damage { targets, .. } | DataAction::Heal { targets, .. } => matches!(
                targets,
                Targets::One(_) | Targets::RandomCharacterOf(_) | Targets::RandomMinionOf(_)
            ),
            _ => false,
        };
        let in_a_row = |steps: &[DataStep<DataAction>]| {
            // Every action, those inside a condition or a repeat too, in the order written.
            let actions: Vec<&DataAction> = steps.iter().flat_map(|step| step.actions()).collect();
            // A single-target action then another damage or healing action (Cone of Cold's
            // target, then the minions next to it; Holy Fire's damage, then its healing, which
            // healing turned into damage makes a second Damage Event): their events run
            // together. Split damage is one missile after another, each its own Damage Event.
            // Damage then healing, both at areas (Holy Nova: all enemies, then all friendly
            // characters): with the healing turned into damage (Auchenai Soulpriest) both make
            // Damage Events under the one cast, two areas one after the other.
            let damage_then_healing = |pair: &[&DataAction]| {
                matches!(pair[0], DataAction::Damage { .. }) && matches!(pair[1], DataAction::Heal { .. })
            };
            actions.iter().any(|action| matches!(action, DataAction::SplitDamage { .. }))
                || actions.windows(2).any(|pair| {
                    single(pair[0]) && matches!(pair[1], DataAction::Damage { .. } | DataAction::Heal { .. })
                        || damage_then_healing(pair)
                })
        };
        catalog_entries()
            .into_iter()
            .filter(|card| {
                [&card.spell, &card.battlecry, &card.deathrattle].into_iter().any(|list| in_a_row(list))
                    || card.triggers.iter().any(|trigger| in_a_row(&trigger.actions))
            })
            .map(|card| card.name)
            .collect()
    })
}

/// The cards one of whose abilities deals damage to a character and splash damage to the
/// others of its side (`damage_and_splash`): their Damage Events are the character's, then
/// the others' in reverse order of play.
fn splash_cards() -> &'static [String] {
    static CARDS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    CARDS.get_or_init(|| {
        let splash = |steps: &[DataStep<DataAction>]| {
            steps
                .iter()
                .flat_map(|step| step.actions())
                .any(|action| matches!(action, DataAction::DamageAndSplash { .. }))
        };
        catalog_entries()
            .into_iter()
            .filter(|card| {
                [&card.spell, &card.battlecry, &card.deathrattle].into_iter().any(|list| splash(list))
                    || card.triggers.iter().any(|trigger| splash(&trigger.actions))
            })
            .map(|card| card.name)
            .collect()
    })
}

fn area_runs(log: &[Record]) -> Vec<std::ops::Range<usize>> {
    let mut runs: Vec<std::ops::Range<usize>> = Vec::new();
    let kind = |event: &Event| std::mem::discriminant(event);
    for (at, record) in log.iter().enumerate() {
        if !matches!(record.event, Event::Damaged { .. } | Event::Healed { .. }) {
            continue;
        }
        match runs.last_mut() {
            Some(run)
                if run.end == at
                    && log[run.start].cause == record.cause
                    && kind(&log[run.start].event) == kind(&record.event) =>
            {
                run.end += 1
            }
            _ => runs.push(at..at + 1),
        }
    }
    runs
}

fn area_target(record: &Record) -> Id {
    match record.event {
        Event::Damaged { target, .. } | Event::Healed { target, .. } => target,
        other => panic!("not a Damage or Healing Event: {other:?}"),
    }
}

/// Whether the event at `at` comes from a death step: its first cause is a `Destroyed`, a
/// `DeathPhase` or an `AuraUpdate`, which have no cause.
fn from_the_death_step(log: &[Record], at: usize) -> bool {
    let mut root = at;
    while let Some(cause) = log[root].cause {
        root = cause as usize;
    }
    // Rule 4a: the death step runs an Aura Update on each side of its Death Creation Step.
    matches!(log[root].event, Event::Destroyed { .. } | Event::DeathPhase { .. } | Event::AuraUpdate { .. })
}

/// Whether the event at `later` is, or follows from, an ability answering a Summon Event (in the
/// Summon Resolution Step) that came after the event at `ancestor`.
fn through_a_summon_event(log: &[Record], later: usize, ancestor: usize) -> bool {
    let mut at = later;
    while at != ancestor {
        if let Event::Triggered { trigger: TriggerKind::OnSummon, .. } = log[at].event {
            return true;
        }
        let Some(cause) = log[at].cause else { return false };
        at = cause as usize;
    }
    false
}

/// Whether the event at `later` follows, through its causes, from the event at `ancestor`.
fn descends_from(log: &[Record], later: usize, ancestor: usize) -> bool {
    let mut at = later;
    while let Some(cause) = log[at].cause.map(|c| c as usize) {
        if cause == ancestor {
            return true;
        }
        at = cause;
    }
    false
}

/// Run a program from a fresh game, checking after every call; returns the whole log. After
/// the call at `reload_at`, if one, the game goes on as the game loaded from its snapshot's
/// JSON, which must be that game.
fn run(
    cards: &Cards,
    decks: &[Vec<usize>; 2],
    real: bool,
    calls: &[Call],
    reload_at: Option<usize>,
) -> Vec<LogEntry> {
    let for_decks = &cards.for_decks;
    let decks = [0, 1].map(|p| decks[p].iter().map(|&i| for_decks[i % for_decks.len()]).collect());
    let rules = if real { Rules::hearthstone() } else { Rules::course() };
    let mut g = Game::new(library(), decks, Limits::default()).unwrap().with_rules(rules);
    let mut whole_log = Vec::new();
    for (at, call) in calls.iter().enumerate() {
        make(&mut g, cards, call);
        check_rules(&g, g.log());
        let log: Vec<Event> = g.log().iter().map(|record| record.event).collect();
        check_invariants(&g, &log);
        whole_log.extend(LogEntry::log_of(&g));
        g.clear_log();
        if reload_at == Some(at) {
            let json = g.snapshot().unwrap().to_json();
            let loaded =
                Snapshot::from_json(&json).and_then(|snapshot| Game::from_snapshot(library(), &snapshot));
            let loaded = loaded.unwrap_or_else(|err| panic!("a reachable game refused: {err}\n{json}"));
            assert!(loaded == g, "the game loaded from its snapshot is the game");
            g = loaded;
        }
    }
    whole_log
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|cases| cases.parse().ok()).unwrap_or(10_000)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn random_programs_keep_every_invariant_and_repeat_exactly(
        decks in [deck(), deck()],
        real in any::<bool>(),
        calls in proptest::collection::vec(call(), 1..24),
        reload_at in any::<usize>(),
    ) {
        let cards = Cards::new();
        let first = run(&cards, &decks, real, &calls, None);
        let second = run(&cards, &decks, real, &calls, None);
        prop_assert_eq!(&first, &second, "the same program gives the same log");
        let reloaded = run(&cards, &decks, real, &calls, Some(reload_at % calls.len()));
        prop_assert_eq!(&reloaded, &first, "a game loaded from its snapshot mid-program plays on as the game");
        let json = serde_json::to_string(&first).unwrap();
        let back: Vec<LogEntry> = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, first, "the log round-trips through JSON");
    }
}
