//! Running a scenario: build the game, run the setup, label the cards, run the action.

use std::collections::{HashMap, HashSet};
use std::ops::Range;

use indexmap::IndexMap;

use super::{DeckCard, ListZone, Scenario, ScenarioError, Step};
use crate::engine::{CardId, Game, Id, Library, Limits, PLAYERS, Player, Rules, closest_names};

/// Cards by label, and labels by card.
#[derive(Clone, Debug, Default)]
pub struct Labels {
    by_label: IndexMap<String, Id>,
    by_id: HashMap<Id, String>,
    /// Deck cards labelled in `decks`: the log may give such a card a second label when it is
    /// drawn (the course's scenarios call the drawn card `C`).
    from_decks: HashSet<Id>,
}

impl Labels {
    /// The card `label` names, if any.
    pub fn id(&self, label: &str) -> Option<Id> {
        self.by_label.get(label).copied()
    }

    /// The label of `id`, if it has one.
    pub fn label(&self, id: Id) -> Option<&str> {
        self.by_id.get(&id).map(String::as_str)
    }

    /// Whether the expected log may give `id` a label of its own: only a deck card, labelled in
    /// `decks`, may have a second label (`F1` drawn as `C`); any other card's second label
    /// is a typo.
    pub fn may_relabel(&self, id: Id) -> bool {
        self.label(id).is_none() || self.from_decks.contains(&id)
    }

    /// Let `label` name `id`; false if it already names another card. A card may have
    /// several labels (a deck card labelled `F1` may be the drawn card `C`); it is shown by
    /// the first.
    pub fn bind(&mut self, label: &str, id: Id) -> bool {
        match self.id(label) {
            Some(bound) => bound == id,
            None => {
                self.by_label.insert(label.to_owned(), id);
                self.by_id.entry(id).or_insert_with(|| label.to_owned());
                true
            }
        }
    }

    /// Up to three known labels close to `label`, for a message.
    pub fn closest(&self, label: &str) -> Vec<String> {
        closest_names(label, self.by_label.keys().map(String::as_str))
    }
}

/// A scenario that has run: the game as the action found it and as it left it, and the
/// whole of it, setup included, watched event by event.
#[derive(Clone, Debug)]
pub struct Ran {
    /// The scenario as written.
    pub scenario: Scenario,
    /// The file it came from, for messages.
    pub path: String,
    /// The game after the setup, with an empty log.
    pub before: Game,
    /// The game after the action; its log is the action's alone.
    pub after: Game,
    /// Every label known so far; checking the expected log adds more.
    pub labels: Labels,
    /// Why the engine refused the action, when the scenario expects a refusal
    /// (`expect.refused`); the game is then as the setup left it.
    pub refused: Option<String>,
    /// The game as it was built, before the setup.
    pub start: Game,
    /// The whole scenario from `start`: the setup's calls and moves, then the action, watched
    /// (`Game::set_watching`) with the whole log kept. The action's events are the same as
    /// `after`'s, counted from `action_events.start`.
    pub whole: Game,
    /// Where each setup step's events are in `whole`'s log, one range a step.
    pub setup_events: Vec<Range<usize>>,
    /// Where the action's events are in `whole`'s log: after every setup step's.
    pub action_events: Range<usize>,
    /// Every expectation as `check` found it, in the order checked; empty until then.
    pub expectations: Vec<super::Checked>,
}

