//! `simnim census` as a process: 180 pairwise non-isomorphic classes on 5 vertices (checked
//! by trying every relabelling), shards that concatenate to the whole, the same output on
//! one thread and on several, and explained refusals.

use std::collections::BTreeSet;
use std::process::Command;

fn simnim(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_simnim")).args(args).output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

fn ok(args: &[&str]) -> String {
    let (code, out, err) = simnim(args);
    assert_eq!(code, 0, "simnim {args:?} failed: {err}");
    out
}

/// "{1,2},{3}" → vertex masks (vertex v is bit v − 1).
fn masks(facets: &str) -> Vec<u64> {
    facets
        .trim_matches(|c| c == '{' || c == '}')
        .split("},{")
        .map(|f| f.split(',').map(|v| 1u64 << (v.parse::<u32>().unwrap() - 1)).fold(0, |a, b| a | b))
        .collect()
}

fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![vec![]];
    }
    permutations(n - 1)
        .into_iter()
        .flat_map(|p| {
            (0..n).map(move |i| {
                let mut q = p.clone();
                q.insert(i, n - 1);
                q
            })
        })
        .collect()
}

fn brute_canon(facets: &[u64], perms: &[Vec<usize>]) -> Vec<u64> {
    perms
        .iter()
        .map(|p| {
            let mut m: Vec<u64> = facets
                .iter()
                .map(|&f| (0..p.len()).filter(|&v| f >> v & 1 == 1).fold(0, |a, v| a | 1 << p[v]))
                .collect();
            m.sort_unstable();
            m
        })
        .min()
        .unwrap()
}

#[test]
fn five_vertices_give_180_pairwise_non_isomorphic_classes() {
    let out = ok(&["census", "--vertices", "5", "--json"]);
    let perms = permutations(5);
    let mut seen = BTreeSet::new();
    for line in out.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(v["vertices"], 5);
        let f = masks(v["facets"].as_str().unwrap());
        assert_eq!(f.iter().fold(0, |a, b| a | b), 0b11111, "every vertex is a face: {line}");
        assert!(f.iter().all(|&a| f.iter().all(|&b| a == b || a & !b != 0)), "facets form an antichain: {line}");
        assert!(seen.insert(brute_canon(&f, &perms)), "isomorphic to an earlier class: {line}");
        assert!(v["questions"]["double"]["applies"].is_boolean());
    }
    assert_eq!(seen.len(), 180);
}

#[test]
fn three_shards_are_the_whole_and_threads_change_nothing() {
    let whole = ok(&["census", "--vertices", "5", "--json"]);
    let shards: String =
        (1..=3).map(|i| ok(&["census", "--vertices", "5", "--shard", &format!("{i}/3"), "--json"])).collect();
    assert_eq!(shards, whole);
    assert!((1..=3).all(|i| !ok(&["census", "--vertices", "5", "--shard", &format!("{i}/3"), "--json"]).is_empty()));
    assert_eq!(ok(&["--threads", "1", "census", "--vertices", "5", "--json"]), whole);
    assert_eq!(ok(&["--threads", "3", "census", "--vertices", "5", "--json"]), whole);
    let text = ok(&["census", "--vertices", "4"]);
    assert_eq!(text.lines().count(), 21, "20 classes and a summary");
    assert!(text.lines().last().unwrap().starts_with("20 classes with 4 vertices"));
}

#[test]
fn refusals_are_explained() {
    for (args, what) in [
        (vec!["census", "--vertices", "8"], "1 to 7 vertices"),
        (vec!["census", "--vertices", "0"], "1 to 7 vertices"),
        (vec!["census", "--vertices", "5", "--shard", "4/3"], "shard like 2/8"),
        (vec!["census", "--vertices", "5", "--shard", "0/3"], "shard like 2/8"),
        (vec!["census", "--vertices", "5", "--shard", "x"], "shard like 2/8"),
        (vec!["census", "--vertices", "5", "--max", "0"], "piles from 1 to 8"),
    ] {
        let (code, out, err) = simnim(&args);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(err.contains(what), "{args:?}: {err}");
    }
    for args in [vec!["census", "--vertices", "7"], vec!["census", "--vertices", "6", "--max", "8"]] {
        let (code, _, err) = simnim(&args);
        assert_eq!(code, 3, "{args:?} is refused before it starts: {err}");
        assert!(err.contains("over the budget") && err.contains("--shard I/M with M ≥"), "{err}");
    }
    let (code, out, _) = simnim(&["--json", "census", "--vertices", "9"]);
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert!(v["error"].as_str().unwrap().contains("1 to 7 vertices"));
}

#[test]
fn count_gives_the_known_numbers_of_classes_and_shards_add_up() {
    // 1, 2, 5, 20, 180, 16143: the complexes with exactly N labelled-up-to-isomorphism vertices.
    for (n, want) in [(1, 1), (2, 2), (3, 5), (4, 20), (5, 180), (6, 16143)] {
        let out = ok(&["census", "--vertices", &n.to_string(), "--count"]);
        assert_eq!(out.trim().lines().last().unwrap(), want.to_string(), "N = {n}");
    }
    let total: u64 = (1..=7)
        .map(|i| {
            let out = ok(&["census", "--vertices", "6", "--shard", &format!("{i}/7"), "--count"]);
            out.trim().lines().last().unwrap().parse::<u64>().unwrap()
        })
        .sum();
    assert_eq!(total, 16143);
}

#[test]
fn only_writes_exactly_those_lines_of_the_full_run() {
    // Six vertices: a run of the Nim-regular classes decides regularity from the zero-one
    // positions and asks the questions of those alone; its lines are the full run's.
    let full = ok(&["census", "--vertices", "6", "--json"]);
    let regular: Vec<&str> = full.lines().filter(|l| l.contains("\"nim_regular\":true")).collect();
    let only = ok(&["census", "--vertices", "6", "--json", "--only", "nim-regular"]);
    assert_eq!(only.lines().collect::<Vec<_>>(), regular);
    assert_eq!(regular.len(), 151);
    let summary = ok(&["census", "--vertices", "6", "--only", "nim-regular"]);
    let last = summary.lines().last().unwrap();
    assert!(
        last.starts_with("16143 classes with 6 vertices, 151 Nim-regular; within piles ≤ 2, of the 151 asked: "),
        "{last}"
    );
    let full = ok(&["census", "--vertices", "5", "--json"]);
    let regular: Vec<&str> = full.lines().filter(|l| l.contains("\"nim_regular\":true")).collect();
    assert_eq!(regular.len(), 27);
    // Counterexamples: a line where some yes/no question (not 9.3) fails.
    let text = ok(&["census", "--vertices", "5"]);
    let want: Vec<&str> = text
        .lines()
        .filter(|l| !l.contains("classes with"))
        .filter(|l| l.split(", ").any(|part| part.contains("FAILS") && !part.contains("9.3")))
        .collect();
    let only = ok(&["census", "--vertices", "5", "--only", "counterexamples"]);
    let got: Vec<&str> = only.lines().filter(|l| !l.contains("classes with")).collect();
    assert_eq!(got, want);
    assert!(!got.is_empty());
}
