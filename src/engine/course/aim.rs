//! Aims: which characters a card's target may be, as its text names them ("Silence a minion",
//! "Destroy a damaged enemy minion", "Give a friendly Beast +2/+2 and Taunt"). A targeted
//! spell and an aimed Battlecry each have one; `play/legality.rs` asks it of every character.
//! A requirement alone is also what a triggered ability may ask of its event's character
//! ("a minion with 3 or less Attack": `Trigger::if_it`).

use std::fmt;

use serde::de::{self, IntoDeserializer, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::engine::object::aura::Tribe;
use crate::engine::object::entity::Entity;
use crate::engine::object::id::Player;
use crate::engine::object::keywords::Keyword;

/// What a card's target may be: which characters (`at`), whose (`side`), and at most one
/// requirement beyond that (`only`). Read from a card file as a word (`"enemy_minion"`) or,
/// with a requirement, as an object (`{ "of": "enemy_minion", "damaged": true }`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Aim {
    /// A character, a minion or a hero.
    pub at: Aimable,
    /// Whose: either player's, the chooser's own, or the opponent's.
    pub side: AimSide,
    /// What else the target must be, if anything.
    pub only: Option<Requirement>,
}

/// Which characters an aim reaches.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Aimable {
    /// Any character: a minion or a hero.
    Character,
    /// A minion.
    Minion,
    /// A hero.
    Hero,
}

/// Whose characters an aim reaches, from the player who picks the target.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AimSide {
    /// Either player's.
    Either,
    /// The picking player's own ("friendly").
    Friendly,
    /// The opponent's ("enemy").
    Enemy,
}

/// What a target must be beyond its kind and side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Requirement {
    /// "a damaged minion": its Health below its maximum.
    Damaged,
    /// "an undamaged minion".
    Undamaged,
    /// "with N or less Attack".
    AttackAtMost(u8),
    /// "with N or more Attack".
    AttackAtLeast(u8),
    /// "a Murloc", "a friendly Beast": a minion of the tribe.
    Tribe(Tribe),
    /// "an enemy minion with Taunt": a character that has the keyword.
    Has(Keyword),
}

impl Aim {
    /// Any character in play, either side, heroes included: a spell that says "Deal 6 damage."
    pub const ANY_CHARACTER: Aim = Aim { at: Aimable::Character, side: AimSide::Either, only: None };
    /// A minion of the player who plays the card.
    pub const FRIENDLY_MINION: Aim = Aim { at: Aimable::Minion, side: AimSide::Friendly, only: None };

    /// Whether `character` (in play; `tribe` reads its card's tribe, asked only of an aim at a
    /// tribe) fits this aim when `player` picks the target. Whether the player may pick it at
    /// all (Stealth, "can't be targeted by spells") is the legality's (`may_be_chosen`).
    #[inline]
    pub(in crate::engine) fn admits(
        self,
        character: &Entity,
        tribe: impl FnOnce() -> Option<Tribe>,
        player: Player,
    ) -> bool {
        let minion = character.card.is_some();
        let kind = match self.at {
            Aimable::Character => true,
            Aimable::Minion => minion,
            Aimable::Hero => !minion,
        };
        let side = match self.side {
            AimSide::Either => true,
            AimSide::Friendly => character.owner() == player,
            AimSide::Enemy => character.owner() != player,
        };
        kind && side && self.only.is_none_or(|only| only.admits(character, tribe))
    }
}

impl Requirement {
    /// Whether `character` (`tribe` reads its card's tribe) meets this requirement: an aim's,
    /// or a triggered ability's of the character its event is about (`Trigger::if_it`).
    pub(in crate::engine) fn admits(self, character: &Entity, tribe: impl FnOnce() -> Option<Tribe>) -> bool {
        match self {
            Requirement::Damaged => character.is_damaged(),
            Requirement::Undamaged => !character.is_damaged(),
            Requirement::AttackAtMost(most) => character.attack() <= i32::from(most),
            Requirement::AttackAtLeast(least) => character.attack() >= i32::from(least),
            Requirement::Tribe(wanted) => tribe() == Some(wanted),
            Requirement::Has(keyword) => character.has(keyword),
        }
    }
}

