//! Benchmark: the fast engines against the usual memoised search, side by side.
//!
//! `cargo bench --bench engines` (or `make bench`). For CN(6,3) and CN(7,3) boxes of
//! growing pile bounds it times (a) the naive memoised enumerator of tests/support/naive.rs,
//! which visits every option of every position, (b) the value engine and (c) the P/N
//! engine, each computing the whole box, and prints positions/second and the ratios as a
//! Markdown table for BENCHMARKS.md. Results are checked to agree before they are printed.
//! Then the thesis's games (benches/games.rs; `-- --games` for those alone).
//! Item numbers without a paper name are E&S's (cites: es1996).

mod games;
#[path = "../tests/support/naive.rs"]
mod naive;
#[path = "../tests/support/naive_convex.rs"]
mod naive_convex;
#[path = "../tests/support/naive_games.rs"]
mod naive_games;
mod previous_pn;

use std::time::{Duration, Instant};

use simnim_core::{families, solve, Limits};

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
    if std::env::args().any(|a| a == "--theory") {
        theory_bench();
        return;
    }
    if std::env::args().any(|a| a == "--scale") {
        scale_bench(quick);
        return;
    }
    if std::env::args().any(|a| a == "--convex") {
        convex_bench(quick);
        return;
    }
    if std::env::args().any(|a| a == "--cores") {
        cores_bench(quick);
        return;
    }
    if std::env::args().any(|a| a == "--games") {
        games::bench();
        return;
    }
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
    println!(
        "| game | piles ≤ | positions | naive memoised | value engine | P/N engine | value vs naive | P/N vs naive |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for &(n, k, pile, run_naive) in cases {
        let c = families::cycle(n, k).expect("valid family");
        let top = vec![pile; n];
        let limits = Limits::NATIVE;
        let runs = if pile <= 6 { 3 } else { 1 };
        let (tv, table) = best_of(runs, || solve::ValueJob::new(&c, &top, &limits).expect("within limits").run());
        let (tp, pn) = best_of(runs, || solve::PnJob::new(&c, &top, &limits).expect("within limits").run());
        let size = table.grid.size;
        for i in 0..size {
            assert_eq!(table.values.get(i) == 0, pn.is_p_index(i), "engines disagree");
        }
        let (naive_cell, rv, rp) = if run_naive {
            let (tn, nv) = best_of(1, || {
                let mut nv = naive::Naive::parse(&c.to_string());
                nv.value(&top);
                nv
            });
            let mut nv = nv;
            for i in (0..size).step_by(97) {
                assert_eq!(nv.value(&table.grid.decode(i)), table.values.get(i), "naive disagrees");
            }
            (
                format!("{:.2} s ({})", tn.as_secs_f64(), rate(size, tn)),
                format!("{:.0}×", tn.as_secs_f64() / tv.as_secs_f64()),
                format!("{:.0}×", tn.as_secs_f64() / tp.as_secs_f64()),
            )
        } else {
            ("not run (too slow)".to_string(), "—".to_string(), "—".to_string())
        };
        println!(
            "| CN({n},{k}) | {pile} | {size} | {naive_cell} | {:.3} s ({}) | {:.3} s ({}) | {rv} | {rp} |",
            tv.as_secs_f64(),
            rate(size, tv),
            tp.as_secs_f64(),
            rate(size, tp),
        );
    }
    if !quick {
        sweep_bench();
    }
    theory_bench();
    println!();
    convex_bench(quick);
    games::bench();
}

/// The P/N engine's sweep on one core: the outcome of the 7-cycle with a chord, piles 20
/// (1,801,088,541 positions, no table; every ring row is one vector), best of three.
fn sweep_bench() {
    let c = simnim_core::Complex::parse("{1,2},{2,3},{3,4},{4,5},{5,6},{6,7},{7,1},{1,4}").expect("valid");
    let limits = Limits::NATIVE.with_threads(1);
    let (t, top) = best_of(3, || {
        let mut j = solve::PnJob::top_only(&c, &[20; 7], &limits, false).expect("within limits");
        j.run_with(&mut |_, _| true);
        j.finish_top()
    });
    let positions = 21usize.pow(7);
    println!();
    println!("| P/N sweep, one thread | positions | time | rate |");
    println!("|---|---|---|---|");
    println!(
        "| 7-cycle with the chord {{1,4}}, piles 20, top only ({}) | {positions} | {:.3} s | {:.2} G/s |",
        if top.is_p { "P" } else { "N" },
        t.as_secs_f64(),
        positions as f64 / t.as_secs_f64() / 1e9
    );
}

