//! Hero Powers (the wiki's Hero Power page): a hero's power is used once a turn for its cost,
//! flips back up as its player's turn starts, cannot be used without its cost, a free place
//! for one that summons or a target for one that is aimed; it is no spell and no card played.
//! Bad calls are refused with the rule they break, changing nothing.

use my_engine::content::library;
use my_engine::engine::{Error, Event, Game, Id, Limits, Move, Player, Snapshot, Zone};
use my_engine::search::actions;

use crate::common::{card, events, summon};

/// A begun game, player 0 to move with 10 Mana Crystals, each deck 20 Test Fillers, player 0's
/// hero holding the Hero Power `power`.
fn game_with(power: &str) -> (Game, Id) {
    let deck = vec![card("Test Filler"); 20];
    let mut g = Game::new(library(), [deck.clone(), deck], Limits::default()).unwrap();
    g.begin().unwrap();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    let power = g.give_hero_power(card(power), Player::FIRST).unwrap();
    (g, power)
}

fn hero_power_moves(g: &Game) -> Vec<Move> {
    g.legal_moves().into_iter().filter(|mv| matches!(mv, Move::HeroPower { .. })).collect()
}

#[test]
fn a_game_begins_with_no_hero_power_and_a_call_gives_one() {
    let deck = vec![card("Test Filler"); 20];
    let mut g = Game::new(library(), [deck.clone(), deck], Limits::default()).unwrap();
    g.begin().unwrap();
    assert_eq!((g.hero_power(Player::FIRST), g.hero_power(Player::SECOND)), (None, None));
    assert!(hero_power_moves(&g).is_empty());
    assert_eq!(g.use_hero_power(None), Err(Error::NoHeroPower { player: Player::FIRST }));
    g.clear_log();
    let power = g.give_hero_power(card("Armor Up!"), Player::FIRST).unwrap();
    assert_eq!(g.hero_power(Player::FIRST), Some(power));
    assert_eq!(
        (g.zone_of(power), g.name_of(power), g.cost(power)),
        (Ok(Zone::HeroPower), Ok("Armor Up!"), Ok(2))
    );
    assert_eq!(events(&g), vec![Event::HeroPowerGiven { player: Player::FIRST, id: power }]);
}

#[test]
fn a_hero_power_is_used_once_a_turn_for_its_cost_and_flips_up_as_its_turn_starts() {
    let (mut g, power) = game_with("Armor Up!");
    assert_eq!(hero_power_moves(&g), vec![Move::HeroPower { target: None }]);
    g.clear_log();
    g.use_hero_power(None).unwrap();
    assert_eq!(
        events(&g),
        vec![
            Event::HeroPowerUsed { player: Player::FIRST, id: power, target: None },
            Event::ArmorGained { player: Player::FIRST, amount: 2 },
        ]
    );
    assert_eq!((g.armor(Player::FIRST), g.mana(Player::FIRST).available()), (2, 8));
    assert!(g.hero_power_used(Player::FIRST));
    assert!(hero_power_moves(&g).is_empty(), "used: not listed again this turn");
    let before = g.clone();
    assert_eq!(g.use_hero_power(None), Err(Error::HeroPowerUsed { card: "Armor Up!".into() }));
    assert_eq!(g, before, "a refused use changes nothing");
    g.end_turn().unwrap();
    assert!(g.hero_power_used(Player::FIRST), "it flips up at the start of its own player's turn only");
    g.end_turn().unwrap();
    assert!(!g.hero_power_used(Player::FIRST));
    assert_eq!(hero_power_moves(&g), vec![Move::HeroPower { target: None }]);
}

#[test]
fn a_hero_power_that_costs_more_than_the_mana_left_cannot_be_used() {
    let deck = vec![card("Test Filler"); 20];
    let mut g = Game::new(library(), [deck.clone(), deck], Limits::default()).unwrap();
    g.begin().unwrap(); // The first turn: 1 Mana Crystal.
    let power = g.give_hero_power(card("Armor Up!"), Player::FIRST).unwrap();
    assert!(hero_power_moves(&g).is_empty());
    assert_eq!(g.use_hero_power(None), Err(Error::NotEnoughMana { id: power, cost: 2, available: 1 }));
}

