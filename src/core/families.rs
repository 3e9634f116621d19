//! Named complexes from the papers, each validating its parameters.
//!
//! Two path indexings exist and differ: E&S's path complex `P_{n,k}` has `n` facets on
//! `n+k-1` vertices; the SetNim paper's PathNim `PN(n,k)` has `n` stacks (vertices) and
//! `n-k+1` facets, so `PN(n,k) = P_{n-k+1,k}`. `C_{n,k}` (E&S) is CircularNim `CN(n,k)`.
//! Spec strings (CLI `--family`, gallery): `cn:7,3`, `pn:5,3`, `path:3,2` (E&S P_{n,k}),
//! `moore:5,3` (Δ_k(V), |V|=5, k=3), `octahedron:3` (O_n), `nim:3`, `simplex:4`, `h`,
//! `ex3.3`, `ex3.4`, `ex4.5`, `fig2`, `mystery`, `graph:1-2,2-3,3-1` (graphical matroid:
//! the edges, numbered in order, with forests as faces), `gf2:1100,0110` (binary matroid of
//! a GF(2) matrix given by rows; its columns are the elements), `matrix:r,m` (MatrixNim),
//! `graphnim:1-2,2-3` (Nim on a graph: tokens on edges, a move at one vertex).

use crate::core::complex::{bits, Complex, Label};
use crate::core::solve::pn::MAX_FACETS;

fn interval(start: usize, len: usize, modulo: usize) -> u64 {
    (0..len).fold(0u64, |m, j| m | 1 << ((start + j) % modulo))
}

fn build(n: usize, sets: &[u64]) -> Result<Complex, String> {
    Complex::from_index_sets(n, sets).map_err(|e| e.0)
}

fn check_vertices(n: usize, what: &str) -> Result<(), String> {
    if n == 0 {
        return Err(format!("{what} needs at least one vertex"));
    }
    if n > 64 {
        return Err(format!("{what} would have {n} vertices; at most 64"));
    }
    Ok(())
}

/// Classical Nim with `k` piles: `k` isolated vertices.
pub fn classical_nim(k: usize) -> Result<Complex, String> {
    check_vertices(k, "classical Nim")?;
    build(k, &(0..k).map(|i| 1u64 << i).collect::<Vec<_>>())
}

/// The full simplex on `m` vertices (its value is the total number of chips).
pub fn simplex(m: usize) -> Result<Complex, String> {
    check_vertices(m, "the simplex")?;
    build(m, &[crate::core::complex::low_mask(m)])
}

/// CircularNim `CN(n,k)` = the cycle complex `C_{n,k}`: vertices `1..n`, facets the `n`
/// cyclic intervals of length `k`. Requires `1 <= k <= n`.
pub fn cycle(n: usize, k: usize) -> Result<Complex, String> {
    check_vertices(n, "CN(n,k)")?;
    if k == 0 || k > n {
        return Err(format!("CN(n,k) needs 1 <= k <= n; got n={n}, k={k}"));
    }
    build(n, &(0..n).map(|i| interval(i, k, n)).collect::<Vec<_>>())
}

/// E&S's path complex `P_{n,k}`: vertices `1..n+k-1`, facets `{i,..,i+k-1}` for `i=1..n`.
/// Requires `n >= 1`, `k >= 1`.
pub fn path_es(n: usize, k: usize) -> Result<Complex, String> {
    if n == 0 || k == 0 {
        return Err(format!("P_(n,k) needs n >= 1 and k >= 1; got n={n}, k={k}"));
    }
    let v = n + k - 1;
    check_vertices(v, "P_(n,k)")?;
    build(v, &(0..n).map(|i| interval(i, k, 64)).collect::<Vec<_>>())
}

/// SetNim's PathNim `PN(n,k)`: `n` stacks on a path, moves on `k` consecutive stacks.
/// Requires `1 <= k <= n`. Equals `P_{n-k+1,k}`.
pub fn pathnim(n: usize, k: usize) -> Result<Complex, String> {
    check_vertices(n, "PN(n,k)")?;
    if k == 0 || k > n {
        return Err(format!("PN(n,k) needs 1 <= k <= n; got n={n}, k={k}"));
    }
    path_es(n - k + 1, k)
}

