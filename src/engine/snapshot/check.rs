//! The checks a snapshot passes before any of it is built: its format, its ids, its card
//! names, that every card object is in exactly one place its zone agrees with, the sizes the
//! rules bound, and the orders of play. What they pass can be built without a panic; the
//! rules' checks on the built game are `reachable.rs`'s.

use super::error::SnapshotError;
use super::format::{
    CardObjectSnapshot, CostChangeSnapshot, CostEndsSnapshot, CostReachSnapshot, MAX_NEXT_ORDER_OF_PLAY,
    MadeBySnapshot, SNAPSHOT_FORMAT, Snapshot,
};
use crate::engine::course::card::{CardKind, Library};
use crate::engine::course::error::Error;
use crate::engine::course::pending_choice::PendingChoice;
use crate::engine::course::state::BOARD_SIZE;
use crate::engine::object::enchantment::MadeBy;
use crate::engine::object::id::{CardId, Id, Player, Zone};

type Result<T> = std::result::Result<T, SnapshotError>;

/// The library's cards a snapshot names, found by name: each card object's (none for a hero),
/// and each of its enchantments' card and maker.
pub(super) struct Cards {
    pub objects: Vec<Option<CardId>>,
    /// Each player's hero card (`PlayerSnapshot::hero`), player 0's first.
    pub heroes: [Option<CardId>; 2],
    pub enchantments: Vec<Vec<(Option<CardId>, MadeBy)>>,
}

/// Check everything `snapshot` must be before it is built (see the file's doc), and find its
/// cards in `library`; the first problem found, otherwise.
pub(super) fn checked(snapshot: &Snapshot, library: &Library) -> Result<Cards> {
    if snapshot.format != SNAPSHOT_FORMAT {
        return Err(SnapshotError::Format { found: u64::from(snapshot.format) });
    }
    check_ids(snapshot)?;
    let cards = find_cards(snapshot, library)?;
    check_named_ids(snapshot)?;
    check_deck_lists(snapshot)?;
    check_places(snapshot)?;
    check_sizes(snapshot, library, &cards)?;
    check_orders_of_play(snapshot)?;
    check_enchanted_and_granted(snapshot)?;
    check_choice(snapshot)?;
    snapshot.cost_changes.iter().try_for_each(|change| check_cost_change(snapshot, change))?;
    check_not_negative(snapshot)?;
    Ok(cards)
}

/// The card objects are listed by id from #0, each once; #0 and #1 are the heroes of players 0
/// and 1, the oldest in order of play; every other card object has a card.
fn check_ids(snapshot: &Snapshot) -> Result<()> {
    let objects = &snapshot.card_objects;
    if let Some((at, object)) = objects.iter().enumerate().find(|(at, object)| object.id.0 as usize != *at) {
        return Err(SnapshotError::IdOutOfOrder { at, id: object.id });
    }
    for player in Player::BOTH {
        let hero = objects.get(player.seat()).filter(|hero| hero.card.is_none() && hero.owner == player);
        let Some(hero) = hero else { return Err(SnapshotError::NoHero { player }) };
        match hero.order_of_play {
            None => return Err(SnapshotError::NoOrderOfPlay { id: hero.id }),
            Some(order) if order as usize != player.seat() + 1 => {
                return Err(SnapshotError::HeroOrderOfPlay { id: hero.id, order });
            }
            Some(_) => {}
        }
    }
    match objects[2..].iter().find(|object| object.card.is_none()) {
        Some(object) => Err(SnapshotError::NoCard { id: object.id }),
        None => Ok(()),
    }
}

