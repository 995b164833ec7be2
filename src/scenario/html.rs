//! `--format html`: one self-contained page that steps through a whole scenario one event at
//! a time, its setup's calls and moves first, then the action: the board after each event,
//! the reaction tree, the Queues being resolved, the death step, and the expectations with
//! their marks. The page embeds what the engine recorded (`engine::Watch` and the log) as
//! JSON and only draws it; it loads nothing. Like the watch, it holds the board before the
//! first event and what each event changed, and its script rebuilds the board at each step.

use std::collections::HashSet;
use std::ops::Range;

use serde::Serialize;

use super::Checked;
use super::Ran;
use super::render::{action, event_text, step_words, who};
use crate::engine::{
    AuraStep, BoardChange, BoardView, CharacterChange, CharacterView, EnchantmentView, Event, Game,
    GrantView, Id, Library, Mana, Player, QueueView,
};
use crate::text::{enchantment_words, grant_words, mana_words, marks, text_words, turn_words};

/// The page, with `/*DATA*/` where the data goes.
const PAGE: &str = include_str!("page.html");

/// A setup longer than this many events starts collapsed in the reaction tree (each step's
/// events folded under its line), but for the step being shown.
const LONG_SETUP: usize = 12;

/// Everything the page draws.
#[derive(Serialize)]
struct PageData<'a> {
    title: &'a str,
    about: &'a str,
    /// What the page steps through, in words: `Action: ...` or `Game: ...`.
    headline: String,
    /// Each event, in log order: the setup's, then the action's.
    events: Vec<PageEvent>,
    /// The board before the first event.
    before: PageBoard,
    /// A player's mana and the turn, in words, on the empty board the changes start from (no
    /// Mana Crystal, no turn): a change names them only where they differ from it.
    no_mana: String,
    no_turn: String,
    /// What each event changed, in order (`changes[i]` is event `i`'s), as the watch keeps
    /// it: the first takes an empty board to the board after event 0 (the script rebuilds
    /// the board after event `i` from `changes[..=i]`).
    changes: Vec<PageChange>,
    /// Each Queue with an entry, as the engine recorded it.
    queues: &'a [QueueView],
    /// The name each card object is shown with.
    names: Vec<(Id, String)>,
    /// Each card with printed text, once, as `[name, text]`, in the order its first card
    /// object was made: the page's card list, and what a card shows on hover.
    cards: Vec<(String, String)>,
    /// Each card object whose card has text: `[id, its place in cards]`.
    card_of: Vec<(Id, usize)>,
    /// How a card's text is introduced (`text_words`): as printed, and once its card object
    /// is Silenced.
    text_said: [String; 2],
    /// The setup's steps and the action, each with its events, in order.
    groups: Vec<PageGroup>,
    /// Whether the setup's groups start folded.
    collapse_setup: bool,
    /// The step the page opens at without an address: the action's first event.
    first_step: usize,
    /// The expectations as checked, each with the step it is shown at; `None` for a page
    /// with none to check (a replay).
    expectations: Option<Vec<PageExpectation>>,
}

/// One event: its line of text, its number as the text output writes it (`s3` in the setup,
/// `3` in the action), what caused it, how deep it sits in the tree, the stage of the
/// Sequence it belongs to, its group, and, for an ability that resolves with no Queue (a
/// Battlecry), what the Queue panel says of it.
#[derive(Serialize)]
struct PageEvent {
    text: String,
    tag: String,
    cause: Option<u32>,
    depth: usize,
    stage: String,
    group: Option<usize>,
    alone: Option<String>,
}

/// A board, compact: each character as `[id, attack, health, state, keywords, enchantments,
/// marks, grants]`, state 1 for mortally wounded, 2 for pending destroy, 3 for both; the
/// enchantments in words, oldest first (what its Attack and Health are made of, past its
/// card's), each with how long it lasts and who made it; its marks (`Silenced`, `Frozen`,
/// `damaged (Health 3 of 5)`) and its aura grants in words, as `text::Described` says them.
/// Each player's mana, and the turn, in words.
#[derive(Serialize)]
struct PageBoard {
    heroes: [PageCharacter; 2],
    armor: [i32; 2],
    /// Each player's weapon (its Durability as its Health), `null` for none.
    weapons: [Option<PageCharacter>; 2],
    minions: [Vec<PageCharacter>; 2],
    hand: [usize; 2],
    hands: [Vec<u32>; 2],
    /// What each card in hand costs then, in the same order.
    costs: [Vec<u32>; 2],
    deck: [usize; 2],
    mana: [String; 2],
    turn: String,
}

