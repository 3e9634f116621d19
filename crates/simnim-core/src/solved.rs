//! The solved families of the papers as formulas: P-positions decided for any pile size.
//!
//! Positions are given in the family's own vertex order (0-based here; the papers count
//! from 1 or use letters). Circular games are solved "up to rotation and reflection": a
//! position is P iff one of its symmetries satisfies the stated condition.
//! Statements (SetNim paper unless noted):
//! - Thm 2.9: P3,2, P4,2, P5,2 (= E&S Prop 8.3 on C_{5,2}), P5,3 (= E&S Prop 8.4),
//!   P6,3, P7,4 — the last with an erratum: S4 needs `a ≤ min{c,d}` where the paper prints
//!   `a < max{c,d}` (see tests/paper_examples.rs for the counterexample (1,2,2,0,4,1,3)).
//! - Thm 4.1: PN(n,k) for k ≥ ⌈n/2⌉ (this covers E&S's P_{n,n-1} description).
//! - Thm 4.2: the game H (up to its reflection). Thm 5.1: CN(7,3). Thm 6.3: CN(8,3).
//! - E&S Prop 4.7 (Moore): Δ_k(V), zero iff every binary layer has size ≡ 0 mod k.
//!
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

/// A family member with a known solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solved {
    /// CircularNim CN(n,k) for (n,k) in the solved list.
    Cycle { n: usize, k: usize },
    /// PathNim PN(n,k) with k ≥ ⌈n/2⌉.
    Path { n: usize, k: usize },
    /// The game H of Thm 4.2.
    H,
    /// Moore's Δ_k on m vertices.
    Moore { m: usize, k: usize },
}

/// The symmetries of a cyclic vector: all rotations and reflections.
pub fn cyclic_symmetries(v: &[u64]) -> Vec<Vec<u64>> {
    let m = v.len();
    let mut out = Vec::with_capacity(2 * m);
    for k in 0..m {
        let rot: Vec<u64> = (0..m).map(|i| v[(i + k) % m]).collect();
        let mut refl = rot.clone();
        refl.reverse();
        out.push(rot);
        out.push(refl);
    }
    out
}

fn p52(x: &[u64]) -> bool {
    // (M, m, c, d, m), M + m = c + d, M = max
    let s = |x: &[u64]| {
        x[1] == x[4] && x[0] as u128 + x[1] as u128 == x[2] as u128 + x[3] as u128 && x.iter().all(|&y| y <= x[0])
    };
    cyclic_symmetries(x).iter().any(|q| s(q))
}

fn p53(x: &[u64]) -> bool {
    let s = |x: &[u64]| x[0] == 0 && x[1] == x[4] && x[1] as u128 == x[2] as u128 + x[3] as u128;
    cyclic_symmetries(x).iter().any(|q| s(q))
}

fn p74(x: &[u64]) -> bool {
    let s = |x: &[u64]| {
        let w = |i: usize| x[i] as u128;
        let (a, b, c, d, e, f, g) = (w(0), w(1), w(2), w(3), w(4), w(5), w(6));
        let s1 = a == 0 && b == 0 && c == g && c > 0 && d + e + f == c;
        let s2 = x.iter().all(|&y| y as u128 == a);
        let s3 = a == b && c == g && d == f && a + c == d + e && 0 < a && a < e;
        let s4 = a == f && b + c == d + e && d + e == g + a && a < b.min(e) && a <= c.min(d);
        s1 || s2 || s3 || s4
    };
    cyclic_symmetries(x).iter().any(|q| s(q))
}

fn p73(x: &[u64]) -> bool {
    let s = |q: &[u64]| {
        let w = |i: usize| q[i] as u128;
        let min = q.iter().min().copied().unwrap_or(0) as u128;
        w(0) == min && w(1) <= w(6) && w(0) + w(1) == w(4) + w(3).min(w(5)) && w(1) + w(2) + w(3) == w(4) + w(5) + w(6)
    };
    cyclic_symmetries(x).iter().any(|q| s(q))
}

