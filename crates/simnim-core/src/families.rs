//! Named complexes from the papers, each validating its parameters.
//!
//! Two path indexings exist and differ: E&S's path complex `P_{n,k}` has `n` facets on
//! `n+k-1` vertices; the SetNim paper's PathNim `PN(n,k)` has `n` stacks (vertices) and
//! `n-k+1` facets, so `PN(n,k) = P_{n-k+1,k}`. `C_{n,k}` (E&S) is CircularNim `CN(n,k)`.
//! Spec strings (CLI `--family`, gallery): `cn:7,3`, `pn:5,3`, `path:3,2` (E&S P_{n,k}),
//! `moore:5,3` (Δ_k(V), |V|=5, k=3), `octahedron:3` (O_n), `nim:3`, `simplex:4`, `h`,
//! `ex3.3`, `ex3.4`, `ex4.6` (also `ex4.5`, its old id), `fig2`, `mystery`, `graph:1-2,2-3,3-1` (graphical matroid:
//! the edges, numbered in order, with forests as faces), `gf2:1100,0110` (binary matroid of
//! a GF(2) matrix given by rows; its columns are the elements), `matrix:r,m` (Holladay's matrix Nim, the SetNim paper's MatrixNim),
//! `graphnim:1-2,2-3` (Nim on a graph: tokens on edges, a move at one vertex).
//! Item numbers without a paper name are E&S's (cites: es1996).

use std::fmt;

use crate::complex::{Complex, ComplexError, Label, MAX_VERTICES};
use crate::gf2::{from_columns, graphical};
use crate::sets::{binomial, bits, low_mask, subsets_of_size};

/// The most facets a family member is built with (the theorems still answer such a complex;
/// the exhaustive engines take at most 1024 facets).
pub const MAX_BUILT_FACETS: usize = 100_000;

/// The family specs [`named`] knows, as shown in error messages and help.
pub const KNOWN: &str = "cn:n,k pn:n,k path:n,k moore:m,k octahedron:n nim:k simplex:m h ex3.3 ex3.4 ex4.6 fig2 mystery graph:1-2,2-3,.. gf2:1100,0110,.. matrix:r,m graphnim:1-2,2-3,..";

