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
//! Sets are stored in 32-bit words, as many as the box's largest chip count needs (values
//! are at most the chips of their position); a row computes in 64-bit words, as many as its
//! own chip count needs, so values never overflow and nothing is recomputed.

use std::sync::atomic::{AtomicU32, AtomicU64, AtomicU8, Ordering::Relaxed};
use std::sync::Arc;

mod vector;

use super::pipeline::SlabWorker;
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
    /// Words per position in the unit's sets: a lane per facet, stored facets first, when
    /// the vector kernel runs (`vector::lanes_for`), else one per stored facet.
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

/// Words per position of the unit's sets (see `Shared::stride`).
fn stride(facets: &[u64], n: usize) -> usize {
    match (kept(facets, n), vector::lanes_for(facets.len())) {
        (0, _) => 0,
        (_, lanes) if lanes > 0 => lanes,
        (stored, _) => stored,
    }
}

/// Bytes a value search keeps: the column, the unit's sets, and the table if kept.
pub(super) fn bytes(facets: &[u64], grid: &Grid, table: bool) -> u128 {
    let n = grid.dims();
    let (rows, _, second) = unit_shape(grid);
    let len = if n == 0 { 1 } else { grid.radix[n - 1] as usize };
    let unit_positions = (rows * len) as u128;
    let sw = set_words(grid) as u128;
    let column = second as u128 * unit_positions * sw * 4;
    let unit = unit_positions * stride(facets, n) as u128 * sw * 4;
    let chips: u64 = grid.radix.iter().map(|&r| r - 1).sum();
    let width = if chips > 255 { 2 } else { 1 };
    column + unit + if table { grid.size as u128 * width } else { 0 }
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
        let stride = stride(facets, n);
        let mut s = Shared {
            has0: facets.iter().map(|&f| n >= 2 && f & 1 == 1).collect(),
            has_last: facets.iter().map(|&f| n >= 1 && f >> last & 1 == 1).collect(),
            column: Sets::new(second * rows * len, sw),
            unit: Sets::new(rows * len * stride, sw),
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
        let c = &self.column;
        let lo = c.lo[from..to].iter().map(|w| w.load(Relaxed)).collect();
        let hi = c.hi[from * c.hw..to * c.hw].iter().map(|w| w.load(Relaxed)).collect();
        (lo, hi)
    }

    /// Writes the column's sets at positions `from..` (as [`Shared::column_out`] gave them);
    /// `false` when they do not fit.
    pub(super) fn column_in(&self, from: usize, lo: &[u64], hi: &[u32]) -> bool {
        let c = &self.column;
        let to = from + lo.len();
        if to > c.lo.len() || hi.len() != lo.len() * c.hw {
            return false;
        }
        for (w, &x) in c.lo[from..to].iter().zip(lo) {
            w.store(x, Relaxed);
        }
        for (w, &x) in c.hi[from * c.hw..to * c.hw].iter().zip(hi) {
            w.store(x, Relaxed);
        }
        true
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

/// Value sets stored compactly: each set's values 0..63 in one 64-bit word, the values
/// beyond in 32-bit words (as many as the box's chips need), so a set of values up to 84
/// takes 12 bytes and one of values up to 63 one word.
struct Sets {
    lo: Vec<AtomicU64>,
    hi: Vec<AtomicU32>,
    /// 32-bit words of `hi` per set.
    hw: usize,
}

impl Sets {
    /// `count` sets of `sw` 32-bit words each.
    fn new(count: usize, sw: usize) -> Sets {
        let hw = sw.saturating_sub(2);
        Sets {
            lo: (0..count).map(|_| AtomicU64::new(0)).collect(),
            hi: (0..count * hw).map(|_| AtomicU32::new(0)).collect(),
            hw,
        }
    }

    /// ORs into `out` (`W` 64-bit words) set `e`'s first `k` 32-bit words (the first 64
    /// values always: the first word is always written whole).
    #[inline(always)]
    fn load<const W: usize>(&self, e: usize, k: usize, out: &mut [u64]) {
        out[0] |= self.lo[e].load(Relaxed);
        if k > 2 {
            for (i, w) in self.hi[e * self.hw..e * self.hw + k - 2].iter().enumerate() {
                out[1 + (i >> 1)] |= (w.load(Relaxed) as u64) << (32 * (i & 1));
            }
        }
    }

    /// Clears the tail words of set `e` among its first `k` 32-bit words (a set of values
    /// below 64 stored by the vector kernel, whose low word it writes itself).
    fn clear_tail(&self, e: usize, k: usize) {
        if k > 2 {
            for w in &self.hi[e * self.hw..e * self.hw + k - 2] {
                w.store(0, Relaxed);
            }
        }
    }

    /// Stores set `e`'s first `k` 32-bit words from `set` (`W` 64-bit words; words beyond
    /// `W` are zero).
    #[inline(always)]
    fn store<const W: usize>(&self, e: usize, k: usize, set: &[u64]) {
        self.lo[e].store(set[0], Relaxed);
        if k > 2 {
            for (i, w) in self.hi[e * self.hw..e * self.hw + k - 2].iter().enumerate() {
                let v = if 1 + (i >> 1) < W { (set[1 + (i >> 1)] >> (32 * (i & 1))) as u32 } else { 0 };
                w.store(v, Relaxed);
            }
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
            rows: vec![0; s.nf * s.len * wmax],
            below: vec![0; s.len * wmax],
            prev: vec![0; s.nf * wmax],
            unit: 0,
            column0: 0,
            coords: vec![0; s.n.saturating_sub(1)],
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
        if c0 {
            for (x, b) in below.chunks_exact_mut(W).enumerate() {
                s.column.load::<W>(self.column0 + p0 + x, kl, b);
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
                    let mut e = (p0 - back) * s.stride + k;
                    for o in r.chunks_exact_mut(W) {
                        s.unit.load::<W>(e, kl, o);
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
                    s.unit.store::<W>((p0 + x) * s.stride + k, ks, r);
                }
            }
            let b = &mut below[x * W..(x + 1) * W];
            b[gw] |= gb;
            s.column.store::<W>(self.column0 + p0 + x, ks, b);
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
