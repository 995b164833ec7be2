//! Enchantments: every change a card makes to another card object's stats or keywords, kept
//! as an entry attached to it, so that it can end (with the turn, or by Silence) and be read
//! again in order.

use super::entity::OrderOfPlay;
use super::id::{CardId, Id, Player};
use super::keywords::{Keyword, Keywords};
use crate::engine::support::journaled_list::JournaledList;

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
    /// Who made it: the minion whose ability it was, the card whose effect it was (a spell),
    /// or no card (a rule: a Divine Shield that took a hit; a call's own action). Not written
    /// out, like `card`.
    #[serde(skip)]
    pub made_by: MadeBy,
}

/// Who made an enchantment, as a player is told: "+2/+2 this turn from" a minion (its
/// ability), or a card (a spell, which has no minion), or no card at all (a rule did it: a
/// Divine Shield that took a hit is lost, Stealth is lost as its minion attacks; or a call's
/// own action, a scenario's setup).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum MadeBy {
    /// No card: a rule, or a call's own action.
    #[default]
    NoCard,
    /// The ability of this minion (its card object).
    Minion(Id),
    /// The effect of this card, with no minion: a spell.
    Card(CardId),
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
    pub fn new(
        target: Id,
        change: Change,
        lasts: Lasts,
        card: Option<CardId>,
        maker: Player,
        made_by: MadeBy,
    ) -> Enchantment {
        let played = OrderOfPlay(std::num::NonZeroU32::MIN);
        Enchantment { target, change, lasts, card, maker, made_by, played }
    }

    /// The enchantment as a plain description.
    pub fn view(&self) -> EnchantmentView {
        EnchantmentView { change: self.change, lasts: self.lasts, card: self.card, made_by: self.made_by }
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
    pub maker: Player,
    /// Who made it, for a player to be told (`MadeBy`); no rule reads it.
    pub made_by: MadeBy,
    /// When it was made, in the one order of play of every entity ("Minions, Heroes, Weapons,
    /// Secrets, attached Enchantments and added Deathrattles are all Entities, and all exist in
    /// the same order of play list together"; Rule 4d: "enchantments take effect the moment
    /// they are created").
    pub played: OrderOfPlay,
}

/// The enchantments in force, each naming its card object: one list for the game rather than a
/// list on every card object, so that copying a game copies one list
/// (`../shared/design/growth.md`: a list per object made the copy cost twelve times as much).
///
/// The list holds only what is in force: an enchantment that wears off or is Silenced leaves
/// it, and so do those of a card object that leaves play (`leave_play`), so a copy and every
/// read cost in proportion to the enchantments in force, whatever the game made before. It is
/// kept grouped by card object, each card object's oldest first (the order of play, Rule 4d),
/// so that the stats reader finds an object's own enchantments without reading the others'.
/// Journaled, so that a Sequence is undone whole.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(in crate::engine) struct Enchantments(JournaledList<Enchantment>);

impl Enchantments {
    /// Attach `enchantment`, the newest in the order of play: after every one on its card
    /// object.
    pub fn attach(&mut self, enchantment: Enchantment) {
        debug_assert!(
            self.on(enchantment.target).all(|held| held.played < enchantment.played),
            "an enchantment is attached as the newest in the order of play"
        );
        let at = self.0.partition_point(|held| held.target <= enchantment.target);
        self.0.insert(at, enchantment);
    }

    /// The enchantments in force on `target`, oldest first, found without reading the other
    /// card objects' (the list is grouped by card object).
    pub fn on(&self, target: Id) -> impl Iterator<Item = &Enchantment> {
        let from = self.0.partition_point(|held| held.target < target);
        let count = self.0[from..].partition_point(|held| held.target == target);
        self.0[from..from + count].iter()
    }

    /// Every enchantment in force, grouped by card object (not in order of play across card
    /// objects: `in_order_of_play` gives that). The tests' view of the whole list.
    #[cfg(test)]
    pub fn in_force(&self) -> impl Iterator<Item = &Enchantment> {
        self.0.iter()
    }

    /// The enchantments in force that `picks` picks, in order of play.
    pub fn in_order_of_play(&self, picks: impl Fn(&Enchantment) -> bool) -> Vec<&Enchantment> {
        let mut picked: Vec<&Enchantment> = self.0.iter().filter(|&held| picks(held)).collect();
        picked.sort_unstable_by_key(|enchantment| enchantment.played);
        picked
    }

