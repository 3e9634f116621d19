//! `circuits`: the minimal non-faces, by size then lexicographically (E&S Sec 2), listed
//! within a work budget that `--limit` raises.
//! Item numbers without a paper name are E&S's (cites: es1996).

use serde_json::json;

use super::{complex, describe, Ctx};
use crate::args::Game;
use crate::error::CliError;
use crate::output::{Failure, Out};

/// Runs `circuits`.
pub(crate) fn run(game: &Game, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let c = complex(game)?;
    let cs = c.circuits_within(ctx.limits.max_positions).map_err(|e| {
        CliError::limit(format!(
            "{e}; raise --limit (now {}) to go on",
            simnim_core::human_count(ctx.limits.max_positions as u128)
        ))
    })?;
    describe(out, "circuits", &c);
    let lines: Vec<String> = cs.iter().map(|&s| c.set_to_string(s)).collect();
    for l in &lines {
        out.line(l)?;
    }
    out.set("circuits", json!(lines));
    Ok(())
}
