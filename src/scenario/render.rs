//! Showing a scenario that has run: as text (board, action, reaction tree, what changed), as
//! the log's JSON, or as a Mermaid flowchart of the tree.

use std::collections::HashMap;
use std::fmt::Write;

use super::LogEntry;
use super::fields::fields;
use super::tree_text::forest_lines;
use super::{Ran, Step};
use crate::engine::{AuraStep, Event, Game, Id, Library, Node, Player, Zone};
use crate::text::{COLUMNS, Described, escape_control, mana_words, overload_words, turn_words, wrap};

/// How to show a scenario that has run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    /// The board, the action, the reaction tree and what changed, for a terminal.
    Text,
    /// The action's log as `LogEntry` JSON.
    Json,
    /// A Mermaid flowchart of the reaction tree, for documentation.
    Mermaid,
    /// One self-contained HTML page that steps through the Sequence event by event.
    Html,
}

impl Format {
    /// The format called `name`: `text`, `json`, `mermaid` or `html`.
    pub fn named(name: &str) -> Option<Format> {
        match name {
            "text" => Some(Format::Text),
            "json" => Some(Format::Json),
            "mermaid" => Some(Format::Mermaid),
            "html" => Some(Format::Html),
            _ => None,
        }
    }
}

/// The scenario's events as `LogEntry` JSON, pretty-printed: `setup`, each setup step's
/// events with the step in words, then `log`, the action's, exactly as `expect.log` writes it
/// (`labelled_log`).
pub(super) fn json(ran: &Ran) -> String {
    let mut labeller = Labeller { ran, made: HashMap::new() };
    let setup: Vec<serde_json::Value> = ran
        .scenario
        .setup
        .iter()
        .zip(&ran.setup_events)
        .enumerate()
        .map(|(at, (step, events))| {
            serde_json::json!({
                "step": format!("setup[{at}]"),
                "does": step_words(ran, step),
                "log": labeller.log(&ran.whole.log()[events.clone()]),
            })
        })
        .collect();
    let log = labeller.log(&ran.whole.log()[ran.action_events.clone()]);
    let shown = serde_json::json!({ "setup": setup, "log": log });
    serde_json::to_string_pretty(&shown).expect("events serialise") + "\n"
}

/// Writes events as `LogEntry` JSON, every card as a label, as `expect.log` writes it: the
/// output can be pasted into a scenario as it is. A card with no label yet (a drawn card, a
/// summon) gets one made from its card's name and id, `"Damaged Golem 4"`, which names it in
/// the pasted expectations as any new label does, the same one wherever it appears.
struct Labeller<'r> {
    ran: &'r Ran,
    made: HashMap<Id, String>,
}

impl Labeller<'_> {
    fn log(&mut self, records: &[crate::engine::Record]) -> Vec<serde_json::Value> {
        let library = self.ran.whole.library();
        records
            .iter()
            .map(|record| {
                let event = LogEntry::from_engine(record.event, library);
                let mut json = serde_json::to_value(&event).expect("events serialise");
                for field in fields(&event).into_iter().filter(|field| field.holds_id) {
                    let id: Option<Id> = serde_json::from_value(json[field.name].clone()).ok();
                    if let Some(id) = id {
                        json[field.name] = serde_json::Value::from(self.label_of(id));
                    }
                }
                json
            })
            .collect()
    }

    fn label_of(&mut self, id: Id) -> String {
        if let Some(label) = self.ran.labels.label(id) {
            return label.to_owned();
        }
        let ran = self.ran;
        self.made.entry(id).or_insert_with(|| new_label(ran, id)).clone()
    }
}

/// A label for the unlabelled card `id` that no card has yet: its card's name and id.
fn new_label(ran: &Ran, id: Id) -> String {
    let name = ran.whole.name_of(id).unwrap_or("Card");
    let mut label = format!("{name} {id}", id = id.number());
    while ran.labels.id(&label).is_some() {
        label.push('\'');
    }
    label
}

