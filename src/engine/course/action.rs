//! Actions: plain data describing what the engine can do. Card code describes them; only
//! `perform` carries them out.

use serde::{Deserialize, Serialize};

use crate::engine::object::aura::Tribe;
use crate::engine::object::cost::{CostChange, CostLasts, Costed};
use crate::engine::object::enchantment::MadeBy;
use crate::engine::object::id::{CardId, Id, Player};
use crate::engine::object::keywords::Keyword;
use crate::engine::support::inline_list::InlineList;

/// Something the engine can do. Cheap to copy: an action holds ids and numbers, never a
/// closure and never a list.
///
/// The parameters say who and what it is about: as `perform` reads it, a card object `C` is an
/// `Id`, a player `P` a `Player`, a card `K` a `CardId`, an amount `N` an `i32` and the
/// cards a random choice is made from `L` a `Choices` (a slice of its card's token table, by
/// its place: no list). A card written as data names the same actions with `C` and `P`
/// relative to the ability (`Who`, `Side`), `K` a card's name, `N` an `Amount` (a number or a
/// count read when its step resolves) and `L` a list of names; its JSON is this type's,
/// through serde, so the data's vocabulary is the engine's own.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Action<C = Id, P = Player, K = CardId, N = i32, L = Choices> {
    /// Deal `amount` damage to `targets`, all of it first, then one Phase for every Damage
    /// Event (Rule DH1 on area damage).
    Damage { targets: Targets<C, P>, amount: N },
    /// Deal `amount` damage to `targets` but the minions of the card `card`, as `Damage` deals
    /// it ("Deal 5 damage to all characters except" the minions of one card, which the card's
    /// data names): every minion of that card is passed over, whoever owns it, each told apart
    /// by its card alone.
    DamageExceptCard { targets: Targets<C, P>, amount: N, card: K },
    /// Deal `amount` damage to the character `id` and `splash` damage to every other
    /// character of its side in play ("Deal 4 damage to an enemy and 1 damage to all other
    /// enemies"): every Damage Event first, `id`'s, then the others' in reverse order of play,
    /// then one Phase.
    DamageAndSplash {
        #[serde(rename = "character")]
        id: C,
        amount: N,
        splash: N,
    },
    /// The minion `id`, if it is in play, deals `amount` damage to `targets` as `Damage` does,
    /// its own damage and not a spell's ("Force an enemy minion to deal its damage to the
    /// minions next to it"): no Spell Damage, and "whenever this minion deals damage" answers.
    MinionDeals {
        #[serde(rename = "minion")]
        id: C,
        targets: Targets<C, P>,
        amount: N,
    },
    /// "Deal `amount` damage randomly split among ...": `amount` missiles, one after another,
    /// each 1 damage to one character of `targets` (a random target, chosen as each missile is
    /// fired) with its own Phase. Spell Damage adds missiles, not damage to each. Each missile
    /// is one action against `Limits::max_actions`, so that no count of them runs forever.
    SplitDamage { targets: Targets<C, P>, amount: N },
    /// "Deal `least`-`most` damage to ...": each character of `targets` takes its own amount,
    /// from `least` to `most`, every amount as likely, drawn in order of play; all of it
    /// first, then one Phase for every Damage Event, as `Damage`.
    DamageBetween { targets: Targets<C, P>, least: N, most: N },
    /// Restore up to `amount` Health to `targets`, never past a character's maximum: all of
    /// it first, then one Phase for every Healing Event (Rule DH1 on area healing). A
    /// character at its maximum is not healed and makes no event.
    Heal { targets: Targets<C, P>, amount: N },
    /// Give `targets` (every character among them in play, heroes included, in order of play)
    /// `+attack/+health`: Attack, maximum Health and Health all rise. An enchantment, so that
    /// Silence takes it back.
    Buff { targets: Targets<C, P>, attack: N, health: N },
    /// Give `targets` (heroes included, as `Buff`) `+attack/+health` this turn: an enchantment
    /// that wears off as the turn passes ("Give a minion +2 Attack this turn", "Give your hero
    /// +4 Attack this turn", "Give your characters +2 Attack this turn").
    BuffThisTurn { targets: Targets<C, P>, attack: N, health: N },
    /// The minion `id`'s Attack becomes `attack` ("Change a minion's Attack to 1").
    SetAttack {
        #[serde(rename = "minion")]
        id: C,
        attack: i32,
    },
    /// Each minion of `targets`, in order of play, has its Health become `health`, its maximum
    /// too: it is made whole at it ("Change a minion's Health to 1", "Change the Health of ALL
    /// minions to 1").
    SetHealth { targets: Targets<C, P>, health: i32 },
    /// The minion `id`'s Attack and Health are swapped: its Attack becomes its Health and its
    /// Health (and maximum) its Attack ("Swap a minion's Attack and Health").
    SwapAttackAndHealth {
        #[serde(rename = "minion")]
        id: C,
    },
    /// The minion `id`'s Attack becomes equal to its Health ("Change a minion's Attack to be
    /// equal to its Health").
    AttackEqualToHealth {
        #[serde(rename = "minion")]
        id: C,
    },
    /// The character `id`'s remaining Health becomes `health` ("Set a hero's remaining Health
    /// to 15"): its damage is set so, up or down, its maximum unchanged; neither damage nor
    /// healing.
    SetRemainingHealth {
        #[serde(rename = "character")]
        id: C,
        health: i32,
    },
    /// The minion `id`'s Attack doubles ("Double a minion's Attack"): it gains its Attack as it
    /// is now.
    DoubleAttack {
        #[serde(rename = "minion")]
        id: C,
    },
    /// The minion `id`'s Health doubles ("Double a minion's Health"): it gains its Health as
    /// it is now, its maximum rising with it.
    DoubleHealth {
        #[serde(rename = "minion")]
        id: C,
    },
    /// Give each minion of `targets`, in order of play, `keyword` ("Give a friendly minion
    /// Charge", "Give adjacent minions Taunt"): an enchantment each.
    Give { targets: Targets<C, P>, keyword: Keyword },
    /// Each minion of `targets` that has `keyword` loses it, in order of play ("All minions
    /// lose Divine Shield"): an enchantment each, as a popped Divine Shield is.
    Lose { targets: Targets<C, P>, keyword: Keyword },
    /// Silence each minion of `targets`, in order of play ("Silence all enemy minions"): every
    /// enchantment, keyword and ability of its card is gone.
    Silence { targets: Targets<C, P> },
    /// Freeze `targets` (in play): each misses its next possible attack ("Freeze all enemy
    /// minions").
    Freeze { targets: Targets<C, P> },
    /// Attach the enchantment card `card` to each of `targets` in play, in order of play: each
    /// gains its keywords, triggered abilities and Deathrattle while it is in force ("Give your
    /// minions 'Deathrattle: ...'", "Give your minions Stealth until your next turn"). `card`
    /// must be an enchantment card (`CardKind::Enchantment`).
    Enchant { targets: Targets<C, P>, card: K },
    /// Draw the top card of `player`'s deck, or record `Fatigue` if it is empty.
    Draw { player: P },
    /// Give `player` `amount` Armor.
    GainArmor { player: P, amount: N },
    /// Give the minion `id` `amount` Attack.
    GainAttack {
        #[serde(rename = "minion")]
        id: C,
        amount: N,
    },
    /// Put a fresh minion of `card` on `player`'s board at `place`, or `count` of them one
    /// after another, each with its own After Summon Phase. On a full board, nothing.
    Summon {
        card: K,
        player: P,
        #[serde(default = "Place::default")]
        place: Place<C>,
        #[serde(default)]
        count: Count,
    },
    /// Put a fresh minion of one card of `from`, chosen at random when the action is performed
    /// (each equally likely, one draw from the game's seeded generator), on `player`'s board at
    /// `place`, with its After Summon Phase ("Summon a random Beast Companion"). The cards are
    /// the card's data's list, in its order, so that a seeded game summons the same card
    /// whatever else the library holds. On a full board, nothing (the draw is made).
    SummonRandom {
        from: L,
        player: P,
        #[serde(default = "Place::default")]
        place: Place<C>,
    },
    /// Transform each minion of `targets` in play, in order of play, into a fresh minion of
    /// `card` ("Transform a minion into a 1/1 ...", CS2_022; `Sequence::transform`): the new card
    /// object takes the old one's place on its board, with none of its damage, enchantments
    /// or abilities; the old one leaves play without dying (no Deathrattle), and the new one
    /// is not summoned. `card` must be a minion card.
    Transform { targets: Targets<C, P>, card: K },
    /// Transform each minion of `targets` as `Transform` does, into a fresh minion of one card
    /// of `from`, chosen at random as `SummonRandom` chooses, one draw for each minion once it
    /// is chosen ("Transform another random minion into a 5/5 ... or a 1/1 ...", EX1_083);
    /// no minion to transform, no draw.
    TransformRandom { targets: Targets<C, P>, from: L },
    /// Mark the minion `id` pending destroy; the Death Creation Step removes it. A card's data
    /// may name a hero (a target "Destroy a Demon" picked); `Game::destroy` takes a minion only.
    Destroy {
        #[serde(rename = "minion")]
        id: C,
    },
    /// Mark every minion `targets` names pending destroy ("Destroy all minions"); the Death
    /// Creation Step removes them together.
    DestroyAll { targets: Targets<C, P> },
    /// Put a fresh card object of `card` into `player`'s hand (the real game's "add a card to
    /// your hand"). With `Rules::hand_limit`, into a full hand it is burned, as a draw is. A
    /// card's data may name any card here, a spell included (`Abilities::only_into_hands`).
    AddToHand { card: K, player: P },
    /// Put a fresh card object of one card of `from`, chosen at random as `SummonRandom`
    /// chooses, into `player`'s hand ("add a card of its list to your hand"); a spell may be among
    /// them. With `Rules::hand_limit`, into a full hand it is burned.
    AddRandomToHand { from: L, player: P },
    /// Return each minion of `targets` in play, in order of play (Rule 2b: returns considered
    /// together are queued by order of play), to its controller's hand ("Return an enemy
    /// minion to your opponent's hand", "Return all minions to their owner's hand"): a fresh
    /// card there, its damage, enchantments and Silence gone. With `Rules::hand_limit`, one
    /// returned to a full hand is destroyed instead, as if it had died. Heroes are passed over.
    ReturnToHand { targets: Targets<C, P> },
    /// `player` gains `amount` Mana Crystals for this turn only, never past ten to spend at
    /// once (`Mana::gain_this_turn`).
    GainManaThisTurn { player: P, amount: i32 },
    /// `player` gains `amount` Mana Crystals to keep, never past ten (`Mana::gain_crystals`):
    /// full ones, to spend this turn ("Gain 2 Mana Crystals"), or `empty` ones, refreshed from
    /// the next turn on ("Gain an empty Mana Crystal").
    GainManaCrystals {
        player: P,
        amount: i32,
        #[serde(default)]
        empty: bool,
    },
    /// `player`'s `cards` in hand cost `change` for as long as `lasts` says ("The next spell
    /// you cast this turn costs (3) less", "Enemy spells cost (0) next turn"): a cost change
    /// in force from now on, in its own order of play among the others (`object/cost.rs`).
    ChangeCosts { player: P, cards: Costed, change: CostChange, lasts: CostLasts },
    /// `player` draws a card, and that card costs `change` while it stays in their hand ("Draw a
    /// card. That card costs (3) less."): a cost change that reaches that one card, in its own
    /// order of play among the others, and leaves the hand with it. A card burned by a full
    /// hand, or no card at all (Fatigue), is made to cost nothing less.
    DrawAndChangeCost { player: P, change: CostChange },
    /// The card object `id`, if it is in a hand, costs `change` while it stays there ("Return
    /// a friendly minion to your hand. It costs (2) less."): a cost change that reaches that
    /// one card, as `DrawAndChangeCost`'s does, and leaves the hand with it. A card in no hand
    /// (one a full hand destroyed) is made to cost nothing less.
    ChangeCostInHand {
        #[serde(rename = "minion")]
        id: C,
        change: CostChange,
    },
    /// `player` draws a card, then `targets` take damage equal to its printed Cost ("Draw a
    /// card and deal damage equal to its Cost"), a card burned by a full hand too; no card at
    /// all (Fatigue) deals none.
    DrawAndDamage { player: P, targets: Targets<C, P> },
    /// `player`'s minions can't be reduced below 1 Health this turn ("Your minions can't be
    /// reduced below 1 Health this turn."): a rule the player holds until the turn passes,
    /// reaching the minions they summon later in the turn too (`Sequence::hit`).
    HealthFloorThisTurn { player: P },
    /// `player` takes control of each minion of `targets` the opponent has in play, in order of
    /// play ("Take control of an enemy minion"): it moves to the far right of `player`'s board
    /// and cannot attack this turn unless it has Charge; on a full board it is destroyed
    /// instead.
    TakeControl { targets: Targets<C, P>, player: P },
    /// `player` draws a card of `tribe` from their deck ("Draw a Pirate from your deck"): one
    /// of the deck's cards of that tribe chosen at random, each as likely (one draw from the
    /// game's seeded generator), taken into the hand as a draw is (a full hand burns it). With
    /// none in the deck, nothing: no Fatigue, no draw from the generator.
    DrawOfTribe { player: P, tribe: Tribe },
    /// `player` looks at the top `look_at` cards of their deck (at most
    /// `PendingChoice::ROOM`; fewer if the deck holds fewer) and draws the one they choose;
    /// the others are set aside for good ("Look at the top 3 cards of your deck. Draw one and
    /// discard the others", the wiki's page of DS1_184; `course/choice.rs`). The cards leave
    /// the deck for the Set Aside zone at once, and the choice waits for its player's next
    /// move (`Move::Choose`). An empty deck offers nothing: no choice, no Fatigue.
    ChooseFromTop { player: P, look_at: u8 },
    /// `player` discards a card of their hand chosen at random, each as likely (one draw from
    /// the game's seeded generator; none from an empty hand): it leaves the hand for the
    /// graveyard, with no Deathrattle ("Discard a random card").
    DiscardRandom { player: P },
    /// `player` discards every card of their hand, left to right ("discard your hand").
    DiscardHand { player: P },
    /// `player` loses one Mana Crystal to keep, an empty one first ("Destroy one of your Mana
    /// Crystals"); with none, nothing.
    DestroyManaCrystal { player: P },
    /// `player`'s hero equips a fresh weapon of `card` ("Battlecry: Equip a 2/2 weapon"), the
    /// weapon it had destroyed (`course/weapons.rs`).
    Equip { card: K, player: P },
    /// `player`'s hero gets a fresh Hero Power of `card`, in place of the one it had ("your
    /// Hero Power is replaced by" another: `course/hero_power.rs`).
    GiveHeroPower { card: K, player: P },
    /// The minion `minion`, if in play, leaves it without dying, and its player's hero becomes
    /// a fresh hero of `card` ("Destroy your hero and replace it with" the hero a card names:
    /// `course/heroes.rs`).
    ReplaceHero { card: K, minion: C },
    /// `player`'s weapon, if they have one, loses `amount` Durability ("Remove 1 Durability
    /// from your opponent's weapon"), destroyed by the next Death Creation Step at 0. Without
    /// one, nothing.
    LoseDurability { player: P, amount: N },
    /// `player`'s weapon, if they have one, is pending destroy ("Destroy your opponent's
    /// weapon"); the Death Creation Step removes it. Without one, nothing.
    DestroyWeapon { player: P },
    /// `player`'s weapon, if they have one, gets `+attack` Attack and `+durability` Durability
    /// ("Give your weapon +2 Attack"): an enchantment on it. Without one, nothing.
    BuffWeapon { player: P, attack: N, durability: N },
    /// `player` gets a copy of a card of `of`'s hand chosen at random, each as likely (one draw
    /// from the game's seeded generator; none from an empty hand): a fresh card object of the
    /// same card into `player`'s hand ("Put a copy of a random card in your opponent's hand into
    /// your hand"); with `Rules::hand_limit`, a full hand burns it.
    CopyFromHand { of: P, player: P },
    /// `player` gets copies of `how_many` different cards of `of`'s deck, chosen at random one
    /// after another, each as likely ("Copy 2 cards in your opponent's deck and add them to
    /// your hand"): fresh card objects of the same cards, into `player`'s hand, each burned by
    /// a full hand; the deck is left as it was. A deck of fewer cards gives a copy of each.
    CopyFromDeck { of: P, player: P, how_many: i32 },
    /// The player other than the owner of the card object `id` (the player who cast it) gets a
    /// copy of it: a fresh card object of the same card into their hand ("Whenever a player
    /// casts a spell, put a copy into the other player's hand"); a full hand burns it.
    CopyToOtherHand {
        #[serde(rename = "spell")]
        id: C,
    },
    /// The minion `id`, if it and `of` are both in play, becomes a copy of the minion `of`
    /// ("Choose a minion and become a copy of it"): a fresh card object of `of`'s card in its
    /// place, with `of`'s enchantments and damage and its Silence, not summoned.
    BecomeCopy {
        #[serde(rename = "minion")]
        id: C,
        #[serde(rename = "copy_of")]
        of: C,
    },
    /// `player` summons a copy of a minion card of `of`'s deck, chosen at random, each as
    /// likely ("Put a copy of a random minion from your opponent's deck into the battlefield"):
    /// a fresh minion of that card, summoned as `Summon` summons it; with no minion card in that
    /// deck, a minion of `otherwise` instead.
    SummonCopyFromDeck { of: P, player: P, otherwise: K },
    /// `player` summons a fresh minion of the card of the card object `id`, wherever that card
    /// object is now ("When that minion is destroyed, return it to the battlefield": a
    /// Deathrattle names its own dead minion), as `Summon` summons it.
    SummonCardOf {
        #[serde(rename = "minion")]
        id: C,
        player: P,
    },
    /// The minion `id`, if in play, swaps with a minion card of its controller's hand chosen at
    /// random, each as likely ("swap this minion with a random one in your hand"): it goes back
    /// to the hand, and that card is put into play in its place, summoned but not played (no
    /// Battlecry). With no minion card in the hand, nothing (and no draw).
    SwapWithHand {
        #[serde(rename = "minion")]
        id: C,
    },
    /// `player` casts the spell `card`, aimed at `target` if it takes one.
    Cast {
        card: K,
        player: P,
        #[serde(skip_serializing_if = "Option::is_none")]
        target: Option<C>,
    },
}

