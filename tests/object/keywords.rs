//! Keywords on the card object, each with its rule: Divine Shield, Windfury, Stealth, Freeze,
//! Immune, "Can't Attack" and "can't be targeted by spells"; each changes legality in one
//! place (`play/legality.rs`), which the checks and the legal moves share.

use std::sync::OnceLock;

use my_engine::engine::Player;
use my_engine::engine::{
    Abilities, Action, Aim, CardDef, CardId, CardKind, Code, Enrage, Error, Event, Game, Id, Keyword,
    Keywords, Library, Limits, Move, Targets, TriggerOn, Zone,
};

use crate::common::{cards, events};

/// The cards these rules are shown with.
fn library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let minion = |name: &str, attack: i32, health: i32, keywords: &[Keyword]| CardDef {
            keywords: Keywords::of(keywords),
            ..CardDef::new(name, 0, CardKind::Minion { attack, health }, Abilities::default())
        };
        let spell = |name: &str, targeted: bool, code: Code| {
            CardDef::new(name, 0, CardKind::Spell { targeted }, Abilities::spell(code))
        };
        Library::new(vec![
            cards::yeti(0),
            cards::squire(),
            minion("Test Gale", 2, 6, &[Keyword::Windfury]),
            minion("Test Shade", 2, 3, &[Keyword::Stealth]),
            minion("Test Hidden Guard", 1, 4, &[Keyword::Taunt, Keyword::Stealth]),
            cards::saint(),
            minion("Test Watcher", 4, 5, &[Keyword::CantAttack]),
            minion("Test Faerie", 3, 2, &[Keyword::Elusive]),
            // Whenever a minion takes damage, gain +1 Attack.
            cards::frother(0),
            // Battlecry: deal 1 damage.
            CardDef::new(
                "Test Archer",
                0,
                CardKind::Minion { attack: 1, health: 1 },
                Abilities::battlecry(|c, out| {
                    out.push(Action::Damage { targets: Targets::One(c.target().unwrap()), amount: 1 })
                })
                .aimed_at(Aim::ANY_CHARACTER),
            ),
            spell("Test Bolt", true, |c, out| {
                out.push(Action::Damage { targets: Targets::One(c.target().unwrap()), amount: 2 })
            }),
            spell("Test Whirl", false, |_, out| {
                out.push(Action::Damage { targets: Targets::AllMinions, amount: 1 })
            }),
            spell("Test Frostbite", true, |c, out| {
                out.push(Action::Freeze { targets: Targets::One(c.target().unwrap()) })
            }),
            spell("Test Frost Nova", false, |c, out| {
                out.push(Action::Freeze { targets: Targets::MinionsOf(c.opponent()) })
            }),
            spell("Test Shield", true, |c, out| {
                out.push(Action::Give {
                    targets: Targets::One(c.target().unwrap()),
                    keyword: Keyword::DivineShield,
                })
            }),
            cards::silence(),
            spell("Test Mend", true, |c, out| {
                out.push(Action::Heal { targets: Targets::One(c.target().unwrap()), amount: 5 })
            }),
            // Destroy any minion damaged by this minion.
            CardDef::new(
                "Test Cobra",
                0,
                CardKind::Minion { attack: 2, health: 3 },
                Abilities::trigger(TriggerOn::DamagesAMinion, |c, out| {
                    out.push(Action::Destroy { id: c.event_target().unwrap() })
                }),
            ),
            // Freeze any character damaged by this minion.
            CardDef::new(
                "Test Water",
                0,
                CardKind::Minion { attack: 3, health: 6 },
                Abilities::trigger(TriggerOn::DealsDamage, |c, out| {
                    out.push(Action::Freeze { targets: Targets::One(c.event_target().unwrap()) })
                }),
            ),
            // Stealth. At the end of your turn, deal 1 damage to the enemy hero.
            CardDef {
                keywords: Keywords::of(&[Keyword::Stealth]),
                ..CardDef::new(
                    "Test Sniper",
                    0,
                    CardKind::Minion { attack: 1, health: 1 },
                    Abilities::trigger(TriggerOn::EndOfYourTurn, |c, out| {
                        out.push(Action::Damage { targets: Targets::One(c.enemy_hero()), amount: 1 })
                    }),
                )
            },
            // Enrage: +3 Attack and Windfury.
            CardDef {
                enrage: Some(Enrage { attack: 3, keywords: Keywords::of(&[Keyword::Windfury]) }),
                ..CardDef::new(
                    "Test Berserker",
                    0,
                    CardKind::Minion { attack: 2, health: 4 },
                    Abilities::default(),
                )
            },
        ])
        .unwrap()
    })
}

