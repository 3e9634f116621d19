//! `outcome --misere` and `moves --misere`: misère play (the player who makes the last move
//! loses), answered by a closed form (Bouton's misère rule, Moore's Nim) or the misère P/N
//! engine; the same output formats as in normal play.

use serde_json::json;
use simnim_core::{analyze_misere, position_to_string};

use super::{describe, position, Ctx};
use crate::args::Position;
use crate::output::{Failure, Out};

/// Runs `outcome --misere` (or `moves --misere` with `moves`).
pub(crate) fn run(moves: bool, p: &Position, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let (c, piles) = position(p)?;
    let a = analyze_misere(&c, &piles, &ctx.limits, moves)?;
    describe(out, if moves { "moves" } else { "outcome" }, &c);
    out.set("play", "misere");
    out.set("piles", json!(piles));
    out.set("outcome", json!(a.outcome));
    out.set("method", a.method.name());
    out.set("explanation", a.explanation.clone());
    out.set("positions_searched", a.positions_searched);
    if let Some(n) = &a.note {
        out.set("note", n.clone());
    }
    if moves {
        out.set("moves", json!(a.moves));
        out.set("moves_complete", a.moves_complete);
        let from = position_to_string(&piles);
        for m in &a.moves {
            out.line(&format!("{from} -> {}", position_to_string(m)))?;
        }
    } else {
        out.line(&format!("{:?}", a.outcome))?;
    }
    Ok(())
}
