//! The P/N engine: which positions of a box are P-positions (nim value 0).
//!
//! Linear-time recurrence: for a facet F write `m ≤_F n` when `m ≤ n` and `m`
//! agrees with `n` off F. With `D_F(n)` = "some P-position p ≤_F n":
//! `R_F(n) = OR_{v∈F, n_v>0} D_F(n - e_v)`, `P(n) = NOT OR_F R_F(n)`, `D_F(n) = P(n) OR R_F(n)`.
//! No options are enumerated.
//!
//! The box is swept one *row* at a time (a row: every value of the last pile, the other
//! piles fixed), with one bit per position of the row in a machine word, so 64 positions
//! are handled per word operation:
//! - reads along the other axes are the same for the whole row: `G_F` = the OR of the rows
//!   one step down each axis `v ∈ F`, of their `D_F` bits;
//! - along the last axis `D_F` is monotone, so a row holds at most one P-position (when the
//!   last vertex lies in a facet): the first `x` with no `G_F(x)` bit, before any `G_F` bit
//!   of the facets through the last vertex. Then `D_F` is a prefix-OR for
//!   facets through the last vertex and `G_F | P` for the others.
//!
//! The `D_F` rows of the last `stride[0]` positions live in a ring of packed words (a row
//! costs `|facets| · row length` bits), so memory is that ring plus, when a table is kept,
//! one bit per position. Resumable: [`PnJob::step`] does a bounded amount of work so a
//! worker can report progress and stop.

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

/// Words of bits the ring of a search needs per position of a row (packed) and in all.
#[derive(Clone, Copy)]
struct Layout {
    /// Positions per row (the last pile's radix).
    len: usize,
    /// Words per facet row (`ceil(len / 64)`).
    wl: usize,
    /// Facet rows packed into one word (`64 / len` when `len ≤ 64`, else 1).
    per: usize,
    /// Words per ring row.
    slab: usize,
    /// Rows in the ring: one more than the farthest read back.
    rows: usize,
}

impl Layout {
    fn new(grid: &Grid, nf: usize) -> Layout {
        let n = grid.dims();
        let len = if n == 0 { 1 } else { grid.radix[n - 1] as usize };
        let wl = len.div_ceil(64);
        let per = if len <= 64 { (64 / len).max(1) } else { 1 };
        let slab = nf.div_ceil(per).max(1) * wl;
        let back = if n >= 2 { grid.stride[0] / len } else { 0 };
        Layout { len, wl, per, slab, rows: back + 1 }
    }
    fn ring_bytes(&self) -> u128 {
        self.rows as u128 * self.slab as u128 * 8
    }
    /// Word and shift of word `k` of facet `f`'s row.
    #[inline(always)]
    fn at(&self, f: usize, k: usize) -> (usize, u32) {
        ((f / self.per) * self.wl + k, if self.wl == 1 { ((f % self.per) * self.len) as u32 } else { 0 })
    }
    /// The valid bits of word `k` of a row.
    #[inline(always)]
    fn valid(&self, k: usize) -> u64 {
        let bits = (self.len - 64 * k).min(64);
        if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        }
    }
}

/// A facet's row inside a ring row (rows of at most 64 positions).
#[derive(Clone, Copy)]
struct FacetAt {
    word: usize,
    shift: u32,
    through_last: bool,
}

struct PnSearch {
    grid: Grid,
    lay: Layout,
    nf: usize,
    /// Per vertex before the last: which bits of a ring row belong to facets through it.
    vslab: Vec<Vec<u64>>,
    /// Rows back for one chip fewer on vertex `v`: `stride[v] / len`.
    back: Vec<usize>,
    /// Does facet `f` contain the last vertex?
    through_last: Vec<bool>,
    /// Rows of at most 64 positions: where each facet's row sits in a ring row.
    facet_at: Vec<FacetAt>,
    any_through_last: bool,
    facets: Vec<u64>,
    ring: Vec<u64>,
    /// Scratch: the gathered row (`slab` words) and the facets' rows (`nf · wl` words).
    acc: Vec<u64>,
    g: Vec<u64>,
    a: Vec<u64>,
    pm: Vec<u64>,
    row: usize,
    /// `row` modulo the ring's rows (kept without a division).
    cur: usize,
    rows: usize,
    /// Coordinates of the current row (all but the last).
    coords: Vec<u64>,
    p: Option<Vec<u64>>,
    top: Vec<u64>,
    top_p: bool,
    moves: Vec<Vec<u64>>,
    /// Misère play: the empty position is an N-position (the player who cannot move wins).
    misere: bool,
}

