//! The one legality: which card may be played, who may attack, whom an attack may reach and
//! whom a card may target, each rule written once. `Game::make`'s checks ask these for the move they are given (and name
//! the first rule it breaks); the legal-move lister asks the same for every move it lists.

use crate::engine::course::aim::Aim;
use crate::engine::course::card::{CardDef, CardKind, Library};
use crate::engine::course::error::Error;
use crate::engine::course::state::{BOARD_SIZE, Entity, State};
use crate::engine::object::entity::Flag;
use crate::engine::object::id::{Id, Player};
use crate::engine::object::keywords::Keyword;

/// Whether `player` may play `card`, a card in their hand, now, whatever it is aimed at and
/// wherever it goes: its cost as it is now (`State::cost_of`) is at most their available mana,
/// a minion has room on their board, a targeted spell has a character it may be cast at, and
/// the opponent, or both sides together, have the minions in play its play requirement asks
/// for.
/// Its definition, or the first rule it breaks.
/// `Game::play`'s checks and the legal-move lister both ask this before they look at
/// positions and targets.
#[inline(always)]
pub(in crate::engine) fn may_play<'l>(
    state: &State,
    library: &'l Library,
    player: Player,
    card: Id,
) -> Result<&'l CardDef, Unplayable> {
    let entity = state.entity(card);
    let Some(def) = entity.card.map(|id| library.card(id)) else {
        return Err(Unplayable::NotACard); // Only cards are held in a hand.
    };
    let available = state.mana[player].available();
    let cost = state.cost_in_hand(card, def, entity.seat);
    if u32::from(available) < cost {
        return Err(Unplayable::NotEnoughMana { cost, available });
    }
    match def.kind {
        CardKind::Minion { .. } if state.boards[player].len() == BOARD_SIZE => Err(Unplayable::BoardFull),
        CardKind::Enchantment { .. } => Err(Unplayable::EnchantmentCard),
        CardKind::HeroPower { .. } => Err(Unplayable::HeroPowerCard),
        CardKind::Hero { .. } => Err(Unplayable::HeroCard),
        CardKind::Spell { targeted: true } if !has_a_target(state, library, player, def) => {
            Err(Unplayable::NoLegalTarget)
        }
        CardKind::Spell { .. } if too_few_enemy_minions(state, player, def) => {
            Err(Unplayable::TooFewEnemyMinions)
        }
        CardKind::Spell { .. } if too_few_minions(state, def) => Err(Unplayable::TooFewMinions),
        CardKind::Spell { .. } if too_few_board_slots(state, player, def) => {
            Err(Unplayable::TooFewBoardSlots)
        }
        CardKind::Spell { .. } if def.weapon_needed && state.weapons[player].is_none() => {
            Err(Unplayable::NoWeapon)
        }
        CardKind::Minion { .. } | CardKind::Spell { .. } | CardKind::Weapon { .. } => Ok(def),
    }
}

/// The aim of the minion card `def`'s Battlecry as `player` would play it now: none for one
/// aimed only with Combo (`CardDef::aim_needs_combo`) while `player` has played no card this
/// turn, so that it is played without a target. The lister and `Game::play`'s checks both ask
/// this.
pub(in crate::engine) fn battlecry_aim(state: &State, player: Player, def: &CardDef) -> Option<Aim> {
    def.aim().filter(|_| !def.aim_needs_combo || state.cards_played_this_turn[player] > 0)
}

/// Whether the targeted spell `def` has a character `player` may cast it at: "A spell whose
/// aim has no legal target cannot be played" (a Battlecry's, by contrast, is played without
/// one). Kept out of line, so that `may_play`'s quick checks stay inlined in the lister
/// (speed: notes/performance.md, "Aims").
#[inline(never)]
fn has_a_target(state: &State, library: &Library, player: Player, def: &CardDef) -> bool {
    def.aim().is_none_or(|aim| choosable(state, library, player, Chooser::Spell(aim)).next().is_some())
}

/// Whether the spell `def` needs more enemy minions in play than `player`'s opponent has (its
/// play requirement, `CardDef::enemy_minions_needed`). Only a spell carries one.
fn too_few_enemy_minions(state: &State, player: Player, def: &CardDef) -> bool {
    def.enemy_minions_needed > 0 && state.boards[player.other()].len() < usize::from(def.enemy_minions_needed)
}

