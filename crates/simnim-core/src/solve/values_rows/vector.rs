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
use crate::grid::advance;

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
        if lanes == 0 {
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
    ///
    /// The only thread of a search takes the low words of its sets out of the shared part
    /// and reads and writes them plainly; whether it is the only one is read, not written,
    /// from the shared part's count of owners (see the P/N kernel's `rows_vector`: threads
    /// writing that count on every call run no faster than one).
    pub(super) fn rows_vector(&mut self, j: usize, to: usize) -> usize {
        let Rows { s, unit: u, column0, coords, .. } = self;
        let at = Place { unit: *u, column0: *column0, coords };
        let own = if Arc::strong_count(s) == 1 {
            Arc::get_mut(s).map(|s| (take(&mut s.unit.lo), take(&mut s.column.lo)))
        } else {
            None
        };
        match own {
            Some((mut unit, mut column)) => {
                let next = vector_rows(s, at, j, to, &mut Own(&mut unit), &mut Own(&mut column));
                if let Some(s) = Arc::get_mut(s) {
                    (s.unit.lo, s.column.lo) = (unit, column);
                }
                next
            }
            None => vector_rows(s, at, j, to, &mut Threads(&s.unit.lo), &mut Threads(&s.column.lo)),
        }
    }
}

/// Where a call's rows are: the unit, its first column position, and the coordinates of
/// the current row (advanced row by row).
struct Place<'a> {
    unit: usize,
    column0: usize,
    coords: &'a mut [u64],
}

fn vector_rows<R: Words>(s: &Shared, at: Place<'_>, mut j: usize, to: usize, unit: &mut R, column: &mut R) -> usize {
    let two = s.lanes.as_ref().is_some_and(|l| l.vectors == 2);
    let last = at.coords.len();
    while j < to {
        let chips = at.coords.iter().sum::<u64>() as usize + s.len - 1;
        if super::width_for(chips) != 1 {
            break;
        }
        if two {
            vector_row::<2, R>(s, &at, j, chips, unit, column);
        } else {
            vector_row::<1, R>(s, &at, j, chips, unit, column);
        }
        if last > 2 {
            advance(&mut at.coords[2..], &s.grid.radix[2..last]);
        }
        j += 1;
    }
    j
}

/// Row `j` of the unit, `L` vectors per position.
#[inline(always)]
fn vector_row<const L: usize, R: Words>(
    s: &Shared,
    at: &Place<'_>,
    j: usize,
    chips: usize,
    unit: &mut R,
    column: &mut R,
) {
    let Some(l) = &s.lanes else { return };
    let (len, stride) = (s.len, s.stride);
    let p0 = j * len;
    let top = s.table.is_none() && at.coords.iter().zip(&s.grid.radix).all(|(&c, &r)| c + 1 == r);
    let c0 = at.coords.first().is_some_and(|&c| c > 0);
    let i0 = (at.unit * s.rows + j) * len;
    // The axes this row reads (a chip fewer on a vertex with chips), and how far back:
    // the second axis the previous unit's set at the same place, the others earlier
    // rows of this unit.
    let mut axes = [(0usize, 0usize); 64];
    let mut na = 0;
    for (v, &c) in at.coords.iter().enumerate().skip(1) {
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
        let below = if c0 { column.get(at.column0 + pos) } else { 0 };
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
            // The stored facets' lanes only (the unit keeps `stride` sets a position).
            if stride >= 4 * q + 4 {
                a.write(unit, pos * stride + 4 * q);
            } else {
                for (i, &w) in a.to_array().iter().enumerate().take(stride.saturating_sub(4 * q)) {
                    unit.set(pos * stride + 4 * q + i, w);
                }
            }
        }
        prev = acc;
        column.set(at.column0 + pos, below | bit);
        s.keep_value(i0 + x, g as usize, top && x == len - 1);
    }
    // A row of 63 chips stores the first tail word too (its values reach 64 a chip
    // above, where it is read): empty here.
    let ks = (chips + 2).div_ceil(32).min(s.sw);
    if ks > 2 {
        let hw = s.unit.hw;
        let (ut, ct) = (s.unit.row_tail(j), s.column.row_tail((at.column0 + p0) / len));
        for x in 0..len {
            for k in 0..s.stored {
                s.unit.clear_tail(ut + (x * stride + k) * hw, ks);
            }
            s.column.clear_tail(ct + x * hw, ks);
        }
    }
}
