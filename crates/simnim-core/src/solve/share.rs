//! One worker's share of a value search split over workers that share no memory (the
//! browser's pool of Web Workers): worker `w` of `W` computes the slabs `s ≡ w (mod W)`
//! (a slab: every position with the same first pile), each whole, and passes the column
//! (see `values_rows`) of its slab to the worker of the next slab, in chunks of rows as they
//! are done, so the next slab starts as soon as its first rows' columns arrive. Every value
//! is computed by the same recurrence from the same sets as in one search: the values are
//! identical. One worker alone needs no chunks.

use std::collections::VecDeque;
use std::sync::Arc;

use super::pipeline::SlabWorker;
use super::values_rows::{self, Rows, Shared};
use super::MAX_CHIPS;
use crate::complex::Complex;
use crate::grid::{Grid, LimitError, Limits};

/// The column sets of rows of a slab: what one worker passes to the next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColumnChunk {
    /// The slab these sets belong to (the receiver computes slab `slab + 1`).
    pub slab: usize,
    /// The first position (within the slab) they are for.
    pub from: usize,
    /// Each position's values 0..63, and its further 32-bit words.
    pub lo: Vec<u64>,
    pub hi: Vec<u32>,
}

impl ColumnChunk {
    /// The chunk as bytes for worker `to`, tagged with `job` (the workers pass these to each
    /// other directly): `to`, `job`, `slab`, `from`, the counts, then the words, little-endian.
    pub fn to_bytes(&self, to: usize, job: u64) -> Vec<u8> {
        let head = [to as u64, job, self.slab as u64, self.from as u64, self.lo.len() as u64, self.hi.len() as u64];
        let mut out = vec![0u8; 48 + self.lo.len() * 8 + self.hi.len() * 4];
        let (h, body) = out.split_at_mut(48);
        for (b, x) in h.chunks_exact_mut(8).zip(head) {
            b.copy_from_slice(&x.to_le_bytes());
        }
        let (lo, hi) = body.split_at_mut(self.lo.len() * 8);
        for (b, x) in lo.chunks_exact_mut(8).zip(&self.lo) {
            b.copy_from_slice(&x.to_le_bytes());
        }
        for (b, x) in hi.chunks_exact_mut(4).zip(&self.hi) {
            b.copy_from_slice(&x.to_le_bytes());
        }
        out
    }

    /// Reads [`ColumnChunk::to_bytes`]: the receiving worker, the job and the chunk; `None`
    /// for anything else.
    pub fn from_bytes(bytes: &[u8]) -> Option<(usize, u64, ColumnChunk)> {
        let word =
            |i: usize| -> Option<u64> { Some(u64::from_le_bytes(bytes.get(i * 8..i * 8 + 8)?.try_into().ok()?)) };
        let (to, job, slab, from) = (word(0)?, word(1)?, word(2)?, word(3)?);
        let (nlo, nhi) = (word(4)? as usize, word(5)? as usize);
        let body = bytes.get(48..)?;
        if body.len() != nlo.checked_mul(8)?.checked_add(nhi.checked_mul(4)?)? {
            return None;
        }
        let (lo, hi) = body.split_at(nlo * 8);
        let lo =
            lo.chunks_exact(8).map(|c| u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]])).collect();
        let hi = hi.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        Some((to as usize, job, ColumnChunk { slab: slab as usize, from: from as usize, lo, hi }))
    }
}

/// Where a share's search stands after a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShareState {
    /// More to do now.
    Running,
    /// Waiting for the previous slab's columns.
    Blocked,
    /// Every slab of the share is done.
    Done,
}

/// Positions per chunk passed on (about half a megabyte of low words).
const CHUNK_POSITIONS: usize = 1 << 16;

/// Worker `worker` of `workers` in a value search of the box below `top`.
pub struct ValueShare {
    shared: Arc<Shared>,
    rows: Rows,
    worker: usize,
    workers: usize,
    slabs: usize,
    /// Rows per unit, units per slab, positions per row.
    unit_rows: usize,
    second: usize,
    len: usize,
    /// The slab being computed (`None`: done), its next row, and how many of its rows'
    /// columns (from the previous slab) have arrived.
    slab: Option<usize>,
    row: usize,
    have: usize,
    inbox: VecDeque<ColumnChunk>,
    outbox: Vec<ColumnChunk>,
    /// Rows done but not yet passed on (from `pending`).
    pending: usize,
    done_positions: u64,
    /// Positions per chunk passed on.
    chunk: usize,
}

impl ValueShare {
    /// Prepares the share; refuses what the value engine refuses, and `worker ≥ workers`.
    pub fn new(
        complex: &Complex,
        top: &[u64],
        limits: &Limits,
        worker: usize,
        workers: usize,
    ) -> Result<ValueShare, LimitError> {
        assert_eq!(top.len(), complex.n(), "position length must equal the number of vertices");
        let grid = Grid::new(top, limits)?;
        let chips: u128 = top.iter().map(|&t| t as u128).sum();
        if chips > MAX_CHIPS as u128 {
            return Err(LimitError::Chips { chips, limit: MAX_CHIPS });
        }
        super::pn::check_facets(complex.facets().len())?;
        grid.check_bytes(values_rows::bytes(complex.facets(), &grid, true), limits)?;
        let slabs = if complex.n() >= 2 { grid.radix[0] as usize } else { 1 };
        let shared = Arc::new(Shared::new(complex.facets(), complex.n(), grid, true));
        let workers = workers.max(1);
        Ok(ValueShare {
            rows: Rows::new(Arc::clone(&shared)),
            unit_rows: shared.rows,
            second: shared.second(),
            len: shared.len,
            slab: (worker < slabs).then_some(worker),
            row: 0,
            have: 0,
            inbox: VecDeque::new(),
            outbox: Vec::new(),
            pending: 0,
            done_positions: 0,
            chunk: CHUNK_POSITIONS,
            worker,
            workers,
            slabs,
            shared,
        })
    }

