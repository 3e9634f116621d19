//! The thesis's games from Python: Fukuyama's Nim on graphs, matrix Nim (Ferguson's,
//! Holladay's and the partizan rule) and Wythoff's game, each answer as JSON text (the
//! `simnim` package returns it as a dict: `outcome`, `value`, `moves`, `method`, …). The
//! searches release the GIL; errors are `SimnimError` with the core's message, `LimitError`
//! for refusals by a limit.

use pyo3::prelude::*;
use simnim_core::thesis::{self, GameAnswer, GameError, Graph, Matrix, MatrixRule};

use crate::error::{simnim_error, solve_error, LimitError};
use crate::run::limits;

fn game_error(e: GameError) -> PyErr {
    match e {
        GameError::Analysis(s) => solve_error(s),
        e if e.is_limit() => LimitError::new_err(e.to_string()),
        e => simnim_error(e.to_string()),
    }
}

fn answer_json(a: &GameAnswer) -> PyResult<String> {
    let v = serde_json::json!({
        "outcome": a.outcome,
        "value": a.value,
        "moves": a.moves,
        "method": a.method_text,
        "method_name": a.method.name(),
        "explanation": a.explanation,
        "note": a.note,
        "positions_searched": a.positions_searched,
        "table_bytes": a.table_bytes,
    });
    serde_json::to_string(&v).map_err(|e| simnim_error(e.to_string()))
}

/// A graph's edges: the written form `"1-2,2-3"`, or pairs of labels (as text).
#[derive(FromPyObject)]
pub(crate) enum Edges {
    Text(String),
    Pairs(Vec<(String, String)>),
}

/// A matrix: the written form `"3,4;5,6"`, or its rows.
#[derive(FromPyObject)]
pub(crate) enum Rows {
    Text(String),
    Lists(Vec<Vec<u64>>),
}

/// Fukuyama's Nim on graphs at (edges, weights, piece): the answer as JSON text.
#[pyfunction]
pub(crate) fn fukuyama(py: Python<'_>, edges: Edges, weights: Vec<u64>, piece: String) -> PyResult<String> {
    let graph = match edges {
        Edges::Text(t) => Graph::parse(&t),
        Edges::Pairs(p) => Graph::from_pairs(&p),
    }
    .map_err(game_error)?;
    let v = graph.vertex(&piece).map_err(game_error)?;
    let lim = limits(None);
    let a = py.detach(|| thesis::fukuyama(&graph, &weights, v, &lim)).map_err(game_error)?;
    answer_json(&a)
}

/// Matrix Nim at `rows` under `rule` ("ferguson", "holladay" or "partizan"): JSON text.
#[pyfunction]
#[pyo3(signature = (rows, rule = "ferguson"))]
pub(crate) fn matrix_nim(py: Python<'_>, rows: Rows, rule: &str) -> PyResult<String> {
    let m = match rows {
        Rows::Text(t) => Matrix::parse(&t),
        Rows::Lists(r) => Matrix::new(r),
    }
    .map_err(game_error)?;
    let rule = MatrixRule::parse(rule).map_err(game_error)?;
    let lim = limits(None);
    let a = py.detach(|| thesis::matrix_game(&m, rule, true, &lim)).map_err(game_error)?;
    answer_json(&a)
}

/// Wythoff's game at (a, b): the closed form, and the value when the search fits. JSON text.
#[pyfunction]
pub(crate) fn wythoff(py: Python<'_>, a: u64, b: u64) -> PyResult<String> {
    let lim = limits(None);
    let ans = py.detach(|| thesis::wythoff(a, b, true, &lim)).map_err(game_error)?;
    answer_json(&ans)
}
