//! The engine's rooms and the way their imports point (ARCHITECTURE.md, the code map): the
//! API over `observe/` and `play/`, both over `course/`, everything over `support/`.

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
fn the_course_names_only_support() {
    assert_names_only("course", &["support"]);
}

#[test]
fn play_and_observe_name_only_the_course_and_support() {
    assert_names_only("play", &["course", "support"]);
    assert_names_only("observe", &["course", "support"]);
}

#[test]
fn the_check_sees_an_import_of_another_room() {
    let named = rooms_named_by("play");
    assert!(named.contains(&"course".to_owned()), "play/ imports the course's Sequence: {named:?}");
}
