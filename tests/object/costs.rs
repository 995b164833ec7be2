//! Cost changes (the Advanced rulebook, Rule 4d: "Enchantments apply and modify
//! Health/Attack/Mana costs the moment they are attached ... (However, Mana Cost Auras have no
//! special priority compared to Mana Cost Enchantments.)"): one computed cost, which the hand
//! shows, the legal moves list by, the checks compare with the mana and playing pays.

use my_engine::content::library;
use my_engine::engine::Player;
use my_engine::engine::{
    CostChange, Error, Event, Game, HandPositions, Id, Limits, LogKeeping, Move, Rules, Zone,
};

use crate::common::{events, summon};

fn game() -> Game {
    let filler = library().find("Test Filler").unwrap();
    let mut game = Game::new(library(), [vec![filler; 5], vec![filler; 5]], Limits::default()).unwrap();
    game.begin().unwrap();
    game
}

fn hand(game: &mut Game, name: &str, player: Player) -> Id {
    game.add_to_hand(library().find(name).unwrap(), player).unwrap()
}

/// Rule 4d: a cost aura and a cost change an action made apply together, in one order of play:
/// Preparation's (3) less and a Sorcerer's Apprentice that entered play after it both reach a
/// spell; a minion card only the Mana Wraith's aura.
#[test]
fn cost_auras_and_cost_changes_apply_in_one_order_of_play() {
    let mut g = game();
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    let fireball = hand(&mut g, "Fireball", Player::FIRST);
    let preparation = hand(&mut g, "Preparation", Player::FIRST);
    g.play(preparation, 0, None).unwrap();
    assert_eq!(g.cost(fireball).unwrap(), 1, "4 - 3");
    summon(&mut g, "Sorcerer's Apprentice", Player::FIRST);
    assert_eq!(g.cost(fireball).unwrap(), 0, "4 - 3 - 1");
    let wraith_first = hand(&mut g, "Bloodfen Raptor", Player::FIRST);
    summon(&mut g, "Mana Wraith", Player::FIRST);
    assert_eq!(g.cost(wraith_first).unwrap(), 3, "a minion: only the Wraith's (1) more");
}

/// "ALL minions cost (1) more" reaches both players' minion cards, whichever player's minion
/// gives it; "Your spells cost (1) less" only its owner's.
#[test]
fn an_aura_for_all_minions_reaches_both_hands_whoever_owns_it() {
    let mut g = game();
    let raptors =
        [hand(&mut g, "Bloodfen Raptor", Player::FIRST), hand(&mut g, "Bloodfen Raptor", Player::SECOND)];
    let fireballs = [hand(&mut g, "Fireball", Player::FIRST), hand(&mut g, "Fireball", Player::SECOND)];
    summon(&mut g, "Mana Wraith", Player::SECOND);
    assert_eq!(raptors.map(|id| g.cost(id).unwrap()), [3, 3], "2 + 1 in both hands");
    summon(&mut g, "Sorcerer's Apprentice", Player::SECOND);
    assert_eq!(fireballs.map(|id| g.cost(id).unwrap()), [4, 3], "the Apprentice's owner's spells only");
}

/// "Summoning Portal's aura always comes first (meaning also having a Mechwarper makes Harvest
/// Golems cost 0 mana, regardless of play order)": its floor applies to the card's own cost,
/// before any change made earlier in order of play.
#[test]
fn the_portal_comes_first_whatever_the_order_of_play() {
    for wraith_first in [true, false] {
        let mut g = game();
        let raptor = hand(&mut g, "Bloodfen Raptor", Player::FIRST);
        if wraith_first {
            summon(&mut g, "Mana Wraith", Player::FIRST);
            summon(&mut g, "Summoning Portal", Player::FIRST);
        } else {
            summon(&mut g, "Summoning Portal", Player::FIRST);
            summon(&mut g, "Mana Wraith", Player::FIRST);
        }
        assert_eq!(
            g.cost(raptor).unwrap(),
            2,
            "2 - 2 stopped at (1), then + 1 (wraith first: {wraith_first})"
        );
    }
}

