//! The theory engines against the exhaustive engine and against the papers' definitions.
//! Item numbers without a paper name are E&S's (cites: es1996).

use crate::support;

use simnim_core::theory;
use simnim_core::theory::LengthTable;
use simnim_core::theory::{NimBasis, Regularity};
use simnim_core::theory::{RegularityStatus, Theory};
use simnim_core::Complex;
use simnim_core::Limits;
use simnim_core::{families, solve, Method};
use support::{naive::Naive, Rng};

/// A random complex and its text (see `support::random_text`).
fn random_complex(rng: &mut Rng, n: usize) -> (Complex, String) {
    let text = support::random_text(rng, n);
    (Complex::parse(&text).unwrap(), text)
}

/// Is `from -> to` a legal move (lower piles on one face, at least one chip)?
fn legal(c: &Complex, from: &[u64], to: &[u64]) -> bool {
    let changed = (0..from.len()).filter(|&v| to[v] != from[v]).fold(0u64, |m, v| m | 1 << v);
    changed != 0 && c.is_face(changed) && (0..from.len()).all(|v| to[v] <= from[v])
}

#[test]
fn theory_engines_agree_with_exhaustive_on_10000_cases() {
    let mut rng = Rng(0x7E0_2024);
    let limits = Limits::NATIVE;
    let (mut decided, mut undecided, mut cases) = (0, 0, 0);
    let mut by_method = std::collections::BTreeMap::new();
    // Nim-regular complexes that are neither pointed nor binary are rare among random
    // complexes, so every fifth complex is a Moore complex Δ_k(V) (uniform matroids).
    let moore = [(4usize, 3usize), (5, 3), (5, 4), (6, 3), (6, 4), (6, 5), (7, 4)];
    while cases < 10_000 {
        let n = 2 + rng.below(6) as usize;
        let c = if rng.below(5) == 0 {
            let (m, k) = moore[rng.below(moore.len() as u64) as usize];
            families::moore(m, k).unwrap()
        } else {
            random_complex(&mut rng, n).0
        };
        let n = c.n();
        let theory = Theory::of(&c, &limits);
        let top: Vec<u64> = (0..n).map(|_| rng.below(if n <= 4 { 6 } else { 4 })).collect();
        let values = solve::Job::new(&c, &top, &limits).unwrap().run();
        for _ in 0..10 {
            let p: Vec<u64> = top.iter().map(|&t| rng.below(t + 1)).collect();
            let truth = values.value(&p).unwrap() == 0;
            cases += 1;
            match simnim_core::decide(&theory, &p, &limits) {
                Some(d) => {
                    decided += 1;
                    *by_method.entry(format!("{:?}", d.method)).or_insert(0) += 1;
                    assert_eq!(d.zero, truth, "{:?} on {c} at {p:?}: {}", d.method, d.explanation);
                    match &d.winning_move {
                        Some(m) => {
                            assert!(!truth, "a zero position has no winning move");
                            assert!(legal(&c, &p, m), "{:?}: illegal move {p:?} -> {m:?} on {c}", d.method);
                            assert_eq!(
                                values.value(m),
                                Some(0),
                                "{:?}: move {p:?} -> {m:?} on {c} is not to a P-position",
                                d.method
                            );
                        }
                        None => assert!(truth, "{:?}: N-position {p:?} on {c} without a winning move", d.method),
                    }
                }
                None => undecided += 1,
            }
        }
    }
    // The sample exercises every theorem and leaves some complexes to search.
    for m in ["PointedCircuits", "NimBasis", "BinaryMatroid", "JoinFactors"] {
        assert!(by_method.get(m).copied().unwrap_or(0) > 50, "too few {m} decisions: {by_method:?}");
    }
    assert!(undecided > 300 && decided > 5000, "decided {decided}, undecided {undecided}");
}

