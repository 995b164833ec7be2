//! `SnapshotError`: why a snapshot is refused, each naming the bad value and the fix. A
//! refused snapshot loads nothing: there is no half-loaded game.

use thiserror::Error;

use super::format::{MAX_NEXT_ORDER_OF_PLAY, SNAPSHOT_FORMAT};
use crate::engine::course::error::{quoted, suggest};
use crate::engine::object::id::{Id, Player, Zone};

/// Why `Game::from_snapshot` (or `Snapshot::from_json`) refused a snapshot: it is not this
/// engine's format, or it does not describe a game the rules could reach.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum SnapshotError {
    /// A snapshot of another format.
    #[error(
        "snapshot format {found} is not this engine's {SNAPSHOT_FORMAT}: load it with the engine that wrote it (a GameRecord, its decks, seed and moves, replays on any)"
    )]
    Format { found: u64 },
    /// Text that is not a snapshot's JSON.
    #[error("{problem}: a snapshot is the JSON Game::snapshot writes (docs/snapshots.md)")]
    Json { problem: String },
    /// A card object listed out of id order.
    #[error(
        "the card object at place {at} of \"card_objects\" is {id}: list the card objects by id from #0, each once (place {at} holds #{at})"
    )]
    IdOutOfOrder { at: usize, id: Id },
    /// An id named that no card object has.
    #[error("{place} names {id}, and \"card_objects\" lists only {count} card objects: name one of #0 to #{}", count.saturating_sub(1))]
    UnknownId { place: String, id: Id, count: usize },
    /// A player without a hero at #0 or #1.
    #[error(
        "player {player} has no hero: card object #{player} is player {player}'s hero (\"card\": null, \"owner\": {player}, \"order_of_play\": {order})",
        order = player.seat() + 1
    )]
    NoHero { player: Player },
    /// A deck list that is no range of card objects past the heroes, or that overlaps the
    /// other player's.
    #[error(
        "player {player}'s \"deck_list\" [{from}, {to}] is not the ids their deck was built with: give [FROM, TO], from #2 up to at most #{count}, FROM no more than TO, apart from the other player's"
    )]
    DeckList { player: Player, from: u32, to: u32, count: usize },
    /// A card object past the heroes without a card.
    #[error("{id} has no card (\"card\": null) and only #0 and #1 are heroes: name its card")]
    NoCard { id: Id },
    /// A card name the library does not hold.
    #[error("{place}: unknown card {}: {}", quoted(name), suggest(closest))]
    UnknownCard { place: String, name: String, closest: Vec<String> },
    /// An enchantment card as a card object's card.
    #[error(
        "{id}'s card {card:?} is an enchantment card, which is only attached: name it as an enchantment's \"card\""
    )]
    EnchantmentCardObject { id: Id, card: String },
    /// A card object of a hero card: a hero card only names what a player's hero is.
    #[error("{id}'s card {card:?} is a hero card, which is no card object: name it as its player's \"hero\"")]
    HeroCardObject { id: Id, card: String },
    /// A player's `hero` that names a card that is not a hero card.
    #[error(
        "player {player}'s \"hero\" {card:?} is not a hero card: name a card of type \"hero\", or leave \"hero\" out"
    )]
    NotAHeroCard { player: Player, card: String },
    /// A Hero Power card's object anywhere but a hero's Hero Power or the graveyard.
    #[error(
        "{id} ({card:?}) is a Hero Power card in the {zone:?}: a hero holds it; name it as its owner's \"hero_power\", or put it in the Graveyard"
    )]
    HeroPowerMisplaced { id: Id, card: String, zone: Zone },
    /// `"used_this_turn"` on a card object that is no Hero Power.
    #[error(
        "{id} is marked \"used_this_turn\" and is no Hero Power: only a Hero Power is used; take the mark off"
    )]
    UsedNoHeroPower { id: Id },
    /// An enchantment whose card is not an enchantment card.
    #[error(
        "{id}'s enchantment names {card:?}, which is not an enchantment card: name an enchantment card, or none for a plain change"
    )]
    NotAnEnchantmentCard { id: Id, card: String },
    /// A card object listed in two places.
    #[error("{id} is in {first} and in {second}: a card object is in one place, once")]
    TwoPlaces { id: Id, first: String, second: String },
    /// A card object listed in another player's place.
    #[error(
        "{id} is in {place} and its \"owner\" is player {owner}: a card object is only in its owner's places"
    )]
    WrongOwner { id: Id, place: String, owner: Player },
    /// A card object whose zone is not the one its place says.
    #[error("{id} is in {place} and its \"zone\" is {zone:?}: give it {place}'s zone, {wanted:?}")]
    ZoneDisagrees { id: Id, place: String, zone: Zone, wanted: Zone },
    /// A card object whose zone names a place that does not list it.
    #[error("{id}'s \"zone\" is {zone:?} and no place of that zone lists it: {fix}")]
    NoPlace { id: Id, zone: Zone, fix: &'static str },
    /// A hero where no hero is.
    #[error(
        "hero {id} is {place}: a hero is in play by itself (\"zone\": Board, in no list), or in the Graveyard once it fell"
    )]
    HeroMisplaced { id: Id, place: String },
    /// A card that is not a minion card on a board.
    #[error(
        "{id} ({card:?}) is on player {player}'s board and is not a minion card: only minion cards are in play"
    )]
    NotAMinionInPlay { id: Id, card: String, player: Player },
    /// A card that is not a weapon card named as a player's weapon.
    #[error(
        "{id} ({card:?}) is player {player}'s weapon and is not a weapon card: only a weapon card is equipped"
    )]
    NotAWeapon { id: Id, card: String, player: Player },
    /// A card that is not a Hero Power card named as a player's Hero Power.
    #[error(
        "{id} ({card:?}) is player {player}'s \"hero_power\" and is not a Hero Power card: name a Hero Power card's card object there, or none"
    )]
    NotAHeroPower { id: Id, card: String, player: Player },
    /// An Overload no game reaches: crystals locked off their player's turn or past ten, or
    /// anything owed or locked before the first turn.
    #[error(
        "player {player}'s \"overload\" is {owed} owed, {locked} locked: crystals are locked only on their own turn, at most 10, and nothing is owed before the first turn; fix the numbers"
    )]
    Overload { player: Player, owed: u8, locked: u8 },
    /// A board of more than seven minions.
    #[error("player {player}'s board holds {count} minions: a board holds at most 7")]
    BoardTooFull { player: Player, count: usize },
    /// A hand past the rules' limit.
    #[error(
        "player {player}'s hand holds {count} cards and the rules' \"hand_limit\" is {limit}: a full hand burns what comes; hold at most {limit}"
    )]
    HandTooFull { player: Player, count: usize, limit: usize },
    /// An order of play of 0.
    #[error("{place} has order of play 0: orders of play count from 1")]
    OrderOfPlayZero { place: String },
    /// A next order of play no game reaches.
    #[error(
        "\"next_order_of_play\" is {next}, past {MAX_NEXT_ORDER_OF_PLAY}: a game hands out one for each entity that enters play, and none makes so many; give the one after the newest order given"
    )]
    OrderOfPlayPastLimit { next: u32 },
    /// A card object in play without an order of play.
    #[error(
        "{id} is in play and has no \"order_of_play\": give it the moment it entered play (smaller is older)"
    )]
    NoOrderOfPlay { id: Id },
    /// A hero whose order of play is not the oldest.
    #[error("hero {id}'s order of play is {order}: the heroes are the oldest, #0 at 1 and #1 at 2")]
    HeroOrderOfPlay { id: Id, order: u32 },
    /// Two entities with one order of play.
    #[error(
        "order of play {order} is both {first}'s and {second}'s: each entity enters play at a moment of its own"
    )]
    OrderOfPlayTwice { order: u32, first: String, second: String },
    /// An order of play not handed out yet.
    #[error(
        "{place} has order of play {order} and \"next_order_of_play\" is {next}: the next order comes after every one given; raise it past {order}"
    )]
    OrderOfPlayNotYet { place: String, order: u32, next: u32 },
    /// Enchantments on a card object out of play.
    #[error(
        "{id} is in the {zone:?} and has enchantments in force: they end as it leaves play; only a card object in play has some"
    )]
    EnchantmentOutOfPlay { id: Id, zone: Zone },
    /// A card object's enchantments out of their order of play.
    #[error(
        "{id}'s enchantments are not oldest first: order of play {order} comes after {after}; list them in order of play"
    )]
    EnchantmentsOutOfOrder { id: Id, order: u32, after: u32 },
    /// A grant on a card object out of play, or from a hero.
    #[error("a grant says {minion}'s aura gives {target}, and {problem}")]
    GrantMisplaced { minion: Id, target: Id, problem: String },
    /// A choice offering no card, or more than three.
    #[error(
        "the choice offers {count} cards: a choice offers 1 to 3 (none waits when none is offered: \"choice\": null)"
    )]
    ChoiceSize { count: usize },
    /// A card offered that is not set aside, or not the choosing player's.
    #[error(
        "{id} is offered to player {player} and is {problem}: a card offered is its chooser's, set aside (SetAside) until chosen"
    )]
    ChoiceCard { id: Id, player: Player, problem: String },
    /// A cost change whose reach and duration do not go together.
    #[error("a cost change that reaches {reaches} cannot last {ends}: {fix}")]
    CostChangeShape { reaches: String, ends: String, fix: &'static str },
    /// A cost change of one card, which is not in its player's hand.
    #[error(
        "a cost change of player {player}'s reaches {id} alone, which is {problem}: a change to one card lasts while it stays in its owner's hand"
    )]
    CostCardNotInHand { player: Player, id: Id, problem: String },
    /// A number below 0 that never is.
    #[error("{what} is {value}: it is never below 0")]
    Negative { what: String, value: i32 },
    /// Mana the rules never leave.
    #[error(
        "player {player}'s mana ({crystals} crystals, {spent} spent, {this_turn} for this turn only) is none the rules reach: at most 10 crystals, at most those and this turn's spent, at most 10 left to spend"
    )]
    Mana { player: Player, crystals: u8, spent: u8, this_turn: u8 },
    /// A turn number that is not its player's, or past the last.
    #[error(
        "turn {number} is not player {player}'s: player 0's turns are odd and player 1's even, from 1 to 89"
    )]
    TurnNumber { number: u32, player: Player },
    /// Mulligans the rules never leave to make.
    #[error("the mulligans still to make are {to_make:?}: {fix}")]
    Mulligans { to_make: [bool; 2], fix: &'static str },
    /// A hero in the graveyard with Health left.
    #[error(
        "hero {id} is in the Graveyard at {health} Health: a hero falls at 0 or less, or destroyed (\"pending_destroy\"); give it that, or put it in play (Board)"
    )]
    FallenStanding { id: Id, health: i32 },
    /// An outcome the heroes do not bear out.
    #[error(
        "the outcome is {outcome} and {heroes}: a player wins when only the other's hero has fallen (Graveyard); a draw is both fallen, or turn 89 ended with both in play; the game goes on (null) while both stand"
    )]
    Outcome { outcome: String, heroes: String },
    /// A game that ended before it began.
    #[error(
        "the outcome is {outcome} and the game has not begun (no turn, no mulligan to make): only a game that has begun ends"
    )]
    EndedBeforeBegun { outcome: String },
    /// A character in play that the death step would have removed.
    #[error("{id} is in play {problem}: the death step removes it before a call returns; {fix}")]
    DyingInPlay { id: Id, problem: String, fix: &'static str },
    /// A card in a hand or a deck that is not as its card prints it.
    #[error(
        "{id} is in the {zone:?} {problem}: a card in a hand or a deck is as its card prints it ({printed}), with no damage, no mark and no attack made"
    )]
    NotAsPrinted { id: Id, zone: Zone, problem: String, printed: String },
    /// A card object in play whose stats are not what its layers make.
    #[error(
        "{id} is {found} and its card, enchantments, Enrage and auras make it {made}: give it the stats they make (Game::snapshot writes them)"
    )]
    StatsDisagree { id: Id, found: String, made: String },
    /// Auras in force that are not what the minions in play give.
    #[error(
        "the auras in force are not what the minions in play give: {difference}; give the grants and cost changes an Aura Update finds (Game::snapshot writes them)"
    )]
    AurasDisagree { difference: String },
    /// A view's snapshot of another format.
    #[error(
        "view snapshot format {found} is not this engine's {expected}: take the view again from its game (Game::view)"
    )]
    ViewFormat { found: u32, expected: u32 },
    /// A view's position that holds what its player cannot see.
    #[error(
        "the position holds what player {player} cannot see ({what}): a view's position is its game with every unseen card dealt in order, as View::snapshot writes it; a game's snapshot loads with Game::from_snapshot, and its view is Game::view"
    )]
    NotAView { player: Player, what: String },
}
