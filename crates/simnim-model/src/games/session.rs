//! The graph Nim and matrix modes' state as the page keeps it: both editors, the thesis's
//! comparison once asked for, whether hints show the winning moves, and where an exercise's
//! move or game stands; and the messages that change them.

use std::rc::Rc;

use simnim_core::thesis::GameAnswer;

use super::comparison::Comparison;
use super::graph_editor::{GraphAct, GraphEditor};
use super::matrix_editor::{MatrixAct, MatrixEditor};
use super::protocol::{GameResponse, GameSpec, Solved};

/// The two modes' state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Games {
    pub graph: GraphEditor,
    pub matrix: MatrixEditor,
    /// The thesis's comparison, once asked for.
    pub comparison: Option<Comparison>,
    /// Hints off: the winning moves are hidden (while playing without hints).
    pub hide_moves: bool,
    /// A move of a move exercise waits for the answer of the position it reached.
    pub judging: bool,
    /// A game of a "win" exercise ended and was graded.
    pub graded_game: bool,
}

/// What changes the two modes.
#[derive(Clone, Debug, PartialEq)]
pub enum GameMsg {
    Graph(GraphAct),
    Matrix(MatrixAct),
    /// The games' worker answered.
    Worker(GameResponse),
    /// The thesis's comparison was asked for: the table that waits for its rows.
    Comparing(Comparison),
    /// Show or hide the winning moves.
    ShowMoves(bool),
}

impl Games {
    /// The answer for `spec` as the editors keep it.
    pub fn solved(spec: GameSpec, result: Result<GameAnswer, String>, ms: Option<u64>) -> Rc<Solved> {
        Rc::new(Solved { spec, result, ms })
    }
}
