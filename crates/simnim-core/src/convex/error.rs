//! Why a convex geometry or game could not be built: [`GeometryError`], one variant per
//! problem, with the culprit (a point, an edge, a label, a column of the text).

use std::fmt;

use super::{MAX_COORD, MAX_GROUND};
use crate::grid::human_count;

/// A problem with a geometry, a game or their written form.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GeometryError {
    /// No points, or no tree vertices.
    Empty,
    /// More than [`MAX_GROUND`] points.
    TooManyPoints { points: usize },
    /// Point `point` (1-based) has a coordinate beyond [`MAX_COORD`].
    Coordinate { point: usize, x: i64, y: i64 },
    /// Points `first` and `second` (1-based) coincide.
    Coincide { first: usize, second: usize, x: i64, y: i64 },
    /// A tree edge from a vertex to itself.
    Loop { a: String, b: String },
    /// A tree edge names a vertex index that does not exist.
    UnknownEdgeVertex,
    /// A tree edge is listed twice.
    DuplicateEdge { a: String, b: String },
    /// A tree on `vertices` vertices needs `vertices − 1` edges.
    EdgeCount { edges: usize, vertices: usize },
    /// The graph is not connected: `cut_off` is a vertex apart from the rest.
    NotConnected { cut_off: String },
    /// Every point is deleted.
    AllDeleted,
    /// Listing the convex sets is limited to 20 points.
    TooManyForConvexSets { points: usize },
    /// No point has this label.
    UnknownLabel(String),
    /// The point is deleted and cannot be used.
    DeletedPoint(String),
    /// The winning set W is empty.
    EmptyWin,
    /// W names a point outside S.
    WinOutside,
    /// An exhaustive search over `2^points` subsets is refused beyond `2^limit`.
    BruteTooLarge { points: usize, limit: usize },
    /// The structure has more classes than `limit`.
    TooManyClasses { limit: usize, maximal: usize },
    /// The written form is not understood at `column` (1-based): `expected` and what was found.
    Syntax { column: usize, expected: &'static str, found: String },
    /// A problem in one part of a game's written form ("deleted points", "winning set").
    In { part: &'static str, error: Box<GeometryError> },
}

impl GeometryError {
    /// The same error, said to be in `part` of the written form.
    pub fn within(self, part: &'static str) -> GeometryError {
        GeometryError::In { part, error: Box::new(self) }
    }
}

impl fmt::Display for GeometryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GeometryError::Empty => f.write_str("the point set is empty"),
            GeometryError::TooManyPoints { points } => write!(f, "{points} points exceed the limit of {MAX_GROUND}"),
            GeometryError::Coordinate { point, x, y } => {
                write!(f, "point {point} = ({x},{y}) has a coordinate beyond ±{MAX_COORD}")
            }
            GeometryError::Coincide { first, second, x, y } => {
                write!(f, "points {first} and {second} coincide at ({x},{y}); a convex geometry needs distinct points")
            }
            GeometryError::Loop { a, b } => write!(f, "edge {a}-{b} is a loop; a tree has none"),
            GeometryError::UnknownEdgeVertex => f.write_str("an edge names a vertex that does not exist"),
            GeometryError::DuplicateEdge { a, b } => write!(f, "edge {a}-{b} is listed twice"),
            GeometryError::EdgeCount { edges, vertices } => {
                write!(f, "{edges} edges on {vertices} vertices: a tree has exactly {}", vertices.saturating_sub(1))
            }
            GeometryError::NotConnected { cut_off } => {
                write!(f, "the graph is not connected (vertex {cut_off} is cut off), so it is not a tree")
            }
            GeometryError::AllDeleted => f.write_str("every point is deleted; at least one must remain"),
            GeometryError::TooManyForConvexSets { points } => {
                write!(f, "listing convex sets of {points} points exceeds the limit of 20")
            }
            GeometryError::UnknownLabel(l) => write!(f, "no point is labelled '{l}'"),
            GeometryError::DeletedPoint(l) => write!(f, "point {l} is deleted"),
            GeometryError::EmptyWin => f.write_str("the winning set W is empty; pick at least one point"),
            GeometryError::WinOutside => f.write_str("the winning set names a point outside S"),
            GeometryError::BruteTooLarge { points, limit } => write!(
                f,
                "an exhaustive search over the 2^{points} = {} subsets of S exceeds the limit of 2^{limit}",
                human_count(1u128 << (*points).min(127))
            ),
            GeometryError::TooManyClasses { limit, maximal } => write!(
                f,
                "more than {limit} structure classes ({maximal} maximally non-generating sets); \
                 use the exhaustive search (--brute) for small S"
            ),
            GeometryError::Syntax { column, expected, found } => {
                let found = if found.is_empty() { "nothing".to_string() } else { format!("'{found}'") };
                write!(f, "at column {column}: expected {expected}, found {found}")
            }
            GeometryError::In { part, error } => write!(f, "{part}: {error}"),
        }
    }
}

impl std::error::Error for GeometryError {}
