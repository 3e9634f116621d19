//! The P/N row kernel on vectors: a ring row of 2 words, or of 3 or 4 (padded to 4), for
//! rows of at most 64 positions with every facet's row packed, is one vector
//! (`wide::u64x2`: one SSE2 or SIMD128 register; `wide::u64x4`: two), so each read along an
//! axis is one masked vector OR and the upward fill of the facets through the last vertex
//! is four vector operations. The recurrence is the narrow kernel's (see the parent
//! module), lane for lane.

use std::mem::take;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, PoisonError};

use wide::{u64x2, u64x4};

use super::super::pn_layout::{Layout, VECTOR};
use super::super::words::{Own, Threads, Vector, Words};
use super::{next_row, record, Found, Rows, Shared, BLOCK};

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

/// The unit's rows as a call reads and writes them. One thread: the unit's rows (`mine`,
/// `mask` all ones; `hand` unused). Several threads (`SPLIT`): `mine` is the thread's own
/// ring of its unit's latest rows (a power of two of them, more than the farthest read back
/// within a unit, `mask` its words less one), and `hand` the block of the shared rows that
/// holds the call's rows (its first word is word `base` of the unit's rows), which the next
/// unit reads along the second axis: each row read once (the unit before's) and written
/// once (this unit's). Both are read and written plainly.
struct Unit<M, H> {
    mine: M,
    mask: usize,
    hand: H,
    base: usize,
}

