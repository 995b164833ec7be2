//! A random card from a card's fixed list: the choice "Summon a random Beast Companion" and
//! "add a card of its list to your hand" make, from the game's seeded generator.

use super::action::Choices;
use super::error::{EffectProblem, Halt};
use super::sequence::Sequence;
use crate::engine::object::id::CardId;

impl Sequence<'_> {
    /// One card of `choices`, each equally likely, chosen with one draw from the game's seeded
    /// generator (`State::random`) when the action is performed (issue 39, item 8: "a random
    /// card of a kind, from a fixed list in the card's data in a fixed order ... each from the
    /// game's seed"). The list is the card's data's, in its order, so that a seeded game
    /// chooses the same card however many cards the library holds and wherever they stand in
    /// it. A list that names no card the library holds for its card is a bad effect.
    pub(super) fn random_card_of(&mut self, choices: Choices) -> Result<CardId, Box<Halt>> {
        let Choices { card, first, count } = choices;
        let first = usize::from(first);
        let library = self.library;
        let cards = library.tokens(card).get(first..first + usize::from(count)).unwrap_or_default();
        let chosen = self.state.random.below(cards.len()).and_then(|at| cards.get(at));
        Ok(*chosen.ok_or(EffectProblem::NoCardToChooseFrom)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::course::action::{Action, Origin, Place};
    use crate::engine::course::card::{Abilities, CardDef, CardKind, Library};
    use crate::engine::course::error::{BadEffect, Halt};
    use crate::engine::course::event::{Event, Record};
    use crate::engine::course::limits::{Depth, Limits};
    use crate::engine::course::listeners::Listeners;
    use crate::engine::course::rules::Rules;
    use crate::engine::course::state::{BOARD_SIZE, State};
    use crate::engine::object::entity::Stats;
    use crate::engine::object::id::{PerPlayer, Player};

    /// A library of three minion cards and a spell whose tokens are the three, in order.
    fn library() -> &'static Library {
        let minion = |name: &str| {
            CardDef::new(name, 1, CardKind::Minion { attack: 1, health: 1 }, Abilities::default())
        };
        let tokens = Abilities::default().summoning("Test A").summoning("Test B").summoning("Test C");
        let den = CardDef::new("Test Den", 0, CardKind::Spell { targeted: false }, tokens);
        let cards = vec![minion("Test A"), minion("Test B"), minion("Test C"), den];
        Box::leak(Box::new(Library::new(cards).unwrap()))
    }

    /// `action` performed as the spell's effect on `state`: what it logged, or the problem.
    fn perform(state: &mut State, action: Action) -> Result<Vec<Event>, EffectProblem> {
        let (mut log, mut listeners) = (Vec::<Record>::new(), Listeners::new());
        let library = library();
        let mut sequence =
            Sequence::new(library, Limits::default(), Rules::course(), state, &mut log, &mut listeners);
        let done = sequence.perform(&action, None, Depth::default(), Origin::CALL);
        match done.map_err(|halt| *halt) {
            Ok(()) => Ok(log.iter().map(|record| record.event).collect()),
            Err(Halt::BadEffect(BadEffect { problem, .. })) => Err(problem),
            Err(Halt::Runaway(runaway)) => panic!("{runaway:?}"),
        }
    }

    fn summon_from(first: u16, count: u16) -> Action {
        let choices = Choices { card: CardId(3), first, count };
        Action::SummonRandom { from: choices, player: Player::FIRST, place: Place::RightEnd }
    }

    fn new_state() -> State {
        State::new(PerPlayer::default(), |_| Stats::plain(0, 0), 30)
    }

    /// The choice is one draw of the game's generator among the cards of the run, each for
    /// some seed; a run past the card's tokens, an empty one or an unknown card's is a bad
    /// effect, and nothing is summoned.
    #[test]
    fn a_random_card_is_one_of_its_run_of_tokens_and_a_run_naming_none_is_a_bad_effect() {
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..100 {
            let mut state = new_state();
            state.random = crate::engine::support::random::SplitMix64::new(seed);
            let mut drawn = state.random;
            let log = perform(&mut state, summon_from(1, 2)).unwrap();
            let [Event::Summoned { id }] = log.as_slice() else { panic!("one summon: {log:?}") };
            seen.insert(state.entity(*id).card.unwrap());
            drawn.next_u64();
            assert_eq!(state.random, drawn, "one draw");
        }
        assert_eq!(seen.into_iter().collect::<Vec<_>>(), [CardId(1), CardId(2)], "Test B and Test C only");
        for bad in [summon_from(2, 2), summon_from(0, 0), summon_from(u16::MAX, u16::MAX)] {
            let mut state = new_state();
            assert_eq!(perform(&mut state, bad), Err(EffectProblem::NoCardToChooseFrom), "{bad:?}");
            assert!(state.boards[Player::FIRST].is_empty());
        }
        let unknown = Choices { card: CardId(99), first: 0, count: 1 };
        let into_hand = Action::AddRandomToHand { from: unknown, player: Player::SECOND };
        assert_eq!(perform(&mut new_state(), into_hand), Err(EffectProblem::NoCardToChooseFrom));
    }

    /// On a full board nothing is summoned, and the draw is made all the same.
    #[test]
    fn a_random_summon_onto_a_full_board_summons_nothing_and_still_draws() {
        let mut state = new_state();
        for _ in 0..BOARD_SIZE {
            perform(&mut state, summon_from(0, 3)).unwrap();
        }
        let mut drawn = state.random;
        assert_eq!(perform(&mut state, summon_from(0, 3)), Ok(Vec::new()));
        drawn.next_u64();
        assert_eq!(state.random, drawn);
    }

    /// A card put into a hand from the run: its card's fresh card object, logged.
    #[test]
    fn a_random_card_into_a_hand_is_a_fresh_card_of_the_run() {
        let mut state = new_state();
        let into_hand = Action::AddRandomToHand {
            from: Choices { card: CardId(3), first: 2, count: 1 },
            player: Player::SECOND,
        };
        let log = perform(&mut state, into_hand).unwrap();
        let [Event::AddedToHand { player: Player::SECOND, id }] = log.as_slice() else { panic!("{log:?}") };
        assert_eq!(state.entity(*id).card, Some(CardId(2)));
        assert_eq!(*state.hands[Player::SECOND], [*id]);
    }
}
