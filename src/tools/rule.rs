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
    /// Architecture invariant 2: a path or a `use` in `src/engine/` reaches the crate's root or
    /// a module other than `engine`, once resolved from `crate`, `$crate`, `my_engine`, `self`
    /// or `super` through every later `self` and `super` and every alias a `use ... as`, a use
    /// tree or `extern crate self as` binds (`module_paths`). The engine depends on nothing else
    /// in the crate.
    EngineReachesCrate { path: String },
    /// Architecture invariant 2: a symbolic link inside `src/engine/`, which the compiler
    /// follows and the audit does not.
    EngineLinkedFile,
    /// Architecture invariant 2: an `include!` (`include_str!`, `include_bytes!`) in
    /// `src/engine/` whose path is computed (`concat!`, `env!`), which the audit cannot read.
    EngineComputedInclude,
    /// Architecture invariant 2: `src/engine/` calls a macro the crate defines outside
    /// `src/engine/` (one a `#[macro_use]` module lends it). Macros of `std`, `core` and outside
    /// crates stay allowed.
    EngineCallsOutsideMacro { name: String },
    /// Architecture invariant 2: a macro in `src/engine/` splices a `$` fragment into a path
    /// (`crate::$m::library()`), so the path leads wherever its caller says.
    EngineMacroSplicesPath { fragment: String },
    /// Architecture invariant 2: a macro in `src/engine/` splices a `$` fragment into an import:
    /// inside a `use` item, or next to `use`, `extern` or `crate` (`extern crate $name as me;`,
    /// `$kw crate self as me;`), so the import binds whatever its caller says.
    EngineMacroSplicesImport { fragment: String },
    /// Architecture invariant 2: a macro call in `src/engine/` passes the keyword `use` or
    /// `extern` (`k!(extern, crate, self)`), which the macro can put together into an import
    /// the audit never reads whole.
    EngineMacroCallPassesImportKeyword { keyword: String },
}

impl Rule {
    /// The rule's name, as a finding shows it.
    pub fn name(&self) -> &'static str {
        match self {
            Rule::EngineNamesCard { .. } => "engine-names-no-card",
            Rule::HarnessNamesCard { .. } => "harness-names-no-card",
            Rule::EngineImports { .. } => "engine-imports-neither-content-nor-harness",
            Rule::EngineReachesOutside { .. } => "engine-source-stays-in-engine",
            Rule::EngineReachesCrate { .. } => "engine-paths-resolve-inside-engine",
            Rule::EngineLinkedFile => "engine-has-no-symbolic-links",
            Rule::EngineComputedInclude => "engine-includes-by-written-path",
            Rule::EngineCallsOutsideMacro { .. } => "engine-calls-no-crate-macro-from-outside",
            Rule::EngineMacroSplicesPath { .. } => "engine-macros-splice-no-path",
            Rule::EngineMacroSplicesImport { .. } => "engine-macros-splice-no-import",
            Rule::EngineMacroCallPassesImportKeyword { .. } => "engine-macro-calls-pass-no-import-keyword",
        }
    }
}
