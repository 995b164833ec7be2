//! Building a game's state from a snapshot that passed `check.rs`: every field the state holds
//! is written out here, so that a field added to `State` is a compile error until the snapshot
//! says what becomes of it. What the state keeps for speed only is made afresh.

use std::num::NonZeroU32;

use super::check::Cards;
use super::format::{
    CardObjectSnapshot, CostChangeSnapshot, CostEndsSnapshot, CostReachSnapshot, GrantSnapshot,
    OutcomeSnapshot, Snapshot,
};
use crate::engine::course::card::Library;
use crate::engine::course::counts_read::CountsRead;
use crate::engine::course::pending_choice::PendingChoice;
use crate::engine::course::standing::{Mana, Outcome, Turn};
use crate::engine::course::state::{AurasRead, Board, Deck, InPlay, MayBeDying, State};
use crate::engine::game::HERO_HEALTH;
use crate::engine::object::aura::{Grant, PlayerEffects};
use crate::engine::object::cost::{CostEnds, CostEntry, CostLasts, CostReach};
use crate::engine::object::enchantment::{Enchantment, Enchantments};
use crate::engine::object::entity::{Entities, Entity, Flag, OrderOfPlay, Stats};
use crate::engine::object::id::{CardId, Id, PerPlayer};
use crate::engine::support::inline_list::InlineList;
use crate::engine::support::journaled_list::JournaledList;
use crate::engine::support::random::SplitMix64;

/// The state `snapshot` describes, its cards `cards` of `library`. `snapshot` passed
/// `check::checked`, so every id it names is a card object's, a board holds at most seven
/// minions, every order of play is 1 or more, and a choice offers at most three cards.
pub(super) fn state_of(snapshot: &Snapshot, cards: &Cards, library: &Library) -> State {
    let players = &snapshot.players;
    let mut state = State {
        entities: entities(snapshot, cards),
        heroes: PerPlayer::new(Id(0), Id(1)),
        hero_health: HERO_HEALTH,
        hero_cards: PerPlayer::from(cards.heroes),
        enchantments: enchantments(snapshot, cards),
        grants: JournaledList::from(snapshot.grants.iter().map(grant).collect::<Vec<Grant>>()),
        auras_read_at: AurasRead::default(),
        counts_read: CountsRead::default(),
        may_be_dying: MayBeDying::default(),
        costs: snapshot.cost_changes.iter().map(cost_entry).collect(),
        minions_played_this_turn: PerPlayer::from_fn(|p| players[p.seat()].minions_played_this_turn),
        cards_played_this_turn: PerPlayer::from_fn(|p| players[p.seat()].cards_played_this_turn),
        cards_drawn_this_turn: PerPlayer::from_fn(|p| players[p.seat()].cards_drawn_this_turn),
        draws_stopped: PerPlayer::from_fn(|p| players[p.seat()].draws_stopped),
        health_floor: PerPlayer::from_fn(|p| players[p.seat()].health_floor),
        armor: PerPlayer::from_fn(|p| players[p.seat()].armor),
        fatigue: PerPlayer::from_fn(|p| players[p.seat()].fatigue),
        weapons: PerPlayer::from_fn(|p| players[p.seat()].weapon),
        hero_powers: PerPlayer::from_fn(|p| players[p.seat()].hero_power),
        boards: PerPlayer::from_fn(|p| board(&players[p.seat()].board)),
        hands: PerPlayer::from_fn(|p| JournaledList::from(players[p.seat()].hand.clone())),
        decks: PerPlayer::from_fn(|p| Deck::new(players[p.seat()].deck.clone())),
        in_play: InPlay::default(),
        next_played: order_of_play(snapshot.next_order_of_play),
        random: SplitMix64::new(snapshot.random),
        turn: snapshot.turn.map(|turn| Turn { player: turn.player, number: turn.number }),
        mana: PerPlayer::from_fn(|p| {
            let mana = players[p.seat()].mana;
            Mana { crystals: mana.crystals, spent: mana.spent, this_turn: mana.this_turn }
        }),
        overload: PerPlayer::from_fn(|p| players[p.seat()].overload),
        outcome: snapshot.outcome.map(|outcome| match outcome {
            OutcomeSnapshot::Won(player) => Outcome::Won { player },
            OutcomeSnapshot::Draw => Outcome::Draw,
        }),
        mulligans_to_make: PerPlayer::from(snapshot.mulligans_to_make),
        choice: snapshot.choice.as_ref().map(|choice| {
            let mut offered = InlineList::default();
            offered.extend_from_slice(&choice.offered).expect("a choice offers at most ROOM cards (checked)");
            PendingChoice::new(choice.player, offered)
        }),
    };
    make_what_is_kept_for_speed(&mut state, library);
    state
}

