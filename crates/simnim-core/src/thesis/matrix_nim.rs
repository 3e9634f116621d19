//! Ferguson's matrix Nim, impartial (T. S. Ferguson, "Another form of matrix nim",
//! Electron. J. Combin. 8(2) (2001) #R9): a matrix of non-negative integers; a move chooses
//! a positive integer and a row or a column and subtracts it from every entry of that line
//! (every entry stays non-negative, so a line with a zero is dead). Last to move wins. The
//! 2 × 1 case is Wythoff's game, as Ferguson's abstract says.
//!
//! Answers come from an exhaustive search over every matrix below the given one; the
//! paper's own results (a general result, the 1 × n and 2 × 2 games) could not be read, so
//! none of them is used. The 2 × 1 and 1 × 2 games take Wythoff's closed form for the
//! outcome and the moves at any size, and the search for the value when it fits.
//!
//! # Complexity
//! O(|B| · (m + n) · K) word operations over the box B of matrices below the given one:
//! subtracting t from a line L reaches `M − t·L`, a prefix of the line through M along
//! L's direction, so the values reachable along L are a prefix union kept in a ring of
//! L's index offset (the P/N engine's `D_F` idea); options are never enumerated. Memory:
//! the value table (one or two bytes per matrix) and the rings (Σ_L offset_L sets of K
//! words, K = 1 while values stay below 64).

use super::answer::{GameAnswer, GameMethod, GameMove, GameOutcome, Line};
use super::error::GameError;
use super::matrix::{MatrixBox, Odometer};
use super::value_sets::{insert, mex, or_into, single, words_for, zeroed_sets, Cell, Store};
use super::wythoff::wythoff_closed;
use super::Matrix;
use crate::grid::{count_of, Limits};

/// The nim value of every matrix below a top matrix in Ferguson's impartial game.
#[derive(Clone, Debug)]
pub struct FergusonTable {
    pub(crate) matrix_box: MatrixBox,
    store: Store,
    ring_bytes: u64,
}

impl FergusonTable {
    /// The value of `m`, if it is inside the box.
    pub fn value(&self, m: &Matrix) -> Option<u64> {
        self.matrix_box.index(m).and_then(|i| self.store.get(i))
    }
    /// Number of matrices searched.
    pub fn positions(&self) -> u64 {
        self.matrix_box.grid.size as u64
    }
    /// Bytes of the table and the value sets.
    pub fn bytes(&self) -> u64 {
        self.store.bytes() + self.ring_bytes
    }
    /// The largest value in the table.
    pub fn max_value(&self) -> u64 {
        self.store.max()
    }
}

/// Every matrix's value below `top` (same shape, entries at most the top's); refused beyond
/// the limits and when values could exceed the value sets.
pub fn ferguson_table(top: &Matrix, limits: &Limits) -> Result<FergusonTable, GameError> {
    let b = MatrixBox::new(top, limits)?;
    let bound = b.option_bound(top);
    let words = words_for(bound)?;
    let ring_sets: u128 = b.lines.iter().map(|l| l.offset as u128).sum();
    let ring_bytes = ring_sets * 8 * words as u128;
    b.grid.check_bytes(ring_bytes + b.grid.size as u128 * Store::width(bound), limits)?;
    let mut store = Store::new(b.grid.size, bound, limits)?;
    match (&mut store, words) {
        (Store::U8(t), 1) => sweep::<1, u8>(&b, t, limits)?,
        (Store::U8(t), 2) => sweep::<2, u8>(&b, t, limits)?,
        (Store::U8(t), _) => sweep::<4, u8>(&b, t, limits)?,
        (Store::U16(t), 4) => sweep::<4, u16>(&b, t, limits)?,
        (Store::U16(t), 8) => sweep::<8, u16>(&b, t, limits)?,
        (Store::U16(t), 16) => sweep::<16, u16>(&b, t, limits)?,
        (Store::U16(t), 32) => sweep::<32, u16>(&b, t, limits)?,
        (Store::U16(t), _) => sweep::<64, u16>(&b, t, limits)?,
    }
    Ok(FergusonTable { matrix_box: b, store, ring_bytes: ring_bytes as u64 })
}

