//! `my-engine replay GAME.json`: a saved game (an `engine::GameRecord`, as `play --save` writes
//! it) replayed move by move, shown as its reaction trees, its log as JSON, or the page that
//! steps through every event of it.

use my_engine::engine::{Error, GameRecord, Id, Library};
use my_engine::scenario::LogEntry;
use my_engine::scenario::{Format, Page, event_text, page};

/// The game saved in `json` (read from `path`), replayed with `cards`, in `format`; or what is
/// wrong, naming the file and the fix.
pub fn replay(path: &str, json: &str, cards: &'static Library, format: Format) -> Result<String, String> {
    let record: GameRecord = serde_json::from_str(json)
        .map_err(|err| format!("{path}: {err} (a saved game, as `play --save` writes it)"))?;
    let before = record.start(cards).map_err(|err| match err {
        Error::UnknownCard { .. } => {
            format!(
                "{path}: {err}; a card of a card file? pass `--cards FILE`, the one the game was played with"
            )
        }
        err => format!("{path}: {err}"),
    })?;
    let mut after = before.clone();
    after.set_watching(true);
    record.play_moves(&mut after).map_err(|err| format!("{path}: the game does not replay: {err}"))?;
    let who = |id: Id| format!("{} {id}", after.name_of(id).unwrap_or("?"));
    let outcome = match after.outcome() {
        None => format!("{} moves; the game goes on", record.moves.len()),
        Some(outcome) => format!("{} moves; {outcome}", record.moves.len()),
    };
    Ok(match format {
        Format::Html => {
            let about = format!("{path}: seed {}, the real game's rules as saved", record.seed);
            let title = "A saved game, replayed";
            page(&Page {
                title,
                about: &about,
                headline: format!("Game: {outcome}"),
                stage: "A move and its Phases",
                before: &before,
                after: &after,
                who: &who,
                groups: Vec::new(),
                action_from: 0,
                expectations: None,
            })
        }
        Format::Json => {
            serde_json::to_string_pretty(&LogEntry::log_of(&after)).expect("events serialise") + "\n"
        }
        // A whole game's tree is too large for a flowchart: Mermaid shows the text.
        Format::Text | Format::Mermaid => {
            let mut depths: Vec<usize> = Vec::new();
            let mut text = format!("Replayed {path}: {outcome}\n\n");
            for (index, record) in after.log().iter().enumerate() {
                let depth = record.cause.map_or(0, |cause| depths[cause as usize] + 1);
                depths.push(depth);
                let line = event_text(&who, cards, record.event);
                text.push_str(&format!("{}[{index}] {line}\n", "  ".repeat(depth)));
            }
            text
        }
    })
}
