//! The vocabulary's "Log names": the name a triggered ability reports in the log (a
//! `Triggered` event's `"trigger"`, as `expect.log` and `--format json` write it) for each
//! word a card file gives it. A card file names the condition (`"self_damaged"`), the log the
//! kind of event that answered it (`"damaged"`), so several words log one name.

use my_engine::engine::{TriggerKind, TriggerOn};

/// Every kind of `Triggered` event, in the order the reference lists them.
pub const KINDS: [TriggerKind; 12] = [
    TriggerKind::Damaged,
    TriggerKind::Healed,
    TriggerKind::Died,
    TriggerKind::Deathrattle,
    TriggerKind::Battlecry,
    TriggerKind::OnPlay,
    TriggerKind::OnSummon,
    TriggerKind::AfterSummon,
    TriggerKind::AfterSpell,
    TriggerKind::TurnStart,
    TriggerKind::TurnEnd,
    TriggerKind::Attack,
];

/// The name the log gives a triggered ability of the condition `on`: the kind of event that
/// answers it. The engine keeps this as `EventKind::trigger_kind`, which only the engine sees;
/// the unit tests hold this table to what the engine logs, one game for each condition.
pub fn logged_as(on: TriggerOn) -> TriggerKind {
    match on {
        TriggerOn::SelfDamaged
        | TriggerOn::FriendlyMinionDamaged
        | TriggerOn::AnyMinionDamaged
        | TriggerOn::HeroDamaged
        | TriggerOn::DealsDamage
        | TriggerOn::DamagesAMinion => TriggerKind::Damaged,
        TriggerOn::CharacterHealed | TriggerOn::MinionHealed => TriggerKind::Healed,
        TriggerOn::FriendlyMinionDies | TriggerOn::AnyMinionDies | TriggerOn::FriendlyTribeDies(_) => {
            TriggerKind::Died
        }
        TriggerOn::TribeSummoned(_) | TriggerOn::FriendlyTribeSummoned(_) => TriggerKind::OnSummon,
        TriggerOn::AfterFriendlySummon => TriggerKind::AfterSummon,
        TriggerOn::AfterFriendlySpell => TriggerKind::AfterSpell,
        TriggerOn::StartOfYourTurn | TriggerOn::StartOfEachTurn => TriggerKind::TurnStart,
        TriggerOn::EndOfYourTurn | TriggerOn::EndOfEachTurn => TriggerKind::TurnEnd,
        TriggerOn::FriendlySpellPlayed
        | TriggerOn::FriendlyCardPlayed
        | TriggerOn::FriendlyOverloadCardPlayed
        | TriggerOn::SpellPlayed => TriggerKind::OnPlay,
        TriggerOn::SelfAttacks | TriggerOn::YourHeroAttacks => TriggerKind::Attack,
    }
}

/// The card field that logs `kind` when it is not a trigger's condition: a Deathrattle and a
/// Battlecry are fields of their own. (Exhaustive, so that a new kind is listed here or among
/// the conditions.)
pub fn field_logging(kind: TriggerKind) -> Option<&'static str> {
    match kind {
        TriggerKind::Deathrattle => Some("deathrattle"),
        TriggerKind::Battlecry => Some("battlecry"),
        TriggerKind::Damaged
        | TriggerKind::Died
        | TriggerKind::Healed
        | TriggerKind::OnSummon
        | TriggerKind::AfterSummon
        | TriggerKind::AfterSpell
        | TriggerKind::TurnStart
        | TriggerKind::TurnEnd
        | TriggerKind::OnPlay
        | TriggerKind::Attack => None,
    }
}

