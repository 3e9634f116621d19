//! The thesis's games on the command line (`--game fukuyama|matrix|wythoff`, `simnim
//! thesis`), run as a process: answers, JSON fields, and every bad input refused with exit
//! status 2 and one line naming its flag (3 for a refusal by a limit), never a panic.

use std::process::Command;
use std::time::Instant;

fn simnim(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_simnim")).args(args).output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

fn ok(args: &[&str]) -> Vec<String> {
    let (code, out, err) = simnim(args);
    assert_eq!(code, 0, "simnim {args:?} failed: {err}");
    out.lines().map(String::from).collect()
}

fn json(args: &[&str]) -> serde_json::Value {
    let lines = ok(args);
    assert_eq!(lines.len(), 1, "{lines:?}");
    serde_json::from_str(&lines[0]).expect("one JSON object")
}

const K4: &str = "1-2,2-3,1-3,3-4";

#[test]
fn fukuyama_answers_in_lines_and_json() {
    let args = ["--game", "fukuyama", "--edges", K4, "--weights", "3,2,5,1", "--piece", "1"];
    let v = json(&[&["value", "--json"][..], &args[..]].concat());
    assert_eq!(v["game"], "fukuyama");
    assert_eq!(v["outcome"], "N");
    assert!(v["value"].as_u64().is_some_and(|x| x > 0), "{v}");
    assert!(v["method"].as_str().unwrap().starts_with("exhaustive search over"), "{v}");
    let moves = v["moves"].as_array().unwrap();
    assert!(!moves.is_empty());
    for m in moves {
        assert_eq!(m["kind"], "edge");
        for key in ["edge", "ends", "from", "to", "piece", "weights"] {
            assert!(!m[key].is_null(), "move without {key}: {m}");
        }
    }
    let lines = ok(&[&["moves"][..], &args[..]].concat());
    assert_eq!(lines.len(), moves.len());
    assert!(lines[0].starts_with("1@3,2,5,1 -> "), "{lines:?}");
    // Two vertices joined by parallel edges: Nim (3 ^ 5 ^ 6 = 0).
    let nim = ["--game", "fukuyama", "--edges", "a-b,a-b,b-a", "--weights", "3,5,6", "--piece", "b"];
    assert_eq!(ok(&[&["outcome"][..], &nim[..]].concat()), ["P"]);
    assert_eq!(ok(&["value", "--game", "fukuyama", "--edges", "1-2,1-2", "--weights", "3,9", "--piece", "2"]), ["10"]);
}

#[test]
fn matrix_rules_answer_in_lines_and_json() {
    let v = json(&["value", "--game", "matrix", "--rule", "ferguson", "--rows", "3,4;5,6", "--json"]);
    assert_eq!((v["rule"].as_str(), v["outcome"].as_str()), (Some("ferguson"), Some("N")));
    for m in v["moves"].as_array().unwrap() {
        assert_eq!(m["kind"], "line");
        assert!(m["line"] == "row" || m["line"] == "column", "{m}");
        assert!(m["amount"].as_u64().unwrap() >= 1 && m["result"].is_array(), "{m}");
    }
    // Holladay: the default rule is Ferguson's; Holladay's is the complex matrix:2,2.
    let h = json(&["moves", "--game", "matrix", "--rule", "holladay", "--rows", "3,4;5,6", "--json"]);
    assert!(h["method"].as_str().unwrap().contains("matrix:2,2"), "{h}");
    assert_eq!(ok(&["moves", "--game", "matrix", "--rule", "holladay", "--rows", "3,4;5,6"]), ["3,4;5,6 -> 3,4;4,3"]);
    // One column of Holladay's game is Nim.
    assert_eq!(ok(&["value", "--game", "matrix", "--rule", "holladay", "--rows", "3;5;6"]), ["0"]);
    // Partizan: a class, no value (null in JSON, refused in lines).
    let p = json(&["value", "--game", "matrix", "--rule", "partizan", "--rows", "1,1;0,0", "--json"]);
    assert_eq!((p["outcome"].as_str(), p["value"].is_null()), (Some("L"), true));
    assert_eq!(ok(&["outcome", "--game", "matrix", "--rule", "partizan", "--rows", "1,0;1,0"]), ["R"]);
    let (code, out, err) = simnim(&["value", "--game", "matrix", "--rule", "partizan", "--rows", "1,2;2,1"]);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert!(err.contains("no nim value") && err.contains("P"), "{err}");
    let moves = ok(&["moves", "--game", "matrix", "--rule", "partizan", "--rows", "3,4;5,6"]);
    assert!(moves.iter().any(|l| l.starts_with("Left: ")) && moves.iter().any(|l| l.starts_with("Right: ")));
    // Ferguson's 2 x 1 is Wythoff's game at any size.
    assert_eq!(ok(&["outcome", "--game", "matrix", "--rows", "7461864723258207500;12073550741685607749"]), ["P"]);
}

#[test]
fn wythoff_at_huge_piles_is_instant_and_exact() {
    let start = Instant::now();
    let v = json(&["value", "--game", "wythoff", "--piles", "1000000000000,1618033988749", "--json"]);
    assert!(start.elapsed().as_secs_f64() < 2.0);
    assert!(v["value"].is_null() && v["note"].as_str().unwrap().contains("not computed"), "{v}");
    assert_eq!(v["method"], "Wythoff's theorem (1907), exact integer arithmetic");
    assert_eq!(v["outcome"], "N");
    let lines = ok(&["moves", "--game", "wythoff", "--piles", "7461864723258207505,12073550741685607749"]);
    assert_eq!(
        lines,
        [
            "7461864723258207505,12073550741685607749 -> 7461864723258207492,12073550741685607736",
            "7461864723258207505,12073550741685607749 -> 7461864723258207500,12073550741685607749",
            "7461864723258207505,12073550741685607749 -> 7461864723258207505,4611686018427400252",
        ]
    );
    // Small piles: the value too, by the search of Ferguson's 2 x 1 game.
    let v = json(&["value", "--game", "wythoff", "--piles", "4,7", "--json"]);
    assert!(v["value"].is_u64() && v["method"].as_str().unwrap().contains("exhaustive search"), "{v}");
    let (code, _, err) = simnim(&["value", "--game", "wythoff", "--piles", "1000000000000,1618033988749"]);
    assert_eq!(code, 3, "{err}");
}

#[test]
fn bad_input_names_its_flag_in_one_line() {
    let f = |rest: &[&'static str]| [&["value", "--game", "fukuyama"][..], rest].concat();
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (f(&["--edges", "1-1", "--weights", "3", "--piece", "1"]), "--edges"),
        (f(&["--edges", "1-2,2-", "--weights", "3,2", "--piece", "1"]), "--edges"),
        (f(&["--edges", "1-2-3", "--weights", "3", "--piece", "1"]), "--edges"),
        (f(&["--edges", "", "--weights", "3", "--piece", "1"]), "--edges"),
        (f(&["--edges", "1-2", "--weights", "-3", "--piece", "1"]), "--weights"),
        (f(&["--edges", "1-2", "--weights", "x", "--piece", "1"]), "--weights"),
        (f(&["--edges", "1-2", "--weights", "1.5", "--piece", "1"]), "--weights"),
        (f(&["--edges", "1-2", "--weights", "99999999999999999999", "--piece", "1"]), "--weights"),
        (f(&["--edges", "1-2,2-3", "--weights", "3", "--piece", "1"]), "--weights"),
        (f(&["--edges", "1-2", "--weights", "3,4", "--piece", "1"]), "--weights"),
        (f(&["--edges", "1-2", "--weights", "", "--piece", "1"]), "--weights"),
        (f(&["--edges", "1-2", "--weights", "3", "--piece", "9"]), "--piece"),
        (f(&["--edges", "1-2", "--weights", "3", "--piece", ""]), "--piece"),
        (f(&["--edges", "1-2", "--weights", "3", "--piece", "ö\u{1b}[31m"]), "--piece"),
        (f(&["--edges", "1-2", "--weights", "3"]), "--piece"),
        (f(&["--edges", "1-2", "--weights", "3", "--piece", "1", "--rows", "1"]), "--rows"),
        (vec!["value", "--game", "matrix", "--rows", "1,2;3"], "--rows"),
        (vec!["value", "--game", "matrix", "--rows", ""], "--rows"),
        (vec!["value", "--game", "matrix", "--rows", ";"], "--rows"),
        (vec!["value", "--game", "matrix", "--rows", "1,,2"], "--rows"),
        (vec!["value", "--game", "matrix", "--rows", "1,-2"], "--rows"),
        (vec!["value", "--game", "matrix"], "--rows"),
        (vec!["value", "--game", "matrix", "--rule", "partizan", "--rows", "1,2,3;4,5,6"], "--rows"),
        (vec!["outcome", "--game", "matrix", "--rule", "partizan", "--rows", "5"], "--rows"),
        (vec!["value", "--game", "matrix", "--rule", "bogus", "--rows", "1"], "--rule"),
        (vec!["value", "--game", "wythoff", "--piles", "1,2,3"], "--piles"),
        (vec!["value", "--game", "wythoff", "--piles", "1,x"], "--piles"),
        (vec!["value", "--game", "wythoff"], "--piles"),
        (vec!["value", "--game", "chess", "--piles", "1,2"], "--game"),
        (vec!["value", "--edges", "1-2", "--weights", "1", "--piece", "1"], "--game"),
        (vec!["outcome", "--game", "wythoff", "--piles", "1,2", "--misere"], "--misere"),
        (vec!["value", "--game", "wythoff", "--piles", "1,2", "--complex", "{1}"], "--complex"),
        (vec!["thesis", "--piles", "1,-2"], "--piles"),
        (vec!["thesis", "--piles", ""], "--piles"),
    ];
    for (args, flag) in &cases {
        let (code, out, err) = simnim(args);
        assert_eq!(code, 2, "{args:?} should be bad input: {err}");
        assert!(out.is_empty(), "{args:?} printed to stdout: {out}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: one line, got {err:?}");
        assert!(err.contains(flag), "{args:?} should name {flag}: {err}");
        assert!(!err.contains("panicked") && !err.contains('\u{1b}'), "{args:?}: {err}");
        // With --json: one object on stdout, the same exit status.
        let mut with_json = args.clone();
        with_json.push("--json");
        let (code, out, _) = simnim(&with_json);
        assert_eq!(code, 2, "{with_json:?}");
        let v: serde_json::Value = serde_json::from_str(out.trim()).expect("a JSON error object");
        assert_eq!(v["kind"], "input", "{v}");
        assert!(v["error"].as_str().unwrap().contains(flag), "{v}");
    }
}

#[test]
fn boxes_beyond_the_limit_are_refused_with_status_3() {
    let many: String = (1..=40).map(|i| format!("{}-{}", i, i + 1)).collect::<Vec<_>>().join(",");
    let weights = vec!["5"; 40].join(",");
    // Ten thousand edges (a command line's argument holds at most 128 KiB).
    let big_edges: String = (0..10_000).map(|i| format!("{i}-{}", i + 1)).collect::<Vec<_>>().join(",");
    let big_weights = vec!["1"; 10_000].join(",");
    let cases: Vec<Vec<&str>> = vec![
        vec!["value", "--game", "fukuyama", "--edges", &many, "--weights", &weights, "--piece", "1"],
        vec!["value", "--game", "fukuyama", "--edges", &big_edges, "--weights", &big_weights, "--piece", "7"],
        vec!["value", "--game", "fukuyama", "--edges", "1-2", "--weights", "18446744073709551615", "--piece", "1"],
        vec!["value", "--game", "matrix", "--rows", "30,30,30;30,30,30"],
        vec!["outcome", "--game", "matrix", "--rule", "partizan", "--rows", "300,300;300,300"],
        vec!["value", "--game", "matrix", "--rows", "9,9;9,9", "--limit", "1000"],
        vec!["value", "--game", "matrix", "--rule", "holladay", "--rows", "9,9,9;9,9,9", "--limit", "1000"],
    ];
    for args in &cases {
        let start = Instant::now();
        let (code, out, err) = simnim(args);
        assert_eq!(code, 3, "{:?}: {err}", &args[..4]);
        assert!(out.is_empty() && err.trim_end().lines().count() == 1, "{err}");
        assert!(err.contains("limit") || err.contains("nim values"), "{err}");
        assert!(start.elapsed().as_secs_f64() < 10.0, "{:?} took too long", &args[..4]);
    }
    // A huge graph whose piece sees only weight-0 edges is answered at once.
    let zeros = vec!["0"; 10_000].join(",");
    assert_eq!(
        ok(&["outcome", "--game", "fukuyama", "--edges", &big_edges, "--weights", &zeros, "--piece", "5"]),
        ["P"]
    );
}

#[test]
fn the_thesis_comparison_agrees_with_the_nim_sum() {
    let v = json(&["thesis", "--json"]);
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 8, "two problems, four methods");
    for r in rows {
        let piles: Vec<u64> = r["piles"].as_array().unwrap().iter().map(|x| x.as_u64().unwrap()).collect();
        let nim_sum = piles.iter().fold(0, |x, p| x ^ p);
        assert_eq!(r["value"].as_u64(), Some(nim_sum), "{r}");
        assert_eq!(r["outcome"], if nim_sum == 0 { "P" } else { "N" });
        assert!(r["seconds"].is_f64() && r["table_bytes"].is_u64(), "{r}");
    }
    let lines = ok(&["thesis", "--problem", "a"]);
    assert_eq!(lines.len(), 2 + 4, "{lines:?}");
    assert!(lines[2].starts_with("| A | (12,25,37) | graph |"), "{lines:?}");
    // A method refused by a limit is a row that says so.
    let lines = ok(&["thesis", "--piles", "100,100,100,100,100"]);
    assert!(lines.iter().any(|l| l.contains("refused by a limit")), "{lines:?}");
    assert!(lines.iter().any(|l| l.contains("matrix-analysis") && l.contains("value 100")), "{lines:?}");
}
