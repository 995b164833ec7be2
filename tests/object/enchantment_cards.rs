//! Enchantment cards: what a card attaches to another card object (`"enchant"`), whose
//! keywords, triggered abilities and Deathrattle are that object's while it is in force. Every
//! object in play listens, in one order of play (the Advanced rulebook: "Minions, Heroes,
//! Weapons, Secrets, attached Enchantments and added Deathrattles are all Entities, and all
//! exist in the same order of play list together").

use std::sync::OnceLock;

use my_engine::content::build;
use my_engine::engine::Player;
use my_engine::engine::{
    CardId, Error, Event, Game, Id, Keyword, Keywords, Library, Limits, TriggerKind, Zone,
};

/// Test cards, each named for what it shows.
const CARDS: &str = r#"[
  { "name": "Test Pawn", "cost": 1, "type": "minion", "attack": 1, "health": 5 },
  { "name": "Test Watcher", "cost": 1, "type": "minion", "attack": 1, "health": 5,
    "text": "Whenever a minion takes damage, gain 1 Armor.",
    "triggers": [{ "on": "any_minion_damaged", "actions": [{ "gain_armor": { "player": "you", "amount": 1 } }] }] },
  { "name": "Test Mourner", "cost": 1, "type": "minion", "attack": 1, "health": 5,
    "text": "Whenever a minion dies, gain 1 Armor.",
    "triggers": [{ "on": "any_minion_dies", "actions": [{ "gain_armor": { "player": "you", "amount": 1 } }] }] },
  { "name": "Test Echo", "cost": 1, "type": "minion", "attack": 1, "health": 1,
    "text": "Deathrattle: Gain 3 Armor.",
    "deathrattle": [{ "gain_armor": { "player": "you", "amount": 3 } }] },
  { "name": "Test Watching", "cost": 0, "type": "enchantment", "token": true,
    "text": "Whenever a minion takes damage, gain 1 Armor.",
    "triggers": [{ "on": "any_minion_damaged", "actions": [{ "gain_armor": { "player": "you", "amount": 1 } }] }] },
  { "name": "Test Watch", "cost": 1, "type": "spell", "target": true, "text": "Give a character 'Whenever a minion takes damage, gain 1 Armor.'",
    "spell": [{ "enchant": { "targets": { "one": "target" }, "card": "Test Watching" } }] },
  { "name": "Test Doomed", "cost": 0, "type": "enchantment", "token": true,
    "text": "At the start of the caster's turn, destroy this minion.",
    "triggers": [{ "on": "start_of_your_turn", "actions": [{ "destroy": { "minion": "this_minion" } }] }] },
  { "name": "Test Doom", "cost": 1, "type": "spell", "target": true, "text": "Choose a minion. At the start of your turn, destroy it.",
    "spell": [{ "enchant": { "targets": { "one": "target" }, "card": "Test Doomed" } }] },
  { "name": "Test Last Words", "cost": 0, "type": "enchantment", "token": true, "text": "Deathrattle: Gain 5 Armor.",
    "deathrattle": [{ "gain_armor": { "player": "you", "amount": 5 } }] },
  { "name": "Test Bless", "cost": 1, "type": "spell", "text": "Give your minions 'Deathrattle: Gain 5 Armor.'",
    "spell": [{ "enchant": { "targets": { "minions_of": "you" }, "card": "Test Last Words" } }] },
  { "name": "Test Hidden", "cost": 0, "type": "enchantment", "token": true, "text": "Stealth and Taunt until your next turn.",
    "keywords": ["stealth", "taunt"], "lasts": "until_your_next_turn" },
  { "name": "Test Hide", "cost": 1, "type": "spell", "text": "Give your minions Stealth and Taunt until your next turn.",
    "spell": [{ "enchant": { "targets": { "minions_of": "you" }, "card": "Test Hidden" } }] },
  { "name": "Test Rage", "cost": 0, "type": "enchantment", "token": true, "text": "Windfury this turn.",
    "keywords": ["windfury"], "lasts": "this_turn" },
  { "name": "Test Watching This Turn", "cost": 0, "type": "enchantment", "token": true,
    "text": "This turn: whenever a minion takes damage, gain 1 Armor.", "lasts": "this_turn",
    "triggers": [{ "on": "any_minion_damaged", "actions": [{ "gain_armor": { "player": "you", "amount": 1 } }] }] },
  { "name": "Test Brief Watch", "cost": 1, "type": "spell", "target": true,
    "text": "Give a minion 'Whenever a minion takes damage, gain 1 Armor' this turn.",
    "spell": [{ "enchant": { "targets": { "one": "target" }, "card": "Test Watching This Turn" } }] },
  { "name": "Test Enrage", "cost": 1, "type": "spell", "target": true, "text": "Give a minion Windfury this turn.",
    "spell": [{ "enchant": { "targets": { "one": "target" }, "card": "Test Rage" } }] }
]"#;

