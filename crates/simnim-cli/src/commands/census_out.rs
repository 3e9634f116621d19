//! `census --shards M --out DIR`: the census as M shard files that survive faults (the
//! census runner's [`OutDir`]: each shard written atomically, a rerun computing only the
//! missing shards); the summary, last on stdout, read from the files, so it is the same
//! whether the run was interrupted or not.

use std::path::Path;

use simnim_census::OutDir;

use super::census::{cli_error, only};
use super::Ctx;
use crate::args::CensusOnly;
use crate::output::{Failure, Out};

/// What one census run over a directory is.
pub(crate) struct OutRun<'a> {
    pub(crate) n: usize,
    pub(crate) shards: usize,
    pub(crate) max: u64,
    pub(crate) count: bool,
    pub(crate) only: Option<CensusOnly>,
    pub(crate) dir: &'a Path,
}

/// Runs the census into the directory: the missing shards, then the summary.
pub(crate) fn run(r: &OutRun<'_>, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let d = OutDir {
        vertices: r.n,
        shards: r.shards,
        max: r.max,
        count: r.count,
        only: only(r.only),
        dir: r.dir.to_path_buf(),
    };
    let mut progress = crate::progress::Progress::counting(ctx.json, "shards");
    let total = d
        .run(
            &ctx.limits,
            &mut |done, all| {
                progress.tick(done, all);
            },
            &|| false,
        )
        .map_err(|e| cli_error(e, "--vertices"))?;
    drop(progress);
    if ctx.json {
        out.raw_line(&d.summary_json(&total).to_string())?;
    } else if r.count {
        out.line(&format!(
            "{} classes with {} vertices in {} shard files in {}",
            total.classes,
            r.n,
            r.shards,
            r.dir.display()
        ))?;
        out.line(&total.classes.to_string())?;
    } else {
        out.line(&format!("{} ({} shard files in {})", total.summary(r.n, r.max), r.shards, r.dir.display()))?;
    }
    Ok(())
}
