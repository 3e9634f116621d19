//! The CLI contract (README, "The command-line tool"), run as a process.
//! Item numbers without a paper name are McCoy–Sieben's (cites: ms2020).

use std::process::Command;

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

const EX33: &str = "{1,2,3},{2,3,4},{3,4,5},{1,5}";

#[test]
fn acceptance_examples() {
    assert_eq!(ok(&["value", "--complex", "{1,2},{1,3},{1,4},{2,3,4}", "--piles", "7,3,5,6"]), ["0"]);
    assert_eq!(ok(&["circuits", "--complex", EX33]), ["{1,4}", "{2,5}", "{1,3,5}"]);
    assert_eq!(ok(&["outcome", "--complex", "{1,2,3}", "--piles", "1,2,3"]), ["N"]);
    assert_eq!(ok(&["value", "--complex", "{1,2,3}", "--piles", "1,2,3"]), ["6"]);
}

#[test]
fn ppos_lists_exactly_the_pointed_formula() {
    let lines = ok(&["ppos", "--complex", EX33, "--max", "3"]);
    let mut expect = Vec::new();
    for a in 0..=3u64 {
        for b in 0..=3u64 {
            for c in 0..=3u64 {
                let p = [a + b, c, a, b, a + c];
                if p.iter().all(|&x| x <= 3) {
                    expect.push(p.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(","));
                }
            }
        }
    }
    expect.sort();
    assert_eq!(lines, expect);
}

#[test]
fn moves_format_and_json() {
    let lines = ok(&["moves", "--complex", "{1},{2},{3}", "--piles", "1,2,4"]);
    assert_eq!(lines, ["1,2,4 -> 1,2,3"]);
    assert!(ok(&["moves", "--complex", "{1},{2}", "--piles", "2,2"]).is_empty());
    let json = ok(&["value", "--family", "ex4.6", "--piles", "7,3,5,6", "--json"]);
    assert_eq!(json.len(), 1);
    let v: serde_json::Value = serde_json::from_str(&json[0]).unwrap();
    assert_eq!(v["value"], 0);
    assert_eq!(v["outcome"], "P");
    assert_eq!(v["method"], "nim-basis");
    assert!(v["explanation"].as_str().unwrap().contains("E&S Thm 4.4"), "{v}");
    // `ex4.5`, the example's old id, still names it.
    assert_eq!(
        ok(&["value", "--family", "ex4.5", "--piles", "7,3,5,6"]),
        ok(&["value", "--family", "ex4.6", "--piles", "7,3,5,6"])
    );
}

#[test]
fn bad_input_is_one_line_and_nonzero_never_a_panic() {
    let cases: &[&[&str]] = &[
        &[],
        &["value"],
        &["frobnicate", "--complex", "{1}"],
        &["value", "--complex", "{1,2", "--piles", "1,1"],
        &["value", "--complex", "{}", "--piles", "1"],
        &["value", "--complex", "{1,2}", "--piles", "1"],
        &["value", "--complex", "{1,2}", "--piles", "a,b"],
        &["value", "--complex", "{1,2}", "--piles", "-1,2"],
        &["value", "--complex", "{1,2},{2,3}", "--piles", "99999,99999,99999"],
        &["ppos", "--complex", "{1,2}", "--max", "x"],
        &["ppos", "--complex", "{1},{2},{3},{4},{5},{6},{7},{8},{9},{10}", "--max", "100"],
        &["value", "--family", "cn:3,9", "--piles", "1,1,1"],
        &["value", "--complex", "{1}", "--piles"],
        &["value", "--complex", "{1}", "--bogus", "1"],
    ];
    for args in cases {
        let (code, out, err) = simnim(args);
        assert_ne!(code, 0, "{args:?} should fail");
        assert!(out.is_empty(), "{args:?} printed to stdout: {out}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: one-line message, got {err:?}");
        assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
    }
    let (_, _, err) = simnim(&["value", "--complex", "{1,2},{2,3}", "--piles", "99999,99999,99999"]);
    assert!(err.contains("1e15") && err.contains("limit"), "names the size and the limit: {err}");
}

#[test]
fn huge_piles_on_simplex_components() {
    // Every component a simplex: Nim on the totals, any pile size.
    assert_eq!(
        ok(&[
            "outcome",
            "--complex",
            "{1,2},{3}",
            "--piles",
            "4611686018427387904,4611686018427387904,9223372036854775808"
        ]),
        ["P"]
    );
}

