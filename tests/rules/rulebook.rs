//! Rules of the Hearthstone Advanced rulebook past the course, each test citing the rule it
//! states: the start of a turn, heroes in the Death Creation Step, random targets and pending
//! destroy, later Phases of a subject that left play, and when the game is decided.

use std::sync::OnceLock;

use my_engine::engine::Player;
use my_engine::engine::{
    Abilities, Action, Aim, CardDef, CardKind, Event, Game, Library, Limits, Outcome, Targets, TriggerKind,
    TriggerOn,
};

use crate::common::{cards, events, in_hand};

/// The cards these rules are shown with; each costs 1.
fn library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let minion = CardKind::Minion { attack: 1, health: 1 };
        let card = |name: &str, kind: CardKind, abilities: Abilities| CardDef::new(name, 1, kind, abilities);
        Library::new(vec![
            cards::blank(),
            // At the start of your turn, gain 1 Armor.
            cards::dawn(),
            // At the start of your turn, deal 30 damage to your hero.
            card(
                "Test Dusk Of Self",
                minion,
                Abilities::trigger(TriggerOn::StartOfYourTurn, |c, out| {
                    out.push(Action::Damage { targets: Targets::One(c.friendly_hero()), amount: 30 });
                }),
            ),
            // Deathrattle: restore 5 Health to your hero.
            card(
                "Test Mender",
                minion,
                Abilities::deathrattle(|c, out| {
                    out.push(Action::Heal { targets: Targets::One(c.friendly_hero()), amount: 5 });
                }),
            ),
            // Deathrattle: restore 5 Health to your characters.
            card(
                "Test Friendly Mender",
                minion,
                Abilities::deathrattle(|c, out| {
                    out.push(Action::Heal { targets: Targets::CharactersOf(c.owner()), amount: 5 });
                }),
            ),
            // Deathrattle: restore 5 Health to all characters.
            card(
                "Test Wide Mender",
                minion,
                Abilities::deathrattle(|_, out| {
                    out.push(Action::Heal { targets: Targets::AllCharacters, amount: 5 })
                }),
            ),
            // After you cast a spell, gain 1 Armor.
            card(
                "Test Pyro",
                minion,
                Abilities::trigger(TriggerOn::AfterFriendlySpell, |c, out| {
                    out.push(Action::GainArmor { player: c.owner(), amount: 1 });
                }),
            ),
            // Deal 30 damage to the enemy hero.
            card(
                "Test Big Bolt",
                CardKind::Spell { targeted: false },
                Abilities::spell(|c, out| {
                    out.push(Action::Damage { targets: Targets::One(c.enemy_hero()), amount: 30 });
                }),
            ),
            // Whenever you play a card, deal 5 damage to it (a minion; a spell is out of play).
            card(
                "Test Crusher",
                minion,
                Abilities::trigger(TriggerOn::FriendlyCardPlayed, |c, out| {
                    let played = c.event_target().expect("the card played");
                    out.push(Action::Damage { targets: Targets::One(played), amount: 5 });
                }),
            ),
            // Battlecry: gain 1 Armor.
            card(
                "Test Shouter",
                minion,
                Abilities::battlecry(|c, out| out.push(Action::GainArmor { player: c.owner(), amount: 1 })),
            ),
            // Deal 2 damage to all characters.
            card(
                "Test Blast",
                CardKind::Spell { targeted: false },
                Abilities::spell(|_, out| {
                    out.push(Action::Damage { targets: Targets::AllCharacters, amount: 2 })
                }),
            ),
            // After you summon a minion, deal 1 damage to the enemy hero.
            card(
                "Test Juggler",
                minion,
                Abilities::trigger(TriggerOn::AfterFriendlySummon, |c, out| {
                    out.push(Action::Damage { targets: Targets::One(c.enemy_hero()), amount: 1 });
                }),
            ),
            // Battlecry: deal 5 damage to this minion.
            card(
                "Test Martyr",
                minion,
                Abilities::battlecry(|c, out| {
                    out.push(Action::Damage { targets: Targets::One(c.minion()), amount: 5 })
                }),
            ),
            // Battlecry: deal 30 damage to the enemy hero.
            card(
                "Test Assassin",
                minion,
                Abilities::battlecry(|c, out| {
                    out.push(Action::Damage { targets: Targets::One(c.enemy_hero()), amount: 30 });
                }),
            ),
            // Destroy a minion, then deal 1 damage to a random enemy minion.
            card(
                "Test Doom Bolt",
                CardKind::Spell { targeted: true },
                Abilities::spell(|c, out| {
                    out.push(Action::Destroy { id: c.target().expect("the spell is aimed") });
                    out.push(Action::Damage { targets: Targets::RandomMinionOf(c.opponent()), amount: 1 });
                }),
            ),
            // Deal 5 damage to a minion, then 1 damage to a random enemy minion.
            card(
                "Test Sear Bolt",
                CardKind::Spell { targeted: true },
                Abilities::spell(|c, out| {
                    let target = c.target().expect("the spell is aimed");
                    out.push(Action::Damage { targets: Targets::One(target), amount: 5 });
                    out.push(Action::Damage { targets: Targets::RandomMinionOf(c.opponent()), amount: 1 });
                }),
            ),
            // Whenever you cast a spell, deal 5 damage to all enemy minions.
            card(
                "Test Sweeper",
                minion,
                Abilities::trigger(TriggerOn::FriendlySpellPlayed, |c, out| {
                    out.push(Action::Damage { targets: Targets::MinionsOf(c.opponent()), amount: 5 });
                }),
            ),
            // Battlecry: gain 3 Armor; aimed at a character.
            card(
                "Test Aimed Shouter",
                minion,
                Abilities::battlecry(|c, out| out.push(Action::GainArmor { player: c.owner(), amount: 3 }))
                    .aimed_at(Aim::ANY_CHARACTER),
            ),
            // Whenever you play a card, deal 5 damage to all enemy minions.
            card(
                "Test Card Sweeper",
                minion,
                Abilities::trigger(TriggerOn::FriendlyCardPlayed, |c, out| {
                    out.push(Action::Damage { targets: Targets::MinionsOf(c.opponent()), amount: 5 });
                }),
            ),
        ])
        .expect("a consistent test library")
    })
}

