//! `my-engine vocabulary`: every name a card written as data can use, with its meaning and a
//! JSON example. The names and the examples' JSON come from the engine's own types through
//! serde, and each meaning from an exhaustive `match` on them, so the reference cannot drift
//! from what a card file is read as.

use serde::Serialize;
use serde::de::DeserializeOwned;

use my_engine::content::{Entry, NUMBER_RANGES};
use my_engine::engine::{
    Aim, CostChange, CostLasts, Costed, Count, DataAction, DataTrigger, Keyword, Place, Reach, Side, Targets,
    Tribe, TriggerOn, Who, Whose,
};

/// The whole reference, as `my-engine vocabulary` prints it.
pub fn reference() -> String {
    let mut out = String::from(INTRODUCTION);
    section(&mut out, "Card fields", "a card in a card file or a scenario's \"cards\"");
    for field in names_of::<Entry>() {
        line(&mut out, &field, card_field(&field), None);
    }
    section(&mut out, "Triggers", "\"triggers\": [{\"on\": TRIGGER, \"actions\": [ACTION, ...]}]");
    for on in values_of::<TriggerOn>() {
        let example = DataTrigger { on, actions: vec![DataAction::Draw { player: Side::You }] };
        line(&mut out, &json(&on), trigger_meaning(on), Some(&json(&example)));
    }
    // The condition that names a tribe: `values_of` finds only the ones that name nothing.
    let on = TriggerOn::FriendlyTribeDies(Tribe::Beast);
    let example = DataTrigger { on, actions: vec![DataAction::Draw { player: Side::You }] };
    line(&mut out, &tag(&on), trigger_meaning(on), Some(&json(&example)));
    section(&mut out, "Actions", "one JSON object per action, named for what it does; lists run in order");
    for action in action_examples() {
        line(&mut out, &tag(&action), action_meaning(&action), Some(&json(&action)));
    }
    out.push_str(&format!("  (card code may also {}; a card's data cannot yet)\n", NOT_FOR_DATA.join(", ")));
    section(&mut out, "Parameters", "inside an action");
    for parameter in parameters() {
        line(&mut out, &parameter, parameter_meaning(&parameter), None);
    }
    section(
        &mut out,
        "Targets",
        "who a \"damage\", \"heal\", \"freeze\", \"enchant\", \"give\", \"silence\" or \"set_health\" reaches (\"targets\"), in order of play",
    );
    for targets in target_examples() {
        line(&mut out, &tag(&targets), targets_meaning(&targets), Some(&json(&targets)));
    }
    section(&mut out, "Card objects", "a character or minion, named from the ability's side");
    for who in values_of::<Who>() {
        line(&mut out, &json(&who), who_meaning(who), None);
    }
    section(&mut out, "Players", "\"player\", and the side a target names");
    for side in values_of::<Side>() {
        line(&mut out, &json(&side), side_meaning(side), None);
    }
    section(&mut out, "Places", "where a \"summon\" puts its minion (\"place\"; optional)");
    for place in place_examples() {
        line(&mut out, &tag(&place), place_meaning(&place), Some(&json(&place)));
    }
    section(
        &mut out,
        "Keywords",
        "a card's \"keywords\", and what \"give\" gives: each a rule of the engine",
    );
    for keyword in Keyword::ALL {
        line(&mut out, &json(&keyword), keyword_meaning(keyword), None);
    }
    section(&mut out, "Aims", "who a Battlecry is aimed at (\"aim\"): the player picks one");
    for aim in values_of::<Aim>() {
        line(&mut out, &json(&aim), aim_meaning(aim), None);
    }
    section(&mut out, "Tribes", "a minion's \"tribe\", as printed, which auras and triggers read");
    for tribe in Tribe::ALL {
        line(&mut out, &json(&tribe), tribe.name(), None);
    }
    section(&mut out, "Reaches", "whom an aura reaches (\"reaches\"), read again at each Aura Update");
    for reach in reach_examples() {
        line(&mut out, &tag(&reach), reach_meaning(&reach), Some(&json(&reach)));
    }
    section(
        &mut out,
        "Costed cards",
        "which of a player's cards in hand a cost change reaches (\"cards\" of \"cost_auras\" and \"change_costs\")",
    );
    for cards in values_of::<Costed>() {
        line(&mut out, &json(&cards), costed_meaning(cards), None);
    }
    section(&mut out, "Cost changes", "what a cost change does (\"change\"); a cost never goes below 0");
    for change in change_examples() {
        line(&mut out, &tag(&change), change_meaning(&change), Some(&json(&change)));
    }
    section(&mut out, "Whose", "whose cards a cost aura reaches (\"of\"; optional)");
    for whose in values_of::<Whose>() {
        line(&mut out, &json(&whose), whose_meaning(whose), None);
    }
    section(&mut out, "Cost lasts", "how long \"change_costs\" lasts (\"lasts\")");
    for lasts in values_of::<CostLasts>() {
        line(&mut out, &json(&lasts), cost_lasts_meaning(lasts), None);
    }
    section(
        &mut out,
        "Numbers",
        "the range of every number a card gives (the launch pool's needs with room to spare); a number outside it is refused naming the field, the value and the range",
    );
    for range in NUMBER_RANGES {
        let meaning = format!("{}: {} ({})", range.what, range.fields, range.why);
        line(&mut out, &format!("{} to {}", range.least, range.most), &meaning, None);
    }
    out.push_str(
        "  (no other number: a summon's \"count\" is \"one\" or \"until_full\", \"lasts\" is a word; a keyword is given once; a name holds no control, bidirectional or invisible character)\n",
    );
    section(&mut out, "Not yet", "what a card cannot say today: each needs an engine change first");
    for (what, needs) in NOT_YET {
        line(&mut out, what, needs, None);
    }
    out
}

