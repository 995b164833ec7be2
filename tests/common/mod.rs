//! What the command-line tests share: running the `my-engine` binary.

use std::process::{Command, Output};

/// Run `my-engine` with `args` from the crate's root, and wait for it.
pub fn my_engine(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_my-engine"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the command runs")
}
