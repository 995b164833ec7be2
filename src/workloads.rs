//! Prepared games for measuring speed: each workload is a game set up once and the call to
//! time on a copy of it; and the random playouts the examples time. Shared by `cargo bench`
//! and the examples.

use crate::content::library;
#[cfg(test)]
use crate::engine::Event;
use crate::engine::{BOARD_SIZE, CardId, Game, Id, Limits, PLAYERS, Player, Result, SplitMix64};
use crate::harness::{self, GameOpts};
use crate::search;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// What a run of random playouts played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Played {
    /// Games played to their end (or to `search::MAX_MOVES`).
    pub games: u64,
    /// Moves made in them, in all.
    pub moves: u64,
}

/// Random playouts from copies of `start`, one game for each seed of `seeds` (each game its own
/// seed, as search plays them: replaying one seed lets the processor learn its every branch),
/// until the seeds run out or `time` has passed.
pub fn random_playouts(start: &Game, seeds: impl IntoIterator<Item = u64>, time: Duration) -> Played {
    let began = Instant::now();
    let mut played = Played::default();
    for seed in seeds {
        if began.elapsed() >= time {
            break;
        }
        let mut game = start.clone();
        let (_, made) = search::play_out(&mut game, &mut SplitMix64::new(seed));
        black_box(&game);
        played.games += 1;
        played.moves += made as u64;
    }
    played
}

/// Nanoseconds this thread has run on a processor, where the system says (Linux:
/// `/proc/thread-self/schedstat`); `None` elsewhere.
pub fn thread_cpu_ns() -> Option<f64> {
    let schedstat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    schedstat.split_whitespace().next()?.parse().ok()
}

/// A game ready for one call, and that call.
#[derive(Clone)]
pub struct Workload {
    /// The workload's name, as the benchmarks report it.
    pub name: &'static str,
    /// The prepared game; the call runs on a copy.
    pub game: Game,
    /// The call to time.
    pub call: Call,
}

/// The call a workload times.
#[derive(Clone, Copy, Debug)]
pub enum Call {
    /// `player` casts `card`.
    Cast { card: CardId, player: Player },
    /// `amount` damage to `target`.
    Damage { target: Id, amount: i32 },
}

impl Workload {
    /// Copy the prepared game and run the call on the copy; returns the copy.
    pub fn run(&self) -> Game {
        let mut game = self.game.clone();
        self.call_on(&mut game).expect("a workload's call is valid");
        game
    }

    /// Run the call on `game`.
    pub fn call_on(&self, game: &mut Game) -> Result<()> {
        match self.call {
            Call::Cast { card, player } => game.cast(card, player, None),
            Call::Damage { target, amount } => game.deal_damage(target, amount),
        }
    }

    /// How many events the call logs.
    pub fn events(&self) -> usize {
        self.run().log().len()
    }
}

fn card(name: &str) -> CardId {
    library().find(name).expect("a workload uses cards of the content library")
}

fn game_with_decks(deck_size: usize) -> Game {
    let filler = card("Test Filler");
    Game::new(library(), [vec![filler; deck_size], vec![filler; deck_size]], Limits::default())
        .expect("the decks hold the library's own cards")
}

/// `per_side` Armorsmiths for player 0 and as many Acolytes of Pain for player 1, decks of 30
/// Test Filler; player 0 casts Whirlwind. At seven a side: 14 Damage Events, 49 Armor
/// triggers, 7 draws, 127 events.
pub fn full_board_whirlwind(per_side: usize) -> Workload {
    let mut game = game_with_decks(30);
    for _ in 0..per_side {
        game.summon(card("Armorsmith"), Player::FIRST).expect("room on the board");
        game.summon(card("Acolyte of Pain"), Player::SECOND).expect("room on the board");
    }
    game.clear_log();
    Workload {
        name: "full_board_whirlwind",
        game,
        call: Call::Cast { card: card("Whirlwind"), player: Player::FIRST },
    }
}

