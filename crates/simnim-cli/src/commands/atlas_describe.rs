//! `atlas --describe`: the atlas of theorems — each CN(n,k) or PN(n,k) in the range with the
//! description the miner finds (the Invariance Reduction Process included) and its status:
//! `proved` (with `--prove`, by the prover), `verified` to the bigger box it was tested on,
//! or `none` with the box. One line (one JSON object with `--json`) per game, in order; the
//! games run in parallel.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use serde_json::json;
use simnim_conjecture::solver::find_solver;
use simnim_conjecture::{self as conjecture, Conjecture, Proof, ProofStatus, ProveOptions, Status};
use simnim_core::families::{cycle, pathnim};

use super::prove::{interrupted, status_word};
use super::Ctx;
use crate::args::AtlasKind;
use crate::error::CliError;
use crate::output::{Failure, Out};

/// The default mined box for n piles (the page's atlas uses the same).
fn describe_box(n: usize) -> u64 {
    simnim_conjecture::atlas_box(n)
}

struct Row {
    mined: Conjecture,
    seconds: f64,
    proof: Option<Result<Proof, String>>,
}

/// Runs `atlas --describe` (`prove`: the timeout of each proof, when asked).
pub(crate) fn run(
    kind: AtlasKind,
    n: (usize, usize),
    k: Option<(usize, usize)>,
    max: Option<u64>,
    prove: Option<u64>,
    ctx: &Ctx,
    out: &mut Out,
) -> Result<(), Failure> {
    let name = match kind {
        AtlasKind::Cn => "CN",
        AtlasKind::Pn => "PN",
    };
    if n.0 < 3 {
        return Err(CliError::input("--n: with --describe the games need at least 3 stacks").into());
    }
    if n.1 > 12 {
        return Err(CliError::input("--n: with --describe at most 12 stacks (the boxes grow as (K+1)^n)").into());
    }
    if prove == Some(0) {
        return Err(CliError::input("--timeout must be at least 1 second").into());
    }
    if max.is_some_and(|m| m < 2) {
        return Err(CliError::input("--max: give at least 2 to mine").into());
    }
    let games = super::atlas::games(n, k, max, describe_box);
    let flag = interrupted();
    let one = ctx.limits.with_threads(1);
    let job = |&(nn, kk, max): &(usize, usize, u64)| -> Result<Row, CliError> {
        let c = match kind {
            AtlasKind::Cn => cycle(nn, kk),
            AtlasKind::Pn => pathnim(nn, kk),
        }
        .map_err(|e| CliError::input(format!("{name}({nn},{kk}): {e}")))?;
        let started = Instant::now();
        let verify = conjecture::default_verify(max);
        let cancel = || !flag.load(Ordering::SeqCst);
        let mined = conjecture::mine(&c, max, verify, &one, &mut |_, _, _| cancel())
            .map_err(|e| CliError::limit(format!("{name}({nn},{kk}): {e}")))?;
        let seconds = started.elapsed().as_secs_f64();
        let proof = match (prove, &mined.formula) {
            (Some(timeout), Some(j)) if mined.status == Status::Verified => Some((|| {
                let f = conjecture::read_formula(&c, j).map_err(|e| e.to_string())?;
                let f2 = flag.clone();
                let mut solver = find_solver(Box::new(move || f2.load(Ordering::SeqCst))).map_err(|e| e.to_string())?;
                let opts = ProveOptions { timeout: Duration::from_secs(timeout), ..ProveOptions::default() };
                conjecture::prove(&c, &f, &mut solver, &opts, &one).map_err(|e| e.to_string())
            })()),
            _ => None,
        };
        Ok(Row { mined, seconds, proof })
    };
    let cost = |&(nn, _, max): &(usize, usize, u64)| (max as u128 + 1).pow(nn as u32);
    crate::ordered::for_each(&games, cost, job, |&(nn, kk, max), row| -> Result<(), Failure> {
        let row = row?;
        let m = &row.mined;
        // "proved" only from the prover; "verified" with its box.
        let proved = matches!(&row.proof, Some(Ok(p)) if p.status == ProofStatus::Proved);
        let verified = m.status == Status::Verified;
        let status = match (proved, verified) {
            (true, _) => "proved".to_string(),
            (false, true) => format!("verified to {}", m.verified_max),
            _ => "none".to_string(),
        };
        if ctx.json {
            let proof = row.proof.as_ref().map(|p| match p {
                Ok(p) => json!({"status": status_word(p.status), "method": p.method, "bound": p.bound,
                    "obligations": p.obligations.iter().map(|o| json!({"name": o.name, "status": o.status, "seconds": o.seconds})).collect::<Vec<_>>()}),
                Err(e) => json!({"status": "unknown", "method": e}),
            });
            out.raw_line(
                &json!({
                    "family": name, "n": nn, "k": kk, "box": max,
                    "status": if proved { "proved" } else if verified { "verified" } else { "none" },
                    "verified_max": m.verified_max, "formula": m.formula, "text": m.text, "method": m.method,
                    "mining_seconds": (row.seconds * 10.0).round() / 10.0, "proof": proof,
                })
                .to_string(),
            )?;
            return Ok(());
        }
        let mut line = format!("{name}({nn},{kk}) mined on piles ≤ {max} in {:.1} s: {status}", row.seconds);
        match m.status {
            Status::Verified => {
                if let Some(Ok(p)) = &row.proof {
                    if !proved {
                        line.push_str(&format!(" (prover: {}, {})", status_word(p.status), p.method));
                    }
                }
                if let Some(Err(e)) = &row.proof {
                    line.push_str(&format!(" (prover: {e})"));
                }
                out.line(&line)?;
                for l in m.text.lines() {
                    out.line(&format!("  {l}"))?;
                }
            }
            _ => {
                line.push_str(&format!(" ({})", m.method));
                out.line(&line)?;
            }
        }
        out.flush()?;
        Ok(())
    })
}