/// Who an action on a group reaches (damage, healing, Freeze, `Enchant`, and the minion
/// actions `Give`, `Silence`, `SetHealth`, `DestroyAll`, `ReturnToHand`, `Transform` and
/// `TakeControl`), chosen when it is performed:
/// characters in play, in order of play (heroes, which entered play first, before minions),
/// mortally wounded ones included except by the random targets; a minion action passes the
/// heroes over. A card names sides
/// through its `Ctx`: "all enemy minions" is `MinionsOf(c.opponent())`, "all enemies" is
/// `CharactersOf(c.opponent())`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Targets<C = Id, P = Player> {
    /// One character, if it is still in play.
    One(C),
    /// Every minion in play on both sides.
    AllMinions,
    /// "ALL characters": both heroes, then every minion in play.
    AllCharacters,
    /// "ALL other characters": both heroes, then every minion in play, but `except`.
    AllOtherCharacters(C),
    /// Every minion `player` has in play.
    MinionsOf(P),
    /// `player`'s hero, then every minion they have in play.
    CharactersOf(P),
    /// Every minion `player` has in play but `except` ("your other minions").
    OtherMinionsOf { player: P, except: C },
    /// The minions immediately left and right of this one on its board; none if it is not on
    /// a board.
    AdjacentTo(C),
    /// One of `player`'s characters (hero or minion), chosen at random when the action is
    /// performed among those in play that are not mortally wounded (one pending destroy may
    /// be chosen: Rule 5); none if there is no such character.
    RandomCharacterOf(P),
    /// One of `player`'s minions, chosen the same way.
    RandomMinionOf(P),
    /// "Another random friendly minion": one of `player`'s minions but `except`, chosen the
    /// same way.
    RandomOtherMinionOf { player: P, except: C },
    /// "A random enemy minion with 2 or less Attack": one of `player`'s minions whose Attack is
    /// `attack` or less when the action is performed, chosen the same way.
    RandomMinionWithAttackAtMost { player: P, attack: i32 },
    /// "Two random enemy minions": `how_many` different minions of `player`, chosen the same
    /// way, reached in order of play; all of them if `player` has no more than `how_many`.
    RandomMinionsOf { player: P, how_many: i32 },
    /// "A damaged friendly character": one of `player`'s characters whose Health is below its
    /// maximum, chosen the same way.
    RandomDamagedCharacterOf(P),
    /// "A random minion": one minion in play, either side, chosen the same way.
    RandomMinion,
    /// "Another random minion": one minion in play, either side, but `except`, chosen the
    /// same way.
    RandomOtherMinion(C),
    /// "A damaged character": one character in play, either side, heroes included, whose
    /// Health is below its maximum, chosen the same way.
    RandomDamagedCharacter,
    /// "Randomly split between all other characters": one character in play, either side,
    /// heroes included, but `except`, chosen the same way.
    RandomOtherCharacter(C),
    /// "Destroy all minions except one. (chosen randomly)": every minion in play, both sides,
    /// but one chosen the same way (never a mortally wounded one); every minion if none is
    /// standing.
    AllMinionsButOneAtRandom,
    /// Every minion of `tribe` `player` has in play ("Give your Totems +2 Health").
    TribeOf { player: P, tribe: Tribe },
    /// Every minion of `tribe` in play, both sides, but `except` ("Give ALL other Murlocs +2
    /// Health").
    OtherMinionsOfTribe { tribe: Tribe, except: C },
}

