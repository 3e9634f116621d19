//! The P/N engine as it was before rows were packed into words (one position per step,
//! a ring of `u64` facet-sets over the largest stride), kept only as the benchmark's
//! "previous engine" peer: `cargo bench --bench engines -- --scale`.

use simnim_core::{advance, bits, Complex, Grid};

/// A bitset of `64 * W` bits.
#[derive(Clone, Copy)]
pub(crate) struct Bits<const W: usize>(pub(crate) [u64; W]);

impl<const W: usize> Bits<W> {
    const ZERO: Self = Bits([0; W]);
    #[inline(always)]
    fn or_assign(&mut self, o: &Self) {
        for i in 0..W {
            self.0[i] |= o.0[i];
        }
    }
    #[inline(always)]
    fn and(&self, o: &Self) -> Self {
        let mut r = *self;
        for i in 0..W {
            r.0[i] &= o.0[i];
        }
        r
    }
    #[inline(always)]
    fn is_zero(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
    fn set(&mut self, i: usize) {
        self.0[i >> 6] |= 1u64 << (i & 63);
    }
    fn first_n(n: usize) -> Self {
        let mut r = Self::ZERO;
        for i in 0..n {
            r.set(i);
        }
        r
    }
}

/// Ring length: a power of two larger than the largest stride.
fn ring_len(grid: &Grid) -> usize {
    (grid.stride.first().copied().unwrap_or(1) + 1).next_power_of_two()
}

/// Bytes the previous engine allocated: one bit per position and the ring.
pub(crate) fn bytes(grid: &Grid) -> u128 {
    grid.size as u128 / 8 + (ring_len(grid) * 8) as u128
}

impl<const W: usize> PnSearch<W> {
    /// Is the position with index `i` a P-position?
    pub(crate) fn is_p_index(&self, i: usize) -> bool {
        self.p[i >> 6] >> (i & 63) & 1 == 1
    }
}

pub(crate) struct PnSearch<const W: usize> {
    grid: Grid,
    vmask: Vec<Bits<W>>,
    all: Bits<W>,
    ring: Vec<Bits<W>>,
    rmask: usize,
    idx: usize,
    coords: Vec<u64>,
    p: Vec<u64>,
    /// Misère play: the empty position is an N-position (the player who cannot move wins).
    misere: bool,
}

impl<const W: usize> PnSearch<W> {
    pub(crate) fn new(complex: &Complex, grid: Grid, misere: bool) -> Self {
        let nf = complex.facets().len();
        let n = complex.n();
        let mut vmask = vec![Bits::<W>::ZERO; n];
        for (f, &facet) in complex.facets().iter().enumerate() {
            for v in bits(facet) {
                vmask[v].set(f);
            }
        }
        let ring_len = ring_len(&grid);
        PnSearch {
            vmask,
            all: Bits::first_n(nf),
            ring: vec![Bits::ZERO; ring_len],
            rmask: ring_len - 1,
            idx: 0,
            coords: vec![0; n],
            p: vec![0; grid.size.div_ceil(64)],
            grid,
            misere,
        }
    }
}

impl<const W: usize> PnSearch<W> {
    pub(crate) fn step(&mut self, budget: usize) -> bool {
        let end = (self.idx + budget).min(self.grid.size);
        let n = self.coords.len();
        while self.idx < end {
            let i = self.idx;
            let mut r = Bits::<W>::ZERO;
            for v in 0..n {
                if self.coords[v] > 0 {
                    let d = &self.ring[(i - self.grid.stride[v]) & self.rmask];
                    r.or_assign(&d.and(&self.vmask[v]));
                }
            }
            if r.is_zero() && !(self.misere && i == 0) {
                self.p[i >> 6] |= 1u64 << (i & 63);
                self.ring[i & self.rmask] = self.all;
            } else {
                self.ring[i & self.rmask] = r;
            }
            self.idx += 1;
            advance(&mut self.coords, &self.grid.radix);
        }
        self.idx == self.grid.size
    }
}
