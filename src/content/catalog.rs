//! The card catalog: every built-in card's stats and text as JSON data, and the abilities of
//! the cards written as data, in card files embedded at compile time: the lessons' cards in
//! `cards/lessons.json`, every other card in one file per set and class
//! (`cards/<set>/<class>.json`).

use serde::Deserialize;

use super::class::Class;
use super::rarity::Rarity;
use crate::engine::{
    Aim, Aura, CostAura, CostCount, DataAbilities, DataAction, DataOption, DataStep, DataTrigger, Enrage,
    Keywords, Lasts, Tribe,
};

/// The card files shipped with the crate, each with its path in the crate and its text, in
/// the order their cards join the library: the lessons' cards (the course's modules and tests,
/// with the course's stats; the Test cards; the cards written as code), then the classic set
/// (the launch Basic and Classic pool, with its tokens) one class at a time, then the cards of
/// later sets the crate ships. A new file is added here by hand: there is no build script.
pub const CARD_FILES: [(&str, &str); 12] = [
    ("src/content/cards/lessons.json", include_str!("cards/lessons.json")),
    ("src/content/cards/classic/neutral.json", include_str!("cards/classic/neutral.json")),
    ("src/content/cards/classic/druid.json", include_str!("cards/classic/druid.json")),
    ("src/content/cards/classic/hunter.json", include_str!("cards/classic/hunter.json")),
    ("src/content/cards/classic/mage.json", include_str!("cards/classic/mage.json")),
    ("src/content/cards/classic/paladin.json", include_str!("cards/classic/paladin.json")),
    ("src/content/cards/classic/priest.json", include_str!("cards/classic/priest.json")),
    ("src/content/cards/classic/rogue.json", include_str!("cards/classic/rogue.json")),
    ("src/content/cards/classic/shaman.json", include_str!("cards/classic/shaman.json")),
    ("src/content/cards/classic/warlock.json", include_str!("cards/classic/warlock.json")),
    ("src/content/cards/classic/warrior.json", include_str!("cards/classic/warrior.json")),
    (
        "src/content/cards/blackrock_mountain/warlock.json",
        include_str!("cards/blackrock_mountain/warlock.json"),
    ),
];

