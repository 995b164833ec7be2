//! Expectations per player, written for both players as a list (`[["A"], []]`) or for one
//! alone as an object keyed by player (`{ "1": ["C", "D"] }`).

use std::fmt;
use std::marker::PhantomData;

use serde::de::{Deserialize, Deserializer, Error, MapAccess, SeqAccess, Visitor};

use crate::engine::{PLAYERS, Player};

/// One value per player, or for some players only: what a per-player expectation states.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stated<T>(pub [Option<T>; PLAYERS]);

impl<T> Stated<T> {
    /// The players the expectation states something about, in seat order, and what.
    pub fn stated(&self) -> impl Iterator<Item = (Player, &T)> {
        Player::BOTH
            .into_iter()
            .zip(&self.0)
            .filter_map(|(player, value)| value.as_ref().map(|value| (player, value)))
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Stated<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(StatedVisitor(PhantomData))
    }
}

struct StatedVisitor<T>(PhantomData<T>);

impl<'de, T: Deserialize<'de>> Visitor<'de> for StatedVisitor<T> {
    type Value = Stated<T>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "both players' values as a list of two, or one player's as an object keyed by player, like {{ \"1\": ... }}"
        )
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let both = "give both players' values, player 0's first, or an object keyed by player for one, like { \"1\": ... }";
        let first = seq.next_element()?.ok_or_else(|| A::Error::custom(format!("an empty list: {both}")))?;
        let second = seq.next_element()?.ok_or_else(|| A::Error::custom(format!("one value: {both}")))?;
        if seq.next_element::<serde::de::IgnoredAny>()?.is_some() {
            return Err(A::Error::custom(format!("more than two values: {both}")));
        }
        Ok(Stated([Some(first), Some(second)]))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut values: [Option<T>; PLAYERS] = [None, None];
        while let Some(key) = map.next_key::<String>()? {
            let player = match key.as_str() {
                "0" => 0,
                "1" => 1,
                _ => {
                    return Err(A::Error::custom(format!(
                        "player {:?} does not exist: key the object by \"0\" or \"1\"",
                        crate::text::escape_control(&key)
                    )));
                }
            };
            if values[player].is_some() {
                return Err(A::Error::custom(format!("player \"{player}\" is given twice: keep one entry")));
            }
            values[player] = Some(map.next_value()?);
        }
        if values.iter().all(Option::is_none) {
            return Err(A::Error::custom(
                "an empty object states nothing: key it by \"0\" or \"1\", or leave the field out",
            ));
        }
        Ok(Stated(values))
    }
}
