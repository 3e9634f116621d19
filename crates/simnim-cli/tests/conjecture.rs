//! `simnim conjecture` run as a process: the acceptance commands, `--check` on a right and
//! a wrong formula, malformed formula files (exit 2, one JSON error object), refused boxes,
//! and `--values` (the nim-value miner).
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use std::process::Command;

fn simnim(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_simnim")).args(args).output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

fn json(args: &[&str]) -> (i32, serde_json::Value) {
    let (code, out, err) = simnim(args);
    let v = serde_json::from_str(out.trim()).unwrap_or_else(|e| panic!("one JSON object ({e}): {out} {err}"));
    (code, v)
}

fn file(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("simnim-conjecture-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

/// E&S Ex 3.3's P-positions from the paper: (a+b, c, a, b, a+c).
fn ex33_p(p: &[u64]) -> bool {
    p[0] == p[2] + p[3] && p[4] == p[1] + p[2]
}

/// A reader of the formulas this test expects (equations of sums of piles).
fn eval_sum(t: &serde_json::Value, p: &[u64]) -> i64 {
    if let Some(i) = t.get("x") {
        return p[i.as_u64().unwrap() as usize] as i64;
    }
    if let Some(a) = t.get("add") {
        return a.as_array().unwrap().iter().map(|u| eval_sum(u, p)).sum();
    }
    t.as_i64().expect("a sum of piles")
}

#[test]
fn mining_example_3_3_is_verified_and_exact_to_14() {
    let (code, v) = json(&["conjecture", "--complex", "{1,2,3},{2,3,4},{3,4,5},{1,5}", "--max", "8", "--json"]);
    assert_eq!(code, 0);
    assert_eq!(v["status"], "verified");
    assert_eq!(v["trained_max"], 8);
    assert_eq!(v["verified_max"], 12);
    let eqs: Vec<serde_json::Value> =
        v["formula"]["and"].as_array().cloned().unwrap_or_else(|| vec![v["formula"].clone()]);
    let mut p = [0u64; 5];
    loop {
        let said = eqs.iter().all(|e| {
            let e = e["eq"].as_array().unwrap();
            eval_sum(&e[0], &p) == eval_sum(&e[1], &p)
        });
        assert_eq!(said, ex33_p(&p), "{p:?}");
        let mut k = 5;
        loop {
            if k == 0 {
                return;
            }
            k -= 1;
            p[k] += 1;
            if p[k] <= 14 {
                break;
            }
            p[k] = 0;
        }
    }
}

#[test]
fn the_last_line_is_the_status() {
    let (code, out, _) = simnim(&["conjecture", "--family", "cn:6,3", "--max", "5"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("verified"));
    assert!(out.contains("verified for all piles ≤ 8 (not a proof)"), "{out}");
}

#[test]
fn check_refutes_a_wrong_formula_with_a_true_counterexample() {
    let f = file("wrong.json", r#"{"eq": [{"x": 0}, {"add": [{"x": 2}, {"x": 3}]}]}"#);
    let (code, v) =
        json(&["conjecture", "--complex", "{1,2,3},{2,3,4},{3,4,5},{1,5}", "--check", &f, "--max", "6", "--json"]);
    assert_eq!(code, 0);
    assert_eq!(v["status"], "refuted");
    let pos: Vec<u64> =
        v["counterexample"]["position"].as_array().unwrap().iter().map(|x| x.as_u64().unwrap()).collect();
    let said = pos[0] == pos[2] + pos[3];
    assert_ne!(said, ex33_p(&pos), "the formula and the truth differ at {pos:?}");
    assert_eq!(v["counterexample"]["truth"], if ex33_p(&pos) { "P" } else { "N" });
    let right = file(
        "right.json",
        r#"{"and": [{"eq": [{"x": 0}, {"add": [{"x": 2}, {"x": 3}]}]}, {"eq": [{"x": 4}, {"add": [{"x": 1}, {"x": 2}]}]}]}"#,
    );
    let (code, out, _) =
        simnim(&["conjecture", "--complex", "{1,2,3},{2,3,4},{3,4,5},{1,5}", "--check", &right, "--max", "9"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("verified"));
}

#[test]
fn malformed_formula_files_are_one_json_error_with_exit_2() {
    let cases = [
        ("{\"eq\": [", "not JSON"),
        ("[1, 2]", "must be an object"),
        (r#"{"eq": [{"x": 7}, 0]}"#, "vertex index 7"),
        (r#"{"le": [{"mul": [100, {"x": 0}]}, 0]}"#, "outside -8..8"),
        (r#"{"some_sym": {"perms": [[1, 0, 2, 3, 4]], "f": true}}"#, "not an automorphism"),
        (r#"{"digits": [[0, 1], "a"]}"#, "expected an array"),
        ("", "not JSON"),
        (&"[".repeat(5000), "not JSON"),
    ];
    for (i, (text, want)) in cases.iter().enumerate() {
        let f = file(&format!("bad{i}.json"), text);
        let (code, v) = json(&["conjecture", "--family", "ex3.3", "--check", &f, "--max", "4", "--json"]);
        assert_eq!(code, 2, "{text}");
        assert_eq!(v["kind"], "input");
        assert!(v["error"].as_str().unwrap().contains(want), "{text}: {v}");
    }
    let (code, _, err) = simnim(&["conjecture", "--family", "ex3.3", "--check", "/no/such/file", "--max", "4"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot read"), "{err}");
}

#[test]
fn boxes_are_checked_before_the_work() {
    let (code, v) = json(&["conjecture", "--family", "cn:7,3", "--max", "1000", "--json"]);
    assert_eq!(code, 3, "{v}");
    assert_eq!(v["kind"], "limit");
    let (code, v) = json(&["conjecture", "--family", "ex3.3", "--max", "5", "--verify", "6", "--json"]);
    assert_eq!(code, 2);
    assert!(v["error"].as_str().unwrap().contains("at least --max + 2"), "{v}");
    let (code, _) = json(&["conjecture", "--family", "ex3.3", "--max", "1", "--json"]);
    assert_eq!(code, 2);
}

#[test]
fn values_mines_nim_values_and_says_what_is_left() {
    // Open Problem 3's path a–b–c: the pieces that hold, `none`, the rest and its rays.
    let (code, out, err) = simnim(&["conjecture", "--values", "--complex", "{a,b},{b,c}", "--max", "6"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("= a ⊕ c where b = 0"), "{out}");
    assert!(out.contains("unexplained: "), "{out}");
    assert!(out.contains("ray: g(x, 1, 2) along a: arithmetic-periodic"), "{out}");
    assert_eq!(out.lines().last(), Some("none"));
    // A disjoint union of simplices: one piece, verified, and its heap formula (JSON).
    let (code, v) = json(&["conjecture", "--values", "--complex", "{a,b},{c}", "--max", "4", "--json"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["status"], "verified");
    assert_eq!(v["pieces"][0]["text"], "= (a + b) ⊕ c");
    assert!(v["heap_formula"]["xor0"].is_array(), "{v}");
    // What it refuses, explained, before any work.
    let (code, v) = json(&["conjecture", "--values", "--complex", "{1,2,3,4,5,6,7}", "--max", "3", "--json"]);
    assert_eq!(code, 2);
    assert!(v["error"].as_str().unwrap().contains("1 to 6 vertices"), "{v}");
    let (code, _, err) = simnim(&["conjecture", "--values", "--family", "ex3.3", "--check", "f.json", "--max", "4"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot be used with"), "{err}");
    let (code, v) =
        json(&["conjecture", "--values", "--complex", "{a,b},{b,c}", "--max", "4", "--verify", "3000", "--json"]);
    assert_eq!(code, 2);
    assert!(v["error"].as_str().unwrap().contains("chips"), "{v}");
}
