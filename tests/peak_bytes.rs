//! Peak memory per position of the value search, counted by a global allocator (every
//! allocation and free, so the figure is exact and the same on any machine under any load):
//! `simnim value` on the hexagon CN(6,2) with piles 14 (11,390,625 positions) on 1 and 2
//! threads. The heap the search holds at its peak stays within 1 byte a position: with the
//! command's own code and stack (about 5 MB resident, 0.46 bytes a position of this box)
//! that is within the 1.5 bytes a position of resident memory that BENCHMARKS.md measures
//! with `/usr/bin/time`. A binary of its own: the allocator counts every thread of the
//! process, so nothing else runs beside the search.
#![cfg(not(target_arch = "wasm32"))]

use peak_alloc::PeakAlloc;
use simnim_core::{analyze, Complex, Limits, Wants};

#[global_allocator]
static COUNTED: PeakAlloc = PeakAlloc;

/// The hexagon's positions with piles 14.
const POSITIONS: usize = 15usize.pow(6);

#[test]
fn the_value_search_holds_at_most_a_byte_a_position_on_1_and_2_threads() {
    let c = Complex::parse("{1,2},{2,3},{3,4},{4,5},{5,6},{6,1}").unwrap();
    let top = [14u64; 6];
    let mut values = Vec::new();
    for threads in [1, 2] {
        // What `simnim --threads T value` runs (the box is large enough to run in parallel).
        let limits = Limits::NATIVE.with_threads(threads);
        let before = COUNTED.current_usage();
        COUNTED.reset_peak_usage();
        let a = analyze(&c, &top, &limits, Wants { moves: false, value: true }).unwrap();
        let peak = COUNTED.peak_usage() - before;
        let per = peak as f64 / POSITIONS as f64;
        println!("{threads} thread(s): peak {peak} bytes above the start, {per:.3} bytes a position");
        assert!(per <= 1.0, "{threads} thread(s): {peak} bytes at the peak, {per:.3} a position");
        // Well above nothing: the search's sets were counted.
        assert!(per >= 0.5, "{threads} thread(s): only {peak} bytes counted");
        values.push(a.value);
    }
    assert!(values[0].is_some() && values[0] == values[1], "{values:?}");
}
