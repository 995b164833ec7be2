//! Continuous counts ("for each ..."), the game's side: what each count word counts now, a card's
//! own cost count brought up to date at the Aura Update (Health/Attack), and what the Aura
//! Updates' gate asks so that it opens when what a count counts changes (what it notes is
//! `counts_read.rs`'s).

use super::card::Library;
use super::counts_read::CountInputs;
use super::event::{Event, LogIndex};
use super::sequence::Sequence;
use super::state::{MAX_IN_PLAY, State};
use crate::engine::object::aura::{AuraStep, AuraWhile};
use crate::engine::object::cost::{CostChange, CostEnds, CostEntry, CostReach};
use crate::engine::object::count::ForEach;
use crate::engine::object::id::{Id, PerPlayer, Player};
use crate::engine::object::tribe::Tribe;

impl State {
    /// How many `for_each` counts now, from the side of the card object `of` (its owner's
    /// "your"; "other" is never `of` itself). Read at an Aura Update, as an aura is (Rule 4a:
    /// "Auras are not recalculated at any point in the middle of a Phase"): a minion still in
    /// play at the Aura Update (Health/Attack), mortally wounded or not, counts ("Until the
    /// moment it is removed from play, the Entity ... still shares auras").
    pub(in crate::engine) fn count(&self, for_each: ForEach, of: Id, library: &Library) -> u32 {
        match for_each {
            ForEach::OtherMinion => self.other_minions(of),
            ForEach::OtherMinionOfTribe(tribe) => self.other_minions_of_tribe(tribe, of, library),
            ForEach::OtherCardInYourHand => self.other_cards_in_your_hand(of),
            ForEach::DamageYourHeroHasTaken => self.damage_your_hero_has_taken(of),
            ForEach::AttackOfYourWeapon => self.attack_of_your_weapon(of),
        }
    }

    /// "For each other minion on the battlefield" (the pool's words): every minion in play,
    /// either side's, but `of`. A card in a hand is on no battlefield, so every minion counts
    /// for it.
    fn other_minions(&self, of: Id) -> u32 {
        saturated(self.in_play.iter().filter(|&&id| id != of).count())
    }

    /// "For each other Murloc on the battlefield" (the pool's words): every minion in play
    /// of `tribe`, either side's, but `of`. A Silenced minion keeps its tribe (Silence takes
    /// card text, and a tribe is not text).
    fn other_minions_of_tribe(&self, tribe: Tribe, of: Id, library: &Library) -> u32 {
        let of_tribe = |id: Id| library.tribe_of(self.entity(id)) == Some(tribe);
        saturated(self.in_play.iter().filter(|&&id| id != of && of_tribe(id)).count())
    }

    /// "For each other card in your hand" (the pool's words): the cards in the hand of `of`'s
    /// owner, `of` left out (the wiki's page of the pool's card with these words: "If [it] is
    /// the only card in your hand it costs 12 mana"). Read from the hand's length, whatever its
    /// size.
    fn other_cards_in_your_hand(&self, of: Id) -> u32 {
        let owner = self.entity(of).owner();
        let itself = usize::from(self.is_in_hand(owner, of));
        saturated(self.hands[owner].len().saturating_sub(itself))
    }

    /// "For each damage your hero has taken" (the pool's words): how far the Health of `of`'s
    /// owner's hero is below its maximum. The wiki's page of the pool's card with these words:
    /// "Contrary to the card's text, [its] mana cost is not affected by the total damage taken
    /// during the game, but only by the difference between the hero's current and maximum
    /// Health"; Armor is not Health, so damage Armor took counts for nothing.
    fn damage_your_hero_has_taken(&self, of: Id) -> u32 {
        self.hero_damage(self.entity(of).owner())
    }

    /// Whether `condition` holds now for the aura of the minion `source` (its owner's "you"):
    /// "while you have a weapon equipped", "Enrage: ..." (damaged). Read at an Aura Update, as
    /// a count is.
    pub(in crate::engine) fn aura_holds(&self, condition: AuraWhile, source: Id) -> bool {
        match condition {
            AuraWhile::YouHaveWeapon => self.weapons[self.entity(source).owner()].is_some(),
            AuraWhile::Damaged => self.entity(source).is_damaged(),
        }
    }

