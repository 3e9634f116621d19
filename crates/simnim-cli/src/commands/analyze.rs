//! `value`, `outcome` and `moves`: one analysis of a position (the same `analyze` the page's
//! worker runs), printed three ways. The method and its reason are in the JSON.

use serde_json::json;
use simnim_core::{analyze_with, position_to_string, Analysis, Wants};

use super::{describe, position, Ctx};
use crate::args::Position;
use crate::error::CliError;
use crate::output::{Failure, Out};
use crate::progress::Progress;

/// What is asked of the analysis.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ask {
    Value,
    Outcome,
    Moves,
}

impl Ask {
    fn name(self) -> &'static str {
        match self {
            Ask::Value => "value",
            Ask::Outcome => "outcome",
            Ask::Moves => "moves",
        }
    }
}

/// Runs `value`, `outcome` or `moves`.
pub(crate) fn run(ask: Ask, p: &Position, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let (c, piles) = position(p)?;
    let wants = Wants { moves: ask == Ask::Moves, value: ask == Ask::Value };
    let mut progress = Progress::new(ctx.json);
    let a = analyze_with(&c, &piles, &ctx.limits, wants, |d, t| progress.tick(d, t))?;
    drop(progress);
    describe(out, ask.name(), &c);
    out.set("piles", json!(piles));
    fields(out, &a);
    match ask {
        Ask::Value => {
            let v = a.value.ok_or_else(|| {
                CliError::limit(format!(
                    "the nim value is not known: {} (the outcome is {:?} by {})",
                    a.note.clone().unwrap_or_else(|| "no method computes it here".into()),
                    a.outcome,
                    a.method.name()
                ))
            })?;
            out.line(&v.to_string())?;
        }
        Ask::Outcome => out.line(&format!("{:?}", a.outcome))?,
        Ask::Moves => {
            let from = position_to_string(&piles);
            out.set("moves", json!(a.moves));
            out.set("moves_complete", a.moves_complete);
            if !a.moves_complete && !a.moves.is_empty() && !ctx.json {
                eprintln!(
                    "simnim: note: one winning move, constructed by {}; listing every move needs a search{}",
                    a.method.name(),
                    a.note.as_ref().map(|n| format!(" ({n})")).unwrap_or_default()
                );
            }
            for m in &a.moves {
                out.line(&format!("{from} -> {}", position_to_string(m)))?;
            }
        }
    }
    Ok(())
}

/// The analysis's fields in the JSON answer.
fn fields(out: &mut Out, a: &Analysis) {
    out.set("outcome", json!(a.outcome));
    out.set("value", json!(a.value));
    out.set("method", a.method.name());
    out.set("explanation", a.explanation.clone());
    out.set("length", json!(a.length.map(|l| l.to_string())));
    out.set("positions_searched", a.positions_searched);
    if let Some(n) = &a.note {
        out.set("note", n.clone());
    }
}