/// What the state keeps for speed only, made as the calls that brought each card where it
/// is would have made it: the minions in play in order of play, with whether each has an
/// aura (`InPlay`); what the continuous counts of the cards in hand and of the minions in
/// play with an aura read (`CountsRead`); and a Death Creation Step that will look, once
/// (`MayBeDying`). What the Aura Updates last read (`AurasRead`) stays unread: the first
/// update of each step reads afresh, and finds what the snapshot holds.
fn make_what_is_kept_for_speed(state: &mut State, library: &Library) {
    let mut minions: Vec<Id> = state.boards.iter().flat_map(|board| board.iter().copied()).collect();
    minions.sort_by_key(|&id| state.entity(id).played);
    for id in minions {
        let card = state.entity(id).card.expect("a minion in play has a card (checked)");
        let has_auras = library.has_auras(card);
        state.in_play.push(id, has_auras).expect("two boards of at most seven fit in play (checked)");
        if has_auras {
            state.counts_read.met(library.count_reads(card));
        }
    }
    let in_hands: Vec<CardId> =
        state.hands.iter().flat_map(|hand| hand.iter()).filter_map(|&id| state.entity(id).card).collect();
    for card in in_hands {
        state.counts_read.met(library.count_reads(card));
    }
    state.may_be_dying.note();
}

/// Every card object, by id.
fn entities(snapshot: &Snapshot, cards: &Cards) -> Entities {
    let mut entities = Entities::with_capacity(snapshot.card_objects.len() + 8);
    for (object, &card) in snapshot.card_objects.iter().zip(&cards.objects) {
        entities.push(entity(object, card));
    }
    entities
}

/// One card object, of `card`.
fn entity(object: &CardObjectSnapshot, card: Option<CardId>) -> Entity {
    let stats = Stats { attack: object.attack, max_health: object.max_health, keywords: object.keywords };
    let mut entity = Entity::new(card, object.owner, object.zone, stats);
    entity.take_damage(object.damage);
    entity.played = object.order_of_play.map(order_of_play);
    entity.attacks = object.attacks;
    entity.set(Flag::Sleeping, object.sleeping);
    entity.set(Flag::Frozen, object.frozen);
    entity.set(Flag::Silenced, object.silenced);
    entity.set(Flag::PendingDestroy, object.pending_destroy);
    entity.set(Flag::KnownToOpponent, object.known_to_opponent);
    entity.set(Flag::UsedThisTurn, object.used_this_turn);
    entity
}

/// The enchantments in force, each card object's oldest first.
fn enchantments(snapshot: &Snapshot, cards: &Cards) -> Enchantments {
    let mut enchantments = Enchantments::default();
    for (object, found) in snapshot.card_objects.iter().zip(&cards.enchantments) {
        for (enchantment, &(card, made_by)) in object.enchantments.iter().zip(found) {
            let mut attached = Enchantment::new(
                object.id,
                enchantment.change,
                enchantment.lasts,
                card,
                enchantment.maker,
                made_by,
            );
            attached.played = order_of_play(enchantment.order_of_play);
            enchantments.attach(attached);
        }
    }
    enchantments
}

/// A board of `minions`, left to right.
fn board(minions: &[Id]) -> Board {
    let mut board = Board::default();
    board.extend_from_slice(minions).expect("a board holds at most seven minions (checked)");
    board
}

/// A grant as the state holds it.
fn grant(grant: &GrantSnapshot) -> Grant {
    Grant {
        source: grant.source,
        target: grant.target,
        attack: grant.attack,
        health: grant.health,
        keywords: grant.keywords,
        attack_equals_health: grant.attack_equals_health,
        updates_in: grant.updates_in,
        effects: PlayerEffects {
            healing_deals_damage: grant.healing_deals_damage,
            spells_doubled: grant.spells_doubled,
            turn_time_limit: grant.turn_time_limit,
        },
    }
}

/// A cost change in force as the state holds it.
fn cost_entry(change: &CostChangeSnapshot) -> CostEntry {
    CostEntry {
        player: change.player,
        reaches: match change.reaches {
            CostReachSnapshot::Cards(cards) => CostReach::Kind(cards),
            CostReachSnapshot::Card(id) => CostReach::Card(id),
        },
        change: change.change,
        not_less_than: change.not_less_than,
        first: change.first,
        played: order_of_play(change.order_of_play),
        ends: match change.ends {
            CostEndsSnapshot::Aura(source) => CostEnds::Aura { source },
            CostEndsSnapshot::NextSpellThisTurn => CostEnds::Lasts(CostLasts::NextSpellThisTurn),
            CostEndsSnapshot::TheirNextTurn => CostEnds::Lasts(CostLasts::TheirNextTurn),
            CostEndsSnapshot::WithTheCard => CostEnds::WithTheCard,
            CostEndsSnapshot::Count => CostEnds::Count,
        },
    }
}

/// An order of play, 1 or more (checked).
fn order_of_play(order: u32) -> OrderOfPlay {
    OrderOfPlay(NonZeroU32::new(order).expect("orders of play are 1 or more (checked)"))
}