/// Where a summoned minion goes on its board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Place<C = Id> {
    /// Where the engine puts the summons of the ability that asks: a Deathrattle's where its
    /// minion stood, a triggered ability's or a Battlecry's right of its minion, a spell's at
    /// the right end.
    /// What a card should ask for unless its text names a place, and what a card's data
    /// means when it names none.
    ForTheAbility,
    /// The right end of the board.
    RightEnd,
    /// Immediately left of this minion if it is on the board, otherwise the right end.
    LeftOf(C),
    /// Immediately right of this minion if it is on the board, otherwise the right end.
    RightOf(C),
    /// On both sides of this minion: the minions of one summon land alternately immediately
    /// right and immediately left of it, right first, as the real game places the summons of
    /// a Battlecry that fills its side ("alternating first on the right side, then on the
    /// left side"); a single one lands right of it. The right end if it is not on the board.
    BothSidesOf(C),
}

/// How many minions one summon puts on the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Count {
    /// One minion: what a card's data means when it names no count.
    #[default]
    One,
    /// One after another "until your side of the battlefield is full": as many as the board
    /// has room for.
    UntilFull,
    /// A number from the first to the second, both included, each as likely, drawn from the
    /// game's seeded generator when the summon is performed ("Summon three, four, or five 1/1
    /// Murlocs": `{"random_between": [3, 5]}`), then one after another as `UntilFull`'s are;
    /// a full board stops them.
    RandomBetween(u8, u8),
}

