//! # simnim-bench: the same engine workloads natively and in the browser
//!
//! `make bench-wasm` builds this crate twice: the `simnim-bench` binary times each
//! workload natively, and the wasm32 library (exported with wasm-bindgen) is timed inside
//! a Web Worker in headless Chromium, built like the page's worker (`release`, opt-level 3,
//! `wasm-opt -O3`). Both sides call [`run`], which calls the engines the worker uses
//! (`simnim_core::solve`), and report the answer so the two runs can be checked against each
//! other.

use simnim_core::{families, solve, Complex, Limits};

/// One workload: a complex, the top of the box, and which engine sweeps it.
#[derive(Clone, Debug)]
pub struct Workload {
    pub name: String,
    pub complex: Complex,
    pub top: Vec<u64>,
    /// Nim values (the value engine) or P/N only (the P/N engine, no table).
    pub values: bool,
}

/// A seeded random connected complex on 8 vertices: 3 to 5 random sets of 2 to 4
/// vertices, and singletons for the vertices no set covers.
pub fn random8() -> Complex {
    let mut seed = 0x5151_0017u64;
    loop {
        let mut next = |m: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % m
        };
        let mut sets: Vec<u64> =
            (0..3 + next(3)).map(|_| (0..2 + next(3)).fold(0u64, |s, _| s | 1 << next(8))).collect();
        let covered = sets.iter().fold(0, |a, &s| a | s);
        sets.extend((0..8).filter(|v| covered >> v & 1 == 0).map(|v| 1u64 << v));
        let text: Vec<String> = sets
            .iter()
            .map(|&s| {
                format!("{{{}}}", simnim_core::bits(s).map(|v| (v + 1).to_string()).collect::<Vec<_>>().join(","))
            })
            .collect();
        if let Ok(c) = Complex::parse(&text.join(",")) {
            if c.n() == 8 && c.components().len() == 1 && !c.is_simplex() {
                return c;
            }
        }
    }
}

/// The workloads, in the order both sides run them.
pub fn workloads() -> Vec<Workload> {
    let cn = |n, k| families::cycle(n, k).expect("a valid family");
    let r8 = random8();
    vec![
        Workload { name: "CN(6,2) piles 12, values".into(), complex: cn(6, 2), top: vec![12; 6], values: true },
        Workload { name: "CN(7,3) piles 10, values".into(), complex: cn(7, 3), top: vec![10; 7], values: true },
        Workload { name: "CN(6,3) piles 8, P/N".into(), complex: cn(6, 3), top: vec![8; 6], values: false },
        Workload { name: "CN(7,3) piles 10, P/N".into(), complex: cn(7, 3), top: vec![10; 7], values: false },
        Workload { name: format!("random {r8} piles 5, values"), complex: r8, top: vec![5; 8], values: true },
        Workload {
            name: "7-cycle with a chord piles 20, P/N".into(),
            complex: Complex::parse("{1,2},{2,3},{3,4},{4,5},{5,6},{6,7},{7,1},{1,4}").expect("a valid complex"),
            top: vec![20; 7],
            values: false,
        },
    ]
}

/// Runs workload `i`: `(positions swept, answer)`, the answer being the top's nim value
/// (values) or 1 for an N-position and 0 for a P-position (P/N).
pub fn run(i: usize) -> Result<(u64, u64), String> {
    let w = workloads().into_iter().nth(i).ok_or_else(|| format!("no workload {i}"))?;
    let limits = Limits::capped(1 << 32, 2 << 30);
    if w.values {
        let table = solve::ValueJob::new(&w.complex, &w.top, &limits).map_err(|e| e.to_string())?.run();
        Ok((table.grid.size as u64, table.value(&w.top)))
    } else {
        let mut job = solve::PnJob::top_only(&w.complex, &w.top, &limits, false).map_err(|e| e.to_string())?;
        while !job.step(1 << 24) {}
        let total = job.progress().1;
        Ok((total, u64::from(!job.finish_top().is_p)))
    }
}

/// The wasm side: what the benchmark's Web Worker calls.
#[cfg(target_arch = "wasm32")]
pub mod web {
    use wasm_bindgen::prelude::wasm_bindgen;

    /// The workloads' names, one per line.
    #[wasm_bindgen]
    pub fn bench_names() -> String {
        super::workloads().iter().map(|w| w.name.clone()).collect::<Vec<_>>().join("\n")
    }

    /// Runs workload `i`; returns "positions answer" or the error.
    #[wasm_bindgen]
    pub fn bench_run(i: usize) -> String {
        match super::run(i) {
            Ok((positions, answer)) => format!("{positions} {answer}"),
            Err(e) => format!("error {e}"),
        }
    }
}