/// What the classic pool's cards need that no word says yet, each with cards that need it:
/// the `needs` column of the pool's planning table, grouped by the engine change each waits
/// for; every card it marks sayable can now be said (`src/content/cards/classic/`).
const NOT_YET: [(&str, &str); 4] = [
    (
        "aims",
        "\"a minion\", \"an enemy minion\" and the like: a Battlecry aims at any character or a friendly minion, a spell at any character (Abusive Sergeant, Big Game Hunter, Assassinate; the spells Silence, Windfury and Charge, each aimed at a minion)",
    ),
    ("counts, conditions", "\"for each\", \"if\" (Frostwolf Warlord, Twilight Drake, Mortal Coil)"),
    (
        "classic actions",
        "take control, transform, return to hand, copy, discard, a random card (Mind Control, Polymorph, Sap, Faceless Manipulator, Soulfire)",
    ),
    (
        "heroes",
        "Hero Powers, weapons, Secrets, Overload, Combo, Choose One, heroes attacking (Lord Jaraxxus, Arathi Weaponsmith, Redemption, Lightning Bolt, SI:7 Agent, Wrath)",
    ),
];

const INTRODUCTION: &str = r#"Cards as data: what a card file can say

A card file is a JSON array of cards; `my-engine cards --cards FILE.json` lists them with
the built-in ones, and `run` and `play` take `--cards FILE.json` too. A card:

  {"name": "Test Bolt", "cost": 1, "type": "spell", "text": "Deal 3 damage.",
   "target": true, "spell": [{"damage": {"targets": {"one": "target"}, "amount": 3}}]}
"#;

fn section(out: &mut String, title: &str, how: &str) {
    out.push_str(&format!("\n{title}: {how}\n"));
}

fn line(out: &mut String, name: &str, meaning: &str, example: Option<&str>) {
    let name = name.trim_matches('"');
    out.push_str(&format!("  {name:<24}{meaning}\n"));
    if let Some(example) = example {
        out.push_str(&format!("  {:<24}{example}\n", ""));
    }
}

/// The name serde gives `value`'s variant: the first string of its JSON.
fn tag(value: &impl Serialize) -> String {
    json(value).split('"').nth(1).unwrap_or_default().to_owned()
}

