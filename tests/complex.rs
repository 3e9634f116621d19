//! Parsing, printing, faces and circuits of complexes; nothing panics on any input.

use crate::support;

use simnim_core::{parse_piles, Complex, Label};
use support::Rng;

#[test]
fn parses_papers_notation_and_orders_vertices() {
    let c = Complex::parse("{1,2,3},{2,3,4},{3,4,5},{1,5}").unwrap();
    assert_eq!(c.n(), 5);
    assert_eq!(c.to_string(), "{1,2,3},{2,3,4},{3,4,5},{1,5}");
    // numeric order when all labels are integers (10 after 9, not after 1)
    let c = Complex::parse("{10,9},{2}").unwrap();
    assert_eq!(c.labels(), &[Label::Int(2), Label::Int(9), Label::Int(10)]);
    // string order otherwise
    let c = Complex::parse("{b, c ,d}, {a,b}").unwrap();
    let labels: Vec<String> = c.labels().iter().map(|l| l.to_string()).collect();
    assert_eq!(labels, ["a", "b", "c", "d"]);
    assert_eq!(c.to_string(), "{b,c,d},{a,b}");
    // generating sets need not be maximal; duplicates collapse
    let c = Complex::parse("{1,2},{1,2,3},{3},{1,2,3}").unwrap();
    assert_eq!(c.to_string(), "{1,2,3}");
    assert!(c.is_simplex());
    // SetNim style outer braces and no commas between sets
    let c = Complex::parse(" {{a,b} {b,c} {d}} ").unwrap();
    assert_eq!(c.to_string(), "{a,b},{b,c},{d}");
}

#[test]
fn faces_and_circuits() {
    let c = Complex::parse("{1,2,3},{2,3,4},{3,4,5},{1,5}").unwrap();
    assert!(c.is_face(0));
    assert!(c.is_face(0b00111));
    assert!(!c.is_face(0b01001)); // {1,4}
    let circ: Vec<String> = c.circuits().unwrap().iter().map(|&s| c.set_to_string(s)).collect();
    assert_eq!(circ, ["{1,4}", "{2,5}", "{1,3,5}"]);
    // circuits are exactly the minimal non-faces (brute force on random complexes)
    let mut rng = Rng(99);
    for _ in 0..200 {
        let n = 1 + rng.below(8) as usize;
        let mut sets: Vec<u64> = (0..1 + rng.below(5)).map(|_| 1 + rng.below((1 << n) - 1)).collect();
        sets.extend((0..n).map(|v| 1u64 << v));
        let c = Complex::from_index_sets(n, &sets).unwrap();
        let brute: Vec<u64> = (1u64..1 << n)
            .filter(|&s| !c.is_face(s) && (0..n).all(|v| s >> v & 1 == 0 || c.is_face(s & !(1 << v))))
            .collect();
        let mut got = c.circuits().unwrap();
        got.sort();
        assert_eq!(got, brute, "circuits of {c}");
    }
}

#[test]
fn malformed_input_names_problem_and_column() {
    let cases = [
        ("", 1, "empty complex"),
        ("{1,2", 1, "never closed"),
        ("{1,2}}", 6, "unbalanced"),
        ("{}", 1, "empty set"),
        ("{1,1}", 4, "twice"),
        ("{1,2} x", 7, "expected '{'"),
        ("{1 2}", 4, "expected ','"),
        ("{1,,2}", 4, "expected a vertex label"),
        ("{1,{2}}", 4, "inside a set"),
        ("{1,2},", 7, "missing after"),
        ("{1,$}", 4, "expected a vertex label"),
        ("{99999999999999999999}", 2, "not a vertex label"),
    ];
    for (text, col, words) in cases {
        let e = Complex::parse(text).unwrap_err();
        assert_eq!(e.column, col, "column for {text:?}: {e}");
        assert!(e.message.contains(words), "message for {text:?} should say {words:?}: {e}");
    }
    let many: Vec<String> = (1..=65).map(|i| format!("{{{i}}}")).collect();
    let e = Complex::parse(&many.join(",")).unwrap_err();
    assert!(e.message.contains("at most 64"), "{e}");
    assert!(Complex::parse(&many[..64].join(",")).is_ok());
}

#[test]
fn piles_parser() {
    assert_eq!(parse_piles(" 3, 1,2 ", 3).unwrap(), vec![3, 1, 2]);
    assert_eq!(parse_piles("(3,1,2)", 3).unwrap(), vec![3, 1, 2]);
    assert_eq!(parse_piles("18446744073709551615", 1).unwrap(), vec![u64::MAX]);
    for bad in ["", "1,2", "1,2,3,4", "1,-2,3", "1,x,3", "1,,3", "18446744073709551616,1,1"] {
        assert!(parse_piles(bad, 3).is_err(), "{bad:?} must be refused");
    }
}

#[test]
fn fuzzed_text_never_panics_and_valid_text_round_trips() {
    let alphabet: Vec<char> = "{},, 12ab-x_{}9\u{e9}".chars().collect();
    let mut rng = Rng(4242);
    let mut valid = 0;
    for _ in 0..20_000 {
        // Half the inputs are well-formed complexes with one random character changed,
        // half are random strings over the parser's alphabet.
        let text: String = if rng.below(2) == 0 {
            let sets: Vec<String> = (0..1 + rng.below(4))
                .map(|_| {
                    let labels: Vec<String> = (0..1 + rng.below(3)).map(|_| (1 + rng.below(6)).to_string()).collect();
                    format!("{{{}}}", labels.join(","))
                })
                .collect();
            let mut chars: Vec<char> = sets.join(",").chars().collect();
            if rng.below(2) == 0 {
                let at = rng.below(chars.len() as u64) as usize;
                chars[at] = alphabet[rng.below(alphabet.len() as u64) as usize];
            }
            chars.into_iter().collect()
        } else {
            let len = rng.below(24) as usize;
            (0..len).map(|_| alphabet[rng.below(alphabet.len() as u64) as usize]).collect()
        };
        if let Ok(c) = Complex::parse(&text) {
            valid += 1;
            let again = Complex::parse(&c.to_string()).expect("printed complexes parse");
            assert_eq!(again, c, "round trip of {text:?}");
        }
    }
    assert!(valid > 100, "the fuzzer should produce some valid complexes ({valid})");
}
