//! The two ways a game runs its Sequences: the normal mode, in which a refused call changes
//! nothing, and the search mode, in which the copy a search plays is the undo.

/// How a game undoes a Sequence that runs away, and whether it logs.
///
/// The rules are the same code in both modes: the mode is read in two places of the
/// Sequence (`Sequence::run_step`: save for a rollback or not; `Sequence::record`: log the
/// event or only count it) and by `Game` (a runaway spoils a search copy; a search copy is
/// never watched). A value rather than a type parameter, so that the engine is compiled once
/// and a learner reads one `Sequence`: the two reads cost a predictable branch each.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Mode {
    /// A refused call changes nothing, a Sequence that runs away included: each Sequence
    /// notes what it changes and is rolled back whole if it passes a limit (`Error::Runaway`),
    /// and every event is logged (kept as the game's `LogKeeping` says).
    #[default]
    Normal,
    /// For search, on a copy of a game (`Game::search_copy`): no rollback journal and no log
    /// (an event's place is still counted, so that causes are numbered as a game that keeps no
    /// log numbers them; nothing reads them in this mode).
    /// A call refused by its checks still changes nothing; a Sequence that runs away leaves
    /// the copy spoiled, and a spoiled copy refuses every later call (`Error::Spoiled`): make
    /// another copy. Random playouts and the bots play in this mode.
    Search,
}
