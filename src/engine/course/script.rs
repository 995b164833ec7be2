//! A card's data run one step at a time: each action read and performed, with every reaction
//! it causes, before the next step is read; conditions checked and counts counted when their
//! step is reached.

use std::panic::{self, AssertUnwindSafe};

use super::ctx::{Acting, Ctx};
use super::effect::{Script, ScriptStep, read_action};
use super::error::{EffectProblem, Step};
use super::event::LogIndex;
use super::limits::Depth;
use super::phase::named;
use super::sequence::Sequence;
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{Id, Player, Zone};
use crate::engine::script::amount::Counted;
use crate::engine::script::condition::Condition;
use crate::engine::script::step::DataStep;

impl Sequence<'_> {
    /// Run `script`, the data of the ability `acting` resolves. With a chance ("you have a 50%
    /// chance to draw an extra card") it is drawn from the game's seeded generator first, and
    /// nothing happens if it does not come up.
    pub(in crate::engine) fn resolve_script(
        &mut self,
        script: &Script,
        acting: &Acting,
        cause: LogIndex,
        depth: Depth,
    ) -> Step {
        if let Some(percent) = script.chance
            && !self.state.random.comes_up(percent)
        {
            return Ok(());
        }
        self.run_steps(&script.steps, acting, cause, depth)
    }

    /// Run `steps` in order. Each is read when it is reached, against the game as the steps
    /// before it left it (their Phases resolve depth-first inside `perform`): so "Deal 1
    /// damage to a minion. If it dies, draw a card." reads the damage's result, as the text
    /// orders it; a condition is checked once, and its steps then run; a repeat counts once,
    /// then runs its steps that many times, each repeat against the limits of the Sequence
    /// like any action (`Limits::max_actions`).
    fn run_steps(&mut self, steps: &[ScriptStep], acting: &Acting, cause: LogIndex, depth: Depth) -> Step {
        for step in steps {
            match step {
                DataStep::Do(action) => {
                    let ctx = Ctx { state: self.state, acting, tokens: self.library.token_table() };
                    let read = panic::catch_unwind(AssertUnwindSafe(|| {
                        read_action(action, &ctx, |counted| self.count(counted, acting))
                    }));
                    let read = read.map_err(|_| named(EffectProblem::Panicked.into(), acting))?;
                    if let Some(action) = read {
                        let performed = self.perform(&action, Some(cause), depth, acting.origin());
                        performed.map_err(|halt| named(halt, acting))?;
                    }
                }
                DataStep::If { condition, then, otherwise } => {
                    let branch = if self.holds(*condition, acting) { then } else { otherwise };
                    self.run_steps(branch, acting, cause, depth)?;
                }
                DataStep::ForEach { counted, steps } => {
                    for _ in 0..self.count(*counted, acting) {
                        // Each repeat is one action against the Sequence's limits, whatever
                        // its steps do (none, or a condition that fails), so that no count
                        // repeats without end.
                        self.actions.spend_one()?;
                        self.run_steps(steps, acting, cause, depth)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// How many `counted` there are now, for the ability `acting` resolves (issue 39, item 6:
    /// a count is read when its step resolves), never below 0.
    fn count(&self, counted: Counted, acting: &Acting) -> i32 {
        let state = &*self.state;
        let you = acting.seat;
        let minions = |player: Player| state.boards[player].as_slice().iter().copied();
        let all_minions = || minions(Player::FIRST).chain(minions(Player::SECOND));
        let adjacent = || self.adjacent_to(acting.source);
        let tally = |ids: &mut dyn Iterator<Item = Id>, each: &dyn Fn(Id) -> i32| {
            ids.fold(0i32, |sum, id| sum.saturating_add(each(id)))
        };
        let count_of = |ids: &mut dyn Iterator<Item = Id>| tally(ids, &|_| 1);
        let counted = match counted {
            Counted::CardInYourHand => state.hands[you].len().try_into().unwrap_or(i32::MAX),
            Counted::OtherFriendlyMinion => {
                count_of(&mut minions(you).filter(|&id| Some(id) != acting.source))
            }
            Counted::EnemyMinion => count_of(&mut minions(you.other())),
            Counted::DamagedFriendlyCharacter => {
                let hero = state.heroes[you];
                count_of(
                    &mut std::iter::once(hero)
                        .chain(minions(you))
                        .filter(|&id| state.entity(id).is_damaged()),
                )
            }
            Counted::ArmorYouHave => state.armor[you],
            Counted::YourHeroAttack => state.entity(state.heroes[you]).attack(),
            Counted::YourWeaponAttack => state.weapon_attack(you).unwrap_or(0),
            Counted::OpponentWeaponDurability => {
                state.weapons[you.other()].map_or(0, |weapon| state.entity(weapon).health())
            }
            Counted::AttackOfTarget => self.in_play(acting.target).map_or(0, |id| state.entity(id).attack()),
            Counted::MissingHealthOfTarget => self.in_play(acting.target).map_or(0, |id| {
                let target = state.entity(id);
                target.max_health().saturating_sub(target.health())
            }),
            Counted::AttackOfAdjacent => tally(&mut adjacent(), &|id| state.entity(id).attack()),
            Counted::HealthOfAdjacent => tally(&mut adjacent(), &|id| state.entity(id).health()),
            Counted::MinionWith(keyword) => {
                count_of(&mut all_minions().filter(|&id| state.entity(id).has(keyword)))
            }
            Counted::CardTheOpponentHasMore => {
                let (yours, theirs) = (state.hands[you].len(), state.hands[you.other()].len());
                theirs.saturating_sub(yours).try_into().unwrap_or(i32::MAX)
            }
            Counted::CardPlayedEarlierThisTurn => {
                i32::from(state.cards_played_this_turn[you].saturating_sub(1))
            }
        };
        counted.max(0)
    }

    /// Whether `condition` holds now, for the ability `acting` resolves.
    fn holds(&self, condition: Condition, acting: &Acting) -> bool {
        let state = &*self.state;
        let you = acting.seat;
        let target = self.in_play(acting.target).map(|id| state.entity(id));
        match condition {
            Condition::YouControl(tribe) => {
                state.boards[you].as_slice().iter().any(|&id| self.is_of_tribe(id, tribe))
            }
            Condition::TargetIsFriendly(tribe) => self
                .in_play(acting.target)
                .is_some_and(|id| state.entity(id).seat == you && self.is_of_tribe(id, tribe)),
            Condition::TargetFrozen => target.is_some_and(|target| target.is(Flag::Frozen)),
            Condition::TargetDies => target.is_some_and(|target| target.is_dying()),
            Condition::TargetSurvives => target.is_some_and(|target| !target.is_dying()),
            Condition::YourHealthAtMost(health) => state.entity(state.heroes[you]).health() <= health,
            Condition::OpponentMinionsAtLeast(count) => {
                i32::try_from(state.boards[you.other()].len()).unwrap_or(i32::MAX) >= count
            }
            Condition::YouHaveWeapon => state.weapons[you].is_some(),
            Condition::Combo => state.cards_played_this_turn[you] >= 2,
            Condition::YourHeroPowerFromThisCard => state.hero_powers[you]
                .and_then(|power| state.entity(power).card)
                .is_some_and(|power| self.library.tokens(acting.card).contains(&power)),
        }
    }

    /// `id`, if it names a character in play.
    fn in_play(&self, id: Option<Id>) -> Option<Id> {
        id.filter(|&id| self.state.find(id).is_some_and(|entity| entity.zone == Zone::Board))
    }

    /// The minions next to `minion` on its board, left then right; none if it is not on one.
    fn adjacent_to(&self, minion: Option<Id>) -> impl Iterator<Item = Id> + '_ {
        minion.map_or([None, None], |id| self.state.neighbours(id)).into_iter().flatten()
    }
}
