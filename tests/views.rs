//! The data behind the teaching views: value tables, game graphs, invariant vectors,
//! complexes up to isomorphism.
//! Item numbers without a paper name are SetNim's (cites: setnim2026).

use crate::support;

use simnim_core::Limits;
use simnim_core::{complexes_up_to_isomorphism, game_graph, invariant_vectors, table_csv, value_table};
use simnim_core::{families, solve, Complex};
use support::naive::Naive;

#[test]
fn value_tables_equal_the_engines_values() {
    // classical Nim: the XOR table
    let nim = families::classical_nim(3).unwrap();
    let t = value_table(&nim, &[0, 0, 5], 0, 1, 7, &Limits::NATIVE).unwrap();
    for a in 0..8u64 {
        for b in 0..8u64 {
            assert_eq!(t[a as usize][b as usize], a ^ b ^ 5);
        }
    }
    let c = families::example_3_3();
    let t = value_table(&c, &[2, 1, 3, 1, 2], 0, 4, 5, &Limits::NATIVE).unwrap();
    let mut naive = Naive::parse("{1,2,3},{2,3,4},{3,4,5},{1,5}"); // E&S Example 3.3
    for a in 0..6u64 {
        for b in 0..6u64 {
            assert_eq!(t[a as usize][b as usize], naive.value(&[a, 1, 3, 1, b]));
        }
    }
    let csv = table_csv(&value_table(&nim, &[0, 0, 0], 0, 1, 2, &Limits::NATIVE).unwrap(), "1", "2");
    assert_eq!(csv, "1\\2,0,1,2\n0,0,1,2\n1,1,0,3\n2,2,3,0\n");
}

#[test]
fn game_graph_edges_are_exactly_the_legal_moves() {
    let cases = [
        (families::example_4_6(), "{1,2},{1,3},{1,4},{2,3,4}".to_string(), vec![2, 1, 2, 1]),
        (families::cycle(5, 2).unwrap(), crate::support::cycle_text(5, 2), vec![1, 2, 1, 1, 0]),
    ];
    for (c, text, p) in cases {
        let g = game_graph(&c, &p, 10_000, &Limits::NATIVE).unwrap();
        assert!(!g.capped);
        let mut naive = Naive::parse(&text);
        for (i, node) in g.nodes.iter().enumerate() {
            assert_eq!(node.value, naive.value(&node.position));
            let mut out: Vec<Vec<u64>> =
                g.edges.iter().filter(|e| e.0 == i).map(|e| g.nodes[e.1].position.clone()).collect();
            out.sort();
            assert_eq!(out, naive.options(&node.position), "moves from {:?}", node.position);
        }
        // every position below the start is reachable
        assert_eq!(g.nodes.len() as u64, p.iter().map(|x| x + 1).product::<u64>());
    }
    let big = game_graph(&families::cycle(7, 3).unwrap(), &[3; 7], 300, &Limits::NATIVE).unwrap();
    assert!(big.capped && big.nodes.len() == 300);
}

#[test]
fn invariant_vectors_of_cn63_are_example_3_2() {
    let c = families::cycle(6, 3).unwrap();
    let mut z = invariant_vectors(&c, 3, &Limits::NATIVE).unwrap();
    z.sort();
    let mut want = vec![
        vec![1, 0, 0, 1, 0, 0],
        vec![0, 1, 0, 0, 1, 0],
        vec![0, 0, 1, 0, 0, 1],
        vec![1, 0, 1, 0, 1, 0],
        vec![0, 1, 0, 1, 0, 1],
    ];
    want.sort();
    assert_eq!(z, want);
    // PathNim: only (1,0,...,0,1) (SetNim Remark 3.3(1))
    assert_eq!(
        invariant_vectors(&families::pathnim(5, 3).unwrap(), 3, &Limits::NATIVE).unwrap(),
        vec![vec![1, 0, 0, 0, 1]]
    );
    // CN(5,3): none (its P-positions have a designated zero, Remark 3.3(2))
    assert!(invariant_vectors(&families::cycle(5, 3).unwrap(), 3, &Limits::NATIVE).unwrap().is_empty());
}

#[test]
fn fourteen_connected_complexes_on_four_vertices() {
    assert_eq!(complexes_up_to_isomorphism(4, true).len(), 14, "E&S Sec 9");
    assert_eq!(complexes_up_to_isomorphism(3, true).len(), 3);
    let all4 = complexes_up_to_isomorphism(4, false);
    assert!(all4.len() > 14);
    // the mystery complex is one of them
    let mystery = families::mystery();
    assert!(complexes_up_to_isomorphism(4, true)
        .iter()
        .any(|c| simnim_core::solved::isomorphism(c, &mystery).is_some()));
    let _ = (solve::value, Complex::parse);
}

/// The views mounted from the full app's bundle tell the page what they change as one line
/// of text (`ViewEvent::encode`): every event reads back as itself, and other text is refused.
#[test]
fn view_events_read_back_as_themselves() {
    use simnim_model::share::{ViewSettings, ViewTab};
    use simnim_model::view_event::ViewEvent;
    let drawing = simnim_model::url::decode("c=%7B1,2%7D,%7B2,3%7D&p=3,0,2&xy=10,20;30,40;50,60").expect("a drawing");
    let events = [
        ViewEvent::Load(drawing),
        ViewEvent::SetPiles(vec![3, 1, 4]),
        ViewEvent::SetPiles(vec![]),
        ViewEvent::PlayMove(vec![0, 18_446_744_073_709_551_615]),
        ViewEvent::Hints(true),
        ViewEvent::Hints(false),
        ViewEvent::View(ViewSettings { tab: ViewTab::Graph, tk: 12, misere: true, ..ViewSettings::default() }),
        ViewEvent::View(ViewSettings::default()),
        ViewEvent::GameOver(true),
        ViewEvent::Formula(None),
        ViewEvent::Formula(Some(r#"{"pieces":[{"if":"a:b","p":"x = y"}]}"#.to_string())),
        ViewEvent::Formula(Some(String::new())),
    ];
    for e in events {
        let text = e.encode();
        assert_eq!(ViewEvent::decode(&text), Some(e.clone()), "{text}");
    }
    for bad in ["", "piles:1,x", "hints:2", "over:", "load:c=%7B1", "nothing:1", "move:-1"] {
        assert_eq!(ViewEvent::decode(bad), None, "{bad}");
    }
    // An edit of the drawing is the page's edit; the rest are the page's other messages.
    use simnim_model::editor::Action;
    use simnim_model::state::Msg;
    assert!(matches!(ViewEvent::SetPiles(vec![1]).msg(), Msg::Edit(Action::SetPilesInOrder(p)) if p == vec![1]));
    assert!(matches!(ViewEvent::Hints(true).msg(), Msg::ShowMoves(true)));
}
