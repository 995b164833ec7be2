//! Scenario files: a board, a setup, one action under test and what should come of it, as
//! JSON. A language-neutral statement of a course test that anyone can write and run.
//!
//! ```json
//! {
//!   "name": "test_02_depth_first_nesting",
//!   "decks": [[], []],
//!   "setup": [
//!     { "do": "summon", "card": "Test Echo", "player": 0, "as": "E" },
//!     { "do": "summon", "card": "Armorsmith", "player": 0, "as": "S" }
//!   ],
//!   "action": { "do": "deal_damage", "target": "S", "amount": 1 },
//!   "expect": { "log": [{ "type": "Damaged", "target": "S", "amount": 1 }], "armor": [0, 0] }
//! }
//! ```
//!
//! Cards are named by labels: a setup step's `as`, a deck entry's `as`, and `hero0`/`hero1`.
//! In the expected log, a label not yet known names whatever card stands at that place (a
//! drawn card, a Deathrattle's summon) and keeps naming it in the expectations after.

mod enchantments;
mod expect;
mod facts;
mod fields;
mod html;
mod log_entry;
mod per_player;
mod render;
mod run;
mod tree_text;
mod unique;

use indexmap::IndexMap;
use serde::Deserialize;

use crate::content::unknown_and_known;
use crate::engine::{Keywords, Player, Tribe, Zone};

pub use enchantments::{EnchantmentExpect, PlayerRule};
pub use expect::{Checked, Mismatch, check};
pub use facts::AttackStatus;
pub use html::{Group, Page, page};
pub use log_entry::LogEntry;
pub use per_player::Stated;
pub use render::{Format, event_text, mermaid};
pub use run::{Labels, Ran, run};

/// `ran` in `format`: the text, JSON and Mermaid renderings (`render.rs`) or the page that
/// steps through the Sequence (`html.rs`).
pub fn render(ran: &Ran, format: Format) -> String {
    match format {
        Format::Text => render::text(ran),
        Format::Json => render::json(ran),
        Format::Mermaid => render::mermaid(ran, false),
        Format::Html => html::html(ran),
    }
}

/// A scenario as written in its file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// What to call it; the course test's name.
    #[serde(default)]
    pub name: String,
    /// What it shows, in a sentence.
    #[serde(default)]
    pub about: String,
    /// Each player's deck, top card first.
    #[serde(default)]
    pub decks: [Vec<DeckCard>; 2],
    /// The calls that set the board up, each its own Sequence, logged before the action.
    #[serde(default)]
    pub setup: Vec<Step>,
    /// The one call under test.
    pub action: Step,
    /// What should come of it; nothing is checked if absent.
    #[serde(default)]
    pub expect: Option<Expect>,
    /// Cards of its own, written as a card file's are, joined to the embedded catalog.
    #[serde(default)]
    pub cards: Vec<crate::content::Entry>,
    /// Which rules the game plays by: the course's (the default) or the real game's.
    #[serde(default)]
    pub rules: RulesName,
}

/// The rules a scenario names: `"course"` (`Rules::course()`, the harness's) or
/// `"hearthstone"` (`Rules::hearthstone()`: Fatigue damage, Armor absorbing damage, the hand
/// limit, the defender's Damage Event first in combat, the mulligan and the card for the
/// second player). The decks keep the order written under either (a mulligan's cards go to
/// the bottom).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RulesName {
    /// The course's simplifications.
    #[default]
    Course,
    /// The real game's rules.
    Hearthstone,
}

impl RulesName {
    /// The engine's rules of this name.
    pub fn rules(self) -> crate::engine::Rules {
        match self {
            RulesName::Course => crate::engine::Rules::course(),
            RulesName::Hearthstone => crate::engine::Rules::hearthstone(),
        }
    }
}

/// A deck entry: a card name, or a card with a label.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum DeckCard {
    /// Just the card.
    Card(String),
    /// The card, and the label that names it.
    Labelled {
        card: String,
        #[serde(rename = "as")]
        label: String,
    },
}

