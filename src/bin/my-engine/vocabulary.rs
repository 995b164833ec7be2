//! `my-engine vocabulary`: every name a card written as data can use, with its meaning and a
//! JSON example. The names and the examples' JSON come from the engine's own types through
//! serde, and each meaning from an exhaustive `match` on them, so the reference cannot drift
//! from what a card file is read as; what no word says yet comes from the pool's planning
//! table (`vocabulary/not_yet.rs`).

mod actions;
mod log_names;
mod not_yet;
mod steps;
mod words;

use serde::Serialize;
use serde::de::DeserializeOwned;
use words::{
    aim_meaning, card_field, change_examples, change_meaning, cost_lasts_meaning, costed_meaning,
    count_examples, count_meaning, keyword_meaning, reach_examples, reach_meaning, side_meaning,
    trigger_meaning, who_meaning, whose_meaning,
};

use actions::{
    NOT_FOR_DATA, action_examples, action_meaning, actions_taking, listed, parameter_meaning, parameters,
    place_examples, place_meaning, target_examples, targets_meaning,
};
use my_engine::content::{Entry, NUMBER_RANGES, library};
use my_engine::engine::{
    AimWord, CostLasts, Costed, DataAction, DataStep, DataTrigger, Holding, Keyword, Requirement, Side,
    Tribe, TriggerOn, Who, Whose,
};

