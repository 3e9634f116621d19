//! The P/N engine's row kernels: one row (every value of the last pile) of packed bits at a
//! time (see `pipeline` for how slabs of rows run on several threads).
//!
//! For a row: `G_F` = the OR of the `D_F` rows one step down each axis `v ∈ F` other than
//! the last; along the last axis `D_F` is monotone, so a row holds at most one P-position
//! when the last vertex lies in a facet: the first `x` with no `G_F(x)` bit, before any
//! `G_F` bit of the facets through the last vertex. Then `D_F` is a prefix-OR for facets
//! through the last vertex and `G_F | P` for the others.
//!
//! The first axis is read through one *column* row shared by every facet through vertex 0:
//! `C(n)` = "some P-position `n - a·e_0`, `a ≥ 0`". For such a facet F,
//! `R_F(n) = C(n - e_0) OR OR_{v ∈ F∖0} D_F(n - e_v)`: a P-position `m <_F n` with
//! `m_0 < n_0` either agrees with `n` on `F∖0` (then it is in the column below `n`) or lies
//! below `n - e_v` for a `v ∈ F∖0` where it is smaller. So the state that crosses slabs
//! (first piles) is one bit per position of a slab (`C`), and the facets' `D_F` rows are
//! kept for one unit (second piles: `stride[1]` positions) for the reads along every other
//! axis, both shared by the threads and updated in place (the next unit stays `stride[2]`
//! positions behind, so it never overwrites a row still to be read).

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, Mutex};

mod vector;

/// Rows of a unit in one of `Shared::blocks` (a multiple of the pipeline's batch of rows).
const BLOCK: usize = 256;

pub(super) use vector::ring_bytes as vector_ring_bytes;

use super::pipeline::SlabWorker;
use super::pn_layout::{Layout, Packed, VECTOR};
use super::words::scratch;
use crate::grid::{advance, Grid};
use crate::sets::bits;

/// What every thread of a search shares: the shape of the search, the rows that cross
/// units (updated in place) and the table of P-positions, if kept.
pub(super) struct Shared {
    pub(super) grid: Grid,
    pub(super) lay: Layout,
    /// Vertices.
    n: usize,
    nf: usize,
    /// Per vertex before the last: which bits of a ring row belong to facets through it.
    vslab: Vec<Vec<u64>>,
    /// Rows back for one chip fewer on vertex `v ≥ 2` (`stride[v] / len`, within a unit).
    back: Vec<usize>,
    through_last: Vec<bool>,
    /// Does facet `f` contain vertex 0?
    first: Vec<bool>,
    any_through_last: bool,
    pub(super) facets: Vec<u64>,
    /// `C` rows over a slab: `wl` words for each row of each unit of the slab.
    column: Vec<AtomicU64>,
    /// The facets' `D_F` rows over a unit (`slab` words a row), for the reads along every
    /// axis but the first and the last (empty when `blocks` holds them).
    unit: Vec<AtomicU64>,
    /// The same rows in blocks of [`BLOCK`] rows, for the vector kernel on several threads:
    /// a thread takes a block for the rows it does in it and reads and writes its words
    /// plainly (the pipeline orders the units, the lock only hands the words over).
    blocks: Vec<Mutex<Vec<AtomicU64>>>,
    /// One bit per position, when the table is kept.
    pub(super) table: Option<Vec<AtomicU64>>,
    /// Positions per unit (the table's words at unit boundaries are shared by two threads).
    unit_positions: usize,
    pub(super) top: Vec<u64>,
    misere: bool,
    /// The valid bits of a row's first word.
    valid0: u64,
    /// Rows of at most 64 positions: per word of a ring row, `Σ 2^shift` over the slots of
    /// the facets through vertex 0 (multiplying a column row by it copies it into them).
    spread: Vec<u64>,
    packed: Packed,
    /// The same constants as vectors, when a ring row is one (2 or `pn_layout::VECTOR` words).
    lanes: Option<vector::AnyLanes>,
}

