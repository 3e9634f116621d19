//! The census: every simplicial complex with exactly `n ≤ 7` vertices up to isomorphism
//! (1, 2, 5, 20, 180, 16,143 for n = 1..6: OEIS A003182's differences), each with its
//! Nim-regularity, Nim-basis and answers to E&S Questions 9.1–9.5 and Conjecture 8.1.
//!
//! Classes come from a canonical-augmentation tree ([`tree`]) over canonical forms found by
//! individualisation and refinement ([`canon`]); the tree splits into independent jobs, so
//! shards, threads and cluster tasks share nothing, and the shards concatenated in order are
//! the whole census, in the same order.
//! Item numbers without a paper name are E&S's (cites: es1996).

pub mod canon;
pub mod faces;
pub mod plan;
pub mod report;
pub mod tree;
pub mod weights7;

pub use canon::{canonical_form, Canonical};
pub use faces::MAX_VERTICES;

use crate::grid::Limits;
pub use plan::{balanced_shard, plan, plan_from, Weighed};
pub use report::{
    is_cycle_complex, study, study_many, study_scoped, Answer, Counterexample, Entry, Record, Scope, CENSUS_QUESTIONS,
};
pub use tree::{children, jobs, shard, spans, walk_job, Code, Job};

/// Why a census cannot run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CensusError {
    /// `n` outside `1..=7`.
    Vertices(usize),
    /// A shard `i/m` with `i` outside `1..=m`.
    Shard { i: usize, m: usize },
    /// The questions' box `max` outside `1..=8`.
    Max(u64),
    /// The run would search more positions than the budget (`Limits::pn_max_positions`):
    /// the census's whole count, or (while running) what this run has studied so far.
    Budget { n: usize, max: u64, scope: Scope, positions: u128, budget: u64, min_shards: u128, studied: Option<u64> },
}

/// The classes with exactly `n` vertices, for `n = 0..=7` (OEIS A003182's differences).
pub const CLASSES: [u64; 8] = [1, 1, 2, 5, 20, 180, 16_143, 489_996_795];

/// The positions one class's study searches: the P/N table of piles ≤ `2·max`, or (asking
/// only for Nim-regularity) the `2^n` zero-one positions.
fn box_positions(n: usize, max: u64, scope: Scope) -> u128 {
    match scope {
        Scope::Full => (2 * max as u128 + 1).pow(n as u32),
        Scope::NimRegular => 1u128 << n,
    }
}

/// Refuses a run whose questions' box is outside `1..=8`, or whose share of the census
/// (`1/m` of every class's study) is over the budget, before it starts.
pub fn check_budget(n: usize, max: u64, scope: Scope, m: usize, limits: &Limits) -> Result<(), CensusError> {
    if !(1..=8).contains(&max) {
        return Err(CensusError::Max(max));
    }
    let total = CLASSES.get(n).copied().unwrap_or(u64::MAX) as u128 * box_positions(n, max, scope);
    let budget = limits.pn_max_positions;
    if total / m.max(1) as u128 > budget as u128 {
        return Err(CensusError::Budget {
            n,
            max,
            scope,
            positions: total,
            budget,
            min_shards: total.div_ceil(budget.max(1) as u128),
            studied: None,
        });
    }
    Ok(())
}

/// Stops a run (a shard with more than its share) once it has studied `studied` classes
/// and so searched more positions than the budget.
pub fn check_progress(
    n: usize,
    max: u64,
    scope: Scope,
    m: usize,
    studied: u64,
    limits: &Limits,
) -> Result<(), CensusError> {
    let done = studied as u128 * box_positions(n, max, scope);
    let budget = limits.pn_max_positions;
    if done > budget as u128 {
        let total = CLASSES.get(n).copied().unwrap_or(u64::MAX) as u128 * box_positions(n, max, scope);
        return Err(CensusError::Budget {
            n,
            max,
            scope,
            positions: done,
            budget,
            min_shards: total.div_ceil(budget.max(1) as u128).max(2 * m as u128),
            studied: Some(studied),
        });
    }
    Ok(())
}

impl std::fmt::Display for CensusError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CensusError::Vertices(n) => write!(
                f,
                "the census covers 1 to {MAX_VERTICES} vertices, not {n} (with 8 there are about 2.3e15 classes)"
            ),
            CensusError::Shard { i, m } => {
                write!(f, "shard {i}/{m}: a shard is I/M with 1 ≤ I ≤ M ≤ {MAX_SHARDS} (like 2/8)")
            }
            CensusError::Max(max) => write!(f, "max {max}: the questions' box needs piles from 1 to 8"),
            CensusError::Budget { n, max, scope, positions, budget, min_shards, studied: None } => write!(
                f,
                "the census of {n} vertices with piles ≤ {max} is about {} classes × {} positions = {} positions, \
                 over the budget of {} per run: give --shard I/M with M ≥ {min_shards} (or run it on a cluster), \
                 a smaller --max, or a larger --limit",
                crate::grid::human_count(CLASSES.get(*n).copied().unwrap_or(0) as u128),
                crate::grid::human_count(box_positions(*n, *max, *scope)),
                crate::grid::human_count(*positions),
                crate::grid::human_count(*budget as u128),
            ),
            CensusError::Budget { budget, min_shards, studied: Some(s), .. } => write!(
                f,
                "this shard studied {s} classes and reached the budget of {} positions per run (its part of the \
                 census is bigger than the average): use more shards (M ≥ {min_shards}) or a larger --limit",
                crate::grid::human_count(*budget as u128),
            ),
        }
    }
}

impl std::error::Error for CensusError {}

/// The most shards a census splits into (the command line's bound too).
pub const MAX_SHARDS: usize = 1_000_000;

/// The jobs of shard `i` of `m` (1-based, as on the command line) of the census of `n`.
pub fn census_jobs(n: usize, i: usize, m: usize) -> Result<Vec<Job>, CensusError> {
    if !(1..=MAX_VERTICES).contains(&n) {
        return Err(CensusError::Vertices(n));
    }
    if m == 0 || i == 0 || i > m || m > MAX_SHARDS {
        return Err(CensusError::Shard { i, m });
    }
    Ok(plan::balanced_shard(&plan::plan(n, m), i - 1, m))
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
