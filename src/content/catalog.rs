//! The card catalog: every card's stats and text as JSON data, and the abilities of the cards
//! written as data, embedded at compile time.

use serde::Deserialize;

use crate::engine::{Aim, DataAbilities, DataAction, DataTrigger, Keyword, Keywords};

/// The catalog shipped with the crate.
pub const CATALOG_JSON: &str = include_str!("catalog.json");

/// One card as the catalog states it.
#[derive(Clone, PartialEq, Eq, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// The card's name, unique in the catalog.
    pub name: String,
    /// Mana cost.
    pub cost: u32,
    /// `"minion"` or `"spell"`.
    #[serde(rename = "type")]
    pub kind: Kind,
    /// A minion's base Attack; a spell has none.
    pub attack: Option<i32>,
    /// A minion's base Health; a spell has none.
    pub health: Option<i32>,
    /// The rules text, as printed; empty for a card with no text.
    #[serde(default)]
    pub text: String,
    /// Whether a spell's text names a target, so that it is cast at one.
    #[serde(default)]
    pub target: bool,
    /// Whether the card has Taunt.
    #[serde(default)]
    pub taunt: bool,
    /// Whether the card has Charge.
    #[serde(default)]
    pub charge: bool,
    /// Whether the card is a token, made only by other cards.
    #[serde(default)]
    pub token: bool,
    /// Whether the card is the one the player who goes second gets after the mulligan
    /// (`CardDef::for_the_second_player`); at most one card of a library is.
    #[serde(default)]
    pub for_the_second_player: bool,
    /// Whether the text is written as code, a behaviour in `behaviours.rs`. The start-up
    /// check holds the catalog and the behaviours to this.
    #[serde(default)]
    pub behaviour: bool,
    /// Its triggered abilities as data: `[{"on": "self_damaged", "actions": [...]}]`.
    #[serde(default)]
    pub triggers: Vec<DataTrigger>,
    /// Its Deathrattle as data: the actions, in order.
    #[serde(default)]
    pub deathrattle: Vec<DataAction>,
    /// Its Battlecry as data.
    #[serde(default)]
    pub battlecry: Vec<DataAction>,
    /// Who its Battlecry is aimed at, if its text names a target: `"any_character"` or
    /// `"friendly_minion"`.
    #[serde(default)]
    pub aim: Option<Aim>,
    /// A spell's text as data.
    #[serde(default)]
    pub spell: Vec<DataAction>,
}

impl Entry {
    /// The keywords this entry gives its card.
    pub fn keywords(&self) -> Keywords {
        let given = [(self.taunt, Keyword::Taunt), (self.charge, Keyword::Charge)];
        given.into_iter().filter(|&(has, _)| has).fold(Keywords::NONE, |set, (_, keyword)| set.with(keyword))
    }

    /// The abilities this entry states as data (empty if it states none).
    pub fn data(&self) -> DataAbilities {
        DataAbilities {
            triggers: self.triggers.clone(),
            deathrattle: self.deathrattle.clone(),
            battlecry: self.battlecry.clone(),
            aim: self.aim,
            spell: self.spell.clone(),
        }
    }
}

/// A catalog entry's card type.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// A minion: needs `attack` and `health`.
    Minion,
    /// A spell: has neither.
    Spell,
}

/// Parse a catalog.
pub fn parse(json: &str) -> serde_json::Result<Vec<Entry>> {
    serde_json::from_str(json)
}
