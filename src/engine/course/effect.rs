//! Cards as data: the actions a card's data names, read against the game when its ability
//! resolves. The vocabulary is the engine's own `Action`, `Targets` and `Place`, with card
//! objects and players named relative to the ability.

use serde::{Deserialize, Serialize};

use super::action::{Action, Actions, Reading, TokenRange};
use super::ctx::Ctx;
use crate::engine::object::id::{Id, Player};
use crate::engine::script::amount::Amount;
use crate::engine::script::step::DataStep;

/// A card object named relative to the ability that resolves.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Who {
    /// "this minion": the minion whose ability it is (a spell has none).
    ThisMinion,
    /// The character the player picked: a spell's or a Battlecry's target.
    Target,
    /// The character the answered event is about: the one damaged, healed, summoned, or the
    /// minion that died (for a Deathrattle, its own minion); for an On Play trigger, the card
    /// played (a spell's card object, in the graveyard by then).
    EventCharacter,
    /// "your hero".
    YourHero,
    /// "the enemy hero".
    EnemyHero,
}

/// A player named relative to the card's owner.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The player whose card it is.
    You,
    /// The other player.
    Opponent,
}

/// An action as a card's data names it, a card by its name, an amount a number or a count,
/// and the cards of a random choice a list of names:
/// `{"damage": {"targets": {"one": "enemy_hero"}, "amount": 2}}`.
pub type DataAction = Action<Who, Side, String, Amount, Vec<String>>;

/// A `DataAction` as the engine keeps it: the card it names is the index of one of the card's
/// tokens (`Ctx::token`), and a list of cards a run of them (`TokenRange`), which the library
/// checks when it is built.
pub type ScriptAction = Action<Who, Side, usize, Amount, TokenRange>;

/// A step of a card's data as the engine keeps it: its actions `ScriptAction`s.
pub type ScriptStep = DataStep<ScriptAction>;

/// What an ability does when it resolves: Rust code, or a card's data (`EffectDef`).
///
/// Speed only: a reference to a definition kept for the life of the program, so that an
/// effect is one word wherever it is copied (every Queue entry and listener holds one).
#[derive(Clone, Copy, Debug)]
pub struct Effect(&'static EffectDef);

/// The two ways to write what an ability does.
#[derive(Debug)]
pub enum EffectDef {
    /// A function that reads the game through `Ctx` and describes what it wants done by
    /// pushing actions; it never changes the game (architecture invariant 3). A plain `fn`
    /// (non-capturing closures coerce to it).
    Code(Code),
    /// The actions a card's data names, read against the game when the ability resolves
    /// (`Abilities::from_data` makes it).
    Data(Script),
}

/// An ability as a card's data: its steps, and the chance that they happen.
#[derive(Debug)]
pub struct Script {
    /// What it does, in order: the engine reads each step when it reaches it
    /// (`course/script.rs`).
    pub steps: Vec<ScriptStep>,
    /// "You have a 50% chance to draw an extra card": the chance in 100 that its actions
    /// happen, drawn from the game's seeded generator each time the ability resolves (a
    /// trigger's `"chance"`); `None`: always.
    pub chance: Option<i32>,
}

/// An effect written as Rust code (`EffectDef::Code`).
pub type Code = fn(&Ctx, &mut Actions);

impl Effect {
    /// An effect written as code. Its definition is kept for the life of the program, as the
    /// library that holds it is.
    pub fn code(code: Code) -> Effect {
        Effect(Box::leak(Box::new(EffectDef::Code(code))))
    }

    /// An effect written as data, one action after another, kept the same way.
    pub fn data(actions: Vec<ScriptAction>) -> Effect {
        Effect::steps(actions.into_iter().map(DataStep::Do).collect())
    }

    /// An effect written as data steps, kept the same way.
    pub fn steps(steps: Vec<ScriptStep>) -> Effect {
        Effect::script(Script { steps, chance: None })
    }

    /// An effect written as data whose steps happen only with a chance of `percent` in 100,
    /// kept the same way.
    pub fn data_by_chance(percent: i32, steps: Vec<ScriptStep>) -> Effect {
        Effect::script(Script { steps, chance: Some(percent) })
    }

    /// `script`, kept for the life of the program like every effect.
    fn script(script: Script) -> Effect {
        Effect(Box::leak(Box::new(EffectDef::Data(script))))
    }

    /// How it is written.
    pub fn def(self) -> &'static EffectDef {
        self.0
    }
}

/// `action` of a card's data as `perform` takes it, read against the game `c` shows, each
/// count counted by `count`; `None` if it names a card object the ability cannot read (a
/// target that was not picked, "this minion" in a spell): it is not done, as a closure that
/// reads `Ctx::target` and finds none does nothing.
pub(in crate::engine) fn read_action(
    action: &ScriptAction,
    c: &Ctx,
    mut count: impl FnMut(crate::engine::script::amount::Counted) -> i32,
) -> Option<Action> {
    let mut reading = Reading {
        who: |who| read_who(c, who),
        side: |side| read_side(c, side),
        card: |n| c.token(n),
        amount: |amount: Amount| amount.of(&mut count),
        cards: |range| c.choices(range),
    };
    action.read(&mut reading)
}

/// The card object `who` names for the ability `c` resolves, if it has one.
fn read_who(c: &Ctx, who: Who) -> Option<Id> {
    match who {
        Who::ThisMinion => c.acting.source,
        Who::Target => c.target(),
        Who::EventCharacter => c.event_target(),
        Who::YourHero => Some(c.friendly_hero()),
        Who::EnemyHero => Some(c.enemy_hero()),
    }
}