fn card(name: &str) -> my_engine::engine::CardId {
    library().find(name).unwrap()
}

/// A game whose decks hold `top` (on top, for player 0) and then Test Blanks.
fn game(top: &[&str]) -> Game {
    let mut deck0: Vec<_> = top.iter().map(|&name| card(name)).collect();
    deck0.extend(vec![card("Test Blank"); 20]);
    Game::new(library(), [deck0, vec![card("Test Blank"); 20]], Limits::default()).unwrap()
}

/// "Start of Turn Phase: All 'start of turn' Triggers are Queued and resolved. Hearthstone
/// checks for win/loss/draw. Draw a Card Phase" (Advanced rulebook, "Start and end of turn").
#[test]
fn a_start_of_turn_trigger_resolves_before_the_turns_draw() {
    let mut g = game(&[]);
    let dawn = g.summon(card("Test Dawn"), Player::SECOND).unwrap();
    g.begin().unwrap();
    g.clear_log();

    g.end_turn().unwrap();

    let drawn = *g.hand(Player::SECOND).last().unwrap();
    assert_eq!(
        events(&g),
        [
            Event::TurnEnded { player: Player::FIRST },
            Event::TurnStarted { player: Player::SECOND, turn: 2 },
            Event::Triggered { source: dawn, trigger: TriggerKind::TurnStart },
            Event::ArmorGained { player: Player::SECOND, amount: 1 },
            Event::Drew { player: Player::SECOND, id: drawn },
        ]
    );
}