/// The cards a random choice is made from, as `perform` reads it: the `count` tokens of `card`
/// (`Library::tokens`) from the `first`th, in the order its data lists them. A place in the
/// card's token table rather than a list, so that an action stays plain data; the library
/// checked each of them when it was built.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Choices {
    pub(in crate::engine) card: CardId,
    pub(in crate::engine) first: u16,
    pub(in crate::engine) count: u16,
}

/// A list of cards as a card's data is kept: the `count` tokens of the card from the `first`th
/// (`Abilities::tokens`), read against the card whose ability resolves into `Choices`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TokenRange {
    pub first: u16,
    pub count: u16,
}

/// How an action's parameters are read into other ones: a card object (`None` if it cannot
/// be read: the action is then not done), a player, a card, an amount and a list of cards.
/// `Action::read` uses it to turn a card's data into what `perform` takes.
pub(in crate::engine) struct Reading<Who, Side, Card, Amount, Cards> {
    pub who: Who,
    pub side: Side,
    pub card: Card,
    pub amount: Amount,
    pub cards: Cards,
}

impl<C: Copy, P: Copy, K: Clone, N: Copy, L: Clone> Action<C, P, K, N, L> {
    /// This action with its parameters read by `reading`; `None` if a card object it names
    /// cannot be read (a target that was not picked, say).
    pub(in crate::engine) fn read<C2, P2, K2, N2, L2>(
        &self,
        reading: &mut Reading<
            impl FnMut(C) -> Option<C2>,
            impl FnMut(P) -> P2,
            impl FnMut(K) -> K2,
            impl FnMut(N) -> N2,
            impl FnMut(L) -> L2,
        >,
    ) -> Option<Action<C2, P2, K2, N2, L2>> {
        let Reading { who, side, card, amount: n, cards } = reading;
        Some(match self {
            Action::Damage { targets, amount } => {
                Action::Damage { targets: targets.read(who, side)?, amount: n(*amount) }
            }
            Action::DamageExceptCard { targets, amount, card: excepted } => Action::DamageExceptCard {
                targets: targets.read(who, side)?,
                amount: n(*amount),
                card: card(excepted.clone()),
            },
            Action::MinionDeals { id, targets, amount } => {
                Action::MinionDeals { id: who(*id)?, targets: targets.read(who, side)?, amount: n(*amount) }
            }
            Action::DamageAndSplash { id, amount, splash } => {
                Action::DamageAndSplash { id: who(*id)?, amount: n(*amount), splash: n(*splash) }
            }
            Action::SplitDamage { targets, amount } => {
                Action::SplitDamage { targets: targets.read(who, side)?, amount: n(*amount) }
            }
            Action::DamageBetween { targets, least, most } => {
                Action::DamageBetween { targets: targets.read(who, side)?, least: n(*least), most: n(*most) }
            }
            Action::Heal { targets, amount } => {
                Action::Heal { targets: targets.read(who, side)?, amount: n(*amount) }
            }
            Action::Buff { targets, attack, health } => {
                Action::Buff { targets: targets.read(who, side)?, attack: n(*attack), health: n(*health) }
            }
            Action::BuffThisTurn { targets, attack, health } => Action::BuffThisTurn {
                targets: targets.read(who, side)?,
                attack: n(*attack),
                health: n(*health),
            },
            Action::SetAttack { id, attack } => Action::SetAttack { id: who(*id)?, attack: *attack },
            Action::SetHealth { targets, health } => {
                Action::SetHealth { targets: targets.read(who, side)?, health: *health }
            }
            Action::SwapAttackAndHealth { id } => Action::SwapAttackAndHealth { id: who(*id)? },
            Action::AttackEqualToHealth { id } => Action::AttackEqualToHealth { id: who(*id)? },
            Action::SetRemainingHealth { id, health } => {
                Action::SetRemainingHealth { id: who(*id)?, health: *health }
            }
            Action::DoubleAttack { id } => Action::DoubleAttack { id: who(*id)? },
            Action::DoubleHealth { id } => Action::DoubleHealth { id: who(*id)? },
            Action::Give { targets, keyword } => {
                Action::Give { targets: targets.read(who, side)?, keyword: *keyword }
            }
            Action::Lose { targets, keyword } => {
                Action::Lose { targets: targets.read(who, side)?, keyword: *keyword }
            }
            Action::Silence { targets } => Action::Silence { targets: targets.read(who, side)? },
            Action::Freeze { targets } => Action::Freeze { targets: targets.read(who, side)? },
            Action::Enchant { targets, card: attached } => {
                Action::Enchant { targets: targets.read(who, side)?, card: card(attached.clone()) }
            }
            Action::Draw { player } => Action::Draw { player: side(*player) },
            Action::GainArmor { player, amount } => {
                Action::GainArmor { player: side(*player), amount: n(*amount) }
            }
            Action::GainAttack { id, amount } => Action::GainAttack { id: who(*id)?, amount: n(*amount) },
            Action::Summon { card: summoned, player, place, count } => {
                let place = place.read(who)?;
                Action::Summon { card: card(summoned.clone()), player: side(*player), place, count: *count }
            }
            Action::SummonRandom { from, player, place } => {
                let place = place.read(who)?;
                Action::SummonRandom { from: cards(from.clone()), player: side(*player), place }
            }
            Action::Transform { targets, card: into } => {
                Action::Transform { targets: targets.read(who, side)?, card: card(into.clone()) }
            }
            Action::TransformRandom { targets, from } => {
                Action::TransformRandom { targets: targets.read(who, side)?, from: cards(from.clone()) }
            }
            Action::Destroy { id } => Action::Destroy { id: who(*id)? },
            Action::DestroyAll { targets } => Action::DestroyAll { targets: targets.read(who, side)? },
            Action::AddToHand { card: added, player } => {
                Action::AddToHand { card: card(added.clone()), player: side(*player) }
            }
            Action::AddRandomToHand { from, player } => {
                Action::AddRandomToHand { from: cards(from.clone()), player: side(*player) }
            }
            Action::ReturnToHand { targets } => Action::ReturnToHand { targets: targets.read(who, side)? },
            Action::GainManaThisTurn { player, amount } => {
                Action::GainManaThisTurn { player: side(*player), amount: *amount }
            }
            Action::GainManaCrystals { player, amount, empty } => {
                Action::GainManaCrystals { player: side(*player), amount: *amount, empty: *empty }
            }
            Action::ChangeCosts { player, cards, change, lasts } => {
                Action::ChangeCosts { player: side(*player), cards: *cards, change: *change, lasts: *lasts }
            }
            Action::DrawAndChangeCost { player, change } => {
                Action::DrawAndChangeCost { player: side(*player), change: *change }
            }
            Action::ChangeCostInHand { id, change } => {
                Action::ChangeCostInHand { id: who(*id)?, change: *change }
            }
            Action::HealthFloorThisTurn { player } => Action::HealthFloorThisTurn { player: side(*player) },
            Action::TakeControl { targets, player } => {
                let player = side(*player);
                Action::TakeControl { targets: targets.read(who, side)?, player }
            }
            Action::DrawOfTribe { player, tribe } => {
                Action::DrawOfTribe { player: side(*player), tribe: *tribe }
            }
            Action::ChooseFromTop { player, look_at } => {
                Action::ChooseFromTop { player: side(*player), look_at: *look_at }
            }
            Action::DiscardRandom { player } => Action::DiscardRandom { player: side(*player) },
            Action::DiscardHand { player } => Action::DiscardHand { player: side(*player) },
            Action::DestroyManaCrystal { player } => Action::DestroyManaCrystal { player: side(*player) },
            Action::Equip { card: weapon, player } => {
                Action::Equip { card: card(weapon.clone()), player: side(*player) }
            }
            Action::GiveHeroPower { card: power, player } => {
                Action::GiveHeroPower { card: card(power.clone()), player: side(*player) }
            }
            Action::ReplaceHero { card: hero, minion } => {
                Action::ReplaceHero { card: card(hero.clone()), minion: who(*minion)? }
            }
            Action::DestroyWeapon { player } => Action::DestroyWeapon { player: side(*player) },
            Action::LoseDurability { player, amount } => {
                Action::LoseDurability { player: side(*player), amount: n(*amount) }
            }
            Action::BuffWeapon { player, attack, durability } => {
                Action::BuffWeapon { player: side(*player), attack: n(*attack), durability: n(*durability) }
            }
            Action::DrawAndDamage { player, targets } => {
                Action::DrawAndDamage { player: side(*player), targets: targets.read(who, side)? }
            }
            Action::CopyFromHand { of, player } => {
                Action::CopyFromHand { of: side(*of), player: side(*player) }
            }
            Action::CopyFromDeck { of, player, how_many } => {
                Action::CopyFromDeck { of: side(*of), player: side(*player), how_many: *how_many }
            }
            Action::CopyToOtherHand { id } => Action::CopyToOtherHand { id: who(*id)? },
            Action::BecomeCopy { id, of } => Action::BecomeCopy { id: who(*id)?, of: who(*of)? },
            Action::SummonCopyFromDeck { of, player, otherwise } => Action::SummonCopyFromDeck {
                of: side(*of),
                player: side(*player),
                otherwise: card(otherwise.clone()),
            },
            Action::SummonCardOf { id, player } => {
                Action::SummonCardOf { id: who(*id)?, player: side(*player) }
            }
            Action::SwapWithHand { id } => Action::SwapWithHand { id: who(*id)? },
            Action::Cast { card: cast, player, target } => {
                let target = match target {
                    Some(target) => Some(who(*target)?),
                    None => None,
                };
                Action::Cast { card: card(cast.clone()), player: side(*player), target }
            }
        })
    }
}

