//! The engine's one error type: every way a call can be rejected, each naming the bad value
//! and the fix, and the name suggestions its messages make. A rejected call leaves the game
//! exactly as it was.

use thiserror::Error;

use super::standing::Outcome;
use crate::engine::object::id::{CardId, Id, NoSuchPlayer, Player, Zone};

/// The engine's result type.
pub type Result<T> = std::result::Result<T, Error>;

/// Why the engine refused a call. A minion dying is game flow, never an error.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum Error {
    /// A card name that is not in the library (quoted at most `QUOTED` characters long).
    #[error("unknown card {}: {}", quoted(name), suggest(closest))]
    UnknownCard { name: String, closest: Vec<String> },
    /// A seat number other than 0 or 1, where a call reads one (`Player::try_from`).
    #[error("player {player} does not exist: use 0 for the first player or 1 for the second")]
    PlayerOutOfRange { player: usize },
    /// An id that no card object of this game has.
    #[error(
        "id {id} is unknown in this game: use an id this game handed out (summon, hero, board, hand, deck)"
    )]
    UnknownId { id: Id },
    /// A character that is not in play. (A weapon, in play in the `Weapon` zone but no
    /// character, is refused with these words too, which the course's tests know.)
    #[error("id {id} ({name}) is in the {zone:?}, not in play: pass a hero or a minion on a board")]
    NotInPlay { id: Id, name: String, zone: Zone },
    /// An id that must be a minion but is a hero.
    #[error("id {id} ({name}) is a hero, not a minion: pass a minion on a board")]
    NotAMinion { id: Id, name: String },
    /// `cast` of a card that is not a spell.
    #[error("{card:?} is a minion card, not a spell: summon it instead of casting it")]
    NotASpell { card: String },
    /// A target for a spell whose text names none.
    #[error("{card:?} takes no target, but was cast at {target}: cast it with no target (None)")]
    SpellTakesNoTarget { card: String, target: Id },
    /// No target for a spell whose text names one.
    #[error("{card:?} needs a target: cast it at a character in play")]
    SpellNeedsTarget { card: String },
    /// `summon` of a card that is not a minion.
    #[error("{card:?} is a spell, not a minion card: cast it instead of summoning it")]
    NotAMinionCard { card: String },
    /// A weapon asked of a card object that is not a weapon's (`Game::durability`).
    #[error("{id} ({name:?}) is not a weapon: only a weapon has Durability")]
    NotAWeapon { id: Id, name: String },
    /// `equip` of a card that is not a weapon card.
    #[error("{card:?} is not a weapon card: only a weapon card is equipped")]
    NotAWeaponCard { card: String },
    /// `summon` or `cast` of a weapon card: a hero equips a weapon.
    #[error(
        "{card:?} is a weapon card: a hero equips it (play it from the hand, or `equip` it), it is neither summoned nor cast"
    )]
    WeaponCard { card: String },
    /// A weapon played at a target: no weapon here names one.
    #[error("{card:?} is a weapon and takes no target: play it with none, not {target}")]
    WeaponTakesNoTarget { card: String, target: Id },
    /// A Hero Power card put into a deck or a hand, summoned or cast: a hero holds it.
    #[error(
        "{card:?} is a Hero Power card: a hero holds it (give_hero_power) and its player uses it; it is never in a deck or a hand, summoned or cast"
    )]
    HeroPowerCard { card: String },
    /// A hero card put into a deck or a hand, summoned or cast: a card's text makes a hero of it.
    #[error(
        "{card:?} is a hero card: a card's text makes a player's hero of it (replace_hero); it is never in a deck or a hand, summoned or cast"
    )]
    HeroCard { card: String },
    /// `give_hero_power` of a card that is not a Hero Power card.
    #[error("{card:?} is not a Hero Power card: give a hero a card of type \"hero_power\"")]
    NotAHeroPowerCard { card: String },
    /// A Hero Power used by a player whose hero has none.
    #[error(
        "player {player}'s hero has no Hero Power: give it one first (give_hero_power), or make another move"
    )]
    NoHeroPower { player: Player },
    /// A Hero Power used a second time in a turn: "Hero Powers can be used once per turn".
    #[error("{card:?} was used this turn, and a Hero Power is used once a turn: use it again next turn")]
    HeroPowerUsed { card: String },
    /// A Hero Power used at a target, whose text names none.
    #[error("{card:?} takes no target (its text names none): use it with none, not {target}")]
    HeroPowerTakesNoTarget { card: String, target: Id },
    /// A targeted Hero Power used with no target.
    #[error("{card:?} needs a target: use it at one of the characters it can aim at")]
    HeroPowerNeedsTarget { card: String },
    /// A summon onto a board that already holds seven minions.
    #[error("player {player}'s board is full (7 minions): make room before summoning")]
    BoardFull { player: Player },
    /// A damage amount below zero.
    #[error("damage amount {amount} is negative: deal 0 or more damage")]
    NegativeDamage { amount: i32 },
    /// A card's effect asked for something that does not exist, or panicked; the Sequence was
    /// rolled back. The engine does not trust card code: it checks every action an effect
    /// describes before performing it.
    #[error("{card:?}'s effect {problem}, so the call was rolled back: fix the card")]
    BadEffect { card: String, problem: EffectProblem },
    /// A Sequence that passed one of its limits; it was rolled back.
    #[error("runaway Sequence: {limit} passed {value}, so the call was rolled back; a card probably feeds itself (raise Limits::{field} if the chain is meant to be this long)", field = limit.field())]
    Runaway { limit: Limit, value: u32 },
    /// Two cards in one library share a name.
    #[error("two cards are called {name:?}: give each card a unique name")]
    DuplicateCard { name: String },
    /// Two cards of one library are marked as the one the second player gets.
    #[error(
        "{first:?} and {second:?} are both marked \"for_the_second_player\": the second player gets one card; unmark {second:?}"
    )]
    TwoSecondPlayerCards { first: String, second: String },
    /// A card summons a token the library does not have.
    #[error("{card:?} summons {token:?}, which is not in the library: {}", suggest(closest))]
    UnknownToken { card: String, token: String, closest: Vec<String> },
    /// `Game::begin` on a game that has begun.
    #[error("the game has already begun: call begin once, then end_turn")]
    AlreadyBegun,
    /// A turn call on a game that has not begun.
    #[error("the game has not begun: call begin first")]
    NotBegun,
    /// A turn's move while a player's mulligan is still to come (`Rules::mulligan`).
    #[error(
        "player {player}'s mulligan comes first: make their Move::Mulligan (an empty put_back keeps every card); the first turn begins after both players'"
    )]
    MulliganFirst { player: Player },
    /// A move other than the choice while a choice among cards waits (`Move::Choose`).
    #[error(
        "player {player} has a choice to make first: make their Move::Choose with one of the cards offered ({offered}); Game::legal_moves lists them"
    )]
    ChoiceFirst { player: Player, offered: String },
    /// A `Move::Choose` while no choice among cards waits.
    #[error(
        "no choice among cards is waiting, so {card} cannot be chosen: Move::Choose answers a card's text that offers cards (Game::pending_choice says when one waits)"
    )]
    NoChoicePending { card: Id },
    /// A `Move::Choose` of a card the waiting choice does not offer.
    #[error("{card} is not one of the cards offered: choose one of {offered}")]
    NotOffered { card: Id, offered: String },
    /// A turn to skip to that is earlier, the other player's, or past the last.
    #[error(
        "cannot skip to turn {number} from turn {turn}: give this turn or a later one of the same player's (odd turns are player 0's, even ones player 1's), at most {last}"
    )]
    NoSuchTurnToSkipTo { number: u32, turn: u32, last: u32 },
    /// A Health to set (`Game::set_health`) below 1: a minion set to 0 would be dying.
    #[error(
        "cannot set a minion's Health to {health}: give 1 or more (to leave it damaged, deal damage after setting it)"
    )]
    HealthBelowOne { health: i32 },
    /// A remaining Health to set (`Game::set_remaining_health`) below 1 or above the
    /// character's maximum Health.
    #[error(
        "cannot set {id}'s remaining Health to {health}: give 1 to its maximum Health, {max} (set_health sets a minion's maximum too)"
    )]
    RemainingHealthOutOfRange { id: Id, health: i32, max: i32 },
    /// A card to discard (`Game::discard`) that is not in that player's hand.
    #[error(
        "{id} is not in player {player}'s hand: discard a card from that hand, or leave the card out to discard the whole hand"
    )]
    NotInHand { id: Id, player: Player },
    /// A mulligan of a player who has none to make.
    #[error(
        "player {player} has no mulligan to make: each player makes one, once, after begin (under Rules::mulligan) and before the first turn"
    )]
    NoMulligan { player: Player },
    /// A mulligan that puts back a hand position past the hand.
    #[error(
        "hand position {position} is past player {player}'s hand of {hand} cards: put back positions 0 to {hand} (not included)"
    )]
    PutBackPastHand { player: Player, position: usize, hand: usize },
    /// A mulligan that puts back more cards than the deck can replace.
    #[error(
        "player {player} puts back {count} cards and their deck holds {deck} to replace them: put back at most {deck}"
    )]
    PutBackPastDeck { player: Player, count: usize, deck: usize },
    /// An attacker that is not a character of the player whose turn it is: the other player's
    /// hero or minion.
    #[error(
        "{id} cannot attack: only a character of the player whose turn it is attacks (their hero or one of their minions)"
    )]
    NotYourCharacter { id: Id },
    /// A minion that entered play this turn without Charge.
    #[error("{id} entered play this turn and has no Charge: it can attack from its owner's next turn")]
    Sleeping { id: Id },
    /// A character that has made its attacks this turn.
    #[error("{id} has already attacked this turn: a character attacks once a turn (twice with Windfury)")]
    AlreadyAttacked { id: Id },
    /// A character with no Attack: a hero until a card gives it some.
    #[error("{id} has 0 Attack: a character attacks only with 1 Attack or more")]
    NoAttack { id: Id },
    /// A Frozen character: it misses its next possible attack.
    #[error(
        "{id} is Frozen: it misses its next possible attack and thaws at the end of a turn in which it could have attacked"
    )]
    Frozen { id: Id },
    /// A minion with "Can't Attack".
    #[error("{id} can't attack: its text says so")]
    CantAttack { id: Id },
    /// An enemy with Stealth, attacked or targeted.
    #[error(
        "{id} has Stealth: the enemy can't attack or target it until it attacks; area and random effects still reach it"
    )]
    Stealthed { id: Id },
    /// A character that can't be targeted by spells, targeted by one.
    #[error("{id} can't be targeted by spells: pick another target")]
    Elusive { id: Id },
    /// A defender that is not an enemy character.
    #[error("{id} is not an enemy character: attack the other player's hero or minions")]
    NotAnEnemy { id: Id },
    /// A defender other than a Taunt minion, on a side that has one.
    #[error("{defender} is behind Taunt: attack a Taunt minion first, such as {taunt}")]
    MustAttackTaunt { defender: Id, taunt: Id },
    /// A card that is not in the hand of the player whose turn it is.
    #[error("{id} is not in the hand of the player whose turn it is: play a card from that hand")]
    NotInYourHand { id: Id },
    /// A card that costs more mana than its player has left this turn.
    #[error(
        "{id} costs {cost} mana and only {available} is left this turn: play a cheaper card or end the turn"
    )]
    NotEnoughMana { id: Id, cost: u32, available: u8 },
    /// An index past the end of a `ListedMoves`.
    #[error(
        "there is no listed move {index}: the list holds {len} moves, numbered from 0 (list the moves again after every move)"
    )]
    NoSuchMove { index: usize, len: usize },
    /// A board position past the right end.
    #[error("position {position} is past the right end of a board of {len} minions: use 0 to {len}")]
    NoSuchPosition { position: usize, len: usize },
    /// A minion played at a target, whose text names none.
    #[error("{card:?} takes no target (its text names none): play it with none, not {target}")]
    MinionTakesNoTarget { card: String, target: Id },
    /// A minion with an aimed Battlecry played without a target while one could be picked.
    #[error("{card:?}'s Battlecry needs a target: pick one of the characters it can aim at")]
    BattlecryNeedsTarget { card: String },
    /// A Battlecry aimed at a card object that is not a character in play.
    #[error("{card:?}'s Battlecry cannot aim at {target}: pick one of the characters it can aim at")]
    BadBattlecryTarget { card: String, target: Id },
    /// A spell or Battlecry aimed at a character its aim does not admit.
    #[error("{card:?} is aimed at {aim}, and {target} is not one: pick one of the characters it can aim at")]
    NotAimedAt { card: String, target: Id, aim: String },
    /// A card played while the opponent has fewer minions in play than its play requirement
    /// asks for.
    #[error("{card:?} needs {needed} enemy minions in play: play it when the opponent has them")]
    TooFewEnemyMinions { card: String, needed: u8 },
    /// A card played while fewer minions are in play, both sides together, than its play
    /// requirement asks for.
    #[error("{card:?} needs {needed} minions in play, both sides together: play it when there are")]
    TooFewMinions { card: String, needed: u8 },
    /// A card played while its player's board has fewer free places than its play requirement
    /// asks for.
    #[error("{card:?} needs {needed} of the 7 places on your board free: play it when there is room")]
    TooFewBoardSlots { card: String, needed: u8 },
    /// A spell that asks for a weapon played while its player's hero has none (its play
    /// requirement, `CardDef::weapon_needed`: fireplace's `REQ_WEAPON_EQUIPPED`).
    #[error("{card:?} needs a weapon equipped: play it when your hero has one")]
    NoWeapon { card: String },
    /// A targeted spell played while no character fits its aim ("a spell whose aim has no legal
    /// target cannot be played").
    #[error("{card:?} is aimed at {aim}, and there is none it may be cast at: play it when there is one")]
    NoLegalTarget { card: String, aim: String },
    /// A `Move::PlayMinion` naming a spell, or a `Move::PlaySpell` naming a minion.
    #[error(
        "{id} is the other kind of card: play a minion with Move::PlayMinion and a spell with Move::PlaySpell"
    )]
    WrongKindOfPlay { id: Id },
    /// A "Choose One" card played without an option (`Game::play`, `Move::PlayMinion`,
    /// `Move::PlaySpell`).
    #[error(
        "{card:?} is a Choose One card: play it with one of its options, numbered from 0 ({options}), by Game::play_choosing or Move::ChooseOne"
    )]
    ChooseAnOption { card: String, options: String },
    /// An option a card does not have (`Move::ChooseOne`): a card without "Choose One", or a
    /// number past its options.
    #[error(
        "{card:?} has no option {option}: a Choose One card has options 0 and 1, and any other card none (play it with Game::play)"
    )]
    NoSuchOption { card: String, option: u8 },
    /// A call on a search copy that a Sequence which ran away has spoiled (`Mode::Search`).
    #[error(
        "this search copy was spoiled by an earlier call that ran away (search copies are not rolled back): make a new copy of the game (Game::search_copy)"
    )]
    Spoiled,
    /// A call on a game that is over.
    #[error("the game is over ({outcome}): start a new game")]
    GameOver { outcome: Outcome },
    /// A card summons a spell, or transforms a minion into one.
    #[error(
        "{card:?} summons or transforms into {token:?}, and it is a spell: a card summons only minion cards, and transforms only into them (a spell may go into a hand with add_to_hand)"
    )]
    TokenNotAMinion { card: String, token: String },
    /// A card attaches a card that is not an enchantment card, or names an enchantment card
    /// for anything but attaching it.
    #[error(
        "{card:?} names {token:?}: an enchantment card (\"type\": \"enchantment\") is only attached, with enchant, and enchant attaches only enchantment cards"
    )]
    NotAnEnchantment { card: String, token: String },
    /// An enchantment card put in a deck, summoned, cast or played: it is only attached.
    #[error(
        "{card:?} is an enchantment card: another card attaches it (enchant); it is never in a deck or a hand, summoned or cast"
    )]
    EnchantmentCard { card: String },
    /// A `CardId` from another library.
    #[error("card #{} is not in this game's library: a CardId means something only to the library that made it", card.0)]
    ForeignCard { card: CardId },
    /// More cards than a library can index (`MAX_LIBRARY_CARDS`).
    #[error("a library holds at most 65,536 cards, this one has {count}: split it")]
    LibraryTooLarge { count: usize },
    /// A card whose abilities name more cards to make than a random choice can place.
    #[error(
        "{card:?} names {count} cards to summon, attach or put into a hand: a card names at most 65,535; split its lists among cards"
    )]
    TooManyTokens { card: String, count: usize },
}

