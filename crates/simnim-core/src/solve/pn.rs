//! The P/N engine: which positions of a box are P-positions (nim value 0).
//!
//! Linear-time recurrence: for a facet F write `m ≤_F n` when `m ≤ n` and `m`
//! agrees with `n` off F. With `D_F(n)` = "some P-position p ≤_F n":
//! `R_F(n) = OR_{v∈F, n_v>0} D_F(n - e_v)`, `P(n) = NOT OR_F R_F(n)`, `D_F(n) = P(n) OR R_F(n)`.
//! No options are enumerated.
//!
//! The box is swept one *row* at a time (every value of the last pile, the other piles
//! fixed), 64 positions to a machine word (`pn_rows`). The `D_F` rows of one slab (every
//! row with the same first pile) live in a ring of packed words that each slab updates in
//! place, so memory is that ring plus, when a table is kept, one bit per position. The
//! slabs run on [`Limits::threads`] threads at once through the slab pipeline (`pipeline`),
//! with identical results. Resumable on one thread: [`PnJob::step`] does a bounded amount
//! of work so a worker can report progress and stop.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::Arc;

use super::pipeline::{self, Cursor, Plan};
use super::pn_layout::Layout;
use super::pn_rows::{vector_ring_bytes, Rows, Shared};
use crate::complex::Complex;
use crate::grid::{Grid, LimitError, Limits};
use crate::sets::bits;

/// The P-positions of a box, one bit per position.
#[derive(Debug)]
pub struct PnTable {
    pub grid: Grid,
    p: Vec<AtomicU64>,
}

impl Clone for PnTable {
    fn clone(&self) -> Self {
        PnTable { grid: self.grid.clone(), p: self.p.iter().map(|w| AtomicU64::new(w.load(Relaxed))).collect() }
    }
}

impl PnTable {
    /// Is the position with index `i` a P-position?
    pub fn is_p_index(&self, i: usize) -> bool {
        self.p[i >> 6].load(Relaxed) >> (i & 63) & 1 == 1
    }
    /// Is `pos` (inside the box) a P-position?
    pub fn is_p(&self, pos: &[u64]) -> bool {
        self.is_p_index(self.grid.index(pos))
    }
    /// Indices of all P-positions, increasing (that is, lexicographic order).
    pub fn p_indices(&self) -> impl Iterator<Item = usize> + '_ {
        self.p.iter().enumerate().flat_map(|(w, word)| bits(word.load(Relaxed)).map(move |b| w * 64 + b))
    }
    /// The table's words (bit `i % 64` of word `i / 64` is position `i`).
    pub fn words(&self) -> impl Iterator<Item = u64> + '_ {
        self.p.iter().map(|w| w.load(Relaxed))
    }
}

/// The answer of a search that kept no table: the top position and its winning moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PnTop {
    /// Is the top of the box a P-position?
    pub is_p: bool,
    /// The P-positions among the options of the top (its winning moves), increasing.
    pub moves: Vec<Vec<u64>>,
}

/// Largest number of facets the engines accept.
pub const MAX_FACETS: usize = 1024;

/// A resumable P/N search over the box below `top`.
pub struct PnJob {
    /// The workers, one per thread (one for a resumable search).
    rows: Vec<Rows>,
    plan: Plan,
    cursor: Cursor,
    total: usize,
}

pub(crate) fn check_facets(nf: usize) -> Result<(), LimitError> {
    if nf > MAX_FACETS {
        Err(LimitError::Facets { facets: nf, limit: MAX_FACETS })
    } else {
        Ok(())
    }
}

/// Bytes a P/N search of this complex over the box below `top` allocates: the ring, and
/// the table (one bit per position) when it is kept.
pub fn pn_bytes(complex: &Complex, grid: &Grid, table: bool) -> u128 {
    pn_bytes_on(complex, grid, table, 1)
}

/// [`pn_bytes`] on `threads` threads: the rows the threads share, and with several threads
/// each thread's own ring of its unit's latest rows (the vector kernel's).
pub(crate) fn pn_bytes_on(complex: &Complex, grid: &Grid, table: bool, threads: usize) -> u128 {
    let lay = Layout::new(grid, complex.facets().len());
    let own = if threads > 1 && lay.unit_words() > 0 { threads as u128 * vector_ring_bytes(&lay) } else { 0 };
    lay.ring_bytes() + own + if table { grid.size.div_ceil(64) as u128 * 8 } else { 0 }
}

impl PnJob {
    /// Prepares the search keeping the table; refuses boxes over the limits (positions or
    /// memory).
    pub fn new(complex: &Complex, top: &[u64], limits: &Limits) -> Result<PnJob, LimitError> {
        PnJob::with_rule(complex, top, limits, false, true)
    }

