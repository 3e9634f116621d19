//! The native side of `make bench-wasm`: times every workload of [`simnim_bench::workloads`]
//! (one warm-up run, then runs until at least 3 and half a second, best kept) and prints
//! one JSON line per workload: name, positions, answer, best milliseconds, runs. With
//! arguments, only the workloads of those numbers (from 0, in the order of the list).

use std::time::Instant;

fn main() {
    let only: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    for (i, w) in simnim_bench::workloads().iter().enumerate() {
        if !only.is_empty() && !only.contains(&i) {
            continue;
        }
        let (positions, answer) = match simnim_bench::run(i) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("simnim-bench: {}: {e}", w.name);
                std::process::exit(1);
            }
        };
        let (mut best, mut total, mut runs) = (f64::MAX, 0.0, 0);
        while runs < 3 || (total < 500.0 && runs < 200) {
            let t = Instant::now();
            let r = simnim_bench::run(i);
            let ms = t.elapsed().as_secs_f64() * 1e3;
            assert_eq!(r, Ok((positions, answer)), "a run gave another answer");
            best = best.min(ms);
            total += ms;
            runs += 1;
        }
        println!(
            "{{\"name\":\"{}\",\"positions\":{positions},\"answer\":{answer},\"ms\":{best:.3},\"runs\":{runs}}}",
            w.name.replace('"', "'")
        );
    }
}
