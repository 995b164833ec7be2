//! The vocabulary's "Not yet": what the launch Basic and Classic pool's cards need that no word
//! says yet, read from the pool's planning table (`classic-needs.tsv`, a copy kept beside this
//! file): each word of its `needs` column that a card not built in still waits for, with what
//! it means and those cards.

use my_engine::engine::Library;

/// The pool's planning table: for each collectible minion and spell of the launch Basic and
/// Classic pool, tab-separated, its id, name, type, cost, the step that brings it, the words
/// it needs (comma-separated) and its text; lines starting `#` say what it is.
const NEEDS_TABLE: &str = include_str!("classic-needs.tsv");

/// Every `needs` word of the table that some card not built in still waits for, grouped by the
/// kind of engine change it needs, each with what it means.
pub const NOT_YET: [(&str, &[(&str, &str)]); 3] = [
    (
        "what cards do: aims, counts, conditions, random choices, triggers and areas",
        &[
            (
                "count",
                "a number counted when it resolves: \"for each\", \"equal to\" (one kept like an aura is \"for_each\": see Counts)",
            ),
            ("condition", "\"if\" and \"while\": on the board, on the target, on the player"),
            ("remove_keyword", "lose a keyword (\"All minions lose Divine Shield\")"),
        ],
    ),
    ("actions that move, replace or copy a card", &[("copy", "copy a minion or a card")]),
    (
        "heroes and the classes' own mechanics",
        &[
            ("secret", "Secrets"),
            (
                "combo",
                "Combo, where a card needs more (the condition is built: \"if\": \"combo\"; \"return this to your hand next turn\" waits)",
            ),
        ],
    ),
];

/// How many of the cards waiting for a word the reference names.
const NAMED: usize = 3;

/// The "Not yet" lines: each group, then each of its words with its meaning, how many cards
/// of the table wait for it and the first of them (in the table's order).
pub fn lines(library: &Library) -> Vec<(String, String)> {
    let waiting = waiting(library);
    let mut lines = Vec::new();
    for (group, words) in NOT_YET {
        lines.push((format!("{group}:"), String::new()));
        for (word, meaning) in words {
            let cards: Vec<&str> =
                waiting.iter().filter(|card| card.needs.contains(word)).map(|card| card.name).collect();
            let more = if cards.len() > NAMED { ", ..." } else { "" };
            let named = cards.iter().take(NAMED).copied().collect::<Vec<_>>().join(", ");
            let count = match cards.len() {
                1 => "1 card".to_owned(),
                count => format!("{count} cards"),
            };
            lines.push((format!("  {word}"), format!("{meaning} ({count}: {named}{more})")));
        }
    }
    lines
}

/// A card of the table and the words it needs.
#[derive(Debug)]
pub struct Waiting {
    pub name: &'static str,
    pub needs: Vec<&'static str>,
}

/// Every card of the table that needs some word and is not in `library`, in the table's order.
pub fn waiting(library: &Library) -> Vec<Waiting> {
    rows().into_iter().filter(|card| !card.needs.is_empty() && library.find(card.name).is_err()).collect()
}

/// Every card of the table, in its order; a line without the table's seven columns is left
/// out (the unit tests read the whole table).
fn rows() -> Vec<Waiting> {
    NEEDS_TABLE
        .lines()
        .filter(|line| !line.starts_with('#') && !line.starts_with("id\t"))
        .filter_map(|line| {
            let columns: Vec<&str> = line.split('\t').collect();
            let [_, name, _, _, _, needs, _] = columns.as_slice() else { return None };
            let needs = needs.split(',').filter(|word| !word.is_empty()).collect();
            Some(Waiting { name, needs })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words() -> Vec<&'static str> {
        NOT_YET.iter().flat_map(|(_, words)| words.iter().map(|(word, _)| *word)).collect()
    }

    #[test]
    fn the_table_reads_whole_one_row_for_each_of_the_pools_370_minions_and_spells() {
        let rows = NEEDS_TABLE.lines().filter(|line| !line.starts_with('#') && !line.starts_with("id\t"));
        assert!(rows.clone().all(|line| line.split('\t').count() == 7), "a row without seven columns");
        assert_eq!(rows.count(), 370);
        assert_eq!(super::rows().len(), 370);
    }

    #[test]
    fn every_word_a_card_not_built_in_needs_is_named_not_yet() {
        let named = words();
        for card in waiting(my_engine::content::library()) {
            for word in &card.needs {
                assert!(
                    named.contains(word),
                    "{} needs {word:?}, which \"Not yet\" does not name",
                    card.name
                );
            }
        }
    }

    #[test]
    fn every_word_named_not_yet_has_a_card_waiting_for_it_and_is_named_once() {
        let waiting = waiting(my_engine::content::library());
        let named = words();
        for word in &named {
            assert!(
                waiting.iter().any(|card| card.needs.contains(word)),
                "no card waits for {word:?}: take it out of \"Not yet\""
            );
            assert_eq!(named.iter().filter(|other| *other == word).count(), 1, "{word} twice");
        }
    }

    /// A card of the table that is built in waits for nothing: the first card waiting today,
    /// added to the library from a card file, no longer waits.
    #[test]
    fn a_card_built_in_no_longer_waits() {
        let today = waiting(my_engine::content::library());
        let first = today.first().expect("cards wait today");
        let json = format!(
            r#"[{{"name": {:?}, "cost": 1, "type": "minion", "attack": 1, "health": 1}}]"#,
            first.name
        );
        let source = my_engine::content::read_card_file("built_in.json", &json).unwrap();
        let library = my_engine::content::library_with(&[source]).unwrap();
        let after = waiting(library);
        assert!(!after.iter().any(|card| card.name == first.name), "{} still waits", first.name);
        assert_eq!(after.len(), today.len() - 1);
    }

    /// Each word's line: its meaning, then how many cards wait for it and the first three of
    /// them, in the table's order ("..." when there are more).
    #[test]
    fn each_line_counts_the_cards_waiting_for_its_word_and_names_the_first_three() {
        let library = my_engine::content::library();
        let waiting = waiting(library);
        let lines = lines(library);
        for (group, words) in NOT_YET {
            assert!(lines.contains(&(format!("{group}:"), String::new())), "{group}");
            for (word, meaning) in words {
                let cards: Vec<&str> =
                    waiting.iter().filter(|card| card.needs.contains(word)).map(|card| card.name).collect();
                let (_, text) = lines.iter().find(|(name, _)| name == &format!("  {word}")).unwrap();
                let count =
                    if cards.len() == 1 { "1 card".to_owned() } else { format!("{} cards", cards.len()) };
                let more = if cards.len() > 3 { ", ..." } else { "" };
                assert_eq!(
                    text,
                    &format!("{meaning} ({count}: {}{more})", cards[..cards.len().min(3)].join(", "))
                );
            }
        }
    }
}
