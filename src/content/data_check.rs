//! The card authors' check of a card's data: an ability its kind cannot have, a number outside
//! its range (`NUMBER_RANGES`), a tribe on a card that is not a minion, a name a reader cannot
//! read as it is printed, or a card object no ability of it can read. Run once, as a card is
//! loaded.

use super::catalog::Entry;
use crate::engine::{
    Action, Amount, AuraStep, CardKind, Condition, CostChange, Count, Counted, DataAbilities, DataAction,
    DataStep, ForEach, Reach, Side, Targets, TriggerOn, Who,
};
use crate::text::unseen;

/// The range a number a card file gives must lie in. Every number has one, so that no card holds
/// what no card can be (a cost of 4294967295, Spell Damage of 2147483647, which the engine
/// would have to saturate or loop on), and a value outside it is refused naming the field, the
/// value and the range. Each range holds what the launch Basic and Classic pool needs with
/// room to spare, and fits the two digits a cost or a stat is shown in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NumberRange {
    /// Where the number is, as a card file names it.
    pub fields: &'static str,
    /// What it is, in words: the subject of "is 0 to 99".
    pub what: &'static str,
    /// The least it may be.
    pub least: i64,
    /// The most it may be.
    pub most: i64,
    /// Why this range: what the pool needs.
    pub why: &'static str,
}

/// A card's mana cost.
pub const COST: NumberRange = NumberRange {
    fields: "\"cost\"",
    what: "a card's cost",
    least: 0,
    most: 99,
    why: "the pool's dearest card costs 20 (Molten Giant)",
};

/// A minion's printed Attack.
pub const ATTACK: NumberRange = NumberRange {
    fields: "\"attack\" of a minion",
    what: "a minion's Attack",
    least: 0,
    most: 99,
    why: "the pool's most is 12 (Deathwing)",
};

/// A minion's printed Health.
pub const HEALTH: NumberRange = NumberRange {
    fields: "\"health\" of a minion",
    what: "a minion's Health",
    least: 1,
    most: 99,
    why: "the pool's most is 15 (Lord Jaraxxus); a minion with none is dead",
};

/// A weapon's printed Attack.
pub const WEAPON_ATTACK: NumberRange = NumberRange {
    fields: "\"attack\" of a weapon",
    what: "a weapon's Attack",
    least: 0,
    most: 99,
    why: "the pool's most is 7 (Gorehowl)",
};

/// A weapon's printed Durability.
pub const DURABILITY: NumberRange = NumberRange {
    fields: "\"durability\" of a weapon",
    what: "a weapon's Durability",
    least: 1,
    most: 99,
    why: "the pool's most is 8 (Doomhammer, Blood Fury); a weapon with none is destroyed",
};

/// Spell Damage, a minion's or an enchantment card's.
pub const SPELL_DAMAGE: NumberRange = NumberRange {
    fields: "\"spell_damage\"",
    what: "Spell Damage",
    least: 0,
    most: 99,
    why: "the pool's most is 5 (Malygos)",
};

/// How much an action deals, restores or gives: damage, missiles, healing, Armor, Attack.
pub const AMOUNT: NumberRange = NumberRange {
    fields: "\"amount\" of damage, damage_except_card, minion_deals, split_damage, heal, gain_armor, gain_attack; \"amount\" and \"splash\" of damage_and_splash; \"least\" and \"most\" of damage_between",
    what: "an amount",
    least: 0,
    most: 99,
    why: "the pool's most is 10 (Pyroblast); a hero has 30 Health",
};

/// How many Mana Crystals an action gives.
pub const MANA: NumberRange = NumberRange {
    fields: "\"amount\" of gain_mana_this_turn, gain_mana_crystals",
    what: "a number of Mana Crystals",
    least: 0,
    most: 10,
    why: "a player holds at most 10",
};

/// What a buff, an Enrage or an aura adds to Attack or Health.
pub const STAT_GAIN: NumberRange = NumberRange {
    fields: "\"attack\", \"health\" of buff, buff_this_turn, \"enrage\", \"auras\"",
    what: "what a buff, an Enrage or an aura gives",
    least: 0,
    most: 99,
    why: "the pool's most is +6 (Grommash Hellscream's Enrage)",
};

/// The Attack `set_attack` sets.
pub const SET_ATTACK: NumberRange = NumberRange {
    fields: "\"attack\" of set_attack",
    what: "the Attack a change sets",
    least: 0,
    most: 99,
    why: "as a minion's Attack",
};

/// The Health `set_health` sets.
pub const SET_HEALTH: NumberRange = NumberRange {
    fields: "\"health\" of set_health and set_remaining_health",
    what: "the Health a change sets",
    least: 1,
    most: 99,
    why: "as a minion's Health",
};

/// What a cost change takes, adds or sets, and a cost aura's floor.
pub const COST_CHANGE: NumberRange = NumberRange {
    fields: "\"less\", \"more\", \"set\" of a cost change, \"not_less_than\", \"less\" of \"cost_count\"",
    what: "a cost change",
    least: 0,
    most: 99,
    why: "as a cost",
};

/// A turn time limit, in seconds.
pub const TURN_TIME_LIMIT: NumberRange = NumberRange {
    fields: "\"turn_time_limit\" of an aura",
    what: "a turn time limit",
    least: 1,
    most: 600,
    why: "Nozdormu gives 15 seconds; 0 leaves no time, and past ten minutes no limit ends a turn",
};

/// The Attack a random choice's minion may have at most.
pub const ATTACK_AT_MOST: NumberRange = NumberRange {
    fields: "\"attack\" of random_minion_with_attack_at_most",
    what: "the most Attack a random minion may have",
    least: 0,
    most: 99,
    why: "the pool's is 2 (Stampeding Kodo); as a minion's Attack",
};

/// How many different minions a random choice reaches.
pub const HOW_MANY: NumberRange = NumberRange {
    fields: "\"how_many\" of random_minions_of and copy_from_deck",
    what: "how many random minions, or different cards copied from a deck",
    least: 1,
    most: 7,
    why: "the pool's is 2 (Cleave, Multi-Shot, Thoughtsteal); a side holds 7 minions",
};

/// A play requirement: how many enemy minions must be in play.
pub const ENEMY_MINIONS_NEEDED: NumberRange = NumberRange {
    fields: "\"enemy_minions_needed\"",
    what: "how many enemy minions a card needs in play",
    least: 0,
    most: 7,
    why: "the pool's is 1 or 2 (Deadly Shot, Cleave, Multi-Shot); a side holds 7 minions",
};