fn p83(x: &[u64]) -> bool {
    let s = |q: &[u64]| {
        let a = [q[0], q[2], q[4], q[6]].into_iter().min().unwrap_or(0);
        let b = [q[1], q[3], q[5], q[7]].into_iter().min().unwrap_or(0);
        if q[0] != a || q[3] != b {
            return false;
        }
        let y = [q[1] - b, q[2] - a, q[4] - a, (q[5] - b).saturating_add(q[6] - a), q[7] - b];
        p52(&y)
    };
    cyclic_symmetries(x).iter().any(|q| s(q))
}

/// Thm 4.2, up to H's reflection (a,b,c,d,e,f) ↦ (f,e,d,c,b,a): the printed condition
/// `a ≤ f` fixes an orientation, so a position is P iff it or its mirror satisfies it
/// (e.g. (1,0,0,0,1,0) is P as the mirror of (0,1,0,0,0,1); checked box-wide in tests).
fn ph(x: &[u64]) -> bool {
    let s = |x: &[u64]| {
        let w = |i: usize| x[i] as u128;
        let (a, b, c, d, e, f) = (w(0), w(1), w(2), w(3), w(4), w(5));
        a <= f && a + b + c == d + e + f && a == d + c.min(e)
    };
    let mut mirror = x.to_vec();
    mirror.reverse();
    s(x) || s(&mirror)
}

/// Thm 4.1: PN(n,k), k ≥ ⌈n/2⌉: k-1 consecutive zeros after ℓ ≥ 1 stacks, before m ≥ 1
/// stacks, with equal sums on both sides; and PN(n,n) = {0}.
fn ppath(n: usize, k: usize, x: &[u64]) -> bool {
    if x.iter().all(|&v| v == 0) {
        return true;
    }
    if k >= n {
        return false;
    }
    (1..=n - k).any(|l| {
        let zeros = x[l..l + k - 1].iter().all(|&v| v == 0);
        let left: u128 = x[..l].iter().map(|&v| v as u128).sum();
        let right: u128 = x[l + k - 1..].iter().map(|&v| v as u128).sum();
        zeros && left == right
    })
}

fn pmoore(k: usize, x: &[u64]) -> bool {
    (0..64).all(|i| x.iter().filter(|&&v| v >> i & 1 == 1).count() % k == 0)
}

impl Solved {
    /// Is `x` (in the family's vertex order) a P-position?
    pub fn is_p(&self, x: &[u64]) -> bool {
        match *self {
            Solved::Cycle { n: 3, k: 2 } => x[0] == x[1] && x[1] == x[2],
            Solved::Cycle { n: 4, k: 2 } => x[0] == x[2] && x[1] == x[3],
            Solved::Cycle { n: 5, k: 2 } => p52(x),
            Solved::Cycle { n: 5, k: 3 } => p53(x),
            Solved::Cycle { n: 6, k: 3 } => {
                let w = |i: usize| x[i] as u128;
                w(0) + w(1) == w(3) + w(4) && w(1) + w(2) == w(4) + w(5)
            }
            Solved::Cycle { n: 7, k: 3 } => p73(x),
            Solved::Cycle { n: 7, k: 4 } => p74(x),
            Solved::Cycle { n: 8, k: 3 } => p83(x),
            Solved::Cycle { .. } => unreachable!("only solved cycles are constructed"),
            Solved::Path { n, k } => ppath(n, k, x),
            Solved::H => ph(x),
            Solved::Moore { k, .. } => pmoore(k, x),
        }
    }

    /// The theorem, as people cite it.
    pub fn theorem(&self) -> String {
        match *self {
            Solved::Cycle { n: 5, k: 2 } => "SetNim Thm 2.9 / E&S Prop 8.3 (C_{5,2})".into(),
            Solved::Cycle { n: 5, k: 3 } => "SetNim Thm 2.9 / E&S Prop 8.4 (C_{5,3})".into(),
            Solved::Cycle { n: 7, k: 4 } => "SetNim Thm 2.9 (P7,4, with the corrected S4)".into(),
            Solved::Cycle { n: 7, k: 3 } => "SetNim Thm 5.1 (CN(7,3))".into(),
            Solved::Cycle { n: 8, k: 3 } => "SetNim Thm 6.3 (CN(8,3))".into(),
            Solved::Cycle { n, k } => format!("SetNim Thm 2.9 (P{n},{k})"),
            Solved::Path { n, k } => format!("SetNim Thm 4.1 (PN({n},{k}), k ≥ n/2)"),
            Solved::H => "SetNim Thm 4.2 (the game H)".into(),
            Solved::Moore { m, k } => format!("E&S Prop 4.7 (Moore's Δ_{k} on {m} vertices)"),
        }
    }

