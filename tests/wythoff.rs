//! Wythoff's game: the closed form (P-test and every winning move) against the naive solver
//! on every position with piles at most 60, the exhaustive values (Ferguson's 2 × 1 game)
//! against the naive values, and the closed form at huge piles checked for consistency.

use simnim_core::thesis::{
    ferguson_table, wythoff, wythoff_a, wythoff_b, wythoff_index, wythoff_is_p, wythoff_moves, GameMethod, GameMove,
    GameOutcome, Matrix,
};
use simnim_core::Limits;

use crate::support::naive_games::NaiveWythoff;
use crate::support::Rng;

#[test]
fn the_closed_form_is_the_naive_game_to_60() {
    let mut naive = NaiveWythoff::default();
    for a in 0..=60u64 {
        for b in 0..=60u64 {
            let p = naive.value(a, b) == 0;
            assert_eq!(wythoff_is_p(a, b), p, "({a},{b})");
            let mut want: Vec<[u64; 2]> = NaiveWythoff::options(a, b)
                .into_iter()
                .filter(|&(x, y)| naive.value(x, y) == 0)
                .map(|(x, y)| [x, y])
                .collect();
            want.sort_unstable();
            want.dedup();
            assert_eq!(wythoff_moves(a, b).unwrap(), want, "({a},{b})");
        }
    }
}

#[test]
fn the_engines_values_are_the_naive_values_and_the_answer_checks_itself() {
    let mut naive = NaiveWythoff::default();
    let top = Matrix::new(vec![vec![60], vec![60]]).unwrap();
    let table = ferguson_table(&top, &Limits::NATIVE).unwrap();
    for a in 0..=60u64 {
        for b in 0..=60u64 {
            let m = Matrix::new(vec![vec![a], vec![b]]).unwrap();
            assert_eq!(table.value(&m), Some(naive.value(a, b)), "({a},{b})");
        }
    }
    for (a, b) in [(0, 0), (3, 5), (17, 9), (60, 33)] {
        let w = wythoff(a, b, true, &Limits::NATIVE).unwrap();
        assert_eq!(w.value, Some(naive.value(a, b)));
        assert_eq!(w.method, GameMethod::Wythoff);
        assert!(w.method_text.contains("exhaustive search"), "{}", w.method_text);
    }
}

#[test]
fn huge_piles_are_exact_and_consistent() {
    let mut rng = Rng(1907);
    for i in 0..3000 {
        let (a, b) = match i % 3 {
            0 => (rng.next(), rng.next()),
            1 => {
                // Near a P-position (A_k, B_k) with B_k < 2^64.
                let k = rng.next() >> 2;
                let (x, y) = (wythoff_a(k) as u64, wythoff_b(k) as u64);
                (x.wrapping_add(rng.below(3)), y)
            }
            _ => (u64::MAX - rng.below(1000), u64::MAX - rng.below(1000)),
        };
        let moves = wythoff_moves(a, b).unwrap();
        assert_eq!(moves.is_empty(), wythoff_is_p(a, b), "({a},{b})");
        assert!(moves.len() <= 3);
        for [x, y] in moves {
            assert!(wythoff_is_p(x, y), "({a},{b}) -> ({x},{y})");
            // A move of the game: one pile lowered, or both by the same amount.
            let legal = (x < a && y == b) || (x == a && y < b) || (x < a && a - x == b.wrapping_sub(y) && y < b);
            assert!(legal, "({a},{b}) -> ({x},{y})");
        }
        let answer = wythoff(a, b, true, &Limits::NATIVE).unwrap();
        assert_eq!(answer.outcome == GameOutcome::P, wythoff_is_p(a, b));
        assert!(answer.value.is_none() && answer.note.is_some(), "no search at ({a},{b})");
        assert!(answer.moves.iter().all(|m| matches!(m, GameMove::Piles { .. })));
    }
    // The sequences: A increases by 1 or 2, B_k = A_k + k, and each x ≥ 1 is in one of them.
    for _ in 0..2000 {
        let k = rng.next() >> 1;
        let step = wythoff_a(k + 1) - wythoff_a(k);
        assert!(step == 1 || step == 2, "A_{k}");
        let x = rng.next().max(1);
        let (is_a, j) = wythoff_index(x).unwrap();
        assert_eq!(if is_a { wythoff_a(j) } else { wythoff_b(j) }, x as u128);
    }
    // The research note's example (checked there against 200-digit decimals).
    let k = (1u64 << 62) + 12345;
    assert_eq!((wythoff_a(k), wythoff_b(k)), (7461864723258207500, 12073550741685607749));
}