/// Build the game, run the setup and the action. Errors name the step and the fix.
///
/// `cards` is the library to play with: the embedded one, or one with the scenario's own
/// `cards` and a card file's (`content::library_with`).
pub fn run(path: &str, scenario: Scenario, cards: &'static Library) -> Result<Ran, ScenarioError> {
    let mut runner = Runner { path, labels: Labels::default(), cards };
    let mut decks: [Vec<CardId>; PLAYERS] = Default::default();
    for (player, deck) in scenario.decks.iter().enumerate() {
        for (at, entry) in deck.iter().enumerate() {
            let name = match entry {
                DeckCard::Card(card) | DeckCard::Labelled { card, .. } => card,
            };
            decks[player].push(runner.card(&format!("decks[{player}][{at}]"), name)?);
        }
    }
    let mut game = Game::new(cards, decks, Limits::default())
        .expect("every deck card was found in the library")
        .with_rules(Rules { shuffle_decks: false, ..scenario.rules.rules() }); // Decks as written.
    for player in Player::BOTH {
        let hero = game.hero(player);
        runner.label(&format!("hero{player}"), "heroes", hero)?;
        let deck = game.deck(player);
        for (at, entry) in scenario.decks[player.seat()].iter().enumerate() {
            if let DeckCard::Labelled { label, .. } = entry {
                runner.label(label, &format!("decks[{player}][{at}]"), deck[at])?;
                runner.labels.from_decks.insert(deck[at]);
            }
        }
    }
    let start = game.clone();
    game.set_watching(true); // The board after each event, for `--format html`.
    let mut setup_events = Vec::with_capacity(scenario.setup.len());
    for (at, step) in scenario.setup.iter().enumerate() {
        let first = game.log().len();
        runner.step(&mut game, step, &format!("setup[{at}]"))?;
        setup_events.push(first..game.log().len());
    }
    let mut whole = game.clone();
    game.clear_log();
    let before = game.clone();
    game.set_watching(true); // The action's own board after each event.
    let expects_refusal = scenario.expect.as_ref().is_some_and(|expect| expect.refused.is_some());
    let refused = match runner.step(&mut game, &scenario.action, "action") {
        Ok(()) => None,
        Err(ScenarioError::Refused { source, .. }) if expects_refusal => Some(source.to_string()),
        Err(other) => return Err(other),
    };
    // The same action on the whole game: the same calls on the same state give the same
    // events (refused again, if it was).
    let first = whole.log().len();
    let _ = runner.step(&mut whole, &scenario.action, "action");
    let action_events = first..whole.log().len();
    debug_assert!(
        whole.log()[action_events.clone()].iter().map(|r| r.event).eq(game.log().iter().map(|r| r.event))
    );
    Ok(Ran {
        scenario,
        path: path.to_owned(),
        before,
        after: game,
        labels: runner.labels,
        refused,
        start,
        whole,
        setup_events,
        action_events,
        expectations: Vec::new(),
    })
}

/// The running state of `run`: where messages point, and the labels so far.
struct Runner<'p> {
    path: &'p str,
    labels: Labels,
    cards: &'static Library,
}

