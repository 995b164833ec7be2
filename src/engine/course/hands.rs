//! Cards in hands and decks: drawing (and Fatigue), a card put into a hand (or burned), a
//! minion returned to its controller's hand, and the cost changes on the cards in a hand.

use super::action::{Choices, Origin, Targets};
use super::card::CardKind;
use super::damage::DamageOrHealing;
use super::error::{EffectProblem, Halt, Step};
use super::event::{Event, LogIndex};
use super::limits::Depth;
use super::sequence::Sequence;
use super::state::Entity;
use crate::engine::object::aura::Tribe;
use crate::engine::object::cost::{CostChange, CostEnds, CostEntry, CostLasts, CostReach, Costed};
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{CardId, Id, Player, Zone};

impl Sequence<'_> {
    /// `player` draws the top card of their deck. With `Rules::hand_limit`, a card drawn into
    /// a full hand is burned. An empty deck records `Fatigue`; with `Rules::fatigue_damages`,
    /// it also deals the hero 1 more damage than the player's last Fatigue (a Damage Event
    /// like any other, answered in its Phase). A player whose draws a setup stopped
    /// (`Game::stop_draws`) draws nothing, logged `NotDrawn`. The card drawn, if it came into
    /// the hand.
    pub(super) fn draw(
        &mut self,
        player: Player,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Result<Option<Id>, Box<Halt>> {
        if self.state.draws_stopped[player] {
            self.record(Event::NotDrawn { player }, cause); // Setup only: `Game::stop_draws`.
            return Ok(None);
        }
        let Some(id) = self.state.decks[player].draw() else {
            let fatigue = self.record(Event::Fatigue { player }, cause);
            if self.rules.fatigue_damages {
                let damage = self.state.fatigue[player].saturating_add(1);
                self.state.fatigue[player] = damage;
                let hero = Targets::One(self.state.heroes[player]);
                self.damage_or_heal(DamageOrHealing::Damage, hero, damage, None, Some(fatigue), depth)?;
            }
            return Ok(None);
        };
        Ok(self.drawn_into_hand(player, id, cause))
    }

    /// The card `id`, taken from `player`'s deck, comes to their hand as a drawn card does
    /// (`take_into_hand`): logged `Drew`, or `Burned` by a full hand. The card, if it came.
    #[inline(always)] // Speed: every turn's draw comes through here (callgrind, +8 a move out of line).
    pub(in crate::engine) fn drawn_into_hand(
        &mut self,
        player: Player,
        id: Id,
        cause: Option<LogIndex>,
    ) -> Option<Id> {
        if self.take_into_hand(player, id) {
            let drawn = &mut self.state.cards_drawn_this_turn[player];
            *drawn = drawn.saturating_add(1);
            self.record(Event::Drew { player, id }, cause);
            Some(id)
        } else {
            self.record(Event::Burned { player, id }, cause);
            None
        }
    }

    /// The card `id`, in its owner's hand (just drawn, or just returned there), costs `change`
    /// while it stays there: a cost change that reaches it alone, the newest in order of play
    /// (Rule 4d: "Enchantments apply and modify ... Mana costs the moment they are
    /// attached"), which leaves the hand with it (`State::card_leaves_hand`).
    pub(super) fn change_the_cost_of(&mut self, id: Id, change: CostChange, cause: Option<LogIndex>) {
        let played = self.state.take_played();
        let entry = CostEntry {
            player: self.state.entity(id).seat,
            reaches: CostReach::Card(id),
            change,
            not_less_than: None,
            first: false,
            played,
            ends: CostEnds::WithTheCard,
        };
        self.state.costs.push(entry); // The newest in order of play: the last.
        self.record(Event::CostChanged { id, change }, cause);
    }

    /// `Action::AddToHand`: a fresh card object of `card` into `player`'s hand, or burned if
    /// the hand is full. The card is named by the text that adds it, so both players know it:
    /// it is known to its owner's opponent (`Flag::KnownToOpponent`). Nothing answers a card
    /// put into a hand, so there is no Phase.
    pub(super) fn add_to_hand(&mut self, card: CardId, player: Player, cause: Option<LogIndex>) -> Step {
        if let Some(id) = self.add_fresh_card_to_hand(card, player, cause)? {
            self.state.entity_mut(id).set(Flag::KnownToOpponent, true);
        }
        Ok(())
    }

    /// `Action::AddRandomToHand`: a fresh card object of a card chosen at random from `from`
    /// (`random_card_of`) into `player`'s hand, or burned if the hand is full ("add a card of
    /// its list to your hand"). Which card came is its owner's to know: "Many generate random
    /// cards from a pool of possibilities. Cards created by generate effects usually display
    /// the text 'Created by [name of card]' when played by the opponent" (the wiki's Generate
    /// page, hearthstone.wiki.gg/wiki/Card_generation), so the opponent learns it only then.
    pub(super) fn add_random_to_hand(
        &mut self,
        from: Choices,
        player: Player,
        cause: Option<LogIndex>,
    ) -> Step {
        let card = self.random_card_of(from)?;
        self.add_fresh_card_to_hand(card, player, cause)?;
        Ok(())
    }

    /// A fresh card object of `card` into `player`'s hand (logged `AddedToHand`), or burned if
    /// the hand is full (`Burned`): the card, if it came into the hand.
    fn add_fresh_card_to_hand(
        &mut self,
        card: CardId,
        player: Player,
        cause: Option<LogIndex>,
    ) -> Result<Option<Id>, Box<Halt>> {
        match self.library.get(card).ok_or(EffectProblem::UnknownCard)?.kind {
            CardKind::Enchantment { .. } => return Err(EffectProblem::EnchantmentNotAttached.into()),
            CardKind::HeroPower { .. } => return Err(EffectProblem::HeroPowerIntoHand.into()),
            CardKind::Hero { .. } => return Err(EffectProblem::HeroCardMisused.into()),
            CardKind::Minion { .. } | CardKind::Spell { .. } | CardKind::Weapon { .. } => {}
        }
        let id = self.state.create(Some(card), player, Zone::Deck, self.library.base_stats(card));
        if self.take_into_hand(player, id) {
            self.record(Event::AddedToHand { player, id }, cause);
            Ok(Some(id))
        } else {
            self.record(Event::Burned { player, id }, cause);
            Ok(None)
        }
    }

    /// The card object `id` comes to `player`'s hand: it is taken, or, with `Rules::hand_limit`
    /// and a full hand, burned (to the graveyard). Whether it was taken. A card taken tells the
    /// Aura Updates' gate: the counts of the hands may count differently, and its own counts,
    /// if it has any, are now met (`CountsRead`). The one place a card comes into a hand: a
    /// draw, a card added, a minion returned.
    #[inline(always)] // Speed: notes/performance.md, "Where each speed trick stands".
    pub(super) fn take_into_hand(&mut self, player: Player, id: Id) -> bool {
        if self.hand_is_full(player) {
            self.state.entity_mut(id).zone = Zone::Graveyard;
            false
        } else {
            let entity = self.state.entity_mut(id);
            entity.zone = Zone::Hand;
            let card = entity.card;
            self.state.hands[player].push(id);
            self.state.counts_read.hand_changed();
            if let Some(card) = card {
                self.state.counts_read.met(self.library.count_reads(card));
            }
            true
        }
    }

    /// `Action::DrawOfTribe`: `player` draws a card of `tribe` from their deck ("Draw a Pirate
    /// from your deck"): one of the deck's cards of that tribe, chosen at random (each as
    /// likely, from the game's seeded generator; the deck's own order is hidden from both
    /// players, as hearthstone-ai chooses among the cards that qualify), taken out of the deck
    /// and into the hand as a draw is: logged `Drew`, or `Burned` by a full hand. With no
    /// card of the tribe in the deck, nothing happens: it is no draw from an empty deck, so no
    /// Fatigue.
    pub(super) fn draw_of_tribe(&mut self, player: Player, tribe: Tribe, cause: Option<LogIndex>) -> Step {
        let count = self.state.decks[player].ids().filter(|&id| self.is_of_tribe(id, tribe)).count();
        let Some(nth) = self.state.random.below(count) else { return Ok(()) };
        let chosen = self.state.decks[player].ids().filter(|&id| self.is_of_tribe(id, tribe)).nth(nth);
        let Some(id) = chosen else { return Ok(()) };
        self.state.decks[player].take(id);
        self.drawn_into_hand(player, id, cause);
        Ok(())
    }

    /// Whether `player`'s hand holds as many cards as `Rules::hand_limit` allows (never, with
    /// no limit): a card that comes to it is burned, a minion returned to it destroyed.
    #[inline(always)]
    fn hand_is_full(&self, player: Player) -> bool {
        self.rules.hand_limit.is_some_and(|limit| self.state.hands[player].len() >= limit)
    }

    /// `Action::ReturnToHand`: each minion `targets` names that is in play, in order of play,
    /// goes back to its controller's hand (`return_minion`). The Advanced rulebook's Rule 2b:
    /// "If multiple events are considered simultaneously (such as damage, healing, Deaths or
    /// 'return to hand' effects) they are Queued by order of play": a hand with room for fewer
    /// of them than come back takes the oldest, and the newer are destroyed ("Return all
    /// minions to their owner's hand" into a hand with one free place keeps the oldest of
    /// that player's minions). Heroes, and cards that are not in play, are passed over: an
    /// effect aimed at a minion that has left play does nothing. No triggered ability answers
    /// a return, so there is no Phase.
    pub(super) fn return_to_hand(&mut self, targets: Targets, cause: Option<LogIndex>) -> Step {
        for &id in self.minions_in_order_of_play(targets)?.iter() {
            self.return_minion(id, cause);
        }
        Ok(())
    }

    /// The card `id`, if it is in `player`'s hand, leaves it for the graveyard, discarded: the
    /// cost changes on it leave with it (`State::card_leaves_hand`), and it logs `Discarded`.
    /// "Discarded cards are removed from the game, without activating Deathrattles" (the wiki's
    /// Discard effect page, hearthstone.gamepedia.com/Discard): nothing answers a discard, so no
    /// Phase runs (no card of the launch pool answers one).
    pub(in crate::engine) fn discard_card(&mut self, player: Player, id: Id, cause: Option<LogIndex>) {
        if self.state.hands[player].remove_value(id) {
            self.state.card_leaves_hand(id);
            self.state.entity_mut(id).zone = Zone::Graveyard;
            self.record(Event::Discarded { player, id }, cause);
        }
    }

    /// `Action::DiscardRandom`: `player` discards one card of their hand chosen at random,
    /// each as likely, drawn from the game's seeded generator ("All discard effects discard
    /// cards randomly from the player's hand", the wiki's Discard effect page). An empty hand
    /// discards nothing, and no draw is made.
    pub(super) fn discard_random(&mut self, player: Player, cause: Option<LogIndex>) -> Step {
        let hand = &self.state.hands[player];
        if let Some(at) = self.state.random.below(hand.len()) {
            let id = hand[at];
            self.discard_card(player, id, cause);
        }
        Ok(())
    }

    /// `Action::DiscardHand`: `player` discards every card of their hand, left to right
    /// ("discard your hand"): the cards the hand holds as the action is performed, each once.
    pub(super) fn discard_hand(&mut self, player: Player, cause: Option<LogIndex>) -> Step {
        let held = self.state.hands[player].clone();
        for &id in held.iter() {
            self.discard_card(player, id, cause);
        }
        Ok(())
    }

    /// The minion `id`, in play, goes back to its controller's hand. The wiki's Return to hand
    /// page: a minion "is returned to the controlling player's hand. The target returns to its
    /// original card form, complete with mana cost, and becomes part of the player's hand. Any
    /// damage, enchantments and Silences on the minion are removed in the process", and "Return
    /// effects return the minion to the hand of the controlling player, even if that is not the
    /// player who originally summoned the minion". A card object's player (`Entity::seat`, read
    /// by `Entity::owner`) is its controller: a minion taken (`Action::TakeControl`) is its
    /// taker's "for all purposes" (the wiki's Take control page), so its taker's hand takes it.
    ///
    /// It leaves play at once (`leave_play`: its board, the order of play, its enchantments,
    /// its waiting Summon Event; the auras it gave stop at the next Aura Update, Rule 4a), and
    /// is the same card object, made fresh in the hand: its card's stats and keywords, no
    /// damage, no Silence, not Frozen, no attack made, and no cost change (none reaches a card
    /// in play; "It costs (2) less" is a new one, `Action::ChangeCostInHand`). It keeps its
    /// order of play until it enters play again, which gives it the newest, so that the log's
    /// events about it while it was in play keep their order (`Game::order_of_play`). It comes
    /// into the hand through the one place for hands (`take_into_hand`), logged
    /// `ReturnedToHand`, and both players know it there (`Flag::KnownToOpponent`).
    ///
    /// With `Rules::hand_limit` and a full hand: "If a card is returned to the controlling
    /// player's hand when the player already has 10 cards in their hand, the returning card
    /// will be destroyed. Any consequences such as Deathrattles and death-related triggered
    /// effects will take place as if the minion had died normally." It is marked pending
    /// destroy, as a destroy effect marks it (logged `ReturnedToFullHand`), and stays in play
    /// until the next Death Creation Step removes it; its Death Phase follows as any death's.
    pub(super) fn return_minion(&mut self, id: Id, cause: Option<LogIndex>) {
        let minion = *self.state.entity(id);
        let (player, card) = (minion.owner(), minion.card.expect("a minion has a card"));
        if self.hand_is_full(player) {
            self.mark_pending_destroy(id);
            self.record(Event::ReturnedToFullHand { player, id }, cause);
            return;
        }
        self.leave_play(id);
        let mut fresh = Entity::new(Some(card), player, Zone::Hand, self.library.base_stats(card));
        fresh.played = minion.played;
        fresh.set(Flag::KnownToOpponent, true); // Both players saw it leave play for the hand.
        *self.state.entity_mut(id) = fresh;
        let taken = self.take_into_hand(player, id);
        debug_assert!(taken, "a hand that is not full takes the card");
        self.record(Event::ReturnedToHand { player, id }, cause);
    }

    /// `Action::ChangeCostInHand`: the card object `id`, if it is in a hand, costs `change`
    /// while it stays there (`change_the_cost_of`); a card in no hand (a minion a full hand
    /// destroyed, still in play until the Death Creation Step) is left as it is. An id this
    /// game never handed out is a bad action.
    pub(super) fn change_cost_in_hand(
        &mut self,
        id: Id,
        change: CostChange,
        cause: Option<LogIndex>,
    ) -> Step {
        if self.state.find(id).ok_or(EffectProblem::UnknownId { id })?.zone == Zone::Hand {
            self.change_the_cost_of(id, change, cause);
        }
        Ok(())
    }

    /// `Action::DrawAndChangeCost`: `player` draws, and the card drawn, if it came into the
    /// hand, costs `change` while it stays there.
    pub(super) fn draw_and_change_cost(
        &mut self,
        player: Player,
        change: CostChange,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        if let Some(id) = self.draw(player, cause, depth)? {
            self.change_the_cost_of(id, change, cause);
        }
        Ok(())
    }

    /// `Action::DrawAndDamage`: `player` draws, and `targets` take damage equal to the cost of
    /// the card drawn, dealt as `origin`'s damage; no card (Fatigue), no damage. The wiki's
    /// page on the card that says it (EX1_365): a card drawn into a full hand still deals
    /// "damage equivalent to the card's mana cost, despite overdrawing the card", and cost auras
    /// "do not modify the
    /// damage ... since both steps of this spell are inside of a Phase and Auras don't update
    /// inside of a Phase": the cost is the card's own, as printed.
    pub(super) fn draw_and_damage(
        &mut self,
        player: Player,
        targets: Targets,
        origin: Origin,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        let top = self.state.decks[player].ids().next();
        self.draw(player, cause, depth)?;
        if let Some(card) = top.and_then(|id| self.state.entity(id).card) {
            let amount = i32::try_from(self.library.card(card).cost).unwrap_or(i32::MAX);
            self.damage(targets, amount, origin, cause, depth)?;
        }
        Ok(())
    }

    /// `Action::ChangeCosts`: the cards of kind `cards` in `player`'s hand cost `change`
    /// while it lasts (`lasts`): a cost change of the player's, the newest in order of play.
    pub(super) fn change_costs(
        &mut self,
        player: Player,
        cards: Costed,
        change: CostChange,
        lasts: CostLasts,
        cause: Option<LogIndex>,
    ) -> Step {
        let played = self.state.take_played();
        let ends = CostEnds::Lasts(lasts);
        let reaches = CostReach::Kind(cards);
        let entry = CostEntry { player, reaches, change, not_less_than: None, first: false, played, ends };
        self.state.costs.push(entry); // The newest in order of play: the last.
        self.record(Event::CostsChanged { player, cards, change, lasts }, cause);
        Ok(())
    }
}
