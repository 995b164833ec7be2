//! How the game stands past the course's board: whose turn it is, each player's Mana
//! Crystals, and how the game ended. The state holds them; the game's rules move them
//! (`play/turn.rs`, `play/mana.rs`).

use crate::engine::object::id::Player;

/// The most mana a player can have to spend at once, and the most Mana Crystals they can own.
pub const MAX_CRYSTALS: u8 = 10;

/// A player's Overload (the wiki's Overload page: "Overload is an ability that causes the
/// Mana Crystals spent on that card to become locked during the player's next turn"): the
/// crystals their cards played this turn will lock as their next turn starts (`owed`), and
/// those locked this turn (`locked`), counted as spent from the turn's start
/// (`course/overload.rs`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Overload {
    /// Crystals to lock as the player's next turn starts.
    #[serde(default)]
    pub owed: u8,
    /// Crystals locked this turn: spent from the turn's start, unlocked as the turn ends.
    #[serde(default)]
    pub locked: u8,
}

impl Overload {
    /// Whether nothing is owed and nothing locked.
    pub fn is_none(&self) -> bool {
        *self == Overload::default()
    }
}

/// A player's Mana Crystals: how many they have, how many more they have for this turn only,
/// and how many they have spent this turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize)]
pub struct Mana {
    /// Mana Crystals owned, at most `MAX_CRYSTALS`.
    pub crystals: u8,
    /// Crystals spent this turn.
    pub spent: u8,
    /// Crystals for this turn only, gone when the turn ends (`play/mana.rs`).
    pub this_turn: u8,
}

impl Mana {
    /// The mana left to spend this turn.
    pub fn available(self) -> u8 {
        self.crystals.saturating_add(self.this_turn).saturating_sub(self.spent)
    }

    /// Gain up to `amount` crystals for this turn only; returns how many were gained. Like
    /// the game, never more than `MAX_CRYSTALS` mana to spend at once: what would pass it is
    /// lost.
    pub(in crate::engine) fn gain_this_turn(&mut self, amount: u8) -> u8 {
        let gained = amount.min(MAX_CRYSTALS.saturating_sub(self.available()));
        self.this_turn = self.this_turn.saturating_add(gained);
        gained
    }

    /// Gain up to `amount` Mana Crystals to keep, never past `MAX_CRYSTALS`; returns how many
    /// were gained. Full ones can be spent this turn; `empty` ones count as spent until the
    /// next turn refreshes them. Crystals for this turn only that would pass ten with them
    /// are lost, so there are never more than ten to spend.
    pub(in crate::engine) fn gain_crystals(&mut self, amount: u8, empty: bool) -> u8 {
        let gained = amount.min(MAX_CRYSTALS.saturating_sub(self.crystals));
        self.crystals += gained;
        self.this_turn = self.this_turn.min(MAX_CRYSTALS - self.crystals);
        if empty {
            self.spent = self.spent.saturating_add(gained);
        }
        gained
    }

    /// Destroy one Mana Crystal to keep ("Destroy one of your Mana Crystals"): an empty one
    /// if any is empty, else a full one, as hearthstone-ai's `PlayerResource::DestroyOneCrystal`
    /// does (the peer engine timed beside this one). Returns whether the one destroyed was
    /// empty; `None` if there was none to destroy. A crystal for this turn only is not one to
    /// keep, and it is spent first (`end_of_turn`), so an empty kept crystal is one spent
    /// beyond them.
    pub(in crate::engine) fn destroy_crystal(&mut self) -> Option<bool> {
        self.crystals = self.crystals.checked_sub(1)?;
        let empty = self.spent > self.this_turn;
        if empty {
            self.spent -= 1;
        }
        Some(empty)
    }
}

/// Whose turn it is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize)]
pub struct Turn {
    /// The player whose turn it is.
    pub player: Player,
    /// Turns so far, this one included: player 0's first turn is 1, player 1's first is 2.
    pub number: u32,
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// `player` won: the other hero had 0 or less Health after a death step.
    Won { player: Player },
    /// Both heroes reached 0 or less Health in the same Sequence.
    Draw,
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Outcome::Won { player } => write!(f, "player {player} won"),
            Outcome::Draw => write!(f, "a draw"),
        }
    }
}