type PageCharacter = (i32, i32, i32, i32, Vec<&'static str>, Vec<String>, Vec<String>, Vec<String>);

/// What one event changed (`engine::BoardChange`), compact: each character changed as
/// `[id, attack, health, state, keywords, enchantments, marks, grants]`, its enchantments
/// `null` if they did not change, else `[at, removed, added]` (from place `at`, `removed` of
/// them gave way to `added`, in words); each other part `[player 0's, player 1's]`, `null`
/// where it did not change, and left out where neither did; the turn in words, left out
/// where it did not change.
#[derive(Serialize)]
struct PageChange {
    #[serde(skip_serializing_if = "Vec::is_empty")]
    characters: Vec<PageCharacterChange>,
    #[serde(skip_serializing_if = "unchanged")]
    heroes: [Option<u32>; 2],
    #[serde(skip_serializing_if = "unchanged")]
    armor: [Option<i32>; 2],
    /// Each player's weapon where it changed: its id, or -1 for none any more.
    #[serde(skip_serializing_if = "unchanged")]
    weapons: [Option<i64>; 2],
    #[serde(skip_serializing_if = "unchanged")]
    minions: [Option<Vec<u32>>; 2],
    #[serde(skip_serializing_if = "unchanged")]
    hands: [Option<Vec<u32>>; 2],
    #[serde(skip_serializing_if = "unchanged")]
    costs: [Option<Vec<u32>>; 2],
    #[serde(skip_serializing_if = "unchanged")]
    deck: [Option<usize>; 2],
    #[serde(skip_serializing_if = "unchanged")]
    mana: [Option<String>; 2],
    #[serde(skip_serializing_if = "Option::is_none")]
    turn: Option<String>,
}

type PageCharacterChange =
    (i32, i32, i32, i32, Vec<&'static str>, Option<(usize, usize, Vec<String>)>, Vec<String>, Vec<String>);

/// Whether neither player's part changed.
fn unchanged<T>(parts: &[Option<T>; 2]) -> bool {
    parts.iter().all(Option::is_none)
}

/// A setup step or the action, and where its events are.
#[derive(Serialize)]
struct PageGroup {
    title: String,
    first: usize,
    end: usize,
    setup: bool,
}

/// An expectation with its mark, and the step it belongs to: the step where the log first
/// differs, or the last step for one on the end state.
#[derive(Serialize)]
struct PageExpectation {
    #[serde(flatten)]
    checked: Checked,
    step: Option<usize>,
    end_state: bool,
}

/// A setup step or the action on a page, and where its events are in the watched log.
pub struct Group {
    pub title: String,
    pub events: Range<usize>,
    pub setup: bool,
}

/// What a page steps through: a game before the watched calls and after them, and how to
/// name its card objects.
pub struct Page<'a> {
    /// The page's title, a sentence about it, and what was done, in words, headed as what it
    /// is (`Action: deal 3 damage to ...`, `Game: 86 moves; player 1 won`).
    pub title: &'a str,
    pub about: &'a str,
    pub headline: String,
    /// The stage of an event outside the setup and the death step: `The action and its
    /// Phases`, `A move and its Phases`.
    pub stage: &'a str,
    /// The game before the first watched event.
    pub before: &'a Game,
    /// The game after them, watched (`Game::set_watching`) with its whole log kept, the log
    /// holding only the watched events.
    pub after: &'a Game,
    /// How a card object is named on the page.
    pub who: &'a dyn Fn(Id) -> String,
    /// The setup's steps and the action (none: the page is one stretch of events).
    pub groups: Vec<Group>,
    /// The first event of the action: the events before it are the setup's, numbered `s0`,
    /// `s1`, ...; the page opens there.
    pub action_from: usize,
    /// The expectations as checked, if the page has any to show.
    pub expectations: Option<&'a [Checked]>,
}

/// `ran` as one HTML page: its setup and its action, with its expectations as checked.
pub fn html(ran: &Ran) -> String {
    let mut groups: Vec<Group> = ran
        .scenario
        .setup
        .iter()
        .zip(&ran.setup_events)
        .enumerate()
        .map(|(at, (step, events))| Group {
            title: format!("setup[{at}]: {}", step_words(ran, step)),
            events: events.clone(),
            setup: true,
        })
        .collect();
    groups.push(Group {
        title: format!("action: {}", action(ran)),
        events: ran.action_events.clone(),
        setup: false,
    });
    page(&Page {
        title: &ran.scenario.name,
        about: &ran.scenario.about,
        headline: format!("Action: {}", action(ran)),
        stage: "The action and its Phases",
        before: &ran.start,
        after: &ran.whole,
        who: &|id| who(ran, id),
        groups,
        action_from: ran.action_events.start,
        expectations: Some(&ran.expectations),
    })
}

/// The page for `page`.
pub fn page(page: &Page) -> String {
    let log = page.after.log();
    let Some(watch) = page.after.watch() else {
        return "<!-- the calls were not watched -->\n".to_owned();
    };
    let library = page.after.library();
    let resolved: HashSet<u32> = watch
        .queues
        .iter()
        .flat_map(|queue| queue.entries.iter().filter_map(|entry| entry.resolved_as))
        .collect();
    let group_of = |index: usize| page.groups.iter().position(|group| group.events.contains(&index));
    let mut depths: Vec<usize> = Vec::with_capacity(log.len());
    let events = log
        .iter()
        .enumerate()
        .map(|(index, record)| {
            let depth = record.cause.map_or(0, |cause| depths[cause as usize] + 1);
            depths.push(depth);
            let tag = match index.checked_sub(page.action_from) {
                Some(at) => at.to_string(),
                None => format!("s{index}"),
            };
            let text = format!("[{tag}] {}", event_text(page.who, library, record.event));
            let group = group_of(index);
            let phase = stage(page, index).or_else(|| alone_phase(page, index, &resolved));
            let stage = match group {
                Some(at) if page.groups[at].setup => {
                    // Counted from 0, as the text's `setup[5]` and the scenario file's list.
                    let last = page.groups.iter().filter(|group| group.setup).count() - 1;
                    let title = &page.groups[at].title;
                    let words = title.split_once(": ").map_or(title.as_str(), |(_, words)| words);
                    let step = format!("Setup step {at} (0 to {last}): {words}");
                    match phase {
                        Some(phase) => format!("{step}; {phase}"),
                        None => step,
                    }
                }
                _ => phase.unwrap_or_else(|| page.stage.to_owned()),
            };
            let alone = match record.event {
                Event::Triggered { source, trigger } if !resolved.contains(&(index as u32)) => {
                    let kind = capitalised(trigger.name());
                    Some(format!(
                        "{kind} Phase: {}'s {kind} resolves, the one ability that answers it: the \
                         engine fills and locks no Queue for it",
                        (page.who)(source)
                    ))
                }
                _ => None,
            };
            PageEvent { text, tag, cause: record.cause, depth, stage, group, alone }
        })
        .collect::<Vec<_>>();
    let words = Words { who: page.who, library };
    let before = PageBoard::of(&page.before.board_view(), &words);
    let changes = watch.changes.iter().map(|change| PageChange::of(change, &words)).collect();
    let ids = (0..page.after.id_count()).map(|n| Id::from_number(n as u32));
    let names = ids.clone().map(|id| (id, (page.who)(id))).collect();
    let mut cards: Vec<(String, String)> = Vec::new();
    let mut card_of = Vec::new();
    for id in ids {
        let Some(card) = page.after.card_of(id).ok().flatten().map(|card| library.card(card)) else {
            continue;
        };
        if card.text.is_empty() {
            continue;
        }
        let at = cards.iter().position(|(name, _)| *name == card.name).unwrap_or_else(|| {
            cards.push((card.name.clone(), card.text.clone()));
            cards.len() - 1
        });
        card_of.push((id, at));
    }
    let last = log.len().saturating_sub(1);
    let setup_events =
        page.groups.iter().filter(|group| group.setup).map(|group| group.events.len()).sum::<usize>();
    let expectations = page.expectations.map(|checked| {
        checked
            .iter()
            .map(|checked| {
                let is_log = checked.what == "log";
                let action_events = log.len().saturating_sub(page.action_from);
                let step = match checked.first_difference {
                    Some(first) if action_events > 0 => Some(page.action_from + first.min(action_events - 1)),
                    _ if !is_log => Some(last),
                    _ => None,
                };
                PageExpectation { checked: checked.clone(), step, end_state: !is_log }
            })
            .collect()
    });
    let data = PageData {
        title: page.title,
        about: page.about,
        headline: page.headline.clone(),
        events,
        before,
        no_mana: mana_words(Mana::default()),
        no_turn: turn_words(None),
        changes,
        queues: &watch.queues,
        names,
        cards,
        card_of,
        text_said: [text_words("", false), text_words("", true)],
        groups: page
            .groups
            .iter()
            .map(|group| PageGroup {
                title: group.title.clone(),
                first: group.events.start,
                end: group.events.end,
                setup: group.setup,
            })
            .collect(),
        collapse_setup: setup_events > LONG_SETUP,
        first_step: page.action_from.min(last),
        expectations,
    };
    // Inside a <script> element, "</" could end it: JSON may write "<\/" instead.
    let json = serde_json::to_string(&data).expect("the page data serialises").replace("</", "<\\/");
    PAGE.replacen("/*DATA*/", &json, 1)
}

/// How the page words a card object's enchantments and grants (`text::Described`'s words):
/// each card object named as the page names it, each card found in the library.
struct Words<'a> {
    who: &'a dyn Fn(Id) -> String,
    library: &'a Library,
}

