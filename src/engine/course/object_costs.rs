//! The one reader of a card's cost in hand, the game's side of it: `State::cost_of` fetches
//! the cost changes in force that reach the card and folds them (`object/cost.rs`'s
//! `changed`), with the upkeep of those changes as turns pass and cards leave the hand.

use super::card::{CardDef, CardKind, Library};
use super::state::State;
use crate::engine::object::cost::{
    CostChangeView, CostEnds, CostEntry, CostLasts, CostReach, Costed, changed,
};
use crate::engine::object::id::{Id, PerPlayer, Player, Zone};

impl State {
    /// The cost of the card object `id` (a card in a hand) as it is now: its card's cost, then
    /// every cost change in force that reaches it, those marked `first` first, then the rest in
    /// order of play, auras and actions alike (Rule 4d: "Mana Cost Auras have no special
    /// priority compared to Mana Cost Enchantments"), each on the cost so far, which may go
    /// below 0; a cost is never below 0 once every change has applied. The one cost the hand
    /// shows, the legal moves list, the checks compare with the mana and playing it pays.
    pub(in crate::engine) fn cost_of(&self, id: Id, library: &Library) -> u32 {
        let entity = self.entity(id);
        entity.card.map_or(0, |card| self.cost_in_hand(id, library.card(card), entity.seat))
    }

    /// `cost_of` for the card object `id`, of `def`, in the hand of the player in `seat`.
    #[inline(always)]
    pub(in crate::engine) fn cost_in_hand(&self, id: Id, def: &CardDef, seat: Player) -> u32 {
        if self.costs.is_empty() {
            def.cost // Nothing changes a cost (speed: the playout's usual case).
        } else {
            self.cost_changed(id, def, seat)
        }
    }

    /// `cost_in_hand` when some cost change is in force: the changes that reach a kind of card
    /// of the player, and those that reach this one card ("That card costs (3) less").
    #[inline(never)]
    fn cost_changed(&self, id: Id, def: &CardDef, seat: Player) -> u32 {
        let base = i32::try_from(def.cost).unwrap_or(i32::MAX);
        let cost = self
            .cost_changes_in_order()
            .filter(|entry| self.reaches(entry, id, def, seat))
            .fold(base, |cost, entry| changed(cost, entry.change, entry.not_less_than));
        u32::try_from(cost).unwrap_or(0)
    }

    /// Every cost change in force in the order they apply: those marked `first`, then the rest
    /// in order of play.
    fn cost_changes_in_order(&self) -> impl Iterator<Item = &CostEntry> {
        let first = self.costs.iter().filter(|entry| entry.first);
        first.chain(self.costs.iter().filter(|entry| !entry.first))
    }

    /// Whether the cost change `entry` reaches the card object `id`, of `def`, in the hand of
    /// the player in `seat`: one of that player's cards of its kind, or that card alone.
    fn reaches(&self, entry: &CostEntry, id: Id, def: &CardDef, seat: Player) -> bool {
        let minion = matches!(def.kind, CardKind::Minion { .. });
        entry.player == seat
            && match entry.reaches {
                CostReach::Kind(Costed::Spells) => matches!(def.kind, CardKind::Spell { .. }),
                CostReach::Kind(Costed::Minions) => minion,
                CostReach::Kind(Costed::FirstMinionEachTurn) => {
                    minion && self.minions_played_this_turn[seat] == 0
                }
                CostReach::Card(card) => card == id,
            }
    }

    /// The cost changes a card's text made (not an aura's, nor a card's own count) that reach
    /// the card object `id` in its hand, in the order they apply (`cost_of`'s); none for a card
    /// in no hand.
    pub(in crate::engine) fn cost_changes_on(&self, id: Id, library: &Library) -> Vec<CostChangeView> {
        let entity = self.entity(id);
        let Some(def) = entity.card.filter(|_| entity.zone == Zone::Hand).map(|card| library.card(card))
        else {
            return Vec::new();
        };
        let made_by_text = self.cost_changes_in_order().filter_map(made_by_text);
        made_by_text
            .filter(|(entry, _)| self.reaches(entry, id, def, entity.seat))
            .map(|(_, view)| view)
            .collect()
    }

    /// The cost changes a card's text made for `player`'s cards of a kind ("The next spell you
    /// cast this turn costs (3) less"): rules the player holds until they end, in the order
    /// they apply.
    pub(in crate::engine) fn player_cost_changes(&self, player: Player) -> Vec<CostChangeView> {
        let of_a_kind = |(entry, view): (&CostEntry, CostChangeView)| {
            (entry.player == player && view.cards.is_some()).then_some(view)
        };
        self.cost_changes_in_order().filter_map(made_by_text).filter_map(of_a_kind).collect()
    }

