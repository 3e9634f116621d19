//! The prover, judged from outside: the papers' descriptions proved and every certificate
//! re-run in z3 as a separate program (not through simnim's runner); at least 50 wrong
//! formulas — perturbed equations, and formulas exact on [0,7]^V but wrong beyond — never
//! proved, every refutation's counterexample confirmed by the naive solver and the
//! independent evaluator of the grammar; the encoder's F against that evaluator, point by
//! point, in the solver; E&S Theorem 4.4's check against the naive solver on random families;
//! CN(6,2)'s proved boxes and the nim-sum slice (FINDINGS F21) against the naive solver.
//! Item numbers without a paper name are E&S's (cites: es1996).

use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use serde_json::{json, Value};
use simnim_conjecture::solver::{find_solver, Process};
use simnim_conjecture::{
    self as conjecture, smt, theorem44, Expected, Formula, Json, Proof, ProofStatus, ProveOptions, Status,
};
use simnim_core::{Complex, Limits};

use crate::support::naive::Naive;
use crate::support::{box_positions, formula_eval, Rng};

fn limits() -> Limits {
    Limits::NATIVE.with_threads(2)
}

/// The solver: the project's z3 (`make test` installs it in tools/bin), else the PATH's.
fn solver() -> Process {
    let ours = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tools/bin/z3");
    if ours.exists() {
        Process::at(ours, Box::new(|| false)).expect("tools/bin/z3 answers")
    } else {
        find_solver(Box::new(|| false)).expect("an SMT solver (make test installs z3)")
    }
}

fn z3_program() -> PathBuf {
    let ours = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tools/bin/z3");
    if ours.exists() {
        ours
    } else {
        PathBuf::from("z3")
    }
}

fn prove_json(text: &str, f: &Value, timeout: u64) -> Proof {
    let c = Complex::parse(text).unwrap();
    let j: Json = serde_json::from_value(f.clone()).unwrap();
    let formula = conjecture::read_formula(&c, &j).unwrap();
    prove(&c, &formula, timeout)
}

fn prove(c: &Complex, f: &Formula, timeout: u64) -> Proof {
    let opts = ProveOptions { timeout: Duration::from_secs(timeout), ..ProveOptions::default() };
    conjecture::prove(c, f, &mut solver(), &opts, &limits()).unwrap()
}

fn mined(text: &str, max: u64) -> Value {
    let c = Complex::parse(text).unwrap();
    let m = conjecture::mine(&c, max, conjecture::default_verify(max), &limits(), &mut |_, _, _| true).unwrap();
    assert_eq!(m.status, Status::Verified, "{text}: {}", m.method);
    serde_json::to_value(m.formula.unwrap()).unwrap()
}

