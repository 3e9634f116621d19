//! Property tests (proptest) of every parser and decoder the CLI and the page share: the
//! complex notation, piles, family specs, convex geometries, the `#v1=` link codec, the
//! readable links and the JSON state import. Random and mutated inputs never panic; valid
//! inputs round-trip. `make test` runs the default 256 cases per property; `make fuzz`
//! sets `PROPTEST_CASES=100000` (over a million generated inputs in all).

use proptest::prelude::*;

use simnim_core::convex::{build_game, parse_line, parse_points, parse_tree, GeometrySpec, Rule};
use simnim_core::{families, parse_piles, position_to_string, Complex};
use simnim_model::convex as convex_link;
use simnim_model::drawing::Drawing;
use simnim_model::export::{parse_state_json, state_json};
use simnim_model::share::{encode_v1, expand};
use simnim_model::url;

/// Text from the characters these notations use, plus some that they do not.
fn notation_text() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[{}(),0-9a-z_' \\-:;=&.#%\u{1b}\u{7f}é]{0,40}").unwrap()
}

/// A valid complex on vertices 1..=n as text: random generating sets plus singletons.
fn complex_text() -> impl Strategy<Value = String> {
    (1usize..9).prop_flat_map(|n| {
        proptest::collection::vec(1u64..(1u64 << n), 1..6).prop_map(move |sets| {
            let covered = sets.iter().fold(0, |a, &s| a | s);
            let mut all = sets;
            all.extend((0..n).filter(|&v| covered >> v & 1 == 0).map(|v| 1u64 << v));
            all.iter()
                .map(|&s| {
                    let vs: Vec<String> = (0..n).filter(|&v| s >> v & 1 == 1).map(|v| (v + 1).to_string()).collect();
                    format!("{{{}}}", vs.join(","))
                })
                .collect::<Vec<_>>()
                .join(",")
        })
    })
}

/// `text` with one character replaced, inserted or removed at a random place.
fn mutate(text: &str, at: usize, what: u8, c: char) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return c.to_string();
    }
    let i = at % chars.len();
    match what % 3 {
        0 => chars[i] = c,
        1 => chars.insert(i, c),
        _ => {
            chars.remove(i);
        }
    }
    chars.into_iter().collect()
}

fn any_char() -> impl Strategy<Value = char> {
    prop_oneof![Just('{'), Just('}'), Just(','), Just('-'), Just('('), Just(')'), Just('0'), Just('9'), any::<char>()]
}

proptest! {
    #[test]
    fn complex_parser_never_panics(text in notation_text()) {
        let _ = Complex::parse(&text);
    }

    #[test]
    fn complexes_round_trip_through_their_printed_form(text in complex_text()) {
        let c = Complex::parse(&text).unwrap();
        let again = Complex::parse(&c.to_string()).unwrap();
        prop_assert_eq!(again.canonical_facets(), c.canonical_facets());
        prop_assert_eq!(again.labels(), c.labels());
    }

    #[test]
    fn mutated_complexes_never_panic(text in complex_text(), at in any::<usize>(), what in any::<u8>(), c in any_char()) {
        let _ = Complex::parse(&mutate(&text, at, what, c));
    }

    #[test]
    fn piles_parse_and_round_trip(piles in proptest::collection::vec(any::<u64>(), 1..12), junk in notation_text()) {
        prop_assert_eq!(parse_piles(&position_to_string(&piles), piles.len()), Ok(piles.clone()));
        let _ = parse_piles(&junk, piles.len());
        let _ = parse_piles(&format!("{},{junk}", position_to_string(&piles)), piles.len() + 1);
    }

    #[test]
    fn family_specs_never_panic(name in prop_oneof![Just("cn"), Just("pn"), Just("path"), Just("moore"), Just("octahedron"),
        Just("nim"), Just("simplex"), Just("h"), Just("graph"), Just("gf2"), Just("matrix"), Just("graphnim"), Just("zz")],
        args in notation_text(), a in 0usize..80, b in 0usize..80) {
        let _ = families::named(&format!("{name}:{args}"));
        let _ = families::named(&format!("{name}:{a},{b}"));
        let _ = families::named(&format!("{name}:{a}"));
        let _ = families::named(name);
    }

    #[test]
    fn convex_inputs_never_panic(text in notation_text(), win in notation_text(), del in notation_text()) {
        let _ = parse_points(&text);
        let _ = parse_line(&text);
        let _ = parse_tree(&text);
        for spec in [GeometrySpec::Points(text.clone()), GeometrySpec::Line(text.clone()), GeometrySpec::Tree(text.clone())] {
            let _ = build_game(&spec, &del, &win, Rule::Achieve);
        }
    }

    #[test]
    fn convex_points_round_trip(pts in proptest::collection::btree_set((-50i64..50, -50i64..50), 1..12)) {
        let pts: Vec<(i64, i64)> = pts.into_iter().collect();
        let text = pts.iter().map(|p| format!("({},{})", p.0, p.1)).collect::<Vec<_>>().join(",");
        prop_assert_eq!(parse_points(&text).unwrap(), pts.clone());
        let link = format!("convex&points={}&w=1", url::percent_encode(&text));
        let sketch = convex_link::decode(&link).unwrap();
        prop_assert_eq!(convex_link::decode(&convex_link::encode(&sketch)).unwrap(), sketch);
    }

    #[test]
    fn compact_links_round_trip_and_garbage_is_an_error(readable in ".{0,300}", junk in notation_text()) {
        prop_assert_eq!(expand(&encode_v1(&readable)), Ok(readable.clone()));
        let _ = expand(&format!("v1={junk}"));
        let _ = expand(&junk);
        let _ = url::decode(&junk);
        let _ = convex_link::decode(&junk);
    }

    #[test]
    fn mutated_compact_links_never_panic(text in complex_text(), at in any::<usize>(), what in any::<u8>(), c in any_char()) {
        let link = encode_v1(&format!("c={}&p=", url::percent_encode(&text)));
        let broken = mutate(&link, at, what, c);
        if let Ok(readable) = expand(&broken) {
            let _ = url::decode(&readable);
        }
    }

    #[test]
    fn drawings_round_trip_through_links_and_json(text in complex_text(), seed in any::<u64>()) {
        let c = Complex::parse(&text).unwrap();
        let mut s = seed | 1;
        let mut d = Drawing::from_complex(&c, None, |i| ((i * 37 % 600) as f64, (i * 53 % 400) as f64));
        for v in &mut d.vertices {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            v.pile = s % 1000;
        }
        let back = url::decode(&url::encode(&d)).unwrap();
        prop_assert_eq!(back.piles_in_order(&(0..back.n()).collect::<Vec<_>>()), d.piles_in_order(&(0..d.n()).collect::<Vec<_>>()));
        let json = state_json(&d);
        prop_assert_eq!(parse_state_json(&json).unwrap(), d);
    }

    #[test]
    fn state_json_import_never_panics(text in ".{0,200}", at in any::<usize>(), what in any::<u8>(), c in any_char()) {
        let _ = parse_state_json(&text);
        let d = Drawing::from_complex(&Complex::parse("{1,2},{2,3}").unwrap(), None, |i| (i as f64 * 10.0, 5.0));
        let _ = parse_state_json(&mutate(&state_json(&d), at, what, c));
    }
}
