//! The value engine's row kernel: the nim values of one row (every value of the last pile)
//! at a time, on the unit pipeline (see `pipeline`).
//!
//! For facet F: `S_F(n) = ⋃_{v∈F, n_v>0} D_F(n - e_v)` is the set of values of the options
//! of `n` on F, `g(n) = mex ⋃_F S_F(n)`, and `D_F(n) = S_F(n) ∪ {g(n)}`. The first axis is
//! read through the *column* `C(n) = {g(n - a·e_0) : a ≥ 0}`, one set per position shared
//! by every facet through vertex 0: for such a facet
//! `S_F(n) = C(n - e_0) ∪ ⋃_{v ∈ F∖0, n_v>0} D_F(n - e_v)` (a position `m <_F n` with
//! `m_0 < n_0` either agrees with `n` on `F∖0`, and is in the column below `n`, or lies
//! below `n - e_v` for a `v ∈ F∖0` where it is smaller). So what is kept is:
//! - the column over a slab (every position with the same first pile), read by the next
//!   slab and updated in place;
//! - `D_F` over a unit (every position with the same first two piles), for the facets read
//!   along an axis other than the first and the last, updated in place (the next unit stays
//!   `stride[2]` positions behind);
//! - along the last axis, the previous position's `D_F` (in registers).
//!
//! Sets are stored as a 64-bit word of the values 0..63 and 32-bit tail words, as many as
//! the box's largest chip count needs (values are at most the chips of their position), the
//! tail words only in the rows of sets that can hold values above 63 (`sets`); the unit
//! keeps one set per position for each facet it reads back (the vector kernel's other lanes
//! are not stored). A row computes in 64-bit words, as many as its own chip count needs, so
//! values never overflow and nothing is recomputed.

use std::sync::atomic::{AtomicU64, AtomicU8, Ordering::Relaxed};
use std::sync::Arc;

mod sets;
mod vector;

use sets::Sets;

use super::pipeline::SlabWorker;
use super::words::scratch;
use crate::grid::{advance, Grid};
use crate::sets::bits;

/// The shape of a value search and the sets it keeps, shared by its threads.
pub(super) struct Shared {
    pub(super) grid: Grid,
    n: usize,
    nf: usize,
    /// Positions per row.
    pub(super) len: usize,
    /// Rows per unit, units, and second piles per first pile (see [`unit_shape`]).
    pub(super) rows: usize,
    pub(super) units: usize,
    second: usize,
    /// 32-bit words per stored set (the first two are one 64-bit word).
    sw: usize,
    /// Per facet: does it contain vertex 0, the last vertex; its vertices strictly between.
    has0: Vec<bool>,
    has_last: Vec<bool>,
    mids: Vec<Vec<usize>>,
    /// Per facet: its place among the facets whose `D_F` the unit keeps.
    slot: Vec<Option<usize>>,
    stored: usize,
    /// Sets per position in the unit: one per stored facet (the vector kernel's lanes
    /// beyond them are not stored).
    stride: usize,
    /// The vector kernel's constants (rows whose values fit one word, at most 8 facets).
    lanes: Option<vector::Lanes>,
    /// The column over a slab: a set per position of each unit of a slab.
    column: Sets,
    /// `D_F` over a unit: a set per (position, stored facet).
    unit: Sets,
    /// The values of every position, when a table is kept (one or two bytes each).
    pub(super) table: Option<Vec<AtomicU8>>,
    /// Bytes per value in the table.
    pub(super) width: usize,
    /// The top position's value (`u64::MAX` until found).
    pub(super) top_value: AtomicU64,
}

/// Rows per unit, units, and second piles per first pile, for a box with these radices.
pub(super) fn unit_shape(grid: &Grid) -> (usize, usize, usize) {
    let n = grid.dims();
    let len = if n == 0 { 1 } else { grid.radix[n - 1] as usize };
    match n {
        0 | 1 => (1, 1, 1),
        2 => (grid.stride[0] / len, grid.radix[0] as usize, 1),
        _ => (grid.stride[1] / len, grid.radix[0] as usize * grid.radix[1] as usize, grid.radix[1] as usize),
    }
}

/// 32-bit words that hold the values a box with these piles can have (0..=chips).
pub(super) fn set_words(grid: &Grid) -> usize {
    let chips: u64 = grid.radix.iter().map(|&r| r - 1).sum();
    (chips as usize + 1).div_ceil(32)
}