    /// "(1) less per Attack of your weapon" (the pool's words): the Attack of the weapon of
    /// `of`'s owner, whoever's turn it is (a weapon has its Attack; only its hero's Attack
    /// waits for its turn), 0 without one or below 0.
    fn attack_of_your_weapon(&self, of: Id) -> u32 {
        self.weapon_attack(self.entity(of).owner()).map_or(0, |attack| u32::try_from(attack).unwrap_or(0))
    }

    /// The Attack of `player`'s weapon, if they have one.
    pub(in crate::engine) fn weapon_attack(&self, player: Player) -> Option<i32> {
        self.weapons[player].map(|weapon| self.entity(weapon).attack())
    }

    /// How far `player`'s hero's Health is below its maximum.
    fn hero_damage(&self, player: Player) -> u32 {
        let hero = self.entity(self.heroes[player]);
        u32::try_from(hero.max_health().saturating_sub(hero.health())).unwrap_or(0)
    }
}

/// A count of card objects as a count (a count saturates, never overflows).
fn saturated(count: usize) -> u32 {
    u32::try_from(count).unwrap_or(u32::MAX)
}

impl Sequence<'_> {
    /// The cards' own cost counts at an Aura Update of `step` (`CostCount`). Rule 4c names none
    /// among the auras of the Aura Update (Other), so, like the cost auras, the Aura Update
    /// (Health/Attack) brings them up to date (Rule 4a): each card in a hand with a cost count
    /// has its count read again, and the cost change it makes replaces the last one, keeping its
    /// place in the order of play; a card found in a hand for the first time starts its count
    /// here, the newest in order of play (`CostEnds::Count`). A count that leaves its card's
    /// cost as it was is logged by nobody; each one that changes logs `CountChanged` under the
    /// update's event. A card that left its hand took its count along (`State::card_leaves_hand`).
    pub(super) fn update_cost_counts(&mut self, step: AuraStep, update: &mut Option<LogIndex>) {
        if step != AuraStep::HealthAttack || !self.state.counts_read.reads.hands() {
            return; // No card with a cost count has come into a hand in this game.
        }
        for (id, count, change) in cost_counts_in_hands(self.state, self.library) {
            let at = self.state.costs.iter().position(|entry| is_count_of(entry, id));
            let was = at.map_or(CostChange::Less(0), |at| self.state.costs[at].change);
            // The update's event comes before the change, which its own event then reports.
            let cause = (was != change).then(|| self.aura_update_event(update, step));
            match at {
                Some(at) => self.state.costs[at].change = change,
                None => {
                    let played = self.state.take_played();
                    let player = self.state.entity(id).owner();
                    let (reaches, ends) = (CostReach::Card(id), CostEnds::Count);
                    let entry = CostEntry {
                        player,
                        reaches,
                        change,
                        not_less_than: None,
                        first: false,
                        played,
                        ends,
                    };
                    self.state.costs.push(entry); // The newest in order of play: the last.
                }
            }
            if let Some(cause) = cause {
                self.record(Event::CountChanged { id, count }, Some(cause));
            }
        }
    }
}

/// Whether `entry` is the card `id`'s own cost count.
fn is_count_of(entry: &CostEntry, id: Id) -> bool {
    entry.ends == CostEnds::Count && entry.reaches == CostReach::Card(id)
}

/// Each card in a hand whose card has a cost count, player 0's hand first, oldest first: the
/// card, its count now and the cost change that count makes.
fn cost_counts_in_hands(state: &State, library: &Library) -> Vec<(Id, u32, CostChange)> {
    let mut counted = Vec::new();
    for player in Player::BOTH {
        for &id in state.hands[player].iter() {
            let card = state.entity(id).card.map(|card| library.card(card));
            if let Some(cost_count) = card.and_then(|card| card.abilities.cost_count) {
                let count = state.count(cost_count.for_each, id, library);
                counted.push((id, count, cost_count.change(count)));
            }
        }
    }
    counted
}

