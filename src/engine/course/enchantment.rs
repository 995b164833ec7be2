//! Enchantments: every change a card makes to another card object's stats or keywords, kept
//! as an entry attached to it, so that it can end (with the turn, or by Silence) and be read
//! again in order.

use super::entities::OrderOfPlay;
use super::id::{CardId, Id};
use super::keywords::{Keyword, Keywords};
use crate::engine::support::journal::{self, Journaled};

/// What an enchantment changes. "Set" changes hold the number they set, worked out when the
/// enchantment was made ("Attack equal to its Health" holds that Health). Public as a plain
/// description (`Game::enchantments`), written `{ "change": "add", "attack": 2, "health": 2 }`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(tag = "change", rename_all = "snake_case", deny_unknown_fields)]
pub enum Change {
    /// `+attack/+health`: Attack and maximum Health rise (or fall) by these.
    Add { attack: i32, health: i32 },
    /// Attack becomes `attack` ("change a minion's Attack to 1", "Attack equal to its
    /// Health").
    SetAttack { attack: i32 },
    /// Maximum Health becomes `health`, and the minion is made whole at it ("change a
    /// minion's Health to 1").
    SetHealth { health: i32 },
    /// Both at once ("swap its Attack and Health"): made whole at the new maximum.
    SetBoth { attack: i32, health: i32 },
    /// It gains `keyword`.
    Gain { keyword: Keyword },
    /// It loses `keyword`: a Divine Shield that took a hit, Stealth once it attacks. A later
    /// enchantment may give it again.
    Lose { keyword: Keyword },
    /// What an enchantment card gives (`Action::Enchant`): its `keywords` (none, for a card
    /// that only gives an ability), and, while it is in force, the card's triggered abilities
    /// and Deathrattle (`Enchantment::card`).
    Grant { keywords: Keywords },
}

impl Change {
    /// Whether attaching it makes the minion whole (a change that sets its Health).
    pub fn sets_health(self) -> bool {
        matches!(self, Change::SetHealth { .. } | Change::SetBoth { .. })
    }
}

impl std::fmt::Display for Change {
    /// In words: `+2/+2`, `Attack set to 1`, `Health set to 1`, `Attack and Health set to
    /// 4/2`, `gains Taunt`, `loses Divine Shield`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Change::Add { attack, health } => write!(f, "{attack:+}/{health:+}"),
            Change::SetAttack { attack } => write!(f, "Attack set to {attack}"),
            Change::SetHealth { health } => write!(f, "Health set to {health}"),
            Change::SetBoth { attack, health } => write!(f, "Attack and Health set to {attack}/{health}"),
            Change::Gain { keyword } => write!(f, "gains {}", keyword.name()),
            Change::Lose { keyword } => write!(f, "loses {}", keyword.name()),
            Change::Grant { keywords } if keywords == Keywords::NONE => write!(f, "gains an ability"),
            Change::Grant { keywords } => {
                let names: Vec<&str> = keywords.iter().map(Keyword::name).collect();
                write!(f, "gains {}", names.join(" and "))
            }
        }
    }
}

/// An enchantment in force on a card object, as `Game::enchantments` reports it: what it
/// changes, how long it lasts, and the enchantment card it is, if one. Read-only: the engine
/// keeps its own.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize)]
pub struct EnchantmentView {
    /// What it changes.
    pub change: Change,
    /// How long it lasts.
    pub lasts: Lasts,
    /// The enchantment card it is (`Action::Enchant`), whose abilities its card object has
    /// while it is in force; `None` for a plain change (a buff, a keyword given). Not written
    /// out: a `CardId` means something only to its library (the page names the card).
    #[serde(skip)]
    pub card: Option<CardId>,
}

impl std::fmt::Display for EnchantmentView {
    /// `+2/+2`, `+2/+0 this turn`, `gains Stealth until your next turn`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.change)?;
        match self.lasts {
            Lasts::Always => Ok(()),
            Lasts::ThisTurn => write!(f, " this turn"),
            Lasts::UntilYourNextTurn => write!(f, " until your next turn"),
        }
    }
}

