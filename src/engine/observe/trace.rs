//! The reaction tree: the log seen as which event caused which. A view over the log; the
//! log itself stays flat.

use crate::engine::course::event::{Event, LogIndex, Record};

/// One event of the tree and the events it caused, in the order they happened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Node {
    /// Its place in the log.
    pub index: LogIndex,
    /// What happened.
    pub event: Event,
    /// The events that follow from it: a Damage Event's `Triggered`s, a trigger's effects.
    pub children: Vec<Node>,
}

/// `log` as a forest (`Game::trace`): each event without a cause (the action a call started
/// with, the death step's `Destroyed` and `DeathPhase`) is a root, in log order, and every
/// other event hangs under its cause, so a Death Phase's Deathrattles hang under it.
pub(in crate::engine) fn tree(log: &[Record]) -> Vec<Node> {
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); log.len()];
    let mut roots = Vec::new();
    for (at, record) in log.iter().enumerate() {
        match record.cause {
            Some(cause) => children[cause as usize].push(at),
            None => roots.push(at),
        }
    }
    roots.iter().map(|&at| node(log, &children, at)).collect()
}

/// The event at `at` and, below it, every event it caused.
fn node(log: &[Record], children: &[Vec<usize>], at: usize) -> Node {
    Node {
        index: at as LogIndex,
        event: log[at].event,
        children: children[at].iter().map(|&child| node(log, children, child)).collect(),
    }
}
