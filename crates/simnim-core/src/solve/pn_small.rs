//! The P/N table of a small box, on one thread and lazily: rows are computed in
//! lexicographic order only as far as the positions asked need. The census's engine: one
//! table of `{0..2·max}^V` per class (`max = 2` for the census itself). The cubes `{0..3}^V`
//! and `{0..4}^V` of two to seven vertices and at most `4·⌊64/len⌋` facets get the kernel
//! below with its sizes known at compile time (words a row, positions a row, outer axes);
//! any other box is searched whole by `PnJob`, so every box gets the same answers. The
//! kernel works on two words at once (`wide::u64x2`: one SSE2 register on x86-64).
//!
//! The recurrence is `PnJob`'s (`pn_rows`): for a facet F, `D_F(n)` = "some P-position
//! `m ≤_F n`"; a row (every value of the last pile) holds at most one P-position when the
//! last vertex lies in a facet: the first `x` that no facet's `D_F` one step down hits,
//! below the lowest `D_F` bit of the facets through the last vertex. Two things make it
//! cheaper here:
//! - Of a facet through the last vertex only the lowest bit of its row matters (`D_F` is
//!   monotone along the last axis, and the lowest bit of an OR is the least of the lowest
//!   bits), so its rows are ORed as they are, never filled upward.
//! - Rows come in *groups*: every value of the second-to-last pile (the group axis). Along
//!   that axis a P-position of the group reaches the group's later rows through every facet
//!   through the group axis, in the same bits of each such facet's slot. So a group's rows
//!   are first gathered from earlier groups and ORed along the group axis (work that does
//!   not wait on any P-position), then its P-positions found in a chain of a few
//!   operations per row, and only then its rows written back, each with its own
//!   P-position but not the group's earlier ones: a later group gathers those rows too and
//!   ORs them along the group axis itself.

use std::cell::{Cell, RefCell};

use wide::u64x2;

use super::pn::{PnJob, PnTable};
use crate::complex::Complex;
use crate::grid::{Grid, LimitError, Limits};

/// Words of a ring row at most (facets packed `⌊64 / len⌋` to a word), and pairs of them.
const MAX_WORDS: usize = 4;
const MAX_PAIRS: usize = MAX_WORDS / 2;

/// Outer axes (every pile but the last two) at most: the census's seven vertices.
const MAX_OUTER: usize = 5;

/// The P-positions of a small box, computed as far as they are asked.
pub struct LazyPn {
    engine: Engine,
    n: usize,
    /// The last pile's largest value.
    last: u64,
}

enum Engine {
    /// Row groups as asked: the sweep, the P-positions row by row, the rows done, and the
    /// cube's radix (4 or 5).
    Rows { sweep: Box<RefCell<Sweep>>, table: Table, done: Cell<usize>, len: usize },
    /// Any other box, whole.
    Whole(PnTable),
}

/// The shifts that OR `slots` slots of `len` bits onto the first, largest first, and how
/// many there are.
const fn fold_shifts(len: usize, slots: usize) -> ([u32; 6], usize) {
    let (mut shifts, mut k, mut i) = ([0u32; 6], slots, 0);
    while k > 1 {
        let h = k - k / 2;
        shifts[i] = (h * len) as u32;
        (k, i) = (h, i + 1);
    }
    (shifts, i)
}

/// The row of piles `a` in a cube of radix `L` (Horner's rule, unrolled).
#[inline(always)]
fn row_of<const L: usize, const K: usize>(a: &[u64; K]) -> usize {
    a.iter().fold(0usize, |r, &p| r * L + p as usize)
}

/// Rows' P-positions, eight bits a row and eight rows to a word (the census's table stays
/// in the first-level cache).
struct Table {
    words: Vec<Cell<u64>>,
}

impl Table {
    /// Row `r` (in the low bits; higher bits are other rows).
    #[inline(always)]
    fn get(&self, r: usize) -> u64 {
        self.words.get(r >> 3).map_or(0, Cell::get) >> ((r & 7) << 3)
    }

    /// Rows `r, r + 1, …` (not yet set) are the bytes of `bits` (at most five rows).
    #[inline(always)]
    fn set_rows(&self, r: usize, bits: u64) {
        let wide = u128::from(bits) << ((r & 7) << 3);
        for (w, part) in [(r >> 3, wide as u64), ((r >> 3) + 1, (wide >> 64) as u64)] {
            if let Some(c) = self.words.get(w).filter(|_| part != 0) {
                c.set(c.get() | part);
            }
        }
    }
}

