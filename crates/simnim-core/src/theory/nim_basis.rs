//! Nim-regular complexes and the Nim-basis (E&S Sec 4).
//!
//! If a Nim-basis B exists it is unique and equals `{A : e(A) is zero}` (Thm 4.4). By the
//! proof of Prop 4.3, Δ is Nim-regular iff the zero positions of the box `{0..3}^V` are
//! exactly `e(A_0) + 2e(A_1)` with `A_0, A_1 ∈ B`: one P/N table of `4^|V|` positions
//! decides it, and a disagreement is a witness. Then any position, of any size, is zero iff
//! every layer `A_i` of its binary expansion `n = Σ 2^i e(A_i)` lies in B (Thm 4.4), and a
//! winning move is built layer by layer with Condition (C) as in the proof of Thm 4.4(c).
//!
//! A basis is stored either explicitly or, for binary matroids (Sec 5), as the kernel of
//! a GF(2) representation `φ` (membership: `Σ_{a∈A} φ(a) = 0`), so large matroids need
//! no enumeration.
//! Item numbers without a paper name are E&S's (cites: es1996).

use std::collections::{HashMap, HashSet};

use crate::complex::Complex;
use crate::grid::{LimitError, Limits};
use crate::sets::{bits, low_mask};
use crate::solve::{PnJob, SolveError};

/// A Nim-basis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NimBasis {
    /// The sets, explicitly.
    Explicit(HashSet<u64>),
    /// The kernel `{A : Σ φ(a) = 0}` of a GF(2) representation (binary matroids).
    Kernel { phi: Vec<u64> },
}

/// The answer to "is Δ Nim-regular?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Regularity {
    Regular(NimBasis),
    /// Not Nim-regular: `witness` (in `{0..3}^V`) is a position whose status contradicts
    /// every possible Nim-basis; `witness_is_zero` is its true status.
    NotRegular {
        witness: Vec<u64>,
        witness_is_zero: bool,
    },
}

/// The binary layers `A_0, A_1, ..` of a position (up to the highest non-empty one).
pub fn layers(n: &[u64]) -> Vec<u64> {
    let top = n.iter().map(|&x| 64 - x.leading_zeros() as usize).max().unwrap_or(0);
    (0..top).map(|i| n.iter().enumerate().fold(0u64, |m, (v, &x)| m | ((x >> i & 1) << v))).collect()
}

/// Largest number of vertices the `{0..3}^V` test is attempted for (4^13 = 6.7e7).
pub const MAX_BOX_VERTICES: usize = 13;

/// Decides Nim-regularity by the `{0..3}^V` box. `keep_going(done,total)` may cancel.
pub fn decide(
    complex: &Complex,
    limits: &Limits,
    mut keep_going: impl FnMut(u64, u64) -> bool,
) -> Result<Regularity, SolveError> {
    let n = complex.n();
    if n > MAX_BOX_VERTICES {
        let positions = 1u128.checked_shl(2 * n as u32).unwrap_or(u128::MAX);
        return Err(LimitError::Positions { positions, limit: 1 << (2 * MAX_BOX_VERTICES) }.into());
    }
    let mut job = PnJob::new(complex, &vec![3; n], limits)?;
    while !job.step(1 << 18) {
        let (d, t) = job.progress();
        if !keep_going(d, t) {
            return Err(SolveError::Cancelled);
        }
    }
    let table = job.finish();
    Ok(regularity_from(n, &|p| table.is_p(p)))
}

/// Nim-regularity from the P-positions of `{0..3}^V` (`is_p` answers for them, from any
/// table that holds the box): the candidate basis is `B* = {A : e(A) is zero}`, and every
/// position of the box is compared, in order, with the prediction "`A_0, A_1 ∈ B*`"; the
/// first that differs is the witness.
pub fn regularity_from(n: usize, is_p: &(impl Fn(&[u64]) -> bool + ?Sized)) -> Regularity {
    let mut p = vec![0u64; n];
    let in_basis: Vec<bool> = (0..1u64 << n)
        .map(|a| {
            for (v, x) in p.iter_mut().enumerate() {
                *x = a >> v & 1;
            }
            is_p(&p)
        })
        .collect();
    let radix = vec![4u64; n];
    let mut coords = vec![0u64; n];
    loop {
        let (mut l0, mut l1) = (0usize, 0usize);
        for (v, &x) in coords.iter().enumerate() {
            l0 |= ((x & 1) as usize) << v;
            l1 |= ((x >> 1) as usize) << v;
        }
        let predicted = in_basis[l0] && in_basis[l1];
        let actual = is_p(&coords);
        if predicted != actual {
            return Regularity::NotRegular { witness: coords, witness_is_zero: actual };
        }
        if !crate::grid::advance(&mut coords, &radix) {
            break;
        }
    }
    let basis: HashSet<u64> = (0..1u64 << n).filter(|&a| in_basis[a as usize]).collect();
    Regularity::Regular(NimBasis::Explicit(basis))
}