fn json(args: &[&str]) -> serde_json::Value {
    let lines = ok(args);
    serde_json::from_str(&lines[0]).unwrap()
}

#[test]
fn theorems_answer_piles_near_2_pow_62_from_the_cli() {
    let b = 1u64 << 62;
    let cases = [
        ("{1,2},{1,3},{1,4},{2,3,4}", format!("{},{},5,{}", b + 7, b + 3, b + 5), "nim-basis"),
        ("{1,2,3},{2,3,4},{3,4,5},{1,5}", format!("{},1,{},2,{}", b + 3, b, b + 4), "pointed-circuits"),
        (
            "{1,2},{1,3},{2,3},{1,4},{2,4},{3,4},{1,5},{2,5},{3,5},{4,5}",
            format!("{},{},12345,{},99", b + 1, b - 2, b),
            "nim-basis",
        ),
    ];
    for (complex, piles, method) in cases {
        let v = json(&["outcome", "--complex", complex, "--piles", &piles, "--json"]);
        assert_eq!(v["method"], method, "{complex}");
        assert_eq!(v["outcome"], "N");
    }
    let k4 = json(&[
        "outcome",
        "--family",
        "graph:1-2,2-3,3-4,4-1,1-3,2-4",
        "--piles",
        &format!("{b},{},3,7,9,{}", b + 1, b - 1),
        "--json",
    ]);
    assert_eq!(k4["method"], "binary-matroid");
}

#[test]
fn basis_command() {
    assert_eq!(ok(&["basis", "--complex", "{1,2},{1,3},{1,4},{2,3,4}"]), ["{}", "{1,2,3}", "{1,2,4}", "{1,3,4}"]);
    assert_eq!(ok(&["basis", "--complex", "{a,b},{c}"]), ["none"]);
    let v = json(&["basis", "--complex", "{a,b},{c}", "--json"]);
    assert_eq!(v["witness"], serde_json::json!([1, 1, 2]));
}

#[test]
fn families_by_name_or_by_facets_give_the_same_answers() {
    for (family, piles) in [
        ("cn:7,3", "1000,2000,3000,4000,5000,6000,7000"),
        ("cn:8,3", "1234,5678,910,1112,1314,1516,1718,1920"),
        ("h", "2000,3000,4000,5000,6000,7000"),
    ] {
        let facets = ok(&["facets", "--family", family]).join(",");
        let by_name = json(&["outcome", "--family", family, "--piles", piles, "--json"]);
        let by_facets = json(&["outcome", "--complex", &facets, "--piles", piles, "--json"]);
        assert_eq!(by_name["outcome"], by_facets["outcome"], "{family}");
        assert_eq!(by_name["method"], "solved-family", "{family}: {}", by_name["explanation"]);
        assert!(by_name["explanation"].as_str().unwrap().contains("Thm"), "{family}");
        let moves = ok(&["moves", "--family", family, "--piles", piles]);
        assert_eq!(moves.len(), 1, "{family}: one winning move constructed from the formula");
    }
}

fn last(args: &[&str]) -> String {
    ok(args).last().cloned().unwrap_or_default()
}