/// "The cost ... checked and paid is the computed one, never below 0": a Frostbolt under
/// Preparation costs 0 and spends nothing; it uses Preparation up, and the Fireball is back to 4.
/// A card dearer than the mana is refused naming its computed cost, and not listed.
#[test]
fn the_computed_cost_is_checked_listed_and_paid_and_never_below_0() {
    let mut g = game();
    let fireball = hand(&mut g, "Fireball", Player::FIRST);
    let frostbolt = hand(&mut g, "Frostbolt", Player::FIRST);
    let preparation = hand(&mut g, "Preparation", Player::FIRST);
    g.play(preparation, 0, None).unwrap();
    assert_eq!(g.cost(frostbolt).unwrap(), 0);
    let enemy = g.hero(Player::SECOND);
    g.play(frostbolt, 0, Some(enemy)).unwrap();
    assert_eq!(g.mana(Player::FIRST).available(), 1, "it cost nothing");
    assert_eq!(g.cost(fireball).unwrap(), 4, "the next spell used Preparation up");
    assert_eq!(
        g.play(fireball, 0, Some(enemy)),
        Err(Error::NotEnoughMana { id: fireball, cost: 4, available: 1 })
    );
    let listed = g.legal_moves();
    assert!(!listed.iter().any(|m| matches!(m, Move::PlaySpell { card, .. } if *card == fireball)));
}

/// Preparation's "this turn": the change is gone as the turn passes, used or not.
#[test]
fn a_change_for_the_next_spell_this_turn_ends_with_the_turn() {
    let mut g = game();
    let fireball = hand(&mut g, "Fireball", Player::FIRST);
    let preparation = hand(&mut g, "Preparation", Player::FIRST);
    g.play(preparation, 0, None).unwrap();
    assert_eq!(g.cost(fireball).unwrap(), 1);
    g.end_turn().unwrap();
    assert_eq!(g.cost(fireball).unwrap(), 4);
}

/// Millhouse's "next turn" lasts through the enemy's next turn and ends as it passes.
#[test]
fn enemy_spells_cost_0_through_their_next_turn_only() {
    let mut g = game();
    g.gain_mana_crystals(Player::FIRST, 1).unwrap();
    let millhouse = hand(&mut g, "Millhouse Manastorm", Player::FIRST);
    let theirs = hand(&mut g, "Fireball", Player::SECOND);
    let second = hand(&mut g, "Fireball", Player::SECOND);
    g.play(millhouse, 0, None).unwrap();
    assert_eq!(g.cost(theirs).unwrap(), 0);
    g.end_turn().unwrap();
    assert_eq!(g.cost(theirs).unwrap(), 0, "their turn");
    let hero = g.hero(Player::FIRST);
    g.play(theirs, 0, Some(hero)).unwrap();
    assert_eq!(g.cost(second).unwrap(), 0, "a spell played does not use up \"next turn\"");
    g.end_turn().unwrap();
    assert_eq!(g.cost(second).unwrap(), 4, "their turn has passed");
}

/// Rule 4a: a cost aura is an aura like the others, brought up to date at the Aura Updates: a
/// Silenced Apprentice's stops, and so does a dead one's (Rule 4b: "all other effects of Auras
/// stop immediately" after the Death Creation Step).
#[test]
fn a_cost_aura_stops_when_its_minion_is_silenced_or_dies() {
    let mut g = game();
    let fireball = hand(&mut g, "Fireball", Player::FIRST);
    let silenced = summon(&mut g, "Sorcerer's Apprentice", Player::FIRST);
    let dying = summon(&mut g, "Sorcerer's Apprentice", Player::FIRST);
    assert_eq!(g.cost(fireball).unwrap(), 2, "two auras");
    g.silence(silenced).unwrap();
    assert_eq!(g.cost(fireball).unwrap(), 3);
    g.destroy(dying).unwrap();
    assert_eq!(g.cost(fireball).unwrap(), 4);
}

/// "The first minion you play each turn": a counter the turn's passing resets.
#[test]
fn the_first_minion_each_turn_is_counted_per_turn() {
    let mut g = game();
    g.gain_mana_crystals(Player::FIRST, 3).unwrap();
    summon(&mut g, "Pint-Sized Summoner", Player::FIRST);
    let raptor = hand(&mut g, "Bloodfen Raptor", Player::FIRST);
    let wisp = hand(&mut g, "Wisp", Player::FIRST);
    assert_eq!(g.cost(raptor).unwrap(), 1);
    g.play(wisp, 0, None).unwrap();
    assert_eq!(g.cost(raptor).unwrap(), 2, "a minion was played this turn");
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    assert_eq!(g.cost(raptor).unwrap(), 1, "a new turn");
}