    /// The P/N search in misère play (the last player to move loses): the same recurrence,
    /// with the empty position an N-position. Valid for any complex, connected or not.
    pub fn new_misere(complex: &Complex, top: &[u64], limits: &Limits) -> Result<PnJob, LimitError> {
        PnJob::with_rule(complex, top, limits, true, true)
    }

    /// The search for the top position only (its outcome and winning moves): no table,
    /// so memory is the ring alone. Finish with [`PnJob::finish_top`].
    pub fn top_only(complex: &Complex, top: &[u64], limits: &Limits, misere: bool) -> Result<PnJob, LimitError> {
        PnJob::with_rule(complex, top, limits, misere, false)
    }

    fn with_rule(
        complex: &Complex,
        top: &[u64],
        limits: &Limits,
        misere: bool,
        table: bool,
    ) -> Result<PnJob, LimitError> {
        assert_eq!(top.len(), complex.n(), "position length must equal the number of vertices");
        // The outcome of one position alone: the P/N engine's own position limit.
        let grid = if table {
            Grid::new(top, limits)?
        } else {
            Grid::new(top, &limits.with_positions(limits.pn_max_positions))?
        };
        check_facets(complex.facets().len())?;
        let lay = Layout::new(&grid, complex.facets().len());
        let threads = pipeline::threads_for(limits, grid.size, lay.units);
        grid.check_bytes(pn_bytes_on(complex, &grid, table, threads), limits)?;
        let total = grid.size;
        let shared = Arc::new(Shared::new(complex.facets(), complex.n(), grid, misere, table, threads));
        let plan = Plan { slabs: lay.units, rows: lay.rows, len: lay.len, lag: shared.lag() };
        let rows = (0..threads).map(|_| Rows::new(Arc::clone(&shared))).collect();
        Ok(PnJob { rows, plan, cursor: Cursor::default(), total })
    }
    /// Does at most about `budget` positions of work (whole rows) on the calling thread;
    /// returns `true` when the search is complete.
    pub fn step(&mut self, budget: usize) -> bool {
        let Some(w) = self.rows.first_mut() else { return true };
        self.cursor.run(&self.plan, w, budget)
    }
    /// Runs the rest of the search on every thread the limits allow (the calling thread
    /// alone for one), calling `keep_going(done, total)` about every 50 ms; `false` cancels.
    /// Returns `false` when cancelled. A search already stepped runs on one thread.
    pub fn run_with(&mut self, keep_going: &mut dyn FnMut(u64, u64) -> bool) -> bool {
        self.cursor.run_rest(self.plan, &mut self.rows, self.total as u64, keep_going)
    }
    /// `(positions done, positions in the box)`.
    pub fn progress(&self) -> (u64, u64) {
        (self.cursor.positions(&self.plan), self.total as u64)
    }
    fn shared(&self) -> &Shared {
        &self.rows[0].s
    }
    /// The table. Contract: the search is complete and keeps a table.
    pub fn finish(mut self) -> PnTable {
        let grid = self.shared().grid.clone();
        let rows = std::mem::take(&mut self.rows);
        let shared = rows.into_iter().map(|r| r.s).next().expect("a worker");
        let shared = Arc::try_unwrap(shared).unwrap_or_else(|_| unreachable!("the workers are gone"));
        PnTable { p: shared.table.expect("a job that keeps its table"), grid }
    }
    /// The top position's outcome and winning moves. Contract: the search is complete.
    pub fn finish_top(self) -> PnTop {
        if self.shared().table.is_some() {
            let facets = self.shared().facets.clone();
            let top = self.shared().top.clone();
            let table = self.finish();
            let is_p = table.is_p(&top);
            let mut moves = Vec::new();
            if !is_p {
                super::for_each_option(facets.iter().copied(), &top, |m| {
                    if table.is_p(m) {
                        moves.push(m.to_vec());
                    }
                    true
                });
                moves.sort_unstable();
                moves.dedup();
            }
            return PnTop { is_p, moves };
        }
        let is_p = self.rows.iter().any(|r| r.found.top_p);
        let mut moves: Vec<Vec<u64>> =
            if is_p { Vec::new() } else { self.rows.into_iter().flat_map(|r| r.found.moves).collect() };
        moves.sort_unstable();
        PnTop { is_p, moves }
    }
    /// Runs to completion (on every thread the limits allow).
    pub fn run(mut self) -> PnTable {
        self.run_with(&mut |_, _| true);
        self.finish()
    }
}
