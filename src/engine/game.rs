//! The game's public API: check a call before anything changes, then hand its one action to a
//! Sequence (`course/sequence.rs`), which performs it, runs the death step, and rolls back if it runs
//! away. Also the read-only queries.

use std::ops::Range;

use crate::engine::course::action::{Action, Count, Place, Targets};
use crate::engine::course::aim::Aim;
use crate::engine::course::card::{CardDef, CardKind, Library};
use crate::engine::course::death_step::deathrattle_cards;
use crate::engine::course::error::{Error, Result, Step};
use crate::engine::course::event::{LogIndex, Record};
use crate::engine::course::limits::Limits;
use crate::engine::course::listeners::Listeners;
use crate::engine::course::mode::Mode;
use crate::engine::course::pending_choice::PendingChoice;
use crate::engine::course::rules::Rules;
use crate::engine::course::sequence::{Sequence, Watcher};
use crate::engine::course::standing::{Mana, Outcome, Overload, Turn};
use crate::engine::course::state::State;
use crate::engine::object::aura::{GrantView, Tribe};
use crate::engine::object::cost::CostChangeView;
use crate::engine::object::enchantment::EnchantmentView;
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{CardId, Id, PLAYERS, PerPlayer, Player, Zone};
use crate::engine::object::keywords::Keywords;
use crate::engine::observe::trace::{self, Node};
use crate::engine::observe::watch::{BoardView, CharacterView, Watch};
use crate::engine::play::legal_moves::{ListedMoves, Move, Positions, list_legal_moves};
use crate::engine::play::legality::{
    Chooser, Unchoosable, battlecry_aim, choosable, may_attack, may_be_attacked, may_be_chosen, may_play,
    may_use_hero_power,
};
use crate::engine::play::mulligan::{HandPositions, next_mulligan};
use crate::engine::play::turn::LAST_TURN;
use crate::engine::support::listed::{Identity, Stamp};
use crate::engine::support::random::SplitMix64;

/// A hero's Health at the start of a game.
pub const HERO_HEALTH: i32 = 30;

/// One game: its card library, its state and its log.
///
/// Cloning copies the state and the log, never the library, which is shared.
#[derive(Clone)]
pub struct Game {
    library: &'static Library,
    limits: Limits,
    rules: Rules,
    state: State,
    log: Vec<Record>,
    log_keeping: LogKeeping,
    /// Whether each call records a `Watch`, and the last call's.
    watching: bool,
    watch: Option<Box<Watch>>,
    /// Who its Phases ask, kept between Sequences (speed only; see `Listeners`).
    listeners: Listeners,
    /// Which game this is and how many calls have run a Sequence on it, for `ListedMoves`
    /// (speed only). What the lister and `make`'s checks read (the state and the library)
    /// changes only in a Sequence; a method that ever changed it otherwise would have to count
    /// a change here too, or `make_listed` would make a stale listing's move unchecked.
    identity: Identity,
    changes: u64,
    /// How its Sequences are undone and logged: `Mode::Normal`, or `Mode::Search` for a copy a
    /// search plays (`search_copy`).
    mode: Mode,
    /// A search copy that a Sequence which ran away left as it stopped: it refuses every
    /// later call (`Error::Spoiled`). Never set in the normal mode, which rolls back.
    spoiled: bool,
    /// The ids of the card objects each player's deck was built with (`Game::new`): their deck
    /// lists, which a player's view tells apart from the cards made during the game
    /// (`view/`). Fixed for the game's life.
    deck_lists: PerPlayer<Range<u32>>,
}

/// How much of its log a game keeps between calls. The course reads every event (`All`, the
/// default); bots and playouts that never read the log keep less, so that memory stays flat
/// over any number of calls.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum LogKeeping {
    /// Every event since the game began or the log was last cleared.
    #[default]
    All,
    /// Only the events of the last call that went through.
    LastCall,
    /// None once a call has returned. A Sequence still logs while it runs (causes, the
    /// limits and the rollback work as always), and its events are dropped when it ends.
    Nothing,
}

/// Two games are equal when they share a library and limits and hold the same state and log:
/// what "a rejected call changes nothing" and "the same calls give the same log" compare. The
/// mode is how a game is run, not what it holds: a search copy and a normal game that keeps no
/// log are equal where their states are (a spoiled copy never is).
impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        std::ptr::eq(self.library, other.library)
            && self.limits == other.limits
            && self.rules == other.rules
            && self.state == other.state
            && self.log == other.log
            && self.log_keeping == other.log_keeping
            && self.spoiled == other.spoiled
    }
}

impl Eq for Game {}

/// The state and the log; the library is left out, being the same for every game.
impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Game")
            .field("limits", &self.limits)
            .field("state", &self.state)
            .field("log", &self.log)
            .finish_non_exhaustive()
    }
}

impl Game {
    // A game, its rules and its library.

    /// A new game: two heroes of 30 Health in play (player 0's first in order of play), decks
    /// built top card first, empty hands and boards. `Error::ForeignCard` if a deck holds a
    /// card `library` did not make, `Error::EnchantmentCard` if it holds an enchantment card,
    /// `Error::HeroPowerCard` if it holds a Hero Power card. Neither hero has a Hero Power
    /// (`give_hero_power` gives one).
    pub fn new(library: &'static Library, decks: [Vec<CardId>; PLAYERS], limits: Limits) -> Result<Game> {
        for &card in decks.iter().flatten() {
            check_deck_card(library, card)?;
        }
        // `State::new` makes the heroes first, then each deck's card objects, player 0's first.
        let mut next = PLAYERS as u32;
        let deck_lists = PerPlayer::from_fn(|player| {
            let built =
                next..next.saturating_add(u32::try_from(decks[player.seat()].len()).unwrap_or(u32::MAX));
            next = built.end;
            built
        });
        let state = State::new(PerPlayer::from(decks), |card| library.base_stats(card), HERO_HEALTH);
        Ok(Game::of_state(library, limits, Rules::course(), state, deck_lists))
    }

    /// A game in the normal mode holding `state`, its cards in `library`, with an empty log
    /// and nothing kept for speed yet (the listener lists are made by its first Phase): what
    /// `new` makes of a new state, and `from_snapshot` of a loaded one.
    pub(in crate::engine) fn of_state(
        library: &'static Library,
        limits: Limits,
        rules: Rules,
        state: State,
        deck_lists: PerPlayer<Range<u32>>,
    ) -> Game {
        Game {
            library,
            limits,
            rules,
            state,
            log: Vec::new(),
            log_keeping: LogKeeping::All,
            watching: false,
            watch: None,
            listeners: Listeners::new(),
            identity: Identity::default(),
            changes: 0,
            mode: Mode::Normal,
            spoiled: false,
            deck_lists,
        }
    }

    /// A copy of this game for search (`Mode::Search`): it plays the same rules with no
    /// rollback journal and no log, so each call costs less; a call refused by its checks
    /// still changes nothing, but one that runs away (`Error::Runaway`, `Error::BadEffect`)
    /// leaves the copy spoiled, refusing every later call with `Error::Spoiled`, where a game
    /// in the normal mode would be as before the call. A copy of a search copy is one too.
    /// What random playouts and the bots play (`search::play_out`; a bot, on games it samples
    /// from its view: `View::determinize`).
    pub fn search_copy(&self) -> Game {
        // Field by field rather than `clone()`, so that the log and the watch are not copied.
        Game {
            library: self.library,
            limits: self.limits,
            rules: self.rules,
            state: self.state.clone(),
            log: Vec::new(),
            log_keeping: LogKeeping::Nothing,
            watching: false,
            watch: None,
            listeners: self.listeners.clone(),
            identity: Identity::default(),
            changes: self.changes,
            mode: Mode::Search,
            spoiled: self.spoiled,
            deck_lists: self.deck_lists.clone(),
        }
    }

    /// A game in the normal mode with this one's library, limits, rules and deck lists,
    /// holding `state` and `log` and keeping its whole log: a player's view, whose game is
    /// this one with what the player cannot see dealt anew, and a game sampled from a view
    /// (`view/`). A new game, not a change to this one.
    pub(in crate::engine) fn holding(&self, state: State, log: Vec<Record>) -> Game {
        Game {
            library: self.library,
            limits: self.limits,
            rules: self.rules,
            state,
            log,
            log_keeping: LogKeeping::All,
            watching: false,
            watch: None,
            listeners: Listeners::new(),
            identity: Identity::default(),
            changes: 0,
            mode: Mode::Normal,
            spoiled: self.spoiled,
            deck_lists: self.deck_lists.clone(),
        }
    }

    /// The state, read only: what a player's view is made from (`view/`, which also writes
    /// `Game::view`, so that its arrow points to the API and not back).
    pub(in crate::engine) fn state(&self) -> &State {
        &self.state
    }

    /// The ids of the card objects `player`'s deck was built with (`deck_list`).
    pub(in crate::engine) fn deck_list_ids(&self, player: Player) -> Range<u32> {
        self.deck_lists[player].clone()
    }

