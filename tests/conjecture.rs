//! The conjecture miner, judged from outside: its evaluator against an independent one on
//! random formulas; the papers' descriptions rediscovered and what it finds evaluated (by
//! the independent evaluator) against the naive solver beyond the mined box; random
//! complexes (never a wrong `verified`, a `none`'s rejected candidate really wrong);
//! `check` on right and wrong formulas.

use serde_json::{json, Value};
use simnim_conjecture::{self as conjecture, Conjecture, Formula, Json, Status};
use simnim_core::{Complex, Limits};

use crate::support::naive::{vertex_count, Naive};
use crate::support::{automorphisms, box_positions, cycle_text, formula_eval, random_text, Rng};

fn limits() -> Limits {
    Limits::NATIVE.with_threads(2)
}

fn mine(text: &str, max: u64) -> Conjecture {
    let c = Complex::parse(text).unwrap();
    conjecture::mine(&c, max, conjecture::default_verify(max), &limits(), &mut |_, _, _| true).unwrap()
}

fn value_of(j: &Json) -> Value {
    serde_json::to_value(j).unwrap()
}

/// Positions beyond the mined box: the whole box `[0, big]^V` when it is small, else
/// random positions with a pile above `trained` (and small enough for the naive solver).
fn beyond(n: usize, trained: u64, big: u64, rng: &mut Rng, count: usize) -> Vec<Vec<u64>> {
    if (big + 1).pow(n as u32) <= 5000 {
        return box_positions(n, big);
    }
    let mut out = Vec::new();
    while out.len() < count {
        let mut p: Vec<u64> = (0..n).map(|_| if rng.below(3) == 0 { 0 } else { rng.below(big + 1) }).collect();
        let i = rng.below(n as u64) as usize;
        p[i] = trained + 1 + rng.below(big - trained);
        if p.iter().map(|&x| x + 1).product::<u64>() <= 3000 {
            out.push(p);
        }
    }
    out
}

/// The formula, read by the independent evaluator, equals the naive solver's P/N.
fn assert_exact(text: &str, formula: &Value, positions: &[Vec<u64>]) {
    let mut naive = Naive::parse(text);
    for p in positions {
        let said = formula_eval::holds(formula, p);
        let truth = naive.value(p) == 0;
        assert_eq!(said, truth, "{text}: the formula says P={said} at {p:?}, the naive solver P={truth}\n{formula}");
    }
}

fn rediscover(name: &str, text: &str, max: u64, rng: &mut Rng) -> Conjecture {
    let a = mine(text, max);
    assert_eq!(a.status, Status::Verified, "{name}: {a:?}");
    let f = value_of(a.formula.as_ref().unwrap());
    let n = vertex_count(text);
    assert_exact(text, &f, &beyond(n, max, a.verified_max, rng, 150));
    a
}

