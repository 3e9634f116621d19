//! Shared test helpers: a seeded RNG, box iteration, symmetries of cyclic positions.
#![allow(dead_code)]

pub mod naive;

use simnim_core::{Limits, solve, Complex};
use std::collections::HashSet;

/// xorshift64*: deterministic, seeded, no dependencies.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545F4914F6CDD1D)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Every position with all piles `<= max`, lexicographic.
pub fn box_positions(n: usize, max: u64) -> Vec<Vec<u64>> {
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
pub fn p_set(c: &Complex, max: u64) -> HashSet<Vec<u64>> {
    solve::p_positions(c, max, &Limits::NATIVE).expect("box within limits").into_iter().collect()
}

/// The symmetries of a vector (E&S Sec 8): all rotations and all reflections.
pub fn symmetries(v: &[u64]) -> Vec<Vec<u64>> {
    let m = v.len();
    let mut out = Vec::new();
    for k in 0..m {
        let rot: Vec<u64> = (0..m).map(|i| v[(i + k) % m]).collect();
        let mut refl = rot.clone();
        refl.reverse();
        out.push(rot);
        out.push(refl);
    }
    out
}

/// Asserts that, over every position of the box, the engines' P-positions are exactly
/// the positions satisfying `formula`. Reports the first disagreements.
pub fn assert_formula(c: &Complex, max: u64, name: &str, formula: impl Fn(&[u64]) -> bool) {
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