    /// How this game undoes and logs its Sequences: `Mode::Normal` unless it is a search copy.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Whether this search copy was spoiled by a call that ran away, and refuses every call.
    pub fn is_spoiled(&self) -> bool {
        self.spoiled
    }

    /// Draw this game's random choices from `seed` from here on. Every game starts from
    /// `DEFAULT_SEED`, so the same calls give the same log; a search that plays many copies of
    /// one game gives each copy a seed of its own.
    pub fn reseed(&mut self, seed: u64) {
        self.state.random = SplitMix64::new(seed);
    }

    /// This game, playing by `rules` from here on (a new game plays by `Rules::course()`).
    pub fn with_rules(mut self, rules: Rules) -> Game {
        self.rules = rules;
        self
    }

    /// Which simplifications of the real game this game plays by.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The library this game's cards come from.
    pub fn library(&self) -> &'static Library {
        self.library
    }

    /// The limits every Sequence of this game runs under.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    // The course's calls (Modules 0-3): each checks its input, then runs one Sequence.

    /// Put a fresh `card` minion at the right end of `player`'s board, as one Sequence.
    pub fn summon(&mut self, card: CardId, player: Player) -> Result<Id> {
        self.check_usable()?;
        let Some(def) = self.library.get(card) else { return Err(Error::ForeignCard { card }) };
        match def.kind {
            CardKind::Minion { .. } => {}
            CardKind::Spell { .. } => return Err(Error::NotAMinionCard { card: def.name.clone() }),
            CardKind::Weapon { .. } => return Err(Error::WeaponCard { card: def.name.clone() }),
            CardKind::HeroPower { .. } => return Err(Error::HeroPowerCard { card: def.name.clone() }),
            CardKind::Hero { .. } => return Err(Error::HeroCard { card: def.name.clone() }),
            CardKind::Enchantment { .. } => return Err(Error::EnchantmentCard { card: def.name.clone() }),
        }
        if self.state.boards[player].is_full() {
            return Err(Error::BoardFull { player });
        }
        let id = self.state.next_id();
        self.run_sequence(Action::Summon { card, player, place: Place::RightEnd, count: Count::One })?;
        Ok(id)
    }

    /// `player` draws a card, as one Sequence.
    pub fn draw(&mut self, player: Player) -> Result<()> {
        self.check_usable()?;
        self.run_sequence(Action::Draw { player })
    }

    // Calls past the course that put a position in place, as a scenario's setup does.

    /// Put a fresh card object of `card` into `player`'s hand, as one Sequence (the real
    /// game's "add a card to your hand"; under `Rules::hand_limit`, a full hand burns it).
    /// Returns its id.
    pub fn add_to_hand(&mut self, card: CardId, player: Player) -> Result<Id> {
        self.check_usable()?;
        match self.library.get(card) {
            None => return Err(Error::ForeignCard { card }),
            Some(def) if matches!(def.kind, CardKind::HeroPower { .. }) => {
                return Err(Error::HeroPowerCard { card: def.name.clone() });
            }
            Some(def) if matches!(def.kind, CardKind::Hero { .. }) => {
                return Err(Error::HeroCard { card: def.name.clone() });
            }
            Some(_) => {}
        }
        let id = self.state.next_id();
        self.run_sequence(Action::AddToHand { card, player })?;
        Ok(id)
    }

    /// `player` gains `amount` full Mana Crystals, never past ten, as one Sequence (the real
    /// game's "Gain 2 Mana Crystals"): for a position with more mana than its turn gives.
    pub fn gain_mana_crystals(&mut self, player: Player, amount: u8) -> Result<()> {
        self.check_usable()?;
        self.run_sequence(Action::GainManaCrystals { player, amount: i32::from(amount), empty: false })
    }

    /// Meant for a test's or a scenario's setup, a position late in a game (the turn-89 draw,
    /// say); no card and no move calls it: the turn under way becomes the game's `number`th,
    /// as one Sequence logged as `TurnSkippedTo`. Nothing else changes: no Phase runs, nobody
    /// draws, no Mana Crystal is gained. `number` must be this turn's or later, and its
    /// player's (player 0's turns are odd, player 1's even), and no later than `LAST_TURN`.
    pub fn skip_to_turn(&mut self, number: u32) -> Result<()> {
        self.check_usable()?;
        let turn = self.current_turn()?;
        let players_turn = number % 2 == (turn.number % 2);
        if number < turn.number || !players_turn || number > LAST_TURN {
            return Err(Error::NoSuchTurnToSkipTo { number, turn: turn.number, last: LAST_TURN });
        }
        self.run_step(|sequence| {
            sequence.skip_to_turn(number);
            Ok(())
        })
    }

    /// Meant for a test's or a scenario's setup; no card and no move calls it: Silence the
    /// minion `id` (`Action::Silence`), as one Sequence logged as `Silenced`. `id` must be a
    /// minion in play.
    pub fn silence(&mut self, id: Id) -> Result<()> {
        self.check_usable()?;
        self.check_minion_in_play(id)?;
        self.run_sequence(Action::Silence { targets: Targets::One(id) })
    }

    /// Meant for a test's or a scenario's setup; no card and no move calls it: the minion
    /// `id`'s Health and maximum Health become `health` (`Action::SetHealth`, an enchantment
    /// that makes it whole, as "change a minion's Health" does), as one Sequence logged as
    /// `StatsChanged`. `id` must be a minion in play, and `health` 1 or more.
    pub fn set_health(&mut self, id: Id, health: i32) -> Result<()> {
        self.check_usable()?;
        self.check_minion_in_play(id)?;
        if health < 1 {
            return Err(Error::HealthBelowOne { health });
        }
        self.run_sequence(Action::SetHealth { targets: Targets::One(id), health })
    }

    /// Meant for a test's or a scenario's setup; no card and no move calls it: `player`
    /// discards `card` from their hand, or, with `None`, their whole hand, oldest first, as one
    /// Sequence: each card goes to the graveyard and logs `Discarded`. Nothing answers a
    /// discard. `card` must be in `player`'s hand.
    pub fn discard(&mut self, player: Player, card: Option<Id>) -> Result<()> {
        self.check_usable()?;
        let cards = match card {
            Some(id) if self.state.is_in_hand(player, id) => vec![id],
            Some(id) => {
                self.state.get(id)?;
                return Err(Error::NotInHand { id, player });
            }
            None => self.state.hands[player].to_vec(),
        };
        self.run_step(|sequence| {
            sequence.discard(player, &cards);
            Ok(())
        })
    }

    /// Meant for a test's or a scenario's setup; no card and no move calls it: every card of
    /// `player`'s deck goes to the graveyard, as one Sequence logged as `DeckEmptied`. No card
    /// is drawn, so no Fatigue comes of it; the next draw's does.
    pub fn empty_deck(&mut self, player: Player) -> Result<()> {
        self.check_usable()?;
        self.run_step(|sequence| {
            sequence.empty_deck(player);
            Ok(())
        })
    }

    /// `player` gains `amount` Mana Crystals for this turn only, as one Sequence
    /// (`Action::GainManaThisTurn`, logged `ManaGainedThisTurn`; GAME_005's "Gain 1 Mana
    /// Crystal this turn only"): never more than ten to spend at once, the rest lost.
    pub fn gain_mana_this_turn(&mut self, player: Player, amount: u8) -> Result<()> {
        self.check_usable()?;
        self.run_sequence(Action::GainManaThisTurn { player, amount: i32::from(amount) })
    }

    /// Meant for a test's or a scenario's setup; no card and no move calls it: Freeze the
    /// character `id` (`Action::Freeze`), as one Sequence logged as `Frozen`: it misses its
    /// next possible attack. `id` must be a hero or a minion in play.
    pub fn freeze(&mut self, id: Id) -> Result<()> {
        self.check_usable()?;
        self.check_in_play(id)?;
        self.run_sequence(Action::Freeze { targets: Targets::One(id) })
    }

    /// Meant for a test's or a scenario's setup; no card and no move calls it: the character
    /// `id`'s remaining Health becomes `health`, its maximum unchanged
    /// (`Action::SetRemainingHealth`: "Set a hero's remaining Health to 15"; neither damage nor
    /// healing), as one Sequence logged as `StatsChanged` if it changed. `id` must be a hero
    /// or a minion in play, and `health` from 1 to its maximum Health.
    pub fn set_remaining_health(&mut self, id: Id, health: i32) -> Result<()> {
        self.check_usable()?;
        self.check_in_play(id)?;
        let max = self.state.entity(id).max_health();
        if !(1..=max).contains(&health) {
            return Err(Error::RemainingHealthOutOfRange { id, health, max });
        }
        self.run_sequence(Action::SetRemainingHealth { id, health })
    }

    /// Meant for a test's or a scenario's setup; no card and no move calls it: a fresh card
    /// object of `card` is shuffled into `player`'s deck, as one Sequence logged as
    /// `ShuffledIntoDeck`: it goes to a place drawn from the game's seeded generator, every
    /// place from the bottom to the top as likely, the other cards keeping their order.
    /// Returns its id. `card` must be a minion, spell or weapon card of this game's library.
    pub fn shuffle_into_deck(&mut self, card: CardId, player: Player) -> Result<Id> {
        self.check_usable()?;
        check_deck_card(self.library, card)?;
        let id = self.state.next_id();
        self.run_step(|sequence| {
            sequence.shuffle_into_deck(card, player);
            Ok(())
        })?;
        Ok(id)
    }

    /// Meant for a test's or a scenario's setup; no card and no move calls it: `player` draws
    /// nothing from here on, as one Sequence logged as `DrawsStopped`. Each draw from the top
    /// of their deck (the turn's, a card's "draw a card", an opening hand's) then logs
    /// `NotDrawn` and does nothing else: no card, and no Fatigue, as an empty deck would give
    /// (`empty_deck` keeps the Fatigue). A card drawn by name (of a tribe, a choice among
    /// cards) is no draw from the top, and still comes.
    pub fn stop_draws(&mut self, player: Player) -> Result<()> {
        self.check_usable()?;
        self.run_step(|sequence| {
            sequence.stop_draws(player);
            Ok(())
        })
    }

    /// Deal `amount` damage to the character `target`, as one Sequence.
    pub fn deal_damage(&mut self, target: Id, amount: i32) -> Result<()> {
        self.check_usable()?;
        self.check_in_play(target)?;
        if amount < 0 {
            return Err(Error::NegativeDamage { amount });
        }
        self.run_sequence(Action::Damage { targets: Targets::One(target), amount })
    }

    /// `player` casts the spell `card` at `target`, as one Sequence. A spell whose text names a
    /// target must be cast at one in play; any other spell at none. The course's call: it
    /// costs nothing and checks neither the spell's aim nor its play requirements (a weapon,
    /// minions in play, a free place), which a spell played from the hand must meet.
    pub fn cast(&mut self, card: CardId, player: Player, target: Option<Id>) -> Result<()> {
        self.check_usable()?;
        self.check_cast(card, target)?;
        self.run_sequence(Action::Cast { card, player, target })
    }

    /// Mark the minion `id` pending destroy, as one Sequence; its Death Creation Step removes it.
    pub fn destroy(&mut self, id: Id) -> Result<()> {
        self.check_usable()?;
        self.check_minion_in_play(id)?;
        self.run_sequence(Action::Destroy { id })
    }

    // The game's moves: begin, play a card, attack, end the turn; listed, and made by one function.

    /// Begin the game, as one Sequence: the decks shuffled (`Rules::shuffle_decks`), player 0
    /// draws 3 cards and player 1 draws 4 (`OPENING_HAND`), then player 0's first turn starts
    /// (a Mana Crystal, the "at the start of your turn" Phase, then a draw); under
    /// `Rules::mulligan` the first turn waits for both players' mulligans (`mulligan`).
    /// `AlreadyBegun` the second time.
    pub fn begin(&mut self) -> Result<()> {
        self.check_usable()?;
        if self.state.has_begun() {
            return Err(Error::AlreadyBegun);
        }
        self.run_step(|sequence| sequence.begin_game())
    }

    /// `player`'s mulligan, as one Sequence (under `Rules::mulligan`, after `begin` and before
    /// the first turn; each player once, player 0 first): the cards at the hand positions
    /// `put_back` go back, as many new ones are drawn, then the deck is shuffled
    /// (`play/mulligan.rs`). After both players', the player who goes second gets the card for
    /// the second player (`Rules::second_player_card`) and the first turn begins. Refused with
    /// a typed error otherwise, changing nothing.
    pub fn mulligan(&mut self, player: Player, put_back: HandPositions) -> Result<()> {
        self.make(Move::Mulligan { player, put_back })
    }

    /// The waiting choice among cards is made: its player chooses `card`, one of the cards
    /// offered, and draws it (a full hand burns it, as any draw); the others stay set aside
    /// (`course/choice.rs`), as one Sequence. While a choice waits it is the only move
    /// (`legal_moves` lists one `Move::Choose` for each card offered); `NoChoicePending` when
    /// none waits, `NotOffered` for a card it does not offer, changing nothing.
    pub fn choose(&mut self, card: Id) -> Result<()> {
        self.make(Move::Choose { card })
    }

    /// The player whose turn it is plays `card` from their hand, paying its cost in mana:
    /// a minion enters play at `position` on their board (0 for the left end, up to the
    /// number of minions for the right end), then its After Summon Phase; a spell is cast at
    /// `target` (see `cast`); a weapon is equipped by their hero, at no target (its position
    /// is not read); a minion whose Battlecry is aimed takes a target it can aim at (one must
    /// be picked if any exists), any other minion none. Refused with a typed error otherwise,
    /// changing nothing.
    pub fn play(&mut self, card: Id, position: usize, target: Option<Id>) -> Result<()> {
        self.check_usable()?;
        self.check_play(card, position, target)?;
        let mv = match self.kind_of_card(card) {
            Some(CardKind::Minion { .. }) => Move::PlayMinion { card, position, target },
            Some(CardKind::Weapon { .. }) => Move::PlayWeapon { card, target },
            _ => Move::PlaySpell { card, target },
        };
        self.make_legal(mv)
    }

    /// The player whose turn it is plays the "Choose One" card `card` from their hand with its
    /// option `option` (0 or 1: "Choose One - Deal 3 damage to a minion; or 1 damage and draw
    /// a card"), paying its cost: a minion enters play at `position` and the option is its
    /// Battlecry, at `target` if the option names one (one must be picked if any exists); a
    /// spell is cast as itself with the option as its text (its position is not read, as
    /// `play`'s; its `Move::ChooseOne` says 0), at `target` if the option names one (then one
    /// is needed). `play` refuses such a card, naming its options. Refused with a typed error
    /// otherwise, changing nothing.
    pub fn play_choosing(&mut self, card: Id, option: u8, position: usize, target: Option<Id>) -> Result<()> {
        let position = if self.is_minion_card(card) { position } else { 0 };
        self.make(Move::ChooseOne { card, option, position, target })
    }

    /// `attacker`, a character of the player whose turn it is (their hero or one of their
    /// minions), attacks the enemy character `defender`, as one Sequence: each deals its Attack
    /// to the other at once, but an attacked hero deals none (`play/combat.rs`). A character
    /// attacks once a turn (twice with Windfury), a minion not on the turn it entered play
    /// unless it has Charge, and only with 1 Attack or more (a hero has 0 until a card gives
    /// it Attack); if the defender's side has a Taunt minion, the defender must be one. Refused
    /// with a typed error otherwise, changing nothing.
    pub fn attack_with(&mut self, attacker: Id, defender: Id) -> Result<()> {
        self.make(Move::Attack { attacker, defender })
    }

    /// The player whose turn it is uses their hero's Hero Power at `target` (a Hero Power whose
    /// text names a target at a character it can aim at, any other at none), as one Sequence:
    /// its cost comes off their mana and its text resolves (`course/hero_power.rs`). Once a
    /// turn, and only with its cost in mana, a free place on the board for one that summons,
    /// and a character to aim at for one that is aimed. Refused with a typed error otherwise,
    /// changing nothing.
    pub fn use_hero_power(&mut self, target: Option<Id>) -> Result<()> {
        self.make(Move::HeroPower { target })
    }

    /// End the current turn, as one Sequence: the "at the end of your turn" Phase and its
    /// deaths, then the other player's turn starts. `NotBegun` before `begin`.
    pub fn end_turn(&mut self) -> Result<()> {
        self.make(Move::EndTurn)
    }

    /// Every legal move of the player whose turn it is: each card they can play (in hand order;
    /// a minion at each board position from the left, a spell at each character in play it
    /// can be cast at, heroes first), their Hero Power (at each character it can aim at,
    /// heroes first, or at none), each attack (the hero, then attackers left to right on the
    /// board, each at the enemy hero, then the enemy minions left to right), then ending the turn. Before
    /// the first turn (`Rules::mulligan`), the mulligans of the player whose mulligan comes
    /// next (`player_to_move`), from keeping every card to putting back all. While a choice
    /// among cards waits (`pending_choice`), only its choices, one for each card offered, in
    /// the order offered. None before `begin` or once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.legal_moves_into(Positions::Every, &mut moves);
        moves
    }

    /// `legal_moves` into `moves` (emptied first), minions at `positions`: for a search that
    /// lists moves at every step and keeps one buffer for them.
    pub fn legal_moves_into(&self, positions: Positions, moves: &mut Vec<Move>) {
        moves.clear();
        if !self.spoiled {
            list_legal_moves(&self.state, self.library, positions, moves);
        }
    }

    /// The legal moves into `listed` (emptied first), minions at `positions`, as
    /// `legal_moves_into` lists them, stamped with this game as it is now, so that
    /// `make_listed` can make one of them without checking it again.
    pub fn list_moves(&self, positions: Positions, listed: &mut ListedMoves) {
        self.legal_moves_into(positions, &mut listed.moves);
        listed.listed_for = Some(self.stamp());
    }

    /// Make the move at `index` of `listed`, as one Sequence. A move `list_moves` listed for
    /// this game as it is now is legal as listed (the lister builds only legal moves, and the
    /// property test holds it to `make`'s checks), so it is made without checking it again;
    /// a listing of another game, of a copy of this one, or of this one before a later call,
    /// is checked like any move (`make`). `NoSuchMove` for an index past the list.
    pub fn make_listed(&mut self, listed: &ListedMoves, index: usize) -> Result<()> {
        self.check_usable()?;
        let Some(&mv) = listed.moves.get(index) else {
            return Err(Error::NoSuchMove { index, len: listed.moves.len() });
        };
        if listed.listed_for != Some(self.stamp()) {
            return self.make(mv);
        }
        self.make_legal(mv)
    }

    /// Make `mv`, as one Sequence, if it is legal; otherwise the typed error saying why, and
    /// nothing changes.
    pub fn make(&mut self, mv: Move) -> Result<()> {
        self.check_move(mv)?;
        self.make_legal(mv)
    }

    // Queries: read-only.

    /// Whose turn it is, and the turn's number; `None` before `begin` and during the
    /// mulligans.
    pub fn turn(&self) -> Option<Turn> {
        self.state.turn
    }

    /// The player whose move it is: the player of a waiting choice among cards, else the
    /// player whose turn it is, or, before the first turn, the one whose mulligan comes next;
    /// `None` before `begin` and once the game is over.
    pub fn player_to_move(&self) -> Option<Player> {
        if self.state.outcome.is_some() {
            return None;
        }
        if let Some(choice) = self.state.choice {
            return Some(choice.player());
        }
        self.state.turn.map(|turn| turn.player).or_else(|| next_mulligan(&self.state))
    }

    /// The choice among cards waiting for its player, if one does: who chooses and the cards
    /// offered, top card of the deck first (`Move::Choose` makes it).
    pub fn pending_choice(&self) -> Option<PendingChoice> {
        self.state.choice
    }

    /// How the game ended, once it has (only a game that has begun can end).
    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome
    }

    /// `player`'s Mana Crystals.
    pub fn mana(&self, player: Player) -> Mana {
        self.state.mana[player]
    }

    /// `player`'s hero.
    pub fn hero(&self, player: Player) -> Id {
        self.state.heroes[player]
    }

    /// `player`'s minions in play, left to right.
    pub fn board(&self, player: Player) -> &[Id] {
        &self.state.boards[player]
    }

    /// `player`'s hand, oldest first.
    pub fn hand(&self, player: Player) -> &[Id] {
        &self.state.hands[player]
    }

    /// `player`'s deck, top card first.
    pub fn deck(&self, player: Player) -> Vec<Id> {
        self.state.decks[player].ids().collect()
    }

    /// The cards `player`'s deck was built with, in the order `Game::new` was given them: their
    /// deck list, wherever its cards are now.
    pub fn deck_list(&self, player: Player) -> Vec<CardId> {
        let card = |id| self.state.entity(Id(id)).card.expect("a card object of a deck has a card");
        self.deck_lists[player].clone().map(card).collect()
    }

    /// `player`'s Armor.
    pub fn armor(&self, player: Player) -> i32 {
        self.state.armor[player]
    }

    /// How many seconds `player` has to take a turn, if a rule limits it ("Players only have 15
    /// seconds to take their turns"): an aura's, held through their hero while its minion is in
    /// play and not Silenced, changed only at an Aura Update (`course/aura_update.rs`). The
    /// engine has no clock: it holds the rule, and a front end keeps the time (`my-engine
    /// play` ends a turn that runs out).
    pub fn turn_time_limit(&self, player: Player) -> Option<u32> {
        self.state.turn_time_limit(player)
    }

    /// Whether `player`'s draws are stopped (setup only, `stop_draws`): each draw from the top
    /// of their deck does nothing.
    pub fn draws_stopped(&self, player: Player) -> bool {
        self.state.draws_stopped[player]
    }

    /// Whether `player`'s minions can't be reduced below 1 Health this turn (a rule the player
    /// holds until the turn passes: `Action::HealthFloorThisTurn`).
    pub fn health_floor(&self, player: Player) -> bool {
        self.state.health_floor[player]
    }

    /// How many cards `player` has played from their hand this turn, minions, spells and weapons alike
    /// (each `Played`); counted from the start of the turn under way (before the first turn,
    /// none).
    pub fn cards_played_this_turn(&self, player: Player) -> u32 {
        u32::from(self.state.cards_played_this_turn[player])
    }

    /// How many cards `player` has drawn into their hand this turn (each `Drew`: a card burned
    /// by a full hand, or Fatigue, is none); counted from the start of the turn under way, its
    /// own draw included (before the first turn, the opening hands' and the mulligans').
    pub fn cards_drawn_this_turn(&self, player: Player) -> u32 {
        u32::from(self.state.cards_drawn_this_turn[player])
    }

    /// `player`'s Spell Damage now: the "Spell Damage +N" their characters in play give
    /// (`spell_damage_of`), added up. What their spells' text deals more damage by.
    pub fn spell_damage(&self, player: Player) -> i32 {
        self.state.spell_damage(player, self.library)
    }

    /// The Spell Damage the card object `id` gives its player now: in play, its card's "Spell
    /// Damage +N" unless Silenced and each enchantment card's in force on it; out of play, 0.
    pub fn spell_damage_of(&self, id: Id) -> Result<i32> {
        self.state.get(id)?;
        Ok(self.state.spell_damage_of(id, self.library))
    }

    /// The cost changes a card's text made (not an aura's, nor a card's own count) that reach
    /// the card `id` in its hand, in the order they apply (`cost` folds them with the rest);
    /// none for a card in no hand.
    pub fn cost_changes(&self, id: Id) -> Result<Vec<CostChangeView>> {
        self.state.get(id)?;
        Ok(self.state.cost_changes_on(id, self.library))
    }

    /// The cost changes a card's text made for `player`'s cards of a kind ("The next spell you
    /// cast this turn costs (3) less", "Enemy spells cost (0) next turn"): rules the player
    /// holds until they end, in the order they apply. With `health_floor`, the rules a
    /// player holds from a card's text.
    pub fn player_cost_changes(&self, player: Player) -> Vec<CostChangeView> {
        self.state.player_cost_changes(player)
    }

    /// Where `id` is.
    pub fn zone_of(&self, id: Id) -> Result<Zone> {
        Ok(self.state.get(id)?.zone)
    }

    /// The name of `id`'s card, in every zone; for a hero, `"Hero"`, or its hero card's name once
    /// a card's text replaced it (`hero_card`).
    pub fn name_of(&self, id: Id) -> Result<&'static str> {
        Ok(match self.state.get(id)?.card {
            Some(card) => &self.library.card(card).name,
            None => match self.state.hero_cards[self.state.entity(id).owner()] {
                Some(card) => &self.library.card(card).name,
                None => "Hero",
            },
        })
    }

    /// The player who owns `id`.
    pub fn owner_of(&self, id: Id) -> Result<Player> {
        Ok(self.state.get(id)?.owner())
    }

    /// Current Health of `id`, also for a card that left play.
    pub fn health(&self, id: Id) -> Result<i32> {
        Ok(self.state.get(id)?.health())
    }

    /// Current Attack of `id`, also for a card that left play.
    pub fn attack(&self, id: Id) -> Result<i32> {
        Ok(self.state.get(id)?.attack())
    }

    /// The most Health `id` can have now: its card's and its enchantments'.
    pub fn max_health(&self, id: Id) -> Result<i32> {
        Ok(self.state.get(id)?.max_health())
    }

    /// The keywords the card object `id` has now: its card's (unless Silenced) and its
    /// enchantments'.
    pub fn keywords(&self, id: Id) -> Result<Keywords> {
        Ok(self.state.get(id)?.keywords())
    }

    /// Whether the card object `id` has been Silenced.
    pub fn is_silenced(&self, id: Id) -> Result<bool> {
        Ok(self.state.get(id)?.is(Flag::Silenced))
    }

    /// `player`'s Overload: the crystals their next turn locks, and those locked this turn
    /// (`course/overload.rs`).
    pub fn overload(&self, player: Player) -> Overload {
        self.state.overload[player]
    }

    /// `player`'s hero card, if a card's text replaced their hero (`course/heroes.rs`); `None`
    /// for the hero the game began with.
    pub fn hero_card(&self, player: Player) -> Option<CardId> {
        self.state.hero_cards[player]
    }

    /// `player`'s Hero Power, if their hero has one (`course/hero_power.rs`): a card object in
    /// `Zone::HeroPower`.
    pub fn hero_power(&self, player: Player) -> Option<Id> {
        self.state.hero_powers[player]
    }

    /// Whether `player`'s Hero Power is flipped over: used since their turn last began, so
    /// through the opponent's turn too, until it flips back up as their next turn starts; false when they have
    /// none.
    pub fn hero_power_used(&self, player: Player) -> bool {
        self.state.hero_powers[player].is_some_and(|id| self.state.entity(id).is(Flag::UsedThisTurn))
    }

    /// Give `player`'s hero a fresh Hero Power of `card`, in place of the one it had, as one
    /// Sequence (setup: a game's heroes start with none). Returns its id. `card` must be a
    /// Hero Power card of this game's library.
    pub fn give_hero_power(&mut self, card: CardId, player: Player) -> Result<Id> {
        self.check_usable()?;
        let admitted = |kind| matches!(kind, CardKind::HeroPower { .. });
        self.check_setup_card(card, admitted, |card| Error::NotAHeroPowerCard { card })?;
        let id = self.state.next_id();
        self.run_sequence(Action::GiveHeroPower { card, player })?;
        Ok(id)
    }

    /// `player`'s weapon, if their hero has one equipped (`course/weapons.rs`).
    pub fn weapon(&self, player: Player) -> Option<Id> {
        self.state.weapons[player]
    }

    /// The Durability the weapon card object `id` has left: its maximum less what it lost
    /// (also for a weapon that was destroyed: 0 or less once its last was lost). `NotAWeapon`
    /// for any other card object.
    pub fn durability(&self, id: Id) -> Result<i32> {
        let entity = self.state.get(id)?;
        match entity.card.map(|card| self.library.card(card).kind) {
            Some(CardKind::Weapon { .. }) => Ok(entity.health()),
            _ => Err(Error::NotAWeapon { id, name: self.name_of(id)?.to_owned() }),
        }
    }

    /// Meant for a test's or a scenario's setup; no card and no move calls it: `player`'s hero
    /// equips a fresh weapon of `card`, as one Sequence (`Action::Equip`: `Equipped`, the
    /// weapon it had destroyed first). Returns its id. `card` must be a weapon card of this
    /// game's library.
    pub fn equip(&mut self, card: CardId, player: Player) -> Result<Id> {
        self.check_usable()?;
        let admitted = |kind| matches!(kind, CardKind::Weapon { .. });
        self.check_setup_card(card, admitted, |card| Error::NotAWeaponCard { card })?;
        let id = self.state.next_id();
        self.run_sequence(Action::Equip { card, player })?;
        Ok(id)
    }

    /// Whether the character `id` is Frozen: it misses its next possible attack.
    pub fn is_frozen(&self, id: Id) -> Result<bool> {
        Ok(self.state.get(id)?.is(Flag::Frozen))
    }

    /// Whether the card object `id`'s Enrage is in force: its card has one, it is not
    /// Silenced, and it is damaged (the wiki's Enrage page: "a minion with an Enrage effect
    /// gains the stated bonus while it is damaged").
    pub fn is_enraged(&self, id: Id) -> Result<bool> {
        self.state.get(id)?;
        Ok(self.state.enrage_in_force(id, self.library).is_some())
    }

    /// Whether the card object `id` has a Deathrattle now: its card's unless Silenced, or one
    /// an enchantment card in force on it gives (`death_step.rs`'s `deathrattle_cards`, which
    /// the death step resolves).
    pub fn has_deathrattle(&self, id: Id) -> Result<bool> {
        self.state.get(id)?;
        let has = |(card, _): (CardId, _)| self.library.card(card).abilities.deathrattle.is_some();
        Ok(deathrattle_cards(&self.state, id).any(has))
    }

    /// Whether the card object `id` has an aura now: its card has one (`Abilities::auras` or
    /// `Abilities::cost_auras`) and it is not Silenced ("Silence removes all card text"). An
    /// aura gives only while its minion is in play (the Aura Update reads the minions in play).
    pub fn has_aura(&self, id: Id) -> Result<bool> {
        let entity = self.state.get(id)?;
        let card_has_one = entity.card.is_some_and(|card| self.library.has_auras(card));
        Ok(card_has_one && !entity.is(Flag::Silenced))
    }

    /// The tribe of the card object `id`, as its card prints it ("Beast"); for a hero, its hero
    /// card's once a card's text replaced it (`hero_card`); `None` for a card without one and
    /// for the hero the game began with.
    pub fn tribe(&self, id: Id) -> Result<Option<Tribe>> {
        self.state.get(id)?;
        Ok(self.state.tribe_of(id, self.library))
    }

    /// The characters the card `id`'s aim admits now, for the player who holds it, in order of
    /// play (`play/legality.rs`'s `choosable`: a spell's aim by a spell's rules, a minion's
    /// Battlecry's by a Battlecry's, none for one aimed only with Combo while its player has
    /// none: `battlecry_aim`): the targets it could be played at, whether or not it can be
    /// played now (its cost, a full board). A "Choose One" card's are those of either option,
    /// in order of play. None for a card that takes no target.
    pub fn legal_targets(&self, id: Id) -> Result<Vec<Id>> {
        let entity = self.state.get(id)?;
        let Some(def) = entity.card.map(|card| self.library.card(card)) else { return Ok(Vec::new()) };
        let aims: Vec<Option<Aim>> = if def.abilities.choose_one.is_empty() {
            vec![match def.kind {
                CardKind::Minion { .. } => battlecry_aim(&self.state, entity.owner(), def),
                _ => def.aim(),
            }]
        } else {
            def.abilities.choose_one.iter().map(|choice| choice.aim).collect()
        };
        let choosers = aims.into_iter().flatten().map(|aim| match def.kind {
            CardKind::Minion { .. } => Chooser::Battlecry(aim),
            CardKind::HeroPower { .. } => Chooser::HeroPower(aim),
            _ => Chooser::Spell(aim),
        });
        let mut targets: Vec<Id> = choosers
            .flat_map(|chooser| choosable(&self.state, self.library, entity.owner(), chooser))
            .collect();
        targets.sort_by_key(|&target| self.state.entity(target).played);
        targets.dedup();
        Ok(targets)
    }

    /// Why the character `id` cannot attack now, whatever it would attack: the error
    /// `attack_with` refuses it with, by the checks on the attacker (a turn under way, the game
    /// going on, in play, then `play/legality.rs`'s `may_attack`: `NotYourCharacter`, `Sleeping`,
    /// `Frozen`, `CantAttack`, `AlreadyAttacked`, `NoAttack`); `None` when it can attack.
    pub fn why_cannot_attack(&self, id: Id) -> Option<Error> {
        self.check_attacker(id).err()
    }

    /// `player`'s card objects in the graveyard, in the order they were made (their ids): the
    /// game keeps no order of arrival there.
    pub fn graveyard(&self, player: Player) -> Vec<Id> {
        let ids = (0..self.state.entities.len()).map(|at| Id(at as u32));
        ids.filter(|&id| {
            let entity = self.state.entity(id);
            entity.zone == Zone::Graveyard && entity.owner() == player
        })
        .collect()
    }

    /// What the card `id` costs to play from its hand now: its card's cost, then every cost
    /// change in force that reaches it (`object/cost.rs`, `State::cost_of`); a cost is never
    /// below 0 once every change has applied. The cost `play` checks and pays and
    /// `legal_moves` lists by. A hero costs 0.
    pub fn cost(&self, id: Id) -> Result<u32> {
        self.state.get(id)?;
        Ok(self.state.cost_of(id, self.library))
    }

    /// The card `id` is a card object of, in every zone (its cost, text and stats as printed
    /// are `library().card(..)`'s); `None` for a hero.
    pub fn card_of(&self, id: Id) -> Result<Option<CardId>> {
        Ok(self.state.get(id)?.card)
    }

    /// The enchantments in force on `id`, oldest first: what each changes and whether it lasts
    /// this turn only (a Silence or its leaving play ends them all: a card object out of play
    /// has none, and keeps the Attack, Health and keywords it left play with).
    pub fn enchantments(&self, id: Id) -> Result<Vec<EnchantmentView>> {
        self.state.get(id)?;
        Ok(self.state.enchantments.on(id).map(|enchantment| enchantment.view()).collect())
    }

    /// What each aura reaching `id` gives it now, in the order the stats reader applies them
    /// (the last layer of its stats, after its enchantments): the minion whose aura it is,
    /// and the Attack, Health and keywords it gives, as the last Aura Update found them. A
    /// player-wide rule held by a hero is left out (`turn_time_limit`, `health_floor` say
    /// those).
    pub fn aura_grants(&self, id: Id) -> Result<Vec<GrantView>> {
        Ok(self.character_view(id)?.grants)
    }

    /// The card object `id` as a board shows it (`CharacterView`, as a `Watch` records each
    /// character after each event): its Attack, Health and maximum, its marks, keywords,
    /// enchantments and aura grants now.
    pub fn character_view(&self, id: Id) -> Result<CharacterView> {
        self.state.get(id)?;
        Ok(CharacterView::of(id, &self.state))
    }

    /// `id`'s order of play, counting from 1: the heroes 1 and 2, then each minion as it
    /// entered play (enchantments take numbers from the same count, so a minion's may skip
    /// some: compare them, do not count on them). `None` for a card that has never been in
    /// play; a minion returned to a hand keeps when it last entered play until it enters play
    /// again. Orders area damage and every Queue.
    pub fn order_of_play(&self, id: Id) -> Result<Option<u32>> {
        Ok(self.state.get(id)?.played.map(|played| played.0.get()))
    }

    /// Whether `id` is marked pending destroy.
    pub fn is_pending_destroy(&self, id: Id) -> Result<bool> {
        Ok(self.state.get(id)?.is(Flag::PendingDestroy))
    }

    /// How many enchantments are in force in this game, on every card object. The enchantments
    /// of a card object that left play are dropped with it, so a copy of the game and every
    /// read of its enchantments (the stats reader, Spell Damage, the listeners) visit at most
    /// these, however many enchantments the game made before.
    pub fn enchantments_in_force(&self) -> usize {
        self.state.enchantments.len()
    }

    /// How many card objects this game has made; ids run from 0 to this, exclusive.
    pub fn id_count(&self) -> usize {
        self.state.entities.len()
    }

    // The log and the watch.

    /// Every event since the game began or the log was last cleared, with its cause.
    pub fn log(&self) -> &[Record] {
        &self.log
    }

    /// The log as a forest: each event without a cause (the action a call started with, the
    /// death step's `Destroyed` and `DeathPhase`) is a root, in log order, and every other
    /// event hangs under its cause, so a Death Phase's Deathrattles hang under it.
    pub fn trace(&self) -> Vec<Node> {
        trace::tree(&self.log)
    }

    /// How much of its log this game keeps between calls.
    pub fn log_keeping(&self) -> LogKeeping {
        self.log_keeping
    }

    /// Keep `keeping` of the log from the next call on.
    pub fn set_log_keeping(&mut self, keeping: LogKeeping) {
        self.log_keeping = keeping;
    }

    /// Forget the log so far.
    pub fn clear_log(&mut self) {
        self.log.clear();
        self.watch = None; // Its indices count from a log that is gone.
    }

    /// Record a `Watch` of the calls from here on (`on`), or stop and drop it. For stepping
    /// through Sequences event by event (`my-engine run FILE --format html`); off by default,
    /// as it compares the board with the one before after every event, keeping what changed.
    /// A game that keeps its whole log (`LogKeeping::All`) records every call since watching
    /// began (or since `clear_log`); one that keeps less records only the last call.
    pub fn set_watching(&mut self, on: bool) {
        // A search copy logs nothing, so there is nothing to step through (`Mode::Search`).
        self.watching = on && self.mode == Mode::Normal;
        self.watch = None;
    }

    /// The board as it stands, as a `Watch` records it after each event.
    pub fn board_view(&self) -> BoardView {
        BoardView::of(&self.state, self.library)
    }

    /// What the watched calls that went through recorded (see `set_watching`).
    pub fn watch(&self) -> Option<&Watch> {
        self.watch.as_deref()
    }
}