/// The whole reference, as `my-engine vocabulary` prints it.
pub fn reference() -> String {
    let mut out = String::from(INTRODUCTION);
    section(&mut out, "Card fields", "a card in a card file or a scenario's \"cards\"");
    for field in names_of::<Entry>() {
        line(&mut out, &field, card_field(&field), None);
    }
    section(
        &mut out,
        "Triggers",
        "\"triggers\": [{\"on\": TRIGGER, \"actions\": [ACTION, ...]}]; \"chance\": N (optional, 1 to 99) makes the actions happen only with an N% chance, drawn from the game's seed each time it resolves (\"you have a 50% chance to ...\"); \"if_it\": REQUIREMENT (optional, one of \"damaged\", \"attack_at_most\", \"attack_at_least\", \"tribe\", \"with\", as an aim's) is what the character the event is about must be (\"a minion with 3 or less Attack\"), checked as the Queue is filled and again when it resolves (Rule 10b: it answers, and logs \"Triggered\", only if both hold); \"if_holding\": \"minion\" (optional) is what its player must hold in hand, checked the same two times (\"swap this minion with a random one in your hand\")",
    );
    let draw = || vec![DataStep::Do(DataAction::Draw { player: Side::You })];
    for on in values_of::<TriggerOn>() {
        let example = DataTrigger { on, chance: None, if_it: None, if_holding: None, actions: draw() };
        line(&mut out, &json(&on), trigger_meaning(on), Some(&json(&example)));
    }
    // The conditions that name a tribe: `values_of` finds only the ones that name nothing.
    for on in TRIBE_CONDITIONS {
        let example = DataTrigger { on, chance: None, if_it: None, if_holding: None, actions: draw() };
        line(&mut out, &tag(&on), trigger_meaning(on), Some(&json(&example)));
    }
    let on = TriggerOn::AfterFriendlySummon;
    let if_it = Some(Requirement::AttackAtMost(3));
    let example = DataTrigger { on, chance: None, if_it, if_holding: None, actions: draw() };
    line(&mut out, "\"if_it\"", "a condition on the event's character", Some(&json(&example)));
    let on = TriggerOn::StartOfYourTurn;
    let example =
        DataTrigger { on, chance: None, if_it: None, if_holding: Some(Holding::Minion), actions: draw() };
    line(&mut out, "\"if_holding\"", "a condition on its player's hand", Some(&json(&example)));
    section(
        &mut out,
        "Log names",
        "what a triggered ability reports in the log (a \"Triggered\" event's \"trigger\", as \"expect.log\" writes it): the kind of event that answered it, for the card file's words",
    );
    for (name, words) in log_names::lines(&conditions()) {
        line(&mut out, &name, &words, None);
    }
    section(&mut out, "Actions", "one JSON object per action, named for what it does; lists run in order");
    for action in action_examples() {
        line(&mut out, &tag(&action), action_meaning(&action), Some(&json(&action)));
    }
    out.push_str(&format!("  (card code may also {}; a card's data cannot yet)\n", NOT_FOR_DATA.join(", ")));
    section(
        &mut out,
        "Steps",
        "a list of actions is a list of steps, each read when it is reached (after the steps before it and all they caused); besides an action, a step may be",
    );
    for (name, step, meaning) in steps::step_examples() {
        line(&mut out, name, meaning, Some(&json(&step)));
    }
    section(&mut out, "Conditions", "what an \"if\" step asks of the game when it is reached");
    for condition in steps::condition_examples() {
        line(&mut out, &tag(&condition), steps::condition_meaning(condition), Some(&json(&condition)));
    }
    section(
        &mut out,
        "Counts",
        "what a \"for_each\" step counts, and an amount that is a count: { \"for_each\": COUNT, \"times\": N (optional, 1 to 10) } gives N for each, read when its step is reached",
    );
    for counted in steps::counted_examples() {
        line(&mut out, &tag(&counted), steps::counted_meaning(counted), Some(&json(&counted)));
    }
    section(&mut out, "Parameters", "inside an action");
    for parameter in parameters() {
        line(&mut out, &parameter, parameter_meaning(&parameter), None);
    }
    let many = actions_taking("targets");
    let one: Vec<String> = actions_taking("minion").into_iter().filter(|name| !many.contains(name)).collect();
    let second = actions_taking("copy_of");
    let how = format!(
        "who {} reaches (\"targets\"), in order of play; {} take card objects, not targets (\"minion\", and \"copy_of\" of {}: each a CARD OBJECT)",
        listed(&many, "or"),
        listed(&one, "and"),
        listed(&second, "and")
    );
    section(&mut out, "Targets", &how);
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
    section(
        &mut out,
        "Aims",
        "who a Battlecry or a spell is aimed at (\"aim\"): the player picks one; a spell with an aim is targeted",
    );
    for word in AimWord::ALL {
        line(&mut out, &json(&word), aim_meaning(word), None);
    }
    out.push_str(
        "  (with one requirement, as an object: { \"of\": WORD, and one of \"damaged\": true or false, \"attack_at_most\": N, \"attack_at_least\": N, \"tribe\": TRIBE, \"with\": KEYWORD }, like { \"of\": \"enemy_minion\", \"with\": \"taunt\" })\n",
    );
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
        "Continuous counts",
        "what \"for_each\" counts, in an aura (\"auras\") or in a card's own cost (\"cost_count\"), from its card's side: kept like an aura, read again at the Aura Update (Health/Attack) once what it counts has changed",
    );
    for for_each in count_examples() {
        line(&mut out, &tag(&for_each), count_meaning(&for_each), Some(&json(&for_each)));
    }
    section(
        &mut out,
        "Costed cards",
        "which of a player's cards in hand a cost change reaches (\"cards\" of \"cost_auras\" and \"change_costs\")",
    );
    for cards in values_of::<Costed>() {
        line(&mut out, &json(&cards), costed_meaning(cards), None);
    }
    section(
        &mut out,
        "Cost changes",
        &format!("what a cost change does (\"change\"), each in turn; {COST_FLOOR}"),
    );
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
        "  (no other number: a summon's \"count\" is \"one\", \"until_full\" or a random count above, \"lasts\" is a word; a keyword is given once; a name holds no control, bidirectional or invisible character)\n",
    );
    section(
        &mut out,
        "Not yet",
        "what the launch pool's cards need that no word says yet, each an engine change first: the words of the pool's planning table (\"needs\") that a card not built in waits for, with the cards",
    );
    for (what, needs) in not_yet::lines(library()) {
        line(&mut out, &what, &needs, None);
    }
    out
}

/// The floor of a card's cost, in the words docs/cards.md and the engine's docs use too: the
/// changes apply in turn to the cost so far, which may go below 0, and only the result is
/// stopped at 0.
const COST_FLOOR: &str = "a cost is never below 0 once every change has applied";

/// Every trigger condition, as the reference lists them, with its word in a card file.
fn conditions() -> Vec<(TriggerOn, String)> {
    let mut conditions = values_of::<TriggerOn>();
    conditions.extend(TRIBE_CONDITIONS);
    conditions.into_iter().map(|on| (on, tag(&on))).collect()
}