thread_local! {
    /// The ring of the last table dropped on this thread, for the next (a census studies its
    /// classes one after another on each thread). Its old contents are never read: a group
    /// reads only groups of its own table, written before it.
    static SPARE: RefCell<Vec<u64x2>> = const { RefCell::new(Vec::new()) };
}

/// A ring of `len` pairs: the spare one if there is one (not cleared), else a new one.
fn spare_ring(len: usize) -> Vec<u64x2> {
    let spare = SPARE.try_with(|s| s.try_borrow_mut().map(|mut s| std::mem::take(&mut *s)).unwrap_or_default());
    let mut ring = spare.unwrap_or_default();
    ring.resize(len, u64x2::ZERO);
    ring
}

impl Drop for Sweep {
    fn drop(&mut self) {
        let ring = std::mem::take(&mut self.ring);
        // Nothing to keep it for while the thread ends.
        let _ = SPARE.try_with(|s| {
            if let Ok(mut s) = s.try_borrow_mut() {
                *s = ring;
            }
        });
    }
}

/// The kernel's state between calls. Ring rows are `V` pairs of words (two lanes of one
/// vector register each: `wide`'s `u64x2`, SSE2 on x86-64).
struct Sweep {
    /// Positions per row and rows per group (`L`), pairs per ring row (`V`), groups.
    len: usize,
    v: usize,
    groups: usize,
    /// Per outer axis, then the group axis: the slots of the facets through it.
    vmask: Vec<[u64x2; MAX_PAIRS]>,
    /// The slots of the facets through the last vertex, and of the others.
    thr: [u64x2; MAX_PAIRS],
    other: [u64x2; MAX_PAIRS],
    /// For each row value `b < 2^L`: `b` in every slot (`b·ones`).
    every: [[u64x2; MAX_PAIRS]; 32],
    /// Is there a facet through the last vertex? Through the group axis and the last vertex?
    /// Through the group axis but not the last? (The last two: all ones or zero.)
    any_thr: bool,
    both: u64,
    group_only: u64,
    /// The facets' rows of the last `ring_groups` groups, `V` pairs a row.
    ring: Vec<u64x2>,
    ring_groups: usize,
    /// Groups done, the next one's place in the ring and its outer coordinates.
    next: usize,
    gpos: usize,
    coords: Vec<u64>,
}

/// Words as pairs.
fn pairs(w: &[u64; MAX_WORDS]) -> [u64x2; MAX_PAIRS] {
    std::array::from_fn(|p| u64x2::new([w[2 * p], w[2 * p + 1]]))
}

impl LazyPn {
    /// Prepares the table of the box below `top`; refuses boxes over the limits (positions
    /// or memory).
    pub fn new(complex: &Complex, top: &[u64], limits: &Limits) -> Result<LazyPn, LimitError> {
        assert_eq!(top.len(), complex.n(), "position length must equal the number of vertices");
        let n = complex.n();
        let grid = Grid::new(top, limits)?;
        super::pn::check_facets(complex.facets().len())?;
        let nf = complex.facets().len();
        let len = top.last().map_or(0, |&t| t as usize + 1);
        let fits = (2..=MAX_OUTER + 2).contains(&n)
            && (len == 4 || len == 5)
            && top.iter().all(|&t| t as usize + 1 == len)
            && nf <= MAX_WORDS * (64 / len);
        if !fits {
            let table = PnJob::new(complex, top, &limits.with_threads(1))?.run();
            return Ok(LazyPn { engine: Engine::Whole(table), n, last: top.last().copied().unwrap_or(0) });
        }
        let per = 64 / len;
        let v = nf.div_ceil(per).div_ceil(2).max(1);
        // The ring reaches one step down the first outer axis: `len^(n−3)` groups back.
        let ring_groups = if n >= 3 { len.pow(n as u32 - 3) + 1 } else { 1 };
        let rows = grid.size / len;
        grid.check_bytes((rows.div_ceil(8) + ring_groups * len * 2 * v) as u128 * 8, limits)?;
        let valid = (1u64 << len) - 1;
        let (mut vmask, mut thr, mut ones) = (vec![[0u64; MAX_WORDS]; n - 1], [0u64; MAX_WORDS], [0u64; MAX_WORDS]);
        for (f, &facet) in complex.facets().iter().enumerate() {
            let (w, sh) = (f / per, (f % per) * len);
            ones[w] |= 1 << sh;
            if facet >> (n - 1) & 1 == 1 {
                thr[w] |= valid << sh;
            }
            for (_, mask) in vmask.iter_mut().enumerate().filter(|&(a, _)| facet >> a & 1 == 1) {
                mask[w] |= valid << sh;
            }
        }
        let gmask = vmask[n - 2];
        let gones: [u64; MAX_WORDS] = std::array::from_fn(|w| ones[w] & gmask[w]);
        let other: [u64; MAX_WORDS] = std::array::from_fn(|w| ones[w].wrapping_mul(valid) & !thr[w]);
        // No carries: `b < 2^L` and the slots are `L` bits apart.
        let times =
            |m: &[u64; MAX_WORDS]| std::array::from_fn(|b| pairs(&m.map(|w| (b as u64 & valid).wrapping_mul(w))));
        let all_or_none = |b: bool| if b { u64::MAX } else { 0 };
        let sweep = Sweep {
            len,
            v,
            groups: rows / len,
            vmask: vmask.iter().map(pairs).collect(),
            any_thr: thr.iter().any(|&t| t != 0),
            both: all_or_none((0..MAX_WORDS).any(|w| gones[w] & thr[w] != 0)),
            group_only: all_or_none((0..MAX_WORDS).any(|w| gones[w] & !thr[w] != 0)),
            thr: pairs(&thr),
            other: pairs(&other),
            every: times(&ones),
            ring: spare_ring(ring_groups * len * v),
            ring_groups,
            next: 0,
            gpos: 0,
            coords: vec![0; n - 2],
        };
        let table = Table { words: (0..rows.div_ceil(8)).map(|_| Cell::new(0)).collect() };
        let last = len as u64 - 1;
        Ok(LazyPn {
            engine: Engine::Rows { sweep: Box::new(RefCell::new(sweep)), table, done: Cell::new(0), len },
            n,
            last,
        })
    }

