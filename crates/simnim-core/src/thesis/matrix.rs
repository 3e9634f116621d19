//! Matrices of piles (the thesis's matrix method) and what Ferguson's engines share: the
//! box of matrices below a given one (entries in row-major order, the first entry slowest),
//! its lines (rows and columns) with the index offset of subtracting 1 from a whole line,
//! and an odometer that knows which lines are still playable (no zero entry).

use std::fmt;

use super::answer::Line;
use super::error::{GameError, Input};
use super::notation::{parse_rows, rows_text};
use crate::grid::{Grid, LimitError, Limits};

/// A non-empty rectangular matrix of non-negative integers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Matrix {
    rows: usize,
    cols: usize,
    entries: Vec<u64>,
}

impl Matrix {
    /// The matrix with these rows (all equally long, at least one entry).
    pub fn new(rows: Vec<Vec<u64>>) -> Result<Matrix, GameError> {
        let cols = rows.first().map_or(0, Vec::len);
        if cols == 0 {
            return Err(GameError::Empty { input: Input::Rows });
        }
        for (i, r) in rows.iter().enumerate() {
            if r.len() != cols {
                return Err(GameError::Ragged { row: i + 1, len: r.len(), expected: cols });
            }
        }
        Ok(Matrix { rows: rows.len(), cols, entries: rows.into_iter().flatten().collect() })
    }

    /// Reads a matrix by rows, like `3,4;5,6`.
    pub fn parse(text: &str) -> Result<Matrix, GameError> {
        Matrix::new(parse_rows(text)?)
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }
    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }
    /// The entries in row-major order.
    pub fn entries(&self) -> &[u64] {
        &self.entries
    }
    /// The entry in row `i`, column `j` (0-based). Contract: inside the matrix.
    pub fn get(&self, i: usize, j: usize) -> u64 {
        self.entries[i * self.cols + j]
    }
    /// The rows as vectors.
    pub fn to_rows(&self) -> Vec<Vec<u64>> {
        self.entries.chunks(self.cols).map(<[u64]>::to_vec).collect()
    }
    /// The cells of a line, as row-major indices.
    pub(crate) fn cells(&self, line: Line, index: usize) -> Vec<usize> {
        match line {
            Line::Row => (0..self.cols).map(|j| index * self.cols + j).collect(),
            Line::Column => (0..self.rows).map(|i| i * self.cols + index).collect(),
        }
    }
    /// Every line: the rows, then the columns.
    pub(crate) fn lines(&self) -> Vec<(Line, usize)> {
        (0..self.rows).map(|i| (Line::Row, i)).chain((0..self.cols).map(|j| (Line::Column, j))).collect()
    }
    /// The least entry of a line.
    pub(crate) fn line_min(&self, line: Line, index: usize) -> u64 {
        self.cells(line, index).into_iter().map(|c| self.entries[c]).min().unwrap_or(0)
    }
    /// The matrix with `amount` subtracted from every entry of a line. Contract: the line's
    /// least entry is at least `amount`.
    pub(crate) fn minus(&self, line: Line, index: usize, amount: u64) -> Matrix {
        let mut m = self.clone();
        for c in self.cells(line, index) {
            m.entries[c] -= amount;
        }
        m
    }
}

impl fmt::Display for Matrix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&rows_text(&self.to_rows()))
    }
}

/// A line that can be played somewhere in the box: its kind, index, the mask of its cells
/// among the box's live cells, and the index offset of subtracting 1 from all of it.
#[derive(Clone, Debug)]
pub(crate) struct LiveLine {
    pub(crate) line: Line,
    pub(crate) index: usize,
    pub(crate) mask: u64,
    pub(crate) offset: usize,
}

/// The box of matrices below a top matrix, with its playable lines.
#[derive(Clone, Debug)]
pub(crate) struct MatrixBox {
    pub(crate) grid: Grid,
    pub(crate) lines: Vec<LiveLine>,
    /// The cells whose top entry is positive (they change in the box): (cell, top).
    pub(crate) live: Vec<(usize, u64)>,
}

impl MatrixBox {
    /// The box below `top`; refused beyond the position limit.
    pub(crate) fn new(top: &Matrix, limits: &Limits) -> Result<MatrixBox, GameError> {
        let grid = Grid::new(top.entries(), limits)?;
        let live: Vec<(usize, u64)> =
            top.entries().iter().enumerate().filter(|(_, &t)| t > 0).map(|(c, &t)| (c, t)).collect();
        if live.len() > 63 {
            // A box this large was refused above unless the limits allow 2^64 positions.
            return Err(GameError::Limit(LimitError::Positions { positions: u128::MAX, limit: limits.max_positions }));
        }
        let bit = |c: usize| live.iter().position(|&(x, _)| x == c).map(|k| 1u64 << k);
        let mut lines = Vec::new();
        for (line, index) in top.lines() {
            let cells = top.cells(line, index);
            if cells.iter().all(|&c| top.entries()[c] > 0) {
                let mask = cells.iter().filter_map(|&c| bit(c)).fold(0, |m, b| m | b);
                let offset = cells.iter().map(|&c| grid.stride[c]).sum();
                lines.push(LiveLine { line, index, mask, offset });
            }
        }
        Ok(MatrixBox { grid, lines, live })
    }

    /// The largest number of options of a matrix in the box: the sum of the top's lines'
    /// least entries (each line's amount runs from 1 to its least entry).
    pub(crate) fn option_bound(&self, top: &Matrix) -> u128 {
        self.lines.iter().map(|l| top.line_min(l.line, l.index) as u128).sum()
    }

    /// Index of a matrix in the box, if inside it.
    pub(crate) fn index(&self, m: &Matrix) -> Option<usize> {
        self.grid.contains(m.entries()).then(|| self.grid.index(m.entries()))
    }
}

/// The box's positions in index order: which live cells are zero (bit k for `live[k]`).
pub(crate) struct Odometer {
    coords: Vec<u64>,
    /// Bit k set when live cell k is zero.
    pub(crate) zeros: u64,
}

impl Odometer {
    /// At the first position (every entry 0).
    pub(crate) fn new(live: &[(usize, u64)]) -> Odometer {
        let zeros = if live.len() >= 64 { u64::MAX } else { (1u64 << live.len()) - 1 };
        Odometer { coords: vec![0; live.len()], zeros }
    }

    /// To the next position (the last live cell fastest).
    #[inline(always)]
    pub(crate) fn advance(&mut self, live: &[(usize, u64)]) {
        let mut k = live.len();
        while k > 0 {
            k -= 1;
            self.coords[k] += 1;
            if self.coords[k] <= live[k].1 {
                self.zeros &= !(1u64 << k);
                return;
            }
            self.coords[k] = 0;
            self.zeros |= 1u64 << k;
        }
    }
}