impl Shared {
    /// The shape of a search on `threads` threads.
    pub(super) fn new(facets: &[u64], n: usize, grid: Grid, misere: bool, table: bool, threads: usize) -> Shared {
        let nf = facets.len();
        let lay = Layout::new(&grid, nf);
        let last = n.saturating_sub(1);
        let mut vslab = vec![vec![0u64; lay.slab]; last];
        for (f, &facet) in facets.iter().enumerate() {
            for v in bits(facet).filter(|&v| v < last) {
                for k in 0..lay.wl {
                    let (w, s) = lay.at(f, k);
                    vslab[v][w] |= lay.valid(k) << s;
                }
            }
        }
        let through_last: Vec<bool> = facets.iter().map(|&f| n > 0 && f >> last & 1 == 1).collect();
        // With one vertex there is no first axis to read along (the last is the only one).
        let first: Vec<bool> = facets.iter().map(|&f| n >= 2 && f & 1 == 1).collect();
        let spread = (0..lay.slab)
            .map(|w| {
                (0..nf)
                    .filter(|&f| lay.wl == 1 && first[f] && lay.at(f, 0).0 == w)
                    .fold(0u64, |acc, f| acc | 1u64 << lay.at(f, 0).1)
            })
            .collect();
        let atomics = |k: usize| (0..k).map(|_| AtomicU64::new(0)).collect::<Vec<_>>();
        let packed = Packed::new(&lay, &through_last);
        let mut s = Shared {
            back: (0..last).map(|v| grid.stride[v] / lay.len).collect(),
            any_through_last: through_last.iter().any(|&t| t),
            through_last,
            first,
            facets: facets.to_vec(),
            column: atomics(lay.second * lay.rows * lay.wl),
            unit: Vec::new(),
            blocks: Vec::new(),
            table: table.then(|| atomics(grid.size.div_ceil(64))),
            unit_positions: lay.rows * lay.len,
            top: grid.radix.iter().map(|&r| r - 1).collect(),
            valid0: lay.valid(0),
            packed,
            spread,
            vslab,
            n,
            nf,
            lay,
            grid,
            misere,
            lanes: None,
        };
        if s.lay.wl == 1 {
            s.lanes = vector::AnyLanes::new(&s, s.lay.slab);
        }
        let words = s.lay.unit_words();
        if threads > 1 && s.lanes.is_some() && words > 0 {
            let per = BLOCK * s.lay.slab;
            s.blocks = (0..words.div_ceil(per)).map(|b| Mutex::new(atomics(per.min(words - b * per)))).collect();
        } else {
            s.unit = atomics(words);
        }
        s
    }

    /// Rows of a unit that a row of the next unit must wait for beyond its own: the farthest
    /// read back within a unit (row `j` of the next unit overwrites the unit row `j`, which
    /// this unit reads up to row `j + window`).
    pub(super) fn lag(&self) -> usize {
        self.lay.window
    }

    /// ORs `m` into the table word `w` of a row of `unit`: a plain update inside the unit,
    /// an atomic one on a word two units (two threads) share.
    #[inline]
    fn mark(&self, w: usize, m: u64, unit: usize) {
        let Some(t) = &self.table else { return };
        let start = unit * self.unit_positions;
        if w * 64 >= start && w * 64 + 63 < start + self.unit_positions {
            t[w].store(t[w].load(Relaxed) | m, Relaxed);
        } else {
            t[w].fetch_or(m, Relaxed);
        }
    }
}

/// What a sweep found about the top position, when no table is kept.
#[derive(Default)]
pub(super) struct Found {
    /// Is the top a P-position?
    pub(super) top_p: bool,
    /// The P-positions among the top's options.
    pub(super) moves: Vec<Vec<u64>>,
}

/// One thread's sweep: its scratch rows, the current row's coordinates, and what it found
/// about the top position (when no table is kept).
pub(super) struct Rows {
    pub(super) s: Arc<Shared>,
    acc: Vec<u64>,
    g: Vec<u64>,
    a: Vec<u64>,
    pm: Vec<u64>,
    out: Vec<u64>,
    /// The current unit, and the first of its column rows.
    unit: usize,
    column0: usize,
    /// Coordinates of the current row (every axis but the last).
    coords: Vec<u64>,
    pub(super) found: Found,
    /// With several threads, this thread's own ring of its unit's latest rows (the vector
    /// kernel's; allocated on its first call).
    ring: Vec<AtomicU64>,
}

impl Rows {
    pub(super) fn new(s: Arc<Shared>) -> Rows {
        let (slab, wl, nf, last) = (s.lay.slab, s.lay.wl, s.nf, s.n.saturating_sub(1));
        Rows {
            acc: scratch(slab),
            g: scratch(nf * wl),
            a: scratch(wl),
            pm: scratch(wl),
            out: scratch(slab),
            unit: 0,
            column0: 0,
            coords: scratch(last),
            found: Found::default(),
            ring: Vec::new(),
            s,
        }
    }