/// Theory engines: deciding Nim-regularity by the {0..3}^V box, and per-query time of
/// big-pile decisions (piles near 2^62) once a complex's theory is known.
fn theory_bench() {
    use simnim_core::theory::{self, Theory};
    println!();
    println!("| complex | vertices | facets | Nim-regular? | time to decide (4^n box) |");
    println!("|---|---|---|---|---|");
    let complexes = [
        ("Moore Δ_4 on 12 vertices", families::moore(12, 4).expect("valid")),
        ("CN(12,3)", families::cycle(12, 3).expect("valid")),
        ("P_(10,3) (12 vertices)", families::path_es(10, 3).expect("valid")),
        ("octahedron O_6 (box, not matroid shortcut)", families::octahedron(6).expect("valid")),
    ];
    for (name, c) in &complexes {
        let (t, r) = best_of(1, || theory::decide_regularity(c, &Limits::NATIVE, |_, _| true).expect("within limits"));
        let verdict = match r {
            theory::Regularity::Regular(_) => "yes".to_string(),
            theory::Regularity::NotRegular { witness, .. } => format!("no (witness {:?})", witness),
        };
        println!("| {name} | {} | {} | {verdict} | {:.3} s |", c.n(), c.facets().len(), t.as_secs_f64());
    }
    println!();
    println!("| complex | method | queries | time per query (decide + winning move) |");
    println!("|---|---|---|---|");
    let big = 1u64 << 62;
    let cases = [
        ("Example 4.6", families::example_4_6(), vec![big + 7, big + 3, 5, big + 5]),
        ("Example 3.3", families::example_3_3(), vec![big + 3, 1, big, 2, big + 4]),
        ("Moore Δ_3 on 5 vertices", families::moore(5, 3).expect("valid"), vec![big + 1, big - 2, 12345, big, 99]),
        (
            "forest complex of K4",
            families::named("graph:1-2,2-3,3-4,4-1,1-3,2-4").expect("valid"),
            vec![big, big + 1, 3, 7, 9, big - 1],
        ),
    ];
    for (name, c, p) in &cases {
        let theory = Theory::of(c, &Limits::NATIVE);
        let queries = 20_000u32;
        let mut rng = 0x9E3779B97F4A7C15u64;
        let t = Instant::now();
        let mut method = String::new();
        for _ in 0..queries {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let q: Vec<u64> = p.iter().map(|&x| x ^ (rng & 0xFFFF)).collect();
            let d = simnim_core::decide(&theory, &q, &Limits::NATIVE).expect("a theorem applies");
            method = format!("{:?}", d.method);
            std::hint::black_box(d);
        }
        let per = t.elapsed().as_secs_f64() / queries as f64;
        println!("| {name} | {method} | {queries} | {:.1} µs |", per * 1e6);
    }
}