/// What went wrong with an action a card's effect described.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum EffectProblem {
    /// An id no card object of this game has.
    #[error("named id {id}, which this game never handed out")]
    UnknownId { id: Id },
    /// A `CardId` this game's library does not hold.
    #[error("named a card this game's library does not hold")]
    UnknownCard,
    /// A summon of a spell card.
    #[error("asked to summon a spell")]
    SummonedSpell,
    /// A summon of a weapon card: a weapon is equipped (`Action::Equip`), never summoned.
    #[error("asked to summon a weapon: a weapon is equipped, not summoned")]
    SummonedWeapon,
    /// An equip of a card that is not a weapon card (`Action::Equip`).
    #[error("asked to equip a card that is not a weapon card")]
    EquippedNoWeapon,
    /// A Hero Power given (`Action::GiveHeroPower`) of a card that is not a Hero Power card.
    #[error("asked to give a hero a Hero Power of a card that is not a Hero Power card")]
    GivenNoHeroPower,
    /// A transform into a card that is not a minion card (`Action::Transform`).
    #[error("asked to transform a minion into a card that is not a minion card")]
    TransformedIntoNoMinion,
    /// A cast of a minion card.
    #[error("asked to cast a minion card")]
    CastMinion,
    /// A cast of a weapon card.
    #[error("asked to cast a weapon card: a weapon is equipped")]
    CastWeapon,
    /// A cast of a Hero Power card: a hero holds it (`Action::GiveHeroPower`).
    #[error("asked to cast a Hero Power card: a hero holds it, and its player uses it")]
    CastHeroPower,
    /// A hero card summoned, cast, attached or put into a hand: it only replaces a hero
    /// (`Action::ReplaceHero`).
    #[error("asked to summon, cast, attach or put into a hand a hero card, which only replaces a hero")]
    HeroCardMisused,
    /// A hero replaced (`Action::ReplaceHero`) by a card that is not a hero card.
    #[error("asked to replace a hero by a card that is not a hero card")]
    ReplacedByNoHero,
    /// A Hero Power card put into a hand: a hero holds it.
    #[error("asked to put a Hero Power card into a hand: a hero holds it")]
    HeroPowerIntoHand,
    /// A summon of a Hero Power card.
    #[error("asked to summon a Hero Power card: a hero holds it")]
    SummonedHeroPower,
    /// An enchantment card summoned, cast or put into a hand: it is only attached.
    #[error("asked to summon, cast or put into a hand an enchantment card, which is only attached")]
    EnchantmentNotAttached,
    /// An attachment (`Action::Enchant`) of a card that is not an enchantment card.
    #[error("asked to attach a card that is not an enchantment card")]
    NotAnEnchantment,
    /// A random choice among cards (`Action::SummonRandom`, `Action::AddRandomToHand`) that
    /// names none its card's tokens hold.
    #[error("asked for a random card from a list that names none of its card's tokens")]
    NoCardToChooseFrom,
    /// A choice among cards offered while another waits for its player
    /// (`Action::ChooseFromTop`): a game holds one choice at a time.
    #[error("offered a choice among cards while another choice was still to be made")]
    ChoiceAlreadyPending,
    /// The effect's code panicked (for example a spell asking `Ctx::minion`).
    #[error("panicked while describing its actions")]
    Panicked,
}

