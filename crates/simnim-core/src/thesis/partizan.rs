//! Ferguson's partizan 2 × 2 matrix Nim: the same subtraction from a whole line, but Left
//! may only subtract from a row and Right only from a column. Outcome classes: L (Left wins
//! whoever starts), R, P (the second player wins), N (the first player wins). Ferguson's
//! abstract says the outcomes of all 2 × 2 positions are found; his classification could
//! not be read, so the class comes from an exhaustive search. Which player owns the rows is
//! not in what was read either: here Left plays rows (transposing the matrix swaps L and R).
//!
//! # Complexity
//! O(|B| · 4) bit operations over the box B of matrices below the given one: "some row
//! move reaches a matrix where Right, to move, loses" is a prefix OR along the row's
//! direction, kept as one byte per slot of a ring (the P/N engine's `D_F` idea); the same
//! for columns. Memory: one byte per matrix and the rings.

use super::answer::{GameAnswer, GameMethod, GameMove, GameOutcome, Line, Player};
use super::error::GameError;
use super::matrix::{MatrixBox, Odometer};
use super::Matrix;
use crate::grid::{count_of, LimitError, Limits};

/// Bit of a table entry: Left, moving first, wins.
const LEFT_FIRST: u8 = 1;
/// Bit of a table entry: Right, moving first, wins.
const RIGHT_FIRST: u8 = 2;

/// The outcome class of every matrix below a top matrix in the partizan game.
#[derive(Clone, Debug)]
pub struct PartizanTable {
    matrix_box: MatrixBox,
    table: Vec<u8>,
    ring_bytes: u64,
}

impl PartizanTable {
    /// The class of `m`, if it is inside the box.
    pub fn class(&self, m: &Matrix) -> Option<GameOutcome> {
        let bits = *self.table.get(self.matrix_box.index(m)?)?;
        Some(match (bits & LEFT_FIRST != 0, bits & RIGHT_FIRST != 0) {
            (true, true) => GameOutcome::N,
            (true, false) => GameOutcome::L,
            (false, true) => GameOutcome::R,
            (false, false) => GameOutcome::P,
        })
    }
    fn bits(&self, m: &Matrix) -> Option<u8> {
        self.table.get(self.matrix_box.index(m)?).copied()
    }
    /// Number of matrices searched.
    pub fn positions(&self) -> u64 {
        self.matrix_box.grid.size as u64
    }
    /// Bytes of the table and the rings.
    pub fn bytes(&self) -> u64 {
        self.table.len() as u64 + self.ring_bytes
    }
}

/// Every matrix's class below `top`, for a matrix of any shape (Left rows, Right columns).
pub fn partizan_table(top: &Matrix, limits: &Limits) -> Result<PartizanTable, GameError> {
    let b = MatrixBox::new(top, limits)?;
    let ring_bytes: u128 = b.lines.iter().map(|l| l.offset as u128).sum();
    b.grid.check_bytes(ring_bytes + b.grid.size as u128, limits)?;
    let alloc = |len: usize| -> Result<Vec<u8>, GameError> {
        let mut v = Vec::new();
        v.try_reserve_exact(len).map_err(|_| {
            GameError::Limit(LimitError::Memory {
                bytes: len as u128,
                limit: limits.max_bytes,
                positions: b.grid.size as u128,
            })
        })?;
        v.resize(len, 0u8);
        Ok(v)
    };
    let mut table = alloc(b.grid.size)?;
    // rings[l][slot]: some matrix reached by subtracting from line l (a prefix of the line
    // through the matrix `offset_l` back, that matrix included) is lost by the player to
    // move there (Right after a row move, Left after a column move).
    let mut rings: Vec<Vec<u8>> = b.lines.iter().map(|l| alloc(l.offset)).collect::<Result<_, _>>()?;
    let mut slot = vec![0usize; b.lines.len()];
    let mut odo = Odometer::new(&b.live);
    for cell in table.iter_mut() {
        let (mut left, mut right) = (false, false);
        for (l, line) in b.lines.iter().enumerate() {
            if odo.zeros & line.mask == 0 && rings[l][slot[l]] != 0 {
                match line.line {
                    Line::Row => left = true,
                    Line::Column => right = true,
                }
            }
        }
        *cell = if left { LEFT_FIRST } else { 0 } | if right { RIGHT_FIRST } else { 0 };
        for (l, line) in b.lines.iter().enumerate() {
            let lost_here = match line.line {
                Line::Row => !right,
                Line::Column => !left,
            };
            let s = &mut rings[l][slot[l]];
            let before = odo.zeros & line.mask == 0 && *s != 0;
            *s = (before || lost_here) as u8;
            slot[l] += 1;
            if slot[l] == line.offset {
                slot[l] = 0;
            }
        }
        odo.advance(&b.live);
    }
    Ok(PartizanTable { matrix_box: b, table, ring_bytes: ring_bytes as u64 })
}