    /// ORs into `acc` the unit's `D_F` rows one step down each axis but the first and the
    /// last (the second reads the previous unit's row `j`, before this row overwrites it),
    /// masked to the facets through that axis. Row `j` of the unit.
    #[inline(always)]
    fn gather(s: &Shared, coords: &[u64], j: usize, acc: &mut [u64]) {
        let slab = acc.len();
        acc.fill(0);
        let k = coords.len().min(s.vslab.len()).min(s.back.len());
        if k >= 2 && coords[1] > 0 {
            let src = j * slab;
            for ((a, r), &m) in acc.iter_mut().zip(&s.unit[src..src + slab]).zip(&s.vslab[1]) {
                *a |= r.load(Relaxed) & m;
            }
        }
        for ((&c, mask), &b) in coords[2.min(k)..k].iter().zip(&s.vslab[2.min(k)..k]).zip(&s.back[2.min(k)..k]) {
            if c > 0 {
                let src = (j - b) * slab;
                for ((a, r), &m) in acc.iter_mut().zip(&s.unit[src..src + slab]).zip(mask) {
                    *a |= r.load(Relaxed) & m;
                }
            }
        }
    }

    /// Writes the row's `D_F` rows into the unit's row `j` (read by later rows of this unit
    /// and, along the second axis, by the next unit).
    #[inline(always)]
    fn put(s: &Shared, j: usize, out: &[u64]) {
        let slab = out.len();
        if !s.unit.is_empty() {
            for (r, &o) in s.unit[j * slab..(j + 1) * slab].iter().zip(out) {
                r.store(o, Relaxed);
            }
        }
    }

    /// Rows `from..to` of at most 64 positions each.
    fn rows_narrow<const S: usize>(&mut self, from: usize, to: usize) {
        for j in from..to {
            self.row_narrow::<S>(j);
            self.next_row();
        }
    }

    /// The next row's coordinates: the first two are the unit's (the first, with two
    /// vertices), the others advance within it.
    #[inline(always)]
    fn next_row(&mut self) {
        next_row(&self.s, &mut self.coords);
    }

    /// A row of at most 64 positions: each facet's row is one word, and a ring row is `S`
    /// words (`S = 0`: any number, read from the layout; small `S` keep the row on the stack).
    #[inline(always)]
    fn row_narrow<const S: usize>(&mut self, j: usize) {
        let s = &*self.s;
        let valid = s.valid0;
        let mut acc_buf = [0u64; 4];
        let acc: &mut [u64] = if S == 0 { &mut self.acc[..] } else { &mut acc_buf[..S] };
        Self::gather(s, &self.coords, j, acc);
        // The column below this row (nothing in the first slab), copied into the slot of
        // every facet through vertex 0 by one multiplication per word (the slots are
        // disjoint and `below` fits one, so nothing carries).
        let col = &s.column[self.column0 + j];
        let below = if self.coords.first().is_some_and(|&c| c > 0) { col.load(Relaxed) } else { 0 };
        if below != 0 {
            for (a, &r) in acc.iter_mut().zip(&s.spread) {
                *a |= below.wrapping_mul(r);
            }
        }
        // Every facet's row at once: the OR of all of them, and of those through the last
        // vertex (whose first bit bounds the P-position).
        let pk = &s.packed;
        let (mut any, mut thr) = (0u64, 0u64);
        for (w, &a) in acc.iter().enumerate() {
            any |= a;
            thr |= a & pk.through(w);
        }
        let all = pk.fold(any) & valid;
        let thr = pk.fold(thr) & valid;
        let first = if thr == 0 { 63 } else { thr.trailing_zeros() };
        // Misère play: the empty position (the first row, x = 0) is not a P-position.
        let origin = self.unit == 0 && j == 0 && s.misere;
        let skip = if origin { !1u64 } else { u64::MAX };
        let pm = if s.any_through_last {
            let cand = !all & (u64::MAX >> (63 - first)) & valid & skip;
            cand & cand.wrapping_neg()
        } else {
            !all & valid & skip
        };
        if !s.unit.is_empty() {
            let mut out_buf = [0u64; 4];
            let out: &mut [u64] = if S == 0 { &mut self.out[..] } else { &mut out_buf[..S] };
            // D_F = G_F | P, filled upward for the facets through the last vertex.
            for (w, (o, (&a, &one))) in out.iter_mut().zip(acc.iter().zip(&pk.ones)).enumerate() {
                *o = pk.fill(w, a | pm.wrapping_mul(one));
            }
            Self::put(s, j, out);
        }
        col.store(below | pm, Relaxed);
        if pm != 0 {
            self.pm[0] = pm;
            self.record(j);
        }
    }