/// Each card the snapshot names, found in `library`: a card object's is no enchantment card,
/// an enchantment's is one.
fn find_cards(snapshot: &Snapshot, library: &Library) -> Result<Cards> {
    let mut cards = Cards { objects: Vec::new(), heroes: [None, None], enchantments: Vec::new() };
    for (player, mine) in Player::BOTH.into_iter().zip(&snapshot.players) {
        let Some(name) = &mine.hero else { continue };
        let card = find(library, name, || format!("player {player}'s \"hero\""))?;
        if !matches!(library.card(card).kind, CardKind::Hero { .. }) {
            return Err(SnapshotError::NotAHeroCard { player, card: name.clone() });
        }
        cards.heroes[player.seat()] = Some(card);
    }
    for object in &snapshot.card_objects {
        let id = object.id;
        let card = match &object.card {
            None => None,
            Some(name) => Some(find(library, name, || format!("{id}'s card"))?),
        };
        if card.is_some_and(|card| is_enchantment_card(library, card)) {
            return Err(SnapshotError::EnchantmentCardObject {
                id,
                card: object.card.clone().unwrap_or_default(),
            });
        }
        if card.is_some_and(|card| matches!(library.card(card).kind, CardKind::Hero { .. })) {
            return Err(SnapshotError::HeroCardObject { id, card: object.card.clone().unwrap_or_default() });
        }
        cards.objects.push(card);
        let mut enchantments = Vec::new();
        for enchantment in &object.enchantments {
            let card = match &enchantment.card {
                None => None,
                Some(name) => Some(find(library, name, || format!("{id}'s enchantment's card"))?),
            };
            if card.is_some_and(|card| !is_enchantment_card(library, card)) {
                let card = enchantment.card.clone().unwrap_or_default();
                return Err(SnapshotError::NotAnEnchantmentCard { id, card });
            }
            let made_by = match &enchantment.made_by {
                MadeBySnapshot::NoCard => MadeBy::NoCard,
                MadeBySnapshot::Minion(minion) => MadeBy::Minion(*minion),
                MadeBySnapshot::Card(name) => {
                    MadeBy::Card(find(library, name, || format!("{id}'s enchantment's \"made_by\""))?)
                }
            };
            enchantments.push((card, made_by));
        }
        cards.enchantments.push(enchantments);
    }
    Ok(cards)
}

/// The card called `name` in `library`, or `UnknownCard` at the `place` it is named.
fn find(library: &Library, name: &str, place: impl Fn() -> String) -> Result<CardId> {
    library.find(name).map_err(|err| match err {
        Error::UnknownCard { name, closest } => SnapshotError::UnknownCard { place: place(), name, closest },
        other => SnapshotError::Json { problem: other.to_string() },
    })
}

fn is_enchantment_card(library: &Library, card: CardId) -> bool {
    matches!(library.card(card).kind, CardKind::Enchantment { .. })
}

/// Each player's deck list is a range of card objects past the heroes, apart from the other's:
/// what `Game::new` builds the decks from, player 0's first.
fn check_deck_lists(snapshot: &Snapshot) -> Result<()> {
    let count = snapshot.card_objects.len();
    let refuse = |player: Player, [from, to]: [u32; 2]| SnapshotError::DeckList { player, from, to, count };
    for (player, mine) in Player::BOTH.into_iter().zip(&snapshot.players) {
        let [from, to] = mine.deck_list;
        if from < 2 || from > to || to as usize > count {
            return Err(refuse(player, mine.deck_list));
        }
    }
    // The second list is the one at fault when the two overlap: the first deck is built first.
    let ([first_from, first_to], [from, to]) = (snapshot.players[0].deck_list, snapshot.players[1].deck_list);
    let apart = first_to <= from || to <= first_from || first_from == first_to || from == to;
    match apart {
        true => Ok(()),
        false => Err(refuse(Player::SECOND, [from, to])),
    }
}

/// Every id the snapshot names is one of its card objects.
fn check_named_ids(snapshot: &Snapshot) -> Result<()> {
    let count = snapshot.card_objects.len();
    let known = |place: &dyn Fn() -> String, id: Id| match (id.0 as usize) < count {
        true => Ok(()),
        false => Err(SnapshotError::UnknownId { place: place(), id, count }),
    };
    for (player, mine) in Player::BOTH.into_iter().zip(&snapshot.players) {
        let lists = [
            ("hand", mine.hand.as_slice()),
            ("deck", &mine.deck),
            ("board", &mine.board),
            ("weapon", mine.weapon.as_slice()),
            ("hero_power", mine.hero_power.as_slice()),
        ];
        for (list, ids) in lists {
            ids.iter().try_for_each(|&id| known(&|| format!("player {player}'s {list}"), id))?;
        }
    }
    for &id in snapshot.choice.iter().flat_map(|choice| &choice.offered) {
        known(&|| "the choice".to_owned(), id)?;
    }
    for object in &snapshot.card_objects {
        for enchantment in &object.enchantments {
            if let MadeBySnapshot::Minion(minion) = enchantment.made_by {
                known(&|| format!("{}'s enchantment's \"made_by\"", object.id), minion)?;
            }
        }
    }
    for grant in &snapshot.grants {
        known(&|| "a grant's \"source\"".to_owned(), grant.source)?;
        known(&|| "a grant's \"target\"".to_owned(), grant.target)?;
    }
    for change in &snapshot.cost_changes {
        if let CostReachSnapshot::Card(id) = change.reaches {
            known(&|| "a cost change's \"reaches\"".to_owned(), id)?;
        }
        if let CostEndsSnapshot::Aura(id) = change.ends {
            known(&|| "a cost change's \"ends\"".to_owned(), id)?;
        }
    }
    Ok(())
}

