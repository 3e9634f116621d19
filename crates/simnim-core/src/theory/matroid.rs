//! Binary and graphical matroids (E&S Sec 5).
//!
//! Recognition: take a largest facet `B0` as a basis; every other element `e` must lie in
//! exactly one circuit inside `B0 ∪ {e}` (its fundamental circuit); set `φ(b_i) = u_i`
//! and `φ(e) = Σ_{b ∈ C(e) - e} φ(b)`. Binary matroids are uniquely representable, so the
//! complex is the independence complex of a binary matroid iff this `φ` reproduces it:
//! every subset is a face exactly when its vectors are independent (checked over all
//! subsets, up to [`MAX_VERIFY_VERTICES`]). Then the kernel of `φ` is the Nim-basis
//! (Thm 5.7).
//! Item numbers without a paper name are E&S's (cites: es1996).

use crate::complex::Complex;
use crate::gf2::{independent, MAX_VERIFY_VERTICES};
use crate::sets::bits;

/// A GF(2) representation: `phi[v]` is the column of element `v` (bits = coordinates).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BinaryMatroid {
    pub phi: Vec<u64>,
    pub rank: usize,
    /// The basis used for the representation (coordinates are its elements in order).
    pub basis: u64,
}

/// Recognises the independence complex of a binary matroid. `None` if it is not one
/// (or has more than [`MAX_VERIFY_VERTICES`] vertices).
pub fn recognize(complex: &Complex, circuits: &[u64]) -> Option<BinaryMatroid> {
    let n = complex.n();
    if n > MAX_VERIFY_VERTICES {
        return None;
    }
    let b0 = *complex.facets().iter().max_by_key(|f| f.count_ones())?;
    let basis: Vec<usize> = bits(b0).collect();
    let mut phi = vec![0u64; n];
    for (i, &b) in basis.iter().enumerate() {
        phi[b] = 1 << i;
    }
    for e in (0..n).filter(|&e| b0 >> e & 1 == 0) {
        let inside: Vec<u64> = circuits.iter().copied().filter(|&c| c & !(b0 | 1 << e) == 0).collect();
        if inside.len() != 1 {
            return None;
        }
        phi[e] = phi_of(&phi, inside[0] & !(1 << e));
    }
    let ok = (0..1u64 << n).all(|s| complex.is_face(s) == independent(&phi, s));
    ok.then_some(BinaryMatroid { phi, rank: basis.len(), basis: b0 })
}

fn phi_of(phi: &[u64], set: u64) -> u64 {
    bits(set).fold(0, |acc, v| acc ^ phi[v])
}
