//! The value engine: Sprague-Grundy (nim) values of every position of a box.
//!
//! The P/N recurrence with sets of values instead of bits:
//! `S_F(n) = ⋃_{v∈F, n_v>0} D_F(n - e_v)` is the set of values of the options of `n` on
//! facet F, `g(n) = mex ⋃_F S_F(n)`, and `D_F(n) = S_F(n) ∪ {g(n)}`. Each facet keeps its
//! own power-of-two ring buffer, sized by the largest stride among its vertices. Values
//! are bounded by the number of chips, so `W` words per set suffice when the box holds
//! fewer than `64·W` chips; the engine refuses components with more than
//! [`MAX_CHIPS`] chips instead of guessing. Resumable like the P/N engine.

use super::bits::Bits;
use crate::complex::Complex;
use crate::grid::{advance, Grid, LimitError, Limits};
use crate::sets::bits;

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

/// Values in the narrowest width that holds them: one byte each, widened in place to two
/// (little-endian) the first time a value exceeds 255. Values are at most
/// [`MAX_CHIPS`], so two bytes always suffice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Narrow {
    width: usize,
    bytes: Vec<u8>,
}

impl Narrow {
    fn zeros(len: usize) -> Narrow {
        Narrow { width: 1, bytes: vec![0; len] }
    }
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
        if self.width == 1 {
            self.bytes[i] as u64
        } else {
            u16::from_le_bytes([self.bytes[2 * i], self.bytes[2 * i + 1]]) as u64
        }
    }
    #[inline(always)]
    fn set(&mut self, i: usize, g: usize) {
        if self.width == 1 && g > 255 {
            self.widen();
        }
        if self.width == 1 {
            self.bytes[i] = g as u8;
        } else {
            let [lo, hi] = (g as u16).to_le_bytes();
            self.bytes[2 * i] = lo;
            self.bytes[2 * i + 1] = hi;
        }
    }
    /// From one byte per value to two, in place: entry `i` moves to `2i`, backwards so no
    /// entry is overwritten before it is moved.
    fn widen(&mut self) {
        let len = self.bytes.len();
        self.bytes.resize(2 * len, 0);
        for i in (0..len).rev() {
            self.bytes[2 * i] = self.bytes[i];
            self.bytes[2 * i + 1] = 0;
        }
        self.width = 2;
    }
    /// The largest value.
    pub fn max(&self) -> u64 {
        (0..self.len()).map(|i| self.get(i)).max().unwrap_or(0)
    }
}

/// Result of a bounded amount of work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum StepResult {
    Running,
    Done,
    /// A value reached `64·W`: the sets are too narrow; restart wider.
    Overflow,
}

trait ValueStep {
    fn step(&mut self, budget: usize) -> StepResult;
    fn done(&self) -> usize;
    fn export(self: Box<Self>) -> Exported;
    fn into_table(self: Box<Self>) -> ValueTable;
}

struct ValueSearch<const W: usize> {
    grid: Grid,
    /// Facets containing each vertex.
    facets_of: Vec<Vec<usize>>,
    /// Does facet `f` contain the last vertex (the stride-1 axis)?
    has_last: Vec<bool>,
    /// All facets' rings in one array; facet `f` owns `base[f] .. base[f] + mask[f] + 1`.
    ring: Vec<Bits<W>>,
    base: Vec<usize>,
    masks: Vec<usize>,
    /// Per facet, the row being built: `rows[f * row_len + x]`.
    rows: Vec<Bits<W>>,
    /// Strides of the current row's reads, grouped by facet.
    active: Vec<Vec<usize>>,
    idx: usize,
    /// Coordinates of the current row start (the last coordinate stays 0).
    coords: Vec<u64>,
    values: Narrow,
}

/// Ring length of each facet: a power of two above the largest stride of its vertices
/// plus one row. The extra row guarantees that writing a row never overwrites an entry
/// the same row still reads, even when a row is redone after widening.
fn ring_lens(complex: &Complex, grid: &Grid) -> Vec<usize> {
    let row = grid.radix[grid.dims() - 1] as usize;
    complex
        .facets()
        .iter()
        .map(|&f| (bits(f).map(|v| grid.stride[v]).max().unwrap_or(0) + row + 1).next_power_of_two())
        .collect()
}

/// The state of a search, independent of the set width (for widening in place).
struct Exported {
    grid: Grid,
    words: usize,
    ring: Vec<u64>,
    idx: usize,
    coords: Vec<u64>,
    values: Narrow,
}

