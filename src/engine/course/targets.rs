//! Whom an action reaches: the characters or minions its `Targets` names that are in play, in
//! order of play (random ones chosen among those not mortally wounded).

use super::action::Targets;
use super::error::EffectProblem;
use super::error::Halt;
use super::sequence::Sequence;
use super::state::MAX_CHARACTERS;
use crate::engine::object::aura::Tribe;
use crate::engine::object::id::Zone;
use crate::engine::object::id::{Id, Player};
use crate::engine::support::inline_list::InlineList;

impl Sequence<'_> {
    /// The characters `targets` names that are in play, in order of play; for a random
    /// target, the one chosen.
    pub(super) fn targets_in_order_of_play(&mut self, targets: Targets) -> Result<Characters, Box<Halt>> {
        let state = &*self.state;
        let mut in_order = Characters::default();
        // For a random target, how many of `in_order` to choose.
        let mut choose = None;
        // For all but a random one, whether one of `in_order` is spared.
        let mut spare_one = false;
        let standing = |&id: &Id| !state.entity(id).is_mortally_wounded();
        let minions_of = |player: Player| {
            state.in_play.iter().copied().filter(move |&id| state.entity(id).owner() == player)
        };
        // A player's hero, if still in play (the Death Creation Step removes a fallen one).
        let hero_of =
            |player: Player| state.heroes_in_play().filter(move |&hero| hero == state.heroes[player]);
        match targets {
            Targets::One(id) => {
                if state.find(id).ok_or(EffectProblem::UnknownId { id })?.zone == Zone::Board {
                    add(&mut in_order, [id]);
                }
            }
            Targets::AllMinions => {
                in_order.extend_from_slice(&state.in_play).expect("every minion in play fits");
            }
            Targets::AllCharacters => add(&mut in_order, state.characters()),
            Targets::AllOtherCharacters(except) => {
                state.find(except).ok_or(EffectProblem::UnknownId { id: except })?;
                add(&mut in_order, state.characters().filter(|&id| id != except));
            }
            Targets::MinionsOf(player) => {
                add(&mut in_order, minions_of(player));
            }
            Targets::CharactersOf(player) => {
                add(&mut in_order, hero_of(player));
                add(&mut in_order, minions_of(player));
            }
            Targets::OtherMinionsOf { player, except } => {
                state.find(except).ok_or(EffectProblem::UnknownId { id: except })?;
                add(&mut in_order, minions_of(player).filter(|&id| id != except));
            }
            Targets::AdjacentTo(id) => {
                state.find(id).ok_or(EffectProblem::UnknownId { id })?;
                let mut both = state.neighbours(id);
                both.sort_by_key(|neighbour| neighbour.map(|m| state.entity(m).played));
                add(&mut in_order, both.into_iter().flatten());
            }
            Targets::RandomCharacterOf(player) => {
                add(&mut in_order, hero_of(player).chain(minions_of(player)).filter(standing));
                choose = Some(1);
            }
            Targets::RandomMinionOf(player) => {
                add(&mut in_order, minions_of(player).filter(standing));
                choose = Some(1);
            }
            Targets::RandomOtherMinionOf { player, except } => {
                state.find(except).ok_or(EffectProblem::UnknownId { id: except })?;
                add(&mut in_order, minions_of(player).filter(|&id| id != except).filter(standing));
                choose = Some(1);
            }
            Targets::RandomMinionWithAttackAtMost { player, attack } => {
                let weak_enough = |&id: &Id| state.entity(id).attack() <= attack;
                add(&mut in_order, minions_of(player).filter(standing).filter(weak_enough));
                choose = Some(1);
            }
            Targets::RandomMinionsOf { player, how_many } => {
                add(&mut in_order, minions_of(player).filter(standing));
                choose = Some(usize::try_from(how_many).unwrap_or(0));
            }
            Targets::RandomDamagedCharacterOf(player) => {
                let hero = hero_of(player);
                let damaged = |&id: &Id| state.entity(id).is_damaged();
                add(&mut in_order, hero.chain(minions_of(player)).filter(standing).filter(damaged));
                choose = Some(1);
            }
            Targets::RandomMinion => {
                add(&mut in_order, state.in_play.iter().copied().filter(standing));
                choose = Some(1);
            }
            Targets::RandomOtherMinion(except) => {
                state.find(except).ok_or(EffectProblem::UnknownId { id: except })?;
                add(&mut in_order, state.in_play.iter().copied().filter(|&id| id != except).filter(standing));
                choose = Some(1);
            }
            Targets::RandomDamagedCharacter => {
                let damaged = |&id: &Id| state.entity(id).is_damaged();
                add(&mut in_order, state.characters().filter(standing).filter(damaged));
                choose = Some(1);
            }
            Targets::RandomOtherCharacter(except) => {
                state.find(except).ok_or(EffectProblem::UnknownId { id: except })?;
                add(&mut in_order, state.characters().filter(|&id| id != except).filter(standing));
                choose = Some(1);
            }
            Targets::AllMinionsButOneAtRandom => {
                in_order.extend_from_slice(&state.in_play).expect("every minion in play fits");
                spare_one = true;
            }
            Targets::TribeOf { player, tribe } => {
                add(&mut in_order, minions_of(player).filter(|&id| self.is_of_tribe(id, tribe)));
            }
            Targets::OtherMinionsOfTribe { tribe, except } => {
                state.find(except).ok_or(EffectProblem::UnknownId { id: except })?;
                let others = state.in_play.iter().copied().filter(|&id| id != except);
                add(&mut in_order, others.filter(|&id| self.is_of_tribe(id, tribe)));
            }
        }
        if let Some(how_many) = choose {
            // Rule 5: a random target is chosen when the action is performed, among the
            // characters in play that are not mortally wounded: "'negative' (damaging/
            // destroying/hindering/misdirecting) triggers ignore mortally wounded characters
            // ... While mortally wounded is checked, pending destroy is not!" A minion pending
            // destroy may be chosen.
            in_order = self.chosen_at_random(in_order, how_many);
        }
        if spare_one {
            in_order = self.all_but_one_at_random(in_order);
        }
        Ok(in_order)
    }

    /// "Destroy all minions except one. (chosen randomly)": `candidates` (in order of play) but
    /// one, chosen with one draw from the game's seeded generator among those not mortally
    /// wounded; all of them if none is standing. The wiki's page on the card that says it
    /// (EX1_407): it works "by randomly selecting a minion in play, and then applying a destroy
    /// effect to all other minions simultaneously". The one spared is a random target, so Rule
    /// 5 holds for it as for every other: "'negative' (damaging/destroying/hindering/
    /// misdirecting) triggers ignore mortally wounded characters"; a dying minion spared would
    /// leave none standing after all (fireplace's EX1_407, too, spares
    /// `RANDOM(ALL_MINIONS - DEAD)`: jleclanche/fireplace, `fireplace/cards/classic/warrior.py`
    /// and `fireplace/dsl/selector.py`). One pending destroy may be spared, as Rule 5 checks
    /// only mortal wounds; it dies all the same.
    fn all_but_one_at_random(&mut self, candidates: Characters) -> Characters {
        let mut standing = candidates;
        standing.retain(|id| !self.state.entity(id).is_mortally_wounded());
        let spared = self.chosen_at_random(standing, 1);
        let mut all_but_one = candidates;
        all_but_one.retain(|id| !spared.contains(&id));
        all_but_one
    }

    /// `how_many` different characters of `candidates` (in order of play), each drawn from the
    /// game's seeded generator among those not drawn yet, and reached in order of play; every
    /// candidate if there are no more than `how_many`. One draw a character chosen.
    fn chosen_at_random(&mut self, candidates: Characters, how_many: usize) -> Characters {
        let mut left = candidates;
        let mut chosen = Characters::default();
        for _ in 0..how_many {
            let Some(at) = self.state.random.below(left.len()) else { break };
            let id = left[at];
            add(&mut chosen, [id]);
            left.retain(|other| other != id);
        }
        let mut in_order = candidates;
        in_order.retain(|id| chosen.contains(&id));
        in_order
    }

    /// Whether the card object `id`'s card has the tribe `tribe`.
    pub(in crate::engine) fn is_of_tribe(&self, id: Id, tribe: Tribe) -> bool {
        self.library.tribe_of(self.state.entity(id)) == Some(tribe)
    }

    /// The minions `targets` names that are in play, in order of play: an action that changes
    /// minions (`Give`, `Silence`, `SetHealth`) passes over the heroes among them, as it does a
    /// card that has left play.
    pub(super) fn minions_in_order_of_play(&mut self, targets: Targets) -> Result<Characters, Box<Halt>> {
        let mut minions = self.targets_in_order_of_play(targets)?;
        minions.retain(|id| self.state.entity(id).card.is_some());
        Ok(minions)
    }
}

/// Characters an action hits, in order of play: at most every character in play.
pub(super) type Characters = InlineList<Id, MAX_CHARACTERS>;

/// Add `ids` to `characters`, in order.
fn add(characters: &mut Characters, ids: impl IntoIterator<Item = Id>) {
    for id in ids {
        characters.push(id).expect("one Damage Event per character in play");
    }
}