/// One harness call, written `{ "do": "summon", ... }`.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum Step {
    /// Summon `card` at the right end of `player`'s board; `as` labels the new minion.
    Summon {
        card: String,
        player: Player,
        #[serde(rename = "as")]
        label: Option<String>,
    },
    /// Deal `amount` damage to the labelled `target`.
    DealDamage { target: String, amount: i32 },
    /// Destroy the labelled minion.
    Destroy { target: String },
    /// `player` draws a card.
    Draw { player: Player },
    /// Put a fresh `card` straight into `player`'s hand; `as` labels it.
    AddToHand {
        card: String,
        player: Player,
        #[serde(rename = "as")]
        label: Option<String>,
    },
    /// `player` gains `amount` full Mana Crystals, never past ten.
    GainManaCrystals { player: Player, amount: u8 },
    /// `player` gains `amount` Mana Crystals for this turn only, never past ten to spend
    /// (`Game::gain_mana_this_turn`).
    GainManaThisTurn { player: Player, amount: u8 },
    /// Setup only: the turn under way becomes the game's `turn`th (a later turn of the same
    /// player's), with nothing else changed.
    SkipToTurn { turn: u32 },
    /// Setup only: Silence the labelled minion `target` (`Game::silence`).
    Silence { target: String },
    /// Setup only: Freeze the labelled character `target` (`Game::freeze`).
    Freeze { target: String },
    /// Setup only: the labelled minion `target`'s Health and maximum Health become `health`
    /// (`Game::set_health`).
    SetHealth { target: String, health: i32 },
    /// Setup only: the labelled character `target`'s remaining Health becomes `health`, its
    /// maximum unchanged (`Game::set_remaining_health`): a hero's Health, or a minion's
    /// current Health.
    SetRemainingHealth { target: String, health: i32 },
    /// Setup only: `player` discards the labelled `card` from their hand, or their whole hand
    /// if it is left out (`Game::discard`).
    Discard { player: Player, card: Option<String> },
    /// Setup only: every card of `player`'s deck goes to the graveyard, with no draw and so
    /// no Fatigue (`Game::empty_deck`).
    EmptyDeck { player: Player },
    /// Setup only: a fresh `card` is shuffled into `player`'s deck, at a place the game's seed
    /// draws (`Game::shuffle_into_deck`); `as` labels it.
    ShuffleIntoDeck {
        card: String,
        player: Player,
        #[serde(rename = "as")]
        label: Option<String>,
    },
    /// Setup only: `player` draws nothing from here on, neither a card nor Fatigue
    /// (`Game::stop_draws`).
    StopDraws { player: Player },
    /// Setup only: `player`'s hero equips a fresh weapon of `card`, the one it had destroyed
    /// (`Game::equip`); `as` labels it.
    Equip {
        card: String,
        player: Player,
        #[serde(rename = "as")]
        label: Option<String>,
    },
    /// Setup only: `player`'s hero gets a fresh Hero Power of `card`, in place of the one it had
    /// (`Game::give_hero_power`); `as` labels it.
    GiveHeroPower {
        card: String,
        player: Player,
        #[serde(rename = "as")]
        label: Option<String>,
    },
    /// Setup only, and no call: `as` names the card at `position` (from 0) of `player`'s
    /// `zone`: a card an effect made (a Battlecry's summon, a card a spell put in a hand, a
    /// minion that died unlabelled).
    Label {
        #[serde(rename = "as")]
        label: String,
        player: Player,
        zone: ListZone,
        position: usize,
    },
    /// `player` casts the spell `card`, at the labelled `target` if given.
    Cast { card: String, player: Player, target: Option<String> },
    /// The game begins: opening hands from the top of the decks, then player 0's first turn
    /// (under `"rules": "hearthstone"`, after both players' `mulligan`).
    Begin,
    /// `player`'s mulligan: put back the opening cards at the hand positions `put_back`
    /// (counted from 0; none if left out) and draw as many. Under `"rules": "hearthstone"`,
    /// after `begin`, player 0's first; the cards put back go to the bottom of the deck, in
    /// hand order, as the decks keep the order written.
    Mulligan {
        player: Player,
        #[serde(default)]
        put_back: crate::engine::HandPositions,
    },
    /// The player whose turn it is plays the labelled `card` from their hand, or, by its name,
    /// the one card of that name in that hand (The Coin, which the game gives unlabelled): a
    /// minion at `position` on their board (the right end if left out), its Battlecry or the
    /// spell at the labelled `target` if given; a "Choose One" card with its option `choose`
    /// (0 or 1, `Game::play_choosing`).
    Play { card: String, position: Option<usize>, target: Option<String>, choose: Option<u8> },
    /// The labelled `attacker` attacks the labelled `defender`.
    Attack { attacker: String, defender: String },
    /// The waiting choice among cards is made: its player chooses the labelled `card`, one of
    /// the cards offered (a deck's label names it), and draws it; the others stay set aside
    /// (`Game::choose`). Refused when no choice waits or it does not offer the card.
    Choose { card: String },
    /// The player whose turn it is uses their Hero Power, at the labelled `target` if given
    /// (`Game::use_hero_power`).
    UseHeroPower { target: Option<String> },
    /// The player whose turn it is ends it.
    EndTurn,
}

