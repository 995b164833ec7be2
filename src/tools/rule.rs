//! `Rule`: the rules the coupling audit holds a workspace to.

/// The rules the audit holds a workspace to.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Rule {
    /// Architecture invariant 1: `src/engine/` names a card.
    EngineNamesCard { card: String },
    /// The harness stays thin: `src/harness.rs` names a card.
    HarnessNamesCard { card: String },
    /// Architecture invariant 2: `src/engine/` imports `content` or `harness`, through a path
    /// or by naming one of their files in a `#[path]` attribute or an `include!`.
    EngineImports { module: &'static str },
    /// Architecture invariant 2: a `#[path]` attribute or an `include!` (`include_str!`,
    /// `include_bytes!`) in `src/engine/` names a file outside `src/engine/`.
    EngineReachesOutside { path: String },
    /// Architecture invariant 2: `src/engine/` reaches a part of the crate other than the
    /// engine: a path through `crate`, `$crate`, `my_engine` or `super` past the engine that
    /// leads anywhere but `engine`, an alias of the crate (`use crate as root`, `extern crate
    /// self as me`), or a glob of the crate's root (`use crate::*`). The engine depends on
    /// nothing else in the crate.
    EngineReachesCrate { path: String },
    /// Architecture invariant 2: a symbolic link inside `src/engine/`, which the compiler
    /// follows and the audit does not.
    EngineLinkedFile,
    /// Architecture invariant 2: an `include!` (`include_str!`, `include_bytes!`) in
    /// `src/engine/` whose path is computed (`concat!`, `env!`), which the audit cannot read.
    EngineComputedInclude,
}
