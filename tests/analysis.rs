//! The analysis entry point: method choice, explanations, limits, cancellation.
//! Item numbers without a paper name are E&S's (cites: es1996).

use crate::support;

use simnim_core::solve::SolveError;
use simnim_core::{analyze, analyze_with, families, AnalysisJob, Complex, Limits, Method, Outcome, Wants};

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
    // Example 3.3: zero positions (a+b, c, a, b, a+c); the length is a+b+c (E&S Sec 7).
    let c = families::example_3_3();
    let a = analyze(&c, &[4000, 500, 3000, 1000, 3500], &Limits::NATIVE, MOVES).unwrap();
    assert_eq!((a.outcome, a.method.clone()), (Outcome::P, Method::PointedCircuits));
    assert_eq!(a.length, Some(4500));
    let a = analyze(&c, &[4000, 500, 3000, 1000, 3600], &Limits::NATIVE, MOVES).unwrap();
    assert_eq!(a.outcome, Outcome::N);
    assert_eq!(a.moves, vec![vec![4000, 500, 3000, 1000, 3500]]);
    // {1,2},{2,3} = PN(3,2): its circuit {1,3} is pointed, so Thm 3.2 answers first
    let p = Complex::parse("{1,2},{2,3}").unwrap();
    let a = analyze(&p, &[3000, 7, 2999], &Limits::NATIVE, MOVES).unwrap();
    assert_eq!((a.outcome, a.method.clone()), (Outcome::N, Method::PointedCircuits));
    assert_eq!(a.moves, vec![vec![2999, 0, 2999]]);
}

#[test]
fn too_many_chips_for_values_falls_back_to_pn_engine() {
    // CN(6,2) is open (SetNim Sec 8): not pointed, not Nim-regular, not a join, not solved,
    // nothing to reduce: only a search decides it. Equal opposite piles are zero (E&S
    // Lemma 2.3 with φ(i) = i+3).
    let c = families::cycle(6, 2).unwrap();
    let a = analyze(&c, &[2100, 1, 1, 2100, 1, 1], &Limits::NATIVE, MOVES).unwrap();
    assert_eq!((a.outcome, a.method.clone()), (Outcome::P, Method::ExhaustivePn));
    let a = analyze(&c, &[2100, 1, 1, 2099, 1, 1], &Limits::NATIVE, MOVES).unwrap();
    assert_eq!(a.outcome, Outcome::N);
    assert!(a.moves.contains(&vec![2099, 1, 1, 2099, 1, 1]), "{:?}", a.moves);
    assert!(a.moves_complete);
}

#[test]
fn reductions_shrink_the_search_and_lift_every_move() {
    // PN(4,3) = {1,2,3},{2,3,4}: 2 and 3 lie in the same facets and merge (SetNim Ex 2.6(3)).
    let c = Complex::parse("{1,2,3},{2,3,4}").unwrap();
    let a = analyze(&c, &[2, 1, 2, 3], &Limits::NATIVE, MOVES).unwrap();
    assert!(a.explanation.contains("merged {2,3}"), "{}", a.explanation);
    let mut naive = support::naive::Naive::parse("{1,2,3},{2,3,4}");
    assert_eq!(a.value, Some(naive.value(&[2, 1, 2, 3])));
    let mut want = naive.winning_moves(&[2, 1, 2, 3]);
    want.sort();
    assert_eq!(a.moves, want, "every original winning move, lifted from the merged game");
    // zero reduction: CN(6,3) with a = b = 0 is PN(4,3) on c..f
    let c6 = families::cycle(6, 3).unwrap();
    let a = analyze(&c6, &[0, 0, 3, 1, 2, 2], &Limits::NATIVE, MOVES).unwrap();
    assert!(a.explanation.contains("zero reduction"), "{}", a.explanation);
    let mut naive = support::naive::Naive::parse(&support::cycle_text(6, 3));
    assert_eq!(a.value, Some(naive.value(&[0, 0, 3, 1, 2, 2])));
    // A reduction to simplices: nothing is searched, and the explanation says so (it said
    // "found by searching all 0 positions").
    let text = "{1},{2,3},{2,4},{3,5},{4,5}";
    let c = Complex::parse(text).unwrap();
    for piles in [[1, 1, 0, 0, 0], [2, 0, 0, 0, 0]] {
        let a = analyze(&c, &piles, &Limits::NATIVE, MOVES).unwrap();
        assert_eq!(a.value, Some(support::naive::Naive::parse(text).value(&piles)), "{piles:?}");
        assert!(a.explanation.contains("no search") && !a.explanation.contains("searching"), "{}", a.explanation);
    }
}

