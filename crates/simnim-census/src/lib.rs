//! The census runner, over `simnim-core`'s census: a shard's classes studied on every thread
//! and tallied ([`study`], [`tally`]), and whole censuses written as shard files that survive
//! faults ([`out`]): each shard atomically, a rerun computing only what is missing, the
//! summary read from the files. The command line (`simnim census`) and the Python package
//! (`simnim.census(..., out=DIR)`, locally or on a Dask cluster) call these functions.

pub mod out;
pub mod study;
pub mod tally;
pub mod weigh;

pub use out::OutDir;
pub use study::{count_jobs, study_jobs};
pub use tally::{is_counterexample, number, Only, Tally};

/// Why a census run stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    /// A bad request (vertices, shards, a directory that holds another census).
    Input(String),
    /// A share of the work over the budget (`Limits`), with the number of shards that fits.
    Limit(String),
    /// A file could not be read or written.
    Io(String),
    /// The caller stopped it (Ctrl-C, a closed output).
    Stopped,
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::Input(s) | RunError::Limit(s) | RunError::Io(s) => f.write_str(s),
            RunError::Stopped => f.write_str("stopped"),
        }
    }
}

impl std::error::Error for RunError {}
