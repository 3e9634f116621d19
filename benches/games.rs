//! The thesis's games in the `engines` benchmark (`cargo bench --bench engines`, or only
//! these with `-- --games`): Fukuyama's Nim on K4 with every weight to 12 (every piece
//! vertex: 4 · 13^6 states) and Ferguson's 2 × 3 matrix Nim with every entry to 15 (16^6
//! matrices), each the whole value table on one core, best of three, after a sample of
//! states agreed with the naive solver of tests/support/naive_games.rs.

use std::time::Instant;

use simnim_core::thesis::{ferguson_table, fukuyama_table, Graph, Matrix};
use simnim_core::Limits;

use crate::naive_games::{NaiveFerguson, NaiveGraph};

/// Prints the two speed figures as a Markdown table.
pub(crate) fn bench() {
    let limits = Limits::NATIVE.with_threads(1);
    println!();
    println!(
        "| thesis game, whole table, one thread | positions | time (best of 3) | rate | largest value | table + sets |"
    );
    println!("|---|---|---|---|---|---|");

    let edges = [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)];
    let graph = Graph::parse("1-2,1-3,1-4,2-3,2-4,3-4").expect("K4");
    let mut best = f64::MAX;
    let mut table = None;
    for _ in 0..3 {
        let start = Instant::now();
        let t = fukuyama_table(&graph, &[12; 6], &limits).expect("within limits");
        best = best.min(start.elapsed().as_secs_f64());
        table = Some(t);
    }
    let table = table.expect("three runs");
    let mut naive = NaiveGraph::new(edges.to_vec());
    for w in [[2, 1, 0, 1, 2, 0], [1, 1, 1, 1, 1, 1], [3, 0, 2, 0, 1, 2]] {
        for p in 1..=4u32 {
            assert_eq!(table.value(p as usize - 1, &w), Some(naive.value(p, &w)), "naive disagrees");
        }
    }
    row("Fukuyama, K4, weights ≤ 12", table.positions(), best, table.max_value(), table.bytes());

    let top = Matrix::new(vec![vec![15; 3]; 2]).expect("2 x 3");
    let mut best = f64::MAX;
    let mut table = None;
    for _ in 0..3 {
        let start = Instant::now();
        let t = ferguson_table(&top, &limits).expect("within limits");
        best = best.min(start.elapsed().as_secs_f64());
        table = Some(t);
    }
    let table = table.expect("three runs");
    let mut naive = NaiveFerguson::default();
    for m in
        [vec![vec![3, 1, 2], vec![2, 3, 1]], vec![vec![4, 4, 4], vec![1, 2, 3]], vec![vec![0, 5, 2], vec![3, 3, 3]]]
    {
        let v = table.value(&Matrix::new(m.clone()).expect("2 x 3")).expect("inside");
        assert_eq!(v, naive.value(&m), "naive disagrees");
    }
    row("Ferguson, 2 x 3, entries ≤ 15", table.positions(), best, table.max_value(), table.bytes());
}

fn row(name: &str, positions: u64, seconds: f64, largest: u64, bytes: u64) {
    println!(
        "| {name} | {positions} | {seconds:.3} s | {:.1} M/s | {largest} | {:.1} MiB |",
        positions as f64 / seconds / 1e6,
        bytes as f64 / (1 << 20) as f64
    );
}
