//! The length ℓ of zero positions (E&S Sec 7), exhaustively.
//!
//! `ℓ(0) = 0` and `ℓ(n) = 1 + max{ℓ(m) : m zero, m < n}` for zero `n`. With
//! `L(n) = max{ℓ(m) : m zero, m ≤ n}` (a down-closure), `ℓ(n) = 1 + max_{v: n_v>0} L(n - e_v)`
//! and `L(n) = max(ℓ(n) if zero, max_v L(n - e_v))`: one pass over the box after the P/N
//! table, `O(|B|·|V|)`, no chains enumerated.
//! Item numbers without a paper name are E&S's (cites: es1996).

use crate::complex::Complex;
use crate::grid::{advance, Limits};
use crate::solve::{PnJob, SolveError};

/// Lengths over the box below `top`: `length(p)` for zero positions.
pub struct LengthTable {
    table: crate::solve::PnTable,
    down: Vec<u32>,
}

impl LengthTable {
    /// Computes the table (refused beyond the limits, like every search).
    pub fn new(complex: &Complex, top: &[u64], limits: &Limits) -> Result<LengthTable, SolveError> {
        let grid = crate::grid::Grid::new(top, limits)?;
        grid.check_bytes(grid.size as u128 * 4, limits)?;
        let table = PnJob::new(complex, top, limits)?.run();
        let g = &table.grid;
        let mut down = vec![0u32; g.size];
        let mut coords = vec![0u64; top.len()];
        for i in 0..g.size {
            let mut below = 0u32;
            let mut any = false;
            for v in 0..top.len() {
                if coords[v] > 0 {
                    below = below.max(down[i - g.stride[v]]);
                    any = true;
                }
            }
            down[i] = if table.is_p_index(i) && any { below + 1 } else { below };
            advance(&mut coords, &g.radix);
        }
        Ok(LengthTable { table, down })
    }

    /// `ℓ(p)` when `p` (inside the box) is a zero position.
    pub fn length(&self, p: &[u64]) -> Option<u32> {
        let i = self.table.grid.index(p);
        self.table.is_p_index(i).then_some(self.down[i])
    }

    /// `max{ℓ(q) : q zero, q < p}` for `p` inside the box (0 if only `q = 0`... or none).
    pub fn below(&self, p: &[u64]) -> u32 {
        let g = &self.table.grid;
        let i = g.index(p);
        (0..p.len()).filter(|&v| p[v] > 0).map(|v| self.down[i - g.stride[v]]).max().unwrap_or(0)
    }

    /// Is `p` (inside the box) a zero position?
    pub fn is_zero(&self, p: &[u64]) -> bool {
        self.table.is_p(p)
    }

    /// A zero position `q < p` (strictly below, coordinatewise) with `ℓ(q) = r`.
    pub fn zero_below_with_length(&self, p: &[u64], r: u32) -> Option<Vec<u64>> {
        let g = &self.table.grid;
        let top = g.index(p);
        (0..g.size).find_map(|i| {
            if i == top || self.down[i] != r || !self.table.is_p_index(i) {
                return None;
            }
            let q = g.decode(i);
            q.iter().zip(p).all(|(a, b)| a <= b).then_some(q)
        })
    }
}