/// The trigger conditions that name a tribe, each with one (`values_of` lists only those that
/// name nothing).
const TRIBE_CONDITIONS: [TriggerOn; 3] = [
    TriggerOn::FriendlyTribeDies(Tribe::Beast),
    TriggerOn::TribeSummoned(Tribe::Beast),
    TriggerOn::FriendlyTribeSummoned(Tribe::Beast),
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
    // A name as long as the column or longer ("random_minion_with_attack_at_most") keeps a
    // space before its meaning.
    let gap = if name.chars().count() >= 24 && !meaning.is_empty() { " " } else { "" };
    out.push_str(&format!("  {name:<24}{gap}{meaning}\n"));
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

#[cfg(test)]
mod tests {
    use super::*;
    use my_engine::engine::{CostChange, ForEach, Place, Reach, Targets};

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
        assert_eq!(example_names(&count_examples()), names_of::<ForEach>());
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
                "targets",
                "amount",
                "card",
                "character",
                "splash",
                "minion",
                "least",
                "most",
                "attack",
                "health",
                "keyword",
                "player",
                "place",
                "count",
                "from",
                "empty",
                "cards",
                "change",
                "lasts",
                "tribe",
                "look_at",
                "durability",
                "of",
                "how_many",
                "spell",
                "copy_of",
                "otherwise"
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
        assert_eq!(values_of::<AimWord>(), AimWord::ALL);
        let reference = reference();
        for needle in
            ["  you                     the player whose card it is", "  friendly_minion", "  amount  "]
        {
            assert!(reference.contains(needle), "{needle} missing from:\n{reference}");
        }
    }

    /// The reference ends with "Not yet": each group and word of the planning table a card
    /// still waits for, with its cards; among them every mechanic the next changes bring
    /// (the next issue's actions, the heroes' and classes' mechanics, and this one's aims,
    /// counts, conditions, random choices and triggers). What can be said now is not there.
    #[test]
    fn the_reference_ends_with_what_cards_cannot_say_yet() {
        let reference = reference();
        let not_yet = reference.find("\nNot yet: ").expect("a \"Not yet\" section");
        let section = &reference[not_yet..];
        for (what, needs) in not_yet::lines(library()) {
            assert!(section.contains(&format!("  {what:<24}{needs}\n")), "{what} missing");
        }
        for mechanic in
            ["copy a minion or a card", "Secrets", "Combo", "\"for each\"", "\"if\"", "lose a keyword"]
        {
            assert!(section.contains(mechanic), "{mechanic} is not said to wait:\n{section}");
        }
        for sayable in [
            "Far Sight",
            "Archmage Antonidas",
            "Argent Squire",
            "Gruul",
            "Master Swordsmith",
            "Nat Pagle",
            "Polymorph",
            "Hex",
            "Tinkmaster Overspark",
            "Gelbin Mekkatorque",
            "Sap",
            "Vanish",
            "Shadowstep",
            "Youthful Brewmaster",
            "Ysera",
            "return_to_hand",
            "except_card",
            "Faceless Manipulator",
            "Mind Vision",
            "Thoughtsteal",
            "Mindgames",
            "Ancestral Spirit",
            "Lorewalker Cho",
            "Alarm-o-Bot",
            "either_player",
            "put_into_play",
        ] {
            assert!(!section.contains(sayable), "{sayable} can be said now");
        }
    }

    /// The Targets heading names every action that takes "targets", and those that take one
    /// card object only ("minion"), each once: read from the actions' examples.
    #[test]
    fn the_targets_heading_names_every_action_with_targets_and_those_with_one_minion() {
        let reference = reference();
        let heading =
            reference.lines().find(|line| line.starts_with("Targets: ")).expect("a Targets section");
        assert_eq!(
            heading,
            "Targets: who \"damage\", \"damage_except_card\", \"minion_deals\", \"split_damage\", \"damage_between\", \"heal\", \"buff\", \"buff_this_turn\", \"set_health\", \
             \"give\", \"lose\", \"silence\", \"freeze\", \"enchant\", \"transform\", \"transform_random\", \"destroy_all\", \"return_to_hand\", \
             \"draw_and_damage\" or \"take_control\" reaches (\"targets\"), in order of play; \"set_attack\", \"swap_attack_and_health\", \
             \"attack_equal_to_health\", \"double_attack\", \"double_health\", \"gain_attack\", \"destroy\", \"change_cost_in_hand\", \"replace_hero\", \
             \"become_copy\", \"summon_card_of\" and \"swap_with_hand\" take card objects, not targets (\"minion\", and \"copy_of\" of \"become_copy\": each a CARD \
             OBJECT)"
        );
        for action in action_examples() {
            let name = tag(&action);
            let parameters = serde_json::to_value(&action).unwrap()[&name].clone();
            let named = heading.contains(&format!("\"{name}\""));
            let takes = parameters.get("targets").is_some() || parameters.get("minion").is_some();
            assert_eq!(named, takes, "{name}");
        }
    }

    /// One wording of the cost floor: the Cost changes heading says it, and docs/cards.md says it
    /// in the same words.
    #[test]
    fn the_cost_floor_has_one_wording() {
        let reference = reference();
        assert!(
            reference.contains("\nCost changes: what a cost change does (\"change\"), each in turn; a cost is never below 0 once every change has applied\n"),
            "{reference}"
        );
        let chapter = include_str!("../../../docs/cards.md").replace('\n', " ");
        assert!(chapter.contains(&COST_FLOOR.replacen("a cost is ", "", 1)), "docs/cards.md: {COST_FLOOR}");
        assert!(!chapter.contains("never goes below 0") && !reference.contains("never goes below 0"));
    }

    /// The log names: each of the log's trigger names, with the card file's words that log it.
    #[test]
    fn the_reference_maps_each_log_name_to_the_card_files_words() {
        let reference = reference();
        for needle in [
            "\nLog names: what a triggered ability reports in the log",
            "\n  damaged                 \"on\": \"self_damaged\", \"friendly_minion_damaged\", \"any_minion_damaged\", \"hero_damaged\", \"deals_damage\", \"damages_a_minion\"\n",
            "\n  died                    \"on\": \"friendly_minion_dies\", \"any_minion_dies\", \"friendly_tribe_dies\"\n",
            "\n  on_summon               \"on\": \"tribe_summoned\", \"friendly_tribe_summoned\"\n",
            "\n  deathrattle             a card's \"deathrattle\"\n",
            "\n  on_play                 \"on\": \"friendly_spell_played\", \"friendly_card_played\", \"friendly_overload_card_played\", \"spell_played\"\n",
            "\n  turn_end                \"on\": \"end_of_your_turn\", \"end_of_each_turn\"\n",
        ] {
            assert!(reference.contains(needle), "{needle} missing from:\n{reference}");
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
            "\"give\", \"lose\", \"silence\", \"freeze\", \"enchant\", \"transform\", \"transform_random\", \"destroy_all\", \"return_to_hand\", \"draw_and_damage\" or \"take_control\" reaches (\"targets\"), in order of play",
            "  return_to_hand          return every target minion, in order of play, to its controller's hand",
            "{\"return_to_hand\":{\"targets\":\"all_minions\"}}",
            "{\"change_cost_in_hand\":{\"minion\":\"target\",\"change\":{\"less\":2}}}",
            "{\"damage_except_card\":{\"targets\":\"all_characters\",\"amount\":5,\"card\":\"Ysera\"}}",
            "{\"silence\":{\"targets\":{\"minions_of\":\"opponent\"}}}",
        ] {
            assert!(reference.contains(needle), "{needle} missing from:\n{reference}");
        }
    }

    /// Each continuous count's meaning quotes the card words it counts (`ForEach::words`), so
    /// that a reader finds the text they hold in the reference.
    #[test]
    fn each_count_means_what_its_card_words_say() {
        for for_each in count_examples() {
            let (meaning, words) = (count_meaning(&for_each), for_each.words());
            assert!(meaning.contains(&words), "{words:?} is not in {meaning:?}");
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
        assert_eq!(values_of::<TriggerOn>().len(), 22);
        for needle in [
            "  self_damaged",
            "  self_attacks",
            "  your_hero_attacks",
            "  tribe_summoned",
            "  friendly_tribe_summoned",
            "{\"on\":{\"tribe_summoned\":\"beast\"},\"actions\":[{\"draw\":{\"player\":\"you\"}}]}",
            "  if_it                   a condition on the event's character",
            "{\"on\":\"after_friendly_summon\",\"if_it\":{\"attack_at_most\":3},\"actions\":[{\"draw\":{\"player\":\"you\"}}]}",
            "  if_holding              a condition on its player's hand",
            "{\"on\":\"start_of_your_turn\",\"if_holding\":\"minion\",\"actions\":[{\"draw\":{\"player\":\"you\"}}]}",
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
