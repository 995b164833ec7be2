//! The rule words: pool cards named like a rule the engine must implement. In engine code
//! such a word names the rule, not the card, so the card-name check skips it there (and only
//! there: the harness, which implements no rule, may not name these cards either).

use crate::text::name_key;

/// Each rule word, and why the engine names it. One short list: a card's name joins it only
/// when the engine cannot implement the game without the word.
pub const RULE_WORDS: [(&str, &str); 5] = [
    ("Charge", "the keyword Charge (a minion may attack the turn it enters play): combat checks it"),
    (
        "Murloc",
        "the tribe Murloc (auras, aims, counts and triggers name a minion's tribe): the card object reads it",
    ),
    (
        "Preparation",
        "the Preparation Phase of combat (attack triggers answer before any damage): combat runs it",
    ),
    ("Silence", "the effect Silence (a minion loses its text and buffs): the engine performs it"),
    ("Windfury", "the keyword Windfury (a minion may attack twice a turn): combat counts it"),
];

/// Whether the card named `name` is a rule word, compared as names are (`text::name_key`).
pub fn is_rule_word(name: &str) -> bool {
    let key = name_key(name);
    RULE_WORDS.iter().any(|(word, _)| name_key(word) == key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_word_has_its_reason_and_is_one_word_of_the_rules() {
        for (word, reason) in RULE_WORDS {
            assert!(reason.contains(word), "{word}: the reason names the rule");
            assert!(!word.contains(' '), "{word}: a rule word is one word");
        }
        assert!(is_rule_word("Charge") && is_rule_word("WINDFURY") && is_rule_word("silence"));
        assert!(!is_rule_word("Wolfrider") && !is_rule_word("Charged"));
    }
}