/// Every card object is in exactly one place, its owner's, and its zone agrees: in a hand,
/// a deck or on a board, in that list once, or its owner's weapon or Hero Power; a hero in play by itself or
/// in the graveyard; any other card object in the graveyard or set aside, in no list.
fn check_places(snapshot: &Snapshot) -> Result<()> {
    let objects = &snapshot.card_objects;
    let mut place_of: Vec<Option<String>> = vec![None; objects.len()];
    for (player, mine) in Player::BOTH.into_iter().zip(&snapshot.players) {
        let lists = [
            ("hand", Zone::Hand, mine.hand.as_slice()),
            ("deck", Zone::Deck, mine.deck.as_slice()),
            ("board", Zone::Board, mine.board.as_slice()),
            ("weapon", Zone::Weapon, mine.weapon.as_slice()),
            ("hero_power", Zone::HeroPower, mine.hero_power.as_slice()),
        ];
        for (list, wanted, ids) in lists {
            let place = format!("player {player}'s {list}");
            for &id in ids {
                let object = &objects[id.0 as usize];
                if object.card.is_none() {
                    return Err(SnapshotError::HeroMisplaced { id, place: format!("in {place}") });
                }
                if let Some(first) = place_of[id.0 as usize].replace(place.clone()) {
                    return Err(SnapshotError::TwoPlaces { id, first, second: place });
                }
                if object.owner != player {
                    return Err(SnapshotError::WrongOwner { id, place, owner: object.owner });
                }
                if object.zone != wanted {
                    return Err(SnapshotError::ZoneDisagrees { id, place, zone: object.zone, wanted });
                }
            }
        }
    }
    for (object, place) in objects.iter().zip(&place_of) {
        let id = object.id;
        let fix = match (object.card.is_none(), object.zone, place) {
            (true, Zone::Board | Zone::Graveyard, _) | (false, _, Some(_)) => continue,
            (false, Zone::Graveyard | Zone::SetAside, None) => continue,
            (true, zone, _) => {
                return Err(SnapshotError::HeroMisplaced { id, place: format!("in the {zone:?}") });
            }
            (false, Zone::Hand, None) => "list it in its owner's \"hand\", or give it the zone it is in",
            (false, Zone::Deck, None) => "list it in its owner's \"deck\", or give it the zone it is in",
            (false, Zone::Board, None) => "list it on its owner's \"board\", or give it the zone it is in",
            (false, Zone::Weapon, None) => "name it as its owner's \"weapon\", or give it the zone it is in",
            (false, Zone::HeroPower, None) => {
                "name it as its owner's \"hero_power\", or give it the zone it is in"
            }
        };
        return Err(SnapshotError::NoPlace { id, zone: object.zone, fix });
    }
    Ok(())
}

/// A board holds at most seven minions, each of a minion card; a hand holds no more than the
/// rules' limit.
fn check_sizes(snapshot: &Snapshot, library: &Library, cards: &Cards) -> Result<()> {
    for (player, mine) in Player::BOTH.into_iter().zip(&snapshot.players) {
        if mine.board.len() > BOARD_SIZE {
            return Err(SnapshotError::BoardTooFull { player, count: mine.board.len() });
        }
        for &id in &mine.board {
            let card =
                cards.objects[id.0 as usize].expect("a card object on a board is no hero (check_places)");
            if !matches!(library.card(card).kind, CardKind::Minion { .. }) {
                let card = library.card(card).name.clone();
                return Err(SnapshotError::NotAMinionInPlay { id, card, player });
            }
        }
        if let Some(id) = mine.weapon {
            let card = cards.objects[id.0 as usize].expect("a weapon is no hero (check_places)");
            if !matches!(library.card(card).kind, CardKind::Weapon { .. }) {
                let card = library.card(card).name.clone();
                return Err(SnapshotError::NotAWeapon { id, card, player });
            }
        }
        if let Some(id) = mine.hero_power {
            let card = cards.objects[id.0 as usize].expect("a Hero Power is no hero (check_places)");
            if !matches!(library.card(card).kind, CardKind::HeroPower { .. }) {
                let card = library.card(card).name.clone();
                return Err(SnapshotError::NotAHeroPower { id, card, player });
            }
        }
        if let Some(limit) = snapshot.rules.hand_limit.filter(|&limit| mine.hand.len() > limit) {
            return Err(SnapshotError::HandTooFull { player, count: mine.hand.len(), limit });
        }
    }
    check_hero_powers_held(snapshot, library, cards)
}

