//! Card definitions and the library that holds them: what a card is, never which cards exist.

use indexmap::IndexMap;

use serde::{Deserialize, Serialize};

use super::action::{Reading, TokenRange};
use super::aim::{Aim, Requirement};
use super::effect::{Code, DataAction, Effect, ScriptAction, ScriptStep};
use super::error::{Error, Result, closest_names};
use super::event::TriggerKind;
use crate::engine::object::aura::{Aura, AuraWhile, Tribe};
use crate::engine::object::cost::{CostAura, CostCount};
use crate::engine::object::count::{ForEach, Reads};
use crate::engine::object::enchantment::Lasts;
use crate::engine::object::entity::{Entity, Stats};
use crate::engine::object::id::CardId;
use crate::engine::object::keywords::Keywords;
use crate::engine::script::step::{DataStep, actions_of};

/// A card as the rules see it: stats and text as data, abilities as effects.
#[derive(Clone, Debug)]
pub struct CardDef {
    /// The card's name, unique in its library.
    pub name: String,
    /// Mana cost: what playing it from the hand spends (`play/play_card.rs`, `pay_for`).
    pub cost: u32,
    /// Minion or spell, with a minion's base stats.
    pub kind: CardKind,
    /// The card's rules text, as printed.
    pub text: String,
    /// The keywords its text gives it ("Taunt", "Charge"): a card object of it starts with them
    /// and keeps them until Silenced.
    pub keywords: Keywords,
    /// A token is made by other cards and never put in a deck by the course.
    pub token: bool,
    /// The card the player who goes second gets after the mulligan, to make up for going
    /// second (`Rules::second_player_card`). At most one card of a library is.
    pub for_the_second_player: bool,
    /// What the card does, if anything.
    pub abilities: Abilities,
    /// "Enrage: ...": what a minion of this card gains while it is damaged, if anything.
    pub enrage: Option<Enrage>,
    /// Its tribe, if its card prints one ("Beast").
    pub tribe: Option<Tribe>,
    /// Its text's area damage resolves each Damage Event as it is created, with
    /// `Rules::area_damage_one_by_one` (the rulebook lists the area spells that do so).
    pub damage_one_by_one: bool,
    /// A spell's play requirement: how many minions the opponent must have in play for it to be
    /// played ("Deal 2 damage to two random enemy minions" needs two); 0 for none.
    pub enemy_minions_needed: u8,
    /// A spell's play requirement: how many minions must be in play, both sides together, for
    /// it to be played ("Destroy all minions except one" needs two); 0 for none.
    pub minions_needed: u8,
    /// A spell's play requirement: how many free places its player's board must have for it to
    /// be played ("Summon two 0/2 minions" needs one); 0 for none.
    pub board_slots_needed: u8,
    /// A spell's play requirement: its player's hero has a weapon equipped ("Give your weapon
    /// +2 Attack"); false for none.
    pub weapon_needed: bool,
    /// A minion's play requirement on its Battlecry's aim: it takes a target only with Combo,
    /// when its player has played another card this turn (the game's `REQ_TARGET_FOR_COMBO`,
    /// as jleclanche/fireplace's `cards/classic/rogue.py` carries it for EX1_134 and
    /// NEW1_005); played without, it takes none (`play/legality.rs`, `battlecry_aim`).
    pub aim_needs_combo: bool,
    /// "Overload: (X)": the crystals its player's next turn locks once it is played
    /// (`course/overload.rs`); 0 for none.
    pub overload: u8,
    /// A weapon's "Attacking a minion costs 1 Attack instead of 1 Durability" (a Warrior epic): its
    /// hero's attack at a minion takes 1 Attack off the weapon and none of its Durability
    /// (`play/combat.rs`, `wear_the_weapon`); false for a weapon that loses Durability.
    pub minion_attacks_cost_attack: bool,
    /// A weapon's "Your hero is Immune while attacking" (a Hunter epic): its hero takes no
    /// damage from its attack's declaration to the end of its Attack Phase (`play/combat.rs`,
    /// `Sequence::immune_attacker`); false for a weapon that gives nothing.
    pub hero_immune_while_attacking: bool,
    /// An enchantment card's temporary control: its maker controls the minion it is attached to
    /// while it is in force ("until end of turn"), and a Silence that ends it gives the minion
    /// back at once (`Sequence::silence`). Its card says how control is taken and given back at
    /// the end of the turn (`take_control`, an "end of your turn" trigger).
    pub lends_control: bool,
}

/// What an Enraged minion gains "while damaged" (the wiki's Enrage page: "a minion with an
/// Enrage effect gains the stated bonus while it is damaged"): `+attack` Attack and
/// `keywords` ("Enrage: Windfury and +1 Attack"). As data: `{"attack": 3}`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Enrage {
    /// Attack it gains.
    #[serde(default)]
    pub attack: i32,
    /// Keywords it gains.
    #[serde(default)]
    pub keywords: Keywords,
}

impl CardDef {
    /// A card with no printed text and no keyword: what a test or a bot's own library builds
    /// around `abilities`.
    pub fn new(name: &str, cost: u32, kind: CardKind, abilities: Abilities) -> CardDef {
        CardDef {
            name: name.to_owned(),
            cost,
            kind,
            text: String::new(),
            keywords: Keywords::NONE,
            enrage: None,
            tribe: None,
            damage_one_by_one: false,
            enemy_minions_needed: 0,
            minions_needed: 0,
            board_slots_needed: 0,
            weapon_needed: false,
            aim_needs_combo: false,
            overload: 0,
            minion_attacks_cost_attack: false,
            hero_immune_while_attacking: false,
            lends_control: false,
            token: false,
            for_the_second_player: false,
            abilities,
        }
    }

    /// Which characters the card's target may be, if its text names one: a minion's or a
    /// weapon's Battlecry's aim, a targeted spell's (any character when it names none), or
    /// `None` for a card that takes no target. The one reader of a card's aim: the legal moves
    /// and the checks both ask it.
    pub fn aim(&self) -> Option<Aim> {
        match self.kind {
            CardKind::Minion { .. } | CardKind::Weapon { .. } => self.abilities.aim,
            CardKind::Spell { targeted: true } | CardKind::HeroPower { targeted: true } => {
                Some(self.abilities.aim.unwrap_or(Aim::ANY_CHARACTER))
            }
            CardKind::Spell { targeted: false }
            | CardKind::HeroPower { targeted: false }
            | CardKind::Hero { .. }
            | CardKind::Enchantment { .. } => None,
        }
    }
}