/// What the calls and moves share: their checks, and running their Sequence.
impl Game {
    // Checks: whether a call or move may be made, or why not, before anything changes.

    /// Whether `card` is one of this game's library's, of a kind `kind_admitted` admits, or the
    /// error saying why not: `ForeignCard`, or `refused` naming the card (a setup call's check:
    /// `equip`, `give_hero_power`).
    fn check_setup_card(
        &self,
        card: CardId,
        kind_admitted: impl Fn(CardKind) -> bool,
        refused: impl Fn(String) -> Error,
    ) -> Result<()> {
        match self.library.get(card) {
            None => Err(Error::ForeignCard { card }),
            Some(def) if !kind_admitted(def.kind) => Err(refused(def.name.clone())),
            Some(_) => Ok(()),
        }
    }

    /// Whether `mv` may be made now, or why not: `play`'s checks (and that the move names the
    /// card's kind), `use_hero_power`'s, `attack_with`'s, `mulligan`'s, `choose`'s, or, to end
    /// the turn, that the game has begun.
    fn check_move(&self, mv: Move) -> Result<()> {
        self.check_usable()?;
        match mv {
            Move::PlayMinion { card, position, target } => self.check_play_minion(card, position, target),
            Move::PlaySpell { card, target } => self.check_play_spell(card, target),
            Move::PlayWeapon { card, target } => self.check_play_weapon(card, target),
            Move::Attack { attacker, defender } => self.check_attack(attacker, defender),
            Move::HeroPower { target } => self.check_hero_power(target),
            Move::EndTurn => self.current_turn().map(|_| ()),
            Move::Mulligan { player, put_back } => self.check_mulligan(player, put_back),
            Move::Choose { card } => self.check_choose(card),
            Move::ChooseOne { card, option, position, target } => {
                self.check_choose_one(card, option, position, target)
            }
        }
    }