impl<C: Copy, P: Copy, K: Clone, N: Copy, L: Clone> Action<C, P, K, N, L> {
    /// The card object this action names, if any: each action names at most one (a target,
    /// the minion it changes, or the minion a summon lands beside), but `BecomeCopy`, which
    /// names two: the minion that becomes a copy and the one it copies, the last of them here.
    pub fn card_object(&self) -> Option<C> {
        let mut named = None;
        let mut reading = Reading {
            who: |who: C| {
                named = Some(who);
                Some(who)
            },
            side: |side: P| side,
            card: |card: K| card,
            amount: |amount: N| amount,
            cards: |cards: L| cards,
        };
        let _ = self.read(&mut reading);
        named
    }
}

impl<C: Copy, P: Copy, K, N, L> Action<C, P, K, N, L> {
    /// The targets this action reaches, if it names them as `Targets` (a card's data checks
    /// their numbers); `None` for an action about one card object, a player or nothing.
    pub fn targets(&self) -> Option<Targets<C, P>> {
        match *self {
            Action::Damage { targets, .. }
            | Action::DamageExceptCard { targets, .. }
            | Action::MinionDeals { targets, .. }
            | Action::SplitDamage { targets, .. }
            | Action::DamageBetween { targets, .. }
            | Action::Heal { targets, .. }
            | Action::Buff { targets, .. }
            | Action::BuffThisTurn { targets, .. }
            | Action::SetHealth { targets, .. }
            | Action::Give { targets, .. }
            | Action::Lose { targets, .. }
            | Action::Silence { targets }
            | Action::Freeze { targets }
            | Action::Enchant { targets, .. }
            | Action::DestroyAll { targets }
            | Action::TakeControl { targets, .. }
            | Action::Transform { targets, .. }
            | Action::TransformRandom { targets, .. }
            | Action::ReturnToHand { targets }
            | Action::DrawAndDamage { targets, .. } => Some(targets),
            Action::DamageAndSplash { .. }
            | Action::SetAttack { .. }
            | Action::SwapAttackAndHealth { .. }
            | Action::AttackEqualToHealth { .. }
            | Action::SetRemainingHealth { .. }
            | Action::DoubleAttack { .. }
            | Action::DoubleHealth { .. }
            | Action::Draw { .. }
            | Action::GainArmor { .. }
            | Action::GainAttack { .. }
            | Action::Summon { .. }
            | Action::SummonRandom { .. }
            | Action::Destroy { .. }
            | Action::AddToHand { .. }
            | Action::AddRandomToHand { .. }
            | Action::GainManaThisTurn { .. }
            | Action::GainManaCrystals { .. }
            | Action::ChangeCosts { .. }
            | Action::DrawAndChangeCost { .. }
            | Action::ChangeCostInHand { .. }
            | Action::HealthFloorThisTurn { .. }
            | Action::DrawOfTribe { .. }
            | Action::ChooseFromTop { .. }
            | Action::DiscardRandom { .. }
            | Action::DiscardHand { .. }
            | Action::DestroyManaCrystal { .. }
            | Action::Equip { .. }
            | Action::GiveHeroPower { .. }
            | Action::ReplaceHero { .. }
            | Action::DestroyWeapon { .. }
            | Action::LoseDurability { .. }
            | Action::BuffWeapon { .. }
            | Action::CopyFromHand { .. }
            | Action::CopyFromDeck { .. }
            | Action::CopyToOtherHand { .. }
            | Action::BecomeCopy { .. }
            | Action::SummonCopyFromDeck { .. }
            | Action::SummonCardOf { .. }
            | Action::SwapWithHand { .. }
            | Action::Cast { .. } => None,
        }
    }
}

