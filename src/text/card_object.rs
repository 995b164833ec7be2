//! What everyone sees of a card object as it is now: one description (`Described`), built from
//! the engine's readers (`Game::character_view`: its stats, marks, keywords, enchantments and
//! aura grants), in the words a player reads. The terminal game, `run`'s text and the page
//! each lay it out; none words a card object on its own.

use crate::engine::{
    Change, CharacterView, EnchantmentView, Game, GrantView, Id, Lasts, Library, MadeBy, Mana, Overload, Turn,
};

/// A card object as it is now, in words: its current Attack and Health (and maximum), its
/// current keywords (not its printed text's: a Silence takes them away, a popped Divine
/// Shield is gone), its marks, each enchantment with how long it lasts and who made it, each
/// aura grant with its source, and its card's printed text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Described {
    pub id: Id,
    pub attack: i32,
    pub health: i32,
    pub max_health: i32,
    /// Its keywords now, as a card's text writes them: `Taunt`, `Divine Shield`.
    pub keywords: Vec<&'static str>,
    /// Its marks: `Silenced`, `Frozen`, `damaged (Health 3 of 5)`.
    pub marks: Vec<String>,
    /// Each enchantment in force on it, oldest first: `+2/+2 this turn from Abusive Sergeant
    /// #4`, `Divine Shield lost`.
    pub enchantments: Vec<String>,
    /// What each aura reaching it gives it: `+1 Attack from Raid Leader #4`.
    pub grants: Vec<String>,
    /// Its card's printed text (empty for a hero or a card without text).
    pub text: String,
    /// Whether it is Silenced: its text no longer applies.
    pub silenced: bool,
}

impl Described {
    /// The card object `id` of `game` as it is now, each other card object named by `who`;
    /// `None` for an id the game has not made.
    pub fn of(game: &Game, id: Id, who: &dyn Fn(Id) -> String) -> Option<Described> {
        let view = game.character_view(id).ok()?;
        let library = game.library();
        let text = game.card_of(id).ok().flatten().map(|card| library.card(card).text.clone());
        Some(Described::from_view(&view, text.unwrap_or_default(), library, who))
    }

    /// The character `view` (as a game or a watch shows it), whose card's printed text is
    /// `text`, each card object named by `who` and each card found in `library`.
    pub fn from_view(
        view: &CharacterView,
        text: String,
        library: &Library,
        who: &dyn Fn(Id) -> String,
    ) -> Self {
        Described {
            id: view.id,
            attack: view.attack,
            health: view.health,
            max_health: view.max_health,
            keywords: view.keywords.iter().map(|keyword| keyword.name()).collect(),
            marks: marks(view.silenced, view.frozen, view.health, view.max_health),
            enchantments: view
                .enchantments
                .iter()
                .map(|view| enchantment_words(view, library, who))
                .collect(),
            grants: view.grants.iter().map(|grant| grant_words(grant, who)).collect(),
            text,
            silenced: view.silenced,
        }
    }

    /// What it is besides its Attack and Health, each part a phrase: its keywords (`Taunt,
    /// Divine Shield`), each mark, its enchantments (`enchanted: +2/+2 this turn from ...`)
    /// and its aura grants (`aura: +1 Attack from Raid Leader #4`). Empty when there is
    /// nothing to say.
    pub fn notes(&self) -> Vec<String> {
        let mut notes = Vec::new();
        if !self.keywords.is_empty() {
            notes.push(self.keywords.join(", "));
        }
        notes.extend(self.marks.iter().cloned());
        if !self.enchantments.is_empty() {
            notes.push(format!("enchanted: {}", self.enchantments.join(", ")));
        }
        if !self.grants.is_empty() {
            let kind = if self.grants.len() == 1 { "aura" } else { "auras" };
            notes.push(format!("{kind}: {}", self.grants.join(", ")));
        }
        notes
    }

    /// Its card's printed text as a line of its own, marked once it is Silenced: `text:
    /// Taunt. Divine Shield.`, `text (Silenced, no longer in force): Taunt. Divine Shield.`;
    /// `None` for a card without text.
    pub fn text_line(&self) -> Option<String> {
        if self.text.is_empty() {
            return None;
        }
        Some(text_words(&self.text, self.silenced))
    }
}

/// A card's printed `text` as a line, marked if its card object is `silenced`.
pub fn text_words(text: &str, silenced: bool) -> String {
    if silenced { format!("text (Silenced, no longer in force): {text}") } else { format!("text: {text}") }
}

/// The marks of a character (`silenced`, `frozen`, at `health` of `max_health`): `Silenced`,
/// `Frozen`, `damaged (Health 3 of 5)`, in that order.
pub fn marks(silenced: bool, frozen: bool, health: i32, max_health: i32) -> Vec<String> {
    let mut marks = Vec::new();
    if silenced {
        marks.push("Silenced".to_owned());
    }
    if frozen {
        marks.push("Frozen".to_owned());
    }
    if health < max_health {
        marks.push(format!("damaged (Health {health} of {max_health})"));
    }
    marks
}

/// A change of Attack and Health in words: `+2/+2`, `+1 Attack`, `-1 Health`.
pub fn stat_words(attack: i32, health: i32) -> String {
    match (attack, health) {
        (attack, 0) => format!("{attack:+} Attack"),
        (0, health) => format!("{health:+} Health"),
        (attack, health) => format!("{attack:+}/{health:+}"),
    }
}

