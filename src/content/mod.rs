//! The cards: stats, text and abilities as data from the card files under `cards/` (the
//! lessons' cards in `cards/lessons.json`, the rest one file per set and class, listed in
//! `catalog.rs`), the behaviours written as code from `behaviours.rs`, joined into one library
//! and checked at start-up. Content depends on the engine, never the reverse.

mod behaviours;
mod card_file;
mod catalog;
mod class;
mod data_check;
mod deck_file;
mod overrides;
mod rarity;

use std::sync::OnceLock;

use thiserror::Error;

use crate::engine::{Abilities, CardDef, CardKind, Library};

pub use behaviours::behaviours;
pub use card_file::{
    CardFileError, CardSource, in_scenario_cards, library_with, read_card_file, unknown_and_known,
};
pub use catalog::{CARD_FILES, Entry, Kind, catalog_classes, catalog_entries, catalog_json, parse};
pub use class::Class;
pub use data_check::{COST, NUMBER_RANGES, NumberRange};
pub use deck_file::{
    BUILT_IN_DECKS, DECK_SIZE, Deck, DeckError, DeckFile, MOST_COPIES, built_in_deck, built_in_deck_file,
    read_deck,
};
pub use overrides::{Override, OverrideError, read_overrides, with_overrides};
pub use rarity::Rarity;

/// Why the catalog and the behaviours do not make a library.
#[derive(Debug, Error)]
pub enum ContentError {
    /// A card file is not valid JSON of the expected shape.
    #[error("{file} is malformed: {source}")]
    Malformed { file: String, source: serde_json::Error },
    /// A problem with a card of one of the shipped card files, placed in that file.
    #[error("{file}: {source}")]
    InFile { file: String, source: Box<ContentError> },
    /// A minion without stats, or a spell with them.
    #[error("catalog card {card:?}: {problem}")]
    BadStats { card: String, problem: &'static str },
    /// A card whose text needs a behaviour that `behaviours.rs` lacks.
    #[error(
        "catalog card {card:?} says \"behaviour\": true but has no behaviour: add one to src/content/behaviours.rs, or write its abilities as data and drop \"behaviour\""
    )]
    MissingBehaviour { card: String },
    /// A card with abilities both as code and as data.
    #[error(
        "catalog card {card:?} has abilities both as data and as a behaviour in src/content/behaviours.rs: keep one"
    )]
    CodeAndData { card: String },
    /// Abilities as data that its card cannot have or read.
    #[error("catalog card {card:?}: {problem}")]
    BadData { card: String, problem: String },
    /// A behaviour for a card the catalog does not mark `"behaviour": true`.
    #[error(
        "behaviour {card:?} has no card: add it to its card file under src/content/cards/ with \"behaviour\": true, or fix its name"
    )]
    OrphanBehaviour { card: String },
    /// Two behaviours for one card.
    #[error("card {card:?} has two behaviours in src/content/behaviours.rs: keep one")]
    DuplicateBehaviour { card: String },
    /// The engine refused the cards (for example, a duplicate name).
    #[error("{0}")]
    Library(#[from] crate::engine::Error),
}

/// The content library: the embedded card files joined with the behaviours, built and
/// checked on first use and shared by every game.
///
/// Panics with the start-up check's message if the content is inconsistent; `cargo test`
/// runs the check first, so that never reaches a learner's game.
pub fn library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| match build_files(&CARD_FILES, behaviours()) {
        Ok(library) => library,
        Err(err) => panic!("the card content is inconsistent: {err}"),
    })
}