/// Minion, spell, weapon, Hero Power, hero or enchantment.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CardKind {
    /// A minion with its base Attack and Health.
    Minion { attack: i32, health: i32 },
    /// A weapon with its base Attack and Durability: played from the hand, it is equipped by
    /// its player's hero (`course/weapons.rs`), never put on a board.
    Weapon { attack: i32, durability: i32 },
    /// A spell: cast, never put on a board. `targeted` if its text names a target ("Deal 6
    /// damage."): it must be cast at one, and any other spell at none.
    Spell { targeted: bool },
    /// A Hero Power: held by a player's hero (`course/hero_power.rs`), used once a turn for
    /// its cost, never in a deck, a hand or a board, never played and never cast. `targeted`
    /// as a spell's ("Deal 1 damage.").
    HeroPower { targeted: bool },
    /// A hero card with its Health: what a card's text makes a player's hero
    /// (`Action::ReplaceHero`, `course/heroes.rs`), never in a deck, a hand or a board.
    Hero { health: i32 },
    /// An enchantment card: what another card attaches to a card object
    /// (`Action::Enchant`), never in a deck, a hand or a board. While it is in force, its
    /// card object has its keywords, and its triggered abilities and Deathrattle as its own
    /// ("Give your minions 'Deathrattle: ...'"); it lasts `lasts`.
    Enchantment { lasts: Lasts },
}

/// A card's abilities. Empty for a card with no text.
#[derive(Clone, Debug, Default)]
pub struct Abilities {
    /// Triggered abilities ("Whenever ..."), checked in this order in every Phase.
    pub triggers: Vec<Trigger>,
    /// Resolved in the Death Phase after the minion leaves play.
    pub deathrattle: Option<Effect>,
    /// What a spell does when cast.
    pub on_cast: Option<Effect>,
    /// What a minion does when played from the hand, in the Battlecry Phase.
    pub battlecry: Option<Effect>,
    /// Which characters its target may be, if its text names one: its Battlecry's, or a
    /// targeted spell's (any character when a targeted spell names none: `CardDef::aim`).
    pub aim: Option<Aim>,
    /// The cards its effects summon, by name: `Ctx::token(0)` is the first. The library checks
    /// each name when it is built, so a misspelt token fails at start-up, naming the card.
    pub tokens: Vec<String>,
    /// Tokens its data never summons nor attaches: those it only puts into a hand
    /// (`add_to_hand`, `add_random_to_hand`) and the card whose minions `damage_except_card`
    /// spares. These may be spells ("add a spell to your hand"); every other token must be a
    /// minion card.
    pub only_into_hands: Vec<String>,
    /// Tokens its effects attach (`enchant`): each must be an enchantment card, and only
    /// these may be.
    pub enchantments: Vec<String>,
    /// Its auras, in the order its card lists them: what its minion gives others while it is
    /// in play and not Silenced (`object/aura.rs`).
    pub auras: Vec<Aura>,
    /// "Spell Damage +N": while its minion is in play and not Silenced, each amount of damage
    /// its owner's spells' text deals is N more (`Sequence::dealt`).
    pub spell_damage: i32,
    /// Its cost auras ("Your spells cost (1) less"), in the order its card lists them: what
    /// its minion does to cards' costs while it is in play and not Silenced (`object/cost.rs`).
    pub cost_auras: Vec<CostAura>,
    /// Its own cost's continuous count ("Costs (1) less for each other card in your hand"),
    /// if it has one: what its card costs while it is in its owner's hand (`object/cost.rs`).
    pub cost_count: Option<CostCount>,
    /// "Choose One - ...; or ...": the options its player picks one of as they play it
    /// (`Move::ChooseOne`), each with its own aim; a spell's option is its text, a minion's
    /// its Battlecry. Empty for a card without.
    pub choose_one: Vec<ChoiceOption>,
}

/// One option of a "Choose One" card (the wiki's Choose One page: "the player chooses one of
/// two effects as they play the card"): its name, its aim if its text names a target, and
/// what it does.
#[derive(Clone, Debug)]
pub struct ChoiceOption {
    /// Its name, as the game's choice card prints it.
    pub name: String,
    /// Who its target may be, if its text names one.
    pub aim: Option<Aim>,
    /// What it does: the spell's text, or the minion's Battlecry.
    pub effect: Effect,
}

impl Abilities {
    /// A minion with one triggered ability.
    pub fn trigger(on: TriggerOn, code: Code) -> Abilities {
        let trigger = Trigger { on, effect: Effect::code(code), if_it: None, if_holding: None };
        Abilities { triggers: vec![trigger], ..Abilities::default() }
    }

    /// A minion with a Deathrattle.
    pub fn deathrattle(code: Code) -> Abilities {
        Abilities { deathrattle: Some(Effect::code(code)), ..Abilities::default() }
    }

    /// A spell.
    pub fn spell(code: Code) -> Abilities {
        Abilities { on_cast: Some(Effect::code(code)), ..Abilities::default() }
    }

    /// A minion with a Battlecry.
    pub fn battlecry(code: Code) -> Abilities {
        Abilities { battlecry: Some(Effect::code(code)), ..Abilities::default() }
    }

    /// These abilities, with the Battlecry aimed at one of `aim`: the player who plays the
    /// minion picks it, and the Battlecry reads it as `Ctx::target`.
    pub fn aimed_at(self, aim: Aim) -> Abilities {
        Abilities { aim: Some(aim), ..self }
    }