#[test]
fn the_evaluator_agrees_with_an_independent_one_on_random_formulas() {
    let mut rng = Rng(0xC0FFEE);
    let n = 4;
    fn term(rng: &mut Rng, n: usize, depth: u32) -> Value {
        match if depth == 0 { rng.below(2) } else { rng.below(6) } {
            0 => json!({"x": rng.below(n as u64)}),
            1 => json!(rng.below(9) as i64 - 4),
            2 => json!({"add": (0..1 + rng.below(3)).map(|_| term(rng, n, depth - 1)).collect::<Vec<_>>()}),
            3 => json!({"mul": [rng.below(17) as i64 - 8, term(rng, n, depth - 1)]}),
            4 => json!({"min": (0..1 + rng.below(3)).map(|_| term(rng, n, depth - 1)).collect::<Vec<_>>()}),
            _ => json!({"max": (0..1 + rng.below(3)).map(|_| term(rng, n, depth - 1)).collect::<Vec<_>>()}),
        }
    }
    fn formula(rng: &mut Rng, n: usize, depth: u32) -> Value {
        let pick = if depth == 0 { rng.below(7) } else { rng.below(12) };
        match pick {
            0 => json!({"eq": [term(rng, n, 2), term(rng, n, 2)]}),
            1 => json!({"le": [term(rng, n, 2), term(rng, n, 2)]}),
            2 => json!({"lt": [term(rng, n, 2), term(rng, n, 2)]}),
            3 => json!({"mod": [term(rng, n, 2), 1 + rng.below(5), rng.below(7) as i64 - 3]}),
            4 => json!({"xor0": (0..rng.below(4)).map(|_| term(rng, n, 1)).collect::<Vec<_>>()}),
            5 => {
                let sets: Vec<Vec<u64>> = (0..rng.below(6))
                    .map(|_| {
                        let m = rng.below(1 << n);
                        (0..n as u64).filter(|v| m >> v & 1 == 1).collect()
                    })
                    .collect();
                json!({"digits": sets})
            }
            6 => json!(rng.below(2) == 0),
            7 => json!({"and": (0..rng.below(3)).map(|_| formula(rng, n, depth - 1)).collect::<Vec<_>>()}),
            8 => json!({"or": (0..rng.below(3)).map(|_| formula(rng, n, depth - 1)).collect::<Vec<_>>()}),
            9 => json!({"not": formula(rng, n, depth - 1)}),
            // A sub-formula over its own piles, at terms over these (negative ones too).
            11 => {
                let m = 1 + rng.below(3) as usize;
                let args: Vec<Value> = (0..m).map(|_| term(rng, n, 1)).collect();
                json!({"apply": {"f": formula(rng, m, depth - 1), "args": args}})
            }
            _ => {
                let perms: Vec<Vec<usize>> = (0..1 + rng.below(3))
                    .map(|_| {
                        let mut g: Vec<usize> = (0..n).collect();
                        for i in (1..n).rev() {
                            g.swap(i, rng.below(i as u64 + 1) as usize);
                        }
                        g
                    })
                    .collect();
                json!({"some_sym": {"perms": perms, "f": formula(rng, n, depth - 1)}})
            }
        }
    }
    let mut held = 0;
    for round in 0..3000 {
        let mut v = formula(&mut rng, n, 3);
        if round % 4 == 0 {
            // A named sub-formula, called twice.
            let sub = formula(&mut rng, 2, 2);
            let call = |rng: &mut Rng| json!({"apply": {"def": "s", "args": [term(rng, n, 1), term(rng, n, 1)]}});
            v = json!({"defs": {"s": sub}, "f": {"or": [v, {"and": [call(&mut rng), call(&mut rng)]}]}});
        }
        let j: Json = serde_json::from_value(v.clone()).unwrap();
        let Ok(f) = Formula::from_json(&j, n) else { continue };
        for _ in 0..8 {
            let p: Vec<u64> = (0..n)
                .map(|_| match rng.below(4) {
                    0 => rng.below(4),
                    1 => rng.next() >> 20,
                    _ => rng.below(20),
                })
                .collect();
            let a = f.holds(&p);
            assert_eq!(a, formula_eval::holds(&v, &p), "{v} at {p:?}");
            held += a as usize;
        }
        // The JSON written back is the same formula.
        assert_eq!(Formula::from_json(&f.to_json(), n).unwrap(), f);
    }
    assert!(held > 1000, "the random formulas hold somewhere ({held})");
}