    /// Whether this game takes calls: `Error::Spoiled` for a search copy a runaway spoiled
    /// (`Mode::Search`), checked before anything else, so that a spoiled copy answers every
    /// call that would change it the same way, whatever the half-finished state it holds.
    fn check_usable(&self) -> Result<()> {
        if self.spoiled { Err(Error::Spoiled) } else { Ok(()) }
    }

    /// The turn under way, or why no move of it may be made: `ChoiceFirst` while a choice
    /// among cards waits, `NotBegun`, or `MulliganFirst` while a player's mulligan is still
    /// to come. Every move of a turn asks it, and the mulligan asks `check_no_choice_waits`
    /// too, so nothing else may be done until the choice is made.
    fn current_turn(&self) -> Result<Turn> {
        self.check_no_choice_waits()?;
        if let Some(turn) = self.state.turn {
            return Ok(turn);
        }
        match next_mulligan(&self.state) {
            Some(player) => Err(Error::MulliganFirst { player }),
            None => Err(Error::NotBegun),
        }
    }

    /// `ChoiceFirst` while a choice among cards waits in a game that goes on: every move but
    /// the choice asks it. Speed: with no choice waiting, one test of an `Option`.
    fn check_no_choice_waits(&self) -> Result<()> {
        match self.state.choice {
            Some(choice) if self.state.outcome.is_none() => {
                Err(Error::ChoiceFirst { player: choice.player(), offered: listed(choice.offered()) })
            }
            _ => Ok(()),
        }
    }