fn json(value: &impl Serialize) -> String {
    serde_json::to_string(value).expect("the vocabulary's values serialise")
}

/// The names serde knows for `T`'s variants or fields, in declaration order: what it lists
/// when asked for a name that does not exist.
fn names_of<T: DeserializeOwned>() -> Vec<String> {
    let unknown = "\u{1}";
    let attempts = [json(&unknown), format!("{{{}: 0}}", json(&unknown))];
    for attempt in attempts {
        if let Err(err) = serde_json::from_str::<T>(&attempt) {
            // serde says "expected one of `a`, `b`, `c`", "expected `a` or `b`" or "expected `a`".
            let message = err.to_string();
            let known = message.split_once(", expected ").map(|(_, known)| known).unwrap_or_default();
            let names: Vec<String> = known.split('`').skip(1).step_by(2).map(str::to_owned).collect();
            if !names.is_empty() {
                return names;
            }
        }
    }
    Vec::new()
}

/// Every value of a unit-only enum, read back from its names.
fn values_of<T: DeserializeOwned>() -> Vec<T> {
    names_of::<T>().iter().filter_map(|name| serde_json::from_str(&json(name)).ok()).collect()
}

/// One example of each action, with each parameter it takes.
fn action_examples() -> Vec<DataAction> {
    use DataAction as A;
    vec![
        A::Damage { targets: Targets::One(Who::EnemyHero), amount: 2 },
        A::SplitDamage { targets: Targets::RandomCharacterOf(Side::Opponent), amount: 3 },
        A::Heal { targets: Targets::CharactersOf(Side::You), amount: 2 },
        A::Buff { targets: Targets::One(Who::Target), attack: 1, health: 1 },
        A::BuffThisTurn { targets: Targets::MinionsOf(Side::You), attack: 3, health: 0 },
        A::SetAttack { id: Who::Target, attack: 1 },
        A::SetHealth { targets: Targets::AllMinions, health: 1 },
        A::SwapAttackAndHealth { id: Who::Target },
        A::AttackEqualToHealth { id: Who::Target },
        A::Give { targets: Targets::AdjacentTo(Who::ThisMinion), keyword: Keyword::Taunt },
        A::Silence { targets: Targets::MinionsOf(Side::Opponent) },
        A::Freeze { targets: Targets::MinionsOf(Side::Opponent) },
        A::Enchant { targets: Targets::MinionsOf(Side::You), card: "Concealed".to_owned() },
        A::Draw { player: Side::You },
        A::GainArmor { player: Side::You, amount: 1 },
        A::GainAttack { id: Who::ThisMinion, amount: 1 },
        A::Summon {
            card: "Whelp".to_owned(),
            player: Side::You,
            place: Place::BothSidesOf(Who::ThisMinion),
            count: Count::UntilFull,
        },
        A::Destroy { id: Who::Target },
        A::AddToHand { card: "Damaged Golem".to_owned(), player: Side::You },
        A::GainManaThisTurn { player: Side::You, amount: 1 },
        A::GainManaCrystals { player: Side::Opponent, amount: 1, empty: false },
        A::ChangeCosts {
            player: Side::You,
            cards: Costed::Spells,
            change: CostChange::Less(3),
            lasts: CostLasts::NextSpellThisTurn,
        },
        A::DrawAndChangeCost { player: Side::You, change: CostChange::Less(3) },
        A::HealthFloorThisTurn { player: Side::You },
    ]
}

/// The actions card code can ask for that a card's data cannot say yet: `cast` (a card's data
/// names its tokens as minions to summon; `DataAbilities::problem` refuses it).
const NOT_FOR_DATA: [&str; 1] = ["cast"];

