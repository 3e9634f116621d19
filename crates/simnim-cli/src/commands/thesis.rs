//! `simnim thesis`: the thesis's comparison of the graph and the matrix methods on ordinary
//! Nim (Problems A and B, or `--piles`), one row per method: positions visited, time on one
//! thread, bytes of the tables, and the answer with a winning move. A method refused by a
//! limit is a row that says so. The games and the choice of positions are documented in
//! `simnim_core::thesis` (comparison).

use std::time::Instant;

use serde_json::{json, Value};
use simnim_core::thesis::{parse_numbers, problems, run_method, GameMove, Input, ThesisMethod};
use simnim_core::{human_count, position_text};

use super::games::move_line;
use super::Ctx;
use crate::args::{ProblemArg, ThesisArgs};
use crate::error::CliError;
use crate::output::{Failure, Out};

/// Runs `simnim thesis`.
pub(crate) fn run(a: &ThesisArgs, ctx: &Ctx, out: &mut Out) -> Result<(), Failure> {
    let chosen: Vec<(String, String, Vec<u64>)> = match &a.piles {
        Some(text) => {
            vec![("-".into(), "your position".into(), parse_numbers(text, Input::Piles).map_err(CliError::from)?)]
        }
        None => problems()
            .into_iter()
            .filter(|p| match a.problem {
                Some(ProblemArg::A) => p.name == "A",
                Some(ProblemArg::B) => p.name == "B",
                None => true,
            })
            .map(|p| (p.name.to_string(), p.title.to_string(), p.piles))
            .collect(),
    };
    // One thread for every method, so that their times compare.
    let limits = ctx.limits.with_threads(1);
    out.set("command", "thesis");
    out.set("threads", 1);
    out.line("| problem | position | method | positions | time | table bytes | answer |")?;
    out.line("|---|---|---|---|---|---|---|")?;
    let mut rows: Vec<Value> = Vec::new();
    for (name, title, piles) in &chosen {
        let from = piles.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(",");
        for method in ThesisMethod::ALL {
            let start = Instant::now();
            let result = run_method(method, piles, &limits);
            let seconds = start.elapsed().as_secs_f64();
            let mut row = json!({
                "problem": name, "title": title, "piles": piles, "method": method.name(),
                "game": method.game(piles), "seconds": seconds,
            });
            let cells = match result {
                Ok(ans) => {
                    let first = ans.moves.first().map(|m| short_move(&from, m));
                    row["positions_searched"] = json!(ans.positions_searched);
                    row["table_bytes"] = json!(ans.table_bytes);
                    row["outcome"] = json!(ans.outcome);
                    row["value"] = json!(ans.value);
                    row["move"] = json!(first);
                    row["method_text"] = json!(ans.method_text);
                    let answer = format!(
                        "{:?}{}{}",
                        ans.outcome,
                        ans.value.map(|v| format!(", value {v}")).unwrap_or_default(),
                        first.map(|m| format!("; {m}")).unwrap_or_default()
                    );
                    [
                        human_count(ans.positions_searched as u128),
                        time(seconds),
                        human_count(ans.table_bytes as u128),
                        answer,
                    ]
                }
                Err(e) if e.is_limit() => {
                    row["refused"] = json!(e.to_string());
                    ["—".into(), time(seconds), "—".into(), format!("refused by a limit: {e}")]
                }
                Err(e) => return Err(e.into()),
            };
            let [positions, t, bytes, answer] = cells;
            out.line(&format!(
                "| {name} | {} | {} | {positions} | {t} | {bytes} | {answer} |",
                position_text(piles),
                method.name()
            ))?;
            rows.push(row);
        }
    }
    out.set("rows", Value::Array(rows));
    Ok(())
}

fn time(seconds: f64) -> String {
    if seconds < 1.0 {
        format!("{:.1} ms", seconds * 1000.0)
    } else {
        format!("{seconds:.2} s")
    }
}

/// A winning move in a few words: the position it leaves.
fn short_move(from: &str, m: &GameMove) -> String {
    match m {
        GameMove::Cells { result } | GameMove::Line { result, .. } => {
            let piles: Vec<String> = result.iter().flatten().map(|x| x.to_string()).collect();
            format!("to {}", position_text_str(&piles))
        }
        GameMove::Edge { edge, from: w0, to, .. } => format!("edge {}: {w0} -> {to}", edge + 1),
        GameMove::Piles { .. } => move_line(from, m),
    }
}

fn position_text_str(piles: &[String]) -> String {
    format!("({})", piles.join(","))
}