/// Convex geometry games (McCoy–Sieben): the usual memoised search from ∅ (tests/support/naive_convex.rs)
/// against the core's exhaustive table over all subsets and the structure theory, on point sets in
/// a 13×13 grid. The three nim numbers must agree before a row is printed.
fn convex_bench(quick: bool) {
    use simnim_core::convex::{Game, Geometry, Rule, Structure};
    let sizes: &[usize] = if quick { &[10, 12] } else { &[10, 12, 14, 16, 18, 20, 40, 64] };
    println!("| points | W | naive memoised | exhaustive table | structure theory | classes | table vs naive | structure vs naive |");
    println!("|---|---|---|---|---|---|---|---|");
    let mut seed = 0x9e3779b97f4a7c15u64;
    let mut rnd = move |m: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % m
    };
    for &n in sizes {
        let mut pts: Vec<(i64, i64)> = Vec::new();
        while pts.len() < n {
            let p = (rnd(13) as i64 - 6, rnd(13) as i64 - 6);
            if !pts.contains(&p) {
                pts.push(p);
            }
        }
        let geo = Geometry::points(&pts).expect("distinct points");
        let win = (0..3).fold(0u64, |m, _| m | 1 << rnd(n as u64));
        let game = Game::new(geo, win, Rule::Achieve).expect("valid game");
        let (ts, st) = best_of(3, || Structure::of(&game).expect("structure"));
        let (tt, table) = if n <= 20 {
            let (t, v) = best_of(1, || game.brute_nims(24).expect("within limit"));
            (Some(t), Some(v))
        } else {
            (None, None)
        };
        let (tn, nv) = if n <= 18 {
            let ps = pts.clone();
            let naive = naive_convex::NaiveGame {
                n,
                closure: Box::new(move |a| naive_convex::affine_closure(&ps, a)),
                deleted: 0,
                win,
                avoid: false,
            };
            let (t, v) = best_of(1, || naive.nim(0, &mut std::collections::HashMap::new()));
            (Some(t), Some(v))
        } else {
            (None, None)
        };
        if let Some(t) = &table {
            assert_eq!(t[0] as u32, st.nim(), "table vs structure");
        }
        if let Some(v) = nv {
            assert_eq!(v, st.nim(), "naive vs structure");
        }
        let ms =
            |d: Option<Duration>| d.map(|d| format!("{:.2} ms", d.as_secs_f64() * 1e3)).unwrap_or_else(|| "—".into());
        let ratio = |a: Option<Duration>, b: Option<Duration>| match (a, b) {
            (Some(a), Some(b)) => format!("{:.0}×", a.as_secs_f64() / b.as_secs_f64()),
            _ => "—".into(),
        };
        println!(
            "| {n} | {} | {} | {} | {} | {} | {} | {} |",
            win.count_ones(),
            ms(tn),
            ms(tt),
            ms(Some(ts)),
            st.classes.len(),
            ratio(tn, tt),
            ratio(tn, Some(ts))
        );
    }
}