/// The partizan 2 × 2 game at `m`: its outcome class by exhaustive search, and every winning
/// move of each player (Left's row moves to matrices Right loses moving first, and Right's
/// column moves to matrices Left loses moving first).
pub fn partizan(m: &Matrix, limits: &Limits) -> Result<GameAnswer, GameError> {
    if (m.rows(), m.cols()) != (2, 2) {
        return Err(GameError::NotTwoByTwo { rows: m.rows(), cols: m.cols() });
    }
    let table = partizan_table(m, limits)?;
    let missing = || GameError::Disagreement { what: "a matrix of the search is outside its table".into() };
    let class = table.class(m).ok_or_else(missing)?;
    let mut moves = Vec::new();
    for (line, index) in m.lines() {
        let (player, loses) = match line {
            Line::Row => (Player::Left, RIGHT_FIRST),
            Line::Column => (Player::Right, LEFT_FIRST),
        };
        for amount in 1..=m.line_min(line, index) {
            let after = m.minus(line, index, amount);
            if table.bits(&after).ok_or_else(missing)? & loses == 0 {
                moves.push(GameMove::Line { player: Some(player), line, index, amount, result: after.to_rows() });
            }
        }
    }
    let explanation = match class {
        GameOutcome::P => "whoever moves first loses: every move of either player leads to a position its mover loses",
        GameOutcome::N => "whoever moves first wins: each player has a winning move",
        GameOutcome::L => "Left wins whoever starts: Left has a winning row move and Right has no winning column move",
        GameOutcome::R => "Right wins whoever starts: Right has a winning column move and Left has no winning row move",
    };
    Ok(GameAnswer {
        outcome: class,
        value: None,
        moves,
        method: GameMethod::Exhaustive,
        method_text: format!(
            "exhaustive search over {} (every 2 x 2 matrix with entries at most this one's, each with Left and Right to move)",
            count_of(table.positions() as u128, "position")
        ),
        explanation: explanation.into(),
        note: Some("a partizan game has no nim value; Left subtracts from rows, Right from columns".into()),
        positions_searched: table.positions(),
        table_bytes: table.bytes(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_of_small_matrices() {
        let m = |t: &str| Matrix::parse(t).unwrap();
        let t = partizan_table(&m("3,3;3,3"), &Limits::NATIVE).unwrap();
        assert_eq!(t.class(&m("0,0;0,0")), Some(GameOutcome::P));
        // One row playable, no column: Left wins whoever starts.
        assert_eq!(t.class(&m("1,1;0,0")), Some(GameOutcome::L));
        assert_eq!(t.class(&m("1,0;1,0")), Some(GameOutcome::R));
        assert_eq!(t.class(&m("1,1;1,1")), Some(GameOutcome::N));
        assert_eq!(t.class(&m("1,2;2,1")), Some(GameOutcome::P));
        assert!(matches!(partizan(&m("1,2,3;4,5,6"), &Limits::NATIVE), Err(GameError::NotTwoByTwo { .. })));
    }
}