/// A play requirement: how many minions must be in play, both sides together.
pub const MINIONS_NEEDED: NumberRange = NumberRange {
    fields: "\"minions_needed\"",
    what: "how many minions, both sides together, a card needs in play",
    least: 0,
    most: 14,
    why: "the pool's is 2 (Brawl); two sides hold 14 minions",
};

/// A play requirement: how many free places a player's board must have.
pub const BOARD_SLOTS_NEEDED: NumberRange = NumberRange {
    fields: "\"board_slots_needed\"",
    what: "how many free places on its player's board a card needs",
    least: 0,
    most: 7,
    why: "the pool's is 1 (the spells that summon or take control: Mirror Image, Animal Companion, Mind Control, Shadow Madness, ...); a side holds 7 minions",
};

/// "Overload: (X)": the crystals a card locks on its player's next turn.
pub const OVERLOAD: NumberRange = NumberRange {
    fields: "\"overload\"",
    what: "how many of its player's Mana Crystals a card locks next turn",
    least: 0,
    most: 10,
    why: "the pool's most is 3 (Earth Elemental); a player owns at most 10 Mana Crystals",
};

/// How many minions a condition asks the opponent to have.
pub const OPPONENT_MINIONS_AT_LEAST: NumberRange = NumberRange {
    fields: "\"opponent_minions_at_least\" of a condition",
    what: "how many minions a condition asks the opponent to have",
    least: 1,
    most: 7,
    why: "the pool's is 4 (Mind Control Tech); a side holds 7 minions",
};

/// The numbers of a summon's random count (`"count": {"random_between": [least, most]}`).
pub const RANDOM_COUNT: NumberRange = NumberRange {
    fields: "each number of a summon's \"count\": {\"random_between\": [least, most]}",
    what: "how many minions a random count may summon",
    least: 1,
    most: 7,
    why: "the pool's is 3 to 5 (I Am Murloc); a side holds 7 minions",
};

/// How many cards a random choice among cards names.
pub const CHOICES: NumberRange = NumberRange {
    fields: "how many cards \"from\" of summon_random, add_random_to_hand and transform_random names",
    what: "how many cards a random choice is made from",
    least: 2,
    most: 20,
    why: "the pool's most is 6 (Power of the Horde's Horde Warriors); one card is no choice (use summon or add_to_hand)",
};

/// How many cards of the top of a deck a choice among cards offers.
pub const LOOK_AT: NumberRange = NumberRange {
    fields: "\"look_at\" of choose_from_top",
    what: "how many cards of a deck's top a choice offers",
    least: 1,
    most: 3,
    why: "the pool's is 3 (Tracking); the engine holds a choice of 3 cards at most",
};

/// A trigger's chance, in percent.
pub const CHANCE: NumberRange = NumberRange {
    fields: "\"chance\" of a trigger",
    what: "a chance in percent",
    least: 1,
    most: 99,
    why: "the pool's is 50 (Nat Pagle); 0 never happens and 100 always does (take \"chance\" off)",
};

/// How many times a count gives for each thing counted.
pub const TIMES: NumberRange = NumberRange {
    fields: "\"times\" of a count (\"for_each\")",
    what: "how much a count gives for each thing counted",
    least: 1,
    most: 10,
    why: "the pool's most is 3 (Blood Knight's +3/+3 for each Shield)",
};

/// The most Health a condition on your hero's Health names.
pub const HEALTH_AT_MOST: NumberRange = NumberRange {
    fields: "\"your_health_at_most\" of a condition",
    what: "a hero's Health a condition names",
    least: 1,
    most: 99,
    why: "the pool's is 12 (Mortal Strike); a hero has 30 Health",
};

/// Every range, as `my-engine vocabulary` lists them. A card file has no other number: how
/// many a summon makes is `"count"`, `"one"`, `"until_full"` (the board's seven at most) or a
/// random count in `RANDOM_COUNT`, and how long an enchantment or a cost change lasts is a
/// word (`"lasts"`).
pub const NUMBER_RANGES: [NumberRange; 26] = [
    COST,
    ATTACK,
    HEALTH,
    WEAPON_ATTACK,
    DURABILITY,
    SPELL_DAMAGE,
    AMOUNT,
    MANA,
    STAT_GAIN,
    SET_ATTACK,
    SET_HEALTH,
    COST_CHANGE,
    TURN_TIME_LIMIT,
    ATTACK_AT_MOST,
    HOW_MANY,
    CHANCE,
    ENEMY_MINIONS_NEEDED,
    TIMES,
    HEALTH_AT_MOST,
    MINIONS_NEEDED,
    BOARD_SLOTS_NEEDED,
    OVERLOAD,
    CHOICES,
    RANDOM_COUNT,
    OPPONENT_MINIONS_AT_LEAST,
    LOOK_AT,
];

impl NumberRange {
    /// The problem with `value` given as `field`, if it lies outside the range: the field, the
    /// value, the range and the fix.
    pub fn problem(&self, field: &str, value: impl Into<i64>) -> Option<String> {
        let value = value.into();
        let (least, most) = (self.least, self.most);
        (value < least || value > most).then(|| {
            format!(
                "\"{field}\": {value} is out of range: {} is {least} to {most}; give a number from {least} to {most}",
                self.what
            )
        })
    }
}

/// What is wrong with the name `name`, if anything: a character a reader cannot see, or that
/// changes how the text around it is printed (`text::unseen`), named, with the fix. A name is
/// printed raw by `my-engine cards` and in every log and page.
pub fn name_problem(name: &str) -> Option<String> {
    let said = name.chars().find_map(unseen)?;
    Some(format!("\"name\" holds {said}: a name holds only what a reader sees; take it out"))
}