/// A zone whose cards are in an order, as a `label` step names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ListZone {
    /// The hand, oldest card first.
    Hand,
    /// The board, left to right.
    Board,
    /// The deck, top card first.
    Deck,
    /// The graveyard, in the order its cards were made (`Game::graveyard`: the game keeps no
    /// order of arrival there).
    Graveyard,
    /// The player's weapon, at position 0 if their hero has one.
    Weapon,
    /// The player's Hero Power, at position 0 if their hero has one.
    HeroPower,
}

impl ListZone {
    /// The zone's name in a message.
    pub fn name(self) -> &'static str {
        match self {
            ListZone::Hand => "hand",
            ListZone::Board => "board",
            ListZone::Deck => "deck",
            ListZone::Graveyard => "graveyard",
            ListZone::Weapon => "weapon",
            ListZone::HeroPower => "hero_power",
        }
    }
}

impl Step {
    /// The step's name if it is a setup step only, refused as the action.
    pub fn setup_only(&self) -> Option<&'static str> {
        Some(match self {
            Step::SkipToTurn { .. } => "skip_to_turn",
            Step::Silence { .. } => "silence",
            Step::Freeze { .. } => "freeze",
            Step::SetHealth { .. } => "set_health",
            Step::SetRemainingHealth { .. } => "set_remaining_health",
            Step::Discard { .. } => "discard",
            Step::EmptyDeck { .. } => "empty_deck",
            Step::ShuffleIntoDeck { .. } => "shuffle_into_deck",
            Step::StopDraws { .. } => "stop_draws",
            Step::Equip { .. } => "equip",
            Step::GiveHeroPower { .. } => "give_hero_power",
            Step::Label { .. } => "label",
            _ => return None,
        })
    }
}

/// Whether a card can be played now, as expected: `false`, `true`, or the labels of exactly
/// the targets it can be played at (an empty list: it can be played, at no target).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Playable {
    /// It can (`true`) or cannot (`false`) be played.
    Can(bool),
    /// It can be played, at exactly these targets.
    At(Vec<String>),
}

impl<'de> Deserialize<'de> for Playable {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        match serde_json::Value::deserialize(deserializer)? {
            serde_json::Value::Bool(can) => Ok(Playable::Can(can)),
            serde_json::Value::Array(targets) if targets.iter().all(serde_json::Value::is_string) => {
                let labels = targets.iter().filter_map(|target| target.as_str().map(str::to_owned));
                Ok(Playable::At(labels.collect()))
            }
            other => Err(D::Error::custom(format!(
                "expect.playable: {other} is not false, true or a list of target labels like [\"hero1\", \"G\"]"
            ))),
        }
    }
}