pub(super) fn text(ran: &Ran) -> String {
    let mut out = String::new();
    if !ran.scenario.name.is_empty() {
        let _ = writeln!(out, "Scenario: {}", escape_control(&ran.scenario.name));
    }
    if !ran.scenario.about.is_empty() {
        for line in wrap(&ran.scenario.about, COLUMNS) {
            let _ = writeln!(out, "{}", escape_control(&line));
        }
    }
    setup_lines(ran, &mut out);
    let _ = writeln!(out, "\nBoard before the action");
    board_lines(ran, &ran.before, &mut out);
    cards_and_labels(ran, &mut out);
    let _ = writeln!(out, "\nAction: {}", action(ran));
    let _ = writeln!(out, "\nReaction tree");
    let roots = ran.after.trace();
    forest_lines(ran, &roots.iter().collect::<Vec<_>>(), "", &|index| index.to_string(), &mut out);
    let changes = changes(ran);
    let _ = writeln!(out, "\nWhat changed");
    if changes.is_empty() {
        let _ = writeln!(out, "  nothing");
    }
    for change in changes {
        let _ = writeln!(out, "  {change}");
    }
    let _ = writeln!(out, "\nBoard after the action");
    board_lines(ran, &ran.after, &mut out);
    expectation_lines(ran, &mut out);
    out
}

/// Each setup step in words and the events it logged, as a reaction tree numbered `[s0]`,
/// `[s1]`, ... through the whole setup (the action's own events count from `[0]`).
fn setup_lines(ran: &Ran, out: &mut String) {
    if ran.scenario.setup.is_empty() {
        let _ = writeln!(out, "\nSetup: none");
        return;
    }
    let _ = writeln!(out, "\nSetup");
    let roots = ran.whole.trace();
    for (at, (step, events)) in ran.scenario.setup.iter().zip(&ran.setup_events).enumerate() {
        let _ = writeln!(out, "  setup[{at}]: {}", step_words(ran, step));
        if events.is_empty() {
            let _ = writeln!(out, "    (no event)");
        }
        let mine: Vec<&Node> = roots.iter().filter(|root| events.contains(&(root.index as usize))).collect();
        forest_lines(ran, &mine, "    ", &|index| format!("s{index}"), out);
    }
}

/// The board of `game` for a reader: whose turn it is, each hero's Health and Armor, each
/// minion as it is now (`Described`: its stats, keywords, marks, enchantments and aura
/// grants; a Silenced one's card text marked as no longer in force: every card's text is
/// under "Cards"), each player's mana, each hand's cards and each deck's count.
fn board_lines(ran: &Ran, game: &Game, out: &mut String) {
    let _ = writeln!(out, "  {}", turn_words(game.turn()));
    for player in Player::BOTH {
        let _ = writeln!(out, "  player {player}:");
        let hero = game.hero(player);
        let notes =
            Described::of(game, hero, &|id| who(ran, id)).map(|hero| hero.notes()).unwrap_or_default();
        let notes = if notes.is_empty() { String::new() } else { format!("; {}", notes.join("; ")) };
        let attack = match game.attack(hero).expect("known") {
            0 => String::new(),
            attack => format!("Attack {attack}, "),
        };
        let _ = writeln!(
            out,
            "    hero: {}, {attack}Health {}, Armor {}{notes}",
            who(ran, hero),
            game.health(hero).expect("known"),
            game.armor(player)
        );
        if let Some(weapon) = game.weapon(player) {
            let _ = writeln!(
                out,
                "    weapon: {} {}/{}",
                who(ran, weapon),
                game.attack(weapon).expect("known"),
                game.durability(weapon).expect("a weapon")
            );
        }
        if let Some(power) = game.hero_power(player) {
            let used = if game.hero_power_used(player) { ", used" } else { "" };
            let cost = game.cost(power).expect("known");
            let _ = writeln!(out, "    Hero Power: {} ({cost} mana{used})", who(ran, power));
        }
        let board = game.board(player);
        if board.is_empty() {
            let _ = writeln!(out, "    board: (empty)");
        }
        for (at, &id) in board.iter().enumerate() {
            let described = Described::of(game, id, &|id| who(ran, id)).expect("known");
            let notes = described.notes();
            let notes = if notes.is_empty() { String::new() } else { format!(": {}", notes.join("; ")) };
            let head = if at == 0 { "board:" } else { "      " };
            let line = format!("{} {}/{}{notes}", who(ran, id), described.attack, described.health);
            for (at, line) in wrap(&line, COLUMNS - 13).into_iter().enumerate() {
                let _ = writeln!(out, "    {} {line}", if at == 0 { head } else { "        " });
            }
            // Each card's text is under "Cards", once; a Silenced one's is marked here too, as
            // no longer in force.
            let silenced = described.text_line().filter(|_| described.silenced);
            for line in silenced.map(|text| wrap(&text, COLUMNS - 13)).unwrap_or_default() {
                let _ = writeln!(out, "             {}", escape_control(&line));
            }
        }
        let _ = writeln!(out, "    mana: {}", mana_words(game.mana(player)));
        let overload = overload_words(game.overload(player));
        if !overload.is_empty() {
            let _ = writeln!(out, "    Overload: {overload}");
        }
        let hand: Vec<String> = game.hand(player).iter().map(|&id| who(ran, id)).collect();
        let hand = if hand.is_empty() { "(empty)".to_owned() } else { hand.join(", ") };
        for (at, line) in wrap(&format!("hand: {hand}"), COLUMNS - 6).into_iter().enumerate() {
            let _ = writeln!(out, "{}{line}", if at == 0 { "    " } else { "      " });
        }
        let deck = game.deck(player).len();
        let _ = writeln!(out, "    deck: {deck} {}", if deck == 1 { "card" } else { "cards" });
    }
}

