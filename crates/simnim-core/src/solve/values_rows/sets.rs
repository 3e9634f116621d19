//! The value engine's stored sets: each set's values 0..63 in one 64-bit word, the values
//! beyond in 32-bit tail words (as many as the box's chips need) that only the sets able to
//! hold such values have.
//!
//! Sets live in *slot rows* (the sets of one row of positions, in the order the kernels
//! index them), which the units of a search occupy in turn. A value is at most the chips of
//! its position, and a row stores the tail words of its sets only when it has 63 chips or
//! more (a row one chip above then reads values that may pass 63), so a slot row gets tail
//! words only when some row that occupies it has 63 chips or more. On a box of equal piles
//! that is a minority of the rows: on the hexagon with piles 14, 23% of the column's and
//! half the unit's.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering::Relaxed};

/// The first tail word of a slot row without tail words.
const NONE: u32 = u32::MAX;

/// Extra low words past the last set: the vector kernel reads a whole vector from a
/// position's first lane, and the lanes past its sets are masked out.
const PAD: usize = 3;

/// Sets in slot rows, tail words only where they can be needed.
pub(super) struct Sets {
    pub(super) lo: Vec<AtomicU64>,
    hi: Vec<AtomicU32>,
    /// 32-bit tail words per set (0 when every value fits the low word).
    pub(super) hw: usize,
    /// Sets per slot row.
    per_row: usize,
    /// Per slot row: its rank among the slot rows with tail words, or `NONE`.
    rank: Vec<u32>,
}

impl Sets {
    /// `rows` slot rows of `per_row` sets of `sw` 32-bit words each (at most 2^32 − 1 of
    /// them); `tails(r)`: can slot row `r` need tail words?
    pub(super) fn new(rows: usize, per_row: usize, sw: usize, tails: impl Fn(usize) -> bool) -> Sets {
        let hw = sw.saturating_sub(2);
        let mut ranked = 0u32;
        let rank = if hw == 0 || per_row == 0 {
            Vec::new()
        } else {
            (0..rows)
                .map(|r| {
                    if tails(r) {
                        ranked += 1;
                        ranked - 1
                    } else {
                        NONE
                    }
                })
                .collect()
        };
        let words = ranked as usize * per_row * hw;
        Sets {
            lo: (0..rows * per_row + PAD).map(|_| AtomicU64::new(0)).collect(),
            hi: (0..words).map(|_| AtomicU32::new(0)).collect(),
            hw,
            per_row,
            rank,
        }
    }

    /// Bytes of `rows` slot rows of `per_row` sets of `sw` 32-bit words, `with_tails` of the
    /// rows having tail words (see [`Sets::new`]).
    pub(super) fn bytes(rows: usize, per_row: usize, sw: usize, with_tails: usize) -> u128 {
        let hw = sw.saturating_sub(2) as u128;
        let ranks = if hw == 0 || per_row == 0 { 0 } else { rows as u128 * 4 };
        (rows * per_row + PAD) as u128 * 8 + (with_tails * per_row) as u128 * hw * 4 + ranks
    }

    /// The first tail word of slot row `r`'s sets, when it has tail words (else a value
    /// that is never used: callers read tail words only of rows that have them).
    #[inline(always)]
    pub(super) fn row_tail(&self, r: usize) -> usize {
        match self.rank.get(r) {
            Some(&k) if k != NONE => k as usize * self.per_row * self.hw,
            _ => usize::MAX,
        }
    }

    /// The first tail word of set `e` (see [`Sets::row_tail`]).
    fn tail(&self, e: usize) -> usize {
        if self.hw == 0 {
            return usize::MAX;
        }
        self.row_tail(e / self.per_row).wrapping_add(e % self.per_row * self.hw)
    }

    /// ORs into `out` set `e`'s first `k` 32-bit words, its tail words from `t` (the first
    /// 64 values always: the low word is always written whole).
    #[inline(always)]
    pub(super) fn load(&self, e: usize, t: usize, k: usize, out: &mut [u64]) {
        out[0] |= self.lo[e].load(Relaxed);
        if k > 2 {
            for (i, w) in self.hi[t..t + k - 2].iter().enumerate() {
                out[1 + (i >> 1)] |= (w.load(Relaxed) as u64) << (32 * (i & 1));
            }
        }
    }

    /// Stores set `e`'s first `k` 32-bit words from `set` (`W` 64-bit words; words beyond
    /// `W` are zero), its tail words from `t`.
    #[inline(always)]
    pub(super) fn store<const W: usize>(&self, e: usize, t: usize, k: usize, set: &[u64]) {
        self.lo[e].store(set[0], Relaxed);
        if k > 2 {
            for (i, w) in self.hi[t..t + k - 2].iter().enumerate() {
                let v = if 1 + (i >> 1) < W { (set[1 + (i >> 1)] >> (32 * (i & 1))) as u32 } else { 0 };
                w.store(v, Relaxed);
            }
        }
    }

    /// Clears the tail words from `t` among a set's first `k` 32-bit words (a set of values
    /// below 64 stored by the vector kernel, which writes the low word itself).
    pub(super) fn clear_tail(&self, t: usize, k: usize) {
        if k > 2 {
            for w in &self.hi[t..t + k - 2] {
                w.store(0, Relaxed);
            }
        }
    }

    /// Sets `from..to`: their low words, and `hw` tail words each (zeros for a set without).
    pub(super) fn copy_out(&self, from: usize, to: usize) -> (Vec<u64>, Vec<u32>) {
        let lo = self.lo[from..to].iter().map(|w| w.load(Relaxed)).collect();
        let mut hi = vec![0u32; (to - from) * self.hw];
        for (e, out) in (from..to).zip(hi.chunks_exact_mut(self.hw.max(1))) {
            if let Some(words) = self.hi.get(self.tail(e)..).and_then(|h| h.get(..self.hw)) {
                for (o, w) in out.iter_mut().zip(words) {
                    *o = w.load(Relaxed);
                }
            }
        }
        (lo, hi)
    }

    /// Writes sets `from..` as [`Sets::copy_out`] gave them; `false` when they do not fit.
    pub(super) fn copy_in(&self, from: usize, lo: &[u64], hi: &[u32]) -> bool {
        let to = from + lo.len();
        if to + PAD > self.lo.len() || hi.len() != lo.len() * self.hw {
            return false;
        }
        for (w, &x) in self.lo[from..to].iter().zip(lo) {
            w.store(x, Relaxed);
        }
        for (e, words) in (from..to).zip(hi.chunks_exact(self.hw.max(1))) {
            if let Some(slot) = self.hi.get(self.tail(e)..).and_then(|h| h.get(..self.hw)) {
                for (w, &x) in slot.iter().zip(words) {
                    w.store(x, Relaxed);
                }
            }
        }
        true
    }
}
