//! A shard's classes counted (no study) or studied on every thread, in the census's order,
//! each class handed to the caller as it is done.

use rayon::prelude::*;
use simnim_core::census::{check_progress, job_classes, spans, study_many, walk_job, Code, Entry, Job};
use simnim_core::Limits;

use crate::{Only, RunError, Tally};

/// The classes of these jobs, counted on every thread (no study).
pub fn count_jobs(n: usize, jobs: &[Job]) -> u64 {
    jobs.par_iter()
        .map(|j| {
            let mut k = 0u64;
            walk_job(n, j, &mut |c| {
                k += u64::from(spans(n, c));
                true
            });
            k
        })
        .sum()
}

/// Studies the jobs (of one of `m` shards) in order, on every thread, in chunks so that
/// classes keep coming: a few jobs are listed at once (one per thread), then their classes
/// studied on every thread; `emit` gets each class that `only` keeps (returning false stops
/// the run), `tick(done, total)` the jobs done. Returns the counts over every class studied
/// (a run of the Nim-regular classes asks the questions of those alone); a shard over its
/// share of the budget stops with [`RunError::Limit`].
pub fn study_jobs(
    n: usize,
    jobs: &[Job],
    (max, m): (u64, usize),
    limits: &Limits,
    only: Option<Only>,
    emit: &mut dyn FnMut(&Entry) -> bool,
    tick: &mut dyn FnMut(u64, u64),
) -> Result<Tally, RunError> {
    let scope = Only::scope(only);
    let mut tally = Tally::default();
    let mut done = 0usize;
    // A few jobs per thread at once: listed side by side, then their classes studied
    // side by side, in order.
    for window in jobs.chunks(4 * limits.threads.max(1)) {
        tick(done as u64, jobs.len() as u64);
        let listed: Vec<Code> = window.par_iter().map(|j| job_classes(n, j)).collect::<Vec<_>>().concat();
        done += window.len();
        for chunk in listed.chunks(1024) {
            check_progress(n, max, scope, m, tally.classes + chunk.len() as u64, limits)
                .map_err(|e| RunError::Limit(e.to_string()))?;
            let entries =
                study_many(n, chunk, max, scope, limits, &|| false).map_err(|e| RunError::Limit(e.to_string()))?;
            for e in entries {
                tally.add(&e);
                if Only::keeps(only, &e) && !emit(&e) {
                    return Err(RunError::Stopped);
                }
            }
        }
    }
    Ok(tally)
}
