//! The vocabulary's actions: one example of each action a card's data can say, with its
//! meaning, the parameters they take, and the targets and places they name.

use my_engine::engine::{
    CostChange, CostLasts, Costed, Count, DataAction, Keyword, Place, Side, Targets, Tribe, Who,
};

use super::tag;

/// One example of each action, with each parameter it takes.
pub(super) fn action_examples() -> Vec<DataAction> {
    use DataAction as A;
    vec![
        A::Damage { targets: Targets::One(Who::EnemyHero), amount: 2.into() },
        A::DamageExceptCard { targets: Targets::AllCharacters, amount: 5.into(), card: "Ysera".to_owned() },
        A::DamageAndSplash { id: Who::Target, amount: 4.into(), splash: 1.into() },
        A::MinionDeals {
            id: Who::Target,
            targets: Targets::AdjacentTo(Who::Target),
            amount: my_engine::engine::Amount::PerEach {
                times: 1,
                for_each: my_engine::engine::Counted::AttackOfTarget,
            },
        },
        A::SplitDamage { targets: Targets::RandomCharacterOf(Side::Opponent), amount: 3.into() },
        A::DamageBetween { targets: Targets::MinionsOf(Side::Opponent), least: 2.into(), most: 3.into() },
        A::Heal { targets: Targets::CharactersOf(Side::You), amount: 2.into() },
        A::Buff { targets: Targets::One(Who::Target), attack: 1.into(), health: 1.into() },
        A::BuffThisTurn { targets: Targets::MinionsOf(Side::You), attack: 3.into(), health: 0.into() },
        A::SetAttack { id: Who::Target, attack: 1 },
        A::SetHealth { targets: Targets::AllMinions, health: 1 },
        A::SwapAttackAndHealth { id: Who::Target },
        A::AttackEqualToHealth { id: Who::Target },
        A::SetRemainingHealth { id: Who::Target, health: 15 },
        A::DoubleAttack { id: Who::Target },
        A::DoubleHealth { id: Who::Target },
        A::Give { targets: Targets::AdjacentTo(Who::ThisMinion), keyword: Keyword::Taunt },
        A::Lose { targets: Targets::AllMinions, keyword: Keyword::DivineShield },
        A::Silence { targets: Targets::MinionsOf(Side::Opponent) },
        A::Freeze { targets: Targets::MinionsOf(Side::Opponent) },
        A::Enchant { targets: Targets::MinionsOf(Side::You), card: "Concealed".to_owned() },
        A::Draw { player: Side::You },
        A::GainArmor { player: Side::You, amount: 1.into() },
        A::GainAttack { id: Who::ThisMinion, amount: 1.into() },
        A::Summon {
            card: "Whelp".to_owned(),
            player: Side::You,
            place: Place::BothSidesOf(Who::ThisMinion),
            count: Count::UntilFull,
        },
        A::SummonRandom {
            from: vec!["Huffer".to_owned(), "Leokk".to_owned(), "Misha".to_owned()],
            player: Side::You,
            place: Place::ForTheAbility,
        },
        A::Transform { targets: Targets::One(Who::Target), card: "Sheep".to_owned() },
        A::TransformRandom {
            targets: Targets::RandomOtherMinion(Who::ThisMinion),
            from: vec!["Devilsaur".to_owned(), "Squirrel".to_owned()],
        },
        A::Destroy { id: Who::Target },
        A::DestroyAll { targets: Targets::AllMinions },
        A::AddToHand { card: "Damaged Golem".to_owned(), player: Side::You },
        A::AddRandomToHand {
            from: vec!["Laughing Sister".to_owned(), "Emerald Drake".to_owned()],
            player: Side::You,
        },
        A::ReturnToHand { targets: Targets::AllMinions },
        A::GainManaThisTurn { player: Side::You, amount: 1 },
        A::GainManaCrystals { player: Side::Opponent, amount: 1, empty: false },
        A::ChangeCosts {
            player: Side::You,
            cards: Costed::Spells,
            change: CostChange::Less(3),
            lasts: CostLasts::NextSpellThisTurn,
        },
        A::DrawAndChangeCost { player: Side::You, change: CostChange::Less(3) },
        A::ChangeCostInHand { id: Who::Target, change: CostChange::Less(2) },
        A::DrawAndDamage { player: Side::You, targets: Targets::One(Who::Target) },
        A::HealthFloorThisTurn { player: Side::You },
        A::TakeControl { targets: Targets::One(Who::Target), player: Side::You },
        A::DrawOfTribe { player: Side::You, tribe: Tribe::Pirate },
        A::ChooseFromTop { player: Side::You, look_at: 3 },
        A::DiscardRandom { player: Side::You },
        A::DiscardHand { player: Side::You },
        A::DestroyManaCrystal { player: Side::You },
        A::Equip { card: "Battle Axe".into(), player: Side::You },
        A::GiveHeroPower { card: "INFERNO!".into(), player: Side::You },
        A::ReplaceHero { card: "Lord Jaraxxus (hero)".into(), minion: Who::ThisMinion },
        A::LoseDurability { player: Side::Opponent, amount: 1.into() },
        A::DestroyWeapon { player: Side::Opponent },
        A::BuffWeapon { player: Side::You, attack: 2.into(), durability: 0.into() },
        A::CopyFromHand { of: Side::Opponent, player: Side::You },
        A::CopyFromDeck { of: Side::Opponent, player: Side::You, how_many: 2 },
        A::CopyToOtherHand { id: Who::EventCharacter },
        A::BecomeCopy { id: Who::ThisMinion, of: Who::Target },
        A::SummonCopyFromDeck {
            of: Side::Opponent,
            player: Side::You,
            otherwise: "Shadow of Nothing".to_owned(),
        },
        A::SummonCardOf { id: Who::ThisMinion, player: Side::You },
        A::SwapWithHand { id: Who::ThisMinion },
    ]
}