    /// The same share passing columns on every `positions` positions (at least a row).
    pub fn with_chunk_positions(mut self, positions: usize) -> ValueShare {
        self.chunk = positions.max(1);
        self
    }

    /// Rows of a slab.
    fn slab_rows(&self) -> usize {
        self.unit_rows * self.second
    }

    /// Takes the previous slab's columns (chunks may come early, or for later slabs).
    pub fn feed(&mut self, chunk: ColumnChunk) {
        self.inbox.push_back(chunk);
    }

    /// Moves the chunks for the current slab's predecessor into the column, in order.
    fn absorb(&mut self, s: usize) {
        loop {
            let next = self.have * self.len;
            let Some(at) = self.inbox.iter().position(|c| c.slab + 1 == s && c.from == next) else { return };
            let c = self.inbox.remove(at).expect("found above");
            if !self.shared.column_in(c.from, &c.lo, &c.hi) {
                return;
            }
            self.have += c.lo.len() / self.len.max(1);
        }
    }

    /// Passes on the columns of rows `pending..row` of slab `s` (when a next slab exists).
    fn pass_on(&mut self, s: usize, all: bool) {
        if s + 1 >= self.slabs || self.workers == 1 {
            self.pending = self.row;
            return;
        }
        while self.row > self.pending && (all || (self.row - self.pending) * self.len >= self.chunk) {
            let to = self.row.min(self.pending + self.chunk.div_ceil(self.len).max(1));
            let (lo, hi) = self.shared.column_out(self.pending * self.len, to * self.len);
            self.outbox.push(ColumnChunk { slab: s, from: self.pending * self.len, lo, hi });
            self.pending = to;
        }
    }

    /// Does about `budget` positions of work.
    pub fn step(&mut self, budget: usize) -> ShareState {
        let mut work = 0usize;
        while work < budget {
            let Some(s) = self.slab else { return ShareState::Done };
            let total = self.slab_rows();
            if s > 0 && self.workers > 1 {
                self.absorb(s);
                if self.have <= self.row {
                    return ShareState::Blocked;
                }
            }
            let limit = if s > 0 && self.workers > 1 { self.have } else { total };
            let (unit, j) = (s * self.second + self.row / self.unit_rows, self.row % self.unit_rows);
            if j == 0 {
                self.rows.begin(unit);
            }
            let to = (j + (limit - self.row)).min(self.unit_rows).min(j + budget.div_ceil(self.len).max(1));
            self.rows.rows(j, to);
            work += (to - j) * self.len;
            self.done_positions += ((to - j) * self.len) as u64;
            self.row += to - j;
            let finished = self.row == total;
            self.pass_on(s, finished);
            if finished {
                let next = s + self.workers;
                self.slab = (next < self.slabs).then_some(next);
                (self.row, self.have, self.pending) = (0, 0, 0);
            }
        }
        if self.slab.is_none() {
            ShareState::Done
        } else {
            ShareState::Running
        }
    }

    /// Is the share waiting for the previous slab's columns?
    pub fn blocked(&self) -> bool {
        match self.slab {
            Some(s) => s > 0 && self.workers > 1 && self.have <= self.row && !self.ready(s),
            None => false,
        }
    }

    /// Has a chunk arrived that continues the current slab's input?
    fn ready(&self, s: usize) -> bool {
        self.inbox.iter().any(|c| c.slab + 1 == s && c.from == self.have * self.len)
    }

    /// The chunks to pass to the next worker since the last call.
    pub fn take_output(&mut self) -> Vec<ColumnChunk> {
        std::mem::take(&mut self.outbox)
    }

    /// `(positions done by this share, positions in the box)`.
    pub fn progress(&self) -> (u64, u64) {
        (self.done_positions, self.shared.grid.size as u64)
    }

    /// The worker after this one (it computes the next slab).
    pub fn next_worker(&self) -> usize {
        (self.worker + 1) % self.workers
    }

    /// The value of `pos` if this share computed it (its first pile is one of the share's
    /// slabs) and the share is done.
    pub fn value(&self, pos: &[u64]) -> Option<u64> {
        let grid = &self.shared.grid;
        let mine = if self.slabs == 1 {
            self.worker == 0
        } else {
            pos.first().is_some_and(|&p0| p0 as usize % self.workers == self.worker)
        };
        if self.slab.is_some() || !grid.contains(pos) || !mine {
            return None;
        }
        let i = grid.index(pos);
        let t = self.shared.table.as_ref()?;
        Some(if self.shared.width == 1 {
            t[i].load(std::sync::atomic::Ordering::Relaxed) as u64
        } else {
            let b = |k: usize| t[k].load(std::sync::atomic::Ordering::Relaxed);
            u16::from_le_bytes([b(2 * i), b(2 * i + 1)]) as u64
        })
    }
}