/// Seven Frothing Berserkers a side, decks of 30 Test Filler, each Berserker enchanted twice
/// (two damage to one of them: every Berserker gains +1 Attack twice, 28 enchantments): the
/// game whose copy `cargo bench` times as `clone_enchanted_board`.
pub fn enchanted_full_board() -> Game {
    let mut game = game_with_decks(30);
    let mut first = None;
    for player in Player::BOTH {
        for _ in 0..BOARD_SIZE {
            let berserker = game.summon(card("Frothing Berserker"), player).expect("room on the board");
            first.get_or_insert(berserker);
        }
    }
    let first = first.expect("fourteen Berserkers");
    game.deal_damage(first, 1).expect("the Berserker is in play");
    game.deal_damage(first, 1).expect("the Berserker is in play");
    game.clear_log();
    game
}

/// A full board under two auras a side: for each player a Stormwind Champion, a Raid Leader
/// and five Wisps (every Wisp 3/2, each aura minion buffed by the other: 28 grants). The game
/// whose copy `cargo bench` times as `clone_aura_board`, and whose Aura Update it times as
/// `aura_update_full_board`: one Wisp of player 1 dies, so both Aura Updates read every aura
/// again and the Aura Update (Other) keeps that Wisp's lost Health nowhere (it gave none).
pub fn aura_full_board() -> Workload {
    let mut game = game_with_decks(30);
    for player in Player::BOTH {
        game.summon(card("Stormwind Champion"), player).expect("room on the board");
        game.summon(card("Raid Leader"), player).expect("room on the board");
    }
    let mut wisps = Vec::new();
    for player in Player::BOTH {
        for _ in 0..BOARD_SIZE - 2 {
            wisps.push(game.summon(card("Wisp"), player).expect("room on the board"));
        }
    }
    game.clear_log();
    let last = *wisps.last().expect("ten Wisps");
    Workload { name: "aura_update_full_board", game, call: Call::Damage { target: last, amount: 2 } }
}

/// Test Echo plus six Test Reactors spread over both sides; Whirlwind. Every Damage Event
/// makes Echo hit a hero, and every hit makes each Reactor grow: Phases nested two deep.
pub fn depth_first_chain() -> Workload {
    let mut game = game_with_decks(0);
    game.summon(card("Test Echo"), Player::FIRST).expect("room on the board");
    for player in Player::BOTH.repeat(3) {
        game.summon(card("Test Reactor"), player).expect("room on the board");
    }
    game.clear_log();
    Workload {
        name: "depth_first_chain",
        game,
        call: Call::Cast { card: card("Whirlwind"), player: Player::FIRST },
    }
}

/// Seven Unstable Ghouls for player 0 and seven Harvest Golems at 1 Health for player 1;
/// 3 damage to the leftmost Ghoul, so Death Phases chain.
pub fn death_cascade() -> Workload {
    let mut game = game_with_decks(0);
    let mut ghouls = Vec::new();
    for _ in 0..7 {
        ghouls.push(game.summon(card("Unstable Ghoul"), Player::FIRST).expect("room on the board"));
        let golem = game.summon(card("Harvest Golem"), Player::SECOND).expect("room on the board");
        game.deal_damage(golem, 2).expect("the golem is in play");
    }
    game.clear_log();
    Workload { name: "death_cascade", game, call: Call::Damage { target: ghouls[0], amount: 3 } }
}

/// One Test Filler for each player and decks of `deck_size`; 1 damage to a hero. The
/// smallest Sequence there is, to show what a call costs apart from the work it does: its
/// cost does not grow with the deck (the rollback notes only what the Sequence changes, and
/// a deck's list is shared, not copied).
pub fn one_damage(deck_size: usize) -> Workload {
    let mut game = game_with_decks(deck_size);
    game.summon(card("Test Filler"), Player::FIRST).expect("room on the board");
    game.summon(card("Test Filler"), Player::SECOND).expect("room on the board");
    game.clear_log();
    let hero = game.hero(Player::SECOND);
    Workload { name: "one_damage", game, call: Call::Damage { target: hero, amount: 1 } }
}

