//! Why a game of the thesis could not be read or solved: [`GameError`], one variant per
//! problem, with the input it concerns ([`Input`]) so that a front end can name its flag.

use std::fmt;

use crate::grid::{human_count_over, LimitError};
use crate::solve::SolveError;

/// Which part of the written game an error is about (the CLI names the flag from it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// The graph's edge list, like `1-2,2-3`.
    Edges,
    /// The edges' weights, like `3,2`.
    Weights,
    /// The vertex the piece is on.
    Piece,
    /// A matrix written by rows, like `3,4;5,6`.
    Rows,
    /// Wythoff's two piles.
    Piles,
    /// The matrix rule's name.
    Rule,
}

impl Input {
    /// The input as a person names it ("the edges").
    pub fn name(self) -> &'static str {
        match self {
            Input::Edges => "the edges",
            Input::Weights => "the weights",
            Input::Piece => "the piece",
            Input::Rows => "the matrix",
            Input::Piles => "the piles",
            Input::Rule => "the rule",
        }
    }
}

/// A problem with a game of the thesis (Fukuyama's, Ferguson's, Holladay's, Wythoff's).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GameError {
    /// The text is not of the expected form at `column` (1-based character column).
    Syntax { input: Input, expected: &'static str, column: usize, found: String },
    /// Nothing was given.
    Empty { input: Input },
    /// Edge `edge` (1-based) joins a vertex to itself.
    Loop { edge: usize, label: String },
    /// Edge `edge` (1-based; 0 for a vertex listed on its own) names something that is not
    /// a vertex label.
    Label { edge: usize, label: String },
    /// The number of items does not match (weights for the edges; Wythoff's two piles).
    Count { input: Input, got: usize, expected: usize },
    /// The piece is on a label that is no vertex of the graph.
    NoSuchVertex { label: String, vertices: Vec<String> },
    /// Row `row` (1-based) has `len` entries, the first row `expected`.
    Ragged { row: usize, len: usize, expected: usize },
    /// The partizan game is the 2 × 2 form only.
    NotTwoByTwo { rows: usize, cols: usize },
    /// Holladay's game is analysed as a complex with one vertex per entry: at most `limit`.
    TooManyCells { cells: usize, limit: usize },
    /// An exhaustive search refused by a limit (positions or memory).
    Limit(LimitError),
    /// Nim values could reach `bound`, more than the engines' value sets hold.
    Values { bound: u128, limit: u64 },
    /// The complex's analysis (Holladay's game) failed or was refused.
    Analysis(SolveError),
    /// A closed form and a search disagree (a bug; never shown as an answer).
    Disagreement { what: String },
}

impl GameError {
    /// The input the error is about, if it is about one (not for refusals).
    pub fn input(&self) -> Option<Input> {
        match self {
            GameError::Syntax { input, .. } | GameError::Empty { input } | GameError::Count { input, .. } => {
                Some(*input)
            }
            GameError::Loop { .. } | GameError::Label { .. } => Some(Input::Edges),
            GameError::NoSuchVertex { .. } => Some(Input::Piece),
            GameError::Ragged { .. } | GameError::NotTwoByTwo { .. } | GameError::TooManyCells { .. } => {
                Some(Input::Rows)
            }
            GameError::Limit(_)
            | GameError::Values { .. }
            | GameError::Analysis(_)
            | GameError::Disagreement { .. } => None,
        }
    }

    /// Is this a refusal by a limit (not bad input, not a bug)?
    pub fn is_limit(&self) -> bool {
        match self {
            GameError::Limit(_) | GameError::Values { .. } => true,
            GameError::Analysis(e) => {
                matches!(e, SolveError::Limit(_) | SolveError::NoTheorem { .. } | SolveError::TooManyVertices { .. })
            }
            _ => false,
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Syntax { input, expected, column, found } => {
                let found = if found.is_empty() { "nothing".to_string() } else { format!("'{found}'") };
                write!(f, "at column {column} of {}: expected {expected}; found {found}", input.name())
            }
            GameError::Empty { input } => match input {
                Input::Edges => f.write_str("no edges given: a graph needs at least one edge, like 1-2"),
                Input::Rows => f.write_str("an empty matrix: give rows of numbers, like 3,4;5,6"),
                other => write!(f, "{} are empty", other.name()),
            },
            GameError::Loop { edge, label } => write!(
                f,
                "edge {edge} ({label}-{label}) is a loop; an edge here joins two different vertices (loops are not supported)"
            ),
            GameError::Label { edge: 0, label } => write!(f, "'{label}' is not a vertex label (an integer or a name)"),
            GameError::Label { edge, label } => {
                write!(f, "edge {edge}: '{label}' is not a vertex label (an integer or a name)")
            }
            GameError::Count { input: Input::Weights, got, expected } => write!(
                f,
                "{got} weight{} for {expected} edge{} (one weight per edge, in the edges' order)",
                if *got == 1 { "" } else { "s" },
                if *expected == 1 { "" } else { "s" }
            ),
            GameError::Count { input: Input::Piles, got, expected } => {
                write!(f, "{got} pile{} given; Wythoff's game has {expected}", if *got == 1 { "" } else { "s" })
            }
            GameError::Count { input, got, expected } => {
                write!(f, "{got} numbers given for {}; {expected} expected", input.name())
            }
            GameError::NoSuchVertex { label, vertices } => write!(
                f,
                "the piece is on '{label}', which is not a vertex of the graph (its vertices are {})",
                vertices.join(",")
            ),
            GameError::Ragged { row, len, expected } => write!(
                f,
                "row {row} has {len} entr{} but row 1 has {expected} (a matrix's rows are equally long)",
                if *len == 1 { "y" } else { "ies" }
            ),
            GameError::NotTwoByTwo { rows, cols } => write!(
                f,
                "the partizan game is Ferguson's 2 x 2 form; this matrix is {rows} x {cols}"
            ),
            GameError::TooManyCells { cells, limit } => write!(
                f,
                "Holladay's game is analysed as a complex with one vertex per entry: {cells} entries, at most {limit}"
            ),
            GameError::Limit(e) => e.fmt(f),
            GameError::Values { bound, limit } => {
                let (b, l) = human_count_over(*bound, *limit as u128);
                write!(f, "nim values here could reach {b}, more than the {l} the exhaustive engines represent")
            }
            GameError::Analysis(e) => e.fmt(f),
            GameError::Disagreement { what } => write!(f, "internal disagreement: {what}"),
        }
    }
}

impl std::error::Error for GameError {}

impl From<LimitError> for GameError {
    fn from(e: LimitError) -> Self {
        GameError::Limit(e)
    }
}
