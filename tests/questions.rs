//! The open-questions explorer and the Invariance Reduction Process walk-through.
//! Item numbers without a paper name are E&S's (cites: es1996).

use simnim_core::Limits;
use simnim_core::{self as views, families};
use simnim_core::{check_question, invariance_walk, Explorer, Question};

#[test]
fn questions_on_known_complexes() {
    let l = Limits::NATIVE;
    // pointed: zero positions are the cone of circuits, closed under addition (E&S Sec 9)
    assert!(check_question(Question::ClosedUnderAddition, &families::example_3_3(), 2, &l).unwrap().holds);
    // classical Nim is not: (1,1,0)+(1,0,1) = (2,1,1) has XOR 2
    let v = check_question(Question::ClosedUnderAddition, &families::classical_nim(3).unwrap(), 2, &l).unwrap();
    assert!(!v.holds);
    let (p, _) = v.counterexample.unwrap();
    assert_ne!(p[0] ^ p[1] ^ p[2], 0, "the counterexample is really not zero");
    // Nim-regular and pointed complexes answer Q 9.1 and 9.2 affirmatively (E&S Sec 9)
    for c in [families::example_4_6(), families::example_3_3(), families::moore(4, 3).unwrap()] {
        assert!(check_question(Question::DoubleOfZero, &c, 3, &l).unwrap().holds, "{c}");
        assert!(check_question(Question::MultiplesOfOnes, &c, 3, &l).unwrap().holds, "{c}");
    }
    // Conjecture 8.1 holds for C_{5,2} (E&S Sec 8)
    assert!(check_question(Question::PlusOnes, &families::cycle(5, 2).unwrap(), 3, &l).unwrap().holds);
    // the converse of Conj 8.1 fails on C_{7,2}: (3,3,2,3,2,2,1) is zero, (2,2,1,2,1,1,0) is not
    let c72 = families::cycle(7, 2).unwrap();
    assert_eq!(simnim_core::solve::value(&c72, &[3, 3, 2, 3, 2, 2, 1], &l).unwrap(), 0);
    assert_ne!(simnim_core::solve::value(&c72, &[2, 2, 1, 2, 1, 1, 0], &l).unwrap(), 0);
}

#[test]
fn explorer_runs_over_all_complexes_up_to_isomorphism() {
    let mut e = Explorer::new(Question::ClosedUnderAddition, 4, 2, true);
    assert_eq!(e.progress().1, 1 + 1 + 3 + 14, "connected complexes on 1..4 vertices");
    let mut steps = 0;
    while !e.step(3, &Limits::NATIVE) {
        steps += 1;
    }
    assert!(steps > 3);
    // e.g. the triangle boundary {1,2},{1,3},{2,3} (Nim on 3 piles up to 2 moves) fails
    assert!(!e.counterexamples.is_empty(), "{}", e.summary());
    assert!(e.summary().contains("counterexamples"));
}

#[test]
fn invariance_walk_on_cn63_ends_with_a_checked_winning_move() {
    let c = families::cycle(6, 3).unwrap();
    let z = views::invariant_vectors(&c, 3, &Limits::NATIVE).unwrap();
    let steps = invariance_walk(&c, &[5, 7, 3, 9, 4, 6], &z, &Limits::NATIVE).unwrap();
    let titles: Vec<&str> = steps.iter().map(|s| s.title.as_str()).collect();
    assert_eq!(titles.len(), 5, "{titles:?}");
    assert!(steps.last().unwrap().text.contains("P-position ✓"), "{:?}", steps.last());
}

