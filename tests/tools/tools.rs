//! The coupling audit and the expansion check, each rule shown passing and failing on fixture
//! workspaces built in a temporary folder.

use std::fs;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use my_engine::content::{library_with, read_card_file};
use my_engine::tools::coupling::{Finding, Rule, SkipReason, Skipped, audit};
use my_engine::tools::expansion::{changed_paths, outside_the_drop};
use my_engine::tools::rule_words::is_rule_word;

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

/// What the audit finds in a clean workspace named `workspace` whose engine holds a file
/// `src/engine/names.rs` of `lines`.
fn names_found(workspace: &str, lines: &[impl AsRef<str>]) -> Vec<Finding> {
    let root = clean_workspace(workspace);
    let lines: Vec<&str> = lines.iter().map(AsRef::as_ref).collect();
    write(&root, "src/engine/names.rs", &lines.join("\n"));
    audit(&root).unwrap().findings
}

fn engine_names(file: &str, line: usize, card: &str) -> Finding {
    Finding { file: file.into(), line, rule: Rule::EngineNamesCard { card: card.into() } }
}

fn imports(file: &str, line: usize, module: &'static str) -> Finding {
    Finding { file: file.into(), line, rule: Rule::EngineImports { module } }
}

fn run(bin: &str, dir: &Path, args: &[&str]) -> Output {
    in_dir_only(&mut Command::new(bin)).args(args).current_dir(dir).output().unwrap()
}

/// `command` without git's variables that name a repository: run under a hook or `git rebase
/// --exec`, which set them, a test's git would otherwise commit into the enclosing
/// repository instead of its own folder.
fn in_dir_only(command: &mut Command) -> &mut Command {
    for name in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_OBJECT_DIRECTORY"] {
        command.env_remove(name);
    }
    command
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn a_clean_workspace_passes_the_audit() {
    let root = clean_workspace("clean");
    assert_eq!(audit(&root).unwrap().findings, vec![]);
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
        audit(&root).unwrap().findings,
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
    assert_eq!(audit(&root).unwrap().findings, vec![]);
}