/// Each expectation with its mark: it holds, or it does not (and what came instead).
fn expectation_lines(ran: &Ran, out: &mut String) {
    if ran.expectations.is_empty() {
        return;
    }
    let _ = writeln!(out, "\nExpectations");
    for checked in &ran.expectations {
        let (mark, text) = if checked.holds {
            ("holds", format!("{}: {}", checked.what, checked.expected))
        } else {
            (
                "DOES NOT HOLD",
                format!("{}: expected {}, actual {}", checked.what, checked.expected, checked.actual),
            )
        };
        for (at, line) in wrap(&text, COLUMNS - 17).into_iter().enumerate() {
            let mark = if at == 0 { mark } else { "" };
            let _ = writeln!(out, "  {mark:<13}  {line}");
        }
    }
}

/// What the names in the output mean: each card's text, once, for every card on the board,
/// in a hand or in a reaction tree (the setup's included), and how cards are labelled.
fn cards_and_labels(ran: &Ran, out: &mut String) {
    let on_board = Player::BOTH.into_iter().flat_map(|player| {
        let (board, hand) = (ran.before.board(player), ran.before.hand(player));
        board.iter().chain(hand.iter()).copied().collect::<Vec<_>>()
    });
    let in_log = LogEntry::log_of(&ran.whole).into_iter().flat_map(|event| {
        let ids = fields(&event).into_iter().filter(|field| field.holds_id);
        let json = serde_json::to_value(&event).expect("events serialise");
        ids.filter_map(|field| serde_json::from_value::<Id>(json[field.name].clone()).ok())
            .collect::<Vec<_>>()
    });
    let library = ran.after.library();
    let card_of = |id: Id| ran.after.name_of(id).ok().and_then(|name| library.find(name).ok());
    let spells = ran.whole.log().iter().filter_map(|record| match record.event {
        Event::SpellCast { card } => Some(card),
        _ => None,
    });
    // A hero has no card.
    let cards = on_board.filter_map(card_of).chain(spells).chain(in_log.filter_map(card_of));
    let mut shown: Vec<&str> = Vec::new();
    for card in cards {
        let card = library.card(card);
        if !card.text.is_empty() && !shown.contains(&card.name.as_str()) {
            shown.push(&card.name);
            let mut lines = wrap(&format!("{}: {}", card.name, card.text), COLUMNS - 4).into_iter();
            let _ = writeln!(
                out,
                "{}{}",
                if shown.len() == 1 { "\nCards\n  " } else { "  " },
                escape_control(&lines.next().unwrap_or_default())
            );
            lines.for_each(|line| _ = writeln!(out, "    {}", escape_control(&line)));
        }
    }
    let names = "Names: a card is shown by name, #id (its card object) and, in brackets, the label the \
                 scenario gives it (\"as\"); hero0 and hero1 are the heroes.";
    let _ = writeln!(out);
    wrap(names, COLUMNS).iter().for_each(|line| _ = writeln!(out, "{line}"));
}

