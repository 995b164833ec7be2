//! Steps: a card's data as a list of steps, each an action, a condition with the steps it
//! guards, or steps done once for each thing counted.

use std::fmt;

use serde::de::{self, DeserializeOwned, IntoDeserializer, MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::amount::Counted;
use super::condition::Condition;

/// One step of a card's data, `A` its action. The engine reads a list of steps one step at a
/// time, each when it is reached: after the steps before it and every reaction they caused
/// (a Phase resolves depth-first), so that "If it dies" reads what the damage before it did.
///
/// In JSON a step is an action (`{"draw": {"player": "you"}}`), a condition
/// (`{"if": "target_dies", "then": [...], "else": [...]}`, `"else"` optional) or a repeat
/// (`{"for_each": "enemy_minion", "do": [...]}`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DataStep<A> {
    /// Do this action.
    Do(A),
    /// If `condition` holds when this step is reached, the steps of `then`, else those of
    /// `otherwise`: one check, so that a `then` step cannot make `otherwise` happen too ("deal 4
    /// damage instead").
    If { condition: Condition, then: Vec<DataStep<A>>, otherwise: Vec<DataStep<A>> },
    /// The steps of `steps`, once for each `counted`, counted when this step is reached ("For
    /// each enemy minion, summon a 1/1 ...").
    ForEach { counted: Counted, steps: Vec<DataStep<A>> },
}

impl<A> DataStep<A> {
    /// Every action of this step and the steps inside it, in the order they are written.
    pub fn actions(&self) -> Box<dyn Iterator<Item = &A> + '_> {
        match self {
            DataStep::Do(action) => Box::new(std::iter::once(action)),
            DataStep::If { then, otherwise, .. } => {
                Box::new(then.iter().chain(otherwise).flat_map(|step| step.actions()))
            }
            DataStep::ForEach { steps, .. } => Box::new(steps.iter().flat_map(|step| step.actions())),
        }
    }

    /// This step with each action turned into another by `read`, the steps around them kept.
    pub fn map<B>(&self, read: &mut impl FnMut(&A) -> B) -> DataStep<B> {
        let mut list = |steps: &[DataStep<A>]| steps.iter().map(|step| step.map(read)).collect();
        match self {
            DataStep::Do(action) => DataStep::Do(read(action)),
            DataStep::If { condition, then, otherwise } => {
                DataStep::If { condition: *condition, then: list(then), otherwise: list(otherwise) }
            }
            DataStep::ForEach { counted, steps } => {
                DataStep::ForEach { counted: *counted, steps: list(steps) }
            }
        }
    }
}

/// Every action of `steps` and the steps inside them, in the order they are written.
pub fn actions_of<A>(steps: &[DataStep<A>]) -> impl Iterator<Item = &A> {
    steps.iter().flat_map(|step| step.actions())
}

impl<A: Serialize> Serialize for DataStep<A> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            DataStep::Do(action) => action.serialize(serializer),
            DataStep::If { condition, then, otherwise } => {
                let mut map = serializer.serialize_map(None)?;
                map.serialize_entry("if", condition)?;
                map.serialize_entry("then", then)?;
                if !otherwise.is_empty() {
                    map.serialize_entry("else", otherwise)?;
                }
                map.end()
            }
            DataStep::ForEach { counted, steps } => {
                let mut map = serializer.serialize_map(None)?;
                map.serialize_entry("for_each", counted)?;
                map.serialize_entry("do", steps)?;
                map.end()
            }
        }
    }
}

impl<'de, A: DeserializeOwned> Deserialize<'de> for DataStep<A> {
    /// Read without buffering the step, so that a problem inside it keeps its line and column:
    /// the first key says which kind of step it is; an action's is its name, handed back to
    /// the action's own reader.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<DataStep<A>, D::Error> {
        deserializer.deserialize_map(StepVisitor(std::marker::PhantomData))
    }
}

struct StepVisitor<A>(std::marker::PhantomData<A>);

impl<'de, A: DeserializeOwned> Visitor<'de> for StepVisitor<A> {
    type Value = DataStep<A>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a step: an action such as {\"draw\": {\"player\": \"you\"}}, {\"if\": ...} or {\"for_each\": ...}")
    }

    fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<DataStep<A>, M::Error> {
        let Some(first) = map.next_key::<String>()? else {
            return Err(de::Error::custom("an empty step: name an action, \"if\" or \"for_each\""));
        };
        match first.as_str() {
            "if" => read_if(map),
            "for_each" => read_for_each(map),
            _ => A::deserialize(de::value::MapAccessDeserializer::new(Replay { first: Some(first), map }))
                .map(DataStep::Do),
        }
    }
}