    /// Is `pos` (inside the box) a P-position? Computes the rows up to it first, if needed.
    #[inline]
    pub fn is_p(&self, pos: &[u64]) -> bool {
        match (&self.engine, pos.split_last()) {
            (Engine::Whole(t), _) => t.is_p(pos),
            (_, Some((&x, rest))) => self.row(rest) >> x & 1 == 1,
            (_, None) => false,
        }
    }

    /// The P-positions `(a, x)` of the row `a` (every pile but the last, inside the box):
    /// bit `x` for each. Computes the rows up to it first, if needed.
    #[inline(always)]
    pub fn row(&self, a: &[u64]) -> u64 {
        match &self.engine {
            Engine::Whole(t) => Self::whole_row(t, a, self.last),
            Engine::Rows { sweep, table, done, len: sweep_len } => {
                // The row by Horner's rule in the cube's radix, a constant (and the census's
                // six row piles unrolled).
                let row = match (*sweep_len, <&[u64; 6]>::try_from(a)) {
                    (4, Ok(a)) => row_of::<4, 6>(a),
                    (_, Ok(a)) => row_of::<5, 6>(a),
                    (len, _) => a.iter().fold(0usize, |r, &p| r * len + p as usize),
                };
                if row >= done.get() {
                    Self::compute(sweep, table, done, row);
                }
                table.get(row) & 0xff
            }
        }
    }

    /// [`LazyPn::row`] from a table of the whole box (out of line: the census's rows are the
    /// kernel's).
    #[inline(never)]
    fn whole_row(t: &PnTable, a: &[u64], last: u64) -> u64 {
        let mut pos = a.to_vec();
        pos.push(0);
        (0..=last).fold(0, |bits, x| {
            if let Some(l) = pos.last_mut() {
                *l = x;
            }
            bits | u64::from(t.is_p(&pos)) << x
        })
    }

    /// Computes the rows up to `row`, and a few groups more (questions walk the box in
    /// order).
    #[cold]
    #[inline(never)]
    fn compute(sweep: &RefCell<Sweep>, table: &Table, done: &Cell<usize>, row: usize) {
        let mut s = sweep.borrow_mut();
        let end = row / s.len + 1 + 8;
        s.run_to(end, table);
        done.set(s.next * s.len);
    }

    /// The number of vertices.
    pub fn vertices(&self) -> usize {
        self.n
    }
}

impl Sweep {
    /// Computes the groups before `end` (at most all of them).
    fn run_to(&mut self, end: usize, table: &Table) {
        match (self.v, self.len) {
            (1, 5) => self.by_outer::<1, 5>(end, table),
            (_, 5) => self.by_outer::<2, 5>(end, table),
            (1, _) => self.by_outer::<1, 4>(end, table),
            _ => self.by_outer::<2, 4>(end, table),
        }
    }

    /// The kernel with the number of outer axes a constant too.
    fn by_outer<const V: usize, const L: usize>(&mut self, end: usize, table: &Table) {
        match self.coords.len() {
            0 => self.groups_to::<V, L, 0>(end, table),
            1 => self.groups_to::<V, L, 1>(end, table),
            2 => self.groups_to::<V, L, 2>(end, table),
            3 => self.groups_to::<V, L, 3>(end, table),
            4 => self.groups_to::<V, L, 4>(end, table),
            _ => self.groups_to::<V, L, MAX_OUTER>(end, table),
        }
    }