/// Join a catalog (one JSON array of cards) with behaviours, checking that every card with an
/// ability has a behaviour and every behaviour has a card.
pub fn build(
    catalog_json: &str,
    behaviours: Vec<(&'static str, Abilities)>,
) -> Result<Library, ContentError> {
    let entries = parse(catalog_json)
        .map_err(|source| ContentError::Malformed { file: "the catalog".to_owned(), source })?;
    build_entries(entries, behaviours)
}

/// Join card files, each a path and its JSON text, with behaviours, checked as `build` checks
/// them; an error names the file that holds the card at fault (the last file that names it,
/// for a name given twice).
pub fn build_files(
    files: &[(&str, &str)],
    behaviours: Vec<(&'static str, Abilities)>,
) -> Result<Library, ContentError> {
    let mut entries = Vec::new();
    let mut file_of = Vec::new();
    for (file, json) in files {
        let cards =
            parse(json).map_err(|source| ContentError::Malformed { file: (*file).to_owned(), source })?;
        file_of.extend(cards.iter().map(|card| (card.name.clone(), *file)));
        entries.extend(cards);
    }
    build_entries(entries, behaviours).map_err(|err| {
        let named = err.card().and_then(|card| file_of.iter().rev().find(|(name, _)| name == card));
        match named {
            Some((_, file)) => ContentError::InFile { file: (*file).to_owned(), source: Box::new(err) },
            None => err,
        }
    })
}

impl ContentError {
    /// The card the problem is about, if it is about one.
    fn card(&self) -> Option<&str> {
        match self {
            ContentError::BadStats { card, .. }
            | ContentError::MissingBehaviour { card }
            | ContentError::CodeAndData { card }
            | ContentError::BadData { card, .. }
            | ContentError::DuplicateBehaviour { card } => Some(card),
            ContentError::Library(
                crate::engine::Error::UnknownToken { card, .. }
                | crate::engine::Error::TokenNotAMinion { card, .. }
                | crate::engine::Error::NotAnEnchantment { card, .. }
                | crate::engine::Error::TwoSecondPlayerCards { second: card, .. },
            ) => Some(card),
            ContentError::Library(crate::engine::Error::DuplicateCard { name }) => Some(name),
            _ => None,
        }
    }
}

/// Join catalog entries with behaviours, checked as `build` checks them.
pub fn build_entries(
    entries: Vec<Entry>,
    behaviours: Vec<(&'static str, Abilities)>,
) -> Result<Library, ContentError> {
    let mut behaviours = behaviours;
    let mut cards = Vec::with_capacity(entries.len());
    for entry in entries {
        let kind = card_kind(&entry)?;
        let problem =
            data_check::name_problem(&entry.name).or_else(|| data_check::card_problem(&entry, kind));
        if let Some(problem) = problem {
            return Err(ContentError::BadData { card: entry.name, problem });
        }
        let found: Vec<usize> = (0..behaviours.len()).filter(|&i| behaviours[i].0 == entry.name).collect();
        let data = entry.data();
        if let Some(problem) = data_check::problem(&data, kind) {
            return Err(ContentError::BadData { card: entry.name, problem });
        }
        let abilities = match (entry.behaviour, found.as_slice()) {
            (_, [_, _, ..]) => return Err(ContentError::DuplicateBehaviour { card: entry.name }),
            (true, _) if !data.is_empty() => return Err(ContentError::CodeAndData { card: entry.name }),
            (true, [at]) => behaviours.remove(*at).1,
            (true, []) => return Err(ContentError::MissingBehaviour { card: entry.name }),
            (false, [_]) if !data.is_empty() => return Err(ContentError::CodeAndData { card: entry.name }),
            (false, [_]) => return Err(ContentError::OrphanBehaviour { card: entry.name }),
            (false, []) => Abilities::from_data(&data),
        };
        let keywords = entry.keywords;
        cards.push(CardDef {
            name: entry.name,
            cost: entry.cost,
            kind,
            text: entry.text,
            keywords,
            enrage: entry.enrage,
            tribe: entry.tribe,
            damage_one_by_one: entry.damage_one_by_one,
            enemy_minions_needed: entry.enemy_minions_needed,
            minions_needed: entry.minions_needed,
            board_slots_needed: entry.board_slots_needed,
            weapon_needed: entry.weapon_needed,
            aim_needs_combo: entry.aim_needs_combo,
            overload: entry.overload,
            minion_attacks_cost_attack: entry.minion_attacks_cost_attack,
            hero_immune_while_attacking: entry.hero_immune_while_attacking,
            lends_control: entry.lends_control,
            token: entry.token,
            for_the_second_player: entry.for_the_second_player,
            abilities,
        });
    }
    if let Some((name, _)) = behaviours.first() {
        return Err(ContentError::OrphanBehaviour { card: (*name).to_owned() });
    }
    Ok(Library::new(cards)?)
}

fn card_kind(entry: &Entry) -> Result<CardKind, ContentError> {
    let bad = |problem| Err(ContentError::BadStats { card: entry.name.clone(), problem });
    if entry.lasts.is_some() && entry.kind != Kind::Enchantment {
        return bad("\"lasts\" says how long an enchantment card lasts: this card is not one");
    }
    if entry.durability.is_some() && entry.kind != Kind::Weapon {
        return bad("only a weapon has \"durability\": take it off this card");
    }
    if !entry.power.is_empty() && entry.kind != Kind::HeroPower {
        return bad("only a Hero Power has \"power\" text: a spell's text is its \"spell\"");
    }
    match (entry.kind, entry.attack, entry.health) {
        (Kind::Enchantment, _, _) if entry.aim.is_some() => bad(
            "\"aim\" is for a spell or a Battlecry: an enchantment card is attached by another card's \"enchant\"",
        ),
        (Kind::Enchantment, _, _) if entry.target => {
            bad("\"target\" is for a spell: an enchantment card is attached by another card's \"enchant\"")
        }
        (Kind::Enchantment, None, None) => {
            Ok(CardKind::Enchantment { lasts: entry.lasts.unwrap_or_default() })
        }
        (Kind::Enchantment, _, _) => {
            bad("an enchantment card has no \"attack\" or \"health\": it gives keywords and abilities")
        }
        (Kind::Minion, _, _) if entry.target => {
            bad("\"target\" is for a spell whose text names one; a minion's Battlecry is aimed with \"aim\"")
        }
        // Their ranges are `data_check::card_problem`'s.
        (Kind::Minion, Some(attack), Some(health)) => Ok(CardKind::Minion { attack, health }),
        (Kind::Minion, _, _) => bad("a minion needs both \"attack\" and \"health\""),
        (Kind::Spell, None, None) => Ok(CardKind::Spell { targeted: entry.target || entry.aim.is_some() }),
        (Kind::Spell, _, _) => bad("a spell has no \"attack\" or \"health\""),
        (Kind::Weapon, _, Some(_)) => bad("a weapon has \"durability\", not \"health\""),
        (Kind::Weapon, _, _) if entry.target => {
            bad("\"target\" is for a spell whose text names one; a weapon's Battlecry is aimed with \"aim\"")
        }
        (Kind::Weapon, Some(attack), None) => match entry.durability {
            Some(durability) => Ok(CardKind::Weapon { attack, durability }),
            None => bad("a weapon needs both \"attack\" and \"durability\""),
        },
        (Kind::Weapon, None, None) => bad("a weapon needs both \"attack\" and \"durability\""),
        (Kind::HeroPower, _, _) if !entry.spell.is_empty() => {
            bad("a Hero Power's text is its \"power\": rename \"spell\" to \"power\"")
        }
        (Kind::HeroPower, None, None) => {
            Ok(CardKind::HeroPower { targeted: entry.target || entry.aim.is_some() })
        }
        (Kind::HeroPower, _, _) => bad("a Hero Power has no \"attack\" or \"health\""),
        (Kind::Hero, _, _) if entry.aim.is_some() || entry.target || !entry.spell.is_empty() => {
            bad("a hero card has no text that resolves: it only names what a hero becomes")
        }
        (Kind::Hero, None, Some(health)) => Ok(CardKind::Hero { health }),
        (Kind::Hero, _, _) => bad("a hero card needs \"health\", its starting Health, and no \"attack\""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Action, TriggerOn};

    fn draws() -> Abilities {
        Abilities::trigger(TriggerOn::SelfDamaged, |c, out| out.push(Action::Draw { player: c.owner() }))
    }

    const ONE_CARD: &str = r#"[{ "name": "Test Drawer", "cost": 1, "type": "minion",
        "attack": 1, "health": 2, "text": "Whenever this minion takes damage, draw a card.",
        "behaviour": true }]"#;

    #[test]
    fn the_shipped_content_is_consistent() {
        for (file, json) in CARD_FILES {
            parse(json).unwrap_or_else(|err| panic!("{file} is malformed: {err}"));
        }
        let library = build_files(&CARD_FILES, behaviours()).unwrap_or_else(|err| panic!("{err}"));
        assert_eq!(library.cards().count(), catalog_entries().len());
    }

    /// A built-in card's class is its card file's, or, in the lessons' file (which holds cards
    /// of several classes), its own `"class"`: never a class its file contradicts.
    #[test]
    fn a_built_in_cards_class_is_its_files_or_in_the_lessons_file_its_own() {
        for (file, json) in CARD_FILES {
            for entry in parse(json).unwrap() {
                if let (Some(of_file), Some(own)) = (Class::of_file(file), entry.class) {
                    assert_eq!(own, of_file, "{file}: {}", entry.name);
                }
            }
        }
        let classes = catalog_classes();
        assert_eq!(classes.len(), catalog_entries().len());
        let class = |name: &str| classes.iter().find(|(card, _)| card == name).map(|(_, class)| *class);
        for (card, expected) in [
            ("Armorsmith", Class::Warrior),
            ("Whirlwind", Class::Warrior),
            ("Frothing Berserker", Class::Warrior),
            ("Acolyte of Pain", Class::Neutral),
            ("Test Echo", Class::Neutral),
            ("Fireball", Class::Mage),
            ("Wisp", Class::Neutral),
            ("Mirror Image (token)", Class::Mage),
        ] {
            assert_eq!(class(card), Some(expected), "{card}");
        }
    }

    #[test]
    fn a_weapon_card_needs_attack_and_durability_and_nothing_not_built_yet() {
        let refusal = |card: &str| {
            let json = format!("[{card}]");
            let file = ("cards/set/weapons.json", json.as_str());
            build_files(&[file], Vec::new()).unwrap_err().to_string()
        };
        let prefix = "cards/set/weapons.json: catalog card \"Test Axe\": ";
        for (card, problem) in [
            (
                r#"{ "name": "Test Axe", "cost": 1, "type": "weapon", "attack": 3 }"#,
                "a weapon needs both \"attack\" and \"durability\"",
            ),
            (
                r#"{ "name": "Test Axe", "cost": 1, "type": "weapon", "attack": 3, "health": 2 }"#,
                "a weapon has \"durability\", not \"health\"",
            ),
            (
                r#"{ "name": "Test Axe", "cost": 1, "type": "minion", "attack": 3, "health": 2, "durability": 2 }"#,
                "only a weapon has \"durability\": take it off this card",
            ),
            (
                r#"{ "name": "Test Axe", "cost": 1, "type": "weapon", "attack": 3, "durability": 2, "target": true }"#,
                "\"target\" is for a spell whose text names one; a weapon's Battlecry is aimed with \"aim\"",
            ),
        ] {
            assert_eq!(refusal(card), format!("{prefix}{problem}"), "{card}");
        }
        let keywords = r#"{ "name": "Test Axe", "cost": 1, "type": "weapon", "attack": 3, "durability": 2, "keywords": ["taunt"] }"#;
        assert!(refusal(keywords).contains("a weapon's keyword is Windfury alone"), "{}", refusal(keywords));
        let text = r#"{ "name": "Test Axe", "cost": 1, "type": "weapon", "attack": 3, "durability": 2, "deathrattle": [{"draw": {"player": "you"}}] }"#;
        assert!(refusal(text).contains("a weapon here says only \"triggers\""), "{}", refusal(text));
        let axe = r#"[{ "name": "Test Axe", "cost": 1, "type": "weapon", "attack": 3, "durability": 2 }]"#;
        let library = build_files(&[("cards/set/weapons.json", axe)], Vec::new()).unwrap();
        let def = library.card(library.find("Test Axe").unwrap());
        assert_eq!(def.kind, CardKind::Weapon { attack: 3, durability: 2 });
    }

    #[test]
    fn a_problem_in_a_card_file_names_the_file() {
        let good = ("cards/good.json", ONE_CARD);
        let malformed = ("cards/set/malformed.json", "[{ \"name\": ");
        let err = build_files(&[good, malformed], vec![("Test Drawer", draws())]).unwrap_err();
        assert!(err.to_string().starts_with("cards/set/malformed.json is malformed: "), "{err}");
        let bad = ("cards/set/bad.json", r#"[{ "name": "Test Statless", "cost": 1, "type": "minion" }]"#);
        let err = build_files(&[good, bad], vec![("Test Drawer", draws())]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "cards/set/bad.json: catalog card \"Test Statless\": a minion needs both \"attack\" and \"health\""
        );
        let again = ("cards/set/again.json", ONE_CARD);
        let err = build_files(&[good, again], vec![("Test Drawer", draws())]).unwrap_err();
        assert!(
            err.to_string().starts_with("cards/set/again.json: "),
            "the second file names it again: {err}"
        );
    }

    #[test]
    fn a_card_with_an_ability_needs_a_behaviour() {
        let err = build(ONE_CARD, vec![]).unwrap_err();
        assert!(matches!(&err, ContentError::MissingBehaviour { card } if card == "Test Drawer"), "{err}");
        assert!(err.to_string().contains("src/content/behaviours.rs"), "{err}");
    }

    #[test]
    fn a_misspelt_token_fails_when_the_library_is_built_naming_the_card() {
        let summons = draws().summoning("Test Drawr");
        let err = build(ONE_CARD, vec![("Test Drawer", summons)]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "\"Test Drawer\" summons \"Test Drawr\", which is not in the library: did you mean \
             \"Test Drawer\"? Names are spelled exactly as in the catalog"
        );
        let spelt = draws().summoning("Test Drawer");
        let library = build(ONE_CARD, vec![("Test Drawer", spelt)]).expect("a token that exists");
        let drawer = library.find("Test Drawer").unwrap();
        assert_eq!(library.tokens(drawer), [drawer]);
    }

    #[test]
    fn a_behaviour_needs_a_card() {
        let err = build(ONE_CARD, vec![("Test Drawer", draws()), ("Test Ghost", draws())]).unwrap_err();
        assert!(matches!(&err, ContentError::OrphanBehaviour { card } if card == "Test Ghost"), "{err}");
    }

    #[test]
    fn a_card_without_an_ability_must_not_have_a_behaviour() {
        let catalog = ONE_CARD.replace("\"behaviour\": true", "\"behaviour\": false");
        let err = build(&catalog, vec![("Test Drawer", draws())]).unwrap_err();
        assert!(matches!(&err, ContentError::OrphanBehaviour { card } if card == "Test Drawer"), "{err}");
    }

    #[test]
    fn a_card_gets_one_behaviour() {
        let err = build(ONE_CARD, vec![("Test Drawer", draws()), ("Test Drawer", draws())]).unwrap_err();
        assert!(matches!(&err, ContentError::DuplicateBehaviour { card } if card == "Test Drawer"), "{err}");
    }

    #[test]
    fn a_minion_needs_its_stats() {
        let catalog = ONE_CARD.replace("\"health\": 2,", "");
        let err = build(&catalog, vec![("Test Drawer", draws())]).unwrap_err();
        assert!(matches!(&err, ContentError::BadStats { card, .. } if card == "Test Drawer"), "{err}");
    }

    const DATA_CARD: &str = r#"[{ "name": "Test Drawer", "cost": 1, "type": "minion",
        "attack": 1, "health": 2, "text": "Whenever this minion takes damage, draw a card.",
        "triggers": [{ "on": "self_damaged", "actions": [{ "draw": { "player": "you" } }] }] }]"#;

    #[test]
    fn a_card_as_data_needs_no_behaviour_and_gets_its_trigger() {
        let library = build(DATA_CARD, vec![]).expect("a card as data");
        let drawer = library.card(library.find("Test Drawer").unwrap());
        let [trigger] = drawer.abilities.triggers.as_slice() else { panic!("one trigger") };
        assert_eq!(trigger.on, TriggerOn::SelfDamaged);
    }

    #[test]
    fn a_card_has_code_or_data_never_both() {
        let err = build(DATA_CARD, vec![("Test Drawer", draws())]).unwrap_err();
        assert!(matches!(&err, ContentError::CodeAndData { card } if card == "Test Drawer"), "{err}");
        let flagged = DATA_CARD.replace("\"text\"", "\"behaviour\": true, \"text\"");
        let err = build(&flagged, vec![("Test Drawer", draws())]).unwrap_err();
        assert!(matches!(&err, ContentError::CodeAndData { card } if card == "Test Drawer"), "{err}");
        assert!(err.to_string().contains("keep one"), "{err}");
    }

    #[test]
    fn data_a_card_cannot_read_is_refused_naming_the_card_and_the_fix() {
        let spell = r#"[{ "name": "Test Bolt", "cost": 1, "type": "spell", "text": "",
            "spell": [{ "damage": { "targets": { "one": "this_minion" }, "amount": 1 } }] }]"#;
        let err = build(spell, vec![]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "catalog card \"Test Bolt\": in \"spell\", \"this_minion\": a spell has no minion"
        );
        let aimless = DATA_CARD
            .replace("{ \"draw\": { \"player\": \"you\" } }", "{ \"destroy\": { \"minion\": \"target\" } }");
        let err = build(&aimless, vec![]).unwrap_err();
        assert!(
            err.to_string()
                .contains("in \"triggers[0]\", \"target\": nothing is picked for a triggered ability"),
            "{err}"
        );
        let minion_spell = DATA_CARD
            .replace("\"triggers\": [{ \"on\": \"self_damaged\", \"actions\"", "\"spell\"")
            .replace("] }] }]", "] }]");
        let err = build(&minion_spell, vec![]).unwrap_err();
        assert!(err.to_string().contains("a minion has no \"spell\" text"), "{err}");
    }

    #[test]
    fn a_malformed_catalog_says_where() {
        let err = build("[{ \"name\": ", vec![]).unwrap_err();
        assert!(matches!(err, ContentError::Malformed { .. }), "{err}");
        assert!(err.to_string().contains("line 1"), "{err}");
    }
}
