//! An independent, deliberately simple solver for the convex closure games, used only by tests.
//! Closure by Carathéodory (a point is in the hull of A iff it is a point of A, on a segment of two
//! points of A, or in a triangle of three) and by unions of tree paths; nim numbers by a memoised
//! recursion over positions. It shares no code with `simnim_core::convex`.

#![allow(dead_code)]

use std::collections::HashMap;

/// A ground set with a naive closure, a deleted set and a winning set (ground masks).
pub(crate) struct NaiveGame {
    pub(crate) n: usize,
    pub(crate) closure: Box<dyn Fn(u64) -> u64>,
    pub(crate) deleted: u64,
    pub(crate) win: u64,
    pub(crate) avoid: bool,
}

fn orient(a: (i64, i64), b: (i64, i64), c: (i64, i64)) -> i128 {
    (b.0 - a.0) as i128 * (c.1 - a.1) as i128 - (b.1 - a.1) as i128 * (c.0 - a.0) as i128
}

fn on_segment(a: (i64, i64), b: (i64, i64), p: (i64, i64)) -> bool {
    orient(a, b, p) == 0 && p.0 >= a.0.min(b.0) && p.0 <= a.0.max(b.0) && p.1 >= a.1.min(b.1) && p.1 <= a.1.max(b.1)
}

fn in_triangle(a: (i64, i64), b: (i64, i64), c: (i64, i64), p: (i64, i64)) -> bool {
    let (d1, d2, d3) = (orient(a, b, p), orient(b, c, p), orient(c, a, p));
    let neg = d1 < 0 || d2 < 0 || d3 < 0;
    let pos = d1 > 0 || d2 > 0 || d3 > 0;
    !(neg && pos)
}

/// Affine closure of ground mask `a` over `pts`, by Carathéodory.
pub(crate) fn affine_closure(pts: &[(i64, i64)], a: u64) -> u64 {
    let idx: Vec<usize> = (0..pts.len()).filter(|&i| a >> i & 1 == 1).collect();
    let mut out = 0u64;
    for (k, &p) in pts.iter().enumerate() {
        let mut inside = idx.iter().any(|&i| pts[i] == p);
        for x in 0..idx.len() {
            for y in x + 1..idx.len() {
                if inside {
                    break;
                }
                inside |= on_segment(pts[idx[x]], pts[idx[y]], p);
                for z in y + 1..idx.len() {
                    if inside {
                        break;
                    }
                    let (a, b, c) = (pts[idx[x]], pts[idx[y]], pts[idx[z]]);
                    // Degenerate triangles are covered by their segments.
                    inside |= orient(a, b, c) != 0 && in_triangle(a, b, c, p);
                }
            }
        }
        if inside {
            out |= 1 << k;
        }
    }
    out
}

/// Tree closure of ground mask `a`: the union of the paths between pairs of points of `a`.
pub(crate) fn tree_closure(n: usize, edges: &[(usize, usize)], a: u64) -> u64 {
    let mut adj = vec![Vec::new(); n];
    for &(x, y) in edges {
        adj[x].push(y);
        adj[y].push(x);
    }
    let path = |s: usize, t: usize| -> u64 {
        let mut parent = vec![usize::MAX; n];
        let mut stack = vec![s];
        parent[s] = s;
        while let Some(v) = stack.pop() {
            for &u in &adj[v] {
                if parent[u] == usize::MAX {
                    parent[u] = v;
                    stack.push(u);
                }
            }
        }
        let mut m = 1u64 << t;
        let mut v = t;
        while v != s {
            v = parent[v];
            m |= 1 << v;
        }
        m
    };
    let idx: Vec<usize> = (0..n).filter(|&i| a >> i & 1 == 1).collect();
    let mut out = a;
    for &x in &idx {
        for &y in &idx {
            out |= path(x, y);
        }
    }
    out
}

impl NaiveGame {
    fn generating(&self, p: u64) -> bool {
        let c = (self.closure)(p | self.deleted);
        self.win & !c == 0
    }

    /// nim(P) for a ground mask P (inside S = ground ∖ D), memoised.
    pub(crate) fn nim(&self, p: u64, memo: &mut HashMap<u64, u32>) -> u32 {
        if let Some(&v) = memo.get(&p) {
            return v;
        }
        let mut vals = Vec::new();
        if !self.generating(p) || self.avoid {
            for s in 0..self.n {
                if self.deleted >> s & 1 == 0 && p >> s & 1 == 0 {
                    let q = p | 1 << s;
                    if self.avoid && self.generating(q) {
                        continue;
                    }
                    vals.push(self.nim(q, memo));
                }
            }
        }
        let mut v = 0;
        while vals.contains(&v) {
            v += 1;
        }
        memo.insert(p, v);
        v
    }
}
