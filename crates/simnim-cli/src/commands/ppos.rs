//! `ppos`: every P-position (normal or misère play) with all piles at most `--max`, in
//! lexicographic order, written
//! as it is found (memory stays the P/N table's, whatever the output's size).

use serde_json::json;
use simnim_core::{for_each_misere_p_position, position_to_string, solve};

use super::{complex, describe, Ctx};
use crate::args::Game;
use crate::output::{Failure, Out};

/// Runs `ppos`.
pub(crate) fn run(game: &Game, max: u64, misere: bool, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let c = complex(game)?;
    describe(out, "ppos", &c);
    out.set("max", max);
    out.set("method", if misere { "misere-exhaustive" } else { "exhaustive" });
    out.set("play", if misere { "misere" } else { "normal" });
    let mut found: Vec<serde_json::Value> = Vec::new();
    let json = out.json();
    let mut failure = None;
    let mut count = 0u64;
    let visit = |p: &[u64]| {
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
    };
    if misere {
        for_each_misere_p_position(&c, max, &ctx.limits, visit)?;
    } else {
        solve::for_each_p_position(&c, max, &ctx.limits, visit)?;
    }
    if let Some(f) = failure {
        return Err(f);
    }
    out.set("p_positions", json!(found));
    out.set("count", count);
    Ok(())
}