/// The start of a turn checks for a win, loss or draw after its Phase, before the draw.
#[test]
fn a_hero_falling_to_a_start_of_turn_trigger_loses_before_the_draw() {
    let mut g = game(&[]);
    let dusk = g.summon(card("Test Dusk Of Self"), Player::SECOND).unwrap();
    g.begin().unwrap();
    let hand = g.hand(Player::SECOND).len();
    g.clear_log();

    g.end_turn().unwrap();

    let hero1 = g.hero(Player::SECOND);
    assert_eq!(
        events(&g),
        [
            Event::TurnEnded { player: Player::FIRST },
            Event::TurnStarted { player: Player::SECOND, turn: 2 },
            Event::Triggered { source: dusk, trigger: TriggerKind::TurnStart },
            Event::Damaged { target: hero1, amount: 30 },
            Event::Destroyed { id: hero1 },
            Event::DeathPhase { round: 1 },
            Event::GameEnded { winner: Some(Player::FIRST) },
        ]
    );
    assert_eq!(g.hand(Player::SECOND).len(), hand, "no card is drawn once the game is over");
}

/// Rule 4a: the Death Creation Step "looks for all mortally wounded (0 or less Health) ...
/// Entities and kills them", heroes included (a Death, so a Death Phase follows, Rule 7): "if you suicide into an Abomination, the
/// Deathrattle of which kills a Zombie Chow, you are already dead and gain no healing."
#[test]
fn a_hero_at_0_health_dies_in_the_death_creation_step_and_is_not_healed_after() {
    let mut g = game(&[]);
    g.begin().unwrap();
    let mender = g.summon(card("Test Mender"), Player::FIRST).unwrap();
    let hero0 = g.hero(Player::FIRST);
    g.deal_damage(hero0, 28).unwrap();
    g.clear_log();

    g.cast(card("Test Blast"), Player::SECOND, None).unwrap();

    let hero1 = g.hero(Player::SECOND);
    let deathrattle = Event::Triggered { source: mender, trigger: TriggerKind::Deathrattle };
    let blast = g.library().find("Test Blast").unwrap();
    assert_eq!(
        events(&g),
        [
            Event::SpellCast { card: blast },
            Event::Damaged { target: hero0, amount: 2 },
            Event::Damaged { target: hero1, amount: 2 },
            Event::Damaged { target: mender, amount: 2 },
            Event::Destroyed { id: hero0 },
            Event::Destroyed { id: mender },
            Event::DeathPhase { round: 1 },
            deathrattle,
            Event::GameEnded { winner: Some(Player::SECOND) },
        ],
        "the Deathrattle resolves, but the dead hero is healed no more"
    );
    assert_eq!(g.health(hero0), Ok(0));
    assert_eq!(g.outcome(), Some(Outcome::Won { player: Player::SECOND }));
}

/// Rule 4a: a fallen hero is out of play, so no area healing reaches it either, whether it
/// names the hero's side or every character.
#[test]
fn a_hero_removed_from_play_is_healed_by_no_area_healing() {
    for mender in ["Test Friendly Mender", "Test Wide Mender"] {
        let mut g = game(&[]);
        g.begin().unwrap();
        let hero0 = g.hero(Player::FIRST);
        g.summon(card(mender), Player::FIRST).unwrap();
        g.deal_damage(hero0, 28).unwrap();

        g.cast(card("Test Blast"), Player::SECOND, None).unwrap();

        assert_eq!(g.health(hero0), Ok(0), "{mender}");
        assert_eq!(g.outcome(), Some(Outcome::Won { player: Player::SECOND }), "{mender}");
    }
}