/// The witness of [`regularity_from`] for a complex on `n ≥ 1` vertices known not to be
/// Nim-regular, from the P-positions of `{0..3}^V` read a row at a time: `row(a)` holds the
/// P-positions `(a, x)` as bit `x` (at least `x ≤ 3`), for `a` the other `n − 1` piles.
/// The first position of the box, in order, that "`A_0, A_1 ∈ B*`" mispredicts, and whether
/// it is a P-position; `None` if there is none (then the complex is Nim-regular after all).
pub fn witness_by_rows(n: usize, row: &impl Fn(&[u64]) -> u64) -> Option<(Vec<u64>, bool)> {
    let m = n.checked_sub(1)?;
    // pair[L] for a set L of the first n − 1 vertices: is e(L) zero (bit 0), is e(L) with the
    // last vertex zero (bit 1): its row's first two bits.
    let mut prefix = vec![0u64; m];
    let pair: Vec<u64> = (0..1usize << m)
        .map(|l| {
            for (v, x) in prefix.iter_mut().enumerate() {
                *x = (l >> v & 1) as u64;
            }
            row(&prefix) & 3
        })
        .collect();
    let (radix, mut a) = (vec![4u64; m], vec![0u64; m]);
    loop {
        // The layers of (a, 0): A_0 and A_1 over the first n − 1 vertices.
        let (mut l0, mut l1) = (0usize, 0usize);
        for (v, &x) in a.iter().enumerate() {
            l0 |= ((x & 1) as usize) << v;
            l1 |= ((x >> 1) as usize) << v;
        }
        // x = 0..3 adds the last vertex to A_0 when x is odd, to A_1 when x ≥ 2.
        let (p0, p1) = (pair[l0], pair[l1]);
        let predicted = (p0 & (p1 & 1).wrapping_neg()) | (p0 << 2 & (p1 >> 1 & 1).wrapping_neg());
        let actual = row(&a) & 0xf;
        let differ = predicted ^ actual;
        if differ != 0 {
            let x = differ.trailing_zeros();
            let mut witness = a;
            witness.push(u64::from(x));
            return Some((witness, actual >> x & 1 == 1));
        }
        if !crate::grid::advance(&mut a, &radix) {
            return None;
        }
    }
}

/// Sum of `φ` over a set (GF(2)).
pub fn phi_sum(phi: &[u64], set: u64) -> u64 {
    bits(set).fold(0, |acc, v| acc ^ phi[v])
}

impl NimBasis {
    /// Is `set` in the basis?
    pub fn contains(&self, set: u64) -> bool {
        match self {
            NimBasis::Explicit(s) => s.contains(&set),
            NimBasis::Kernel { phi } => phi_sum(phi, set) == 0,
        }
    }

    /// The sets of the basis, sorted by size then lexicographically by vertex indices;
    /// `None` when there are more than `limit`.
    pub fn list(&self, n: usize, limit: usize) -> Option<Vec<u64>> {
        let mut out: Vec<u64> = match self {
            NimBasis::Explicit(s) => {
                if s.len() > limit {
                    return None;
                }
                s.iter().copied().collect()
            }
            NimBasis::Kernel { phi } => {
                if n > 26 {
                    return None;
                }
                let mut v = Vec::new();
                for a in 0..1u64 << n {
                    if phi_sum(phi, a) == 0 {
                        v.push(a);
                        if v.len() > limit {
                            return None;
                        }
                    }
                }
                v
            }
        };
        out.sort_unstable_by_key(|&s| (s.count_ones(), bits(s).collect::<Vec<_>>()));
        Some(out)
    }

    /// Is `n` a zero position (Thm 4.4)?
    pub fn is_zero(&self, n: &[u64]) -> bool {
        layers(n).iter().all(|&a| self.contains(a))
    }