fn card(name: &str) -> CardId {
    library().find(name).unwrap()
}

/// A begun game of these cards with empty decks: player 0's first turn.
fn begun() -> Game {
    let mut g = Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap();
    g.begin().unwrap();
    g
}

/// A card of `name` in the hand of `player`.
fn in_hand(g: &mut Game, name: &str, player: Player) -> Id {
    g.add_to_hand(card(name), player).unwrap()
}

/// `minion` for `player`, in play since before this turn (ready to attack).
fn ready(g: &mut Game, name: &str, player: Player) -> Id {
    let id = g.summon(card(name), player).unwrap();
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    id
}

/// `mv` is refused with `error`, changes nothing, and is not among the legal moves.
fn refused(g: &mut Game, mv: Move, error: Error) {
    let before = g.clone();
    assert_eq!(g.make(mv), Err(error));
    assert!(*g == before, "a refused move changes nothing");
    assert!(!g.legal_moves().contains(&mv), "{mv:?} is not listed");
}

/// `mv` is listed, and accepted.
fn accepted(g: &mut Game, mv: Move) {
    assert!(g.legal_moves().contains(&mv), "{mv:?} is listed");
    assert_eq!(g.make(mv), Ok(()));
}

#[test]
fn divine_shield_takes_the_first_hit_instead_with_no_damage_event() {
    let mut g = begun();
    let squire = g.summon(card("Test Squire"), Player::SECOND).unwrap();
    let frother = g.summon(card("Test Frother"), Player::SECOND).unwrap();
    g.clear_log();
    g.cast(card("Test Whirl"), Player::FIRST, None).unwrap();
    assert_eq!(g.health(squire), Ok(1), "the shield took the hit");
    assert_eq!(g.keywords(squire), Ok(Keywords::NONE), "and is lost");
    let log = events(&g);
    assert!(log.contains(&Event::Lost { id: squire, keyword: Keyword::DivineShield }), "{log:?}");
    assert!(!log.contains(&Event::Damaged { target: squire, amount: 1 }), "no Damage Event: {log:?}");
    assert_eq!(g.attack(frother), Ok(3), "the Frother answered its own Damage Event only");
    g.cast(card("Test Shield"), Player::FIRST, Some(squire)).unwrap();
    assert!(g.keywords(squire).unwrap().has(Keyword::DivineShield), "given again");
    g.deal_damage(squire, 0).unwrap();
    assert!(g.keywords(squire).unwrap().has(Keyword::DivineShield), "a hit of 0 leaves it");
    g.deal_damage(squire, 3).unwrap();
    assert_eq!(g.health(squire), Ok(1));
    g.deal_damage(squire, 1).unwrap();
    assert_eq!(g.zone_of(squire), Ok(Zone::Graveyard), "the second hit lands");
}

#[test]
fn windfury_attacks_twice_a_turn_and_no_more() {
    let mut g = begun();
    let gale = ready(&mut g, "Test Gale", Player::FIRST);
    let hero = g.hero(Player::SECOND);
    accepted(&mut g, Move::Attack { attacker: gale, defender: hero });
    accepted(&mut g, Move::Attack { attacker: gale, defender: hero });
    refused(&mut g, Move::Attack { attacker: gale, defender: hero }, Error::AlreadyAttacked { id: gale });
    let yeti = ready(&mut g, "Test Yeti", Player::FIRST);
    accepted(&mut g, Move::Attack { attacker: yeti, defender: hero });
    refused(&mut g, Move::Attack { attacker: yeti, defender: hero }, Error::AlreadyAttacked { id: yeti });
}

