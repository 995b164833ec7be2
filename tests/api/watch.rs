//! Watching a game (`Game::set_watching`): the board after each event, each Queue as it was
//! locked and what each entry resolved as; across calls, through a rollback and a cleared log.

use my_engine::content::library;
use my_engine::engine::Player;
use my_engine::engine::{
    BoardView, EnchantmentsChange, Error, Game, Id, Limits, LogKeeping, QueueEntryView, QueueView,
    TriggerKind,
};

use crate::common::summon;

fn game() -> Game {
    Game::new(library(), [Vec::new(), Vec::new()], Limits::default()).unwrap()
}

fn entry(source: Id, trigger: TriggerKind, cause: u32, resolved_as: u32) -> QueueEntryView {
    QueueEntryView { source, trigger, cause, resolved_as: Some(resolved_as) }
}

#[test]
fn the_depth_first_example_is_recorded_queue_by_queue() {
    let mut g = game();
    let (echo, smith, reactor) = (
        summon(&mut g, "Test Echo", Player::FIRST),
        summon(&mut g, "Armorsmith", Player::FIRST),
        summon(&mut g, "Test Reactor", Player::FIRST),
    );
    g.clear_log();
    g.set_watching(true);
    g.deal_damage(smith, 1).unwrap();
    let watch = g.watch().expect("the call was watched");
    // [0] Damaged S, [1] Triggered E, [2] Damaged hero1, [3] Triggered R, [4] StatsChanged R,
    // [5] Triggered S, [6] ArmorGained.
    let outer = QueueView {
        locked_after: 1,
        done_after: 7,
        depth: 0,
        opened_by: None,
        entries: vec![entry(echo, TriggerKind::Damaged, 0, 1), entry(smith, TriggerKind::Damaged, 0, 5)],
    };
    let inner = QueueView {
        locked_after: 3,
        done_after: 5,
        depth: 1,
        opened_by: None,
        entries: vec![entry(reactor, TriggerKind::Damaged, 2, 3)],
    };
    assert_eq!(watch.queues, [outer, inner]);
    assert_eq!(watch.len(), g.log().len(), "one board after each event");
    let smith_health = |at: usize| {
        watch.board(at).unwrap().minions[Player::FIRST].iter().find(|m| m.id == smith).unwrap().health
    };
    assert_eq!(smith_health(0), 3, "right after the Damage Event");
    let reactor_attack = |at: usize| {
        watch.board(at).unwrap().minions[Player::FIRST].iter().find(|m| m.id == reactor).unwrap().attack
    };
    assert_eq!((reactor_attack(3), reactor_attack(4)), (1, 2), "the buff shows from its own event on");
    assert_eq!(
        (watch.board(5).unwrap().armor[Player::FIRST], watch.board(6).unwrap().armor[Player::FIRST]),
        (0, 1)
    );
    assert_eq!(watch.board(6).unwrap().heroes[Player::SECOND].health, 29);
}

#[test]
fn a_mortally_wounded_minion_shows_as_such_until_the_death_step_removes_it() {
    let mut g = game();
    let ghoul = summon(&mut g, "Unstable Ghoul", Player::FIRST);
    g.set_watching(true);
    g.deal_damage(ghoul, 3).unwrap();
    let watch = g.watch().unwrap();
    let board = watch.board(0).unwrap();
    let first = &board.minions[Player::FIRST][0];
    assert!(first.mortally_wounded && first.health == 0 && !first.pending_destroy);
    assert!(watch.board(1).unwrap().minions[Player::FIRST].is_empty(), "the Death Creation Step removed it");
}

#[test]
fn watching_spans_calls_and_drops_a_rolled_back_call() {
    let mut g = game();
    let smith = summon(&mut g, "Armorsmith", Player::FIRST);
    g.clear_log();
    g.set_watching(true);
    g.deal_damage(smith, 1).unwrap();
    g.deal_damage(smith, 1).unwrap();
    let watch = g.watch().unwrap().clone();
    assert_eq!((watch.first_event, watch.len(), watch.queues.len()), (0, g.log().len(), 2));
    assert_eq!(
        watch.queues[1].locked_after, 4,
        "the second call's Queue, counted from the first watched event"
    );
    let mirror = summon(&mut g, "Test Mirror", Player::SECOND);
    let watch = g.watch().unwrap().clone();
    let err = g.deal_damage(mirror, 1).unwrap_err();
    assert!(matches!(err, Error::Runaway { .. }), "{err}");
    assert_eq!(g.watch(), Some(&watch), "a rolled-back call leaves the watch as it was");
    g.clear_log();
    assert_eq!(g.watch(), None, "its indices counted from a log that is gone");
    g.draw(Player::FIRST).unwrap(); // Any damage would feed the Mirror now.
    assert_eq!((g.watch().unwrap().len(), g.log().len()), (1, 1));
}

