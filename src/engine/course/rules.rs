//! `Rules`: which of the course's simplifications of the real game a game plays by.

use serde::{Deserialize, Serialize};

/// The switches between the course's game and the real one. The course simplifies on purpose
/// (`Rules::course`, what the harness plays); `Rules::hearthstone` plays the real game's rules
/// for the same things. Each switch is one rule, named for what it does.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Drawing from an empty deck deals 1, then 2, then 3... damage to the drawing hero (the
    /// real game). Off: a draw from an empty deck only records `Fatigue`.
    pub fatigue_damages: bool,
    /// Armor absorbs damage before Health (the real game): a hero with 3 Armor that takes 5
    /// damage loses the 3 Armor and 2 Health. The Damage Event is still the whole 5. Off: Armor
    /// is only a number and every damage comes off Health.
    pub armor_absorbs: bool,
    /// A hand holds at most this many cards, and a card drawn into a full hand is burned: it
    /// goes to the graveyard and `Burned` is recorded (the real game: 10). `None`: no limit.
    pub hand_limit: Option<usize>,
    /// In combat, the defender's Damage Event comes first (the real game's exception to order
    /// of play). Off: the two Damage Events go in order of play, like any area damage.
    pub defender_first: bool,
    /// The game's start shuffles each deck from the game's seed (the real game), before the
    /// opening hands: the deck's card objects are dealt its cards in a random order. Off: the
    /// decks stay in the order given, top card first. Absent from a saved game of before the
    /// switch: off, as that game was played.
    #[serde(default)]
    pub shuffle_decks: bool,
    /// Between the opening hands and the first turn, each player may put back any of their
    /// opening cards, once, drawing as many new ones (`Move::Mulligan`; the real game). Off:
    /// the first turn begins with the opening hands. Absent from an older saved game: off.
    #[serde(default)]
    pub mulligan: bool,
    /// The player who goes second gets the library's card for the second player
    /// (`CardDef::for_the_second_player`) into their hand after the mulligan, before the first
    /// turn (the real game: a fifth card beside the four of their opening hand). Off, or with
    /// no such card in the library: nothing. Absent from an older saved game: off.
    #[serde(default)]
    pub second_player_card: bool,
    /// The abilities answering "whenever this minion damages a minion" (the pool's words for
    /// Poisonous: "Destroy any minion damaged by this minion") resolve in a Queue of their own
    /// before every other ability answering the same Phase's Damage Events (the Advanced
    /// rulebook: Poisonous "resolves in a queue with higher priority"; the course's Module 2
    /// names it among the real game's exceptions). Off: every ability in one Queue, in order
    /// of play. Absent from an older saved game: off.
    #[serde(default)]
    pub poisonous_first: bool,
    /// The area damage of a card marked `damage_one_by_one` resolves each Damage Event as it
    /// is created: one target is hit, its Phase resolves, then the next (the Advanced
    /// rulebook's exception to Rule DH1 for a few area spells; the course's Module 2 names
    /// it). Off: every target is hit first, then one Phase. Absent from an older saved game:
    /// off.
    #[serde(default)]
    pub area_damage_one_by_one: bool,
}

impl Rules {
    /// The course's game: Fatigue and Armor are only numbers, hands have no limit, decks
    /// keep the order given, and the first turn begins with the opening hands.
    pub fn course() -> Rules {
        Rules {
            fatigue_damages: false,
            armor_absorbs: false,
            hand_limit: None,
            defender_first: false,
            shuffle_decks: false,
            mulligan: false,
            second_player_card: false,
            poisonous_first: false,
            area_damage_one_by_one: false,
        }
    }

    /// The real game's rules for the same things.
    pub fn hearthstone() -> Rules {
        Rules {
            fatigue_damages: true,
            armor_absorbs: true,
            hand_limit: Some(10),
            defender_first: true,
            shuffle_decks: true,
            mulligan: true,
            second_player_card: true,
            poisonous_first: true,
            area_damage_one_by_one: true,
        }
    }
}

impl Default for Rules {
    /// The course's rules: what a game plays by unless told otherwise.
    fn default() -> Rules {
        Rules::course()
    }
}