/// What is wrong with `entry`'s own numbers and tribe, its kind being `kind`, if anything: its
/// cost, a minion's Attack and Health, its Enrage, a tribe on a card that is not a minion
/// (the game gives tribes to minions only). Its abilities are `problem`'s.
pub(super) fn card_problem(entry: &Entry, kind: CardKind) -> Option<String> {
    if let Some(problem) = COST.problem("cost", entry.cost) {
        return Some(problem);
    }
    if let Some(problem) = ENEMY_MINIONS_NEEDED.problem("enemy_minions_needed", entry.enemy_minions_needed) {
        return Some(problem);
    }
    if entry.enemy_minions_needed > 0 && !matches!(kind, CardKind::Spell { .. }) {
        return Some(
            "\"enemy_minions_needed\" is a spell's play requirement: take it off this card".to_owned(),
        );
    }
    if let Some(problem) = MINIONS_NEEDED.problem("minions_needed", entry.minions_needed) {
        return Some(problem);
    }
    if entry.minions_needed > 0 && !matches!(kind, CardKind::Spell { .. }) {
        return Some("\"minions_needed\" is a spell's play requirement: take it off this card".to_owned());
    }
    if let Some(problem) = OVERLOAD.problem("overload", i32::from(entry.overload)) {
        return Some(problem);
    }
    if entry.overload > 0
        && !matches!(kind, CardKind::Minion { .. } | CardKind::Spell { .. } | CardKind::Weapon { .. })
    {
        return Some("\"overload\" is a card's that is played from a hand (a minion, a spell, a weapon): take it off this card".to_owned());
    }
    if let Some(problem) = BOARD_SLOTS_NEEDED.problem("board_slots_needed", entry.board_slots_needed) {
        return Some(problem);
    }
    if entry.board_slots_needed > 0 && !matches!(kind, CardKind::Spell { .. } | CardKind::HeroPower { .. }) {
        return Some(
            "\"board_slots_needed\" is a spell's or a Hero Power's play requirement (a minion needs a free place anyway): take it off this card"
                .to_owned(),
        );
    }
    // Played without Combo, such a minion takes no target and its Battlecry does not occur at
    // all: so its Battlecry must be Combo's alone.
    let combo_only = matches!(
        entry.battlecry.as_slice(),
        [DataStep::If { condition: Condition::Combo, otherwise, .. }] if otherwise.is_empty()
    );
    if entry.aim_needs_combo
        && !(matches!(kind, CardKind::Minion { .. }) && entry.aim.is_some() && combo_only)
    {
        return Some(
            "\"aim_needs_combo\" says an aimed Battlecry takes a target only with Combo: give this minion an \"aim\" and a \"battlecry\" that is one step, {\"if\": \"combo\", \"then\": [...]}, with no \"else\", or take it off".to_owned(),
        );
    }
    if entry.minion_attacks_cost_attack && !matches!(kind, CardKind::Weapon { .. }) {
        return Some(
            "\"minion_attacks_cost_attack\" is a weapon's (its hero's attacks at minions cost it Attack, not Durability): take it off this card"
                .to_owned(),
        );
    }
    if entry.hero_immune_while_attacking && !matches!(kind, CardKind::Weapon { .. }) {
        return Some(
            "\"hero_immune_while_attacking\" is a weapon's (its hero is Immune while attacking): take it off this card"
                .to_owned(),
        );
    }
    if entry.weapon_needed && !matches!(kind, CardKind::Spell { .. }) {
        return Some("\"weapon_needed\" is a spell's play requirement: take it off this card".to_owned());
    }
    if entry.lends_control && !matches!(kind, CardKind::Enchantment { .. }) {
        return Some(
            "\"lends_control\" is an enchantment card's (control lent while it is in force): take it off this card"
                .to_owned(),
        );
    }
    if let CardKind::Minion { attack, health } = kind {
        let stats = ATTACK.problem("attack", attack).or_else(|| HEALTH.problem("health", health));
        if stats.is_some() {
            return stats;
        }
    }
    if let CardKind::Hero { health } = kind {
        if let Some(problem) = HEALTH.problem("health", health) {
            return Some(problem);
        }
        if entry.keywords != crate::engine::Keywords::NONE || entry.board_slots_needed > 0 {
            return Some(
                "a hero card has no keywords and no play requirement: take them off this card".to_owned(),
            );
        }
    }
    if matches!(kind, CardKind::HeroPower { .. }) && entry.keywords != crate::engine::Keywords::NONE {
        return Some("a Hero Power has no keywords: take \"keywords\" off this card".to_owned());
    }
    let windfury = crate::engine::Keywords::of(&[crate::engine::Keyword::Windfury]);
    if matches!(kind, CardKind::Weapon { .. })
        && ![crate::engine::Keywords::NONE, windfury].contains(&entry.keywords)
    {
        return Some(
            "a weapon's keyword is Windfury alone (its hero attacks twice a turn): take the others off this card"
                .to_owned(),
        );
    }
    if let CardKind::Weapon { attack, durability } = kind {
        let stats =
            WEAPON_ATTACK.problem("attack", attack).or_else(|| DURABILITY.problem("durability", durability));
        if stats.is_some() {
            return stats;
        }
    }
    if let Some(tribe) =
        entry.tribe.filter(|_| !matches!(kind, CardKind::Minion { .. } | CardKind::Hero { .. }))
    {
        return Some(format!(
            "\"tribe\": {:?} is a minion's or a hero card's: the game gives no other card a tribe; take \"tribe\" off",
            tribe.name().to_lowercase()
        ));
    }
    let enrage = entry.enrage.and_then(|enrage| STAT_GAIN.problem("attack", enrage.attack));
    enrage.map(|problem| format!("in \"enrage\", {problem}"))
}

/// What is wrong with a cost change, if anything: what it takes, adds or sets.
fn change_problem(change: CostChange) -> Option<String> {
    match change {
        CostChange::Less(n) => COST_CHANGE.problem("less", n),
        CostChange::More(n) => COST_CHANGE.problem("more", n),
        CostChange::Set(n) => COST_CHANGE.problem("set", n),
    }
}

/// What is wrong with the numbers of `data`'s auras and cost auras, and its Spell Damage.
fn numbers_problem(data: &DataAbilities) -> Option<String> {
    if let Some(problem) = SPELL_DAMAGE.problem("spell_damage", data.spell_damage) {
        return Some(problem);
    }
    let auras = data.auras.iter().enumerate().find_map(|(at, aura)| {
        let problem = STAT_GAIN
            .problem("attack", aura.attack)
            .or_else(|| STAT_GAIN.problem("health", aura.health))
            .or_else(|| {
                aura.turn_time_limit.and_then(|limit| TURN_TIME_LIMIT.problem("turn_time_limit", limit))
            });
        problem.map(|problem| format!("in \"auras[{at}]\", {problem}"))
    });
    let cost_auras = || {
        data.cost_auras.iter().enumerate().find_map(|(at, aura)| {
            let floor = aura.not_less_than.and_then(|floor| COST_CHANGE.problem("not_less_than", floor));
            let problem = change_problem(aura.change).or(floor);
            problem.map(|problem| format!("in \"cost_auras[{at}]\", {problem}"))
        })
    };
    let cost_count = || {
        let problem = data.cost_count.and_then(|count| COST_CHANGE.problem("less", count.less));
        problem.map(|problem| format!("in \"cost_count\", {problem}"))
    };
    auras.or_else(cost_auras).or_else(cost_count)
}