#[test]
fn an_aimed_hero_power_is_listed_at_each_character_it_may_pick_and_needs_a_target() {
    let (mut g, power) = game_with("Fireblast");
    let faerie = summon(&mut g, "Test Faerie", Player::SECOND);
    let yeti = summon(&mut g, "Chillwind Yeti", Player::SECOND);
    let (me, enemy) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
    assert_eq!(
        hero_power_moves(&g),
        [me, enemy, yeti].map(|target| Move::HeroPower { target: Some(target) }),
        "heroes first, then minions in order of play; not the minion that can't be targeted by Hero Powers"
    );
    let before = g.clone();
    assert_eq!(g.use_hero_power(None), Err(Error::HeroPowerNeedsTarget { card: "Fireblast".into() }));
    assert_eq!(g.use_hero_power(Some(faerie)), Err(Error::Elusive { id: faerie }));
    assert_eq!(g, before);
    let action = actions::action_of(&g, Move::HeroPower { target: Some(yeti) }).expect("a number");
    assert_eq!(actions::move_of(&g, action), Ok(Move::HeroPower { target: Some(yeti) }));
    assert_eq!(
        actions::action_to_string(&g, action),
        format!("use the Hero Power Fireblast #{} at Chillwind Yeti #{}", power.number(), yeti.number())
    );
    actions::apply_action(&mut g, action).unwrap();
    assert_eq!(g.health(yeti), Ok(4));
}

#[test]
fn a_hero_power_that_names_no_target_takes_none() {
    let (mut g, _) = game_with("Armor Up!");
    let enemy = g.hero(Player::SECOND);
    assert_eq!(
        g.use_hero_power(Some(enemy)),
        Err(Error::HeroPowerTakesNoTarget { card: "Armor Up!".into(), target: enemy })
    );
}

#[test]
fn a_hero_power_is_no_spell_and_no_card_played_and_spell_damage_does_not_add_to_it() {
    let (mut g, _) = game_with("Fireblast");
    let wyrm = summon(&mut g, "Mana Wyrm", Player::FIRST);
    let adventurer = summon(&mut g, "Questing Adventurer", Player::FIRST);
    summon(&mut g, "Kobold Geomancer", Player::FIRST);
    let enemy = g.hero(Player::SECOND);
    g.use_hero_power(Some(enemy)).unwrap();
    assert_eq!(g.health(enemy), Ok(29), "1 damage: Spell Damage +1 adds nothing to a Hero Power");
    assert_eq!((g.attack(wyrm), g.attack(adventurer)), (Ok(1), Ok(2)), "no spell cast, no card played");
    assert_eq!(g.cards_played_this_turn(Player::FIRST), 0);
}

#[test]
fn a_doubling_of_spells_and_hero_power_doubles_it_and_healing_turned_to_damage_turns_it() {
    let (mut g, _) = game_with("Fireblast");
    summon(&mut g, "Prophet Velen", Player::FIRST);
    let enemy = g.hero(Player::SECOND);
    g.use_hero_power(Some(enemy)).unwrap();
    assert_eq!(g.health(enemy), Ok(28), "\"Double the damage and healing of your spells and Hero Power\"");

    let (mut g, _) = game_with("Lesser Heal");
    summon(&mut g, "Auchenai Soulpriest", Player::FIRST);
    let enemy = g.hero(Player::SECOND);
    g.use_hero_power(Some(enemy)).unwrap();
    assert_eq!(g.health(enemy), Ok(28), "\"Your cards and powers that restore Health now deal damage\"");
}

