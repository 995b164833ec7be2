//! The course's test surface: turns card names into cards, engine events into `GameEvent`s,
//! and engine errors into panics that say what to fix. It holds no rules.

use serde::{Deserialize, Serialize};

use crate::content;
use crate::engine::{self, CardId, Event, Library};

pub use crate::engine::{Id, Limits, Zone};

/// A player's seat, as the course's tests write it: 0 for the first player, 1 for the second
/// (the harness contract). The engine's own `engine::Player` is a type of its own; `seat`
/// turns one into the other, and any other number panics naming the fix.
pub type Player = usize;

/// The engine's player in seat `player`; panics naming the fix for any number but 0 and 1.
#[track_caller]
fn seat(player: Player) -> engine::Player {
    ok(engine::Player::try_from(player).map_err(engine::Error::from))
}

/// How to set up a game. `GameOpts::default()` is two empty decks.
#[derive(Default, Clone, Debug)]
pub struct GameOpts {
    /// Each player's deck by card name, index = player, the first entry on top.
    pub decks: [Vec<String>; 2],
}

impl GameOpts {
    /// The same options with `player`'s deck set to `cards`, top card first.
    #[track_caller]
    pub fn deck(mut self, player: Player, cards: &[&str]) -> GameOpts {
        let deck = &mut self.decks[seat(player).seat()];
        *deck = cards.iter().map(|&card| card.to_owned()).collect();
        self
    }
}

/// One entry of `log()`, as the course's tests read it: exactly the ten kinds the harness
/// contract fixes. Serialised with a `"type"` tag: `{"type":"Damaged","target":3,"amount":1}`.
///
/// The game past the course logs more kinds (healing, burned cards, turns, attacks, the
/// game's end); they are not the course's, so `log()` leaves them out and a course test that
/// matches these ten exhaustively compiles. Read them from the engine's log
/// (`Game::engine().log()`) or as `scenario::LogEntry`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum GameEvent {
    /// A minion entered play.
    Summoned { id: Id },
    /// A Damage Event.
    Damaged { target: Id, amount: i32 },
    /// A triggered ability (`"damaged"`) or Deathrattle (`"deathrattle"`) began to resolve.
    Triggered { source: Id, trigger: String },
    /// A card moved from the top of the deck to the hand.
    Drew { player: Player, id: Id },
    /// A draw from an empty deck.
    Fatigue { player: Player },
    /// Armor gained.
    ArmorGained { player: Player, amount: i32 },
    /// A minion's stats after a change.
    StatsChanged { id: Id, attack: i32, health: i32 },
    /// A spell was cast.
    SpellCast { card: String },
    /// The Death Creation Step removed a minion, a hero or a weapon; or a weapon was destroyed
    /// as its player equipped another.
    Destroyed { id: Id },
    /// A Death Phase began; 1 for the first of a Sequence, and for the first of each death step
    /// after it (a spell's After Spell Phase, a turn's start): `round` counts the Death Phases of
    /// one death step.
    DeathPhase { round: u32 },
}

/// A new game with the course's cards: two heroes of 30 Health, decks from `opts`.
///
/// Panics, naming the card and the closest known names, if a deck holds an unknown card.
#[track_caller]
pub fn new_game(opts: GameOpts) -> Game {
    new_game_with_limits(opts, Limits::default())
}

/// `new_game` with Sequence limits other than the defaults.
#[track_caller]
pub fn new_game_with_limits(opts: GameOpts, limits: Limits) -> Game {
    let library = content::library();
    let [deck0, deck1] = opts.decks;
    let resolve =
        |deck: Vec<String>| -> Vec<CardId> { deck.iter().map(|name| ok(library.find(name))).collect() };
    let decks = [resolve(deck0), resolve(deck1)];
    Game { engine: ok(engine::Game::new(library, decks, limits)) }
}

/// A game, driven one call (one Sequence) at a time. Every misuse panics with the engine's
/// message, which names the mistake and the fix.
#[derive(Clone, Debug)]
pub struct Game {
    engine: engine::Game,
}

impl Game {
    /// The engine underneath, for everything beyond the course's surface.
    pub fn engine(&self) -> &engine::Game {
        &self.engine
    }

    /// Summon a fresh `card` minion at the right end of `player`'s board.
    #[track_caller]
    pub fn summon(&mut self, card: &str, player: Player) -> Id {
        let card = ok(self.engine.library().find(card));
        ok(self.engine.summon(card, seat(player)))
    }

    /// `player` draws the top card of the deck, or records `Fatigue`.
    #[track_caller]
    pub fn draw(&mut self, player: Player) {
        ok(self.engine.draw(seat(player)))
    }

    /// Deal `amount` damage to `target`, with every reaction it causes.
    #[track_caller]
    pub fn deal_damage(&mut self, target: Id, amount: i32) {
        ok(self.engine.deal_damage(target, amount))
    }

    /// `player` casts the spell `card`, with every reaction it causes.
    #[track_caller]
    pub fn cast(&mut self, card: &str, player: Player, target: Option<Id>) {
        let card = ok(self.engine.library().find(card));
        ok(self.engine.cast(card, seat(player), target))
    }

    /// Mark the minion `id` pending destroy; the Death Creation Step removes it.
    #[track_caller]
    pub fn destroy(&mut self, id: Id) {
        ok(self.engine.destroy(id))
    }

