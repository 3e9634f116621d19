//! Where the P/N engine keeps its bits: a row's positions packed 64 to a word, several
//! facets' rows to a word when rows are short (with the constants that handle such words a
//! word at a time), and the rows one slab or unit keeps.

use crate::grid::Grid;

/// Words of a vector ring row (`wide::u64x4`: two SSE2 or SIMD128 registers, one AVX2).
pub(super) const VECTOR: usize = 4;

/// Words of bits the ring needs per row (packed) and in all.
#[derive(Clone, Copy, Debug)]
pub(super) struct Layout {
    /// Positions per row (the last pile's radix).
    pub(super) len: usize,
    /// Words per facet row (`ceil(len / 64)`).
    pub(super) wl: usize,
    /// Facet rows packed into one word (`64 / len` when `len ≤ 64`, else 1).
    pub(super) per: usize,
    /// Words per ring row (every facet's row): rows of at most 64 positions packed into 3
    /// words are padded to 4, one vector (`VECTOR`); 2 words are one vector of two.
    pub(super) slab: usize,
    /// Rows of a unit (`stride[1] / len` with three vertices or more, else `stride[0] / len`).
    pub(super) rows: usize,
    /// Units: the values of the first two piles (of the first with two vertices; 1 with one).
    pub(super) units: usize,
    /// Values of the second pile per unit of the first (1 with fewer than three vertices).
    pub(super) second: usize,
    /// The farthest read back within a unit, in rows (`stride[2] / len` with four vertices
    /// or more, else 0): the next unit stays this far behind.
    pub(super) window: usize,
}

impl Layout {
    pub(super) fn new(grid: &Grid, nf: usize) -> Layout {
        let n = grid.dims();
        let len = if n == 0 { 1 } else { grid.radix[n - 1] as usize };
        let wl = len.div_ceil(64);
        let per = if len <= 64 { (64 / len).max(1) } else { 1 };
        let words = nf.div_ceil(per).max(1) * wl;
        let slab = if wl == 1 && (3..=VECTOR).contains(&words) { VECTOR } else { words };
        let (rows, units, second) = match n {
            0 | 1 => (1, 1, 1),
            2 => (grid.stride[0] / len, grid.radix[0] as usize, 1),
            _ => (grid.stride[1] / len, grid.radix[0] as usize * grid.radix[1] as usize, grid.radix[1] as usize),
        };
        let window = if n >= 4 { grid.stride[2] / len } else { 0 };
        Layout { len, wl, per, slab, rows, units, second, window }
    }
    /// Bytes of the shared rows: the column over a slab, the facets' rows over a unit.
    pub(super) fn ring_bytes(&self) -> u128 {
        let column = (self.second * self.rows * self.wl) as u128;
        (column + self.unit_words() as u128) * 8
    }
    /// Words of the facets' rows over a unit (none with fewer than three vertices: rows
    /// then read only the column and themselves).
    pub(super) fn unit_words(&self) -> usize {
        if self.second > 1 || self.window > 0 {
            self.rows * self.slab
        } else {
            0
        }
    }
    /// Word and shift of word `k` of facet `f`'s row.
    #[inline(always)]
    pub(super) fn at(&self, f: usize, k: usize) -> (usize, u32) {
        ((f / self.per) * self.wl + k, if self.wl == 1 { ((f % self.per) * self.len) as u32 } else { 0 })
    }
    /// The valid bits of word `k` of a row.
    #[inline(always)]
    pub(super) fn valid(&self, k: usize) -> u64 {
        let bits = (self.len - 64 * k).min(64);
        if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        }
    }
}

/// Word-parallel constants for rows of at most 64 positions, several facets' rows packed
/// into a word (`len` bits each): a ring row is handled a word at a time, not a facet at a
/// time (the slots of every word line up, so the words can be ORed before folding).
pub(super) struct Packed {
    /// Shifts that OR every slot of a word onto slot 0, largest first (0: nothing left).
    pub(super) fold: [u32; 6],
    /// Per word, for the slots of facets through the last vertex with an even (`.0`) and
    /// an odd (`.1`) place in the word: their valid bits, and a one just above each. Every
    /// other slot is a gap, so `above − x` fills each of them from its lowest set bit up
    /// (two's complement within the slot; an empty slot borrows only from its gap).
    pub(super) through: Vec<[(u64, u64); 2]>,
    /// Per word: bit 0 of every facet's slot (multiplying a row by it copies it into each).
    pub(super) ones: Vec<u64>,
}

impl Packed {
    pub(super) fn new(lay: &Layout, through_last: &[bool]) -> Packed {
        let (len, per) = (lay.len, lay.per);
        let mut fold = [0u32; 6];
        let (mut through, mut ones) = (vec![[(0u64, 0u64); 2]; lay.slab], vec![0u64; lay.slab]);
        if lay.wl != 1 {
            return Packed { fold, through, ones };
        }
        let (mut k, mut i) = (per, 0);
        while k > 1 {
            let h = k - k / 2;
            fold[i] = (h * len) as u32;
            (k, i) = (h, i + 1);
        }
        for (f, &t) in through_last.iter().enumerate() {
            let (w, sh) = lay.at(f, 0);
            ones[w] |= 1u64 << sh;
            if t {
                let (valid, above) = &mut through[w][f % lay.per % 2];
                *valid |= lay.valid(0) << sh;
                *above |= 1u64.checked_shl(sh + len as u32).unwrap_or(0);
            }
        }
        Packed { fold, through, ones }
    }

    /// The OR of every slot of `x`, in slot 0 (other bits: garbage).
    #[inline(always)]
    pub(super) fn fold(&self, mut x: u64) -> u64 {
        for s in self.fold {
            x |= x >> s;
        }
        x
    }

    /// Word `w`'s slots through the last vertex filled from their lowest set bit to their
    /// top; the other slots as they are.
    #[inline(always)]
    pub(super) fn fill(&self, w: usize, x: u64) -> u64 {
        let [(ve, ae), (vo, ao)] = self.through[w];
        (x & !(ve | vo)) | (ae.wrapping_sub(x & ve) & ve) | (ao.wrapping_sub(x & vo) & vo)
    }

    /// Word `w`'s slots of facets through the last vertex.
    #[inline(always)]
    pub(super) fn through(&self, w: usize) -> u64 {
        self.through[w][0].0 | self.through[w][1].0
    }
}