#[test]
fn a_hero_power_that_summons_needs_a_free_place_and_its_minion_is_summoned_not_played() {
    let (mut g, power) = game_with("INFERNO!");
    let juggler = summon(&mut g, "Knife Juggler", Player::FIRST);
    for _ in 0..5 {
        summon(&mut g, "Test Filler", Player::FIRST);
    }
    g.clear_log();
    g.use_hero_power(None).unwrap();
    let infernal = *g.board(Player::FIRST).last().unwrap();
    assert_eq!((g.name_of(infernal), g.board(Player::FIRST).len()), (Ok("Infernal"), 7));
    let log = events(&g);
    assert_eq!(
        log[..2],
        [
            Event::HeroPowerUsed { player: Player::FIRST, id: power, target: None },
            Event::Summoned { id: infernal },
        ]
    );
    assert!(
        log.iter().any(|event| matches!(event, Event::Triggered { source, .. } if *source == juggler)),
        "\"After you summon a minion\" answers a minion a Hero Power summoned: {log:?}"
    );
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    assert!(hero_power_moves(&g).is_empty(), "a full board");
    assert_eq!(g.use_hero_power(None), Err(Error::TooFewBoardSlots { card: "INFERNO!".into(), needed: 1 }));
}

#[test]
fn life_tap_draws_then_deals_2_damage_to_its_hero() {
    let (mut g, power) = game_with("Life Tap");
    let me = g.hero(Player::FIRST);
    let top = g.deck(Player::FIRST)[0];
    g.clear_log();
    g.use_hero_power(None).unwrap();
    assert_eq!(
        events(&g),
        vec![
            Event::HeroPowerUsed { player: Player::FIRST, id: power, target: None },
            Event::Drew { player: Player::FIRST, id: top },
            Event::Damaged { target: me, amount: 2 },
        ]
    );
}

#[test]
fn a_new_hero_power_replaces_the_old_and_comes_up_unused() {
    let (mut g, old) = game_with("Armor Up!");
    g.use_hero_power(None).unwrap();
    let new = g.give_hero_power(card("Steady Shot"), Player::FIRST).unwrap();
    assert_eq!((g.hero_power(Player::FIRST), g.zone_of(old)), (Some(new), Ok(Zone::Graveyard)));
    assert!(!g.hero_power_used(Player::FIRST), "\"flips back up ... when replaced with a new one\"");
    g.use_hero_power(None).unwrap();
    assert_eq!(g.health(g.hero(Player::SECOND)), Ok(28));
}

#[test]
fn a_hero_power_card_is_held_by_a_hero_only() {
    let (mut g, _) = game_with("Armor Up!");
    let before = g.clone();
    let refused = Error::HeroPowerCard { card: "Fireblast".into() };
    assert_eq!(g.summon(card("Fireblast"), Player::FIRST), Err(refused.clone()));
    assert_eq!(g.cast(card("Fireblast"), Player::FIRST, None), Err(refused.clone()));
    assert_eq!(g.shuffle_into_deck(card("Fireblast"), Player::FIRST), Err(refused.clone()));
    assert_eq!(g.add_to_hand(card("Fireblast"), Player::FIRST), Err(refused.clone()));
    assert_eq!(
        g.give_hero_power(card("Fireball"), Player::FIRST),
        Err(Error::NotAHeroPowerCard { card: "Fireball".into() })
    );
    assert_eq!(g, before);
    let deck = vec![card("Fireblast"); 20];
    assert_eq!(Game::new(library(), [deck.clone(), deck], Limits::default()).err(), Some(refused));
}

#[test]
fn a_snapshot_keeps_each_hero_power_and_whether_it_was_used() {
    let (mut g, power) = game_with("Armor Up!");
    g.use_hero_power(None).unwrap();
    let json = g.snapshot().unwrap().to_json();
    assert!(json.contains("\"hero_power\"") && json.contains("\"used_this_turn\": true"), "{json}");
    let loaded = Game::from_snapshot(library(), &Snapshot::from_json(&json).unwrap()).unwrap();
    assert_eq!(
        (loaded.hero_power(Player::FIRST), loaded.hero_power_used(Player::FIRST)),
        (Some(power), true)
    );
    assert_eq!(loaded.hero_power(Player::SECOND), None);
    assert_eq!(loaded.snapshot().unwrap().to_json(), json);
}