/// One row: reads the rows below, writes its own, returns its P-positions.
#[inline(always)]
fn row<V: Vector, M: Words, H: Words, C: Words, const SPLIT: bool>(
    s: &Shared,
    l: &Lanes<V>,
    unit: &mut Unit<M, H>,
    column: &mut C,
    kept: bool,
    at: At<'_>,
) -> u64 {
    let (j, coords, w, pk, mask) = (at.j, at.coords, V::WORDS, &s.packed, unit.mask);
    let k = coords.len().min(l.mask.len()).min(s.back.len());
    // G_F along every axis but the first and the last (see `gather`).
    let mut acc = V::ZERO;
    if k >= 2 && coords[1] > 0 {
        let before = if SPLIT { V::read(&mut unit.hand, j * w - unit.base) } else { V::read(&mut unit.mine, j * w) };
        acc |= before & l.mask[1];
    }
    for v in 2..k {
        if coords[v] > 0 {
            acc |= V::read(&mut unit.mine, ((j - s.back[v]) * w) & mask) & l.mask[v];
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
        let d = l.fill(acc | (V::splat(pm) * l.ones));
        d.write(&mut unit.mine, (j * w) & mask);
        if SPLIT {
            d.write(&mut unit.hand, j * w - unit.base);
        }
    }
    column.set(at.column0 + j, below | pm);
    pm
}

impl Rows {
    /// Rows `from..to` whose ring row is one vector.
    ///
    /// The only thread of a search takes its rows out of the shared part for the call and
    /// reads and writes them plainly. Whether it is the only one is read from the shared
    /// part's count of owners, which nothing writes while several threads run: a thread
    /// that cloned the shared part or asked for it mutably on every call would write that
    /// count's cache line, and each thread would take it from the other's cache, once per
    /// call, under the shape's fields the kernel reads (2 threads ran no faster than one).
    /// With several threads, each reads the rows of its own unit from its own ring, and the
    /// row the next unit reads from the block of shared rows it holds for the call, both
    /// plainly: only the column's words are read and written one at a time.
    pub(super) fn rows_vector(&mut self, from: usize, to: usize) {
        let Rows { s, unit: u, column0, coords, pm, found, ring, .. } = self;
        if !s.blocks.is_empty() {
            if ring.is_empty() {
                *ring = (0..ring_words(&s.lay)).map(|_| AtomicU64::new(0)).collect();
            }
            let (mask, words) = (ring.len() - 1, BLOCK * s.lay.slab);
            let mut j = from;
            while j < to {
                let (b, end) = (j / BLOCK, to.min((j / BLOCK + 1) * BLOCK));
                let mut block = s.blocks[b].lock().unwrap_or_else(PoisonError::into_inner);
                let mut unit = Unit { mine: Own(&mut ring[..]), mask, hand: Own(&mut block[..]), base: b * words };
                let at = Sweep { unit: *u, column0: *column0, from: j, to: end, coords, pm, found };
                sweep::<_, _, _, true>(s, at, &mut unit, &mut Threads(&s.column), true);
                j = end;
            }
            return;
        }
        let at = Sweep { unit: *u, column0: *column0, from, to, coords, pm, found };
        let own = if Arc::strong_count(s) == 1 {
            Arc::get_mut(s).map(|s| (take(&mut s.unit), take(&mut s.column)))
        } else {
            None
        };
        match own {
            Some((mut rows, mut column)) => {
                let kept = !rows.is_empty();
                let mut unit = Unit { mine: Own(&mut rows), mask: usize::MAX, hand: Own(&mut []), base: 0 };
                sweep::<_, _, _, false>(s, at, &mut unit, &mut Own(&mut column), kept);
                if let Some(sh) = Arc::get_mut(s) {
                    (sh.unit, sh.column) = (rows, column);
                }
            }
            // Several threads without rows kept across units (fewer than four vertices).
            None => {
                let kept = !s.unit.is_empty();
                let mut unit = Unit { mine: Threads(&s.unit), mask: usize::MAX, hand: Own(&mut []), base: 0 };
                sweep::<_, _, _, false>(s, at, &mut unit, &mut Threads(&s.column), kept);
            }
        }
    }
}

/// Words of a thread's own ring (see `Unit`): rows of one vector, more than the farthest
/// read back within a unit, a power of two of them.
fn ring_words(lay: &Layout) -> usize {
    (lay.window + 1).next_power_of_two() * lay.slab
}

/// Bytes of a thread's own ring, when the vector kernel runs on several threads (else 0).
pub(in super::super) fn ring_bytes(lay: &Layout) -> u128 {
    if lay.wl == 1 && matches!(lay.slab, 2 | VECTOR) {
        ring_words(lay) as u128 * 8
    } else {
        0
    }
}

/// A call's rows: the unit, its first column row, the rows, the first row's coordinates
/// (advanced row by row), and where the P-positions found go.
struct Sweep<'a> {
    unit: usize,
    column0: usize,
    from: usize,
    to: usize,
    coords: &'a mut [u64],
    pm: &'a mut [u64],
    found: &'a mut Found,
}

fn sweep<M: Words, H: Words, C: Words, const SPLIT: bool>(
    s: &Shared,
    at: Sweep<'_>,
    unit: &mut Unit<M, H>,
    column: &mut C,
    kept: bool,
) {
    match &s.lanes {
        Some(AnyLanes::Two(l)) => sweep_with::<_, _, _, _, SPLIT>(s, l, at, unit, column, kept),
        Some(AnyLanes::Four(l)) => sweep_with::<_, _, _, _, SPLIT>(s, l, at, unit, column, kept),
        None => {}
    }
}

#[inline(always)]
fn sweep_with<V: Vector, M: Words, H: Words, C: Words, const SPLIT: bool>(
    s: &Shared,
    l: &Lanes<V>,
    at: Sweep<'_>,
    unit: &mut Unit<M, H>,
    column: &mut C,
    kept: bool,
) {
    for j in at.from..at.to {
        let origin = at.unit == 0 && j == 0 && s.misere;
        let pm = row::<V, M, H, C, SPLIT>(
            s,
            l,
            unit,
            column,
            kept,
            At { j, column0: at.column0, coords: at.coords, origin },
        );
        if pm != 0 {
            at.pm[0] = pm;
            record(s, at.unit, at.coords, j, &at.pm[..1], at.found);
        }
        next_row(s, at.coords);
    }
}