/// Whether the cost counts in force are what an Aura Update (Health/Attack) would find: one
/// for each card in a hand with a cost count, making the change its count makes now. The
/// gate's check in debug builds (`aura_update.rs`, `nothing_to_update`).
pub(super) fn cost_counts_hold(state: &State, library: &Library) -> bool {
    if !state.counts_read.reads.hands() {
        return !state.costs.iter().any(|entry| entry.ends == CostEnds::Count);
    }
    let mut found: Vec<(Id, CostChange)> =
        cost_counts_in_hands(state, library).into_iter().map(|(id, _, change)| (id, change)).collect();
    let mut in_force: Vec<(Id, CostChange)> = state
        .costs
        .iter()
        .filter(|entry| entry.ends == CostEnds::Count)
        .filter_map(|entry| match entry.reaches {
            CostReach::Card(id) => Some((id, entry.change)),
            CostReach::Kind(_) => None,
        })
        .collect();
    found.sort_by_key(|&(id, _)| id);
    in_force.sort_by_key(|&(id, _)| id);
    found == in_force
}

impl State {
    /// Whether what the counts read past the minions in play changed since the last Aura Update
    /// of `step` read them: a hand (if a count reads the hands), a hero's damage (if one reads
    /// that), a weapon (if one reads the weapons). Speed only: an update that finds every count
    /// as it was changes nothing.
    pub(super) fn counts_may_have_changed(&self, step: AuraStep) -> bool {
        self.counts_read.may_have_changed(step, || self.count_inputs())
    }

    /// Note that the Aura Update of `step` read the counts with the hands, the heroes and the
    /// weapons as they are now.
    pub(super) fn counts_read_now(&mut self, step: AuraStep) {
        let reads = self.counts_read.reads;
        let inputs = if reads.beyond_hands() { self.count_inputs() } else { CountInputs::default() };
        self.counts_read.read_now(step, inputs);
    }

