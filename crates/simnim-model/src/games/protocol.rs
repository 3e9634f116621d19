//! The games' worker protocol: what the graph Nim and matrix modes ask their worker (a game
//! to solve, a row of the thesis's comparison, a speed workload) and what it answers. Its
//! own messages, apart from `protocol::Request`: the first screen's bundle, which decodes
//! the solver's responses, carries none of these. An API boundary: both sides of the
//! games' worker are built from this file.

use serde::{Deserialize, Serialize};

use simnim_core::thesis::{GameAnswer, MatrixRule};

/// The rules of the matrix mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Rule {
    /// Holladay's matrix Nim (simplicial Nim on the complex `matrix:r,m`).
    Holladay,
    /// Ferguson's impartial game: one number off every entry of a row or a column.
    Ferguson,
    /// Ferguson's partizan 2 × 2 game: Left rows, Right columns.
    Partizan,
}

impl Rule {
    /// Every rule, in the order the page offers them, with its name in links.
    pub const ALL: [(Rule, &'static str); 3] =
        [(Rule::Holladay, "holladay"), (Rule::Ferguson, "ferguson"), (Rule::Partizan, "partizan")];

    /// The name in links (`holladay`, `ferguson`, `partizan`).
    pub fn name(self) -> &'static str {
        Rule::ALL.iter().find(|(r, _)| *r == self).map_or("ferguson", |(_, n)| n)
    }

    /// Reads a name of [`Rule::ALL`].
    pub fn parse(s: &str) -> Option<Rule> {
        Rule::ALL.iter().find(|(_, n)| *n == s.trim()).map(|(r, _)| *r)
    }

    /// As a person names it.
    pub fn title(self) -> &'static str {
        match self {
            Rule::Holladay => "Holladay",
            Rule::Ferguson => "Ferguson",
            Rule::Partizan => "Ferguson partizan",
        }
    }

    /// The core's rule.
    pub fn core(self) -> MatrixRule {
        match self {
            Rule::Holladay => MatrixRule::Holladay,
            Rule::Ferguson => MatrixRule::Ferguson,
            Rule::Partizan => MatrixRule::Partizan,
        }
    }
}

/// A game of the two modes, as the worker solves it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameSpec {
    /// Fukuyama's Nim on graphs: every vertex's label, the edges (pairs of labels, in
    /// order; parallel ones repeated), one number per edge, the piece's vertex.
    Fukuyama { vertices: Vec<String>, edges: Vec<(String, String)>, weights: Vec<u64>, piece: String },
    /// Matrix Nim under `rule`, the matrix by rows.
    Matrix { rule: Rule, rows: Vec<Vec<u64>> },
}

/// A message to the games' worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GameRequest {
    /// The answer for a game (the nim value searched for when it fits), under the page's
    /// memory budget (`max_bytes`, 0: the worker's default).
    Solve { spec: GameSpec, max_bytes: u64 },
    /// One row of the thesis's comparison: problem `problem` (0: A, 1: B) by method
    /// `method` (an index of `simnim_core::thesis::ThesisMethod::ALL`), on one thread.
    Comparison { problem: usize, method: usize },
    /// One of the two speed workloads (`simnim_core::thesis::speed_workloads`): a whole table.
    Speed { workload: usize },
}

/// A message from the games' worker. `ms`: the milliseconds the worker spent (set by the
/// worker's loop, which has a clock).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GameResponse {
    /// The answer for `spec`, or why there is none.
    Solved { spec: GameSpec, result: Result<GameAnswer, String>, ms: Option<u64> },
    /// A row of the comparison: the method's answer (positions searched, bytes) or why not.
    Row { problem: usize, method: usize, result: Result<GameAnswer, String>, ms: Option<u64> },
    /// A speed workload: the positions of its table and its largest value, or why not.
    Speed { workload: usize, result: Result<(u64, u64), String>, ms: Option<u64> },
}

impl GameResponse {
    /// Sets the time the worker spent.
    pub fn with_ms(mut self, t: u64) -> GameResponse {
        match &mut self {
            GameResponse::Solved { ms, .. } | GameResponse::Row { ms, .. } | GameResponse::Speed { ms, .. } => {
                *ms = Some(t)
            }
        }
        self
    }
}

/// A worker's answer for a game, as the editors keep it.
#[derive(Clone, Debug, PartialEq)]
pub struct Solved {
    pub spec: GameSpec,
    pub result: Result<GameAnswer, String>,
    /// Milliseconds the worker spent.
    pub ms: Option<u64>,
}
