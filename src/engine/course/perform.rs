//! `perform`, the one function that changes the game: one `match` over `Action`, each family
//! of actions performed in a file of its own beside it; and `record`, the log.

use super::action::{Action, Origin};
use super::error::Step;
use super::event::{Event, LogIndex, Record};
use super::limits::Depth;
use super::mode::Mode;
use super::sequence::Sequence;
use crate::engine::object::enchantment::{Change, Lasts};

use super::zones::Summon;

impl Sequence<'_> {
    /// Carry out `action`. `cause` is the log index of the event it follows from (`None` for
    /// a call's own action), `depth` how many Phases enclose it, and `origin` who asked for it:
    /// the minion whose ability it is (the source of its damage) and where that ability puts
    /// its summons.
    ///
    /// The one place the game changes (architecture invariant 3). An action aimed at a card
    /// that has left play does nothing; one that names a player, card object or card that does
    /// not exist stops the Sequence (`EffectProblem`): a call's own action was checked before,
    /// so such an action comes from a card's effect, which the engine does not trust.
    ///
    /// It reads as the table of contents: each family of actions is performed in a file of its
    /// own: damage and healing (`damage.rs`, whom an action reaches: `targets.rs`),
    /// enchantments and stats (`enchant.rs`), summoning and zones (`zones.rs`), cards in hands
    /// and decks, minions returned to a hand among them (`hands.rs`), mana and the player
    /// (`player.rs`), a spell cast (`cast.rs`), a minion transformed into another
    /// (`transform.rs`), copies (`copy.rs`), a card of a hand put into play
    /// (`put_into_play.rs`); a random card from a card's list is chosen in `random_card.rs`.
    pub(in crate::engine) fn perform(
        &mut self,
        action: &Action,
        cause: Option<LogIndex>,
        depth: Depth,
        origin: Origin,
    ) -> Step {
        self.actions.spend_one()?;
        match *action {
            // Damage and healing (`damage.rs`).
            Action::Damage { targets, amount } => self.damage(targets, amount, origin, cause, depth),
            Action::DamageExceptCard { targets, amount, card } => {
                self.damage_except_card(targets, amount, card, origin, cause, depth)
            }
            Action::MinionDeals { id, targets, amount } => {
                self.minion_deals(id, targets, amount, origin, cause, depth)
            }
            Action::DamageAndSplash { id, amount, splash } => {
                self.damage_and_splash(id, [amount, splash], origin, cause, depth)
            }
            Action::SplitDamage { targets, amount } => {
                self.split_damage(targets, amount, origin, cause, depth)
            }
            Action::DamageBetween { targets, least, most } => {
                self.damage_between(targets, [least, most], origin, cause, depth)
            }
            Action::Heal { targets, amount } => self.heal(targets, amount, origin, cause, depth),
            // Enchantments and stats (`enchant.rs`).
            Action::Buff { targets, attack, health } => {
                self.enchant_characters(targets, Change::Add { attack, health }, Lasts::Always, origin, cause)
            }
            Action::BuffThisTurn { targets, attack, health } => self.enchant_characters(
                targets,
                Change::Add { attack, health },
                Lasts::ThisTurn,
                origin,
                cause,
            ),
            Action::GainAttack { id, amount } => self.enchant_minion(
                id,
                Change::Add { attack: amount, health: 0 },
                Lasts::Always,
                origin,
                cause,
            ),
            Action::SetAttack { id, attack } => {
                self.enchant_minion(id, Change::SetAttack { attack }, Lasts::Always, origin, cause)
            }
            Action::SetHealth { targets, health } => {
                self.enchant_minions(targets, Change::SetHealth { health }, Lasts::Always, origin, cause)
            }
            Action::SwapAttackAndHealth { id } => self.swap_attack_and_health(id, origin, cause),
            Action::AttackEqualToHealth { id } => self.attack_equal_to_health(id, origin, cause),
            Action::SetRemainingHealth { id, health } => self.set_remaining_health(id, health, cause),
            Action::DoubleAttack { id } => self.double_attack(id, origin, cause),
            Action::DoubleHealth { id } => self.double_health(id, origin, cause),
            Action::Give { targets, keyword } => {
                self.enchant_minions(targets, Change::Gain { keyword }, Lasts::Always, origin, cause)
            }
            Action::Lose { targets, keyword } => self.lose_keyword(targets, keyword, origin, cause),
            Action::Silence { targets } => self.silence_minions(targets, cause),
            Action::Freeze { targets } => self.freeze_characters(targets, cause),
            Action::Enchant { targets, card } => self.attach_cards(targets, card, origin, cause),
            // Summoning and zones (`zones.rs`).
            Action::Summon { card, player, place, count } => {
                self.summon(Summon { card, player, place, count }, origin, cause, depth)
            }
            Action::SummonRandom { from, player, place } => {
                self.summon_random(from, player, place, origin, cause, depth)
            }
            Action::Destroy { id } => self.destroy(id),
            // A minion replaced by another (`transform.rs`).
            Action::Transform { targets, card } => self.transform_minions(targets, card, cause),
            Action::TransformRandom { targets, from } => self.transform_random(targets, from, cause),
            Action::DestroyAll { targets } => self.destroy_all(targets),
            Action::TakeControl { targets, player } => self.take_control(targets, player, cause),
            // Cards in hands and decks (`hands.rs`).
            Action::Draw { player } => self.draw(player, cause, depth).map(drop),
            Action::DrawAndChangeCost { player, change } => {
                self.draw_and_change_cost(player, change, cause, depth)
            }
            Action::DrawAndDamage { player, targets } => {
                self.draw_and_damage(player, targets, origin, cause, depth)
            }
            Action::AddToHand { card, player } => self.add_to_hand(card, player, cause),
            Action::AddRandomToHand { from, player } => self.add_random_to_hand(from, player, cause),
            Action::ReturnToHand { targets } => self.return_to_hand(targets, cause),
            Action::ChangeCostInHand { id, change } => self.change_cost_in_hand(id, change, cause),
            Action::ChangeCosts { player, cards, change, lasts } => {
                self.change_costs(player, cards, change, lasts, cause)
            }
            Action::DrawOfTribe { player, tribe } => self.draw_of_tribe(player, tribe, cause),
            Action::DiscardRandom { player } => self.discard_random(player, cause),
            // A choice among cards (`choice.rs`).
            Action::ChooseFromTop { player, look_at } => self.offer_from_top(player, look_at, cause),
            Action::DiscardHand { player } => self.discard_hand(player, cause),
            // Copies (`copy.rs`) and a card of a hand put into play (`put_into_play.rs`).
            Action::CopyFromHand { of, player } => self.copy_from_hand(of, player, cause),
            Action::CopyFromDeck { of, player, how_many } => self.copy_from_deck(of, player, how_many, cause),
            Action::CopyToOtherHand { id } => self.copy_to_other_hand(id, cause),
            Action::BecomeCopy { id, of } => self.become_copy(id, of, cause),
            Action::SummonCopyFromDeck { of, player, otherwise } => {
                self.summon_copy_from_deck(of, player, otherwise, origin, cause, depth)
            }
            Action::SummonCardOf { id, player } => self.summon_card_of(id, player, origin, cause, depth),
            Action::SwapWithHand { id } => self.swap_with_hand(id, cause, depth),
            // Mana and the player (`player.rs`).
            Action::GainArmor { player, amount } => self.gain_armor(player, amount, cause),
            Action::GainManaThisTurn { player, amount } => self.gain_mana_this_turn(player, amount, cause),
            Action::GainManaCrystals { player, amount, empty } => {
                self.gain_mana_crystals(player, amount, empty, cause)
            }
            Action::HealthFloorThisTurn { player } => self.health_floor_this_turn(player, cause),
            Action::DestroyManaCrystal { player } => self.destroy_mana_crystal(player, cause),
            // Weapons (`weapons.rs`).
            Action::Equip { card, player } => self.equip_fresh(card, player, cause),
            Action::DestroyWeapon { player } => {
                self.destroy_weapon(player);
                Ok(())
            }
            Action::LoseDurability { player, amount } => {
                self.lose_durability(player, amount.max(0), cause);
                Ok(())
            }
            Action::BuffWeapon { player, attack, durability } => {
                self.buff_weapon(player, attack, durability, origin, cause);
                Ok(())
            }
            // Hero Powers (`hero_power.rs`).
            Action::GiveHeroPower { card, player } => self.give_hero_power(card, player, cause),
            // A hero replaced (`heroes.rs`).
            Action::ReplaceHero { card, minion } => self.replace_hero(card, minion, cause),
            // A spell cast by a card's effect (`cast.rs`).
            Action::Cast { card, player, target } => self.cast(card, player, target, cause, depth),
        }
    }

    /// Append `event` to the log; returns its log index. In the search mode the event is only
    /// counted (`Mode::Search`).
    #[inline(always)] // Speed: notes/performance.md, "Where each speed trick stands".
    pub(in crate::engine) fn record(&mut self, event: Event, cause: Option<LogIndex>) -> LogIndex {
        if self.mode == Mode::Search {
            // Counted, not kept (`Mode::Search`); nothing reads the number, so it may wrap.
            let at = self.unlogged;
            self.unlogged = at.wrapping_add(1);
            return at;
        }
        // At 24 bytes a record, a log of 4 billion events would need 96 GiB: an index fits.
        let at = self.log.len() as LogIndex;
        self.log.push(Record { event, cause });
        if let Some(watch) = self.watch.as_deref_mut() {
            // The watch reads the event back from the log (speed: notes/performance.md, "Where each speed trick stands").
            let record = self.log[at as usize];
            watch.event_logged(at, record.event, self.state, self.library);
        }
        at
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::course::action::{Count, Place, Targets};
    use crate::engine::course::card::{Abilities, CardDef, CardKind, Library};
    use crate::engine::course::error::{EffectProblem, Halt};
    use crate::engine::course::limits::Limits;
    use crate::engine::course::listeners::Listeners;
    use crate::engine::course::rules::Rules;
    use crate::engine::course::state::State;
    use crate::engine::object::entity::{Flag, Stats};
    use crate::engine::object::id::{CardId, Id, Zone};
    use crate::engine::object::id::{PerPlayer, Player};

    /// A state with one minion card object in `zone` for player 0, and a library of that card.
    fn one_minion(zone: Zone) -> (&'static Library, State, Id) {
        let card =
            CardDef::new("Test Minion", 1, CardKind::Minion { attack: 1, health: 2 }, Abilities::default());
        let library: &'static Library = Box::leak(Box::new(Library::new(vec![card]).unwrap()));
        let mut state = State::new(PerPlayer::default(), |_| Stats::plain(0, 0), 30);
        let minion = state.create(Some(CardId(0)), Player::FIRST, zone, Stats::plain(1, 2));
        (library, state, minion)
    }

    /// Perform `action` as a card's effect would; returns the events it logged.
    fn perform_one(library: &'static Library, state: &mut State, action: Action) -> Vec<Event> {
        let mut log = Vec::new();
        let mut listeners = Listeners::new();
        let mut sequence =
            Sequence::new(library, Limits::default(), Rules::course(), state, &mut log, &mut listeners);
        sequence.perform(&action, None, Depth::default(), Origin::CALL).unwrap();
        log.iter().map(|record| record.event).collect()
    }

    #[test]
    fn an_effect_aimed_at_a_minion_that_left_play_does_nothing() {
        let (library, mut state, gone) = one_minion(Zone::Graveyard);
        let before = state.clone();
        assert!(perform_one(library, &mut state, Action::GainAttack { id: gone, amount: 2 }).is_empty());
        assert!(perform_one(library, &mut state, Action::Destroy { id: gone }).is_empty());
        assert_eq!(state, before);
    }

    #[test]
    fn a_minion_action_aimed_at_a_hero_does_nothing_but_a_destroy() {
        let (library, mut state, _) = one_minion(Zone::Board);
        let hero = state.heroes[Player::FIRST];
        let before = state.clone();
        assert!(perform_one(library, &mut state, Action::GainAttack { id: hero, amount: 2 }).is_empty());
        assert_eq!(state, before, "a hero gains no Attack");
        perform_one(library, &mut state, Action::Destroy { id: hero });
        assert!(
            state.entity(hero).is(Flag::PendingDestroy),
            "\"Destroy a Demon\" reaches a hero that is one"
        );
    }

    #[test]
    fn targets_name_the_characters_in_play_in_order_of_play_heroes_first() {
        let (library, mut state, _) = one_minion(Zone::Graveyard);
        let (hero0, hero1) = (state.heroes[Player::FIRST], state.heroes[Player::SECOND]);
        let mut log = Vec::new();
        let mut listeners = Listeners::new();
        let mut sequence =
            Sequence::new(library, Limits::default(), Rules::course(), &mut state, &mut log, &mut listeners);
        let mut summon = |player, place| {
            let summon = Action::Summon { card: CardId(0), player, place, count: Count::One };
            sequence.perform(&summon, None, Depth::default(), Origin::CALL).unwrap();
            *sequence.state.in_play.last().unwrap()
        };
        let a = summon(Player::FIRST, Place::RightEnd);
        let b = summon(Player::SECOND, Place::RightEnd);
        let c = summon(Player::FIRST, Place::RightEnd);
        let d = summon(Player::FIRST, Place::LeftOf(c)); // Board 0 reads a, d, c; d was played last.
        let mut named = |targets| sequence.targets_in_order_of_play(targets).unwrap().to_vec();
        assert_eq!(named(Targets::AllMinions), [a, b, c, d]);
        assert_eq!(named(Targets::AllCharacters), [hero0, hero1, a, b, c, d]);
        assert_eq!(named(Targets::MinionsOf(Player::FIRST)), [a, c, d]);
        assert_eq!(named(Targets::CharactersOf(Player::SECOND)), [hero1, b]);
        assert_eq!(named(Targets::OtherMinionsOf { player: Player::FIRST, except: c }), [a, d]);
        assert_eq!(named(Targets::AdjacentTo(d)), [a, c], "left and right, in order of play");
        assert_eq!(named(Targets::AdjacentTo(c)), [d]);
        assert_eq!(named(Targets::AdjacentTo(b)), []);
        assert_eq!(named(Targets::AdjacentTo(hero0)), [], "a hero has no neighbours");
    }

    #[test]
    fn targets_naming_a_card_object_that_does_not_exist_are_a_bad_effect() {
        let (library, mut state, _) = one_minion(Zone::Board);
        let mut log = Vec::new();
        let mut listeners = Listeners::new();
        let mut sequence =
            Sequence::new(library, Limits::default(), Rules::course(), &mut state, &mut log, &mut listeners);
        let unknown = Id(99);
        let mut problem = |targets| match *sequence.targets_in_order_of_play(targets).unwrap_err() {
            Halt::BadEffect(bad) => bad.problem,
            Halt::Runaway(runaway) => panic!("not a bad effect: {runaway:?}"),
        };
        let other = Targets::OtherMinionsOf { player: Player::FIRST, except: unknown };
        assert_eq!(problem(other), EffectProblem::UnknownId { id: unknown });
        assert_eq!(problem(Targets::AdjacentTo(unknown)), EffectProblem::UnknownId { id: unknown });
    }

    #[test]
    fn a_buff_raises_attack_maximum_and_current_health_and_healing_stops_at_the_maximum() {
        let (library, mut state, minion) = one_minion(Zone::Board); // A 1/2.
        let buff = Action::Buff { targets: Targets::One(minion), attack: 2, health: 3 };
        let stats = Event::StatsChanged { id: minion, attack: 3, health: 5 };
        assert_eq!(perform_one(library, &mut state, buff), [stats]);
        assert_eq!(state.entity(minion).max_health(), 5);
        state.entity_mut(minion).take_damage(4);
        let heal = |amount| Action::Heal { targets: Targets::One(minion), amount };
        let healed = |amount| Event::Healed { target: minion, amount };
        assert_eq!(perform_one(library, &mut state, heal(3)), [healed(3)]);
        assert_eq!(perform_one(library, &mut state, heal(3)), [healed(1)], "only what was missing");
        assert_eq!(perform_one(library, &mut state, heal(3)), [], "at its maximum: no Healing Event");
        assert_eq!(state.entity(minion).health(), 5);
        state.entity_mut(minion).take_damage(3);
        assert_eq!(perform_one(library, &mut state, heal(0)), [], "healing 0 restores nothing");
        assert_eq!(state.entity(minion).health(), 2);
        state.entity_mut(minion).take_damage(3);
        assert_eq!(perform_one(library, &mut state, heal(3)), [healed(3)]);
        assert!(!state.entity(minion).is_dying(), "healed above 0 before the Death Creation Step");
    }

    #[test]
    fn a_buff_aimed_at_a_card_not_in_play_does_nothing_and_one_at_a_hero_enchants_it() {
        let (library, mut state, gone) = one_minion(Zone::Graveyard);
        let hero = state.heroes[Player::FIRST];
        let before = state.clone();
        assert!(
            perform_one(
                library,
                &mut state,
                Action::Buff { targets: Targets::One(gone), attack: 1, health: 1 }
            )
            .is_empty()
        );
        assert_eq!(state, before);
        // A hero is a character: "Give your hero +4 Attack this turn".
        let buffed = perform_one(
            library,
            &mut state,
            Action::Buff { targets: Targets::One(hero), attack: 1, health: 1 },
        );
        assert_eq!(buffed, [Event::StatsChanged { id: hero, attack: 1, health: 31 }]);
        assert_eq!((state.entity(hero).attack(), state.entity(hero).max_health()), (1, 31));
    }

    #[test]
    fn a_card_added_to_a_full_hand_is_burned_and_an_unknown_card_is_a_bad_effect() {
        let (library, mut state, _) = one_minion(Zone::Graveyard);
        let mut log = Vec::new();
        let mut listeners = Listeners::new();
        let rules = Rules { hand_limit: Some(1), ..Rules::course() };
        let mut sequence =
            Sequence::new(library, Limits::default(), rules, &mut state, &mut log, &mut listeners);
        let add = Action::AddToHand { card: CardId(0), player: Player::SECOND };
        sequence.perform(&add, None, Depth::default(), Origin::CALL).unwrap();
        sequence.perform(&add, None, Depth::default(), Origin::CALL).unwrap();
        let unknown = Action::AddToHand { card: CardId(9), player: Player::SECOND };
        let halt = sequence.perform(&unknown, None, Depth::default(), Origin::CALL).unwrap_err();
        assert!(
            matches!(*halt, Halt::BadEffect(ref bad) if bad.problem == EffectProblem::UnknownCard),
            "{halt:?}"
        );
        let (first, second) = (Id(3), Id(4));
        let events: Vec<Event> = log.iter().map(|record| record.event).collect();
        assert_eq!(
            events,
            [
                Event::AddedToHand { player: Player::SECOND, id: first },
                Event::Burned { player: Player::SECOND, id: second }
            ]
        );
        assert_eq!(*state.hands[Player::SECOND], [first]);
        assert_eq!((state.entity(first).zone, state.entity(second).zone), (Zone::Hand, Zone::Graveyard));
        assert_eq!(
            (state.entity(first).attack(), state.entity(first).health()),
            (1, 2),
            "the card's own stats"
        );
    }

    /// The player-wide actions name a player that must exist: a card's effect naming player 2
    /// is a bad effect, and nothing changed.
    #[test]
    fn mana_for_this_turn_only_is_logged_as_gained_and_nothing_past_ten() {
        let (library, mut state, _) = one_minion(Zone::Graveyard);
        state.mana[Player::FIRST].crystals = 9;
        let gain = |amount| Action::GainManaThisTurn { player: Player::FIRST, amount };
        assert_eq!(
            perform_one(library, &mut state, gain(2)),
            [Event::ManaGainedThisTurn { player: Player::FIRST, amount: 1 }]
        );
        assert_eq!(perform_one(library, &mut state, gain(1)), [], "ten to spend: nothing gained, no event");
        assert_eq!(perform_one(library, &mut state, gain(-3)), [], "a negative amount gains nothing");
        assert_eq!(state.mana[Player::FIRST].available(), 10);
    }

    #[test]
    fn mana_crystals_to_keep_are_full_or_empty_and_never_past_ten() {
        let (library, mut state, _) = one_minion(Zone::Graveyard);
        state.mana[Player::FIRST].crystals = 7;
        let gain = |amount, empty| Action::GainManaCrystals { player: Player::FIRST, amount, empty };
        let gained = |amount, empty| Event::ManaCrystalsGained { player: Player::FIRST, amount, empty };
        assert_eq!(perform_one(library, &mut state, gain(1, false)), [gained(1, false)]);
        assert_eq!(
            (state.mana[Player::FIRST].crystals, state.mana[Player::FIRST].available()),
            (8, 8),
            "a full one: spend it now"
        );
        assert_eq!(perform_one(library, &mut state, gain(1, true)), [gained(1, true)]);
        assert_eq!(
            (state.mana[Player::FIRST].crystals, state.mana[Player::FIRST].available()),
            (9, 8),
            "an empty one: next turn"
        );
        assert_eq!(perform_one(library, &mut state, gain(5, false)), [gained(1, false)], "only to ten");
        assert_eq!(perform_one(library, &mut state, gain(1, false)), [], "ten: nothing gained, no event");
        assert_eq!(state.mana[Player::FIRST].crystals, 10);
    }
}