/// Facets whose `D_F` the unit keeps: those read along an axis other than the first and the
/// last.
fn kept(facets: &[u64], n: usize) -> usize {
    facets.iter().filter(|&&f| bits(f).any(|v| v >= 1 && v + 1 < n)).count()
}

/// The largest chips of a row in the unit's slot row `j` (any first two piles) and in the
/// column's slot row `r` (any first pile), for a box with these radices: a slot row needs
/// tail words when a row occupying it has 63 chips or more (see `sets`).
struct SlotChips {
    /// Per row of a unit: the chips of the piles that advance within the unit, but the last.
    within: Vec<u64>,
    /// The largest first pile, second pile and last pile (0 for an axis the box lacks).
    first: u64,
    second: u64,
    last: u64,
}

impl SlotChips {
    fn new(grid: &Grid, rows: usize) -> SlotChips {
        let n = grid.dims();
        let top = |v: usize| if v < n { grid.radix[v] - 1 } else { 0 };
        let mut within = Vec::with_capacity(rows);
        let mut coords = vec![0u64; n.saturating_sub(3)];
        let radix = grid.radix.get(2..n.saturating_sub(1)).unwrap_or(&[]);
        for _ in 0..rows {
            within.push(coords.iter().sum());
            advance(&mut coords, radix);
        }
        SlotChips {
            within,
            first: if n >= 2 { top(0) } else { 0 },
            second: if n >= 3 { top(1) } else { 0 },
            last: if n >= 1 { top(n - 1) } else { 0 },
        }
    }
    /// Does the unit's slot row `j` need tail words?
    fn unit(&self, j: usize) -> bool {
        self.first + self.second + self.within[j] + self.last >= 63
    }
    /// Does the column's slot row `r` (second pile `r / rows`, row `r % rows`) need them?
    fn column(&self, r: usize) -> bool {
        let rows = self.within.len().max(1);
        self.first + (r / rows) as u64 + self.within[r % rows] + self.last >= 63
    }
}

/// Bytes a value search keeps: the column, the unit's sets, and the table if kept.
pub(super) fn bytes(facets: &[u64], grid: &Grid, table: bool) -> u128 {
    let n = grid.dims();
    let (rows, _, second) = unit_shape(grid);
    let len = if n == 0 { 1 } else { grid.radix[n - 1] as usize };
    let sw = set_words(grid);
    let chips = SlotChips::new(grid, rows);
    let tails = |count: usize, need: &dyn Fn(usize) -> bool| (0..count).filter(|&r| need(r)).count();
    let column = Sets::bytes(second * rows, len, sw, tails(second * rows, &|r| chips.column(r)));
    let stride = kept(facets, n);
    let unit = Sets::bytes(rows, len * stride, sw, tails(rows, &|j| chips.unit(j)));
    let width = if grid.radix.iter().map(|&r| r - 1).sum::<u64>() > 255 { 2 } else { 1 };
    column + unit + (rows as u128 * 8) + if table { grid.size as u128 * width } else { 0 }
}

impl Shared {
    pub(super) fn new(facets: &[u64], n: usize, grid: Grid, table: bool) -> Shared {
        let nf = facets.len();
        let last = n.saturating_sub(1);
        let len = if n == 0 { 1 } else { grid.radix[last] as usize };
        let (rows, units, second) = unit_shape(&grid);
        let sw = set_words(&grid);
        let mids: Vec<Vec<usize>> = facets.iter().map(|&f| bits(f).filter(|&v| v >= 1 && v < last).collect()).collect();
        let mut stored = 0;
        let slot = mids
            .iter()
            .map(|m| {
                (!m.is_empty()).then(|| {
                    stored += 1;
                    stored - 1
                })
            })
            .collect();
        let chips: u64 = grid.radix.iter().map(|&r| r - 1).sum();
        let width = if chips > 255 { 2 } else { 1 };
        let stride = kept(facets, n);
        let slot_chips = SlotChips::new(&grid, rows);
        let mut s = Shared {
            has0: facets.iter().map(|&f| n >= 2 && f & 1 == 1).collect(),
            has_last: facets.iter().map(|&f| n >= 1 && f >> last & 1 == 1).collect(),
            column: Sets::new(second * rows, len, sw, |r| slot_chips.column(r)),
            unit: Sets::new(rows, len * stride, sw, |j| slot_chips.unit(j)),
            table: table.then(|| (0..grid.size * width).map(|_| AtomicU8::new(0)).collect()),
            top_value: AtomicU64::new(u64::MAX),
            slot,
            stored,
            stride,
            lanes: None,
            mids,
            width,
            sw,
            n,
            nf,
            len,
            rows,
            units,
            second,
            grid,
        };
        s.lanes = vector::Lanes::new(&s);
        s
    }

