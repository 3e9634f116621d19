//! The data the miner reads and the sweeps it makes: a box's P-positions (one bit per
//! position, from the engines), a complex's automorphisms, and sweeps over every position
//! of a box on [`Limits::threads`] threads (slabs of equal first pile, results merged in
//! index order, so the answer does not depend on the thread count).

use simnim_core::solve::{self, SolveError};
use simnim_core::Complex;
use simnim_core::{advance, Grid, Limits};

/// The P-positions of the box `[0, max]^V`, one bit per position (index order).
pub(crate) struct PSet {
    pub(crate) grid: Grid,
    bits: Vec<u64>,
    pub(crate) count: usize,
}

impl PSet {
    /// Computes the P-positions with the engines (refused beyond the limits).
    pub(crate) fn compute(c: &Complex, max: u64, limits: &Limits) -> Result<PSet, SolveError> {
        let grid = Grid::new(&vec![max; c.n()], limits)?;
        grid.check_bytes(grid.size as u128 / 4, limits)?;
        let mut bits = vec![0u64; grid.size.div_ceil(64)];
        let mut count = 0;
        solve::for_each_p_position(c, max, limits, |p| {
            let i = grid.index(p);
            bits[i >> 6] |= 1 << (i & 63);
            count += 1;
            true
        })?;
        Ok(PSet { grid, bits, count })
    }

    pub(crate) fn is_p_index(&self, i: usize) -> bool {
        self.bits[i >> 6] >> (i & 63) & 1 == 1
    }

    /// Word `w` of the table (bit `b` is position `64 w + b`).
    pub(crate) fn word(&self, w: usize) -> u64 {
        self.bits[w]
    }

    pub(crate) fn is_p(&self, p: &[u64]) -> bool {
        self.grid.contains(p) && self.is_p_index(self.grid.index(p))
    }

    /// Every P-position, in index order.
    pub(crate) fn points(&self) -> Vec<Vec<u64>> {
        let mut out = Vec::with_capacity(self.count);
        for (w, &word) in self.bits.iter().enumerate() {
            let mut x = word;
            while x != 0 {
                let b = x.trailing_zeros() as usize;
                x &= x - 1;
                out.push(self.grid.decode(w * 64 + b));
            }
        }
        out
    }
}

/// Sweeps every position of `grid`: `body(state, index, position)` on each, returning
/// `false` to end that thread's sweep early. Slabs (equal first pile) are dealt to the
/// threads in turn; the states come back in thread order.
pub(crate) fn sweep<T: Send>(
    grid: &Grid,
    threads: usize,
    init: impl Fn() -> T + Sync,
    body: impl Fn(&mut T, usize, &[u64]) -> bool + Sync,
) -> Vec<T> {
    let n = grid.dims();
    let slabs = grid.radix.first().copied().unwrap_or(1) as usize;
    let threads = if (grid.size as u64) < (1 << 16) { 1 } else { threads.clamp(1, slabs.max(1)) };
    let run = |t: usize| {
        let mut state = init();
        let mut p = vec![0u64; n];
        'slabs: for a in (t..slabs).step_by(threads) {
            if n == 0 {
                body(&mut state, 0, &p);
                break;
            }
            p.iter_mut().for_each(|x| *x = 0);
            p[0] = a as u64;
            let mut i = a * grid.stride[0];
            loop {
                if !body(&mut state, i, &p) {
                    break 'slabs;
                }
                i += 1;
                if !advance(&mut p[1..], &grid.radix[1..]) {
                    break;
                }
            }
        }
        state
    };
    if threads == 1 || cfg!(target_arch = "wasm32") {
        return vec![run(0)];
    }
    std::thread::scope(|s| {
        let handles: Vec<_> = (1..threads).map(|t| s.spawn(move || run(t))).collect();
        let mut out = vec![run(0)];
        out.extend(handles.into_iter().map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))));
        out
    })
}

/// The automorphisms of `c` (vertex permutations `g` mapping facets onto facets), the
/// identity first; `None` when there are more than `cap`.
pub(crate) fn automorphisms(c: &Complex, cap: usize) -> Option<Vec<Vec<usize>>> {
    let n = c.n();
    let facets = c.facets();
    let mut sorted: Vec<u64> = facets.to_vec();
    sorted.sort_unstable();
    // co[i][j]: facets through both i and j (a permutation must keep it).
    let co: Vec<Vec<usize>> = (0..n)
        .map(|i| (0..n).map(|j| facets.iter().filter(|&&f| f >> i & 1 == 1 && f >> j & 1 == 1).count()).collect())
        .collect();
    let mut out = Vec::new();
    let mut g = vec![usize::MAX; n];
    let mut used = vec![false; n];
    fn go(
        i: usize,
        n: usize,
        co: &[Vec<usize>],
        sorted: &[u64],
        g: &mut Vec<usize>,
        used: &mut Vec<bool>,
        out: &mut Vec<Vec<usize>>,
        cap: usize,
    ) -> bool {
        if i == n {
            let mut img: Vec<u64> =
                sorted.iter().map(|&f| (0..n).filter(|&v| f >> v & 1 == 1).fold(0u64, |a, v| a | 1 << g[v])).collect();
            img.sort_unstable();
            if img == sorted {
                out.push(g.clone());
                return out.len() <= cap;
            }
            return true;
        }
        for x in 0..n {
            if used[x] || co[x][x] != co[i][i] || (0..i).any(|j| co[g[j]][x] != co[j][i]) {
                continue;
            }
            g[i] = x;
            used[x] = true;
            let ok = go(i + 1, n, co, sorted, g, used, out, cap);
            used[x] = false;
            if !ok {
                return false;
            }
        }
        true
    }
    if !go(0, n, &co, &sorted, &mut g, &mut used, &mut out, cap) {
        return None;
    }
    // The identity comes first in the search order.
    Some(out)
}
