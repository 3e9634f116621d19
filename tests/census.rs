//! The census against brute force: the class counts of OEIS A003182 (differences) for
//! n ≤ 6, every class of n ≤ 5 found by trying all n! relabellings of every labelled
//! complex, pairwise non-isomorphic classes for n = 6, canonical forms invariant under
//! relabelling and equal only for isomorphic complexes, shards that concatenate to the
//! whole, and the per-class answers against the naive solver (item numbers are E&S's; cites: es1996).

use std::collections::BTreeSet;

use proptest::prelude::*;
use simnim_core::census::{
    balanced_shard, canonical_form, census_jobs, job_classes, plan, spans, study, walk_job, Code, Job,
};
use simnim_core::solve::LazyPn;
use simnim_core::{Complex, Limits, Question};

use crate::support::naive::Naive;

/// All permutations of 0..n (Heap's algorithm, iteratively).
fn permutations(n: usize) -> Vec<Vec<usize>> {
    let mut p: Vec<usize> = (0..n).collect();
    let mut out = vec![p.clone()];
    let mut c = vec![0usize; n];
    let mut i = 0;
    while i < n {
        if c[i] < i {
            if i % 2 == 0 {
                p.swap(0, i);
            } else {
                p.swap(c[i], i);
            }
            out.push(p.clone());
            c[i] += 1;
            i = 0;
        } else {
            c[i] = 0;
            i += 1;
        }
    }
    out
}

/// The brute-force canonical form: the least sorted list of relabelled facets.
fn brute_canon(facets: &[u64], perms: &[Vec<usize>]) -> Vec<u64> {
    perms
        .iter()
        .map(|p| {
            let mut m: Vec<u64> = facets
                .iter()
                .map(|&f| (0..p.len()).filter(|&v| f >> v & 1 == 1).fold(0u64, |a, v| a | 1 << p[v]))
                .collect();
            m.sort_unstable();
            m
        })
        .min()
        .unwrap()
}

/// The facets of a face-set code, found independently: faces with no face one bigger.
fn facets(n: usize, code: Code) -> Vec<u64> {
    let is_face = |s: u64| code >> s & 1 == 1;
    (1..1u64 << n).filter(|&s| is_face(s) && (0..n).all(|v| s >> v & 1 == 1 || !is_face(s | 1 << v))).collect()
}

/// The whole tree in pre-order, as one job (no plan, no shards).
fn census(n: usize) -> Vec<Code> {
    job_classes(n, &Job { before: Vec::new(), root: Some(1) })
}

/// Every antichain of non-empty sets covering 0..n, up to relabelling, by brute force.
fn brute_classes(n: usize) -> BTreeSet<Vec<u64>> {
    let perms = permutations(n);
    let all = (1u64 << n) - 1;
    let mut out = BTreeSet::new();
    fn extend(s: u64, all: u64, chosen: &mut Vec<u64>, f: &mut dyn FnMut(&[u64])) {
        if s > all {
            f(chosen);
            return;
        }
        extend(s + 1, all, chosen, f);
        if chosen.iter().all(|&t| s & !t != 0 && t & !s != 0) {
            chosen.push(s);
            extend(s + 1, all, chosen, f);
            chosen.pop();
        }
    }
    extend(1, all, &mut Vec::new(), &mut |c| {
        if c.iter().fold(0, |a, &s| a | s) == all {
            out.insert(brute_canon(c, &perms));
        }
    });
    out
}

#[test]
fn counts_are_oeis_a003182_differences() {
    let want = [1usize, 2, 5, 20, 180, 16_143];
    for (n, &w) in (1..=6).zip(&want) {
        assert_eq!(census(n).len(), w, "classes with exactly {n} vertices");
    }
}

