//! `--format html`: one self-contained page that steps through the action's Sequence one event
//! at a time: the board after the event, the reaction tree, the Queues being resolved and the
//! death step. The page embeds what the engine recorded (`engine::Watch` and the log) as JSON
//! and only draws it; it loads nothing.

use serde::Serialize;

use super::Ran;
use super::render::{action, event_text, who};
use crate::engine::{BoardView, CharacterView, Event, Game, Id, QueueView};

/// The page, with `/*DATA*/` where the data goes.
const PAGE: &str = include_str!("page.html");

/// Everything the page draws.
#[derive(Serialize)]
struct PageData<'a> {
    title: &'a str,
    about: &'a str,
    action: String,
    /// Each event of the action, in log order.
    events: Vec<PageEvent>,
    /// The board before the action, then after each event (`boards[i + 1]` follows event `i`).
    boards: Vec<PageBoard>,
    /// Each Queue with an entry, as the engine recorded it.
    queues: &'a [QueueView],
    /// The name each card object is shown with.
    names: Vec<(Id, String)>,
}

/// One event: its line of text, what caused it, how deep it sits in the tree, and the stage
/// of the Sequence it belongs to.
#[derive(Serialize)]
struct PageEvent {
    text: String,
    cause: Option<u32>,
    depth: usize,
    stage: String,
}

/// A board, compact: each character as `[id, attack, health, state]`, state 1 for mortally
/// wounded, 2 for pending destroy, 3 for both.
#[derive(Serialize)]
struct PageBoard {
    heroes: [[i32; 4]; 2],
    armor: [i32; 2],
    minions: [Vec<[i32; 4]>; 2],
    hand: [usize; 2],
    deck: [usize; 2],
}

/// What a page steps through: a game before the watched calls and after them, and how to
/// name its card objects.
pub struct Page<'a> {
    /// The page's title, a sentence about it, and what was done, in words.
    pub title: &'a str,
    pub about: &'a str,
    pub action: String,
    /// The game before the first watched event.
    pub before: &'a Game,
    /// The game after them, watched (`Game::set_watching`) with its whole log kept, the log
    /// holding only the watched events.
    pub after: &'a Game,
    /// How a card object is named on the page.
    pub who: &'a dyn Fn(Id) -> String,
}

/// `ran` as one HTML page.
pub fn html(ran: &Ran) -> String {
    page(&Page {
        title: &ran.scenario.name,
        about: &ran.scenario.about,
        action: action(ran),
        before: &ran.before,
        after: &ran.after,
        who: &|id| who(ran, id),
    })
}

/// The page for `page`.
pub fn page(page: &Page) -> String {
    let log = page.after.log();
    let Some(watch) = page.after.watch() else {
        return "<!-- the calls were not watched -->\n".to_owned();
    };
    let library = page.after.library();
    let mut depths: Vec<usize> = Vec::with_capacity(log.len());
    let events = log
        .iter()
        .enumerate()
        .map(|(index, record)| {
            let depth = record.cause.map_or(0, |cause| depths[cause as usize] + 1);
            depths.push(depth);
            let text = format!("[{index}] {}", event_text(page.who, library, record.event));
            PageEvent { text, cause: record.cause, depth, stage: stage(page, index) }
        })
        .collect();
    let before = PageBoard::of(&page.before.board_view());
    let boards = std::iter::once(before).chain(watch.boards.iter().map(PageBoard::of)).collect();
    let ids = (0..page.after.id_count()).map(|n| Id::from_number(n as u32));
    let names = ids.map(|id| (id, (page.who)(id))).collect();
    let data = PageData {
        title: page.title,
        about: page.about,
        action: page.action.clone(),
        events,
        boards,
        queues: &watch.queues,
        names,
    };
    // Inside a <script> element, "</" could end it: JSON may write "<\/" instead.
    let json = serde_json::to_string(&data).expect("the page data serialises").replace("</", "<\\/");
    PAGE.replacen("/*DATA*/", &json, 1)
}

impl PageBoard {
    fn of(board: &BoardView) -> PageBoard {
        let compact = |c: &CharacterView| {
            let state = i32::from(c.mortally_wounded) + 2 * i32::from(c.pending_destroy);
            [c.id.number() as i32, c.attack, c.health, state]
        };
        PageBoard {
            heroes: [compact(&board.heroes[0]), compact(&board.heroes[1])],
            armor: board.armor,
            minions: [0, 1].map(|p| board.minions[p].iter().map(compact).collect()),
            hand: board.hand,
            deck: board.deck,
        }
    }
}

/// The stage of the Sequence event `index` belongs to, from the event at the root of its
/// branch of the tree: the Death Creation Step (with every minion it removed), a Death Phase,
/// or the Phases of the action.
fn stage(page: &Page, index: usize) -> String {
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
            format!("Death Creation Step: removes {}", removed.join(", "))
        }
        Event::DeathPhase { round } => format!("Death Phase {round}: Deathrattles and death triggers"),
        _ => "The action and its Phases".to_owned(),
    }
}

/// Whether an event is one the Death Creation Step logs: a `Destroyed` with no cause.
fn is_removal(event: Event, cause: Option<u32>) -> bool {
    matches!(event, Event::Destroyed { .. }) && cause.is_none()
}
