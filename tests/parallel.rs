//! Every core, the same answers: each engine run with 1, 2 and 4 threads on random
//! complexes and boxes gives the same result byte for byte (P/N tables in both rules, the
//! top-only P/N search and its winning moves, value tables, top-only values, values by
//! components, whole analyses, P-position listings), and the parallel values agree with the
//! independent naive solver. The threshold below which boxes stay on one thread is lowered
//! to 0 so small boxes really run in parallel.

use crate::support::naive::Naive;
use crate::support::{box_positions, random_text, Rng};

use simnim_core::{analyze, solve, Complex, Limits, Wants};

/// The limits with `threads` threads, parallel whatever the box's size.
fn on(threads: usize) -> Limits {
    Limits::NATIVE.with_threads(threads).with_parallel_from(0)
}

/// A random box: small piles, sometimes a zero pile or a long last pile (rows of more than
/// 64 positions).
fn random_top(rng: &mut Rng, n: usize) -> Vec<u64> {
    let mut top: Vec<u64> = (0..n).map(|_| rng.below(5)).collect();
    if n <= 3 && rng.below(3) == 0 {
        top[n - 1] = 64 + rng.below(80);
    }
    top
}

/// Everything the engines say about a box, as text (byte for byte comparable).
fn everything(c: &Complex, top: &[u64], limits: &Limits) -> Vec<String> {
    let mut out = Vec::new();
    let pn = solve::PnJob::new(c, top, limits).unwrap().run();
    out.push(format!("pn {:?}", pn.words().collect::<Vec<_>>()));
    let misere = solve::PnJob::new_misere(c, top, limits).unwrap().run();
    out.push(format!("misere {:?}", misere.words().collect::<Vec<_>>()));
    let mut job = solve::PnJob::top_only(c, top, limits, false).unwrap();
    assert!(job.run_with(&mut |_, _| true));
    out.push(format!("top {:?}", job.finish_top()));
    let mut job = solve::PnJob::top_only(c, top, limits, true).unwrap();
    assert!(job.run_with(&mut |_, _| true));
    out.push(format!("misere top {:?}", job.finish_top()));
    let values = solve::ValueJob::new(c, top, limits).unwrap().run();
    out.push(format!("values {:?}", (0..values.values.len()).map(|i| values.values.get(i)).collect::<Vec<_>>()));
    let mut job = solve::ValueJob::top_only(c, top, limits).unwrap();
    assert!(job.run_with(&mut |_, _| true));
    out.push(format!("top value {}", job.top_value()));
    let mut job = solve::Job::new(c, top, limits).unwrap();
    assert!(job.run_parallel(&mut |_, _| true));
    let by_components = job.finish();
    out.push(format!(
        "components {:?}",
        box_positions_of(top).iter().map(|p| by_components.value(p)).collect::<Vec<_>>()
    ));
    out.push(format!("analysis {:?}", analyze(c, top, limits, Wants::ALL)));
    out.push(format!("analysis value {:?}", analyze(c, top, limits, Wants { moves: false, value: true })));
    let max = top.iter().copied().max().unwrap_or(0).min(4);
    out.push(format!("ppos {:?}", solve::p_positions(c, max, limits)));
    out
}

/// Every position of the box below `top`, lexicographic.
fn box_positions_of(top: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    let mut p = vec![0u64; top.len()];
    loop {
        out.push(p.clone());
        let mut a = top.len();
        loop {
            if a == 0 {
                return out;
            }
            a -= 1;
            if p[a] < top[a] {
                p[a] += 1;
                break;
            }
            p[a] = 0;
        }
    }
}

#[test]
fn every_engine_answers_the_same_on_1_2_and_4_threads() {
    let mut rng = Rng(0x7ea7);
    let mut compared = 0;
    for round in 0..60 {
        let n = 1 + rng.below(6) as usize;
        let text = random_text(&mut rng, n);
        let c = Complex::parse(&text).unwrap();
        let top = random_top(&mut rng, c.n());
        let one = everything(&c, &top, &on(1));
        for threads in [2, 4] {
            let many = everything(&c, &top, &on(threads));
            for (a, b) in one.iter().zip(&many) {
                assert_eq!(a, b, "round {round}: {text} below {top:?} on {threads} threads");
            }
            compared += many.len();
        }
    }
    assert!(compared >= 60 * 2 * 10, "{compared} results compared");
}