impl<C: Copy, P: Copy> Targets<C, P> {
    /// These targets with their card objects and players read by `who` and `side`.
    fn read<C2, P2>(
        self,
        mut who: impl FnMut(C) -> Option<C2>,
        mut side: impl FnMut(P) -> P2,
    ) -> Option<Targets<C2, P2>> {
        Some(match self {
            Targets::One(id) => Targets::One(who(id)?),
            Targets::AllMinions => Targets::AllMinions,
            Targets::AllCharacters => Targets::AllCharacters,
            Targets::AllOtherCharacters(except) => Targets::AllOtherCharacters(who(except)?),
            Targets::MinionsOf(player) => Targets::MinionsOf(side(player)),
            Targets::CharactersOf(player) => Targets::CharactersOf(side(player)),
            Targets::OtherMinionsOf { player, except } => {
                Targets::OtherMinionsOf { player: side(player), except: who(except)? }
            }
            Targets::AdjacentTo(id) => Targets::AdjacentTo(who(id)?),
            Targets::RandomCharacterOf(player) => Targets::RandomCharacterOf(side(player)),
            Targets::RandomMinionOf(player) => Targets::RandomMinionOf(side(player)),
            Targets::RandomOtherMinionOf { player, except } => {
                Targets::RandomOtherMinionOf { player: side(player), except: who(except)? }
            }
            Targets::RandomMinionWithAttackAtMost { player, attack } => {
                Targets::RandomMinionWithAttackAtMost { player: side(player), attack }
            }
            Targets::RandomMinionsOf { player, how_many } => {
                Targets::RandomMinionsOf { player: side(player), how_many }
            }
            Targets::RandomDamagedCharacterOf(player) => Targets::RandomDamagedCharacterOf(side(player)),
            Targets::RandomMinion => Targets::RandomMinion,
            Targets::RandomOtherMinion(except) => Targets::RandomOtherMinion(who(except)?),
            Targets::RandomDamagedCharacter => Targets::RandomDamagedCharacter,
            Targets::RandomOtherCharacter(except) => Targets::RandomOtherCharacter(who(except)?),
            Targets::AllMinionsButOneAtRandom => Targets::AllMinionsButOneAtRandom,
            Targets::TribeOf { player, tribe } => Targets::TribeOf { player: side(player), tribe },
            Targets::OtherMinionsOfTribe { tribe, except } => {
                Targets::OtherMinionsOfTribe { tribe, except: who(except)? }
            }
        })
    }
}