impl Runner<'_> {
    /// Make one call on `game`; `place` names it in messages. A refusal names each card object
    /// of its message by its card and label, as the scenario knows it.
    fn step(&mut self, game: &mut Game, step: &Step, place: &str) -> Result<(), ScenarioError> {
        self.call(game, step, place).map_err(|err| match err {
            ScenarioError::Refused { path, place, source, named } => {
                let named = named_objects(&named, |id| self.named(game, id));
                ScenarioError::Refused { path, place, source, named }
            }
            other => other,
        })
    }

    /// The card object `id` as the scenario names it: its card's name, its number and its
    /// label (`Chillwind Yeti #2 (Y)`); `None` if the game holds no such object.
    fn named(&self, game: &Game, id: Id) -> Option<String> {
        let name = game.name_of(id).ok()?;
        Some(match self.labels.label(id) {
            Some(label) => format!("{name} {id} ({label})"),
            None => format!("{name} {id}"),
        })
    }

    /// Make one call on `game` (`step`'s work).
    fn call(&mut self, game: &mut Game, step: &Step, place: &str) -> Result<(), ScenarioError> {
        let refused = |source: crate::engine::Error| {
            let named = source.to_string();
            let source = Box::new(source);
            ScenarioError::Refused { path: self.path.to_owned(), place: place.to_owned(), source, named }
        };
        match step {
            Step::Summon { card, player, label } => {
                let card = self.card(place, card)?;
                let id = game.summon(card, *player).map_err(refused)?;
                if let Some(label) = label {
                    self.label(label, place, id)?;
                }
            }
            Step::DealDamage { target, amount } => {
                let target = self.id(place, target)?;
                game.deal_damage(target, *amount).map_err(refused)?;
            }
            Step::Destroy { target } => {
                let target = self.id(place, target)?;
                game.destroy(target).map_err(refused)?;
            }
            Step::Draw { player } => game.draw(*player).map_err(refused)?,
            Step::AddToHand { card, player, label } => {
                let card = self.card(place, card)?;
                let id = game.add_to_hand(card, *player).map_err(refused)?;
                if let Some(label) = label {
                    self.label(label, place, id)?;
                }
            }
            Step::GainManaCrystals { player, amount } => {
                game.gain_mana_crystals(*player, *amount).map_err(refused)?;
            }
            Step::GainManaThisTurn { player, amount } => {
                game.gain_mana_this_turn(*player, *amount).map_err(refused)?;
            }
            Step::SkipToTurn { turn } => game.skip_to_turn(*turn).map_err(refused)?,
            Step::Silence { target } => {
                let target = self.id(place, target)?;
                game.silence(target).map_err(refused)?;
            }
            Step::Freeze { target } => {
                let target = self.id(place, target)?;
                game.freeze(target).map_err(refused)?;
            }
            Step::SetHealth { target, health } => {
                let target = self.id(place, target)?;
                game.set_health(target, *health).map_err(refused)?;
            }
            Step::SetRemainingHealth { target, health } => {
                let target = self.id(place, target)?;
                game.set_remaining_health(target, *health).map_err(refused)?;
            }
            Step::Discard { player, card } => {
                let card = card.as_deref().map(|label| self.id(place, label)).transpose()?;
                game.discard(*player, card).map_err(refused)?;
            }
            Step::EmptyDeck { player } => game.empty_deck(*player).map_err(refused)?,
            Step::ShuffleIntoDeck { card, player, label } => {
                let card = self.card(place, card)?;
                let id = game.shuffle_into_deck(card, *player).map_err(refused)?;
                if let Some(label) = label {
                    self.label(label, place, id)?;
                }
            }
            Step::StopDraws { player } => game.stop_draws(*player).map_err(refused)?,
            Step::Equip { card, player, label } => {
                let card = self.card(place, card)?;
                let id = game.equip(card, *player).map_err(refused)?;
                if let Some(label) = label {
                    self.label(label, place, id)?;
                }
            }
            Step::GiveHeroPower { card, player, label } => {
                let card = self.card(place, card)?;
                let id = game.give_hero_power(card, *player).map_err(refused)?;
                if let Some(label) = label {
                    self.label(label, place, id)?;
                }
            }
            Step::Label { label, player, zone, position } => {
                let cards = match zone {
                    ListZone::Hand => game.hand(*player).to_vec(),
                    ListZone::Board => game.board(*player).to_vec(),
                    ListZone::Deck => game.deck(*player),
                    ListZone::Graveyard => game.graveyard(*player),
                    ListZone::Weapon => game.weapon(*player).into_iter().collect(),
                    ListZone::HeroPower => game.hero_power(*player).into_iter().collect(),
                };
                let Some(&id) = cards.get(*position) else {
                    return Err(ScenarioError::NoSuchPosition {
                        path: self.path.to_owned(),
                        place: place.to_owned(),
                        player: *player,
                        zone: zone.name(),
                        position: *position,
                        len: cards.len(),
                    });
                };
                self.label(label, place, id)?;
            }
            Step::Cast { card, player, target } => {
                let card = self.card(place, card)?;
                let target = target.as_deref().map(|label| self.id(place, label)).transpose()?;
                game.cast(card, *player, target).map_err(refused)?;
            }
            Step::Begin => game.begin().map_err(refused)?,
            Step::Mulligan { player, put_back } => game.mulligan(*player, *put_back).map_err(refused)?,
            Step::Play { card, position, target, choose } => {
                let card = self.card_to_play(place, game, card)?;
                let target = target.as_deref().map(|label| self.id(place, label)).transpose()?;
                let right_end = || game.turn().map_or(0, |turn| game.board(turn.player).len());
                let position = position.unwrap_or_else(right_end);
                match *choose {
                    Some(option) => game.play_choosing(card, option, position, target).map_err(refused)?,
                    None => game.play(card, position, target).map_err(refused)?,
                }
            }
            Step::Attack { attacker, defender } => {
                let (attacker, defender) = (self.id(place, attacker)?, self.id(place, defender)?);
                game.attack_with(attacker, defender).map_err(refused)?;
            }
            Step::UseHeroPower { target } => {
                let target = target.as_deref().map(|label| self.id(place, label)).transpose()?;
                game.use_hero_power(target).map_err(refused)?;
            }
            Step::EndTurn => game.end_turn().map_err(refused)?,
            Step::Choose { card } => game.choose(self.id(place, card)?).map_err(refused)?,
        }
        Ok(())
    }

    fn card(&self, place: &str, name: &str) -> Result<CardId, ScenarioError> {
        self.cards.find(name).map_err(|source| ScenarioError::Refused {
            path: self.path.to_owned(),
            place: place.to_owned(),
            named: source.to_string(),
            source: Box::new(source),
        })
    }

    /// The card a `play` step names: its label, or else, by its name, the one card of that name
    /// in the hand of the player whose turn it is (The Coin, which the game gives and no step
    /// labels); a name that several cards in that hand bear is refused, asking for a label.
    fn card_to_play(&self, place: &str, game: &Game, card: &str) -> Result<Id, ScenarioError> {
        if self.labels.id(card).is_some() {
            return self.id(place, card);
        }
        let hand = game.turn().map_or(&[][..], |turn| game.hand(turn.player));
        let named: Vec<Id> = hand.iter().copied().filter(|&id| game.name_of(id) == Ok(card)).collect();
        match named.as_slice() {
            [one] => Ok(*one),
            [] => self.id(place, card),
            several => Err(ScenarioError::SeveralInHand {
                path: self.path.to_owned(),
                place: place.to_owned(),
                name: card.to_owned(),
                count: several.len(),
            }),
        }
    }

    fn id(&self, place: &str, label: &str) -> Result<Id, ScenarioError> {
        self.labels.id(label).ok_or_else(|| ScenarioError::UnknownLabel {
            path: self.path.to_owned(),
            place: place.to_owned(),
            label: label.to_owned(),
            closest: self.labels.closest(label),
        })
    }

    fn label(&mut self, label: &str, place: &str, id: Id) -> Result<(), ScenarioError> {
        if self.labels.bind(label, id) {
            return Ok(());
        }
        Err(ScenarioError::DuplicateLabel {
            path: self.path.to_owned(),
            place: place.to_owned(),
            label: label.to_owned(),
        })
    }
}

