//! Continuous counts ("for each"), kept like an aura: a card's own cost while it is in a hand
//! ("Costs (1) less for each other minion on the battlefield") and an aura's Attack ("Has +1
//! Attack for each other Murloc on the battlefield"), each read again at the Aura Update
//! (Health/Attack) once what it counts has changed (the Advanced rulebook, Rule 4a), its cost
//! change in one order of play with the others (Rule 4d). Test cards only.

use std::sync::OnceLock;

use my_engine::engine::{
    Abilities, Action, Actions, AuraStep, CardDef, CardId, CardKind, CostAura, CostChange, CostCount, Costed,
    Ctx, Event, ForEach, Game, Id, Keywords, Limits, Player, Reach, Rules, Targets, Tribe, TriggerOn, Whose,
};

use crate::common::cards::blank;

/// A Test card costing `cost`, 8/8, that costs (1) less for each of `for_each` in a hand.
fn counting(name: &str, cost: u32, for_each: ForEach) -> CardDef {
    let abilities = Abilities { cost_count: Some(CostCount { for_each, less: 1 }), ..Abilities::default() };
    CardDef::new(name, cost, CardKind::Minion { attack: 8, health: 8 }, abilities)
}

/// A Test minion costing 1 whose cost aura reaches `cards` of its owner's with `change`.
fn cost_aura(name: &str, change: CostChange, not_less_than: Option<u8>, first: bool) -> CardDef {
    let aura = CostAura { cards: Costed::Minions, of: Whose::You, change, not_less_than, first };
    let abilities = Abilities { cost_auras: vec![aura], ..Abilities::default() };
    CardDef::new(name, 1, CardKind::Minion { attack: 0, health: 4 }, abilities)
}

/// A Test spell costing 0 that does `code`.
fn spell(name: &str, code: my_engine::engine::Code) -> CardDef {
    CardDef::new(name, 0, CardKind::Spell { targeted: false }, Abilities::spell(code))
}

/// After you summon a minion, deal damage equal to the Attack of your leftmost minion to the
/// enemy hero: what that minion's Attack is in the After Summon Phase.
fn measure_leftmost(c: &Ctx, out: &mut Actions) {
    let leftmost = c.board(c.owner())[0];
    let amount = c.attack(leftmost).unwrap_or(0);
    out.push(Action::Damage { targets: Targets::One(c.enemy_hero()), amount });
}

fn library() -> &'static my_engine::engine::Library {
    static LIBRARY: OnceLock<&'static my_engine::engine::Library> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let murloc_count = my_engine::engine::Aura {
            reaches: Reach::Itself,
            attack: 1,
            health: 0,
            keywords: Keywords::NONE,
            attack_equals_health: false,
            updates_in: AuraStep::HealthAttack,
            for_each: Some(ForEach::OtherMinionOfTribe(Tribe::Murloc)),
            healing_deals_damage: false,
            spells_doubled: false,
            turn_time_limit: None,
            only_while: None,
        };
        let mut counter = CardDef::new(
            "Test Murloc Counter",
            4,
            CardKind::Minion { attack: 2, health: 4 },
            Abilities { auras: vec![murloc_count], ..Abilities::default() },
        );
        counter.tribe = Some(Tribe::Murloc);
        let mut murloc =
            CardDef::new("Test Murloc", 1, CardKind::Minion { attack: 1, health: 1 }, Abilities::default());
        murloc.tribe = Some(Tribe::Murloc);
        let cards = vec![
            blank(),
            murloc,
            counter,
            counting("Test Board Count", 10, ForEach::OtherMinion),
            counting("Test Hand Count", 12, ForEach::OtherCardInYourHand),
            counting("Test Hurt Count", 20, ForEach::DamageYourHeroHasTaken),
            cost_aura("Test Five", CostChange::Set(5), None, false),
            cost_aura("Test Dearer", CostChange::More(3), None, false),
            cost_aura("Test Portal", CostChange::Less(2), Some(1), true),
            CardDef::new(
                "Test Measurer",
                1,
                CardKind::Minion { attack: 0, health: 5 },
                Abilities::trigger(TriggerOn::AfterFriendlySummon, measure_leftmost),
            ),
            spell("Test Mend", |c, out| {
                out.push(Action::Heal { targets: Targets::One(c.friendly_hero()), amount: 5 })
            }),
            spell("Test Plating", |c, out| out.push(Action::GainArmor { player: c.owner(), amount: 5 })),
            CardDef::new(
                "Test Hush",
                0,
                CardKind::Spell { targeted: true },
                Abilities::spell(|c, out| {
                    out.push(Action::Silence { targets: Targets::One(c.target().unwrap()) })
                }),
            ),
        ];
        Box::leak(Box::new(my_engine::engine::Library::new(cards).unwrap()))
    })
}

