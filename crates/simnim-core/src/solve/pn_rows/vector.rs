//! The P/N row kernel on vectors: a ring row of 2 words, or of 3 or 4 (padded to 4), for
//! rows of at most 64 positions with every facet's row packed, is one vector
//! (`wide::u64x2`: one SSE2 or SIMD128 register; `wide::u64x4`: two), so each read along an
//! axis is one masked vector OR and the upward fill of the facets through the last vertex
//! is four vector operations. The recurrence is the narrow kernel's (see the parent
//! module), lane for lane.

use std::mem::take;
use std::sync::Arc;

use wide::{u64x2, u64x4};

use super::super::words::{Own, Threads, Vector, Words};
use super::{Rows, Shared};

/// The narrow kernel's per-word constants, one vector each.
pub(super) struct Lanes<V> {
    /// Per vertex before the last: the bits of the facets through it.
    mask: Vec<V>,
    /// Bit 0 of the slot of every facet through vertex 0 (the column's copies).
    spread: V,
    /// Bit 0 of every facet's slot (the P-position's copies).
    ones: V,
    /// The slots of facets through the last vertex, and the others.
    through: V,
    keep: V,
    /// Even and odd slots through the last vertex: their bits, and a one above each.
    even: (V, V),
    odd: (V, V),
}

/// The constants for a ring row of two words, or of four.
pub(super) enum AnyLanes {
    Two(Lanes<u64x2>),
    Four(Lanes<u64x4>),
}

impl AnyLanes {
    /// The constants of `s`, when its ring rows are `words` words (2 or 4).
    pub(super) fn new(s: &Shared, words: usize) -> Option<AnyLanes> {
        match words {
            2 => Some(AnyLanes::Two(Lanes::new(s))),
            4 => Some(AnyLanes::Four(Lanes::new(s))),
            _ => None,
        }
    }
}

impl<V: Vector> Lanes<V> {
    fn new(s: &Shared) -> Lanes<V> {
        let pk = &s.packed;
        let pick = |f: fn(&[(u64, u64); 2]) -> u64| V::from_words(&pk.through.iter().map(f).collect::<Vec<_>>());
        let even = (pick(|t| t[0].0), pick(|t| t[0].1));
        let odd = (pick(|t| t[1].0), pick(|t| t[1].1));
        let through = even.0 | odd.0;
        Lanes {
            mask: s.vslab.iter().map(|m| V::from_words(m)).collect(),
            spread: V::from_words(&s.spread),
            ones: V::from_words(&pk.ones),
            through,
            keep: !through,
            even,
            odd,
        }
    }

    /// The slots through the last vertex filled from their lowest set bit up (as
    /// `Packed::fill`, every word at once).
    #[inline(always)]
    fn fill(&self, x: V) -> V {
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
fn row<V: Vector, R: Words>(s: &Shared, l: &Lanes<V>, unit: &mut R, column: &mut R, kept: bool, at: At<'_>) -> u64 {
    let (j, coords, w, pk) = (at.j, at.coords, V::WORDS, &s.packed);
    let k = coords.len().min(l.mask.len()).min(s.back.len());
    // G_F along every axis but the first and the last (see `gather`).
    let mut acc = V::ZERO;
    if k >= 2 && coords[1] > 0 {
        acc |= V::read(unit, j * w) & l.mask[1];
    }
    for v in 2..k {
        if coords[v] > 0 {
            acc |= V::read(unit, (j - s.back[v]) * w) & l.mask[v];
        }
    }
    let below = if coords.first().is_some_and(|&c| c > 0) { column.get(at.column0 + j) } else { 0 };
    if below != 0 {
        acc |= V::splat(below) * l.spread;
    }
    let all = pk.fold(acc.or_words()) & s.valid0;
    let thr = pk.fold((acc & l.through).or_words()) & s.valid0;
    let first = if thr == 0 { 63 } else { thr.trailing_zeros() };
    let skip = if at.origin { !1u64 } else { u64::MAX };
    let pm = if s.any_through_last {
        let cand = !all & (u64::MAX >> (63 - first)) & s.valid0 & skip;
        cand & cand.wrapping_neg()
    } else {
        !all & s.valid0 & skip
    };
    if kept {
        l.fill(acc | (V::splat(pm) * l.ones)).write(unit, j * w);
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

    fn sweep<R: Words>(&mut self, from: usize, to: usize, unit: &mut R, column: &mut R, kept: bool) {
        // The shape, held apart from the worker for the call (its words are passed apart).
        let s = Arc::clone(&self.s);
        match &s.lanes {
            Some(AnyLanes::Two(l)) => self.sweep_with(&s, l, from, to, unit, column, kept),
            Some(AnyLanes::Four(l)) => self.sweep_with(&s, l, from, to, unit, column, kept),
            None => {}
        }
    }

    #[inline(always)]
    fn sweep_with<V: Vector, R: Words>(
        &mut self,
        s: &Shared,
        l: &Lanes<V>,
        from: usize,
        to: usize,
        unit: &mut R,
        column: &mut R,
        kept: bool,
    ) {
        for j in from..to {
            let origin = self.unit == 0 && j == 0 && s.misere;
            let pm = row(s, l, unit, column, kept, At { j, column0: self.column0, coords: &self.coords, origin });
            if pm != 0 {
                self.pm[0] = pm;
                self.record(j);
            }
            self.next_row();
        }
    }
}