/// The actions card code can ask for that a card's data cannot say yet: `cast` (a card's data
/// names its tokens as minions to summon; `DataAbilities::problem` refuses it).
pub(super) const NOT_FOR_DATA: [&str; 1] = ["cast"];

pub(super) fn action_meaning(action: &DataAction) -> &'static str {
    match action {
        DataAction::Damage { .. } => {
            "deal \"amount\" damage to every target at once, then one Phase (Rule DH1)"
        }
        DataAction::DamageExceptCard { .. } => {
            "deal \"amount\" damage to every target but the minions of \"card\", whoever owns them (\"all characters except Ysera\"), at once, then one Phase"
        }
        DataAction::DamageAndSplash { .. } => {
            "deal \"amount\" damage to a character and \"splash\" damage to every other character of its side, at once: its Damage Event first, then the others' in reverse order of play, then one Phase"
        }
        DataAction::MinionDeals { .. } => {
            "the \"minion\", if in play, deals \"amount\" damage to every target at once as its own damage (no Spell Damage; \"whenever this minion deals damage\" answers)"
        }
        DataAction::SplitDamage { .. } => {
            "\"amount\" missiles, one after another, each 1 damage to one target (a random one, chosen as it flies) and its own Phase; Spell Damage adds missiles"
        }
        DataAction::DamageBetween { .. } => {
            "deal \"least\" to \"most\" damage to every target, each its own amount drawn at random (\"2-3 damage\"), at once, then one Phase (one at a time for a card with \"damage_one_by_one\", under the real game's rules)"
        }
        DataAction::Heal { .. } => {
            "restore up to \"amount\" Health to every target at once, never past its maximum"
        }
        DataAction::Buff { .. } => {
            "give every target +\"attack\"/+\"health\" (its maximum Health rises too): an enchantment"
        }
        DataAction::BuffThisTurn { .. } => {
            "give every target +\"attack\"/+\"health\" until the turn passes: an enchantment that wears off"
        }
        DataAction::SetAttack { .. } => "a minion's Attack becomes \"attack\": an enchantment",
        DataAction::SetHealth { .. } => {
            "each target minion's Health becomes \"health\", its maximum too (made whole): an enchantment each"
        }
        DataAction::SwapAttackAndHealth { .. } => "swap a minion's Attack and Health: an enchantment",
        DataAction::AttackEqualToHealth { .. } => {
            "a minion's Attack becomes equal to its Health: an enchantment"
        }
        DataAction::Give { .. } => "give each target minion \"keyword\": an enchantment each",
        DataAction::Lose { .. } => {
            "each target minion that has \"keyword\" loses it (\"All minions lose Divine Shield\"): an enchantment each, as a popped Divine Shield is"
        }
        DataAction::Freeze { .. } => "Freeze every target: each misses its next possible attack",
        DataAction::Enchant { .. } => {
            "attach the enchantment card \"card\" to every target: its keywords, triggers and Deathrattle are theirs"
        }
        DataAction::Silence { .. } => {
            "Silence each target minion: its enchantments, keywords, triggered abilities and Deathrattle are gone"
        }
        DataAction::Draw { .. } => "the player draws a card (or takes Fatigue)",
        DataAction::GainArmor { .. } => "the player gains \"amount\" Armor",
        DataAction::GainAttack { .. } => "a minion gains \"amount\" Attack",
        DataAction::Summon { .. } => {
            "put a fresh minion of \"card\" on the player's board at \"place\", or \"count\" of them one after another"
        }
        DataAction::SetRemainingHealth { .. } => {
            "a character's remaining Health becomes \"health\" (up or down, its maximum unchanged): neither damage nor healing"
        }
        DataAction::DoubleAttack { .. } => {
            "a minion's Attack doubles: it gains its Attack as it is now (an enchantment)"
        }
        DataAction::DoubleHealth { .. } => {
            "a minion's Health doubles: it gains its Health as it is now, its maximum too (an enchantment)"
        }
        DataAction::SummonRandom { .. } => {
            "put a fresh minion of one card of \"from\", chosen at random (each as likely), on the player's board at \"place\""
        }
        DataAction::Transform { .. } => {
            "transform each target minion into a fresh minion of \"card\" in its place: no damage, enchantments or abilities of the old one, which leaves play without dying (no Deathrattle); the new one is not summoned (no \"after you summon\")"
        }
        DataAction::TransformRandom { .. } => {
            "transform each target minion as \"transform\" does, into a fresh minion of one card of \"from\", chosen at random (each as likely) once the minion is chosen"
        }
        DataAction::Destroy { .. } => "mark a minion pending destroy; it dies in the death step",
        DataAction::DestroyAll { .. } => {
            "mark every target minion pending destroy; they die together in the death step (\"Destroy all minions\")"
        }
        DataAction::AddToHand { .. } => {
            "put a fresh \"card\" (any card, a spell too) into the player's hand; a full hand burns it"
        }
        DataAction::AddRandomToHand { .. } => {
            "put a fresh card of one card of \"from\", chosen at random (each as likely), into the player's hand; a full hand burns it"
        }
        DataAction::ReturnToHand { .. } => {
            "return every target minion, in order of play, to its controller's hand: a fresh card there (no damage, enchantment, Silence or cost change); a full hand destroys it instead, as if it died"
        }
        DataAction::GainManaThisTurn { .. } => {
            "the player gains \"amount\" Mana Crystals for this turn only, never past 10 to spend"
        }
        DataAction::GainManaCrystals { .. } => {
            "the player gains \"amount\" Mana Crystals to keep, up to 10: full, or \"empty\" (true) ones"
        }
        DataAction::ChangeCosts { .. } => {
            "the player's \"cards\" in hand cost \"change\" until \"lasts\" says, in order of play with the cost auras"
        }
        DataAction::DrawAndChangeCost { .. } => {
            "the player draws a card, and that card costs \"change\" while it stays in their hand (\"That card costs (3) less\"); a burned card or Fatigue changes nothing"
        }
        DataAction::ChangeCostInHand { .. } => {
            "the card of a minion now in a hand (one just returned) costs \"change\" while it stays there (\"It costs (2) less\"); one in no hand changes nothing"
        }
        DataAction::DrawAndDamage { .. } => {
            "the player draws a card, then every target takes damage equal to its printed Cost (\"Draw a card and deal damage equal to its Cost\"), a card burned by a full hand too; Fatigue deals none"
        }
        DataAction::HealthFloorThisTurn { .. } => {
            "the player's minions can't be reduced below 1 Health this turn, those summoned later too: damage is cut to leave 1 (a hit cut to 0 is no Damage Event); a destroy still kills"
        }
        DataAction::TakeControl { .. } => {
            "the player takes control of every target minion the opponent has: it moves to the far right of the player's board, asleep unless it has Charge; onto a full board it is destroyed instead"
        }
        DataAction::DrawOfTribe { .. } => {
            "the player draws a card of \"tribe\" from their deck, one chosen at random among them (each as likely): a draw (a full hand burns it); none in the deck, nothing (no Fatigue)"
        }
        DataAction::ChooseFromTop { .. } => {
            "the player looks at the top \"look_at\" cards of their deck (fewer if it holds fewer; none, nothing and no Fatigue) and draws the one they choose, the others set aside for good, not discarded (\"Draw one and discard the others\"): the cards leave the deck at once, and the choice is the player's next move, before anything else"
        }
        DataAction::DiscardRandom { .. } => {
            "the player discards a card of their hand chosen at random (each as likely): to the graveyard, no Deathrattle; an empty hand, nothing"
        }
        DataAction::DiscardHand { .. } => "the player discards every card of their hand",
        DataAction::Equip { .. } => {
            "the player's hero equips a fresh weapon of \"card\", the weapon it had destroyed"
        }
        DataAction::ReplaceHero { .. } => {
            "the minion, if in play, leaves it without dying, and its player's hero becomes a fresh hero of \"card\": that card's Health, no damage, no Armor, no enchantment; its attacks this turn kept"
        }
        DataAction::GiveHeroPower { .. } => {
            "the player's hero gets a fresh Hero Power of \"card\", not used this turn; the one it had goes to the graveyard"
        }
        DataAction::DestroyWeapon { .. } => {
            "the player's weapon, if any, is destroyed (pending destroy: the Death Creation Step removes it)"
        }
        DataAction::LoseDurability { .. } => {
            "the player's weapon, if any, loses \"amount\" Durability (destroyed at 0 by the Death Creation Step)"
        }
        DataAction::BuffWeapon { .. } => {
            "the player's weapon, if any, gains \"attack\" Attack and \"durability\" Durability (an enchantment)"
        }
        DataAction::DestroyManaCrystal { .. } => {
            "the player loses one Mana Crystal to keep, an empty one if any is empty, else a full one; none, nothing"
        }
        DataAction::CopyFromHand { .. } => {
            "the player gets a copy (a fresh card of the same card) of a card of \"of\"'s hand chosen at random (each as likely); an empty hand, nothing; a full hand burns it"
        }
        DataAction::CopyFromDeck { .. } => {
            "the player gets copies of \"how_many\" different cards of \"of\"'s deck chosen at random (each as likely), the deck left as it was; a full hand burns each"
        }
        DataAction::CopyToOtherHand { .. } => {
            "the player other than the one who played the \"spell\" gets a copy of it (\"put a copy into the other player's hand\"); a full hand burns it"
        }
        DataAction::BecomeCopy { .. } => {
            "the \"minion\" becomes a copy of the minion \"copy_of\", both in play: a fresh minion of its card in its place, with its enchantments, damage and Silence (not what auras give it, not pending destroy, not Frozen); not summoned, no Battlecry"
        }
        DataAction::SummonCopyFromDeck { .. } => {
            "the player summons a fresh minion of a minion card of \"of\"'s deck chosen at random (each as likely), the deck left as it was; none there, a minion of \"otherwise\""
        }
        DataAction::SummonCardOf { .. } => {
            "the player summons a fresh minion of the \"minion\"'s card, wherever it is now (a Deathrattle's dead minion: \"return it to the battlefield\"), in its card's base state"
        }
        DataAction::SwapWithHand { .. } => {
            "the \"minion\", if in play, goes back to its controller's hand and a minion card of that hand chosen at random (each as likely) is put into play in its place: summoned, not played (no Battlecry); no minion card there, nothing"
        }
        DataAction::Cast { .. } => "not for cards as data yet",
    }
}

