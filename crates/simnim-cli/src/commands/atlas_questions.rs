//! `atlas --family cn --questions`: E&S Conjecture 8.1 and the converse they ask after it
//! (for genuine positions) on every cycle complex C_{n,k} = CN(n,k) of the range, within a
//! box; one line (one JSON object with `--json`) per game, in order, the games computed in
//! parallel. Every verdict comes from one P/N table of the game (`check_questions`).
//! Item numbers without a paper name are E&S's (cites: es1996).

use serde_json::json;
use simnim_core::{check_questions, families, position_to_string, Question, Verdict};

use super::atlas::games;
use super::Ctx;
use crate::error::CliError;
use crate::output::{Failure, Out};

/// The default box: the largest K ≤ 6 whose table, piles ≤ 2K, fits within `limit`
/// positions (`--limit`, 2e8 by default).
fn default_box(n: usize, limit: u64) -> u64 {
    (1..=6u64).rev().find(|&k| ((2 * k + 1) as f64).powi(n as i32) <= limit as f64).unwrap_or(1)
}

fn verdict_json(v: &Verdict) -> serde_json::Value {
    json!({
        "applies": v.applies,
        "holds": v.holds,
        "counterexample": v.counterexample.as_ref().map(|(p, why)| json!({ "position": p, "reason": why })),
    })
}

fn verdict_text(v: &Verdict) -> String {
    match &v.counterexample {
        Some((p, why)) => format!("fails at ({}): {why}", position_to_string(p)),
        None => "holds".to_string(),
    }
}

/// Runs `atlas --family cn --questions`.
pub(crate) fn run(
    n: (usize, usize),
    k: Option<(usize, usize)>,
    max: Option<u64>,
    ctx: &Ctx,
    out: &mut Out,
) -> Result<(), Failure> {
    if n.0 < 3 {
        return Err(CliError::input("--n: a cycle complex C_{n,k} needs n ≥ 3").into());
    }
    let limit = ctx.limits.max_positions;
    let games: Vec<(usize, usize, u64)> = games(n, k, max, |_| 0)
        .into_iter()
        .map(|(nn, kk, m)| (nn, kk, if max.is_some() { m } else { default_box(nn, limit) }))
        .collect();
    let one = ctx.limits.with_threads(1);
    let asked = [Question::PlusOnes, Question::MinusOnes];
    let job = |&(nn, kk, max): &(usize, usize, u64)| {
        let c = families::cycle(nn, kk).map_err(|e| CliError::input(e).at("--k"))?;
        check_questions(&asked, &c, max.max(1), &one).map_err(|e| CliError::limit(format!("CN({nn},{kk}): {e}")))
    };
    let cost = |&(nn, _, max): &(usize, usize, u64)| (2 * max as u128 + 1).pow(nn as u32);
    crate::ordered::for_each(&games, cost, job, |&(nn, kk, max), v| -> Result<(), Failure> {
        let v = v?;
        let (plus, minus) = (&v[0], &v[1]);
        if ctx.json {
            out.raw_line(
                &json!({
                    "family": "CN",
                    "n": nn,
                    "k": kk,
                    "box": max,
                    "ones_zero": plus.applies,
                    "conjecture_8_1": verdict_json(plus),
                    "genuine_converse": verdict_json(minus),
                })
                .to_string(),
            )?;
            return Ok(());
        }
        let line = if plus.applies {
            format!(
                "CN({nn},{kk}) n ≤ {}, n + 1 ≤ {}: (1,…,1) is zero; Conjecture 8.1 {}; the converse for genuine positions {}",
                2 * max - 1,
                2 * max,
                verdict_text(plus),
                verdict_text(minus)
            )
        } else {
            format!("CN({nn},{kk}): (1,…,1) is not zero: Conjecture 8.1 does not apply")
        };
        out.line(&line)?;
        out.flush()?;
        Ok(())
    })
}