/// A Hero Power card's object is held by a hero, or in the graveyard once another replaced it:
/// never in a hand, a deck or set aside (`course/hero_power.rs`); only a Hero Power is marked
/// used (`"used_this_turn"`).
fn check_hero_powers_held(snapshot: &Snapshot, library: &Library, cards: &Cards) -> Result<()> {
    for (object, card) in snapshot.card_objects.iter().zip(&cards.objects) {
        let hero_power =
            card.is_some_and(|card| matches!(library.card(card).kind, CardKind::HeroPower { .. }));
        let name = || object.card.clone().unwrap_or_default();
        if hero_power && !matches!(object.zone, Zone::HeroPower | Zone::Graveyard) {
            return Err(SnapshotError::HeroPowerMisplaced { id: object.id, card: name(), zone: object.zone });
        }
        if object.used_this_turn && !hero_power {
            return Err(SnapshotError::UsedNoHeroPower { id: object.id });
        }
    }
    Ok(())
}

/// Orders of play count from 1 and are all below `next_order_of_play`; every card object in
/// play has one; no two entities (card objects, enchantments) share one; a card object's
/// enchantments are listed oldest first.
fn check_orders_of_play(snapshot: &Snapshot) -> Result<()> {
    let next = snapshot.next_order_of_play;
    if next == 0 {
        return Err(SnapshotError::OrderOfPlayZero { place: "\"next_order_of_play\"".to_owned() });
    }
    if next > MAX_NEXT_ORDER_OF_PLAY {
        return Err(SnapshotError::OrderOfPlayPastLimit { next });
    }
    let mut given: Vec<(u32, String)> = Vec::new();
    for object in &snapshot.card_objects {
        let id = object.id;
        if matches!(object.zone, Zone::Board | Zone::Weapon) && object.order_of_play.is_none() {
            return Err(SnapshotError::NoOrderOfPlay { id });
        }
        given.extend(object.order_of_play.map(|order| (order, id.to_string())));
        let mut newest = 0;
        for enchantment in &object.enchantments {
            let order = enchantment.order_of_play;
            if order != 0 && order <= newest {
                return Err(SnapshotError::EnchantmentsOutOfOrder { id, order, after: newest });
            }
            newest = order;
            given.push((order, format!("{id}'s enchantment")));
        }
    }
    let cost_orders =
        snapshot.cost_changes.iter().map(|change| (change.order_of_play, "a cost change".to_owned()));
    for (order, place) in given.iter().cloned().chain(cost_orders) {
        if order == 0 {
            return Err(SnapshotError::OrderOfPlayZero { place });
        }
        if order >= next {
            return Err(SnapshotError::OrderOfPlayNotYet { place, order, next });
        }
    }
    given.sort();
    match given.windows(2).find(|pair| pair[0].0 == pair[1].0) {
        Some(pair) => Err(SnapshotError::OrderOfPlayTwice {
            order: pair[0].0,
            first: pair[0].1.clone(),
            second: pair[1].1.clone(),
        }),
        None => Ok(()),
    }
}

/// Whether a card object in `zone` is in play: a minion on a board, a hero, a weapon.
fn in_play(zone: Zone) -> bool {
    matches!(zone, Zone::Board | Zone::Weapon)
}

