//! Every complex on `n` points up to isomorphism, each exactly once, by canonical
//! augmentation (McKay's "canonical construction path"): a complex grows one face at a time
//! from `{∅}`; a child `D ∪ {S}` of `D` is kept only if `D` is, up to isomorphism, the least
//! of the complexes left by removing one facet of the child, and isomorphic children of one
//! parent are kept once. By induction on the number of faces every isomorphism class
//! appears exactly once, so no class is compared with the classes found elsewhere — the tree
//! splits into independent subtrees (shards, threads, cluster tasks).
//!
//! Shards: the tree is walked down to a fixed depth (`split_depth`); the nodes at that
//! depth, in the walk's order, are the roots of independent jobs, and shard `i` of `m`
//! takes a contiguous run of them. A shallower node is written by the job whose root the
//! walk meets next (or by the last job), so the shards, concatenated in order, are exactly
//! the single run.

use super::canon::canonical_code;
use super::faces::{addable, facets};

/// A node of the tree: a complex on `n` points as its canonical face set.
pub type Code = u128;

/// The depth (number of non-empty faces) at which the tree is cut into jobs.
pub fn split_depth(n: usize) -> usize {
    match n {
        0..=4 => n,
        5 => 9,
        6 => 14,
        _ => 22,
    }
}

/// How a facet `f` of a complex stands in it, the same for facets that an isomorphism maps
/// to each other: its size, then the sorted numbers of facets through its vertices
/// (`degree[v]`: the facets through `v`).
fn facet_key(degree: &[u8; 8], f: u64) -> (u32, [u8; 8]) {
    let mut degrees = [0u8; 8];
    let mut rest = f;
    let mut i = 0;
    while rest != 0 {
        let v = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        degrees[i] = degree[v];
        i += 1;
    }
    degrees[..i].sort_unstable();
    (f.count_ones(), degrees)
}

/// The number of facets through each vertex.
fn degrees(facets: &[u64]) -> [u8; 8] {
    let mut degree = [0u8; 8];
    for &f in facets {
        let mut rest = f;
        while rest != 0 {
            degree[rest.trailing_zeros() as usize] += 1;
            rest &= rest - 1;
        }
    }
    degree
}

/// The canonical children of a canonical node, increasing.
///
/// A child's parent is the complex left by removing its facet `f` with the least
/// `(facet_key(f), canonical form of the child without f)`; both parts are isomorphism
/// invariants of the pair, so the choice is one parent class per child class. The key
/// decides most comparisons without a canonical form.
pub fn children(n: usize, parent: Code) -> Vec<Code> {
    let mut kept: Vec<Code> = Vec::new();
    let above = facets(parent);
    let mut list = [0u64; 64];
    for s in addable(parent, n) {
        let child = parent | 1u128 << s;
        // The child's facets: the parent's, less those inside `s`, with `s` in its place.
        let mut len = 0;
        for &f in above.iter().filter(|&&f| f & !s != 0) {
            if s < f && (len == 0 || list[len - 1] < s) {
                list[len] = s;
                len += 1;
            }
            list[len] = f;
            len += 1;
        }
        if len == 0 || list[len - 1] < s {
            list[len] = s;
            len += 1;
        }
        let facets = &list[..len];
        debug_assert_eq!(facets, &super::faces::facets(child)[..]);
        let degree = degrees(facets);
        let key = facet_key(&degree, s);
        // Removing `s` gives the parent itself, which is canonical.
        let least = facets.iter().filter(|&&f| f != s).all(|&f| match facet_key(&degree, f).cmp(&key) {
            std::cmp::Ordering::Greater => true,
            std::cmp::Ordering::Less => false,
            std::cmp::Ordering::Equal => canonical_code(n, child & !(1u128 << f)) >= parent,
        });
        if least {
            kept.push(canonical_code(n, child));
        }
    }
    kept.sort_unstable();
    kept.dedup();
    kept
}

/// Does the complex have exactly the `n` vertices (every point a face)?
pub fn spans(n: usize, code: Code) -> bool {
    (0..n).all(|v| code >> (1u64 << v) & 1 == 1)
}

/// One independent job: nodes written before its root, then its root's whole subtree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    pub before: Vec<Code>,
    pub root: Option<Code>,
}

/// The tree above the split depth, as the jobs in the walk's order.
pub fn jobs(n: usize) -> Vec<Job> {
    let depth = split_depth(n);
    let mut out = Vec::new();
    let mut pending = Vec::new();
    fn walk(n: usize, node: Code, left: usize, pending: &mut Vec<Code>, out: &mut Vec<Job>) {
        if left == 0 {
            out.push(Job { before: std::mem::take(pending), root: Some(node) });
            return;
        }
        pending.push(node);
        for c in children(n, node) {
            walk(n, c, left - 1, pending, out);
        }
    }
    walk(n, 1, depth, &mut pending, &mut out);
    if !pending.is_empty() {
        out.push(Job { before: pending, root: None });
    }
    out
}

/// Shard `i` of `m` (`0 ≤ i < m`): a contiguous run of the jobs.
pub fn shard(jobs: &[Job], i: usize, m: usize) -> &[Job] {
    // In u128: i and m may be as large as a u64 (a shard of 2^63 is empty, not a panic).
    let at = |k: usize| (jobs.len() as u128 * k as u128 / m.max(1) as u128).min(jobs.len() as u128) as usize;
    let (a, b) = (at(i), at(i + 1).max(at(i)));
    &jobs[a..b]
}

/// Calls `visit` on every node the job writes, in order (a subtree in pre-order, children
/// increasing); stops when `visit` returns false, and then returns false.
pub fn walk_job(n: usize, job: &Job, visit: &mut dyn FnMut(Code) -> bool) -> bool {
    fn below(n: usize, node: Code, visit: &mut dyn FnMut(Code) -> bool) -> bool {
        visit(node) && children(n, node).into_iter().all(|c| below(n, c, visit))
    }
    job.before.iter().all(|&c| visit(c)) && job.root.is_none_or(|r| below(n, r, visit))
}