#[test]
fn refusals_are_immediate_and_explained() {
    let c = families::cycle(6, 2).unwrap();
    // Only P/N asked: the P/N engine's own limit (2e10, from its memory per position).
    let e = AnalysisJob::new(&c, &[100; 6], &Limits::NATIVE, MOVES).err().unwrap();
    let msg = e.to_string();
    assert!(msg.contains("1e12") && msg.contains("2e10"), "{msg}");
    // The value asked: the value engine's limit.
    let e = AnalysisJob::new(&c, &[100; 6], &Limits::NATIVE, Wants::ALL).err().unwrap();
    let msg = e.to_string();
    assert!(msg.contains("1e12") && msg.contains("2e8"), "{msg}");
    // A box within the P/N limit but over the memory budget: refused by memory, before
    // anything is allocated, the bytes and the budget named.
    let e = AnalysisJob::new(&c, &[40; 6], &Limits { max_bytes: 1 << 20, ..Limits::NATIVE }, MOVES).err().unwrap();
    let msg = e.to_string();
    assert!(msg.contains("4.7e9 positions needs about") && msg.contains("the budget is 1 MiB"), "{msg}");
    let small = Limits::capped(1000, 1 << 30);
    let e = analyze(&c, &[3; 6], &small, MOVES).unwrap_err();
    assert!(matches!(e, SolveError::NoTheorem { .. }), "{e:?}");
    assert!(e.to_string().contains("no theorem applies"), "{e}");
}

#[test]
fn cancellation_stops_a_search() {
    let c = families::cycle(6, 2).unwrap();
    let mut calls = 0;
    let r = analyze_with(&c, &[12; 6], &Limits::NATIVE, MOVES, |done, total| {
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

/// A theorem and the search must agree: with a deliberately wrong theorem (a test build of
/// the core, feature `fault-injection`), the analysis is an error naming both verdicts, and
/// the worker refuses with that message instead of showing an answer.
#[test]
fn a_wrong_theorem_is_a_hard_error() {
    use simnim_core::solve::SolveError;
    use simnim_core::theory::Theory;
    use simnim_core::{AnalysisJob, Wants};
    let c = families::example_3_3();
    let mut t = Theory::of(&c, &Limits::NATIVE);
    t.make_wrong_for_testing();
    for piles in [[3u64, 1, 2, 1, 4], [3, 1, 2, 1, 3]] {
        let mut job = AnalysisJob::with_theory(&t, &piles, &Limits::NATIVE, Wants::ALL).unwrap();
        let answer = loop {
            if let Some(a) = job.step(1 << 16) {
                break a;
            }
        };
        match answer {
            Err(SolveError::Disagreement { method, position, theorem_says_p }) => {
                assert_eq!(method, Method::PointedCircuits);
                assert_eq!(position, piles.to_vec());
                assert_eq!(theorem_says_p, piles[4] == 4, "the flipped verdict");
            }
            other => panic!("a wrong theorem must be caught, got {other:?}"),
        }
    }
    // The same theory, unbroken, answers.
    let t = Theory::of(&c, &Limits::NATIVE);
    let mut job = AnalysisJob::with_theory(&t, &[3, 1, 2, 1, 4], &Limits::NATIVE, Wants::ALL).unwrap();
    let a = loop {
        if let Some(a) = job.step(1 << 16) {
            break a.unwrap();
        }
    };
    assert_eq!(a.method, Method::PointedCircuits);
}
