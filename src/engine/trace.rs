//! The reaction tree: the log seen as which event caused which. A view over the log; the
//! log itself stays flat.

use super::event::{Event, LogIndex};
use super::game::Game;

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

impl Game {
    /// The log as a forest: each event without a cause (the action a call started with, the
    /// death step's `Destroyed` and `DeathPhase`) is a root, in log order, and every other
    /// event hangs under its cause, so a Death Phase's Deathrattles hang under it.
    pub fn trace(&self) -> Vec<Node> {
        let log = self.log();
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); log.len()];
        let mut roots = Vec::new();
        for (at, record) in log.iter().enumerate() {
            match record.cause {
                Some(cause) => children[cause as usize].push(at),
                None => roots.push(at),
            }
        }
        roots.iter().map(|&at| node(self, &children, at)).collect()
    }
}

fn node(game: &Game, children: &[Vec<usize>], at: usize) -> Node {
    Node {
        index: at as LogIndex,
        event: game.log()[at].event,
        children: children[at].iter().map(|&child| node(game, children, child)).collect(),
    }
}
