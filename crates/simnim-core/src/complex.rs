//! Simplicial complexes on at most 64 labelled vertices: the face lattice (faces,
//! components, induced subcomplexes) and the legality of a move.
//!
//! A [`Complex`] is stored by its facets (maximal faces) as `u64` bitmasks over the
//! vertex indices `0..n`. Contract:
//! - every vertex lies in at least one facet (so every singleton is a face);
//! - `facets` are non-empty, pairwise incomparable, and kept in the order in which
//!   they first appeared in the generating sets (so printing is stable for a person);
//! - vertex order is numeric when every label is an integer, otherwise string order
//!   (the papers' convention: piles are listed in that order).
//!
//! The papers' set notation is read and written in `notation`, the circuits (minimal
//! non-faces) are computed in `circuits`.

use std::cmp::Ordering;
use std::fmt;

use crate::sets::{bits, low_mask, maximal_sets, merge_overlapping};

/// Hard limit on the number of vertices (one bit each in a `u64`).
pub const MAX_VERTICES: usize = 64;

/// A vertex label: an integer or an identifier, as written in the papers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Label {
    Int(i64),
    Name(String),
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Label::Int(i) => write!(f, "{i}"),
            Label::Name(s) => f.write_str(s),
        }
    }
}

impl Label {
    /// Parses one label token (no surrounding whitespace). `None` if it is not a label.
    pub fn parse(tok: &str) -> Option<Label> {
        let digits = tok.strip_prefix('-').unwrap_or(tok);
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            return tok.parse::<i64>().ok().map(Label::Int);
        }
        let mut chars = tok.chars();
        let first = chars.next()?;
        let ok_first = first.is_alphabetic() || first == '_';
        let ok_rest = chars.all(|c| c.is_alphanumeric() || c == '_' || c == '\'');
        (ok_first && ok_rest).then(|| Label::Name(tok.to_string()))
    }
}

/// Ordering of labels used for the vertex order of a complex.
fn label_order(all_int: bool, a: &Label, b: &Label) -> Ordering {
    match (a, b) {
        (Label::Int(x), Label::Int(y)) if all_int => x.cmp(y),
        _ => a.to_string().cmp(&b.to_string()),
    }
}

/// Why a complex could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ComplexError {
    /// More than [`MAX_VERTICES`] vertices.
    TooManyVertices { vertices: usize },
    /// No generating sets at all.
    NoSets,
    /// A label names two vertices.
    DuplicateLabel(Label),
    /// A generating set is empty.
    EmptySet,
    /// A set names a vertex index beyond the labels.
    UnknownVertex,
    /// A vertex lies in no set.
    UncoveredVertex(Label),
    /// An induced subcomplex on no vertices.
    NoVertices,
    /// Listing the circuits was stopped at this many partial transversals.
    TooManyCircuits { limit: usize },
    /// Listing the circuits needs more than `budget` steps.
    CircuitWork { budget: u64 },
    /// A graph for a graphical matroid has no edges.
    NoEdges,
    /// A matroid has more elements than its test verifies.
    TooManyElements { elements: usize, limit: usize },
    /// A graph edge is a loop (the two ends, as written).
    Loop(String),
    /// A graph has more than 63 vertices.
    TooManyGraphVertices,
    /// A GF(2) matrix has no columns.
    NoColumns,
    /// Column `j` (1-based) of a GF(2) matrix is zero.
    ZeroColumn(usize),
}