fn action_meaning(action: &DataAction) -> &'static str {
    match action {
        DataAction::Damage { .. } => {
            "deal \"amount\" damage to every target at once, then one Phase (Rule DH1)"
        }
        DataAction::SplitDamage { .. } => {
            "\"amount\" missiles, one after another, each 1 damage to one target (a random one, chosen as it flies) and its own Phase; Spell Damage adds missiles"
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
        DataAction::Destroy { .. } => "mark a minion pending destroy; it dies in the death step",
        DataAction::AddToHand { .. } => {
            "put a fresh \"card\" (any card, a spell too) into the player's hand; a full hand burns it"
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
        DataAction::HealthFloorThisTurn { .. } => {
            "the player's minions can't be reduced below 1 Health this turn, those summoned later too: damage is cut to leave 1 (a hit cut to 0 is no Damage Event); a destroy still kills"
        }
        DataAction::Cast { .. } => "not for cards as data yet",
    }
}

/// Every parameter the actions take, in the order the examples first use them: the keys of
/// each example's JSON.
fn parameters() -> Vec<String> {
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

fn parameter_meaning(parameter: &str) -> &'static str {
    match parameter {
        "targets" => {
            "who the action reaches: TARGETS (\"give\", \"silence\" and \"set_health\" pass heroes over)"
        }
        "amount" => "how much: a whole number, 0 to 99 (Mana Crystals 0 to 10)",
        "minion" => "the minion the action is about: a CARD OBJECT",
        "attack" | "health" => "how much Attack or Health a buff gives, or what a set change sets",
        "keyword" => "a KEYWORD",
        "player" => "whose board, hand or Armor: a PLAYER",
        "card" => "the card to summon, by its name",
        "place" => "where a summon lands: a PLACE (optional; the ability's own place)",
        "count" => {
            "how many a summon puts on the board: \"one\" (optional; the default) or \"until_full\", one after another until the player's side of the battlefield is full"
        }
        "empty" => "true for empty Mana Crystals, spent until the next turn (optional; false)",
        "cards" => "which of the player's cards in hand: COSTED CARDS",
        "change" => "what happens to their cost: a COST CHANGE",
        "lasts" => "how long: COST LASTS",
        _ => "",
    }
}

/// One example of each kind of target.
fn target_examples() -> Vec<Targets<Who, Side>> {
    vec![
        Targets::One(Who::Target),
        Targets::AllMinions,
        Targets::AllCharacters,
        Targets::MinionsOf(Side::Opponent),
        Targets::CharactersOf(Side::Opponent),
        Targets::OtherMinionsOf { player: Side::You, except: Who::ThisMinion },
        Targets::AdjacentTo(Who::ThisMinion),
        Targets::RandomCharacterOf(Side::Opponent),
        Targets::RandomMinionOf(Side::Opponent),
        Targets::TribeOf { player: Side::You, tribe: Tribe::Totem },
        Targets::OtherMinionsOfTribe { tribe: Tribe::Murloc, except: Who::ThisMinion },
    ]
}

fn targets_meaning(targets: &Targets<Who, Side>) -> &'static str {
    match targets {
        Targets::One(_) => "one character, if it is still in play",
        Targets::AllMinions => "every minion in play, both sides (\"ALL minions\")",
        Targets::AllCharacters => "both heroes, then every minion (\"ALL characters\")",
        Targets::MinionsOf(_) => "every minion of a player (\"all enemy minions\")",
        Targets::CharactersOf(_) => "a player's hero, then their minions (\"all enemies\")",
        Targets::OtherMinionsOf { .. } => "a player's minions but one (\"your other minions\")",
        Targets::AdjacentTo(_) => "the minions left and right of one",
        Targets::RandomCharacterOf(_) => {
            "one of a player's characters at random, never a mortally wounded one"
        }
        Targets::RandomMinionOf(_) => "one of a player's minions at random, never a mortally wounded one",
        Targets::TribeOf { .. } => "a player's minions of a tribe (\"your Totems\")",
        Targets::OtherMinionsOfTribe { .. } => {
            "every minion of a tribe but one, both sides (\"ALL other Murlocs\")"
        }
    }
}

fn place_examples() -> Vec<Place<Who>> {
    vec![
        Place::ForTheAbility,
        Place::RightEnd,
        Place::LeftOf(Who::ThisMinion),
        Place::RightOf(Who::ThisMinion),
        Place::BothSidesOf(Who::ThisMinion),
    ]
}