/// As `one_damage` with decks of 30, and `hand_size` Test Fillers in player 0's hand (the
/// course's rules set no hand limit): its cost does not grow with the hand either (a hand's
/// edits are journaled, not copied).
pub fn one_damage_with_hand(hand_size: usize) -> Workload {
    let mut workload = one_damage(30);
    for _ in 0..hand_size {
        workload
            .game
            .add_to_hand(card("Test Filler"), Player::FIRST)
            .expect("the course's hands have no limit");
    }
    workload.game.clear_log();
    workload
}

/// Cult Master, Flesheating Ghoul, Northshire Cleric and Lightwarden for player 0, each
/// damaged; four Loot Hoarders for player 1; decks of 30 Test Filler. Player 0 casts Holy
/// Nova: the Hoarders die (death triggers and Deathrattles share the Death Phase) and every
/// friendly character is healed (a Phase of Healing Events).
pub fn deaths_and_healing() -> Workload {
    let mut game = game_with_decks(30);
    for name in ["Cult Master", "Flesheating Ghoul", "Northshire Cleric", "Lightwarden"] {
        let minion = game.summon(card(name), Player::FIRST).expect("room on the board");
        game.deal_damage(minion, 1).expect("the minion is in play");
    }
    let hero = game.hero(Player::FIRST);
    game.deal_damage(hero, 5).expect("the hero is in play");
    for _ in 0..4 {
        game.summon(card("Loot Hoarder"), Player::SECOND).expect("room on the board");
    }
    game.clear_log();
    Workload {
        name: "deaths_and_healing",
        game,
        call: Call::Cast { card: card("Holy Nova"), player: Player::FIRST },
    }
}

/// The minions `random_harness_call` summons.
const RANDOM_CALL_MINIONS: [&str; 6] =
    ["Armorsmith", "Acolyte of Pain", "Harvest Golem", "Loot Hoarder", "Unstable Ghoul", "Cult Master"];

/// A game for `random_harness_call`: decks of 30 Test Filler, through the course's harness.
pub fn random_calls_game() -> harness::Game {
    let deck = vec!["Test Filler"; 30];
    harness::new_game(GameOpts::default().deck(0, &deck).deck(1, &deck))
}

/// One random call through the course's harness, as a learner's test makes them: a summon
/// (when the board has room), damage to a random character, a draw or a Whirlwind. Every call
/// that summons or draws adds card objects, so a long run of them shows whether a call's cost
/// grows with the game's history (issue "Nothing breaks it", item 1).
pub fn random_harness_call(game: &mut harness::Game, random: &mut SplitMix64) {
    let mut pick = |n: usize| random.below(n).unwrap_or(0);
    let player = pick(PLAYERS);
    match pick(4) {
        0 if game.board(player).len() < BOARD_SIZE => {
            game.summon(RANDOM_CALL_MINIONS[pick(RANDOM_CALL_MINIONS.len())], player);
        }
        0 | 1 => {
            let mut characters = game.board(player);
            characters.push(game.hero(player));
            game.deal_damage(characters[pick(characters.len())], 1 + pick(3) as i32);
        }
        2 => game.draw(player),
        _ => game.cast("Whirlwind", player, None),
    }
}

