//! `--format html`: one self-contained page that steps through a Sequence. The page is opened
//! in headless Chromium at several steps through its address, and what it shows (the board,
//! the highlighted event, the Queue) is checked against the engine's own record of that step.
//!
//! Chromium comes from the distribution's packages; `.ci/run` installs it and sets
//! `MY_ENGINE_BROWSER_TESTS=required`, so CI always runs the browser part. On a machine without
//! Chromium (a learner's, with only the Rust toolchain), the browser part says so on stderr and
//! the rest of each test still runs.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use my_engine::content::library;
use my_engine::engine::{QueueView, Watch};
use my_engine::scenario::{Format, Ran, check, parse, render, run};

const CHAINED: &str = "scenarios/test_03_chained_death_phases.json";

fn ran(path: &str, json: &str) -> Ran {
    let mut ran = run(path, parse(path, json).unwrap(), library()).unwrap();
    check(&mut ran).unwrap();
    ran
}

fn ran_file(path: &str) -> Ran {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    ran(path, &fs::read_to_string(full).unwrap())
}

/// The page for `ran`, written to a file of this test's own.
fn page_file(name: &str, ran: &Ran) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("my-engine-html-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    fs::write(&path, render(ran, Format::Html)).unwrap();
    path
}

#[test]
fn the_page_is_self_contained_and_loads_nothing() {
    let page = render(&ran_file(CHAINED), Format::Html);
    assert!(page.starts_with("<!DOCTYPE html>"), "{}", &page[..40]);
    for outside in [
        "http:",
        "https:",
        "//cdn",
        " src=",
        " href=",
        "@import",
        "url(",
        "<link",
        "fetch(",
        "XMLHttpRequest",
    ] {
        assert!(!page.contains(outside), "the page must load nothing, but holds {outside:?}");
    }
    let policy = r#"content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'""#;
    assert!(page.contains(policy), "a Content-Security-Policy forbids every load");
    assert_eq!(page.matches("</script>").count(), 2, "the data cannot close its script element early");
}

#[test]
fn the_page_embeds_the_engines_record_of_each_step() {
    let ran = ran_file(CHAINED);
    let page = render(&ran, Format::Html);
    let data = embedded_data(&page);
    let watch = ran.after.watch().expect("the action is watched");
    assert_eq!(data["events"].as_array().unwrap().len(), ran.after.log().len());
    assert_eq!(
        data["boards"].as_array().unwrap().len(),
        watch.boards.len() + 1,
        "before, then after each event"
    );
    assert_eq!(
        data["queues"],
        serde_json::to_value(&watch.queues).unwrap(),
        "the Queues as the engine recorded them"
    );
    assert_eq!(data["events"][1]["stage"], "Death Creation Step: removes Unstable Ghoul #3 (U)");
    assert_eq!(data["events"][3]["cause"], 2, "each event with its cause");
}

#[test]
fn a_full_board_whirlwind_page_stays_under_200_kb() {
    let deck: Vec<String> = vec!["\"Test Filler\"".to_owned(); 30];
    let deck = deck.join(", ");
    let setup: Vec<String> = (0..7)
        .flat_map(|_| {
            [
                r#"{ "do": "summon", "card": "Armorsmith", "player": 0 }"#.to_owned(),
                r#"{ "do": "summon", "card": "Acolyte of Pain", "player": 1 }"#.to_owned(),
            ]
        })
        .collect();
    let json = format!(
        r#"{{ "decks": [[{deck}], [{deck}]], "setup": [{}], "action": {{ "do": "cast", "card": "Whirlwind", "player": 0 }} }}"#,
        setup.join(", ")
    );
    let ran = ran("whirlwind.json", &json);
    assert_eq!(ran.after.log().len(), 127, "the benchmark's full-board Whirlwind");
    let page = render(&ran, Format::Html);
    assert!(page.len() < 200 * 1024, "{} bytes", page.len());
}