    /// Put `entries` in force in place of the aura's ones, keeping the actions' ones and the
    /// ones on one card: one list in order of play.
    pub(in crate::engine) fn set_cost_auras(&mut self, entries: &[CostEntry]) {
        self.costs.retain(|entry| !matches!(entry.ends, CostEnds::Aura { .. }));
        self.costs.extend_from_slice(entries);
        self.costs.sort_by_key(|entry| entry.played);
    }

    /// The turn passes from `ended` (after the End of Turn Phase, as "this turn" enchantments
    /// wear off): nobody has played a minion this turn yet, "the next spell you cast this turn"
    /// changes are gone, and so are `ended`'s "next turn" ones.
    pub(in crate::engine) fn pass_the_turn_for_costs(&mut self, ended: Player) {
        self.minions_played_this_turn = PerPlayer::default();
        self.end_costs(|entry, lasts| match lasts {
            CostLasts::NextSpellThisTurn => true,
            CostLasts::TheirNextTurn => entry.player == ended,
        });
    }

    /// The card object `id` leaves its hand (played, discarded, put back): the cost changes
    /// that reach it alone leave with it (`CostEnds::WithTheCard`, its own count's
    /// `CostEnds::Count`), and the counts that read the hands may count differently.
    #[inline(always)]
    pub(in crate::engine) fn card_leaves_hand(&mut self, id: Id) {
        self.counts_read.hand_changed();
        if !self.costs.is_empty() {
            self.costs.retain(|entry| entry.reaches != CostReach::Card(id));
        }
    }

    /// End the cost changes made by actions that `ends` picks (the auras' are the Aura
    /// Update's, and those on one card leave with it).
    pub(in crate::engine) fn end_costs(&mut self, ends: impl Fn(&CostEntry, CostLasts) -> bool) {
        self.costs.retain(|entry| !matches!(entry.ends, CostEnds::Lasts(lasts) if ends(entry, lasts)));
    }
}

/// `entry` as a reader sees it, if a card's text made it (`CostEnds::Lasts`, `WithTheCard`);
/// an aura's and a card's own count are left out.
fn made_by_text(entry: &CostEntry) -> Option<(&CostEntry, CostChangeView)> {
    let lasts = match entry.ends {
        CostEnds::Lasts(lasts) => Some(lasts),
        CostEnds::WithTheCard => None,
        CostEnds::Aura { .. } | CostEnds::Count => return None,
    };
    let cards = match entry.reaches {
        CostReach::Kind(cards) => Some(cards),
        CostReach::Card(_) => None,
    };
    Some((entry, CostChangeView { cards, change: entry.change, lasts }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::course::card::Abilities;
    use crate::engine::object::cost::CostChange;
    use crate::engine::object::entity::Stats;
    use crate::engine::object::id::{CardId, Zone};
    /// The one reader with a change that reaches one card: that card costs less, another of the
    /// same card in the same hand does not, and the change leaves with the card; with no
    /// change in force, the card's own cost (the reader's quick path).
    #[test]
    fn a_change_on_one_card_reaches_that_card_alone_and_leaves_with_it() {
        let spell = CardDef::new("Test Spell", 4, CardKind::Spell { targeted: false }, Abilities::default());
        let library = Library::new(vec![spell]).unwrap();
        let mut state = State::new(PerPlayer::default(), |_| Stats::plain(0, 0), 30);
        let [cheaper, other] =
            [0, 1].map(|_| state.create(Some(CardId(0)), Player::FIRST, Zone::Hand, Stats::plain(0, 0)));
        assert_eq!((state.cost_of(cheaper, &library), state.cost_of(other, &library)), (4, 4));
        let played = state.take_played();
        state.costs.push(CostEntry {
            player: Player::FIRST,
            reaches: CostReach::Card(cheaper),
            change: CostChange::Less(3),
            not_less_than: None,
            first: false,
            played,
            ends: CostEnds::WithTheCard,
        });
        assert_eq!((state.cost_of(cheaper, &library), state.cost_of(other, &library)), (1, 4));
        state.pass_the_turn_for_costs(Player::FIRST);
        assert_eq!(state.cost_of(cheaper, &library), 1, "the turn passing leaves it");
        state.set_cost_auras(&[]);
        assert_eq!(state.cost_of(cheaper, &library), 1, "an Aura Update leaves it");
        state.card_leaves_hand(other);
        assert_eq!(state.cost_of(cheaper, &library), 1, "another card leaving takes nothing");
        state.card_leaves_hand(cheaper);
        assert!(state.costs.is_empty(), "it left with its card");
        assert_eq!(state.cost_of(cheaper, &library), 4);
    }
}
