//! Ids, players and zones: which card object this is, which card it is, whose it is, and
//! where it is. The bottom of the engine: it imports nothing of it.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The number of players in a game.
pub const PLAYERS: usize = 2;

/// A player of the game: the first, who takes the first turn (seat 0), or the second (seat 1).
///
/// Only these two exist, so a `Player` always names someone and always indexes a `PerPlayer`;
/// a seat read from outside (a file, the harness's `usize`) becomes one through
/// `Player::try_from`, which refuses any other number. Written as its seat number, as the
/// logs and files always have.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(try_from = "usize", into = "usize")]
pub struct Player(u8);

impl Player {
    /// The player who takes the first turn: seat 0.
    pub const FIRST: Player = Player(0);
    /// The player who takes the second turn: seat 1.
    pub const SECOND: Player = Player(1);
    /// Both players, the first first.
    pub const BOTH: [Player; PLAYERS] = [Player::FIRST, Player::SECOND];

    /// The other player: the opponent.
    pub fn other(self) -> Player {
        Player(1 - self.0)
    }

    /// The seat number: 0 for the first player, 1 for the second.
    pub fn seat(self) -> usize {
        usize::from(self.0)
    }
}

impl TryFrom<usize> for Player {
    type Error = NoSuchPlayer;

    /// The player in seat `seat`, or `NoSuchPlayer` for any number but 0 and 1.
    fn try_from(seat: usize) -> Result<Player, NoSuchPlayer> {
        match seat {
            0 => Ok(Player::FIRST),
            1 => Ok(Player::SECOND),
            _ => Err(NoSuchPlayer { seat }),
        }
    }
}

impl From<Player> for usize {
    fn from(player: Player) -> usize {
        player.seat()
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A seat number that names no player (`Player::try_from`); the engine's errors carry it as
/// `Error::PlayerOutOfRange`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NoSuchPlayer {
    /// The number given.
    pub seat: usize,
}

impl fmt::Display for NoSuchPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {} does not exist: use 0 for the first player or 1 for the second", self.seat)
    }
}

impl std::error::Error for NoSuchPlayer {}

/// One value for each player, read with `[player]`: the heroes, the boards, the hands, the
/// mana. Written as a list of two, the first player's first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PerPlayer<T>([T; PLAYERS]);

impl<T> PerPlayer<T> {
    /// The first player's `first` and the second player's `second`.
    pub const fn new(first: T, second: T) -> PerPlayer<T> {
        PerPlayer([first, second])
    }

    /// Each player's `value(player)`, the first player's made first.
    pub fn from_fn(mut value: impl FnMut(Player) -> T) -> PerPlayer<T> {
        let first = value(Player::FIRST);
        PerPlayer([first, value(Player::SECOND)])
    }

    /// The values, the first player's first.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// The values to change, the first player's first.
    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.0.iter_mut()
    }

    /// Each player with their value, the first player first.
    pub fn each(&self) -> impl Iterator<Item = (Player, &T)> {
        Player::BOTH.into_iter().zip(&self.0)
    }

    /// `change` made of each player's value.
    pub fn map<U>(self, change: impl FnMut(T) -> U) -> PerPlayer<U> {
        PerPlayer(self.0.map(change))
    }

    /// The two values as a list, the first player's first.
    pub fn into_array(self) -> [T; PLAYERS] {
        self.0
    }
}

impl<T> From<[T; PLAYERS]> for PerPlayer<T> {
    fn from(values: [T; PLAYERS]) -> PerPlayer<T> {
        PerPlayer(values)
    }
}

impl<T> std::ops::Index<Player> for PerPlayer<T> {
    type Output = T;

    fn index(&self, player: Player) -> &T {
        &self.0[player.seat()]
    }
}

impl<T> std::ops::IndexMut<Player> for PerPlayer<T> {
    fn index_mut(&mut self, player: Player) -> &mut T {
        &mut self.0[player.seat()]
    }
}

impl<T> IntoIterator for PerPlayer<T> {
    type Item = T;
    type IntoIter = std::array::IntoIter<T, PLAYERS>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a, T> IntoIterator for &'a PerPlayer<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<'a, T> IntoIterator for &'a mut PerPlayer<T> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter_mut()
    }
}

/// One card object's identity.
///
/// Module 1's rule: an object keeps its id for its whole life, through deck, hand, board and
/// graveyard. Ids are handed out in creation order (the two heroes first), serialised as a
/// plain number.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Id(pub(in crate::engine) u32);

impl Id {
    /// The id numbered `number`, as read back from a log or a file. Whether a game has such
    /// a card object is for the game to say (`Error::UnknownId`).
    pub fn from_number(number: u32) -> Id {
        Id(number)
    }

    /// The id's number, as written in logs and JSON.
    pub fn number(self) -> u32 {
        self.0
    }
}

impl fmt::Display for Id {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A card's index in its library, resolved once from its name so that the hot path compares
/// no strings. Only `Library::find` makes one, and it means something only to that library.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct CardId(pub(in crate::engine) u16);

impl CardId {
    /// The card's slot in its library.
    pub(in crate::engine) fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Where a card object is.
///
/// Heroes are in play from the start and never leave it; they report `Board` ("in play"),
/// although `board(player)` lists minions only.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Zone {
    /// In a player's deck, waiting to be drawn.
    Deck,
    /// In a player's hand.
    Hand,
    /// In play: a minion on a board, or a hero.
    Board,
    /// In play as a player's weapon (`State::weapons`): no character, on no board.
    Weapon,
    /// In play as a player's Hero Power (`State::hero_powers`): no character, on no board, and
    /// never in a deck or a hand.
    HeroPower,
    /// Removed from play by the Death Creation Step; or a Hero Power another replaced
    /// (`course/hero_power.rs`).
    Graveyard,
    /// Removed from play without dying: a minion transformed into another card object
    /// (`Action::Transform`) is set aside, not put into the graveyard, so nothing counts it
    /// as a death ("does not trigger any Deathrattles": the wiki's Transform page). The cards
    /// a choice among cards offers wait here too (`Action::ChooseFromTop`), and those not
    /// chosen stay here, out of the game (the wiki's Discard effect page: the Set Aside zone).
    SetAside,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_read_back_by_its_number_and_shown_with_a_hash() {
        let id = Id::from_number(42);
        assert_eq!(id.number(), 42);
        assert_eq!(id.to_string(), "#42");
        assert_eq!(serde_json::to_string(&id).unwrap(), "42", "an id is written as its number");
    }
}