    /// Whether the waiting choice among cards may be made by choosing `card`, or why not: the
    /// game goes on, a choice waits, and it offers `card`.
    fn check_choose(&self, card: Id) -> Result<()> {
        if let Some(outcome) = self.state.outcome {
            return Err(Error::GameOver { outcome });
        }
        let Some(choice) = self.state.choice else { return Err(Error::NoChoicePending { card }) };
        if !choice.offers(card) {
            return Err(Error::NotOffered { card, offered: listed(choice.offered()) });
        }
        Ok(())
    }

    /// Whether `player` may make a mulligan putting back `put_back`, or why not.
    fn check_mulligan(&self, player: Player, put_back: HandPositions) -> Result<()> {
        if let Some(outcome) = self.state.outcome {
            return Err(Error::GameOver { outcome });
        }
        if !self.state.has_begun() {
            return Err(Error::NotBegun);
        }
        if !self.state.mulligans_to_make[player] {
            return Err(Error::NoMulligan { player });
        }
        self.check_no_choice_waits()?;
        if let Some(first) = next_mulligan(&self.state).filter(|&first| first != player) {
            return Err(Error::MulliganFirst { player: first });
        }
        let hand = self.state.hands[player].len();
        if let Some(position) = put_back.highest().filter(|&highest| highest >= hand) {
            return Err(Error::PutBackPastHand { player, position, hand });
        }
        let deck = self.state.decks[player].len();
        if put_back.len() > deck {
            return Err(Error::PutBackPastDeck { player, count: put_back.len(), deck });
        }
        Ok(())
    }

