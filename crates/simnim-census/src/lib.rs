//! The census runner, over `simnim-core`'s census: a shard's classes studied on every thread
//! and tallied ([`study`], [`tally`]), and whole censuses written as shard files that survive
//! faults ([`out`]): each shard atomically, a rerun computing only what is missing, the
//! summary read from the files. The command line (`simnim census`) and the Python package
//! (`simnim.census(..., out=DIR)`, locally or on a Dask cluster) call these functions.

pub mod error;
pub mod out;
pub mod study;
pub mod tally;
pub mod weigh;

pub use error::RunError;
pub use out::OutDir;
pub use study::{count_jobs, study_jobs};
pub use tally::{is_counterexample, number, Only, Tally};