    /// The condition, in the papers' notation.
    pub fn condition(&self) -> String {
        match *self {
            Solved::Cycle { n: 3, k: 2 } => "(a,a,a)".into(),
            Solved::Cycle { n: 4, k: 2 } => "(a,b,a,b)".into(),
            Solved::Cycle { n: 5, k: 2 } => "up to symmetry (a+b+c, a, a+b, a+c, a)".into(),
            Solved::Cycle { n: 5, k: 3 } => "up to symmetry (0, a+b, a, b, a+b)".into(),
            Solved::Cycle { n: 6, k: 3 } => "a+b = d+e and b+c = e+f".into(),
            Solved::Cycle { n: 7, k: 4 } => "up to symmetry S1 ∪ S2 ∪ S3 ∪ S4".into(),
            Solved::Cycle { n: 7, k: 3 } => "up to symmetry a = min, b ≤ g, a+b = e+min(d,f), b+c+d = e+f+g".into(),
            Solved::Cycle { n: 8, k: 3 } => {
                "up to symmetry the square minima sit three apart and the excess (x1,x2,x4,x5+x6,x7) is a P-position of CN(5,2)".into()
            }
            Solved::Cycle { .. } => String::new(),
            Solved::Path { k, .. } => format!("{} consecutive empty stacks with equal sums on both sides", k - 1),
            Solved::H => "up to reflection a ≤ f, a+b+c = d+e+f, a = d+min(c,e)".into(),
            Solved::Moore { k, .. } => format!("every binary layer has a multiple of {k} vertices"),
        }
    }

    /// The family member's complex.
    pub fn complex(&self) -> Result<crate::complex::Complex, crate::families::FamilyError> {
        use crate::families;
        match *self {
            Solved::Cycle { n, k } => families::cycle(n, k),
            Solved::Path { n, k } => families::pathnim(n, k),
            Solved::H => Ok(families::game_h()),
            Solved::Moore { m, k } => families::moore(m, k),
        }
    }

    /// The solved members with `n` vertices.
    pub fn candidates(n: usize) -> Vec<Solved> {
        let mut out = Vec::new();
        for (cn, ck) in [(3, 2), (4, 2), (5, 2), (5, 3), (6, 3), (7, 3), (7, 4), (8, 3)] {
            if cn == n {
                out.push(Solved::Cycle { n, k: ck });
            }
        }
        for k in n.div_ceil(2).max(1)..=n {
            if n >= 2 && k >= 2 {
                out.push(Solved::Path { n, k });
            }
        }
        if n == 6 {
            out.push(Solved::H);
        }
        for k in 3..=n {
            out.push(Solved::Moore { m: n, k });
        }
        out
    }
}

// ---------------------------------------------------------------------------------------
// Recognition and winning moves

use crate::complex::Complex;
use crate::sets::bits;

/// Largest number of vertices for recognition by isomorphism search.
pub const MAX_RECOGNIZE: usize = 10;