impl PnSearch {
    fn new(complex: &Complex, grid: Grid, misere: bool, table: bool) -> Self {
        let nf = complex.facets().len();
        let n = complex.n();
        let lay = Layout::new(&grid, nf);
        let last = n.saturating_sub(1);
        let mut vslab = vec![vec![0u64; lay.slab]; last];
        for (f, &facet) in complex.facets().iter().enumerate() {
            for v in bits(facet).filter(|&v| v < last) {
                for k in 0..lay.wl {
                    let (w, s) = lay.at(f, k);
                    vslab[v][w] |= lay.valid(k) << s;
                }
            }
        }
        let through_last: Vec<bool> = complex.facets().iter().map(|&f| n > 0 && f >> last & 1 == 1).collect();
        PnSearch {
            back: (0..last).map(|v| grid.stride[v] / lay.len).collect(),
            any_through_last: through_last.iter().any(|&t| t),
            facet_at: (0..nf)
                .map(|f| FacetAt { word: lay.at(f, 0).0, shift: lay.at(f, 0).1, through_last: through_last[f] })
                .collect(),
            through_last,
            facets: complex.facets().to_vec(),
            ring: vec![0; lay.rows * lay.slab],
            acc: vec![0; lay.slab],
            g: vec![0; nf * lay.wl],
            a: vec![0; lay.wl],
            pm: vec![0; lay.wl],
            row: 0,
            cur: 0,
            rows: grid.size / lay.len,
            coords: vec![0; last],
            p: table.then(|| vec![0; grid.size.div_ceil(64)]),
            top: grid.radix.iter().map(|&r| r - 1).collect(),
            top_p: false,
            moves: Vec::new(),
            vslab,
            nf,
            lay,
            grid,
            misere,
        }
    }