/// Moore's Nim: `Δ_k(V)` with `|V| = m`, faces the sets of fewer than `k` vertices.
/// Requires `2 <= k`; for `k > m` it is the simplex.
pub fn moore(m: usize, k: usize) -> Result<Complex, String> {
    check_vertices(m, "Moore's Nim")?;
    if k < 2 {
        return Err(format!("Moore's Δ_k(V) needs k >= 2 (singletons must be faces); got k={k}"));
    }
    let size = (k - 1).min(m);
    let count = binomial(m, size);
    if count > MAX_FACETS as u128 {
        return Err(format!("Δ_{k} on {m} vertices has {count} facets; at most {MAX_FACETS}"));
    }
    let sets: Vec<u64> = subsets_of_size(m, size).collect();
    build(m, &sets)
}

/// The boundary of the `n`-dimensional hyperoctahedron `O_n = O_{n-1} * O_1`: vertices
/// `1..2n`, with `i` and `i+n` antipodal; facets pick one vertex of each antipodal pair.
pub fn octahedron(n: usize) -> Result<Complex, String> {
    if n == 0 || n > 10 {
        return Err(format!("O_n needs 1 <= n <= 10 (2^n facets); got n={n}"));
    }
    let sets: Vec<u64> = (0..1u64 << n)
        .map(|choice| (0..n).fold(0u64, |m, i| m | 1 << (if choice >> i & 1 == 1 { i + n } else { i })))
        .collect();
    build(2 * n, &sets)
}

/// The game H of the SetNim paper (Thm 4.2): `{a,b,c},{b,c,d},{c,d,e},{d,e,f},{a,f}`.
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

/// E&S Example 4.5 (Nim-regular, Figure 3).
pub fn example_4_5() -> Complex {
    Complex::parse("{1,2},{1,3},{1,4},{2,3,4}").expect("valid literal")
}

/// E&S Figure 2: a complex with no Nim-basis.
pub fn figure_2() -> Complex {
    Complex::parse("{a,b},{c}").expect("valid literal")
}

/// E&S Sec 9's "mystery" complex (Figure 5): the triangle boundary x,y,z with the edge z-w.
/// Labelled x=1, y=2, z=3, w=4 so piles are listed in the paper's order (n_x,n_y,n_z,n_w).
pub fn mystery() -> Complex {
    Complex::parse("{1,2},{1,3},{2,3},{3,4}").expect("valid literal")
}