#[test]
fn malformed_formulas_are_explained() {
    let bad = [
        (json!({"eq": [{"x": 5}, 0]}), "vertex index 5"),
        (json!({"eq": [{"x": 0}]}), "two terms"),
        (json!({"mul": [1, {"x": 0}]}), "unknown formula 'mul'"),
        (json!({"eq": [{"mul": [9, {"x": 0}]}, 0]}), "outside -8..8"),
        (json!({"mod": [{"x": 0}, 0, 0]}), "at least 1"),
        (json!({"some_sym": {"perms": [[0, 0, 1, 2]], "f": true}}), "each of the 4"),
        (json!({"and": [{"eq": [{"y": 0}, 0]}]}), "unknown term 'y'"),
        (json!(3), "must be an object"),
        (json!({"eq": [1, 2], "le": [1, 2]}), "one key"),
        (json!({"apply": {"def": "g", "args": [{"x": 0}]}}), "no def named 'g'"),
        (json!({"apply": {"f": {"eq": [{"x": 1}, 0]}, "args": [{"x": 0}]}}), "vertex index 1"),
        (json!({"apply": {"f": true, "args": [{"x": 0}], "g": 1}}), "unknown key 'g'"),
        (
            json!({"defs": {"g": {"apply": {"def": "g", "args": [{"x": 0}]}}}, "f": {"apply": {"def": "g", "args": [{"x": 0}]}}}),
            "applies itself",
        ),
        (
            json!({"defs": {"g": true}, "f": {"and": [{"apply": {"def": "g", "args": [{"x": 0}]}}, {"apply": {"def": "g", "args": [{"x": 0}, {"x": 1}]}}]}}),
            "applied to 1 terms before",
        ),
    ];
    for (v, want) in bad {
        let j: Json = serde_json::from_value(v.clone()).unwrap();
        let e = Formula::from_json(&j, 4).unwrap_err().to_string();
        assert!(e.contains(want), "{v}: {e}");
    }
    let big = (0..140).map(|i| json!({"eq": [{"x": i % 4}, i]})).collect::<Vec<_>>();
    let j: Json = serde_json::from_value(json!({ "and": big })).unwrap();
    assert!(Formula::from_json(&j, 4).unwrap_err().to_string().contains("at most 400"));
    // The limit is per part: two defs of 211 nodes each (422 in all) are a formula, one def
    // of 421 nodes is not, and neither are 65 defs.
    let half = |k: usize| (0..70).map(|i| json!({"le": [{"x": i % 4}, i + k]})).collect::<Vec<_>>();
    let call = |name: &str| json!({"apply": {"def": name, "args": [{"x": 0}, {"x": 1}, {"x": 2}, {"x": 3}]}});
    let two = json!({"defs": {"A": {"and": half(0)}, "B": {"and": half(1)}}, "f": {"or": [call("A"), call("B")]}});
    let f = Formula::from_json(&serde_json::from_value(two).unwrap(), 4).expect("each part is within 400 nodes");
    assert!(f.nodes() > 400, "{} nodes in all", f.nodes());
    assert!(f.holds(&[0, 1, 2, 3]) && !f.holds(&[3, 1, 2, 3]), "piece A holds at (0,1,2,3) only");
    let one = json!({"defs": {"A": {"and": half(0).into_iter().chain(half(1)).collect::<Vec<_>>()}}, "f": call("A")});
    let e = Formula::from_json(&serde_json::from_value(one).unwrap(), 4).unwrap_err().to_string();
    assert!(e.contains("in the def 'A'") && e.contains("at most 400"), "{e}");
    let defs: serde_json::Map<String, serde_json::Value> =
        (0..65).map(|i| (format!("D{i}"), json!({"eq": [{"x": 0}, i]}))).collect();
    let calls: Vec<_> = (0..65).map(|i| json!({"apply": {"def": format!("D{i}"), "args": [{"x": 0}]}})).collect();
    let many = json!({"defs": defs, "f": {"or": calls}});
    let e = Formula::from_json(&serde_json::from_value(many).unwrap(), 4).unwrap_err().to_string();
    assert!(e.contains("65 defs") && e.contains("at most 64"), "{e}");
}