#[test]
fn a_game_that_keeps_only_the_last_call_watches_only_the_last_call() {
    let mut g = game();
    let smith = summon(&mut g, "Armorsmith", Player::FIRST);
    g.set_log_keeping(LogKeeping::LastCall);
    g.set_watching(true);
    g.deal_damage(smith, 1).unwrap();
    g.deal_damage(smith, 1).unwrap();
    let watch = g.watch().unwrap();
    assert_eq!((watch.first_event, watch.len()), (0, g.log().len()));
    assert_eq!(g.log().len(), 3);
    g.set_watching(false);
    g.deal_damage(smith, 1).unwrap();
    assert_eq!(g.watch(), None);
}

#[test]
fn a_watch_counts_from_the_first_watched_event_when_the_log_already_holds_others() {
    let mut g = game();
    let smith = summon(&mut g, "Armorsmith", Player::FIRST);
    let earlier = g.log().len();
    assert!(earlier > 0, "the summon is still in the log");
    g.set_watching(true);
    g.deal_damage(smith, 1).unwrap();
    let watch = g.watch().unwrap();
    assert_eq!(watch.first_event as usize, earlier);
    assert_eq!(watch.len(), g.log().len() - earlier, "one board for each watched event only");
    let queue = &watch.queues[0];
    assert_eq!((queue.locked_after, queue.done_after), (1, 3), "counted from the first watched event");
    assert_eq!(queue.entries, [entry(smith, TriggerKind::Damaged, 0, 1)]);
}

#[test]
fn a_watch_never_pairs_a_board_with_the_wrong_event_across_log_keeping_changes() {
    let mut g = game();
    g.set_watching(true);
    g.set_log_keeping(LogKeeping::Nothing);
    summon(&mut g, "Test Filler", Player::FIRST);
    g.set_log_keeping(LogKeeping::All);
    summon(&mut g, "Test Filler", Player::FIRST);
    let watch = g.watch().unwrap();
    assert_eq!(watch.first_event as usize + watch.len(), g.log().len(), "a board for each logged event");
    assert_eq!(watch.len(), 1, "the earlier board had no event left in the log");
}

#[test]
fn a_failed_call_leaves_the_last_calls_watch_when_only_the_last_call_is_kept() {
    let mut g = game();
    let smith = summon(&mut g, "Armorsmith", Player::FIRST);
    g.set_log_keeping(LogKeeping::LastCall);
    g.set_watching(true);
    g.deal_damage(smith, 1).unwrap();
    let watch = g.watch().unwrap().clone();
    let mirror = summon(&mut g, "Test Mirror", Player::SECOND);
    let watch_after_summon = g.watch().unwrap().clone();
    assert_ne!(watch, watch_after_summon);
    assert!(matches!(g.deal_damage(mirror, 1), Err(Error::Runaway { .. })));
    assert_eq!(
        g.watch(),
        Some(&watch_after_summon),
        "the log still holds the summon's events, and so does the watch"
    );
    assert_eq!(g.watch().unwrap().len(), g.log().len());
}

#[test]
fn a_death_phases_queue_is_the_phases_from_its_death_phase_event_on() {
    let mut g = game();
    let ghoul = summon(&mut g, "Unstable Ghoul", Player::FIRST);
    summon(&mut g, "Test Filler", Player::SECOND);
    g.clear_log();
    g.set_watching(true);
    g.deal_damage(ghoul, 3).unwrap();
    let watch = g.watch().unwrap();
    // [0] Damaged, [1] Destroyed, [2] DeathPhase 1, [3] Triggered deathrattle, ...
    let phase = g.log().iter().position(|r| matches!(r.event, my_engine::engine::Event::DeathPhase { .. }));
    let phase = phase.unwrap() as u32;
    let queue = watch.queues.iter().find(|q| q.entries[0].source == ghoul).unwrap();
    assert_eq!(queue.opened_by, Some(phase), "opened by its DeathPhase event");
    assert_eq!(queue.locked_after, phase + 1, "and locked right after it");
    let damaged = watch.queues.iter().filter(|q| q.entries[0].trigger == TriggerKind::Damaged);
    assert!(damaged.into_iter().all(|q| q.opened_by.is_none()), "a Damage Phase logs no event of its own");
}