/// MatrixNim (SetNim paper, introduction): stacks at the points of an `r × m` grid; a move
/// plays on the stacks of one row, or on any stacks within `m - 1` columns. Vertices are
/// numbered row by row (`1..r·m`); facets: each row, and all stacks outside one column.
pub fn matrix_nim(r: usize, m: usize) -> Result<Complex, String> {
    if r == 0 || m < 2 {
        return Err(format!("MatrixNim needs at least 1 row and 2 columns; got {r}×{m}"));
    }
    check_vertices(r * m, "MatrixNim")?;
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
pub fn graph_nim(edges: &[(String, String)]) -> Result<Complex, String> {
    if edges.is_empty() {
        return Err("the graph needs at least one edge".into());
    }
    check_vertices(edges.len(), "Nim on a graph")?;
    let mut names: Vec<&String> = Vec::new();
    for (a, b) in edges {
        if a == b {
            return Err(format!("the loop {a}-{b} has one end; give edges between two vertices"));
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

/// `C(n, k)` as u128 (saturating).
pub fn binomial(n: usize, k: usize) -> u128 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    (0..k).fold(1u128, |acc, i| acc.saturating_mul((n - i) as u128) / (i as u128 + 1))
}

/// All `k`-subsets of `0..n` as bitmasks, in increasing numeric order.
pub fn subsets_of_size(n: usize, k: usize) -> impl Iterator<Item = u64> {
    let limit = crate::core::complex::low_mask(n);
    let mut cur: Option<u64> = if k <= n { Some(crate::core::complex::low_mask(k)) } else { None };
    std::iter::from_fn(move || {
        let c = cur?;
        // Gosper's hack for the next subset of the same size.
        cur = if c == 0 {
            None
        } else {
            let u = c & c.wrapping_neg();
            let v = c.wrapping_add(u);
            if v == 0 {
                None
            } else {
                let next = v + (((v ^ c) / u) >> 2);
                (next & !limit == 0).then_some(next)
            }
        };
        Some(c)
    })
}

fn two_numbers(args: &str, name: &str) -> Result<(usize, usize), String> {
    let parts: Vec<&str> = args.split(',').map(str::trim).collect();
    if parts.len() != 2 {
        return Err(format!("{name} takes two numbers, like {name}:7,3"));
    }
    let p = |s: &str| s.parse::<usize>().map_err(|_| format!("{name}: '{s}' is not a number"));
    Ok((p(parts[0])?, p(parts[1])?))
}

fn one_number(args: &str, name: &str) -> Result<usize, String> {
    args.trim().parse::<usize>().map_err(|_| format!("{name} takes one number, like {name}:3"))
}

/// Builds a named complex from a spec string like `cn:7,3` (see module docs).
pub fn named(spec: &str) -> Result<Complex, String> {
    let spec = spec.trim().to_ascii_lowercase();
    let (name, args) = spec.split_once(':').unwrap_or((spec.as_str(), ""));
    match name {
        "cn" | "cycle" => two_numbers(args, name).and_then(|(n, k)| cycle(n, k)),
        "pn" => two_numbers(args, name).and_then(|(n, k)| pathnim(n, k)),
        "path" => two_numbers(args, name).and_then(|(n, k)| path_es(n, k)),
        "moore" => two_numbers(args, name).and_then(|(m, k)| moore(m, k)),
        "octahedron" | "o" => one_number(args, name).and_then(octahedron),
        "nim" => one_number(args, name).and_then(classical_nim),
        "simplex" => one_number(args, name).and_then(simplex),
        "h" => Ok(game_h()),
        "ex3.3" => Ok(example_3_3()),
        "ex3.4" => Ok(example_3_4()),
        "ex4.5" => Ok(example_4_5()),
        "fig2" => Ok(figure_2()),
        "mystery" => Ok(mystery()),
        "graph" => {
            let edges = crate::core::theory::matroid::parse_edges(args)?;
            crate::core::theory::matroid::graphical(&edges).map_err(|e| e.0)
        }
        "matrix" => two_numbers(args, name).and_then(|(r, m)| matrix_nim(r, m)),
        "graphnim" => {
            let edges = crate::core::theory::matroid::parse_edges(args)?;
            graph_nim(&edges)
        }
        "gf2" => {
            let cols = crate::core::theory::matroid::parse_matrix_rows(args)?;
            crate::core::theory::matroid::from_columns(&cols).map_err(|e| e.0)
        }
        _ => Err(format!(
            "unknown family '{name}'; known: cn:n,k pn:n,k path:n,k moore:m,k octahedron:n nim:k simplex:m h ex3.3 ex3.4 ex4.5 fig2 mystery graph:1-2,2-3,.. gf2:1100,0110,.. matrix:r,m graphnim:1-2,2-3,.."
        )),
    }
}

/// Relabels a complex's vertices by a permutation (`perm[v]` = new index of vertex `v`),
/// keeping integer labels `1..n`. Used to test recognition and symmetry statements.
pub fn permuted(c: &Complex, perm: &[usize]) -> Complex {
    let sets: Vec<u64> = c.facets().iter().map(|&f| bits(f).fold(0u64, |m, v| m | 1 << perm[v])).collect();
    let labels = (1..=c.n() as i64).map(Label::Int).collect();
    Complex::from_sets(labels, &sets).expect("a permutation of a valid complex is valid")
}