    /// `player`'s minions, left to right.
    #[track_caller]
    pub fn board(&self, player: Player) -> Vec<Id> {
        self.engine.board(seat(player)).to_vec()
    }

    /// `player`'s hand, oldest first.
    #[track_caller]
    pub fn hand(&self, player: Player) -> Vec<Id> {
        self.engine.hand(seat(player)).to_vec()
    }

    /// `player`'s deck, top first.
    #[track_caller]
    pub fn deck(&self, player: Player) -> Vec<Id> {
        self.engine.deck(seat(player))
    }

    /// `player`'s hero.
    #[track_caller]
    pub fn hero(&self, player: Player) -> Id {
        self.engine.hero(seat(player))
    }

    /// Where `id` is.
    #[track_caller]
    pub fn zone_of(&self, id: Id) -> Zone {
        ok(self.engine.zone_of(id))
    }

    /// The name of `id`'s card, in every zone ("Hero" for a hero).
    #[track_caller]
    pub fn name_of(&self, id: Id) -> String {
        ok(self.engine.name_of(id)).to_owned()
    }

    /// Current Health of `id`.
    #[track_caller]
    pub fn health(&self, id: Id) -> i32 {
        ok(self.engine.health(id))
    }

    /// Current Attack of `id`.
    #[track_caller]
    pub fn attack(&self, id: Id) -> i32 {
        ok(self.engine.attack(id))
    }

    /// `player`'s Armor.
    #[track_caller]
    pub fn armor(&self, player: Player) -> i32 {
        self.engine.armor(seat(player))
    }

    /// Every event since the game began or since the last `clear_log()`, in order.
    pub fn log(&self) -> Vec<GameEvent> {
        GameEvent::log_of(&self.engine)
    }

    /// Forget the log so far.
    pub fn clear_log(&mut self) {
        self.engine.clear_log()
    }
}

impl GameEvent {
    /// The log of `game` in the course's form: its events of the course's ten kinds, in order.
    pub fn log_of(game: &engine::Game) -> Vec<GameEvent> {
        game.log().iter().filter_map(|record| GameEvent::from_engine(record.event, game.library())).collect()
    }

    /// The course's form of an engine event (`library` names the cards); `None` for an event
    /// of the game past the course.
    pub fn from_engine(event: Event, library: &Library) -> Option<GameEvent> {
        Some(match event {
            Event::Summoned { id } => GameEvent::Summoned { id },
            Event::Damaged { target, amount } => GameEvent::Damaged { target, amount },
            Event::Triggered { source, trigger } => {
                GameEvent::Triggered { source, trigger: trigger.name().to_owned() }
            }
            Event::Drew { player, id } => GameEvent::Drew { player: player.seat(), id },
            Event::Fatigue { player } => GameEvent::Fatigue { player: player.seat() },
            Event::ArmorGained { player, amount } => GameEvent::ArmorGained { player: player.seat(), amount },
            Event::StatsChanged { id, attack, health } => GameEvent::StatsChanged { id, attack, health },
            Event::SpellCast { card } => GameEvent::SpellCast { card: library.card(card).name.clone() },
            Event::Destroyed { id } => GameEvent::Destroyed { id },
            Event::DeathPhase { round } => GameEvent::DeathPhase { round },
            Event::Played { .. }
            | Event::Equipped { .. }
            | Event::DurabilityLost { .. }
            | Event::HeroPowerGiven { .. }
            | Event::Overloaded { .. }
            | Event::OverloadLocked { .. }
            | Event::HeroReplaced { .. }
            | Event::HeroPowerUsed { .. }
            | Event::Shuffled { .. }
            | Event::Burned { .. }
            | Event::PutBack { .. }
            | Event::AddedToHand { .. }
            | Event::ReturnedToHand { .. }
            | Event::ReturnedToFullHand { .. }
            | Event::Offered { .. }
            | Event::Chose { .. }
            | Event::NotChosen { .. }
            | Event::ManaGainedThisTurn { .. }
            | Event::ManaCrystalsGained { .. }
            | Event::ManaCrystalDestroyed { .. }
            | Event::ControlTaken { .. }
            | Event::ControlTakenOntoFullBoard { .. }
            | Event::CostsChanged { .. }
            | Event::CostChanged { .. }
            | Event::HealthFloorThisTurn { .. }
            | Event::TurnSkippedTo { .. }
            | Event::Discarded { .. }
            | Event::DeckEmptied { .. }
            | Event::ShuffledIntoDeck { .. }
            | Event::DrawsStopped { .. }
            | Event::NotDrawn { .. }
            | Event::TurnStarted { .. }
            | Event::TurnEnded { .. }
            | Event::Attacked { .. }
            | Event::GameEnded { .. }
            | Event::Healed { .. }
            | Event::Gained { .. }
            | Event::Lost { .. }
            | Event::Enchanted { .. }
            | Event::AuraUpdate { .. }
            | Event::AuraStarted { .. }
            | Event::AuraStopped { .. }
            | Event::CountChanged { .. }
            | Event::Silenced { .. }
            | Event::Transformed { .. }
            | Event::BecameCopy { .. }
            | Event::CopiedToHand { .. }
            | Event::Frozen { .. }
            | Event::Thawed { .. } => return None,
        })
    }
}

/// The value, or a panic with the engine's message at the caller's line.
#[track_caller]
fn ok<T>(result: engine::Result<T>) -> T {
    result.unwrap_or_else(|err| panic!("{err}"))
}
