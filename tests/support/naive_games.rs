//! Deliberately naive, independent solvers of the thesis's games, written from their rules
//! (Fukuyama's §1; Ferguson's abstract and §1, which also words Holladay's rule; Wythoff's
//! rule as the survey quotes it). Memoised recursion over every option; nothing is shared
//! with the engines (no prefix unions, no boxes, no closed forms).
#![allow(dead_code)]

use std::collections::{HashMap, HashSet};

fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let seen: HashSet<u64> = values.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).unwrap_or(0)
}

/// Fukuyama's Nim on graphs: edges as pairs of vertex names (the test's own labels).
pub(crate) struct NaiveGraph {
    pub(crate) edges: Vec<(u32, u32)>,
    memo: HashMap<(u32, Vec<u64>), u64>,
}

impl NaiveGraph {
    pub(crate) fn new(edges: Vec<(u32, u32)>) -> Self {
        NaiveGraph { edges, memo: HashMap::new() }
    }

    /// Every option: (the piece's new vertex, the new weights, the edge used).
    pub(crate) fn options(&self, piece: u32, w: &[u64]) -> Vec<(u32, Vec<u64>, usize)> {
        let mut out = Vec::new();
        for (i, &(a, b)) in self.edges.iter().enumerate() {
            if piece != a && piece != b {
                continue;
            }
            let other = if piece == a { b } else { a };
            // (ii) decrease the value to any strictly smaller non-negative integer.
            for lower in 0..w[i] {
                let mut x = w.to_vec();
                x[i] = lower;
                out.push((other, x, i));
            }
        }
        out
    }

    pub(crate) fn value(&mut self, piece: u32, w: &[u64]) -> u64 {
        if let Some(&v) = self.memo.get(&(piece, w.to_vec())) {
            return v;
        }
        let opts = self.options(piece, w);
        let v = mex(opts.into_iter().map(|(p, x, _)| self.value(p, &x)).collect::<Vec<_>>());
        self.memo.insert((piece, w.to_vec()), v);
        v
    }
}

/// A matrix by rows.
pub(crate) type Mat = Vec<Vec<u64>>;

/// Ferguson's moves on `m`: subtract t ≥ 1 from every entry of a row (`rows`) or of a
/// column (`cols`), every entry staying non-negative.
pub(crate) fn ferguson_moves(m: &Mat, rows: bool, cols: bool) -> Vec<Mat> {
    let mut out = Vec::new();
    if rows {
        for i in 0..m.len() {
            let least = *m[i].iter().min().unwrap();
            for t in 1..=least {
                let mut x = m.clone();
                for e in x[i].iter_mut() {
                    *e -= t;
                }
                out.push(x);
            }
        }
    }
    if cols {
        for j in 0..m[0].len() {
            let least = m.iter().map(|r| r[j]).min().unwrap();
            for t in 1..=least {
                let mut x = m.clone();
                for r in x.iter_mut() {
                    r[j] -= t;
                }
                out.push(x);
            }
        }
    }
    out
}

/// Ferguson's impartial matrix Nim.
#[derive(Default)]
pub(crate) struct NaiveFerguson {
    memo: HashMap<Mat, u64>,
}

impl NaiveFerguson {
    pub(crate) fn value(&mut self, m: &Mat) -> u64 {
        if let Some(&v) = self.memo.get(m) {
            return v;
        }
        let v = mex(ferguson_moves(m, true, true).iter().map(|x| self.value(x)).collect::<Vec<_>>());
        self.memo.insert(m.clone(), v);
        v
    }
}

/// Ferguson's partizan game: Left subtracts from rows, Right from columns.
#[derive(Default)]
pub(crate) struct NaivePartizan {
    left: HashMap<Mat, bool>,
    right: HashMap<Mat, bool>,
}

impl NaivePartizan {
    /// Does Left, moving first at `m`, win?
    pub(crate) fn left_first(&mut self, m: &Mat) -> bool {
        if let Some(&b) = self.left.get(m) {
            return b;
        }
        let b = ferguson_moves(m, true, false).iter().any(|x| !self.right_first(x));
        self.left.insert(m.clone(), b);
        b
    }
    /// Does Right, moving first at `m`, win?
    pub(crate) fn right_first(&mut self, m: &Mat) -> bool {
        if let Some(&b) = self.right.get(m) {
            return b;
        }
        let b = ferguson_moves(m, false, true).iter().any(|x| !self.left_first(x));
        self.right.insert(m.clone(), b);
        b
    }
    /// "L", "R", "P" or "N".
    pub(crate) fn class(&mut self, m: &Mat) -> &'static str {
        match (self.left_first(m), self.right_first(m)) {
            (true, true) => "N",
            (true, false) => "L",
            (false, true) => "R",
            (false, false) => "P",
        }
    }
}

/// Holladay's matrix Nim as Ferguson (2001, §1) words it: (1) remove counters from the piles
/// of one row, or (2) remove counters from any piles provided one column is left untouched.
#[derive(Default)]
pub(crate) struct NaiveHolladay {
    memo: HashMap<Mat, u64>,
}

impl NaiveHolladay {
    pub(crate) fn options(m: &Mat) -> Vec<Mat> {
        let (r, c) = (m.len(), m[0].len());
        let mut groups: Vec<Vec<(usize, usize)>> = (0..r).map(|i| (0..c).map(|j| (i, j)).collect()).collect();
        if c >= 2 {
            for keep in 0..c {
                groups.push((0..r).flat_map(|i| (0..c).filter(move |&j| j != keep).map(move |j| (i, j))).collect());
            }
        }
        let mut out = HashSet::new();
        for cells in groups {
            // Every way to lower the piles of `cells` (each to any value up to its own).
            let mut x = m.clone();
            lower(&cells, 0, &mut x, m, &mut out);
        }
        out.into_iter().collect()
    }

    pub(crate) fn value(&mut self, m: &Mat) -> u64 {
        if let Some(&v) = self.memo.get(m) {
            return v;
        }
        let v = mex(NaiveHolladay::options(m).iter().map(|x| self.value(x)).collect::<Vec<_>>());
        self.memo.insert(m.clone(), v);
        v
    }
}

fn lower(cells: &[(usize, usize)], k: usize, x: &mut Mat, m: &Mat, out: &mut HashSet<Mat>) {
    if k == cells.len() {
        if x != m {
            out.insert(x.clone());
        }
        return;
    }
    let (i, j) = cells[k];
    for v in 0..=m[i][j] {
        x[i][j] = v;
        lower(cells, k + 1, x, m, out);
    }
    x[i][j] = m[i][j];
}

/// Wythoff's game: take any number from one pile, or the same number from both.
#[derive(Default)]
pub(crate) struct NaiveWythoff {
    memo: HashMap<(u64, u64), u64>,
}

impl NaiveWythoff {
    pub(crate) fn options(a: u64, b: u64) -> Vec<(u64, u64)> {
        let mut out: Vec<(u64, u64)> = (0..a).map(|x| (x, b)).chain((0..b).map(|y| (a, y))).collect();
        out.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
        out
    }
    pub(crate) fn value(&mut self, a: u64, b: u64) -> u64 {
        if let Some(&v) = self.memo.get(&(a, b)) {
            return v;
        }
        let v = mex(NaiveWythoff::options(a, b).into_iter().map(|(x, y)| self.value(x, y)).collect::<Vec<_>>());
        self.memo.insert((a, b), v);
        v
    }
}
