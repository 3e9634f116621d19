//! The wasm build of the core and of the worker protocol, run in headless Chromium
//! (`cargo test --target wasm32-unknown-unknown --test wasm_browser`).
#![cfg(target_arch = "wasm32")]

use simnim_core::{analyze, families, Complex, Limits, Outcome, Wants};
use simnim_model::protocol::{Request, RequestId, Response};
use simnim_model::worker::SolverState;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn paper_examples_in_wasm() {
    let w = Wants::MOVES;
    let ex46 = families::example_4_6();
    assert_eq!(analyze(&ex46, &[7, 3, 5, 6], &Limits::BROWSER, w).unwrap().outcome, Outcome::P);
    let tri = Complex::parse("{1,2,3}").unwrap();
    assert_eq!(analyze(&tri, &[1, 2, 3], &Limits::BROWSER, w).unwrap().value, Some(6));
    let ex33 = families::example_3_3();
    let a = analyze(&ex33, &[3, 1, 2, 1, 4], &Limits::BROWSER, w).unwrap();
    assert_eq!(a.moves, vec![vec![3, 1, 2, 1, 3]]);
    // C_{5,3}: (0, a+b, a, b, a+b) is zero
    let c53 = families::cycle(5, 3).unwrap();
    assert_eq!(analyze(&c53, &[0, 5, 2, 3, 5], &Limits::BROWSER, w).unwrap().value, Some(0));
    // wasm32 has 32-bit usize: a box past the browser limit is refused, not overflowed
    // (CN(6,2) is open, so no theorem answers it)
    let e = analyze(&families::cycle(6, 2).unwrap(), &[u64::MAX / 2; 6], &Limits::BROWSER, w).unwrap_err();
    assert!(e.to_string().contains("limit"), "{e}");
    // ... while CN(7,3) is answered by its formula at any size, with a move
    let p = [1u64 << 62, 5, 1 << 40, 7, 1 << 50, 3, 1 << 61];
    let a = analyze(&families::cycle(7, 3).unwrap(), &p, &Limits::BROWSER, w).unwrap();
    assert_eq!(a.method, simnim_core::Method::SolvedFamily);
    assert_eq!(a.moves.len(), 1);
}

#[wasm_bindgen_test]
fn worker_protocol_in_wasm() {
    let mut s = SolverState::new(Limits::BROWSER);
    s.handle(Request::Analyze {
        id: RequestId::Analysis(7),
        complex: "{a,b},{c}".into(),
        piles: vec![2, 1, 3],
        want_value: false,
        misere: false,
        max_bytes: 0,
    });
    let answer = loop {
        match s.work(1 << 10) {
            Some(Response::Progress { .. }) => continue,
            other => break other,
        }
    };
    match answer {
        Some(Response::Answer { id: RequestId::Analysis(7), analysis, .. }) => assert_eq!(analysis.outcome, Outcome::P),
        other => panic!("unexpected {other:?}"),
    }
    assert_eq!(s.handle(Request::Cancel { id: RequestId::Analysis(7) }), vec![]);
}