fn card(name: &str) -> CardId {
    library().find(name).unwrap()
}

/// A begun game whose decks hold five Test Blanks each: player 0 holds four of them.
fn game() -> Game {
    let blank = card("Test Blank");
    let mut game = Game::new(library(), [vec![blank; 5], vec![blank; 5]], Limits::default()).unwrap();
    game.begin().unwrap();
    game
}

fn hand(g: &mut Game, name: &str, player: Player) -> Id {
    g.add_to_hand(card(name), player).unwrap()
}

fn summon(g: &mut Game, name: &str, player: Player) -> Id {
    g.summon(card(name), player).unwrap()
}

/// The events the last call logged, past the course's too.
fn logged(g: &Game) -> Vec<Event> {
    g.log().iter().map(|record| record.event).collect()
}

/// "Costs (1) less for each other minion on the battlefield": every minion in play counts,
/// either side's; each one entering play or leaving it counts at the Aura Update
/// (Health/Attack) that follows (a minion destroyed, at the one after its Death Phase).
#[test]
fn a_count_of_other_minions_counts_both_sides_and_follows_each_minion_in_and_out() {
    let mut g = game();
    let giant = hand(&mut g, "Test Board Count", Player::FIRST);
    assert_eq!(g.cost(giant).unwrap(), 10, "no minion in play");
    let friendly = summon(&mut g, "Test Blank", Player::FIRST);
    assert_eq!(g.cost(giant).unwrap(), 9);
    g.clear_log();
    summon(&mut g, "Test Blank", Player::SECOND);
    assert_eq!(g.cost(giant).unwrap(), 8, "an enemy minion counts too");
    let update = Event::AuraUpdate { step: AuraStep::HealthAttack };
    assert_eq!(logged(&g)[1..], [update, Event::CountChanged { id: giant, count: 2 }]);
    g.clear_log();
    g.destroy(friendly).unwrap();
    assert_eq!(g.cost(giant).unwrap(), 9, "a minion that left play counts no more");
    assert_eq!(
        logged(&g),
        [
            Event::Destroyed { id: friendly },
            Event::DeathPhase { round: 1 },
            update,
            Event::CountChanged { id: giant, count: 1 }
        ],
        "read again at the Aura Update (Health/Attack) after the Death Phase"
    );
}

/// "Costs (1) less for each other card in your hand": the card itself is left out (alone in a
/// hand it costs its card's cost); each card coming in (drawn, added) or going (played,
/// discarded) counts at the Aura Update that follows; the other player's hand never counts.
#[test]
fn a_count_of_other_cards_in_your_hand_leaves_itself_out_and_follows_each_card_in_and_out() {
    let mut g = game();
    g.discard(Player::FIRST, None).unwrap();
    let giant = hand(&mut g, "Test Hand Count", Player::FIRST);
    assert_eq!(g.cost(giant).unwrap(), 12, "alone in its hand");
    let added = hand(&mut g, "Test Blank", Player::FIRST);
    assert_eq!(g.cost(giant).unwrap(), 11, "a card added");
    g.draw(Player::FIRST).unwrap();
    assert_eq!(g.cost(giant).unwrap(), 10, "a card drawn");
    hand(&mut g, "Test Blank", Player::SECOND);
    assert_eq!(g.cost(giant).unwrap(), 10, "the other player's hand does not count");
    g.play(added, 0, None).unwrap();
    assert_eq!(g.cost(giant).unwrap(), 11, "a card played");
    let other = g.hand(Player::FIRST)[1];
    g.clear_log();
    g.discard(Player::FIRST, Some(other)).unwrap();
    assert_eq!(g.cost(giant).unwrap(), 12, "a card discarded");
    let update = Event::AuraUpdate { step: AuraStep::HealthAttack };
    assert_eq!(logged(&g)[1..], [update, Event::CountChanged { id: giant, count: 0 }]);
}

/// "Costs (1) less for each damage your hero has taken": how far the hero's Health is below its
/// maximum, so healing takes back what damage gave; the other hero's damage does not count.
#[test]
fn a_count_of_damage_your_hero_has_taken_follows_damage_and_healing_of_your_hero_only() {
    let mut g = game();
    let giant = hand(&mut g, "Test Hurt Count", Player::FIRST);
    assert_eq!(g.cost(giant).unwrap(), 20, "an unhurt hero");
    g.deal_damage(g.hero(Player::FIRST), 5).unwrap();
    assert_eq!(g.cost(giant).unwrap(), 15);
    g.deal_damage(g.hero(Player::FIRST), 7).unwrap();
    assert_eq!(g.cost(giant).unwrap(), 8);
    g.cast(card("Test Mend"), Player::FIRST, None).unwrap();
    assert_eq!(g.cost(giant).unwrap(), 13, "healed for 5");
    g.clear_log();
    g.deal_damage(g.hero(Player::SECOND), 9).unwrap();
    assert_eq!(g.cost(giant).unwrap(), 13, "the enemy hero's damage does not count");
    assert!(
        !logged(&g)
            .iter()
            .any(|event| matches!(event, Event::CountChanged { .. } | Event::AuraUpdate { .. }))
    );
}