/// The "Log names" lines: each log name, then the card file's words that log it: the
/// conditions (of `conditions`, every `TriggerOn` as the reference lists them, with their
/// words) or the field.
pub fn lines(conditions: &[(TriggerOn, String)]) -> Vec<(String, String)> {
    KINDS
        .iter()
        .map(|&kind| {
            let words: Vec<String> = conditions
                .iter()
                .filter(|(on, _)| logged_as(*on) == kind)
                .map(|(_, word)| format!("\"{word}\""))
                .collect();
            let source = match field_logging(kind) {
                Some(field) => format!("a card's \"{field}\""),
                None => format!("\"on\": {}", words.join(", ")),
            };
            (kind.name().to_owned(), source)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use my_engine::content::{CardSource, library_with};
    use my_engine::engine::Event;
    use my_engine::scenario::{parse, run};

    /// Every kind is listed once, and each is logged by a card field or by conditions, never
    /// both; every condition's kind is listed.
    #[test]
    fn every_kind_is_listed_once_and_logged_by_a_field_or_by_conditions() {
        let conditions: Vec<TriggerOn> = super::super::conditions().into_iter().map(|(on, _)| on).collect();
        for (at, kind) in KINDS.iter().enumerate() {
            assert!(!KINDS[..at].contains(kind), "{kind:?} twice");
            let by_conditions = conditions.iter().any(|&on| logged_as(on) == *kind);
            assert!(field_logging(*kind).is_some() != by_conditions, "{kind:?}");
        }
        assert!(conditions.iter().all(|&on| KINDS.contains(&logged_as(on))));
    }

    /// A game that answers every condition once at least: `on` is the condition of Test
    /// Listener's trigger (it gains 1 Armor), summoned for player 0, with a friendly Beast
    /// and an enemy minion; then the turn starts, damage to it and to the enemy hero, its
    /// attack, its hero's attack, a heal and a spell cast at it, a spell played, a card with Overload played, the Beast destroyed, the turn's
    /// end.
    fn every_condition_answered(on: TriggerOn) -> String {
        let on = serde_json::to_string(&on).unwrap();
        format!(
            r#"{{
  "name": "every_condition_answered",
  "decks": [["Test Filler", "Test Filler", "Test Filler", "Test Filler"], ["Test Filler", "Test Filler", "Test Filler", "Test Filler", "Test Filler"]],
  "cards": [
    {{ "name": "Test Listener", "cost": 1, "type": "minion", "attack": 1, "health": 9, "text": "",
       "triggers": [{{ "on": {on}, "actions": [{{ "gain_armor": {{ "player": "you", "amount": 1 }} }}] }}] }},
    {{ "name": "Test Beast", "cost": 1, "type": "minion", "attack": 1, "health": 1, "tribe": "beast", "text": "" }}
  ],
  "setup": [
    {{ "do": "summon", "card": "Test Listener", "player": 0, "as": "L" }},
    {{ "do": "summon", "card": "Test Beast", "player": 0, "as": "B" }},
    {{ "do": "summon", "card": "Test Filler", "player": 1, "as": "E" }},
    {{ "do": "begin" }},
    {{ "do": "deal_damage", "target": "L", "amount": 1 }},
    {{ "do": "deal_damage", "target": "hero1", "amount": 1 }},
    {{ "do": "attack", "attacker": "L", "defender": "E" }},
    {{ "do": "cast", "card": "Heroic Strike", "player": 0 }},
    {{ "do": "attack", "attacker": "hero0", "defender": "hero1" }},
    {{ "do": "cast", "card": "Holy Light", "player": 0, "target": "L" }},
    {{ "do": "add_to_hand", "card": "The Coin", "player": 0, "as": "C" }},
    {{ "do": "play", "card": "C" }},
    {{ "do": "add_to_hand", "card": "Lightning Bolt", "player": 0, "as": "O" }},
    {{ "do": "play", "card": "O", "target": "hero1" }},
    {{ "do": "destroy", "target": "B" }}
  ],
  "action": {{ "do": "end_turn" }}
}}"#
        )
    }

    /// What the log says of each condition is what the reference's table says: in a game that
    /// answers every condition, Test Listener's trigger of that condition reports its table
    /// name each time, and answers at least once.
    #[test]
    fn the_log_names_each_condition_as_the_table_says() {
        let conditions = super::super::conditions();
        assert_eq!(conditions.len(), 25);
        for (on, _) in conditions {
            let json = every_condition_answered(on);
            let scenario =
                parse("every_condition_answered.json", &json).unwrap_or_else(|err| panic!("{err}"));
            let own = CardSource {
                path: "every_condition_answered.json",
                text: &json,
                cards: scenario.cards.clone(),
            };
            let library = library_with(&[own]).unwrap();
            let ran =
                run("every_condition_answered.json", scenario, library).unwrap_or_else(|err| panic!("{err}"));
            let listener = library.find("Test Listener").unwrap();
            let logged: Vec<TriggerKind> = ran
                .whole
                .log()
                .iter()
                .filter_map(|record| match record.event {
                    Event::Triggered { source, trigger }
                        if ran.whole.card_of(source) == Ok(Some(listener)) =>
                    {
                        Some(trigger)
                    }
                    _ => None,
                })
                .collect();
            assert!(!logged.is_empty(), "{on:?} never answered");
            assert!(logged.iter().all(|&kind| kind == logged_as(on)), "{on:?} logged {logged:?}");
        }
    }

    #[test]
    fn each_log_name_lists_the_words_that_log_it() {
        let conditions = [
            (TriggerOn::SelfDamaged, "self_damaged".to_owned()),
            (TriggerOn::HeroDamaged, "hero_damaged".to_owned()),
            (TriggerOn::StartOfYourTurn, "start_of_your_turn".to_owned()),
        ];
        let lines = lines(&conditions);
        assert_eq!(lines.len(), KINDS.len());
        assert_eq!(lines[0], ("damaged".to_owned(), "\"on\": \"self_damaged\", \"hero_damaged\"".to_owned()));
        assert!(lines.contains(&("deathrattle".to_owned(), "a card's \"deathrattle\"".to_owned())));
        assert!(lines.contains(&("battlecry".to_owned(), "a card's \"battlecry\"".to_owned())));
        assert!(lines.contains(&("turn_start".to_owned(), "\"on\": \"start_of_your_turn\"".to_owned())));
    }
}