impl<C: Copy> Place<C> {
    /// This place with its card object read by `who`.
    fn read<C2>(self, mut who: impl FnMut(C) -> Option<C2>) -> Option<Place<C2>> {
        Some(match self {
            Place::ForTheAbility => Place::ForTheAbility,
            Place::RightEnd => Place::RightEnd,
            Place::LeftOf(id) => Place::LeftOf(who(id)?),
            Place::RightOf(id) => Place::RightOf(who(id)?),
            Place::BothSidesOf(id) => Place::BothSidesOf(who(id)?),
        })
    }

    /// Where the `nth` minion (counting from 0) of one summon lands: on both sides of a
    /// minion, right of it for the first, left for the second, and so on; any other place is
    /// the same for each.
    pub(in crate::engine) fn for_the_nth(self, nth: usize) -> Place<C> {
        match self {
            Place::BothSidesOf(id) if nth % 2 == 1 => Place::LeftOf(id),
            Place::BothSidesOf(id) => Place::RightOf(id),
            place => place,
        }
    }
}

/// Written out: a derived `Default` would ask the same of `C`, which a card's data (`Who`)
/// does not have.
#[allow(clippy::derivable_impls)]
impl<C> Default for Place<C> {
    fn default() -> Place<C> {
        Place::ForTheAbility
    }
}

