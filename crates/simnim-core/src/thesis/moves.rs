//! One move of the thesis's games, checked against the rules, and a legal move when the
//! player to move has no winning one (what a front end needs to play a game, not to solve
//! it): Fukuyama's move along an edge at the piece, Ferguson's subtraction from one line
//! (the partizan form's Left on rows and Right on columns), Holladay's lowering of piles of
//! one row or of piles that leave one column untouched.
//!
//! The rules are those of the engines' modules (`fukuyama`, `matrix_nim`, `partizan`,
//! `holladay`); these functions compare two positions and never search.

use std::fmt;

use super::answer::{GameMove, Line, Player};
use super::fukuyama::Graph;
use super::matrix::Matrix;
use super::MatrixRule;

/// Why a change of the position is not one move of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum IllegalMove {
    /// Nothing changed.
    Unchanged,
    /// A number grew; a move only lowers.
    Raised,
    /// The position is not of the game's shape (edges, rows and columns).
    Shape,
    /// There is no such edge.
    NoSuchEdge { edge: usize },
    /// Fukuyama's game: the edge (as written, like `1-3`) does not touch the piece's vertex.
    NotAtPiece { edge: String, piece: String },
    /// Fukuyama's game: the edge's number is not lowered (to a smaller non-negative one).
    NotLower { edge: String },
    /// Ferguson's games: the change is not one positive number taken from every entry of
    /// one row or of one column.
    NotOneLine,
    /// Ferguson's partizan game: this player may not play that line (Left rows, Right columns).
    WrongPlayer { player: Player },
    /// Holladay's game: the lowered piles are neither in one row nor clear of a column.
    NotRowNorColumnClear,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::Unchanged => f.write_str("nothing changed"),
            IllegalMove::Raised => f.write_str("a number grew, and a move only lowers"),
            IllegalMove::Shape => f.write_str("the position is not one of this game"),
            IllegalMove::NoSuchEdge { edge } => write!(f, "there is no edge {}", edge + 1),
            IllegalMove::NotAtPiece { edge, piece } => {
                write!(f, "edge {edge} does not touch vertex {piece}, where the piece stands")
            }
            IllegalMove::NotLower { edge } => {
                write!(f, "edge {edge}'s number must become smaller, and stay at 0 or more")
            }
            IllegalMove::NotOneLine => {
                f.write_str("a move takes the same positive number from every entry of one row or of one column")
            }
            IllegalMove::WrongPlayer { player: Player::Left } => f.write_str("Left plays rows only"),
            IllegalMove::WrongPlayer { player: Player::Right } => f.write_str("Right plays columns only"),
            IllegalMove::NotRowNorColumnClear => {
                f.write_str("a move lowers piles of one row, or piles that leave at least one column untouched")
            }
        }
    }
}

impl std::error::Error for IllegalMove {}

/// Fukuyama's move along edge `edge` (0-based, in the graph's order), lowering its number to
/// `to`, from weights `weights` with the piece on vertex `piece` (an index of the graph).
pub fn fukuyama_move(
    graph: &Graph,
    weights: &[u64],
    piece: usize,
    edge: usize,
    to: u64,
) -> Result<GameMove, IllegalMove> {
    if weights.len() != graph.edges().len() || piece >= graph.labels().len() {
        return Err(IllegalMove::Shape);
    }
    let &(a, b) = graph.edges().get(edge).ok_or(IllegalMove::NoSuchEdge { edge })?;
    if a != piece && b != piece {
        return Err(IllegalMove::NotAtPiece { edge: graph.edge_text(edge), piece: graph.labels()[piece].clone() });
    }
    if to >= weights[edge] {
        return Err(IllegalMove::NotLower { edge: graph.edge_text(edge) });
    }
    let other = if a == piece { b } else { a };
    let mut after = weights.to_vec();
    after[edge] = to;
    Ok(GameMove::Edge {
        edge,
        ends: [graph.labels()[a].clone(), graph.labels()[b].clone()],
        from: weights[edge],
        to,
        piece: graph.labels()[other].clone(),
        weights: after,
    })
}

/// A legal move of Fukuyama's game, if there is one: the first edge at the piece with a
/// positive number, lowered by one (the slowest move, for a player with no winning one).
pub fn fukuyama_any_move(graph: &Graph, weights: &[u64], piece: usize) -> Option<GameMove> {
    (0..graph.edges().len()).find_map(|e| {
        weights.get(e).filter(|&&w| w > 0).and_then(|&w| fukuyama_move(graph, weights, piece, e, w - 1).ok())
    })
}

