//! `ppos`: every P-position with all piles at most `--max`, in lexicographic order, written
//! as it is found (memory stays the P/N table's, whatever the output's size).

use serde_json::json;
use simnim_core::{position_to_string, solve};

use super::{complex, describe, Ctx};
use crate::args::Game;
use crate::output::{Failure, Out};

/// Runs `ppos`.
pub(crate) fn run(game: &Game, max: u64, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let c = complex(game)?;
    describe(out, "ppos", &c);
    out.set("max", max);
    out.set("method", "exhaustive");
    let mut found: Vec<serde_json::Value> = Vec::new();
    let json = out.json();
    let mut failure = None;
    let mut count = 0u64;
    solve::for_each_p_position(&c, max, &ctx.limits, |p| {
        count += 1;
        if json {
            found.push(json!(p));
            return true;
        }
        match out
            .line(&position_to_string(p))
            .and_then(|()| if count.is_multiple_of(4096) { out.flush() } else { Ok(()) })
        {
            Ok(()) => true,
            Err(f) => {
                failure = Some(f);
                false
            }
        }
    })?;
    if let Some(f) = failure {
        return Err(f);
    }
    out.set("p_positions", json!(found));
    out.set("count", count);
    Ok(())
}
