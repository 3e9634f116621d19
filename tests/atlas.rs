//! The SetNim atlas against a naive, test-only computation of invariant vectors: the
//! P-positions of the box from the independent naive solver, and every zero-one vector
//! checked position by position. Conjecture 1's predictions are checked as stated.
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use crate::support::naive::Naive;
use crate::support::{box_positions, cycle_text};

use simnim_core::{atlas_entry, conjecture_1, AtlasFamily, AtlasVerdict, Limits};

/// Is `z` invariant within `[0, max]^n` (the naive solver's P-positions)?
fn naive_invariant(text: &str, n: usize, max: u64, z: &[u64]) -> bool {
    let mut naive = Naive::parse(text);
    box_positions(n, max).iter().all(|q| {
        let r: Vec<u64> = (0..n).map(|v| q[v] + z[v]).collect();
        r.iter().any(|&x| x > max) || (naive.value(q) == 0) == (naive.value(&r) == 0)
    })
}

/// The minimal zero-one vectors invariant within `[0, max]^n`, from the naive solver.
fn naive_invariant_vectors(text: &str, n: usize, max: u64) -> Vec<Vec<u64>> {
    let mut naive = Naive::parse(text);
    let positions = box_positions(n, max);
    let p: std::collections::HashSet<Vec<u64>> = positions.iter().filter(|q| naive.value(q) == 0).cloned().collect();
    let mut inv: Vec<u64> = Vec::new();
    for z in 1u64..1 << n {
        let ok = positions.iter().all(|q| {
            let r: Vec<u64> = (0..n).map(|v| q[v] + (z >> v & 1)).collect();
            r.iter().any(|&x| x > max) || p.contains(q) == p.contains(&r)
        });
        if ok {
            inv.push(z);
        }
    }
    let minimal = inv.iter().copied().filter(|&z| !inv.iter().any(|&w| w != z && w & !z == 0));
    minimal.map(|z| (0..n).map(|v| z >> v & 1).collect()).collect()
}

#[test]
fn conjecture_1_as_stated() {
    let yes = [(3, 2), (4, 2), (5, 2), (6, 3), (7, 3), (8, 3), (9, 4), (10, 4), (11, 4), (6, 5), (9, 8)];
    let no = [(5, 3), (7, 4), (6, 2), (8, 4), (9, 3), (12, 4), (7, 2)];
    for (n, k) in yes {
        assert!(conjecture_1(n, k), "CN({n},{k})");
    }
    for (n, k) in no {
        assert!(!conjecture_1(n, k), "CN({n},{k})");
    }
}

#[test]
fn atlas_vectors_equal_the_naive_ones_and_the_verdicts_follow() {
    for (n, max) in [(3usize, 3u64), (4, 3), (5, 2), (6, 2), (7, 1)] {
        for k in 2..n {
            let e = atlas_entry(AtlasFamily::Cycle, n, k, max, &Limits::NATIVE).unwrap();
            let want = naive_invariant_vectors(&cycle_text(n, k), n, max);
            assert_eq!(e.vectors, want, "CN({n},{k}) within piles ≤ {max}");
            let ones_invariant = naive_invariant(&cycle_text(n, k), n, max, &vec![1u64; n]);
            match (&e.verdict, conjecture_1(n, k)) {
                (AtlasVerdict::AgreesWithinTheBox, true) => assert!(ones_invariant, "CN({n},{k})"),
                (AtlasVerdict::AgreesWithinTheBox, false) => assert!(e.vectors.is_empty(), "CN({n},{k})"),
                (AtlasVerdict::NotEnoughEvidence, false) => assert!(!e.vectors.is_empty(), "CN({n},{k})"),
                (AtlasVerdict::Contradicts { proof }, true) => {
                    assert!(!ones_invariant && proof.contains("1 is not invariant"), "CN({n},{k}): {proof}")
                }
                (v, pred) => panic!("CN({n},{k}): verdict {v:?} with prediction {pred}"),
            }
        }
    }
    // The paper's CN(6,3): (1,0,0,1,0,0), (0,1,0,0,1,0), (0,0,1,0,0,1) among its vectors.
    let e = atlas_entry(AtlasFamily::Cycle, 6, 3, 3, &Limits::NATIVE).unwrap();
    for z in [[1, 0, 0, 1, 0, 0], [0, 1, 0, 0, 1, 0], [0, 0, 1, 0, 0, 1]] {
        assert!(e.vectors.contains(&z.to_vec()), "{z:?}");
    }
    // CN(7,3) (SetNim Thm 5.1): the Invariance Reduction Process meets sub-games, and each has
    // invariant vectors within the box (Conjecture 2).
    let e = atlas_entry(AtlasFamily::Cycle, 7, 3, 3, &Limits::NATIVE).unwrap();
    assert!(!e.subgames.is_empty(), "the Invariance Reduction Process meets sub-games");
    assert_eq!(e.conjecture2, AtlasVerdict::AgreesWithinTheBox);
}
