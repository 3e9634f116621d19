//! The value engine: Sprague-Grundy (nim) values of every position of a box, or of its top
//! position alone.
//!
//! The P/N recurrence with sets of values instead of bits (the row kernel is `values_rows`):
//! `S_F(n) = ⋃_{v∈F, n_v>0} D_F(n - e_v)` is the set of values of the options of `n` on
//! facet F, `g(n) = mex ⋃_F S_F(n)`, and `D_F(n) = S_F(n) ∪ {g(n)}`. Memory is the sets
//! that cross slabs (one per position of a slab, shared by the facets through vertex 0),
//! the sets of one unit, and the table when one is kept; the slabs run on
//! [`Limits::threads`] threads with identical results. Values are bounded by the number of
//! chips; the engine refuses components with more than [`MAX_CHIPS`] chips instead of
//! guessing. Resumable on one thread like the P/N engine.

use std::sync::atomic::{AtomicU8, Ordering::Relaxed};
use std::sync::Arc;

use super::pipeline::{self, Cursor, Plan};
use super::values_rows::{self, Rows, Shared};
use crate::complex::Complex;
use crate::grid::{Grid, LimitError, Limits};

/// Largest total number of chips in a box the value engine accepts (values fit 64·64 bits).
pub const MAX_CHIPS: u64 = 4095;

/// Nim values of every position of a box.
#[derive(Clone, Debug)]
pub struct ValueTable {
    pub grid: Grid,
    pub values: Narrow,
}

impl ValueTable {
    /// Value of `pos` (inside the box).
    pub fn value(&self, pos: &[u64]) -> u64 {
        self.values.get(self.grid.index(pos))
    }
}

/// Values in the narrowest width the box needs: one byte each, or two (little-endian) when
/// the box holds more than 255 chips (values are at most the chips, at most [`MAX_CHIPS`]).
#[derive(Debug)]
pub struct Narrow {
    width: usize,
    bytes: Vec<AtomicU8>,
}

impl Clone for Narrow {
    fn clone(&self) -> Self {
        Narrow { width: self.width, bytes: self.bytes.iter().map(|b| AtomicU8::new(b.load(Relaxed))).collect() }
    }
}

impl PartialEq for Narrow {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && (0..self.len()).all(|i| self.get(i) == other.get(i))
    }
}

impl Eq for Narrow {}

impl Narrow {
    /// Number of values.
    pub fn len(&self) -> usize {
        self.bytes.len() / self.width
    }
    /// Is it empty?
    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }
    /// Bytes per value (1 or 2).
    pub fn width(&self) -> usize {
        self.width
    }
    /// The value at index `i`.
    #[inline(always)]
    pub fn get(&self, i: usize) -> u64 {
        Narrow::at(&self.bytes, self.width, i)
    }
    #[inline(always)]
    fn at(bytes: &[AtomicU8], width: usize, i: usize) -> u64 {
        if width == 1 {
            bytes[i].load(Relaxed) as u64
        } else {
            u16::from_le_bytes([bytes[2 * i].load(Relaxed), bytes[2 * i + 1].load(Relaxed)]) as u64
        }
    }
    /// The largest value.
    pub fn max(&self) -> u64 {
        (0..self.len()).map(|i| self.get(i)).max().unwrap_or(0)
    }
}

/// A resumable nim-value search over the box below `top`: every position's value (a
/// table), or the top's alone (no table: memory is the engine's sets only).
pub struct ValueJob {
    rows: Vec<Rows>,
    plan: Plan,
    cursor: Cursor,
    total: usize,
}

/// Bytes a value search of this complex over the box below `top` would allocate, with its
/// table (one or two bytes per position).
pub fn estimate_bytes(complex: &Complex, grid: &Grid, _words: usize) -> u128 {
    values_rows::bytes(complex.facets(), grid, true)
}

