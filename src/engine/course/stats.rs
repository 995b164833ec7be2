//! The one reader of a card object's stats: its card, then its enchantments in order of play,
//! then what the auras give it. Nothing else writes a card object's Attack, maximum Health or
//! keywords. And the one reader of a card's cost in hand, `State::cost_of`, with the upkeep of
//! the cost changes it reads (`course/cost.rs`).

use super::card::{CardDef, CardKind, Enrage, Library};
use super::cost::{CostEnds, CostEntry, CostLasts, CostReach, Costed, changed};
use super::enchantment::Change;
use super::entities::Flag;
use super::entities::Stats;
use super::id::{Id, PLAYERS, Player};
use super::state::State;

/// The stats of a card object whose card gives `base`, under `changes` (its enchantments in
/// force, oldest first): each applied on what the ones before it made (Rule 4d:
/// "enchantments take effect the moment they are created", so a later one applies after an
/// earlier one). What the auras grant is not among `changes`: `State::refresh_stats` adds it
/// after this fold and the Enrage (Rule 4d: "Health/Attack Auras ... will be moved to the end
/// of the Enchantment List").
pub(in crate::engine) fn computed(base: Stats, changes: impl IntoIterator<Item = Change>) -> Stats {
    changes.into_iter().fold(base, |stats, change| match change {
        Change::Add { attack, health } => Stats {
            attack: stats.attack.saturating_add(attack),
            max_health: stats.max_health.saturating_add(health),
            ..stats
        },
        Change::SetAttack { attack } => Stats { attack, ..stats },
        Change::SetHealth { health } => Stats { max_health: health, ..stats },
        Change::SetBoth { attack, health } => Stats { attack, max_health: health, ..stats },
        Change::Gain { keyword } => Stats { keywords: stats.keywords.with(keyword), ..stats },
        Change::Lose { keyword } => Stats { keywords: stats.keywords.without(keyword), ..stats },
        Change::Grant { keywords } => Stats { keywords: stats.keywords.union(keywords), ..stats },
    })
}

impl State {
    /// Compute the card object `id`'s stats again from its card, its enchantments in force
    /// (`computed`), its Enrage, then the grants of the auras the last Aura Update found (Rule
    /// 4d: "Health/Attack Auras ... will be moved to the end of the Enchantment List"), and give
    /// them to it under the Health rule (`Entity::take_stats`). Called whenever its enchantments
    /// or grants change, never on a read. Whether its Attack or Health changed.
    pub(in crate::engine) fn refresh_stats(&mut self, id: Id, library: &Library) -> bool {
        let entity = self.entity(id);
        let before = (entity.attack(), entity.health());
        let base = self.base_stats(id, library);
        let mut stats = computed(base, self.enchantments.on(id).map(|enchantment| enchantment.change));
        if let Some(enrage) = self.enrage_in_force(id, library) {
            stats.attack = stats.attack.saturating_add(enrage.attack);
            stats.keywords = stats.keywords.union(enrage.keywords);
        }
        let mut attack_equals_health = false;
        for grant in self.grants_on(id) {
            stats.attack = stats.attack.saturating_add(grant.attack);
            stats.max_health = stats.max_health.saturating_add(grant.health);
            stats.keywords = stats.keywords.union(grant.keywords);
            attack_equals_health |= grant.attack_equals_health;
        }
        let entity = self.entity_mut(id);
        entity.take_stats(stats);
        if attack_equals_health {
            // Last of all (the rulebook names this aura as one that "always comes last"): its Health
            // as the Health rule leaves it.
            let health = entity.health();
            entity.take_stats(Stats { attack: health, ..stats });
        }
        let after = (entity.attack(), entity.health());
        if after.1 <= 0 {
            self.may_be_dying.note();
        }
        before != after
    }

    /// The card object `id`'s Enrage, if it has one in force: its card's (unless Silenced),
    /// while it is damaged (the wiki's Enrage page). It applies after the enchantments.
    pub(in crate::engine) fn enrage_in_force(&self, id: Id, library: &Library) -> Option<Enrage> {
        let entity = self.entity(id);
        let enrage = library.card(entity.card?).enrage?;
        (!entity.is(Flag::Silenced) && entity.is_damaged()).then_some(enrage)
    }

    /// Whether the card object `id`'s card has an Enrage (Silenced or not, damaged or not).
    pub(in crate::engine) fn has_enrage(&self, id: Id, library: &Library) -> bool {
        self.entity(id).card.is_some_and(|card| library.card(card).enrage.is_some())
    }