/// Every parameter the actions take, in the order the examples first use them: the keys of
/// each example's JSON.
pub(super) fn parameters() -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for example in action_examples() {
        let value = serde_json::to_value(&example).expect("the vocabulary's values serialise");
        let fields =
            value.as_object().and_then(|action| action.values().next()).and_then(|v| v.as_object().cloned());
        for name in fields.into_iter().flat_map(|fields| fields.into_iter().map(|(name, _)| name)) {
            if !names.contains(&name) {
                names.push(name);
            }
        }
    }
    names
}

pub(super) fn parameter_meaning(parameter: &str) -> &'static str {
    match parameter {
        "targets" => {
            "who the action reaches: TARGETS (\"set_health\", \"give\", \"silence\" and \"return_to_hand\" change minions: they pass heroes over; \"buff\" and \"buff_this_turn\" reach heroes too)"
        }
        "amount" => {
            "how much: a whole number, 0 to 99 (Mana Crystals 0 to 10), or a count read when the step is reached (see Counts)"
        }
        "minion" => {
            "the minion the action is about (for \"minion_deals\", the one that deals the damage; for \"change_cost_in_hand\", one now in a hand): a CARD OBJECT"
        }
        "character" => "the character, a hero or a minion, the action is about: a CARD OBJECT",
        "least" | "most" => {
            "the least and the most damage each target of \"damage_between\" may take: numbers 0 to 99, the least first and smaller"
        }
        "splash" => {
            "how much damage every other character of the character's side takes: a number 0 to 99, or a count (see Counts)"
        }
        "attack" | "health" => {
            "how much Attack or Health a buff gives (a number or a count, see Counts), or what a set change sets"
        }
        "keyword" => "a KEYWORD",
        "player" => "whose board, hand or Armor: a PLAYER",
        "card" => {
            "the card to summon, transform into, attach or put into a hand, or whose minions \"damage_except_card\" spares, by its name"
        }
        "place" => "where a summon lands: a PLACE (optional; the ability's own place)",
        "count" => {
            "how many a summon puts on the board: \"one\" (optional; the default), \"until_full\", one after another until the player's side of the battlefield is full, or {\"random_between\": [3, 5]}, a number from the first to the second drawn from the game's seed"
        }
        "from" => {
            "the cards a random choice is made from, by name: [\"Huffer\", \"Leokk\", \"Misha\"], 2 to 20, each once, chosen among in this order from the game's seed"
        }
        "empty" => "true for empty Mana Crystals, spent until the next turn (optional; false)",
        "cards" => "which of the player's cards in hand: COSTED CARDS",
        "change" => "what happens to their cost: a COST CHANGE",
        "lasts" => "how long: COST LASTS",
        "tribe" => "the tribe of the card to draw: a TRIBE",
        "look_at" => "how many cards of the top of the deck a choice offers: 1 to 3",
        "durability" => "how much Durability a weapon's buff gives: a number or a count (see Counts)",
        "of" => "whose hand or deck a copy is made from: a PLAYER",
        "how_many" => "how many different cards are copied: a number 1 to 7",
        "spell" => {
            "the spell whose copy is made: a CARD OBJECT (\"event_character\": the spell an On Play trigger answers)"
        }
        "copy_of" => "the minion copied: a CARD OBJECT",
        "otherwise" => "the card to summon instead when the deck holds no minion card, by its name",
        _ => "",
    }
}

