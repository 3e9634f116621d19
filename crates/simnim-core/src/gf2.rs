//! Vectors over GF(2) and the complexes they span (E&S Sec 5): linear independence, the
//! independence complex of a set of vectors, and the two builders of binary matroids the
//! papers use: a graph's cycle matroid (edges, with forests as faces) and a 0/1 matrix's
//! column matroid. A leaf: the families build their complexes here and the theory
//! (`theory::matroid`) recognises binary matroids with the same independence test, so
//! neither imports the other.

use crate::complex::{Complex, ComplexError, Label};
use crate::sets::{bits, subsets_of_size};

/// Largest number of elements whose representation is verified subset by subset.
pub const MAX_VERIFY_VERTICES: usize = 22;

/// Are the vectors of `set` linearly independent over GF(2)?
pub fn independent(phi: &[u64], set: u64) -> bool {
    let mut rows: Vec<u64> = Vec::new();
    for v in bits(set) {
        let mut x = phi[v];
        for &r in &rows {
            x = x.min(x ^ r);
        }
        if x == 0 {
            return false;
        }
        rows.push(x);
        crate::sets::sort_small_by(&mut rows, &mut |a, b| b.cmp(a));
    }
    true
}

/// The graphical matroid of a multigraph: its elements are the edges (labelled `1, 2, ..`
/// in the order given) and its faces are the forests. Edges are pairs of graph
/// vertex names; loops are refused (a loop is not a forest, so its singleton would not be
/// a face).
pub fn graphical(edges: &[(String, String)]) -> Result<Complex, ComplexError> {
    if edges.is_empty() {
        return Err(ComplexError::NoEdges);
    }
    if edges.len() > MAX_VERIFY_VERTICES {
        return Err(ComplexError::TooManyElements { elements: edges.len(), limit: MAX_VERIFY_VERTICES });
    }
    let mut names: Vec<&String> = Vec::new();
    for (a, b) in edges {
        if a == b {
            return Err(ComplexError::Loop(format!("{a}-{b}")));
        }
        for x in [a, b] {
            if !names.contains(&x) {
                names.push(x);
            }
        }
    }
    if names.len() > 63 {
        return Err(ComplexError::TooManyGraphVertices);
    }
    let idx = |x: &String| names.iter().position(|n| *n == x).expect("collected above");
    let phi: Vec<u64> = edges.iter().map(|(a, b)| (1u64 << idx(a)) ^ (1u64 << idx(b))).collect();
    from_phi(&phi, (1..=edges.len() as i64).map(Label::Int).collect())
}

/// The binary matroid of a GF(2) matrix given by its columns (`columns[j]` has bit `i`
/// set when row `i`, column `j` is 1). Zero columns (loops) are refused.
pub fn from_columns(columns: &[u64]) -> Result<Complex, ComplexError> {
    if columns.is_empty() {
        return Err(ComplexError::NoColumns);
    }
    if columns.len() > MAX_VERIFY_VERTICES {
        return Err(ComplexError::TooManyElements { elements: columns.len(), limit: MAX_VERIFY_VERTICES });
    }
    if let Some(j) = columns.iter().position(|&c| c == 0) {
        return Err(ComplexError::ZeroColumn(j + 1));
    }
    from_phi(columns, (1..=columns.len() as i64).map(Label::Int).collect())
}

/// The independence complex of the vectors `phi` (maximal independent sets as facets).
fn from_phi(phi: &[u64], labels: Vec<Label>) -> Result<Complex, ComplexError> {
    let n = phi.len();
    let mut facets: Vec<u64> = Vec::new();
    // Bases are the maximal independent sets; enumerate sets of the rank's size.
    let rank = (0..n).fold((Vec::<u64>::new(), 0usize), |(mut rows, r), v| {
        let mut x = phi[v];
        for &row in &rows {
            x = x.min(x ^ row);
        }
        if x != 0 {
            rows.push(x);
            crate::sets::sort_small_by(&mut rows, &mut |a, b| b.cmp(a));
            (rows, r + 1)
        } else {
            (rows, r)
        }
    });
    let r = rank.1;
    for s in subsets_of_size(n, r) {
        if independent(phi, s) {
            facets.push(s);
        }
    }
    Complex::from_sets(labels, &facets)
}