/// Conditions (A), (B), (C) of E&S Sec 4, checked by brute force from the definition.
fn satisfies_abc(c: &Complex, b: &NimBasis) -> bool {
    let n = c.n();
    let all = (1u64 << n) - 1;
    let faces: Vec<u64> = (0..=all).filter(|&f| c.is_face(f)).collect();
    let basis: Vec<u64> = (0..=all).filter(|&s| b.contains(s)).collect();
    let a = b.contains(0);
    let cond_b = faces.iter().filter(|&&f| f != 0).all(|&f| basis.iter().all(|&bb| bb & f != 0 || !b.contains(bb | f)));
    let cond_c = faces.iter().all(|&f| {
        (0..=all).all(|s| {
            faces.iter().any(|&g| {
                g & f == f && (g & !f) & !s == 0 && {
                    let rest = s & !g;
                    faces.iter().any(|&k| k & !f == 0 && b.contains(rest | k))
                }
            })
        })
    });
    a && cond_b && cond_c
}

#[test]
fn nim_basis_is_a_basis_by_definition_and_non_regular_witnesses_are_real() {
    let mut rng = Rng(4545);
    let (mut regular, mut not_regular) = (0, 0);
    for _ in 0..400 {
        let n = 2 + rng.below(4) as usize;
        let (c, text) = random_complex(&mut rng, n);
        match theory::decide_regularity(&c, &Limits::NATIVE, |_, _| true).unwrap() {
            Regularity::Regular(b) => {
                regular += 1;
                assert!(satisfies_abc(&c, &b), "basis of {c} fails (A)/(B)/(C)");
            }
            Regularity::NotRegular { witness, witness_is_zero } => {
                not_regular += 1;
                let mut naive = Naive::parse(&text);
                assert_eq!(naive.value(&witness) == 0, witness_is_zero, "witness status on {c}");
                // The only candidate basis is {A : e(A) zero}; the witness contradicts Thm 4.4 for it.
                let mut candidate = |a: u64| naive.value(&(0..n).map(|v| a >> v & 1).collect::<Vec<_>>()) == 0;
                let predicted = theory::layers(&witness).iter().all(|&a| candidate(a));
                assert_ne!(
                    predicted, witness_is_zero,
                    "the witness {witness:?} on {c} must contradict the candidate basis"
                );
            }
        }
    }
    assert!(regular > 50 && not_regular > 50, "regular {regular}, not {not_regular}");
}

#[test]
fn paper_nim_bases_and_question_9_5() {
    let t = Theory::of(&families::example_4_6(), &Limits::NATIVE);
    let b = t.basis().expect("Example 4.6 is Nim-regular");
    let sets: Vec<String> = b.list(4, 100).unwrap().iter().map(|&s| t.complex.set_to_string(s)).collect();
    assert_eq!(sets, ["{}", "{1,2,3}", "{1,2,4}", "{1,3,4}"]);
    assert_eq!(b.equals_disjoint_unions_of_circuits(4, &t.circuits), Some(true));
    // Figure 2 has no Nim-basis
    assert!(matches!(
        Theory::of(&families::figure_2(), &Limits::NATIVE).regularity,
        RegularityStatus::Known(Regularity::NotRegular { .. }, _)
    ));
    // Moore (Prop 4.7): the basis of Δ_k(V) is {B : |B| ≡ 0 mod k}
    for (m, k) in [(4usize, 2usize), (5, 3), (5, 2), (6, 4), (6, 3)] {
        let t = Theory::of(&families::moore(m, k).unwrap(), &Limits::NATIVE);
        let b = t.basis().unwrap_or_else(|| panic!("Δ_{k} on {m} vertices is Nim-regular"));
        for s in 0..1u64 << m {
            assert_eq!(b.contains(s), (s.count_ones() as usize).is_multiple_of(k), "Moore m={m} k={k} set {s:b}");
        }
    }
}