#[test]
fn classes_up_to_five_vertices_are_the_brute_force_classes() {
    for n in 1..=5 {
        let perms = permutations(n);
        let found: Vec<Vec<u64>> = census(n).iter().map(|&c| brute_canon(&facets(n, c), &perms)).collect();
        let distinct: BTreeSet<Vec<u64>> = found.iter().cloned().collect();
        assert_eq!(distinct.len(), found.len(), "n = {n}: two classes are isomorphic");
        assert_eq!(distinct, brute_classes(n), "n = {n}");
    }
}

#[test]
fn six_vertex_classes_are_pairwise_non_isomorphic() {
    let perms = permutations(6);
    let classes = census(6);
    let distinct: BTreeSet<Vec<u64>> = classes.iter().map(|&c| brute_canon(&facets(6, c), &perms)).collect();
    assert_eq!(distinct.len(), classes.len());
    assert!(classes.iter().all(|&c| (0..6).all(|v| c >> (1u64 << v) & 1 == 1)), "every class has 6 vertices");
}

#[test]
fn shards_are_balanced_within_twice_the_mean() {
    for (n, m) in [(6, 64), (6, 256), (5, 16)] {
        let plan = plan(n, m);
        let counts: Vec<usize> =
            (0..m).map(|i| balanced_shard(&plan, i, m).iter().map(|j| job_classes(n, j).len()).sum()).collect();
        let total: usize = counts.iter().sum();
        let largest = *counts.iter().max().unwrap();
        assert_eq!(total as u64, simnim_core::census::CLASSES[n]);
        assert!(largest * m <= 2 * total, "n = {n}, {m} shards: the largest holds {largest} of {total} classes");
    }
}

#[test]
fn shards_concatenate_to_the_whole_in_order() {
    for n in [4, 5, 6] {
        let whole = census(n);
        for m in [2, 3, 7, 64, 100] {
            let plan = plan(n, m);
            let joined: Vec<Code> = (0..m)
                .flat_map(|i| balanced_shard(&plan, i, m).iter().flat_map(|j| job_classes(n, j)).collect::<Vec<_>>())
                .collect();
            assert_eq!(
                census_jobs(n, m, m).unwrap(),
                balanced_shard(&plan, m - 1, m),
                "census_jobs is the plan's shard"
            );
            assert_eq!(joined, whole, "n = {n}, {m} shards");
        }
    }
    assert!(census_jobs(8, 1, 1).is_err());
    assert!(census_jobs(5, 0, 3).is_err());
    assert!(census_jobs(5, 4, 3).is_err());
    assert!(census_jobs(0, 1, 1).is_err());
}

/// A random complex on `n` vertices: random sets, kept maximal.
fn random_facets(n: usize, seeds: &[u64]) -> Vec<u64> {
    let sets: Vec<u64> = seeds.iter().map(|s| s & ((1 << n) - 1)).filter(|&s| s != 0).collect();
    let mut out: Vec<u64> = sets.iter().copied().filter(|&s| !sets.iter().any(|&t| t != s && s & !t == 0)).collect();
    out.sort_unstable();
    out.dedup();
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn canonical_forms_ignore_labels(n in 1usize..=7, seeds in prop::collection::vec(any::<u64>(), 1..9), shuffle in any::<u64>()) {
        let f = random_facets(n, &seeds);
        // A relabelling from the seed (Fisher–Yates with a small LCG).
        let mut p: Vec<usize> = (0..n).collect();
        let mut x = shuffle | 1;
        for i in (1..n).rev() {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            p.swap(i, (x >> 33) as usize % (i + 1));
        }
        let g: Vec<u64> = f.iter().map(|&s| (0..n).filter(|&v| s >> v & 1 == 1).fold(0, |a, v| a | 1 << p[v])).collect();
        prop_assert_eq!(canonical_form(n, &f).code, canonical_form(n, &g).code);
    }

    #[test]
    fn canonical_forms_agree_only_for_isomorphic_complexes(n in 1usize..=6, a in prop::collection::vec(any::<u64>(), 1..7), b in prop::collection::vec(any::<u64>(), 1..7)) {
        let perms = permutations(n);
        let (fa, fb) = (random_facets(n, &a), random_facets(n, &b));
        let iso = brute_canon(&fa, &perms) == brute_canon(&fb, &perms);
        prop_assert_eq!(canonical_form(n, &fa).code == canonical_form(n, &fb).code, iso);
    }
}