/// Why a running Sequence stops part-way; `Sequence::run` rolls it back and turns it into an
/// `Error`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) enum Halt {
    /// It passed a limit.
    Runaway(Runaway),
    /// An action named something that does not exist.
    BadEffect(BadEffect),
}

/// A bad action, and the card whose effect described it. `perform` leaves `card` unknown; the
/// `resolve` that asked the card's effect for the action fills it in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) struct BadEffect {
    pub card: Option<CardId>,
    pub problem: EffectProblem,
}

impl From<NoSuchPlayer> for Error {
    fn from(problem: NoSuchPlayer) -> Error {
        Error::PlayerOutOfRange { player: problem.seat }
    }
}

impl From<EffectProblem> for Box<Halt> {
    fn from(problem: EffectProblem) -> Box<Halt> {
        Box::new(Halt::BadEffect(BadEffect { card: None, problem }))
    }
}

/// How a running Sequence stops on a limit: the limit and its value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) struct Runaway {
    pub limit: Limit,
    pub value: u32,
}

/// What each step of a running Sequence returns. The `Halt` is boxed, so that the whole
/// result is one word, returned in a register: stopping is rare, every step returns.
pub(in crate::engine) type Step = std::result::Result<(), Box<Halt>>;

impl From<Runaway> for Box<Halt> {
    fn from(runaway: Runaway) -> Box<Halt> {
        Box::new(Halt::Runaway(runaway))
    }
}