/// The Sequence workloads at full size: the course's three, then one with the vocabulary past
/// it.
pub fn all() -> Vec<Workload> {
    vec![
        full_board_whirlwind(7),
        depth_first_chain(),
        death_cascade(),
        deaths_and_healing(),
        aura_full_board(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random playouts play one game per seed until the seeds run out, each game the one
    /// `search::play_out` plays from that seed.
    #[test]
    fn random_playouts_play_one_game_per_seed() {
        let start = search::playout_start();
        let moves_of = |seed: u64| search::play_out(&mut start.clone(), &mut SplitMix64::new(seed)).1 as u64;
        let played = random_playouts(&start, [3, 5, 8], Duration::from_secs(3_600));
        assert_eq!(played, Played { games: 3, moves: moves_of(3) + moves_of(5) + moves_of(8) });
        assert_eq!(random_playouts(&start, 0.., Duration::ZERO), Played::default(), "no time: no game");
    }

    #[test]
    fn the_aura_board_gives_every_wisp_both_auras_and_its_update_reads_them_again() {
        let workload = aura_full_board();
        let wisp = workload.game.board(Player::SECOND)[2];
        assert_eq!((workload.game.attack(wisp), workload.game.health(wisp)), (Ok(3), Ok(2)));
        let game = workload.run();
        assert_eq!(game.board(Player::SECOND).len(), 6, "the last Wisp died");
        // Both updates read every aura again; the dead Wisp gave nothing, so none logs.
        let updates = game.log().iter().filter(|record| matches!(record.event, Event::AuraUpdate { .. }));
        assert_eq!(updates.count(), 0);
        assert_eq!((game.attack(wisp), game.health(wisp)), (Ok(3), Ok(2)));
    }

    #[test]
    fn full_board_whirlwind_is_the_work_the_issue_describes() {
        let workload = full_board_whirlwind(7);
        let game = workload.run();
        assert_eq!(game.log().len(), 127);
        assert_eq!(game.armor(Player::FIRST), 49);
        assert_eq!(game.hand(Player::SECOND).len(), 7);
    }

    #[test]
    fn deaths_and_healing_kills_every_hoarder_and_heals_every_friend() {
        let game = deaths_and_healing().run();
        let count = |wanted: fn(&crate::engine::Event) -> bool| {
            game.log().iter().filter(|r| wanted(&r.event)).count()
        };
        assert_eq!(count(|e| matches!(e, crate::engine::Event::Destroyed { .. })), 4);
        assert_eq!(
            count(|e| matches!(e, crate::engine::Event::Healed { .. })),
            5,
            "the hero and four minions"
        );
        assert_eq!(game.board(Player::SECOND).len(), 0);
        // Cleric: four minion heals; Cult Master: no friendly death; Hoarders: four draws.
        assert_eq!(game.hand(Player::FIRST).len(), 4);
        assert_eq!(game.hand(Player::SECOND).len(), 4);
    }

    #[test]
    fn death_cascade_chains_death_phases() {
        // The Ghoul dies; its Deathrattle kills every Golem; their Deathrattles refill the board.
        let game = death_cascade().run();
        let rounds = game.log().iter().filter(|r| matches!(r.event, crate::engine::Event::DeathPhase { .. }));
        assert_eq!(rounds.count(), 2);
        assert_eq!(game.board(Player::FIRST).len(), 6);
        let golems = game.board(Player::SECOND);
        assert_eq!(golems.len(), 7);
        assert!(golems.iter().all(|&id| game.health(id) == Ok(1)), "Damaged Golems, not yet hit");
    }

    #[test]
    fn the_enchanted_board_is_full_and_every_berserker_grew_twice() {
        let game = enchanted_full_board();
        for player in Player::BOTH {
            let board = game.board(player);
            assert_eq!(board.len(), BOARD_SIZE);
            assert!(board.iter().all(|&id| game.attack(id) == Ok(4)), "2 Attack, +1 twice");
        }
    }

    #[test]
    fn depth_first_chain_nests_reactions() {
        // 7 Damage Events, each answered by Echo (hitting hero 1) and each hit by 6 Reactors.
        let game = depth_first_chain().run();
        assert_eq!(game.log().len(), 1 + 7 + 7 * (2 + 6 * 2));
    }
}
