//! `invariants`: the zero-one vectors invariant for the P-positions within the box
//! `[0,max]^V` (SetNim Def 3.1, within the box), and the Invariance Reduction Process for a
//! position, step by step, as the page shows them.

use serde_json::json;
use simnim_core::{invariance_walk, invariant_vectors, parse_piles, position_to_string};

use super::{complex, describe, Ctx};
use crate::args::Game;
use crate::error::CliError;
use crate::output::{Failure, Out};

/// Runs `invariants`.
pub(crate) fn run(game: &Game, max: u64, piles: Option<&str>, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let c = complex(game)?;
    let piles = piles.map(|p| parse_piles(p, c.n()).map_err(|e| CliError::input(e).at("--piles"))).transpose()?;
    let vectors = invariant_vectors(&c, max, &ctx.limits)?;
    describe(out, "invariants", &c);
    out.set("max", max);
    out.set("vectors", json!(vectors));
    if vectors.is_empty() {
        out.line(&format!("no zero-one vector is invariant for the P-positions in [0,{max}]^V"))?;
    }
    for z in &vectors {
        out.line(&format!("({})", position_to_string(z)))?;
    }
    if let Some(p) = piles {
        let walk = invariance_walk(&c, &p, &vectors, &ctx.limits)?;
        out.set("piles", json!(p));
        out.set("irp", json!(walk.iter().map(|s| json!({ "title": s.title, "text": s.text })).collect::<Vec<_>>()));
        for s in &walk {
            out.line(&format!("{}: {}", s.title, s.text))?;
        }
    }
    Ok(())
}