    /// A row of more than 64 positions.
    fn row_wide(&mut self, j: usize) {
        let s = &*self.s;
        let lay = s.lay;
        let (len, wl) = (lay.len, lay.wl);
        Self::gather(s, &self.coords, j, &mut self.acc);
        let col = &s.column[(self.column0 + j) * wl..(self.column0 + j + 1) * wl];
        let below_on = self.coords.first().is_some_and(|&c| c > 0);
        self.a.fill(0);
        for f in 0..s.nf {
            for k in 0..wl {
                let (w, sh) = lay.at(f, k);
                let below = if below_on && s.first[f] { col[k].load(Relaxed) } else { 0 };
                let x = (self.acc[w] >> sh & lay.valid(k)) | below;
                self.g[f * wl + k] = x;
                self.a[k] |= x;
            }
        }
        let origin = self.unit == 0 && j == 0 && s.misere;
        self.pm.fill(0);
        if s.any_through_last {
            // Candidates: x up to the first G_F bit of a facet through the last vertex.
            let mut first = len - 1;
            for f in (0..s.nf).filter(|&f| s.through_last[f]) {
                if let Some(k) = (0..wl).find(|&k| self.g[f * wl + k] != 0) {
                    first = first.min(k * 64 + self.g[f * wl + k].trailing_zeros() as usize);
                }
            }
            for k in 0..=first / 64 {
                let upto = if k == first / 64 { u64::MAX >> (63 - first % 64) } else { u64::MAX };
                let mut cand = !self.a[k] & upto;
                if origin && k == 0 {
                    cand &= !1;
                }
                if cand != 0 {
                    self.pm[k] = cand & cand.wrapping_neg();
                    break;
                }
            }
        } else {
            for k in 0..wl {
                self.pm[k] = !self.a[k] & lay.valid(k);
            }
            if origin {
                self.pm[0] &= !1;
            }
        }
        self.out.fill(0);
        for f in 0..s.nf {
            let mut carry = false;
            for k in 0..wl {
                let mut d = self.g[f * wl + k] | self.pm[k];
                if s.through_last[f] {
                    if carry {
                        d = lay.valid(k);
                    } else if d != 0 {
                        d = !((d & d.wrapping_neg()) - 1) & lay.valid(k);
                        carry = true;
                    }
                }
                let (w, sh) = lay.at(f, k);
                self.out[w] |= d << sh;
            }
        }
        Self::put(s, j, &self.out);
        for (k, c) in col.iter().enumerate() {
            let below = if below_on { c.load(Relaxed) } else { 0 };
            c.store(below | self.pm[k], Relaxed);
        }
        if self.pm.iter().any(|&m| m != 0) {
            self.record(j);
        }
    }

    /// Keeps the row's P-positions (see [`record`]).
    fn record(&mut self, j: usize) {
        record(&self.s, self.unit, &self.coords, j, &self.pm, &mut self.found);
    }
}

/// The coordinates of the row after `coords` in its unit: the first two are the unit's (the
/// first, with two vertices), the others advance within it.
#[inline(always)]
pub(super) fn next_row(s: &Shared, coords: &mut [u64]) {
    let last = coords.len();
    if last > 2 {
        advance(&mut coords[2..], &s.grid.radix[2..last]);
    }
}

/// Keeps the P-positions `pm` of row `j` of `unit` (at `coords`): in the table, or in
/// `found` those that are options of the top.
pub(super) fn record(s: &Shared, unit: usize, coords: &[u64], j: usize, pm: &[u64], found: &mut Found) {
    let len = s.lay.len;
    let i0 = (unit * s.lay.rows + j) * len;
    if let Some(p) = &s.table {
        for (k, &m) in pm.iter().enumerate() {
            if m == 0 {
                continue;
            }
            let i = i0 + k * 64;
            s.mark(i >> 6, m << (i & 63), unit);
            if i & 63 != 0 && (i >> 6) + 1 < p.len() {
                s.mark((i >> 6) + 1, m >> (64 - (i & 63)), unit);
            }
        }
        return;
    }
    let last = coords.len();
    let mut differ = 0u64;
    for (v, (&c, &t)) in coords.iter().zip(&s.top).enumerate() {
        if c != t {
            differ |= 1 << v;
        }
    }
    for (k, &m) in pm.iter().enumerate() {
        for b in bits(m) {
            let x = (k * 64 + b) as u64;
            let d = if s.top.len() > last && x != s.top[last] { differ | 1 << last } else { differ };
            if d == 0 {
                found.top_p = true;
            } else if s.facets.iter().any(|&f| d & !f == 0) {
                let mut pos = coords.to_vec();
                if s.top.len() > last {
                    pos.push(x);
                }
                found.moves.push(pos);
            }
        }
    }
}

impl SlabWorker for Rows {
    fn begin(&mut self, unit: usize) {
        let second = self.s.lay.second;
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
                self.column0 = (unit % second) * self.s.lay.rows;
            }
        }
    }

    fn rows(&mut self, from: usize, to: usize) {
        match (self.s.lay.wl, self.s.lay.slab) {
            (1, 1) => self.rows_narrow::<1>(from, to),
            (1, 2 | VECTOR) => self.rows_vector(from, to),
            (1, _) => self.rows_narrow::<0>(from, to),
            _ => {
                for j in from..to {
                    self.row_wide(j);
                    self.next_row();
                }
            }
        }
    }
}