/// A bound on one Sequence, see `Limits`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Limit {
    /// How deeply Phases nest.
    Depth,
    /// How many actions one Sequence performs.
    Actions,
}

impl Limit {
    fn field(self) -> &'static str {
        match self {
            Limit::Depth => "max_depth",
            Limit::Actions => "max_actions",
        }
    }
}

impl std::fmt::Display for Limit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Limit::Depth => "Phase nesting depth",
            Limit::Actions => "the number of actions",
        })
    }
}

/// The names an unknown card's message suggests, or how to find one.
pub(in crate::engine) fn suggest(closest: &[String]) -> String {
    if closest.is_empty() {
        return "no known card is close to it; use a name exactly as the catalog spells it".to_owned();
    }
    let quoted: Vec<String> = closest.iter().map(|n| format!("{n:?}")).collect();
    format!("did you mean {}? Names are spelled exactly as in the catalog", quoted.join(" or "))
}

/// The most characters of a name an error message quotes; a longer one is cut, with its
/// length, so that a megabyte of name makes a line of message.
pub const QUOTED: usize = 64;

/// The longest name `closest_names` compares, in characters: far longer than any card's, so
/// that a name of megabytes costs no comparison (it is close to nothing).
pub const COMPARED: usize = 256;

/// `text` quoted for a message: all of it, or its first `QUOTED` characters and how long it is.
pub fn quoted(text: &str) -> String {
    match text.char_indices().nth(QUOTED) {
        None => format!("{text:?}"),
        Some((cut, _)) => format!("{:?}... ({} characters in all)", &text[..cut], text.chars().count()),
    }
}