fn library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| build(CARDS, Vec::new()).expect("the test cards make a library"))
}

fn card(name: &str) -> CardId {
    library().find(name).unwrap()
}

/// A game of the test cards with 10 Test Pawns in each deck, begun: player 0's first turn.
fn begun() -> Game {
    let deck = || vec![card("Test Pawn"); 10];
    let mut game = Game::new(library(), [deck(), deck()], Limits::default()).unwrap();
    game.begin().unwrap();
    game
}

/// The events logged since `from`.
fn events_since(game: &Game, from: usize) -> Vec<Event> {
    game.log()[from..].iter().map(|record| record.event).collect()
}

/// The sources of the `Triggered` events logged since `from`, with their kinds.
fn triggered_since(game: &Game, from: usize) -> Vec<(Id, TriggerKind)> {
    let triggered = |event: Event| match event {
        Event::Triggered { source, trigger } => Some((source, trigger)),
        _ => None,
    };
    events_since(game, from).into_iter().filter_map(triggered).collect()
}

/// An attached enchantment's triggered ability is asked at the enchantment's place in the
/// order of play, not its minion's: after minions older than the enchantment, before younger
/// ones.
#[test]
fn an_enchantments_trigger_answers_in_the_enchantments_order_of_play() {
    let mut game = begun();
    let pawn = game.summon(card("Test Pawn"), Player::FIRST).unwrap(); // Played first, no trigger of its own.
    let older = game.summon(card("Test Watcher"), Player::FIRST).unwrap();
    game.cast(card("Test Watch"), Player::FIRST, Some(pawn)).unwrap(); // The enchantment, after `older`.
    let younger = game.summon(card("Test Watcher"), Player::FIRST).unwrap();
    let from = game.log().len();
    game.deal_damage(older, 1).unwrap();
    let damaged = TriggerKind::Damaged;
    assert_eq!(triggered_since(&game, from), [(older, damaged), (pawn, damaged), (younger, damaged)]);
    assert_eq!(game.armor(Player::FIRST), 3);
}

/// "At the start of your turn, destroy it" on an enemy minion: "your" is the turn of the player
/// whose card attached it, not the minion's owner's.
#[test]
fn an_enchantments_turn_trigger_answers_its_makers_turn() {
    let mut game = begun();
    let enemy = game.summon(card("Test Pawn"), Player::SECOND).unwrap();
    game.cast(card("Test Doom"), Player::FIRST, Some(enemy)).unwrap();
    game.end_turn().unwrap(); // Player 1's turn starts: not the maker's.
    assert_eq!(game.zone_of(enemy), Ok(Zone::Board));
    let from = game.log().len();
    game.end_turn().unwrap(); // Player 0's turn starts.
    assert_eq!(game.zone_of(enemy), Ok(Zone::Graveyard));
    let log = events_since(&game, from);
    let started =
        log.iter().position(|e| matches!(e, Event::TurnStarted { player: Player::FIRST, .. })).unwrap();
    assert_eq!(
        log[started + 1..started + 4],
        [
            Event::Triggered { source: enemy, trigger: TriggerKind::TurnStart },
            Event::Destroyed { id: enemy },
            Event::DeathPhase { round: 1 },
        ]
    );
}

/// A hero listens too: an enchantment attached to it answers events as the hero's.
#[test]
fn a_hero_with_an_enchantment_listens() {
    let mut game = begun();
    let hero = game.hero(Player::FIRST);
    game.cast(card("Test Watch"), Player::FIRST, Some(hero)).unwrap();
    let pawn = game.summon(card("Test Pawn"), Player::SECOND).unwrap();
    let from = game.log().len();
    game.deal_damage(pawn, 1).unwrap();
    assert_eq!(triggered_since(&game, from), [(hero, TriggerKind::Damaged)]);
    assert_eq!(game.armor(Player::FIRST), 1);
}

/// An added Deathrattle resolves in the order of play of its enchantment, among the dead
/// minion's own Deathrattle and the death triggers of the minions in play (Advanced rulebook,
/// Deathrattle: "All effects triggered from the death of a minion will play out in the order in
/// which they were put into play, regardless of type of effect").
#[test]
fn an_added_deathrattle_resolves_in_its_enchantments_order_of_play() {
    let mut game = begun();
    let echo = game.summon(card("Test Echo"), Player::FIRST).unwrap();
    let mourner = game.summon(card("Test Mourner"), Player::FIRST).unwrap();
    game.cast(card("Test Bless"), Player::FIRST, None).unwrap(); // After the Mourner in order of play.
    let from = game.log().len();
    game.deal_damage(echo, 1).unwrap();
    let (rattle, died) = (TriggerKind::Deathrattle, TriggerKind::Died);
    assert_eq!(triggered_since(&game, from), [(echo, rattle), (mourner, died), (echo, rattle)]);
    assert_eq!(game.armor(Player::FIRST), 3 + 1 + 5);
}

