//! Holladay's matrix Nim (J. C. Holladay, "Matrix Nim", American Mathematical Monthly 65
//! (1958) 107–109), with the rule as Ferguson (2001, §1) words it: an m × n board of piles;
//! a move removes counters from piles of one row, or from any piles provided one column is
//! left untouched. It is simplicial Nim: the complex whose facets are the rows and the
//! complements of the columns, the family `matrix:r,m` (the SetNim paper's MatrixNim), so it
//! is answered by simnim's analysis of that complex (theorems first, then the engines). One
//! column (Holladay's N_1) is ordinary Nim: the rows are single piles and leaving the one
//! column untouched allows no move. Holladay's own solution could not be read.

use super::answer::{GameAnswer, GameMethod, GameMove, GameOutcome};
use super::error::GameError;
use super::Matrix;
use crate::analysis::{analyze, Wants};
use crate::answer::Outcome;
use crate::complex::{Complex, MAX_VERTICES};
use crate::families::{classical_nim, matrix_nim, FamilyError};
use crate::grid::Limits;

/// The complex of Holladay's game on an r × n board (vertices numbered row by row, as the
/// matrix's entries): `matrix:r,n`, or Nim on r piles for one column.
pub fn holladay_complex(rows: usize, cols: usize) -> Result<Complex, GameError> {
    let cells = rows.saturating_mul(cols);
    if cells > MAX_VERTICES {
        return Err(GameError::TooManyCells { cells, limit: MAX_VERTICES });
    }
    let built = if cols == 1 { classical_nim(rows) } else { matrix_nim(rows, cols) };
    built.map_err(|e| match e {
        FamilyError::TooManyVertices { vertices, .. } => {
            GameError::TooManyCells { cells: vertices, limit: MAX_VERTICES }
        }
        other => GameError::Disagreement { what: format!("Holladay's complex: {other}") },
    })
}

/// Holladay's game at `m`, by simnim's analysis of its complex (the value when cheap, or
/// searched for with `want_value`; every winning move as the matrix it leaves).
pub fn holladay(m: &Matrix, want_value: bool, limits: &Limits) -> Result<GameAnswer, GameError> {
    let c = holladay_complex(m.rows(), m.cols())?;
    let a = analyze(&c, m.entries(), limits, Wants { moves: true, value: want_value }).map_err(GameError::Analysis)?;
    let family = if m.cols() == 1 {
        format!("nim:{} (one column is ordinary Nim)", m.rows())
    } else {
        format!("matrix:{},{}", m.rows(), m.cols())
    };
    let moves =
        a.moves.iter().map(|p| GameMove::Cells { result: p.chunks(m.cols()).map(<[u64]>::to_vec).collect() }).collect();
    let mut note = a.note.clone();
    if !a.moves_complete && !a.moves.is_empty() {
        let more = "one winning move, constructed by the theorem (listing every move needs a search)";
        note = Some(note.map_or(more.to_string(), |n| format!("{more}; {n}")));
    }
    Ok(GameAnswer {
        outcome: if a.outcome == Outcome::P { GameOutcome::P } else { GameOutcome::N },
        value: a.value,
        moves,
        method_text: format!(
            "Holladay's game as the complex {family} (rows and column complements as facets), by {}",
            a.method.source()
        ),
        method: GameMethod::Complex(a.method),
        explanation: a.explanation,
        note,
        positions_searched: a.positions_searched,
        table_bytes: 0,
    })
}