/// Before `Game::begin` there is no game to lose: the course's calls may bring a hero to 0
/// Health, and it stays in play (the course's Modules 0-3 never remove a hero).
#[test]
fn before_the_game_begins_a_hero_at_0_health_stays_in_play() {
    let mut g = game(&[]);
    let hero0 = g.hero(Player::FIRST);
    g.clear_log();

    g.deal_damage(hero0, 30).unwrap();

    assert_eq!(events(&g), [Event::Damaged { target: hero0, amount: 30 }]);
    assert_eq!((g.zone_of(hero0), g.outcome()), (Ok(my_engine::engine::Zone::Board), None));
}

/// Rule 5: "'negative' (damaging/destroying/hindering/misdirecting) triggers ignore mortally
/// wounded characters ... While mortally wounded is checked, pending destroy is not!"
#[test]
fn a_random_target_may_be_a_minion_pending_destroy() {
    let mut g = game(&[]);
    let enemy = g.summon(card("Test Blank"), Player::SECOND).unwrap();
    g.clear_log();

    g.cast(card("Test Doom Bolt"), Player::FIRST, Some(enemy)).unwrap();

    let doom = card("Test Doom Bolt");
    assert_eq!(
        events(&g),
        [
            Event::SpellCast { card: doom },
            Event::Damaged { target: enemy, amount: 1 },
            Event::Destroyed { id: enemy },
            Event::DeathPhase { round: 1 },
        ]
    );
}

/// Rule 5, the other half: a mortally wounded minion is not a random target.
#[test]
fn a_random_target_is_never_a_mortally_wounded_minion() {
    let mut g = game(&[]);
    let enemy = g.summon(card("Test Blank"), Player::SECOND).unwrap();
    g.clear_log();

    g.cast(card("Test Sear Bolt"), Player::FIRST, Some(enemy)).unwrap();

    let sear = card("Test Sear Bolt");
    assert_eq!(
        events(&g),
        [
            Event::SpellCast { card: sear },
            Event::Damaged { target: enemy, amount: 5 },
            Event::Destroyed { id: enemy },
            Event::DeathPhase { round: 1 },
        ]
    );
}

/// Rule 6: "Subsequent Phases of a Sequence will not run if a subject is required but is no
/// longer in play." A minion that dies in its own Battlecry's death step gets no After Summon
/// Phase.
#[test]
fn a_minion_that_died_in_its_battlecrys_death_step_gets_no_after_summon_phase() {
    let mut g = game(&["Test Martyr"]);
    g.summon(card("Test Juggler"), Player::FIRST).unwrap();
    g.begin().unwrap();
    let martyr = in_hand(&g, "Test Martyr");
    g.clear_log();

    g.play(martyr, 1, None).unwrap();

    assert_eq!(
        events(&g),
        [
            Event::Played { player: Player::FIRST, id: martyr },
            Event::Summoned { id: martyr },
            Event::Triggered { source: martyr, trigger: TriggerKind::Battlecry },
            Event::Damaged { target: martyr, amount: 5 },
            Event::Destroyed { id: martyr },
            Event::DeathPhase { round: 1 },
        ],
        "no After Summon Phase: the Juggler does not answer"
    );
}

/// Rule 6 for the On Play Phase: a minion that died in its On Play Phase's death step has no
/// Battlecry Phase.
#[test]
fn a_minion_that_died_in_its_on_play_phase_has_no_battlecry() {
    let mut g = game(&["Test Shouter"]);
    let crusher = g.summon(card("Test Crusher"), Player::FIRST).unwrap();
    g.begin().unwrap();
    let shouter = in_hand(&g, "Test Shouter");
    g.clear_log();

    g.play(shouter, 1, None).unwrap();

    assert_eq!(
        events(&g),
        [
            Event::Played { player: Player::FIRST, id: shouter },
            Event::Summoned { id: shouter },
            Event::Triggered { source: crusher, trigger: TriggerKind::OnPlay },
            Event::Damaged { target: shouter, amount: 5 },
            Event::Destroyed { id: shouter },
            Event::DeathPhase { round: 1 },
        ],
        "no Battlecry: its minion left play"
    );
    assert_eq!(g.armor(Player::FIRST), 0);
}

