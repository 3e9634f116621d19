//! Matrix Nim: Ferguson's impartial game (every 2 × 2 matrix to 6, 2 × 3 to 4, 3 × 3 to 2,
//! 1 × n), Ferguson's partizan 2 × 2 classes (to 6) and Holladay's game through the complex
//! `matrix:r,m` (2 × 2 to 4, 2 × 3 and 3 × 2 to 2), each against the naive solver written
//! from the rule; the answers' moves; and, separately, the rules simnim's notes found by
//! brute force, checked against the engines on larger boxes (observations, not the papers').

use simnim_core::thesis::{
    ferguson, ferguson_table, holladay, matrix_game, partizan, partizan_table, GameMove, GameOutcome, Matrix,
    MatrixRule,
};
use simnim_core::Limits;

use crate::support::naive_games::{ferguson_moves, Mat, NaiveFerguson, NaiveHolladay, NaivePartizan};
use crate::support::{box_positions, Rng};

fn matrix(m: &Mat) -> Matrix {
    Matrix::new(m.clone()).unwrap()
}

/// Every r × c matrix with entries at most `max`.
fn all(r: usize, c: usize, max: u64) -> Vec<Mat> {
    box_positions(r * c, max).into_iter().map(|e| e.chunks(c).map(<[u64]>::to_vec).collect()).collect()
}

fn outcome_of(v: u64) -> GameOutcome {
    if v == 0 {
        GameOutcome::P
    } else {
        GameOutcome::N
    }
}

#[test]
fn ferguson_tables_are_the_naive_values_on_whole_boxes() {
    let mut naive = NaiveFerguson::default();
    for (r, c, max) in [(2, 2, 6), (2, 3, 4), (3, 2, 4), (3, 3, 2), (1, 4, 6), (1, 5, 4), (4, 1, 6), (2, 1, 25)] {
        let top = matrix(&vec![vec![max; c]; r]);
        let table = ferguson_table(&top, &Limits::NATIVE).unwrap();
        for m in all(r, c, max) {
            assert_eq!(table.value(&matrix(&m)), Some(naive.value(&m)), "{m:?}");
        }
    }
}

#[test]
fn ferguson_answers_list_exactly_the_winning_moves() {
    let mut naive = NaiveFerguson::default();
    let mut rng = Rng(2001);
    for _ in 0..300 {
        let (r, c) = (1 + rng.below(3) as usize, 1 + rng.below(3) as usize);
        let m: Mat = (0..r).map(|_| (0..c).map(|_| rng.below(5)).collect()).collect();
        let a = ferguson(&matrix(&m), true, &Limits::NATIVE).unwrap();
        let v = naive.value(&m);
        assert_eq!((a.value, a.outcome), (Some(v), outcome_of(v)), "{m:?}");
        let mut want: Vec<Mat> = ferguson_moves(&m, true, true).into_iter().filter(|x| naive.value(x) == 0).collect();
        let mut got: Vec<Mat> = a
            .moves
            .iter()
            .map(|mv| match mv {
                GameMove::Line { result, amount, .. } => {
                    assert!(*amount >= 1);
                    result.clone()
                }
                other => panic!("not a line move: {other:?}"),
            })
            .collect();
        want.sort();
        want.dedup();
        got.sort();
        got.dedup();
        assert_eq!(got, want, "{m:?}");
    }
}

#[test]
fn partizan_classes_are_the_naive_classes_to_6() {
    let mut naive = NaivePartizan::default();
    let table = partizan_table(&matrix(&vec![vec![6, 6], vec![6, 6]]), &Limits::NATIVE).unwrap();
    let mut counts = std::collections::BTreeMap::new();
    for m in all(2, 2, 6) {
        let class = naive.class(&m);
        *counts.entry(class).or_insert(0) += 1;
        assert_eq!(format!("{:?}", table.class(&matrix(&m)).unwrap()), class, "{m:?}");
    }
    assert_eq!(counts.len(), 4, "all four classes occur: {counts:?}");
    // The answers: each player's winning moves, by the naive solver.
    let mut rng = Rng(7);
    for _ in 0..200 {
        let m: Mat = (0..2).map(|_| (0..2).map(|_| rng.below(7)).collect()).collect();
        let a = partizan(&matrix(&m), &Limits::NATIVE).unwrap();
        assert_eq!(format!("{:?}", a.outcome), naive.class(&m));
        assert_eq!(a.value, None);
        let mut want: Vec<Mat> =
            ferguson_moves(&m, true, false).into_iter().filter(|x| !naive.right_first(x)).collect();
        want.extend(ferguson_moves(&m, false, true).into_iter().filter(|x| !naive.left_first(x)));
        let mut got: Vec<Mat> = a
            .moves
            .iter()
            .map(|mv| match mv {
                GameMove::Line { result, player: Some(_), .. } => result.clone(),
                other => panic!("not a player's line move: {other:?}"),
            })
            .collect();
        want.sort();
        got.sort();
        assert_eq!(got, want, "{m:?}");
    }
}

