//! Every solved family's formula against the exhaustive engine, on every position of a box.

use crate::support;

use simnim_core::solved::Solved;
use support::assert_formula;

fn check(s: Solved, max: u64) {
    let c = s.complex().unwrap();
    assert_formula(&c, max, &s.theorem(), |p| s.is_p(p));
}

#[test]
fn setnim_theorem_2_9_cycles() {
    for (n, k, max) in [(3, 2, 8), (4, 2, 6), (5, 2, 6), (5, 3, 6), (6, 3, 5), (7, 4, 4)] {
        check(Solved::Cycle { n, k }, max);
    }
}

#[test]
fn setnim_theorem_4_1_pathnim_at_least_half() {
    for n in 2..=8usize {
        for k in n.div_ceil(2).max(2)..n {
            check(Solved::Path { n, k }, if n <= 5 { 4 } else { 3 });
        }
        // PN(n,n) is a simplex: only the empty position is P.
        assert!(Solved::Path { n, k: n }.is_p(&vec![0; n]) && !Solved::Path { n, k: n }.is_p(&vec![1; n]));
    }
}

#[test]
fn setnim_theorem_4_2_game_h() {
    check(Solved::H, 5);
    // As printed (a ≤ f) the condition misses mirror images such as (1,0,0,0,1,0).
    let c = Solved::H.complex().unwrap();
    assert_eq!(simnim_core::solve::value(&c, &[1, 0, 0, 0, 1, 0], &simnim_core::Limits::NATIVE).unwrap(), 0);
}

#[test]
fn setnim_theorem_5_1_cn73() {
    check(Solved::Cycle { n: 7, k: 3 }, 4);
}

#[test]
fn setnim_theorem_6_3_cn83() {
    check(Solved::Cycle { n: 8, k: 3 }, 4);
}

#[test]
fn es_proposition_4_7_moore() {
    for (m, k, max) in [(3, 3, 7), (4, 3, 5), (4, 4, 5), (5, 3, 4), (5, 4, 4), (6, 4, 3)] {
        check(Solved::Moore { m, k }, max);
    }
}

use simnim_core::theory::Theory;
use simnim_core::Complex;
use simnim_core::Limits;
use simnim_core::{families, solve, solved};
use support::Rng;

fn legal(c: &Complex, from: &[u64], to: &[u64]) -> bool {
    let changed = (0..from.len()).filter(|&v| to[v] != from[v]).fold(0u64, |m, v| m | 1 << v);
    changed != 0 && c.is_face(changed) && (0..from.len()).all(|v| to[v] <= from[v])
}

#[test]
fn recognises_families_up_to_relabelling() {
    // CN(7,3) with shuffled labels
    let c = families::permuted(&families::cycle(7, 3).unwrap(), &[3, 6, 0, 5, 1, 4, 2]);
    let (s, _) = solved::recognize(&c).expect("recognised");
    assert_eq!(s, solved::Solved::Cycle { n: 7, k: 3 });
    let h = Complex::parse("{p,q,r},{q,r,s},{r,s,t},{s,t,u},{p,u}").unwrap();
    assert_eq!(solved::recognize(&h).map(|x| x.0), Some(solved::Solved::H));
    assert_eq!(
        solved::recognize(&families::pathnim(6, 4).unwrap()).map(|x| x.0),
        Some(solved::Solved::Path { n: 6, k: 4 })
    );
    assert_eq!(
        solved::recognize(&families::moore(12, 5).unwrap()).map(|x| x.0),
        Some(solved::Solved::Moore { m: 12, k: 5 })
    );
    assert!(solved::recognize(&families::cycle(6, 2).unwrap()).is_none(), "CN(6,2) is open");
}

#[test]
fn formula_moves_for_piles_in_the_thousands_and_beyond() {
    let mut rng = Rng(51);
    let fams = [
        ("cn:7,3", families::cycle(7, 3).unwrap()),
        ("cn:8,3", families::cycle(8, 3).unwrap()),
        ("h", families::game_h()),
        ("pn:7,4", families::pathnim(7, 4).unwrap()),
        ("cn:6,3", families::cycle(6, 3).unwrap()),
        ("cn:5,2", families::cycle(5, 2).unwrap()),
        ("cn7,3 shuffled", families::permuted(&families::cycle(7, 3).unwrap(), &[3, 6, 0, 5, 1, 4, 2])),
    ];
    for (name, c) in &fams {
        let t = Theory::of(c, &Limits::NATIVE);
        let mut n_moves = 0;
        let mut methods = std::collections::BTreeSet::new();
        for round in 0..60 {
            let scale = if round % 2 == 0 { 5000 } else { 1 << 40 };
            let p: Vec<u64> = (0..c.n()).map(|_| rng.below(scale)).collect();
            let d = simnim_core::decide(&t, &p, &Limits::NATIVE).expect("a theorem applies");
            methods.insert(format!("{:?}", d.method));
            if d.zero {
                continue;
            }
            let m = d.winning_move.unwrap_or_else(|| panic!("{name}: no move from {p:?}: {}", d.explanation));
            assert!(legal(c, &p, &m), "{name}: illegal {p:?} -> {m:?}");
            assert!(simnim_core::decide(&t, &m, &Limits::NATIVE).unwrap().zero, "{name}: {p:?} -> {m:?} is not P");
            n_moves += 1;
        }
        assert!(n_moves > 40, "{name}: moves checked {n_moves}");
        if name.starts_with("cn7") || name.starts_with("cn:7") || *name == "cn:8,3" || *name == "h" {
            assert!(methods.contains("SolvedFamily"), "{name} is answered by its formula: {methods:?}");
        }
    }
}

