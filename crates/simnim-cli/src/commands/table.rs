//! `table`: the nim values over the piles of two vertices, the others fixed (the page's
//! value table, the "matrix method"); P cells (value 0) are marked `*`, or CSV.

use serde_json::json;
use simnim_core::{table_csv, value_table};

use super::{describe, position, vertex, Ctx};
use crate::args::Position;
use crate::error::CliError;
use crate::output::{Failure, Out};

/// Runs `table`.
pub(crate) fn run(
    p: &Position,
    rows: &str,
    cols: &str,
    max: u64,
    csv: bool,
    ctx: &Ctx,
    out: &mut Out,
) -> Result<(), Failure> {
    let (c, piles) = position(p)?;
    let u = vertex(&c, rows, "--rows")?;
    let v = vertex(&c, cols, "--cols")?;
    if u == v {
        return Err(CliError::input("--rows and --cols name the same vertex; choose two different ones").into());
    }
    let table = value_table(&c, &piles, u, v, max, &ctx.limits)?;
    let (lu, lv) = (c.labels()[u].to_string(), c.labels()[v].to_string());
    describe(out, "table", &c);
    out.set("piles", json!(piles));
    out.set("rows", lu.clone());
    out.set("cols", lv.clone());
    out.set("max", max);
    out.set("table", json!(table));
    let p_cells: Vec<[usize; 2]> = table
        .iter()
        .enumerate()
        .flat_map(|(a, row)| row.iter().enumerate().filter(|(_, &x)| x == 0).map(move |(b, _)| [a, b]))
        .collect();
    out.set("p_cells", json!(p_cells));
    if csv {
        for l in table_csv(&table, &lu, &lv).lines() {
            out.line(l)?;
        }
        return Ok(());
    }
    let width = table.iter().flatten().map(|x| x.to_string().len() + 1).max().unwrap_or(1).max(max.to_string().len());
    let mut head = format!("{:>w$}", format!("{lu}\\{lv}"), w = width.max(lu.len() + lv.len() + 1));
    let first = head.len();
    for b in 0..=max {
        head.push_str(&format!(" {b:>width$}"));
    }
    out.line(&head)?;
    for (a, row) in table.iter().enumerate() {
        let mut line = format!("{a:>first$}");
        for &x in row {
            let cell = if x == 0 { "0*".to_string() } else { x.to_string() };
            line.push_str(&format!(" {cell:>width$}"));
        }
        out.line(&line)?;
    }
    Ok(())
}
