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
}
