//! A ready-made started game for search and bots: the benchmark deck (or the aura deck) for both
//! players, the real game's rules, begun.

use crate::content::{built_in_deck_file, library};
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
    deck_of(cards, "benchmark")
}

/// The built-in deck `name` (`src/content/decks/`, the one list of its cards), each copy
/// looked up in `cards` (a library that holds the embedded catalog). The benchmark deck:
/// fifteen classic cards with no aura and one enchantment (Shattered Sun Cleric's buff), two
/// of each, the deck hearthstone-ai plays beside it (`../shared/peer/hsai/`). The aura deck:
/// fifteen built-in cards that keep the Aura Update and the enchantments busy (auras for
/// adjacent minions, for a tribe and for every friendly minion; buffs, this-turn buffs,
/// Enrage, Windfury given, Spell Damage, Taunt given), two of each: the second workload of
/// issue "Speed that holds as the rules grow". Read without the deck rules' checks, which the
/// built-in decks' own test makes (`content/deck_file.rs`).
fn deck_of(cards: &Library, name: &str) -> Vec<CardId> {
    let file = built_in_deck_file(name).expect("the built-in decks are embedded and read (their test)");
    let card = |name: &str| cards.find(name).expect("a library with extra cards still holds the catalog's");
    file.cards.iter().flat_map(|(name, count)| std::iter::repeat_n(card(name), usize::from(*count))).collect()
}

/// The aura deck for both players in a random playout (the built-in deck `aura`: two each of
/// fifteen cards with auras and enchantments).
pub fn aura_deck() -> Vec<CardId> {
    deck_of(library(), "aura")
}

/// A begun game of the real game's rules with `playout_deck` for both players (shuffled once,
/// from the default seed), ready for a random playout: a search copy (`Game::search_copy`),
/// which keeps no log and no rollback journal, each copy of it the undo of the moves played on
/// it.
pub fn playout_start() -> Game {
    playout_start_in(library(), &[])
}

/// `playout_start` with the cards of `cards`, and `on_top` on top of both decks (a player's own
/// cards, to meet them early). With cards on top the decks are not shuffled, so that they stay
/// there (a mulligan may still put them back, to the bottom); with none, the real game's
/// start shuffles them. The game waits for the mulligans, the first moves of a playout.
pub fn playout_start_in(cards: &'static Library, on_top: &[CardId]) -> Game {
    let deck = playout_deck_with(cards, on_top);
    started(cards, deck, Rules { shuffle_decks: on_top.is_empty(), ..Rules::hearthstone() })
}

/// `playout_start` with the aura deck (`aura_deck`) for both players, shuffled: the second
/// workload random playouts are timed on.
pub fn aura_playout_start() -> Game {
    started(library(), aura_deck(), Rules::hearthstone())
}

/// A begun game under `rules` with `deck` for both players, as a search copy
/// (`Game::search_copy`: no rollback journal, no log; a call that runs away spoils it).
fn started(cards: &'static Library, deck: Vec<CardId>, rules: Rules) -> Game {
    let mut game = Game::new(cards, [deck.clone(), deck], Limits::default())
        .expect("the decks hold the library's own cards")
        .with_rules(rules);
    game.set_log_keeping(LogKeeping::Nothing);
    game.begin().expect("a new game begins");
    game.search_copy()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::SplitMix64;
    use crate::search::play_out;

    /// The aura deck holds two of each of its fifteen cards, and a random game on it is played
    /// to its end, with the Aura Update's cards in play.
    #[test]
    fn the_aura_deck_is_two_each_of_fifteen_cards_and_its_random_games_end() {
        let deck = aura_deck();
        let names: Vec<&str> = deck.iter().map(|&card| library().card(card).name.as_str()).collect();
        let file = built_in_deck_file("aura").unwrap();
        let expected: Vec<&str> =
            file.cards.iter().flat_map(|(name, _)| [name.as_str(), name.as_str()]).collect();
        assert_eq!(file.cards.len(), 15);
        assert_eq!(names, expected);
        let start = aura_playout_start();
        for seed in 0..20 {
            let mut game = start.clone();
            let (outcome, moves) = play_out(&mut game, &mut SplitMix64::new(seed));
            assert!(outcome.is_some(), "seed {seed}: the game ended after {moves} moves");
        }
    }
}