    /// Sweeps rows until `budget` positions are done; returns `true` when the box is done.
    fn step(&mut self, budget: usize) -> bool {
        if self.lay.wl == 1 {
            return match self.lay.slab {
                1 => self.step_narrow::<1>(budget),
                2 => self.step_narrow::<2>(budget),
                3 => self.step_narrow::<3>(budget),
                4 => self.step_narrow::<4>(budget),
                _ => self.step_narrow::<0>(budget),
            };
        }
        let lay = self.lay;
        let (len, wl, slab) = (lay.len, lay.wl, lay.slab);
        let mut work = 0usize;
        while self.row < self.rows && work < budget {
            // Gather the reads along the other axes.
            self.acc.fill(0);
            for (v, &c) in self.coords.iter().enumerate() {
                if c > 0 {
                    let b = self.back[v];
                    let src = if self.cur >= b { self.cur - b } else { self.cur + lay.rows - b } * slab;
                    for ((a, &r), &m) in self.acc.iter_mut().zip(&self.ring[src..src + slab]).zip(&self.vslab[v]) {
                        *a |= r & m;
                    }
                }
            }
            self.a.fill(0);
            for f in 0..self.nf {
                for k in 0..wl {
                    let (w, s) = lay.at(f, k);
                    let x = self.acc[w] >> s & lay.valid(k);
                    self.g[f * wl + k] = x;
                    self.a[k] |= x;
                }
            }
            // The row's P-positions.
            let origin = self.row == 0 && self.misere;
            self.pm.fill(0);
            if self.any_through_last {
                // Candidates: x up to the first G_F bit of a facet through the last vertex.
                let mut first = len - 1;
                for f in (0..self.nf).filter(|&f| self.through_last[f]) {
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
            // D_F rows into the ring.
            let dst = self.cur * slab;
            self.ring[dst..dst + slab].fill(0);
            for f in 0..self.nf {
                let mut carry = false;
                for k in 0..wl {
                    let mut d = self.g[f * wl + k] | self.pm[k];
                    if self.through_last[f] {
                        if carry {
                            d = lay.valid(k);
                        } else if d != 0 {
                            d = !((d & d.wrapping_neg()) - 1) & lay.valid(k);
                            carry = true;
                        }
                    }
                    let (w, s) = lay.at(f, k);
                    self.ring[dst + w] |= d << s;
                }
            }
            self.record();
            self.row += 1;
            self.cur += 1;
            if self.cur == lay.rows {
                self.cur = 0;
            }
            work += len;
            let last = self.coords.len();
            advance(&mut self.coords, &self.grid.radix[..last]);
        }
        self.row == self.rows
    }

    /// [`Self::step`] for rows of at most 64 positions: each facet's row is one word, and
    /// a ring row is `S` words (`S = 0`: any number, read from the layout).
    fn step_narrow<const S: usize>(&mut self, budget: usize) -> bool {
        let lay = self.lay;
        let (len, valid, rows) = (lay.len, lay.valid(0), lay.rows);
        let slab = if S == 0 { lay.slab } else { S };
        let mut work = 0usize;
        while self.row < self.rows && work < budget {
            let mut acc = [0u64; 4];
            let acc: &mut [u64] = if S == 0 { &mut self.acc[..] } else { &mut acc[..S] };
            acc.fill(0);
            let cur = self.cur;
            for ((&c, &b), mask) in self.coords.iter().zip(&self.back).zip(&self.vslab) {
                if c > 0 {
                    let src = if cur >= b { cur - b } else { cur + rows - b } * slab;
                    for ((a, &r), &m) in acc.iter_mut().zip(&self.ring[src..src + slab]).zip(mask) {
                        *a |= r & m;
                    }
                }
            }
            let mut all = 0u64;
            let mut first = 63u32;
            for (f, g) in self.facet_at.iter().zip(self.g.iter_mut()) {
                let x = acc[f.word] >> f.shift & valid;
                *g = x;
                all |= x;
                if f.through_last && x != 0 {
                    first = first.min(x.trailing_zeros());
                }
            }
            // Misère play: the empty position (row 0, x = 0) is not a P-position.
            let skip = if self.row == 0 && self.misere { !1u64 } else { u64::MAX };
            let pm = if self.any_through_last {
                let cand = !all & (u64::MAX >> (63 - first)) & valid & skip;
                cand & cand.wrapping_neg()
            } else {
                !all & valid & skip
            };
            let mut out = [0u64; 4];
            let out: &mut [u64] = if S == 0 { &mut self.acc[..] } else { &mut out[..S] };
            out.fill(0);
            for (f, &g) in self.facet_at.iter().zip(self.g.iter()) {
                let mut d = g | pm;
                if f.through_last && d != 0 {
                    d = !((d & d.wrapping_neg()) - 1) & valid;
                }
                out[f.word] |= d << f.shift;
            }
            self.ring[cur * slab..cur * slab + slab].copy_from_slice(out);
            if pm != 0 {
                self.pm[0] = pm;
                self.record();
            }
            self.row += 1;
            self.cur = if cur + 1 == rows { 0 } else { cur + 1 };
            work += len;
            let last = self.coords.len();
            advance(&mut self.coords, &self.grid.radix[..last]);
        }
        self.row == self.rows
    }

    /// Keeps the row's P-positions: in the table, or those that are options of the top.
    fn record(&mut self) {
        let len = self.lay.len;
        let i0 = self.row * len;
        if let Some(p) = &mut self.p {
            for (k, &m) in self.pm.iter().enumerate() {
                if m == 0 {
                    continue;
                }
                let i = i0 + k * 64;
                p[i >> 6] |= m << (i & 63);
                if i & 63 != 0 && (i >> 6) + 1 < p.len() {
                    p[(i >> 6) + 1] |= m >> (64 - (i & 63));
                }
            }
            return;
        }
        if self.pm.iter().all(|&m| m == 0) {
            return;
        }
        let last = self.coords.len();
        let mut differ = 0u64;
        for (v, (&c, &t)) in self.coords.iter().zip(&self.top).enumerate() {
            if c != t {
                differ |= 1 << v;
            }
        }
        for (k, &m) in self.pm.iter().enumerate() {
            for b in bits(m) {
                let x = (k * 64 + b) as u64;
                let d = if self.top.len() > last && x != self.top[last] { differ | 1 << last } else { differ };
                if d == 0 {
                    self.top_p = true;
                } else if self.facets.iter().any(|&f| d & !f == 0) {
                    let mut pos = self.coords.clone();
                    if self.top.len() > last {
                        pos.push(x);
                    }
                    self.moves.push(pos);
                }
            }
        }
    }
}

/// A resumable P/N search over the box below `top`.
pub struct PnJob {
    inner: PnSearch,
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
    let ring = Layout::new(grid, complex.facets().len()).ring_bytes();
    ring + if table { grid.size.div_ceil(64) as u128 * 8 } else { 0 }
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
        grid.check_bytes(pn_bytes(complex, &grid, table), limits)?;
        let total = grid.size;
        Ok(PnJob { inner: PnSearch::new(complex, grid, misere, table), total })
    }
    /// Does at most about `budget` positions of work (whole rows); returns `true` when the
    /// search is complete.
    pub fn step(&mut self, budget: usize) -> bool {
        self.inner.step(budget)
    }
    /// `(positions done, positions in the box)`.
    pub fn progress(&self) -> (u64, u64) {
        ((self.inner.row * self.inner.lay.len) as u64, self.total as u64)
    }
    /// The table. Contract: `step` has returned `true` and the job keeps a table.
    pub fn finish(self) -> PnTable {
        PnTable { p: self.inner.p.expect("a job that keeps its table"), grid: self.inner.grid }
    }
    /// The top position's outcome and winning moves. Contract: `step` has returned `true`.
    pub fn finish_top(self) -> PnTop {
        let s = self.inner;
        if let Some(p) = s.p {
            let table = PnTable { p, grid: s.grid };
            let top: Vec<u64> = s.top;
            let is_p = table.is_p(&top);
            let mut moves = Vec::new();
            if !is_p {
                super::for_each_option(s.facets.iter().copied(), &top, |m| {
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
        let mut moves = if s.top_p { Vec::new() } else { s.moves };
        moves.sort_unstable();
        PnTop { is_p: s.top_p, moves }
    }
    /// Runs to completion.
    pub fn run(mut self) -> PnTable {
        while !self.step(1 << 20) {}
        self.finish()
    }
}
