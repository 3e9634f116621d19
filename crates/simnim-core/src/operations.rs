//! Operations that build new complexes from old (E&S Sec 6–7): join, cone, suspension,
//! the doublings `B_x^{y,z}` and `P_x^{y,z}` (iterated for `Y`), `C^z`, deleting a vertex.
//!
//! New vertices get fresh labels: the next integers when all labels are integers, else
//! `v1, v2, …` names otherwise. Every function validates its input and returns an
//! [`OperationError`] instead of panicking.
//! Item numbers without a paper name are E&S's (cites: es1996).

use std::fmt;

use crate::complex::{Complex, ComplexError, Label, MAX_VERTICES};
use crate::sets::{bits, low_mask};

/// Why an operation could not build its complex.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum OperationError {
    /// The result would have more than [`MAX_VERTICES`] vertices.
    TooManyVertices { vertices: usize },
    /// The vertex index is not a vertex of the complex.
    NoSuchVertex(usize),
    /// A doubling needs `|Y| ≥ 2`.
    DoublingTooSmall,
    /// Deleting the only vertex would leave no complex.
    LastVertex,
    /// The sets built are not a complex.
    Complex(ComplexError),
}

impl fmt::Display for OperationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OperationError::TooManyVertices { vertices } => {
                write!(f, "the result would have {vertices} vertices; at most {MAX_VERTICES}")
            }
            OperationError::NoSuchVertex(v) => write!(f, "vertex index {v} is not a vertex of the complex"),
            OperationError::DoublingTooSmall => f.write_str("doubling needs |Y| >= 2"),
            OperationError::LastVertex => f.write_str("a complex needs at least one vertex"),
            OperationError::Complex(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for OperationError {}

impl From<ComplexError> for OperationError {
    fn from(e: ComplexError) -> Self {
        OperationError::Complex(e)
    }
}

fn labels_of(c: &Complex) -> Vec<Label> {
    c.labels().to_vec()
}

/// `k` fresh labels not used by `c` (integers above the largest, or names `v1, v2, ..`).
pub fn fresh_labels(c: &Complex, k: usize) -> Vec<Label> {
    let used = labels_of(c);
    if used.iter().all(|l| matches!(l, Label::Int(_))) {
        let max = used.iter().map(|l| if let Label::Int(i) = l { *i } else { 0 }).max().unwrap_or(0);
        (1..=k as i64).map(|i| Label::Int(max + i)).collect()
    } else {
        let mut out = Vec::new();
        let mut i = 1;
        while out.len() < k {
            let l = Label::Name(format!("v{i}"));
            if !used.contains(&l) {
                out.push(l);
            }
            i += 1;
        }
        out
    }
}

fn check_room(c: &Complex, extra: usize) -> Result<(), OperationError> {
    if c.n() + extra > MAX_VERTICES {
        Err(OperationError::TooManyVertices { vertices: c.n() + extra })
    } else {
        Ok(())
    }
}

fn build(labels: Vec<Label>, sets: &[u64]) -> Result<Complex, OperationError> {
    Ok(Complex::from_sets(labels, sets)?)
}

/// The join `a * b` (faces `F ⊔ G`); `b`'s labels must not clash with `a`'s (clashing
/// labels of `b` are renamed to fresh ones).
pub fn join(a: &Complex, b: &Complex) -> Result<Complex, OperationError> {
    check_room(a, b.n())?;
    let mut labels = labels_of(a);
    let fresh = fresh_labels(a, b.n());
    for (i, l) in b.labels().iter().enumerate() {
        labels.push(if labels.contains(l) { fresh[i].clone() } else { l.clone() });
    }
    // Fresh labels may still clash among themselves only if b had duplicates: impossible.
    let shift = a.n();
    let sets: Vec<u64> = a.facets().iter().flat_map(|&f| b.facets().iter().map(move |&g| f | g << shift)).collect();
    build(labels, &sets)
}

/// The cone `Δ * v` over a new vertex.
pub fn cone(c: &Complex) -> Result<Complex, OperationError> {
    check_room(c, 1)?;
    let mut labels = labels_of(c);
    labels.extend(fresh_labels(c, 1));
    let apex = 1u64 << c.n();
    let sets: Vec<u64> = c.facets().iter().map(|&f| f | apex).collect();
    build(labels, &sets)
}

/// The suspension `Δ * T` by two new isolated vertices.
pub fn suspension(c: &Complex) -> Result<Complex, OperationError> {
    check_room(c, 2)?;
    let mut labels = labels_of(c);
    labels.extend(fresh_labels(c, 2));
    let (t1, t2) = (1u64 << c.n(), 1u64 << (c.n() + 1));
    let sets: Vec<u64> = c.facets().iter().flat_map(|&f| [f | t1, f | t2]).collect();
    build(labels, &sets)
}

/// `B_x^Y(Δ)` with `|Y| = k ≥ 2`: x is replaced by k vertices that always move together
/// (faces `F` of Δ avoiding x, and `F ⊔ Y` when `F ⊔ {x}` is a face). Y = {x} ∪ new vertices.
pub fn b_double(c: &Complex, x: usize, k: usize) -> Result<Complex, OperationError> {
    double(c, x, k, false)
}

/// `P_x^Y(Δ)` with `|Y| = k ≥ 2`: as `B_x^Y`, and also `F ⊔ Y'` for faces `F` avoiding x
/// and `|Y'| < k` (E&S Cor 6.11: zero positions need equal piles on Y).
pub fn p_double(c: &Complex, x: usize, k: usize) -> Result<Complex, OperationError> {
    double(c, x, k, true)
}

fn double(c: &Complex, x: usize, k: usize, p: bool) -> Result<Complex, OperationError> {
    if x >= c.n() {
        return Err(OperationError::NoSuchVertex(x));
    }
    if k < 2 {
        return Err(OperationError::DoublingTooSmall);
    }
    check_room(c, k - 1)?;
    let mut labels = labels_of(c);
    labels.extend(fresh_labels(c, k - 1));
    let y = (1u64 << x) | (low_mask(c.n() + k - 1) & !low_mask(c.n()));
    let xm = 1u64 << x;
    let mut sets = Vec::new();
    for &f in c.facets() {
        if f & xm != 0 {
            sets.push((f & !xm) | y); // F ⊔ {x} face -> F ⊔ Y
        } else if p {
            for v in bits(y) {
                sets.push(f | (y & !(1 << v))); // F ⊔ Y' with |Y'| = k-1
            }
        } else {
            sets.push(f);
        }
        if p && f & xm != 0 {
            for v in bits(y) {
                sets.push((f & !xm) | (y & !(1 << v)));
            }
        }
    }
    build(labels, &sets)
}

/// `C^z(Δ)`: a new vertex z; V is a face, and `F ∪ {z}` is a face for every face F of Δ.
pub fn cz(c: &Complex) -> Result<Complex, OperationError> {
    check_room(c, 1)?;
    let mut labels = labels_of(c);
    labels.extend(fresh_labels(c, 1));
    let z = 1u64 << c.n();
    let mut sets: Vec<u64> = vec![c.all()];
    sets.extend(c.facets().iter().map(|&f| f | z));
    build(labels, &sets)
}

/// Deletes vertex `v` (the induced subcomplex on the others).
pub fn delete_vertex(c: &Complex, v: usize) -> Result<Complex, OperationError> {
    if c.n() <= 1 {
        return Err(OperationError::LastVertex);
    }
    if v >= c.n() {
        return Err(OperationError::NoSuchVertex(v));
    }
    Ok(c.induced(c.all() & !(1 << v))?.0)
}
