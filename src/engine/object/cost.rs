//! Cost changes: what makes a card in a hand cost more or less than its card says ("Your
//! spells cost (1) less", "The next spell you cast this turn costs (3) less", and "Draw a
//! card. That card costs (3) less.", a change that reaches one card). Rule 4d:
//! "Enchantments apply and modify Health/Attack/Mana costs the moment they are attached ...
//! (However, Mana Cost Auras have no special priority compared to Mana Cost Enchantments.)"
//! The one reader of a card's cost, `State::cost_of`, and the upkeep of the list it reads are
//! in `stats.rs`.

use serde::{Deserialize, Serialize};

use super::count::ForEach;
use super::entity::OrderOfPlay;
use super::id::{Id, Player};

/// Which of a player's cards in hand a cost change reaches. As data: `"spells"`, `"minions"`,
/// `"first_minion_each_turn"`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Costed {
    /// "Your spells cost ...".
    Spells,
    /// "Your minions cost ...".
    Minions,
    /// "The first minion you play each turn costs ...": their minion cards while they have
    /// played no minion this turn (`State::minions_played_this_turn`, reset as the turn passes).
    FirstMinionEachTurn,
}

impl Costed {
    /// The cards, in words: "spells", "minions", "first minion each turn".
    pub fn name(self) -> &'static str {
        match self {
            Costed::Spells => "spells",
            Costed::Minions => "minions",
            Costed::FirstMinionEachTurn => "first minion each turn",
        }
    }
}

/// How a cost change changes a cost. As data: `{"less": 1}`, `{"more": 3}`, `{"set": 0}`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum CostChange {
    /// "Costs (N) less".
    Less(u8),
    /// "Costs (N) more".
    More(u8),
    /// "Costs (N)".
    Set(u8),
}

impl CostChange {
    /// In words: "cost (3) less", "cost (1) more", "cost (0)".
    pub fn words(self) -> String {
        match self {
            CostChange::Less(less) => format!("cost ({less}) less"),
            CostChange::More(more) => format!("cost ({more}) more"),
            CostChange::Set(set) => format!("cost ({set})"),
        }
    }
}

/// Whose cards a cost aura reaches. As data: `"you"` (the default) or `"both"` ("ALL minions
/// cost (1) more").
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Whose {
    /// Its minion's owner's.
    #[default]
    You,
    /// Both players'.
    Both,
}

/// A cost aura of a minion's card: while the minion is in play and not Silenced, `cards` of
/// `of` cost `change` (Rule 4: an aura, brought up to date at the Aura Update
/// (Health/Attack), the step of every aura Rule 4c does not name). As data: `{"cards":
/// "spells", "change": {"less": 1}}`, `{"cards": "minions", "of": "both", "change": {"more":
/// 1}}`, `{"cards": "minions", "change": {"less": 2}, "not_less_than": 1, "first": true}`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CostAura {
    /// Which cards it reaches.
    pub cards: Costed,
    /// Whose cards.
    #[serde(default)]
    pub of: Whose,
    /// What it does to their cost.
    pub change: CostChange,
    /// "But not less than (N)": a reduction stops at N (a card that already costs less keeps
    /// its cost).
    #[serde(default)]
    pub not_less_than: Option<u8>,
    /// Applied before every other cost change, whatever the order of play (the rulebook: "Some
    /// auras in the game have a higher Priority than others ... [one] always comes first").
    #[serde(default)]
    pub first: bool,
}

/// A card's own cost that follows a continuous count while the card is in its owner's hand:
/// it costs `less` less for each of `for_each` ("Costs (1) less for each other card in your
/// hand"). The wiki's Mana cost page: "Cards that modify their own mana cost ... only work
/// while in the player's hand ... Most of them are ongoing effects", so it is an aura of the
/// card's own, brought up to date at each Aura Update (Health/Attack) (Rule 4a; Rule 4c does
/// not name it) and applied in one order of play with every other cost change (Rule 4d:
/// `CostEnds::Count`). As data: `"cost_count": {"for_each": "other_minion", "less": 1}`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CostCount {
    /// What it counts.
    pub for_each: ForEach,
    /// How much less the card costs for each.
    pub less: u8,
}

impl CostCount {
    /// The change `count` of it makes: `less` for each, up to (255) less (a count saturates,
    /// never overflows; a card costs at most 99).
    pub fn change(self, count: u32) -> CostChange {
        let less = u32::from(self.less).saturating_mul(count);
        CostChange::Less(u8::try_from(less).unwrap_or(u8::MAX))
    }
}

/// How long a cost change made by an action lasts. As data: `"next_spell_this_turn"`,
/// `"their_next_turn"`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CostLasts {
    /// "The next spell you cast this turn": until the player plays a spell, which it reaches,
    /// or the turn passes.
    NextSpellThisTurn,
    /// "... next turn", said of the player whose turn is next: until the turn passes from
    /// that player.
    TheirNextTurn,
}

impl CostLasts {
    /// In words: "for the next spell this turn", "until their next turn ends".
    pub fn words(self) -> &'static str {
        match self {
            CostLasts::NextSpellThisTurn => "for the next spell this turn",
            CostLasts::TheirNextTurn => "until their next turn ends",
        }
    }
}

