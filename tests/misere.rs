//! Misère play against the independent naive misère solver (2,000 random complexes and
//! positions: outcomes and every winning move), and the closed forms — Bouton's misère rule
//! on simplex sums and Moore's Nim — over whole boxes, against the misère engine.

use crate::support::naive::Naive;
use crate::support::{box_positions, random_text, Rng};

use simnim_core::{analyze_misere, families, for_each_misere_p_position, Complex, Limits, Method, Outcome};

#[test]
fn the_misere_engine_agrees_with_the_naive_solver_on_2000_random_cases() {
    let mut rng = Rng(0x4D15E4E);
    let (mut p_count, mut disconnected) = (0, 0);
    for case in 0..2000 {
        let n = 1 + rng.below(6) as usize;
        let text = random_text(&mut rng, n);
        let c = Complex::parse(&text).unwrap();
        let mut piles: Vec<u64> = (0..n).map(|_| rng.below(4)).collect();
        while piles.iter().map(|&x| x + 1).product::<u64>() > 800 {
            let v = rng.below(n as u64) as usize;
            piles[v] /= 2;
        }
        let mut naive = Naive::parse(&text);
        let want_p = naive.misere_p(&piles);
        let a = analyze_misere(&c, &piles, &Limits::NATIVE, true).unwrap();
        assert_eq!(a.outcome == Outcome::P, want_p, "case {case}: {piles:?} on {text} ({})", a.explanation);
        let mut want: Vec<Vec<u64>> = naive.options(&piles).into_iter().filter(|o| naive.misere_p(o)).collect();
        want.sort();
        assert_eq!(a.moves, want, "case {case}: misère winning moves of {piles:?} on {text}");
        p_count += want_p as usize;
        disconnected += (c.components().len() > 1) as usize;
    }
    assert!(p_count > 100 && p_count < 1900, "P-positions in sample: {p_count}");
    assert!(disconnected > 200, "disconnected complexes in sample: {disconnected}");
}

#[test]
fn misere_p_positions_of_boxes_agree_with_the_naive_solver() {
    let mut rng = Rng(5150);
    for _ in 0..80 {
        let n = 1 + rng.below(4) as usize;
        let text = random_text(&mut rng, n);
        let c = Complex::parse(&text).unwrap();
        let max = if n <= 2 { 5 } else { 3 };
        let mut listed = Vec::new();
        for_each_misere_p_position(&c, max, &Limits::NATIVE, |p| {
            listed.push(p.to_vec());
            true
        })
        .unwrap();
        let mut naive = Naive::parse(&text);
        let want: Vec<Vec<u64>> = box_positions(n, max).into_iter().filter(|p| naive.misere_p(p)).collect();
        assert_eq!(listed, want, "misère P-positions of {text} with piles ≤ {max}");
    }
}

/// The misère P-positions of the box by the engine alone (no closed form).
fn engine_p(c: &Complex, max: u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for_each_misere_p_position(c, max, &Limits::NATIVE, |p| {
        out.push(p.to_vec());
        true
    })
    .unwrap();
    out
}

