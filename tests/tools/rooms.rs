//! The engine's rooms and the way their imports point (ARCHITECTURE.md, the code map): the
//! API (and `snapshot/` beside it) over `observe/` and `play/`, both over `course/`, which is
//! over the card object (`object/`), everything over `support/`; the player's view (`view/`)
//! over the API.

use std::fs;
use std::path::Path;

/// The rooms of `src/engine/` a room's code names through `crate::engine::…` or `super::super`.
fn rooms_named_by(room: &str) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine").join(room);
    let mut named = Vec::new();
    for entry in fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let code = fs::read_to_string(&path).unwrap();
        assert!(!code.contains("super::super"), "{}: names a room through super::super", path.display());
        for (at, _) in code.match_indices("crate::engine::") {
            let rest = &code[at + "crate::engine::".len()..];
            let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            named.push(name);
        }
    }
    named.sort();
    named.dedup();
    named
}

/// What a room's code may name of the engine besides itself; an empty name list for a room
/// that names nothing of the engine.
fn assert_names_only(room: &str, allowed: &[&str]) {
    let named = rooms_named_by(room);
    let stray: Vec<&String> =
        named.iter().filter(|name| *name != room && !allowed.contains(&name.as_str())).collect();
    assert!(stray.is_empty(), "src/engine/{room}/ names {stray:?}; it may name only {allowed:?}");
}

#[test]
fn support_names_nothing_of_the_engine() {
    assert_names_only("support", &[]);
}

#[test]
fn the_card_object_names_only_support() {
    assert_names_only("object", &["support"]);
}

#[test]
fn the_course_names_only_the_card_object_the_data_language_and_support() {
    assert_names_only("course", &["object", "script", "support"]);
}

#[test]
fn the_data_language_names_only_the_card_object() {
    assert_names_only("script", &["object"]);
}

#[test]
fn play_and_observe_name_only_the_course_the_card_object_and_support() {
    assert_names_only("play", &["course", "object", "support"]);
    assert_names_only("observe", &["course", "object", "support"]);
}

/// Snapshots sit beside the API (`game.rs`, which they build a game through) and read every
/// room below it but watching.
#[test]
fn snapshots_name_the_game_the_course_play_the_card_object_and_support() {
    assert_names_only("snapshot", &["game", "course", "play", "object", "support"]);
}

#[test]
fn the_view_names_the_api_and_the_rooms_under_it() {
    assert_names_only("view", &["game", "course", "object", "observe", "play", "snapshot", "support"]);
}

#[test]
fn the_api_does_not_name_the_view() {
    let game = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine/game.rs")).unwrap();
    assert!(!game.contains("crate::engine::view"), "game.rs names the view, which names it: a circle");
}

#[test]
fn the_check_sees_an_import_of_another_room() {
    let named = rooms_named_by("play");
    assert!(named.contains(&"course".to_owned()), "play/ imports the course's Sequence: {named:?}");
}

/// The files of `room` each file of it names (`super::file` or `crate::engine::room::file`),
/// by file name without `.rs`.
fn files_named_within(room: &str) -> Vec<(String, Vec<String>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine").join(room);
    let mut files: Vec<String> = fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path().file_stem().unwrap().to_string_lossy().into_owned())
        .filter(|name| name != "mod")
        .collect();
    files.sort();
    let own = format!("crate::engine::{room}::");
    files
        .iter()
        .map(|file| {
            let code = fs::read_to_string(dir.join(format!("{file}.rs"))).unwrap();
            let mut named: Vec<String> = ["super::", own.as_str()]
                .iter()
                .flat_map(|prefix| code.match_indices(prefix).map(|(at, _)| &code[at + prefix.len()..]))
                .map(|rest| rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect::<String>())
                .filter(|name| name != file && files.contains(name))
                .collect();
            named.sort();
            named.dedup();
            (file.clone(), named)
        })
        .collect()
}

/// A circle of imports inside a room, if one exists: the files along it.
fn a_circle(names: &[(String, Vec<String>)]) -> Option<Vec<String>> {
    fn walk(at: &str, names: &[(String, Vec<String>)], path: &mut Vec<String>) -> Option<Vec<String>> {
        if let Some(start) = path.iter().position(|file| file == at) {
            return Some(path[start..].to_vec());
        }
        path.push(at.to_owned());
        let next =
            names.iter().find(|(file, _)| file == at).map(|(_, named)| named.clone()).unwrap_or_default();
        for file in next {
            if let Some(circle) = walk(&file, names, path) {
                return Some(circle);
            }
        }
        path.pop();
        None
    }
    names.iter().find_map(|(file, _)| walk(file, names, &mut Vec::new()))
}

/// No two files of a room name each other, through any number of files: each room reads from
/// its top file down.
#[test]
fn no_room_has_a_circle_of_imports() {
    for room in ["object", "course", "play", "support", "observe", "view", "snapshot"] {
        let circle = a_circle(&files_named_within(room));
        assert_eq!(circle, None, "src/engine/{room}/: these files import one another in a circle");
    }
    let planted = vec![("a".to_owned(), vec!["b".to_owned()]), ("b".to_owned(), vec!["a".to_owned()])];
    assert_eq!(a_circle(&planted), Some(vec!["a".to_owned(), "b".to_owned()]), "the check sees a circle");
}