/// The zero positions of a class with piles ≤ `k`, by the naive solver.
fn naive_zero(n: usize, code: Code) -> impl FnMut(&[u64]) -> bool {
    let sets: Vec<Vec<usize>> =
        facets(n, code).iter().map(|&f| (0..n).filter(|&v| f >> v & 1 == 1).collect()).collect();
    let mut g = Naive::new(sets);
    move |p: &[u64]| g.value(p) == 0
}

fn boxed(n: usize, k: u64) -> Vec<Vec<u64>> {
    let mut out = vec![vec![]];
    for _ in 0..n {
        out = out.into_iter().flat_map(|p: Vec<u64>| (0..=k).map(move |x| [p.clone(), vec![x]].concat())).collect();
    }
    out
}

#[test]
fn answers_agree_with_the_naive_solver_on_four_and_five_vertices() {
    let k = 2;
    let limits = Limits::default();
    for (n, code) in census(4).into_iter().map(|c| (4, c)).chain(census(5).into_iter().map(|c| (5, c))) {
        let e = study(n, code, k, &limits).unwrap();
        let mut zero = naive_zero(n, code);
        // Nim-regular iff the binary layers decide every position of {0..3}^V (proof of E&S Prop 4.3).
        let layer_zero = |z: &mut dyn FnMut(&[u64]) -> bool, a: u64| z(&(0..n).map(|v| a >> v & 1).collect::<Vec<_>>());
        let regular = boxed(n, 3).iter().all(|p| {
            let (l0, l1) =
                ((0..n).fold(0u64, |a, v| a | (p[v] & 1) << v), (0..n).fold(0u64, |a, v| a | (p[v] >> 1 & 1) << v));
            zero(p) == (layer_zero(&mut zero, l0) && layer_zero(&mut zero, l1))
        });
        assert_eq!(e.basis.is_some(), regular, "{}", e.complex);
        if let Some(b) = &e.basis {
            let want: Vec<u64> = (0..1u64 << n).filter(|&a| layer_zero(&mut zero, a)).collect();
            let mut got = b.clone();
            got.sort_unstable();
            assert_eq!(got, want, "the Nim-basis of {}", e.complex);
        }
        let answer = |q: Question| e.answers.iter().find(|(x, _)| *x == q).unwrap().1.as_ref().map(|v| v.holds);
        let positions = boxed(n, k);
        let double = positions.iter().all(|p| !zero(p) || zero(&p.iter().map(|x| 2 * x).collect::<Vec<_>>()));
        let half = positions.iter().all(|p| zero(p) || !zero(&p.iter().map(|x| 2 * x).collect::<Vec<_>>()));
        let zeros: Vec<&Vec<u64>> = positions.iter().filter(|p| zero(p)).collect();
        let closed = zeros
            .iter()
            .all(|a| zeros.iter().all(|b| zero(&a.iter().zip(b.iter()).map(|(x, y)| x + y).collect::<Vec<_>>())));
        assert_eq!(answer(Question::DoubleOfZero), Some(double), "Q 9.1 for {}", e.complex);
        assert_eq!(answer(Question::HalfOfZero), Some(half), "Q 9.1 converse for {}", e.complex);
        assert_eq!(answer(Question::ClosedUnderAddition), Some(closed), "Q 9.3 for {}", e.complex);
        // Counterexamples are the first in lexicographic order (`boxed`'s), and a witness is
        // the first position of {0..3}^V the binary layers mispredict.
        let at = |q: Question| {
            e.answers.iter().find(|(x, _)| *x == q)?.1.as_ref()?.counterexample.as_ref().map(|c| c.0.clone())
        };
        let twice = |p: &Vec<u64>| p.iter().map(|x| 2 * x).collect::<Vec<_>>();
        let first_double = positions.iter().find(|p| zero(p) && !zero(&twice(p))).cloned();
        let first_half = positions.iter().find(|p| !zero(p) && zero(&twice(p))).cloned();
        let first_sum = zeros.iter().find_map(|a| {
            zeros.iter().map(|b| a.iter().zip(b.iter()).map(|(x, y)| x + y).collect::<Vec<_>>()).find(|s| !zero(s))
        });
        assert_eq!(at(Question::DoubleOfZero), first_double, "Q 9.1's counterexample for {}", e.complex);
        assert_eq!(at(Question::HalfOfZero), first_half, "Q 9.1 converse's counterexample for {}", e.complex);
        assert_eq!(at(Question::ClosedUnderAddition), first_sum, "Q 9.3's counterexample for {}", e.complex);
        let layers = |p: &[u64], i: u64| (0..n).fold(0u64, |a, v| a | (p[v] >> i & 1) << v);
        let wrong = boxed(n, 3)
            .into_iter()
            .find(|p| zero(p) != (layer_zero(&mut zero, layers(p, 0)) && layer_zero(&mut zero, layers(p, 1))));
        assert_eq!(e.witness, wrong.filter(|_| e.basis.is_none()), "the witness for {}", e.complex);
        let ones_zero = zero(&vec![1; n]);
        let multiples = (2..=2 * k).all(|m| zero(&vec![m; n]));
        assert_eq!(answer(Question::MultiplesOfOnes), ones_zero.then_some(multiples), "Q 9.2 for {}", e.complex);
    }
}