    /// Whether the player whose turn it is may play `card` at `position` and `target`, or
    /// why not.
    fn check_play(&self, card: Id, position: usize, target: Option<Id>) -> Result<()> {
        let (player, card_id, def) = self.card_to_play(card)?;
        if !def.abilities.choose_one.is_empty() {
            return Err(choose_an_option(def));
        }
        match def.kind {
            CardKind::Minion { .. } => {
                let len = self.state.boards[player].len();
                if position > len {
                    return Err(Error::NoSuchPosition { position, len });
                }
                self.check_minion_target(player, def, battlecry_aim(&self.state, player, def), target)?;
            }
            CardKind::Spell { .. } => {
                self.check_cast(card_id, target)?;
                if let (Some(target), Some(aim)) = (target, def.aim()) {
                    self.check_choice(player, target, Chooser::Spell(aim), || def.name.clone())?;
                }
            }
            CardKind::Weapon { .. } => {
                if let (None, Some(target)) = (battlecry_aim(&self.state, player, def), target) {
                    return Err(Error::WeaponTakesNoTarget { card: def.name.clone(), target });
                }
                self.check_battlecry_target(player, def, battlecry_aim(&self.state, player, def), target)?;
            }
            CardKind::Enchantment { .. } | CardKind::HeroPower { .. } | CardKind::Hero { .. } => {} // `may_play` refused them.
        }
        Ok(())
    }

