//! The P/N row kernel on vectors: a ring row of 2 to 4 words (rows of at most 64 positions,
//! every facet's row packed) is one `wide::u64x4` (two SSE2 registers natively, two SIMD128
//! registers in the browser's worker), so each read along an axis is one masked vector OR
//! and the upward fill of the facets through the last vertex is four vector operations.
//! The recurrence is the narrow kernel's (see the parent module), lane for lane.

use std::mem::take;
use std::sync::Arc;

use wide::u64x4;

use super::super::pn_layout::VECTOR;
use super::super::words::{Own, Threads, Words};
use super::{Rows, Shared};

/// The narrow kernel's per-word constants, one vector each.
pub(super) struct Lanes {
    /// Per vertex before the last: the bits of the facets through it.
    mask: Vec<u64x4>,
    /// Bit 0 of the slot of every facet through vertex 0 (the column's copies).
    spread: u64x4,
    /// Bit 0 of every facet's slot (the P-position's copies).
    ones: u64x4,
    /// The slots of facets through the last vertex, and the others.
    through: u64x4,
    keep: u64x4,
    /// Even and odd slots through the last vertex: their bits, and a one above each.
    even: (u64x4, u64x4),
    odd: (u64x4, u64x4),
    /// Rows back for one chip fewer on each vertex (as `Shared::back`).
    back: Vec<usize>,
    valid: u64,
    any_through_last: bool,
}

fn lanes(words: &[u64]) -> u64x4 {
    let mut a = [0u64; VECTOR];
    for (x, &w) in a.iter_mut().zip(words) {
        *x = w;
    }
    u64x4::new(a)
}

impl Lanes {
    pub(super) fn new(s: &Shared) -> Lanes {
        let pk = &s.packed;
        let pick = |f: fn(&[(u64, u64); 2]) -> u64| lanes(&pk.through.iter().map(f).collect::<Vec<_>>());
        let even = (pick(|t| t[0].0), pick(|t| t[0].1));
        let odd = (pick(|t| t[1].0), pick(|t| t[1].1));
        let through = even.0 | odd.0;
        Lanes {
            mask: s.vslab.iter().map(|m| lanes(m)).collect(),
            spread: lanes(&s.spread),
            ones: lanes(&pk.ones),
            through,
            keep: !through,
            even,
            odd,
            back: s.back.clone(),
            valid: s.valid0,
            any_through_last: s.any_through_last,
        }
    }

    /// The slots through the last vertex filled from their lowest set bit up (as
    /// `Packed::fill`, every word at once).
    #[inline(always)]
    fn fill(&self, x: u64x4) -> u64x4 {
        let ((ve, ae), (vo, ao)) = (self.even, self.odd);
        (x & self.keep) | ((ae - (x & ve)) & ve) | ((ao - (x & vo)) & vo)
    }
}

/// Where a row is: its place in the unit, the unit's column rows, its coordinates.
struct At<'a> {
    j: usize,
    column0: usize,
    coords: &'a [u64],
    /// The first row of the whole search (the empty position, in misère play not P).
    origin: bool,
}

/// One row: reads the rows below, writes its own, returns its P-positions.
#[inline(always)]
fn row<R: Words>(l: &Lanes, pk: &super::Packed, unit: &mut R, column: &mut R, kept: bool, at: At<'_>) -> u64 {
    let (j, coords) = (at.j, at.coords);
    let k = coords.len().min(l.mask.len()).min(l.back.len());
    // G_F along every axis but the first and the last (see `gather`).
    let mut acc = u64x4::ZERO;
    if k >= 2 && coords[1] > 0 {
        acc |= unit.get4(j * VECTOR) & l.mask[1];
    }
    for v in 2..k {
        if coords[v] > 0 {
            acc |= unit.get4((j - l.back[v]) * VECTOR) & l.mask[v];
        }
    }
    let below = if coords.first().is_some_and(|&c| c > 0) { column.get(at.column0 + j) } else { 0 };
    if below != 0 {
        acc |= u64x4::splat(below) * l.spread;
    }
    let [a0, a1, a2, a3] = acc.to_array();
    let [t0, t1, t2, t3] = (acc & l.through).to_array();
    let all = pk.fold(a0 | a1 | a2 | a3) & l.valid;
    let thr = pk.fold(t0 | t1 | t2 | t3) & l.valid;
    let first = if thr == 0 { 63 } else { thr.trailing_zeros() };
    let skip = if at.origin { !1u64 } else { u64::MAX };
    let pm = if l.any_through_last {
        let cand = !all & (u64::MAX >> (63 - first)) & l.valid & skip;
        cand & cand.wrapping_neg()
    } else {
        !all & l.valid & skip
    };
    if kept {
        unit.set4(j * VECTOR, l.fill(acc | (u64x4::splat(pm) * l.ones)));
    }
    column.set(at.column0 + j, below | pm);
    pm
}

impl Rows {
    /// Rows `from..to` whose ring row is one vector.
    pub(super) fn rows_vector(&mut self, from: usize, to: usize) {
        // The only thread (asked once per call: the check is an atomic operation) takes
        // its rows out of the shared part for the call and reads and writes them plainly.
        let own = Arc::get_mut(&mut self.s).map(|s| (take(&mut s.unit), take(&mut s.column)));
        match own {
            Some((mut unit, mut column)) => {
                let kept = !unit.is_empty();
                self.sweep(from, to, &mut Own(&mut unit), &mut Own(&mut column), kept);
                if let Some(s) = Arc::get_mut(&mut self.s) {
                    (s.unit, s.column) = (unit, column);
                }
            }
            None => {
                let s = Arc::clone(&self.s);
                self.sweep(from, to, &mut Threads(&s.unit), &mut Threads(&s.column), !s.unit.is_empty());
            }
        }
    }

    #[inline(always)]
    fn sweep<R: Words>(&mut self, from: usize, to: usize, unit: &mut R, column: &mut R, kept: bool) {
        for j in from..to {
            let pm = {
                let s = &*self.s;
                let Some(l) = &s.lanes else { return };
                let origin = self.unit == 0 && j == 0 && s.misere;
                row(l, &s.packed, unit, column, kept, At { j, column0: self.column0, coords: &self.coords, origin })
            };
            if pm != 0 {
                self.pm[0] = pm;
                self.record(j);
            }
            self.next_row();
        }
    }
}
