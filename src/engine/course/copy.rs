//! Copies: a copy of a card put into a hand (from a hand, from a deck, of a spell cast), a
//! minion that becomes a copy of another, and a fresh minion of a card summoned as a copy (of a
//! deck's minion card, of a dead minion's card).

use super::action::{Count, Origin, Place};
use super::card::CardKind;
use super::error::{EffectProblem, Step};
use super::event::{Event, LogIndex};
use super::limits::Depth;
use super::sequence::Sequence;
use super::zones::Summon;
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{CardId, Id, Player, Zone};

impl Sequence<'_> {
    /// A copy of the card object `of` comes to `player`'s hand: a fresh card object of the same
    /// card, its card's stats and cost (a card in a hand or a deck holds no enchantment here,
    /// and the cost changes on `of` reach `of` alone: the copy is a card of its own), taken
    /// through the one place a card comes into a hand (`take_into_hand`), logged
    /// `CopiedToHand`; a full hand (`Rules::hand_limit`) burns it, logged `Burned`. A hero has
    /// no card to copy: nothing. The copy, if it came into the hand.
    fn copy_into_hand(&mut self, of: Id, player: Player, cause: Option<LogIndex>) -> Option<Id> {
        let card = self.state.entity(of).card?;
        let id = self.state.create(Some(card), player, Zone::Deck, self.library.base_stats(card));
        if self.take_into_hand(player, id) {
            self.record(Event::CopiedToHand { player, id, of }, cause);
            Some(id)
        } else {
            self.record(Event::Burned { player, id }, cause);
            None
        }
    }

    /// `Action::CopyFromHand`: `player` gets a copy of a card of `of`'s hand chosen at random,
    /// each as likely, with one draw from the game's seeded generator ("Put a copy of a random
    /// card in your opponent's hand into your hand"). The wiki's Put into battlefield page
    /// (hearthstone.wiki.gg/wiki/Put_into_battlefield): "Put into battlefield and put into hand
    /// effects select eligible cards randomly". An empty hand gives nothing, and no draw is made.
    ///
    /// A copy of a card of the opponent's hand shows `player` that card: it is known to its
    /// owner's opponent from then on (`Flag::KnownToOpponent`), where it stands in the hand.
    /// The copy itself is its owner's to know, as a card a generate effect made (the wiki's
    /// Generate page, hearthstone.wiki.gg/wiki/Card_generation: such cards "display the text
    /// 'Created by [name of card]' when played by the opponent").
    pub(super) fn copy_from_hand(&mut self, of: Player, player: Player, cause: Option<LogIndex>) -> Step {
        let hand = &self.state.hands[of];
        if let Some(at) = self.state.random.below(hand.len()) {
            let copied = hand[at];
            self.copy_into_hand(copied, player, cause);
            if of != player {
                self.state.entity_mut(copied).set(Flag::KnownToOpponent, true);
            }
        }
        Ok(())
    }

    /// `Action::CopyFromDeck`: `player` gets copies of `how_many` different cards of `of`'s
    /// deck ("Copy 2 cards in your opponent's deck and add them to your hand"), chosen one after
    /// another, each among the cards not yet chosen and each as likely, one draw each (the
    /// deck's order is hidden from both players: "Put into battlefield and put into hand effects
    /// select eligible cards randomly, not based on their order in the deck", the wiki's Put
    /// into battlefield page). The deck keeps its cards and their order. A deck of fewer cards
    /// gives a copy of each; an empty one, nothing and no draw. The copies are their owner's to
    /// know, as `copy_from_hand`'s copy is.
    pub(super) fn copy_from_deck(
        &mut self,
        of: Player,
        player: Player,
        how_many: i32,
        cause: Option<LogIndex>,
    ) -> Step {
        let mut left: Vec<Id> = self.state.decks[of].ids().collect();
        for _ in 0..usize::try_from(how_many).unwrap_or(0) {
            let Some(at) = self.state.random.below(left.len()) else { break };
            let copied = left.remove(at);
            self.copy_into_hand(copied, player, cause);
        }
        Ok(())
    }

    /// `Action::CopyToOtherHand`: the player other than the owner of the card object `id` (the
    /// player who played it) gets a copy of it ("Whenever a player casts a spell, put a copy
    /// into the other player's hand"). The wiki's page of EX1_100
    /// (hearthstone.wiki.gg, the card's own page): "All spells will be copied, including
    /// Secrets. Secrets will be copied when they are played, and not when they are triggered":
    /// the copy is made as the spell is played, in its On Play Phase, whatever became of it
    /// since (it is in the graveyard by then). An id this game never handed out is a bad action.
    /// Both players saw the spell cast, so both know the copy (`Flag::KnownToOpponent`).
    pub(super) fn copy_to_other_hand(&mut self, id: Id, cause: Option<LogIndex>) -> Step {
        let owner = self.state.find(id).ok_or(EffectProblem::UnknownId { id })?.owner();
        if let Some(copy) = self.copy_into_hand(id, owner.other(), cause) {
            self.state.entity_mut(copy).set(Flag::KnownToOpponent, true);
        }
        Ok(())
    }

    /// `Action::BecomeCopy`: the minion `id` becomes a copy of the minion `of`, both in play
    /// ("Choose a minion and become a copy of it", the Battlecry of EX1_564); if either has
    /// left play, or they are one minion, nothing. The wiki's notes on EX1_294, which copies a
    /// minion in play (hearthstone.wiki.gg, the card's notes template): "Minions are copied in every
    /// detail, including current stats, card text, and enchantments", and a copy will "not
    /// copy the 'pending destroy' effect ... and the copy will survive"; "[EX1_294] can
    /// trigger and copy a minion that is only alive due to a friendly Health Aura. The copy will
    /// lack the Health Aura and immediately die." The wiki's Battlecry page: "Battlecries do not
    /// activate if the card is brought into play by another card. For example, [EX1_006],
    /// [EX1_564] and [EX1_294] all place minions onto the board, but any Battlecries will not be
    /// activated".
    ///
    /// So, here, a fresh card object of `of`'s card takes `id`'s place as a transform's does
    /// (`replace_in_play`: the newest order of play, `id`'s readiness, not summoned; `id` set
    /// aside, no Deathrattle), and it copies of `of`:
    /// - every enchantment in force on it, in its order, each made anew for the copy (newest in
    ///   the order of play, the same change, duration, card and maker), an enchantment card's
    ///   triggered abilities and Deathrattle with it;
    /// - its damage (its "current stats": the same maximum and the same damage, so the same
    ///   Health), and so its Enrage, in force at once ("Characters which are below their
    ///   maximum Health are considered damaged, and may activate Enrage effects": the wiki's
    ///   Damage page);
    /// - its Silence (its card text is gone, and so is the copy's).
    ///
    /// It does not copy what an aura gives `of` (the next Aura Update gives the copy what the
    /// auras give it where it stands), `of`'s pending destroy, its Freeze, or its readiness.
    /// Logged `BecameCopy`.
    pub(super) fn become_copy(&mut self, id: Id, of: Id, cause: Option<LogIndex>) -> Step {
        let (Some(_), Some(original)) = (self.minion_in_play(id)?, self.minion_in_play(of)?) else {
            return Ok(());
        };
        if id == of {
            return Ok(());
        }
        let card = original.card.expect("a minion in play has a card");
        let copied: Vec<_> = self.state.enchantments.on(of).copied().collect();
        let into = self.replace_in_play(id, card);
        let mut listening = false;
        for mut enchantment in copied {
            enchantment.target = into;
            enchantment.played = self.state.take_played();
            listening |= enchantment.card.is_some();
            self.state.enchantments.attach(enchantment);
        }
        if listening {
            self.state.in_play.listening_changed();
        }
        self.state.entity_mut(into).set(Flag::Silenced, original.is(Flag::Silenced));
        self.state.refresh_stats(into, self.library);
        let damage = original.max_health().saturating_sub(original.health());
        if damage > 0 {
            self.state.entity_mut(into).take_damage(damage);
            if self.state.entity(into).is_mortally_wounded() {
                self.state.may_be_dying.note();
            }
            if self.state.has_enrage(into, self.library) {
                // Damaged, so its Enrage is in force at once, as its original's is.
                self.state.refresh_stats(into, self.library);
            }
        }
        self.record(Event::BecameCopy { id, of, into }, cause);
        Ok(())
    }

    /// `Action::SummonCopyFromDeck`: `player` summons a copy of a minion card of `of`'s deck,
    /// chosen at random among the deck's minion cards, each as likely (one draw), or, with none
    /// there, a minion of `otherwise` ("Put a copy of a random minion from your opponent's deck
    /// into the battlefield", whose token says "whiffed! Your opponent had no minions!"). The
    /// wiki's Put into battlefield page: "Despite its wording, [EX1_345] is not a put into
    /// battlefield effect, as it does not dr[aw the minion]": the deck keeps its card, and a
    /// fresh minion of that card is summoned as `Summon` summons one (its After Summon Phase,
    /// no Battlecry); the wiki's Summon page: "All minions are considered to be 'summoned'". A
    /// full board summons nothing (the draw is made).
    pub(super) fn summon_copy_from_deck(
        &mut self,
        of: Player,
        player: Player,
        otherwise: CardId,
        origin: Origin,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        let minions: Vec<CardId> = self.state.decks[of]
            .ids()
            .filter_map(|id| self.state.entity(id).card)
            .filter(|&card| matches!(self.library.card(card).kind, CardKind::Minion { .. }))
            .collect();
        let card = match self.state.random.below(minions.len()) {
            Some(at) => minions[at],
            None => otherwise,
        };
        let summon = Summon { card, player, place: Place::ForTheAbility, count: Count::One };
        self.summon(summon, origin, cause, depth)
    }

    /// `Action::SummonCardOf`: `player` summons a fresh minion of the card of the card object
    /// `id`, wherever it is now ("When that minion is destroyed, return it to the
    /// battlefield", CS2_038, whose enchantment's Deathrattle names its own dead minion). The
    /// wiki's Resurrection effect page (hearthstone.gamepedia.com/Resurrection_effect): effects
    /// "that summon a specific minion when it dies ([CS2_038] ...)" are "in fact achieved by
    /// summoning a separate copy of the minion", and "The copies summoned are summoned in their
    /// base state, at full Health and without any enchantments the original minions had when
    /// they died": a new card object, summoned as `Summon` summons one, where the ability's
    /// summons land (a Deathrattle's: where its minion stood). A hero has no card: nothing. An
    /// id this game never handed out is a bad action.
    pub(super) fn summon_card_of(
        &mut self,
        id: Id,
        player: Player,
        origin: Origin,
        cause: Option<LogIndex>,
        depth: Depth,
    ) -> Step {
        let Some(card) = self.state.find(id).ok_or(EffectProblem::UnknownId { id })?.card else {
            return Ok(());
        };
        let summon = Summon { card, player, place: Place::ForTheAbility, count: Count::One };
        self.summon(summon, origin, cause, depth)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::course::action::Action;
    use crate::engine::course::card::{Abilities, CardDef, Library};
    use crate::engine::course::state::State;
    use crate::engine::course::testing::perform_as_effect;
    use crate::engine::object::entity::Stats;
    use crate::engine::object::id::PerPlayer;

    /// A library of one 1/2 minion card.
    fn library() -> &'static Library {
        let minion =
            CardDef::new("Test Minion", 1, CardKind::Minion { attack: 1, health: 2 }, Abilities::default());
        Box::leak(Box::new(Library::new(vec![minion]).unwrap()))
    }

    /// `action` performed as a card's effect: what it logged, or the problem.
    fn perform(state: &mut State, action: Action) -> Result<Vec<Event>, EffectProblem> {
        perform_as_effect(library(), state, action)
    }

    /// A copy between card objects that are not both minions in play (one in a hand, the
    /// graveyard, set aside, a hero, or the minion itself) does nothing and logs nothing.
    #[test]
    fn a_copy_of_or_onto_what_is_not_a_minion_in_play_does_nothing() {
        for zone in [Zone::Graveyard, Zone::SetAside, Zone::Hand, Zone::Deck] {
            let mut state = State::new(PerPlayer::default(), |_| Stats::plain(0, 0), 30);
            let gone = state.create(Some(CardId(0)), Player::FIRST, zone, Stats::plain(1, 2));
            let hero = state.heroes[Player::SECOND];
            let before = state.clone();
            for action in
                [Action::BecomeCopy { id: gone, of: hero }, Action::BecomeCopy { id: hero, of: gone }]
            {
                assert_eq!(perform(&mut state, action), Ok(Vec::new()), "{zone:?}");
            }
            assert_eq!(state, before, "{zone:?}");
        }
    }

    /// A copy naming a card object this game never handed out is a bad effect, and nothing
    /// changes: a minion to become a copy, one to copy, a spell to copy into a hand, a card to
    /// summon again.
    #[test]
    fn a_copy_naming_an_unknown_id_is_a_bad_effect() {
        let mut state = State::new(PerPlayer::default(), |_| Stats::plain(0, 0), 30);
        let hero = state.heroes[Player::FIRST];
        let unknown = Id::from_number(99);
        let before = state.clone();
        for action in [
            Action::BecomeCopy { id: unknown, of: hero },
            Action::BecomeCopy { id: hero, of: unknown },
            Action::CopyToOtherHand { id: unknown },
            Action::SummonCardOf { id: unknown, player: Player::FIRST },
            Action::SwapWithHand { id: unknown },
        ] {
            assert_eq!(
                perform(&mut state, action),
                Err(EffectProblem::UnknownId { id: unknown }),
                "{action:?}"
            );
        }
        assert_eq!(state, before);
    }
}