/// `simnim gen`: the examples, the paper's Example 4.17, Prop 6.7 and 7.2 cases, DNG,
/// positions, JSON and clear errors.
#[test]
fn gen_convex_geometry_games() {
    // Example 4.17 as points in the plane on a line and as a line.
    assert_eq!(last(&["gen", "--points", "(-1,0),(0,0),(1,0)", "--win", "1,2,3"]), "1");
    assert_eq!(last(&["gen", "--line", "-1,0,1", "--win", "-1,0,1"]), "1");
    assert_eq!(last(&["gen", "--line", "-1,0,1", "--win", "-1,0,1", "--brute"]), "1");
    // A triangle with W two corners (Prop 5.5, |S| odd): 1.
    assert_eq!(last(&["gen", "--points", "(0,0),(2,0),(1,1)", "--win", "1,2"]), "1");
    // Prop 6.7 on the path 1-0-2-3 with w = 3: one neighbour, odd component: 2.
    assert_eq!(last(&["gen", "--tree", "0-1,0-2,2-3", "--win", "3"]), "2");
    // Example 7.3.
    assert_eq!(last(&["gen", "--line", "0,1,2,3,4,5,6", "--delete", "3,5", "--win", "1,2"]), "2");
    // Figure 3.2: nim({-1}) = 2; DNG agrees with its brute force.
    assert_eq!(last(&["gen", "--line", "-1,0,1", "--win", "-1,0,1", "--position", "-1"]), "2");
    let dng = last(&["gen", "--tree", "0-1,0-2,2-3,3-4", "--win", "1,4", "--avoid"]);
    assert_eq!(dng, last(&["gen", "--tree", "0-1,0-2,2-3,3-4", "--win", "1,4", "--avoid", "--brute"]));
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["gen", "--line", "-1,0,1", "--win", "-1,0,1", "--json"]).join("")).unwrap();
    assert_eq!(json["nim"], 1);
    assert_eq!(json["game"], "GEN");
    assert_eq!(json["maximal_non_generating"], serde_json::json!(["{-1,0}", "{0,1}"]));
    assert_eq!(json["classes"].as_array().unwrap().len(), 4);
    assert!(json["classes"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["set"] == "{0}" && c["type"] == serde_json::json!([1, 1, 0])));
    for bad in [
        vec!["gen", "--points", "(0,0),(0,0)", "--win", "1"],
        vec!["gen", "--points", "(0,0", "--win", "1"],
        vec!["gen", "--tree", "0-1,1-2,2-0", "--win", "1"],
        vec!["gen", "--points", "(0,0),(1,0)"],
        vec!["gen", "--win", "1"],
        vec!["gen", "--points", "(0,0)", "--win", "7"],
        vec!["gen", "--points", "(0,0)", "--line", "1", "--win", "1"],
        vec!["gen", "--line", "0,1", "--win", "1", "--avoid", "--position", "1"],
        vec!["gen", "--line", "0,1", "--win", "1", "--bogus"],
    ] {
        let (code, out, err) = simnim(&bad);
        assert_ne!(code, 0, "{bad:?} should fail");
        assert!(
            out.is_empty() && err.starts_with("simnim: error: ") && err.trim_end().lines().count() == 1,
            "{bad:?}: {err}"
        );
    }
}

/// Runs simnim and returns (status, stdout, stderr, seconds).
fn timed(args: &[&str]) -> (i32, String, String, f64) {
    let t = std::time::Instant::now();
    let (code, out, err) = simnim(args);
    (code, out, err, t.elapsed().as_secs_f64())
}

#[test]
fn hostile_lines_are_answered_or_refused_in_plain_words_within_seconds() {
    let max = u64::MAX.to_string();
    let k64: String =
        (1..=64).flat_map(|i| (i + 1..=64).map(move |j| format!("{{{i},{j}}}"))).collect::<Vec<_>>().join(",");
    let ones64 = vec!["1"; 64].join(",");
    let huge64 = vec![max.as_str(); 64].join(",");
    let mixed = format!("0,0,0,1,{max}");
    let two_big = format!("{max},{max},1,0");
    // (arguments, allowed exit statuses)
    let cases: Vec<(Vec<&str>, &[i32])> = vec![
        (vec!["value", "--complex", "{1,2},{2,3},{4,5}", "--piles", &mixed], &[0, 3]),
        (vec!["moves", "--complex", "{1,2},{2,3},{4,5}", "--piles", &mixed], &[0, 3]),
        (vec!["outcome", "--complex", "{1,2},{4,5}", "--piles", &two_big], &[0]),
        (vec!["circuits", "--complex", &k64], &[0, 3]),
        (vec!["outcome", "--complex", &k64, "--piles", &ones64], &[0, 3]),
        (vec!["basis", "--complex", &k64], &[0, 3]),
        (vec!["value", "--family", "nim:64", "--piles", &huge64], &[0, 3]),
        (vec!["outcome", "--family", "moore:64,3", "--piles", &huge64], &[0, 3]),
        (vec!["invariants", "--family", "nim:20", "--max", "1"], &[0, 3]),
        (vec!["questions", "--family", "cn:8,3", "--max", "3"], &[0, 3]),
        (vec!["ppos", "--family", "nim:30", "--max", "1"], &[3]),
        (
            vec!["table", "--family", "cn:6,2", "--piles", "1,1,1,1,1,1", "--rows", "1", "--cols", "2", "--max", &max],
            &[3],
        ),
    ];
    for (args, allowed) in &cases {
        let (code, out, err, secs) = timed(args);
        let shown: Vec<&str> = args.iter().map(|a| if a.len() > 40 { "…" } else { *a }).collect();
        assert!(allowed.contains(&code), "{shown:?}: status {code}, {err}");
        assert!(secs < 10.0, "{shown:?} took {secs:.1} s");
        assert!(!err.contains("panicked"), "{shown:?} panicked: {err}");
        if code != 0 {
            assert!(out.is_empty() && err.trim_end().lines().count() == 1, "{shown:?}: {err}");
            assert!(
                err.contains("limit") || err.contains("not known"),
                "{shown:?}: the refusal names the limit: {err}"
            );
        }
    }
}