/// A card as people read it: `Armorsmith #3 (S)`, the label's control characters escaped.
pub(super) fn who(ran: &Ran, id: Id) -> String {
    let name = ran.whole.name_of(id).unwrap_or("?");
    match ran.labels.label(id) {
        Some(label) => format!("{name} {id} ({})", escape_control(label)),
        None => format!("{name} {id}"),
    }
}

/// The action in words.
pub(super) fn action(ran: &Ran) -> String {
    step_words(ran, &ran.scenario.action)
}

/// A setup step or the action in words.
pub(super) fn step_words(ran: &Ran, step: &Step) -> String {
    let named = |label: &str| ran.labels.id(label).map_or_else(|| escape_control(label), |id| who(ran, id));
    match step {
        Step::Summon { card, player, .. } => format!("player {player} summons {card}"),
        Step::DealDamage { target, amount } => format!("deal {amount} damage to {}", named(target)),
        Step::Destroy { target } => format!("destroy {}", named(target)),
        Step::Draw { player } => format!("player {player} draws a card"),
        Step::AddToHand { card, player, .. } => format!("put {card} into player {player}'s hand"),
        Step::GainManaCrystals { player, amount } => {
            format!("player {player} gains {amount} Mana Crystal{}", if *amount == 1 { "" } else { "s" })
        }
        Step::GainManaThisTurn { player, amount } => format!(
            "player {player} gains {amount} Mana Crystal{} for this turn only",
            if *amount == 1 { "" } else { "s" }
        ),
        Step::SkipToTurn { turn } => format!("skip to turn {turn}"),
        Step::Silence { target } => format!("silence {}", named(target)),
        Step::Freeze { target } => format!("freeze {}", named(target)),
        Step::SetHealth { target, health } => format!("set {}'s Health to {health}", named(target)),
        Step::SetRemainingHealth { target, health } => {
            format!("set {}'s remaining Health to {health}", named(target))
        }
        Step::Discard { player, card: None } => format!("player {player} discards their hand"),
        Step::Discard { player, card: Some(card) } => format!("player {player} discards {}", named(card)),
        Step::EmptyDeck { player } => format!("player {player}'s deck is emptied, with no Fatigue"),
        Step::ShuffleIntoDeck { card, player, .. } => format!("shuffle {card} into player {player}'s deck"),
        Step::StopDraws { player } => format!("player {player} draws nothing from here on"),
        Step::Equip { card, player, .. } => format!("player {player}'s hero equips {card}"),
        Step::GiveHeroPower { card, player, .. } => {
            format!("player {player}'s hero gets the Hero Power {card}")
        }
        Step::UseHeroPower { target: None } => "use the Hero Power".to_owned(),
        Step::UseHeroPower { target: Some(target) } => format!("use the Hero Power at {}", named(target)),
        Step::Label { label, player, zone, position } => format!(
            "label the card at position {position} of player {player}'s {} {}",
            zone.name(),
            escape_control(label)
        ),
        Step::Cast { card, player, target: None } => format!("player {player} casts {card}"),
        Step::Cast { card, player, target: Some(target) } => {
            format!("player {player} casts {card} at {}", named(target))
        }
        Step::Begin => "the game begins".to_owned(),
        Step::Play { card, position, target, choose } => {
            let at = position.map_or_else(String::new, |position| format!(" at position {position}"));
            let aimed =
                target.as_deref().map_or_else(String::new, |target| format!(", aimed at {}", named(target)));
            let chosen = choose.map_or_else(String::new, |option| format!(", choosing option {option}"));
            format!("play {}{at}{chosen}{aimed}", named(card))
        }
        Step::Attack { attacker, defender } => format!("{} attacks {}", named(attacker), named(defender)),
        Step::EndTurn => "end the turn".to_owned(),
        Step::Choose { card } => format!("choose {} to draw; the others stay set aside", named(card)),
        Step::Mulligan { player, put_back } if put_back.is_empty() => {
            format!("player {player} keeps every opening card")
        }
        Step::Mulligan { player, put_back } => {
            let positions: Vec<String> = put_back.iter().map(|at| at.to_string()).collect();
            format!("player {player} puts back the opening cards at {}", positions.join(", "))
        }
    }
}