/// Bytes of a value search: the sets it keeps, `threads` threads' scratch rows, and the
/// table when it keeps one.
fn search_bytes(complex: &Complex, grid: &Grid, table: bool, threads: usize) -> u128 {
    let n = grid.dims();
    let len = if n == 0 { 1 } else { grid.radix[n - 1] as u128 };
    let chips: u64 = grid.radix.iter().map(|&r| r - 1).sum();
    let words = values_rows::width_for(chips as usize) as u128;
    let scratch = (complex.facets().len() as u128 + 1) * len * words * 8 * threads as u128;
    values_rows::bytes(complex.facets(), grid, table) + scratch
}

impl ValueJob {
    /// Prepares the search of every position's value; refuses boxes over the limits and
    /// boxes holding more than [`MAX_CHIPS`] chips.
    pub fn new(complex: &Complex, top: &[u64], limits: &Limits) -> Result<ValueJob, LimitError> {
        ValueJob::with_table(complex, top, limits, true)
    }

    /// Prepares the search of the top position's value alone: no table, so memory is the
    /// engine's sets only. Finish with [`ValueJob::top_value`].
    pub fn top_only(complex: &Complex, top: &[u64], limits: &Limits) -> Result<ValueJob, LimitError> {
        ValueJob::with_table(complex, top, limits, false)
    }

    fn with_table(complex: &Complex, top: &[u64], limits: &Limits, table: bool) -> Result<ValueJob, LimitError> {
        assert_eq!(top.len(), complex.n(), "position length must equal the number of vertices");
        let grid = Grid::new(top, limits)?;
        let chips: u128 = top.iter().map(|&t| t as u128).sum();
        if chips > MAX_CHIPS as u128 {
            return Err(LimitError::Chips { chips, limit: MAX_CHIPS });
        }
        super::pn::check_facets(complex.facets().len())?;
        let (_, units, _) = values_rows::unit_shape(&grid);
        let threads = pipeline::threads_for(limits, grid.size, units);
        grid.check_bytes(search_bytes(complex, &grid, table, threads), limits)?;
        let total = grid.size;
        let shared = Arc::new(Shared::new(complex.facets(), complex.n(), grid, table));
        let plan = Plan { slabs: shared.units, rows: shared.rows, len: shared.len, lag: shared.lag() };
        let rows = (0..threads).map(|_| Rows::new(Arc::clone(&shared))).collect();
        Ok(ValueJob { rows, plan, cursor: Cursor::default(), total })
    }

    /// Does at most about `budget` positions of work (whole rows) on the calling thread;
    /// returns `true` when complete.
    pub fn step(&mut self, budget: usize) -> bool {
        let Some(w) = self.rows.first_mut() else { return true };
        self.cursor.run(&self.plan, w, budget)
    }

    /// Runs the rest of the search on every thread the limits allow (the calling thread
    /// alone for one), calling `keep_going(done, total)` now and then; `false` cancels (and
    /// this returns `false`). A search already stepped runs on one thread.
    pub fn run_with(&mut self, keep_going: &mut dyn FnMut(u64, u64) -> bool) -> bool {
        self.cursor.run_rest(self.plan, &mut self.rows, self.total as u64, keep_going)
    }

    /// `(positions done, positions in the box)`.
    pub fn progress(&self) -> (u64, u64) {
        (self.cursor.positions(&self.plan), self.total as u64)
    }

    fn into_shared(self) -> Shared {
        let shared = self.rows.into_iter().map(|r| r.s).next().expect("a worker");
        Arc::try_unwrap(shared).unwrap_or_else(|_| unreachable!("the workers are gone"))
    }

    /// The top position's value. Contract: the search is complete.
    pub fn top_value(&self) -> u64 {
        let s = &self.rows[0].s;
        match &s.table {
            // The top is the last position of the box.
            Some(bytes) => Narrow::at(bytes, s.width, s.grid.size - 1),
            None => s.top_value.load(Relaxed),
        }
    }

    /// The table. Contract: the search is complete and keeps a table.
    pub fn finish(self) -> ValueTable {
        let s = self.into_shared();
        ValueTable {
            values: Narrow { width: s.width, bytes: s.table.expect("a job that keeps its table") },
            grid: s.grid,
        }
    }

    /// Runs to completion (on every thread the limits allow).
    pub fn run(mut self) -> ValueTable {
        self.run_with(&mut |_, _| true);
        self.finish()
    }
}