impl Enchantment {
    /// An enchantment in force making `change` to `target`, lasting `lasts`, of the
    /// enchantment card `card` if one, made by the player in `maker`'s seat; its order of play
    /// is given as it is attached (`Sequence::attach`).
    pub fn new(target: Id, change: Change, lasts: Lasts, card: Option<CardId>, maker: u8) -> Enchantment {
        let played = OrderOfPlay(std::num::NonZeroU32::MIN);
        Enchantment { target, change, lasts, card, maker, played, active: true }
    }

    /// The enchantment as a plain description.
    pub fn view(&self) -> EnchantmentView {
        EnchantmentView { change: self.change, lasts: self.lasts, card: self.card }
    }
}

/// How long an enchantment lasts. As data: `"always"`, `"this_turn"`,
/// `"until_your_next_turn"`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lasts {
    /// Until Silence takes it away or its card object leaves play.
    #[default]
    Always,
    /// Until the turn passes: "This turn" (Advanced rulebook, "Start and end of turn": "It
    /// is now your opponent's turn. Hearthstone wears off expired enchantments").
    ThisTurn,
    /// "Until your next turn": until the turn passes to the player whose card made it, at the
    /// same moment "this turn" enchantments wear off ("Give your minions Stealth until your
    /// next turn").
    UntilYourNextTurn,
}

/// One enchantment: what it changes, on which card object, for how long, and when it was made.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) struct Enchantment {
    /// The card object it is attached to.
    pub target: Id,
    /// What it changes.
    pub change: Change,
    /// How long it lasts.
    pub lasts: Lasts,
    /// The enchantment card it is (`Action::Enchant`): while it is in force, the card's
    /// triggered abilities listen as its card object's and its Deathrattle is its card
    /// object's (the Advanced rulebook: "attached Enchantments and added Deathrattles are all
    /// Entities"); `None` for a plain change.
    pub card: Option<CardId>,
    /// The seat of the player whose card made it: "your" in its duration and its triggered
    /// abilities ("until your next turn", "at the start of your turn") is theirs.
    pub maker: u8,
    /// When it was made, in the one order of play of every entity ("Minions, Heroes, Weapons,
    /// Secrets, attached Enchantments and added Deathrattles are all Entities, and all exist in
    /// the same order of play list together"; Rule 4d: "enchantments take effect the moment
    /// they are created").
    pub played: OrderOfPlay,
    /// Still in force; false once it wore off or Silence took it away. An enchantment is
    /// never removed from the list, so that the list stays in order of play.
    pub active: bool,
}

/// An enchantment as it was before a change: what undoing the change puts back.
pub(in crate::engine) type EnchantmentChange = journal::Change<Enchantment>;

/// Every enchantment of the game, in the order they were made: one list for the game, each
/// entry naming its card object, rather than a list on every card object, so that copying a
/// game copies one list (`../shared/design/growth.md`: a list per object made the copy cost
/// twelve times as much). Journaled like the card objects, so that a Sequence is undone whole.
#[derive(Debug, Default, PartialEq, Eq)]
pub(in crate::engine) struct Enchantments(Journaled<Enchantment>);

/// A copy holds the same enchantments and no room for more: most games' copies make none,
/// and a game with none copies an empty list without allocating (speed: notes/performance.md,
/// "The card object").
impl Clone for Enchantments {
    fn clone(&self) -> Enchantments {
        Enchantments(self.0.copy_with_room(0))
    }
}

impl Enchantments {
    /// Attach `enchantment`, after every one made before it.
    pub fn attach(&mut self, enchantment: Enchantment) {
        self.0.push(enchantment);
    }

    /// The enchantments in force on `target`, oldest first.
    pub fn on(&self, target: Id) -> impl Iterator<Item = &Enchantment> {
        self.in_force().filter(move |enchantment| enchantment.target == target)
    }

    /// Every enchantment in force, oldest first.
    pub fn in_force(&self) -> impl Iterator<Item = &Enchantment> {
        self.indices().map(|index| self.0.at(index)).filter(|enchantment| enchantment.active)
    }