    /// The abilities a card's data states. Each list of actions becomes an `Effect::Data`; the
    /// cards they summon or cast become the card's tokens, by name, so that the library checks
    /// each one when it is built, as it does for code.
    ///
    /// The lists are kept for the life of the program (a library is built once and shared by
    /// every game), like the library itself.
    pub fn from_data(data: &DataAbilities) -> Abilities {
        let mut abilities = Abilities { aim: data.aim, ..Abilities::default() };
        let mut script = |steps: &[DataStep<DataAction>]| -> Option<Vec<ScriptStep>> {
            if steps.is_empty() {
                return None;
            }
            let mut read = |action: &DataAction| abilities.token_indices(action);
            Some(steps.iter().map(|step| step.map(&mut read)).collect())
        };
        let deathrattle = script(&data.deathrattle).map(Effect::steps);
        let battlecry = script(&data.battlecry).map(Effect::steps);
        let on_cast = script(&data.spell).map(Effect::steps);
        let choose_one: Vec<ChoiceOption> = data
            .choose_one
            .iter()
            .map(|option| ChoiceOption {
                name: option.name.clone(),
                aim: option.aim,
                effect: script(&option.actions).map_or_else(|| Effect::steps(Vec::new()), Effect::steps),
            })
            .collect();

        let triggers: Vec<Trigger> = data
            .triggers
            .iter()
            .filter_map(|trigger| {
                let script = script(&trigger.actions)?;
                let effect = match trigger.chance {
                    Some(percent) => Effect::data_by_chance(percent, script),
                    None => Effect::steps(script),
                };
                Some(Trigger { on: trigger.on, effect, if_it: trigger.if_it, if_holding: trigger.if_holding })
            })
            .collect();
        let lists = [&data.deathrattle, &data.battlecry, &data.spell];
        let every_action = lists
            .into_iter()
            .chain(data.choose_one.iter().map(|option| &option.actions))
            .flat_map(|steps| actions_of(steps))
            .chain(data.triggers.iter().flat_map(|t| actions_of(&t.actions)));
        let mut summoned: Vec<&String> = Vec::new();
        let mut enchantments: Vec<String> = Vec::new();
        for action in every_action {
            match action {
                DataAction::Summon { card, .. }
                | DataAction::Cast { card, .. }
                | DataAction::Equip { card, .. }
                | DataAction::GiveHeroPower { card, .. }
                | DataAction::ReplaceHero { card, .. } => summoned.push(card),
                DataAction::Transform { card, .. }
                | DataAction::SummonCopyFromDeck { otherwise: card, .. } => summoned.push(card),
                DataAction::SummonRandom { from, .. } | DataAction::TransformRandom { from, .. } => {
                    summoned.extend(from)
                }
                DataAction::Enchant { card, .. } => enchantments.push(card.clone()),
                _ => {}
            }
        }
        let only_into_hands = abilities
            .tokens
            .iter()
            .filter(|token| !summoned.contains(token) && !enchantments.contains(token))
            .cloned()
            .collect();
        let auras = data.auras.clone();
        let spell_damage = data.spell_damage;
        let cost_auras = data.cost_auras.clone();
        Abilities {
            cost_count: data.cost_count,
            choose_one,
            spell_damage,
            triggers,
            deathrattle,
            on_cast,
            battlecry,
            only_into_hands,
            enchantments,
            auras,
            cost_auras,
            ..abilities
        }
    }

    /// `action` with the card it names turned into the index of that card among these
    /// abilities' tokens, added if it is new; and a list of cards (a random choice's) into a
    /// run of tokens added after the others, in the list's order, so that its cards are
    /// chosen from in the order the data gives them.
    fn token_indices(&mut self, action: &DataAction) -> ScriptAction {
        let tokens = std::cell::RefCell::new(&mut self.tokens);
        let index_of = |name: String| {
            let mut tokens = tokens.borrow_mut();
            match tokens.iter().position(|token| *token == name) {
                Some(at) => at,
                None => {
                    tokens.push(name);
                    tokens.len() - 1
                }
            }
        };
        let run_of = |names: Vec<String>| {
            let mut tokens = tokens.borrow_mut();
            // Past 65,535 tokens the place would not fit: `Library::new` refuses such a card
            // (`Error::TooManyTokens`), so these never saturate in a library.
            let first = u16::try_from(tokens.len()).unwrap_or(u16::MAX);
            let count = u16::try_from(names.len()).unwrap_or(u16::MAX);
            tokens.extend(names);
            TokenRange { first, count }
        };
        let mut reading =
            Reading { who: Some, side: |side| side, card: index_of, amount: |amount| amount, cards: run_of };
        action.read(&mut reading).expect("every card object reads as itself")
    }

    /// These abilities, whose effects also summon the card called `token`: the next
    /// `Ctx::token` index.
    pub fn summoning(mut self, token: &str) -> Abilities {
        self.tokens.push(token.to_owned());
        self
    }

    /// These abilities, whose effects also attach the enchantment card called `token`
    /// (`Action::Enchant`): the next `Ctx::token` index.
    pub fn attaching(mut self, token: &str) -> Abilities {
        self.enchantments.push(token.to_owned());
        self.summoning(token)
    }
}

/// A triggered ability as data: its condition and what it does, in order.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DataTrigger {
    /// When it answers: `"friendly_minion_damaged"`, `"after_friendly_spell"`, ...
    pub on: TriggerOn,
    /// "You have a 50% chance to ...": the chance in 100 that its actions happen each time it
    /// resolves (`"chance": 50`), drawn from the game's seeded generator; `None`: always.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chance: Option<i32>,
    /// "Whenever you summon a minion with 3 or less Attack": what the character its event is
    /// about must be for it to answer (`{"attack_at_most": 3}`), checked when it would join the
    /// Queue and again when it resolves (`Trigger::if_it`); `None`: nothing more than `on`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub if_it: Option<Requirement>,
    /// "Swap this minion with a random one in your hand": what its player must hold in hand
    /// for it to answer (`"minion"`), checked as `if_it` is (`Trigger::if_holding`); `None`:
    /// nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub if_holding: Option<Holding>,
    /// What it does, in order: its steps (`DataStep`), kept under the name `"actions"`.
    pub actions: Vec<DataStep<DataAction>>,
}

/// A card's abilities as data, each an ordered list of actions. Empty lists are abilities the
/// card does not have.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct DataAbilities {
    /// Its triggered abilities, in the order the card lists them.
    pub triggers: Vec<DataTrigger>,
    /// Its Deathrattle.
    pub deathrattle: Vec<DataStep<DataAction>>,
    /// Its Battlecry.
    pub battlecry: Vec<DataStep<DataAction>>,
    /// Which characters its target may be, if its text names one (a Battlecry's, a spell's).
    pub aim: Option<Aim>,
    /// A spell's text.
    pub spell: Vec<DataStep<DataAction>>,
    /// Its auras.
    pub auras: Vec<Aura>,
    /// Its Spell Damage ("Spell Damage +1"), 0 if it has none.
    pub spell_damage: i32,
    /// Its cost auras.
    pub cost_auras: Vec<CostAura>,
    /// Its own cost's continuous count, if it has one.
    pub cost_count: Option<CostCount>,
    /// Its "Choose One" options, if it has them.
    pub choose_one: Vec<DataOption>,
}