    /// Keeps the value `g` of position `i`: in the table, or as the top's value when no
    /// table is kept and `i` is the top.
    #[inline(always)]
    fn keep_value(&self, i: usize, g: usize, is_top: bool) {
        if let Some(t) = &self.table {
            if self.width == 1 {
                t[i].store(g as u8, Relaxed);
            } else {
                let [lo, hi] = (g as u16).to_le_bytes();
                t[2 * i].store(lo, Relaxed);
                t[2 * i + 1].store(hi, Relaxed);
            }
        } else if is_top {
            self.top_value.store(g as u64, Relaxed);
        }
    }

    /// Second piles per first pile: units per slab.
    pub(super) fn second(&self) -> usize {
        self.second
    }

    /// The column's sets at positions `from..to` of a slab (its low words and tail words),
    /// to pass to the worker of the next slab.
    pub(super) fn column_out(&self, from: usize, to: usize) -> (Vec<u64>, Vec<u32>) {
        self.column.copy_out(from, to)
    }

    /// Writes the column's sets at positions `from..` (as [`Shared::column_out`] gave them);
    /// `false` when they do not fit.
    pub(super) fn column_in(&self, from: usize, lo: &[u64], hi: &[u32]) -> bool {
        self.column.copy_in(from, lo, hi)
    }

    /// Rows a unit's next unit stays behind: the farthest read back within a unit.
    pub(super) fn lag(&self) -> usize {
        if self.n >= 4 {
            self.grid.stride[2] / self.len
        } else {
            0
        }
    }
}

/// The smallest value not in a set of `W` words.
#[inline(always)]
fn mex(set: &[u64]) -> usize {
    for (i, &w) in set.iter().enumerate() {
        if w != u64::MAX {
            return i * 64 + (!w).trailing_zeros() as usize;
        }
    }
    64 * set.len()
}

/// One thread's sweep: scratch sets for a row and the current row's coordinates.
pub(super) struct Rows {
    pub(super) s: Arc<Shared>,
    /// Per facet and position of the row, the options' values gathered from below
    /// (`W` words each, `W` of the widest row).
    rows: Vec<u64>,
    /// The column below the row's positions.
    below: Vec<u64>,
    /// Per facet, `D_F` of the previous position of the row.
    prev: Vec<u64>,
    unit: usize,
    column0: usize,
    coords: Vec<u64>,
}

impl Rows {
    pub(super) fn new(s: Arc<Shared>) -> Rows {
        let chips: u64 = s.grid.radix.iter().map(|&r| r - 1).sum();
        let wmax = width_for(chips as usize);
        Rows {
            rows: scratch(s.nf * s.len * wmax),
            below: scratch(s.len * wmax),
            prev: scratch(s.nf * wmax),
            unit: 0,
            column0: 0,
            coords: scratch(s.n.saturating_sub(1)),
            s,
        }
    }

