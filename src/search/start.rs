//! A ready-made started game for search and bots: the benchmark deck for both players, the real
//! game's rules, begun.

use crate::content::library;
use crate::engine::{CardId, Game, Library, Limits, LogKeeping, Rules};

/// The deck both players use in a random playout: two each of fifteen classic cards.
pub fn playout_deck() -> Vec<CardId> {
    playout_deck_in(library())
}

/// `playout_deck` of `cards` (a library that holds the embedded catalog), with `on_top` on top.
pub fn playout_deck_with(cards: &Library, on_top: &[CardId]) -> Vec<CardId> {
    on_top.iter().copied().chain(playout_deck_in(cards)).collect()
}

/// `playout_deck`, its cards looked up in `cards` (a library that holds the embedded catalog).
fn playout_deck_in(cards: &Library) -> Vec<CardId> {
    let card = |name: &str| cards.find(name).expect("a library with extra cards still holds the catalog's");
    let names = [
        "Elven Archer",
        "Leper Gnome",
        "Voodoo Doctor",
        "Loot Hoarder",
        "Bloodfen Raptor",
        "Armorsmith",
        "Harvest Golem",
        "Shattered Sun Cleric",
        "Wolfrider",
        "Chillwind Yeti",
        "Sen'jin Shieldmasta",
        "Fireball",
        "Abomination",
        "Boulderfist Ogre",
        "Flamestrike",
    ];
    names.iter().flat_map(|&name| [card(name), card(name)]).collect()
}

/// A begun game of the real game's rules with `playout_deck` for both players (shuffled once,
/// from the default seed), ready for a random playout. It keeps no log between calls
/// (`LogKeeping::Nothing`): search reads none, and dropping each call's events costs less than
/// moving the last call's to the front.
pub fn playout_start() -> Game {
    playout_start_in(library(), &[])
}

/// `playout_start` with the cards of `cards`, and `on_top` on top of both decks (a player's own
/// cards, to meet them early). With cards on top the decks are not shuffled, so that they stay
/// there (a mulligan may still put them back, to the bottom); with none, the real game's
/// start shuffles them. The game waits for the mulligans, the first moves of a playout.
pub fn playout_start_in(cards: &'static Library, on_top: &[CardId]) -> Game {
    let deck = playout_deck_with(cards, on_top);
    let rules = Rules { shuffle_decks: on_top.is_empty(), ..Rules::hearthstone() };
    let mut game = Game::new(cards, [deck.clone(), deck], Limits::default())
        .expect("the decks hold the library's own cards")
        .with_rules(rules);
    game.set_log_keeping(LogKeeping::Nothing);
    game.begin().expect("a new game begins");
    game
}