#[test]
fn holladay_by_its_complex_is_the_naive_game() {
    let mut naive = NaiveHolladay::default();
    for (r, c, max) in [(2, 2, 4), (2, 3, 2), (3, 2, 2), (1, 3, 3), (3, 1, 4), (1, 2, 5)] {
        for m in all(r, c, max) {
            let a = holladay(&matrix(&m), true, &Limits::NATIVE).unwrap();
            let v = naive.value(&m);
            assert_eq!((a.value, a.outcome), (Some(v), outcome_of(v)), "{m:?} by {}", a.method_text);
            // Every move listed leaves a zero position, and is a move of the game.
            let options = NaiveHolladay::options(&m);
            for mv in &a.moves {
                let GameMove::Cells { result } = mv else { panic!("not a cells move: {mv:?}") };
                assert!(options.contains(result) && naive.value(result) == 0, "{m:?} -> {result:?}");
            }
            assert_eq!(a.moves.is_empty(), v == 0, "{m:?}");
        }
    }
    let one = matrix_game(&matrix(&vec![vec![3], vec![5], vec![6]]), MatrixRule::Holladay, true, &Limits::NATIVE);
    assert_eq!(one.unwrap().value, Some(0), "one column is Nim");
}

/// The note's impartial 2 × 2 rule (the research note on the thesis's games, §4.2), found by brute force there.
fn observed_ferguson_2x2_p(m: &Mat) -> bool {
    // Put a global minimum at the top left by swapping rows and columns (the note's order).
    let (a0, b0, c0, d0) = (m[0][0], m[0][1], m[1][0], m[1][1]);
    let forms = [(a0, b0, c0, d0), (c0, d0, a0, b0), (b0, a0, d0, c0), (d0, c0, b0, a0)];
    let least = a0.min(b0).min(c0).min(d0);
    let (a, b, c, d) = forms.into_iter().find(|f| f.0 == least).unwrap();
    if d == a || (b == a && c == a) {
        return true;
    }
    if b != c {
        return false;
    }
    let t = b;
    d > t && a % (d - a) < d - t
}

/// The note's partizan 2 × 2 rule (the research note on the thesis's games, §4.2), found by brute force there.
fn observed_partizan_2x2(m: &Mat) -> &'static str {
    let (a0, b0, c0, d0) = (m[0][0], m[0][1], m[1][0], m[1][1]);
    // Row and column swaps only (a transpose exchanges Left and Right).
    let forms = [(a0, b0, c0, d0), (c0, d0, a0, b0), (b0, a0, d0, c0), (d0, c0, b0, a0)];
    let least = a0.min(b0).min(c0).min(d0);
    let (a, b, c, d) = forms.into_iter().find(|f| f.0 == least).unwrap();
    if (a == d && b >= 2 * a && c >= 2 * a) || (a == 0 && b == c && c < d) {
        "P"
    } else if a + b < c.min(d) {
        "L"
    } else if a + c < b.min(d) {
        "R"
    } else {
        "N"
    }
}