#[test]
fn parallel_values_agree_with_the_naive_solver() {
    // On 1, 2, 3 and 4 threads (4 on a 2-core machine too: the threads take turns).
    let mut rng = Rng(0x5eed);
    let mut checked = 0usize;
    for _ in 0..25 {
        let n = 3 + rng.below(3) as usize;
        let text = random_text(&mut rng, n);
        let c = Complex::parse(&text).unwrap();
        let mut naive = Naive::parse(&text);
        let max = 2 + rng.below(2);
        let top = vec![max; c.n()];
        for threads in [1, 2, 3, 4] {
            let values = solve::ValueJob::new(&c, &top, &on(threads)).unwrap().run();
            let pn = solve::PnJob::new(&c, &top, &on(threads)).unwrap().run();
            // By components (disconnected complexes: simplices and searched parts, XORed).
            let by_components = solve::Job::new(&c, &top, &on(threads)).unwrap().run();
            for p in box_positions(c.n(), max) {
                let v = naive.value(&p);
                assert_eq!(values.value(&p), v, "{text} at {p:?} on {threads} threads");
                assert_eq!(pn.is_p(&p), v == 0, "{text} at {p:?} on {threads} threads");
                assert_eq!(by_components.value(&p), Some(v as u128), "{text} at {p:?}: components on {threads}");
                checked += 1;
            }
            // The top alone: its value, outcome and winning moves, and whole analyses.
            let a = analyze(&c, &top, &on(threads), Wants { moves: false, value: true }).unwrap();
            assert_eq!(a.value, Some(naive.value(&top)), "{text} below {top:?} on {threads} threads");
            let mut job = solve::PnJob::top_only(&c, &top, &on(threads), false).unwrap();
            assert!(job.run_with(&mut |_, _| true));
            let got = job.finish_top();
            assert_eq!(got.is_p, naive.value(&top) == 0, "{text} below {top:?} on {threads} threads");
            for m in &got.moves {
                assert_eq!(naive.value(m), 0, "{text}: winning move to {m:?} on {threads} threads");
            }
        }
    }
    assert!(checked > 4000, "{checked}");
}

#[test]
fn a_large_box_splits_into_many_units_and_still_agrees() {
    // CN(6,3) piles 6: 49 units of 343 rows; CN(5,2) with a long last pile; the 7-cycle with
    // a chord and rows of 21 positions (the P/N vector kernel: 8 facets' rows in 3 words, a
    // vector of 4), 625 rows a unit (three blocks of shared rows) read back up to 125 rows
    // through each thread's own ring.
    for (text, top) in [
        ("{1,2,3},{2,3,4},{3,4,5},{4,5,6},{1,5,6},{1,2,6}", vec![6u64; 6]),
        ("{1,2},{2,3},{3,4},{4,5},{1,5}", vec![3, 4, 2, 3, 100]),
        ("{1,2},{2,3},{3,4},{4,5},{5,6},{6,7},{7,1},{1,4}", vec![2, 2, 4, 4, 4, 4, 20]),
    ] {
        let c = Complex::parse(text).unwrap();
        let one = everything(&c, &top, &on(1));
        for threads in [2, 4] {
            assert_eq!(one, everything(&c, &top, &on(threads)), "{text} on {threads} threads");
        }
    }
}

#[test]
fn a_cancelled_parallel_search_stops_and_says_so() {
    // CN(7,3) piles 12: 6.3e7 positions, far more than one report's worth of work.
    let c = Complex::parse("{1,2,3},{2,3,4},{3,4,5},{4,5,6},{5,6,7},{1,6,7},{1,2,7}").unwrap();
    let mut job = solve::PnJob::top_only(&c, &[12; 7], &on(2), false).unwrap();
    let mut calls = 0;
    let done = job.run_with(&mut |_, _| {
        calls += 1;
        false
    });
    assert!(!done && calls >= 1, "cancelled after {calls} calls");
    let mut job = solve::ValueJob::top_only(&c, &[12; 7], &on(2)).unwrap();
    assert!(!job.run_with(&mut |_, _| false));
    assert!(job.progress().0 < job.progress().1, "the value search stopped early");
}

/// Runs a value search split over `workers` shares that pass columns as messages, in a
/// shuffled order of steps, and returns each position's value from the share that has it.
fn by_shares(c: &Complex, top: &[u64], workers: usize, rng: &mut Rng) -> Vec<u64> {
    let mut shares: Vec<solve::ValueShare> = (0..workers)
        .map(|w| {
            let chunk = 1 + rng.below(40) as usize;
            solve::ValueShare::new(c, top, &Limits::NATIVE, w, workers).unwrap().with_chunk_positions(chunk)
        })
        .collect();
    let mut done = vec![false; workers];
    let mut rounds = 0;
    while done.iter().any(|d| !d) {
        rounds += 1;
        assert!(rounds < 1_000_000, "the shares never finish");
        let w = rng.below(workers as u64) as usize;
        done[w] = shares[w].step(1 + rng.below(400) as usize) == solve::ShareState::Done;
        let next = shares[w].next_worker();
        for chunk in shares[w].take_output() {
            shares[next].feed(chunk);
        }
    }
    box_positions_of(top)
        .iter()
        .map(|p| {
            let owners: Vec<u64> = shares.iter().filter_map(|s| s.value(p)).collect();
            assert_eq!(owners.len(), 1, "exactly one share has {p:?}");
            owners[0]
        })
        .collect()
}

#[test]
fn shares_passing_columns_as_messages_give_the_same_values() {
    let mut rng = Rng(0xb0a7);
    for round in 0..40 {
        let n = 1 + rng.below(6) as usize;
        let text = random_text(&mut rng, n);
        let c = Complex::parse(&text).unwrap();
        let top = random_top(&mut rng, c.n());
        let one = solve::ValueJob::new(&c, &top, &on(1)).unwrap().run();
        let want: Vec<u64> = box_positions_of(&top).iter().map(|p| one.value(p)).collect();
        for workers in [1, 2, 3] {
            assert_eq!(
                by_shares(&c, &top, workers, &mut rng),
                want,
                "round {round}: {text} below {top:?}, {workers} workers"
            );
        }
    }
}