/// One option of a "Choose One" card as data: `{"name": "...", "text": "Deal 3 damage to a
/// minion.", "aim": "minion", "actions": [...]}`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DataOption {
    /// Its name, as the game's choice card prints it.
    pub name: String,
    /// Its text, as the game's choice card prints it.
    pub text: String,
    /// Who its target may be, if its text names one (for a spell's option, a target is then
    /// required; for a minion's, one is taken if any can be, as a Battlecry's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aim: Option<Aim>,
    /// What it does, in order.
    pub actions: Vec<DataStep<DataAction>>,
}

impl DataAbilities {
    /// Whether the card has no ability as data.
    pub fn is_empty(&self) -> bool {
        self.triggers.is_empty()
            && self.deathrattle.is_empty()
            && self.battlecry.is_empty()
            && self.spell.is_empty()
            && self.auras.is_empty()
            && self.spell_damage == 0
            && self.cost_auras.is_empty()
            && self.cost_count.is_none()
            && self.choose_one.is_empty()
    }
}

/// A triggered ability: a condition from the rules' vocabulary and an effect.
#[derive(Clone, Copy, Debug)]
pub struct Trigger {
    /// Which events it answers: damage, healing, a summon, a spell, a death, or a turn's
    /// start or end (`TriggerOn`).
    pub on: TriggerOn,
    /// What it wants done when it resolves.
    pub effect: Effect,
    /// What the character its event is about must be ("a minion with 3 or less Attack"), if
    /// anything. Rule 10b: "Triggered effects with a condition do not check their condition
    /// until the moment they queue or the moment they trigger (or sometimes both)": this one
    /// is checked at both, against the game as it is then. It joins the Queue only if the
    /// character meets it as the Queue is filled (Rule 2a: the Queue holds "all triggers that
    /// can respond"), and it triggers only if the character still meets it when its turn to
    /// resolve comes (Rule 10: "Whenever a Queue is populated or an effect resolved ..., the
    /// most up to date board state is used"); otherwise it does nothing and logs no
    /// `Triggered` (`Sequence::resolve_queue`).
    pub if_it: Option<Requirement>,
    /// What its player must hold in hand for it to answer, if anything: checked as the Queue
    /// is filled and again when it resolves, as `if_it` is (EX1_006's "queuing and trigger
    /// condition of 'controller is holding a minion'", the wiki's page of that card).
    pub if_holding: Option<Holding>,
}

/// What a triggered ability's player must hold in hand (`Trigger::if_holding`): `"minion"`, a
/// minion card.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Holding {
    /// A minion card.
    Minion,
}

/// The conditions a triggered ability can respond to: each names which events it answers.
/// A damage condition answers Damage Events in a Phase and reports `"damaged"`; a healing
/// condition answers Healing Events the same way and reports `"healed"`; a death condition
/// answers Death Events in a Death Phase and reports `"died"`; a summon condition answers
/// Summon Events in the Summon Resolution Step and reports `"on_summon"`; the After Summon,
/// After Spell, play, attack and turn conditions answer their own Phases (`EventKind` lists
/// every kind of event).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TriggerOn {
    /// "Whenever this minion takes damage".
    SelfDamaged,
    /// "Whenever a friendly minion takes damage", this one included.
    FriendlyMinionDamaged,
    /// "Whenever a minion takes damage", either side, this one included.
    AnyMinionDamaged,
    /// "Whenever a hero takes damage", either hero.
    HeroDamaged,
    /// "Whenever this minion deals damage", to any character, by attacking or by its
    /// abilities ("Freeze any character damaged by this minion"). Reports `"damaged"`.
    DealsDamage,
    /// "Whenever this minion deals damage to a minion" ("Destroy any minion damaged by this
    /// minion", the pool's words for Poisonous). Reports `"damaged"`; it resolves in the
    /// Phase after the damage, in order of play, as every other trigger does.
    DamagesAMinion,
    /// "Whenever a friendly minion dies", which is also "one of your other minions": a minion
    /// removed in the same Death Creation Step is no longer in play, so it never answers its
    /// own death or one beside it.
    FriendlyMinionDies,
    /// "Whenever a minion dies", either side.
    AnyMinionDies,
    /// "Whenever a friendly Beast dies": `FriendlyMinionDies` for a minion of the tribe. As
    /// data: `{"friendly_tribe_dies": "beast"}`.
    FriendlyTribeDies(Tribe),
    /// "Whenever a Murloc is summoned": a minion of the tribe, of either side, played or
    /// summoned, never this one. It answers that minion's Summon Event in the Summon
    /// Resolution Step (`EventKind::OnSummon`), before the Battlecry of a minion played from
    /// the hand. Reports `"on_summon"`. As data: `{"tribe_summoned": "murloc"}`.
    TribeSummoned(Tribe),
    /// "Whenever you summon a Beast": `TribeSummoned` for a minion of its owner's. As data:
    /// `{"friendly_tribe_summoned": "beast"}`.
    FriendlyTribeSummoned(Tribe),
    /// "Whenever a character is healed", heroes and minions of either side.
    CharacterHealed,
    /// "Whenever a minion is healed", either side.
    MinionHealed,
    /// "After you summon a minion": in the After Summon Phase, for a minion its owner
    /// summons, never its own summon. Reports `"after_summon"`.
    AfterFriendlySummon,
    /// "After you cast a spell": in the After Spell Phase, once the spell's text has resolved.
    /// Reports `"after_spell"`.
    AfterFriendlySpell,
    /// "At the start of your turn": in its own Phase, before the turn's draw. Reports
    /// `"turn_start"`.
    StartOfYourTurn,
    /// "At the end of your turn": in its own Phase, before the other player's turn starts.
    /// Reports `"turn_end"`.
    EndOfYourTurn,
    /// "Whenever you cast a spell": in the On Play Phase of a spell its owner plays from the
    /// hand, after the spell leaves the hand and BEFORE its text (a minion that grows with
    /// each spell has grown before the spell resolves). Reports `"on_play"`.
    FriendlySpellPlayed,
    /// "Whenever you play a card": in the On Play Phase of any card its owner plays from the
    /// hand, a minion (never this one) or a spell, before the minion's Battlecry or the spell's
    /// text. Reports `"on_play"`.
    FriendlyCardPlayed,
    /// "Whenever you play a card with Overload": as `FriendlyCardPlayed`, for a card whose
    /// `overload` is 1 or more. Reports `"on_play"`.
    FriendlyOverloadCardPlayed,
    /// "Whenever a player casts a spell": in the On Play Phase of a spell either player plays
    /// from the hand, before its text, as `FriendlySpellPlayed` is for its owner's. Reports
    /// `"on_play"`.
    SpellPlayed,
    /// "At the start of each turn": in the turn-start Phase of either player's turn. Reports
    /// `"turn_start"`.
    StartOfEachTurn,
    /// "At the end of each turn": in the turn-end Phase of either player's turn. Reports
    /// `"turn_end"`.
    EndOfEachTurn,
    /// "Whenever this minion attacks" (an enchantment card's: "whenever it attacks"): in its
    /// combat's Preparation Phase, before any damage. Reports `"attack"`.
    SelfAttacks,
    /// "Whenever your hero attacks" (a weapon's text): in the Preparation
    /// Phase of its owner's hero's attack, before any damage. Reports `"attack"`.
    YourHeroAttacks,
}