/// Rule 9: "when the Sequence ends and the player gets control again, Hearthstone checks if
/// the game has ended". A Battlecry that kills the enemy hero still has its After Summon
/// Phase; the game is decided after it.
#[test]
fn a_battlecry_that_kills_the_enemy_hero_still_has_its_after_summon_phase() {
    let mut g = game(&["Test Assassin"]);
    let juggler = g.summon(card("Test Juggler"), Player::FIRST).unwrap();
    g.begin().unwrap();
    let assassin = in_hand(&g, "Test Assassin");
    g.clear_log();

    g.play(assassin, 1, None).unwrap();

    let hero1 = g.hero(Player::SECOND);
    assert_eq!(
        events(&g),
        [
            Event::Played { player: Player::FIRST, id: assassin },
            Event::Summoned { id: assassin },
            Event::Triggered { source: assassin, trigger: TriggerKind::Battlecry },
            Event::Damaged { target: hero1, amount: 30 },
            Event::Destroyed { id: hero1 },
            Event::DeathPhase { round: 1 },
            Event::Triggered { source: juggler, trigger: TriggerKind::AfterSummon },
            Event::GameEnded { winner: Some(Player::FIRST) },
        ],
        "the Juggler answers, and its knife finds no hero in play"
    );
    assert_eq!(g.outcome(), Some(Outcome::Won { player: Player::FIRST }));
}

/// Rule 9, for a spell: one that kills the enemy hero still has its After Spell Phase.
#[test]
fn a_spell_that_kills_the_enemy_hero_still_has_its_after_spell_phase() {
    let mut g = game(&[]);
    let pyro = g.summon(card("Test Pyro"), Player::FIRST).unwrap();
    g.begin().unwrap();
    g.clear_log();

    g.cast(card("Test Big Bolt"), Player::FIRST, None).unwrap();

    let hero1 = g.hero(Player::SECOND);
    assert_eq!(
        events(&g),
        [
            Event::SpellCast { card: card("Test Big Bolt") },
            Event::Damaged { target: hero1, amount: 30 },
            Event::Destroyed { id: hero1 },
            Event::DeathPhase { round: 1 },
            Event::Triggered { source: pyro, trigger: TriggerKind::AfterSpell },
            Event::ArmorGained { player: Player::FIRST, amount: 1 },
            Event::GameEnded { winner: Some(Player::FIRST) },
        ]
    );
}

/// Once the game is over, every move is refused as such: a play and an attack too.
#[test]
fn once_the_game_is_over_a_play_and_an_attack_are_refused_as_game_over() {
    let mut g = game(&["Test Blank"]);
    let attacker = g.summon(card("Test Blank"), Player::FIRST).unwrap();
    g.begin().unwrap();
    let blank = in_hand(&g, "Test Blank");
    g.cast(card("Test Big Bolt"), Player::FIRST, None).unwrap();
    let over = g.clone();
    let refused = Err(my_engine::engine::Error::GameOver { outcome: Outcome::Won { player: Player::FIRST } });

    assert_eq!(g.play(blank, 0, None), refused);
    assert_eq!(g.play(attacker, 0, None), refused, "game over before not in your hand");
    assert_eq!(
        g.attack_with(attacker, g.hero(Player::SECOND)),
        refused,
        "before the fallen hero is no target"
    );
    assert_eq!(g.make(my_engine::engine::Move::EndTurn), refused);
    assert_eq!(g, over, "nothing changed");
}

/// Rule 9: both heroes dead when the Sequence ends is a draw.
#[test]
fn both_heroes_dead_when_the_sequence_ends_is_a_draw() {
    let mut g = game(&[]);
    g.begin().unwrap();
    let (hero0, hero1) = (g.hero(Player::FIRST), g.hero(Player::SECOND));
    g.deal_damage(hero0, 28).unwrap();
    g.deal_damage(hero1, 28).unwrap();
    g.clear_log();

    g.cast(card("Test Blast"), Player::FIRST, None).unwrap();

    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(events(&g).last(), Some(&Event::GameEnded { winner: None }));
}

