//! `census --shards M --out DIR`: the census as M shard files that survive faults (the
//! census runner's [`OutDir`]: each shard written atomically, a rerun computing only the
//! missing shards); the summary, last on stdout, read from the files, so it is the same
//! whether the run was interrupted or not.

use simnim_census::OutDir;

use super::census::cli_error;
use super::Ctx;
use crate::output::{Failure, Out};

/// Runs the census into the directory: the missing shards, then the summary.
pub(crate) fn run(d: &OutDir, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
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
    } else if d.count {
        out.line(&format!(
            "{} classes with {} vertices in {} shard files in {}",
            total.classes,
            d.vertices,
            d.shards,
            d.dir.display()
        ))?;
        out.line(&total.classes.to_string())?;
    } else {
        out.line(&format!("{} ({} shard files in {})", total.summary(d.vertices, d.max), d.shards, d.dir.display()))?;
    }
    Ok(())
}