/// "a character", "an enemy minion with Taunt", "a damaged minion": the aim as a card's text
/// says it, for messages.
impl fmt::Display for Aim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = match self.side {
            AimSide::Either => "",
            AimSide::Friendly => "friendly ",
            AimSide::Enemy => "enemy ",
        };
        let state = match self.only {
            Some(Requirement::Damaged) => "damaged ",
            Some(Requirement::Undamaged) => "undamaged ",
            _ => "",
        };
        let noun = match (self.only, self.at) {
            (Some(Requirement::Tribe(tribe)), _) => tribe.name(),
            (_, Aimable::Character) => "character",
            (_, Aimable::Minion) => "minion",
            (_, Aimable::Hero) => "hero",
        };
        let words = format!("{state}{side}{noun}");
        let article =
            if words.starts_with(['a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U']) { "an" } else { "a" };
        write!(f, "{article} {words}")?;
        match self.only {
            Some(Requirement::AttackAtMost(most)) => write!(f, " with {most} or less Attack"),
            Some(Requirement::AttackAtLeast(least)) => write!(f, " with {least} or more Attack"),
            Some(Requirement::Has(keyword)) => write!(f, " with {}", keyword.name()),
            _ => Ok(()),
        }
    }
}

/// An aim's kind and side as one word of a card file.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AimWord {
    /// Any character (the spelling of the course's first aimed cards).
    AnyCharacter,
    /// Any character.
    Character,
    /// A character of the opponent's ("an enemy", "an enemy character").
    EnemyCharacter,
    /// A character of the player's own.
    FriendlyCharacter,
    /// Any minion.
    Minion,
    /// A minion of the opponent's.
    EnemyMinion,
    /// A minion of the player's own.
    FriendlyMinion,
    /// Either hero.
    Hero,
    /// The opponent's hero.
    EnemyHero,
    /// The player's own hero.
    FriendlyHero,
}

impl AimWord {
    /// Every word, in the order the vocabulary lists them.
    pub const ALL: [AimWord; 10] = [
        AimWord::AnyCharacter,
        AimWord::Character,
        AimWord::EnemyCharacter,
        AimWord::FriendlyCharacter,
        AimWord::Minion,
        AimWord::EnemyMinion,
        AimWord::FriendlyMinion,
        AimWord::Hero,
        AimWord::EnemyHero,
        AimWord::FriendlyHero,
    ];

    /// The aim the word says, with no requirement.
    pub fn aim(self) -> Aim {
        use {AimSide::*, Aimable::*};
        let (at, side) = match self {
            AimWord::AnyCharacter | AimWord::Character => (Character, Either),
            AimWord::EnemyCharacter => (Character, Enemy),
            AimWord::FriendlyCharacter => (Character, Friendly),
            AimWord::Minion => (Minion, Either),
            AimWord::EnemyMinion => (Minion, Enemy),
            AimWord::FriendlyMinion => (Minion, Friendly),
            AimWord::Hero => (Hero, Either),
            AimWord::EnemyHero => (Hero, Enemy),
            AimWord::FriendlyHero => (Hero, Friendly),
        };
        Aim { at, side, only: None }
    }

    /// The word for `aim`'s kind and side (`"character"` for any character).
    fn of(aim: Aim) -> AimWord {
        AimWord::ALL[1..]
            .iter()
            .copied()
            .find(|word| word.aim() == Aim { only: None, ..aim })
            .unwrap_or(AimWord::Character)
    }
}

/// An aim with a requirement, as a card file writes it.
#[derive(Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct AimFields {
    of: Option<AimWord>,
    #[serde(skip_serializing_if = "Option::is_none")]
    damaged: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    attack_at_most: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    attack_at_least: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tribe: Option<Tribe>,
    #[serde(skip_serializing_if = "Option::is_none")]
    with: Option<Keyword>,
}

impl AimFields {
    /// The aim these fields say, or what is wrong with them: an aim names its characters
    /// (`"of"`) and takes one requirement at most.
    fn aim(self) -> Result<Aim, String> {
        let of = self
            .of
            .ok_or("an aim with a requirement names its characters: add \"of\", like \"of\": \"minion\"")?;
        let AimFields { damaged, attack_at_most, attack_at_least, tribe, with, .. } = self;
        let fields = RequirementFields { damaged, attack_at_most, attack_at_least, tribe, with };
        let only = fields
            .requirements()
            .map_err(|_| format!("an aim takes one requirement at most ({REQUIREMENT_FIELDS}): keep one"))?;
        Ok(Aim { only, ..of.aim() })
    }
}

/// The fields that each name a requirement, as messages list them.
const REQUIREMENT_FIELDS: &str =
    "\"damaged\", \"attack_at_most\", \"attack_at_least\", \"tribe\" or \"with\"";

