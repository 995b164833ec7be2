//! Showing a scenario that has run: as text (board, action, reaction tree, what changed), as
//! the log's JSON, or as a Mermaid flowchart of the tree.

use std::collections::HashMap;
use std::fmt::Write;

use super::LogEntry;
use super::fields::fields;
use super::{Ran, Step};
use crate::engine::{Event, Game, Id, Library, Node, PLAYERS};
use crate::text::{COLUMNS, escape_control, wrap};

/// How to show a scenario that has run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    /// The board, the action, the reaction tree and what changed, for a terminal.
    Text,
    /// The action's log as `LogEntry` JSON.
    Json,
    /// A Mermaid flowchart of the reaction tree, for documentation.
    Mermaid,
    /// One self-contained HTML page that steps through the Sequence event by event.
    Html,
}

impl Format {
    /// The format called `name`: `text`, `json`, `mermaid` or `html`.
    pub fn named(name: &str) -> Option<Format> {
        match name {
            "text" => Some(Format::Text),
            "json" => Some(Format::Json),
            "mermaid" => Some(Format::Mermaid),
            "html" => Some(Format::Html),
            _ => None,
        }
    }
}

/// The action's log as `LogEntry` JSON, pretty-printed (`labelled_log`).
pub(super) fn json(ran: &Ran) -> String {
    serde_json::to_string_pretty(&labelled_log(ran)).expect("events serialise") + "\n"
}

/// The action's log as `LogEntry` JSON, every card written as a label, as `expect.log`
/// writes it: the output can be pasted into a scenario as it is. A card with no label yet (a
/// drawn card, a summon) gets one made from its card's name and id, `"Damaged Golem 4"`,
/// which names it in the pasted expectations as any new label does.
fn labelled_log(ran: &Ran) -> Vec<serde_json::Value> {
    let log = LogEntry::log_of(&ran.after);
    let mut made: HashMap<Id, String> = HashMap::new();
    let mut label_of = |id: Id| -> String {
        if let Some(label) = ran.labels.label(id) {
            return label.to_owned();
        }
        made.entry(id).or_insert_with(|| new_label(ran, id)).clone()
    };
    log.iter()
        .map(|event| {
            let mut json = serde_json::to_value(event).expect("events serialise");
            for field in fields(event).into_iter().filter(|field| field.holds_id) {
                let id: Option<Id> = serde_json::from_value(json[field.name].clone()).ok();
                if let Some(id) = id {
                    json[field.name] = serde_json::Value::from(label_of(id));
                }
            }
            json
        })
        .collect()
}

/// A label for the unlabelled card `id` that no card has yet: its card's name and id.
fn new_label(ran: &Ran, id: Id) -> String {
    let name = ran.after.name_of(id).unwrap_or("Card");
    let mut label = format!("{name} {id}", id = id.number());
    while ran.labels.id(&label).is_some() {
        label.push('\'');
    }
    label
}

pub(super) fn text(ran: &Ran) -> String {
    let mut out = String::new();
    if !ran.scenario.name.is_empty() {
        let _ = writeln!(out, "Scenario: {}", escape_control(&ran.scenario.name));
    }
    if !ran.scenario.about.is_empty() {
        for line in wrap(&ran.scenario.about, COLUMNS) {
            let _ = writeln!(out, "{}", escape_control(&line));
        }
    }
    let _ = writeln!(out, "\nBoard");
    for player in 0..PLAYERS {
        let board = ran.before.board(player).expect("a player");
        if board.is_empty() {
            let _ = writeln!(out, "  player {player}: (empty)");
            continue;
        }
        let _ = writeln!(out, "  player {player}:");
        for &id in board {
            let (attack, health) =
                (ran.before.attack(id).expect("known"), ran.before.health(id).expect("known"));
            let _ = writeln!(out, "    {} {attack}/{health}", who(ran, id));
        }
    }
    cards_and_labels(ran, &mut out);
    let _ = writeln!(out, "\nAction: {}", action(ran));
    let _ = writeln!(out, "\nReaction tree");
    for root in ran.after.trace() {
        tree_lines(ran, &root, "", None, &mut out);
    }
    let changes = changes(ran);
    let _ = writeln!(out, "\nWhat changed");
    if changes.is_empty() {
        let _ = writeln!(out, "  nothing");
    }
    for change in changes {
        let _ = writeln!(out, "  {change}");
    }
    out
}