/// The sweep in index order. `rings[l][slot]` holds the values reachable by subtracting
/// from line l at the matrix `offset_l` back (the same slot, written then).
fn sweep<const K: usize, T: Cell>(b: &MatrixBox, table: &mut [T], limits: &Limits) -> Result<(), GameError> {
    let mut rings: Vec<Vec<[u64; K]>> =
        b.lines.iter().map(|l| zeroed_sets::<K>(l.offset, limits)).collect::<Result<_, _>>()?;
    let mut slot = vec![0usize; b.lines.len()];
    let mut odo = Odometer::new(&b.live);
    for cell in table.iter_mut() {
        let mut opts = [0u64; K];
        for (l, line) in b.lines.iter().enumerate() {
            if odo.zeros & line.mask == 0 {
                or_into(&mut opts, &rings[l][slot[l]]);
            }
        }
        let g = mex(&opts);
        *cell = T::put(g);
        for (l, line) in b.lines.iter().enumerate() {
            let s = &mut rings[l][slot[l]];
            if odo.zeros & line.mask == 0 {
                insert(s, g);
            } else {
                *s = single(g);
            }
            slot[l] += 1;
            if slot[l] == line.offset {
                slot[l] = 0;
            }
        }
        odo.advance(&b.live);
    }
    Ok(())
}

/// The answer when no line can be played.
fn terminal() -> GameAnswer {
    GameAnswer {
        outcome: GameOutcome::P,
        value: Some(0),
        moves: Vec::new(),
        method: GameMethod::Terminal,
        method_text: "the rule of the game".into(),
        explanation: "every row and every column holds a 0: the player to move cannot move and loses".into(),
        note: None,
        positions_searched: 0,
        table_bytes: 0,
    }
}

/// The exhaustive answer for `m` (its value, outcome and every winning move).
fn ferguson_search(m: &Matrix, limits: &Limits) -> Result<GameAnswer, GameError> {
    let table = ferguson_table(m, limits)?;
    let missing = || GameError::Disagreement { what: "a matrix of the search is outside its table".into() };
    let value = table.value(m).ok_or_else(missing)?;
    let mut moves = Vec::new();
    for (line, index) in m.lines() {
        for amount in 1..=m.line_min(line, index) {
            let after = m.minus(line, index, amount);
            if table.value(&after).ok_or_else(missing)? == 0 {
                moves.push(GameMove::Line { player: None, line, index, amount, result: after.to_rows() });
            }
        }
    }
    Ok(GameAnswer {
        outcome: if value == 0 { GameOutcome::P } else { GameOutcome::N },
        value: Some(value),
        moves,
        method: GameMethod::Exhaustive,
        method_text: format!(
            "exhaustive search over {} (every {} x {} matrix with entries at most this one's)",
            count_of(table.positions() as u128, "position"),
            m.rows(),
            m.cols()
        ),
        explanation: if value == 0 {
            "the nim value is 0: every move leads to a position of nonzero value".into()
        } else {
            format!("the nim value is {value}, the least value no move reaches; a winning move leads to value 0")
        },
        note: None,
        positions_searched: table.positions(),
        table_bytes: table.bytes(),
    })
}

/// Wythoff's game at (a, b): the outcome and every winning move by Wythoff's theorem at any
/// size; with `want_value`, the nim value by the exhaustive search of Ferguson's 2 × 1 game
/// `[[a], [b]]` (Wythoff's game, as Ferguson's abstract says) when it fits the limits.
pub fn wythoff(a: u64, b: u64, want_value: bool, limits: &Limits) -> Result<GameAnswer, GameError> {
    let mut answer = wythoff_closed(a, b)?;
    if !want_value {
        return Ok(answer);
    }
    let column = Matrix::new(vec![vec![a], vec![b]])?;
    match ferguson_search(&column, limits) {
        Ok(found) => {
            let piles: Vec<[u64; 2]> = found
                .moves
                .iter()
                .filter_map(|m| match m {
                    GameMove::Line { result, .. } => Some([result[0][0], result[1][0]]),
                    _ => None,
                })
                .collect();
            let closed: Vec<[u64; 2]> = answer
                .moves
                .iter()
                .filter_map(|m| if let GameMove::Piles { result } = m { Some(*result) } else { None })
                .collect();
            let mut sorted = piles.clone();
            sorted.sort_unstable();
            if found.outcome != answer.outcome || sorted != closed {
                return Err(GameError::Disagreement { what: format!("Wythoff's theorem and the search at ({a},{b})") });
            }
            answer.value = found.value;
            answer.method_text =
                format!("Wythoff's theorem (1907), exact integer arithmetic; the nim value by {}", found.method_text);
            answer.positions_searched = found.positions_searched;
            answer.table_bytes = found.table_bytes;
        }
        Err(e) if e.is_limit() => answer.note = Some(format!("the nim value is not computed: {e}")),
        Err(e) => return Err(e),
    }
    Ok(answer)
}