/// One card as the catalog states it.
#[derive(Clone, PartialEq, Eq, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// The card's name, unique in the catalog.
    pub name: String,
    /// Mana cost.
    pub cost: u32,
    /// `"minion"`, `"spell"`, `"weapon"`, `"hero_power"`, `"hero"` or `"enchantment"`.
    #[serde(rename = "type")]
    pub kind: Kind,
    /// A minion's or a weapon's base Attack; a spell has none.
    pub attack: Option<i32>,
    /// A minion's base Health, or a hero's starting Health; a spell has none.
    pub health: Option<i32>,
    /// A weapon's base Durability; only a weapon has one.
    #[serde(default)]
    pub durability: Option<i32>,
    /// The rules text, as printed; empty for a card with no text.
    #[serde(default)]
    pub text: String,
    /// Whether a spell's text names a target, so that it is cast at one.
    #[serde(default)]
    pub target: bool,
    /// How long an enchantment card lasts once attached: `"always"` (the default),
    /// `"this_turn"` or `"until_your_next_turn"`. Only an enchantment card has one.
    #[serde(default)]
    pub lasts: Option<Lasts>,
    /// The keywords its text gives it: `["taunt"]`.
    #[serde(default)]
    pub keywords: Keywords,
    /// What it gains while damaged ("Enrage: +3 Attack"): `{"attack": 3}`.
    #[serde(default)]
    pub enrage: Option<Enrage>,
    /// A minion's tribe, as printed: `"beast"`, `"demon"`, `"dragon"`, `"mech"`, `"murloc"`,
    /// `"pirate"`, `"totem"` or `"undead"`.
    #[serde(default)]
    pub tribe: Option<Tribe>,
    /// Its class, where its card file does not say it: `"warrior"` for Armorsmith in the
    /// lessons' file, which holds cards of several classes. A card of a file named for a class
    /// (`cards/classic/mage.json`) is of that class, and any other card is neutral
    /// (`catalog_classes`).
    #[serde(default)]
    pub class: Option<Class>,
    /// Its rarity, as the launch pool prints it: `"free"`, `"common"`, `"rare"`, `"epic"` or
    /// `"legendary"`. Every card of the pool built in has one; a token, an enchantment card
    /// and a test card have none.
    #[serde(default)]
    pub rarity: Option<Rarity>,
    /// Its auras: `[{"reaches": "other_friendly_minions", "attack": 1}]`.
    #[serde(default)]
    pub auras: Vec<Aura>,
    /// Whether its text's area damage resolves each Damage Event as it is created, under the
    /// real game's rules (`Rules::area_damage_one_by_one`).
    #[serde(default)]
    pub damage_one_by_one: bool,
    /// A play requirement: how many minions the opponent must have in play for the card to be
    /// played (`"enemy_minions_needed": 2` for "two random enemy minions"); none by default.
    #[serde(default)]
    pub enemy_minions_needed: u8,
    /// A play requirement: how many minions must be in play, both sides together, for the card
    /// to be played (`"minions_needed": 2` for "Destroy all minions except one"); none by
    /// default.
    #[serde(default)]
    pub minions_needed: u8,
    /// A play requirement: how many free places its player's board must have for the card to
    /// be played (`"board_slots_needed": 1` for a spell that summons); none by default.
    #[serde(default)]
    pub board_slots_needed: u8,
    /// A play requirement: its player's hero has a weapon equipped (`"weapon_needed": true` for
    /// "Give your weapon +2 Attack"); false by default.
    #[serde(default)]
    pub weapon_needed: bool,
    /// A minion's play requirement: its Battlecry takes a target only with Combo
    /// (`"aim_needs_combo": true` for "Combo: Deal 2 damage"); false by default.
    #[serde(default)]
    pub aim_needs_combo: bool,
    /// "Overload: (X)": the crystals its player's next turn locks once it is played
    /// (`"overload": 2`); 0 by default.
    #[serde(default)]
    pub overload: u8,
    /// A weapon's "Attacking a minion costs 1 Attack instead of 1 Durability"
    /// (`"minion_attacks_cost_attack": true`, Gorehowl); false by default.
    #[serde(default)]
    pub minion_attacks_cost_attack: bool,
    /// A weapon's "Your hero is Immune while attacking" (`"hero_immune_while_attacking": true`,
    /// Gladiator's Longbow); false by default.
    #[serde(default)]
    pub hero_immune_while_attacking: bool,
    /// An enchantment card's temporary control: while it is in force its maker controls the
    /// minion, and a Silence that ends it gives the minion back at once (`"lends_control":
    /// true`, Shadow Madness's enchantment); false by default.
    #[serde(default)]
    pub lends_control: bool,
    /// A minion's Spell Damage: `"spell_damage": 1` for "Spell Damage +1".
    #[serde(default)]
    pub spell_damage: i32,
    /// Its cost auras: `[{"cards": "spells", "change": {"less": 1}}]`.
    #[serde(default)]
    pub cost_auras: Vec<CostAura>,
    /// Its own cost's continuous count, while it is in its owner's hand: `{"for_each":
    /// "other_card_in_your_hand", "less": 1}` for "Costs (1) less for each other card in your
    /// hand".
    #[serde(default)]
    pub cost_count: Option<CostCount>,
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
    pub deathrattle: Vec<DataStep<DataAction>>,
    /// Its Battlecry as data.
    #[serde(default)]
    pub battlecry: Vec<DataStep<DataAction>>,
    /// Who its target may be, if its text names one: a Battlecry's or a spell's (a spell with
    /// an aim is targeted). A word (`"enemy_minion"`) or an aim with a requirement
    /// (`{"of": "minion", "attack_at_most": 3}`): `engine::Aim`.
    #[serde(default)]
    pub aim: Option<Aim>,
    /// A spell's text as data.
    #[serde(default)]
    pub spell: Vec<DataStep<DataAction>>,
    /// A Hero Power's text as data: what it does when its player uses it.
    #[serde(default)]
    pub power: Vec<DataStep<DataAction>>,
    /// "Choose One - ...; or ...": its two options, each `{"name", "text", "aim" (optional),
    /// "actions"}`, the player picking one as they play it (a spell's option is its text, a
    /// minion's its Battlecry).
    #[serde(default)]
    pub choose_one: Vec<DataOption>,
}