/// The four six-vertex classes where the census answers E&S Question 9.5 ("is a Nim-basis
/// always the disjoint unions of circuits?") in the negative, and the first seven-vertex one,
/// each checked here by the naive
/// solver alone: Nim-regular by the proof of E&S Prop 4.3 on `{0..3}^V`, and a disjoint union of circuits
/// (minimal non-faces, found by brute force) that is not in the Nim-basis or the reverse.
#[test]
fn question_9_5_fails_on_six_and_seven_vertices_by_the_naive_solver() {
    let found = [
        (6, "{1,2,4},{1,3,4},{2,3,4},{1,2,5},{1,3,5},{2,3,5},{1,4,5},{2,4,5},{3,4,5},{1,2,6},{1,3,6},{2,3,6},{1,4,6},{2,4,6},{3,4,6},{1,5,6},{2,5,6},{3,5,6}"),
        (6, "{1,2,3},{1,2,4},{1,3,4},{1,2,5},{1,3,5},{2,3,5},{1,4,5},{2,4,5},{1,2,6},{1,3,6},{2,3,6},{1,4,6},{2,4,6},{2,5,6},{3,4,5,6}"),
        (6, "{2,3,4},{1,2,3,5},{1,4,5},{2,4,5},{3,4,5},{1,3,6},{2,3,6},{1,2,4,6},{3,4,6},{1,5,6},{3,5,6},{4,5,6}"),
        (6, "{1,2,4},{1,3,5},{1,4,5},{2,3,4,5},{2,3,6},{2,4,6},{1,3,4,6},{1,2,5,6},{3,5,6}"),
        // The first the seven-vertex census meets (shard 229 of 4,096, README).
        (7, "{1,2,3,4},{1,3,5},{2,3,5},{2,3,6},{2,4,6},{1,3,4,6},{1,2,5,6},{3,5,6},{1,4,5,6},{1,2,3,7},{1,4,7},{2,4,5,7},{3,4,5,7},{2,6,7},{4,6,7},{1,5,6,7}"),
    ];
    let six: BTreeSet<Code> = census(6).into_iter().collect();
    for (n, text) in found {
        let sets: Vec<Vec<usize>> = crate::support::naive::sets_of(text);
        let masks: Vec<u64> = sets.iter().map(|s| s.iter().fold(0u64, |a, &v| a | 1 << v)).collect();
        let is_face = |s: u64| masks.iter().any(|&f| s & !f == 0);
        let mut g = Naive::new(sets.clone());
        let mut zero = |p: &[u64]| g.value(p) == 0;
        let basis: Vec<bool> = (0..1u64 << n).map(|a| zero(&(0..n).map(|v| a >> v & 1).collect::<Vec<_>>())).collect();
        let regular = boxed(n, 3).iter().all(|p| {
            let l0 = (0..n).fold(0usize, |a, v| a | ((p[v] & 1) as usize) << v);
            let l1 = (0..n).fold(0usize, |a, v| a | ((p[v] >> 1 & 1) as usize) << v);
            zero(p) == (basis[l0] && basis[l1])
        });
        assert!(regular, "{text} is Nim-regular");
        let circuits: Vec<u64> = (1..1u64 << n)
            .filter(|&s| !is_face(s) && (0..n).all(|v| s >> v & 1 == 0 || is_face(s & !(1 << v))))
            .collect();
        fn union_of(s: u64, circuits: &[u64]) -> bool {
            s == 0
                || circuits
                    .iter()
                    .any(|&c| c & !s == 0 && c & (s & s.wrapping_neg()) != 0 && union_of(s & !c, circuits))
        }
        assert!((0..1u64 << n).any(|s| basis[s as usize] != union_of(s, &circuits)), "{text}: Q 9.5 fails");
        // The census has this class (six vertices: in the list) and says the same.
        let code = canonical_form(n, &masks).code;
        assert!(n != 6 || six.contains(&code), "{text} is a class of the census");
        let e = study(n, code, 1, &Limits::default()).unwrap();
        let v = e.answers.iter().find(|(q, _)| *q == Question::BasisIsUnionsOfCircuits).unwrap().1.clone().unwrap();
        assert!(!v.holds, "{text}");
    }
}