#[test]
fn formula_moves_agree_with_exhaustive_on_small_piles() {
    let mut rng = Rng(52);
    for c in [
        families::cycle(7, 3).unwrap(),
        families::game_h(),
        families::cycle(8, 3).unwrap(),
        families::pathnim(6, 3).unwrap(),
    ] {
        let t = Theory::of(&c, &Limits::NATIVE);
        let top = vec![4u64; c.n()];
        let values = solve::Job::new(&c, &top, &Limits::NATIVE).unwrap().run();
        for _ in 0..300 {
            let p: Vec<u64> = top.iter().map(|&m| rng.below(m + 1)).collect();
            let d = simnim_core::decide(&t, &p, &Limits::NATIVE).unwrap();
            assert_eq!(d.zero, values.value(&p) == Some(0), "{c} at {p:?}");
            if let Some(m) = d.winning_move {
                assert!(legal(&c, &p, &m));
                assert_eq!(values.value(&m), Some(0), "{c}: {p:?} -> {m:?}");
            } else {
                assert!(d.zero, "{c}: N-position {p:?} without a move");
            }
        }
    }
}

/// Moore's Nim Δ_k: the constructed winning move is legal (fewer than k piles, each lowered)
/// and reaches a position whose every binary layer has a multiple of k piles, from every
/// N-position of a box and from random huge positions.
#[test]
fn moore_winning_moves_for_any_pile_sizes() {
    use simnim_core::solved::moore_move;
    let layers_ok = |k: usize, p: &[u64]| (0..64).all(|i| p.iter().filter(|&&x| x >> i & 1 == 1).count() % k == 0);
    let check = |k: usize, p: &[u64]| {
        let zero = layers_ok(k, p);
        match moore_move(k, p) {
            None => assert!(zero, "no move from the N-position {p:?} (k = {k})"),
            Some(m) => {
                assert!(!zero, "a move from the zero position {p:?}");
                let changed = (0..p.len()).filter(|&v| m[v] != p[v]).count();
                assert!(changed >= 1 && changed < k, "{p:?} -> {m:?} changes {changed} piles (k = {k})");
                assert!((0..p.len()).all(|v| m[v] <= p[v]), "{p:?} -> {m:?} raises a pile");
                assert!(layers_ok(k, &m), "{p:?} -> {m:?} is not zero (k = {k})");
            }
        }
    };
    for (n, k, max) in [(3usize, 2usize, 7u64), (4, 3, 5), (5, 3, 3), (5, 4, 3), (6, 3, 2)] {
        for p in support::box_positions(n, max) {
            check(k, &p);
        }
    }
    let mut rng = Rng(4747);
    for _ in 0..2000 {
        let n = 2 + rng.below(63) as usize;
        let k = 2 + rng.below(n as u64) as usize;
        let p: Vec<u64> = (0..n).map(|_| rng.next()).collect();
        check(k, &p);
    }
}

/// Jenkyns–Mayberry's closed form of Proper Nim's values, over whole boxes for n = 3..6,
/// against the value engine.
#[test]
fn proper_nim_values_by_the_closed_form_over_whole_boxes() {
    use simnim_core::solved::proper_nim_value;
    for (n, max) in [(3usize, 12u64), (4, 7), (5, 4), (6, 3)] {
        let c = families::moore(n, n).unwrap();
        let values = solve::Job::new(&c, &vec![max; n], &Limits::NATIVE).unwrap().run();
        let mut wrong = Vec::new();
        for p in support::box_positions(n, max) {
            let engine = values.value(&p).unwrap();
            if proper_nim_value(&p) != engine {
                let f = proper_nim_value(&p);
                wrong.push((p, engine, f));
            }
        }
        assert!(wrong.is_empty(), "n = {n}: {} disagreements, e.g. {:?}", wrong.len(), &wrong[..wrong.len().min(5)]);
    }
}
