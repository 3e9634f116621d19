//! Nim-regularity decided from the `2^|V|` zero-one positions alone (E&S Sec 4).
//!
//! If Δ has a Nim-basis B, every position is zero iff each layer of its binary expansion
//! lies in B (Thm 4.4), so `e(A)` is zero iff `A ∈ B`: the only candidate is
//! `B* = {A : e(A) is zero}`. B* always satisfies Condition (A) (the empty position is
//! zero) and Condition (B) (if `B' = F ⊔ B` with F a non-empty face, `e(B') → e(B)` is a
//! move, so `e(B)` and `e(B')` are not both zero). So Δ is Nim-regular iff B* satisfies
//! Condition (C): for every face F and set S there are faces `K ⊆ F ⊆ G` with
//! `G − F ⊆ S` and `(S − G) ⊔ K ∈ B*`. That reads the `2^|V|` zero-one positions and
//! no P/N table of `{0..3}^V`.
//! Item numbers without a paper name are E&S's (cites: es1996).

use crate::sets::low_mask;

/// The next subset of `of` after `x` (wrapping to the empty set after `of`).
#[inline]
fn next_subset(x: u64, of: u64) -> u64 {
    x.wrapping_sub(of) & of
}

/// Which zero-one positions are zero: `zero[A]` for `e(A)`, `A ⊆ V` (bit `v` for vertex
/// `v`), from `face[S]` (is `S` a face?). `e(A)` is zero iff no non-empty face `G ⊆ A`
/// leaves a zero `e(A − G)`.
pub fn zero_one_positions(n: usize, face: &[bool]) -> Vec<bool> {
    let size = 1usize << n;
    let mut zero = vec![false; size];
    for a in 0..size as u64 {
        let mut g = a;
        let mut reaches_zero = false;
        while g != 0 {
            if face[g as usize] && zero[(a & !g) as usize] {
                reaches_zero = true;
                break;
            }
            g = (g - 1) & a;
        }
        zero[a as usize] = !reaches_zero;
    }
    zero
}

/// Condition (C) for `B* = {A : zero[A]}`: `None` when it holds (Δ is Nim-regular with
/// Nim-basis B*), else the first face F and set `S` (disjoint from F, which is all that
/// matters: `G ⊇ F`) where it fails. Faces F in increasing order of their masks, S too.
pub fn condition_c(n: usize, face: &[bool], zero: &[bool]) -> Option<(u64, u64)> {
    let all = low_mask(n);
    // For F = ∅ it always holds: e(S) is zero (G = ∅) or moves to a zero e(S − G).
    let mut reach = vec![false; 1usize << n];
    for f in 1..=all {
        if !face[f as usize] {
            continue;
        }
        let out = all & !f;
        // reach[X] (X ⊆ V − F): some K ⊆ F has X ⊔ K ∈ B*.
        let mut x = 0u64;
        loop {
            let mut k = f;
            reach[x as usize] = loop {
                if zero[(x | k) as usize] {
                    break true;
                }
                if k == 0 {
                    break false;
                }
                k = (k - 1) & f;
            };
            if x == out {
                break;
            }
            x = next_subset(x, out);
        }
        // For each S ⊆ V − F: some H ⊆ S with F ∪ H a face (G = F ∪ H) and reach[S − H].
        let mut s = 0u64;
        loop {
            let mut h = s;
            let holds = loop {
                if face[(f | h) as usize] && reach[(s & !h) as usize] {
                    break true;
                }
                if h == 0 {
                    break false;
                }
                h = (h - 1) & s;
            };
            if !holds {
                return Some((f, s));
            }
            if s == out {
                break;
            }
            s = next_subset(s, out);
        }
    }
    None
}