#[test]
fn a_watched_board_holds_each_hands_cards_and_each_characters_keywords() {
    let filler = library().find("Test Filler").unwrap();
    let mut g = Game::new(library(), [vec![filler; 3], vec![filler; 2]], Limits::default()).unwrap();
    g.set_watching(true);
    g.draw(Player::FIRST).unwrap();
    g.draw(Player::SECOND).unwrap();
    g.draw(Player::FIRST).unwrap();
    let watch = g.watch().unwrap();
    let last = watch.boards().last().unwrap();
    assert_eq!(last.hands[Player::FIRST], g.hand(Player::FIRST), "player 0's cards, oldest first");
    assert_eq!(last.hands[Player::SECOND], g.hand(Player::SECOND));
    assert_eq!(last.hand.into_array(), [2, 1], "and their counts");
    assert_eq!(watch.board(0).unwrap().hands[Player::FIRST].len(), 1, "the hand right after the first draw");
    let abomination = summon(&mut g, "Abomination", Player::FIRST);
    let wolfrider = summon(&mut g, "Wolfrider", Player::SECOND);
    let board = g.watch().unwrap().boards().last().unwrap();
    let names = |keywords: my_engine::engine::Keywords| keywords.iter().map(|k| k.name()).collect::<Vec<_>>();
    let abomination = board.minions[Player::FIRST].iter().find(|m| m.id == abomination).unwrap();
    let wolfrider = board.minions[Player::SECOND].iter().find(|m| m.id == wolfrider).unwrap();
    assert_eq!(names(abomination.keywords), ["Taunt"]);
    assert_eq!(names(wolfrider.keywords), ["Charge"]);
    assert_eq!(
        abomination.keywords,
        g.keywords(abomination.id).unwrap(),
        "the object's, as the game reads them"
    );
    assert!(board.heroes[Player::FIRST].keywords.is_empty(), "a hero has none");
}

/// The built-in cards and a spell of `buffs` +1/+1 buffs, each on the spell's target.
fn with_a_spell_of(buffs: usize) -> &'static my_engine::engine::Library {
    let buff = r#"{ "buff": { "targets": { "one": "target" }, "attack": 1, "health": 1 } }"#;
    let spell = vec![buff; buffs].join(", ");
    let json = format!(
        concat!(
            r#"[{{ "name": "Test Many Buffs", "cost": 0, "type": "spell", "target": true,"#,
            r#" "text": "Give a minion +{buffs}/+{buffs}.", "spell": [{spell}] }}]"#
        ),
        buffs = buffs,
        spell = spell
    );
    let cards = my_engine::content::parse(&json).unwrap();
    my_engine::content::library_with(&[my_engine::content::CardSource {
        path: "buffs.json",
        text: &json,
        cards,
    }])
    .unwrap()
}

/// The entries the watch keeps for one spell of `buffs` buffs on one minion, how many events
/// it watched, the board it rebuilds after the last, and the game's own board then.
fn kept_for_a_spell_of(buffs: usize) -> (usize, usize, BoardView, BoardView) {
    let cards = with_a_spell_of(buffs);
    let mut g = Game::new(cards, [Vec::new(), Vec::new()], Limits::default()).unwrap();
    let pawn = g.summon(cards.find("Test Filler").unwrap(), Player::FIRST).unwrap();
    g.clear_log();
    g.set_watching(true);
    g.cast(cards.find("Test Many Buffs").unwrap(), Player::FIRST, Some(pawn)).unwrap();
    let watch = g.watch().unwrap();
    (watch.entries_kept(), watch.len(), watch.boards().last().unwrap(), g.board_view())
}

/// Issue 38: a spell of N buffs logs N + 1 events, and the watch keeps, for each buff, the
/// minion's new stats and its one new enchantment: two entries, however many enchantments it
/// already has, where a copy of the board after each event kept N × (N + 1) / 2
/// enchantments. The board it rebuilds after the last event still holds all N.
#[test]
fn a_spell_of_many_buffs_keeps_entries_in_proportion_to_its_events() {
    let (kept_100, events_100, rebuilt_100, board_100) = kept_for_a_spell_of(100);
    let (kept_1000, events_1000, rebuilt_1000, board_1000) = kept_for_a_spell_of(1000);
    assert_eq!((events_100, events_1000), (101, 1001), "SpellCast, then a StatsChanged for each buff");
    assert_eq!(kept_1000 - kept_100, 2 * 900, "two entries for each buff more");
    assert!(kept_1000 <= 2 * events_1000 + 10, "{kept_1000} entries for {events_1000} events");
    assert_eq!(rebuilt_100, board_100, "the rebuilt board is the game's");
    assert_eq!(rebuilt_1000, board_1000);
    assert_eq!(rebuilt_1000.minions[Player::FIRST][0].enchantments.len(), 1000, "every buff shows");
}