#[test]
fn stealth_hides_a_minion_from_enemy_attacks_and_targets_until_it_attacks() {
    let mut g = begun();
    let shade = g.summon(card("Test Shade"), Player::SECOND).unwrap();
    let hidden = g.summon(card("Test Hidden Guard"), Player::SECOND).unwrap();
    let yeti = ready(&mut g, "Test Yeti", Player::FIRST);
    let bolt = in_hand(&mut g, "Test Bolt", Player::FIRST);
    let archer = in_hand(&mut g, "Test Archer", Player::FIRST);
    refused(&mut g, Move::Attack { attacker: yeti, defender: shade }, Error::Stealthed { id: shade });
    refused(&mut g, Move::PlaySpell { card: bolt, target: Some(shade) }, Error::Stealthed { id: shade });
    let aimed = Move::PlayMinion { card: archer, position: 1, target: Some(shade) };
    refused(&mut g, aimed, Error::Stealthed { id: shade });
    let hero = g.hero(Player::SECOND);
    accepted(&mut g, Move::Attack { attacker: yeti, defender: hero }); // The Stealthed Taunt forces nothing.
    g.cast(card("Test Whirl"), Player::FIRST, None).unwrap();
    assert_eq!((g.health(shade), g.health(hidden)), (Ok(2), Ok(3)), "area damage still reaches them");
    g.end_turn().unwrap();
    let own_bolt = in_hand(&mut g, "Test Bolt", Player::SECOND);
    assert!(
        g.legal_moves().contains(&Move::PlaySpell { card: own_bolt, target: Some(shade) }),
        "its own side may"
    );
    g.clear_log();
    let my_hero = g.hero(Player::FIRST);
    accepted(&mut g, Move::Attack { attacker: shade, defender: my_hero });
    assert!(events(&g).contains(&Event::Lost { id: shade, keyword: Keyword::Stealth }), "{:?}", events(&g));
    g.end_turn().unwrap();
    accepted(&mut g, Move::Attack { attacker: yeti, defender: shade });
}

#[test]
fn a_frozen_character_misses_its_next_possible_attack_then_thaws() {
    let mut g = begun();
    let yeti = ready(&mut g, "Test Yeti", Player::FIRST);
    let hero = g.hero(Player::SECOND);
    // Frozen on its own turn before it attacked: it misses this turn's attack, thaws at its end.
    g.cast(card("Test Frostbite"), Player::SECOND, Some(yeti)).unwrap();
    refused(&mut g, Move::Attack { attacker: yeti, defender: hero }, Error::Frozen { id: yeti });
    g.clear_log();
    g.end_turn().unwrap();
    assert!(events(&g).contains(&Event::Thawed { id: yeti }), "{:?}", events(&g));
    g.end_turn().unwrap();
    accepted(&mut g, Move::Attack { attacker: yeti, defender: hero });
    // Frozen after it attacked: it stays Frozen through its owner's next turn.
    g.cast(card("Test Frostbite"), Player::SECOND, Some(yeti)).unwrap();
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    refused(&mut g, Move::Attack { attacker: yeti, defender: hero }, Error::Frozen { id: yeti });
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    accepted(&mut g, Move::Attack { attacker: yeti, defender: hero });
    // Frozen on the enemy's turn: it misses its owner's next turn.
    g.end_turn().unwrap();
    g.cast(card("Test Frost Nova"), Player::SECOND, None).unwrap();
    assert!(events(&g).contains(&Event::Frozen { id: yeti }));
    g.end_turn().unwrap();
    refused(&mut g, Move::Attack { attacker: yeti, defender: hero }, Error::Frozen { id: yeti });
    g.cast(card("Test Silence"), Player::FIRST, Some(yeti)).unwrap();
    accepted(&mut g, Move::Attack { attacker: yeti, defender: hero }); // Silence removes Freeze.
}

#[test]
fn a_minion_frozen_the_turn_it_was_summoned_stays_frozen_through_its_next_turn() {
    let mut g = begun();
    let yeti = g.summon(card("Test Yeti"), Player::FIRST).unwrap();
    g.cast(card("Test Frostbite"), Player::SECOND, Some(yeti)).unwrap();
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    let hero = g.hero(Player::SECOND);
    refused(&mut g, Move::Attack { attacker: yeti, defender: hero }, Error::Frozen { id: yeti });
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    accepted(&mut g, Move::Attack { attacker: yeti, defender: hero });
}

#[test]
fn immune_takes_no_damage_and_makes_no_damage_event() {
    let mut g = begun();
    let saint = g.summon(card("Test Saint"), Player::SECOND).unwrap();
    let frother = g.summon(card("Test Frother"), Player::SECOND).unwrap();
    g.clear_log();
    g.deal_damage(saint, 3).unwrap();
    assert_eq!(g.health(saint), Ok(4));
    assert_eq!((events(&g), g.attack(frother)), (Vec::new(), Ok(2)), "nothing happened to answer");
}