#[test]
fn moore_misere_closed_form_over_whole_boxes() {
    // moore:m,K: moves on fewer than K piles; the closed form's modulus is K.
    for (m, big_k, max) in
        [(3usize, 2usize, 7u64), (3, 3, 7), (4, 2, 5), (4, 3, 5), (4, 4, 5), (5, 3, 3), (5, 4, 3), (6, 4, 2)]
    {
        let c = families::moore(m, big_k).unwrap();
        let formula = |x: &[u64]| {
            if x.iter().all(|&v| v <= 1) {
                x.iter().filter(|&&v| v == 1).count() % big_k == 1 % big_k
            } else {
                (0..64).all(|i| x.iter().filter(|&&v| v >> i & 1 == 1).count() % big_k == 0)
            }
        };
        let want: Vec<Vec<u64>> = box_positions(m, max).into_iter().filter(|p| formula(p)).collect();
        assert_eq!(engine_p(&c, max), want, "misère Moore Δ_{big_k} on {m} vertices, piles ≤ {max}");
        for p in box_positions(m, max.min(3)) {
            if p.iter().any(|&v| v > 0) {
                let a = analyze_misere(&c, &p, &Limits::NATIVE, true).unwrap();
                assert_eq!(a.outcome == Outcome::P, formula(&p), "{p:?}");
            }
        }
    }
    // Huge piles: answered at once by the closed form, with a legal move to a P-position.
    let c = families::moore(5, 3).unwrap();
    let big = 1u64 << 60;
    for p in [vec![big, big + 1, 3, 7, 1 << 40], vec![1, 1, 1, 1, 0], vec![2, 1, 1, 0, 0], vec![big, 1, 1, 1, 1]] {
        let a = analyze_misere(&c, &p, &Limits::NATIVE, true).unwrap();
        if p.iter().any(|&v| v > 3) {
            assert_eq!(a.method, Method::MisereMoore, "{p:?}");
        }
        for m in &a.moves {
            let changed = (0..5).filter(|&v| m[v] != p[v]).count();
            assert!((1..=2).contains(&changed) && (0..5).all(|v| m[v] <= p[v]), "{p:?} -> {m:?}");
            let to = analyze_misere(&c, m, &Limits::NATIVE, false).unwrap();
            assert_eq!(to.outcome, Outcome::P, "{p:?} -> {m:?} reaches a misère P-position");
        }
        assert_eq!(a.outcome == Outcome::N, !a.moves.is_empty(), "{p:?}: {:?}", a.outcome);
    }
}

#[test]
fn bouton_misere_rule_on_simplex_sums_over_whole_boxes() {
    // Two simplex components and a point: misère Nim on their totals.
    let text = "{1,2},{3,4},{5}";
    let c = Complex::parse(text).unwrap();
    let mut naive = Naive::parse(text);
    for p in box_positions(5, 2) {
        let a = analyze_misere(&c, &p, &Limits::NATIVE, true).unwrap();
        assert_eq!(a.outcome == Outcome::P, naive.misere_p(&p), "{p:?}");
    }
    let huge = [u64::MAX, u64::MAX, 3, 4, 1 << 63];
    let a = analyze_misere(&c, &huge, &Limits::NATIVE, true).unwrap();
    assert_eq!(a.method, Method::MisereNim);
    let m = &a.moves[0];
    let to = analyze_misere(&c, m, &Limits::NATIVE, false).unwrap();
    assert_eq!(to.outcome, Outcome::P);
    // The empty position: the player to move has already won.
    assert_eq!(analyze_misere(&c, &[0; 5], &Limits::NATIVE, true).unwrap().outcome, Outcome::N);
}

#[test]
fn the_pages_misere_table_and_computer_move_agree_with_the_naive_solver() {
    let mut rng = Rng(0x7AB1E);
    for case in 0..150 {
        let n = 2 + rng.below(3) as usize;
        let text = random_text(&mut rng, n);
        let c = Complex::parse(&text).unwrap();
        let piles: Vec<u64> = (0..n).map(|_| rng.below(3)).collect();
        let (u, v) = (0, 1 + rng.below(n as u64 - 1) as usize);
        let k = 1 + rng.below(4);
        let table = simnim_core::misere_table(&c, &piles, u, v, k, &Limits::NATIVE).unwrap();
        let mut naive = Naive::parse(&text);
        for a in 0..=k {
            for b in 0..=k {
                let mut p = piles.clone();
                p[u] = a;
                p[v] = b;
                assert_eq!(table[a as usize][b as usize], naive.misere_p(&p), "case {case}: {p:?} on {text}");
            }
        }
        // The computer wins when it can (moves to a misère P-position), and always moves legally.
        match simnim_core::misere_computer_move(&c, &piles, &Limits::NATIVE).unwrap() {
            None => assert!(piles.iter().all(|&x| x == 0), "case {case}: no move from {piles:?}"),
            Some((to, _)) => {
                assert!(naive.options(&piles).contains(&to), "case {case}: {piles:?} → {to:?} is not a move on {text}");
                if !naive.misere_p(&piles) {
                    assert!(naive.misere_p(&to), "case {case}: {piles:?} is misère N, but {to:?} is not P");
                }
            }
        }
    }
    let c = Complex::parse("{1,2}").unwrap();
    assert!(simnim_core::misere_table(&c, &[0, 0], 0, 0, 3, &Limits::NATIVE).is_err(), "two different vertices");
}