    /// The card `card` the player whose turn it is would play, or why they may not play it
    /// now: no turn (or the game over), not in their hand, or refused by `may_play` (its cost,
    /// a full board, a play requirement). Its player, card and definition.
    fn card_to_play(&self, card: Id) -> Result<(Player, CardId, &CardDef)> {
        let turn = self.current_turn()?;
        if let Some(outcome) = self.state.outcome {
            return Err(Error::GameOver { outcome });
        }
        let player = turn.player;
        if !self.state.is_in_hand(player, card) {
            return Err(Error::NotInYourHand { id: card });
        }
        let card_id = self.state.entity(card).card.expect("a card in a hand has a card");
        let def = self.library.card(card_id);
        may_play(&self.state, self.library, player, card).map_err(|why| why.error(card, player, def))?;
        Ok((player, card_id, def))
    }

    /// Whether the minion card `def` that `player` plays, its Battlecry aimed at `aim` if it is
    /// aimed, may take `target`: none for a Battlecry not aimed, else `check_battlecry_target`.
    fn check_minion_target(
        &self,
        player: Player,
        def: &CardDef,
        aim: Option<Aim>,
        target: Option<Id>,
    ) -> Result<()> {
        if let (None, Some(target)) = (aim, target) {
            return Err(Error::MinionTakesNoTarget { card: def.name.clone(), target });
        }
        self.check_battlecry_target(player, def, aim, target)
    }

    /// Whether the Battlecry of `def`, a minion or weapon card `player` plays, aimed at `aim`
    /// (its own, or its Choose One option's), may take `target`: one it can aim at, and one
    /// when any can be aimed at ("If no suitable target is available, the battlecry simply will
    /// not occur": then none). A Battlecry not aimed passes (its caller refuses a target for it).
    fn check_battlecry_target(
        &self,
        player: Player,
        def: &CardDef,
        aim: Option<Aim>,
        target: Option<Id>,
    ) -> Result<()> {
        let Some(aim) = aim else { return Ok(()) };
        let name = || def.name.clone();
        match target {
            None if choosable(&self.state, self.library, player, Chooser::Battlecry(aim))
                .next()
                .is_some() =>
            {
                Err(Error::BattlecryNeedsTarget { card: name() })
            }
            None => Ok(()),
            Some(target) => {
                if self.check_in_play(target).is_err() {
                    return Err(Error::BadBattlecryTarget { card: name(), target });
                }
                self.check_choice(player, target, Chooser::Battlecry(aim), name)
            }
        }
    }

    /// Whether `player`'s `chooser` (the card `name`) may pick `target`, a character in play
    /// (`play/legality.rs`, `may_be_chosen`), or why not.
    fn check_choice(
        &self,
        player: Player,
        target: Id,
        chooser: Chooser,
        name: impl Fn() -> String,
    ) -> Result<()> {
        match may_be_chosen(&self.state, self.library, player, target, chooser) {
            Ok(()) => Ok(()),
            Err(Unchoosable::NotAimedAt) => {
                Err(Error::NotAimedAt { card: name(), target, aim: chooser.aim().to_string() })
            }
            Err(Unchoosable::Stealthed) => Err(Error::Stealthed { id: target }),
            Err(Unchoosable::Elusive) => Err(Error::Elusive { id: target }),
        }
    }

    /// Whether the player whose turn it is may play the "Choose One" card `card` with its
    /// option `option` at `position` (a minion's; a spell's is 0) and `target`, or why not:
    /// `play`'s checks, with the option's aim where the card's would be (a spell's option
    /// that names a target needs one, a minion's takes one if any can be taken, as a
    /// Battlecry).
    fn check_choose_one(&self, card: Id, option: u8, position: usize, target: Option<Id>) -> Result<()> {
        let (player, _, def) = self.card_to_play(card)?;
        let name = || def.name.clone();
        let choice = def.abilities.choose_one.get(usize::from(option));
        let Some(choice) =
            choice.filter(|_| matches!(def.kind, CardKind::Minion { .. } | CardKind::Spell { .. }))
        else {
            return Err(Error::NoSuchOption { card: name(), option });
        };
        let board = self.state.boards[player].len();
        let len = if matches!(def.kind, CardKind::Minion { .. }) { board } else { 0 };
        if position > len {
            return Err(Error::NoSuchPosition { position, len });
        }
        if matches!(def.kind, CardKind::Minion { .. }) {
            return self.check_minion_target(player, def, choice.aim, target);
        }
        match (choice.aim, target) {
            (None, Some(target)) => Err(Error::SpellTakesNoTarget { card: name(), target }),
            (None, None) => Ok(()),
            (Some(_), None) => Err(Error::SpellNeedsTarget { card: name() }),
            (Some(aim), Some(target)) => {
                self.check_in_play(target)?;
                self.check_choice(player, target, Chooser::Spell(aim), name)
            }
        }
    }

    /// `check_play`, for a move that says the card is a minion card.
    fn check_play_minion(&self, card: Id, position: usize, target: Option<Id>) -> Result<()> {
        if self.is_in_the_hand_now(card) && !self.is_minion_card(card) {
            return Err(Error::WrongKindOfPlay { id: card });
        }
        self.check_play(card, position, target)
    }

    /// `check_play`, for a move that says the card is a spell.
    fn check_play_spell(&self, card: Id, target: Option<Id>) -> Result<()> {
        if self.is_in_the_hand_now(card) && !matches!(self.kind_of_card(card), Some(CardKind::Spell { .. })) {
            return Err(Error::WrongKindOfPlay { id: card });
        }
        self.check_play(card, 0, target)
    }

    /// `check_play`, for a move that says the card is a weapon.
    fn check_play_weapon(&self, card: Id, target: Option<Id>) -> Result<()> {
        if self.is_in_the_hand_now(card) && !matches!(self.kind_of_card(card), Some(CardKind::Weapon { .. }))
        {
            return Err(Error::WrongKindOfPlay { id: card });
        }
        self.check_play(card, 0, target)
    }

    /// Whether `card` is in the hand of the player whose turn it is.
    fn is_in_the_hand_now(&self, card: Id) -> bool {
        self.state.turn.is_some_and(|turn| self.state.is_in_hand(turn.player, card))
    }

    /// Whether `id` is a card object of a minion card (a spell's is not; an unknown id neither).
    fn is_minion_card(&self, id: Id) -> bool {
        matches!(self.kind_of_card(id), Some(CardKind::Minion { .. }))
    }

    /// The kind of the card `id` is a card object of; `None` for a hero or an unknown id.
    fn kind_of_card(&self, id: Id) -> Option<CardKind> {
        let card = self.state.find(id).and_then(|entity| entity.card)?;
        Some(self.library.card(card).kind)
    }

    /// Whether the spell `card` may be cast at `target` (a spell whose text names a target at
    /// a character in play, any other at none), or why not.
    fn check_cast(&self, card: CardId, target: Option<Id>) -> Result<()> {
        let Some(def) = self.library.get(card) else { return Err(Error::ForeignCard { card }) };
        if !def.abilities.choose_one.is_empty() {
            return Err(choose_an_option(def));
        }
        let name = || def.name.clone();
        match (def.kind, target) {
            (CardKind::Minion { .. }, _) => return Err(Error::NotASpell { card: name() }),
            (CardKind::Spell { targeted: false }, Some(target)) => {
                return Err(Error::SpellTakesNoTarget { card: name(), target });
            }
            (CardKind::Spell { targeted: true }, None) => {
                return Err(Error::SpellNeedsTarget { card: name() });
            }
            (CardKind::Spell { .. }, _) => {}
            (CardKind::Weapon { .. }, _) => return Err(Error::WeaponCard { card: name() }),
            (CardKind::HeroPower { .. }, _) => return Err(Error::HeroPowerCard { card: name() }),
            (CardKind::Hero { .. }, _) => return Err(Error::HeroCard { card: name() }),
            (CardKind::Enchantment { .. }, _) => return Err(Error::EnchantmentCard { card: name() }),
        }
        match target {
            Some(target) => self.check_in_play(target),
            None => Ok(()),
        }
    }

    /// Whether the player whose turn it is may use their Hero Power at `target` (a Hero Power
    /// whose text names a target at a character it can aim at, any other at none), or why not.
    fn check_hero_power(&self, target: Option<Id>) -> Result<()> {
        let turn = self.current_turn()?;
        if let Some(outcome) = self.state.outcome {
            return Err(Error::GameOver { outcome });
        }
        let player = turn.player;
        let (_, def) = may_use_hero_power(&self.state, self.library, player)
            .map_err(|why| why.error(&self.state, self.library, player))?;
        let name = || def.name.clone();
        match (def.aim(), target) {
            (None, Some(target)) => Err(Error::HeroPowerTakesNoTarget { card: name(), target }),
            (Some(_), None) => Err(Error::HeroPowerNeedsTarget { card: name() }),
            (Some(aim), Some(target)) => {
                self.check_in_play(target)?;
                self.check_choice(player, target, Chooser::HeroPower(aim), name)
            }
            (None, None) => Ok(()),
        }
    }

