//! The fast engines against the independent naive solver (tests/support/naive.rs) on
//! seeded random complexes with up to 7 vertices: nim values, outcomes, every winning
//! move, and whole P/N tables.

use crate::support;

use simnim_core::{analyze, solve, Complex, Limits, Outcome, Wants};
use support::{naive::Naive, Rng};

/// A random complex on `n` vertices: a few random generating sets, plus singletons for
/// vertices no set covers (so it is a valid complex). Often disconnected.
/// A random complex and its text (see `support::random_text`).
fn random_complex(rng: &mut Rng, n: usize) -> (Complex, String) {
    let text = support::random_text(rng, n);
    (Complex::parse(&text).unwrap(), text)
}

/// Random piles whose box stays small enough for the naive solver.
fn random_piles(rng: &mut Rng, n: usize) -> Vec<u64> {
    let mut p: Vec<u64> = (0..n).map(|_| rng.below(5)).collect();
    while p.iter().map(|&x| x + 1).product::<u64>() > 1500 {
        let v = rng.below(n as u64) as usize;
        p[v] /= 2;
    }
    p
}

#[test]
fn engines_agree_with_naive_solver_on_2000_random_cases() {
    let mut rng = Rng(0x00C0_FFEE_2024);
    let mut p_count = 0;
    let mut disconnected = 0;
    for case in 0..2000 {
        let n = 1 + rng.below(7) as usize;
        let (c, text) = random_complex(&mut rng, n);
        let piles = random_piles(&mut rng, n);
        let mut naive = Naive::parse(&text);
        let expect = naive.value(&piles);
        let got = analyze(&c, &piles, &Limits::NATIVE, Wants::MOVES).unwrap();
        assert_eq!(got.value, Some(expect), "case {case}: value of {piles:?} on {c}");
        assert_eq!(got.outcome == Outcome::P, expect == 0, "case {case}");
        let mut want_moves = naive.winning_moves(&piles);
        want_moves.sort();
        assert_eq!(got.moves, want_moves, "case {case}: winning moves of {piles:?} on {c}");
        p_count += (expect == 0) as usize;
        disconnected += (c.components().len() > 1) as usize;
    }
    // The sample must exercise both outcomes and both solving paths.
    assert!(p_count > 100 && p_count < 1900, "P-positions in sample: {p_count}");
    assert!(disconnected > 200 && disconnected < 1800, "disconnected complexes in sample: {disconnected}");
}

#[test]
fn whole_tables_agree_with_naive_solver() {
    // The component engines take connected complexes that are not simplices (the others
    // are split or summed before them): draw until 150 such complexes were compared.
    let mut rng = Rng(0xBADC0DE);
    let (mut compared, mut drawn, mut positions) = (0, 0, 0);
    while compared < 150 {
        drawn += 1;
        assert!(drawn < 5000, "too few connected non-simplex complexes drawn");
        let n = 2 + rng.below(5) as usize;
        let (c, text) = random_complex(&mut rng, n);
        if c.components().len() != 1 || c.is_simplex() {
            continue;
        }
        compared += 1;
        let top = random_piles(&mut rng, n);
        let mut naive = Naive::parse(&text);
        let values = solve::ValueJob::new(&c, &top, &Limits::NATIVE).unwrap().run();
        let pn = solve::PnJob::new(&c, &top, &Limits::NATIVE).unwrap().run();
        for i in 0..values.grid.size {
            let p = values.grid.decode(i);
            let v = naive.value(&p);
            assert_eq!(values.values.get(i), v, "value of {p:?} on {c}");
            assert_eq!(pn.is_p_index(i), v == 0, "P/N of {p:?} on {c}");
            positions += 1;
        }
    }
    assert_eq!(compared, 150);
    assert!(positions > 10_000, "positions compared: {positions}");
}