/// The README's counterexamples to E&S Questions 9.1, its converse and 9.2 ("What the census
/// found"), each decided here by the naive solver alone, and each a class of the census.
#[test]
fn the_readmes_counterexamples_hold_by_the_naive_solver() {
    // (complex, a zero position, a multiple of it that is not zero)
    let cases: [(&str, &[u64], &[u64]); 4] = [
        ("{1},{2,3},{2,4},{3,5},{4,5}", &[1, 1, 1, 1, 2], &[2, 2, 2, 2, 4]), // Q 9.1
        ("{3},{2,4},{1,5},{4,5}", &[1, 1, 1, 1, 1], &[3, 3, 3, 3, 3]),       // Q 9.2 (2·1 is zero)
        ("{1},{2,5},{3,5},{4,5},{2,6},{3,6},{4,6}", &[4, 4, 4, 4, 4, 4], &[2, 2, 2, 2, 2, 2]), // converse
        ("{1},{2,5},{3,5},{4,5},{2,6},{3,6},{4,6}", &[1, 1, 1, 1, 1, 1], &[2, 2, 2, 2, 2, 2]), // Q 9.1, 9.2
    ];
    for (text, zero, not_zero) in cases {
        let mut g = Naive::parse(text);
        assert_eq!(g.value(zero), 0, "{text}: {zero:?} is zero");
        assert_ne!(g.value(not_zero), 0, "{text}: {not_zero:?} is not zero");
        let n = crate::support::naive::vertex_count(text);
        let masks: Vec<u64> =
            crate::support::naive::sets_of(text).iter().map(|s| s.iter().fold(0u64, |a, &v| a | 1 << v)).collect();
        assert!(census(n).contains(&canonical_form(n, &masks).code), "{text} is a class of the census");
    }
    // Q 9.2 on the second: (1,…,1) and (2,…,2) are zero, (3,…,3) is not.
    assert_eq!(Naive::parse("{3},{2,4},{1,5},{4,5}").value(&[2, 2, 2, 2, 2]), 0);
}

