//! Impartial achievement games on convex geometries (McCoy–Sieben), and the avoidance games
//! McCoy–Sieben Sec 8 (8) proposes for study (introduced on groups by Anderson–Harary).
//!
//! `geometry` is the convex geometry (closure, extreme points, copoints, deletions), `game` the
//! rules and the exhaustive search over subsets, `structure` the structure theory of Sec 4 and its
//! type calculus. Both solution methods live here once: the CLI (`simnim gen`), the browser
//! worker and the tests call these functions.
//! Item numbers without a paper name are McCoy–Sieben's (cites: ms2020).

/// Largest ground set: points are bits of a `u64`.
pub const MAX_GROUND: usize = 64;
/// Coordinates are bounded so that every orientation test is exact in `i128`.
pub const MAX_COORD: i64 = 1_000_000_000;

mod error;
mod game;
mod geometry;
mod notation;
mod structure;
mod theorems;

pub use error::GeometryError;
pub use game::{Game, Rule, BRUTE_MAX_BROWSER, BRUTE_MAX_NATIVE};
pub use geometry::{convex_hull, Base, Geometry};
pub use notation::{parse_line, parse_points, parse_tree};
pub use structure::{type_calculus, Class, Quotient, Structure, MAX_CLASSES};
pub use theorems::{reasons, Reason};

/// The moves from P and the nim number each leads to (by the structure theory), in point order.
pub fn moves(game: &Game, s: &Structure, p: u64) -> Vec<(usize, u32)> {
    game.options(p)
        .into_iter()
        .filter_map(|q| {
            let point = (q & !p).trailing_zeros() as usize;
            s.nim_of(q).or(if game.rule == Rule::Achieve { Some(0) } else { None }).map(|v| (point, v))
        })
        .collect()
}

/// The computer's move from P: to a nim-0 option when there is one (a winning move), otherwise the
/// option with the largest nim number (it keeps the most choices open). `None` when P has no move.
pub fn computer_move(game: &Game, s: &Structure, p: u64) -> Option<usize> {
    let ms = moves(game, s, p);
    ms.iter().find(|m| m.1 == 0).or_else(|| ms.iter().max_by_key(|m| m.1)).map(|m| m.0)
}

/// How a geometry is written: the CLI flags and the playground's link use the same text.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum GeometrySpec {
    /// `"(0,0),(2,0),(1,1)"`: integer points in the plane, labelled 1, 2, … in order.
    Points(String),
    /// `"-1,0,1"`: points on a line, labelled by their coordinates.
    Line(String),
    /// `"0-1,0-2,2-3"`: a tree by its edges, vertices labelled as written.
    Tree(String),
}

impl GeometrySpec {
    /// Builds the geometry (before deletions).
    pub fn build(&self) -> Result<Geometry, GeometryError> {
        match self {
            GeometrySpec::Points(t) => Geometry::points(&parse_points(t)?),
            GeometrySpec::Line(t) => Geometry::line(&parse_line(t)?),
            GeometrySpec::Tree(t) => Geometry::tree(&parse_tree(t)?),
        }
    }
}

/// Builds a game from its written form: the geometry, the deleted points (ground labels, may be
/// empty), the winning set (labels of non-deleted points) and the rule. Errors name the culprit.
pub fn build_game(spec: &GeometrySpec, delete: &str, win: &str, rule: Rule) -> Result<Game, GeometryError> {
    let g = spec.build()?;
    let d = g.parse_ground_set(delete).map_err(|e| e.within("deleted points"))?;
    let g = g.with_deleted(d)?;
    let w = g.parse_set(win).map_err(|e| e.within("winning set"))?;
    Game::new(g, w, rule)
}