/// Enchantments are in force only on a card object in play (a fallen hero keeps its own); a
/// grant comes from a minion and reaches a card object in play, a weapon among them (or a
/// hero).
fn check_enchanted_and_granted(snapshot: &Snapshot) -> Result<()> {
    let objects = &snapshot.card_objects;
    let is_hero = |object: &CardObjectSnapshot| object.card.is_none();
    if let Some(object) =
        objects.iter().find(|o| !o.enchantments.is_empty() && !in_play(o.zone) && !is_hero(o))
    {
        return Err(SnapshotError::EnchantmentOutOfPlay { id: object.id, zone: object.zone });
    }
    for grant in &snapshot.grants {
        let (minion, target) = (grant.source, grant.target);
        let (source, reached) = (&objects[minion.0 as usize], &objects[target.0 as usize]);
        let problem = if is_hero(source) {
            format!("{minion} is a hero: only a minion has an aura")
        } else if !in_play(reached.zone) && !is_hero(reached) {
            format!("{target} is in the {:?}: an aura gives only a card object in play", reached.zone)
        } else {
            continue;
        };
        return Err(SnapshotError::GrantMisplaced { minion, target, problem });
    }
    Ok(())
}

/// A choice offers 1 to 3 cards, each once, each its chooser's and set aside.
fn check_choice(snapshot: &Snapshot) -> Result<()> {
    let Some(choice) = &snapshot.choice else { return Ok(()) };
    let count = choice.offered.len();
    if !(1..=PendingChoice::ROOM).contains(&count) {
        return Err(SnapshotError::ChoiceSize { count });
    }
    let player = choice.player;
    for (at, &id) in choice.offered.iter().enumerate() {
        let object = &snapshot.card_objects[id.0 as usize];
        let problem = if choice.offered[..at].contains(&id) {
            "offered twice".to_owned()
        } else if object.zone != Zone::SetAside {
            format!("in the {:?}", object.zone)
        } else if object.owner != player {
            format!("player {}'s", object.owner)
        } else {
            continue;
        };
        return Err(SnapshotError::ChoiceCard { id, player, problem });
    }
    Ok(())
}

/// A cost change reaches a kind of card while an aura gives it or as long as its action said,
/// or one card, while that card stays in its player's hand (with its own count, or as its
/// action said).
fn check_cost_change(snapshot: &Snapshot, change: &CostChangeSnapshot) -> Result<()> {
    let shape = |reaches: &str, fix| {
        let ends = serde_json::to_string(&change.ends).unwrap_or_default();
        Err(SnapshotError::CostChangeShape { reaches: reaches.to_owned(), ends, fix })
    };
    match (change.reaches, change.ends) {
        (CostReachSnapshot::Cards(_), CostEndsSnapshot::WithTheCard | CostEndsSnapshot::Count) => shape(
            "a kind of card",
            "a change to a kind of card is an aura's ({\"aura\": ID}) or lasts as its action said",
        ),
        (CostReachSnapshot::Card(_), CostEndsSnapshot::Aura(_)) => {
            shape("one card", "a change to one card lasts \"with_the_card\" or is its \"count\"")
        }
        (
            CostReachSnapshot::Card(_),
            CostEndsSnapshot::NextSpellThisTurn | CostEndsSnapshot::TheirNextTurn,
        ) => shape("one card", "a change to one card lasts \"with_the_card\" or is its \"count\""),
        (CostReachSnapshot::Card(id), _) => {
            let object = &snapshot.card_objects[id.0 as usize];
            let problem = match (object.zone, object.owner == change.player) {
                (Zone::Hand, true) => return Ok(()),
                (Zone::Hand, false) => format!("in player {}'s hand", object.owner),
                (zone, _) => format!("in the {zone:?}"),
            };
            Err(SnapshotError::CostCardNotInHand { player: change.player, id, problem })
        }
        (CostReachSnapshot::Cards(_), _) => Ok(()),
    }
}

/// Damage, Armor and Fatigue are never below 0.
fn check_not_negative(snapshot: &Snapshot) -> Result<()> {
    let negative = |what: String, value: i32| match value < 0 {
        true => Err(SnapshotError::Negative { what, value }),
        false => Ok(()),
    };
    for object in &snapshot.card_objects {
        negative(format!("{}'s damage", object.id), object.damage)?;
    }
    for (player, mine) in Player::BOTH.into_iter().zip(&snapshot.players) {
        negative(format!("player {player}'s armor"), mine.armor)?;
        negative(format!("player {player}'s fatigue"), mine.fatigue)?;
    }
    Ok(())
}