/// Rule 4a: "When a minion is summoned ..., it does not start emitting its aura until the
/// outermost Phase ends": a summoned Sorcerer's Apprentice's cost aura starts at the Aura Update
/// (Health/Attack) after it, the update every aura Rule 4c does not name; until then the hand
/// shows the old cost. And Rule 4b: once the Death Creation Step has removed it, "all other
/// effects of Auras stop immediately": at the Aura Update (Other) of the same death step.
#[test]
fn a_cost_aura_starts_at_the_aura_update_health_attack_and_stops_at_the_aura_update_other() {
    use my_engine::engine::{AuraStep, Event};
    let mut g = game();
    let fireball = hand(&mut g, "Fireball", Player::FIRST); // The last card in hand.
    g.clear_log();
    g.set_watching(true);
    let apprentice = summon(&mut g, "Sorcerer's Apprentice", Player::FIRST);
    let events: Vec<Event> = g.log().iter().map(|record| record.event).collect();
    assert_eq!(
        events,
        [
            Event::Summoned { id: apprentice },
            Event::AuraUpdate { step: AuraStep::HealthAttack },
            Event::AuraStarted { source: apprentice },
        ]
    );
    let costs: Vec<u32> =
        g.watch().unwrap().boards().map(|board| *board.costs[Player::FIRST].last().unwrap()).collect();
    assert_eq!(costs, [4, 3, 3], "the Fireball's cost after each event: changed from the Aura Update on");
    g.clear_log();
    g.set_watching(true);
    g.destroy(apprentice).unwrap();
    let events: Vec<Event> = g.log().iter().map(|record| record.event).collect();
    assert_eq!(
        events,
        [
            Event::Destroyed { id: apprentice },
            Event::AuraUpdate { step: AuraStep::Other },
            Event::AuraStopped { source: apprentice },
            Event::DeathPhase { round: 1 },
        ]
    );
    let costs: Vec<u32> =
        g.watch().unwrap().boards().map(|board| *board.costs[Player::FIRST].last().unwrap()).collect();
    assert_eq!(
        costs,
        [3, 4, 4, 4],
        "removed, then stopped at the Aura Update (Other), before the Death Phase"
    );
    assert_eq!(g.cost(fireball).unwrap(), 4);
}

/// A begun game whose player 0 has drawn their four Test Fillers, with `next` on top of their
/// deck, then more Test Fillers, under `rules`.
fn next_draw_is(next: &[&str], rules: Rules) -> Game {
    let card = |name: &str| library().find(name).unwrap();
    let mut deck = vec![card("Test Filler"); 4];
    deck.extend(next.iter().map(|&name| card(name)));
    deck.extend([card("Test Filler"); 3]);
    let decks = [deck, vec![card("Test Filler"); 8]];
    let mut game = Game::new(library(), decks, Limits::default()).unwrap().with_rules(rules);
    game.begin().unwrap();
    game.set_log_keeping(LogKeeping::LastCall);
    game
}

/// "Draw a card. That card costs (3) less.": the drawn card alone costs 3 less, another copy
/// in the hand keeps its cost; the change stays through the turns (it lasts while the card is
/// in hand) and leaves with the card when it is played, which pays the changed cost.
#[test]
fn far_sight_makes_the_drawn_card_alone_cost_3_less_until_it_is_played() {
    let mut g = next_draw_is(&["Fireball"], Rules::course());
    let other = hand(&mut g, "Fireball", Player::FIRST);
    let far_sight = hand(&mut g, "Far Sight", Player::FIRST);
    g.gain_mana_crystals(Player::FIRST, 9).unwrap();
    g.play(far_sight, 0, None).unwrap();
    let drawn = *g.hand(Player::FIRST).last().unwrap();
    assert_eq!(g.name_of(drawn).unwrap(), "Fireball");
    assert_eq!(
        events(&g)[2..],
        [
            Event::Drew { player: Player::FIRST, id: drawn },
            Event::CostChanged { id: drawn, change: CostChange::Less(3) }
        ]
    );
    assert_eq!((g.cost(drawn).unwrap(), g.cost(other).unwrap()), (1, 4));
    g.end_turn().unwrap();
    g.end_turn().unwrap();
    assert_eq!(g.cost(drawn).unwrap(), 1, "it lasts while the card is in hand, whatever the turn");
    let enemy = g.hero(Player::SECOND);
    g.play(drawn, 0, Some(enemy)).unwrap();
    assert_eq!(g.mana(Player::FIRST).spent, 1, "the changed cost is paid");
    assert_eq!(g.cost(drawn).unwrap(), 4, "the change left the hand with the card");
    assert_eq!(g.cost(other).unwrap(), 4);
}