/// The wiki's Molten Giant page: "only ... the difference between the hero's current and
/// maximum Health": damage Armor takes (under the real game's rules) counts for nothing.
#[test]
fn damage_armor_takes_is_not_damage_your_hero_has_taken() {
    let blank = card("Test Blank");
    let rules = Rules { armor_absorbs: true, ..Rules::course() };
    let mut g =
        Game::new(library(), [vec![blank; 5], vec![blank; 5]], Limits::default()).unwrap().with_rules(rules);
    g.begin().unwrap();
    let giant = hand(&mut g, "Test Hurt Count", Player::FIRST);
    g.cast(card("Test Plating"), Player::FIRST, None).unwrap();
    g.deal_damage(g.hero(Player::FIRST), 3).unwrap();
    assert_eq!(g.cost(giant).unwrap(), 20, "the Armor took it all");
    g.deal_damage(g.hero(Player::FIRST), 4).unwrap();
    assert_eq!(g.cost(giant).unwrap(), 18, "2 Armor left, 2 to Health");
}

/// "Has +1 Attack for each other Murloc on the battlefield": Murlocs of either side count, its
/// own minion and minions of no tribe do not; none gives nothing (no aura starts); a Murloc
/// leaving play counts at the next Aura Update; Silenced, the count is gone with the aura.
#[test]
fn an_aura_for_each_other_murloc_counts_both_sides_and_leaves_its_own_minion_out() {
    let mut g = game();
    let counter = summon(&mut g, "Test Murloc Counter", Player::FIRST);
    assert_eq!(g.attack(counter).unwrap(), 2, "no other Murloc");
    assert!(!logged(&g).iter().any(|event| matches!(event, Event::AuraStarted { .. })), "nothing given");
    let friendly = summon(&mut g, "Test Murloc", Player::FIRST);
    assert_eq!(g.attack(counter).unwrap(), 3);
    summon(&mut g, "Test Murloc", Player::SECOND);
    assert_eq!(g.attack(counter).unwrap(), 4, "an enemy Murloc counts too");
    summon(&mut g, "Test Blank", Player::SECOND);
    assert_eq!(g.attack(counter).unwrap(), 4, "a minion of no tribe does not");
    assert_eq!(g.attack(friendly).unwrap(), 1, "it gives only itself");
    g.clear_log();
    g.destroy(friendly).unwrap();
    assert_eq!(g.attack(counter).unwrap(), 3);
    assert_eq!(
        logged(&g)[2..],
        [
            Event::AuraUpdate { step: AuraStep::HealthAttack },
            Event::StatsChanged { id: counter, attack: 3, health: 4 }
        ]
    );
    g.cast(card("Test Hush"), Player::FIRST, Some(counter)).unwrap();
    assert_eq!(g.attack(counter).unwrap(), 2, "Silenced: no aura, no count");
}

/// Rule 4a: "Auras are not recalculated at any point in the middle of a Phase, including due
/// to minions entering/leaving play": a Murloc summoned beside the counter leaves its Attack
/// as it was through the summon's After Summon Phase, and an Aura Update then counts it; a card
/// drawn leaves a hand count's cost as it was until the Aura Update after the draw.
#[test]
fn a_count_is_read_at_the_aura_update_never_in_the_middle_of_a_phase() {
    let mut g = game();
    let counter = summon(&mut g, "Test Murloc Counter", Player::FIRST);
    summon(&mut g, "Test Measurer", Player::FIRST);
    let enemy = g.hero(Player::SECOND);
    summon(&mut g, "Test Murloc", Player::FIRST);
    assert_eq!(g.health(enemy).unwrap(), 28, "measured at 2 Attack in the After Summon Phase");
    assert_eq!(g.attack(counter).unwrap(), 3, "counted once the Phase ended");

    let giant = hand(&mut g, "Test Hand Count", Player::FIRST);
    let (before, at) = (g.cost(giant).unwrap(), g.hand(Player::FIRST).len() - 1);
    g.clear_log();
    g.set_watching(true);
    g.draw(Player::FIRST).unwrap();
    let drawn = *g.hand(Player::FIRST).last().unwrap();
    let watch = g.watch().expect("watched");
    let costs: Vec<u32> = watch.boards().map(|board| board.costs[Player::FIRST][at]).collect();
    let update = Event::AuraUpdate { step: AuraStep::HealthAttack };
    let counted = Event::CountChanged { id: giant, count: 5 };
    assert_eq!(logged(&g), [Event::Drew { player: Player::FIRST, id: drawn }, update, counted]);
    assert_eq!(costs, [before, before, before - 1], "Drew, AuraUpdate, then CountChanged");
}