impl TriggerOn {
    /// Whether the event this condition answers is about a character (damage, healing, a
    /// summon, a death), which its ability can then read; a spell cast or a turn is about none.
    pub fn is_about_a_character(self) -> bool {
        !matches!(
            self.event_kind(),
            EventKind::SpellCast | EventKind::Play | EventKind::TurnStart | EventKind::TurnEnd
        )
    }

    /// Whether the event this condition answers is a card played from a hand (the On Play
    /// Phase's), which its ability can then read as the event's card object: the card played.
    pub fn is_about_a_card_played(self) -> bool {
        self.event_kind() == EventKind::Play
    }

    /// The kind of event this condition answers: the Phase that asks it.
    pub(in crate::engine) fn event_kind(self) -> EventKind {
        match self {
            TriggerOn::SelfDamaged
            | TriggerOn::FriendlyMinionDamaged
            | TriggerOn::AnyMinionDamaged
            | TriggerOn::HeroDamaged
            | TriggerOn::DealsDamage
            | TriggerOn::DamagesAMinion => EventKind::Damage,
            TriggerOn::CharacterHealed | TriggerOn::MinionHealed => EventKind::Healing,
            TriggerOn::AfterFriendlySummon => EventKind::Summon,
            TriggerOn::TribeSummoned(_) | TriggerOn::FriendlyTribeSummoned(_) => EventKind::OnSummon,
            TriggerOn::AfterFriendlySpell => EventKind::SpellCast,
            TriggerOn::StartOfYourTurn | TriggerOn::StartOfEachTurn => EventKind::TurnStart,
            TriggerOn::EndOfYourTurn | TriggerOn::EndOfEachTurn => EventKind::TurnEnd,
            TriggerOn::FriendlyMinionDies | TriggerOn::AnyMinionDies | TriggerOn::FriendlyTribeDies(_) => {
                EventKind::Death
            }
            TriggerOn::FriendlySpellPlayed
            | TriggerOn::FriendlyCardPlayed
            | TriggerOn::FriendlyOverloadCardPlayed
            | TriggerOn::SpellPlayed => EventKind::Play,
            TriggerOn::SelfAttacks | TriggerOn::YourHeroAttacks => EventKind::Attack,
        }
    }
}

/// The kinds of event a Phase answers, one for each kind of Phase.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::engine) enum EventKind {
    /// Damage Events: the Phase after damage.
    Damage,
    /// Healing Events: the Phase after healing.
    Healing,
    /// A minion entered play: the After Summon Phase.
    Summon,
    /// A minion's Summon Event, left pending where it entered play and resolved in the next
    /// Summon Resolution Step (`course/summon_resolution.rs`).
    OnSummon,
    /// A spell's text resolved: the After Spell Phase.
    SpellCast,
    /// Death Events: the Death Phase.
    Death,
    /// A turn began.
    TurnStart,
    /// A turn is ending.
    TurnEnd,
    /// A card was played from the hand: the On Play Phase.
    Play,
    /// A character attacks: combat's Preparation Phase.
    Attack,
}

impl EventKind {
    /// How many kinds there are.
    pub const COUNT: usize = 10;

    /// How an ability answering this kind of event reports itself in `Triggered`. (A
    /// Deathrattle, which answers a Death Event too, reports `"deathrattle"` instead.)
    pub fn trigger_kind(self) -> TriggerKind {
        match self {
            EventKind::Damage => TriggerKind::Damaged,
            EventKind::Healing => TriggerKind::Healed,
            EventKind::Summon => TriggerKind::AfterSummon,
            EventKind::OnSummon => TriggerKind::OnSummon,
            EventKind::SpellCast => TriggerKind::AfterSpell,
            EventKind::Death => TriggerKind::Died,
            EventKind::TurnStart => TriggerKind::TurnStart,
            EventKind::TurnEnd => TriggerKind::TurnEnd,
            EventKind::Play => TriggerKind::OnPlay,
            EventKind::Attack => TriggerKind::Attack,
        }
    }
}

/// The most cards a library holds: a `CardId` is 16 bits.
pub const MAX_LIBRARY_CARDS: usize = u16::MAX as usize + 1;

/// Every card a game can use, by name. Built once and shared by every game (`&'static`), so a
/// game copies only its own state.
#[derive(Debug, Default)]
pub struct Library {
    cards: Vec<CardDef>,
    by_name: IndexMap<String, CardId>,
    /// Each card's `Abilities::tokens`, resolved.
    tokens: Vec<Vec<CardId>>,
    /// The card the second player gets (`CardDef::for_the_second_player`), if one is.
    second_players_card: Option<CardId>,
    /// Whether each card has an aura, by card: speed only, so that an Aura Update with no
    /// aura in play asks one byte of each minion rather than its card.
    has_auras: Vec<bool>,
    /// What each card's continuous counts read past the minions in play, by card: speed only,
    /// so that a card coming into a hand or into play tells the Aura Updates' gate at the cost
    /// of a byte (`Library::count_reads`).
    count_reads: Vec<Reads>,
}