#[test]
fn the_papers_linear_and_digit_descriptions_are_rediscovered() {
    let mut rng = Rng(7);
    // E&S Ex 3.3: P iff n1 = n3 + n4 and n5 = n2 + n3.
    let a = rediscover("E&S Ex 3.3", "{1,2,3},{2,3,4},{3,4,5},{1,5}", 5, &mut rng);
    assert_eq!(a.pieces.len(), 1);
    rediscover("E&S Ex 3.4", "{1,2,3,4},{2,3,4,5},{1,2,5},{1,4,5}", 5, &mut rng);
    // A cone over E&S Ex 3.3 (E&S Cor 6.2): the apex's pile is 0.
    let a = rediscover("cone", "{1,2,3,6},{2,3,4,6},{3,4,5,6},{1,5,6}", 4, &mut rng);
    assert!(a.text.contains("n6 = 0"), "{}", a.text);
    rediscover("octahedron", "{1,3,5},{1,3,6},{1,4,5},{1,4,6},{2,3,5},{2,3,6},{2,4,5},{2,4,6}", 4, &mut rng);
    rediscover("CN(6,3)", &cycle_text(6, 3), 4, &mut rng);
    // Moore's Nim: at most two of four piles move (every pair a face): columns of size 0 or 3.
    let a = rediscover("Moore", "{1,2},{1,3},{1,4},{2,3},{2,4},{3,4}", 5, &mut rng);
    assert!(a.method.contains("Moore"), "{}", a.method);
    // The graphic matroid of K4: the edges 12,13,14,23,24,34; faces are the forests.
    let edges = [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)];
    let mut trees = Vec::new();
    for a in 0..6 {
        for b in a + 1..6 {
            for c in b + 1..6 {
                let mut vs: Vec<u32> = [edges[a], edges[b], edges[c]].iter().flat_map(|&(x, y)| [x, y]).collect();
                vs.sort();
                vs.dedup();
                if vs.len() == 4 {
                    trees.push(format!("{{{},{},{}}}", a + 1, b + 1, c + 1));
                }
            }
        }
    }
    assert_eq!(trees.len(), 16);
    let a = rediscover("K4", &trees.join(","), 3, &mut rng);
    assert!(a.method.contains("XOR"), "{}", a.method);
}

#[test]
fn the_papers_piecewise_descriptions_are_rediscovered() {
    let mut rng = Rng(11);
    rediscover("CN(5,2)", &cycle_text(5, 2), 6, &mut rng);
    // Game H (SetNim Thm 4.2, which holds up to H's reflection).
    let a = rediscover("H", "{1,2,3},{2,3,4},{3,4,5},{4,5,6},{1,6}", 6, &mut rng);
    assert!(a.text.contains("min("), "{}", a.text);
    // CN(7,3), SetNim Thm 5.1: a = min, b ≤ g, a + b = e + min(d, f), b + c + d = e + f + g,
    // up to the dihedral symmetries.
    let a = rediscover("CN(7,3)", &cycle_text(7, 3), 8, &mut rng);
    assert_eq!(a.pieces.len(), 1, "{}", a.text);
    let piece = &a.pieces[0].text;
    let f = value_of(a.formula.as_ref().unwrap());
    assert_eq!(f["some_sym"]["f"]["and"].as_array().map(Vec::len), Some(4), "four atoms: {piece}");
    assert!(piece.contains("= min(p)") && piece.contains("≤") && piece.contains("+ min("), "{piece}");
    assert!(a.text.contains("14 symmetries"), "{}", a.text);
}

#[test]
fn random_complexes_get_verified_only_when_exact_and_none_otherwise() {
    let mut rng = Rng(0x5EED);
    let (mut verified, mut none) = (0, 0);
    for k in 0..50 {
        let n = 5 + k % 2;
        let text = random_text(&mut rng, n);
        let max = if n == 5 { 4 } else { 3 };
        let a = mine(&text, max);
        let mut naive = Naive::parse(&text);
        match a.status {
            Status::Verified => {
                verified += 1;
                let f = value_of(a.formula.as_ref().unwrap());
                assert_exact(&text, &f, &beyond(n, max, a.verified_max, &mut rng, 80));
            }
            Status::None => {
                none += 1;
                if let (Some(r), Some(x)) = (&a.rejected, &a.counterexample) {
                    let f = value_of(r);
                    let truth = naive.value(&x.position) == 0;
                    assert_ne!(formula_eval::holds(&f, &x.position), truth, "{text}: {x:?}");
                    assert_eq!(x.truth == "P", truth);
                }
            }
            Status::Refuted => panic!("mining never answers refuted"),
        }
    }
    eprintln!("random complexes: {verified} verified, {none} none");
    assert!(verified >= 15, "the miner describes a fair share of random complexes ({verified} of 50, {none} none)");
}