/// One example of each kind of target.
pub(super) fn target_examples() -> Vec<Targets<Who, Side>> {
    vec![
        Targets::One(Who::Target),
        Targets::AllMinions,
        Targets::AllCharacters,
        Targets::AllOtherCharacters(Who::ThisMinion),
        Targets::MinionsOf(Side::Opponent),
        Targets::CharactersOf(Side::Opponent),
        Targets::OtherMinionsOf { player: Side::You, except: Who::ThisMinion },
        Targets::AdjacentTo(Who::ThisMinion),
        Targets::RandomCharacterOf(Side::Opponent),
        Targets::RandomMinionOf(Side::Opponent),
        Targets::RandomOtherMinionOf { player: Side::You, except: Who::ThisMinion },
        Targets::RandomMinionWithAttackAtMost { player: Side::Opponent, attack: 2 },
        Targets::RandomMinionsOf { player: Side::Opponent, how_many: 2 },
        Targets::RandomDamagedCharacterOf(Side::You),
        Targets::RandomMinion,
        Targets::RandomOtherMinion(Who::ThisMinion),
        Targets::RandomDamagedCharacter,
        Targets::RandomOtherCharacter(Who::ThisMinion),
        Targets::AllMinionsButOneAtRandom,
        Targets::TribeOf { player: Side::You, tribe: Tribe::Totem },
        Targets::OtherMinionsOfTribe { tribe: Tribe::Murloc, except: Who::ThisMinion },
    ]
}