/// Why a family could not be built. Columns are 1-based character columns of the spec.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FamilyError {
    /// No family has this name.
    Unknown { name: String },
    /// The parameters are not of the family's form: `expected` (like "two numbers, like
    /// cn:7,3"), and what was found at `column` (empty at the end of the spec).
    Syntax { family: String, expected: &'static str, column: usize, found: String },
    /// A parameter is out of range: the `requirement` and the values given.
    Range { family: &'static str, requirement: &'static str, got: String },
    /// The member would have more than 64 vertices.
    TooManyVertices { family: &'static str, vertices: usize },
    /// The member would have more facets than the engines handle.
    TooManyFacets { family: &'static str, facets: u128, limit: usize },
    /// The sets built are not a complex (e.g. a graph with a loop).
    Complex(ComplexError),
}

impl fmt::Display for FamilyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FamilyError::Unknown { name } => write!(f, "unknown family '{name}'; known: {KNOWN}"),
            FamilyError::Syntax { family, expected, column, found } => {
                let found = if found.is_empty() { "nothing".to_string() } else { format!("'{found}'") };
                write!(f, "at column {column}: {family} takes {expected}; found {found}")
            }
            FamilyError::Range { family, requirement, got } => write!(f, "{family} needs {requirement}; got {got}"),
            FamilyError::TooManyVertices { family, vertices } => {
                write!(f, "{family} would have {vertices} vertices; at most {MAX_VERTICES}")
            }
            FamilyError::TooManyFacets { family, facets, limit } => {
                write!(f, "{family} has {facets} facets; at most {limit} are built")
            }
            FamilyError::Complex(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for FamilyError {}

impl From<ComplexError> for FamilyError {
    fn from(e: ComplexError) -> Self {
        FamilyError::Complex(e)
    }
}

fn interval(start: usize, len: usize, modulo: usize) -> u64 {
    (0..len).fold(0u64, |m, j| m | 1 << ((start + j) % modulo))
}

fn build(n: usize, sets: &[u64]) -> Result<Complex, FamilyError> {
    Ok(Complex::from_index_sets(n, sets)?)
}

fn check_vertices(n: usize, family: &'static str) -> Result<(), FamilyError> {
    if n == 0 {
        return Err(FamilyError::Range { family, requirement: "at least one vertex", got: "0".into() });
    }
    if n > MAX_VERTICES {
        return Err(FamilyError::TooManyVertices { family, vertices: n });
    }
    Ok(())
}

/// Classical Nim with `k` piles: `k` isolated vertices.
pub fn classical_nim(k: usize) -> Result<Complex, FamilyError> {
    check_vertices(k, "classical Nim")?;
    build(k, &(0..k).map(|i| 1u64 << i).collect::<Vec<_>>())
}

/// The full simplex on `m` vertices (its value is the total number of chips).
pub fn simplex(m: usize) -> Result<Complex, FamilyError> {
    check_vertices(m, "the simplex")?;
    build(m, &[low_mask(m)])
}

/// CircularNim `CN(n,k)` = the cycle complex `C_{n,k}`: vertices `1..n`, facets the `n`
/// cyclic intervals of length `k`. Requires `1 <= k <= n`.
pub fn cycle(n: usize, k: usize) -> Result<Complex, FamilyError> {
    check_vertices(n, "CN(n,k)")?;
    if k == 0 || k > n {
        return Err(FamilyError::Range { family: "CN(n,k)", requirement: "1 <= k <= n", got: format!("n={n}, k={k}") });
    }
    build(n, &(0..n).map(|i| interval(i, k, n)).collect::<Vec<_>>())
}

/// E&S's path complex `P_{n,k}`: vertices `1..n+k-1`, facets `{i,..,i+k-1}` for `i=1..n`.
/// Requires `n >= 1`, `k >= 1`.
pub fn path_es(n: usize, k: usize) -> Result<Complex, FamilyError> {
    if n == 0 || k == 0 {
        return Err(FamilyError::Range {
            family: "P_(n,k)",
            requirement: "n >= 1 and k >= 1",
            got: format!("n={n}, k={k}"),
        });
    }
    let v = n.saturating_add(k - 1);
    check_vertices(v, "P_(n,k)")?;
    build(v, &(0..n).map(|i| interval(i, k, 64)).collect::<Vec<_>>())
}

/// SetNim's PathNim `PN(n,k)`: `n` stacks on a path, moves on `k` consecutive stacks.
/// Requires `1 <= k <= n`. Equals `P_{n-k+1,k}`.
pub fn pathnim(n: usize, k: usize) -> Result<Complex, FamilyError> {
    check_vertices(n, "PN(n,k)")?;
    if k == 0 || k > n {
        return Err(FamilyError::Range { family: "PN(n,k)", requirement: "1 <= k <= n", got: format!("n={n}, k={k}") });
    }
    path_es(n - k + 1, k)
}

/// Moore's Nim: `Δ_k(V)` with `|V| = m`, faces the sets of fewer than `k` vertices.
/// Requires `2 <= k`; for `k > m` it is the simplex.
pub fn moore(m: usize, k: usize) -> Result<Complex, FamilyError> {
    check_vertices(m, "Moore's Nim")?;
    if k < 2 {
        return Err(FamilyError::Range {
            family: "Moore's Δ_k(V)",
            requirement: "k >= 2 (singletons must be faces)",
            got: format!("k={k}"),
        });
    }
    let size = (k - 1).min(m);
    let count = binomial(m, size);
    if count > MAX_BUILT_FACETS as u128 {
        return Err(FamilyError::TooManyFacets { family: "Moore's Δ_k(V)", facets: count, limit: MAX_BUILT_FACETS });
    }
    let sets: Vec<u64> = subsets_of_size(m, size).collect();
    build(m, &sets)
}

/// The boundary of the `n`-dimensional hyperoctahedron `O_n = O_{n-1} * O_1`: vertices
/// `1..2n`, with `i` and `i+n` antipodal; facets pick one vertex of each antipodal pair.
pub fn octahedron(n: usize) -> Result<Complex, FamilyError> {
    if n == 0 || n > 10 {
        return Err(FamilyError::Range {
            family: "O_n",
            requirement: "1 <= n <= 10 (2^n facets)",
            got: format!("n={n}"),
        });
    }
    let sets: Vec<u64> = (0..1u64 << n)
        .map(|choice| (0..n).fold(0u64, |m, i| m | 1 << (if choice >> i & 1 == 1 { i + n } else { i })))
        .collect();
    build(2 * n, &sets)
}

/// The game H of the SetNim paper (SetNim Thm 4.2): `{a,b,c},{b,c,d},{c,d,e},{d,e,f},{a,f}`.
pub fn game_h() -> Complex {
    Complex::parse("{a,b,c},{b,c,d},{c,d,e},{d,e,f},{a,f}").expect("valid literal")
}

/// E&S Example 3.3 (pointed circuit complex, Figure 1).
pub fn example_3_3() -> Complex {
    Complex::parse("{1,2,3},{2,3,4},{3,4,5},{1,5}").expect("valid literal")
}

/// E&S Example 3.4.
pub fn example_3_4() -> Complex {
    Complex::parse("{1,2,3,4},{2,3,4,5},{1,2,5},{1,4,5}").expect("valid literal")
}

/// E&S Example 4.6 (Nim-regular, Figure 3).
pub fn example_4_6() -> Complex {
    Complex::parse("{1,2},{1,3},{1,4},{2,3,4}").expect("valid literal")
}

/// E&S Figure 2: a complex with no Nim-basis.
pub fn figure_2() -> Complex {
    Complex::parse("{a,b},{c}").expect("valid literal")
}

/// E&S Sec 9's "mystery" complex (Figure 6): the triangle boundary x,y,z with the edge z-w.
/// Labelled x=1, y=2, z=3, w=4 so piles are listed in the paper's order (n_x,n_y,n_z,n_w).
pub fn mystery() -> Complex {
    Complex::parse("{1,2},{1,3},{2,3},{3,4}").expect("valid literal")
}

/// Holladay's matrix Nim (J. C. Holladay, "Matrix Nim", American Mathematical Monthly 65
/// (1958) 107–109), which the SetNim paper's introduction uses as MatrixNim: stacks at the
/// points of an `r × m` grid; a move plays on the stacks of one row, or on any stacks within
/// `m - 1` columns (one column left untouched). Vertices are numbered row by row
/// (`1..r·m`); facets: each row, and all stacks outside one column. (`thesis::holladay`
/// plays it on a matrix; one column, which this family refuses, is ordinary Nim.)
pub fn matrix_nim(r: usize, m: usize) -> Result<Complex, FamilyError> {
    if r == 0 || m < 2 {
        return Err(FamilyError::Range {
            family: "MatrixNim",
            requirement: "at least 1 row and 2 columns",
            got: format!("{r}×{m}"),
        });
    }
    check_vertices(r.saturating_mul(m), "MatrixNim")?;
    let at = |i: usize, j: usize| 1u64 << (i * m + j);
    let mut sets: Vec<u64> = (0..r).map(|i| (0..m).fold(0, |s, j| s | at(i, j))).collect();
    for skip in 0..m {
        sets.push(
            (0..r)
                .flat_map(|i| (0..m).filter(move |&j| j != skip).map(move |j| (i, j)))
                .fold(0, |s, (i, j)| s | at(i, j)),
        );
    }
    build(r * m, &sets)
}

/// Nim played on a graph (SetNim introduction): tokens lie on the edges; a move picks a
/// graph vertex and takes from the edges at it. The complex's vertices are the edges
/// (numbered in the order given); its facets are the stars of the graph's vertices.
pub fn graph_nim(edges: &[(String, String)]) -> Result<Complex, FamilyError> {
    if edges.is_empty() {
        return Err(ComplexError::NoEdges.into());
    }
    check_vertices(edges.len(), "Nim on a graph")?;
    let mut names: Vec<&String> = Vec::new();
    for (a, b) in edges {
        if a == b {
            return Err(ComplexError::Loop(format!("{a}-{b}")).into());
        }
        for x in [a, b] {
            if !names.contains(&x) {
                names.push(x);
            }
        }
    }
    let stars: Vec<u64> = names
        .iter()
        .map(|&x| edges.iter().enumerate().filter(|(_, (a, b))| a == x || b == x).fold(0u64, |m, (i, _)| m | 1 << i))
        .collect();
    build(edges.len(), &stars)
}

/// Reads the parameters of a family spec: `count` numbers separated by commas, nothing
/// else (`column` is the 1-based column where the parameters start).
fn numbers(
    args: &str,
    column: usize,
    family: &str,
    expected: &'static str,
    count: usize,
) -> Result<Vec<usize>, FamilyError> {
    let syntax = |col: usize, found: &str| FamilyError::Syntax {
        family: family.to_string(),
        expected,
        column: col,
        found: found.to_string(),
    };
    let mut out = Vec::new();
    let mut at = column;
    for (i, part) in args.split(',').enumerate() {
        let lead = part.len() - part.trim_start().len();
        let t = part.trim();
        let col = at + part[..lead].chars().count();
        if i == count {
            return Err(syntax(at.saturating_sub(1), &format!(",{part}")));
        }
        if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(syntax(col, t));
        }
        out.push(t.parse::<usize>().map_err(|_| syntax(col, t))?);
        at += part.chars().count() + 1;
    }
    if out.len() != count {
        return Err(syntax(at.saturating_sub(1), ""));
    }
    Ok(out)
}

/// Reads a graph's edge list `1-2,2-3` (labels are integers or names), with columns.
pub fn parse_edges(args: &str, column: usize, family: &str) -> Result<Vec<(String, String)>, FamilyError> {
    let syntax = |col: usize, found: &str| FamilyError::Syntax {
        family: family.to_string(),
        expected: "edges written a-b and separated by commas, like graph:1-2,2-3",
        column: col,
        found: found.to_string(),
    };
    let mut out = Vec::new();
    let mut at = column;
    for part in args.split(',') {
        let lead = part.len() - part.trim_start().len();
        let col = at + part[..lead].chars().count();
        let e = part.trim();
        let Some((a, b)) = e.split_once('-') else { return Err(syntax(col, e)) };
        let (a, b) = (a.trim(), b.trim());
        if Label::parse(a).is_none() || Label::parse(b).is_none() {
            return Err(syntax(col, e));
        }
        out.push((a.to_string(), b.to_string()));
        at += part.chars().count() + 1;
    }
    Ok(out)
}

/// Reads a GF(2) matrix given by rows like `1100,0110,0011` into its columns.
pub fn parse_matrix_rows(args: &str, column: usize) -> Result<Vec<u64>, FamilyError> {
    let syntax = |col: usize, found: &str| FamilyError::Syntax {
        family: "gf2".to_string(),
        expected: "1 to 63 rows of equally many 0s and 1s, like gf2:1100,0110",
        column: col,
        found: found.to_string(),
    };
    let mut cols: Vec<u64> = Vec::new();
    let mut width = None;
    let mut at = column;
    for (i, part) in args.split(',').enumerate() {
        let lead = part.len() - part.trim_start().len();
        let col = at + part[..lead].chars().count();
        let r = part.trim();
        let ok = !r.is_empty() && r.bytes().all(|b| b == b'0' || b == b'1') && width.is_none_or(|w| w == r.len());
        if !ok || i >= 63 || r.len() > 64 {
            return Err(syntax(col, r));
        }
        if width.is_none() {
            width = Some(r.len());
            cols = vec![0; r.len()];
        }
        for (j, b) in r.bytes().enumerate() {
            if b == b'1' {
                cols[j] |= 1 << i;
            }
        }
        at += part.chars().count() + 1;
    }
    Ok(cols)
}

/// Builds a named complex from a spec string like `cn:7,3` (see module docs). The whole
/// spec must be read: trailing junk, missing or extra parameters are errors with a column.
pub fn named(spec: &str) -> Result<Complex, FamilyError> {
    let lead = spec.chars().count() - spec.trim_start().chars().count();
    let lowered = spec.trim().to_ascii_lowercase();
    let (name, args, has_colon) = match lowered.split_once(':') {
        Some((n, a)) => (n.trim(), a, true),
        None => (lowered.as_str(), "", false),
    };
    // Column of the first parameter character.
    let col = lead + name.chars().count() + 2;
    let two = |expected: &'static str| numbers(args, col, name, expected, 2).map(|v| (v[0], v[1]));
    let one = |expected: &'static str| numbers(args, col, name, expected, 1).map(|v| v[0]);
    let none = |c: Complex| {
        if has_colon {
            Err(FamilyError::Syntax {
                family: name.to_string(),
                expected: "no parameters",
                column: col - 1,
                found: format!(":{args}"),
            })
        } else {
            Ok(c)
        }
    };
    match name {
        "cn" | "cycle" => two("two numbers n,k, like cn:7,3").and_then(|(n, k)| cycle(n, k)),
        "pn" => two("two numbers n,k, like pn:5,3").and_then(|(n, k)| pathnim(n, k)),
        "path" => two("two numbers n,k, like path:3,2").and_then(|(n, k)| path_es(n, k)),
        "moore" => two("two numbers m,k, like moore:5,3").and_then(|(m, k)| moore(m, k)),
        "matrix" => two("two numbers r,m, like matrix:2,3").and_then(|(r, m)| matrix_nim(r, m)),
        "octahedron" | "o" => one("one number, like octahedron:3").and_then(octahedron),
        "nim" => one("one number, like nim:3").and_then(classical_nim),
        "simplex" => one("one number, like simplex:4").and_then(simplex),
        "h" => none(game_h()),
        "ex3.3" => none(example_3_3()),
        "ex3.4" => none(example_3_4()),
        // `ex4.5` is the old id (the example is 4.6; 4.5 is a corollary): old links keep working.
        "ex4.6" | "ex4.5" => none(example_4_6()),
        "fig2" => none(figure_2()),
        "mystery" => none(mystery()),
        "graph" => Ok(graphical(&parse_edges(args, col, name)?)?),
        "graphnim" => graph_nim(&parse_edges(args, col, name)?),
        "gf2" => Ok(from_columns(&parse_matrix_rows(args, col)?)?),
        _ => Err(FamilyError::Unknown { name: name.to_string() }),
    }
}

/// Relabels a complex's vertices by a permutation (`perm[v]` = new index of vertex `v`),
/// keeping integer labels `1..n`. Used to test recognition and symmetry statements.
pub fn permuted(c: &Complex, perm: &[usize]) -> Complex {
    let sets: Vec<u64> = c.facets().iter().map(|&f| bits(f).fold(0u64, |m, v| m | 1 << perm[v])).collect();
    let labels = (1..=c.n() as i64).map(Label::Int).collect();
    Complex::from_sets(labels, &sets).expect("a permutation of a valid complex is valid")
}