/// What the names in the output mean: each card's text, once, for every card on the board
/// or in the reaction tree, and how cards are labelled.
fn cards_and_labels(ran: &Ran, out: &mut String) {
    let on_board = (0..PLAYERS).flat_map(|player| ran.before.board(player).expect("a player").to_vec());
    let in_log = LogEntry::log_of(&ran.after).into_iter().flat_map(|event| {
        let ids = fields(&event).into_iter().filter(|field| field.holds_id);
        let json = serde_json::to_value(&event).expect("events serialise");
        ids.filter_map(|field| serde_json::from_value::<Id>(json[field.name].clone()).ok())
            .collect::<Vec<_>>()
    });
    let library = ran.after.library();
    let card_of = |id: Id| ran.after.name_of(id).ok().and_then(|name| library.find(name).ok());
    let spells = ran.after.log().iter().filter_map(|record| match record.event {
        Event::SpellCast { card } => Some(card),
        _ => None,
    });
    // A hero has no card.
    let cards = on_board.filter_map(card_of).chain(spells).chain(in_log.filter_map(card_of));
    let mut shown: Vec<&str> = Vec::new();
    for card in cards {
        let card = library.card(card);
        if !card.text.is_empty() && !shown.contains(&card.name.as_str()) {
            shown.push(&card.name);
            let mut lines = wrap(&format!("{}: {}", card.name, card.text), COLUMNS - 4).into_iter();
            let _ = writeln!(
                out,
                "{}{}",
                if shown.len() == 1 { "\nCards\n  " } else { "  " },
                escape_control(&lines.next().unwrap_or_default())
            );
            lines.for_each(|line| _ = writeln!(out, "    {}", escape_control(&line)));
        }
    }
    let names = "Names: a card is shown by name, #id (its card object) and, in brackets, the label the \
                 scenario gives it (\"as\"); hero0 and hero1 are the heroes.";
    let _ = writeln!(out);
    wrap(names, COLUMNS).iter().for_each(|line| _ = writeln!(out, "{line}"));
}

/// A card as people read it: `Armorsmith #3 (S)`, the label's control characters escaped.
pub(super) fn who(ran: &Ran, id: Id) -> String {
    let name = ran.after.name_of(id).unwrap_or("?");
    match ran.labels.label(id) {
        Some(label) => format!("{name} {id} ({})", escape_control(label)),
        None => format!("{name} {id}"),
    }
}

/// The action in words.
pub(super) fn action(ran: &Ran) -> String {
    let named = |label: &str| ran.labels.id(label).map_or_else(|| escape_control(label), |id| who(ran, id));
    match &ran.scenario.action {
        Step::Summon { card, player, .. } => format!("player {player} summons {card}"),
        Step::DealDamage { target, amount } => format!("deal {amount} damage to {}", named(target)),
        Step::Destroy { target } => format!("destroy {}", named(target)),
        Step::Draw { player } => format!("player {player} draws a card"),
        Step::AddToHand { card, player, .. } => format!("put {card} into player {player}'s hand"),
        Step::GainManaCrystals { player, amount } => format!("player {player} gains {amount} Mana Crystals"),
        Step::SkipToTurn { turn } => format!("skip to turn {turn}"),
        Step::Cast { card, player, target: None } => format!("player {player} casts {card}"),
        Step::Cast { card, player, target: Some(target) } => {
            format!("player {player} casts {card} at {}", named(target))
        }
        Step::Begin => "the game begins".to_owned(),
        Step::Play { card, position, target } => {
            let at = position.map_or_else(String::new, |position| format!(" at position {position}"));
            let aimed =
                target.as_deref().map_or_else(String::new, |target| format!(", aimed at {}", named(target)));
            format!("play {}{at}{aimed}", named(card))
        }
        Step::Attack { attacker, defender } => format!("{} attacks {}", named(attacker), named(defender)),
        Step::EndTurn => "end the turn".to_owned(),
        Step::Mulligan { player, put_back } if put_back.is_empty() => {
            format!("player {player} keeps every opening card")
        }
        Step::Mulligan { player, put_back } => {
            let positions: Vec<String> = put_back.iter().map(|at| at.to_string()).collect();
            format!("player {player} puts back the opening cards at {}", positions.join(", "))
        }
    }
}

/// One event on one line: `[3] Triggered: Test Reactor #4 (R), damaged`.
pub(super) fn event_line(ran: &Ran, index: u32, event: Event) -> String {
    format!("[{index}] {}", event_text(&|id| who(ran, id), ran.after.library(), event))
}

