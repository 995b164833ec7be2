//! Snapshots: a game as JSON that loads without replaying (OpenSpiel's `serialize()` /
//! `deserialize()` of a state), refused unless it describes a game the rules could reach. The
//! file's structs (`format.rs`), writing one (`save.rs`), the checks before building
//! (`check.rs`), building the state (`load.rs`), the rules' checks on it (`reachable.rs`), and
//! the refusals (`error.rs`).

mod check;
mod error;
mod format;
mod load;
mod reachable;
mod save;

pub use error::SnapshotError;
pub use format::{
    CardObjectSnapshot, ChoiceSnapshot, CostChangeSnapshot, CostEndsSnapshot, CostReachSnapshot,
    EnchantmentSnapshot, GrantSnapshot, LimitsSnapshot, MAX_NEXT_ORDER_OF_PLAY, MadeBySnapshot, ManaSnapshot,
    OutcomeSnapshot, PlayerSnapshot, SNAPSHOT_FORMAT, Snapshot, TurnSnapshot,
};

use crate::engine::course::card::Library;
use crate::engine::course::error::{Error, Result};
use crate::engine::course::limits::Limits;
use crate::engine::game::Game;
use crate::engine::object::id::PerPlayer;

impl Game {
    /// This game as it stands, as a `Snapshot` (JSON with `Snapshot::to_json`): every card
    /// object and everything the rules read, not the log. `Error::Spoiled` for a search copy a
    /// runaway spoiled: what it holds is no game.
    pub fn snapshot(&self) -> Result<Snapshot> {
        if self.is_spoiled() {
            return Err(Error::Spoiled);
        }
        let deck_lists = PerPlayer::from_fn(|player| self.deck_list_ids(player));
        Ok(save::snapshot_of(self.state(), self.library(), self.rules(), self.limits(), deck_lists))
    }

    /// The game `snapshot` describes, its cards named in `library`, loaded without replaying:
    /// in the normal mode, with an empty log, keeping its whole log from here on. Refused with
    /// the first problem found, naming the bad value and the fix, unless it is this engine's
    /// format and describes a game the rules could reach (`docs/snapshots.md` lists what is
    /// checked and what cannot be); a refused snapshot loads nothing.
    pub fn from_snapshot(
        library: &'static Library,
        snapshot: &Snapshot,
    ) -> std::result::Result<Game, SnapshotError> {
        let cards = check::checked(snapshot, library)?;
        let state = load::state_of(snapshot, &cards, library);
        reachable::check_reachable(&state, library, snapshot.rules)?;
        let limits =
            Limits { max_depth: snapshot.limits.max_depth, max_actions: snapshot.limits.max_actions };
        let deck_lists = PerPlayer::from_fn(|player| {
            let [from, to] = snapshot.players[player.seat()].deck_list;
            from..to
        });
        Ok(Game::of_state(library, limits, snapshot.rules, state, deck_lists))
    }
}

impl Snapshot {
    /// The snapshot as JSON, one field a line.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a snapshot is plain data")
    }

    /// A snapshot read from `json`: its format first, so that a file of another format is
    /// refused as one (`SnapshotError::Format`) whatever its fields, then every field (an
    /// unknown one is refused). Whether it describes a reachable game is `Game::from_snapshot`'s
    /// to say.
    pub fn from_json(json: &str) -> std::result::Result<Snapshot, SnapshotError> {
        let refuse = |err: serde_json::Error| SnapshotError::Json { problem: err.to_string() };
        let value: serde_json::Value = serde_json::from_str(json).map_err(refuse)?;
        let Some(fields) = value.as_object() else {
            return Err(SnapshotError::Json {
                problem: format!("this JSON is {}, not an object", kind(&value)),
            });
        };
        match fields.get("format").and_then(serde_json::Value::as_u64) {
            Some(format) if format != u64::from(SNAPSHOT_FORMAT) => {
                Err(SnapshotError::Format { found: format })
            }
            _ => serde_json::from_str(json).map_err(refuse),
        }
    }
}

/// What kind of JSON value `value` is, for a message: "a list", "a number".
fn kind(value: &serde_json::Value) -> &'static str {
    match value {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "a boolean",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::String(_) => "a string",
        serde_json::Value::Array(_) => "a list",
        serde_json::Value::Object(_) => "an object",
    }
}
