//! The vocabulary's other words, each with its meaning: trigger conditions, card objects,
//! players, keywords, aims, tribes' reaches, cost changes and the card fields.

use my_engine::engine::{
    AimWord, CostChange, CostLasts, Costed, ForEach, Keyword, Reach, Side, Tribe, TriggerOn, Who, Whose,
};

pub(super) fn trigger_meaning(on: TriggerOn) -> &'static str {
    match on {
        TriggerOn::SelfDamaged => "whenever this minion takes damage",
        TriggerOn::FriendlyMinionDamaged => "whenever a friendly minion takes damage",
        TriggerOn::AnyMinionDamaged => "whenever a minion takes damage",
        TriggerOn::HeroDamaged => "whenever a hero takes damage",
        TriggerOn::DealsDamage => {
            "whenever this minion deals damage (\"Freeze any character damaged by this minion\")"
        }
        TriggerOn::DamagesAMinion => {
            "whenever this minion damages a minion (\"Destroy any minion damaged by this minion\")"
        }
        TriggerOn::FriendlyMinionDies => "whenever one of your other minions dies",
        TriggerOn::AnyMinionDies => "whenever a minion dies",
        TriggerOn::FriendlyTribeDies(_) => {
            "whenever a friendly minion of a tribe dies (\"a friendly Beast\")"
        }
        TriggerOn::TribeSummoned(_) => {
            "whenever a minion of a tribe is summoned, either side's, never this one (\"a Murloc\"), in the Summon Resolution Step: after the outermost Phase, before a played minion's Battlecry"
        }
        TriggerOn::FriendlyTribeSummoned(_) => {
            "whenever you summon a minion of a tribe, never this one (\"a Beast\"), in the Summon Resolution Step"
        }
        TriggerOn::CharacterHealed => "whenever a character is healed",
        TriggerOn::MinionHealed => "whenever a minion is healed",
        TriggerOn::AfterFriendlySummon => "after you summon a minion, in the After Summon Phase",
        TriggerOn::AfterFriendlySpell => "after you cast a spell",
        TriggerOn::StartOfYourTurn => "at the start of your turn",
        TriggerOn::EndOfYourTurn => "at the end of your turn",
        TriggerOn::StartOfEachTurn => "at the start of each turn, either player's",
        TriggerOn::EndOfEachTurn => "at the end of each turn, either player's",
        TriggerOn::FriendlySpellPlayed => "whenever you cast a spell, before its text",
        TriggerOn::FriendlyCardPlayed => "whenever you play another card, before it resolves",
        TriggerOn::FriendlyOverloadCardPlayed => {
            "whenever you play another card with Overload, before it resolves"
        }
        TriggerOn::SpellPlayed => {
            "whenever a player, either one, casts a spell, before its text (\"event_character\" is the spell played)"
        }
        TriggerOn::SelfAttacks => {
            "whenever this minion attacks, in combat's Preparation Phase, before any damage (an enchantment card's: \"whenever it attacks\")"
        }
        TriggerOn::YourHeroAttacks => {
            "whenever your hero attacks, in combat's Preparation Phase, before any damage (a weapon's: \"Whenever your hero attacks\")"
        }
    }
}

pub(super) fn who_meaning(who: Who) -> &'static str {
    match who {
        Who::ThisMinion => "this minion (not in a spell)",
        Who::Target => "the character the player picked (a targeted spell, an aimed Battlecry)",
        Who::EventCharacter => {
            "the character the event is about: the one damaged, healed or summoned, the one that died; for an On Play trigger, the card played"
        }
        Who::YourHero => "your hero",
        Who::EnemyHero => "the enemy hero",
    }
}

pub(super) fn side_meaning(side: Side) -> &'static str {
    match side {
        Side::You => "the player whose card it is",
        Side::Opponent => "the other player",
    }
}

