//! A deliberately naive, independent solver used only by tests and benchmarks.
//!
//! It shares no code with the engines: the complex is a plain list of facets as vertex
//! index lists, and the nim value is the memoised mex over *every* option (every
//! position `m ≤ n`, `m ≠ n`, that differs from `n` only on one facet). Disconnected
//! complexes are not split: the recursion sees the whole game.
#![allow(dead_code)]

use std::collections::HashMap;

pub struct Naive {
    pub facets: Vec<Vec<usize>>,
    memo: HashMap<Vec<u64>, u64>,
}

impl Naive {
    pub fn new(facets: Vec<Vec<usize>>) -> Self {
        Naive { facets, memo: HashMap::new() }
    }

    /// Builds from bitmask facets.
    pub fn from_masks(masks: &[u64]) -> Self {
        let facets = masks.iter().map(|&m| (0..64).filter(|&v| m >> v & 1 == 1).collect()).collect();
        Naive::new(facets)
    }

    /// Every option of `p`: for each facet, every way to lower its piles (not all unchanged).
    pub fn options(&self, p: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for f in &self.facets {
            let mut m = p.to_vec();
            self.lower(f, 0, &mut m, p, &mut out);
        }
        out.sort();
        out.dedup();
        out
    }

    fn lower(&self, f: &[usize], k: usize, m: &mut Vec<u64>, p: &[u64], out: &mut Vec<Vec<u64>>) {
        if k == f.len() {
            if m.as_slice() != p {
                out.push(m.clone());
            }
            return;
        }
        let v = f[k];
        for x in 0..=p[v] {
            m[v] = x;
            self.lower(f, k + 1, m, p, out);
        }
        m[v] = p[v];
    }

    /// Sprague-Grundy value by memoised recursion over every option.
    pub fn value(&mut self, p: &[u64]) -> u64 {
        if let Some(&v) = self.memo.get(p) {
            return v;
        }
        let opts = self.options(p);
        let mut seen: Vec<u64> = opts.iter().map(|o| self.value(o)).collect();
        seen.sort_unstable();
        seen.dedup();
        let mut mex = 0;
        for s in seen {
            if s == mex {
                mex += 1;
            } else if s > mex {
                break;
            }
        }
        self.memo.insert(p.to_vec(), mex);
        mex
    }

    /// Every winning move (options of value 0), sorted.
    pub fn winning_moves(&mut self, p: &[u64]) -> Vec<Vec<u64>> {
        let opts = self.options(p);
        opts.into_iter().filter(|o| self.value(o) == 0).collect()
    }
}
