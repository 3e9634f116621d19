//! The gallery: every family of the papers, with editable parameters, one click away.
//! Entries build complexes through `core::families::named`, so the CLI's `--family` and the
//! gallery accept the same specs.

use super::drawing::{Drawing, FamilyTag};
use super::layout;
use simnim_core::families;

/// Names shared by the gallery and the presets menu: one complex, one name.
pub mod names {
    pub const EX3_3: &str = "E&S Example 3.3 (pointed circuits)";
    pub const EX3_4: &str = "E&S Example 3.4 (pointed circuits)";
    pub const EX4_6: &str = "E&S Example 4.6 (Nim-regular)";
    pub const FIG2: &str = "E&S Figure 2 (no Nim-basis)";
    pub const MYSTERY: &str = "E&S Sec 9: the mystery complex";
    pub const H: &str = "The game H (SetNim Thm 4.2)";
}

/// A gallery entry: spec prefix, default arguments (empty when none), name, what the
/// arguments mean.
pub struct Entry {
    pub prefix: &'static str,
    pub args: &'static str,
    pub name: &'static str,
    pub params: &'static str,
}

pub const ENTRIES: &[Entry] = &[
    Entry { prefix: "nim", args: "3", name: "Classical Nim", params: "k piles" },
    Entry { prefix: "simplex", args: "4", name: "Full simplex (one Nim pile of all chips)", params: "m vertices" },
    Entry { prefix: "moore", args: "5,3", name: "Moore's Nim Δ_k(V): play on fewer than k piles", params: "|V|, k" },
    Entry {
        prefix: "path", args: "3,2", name: "E&S path complex P_{n,k}: n facets on n+k−1 vertices", params: "n, k"
    },
    Entry { prefix: "pn", args: "6,3", name: "PathNim PN(n,k) (SetNim): n stacks, k consecutive", params: "n, k" },
    Entry { prefix: "cn", args: "7,3", name: "CircularNim CN(n,k) = cycle complex C_{n,k}", params: "n, k" },
    Entry { prefix: "h", args: "", name: names::H, params: "" },
    Entry { prefix: "octahedron", args: "3", name: "Hyperoctahedron boundary O_n", params: "n" },
    Entry { prefix: "ex3.3", args: "", name: names::EX3_3, params: "" },
    Entry { prefix: "ex3.4", args: "", name: names::EX3_4, params: "" },
    Entry { prefix: "ex4.6", args: "", name: names::EX4_6, params: "" },
    Entry { prefix: "fig2", args: "", name: names::FIG2, params: "" },
    Entry { prefix: "mystery", args: "", name: names::MYSTERY, params: "" },
    Entry {
        prefix: "graph",
        args: "1-2,2-3,3-4,4-1,1-3,2-4",
        name: "Graphical matroid: edges, forests are faces",
        params: "edge list",
    },
    Entry { prefix: "gf2", args: "1100,0110,0011", name: "Binary matroid of a GF(2) matrix", params: "rows" },
    Entry {
        prefix: "matrix", args: "2,3", name: "MatrixNim (a row, or within m−1 columns)", params: "rows, columns"
    },
    Entry { prefix: "graphnim", args: "1-2,2-3,3-1,3-4", name: "Nim on a graph: tokens on edges", params: "edge list" },
];

/// The spec string of an entry with these arguments.
pub fn spec(prefix: &str, args: &str) -> String {
    if args.trim().is_empty() {
        prefix.to_string()
    } else {
        format!("{prefix}:{}", args.trim())
    }
}

/// The drawing of a family member (circle layout for cycles and dense complexes, a grid for
/// Matrix Nim's board, springs for small sparse ones). Errors name the invalid parameter.
pub fn drawing(prefix: &str, args: &str) -> Result<Drawing, String> {
    let spec = spec(prefix, args);
    let c = families::named(&spec).map_err(|e| e.to_string())?;
    let n = c.n();
    let mut d = Drawing::from_complex(&c, None, |i| layout::circle_point(i, n));
    // Links name the family while the drawing is still its complex.
    d.family = Some(FamilyTag { spec, complex: c.to_string() });
    // Small piles to start playing with.
    for (i, v) in d.vertices.iter_mut().enumerate() {
        v.pile = (i as u64 * 2 + 1) % 4 + 1;
    }
    let board = (prefix == "matrix")
        .then(|| args.split_once(','))
        .flatten()
        .and_then(|(r, m)| Some((r.trim().parse::<usize>().ok()?, m.trim().parse::<usize>().ok()?)));
    if board.is_some_and(|(r, m)| layout::grid(&mut d, r, m)) {
        // Matrix Nim's board, row by row.
    } else if !matches!(prefix, "cn" | "nim" | "moore" | "simplex") && n <= 8 {
        layout::spring(&mut d);
    }
    Ok(d)
}

/// The drawing of a complex written in the papers' notation with piles in its vertex
/// order (e.g. a counterexample found by the explorer).
pub fn drawing_of(text: &str, piles: &[u64]) -> Result<Drawing, String> {
    let c = simnim_core::Complex::parse(text).map_err(|e| e.to_string())?;
    let n = c.n();
    let mut d = Drawing::from_complex(&c, None, |i| layout::circle_point(i, n));
    if piles.len() == n {
        let order: Vec<usize> = (0..n).collect();
        d.set_piles_in_order(&order, piles);
    }
    if n <= 8 {
        layout::spring(&mut d);
    }
    Ok(d)
}