impl Words<'_> {
    fn enchantments(&self, views: &[EnchantmentView]) -> Vec<String> {
        views.iter().map(|view| enchantment_words(view, self.library, self.who)).collect()
    }

    fn grants(&self, grants: &[GrantView]) -> Vec<String> {
        grants.iter().map(|grant| grant_words(grant, self.who)).collect()
    }
}

impl PageBoard {
    fn of(board: &BoardView, words: &Words) -> PageBoard {
        let compact = |c: &CharacterView| {
            let state = i32::from(c.mortally_wounded) + 2 * i32::from(c.pending_destroy);
            let keywords = c.keywords.iter().map(|keyword| keyword.name()).collect();
            let enchantments = words.enchantments(&c.enchantments);
            let marks = marks(c.silenced, c.frozen, c.health, c.max_health);
            (
                c.id.number() as i32,
                c.attack,
                c.health,
                state,
                keywords,
                enchantments,
                marks,
                words.grants(&c.grants),
            )
        };
        PageBoard {
            heroes: [compact(&board.heroes[Player::FIRST]), compact(&board.heroes[Player::SECOND])],
            armor: board.armor.into_array(),
            weapons: Player::BOTH.map(|p| board.weapons[p].as_ref().map(compact)),
            minions: Player::BOTH.map(|p| board.minions[p].iter().map(compact).collect()),
            hand: board.hand.into_array(),
            hands: Player::BOTH.map(|p| board.hands[p].iter().map(|id| id.number()).collect()),
            costs: board.costs.clone().into_array(),
            deck: board.deck.into_array(),
            mana: board.mana.into_array().map(mana_words),
            turn: turn_words(board.turn),
        }
    }
}

