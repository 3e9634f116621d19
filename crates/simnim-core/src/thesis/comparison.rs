//! The thesis's comparison reproduced: ordinary Nim solved by the graph method and by the
//! matrix method, for Problem A (piles in the tens) and Problem B (piles in the hundreds).
//!
//! The thesis's Chapter 4 (the problems' data, its timings, how it played the matrix method)
//! could not be read; its abstract says the problems differ in pile sizes ("in tens", "in
//! hundreds") while its table of contents says they differ in the number of piles. Here both
//! problems have three piles, at fixed documented positions ([`problems`]).
//!
//! The methods:
//! - graph: Fukuyama's game on two vertices joined by one parallel edge per pile (the
//!   thesis's Figure 3.1, as reconstructed): every edge is at both vertices, so a move
//!   lowers one pile and the piece only changes sides; it is exactly Nim. Exhaustive search.
//! - matrix (Holladay N_1): Nim written as one column of piles, Holladay's game on an m × 1
//!   board, exactly Nim (Ferguson: "The game N_1 is the game nim"). Searched exhaustively
//!   by the value engine over its whole box, like the graph method.
//! - matrix (analysis): the same column answered by simnim's analysis, which recognises
//!   Nim and takes Bouton's nim-sum: no search at all.
//! - Ferguson's column: Ferguson's rule on the same m × 1 column is NOT Nim (a column move
//!   subtracts from every pile at once). For an odd number of piles its nim values are
//!   still the nim-sum (simnim's observation, with a proof, not from Ferguson's paper:
//!   subtracting t from every pile flips, in each pile, the bit of t's lowest 1, so an odd
//!   number of piles changes the nim-sum there; the Nim moves reach every smaller value);
//!   for an even number they differ (two piles: Wythoff's game). Shown for contrast,
//!   exhaustive search.
//!
//! Timing is the caller's (this crate also runs in the browser, where there is no clock).

use super::answer::{GameAnswer, GameMethod, GameMove, GameOutcome};
use super::error::GameError;
use super::fukuyama::{fukuyama, Graph};
use super::holladay::{holladay, holladay_complex};
use super::matrix_nim::ferguson;
use super::Matrix;
use crate::grid::{count_of, Grid, Limits};
use crate::solve::{estimate_bytes, ValueJob};

/// One of the thesis's two problems, at a fixed position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// "A" or "B".
    pub name: &'static str,
    /// What the thesis says of it.
    pub title: &'static str,
    /// The piles.
    pub piles: Vec<u64>,
}

/// The two problems: A (12, 25, 37), piles in the tens; B (123, 245, 367), piles in the
/// hundreds. Chosen here (the thesis's own positions are in its missing Chapter 4): three
/// piles, spread over the range, nim-sums 48 and 481 (both N-positions, so each has a
/// winning move to show).
pub fn problems() -> Vec<Problem> {
    vec![
        Problem { name: "A", title: "Nim with piles in the tens", piles: vec![12, 25, 37] },
        Problem { name: "B", title: "Nim with piles in the hundreds", piles: vec![123, 245, 367] },
    ]
}

/// A way of solving ordinary Nim that the comparison runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThesisMethod {
    /// Fukuyama's game on the two-vertex multigraph, exhaustive search.
    Graph,
    /// Holladay's N_1 (one column), the value engine over the whole box.
    MatrixSearch,
    /// Holladay's N_1 by simnim's analysis (Bouton's nim-sum).
    MatrixAnalysis,
    /// Ferguson's rule on the same column (a different game), exhaustive search.
    FergusonColumn,
}

impl ThesisMethod {
    /// Every method, in the order shown.
    pub const ALL: [ThesisMethod; 4] =
        [ThesisMethod::Graph, ThesisMethod::MatrixSearch, ThesisMethod::MatrixAnalysis, ThesisMethod::FergusonColumn];