#[test]
fn huge_piles_decided_with_verified_winning_moves() {
    // Each target is checked by the paper's own description of the zero positions, written
    // out here, never by the decider that produced the move.
    fn layers(p: &[u64]) -> Vec<Vec<usize>> {
        (0..64).map(|i| (0..p.len()).filter(|&v| p[v] >> i & 1 == 1).collect()).collect()
    }
    // E&S Example 4.6 and Thm 4.4: zero iff every binary layer is in {∅, 123, 124, 134}.
    let ex46_zero =
        |p: &[u64]| layers(p).iter().all(|l| [vec![], vec![0, 1, 2], vec![0, 1, 3], vec![0, 2, 3]].contains(l));
    // E&S Example 3.3, Thm 3.2: circuits {1,4}, {2,5}, {1,3,5} with points 4, 2, 3, so zero iff
    // n = n4·e{1,4} + n2·e{2,5} + n3·e{1,3,5}, i.e. n1 = n4 + n3 and n5 = n2 + n3.
    let ex33_zero =
        |p: &[u64]| p[0] as u128 == p[3] as u128 + p[2] as u128 && p[4] as u128 == p[1] as u128 + p[2] as u128;
    // E&S Prop 4.7, Moore's Δ_3 on 5 vertices: zero iff every layer has a multiple of 3 vertices.
    let moore_zero = |p: &[u64]| layers(p).iter().all(|l| l.len() % 3 == 0);
    // E&S Sec 5, the graphical matroid of K4 (edges 12,23,34,41,13,24): zero iff every layer
    // is an even subgraph (each graph vertex meets an even number of its edges).
    let k4_zero = |p: &[u64]| {
        let edges = [(1, 2), (2, 3), (3, 4), (4, 1), (1, 3), (2, 4)];
        layers(p)
            .iter()
            .all(|l| (1..=4).all(|x| l.iter().filter(|&&e| edges[e].0 == x || edges[e].1 == x).count() % 2 == 0))
    };
    let big = 1u64 << 62;
    type ZeroTest<'a> = &'a dyn Fn(&[u64]) -> bool;
    let cases: Vec<(Complex, Vec<u64>, Method, ZeroTest<'_>)> = vec![
        (families::example_4_6(), vec![big + 7, big + 3, 5, big + 5], Method::NimBasis, &ex46_zero),
        (families::example_3_3(), vec![big + 3, 1, big, 2, big + 4], Method::PointedCircuits, &ex33_zero),
        (families::moore(5, 3).unwrap(), vec![big + 1, big - 2, 12345, big, 99], Method::NimBasis, &moore_zero),
        (
            families::named("graph:1-2,2-3,3-4,4-1,1-3,2-4").unwrap(),
            vec![big, big + 1, 3, 7, 9, big - 1],
            Method::BinaryMatroid,
            &k4_zero,
        ),
    ];
    for (c, p, method, zero) in cases {
        let t = Theory::of(&c, &Limits::NATIVE);
        let d = simnim_core::decide(&t, &p, &Limits::NATIVE).expect("a theorem applies");
        assert_eq!(d.method, method, "{c}");
        assert!(!d.zero && !zero(&p), "these positions are N");
        let m = d.winning_move.expect("a winning move");
        assert!(legal(&c, &p, &m), "{c}: {p:?} -> {m:?}");
        assert!(zero(&m), "{c}: the move {p:?} -> {m:?} reaches a zero position by the paper's description");
    }
}