impl Library {
    /// A library of `cards`. Names must be unique, at most 65,536 cards, every token a card
    /// summons (`Abilities::tokens`) must be one of them, and at most one card is the second
    /// player's (`CardDef::for_the_second_player`).
    pub fn new(cards: Vec<CardDef>) -> Result<Library> {
        if cards.len() > MAX_LIBRARY_CARDS {
            return Err(Error::LibraryTooLarge { count: cards.len() });
        }
        let mut by_name = IndexMap::with_capacity(cards.len());
        for (index, card) in cards.iter().enumerate() {
            let id = u16::try_from(index).map_err(|_| Error::LibraryTooLarge { count: cards.len() })?;
            if by_name.insert(card.name.clone(), CardId(id)).is_some() {
                return Err(Error::DuplicateCard { name: card.name.clone() });
            }
        }
        let second_players_card = Library::second_players_card_of(&cards)?;
        let has_auras = cards
            .iter()
            .map(|card| !card.abilities.auras.is_empty() || !card.abilities.cost_auras.is_empty())
            .collect();
        let count_reads = cards.iter().map(count_reads).collect();
        let mut library =
            Library { cards, by_name, tokens: Vec::new(), second_players_card, has_auras, count_reads };
        let tokens: Result<Vec<Vec<CardId>>> =
            library.cards.iter().map(|card| library.resolve_tokens(card)).collect();
        library.tokens = tokens?;
        Ok(library)
    }

    /// The one card of `cards` marked as the second player's, if any; two are an error.
    fn second_players_card_of(cards: &[CardDef]) -> Result<Option<CardId>> {
        let mut marked = cards.iter().enumerate().filter(|(_, card)| card.for_the_second_player);
        let first = marked.next();
        if let (Some((_, first)), Some((_, second))) = (first, marked.next()) {
            let (first, second) = (first.name.clone(), second.name.clone());
            return Err(Error::TwoSecondPlayerCards { first, second });
        }
        // An index below the card count, which `new` checked fits a `CardId`.
        Ok(first.map(|(at, _)| CardId(at as u16)))
    }

    /// The card the player who goes second gets after the mulligan, if the library marks one
    /// (`CardDef::for_the_second_player`).
    pub fn second_players_card(&self) -> Option<CardId> {
        self.second_players_card
    }

    /// The cards `card` summons, attaches, puts into a hand or spares, by id; `UnknownToken` names
    /// the first that is not here, `TokenNotAMinion` the first that is a spell and is summoned
    /// (a spell may only go into a hand: `Abilities::only_into_hands`), and
    /// `NotAnEnchantment` the first that is attached and is not an enchantment card, or is an
    /// enchantment card and is not attached (`Abilities::enchantments`).
    fn resolve_tokens(&self, card: &CardDef) -> Result<Vec<CardId>> {
        // A random choice names a run of the tokens by a 16-bit place (`TokenRange`).
        if card.abilities.tokens.len() > usize::from(u16::MAX) {
            return Err(Error::TooManyTokens { card: card.name.clone(), count: card.abilities.tokens.len() });
        }
        let resolve = |token: &String| {
            let id = self.by_name.get(token).copied().ok_or_else(|| Error::UnknownToken {
                card: card.name.clone(),
                token: token.clone(),
                closest: self.closest_names(token),
            })?;
            let attached = card.abilities.enchantments.contains(token);
            let not_an_enchantment =
                || Err(Error::NotAnEnchantment { card: card.name.clone(), token: token.clone() });
            match self.card(id).kind {
                CardKind::Enchantment { .. } if attached => Ok(id),
                CardKind::Enchantment { .. } => not_an_enchantment(),
                _ if attached => not_an_enchantment(),
                // A weapon token is equipped ("Equip a 2/2 weapon"): `Action::Equip` checks it; a
                // Hero Power token is given to a hero (`Action::GiveHeroPower`), a hero token
                // replaces one (`Action::ReplaceHero`): each action checks its card.
                CardKind::Minion { .. }
                | CardKind::Weapon { .. }
                | CardKind::HeroPower { .. }
                | CardKind::Hero { .. } => Ok(id),
                CardKind::Spell { .. } if card.abilities.only_into_hands.contains(token) => Ok(id),
                CardKind::Spell { .. } => {
                    Err(Error::TokenNotAMinion { card: card.name.clone(), token: token.clone() })
                }
            }
        };
        card.abilities.tokens.iter().map(resolve).collect()
    }

    /// Whether `card` has an aura (`Abilities::auras` or `Abilities::cost_auras`).
    #[inline]
    pub(in crate::engine) fn has_auras(&self, card: CardId) -> bool {
        self.has_auras.get(card.index()).copied().unwrap_or(false)
    }

    /// What `card`'s continuous counts read past the minions in play (`count_reads`).
    #[inline]
    pub(in crate::engine) fn count_reads(&self, card: CardId) -> Reads {
        self.count_reads.get(card.index()).copied().unwrap_or(Reads::NOTHING)
    }

    /// The cards `card`'s effects summon, in the order its `Abilities::tokens` names them.
    pub fn tokens(&self, card: CardId) -> &[CardId] {
        self.tokens.get(card.index()).map_or(&[], Vec::as_slice)
    }

    /// Every card's tokens, indexed by card, for `Ctx`.
    pub(in crate::engine) fn token_table(&self) -> &[Vec<CardId>] {
        &self.tokens
    }

    /// The card called `name`, or `UnknownCard` with the closest known names.
    pub fn find(&self, name: &str) -> Result<CardId> {
        self.by_name
            .get(name)
            .copied()
            .ok_or_else(|| Error::UnknownCard { name: name.to_owned(), closest: self.closest_names(name) })
    }

    /// The definition of a card this library handed out.
    ///
    /// Panics for a `CardId` of another, larger library: ids mean something only to the
    /// library that made them.
    pub fn card(&self, id: CardId) -> &CardDef {
        self.cards.get(id.index()).expect("a CardId is used only with the library that made it")
    }

    /// The tribe of the card object `entity`'s card, if it has a card and the card prints one
    /// (a hero has none).
    pub(in crate::engine) fn tribe_of(&self, entity: &Entity) -> Option<Tribe> {
        entity.card.and_then(|card| self.card(card).tribe)
    }