/// What `event` says, each card object shown by `who`: `Triggered: Test Reactor #4 (R), damaged`.
pub fn event_text(who: &dyn Fn(Id) -> String, library: &Library, event: Event) -> String {
    match event {
        Event::Played { player, id } => format!("Played: player {player} plays {}", who(id)),
        Event::Shuffled { player } => format!("Shuffled: player {player}'s deck"),
        Event::Summoned { id } => format!("Summoned: {}", who(id)),
        Event::Transformed { id, into } => format!("Transformed: {} becomes {}", who(id), who(into)),
        Event::BecameCopy { id, of, into } => {
            format!("BecameCopy: {} becomes {}, a copy of {}", who(id), who(into), who(of))
        }
        Event::CopiedToHand { player, id, of } => {
            format!("CopiedToHand: player {player} gets {}, a copy of {}", who(id), who(of))
        }
        Event::Damaged { target, amount } => format!("Damaged: {} takes {amount}", who(target)),
        Event::Triggered { source, trigger } => {
            format!("Triggered: {}, {}", who(source), trigger.name())
        }
        Event::Drew { player, id } => format!("Drew: player {player} draws {}", who(id)),
        Event::Fatigue { player } => format!("Fatigue: player {player}"),
        Event::Burned { player, id } => format!("Burned: player {player} burns {}", who(id)),
        Event::PutBack { player, id } => format!("PutBack: player {player} puts back {}", who(id)),
        Event::AddedToHand { player, id } => format!("AddedToHand: player {player} gets {}", who(id)),
        Event::ReturnedToHand { player, id } => {
            format!("ReturnedToHand: {} goes back to player {player}'s hand", who(id))
        }
        Event::ReturnedToFullHand { player, id } => {
            format!("ReturnedToFullHand: player {player}'s hand is full: {} is destroyed instead", who(id))
        }
        Event::Offered { player, id } => {
            format!("Offered: {} leaves player {player}'s deck, set aside for their choice", who(id))
        }
        Event::Chose { player, id } => format!("Chose: player {player} chooses {}", who(id)),
        Event::NotChosen { player, id } => {
            format!("NotChosen: player {player} leaves {} set aside, out of the game", who(id))
        }
        Event::ManaGainedThisTurn { player, amount } => {
            format!("ManaGainedThisTurn: player {player} +{amount} Mana this turn")
        }
        Event::CostsChanged { player, cards, change, lasts } => {
            format!("CostsChanged: player {player}'s {} {} {}", cards.name(), change.words(), lasts.words())
        }
        Event::CostChanged { id, change } => {
            format!("CostChanged: {} in hand, {} while it stays there", who(id), change.words())
        }
        Event::HealthFloorThisTurn { player } => {
            format!(
                "HealthFloorThisTurn: player {player}'s minions can't be reduced below 1 Health this turn"
            )
        }
        Event::ManaCrystalsGained { player, amount, empty } => {
            let kind = if empty { "empty" } else { "full" };
            let plural = if amount == 1 { "" } else { "s" };
            format!("ManaCrystalsGained: player {player} +{amount} {kind} Mana Crystal{plural}")
        }
        Event::ControlTaken { id, player } => {
            format!("ControlTaken: player {player} takes control of {}", who(id))
        }
        Event::ControlTakenOntoFullBoard { id, player } => {
            format!(
                "ControlTakenOntoFullBoard: player {player}'s board is full: {} is destroyed instead",
                who(id)
            )
        }
        Event::ManaCrystalDestroyed { player, empty } => {
            let kind = if empty { "an empty" } else { "a full" };
            format!("ManaCrystalDestroyed: player {player} loses {kind} Mana Crystal")
        }
        Event::TurnSkippedTo { turn } => format!("TurnSkippedTo: turn {turn}"),
        Event::Discarded { player, id } => format!("Discarded: player {player} discards {}", who(id)),
        Event::DeckEmptied { player } => format!("DeckEmptied: player {player}'s deck, with no Fatigue"),
        Event::ShuffledIntoDeck { player, id } => {
            format!("ShuffledIntoDeck: {} into player {player}'s deck", who(id))
        }
        Event::DrawsStopped { player } => format!("DrawsStopped: player {player} draws nothing from here on"),
        Event::NotDrawn { player } => {
            format!("NotDrawn: player {player}'s draws are stopped, with no Fatigue")
        }
        Event::TurnStarted { player, turn } => format!("TurnStarted: player {player}, turn {turn}"),
        Event::TurnEnded { player } => format!("TurnEnded: player {player}"),
        Event::Attacked { attacker, defender } => {
            format!("Attacked: {} attacks {}", who(attacker), who(defender))
        }
        Event::GameEnded { winner: Some(player) } => format!("GameEnded: player {player} wins"),
        Event::GameEnded { winner: None } => "GameEnded: a draw".to_owned(),
        Event::ArmorGained { player, amount } => format!("ArmorGained: player {player} +{amount} Armor"),
        Event::Healed { target, amount } => format!("Healed: {} gets back {amount}", who(target)),
        Event::StatsChanged { id, attack, health } => {
            format!("StatsChanged: {} now {attack}/{health}", who(id))
        }
        Event::Gained { id, keyword } => format!("Gained: {} gains {}", who(id), keyword.name()),
        Event::Lost { id, keyword } => format!("Lost: {} loses {}", who(id), keyword.name()),
        Event::Enchanted { id, card } => format!("Enchanted: {} gets {}", who(id), library.card(card).name),
        Event::AuraUpdate { step: AuraStep::HealthAttack } => "AuraUpdate: Health/Attack".to_owned(),
        Event::AuraUpdate { step: AuraStep::Other } => "AuraUpdate: Other".to_owned(),
        Event::AuraStarted { source } => format!("AuraStarted: {}", who(source)),
        Event::AuraStopped { source } => format!("AuraStopped: {}", who(source)),
        Event::CountChanged { id, count } => format!("CountChanged: {} in hand counts {count}", who(id)),
        Event::Silenced { id } => format!("Silenced: {}", who(id)),
        Event::Frozen { id } => format!("Frozen: {}", who(id)),
        Event::Thawed { id } => format!("Thawed: {}", who(id)),
        Event::SpellCast { card } => format!("SpellCast: {}", library.card(card).name),
        Event::Destroyed { id } => format!("Destroyed: {}", who(id)),
        Event::Equipped { player, id } => format!("Equipped: player {player}'s hero equips {}", who(id)),
        Event::DurabilityLost { id, amount } => {
            format!("DurabilityLost: {} loses {amount} Durability", who(id))
        }
        Event::HeroPowerGiven { player, id } => {
            format!("HeroPowerGiven: player {player}'s hero gets the Hero Power {}", who(id))
        }
        Event::Overloaded { player, amount } => {
            format!("Overloaded: player {player} owes {amount} Mana Crystals for their next turn")
        }
        Event::OverloadLocked { player, amount } => {
            format!("OverloadLocked: {amount} of player {player}'s Mana Crystals are locked this turn")
        }
        Event::HeroReplaced { player, minion, card } => format!(
            "HeroReplaced: {} leaves play and player {player}'s hero becomes {}",
            who(minion),
            library.card(card).name
        ),
        Event::HeroPowerUsed { player, id, target: None } => {
            format!("HeroPowerUsed: player {player} uses {}", who(id))
        }
        Event::HeroPowerUsed { player, id, target: Some(target) } => {
            format!("HeroPowerUsed: player {player} uses {} at {}", who(id), who(target))
        }
        Event::DeathPhase { round } => format!("DeathPhase {round}"),
    }
}

