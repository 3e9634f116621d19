//! A deliberately naive, independent solver used only by tests and benchmarks.
//!
//! It shares no code and no computed data with the engines: it reads the complex's text
//! itself (the papers' set notation, vertices ordered numerically when every label is an
//! integer, else by string order — the documented convention), keeps the sets as written
//! (maximal or not: a move on a subset of a set is a move on that set), and the nim value
//! is the memoised mex over *every* option (every position `m ≤ n`, `m ≠ n`, that differs
//! from `n` only on one set). Disconnected complexes are not split: the recursion sees the
//! whole game.
#![allow(dead_code)]

use std::collections::HashMap;

pub(crate) struct Naive {
    pub(crate) facets: Vec<Vec<usize>>,
    memo: HashMap<Vec<u64>, u64>,
    misere_memo: HashMap<Vec<u64>, bool>,
}

impl Naive {
    pub(crate) fn new(facets: Vec<Vec<usize>>) -> Self {
        Naive { facets, memo: HashMap::new(), misere_memo: HashMap::new() }
    }

    /// Reads a complex written like `{1,2,3},{2,3,4}` or `{a,b},{c}` (outer braces and
    /// spaces allowed). Panics on text that is not of that form: the tests write the text.
    pub(crate) fn parse(text: &str) -> Self {
        Naive::new(sets_of(text))
    }

    /// Every option of `p`: for each facet, every way to lower its piles (not all unchanged).
    pub(crate) fn options(&self, p: &[u64]) -> Vec<Vec<u64>> {
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
    pub(crate) fn value(&mut self, p: &[u64]) -> u64 {
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

    /// Misère play (the player who makes the last move loses): is `p` a P-position? The
    /// empty position is an N-position (the player to move has already won); any other
    /// position is P iff every option is N.
    pub(crate) fn misere_p(&mut self, p: &[u64]) -> bool {
        if let Some(&b) = self.misere_memo.get(p) {
            return b;
        }
        let b = p.iter().any(|&x| x > 0) && self.options(p).iter().all(|o| !self.misere_p(o));
        self.misere_memo.insert(p.to_vec(), b);
        b
    }

    /// Every winning move (options of value 0), sorted.
    pub(crate) fn winning_moves(&mut self, p: &[u64]) -> Vec<Vec<u64>> {
        let opts = self.options(p);
        opts.into_iter().filter(|o| self.value(o) == 0).collect()
    }
}

/// The generating sets of a complex's text as vertex indices in the canonical order.
pub(crate) fn sets_of(text: &str) -> Vec<Vec<usize>> {
    let mut t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if t.starts_with("{{") && t.ends_with("}}") {
        t = t[1..t.len() - 1].to_string();
    }
    let raw: Vec<Vec<String>> = t
        .split('}')
        .map(|s| s.trim_start_matches(',').trim_start_matches('{'))
        .filter(|s| !s.is_empty())
        .map(|s| s.split(',').map(str::to_string).collect())
        .collect();
    let mut labels: Vec<String> = raw.iter().flatten().cloned().collect();
    labels.sort();
    labels.dedup();
    if labels.iter().all(|l| l.parse::<i64>().is_ok()) {
        labels.sort_by_key(|l| l.parse::<i64>().unwrap());
    }
    raw.iter().map(|s| s.iter().map(|l| labels.iter().position(|x| x == l).unwrap()).collect()).collect()
}

/// The number of vertices of a complex's text.
pub(crate) fn vertex_count(text: &str) -> usize {
    sets_of(text).iter().flatten().max().map_or(0, |&m| m + 1)
}