/// An enchantment in force, as a player reads it: what it changes, how long it lasts, and who
/// made it (`+2/+2 this turn from Abusive Sergeant #4`, `Taunt from Sunfury Protector #3`,
/// `Attack set to 1 from Humility`). A keyword it took away reads as the keyword lost:
/// `Divine Shield lost`, a popped Divine Shield, which no card gave.
pub fn enchantment_words(view: &EnchantmentView, library: &Library, who: &dyn Fn(Id) -> String) -> String {
    let what = match view.change {
        Change::Add { attack, health } => stat_words(attack, health),
        Change::Gain { keyword } => keyword.name().to_owned(),
        Change::Lose { keyword } => format!("{} lost", keyword.name()),
        Change::Grant { keywords } => {
            let card = view.card.map_or("an enchantment", |card| library.card(card).name.as_str());
            let given: Vec<&str> = keywords.iter().map(|keyword| keyword.name()).collect();
            if given.is_empty() { card.to_owned() } else { format!("{card} ({})", given.join(", ")) }
        }
        other => other.to_string(),
    };
    let lasts = match view.lasts {
        Lasts::Always => "",
        Lasts::ThisTurn => " this turn",
        Lasts::UntilYourNextTurn => " until your next turn",
    };
    let from = match view.made_by {
        MadeBy::NoCard => String::new(),
        MadeBy::Minion(id) => format!(" from {}", who(id)),
        MadeBy::Card(card) => format!(" from {}", library.card(card).name),
    };
    format!("{what}{lasts}{from}")
}

/// What an aura gives, with its source: `+1 Attack from Raid Leader #4`, `+1/+1 and Taunt
/// from ...`, `Attack equal to Health from ...`.
pub fn grant_words(grant: &GrantView, who: &dyn Fn(Id) -> String) -> String {
    let mut parts = Vec::new();
    if grant.attack != 0 || grant.health != 0 {
        parts.push(stat_words(grant.attack, grant.health));
    }
    parts.extend(grant.keywords.iter().map(|keyword| keyword.name().to_owned()));
    if grant.attack_equals_health {
        parts.push("Attack equal to Health".to_owned());
    }
    format!("{} from {}", parts.join(" and "), who(grant.source))
}

/// A player's mana, as a player reads it: `3 Mana Crystals, 1 spent: 2 to spend`, with this
/// turn's extra when there is one: `1 Mana Crystal, 0 spent, 1 more this turn only: 2 to
/// spend`.
pub fn mana_words(mana: Mana) -> String {
    let crystals = if mana.crystals == 1 { "Mana Crystal" } else { "Mana Crystals" };
    let extra =
        if mana.this_turn > 0 { format!(", {} more this turn only", mana.this_turn) } else { String::new() };
    format!("{} {crystals}, {} spent{extra}: {} to spend", mana.crystals, mana.spent, mana.available())
}

/// A player's Overload, as a player reads it: `2 locked this turn, 1 owed for the next`; empty
/// when nothing is locked or owed.
pub fn overload_words(overload: Overload) -> String {
    let mut parts = Vec::new();
    if overload.locked > 0 {
        parts.push(format!("{} locked this turn", overload.locked));
    }
    if overload.owed > 0 {
        parts.push(format!("{} owed for the next", overload.owed));
    }
    parts.join(", ")
}

/// Whose turn it is, as a player reads it: `Turn 3, player 0's`; before the first turn (a
/// game not begun, or in its mulligans), `No turn yet`.
pub fn turn_words(turn: Option<Turn>) -> String {
    match turn {
        Some(turn) => format!("Turn {}, player {}'s", turn.number, turn.player),
        None => "No turn yet".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Keyword, Keywords, Player};

    #[test]
    fn a_stat_change_names_only_what_it_changes() {
        assert_eq!(stat_words(2, 2), "+2/+2");
        assert_eq!(stat_words(1, 0), "+1 Attack");
        assert_eq!(stat_words(0, -1), "-1 Health");
    }

    #[test]
    fn an_enchantment_reads_with_its_duration_and_its_maker_and_a_lost_keyword_as_lost() {
        let library = crate::content::library();
        let who = |id: Id| format!("Raid Leader {id}");
        let view = |change, lasts, made_by| EnchantmentView { change, lasts, card: None, made_by };
        let buff =
            view(Change::Add { attack: 2, health: 2 }, Lasts::ThisTurn, MadeBy::Minion(Id::from_number(4)));
        assert_eq!(enchantment_words(&buff, library, &who), "+2/+2 this turn from Raid Leader #4");
        let popped = view(Change::Lose { keyword: Keyword::DivineShield }, Lasts::Always, MadeBy::NoCard);
        assert_eq!(enchantment_words(&popped, library, &who), "Divine Shield lost");
        let fireball = library.find("Fireball").unwrap();
        let taunt =
            view(Change::Gain { keyword: Keyword::Taunt }, Lasts::UntilYourNextTurn, MadeBy::Card(fireball));
        assert_eq!(enchantment_words(&taunt, library, &who), "Taunt until your next turn from Fireball");
    }

    #[test]
    fn a_grant_reads_with_its_source_and_mana_and_the_turn_in_words() {
        let who = |id: Id| format!("Raid Leader {id}");
        let grant = GrantView {
            source: Id::from_number(4),
            attack: 1,
            health: 0,
            keywords: Keywords::NONE,
            attack_equals_health: false,
        };
        assert_eq!(grant_words(&grant, &who), "+1 Attack from Raid Leader #4");
        let mana = Mana { crystals: 1, spent: 0, this_turn: 1 };
        assert_eq!(mana_words(mana), "1 Mana Crystal, 0 spent, 1 more this turn only: 2 to spend");
        assert_eq!(
            mana_words(Mana { crystals: 3, spent: 1, this_turn: 0 }),
            "3 Mana Crystals, 1 spent: 2 to spend"
        );
        assert_eq!(turn_words(Some(Turn { player: Player::SECOND, number: 4 })), "Turn 4, player 1's");
        assert_eq!(turn_words(None), "No turn yet");
    }
}
