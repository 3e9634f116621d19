//! Fixed-width bitsets used by the engines: sets of facets (P/N engine) and sets of
//! nim values (value engine). `W` words hold bits `0..64*W`.

/// A bitset of `64 * W` bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Bits<const W: usize>(pub [u64; W]);

impl<const W: usize> Bits<W> {
    pub(super) const ZERO: Self = Bits([0; W]);

    #[inline(always)]
    pub(super) fn or_assign(&mut self, o: &Self) {
        for i in 0..W {
            self.0[i] |= o.0[i];
        }
    }

    #[inline(always)]
    pub(super) fn set(&mut self, i: usize) {
        self.0[i >> 6] |= 1u64 << (i & 63);
    }

    /// Smallest index not in the set (`64 * W` if the set is full).
    #[inline(always)]
    pub(super) fn mex(&self) -> usize {
        for i in 0..W {
            if self.0[i] != u64::MAX {
                return i * 64 + (!self.0[i]).trailing_zeros() as usize;
            }
        }
        64 * W
    }
}