    /// Row `j` of the unit with sets of `W` words; `chips` is the row's largest chip count.
    ///
    /// A set stored by a position is read by positions one chip above it, so a row loads the
    /// words that hold values up to its chips and stores those up to its chips plus one: the
    /// words beyond are never read (a slot's later occupant may leave them stale).
    fn row<const W: usize>(&mut self, j: usize, chips: usize) {
        let s = &*self.s;
        let (len, nf) = (s.len, s.nf);
        let (kl, ks) = ((chips + 1).div_ceil(32).min(s.sw), (chips + 2).div_ceil(32).min(s.sw));
        let p0 = j * len;
        let top = s.table.is_none() && self.coords.iter().zip(&s.grid.radix).all(|(&c, &r)| c + 1 == r);
        let rows = &mut self.rows[..nf * len * W];
        rows.fill(0);
        let below = &mut self.below[..len * W];
        below.fill(0);
        let c0 = self.coords.first().is_some_and(|&c| c > 0);
        // The first tail words of the column's slot row and of the unit's, and tail words
        // per set (used only when the row reads or writes tail words).
        let hw = s.unit.hw.max(s.column.hw);
        let ct = s.column.row_tail((self.column0 + p0) / len);
        let ut = s.unit.row_tail(j);
        if c0 {
            for (x, b) in below.chunks_exact_mut(W).enumerate() {
                s.column.load(self.column0 + p0 + x, ct.wrapping_add(x * hw), kl, b);
            }
        }
        for f in 0..nf {
            let r = &mut rows[f * len * W..(f + 1) * len * W];
            if c0 && s.has0[f] {
                r.copy_from_slice(below);
            }
            if let Some(k) = s.slot[f] {
                for &v in &s.mids[f] {
                    if self.coords[v] == 0 {
                        continue;
                    }
                    // The second axis reads the previous unit's position (the same place);
                    // the others earlier positions of this unit.
                    let back = if v == 1 { 0 } else { s.grid.stride[v] };
                    let t = s.unit.row_tail(j - back / len);
                    let mut e = (p0 - back) * s.stride + k;
                    for (x, o) in r.chunks_exact_mut(W).enumerate() {
                        s.unit.load(e, t.wrapping_add((x * s.stride + k) * hw), kl, o);
                        e += s.stride;
                    }
                }
            }
        }
        // Along the row: the previous position on facets through the last vertex.
        let prev = &mut self.prev[..nf * W];
        let i0 = (self.unit * s.rows + j) * len;
        for x in 0..len {
            let mut options = [0u64; W];
            for f in 0..nf {
                let r = &mut rows[(f * len + x) * W..(f * len + x + 1) * W];
                if x > 0 && s.has_last[f] {
                    for (a, &b) in r.iter_mut().zip(&prev[f * W..(f + 1) * W]) {
                        *a |= b;
                    }
                }
                for (o, &a) in options.iter_mut().zip(r.iter()) {
                    *o |= a;
                }
            }
            let g = mex(&options);
            let (gw, gb) = (g / 64, 1u64 << (g % 64));
            for f in 0..nf {
                let r = &mut rows[(f * len + x) * W..(f * len + x + 1) * W];
                r[gw] |= gb;
                prev[f * W..(f + 1) * W].copy_from_slice(r);
                if let Some(k) = s.slot[f] {
                    let e = x * s.stride + k;
                    s.unit.store::<W>(p0 * s.stride + e, ut.wrapping_add(e * hw), ks, r);
                }
            }
            let b = &mut below[x * W..(x + 1) * W];
            b[gw] |= gb;
            s.column.store::<W>(self.column0 + p0 + x, ct.wrapping_add(x * hw), ks, b);
            s.keep_value(i0 + x, g, top && x == len - 1);
        }
    }

    /// The next row's coordinates within the unit.
    fn next_row(&mut self) {
        let last = self.coords.len();
        if last > 2 {
            advance(&mut self.coords[2..], &self.s.grid.radix[2..last]);
        }
    }
}

/// 64-bit words for sets of values up to `chips`: 1, 2, 4, then 64 (fewer widths keep the
/// browser's download small: there 1, 4, then 64; rows of more than 63 chips are rarer).
pub(super) fn width_for(chips: usize) -> usize {
    match (chips + 1).div_ceil(64) {
        0 | 1 => 1,
        2 if !cfg!(target_arch = "wasm32") => 2,
        2..=4 => 4,
        _ => 64,
    }
}

impl SlabWorker for Rows {
    fn begin(&mut self, unit: usize) {
        let second = self.s.second;
        self.unit = unit;
        self.coords.fill(0);
        match self.coords.len() {
            0 => self.column0 = 0,
            1 => {
                self.coords[0] = unit as u64;
                self.column0 = 0;
            }
            _ => {
                self.coords[0] = (unit / second) as u64;
                self.coords[1] = (unit % second) as u64;
                self.column0 = (unit % second) * self.s.rows * self.s.len;
            }
        }
    }

    fn rows(&mut self, from: usize, to: usize) {
        let mut j = from;
        while j < to {
            // Values in this row are at most its largest chip count.
            let chips = self.coords.iter().sum::<u64>() as usize + self.s.len - 1;
            match width_for(chips) {
                1 if self.s.lanes.is_some() => {
                    j = self.rows_vector(j, to);
                    continue;
                }
                1 => self.row::<1>(j, chips),
                #[cfg(not(target_arch = "wasm32"))]
                2 => self.row::<2>(j, chips),
                4 => self.row::<4>(j, chips),
                _ => self.row::<64>(j, chips),
            }
            self.next_row();
            j += 1;
        }
    }
}
