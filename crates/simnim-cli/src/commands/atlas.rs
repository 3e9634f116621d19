//! `atlas`: the SetNim atlas — invariant vectors of CN(n,k) or PN(n,k) within a box, next
//! to the paper's Conjecture 1 and Conjecture 2, one game per line (one JSON object per
//! line with `--json`), in order; the games are computed in parallel (`--threads`).
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use serde_json::json;
use simnim_core::{atlas_entry, default_box, position_to_string, AtlasEntry, AtlasFamily, AtlasVerdict};

use super::Ctx;
use crate::args::AtlasKind;
use crate::error::CliError;
use crate::output::{Failure, Out};

fn verdict_text(v: &AtlasVerdict) -> String {
    match v {
        AtlasVerdict::Contradicts { proof } => format!("contradicts (proof: {proof})"),
        other => other.name().to_string(),
    }
}

fn entry_json(e: &AtlasEntry, name: &str) -> serde_json::Value {
    json!({
        "family": name,
        "n": e.n,
        "k": e.k,
        "box": e.box_max,
        "vectors": e.vectors,
        "prediction": e.prediction,
        "verdict": e.verdict.name(),
        "proof": match &e.verdict { AtlasVerdict::Contradicts { proof } => Some(proof.clone()), _ => None },
        "subgames": e.subgames,
        "conjecture2": e.conjecture2.name(),
        "conjecture2_proof": match &e.conjecture2 { AtlasVerdict::Contradicts { proof } => Some(proof.clone()), _ => None },
        "conjecture2_note": e.conjecture2_note,
    })
}

/// The games `(n, k, box)` of the ranges, in order: every k from 2 to n − 1 unless given,
/// the box `max` or `default(n)`.
pub(crate) fn games(
    n: (usize, usize),
    k: Option<(usize, usize)>,
    max: Option<u64>,
    default: fn(usize) -> u64,
) -> Vec<(usize, usize, u64)> {
    (n.0..=n.1)
        .flat_map(|nn| {
            let (k0, k1) = k.unwrap_or((2, nn - 1));
            (k0.max(1)..=k1.min(nn)).map(move |kk| (nn, kk, max.unwrap_or_else(|| default(nn))))
        })
        .collect()
}

/// Runs `atlas`.
pub(crate) fn run(
    kind: AtlasKind,
    n: (usize, usize),
    k: Option<(usize, usize)>,
    max: Option<u64>,
    ctx: &Ctx,
    out: &mut Out,
) -> Result<(), Failure> {
    let (family, name) = match kind {
        AtlasKind::Cn => (AtlasFamily::Cycle, "CN"),
        AtlasKind::Pn => (AtlasFamily::Path, "PN"),
    };
    if n.0 < 2 {
        return Err(CliError::input("--n: the games need at least 2 stacks").into());
    }
    let games = games(n, k, max, default_box);
    // The games run in parallel (each on one thread), and are written in order, each as
    // soon as every game before it is done.
    let one = ctx.limits.with_threads(1);
    let job = |&(nn, kk, max): &(usize, usize, u64)| {
        atlas_entry(family, nn, kk, max, &one).map_err(|e| CliError::limit(format!("{name}({nn},{kk}): {e}")))
    };
    let cost = |&(nn, _, max): &(usize, usize, u64)| (max as u128 + 1).pow(nn as u32);
    crate::ordered::for_each(&games, cost, job, |&(nn, kk, max), e| -> Result<(), Failure> {
        let e = e?;
        if ctx.json {
            // One object per game, on its own line, as each game is done.
            out.raw_line(&entry_json(&e, name).to_string())?;
            return Ok(());
        }
        let vectors = if e.vectors.is_empty() {
            "none".to_string()
        } else {
            e.vectors.iter().map(|z| format!("({})", position_to_string(z))).collect::<Vec<_>>().join(" ")
        };
        let prediction = match e.prediction {
            Some(true) => "Conjecture 1 predicts invariant vectors",
            Some(false) => "Conjecture 1 predicts none",
            None => "no conjecture",
        };
        let mut line = format!(
            "{name}({nn},{kk}) piles ≤ {max}: invariant vectors {vectors}; {prediction}: {}",
            verdict_text(&e.verdict)
        );
        if !e.vectors.is_empty() {
            line.push_str(&format!(
                "; Conjecture 2 on {} sub-game{}: {}",
                e.subgames.len(),
                if e.subgames.len() == 1 { "" } else { "s" },
                verdict_text(&e.conjecture2)
            ));
            if let Some(note) = &e.conjecture2_note {
                line.push_str(&format!(" ({note})"));
            }
        }
        out.line(&line)?;
        out.flush()?;
        Ok(())
    })
}
