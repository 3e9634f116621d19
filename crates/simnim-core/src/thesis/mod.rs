//! The games behind Lee Jun Ping's thesis, *Comparison between graph method and matrix
//! method played on Nim game* (B.Sc. dissertation, Universiti Malaysia Sabah, 2007): its
//! graph method is Fukuyama's Nim on graphs, its matrix method is matrix Nim (Holladay's
//! rule, and Ferguson's row-or-column subtraction with its partizan 2 × 2 form), and
//! Ferguson's 2 × 1 game is Wythoff's. These are not Nim on a simplicial complex (except
//! Holladay's), so they have their own engines and their own answer type.
//!
//! - `fukuyama` — Nim on graphs: exhaustive nim values over (piece, weights).
//! - `matrix_nim` — Ferguson's impartial game on any m × n matrix (2 × 1: Wythoff's closed
//!   form for the outcome), and Wythoff's game with its value when it fits.
//! - `partizan` — Ferguson's partizan 2 × 2 game (Left rows, Right columns): L, R, P, N.
//! - `holladay` — Holladay's matrix Nim, the complex `matrix:r,m`, by simnim's analysis.
//! - `wythoff` — Wythoff's P-positions and winning moves in exact integer arithmetic.
//! - `comparison` — the thesis's Problems A and B by each method.
//! - `moves` — one move checked against each game's rules, and a legal move to play.
//!
//! What the sources allow: the rules are quoted from Fukuyama's §1 and from Ferguson's
//! abstract and §1 (which also words Holladay's rule); none of their theorems could be
//! read, so every answer here is an exhaustive search, a closed form that is classical
//! (Wythoff 1907), or simnim's analysis of Holladay's complex. Rules simnim found by brute
//! force (for Ferguson's 2 × 2 games, for Holladay's game) are tested, never used as answers.
//!
//! ```
//! use simnim_core::thesis::{fukuyama, matrix_game, Graph, GameOutcome, Matrix, MatrixRule};
//! use simnim_core::Limits;
//! // Three parallel edges between two vertices: Nim with piles 3, 5, 6 (3 ^ 5 ^ 6 = 0).
//! let g = Graph::parse("1-2,1-2,1-2").unwrap();
//! let a = fukuyama(&g, &[3, 5, 6], 0, &Limits::NATIVE).unwrap();
//! assert_eq!((a.outcome, a.value), (GameOutcome::P, Some(0)));
//! // Ferguson's 2 x 1 game is Wythoff's: (3, 5) is a P-position.
//! let w = matrix_game(&Matrix::parse("3;5").unwrap(), MatrixRule::Ferguson, true, &Limits::NATIVE).unwrap();
//! assert_eq!(w.outcome, GameOutcome::P);
//! ```

mod answer;
mod comparison;
mod error;
mod fukuyama;
mod holladay;
mod matrix;
mod matrix_nim;
mod moves;
mod notation;
mod partizan;
mod value_sets;
mod wythoff;

pub use answer::{GameAnswer, GameMethod, GameMove, GameOutcome, Line, Player};
pub use comparison::{problems, run_method, run_speed, Problem, ThesisMethod, SPEED_WORKLOADS};
pub use error::{GameError, Input};
pub use fukuyama::{fukuyama, fukuyama_table, FukuyamaTable, Graph};
pub use holladay::{holladay, holladay_complex};
pub use matrix::Matrix;
pub use matrix_nim::{ferguson, ferguson_table, wythoff, FergusonTable};
pub use moves::{fukuyama_any_move, fukuyama_move, matrix_any_move, matrix_move, IllegalMove};
pub use notation::{parse_edges, parse_numbers, parse_rows, rows_text};
pub use partizan::{partizan, partizan_table, PartizanTable};
pub use value_sets::MAX_VALUE;
pub use wythoff::{wythoff_a, wythoff_b, wythoff_closed, wythoff_index, wythoff_is_p, wythoff_moves};

use crate::grid::Limits;

/// The rules of matrix Nim.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatrixRule {
    /// Ferguson's impartial game: subtract from every entry of a row or a column.
    Ferguson,
    /// Holladay's game: lower piles of one row, or any piles leaving one column untouched.
    Holladay,
    /// Ferguson's partizan 2 × 2 game: Left subtracts from a row, Right from a column.
    Partizan,
}

impl MatrixRule {
    /// Reads "ferguson", "holladay" or "partizan".
    pub fn parse(text: &str) -> Result<MatrixRule, GameError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "ferguson" => Ok(MatrixRule::Ferguson),
            "holladay" => Ok(MatrixRule::Holladay),
            "partizan" => Ok(MatrixRule::Partizan),
            _ => Err(GameError::Syntax {
                input: Input::Rule,
                expected: "ferguson, holladay or partizan",
                column: 1,
                found: text.chars().take(40).collect(),
            }),
        }
    }

    /// The rule's name, as `parse` reads it.
    pub fn name(self) -> &'static str {
        match self {
            MatrixRule::Ferguson => "ferguson",
            MatrixRule::Holladay => "holladay",
            MatrixRule::Partizan => "partizan",
        }
    }
}

/// Matrix Nim at `m` under `rule` (the value searched for with `want_value` where a closed
/// form or a theorem answers the outcome alone).
pub fn matrix_game(m: &Matrix, rule: MatrixRule, want_value: bool, limits: &Limits) -> Result<GameAnswer, GameError> {
    match rule {
        MatrixRule::Ferguson => ferguson(m, want_value, limits),
        MatrixRule::Holladay => holladay(m, want_value, limits),
        MatrixRule::Partizan => partizan(m, limits),
    }
}
