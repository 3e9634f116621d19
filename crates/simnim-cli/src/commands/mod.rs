//! The subcommands, one file each, and what they share: reading the complex, the piles and
//! the limits, and the fields every JSON answer has.

pub(crate) mod analyze;
pub(crate) mod atlas;
pub(crate) mod atlas_describe;
pub(crate) mod atlas_questions;
pub(crate) mod basis;
pub(crate) mod census;
pub(crate) mod census_out;
pub(crate) mod circuits;
pub(crate) mod completions;
pub(crate) mod conjecture;
pub(crate) mod facets;
pub(crate) mod games;
pub(crate) mod gen;
pub(crate) mod graph;
pub(crate) mod invariants;
pub(crate) mod misere;
pub(crate) mod ppos;
pub(crate) mod prove;
pub(crate) mod questions;
pub(crate) mod ray;
pub(crate) mod table;
pub(crate) mod thesis;
pub(crate) mod verify_certificate;

use serde_json::json;
use simnim_core::{families, parse_piles, Complex, Limits};

use crate::args::{Game, Position};
use crate::error::CliError;
use crate::output::Out;

/// Everything a command needs besides its own flags.
pub(crate) struct Ctx {
    pub(crate) limits: Limits,
    pub(crate) json: bool,
}

/// The complex of `--complex` or `--family`.
pub(crate) fn complex(g: &Game) -> Result<Complex, CliError> {
    match (&g.complex, &g.family) {
        (Some(text), _) => Complex::parse(text).map_err(|e| CliError::input(e).at("--complex")),
        (None, Some(spec)) => families::named(spec).map_err(|e| CliError::input(e).at("--family")),
        (None, None) => Err(CliError::input("give --complex or --family")),
    }
}

/// The complex and the piles of `--piles`.
pub(crate) fn position(p: &Position) -> Result<(Complex, Vec<u64>), CliError> {
    let c = complex(&p.game)?;
    let piles = parse_piles(&p.piles, c.n()).map_err(|e| CliError::input(e).at("--piles"))?;
    Ok((c, piles))
}

/// The vertex with this label (as written in the complex).
pub(crate) fn vertex(c: &Complex, label: &str, flag: &str) -> Result<usize, CliError> {
    c.labels().iter().position(|l| l.to_string() == label.trim()).ok_or_else(|| {
        let known: Vec<String> = c.labels().iter().map(|l| l.to_string()).collect();
        CliError::input(format!(
            "{flag}: no vertex is labelled '{}' (the vertices are {})",
            label.trim(),
            known.join(",")
        ))
    })
}

/// The fields every answer about a complex has: the command, the complex and its vertices.
pub(crate) fn describe(out: &mut Out, command: &str, c: &Complex) {
    out.set("command", command);
    out.set("complex", c.to_string());
    out.set("vertices", json!(c.labels().iter().map(|l| l.to_string()).collect::<Vec<_>>()));
}
