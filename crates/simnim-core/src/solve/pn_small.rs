//! The P/N table of a small box, on one thread and lazily: rows are computed in
//! lexicographic order only as far as the positions asked need. The census's engine: one
//! table of `{0..2·max}^V` per class (`max = 2` for the census itself). The cubes `{0..3}^V`
//! and `{0..4}^V` of at least two vertices and at most `4·⌊64/len⌋` facets get the kernel
//! below with its sizes known at compile time; any other box is searched whole by `PnJob`,
//! so every box gets the same answers.
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
//!   operations per row, and only then its rows written back.

use std::cell::{Cell, RefCell};

use super::pn::{PnJob, PnTable};
use crate::complex::Complex;
use crate::grid::{Grid, LimitError, Limits};

/// Words of a ring row at most (facets packed `⌊64 / len⌋` to a word).
const MAX_WORDS: usize = 4;

/// The P-positions of a small box, computed as far as they are asked.
pub struct LazyPn {
    engine: Engine,
    n: usize,
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

    /// Row `r` (not yet set) is `pm` (below `2^8`).
    #[inline(always)]
    fn set(&self, r: usize, pm: u64) {
        if let Some(w) = self.words.get(r >> 3) {
            w.set(w.get() | pm << ((r & 7) << 3));
        }
    }
}

thread_local! {
    /// The ring of the last table dropped on this thread, for the next (a census studies its
    /// classes one after another on each thread). Its old contents are never read: a group
    /// reads only groups of its own table, written before it.
    static SPARE: RefCell<Vec<u64>> = const { RefCell::new(Vec::new()) };
}

