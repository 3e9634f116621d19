//! E&S Theorem 4.4: if a family 𝔅 of vertex sets satisfies Conditions (A), (B) and (C), the
//! P-positions are exactly the positions whose binary digit columns all lie in 𝔅. A `digits`
//! formula (or a conjunction of `xor0` equations over piles, the `digits` form of their
//! kernel) is proved by checking the three conditions exactly, over all 2^n sets — no solver.
//!
//! (A) ∅ ∈ 𝔅. (B) No non-empty face F joins two members: B, B' ∈ 𝔅 with B' = F ⊔ B implies
//! F = ∅. (C) For every face F and set S there are faces K ⊆ F ⊆ G with G − F ⊆ S and
//! (S − G) ⊔ K ∈ 𝔅.
//!
//! Source: R. Ehrenborg and E. Steingrímsson, "Playing Nim on a simplicial complex",
//! Electron. J. Combin. 3 (1996), #R9, Section 4 (Definition 4.2, Theorem 4.4).
//! Item numbers without a paper name are E&S's (cites: es1996).

use serde::{Deserialize, Serialize};

use simnim_core::{bits, Complex};

use super::formula::{Formula, Term};

/// Largest vertex count for the exact check (Condition (C) visits faces × sets).
pub const MAX_VERTICES: usize = 16;

/// The family a formula states as the digit columns, if it is of that form: `digits`
/// itself, or `xor0` equations over single piles (each column meets every equation's piles
/// an even number of times, counted with multiplicity), alone or in a conjunction.
pub fn digits_family(f: &Formula, n: usize) -> Option<Vec<u64>> {
    match f {
        Formula::Digits(sets) => Some(sets.clone()),
        Formula::Xor0(_) => digits_family(&Formula::And(vec![f.clone()]), n),
        Formula::And(fs) if !fs.is_empty() && n <= MAX_VERTICES => {
            let mut eqs: Vec<Vec<usize>> = Vec::new();
            for g in fs {
                let Formula::Xor0(ts) = g else { return None };
                let mut vs = Vec::new();
                for t in ts {
                    let Term::X(i) = t else { return None };
                    vs.push(*i);
                }
                eqs.push(vs);
            }
            let family = (0u64..1 << n)
                .filter(|&a| eqs.iter().all(|vs| vs.iter().filter(|&&v| a >> v & 1 == 1).count() % 2 == 0))
                .collect();
            Some(family)
        }
        _ => None,
    }
}

/// The result of checking the three conditions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Conditions {
    /// The family, as sets of vertex labels.
    pub basis: Vec<Vec<String>>,
    pub a: bool,
    pub b: bool,
    pub c: bool,
    /// Where a condition fails, in words.
    pub failure: Option<String>,
    /// What was checked: pairs for (B), (face, set) pairs for (C).
    pub checked_b: u64,
    pub checked_c: u64,
}

impl Conditions {
    pub fn hold(&self) -> bool {
        self.a && self.b && self.c && self.failure.is_none()
    }
}

/// Checks Conditions (A), (B), (C) for `family` on `c` exactly (`None` beyond
/// [`MAX_VERTICES`]).
pub fn check(c: &Complex, family: &[u64]) -> Option<Conditions> {
    let n = c.n();
    if n > MAX_VERTICES {
        return None;
    }
    let set = |s: u64| c.set_to_string(s);
    let mut member = vec![false; 1 << n];
    for &s in family {
        if (s as usize) < member.len() {
            member[s as usize] = true;
        }
    }
    let faces: Vec<u64> = (0u64..1 << n).filter(|&s| c.is_face(s)).collect();
    let is_face = {
        let mut v = vec![false; 1 << n];
        for &f in &faces {
            v[f as usize] = true;
        }
        v
    };
    let mut out = Conditions {
        basis: family.iter().map(|&s| bits(s).map(|v| c.labels()[v].to_string()).collect()).collect(),
        a: member[0],
        b: true,
        c: true,
        failure: None,
        checked_b: 0,
        checked_c: 0,
    };
    if !out.a {
        out.failure = Some("Condition (A) fails: the empty set is not in the family".into());
        return Some(out);
    }
    // (B): for each member B and non-empty face F disjoint from B, F ⊔ B is not a member.
    'b: for &b in family {
        for &f in faces.iter().filter(|&&f| f != 0 && f & b == 0) {
            out.checked_b += 1;
            if member[(f | b) as usize] {
                out.b = false;
                out.failure = Some(format!(
                    "Condition (B) fails: {} and {} are in the family and differ by the non-empty face {}",
                    set(b),
                    set(f | b),
                    set(f)
                ));
                break 'b;
            }
        }
    }
    if !out.b {
        return Some(out);
    }
    // (C): for each face F and set S, faces K ⊆ F ⊆ G with G − F ⊆ S and (S − G) ⊔ K ∈ 𝔅.
    let full = (1u64 << n) - 1;
    for &f in &faces {
        for s in 0..=full {
            out.checked_c += 1;
            let mut found = false;
            // G = F ∪ X with X ⊆ S − F a face; K ⊆ F (every subset of a face is a face).
            let room = s & !f;
            let mut x = room;
            'g: loop {
                let g = f | x;
                if is_face[g as usize] {
                    let rest = s & !g;
                    let mut k = f;
                    loop {
                        // (S − G) and K ⊆ F ⊆ G are disjoint.
                        if member[(rest | k) as usize] {
                            found = true;
                            break 'g;
                        }
                        if k == 0 {
                            break;
                        }
                        k = (k - 1) & f;
                    }
                }
                if x == 0 {
                    break;
                }
                x = (x - 1) & room;
            }
            if !found {
                out.c = false;
                out.failure = Some(format!(
                    "Condition (C) fails for the face {} and the set {}: no faces K ⊆ F ⊆ G with G − F ⊆ S and (S − G) ⊔ K in the family",
                    set(f),
                    set(s)
                ));
                return Some(out);
            }
        }
    }
    Some(out)
}