#[test]
fn chromium_shows_the_board_the_event_and_the_queue_of_each_step() {
    let ran = ran_file(CHAINED);
    let path = page_file("chained.html", &ran);
    let watch = ran.after.watch().unwrap();
    let last = ran.after.log().len() - 1;
    for step in [0, 3, 4, 6, last] {
        let Some(dom) = dom_at(&path, step) else { return };
        let shown = |id: &str| inner_text(&dom, &format!("id=\"{id}\"")).unwrap_or_default();
        assert_eq!(shown("step"), step.to_string(), "the address opens the page at step {step}");
        let current = tags(&dom, "<li")
            .into_iter()
            .filter(|tag| tag.get("class").is_some_and(|c| c == "event current"));
        let current: Vec<String> = current.map(|tag| tag["data-index"].clone()).collect();
        assert_eq!(current, [step.to_string()], "exactly the current event is highlighted");
        assert_eq!(board_in(&dom), board_of(watch, step), "the board after event {step}");
        assert_eq!(queues_in(&dom), queues_of(&watch.queues, step), "the Queues at event {step}");
    }
}

#[test]
fn chromium_shows_nested_queues_stacked_and_each_sides_hand_deck_and_armor() {
    let ran = ran_file("scenarios/test_02_depth_first_nesting.json");
    let path = page_file("nesting.html", &ran);
    let watch = ran.after.watch().unwrap();
    // [3] is Test Reactor's trigger, inside Test Echo's hit, inside the outer Queue.
    let nested = queues_of(&watch.queues, 3);
    assert_eq!(nested.len(), 2, "two Queues are being resolved at event 3: {nested:?}");
    for step in [1, 3, 6] {
        let Some(dom) = dom_at(&path, step) else { return };
        assert_eq!(queues_in(&dom), queues_of(&watch.queues, step), "the Queues at event {step}");
        let sides: Vec<(String, String, String, String)> = tags(&dom, "<div")
            .into_iter()
            .filter(|tag| tag.get("class").is_some_and(|class| class == "side"))
            .map(|tag| {
                (
                    tag["data-player"].clone(),
                    tag["data-hand"].clone(),
                    tag["data-deck"].clone(),
                    tag["data-armor"].clone(),
                )
            })
            .collect();
        let board = &watch.boards[step];
        let expected: Vec<(String, String, String, String)> = [1, 0]
            .map(|p| {
                (
                    p.to_string(),
                    board.hand[p].to_string(),
                    board.deck[p].to_string(),
                    board.armor[p].to_string(),
                )
            })
            .to_vec();
        assert_eq!(sides, expected, "hands, decks and Armor after event {step}");
    }
}

#[test]
fn an_action_that_logs_nothing_still_gives_a_page_that_says_so() {
    let json = r#"{ "action": { "do": "deal_damage", "target": "hero0", "amount": 0 } }"#;
    let ran = ran("nothing.json", json);
    assert!(ran.after.log().is_empty());
    let path = page_file("nothing.html", &ran);
    let Some(dom) = dom_at(&path, 0) else { return };
    assert!(dom.contains("The action logged no event"), "{dom}");
    assert_eq!(board_in(&dom).len(), 2, "the two heroes are still shown");
}

#[test]
fn the_queue_of_a_death_phase_is_shown_locked_with_its_resolving_entry() {
    let ran = ran_file(CHAINED);
    let watch = ran.after.watch().unwrap();
    // Event 3 is the Ghoul's Deathrattle resolving from Death Phase 1's Queue.
    assert_eq!(
        queues_of(&watch.queues, 3),
        [vec![("3".to_owned(), "deathrattle".to_owned(), "resolving".to_owned())]]
    );
    assert_eq!(
        queues_of(&watch.queues, 6),
        Vec::<Vec<(String, String, String)>>::new(),
        "none in a Death Creation Step"
    );
}

/// The JSON the page embeds.
fn embedded_data(page: &str) -> serde_json::Value {
    let start = page.find("<script id=\"data\" type=\"application/json\">").unwrap();
    let rest = &page[start..];
    let json = &rest[rest.find('>').unwrap() + 1..rest.find("</script>").unwrap()];
    serde_json::from_str(&json.replace("<\\/", "</")).unwrap()
}