/// Memory and P/N throughput: the P/N engine by rows (with and without its table) against
/// the previous position-by-position engine, side by side, and the value engine's bytes
/// per position. Tables are compared position by position before a row is printed.
fn scale_bench(quick: bool) {
    // The same random 8-vertex complex as make bench-wasm's workload.
    let r8 = simnim_bench::random8();
    let cases: Vec<(String, simnim_core::Complex, u64)> = if quick {
        vec![("CN(6,3)".into(), families::cycle(6, 3).expect("valid"), 4)]
    } else {
        vec![
            ("CN(6,3)".into(), families::cycle(6, 3).expect("valid"), 8),
            ("CN(7,3)".into(), families::cycle(7, 3).expect("valid"), 10),
            ("CN(6,2)".into(), families::cycle(6, 2).expect("valid"), 12),
            (format!("random 8 vertices {r8}"), r8.clone(), 5),
        ]
    };
    let limits = Limits::capped(u64::MAX / 4, u64::MAX / 4);
    println!(
        "| game | piles ≤ | positions | previous P/N engine | P/N by rows, table | P/N by rows, top only | speed-up |"
    );
    println!("|---|---|---|---|---|---|---|");
    let mut values_rows = Vec::new();
    for (name, c, pile) in &cases {
        let top = vec![*pile; c.n()];
        let grid = simnim_core::Grid::new(&top, &limits).expect("box");
        let size = grid.size;
        let (t_old, old) = best_of(3, || {
            let mut s = previous_pn::PnSearch::<1>::new(c, grid.clone(), false);
            while !s.step(1 << 20) {}
            s
        });
        let (t_new, table) = best_of(3, || solve::PnJob::new(c, &top, &limits).expect("within limits").run());
        let (t_top, top_answer) = best_of(3, || {
            let mut job = solve::PnJob::top_only(c, &top, &limits, false).expect("within limits");
            while !job.step(1 << 20) {}
            job.finish_top()
        });
        for i in 0..size {
            assert_eq!(old.is_p_index(i), table.is_p_index(i), "engines disagree");
        }
        assert_eq!(top_answer.is_p, table.is_p(&top), "top only disagrees");
        let cell = |t: Duration, bytes: u128| {
            format!("{:.3} s, {}, {:.3} B/pos", t.as_secs_f64(), rate(size, t), bytes as f64 / size as f64)
        };
        println!(
            "| {name} | {pile} | {size} | {} | {} | {} | {:.1}× / {:.1}× |",
            cell(t_old, previous_pn::bytes(&grid)),
            cell(t_new, solve::pn_bytes(c, &grid, true)),
            cell(t_top, solve::pn_bytes(c, &grid, false)),
            t_old.as_secs_f64() / t_new.as_secs_f64(),
            t_old.as_secs_f64() / t_top.as_secs_f64(),
        );
        let (t_val, values) = best_of(1, || solve::ValueJob::new(c, &top, &limits).expect("within limits").run());
        for i in (0..size).step_by(11) {
            assert_eq!(values.values.get(i) == 0, table.is_p_index(i), "value and P/N engines disagree");
        }
        let max = values.values.max();
        let words = ((max as usize + 1).div_ceil(64)).next_power_of_two();
        let now = solve::estimate_bytes(c, &grid, words);
        // The previous value table held two bytes per position whatever the values.
        let before = now + if values.values.width() == 1 { size as u128 } else { 0 };
        values_rows.push(format!(
            "| {name} | {pile} | {size} | {max} | {:.3} s | {:.2} B/pos | {:.2} B/pos ({} B/pos of table + {:.2} of rings) |",
            t_val.as_secs_f64(),
            before as f64 / size as f64,
            now as f64 / size as f64,
            values.values.width(),
            (now - (size * values.values.width()) as u128) as f64 / size as f64,
        ));
    }
    println!();
    println!("| game | piles ≤ | positions | largest value | value engine | bytes before (u16 table) | bytes now |");
    println!("|---|---|---|---|---|---|---|");
    for r in values_rows {
        println!("{r}");
    }
}

/// The machine a table was measured on: the CPU's model name, and the load average (over
/// one, five and fifteen minutes), from /proc (Linux; "unknown" elsewhere).
fn machine() -> (String, String) {
    let cpu = std::fs::read_to_string("/proc/cpuinfo").ok().and_then(|t| {
        t.lines()
            .find(|l| l.starts_with("model name"))
            .and_then(|l| l.split_once(':'))
            .map(|(_, m)| m.trim().to_string())
    });
    let load = std::fs::read_to_string("/proc/loadavg")
        .ok()
        .map(|t| t.split_whitespace().take(3).collect::<Vec<_>>().join(", "));
    (cpu.unwrap_or_else(|| "unknown".into()), load.unwrap_or_else(|| "unknown".into()))
}

/// The thread counts of the cores table: 1, 2, … up to the machine's cores (past 8, the
/// powers of two and the cores).
fn thread_counts(cores: usize) -> Vec<usize> {
    let mut counts: Vec<usize> =
        if cores <= 8 { (1..=cores).collect() } else { (0..).map(|k| 1 << k).take_while(|&t| t < cores).collect() };
    counts.extend([2, cores]);
    counts.sort_unstable();
    counts.dedup();
    counts
}