pub(super) fn targets_meaning(targets: &Targets<Who, Side>) -> &'static str {
    match targets {
        Targets::One(_) => "one character, if it is still in play",
        Targets::AllMinions => "every minion in play, both sides (\"ALL minions\")",
        Targets::AllCharacters => "both heroes, then every minion (\"ALL characters\")",
        Targets::AllOtherCharacters(_) => {
            "both heroes, then every minion, but one (\"ALL other characters\")"
        }
        Targets::MinionsOf(_) => "every minion of a player (\"all enemy minions\")",
        Targets::CharactersOf(_) => "a player's hero, then their minions (\"all enemies\")",
        Targets::OtherMinionsOf { .. } => "a player's minions but one (\"your other minions\")",
        Targets::AdjacentTo(_) => "the minions left and right of one",
        Targets::RandomCharacterOf(_) => {
            "one of a player's characters at random, never a mortally wounded one"
        }
        Targets::RandomMinionOf(_) => "one of a player's minions at random, never a mortally wounded one",
        Targets::RandomOtherMinionOf { .. } => {
            "one of a player's minions but one, at random, never a mortally wounded one (\"another random friendly minion\")"
        }
        Targets::RandomMinionWithAttackAtMost { .. } => {
            "one of a player's minions with \"attack\" or less Attack, at random, never a mortally wounded one"
        }
        Targets::RandomMinionsOf { .. } => {
            "\"how_many\" (1 to 7) different minions of a player at random, never a mortally wounded one, reached in order of play; all of them if there are no more (\"two random enemy minions\")"
        }
        Targets::RandomOtherCharacter(_) => {
            "one character, either side, heroes included, but one, at random, never a mortally wounded one (\"randomly split between all other characters\")"
        }
        Targets::RandomDamagedCharacterOf(_) => {
            "one of a player's damaged characters (hero or minion) at random, never a mortally wounded one (\"a damaged friendly character\")"
        }
        Targets::RandomMinion => {
            "one minion, either side, at random, never a mortally wounded one (\"a random minion\")"
        }
        Targets::RandomOtherMinion(_) => {
            "one minion, either side, but one, at random, never a mortally wounded one (\"another random minion\")"
        }
        Targets::RandomDamagedCharacter => {
            "one damaged character, either side, heroes included, at random, never a mortally wounded one (\"a damaged character\")"
        }
        Targets::AllMinionsButOneAtRandom => {
            "every minion, both sides, but one at random, never a mortally wounded one (\"Destroy all minions except one. (chosen randomly)\")"
        }
        Targets::TribeOf { .. } => "a player's minions of a tribe (\"your Totems\")",
        Targets::OtherMinionsOfTribe { .. } => {
            "every minion of a tribe but one, both sides (\"ALL other Murlocs\")"
        }
    }
}