/// The move of matrix Nim under `rule` from `before` to `after`; in the partizan game,
/// `player` is the player to move (`None`: either).
pub fn matrix_move(
    rule: MatrixRule,
    before: &Matrix,
    after: &Matrix,
    player: Option<Player>,
) -> Result<GameMove, IllegalMove> {
    if (before.rows(), before.cols()) != (after.rows(), after.cols()) {
        return Err(IllegalMove::Shape);
    }
    let (b, a) = (before.entries(), after.entries());
    if b.iter().zip(a).any(|(x, y)| y > x) {
        return Err(IllegalMove::Raised);
    }
    let changed: Vec<usize> = (0..b.len()).filter(|&c| a[c] != b[c]).collect();
    if changed.is_empty() {
        return Err(IllegalMove::Unchanged);
    }
    if rule == MatrixRule::Holladay {
        let in_one_row = changed.iter().all(|&c| c / before.cols() == changed[0] / before.cols());
        let clear_column =
            before.cols() >= 2 && (0..before.cols()).any(|j| changed.iter().all(|&c| c % before.cols() != j));
        return if in_one_row || clear_column {
            Ok(GameMove::Cells { result: after.to_rows() })
        } else {
            Err(IllegalMove::NotRowNorColumnClear)
        };
    }
    let amount = b[changed[0]] - a[changed[0]];
    let mut wrong_player = None;
    for (line, index) in before.lines() {
        let mut cells = before.cells(line, index);
        cells.sort_unstable();
        if cells != changed || cells.iter().any(|&c| b[c] - a[c] != amount) {
            continue;
        }
        let mover = match line {
            Line::Row => Player::Left,
            Line::Column => Player::Right,
        };
        if rule == MatrixRule::Partizan && player.is_some_and(|p| p != mover) {
            wrong_player = player;
            continue;
        }
        let player = (rule == MatrixRule::Partizan).then_some(mover);
        return Ok(GameMove::Line { player, line, index, amount, result: after.to_rows() });
    }
    Err(wrong_player.map_or(IllegalMove::NotOneLine, |player| IllegalMove::WrongPlayer { player }))
}

/// A legal move of matrix Nim under `rule` from `m`, if there is one (for `player` in the
/// partizan game): the slowest, one taken from the first line or pile that allows it.
pub fn matrix_any_move(rule: MatrixRule, m: &Matrix, player: Option<Player>) -> Option<GameMove> {
    let after = match rule {
        MatrixRule::Holladay => {
            let c = m.entries().iter().position(|&x| x > 0)?;
            let mut rows = m.to_rows();
            rows[c / m.cols()][c % m.cols()] -= 1;
            Matrix::new(rows).ok()?
        }
        _ => {
            let (line, index) = m.lines().into_iter().find(|&(line, index)| {
                let barred = matches!(
                    (rule, player, line),
                    (MatrixRule::Partizan, Some(Player::Left), Line::Column)
                        | (MatrixRule::Partizan, Some(Player::Right), Line::Row)
                );
                !barred && m.line_min(line, index) > 0
            })?;
            m.minus(line, index, 1)
        }
    };
    matrix_move(rule, m, &after, player).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_checked_against_each_rule() {
        let g = Graph::parse("1-2,2-3,1-2").unwrap();
        assert!(matches!(fukuyama_move(&g, &[3, 1, 2], 0, 1, 0), Err(IllegalMove::NotAtPiece { .. })));
        assert!(matches!(fukuyama_move(&g, &[3, 1, 2], 0, 0, 3), Err(IllegalMove::NotLower { .. })));
        let GameMove::Edge { piece, weights, .. } = fukuyama_move(&g, &[3, 1, 2], 0, 2, 0).unwrap() else {
            panic!("an edge move")
        };
        assert_eq!((piece.as_str(), weights), ("2", vec![3, 1, 0]));
        assert!(fukuyama_any_move(&g, &[0, 5, 0], 0).is_none());
        let m = |t: &str| Matrix::parse(t).unwrap();
        let f = MatrixRule::Ferguson;
        assert!(matches!(matrix_move(f, &m("3,4;5,6"), &m("1,2;5,6"), None), Ok(GameMove::Line { amount: 2, .. })));
        assert_eq!(matrix_move(f, &m("3,4;5,6"), &m("1,3;5,6"), None), Err(IllegalMove::NotOneLine));
        assert_eq!(matrix_move(f, &m("3,4;5,6"), &m("3,4;5,7"), None), Err(IllegalMove::Raised));
        // One pile of a column: a row of one entry is a line.
        assert!(matrix_move(f, &m("4;6"), &m("4;2"), None).is_ok());
        let p = MatrixRule::Partizan;
        assert_eq!(
            matrix_move(p, &m("3,4;5,6"), &m("2,4;4,6"), Some(Player::Left)),
            Err(IllegalMove::WrongPlayer { player: Player::Left })
        );
        let h = MatrixRule::Holladay;
        assert!(matrix_move(h, &m("3,4;5,6"), &m("0,4;2,6"), None).is_ok(), "column 2 untouched");
        assert_eq!(matrix_move(h, &m("3,4;5,6"), &m("0,0;2,6"), None), Err(IllegalMove::NotRowNorColumnClear));
        assert!(matrix_any_move(p, &m("0,4;5,0"), Some(Player::Right)).is_none());
        assert!(matrix_any_move(h, &m("0,0;0,1"), None).is_some());
    }
}
