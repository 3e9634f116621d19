//! Shared test helpers: a seeded RNG, box iteration, a complex's symmetries found by brute
//! force from its text, and the box-wide formula check. Nothing here calls an engine except
//! `p_set`, the engine under test that `assert_formula` compares with a paper's formula.
#![allow(dead_code)]

pub(crate) mod formula_eval;
pub(crate) mod naive;
pub(crate) mod naive_convex;
pub(crate) mod naive_games;

use simnim_core::{solve, Complex, Limits};
use std::collections::HashSet;

/// xorshift64*: deterministic, seeded, no dependencies.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545F4914F6CDD1D)
    }
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random complex on vertices 1..n, written as text: a few random generating sets (not
/// necessarily maximal) and singletons for the vertices no set covers. Often disconnected.
/// The engines parse it with `Complex::parse`, the oracles read the same text themselves.
pub(crate) fn random_text(rng: &mut Rng, n: usize) -> String {
    let mut sets: Vec<u64> = (0..1 + rng.below(5)).map(|_| 1 + rng.below((1u64 << n) - 1)).collect();
    let covered = sets.iter().fold(0, |a, &s| a | s);
    sets.extend((0..n).filter(|&v| covered >> v & 1 == 0).map(|v| 1u64 << v));
    sets.iter()
        .map(|&s| {
            format!(
                "{{{}}}",
                (0..n).filter(|&v| s >> v & 1 == 1).map(|v| (v + 1).to_string()).collect::<Vec<_>>().join(",")
            )
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// Every position with all piles `<= max`, lexicographic.
pub(crate) fn box_positions(n: usize, max: u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    let mut p = vec![0u64; n];
    loop {
        out.push(p.clone());
        let mut a = n;
        loop {
            if a == 0 {
                return out;
            }
            a -= 1;
            if p[a] < max {
                p[a] += 1;
                break;
            }
            p[a] = 0;
        }
    }
}

/// The P-positions of the box `[0,max]^V` according to the engines.
pub(crate) fn p_set(c: &Complex, max: u64) -> HashSet<Vec<u64>> {
    solve::p_positions(c, max, &Limits::NATIVE).expect("box within limits").into_iter().collect()
}

/// CircularNim CN(n,k) = C_{n,k} written out from the paper's definition: vertices 1..n,
/// the n cyclic intervals of k consecutive vertices.
pub(crate) fn cycle_text(n: usize, k: usize) -> String {
    (0..n)
        .map(|i| format!("{{{}}}", (0..k).map(|j| ((i + j) % n + 1).to_string()).collect::<Vec<_>>().join(",")))
        .collect::<Vec<_>>()
        .join(",")
}

/// The symmetries of the complex written as `text`: every permutation π of its vertices
/// such that π maps each written set into a face and π⁻¹ does too (a face is a subset of
/// a written set). By brute force over all n! permutations (n ≤ 8), from the text alone.
pub(crate) fn automorphisms(text: &str) -> Vec<Vec<usize>> {
    let sets = naive::sets_of(text);
    let n = naive::vertex_count(text);
    assert!(n <= 8, "brute-force symmetries are for at most 8 vertices");
    let is_face = |f: &[usize]| sets.iter().any(|s| f.iter().all(|v| s.contains(v)));
    let mut out = Vec::new();
    let mut perm: Vec<usize> = (0..n).collect();
    loop {
        let mut inv = vec![0; n];
        for (v, &w) in perm.iter().enumerate() {
            inv[w] = v;
        }
        let maps = |p: &[usize]| sets.iter().all(|s| is_face(&s.iter().map(|&v| p[v]).collect::<Vec<_>>()));
        if maps(&perm) && maps(&inv) {
            out.push(perm.clone());
        }
        // next permutation in lexicographic order
        let Some(i) = (1..n).rev().find(|&i| perm[i - 1] < perm[i]) else { break };
        let j = (i..n).rev().find(|&j| perm[j] > perm[i - 1]).unwrap();
        perm.swap(i - 1, j);
        perm[i..].reverse();
    }
    out
}

/// The images of a position under the symmetries: `q[π(v)] = p[v]`.
pub(crate) fn orbit(perms: &[Vec<usize>], p: &[u64]) -> Vec<Vec<u64>> {
    perms
        .iter()
        .map(|perm| {
            let mut q = vec![0; p.len()];
            for (v, &w) in perm.iter().enumerate() {
                q[w] = p[v];
            }
            q
        })
        .collect()
}

/// Asserts that, over every position of the box, the engines' P-positions are exactly
/// the positions satisfying `formula`. Reports the first disagreements.
pub(crate) fn assert_formula(c: &Complex, max: u64, name: &str, formula: impl Fn(&[u64]) -> bool) {
    let ps = p_set(c, max);
    let mut wrong = Vec::new();
    let mut count = 0;
    for p in box_positions(c.n(), max) {
        let f = formula(&p);
        count += f as usize;
        if f != ps.contains(&p) {
            wrong.push((p.clone(), ps.contains(&p)));
        }
    }
    assert!(
        wrong.is_empty(),
        "{name}: {} disagreements in the box of piles <= {max}, e.g. {:?} (engine says P = {:?})",
        wrong.len(),
        wrong.iter().take(5).map(|w| &w.0).collect::<Vec<_>>(),
        wrong.iter().take(5).map(|w| w.1).collect::<Vec<_>>()
    );
    assert!(count > 1, "{name}: the formula should describe more than the zero position");
}
