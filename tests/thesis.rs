//! The thesis's comparison: every method's answer for ordinary Nim against the nim-sum and
//! the naive solvers (Ferguson's column with two piles is Wythoff's game); and every parser
//! of the thesis's games under random and mutated text (proptest): an answer or an error,
//! never a panic.

use proptest::prelude::*;

use simnim_core::thesis::{
    fukuyama, matrix_game, parse_numbers, problems, run_method, Graph, Input, Matrix, MatrixRule, ThesisMethod,
};
use simnim_core::Limits;

use crate::support::box_positions;
use crate::support::naive_games::{NaiveFerguson, NaiveWythoff};

#[test]
fn every_method_answers_nim_with_the_nim_sum() {
    let limits = Limits::NATIVE.with_threads(1);
    for piles in box_positions(3, 5).into_iter().step_by(7).chain([vec![4], vec![2, 7, 1, 3]]) {
        let nim_sum = piles.iter().fold(0, |x, y| x ^ y);
        for method in ThesisMethod::ALL {
            let a = run_method(method, &piles, &limits).unwrap();
            if method.is_nim_sum(&piles) {
                assert_eq!(a.value, Some(nim_sum), "{} at {piles:?}", method.name());
                assert_eq!(a.moves.is_empty(), nim_sum == 0);
            }
        }
    }
    // Ferguson's column with an even number of piles is another game: two piles are Wythoff's.
    let mut naive = NaiveWythoff::default();
    let mut column = NaiveFerguson::default();
    for piles in box_positions(2, 6) {
        let a = run_method(ThesisMethod::FergusonColumn, &piles, &limits).unwrap();
        assert_eq!(a.value, Some(naive.value(piles[0], piles[1])), "{piles:?}");
    }
    for piles in box_positions(4, 3) {
        let a = run_method(ThesisMethod::FergusonColumn, &piles, &limits).unwrap();
        let m = piles.iter().map(|&p| vec![p]).collect();
        assert_eq!(a.value, Some(column.value(&m)), "{piles:?}");
    }
}

#[test]
fn the_problems_are_as_documented() {
    let p = problems();
    assert_eq!(
        p.iter().map(|x| (x.name, x.piles.clone())).collect::<Vec<_>>(),
        [("A", vec![12, 25, 37]), ("B", vec![123, 245, 367])]
    );
    let a = run_method(ThesisMethod::Graph, &p[0].piles, &Limits::NATIVE).unwrap();
    assert_eq!((a.value, a.positions_searched), (Some(12 ^ 25 ^ 37), 2 * 13 * 26 * 38));
}

fn text() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[0-9a-zé,;\\- \u{1b}]{0,24}").unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn parsers_and_games_never_panic(edges in text(), weights in text(), piece in text(), rows in text()) {
        let limits = Limits::capped(100_000, 64 << 20);
        if let Ok(g) = Graph::parse(&edges) {
            if let (Ok(w), Ok(v)) = (parse_numbers(&weights, Input::Weights), g.vertex(&piece)) {
                let _ = fukuyama(&g, &w, v, &limits);
            }
        }
        if let Ok(m) = Matrix::parse(&rows) {
            for rule in [MatrixRule::Ferguson, MatrixRule::Holladay, MatrixRule::Partizan] {
                let _ = matrix_game(&m, rule, true, &limits);
            }
        }
        let _ = MatrixRule::parse(&piece);
    }

    #[test]
    fn valid_graphs_read_back(edges in proptest::collection::vec((0u8..6, 0u8..6), 1..8)) {
        let text: Vec<String> = edges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        match Graph::parse(&text.join(",")) {
            Ok(g) => {
                prop_assert!(edges.iter().all(|(a, b)| a != b));
                let back: Vec<String> = (0..g.edges().len()).map(|e| g.edge_text(e)).collect();
                prop_assert_eq!(back, text);
            }
            Err(_) => prop_assert!(edges.iter().any(|(a, b)| a == b)),
        }
    }
}