impl fmt::Display for ComplexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ComplexError::TooManyVertices { vertices } => {
                write!(f, "{vertices} vertices exceed the limit of {MAX_VERTICES}")
            }
            ComplexError::NoSets => f.write_str("the complex has no sets; write at least one, like {1,2}"),
            ComplexError::DuplicateLabel(a) => write!(f, "vertex label {a} is used twice"),
            ComplexError::EmptySet => f.write_str("a set is empty; every set needs at least one vertex"),
            ComplexError::UnknownVertex => f.write_str("a set names a vertex that does not exist"),
            ComplexError::UncoveredVertex(a) => {
                write!(f, "vertex {a} lies in no set; every vertex must be in some face")
            }
            ComplexError::NoVertices => f.write_str("the induced subcomplex needs at least one vertex"),
            ComplexError::TooManyCircuits { limit } => {
                write!(f, "more than {limit} circuits; the complex is too large to list them")
            }
            ComplexError::CircuitWork { budget } => write!(
                f,
                "listing the circuits needs more than {} steps (the work limit); the complex is too large",
                crate::grid::human_count(*budget as u128)
            ),
            ComplexError::NoEdges => f.write_str("the graph needs at least one edge"),
            ComplexError::TooManyElements { elements, limit } => write!(f, "{elements} elements; at most {limit}"),
            ComplexError::Loop(e) => write!(f, "the loop {e} is never part of a forest"),
            ComplexError::TooManyGraphVertices => f.write_str("at most 63 graph vertices"),
            ComplexError::NoColumns => f.write_str("the matrix needs at least one column"),
            ComplexError::ZeroColumn(j) => write!(f, "column {j} is zero: a loop, whose singleton is not independent"),
        }
    }
}

impl std::error::Error for ComplexError {}

/// A simplicial complex given by its facets. See the module documentation for the contract.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Complex {
    labels: Vec<Label>,
    facets: Vec<u64>,
}

impl Complex {
    /// Builds a complex from labels and generating sets (bitmasks over label indices).
    /// Labels are re-sorted into the canonical vertex order; sets need not be maximal.
    /// Errors: no sets, an empty set, a label in no set, more than 64 vertices, repeated labels.
    pub fn from_sets(labels: Vec<Label>, sets: &[u64]) -> Result<Complex, ComplexError> {
        if labels.len() > MAX_VERTICES {
            return Err(ComplexError::TooManyVertices { vertices: labels.len() });
        }
        if sets.is_empty() {
            return Err(ComplexError::NoSets);
        }
        for (i, a) in labels.iter().enumerate() {
            if labels[..i].contains(a) {
                return Err(ComplexError::DuplicateLabel(a.clone()));
            }
        }
        let all = low_mask(labels.len());
        if let Some(s) = sets.iter().find(|&&s| s == 0 || s & !all != 0) {
            return Err(if *s == 0 { ComplexError::EmptySet } else { ComplexError::UnknownVertex });
        }
        let covered = sets.iter().fold(0u64, |a, &s| a | s);
        if covered != all {
            let missing = bits(all & !covered).next().unwrap_or(0);
            return Err(ComplexError::UncoveredVertex(labels[missing].clone()));
        }
        // Canonical vertex order.
        let all_int = labels.iter().all(|l| matches!(l, Label::Int(_)));
        let mut order: Vec<usize> = (0..labels.len()).collect();
        crate::sets::sort_small_by(&mut order, &mut |&a, &b| {
            label_order(all_int, &labels[a], &labels[b]).then(a.cmp(&b))
        });
        let mut new_index = vec![0usize; labels.len()];
        for (new, &old) in order.iter().enumerate() {
            new_index[old] = new;
        }
        let remap = |s: u64| bits(s).fold(0u64, |m, v| m | (1u64 << new_index[v]));
        let sets: Vec<u64> = sets.iter().map(|&s| remap(s)).collect();
        let labels = order.iter().map(|&i| labels[i].clone()).collect();
        Ok(Complex { labels, facets: maximal_sets(&sets) })
    }

    /// Builds a complex on vertices labelled `1..=n` from generating sets over indices `0..n`.
    pub fn from_index_sets(n: usize, sets: &[u64]) -> Result<Complex, ComplexError> {
        let labels = (1..=n as i64).map(Label::Int).collect();
        Complex::from_sets(labels, sets)
    }

    /// Number of vertices.
    pub fn n(&self) -> usize {
        self.labels.len()
    }

    /// Vertex labels in vertex order.
    pub fn labels(&self) -> &[Label] {
        &self.labels
    }

    /// Facets (maximal faces) as bitmasks, in order of first appearance.
    pub fn facets(&self) -> &[u64] {
        &self.facets
    }

    /// Bitmask of all vertices.
    pub fn all(&self) -> u64 {
        low_mask(self.n())
    }

    /// Is `set` a face (a subset of some facet)? The empty set is a face.
    pub fn is_face(&self, set: u64) -> bool {
        self.facets.iter().any(|&f| set & !f == 0)
    }