    /// End every enchantment in force that `ends` picks; returns the card objects they were
    /// on, each once, in the order their first ended enchantment was made.
    pub fn end(&mut self, mut ends: impl FnMut(&Enchantment) -> bool) -> Vec<Id> {
        let mut targets = Vec::new();
        for index in self.indices() {
            let enchantment = *self.0.at(index);
            if enchantment.active && ends(&enchantment) {
                self.0.at_mut(index).active = false;
                if !targets.contains(&enchantment.target) {
                    targets.push(enchantment.target);
                }
            }
        }
        targets
    }

    fn indices(&self) -> std::ops::Range<u32> {
        0..self.0.next_index()
    }

    /// Start noting changes, in the memory of `spare` (a spare journal).
    pub fn open_journal(&mut self, spare: &mut Vec<EnchantmentChange>) {
        self.0.open_journal(spare);
    }

    /// Keep every change since the journal opened; `spare` takes the journal's memory.
    pub fn close_journal(&mut self, spare: &mut Vec<EnchantmentChange>) {
        self.0.close_journal(spare);
    }

    /// Put every enchantment back as it was when the journal opened and drop the ones made
    /// since; `spare` takes the journal's memory.
    pub fn undo_journal(&mut self, spare: &mut Vec<EnchantmentChange>) {
        self.0.undo_journal(spare);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::num::NonZeroU32;

    fn enchantment(target: u32, played: u32, lasts: Lasts) -> Enchantment {
        Enchantment {
            target: Id(target),
            change: Change::Add { attack: 1, health: 0 },
            lasts,
            card: None,
            maker: 0,
            played: OrderOfPlay(NonZeroU32::new(played).unwrap()),
            active: true,
        }
    }

    /// What an enchantment costs in memory, for the whole game: 28 bytes, 32 with the journal's
    /// flag in its slot (its card and its maker took it from 24).
    #[test]
    fn an_enchantment_takes_28_bytes_and_its_slot_32() {
        assert_eq!(std::mem::size_of::<Enchantment>(), 28);
        assert_eq!(std::mem::size_of::<(Enchantment, bool)>(), 32);
    }

    #[test]
    fn the_enchantments_on_a_card_object_are_read_in_the_order_they_were_made() {
        let mut list = Enchantments::default();
        list.attach(enchantment(5, 3, Lasts::Always));
        list.attach(enchantment(6, 4, Lasts::Always));
        list.attach(enchantment(5, 7, Lasts::ThisTurn));
        let on_five: Vec<u32> = list.on(Id(5)).map(|e| e.played.0.get()).collect();
        assert_eq!(on_five, [3, 7]);
    }

    #[test]
    fn ended_enchantments_stay_in_the_list_but_out_of_force_and_a_rollback_restores_them() {
        let mut list = Enchantments::default();
        list.attach(enchantment(5, 3, Lasts::ThisTurn));
        list.attach(enchantment(6, 4, Lasts::Always));
        list.attach(enchantment(5, 7, Lasts::ThisTurn));
        let before = list.clone();
        let mut spare = Vec::new();
        list.open_journal(&mut spare);
        let ended = list.end(|e| e.lasts == Lasts::ThisTurn);
        assert_eq!(ended, [Id(5)], "each card object once");
        assert_eq!(list.on(Id(5)).count(), 0);
        assert_eq!(list.in_force().count(), 1);
        list.attach(enchantment(6, 9, Lasts::Always));
        list.undo_journal(&mut spare);
        assert_eq!(list, before);
    }

    #[test]
    fn a_set_health_change_makes_whole_and_an_added_one_does_not() {
        assert!(Change::SetHealth { health: 1 }.sets_health());
        assert!(Change::SetBoth { attack: 1, health: 2 }.sets_health());
        assert!(!Change::SetAttack { attack: 1 }.sets_health());
        assert!(!Change::Add { attack: 0, health: 2 }.sets_health());
        assert!(!Change::Gain { keyword: Keyword::Taunt }.sets_health());
    }
}