/// `message` with each card object it writes as `#N` written as `name` writes it (left as it
/// is where `name` knows no such object, and inside a quoted name, where `#` is a letter).
fn named_objects(message: &str, name: impl Fn(Id) -> Option<String>) -> String {
    let mut out = String::with_capacity(message.len());
    let mut quoted = false;
    let mut chars = message.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        if c == '"' {
            quoted = !quoted;
        }
        if c != '#' || quoted {
            out.push(c);
            continue;
        }
        let digits: String = message[at + 1..].chars().take_while(char::is_ascii_digit).collect();
        match digits.parse::<u32>().ok().and_then(|number| name(Id::from_number(number))) {
            Some(named) => {
                out.push_str(&named);
                for _ in 0..digits.len() {
                    chars.next();
                }
            }
            None => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_objects_are_named_outside_quotes_and_unknown_ones_left_as_they_are() {
        let name = |id: Id| (id.number() == 2).then(|| "Chillwind Yeti #2 (Y)".to_owned());
        assert_eq!(
            named_objects(r##"#2 hits #7; "Test #2" is a name; #x and # stay"##, name),
            r##"Chillwind Yeti #2 (Y) hits #7; "Test #2" is a name; #x and # stay"##
        );
        assert_eq!(named_objects("#2", name), "Chillwind Yeti #2 (Y)");
        assert_eq!(named_objects("#22", name), "#22", "#22 is not #2");
    }
}
