//! The analysis entry point: method choice, explanations, limits, cancellation.

mod support;

use simnim::core::{
    analyze, analyze_with, families, grid::Limits, solve::SolveError, AnalysisJob, Complex, Method, Outcome, Wants,
};

const MOVES: Wants = Wants::MOVES;

#[test]
fn simplex_components_answer_without_search() {
    let c = Complex::parse("{1,2,3}").unwrap();
    let a = analyze(&c, &[1, 2, 3], &Limits::NATIVE, MOVES).unwrap();
    assert_eq!((a.outcome, a.value, a.method.clone()), (Outcome::N, Some(6), Method::SimplexSum));
    assert_eq!(a.moves, vec![vec![0, 0, 0]]);
    assert_eq!(a.positions_searched, 0);
    let nim = families::classical_nim(3).unwrap();
    let a = analyze(&nim, &[1 << 40, 5, (1 << 40) ^ 5], &Limits::NATIVE, MOVES).unwrap();
    assert_eq!(a.outcome, Outcome::P);
}

#[test]
fn pointed_complex_with_many_chips_is_answered_by_thm_3_2() {
    // {1,2},{2,3}: the only circuit {1,3} is pointed; zero positions are (a,0,a).
    let c = Complex::parse("{1,2},{2,3}").unwrap();
    let a = analyze(&c, &[3000, 0, 3000], &Limits::NATIVE, MOVES).unwrap();
    assert_eq!((a.outcome, a.method.clone()), (Outcome::P, Method::PointedCircuits));
    assert_eq!(a.length, Some(3000));
    let a = analyze(&c, &[3000, 7, 2999], &Limits::NATIVE, MOVES).unwrap();
    assert_eq!(a.outcome, Outcome::N);
    assert_eq!(a.moves, vec![vec![2999, 0, 2999]]);
}

#[test]
fn too_many_chips_for_values_falls_back_to_pn_engine() {
    // C_{5,2}: not pointed, not Nim-regular, not a join, nothing to reduce: only a search
    // decides it. (3000,1,3000,1,1) is a rotation of (a+b+c,a,a+b,a+c,a) with a=1,b=0,c=2999.
    let c = families::cycle(5, 2).unwrap();
    let a = analyze(&c, &[3000, 1, 3000, 1, 1], &Limits::NATIVE, MOVES).unwrap();
    assert_eq!((a.outcome, a.method.clone()), (Outcome::P, Method::ExhaustivePn));
    let a = analyze(&c, &[3000, 1, 2999, 1, 1], &Limits::NATIVE, MOVES).unwrap();
    assert_eq!(a.outcome, Outcome::N);
    assert!(a.moves.contains(&vec![2999, 1, 2999, 1, 1]), "{:?}", a.moves);
    assert!(a.moves_complete);
}

#[test]
fn reductions_shrink_the_search_and_lift_every_move() {
    // PN(4,3) = {1,2,3},{2,3,4}: 2 and 3 lie in the same facets and merge (SetNim Ex 2.6.3).
    let c = Complex::parse("{1,2,3},{2,3,4}").unwrap();
    let a = analyze(&c, &[2, 1, 2, 3], &Limits::NATIVE, MOVES).unwrap();
    assert!(a.explanation.contains("merged {2,3}"), "{}", a.explanation);
    let mut naive = support::naive::Naive::from_masks(c.facets());
    assert_eq!(a.value, Some(naive.value(&[2, 1, 2, 3])));
    let mut want = naive.winning_moves(&[2, 1, 2, 3]);
    want.sort();
    assert_eq!(a.moves, want, "every original winning move, lifted from the merged game");
    // zero reduction: CN(6,3) with a = b = 0 is PN(4,3) on c..f
    let c6 = families::cycle(6, 3).unwrap();
    let a = analyze(&c6, &[0, 0, 3, 1, 2, 2], &Limits::NATIVE, MOVES).unwrap();
    assert!(a.explanation.contains("zero reduction"), "{}", a.explanation);
    let mut naive = support::naive::Naive::from_masks(c6.facets());
    assert_eq!(a.value, Some(naive.value(&[0, 0, 3, 1, 2, 2])));
}

#[test]
fn refusals_are_immediate_and_explained() {
    let c = families::cycle(7, 3).unwrap();
    let e = AnalysisJob::new(&c, &[100; 7], &Limits::NATIVE, MOVES).err().unwrap();
    let msg = e.to_string();
    assert!(msg.contains("1e14") && msg.contains("2e8"), "{msg}");
    let small = Limits { max_positions: 1000, max_bytes: 1 << 30 };
    let e = analyze(&c, &[3; 7], &small, MOVES).unwrap_err();
    assert!(matches!(e, SolveError::NoTheorem(_)), "{e:?}");
    assert!(e.to_string().contains("no theorem applies"), "{e}");
}

#[test]
fn cancellation_stops_a_search() {
    let c = families::cycle(7, 3).unwrap();
    let mut calls = 0;
    let r = analyze_with(&c, &[8; 7], &Limits::NATIVE, MOVES, |done, total| {
        calls += 1;
        assert!(done <= total);
        calls < 3
    });
    assert_eq!(r.unwrap_err(), SolveError::Cancelled);
    assert_eq!(calls, 3);
}

#[test]
fn resumable_job_reports_progress_and_answers_once() {
    let c = families::cycle(6, 3).unwrap();
    let mut job = AnalysisJob::new(&c, &[6; 6], &Limits::NATIVE, MOVES).unwrap();
    let mut last = 0;
    let answer = loop {
        if let Some(a) = job.step(10_000) {
            break a.unwrap();
        }
        let (d, t) = job.progress();
        assert!(d > last && t == 7u64.pow(6));
        last = d;
    };
    assert_eq!(answer.outcome, Outcome::P); // a+b = d+e and b+c = e+f
    assert!(job.step(10).is_none());
    assert!(answer.explanation.contains("117649"), "{}", answer.explanation);
}