    /// Index of the vertex with this label.
    pub fn index_of(&self, label: &Label) -> Option<usize> {
        self.labels.iter().position(|l| l == label)
    }

    /// Formats a vertex set in the papers' notation, e.g. `{1,3,5}` (`{}` when empty).
    pub fn set_to_string(&self, set: u64) -> String {
        let inner: Vec<String> = bits(set).map(|v| self.labels[v].to_string()).collect();
        format!("{{{}}}", inner.join(","))
    }

    /// The facets with their vertices in vertex order, facets sorted lexicographically by
    /// their vertex indices: a canonical form (two equal complexes print identically).
    pub fn canonical_facets(&self) -> Vec<u64> {
        let mut f = self.facets.clone();
        crate::sets::sort_small_by(&mut f, &mut |&a, &b| bits(a).cmp(bits(b)));
        f
    }

    /// Connected components of the 1-skeleton, as vertex bitmasks, ordered by lowest vertex.
    pub fn components(&self) -> Vec<u64> {
        merge_overlapping(&self.facets)
    }

    /// The subcomplex induced on `vertices` (a non-empty subset), keeping labels.
    /// Returns the complex and the original index of each of its vertices.
    pub fn induced(&self, vertices: u64) -> Result<(Complex, Vec<usize>), ComplexError> {
        let vertices = vertices & self.all();
        if vertices == 0 {
            return Err(ComplexError::NoVertices);
        }
        let keep: Vec<usize> = bits(vertices).collect();
        let compress =
            |s: u64| keep.iter().enumerate().fold(0u64, |m, (i, &v)| if s >> v & 1 == 1 { m | 1 << i } else { m });
        let mut sets: Vec<u64> = self.facets.iter().map(|&f| compress(f & vertices)).filter(|&s| s != 0).collect();
        sets.dedup();
        let labels = keep.iter().map(|&v| self.labels[v].clone()).collect();
        // Labels stay in canonical order because `keep` is increasing.
        let c = Complex::from_sets(labels, &sets)?;
        Ok((c, keep))
    }

    /// Is this complex a simplex (one facet containing every vertex)?
    pub fn is_simplex(&self) -> bool {
        self.facets.len() == 1 && self.facets[0] == self.all()
    }
}

impl fmt::Display for Complex {
    /// Prints the facets in the papers' notation, e.g. `{1,2,3},{2,3,4},{1,5}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.facets.iter().map(|&s| self.set_to_string(s)).collect();
        f.write_str(&parts.join(","))
    }
}

/// Why a move is not legal (see [`move_error`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveError {
    /// The positions do not have one pile per vertex.
    WrongLength,
    /// Nothing changes.
    NoChips,
    /// A pile grows.
    Raises,
    /// The lowered piles are not on one face (their labels).
    NotAFace(Vec<Label>),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::WrongLength => f.write_str("that move does not fit this complex"),
            MoveError::NoChips => f.write_str("a move must take at least one chip"),
            MoveError::Raises => f.write_str("a move can only take chips away"),
            MoveError::NotAFace(names) => {
                let names: Vec<String> = names.iter().map(Label::to_string).collect();
                let list = match names.as_slice() {
                    [a, b] => format!("{a} and {b}"),
                    _ => names.join(", "),
                };
                write!(f, "vertices {list} are not a face, so their piles cannot be lowered in one move")
            }
        }
    }
}

impl std::error::Error for MoveError {}

/// Why `from -> to` is not a legal move on `c` (`None` when it is): a move lowers the piles
/// on one face, at least one chip in all, and raises none.
pub fn move_error(c: &Complex, from: &[u64], to: &[u64]) -> Option<MoveError> {
    if from.len() != c.n() || to.len() != c.n() {
        return Some(MoveError::WrongLength);
    }
    let changed = (0..c.n()).filter(|&v| to[v] != from[v]).fold(0u64, |m, v| m | 1 << v);
    if changed == 0 {
        return Some(MoveError::NoChips);
    }
    if (0..c.n()).any(|v| to[v] > from[v]) {
        return Some(MoveError::Raises);
    }
    if !c.is_face(changed) {
        return Some(MoveError::NotAFace(bits(changed).map(|v| c.labels()[v].clone()).collect()));
    }
    None
}