/// What a scenario expects after its action. Every part is optional; labels name cards. A
/// per-label map (`zone`, `health`, `attack`, `name`, `keywords`, ...) keeps the order written
/// and refuses a label given twice.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// The action's log exactly, as `GameEvent` JSON with labels in place of ids.
    pub log: Option<Vec<serde_json::Value>>,
    /// Each player's board, left to right (labels); both as a list, or one player's alone
    /// as an object keyed by player (`{ "1": ["C"] }`), as every per-player list.
    pub board: Option<Stated<Vec<String>>>,
    /// Each player's hand, oldest first (labels).
    pub hand: Option<Stated<Vec<String>>>,
    /// Each player's board by card names, left to right.
    pub board_names: Option<Stated<Vec<String>>>,
    /// Each player's hand by card names, oldest first.
    pub hand_names: Option<Stated<Vec<String>>>,
    /// Each player's deck by card names, top first.
    pub deck_names: Option<Stated<Vec<String>>>,
    /// How many minions each player's board holds.
    pub board_count: Option<Stated<usize>>,
    /// How many cards each player's hand holds.
    pub hand_count: Option<Stated<usize>>,
    /// How many cards each player's deck holds.
    pub deck_count: Option<Stated<usize>>,
    /// Card names each player's board holds, among others (a name twice: two such cards).
    pub board_contains: Option<Stated<Vec<String>>>,
    /// Card names each player's hand holds, among others.
    pub hand_contains: Option<Stated<Vec<String>>>,
    /// Card names each player's deck holds, among others.
    pub deck_contains: Option<Stated<Vec<String>>>,
    /// Each player's Armor.
    pub armor: Option<[i32; 2]>,
    /// Each player's weapon, by its card's name; `null` for none.
    pub weapon: Option<[Option<String>; 2]>,
    /// Each player's Overload: `{"owed": 2, "locked": 0}` (`Game::overload`).
    pub overload: Option<[crate::engine::Overload; 2]>,
    /// Each player's Hero Power, by its card's name; `null` for none.
    pub hero_power: Option<[Option<String>; 2]>,
    /// Whether each player's Hero Power is flipped over: used since their turn last began
    /// (`Game::hero_power_used`; `false` for none).
    pub hero_power_used: Option<[bool; 2]>,
    /// How many seconds each player has to take a turn, `null` for no limit
    /// (`Game::turn_time_limit`: "Players only have 15 seconds to take their turns").
    pub turn_time_limit: Option<[Option<u32>; 2]>,
    /// Where each labelled card is.
    #[serde(default, deserialize_with = "unique::zone")]
    pub zone: IndexMap<String, Zone>,
    /// Each labelled card's Health.
    #[serde(default, deserialize_with = "unique::health")]
    pub health: IndexMap<String, i32>,
    /// Each labelled card's Attack.
    #[serde(default, deserialize_with = "unique::attack")]
    pub attack: IndexMap<String, i32>,
    /// Each labelled card's name.
    #[serde(default, deserialize_with = "unique::name")]
    pub name: IndexMap<String, String>,
    /// Each labelled card's maximum Health.
    #[serde(default, deserialize_with = "unique::max_health")]
    pub max_health: IndexMap<String, i32>,
    /// Each labelled card's damage: its maximum Health less its Health.
    #[serde(default, deserialize_with = "unique::damage")]
    pub damage: IndexMap<String, i32>,
    /// Each labelled card's cost, as its card has it.
    #[serde(default, deserialize_with = "unique::cost")]
    pub cost: IndexMap<String, u32>,
    /// Each labelled card's keywords, exactly (`["taunt", "divine_shield"]`; `[]` for none).
    #[serde(default, deserialize_with = "unique::keywords")]
    pub keywords: IndexMap<String, Keywords>,
    /// Whether each labelled character is Frozen.
    #[serde(default, deserialize_with = "unique::frozen")]
    pub frozen: IndexMap<String, bool>,
    /// Whether each labelled card is Silenced.
    #[serde(default, deserialize_with = "unique::silenced")]
    pub silenced: IndexMap<String, bool>,
    /// Each labelled weapon's Durability left.
    #[serde(default, deserialize_with = "unique::durability")]
    pub durability: IndexMap<String, i32>,
    /// Each labelled card's enchantments in force, exactly, oldest first.
    #[serde(default, deserialize_with = "unique::enchantments")]
    pub enchantments: IndexMap<String, Vec<EnchantmentExpect>>,
    /// Whom each labelled character can attack now, exactly, in any order (the legal moves';
    /// `[]`: it cannot attack).
    #[serde(default, deserialize_with = "unique::can_attack")]
    pub can_attack: IndexMap<String, Vec<String>>,
    /// Whether each labelled card can be played now (the legal moves'), and at which targets.
    #[serde(default, deserialize_with = "unique::playable")]
    pub playable: IndexMap<String, Playable>,
    /// The Spell Damage each labelled card object gives its player now: its card's and its
    /// enchantment cards', in play and not Silenced; 0 out of play (`Game::spell_damage_of`).
    #[serde(default, deserialize_with = "unique::spell_damage")]
    pub spell_damage: IndexMap<String, i32>,
    /// Whether each labelled minion's Enrage is in force (`Game::is_enraged`).
    #[serde(default, deserialize_with = "unique::enraged")]
    pub enraged: IndexMap<String, bool>,
    /// Whether each labelled card object has a Deathrattle now (`Game::has_deathrattle`).
    #[serde(default, deserialize_with = "unique::has_deathrattle")]
    pub has_deathrattle: IndexMap<String, bool>,
    /// Whether each labelled card object has an aura now (`Game::has_aura`).
    #[serde(default, deserialize_with = "unique::has_aura")]
    pub has_aura: IndexMap<String, bool>,
    /// Each labelled card's tribe as a card's data writes it (`"beast"`), `null` for none.
    #[serde(default, deserialize_with = "unique::tribe")]
    pub tribe: IndexMap<String, Option<Tribe>>,
    /// The characters each labelled card's aim admits now, whether or not it can be played,
    /// exactly, in any order (`Game::legal_targets`; `[]`: none).
    #[serde(default, deserialize_with = "unique::legal_targets")]
    pub legal_targets: IndexMap<String, Vec<String>>,
    /// Why each labelled character cannot attack now, or `"can_attack"`
    /// (`Game::why_cannot_attack`).
    #[serde(default, deserialize_with = "unique::attack_status")]
    pub attack_status: IndexMap<String, AttackStatus>,
    /// Each player's Spell Damage (`Game::spell_damage`).
    pub player_spell_damage: Option<Stated<i32>>,
    /// How many cards each player has played from their hand this turn.
    pub cards_played_this_turn: Option<Stated<u32>>,
    /// How many cards each player has drawn into their hand this turn.
    pub cards_drawn_this_turn: Option<Stated<u32>>,
    /// The most Mana Crystals each player can own, and the most mana they can have to spend
    /// at once (`MAX_CRYSTALS`).
    pub mana_cap: Option<Stated<u8>>,
    /// Each player's deck, top first (labels).
    pub deck: Option<Stated<Vec<String>>>,
    /// Each player's Mana Crystals and how many are spent this turn.
    pub mana: Option<[ManaExpect; 2]>,
    /// Whose turn it is and its number.
    pub turn: Option<TurnExpect>,
    /// How the game stands: `"going_on"`, `"draw"` or `{ "won": PLAYER }`.
    pub outcome: Option<OutcomeExpect>,
    /// The cards the waiting choice among cards offers, top card of the deck first (labels);
    /// `[]`: no choice waits (`Game::pending_choice`).
    pub offered: Option<Vec<String>>,
    /// The action is refused, and the engine's reason contains this text (a wrong move, such
    /// as an attack past Taunt); the game stays as the setup left it.
    pub refused: Option<String>,
}