#[test]
fn flags_are_checked_and_errors_are_typed() {
    let bad: &[(&[&str], i32, &str)] = &[
        (&["value", "--complex", "{1}", "--piles", "1", "--piles", "2"], 2, "cannot be used multiple times"),
        (&["value", "--max", "3", "--complex", "{1}", "--piles", "1"], 2, "unexpected argument '--max'"),
        (&["circuits", "--complex", "{1}", "--piles", "1"], 2, "unexpected argument '--piles'"),
        (&["value", "--json=yes", "--complex", "{1}", "--piles", "1"], 2, "--json"),
        (&["value", "--family", "h:1", "--piles", "1,1,1,1,1,1"], 2, "column 2"),
        (&["value", "--family", "cn:7,3,", "--piles", "1"], 2, "column 7"),
        (&["valeu"], 2, "'value'"),
        (&["value", "--pils", "1"], 2, "--piles"),
        (&["ppos", "--complex", "{1},{2},{3},{4},{5},{6},{7},{8},{9},{10}", "--max", "100"], 3, "limit"),
    ];
    for (args, status, needle) in bad {
        let (code, out, err) = simnim(args);
        assert_eq!(code, *status, "{args:?}: {err}");
        if !args.iter().any(|a| a.starts_with("--json")) {
            assert!(out.is_empty() && err.starts_with("simnim: error: ") && err.contains(needle), "{args:?}: {err}");
        }
        // With --json anywhere: exactly one object on stdout, nothing on stderr.
        let mut with_json = args.to_vec();
        with_json.insert(0, "--json");
        if args.iter().any(|a| a.starts_with("--json")) {
            with_json.remove(0);
        }
        let (code, out, err) = simnim(&with_json);
        assert_eq!(code, *status, "{with_json:?}");
        assert!(err.is_empty(), "{with_json:?}: {err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 1, "{with_json:?}: {out}");
        let v: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
        let kind = if *status == 3 { "limit" } else { "input" };
        assert_eq!(v["kind"], kind, "{with_json:?}");
        assert!(v["error"].as_str().unwrap().contains(needle), "{with_json:?}: {v}");
    }
    // Control characters from the input are escaped, not echoed.
    let (_, _, err) = simnim(&["value", "--complex", "{1,\u{1b}[31m}", "--piles", "1"]);
    assert!(!err.contains('\u{1b}') && err.contains("\\u{1b}"), "{err:?}");
    // Help and version are answers.
    for args in [&["--help"][..], &["help", "value"], &["value", "--help"], &["--version"]] {
        let (code, out, _) = simnim(args);
        assert_eq!(code, 0, "{args:?}");
        assert!(!out.is_empty(), "{args:?}");
    }
    let (code, out, _) = simnim(&["completions", "bash"]);
    assert_eq!(code, 0);
    assert!(out.contains("simnim") && out.contains("--piles"));
}

#[test]
fn a_closed_pipe_ends_the_listing_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_simnim"))
        .args(["ppos", "--family", "nim:24", "--max", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let lines: Vec<String> = BufReader::new(child.stdout.take().unwrap()).lines().take(3).map(|l| l.unwrap()).collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0], vec!["0"; 24].join(","));
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "a closed pipe is not an error");
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn the_views_of_the_page_are_scriptable() {
    // SetNim Sec 3: CN(6,3)'s invariant vectors.
    let v = json(&["invariants", "--family", "cn:6,3", "--max", "3", "--json"]);
    let vectors = v["vectors"].as_array().unwrap();
    for z in [[1, 0, 0, 1, 0, 0], [0, 1, 0, 0, 1, 0], [0, 0, 1, 0, 0, 1]] {
        assert!(vectors.contains(&serde_json::json!(z)), "{z:?} in {vectors:?}");
    }
    // The value table agrees with `value` on every cell of a 9×9 table of a random complex.
    let complex = "{1,2,4},{2,3},{3,5},{1,5},{4,6}";
    let t = json(&[
        "table",
        "--complex",
        complex,
        "--piles",
        "0,0,2,1,1,2",
        "--rows",
        "2",
        "--cols",
        "5",
        "--max",
        "8",
        "--json",
    ]);
    let table = t["table"].as_array().unwrap();
    assert_eq!(table.len(), 9);
    for a in 0..9u64 {
        for b in 0..9u64 {
            let piles = format!("0,{a},2,1,{b},2");
            let v: u64 = ok(&["value", "--complex", complex, "--piles", &piles])[0].parse().unwrap();
            assert_eq!(table[a as usize][b as usize], v, "cell ({a},{b})");
        }
    }
    let text =
        ok(&["table", "--complex", complex, "--piles", "0,0,2,1,1,2", "--rows", "2", "--cols", "5", "--max", "8"]);
    assert_eq!(text.len(), 10, "a header and nine rows");
    let csv = ok(&[
        "table",
        "--complex",
        complex,
        "--piles",
        "0,0,2,1,1,2",
        "--rows",
        "2",
        "--cols",
        "5",
        "--max",
        "8",
        "--csv",
    ]);
    assert_eq!(csv[0], "2\\5,0,1,2,3,4,5,6,7,8");
    // Questions, one or all, and the game graph.
    let q = json(&["questions", "--complex", "{1},{2},{3}", "--max", "2", "--json"]);
    let addition = q["questions"].as_array().unwrap().iter().find(|x| x["id"] == "addition").unwrap();
    assert_eq!(addition["holds"], false);
    assert_eq!(ok(&["questions", "--complex", "{1,2}", "--max", "2", "--question", "double"]).len(), 1);
    let g = json(&["graph", "--complex", "{1},{2}", "--piles", "1,1", "--json"]);
    assert_eq!(g["nodes"].as_array().unwrap().len(), 4);
    let dot = ok(&["graph", "--complex", "{1},{2}", "--piles", "1,1", "--dot"]);
    assert!(dot[0].starts_with("digraph") && dot.iter().any(|l| l.contains("->")));
}

