//! The `enchantments` expectation, as written and as read: what a card object has in force
//! besides its card. Its enchantments (a change of stats or keywords, or an enchantment card),
//! oldest first; then the cost changes a card's text made that reach it in its hand, in the
//! order they apply; and on a hero, the rules its player holds from a card's text (the health
//! floor, then the player's cost changes of a kind). Auras are not listed: `aura_grants` and
//! `cost` read them.

use serde::Deserialize;
use serde_json::{Map, Value};

use crate::engine::{
    Change, CostChange, CostChangeView, CostLasts, Costed, EnchantmentView, Game, Id, Lasts, MadeBy,
};

/// One entry of `expect.enchantments`, written one of three ways:
///
/// - an enchantment, as the engine's `Change` (`{ "change": "add", "attack": 2, "health": 2
///   }`, `{ "change": "gain", "keyword": "taunt" }`), `"this_turn": true` for one that lasts
///   this turn only, `"until_your_next_turn": true` for one that lasts until its maker's next
///   turn, and `"card": "Concealed"` for an enchantment card (`{ "change": "grant",
///   "keywords": ["stealth"], "card": "Concealed" }`);
/// - a cost change a card's text made, as a card's data writes it (`{ "cost": { "less": 2 }
///   }` for one card's, which lasts while it is in the hand; `{ "cards": "spells", "cost": {
///   "less": 3 }, "lasts": "next_spell_this_turn" }` for a player's cards of a kind);
/// - on a hero, a rule its player holds: `{ "rule": "health_floor_this_turn" }`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EnchantmentExpect {
    /// An enchantment: what it changes and how long it lasts, and the enchantment card it is,
    /// by name, if one.
    Change { view: EnchantmentView, card: Option<String> },
    /// A cost change a card's text made.
    Cost(CostChangeView),
    /// A rule a player holds from a card's text.
    Rule(PlayerRule),
}

/// A rule a player holds from a card's text, besides a cost change, as the data names the
/// action that gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerRule {
    /// "Your minions can't be reduced below 1 Health this turn" (`Game::health_floor`).
    HealthFloorThisTurn,
}

impl PlayerRule {
    /// The rule in words.
    fn words(self) -> &'static str {
        match self {
            PlayerRule::HealthFloorThisTurn => "minions can't be reduced below 1 Health this turn",
        }
    }
}

/// A cost change as written: the card data's words.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CostExpect {
    cost: CostChange,
    #[serde(default)]
    cards: Option<Costed>,
    #[serde(default)]
    lasts: Option<CostLasts>,
}

/// A player's rule as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleExpect {
    rule: PlayerRule,
}

impl<'de> Deserialize<'de> for EnchantmentExpect {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let object = Map::<String, Value>::deserialize(deserializer)?;
        if object.contains_key("cost") {
            let CostExpect { cost, cards, lasts } =
                CostExpect::deserialize(Value::Object(object)).map_err(D::Error::custom)?;
            return Ok(EnchantmentExpect::Cost(CostChangeView { cards, change: cost, lasts }));
        }
        if object.contains_key("rule") {
            let RuleExpect { rule } =
                RuleExpect::deserialize(Value::Object(object)).map_err(D::Error::custom)?;
            return Ok(EnchantmentExpect::Rule(rule));
        }
        change(object).map_err(D::Error::custom)
    }
}

/// An enchantment written as the engine's `Change`, with how long it lasts and its card.
fn change(mut object: Map<String, Value>) -> Result<EnchantmentExpect, String> {
    let mut flag = |key: &str| match object.remove(key) {
        None => Ok(false),
        Some(Value::Bool(flag)) => Ok(flag),
        Some(other) => Err(format!("\"{key}\" is true or false, not {other}")),
    };
    let lasts = match (flag("this_turn")?, flag("until_your_next_turn")?) {
        (false, false) => Lasts::Always,
        (true, false) => Lasts::ThisTurn,
        (false, true) => Lasts::UntilYourNextTurn,
        (true, true) => {
            return Err("an enchantment lasts \"this_turn\" or \"until_your_next_turn\", not both".to_owned());
        }
    };
    let card = match object.remove("card") {
        None => None,
        Some(Value::String(card)) => Some(card),
        Some(other) => return Err(format!("\"card\" is an enchantment card's name, not {other}")),
    };
    let change = Change::deserialize(Value::Object(object)).map_err(|err| err.to_string())?;
    let view = EnchantmentView { change, lasts, card: None, made_by: MadeBy::NoCard };
    Ok(EnchantmentExpect::Change { view, card })
}

impl EnchantmentExpect {
    /// The entry in words, as the actual list words it: `+2/+0 this turn`, `Concealed: gains
    /// Stealth until your next turn`, `cost (2) less while in hand`, `minions can't be reduced
    /// below 1 Health this turn`.
    fn words(&self) -> String {
        match self {
            EnchantmentExpect::Change { view, card: Some(card) } => format!("{card}: {view}"),
            EnchantmentExpect::Change { view, card: None } => view.to_string(),
            EnchantmentExpect::Cost(cost) => cost.to_string(),
            EnchantmentExpect::Rule(rule) => rule.words().to_owned(),
        }
    }
}

/// The expected list in words: `[+2/+2, gains Taunt this turn]`.
pub(super) fn expected(want: &[EnchantmentExpect]) -> String {
    listed(want.iter().map(EnchantmentExpect::words))
}

/// What the card object `id` has in force, in the same words as `expected`: its enchantments
/// (`Game::enchantments`, each enchantment card by its name), then its cost changes
/// (`Game::cost_changes`), and on a hero, its player's rules (`Game::health_floor`, then
/// `Game::player_cost_changes`).
pub(super) fn in_force(game: &Game, id: Id) -> String {
    let library = game.library();
    let views = game.enchantments(id).expect("a known id");
    let enchantments = views.into_iter().map(|view| {
        let card = view.card.map(|card| library.card(card).name.clone());
        EnchantmentExpect::Change { view, card }
    });
    let costs = game.cost_changes(id).expect("a known id").into_iter().map(EnchantmentExpect::Cost);
    let mut entries: Vec<EnchantmentExpect> = enchantments.chain(costs).collect();
    if game.card_of(id).expect("a known id").is_none() {
        let player = game.owner_of(id).expect("a known id");
        if game.health_floor(player) {
            entries.push(EnchantmentExpect::Rule(PlayerRule::HealthFloorThisTurn));
        }
        entries.extend(game.player_cost_changes(player).into_iter().map(EnchantmentExpect::Cost));
    }
    expected(&entries)
}

/// Entries in words, as a list.
fn listed(words: impl Iterator<Item = String>) -> String {
    format!("[{}]", words.collect::<Vec<_>>().join(", "))
}