#[test]
fn lengths_pointed_formula_and_exhaustive_against_naive_chains() {
    // Exhaustive lengths against a naive longest-chain recursion.
    fn chain_length(naive: &mut Naive, p: &[u64], memo: &mut std::collections::HashMap<Vec<u64>, u64>) -> u64 {
        if let Some(&l) = memo.get(p) {
            return l;
        }
        // longest chain of zero positions below p: 1 + max over zero m < p
        let mut best = 0;
        for m in support::box_positions(p.len(), *p.iter().max().unwrap()) {
            if m.iter().zip(p).all(|(a, b)| a <= b) && m != p && naive.value(&m) == 0 {
                best = best.max(1 + chain_length(naive, &m, memo));
            }
        }
        memo.insert(p.to_vec(), best);
        best
    }
    let mut rng = Rng(707);
    for _ in 0..25 {
        let n = 2 + rng.below(3) as usize;
        let (c, text) = random_complex(&mut rng, n);
        let top = vec![3u64; n];
        let lt = LengthTable::new(&c, &top, &Limits::NATIVE).unwrap();
        let mut naive = Naive::parse(&text);
        let mut memo = Default::default();
        for p in support::box_positions(n, 3) {
            if naive.value(&p) == 0 {
                assert_eq!(
                    lt.length(&p).map(|x| x as u64),
                    Some(chain_length(&mut naive, &p, &mut memo)),
                    "ℓ{p:?} on {c}"
                );
            } else {
                assert_eq!(lt.length(&p), None);
            }
        }
    }
    // Pointed complexes: ℓ = Σ a_C (E&S Sec 7), against the exhaustive table.
    for c in [families::example_3_3(), families::example_3_4(), families::octahedron(2).unwrap()] {
        let t = Theory::of(&c, &Limits::NATIVE);
        let p = t.pointed.as_ref().expect("pointed");
        let lt = LengthTable::new(&c, &vec![4; c.n()], &Limits::NATIVE).unwrap();
        for q in support::box_positions(c.n(), 4) {
            assert_eq!(p.length(&q), lt.length(&q).map(|x| x as u128), "{c} at {q:?}");
        }
    }
    // Moore: ℓ(n) = Σ n_v / k on zero positions (E&S Sec 7).
    let c = families::moore(4, 3).unwrap();
    let lt = LengthTable::new(&c, &[5; 4], &Limits::NATIVE).unwrap();
    for q in support::box_positions(4, 5) {
        if let Some(l) = lt.length(&q) {
            assert_eq!(l as u64 * 3, q.iter().sum::<u64>(), "Δ_3 length at {q:?}");
        }
    }
}

#[test]
fn binary_matroids_are_recognised_and_their_kernel_is_the_box_basis() {
    let mut rng = Rng(2);
    for _ in 0..150 {
        let rows = 1 + rng.below(4) as u32;
        let cols = 2 + rng.below(6) as usize;
        let columns: Vec<u64> = (0..cols).map(|_| 1 + rng.below((1 << rows) - 1)).collect();
        let c = simnim_core::from_columns(&columns).unwrap();
        let circuits = c.circuits().unwrap();
        let m = theory::recognize_matroid(&c, &circuits).expect("a binary matroid is recognised");
        let kernel = NimBasis::Kernel { phi: m.phi.clone() };
        match theory::decide_regularity(&c, &Limits::NATIVE, |_, _| true).unwrap() {
            Regularity::Regular(b) => {
                for s in 0..1u64 << c.n() {
                    assert_eq!(kernel.contains(s), b.contains(s), "kernel vs box basis on {c}");
                }
                assert_eq!(kernel.equals_disjoint_unions_of_circuits(c.n(), &circuits), Some(true), "Prop 5.3 on {c}");
            }
            other => panic!("binary matroid {c} must be Nim-regular: {other:?}"),
        }
    }
    // Uniform U_{2,4} = Δ_3 on 4 vertices is a matroid but not binary.
    let u24 = families::moore(4, 3).unwrap();
    assert!(theory::recognize_matroid(&u24, &u24.circuits().unwrap()).is_none());
}