#[test]
fn value_engine_widens_sets_beyond_64_exactly() {
    // Values above 63 force the engine to widen its value sets mid-search.
    for (text, top) in [("{1,2},{2,3},{1,3}", vec![40u64, 40, 40]), ("{1,2},{2,3},{3,4},{1,4}", vec![20, 20, 20, 4])] {
        let c = Complex::parse(text).unwrap();
        let table = solve::ValueJob::new(&c, &top, &Limits::NATIVE).unwrap().run();
        assert!(table.values.max() >= 64, "the case must exceed one word");
        let mut naive = Naive::parse(text);
        for i in (0..table.grid.size).step_by(7) {
            let p = table.grid.decode(i);
            assert_eq!(table.values.get(i), naive.value(&p), "value of {p:?} on {c}");
        }
    }
}

#[test]
fn p_positions_listing_agrees_with_naive() {
    let mut rng = Rng(77);
    for _ in 0..60 {
        let n = 1 + rng.below(5) as usize;
        let (c, text) = random_complex(&mut rng, n);
        let max = if n <= 3 { 4 } else { 2 };
        let listed = solve::p_positions(&c, max, &Limits::NATIVE).unwrap();
        let mut naive = Naive::parse(&text);
        let expect: Vec<Vec<u64>> =
            support::box_positions(n, max).into_iter().filter(|p| naive.value(p) == 0).collect();
        assert_eq!(listed, expect, "P-positions of {c} with piles <= {max}");
    }
}

#[test]
fn the_pn_engine_by_rows_agrees_with_naive_on_long_rows_and_without_a_table() {
    // The P/N engine packs a row (every value of the last pile) into words: rows shorter
    // than a word share words between facets, rows of 65..=192 positions span several
    // words. The engine without a table (the top's outcome and winning moves only) is
    // checked too, in normal and misère play.
    let mut rng = Rng(0x5EED_0017);
    let (mut compared, mut wide, mut tops) = (0, 0, 0);
    while compared < 120 {
        let n = 2 + rng.below(3) as usize;
        let (c, text) = random_complex(&mut rng, n);
        let mut top: Vec<u64> = (0..n).map(|_| rng.below(3)).collect();
        top[n - 1] = [5, 20, 63, 64, 70, 130, 191][rng.below(7) as usize];
        let mut naive = Naive::parse(&text);
        if c.components().len() == 1 && !c.is_simplex() {
            let pn = solve::PnJob::new(&c, &top, &Limits::NATIVE).unwrap().run();
            for i in 0..pn.grid.size {
                let p = pn.grid.decode(i);
                assert_eq!(pn.is_p_index(i), naive.value(&p) == 0, "P/N of {p:?} on {c}");
            }
            compared += 1;
            wide += (top[n - 1] >= 64) as usize;
        }
        for misere in [false, true] {
            let got = solve::PnJob::top_only(&c, &top, &Limits::NATIVE, misere).unwrap();
            let got = {
                let mut job = got;
                while !job.step(1000) {}
                job.finish_top()
            };
            let is_p = |naive: &mut Naive, p: &[u64]| if misere { naive.misere_p(p) } else { naive.value(p) == 0 };
            let want_p = is_p(&mut naive, &top);
            assert_eq!(got.is_p, want_p, "top {top:?} on {c}, misère {misere}");
            let mut want: Vec<Vec<u64>> = if want_p {
                Vec::new()
            } else {
                naive.options(&top).into_iter().filter(|o| is_p(&mut naive, o)).collect()
            };
            want.sort();
            want.dedup();
            assert_eq!(got.moves, want, "winning moves of {top:?} on {c}, misère {misere}");
            tops += 1;
        }
    }
    assert!(wide > 30, "rows wider than a word: {wide}");
    assert!(tops >= 240, "tops compared: {tops}");
}

#[test]
fn value_tables_widen_past_255_exactly() {
    // Values start one byte wide and widen to two in place when a value passes 255.
    // The last case passes 511 too: value sets widen from 8 words to 64.
    for (text, top) in
        [("{1,2},{2,3}", vec![300u64, 1, 3]), ("{1,2},{1,3},{4}", vec![270, 1, 1, 2]), ("{1,2},{2,3}", vec![600, 0, 2])]
    {
        let c = Complex::parse(text).unwrap();
        let table = solve::ValueJob::new(&c, &top, &Limits::NATIVE).unwrap().run();
        assert!(table.values.max() > 255, "{text}: the case must pass one byte (max {})", table.values.max());
        assert_eq!(table.values.width(), 2);
        let mut naive = Naive::parse(text);
        for i in 0..table.grid.size {
            let p = table.grid.decode(i);
            assert_eq!(table.values.get(i), naive.value(&p), "value of {p:?} on {c}");
        }
    }
}