/// What is wrong with `data`'s continuous counts ("for each"), its card being of `kind`, if
/// anything: a cost count on an enchantment card, which is never in a hand, or an aura counted
/// "for each" that gives neither Attack nor Health, the only things a count multiplies.
fn count_problem(data: &DataAbilities, kind: CardKind) -> Option<String> {
    if matches!(kind, CardKind::Enchantment { .. }) && data.cost_count.is_some() {
        return Some(
            "an enchantment card is never in a hand, where a \"cost_count\" holds: take it off".into(),
        );
    }
    let counted =
        data.auras.iter().position(|aura| aura.for_each.is_some() && aura.attack == 0 && aura.health == 0);
    if let Some(at) = counted {
        return Some(format!(
            "in \"auras[{at}]\", \"for_each\" gives the aura's Attack and Health once for each: give it \"attack\" or \"health\""
        ));
    }
    // An aura's count is read as the Aura Update finds the grants, before it gives them: one
    // of a weapon's Attack would lag the Attack auras give the weapon in the same update (and
    // feed on itself if it reached the weapon). A card's own cost count reads it after.
    let weapon_count = data.auras.iter().position(|aura| aura.for_each == Some(ForEach::AttackOfYourWeapon));
    weapon_count.map(|at| {
        format!(
            "in \"auras[{at}]\", \"for_each\": \"attack_of_your_weapon\" is a card's own cost count only (\"cost_count\"): an aura cannot read what auras give"
        )
    })
}

/// What is wrong with the "Choose One" options of a card of `kind`, if anything: options on a
/// card that is neither a minion nor a spell, not two of them, a text of the card's own beside
/// them (its options are its text), an option with no actions, or an option whose actions its
/// card could not say as a spell's text (a spell's) or a Battlecry (a minion's), with the
/// option's aim.
fn choose_one_problem(data: &DataAbilities, kind: CardKind) -> Option<String> {
    if data.choose_one.is_empty() {
        return None;
    }
    let spell = matches!(kind, CardKind::Spell { .. });
    if !spell && !matches!(kind, CardKind::Minion { .. }) {
        return Some("only a minion or a spell has \"choose_one\": take it off".into());
    }
    if data.choose_one.len() != 2 {
        let count = data.choose_one.len();
        return Some(format!("\"choose_one\" has {count} options: a Choose One card has two; give two"));
    }
    let own_text = matches!(kind, CardKind::Spell { targeted: true })
        || data.aim.is_some()
        || !data.battlecry.is_empty()
        || !data.spell.is_empty();
    if own_text {
        return Some(
            "a Choose One card's options are its text: give each option its own \"aim\" and \"actions\", \
             and the card no \"target\", \"aim\", \"battlecry\" or \"spell\""
                .into(),
        );
    }
    for (at, option) in data.choose_one.iter().enumerate() {
        if option.actions.is_empty() {
            return Some(format!("in \"choose_one[{at}]\", no \"actions\": give what the option does"));
        }
        let (said, kind) = if spell {
            let text =
                DataAbilities { spell: option.actions.clone(), aim: option.aim, ..DataAbilities::default() };
            (text, CardKind::Spell { targeted: option.aim.is_some() })
        } else {
            let battlecry = DataAbilities {
                battlecry: option.actions.clone(),
                aim: option.aim,
                ..DataAbilities::default()
            };
            (battlecry, kind)
        };
        if let Some(problem) = problem(&said, kind) {
            return Some(format!("in \"choose_one[{at}]\", {problem}"));
        }
    }
    None
}

