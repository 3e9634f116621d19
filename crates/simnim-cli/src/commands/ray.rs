//! `ray`: the nim values along one pile (or a diagonal: several piles equal) with the
//! others fixed, and their arithmetic periodicity within the computed range (never claimed beyond it).

use serde_json::json;
use simnim_core::{describe_periodicity, periodicity, ray};

use super::{describe, position, vertex, Ctx};
use crate::args::Position;
use crate::output::{Failure, Out};

/// Runs `ray`.
pub(crate) fn run(p: &Position, vary: &str, upto: u64, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let (c, piles) = position(p)?;
    let vs = vary.split(',').map(|l| vertex(&c, l, "--vary")).collect::<Result<Vec<usize>, _>>()?;
    let r = ray(&c, &piles, &vs, upto, &ctx.limits)?;
    let per = periodicity(&r.values);
    describe(out, "ray", &c);
    out.set("piles", json!(piles));
    out.set("vary", json!(vs.iter().map(|&v| c.labels()[v].to_string()).collect::<Vec<_>>()));
    out.set("upto", upto);
    out.set("method", r.method.clone());
    out.set("values", json!(r.values));
    out.set("period", json!(per.map(|q| q.period)));
    out.set("preperiod", json!(per.map(|q| q.preperiod)));
    out.set("saltus", json!(per.map(|q| q.saltus)));
    for (x, g) in r.values.iter().enumerate() {
        out.line(&format!("{x} {g}"))?;
    }
    out.line(&describe_periodicity(per, upto))?;
    Ok(())
}