/// Whether the spell `def` needs more minions in play, both sides together, than there are
/// (its play requirement, `CardDef::minions_needed`). The game's data gives EX1_407 ("Destroy
/// all minions except one. (chosen randomly)") `REQ_MINIMUM_TOTAL_MINIONS = 2`: the play
/// requirements as utilForever/RosettaStone's `Tests/UnitTests/CardSets/Expert1CardsGenTests.cpp`
/// and jleclanche/fireplace's `fireplace/cards/classic/warrior.py` carry them; fireplace
/// counts every minion on the board, `len(self.controller.game.board)`.
fn too_few_minions(state: &State, def: &CardDef) -> bool {
    let in_play = state.boards[Player::FIRST].len() + state.boards[Player::SECOND].len();
    in_play < usize::from(def.minions_needed)
}

/// Whether the spell `def` needs more free places on `player`'s board than there are (its play
/// requirement, `CardDef::board_slots_needed`): the game's `REQ_NUM_MINION_SLOTS`, which
/// jleclanche/fireplace's classic card scripts give 1 for the spells that summon (CS2_027,
/// EX1_571, NEW1_031, EX1_538 in `fireplace/cards/classic/`): a spell that would summon onto a
/// full board is not played at all.
fn too_few_board_slots(state: &State, player: Player, def: &CardDef) -> bool {
    def.board_slots_needed > 0
        && BOARD_SIZE.saturating_sub(state.boards[player].len()) < usize::from(def.board_slots_needed)
}

/// Why a card in hand may not be played now (`may_play`): a plain value, which the checks turn
/// into an `Error` naming the card.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) enum Unplayable {
    /// A hero, not a card: no hand holds one.
    NotACard,
    /// It costs more than the player's available mana.
    NotEnoughMana { cost: u32, available: u8 },
    /// A minion, and the player's board holds seven.
    BoardFull,
    /// An enchantment card: no hand holds one (`Game::new`, `add_to_hand`).
    EnchantmentCard,
    /// A Hero Power card: no hand holds one either.
    HeroPowerCard,
    /// A hero card: nor one of these.
    HeroCard,
    /// A targeted spell with no character it may be cast at.
    NoLegalTarget,
    /// Fewer enemy minions in play than the card's play requirement asks for.
    TooFewEnemyMinions,
    /// Fewer minions in play, both sides together, than the card's play requirement asks for.
    TooFewMinions,
    /// Fewer free places on the player's board than the card's play requirement asks for.
    TooFewBoardSlots,
    /// No weapon, and the card's play requirement asks for one.
    NoWeapon,
}

impl Unplayable {
    /// The error that names this refusal for `card`, of the definition `def`, played by
    /// `player`.
    pub(in crate::engine) fn error(self, card: Id, player: Player, def: &CardDef) -> Error {
        match self {
            Unplayable::NotACard => Error::NotInYourHand { id: card },
            Unplayable::NotEnoughMana { cost, available } => {
                Error::NotEnoughMana { id: card, cost, available }
            }
            Unplayable::BoardFull => Error::BoardFull { player },
            Unplayable::EnchantmentCard => Error::EnchantmentCard { card: def.name.clone() },
            Unplayable::HeroPowerCard => Error::HeroPowerCard { card: def.name.clone() },
            Unplayable::HeroCard => Error::HeroCard { card: def.name.clone() },
            Unplayable::TooFewEnemyMinions => {
                Error::TooFewEnemyMinions { card: def.name.clone(), needed: def.enemy_minions_needed }
            }
            Unplayable::TooFewMinions => {
                Error::TooFewMinions { card: def.name.clone(), needed: def.minions_needed }
            }
            Unplayable::NoWeapon => Error::NoWeapon { card: def.name.clone() },
            Unplayable::TooFewBoardSlots => {
                Error::TooFewBoardSlots { card: def.name.clone(), needed: def.board_slots_needed }
            }
            Unplayable::NoLegalTarget => {
                let aim = def.aim().unwrap_or(Aim::ANY_CHARACTER);
                Error::NoLegalTarget { card: def.name.clone(), aim: aim.to_string() }
            }
        }
    }
}

