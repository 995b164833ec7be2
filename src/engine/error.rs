//! The engine's one error type: every way a call can be rejected, each naming the bad value
//! and the fix. A rejected call leaves the game exactly as it was.

use thiserror::Error;

use super::id::{Id, Player, Zone};

/// The engine's result type.
pub type Result<T> = std::result::Result<T, Error>;

/// Why the engine refused a call. A minion dying is game flow, never an error.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum Error {
    /// A card name that is not in the library.
    #[error("unknown card {name:?}: {}", suggest(closest))]
    UnknownCard { name: String, closest: Vec<String> },
    /// A player seat other than 0 or 1.
    #[error("player {player} does not exist: use 0 for the first player or 1 for the second")]
    PlayerOutOfRange { player: Player },
    /// An id that no card object of this game has.
    #[error(
        "id {id} is unknown in this game: use an id this game handed out (summon, hero, board, hand, deck)"
    )]
    UnknownId { id: Id },
    /// A character that is not in play.
    #[error("id {id} ({name}) is in the {zone:?}, not in play: pass a hero or a minion on a board")]
    NotInPlay { id: Id, name: String, zone: Zone },
    /// An id that must be a minion but is a hero.
    #[error("id {id} ({name}) is a hero, not a minion: pass a minion on a board")]
    NotAMinion { id: Id, name: String },
    /// `cast` of a card that is not a spell.
    #[error("{card:?} is a minion card, not a spell: summon it instead of casting it")]
    NotASpell { card: String },
    /// `summon` of a card that is not a minion.
    #[error("{card:?} is a spell, not a minion card: cast it instead of summoning it")]
    NotAMinionCard { card: String },
    /// A summon onto a board that already holds seven minions.
    #[error("player {player}'s board is full (7 minions): make room before summoning")]
    BoardFull { player: Player },
    /// A damage amount below zero.
    #[error("damage amount {amount} is negative: deal 0 or more damage")]
    NegativeDamage { amount: i32 },
    /// A Sequence that passed one of its limits; it was rolled back.
    #[error("runaway Sequence: {limit} passed {value}, so the call was rolled back; a card probably feeds itself (raise Limits::{field} if the chain is meant to be this long)", field = limit.field())]
    Runaway { limit: Limit, value: u32 },
    /// Two cards in one library share a name.
    #[error("two cards are called {name:?}: give each card a unique name")]
    DuplicateCard { name: String },
    /// More cards than a library can index.
    #[error("a library holds at most 65,536 cards, this one has {count}: split it")]
    LibraryTooLarge { count: usize },
}

/// How a running Sequence stops part-way: it passed a limit. Once a call's input is checked,
/// nothing else can go wrong, and this small type (it fits in a register) is what every step
/// of a Sequence returns; `Sequence::run` turns it into `Error::Runaway`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Runaway {
    pub limit: Limit,
    pub value: u32,
}

/// What each step of a running Sequence returns.
pub(super) type Step = std::result::Result<(), Runaway>;

impl From<Runaway> for Error {
    fn from(Runaway { limit, value }: Runaway) -> Error {
        Error::Runaway { limit, value }
    }
}

/// A bound on one Sequence, see `Limits`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Limit {
    /// How deeply Phases nest.
    Depth,
    /// How many actions one Sequence performs.
    Actions,
}

impl Limit {
    fn field(self) -> &'static str {
        match self {
            Limit::Depth => "max_depth",
            Limit::Actions => "max_actions",
        }
    }
}

impl std::fmt::Display for Limit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Limit::Depth => "Phase nesting depth",
            Limit::Actions => "the number of actions",
        })
    }
}

fn suggest(closest: &[String]) -> String {
    if closest.is_empty() {
        return "no known card is close to it; use a name exactly as the catalog spells it".to_owned();
    }
    let quoted: Vec<String> = closest.iter().map(|n| format!("{n:?}")).collect();
    format!("did you mean {}? Names are spelled exactly as in the catalog", quoted.join(" or "))
}