#[test]
fn a_minion_that_cant_attack_is_refused_and_not_listed() {
    let mut g = begun();
    let watcher = ready(&mut g, "Test Watcher", Player::FIRST);
    let hero = g.hero(Player::SECOND);
    refused(&mut g, Move::Attack { attacker: watcher, defender: hero }, Error::CantAttack { id: watcher });
    g.cast(card("Test Silence"), Player::FIRST, Some(watcher)).unwrap();
    accepted(&mut g, Move::Attack { attacker: watcher, defender: hero });
}

#[test]
fn a_minion_that_cant_be_targeted_by_spells_can_be_by_a_battlecry() {
    let mut g = begun();
    let faerie = g.summon(card("Test Faerie"), Player::SECOND).unwrap();
    let bolt = in_hand(&mut g, "Test Bolt", Player::FIRST);
    let archer = in_hand(&mut g, "Test Archer", Player::FIRST);
    refused(&mut g, Move::PlaySpell { card: bolt, target: Some(faerie) }, Error::Elusive { id: faerie });
    accepted(&mut g, Move::PlayMinion { card: archer, position: 0, target: Some(faerie) });
    assert_eq!(g.health(faerie), Ok(1));
}

/// "Destroy any minion damaged by this minion": damage knows its source, and the trigger
/// answers only damage its own minion dealt to a minion, in the Phase after the damage.
#[test]
fn a_minion_that_destroys_what_it_damages_answers_only_its_own_damage_to_minions() {
    let mut g = begun();
    let yeti = g.summon(card("Test Yeti"), Player::SECOND).unwrap();
    let cobra = ready(&mut g, "Test Cobra", Player::FIRST);
    g.clear_log();
    accepted(&mut g, Move::Attack { attacker: cobra, defender: yeti });
    let log = events(&g);
    let damaged = log.iter().position(|e| *e == Event::Damaged { target: yeti, amount: 2 }).unwrap();
    let destroyed = log.iter().position(|e| *e == Event::Destroyed { id: yeti }).unwrap();
    assert!(damaged < destroyed, "{log:?}");
    assert_eq!(g.zone_of(yeti), Ok(Zone::Graveyard), "destroyed at 3 Health");
    let other = g.summon(card("Test Yeti"), Player::SECOND).unwrap();
    g.deal_damage(other, 1).unwrap();
    assert_eq!(g.zone_of(other), Ok(Zone::Board), "damage the Cobra did not deal");
    let hero = g.hero(Player::SECOND);
    let cobra = ready(&mut g, "Test Cobra", Player::FIRST);
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    accepted(&mut g, Move::Attack { attacker: cobra, defender: hero });
    assert_eq!(g.zone_of(hero), Ok(Zone::Board), "a hero is not a minion");
}

#[test]
fn a_minion_that_freezes_what_it_damages_freezes_its_attacks_target_and_not_others() {
    let mut g = begun();
    let water = ready(&mut g, "Test Water", Player::FIRST);
    let hero = g.hero(Player::SECOND);
    g.clear_log();
    accepted(&mut g, Move::Attack { attacker: water, defender: hero });
    assert!(events(&g).contains(&Event::Frozen { id: hero }), "{:?}", events(&g));
    let yeti = g.summon(card("Test Yeti"), Player::SECOND).unwrap();
    g.clear_log();
    g.deal_damage(yeti, 1).unwrap();
    assert!(!events(&g).contains(&Event::Frozen { id: yeti }), "not damage it dealt");
}

#[test]
fn stealth_is_lost_when_the_minion_deals_damage_outside_an_attack() {
    let mut g = begun();
    let sniper = g.summon(card("Test Sniper"), Player::FIRST).unwrap();
    g.clear_log();
    g.end_turn().unwrap();
    assert!(events(&g).contains(&Event::Lost { id: sniper, keyword: Keyword::Stealth }), "{:?}", events(&g));
    assert_eq!(g.keywords(sniper), Ok(Keywords::NONE));
}