/// Whether `player`, whose turn it is, may use their Hero Power now, whatever it is aimed at:
/// the wiki's Hero Power page, "cannot be used" when it "has been used this turn", when its
/// cost is more than their available mana, when "it would summon a minion but your board is
/// full" (its play requirement, `CardDef::board_slots_needed`, as a summoning spell's), or when
/// "it is targeted but there is no valid target". Their Hero Power and its definition, or the
/// first rule it breaks. `Game::use_hero_power`'s checks and the lister both ask this.
#[inline]
pub(in crate::engine) fn may_use_hero_power<'l>(
    state: &State,
    library: &'l Library,
    player: Player,
) -> Result<(Id, &'l CardDef), Unusable> {
    let Some(id) = state.hero_powers[player] else {
        return Err(Unusable::NoHeroPower);
    };
    let power = state.entity(id);
    if power.is(Flag::UsedThisTurn) {
        return Err(Unusable::UsedThisTurn);
    }
    let def = library.card(power.card.expect("a Hero Power is a card"));
    let available = state.mana[player].available();
    if u32::from(available) < def.cost {
        return Err(Unusable::Unplayable(Unplayable::NotEnoughMana { cost: def.cost, available }));
    }
    if too_few_board_slots(state, player, def) {
        return Err(Unusable::Unplayable(Unplayable::TooFewBoardSlots));
    }
    let mut targets = def.aim().map(|aim| choosable(state, library, player, Chooser::HeroPower(aim)));
    if targets.as_mut().is_some_and(|targets| targets.next().is_none()) {
        return Err(Unusable::Unplayable(Unplayable::NoLegalTarget));
    }
    Ok((id, def))
}

/// Why a player may not use their Hero Power now (`may_use_hero_power`); the checks turn it
/// into an `Error` naming the Hero Power.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) enum Unusable {
    /// Their hero has none.
    NoHeroPower,
    /// It was used this turn.
    UsedThisTurn,
    /// One of a card's rules, which a Hero Power follows too: its cost, a free place, a target.
    Unplayable(Unplayable),
}

impl Unusable {
    /// The error that names this refusal of `player`'s Hero Power in `state`.
    pub(in crate::engine) fn error(self, state: &State, library: &Library, player: Player) -> Error {
        let power = state.hero_powers[player].map(|id| (id, state.entity(id)));
        match (self, power.and_then(|(id, power)| Some((id, library.card(power.card?))))) {
            (Unusable::NoHeroPower, _) | (_, None) => Error::NoHeroPower { player },
            (Unusable::UsedThisTurn, Some((_, def))) => Error::HeroPowerUsed { card: def.name.clone() },
            (Unusable::Unplayable(why), Some((id, def))) => why.error(id, player, def),
        }
    }
}

/// Whether the character `attacker` (in play) may attack now for `player`, whose turn it is,
/// or the first rule it breaks: it is `player`'s hero or one of `player`'s minions (the wiki's
/// Character page: "Each character has an Attack and a Health value, and can attack other
/// characters"); it is ready (it entered play before this turn, or has Charge: "can attack
/// immediately"; a hero is always ready); it is not Frozen (the wiki's Freeze page: a Frozen
/// character "loses its next attack"); it has no "Can't Attack"; it has an attack left this
/// turn (one, two with Windfury); and it has 1 Attack or more (a hero has 0 until a card gives
/// it Attack: "Give your hero +4 Attack this turn").
pub(in crate::engine) fn may_attack(state: &State, player: Player, attacker: Id) -> Result<(), Refusal> {
    let character = state.entity(attacker);
    if character.owner() != player {
        return Err(Refusal::NotYourCharacter);
    }
    if !character.is_ready() {
        return Err(Refusal::Sleeping);
    }
    if character.is(Flag::Frozen) {
        return Err(Refusal::Frozen);
    }
    if character.has(Keyword::CantAttack) {
        return Err(Refusal::CantAttack);
    }
    if character.attacks >= character.attacks_allowed() {
        return Err(Refusal::AlreadyAttacked);
    }
    if character.attack() <= 0 {
        return Err(Refusal::NoAttack);
    }
    Ok(())
}

/// The rule an attack breaks: small and plain, so that the lister, which asks about every
/// attacker and defender, builds no `Error`; the checks word it (`Refusal::error`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) enum Refusal {
    NotYourCharacter,
    Sleeping,
    Frozen,
    CantAttack,
    AlreadyAttacked,
    NoAttack,
    NotAnEnemy,
    Stealthed,
    /// Behind this Taunt minion.
    BehindTaunt(Id),
}

impl Refusal {
    /// The error that refuses an attack for this rule, which is about the character `id`
    /// (the attacker for `may_attack`'s rules, the defender for `may_be_attacked`'s).
    pub(in crate::engine) fn error(self, id: Id) -> Error {
        match self {
            Refusal::NotYourCharacter => Error::NotYourCharacter { id },
            Refusal::Sleeping => Error::Sleeping { id },
            Refusal::Frozen => Error::Frozen { id },
            Refusal::CantAttack => Error::CantAttack { id },
            Refusal::AlreadyAttacked => Error::AlreadyAttacked { id },
            Refusal::NoAttack => Error::NoAttack { id },
            Refusal::NotAnEnemy => Error::NotAnEnemy { id },
            Refusal::Stealthed => Error::Stealthed { id },
            Refusal::BehindTaunt(taunt) => Error::MustAttackTaunt { defender: id, taunt },
        }
    }
}

