//! Transform: a minion in play replaced by a fresh card object of another card, which takes its
//! place on the board; the old one leaves play without dying, and the new one is not summoned.

use super::action::{Choices, Targets};
use super::card::CardKind;
use super::error::{EffectProblem, Step};
use super::event::{Event, LogIndex};
use super::sequence::Sequence;
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{CardId, Id, Zone};

impl Sequence<'_> {
    /// `Action::Transform`: each minion `targets` names in play, in order of play, is
    /// transformed into a fresh minion of `card` (`transform`). A card that is not a minion
    /// card is a bad effect, whether or not a minion is there to transform.
    pub(super) fn transform_minions(
        &mut self,
        targets: Targets,
        card: CardId,
        cause: Option<LogIndex>,
    ) -> Step {
        self.check_transform_into(card)?;
        for &id in self.minions_in_order_of_play(targets)?.iter() {
            self.transform(id, card, cause);
        }
        Ok(())
    }

    /// `Action::TransformRandom`: each minion `targets` names in play, in order of play, is
    /// transformed into a fresh minion of a card chosen at random from `from`
    /// (`random_card_of`), one draw for each minion, made once its minion is chosen (a random
    /// target's draw first); no minion, no draw.
    pub(super) fn transform_random(
        &mut self,
        targets: Targets,
        from: Choices,
        cause: Option<LogIndex>,
    ) -> Step {
        for &id in self.minions_in_order_of_play(targets)?.iter() {
            let card = self.random_card_of(from)?;
            self.check_transform_into(card)?;
            self.transform(id, card, cause);
        }
        Ok(())
    }

    /// Transform the minion `id` (in play) into a fresh minion of `card`, and log
    /// `Transformed`. The wiki's Transform page (hearthstone.wiki.gg/wiki/Transformation,
    /// hearthstone.gamepedia.com/Transform): "Transform is an ability which irreversibly
    /// transforms a minion into something else. This removes all card text, abilities and
    /// enchantments, and does not trigger any Deathrattles." and "While transform effects
    /// effectively create a new minion in place of the old one, they do not summon minions and
    /// so will not trigger effects such as [NEW1_019's "after you summon a minion" or
    /// CS2_237's "whenever you summon a Beast"]. The process appears to continue the summoning
    /// process precisely, with the new minion in place of the old."
    ///
    /// So, here:
    /// - The new minion is a new card object (a new id) of `card`'s stats and abilities, at the
    ///   old one's place on the same board: none of the old one's damage, enchantments (they
    ///   end with it), Silence or Freeze, and none of its pending destroy.
    /// - Its order of play is the newest: "Order of play means the order the Entities each
    ///   Event/trigger is associated with entered play, from oldest to newest" (Advanced
    ///   rulebook, Rule 2), and it enters play now. Its abilities answer the next Phase's
    ///   events, in that order.
    /// - It keeps the old one's readiness ("in place of the old"; the wiki's page says no more
    ///   of it): asleep if the old one was (it entered play this turn: it cannot attack unless
    ///   it has Charge), awake if not, and the attacks the old one made this turn count as its
    ///   own.
    /// - It is not summoned: no `Summoned`, no After Summon Phase, no Summon Event for the
    ///   Summon Resolution Step, so nothing "whenever/after you summon" answers it.
    /// - The old one leaves play at once without dying: set aside (`Zone::SetAside`), not in
    ///   the graveyard; no Death Creation Step finds it, so no Deathrattle of it or added to
    ///   it resolves and nothing "whenever a minion dies" answers. Its triggered abilities stop
    ///   listening at once ("Entities that have been removed from play cannot trigger, be
    ///   triggered, or emit auras", Rule 4a), one it has in a Queue not yet resolved included
    ///   (`Sequence::resolve_queue`); what its auras give stops at the next Aura Update, as
    ///   auras are "not recalculated at any point in the middle of a Phase, including due to
    ///   minions entering/leaving play" (Rule 4); and the new one's auras start there too.
    ///
    /// The wiki's page also notes that a minion transformed by a Battlecry answers "whenever
    /// you summon" once more after its summoning; no card here transforms the minion being
    /// played, and the engine does not do it.
    pub(in crate::engine) fn transform(&mut self, id: Id, card: CardId, cause: Option<LogIndex>) {
        let into = self.replace_in_play(id, card);
        self.record(Event::Transformed { id, into }, cause);
    }

    /// The minion `id` (in play) is replaced by a fresh card object of `card` at its place, as
    /// `transform` says: the newest order of play, `id`'s readiness and attacks this turn, not
    /// summoned; `id` leaves play set aside, its enchantments ending. The new minion's id.
    /// Nothing is logged: the caller says what it was (`Transformed`, `BecameCopy`).
    pub(in crate::engine) fn replace_in_play(&mut self, id: Id, card: CardId) -> Id {
        let old = *self.state.entity(id);
        let player = old.owner();
        let board = &self.state.boards[player];
        let index = board.iter().position(|&minion| minion == id).expect("a minion in play is on its board");
        self.leave_play(id); // Its enchantments and its waiting Summon Event go with it.
        self.state.entity_mut(id).zone = Zone::SetAside;
        let into = self.state.create(Some(card), player, Zone::Hand, self.library.base_stats(card));
        self.enter_play(into, player, index);
        let minion = self.state.entity_mut(into);
        minion.set(Flag::Sleeping, old.is(Flag::Sleeping));
        minion.attacks = old.attacks;
        into
    }

    /// A transform must name a minion card of this library.
    fn check_transform_into(&self, card: CardId) -> Step {
        match self.library.get(card).ok_or(EffectProblem::UnknownCard)?.kind {
            CardKind::Minion { .. } => Ok(()),
            CardKind::Spell { .. }
            | CardKind::Weapon { .. }
            | CardKind::HeroPower { .. }
            | CardKind::Hero { .. }
            | CardKind::Enchantment { .. } => Err(EffectProblem::TransformedIntoNoMinion.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::course::action::Action;
    use crate::engine::course::card::{Abilities, CardDef, Library};
    use crate::engine::course::state::State;
    use crate::engine::course::testing::perform_as_effect;
    use crate::engine::object::entity::Stats;
    use crate::engine::object::id::{PerPlayer, Player};

    /// A library of a 1/2 minion card (0) and a spell (1).
    fn library() -> &'static Library {
        let minion =
            CardDef::new("Test Minion", 1, CardKind::Minion { attack: 1, health: 2 }, Abilities::default());
        let spell = CardDef::new("Test Spell", 1, CardKind::Spell { targeted: false }, Abilities::default());
        Box::leak(Box::new(Library::new(vec![minion, spell]).unwrap()))
    }

    /// A state with one minion card object of card 0 in `zone` for player 0.
    fn one_minion(zone: Zone) -> (State, Id) {
        let mut state = State::new(PerPlayer::default(), |_| Stats::plain(0, 0), 30);
        let minion = state.create(Some(CardId(0)), Player::FIRST, zone, Stats::plain(1, 2));
        (state, minion)
    }

    /// `action` performed as a card's effect: what it logged, or the problem.
    fn perform(state: &mut State, action: Action) -> Result<Vec<Event>, EffectProblem> {
        perform_as_effect(library(), state, action)
    }

    fn transform(targets: Targets, card: u16) -> Action {
        Action::Transform { targets, card: CardId(card) }
    }

    /// A transform aimed at a card object that is not a minion in play (in the graveyard,
    /// set aside, a hero) does nothing and logs nothing.
    #[test]
    fn a_transform_of_a_card_object_that_is_not_a_minion_in_play_does_nothing() {
        for zone in [Zone::Graveyard, Zone::SetAside, Zone::Hand, Zone::Deck] {
            let (mut state, gone) = one_minion(zone);
            let before = state.clone();
            assert_eq!(perform(&mut state, transform(Targets::One(gone), 0)), Ok(Vec::new()), "{zone:?}");
            assert_eq!(state, before, "{zone:?}");
        }
        let (mut state, _) = one_minion(Zone::Graveyard);
        let hero = state.heroes[Player::SECOND];
        let before = state.clone();
        assert_eq!(perform(&mut state, transform(Targets::One(hero), 0)), Ok(Vec::new()), "a hero");
        assert_eq!(state, before);
    }

    /// A transform naming a card object this game never handed out, or into a card that is no
    /// minion card (a spell) or that the library does not hold, is a bad effect, and nothing
    /// changes.
    #[test]
    fn a_transform_naming_an_unknown_id_or_into_no_minion_card_is_a_bad_effect() {
        let (mut state, minion) = one_minion(Zone::Graveyard);
        let unknown = Id::from_number(99);
        let before = state.clone();
        let problem = perform(&mut state, transform(Targets::One(unknown), 0));
        assert_eq!(problem, Err(EffectProblem::UnknownId { id: unknown }));
        let problem = perform(&mut state, transform(Targets::One(minion), 1));
        assert_eq!(problem, Err(EffectProblem::TransformedIntoNoMinion));
        let problem = perform(&mut state, transform(Targets::One(minion), 7));
        assert_eq!(problem, Err(EffectProblem::UnknownCard));
        assert_eq!(state, before);
    }
}