/// How long a cost change in force lasts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) enum CostEnds {
    /// An aura's: while the last Aura Update found its minion giving it.
    Aura { source: Id },
    /// An action's, lasting as it said.
    Lasts(CostLasts),
    /// One card's (`CostReach::Card`): while the card stays in its hand. It leaves with the
    /// card, played or discarded (`State::card_leaves_hand`), as an enchantment on a card in
    /// hand does (the rulebook, Rule 4d: "Enchantments apply and modify ... Mana costs the
    /// moment they are attached").
    WithTheCard,
    /// A card's own continuous count (`CostCount`), on that card (`CostReach::Card`): the
    /// change the last Aura Update (Health/Attack) counted, while the card stays in its hand;
    /// it leaves with the card, as `WithTheCard` does. Its order of play is the moment that
    /// update first found the card in the hand: the count is an aura of the card's own
    /// ("ongoing effects"), and a cost aura applies in order of play with the other cost changes
    /// (Rule 4d: "Mana Cost Auras have no special priority compared to Mana Cost Enchantments").
    /// So a change in force before the card came into the hand applies before its count, and
    /// one made after, after it (Ben Brode, on a card's own cost change and a cost-setting
    /// aura: "If you draw [the card] while [the aura's minion] is already in play, [its] cost
    /// will be reduced ...; if you have [it] already in hand and play [the minion], [it] will
    /// always cost 5"); a change marked `first` comes before it, as before every other.
    Count,
}

/// Which cards in hand a cost change in force reaches.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) enum CostReach {
    /// The player's cards of a kind: an aura's, or an action's that changes costs.
    Kind(Costed),
    /// One card object, in its owner's hand ("Draw a card. That card costs (3) less.").
    Card(Id),
}

/// A cost change in force: the cards of `player` that `reaches` names cost `change`, in its
/// order of play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) struct CostEntry {
    /// Whose cards it reaches.
    pub player: Player,
    /// Which of them.
    pub reaches: CostReach,
    /// What it does to their cost.
    pub change: CostChange,
    /// "But not less than (N)".
    pub not_less_than: Option<u8>,
    /// Before every change without it.
    pub first: bool,
    /// Its order of play: an aura's minion's, an action's own (Rule 4d: the two have no
    /// priority over each other, so they apply in one order of play).
    pub played: OrderOfPlay,
    /// How long it lasts.
    pub ends: CostEnds,
}

/// A cost change in force that a card's text made (an action's, not an aura's nor a card's
/// own count), as a reader sees it (`Game::cost_changes`, `Game::player_cost_changes`): which
/// cards it reaches, what it does to their cost and how long it lasts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CostChangeView {
    /// The player's cards of a kind it reaches ("Your next spell ..."), or `None` for one card
    /// alone ("That card costs (3) less").
    pub cards: Option<Costed>,
    /// What it does to their cost.
    pub change: CostChange,
    /// How long it lasts, as its action said, or `None` for one card's, which lasts while
    /// that card stays in its hand.
    pub lasts: Option<CostLasts>,
}

/// In words: "spells cost (3) less for the next spell this turn", "cost (2) less while in
/// hand".
impl std::fmt::Display for CostChangeView {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(cards) = self.cards {
            write!(f, "{} ", cards.name())?;
        }
        let lasts = self.lasts.map_or("while in hand", CostLasts::words);
        write!(f, "{} {lasts}", self.change.words())
    }
}

/// Every cost change in force, in order of play. A plain list, copied whole by a Sequence's
/// rollback: empty in most games, where the copy allocates nothing, and short in the others.
pub(in crate::engine) type CostChanges = Vec<CostEntry>;

/// `cost` after `change`, stopped at `not_less_than` if the card cost more than that. May go
/// below 0: a cost is never below 0 once every change has applied (`State::cost_of`).
pub(in crate::engine) fn changed(cost: i32, change: CostChange, not_less_than: Option<u8>) -> i32 {
    let after = match change {
        CostChange::Less(less) => cost.saturating_sub(i32::from(less)),
        CostChange::More(more) => cost.saturating_add(i32::from(more)),
        CostChange::Set(set) => i32::from(set),
    };
    match not_less_than {
        Some(floor) => after.max(cost.min(i32::from(floor))),
        None => after,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_adds_takes_or_sets_and_a_floor_stops_only_a_reduction_from_above_it() {
        assert_eq!(changed(3, CostChange::Less(1), None), 2);
        assert_eq!(changed(3, CostChange::More(3), None), 6);
        assert_eq!(changed(3, CostChange::Set(0), None), 0);
        assert_eq!(
            changed(0, CostChange::Less(1), None),
            -1,
            "a cost is never below 0 once every change has applied, not after each"
        );
        assert_eq!(changed(4, CostChange::Less(2), Some(1)), 2);
        assert_eq!(changed(2, CostChange::Less(2), Some(1)), 1, "not less than (1)");
        assert_eq!(changed(0, CostChange::Less(2), Some(1)), 0, "a card below the floor keeps its cost");
        assert_eq!(changed(1, CostChange::Less(2), Some(1)), 1);
    }

    /// The words the log's text and the page use (`CostsChanged`).
    #[test]
    fn cost_changes_in_words() {
        let names = [Costed::Spells, Costed::Minions, Costed::FirstMinionEachTurn].map(Costed::name);
        assert_eq!(names, ["spells", "minions", "first minion each turn"]);
        let changes = [CostChange::Less(3), CostChange::More(1), CostChange::Set(0)].map(CostChange::words);
        assert_eq!(changes, ["cost (3) less", "cost (1) more", "cost (0)"]);
        let lasts = [CostLasts::NextSpellThisTurn, CostLasts::TheirNextTurn].map(CostLasts::words);
        assert_eq!(lasts, ["for the next spell this turn", "until their next turn ends"]);
        let spells = CostChangeView {
            cards: Some(Costed::Spells),
            change: CostChange::Less(3),
            lasts: Some(CostLasts::NextSpellThisTurn),
        };
        assert_eq!(spells.to_string(), "spells cost (3) less for the next spell this turn");
        let one = CostChangeView { cards: None, change: CostChange::Less(2), lasts: None };
        assert_eq!(one.to_string(), "cost (2) less while in hand", "one card's lasts while it is held");
    }
}