impl Entry {
    /// The abilities this entry states as data (empty if it states none).
    pub fn data(&self) -> DataAbilities {
        DataAbilities {
            triggers: self.triggers.clone(),
            deathrattle: self.deathrattle.clone(),
            battlecry: self.battlecry.clone(),
            aim: self.aim,
            // A Hero Power's text resolves as a spell's does (`course/hero_power.rs`).
            spell: [self.spell.as_slice(), self.power.as_slice()].concat(),
            auras: self.auras.clone(),
            spell_damage: self.spell_damage,
            cost_auras: self.cost_auras.clone(),
            cost_count: self.cost_count,
            choose_one: self.choose_one.clone(),
        }
    }

    /// This card with no abilities and no keywords: a vanilla minion or an empty spell of the
    /// same name, cost, type, stats and text. A spell cast at a target still is.
    pub fn stripped(&self) -> Entry {
        Entry {
            keywords: Keywords::NONE,
            enrage: None,
            behaviour: false,
            triggers: Vec::new(),
            deathrattle: Vec::new(),
            battlecry: Vec::new(),
            aim: None,
            aim_needs_combo: false,
            overload: 0,
            minion_attacks_cost_attack: false,
            hero_immune_while_attacking: false,
            // A stripped spell keeps "a target" (any character): its scenario's exact list of
            // targets is what tests its aim.
            target: self.target || (matches!(self.kind, Kind::Spell | Kind::HeroPower) && self.aim.is_some()),
            spell: Vec::new(),
            power: Vec::new(),
            auras: Vec::new(),
            spell_damage: 0,
            cost_auras: Vec::new(),
            cost_count: None,
            choose_one: Vec::new(),
            ..self.clone()
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
    /// A weapon: needs `attack` and `durability`.
    Weapon,
    /// A Hero Power: has neither; its text is its `power`.
    #[serde(rename = "hero_power")]
    HeroPower,
    /// A hero: needs `health`, its starting Health; what a card's text makes a player's hero.
    Hero,
    /// An enchantment card: has neither; another card attaches it (`enchant`).
    Enchantment,
}

/// Parse a catalog: a JSON array of entries.
pub fn parse(json: &str) -> serde_json::Result<Vec<Entry>> {
    serde_json::from_str(json)
}

/// Every card of the shipped card files, in `CARD_FILES` order.
///
/// Panics if a file does not parse; `cargo test` parses each first
/// (`content::tests::the_shipped_content_is_consistent`), naming the file.
pub fn catalog_entries() -> Vec<Entry> {
    CARD_FILES
        .iter()
        .flat_map(|(file, json)| parse(json).unwrap_or_else(|err| panic!("{file} is malformed: {err}")))
        .collect()
}

/// Each built-in card's name and class, in `CARD_FILES` order: its entry's `"class"`, else the
/// class its card file is named for (`Class::of_file`), else neutral.
///
/// Panics if a file does not parse, as `catalog_entries` does.
pub fn catalog_classes() -> Vec<(String, Class)> {
    CARD_FILES
        .iter()
        .flat_map(|(file, json)| {
            let entries = parse(json).unwrap_or_else(|err| panic!("{file} is malformed: {err}"));
            let of_file = Class::of_file(file).unwrap_or_default();
            entries.into_iter().map(move |entry| (entry.name, entry.class.unwrap_or(of_file)))
        })
        .collect()
}

/// The shipped card files as one JSON array, as a single catalog would hold them: for tests
/// and tools that change a card's JSON before building a library.
pub fn catalog_json() -> String {
    let cards: Vec<serde_json::Value> = CARD_FILES
        .iter()
        .flat_map(|(file, json)| {
            serde_json::from_str::<Vec<serde_json::Value>>(json)
                .unwrap_or_else(|err| panic!("{file} is malformed: {err}"))
        })
        .collect();
    serde_json::to_string(&cards).expect("JSON values serialise")
}