/// "The game is a draw if turn 89 (aka Player 1's 45th turn) just ended" (Advanced rulebook,
/// "Start and end of turn").
#[test]
fn the_game_is_a_draw_once_the_89th_turn_has_ended() {
    let mut g = game(&[]);
    g.begin().unwrap();
    for _ in 1..89 {
        g.end_turn().unwrap();
    }
    assert_eq!((g.turn().map(|turn| turn.number), g.outcome()), (Some(89), None));
    g.clear_log();

    g.end_turn().unwrap();

    assert_eq!(events(&g), [Event::TurnEnded { player: Player::FIRST }, Event::GameEnded { winner: None }]);
    assert_eq!(g.outcome(), Some(Outcome::Draw));
}

/// Rule 6: "Subsequent Phases of a Sequence will not run if a subject is required but is no
/// longer in play". A spell whose target died in its On Play Phase is played but not cast:
/// no text, no After Spell Phase.
#[test]
fn a_spell_whose_target_left_play_in_its_on_play_phase_does_not_run_its_text() {
    let mut g = game(&["Test Sear Bolt", "Test Pyro"]);
    let sweeper = g.summon(card("Test Sweeper"), Player::FIRST).unwrap();
    let pyro = g.summon(card("Test Pyro"), Player::FIRST).unwrap();
    let target = g.summon(card("Test Blank"), Player::SECOND).unwrap();
    g.begin().unwrap();
    let bolt = in_hand(&g, "Test Sear Bolt");
    g.clear_log();

    g.play(bolt, 0, Some(target)).unwrap();

    assert_eq!(
        events(&g),
        [
            Event::Played { player: Player::FIRST, id: bolt },
            Event::Triggered { source: sweeper, trigger: TriggerKind::OnPlay },
            Event::Damaged { target, amount: 5 },
            Event::Destroyed { id: target },
            Event::DeathPhase { round: 1 },
        ],
        "no SpellCast, no text, no After Spell Phase (Test Pyro's Armor)"
    );
    assert_eq!(g.armor(Player::FIRST), 0, "{pyro:?} did not answer");
    assert_eq!(g.mana(Player::FIRST).spent, 1, "the spell was played: its cost is paid");
}

/// Rule 6 for an aimed Battlecry: its target died in the On Play Phase, so the Battlecry
/// Phase does not run; the minion, still in play, has its After Summon Phase.
#[test]
fn a_battlecry_whose_target_left_play_in_the_on_play_phase_does_not_run() {
    let mut g = game(&["Test Aimed Shouter"]);
    let sweeper = g.summon(card("Test Card Sweeper"), Player::FIRST).unwrap();
    let juggler = g.summon(card("Test Juggler"), Player::FIRST).unwrap();
    let target = g.summon(card("Test Blank"), Player::SECOND).unwrap();
    g.begin().unwrap();
    let shouter = in_hand(&g, "Test Aimed Shouter");
    g.clear_log();

    g.play(shouter, 2, Some(target)).unwrap();

    let hero = g.hero(Player::SECOND);
    assert_eq!(
        events(&g),
        [
            Event::Played { player: Player::FIRST, id: shouter },
            Event::Summoned { id: shouter },
            Event::Triggered { source: sweeper, trigger: TriggerKind::OnPlay },
            Event::Damaged { target, amount: 5 },
            Event::Destroyed { id: target },
            Event::DeathPhase { round: 1 },
            Event::Triggered { source: juggler, trigger: TriggerKind::AfterSummon },
            Event::Damaged { target: hero, amount: 1 },
        ],
        "no Battlecry, then the After Summon Phase"
    );
    assert_eq!(g.armor(Player::FIRST), 0);
}