/// What is wrong with `data`, the abilities of a card of `kind`, if anything: an ability its
/// kind cannot have, or a card object no ability of it can read ("this minion" in a
/// spell, "target" where nothing is aimed).
pub(super) fn problem(data: &DataAbilities, kind: CardKind) -> Option<String> {
    let enchantment = matches!(kind, CardKind::Enchantment { .. });
    // An enchantment card's abilities are its card object's: "this_minion" is that object.
    let minion = matches!(kind, CardKind::Minion { .. }) || enchantment;
    // A Hero Power's text is read as a spell's (`Entry::data`).
    let spell_aimed =
        matches!(kind, CardKind::Spell { targeted: true } | CardKind::HeroPower { targeted: true });
    let weapon = matches!(kind, CardKind::Weapon { .. });
    if matches!(kind, CardKind::Hero { .. }) && data != &DataAbilities::default() {
        return Some(
            "a hero card here has no abilities (it only names what a hero becomes): take them off".into(),
        );
    }
    let weapon_says = DataAbilities {
        triggers: data.triggers.clone(),
        battlecry: data.battlecry.clone(),
        aim: data.aim,
        ..DataAbilities::default()
    };
    if weapon && data != &weapon_says {
        return Some(
            "a weapon here says only \"triggers\" and a \"battlecry\" (its Deathrattle and auras are not built yet): take the rest off"
                .into(),
        );
    }
    if weapon && data.aim.is_some() && data.battlecry.is_empty() {
        return Some(
            "\"aim\" says who a weapon's Battlecry is aimed at: this weapon has no \"battlecry\"".into(),
        );
    }
    if let Some(problem) = choose_one_problem(data, kind) {
        return Some(problem);
    }
    if !matches!(kind, CardKind::Minion { .. }) && !data.auras.is_empty() {
        return Some("only a minion has \"auras\": they hold while it is in play".into());
    }
    if matches!(kind, CardKind::Spell { .. } | CardKind::HeroPower { .. }) && data.spell_damage != 0 {
        return Some(
            "only a minion or an enchantment card has \"spell_damage\" (it holds while the minion is in play): \
             take it off this spell"
                .into(),
        );
    }
    if let Some(aura) = data.auras.iter().find(|aura| aura.turn_time_limit.is_some()) {
        if aura.turn_time_limit == Some(0) {
            let (least, most) = (TURN_TIME_LIMIT.least, TURN_TIME_LIMIT.most);
            return Some(format!(
                "\"turn_time_limit\": 0 leaves no time to take a turn: a turn time limit is {least} to {most} seconds; give a number from {least} to {most}"
            ));
        }
        if aura.reaches != Reach::BothHeroes || aura.healing_deals_damage || aura.spells_doubled {
            return Some(
                "a turn time limit (\"turn_time_limit\") is a rule each player holds through their hero: \
                 give its aura \"reaches\": \"both_heroes\" and no other player-wide rule"
                    .into(),
            );
        }
    }
    let player_wide = data.auras.iter().find(|aura| aura.healing_deals_damage || aura.spells_doubled);
    if player_wide.is_some_and(|aura| aura.reaches != Reach::YourHero || aura.updates_in != AuraStep::Other) {
        return Some(
            "a player-wide aura (\"healing_deals_damage\", \"spells_doubled\") is held by its owner's hero \
             and updates in the Aura Update (Other) (Rule 4c): give it \"reaches\": \"your_hero\" and \
             \"updates_in\": \"other\""
                .into(),
        );
    }
    if !matches!(kind, CardKind::Minion { .. }) && !data.cost_auras.is_empty() {
        return Some(
            "only a minion has \"cost_auras\": they hold while it is in play (a spell changes costs with \"change_costs\")"
                .into(),
        );
    }
    if let Some(problem) = count_problem(data, kind) {
        return Some(problem);
    }
    if enchantment && (!data.spell.is_empty() || !data.battlecry.is_empty()) {
        return Some(
            "an enchantment card gives only \"triggers\" and a \"deathrattle\": it is never cast or played"
                .into(),
        );
    }
    if minion && !data.spell.is_empty() {
        return Some(
            "a minion has no \"spell\" text: use \"battlecry\", \"deathrattle\" or \"triggers\"".into(),
        );
    }
    let minion_abilities =
        !data.triggers.is_empty() || !data.deathrattle.is_empty() || !data.battlecry.is_empty();
    if !minion && !weapon && minion_abilities {
        return Some(
            "a spell has only \"spell\" text: \"triggers\", \"deathrattle\" and \"battlecry\" are a minion's"
                .into(),
        );
    }
    if data.aim.is_some() && minion && data.battlecry.is_empty() {
        return Some(
            "\"aim\" says who a Battlecry or a spell is aimed at: this minion has no \"battlecry\"".into(),
        );
    }
    if let Some(problem) = numbers_problem(data) {
        return Some(problem);
    }
    let reads = |list: &str,
                 steps: &[DataStep<DataAction>],
                 target_fix: Option<&'static str>,
                 event_fix: Option<&'static str>| {
        let problem = steps.iter().find_map(|step| step_problem(step, target_fix, event_fix, minion));
        problem.map(|problem| format!("in \"{list}\", {problem}"))
    };
    let no_pick = Some(
        "nothing is picked for a triggered ability or a Deathrattle; the character the event is about is \
         \"event_character\"",
    );
    let no_character = |on: TriggerOn| {
        (!on.is_about_a_character()).then_some("a spell cast or a turn is about no character")
    };
    // "event_character" reads the card object an event is about: a character, or, for an On
    // Play trigger ("whenever a player casts a spell"), the card played.
    let no_event_object = |on: TriggerOn| {
        (!on.is_about_a_character() && !on.is_about_a_card_played())
            .then_some("a spell cast or a turn is about no character")
    };
    let triggers = data.triggers.iter().enumerate().find_map(|(at, trigger)| {
        let chance = trigger.chance.and_then(|percent| CHANCE.problem("chance", percent));
        let if_it = trigger
            .if_it
            .and(no_character(trigger.on))
            .map(|why| format!("\"if_it\": {why}, so there is nothing to ask it of: take \"if_it\" off"));
        let chance = chance.or(if_it).map(|problem| format!("in \"triggers[{at}]\", {problem}"));
        chance.or_else(|| {
            reads(&format!("triggers[{at}]"), &trigger.actions, no_pick, no_event_object(trigger.on))
        })
    });
    let spell_fix = (!spell_aimed)
        .then_some("the spell takes no target: give it an \"aim\" (or \"target\": true, any character)");
    let battlecry_fix = data.aim.is_none().then_some("the Battlecry is not aimed: give the card an \"aim\"");
    reads("spell", &data.spell, spell_fix, Some("a spell answers no event"))
        .or_else(|| reads("battlecry", &data.battlecry, battlecry_fix, Some("a Battlecry answers no event")))
        .or_else(|| reads("deathrattle", &data.deathrattle, no_pick, None))
        .or(triggers)
}

/// What is wrong with one step of a card's data, if anything: with its action, or with a
/// condition or count that reads a target nothing picked or a minion a spell does not have.
fn step_problem(
    step: &DataStep<DataAction>,
    target_fix: Option<&'static str>,
    event_fix: Option<&'static str>,
    minion: bool,
) -> Option<String> {
    let inner = |steps: &[DataStep<DataAction>]| {
        steps.iter().find_map(|step| step_problem(step, target_fix, event_fix, minion))
    };
    match step {
        DataStep::Do(action) => action_problem(action, target_fix, event_fix, minion),
        DataStep::If { condition, then, otherwise } => {
            condition_problem(*condition, target_fix).or_else(|| inner(then)).or_else(|| inner(otherwise))
        }
        DataStep::ForEach { counted, steps } => {
            counted_problem(*counted, target_fix, minion).or_else(|| inner(steps))
        }
    }
}

/// The word a card file writes for `value`: a word itself (`"target_dies"`), or the key of
/// its one-key object (`{"you_control": "beast"}`).
fn data_word(value: impl serde::Serialize) -> Option<String> {
    let json = serde_json::to_value(value).ok()?;
    json.as_str().map(str::to_owned).or_else(|| json.as_object()?.keys().next().cloned())
}

/// What is wrong with a condition, if anything: a number outside its range, or a target
/// nothing picks (`target_fix` says why, `None` if one is picked).
fn condition_problem(condition: Condition, target_fix: Option<&'static str>) -> Option<String> {
    let word = data_word(condition)?;
    let problem = match condition {
        Condition::YourHealthAtMost(health) => HEALTH_AT_MOST.problem(&word, health),
        Condition::OpponentMinionsAtLeast(count) => OPPONENT_MINIONS_AT_LEAST.problem(&word, count),
        Condition::TargetIsFriendly(_)
        | Condition::TargetFrozen
        | Condition::TargetDies
        | Condition::TargetSurvives => target_fix.map(|fix| format!("\"{word}\": {fix}")),
        Condition::YouControl(_)
        | Condition::YouHaveWeapon
        | Condition::Combo
        | Condition::YourHeroPowerFromThisCard => None,
    }?;
    Some(format!("in \"if\", {problem}"))
}

/// What is wrong with a count, if anything: one that reads a target nothing picks, or this
/// minion in a spell.
fn counted_problem(counted: Counted, target_fix: Option<&'static str>, minion: bool) -> Option<String> {
    let word = data_word(counted)?;
    let problem = match counted {
        Counted::AttackOfTarget | Counted::MissingHealthOfTarget => {
            target_fix.map(|fix| format!("\"{word}\": {fix}"))
        }
        Counted::OtherFriendlyMinion | Counted::AttackOfAdjacent | Counted::HealthOfAdjacent if !minion => {
            Some(format!("\"{word}\": a spell has no minion to count from"))
        }
        _ => None,
    }?;
    Some(format!("in \"for_each\", {problem}"))
}