impl PageChange {
    fn of(change: &BoardChange, words: &Words) -> PageChange {
        let ids = |ids: &Option<Vec<Id>>| ids.as_ref().map(|ids| ids.iter().map(|id| id.number()).collect());
        PageChange {
            characters: change.characters.iter().map(|c| compact_change(c, words)).collect(),
            heroes: change.heroes.map(|hero| hero.map(Id::number)).into_array(),
            armor: change.armor.into_array(),
            weapons: change
                .weapons
                .map(|weapon| weapon.map(|now| now.map_or(-1, |id| i64::from(id.number()))))
                .into_array(),
            minions: [ids(&change.minions[Player::FIRST]), ids(&change.minions[Player::SECOND])],
            hands: [ids(&change.hands[Player::FIRST]), ids(&change.hands[Player::SECOND])],
            costs: change.costs.clone().into_array(),
            deck: change.deck.into_array(),
            mana: change.mana.into_array().map(|mana| mana.map(mana_words)),
            turn: change.turn.map(turn_words),
        }
    }
}

/// A character's change as the page holds it (`PageChange`).
fn compact_change(c: &CharacterChange, words: &Words) -> PageCharacterChange {
    let state = i32::from(c.mortally_wounded) + 2 * i32::from(c.pending_destroy);
    let keywords = c.keywords.iter().map(|keyword| keyword.name()).collect();
    let enchantments =
        c.enchantments.as_ref().map(|change| (change.at, change.removed, words.enchantments(&change.added)));
    let marks = marks(c.silenced, c.frozen, c.health, c.max_health);
    (c.id.number() as i32, c.attack, c.health, state, keywords, enchantments, marks, words.grants(&c.grants))
}