/// Finds a bijection `perm` (complex vertex `v` ↦ family vertex `perm[v]`) that maps the
/// facets of `a` onto the facets of `b`, by backtracking with degree pruning.
pub fn isomorphism(a: &Complex, b: &Complex) -> Option<Vec<usize>> {
    let n = a.n();
    if n != b.n() || a.facets().len() != b.facets().len() {
        return None;
    }
    let sig = |c: &Complex, v: usize| {
        let mut s: Vec<u32> = c.facets().iter().filter(|&&f| f >> v & 1 == 1).map(|f| f.count_ones()).collect();
        s.sort_unstable();
        s
    };
    let sa: Vec<Vec<u32>> = (0..n).map(|v| sig(a, v)).collect();
    let sb: Vec<Vec<u32>> = (0..n).map(|v| sig(b, v)).collect();
    let mut target: Vec<u64> = b.facets().to_vec();
    target.sort_unstable();
    let mut perm = vec![usize::MAX; n];
    let mut used = 0u64;
    fn go(
        v: usize,
        n: usize,
        a: &Complex,
        target: &[u64],
        sa: &[Vec<u32>],
        sb: &[Vec<u32>],
        perm: &mut Vec<usize>,
        used: &mut u64,
    ) -> bool {
        if v == n {
            let mut mapped: Vec<u64> =
                a.facets().iter().map(|&f| bits(f).fold(0u64, |m, u| m | 1 << perm[u])).collect();
            mapped.sort_unstable();
            return mapped == target;
        }
        for w in 0..n {
            if *used >> w & 1 == 1 || sa[v] != sb[w] {
                continue;
            }
            perm[v] = w;
            // Prune: every facet of `a` whose vertices are all assigned must map into a facet.
            let ok = a.facets().iter().filter(|&&f| bits(f).all(|u| u <= v)).all(|&f| {
                let m = bits(f).fold(0u64, |acc, u| acc | 1 << perm[u]);
                target.iter().any(|&t| m & !t == 0)
            });
            if ok {
                *used |= 1 << w;
                if go(v + 1, n, a, target, sa, sb, perm, used) {
                    return true;
                }
                *used &= !(1 << w);
            }
        }
        perm[v] = usize::MAX;
        false
    }
    go(0, n, a, &target, &sa, &sb, &mut perm, &mut used).then_some(perm)
}

/// Recognises `c` as a solved family member (up to relabelling).
pub fn recognize(c: &Complex) -> Option<(Solved, Vec<usize>)> {
    let n = c.n();
    // Moore's Δ_k: all facets are the (k-1)-subsets; no search needed, any size.
    let size = c.facets()[0].count_ones() as usize;
    if size >= 2
        && size < n
        && c.facets().iter().all(|f| f.count_ones() as usize == size)
        && c.facets().len() as u128 == crate::sets::binomial(n, size)
    {
        return Some((Solved::Moore { m: n, k: size + 1 }, (0..n).collect()));
    }
    if n > MAX_RECOGNIZE {
        return None;
    }
    Solved::candidates(n).into_iter().filter(|s| !matches!(s, Solved::Moore { .. })).find_map(|s| {
        let fam = s.complex().ok()?;
        isomorphism(c, &fam).map(|p| (s, p))
    })
}

impl Solved {
    /// Zero-one vectors invariant for the P-positions (SetNim Sec 3), in family order.
    pub fn invariant_vectors(&self) -> Vec<Vec<u64>> {
        let unit = |n: usize, ones: &[usize]| (0..n).map(|i| ones.contains(&i) as u64).collect::<Vec<u64>>();
        match *self {
            Solved::Cycle { n: 6, k: 3 } => {
                vec![unit(6, &[0, 3]), unit(6, &[1, 4]), unit(6, &[2, 5]), unit(6, &[0, 2, 4]), unit(6, &[1, 3, 5])]
            }
            Solved::Cycle { n: 4, k: 2 } => vec![unit(4, &[0, 2]), unit(4, &[1, 3])],
            Solved::Cycle { n: 8, k: 3 } => vec![unit(8, &[0, 2, 4, 6]), unit(8, &[1, 3, 5, 7])],
            Solved::Cycle { n, k: 2 } if n == 3 || n == 5 => vec![vec![1; n]],
            Solved::Cycle { n: 7, k: 3 } => vec![vec![1; 7]],
            Solved::Cycle { .. } => Vec::new(),
            Solved::Path { n, .. } if n >= 2 => vec![unit(n, &[0, n - 1])],
            Solved::Path { .. } => Vec::new(),
            Solved::H => vec![unit(6, &[0, 1, 3, 5]), unit(6, &[0, 2, 4, 5])],
            Solved::Moore { .. } => Vec::new(),
        }
    }
}

/// The nim value of Proper Nim on `n = x.len()` piles (every nonempty proper subset of the
/// piles may be played: Moore's Δ_n on n vertices), by T. A. Jenkyns and J. P. Mayberry's
/// closed form (*The skeleton of an impartial game and the Nim-function of Moore's Nim_k*,
/// International Journal of Game Theory 9 (1980) 51–63):
/// with m the smallest pile, S the sum, s = S − n·m and T = s(s+1)/2, the value is S when
/// m ≤ T, and T + ((m − T − 1) mod (s+1)) otherwise. Exact in `u128` for any `u64` piles
/// (T is compared by checked arithmetic: when it overflows, m ≤ T).
pub fn proper_nim_value(x: &[u64]) -> u128 {
    let n = x.len() as u128;
    let m = x.iter().copied().min().unwrap_or(0) as u128;
    let total: u128 = x.iter().map(|&v| v as u128).sum();
    let s = total - n * m;
    let t = s.checked_mul(s + 1).map(|v| v / 2);
    match t {
        Some(t) if m > t => t + (m - t - 1) % (s + 1),
        _ => total,
    }
}

