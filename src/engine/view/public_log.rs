//! A player's public log: the game's log as one player saw it, each event about a card they do
//! not see told without the card ("a card was drawn", not which).

use super::visible::sees;
use crate::engine::course::event::{Event, LogIndex, Record};
use crate::engine::course::state::State;
use crate::engine::object::cost::CostChange;
use crate::engine::object::id::{Id, Player};

/// One event of a player's public log (`View::log`), with its cause as the game's log has it
/// (an index into the public log).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SeenRecord {
    /// What the player saw happen.
    pub seen: Seen,
    /// The public log's index of the event this one follows from; `None` for a root.
    pub cause: Option<LogIndex>,
}

/// An event as a player saw it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Seen {
    /// An event the player saw whole.
    Event(Event),
    /// Something happened to a card of `player`'s the player does not see.
    Unseen { player: Player, what: Unseen },
}

/// What happened to a card a player does not see, as they saw it happen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unseen {
    /// A card was drawn (`Event::Drew`).
    Drew,
    /// An opening card was put back (`Event::PutBack`).
    PutBack,
    /// A card was set aside, offered to a choice (`Event::Offered`).
    Offered,
    /// One of the cards offered was chosen (`Event::Chose`).
    Chose,
    /// A card offered was not chosen, and stays set aside (`Event::NotChosen`).
    NotChosen,
    /// A card made during the game came to the hand: a random card of a list, or a copy the
    /// player did not see (`Event::AddedToHand`, `Event::CopiedToHand`).
    CameToHand,
    /// A card in the hand costs `change` while it stays there (`Event::CostChanged`).
    CostChanged { change: CostChange },
}

/// `log` as `viewer` saw it, `state` telling which card objects they see now: each event about
/// a card they do not see is `Seen::Unseen`; the count of a card they do not see (its own cost
/// count, `Event::CountChanged`) is left out, as is an `AuraUpdate` left with nothing under it;
/// every other event is theirs whole. Causes point into the public log.
pub(super) fn public_records(log: &[Record], state: &State, viewer: Player) -> Vec<SeenRecord> {
    let hidden = |id: Id| !sees(state, viewer, id);
    let left_out: Vec<bool> = log
        .iter()
        .map(|record| matches!(record.event, Event::CountChanged { id, .. } if hidden(id)))
        .collect();
    let mut kept_under = vec![false; log.len()];
    for (record, _) in log.iter().zip(&left_out).filter(|(_, out)| !**out) {
        if let Some(cause) = record.cause {
            kept_under[cause as usize] = true;
        }
    }
    let empty_update = |at: usize| matches!(log[at].event, Event::AuraUpdate { .. }) && !kept_under[at];
    let mut public_index: Vec<Option<LogIndex>> = Vec::with_capacity(log.len());
    let mut public = Vec::with_capacity(log.len());
    for (at, record) in log.iter().enumerate() {
        if left_out[at] || empty_update(at) {
            public_index.push(None);
            continue;
        }
        public_index.push(Some(public.len() as LogIndex));
        let cause = record.cause.and_then(|cause| public_index.get(cause as usize).copied().flatten());
        public.push(SeenRecord { seen: seen(record.event, state, hidden), cause });
    }
    public
}

/// `event` as a player saw it, `hidden` saying which card objects they do not see.
fn seen(event: Event, state: &State, hidden: impl Fn(Id) -> bool) -> Seen {
    let (player, what) = match event {
        Event::Drew { player, id } if hidden(id) => (player, Unseen::Drew),
        Event::PutBack { player, id } if hidden(id) => (player, Unseen::PutBack),
        Event::Offered { player, id } if hidden(id) => (player, Unseen::Offered),
        Event::Chose { player, id } if hidden(id) => (player, Unseen::Chose),
        Event::NotChosen { player, id } if hidden(id) => (player, Unseen::NotChosen),
        Event::AddedToHand { player, id } | Event::CopiedToHand { player, id, .. } if hidden(id) => {
            (player, Unseen::CameToHand)
        }
        Event::CostChanged { id, change } if hidden(id) => {
            (state.entity(id).owner(), Unseen::CostChanged { change })
        }
        event => return Seen::Event(event),
    };
    Seen::Unseen { player, what }
}

/// `public` as a game's log, each event about a card the player does not see told of the card
/// object `unseen` (one they do not see): the log of a player's view, and of a game sampled
/// from it, which tells the same public log. Without an unseen card object there is no such
/// event to tell (a player sees every card a public log hides the card of until it is seen).
pub(super) fn as_records(public: &[SeenRecord], unseen: Option<Id>) -> Vec<Record> {
    let mut index: Vec<Option<LogIndex>> = Vec::with_capacity(public.len());
    let mut log = Vec::with_capacity(public.len());
    for record in public {
        let event = match (record.seen, unseen) {
            (Seen::Event(event), _) => Some(event),
            (Seen::Unseen { player, what }, Some(id)) => Some(told_of(player, what, id)),
            (Seen::Unseen { .. }, None) => None,
        };
        let Some(event) = event else {
            index.push(None);
            continue;
        };
        index.push(Some(log.len() as LogIndex));
        let cause = record.cause.and_then(|cause| index.get(cause as usize).copied().flatten());
        log.push(Record { event, cause });
    }
    log
}

/// The game's event for `what` happening to `player`'s card object `id`.
fn told_of(player: Player, what: Unseen, id: Id) -> Event {
    match what {
        Unseen::Drew => Event::Drew { player, id },
        Unseen::PutBack => Event::PutBack { player, id },
        Unseen::Offered => Event::Offered { player, id },
        Unseen::Chose => Event::Chose { player, id },
        Unseen::NotChosen => Event::NotChosen { player, id },
        Unseen::CameToHand => Event::AddedToHand { player, id },
        Unseen::CostChanged { change } => Event::CostChanged { id, change },
    }
}