fn place_meaning(place: &Place<Who>) -> &'static str {
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

fn trigger_meaning(on: TriggerOn) -> &'static str {
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
        TriggerOn::CharacterHealed => "whenever a character is healed",
        TriggerOn::MinionHealed => "whenever a minion is healed",
        TriggerOn::AfterFriendlySummon => "after you summon a minion",
        TriggerOn::AfterFriendlySpell => "after you cast a spell",
        TriggerOn::StartOfYourTurn => "at the start of your turn",
        TriggerOn::EndOfYourTurn => "at the end of your turn",
        TriggerOn::FriendlySpellPlayed => "whenever you cast a spell, before its text",
        TriggerOn::FriendlyCardPlayed => "whenever you play another card, before it resolves",
    }
}

fn who_meaning(who: Who) -> &'static str {
    match who {
        Who::ThisMinion => "this minion (not in a spell)",
        Who::Target => "the character the player picked (a targeted spell, an aimed Battlecry)",
        Who::EventCharacter => {
            "the character the event is about: the one damaged, healed or summoned, the one that died"
        }
        Who::YourHero => "your hero",
        Who::EnemyHero => "the enemy hero",
    }
}

fn side_meaning(side: Side) -> &'static str {
    match side {
        Side::You => "the player whose card it is",
        Side::Opponent => "the other player",
    }
}

fn keyword_meaning(keyword: Keyword) -> &'static str {
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
fn reach_examples() -> Vec<Reach> {
    vec![
        Reach::OtherFriendlyMinions,
        Reach::AdjacentMinions,
        Reach::FriendlyTribe(Tribe::Beast),
        Reach::OtherFriendlyTribe(Tribe::Pirate),
        Reach::OtherMinionsOfTribe(Tribe::Murloc),
        Reach::YourHero,
        Reach::Itself,
        Reach::BothHeroes,
    ]
}

fn reach_meaning(reach: &Reach) -> &'static str {
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
    }
}

fn costed_meaning(cards: Costed) -> &'static str {
    match cards {
        Costed::Spells => "\"your spells\"",
        Costed::Minions => "\"your minions\" (with \"of\": \"both\", \"ALL minions\")",
        Costed::FirstMinionEachTurn => {
            "\"the first minion you play each turn\": minion cards while the player has played none this turn"
        }
    }
}

/// One example of each cost change.
fn change_examples() -> Vec<CostChange> {
    vec![CostChange::Less(1), CostChange::More(1), CostChange::Set(0)]
}

fn change_meaning(change: &CostChange) -> &'static str {
    match change {
        CostChange::Less(_) => "\"cost (1) less\" (a cost aura's \"not_less_than\": 1 stops it at (1))",
        CostChange::More(_) => "\"cost (1) more\"",
        CostChange::Set(_) => "\"cost (0)\"",
    }
}

fn whose_meaning(whose: Whose) -> &'static str {
    match whose {
        Whose::You => "the minion's owner's (the default)",
        Whose::Both => "both players' (\"ALL minions\")",
    }
}

fn cost_lasts_meaning(lasts: CostLasts) -> &'static str {
    match lasts {
        CostLasts::NextSpellThisTurn => {
            "\"the next spell you cast this turn\": until the player plays a spell, or the turn passes"
        }
        CostLasts::TheirNextTurn => {
            "\"next turn\", said of the other player: until the turn passes from them"
        }
    }
}

fn aim_meaning(aim: Aim) -> &'static str {
    match aim {
        Aim::AnyCharacter => "any character in play, heroes included (\"Battlecry: Deal 1 damage.\")",
        Aim::FriendlyMinion => "one of your minions (\"Battlecry: Give a friendly minion +1/+1.\")",
    }
}

