//! The census from Python: one shard's classes as JSON texts (`census_shard`), and a census
//! written to a directory of shard files by the census runner (`census_dir_*`: prepare,
//! compute one shard — where a Dask task runs it — and read the summary).

use std::path::PathBuf;

use pyo3::prelude::*;
use simnim_census::{Only, OutDir, RunError};

use crate::error::{simnim_error, solve_error, LimitError};
use crate::run::{interrupted, limits};

fn run_error(e: RunError) -> PyErr {
    match e {
        RunError::Limit(m) => LimitError::new_err(m),
        RunError::Stopped => pyo3::exceptions::PyKeyboardInterrupt::new_err("interrupted"),
        e => simnim_error(e.to_string()),
    }
}

/// The limits of a census run: `threads`, and at most `limit` positions when given.
fn limits_within(threads: Option<usize>, limit: Option<u64>) -> simnim_core::Limits {
    let lim = limits(threads);
    limit.map_or(lim, |l| lim.with_positions(l))
}

fn out_dir(
    vertices: usize,
    shards: usize,
    max: u64,
    count: bool,
    only: Option<&str>,
    out: PathBuf,
) -> PyResult<OutDir> {
    let only = match only {
        None => None,
        Some("nim-regular") => Some(Only::NimRegular),
        Some("counterexamples") => Some(Only::Counterexamples),
        Some(o) => return Err(simnim_error(format!("only is 'nim-regular' or 'counterexamples', not {o:?}"))),
    };
    Ok(OutDir { vertices, shards, max, count, only, dir: out })
}

/// Checks a census into `out` (vertices, shards, budget), makes the directory, its
/// manifest, removes stale temporary files; returns the shards still missing.
#[pyfunction]
#[pyo3(signature = (vertices, shards, max, count, only, out, threads = None, limit = None))]
pub(crate) fn census_dir_prepare(
    vertices: usize,
    shards: usize,
    max: u64,
    count: bool,
    only: Option<&str>,
    out: PathBuf,
    threads: Option<usize>,
    limit: Option<u64>,
) -> PyResult<Vec<usize>> {
    let d = out_dir(vertices, shards, max, count, only, out)?;
    let lim = limits_within(threads, limit);
    d.check(&lim).map_err(run_error)?;
    d.prepare().map_err(run_error)?;
    Ok(d.missing())
}

/// Computes shard `i` (1-based) of a census into `out`, unless it is written already;
/// returns whether it computed it.
#[pyfunction]
#[pyo3(signature = (vertices, shards, max, count, only, out, i, threads = None, limit = None))]
pub(crate) fn census_dir_shard(
    py: Python<'_>,
    vertices: usize,
    shards: usize,
    max: u64,
    count: bool,
    only: Option<&str>,
    out: PathBuf,
    i: usize,
    threads: Option<usize>,
    limit: Option<u64>,
) -> PyResult<bool> {
    let d = out_dir(vertices, shards, max, count, only, out)?;
    if !(1..=shards).contains(&i) {
        return Err(simnim_error(format!("shard {i} of {shards}: from 1 to {shards}")));
    }
    if d.file(i, "jsonl").exists() {
        return Ok(false);
    }
    let lim = limits_within(threads, limit);
    py.detach(|| {
        let jobs = d.jobs(&d.plan(), i);
        d.compute(i, &jobs, &lim, &interrupted).map(|_| true)
    })
    .map_err(run_error)
}

/// The summary of a finished census in `out` (JSON text), after removing temporary files
/// that dead workers left.
#[pyfunction]
pub(crate) fn census_dir_summary(
    vertices: usize,
    shards: usize,
    max: u64,
    count: bool,
    only: Option<&str>,
    out: PathBuf,
) -> PyResult<String> {
    let d = out_dir(vertices, shards, max, count, only, out)?;
    d.remove_temporaries().map_err(run_error)?;
    let total = d.tally().map_err(run_error)?;
    Ok(d.summary_json(&total).to_string())
}

/// One shard (`shard` of `of`, 1-based) of the census of complexes with exactly `vertices`
/// vertices: one JSON text per class, in the census's order (`simnim.census` parses them,
/// and runs shards on a Dask cluster).
#[pyfunction]
#[pyo3(signature = (vertices, shard = 1, of = 1, max = 2, threads = None, limit = None))]
pub(crate) fn census_shard(
    py: Python<'_>,
    vertices: usize,
    shard: usize,
    of: usize,
    max: u64,
    threads: Option<usize>,
    limit: Option<u64>,
) -> PyResult<Vec<String>> {
    use simnim_core::census;
    let jobs = census::census_jobs(vertices, shard, of).map_err(|e| simnim_error(e.to_string()))?;
    let lim = limits_within(threads, limit);
    let over = |e: census::CensusError| match e {
        census::CensusError::Budget { .. } => LimitError::new_err(e.to_string()),
        e => simnim_error(e.to_string()),
    };
    census::check_budget(vertices, max, census::Scope::Full, of, &lim).map_err(over)?;
    py.detach(|| {
        let mut out = Vec::new();
        for job in &jobs {
            for chunk in census::job_classes(vertices, job).chunks(256) {
                census::check_progress(vertices, max, census::Scope::Full, of, (out.len() + chunk.len()) as u64, &lim)
                    .map_err(over)?;
                if interrupted() {
                    return Err(pyo3::exceptions::PyKeyboardInterrupt::new_err("interrupted"));
                }
                for e in census::study_many(vertices, chunk, max, census::Scope::Full, &lim, &|| false)
                    .map_err(solve_error)?
                {
                    out.push(serde_json::to_string(&e.record()).map_err(|e| simnim_error(e.to_string()))?);
                }
            }
        }
        Ok(out)
    })
}