#[test]
fn beyond_the_papers_misere_proper_nim_rays_and_the_atlas() {
    // Misère play: the position, and a classical check (misère Nim (1,1,1) is P).
    let m = json(&["outcome", "--misere", "--complex", "{0,1,3},{0,4},{2,3,4}", "--piles", "2,1,1,2,2", "--json"]);
    assert_eq!(m["play"], "misere");
    assert_eq!(ok(&["outcome", "--misere", "--complex", "{1},{2},{3}", "--piles", "1,1,1"]), ["P"]);
    assert_eq!(ok(&["outcome", "--complex", "{1},{2},{3}", "--piles", "1,1,1"]), ["N"]);
    assert_eq!(ok(&["ppos", "--misere", "--complex", "{1},{2}", "--max", "2"]), ["0,1", "1,0", "2,2"]);
    // Proper Nim at 10^12: instant, by Jenkyns–Mayberry.
    let p = "1000000000000,1000000000001,1000000000002,1000000000003,1000000000004";
    let v = json(&["value", "--family", "moore:5,5", "--piles", p, "--json"]);
    assert_eq!(v["method"], "jenkyns-mayberry");
    assert!(v["value"].is_u64());
    // A theorem that says P gives the value 0 at once: no search.
    let p = json(&["value", "--family", "cn:7,3", "--piles", "10,10,10,10,10,10,10", "--json"]);
    assert_eq!((p["value"].as_u64(), p["positions_searched"].as_u64()), (Some(0), Some(0)), "{p}");
    assert_eq!(p["method"], "solved-family");
    // `ray` equals `value` at every point.
    let complex = "{a,b},{b,c},{d}";
    let r = json(&["ray", "--complex", complex, "--piles", "0,2,3,1", "--vary", "a", "--upto", "12", "--json"]);
    for (x, g) in r["values"].as_array().unwrap().iter().enumerate() {
        let v = ok(&["value", "--complex", complex, "--piles", &format!("{x},2,3,1")]);
        assert_eq!(g.as_u64().unwrap().to_string(), v[0], "x = {x}");
    }
    assert!(r["period"].is_u64() || r["period"].is_null());
    // The atlas: one JSON object per game, with its verdict.
    let lines = ok(&["atlas", "--family", "cn", "--n", "3..6", "--json"]);
    assert_eq!(lines.len(), 1 + 2 + 3 + 4, "k = 2..n-1 for n = 3..6");
    for l in &lines {
        let e: serde_json::Value = serde_json::from_str(l).unwrap();
        assert!(e["verdict"].is_string() && e["vectors"].is_array() && e["n"].is_u64() && e["k"].is_u64(), "{e}");
    }
}