/// A requirement alone, as a card file writes it (a triggered ability's `"if_it"`): one field,
/// `{ "attack_at_most": 3 }`.
#[derive(Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct RequirementFields {
    #[serde(skip_serializing_if = "Option::is_none")]
    damaged: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    attack_at_most: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    attack_at_least: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tribe: Option<Tribe>,
    #[serde(skip_serializing_if = "Option::is_none")]
    with: Option<Keyword>,
}

impl RequirementFields {
    /// The requirement these fields name, `None` for none; `Err` if they name more than one.
    fn requirements(self) -> Result<Option<Requirement>, ()> {
        let requirements = [
            self.damaged.map(|damaged| if damaged { Requirement::Damaged } else { Requirement::Undamaged }),
            self.attack_at_most.map(Requirement::AttackAtMost),
            self.attack_at_least.map(Requirement::AttackAtLeast),
            self.tribe.map(Requirement::Tribe),
            self.with.map(Requirement::Has),
        ];
        let mut given = requirements.into_iter().flatten();
        let only = given.next();
        if given.next().is_some() {
            return Err(());
        }
        Ok(only)
    }

    /// `requirement`'s one field.
    fn of(requirement: Requirement) -> RequirementFields {
        let mut fields = RequirementFields::default();
        match requirement {
            Requirement::Damaged => fields.damaged = Some(true),
            Requirement::Undamaged => fields.damaged = Some(false),
            Requirement::AttackAtMost(most) => fields.attack_at_most = Some(most),
            Requirement::AttackAtLeast(least) => fields.attack_at_least = Some(least),
            Requirement::Tribe(tribe) => fields.tribe = Some(tribe),
            Requirement::Has(keyword) => fields.with = Some(keyword),
        }
        fields
    }
}

impl<'de> Deserialize<'de> for Requirement {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Requirement, D::Error> {
        let fields = RequirementFields::deserialize(deserializer)?;
        match fields.requirements() {
            Ok(Some(requirement)) => Ok(requirement),
            Ok(None) => Err(de::Error::custom(format!(
                "a requirement names one of {REQUIREMENT_FIELDS}, like {{ \"attack_at_most\": 3 }}: add one"
            ))),
            Err(()) => {
                Err(de::Error::custom(format!("a requirement is one of {REQUIREMENT_FIELDS}: keep one")))
            }
        }
    }
}

impl Serialize for Requirement {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        RequirementFields::of(*self).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Aim {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Aim, D::Error> {
        deserializer.deserialize_any(AimVisitor)
    }
}

/// Reads an aim from a word or from an object of fields.
struct AimVisitor;

impl<'de> Visitor<'de> for AimVisitor {
    type Value = Aim;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "an aim: a word like \"enemy_minion\", or an object like {{ \"of\": \"minion\", \"damaged\": true }}"
        )
    }

    fn visit_str<E: de::Error>(self, word: &str) -> Result<Aim, E> {
        AimWord::deserialize(word.into_deserializer()).map(AimWord::aim)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Aim, A::Error> {
        let fields = AimFields::deserialize(de::value::MapAccessDeserializer::new(map))?;
        fields.aim().map_err(de::Error::custom)
    }
}