    /// A short name ("graph", "matrix", "matrix-analysis", "ferguson-column").
    pub fn name(self) -> &'static str {
        match self {
            ThesisMethod::Graph => "graph",
            ThesisMethod::MatrixSearch => "matrix",
            ThesisMethod::MatrixAnalysis => "matrix-analysis",
            ThesisMethod::FergusonColumn => "ferguson-column",
        }
    }

    /// The game the method plays, for piles `p`.
    pub fn game(self, piles: &[u64]) -> String {
        let k = piles.len();
        match self {
            ThesisMethod::Graph => {
                format!("Fukuyama's game: vertices 1 and 2 joined by {k} parallel edges, piece on 1")
            }
            ThesisMethod::MatrixSearch => format!("Holladay's N_1: a {k} x 1 column, the value engine over its box"),
            ThesisMethod::MatrixAnalysis => format!("Holladay's N_1: a {k} x 1 column, simnim's analysis"),
            ThesisMethod::FergusonColumn => {
                format!("Ferguson's rule on the {k} x 1 column: not Nim (a column move lowers every pile)")
            }
        }
    }

    /// Must the method's value at `piles` be the nim-sum? For the Nim methods, and for
    /// Ferguson's column with an odd number of piles (see the module's doc).
    pub fn is_nim_sum(self, piles: &[u64]) -> bool {
        self != ThesisMethod::FergusonColumn || piles.len() % 2 == 1
    }
}

/// Runs one method on `piles` (the limits' thread count applies to the value engine).
pub fn run_method(method: ThesisMethod, piles: &[u64], limits: &Limits) -> Result<GameAnswer, GameError> {
    let column = Matrix::new(piles.iter().map(|&p| vec![p]).collect())?;
    let answer = match method {
        ThesisMethod::Graph => {
            let edges = vec![("1".to_string(), "2".to_string()); piles.len()];
            let graph = Graph::from_pairs(&edges)?;
            fukuyama(&graph, piles, 0, limits)?
        }
        ThesisMethod::MatrixSearch => matrix_search(piles, limits)?,
        ThesisMethod::MatrixAnalysis => holladay(&column, true, limits)?,
        ThesisMethod::FergusonColumn => ferguson(&column, true, limits)?,
    };
    let nim_sum = piles.iter().fold(0, |x, &p| x ^ p);
    if method.is_nim_sum(piles) && answer.value.is_some_and(|v| v != nim_sum) {
        return Err(GameError::Disagreement {
            what: format!("the {} method's value of Nim at {piles:?} is not the nim-sum {nim_sum}", method.name()),
        });
    }
    Ok(answer)
}

/// Holladay's N_1 searched by the value engine over the whole box below the piles.
fn matrix_search(piles: &[u64], limits: &Limits) -> Result<GameAnswer, GameError> {
    let complex = holladay_complex(piles.len(), 1)?;
    let grid = Grid::new(piles, limits)?;
    let bytes = estimate_bytes(&complex, &grid, 0);
    let table = ValueJob::new(&complex, piles, limits)?.run();
    let value = table.value(piles);
    let mut moves = Vec::new();
    for i in 0..piles.len() {
        let mut q = piles.to_vec();
        for to in 0..piles[i] {
            q[i] = to;
            if table.value(&q) == 0 {
                moves.push(GameMove::Cells { result: q.iter().map(|&x| vec![x]).collect() });
            }
        }
    }
    Ok(GameAnswer {
        outcome: if value == 0 { GameOutcome::P } else { GameOutcome::N },
        value: Some(value),
        moves,
        method: GameMethod::Exhaustive,
        method_text: format!("exhaustive search over {} by the value engine", count_of(grid.size as u128, "position")),
        explanation: format!("the nim value is {value}, the least value no move reaches"),
        note: None,
        positions_searched: grid.size as u64,
        table_bytes: bytes.min(u64::MAX as u128) as u64,
    })
}

/// The two speed workloads of the thesis's games (the `engines` benchmark's, `make
/// bench-wasm`'s and the page's): each engine's whole value table on one thread.
pub const SPEED_WORKLOADS: [&str; 2] = ["Fukuyama, K4, weights ≤ 12", "Ferguson, 2 x 3, entries ≤ 15"];

/// Runs speed workload `i` of [`SPEED_WORKLOADS`]: Fukuyama's game on K4 with every weight
/// up to 12 (the piece on each vertex: 4 · 13^6 states), or Ferguson's game on 2 x 3
/// matrices with every entry up to 15 (16^6 matrices). Returns the positions of the table,
/// its largest value and its bytes.
pub fn run_speed(i: usize, limits: &Limits) -> Result<(u64, u64, u64), GameError> {
    match i {
        0 => {
            let graph = Graph::parse("1-2,1-3,1-4,2-3,2-4,3-4")?;
            let t = super::fukuyama::fukuyama_table(&graph, &[12; 6], limits)?;
            Ok((t.positions(), t.max_value(), t.bytes()))
        }
        _ => {
            let t = super::matrix_nim::ferguson_table(&Matrix::new(vec![vec![15; 3]; 2])?, limits)?;
            Ok((t.positions(), t.max_value(), t.bytes()))
        }
    }
}
