//! The value kernel on vectors, for rows whose values fit one word (at most 63 chips) of
//! complexes with at most 8 facets: a position's sets `D_F`, one per facet, are the lanes
//! of one or two `wide::u64x4` (stored facets first, as the unit keeps them), so a read
//! along an axis is one masked vector OR, the options are the OR of the lanes, and the
//! unit's sets of a position are written as whole vectors. The recurrence is the scalar
//! kernel's (see the parent module) position by position: a position reads earlier rows
//! of its unit, the previous unit's set at its own place (not yet overwritten), the column
//! below it and, along the row, the previous position.

use std::mem::take;
use std::sync::Arc;

use wide::u64x4;

use super::super::words::{Own, Threads, Vector, Words};
use super::{Rows, Shared};

/// Most facets the vector kernel handles (two vectors of four lanes).
const MAX_LANES: usize = 8;

/// Lanes per position for a complex with `nf` facets: a multiple of 4, or 0 when the
/// vector kernel does not run.
pub(super) fn lanes_for(nf: usize) -> usize {
    if (1..=MAX_LANES).contains(&nf) {
        nf.div_ceil(4) * 4
    } else {
        0
    }
}

/// The kernel's constants: per axis, the lanes of the facets read along it.
pub(super) struct Lanes {
    /// Vectors per position (1 or 2).
    vectors: usize,
    /// Per vertex: the lanes of the facets that contain it strictly between the first and
    /// the last vertex (read along its axis).
    axis: Vec<[u64x4; 2]>,
    /// The lanes of the facets through vertex 0 (the column) and through the last vertex.
    first: [u64x4; 2],
    last: [u64x4; 2],
}

fn vectors(lanes: &[u64; MAX_LANES]) -> [u64x4; 2] {
    [u64x4::new([lanes[0], lanes[1], lanes[2], lanes[3]]), u64x4::new([lanes[4], lanes[5], lanes[6], lanes[7]])]
}

impl Lanes {
    /// The constants of `s`, when its rows can run on vectors.
    pub(super) fn new(s: &Shared) -> Option<Lanes> {
        let lanes = lanes_for(s.nf);
        if lanes == 0 || (s.stored > 0 && s.stride != lanes) {
            return None;
        }
        // Stored facets in their slots, the others after them.
        let mut next = s.stored;
        let lane: Vec<usize> = s
            .slot
            .iter()
            .map(|k| {
                k.unwrap_or_else(|| {
                    next += 1;
                    next - 1
                })
            })
            .collect();
        let mask = |pick: &dyn Fn(usize) -> bool| {
            let mut m = [0u64; MAX_LANES];
            for (f, &l) in lane.iter().enumerate() {
                if pick(f) {
                    m[l] = u64::MAX;
                }
            }
            vectors(&m)
        };
        Some(Lanes {
            vectors: lanes / 4,
            axis: (0..s.n).map(|v| mask(&|f| s.mids[f].contains(&v))).collect(),
            first: mask(&|f| s.has0[f]),
            last: mask(&|f| s.has_last[f]),
        })
    }
}

impl Rows {
    /// Rows `j..to` while their values fit one word; returns the first row not done.
    pub(super) fn rows_vector(&mut self, j: usize, to: usize) -> usize {
        // The only thread (asked once per call: the check is an atomic operation) takes
        // the low words of its sets out of the shared part and reads and writes them plainly.
        let own = Arc::get_mut(&mut self.s).map(|s| (take(&mut s.unit.lo), take(&mut s.column.lo)));
        match own {
            Some((mut unit, mut column)) => {
                let next = self.vector_rows(j, to, &mut Own(&mut unit), &mut Own(&mut column));
                if let Some(s) = Arc::get_mut(&mut self.s) {
                    (s.unit.lo, s.column.lo) = (unit, column);
                }
                next
            }
            None => {
                let s = Arc::clone(&self.s);
                self.vector_rows(j, to, &mut Threads(&s.unit.lo), &mut Threads(&s.column.lo))
            }
        }
    }

    fn vector_rows<R: Words>(&mut self, mut j: usize, to: usize, unit: &mut R, column: &mut R) -> usize {
        let two = self.s.lanes.as_ref().is_some_and(|l| l.vectors == 2);
        while j < to {
            let chips = self.coords.iter().sum::<u64>() as usize + self.s.len - 1;
            if super::width_for(chips) != 1 {
                break;
            }
            if two {
                self.vector_row::<2, R>(j, chips, unit, column);
            } else {
                self.vector_row::<1, R>(j, chips, unit, column);
            }
            self.next_row();
            j += 1;
        }
        j
    }

    /// Row `j` of the unit, `L` vectors per position.
    #[inline(always)]
    fn vector_row<const L: usize, R: Words>(&self, j: usize, chips: usize, unit: &mut R, column: &mut R) {
        let s = &*self.s;
        let Some(l) = &s.lanes else { return };
        let (len, stride) = (s.len, s.stride);
        let p0 = j * len;
        let top = s.table.is_none() && self.coords.iter().zip(&s.grid.radix).all(|(&c, &r)| c + 1 == r);
        let c0 = self.coords.first().is_some_and(|&c| c > 0);
        let i0 = (self.unit * s.rows + j) * len;
        // The axes this row reads (a chip fewer on a vertex with chips), and how far back:
        // the second axis the previous unit's set at the same place, the others earlier
        // rows of this unit.
        let mut axes = [(0usize, 0usize); 64];
        let mut na = 0;
        for (v, &c) in self.coords.iter().enumerate().skip(1) {
            if c > 0 && stride > 0 && l.axis[v][..L].iter().any(|m| m.any()) {
                axes[na] = (v, if v == 1 { 0 } else { s.grid.stride[v] });
                na += 1;
            }
        }
        let mut prev = [u64x4::ZERO; L];
        for x in 0..len {
            let pos = p0 + x;
            let mut acc = [u64x4::ZERO; L];
            for &(v, back) in &axes[..na] {
                let base = (pos - back) * stride;
                for (q, a) in acc.iter_mut().enumerate() {
                    *a |= u64x4::read(unit, base + 4 * q) & l.axis[v][q];
                }
            }
            let below = if c0 { column.get(self.column0 + pos) } else { 0 };
            let below_v = u64x4::splat(below);
            for (q, a) in acc.iter_mut().enumerate() {
                *a |= below_v & l.first[q];
                if x > 0 {
                    *a |= prev[q] & l.last[q];
                }
            }
            let options = acc.iter().fold(0u64, |o, a| a.to_array().iter().fold(o, |o, &w| o | w));
            // At most 63 chips: the value is at most 63.
            let g = (!options).trailing_zeros();
            let bit = 1u64.checked_shl(g).unwrap_or(0);
            let bit_v = u64x4::splat(bit);
            for (q, a) in acc.iter_mut().enumerate() {
                *a |= bit_v;
                if stride > 0 {
                    a.write(unit, pos * stride + 4 * q);
                }
            }
            prev = acc;
            column.set(self.column0 + pos, below | bit);
            s.keep_value(i0 + x, g as usize, top && x == len - 1);
        }
        // A row of 63 chips stores the first tail word too (its values reach 64 a chip
        // above, where it is read): empty here.
        let ks = (chips + 2).div_ceil(32).min(s.sw);
        if ks > 2 {
            for pos in p0..p0 + len {
                for k in 0..s.stored {
                    s.unit.clear_tail(pos * stride + k, ks);
                }
                s.column.clear_tail(self.column0 + pos, ks);
            }
        }
    }
}