#[test]
fn check_refutes_a_wrong_formula_and_verifies_theorem_5_1() {
    let text = "{1,2,3},{2,3,4},{3,4,5},{1,5}";
    let c = Complex::parse(text).unwrap();
    let wrong = json!({"eq": [{"x": 0}, {"add": [{"x": 2}, {"x": 3}]}]});
    let f = conjecture::read_formula(&c, &serde_json::from_value(wrong.clone()).unwrap()).unwrap();
    let a = conjecture::check(&c, &f, 6, &limits(), &mut |_, _, _| true).unwrap();
    assert_eq!(a.status, Status::Refuted);
    let x = a.counterexample.unwrap();
    let mut naive = Naive::parse(text);
    assert_ne!(formula_eval::holds(&wrong, &x.position), naive.value(&x.position) == 0);

    // SetNim Thm 5.1 written by hand, with the dihedral group found by brute force from the text.
    let text = cycle_text(7, 3);
    let c = Complex::parse(&text).unwrap();
    let x = |i: usize| json!({"x": i});
    let thm = json!({"some_sym": {"perms": automorphisms(&text), "f": {"and": [
        {"eq": [x(0), {"min": (0..7).map(x).collect::<Vec<_>>()}]},
        {"le": [x(1), x(6)]},
        {"eq": [{"add": [x(0), x(1)]}, {"add": [x(4), {"min": [x(3), x(5)]}]}]},
        {"eq": [{"add": [x(1), x(2), x(3)]}, {"add": [x(4), x(5), x(6)]}]}
    ]}}});
    let f = conjecture::read_formula(&c, &serde_json::from_value(thm).unwrap()).unwrap();
    let a = conjecture::check(&c, &f, 10, &limits(), &mut |_, _, _| true).unwrap();
    assert_eq!(a.status, Status::Verified, "{:?}", a.counterexample);
    // A permutation that is not a symmetry of the complex is refused.
    let swap = json!({"some_sym": {"perms": [[1, 0, 2, 3, 4, 5, 6]], "f": true}});
    assert!(conjecture::read_formula(&c, &serde_json::from_value(swap).unwrap()).is_err());
}

