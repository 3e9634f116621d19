//! `basis`: the Nim-basis (E&S Sec 4), one set per line, or "none" with a witness position;
//! from the binary matroid's kernel (E&S Thm 5.7) when the complex is one.
//! Item numbers without a paper name are E&S's (cites: es1996).

use serde_json::{json, Value};
use simnim_core::theory::{Regularity, RegularitySource, RegularityStatus, Theory};

use super::{complex, describe, Ctx};
use crate::args::Game;
use crate::error::CliError;
use crate::output::{Failure, Out};

/// Runs `basis`.
pub(crate) fn run(game: &Game, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let c = complex(game)?;
    describe(out, "basis", &c);
    let t = Theory::of(&c, &ctx.limits);
    match &t.regularity {
        RegularityStatus::Known(Regularity::Regular(b), source) => {
            let sets = b
                .list(c.n(), 100_000)
                .ok_or_else(|| CliError::limit("the Nim-basis has more than 100000 sets; not listed"))?;
            let lines: Vec<String> = sets.iter().map(|&s| c.set_to_string(s)).collect();
            out.set("regular", true);
            out.set("basis", json!(lines));
            let method = if *source == RegularitySource::Matroid { "binary-matroid" } else { "nim-basis-box" };
            out.set("method", method);
            out.set(
                "equals_disjoint_unions_of_circuits",
                json!(b.equals_disjoint_unions_of_circuits(c.n(), &t.circuits)),
            );
            if let Some(m) = &t.matroid {
                let cols: Vec<String> = m
                    .phi
                    .iter()
                    .map(|&x| format!("{x:0w$b}", w = m.rank.max(1)).chars().rev().collect::<String>())
                    .collect();
                out.set("gf2_columns", json!(cols));
            }
            for l in &lines {
                out.line(l)?;
            }
        }
        RegularityStatus::Known(Regularity::NotRegular { witness, witness_is_zero }, _) => {
            out.set("regular", false);
            out.set("basis", Value::Null);
            out.set("witness", json!(witness));
            out.set("witness_is_zero", json!(witness_is_zero));
            out.set("method", "nim-basis-box");
            out.line("none")?;
        }
        RegularityStatus::Unknown(why) => {
            return Err(CliError::limit(format!("Nim-regularity could not be decided: {why}")).into())
        }
    }
    Ok(())
}
