//! Writing a game's state as a snapshot: every field the state holds is named here, so that a
//! field added to `State` is a compile error until the snapshot says what becomes of it.

use std::ops::Range;

use super::format::{
    CardObjectSnapshot, ChoiceSnapshot, CostChangeSnapshot, CostEndsSnapshot, CostReachSnapshot,
    EnchantmentSnapshot, GrantSnapshot, LimitsSnapshot, MadeBySnapshot, ManaSnapshot, OutcomeSnapshot,
    PlayerSnapshot, SNAPSHOT_FORMAT, Snapshot, TurnSnapshot,
};
use crate::engine::course::card::Library;
use crate::engine::course::limits::Limits;
use crate::engine::course::rules::Rules;
use crate::engine::course::standing::Outcome;
use crate::engine::course::state::State;
use crate::engine::object::aura::Grant;
use crate::engine::object::cost::{CostEnds, CostEntry, CostLasts, CostReach};
use crate::engine::object::enchantment::{Enchantment, MadeBy};
use crate::engine::object::entity::{Entity, Flag};
use crate::engine::object::id::{CardId, Id, PerPlayer, Player};

/// The snapshot of `state`, a game of `library`'s cards played by `rules` under `limits`.
pub(super) fn snapshot_of(
    state: &State,
    library: &Library,
    rules: Rules,
    limits: Limits,
    deck_lists: PerPlayer<Range<u32>>,
) -> Snapshot {
    // Every field, so that a new one cannot be forgotten; those kept for speed only, and the
    // heroes and their starting Health (always #0 and #1, of `HERO_HEALTH` or their `hero`
    // card's), are not written.
    let State {
        entities,
        heroes: _,
        hero_health: _,
        hero_cards,
        enchantments,
        grants,
        auras_read_at: _,
        counts_read: _,
        may_be_dying: _,
        costs,
        minions_played_this_turn,
        cards_played_this_turn,
        cards_drawn_this_turn,
        draws_stopped,
        health_floor,
        armor,
        fatigue,
        weapons,
        hero_powers,
        boards,
        hands,
        decks,
        in_play: _,
        next_played,
        random,
        turn,
        mana,
        overload,
        outcome,
        mulligans_to_make,
        choice,
    } = state;
    let name = |card: CardId| library.card(card).name.clone();
    let player = |player: Player| {
        let mana = mana[player];
        PlayerSnapshot {
            hand: hands[player].to_vec(),
            deck: decks[player].ids().collect(),
            board: boards[player].to_vec(),
            hero: hero_cards[player].map(name),
            weapon: weapons[player],
            hero_power: hero_powers[player],
            mana: ManaSnapshot { crystals: mana.crystals, spent: mana.spent, this_turn: mana.this_turn },
            overload: overload[player],
            armor: armor[player],
            fatigue: fatigue[player],
            minions_played_this_turn: minions_played_this_turn[player],
            cards_played_this_turn: cards_played_this_turn[player],
            cards_drawn_this_turn: cards_drawn_this_turn[player],
            draws_stopped: draws_stopped[player],
            health_floor: health_floor[player],
            deck_list: [deck_lists[player].start, deck_lists[player].end],
        }
    };
    let card_objects = (0..entities.len())
        .map(|at| {
            let id = Id(at as u32);
            let mut object = card_object(id, entities.entity(id), &name);
            object.enchantments = enchantments.on(id).map(|held| enchantment(held, &name)).collect();
            object
        })
        .collect();
    Snapshot {
        format: SNAPSHOT_FORMAT,
        rules,
        limits: LimitsSnapshot { max_depth: limits.max_depth, max_actions: limits.max_actions },
        random: random.position(),
        next_order_of_play: next_played.0.get(),
        turn: turn.map(|turn| TurnSnapshot { player: turn.player, number: turn.number }),
        mulligans_to_make: mulligans_to_make.into_array(),
        outcome: outcome.map(|outcome| match outcome {
            Outcome::Won { player } => OutcomeSnapshot::Won(player),
            Outcome::Draw => OutcomeSnapshot::Draw,
        }),
        choice: choice
            .map(|choice| ChoiceSnapshot { player: choice.player(), offered: choice.offered().to_vec() }),
        players: Player::BOTH.map(player),
        card_objects,
        grants: grants.iter().map(grant).collect(),
        cost_changes: costs.iter().map(cost_change).collect(),
    }
}