#[test]
fn the_describe_view_keeps_its_formula_in_the_link_and_only_its_latest_answer() {
    use simnim_model::describe;
    use simnim_model::protocol::{RequestId, ViewKind};
    use simnim_model::state::{AppState, Msg};
    use std::rc::Rc;

    // The worker's function: mining, checking, and explained refusals.
    let text = "{1,2,3},{2,3,4},{3,4,5},{1,5}";
    let mut steps = Vec::new();
    let mined = describe::run(text, 5, None, &Limits::BROWSER, &mut |s| steps.push(s.to_string())).unwrap();
    assert!(steps.first().is_some_and(|s| s.contains("step 1 of 4")) && steps.len() >= 3, "{steps:?}");
    assert_eq!(mined.status, "verified");
    assert_eq!((mined.trained_max, mined.verified_max), (Some(5), 8));
    let formula = mined.formula.clone().unwrap();
    let v: Value = serde_json::from_str(&formula).unwrap();
    assert_exact(text, &v, &box_positions(5, 4));
    assert!(describe::run(text, 5, Some("{\"eq\": ["), &Limits::BROWSER, &mut |_| {})
        .unwrap_err()
        .contains("not JSON"));
    assert!(describe::run(&cycle_text(7, 3), 12, None, &Limits::BROWSER, &mut |_| {})
        .unwrap_err()
        .contains("the page mines at most"));
    let refuted = describe::run(
        text,
        4,
        Some(r#"{"eq": [{"x": 0}, {"add": [{"x": 2}, {"x": 3}]}]}"#),
        &Limits::BROWSER,
        &mut |_| {},
    )
    .unwrap();
    assert_eq!(refuted.status, "refuted");
    assert_eq!(refuted.counterexample.as_ref().map(|c| c.0.clone()), Some(vec![0, 0, 0, 0, 1]));

    // The link: the formula survives a round trip through the readable fragment.
    let hash =
        format!("c={text}&p=1,1,1,1,1&view=describe&dk=5&formula={}", simnim_model::url::percent_encode(&formula));
    let s = AppState::from_link(&hash, false);
    assert_eq!(s.formula.as_deref(), Some(formula.as_str()));
    assert_eq!(s.view.dk, 5);
    let again = AppState::from_link(&s.readable(), false);
    assert_eq!(again.formula, s.formula);

    // Only the latest request's answer is kept; a verified mined formula goes to the editor.
    let mut s = AppState::from_link(&format!("c={text}&p=1,1,1,1,1&view=describe"), false);
    let old = RequestId::view(ViewKind::Describe);
    s.apply(Msg::Requested(old));
    let new = RequestId::view(ViewKind::Describe);
    s.apply(Msg::Requested(new));
    s.apply(Msg::Described(Rc::new((old, Ok(mined.clone())))));
    assert!(s.described.is_none() && s.formula.is_none(), "a superseded answer is dropped");
    s.apply(Msg::Described(Rc::new((new, Ok(mined)))));
    assert_eq!(s.formula.as_deref(), Some(formula.as_str()));
    assert!(s.readable().contains("formula="));
}

#[test]
fn the_workbenchs_nim_values_come_from_the_miners_worker_and_leave_the_describe_view_alone() {
    use simnim_model::describe;
    use simnim_model::protocol::{RequestId, ViewKind};
    use simnim_model::state::{AppState, Msg};
    use std::rc::Rc;
    // The worker's function: the path a–b–c's pieces, each line whole, and the rest.
    let a = describe::values("{a,b},{b,c}", 6, &Limits::BROWSER).unwrap();
    assert_eq!(a.status, "none");
    assert!(a.pieces.iter().any(|p| p.text == "g(a, b, c) = a ⊕ c where b = 0"), "{:?}", a.pieces);
    assert!(a.method.starts_with("No description: the pieces explain"), "{}", a.method);
    assert_eq!(a.p_positions, 343);
    // 0 < b < min(a, c) is what no piece explains.
    let left = (0..=6u64).flat_map(|x| (0..=6u64).flat_map(move |y| (0..=6u64).map(move |z| (x, y, z))));
    assert_eq!(a.p_positions - a.candidates, left.filter(|&(x, y, z)| y > 0 && y < x.min(z)).count());
    assert!(
        describe::values("{1,2},{2,3},{3,4},{4,5},{5,6},{6,7}", 6, &Limits::BROWSER).is_err(),
        "too big for the page"
    );
    // In the state: its own slot, for its latest request only; the Describe view untouched.
    let mut s = AppState::from_link("c={a,b},{b,c},{d}&p=0,0,0,0&view=op3", false);
    let old = RequestId::view(ViewKind::WorkbenchValues);
    s.apply(Msg::Requested(old));
    let new = RequestId::view(ViewKind::WorkbenchValues);
    s.apply(Msg::Requested(new));
    s.apply(Msg::Described(Rc::new((old, Ok(a.clone())))));
    assert!(s.mined_values.is_none(), "a superseded answer is dropped");
    s.apply(Msg::Described(Rc::new((new, Ok(a)))));
    assert!(s.mined_values.is_some() && s.described.is_none() && s.formula.is_none());
}
