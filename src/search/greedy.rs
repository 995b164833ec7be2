//! The greedy bot (`Bot::Greedy`): one game sampled from the view, each legal move made on a
//! copy of it, and the move whose position after it scores best (`score`).

use crate::engine::{Game, Id, Move, Outcome, Player, Positions, SplitMix64, View};

/// The legal move of `view`'s player whose position after it scores best for them (`score`),
/// each made on a copy of one game sampled from the view (`View::determinize`, from a seed
/// drawn from `random`); the first listed among equals (ending the turn is listed last), with
/// minions played at the right end. A move that cannot be made there (it runs away) is never
/// chosen over one that can; if none can, the first legal move. `None` when it is not the
/// player's move.
pub(super) fn greedy_move(view: &View, random: &mut SplitMix64) -> Option<Move> {
    let mut moves = Vec::new();
    view.legal_moves_into(Positions::RightEnd, &mut moves);
    let first = *moves.first()?;
    let sample = view.determinize(random.next_u64()).search_copy();
    let mut best: Option<(i64, Move)> = None;
    for &candidate in &moves {
        let mut after = sample.search_copy();
        if after.make(candidate).is_err() {
            continue;
        }
        let worth = score(&after, view.player());
        if best.is_none_or(|(most, _)| worth > most) {
            best = Some((worth, candidate));
        }
    }
    Some(best.map_or(first, |(_, chosen)| chosen))
}

/// What `game` is worth to `player`, a small board evaluation: a game `player` has won is
/// worth more than any position and one they lost less; a draw, 0. Otherwise each side counts
/// its hero's Health and Armor (and its Attack while it can still attack: "+4 Attack this
/// turn" is worth what it can still hit), each of its minions' Attack and Health, and 1 for
/// each card in its hand, and the worth is `player`'s side less the opponent's: a 3/3 minion
/// is worth 6, a card 1, damage to a hero 1 a point.
fn score(game: &Game, player: Player) -> i64 {
    match game.outcome() {
        Some(Outcome::Won { player: winner }) if winner == player => return i64::MAX,
        Some(Outcome::Won { .. }) => return i64::MIN,
        Some(Outcome::Draw) => return 0,
        None => {}
    }
    side(game, player) - side(game, player.other())
}

/// `player`'s side of `game` as `score` counts it.
fn side(game: &Game, player: Player) -> i64 {
    let hero = game.hero(player);
    let attack = if game.why_cannot_attack(hero).is_none() { game.attack(hero).unwrap_or(0) } else { 0 };
    let hero = i64::from(game.health(hero).unwrap_or(0)) + i64::from(game.armor(player)) + i64::from(attack);
    let minion = |&id: &Id| i64::from(game.attack(id).unwrap_or(0)) + i64::from(game.health(id).unwrap_or(0));
    let board: i64 = game.board(player).iter().map(minion).sum();
    hero + board + game.hand(player).len() as i64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::library;
    use crate::engine::{DeckLists, Limits, Rules};

    fn card(name: &str) -> crate::engine::CardId {
        library().find(name).unwrap()
    }

    /// A begun game of the real rules on a deck of Chillwind Yetis, player 0 to move.
    fn game() -> Game {
        let deck = vec![card("Chillwind Yeti"); 20];
        let rules = Rules { mulligan: false, second_player_card: false, ..Rules::hearthstone() };
        let mut g = Game::new(library(), [deck.clone(), deck], Limits::default()).unwrap().with_rules(rules);
        g.begin().unwrap();
        g
    }

    #[test]
    fn a_position_scores_each_sides_hero_minions_and_cards_mine_less_theirs() {
        let mut g = game();
        // Player 0: 30 Health and 4 cards; player 1: 30 Health and 4 cards.
        assert_eq!(score(&g, Player::FIRST), 0);
        g.summon(card("Chillwind Yeti"), Player::FIRST).unwrap();
        assert_eq!(score(&g, Player::FIRST), 4 + 5);
        assert_eq!(score(&g, Player::SECOND), -(4 + 5));
        g.deal_damage(g.hero(Player::SECOND), 7).unwrap();
        assert_eq!(score(&g, Player::FIRST), 9 + 7);
        g.cast(card("Heroic Strike"), Player::FIRST, None).unwrap();
        assert_eq!(score(&g, Player::FIRST), 9 + 7 + 4, "a hero's Attack while it can attack");
        g.attack_with(g.hero(Player::FIRST), g.hero(Player::SECOND)).unwrap();
        assert_eq!(score(&g, Player::FIRST), 9 + 11, "its attack made: the Attack counts no more");
        g.deal_damage(g.hero(Player::SECOND), 19).unwrap();
        assert_eq!(score(&g, Player::FIRST), i64::MAX, "a won game beats every position");
        assert_eq!(score(&g, Player::SECOND), i64::MIN);
    }

    #[test]
    fn the_greedy_bot_takes_a_win_over_every_other_move_and_none_when_it_is_not_its_move() {
        let mut g = game();
        let yeti = g.summon(card("Chillwind Yeti"), Player::FIRST).unwrap();
        g.summon(card("Murloc Raider"), Player::SECOND).unwrap();
        g.end_turn().unwrap();
        g.end_turn().unwrap(); // The Yeti may attack now.
        g.deal_damage(g.hero(Player::SECOND), 26).unwrap();
        let view = g.view(Player::FIRST, DeckLists::Open);
        assert!(view.legal_moves().len() > 2, "the Raider, the hero, and the end of the turn");
        let win = Move::Attack { attacker: yeti, defender: g.hero(Player::SECOND) };
        for seed in 0..5 {
            assert_eq!(Bot::Greedy.choose(&view, &mut SplitMix64::new(seed)), Some(win));
        }
        let theirs = g.view(Player::SECOND, DeckLists::Open);
        assert_eq!(Bot::Greedy.choose(&theirs, &mut SplitMix64::new(0)), None, "player 0's move");
    }

    #[test]
    fn the_greedy_bot_chooses_the_legal_move_that_scores_best_on_its_sample() {
        let mut g = game();
        g.summon(card("Chillwind Yeti"), Player::FIRST).unwrap();
        g.summon(card("Bloodfen Raptor"), Player::SECOND).unwrap();
        g.summon(card("Murloc Raider"), Player::SECOND).unwrap();
        g.end_turn().unwrap();
        g.end_turn().unwrap();
        let view = g.view(Player::FIRST, DeckLists::Open);
        let chosen = Bot::Greedy.choose(&view, &mut SplitMix64::new(9)).expect("a move");
        let sample = view.determinize(SplitMix64::new(9).next_u64());
        let worth = |mv: Move| {
            let mut after = sample.search_copy();
            after.make(mv).map(|()| score(&after, Player::FIRST)).unwrap_or(i64::MIN)
        };
        let mut moves = Vec::new();
        view.legal_moves_into(Positions::RightEnd, &mut moves);
        let best = moves.iter().map(|&mv| worth(mv)).max().unwrap();
        assert_eq!(worth(chosen), best);
        assert_eq!(moves.iter().find(|&&mv| worth(mv) == best), Some(&chosen), "the first of the best");
    }

    use crate::search::Bot;
}