/// The rest of `{"if": ..., "then": [...], "else": [...]}`, its `"if"` key read.
fn read_if<'de, A: DeserializeOwned, M: MapAccess<'de>>(mut map: M) -> Result<DataStep<A>, M::Error> {
    let condition: Condition = map.next_value()?;
    let (mut then, mut otherwise) = (None, None);
    while let Some(key) = map.next_key::<String>()? {
        match key.as_str() {
            "then" if then.is_none() => then = Some(map.next_value()?),
            "else" if otherwise.is_none() => otherwise = Some(map.next_value()?),
            "then" | "else" => return Err(de::Error::duplicate_field("then or else")),
            other => return Err(de::Error::unknown_field(other, &["then", "else"])),
        }
    }
    let then = then.ok_or_else(|| de::Error::missing_field("then"))?;
    Ok(DataStep::If { condition, then, otherwise: otherwise.unwrap_or_default() })
}

/// The rest of `{"for_each": ..., "do": [...]}`, its `"for_each"` key read.
fn read_for_each<'de, A: DeserializeOwned, M: MapAccess<'de>>(mut map: M) -> Result<DataStep<A>, M::Error> {
    let counted: Counted = map.next_value()?;
    let mut steps = None;
    while let Some(key) = map.next_key::<String>()? {
        match key.as_str() {
            "do" if steps.is_none() => steps = Some(map.next_value()?),
            "do" => return Err(de::Error::duplicate_field("do")),
            other => return Err(de::Error::unknown_field(other, &["do"])),
        }
    }
    let steps = steps.ok_or_else(|| de::Error::missing_field("do"))?;
    Ok(DataStep::ForEach { counted, steps })
}

/// A map whose first key was read already: it hands that key back first, then the rest.
struct Replay<M> {
    first: Option<String>,
    map: M,
}

impl<'de, M: MapAccess<'de>> MapAccess<'de> for Replay<M> {
    type Error = M::Error;

    fn next_key_seed<K: de::DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, M::Error> {
        match self.first.take() {
            Some(first) => seed.deserialize(first.into_deserializer()).map(Some),
            None => self.map.next_key_seed(seed),
        }
    }

    fn next_value_seed<V: de::DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, M::Error> {
        self.map.next_value_seed(seed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stand-in for an action: an enum read as one key naming it.
    #[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case", deny_unknown_fields)]
    enum Act {
        Draw { player: String },
        Hit { amount: i32 },
    }

    #[test]
    fn a_step_is_an_action_a_condition_or_a_repeat_and_writes_back_the_same() {
        let json = r#"[{"hit":{"amount":1}},{"if":"target_dies","then":[{"draw":{"player":"you"}}]},{"if":{"your_health_at_most":12},"then":[{"hit":{"amount":6}}],"else":[{"hit":{"amount":4}}]},{"for_each":"enemy_minion","do":[{"draw":{"player":"you"}}]}]"#;
        let steps: Vec<DataStep<Act>> = serde_json::from_str(json).unwrap();
        let draw = || DataStep::Do(Act::Draw { player: "you".into() });
        assert_eq!(
            steps,
            [
                DataStep::Do(Act::Hit { amount: 1 }),
                DataStep::If { condition: Condition::TargetDies, then: vec![draw()], otherwise: vec![] },
                DataStep::If {
                    condition: Condition::YourHealthAtMost(12),
                    then: vec![DataStep::Do(Act::Hit { amount: 6 })],
                    otherwise: vec![DataStep::Do(Act::Hit { amount: 4 })],
                },
                DataStep::ForEach { counted: Counted::EnemyMinion, steps: vec![draw()] },
            ]
        );
        assert_eq!(serde_json::to_string(&steps).unwrap(), json);
        let written: Vec<&Act> = actions_of(&steps).collect();
        assert_eq!(written.len(), 5, "every action, inside conditions and repeats too: {written:?}");
    }

    #[test]
    fn a_bad_step_is_refused_naming_the_problem_where_it_is() {
        // Each column is that of the bad name's last character: the step is read in place.
        let cases = [
            (r#"[{"hti":{"amount":1}}]"#, "unknown variant `hti`", 7),
            (r#"[{"hit":{"amount":1,"x":2}}]"#, "unknown field `x`", 23),
            (r#"[{"if":"target_died","then":[]}]"#, "unknown variant `target_died`", 20),
            (r#"[{"if":"target_dies"}]"#, "missing field `then`", 21),
            (r#"[{"if":"target_dies","then":[],"otherwise":[]}]"#, "unknown field `otherwise`", 42),
            (r#"[{"for_each":"enemy_minion","steps":[]}]"#, "unknown field `steps`", 35),
            (r#"[{}]"#, "an empty step", 3),
            (r#"[5]"#, "expected a step: an action such as", 2),
            (r#"[{"if":"target_dies","then":[],"then":[]}]"#, "duplicate field `then or else`", 37),
            (r#"[{"if":"target_dies","then":[],"else":[],"else":[]}]"#, "duplicate field `then or else`", 47),
            (r#"[{"for_each":"enemy_minion","do":[],"do":[]}]"#, "duplicate field `do`", 40),
        ];
        for (json, problem, column) in cases {
            let err = serde_json::from_str::<Vec<DataStep<Act>>>(json).unwrap_err();
            assert!(err.to_string().contains(problem), "{json}: {err}");
            assert_eq!(err.column(), column, "{json}: {err}");
        }
    }
}