impl<const W: usize> ValueSearch<W> {
    fn new(complex: &Complex, grid: Grid) -> Self {
        let n = complex.n();
        let nf = complex.facets().len();
        let mut facets_of = vec![Vec::new(); n];
        for (f, &facet) in complex.facets().iter().enumerate() {
            for v in bits(facet) {
                facets_of[v].push(f);
            }
        }
        let lens = ring_lens(complex, &grid);
        let mut base = Vec::with_capacity(lens.len());
        let mut total = 0;
        for &l in &lens {
            base.push(total);
            total += l;
        }
        let row_len = grid.radix[n - 1] as usize;
        ValueSearch {
            facets_of,
            has_last: complex.facets().iter().map(|&f| f >> (n - 1) & 1 == 1).collect(),
            ring: vec![Bits::ZERO; total],
            base,
            masks: lens.iter().map(|&l| l - 1).collect(),
            rows: vec![Bits::ZERO; nf * row_len],
            active: vec![Vec::new(); nf],
            idx: 0,
            coords: vec![0; n],
            values: Narrow::zeros(grid.size),
            grid,
        }
    }

    fn import(complex: &Complex, e: Exported) -> Self {
        let mut me = Self::new(complex, e.grid);
        for (k, slot) in me.ring.iter_mut().enumerate() {
            for w in 0..e.words.min(W) {
                slot.0[w] = e.ring[k * e.words + w];
            }
        }
        me.idx = e.idx;
        me.coords = e.coords;
        me.values = e.values;
        me
    }
}

impl<const W: usize> ValueStep for ValueSearch<W> {
    fn step(&mut self, budget: usize) -> StepResult {
        let n = self.coords.len();
        let last = n - 1;
        let row_len = self.grid.radix[last] as usize;
        let nf = self.active.len();
        let mut work = 0usize;
        while self.idx < self.grid.size && work < budget {
            let i0 = self.idx;
            // Reads that are the same along the whole row, grouped by facet.
            for a in self.active.iter_mut() {
                a.clear();
            }
            for v in 0..last {
                if self.coords[v] > 0 {
                    for &f in &self.facets_of[v] {
                        self.active[f].push(self.grid.stride[v]);
                    }
                }
            }
            // Gather: rows[f][x] = OR of D_f at (i0 + x - stride) over the row's reads.
            for f in 0..nf {
                let row = &mut self.rows[f * row_len..(f + 1) * row_len];
                row.fill(Bits::ZERO);
                let mask = self.masks[f];
                let ring = &self.ring[self.base[f]..=self.base[f] + mask];
                for &st in &self.active[f] {
                    let start = (i0 - st) & mask;
                    if start + row_len <= ring.len() {
                        for (r, d) in row.iter_mut().zip(&ring[start..start + row_len]) {
                            r.or_assign(d);
                        }
                    } else {
                        for (x, r) in row.iter_mut().enumerate() {
                            r.or_assign(&ring[(start + x) & mask]);
                        }
                    }
                }
            }
            // Sequential along the row: the last axis reads the previous position.
            for x in 0..row_len {
                let i = i0 + x;
                let mut options = Bits::<W>::ZERO;
                for f in 0..nf {
                    if x > 0 && self.has_last[f] {
                        let prev = self.ring[self.base[f] + ((i - 1) & self.masks[f])];
                        self.rows[f * row_len + x].or_assign(&prev);
                    }
                    options.or_assign(&self.rows[f * row_len + x]);
                }
                let g = options.mex();
                if g == 64 * W {
                    return StepResult::Overflow;
                }
                for f in 0..nf {
                    let mut d = self.rows[f * row_len + x];
                    d.set(g);
                    self.ring[self.base[f] + (i & self.masks[f])] = d;
                }
                self.values.set(i, g);
            }
            self.idx += row_len;
            work += row_len;
            if last > 0 {
                advance(&mut self.coords[..last], &self.grid.radix[..last]);
            }
        }
        if self.idx == self.grid.size {
            StepResult::Done
        } else {
            StepResult::Running
        }
    }
    fn done(&self) -> usize {
        self.idx
    }
    fn export(self: Box<Self>) -> Exported {
        let me = *self;
        Exported {
            grid: me.grid,
            words: W,
            ring: me.ring.iter().flat_map(|b| b.0).collect(),
            idx: me.idx,
            coords: me.coords,
            values: me.values,
        }
    }
    fn into_table(self: Box<Self>) -> ValueTable {
        ValueTable { grid: self.grid, values: self.values }
    }
}