/// Every zone, Health, Attack and Armor that the action changed, and the cost of each card in a
/// hand after it that changed, one line each.
fn changes(ran: &Ran) -> Vec<String> {
    let (before, after) = (&ran.before, &ran.after);
    let mut lines = Vec::new();
    for number in 0..after.id_count() {
        let id = Id::from_number(number as u32);
        if number >= before.id_count() {
            lines.push(format!("{}: new, in the {:?}", who(ran, id), after.zone_of(id).expect("known")));
            continue;
        }
        // A weapon's Health is its Durability (`course/weapons.rs`): said as such.
        let health = if after.durability(id).is_ok() { "Durability" } else { "Health" };
        let stat = |game: &Game| {
            [
                ("zone", format!("{:?}", game.zone_of(id).expect("known"))),
                ("Attack", game.attack(id).expect("known").to_string()),
                (health, game.health(id).expect("known").to_string()),
            ]
        };
        for ((what, was), (_, now)) in stat(before).into_iter().zip(stat(after)) {
            if was != now {
                lines.push(format!("{}: {what} {was} → {now}", who(ran, id)));
            }
        }
        // A card in a hand after the action: its cost, if that changed (a cost aura, "the
        // next spell", a drawn card made cheaper).
        if after.zone_of(id) == Ok(Zone::Hand) {
            let (was, now) = (before.cost(id).expect("known"), after.cost(id).expect("known"));
            if was != now {
                lines.push(format!("{}: cost {was} → {now}", who(ran, id)));
            }
        }
    }
    for player in Player::BOTH {
        let (was, now) = (before.armor(player), after.armor(player));
        if was != now {
            lines.push(format!("player {player}: Armor {was} → {now}"));
        }
    }
    lines
}