/// Seven vertices: the shipped weights come from a walk that counted OEIS A006602's
/// 489,996,795 classes; the plan for 4,096 shards reads all of them; and sampled shards,
/// walked here, hold exactly the weight the plan gives their jobs, and classes within 3× of
/// the mean.
#[test]
fn seven_vertex_shards_are_balanced_by_the_shipped_weights() {
    let shipped = simnim_core::census::weights7::Reader::shipped().expect("weights of seven points ship with core");
    assert_eq!(shipped.classes, 489_996_795, "the walk's count is A006602's");
    let m = 4096;
    let plan = plan(7, m);
    let total: u64 = plan.iter().map(|w| w.weight).sum();
    // Every node on at most seven points (A003182: 490,013,148 with the void complex) plus
    // the classes.
    assert_eq!(total, 490_013_147 + 489_996_795, "the plan is the whole tree");
    let mean = 489_996_795 / m as u64;
    for i in [0, 1, 977, 2048, 3333, m - 1] {
        let jobs = balanced_shard(&plan, i, m);
        let first = plan.iter().position(|w| Some(&w.job) == jobs.first()).expect("a shard's jobs are in the plan");
        let mut classes = 0u64;
        for (job, w) in jobs.iter().zip(&plan[first..]) {
            assert_eq!(job, &w.job, "shard {i} is a run of the plan");
            let (mut nodes, mut spanning) = (0u64, 0u64);
            walk_job(7, job, &mut |c| {
                nodes += 1;
                spanning += u64::from(spans(7, c));
                true
            });
            assert_eq!(nodes + spanning, w.weight, "shard {i}: a job weighs what was shipped");
            classes += spanning;
        }
        assert!(3 * classes >= mean && classes <= 3 * mean, "shard {i} holds {classes} classes, the mean {mean}");
    }
}

/// Nim-regularity by the naive solver alone: the zero positions of `{0..3}^V` are exactly
/// `e(A_0) + 2·e(A_1)` with `e(A_0)`, `e(A_1)` zero (by the proof of E&S Prop 4.3, and Thm 4.4).
fn naive_regular(n: usize, facets: &[u64]) -> bool {
    let sets: Vec<Vec<usize>> = facets.iter().map(|&f| (0..n).filter(|&v| f >> v & 1 == 1).collect()).collect();
    let mut g = Naive::new(sets);
    let mut zero = |p: &[u64]| g.value(p) == 0;
    let layer = |p: &[u64], i: u32| (0..n).map(|v| p[v] >> i & 1).collect::<Vec<u64>>();
    boxed(n, 3).iter().all(|p| {
        let (a0, a1) = (layer(p, 0), layer(p, 1));
        zero(p) == (zero(&a0) && zero(&a1))
    })
}

/// Condition (C) for `B* = {A : e(A) is zero}` on the face table of `facets`.
fn regular_by_condition_c(n: usize, facets: &[u64]) -> bool {
    let face: Vec<bool> = (0..1u64 << n).map(|s| facets.iter().any(|&f| s & !f == 0)).collect();
    let zero = simnim_core::theory::zero_one_positions(n, &face);
    simnim_core::theory::condition_c(n, &face, &zero).is_none()
}

