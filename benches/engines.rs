//! Benchmark: the fast engines against the usual memoised search, side by side.
//!
//! `cargo bench --bench engines` (or `make bench`). For CN(6,3) and CN(7,3) boxes of
//! growing pile bounds it times (a) the naive memoised enumerator of tests/support/naive.rs,
//! which visits every option of every position, (b) the value engine and (c) the P/N
//! engine, each computing the whole box, and prints positions/second and the ratios as a
//! Markdown table for BENCHMARKS.md. Results are checked to agree before they are printed.

#[path = "../tests/support/naive.rs"]
mod naive;

use std::time::{Duration, Instant};

use simnim::core::{families, grid::Limits, solve};

fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut best = Duration::MAX;
    let mut out = None;
    for _ in 0..runs {
        let t = Instant::now();
        let r = f();
        best = best.min(t.elapsed());
        out = Some(r);
    }
    (best, out.expect("at least one run"))
}

fn rate(positions: usize, d: Duration) -> String {
    let r = positions as f64 / d.as_secs_f64();
    if r >= 1e6 {
        format!("{:.1} M/s", r / 1e6)
    } else {
        format!("{:.0} k/s", r / 1e3)
    }
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let cases: &[(usize, usize, u64, bool)] = if quick {
        &[(6, 3, 4, true), (7, 3, 4, true)]
    } else {
        &[
            (6, 3, 2, true),
            (6, 3, 4, true),
            (6, 3, 6, true),
            (6, 3, 8, true),
            (7, 3, 2, true),
            (7, 3, 4, true),
            (7, 3, 6, false),
            (7, 3, 8, false),
            (7, 3, 10, false),
        ]
    };
    println!("| game | piles ≤ | positions | naive memoised | value engine | P/N engine | value vs naive | P/N vs naive |");
    println!("|---|---|---|---|---|---|---|---|");
    for &(n, k, pile, run_naive) in cases {
        let c = families::cycle(n, k).expect("valid family");
        let top = vec![pile; n];
        let limits = Limits::NATIVE;
        let runs = if pile <= 6 { 3 } else { 1 };
        let (tv, table) = best_of(runs, || {
            solve::ValueJob::new(&c, &top, &limits)
                .expect("within limits")
                .run()
        });
        let (tp, pn) = best_of(runs, || {
            solve::PnJob::new(&c, &top, &limits)
                .expect("within limits")
                .run()
        });
        let size = table.grid.size;
        for i in 0..size {
            assert_eq!(table.values[i] == 0, pn.is_p_index(i), "engines disagree");
        }
        let (naive_cell, rv, rp) = if run_naive {
            let (tn, nv) = best_of(1, || {
                let mut nv = naive::Naive::from_masks(c.facets());
                nv.value(&top);
                nv
            });
            let mut nv = nv;
            for i in (0..size).step_by(97) {
                assert_eq!(
                    nv.value(&table.grid.decode(i)),
                    table.values[i] as u64,
                    "naive disagrees"
                );
            }
            (
                format!("{:.2} s ({})", tn.as_secs_f64(), rate(size, tn)),
                format!("{:.0}×", tn.as_secs_f64() / tv.as_secs_f64()),
                format!("{:.0}×", tn.as_secs_f64() / tp.as_secs_f64()),
            )
        } else {
            (
                "not run (too slow)".to_string(),
                "—".to_string(),
                "—".to_string(),
            )
        };
        println!(
            "| CN({n},{k}) | {pile} | {size} | {naive_cell} | {:.3} s ({}) | {:.3} s ({}) | {rv} | {rp} |",
            tv.as_secs_f64(),
            rate(size, tv),
            tp.as_secs_f64(),
            rate(size, tp),
        );
    }
}
