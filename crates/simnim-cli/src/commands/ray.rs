//! `ray`: the nim values along one pile with the others fixed, and their arithmetic
//! periodicity within the computed range (never claimed beyond it).

use serde_json::json;
use simnim_core::{periodicity, ray};

use super::{describe, position, vertex, Ctx};
use crate::args::Position;
use crate::output::{Failure, Out};

/// Runs `ray`.
pub(crate) fn run(p: &Position, vary: &str, upto: u64, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let (c, piles) = position(p)?;
    let v = vertex(&c, vary, "--vary")?;
    let r = ray(&c, &piles, v, upto, &ctx.limits)?;
    let per = periodicity(&r.values);
    describe(out, "ray", &c);
    out.set("piles", json!(piles));
    out.set("vary", c.labels()[v].to_string());
    out.set("upto", upto);
    out.set("method", r.method.clone());
    out.set("values", json!(r.values));
    out.set("period", json!(per.map(|q| q.period)));
    out.set("preperiod", json!(per.map(|q| q.preperiod)));
    out.set("saltus", json!(per.map(|q| q.saltus)));
    for (x, g) in r.values.iter().enumerate() {
        out.line(&format!("{x} {g}"))?;
    }
    out.line(&match per {
        Some(q) => format!(
            "arithmetic-periodic within x ≤ {upto}: period {}, preperiod {}, saltus {} (g(x+{}) = g(x) + {} for {} ≤ x ≤ {})",
            q.period,
            q.preperiod,
            q.saltus,
            q.period,
            q.saltus,
            q.preperiod,
            upto - q.period
        ),
        None => format!("no arithmetic periodicity with two whole periods within x ≤ {upto}"),
    })?;
    Ok(())
}
