//! Binary and graphical matroids (E&S Sec 5).
//!
//! Recognition: take a largest facet `B0` as a basis; every other element `e` must lie in
//! exactly one circuit inside `B0 ∪ {e}` (its fundamental circuit); set `φ(b_i) = u_i`
//! and `φ(e) = Σ_{b ∈ C(e) - e} φ(b)`. Binary matroids are uniquely representable, so the
//! complex is the independence complex of a binary matroid iff this `φ` reproduces it:
//! every subset is a face exactly when its vectors are independent (checked over all
//! subsets, up to [`MAX_VERIFY_VERTICES`]). Then the kernel of `φ` is the Nim-basis
//! (Thm 5.5).

use crate::complex::{Complex, ComplexError, Label};
use crate::sets::bits;

/// Largest number of elements whose representation is verified subset by subset.
pub const MAX_VERIFY_VERTICES: usize = 22;

/// A GF(2) representation: `phi[v]` is the column of element `v` (bits = coordinates).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BinaryMatroid {
    pub phi: Vec<u64>,
    pub rank: usize,
    /// The basis used for the representation (coordinates are its elements in order).
    pub basis: u64,
}

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
        rows.sort_unstable_by(|a, b| b.cmp(a));
    }
    true
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
            rows.sort_unstable_by(|a, b| b.cmp(a));
            (rows, r + 1)
        } else {
            (rows, r)
        }
    });
    let r = rank.1;
    for s in crate::sets::subsets_of_size(n, r) {
        if independent(phi, s) {
            facets.push(s);
        }
    }
    Complex::from_sets(labels, &facets)
}

/// Parses an edge list like `1-2,2-3,3-1,1-4` (graph vertex names are any labels).
pub fn parse_edges(text: &str) -> Result<Vec<(String, String)>, String> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|e| {
            let (a, b) = e.split_once('-').ok_or_else(|| format!("edge '{e}' is not written a-b"))?;
            let (a, b) = (a.trim(), b.trim());
            if a.is_empty() || b.is_empty() {
                return Err(format!("edge '{e}' needs two endpoints"));
            }
            Ok((a.to_string(), b.to_string()))
        })
        .collect()
}

/// Parses a GF(2) matrix given by rows like `1100,0110,0011` into columns.
pub fn parse_matrix_rows(text: &str) -> Result<Vec<u64>, String> {
    let rows: Vec<&str> = text.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
    if rows.is_empty() || rows.len() > 63 {
        return Err("give 1 to 63 rows of 0s and 1s, like 1100,0110".into());
    }
    let width = rows[0].len();
    let mut cols = vec![0u64; width];
    for (i, r) in rows.iter().enumerate() {
        if r.len() != width || !r.bytes().all(|b| b == b'0' || b == b'1') {
            return Err(format!("row {} ('{r}') must be {width} digits 0 or 1", i + 1));
        }
        for (j, b) in r.bytes().enumerate() {
            if b == b'1' {
                cols[j] |= 1 << i;
            }
        }
    }
    Ok(cols)
}