/// Up to three of `known` close to `name`, nearest first: within a third of its length in
/// edits (at least 2), ignoring case, or containing it or contained in it (so "golem" finds
/// every card whose name ends in "Golem", and "deal_damage" finds "damage"). For messages
/// that suggest a fix.
pub fn closest_names<'a>(name: &str, known: impl Iterator<Item = &'a str>) -> Vec<String> {
    if name.chars().nth(COMPARED).is_some() {
        return Vec::new(); // Longer than any name: close to none (and not worth comparing).
    }
    let wanted = name.to_lowercase();
    let close_enough = (wanted.chars().count() / 3).max(2);
    let mut scored: Vec<(usize, &str)> = known
        .map(|known| {
            let lower = known.to_lowercase();
            let contains = !wanted.is_empty() && (lower.contains(&wanted) || wanted.contains(&lower));
            (if contains { 1 } else { edit_distance(&wanted, &lower) }, known)
        })
        .filter(|&(score, _)| score <= close_enough)
        .collect();
    scored.sort();
    scored.into_iter().take(3).map(|(_, known)| known.to_owned()).collect()
}

/// Levenshtein distance over characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitute = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substitute.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

/// The bad action of naming `player`, who does not exist.
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_counts_single_edits() {
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("abc", ""), 3);
        assert_eq!(edit_distance("abc", "ab"), 1, "one deletion");
        assert_eq!(edit_distance("ab", "abc"), 1, "one insertion");
        assert_eq!(edit_distance("same", "same"), 0);
    }

    #[test]
    fn a_long_name_may_be_a_third_of_its_length_away() {
        let known = ["Abcdefxyz", "Abcdwxyz1"];
        assert_eq!(closest_names("Abcdefghi", known.into_iter()), ["Abcdefxyz"], "3 edits of 9 letters");
        assert!(closest_names("Abc", ["Xyz"].into_iter()).is_empty(), "3 edits of 3 letters is too far");
    }
}