/// A discarded card takes its change with it, and the change applies in one order of play with
/// the cost auras, never below 0: a Frostbolt drawn under a Sorcerer's Apprentice costs 0.
#[test]
fn the_drawn_cards_change_leaves_when_it_is_discarded_and_joins_the_auras() {
    let mut g = next_draw_is(&["Fireball", "Frostbolt"], Rules::course());
    let far_sight = library().find("Far Sight").unwrap();
    g.cast(far_sight, Player::FIRST, None).unwrap();
    let fireball = *g.hand(Player::FIRST).last().unwrap();
    g.discard(Player::FIRST, Some(fireball)).unwrap();
    assert_eq!(g.cost(fireball).unwrap(), 4, "gone with the card");
    summon(&mut g, "Sorcerer's Apprentice", Player::FIRST);
    g.cast(far_sight, Player::FIRST, None).unwrap();
    let frostbolt = *g.hand(Player::FIRST).last().unwrap();
    assert_eq!(g.name_of(frostbolt).unwrap(), "Frostbolt");
    assert_eq!(g.cost(frostbolt).unwrap(), 0, "2 - 1 - 3, never below 0");
    let apprentice = g.board(Player::FIRST)[0];
    g.destroy(apprentice).unwrap();
    assert_eq!(g.cost(frostbolt).unwrap(), 0, "2 - 3: the aura stopped, the card's change stays");
}

/// "If the hand is full and the card is burned, or the deck is empty, nothing is made
/// cheaper": a burned card and a Fatigue draw log no `CostChanged`, and change no cost.
#[test]
fn a_burned_card_or_fatigue_is_made_no_cheaper() {
    let rules = Rules { hand_limit: Some(4), ..Rules::course() };
    let mut g = next_draw_is(&["Fireball"], rules);
    let far_sight = library().find("Far Sight").unwrap();
    g.cast(far_sight, Player::FIRST, None).unwrap();
    let burned = match events(&g)[1] {
        Event::Burned { player: Player::FIRST, id } => id,
        other => panic!("not burned: {other:?}"),
    };
    assert_eq!(events(&g).len(), 2, "no CostChanged: {:?}", events(&g));
    assert_eq!(g.cost(burned).unwrap(), 4);
    g.empty_deck(Player::FIRST).unwrap();
    g.cast(far_sight, Player::FIRST, None).unwrap();
    assert_eq!(events(&g)[1..], [Event::Fatigue { player: Player::FIRST }]);
    assert!(
        g.hand(Player::FIRST).iter().all(|&card| g.cost(card) == Ok(1)),
        "each Test Filler still costs 1"
    );
}

/// A card put back in a mulligan leaves the hand, and its change with it: a Fireball drawn by
/// Far Sight before the game began, then put back, costs 4 again in the deck.
#[test]
fn a_card_put_back_in_a_mulligan_takes_its_change_with_it() {
    let card = |name: &str| library().find(name).unwrap();
    let mut deck = vec![card("Fireball")];
    deck.extend([card("Test Filler"); 6]);
    let rules = Rules { shuffle_decks: false, ..Rules::hearthstone() };
    let decks = [deck, vec![card("Test Filler"); 8]];
    let mut g = Game::new(library(), decks, Limits::default()).unwrap().with_rules(rules);
    g.cast(card("Far Sight"), Player::FIRST, None).unwrap();
    let fireball = g.hand(Player::FIRST)[0];
    assert_eq!(g.cost(fireball).unwrap(), 1);
    g.begin().unwrap();
    g.mulligan(Player::FIRST, HandPositions::of(&[0]).unwrap()).unwrap();
    assert_eq!(g.zone_of(fireball).unwrap(), Zone::Deck);
    assert_eq!(g.cost(fireball).unwrap(), 4, "the change left the hand with it");
}