#[test]
fn the_computer_wins_from_n_positions_and_stalls_from_p_positions() {
    use simnim_core::{computer_move, remoteness_table};
    let l = Limits::NATIVE;
    let c = families::example_3_3();
    // The referee is the independent naive solver, reading E&S Example 3.3's text.
    let mut naive = crate::support::naive::Naive::parse("{1,2,3},{2,3,4},{3,4,5},{1,5}");
    // from an N-position the computer always reaches P, so it wins the whole game
    let mut p = vec![3u64, 1, 2, 1, 4];
    assert_ne!(naive.value(&p), 0);
    let mut computer_to_move = true;
    let mut last_mover_computer = false;
    let mut rng = 7u64;
    while let Some((m, _)) = if computer_to_move {
        computer_move(&c, &p, &l).unwrap()
    } else {
        // the person plays a random legal move
        let opts = naive.options(&p);
        if opts.is_empty() {
            None
        } else {
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1);
            Some((opts[(rng >> 33) as usize % opts.len()].clone(), String::new()))
        }
    } {
        if computer_to_move {
            assert!(naive.options(&p).contains(&m), "the computer's move {p:?} -> {m:?} is legal");
            assert_eq!(naive.value(&m), 0, "the computer reaches a P-position");
        }
        p = m;
        last_mover_computer = computer_to_move;
        computer_to_move = !computer_to_move;
    }
    assert!(last_mover_computer, "the computer made the last move and won");
    // remoteness: classical Nim (1,1): the P-player loses in 2 moves
    let (g, r) = remoteness_table(&families::classical_nim(2).unwrap(), &[1, 1]).unwrap();
    assert_eq!(r[g.index(&[1, 1])], 2);
    assert_eq!(r[g.index(&[1, 0])], 1);
}

#[test]
fn question_9_5_over_all_small_complexes() {
    // E&S conjecture in Q 9.5, checked exactly over every connected complex on ≤ 5 vertices.
    let mut e = Explorer::new(Question::BasisIsUnionsOfCircuits, 5, 1, true);
    while !e.step(50, &Limits::NATIVE) {}
    println!("Q 9.5 on connected complexes with up to 5 vertices: {}", e.summary());
    assert_eq!(e.skipped, 0);
    // The binary matroids and Moore complexes of the paper satisfy it.
    for c in [families::example_4_6(), families::moore(5, 3).unwrap()] {
        assert!(check_question(Question::BasisIsUnionsOfCircuits, &c, 1, &Limits::NATIVE).unwrap().holds);
    }
}

#[test]
fn question_9_4_reports_the_smallest_max_of_a_genuine_zero_position() {
    // Nim on two piles: (1,1) is the genuine zero position with the smallest max.
    let v =
        check_question(Question::GenuineWithMinOne, &families::classical_nim(2).unwrap(), 2, &Limits::NATIVE).unwrap();
    assert!(v.holds);
    assert!(v.note.as_deref().unwrap().contains("is 1, at (1,1)"), "{:?}", v.note);
    // A cone has no genuine zero position at all (its apex must be empty).
    let cone = simnim_core::cone(&families::classical_nim(2).unwrap()).unwrap();
    let v = check_question(Question::GenuineWithMinOne, &cone, 2, &Limits::NATIVE).unwrap();
    assert!(v.note.as_deref().unwrap().contains("no genuine zero position"), "{:?}", v.note);
}