/// Who asked for an action, as `perform` needs to know: the minion whose ability it is, the
/// source of the damage it deals (`None` for a call's own action or a spell's), where that
/// ability puts its summons, the seat of the player whose card it is (`None` for a call's own
/// action): the maker of an enchantment it attaches, and that card (`None` for a call's own
/// action): whether its damage resolves one Damage Event at a time (`CardDef::damage_one_by_one`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) struct Origin {
    pub source: Option<Id>,
    pub summons_land: Place,
    pub seat: Option<Player>,
    pub card: Option<CardId>,
}

impl Origin {
    /// A call's own action: no source; summons at the right end; no player's card.
    pub const CALL: Origin = Origin { source: None, summons_land: Place::RightEnd, seat: None, card: None };

    /// Who a player is told made an enchantment this origin attaches: the minion whose ability
    /// it is, else the card whose effect it is (a spell), else no card (a call's own).
    pub fn made_by(&self) -> MadeBy {
        match (self.source, self.card) {
            (Some(minion), _) => MadeBy::Minion(minion),
            (None, Some(card)) => MadeBy::Card(card),
            (None, None) => MadeBy::NoCard,
        }
    }
}

/// How many actions an effect's list holds before it spills onto the heap. Every card of the
/// course asks for one.
const INLINE: usize = 2;

/// The list an effect describes its actions into, in the order they should happen.
///
/// An effect "returns" its actions by pushing them here. The list lives on the stack of the
/// Phase that resolves the effect, so resolving a trigger allocates nothing, and the engine
/// reads each action where the effect wrote it rather than copying it first.
#[derive(Debug, Default)]
pub struct Actions {
    /// The first `INLINE` actions.
    inline: InlineList<Action, INLINE>,
    /// The actions past the first `INLINE`.
    spilled: Vec<Action>,
}

impl Actions {
    /// Ask for `action`, after every action asked for before it.
    pub fn push(&mut self, action: Action) {
        if let Err(action) = self.inline.push(action) {
            self.spilled.push(action);
        }
    }

    /// How many actions were asked for.
    pub(in crate::engine) fn len(&self) -> usize {
        self.inline.len() + self.spilled.len()
    }

    /// The `index`th action asked for, where the effect wrote it.
    pub(in crate::engine) fn get(&self, index: usize) -> &Action {
        match self.inline.get(index) {
            Some(action) => action,
            None => &self.spilled[index - self.inline.len()],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::object::id::Player;

    #[test]
    fn actions_keep_their_order_past_the_inline_slots() {
        let mut actions = Actions::default();
        let asked: Vec<Action> = (0..INLINE + 3)
            .map(|amount| Action::GainArmor { player: Player::FIRST, amount: amount as i32 })
            .collect();
        for &action in &asked {
            actions.push(action);
        }
        let got: Vec<Action> = (0..actions.len()).map(|index| *actions.get(index)).collect();
        assert_eq!(got, asked);
    }
}
