//! `conjecture`: the miner (a description of the P-positions of `[0, max]^V`, tested on
//! `[0, verify]^V`) or, with `--check FILE`, a person's formula tested on `[0, max]^V`.
//! The last line is the status: `verified`, `refuted` or `none`.

use simnim_conjecture::{self as conjecture, Conjecture, Json};
use simnim_core::position_to_string;

use super::prove::cli_error;
use super::{complex, describe, Ctx};
use crate::args::Game;
use crate::error::CliError;
use crate::output::{Failure, Out};
use crate::progress::Progress;

/// Runs `conjecture`.
pub(crate) fn run(
    game: &Game,
    max: u64,
    verify: Option<u64>,
    check: Option<&str>,
    ctx: &Ctx,
    out: &mut Out,
) -> Result<(), Failure> {
    let c = complex(game)?;
    let mut bar = Progress::new(ctx.json);
    let mut progress = |_: &str, done: u64, total: u64| bar.tick(done, total);
    let answer = match check {
        Some(path) => {
            if verify.is_some() {
                return Err(CliError::input("--verify goes with mining; with --check, --max is the box tested").into());
            }
            let text = std::fs::read_to_string(path)
                .map_err(|e| CliError::input(format!("cannot read the formula file '{path}': {e}")).at("--check"))?;
            let j: Json = serde_json::from_str(&text)
                .map_err(|e| CliError::input(format!("the formula file is not JSON: {e}")).at("--check"))?;
            let f = conjecture::read_formula(&c, &j).map_err(|e| cli_error(e, "--check"))?;
            conjecture::check(&c, &f, max, &ctx.limits, &mut progress)
        }
        None => {
            let v = verify.unwrap_or_else(|| conjecture::default_verify(max));
            conjecture::mine(&c, max, v, &ctx.limits, &mut progress)
        }
    }
    .map_err(|e| cli_error(e, "--check"))?;
    drop(bar);
    write(&answer, &c, out)
}

fn write(a: &Conjecture, c: &simnim_core::Complex, out: &mut Out) -> Result<(), Failure> {
    describe(out, "conjecture", c);
    let value = serde_json::to_value(a).map_err(CliError::internal)?;
    if let serde_json::Value::Object(m) = value {
        for (k, v) in m {
            out.set(&k, v);
        }
    }
    if let Some(t) = a.trained_max {
        out.line(&format!("mined: every position with piles ≤ {t} ({} P-positions)", a.p_positions))?;
    } else {
        out.line(&format!("tested: every position with piles ≤ {} ({} P-positions)", a.verified_max, a.p_positions))?;
    }
    out.line(&format!("method: {}", a.method))?;
    for line in a.text.lines() {
        out.line(line)?;
    }
    for (k, p) in a.pieces.iter().enumerate() {
        if let Some(n) = p.points {
            out.line(&format!("piece {} rests on {n} P-positions of the mined box", k + 1))?;
        }
    }
    if let Some(x) = &a.counterexample {
        out.line(&format!("counterexample: ({}) is {}: {}", position_to_string(&x.position), x.truth, x.reason))?;
    }
    if let Some(r) = &a.rejected {
        out.line(&format!("rejected: {}", serde_json::to_string(r).unwrap_or_default()))?;
    }
    match a.status {
        conjecture::Status::Verified => {
            out.line(&format!("verified for all piles ≤ {} (not a proof)", a.verified_max))?;
            out.line("verified")?;
        }
        conjecture::Status::Refuted => out.line("refuted")?,
        conjecture::Status::None => out.line("none")?,
    }
    Ok(())
}

/// Runs `conjecture --values`: the nim values mined on `[0, max]^V`, tested on the bigger box.
pub(crate) fn values(game: &Game, max: u64, verify: Option<u64>, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let c = complex(game)?;
    let mut bar = Progress::new(ctx.json);
    let mut progress = |_: &str, done: u64, total: u64| bar.tick(done, total);
    let v = verify.unwrap_or_else(|| conjecture::default_verify(max));
    let a = conjecture::mine_values(&c, max, v, &ctx.limits, &mut progress).map_err(|e| cli_error(e, "--max"))?;
    drop(bar);
    describe(out, "conjecture", &c);
    let value = serde_json::to_value(&a).map_err(CliError::internal)?;
    if let serde_json::Value::Object(m) = value {
        for (k, v) in m {
            out.set(&k, v);
        }
    }
    out.line(&format!("mined: the nim value of every position with piles ≤ {max} ({} positions)", a.positions))?;
    out.line(&format!("method: {}", a.method))?;
    for line in a.text.lines() {
        out.line(line)?;
    }
    for (k, p) in a.pieces.iter().enumerate() {
        out.line(&format!("piece {} explains {} positions of the mined box", k + 1, p.positions))?;
    }
    if let Some(x) = a.counterexample_text() {
        out.line(&format!("counterexample: {x}"))?;
    }
    if let Some(left) = a.unexplained_text() {
        out.line(&format!("unexplained: {left}"))?;
    }
    for r in &a.rays {
        out.line(&format!("ray: {}", r.text))?;
    }
    match a.status {
        conjecture::Status::Verified => {
            out.line(&format!("verified for all piles ≤ {} (not a proof)", a.verified_max))?;
            out.line("verified")?;
        }
        _ => out.line("none")?,
    }
    Ok(())
}