/// The built-in cards and "Test Bargain": "Your minions cost (5) this turn." (a set that
/// lasts until the turn passes from its player).
fn with_bargain() -> &'static my_engine::engine::Library {
    use std::sync::OnceLock;
    static LIBRARY: OnceLock<&'static my_engine::engine::Library> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let file = r#"[{ "name": "Test Bargain", "cost": 1, "type": "spell", "text": "Your minions cost (5) this turn.",
            "spell": [{ "change_costs": { "player": "you", "cards": "minions", "change": { "set": 5 }, "lasts": "their_next_turn" } }] }]"#;
        let source = my_engine::content::read_card_file("bargain.json", file).unwrap();
        my_engine::content::library_with(&[source]).unwrap()
    })
}

/// A begun game of `with_bargain`'s cards, and a card of `name` in player 0's hand.
fn bargain_game(name: &str) -> (Game, Id) {
    let cards = with_bargain();
    let filler = cards.find("Test Filler").unwrap();
    let mut g = Game::new(cards, [vec![filler; 5], vec![filler; 5]], Limits::default()).unwrap();
    g.begin().unwrap();
    let card = g.add_to_hand(cards.find(name).unwrap(), Player::FIRST).unwrap();
    (g, card)
}

/// "Costs (N)" sets the cost, whatever it was: it raises a 1-cost card to 5, which the hand
/// shows and the play checks.
#[test]
fn a_set_cost_raises_a_cheaper_card_to_it() {
    let (mut g, boar) = bargain_game("Stonetusk Boar");
    assert_eq!(g.cost(boar).unwrap(), 1);
    g.cast(with_bargain().find("Test Bargain").unwrap(), Player::FIRST, None).unwrap();
    assert_eq!(g.cost(boar).unwrap(), 5, "(5), not the lower of 1 and 5");
    assert_eq!(g.play(boar, 0, None), Err(Error::NotEnoughMana { id: boar, cost: 5, available: 1 }));
}

/// Rule 4d: "Mana Cost Auras have no special priority compared to Mana Cost Enchantments":
/// the Mana Wraith's (1) more, in play before the set was made, applies first, and the set
/// after it, however often an Aura Update puts the auras back in force (the Sorcerer's
/// Apprentice's aura starting is one): 2 + 1, then (5).
#[test]
fn a_cost_aura_older_than_a_set_applies_before_it_after_every_aura_update() {
    let (mut g, raptor) = bargain_game("Bloodfen Raptor");
    let find = |name: &str| with_bargain().find(name).unwrap();
    g.summon(find("Mana Wraith"), Player::FIRST).unwrap();
    assert_eq!(g.cost(raptor).unwrap(), 3);
    g.cast(find("Test Bargain"), Player::FIRST, None).unwrap();
    assert_eq!(g.cost(raptor).unwrap(), 5);
    g.summon(find("Sorcerer's Apprentice"), Player::FIRST).unwrap();
    assert_eq!(g.cost(raptor).unwrap(), 5, "the Wraith's (1) more is still older than the set");
    g.end_turn().unwrap();
    assert_eq!(g.cost(raptor).unwrap(), 3, "the set has passed with the turn; the Wraith's stays");
}

/// A spell played uses up its own player's "next spell you cast this turn" cost changes, not
/// the opponent's: player 1's Preparation still reaches player 1's Fireball after player 0
/// plays a spell.
#[test]
fn a_spell_played_uses_up_only_its_players_next_spell_cost_changes() {
    let mut g = game();
    let theirs = hand(&mut g, "Fireball", Player::SECOND);
    g.cast(library().find("Preparation").unwrap(), Player::SECOND, None).unwrap();
    assert_eq!(g.cost(theirs).unwrap(), 1);
    let coin = hand(&mut g, "Innervate", Player::FIRST);
    g.play(coin, 0, None).unwrap();
    assert_eq!(g.cost(theirs).unwrap(), 1, "player 0's spell is not player 1's next spell");
}