/// The DOM of the page at `path#step` after its script ran, from headless Chromium; `None`
/// (said on stderr) if this machine has no Chromium and CI does not require one.
fn dom_at(path: &Path, step: usize) -> Option<String> {
    let chromium = ["chromium", "chromium-browser"]
        .into_iter()
        .find(|name| Command::new(name).arg("--version").output().is_ok_and(|out| out.status.success()));
    let Some(chromium) = chromium else {
        let required = std::env::var("MY_ENGINE_BROWSER_TESTS").is_ok_and(|value| value == "required");
        assert!(!required, "MY_ENGINE_BROWSER_TESTS=required, but there is no chromium: install it");
        eprintln!("note: no chromium on this machine; the page was not opened in a browser");
        return None;
    };
    let page = path.file_stem().unwrap().to_string_lossy();
    let profile =
        std::env::temp_dir().join(format!("my-engine-chromium-{}-{page}-{step}", std::process::id()));
    let out = Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg("--dump-dom")
        .arg(format!("file://{}#{step}", path.display()))
        .output()
        .expect("chromium runs");
    let _ = fs::remove_dir_all(profile);
    assert!(out.status.success(), "chromium failed: {}", String::from_utf8_lossy(&out.stderr));
    Some(String::from_utf8(out.stdout).unwrap())
}

/// The text inside the element whose start tag holds `attribute`.
fn inner_text(dom: &str, attribute: &str) -> Option<String> {
    let at = dom.find(attribute)?;
    let rest = &dom[at..];
    let text = &rest[rest.find('>')? + 1..];
    Some(text[..text.find('<')?].to_owned())
}

/// The attributes of every start tag of `dom` that begins with `start` (`"<li"`), in order.
fn tags(dom: &str, start: &str) -> Vec<HashMap<String, String>> {
    dom.match_indices(start)
        .filter_map(|(at, _)| {
            let tag = &dom[at..at + dom[at..].find('>')?];
            let mut attributes = HashMap::new();
            for part in tag.split("\" ").map(|part| part.trim_start_matches(start).trim()) {
                if let Some((key, value)) = part.split_once("=\"") {
                    attributes.insert(key.trim().to_owned(), value.trim_end_matches('"').to_owned());
                }
            }
            Some(attributes)
        })
        .collect()
}

/// The characters the page shows, as `(kind, id, attack, health, state)`, in page order.
fn board_in(dom: &str) -> Vec<(String, String, String, String, String)> {
    tags(dom, "<div")
        .into_iter()
        .filter_map(|tag| {
            let kind = tag.get("class")?.split(' ').next()?.to_owned();
            (kind == "card" || kind == "hero").then(|| {
                let value = |key: &str| tag[key].clone();
                (kind, value("data-id"), value("data-attack"), value("data-health"), value("data-state"))
            })
        })
        .collect()
}

/// The same, from the engine's record of the board after event `step`: player 1's hero and
/// minions, then player 0's minions and hero.
fn board_of(watch: &Watch, step: usize) -> Vec<(String, String, String, String, String)> {
    let board = &watch.boards[step];
    let shown = |kind: &str, c: &my_engine::engine::CharacterView| {
        let state = u8::from(c.mortally_wounded) + 2 * u8::from(c.pending_destroy);
        (
            kind.to_owned(),
            c.id.number().to_string(),
            c.attack.to_string(),
            c.health.to_string(),
            state.to_string(),
        )
    };
    let mut characters = vec![shown("hero", &board.heroes[1])];
    characters.extend(board.minions[1].iter().map(|c| shown("card", c)));
    characters.extend(board.minions[0].iter().map(|c| shown("card", c)));
    characters.push(shown("hero", &board.heroes[0]));
    characters
}

/// Each Queue the page shows, innermost first, as its entries `(source, trigger, state)`.
fn queues_in(dom: &str) -> Vec<Vec<(String, String, String)>> {
    let mut queues: Vec<Vec<(String, String, String)>> = Vec::new();
    for block in dom.split("<div class=\"queue\"").skip(1) {
        let entries = tags(block, "<li")
            .into_iter()
            .filter(|tag| tag.get("class").is_some_and(|class| class.starts_with("entry ")))
            .map(|tag| {
                (tag["data-source"].clone(), tag["data-trigger"].clone(), tag["class"][6..].to_owned())
            })
            .collect();
        queues.push(entries);
    }
    queues
}