/// Re-runs every SMT-LIB2 file of the certificate in z3 itself: each obligation answers
/// unsat and each control sat (as the certificate lists them); the number of obligations.
fn rerun_certificate(p: &Proof, what: &str) -> usize {
    let dir = std::env::temp_dir().join(format!(
        "simnim-cert-{}-{}",
        std::process::id(),
        what.replace(|c: char| !c.is_alphanumeric(), "_")
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = 0;
    for f in p.certificate.iter().filter(|f| f.name.ends_with(".smt2")) {
        let path = dir.join(&f.name);
        std::fs::write(&path, &f.contents).unwrap();
        let out = Command::new(z3_program()).arg("-T:300").arg(&path).output().expect("z3 runs");
        let text = String::from_utf8_lossy(&out.stdout);
        let control = f.name.ends_with("-control.smt2");
        assert_eq!(f.expected, if control { Expected::Sat } else { Expected::Unsat }, "{what}: {}", f.name);
        assert_eq!(text.trim(), if control { "sat" } else { "unsat" }, "{what}: {} answers {text}", f.name);
        files += usize::from(!control);
    }
    let _ = std::fs::remove_dir_all(&dir);
    files
}

#[test]
fn the_papers_descriptions_are_proved_and_their_certificates_rerun() {
    let families = [
        ("ex3.3", "{1,2,3},{2,3,4},{3,4,5},{1,5}", 4),
        ("CN(5,2)", "{1,2},{2,3},{3,4},{4,5},{1,5}", 6),
        ("CN(6,3)", "{1,2,3},{2,3,4},{3,4,5},{4,5,6},{1,5,6},{1,2,6}", 5),
        ("PN(6,3)", "{1,2,3},{2,3,4},{3,4,5},{4,5,6}", 5),
        ("H", "{a,b,c},{b,c,d},{c,d,e},{d,e,f},{a,f}", 5),
    ];
    for (name, text, max) in families {
        let f = mined(text, max);
        let p = prove_json(text, &f, 120);
        assert_eq!(p.status, ProofStatus::Proved, "{name}: {} {:?}", p.method, p.obligations);
        assert_eq!(p.bound, None);
        assert!(rerun_certificate(&p, name) >= 2, "{name}: both obligations in the certificate");
    }
    // The hollow triangle with a tail (E&S Sec 9): the paper's W, written by hand.
    let w = json!({"or": [
        {"and": [{"eq": [{"x": 2}, 0]}, {"eq": [{"add": [{"x": 0}, {"x": 1}]}, {"x": 3}]}]},
        {"and": [{"eq": [{"x": 0}, {"x": 1}]}, {"eq": [{"x": 0}, {"add": [{"x": 2}, {"x": 3}]}]}, {"le": [1, {"x": 2}]}]}
    ]});
    let p = prove_json("{1,2},{1,3},{2,3},{3,4}", &w, 60);
    assert_eq!(p.status, ProofStatus::Proved, "{:?}", p.obligations);
    rerun_certificate(&p, "mystery");
    // Theorem 4.4: classical Nim, Moore's Nim, the K4 graphic matroid.
    for (name, text, max) in [
        ("nim", "{1},{2},{3},{4}", 3),
        ("moore", "{1,2},{1,3},{1,4},{1,5},{2,3},{2,4},{2,5},{3,4},{3,5},{4,5}", 3),
        ("K4", "{1,2,3},{1,2,4},{1,3,4},{2,3,4},{1,3,5},{2,3,5},{1,4,5},{2,4,5},{1,2,6},{1,3,6},{2,4,6},{3,4,6},{1,5,6},{2,5,6},{3,5,6},{4,5,6}", 3),
    ] {
        let f = mined(text, max);
        let p = prove_json(text, &f, 10);
        assert_eq!(p.status, ProofStatus::Proved, "{name}: {}", p.method);
        assert!(p.method.contains("Theorem 4.4"), "{name}: {}", p.method);
        assert!(p.obligations.iter().all(|o| o.seconds < 1.0), "{name} in under a second");
    }
}

#[test]
fn composed_descriptions_are_proved_and_wrong_compositions_refuted() {
    // CN(5,2)'s description named once and applied to the piles (a rotation of them too).
    let text = "{1,2},{2,3},{3,4},{4,5},{1,5}";
    let sub = mined(text, 6);
    let x = |i: usize| json!({"x": i});
    let rotated =
        json!({"defs": {"CN52": sub}, "f": {"apply": {"def": "CN52", "args": [x(1), x(2), x(3), x(4), x(0)]}}});
    let p = prove_json(text, &rotated, 120);
    assert_eq!(p.status, ProofStatus::Proved, "{:?}", p.obligations);
    assert!(p.text.contains("∈ P"), "{}", p.text);
    rerun_certificate(&p, "CN(5,2) applied");
    // Two piles swapped that no symmetry swaps: refuted, and the refutation is right.
    let swapped =
        json!({"defs": {"CN52": sub}, "f": {"apply": {"def": "CN52", "args": [x(0), x(2), x(1), x(3), x(4)]}}});
    let p = prove_json(text, &swapped, 120);
    assert_eq!(p.status, ProofStatus::Refuted, "{:?}", p.obligations);
    confirmed(text, &swapped, &p, &mut Naive::parse(text));
}

#[test]
fn cn_7_3_is_theorem_5_1() {
    let text = "{1,2,3},{2,3,4},{3,4,5},{4,5,6},{5,6,7},{1,6,7},{1,2,7}";
    let f = mined(text, 6);
    // A budget with room: the rule is refined until 60% of the budget is spent, and on a
    // slower machine it closes later (78 s of 120 s here, so 72 s of refining fell short);
    // the proof ends as soon as it closes, so the room costs nothing when it does.
    let p = prove_json(text, &f, 600);
    assert_eq!(p.status, ProofStatus::Proved, "{:?}", p.obligations);
    assert!(p.rule.is_some(), "by a winning-move rule");
    rerun_certificate(&p, "CN(7,3)");
}

/// Is the refutation's counterexample right, by the naive solver and the independent
/// evaluator of the grammar?
fn confirmed(text: &str, f: &Value, p: &Proof, naive: &mut Naive) {
    let cx = p.counterexample.as_ref().expect("a refutation has a counterexample");
    let truth = |naive: &mut Naive, x: &[u64]| if naive.value(x) == 0 { "P" } else { "N" };
    assert_eq!(cx.truth, truth(naive, &cx.position), "{text}: the truth at {:?}", cx.position);
    let says = formula_eval::holds(f, &cx.position);
    match cx.kind.as_str() {
        "a move joins two positions where F holds" => {
            let q = cx.to.as_ref().unwrap();
            assert!(says && formula_eval::holds(f, q), "{text}: F at both ends");
            assert!(naive.options(&cx.position).contains(q), "{text}: a legal move");
            assert!(cx.truth == "N" || truth(naive, q) == "N", "{text}: one end is N");
        }
        "F holds at an N-position" => assert!(says && cx.truth == "N", "{text}"),
        "F fails and no move reaches F" => {
            assert!(!says, "{text}: F fails at {:?}", cx.position);
            if cx.truth == "N" {
                let r = cx.to.as_ref().unwrap();
                assert!(
                    naive.options(&cx.position).contains(r) && truth(naive, r) == "P" && !formula_eval::holds(f, r)
                );
            }
        }
        other => panic!("{text}: unknown kind {other}"),
    }
}

/// Every atom path of a formula (for perturbations).
fn perturbations(f: &Value) -> Vec<Value> {
    let mut out = Vec::new();
    fn walk(v: &Value, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
        match v {
            Value::Object(m) => {
                for (k, x) in m {
                    if ["eq", "le", "lt"].contains(&k.as_str()) {
                        out.push(path.iter().cloned().chain([k.clone()]).collect());
                    }
                    path.push(k.clone());
                    walk(x, path, out);
                    path.pop();
                }
            }
            Value::Array(a) => {
                for (i, x) in a.iter().enumerate() {
                    path.push(i.to_string());
                    walk(x, path, out);
                    path.pop();
                }
            }
            _ => {}
        }
    }
    let mut atoms = Vec::new();
    walk(f, &mut Vec::new(), &mut atoms);
    for path in atoms {
        for kind in 0..3 {
            let mut g = f.clone();
            let mut node = &mut g;
            for k in &path[..path.len() - 1] {
                node = if let Ok(i) = k.parse::<usize>() { &mut node[i] } else { &mut node[k.as_str()] };
            }
            let key = path.last().unwrap().clone();
            let pair = node[key.as_str()].clone();
            *node = match kind {
                // One side plus one.
                0 => json!({key.as_str(): [{"add": [pair[0].clone(), 1]}, pair[1].clone()]}),
                // An equation loosened to ≤ (or ≤ to <).
                1 => json!({if key == "eq" { "le" } else { "lt" }: pair}),
                // The sides swapped under a strict order (or the equation made strict).
                _ => json!({"lt": [pair[0].clone(), pair[1].clone()]}),
            };
            out.push(g);
        }
    }
    out
}

#[test]
fn wrong_formulas_are_never_proved_and_refutations_are_confirmed() {
    let cases = [
        ("{1,2,3},{2,3,4},{3,4,5},{1,5}", 4),
        ("{1,2},{2,3},{3,4},{4,5},{1,5}", 6),
        ("{1,2,3},{2,3,4},{3,4,5},{4,5,6}", 5),
        ("{1,2,3},{2,3,4},{3,4,5},{4,5,6},{1,5,6},{1,2,6}", 5),
        ("{a,b,c},{b,c,d},{c,d,e},{d,e,f},{a,f}", 5),
    ];
    let (mut wrong, mut refuted) = (0, 0);
    let mut rng = Rng(30);
    for (text, max) in cases {
        let f = mined(text, max);
        let n = crate::support::naive::vertex_count(text);
        let mut naive = Naive::parse(text);
        let mut candidates = perturbations(&f);
        // Exact on [0,7]^V but wrong beyond: positions with two piles of 8 or more added to F,
        // or taken away from it.
        // (On five vertices: the naive solver reaches piles of 9 there quickly.)
        let mut far_pairs = Vec::new();
        for _ in 0..if n <= 5 { 6 } else { 0 } {
            let (i, j) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
            let t = 8 + rng.below(2) as i64;
            let far = json!({"and": [{"le": [t, {"x": i}]}, {"le": [t, {"x": j}]}]});
            candidates.push(json!({"or": [f.clone(), {"and": [far.clone(), {"eq": [{"x": i}, {"add": [{"x": j}, rng.below(2) as i64]}]}]}]}));
            candidates.push(json!({"and": [f.clone(), {"not": far}]}));
            far_pairs.push((i, j));
            far_pairs.push((i, j));
        }
        let plain = candidates.len() - far_pairs.len();
        for (k, g) in candidates.into_iter().enumerate() {
            // Only formulas the naive solver shows wrong count: on [0,4]^V, or (the far ones)
            // at positions with their two piles at 8 or 9 and the others small.
            let is_wrong = if k < plain {
                box_positions(n, 4).iter().any(|p| formula_eval::holds(&g, p) != (naive.value(p) == 0))
            } else {
                let (i, j) = far_pairs[k - plain];
                box_positions(n, 2).iter().any(|base| {
                    (8..=9).any(|a| {
                        (8..=9).any(|b| {
                            let mut p = base.clone();
                            p[i] = a;
                            p[j] = b;
                            formula_eval::holds(&g, &p) != (naive.value(&p) == 0)
                        })
                    })
                }) && box_positions(n, 4).iter().all(|p| formula_eval::holds(&g, p) == (naive.value(p) == 0))
            };
            if !is_wrong {
                continue;
            }
            wrong += 1;
            let p = prove_json(text, &g, 30);
            assert_ne!(p.status, ProofStatus::Proved, "{text}: a wrong formula proved: {g}");
            if p.status == ProofStatus::Refuted {
                confirmed(text, &g, &p, &mut naive);
                refuted += 1;
            }
        }
    }
    assert!(wrong >= 50, "only {wrong} wrong formulas");
    assert!(refuted * 10 >= wrong * 9, "{refuted} of {wrong} refuted (the rest unknown)");
}

#[test]
fn the_encoder_agrees_with_the_independent_evaluator() {
    let mut rng = Rng(31);
    let text = "{1,2,3},{3,4}";
    let c = Complex::parse(text).unwrap();
    let mut s = solver();
    use simnim_conjecture::solver::{Answer, Solver};
    let atom = |rng: &mut Rng| -> Value {
        let t = |rng: &mut Rng| -> Value {
            match rng.below(5) {
                0 => json!(rng.below(5) as i64 - 2),
                1 => json!({"x": rng.below(4)}),
                2 => json!({"add": [{"x": rng.below(4)}, {"mul": [rng.below(5) as i64 - 2, {"x": rng.below(4)}]}]}),
                3 => json!({"min": [{"x": rng.below(4)}, {"x": rng.below(4)}, rng.below(3)]}),
                _ => json!({"max": [{"x": rng.below(4)}, {"add": [{"x": rng.below(4)}, -1]}]}),
            }
        };
        match rng.below(4) {
            0 => json!({"eq": [t(rng), t(rng)]}),
            1 => json!({"le": [t(rng), t(rng)]}),
            2 => json!({"lt": [t(rng), t(rng)]}),
            _ => json!({"mod": [t(rng), 1 + rng.below(3), rng.below(3)]}),
        }
    };
    let mut agree = 0;
    for _ in 0..120 {
        let f = match rng.below(5) {
            0 => json!({"and": [atom(&mut rng), atom(&mut rng)]}),
            4 => {
                // A named sub-formula over two piles, applied to terms (negative ones too).
                let sub = json!({"or": [atom(&mut rng), {"eq": [{"x": 0}, {"add": [{"x": 1}, rng.below(3)]}]}]})
                    .to_string()
                    .replace("\"x\":2", "\"x\":0")
                    .replace("\"x\":3", "\"x\":1");
                let sub: Value = serde_json::from_str(&sub).unwrap();
                let arg = |rng: &mut Rng| json!({"add": [{"x": rng.below(4)}, {"mul": [rng.below(3) as i64 - 1, {"x": rng.below(4)}]}]});
                json!({"defs": {"s": sub}, "f": {"or": [
                    {"apply": {"def": "s", "args": [arg(&mut rng), arg(&mut rng)]}},
                    {"and": [atom(&mut rng), {"apply": {"def": "s", "args": [{"x": 3}, arg(&mut rng)]}}]}
                ]}})
            }
            1 => json!({"or": [atom(&mut rng), {"not": atom(&mut rng)}]}),
            2 => json!({"some_sym": {"perms": [[0, 1, 2, 3], [1, 0, 2, 3]], "f": atom(&mut rng)}}),
            _ => atom(&mut rng),
        };
        let j: Json = serde_json::from_value(f.clone()).unwrap();
        let formula = conjecture::read_formula(&c, &j).unwrap();
        let p: Vec<u64> = (0..4).map(|_| rng.below(5)).collect();
        let script = smt::holds_at(&c, &formula, &p).unwrap();
        let says = s.check(&script, &[], Duration::from_secs(10)).unwrap();
        let want = formula_eval::holds(&f, &p);
        assert_eq!(matches!(says, Answer::Sat(_)), want, "{f} at {p:?}: the solver says {says:?}");
        assert_eq!(says == Answer::Unsat, !want);
        agree += 1;
    }
    assert_eq!(agree, 120);
}

#[test]
fn theorem_4_4_agrees_with_the_naive_solver() {
    let mut rng = Rng(44);
    let mut proved = 0;
    for round in 0..300 {
        let n = 2 + rng.below(3) as usize;
        let text = crate::support::random_text(&mut rng, n);
        let c = Complex::parse(&text).unwrap();
        // A random family with ∅, or the true zero columns of the box.
        let mut naive = Naive::parse(&text);
        let family: Vec<u64> = if round % 2 == 0 {
            (0u64..1 << n).filter(|&a| naive.value(&(0..n).map(|v| a >> v & 1).collect::<Vec<_>>()) == 0).collect()
        } else {
            (0u64..1 << n).filter(|&a| a == 0 || rng.below(3) == 0).collect()
        };
        let Some(cond) = theorem44::check(&c, &family) else { continue };
        if !cond.hold() {
            continue;
        }
        proved += 1;
        // Then the P-positions of [0,7]^V are exactly the digits positions.
        let sets: Vec<Vec<usize>> = family.iter().map(|&a| (0..n).filter(|&v| a >> v & 1 == 1).collect()).collect();
        let digits = json!({"digits": sets});
        for p in box_positions(n, 7) {
            assert_eq!(formula_eval::holds(&digits, &p), naive.value(&p) == 0, "{text} {family:?} at {p:?}");
        }
    }
    assert!(proved >= 40, "only {proved} families met the conditions");
}

/// The page's Prove (the miner's worker with z3 in the page; here the same code with z3 as
/// a program): a mined description of the triangle comes back "proved" with its certificate,
/// and a formula verified on [0,5]^3 but wrong at (6,6,6) comes back "refuted" there, the
/// naive solver agreeing — never "proved".
#[test]
fn the_pages_prove_proves_mined_descriptions_and_refutes_wrong_ones() {
    use simnim_model::describe::{prove_in_page, run};
    let text = "{1,2},{2,3},{1,3}";
    let page = Limits::BROWSER;
    let mined = run(text, 5, None, &page, &mut |_| {}).unwrap();
    assert_eq!(mined.status, "verified");
    assert_eq!(mined.proof.as_ref().map(|k| k.status.as_str()), Some("not proved here"));
    let proved = prove_in_page(text, mined, &mut solver(), conjecture::system_clock, &page).unwrap();
    let kit = proved.proof.unwrap();
    assert_eq!(kit.status, "proved", "{}", kit.method);
    assert_eq!(kit.obligations.len(), 2, "{:?}", kit.obligations);
    let names: Vec<&str> = kit.files.iter().map(|(n, _)| n.as_str()).collect();
    assert!(names.contains(&"obligation-1.smt2") && names.contains(&"obligation-2.smt2"), "{names:?}");

    let wrong = json!({"and": [{"eq": [{"x": 0}, {"x": 1}]}, {"eq": [{"x": 0}, {"x": 2}]}, {"lt": [{"x": 0}, 6]}]});
    let checked = run(text, 5, Some(&wrong.to_string()), &page, &mut |_| {}).unwrap();
    assert_eq!(checked.status, "verified", "exact on the box of piles ≤ 5");
    let refuted = prove_in_page(text, checked, &mut solver(), conjecture::system_clock, &page).unwrap();
    let kit = refuted.proof.unwrap();
    assert_eq!(kit.status, "refuted", "{}", kit.method);
    let mut naive = Naive::parse(text);
    assert_eq!(naive.value(&[6, 6, 6]), 0, "(6,6,6) is a P-position the formula leaves out");
    assert!(kit.method.contains("(6,6,6)"), "the counterexample named: {}", kit.method);
}

/// CN(6,2)'s P-positions proved within three boxes that moves cannot leave
/// (`descriptions/cn-6-2-*.json`, `certificates/cn-6-2-*`, proved with `simnim prove --within`):
/// the files read by the independent evaluator against the naive solver at every position of
/// the box with the two unbounded piles up to 20; and FINDINGS F21's conjecture, now a
/// consequence of the first box (with the reflection for b ≤ 2), read from the naive solver
/// directly: for a, b ≥ 1 with min(a, b) ≤ 2, (1,a,1,b,1,c) is P iff c − 1 = (a − 1) ⊕ (b − 1).
#[test]
fn cn_6_2_boxes_and_the_nim_sum_slice_agree_with_the_naive_solver() {
    let facets: Vec<Vec<usize>> = (0..6).map(|i| vec![i, (i + 1) % 6]).collect();
    let mut naive = Naive::new(facets);
    for (file, bounds) in [
        ("cn-6-2-odd1-a2.json", [1, 2, 1, 1]),
        ("cn-6-2-odd1-a4.json", [1, 4, 1, 1]),
        ("cn-6-2-odd3-a2.json", [3, 2, 3, 3]),
    ] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("descriptions").join(file);
        let f: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let mut p_seen = 0;
        for x0 in 0..=bounds[0] {
            for x1 in 0..=bounds[1] {
                for x2 in 0..=bounds[2] {
                    for x4 in 0..=bounds[3] {
                        for b in 0..=20u64 {
                            for c in 0..=20u64 {
                                let p = [x0, x1, x2, b, x4, c];
                                let truth = naive.value(&p) == 0;
                                assert_eq!(formula_eval::holds(&f, &p), truth, "{file} at {p:?}");
                                p_seen += usize::from(truth);
                            }
                        }
                    }
                }
            }
        }
        assert!(p_seen > 100, "{file}: {p_seen} P-positions");
    }
    for a in 1..=20u64 {
        for b in 1..=20u64 {
            if a.min(b) > 2 {
                continue;
            }
            for c in 0..=24u64 {
                let said = c >= 1 && c - 1 == (a - 1) ^ (b - 1);
                assert_eq!(naive.value(&[1, a, 1, b, 1, c]) == 0, said, "(1,{a},1,{b},1,{c})");
            }
        }
    }
    // Where the nim-sum rule stops: (1,3,1,5,1,c) is N for every c (the second box proves it
    // for all c; here up to 40).
    assert!((0..=40).all(|c| naive.value(&[1, 3, 1, 5, 1, c]) != 0));
}