#[test]
fn card_names_come_from_the_workspace_catalog_too() {
    let root = clean_workspace("catalog");
    write(&root, "src/content/catalog.json", r#"[{ "name": "Brand New Card", "cost": 1, "type": "spell" }]"#);
    write(&root, "src/engine/x.rs", "fn brand_new_card() {}\n");
    assert_eq!(audit(&root).unwrap().findings, vec![engine_names("src/engine/x.rs", 1, "Brand New Card")]);
}

/// Card files in folders (`src/content/cards/<set>/<class>.json`, `cards/<folder>/`) and a
/// scenario's own cards in a subfolder of `scenarios/` name cards too, at any depth.
#[test]
fn card_names_come_from_card_and_scenario_files_in_every_folder() {
    let root = clean_workspace("folders");
    let card = |name: &str| format!(r#"[{{ "name": "{name}", "cost": 1, "type": "spell" }}]"#);
    write(&root, "src/content/cards/newset/mage.json", &card("Deep Set Card"));
    write(&root, "cards/more/deeper/file.json", &card("Deep File Card"));
    let scenario = format!(r#"{{ "cards": {}, "action": {{ "do": "begin" }} }}"#, card("Deep Scenario Card"));
    write(&root, "scenarios/cards/newset/mage/x.json", &scenario);
    write(
        &root,
        "src/engine/x.rs",
        "fn deep_set_card() {}\nfn deep_file_card() {}\nfn deep_scenario_card() {}\n",
    );
    assert_eq!(
        audit(&root).unwrap().findings,
        vec![
            engine_names("src/engine/x.rs", 1, "Deep Set Card"),
            engine_names("src/engine/x.rs", 2, "Deep File Card"),
            engine_names("src/engine/x.rs", 3, "Deep Scenario Card"),
        ]
    );
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
    assert_eq!(audit(&root).unwrap().findings, vec![finding]);
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
    assert_eq!(audit(&root).unwrap().findings, vec![at(1, "content"), at(2, "harness")]);
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

#[test]
fn a_use_tree_spanning_lines_is_one_import() {
    let root = clean_workspace("use-tree");
    write(&root, "src/engine/tree.rs", "use crate::{engine,\n    content::library};\n");
    assert_eq!(audit(&root).unwrap().findings, vec![imports("src/engine/tree.rs", 2, "content")]);
}

#[test]
fn spaces_around_a_path_separator_do_not_hide_an_import() {
    let root = clean_workspace("spaced-path");
    write(&root, "src/engine/spaced.rs", "use crate :: content;\n");
    assert_eq!(audit(&root).unwrap().findings, vec![imports("src/engine/spaced.rs", 1, "content")]);
}

#[test]
fn a_path_attribute_or_include_reaching_content_or_harness_is_an_import() {
    let root = clean_workspace("path-attribute");
    let lines = [
        "#[path = \"../content/mod.rs\"] mod c;",
        "#[path = \"../harness.rs\"]",
        "mod h;",
        "include!(\"../content/behaviours.rs\");",
    ];
    write(&root, "src/engine/borrowed.rs", &lines.join("\n"));
    let file = "src/engine/borrowed.rs";
    assert_eq!(
        audit(&root).unwrap().findings,
        vec![imports(file, 1, "content"), imports(file, 2, "harness"), imports(file, 4, "content")]
    );
}

#[test]
fn a_double_slash_inside_a_string_does_not_hide_the_rest_of_the_line() {
    let root = clean_workspace("slashes-in-string");
    write(&root, "src/engine/url.rs", "let u = \"http://x\"; use crate::content;\n");
    assert_eq!(audit(&root).unwrap().findings, vec![imports("src/engine/url.rs", 1, "content")]);
}

#[test]
fn super_chains_and_paths_inside_expressions_are_imports_on_any_line_break() {
    let root = clean_workspace("inline-paths");
    let lines = [
        "use super::super::content::library;",
        "fn f() { let e = crate::harness::GameEvent::Damaged; }",
        "fn g() { let e = crate",
        "    ::harness::GameEvent::Died; }",
        "fn h() { super::super",
        "    ::content::x(); }",
    ];
    write(&root, "src/engine/inline.rs", &lines.join("\n"));
    let file = "src/engine/inline.rs";
    assert_eq!(
        audit(&root).unwrap().findings,
        vec![
            imports(file, 1, "content"),
            imports(file, 2, "harness"),
            imports(file, 4, "harness"),
            imports(file, 6, "content")
        ]
    );
}

#[test]
fn imports_written_inside_strings_or_comments_are_not_imports() {
    let root = clean_workspace("quoted-imports");
    let lines = [
        "let s = r#\"use crate::content;\"#;",
        "/* outer /* inner */",
        "use crate::harness; */",
        "let b = b\"crate::content\";",
        "/// use crate::harness;",
    ];
    write(&root, "src/engine/quoted.rs", &lines.join("\n"));
    assert_eq!(audit(&root).unwrap().findings, vec![]);
}

#[test]
fn a_card_name_folded_over_case_spaces_underscores_and_hyphens_is_found() {
    let spellings = [
        "struct ArmorSmith;",
        "// Armor smith gains Armor",
        "const ARMOR_SMITH: u8 = 1;",
        "let s = \"AcolyteofPain\";",
        "/* Whirl wind */",
        "let w = \"Whirl-wind\";",
        "let e = \"Armor\\u{73}mith\";",
        "cards!(Acolyte of Pain);",
    ];
    let file = "src/engine/names.rs";
    assert_eq!(
        names_found("folded-names", &spellings),
        vec![
            engine_names(file, 1, "Armorsmith"),
            engine_names(file, 2, "Armorsmith"),
            engine_names(file, 3, "Armorsmith"),
            engine_names(file, 4, "Acolyte of Pain"),
            engine_names(file, 5, "Whirlwind"),
            engine_names(file, 6, "Whirlwind"),
            engine_names(file, 7, "Armorsmith"),
            engine_names(file, 8, "Acolyte of Pain"),
        ]
    );
}

#[test]
fn a_fold_does_not_reach_across_word_boundaries_or_punctuation() {
    let root = clean_workspace("fold-boundaries");
    let lines = [
        "let whirl_windup = 1;",
        "fn overwhirl_wind() {}",
        "// the latest echoes",
        "let x = armor.smith - whirl - wind;",
    ];
    write(&root, "src/engine/state.rs", &lines.join("\n"));
    assert_eq!(audit(&root).unwrap().findings, vec![]);
}

/// Issue 38: an apostrophe typeset or typed for `'` (`’` U+2019, `＇` U+FF07, `′` U+2032, a
/// backtick) joins the words of a name as `'` does, in strings and comments alike.
#[test]
fn a_name_spelt_with_any_apostrophe_is_found_at_its_line() {
    let lines = [
        "let s = \"Sorcerer\u{2019}s Apprentice\";",
        "// Sorcerer\u{FF07}s Apprentice",
        "let s = \"Sorcerer\u{2032}s Apprentice\";",
        "// Sorcerer`s Apprentice",
    ];
    let file = "src/engine/names.rs";
    let apprentice = |line| engine_names(file, line, "Sorcerer's Apprentice");
    assert_eq!(
        names_found("apostrophes", &lines),
        vec![apprentice(1), apprentice(2), apprentice(3), apprentice(4)]
    );
}

/// Issue 38: a dash (Unicode's Dash property: the hyphen U+2010, the minus sign U+2212, the en
/// and em dashes U+2013 and U+2014, the two-em dash U+2E3A) joins the words of a name as `-`
/// does.
#[test]
fn a_name_spelt_with_any_dash_is_found_at_its_line() {
    let lines = [
        "// Mass\u{2010}Dispel",
        "let s = \"Mass\u{2212}Dispel\";",
        "let s = \"Mass\u{2013}Dispel\";",
        "// Mass\u{2014}Dispel",
        "let s = \"Mass\u{2E3A}Dispel\";",
    ];
    let file = "src/engine/names.rs";
    let dispel = |line| engine_names(file, line, "Mass Dispel");
    assert_eq!(names_found("dashes", &lines), (1..=5).map(dispel).collect::<Vec<_>>());
}

/// Issue 38: case is folded as Unicode folds it, letter by letter: `ß` and `ẞ` read as `ss`,
/// the final sigma `ς` as `σ` (which reads as `o`).
#[test]
fn a_name_spelt_with_a_sharp_s_or_a_final_sigma_is_found_at_its_line() {
    let lines =
        ["// Ma\u{DF} Dispel", "let s = \"MA\u{1E9E} DISPEL\";", "let s = \"B\u{3C2}ulderfist Ogre\";"];
    let file = "src/engine/names.rs";
    assert_eq!(
        names_found("case-folds", &lines),
        vec![
            engine_names(file, 1, "Mass Dispel"),
            engine_names(file, 2, "Mass Dispel"),
            engine_names(file, 3, "Boulderfist Ogre"),
        ]
    );
}

/// Issue 38: a formatting macro's text is read as it formats: each `{}`, `{0}` or `{name}` of
/// its format string replaced by the argument it takes (a named argument, or the captured
/// variable's name), in `format!`, `format_args!` and any other macro call alike.
#[test]
fn a_name_assembled_by_a_formatting_macro_is_found_at_its_format_strings_line() {
    let lines = [
        "let s = format!(\"Armor{}\", \"smith\");",
        "let s = format!(\"Armor{x}\", x = \"smith\");",
        "let s = format_args!(\"Armor{}\", \"smith\");",
        "write!(f, \"{0}{1}\", \"Armor\", \"smith\")?;",
        "let s = format!(\"{{Whirl{}\", wind);",
        "let smith = 1; let s = format!(\"Armor{smith}\");",
        "panic!(\n  \"Whirl{}\",\n  \"wind\"\n);",
    ];
    let file = "src/engine/names.rs";
    assert_eq!(
        names_found("formatted", &lines),
        vec![
            engine_names(file, 1, "Armorsmith"),
            engine_names(file, 2, "Armorsmith"),
            engine_names(file, 3, "Armorsmith"),
            engine_names(file, 4, "Armorsmith"),
            engine_names(file, 5, "Whirlwind"),
            engine_names(file, 6, "Armorsmith"),
            engine_names(file, 8, "Whirlwind"),
        ]
    );
}

/// Issue 38: what a formatting macro's placeholder takes is read only when it is one literal or
/// identifier; an expression, an escaped brace or a format spec's punctuation keeps the words
/// apart.
#[test]
fn a_formatting_macro_joins_no_words_its_arguments_do_not_spell() {
    let lines = [
        "let s = format!(\"Armor{}\", x.smith());",
        "let s = format!(\"Armor{{}}smith\");",
        "let s = format!(\"Armor{:>5}\", 1, \"smith\");",
        "let s = format!(\"Whirl{1}\", \"wind\", \"up\");",
    ];
    assert_eq!(names_found("formatted-apart", &lines), vec![]);
}

/// Issue 38: comments on one line run on as comments on lines one after another do, and a
/// block comment's closing `*/` ends no word.
#[test]
fn a_name_split_between_comments_on_one_line_is_found_at_that_line() {
    let lines = ["let a = 1;", "/* Armor */ /* smith */", "/* Whirl */", "/** wind **/"];
    let file = "src/engine/names.rs";
    assert_eq!(
        names_found("comments", &lines),
        vec![engine_names(file, 2, "Armorsmith"), engine_names(file, 3, "Whirlwind")]
    );
}

/// The pool card that the card-file check refuses `spelling` as a duplicate of, if any: a card
/// file holding one card of that name is loaded with the built-in cards.
fn refused_as(spelling: &str, pool: &[String]) -> Option<String> {
    let json = serde_json::json!([{ "name": spelling, "cost": 1, "type": "spell", "text": "" }]).to_string();
    let source = read_card_file("spelling.json", &json).unwrap();
    let problem = library_with(&[source]).err()?.problem;
    pool.iter()
        .find(|card| {
            (*card == spelling && problem.starts_with("a card of that name exists already"))
                || problem.contains(&format!("{spelling:?} reads as {card:?}"))
        })
        .cloned()
}

/// Every spelling of `name` that issue 38 lists a family of: the name itself; each apostrophe
/// as `’`, `＇`, `′` and a backtick; its spaces and hyphens as each dash; its first `ss` as `ß`;
/// its first `o` as a final sigma.
fn spellings_of(name: &str) -> Vec<String> {
    let mut spellings = vec![name.to_owned()];
    if name.contains('\'') {
        spellings.extend(
            ['\u{2019}', '\u{FF07}', '\u{2032}', '`'].map(|mark| name.replace('\'', &mark.to_string())),
        );
    }
    if name.contains([' ', '-']) {
        spellings.extend(
            ['\u{2010}', '\u{2212}', '\u{2013}', '\u{2014}', '\u{2E3A}']
                .map(|dash| name.replace([' ', '-'], &dash.to_string())),
        );
    }
    if name.contains("ss") {
        spellings.push(name.replacen("ss", "\u{DF}", 1));
    }
    if name.contains('o') {
        spellings.push(name.replacen('o', "\u{3C2}", 1));
    }
    spellings
}

/// Issue 38: the audit and the card-file check share one name key. Every spelling of a pool
/// card (`spellings_of`) that the card-file check refuses as a duplicate of that card, written
/// in the engine one to a line, is a finding of that card at its line. Every spelling is
/// refused, so the check is over all of them. The rule words, which the engine may name, are
/// left out.
#[test]
fn every_spelling_the_card_file_check_refuses_as_a_pool_card_fails_the_audit() {
    let pool: Vec<String> =
        my_engine::content::library().cards().map(|(_, card)| card.name.clone()).collect();
    let spellings: Vec<(String, String)> = pool
        .iter()
        .filter(|name| !is_rule_word(name))
        .flat_map(|name| spellings_of(name).into_iter().map(move |spelling| (spelling, name.clone())))
        .collect();
    let refused: Vec<&(String, String)> = spellings
        .iter()
        .filter(|(spelling, card)| refused_as(spelling, &pool).as_ref() == Some(card))
        .collect();
    let accepted: Vec<&String> =
        spellings.iter().filter(|pair| !refused.contains(pair)).map(|(spelling, _)| spelling).collect();
    assert_eq!(accepted, Vec::<&String>::new(), "the card-file check refuses every spelling");
    let lines: Vec<String> = refused.iter().map(|(spelling, _)| format!("let s = \"{spelling}\";")).collect();
    let findings = names_found("shared-key", &lines);
    let missed: Vec<(usize, &String)> = refused
        .iter()
        .enumerate()
        .filter(|(at, (_, card))| !findings.contains(&engine_names("src/engine/names.rs", at + 1, card)))
        .map(|(at, (spelling, _))| (at + 1, spelling))
        .collect();
    assert_eq!(missed, vec![], "refused by the card-file check, passed by the audit");
}

#[test]
fn a_path_attribute_or_include_naming_a_file_outside_the_engine_fails() {
    let root = clean_workspace("outside");
    let lines = [
        "#[path = \"rules/x.rs\"] mod x;",
        "#[cfg_attr(all(), path = \"../scenario/mod.rs\")]",
        "mod s;",
        "const T: &str = include_str!(\"/etc/hostname\");",
        "let path = \"../content/mod.rs\";",
    ];
    write(&root, "src/engine/reach.rs", &lines.join("\n"));
    let at = |line, path: &str| Finding {
        file: "src/engine/reach.rs".into(),
        line,
        rule: Rule::EngineReachesOutside { path: path.into() },
    };
    assert_eq!(audit(&root).unwrap().findings, vec![at(2, "../scenario/mod.rs"), at(4, "/etc/hostname")]);
    let out = run(env!("CARGO_BIN_EXE_coupling-audit"), &root, &[root.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout(&out).contains(
            "src/engine/reach.rs:2: takes the file \"../scenario/mod.rs\" from outside src/engine/"
        )
    );
}

/// Run the audit's command on `root`, killing it if it has not finished within `seconds`.
fn run_audit_within(root: &Path, seconds: u64) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_coupling-audit"))
        .arg(root)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(seconds);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            child.kill().unwrap();
            child.wait().unwrap();
            panic!("the audit did not finish within {seconds} s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// The audit follows no link, so a loop of links cannot hold it up; but every link inside the
/// engine is a finding (the compiler follows it), and a FIFO is skipped with a note.
#[test]
fn symbolic_links_in_the_engine_are_findings_fifos_are_skipped_and_the_audit_finishes() {
    let root = clean_workspace("links");
    symlink(".", root.join("src/engine/a")).unwrap();
    symlink(".", root.join("src/engine/b")).unwrap();
    symlink("../../..", root.join("src/engine/up")).unwrap();
    write(&root, "src/elsewhere.rs", "use crate::content;\n");
    symlink("../elsewhere.rs", root.join("src/engine/linked.rs")).unwrap();
    let made = Command::new("mkfifo").arg(root.join("src/engine/pipe")).status().unwrap();
    assert!(made.success(), "mkfifo failed");

    let out = run_audit_within(&root, 20);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(text.contains("src/engine/linked.rs:1: is a symbolic link (the compiler follows it"), "{text}");
    let notes = String::from_utf8_lossy(&out.stderr);
    assert!(notes.contains("note: src/engine/pipe: skipped, not a regular file"), "{notes}");

    let report = audit(&root).unwrap();
    assert_eq!(
        report.skipped,
        vec![Skipped { file: "src/engine/pipe".into(), reason: SkipReason::NotARegularFile }]
    );
    let linked: Vec<&str> = report.findings.iter().map(|finding| finding.file.as_str()).collect();
    assert_eq!(linked, ["src/engine/a", "src/engine/b", "src/engine/linked.rs", "src/engine/up"]);
    assert!(report.findings.iter().all(|finding| finding.rule == Rule::EngineLinkedFile));
}

#[test]
fn a_harness_that_is_a_link_or_a_fifo_is_skipped_with_a_note() {
    let root = clean_workspace("harness-fifo");
    fs::remove_file(root.join("src/harness.rs")).unwrap();
    let made = Command::new("mkfifo").arg(root.join("src/harness.rs")).status().unwrap();
    assert!(made.success(), "mkfifo failed");
    let out = run_audit_within(&root, 20);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stderr).contains("src/harness.rs: skipped, not a regular file"));

    fs::remove_file(root.join("src/harness.rs")).unwrap();
    write(&root, "src/other.rs", "pub fn whirlwind() {}\n");
    symlink("other.rs", root.join("src/harness.rs")).unwrap();
    let report = audit(&root).unwrap();
    assert_eq!(report.findings, vec![]);
    assert_eq!(
        report.skipped,
        vec![Skipped { file: "src/harness.rs".into(), reason: SkipReason::SymbolicLink }]
    );
}

#[test]
fn an_engine_folder_that_is_a_link_exits_2() {
    let root = scratch("linked-engine");
    write(&root, "real/mod.rs", "//! Rules.\n");
    fs::create_dir_all(root.join("src")).unwrap();
    symlink("../real", root.join("src/engine")).unwrap();
    let out = run(env!("CARGO_BIN_EXE_coupling-audit"), &root, &[root.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("src/engine is a symbolic link"));
}

fn git(dir: &Path, args: &[&str]) {
    let out = in_dir_only(&mut Command::new("git"))
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
    write(&root, "scenarios/test_10_new_card.json", "{}\n");
    let paths = changed_paths(&root, "HEAD~1").unwrap();
    let drop = [
        "scenarios/test_10_new_card.json",
        "src/content/behaviours.rs",
        "src/content/catalog.json",
        "tests/test_02x.rs",
    ];
    assert_eq!(paths, drop);
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

/// A file git does not track, outside the drop, is named as what it is: a stray file to delete
/// or ignore, or a part of the engine to commit before the drop.
#[test]
fn the_expansion_check_names_a_stray_untracked_file_as_such() {
    let root = repository("drop-stray");
    write(&root, "scratch.txt", "notes\n");
    write(&root, "src/harness.rs", "// changed, unstaged\n");
    let out = run(env!("CARGO_BIN_EXE_expansion-check"), &root, &["HEAD"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out),
        "scratch.txt: an untracked file outside the drop (only src/content/, tests/, scenarios/, cards/ may \
         change): a stray file? delete it or list it in .gitignore; a part of the engine? commit it in a \
         normal commit before the drop\n\
         src/harness.rs: changed outside the drop (only src/content/, tests/, scenarios/, cards/ may change)\n"
    );
}

#[test]
fn the_expansion_check_reads_the_folder_it_is_given_whatever_git_dir_says() {
    let root = repository("drop-under-git-dir");
    write(&root, "src/engine/queue.rs", "// changed, unstaged\n");
    let other = repository("another-repository");
    let out = Command::new(env!("CARGO_BIN_EXE_expansion-check"))
        .env("GIT_DIR", other.join(".git"))
        .env("GIT_WORK_TREE", &*other)
        .arg("HEAD")
        .current_dir(&*root)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout(&out).contains("src/engine/queue.rs: changed outside the drop"), "{}", stdout(&out));
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

/// The check compares file contents with the revision, whatever git's index says: an engine
/// file edited and then hidden with `--assume-unchanged` or `--skip-worktree` still counts.
#[test]
fn an_engine_file_hidden_by_git_index_flags_still_counts_as_changed() {
    for flag in ["--assume-unchanged", "--skip-worktree"] {
        let root = repository(&format!("hidden{flag}"));
        write(&root, "src/engine/queue.rs", "// an engine file\n");
        git(&root, &["add", "-A"]);
        git(&root, &["commit", "-q", "-m", "an engine file"]);
        git(&root, &["update-index", flag, "src/engine/queue.rs"]);
        write(&root, "src/engine/queue.rs", "// edited, and hidden from git status\n");
        let paths = changed_paths(&root, "HEAD").unwrap();
        assert_eq!(outside_the_drop(&paths), ["src/engine/queue.rs"], "{flag}");
    }
}

/// A staged engine edit counts even when the work tree's file was put back as it was: the
/// revision is compared with the index as well as with the work tree, both by content.
#[test]
fn a_staged_engine_edit_counts_though_the_work_trees_file_was_put_back() {
    let root = repository("staged-put-back");
    let queue = root.join("src/engine/queue.rs");
    let before = fs::read_to_string(&queue).unwrap();
    fs::write(&queue, "// the engine, edited and staged\n").unwrap();
    git(&root, &["add", "src/engine/queue.rs"]);
    fs::write(&queue, &before).unwrap();
    let paths = changed_paths(&root, "HEAD").unwrap();
    assert_eq!(outside_the_drop(&paths), ["src/engine/queue.rs"]);
    let out = run(env!("CARGO_BIN_EXE_expansion-check"), &root, &["HEAD"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).contains("src/engine/queue.rs: changed outside the drop"), "{}", stdout(&out));
}

/// Every import route the compiler accepts out of the engine, and every way of hiding a card's
/// name tried so far, each in an engine file of its own: each is a finding.
#[test]
fn the_audit_catches_the_evasions_tried_against_it() {
    let root = clean_workspace("evasions");
    write(&root, "cards/new.json", r#"[{ "name": "Brand New Card", "cost": 1, "type": "spell" }]"#);
    let evasions = [
        ("macro", "macro_rules! m { () => { $crate::scenario::run } }\n"),
        ("alias", "use crate as root;\nfn f() { root::x(); }\n"),
        ("extern_self", "extern crate self as me;\n"),
        ("glob", "use crate::*;\nfn f() { content::library(); }\n"),
        ("computed_include", "const S: &str = include_str!(concat!(\"../\", \"harness.rs\"));\n"),
        ("reexport", "use crate::c::library;\n"),
        ("other_module", "use crate::scenario::run;\n"),
        ("my_engine", "fn f() { my_engine::vocabulary::reference(); }\n"),
        ("grouped", "use crate::{engine::x, search};\n"),
        ("concat", "const N: &str = concat!(\"Armor\", \"smith\");\n"),
        ("macro_args", "m!(Armor, smith);\n"),
        ("cyrillic", "// \u{410}rmorsmith\n"),
        ("fullwidth", "// \u{FF21}\u{FF52}\u{FF4D}\u{FF4F}\u{FF52}smith\n"),
        ("zero_width", "// Armor\u{200B}smith\n"),
        ("dotted", "// Acolyte of Pa\u{130}n\n"),
        ("accent", "// \u{C1}rmorsmith\n"),
        ("two_comment_lines", "// Armor\n// smith\n"),
        ("plural", "// two Armorsmiths\n"),
        ("card_file_card", "// a brand new card\n"),
    ];
    for (name, code) in evasions {
        write(&root, &format!("src/engine/{name}.rs"), code);
    }
    write(&root, "src/engine/course/deep.rs", "fn f() { super::super::super::search::x(); }\n");
    symlink("../content/behaviours.rs", root.join("src/engine/linked.rs")).unwrap();
    let findings = audit(&root).unwrap().findings;
    let mut files: Vec<&str> = findings.iter().map(|finding| finding.file.as_str()).collect();
    files.dedup();
    let mut expected: Vec<String> =
        evasions.iter().map(|(name, _)| format!("src/engine/{name}.rs")).collect();
    expected.push("src/engine/course/deep.rs".to_owned());
    expected.push("src/engine/linked.rs".to_owned());
    expected.sort();
    let mut found: Vec<String> = files.iter().map(|file| file.to_string()).collect();
    found.sort();
    found.dedup();
    assert_eq!(found, expected, "{findings:#?}");
    let rule_of =
        |file: &str| findings.iter().find(|finding| finding.file == file).map(|finding| finding.rule.clone());
    assert_eq!(
        rule_of("src/engine/macro.rs"),
        Some(Rule::EngineReachesCrate { path: "$crate::scenario".into() })
    );
    assert_eq!(rule_of("src/engine/computed_include.rs"), Some(Rule::EngineComputedInclude));
    assert_eq!(rule_of("src/engine/linked.rs"), Some(Rule::EngineLinkedFile));
    assert_eq!(rule_of("src/engine/plural.rs"), Some(Rule::EngineNamesCard { card: "Armorsmith".into() }));
    assert_eq!(
        rule_of("src/engine/card_file_card.rs"),
        Some(Rule::EngineNamesCard { card: "Brand New Card".into() })
    );
}

/// What the engine may write of the crate: its own paths, visibility, and `super` within it.
#[test]
fn the_engines_own_paths_and_visibility_pass_the_audit() {
    let root = clean_workspace("own-paths");
    write(
        &root,
        "src/engine/course/own.rs",
        "use crate::engine::object::id::Id;\nuse super::queue::Queue;\nuse super::super::game::Game;\n\
         pub(crate) fn f() {}\npub(in crate::engine) fn g() {}\nmod tests { use super::super::super::game; }\n",
    );
    assert_eq!(audit(&root).unwrap().findings, vec![]);
}

/// The files of `root`'s engine the audit flags, sorted, each once.
fn flagged_files(root: &Path) -> Vec<String> {
    let mut files: Vec<String> =
        audit(root).unwrap().findings.into_iter().map(|finding| finding.file).collect();
    files.sort();
    files.dedup();
    files
}

/// Plant each `(name, code)` as `src/engine/{name}.rs` of a clean workspace, and check that
/// the audit flags each of those files and nothing else.
fn each_is_flagged(workspace: &str, planted: &[(&str, &str)]) -> TempDir {
    let root = clean_workspace(workspace);
    for (name, code) in planted {
        write(&root, &format!("src/engine/{name}.rs"), code);
    }
    let mut expected: Vec<String> = planted.iter().map(|(name, _)| format!("src/engine/{name}.rs")).collect();
    expected.sort();
    assert_eq!(flagged_files(&root), expected, "{:#?}", audit(&root).unwrap().findings);
    root
}

/// Issue 29: every route through `self`, `super` and aliases is resolved to the module it
/// reaches (the rule `engine-paths-resolve-inside-engine`), not matched against a list.
#[test]
fn every_path_is_resolved_through_self_super_and_aliases() {
    let root = each_is_flagged(
        "resolved-paths",
        &[
            ("alias_of_super", "use super::super as root;\nfn f() { root::content::library(); }\n"),
            ("tree_alias_of_super", "use super::{super as root};\nfn f() { root::content::library(); }\n"),
            ("self_super", "fn f() { self::super::super::scenario::run(); }\n"),
            ("alias_chain", "use crate as a;\nuse a::engine as b;\nfn f() { b::super::search::x(); }\n"),
            ("glob_of_root_by_super", "use super::super::*;\n"),
            ("climbs_out_of_the_crate", "use super::super::super::x;\n"),
        ],
    );
    let findings = audit(&root).unwrap().findings;
    let at = |file: &str, line| {
        findings.iter().filter(|f| f.file == format!("src/engine/{file}.rs") && f.line == line).count()
    };
    assert_eq!(at("alias_of_super", 1), 1, "the alias itself reaches the crate's root: {findings:#?}");
    assert!(findings.contains(&imports("src/engine/alias_of_super.rs", 2, "content")), "{findings:#?}");
    assert!(findings.contains(&imports("src/engine/tree_alias_of_super.rs", 2, "content")), "{findings:#?}");
    let reaches = |file: &str, line, path: &str| Finding {
        file: format!("src/engine/{file}.rs"),
        line,
        rule: Rule::EngineReachesCrate { path: path.into() },
    };
    assert!(findings.contains(&reaches("self_super", 1, "self::super::super::scenario")), "{findings:#?}");
    assert!(findings.contains(&reaches("alias_chain", 3, "b::super::search")), "{findings:#?}");
}

/// Issue 29 (from cargo mutants, the fourteenth run): a use tree is read to its end, so a leaf
/// after a nested group or a glob inside a group is resolved too, each exactly once; `$crate`
/// starts a path in a macro's use tree.
#[test]
fn every_leaf_of_a_use_tree_after_a_group_or_a_glob_is_resolved_once() {
    let root = each_is_flagged(
        "use-tree-leaves",
        &[
            ("after_a_group", "use crate::{engine::{Game}, content::library};\n"),
            ("after_a_glob", "use crate::{engine::*, content::library};\n"),
            ("dollar_crate", "macro_rules! m { () => { use $crate::content::library; }; }\n"),
        ],
    );
    let findings = audit(&root).unwrap().findings;
    for file in ["after_a_group", "after_a_glob", "dollar_crate"] {
        let path = format!("src/engine/{file}.rs");
        let of_file: Vec<&Finding> = findings.iter().filter(|f| f.file == path).collect();
        assert_eq!(of_file, [&imports(&path, 1, "content")], "{file}: {findings:#?}");
    }
}

/// The rule `engine-paths-resolve-inside-engine` broken in `file` at `line` by `path`.
fn reaches_crate(file: &str, line: usize, path: &str) -> Finding {
    Finding { file: file.into(), line, rule: Rule::EngineReachesCrate { path: path.into() } }
}

/// The rule `engine-macros-splice-no-path` broken in `file` at `line` by `fragment`.
fn splices(file: &str, line: usize, fragment: &str) -> Finding {
    Finding { file: file.into(), line, rule: Rule::EngineMacroSplicesPath { fragment: fragment.into() } }
}

/// Check that the findings in each engine file `src/engine/{name}.rs` are exactly `expected`,
/// in order.
fn assert_findings_by_file(findings: &[Finding], expected: &[(&str, Vec<Finding>)]) {
    for (name, expected) in expected {
        let path = format!("src/engine/{name}.rs");
        let of_file: Vec<Finding> = findings.iter().filter(|f| f.file == path).cloned().collect();
        assert_eq!(&of_file, expected, "{name}: {findings:#?}");
    }
}

/// Issue 29 (from cargo mutants, the fourteenth run): only `extern crate` declares a crate.
/// An `extern` block holds items, and a macro it calls by a path (`crate::content::decls!();`)
/// is that path, resolved like any other, whether or not the block names an ABI (without one,
/// `extern` is followed by `{` and the path's first name, where an `extern crate` has `crate`
/// and the crate's name).
#[test]
fn a_macro_called_by_a_path_in_an_extern_block_is_that_path_not_an_extern_crate() {
    let planted = [
        ("no_abi_content", "unsafe extern {\n    crate::content::decls!();\n}\n"),
        ("no_abi_my_engine", "unsafe extern {\n    my_engine::scenario::decls!();\n}\n"),
        ("c_abi_content", "unsafe extern \"C\" {\n    crate::content::decls!();\n}\n"),
    ];
    let root = each_is_flagged("extern-blocks", &planted);
    let file = |name: &str| format!("src/engine/{name}.rs");
    assert_findings_by_file(
        &audit(&root).unwrap().findings,
        &[
            ("no_abi_content", vec![imports(&file("no_abi_content"), 2, "content")]),
            ("no_abi_my_engine", vec![reaches_crate(&file("no_abi_my_engine"), 2, "my_engine::scenario")]),
            ("c_abi_content", vec![imports(&file("c_abi_content"), 2, "content")]),
        ],
    );
}

/// Issue 29 (from cargo mutants, the fourteenth run): a use tree is read as written from its
/// first token. `$crate` in a macro's use tree is the crate's root, and each leaf of the group
/// after it is resolved (not `$crate` alone, as the same tokens read as an expression path
/// would give); a group right after `use` starts at `crate`, not `$crate`; a `$` fragment at
/// the start of a use tree is a splice, not `$crate`.
#[test]
fn a_use_tree_from_dollar_crate_a_bare_group_or_a_fragment_is_read_as_written() {
    let planted = [
        (
            "dollar_crate_group",
            "macro_rules! m {\n    () => {\n        use $crate::{\n            content::library,\n            \
             scenario::run,\n        };\n    };\n}\n",
        ),
        ("bare_group", "use {\n    crate::scenario::run,\n};\n"),
        (
            "fragment_first",
            "macro_rules! m {\n    ($m:ident) => {\n        use $m::content::library;\n    };\n}\n",
        ),
    ];
    let root = each_is_flagged("use-tree-starts", &planted);
    let file = |name: &str| format!("src/engine/{name}.rs");
    assert_findings_by_file(
        &audit(&root).unwrap().findings,
        &[
            (
                "dollar_crate_group",
                vec![
                    imports(&file("dollar_crate_group"), 4, "content"),
                    reaches_crate(&file("dollar_crate_group"), 5, "$crate::scenario"),
                ],
            ),
            ("bare_group", vec![reaches_crate(&file("bare_group"), 2, "crate::scenario")]),
            ("fragment_first", vec![splices(&file("fragment_first"), 3, "$m")]),
        ],
    );
}

/// Issue 29 (from cargo mutants, the fourteenth run): an expression path is found where its
/// first name is and read to its last name. `crate::` after a brace or a parenthesis is one
/// path from the crate's root (the token before it starts none); a `$` fragment after
/// `crate::` ends the path at the root, and is a splice of its own, not a module's name.
#[test]
fn an_expression_path_is_read_from_its_first_name_to_its_last() {
    let planted = [
        ("from_crate", "fn f() {\n    crate::scenario::run();\n    g(crate::search::x());\n}\n"),
        (
            "fragment_after_crate",
            "macro_rules! p {\n    ($m:ident) => {\n        crate::$m::library()\n    };\n}\n",
        ),
    ];
    let root = each_is_flagged("expression-paths", &planted);
    let file = |name: &str| format!("src/engine/{name}.rs");
    assert_findings_by_file(
        &audit(&root).unwrap().findings,
        &[
            (
                "from_crate",
                vec![
                    reaches_crate(&file("from_crate"), 2, "crate::scenario"),
                    reaches_crate(&file("from_crate"), 3, "crate::search"),
                ],
            ),
            (
                "fragment_after_crate",
                vec![
                    reaches_crate(&file("fragment_after_crate"), 3, "crate"),
                    splices(&file("fragment_after_crate"), 3, "$m"),
                ],
            ),
        ],
    );
}

/// Issue 29 (from cargo mutants, the fourteenth run): a use group may hold a token that starts
/// no use tree, such as a `$` fragment a macro splices in (`scenario::{$f, run}`: whatever the
/// caller names, it is inside the group's own path); the reader steps over it, reads the rest
/// of the group and of the tree around it, and the audit finishes (well within 10 s: a reader
/// that stopped moving would hold it forever). The fragment itself, inside a `use` item, is
/// spliced into an import.
#[test]
fn a_use_group_holding_a_spliced_fragment_is_read_past_it_and_the_audit_finishes() {
    let root = clean_workspace("fragment-in-group");
    let file = "src/engine/fragment_in_group.rs";
    write(
        &root,
        file,
        "macro_rules! g {\n    ($f:ident) => {\n        use crate::{\n            scenario::{$f, run},\n            \
         content::library,\n        };\n    };\n}\n",
    );
    let expected = [
        reaches_crate(file, 4, "crate::scenario"),
        splices_import(file, 4, "$f"),
        imports(file, 5, "content"),
    ];
    let out = run_audit_within(&root, 10);
    assert_eq!(out.status.code(), Some(1));
    let lines: Vec<String> = expected.iter().map(ToString::to_string).collect();
    assert_eq!(stdout(&out), format!("{}\ncoupling-audit: 3 finding(s)\n", lines.join("\n")));
    assert_eq!(audit(&root).unwrap().findings, expected);
}

/// Issue 29: an include macro called by any alias (`use std::include_str as grab;`) is an
/// include: its file is resolved, and a computed path is refused.
#[test]
fn an_include_macro_under_any_alias_is_an_include() {
    let root = each_is_flagged(
        "include-aliases",
        &[
            (
                "std_alias",
                "use std::include_str as grab;\nconst S: &str = grab!(\"../content/catalog.json\");\n",
            ),
            ("core_tree_alias", "use core::{include as take};\ntake!(\"../scenario/mod.rs\");\n"),
            (
                "bytes_alias",
                "use ::std::include_bytes as b;\nconst B: &[u8] = b!(concat!(\"../\", \"harness.rs\"));\n",
            ),
        ],
    );
    let findings = audit(&root).unwrap().findings;
    assert!(findings.contains(&imports("src/engine/std_alias.rs", 2, "content")), "{findings:#?}");
}

/// Issue 29: the engine calls no macro the crate defines outside `src/engine/` (one a
/// `#[macro_use]` module lends it), and no engine macro splices a `$` fragment into a path;
/// the standard library's macros stay allowed.
#[test]
fn crate_macros_from_outside_the_engine_and_spliced_paths_are_refused() {
    let planted = [
        ("macro_use_content", "fn f() -> u8 { card!(Wisp) }\n"),
        ("crate_root_macro", "fn f() -> u8 { wisp!() }\n"),
        ("spliced_path", "macro_rules! p { ($m:ident) => { crate::$m::library() } }\n"),
        ("spliced_repetition", "macro_rules! q { ($($m:ident)*) => { crate::$($m)::*::library() } }\n"),
    ];
    let root = clean_workspace("macros");
    write(
        &root,
        "src/lib.rs",
        "macro_rules! wisp { () => { 1 } }\n#[macro_use]\nmod content;\nmod engine;\n",
    );
    write(&root, "src/content/mod.rs", "#[macro_export]\nmacro_rules! card { ($n:ident) => { 1 } }\n");
    for (name, code) in planted {
        write(&root, &format!("src/engine/{name}.rs"), code);
    }
    write(
        &root,
        "src/engine/std_macros.rs",
        "macro_rules! own { ($e:expr) => { $e + 1 } }\nfn f(x: u8) { format!(\"{x}\"); matches!(x, 1); own!(x); vec![x]; }\n",
    );
    symlink("content/mod.rs", root.join("src/linked_macros.rs")).unwrap();
    let mut expected: Vec<String> = planted.iter().map(|(name, _)| format!("src/engine/{name}.rs")).collect();
    expected.sort();
    let report = audit(&root).unwrap();
    assert_eq!(flagged_files(&root), expected, "{:#?}", report.findings);
    let linked = Skipped { file: "src/linked_macros.rs".into(), reason: SkipReason::SymbolicLink };
    assert_eq!(
        report.skipped,
        vec![linked],
        "a link outside the engine is not read for macros, and is noted"
    );
}

/// The rule `engine-macros-splice-no-import` broken in `file` at `line` by `fragment`.
fn splices_import(file: &str, line: usize, fragment: &str) -> Finding {
    Finding { file: file.into(), line, rule: Rule::EngineMacroSplicesImport { fragment: fragment.into() } }
}

/// The rule `engine-macro-calls-pass-no-import-keyword` broken in `file` at `line` by `keyword`.
fn passes_keyword(file: &str, line: usize, keyword: &str) -> Finding {
    Finding {
        file: file.into(),
        line,
        rule: Rule::EngineMacroCallPassesImportKeyword { keyword: keyword.into() },
    }
}

/// An engine file: a macro `m` of one rule, `matcher => { transcriber }` (the transcriber on
/// line 3), then `after` from line 6 on.
fn macro_then(matcher: &str, transcriber: &str, after: &str) -> String {
    format!("macro_rules! m {{\n    {matcher} => {{\n        {transcriber}\n    }};\n}}\n{after}")
}

/// Issue 29: an import a macro assembles binds whatever its caller names. Each of these
/// compiles with rustc (the engine's files as modules of one crate) and binds `me` (or
/// `root`) to the crate's root, so `me::content::library()` on the last line reaches the
/// content; the audit cannot follow the name, so it refuses how it was bound. A fragment
/// spliced into an import, next to `crate` on either side or inside a `use` item (rule
/// `engine-macros-splice-no-import`): `$kw crate self as me;` called as `m!(extern)`, `extern
/// crate $name as me;` as `m!(self)`, `use super::{$f as root};` as `m!(super)`, a repetition
/// whose separator is `crate`. Or the keywords of an import passed to a macro, which can put
/// them together out of the fragments alone (rule
/// `engine-macro-calls-pass-no-import-keyword`): `$a $b $c as me;` called as `m!(extern,
/// crate, self)`, `$u $c as me;` as `m!(use, crate)`. A repetition followed by `::` after its
/// operator, with or without a separator, splices into a path (`$($m)*::content::library()`
/// called as `m!(crate)`).
#[test]
fn a_fragment_spliced_into_an_import_or_import_keywords_passed_to_a_macro_are_refused() {
    let me = |call: &str| format!("{call}\nfn f() -> u8 {{ me::content::library() }}\n");
    let planted = [
        ("keyword_before_crate", macro_then("($kw:ident)", "$kw crate self as me;", &me("m!(extern);"))),
        ("name_after_crate", macro_then("($name:ident)", "extern crate $name as me;", &me("m!(self);"))),
        (
            "fragment_in_a_use_group",
            macro_then(
                "($f:ident)",
                "use super::{$f as root};",
                "m!(super);\nfn f() -> u8 { root::content::library() }\n",
            ),
        ),
        (
            "keywords_passed",
            macro_then("($a:ident, $b:ident, $c:ident)", "$a $b $c as me;", &me("m!(extern, crate, self);")),
        ),
        ("use_passed", macro_then("($u:ident, $c:ident)", "$u $c as me;", &me("m!(use, crate);"))),
        ("crate_as_separator", macro_then("($($k:ident)*)", "$($k)crate* as me;", &me("m!(extern self);"))),
        (
            "repetition_before_a_path",
            macro_then("($($m:ident)*)", "$($m)*::content::library()", "fn f() -> u8 { m!(crate) }\n"),
        ),
        (
            "separated_repetition_before_a_path",
            macro_then("($($m:ident),*)", "$($m),*::content::library()", "fn f() -> u8 { m!(crate) }\n"),
        ),
    ];
    let borrowed: Vec<(&str, &str)> = planted.iter().map(|(name, code)| (*name, code.as_str())).collect();
    let root = each_is_flagged("import-splices", &borrowed);
    let file = |name: &str| format!("src/engine/{name}.rs");
    let findings = audit(&root).unwrap().findings;
    assert_findings_by_file(
        &findings,
        &[
            (
                "keyword_before_crate",
                vec![
                    splices_import(&file("keyword_before_crate"), 3, "$kw"),
                    passes_keyword(&file("keyword_before_crate"), 6, "extern"),
                ],
            ),
            ("name_after_crate", vec![splices_import(&file("name_after_crate"), 3, "$name")]),
            ("fragment_in_a_use_group", vec![splices_import(&file("fragment_in_a_use_group"), 3, "$f")]),
            ("keywords_passed", vec![passes_keyword(&file("keywords_passed"), 6, "extern")]),
            ("use_passed", vec![passes_keyword(&file("use_passed"), 6, "use")]),
            (
                "crate_as_separator",
                vec![
                    splices_import(&file("crate_as_separator"), 3, "$($k)"),
                    passes_keyword(&file("crate_as_separator"), 6, "extern"),
                ],
            ),
            ("repetition_before_a_path", vec![splices(&file("repetition_before_a_path"), 3, "$($m)")]),
            (
                "separated_repetition_before_a_path",
                vec![splices(&file("separated_repetition_before_a_path"), 3, "$($m)")],
            ),
        ],
    );
    let shown: Vec<String> = findings.iter().map(ToString::to_string).collect();
    assert_eq!(
        shown[..2],
        [
            "src/engine/crate_as_separator.rs:3: splices $($k) into an import (inside a use item or next to use, \
             extern or crate, it binds whatever the caller says: write the import out in full) \
             [rule: engine-macros-splice-no-import]",
            "src/engine/crate_as_separator.rs:6: passes the keyword extern to a macro (the macro can put \
             together an import the audit never reads whole: write the import out in full) \
             [rule: engine-macro-calls-pass-no-import-keyword]",
        ]
    );
}

/// Issue 29: what the engine's own macros may do. A `use` item ends at its `;`, so a fragment
/// after it is not in it; `use<'a>` is a precise capturing bound, not an import; a string that
/// reads `use` is no keyword, a cast (`$x as u8`) binds nothing, a repetition followed by a
/// path after its operator is not spliced into it, and a `use` in an inline module's braces is
/// in no macro call. The fixture compiles with rustc.
#[test]
fn the_engines_own_macros_and_imports_pass_the_import_rules() {
    let root = clean_workspace("own-macros");
    write(
        &root,
        "src/engine/own.rs",
        "macro_rules! checked {\n    ($($x:expr),*) => {{\n        use std::fmt::Write;\n        \
         let mut out = String::new();\n        $(let _ = write!(out, \"{} {}\", \"use\", $x as u8);)*\n        \
         $(assert!($x > 0);)* Vec::<u8>::new()\n    }};\n}\nmacro_rules! captures {\n    ($t:ty) => {\n        \
         fn g<'a>(x: &'a u8) -> impl Sized + use<'a> { let _y: $t = 0; x }\n    };\n}\ncaptures!(u8);\n\
         fn capture<'a>(x: &'a u8) -> impl Sized + use<'a> { checked!(1, 2); x }\nmod tests { use super::capture; }\n",
    );
    assert_eq!(audit(&root).unwrap().findings, vec![]);
}

/// Issue 29: a card's name assembled by `concat!`/`stringify!` across strings, characters,
/// identifiers and `::`, or written with look-alike letters (mathematical alphanumerics,
/// Cherokee, small capitals, long s, superscripts) or invisible characters inside it (a Hangul
/// filler, tag characters, variation selectors), is found.
#[test]
fn a_card_name_assembled_or_disguised_is_found() {
    let root = each_is_flagged(
        "disguised-names",
        &[
            ("concat_mixed", "const N: &str = concat!(\"Armor\", 's', stringify!(mith));\n"),
            ("stringify_path", "const N: &str = stringify!(Armor::smith);\n"),
            ("concat_chars", "const N: &str = concat!('W', 'h', 'i', 'r', 'l', 'w', 'i', 'n', 'd');\n"),
            (
                "math_bold",
                "// \u{1D400}\u{1D42B}\u{1D426}\u{1D428}\u{1D42B}\u{1D42C}\u{1D426}\u{1D422}\u{1D42D}\u{1D421}\n",
            ),
            ("cherokee", "// \u{13AA}rmorsmith\n"),
            ("small_capitals", "// \u{1D00}\u{280}\u{1D0D}\u{1D0F}\u{280}smith\n"),
            ("long_s", "// Armor\u{17F}mith\n"),
            ("superscripts", "// Armorsmit\u{2B0}\n"),
            ("hangul_filler", "// Armor\u{3164}smith\n"),
            ("tag_characters", "// Armor\u{E0073}\u{E006D}smith\n"),
            ("variation_selector", "// Armor\u{FE0F}smith\n"),
        ],
    );
    let findings = audit(&root).unwrap().findings;
    assert!(
        findings.iter().all(|f| f.rule == Rule::EngineNamesCard { card: "Armorsmith".into() }
            || f.rule == Rule::EngineNamesCard { card: "Whirlwind".into() }),
        "{findings:#?}"
    );
}

/// Issue 29: card names come from every content file, in folders at any depth: the catalog's
/// folder, card files and scenario files alike.
#[test]
fn card_names_come_from_every_content_file_at_any_depth() {
    let card = |name: &str| format!(r#"[{{ "name": "{name}", "cost": 1, "type": "spell", "text": "" }}]"#);
    let root = clean_workspace("content-depth");
    write(&root, "src/content/sets/classic/more.json", &card("Deep Catalog Card"));
    write(&root, "cards/sets/expert/set.json", &card("Deep Card File Card"));
    write(
        &root,
        "scenarios/module/x.json",
        &format!(r#"{{ "name": "x", "cards": {} }}"#, card("Deep Scenario Card")),
    );
    write(&root, "src/engine/a.rs", "fn deep_catalog_card() {}\n");
    write(&root, "src/engine/b.rs", "fn deep_card_file_card() {}\n");
    write(&root, "src/engine/c.rs", "fn deep_scenario_card() {}\n");
    assert_eq!(
        audit(&root).unwrap().findings,
        vec![
            engine_names("src/engine/a.rs", 1, "Deep Catalog Card"),
            engine_names("src/engine/b.rs", 1, "Deep Card File Card"),
            engine_names("src/engine/c.rs", 1, "Deep Scenario Card"),
        ]
    );
    write(&root, "cards/broken/x.json", "[{ not json");
    let out = run(env!("CARGO_BIN_EXE_coupling-audit"), &root, &[root.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cards/broken/x.json"));
}

/// Issue 29: pool cards named like rules the engine must implement (Charge, Silence,
/// Windfury) are not card names in engine code, but still are in the harness; every other
/// card stays one.
#[test]
fn rule_words_are_not_card_names_in_engine_code_only() {
    let root = clean_workspace("rule-words");
    let pool = r#"[
  { "name": "Charge", "cost": 1, "type": "spell", "text": "" },
  { "name": "Silence", "cost": 0, "type": "spell", "text": "" },
  { "name": "Windfury", "cost": 2, "type": "spell", "text": "" }
]"#;
    write(&root, "cards/pool.json", pool);
    write(
        &root,
        "src/engine/combat.rs",
        "fn can_attack(charge: bool, windfury: bool) {}\n// Silence\nfn wolfrider() {}\n",
    );
    write(&root, "src/harness.rs", "pub fn charge() {}\n");
    let harness = Finding {
        file: "src/harness.rs".into(),
        line: 1,
        rule: Rule::HarnessNamesCard { card: "Charge".into() },
    };
    assert_eq!(
        audit(&root).unwrap().findings,
        vec![engine_names("src/engine/combat.rs", 3, "Wolfrider"), harness]
    );
}

/// Each finding names its rule.
#[test]
fn each_finding_names_its_rule() {
    let root = clean_workspace("rule-names");
    write(&root, "src/engine/x.rs", "use crate::scenario;\nfn whirlwind() {}\n");
    let out = run(env!("CARGO_BIN_EXE_coupling-audit"), &root, &[root.to_str().unwrap()]);
    let text = stdout(&out);
    assert!(text.contains("src/engine/x.rs:1: reaches \"crate::scenario\" outside the engine"), "{text}");
    assert!(text.contains("[rule: engine-paths-resolve-inside-engine]\n"), "{text}");
    assert!(text.contains("src/engine/x.rs:2: names the card \"Whirlwind\""), "{text}");
    assert!(text.contains("[rule: engine-names-no-card]\n"), "{text}");
}

/// Issue 29, generated from the folding tables themselves (`text::reading`, Unicode's own
/// data): a shipped card's name spelt with every code point the tables read as ASCII letters
/// (each in place of the letters it reads as), and with every code point they read as nothing
/// (default-ignorable ones, combining marks) inside it, is found, each on its own line.
#[test]
fn every_look_alike_and_invisible_code_point_the_tables_know_is_found_in_a_shipped_name() {
    use my_engine::text::{Reading, reading};
    let names: Vec<String> =
        my_engine::content::library().cards().map(|(_, card)| card.name.clone()).collect();
    let mut lines = Vec::new();
    let mut unspelt = Vec::new();
    for code in 0x80..=0x10FFFF {
        let Some(c) = char::from_u32(code) else { continue };
        let letters = match reading(c) {
            Reading::Itself => continue,
            Reading::Nothing => {
                lines.push(format!("let _ = \"Armor{c}smith\";"));
                continue;
            }
            Reading::Letter(letter) => letter.to_string(),
            Reading::Letters(letters) => letters.to_owned(),
        };
        let lower = letters.to_lowercase();
        let spelt = names.iter().find_map(|name| {
            let at = name.to_lowercase().find(&lower)?;
            Some(format!("{}{c}{}", &name[..at], &name[at + letters.len()..]))
        });
        match spelt {
            Some(spelt) => lines.push(format!("let _ = \"{spelt}\";")),
            None => unspelt.push((c, letters)),
        }
    }
    assert!(
        unspelt.iter().all(|(_, letters)| letters.len() > 1 || letters.chars().all(|c| c.is_ascii_digit())),
        "every single letter is in some shipped name: {unspelt:?}"
    );
    assert!(lines.len() > 8000, "{} lines", lines.len());
    let root = clean_workspace("generated-look-alikes");
    write(&root, "src/engine/look_alikes.rs", &lines.join("\n"));
    let findings = audit(&root).unwrap().findings;
    let mut found = vec![false; lines.len()];
    for finding in &findings {
        assert!(matches!(finding.rule, Rule::EngineNamesCard { .. }), "{finding:?}");
        found[finding.line - 1] = true;
    }
    let missed: Vec<&String> =
        lines.iter().zip(&found).filter(|(_, found)| !**found).map(|(line, _)| line).collect();
    assert!(missed.is_empty(), "{} of {} not found: {missed:?}", missed.len(), lines.len());
}