#[test]
fn the_notes_observed_2x2_rules_hold_on_the_engines_boxes() {
    // Observations of simnim's research notes (not Ferguson's theorems, which could not be
    // read): checked here on every 2 x 2 matrix with entries at most 20 (impartial) and 16
    // (partizan), against the engines (whose tables the naive solver checks above).
    let table = ferguson_table(&matrix(&vec![vec![20, 20], vec![20, 20]]), &Limits::NATIVE).unwrap();
    for m in all(2, 2, 20) {
        assert_eq!(table.value(&matrix(&m)) == Some(0), observed_ferguson_2x2_p(&m), "{m:?}");
    }
    let table = partizan_table(&matrix(&vec![vec![16, 16], vec![16, 16]]), &Limits::NATIVE).unwrap();
    for m in all(2, 2, 16) {
        assert_eq!(format!("{:?}", table.class(&matrix(&m)).unwrap()), observed_partizan_2x2(&m), "{m:?}");
    }
}

#[test]
fn the_notes_observed_holladay_rule_and_odd_rows_of_ferguson() {
    // Observed in simnim's notes (Holladay's own solution could not be read): P iff all
    // column sums are equal and the nim-sum of the row minima is 0.
    for (r, c, max) in [(2, 3, 3), (3, 2, 3), (2, 2, 7)] {
        for m in all(r, c, max) {
            let sums: Vec<u64> = (0..c).map(|j| m.iter().map(|row| row[j]).sum()).collect();
            let minima = m.iter().fold(0, |x, row| x ^ row.iter().min().unwrap());
            let p = sums.iter().all(|&s| s == sums[0]) && minima == 0;
            let a = holladay(&matrix(&m), false, &Limits::NATIVE).unwrap();
            assert_eq!(a.outcome == GameOutcome::P, p, "{m:?}");
        }
    }
    // Ferguson's 1 x n with n odd: the nim value is the nim-sum (simnim's notes, with a proof:
    // a line move subtracting t flips every entry's bit at t's lowest 1).
    for (n, max) in [(3, 12), (5, 5), (7, 3)] {
        let table = ferguson_table(&matrix(&vec![vec![max; n]]), &Limits::NATIVE).unwrap();
        for row in box_positions(n, max) {
            let nim_sum = row.iter().fold(0, |x, y| x ^ y);
            assert_eq!(table.value(&matrix(&vec![row.clone()])), Some(nim_sum), "{row:?}");
        }
    }
}

#[test]
fn the_speed_box_2x3_to_15_and_hostile_matrices() {
    let start = std::time::Instant::now();
    let table = ferguson_table(&matrix(&vec![vec![15; 3]; 2]), &Limits::NATIVE).unwrap();
    assert_eq!(table.positions(), 16u64.pow(6));
    // The target is 5 s on one core (BENCHMARKS.md); generous here for a loaded machine.
    assert!(start.elapsed().as_secs_f64() < 40.0);
    let mut naive = NaiveFerguson::default();
    for m in [vec![vec![1, 2, 3], vec![3, 2, 1]], vec![vec![4, 4, 0], vec![2, 5, 3]]] {
        assert_eq!(table.value(&matrix(&m)), Some(naive.value(&m)));
    }
    let limits = Limits::NATIVE;
    for bad in ["", ";", "1,2;3", "1;;2", "a", "1,-1", "99999999999999999999", "1 2"] {
        assert!(Matrix::parse(bad).is_err(), "{bad:?}");
    }
    let wide = Matrix::new(vec![vec![0; 100_000]]).unwrap();
    assert_eq!(ferguson(&wide, true, &limits).unwrap().outcome, GameOutcome::P);
    let huge = Matrix::new(vec![vec![u64::MAX; 3]; 3]).unwrap();
    assert!(ferguson(&huge, true, &limits).unwrap_err().is_limit());
    assert!(partizan(&Matrix::new(vec![vec![u64::MAX; 2]; 2]).unwrap(), &limits).unwrap_err().is_limit());
    assert!(holladay(&Matrix::new(vec![vec![1; 9]; 8]).unwrap(), true, &limits).is_err());
    assert!(partizan(&Matrix::new(vec![vec![1; 3]; 2]).unwrap(), &limits).is_err());
    // Holladay at huge entries: the analysis answers or refuses, never panics.
    let h = holladay(&Matrix::new(vec![vec![u64::MAX, 7], vec![7, u64::MAX]]).unwrap(), false, &limits);
    assert!(h.is_ok() || h.unwrap_err().is_limit());
}
