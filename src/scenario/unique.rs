//! The per-label maps of `expect` (`zone`, `health`, `attack`, `name`, `keywords`, `tribe`, ...),
//! read in the order written and refusing a label given twice, which JSON itself allows (the
//! last would win).

use std::fmt;
use std::marker::PhantomData;

use indexmap::IndexMap;
use serde::de::{Deserialize, Deserializer, Error, MapAccess, Visitor};

use super::{AttackStatus, EnchantmentExpect, Playable};
use crate::engine::{Keywords, Tribe, Zone};

/// `expect.zone`, each label once.
pub fn zone<'de, D: Deserializer<'de>>(deserializer: D) -> Result<IndexMap<String, Zone>, D::Error> {
    deserializer.deserialize_map(UniqueLabels { place: "expect.zone", values: PhantomData })
}

/// `expect.health`, each label once.
pub fn health<'de, D: Deserializer<'de>>(deserializer: D) -> Result<IndexMap<String, i32>, D::Error> {
    deserializer.deserialize_map(UniqueLabels { place: "expect.health", values: PhantomData })
}

/// `expect.attack`, each label once.
pub fn attack<'de, D: Deserializer<'de>>(deserializer: D) -> Result<IndexMap<String, i32>, D::Error> {
    deserializer.deserialize_map(UniqueLabels { place: "expect.attack", values: PhantomData })
}

/// `expect.name`, each label once.
pub fn name<'de, D: Deserializer<'de>>(deserializer: D) -> Result<IndexMap<String, String>, D::Error> {
    deserializer.deserialize_map(UniqueLabels { place: "expect.name", values: PhantomData })
}

/// A function for `deserialize_with` reading the per-label map at `place` of `V`s.
macro_rules! per_label {
    ($($name:ident: $place:literal => $value:ty),* $(,)?) => {$(
        #[doc = concat!("`", $place, "`, each label once.")]
        pub fn $name<'de, D: Deserializer<'de>>(deserializer: D) -> Result<IndexMap<String, $value>, D::Error> {
            deserializer.deserialize_map(UniqueLabels { place: $place, values: PhantomData })
        }
    )*};
}

per_label! {
    max_health: "expect.max_health" => i32,
    damage: "expect.damage" => i32,
    cost: "expect.cost" => u32,
    keywords: "expect.keywords" => Keywords,
    frozen: "expect.frozen" => bool,
    silenced: "expect.silenced" => bool,
    durability: "expect.durability" => i32,
    enchantments: "expect.enchantments" => Vec<EnchantmentExpect>,
    can_attack: "expect.can_attack" => Vec<String>,
    playable: "expect.playable" => Playable,
    spell_damage: "expect.spell_damage" => i32,
    enraged: "expect.enraged" => bool,
    has_deathrattle: "expect.has_deathrattle" => bool,
    has_aura: "expect.has_aura" => bool,
    tribe: "expect.tribe" => Option<Tribe>,
    legal_targets: "expect.legal_targets" => Vec<String>,
    attack_status: "expect.attack_status" => AttackStatus,
}

/// A serde visitor for a map from labels to `V`s that errors on a repeated label.
struct UniqueLabels<V> {
    /// Where the map is in the file, for the message.
    place: &'static str,
    /// The type of the values, which serde reads for the visitor.
    values: PhantomData<V>,
}

impl<'de, V: Deserialize<'de>> Visitor<'de> for UniqueLabels<V> {
    type Value = IndexMap<String, V>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} as an object from labels to values", self.place)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut labels = IndexMap::with_capacity(map.size_hint().unwrap_or(0));
        while let Some((label, value)) = map.next_entry::<String, V>()? {
            if labels.contains_key(&label) {
                return Err(A::Error::custom(format!(
                    "{}: label {label:?} is given twice: keep one entry for it",
                    self.place
                )));
            }
            labels.insert(label, value);
        }
        Ok(labels)
    }
}
