//! The page's modes for the thesis's games (Lee Jun Ping 2007): the graph Nim mode
//! (Fukuyama's Nim on graphs: a drawn multigraph, a number on each edge, the piece on a
//! vertex) and the matrix mode (matrix Nim under Holladay's, Ferguson's or Ferguson's
//! partizan rule, with Wythoff's picture for 2 × 1). Their editors, links, the games'
//! worker protocol and the thesis's comparison table; the engines are the core's, run in
//! the games' worker (`worker::games`). The page's reducer takes them in (`modes.rs`).
//!
//! The first screen's app (`first`) holds none of this: it recognises the modes' links
//! ([`link_kind`]) and keeps the link for the full app it hands the page to.

/// Which of the two modes a link opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameKind {
    /// `#fukuyama&…`: the graph Nim mode.
    Graph,
    /// `#matrix&…`: the matrix mode.
    Matrix,
}

/// The mode a readable fragment opens, if it is one of these two (a part `fukuyama` or
/// `matrix` with no value).
pub fn link_kind(fragment: &str) -> Option<GameKind> {
    fragment.trim_start_matches('#').split('&').find_map(|p| match p {
        "fukuyama" => Some(GameKind::Graph),
        "matrix" => Some(GameKind::Matrix),
        _ => None,
    })
}

#[cfg(not(feature = "first"))]
mod comparison;
#[cfg(not(feature = "first"))]
mod graph_editor;
#[cfg(not(feature = "first"))]
mod link;
#[cfg(not(feature = "first"))]
mod matrix_editor;
#[cfg(not(feature = "first"))]
pub mod protocol;
#[cfg(not(feature = "first"))]
mod session;
#[cfg(not(feature = "first"))]
mod sketch;
#[cfg(not(feature = "first"))]
pub mod words;
#[cfg(not(feature = "first"))]
mod wythoff;

#[cfg(not(feature = "first"))]
pub use comparison::{Comparison, RowResult, SpeedResult};
#[cfg(not(feature = "first"))]
pub use graph_editor::{GraphAct, GraphEditor};
#[cfg(not(feature = "first"))]
pub use link::{decode_graph, decode_matrix, encode_graph, encode_matrix};
#[cfg(not(feature = "first"))]
pub use matrix_editor::{MatrixAct, MatrixEditor, MAX_SIDE};
#[cfg(not(feature = "first"))]
pub use protocol::Solved;
#[cfg(not(feature = "first"))]
pub use session::{GameMsg, Games};
#[cfg(not(feature = "first"))]
pub use sketch::{GEdge, GVertex, GraphPos, GraphSketch, MAX_EDGES, MAX_VERTICES};
#[cfg(not(feature = "first"))]
pub use wythoff::{picture, WythoffPicture, MAX_PICTURE, PHI};

/// The first screen's app keeps only the link of a game of these modes, for the full app.
#[cfg(feature = "first")]
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Games {
    /// The readable link that opened the mode, if a link did.
    pub link: Option<String>,
}