    /// The definition of `id`, if this library holds it.
    pub fn get(&self, id: CardId) -> Option<&CardDef> {
        self.cards.get(id.index())
    }

    /// A card's base stats: a minion card's Attack and Health (a spell has none) and the
    /// keywords its text gives.
    #[inline]
    pub(in crate::engine) fn base_stats(&self, id: CardId) -> Stats {
        let card = self.card(id);
        let (attack, max_health) = match card.kind {
            CardKind::Minion { attack, health } => (attack, health),
            // A weapon's Durability is kept as its Health (`course/weapons.rs`).
            CardKind::Weapon { attack, durability } => (attack, durability),
            // A hero card's Health is its hero's starting Health (`State::hero_health_of`).
            CardKind::Hero { health } => (0, health),
            CardKind::Spell { .. } | CardKind::HeroPower { .. } | CardKind::Enchantment { .. } => (0, 0),
        };
        Stats { attack, max_health, keywords: card.keywords }
    }

    /// Every card, in library order.
    pub fn cards(&self) -> impl Iterator<Item = (CardId, &CardDef)> {
        self.by_name.values().map(|&id| (id, self.card(id)))
    }

    fn closest_names(&self, name: &str) -> Vec<String> {
        closest_names(name, self.by_name.keys().map(String::as_str))
    }
}