    /// How many enchantments are in force: every read of the list and every copy visits at most
    /// these.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether no enchantment is in force.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// End every enchantment in force that `ends` picks (it leaves the list); returns the card
    /// objects they were on, each once, in the order their first ended enchantment was made.
    pub fn end(&mut self, mut ends: impl FnMut(&Enchantment) -> bool) -> Vec<Id> {
        let mut firsts: Vec<(OrderOfPlay, Id)> = Vec::new();
        self.0.retain(|enchantment| {
            let ended = ends(enchantment);
            // Grouped by card object, oldest first: a card object's first ended one is the
            // first seen since the last card object's.
            if ended && firsts.last().is_none_or(|&(_, target)| target != enchantment.target) {
                firsts.push((enchantment.played, enchantment.target));
            }
            !ended
        });
        firsts.sort_unstable_by_key(|&(played, _)| played);
        firsts.into_iter().map(|(_, target)| target).collect()
    }

    /// End every enchantment on `target` (Silence).
    pub fn end_on(&mut self, target: Id) {
        self.0.retain(|enchantment| enchantment.target != target);
    }

    /// The card objects that `left` picks have left play: their enchantments leave with them
    /// (an enchantment is attached to a card object in play, and ends as it leaves).
    pub fn leave_play(&mut self, left: impl Fn(Id) -> bool) {
        self.0.retain(|enchantment| !left(enchantment.target));
    }

    /// Start noting changes.
    pub fn open_journal(&mut self) {
        self.0.open_journal();
    }

    /// Keep every change since the journal opened.
    pub fn close_journal(&mut self) {
        self.0.close_journal();
    }

    /// How many edits the open journal holds (none once it is closed).
    #[cfg(test)]
    pub fn edits(&self) -> usize {
        self.0.edits()
    }

    /// Put the list back as it was when the journal opened.
    pub fn undo_journal(&mut self) {
        self.0.undo_journal();
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
            maker: Player::FIRST,
            made_by: MadeBy::NoCard,
            played: OrderOfPlay(NonZeroU32::new(played).unwrap()),
        }
    }

    /// What an enchantment in force costs in memory: 36 bytes, no journal flag beside it (an
    /// ended one is no longer kept; the list notes its edits instead of its values' changes).
    /// 28 before it named who made it (`MadeBy`, 8 bytes: "+2/+2 this turn from ...").
    #[test]
    fn an_enchantment_takes_36_bytes() {
        assert_eq!(std::mem::size_of::<Enchantment>(), 36);
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
    fn ended_enchantments_leave_the_list_and_undoing_the_journal_restores_them() {
        let mut list = Enchantments::default();
        list.attach(enchantment(5, 3, Lasts::ThisTurn));
        list.attach(enchantment(6, 4, Lasts::Always));
        list.attach(enchantment(5, 7, Lasts::ThisTurn));
        let before = list.clone();
        list.open_journal();
        let ended = list.end(|e| e.lasts == Lasts::ThisTurn);
        assert_eq!(ended, [Id(5)], "each card object once");
        assert_eq!(list.on(Id(5)).count(), 0);
        assert_eq!(list.len(), 1, "only the one in force is kept");
        list.attach(enchantment(6, 9, Lasts::Always));
        list.undo_journal();
        assert_eq!(list, before);
    }

    /// `end` names each card object once, in the order its first ended enchantment was made,
    /// whatever order the card objects' ids are in.
    #[test]
    fn ended_card_objects_are_named_in_the_order_their_first_ended_enchantment_was_made() {
        let mut list = Enchantments::default();
        list.attach(enchantment(9, 2, Lasts::Always));
        list.attach(enchantment(9, 3, Lasts::ThisTurn));
        list.attach(enchantment(4, 5, Lasts::ThisTurn));
        list.attach(enchantment(7, 6, Lasts::ThisTurn));
        list.attach(enchantment(9, 8, Lasts::ThisTurn));
        assert_eq!(list.end(|e| e.lasts == Lasts::ThisTurn), [Id(9), Id(4), Id(7)]);
        let left: Vec<u32> = list.in_force().map(|e| e.played.0.get()).collect();
        assert_eq!(left, [2]);
    }

    /// The enchantments of a card object that left play leave with it; the others stay, and
    /// `in_order_of_play` lists them in the order they were made across card objects.
    #[test]
    fn a_card_object_leaving_play_takes_its_enchantments_and_no_other() {
        let mut list = Enchantments::default();
        for (target, played) in [(8, 2), (3, 4), (8, 5), (6, 7), (3, 9)] {
            list.attach(enchantment(target, played, Lasts::Always));
        }
        let in_order: Vec<u32> = list.in_order_of_play(|_| true).iter().map(|e| e.played.0.get()).collect();
        assert_eq!(in_order, [2, 4, 5, 7, 9]);
        list.leave_play(|id| id == Id(3) || id == Id(6));
        let left: Vec<(u32, u32)> = list.in_force().map(|e| (e.target.0, e.played.0.get())).collect();
        assert_eq!(left, [(8, 2), (8, 5)]);
        assert_eq!(list.on(Id(3)).count(), 0);
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