pub(super) fn place_examples() -> Vec<Place<Who>> {
    vec![
        Place::ForTheAbility,
        Place::RightEnd,
        Place::LeftOf(Who::ThisMinion),
        Place::RightOf(Who::ThisMinion),
        Place::BothSidesOf(Who::ThisMinion),
    ]
}

pub(super) fn place_meaning(place: &Place<Who>) -> &'static str {
    match place {
        Place::ForTheAbility => {
            "the default: a Deathrattle's where its minion stood, a trigger's or Battlecry's right of its minion, a spell's at the right end"
        }
        Place::RightEnd => "the right end of the board",
        Place::LeftOf(_) => "immediately left of a minion",
        Place::RightOf(_) => "immediately right of a minion",
        Place::BothSidesOf(_) => {
            "alternately immediately right and left of a minion, right first, for each minion of the summon"
        }
    }
}

/// The actions whose example has the parameter `parameter`, by name, in their order.
pub(super) fn actions_taking(parameter: &str) -> Vec<String> {
    let taking = |action: &DataAction| {
        let value = serde_json::to_value(action).expect("the vocabulary's values serialise");
        value.get(tag(action)).is_some_and(|parameters| parameters.get(parameter).is_some())
    };
    action_examples().iter().filter(|action| taking(action)).map(tag).collect()
}

/// `names`, quoted, as a list in words: `"a", "b" or "c"`.
pub(super) fn listed(names: &[String], last_joint: &str) -> String {
    let quoted: Vec<String> = names.iter().map(|name| format!("\"{name}\"")).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {last_joint} {last}", rest.join(", ")),
    }
}
