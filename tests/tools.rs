//! The coupling audit and the expansion check, each rule shown passing and failing on fixture
//! workspaces built in a temporary folder.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use my_engine::tools::coupling::{Finding, Rule, audit};
use my_engine::tools::expansion::{changed_paths, outside_the_drop};

/// A fresh, empty folder for one test, removed when the test is done with it.
struct TempDir(PathBuf);

impl std::ops::Deref for TempDir {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn scratch(name: &str) -> TempDir {
    let dir = std::env::temp_dir().join(format!("my-engine-tools-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    TempDir(dir)
}

fn write(root: &Path, file: &str, text: &str) {
    let path = root.join(file);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

/// A workspace whose engine is clean.
fn clean_workspace(name: &str) -> TempDir {
    let root = scratch(name);
    write(&root, "src/engine/mod.rs", "//! Rules.\npub mod queue;\n");
    write(
        &root,
        "src/engine/queue.rs",
        "//! The Queue.\nuse super::id::Id;\n/// A friendly minion took damage.\nfn react() {}\n",
    );
    write(&root, "src/harness.rs", "use crate::engine;\npub fn new_game() {}\n");
    root
}

fn engine_names(file: &str, line: usize, card: &str) -> Finding {
    Finding { file: file.into(), line, rule: Rule::EngineNamesCard { card: card.into() } }
}

fn run(bin: &str, dir: &Path, args: &[&str]) -> Output {
    Command::new(bin).args(args).current_dir(dir).output().unwrap()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn a_clean_workspace_passes_the_audit() {
    let root = clean_workspace("clean");
    assert_eq!(audit(&root).unwrap(), vec![]);
    let out = run(env!("CARGO_BIN_EXE_coupling-audit"), &root, &[root.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "coupling-audit: ok\n");
}

#[test]
fn the_engine_naming_a_card_in_any_spelling_fails_at_its_line() {
    let root = clean_workspace("spellings");
    let spellings = [
        "// Armorsmith gains Armor here",
        "let armorsmith = 1;",
        "const ARMORSMITH: u8 = 2;",
        "fn acolyte_of_pain() {}",
        "struct AcolyteOfPain;",
        "let name = \"Acolyte of Pain\";",
        "const ACOLYTE_OF_PAIN: u8 = 3;",
        "let testecho = 0; // or test echo",
    ];
    write(&root, "src/engine/rules/names.rs", &spellings.join("\n"));
    let file = "src/engine/rules/names.rs";
    assert_eq!(
        audit(&root).unwrap(),
        vec![
            engine_names(file, 1, "Armorsmith"),
            engine_names(file, 2, "Armorsmith"),
            engine_names(file, 3, "Armorsmith"),
            engine_names(file, 4, "Acolyte of Pain"),
            engine_names(file, 5, "Acolyte of Pain"),
            engine_names(file, 6, "Acolyte of Pain"),
            engine_names(file, 7, "Acolyte of Pain"),
            engine_names(file, 8, "Test Echo"),
        ]
    );
    let out = run(env!("CARGO_BIN_EXE_coupling-audit"), &root, &[root.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(text.contains("src/engine/rules/names.rs:4: names the card \"Acolyte of Pain\""), "{text}");
    assert!(text.ends_with("coupling-audit: 8 finding(s)\n"), "{text}");
}

#[test]
fn words_that_only_resemble_a_card_pass() {
    let root = clean_workspace("lookalikes");
    write(
        &root,
        "src/engine/state.rs",
        "// the latest echo of a damaged minion\nlet whirl = 1; let wind = 2;\n",
    );
    assert_eq!(audit(&root).unwrap(), vec![]);
}

#[test]
fn card_names_come_from_the_workspace_catalog_too() {
    let root = clean_workspace("catalog");
    write(&root, "src/content/catalog.json", r#"[{ "name": "Brand New Card", "cost": 1, "type": "spell" }]"#);
    write(&root, "src/engine/x.rs", "fn brand_new_card() {}\n");
    assert_eq!(audit(&root).unwrap(), vec![engine_names("src/engine/x.rs", 1, "Brand New Card")]);
}

#[test]
fn the_harness_naming_a_card_fails() {
    let root = clean_workspace("harness");
    write(&root, "src/harness.rs", "pub fn x() {}\npub fn whirlwind() {}\n");
    let finding = Finding {
        file: "src/harness.rs".into(),
        line: 2,
        rule: Rule::HarnessNamesCard { card: "Whirlwind".into() },
    };
    assert_eq!(audit(&root).unwrap(), vec![finding]);
}

#[test]
fn the_engine_importing_content_or_harness_fails() {
    let root = clean_workspace("imports");
    write(
        &root,
        "src/engine/perform.rs",
        "use crate::content::library;\nuse crate::{engine, harness::Game};\n",
    );
    let at = |line, module| Finding {
        file: "src/engine/perform.rs".into(),
        line,
        rule: Rule::EngineImports { module },
    };
    assert_eq!(audit(&root).unwrap(), vec![at(1, "content"), at(2, "harness")]);
}

#[test]
fn a_path_that_is_not_a_workspace_exits_2() {
    let root = scratch("not-a-workspace");
    let out = run(env!("CARGO_BIN_EXE_coupling-audit"), &root, &[root.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not a my-engine workspace"));
}

#[test]
fn this_workspace_passes_the_audit() {
    let out = run(env!("CARGO_BIN_EXE_coupling-audit"), Path::new(env!("CARGO_MANIFEST_DIR")), &[]);
    assert_eq!(stdout(&out), "coupling-audit: ok\n");
    assert_eq!(out.status.code(), Some(0));
}

fn git(dir: &Path, args: &[&str]) {
    let out = Command::new("git")
        .args(["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"])
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&out.stderr));
}

/// A git repository holding a clean workspace in one commit.
fn repository(name: &str) -> TempDir {
    let root = clean_workspace(name);
    write(&root, "src/content/behaviours.rs", "// cards\n");
    git(&root, &["init", "-q", "-b", "main"]);
    git(&root, &["add", "-A"]);
    git(&root, &["commit", "-q", "-m", "module 2 done"]);
    root
}

#[test]
fn a_drop_confined_to_content_and_tests_passes_the_path_rule() {
    let root = repository("drop-ok");
    write(&root, "src/content/behaviours.rs", "// cards, and a new one\n");
    git(&root, &["add", "src/content/behaviours.rs"]);
    git(&root, &["commit", "-q", "-m", "drop"]);
    write(&root, "tests/test_02x.rs", "// the drop's test, untracked\n");
    write(&root, "src/content/catalog.json", "[]\n");
    let paths = changed_paths(&root, "HEAD~1").unwrap();
    assert_eq!(paths, ["src/content/behaviours.rs", "src/content/catalog.json", "tests/test_02x.rs"]);
    assert_eq!(outside_the_drop(&paths), Vec::<String>::new());
}

#[test]
fn a_drop_touching_the_engine_or_the_harness_fails_the_path_rule() {
    let root = repository("drop-bad");
    write(&root, "src/engine/queue.rs", "// changed, unstaged\n");
    write(&root, "src/harness.rs", "// changed, staged\n");
    git(&root, &["add", "src/harness.rs"]);
    let paths = changed_paths(&root, "HEAD").unwrap();
    assert_eq!(outside_the_drop(&paths), ["src/engine/queue.rs", "src/harness.rs"]);

    let out = run(env!("CARGO_BIN_EXE_expansion-check"), &root, &["HEAD"]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(text.contains("src/engine/queue.rs: changed outside the drop"), "{text}");
    assert!(text.contains("src/harness.rs: changed outside the drop"), "{text}");
}

#[test]
fn an_unknown_revision_or_a_folder_outside_git_exits_2() {
    let root = repository("bad-rev");
    let out = run(env!("CARGO_BIN_EXE_expansion-check"), &root, &["no-such-rev"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown revision \"no-such-rev\""));

    let outside = scratch("no-git");
    let out = run(env!("CARGO_BIN_EXE_expansion-check"), &outside, &["HEAD"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not a git repository"));
}