    /// The groups before `end`: `V` pairs a ring row, rows of `L` positions, groups of `L`
    /// rows, `A` outer axes (each of radix `L`).
    #[inline(never)]
    fn groups_to<const V: usize, const L: usize, const A: usize>(&mut self, end: usize, table: &Table) {
        let (fold, steps) = const { fold_shifts(L, 64 / L) };
        let valid = (1u64 << L) - 1;
        let (gr, any_thr, both, group_only) = (self.ring_groups, self.any_thr, self.both, self.group_only);
        let (thr, other) = (self.thr, self.other);
        let gmask = self.vmask.get(A).copied().unwrap_or_default();
        // Per outer axis: its stride in groups, its mask; the group's coordinates.
        let back: [usize; A] = std::array::from_fn(|a| L.pow((A - 1 - a) as u32));
        let vmask: [[u64x2; MAX_PAIRS]; A] = std::array::from_fn(|a| self.vmask.get(a).copied().unwrap_or_default());
        let mut coords: [u64; A] = std::array::from_fn(|a| self.coords.get(a).copied().unwrap_or(0));
        let (mut next, mut gpos) = (self.next, self.gpos);
        let size = L * V;
        while next < end.min(self.groups) {
            let mut acc = [[u64x2::ZERO; V]; L];
            // The group's rows one step down each outer axis: whole earlier groups.
            for a in 0..A {
                if coords[a] == 0 {
                    continue;
                }
                let src = if gpos >= back[a] { gpos - back[a] } else { gpos + gr - back[a] };
                let Some(rows) = self.ring.get(src * size..src * size + size) else { continue };
                for (x, acc) in acc.iter_mut().enumerate() {
                    for (p, acc) in acc.iter_mut().enumerate() {
                        *acc |= rows[x * V + p] & vmask[a][p];
                    }
                }
            }
            // Along the group axis, before this group's P-positions: a prefix OR.
            for x in 1..L {
                for p in 0..V {
                    let below = acc[x - 1][p] & gmask[p];
                    acc[x][p] |= below;
                }
            }
            // Each row's slots ORed into one, through the last vertex (`t`) and not (`o`):
            // both in one register, work that does not wait on any P-position.
            let mut folded = [[0u64; 2]; L];
            for (f, acc) in folded.iter_mut().zip(&acc) {
                let (mut t, mut o) = (acc[0] & thr[0], acc[0] & other[0]);
                for p in 1..V {
                    t |= acc[p] & thr[p];
                    o |= acc[p] & other[p];
                }
                let mut z = t.unpack_lo(o) | t.unpack_hi(o);
                for &k in &fold[..steps] {
                    z |= z >> k;
                }
                *f = z.to_array();
            }
            // Each row's P-position: a short chain through the group's earlier ones.
            let mut pms = [0u64; L];
            let mut before = 0u64;
            for (pm, &[t, o]) in pms.iter_mut().zip(&folded) {
                // Bits above the slot are other slots' garbage: they only ever lie above the
                // lowest bit that matters, and `below` keeps the valid bits alone.
                let (t, all) = (t | before & both, o | before & group_only);
                *pm = if any_thr {
                    let below = (t & t.wrapping_neg()).wrapping_sub(1) & valid;
                    let c = !all & below;
                    c & c.wrapping_neg()
                } else {
                    !all & valid
                };
                before |= *pm;
            }
            // The group's facet rows into the ring, its P-positions into the table. A row
            // leaves out the P-positions of the group's earlier rows: a later group gets them
            // from those rows, through its own prefix OR along the group axis.
            if let Some(dst) = self.ring.get_mut(gpos * size..gpos * size + size) {
                for (x, (acc, &pm)) in acc.iter().zip(&pms).enumerate() {
                    let e = &self.every[pm as usize & 31];
                    for p in 0..V {
                        dst[x * V + p] = acc[p] | e[p];
                    }
                }
            }
            table.set_rows(next * L, pms.iter().rev().fold(0, |bits, &pm| bits << 8 | pm));
            next += 1;
            gpos = if gpos + 1 == gr { 0 } else { gpos + 1 };
            for a in (0..A).rev() {
                coords[a] += 1;
                if coords[a] < L as u64 {
                    break;
                }
                coords[a] = 0;
            }
        }
        (self.next, self.gpos) = (next, gpos);
        for (c, &x) in self.coords.iter_mut().zip(&coords) {
            *c = x;
        }
    }
}