/// Every core: each workload on 1, 2, … threads up to every core the machine has, side by
/// side in one run (alternating, best of a few), each with its ratio to 1 thread; results
/// are compared across thread counts before a row is printed. The atlas runs as the
/// command line runs it (`target/release/simnim atlas … --threads N`, built by make bench).
/// The machine's CPU and its load average before and after the runs are printed with the
/// table (BENCHMARKS.md names the machine of every figure).
fn cores_bench(quick: bool) {
    use simnim_core::{Complex, Limits};
    let all = std::thread::available_parallelism().map_or(1, |n| n.get());
    let counts = thread_counts(all);
    let runs = if quick { 1 } else { 3 };
    let (cpu, load) = machine();
    println!("machine: {cpu}, {all} cores; load average before: {load}");
    println!();
    print!("| workload | positions |");
    for t in &counts {
        print!(" {t} thread{} |", if *t == 1 { "" } else { "s" });
    }
    println!();
    println!("|---|---|{}", "---|".repeat(counts.len()));
    let cycle_chord = Complex::parse("{1,2},{2,3},{3,4},{4,5},{5,6},{6,7},{7,1},{1,4}").expect("valid");
    let hexagon = families::cycle(6, 2).expect("valid");
    let cn73 = families::cycle(7, 3).expect("valid");
    type Work = Box<dyn Fn(&Limits) -> String>;
    let mut rows: Vec<(String, u128, Work)> = vec![
        (
            "P/N, top only: outcome of the 7-cycle with a chord, piles 20 (the issue's command)".into(),
            21u128.pow(7),
            Box::new(move |l| {
                let mut j = solve::PnJob::top_only(&cycle_chord, &[20; 7], l, false).expect("within limits");
                j.run_with(&mut |_, _| true);
                format!("{:?}", j.finish_top())
            }),
        ),
        (
            "P/N, table: CN(7,3), piles 12".into(),
            13u128.pow(7),
            Box::new(move |l| {
                let t = solve::PnJob::new(&cn73, &[12; 7], l).expect("within limits").run();
                format!("{}", t.p_indices().count())
            }),
        ),
        (
            "value, top only: the hexagon CN(6,2), piles 14 (the issue's command)".into(),
            15u128.pow(6),
            Box::new({
                let h = hexagon.clone();
                move |l| {
                    let mut j = solve::ValueJob::top_only(&h, &[14; 6], l).expect("within limits");
                    j.run_with(&mut |_, _| true);
                    j.top_value().to_string()
                }
            }),
        ),
        (
            "value, table: CN(6,2), piles 14".into(),
            15u128.pow(6),
            Box::new(move |l| {
                let t = solve::ValueJob::new(&hexagon, &[14; 6], l).expect("within limits").run();
                format!("{}", (0..t.values.len()).map(|i| t.values.get(i)).sum::<u64>())
            }),
        ),
    ];
    if quick {
        rows.truncate(1);
    }
    let cli = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/release/simnim");
    for (name, positions, work) in &rows {
        let mut best = vec![Duration::MAX; counts.len()];
        let mut answers = vec![String::new(); counts.len()];
        for _ in 0..runs {
            for (i, &t) in counts.iter().enumerate() {
                let (d, a) = best_of(1, || work(&Limits::NATIVE.with_threads(t)));
                best[i] = best[i].min(d);
                answers[i] = a;
            }
        }
        assert!(answers.iter().all(|a| *a == answers[0]), "{name}: the answers differ across thread counts");
        print!("| {name} | {positions} |");
        for d in &best {
            print!(" {:.3} s ({:.2}×) |", d.as_secs_f64(), best[0].as_secs_f64() / d.as_secs_f64());
        }
        println!();
    }
    if cli.exists() && !quick {
        let mut best = vec![Duration::MAX; counts.len()];
        let mut outputs = vec![Vec::new(); counts.len()];
        for _ in 0..runs {
            for (i, &t) in counts.iter().enumerate() {
                let start = Instant::now();
                let out = std::process::Command::new(&cli)
                    .args(["atlas", "--family", "cn", "--n", "3..9", "--threads", &t.to_string()])
                    .output()
                    .expect("simnim runs");
                best[i] = best[i].min(start.elapsed());
                outputs[i] = out.stdout;
            }
        }
        assert!(outputs.iter().all(|o| *o == outputs[0]), "atlas: the output differs across thread counts");
        print!("| atlas: simnim atlas --family cn --n 3..9 (28 games) | — |");
        for d in &best {
            print!(" {:.3} s ({:.2}×) |", d.as_secs_f64(), best[0].as_secs_f64() / d.as_secs_f64());
        }
        println!();
    }
    println!();
    println!("load average after: {}", machine().1);
}