fn card_field(field: &str) -> &'static str {
    match field {
        "name" => {
            "unique among all cards, built-in ones included; no control, bidirectional or invisible character"
        }
        "cost" => "mana cost, 0 to 99 (see Numbers)",
        "type" => "\"minion\", \"spell\" or \"enchantment\" (a card another card attaches with enchant)",
        "lasts" => "an enchantment card's duration: \"always\", \"this_turn\" or \"until_your_next_turn\"",
        "attack" | "health" => "a minion's base stats, Attack 0 to 99 and Health 1 to 99 (a spell has none)",
        "text" => "the rules text, as printed",
        "target" => "true if a spell's text names a target: it is cast at one",
        "keywords" => "the card's keywords: [KEYWORD, ...], each once",
        "enrage" => "what a minion gains while damaged: {\"attack\": 3, \"keywords\": [KEYWORD, ...]}",
        "tribe" => "a minion's tribe: TRIBE (only a minion has one)",
        "damage_one_by_one" => {
            "true if its area damage resolves each Damage Event as it is created (under the real game's rules)"
        }
        "auras" => {
            "what a minion gives others while in play: [{\"reaches\": REACH, \"attack\", \"health\", \"keywords\", \"attack_equals_health\", \"updates_in\", \"healing_deals_damage\", \"spells_doubled\", \"turn_time_limit\"}]; \"healing_deals_damage\" and \"spells_doubled\" are player-wide rules held by the hero (\"reaches\": \"your_hero\", \"updates_in\": \"other\"); \"turn_time_limit\": N, \"Players only have N seconds to take their turns\", is held by both heroes (\"reaches\": \"both_heroes\"): the engine says it (Game::turn_time_limit), a front end keeps the time"
        }
        "spell_damage" => {
            "Spell Damage: a minion's while it is in play and not Silenced, or an enchantment card's for the minion it is attached to; each amount of damage its owner's spells' text deals is this much more"
        }
        "cost_auras" => {
            "what a minion does to cards' costs while in play: [{\"cards\": COSTED CARDS, \"of\": WHOSE, \"change\": COST CHANGE, \"not_less_than\", \"first\"}]; brought up to date at the Aura Update (Health/Attack)"
        }
        "token" => "true for a card only other cards make",
        "for_the_second_player" => {
            "true for the one card the player who goes second gets after the mulligan (the real game's rules)"
        }
        "behaviour" => "built-in cards only: its abilities are Rust code in src/content/behaviours.rs",
        "triggers" => {
            "triggered abilities (an enchantment card's are its card object's): [{\"on\": TRIGGER, \"actions\": [ACTION, ...]}]"
        }
        "deathrattle" => "a minion's Deathrattle, or one an enchantment card adds: [ACTION, ...]",
        "battlecry" => "a minion's Battlecry: [ACTION, ...]",
        "aim" => "who the Battlecry is aimed at, if its text names a target: AIM",
        "spell" => "a spell's text: [ACTION, ...]",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names of the variants of the examples, in order.
    fn example_names<T: Serialize>(examples: &[T]) -> Vec<String> {
        examples
            .iter()
            .map(|example| json(example).split('"').nth(1).unwrap_or_default().to_owned())
            .collect()
    }

    #[test]
    fn the_examples_name_every_action_target_and_place_in_order() {
        let sayable: Vec<String> = names_of::<DataAction>()
            .into_iter()
            .filter(|name| !NOT_FOR_DATA.contains(&name.as_str()))
            .collect();
        assert_eq!(example_names(&action_examples()), sayable);
        assert_eq!(example_names(&target_examples()), names_of::<Targets<Who, Side>>());
        assert_eq!(example_names(&place_examples()), names_of::<Place<Who>>());
        assert_eq!(example_names(&reach_examples()), names_of::<Reach>());
        assert_eq!(example_names(&change_examples()), names_of::<CostChange>());
        assert_eq!(
            Tribe::ALL.map(|tribe| json(&tribe)).to_vec(),
            names_of::<Tribe>().iter().map(|n| format!("\"{n}\"")).collect::<Vec<_>>()
        );
    }

    #[test]
    fn every_parameter_has_a_meaning_and_every_two_word_enum_is_listed() {
        let parameters = parameters();
        assert_eq!(
            parameters,
            [
                "targets", "amount", "attack", "health", "minion", "keyword", "card", "player", "place",
                "count", "empty", "cards", "change", "lasts"
            ]
        );
        for parameter in &parameters {
            assert!(!parameter_meaning(parameter).is_empty(), "{parameter} has no meaning");
        }
        assert_eq!(
            values_of::<Side>(),
            [Side::You, Side::Opponent],
            "serde words a two-name list differently"
        );
        assert_eq!(values_of::<Aim>(), [Aim::AnyCharacter, Aim::FriendlyMinion]);
        let reference = reference();
        for needle in
            ["  you                     the player whose card it is", "  friendly_minion", "  amount  "]
        {
            assert!(reference.contains(needle), "{needle} missing from:\n{reference}");
        }
    }

    #[test]
    fn the_reference_ends_with_what_cards_cannot_say_yet() {
        let reference = reference();
        let not_yet = reference.find("\nNot yet: ").expect("a \"Not yet\" section");
        for (what, needs) in NOT_YET {
            assert!(reference[not_yet..].contains(&format!("  {what:<24}{needs}\n")), "{what} missing");
        }
        for card in ["Silence", "Windfury", "Charge"] {
            assert!(reference[not_yet..].contains(card), "{card} is not said to wait");
        }
        for sayable in ["Far Sight", "a drawn card's cost", "auras, the rest"] {
            assert!(!reference[not_yet..].contains(sayable), "{sayable} can be said now");
        }
    }

    /// The words a drawn card's cost, the 1-Health floor and the turn time limit are said in,
    /// each with its example.
    #[test]
    fn the_reference_says_a_drawn_cards_cost_the_health_floor_and_the_turn_time_limit() {
        let reference = reference();
        for needle in [
            "  draw_and_change_cost    the player draws a card, and that card costs \"change\"",
            "{\"draw_and_change_cost\":{\"player\":\"you\",\"change\":{\"less\":3}}}",
            "  health_floor_this_turn  the player's minions can't be reduced below 1 Health this turn",
            "{\"health_floor_this_turn\":{\"player\":\"you\"}}",
            "  both_heroes             both heroes: a rule each player holds (\"turn_time_limit\"",
            "\"both_heroes\"\n",
            "\"turn_time_limit\": N, \"Players only have N seconds to take their turns\"",
        ] {
            assert!(reference.contains(needle), "{needle} missing from:\n{reference}");
        }
    }

    #[test]
    fn the_reference_tells_how_many_a_summon_makes_where_and_who_a_group_reaches() {
        let reference = reference();
        for needle in [
            "  count                   how many a summon puts on the board: \"one\"",
            "  both_sides_of           alternately immediately right and left of a minion, right first",
            "  right_of                immediately right of a minion\n",
            "\"give\", \"silence\" or \"set_health\" reaches (\"targets\"), in order of play",
            "{\"silence\":{\"targets\":{\"minions_of\":\"opponent\"}}}",
        ] {
            assert!(reference.contains(needle), "{needle} missing from:\n{reference}");
        }
    }

    #[test]
    fn every_card_field_has_a_meaning() {
        let fields = names_of::<Entry>();
        assert!(fields.contains(&"deathrattle".to_owned()), "{fields:?}");
        for field in fields {
            assert!(!card_field(&field).is_empty(), "{field} has no meaning");
        }
    }

    #[test]
    fn each_example_reads_back_as_the_card_data_it_shows() {
        for action in action_examples() {
            let back: DataAction = serde_json::from_str(&json(&action)).unwrap();
            assert_eq!(back, action);
        }
    }

    #[test]
    fn the_reference_lists_every_trigger_and_who_with_its_meaning() {
        let reference = reference();
        assert_eq!(values_of::<TriggerOn>().len(), 16);
        for needle in [
            "  self_damaged",
            "  damages_a_minion",
            "after you cast a spell",
            "whenever you cast a spell, before its text",
            "  this_minion",
            "  gain_armor",
            "{\"draw\":{\"player\":\"you\"}}",
        ] {
            assert!(reference.contains(needle), "{needle} missing from:\n{reference}");
        }
    }
}