pub(super) fn keyword_meaning(keyword: Keyword) -> &'static str {
    match keyword {
        Keyword::Taunt => "Taunt: enemies must attack it (unless it is Stealthed)",
        Keyword::Charge => "Charge: it can attack the turn it enters play",
        Keyword::DivineShield => {
            "Divine Shield: the first damage it takes is ignored, and the shield is lost"
        }
        Keyword::Windfury => "Windfury: it can attack twice each turn",
        Keyword::Stealth => "Stealth: the enemy can't attack or target it until it attacks",
        Keyword::Immune => "Immune: it takes no damage",
        Keyword::CantAttack => "Can't Attack",
        Keyword::Elusive => "can't be targeted by spells or Hero Powers",
    }
}

/// One of each `Reach`, in its order.
pub(super) fn reach_examples() -> Vec<Reach> {
    vec![
        Reach::OtherFriendlyMinions,
        Reach::AdjacentMinions,
        Reach::FriendlyTribe(Tribe::Beast),
        Reach::OtherFriendlyTribe(Tribe::Pirate),
        Reach::OtherMinionsOfTribe(Tribe::Murloc),
        Reach::YourHero,
        Reach::Itself,
        Reach::YourWeapon,
        Reach::BothHeroes,
    ]
}

pub(super) fn reach_meaning(reach: &Reach) -> &'static str {
    match reach {
        Reach::OtherFriendlyMinions => "\"your other minions\"",
        Reach::AdjacentMinions => "\"adjacent minions\": left and right of it",
        Reach::FriendlyTribe(_) => "\"your Beasts\": itself too if it is one",
        Reach::OtherFriendlyTribe(_) => "\"your other Pirates\"",
        Reach::OtherMinionsOfTribe(_) => "\"ALL other Murlocs\": both sides",
        Reach::YourHero => "\"your hero\"",
        Reach::Itself => "\"this minion\" (\"attack_equals_health\": its Attack is its Health, last of all)",
        Reach::BothHeroes => {
            "both heroes: a rule each player holds (\"turn_time_limit\": \"Players only have 15 seconds to take their turns\")"
        }
        Reach::YourWeapon => {
            "\"your weapon\", if you have one: its Attack is its hero's during the hero's turn (\"Enrage: Your weapon has +2 Attack\")"
        }
    }
}

/// One of each `ForEach`, in its order.
pub(super) fn count_examples() -> Vec<ForEach> {
    vec![
        ForEach::OtherMinion,
        ForEach::OtherMinionOfTribe(Tribe::Murloc),
        ForEach::OtherCardInYourHand,
        ForEach::DamageYourHeroHasTaken,
        ForEach::AttackOfYourWeapon,
    ]
}

pub(super) fn count_meaning(for_each: &ForEach) -> &'static str {
    match for_each {
        ForEach::OtherMinion => {
            "\"for each other minion on the battlefield\": every minion in play, both sides, but its own"
        }
        ForEach::OtherMinionOfTribe(_) => {
            "\"for each other Murloc on the battlefield\": every minion of the tribe in play, both sides, but its own"
        }
        ForEach::OtherCardInYourHand => {
            "\"for each other card in your hand\": its owner's hand, itself left out"
        }
        ForEach::DamageYourHeroHasTaken => {
            "\"for each damage your hero has taken\": how far its owner's hero's Health is below its maximum (not Armor)"
        }
        ForEach::AttackOfYourWeapon => {
            "\"per Attack of your weapon\": its owner's weapon's Attack, 0 without one; a card's own cost count only (read once a step resolves: \"your_weapon_attack\")"
        }
    }
}

pub(super) fn costed_meaning(cards: Costed) -> &'static str {
    match cards {
        Costed::Spells => "\"your spells\"",
        Costed::Minions => "\"your minions\" (with \"of\": \"both\", \"ALL minions\")",
        Costed::FirstMinionEachTurn => {
            "\"the first minion you play each turn\": minion cards while the player has played none this turn"
        }
    }
}

/// One example of each cost change.
pub(super) fn change_examples() -> Vec<CostChange> {
    vec![CostChange::Less(1), CostChange::More(1), CostChange::Set(0)]
}

pub(super) fn change_meaning(change: &CostChange) -> &'static str {
    match change {
        CostChange::Less(_) => {
            "\"cost (1) less\" (a cost aura's \"not_less_than\": 1, \"but not less than (1)\", stops a reduction at (1) and leaves a card that cost less as it was)"
        }
        CostChange::More(_) => "\"cost (1) more\"",
        CostChange::Set(_) => "\"cost (0)\"",
    }
}

