//! The census: every simplicial complex with exactly `n ≤ 7` vertices up to isomorphism
//! (1, 2, 5, 20, 180, 16,143 for n = 1..6: OEIS A003182's differences), each with its
//! Nim-regularity, Nim-basis and answers to E&S Questions 9.1–9.5 and Conjecture 8.1.
//!
//! Classes come from a canonical-augmentation tree ([`tree`]) over canonical forms found by
//! individualisation and refinement ([`canon`]); the tree splits into independent jobs, so
//! shards, threads and cluster tasks share nothing, and the shards concatenated in order are
//! the whole census, in the same order.

pub mod canon;
pub mod faces;
pub mod report;
pub mod tree;

pub use canon::{canonical_form, Canonical};
pub use faces::MAX_VERTICES;
pub use report::{is_cycle_complex, study, study_many, Answer, Counterexample, Entry, Record, CENSUS_QUESTIONS};
pub use tree::{jobs, shard, spans, walk_job, Code, Job};

/// Why a census cannot run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CensusError {
    /// `n` outside `1..=7`.
    Vertices(usize),
    /// A shard `i/m` with `i` outside `1..=m`.
    Shard { i: usize, m: usize },
}

impl std::fmt::Display for CensusError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CensusError::Vertices(n) => write!(
                f,
                "the census covers 1 to {MAX_VERTICES} vertices, not {n} (with 8 there are about 2.3e15 classes)"
            ),
            CensusError::Shard { i, m } => {
                write!(f, "shard {i}/{m}: a shard is I/M with 1 ≤ I ≤ M (like 2/8)")
            }
        }
    }
}

impl std::error::Error for CensusError {}

/// The jobs of shard `i` of `m` (1-based, as on the command line) of the census of `n`.
pub fn census_jobs(n: usize, i: usize, m: usize) -> Result<Vec<Job>, CensusError> {
    if !(1..=MAX_VERTICES).contains(&n) {
        return Err(CensusError::Vertices(n));
    }
    if m == 0 || i == 0 || i > m {
        return Err(CensusError::Shard { i, m });
    }
    Ok(shard(&jobs(n), i - 1, m).to_vec())
}

/// The classes one job writes (those with exactly `n` vertices), in order.
pub fn job_classes(n: usize, job: &Job) -> Vec<Code> {
    let mut out = Vec::new();
    walk_job(n, job, &mut |c| {
        if spans(n, c) {
            out.push(c);
        }
        true
    });
    out
}
