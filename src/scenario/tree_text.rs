//! The reaction tree as text: each event under the event that caused it, drawn with
//! box-drawing characters, in blocks that follow one another in the order they happened.

use std::fmt::Write;

use super::Ran;
use super::render::{event_text, who};
use crate::engine::Node;

/// Draw the forest `roots` (one call's events, roots in log order), each event on a line
/// `{indent}[{tag(index)}] {event}` under the event that caused it, in blocks that follow one
/// another in the order their events happened.
///
/// A block is a run of events that follow one another in the log, drawn as one tree: a root
/// and what it causes, until the log turns to another root or to what an earlier block's event
/// causes next. That event then heads a block of its own, on a line that repeats it, marked
/// "(continued)": a spell's After Spell Phase after the death step that follows its text, a
/// played card's On Play Phase after its `Summoned`. So no event is drawn above one of an
/// earlier block, and inside a block each reaction still hangs under what it answers (Rule
/// DH1's Damage Events first, then the triggers under each).
pub(super) fn forest_lines(
    ran: &Ran,
    roots: &[&Node],
    indent: &str,
    tag: &dyn Fn(u32) -> String,
    out: &mut String,
) {
    let blocks = blocks(roots);
    for (at, block) in blocks.iter().enumerate() {
        let range = Range { start: block.start, end: blocks.get(at + 1).map(|next| next.start) };
        if block.continued {
            let _ = writeln!(out, "{indent}[{}] {} (continued)", tag(block.top.index), text(ran, block.top));
            let shown: Vec<&Node> =
                block.top.children.iter().filter(|child| range.holds(child.index)).collect();
            for (nth, child) in shown.iter().enumerate() {
                node_lines(ran, child, indent, Some(nth + 1 == shown.len()), range, tag, out);
            }
        } else {
            node_lines(ran, block.top, indent, None, range, tag, out);
        }
    }
}

/// A run of events drawn as one tree under `top`: from `start` up to the next block's start.
struct Block<'n> {
    /// The root it starts with, or the earlier event whose later reactions it draws.
    top: &'n Node,
    /// Whether `top` was drawn in an earlier block and is repeated here.
    continued: bool,
    /// The log index of its first event.
    start: u32,
}

/// The blocks of the forest `roots`, in log order: each event joins the block before it when
/// its cause is that block's (its top, or an event in it), and starts a block otherwise.
fn blocks<'n>(roots: &[&'n Node]) -> Vec<Block<'n>> {
    let mut events: Vec<(&Node, Option<&Node>)> = Vec::new();
    let mut stack: Vec<(&Node, Option<&Node>)> = roots.iter().map(|&root| (root, None)).collect();
    while let Some((node, cause)) = stack.pop() {
        events.push((node, cause));
        stack.extend(node.children.iter().map(|child| (child, Some(node))));
    }
    events.sort_by_key(|(node, _)| node.index);
    let mut blocks: Vec<Block> = Vec::new();
    for (node, cause) in events {
        let joins = match (cause, blocks.last()) {
            (Some(cause), Some(last)) => cause.index >= last.start || cause.index == last.top.index,
            _ => false,
        };
        match cause {
            _ if joins => {}
            None => blocks.push(Block { top: node, continued: false, start: node.index }),
            Some(cause) => blocks.push(Block { top: cause, continued: true, start: node.index }),
        }
    }
    blocks
}

/// The log indexes of one block: from `start` up to `end` (none after the last block).
#[derive(Clone, Copy)]
struct Range {
    start: u32,
    end: Option<u32>,
}

impl Range {
    /// Whether the event at `index` is in the block.
    fn holds(self, index: u32) -> bool {
        index >= self.start && self.end.is_none_or(|end| index < end)
    }
}

/// Draw `node` and, below it, what it caused in the block `range`; `last` is whether it is the
/// last of its parent's children drawn here (`None` for a root).
fn node_lines(
    ran: &Ran,
    node: &Node,
    indent: &str,
    last: Option<bool>,
    range: Range,
    tag: &dyn Fn(u32) -> String,
    out: &mut String,
) {
    let (branch, deeper) = match last {
        None => (indent.to_owned(), indent.to_owned()),
        Some(false) => (format!("{indent}├─ "), format!("{indent}│  ")),
        Some(true) => (format!("{indent}└─ "), format!("{indent}   ")),
    };
    let _ = writeln!(out, "{branch}[{}] {}", tag(node.index), text(ran, node));
    let shown: Vec<&Node> = node.children.iter().filter(|child| range.holds(child.index)).collect();
    for (nth, child) in shown.iter().enumerate() {
        node_lines(ran, child, &deeper, Some(nth + 1 == shown.len()), range, tag, out);
    }
}

/// The words of `node`'s event.
fn text(ran: &Ran, node: &Node) -> String {
    event_text(&|id| who(ran, id), ran.whole.library(), node.event)
}