/// What `card`'s continuous counts read past the minions in play: its auras' counts, and its own
/// cost's count, which also reads the hands (it holds while its card is in one).
fn count_reads(card: &CardDef) -> Reads {
    let auras = card.abilities.auras.iter();
    let counts = auras.clone().filter_map(|aura| aura.for_each).map(ForEach::reads);
    let conditions = auras.filter_map(|aura| aura.only_while).map(AuraWhile::reads);
    let cost = card.abilities.cost_count.map(|count| count.for_each.reads().and(Reads::HANDS));
    counts.chain(conditions).chain(cost).fold(Reads::NOTHING, Reads::and)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::course::action::{Action, Count, Place};
    use crate::engine::object::count::ForEach;

    fn minion(name: &str) -> CardDef {
        CardDef::new(name, 1, CardKind::Minion { attack: 1, health: 1 }, Abilities::default())
    }

    fn nothing(_: &crate::engine::course::ctx::Ctx, _: &mut crate::engine::course::action::Actions) {}

    /// The actions an effect written as data holds.
    fn script(effect: Option<Effect>) -> Vec<ScriptAction> {
        match effect.map(Effect::def) {
            Some(crate::engine::course::effect::EffectDef::Data(script)) => {
                actions_of(&script.steps).copied().collect()
            }
            other => panic!("not data: {other:?}"),
        }
    }

    #[test]
    fn a_card_naming_more_tokens_than_a_random_choice_can_place_is_refused() {
        let tokens = (0..=usize::from(u16::MAX)).map(|n| format!("Test Token {n}")).collect();
        let abilities = Abilities { tokens, ..Abilities::default() };
        let card = CardDef::new("Test Hoarder", 0, CardKind::Spell { targeted: false }, abilities);
        let err = Library::new(vec![card]).err();
        assert_eq!(err, Some(Error::TooManyTokens { card: "Test Hoarder".into(), count: 65_536 }));
    }

    #[test]
    fn each_code_constructor_fills_the_slot_it_names_and_no_other() {
        let deathrattle = Abilities::deathrattle(nothing);
        assert!(
            deathrattle.deathrattle.is_some()
                && deathrattle.triggers.is_empty()
                && deathrattle.on_cast.is_none()
        );
        let battlecry = Abilities::battlecry(nothing).aimed_at(Aim::FRIENDLY_MINION);
        assert!(battlecry.battlecry.is_some() && battlecry.deathrattle.is_none());
        assert_eq!(battlecry.aim, Some(Aim::FRIENDLY_MINION));
        let spell = Abilities::spell(nothing);
        assert!(spell.on_cast.is_some() && spell.battlecry.is_none() && spell.aim.is_none());
        let trigger = Abilities::trigger(TriggerOn::HeroDamaged, nothing);
        assert_eq!(trigger.triggers.iter().map(|t| t.on).collect::<Vec<_>>(), [TriggerOn::HeroDamaged]);
    }

    #[test]
    fn data_becomes_effects_and_the_cards_it_names_become_tokens_once_each() {
        use crate::engine::course::effect::{Side, Who};
        let summon = |card: &str| Action::Summon {
            card: card.to_owned(),
            player: Side::You,
            place: Place::ForTheAbility,
            count: Count::One,
        };
        let data = DataAbilities {
            triggers: vec![DataTrigger {
                on: TriggerOn::SelfDamaged,
                chance: None,
                if_it: Some(Requirement::Damaged),
                if_holding: None,
                actions: vec![DataStep::Do(Action::Draw { player: Side::You })],
            }],
            deathrattle: vec![DataStep::Do(summon("Test Alpha"))],
            battlecry: vec![DataStep::Do(summon("Test Beta")), DataStep::Do(summon("Test Alpha"))],
            aim: Some(Aim::ANY_CHARACTER),
            spell: Vec::new(),
            auras: Vec::new(),
            spell_damage: 1,
            cost_auras: Vec::new(),
            cost_count: Some(CostCount { for_each: ForEach::OtherCardInYourHand, less: 1 }),
            choose_one: Vec::new(),
        };
        let abilities = Abilities::from_data(&data);
        assert_eq!(abilities.cost_count, data.cost_count, "the card's own cost count is an ability too");
        assert_eq!(abilities.tokens, ["Test Alpha", "Test Beta"]);
        assert_eq!(abilities.spell_damage, 1, "Spell Damage is an ability: Silence takes it");
        let summon = |card: usize| Action::Summon {
            card,
            player: Side::You,
            place: Place::<Who>::ForTheAbility,
            count: Count::One,
        };
        assert_eq!(script(abilities.deathrattle), [summon(0)]);
        assert_eq!(script(abilities.battlecry), [summon(1), summon(0)]);
        assert_eq!(abilities.aim, Some(Aim::ANY_CHARACTER));
        assert!(abilities.on_cast.is_none(), "no spell text: no effect");
        let [trigger] = abilities.triggers.as_slice() else { panic!("one trigger") };
        assert_eq!(trigger.on, TriggerOn::SelfDamaged);
        assert_eq!(trigger.if_it, Some(Requirement::Damaged), "its condition comes with it");
        assert_eq!(script(Some(trigger.effect)), [Action::Draw { player: Side::You }]);
    }

    #[test]
    fn unknown_name_suggests_the_closest_known_names() {
        let library = Library::new(vec![minion("Alpha"), minion("Beta"), minion("Alphas")]).unwrap();
        let err = library.find("alpah").unwrap_err();
        assert_eq!(
            err,
            Error::UnknownCard { name: "alpah".into(), closest: vec!["Alpha".into(), "Alphas".into()] }
        );
        let err = library.find("ALPHA").unwrap_err();
        assert_eq!(
            err,
            Error::UnknownCard { name: "ALPHA".into(), closest: vec!["Alpha".into(), "Alphas".into()] }
        );
        let err = library.find("Zeppelin").unwrap_err();
        assert_eq!(err, Error::UnknownCard { name: "Zeppelin".into(), closest: vec![] });
        assert!(err.to_string().contains("no known card is close"), "{err}");
    }

    #[test]
    fn duplicate_names_are_rejected() {
        let err = Library::new(vec![minion("Alpha"), minion("Alpha")]).unwrap_err();
        assert_eq!(err, Error::DuplicateCard { name: "Alpha".into() });
    }

    #[test]
    fn a_library_resolves_tokens_and_refuses_unknown_ones_and_spells() {
        let spell = CardDef { kind: CardKind::Spell { targeted: false }, ..minion("Test Spell") };
        let summoner = |token: &str| CardDef {
            abilities: Abilities::default().summoning("Test Token").summoning(token),
            ..minion("Test Summoner")
        };
        let library =
            Library::new(vec![minion("Test Token"), spell.clone(), summoner("Test Token")]).unwrap();
        let token = library.find("Test Token").unwrap();
        assert_eq!(library.tokens(library.find("Test Summoner").unwrap()), [token, token]);
        assert_eq!(library.tokens(token), []);
        let unknown = Library::new(vec![minion("Test Token"), summoner("Test Tokn")]).unwrap_err();
        let closest = vec!["Test Token".to_owned()];
        assert_eq!(
            unknown,
            Error::UnknownToken { card: "Test Summoner".into(), token: "Test Tokn".into(), closest }
        );
        let a_spell = Library::new(vec![minion("Test Token"), spell, summoner("Test Spell")]).unwrap_err();
        assert_eq!(
            a_spell,
            Error::TokenNotAMinion { card: "Test Summoner".into(), token: "Test Spell".into() }
        );
        assert!(a_spell.to_string().contains("summons only minion cards"), "{a_spell}");
    }

    #[test]
    fn a_cards_data_may_put_a_spell_into_a_hand_but_not_summon_one() {
        let spell = CardDef { kind: CardKind::Spell { targeted: false }, ..minion("Test Spell") };
        let with_data = |action: &str| {
            let json = format!(r#"[{{ "{action}": {{ "card": "Test Spell", "player": "you" }} }}]"#);
            let data =
                DataAbilities { battlecry: serde_json::from_str(&json).unwrap(), ..DataAbilities::default() };
            CardDef { abilities: Abilities::from_data(&data), ..minion("Test Giver") }
        };
        let giver = Library::new(vec![spell.clone(), with_data("add_to_hand")]).unwrap();
        let card = giver.find("Test Giver").unwrap();
        assert_eq!(giver.tokens(card), [giver.find("Test Spell").unwrap()]);
        let summoner = Library::new(vec![spell, with_data("summon")]).unwrap_err();
        assert_eq!(
            summoner,
            Error::TokenNotAMinion { card: "Test Giver".into(), token: "Test Spell".into() }
        );
    }

    /// A random choice's list becomes a run of tokens after the others, in the list's order,
    /// even a card that is a token already: its cards are chosen from in the data's order.
    /// Its cards are summoned, so each must be a minion card; a list put into a hand may
    /// hold a spell.
    #[test]
    fn a_random_choices_list_is_a_run_of_tokens_in_its_order() {
        use crate::engine::course::action::TokenRange;
        use crate::engine::course::effect::Side;
        let json = r#"[{"summon": {"card": "Test B", "player": "you"}},
                       {"summon_random": {"from": ["Test A", "Test B", "Test C"], "player": "you"}},
                       {"add_random_to_hand": {"from": ["Test Spell", "Test A"], "player": "opponent"}}]"#;
        let data = DataAbilities { spell: serde_json::from_str(json).unwrap(), ..DataAbilities::default() };
        let abilities = Abilities::from_data(&data);
        assert_eq!(abilities.tokens, ["Test B", "Test A", "Test B", "Test C", "Test Spell", "Test A"]);
        assert_eq!(abilities.only_into_hands, ["Test Spell"], "only the hand's list may hold a spell");
        let place = Place::ForTheAbility;
        assert_eq!(
            script(abilities.on_cast),
            [
                Action::Summon { card: 0, player: Side::You, place, count: Count::One },
                Action::SummonRandom { from: TokenRange { first: 1, count: 3 }, player: Side::You, place },
                Action::AddRandomToHand { from: TokenRange { first: 4, count: 2 }, player: Side::Opponent },
            ]
        );
        let spell = CardDef { kind: CardKind::Spell { targeted: false }, ..minion("Test Spell") };
        let with = |actions: &str| {
            let data =
                DataAbilities { spell: serde_json::from_str(actions).unwrap(), ..DataAbilities::default() };
            CardDef {
                kind: CardKind::Spell { targeted: false },
                abilities: Abilities::from_data(&data),
                ..minion("Test Den")
            }
        };
        let summoned = with(r#"[{"summon_random": {"from": ["Test A", "Test Spell"], "player": "you"}}]"#);
        let refused = Library::new(vec![minion("Test A"), spell.clone(), summoned]).unwrap_err();
        assert_eq!(refused, Error::TokenNotAMinion { card: "Test Den".into(), token: "Test Spell".into() });
        let added = with(r#"[{"add_random_to_hand": {"from": ["Test A", "Test Spell"], "player": "you"}}]"#);
        let library = Library::new(vec![minion("Test A"), spell, added]).unwrap();
        let den = library.find("Test Den").unwrap();
        assert_eq!(
            library.tokens(den),
            [library.find("Test A").unwrap(), library.find("Test Spell").unwrap()]
        );
    }
}