/// What is wrong with an amount of a card's data, if anything: a number outside `range`, or a
/// count's `"times"` outside its own.
fn amount_problem(range: NumberRange, field: &str, amount: Amount) -> Option<String> {
    match amount {
        Amount::Fixed(number) => range.problem(field, number),
        Amount::PerEach { times, .. } => {
            TIMES.problem("times", times).map(|problem| format!("in \"{field}\", {problem}"))
        }
    }
}

/// The counts an action's amounts name, each amount's (an action has at most two amounts).
fn counted_in(action: &DataAction) -> [Option<Counted>; 2] {
    let per_each = |amount: Amount| match amount {
        Amount::PerEach { for_each, .. } => Some(for_each),
        Amount::Fixed(_) => None,
    };
    match *action {
        Action::Damage { amount, .. }
        | Action::DamageExceptCard { amount, .. }
        | Action::MinionDeals { amount, .. }
        | Action::SplitDamage { amount, .. }
        | Action::Heal { amount, .. }
        | Action::GainArmor { amount, .. }
        | Action::LoseDurability { amount, .. }
        | Action::GainAttack { amount, .. } => [per_each(amount), None],
        Action::Buff { attack, health, .. } | Action::BuffThisTurn { attack, health, .. } => {
            [per_each(attack), per_each(health)]
        }
        Action::BuffWeapon { attack, durability, .. } => [per_each(attack), per_each(durability)],
        Action::DamageAndSplash { amount, splash, .. } => [per_each(amount), per_each(splash)],
        _ => [None, None],
    }
}

/// What is wrong with one action of a card's data, if anything: a negative amount, a cast
/// (not available to data yet), or a card object the ability cannot read. `target_fix` and
/// `event_fix` say why "target" and "event_character" cannot be read here, `None` if they
/// can; `minion` whether the card is a minion.
fn action_problem(
    action: &DataAction,
    target_fix: Option<&'static str>,
    event_fix: Option<&'static str>,
    minion: bool,
) -> Option<String> {
    let number = match *action {
        Action::Damage { amount, .. }
        | Action::DamageExceptCard { amount, .. }
        | Action::MinionDeals { amount, .. }
        | Action::SplitDamage { amount, .. }
        | Action::Heal { amount, .. }
        | Action::GainArmor { amount, .. }
        | Action::LoseDurability { amount, .. }
        | Action::GainAttack { amount, .. } => amount_problem(AMOUNT, "amount", amount),
        Action::DamageAndSplash { amount, splash, .. } => {
            amount_problem(AMOUNT, "amount", amount).or_else(|| amount_problem(AMOUNT, "splash", splash))
        }
        Action::GainManaThisTurn { amount, .. } | Action::GainManaCrystals { amount, .. } => {
            MANA.problem("amount", amount)
        }
        Action::Buff { attack, health, .. } | Action::BuffThisTurn { attack, health, .. } => {
            amount_problem(STAT_GAIN, "attack", attack)
                .or_else(|| amount_problem(STAT_GAIN, "health", health))
        }
        Action::BuffWeapon { attack, durability, .. } => amount_problem(STAT_GAIN, "attack", attack)
            .or_else(|| amount_problem(STAT_GAIN, "durability", durability)),
        Action::SetAttack { attack, .. } => SET_ATTACK.problem("attack", attack),
        Action::CopyFromDeck { how_many, .. } => HOW_MANY.problem("how_many", how_many),
        Action::SetHealth { health, .. } | Action::SetRemainingHealth { health, .. } => {
            SET_HEALTH.problem("health", health)
        }
        Action::ChangeCosts { change, .. }
        | Action::DrawAndChangeCost { change, .. }
        | Action::ChangeCostInHand { change, .. } => change_problem(change),
        Action::Summon { count: Count::RandomBetween(least, most), .. } => random_count_problem(least, most),
        Action::DamageBetween { least, most, .. } => damage_between_problem(least, most),
        Action::ChooseFromTop { look_at, .. } => LOOK_AT.problem("look_at", look_at),
        _ => None,
    };
    if let Some(problem) = number.or_else(|| action.targets().and_then(targets_problem)) {
        return Some(problem);
    }
    let counts = counted_in(action).into_iter().flatten();
    if let Some(problem) = counts.filter_map(|counted| counted_problem(counted, target_fix, minion)).next() {
        return Some(problem);
    }
    if let Action::SummonRandom { from, .. }
    | Action::AddRandomToHand { from, .. }
    | Action::TransformRandom { from, .. } = action
        && let Some(problem) = choices_problem(from)
    {
        return Some(problem);
    }
    if let Action::Cast { .. } = action {
        return Some(
            "\"cast\": a card written as data cannot cast a spell yet (its tokens are minions to \
             summon); write the card as code in src/content/behaviours.rs"
                .to_owned(),
        );
    }
    match action.card_object()? {
        Who::Target => target_fix.map(|fix| format!("\"target\": {fix}")),
        Who::ThisMinion if !minion => Some("\"this_minion\": a spell has no minion".to_owned()),
        Who::EventCharacter => event_fix.map(|fix| format!("\"event_character\": {fix}")),
        _ => None,
    }
}

/// What is wrong with a summon's random count from `least` to `most`, if anything: a number
/// outside `RANDOM_COUNT`, or a range of one number or none, which is no random choice.
fn random_count_problem(least: u8, most: u8) -> Option<String> {
    let field = "random_between";
    let problem = RANDOM_COUNT.problem(field, least).or_else(|| RANDOM_COUNT.problem(field, most));
    let problem = problem.or_else(|| {
        (least >= most).then(|| {
            format!(
                "\"random_between\": [{least}, {most}] is no random choice: give the least number first and a larger one second (for a fixed number, repeat the summon)"
            )
        })
    })?;
    Some(format!("in \"count\", {problem}"))
}

/// What is wrong with a random amount of damage (`damage_between`), if anything: its `"least"`
/// and `"most"` are numbers (a count would make no range a card says), each in `AMOUNT`'s
/// range, the least first and smaller.
fn damage_between_problem(least: Amount, most: Amount) -> Option<String> {
    let (Amount::Fixed(least), Amount::Fixed(most)) = (least, most) else {
        return Some(
            "\"least\" and \"most\" of damage_between are numbers, not counts: give two numbers".to_owned(),
        );
    };
    let problem = AMOUNT.problem("least", least).or_else(|| AMOUNT.problem("most", most));
    problem.or_else(|| {
        (least >= most).then(|| {
            format!(
                "\"least\": {least} and \"most\": {most} is no random amount: give the least number first and a larger one second (for a fixed amount, use \"damage\")"
            )
        })
    })
}