/// Rule 4d: "Mana Cost Auras have no special priority compared to Mana Cost Enchantments", and
/// a card's own count is an aura of the card's (the wiki's Mana cost page: "ongoing effects")
/// that starts when an Aura Update first finds the card in a hand. A cost aura "Your minions
/// cost (5)" in play before the card came into the hand applies before its count (5 - 4 = 1);
/// one that comes after it applies after (5), and keeps doing so as the count changes (Ben
/// Brode on a card's own cost change and a cost-setting aura).
#[test]
fn a_count_applies_in_order_of_play_with_the_other_cost_changes() {
    let mut g = game();
    summon(&mut g, "Test Five", Player::FIRST);
    let after = hand(&mut g, "Test Hand Count", Player::FIRST);
    assert_eq!(g.hand(Player::FIRST).len(), 5);
    assert_eq!(g.cost(after).unwrap(), 1, "(5), then 4 less");

    let mut g = game();
    let before = hand(&mut g, "Test Hand Count", Player::FIRST);
    summon(&mut g, "Test Five", Player::FIRST);
    assert_eq!(g.cost(before).unwrap(), 5, "4 less, then (5)");
    g.draw(Player::FIRST).unwrap();
    assert_eq!(g.cost(before).unwrap(), 5, "its count changed, its place did not");
}

/// "Summoning Portal's aura always comes first": a change marked first applies before a count,
/// so with eleven other cards in hand 12 - 2 = 10, then 11 less: 0 (the count first would stop
/// at (1): 12 - 11 = 1, which "not less than (1)" leaves as it is).
#[test]
fn a_change_marked_first_comes_before_the_count() {
    let mut g = game();
    let giant = hand(&mut g, "Test Hand Count", Player::FIRST);
    for _ in 0..7 {
        hand(&mut g, "Test Blank", Player::FIRST);
    }
    assert_eq!(g.cost(giant).unwrap(), 1, "12 - 11");
    summon(&mut g, "Test Portal", Player::FIRST);
    assert_eq!(g.cost(giant).unwrap(), 0, "12 - 2, then 11 less");
}

/// "The mana cost of this card cannot be reduced below 0. However, further cost-reductions can
/// help in countering cost-increasing effects" (the wiki's Molten Giant page): only the result
/// stops at 0, so a count past the card's cost still takes back a cost aura's (3) more.
#[test]
fn a_count_past_the_cost_still_counters_an_increase_and_the_cost_is_never_below_0() {
    let mut g = game();
    let giant = hand(&mut g, "Test Hurt Count", Player::FIRST);
    g.deal_damage(g.hero(Player::FIRST), 25).unwrap();
    assert_eq!(g.cost(giant).unwrap(), 0, "20 - 25, never below 0");
    summon(&mut g, "Test Dearer", Player::FIRST);
    assert_eq!(g.cost(giant).unwrap(), 0, "20 - 25 + 3");
    g.cast(card("Test Mend"), Player::FIRST, None).unwrap();
    assert_eq!(g.cost(giant).unwrap(), 3, "20 - 20 + 3");
}

/// Each card counts for itself (the wiki's page of the pool's card that counts the other cards
/// in hand: "If you have 2 [of them] and 7 other cards in hand, the first ... you play will cost
/// 12 - 8 = 4 mana, while the following one will cost 12 - 7 = 5"): two cards counting the hand
/// and one counting the minions, in one hand, each with its own count; playing the first leaves
/// the second one card fewer to count, and the third one more minion.
#[test]
fn two_cards_with_counts_in_one_hand_each_count_for_itself() {
    let mut g = game();
    let first = hand(&mut g, "Test Hand Count", Player::FIRST);
    let second = hand(&mut g, "Test Hand Count", Player::FIRST);
    let board = hand(&mut g, "Test Board Count", Player::FIRST);
    hand(&mut g, "Test Blank", Player::FIRST);
    hand(&mut g, "Test Blank", Player::FIRST);
    assert_eq!(g.hand(Player::FIRST).len(), 9, "2 of them and 7 other cards");
    assert_eq!([first, second, board].map(|id| g.cost(id).unwrap()), [4, 4, 10]);
    g.gain_mana_crystals(Player::FIRST, 3).unwrap();
    g.play(first, 0, None).unwrap();
    assert_eq!([second, board].map(|id| g.cost(id).unwrap()), [5, 9], "12 - 7; 10 - 1");
}