/// The same, from the engine's record: the Queues locked by event `step` and not yet done,
/// innermost first; the resolving entry is the last to have begun by then.
fn queues_of(queues: &[QueueView], step: usize) -> Vec<Vec<(String, String, String)>> {
    let step = step as u32;
    let mut open: Vec<&QueueView> =
        queues.iter().filter(|q| q.locked_after <= step && step < q.done_after).collect();
    open.sort_by_key(|queue| std::cmp::Reverse(queue.depth));
    open.into_iter()
        .map(|queue| {
            let begun = queue.entries.iter().filter(|e| e.resolved_as.is_some_and(|at| at <= step)).count();
            let trigger = |e: &my_engine::engine::QueueEntryView| {
                serde_json::to_value(e.trigger).unwrap().as_str().unwrap().to_owned()
            };
            queue
                .entries
                .iter()
                .enumerate()
                .map(|(at, entry)| {
                    let state = match (at + 1).cmp(&begun) {
                        std::cmp::Ordering::Less => "done",
                        std::cmp::Ordering::Equal => "resolving",
                        std::cmp::Ordering::Greater => "waiting",
                    };
                    (entry.source.number().to_string(), trigger(entry), state.to_owned())
                })
                .collect()
        })
        .collect()
}

/// A whole random game, saved as `play --save` saves one.
fn saved_game() -> (my_engine::engine::GameRecord, String) {
    use my_engine::engine::{GameRecord, Move, Rules, SplitMix64};
    let deck: Vec<String> = ["Elven Archer", "Knife Juggler", "Harvest Golem", "Fireball", "Chillwind Yeti"]
        .iter()
        .cycle()
        .take(20)
        .map(|name| name.to_string())
        .collect();
    let mut record = GameRecord::new([deck.clone(), deck], Rules::hearthstone(), 7);
    let mut game = record.replay(library()).unwrap();
    let mut random = SplitMix64::new(11);
    while let Some(mv) = my_engine::search::random_move(&game, &mut random) {
        if record.make(&mut game, mv).is_err() {
            record.make(&mut game, Move::EndTurn).unwrap();
        }
    }
    let json = serde_json::to_string(&record).unwrap();
    (record, json)
}

#[test]
fn a_saved_games_replay_steps_through_every_event_of_the_game() {
    let (record, json) = saved_game();
    let dir = std::env::temp_dir().join(format!("my-engine-html-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let saved = dir.join("saved-game.json");
    fs::write(&saved, &json).unwrap();
    let replayed = Command::new(env!("CARGO_BIN_EXE_my-engine"))
        .args(["replay", saved.to_str().unwrap(), "--format", "html"])
        .output()
        .unwrap();
    assert!(replayed.status.success(), "{}", String::from_utf8_lossy(&replayed.stderr));
    let page = String::from_utf8(replayed.stdout).unwrap();
    let data = embedded_data(&page);
    let mut game = record.start(library()).unwrap();
    game.set_watching(true);
    record.play_moves(&mut game).unwrap();
    let watch = game.watch().unwrap();
    assert_eq!(data["events"].as_array().unwrap().len(), game.log().len(), "every event of the game");
    assert_eq!(data["queues"], serde_json::to_value(&watch.queues).unwrap());
    assert!(watch.queues.iter().any(|queue| queue.entries.len() > 1 || queue.depth > 0), "Queues at work");
    let path = dir.join("game.html");
    fs::write(&path, &page).unwrap();
    let last = game.log().len() - 1;
    for step in [0, last / 2, last] {
        let Some(dom) = dom_at(&path, step) else { return };
        assert_eq!(board_in(&dom), board_of(watch, step), "the board after event {step} of the game");
        assert_eq!(queues_in(&dom), queues_of(&watch.queues, step), "the Queues at event {step}");
    }
}