/// The death step's stage event `index` belongs to, from the event at the root of its branch
/// of the tree: an Aura Update, the Death Creation Step (with every minion it removed) or a
/// Death Phase; `None` for the Phases of a call or move.
fn stage(page: &Page, index: usize) -> Option<String> {
    let log = page.after.log();
    let mut root = index;
    while let Some(cause) = log[root].cause {
        root = cause as usize;
    }
    match log[root].event {
        Event::Destroyed { .. } => {
            let first = (0..=root)
                .rev()
                .take_while(|&at| is_removal(log[at].event, log[at].cause))
                .last()
                .unwrap_or(root);
            let removed: Vec<String> = (first..log.len())
                .take_while(|&at| is_removal(log[at].event, log[at].cause))
                .filter_map(|at| match log[at].event {
                    Event::Destroyed { id } => Some((page.who)(id)),
                    _ => None,
                })
                .collect();
            Some(format!("Death Creation Step: removes {}", removed.join(", ")))
        }
        Event::DeathPhase { round } => Some(format!("Death Phase {round}: Deathrattles and death triggers")),
        Event::AuraUpdate { step: AuraStep::HealthAttack } => {
            Some("Aura Update (Health/Attack): before the Death Creation Step (Rule 4a)".to_owned())
        }
        Event::AuraUpdate { step: AuraStep::Other } => Some(
            "Aura Update (Other): after the Death Creation Step; a removed minion's aura keeps only its Health (Rule 4b)"
                .to_owned(),
        ),
        _ => None,
    }
}

/// The Phase of an ability that resolves with no Queue (a Battlecry) that event `index` is
/// in: the ability's `Triggered` event or one of its effects' events.
fn alone_phase(page: &Page, index: usize, resolved: &HashSet<u32>) -> Option<String> {
    let log = page.after.log();
    let mut at = Some(index);
    while let Some(here) = at {
        if let Event::Triggered { source, trigger } = log[here].event
            && !resolved.contains(&(here as u32))
        {
            let kind = capitalised(trigger.name());
            return Some(format!("{kind} Phase: {}'s {kind}", (page.who)(source)));
        }
        at = log[here].cause.map(|cause| cause as usize);
    }
    None
}

/// `word` with its first letter a capital: `battlecry` is `Battlecry`.
fn capitalised(word: &str) -> String {
    let mut letters = word.chars();
    letters.next().map_or_else(String::new, |first| first.to_uppercase().chain(letters).collect())
}

/// Whether an event is one the Death Creation Step logs: a `Destroyed` with no cause.
fn is_removal(event: Event, cause: Option<u32>) -> bool {
    matches!(event, Event::Destroyed { .. }) && cause.is_none()
}