/// Every check can fail: on a real complex where one is known (Q 9.3 on classical Nim,
/// Conjecture 8.1's form on four piles), and for the open ones on a set of "zero positions"
/// built to break exactly that statement.
#[test]
fn every_question_check_fails_where_the_statement_fails() {
    use simnim_core::{check_basis, check_zero_set};
    let l = Limits::NATIVE;
    let v = check_question(Question::ClosedUnderAddition, &families::classical_nim(3).unwrap(), 2, &l).unwrap();
    assert!(!v.holds);
    let (p, _) = v.counterexample.unwrap();
    let mut naive = crate::support::naive::Naive::parse("{1},{2},{3}");
    assert_ne!(naive.value(&p), 0, "the counterexample {p:?} is not zero");
    let v = check_question(Question::PlusOnes, &families::classical_nim(4).unwrap(), 2, &l).unwrap();
    assert!(!v.holds, "(1,1,1,1) and (0,1,2,3) are zero on Nim, (1,2,3,4) is not");
    assert_eq!(v.counterexample.unwrap().0, vec![0, 1, 2, 3]);
    // Synthetic zero sets, one per statement.
    let only = |set: Vec<Vec<u64>>| move |p: &[u64]| p.iter().all(|&x| x == 0) || set.iter().any(|s| s == p);
    type ZeroSet = Box<dyn Fn(&[u64]) -> bool>;
    let cases: Vec<(Question, ZeroSet, Vec<u64>)> = vec![
        (Question::DoubleOfZero, Box::new(only(vec![vec![1, 1]])), vec![1, 1]),
        (Question::HalfOfZero, Box::new(only(vec![vec![2, 2]])), vec![1, 1]),
        (Question::MultiplesOfOnes, Box::new(only(vec![vec![1, 1], vec![2, 2]])), vec![3, 3]),
        (Question::GenuineWithMinOne, Box::new(only(vec![vec![2, 3]])), vec![2, 3]),
        (Question::PlusOnes, Box::new(only(vec![vec![1, 1], vec![0, 2]])), vec![0, 2]),
        (Question::ClosedUnderAddition, Box::new(only(vec![vec![1, 0]])), vec![2, 0]),
    ];
    for (q, zero, want) in cases {
        let v = check_zero_set(q, 2, 2, &*zero, u64::MAX).unwrap();
        assert!(!v.holds, "{q:?} must fail on its synthetic zero set");
        assert_eq!(v.counterexample.map(|c| c.0), Some(want), "{q:?}");
        // ... and hold on the zero set of Nim with two piles (n zero iff n1 = n2).
        let nim = |p: &[u64]| p[0] == p[1];
        if q != Question::GenuineWithMinOne {
            assert!(check_zero_set(q, 2, 2, &nim, u64::MAX).unwrap().holds, "{q:?} holds on two-pile Nim");
        }
    }
    // Q 9.5: a "basis" that misses a disjoint union of circuits is caught.
    let circuits = [0b011u64, 0b110];
    let name = |s: u64| format!("{s:b}");
    assert!(check_basis(3, &|s| s == 0 || s == 0b011 || s == 0b110, &circuits, &name).holds);
    let v = check_basis(3, &|s| s == 0 || s == 0b011, &circuits, &name);
    assert_eq!(v.counterexample.map(|c| c.0), Some(vec![0, 1, 1]));
}

/// E&S Conjecture 8.1 fails on the 7-cycle C_{7,2} (found by the seven-vertex census): the
/// check's counterexample, judged by the independent naive solver — n and (1,…,1) zero,
/// n + (1,…,1) not — and the smallest such n is beyond piles ≤ 1.
#[test]
fn conjecture_8_1_fails_on_the_seven_cycle() {
    let l = Limits::NATIVE;
    let c72 = families::cycle(7, 2).unwrap();
    let mut naive = crate::support::naive::Naive::parse("{1,2},{2,3},{3,4},{4,5},{5,6},{6,7},{1,7}");
    assert_eq!(naive.value(&[1; 7]), 0, "(1,…,1) is zero on C_{{7,2}} (E&S Sec 8)");
    assert!(check_question(Question::PlusOnes, &c72, 1, &l).unwrap().holds, "nothing within piles ≤ 1");
    let v = check_question(Question::PlusOnes, &c72, 2, &l).unwrap();
    assert!(!v.holds);
    let (n, why) = v.counterexample.unwrap();
    let plus: Vec<u64> = n.iter().map(|x| x + 1).collect();
    assert_eq!(naive.value(&n), 0, "{n:?} is zero: {why}");
    assert_ne!(naive.value(&plus), 0, "{plus:?} is not zero: {why}");
    assert_eq!(n, vec![0, 0, 1, 0, 2, 0, 3]);
}