    /// What the counts and the auras' conditions read past the hands, as they are now
    /// (`CountInputs`): a bit for each minion with an aura, which `MAX_IN_PLAY` keeps within
    /// 16.
    fn count_inputs(&self) -> CountInputs {
        const _: () = assert!(MAX_IN_PLAY <= u16::BITS as usize);
        CountInputs {
            damage: PerPlayer::from_fn(|player| self.hero_damage(player)),
            weapon_attack: PerPlayer::from_fn(|player| self.weapon_attack(player)),
            aura_minions_damaged: self
                .in_play
                .with_auras()
                .enumerate()
                .filter(|&(_, id)| self.entity(id).is_damaged())
                .fold(0, |bits, (at, _)| bits | 1 << at),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::object::count::Reads;
    use crate::engine::object::entity::Stats;

    fn state() -> State {
        State::new(PerPlayer::default(), |_| Stats::plain(0, 0), 30)
    }

    /// A game that has met no count reads nothing: hands and heroes change, and the gate
    /// stays shut, tested once (the decks that play no count pay nothing more).
    #[test]
    fn a_game_without_counts_never_opens_the_gate_for_hands_or_heroes() {
        let mut state = state();
        state.counts_read.hand_changed();
        let hero = state.heroes[Player::FIRST];
        state.entity_mut(hero).take_damage(3);
        assert!(!state.counts_read.reads.any());
        assert!(!state.counts_may_have_changed(AuraStep::HealthAttack));
        assert!(!state.counts_may_have_changed(AuraStep::Other));
    }

    /// Once a count that reads the hands is met, the gate opens until an Aura Update has read
    /// it, then only when a card comes into a hand or leaves one: a hero's damage, which it does
    /// not read, leaves it shut. Each Aura Update notes its own reading.
    #[test]
    fn a_count_of_the_hands_opens_the_gate_only_when_a_hand_changed() {
        let mut state = state();
        state.counts_read.met(Reads::HANDS);
        assert!(state.counts_may_have_changed(AuraStep::HealthAttack), "never read yet");
        state.counts_read_now(AuraStep::HealthAttack);
        assert!(!state.counts_may_have_changed(AuraStep::HealthAttack), "nothing changed since");
        let hero = state.heroes[Player::FIRST];
        state.entity_mut(hero).take_damage(3);
        assert!(!state.counts_may_have_changed(AuraStep::HealthAttack), "no count reads a hero");
        state.counts_read.hand_changed();
        assert!(state.counts_may_have_changed(AuraStep::HealthAttack), "a card came or went");
        assert!(state.counts_may_have_changed(AuraStep::Other), "the other update has not read");
        state.counts_read_now(AuraStep::HealthAttack);
        assert!(!state.counts_may_have_changed(AuraStep::HealthAttack));
        assert!(state.counts_may_have_changed(AuraStep::Other));
    }

    /// A count of a hero's damage opens the gate when either hero's damage differs from what
    /// the last reading found, and not when it is back where it was.
    #[test]
    fn a_count_of_hero_damage_opens_the_gate_only_when_a_heros_damage_differs() {
        let mut state = state();
        state.counts_read.met(Reads::HERO_DAMAGE);
        state.counts_read_now(AuraStep::HealthAttack);
        assert!(!state.counts_may_have_changed(AuraStep::HealthAttack));
        state.counts_read.hand_changed();
        assert!(!state.counts_may_have_changed(AuraStep::HealthAttack), "no count reads a hand");
        let enemy = state.heroes[Player::SECOND];
        state.entity_mut(enemy).take_damage(2);
        assert!(state.counts_may_have_changed(AuraStep::HealthAttack), "either hero");
        state.entity_mut(enemy).restore(2);
        assert!(!state.counts_may_have_changed(AuraStep::HealthAttack), "back as it was read");
    }

    /// Each count word, at two values, from the side of the card object that has it.
    #[test]
    fn each_count_counts_from_its_card_objects_side_leaving_it_out() {
        use crate::engine::course::card::{Abilities, CardDef, CardKind};
        use crate::engine::object::id::{CardId, Zone};
        let minion = |name: &str, tribe| CardDef {
            tribe,
            ..CardDef::new(name, 1, CardKind::Minion { attack: 1, health: 1 }, Abilities::default())
        };
        let library =
            Library::new(vec![minion("Test Plain", None), minion("Test Fish", Some(Tribe::Murloc))]).unwrap();
        let mut state = state();
        let (plain, fish) = (CardId(0), CardId(1));
        let in_play = |state: &mut State, card, player| {
            let id = state.create(Some(card), player, Zone::Board, Stats::plain(1, 1));
            state.in_play.push(id, false).unwrap();
            id
        };
        let own = in_play(&mut state, fish, Player::FIRST);
        let minions = ForEach::OtherMinion;
        let murlocs = ForEach::OtherMinionOfTribe(Tribe::Murloc);
        assert_eq!((state.count(minions, own, &library), state.count(murlocs, own, &library)), (0, 0));
        in_play(&mut state, fish, Player::SECOND);
        in_play(&mut state, plain, Player::FIRST);
        assert_eq!((state.count(minions, own, &library), state.count(murlocs, own, &library)), (2, 1));
        let card = state.create(Some(plain), Player::FIRST, Zone::Hand, Stats::plain(1, 1));
        state.hands[Player::FIRST].push(card);
        assert_eq!(state.count(minions, card, &library), 3, "a card in a hand is on no battlefield");
        let hand = ForEach::OtherCardInYourHand;
        assert_eq!(state.count(hand, card, &library), 0, "alone in its hand");
        let other = state.create(Some(plain), Player::FIRST, Zone::Hand, Stats::plain(1, 1));
        state.hands[Player::FIRST].push(other);
        let theirs = state.create(Some(plain), Player::SECOND, Zone::Hand, Stats::plain(1, 1));
        state.hands[Player::SECOND].push(theirs);
        assert_eq!(state.count(hand, card, &library), 1, "its owner's hand only");
        assert_eq!(state.count(hand, own, &library), 2, "a minion in play: every card of the hand");
        let hurt = ForEach::DamageYourHeroHasTaken;
        assert_eq!(state.count(hurt, card, &library), 0);
        let (hero, enemy) = (state.heroes[Player::FIRST], state.heroes[Player::SECOND]);
        state.entity_mut(hero).take_damage(4);
        state.entity_mut(enemy).take_damage(9);
        assert_eq!((state.count(hurt, card, &library), state.count(hurt, theirs, &library)), (4, 9));
    }
}