/// Each mark a card object holds (`Flag`), by the snapshot field that writes it: a match on
/// every flag, so that a new one does not compile until the snapshot says what becomes of it
/// (a field of `CardObjectSnapshot`, written here and read in `load.rs`).
pub(super) fn field_of(flag: Flag) -> &'static str {
    match flag {
        Flag::PendingDestroy => "pending_destroy",
        Flag::Sleeping => "sleeping",
        Flag::Silenced => "silenced",
        Flag::Frozen => "frozen",
        Flag::KnownToOpponent => "known_to_opponent",
        Flag::UsedThisTurn => "used_this_turn",
    }
}

/// The card object `id`, `entity`, without its enchantments.
fn card_object(id: Id, entity: &Entity, name: &impl Fn(CardId) -> String) -> CardObjectSnapshot {
    CardObjectSnapshot {
        id,
        card: entity.card.map(name),
        owner: entity.owner(),
        zone: entity.zone,
        attack: entity.attack(),
        max_health: entity.max_health(),
        damage: entity.damage(),
        keywords: entity.keywords(),
        order_of_play: entity.played.map(|played| played.0.get()),
        attacks: entity.attacks,
        sleeping: entity.is(Flag::Sleeping),
        frozen: entity.is(Flag::Frozen),
        silenced: entity.is(Flag::Silenced),
        pending_destroy: entity.is(Flag::PendingDestroy),
        known_to_opponent: entity.is(Flag::KnownToOpponent),
        used_this_turn: entity.is(Flag::UsedThisTurn),
        enchantments: Vec::new(),
    }
}

/// An enchantment in force, its cards by name.
fn enchantment(held: &Enchantment, name: &impl Fn(CardId) -> String) -> EnchantmentSnapshot {
    EnchantmentSnapshot {
        change: held.change,
        lasts: held.lasts,
        card: held.card.map(name),
        maker: held.maker,
        made_by: match held.made_by {
            MadeBy::NoCard => MadeBySnapshot::NoCard,
            MadeBy::Minion(minion) => MadeBySnapshot::Minion(minion),
            MadeBy::Card(card) => MadeBySnapshot::Card(name(card)),
        },
        order_of_play: held.played.0.get(),
    }
}

/// A grant, as the file writes it.
fn grant(grant: &Grant) -> GrantSnapshot {
    GrantSnapshot {
        source: grant.source,
        target: grant.target,
        attack: grant.attack,
        health: grant.health,
        keywords: grant.keywords,
        attack_equals_health: grant.attack_equals_health,
        updates_in: grant.updates_in,
        healing_deals_damage: grant.effects.healing_deals_damage,
        spells_doubled: grant.effects.spells_doubled,
        turn_time_limit: grant.effects.turn_time_limit,
    }
}

/// A cost change in force, as the file writes it.
fn cost_change(entry: &CostEntry) -> CostChangeSnapshot {
    CostChangeSnapshot {
        player: entry.player,
        reaches: match entry.reaches {
            CostReach::Kind(cards) => CostReachSnapshot::Cards(cards),
            CostReach::Card(id) => CostReachSnapshot::Card(id),
        },
        change: entry.change,
        not_less_than: entry.not_less_than,
        first: entry.first,
        order_of_play: entry.played.0.get(),
        ends: match entry.ends {
            CostEnds::Aura { source } => CostEndsSnapshot::Aura(source),
            CostEnds::Lasts(CostLasts::NextSpellThisTurn) => CostEndsSnapshot::NextSpellThisTurn,
            CostEnds::Lasts(CostLasts::TheirNextTurn) => CostEndsSnapshot::TheirNextTurn,
            CostEnds::WithTheCard => CostEndsSnapshot::WithTheCard,
            CostEnds::Count => CostEndsSnapshot::Count,
        },
    }
}