/// The board the watch rebuilds after each call is the game's own (`Game::board_view`),
/// through a whole random game: plays, attacks, deaths, buffs that wear off, draws, weapons
/// equipped, worn down and destroyed.
#[test]
fn the_board_rebuilt_from_the_changes_is_the_games_after_every_move() {
    use my_engine::engine::{GameRecord, Move, Rules, SplitMix64};
    let deck: Vec<String> = [
        "Elven Archer",
        "Mana Addict",
        "Harvest Golem",
        "Arcane Intellect",
        "Fireball",
        "Shattered Sun Cleric",
        "Equality",
        "Fiery War Axe",
        "Acidic Swamp Ooze",
    ]
    .iter()
    .cycle()
    .take(24)
    .map(|name| name.to_string())
    .collect();
    let mut record = GameRecord::new([deck.clone(), deck], Rules::hearthstone(), 3);
    let mut g = record.replay(library()).unwrap();
    g.set_watching(true);
    let mut random = SplitMix64::new(5);
    let mut moves = 0;
    while let Some(mv) = my_engine::search::random_move(&g, &mut random) {
        if record.make(&mut g, mv).is_err() {
            record.make(&mut g, Move::EndTurn).unwrap();
        }
        let watch = g.watch().unwrap();
        assert_eq!(watch.boards().last(), Some(g.board_view()), "after move {moves}");
        moves += 1;
    }
    assert!(moves > 20, "a whole game: {moves} moves");
}

/// The built-in cards and two buffs: +1/+1, and +2/+2 this turn.
fn with_a_buff_for_this_turn() -> &'static my_engine::engine::Library {
    let json = concat!(
        r#"[{ "name": "Test Lasting Buff", "cost": 0, "type": "spell", "target": true,"#,
        r#" "text": "Give a minion +1/+1.","#,
        r#" "spell": [{ "buff": { "targets": { "one": "target" }, "attack": 1, "health": 1 } }] },"#,
        r#" { "name": "Test Brief Buff", "cost": 0, "type": "spell", "target": true,"#,
        r#" "text": "Give a minion +2/+2 this turn.","#,
        r#" "spell": [{ "buff_this_turn": { "targets": { "one": "target" }, "attack": 2, "health": 2 } }] }]"#
    );
    let cards = my_engine::content::parse(json).unwrap();
    my_engine::content::library_with(&[my_engine::content::CardSource {
        path: "brief.json",
        text: json,
        cards,
    }])
    .unwrap()
}

/// An enchantment that wears off between two others is kept as that one place removed, not
/// as the whole list again; the board rebuilt after it holds the other two, oldest first.
#[test]
fn an_enchantment_that_wears_off_in_the_middle_is_kept_as_one_place_removed() {
    let cards = with_a_buff_for_this_turn();
    let filler = cards.find("Test Filler").unwrap();
    let mut g = Game::new(cards, [vec![filler; 4], vec![filler; 4]], Limits::default()).unwrap();
    let yeti = g.summon(cards.find("Chillwind Yeti").unwrap(), Player::FIRST).unwrap();
    g.begin().unwrap();
    let (lasting, brief) = (cards.find("Test Lasting Buff").unwrap(), cards.find("Test Brief Buff").unwrap());
    for buff in [lasting, brief, lasting] {
        g.cast(buff, Player::FIRST, Some(yeti)).unwrap();
    }
    g.clear_log();
    g.set_watching(true);
    g.end_turn().unwrap();
    let watch = g.watch().unwrap();
    let changes: Vec<&EnchantmentsChange> = watch
        .changes
        .iter()
        .flat_map(|change| &change.characters)
        .filter(|character| character.id == yeti)
        .filter_map(|character| character.enchantments.as_ref())
        .collect();
    // The first event's change names every character with its whole list; the Yeti's list
    // changes once after it.
    assert_eq!(changes.len(), 2, "{changes:?}");
    assert_eq!((changes[0].at, changes[0].removed, changes[0].added.len()), (0, 0, 3));
    assert_eq!((changes[1].at, changes[1].removed, changes[1].added.len()), (1, 1, 0), "{changes:?}");
    let last = watch.boards().last().unwrap();
    let words: Vec<String> =
        last.minions[Player::FIRST][0].enchantments.iter().map(ToString::to_string).collect();
    assert_eq!(words, ["+1/+1", "+1/+1"]);
    assert_eq!(last, g.board_view());
}