/// The player `side` names for the ability `c` resolves.
fn read_side(c: &Ctx, side: Side) -> Player {
    match side {
        Side::You => c.owner(),
        Side::Opponent => c.opponent(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::course::action::{Count, Place, Targets};
    use crate::engine::course::ctx::Acting;
    use crate::engine::course::state::State;
    use crate::engine::object::entity::Stats;
    use crate::engine::object::id::{CardId, Zone};
    use crate::engine::object::id::{PerPlayer, Player};

    /// What `script` describes for the ability of a minion of player 1, answering an event
    /// about player 0's hero, whose card summons `CardId(7)` as its first token.
    fn described(script: &[ScriptAction]) -> (Vec<Action>, State, Id) {
        let mut state = State::new(PerPlayer::default(), |_| Stats::plain(0, 0), 30);
        let minion = state.create(Some(CardId(0)), Player::SECOND, Zone::Board, Stats::plain(1, 1));
        let acting = Acting::ability(
            CardId(0),
            minion,
            Player::SECOND,
            Some(state.heroes[Player::FIRST]),
            Place::RightOf(minion),
        );
        let tokens = [vec![CardId(7)]];
        let c = Ctx { state: &state, acting: &acting, tokens: &tokens };
        let actions = script.iter().filter_map(|action| read_action(action, &c, |_| 5)).collect();
        (actions, state, minion)
    }

    #[test]
    fn data_names_card_objects_and_players_relative_to_the_ability() {
        let script = [
            Action::Damage { targets: Targets::One(Who::EnemyHero), amount: 2.into() },
            Action::Heal { targets: Targets::CharactersOf(Side::You), amount: 1.into() },
            Action::GainAttack { id: Who::ThisMinion, amount: 3.into() },
            Action::Buff { targets: Targets::One(Who::EventCharacter), attack: 1.into(), health: 1.into() },
            Action::Draw { player: Side::Opponent },
            Action::GainArmor { player: Side::You, amount: 4.into() },
            Action::Summon {
                card: 0,
                player: Side::You,
                place: Place::LeftOf(Who::ThisMinion),
                count: Count::One,
            },
            Action::Summon {
                card: 0,
                player: Side::Opponent,
                place: Place::BothSidesOf(Who::ThisMinion),
                count: Count::UntilFull,
            },
            Action::Silence { targets: Targets::AdjacentTo(Who::ThisMinion) },
            Action::Destroy { id: Who::YourHero },
        ];
        let (actions, state, minion) = described(&script);
        let [hero0, hero1] = state.heroes.into_array();
        assert_eq!(
            actions,
            [
                Action::Damage { targets: Targets::One(hero0), amount: 2 },
                Action::Heal { targets: Targets::CharactersOf(Player::SECOND), amount: 1 },
                Action::GainAttack { id: minion, amount: 3 },
                Action::Buff { targets: Targets::One(hero0), attack: 1, health: 1 },
                Action::Draw { player: Player::FIRST },
                Action::GainArmor { player: Player::SECOND, amount: 4 },
                Action::Summon {
                    card: CardId(7),
                    player: Player::SECOND,
                    place: Place::LeftOf(minion),
                    count: Count::One
                },
                Action::Summon {
                    card: CardId(7),
                    player: Player::FIRST,
                    place: Place::BothSidesOf(minion),
                    count: Count::UntilFull,
                },
                Action::Silence { targets: Targets::AdjacentTo(minion) },
                Action::Destroy { id: hero1 },
            ]
        );
    }

    /// A list of cards reads as the place of its run in the acting card's tokens: no list is
    /// copied into the action.
    #[test]
    fn a_random_choices_run_reads_as_its_place_in_the_cards_tokens() {
        use crate::engine::course::action::{Choices, TokenRange};
        let from = TokenRange { first: 2, count: 3 };
        let script = [
            Action::SummonRandom { from, player: Side::You, place: Place::LeftOf(Who::ThisMinion) },
            Action::AddRandomToHand { from, player: Side::Opponent },
        ];
        let (actions, _, minion) = described(&script);
        let from = Choices { card: CardId(0), first: 2, count: 3 };
        assert_eq!(
            actions,
            [
                Action::SummonRandom { from, player: Player::SECOND, place: Place::LeftOf(minion) },
                Action::AddRandomToHand { from, player: Player::FIRST },
            ]
        );
    }

    #[test]
    fn an_action_naming_a_target_nobody_picked_is_not_done() {
        let script = [
            Action::Damage { targets: Targets::One(Who::Target), amount: 6.into() },
            Action::Cast { card: 0, player: Side::You, target: Some(Who::Target) },
            Action::Draw { player: Side::You },
        ];
        let (actions, ..) = described(&script);
        assert_eq!(actions, [Action::Draw { player: Player::SECOND }]);
    }

    #[test]
    fn an_action_reads_as_one_json_object_named_for_what_it_does() {
        let json = r#"{"summon":{"card":"Test Token","player":"you"}}"#;
        let action: DataAction = serde_json::from_str(json).unwrap();
        let place = Place::ForTheAbility;
        let one =
            Action::Summon { card: "Test Token".to_owned(), player: Side::You, place, count: Count::One };
        assert_eq!(action, one, "one, where the ability's summons land, unless the data says otherwise");
        let json = r#"{"summon":{"card":"Test Token","player":"you","place":{"both_sides_of":"this_minion"},"count":"until_full"}}"#;
        let action: DataAction = serde_json::from_str(json).unwrap();
        assert_eq!(serde_json::to_string(&action).unwrap(), json);
        let json = r#"{"damage":{"targets":{"minions_of":"opponent"},"amount":4}}"#;
        let action: DataAction = serde_json::from_str(json).unwrap();
        assert_eq!(serde_json::to_string(&action).unwrap(), json);
    }
}