    /// What the card object `id` is before any enchantment: its card's stats and keywords (no
    /// keyword once Silenced: "Silence removes all card text"), or a hero's 0 Attack and
    /// starting Health.
    fn base_stats(&self, id: Id, library: &Library) -> Stats {
        let entity = self.entity(id);
        match entity.card {
            None => Stats::plain(0, self.hero_health),
            Some(card) => {
                let base = library.base_stats(card);
                if entity.is(Flag::Silenced) { Stats { keywords: Default::default(), ..base } } else { base }
            }
        }
    }
}

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
    pub(in crate::engine) fn cost_in_hand(&self, id: Id, def: &CardDef, seat: u8) -> u32 {
        if self.costs.is_empty() {
            def.cost // Nothing changes a cost (speed: the playout's usual case).
        } else {
            self.cost_changed(id, def, seat)
        }
    }

    /// `cost_in_hand` when some cost change is in force: the changes that reach a kind of card
    /// of the player, and those that reach this one card ("That card costs (3) less").
    #[inline(never)]
    fn cost_changed(&self, id: Id, def: &CardDef, seat: u8) -> u32 {
        let minion = matches!(def.kind, CardKind::Minion { .. });
        let reaches = |entry: &&CostEntry| {
            entry.player == seat
                && match entry.reaches {
                    CostReach::Kind(Costed::Spells) => matches!(def.kind, CardKind::Spell { .. }),
                    CostReach::Kind(Costed::Minions) => minion,
                    CostReach::Kind(Costed::FirstMinionEachTurn) => {
                        minion && self.minions_played_this_turn[usize::from(seat)] == 0
                    }
                    CostReach::Card(card) => card == id,
                }
        };
        let base = i32::try_from(def.cost).unwrap_or(i32::MAX);
        let first = self.costs.iter().filter(|entry| entry.first);
        let in_order = first.chain(self.costs.iter().filter(|entry| !entry.first));
        let cost = in_order
            .filter(reaches)
            .fold(base, |cost, entry| changed(cost, entry.change, entry.not_less_than));
        u32::try_from(cost).unwrap_or(0)
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
        self.minions_played_this_turn = [0; PLAYERS];
        self.end_costs(|entry, lasts| match lasts {
            CostLasts::NextSpellThisTurn => true,
            CostLasts::TheirNextTurn => Player::from(entry.player) == ended,
        });
    }

    /// The card object `id` leaves its hand (played, discarded, put back): the cost changes
    /// that reach it alone leave with it (`CostEnds::WithTheCard`).
    #[inline(always)]
    pub(in crate::engine) fn card_leaves_hand(&mut self, id: Id) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::course::card::Abilities;
    use crate::engine::course::cost::CostChange;
    use crate::engine::course::id::{CardId, Zone};
    use crate::engine::course::keywords::{Keyword, Keywords};

    /// The one reader with a change that reaches one card: that card costs less, another of the
    /// same card in the same hand does not, and the change leaves with the card; with no
    /// change in force, the card's own cost (the reader's quick path).
    #[test]
    fn a_change_on_one_card_reaches_that_card_alone_and_leaves_with_it() {
        let spell = CardDef::new("Test Spell", 4, CardKind::Spell { targeted: false }, Abilities::default());
        let library = Library::new(vec![spell]).unwrap();
        let mut state = State::new([Vec::new(), Vec::new()], |_| Stats::plain(0, 0), 30);
        let [cheaper, other] =
            [0, 1].map(|_| state.create(Some(CardId(0)), 0, Zone::Hand, Stats::plain(0, 0)));
        assert_eq!((state.cost_of(cheaper, &library), state.cost_of(other, &library)), (4, 4));
        let played = state.take_played();
        state.costs.push(CostEntry {
            player: 0,
            reaches: CostReach::Card(cheaper),
            change: CostChange::Less(3),
            not_less_than: None,
            first: false,
            played,
            ends: CostEnds::WithTheCard,
        });
        assert_eq!((state.cost_of(cheaper, &library), state.cost_of(other, &library)), (1, 4));
        state.pass_the_turn_for_costs(0);
        assert_eq!(state.cost_of(cheaper, &library), 1, "the turn passing leaves it");
        state.set_cost_auras(&[]);
        assert_eq!(state.cost_of(cheaper, &library), 1, "an Aura Update leaves it");
        state.card_leaves_hand(other);
        assert_eq!(state.cost_of(cheaper, &library), 1, "another card leaving takes nothing");
        state.card_leaves_hand(cheaper);
        assert!(state.costs.is_empty(), "it left with its card");
        assert_eq!(state.cost_of(cheaper, &library), 4);
    }

    #[test]
    fn enchantments_apply_in_the_order_they_were_made() {
        let base = Stats::plain(2, 3);
        let add_then_set =
            computed(base, [Change::Add { attack: 2, health: 2 }, Change::SetAttack { attack: 1 }]);
        assert_eq!((add_then_set.attack, add_then_set.max_health), (1, 5));
        let set_then_add =
            computed(base, [Change::SetAttack { attack: 1 }, Change::Add { attack: 2, health: 2 }]);
        assert_eq!((set_then_add.attack, set_then_add.max_health), (3, 5));
        let swapped_then_buffed =
            computed(base, [Change::SetBoth { attack: 3, health: 2 }, Change::Add { attack: 0, health: 1 }]);
        assert_eq!((swapped_then_buffed.attack, swapped_then_buffed.max_health), (3, 3));
        let health_set =
            computed(base, [Change::Add { attack: 0, health: 4 }, Change::SetHealth { health: 1 }]);
        assert_eq!(health_set.max_health, 1);
        let taunt = computed(base, [Change::Gain { keyword: Keyword::Taunt }]);
        assert_eq!(taunt.keywords, Keywords::of(&[Keyword::Taunt]));
        let shield = Stats { keywords: Keywords::of(&[Keyword::DivineShield]), ..base };
        let popped = computed(shield, [Change::Lose { keyword: Keyword::DivineShield }]);
        assert_eq!(popped.keywords, Keywords::NONE);
        let given_again = [
            Change::Lose { keyword: Keyword::DivineShield },
            Change::Gain { keyword: Keyword::DivineShield },
        ];
        assert_eq!(computed(shield, given_again).keywords, shield.keywords, "a later gain gives it back");
        assert_eq!(computed(base, []), base, "no enchantment: the card's stats");
    }
}