/// A resumable nim-value search over the box below `top`.
///
/// Value sets start one word wide; if a value reaches 64 the search restarts with wider
/// sets (exact either way: overflow is detected, never truncated). Memory is checked
/// against the widest sets the chip count could need.
pub struct ValueJob {
    complex: Complex,
    words: usize,
    /// Always `Some` between calls (taken only while widening).
    inner: Option<Box<dyn ValueStep>>,
    total: usize,
    done: bool,
}

/// Bytes a value search of this complex over the box below `top` would allocate.
pub fn estimate_bytes(complex: &Complex, grid: &Grid, words: usize) -> u128 {
    let rings: usize = ring_lens(complex, grid).iter().sum();
    let chips: u128 = grid.radix.iter().map(|&r| r as u128 - 1).sum();
    grid.size as u128 * if chips > 255 { 2 } else { 1 } + (rings * 8 * words) as u128
}

/// The set widths the engine is built for, in words: 1, 2, 4, 8, then 64 (values above 511
/// are rare; fewer widths keep the browser's download small).
fn next_width(words: usize) -> usize {
    match words {
        0 => 1,
        1..=7 => (words + 1).next_power_of_two(),
        _ => 64,
    }
}

fn make(complex: &Complex, grid: Grid, words: usize) -> Box<dyn ValueStep> {
    match words {
        1 => Box::new(ValueSearch::<1>::new(complex, grid)),
        2 => Box::new(ValueSearch::<2>::new(complex, grid)),
        4 => Box::new(ValueSearch::<4>::new(complex, grid)),
        8 => Box::new(ValueSearch::<8>::new(complex, grid)),
        _ => Box::new(ValueSearch::<64>::new(complex, grid)),
    }
}

fn import(complex: &Complex, e: Exported, words: usize) -> Box<dyn ValueStep> {
    match words {
        1 => Box::new(ValueSearch::<1>::import(complex, e)),
        2 => Box::new(ValueSearch::<2>::import(complex, e)),
        4 => Box::new(ValueSearch::<4>::import(complex, e)),
        8 => Box::new(ValueSearch::<8>::import(complex, e)),
        _ => Box::new(ValueSearch::<64>::import(complex, e)),
    }
}

impl ValueJob {
    /// Prepares the search; refuses boxes over the limits and boxes holding more than
    /// [`MAX_CHIPS`] chips.
    pub fn new(complex: &Complex, top: &[u64], limits: &Limits) -> Result<ValueJob, LimitError> {
        assert_eq!(top.len(), complex.n(), "position length must equal the number of vertices");
        let grid = Grid::new(top, limits)?;
        let chips: u128 = top.iter().map(|&t| t as u128).sum();
        if chips > MAX_CHIPS as u128 {
            return Err(LimitError::Chips { chips, limit: MAX_CHIPS });
        }
        if complex.facets().len() > super::pn::MAX_FACETS {
            return Err(LimitError::Facets { facets: complex.facets().len(), limit: super::pn::MAX_FACETS });
        }
        let widest = next_width(chips as usize / 64);
        grid.check_bytes(estimate_bytes(complex, &grid, widest), limits)?;
        let total = grid.size;
        Ok(ValueJob { complex: complex.clone(), words: 1, inner: Some(make(complex, grid, 1)), total, done: false })
    }
    /// Does at most `budget` positions of work; returns `true` when complete.
    pub fn step(&mut self, budget: usize) -> bool {
        if self.done {
            return true;
        }
        match self.inner.as_mut().expect("search present").step(budget) {
            StepResult::Done => {
                self.done = true;
                true
            }
            StepResult::Running => false,
            StepResult::Overflow => {
                // The row that overflowed is redone; earlier rows stay valid because
                // widening only appends zero words. Values are at most the number of
                // chips, so widening stops at the width `new` checked memory for.
                self.words = next_width(self.words);
                let old = self.inner.take().expect("search present");
                self.inner = Some(import(&self.complex, old.export(), self.words));
                false
            }
        }
    }
    /// `(positions done, positions in the box)`.
    pub fn progress(&self) -> (u64, u64) {
        (self.inner.as_ref().map_or(0, |i| i.done()) as u64, self.total as u64)
    }
    /// The table. Contract: `step` has returned `true`.
    pub fn finish(self) -> ValueTable {
        self.inner.expect("search present").into_table()
    }
    /// Runs to completion.
    pub fn run(mut self) -> ValueTable {
        while !self.step(1 << 20) {}
        self.finish()
    }
}