/// What `event` says, each card object shown by `who`: `Triggered: Test Reactor #4 (R), damaged`.
pub fn event_text(who: &dyn Fn(Id) -> String, library: &Library, event: Event) -> String {
    match event {
        Event::Played { player, id } => format!("Played: player {player} plays {}", who(id)),
        Event::Shuffled { player } => format!("Shuffled: player {player}'s deck"),
        Event::Summoned { id } => format!("Summoned: {}", who(id)),
        Event::Damaged { target, amount } => format!("Damaged: {} takes {amount}", who(target)),
        Event::Triggered { source, trigger } => {
            format!("Triggered: {}, {}", who(source), trigger.name())
        }
        Event::Drew { player, id } => format!("Drew: player {player} draws {}", who(id)),
        Event::Fatigue { player } => format!("Fatigue: player {player}"),
        Event::Burned { player, id } => format!("Burned: player {player} burns {}", who(id)),
        Event::PutBack { player, id } => format!("PutBack: player {player} puts back {}", who(id)),
        Event::AddedToHand { player, id } => format!("AddedToHand: player {player} gets {}", who(id)),
        Event::ManaGainedThisTurn { player, amount } => {
            format!("ManaGainedThisTurn: player {player} +{amount} Mana this turn")
        }
        Event::ManaCrystalsGained { player, amount, empty } => {
            let kind = if empty { "empty" } else { "full" };
            format!("ManaCrystalsGained: player {player} +{amount} {kind} Mana Crystals")
        }
        Event::TurnSkippedTo { turn } => format!("TurnSkippedTo: turn {turn}"),
        Event::TurnStarted { player, turn } => format!("TurnStarted: player {player}, turn {turn}"),
        Event::TurnEnded { player } => format!("TurnEnded: player {player}"),
        Event::Attacked { attacker, defender } => {
            format!("Attacked: {} attacks {}", who(attacker), who(defender))
        }
        Event::GameEnded { winner: Some(player) } => format!("GameEnded: player {player} wins"),
        Event::GameEnded { winner: None } => "GameEnded: a draw".to_owned(),
        Event::ArmorGained { player, amount } => format!("ArmorGained: player {player} +{amount} Armor"),
        Event::Healed { target, amount } => format!("Healed: {} gets back {amount}", who(target)),
        Event::StatsChanged { id, attack, health } => {
            format!("StatsChanged: {} now {attack}/{health}", who(id))
        }
        Event::Gained { id, keyword } => format!("Gained: {} gains {}", who(id), keyword.name()),
        Event::Lost { id, keyword } => format!("Lost: {} loses {}", who(id), keyword.name()),
        Event::Silenced { id } => format!("Silenced: {}", who(id)),
        Event::Frozen { id } => format!("Frozen: {}", who(id)),
        Event::Thawed { id } => format!("Thawed: {}", who(id)),
        Event::SpellCast { card } => format!("SpellCast: {}", library.card(card).name),
        Event::Destroyed { id } => format!("Destroyed: {}", who(id)),
        Event::DeathPhase { round } => format!("DeathPhase {round}"),
    }
}

/// Draw `node` and its children with box-drawing characters; `last` is whether it is its
/// parent's last child (`None` for a root).
fn tree_lines(ran: &Ran, node: &Node, indent: &str, last: Option<bool>, out: &mut String) {
    let (branch, deeper) = match last {
        None => ("", indent.to_owned()),
        Some(false) => ("├─ ", format!("{indent}│  ")),
        Some(true) => ("└─ ", format!("{indent}   ")),
    };
    let _ = writeln!(out, "{indent}{branch}{}", event_line(ran, node.index, node.event));
    for (at, child) in node.children.iter().enumerate() {
        tree_lines(ran, child, &deeper, Some(at + 1 == node.children.len()), out);
    }
}

/// Every zone, Health, Attack and Armor that the action changed, one line each.
fn changes(ran: &Ran) -> Vec<String> {
    let (before, after) = (&ran.before, &ran.after);
    let mut lines = Vec::new();
    for number in 0..after.id_count() {
        let id = Id::from_number(number as u32);
        if number >= before.id_count() {
            lines.push(format!("{}: new, in the {:?}", who(ran, id), after.zone_of(id).expect("known")));
            continue;
        }
        let stat = |game: &Game| {
            [
                ("zone", format!("{:?}", game.zone_of(id).expect("known"))),
                ("Attack", game.attack(id).expect("known").to_string()),
                ("Health", game.health(id).expect("known").to_string()),
            ]
        };
        for ((what, was), (_, now)) in stat(before).into_iter().zip(stat(after)) {
            if was != now {
                lines.push(format!("{}: {what} {was} → {now}", who(ran, id)));
            }
        }
    }
    for player in 0..PLAYERS {
        let (was, now) = (before.armor(player).expect("a player"), after.armor(player).expect("a player"));
        if was != now {
            lines.push(format!("player {player}: Armor {was} → {now}"));
        }
    }
    lines
}

pub(super) fn mermaid(ran: &Ran) -> String {
    let mut out = String::from("flowchart TD\n");
    let roots = ran.after.trace();
    for root in &roots {
        mermaid_node(ran, root, &mut out);
    }
    for pair in roots.windows(2) {
        let _ = writeln!(out, "    e{} -.-> e{}", pair[0].index, pair[1].index);
    }
    out
}

fn mermaid_node(ran: &Ran, node: &Node, out: &mut String) {
    let label = event_line(ran, node.index, node.event).replace('"', "#quot;");
    let _ = writeln!(out, "    e{}[\"{label}\"]", node.index);
    for child in &node.children {
        let _ = writeln!(out, "    e{} --> e{}", node.index, child.index);
        mermaid_node(ran, child, out);
    }
}