/// A player's Mana Crystals, as expected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ManaExpect {
    /// Crystals owned.
    pub crystals: u8,
    /// Crystals spent this turn.
    pub spent: u8,
    /// Crystals for this turn only; 0 if left out.
    #[serde(default)]
    pub this_turn: u8,
}

/// Whose turn it is, as expected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnExpect {
    /// The player whose turn it is.
    pub player: Player,
    /// The game's turn number, from 1.
    pub number: u32,
}

/// How a game stands, as expected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutcomeExpect {
    /// No one has won yet.
    GoingOn,
    /// A draw.
    Draw,
    /// This player won.
    Won(Player),
}

/// Why a scenario could not be read or run. Each message says where and how to fix it.
#[derive(Debug, thiserror::Error)]
pub enum ScenarioError {
    /// Not valid JSON, or not a scenario's shape; serde's message has line and column, and an
    /// unknown name gets the closest known ones.
    #[error("{path}: {source}{}", closest_hint(source))]
    Malformed { path: String, source: serde_json::Error },
    /// A label that names no card.
    #[error("{path}: {place}: unknown label {label:?}; {}", known_labels(closest))]
    UnknownLabel { path: String, place: String, label: String, closest: Vec<String> },
    /// A `play` step naming a card by its name when the hand holds several of that name.
    #[error(
        "{path}: {place}: {count} cards in the hand are {name:?}: label the one to play (\"as\" where it is added, or a \"label\" step)"
    )]
    SeveralInHand { path: String, place: String, name: String, count: usize },
    /// A label given to two cards.
    #[error("{path}: {place}: label {label:?} already names another card; pick a new label")]
    DuplicateLabel { path: String, place: String, label: String },
    /// The engine refused a call (an unknown card, a player out of range, ...). `named` is its
    /// message with each card object the scenario can name written as it names it (`Chillwind
    /// Yeti #2 (Y)` for `#2`).
    #[error("{path}: {place}: {named}{}", card_file_hint(source))]
    Refused { path: String, place: String, source: Box<crate::engine::Error>, named: String },
    /// A setup-only step given as the action.
    #[error(
        "{path}: action: {step} is a setup step only (it puts a position in place, it is not a \
         call or move to check): move it into \"setup\" and give the action a call or a move"
    )]
    SetupOnlyAction { path: String, step: &'static str },
    /// A `label` step's position past the end of its zone.
    #[error(
        "{path}: {place}: player {player}'s {zone} has no position {position}: it holds {len}, and positions count from 0"
    )]
    NoSuchPosition {
        path: String,
        place: String,
        player: Player,
        zone: &'static str,
        position: usize,
        len: usize,
    },
    /// An expected log entry that is not a `GameEvent`.
    #[error("{path}: expect.log[{index}]: {problem}")]
    BadExpectedEvent { path: String, index: usize, problem: String },
}