impl Serialize for Aim {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let of = AimWord::of(*self);
        let Some(only) = self.only else { return of.serialize(serializer) };
        let RequirementFields { damaged, attack_at_most, attack_at_least, tribe, with } =
            RequirementFields::of(only);
        let fields = AimFields { of: Some(of), damaged, attack_at_most, attack_at_least, tribe, with };
        fields.serialize(serializer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(json: &str) -> Result<Aim, String> {
        serde_json::from_str(json).map_err(|err| err.to_string())
    }

    #[test]
    fn an_aim_is_read_from_a_word_or_from_fields_and_written_back_the_same() {
        assert_eq!(read(r#""any_character""#), Ok(Aim::ANY_CHARACTER));
        assert_eq!(read(r#""character""#), Ok(Aim::ANY_CHARACTER));
        assert_eq!(read(r#""friendly_minion""#), Ok(Aim::FRIENDLY_MINION));
        let damaged_enemy_minion =
            Aim { at: Aimable::Minion, side: AimSide::Enemy, only: Some(Requirement::Damaged) };
        assert_eq!(read(r#"{ "of": "enemy_minion", "damaged": true }"#), Ok(damaged_enemy_minion));
        let crab =
            Aim { at: Aimable::Minion, side: AimSide::Either, only: Some(Requirement::Tribe(Tribe::Murloc)) };
        assert_eq!(read(r#"{ "of": "minion", "tribe": "murloc" }"#), Ok(crab));
        for aim in [Aim::ANY_CHARACTER, Aim::FRIENDLY_MINION, damaged_enemy_minion, crab] {
            assert_eq!(read(&serde_json::to_string(&aim).unwrap()), Ok(aim), "{aim}");
        }
        for word in AimWord::ALL {
            let written = serde_json::to_string(&word.aim()).unwrap();
            assert_eq!(read(&written), Ok(word.aim()), "{word:?} written as {written}");
        }
    }

    /// A requirement alone (a trigger's `"if_it"`) is one field of an aim's, read and written
    /// back the same; none, two or an unknown one are refused naming the fix.
    #[test]
    fn a_requirement_alone_is_one_field_and_reads_back_the_same() {
        let read = |json: &str| serde_json::from_str::<Requirement>(json).map_err(|err| err.to_string());
        assert_eq!(read(r#"{ "attack_at_most": 3 }"#), Ok(Requirement::AttackAtMost(3)));
        assert_eq!(read(r#"{ "damaged": false }"#), Ok(Requirement::Undamaged));
        for requirement in [
            Requirement::Damaged,
            Requirement::Undamaged,
            Requirement::AttackAtMost(3),
            Requirement::AttackAtLeast(7),
            Requirement::Tribe(Tribe::Murloc),
            Requirement::Has(Keyword::Taunt),
        ] {
            let written = serde_json::to_string(&requirement).unwrap();
            assert_eq!(read(&written), Ok(requirement), "{written}");
        }
        let none = read("{}").unwrap_err();
        assert!(none.starts_with("a requirement names one of \"damaged\""), "{none}");
        assert!(none.contains("like { \"attack_at_most\": 3 }: add one"), "{none}");
        let two = read(r#"{ "damaged": true, "tribe": "beast" }"#).unwrap_err();
        assert!(two.contains("a requirement is one of") && two.contains("keep one"), "{two}");
        let stray = read(r#"{ "of": "minion" }"#).unwrap_err();
        assert!(stray.starts_with("unknown field `of`"), "{stray}");
    }

    #[test]
    fn a_bad_aim_is_refused_naming_the_fix() {
        let unknown = read(r#""enemy_minon""#).unwrap_err();
        assert!(unknown.starts_with("unknown variant `enemy_minon`"), "{unknown}");
        let two = read(r#"{ "of": "minion", "damaged": true, "tribe": "beast" }"#).unwrap_err();
        assert!(two.contains("one requirement at most"), "{two}");
        let no_of = read(r#"{ "damaged": true }"#).unwrap_err();
        assert!(no_of.contains("add \"of\""), "{no_of}");
        let stray = read(r#"{ "of": "minion", "wounded": true }"#).unwrap_err();
        assert!(stray.starts_with("unknown field `wounded`"), "{stray}");
        let number = read("5").unwrap_err();
        assert!(number.contains("expected an aim: a word like \"enemy_minion\""), "{number}");
    }

    #[test]
    fn an_aim_reads_as_the_cards_text_says_it() {
        let words = |aim: Aim| aim.to_string();
        assert_eq!(words(Aim::ANY_CHARACTER), "a character");
        assert_eq!(words(AimWord::EnemyCharacter.aim()), "an enemy character");
        assert_eq!(
            words(Aim { only: Some(Requirement::Damaged), ..AimWord::EnemyMinion.aim() }),
            "a damaged enemy minion"
        );
        assert_eq!(
            words(Aim { only: Some(Requirement::Undamaged), ..AimWord::Minion.aim() }),
            "an undamaged minion"
        );
        assert_eq!(
            words(Aim { only: Some(Requirement::AttackAtLeast(7)), ..AimWord::Minion.aim() }),
            "a minion with 7 or more Attack"
        );
        assert_eq!(
            words(Aim { only: Some(Requirement::Tribe(Tribe::Beast)), ..Aim::FRIENDLY_MINION }),
            "a friendly Beast"
        );
        assert_eq!(
            words(Aim { only: Some(Requirement::Has(Keyword::Taunt)), ..AimWord::EnemyMinion.aim() }),
            "an enemy minion with Taunt"
        );
        assert_eq!(words(AimWord::Hero.aim()), "a hero");
        let three_or_less = Aim { only: Some(Requirement::AttackAtMost(3)), ..AimWord::Minion.aim() };
        assert_eq!(words(three_or_less), "a minion with 3 or less Attack");
    }
}