    /// Whether `attacker` may attack `defender` now (`attack_with`'s rules), or why not.
    fn check_attack(&self, attacker: Id, defender: Id) -> Result<()> {
        self.check_attacker(attacker)?;
        self.check_defender(defender)
    }

    /// Whether `attacker` may attack now, whatever it attacks, or why not.
    fn check_attacker(&self, attacker: Id) -> Result<()> {
        let turn = self.current_turn()?;
        if let Some(outcome) = self.state.outcome {
            return Err(Error::GameOver { outcome });
        }
        self.check_in_play(attacker)?;
        may_attack(&self.state, turn.player, attacker).map_err(|rule| rule.error(attacker))
    }

    /// Whether `defender` may be attacked now, by any attacker that may attack, or why not.
    fn check_defender(&self, defender: Id) -> Result<()> {
        let turn = self.current_turn()?;
        self.check_in_play(defender)?;
        may_be_attacked(&self.state, turn.player, defender).map_err(|rule| rule.error(defender))
    }

    /// A hero, or a minion on a board.
    fn check_in_play(&self, id: Id) -> Result<()> {
        let entity = self.state.get(id)?;
        if entity.zone == Zone::Board {
            return Ok(());
        }
        Err(Error::NotInPlay { id, name: self.name_of(id)?.to_owned(), zone: entity.zone })
    }

    /// A minion on a board.
    fn check_minion_in_play(&self, id: Id) -> Result<()> {
        self.check_in_play(id)?;
        if self.state.is_hero(id) {
            return Err(Error::NotAMinion { id, name: self.name_of(id)?.to_owned() });
        }
        Ok(())
    }

    // Running a Sequence: the one way a call changes the game.

    /// This game as it is now, as `ListedMoves` records it.
    fn stamp(&self) -> Stamp {
        Stamp { game: self.identity.get(), changes: self.changes }
    }

    /// Make `mv`, a legal move (`make` checked it, or `list_moves` listed it for this game as
    /// it is now), as one Sequence: the one way a move reaches its Sequence.
    fn make_legal(&mut self, mv: Move) -> Result<()> {
        match mv {
            Move::PlayMinion { card, position, target } => {
                self.play_from_hand(card, true, position, target, None)
            }
            Move::PlaySpell { card, target } => self.play_from_hand(card, false, 0, target, None),
            Move::ChooseOne { card, option, position, target } => {
                let minion = self.is_minion_card(card);
                self.play_from_hand(card, minion, position, target, Some(option))
            }
            Move::PlayWeapon { card, target } => {
                let player = self.current_turn()?.player;
                self.run_step(|sequence| sequence.play_weapon(card, player, target))
            }
            Move::Attack { attacker, defender } => {
                self.run_step(|sequence| sequence.attack(attacker, defender))
            }
            Move::HeroPower { target } => {
                let player = self.current_turn()?.player;
                self.run_step(|sequence| sequence.use_hero_power(player, target))
            }
            Move::EndTurn => {
                let turn = self.current_turn()?;
                self.run_step(|sequence| sequence.end_turn(turn))
            }
            Move::Mulligan { player, put_back } => {
                self.run_step(|sequence| sequence.mulligan(player, put_back))
            }
            Move::Choose { card } => self.run_step(|sequence| sequence.choose(card)),
        }
    }

    /// The player whose turn it is plays `card` from their hand, a minion at `position` or a
    /// spell, at `target`, with its Choose One `option` if it has one, as one Sequence: one
    /// place that starts a minion's or a spell's play, for every move that plays one.
    fn play_from_hand(
        &mut self,
        card: Id,
        minion: bool,
        position: usize,
        target: Option<Id>,
        option: Option<u8>,
    ) -> Result<()> {
        let player = self.current_turn()?.player;
        if minion {
            self.run_step(|sequence| sequence.play_minion(card, player, position, target, option))
        } else {
            self.run_step(|sequence| sequence.play_spell(card, player, target, option))
        }
    }

    /// Architecture invariant 4: each call hands one action to a Sequence, which performs
    /// it and then runs the death step.
    fn run_sequence(&mut self, action: Action) -> Result<()> {
        self.in_a_sequence(|sequence| sequence.run(action))
    }

    /// Run `step` (the game's start, a turn's end, an attack, a play) as one Sequence.
    fn run_step(&mut self, step: impl FnOnce(&mut Sequence) -> Step) -> Result<()> {
        self.in_a_sequence(|sequence| sequence.run_step(step))
    }

    /// Run a Sequence on this game's state and log, then keep the log as `log_keeping` says.
    fn in_a_sequence(&mut self, run: impl FnOnce(Sequence) -> Result<()>) -> Result<()> {
        self.check_usable()?;
        if let Some(outcome) = self.state.outcome {
            return Err(Error::GameOver { outcome });
        }
        self.changes += 1; // Listed moves are checked again from here on (`make_listed`).
        let earlier = self.log.len();
        let going_on = self.watch_goes_on(earlier);
        let mut watch = self.watching.then(|| match self.watch.take_if(|_| going_on) {
            Some(watch) => watch,
            None => Box::new(Watch::starting_at(earlier as LogIndex)),
        });
        let sequence = Sequence::new(
            self.library,
            self.limits,
            self.rules,
            &mut self.state,
            &mut self.log,
            &mut self.listeners,
        );
        let watcher = watch.as_deref_mut().map(|watch| watch as &mut dyn Watcher);
        let outcome = run(sequence.in_mode(self.mode).watched_by(watcher));
        if let Err(err) = outcome {
            // A search copy is not rolled back: what the Sequence left is no game (`Mode::Search`).
            self.spoiled = self.mode == Mode::Search;
            if going_on {
                self.watch = watch.map(|mut watch| {
                    watch.forget_since(earlier as LogIndex); // The call was rolled back.
                    watch
                });
            } // Otherwise the last call's watch is still there, as its log is.
            return Err(err);
        }
        self.forget_events(earlier);
        if let Some(watch) = watch.as_deref_mut()
            && self.log_keeping != LogKeeping::All
        {
            watch.first_event = 0; // The call's events, if kept, are the whole log now.
        }
        self.watch = watch;
        Ok(())
    }

    /// Whether the watch there is goes on with a call whose first event will be at `earlier`:
    /// the game keeps its whole log, and the watch has a change for every event since it began.
    fn watch_goes_on(&self, earlier: usize) -> bool {
        self.log_keeping == LogKeeping::All
            && self.watch.as_deref().is_some_and(|watch| watch.first_event as usize + watch.len() == earlier)
    }

    /// After a call that went through, drop what `log_keeping` does not keep: with `LastCall`
    /// the `earlier` events before the call (the call's own move to the front, their causes
    /// with them), with `Nothing` every event.
    fn forget_events(&mut self, earlier: usize) {
        match self.log_keeping {
            LogKeeping::All => {}
            LogKeeping::LastCall => {
                self.log.drain(..earlier);
                let shift = earlier as LogIndex;
                for record in &mut self.log {
                    record.cause = record.cause.map(|cause| cause - shift);
                }
            }
            LogKeeping::Nothing => self.log.clear(),
        }
    }
}

/// Whether `card` may be a card of a deck: one of `library`'s, and a minion, spell or weapon
/// card, or the error naming why not (an enchantment card is only attached, a Hero Power is a
/// hero's, a hero card only replaces a hero).
fn check_deck_card(library: &Library, card: CardId) -> Result<()> {
    let Some(def) = library.get(card) else { return Err(Error::ForeignCard { card }) };
    let name = || def.name.clone();
    match def.kind {
        CardKind::Enchantment { .. } => Err(Error::EnchantmentCard { card: name() }),
        CardKind::HeroPower { .. } => Err(Error::HeroPowerCard { card: name() }),
        CardKind::Hero { .. } => Err(Error::HeroCard { card: name() }),
        CardKind::Minion { .. } | CardKind::Spell { .. } | CardKind::Weapon { .. } => Ok(()),
    }
}

/// `ids` for a message: "#12, #13 and #14".
fn listed(ids: &[Id]) -> String {
    let mut names: Vec<String> = ids.iter().map(Id::to_string).collect();
    let last = names.pop().unwrap_or_default();
    match names.is_empty() {
        true => last,
        false => format!("{} and {last}", names.join(", ")),
    }
}

/// `ChooseAnOption` for the "Choose One" card `def`, naming its options.
fn choose_an_option(def: &CardDef) -> Error {
    let options: Vec<String> =
        def.abilities.choose_one.iter().map(|choice| format!("{:?}", choice.name)).collect();
    Error::ChooseAnOption { card: def.name.clone(), options: options.join(", ") }
}
