//! What every game of the thesis answers: the outcome (P/N, or L/R/P/N for the partizan
//! game), the nim value when it is computed, every winning move, and how the answer was
//! obtained. A sibling of the complexes' `Analysis` (whose outcome is P or N only and whose
//! moves are pile vectors); a leaf: it names only serde and the answer types.

use serde::{Deserialize, Serialize};

use crate::answer::Method;

/// Who wins. P: the player to move loses; N: the player to move wins. For the partizan
/// game, L: Left wins whoever starts; R: Right wins whoever starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameOutcome {
    P,
    N,
    L,
    R,
}

/// A line of a matrix: a row or a column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Line {
    Row,
    Column,
}

/// The players of the partizan game: Left subtracts from a row, Right from a column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    Left,
    Right,
}

/// A winning move, in the game's own terms.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum GameMove {
    /// Fukuyama's game: edge `edge` (0-based, in the order given) with ends `ends` is
    /// lowered from `from` to `to` and the piece goes to `piece`; `weights` after the move.
    Edge { edge: usize, ends: [String; 2], from: u64, to: u64, piece: String, weights: Vec<u64> },
    /// Ferguson's games: `amount` subtracted from every entry of row or column `index`
    /// (0-based); `player` in the partizan game. `result` is the matrix after the move.
    Line { player: Option<Player>, line: Line, index: usize, amount: u64, result: Vec<Vec<u64>> },
    /// Holladay's game: the matrix after the move.
    Cells { result: Vec<Vec<u64>> },
    /// Wythoff's game: the two piles after the move.
    Piles { result: [u64; 2] },
}

/// How an answer was obtained.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameMethod {
    /// The rule of the game: no move at all.
    Terminal,
    /// The game's own exhaustive search over every position below the given one.
    Exhaustive,
    /// Wythoff's P-positions in closed form, in exact integer arithmetic.
    Wythoff,
    /// Holladay's game as a simplicial complex, answered by simnim's analysis by this method.
    Complex(Method),
}

impl GameMethod {
    /// A short name for scripts ("exhaustive", "wythoff", "complex:nim-basis").
    pub fn name(&self) -> String {
        match self {
            GameMethod::Terminal => "terminal".into(),
            GameMethod::Exhaustive => "exhaustive".into(),
            GameMethod::Wythoff => "wythoff".into(),
            GameMethod::Complex(m) => format!("complex:{}", m.name()),
        }
    }
}

/// The answer for one position of a game of the thesis.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameAnswer {
    pub outcome: GameOutcome,
    /// The nim value, when computed (never for the partizan game).
    pub value: Option<u64>,
    /// Every winning move (for the partizan game, Left's and Right's), in a fixed order.
    pub moves: Vec<GameMove>,
    pub method: GameMethod,
    /// How the answer was obtained, as a person would cite it ("exhaustive search over
    /// 1,234 positions", "Wythoff's theorem (1907), exact integer arithmetic").
    pub method_text: String,
    /// One sentence: why the answer holds.
    pub explanation: String,
    /// What was not computed and why.
    pub note: Option<String>,
    /// Positions of the search (0 when a closed form answered).
    pub positions_searched: u64,
    /// Bytes of the search's tables and value sets.
    pub table_bytes: u64,
}
