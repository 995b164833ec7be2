//! The course's checks on a workspace, as library code behind the `coupling-audit` and
//! `expansion-check` commands.

pub mod coupling;
pub mod expansion;