/// Silence ends an attached enchantment: its triggered ability and its Deathrattle are gone.
#[test]
fn silence_takes_an_enchantments_trigger_and_deathrattle_away() {
    let mut game = begun();
    let pawn = game.summon(card("Test Pawn"), Player::FIRST).unwrap();
    game.cast(card("Test Watch"), Player::FIRST, Some(pawn)).unwrap();
    game.cast(card("Test Bless"), Player::FIRST, None).unwrap();
    game.silence(pawn).unwrap();
    assert_eq!(game.enchantments(pawn), Ok(Vec::new()));
    let from = game.log().len();
    game.deal_damage(pawn, 5).unwrap();
    assert_eq!(triggered_since(&game, from), [], "no damage trigger, no Deathrattle");
    assert_eq!(game.armor(Player::FIRST), 0);
}

/// An enchantment card's keywords hold "until your next turn": through the other player's
/// turn, off as the turn passes back to its maker, each logged `Lost`; a "this turn" one wears
/// off as the turn passes.
#[test]
fn an_enchantment_card_lasts_as_its_card_says() {
    let mut game = begun();
    let pawn = game.summon(card("Test Pawn"), Player::FIRST).unwrap();
    let from = game.log().len();
    game.cast(card("Test Hide"), Player::FIRST, None).unwrap();
    game.cast(card("Test Enrage"), Player::FIRST, Some(pawn)).unwrap();
    let all = Keywords::of(&[Keyword::Stealth, Keyword::Taunt, Keyword::Windfury]);
    assert_eq!(game.keywords(pawn), Ok(all));
    let enchanted = |name| Event::Enchanted { id: pawn, card: card(name) };
    let gained = |keyword| Event::Gained { id: pawn, keyword };
    assert_eq!(
        events_since(&game, from),
        [
            Event::SpellCast { card: card("Test Hide") },
            enchanted("Test Hidden"),
            gained(Keyword::Taunt),
            gained(Keyword::Stealth),
            Event::SpellCast { card: card("Test Enrage") },
            enchanted("Test Rage"),
            gained(Keyword::Windfury),
        ]
    );
    game.end_turn().unwrap();
    assert_eq!(game.keywords(pawn), Ok(Keywords::of(&[Keyword::Stealth, Keyword::Taunt])));
    let from = game.log().len();
    game.end_turn().unwrap();
    assert_eq!(game.keywords(pawn), Ok(Keywords::NONE));
    let log = events_since(&game, from);
    assert_eq!(
        log[..3],
        [
            Event::TurnEnded { player: Player::SECOND },
            Event::Lost { id: pawn, keyword: Keyword::Taunt },
            Event::Lost { id: pawn, keyword: Keyword::Stealth },
        ]
    );
}

/// A "this turn" enchantment's triggered ability answers while it is in force and no longer
/// once it wears off as the turn passes: the ending enchantment takes its abilities with it.
#[test]
fn a_worn_off_enchantments_trigger_no_longer_answers() {
    let mut game = begun();
    let pawn = game.summon(card("Test Pawn"), Player::FIRST).unwrap();
    game.cast(card("Test Brief Watch"), Player::FIRST, Some(pawn)).unwrap();
    let from = game.log().len();
    game.deal_damage(pawn, 1).unwrap();
    assert_eq!(triggered_since(&game, from), [(pawn, TriggerKind::Damaged)]);
    assert_eq!(game.armor(Player::FIRST), 1);
    game.end_turn().unwrap();
    let from = game.log().len();
    game.deal_damage(pawn, 1).unwrap();
    assert_eq!(triggered_since(&game, from), []);
    assert_eq!(game.armor(Player::FIRST), 1);
}