/// For serde's "unknown field `plyr`, expected one of `card`, `player`, `as`" (or an unknown
/// variant): "; did you mean "player"?", or nothing.
fn closest_hint(source: &serde_json::Error) -> String {
    let message = source.to_string();
    let named = unknown_and_known(&message, "unknown field `")
        .or_else(|| unknown_and_known(&message, "unknown variant `"));
    let Some((unknown, known)) = named else { return String::new() };
    let closest = crate::engine::closest_names(&unknown, known.iter().map(String::as_str));
    match closest.as_slice() {
        [] => String::new(),
        close => format!(
            "; did you mean {}?",
            close.iter().map(|c| format!("{c:?}")).collect::<Vec<_>>().join(" or ")
        ),
    }
}

/// What an unknown card may be in a scenario: a card of a card file the run was not given.
fn card_file_hint(source: &crate::engine::Error) -> &'static str {
    match source {
        crate::engine::Error::UnknownCard { .. } => {
            "; a card of a card file? pass `--cards FILE` or the scenario's `cards`"
        }
        _ => "",
    }
}

fn known_labels(closest: &[String]) -> String {
    if closest.is_empty() {
        "no label is close to it: labels come from \"as\" in the setup and decks, hero0 and hero1".to_owned()
    } else {
        format!("did you mean {}?", closest.iter().map(|l| format!("{l:?}")).collect::<Vec<_>>().join(" or "))
    }
}

/// Read a scenario from JSON; `path` names the file in messages. A setup-only step
/// (`skip_to_turn`, `silence`, `freeze`, `set_health`, `set_remaining_health`, `discard`,
/// `empty_deck`, `shuffle_into_deck`, `stop_draws`, `equip`, `label`) as the action is refused.
pub fn parse(path: &str, json: &str) -> Result<Scenario, ScenarioError> {
    let scenario: Scenario = serde_json::from_str(json)
        .map_err(|source| ScenarioError::Malformed { path: path.to_owned(), source })?;
    if let Some(step) = scenario.action.setup_only() {
        return Err(ScenarioError::SetupOnlyAction { path: path.to_owned(), step });
    }
    Ok(scenario)
}

/// Every scenario file under `dir`: its `.json` files and those of every folder below it, at
/// any depth, sorted by path. Symbolic links are not followed (a linked folder could loop).
pub fn files_under(dir: &std::path::Path) -> std::io::Result<Vec<std::path::PathBuf>> {
    let mut files = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder)? {
            let entry = entry?;
            let kind = entry.file_type()?;
            let path = entry.path();
            if kind.is_dir() {
                folders.push(path);
            } else if kind.is_file() && path.extension().is_some_and(|ext| ext == "json") {
                files.push(path);
            }
        }
    }
    files.sort();
    Ok(files)
}
