//! An independent evaluator of the conjecture grammar, for tests only: it reads the JSON
//! tree (`serde_json::Value`) as written in the README's contract and decides it at a
//! position with arbitrary-precision-free but overflow-checked `i128` arithmetic. It
//! shares no code with `simnim_conjecture`.
#![allow(dead_code)]

use serde_json::Value;

fn one(v: &Value) -> (&str, &Value) {
    let m = v.as_object().expect("an object node");
    assert_eq!(m.len(), 1, "one key per node: {v}");
    let (k, x) = m.iter().next().unwrap();
    (k.as_str(), x)
}

/// The value of a term at `p`.
pub(crate) fn term(v: &Value, p: &[u64]) -> i128 {
    let q: Vec<i128> = p.iter().map(|&x| x as i128).collect();
    term_at(v, &q)
}

fn term_at(v: &Value, p: &[i128]) -> i128 {
    if let Some(i) = v.as_i64() {
        return i as i128;
    }
    let (k, x) = one(v);
    let list = || x.as_array().unwrap().iter().map(|t| term_at(t, p)).collect::<Vec<i128>>();
    match k {
        "x" => p[x.as_u64().unwrap() as usize],
        "add" => list().into_iter().fold(0i128, |a, b| a.checked_add(b).unwrap()),
        "min" => list().into_iter().min().unwrap(),
        "max" => list().into_iter().max().unwrap(),
        "mul" => {
            let a = x.as_array().unwrap();
            (a[0].as_i64().unwrap() as i128).checked_mul(term_at(&a[1], p)).unwrap()
        }
        other => panic!("unknown term {other}"),
    }
}

/// Does the formula hold at `p`? A top-level `{"defs": {...}, "f": f}` names sub-formulas
/// that `apply` calls by name.
pub(crate) fn holds(v: &Value, p: &[u64]) -> bool {
    let q: Vec<i128> = p.iter().map(|&x| x as i128).collect();
    match v.as_object() {
        Some(m) if m.contains_key("defs") => holds_at(&m["f"], &q, m["defs"].as_object().unwrap()),
        _ => holds_at(v, &q, &serde_json::Map::new()),
    }
}

fn holds_at(v: &Value, p: &[i128], defs: &serde_json::Map<String, Value>) -> bool {
    if let Some(b) = v.as_bool() {
        return b;
    }
    let term = term_at;
    let holds = |f: &Value, q: &[i128]| holds_at(f, q, defs);
    let (k, x) = one(v);
    let arr = || x.as_array().unwrap();
    match k {
        "eq" => term(&arr()[0], p) == term(&arr()[1], p),
        "le" => term(&arr()[0], p) <= term(&arr()[1], p),
        "lt" => term(&arr()[0], p) < term(&arr()[1], p),
        "mod" => {
            let m = arr()[1].as_i64().unwrap() as i128;
            let r = arr()[2].as_i64().unwrap() as i128;
            let t = term(&arr()[0], p);
            ((t - r) % m + m) % m == 0
        }
        "xor0" => {
            let vals: Vec<i128> = arr().iter().map(|t| term(t, p)).collect();
            vals.iter().all(|&v| v >= 0) && vals.iter().fold(0u128, |a, &v| a ^ v as u128) == 0
        }
        "digits" => {
            let sets: Vec<Vec<usize>> = arr()
                .iter()
                .map(|s| {
                    let mut s: Vec<usize> =
                        s.as_array().unwrap().iter().map(|i| i.as_u64().unwrap() as usize).collect();
                    s.sort();
                    s.dedup();
                    s
                })
                .collect();
            (0..64).all(|bit| {
                let col: Vec<usize> = (0..p.len()).filter(|&i| p[i] >= 0 && p[i] >> bit & 1 == 1).collect();
                sets.contains(&col)
            })
        }
        "and" => arr().iter().all(|f| holds(f, p)),
        "or" => arr().iter().any(|f| holds(f, p)),
        "not" => !holds(x, p),
        "some_sym" => {
            let perms = x["perms"].as_array().unwrap();
            perms.iter().any(|g| {
                let g: Vec<usize> = g.as_array().unwrap().iter().map(|i| i.as_u64().unwrap() as usize).collect();
                let q: Vec<i128> = (0..p.len()).map(|i| p[g[i]]).collect();
                holds(&x["f"], &q)
            })
        }
        // The sub-formula at the arguments' values; positions have non-negative piles.
        "apply" => {
            let args: Vec<i128> = x["args"].as_array().unwrap().iter().map(|t| term(t, p)).collect();
            let f = match x.get("def") {
                Some(name) => &defs[name.as_str().unwrap()],
                None => &x["f"],
            };
            args.iter().all(|&a| a >= 0) && holds(f, &args)
        }
        other => panic!("unknown formula {other}"),
    }
}