#[test]
fn the_pn_engine_on_vectors_agrees_with_naive_on_many_facets_and_short_rows() {
    // Rows of at most 64 positions pack several facets' rows into a word; when a ring row
    // takes 2 to 4 words the engine runs it as one vector. Complexes with many facets and
    // rows of 4 to 32 positions reach that kernel (and, past 4 words, the general one), on
    // one thread (its rows its own) and on two and four (each thread's unit rows in a ring of its
    // own, the next unit's row shared), with and without a table.
    let mut rng = Rng(0x5EED_0047);
    let (mut vector, mut other) = (0, 0);
    while vector < 60 || other < 10 {
        let n = 4 + rng.below(3) as usize;
        let sets: Vec<String> = (0..6 + rng.below(10))
            .map(|_| {
                let a = rng.below(n as u64) + 1;
                let b = (a + rng.below(n as u64 - 1)) % n as u64 + 1;
                format!("{{{a},{b}}}")
            })
            .collect();
        let text = sets.join(",");
        let Ok(c) = Complex::parse(&text) else { continue };
        if c.n() != n || c.components().len() != 1 || c.is_simplex() {
            continue;
        }
        let mut top: Vec<u64> = (0..n).map(|_| rng.below(3)).collect();
        top[n - 1] = [3, 6, 9, 13, 20, 31][rng.below(6) as usize];
        while top.iter().map(|&x| x + 1).product::<u64>() > 3000 {
            let v = rng.below(n as u64 - 1) as usize;
            top[v] /= 2;
        }
        let len = top[n - 1] as usize + 1;
        let words = c.facets().len().div_ceil(64 / len);
        if (2..=4).contains(&words) {
            vector += 1;
        } else {
            other += 1;
        }
        let mut naive = Naive::parse(&text);
        for threads in [1, 2, 4] {
            let limits = Limits::NATIVE.with_threads(threads).with_parallel_from(0);
            let pn = solve::PnJob::new(&c, &top, &limits).unwrap().run();
            for i in 0..pn.grid.size {
                let p = pn.grid.decode(i);
                assert_eq!(pn.is_p_index(i), naive.value(&p) == 0, "P/N of {p:?} on {c}");
            }
            let got = solve::PnJob::top_only(&c, &top, &limits, false).unwrap();
            let got = {
                let mut job = got;
                job.run_with(&mut |_, _| true);
                job.finish_top()
            };
            assert_eq!(got.is_p, naive.value(&top) == 0, "top {top:?} on {c}");
        }
    }
}

#[test]
fn the_value_engine_on_vectors_agrees_with_naive_across_the_63_chip_boundary() {
    // With at most 8 facets, rows whose values fit one word (at most 63 chips) run on
    // vectors, a lane per facet; rows above 63 chips run the scalar kernel and read what
    // the vector rows stored. Whole tables across that boundary, on 1, 2 and 4 threads,
    // against the naive solver.
    let mut rng = Rng(0x5EED_0063);
    let mut compared = 0;
    while compared < 24 {
        let n = 3 + rng.below(2) as usize;
        let (c, text) = random_complex(&mut rng, n);
        if c.components().len() != 1 || c.is_simplex() || c.facets().len() > 8 {
            continue;
        }
        let mut top: Vec<u64> = (0..n).map(|_| rng.below(3)).collect();
        top[0] = 20 + rng.below(12);
        top[n - 1] = 40 + rng.below(8);
        if top.iter().sum::<u64>() < 64 {
            continue;
        }
        let mut naive = Naive::parse(&text);
        for threads in [1, 2, 4] {
            let limits = Limits::NATIVE.with_threads(threads).with_parallel_from(0);
            let table = solve::ValueJob::new(&c, &top, &limits).unwrap().run();
            for i in 0..table.grid.size {
                let p = table.grid.decode(i);
                assert_eq!(table.values.get(i), naive.value(&p), "value of {p:?} on {c}");
            }
        }
        compared += 1;
    }
}