/// Whether an attack of `player`'s may reach the character `defender` (in play), or the
/// first rule it breaks: it is an enemy; it is not Stealthed ("can't be attacked ... by the
/// enemy"); and if its side has a Taunt minion the attacker can see, it is one ("Enemies must
/// attack minions that have Taunt"; a Stealthed Taunt forces nothing).
pub(in crate::engine) fn may_be_attacked(state: &State, player: Player, defender: Id) -> Result<(), Refusal> {
    let side = state.entity(defender).owner();
    may_be_attacked_past(state, player, defender, taunt_in_the_way(state, side))
}

/// `may_be_attacked`, with the Taunt in the way on the defender's side (`taunt_in_the_way`)
/// already found: the lister finds it once for every defender of a listing (speed:
/// notes/performance.md, "Keywords and the one legality").
pub(in crate::engine) fn may_be_attacked_past(
    state: &State,
    player: Player,
    defender: Id,
    taunt_in_the_way: Option<Id>,
) -> Result<(), Refusal> {
    let target = state.entity(defender);
    if target.owner() == player {
        return Err(Refusal::NotAnEnemy);
    }
    if target.has(Keyword::Stealth) {
        return Err(Refusal::Stealthed);
    }
    if !guards(target)
        && let Some(taunt) = taunt_in_the_way
    {
        return Err(Refusal::BehindTaunt(taunt));
    }
    Ok(())
}

/// The first minion of `side`'s board, left to right, that an attack must go through.
pub(in crate::engine) fn taunt_in_the_way(state: &State, side: Player) -> Option<Id> {
    state.boards[side].iter().copied().find(|&id| guards(state.entity(id)))
}

/// A Taunt that forces attacks onto itself: one the enemy can see.
fn guards(character: &Entity) -> bool {
    character.has(Keyword::Taunt) && !character.has(Keyword::Stealth)
}

/// What picks a target: a spell whose text names one, or a Battlecry aimed at one; each with
/// its aim (`CardDef::aim`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) enum Chooser {
    /// A spell played from the hand, aimed at `Aim`.
    Spell(Aim),
    /// A Battlecry aimed at `Aim`.
    Battlecry(Aim),
    /// A Hero Power aimed at `Aim`.
    HeroPower(Aim),
}

impl Chooser {
    /// What the card that picks is aimed at.
    pub(in crate::engine) fn aim(self) -> Aim {
        match self {
            Chooser::Spell(aim) | Chooser::Battlecry(aim) | Chooser::HeroPower(aim) => aim,
        }
    }
}

/// Why a character may not be picked as a target; the checks turn it into an `Error` naming
/// the card, the lister only needs to know.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) enum Unchoosable {
    /// Not what the card is aimed at.
    NotAimedAt,
    /// An enemy with Stealth: "can't be targeted by the enemy".
    Stealthed,
    /// A minion that "can't be targeted by spells or Hero Powers", and a spell or a Hero Power.
    Elusive,
}

/// Whether `player`'s `chooser` may pick the character `target` (in play), or the first rule
/// it breaks: what the card is aimed at (`Aim::admits`: which characters, whose, and its
/// requirement, a tribe read from `library`); not an enemy with Stealth ("Minions in Stealth
/// cannot be directly targeted by the opponent in any way. This includes Battlecry effects
/// from enemy minions", while their controller still may); not, for a spell, a character that
/// can't be targeted by spells, for a spell or a Hero Power ("can't be targeted by spells or
/// Hero Powers").
#[inline]
pub(in crate::engine) fn may_be_chosen(
    state: &State,
    library: &Library,
    player: Player,
    target: Id,
    chooser: Chooser,
) -> Result<(), Unchoosable> {
    let character = state.entity(target);
    let tribe = || state.tribe_of(target, library); // A hero's is its hero card's.
    if !chooser.aim().admits(character, tribe, player) {
        return Err(Unchoosable::NotAimedAt);
    }
    if character.has(Keyword::Stealth) && character.owner() != player {
        return Err(Unchoosable::Stealthed);
    }
    if matches!(chooser, Chooser::Spell(_) | Chooser::HeroPower(_)) && character.has(Keyword::Elusive) {
        return Err(Unchoosable::Elusive);
    }
    Ok(())
}

/// The characters in `state` that `player`'s `chooser` may pick, in order of play.
pub(in crate::engine) fn choosable<'a>(
    state: &'a State,
    library: &'a Library,
    player: Player,
    chooser: Chooser,
) -> impl Iterator<Item = Id> + 'a {
    state.characters().filter(move |&id| may_be_chosen(state, library, player, id, chooser).is_ok())
}