#[test]
fn operations_match_the_papers_statements() {
    use simnim_core::{b_double, cone, cz, join, p_double, suspension};
    // Figure 4: Δ = {u,x},{w} (u=1, x=2, w=3): zero iff n_u + n_x = n_w.
    let d = Complex::parse("{1,2},{3}").unwrap();
    support::assert_formula(&d, 5, "Figure 4 Δ", |n| n[0] + n[1] == n[2]);
    let b = b_double(&d, 1, 2).unwrap(); // vertices 1,2(=y),3,4(=z)
    support::assert_formula(&b, 4, "B_x(Δ)", |n| n[0] + n[1] + n[3] == n[2]);
    let p = p_double(&d, 1, 2).unwrap();
    support::assert_formula(&p, 4, "P_x(Δ)", |n| n[1] == n[3] && n[0] + n[1] == n[2]);
    // Lemma 6.7: B_x preserves values; Prop 6.9 and Prop 7.4 on random complexes.
    let mut rng = Rng(611);
    for _ in 0..40 {
        let n = 2 + rng.below(3) as usize;
        let (base, _) = random_complex(&mut rng, n);
        let x = rng.below(n as u64) as usize;
        let bd = b_double(&base, x, 2).unwrap();
        let vb = solve::Job::new(&bd, &vec![3; n + 1], &Limits::NATIVE).unwrap().run();
        let vd = solve::Job::new(&base, &vec![6; n], &Limits::NATIVE).unwrap().run();
        for q in support::box_positions(n + 1, 3) {
            let mut p = q[..n].to_vec();
            p[x] += q[n];
            assert_eq!(vb.value(&q), vd.value(&p), "Lemma 6.7 on B_x({base}) at {q:?}");
        }
        let pd = p_double(&base, x, 2).unwrap();
        let vp = solve::Job::new(&pd, &vec![3; n + 1], &Limits::NATIVE).unwrap().run();
        for q in support::box_positions(n + 1, 3) {
            let zero = q[x] == q[n] && vd.value(&q[..n]) == Some(0);
            assert_eq!(vp.value(&q) == Some(0), zero, "Prop 6.9 on P_x({base}) at {q:?}");
        }
        let c = cz(&base).unwrap();
        let vc = solve::Job::new(&c, &vec![3; n + 1], &Limits::NATIVE).unwrap().run();
        let lt = LengthTable::new(&base, &vec![3; n], &Limits::NATIVE).unwrap();
        for q in support::box_positions(n + 1, 3) {
            let zero = lt.length(&q[..n]).map(|l| l as u64) == Some(q[n]);
            assert_eq!(vc.value(&q) == Some(0), zero, "Prop 7.4 on C^z({base}) at {q:?}");
        }
    }
    // join, cone, suspension (Thm 6.1, Cor 6.2, Cor 6.3)
    let a = families::example_3_3();
    let s = suspension(&a).unwrap();
    assert_eq!(s.n(), 7);
    // The cone over Figure 2's {a,b},{c} is {a,b,v1},{c,v1}; its zero positions leave the
    // apex empty and are zero on Δ (Cor 6.2; Δ's zero positions: n_a + n_b = n_c).
    let co = cone(&families::figure_2()).unwrap();
    assert_eq!(co.to_string(), "{a,b,v1},{c,v1}");
    support::assert_formula(&co, 4, "cone over Figure 2", |n| n[3] == 0 && n[0] + n[1] == n[2]);
    let j = join(&families::cycle(5, 2).unwrap(), &families::classical_nim(2).unwrap()).unwrap();
    let t = Theory::of(&j, &Limits::NATIVE);
    assert_eq!(t.factors.len(), 2, "C_5,2 * two points has two join factors");
}

#[test]
fn doubling_decisions_agree_with_exhaustive() {
    use simnim_core::{cz, p_double};
    let mut rng = Rng(744);
    let mut doubling = 0;
    for round in 0..120 {
        let n = 2 + rng.below(3) as usize;
        let (base, _) = random_complex(&mut rng, n);
        let c =
            if round % 2 == 0 { p_double(&base, rng.below(n as u64) as usize, 2).unwrap() } else { cz(&base).unwrap() };
        let t = Theory::of(&c, &Limits::NATIVE);
        let top = vec![4u64; c.n()];
        let values = solve::Job::new(&c, &top, &Limits::NATIVE).unwrap().run();
        for _ in 0..15 {
            let p: Vec<u64> = top.iter().map(|&m| rng.below(m + 1)).collect();
            if let Some(d) = simnim_core::decide(&t, &p, &Limits::NATIVE) {
                doubling += (d.method == Method::Doubling) as usize;
                let truth = values.value(&p) == Some(0);
                assert_eq!(d.zero, truth, "{:?} on {c} at {p:?}: {}", d.method, d.explanation);
                if let Some(m) = d.winning_move {
                    assert!(legal(&c, &p, &m), "{:?}: illegal {p:?} -> {m:?} on {c}", d.method);
                    assert_eq!(values.value(&m), Some(0), "{:?}: {p:?} -> {m:?} on {c}: {}", d.method, d.explanation);
                }
            }
        }
    }
    assert!(doubling > 50, "doubling decisions exercised: {doubling}");
}