/// The wiki's Enrage page: the bonus holds while the minion is damaged.
#[test]
fn enrage_holds_while_the_minion_is_damaged_and_silence_takes_it() {
    let mut g = begun();
    let berserker = g.summon(card("Test Berserker"), Player::FIRST).unwrap();
    g.clear_log();
    g.deal_damage(berserker, 1).unwrap();
    assert_eq!(
        events(&g),
        [
            Event::Damaged { target: berserker, amount: 1 },
            Event::StatsChanged { id: berserker, attack: 5, health: 3 },
        ]
    );
    assert!(g.keywords(berserker).unwrap().has(Keyword::Windfury));
    g.deal_damage(berserker, 1).unwrap();
    assert_eq!(g.attack(berserker), Ok(5), "once, however damaged");
    g.cast(card("Test Mend"), Player::FIRST, Some(berserker)).unwrap();
    assert_eq!((g.attack(berserker), g.keywords(berserker)), (Ok(2), Ok(Keywords::NONE)), "healed: calm");
    g.deal_damage(berserker, 1).unwrap();
    g.cast(card("Test Silence"), Player::FIRST, Some(berserker)).unwrap();
    assert_eq!(g.attack(berserker), Ok(2), "Silenced: no Enrage, damaged or not");
}

/// Enrage holds "while it is damaged" (the wiki's Enrage page), and a fallen maximum can end
/// the damage: under the Health rule a minion whose maximum Health falls keeps the smaller of
/// its Health and the new maximum (the wiki's Silence page: it "returns to its original health
/// if its current health is above its original health"). An Amani Berserker with Stormwind
/// Champion's +1/+1 and 1 damage is a 6/3 of 4, Enraged; the Champion destroyed, its maximum
/// falls to 3 and its Health stays 3: whole, so no longer Enraged, a 2/3.
#[test]
fn a_minion_made_whole_by_a_fallen_maximum_loses_its_enrage() {
    let cards = my_engine::content::library();
    let find = |name: &str| cards.find(name).unwrap();
    let filler = find("Test Filler");
    let mut g = Game::new(cards, [vec![filler; 5], vec![filler; 5]], Limits::default()).unwrap();
    let berserker = g.summon(find("Amani Berserker"), Player::FIRST).unwrap();
    let champion = g.summon(find("Stormwind Champion"), Player::FIRST).unwrap();
    g.deal_damage(berserker, 1).unwrap();
    let stats = |g: &Game| {
        (g.attack(berserker).unwrap(), g.health(berserker).unwrap(), g.max_health(berserker).unwrap())
    };
    assert_eq!(stats(&g), (6, 3, 4), "damaged: Enraged");
    g.destroy(champion).unwrap();
    assert_eq!(stats(&g), (2, 3, 3), "whole again: calm");
    assert_eq!(g.is_enraged(berserker), Ok(false));
}

/// A minion loses only a keyword it has: a Concealed Wolfrider that attacks loses Stealth,
/// and when Conceal's Stealth wears off ("until your next turn") it has only its own Charge,
/// not Stealth back, and nothing is logged as gained.
#[test]
fn losing_a_keyword_the_minion_no_longer_has_gives_it_nothing() {
    let cards = my_engine::content::library();
    let find = |name: &str| cards.find(name).unwrap();
    let filler = find("Test Filler");
    let mut g = Game::new(cards, [vec![filler; 5], vec![filler; 5]], Limits::default()).unwrap();
    g.begin().unwrap();
    let wolfrider = g.summon(find("Wolfrider"), Player::FIRST).unwrap();
    g.cast(find("Conceal"), Player::FIRST, None).unwrap();
    assert_eq!(g.keywords(wolfrider), Ok(Keywords::of(&[Keyword::Charge, Keyword::Stealth])));
    g.attack_with(wolfrider, g.hero(Player::SECOND)).unwrap();
    assert_eq!(g.keywords(wolfrider), Ok(Keywords::of(&[Keyword::Charge])), "Stealth lost as it attacks");
    g.end_turn().unwrap();
    g.clear_log();
    g.end_turn().unwrap(); // Player 0's next turn: Conceal's Stealth wears off.
    assert_eq!(g.keywords(wolfrider), Ok(Keywords::of(&[Keyword::Charge])));
    assert!(
        !events(&g).iter().any(|event| matches!(event, Event::Gained { .. })),
        "no keyword gained: {:?}",
        events(&g)
    );
}