    /// Finds `K ⊆ F` with `X ⊔ K` in the basis (`X` disjoint from `F`, `F` a face).
    fn complete(&self, f: u64, x: u64, index: &HashMap<u64, u64>) -> Option<u64> {
        match self {
            NimBasis::Explicit(_) => index.get(&x).map(|&b| b & f),
            NimBasis::Kernel { phi } => {
                // Solve Σ_{k∈K} φ(k) = φ(X) with K ⊆ F; φ(F) is independent (F is a face).
                let target = phi_sum(phi, x);
                let mut rows: Vec<(u64, u64)> = Vec::new(); // (vector, combination of F's vertices)
                for v in bits(f) {
                    let (mut vec, mut comb) = (phi[v], 1u64 << v);
                    for &(rv, rc) in &rows {
                        if vec ^ rv < vec {
                            vec ^= rv;
                            comb ^= rc;
                        }
                    }
                    if vec != 0 {
                        rows.push((vec, comb));
                        rows.sort_unstable_by_key(|r| std::cmp::Reverse(r.0));
                    }
                }
                let (mut t, mut k) = (target, 0u64);
                for &(rv, rc) in &rows {
                    if t ^ rv < t {
                        t ^= rv;
                        k ^= rc;
                    }
                }
                (t == 0).then_some(k)
            }
        }
    }

    /// A winning move from an N-position by the proof of Thm 4.4(c) (`None` for zero
    /// positions, or if Condition (C) fails — impossible for a true Nim-basis).
    pub fn winning_move(&self, complex: &Complex, n: &[u64]) -> Option<Vec<u64>> {
        if self.is_zero(n) {
            return None;
        }
        let a = layers(n);
        let all = low_mask(n.len());
        let mut b = vec![0u64; a.len()];
        let mut f = 0u64; // F_N = ∅; F_{i-1} = G_i
        for i in (0..a.len()).rev() {
            let s = a[i];
            // Index the basis by its part outside F (explicit bases only).
            let index: HashMap<u64, u64> = match self {
                NimBasis::Explicit(set) => set.iter().map(|&bb| (bb & !f, bb)).collect(),
                NimBasis::Kernel { .. } => HashMap::new(),
            };
            // Condition (C): faces K ⊆ F ⊆ G with G - F ⊆ S and (S - G) ⊔ K ∈ B.
            let free = s & !f & all;
            let mut found = None;
            let mut t = 0u64;
            loop {
                let g = f | t;
                if complex.is_face(g) {
                    if let Some(k) = self.complete(f, s & !g, &index) {
                        found = Some((g, k));
                        break;
                    }
                }
                if t == free {
                    break;
                }
                t = (t.wrapping_sub(free)) & free; // next subset of `free`
            }
            let (g, k) = found?;
            b[i] = (s & !g) | k;
            f = g;
        }
        let m: Vec<u64> =
            (0..n.len()).map(|v| b.iter().enumerate().fold(0u64, |x, (i, &l)| x | ((l >> v & 1) << i))).collect();
        debug_assert!(self.is_zero(&m));
        Some(m)
    }

    /// Explains the decision for `n`, e.g. "zero: binary expansion 7=111,3=011 ...".
    pub fn explain(&self, complex: &Complex, n: &[u64]) -> String {
        let l = layers(n);
        let width = l.len().max(1);
        let shown: Vec<String> = if n.iter().all(|&x| x < 1 << 12) {
            n.iter().map(|&x| format!("{x}={x:0width$b}")).collect()
        } else {
            vec![format!("{} layers", l.len())]
        };
        if self.is_zero(n) {
            format!(
                "in binary ({}) every layer of chips is a set of the Nim-basis, so this is a P-position (E&S Thm 4.4)",
                shown.join(", ")
            )
        } else {
            let bad =
                l.iter().enumerate().rev().find(|(_, &a)| !self.contains(a)).map(|(i, &a)| (i, a)).unwrap_or((0, 0));
            format!(
                "in binary ({}) the layer of 2^{} sits on {}, which is not a set of the Nim-basis, so some move reaches a P-position (E&S Thm 4.4)",
                shown.join(", "),
                bad.0,
                complex.set_to_string(bad.1)
            )
        }
    }

    /// Does the basis equal the disjoint unions of circuits (E&S Question 9.5)?
    /// `None` when too large to check (more than 20 vertices).
    pub fn equals_disjoint_unions_of_circuits(&self, n: usize, circuits: &[u64]) -> Option<bool> {
        if n > 20 {
            return None;
        }
        let size = 1usize << n;
        let mut du = vec![false; size];
        du[0] = true;
        for s in 1..size as u64 {
            let low = s & s.wrapping_neg();
            du[s as usize] = circuits.iter().any(|&c| c & low != 0 && c & !s == 0 && du[(s & !c) as usize]);
        }
        Some((0..size as u64).all(|s| du[s as usize] == self.contains(s)))
    }
}
