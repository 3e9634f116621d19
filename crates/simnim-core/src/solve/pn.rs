//! The P/N engine: which positions of a box are P-positions (nim value 0).
//!
//! Linear-time recurrence: for a facet F write `m ≤_F n` when `m ≤ n` and `m`
//! agrees with `n` off F. With `D_F(n)` = "some P-position p ≤_F n":
//! `R_F(n) = OR_{v∈F, n_v>0} D_F(n - e_v)`, `P(n) = NOT OR_F R_F(n)`, `D_F(n) = P(n) OR R_F(n)`.
//! The bits `D_F(n)` for all facets form one facet-set per position; only positions at
//! most `stride[0]` back are read, so they live in a power-of-two ring buffer. Cost:
//! `O(|B| · |V|)` word operations, memory `|B|/8` bytes plus the ring. No options are
//! enumerated. The search is resumable: [`PnJob::step`] does a bounded amount of work so a
//! worker can report progress and stop.

use super::bits::Bits;
use crate::complex::Complex;
use crate::grid::{advance, Grid, LimitError, Limits};
use crate::sets::bits;

/// The P-positions of a box, one bit per position.
#[derive(Clone, Debug)]
pub struct PnTable {
    pub grid: Grid,
    p: Vec<u64>,
}

impl PnTable {
    /// Is the position with index `i` a P-position?
    pub fn is_p_index(&self, i: usize) -> bool {
        self.p[i >> 6] >> (i & 63) & 1 == 1
    }
    /// Is `pos` (inside the box) a P-position?
    pub fn is_p(&self, pos: &[u64]) -> bool {
        self.is_p_index(self.grid.index(pos))
    }
    /// Indices of all P-positions, increasing (that is, lexicographic order).
    pub fn p_indices(&self) -> impl Iterator<Item = usize> + '_ {
        self.p.iter().enumerate().flat_map(|(w, &word)| bits(word).map(move |b| w * 64 + b))
    }
    /// Number of P-positions in the box.
    pub fn count_p(&self) -> usize {
        self.p.iter().map(|w| w.count_ones() as usize).sum()
    }
}

trait PnStep {
    fn step(&mut self, budget: usize) -> bool;
    fn done(&self) -> usize;
    fn into_table(self: Box<Self>) -> PnTable;
}

struct PnSearch<const W: usize> {
    grid: Grid,
    vmask: Vec<Bits<W>>,
    all: Bits<W>,
    ring: Vec<Bits<W>>,
    rmask: usize,
    idx: usize,
    coords: Vec<u64>,
    p: Vec<u64>,
    /// Misère play: the empty position is an N-position (the player who cannot move wins).
    misere: bool,
}

impl<const W: usize> PnSearch<W> {
    fn new(complex: &Complex, grid: Grid, misere: bool) -> Self {
        let nf = complex.facets().len();
        let n = complex.n();
        let mut vmask = vec![Bits::<W>::ZERO; n];
        for (f, &facet) in complex.facets().iter().enumerate() {
            for v in bits(facet) {
                vmask[v].set(f);
            }
        }
        let ring_len = ring_len(&grid);
        PnSearch {
            vmask,
            all: Bits::first_n(nf),
            ring: vec![Bits::ZERO; ring_len],
            rmask: ring_len - 1,
            idx: 0,
            coords: vec![0; n],
            p: vec![0; grid.size.div_ceil(64)],
            grid,
            misere,
        }
    }
}

/// Ring length: a power of two larger than the largest stride.
fn ring_len(grid: &Grid) -> usize {
    (grid.stride.first().copied().unwrap_or(1) + 1).next_power_of_two()
}

impl<const W: usize> PnStep for PnSearch<W> {
    fn step(&mut self, budget: usize) -> bool {
        let end = (self.idx + budget).min(self.grid.size);
        let n = self.coords.len();
        while self.idx < end {
            let i = self.idx;
            let mut r = Bits::<W>::ZERO;
            for v in 0..n {
                if self.coords[v] > 0 {
                    let d = &self.ring[(i - self.grid.stride[v]) & self.rmask];
                    r.or_assign(&d.and(&self.vmask[v]));
                }
            }
            if r.is_zero() && !(self.misere && i == 0) {
                self.p[i >> 6] |= 1u64 << (i & 63);
                self.ring[i & self.rmask] = self.all;
            } else {
                self.ring[i & self.rmask] = r;
            }
            self.idx += 1;
            advance(&mut self.coords, &self.grid.radix);
        }
        self.idx == self.grid.size
    }
    fn done(&self) -> usize {
        self.idx
    }
    fn into_table(self: Box<Self>) -> PnTable {
        PnTable { grid: self.grid, p: self.p }
    }
}

/// A resumable P/N search over the box below `top`.
pub struct PnJob {
    inner: Box<dyn PnStep>,
    total: usize,
}

/// Largest number of facets the engines accept.
pub const MAX_FACETS: usize = 1024;

pub(crate) fn facet_words(nf: usize) -> Result<usize, LimitError> {
    match nf {
        0..=64 => Ok(1),
        65..=128 => Ok(2),
        129..=256 => Ok(4),
        257..=512 => Ok(8),
        513..=MAX_FACETS => Ok(16),
        _ => Err(LimitError::Facets { facets: nf, limit: MAX_FACETS }),
    }
}

impl PnJob {
    /// Prepares the search; refuses boxes over the limits (positions or memory).
    pub fn new(complex: &Complex, top: &[u64], limits: &Limits) -> Result<PnJob, LimitError> {
        PnJob::with_rule(complex, top, limits, false)
    }

    /// The P/N search in misère play (the last player to move loses): the same recurrence,
    /// with the empty position an N-position. Valid for any complex, connected or not.
    pub fn new_misere(complex: &Complex, top: &[u64], limits: &Limits) -> Result<PnJob, LimitError> {
        PnJob::with_rule(complex, top, limits, true)
    }

    fn with_rule(complex: &Complex, top: &[u64], limits: &Limits, misere: bool) -> Result<PnJob, LimitError> {
        assert_eq!(top.len(), complex.n(), "position length must equal the number of vertices");
        let grid = Grid::new(top, limits)?;
        let w = facet_words(complex.facets().len())?;
        let bytes = grid.size as u128 / 8 + (ring_len(&grid) * 8 * w) as u128;
        grid.check_bytes(bytes, limits)?;
        let total = grid.size;
        let inner: Box<dyn PnStep> = match w {
            1 => Box::new(PnSearch::<1>::new(complex, grid, misere)),
            2 => Box::new(PnSearch::<2>::new(complex, grid, misere)),
            4 => Box::new(PnSearch::<4>::new(complex, grid, misere)),
            8 => Box::new(PnSearch::<8>::new(complex, grid, misere)),
            _ => Box::new(PnSearch::<16>::new(complex, grid, misere)),
        };
        Ok(PnJob { inner, total })
    }
    /// Does at most `budget` positions of work; returns `true` when the search is complete.
    pub fn step(&mut self, budget: usize) -> bool {
        self.inner.step(budget)
    }
    /// `(positions done, positions in the box)`.
    pub fn progress(&self) -> (u64, u64) {
        (self.inner.done() as u64, self.total as u64)
    }
    /// The table. Contract: `step` has returned `true`.
    pub fn finish(self) -> PnTable {
        self.inner.into_table()
    }
    /// Runs to completion.
    pub fn run(mut self) -> PnTable {
        while !self.step(1 << 20) {}
        self.finish()
    }
}