pub(super) fn whose_meaning(whose: Whose) -> &'static str {
    match whose {
        Whose::You => "the minion's owner's (the default)",
        Whose::Both => "both players' (\"ALL minions\")",
    }
}

pub(super) fn cost_lasts_meaning(lasts: CostLasts) -> &'static str {
    match lasts {
        CostLasts::NextSpellThisTurn => {
            "\"the next spell you cast this turn\": until the player plays a spell, or the turn passes"
        }
        CostLasts::TheirNextTurn => {
            "\"next turn\", said of the other player: until the turn passes from them"
        }
    }
}

pub(super) fn aim_meaning(word: AimWord) -> &'static str {
    match word {
        AimWord::AnyCharacter => {
            "any character in play, heroes included (\"Battlecry: Deal 1 damage.\"); the same as \"character\""
        }
        AimWord::Character => "any character in play, heroes included (\"Deal 6 damage.\")",
        AimWord::EnemyCharacter => {
            "a character of the opponent's (\"Deal 1 damage to an enemy character and Freeze it.\")"
        }
        AimWord::FriendlyCharacter => "one of your characters, your hero included",
        AimWord::Minion => "any minion in play (\"Silence a minion.\")",
        AimWord::EnemyMinion => "a minion of the opponent's (\"Destroy an enemy minion.\")",
        AimWord::FriendlyMinion => "one of your minions (\"Battlecry: Give a friendly minion +1/+1.\")",
        AimWord::Hero => "either hero (\"Battlecry: Set a hero's remaining Health to 15.\")",
        AimWord::EnemyHero => "the opponent's hero",
        AimWord::FriendlyHero => "your hero",
    }
}