#[test]
fn a_snapshot_naming_a_card_that_is_no_hero_power_as_one_is_refused() {
    let (g, power) = game_with("Armor Up!");
    let mut snapshot = g.snapshot().unwrap();
    let filler = g.deck(Player::FIRST)[0];
    snapshot.players[0].hero_power = Some(filler);
    let problem = Game::from_snapshot(library(), &snapshot).unwrap_err().to_string();
    assert!(problem.contains(&filler.to_string()), "{problem}");
    let mut snapshot = g.snapshot().unwrap();
    snapshot.card_objects[power.number() as usize].card = Some("Wisp".into());
    let problem = Game::from_snapshot(library(), &snapshot).unwrap_err().to_string();
    let named = format!("{power} (\"Wisp\") is player 0's \"hero_power\" and is not a Hero Power card");
    assert!(problem.contains(&named), "{problem}");
    let mut snapshot = g.snapshot().unwrap();
    snapshot.players[0].hero_power = None;
    let problem = Game::from_snapshot(library(), &snapshot).unwrap_err().to_string();
    assert!(problem.contains(&power.to_string()) && problem.contains("hero_power"), "{problem}");
}

#[test]
fn a_hero_power_has_no_after_spell_phase_and_no_spell_cost_change() {
    let (mut g, power) = game_with("Armor Up!");
    let pyromancer = summon(&mut g, "Wild Pyromancer", Player::FIRST);
    summon(&mut g, "Sorcerer's Apprentice", Player::FIRST);
    assert_eq!(g.cost(power), Ok(2), "\"Your spells cost (1) less\" does not reach a Hero Power");
    g.use_hero_power(None).unwrap();
    assert_eq!(g.health(pyromancer), Ok(2), "\"After you cast a spell\" does not answer a Hero Power");
    assert_eq!(g.mana(Player::FIRST).available(), 8, "2 spent");
}

#[test]
fn an_aimed_hero_power_never_picks_an_enemy_in_stealth_but_may_pick_its_own() {
    let (mut g, _) = game_with("Fireblast");
    let enemy = summon(&mut g, "Worgen Infiltrator", Player::SECOND);
    let own = summon(&mut g, "Worgen Infiltrator", Player::FIRST);
    let targets: Vec<Option<Id>> = hero_power_moves(&g)
        .into_iter()
        .map(|mv| match mv {
            Move::HeroPower { target } => target,
            other => panic!("{other:?}"),
        })
        .collect();
    assert!(targets.contains(&Some(own)) && !targets.contains(&Some(enemy)), "{targets:?}");
    let before = g.clone();
    assert_eq!(g.use_hero_power(Some(enemy)), Err(Error::Stealthed { id: enemy }));
    assert_eq!(g, before);
    g.use_hero_power(Some(own)).unwrap();
}

#[test]
fn a_snapshot_naming_an_unknown_id_as_a_hero_power_or_misplacing_one_is_refused() {
    let (g, power) = game_with("Armor Up!");
    let mut snapshot = g.snapshot().unwrap();
    snapshot.players[1].hero_power = Some(Id::from_number(9_999));
    let problem = Game::from_snapshot(library(), &snapshot).unwrap_err().to_string();
    assert!(problem.contains("#9999") && problem.contains("hero_power"), "{problem}");
    let mut snapshot = g.snapshot().unwrap();
    let filler = g.deck(Player::SECOND)[0];
    let object = &mut snapshot.card_objects[filler.number() as usize];
    object.card = Some("Fireblast".into());
    (object.attack, object.max_health) = (0, 0);
    let problem = Game::from_snapshot(library(), &snapshot).unwrap_err().to_string();
    assert!(problem.contains("is a Hero Power card in the Deck"), "{problem}");
    let mut snapshot = g.snapshot().unwrap();
    let in_hand = g.hand(Player::FIRST)[0];
    snapshot.card_objects[in_hand.number() as usize].used_this_turn = true;
    let problem = Game::from_snapshot(library(), &snapshot).unwrap_err().to_string();
    assert!(problem.contains("\"used_this_turn\"") && problem.contains(&in_hand.to_string()), "{problem}");
    assert_eq!(g.hero_power(Player::FIRST), Some(power));
}