/// A ring of `len` words: the spare one if there is one (not cleared), else a new one.
fn spare_ring(len: usize) -> Vec<u64> {
    let spare = SPARE.try_with(|s| s.try_borrow_mut().map(|mut s| std::mem::take(&mut *s)).unwrap_or_default());
    let mut ring = spare.unwrap_or_default();
    ring.resize(len, 0);
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

/// The kernel's state between calls.
struct Sweep {
    /// Positions per row and rows per group (`L`), words per ring row (`S`), groups.
    len: usize,
    s: usize,
    groups: usize,
    /// Per outer axis (every pile but the last two): its stride in groups, and its radix.
    back: Vec<usize>,
    outer_radix: Vec<u64>,
    /// Per outer axis, then the group axis: the slots of the facets through it.
    vmask: Vec<[u64; MAX_WORDS]>,
    /// The slots of the facets through the last vertex; bit 0 of every slot; bit 0 of the
    /// slots of the facets through the group axis.
    thr: [u64; MAX_WORDS],
    ones: [u64; MAX_WORDS],
    gones: [u64; MAX_WORDS],
    /// Is there a facet through the last vertex? Through the group axis and the last vertex?
    /// Through the group axis but not the last? (The last two: all ones or zero.)
    any_thr: bool,
    both: u64,
    group_only: u64,
    /// The facets' rows of the last `ring_groups` groups, `S` words a row.
    ring: Vec<u64>,
    ring_groups: usize,
    /// Groups done, the next one's place in the ring and its outer coordinates.
    next: usize,
    gpos: usize,
    coords: Vec<u64>,
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
        let fits = n >= 2
            && (len == 4 || len == 5)
            && top.iter().all(|&t| t as usize + 1 == len)
            && nf <= MAX_WORDS * (64 / len);
        if !fits {
            let table = PnJob::new(complex, top, &limits.with_threads(1))?.run();
            return Ok(LazyPn { engine: Engine::Whole(table), n });
        }
        let per = 64 / len;
        let s = nf.div_ceil(per).max(1);
        let outer_radix = grid.radix[..n - 2].to_vec();
        let mut back = vec![1usize; n - 2];
        for v in (0..n.saturating_sub(3)).rev() {
            back[v] = back[v + 1] * outer_radix[v + 1] as usize;
        }
        let ring_groups = back.first().map_or(1, |&b| b + 1);
        let rows = grid.size / len;
        grid.check_bytes((rows.div_ceil(8) + ring_groups * len * s) as u128 * 8, limits)?;
        let valid = (1u64 << len) - 1;
        let (mut vmask, mut thr, mut ones) = (vec![[0u64; MAX_WORDS]; n - 1], [0u64; MAX_WORDS], [0u64; MAX_WORDS]);
        for (f, &facet) in complex.facets().iter().enumerate() {
            let (w, sh) = (f / per, (f % per) * len);
            ones[w] |= 1 << sh;
            if facet >> (n - 1) & 1 == 1 {
                thr[w] |= valid << sh;
            }
            for (_, mask) in vmask.iter_mut().enumerate().filter(|&(v, _)| facet >> v & 1 == 1) {
                mask[w] |= valid << sh;
            }
        }
        let gmask = vmask[n - 2];
        let gones: [u64; MAX_WORDS] = std::array::from_fn(|w| ones[w] & gmask[w]);
        let all_or_none = |b: bool| if b { u64::MAX } else { 0 };
        let sweep = Sweep {
            len,
            s,
            groups: rows / len,
            back,
            outer_radix,
            vmask,
            any_thr: thr.iter().any(|&t| t != 0),
            both: all_or_none((0..MAX_WORDS).any(|w| gones[w] & thr[w] != 0)),
            group_only: all_or_none((0..MAX_WORDS).any(|w| gones[w] & !thr[w] != 0)),
            thr,
            ones,
            gones,
            ring: spare_ring(ring_groups * len * s),
            ring_groups,
            next: 0,
            gpos: 0,
            coords: vec![0; n - 2],
        };
        let table = Table { words: (0..rows.div_ceil(8)).map(|_| Cell::new(0)).collect() };
        Ok(LazyPn { engine: Engine::Rows { sweep: Box::new(RefCell::new(sweep)), table, done: Cell::new(0), len }, n })
    }

    /// Is `pos` (inside the box) a P-position? Computes the rows up to it first, if needed.
    #[inline]
    pub fn is_p(&self, pos: &[u64]) -> bool {
        match &self.engine {
            Engine::Whole(t) => t.is_p(pos),
            Engine::Rows { sweep, table, done, len: sweep_len } => {
                let Some((&x, rest)) = pos.split_last() else { return false };
                // The row by Horner's rule in the cube's radix, a constant (and the census's
                // six row piles unrolled).
                let row = match (*sweep_len, <&[u64; 6]>::try_from(rest)) {
                    (4, Ok(a)) => row_of::<4, 6>(a),
                    (_, Ok(a)) => row_of::<5, 6>(a),
                    (len, _) => rest.iter().fold(0usize, |r, &p| r * len + p as usize),
                };
                if row >= done.get() {
                    Self::compute(sweep, table, done, row);
                }
                table.get(row) >> x & 1 == 1
            }
        }
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
        match (self.s, self.len) {
            (1, 5) => self.groups_to::<1, 5>(end, table),
            (2, 5) => self.groups_to::<2, 5>(end, table),
            (3, 5) => self.groups_to::<3, 5>(end, table),
            (_, 5) => self.groups_to::<4, 5>(end, table),
            (1, _) => self.groups_to::<1, 4>(end, table),
            (2, _) => self.groups_to::<2, 4>(end, table),
            (3, _) => self.groups_to::<3, 4>(end, table),
            _ => self.groups_to::<4, 4>(end, table),
        }
    }

    /// The groups before `end`: `S` words a ring row, rows of `L` positions, groups of `L`
    /// rows.
    #[inline(never)]
    fn groups_to<const S: usize, const L: usize>(&mut self, end: usize, table: &Table) {
        let (fold, steps) = const { fold_shifts(L, 64 / L) };
        let valid = (1u64 << L) - 1;
        let (gr, any_thr, both, group_only) = (self.ring_groups, self.any_thr, self.both, self.group_only);
        let (thr, ones, gones) = (self.thr, self.ones, self.gones);
        let gmask = self.vmask[self.coords.len()];
        while self.next < end.min(self.groups) {
            let mut acc = [[0u64; S]; L];
            // The group's rows one step down each outer axis: whole earlier groups.
            for (v, (&c, &b)) in self.coords.iter().zip(&self.back).enumerate() {
                if c == 0 {
                    continue;
                }
                let src = if self.gpos >= b { self.gpos - b } else { self.gpos + gr - b };
                let rows = &self.ring[src * L * S..(src + 1) * L * S];
                let mask = &self.vmask[v];
                for (x, a) in acc.iter_mut().enumerate() {
                    for (w, a) in a.iter_mut().enumerate() {
                        *a |= rows[x * S + w] & mask[w];
                    }
                }
            }
            // Along the group axis, before this group's P-positions: a prefix OR.
            for x in 1..L {
                for w in 0..S {
                    acc[x][w] |= acc[x - 1][w] & gmask[w];
                }
            }
            // Each row's P-position: a short chain through the group's earlier ones.
            let mut pms = [0u64; L];
            let mut before = 0u64;
            for (pm, a) in pms.iter_mut().zip(&acc) {
                let (mut t, mut o) = (0u64, 0u64);
                for w in 0..S {
                    t |= a[w] & thr[w];
                    o |= a[w] & !thr[w];
                }
                for &f in &fold[..steps] {
                    t |= t >> f;
                    o |= o >> f;
                }
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
            // The group's facet rows into the ring, its P-positions into the table.
            let dst = &mut self.ring[self.gpos * L * S..(self.gpos + 1) * L * S];
            let mut before = 0u64;
            for (x, (a, &pm)) in acc.iter().zip(&pms).enumerate() {
                for w in 0..S {
                    dst[x * S + w] = a[w] | before.wrapping_mul(gones[w]) | pm.wrapping_mul(ones[w]);
                }
                before |= pm;
                table.set(self.next * L + x, pm);
            }
            self.next += 1;
            self.gpos = if self.gpos + 1 == gr { 0 } else { self.gpos + 1 };
            crate::grid::advance(&mut self.coords, &self.outer_radix);
        }
    }
}