/// Nim-regularity decided from the `2^n` zero-one positions (Condition (C) for B*) agrees
/// with the naive solver's `{0..3}^V` test on every class of at most five vertices.
#[test]
fn condition_c_decides_regularity_like_the_naive_box_on_every_small_class() {
    let mut regular = [0usize; 6];
    for n in 1..=5 {
        for code in census(n) {
            let f = facets(n, code);
            let want = naive_regular(n, &f);
            assert_eq!(regular_by_condition_c(n, &f), want, "n = {n}, facets {f:?}");
            regular[n] += usize::from(want);
        }
    }
    // Nim (isolated vertices) and the simplex are Nim-regular for every n; most are not.
    assert_eq!(&regular[1..3], &[1, 2]);
    assert!(regular[5] > 2 && regular[5] < 180, "{regular:?}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The same on random complexes of up to six vertices, labelled as they come.
    #[test]
    fn condition_c_decides_regularity_like_the_naive_box(n in 1usize..=6, seeds in prop::collection::vec(any::<u64>(), 1..9)) {
        // Every vertex a face: the singletons join the random sets.
        let sets: Vec<u64> = seeds.iter().copied().chain((0..n).map(|v| 1u64 << v)).collect();
        let f = random_facets(n, &sets);
        prop_assert_eq!(regular_by_condition_c(n, &f), naive_regular(n, &f), "facets {:?}", f);
    }
}

/// The zero positions of the complex with these facets (over vertex indices), by the naive
/// solver.
fn naive_of(facets: &[u64]) -> Naive {
    Naive::new(facets.iter().map(|&f| (0..64).filter(|&v| f >> v & 1 == 1).collect()).collect())
}

/// Every position of the box below `top`, in the order a seed shuffles them to.
fn shuffled_box(top: &[u64], seed: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for &t in top {
        all = all.into_iter().flat_map(|p: Vec<u64>| (0..=t).map(move |x| [p.clone(), vec![x]].concat())).collect();
    }
    let mut x = seed | 1;
    for i in (1..all.len()).rev() {
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        all.swap(i, (x >> 33) as usize % (i + 1));
    }
    all
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// The census's P/N table, computed as far as positions are asked, against the naive
    /// solver on every position of the box, asked in a random order: boxes of its kernel's
    /// shapes (the last two piles both ≤ 3 or both ≤ 4) and others (searched whole).
    #[test]
    fn the_lazy_table_agrees_with_the_naive_solver(
        n in 1usize..=5,
        seeds in prop::collection::vec(any::<u64>(), 1..10),
        outer in prop::collection::vec(0u64..=2, 5),
        side in 3u64..=4,
        kernel in any::<bool>(),
        order in any::<u64>(),
    ) {
        let mut f = random_facets(n, &seeds);
        // Every vertex a face.
        for v in 0..n {
            if f.iter().all(|&s| s >> v & 1 == 0) {
                f.push(1 << v);
            }
        }
        let mut top: Vec<u64> = outer[..n].to_vec();
        if kernel && n >= 2 {
            top[n - 2] = side;
            top[n - 1] = side;
        }
        let complex = Complex::from_index_sets(n, &f).unwrap();
        let lazy = LazyPn::new(&complex, &top, &Limits::default()).unwrap();
        let mut naive = naive_of(&f);
        for p in shuffled_box(&top, order) {
            prop_assert_eq!(lazy.is_p(&p), naive.value(&p) == 0, "{} at {:?} in the box below {:?}", complex, p, top);
        }
    }
}

/// The kernel with one to three words a row (12 or 16 facets to a word, one or two pairs):
/// every 2- and 3-set of six and seven vertices as the facets, against the naive solver on
/// every position of a cube it searches (piles ≤ 3 or ≤ 4), asked in order and at random.
#[test]
fn the_lazy_table_agrees_with_the_naive_solver_on_complexes_of_many_facets() {
    for (n, k, side) in [(6, 3, 4), (7, 2, 3), (7, 3, 3), (6, 2, 4)] {
        let f: Vec<u64> = (0..1u64 << n).filter(|s| s.count_ones() == k).collect();
        let complex = Complex::from_index_sets(n, &f).unwrap();
        let top = vec![side; n];
        let mut naive = naive_of(&f);
        for seed in [0, 7] {
            let lazy = LazyPn::new(&complex, &top, &Limits::default()).unwrap();
            let mut positions = shuffled_box(&top, seed);
            if seed == 0 {
                positions.sort();
            }
            for p in positions {
                assert_eq!(lazy.is_p(&p), naive.value(&p) == 0, "{complex} at {p:?}");
            }
        }
    }
}