/// What is wrong with the cards a random choice is made from (`"from"`), if anything: fewer
/// than two, too many, or one named twice (each card is as likely as each other: a card named
/// twice would be twice as likely, which no card's text says).
fn choices_problem(from: &[String]) -> Option<String> {
    let (least, most) = (CHOICES.least, CHOICES.most);
    let count = i64::try_from(from.len()).unwrap_or(i64::MAX);
    if count < least || count > most {
        return Some(format!(
            "\"from\" names {count}, out of range: {} is {least} to {most}; name {least} to {most} cards (for one, use summon or add_to_hand)",
            CHOICES.what
        ));
    }
    let twice = from.iter().enumerate().find(|&(at, name)| from[..at].contains(name));
    twice.map(|(_, name)| {
        format!("\"from\" names {name:?} twice: name each card once (each is as likely as the others)")
    })
}

/// What is wrong with the numbers of a random choice's targets, if anything: the most Attack
/// its minion may have, or how many it reaches.
fn targets_problem(targets: Targets<Who, Side>) -> Option<String> {
    let problem = match targets {
        Targets::RandomMinionWithAttackAtMost { attack, .. } => ATTACK_AT_MOST.problem("attack", attack),
        Targets::RandomMinionsOf { how_many, .. } => HOW_MANY.problem("how_many", how_many),
        _ => None,
    }?;
    Some(format!("in \"targets\", {problem}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{
        Aura, CostAura, CostChange, CostCount, Costed, DataTrigger, ForEach, Requirement, Side, Targets,
        Whose,
    };

    /// A cost count holds in a hand, where an enchantment card never is; its "less" is a cost
    /// change's number; an aura counted "for each" must give Attack or Health.
    #[test]
    fn a_count_is_refused_where_it_could_never_count_or_would_give_nothing() {
        let count = |less| CostCount { for_each: ForEach::OtherMinion, less };
        let with = |less| DataAbilities { cost_count: Some(count(less)), ..DataAbilities::default() };
        let enchantment = CardKind::Enchantment { lasts: crate::engine::Lasts::Always };
        let refused = super::problem(&with(1), enchantment).expect("refused");
        assert_eq!(
            refused,
            "an enchantment card is never in a hand, where a \"cost_count\" holds: take it off"
        );
        let minion = CardKind::Minion { attack: 8, health: 8 };
        let spell = CardKind::Spell { targeted: false };
        assert_eq!(super::problem(&with(1), minion), None);
        assert_eq!(super::problem(&with(99), spell), None, "a spell in a hand may count too");
        assert_eq!(
            super::problem(&with(100), minion).as_deref(),
            Some(
                "in \"cost_count\", \"less\": 100 is out of range: a cost change is 0 to 99; give a number from 0 to 99"
            )
        );
        let aura = |attack, health| Aura {
            reaches: Reach::Itself,
            attack,
            health,
            keywords: crate::engine::Keywords::NONE,
            attack_equals_health: false,
            updates_in: AuraStep::HealthAttack,
            for_each: Some(ForEach::OtherMinionOfTribe(crate::engine::Tribe::Murloc)),
            healing_deals_damage: false,
            spells_doubled: false,
            turn_time_limit: None,
            only_while: None,
        };
        let auras = |aura| DataAbilities { auras: vec![aura], ..DataAbilities::default() };
        assert_eq!(
            super::problem(&auras(aura(0, 0)), minion).as_deref(),
            Some(
                "in \"auras[0]\", \"for_each\" gives the aura's Attack and Health once for each: give it \"attack\" or \"health\""
            )
        );
        assert_eq!(super::problem(&auras(aura(1, 0)), minion), None);
        assert_eq!(super::problem(&auras(aura(0, 1)), minion), None);
        let of_weapon = Aura { for_each: Some(ForEach::AttackOfYourWeapon), ..aura(1, 0) };
        assert_eq!(
            super::problem(&auras(of_weapon), minion).as_deref(),
            Some(
                "in \"auras[0]\", \"for_each\": \"attack_of_your_weapon\" is a card's own cost count only (\"cost_count\"): an aura cannot read what auras give"
            )
        );
    }

    #[test]
    fn only_a_minion_has_cost_auras() {
        let aura = CostAura {
            cards: Costed::Spells,
            of: Whose::You,
            change: CostChange::Less(1),
            not_less_than: None,
            first: false,
        };
        let data = DataAbilities { cost_auras: vec![aura], ..DataAbilities::default() };
        let problem = super::problem(&data, CardKind::Spell { targeted: false }).expect("refused");
        assert!(problem.contains("\"change_costs\""), "{problem}");
        let enchantment = CardKind::Enchantment { lasts: crate::engine::Lasts::Always };
        assert!(super::problem(&data, enchantment).is_some());
        assert_eq!(super::problem(&data, CardKind::Minion { attack: 1, health: 1 }), None);
    }

    #[test]
    fn a_spell_with_any_one_minion_ability_is_refused() {
        let spell = CardKind::Spell { targeted: false };
        let draw = || vec![DataStep::Do(Action::Draw { player: Side::You })];
        let triggers = vec![DataTrigger {
            on: TriggerOn::SelfDamaged,
            chance: None,
            if_it: None,
            if_holding: None,
            actions: draw(),
        }];
        for data in [
            DataAbilities { triggers, ..DataAbilities::default() },
            DataAbilities { deathrattle: draw(), ..DataAbilities::default() },
            DataAbilities { battlecry: draw(), ..DataAbilities::default() },
        ] {
            let problem = super::problem(&data, spell).expect("refused");
            assert!(problem.starts_with("a spell has only"), "{problem}");
        }
        assert_eq!(super::problem(&DataAbilities { spell: draw(), ..DataAbilities::default() }, spell), None);
    }

    #[test]
    fn spell_damage_is_a_minions_and_in_its_range() {
        let minion = CardKind::Minion { attack: 2, health: 2 };
        let with = |spell_damage| DataAbilities { spell_damage, ..DataAbilities::default() };
        assert_eq!(super::problem(&with(1), minion), None);
        let spell = super::problem(&with(1), CardKind::Spell { targeted: false }).expect("refused");
        assert!(spell.starts_with("only a minion or an enchantment card has \"spell_damage\""), "{spell}");
        let given = CardKind::Enchantment { lasts: Default::default() };
        assert_eq!(super::problem(&with(1), given), None, "\"Give adjacent minions Spell Damage +1\"");
        let below = super::problem(&with(-1), minion).expect("refused");
        assert_eq!(
            below,
            "\"spell_damage\": -1 is out of range: Spell Damage is 0 to 99; give a number from 0 to 99"
        );
    }

    #[test]
    fn a_player_wide_aura_is_held_by_the_hero_and_updates_in_the_other_aura_update() {
        use crate::engine::{Aura, Keywords};
        let minion = CardKind::Minion { attack: 3, health: 5 };
        let aura = |reaches, updates_in, healing_deals_damage, spells_doubled| Aura {
            reaches,
            attack: 0,
            health: 0,
            keywords: Keywords::NONE,
            attack_equals_health: false,
            updates_in,
            for_each: None,
            healing_deals_damage,
            spells_doubled,
            turn_time_limit: None,
            only_while: None,
        };
        let problem =
            |aura| super::problem(&DataAbilities { auras: vec![aura], ..DataAbilities::default() }, minion);
        assert_eq!(problem(aura(Reach::YourHero, AuraStep::Other, true, false)), None);
        assert_eq!(problem(aura(Reach::YourHero, AuraStep::Other, false, true)), None);
        assert_eq!(
            problem(aura(Reach::Itself, AuraStep::HealthAttack, false, false)),
            None,
            "not player-wide"
        );
        for wrong in [
            aura(Reach::OtherFriendlyMinions, AuraStep::Other, true, false),
            aura(Reach::YourHero, AuraStep::HealthAttack, true, false),
            aura(Reach::YourHero, AuraStep::HealthAttack, false, true),
        ] {
            let refused = problem(wrong).expect("refused");
            assert!(
                refused.contains("give it \"reaches\": \"your_hero\" and \"updates_in\": \"other\""),
                "{refused}"
            );
        }
    }

    /// "Players only have 15 seconds to take their turns": both players hold it, each through
    /// their hero, and a limit of 0 seconds is refused.
    #[test]
    fn a_turn_time_limit_reaches_both_heroes_and_gives_some_time() {
        use crate::engine::{Aura, Keywords};
        let minion = CardKind::Minion { attack: 8, health: 8 };
        let aura = |reaches, seconds, spells_doubled| Aura {
            reaches,
            attack: 0,
            health: 0,
            keywords: Keywords::NONE,
            attack_equals_health: false,
            updates_in: AuraStep::HealthAttack,
            for_each: None,
            healing_deals_damage: false,
            spells_doubled,
            turn_time_limit: Some(seconds),
            only_while: None,
        };
        let problem =
            |aura| super::problem(&DataAbilities { auras: vec![aura], ..DataAbilities::default() }, minion);
        assert_eq!(problem(aura(Reach::BothHeroes, 15, false)), None);
        for wrong in [aura(Reach::YourHero, 15, false), aura(Reach::BothHeroes, 15, true)] {
            let refused = problem(wrong).expect("refused");
            assert!(refused.contains("give its aura \"reaches\": \"both_heroes\""), "{refused}");
        }
        assert_eq!(
            problem(aura(Reach::BothHeroes, 0, false)).as_deref(),
            Some(
                "\"turn_time_limit\": 0 leaves no time to take a turn: a turn time limit is 1 to 600 seconds; \
                 give a number from 1 to 600"
            )
        );
    }

    #[test]
    fn an_amount_of_0_is_data_and_one_outside_its_range_is_refused() {
        let armor =
            |amount: i32| vec![DataStep::Do(Action::GainArmor { player: Side::You, amount: amount.into() })];
        let spell = CardKind::Spell { targeted: false };
        let problem = |amount| {
            super::problem(&DataAbilities { spell: armor(amount), ..DataAbilities::default() }, spell)
        };
        assert_eq!(problem(0), None, "0 Armor does nothing, but it is not wrong");
        let below =
            "in \"spell\", \"amount\": -1 is out of range: an amount is 0 to 99; give a number from 0 to 99";
        assert_eq!(problem(-1).as_deref(), Some(below));
    }

    #[test]
    fn the_events_character_is_readable_by_a_minions_ability_not_a_spell() {
        let buff = || {
            let buff = Action::Buff {
                targets: Targets::One(Who::EventCharacter),
                attack: 1.into(),
                health: 1.into(),
            };
            vec![DataStep::Do(buff)]
        };
        let spell = DataAbilities { spell: buff(), ..DataAbilities::default() };
        let problem = super::problem(&spell, CardKind::Spell { targeted: false });
        assert_eq!(problem.as_deref(), Some("in \"spell\", \"event_character\": a spell answers no event"));
        let triggers = vec![DataTrigger {
            on: TriggerOn::FriendlyMinionDamaged,
            chance: None,
            if_it: None,
            if_holding: None,
            actions: buff(),
        }];
        let minion = DataAbilities { triggers, ..DataAbilities::default() };
        let kind = CardKind::Minion { attack: 1, health: 1 };
        assert_eq!(super::problem(&minion, kind), None);
        let battlecry = DataAbilities { battlecry: buff(), ..DataAbilities::default() };
        let problem = super::problem(&battlecry, kind);
        assert_eq!(
            problem.as_deref(),
            Some("in \"battlecry\", \"event_character\": a Battlecry answers no event")
        );
        let triggers = vec![DataTrigger {
            on: TriggerOn::AfterFriendlySpell,
            chance: None,
            if_it: None,
            if_holding: None,
            actions: buff(),
        }];
        let problem = super::problem(&DataAbilities { triggers, ..DataAbilities::default() }, kind).unwrap();
        assert!(problem.ends_with("a spell cast or a turn is about no character"), "{problem}");
    }

    /// A condition on the event's character (`"if_it"`) asks it of a trigger whose event is
    /// about one; a spell cast or a turn has none to ask it of, and the card is refused naming
    /// the fix.
    #[test]
    fn a_condition_on_the_events_character_needs_an_event_about_one() {
        let draw = || vec![DataStep::Do(Action::Draw { player: Side::You })];
        let kind = CardKind::Minion { attack: 1, health: 1 };
        let if_it = Some(Requirement::AttackAtMost(3));
        let trigger = |on| DataTrigger { on, chance: None, if_it, if_holding: None, actions: draw() };
        let with = |on| DataAbilities { triggers: vec![trigger(on)], ..DataAbilities::default() };
        assert_eq!(super::problem(&with(TriggerOn::AfterFriendlySummon), kind), None);
        assert_eq!(super::problem(&with(TriggerOn::FriendlyMinionDies), kind), None);
        for on in [TriggerOn::AfterFriendlySpell, TriggerOn::EndOfYourTurn, TriggerOn::FriendlyCardPlayed] {
            assert_eq!(
                super::problem(&with(on), kind).as_deref(),
                Some(
                    "in \"triggers[0]\", \"if_it\": a spell cast or a turn is about no character, so there is nothing to ask it of: take \"if_it\" off"
                ),
                "{on:?}"
            );
        }
    }
}