/// A winning move in Moore's Nim Δ_k (moves on fewer than `k` piles; a position is zero iff
/// every binary layer has a multiple of `k` piles, E&S Prop 4.7), for any pile sizes, by the
/// classical construction: from the highest bit down, each layer is made a multiple of `k`
/// either by setting bits of piles already lowered (free below their first change), or by
/// clearing the bit on `r` further piles (`r` = the layer's size mod `k`); when the first
/// option needs more lowered piles than there are, `lowered + r < k`, so the second fits.
/// `None` for a zero position.
pub fn moore_move(k: usize, x: &[u64]) -> Option<Vec<u64>> {
    if k < 2 || pmoore(k, x) {
        return None;
    }
    let mut m = x.to_vec();
    let mut lowered = vec![false; x.len()];
    for bit in (0..64).rev() {
        let b = 1u64 << bit;
        let ones = (0..m.len()).filter(|&v| !lowered[v] && m[v] & b != 0).count();
        let free: Vec<usize> = (0..m.len()).filter(|&v| lowered[v]).collect();
        let r = ones % k;
        // Lowered piles take their lower bits freely: clear them all first.
        for &v in &free {
            m[v] &= !b;
        }
        if r == 0 {
            continue;
        }
        if k - r <= free.len() {
            for &v in free.iter().take(k - r) {
                m[v] |= b;
            }
        } else {
            // free.len() + r < k: clear the bit on r more piles, which are lowered from now on.
            let fresh: Vec<usize> = (0..m.len()).filter(|&v| !lowered[v] && m[v] & b != 0).take(r).collect();
            for v in fresh {
                m[v] = x[v] & !(b | (b - 1));
                lowered[v] = true;
            }
        }
    }
    // Piles lowered keep the free low bits chosen above; the rest are unchanged.
    (pmoore(k, &m) && m != x).then_some(m)
}

/// Finds a winning move in a smaller game met on the way (the sub-games of the Invariance
/// Reduction Process, SetNim Sec 3): `sub(complex, piles, recognise)`, where `recognise` is
/// false when the sub-game must not be recognised as a solved family again. The caller's
/// full analysis is passed in, so the theorems never call up into `analysis`.
pub type SubMoves<'a> = &'a dyn Fn(&Complex, &[u64], bool) -> Option<Vec<u64>>;

/// A winning move from the N-position `x` (family order) by the Invariance Reduction
/// Process: subtract invariant vectors (each time by the indicator minimum, creating a
/// zero), zero- and merge-reduce to a smaller game, find a winning move there with `sub`
/// (the caller's full analysis: formulas, theorems or a search), and lift it back (SetNim
/// Lemma 3.6). `None` when the sub-game has no known move (its box too large and no theorem).
pub fn invariance_move(s: &Solved, c: &Complex, x: &[u64], sub: SubMoves<'_>) -> Option<Vec<u64>> {
    if s.is_p(x) {
        return None;
    }
    let mut t = x.to_vec();
    for z in s.invariant_vectors() {
        let im = (0..t.len()).filter(|&i| z[i] == 1).map(|i| t[i]).min().unwrap_or(0);
        for i in 0..t.len() {
            t[i] -= z[i] * im;
        }
    }
    let target = match crate::reduce::reduce(c, &t) {
        Some(r) => {
            let m = sub(&r.complex, &r.piles, true)?;
            r.lift(&t, &m, 1).pop()?
        }
        // Nothing reduced (no invariant vectors): search this game itself if small.
        None => sub(c, &t, false)?,
    };
    // p' = p - (t - t')
    let m: Vec<u64> = (0..x.len()).map(|i| x[i] - (t[i] - target[i])).collect();
    s.is_p(&m).then_some(m)
}