/// The action's tree as a Mermaid flowchart; with `setup`, each setup step's tree before it,
/// each step and the action a subgraph of its own (a setup event is `s3`, an action's `e3`).
/// Without it, a comment says what is left out.
pub fn mermaid(ran: &Ran, setup: bool) -> String {
    let mut out = String::from("flowchart TD\n");
    let setup_events: usize = ran.setup_events.iter().map(|events| events.len()).sum();
    if !setup {
        if !ran.scenario.setup.is_empty() {
            let steps = ran.scenario.setup.len();
            let _ = writeln!(
                out,
                "    %% the setup ({steps} {}, {setup_events} {}) is left out: --setup draws it",
                if steps == 1 { "step" } else { "steps" },
                if setup_events == 1 { "event" } else { "events" }
            );
        }
        let dotted = mermaid_forest(ran, &ran.after.trace(), "e", "    ", &mut out);
        mermaid_legend(dotted, &mut out);
        return out;
    }
    let roots = ran.whole.trace();
    let mut dotted = false;
    for (at, (step, events)) in ran.scenario.setup.iter().zip(&ran.setup_events).enumerate() {
        let title = format!("setup[{at}]: {}", step_words(ran, step)).replace('"', "#quot;");
        let _ = writeln!(out, "    subgraph setup{at}[\"{title}\"]");
        let mine: Vec<Node> =
            roots.iter().filter(|root| events.contains(&(root.index as usize))).cloned().collect();
        dotted |= mermaid_forest(ran, &mine, "s", "      ", &mut out);
        let _ = writeln!(out, "    end");
    }
    let title = format!("action: {}", action(ran)).replace('"', "#quot;");
    let _ = writeln!(out, "    subgraph action[\"{title}\"]");
    let mine: Vec<Node> = ran.after.trace();
    dotted |= mermaid_forest(ran, &mine, "e", "      ", &mut out);
    let _ = writeln!(out, "    end");
    mermaid_legend(dotted, &mut out);
    out
}

/// `roots` and their trees, each node `{prefix}{index}`, the roots joined in order by dotted
/// arrows; whether it drew one.
fn mermaid_forest(ran: &Ran, roots: &[Node], prefix: &str, indent: &str, out: &mut String) -> bool {
    for root in roots {
        mermaid_node(ran, root, prefix, indent, out);
    }
    for pair in roots.windows(2) {
        let _ = writeln!(out, "{indent}{prefix}{} -.-> {prefix}{}", pair[0].index, pair[1].index);
    }
    roots.len() > 1
}

/// A legend node saying what the two kinds of arrow mean, if the chart has a dotted one (a
/// chart of one tree has only solid arrows, which need no key).
fn mermaid_legend(dotted: bool, out: &mut String) {
    if dotted {
        let _ = writeln!(
            out,
            "    legend[\"Legend: a solid arrow leads from an event to one it caused; a dotted arrow to the next event that no event caused, in the order they happened\"]"
        );
        let _ = writeln!(out, "    classDef key fill:#fafafa,stroke:#999,stroke-dasharray:3 3");
        let _ = writeln!(out, "    class legend key");
    }
}

fn mermaid_node(ran: &Ran, node: &Node, prefix: &str, indent: &str, out: &mut String) {
    let text = event_text(&|id| who(ran, id), ran.whole.library(), node.event);
    let shown = if prefix == "s" { format!("s{}", node.index) } else { node.index.to_string() };
    let label = format!("[{shown}] {text}").replace('"', "#quot;");
    let _ = writeln!(out, "{indent}{prefix}{}[\"{label}\"]", node.index);
    for child in &node.children {
        let _ = writeln!(out, "{indent}{prefix}{} --> {prefix}{}", node.index, child.index);
        mermaid_node(ran, child, prefix, indent, out);
    }
}