#[test]
fn a_players_view_sees_both_hero_powers_and_deals_no_hero_power_into_a_hand_or_deck() {
    let (mut g, power) = game_with("Life Tap");
    g.use_hero_power(None).unwrap();
    let view = g.view(Player::SECOND, my_engine::engine::DeckLists::Closed);
    assert_eq!((view.hero_power(Player::FIRST), view.hero_power_used(Player::FIRST)), (Some(power), true));
    // A viewer with no deck list of their own to guess from: the opponent's unseen cards are
    // dealt from every card a deck may hold.
    let mut g = Game::new(library(), [Vec::new(), vec![card("Wisp"); 20]], Limits::default()).unwrap();
    g.begin().unwrap();
    let view = g.view(Player::FIRST, my_engine::engine::DeckLists::Closed);
    for seed in 0..50 {
        let dealt = view.determinize(seed);
        for player in Player::BOTH {
            for id in dealt.hand(player).iter().copied().chain(dealt.deck(player)) {
                let card = dealt.card_of(id).unwrap().unwrap();
                let kind = library().card(card).kind;
                assert!(
                    !matches!(
                        kind,
                        my_engine::engine::CardKind::HeroPower { .. }
                            | my_engine::engine::CardKind::Hero { .. }
                    ),
                    "seed {seed}: {} dealt into a hand or a deck",
                    library().card(card).name
                );
            }
        }
    }
}

#[test]
fn a_hero_power_is_used_with_exactly_its_cost_left() {
    let deck = vec![card("Test Filler"); 20];
    let mut g = Game::new(library(), [deck.clone(), deck], Limits::default()).unwrap();
    g.begin().unwrap();
    g.gain_mana_crystals(Player::FIRST, 1).unwrap(); // 2 Mana Crystals: the cost exactly.
    g.give_hero_power(card("Armor Up!"), Player::FIRST).unwrap();
    assert_eq!(hero_power_moves(&g), vec![Move::HeroPower { target: None }]);
    g.use_hero_power(None).unwrap();
    assert_eq!(g.mana(Player::FIRST).available(), 0);
}

/// The name of `player`'s Hero Power's card.
fn power_name(g: &Game, player: Player) -> String {
    g.hero_power(player).map(|power| g.name_of(power).unwrap().to_owned()).unwrap_or_default()
}

#[test]
fn shadowform_gives_mind_spike_then_mind_shatter_and_only_its_own_powers_count_as_shadowform() {
    let (mut g, _) = game_with("INFERNO!");
    let cast = |g: &mut Game| {
        let shadowform = g.add_to_hand(card("Shadowform"), Player::FIRST).unwrap();
        g.gain_mana_this_turn(Player::FIRST, 3).unwrap();
        g.play(shadowform, 0, None).unwrap();
    };
    cast(&mut g);
    assert_eq!(power_name(&g, Player::FIRST), "Mind Spike", "another card's Hero Power is no Shadowform");
    let enemy = g.hero(Player::SECOND);
    g.use_hero_power(Some(enemy)).unwrap();
    assert_eq!(g.health(enemy), Ok(28), "Mind Spike deals 2");
    cast(&mut g);
    assert_eq!(power_name(&g, Player::FIRST), "Mind Shatter");
    assert!(!g.hero_power_used(Player::FIRST), "a new Hero Power flips up");
    g.use_hero_power(Some(enemy)).unwrap();
    assert_eq!(g.health(enemy), Ok(25), "Mind Shatter deals 3");
    cast(&mut g);
    assert_eq!(power_name(&g, Player::FIRST), "Mind Shatter", "in Shadowform already: Mind Shatter again");
    g.give_hero_power(card("Lesser Heal"), Player::SECOND).unwrap();
    g.end_turn().unwrap();
    let shadowform = g.add_to_hand(card("Shadowform"), Player::SECOND).unwrap();
    g.gain_mana_crystals(Player::SECOND, 3).unwrap();
    g.play(shadowform, 0, None).unwrap();
    assert_eq!(power_name(&g, Player::SECOND), "Mind Spike", "\"already\": its own player's Hero Power only");
}