/// Ferguson's impartial game at `m`: the exhaustive search; for 2 × 1 and 1 × 2 matrices
/// (Wythoff's game) the closed form for the outcome and moves, and the search for the value
/// when `want_value` and it fits.
pub fn ferguson(m: &Matrix, want_value: bool, limits: &Limits) -> Result<GameAnswer, GameError> {
    if m.lines().into_iter().all(|(line, index)| m.line_min(line, index) == 0) {
        return Ok(terminal());
    }
    let pair = match (m.rows(), m.cols()) {
        (2, 1) => Some(Line::Row),
        (1, 2) => Some(Line::Column),
        _ => None,
    };
    let Some(single_line) = pair else { return ferguson_search(m, limits) };
    let (a, b) = (m.entries()[0], m.entries()[1]);
    let mut answer = wythoff(a, b, want_value, limits)?;
    // Back to the matrix: lowering one pile is a move on the line through that entry alone;
    // lowering both is the line through both.
    answer.moves = answer
        .moves
        .iter()
        .filter_map(|mv| {
            let GameMove::Piles { result: [x, y] } = *mv else { return None };
            let (line, index, amount) = match (x < a, y < b) {
                (true, true) => (other(single_line), 0, a - x),
                (true, false) => (single_line, 0, a - x),
                _ => (single_line, 1, b - y),
            };
            let after = m.minus(line, index, amount);
            Some(GameMove::Line { player: None, line, index, amount, result: after.to_rows() })
        })
        .collect();
    answer.explanation = format!("Ferguson's 2 x 1 game is Wythoff's game: {}", answer.explanation);
    Ok(answer)
}

fn other(line: Line) -> Line {
    match line {
        Line::Row => Line::Column,
        Line::Column => Line::Row,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(text: &str) -> Matrix {
        Matrix::parse(text).unwrap()
    }

    #[test]
    fn two_by_one_is_wythoff_and_one_by_n_odd_has_nim_values() {
        let t = ferguson_table(&m("20;20"), &Limits::NATIVE).unwrap();
        for a in 0..=20u64 {
            for b in 0..=20u64 {
                let p = t.value(&m(&format!("{a};{b}"))) == Some(0);
                assert_eq!(p, super::super::wythoff::wythoff_is_p(a, b), "({a},{b})");
            }
        }
        let t = ferguson_table(&m("7,7,7"), &Limits::NATIVE).unwrap();
        for x in 0..512u64 {
            let (a, b, c) = (x >> 6, x >> 3 & 7, x & 7);
            assert_eq!(t.value(&m(&format!("{a},{b},{c}"))), Some(a ^ b ^ c));
        }
    }

    #[test]
    fn answers_moves_and_delegation() {
        let a = ferguson(&m("3,4;5,6"), true, &Limits::NATIVE).unwrap();
        assert_eq!(a.method, GameMethod::Exhaustive);
        assert_eq!(a.positions_searched, 4 * 5 * 6 * 7);
        let w = ferguson(&m("1000000000000;1618033988749"), false, &Limits::NATIVE).unwrap();
        assert_eq!(w.method, GameMethod::Wythoff);
        let small = ferguson(&m("3;5"), true, &Limits::NATIVE).unwrap();
        assert_eq!((small.outcome, small.value), (GameOutcome::P, Some(0)));
        let n = ferguson(&m("4,6"), true, &Limits::NATIVE).unwrap();
        assert_eq!(n.outcome, GameOutcome::N);
        for mv in &n.moves {
            let GameMove::Line { result, .. } = mv else { panic!("a line move") };
            assert!(super::super::wythoff::wythoff_is_p(result[0][0], result[0][1]));
        }
        assert_eq!(ferguson(&m("0,3;4,0"), true, &Limits::NATIVE).unwrap().method, GameMethod::Terminal);
    }
}