pub(super) fn card_field(field: &str) -> &'static str {
    match field {
        "name" => {
            "unique among all cards, built-in ones included; no control, bidirectional or invisible character"
        }
        "cost" => "mana cost, 0 to 99 (see Numbers)",
        "type" => {
            "\"minion\", \"spell\", \"weapon\" (a hero equips it), \"hero_power\" (a hero holds it; its player uses it once a turn), \"hero\" (what a card's text makes a hero: replace_hero) or \"enchantment\" (a card another card attaches with enchant)"
        }
        "lasts" => "an enchantment card's duration: \"always\", \"this_turn\" or \"until_your_next_turn\"",
        "attack" | "health" => {
            "a minion's base stats, Attack 0 to 99 and Health 1 to 99 (a spell has none; a weapon has Attack; a hero card has Health, its hero's starting Health)"
        }
        "durability" => "a weapon's base Durability, 1 to 99 (only a weapon has one)",
        "text" => "the rules text, as printed",
        "target" => "true if a spell's or a Hero Power's text names a target: it is cast or used at one",
        "keywords" => "the card's keywords: [KEYWORD, ...], each once",
        "enrage" => "what a minion gains while damaged: {\"attack\": 3, \"keywords\": [KEYWORD, ...]}",
        "tribe" => "a minion's tribe: TRIBE (only a minion or a hero card has one)",
        "enemy_minions_needed" => {
            "a play requirement: how many minions the opponent must have in play for the card to be played (\"two random enemy minions\" needs 2)"
        }
        "board_slots_needed" => {
            "a play requirement: how many free places the player's board must have for the card to be played (a spell or a Hero Power that summons needs 1)"
        }
        "overload" => {
            "\"Overload: (X)\": how many of the player's Mana Crystals are locked on their next turn once the card is played, 0 to 10"
        }
        "minion_attacks_cost_attack" => {
            "a weapon's \"Attacking a minion costs 1 Attack instead of 1 Durability\": true if its hero's attacks at minions take 1 Attack off it and none of its Durability"
        }
        "hero_immune_while_attacking" => {
            "a weapon's \"Your hero is Immune while attacking\": true if its hero takes no damage from its attack's declaration to the end of its Attack Phase"
        }
        "aim_needs_combo" => {
            "a minion's play requirement: true if its Battlecry takes a target only with Combo, when the player has played another card this turn"
        }
        "weapon_needed" => {
            "a spell's play requirement: true if the player's hero must have a weapon equipped (\"Give your weapon +2 Attack\")"
        }
        "lends_control" => {
            "an enchantment card's temporary control: true if its maker controls the minion while it is in force, and a Silence that ends it gives the minion back at once"
        }
        "minions_needed" => {
            "a play requirement: how many minions must be in play, both sides together, for the card to be played (\"Destroy all minions except one\" needs 2)"
        }
        "rarity" => {
            "the card's rarity as the launch pool prints it: \"free\", \"common\", \"rare\", \"epic\" or \"legendary\" (a fact of the card; no rule reads it)"
        }
        "class" => {
            "the card's class: \"druid\", \"hunter\", \"mage\", \"paladin\", \"priest\", \"rogue\", \"shaman\", \"warlock\", \"warrior\" or \"neutral\" (the default; a built-in card's is its card file's, cards/<set>/<class>.json); `my-engine cards --class` reads it"
        }
        "damage_one_by_one" => {
            "true if its area damage resolves each Damage Event as it is created (under the real game's rules)"
        }
        "auras" => {
            "what a minion gives others while in play: [{\"reaches\": REACH, \"attack\", \"health\", \"keywords\", \"attack_equals_health\", \"updates_in\", \"for_each\", \"healing_deals_damage\", \"spells_doubled\", \"turn_time_limit\", \"while\"}]; \"for_each\": COUNT gives \"attack\" and \"health\" once for each (\"Has +1 Attack for each other Murloc on the battlefield\"); \"while\": \"you_have_weapon\" gives only while its minion's owner has a weapon (\"Has Charge while you have a weapon equipped\"), \"while\": \"damaged\" only while its minion is damaged (\"Enrage: Your weapon has +2 Attack\"), read at each Aura Update; \"healing_deals_damage\" and \"spells_doubled\" are player-wide rules held by the hero (\"reaches\": \"your_hero\", \"updates_in\": \"other\"); \"turn_time_limit\": N, \"Players only have N seconds to take their turns\", is held by both heroes (\"reaches\": \"both_heroes\"): the engine says it (Game::turn_time_limit), a front end keeps the time"
        }
        "spell_damage" => {
            "Spell Damage: a minion's while it is in play and not Silenced, or an enchantment card's for the minion it is attached to; each amount of damage its owner's spells' text deals is this much more"
        }
        "cost_auras" => {
            "what a minion does to cards' costs while in play: [{\"cards\": COSTED CARDS, \"of\": WHOSE, \"change\": COST CHANGE, \"not_less_than\", \"first\"}]; brought up to date at the Aura Update (Health/Attack)"
        }
        "cost_count" => {
            "what the card costs while in its owner's hand, by a count: {\"for_each\": COUNT, \"less\": N}, (N) less for each (\"Costs (1) less for each other card in your hand\"); read again at the Aura Update (Health/Attack), in order of play with the other cost changes from when that update first found the card in the hand"
        }
        "token" => "true for a card only other cards make",
        "for_the_second_player" => {
            "true for the one card the player who goes second gets after the mulligan (the real game's rules)"
        }
        "behaviour" => "built-in cards only: its abilities are Rust code in src/content/behaviours.rs",
        "triggers" => {
            "triggered abilities (an enchantment card's are its card object's): [{\"on\": TRIGGER, \"actions\": [ACTION, ...]}], with \"chance\": N for an N% chance (optional)"
        }
        "deathrattle" => "a minion's Deathrattle, or one an enchantment card adds: [ACTION, ...]",
        "battlecry" => "a minion's Battlecry: [ACTION, ...]",
        "aim" => {
            "who the Battlecry or the spell is aimed at, if its text names a target: AIM (a spell with one is targeted)"
        }
        "spell" => "a spell's text: [ACTION, ...]",
        "power" => "a Hero Power's text, what it does when its player uses it: [ACTION, ...]",
        "choose_one" => {
            "\"Choose One - ...; or ...\": two options, [{\"name\", \"text\", \"aim\" (optional), \"actions\": [ACTION, ...]}, ...], the player picking one as they play the card (Move::ChooseOne); a spell's option is its text (a target needed if it has an \"aim\"), a minion's its Battlecry"
        }
        _ => "",
    }
}