/// An enchantment card is only attached: a deck holding one, or a summon of one, is refused,
/// naming it; a card that attaches a minion card, or that summons an enchantment card, is
/// refused when its library is built.
#[test]
fn an_enchantment_card_is_only_attached() {
    let in_deck = Game::new(library(), [vec![card("Test Doomed")], Vec::new()], Limits::default());
    assert!(
        matches!(in_deck, Err(Error::EnchantmentCard { ref card }) if card == "Test Doomed"),
        "{in_deck:?}"
    );
    let mut game = begun();
    let before = game.log().len();
    let summoned = game.summon(card("Test Doomed"), Player::FIRST);
    assert!(
        matches!(summoned, Err(Error::EnchantmentCard { ref card }) if card == "Test Doomed"),
        "{summoned:?}"
    );
    assert_eq!(game.log().len(), before, "nothing changed");

    let attaches_a_minion = r#"[
      { "name": "Test Pawn", "cost": 1, "type": "minion", "attack": 1, "health": 5 },
      { "name": "Test Wrong", "cost": 1, "type": "spell", "text": "x",
        "spell": [{ "enchant": { "targets": "all_minions", "card": "Test Pawn" } }] }
    ]"#;
    let refused = build(attaches_a_minion, Vec::new()).unwrap_err().to_string();
    assert!(refused.contains("\"Test Wrong\" names \"Test Pawn\": an enchantment card"), "{refused}");
    let summons_an_enchantment = r#"[
      { "name": "Test Mark", "cost": 0, "type": "enchantment", "token": true },
      { "name": "Test Wrong", "cost": 1, "type": "spell", "text": "x",
        "spell": [{ "summon": { "card": "Test Mark", "player": "you" } }] }
    ]"#;
    let refused = build(summons_an_enchantment, Vec::new()).unwrap_err().to_string();
    assert!(refused.contains("\"Test Wrong\" names \"Test Mark\": an enchantment card"), "{refused}");
    let lasting_minion = r#"[{ "name": "Test Pawn", "cost": 1, "type": "minion", "attack": 1, "health": 5, "lasts": "this_turn" }]"#;
    let refused = build(lasting_minion, Vec::new()).unwrap_err().to_string();
    assert!(refused.contains("\"lasts\" says how long an enchantment card lasts"), "{refused}");
}

/// An enchantment card in force reads as what it gives: its keywords, or "an ability" for one
/// that gives none, and how long it lasts.
#[test]
fn an_enchantment_card_reads_as_its_keywords_or_an_ability() {
    let mut game = begun();
    let pawn = game.summon(card("Test Pawn"), Player::FIRST).unwrap();
    game.cast(card("Test Hide"), Player::FIRST, None).unwrap();
    game.cast(card("Test Bless"), Player::FIRST, None).unwrap();
    let shown: Vec<String> = game.enchantments(pawn).unwrap().iter().map(ToString::to_string).collect();
    assert_eq!(shown, ["gains Taunt and Stealth until your next turn", "gains an ability"]);
}

/// A card file whose card attaches a card that is not an enchantment card is refused with the
/// file's path, as every problem of a card in a file is.
#[test]
fn a_card_attaching_a_minion_is_refused_naming_its_file() {
    let pawn = r#"[{ "name": "Test Pawn", "cost": 1, "type": "minion", "attack": 1, "health": 5 }]"#;
    let wrong = r#"[{ "name": "Test Wrong", "cost": 1, "type": "spell", "text": "x",
        "spell": [{ "enchant": { "targets": "all_minions", "card": "Test Pawn" } }] }]"#;
    let files = [("cards/pawn.json", pawn), ("cards/wrong.json", wrong)];
    let refused = my_engine::content::build_files(&files, Vec::new()).unwrap_err().to_string();
    assert!(refused.starts_with("cards/wrong.json: "), "{refused}");
    assert!(refused.contains("\"Test Wrong\" names \"Test Pawn\""), "{refused}");
}

/// "Give adjacent minions Spell Damage +1" holds while the minion is in play: once the minion
/// the Ancient Mage enchanted has died, its owner's spells deal their plain damage (a Fireball
/// 7, then 6).
#[test]
fn spell_damage_given_to_a_minion_that_died_adds_nothing() {
    let cards = my_engine::content::library();
    let find = |name: &str| cards.find(name).unwrap();
    let filler = find("Test Filler");
    let mut g = Game::new(cards, [vec![filler; 5], vec![filler; 5]], Limits::default()).unwrap();
    g.begin().unwrap();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    let yeti = g.summon(find("Chillwind Yeti"), Player::FIRST).unwrap();
    let mage = g.add_to_hand(find("Ancient Mage"), Player::FIRST).unwrap();
    g.play(mage, 1, None).unwrap();
    let enemy = g.hero(Player::SECOND);
    g.cast(find("Fireball"), Player::FIRST, Some(enemy)).unwrap();
    assert_eq!(g.health(enemy), Ok(23), "6 + 1 while the enchanted Yeti stands");
    g.destroy(yeti).unwrap();
    g.cast(find("Fireball"), Player::FIRST, Some(enemy)).unwrap();
    assert_eq!(g.health(enemy), Ok(17), "6: the Yeti's Spell Damage died with it");
}
