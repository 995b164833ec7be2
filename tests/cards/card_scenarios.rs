//! The cards' own scenarios (`scenarios/cards/<set>/<class>/<card>.json`) test their card:
//! each names a built-in card by its file name, every built-in classic card with text has one,
//! and each fails when its card is stripped to a vanilla minion or an empty spell of the same
//! name, cost and stats (no abilities, no keywords).

use std::fs;
use std::path::{Path, PathBuf};

use my_engine::content::{CARD_FILES, Entry, behaviours, build_entries, catalog_entries};
use my_engine::engine::Library;
use my_engine::scenario::{ScenarioError, check, files_under, parse, run};

/// The file name (without `.json`) of the scenario of the card `name`: lower case,
/// apostrophes dropped, every other run of characters that are not letters or digits one
/// underscore (`Sen'jin Shieldmasta` is `senjin_shieldmasta`).
fn file_stem_of(name: &str) -> String {
    let mut stem = String::new();
    for c in name.chars().filter(|&c| c != '\'') {
        if c.is_ascii_alphanumeric() {
            stem.push(c.to_ascii_lowercase());
        } else if !stem.ends_with('_') {
            stem.push('_');
        }
    }
    stem.trim_matches('_').to_owned()
}

fn card_scenarios() -> Vec<PathBuf> {
    files_under(&Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/cards")).expect("scenarios/cards/")
}

/// The built-in card the scenario `file` is about, named by its file name.
fn card_under_test(file: &Path) -> Entry {
    let stem = file.file_stem().unwrap().to_string_lossy();
    let named: Vec<Entry> =
        catalog_entries().into_iter().filter(|card| file_stem_of(&card.name) == stem).collect();
    match named.as_slice() {
        [card] => card.clone(),
        [] => panic!("{}: names no built-in card: call it after its card ({stem:?})", file.display()),
        _ => panic!("{}: names {} built-in cards", file.display(), named.len()),
    }
}

/// The built-in library with `card` stripped of its abilities and keywords (its behaviour
/// too, if it is written as code), and the scenario's own `cards` joined to it.
fn stripped_library(card: &Entry, own: &[Entry]) -> &'static Library {
    let mut entries: Vec<Entry> = catalog_entries()
        .into_iter()
        .map(|entry| if entry.name == card.name { entry.stripped() } else { entry })
        .collect();
    entries.extend(own.iter().cloned());
    let code = behaviours().into_iter().filter(|(name, _)| *name != card.name).collect();
    let library = build_entries(entries, code).unwrap_or_else(|err| panic!("{}: {err}", card.name));
    Box::leak(Box::new(library))
}

#[test]
fn the_file_stem_of_a_card_is_its_name_in_lower_case_with_underscores() {
    assert_eq!(file_stem_of("Sen'jin Shieldmasta"), "senjin_shieldmasta");
    assert_eq!(file_stem_of("Kor'kron Elite"), "korkron_elite");
    assert_eq!(file_stem_of("Lay on Hands"), "lay_on_hands");
    assert_eq!(file_stem_of("Mogu'shan Warden"), "mogushan_warden");
}

/// Each card scenario names one built-in card, and sits in the folder of its set and class
/// (`scenarios/cards/classic/mage/`) when its card is in a set's file.
#[test]
fn every_card_scenario_names_a_built_in_card_in_its_folder() {
    let files = card_scenarios();
    assert!(!files.is_empty(), "scenarios/cards/ holds the cards' scenarios");
    for file in files {
        let card = card_under_test(&file);
        let home = CARD_FILES.iter().find(|(_, json)| {
            my_engine::content::parse(json).unwrap().iter().any(|entry| entry.name == card.name)
        });
        let (card_file, _) = home.expect("a built-in card is in a card file");
        if let Some(set_and_class) =
            card_file.strip_prefix("src/content/cards/").and_then(|f| f.strip_suffix(".json"))
            && set_and_class.contains('/')
        {
            let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/cards").join(set_and_class);
            assert_eq!(
                file.parent(),
                Some(folder.as_path()),
                "{}: {} is in {card_file}",
                file.display(),
                card.name
            );
        }
    }
}

/// Every classic card with text (a token's keyword aside) has its scenario.
#[test]
fn every_built_in_classic_card_with_text_has_a_scenario() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut missing = Vec::new();
    for (card_file, json) in CARD_FILES {
        let Some(class) =
            card_file.strip_prefix("src/content/cards/classic/").and_then(|f| f.strip_suffix(".json"))
        else {
            continue;
        };
        for card in my_engine::content::parse(json).unwrap() {
            let scenario =
                root.join(format!("scenarios/cards/classic/{class}/{}.json", file_stem_of(&card.name)));
            if !card.text.is_empty() && !card.token && !scenario.is_file() {
                missing.push(format!("{} ({})", card.name, scenario.strip_prefix(root).unwrap().display()));
            }
        }
    }
    assert!(missing.is_empty(), "cards with text and no scenario: {missing:?}");
}

/// The stripped twin: each card scenario, run against its card stripped to a vanilla minion
/// or an empty spell of the same name, cost and stats, no longer holds. Either an expectation
/// fails, the engine refuses a move only the card's abilities made legal (a Charge minion's
/// attack, an aimed Battlecry's target), or a `label` step finds no card where only the
/// card's abilities put one (a summon's token): nothing else differs from the run that holds
/// (`tests/cards/scenarios.rs`).
#[test]
fn every_card_scenario_fails_when_its_card_is_stripped() {
    let mut holding = Vec::new();
    for file in card_scenarios() {
        let path = file.display().to_string();
        let json = fs::read_to_string(&file).unwrap();
        let scenario = parse(&path, &json).unwrap_or_else(|err| panic!("{err}"));
        let card = card_under_test(&file);
        let stripped = stripped_library(&card, &scenario.cards);
        match run(&path, scenario, stripped) {
            Err(ScenarioError::Refused { .. } | ScenarioError::NoSuchPosition { .. }) => {}
            Err(other) => panic!("{other}"),
            Ok(mut ran) => {
                let (_, mismatches) = check(&mut ran).unwrap_or_else(|err| panic!("{err}"));
                if mismatches.is_empty() {
                    holding.push(path);
                }
            }
        }
    }
    assert!(holding.is_empty(), "these scenarios still hold with their card stripped: {holding:?}");
}

/// The stripped twin keeps what the scenario needs to play the card: its name, cost, type,
/// stats and text, and a spell's target; it loses every ability and keyword.
#[test]
fn a_stripped_card_keeps_its_stats_and_loses_its_abilities_and_keywords() {
    let find = |name: &str| catalog_entries().into_iter().find(|card| card.name == name).unwrap();
    let leeroy = find("Leeroy Jenkins").stripped();
    assert_eq!((leeroy.cost, leeroy.attack, leeroy.health), (4, Some(6), Some(2)));
    assert!(leeroy.keywords.is_empty() && leeroy.battlecry.is_empty() && leeroy.data().is_empty());
    assert_eq!(leeroy.text, "Charge. Battlecry: Summon two 1/1 Whelps for your opponent.");
    let fireball = find("Fireball").stripped();
    assert!(fireball.target && fireball.spell.is_empty());
    let abomination = find("Abomination").stripped();
    assert!(abomination.keywords.is_empty() && abomination.deathrattle.is_empty());
    let library = stripped_library(&find("Armorsmith"), &[]);
    let smith = library.card(library.find("Armorsmith").unwrap());
    assert!(smith.abilities.triggers.is_empty(), "its behaviour, written as code, is gone too");
}
