//! The page as a newcomer meets it, natively (the browser side is `tests/e2e/newcomer.mjs`):
//! exercises whose feedback never shows an internal method name, illegal moves explained
//! without a hint, task piles that no control raises above the task's position, a new vertex
//! that is not selected, one name per complex in the presets and the gallery, a game graph
//! whose nodes never overlap, the exported value table in the legend's colours, merged
//! vertices named in the reduction's sentence, and the workbench knowing SetNim Open Problem 3's game.
//! Item numbers without a paper name are E&S's (cites: es1996).

use crate::support::naive::Naive;
use crate::support::Rng;

use simnim_core::{analyze, reduce, Complex, Limits, Wants};
use simnim_model::drawing::Drawing;
use simnim_model::editor::{Action, Editor};
use simnim_model::export::{graph_layout, table_svg, HEAT, P_FILL};
use simnim_model::gallery::ENTRIES;
use simnim_model::presets::PRESETS;
use simnim_model::protocol::{RequestId, Response};
use simnim_model::state::{AppState, Msg};
use simnim_model::task::TaskMsg;
use simnim_model::workbench::is_open_problem_3;

/// The internal names of the methods (`Method::name`), which a student never reads.
const INTERNAL: [&str; 14] = [
    "terminal",
    "simplex-sum",
    "exhaustive",
    "exhaustive-pn",
    "pointed-circuits",
    "nim-basis",
    "binary-matroid",
    "join-factors",
    "doubling",
    "solved-family",
    "jenkyns-mayberry",
    "misere-nim",
    "misere-moore",
    "misere-exhaustive",
];

fn answer_now(s: &mut AppState) {
    let (c, piles) = s.current().expect("a valid drawing");
    let analysis = analyze(&c, &piles, &Limits::NATIVE, Wants::ALL).unwrap();
    s.apply(Msg::Worker(Response::Answer { id: RequestId::Analysis(s.editor.math_rev), analysis, ms: None }));
}

fn no_internal_name(text: &str, at: &str) {
    assert!(!text.contains('['), "{at}: a bracketed tag in {text}");
    for tag in INTERNAL.iter().filter(|t| t.contains('-')) {
        assert!(!text.contains(tag), "{at}: the internal name {tag} in {text}");
    }
}

#[test]
fn exercise_feedback_never_names_an_internal_method() {
    // Complexes answered by different methods: simplices, pointed circuits, a Nim-basis, a
    // solved family, and a search.
    let cases = [
        ("{1},{2},{3}", "3,5,7"),
        ("{1,2,3},{1,3,5},{1,2,5},{2,3,4},{3,4,5}", "3,1,2,1,4"),
        ("{1,2},{1,3},{1,4},{2,3,4}", "7,3,5,6"),
        ("{1,2},{2,3},{3,4}", "2,1,3,2"),
        ("{1,2},{2,3},{3,4},{4,5},{1,5}", "1,2,0,2,1"),
        ("{1,2,3},{2,3,4},{3,4,5},{1,5}", "1,0,2,1,1"),
    ];
    let mut checked = 0;
    for (text, piles) in cases {
        let p: Vec<u64> = piles.split(',').map(|x| x.parse().unwrap()).collect();
        let is_p = Naive::parse(text).value(&p) == 0;
        for hints in 0..=2 {
            for (kind, wrong) in [("outcome", TaskMsg::SayP(!is_p)), ("value", TaskMsg::SayValue(999))] {
                let mut s = AppState::from_link(&format!("#c={text}&p={piles}&task={kind}&hints={hints}"), false);
                answer_now(&mut s);
                s.apply(Msg::Task(wrong));
                let f = s.task.as_ref().and_then(|t| t.feedback.clone()).expect("feedback");
                assert!(!f.right);
                no_internal_name(&f.text, &format!("{text} {kind} hints={hints}"));
                if hints == 1 {
                    // A hint teaches how to decide; it never says the answer.
                    assert!(f.text.contains("Hint:"), "{}", f.text);
                    assert!(!f.text.contains("winning move: to"), "{}", f.text);
                }
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 36);
}

#[test]
fn an_illegal_move_in_a_move_task_is_explained_without_a_hint() {
    let mut s = AppState::from_link("#c={1,2},{2,3},{3,4}&p=2,1,3,2&task=move&hints=1", false);
    answer_now(&mut s);
    // Piles 1 and 4 lowered together: no face holds both.
    s.apply(Msg::Edit(Action::SetPilesInOrder(vec![1, 1, 3, 1])));
    answer_now(&mut s);
    s.apply(Msg::Task(TaskMsg::CheckMove));
    let f = s.task.as_ref().and_then(|t| t.feedback.clone()).expect("feedback");
    assert!(f.text.contains("not one move") && !f.text.contains("Hint"), "{}", f.text);
}

#[test]
fn no_control_raises_a_tasks_piles_above_its_position() {
    for task in ["move", "win"] {
        let mut s = AppState::from_link(&format!("#c={{1,2}},{{2,3}},{{3,4}}&p=2,1,3,2&task={task}"), false);
        answer_now(&mut s);
        let piles = |s: &AppState| s.current().unwrap().1;
        for a in [
            Action::RandomPiles { max: 9, seed: 7 },
            Action::SetAllPiles(5),
            Action::AdjustPile { i: 0, delta: 1 },
            Action::SetPile { i: 2, pile: 4 },
            Action::SetPilesInOrder(vec![3, 1, 3, 2]),
        ] {
            s.apply(Msg::Edit(a.clone()));
            assert_eq!(piles(&s), vec![2, 1, 3, 2], "{task}: {a:?} is refused");
        }
        // Lowering (a move, or part of one) is what the task asks for; back up to the start too.
        s.apply(Msg::Edit(Action::AdjustPile { i: 0, delta: -1 }));
        assert_eq!(piles(&s), vec![1, 1, 3, 2]);
        s.apply(Msg::Edit(Action::AdjustPile { i: 0, delta: 1 }));
        assert_eq!(piles(&s), vec![2, 1, 3, 2]);
    }
}

#[test]
fn a_new_vertex_is_not_left_selected() {
    let mut e = Editor::new(Drawing::empty());
    for (x, y) in [(100.0, 100.0), (300.0, 100.0), (200.0, 300.0)] {
        e.apply(Action::AddVertex { x, y });
        assert_eq!(e.selection, 0, "nothing selected after adding a vertex");
    }
    // Select several: the three taps select exactly the three, and the face is theirs.
    for i in 0..3 {
        e.apply(Action::Select { i, extend: true });
    }
    e.apply(Action::MakeFace);
    assert_eq!(e.drawing.faces, vec![0b111]);
}

#[test]
fn presets_and_the_gallery_give_a_complex_one_name() {
    let mut shared = 0;
    for p in PRESETS {
        if let Some(e) = ENTRIES.iter().find(|e| e.prefix == p.id && e.args.is_empty()) {
            assert_eq!(p.name, e.name, "preset {} and gallery entry {}", p.id, e.prefix);
            shared += 1;
        }
    }
    assert_eq!(shared, 6, "Examples 3.3, 3.4, 4.6, Figure 2, the mystery complex and H");
}

#[test]
fn game_graph_nodes_never_overlap() {
    let mut rng = Rng(29);
    for _ in 0..40 {
        let n = 1 + rng.below(300) as usize;
        let layers = 1 + rng.below(15);
        let nodes: Vec<(Vec<u64>, u64, u64)> =
            (0..n).map(|i| (vec![i as u64], rng.below(4), rng.below(layers))).collect();
        let (w, h, pos) = graph_layout(&nodes);
        for (i, a) in pos.iter().enumerate() {
            assert!(a.0 > 11.0 && a.0 < w - 11.0 && a.1 > 11.0 && a.1 < h - 11.0, "node {i} inside: {a:?} in {w}×{h}");
            for b in &pos[i + 1..] {
                assert!((a.0 - b.0).hypot(a.1 - b.1) >= 23.0, "{n} nodes: {a:?} and {b:?} overlap");
            }
        }
    }
}

#[test]
fn the_exported_table_colours_p_cells_dark_green_and_nothing_else_green() {
    let table: Vec<Vec<u64>> = (0..8u64).map(|a| (0..8u64).map(|b| a ^ b).collect()).collect();
    let svg = table_svg(&table, "1", "2");
    let cells: Vec<&str> = svg.split("<rect x=").skip(1).collect();
    assert_eq!(cells.len(), 64);
    for (k, cell) in cells.iter().enumerate() {
        let v = table[k / 8][k % 8];
        let fill = cell.split("fill=\"").nth(1).unwrap().split('"').next().unwrap();
        if v == 0 {
            assert_eq!(fill, P_FILL, "a P cell");
        } else {
            assert_ne!(fill, P_FILL);
            assert!(HEAT.contains(&fill), "{fill}");
        }
    }
    for c in HEAT {
        let hue: u32 = c.trim_start_matches("hsl(").split(',').next().unwrap().parse().unwrap();
        assert!(!(70..=170).contains(&hue), "{c} is green");
    }
}

#[test]
fn a_reduction_names_its_merged_piles() {
    let c = Complex::parse("{1,2,3},{3,4},{4,5,6}").unwrap();
    let r = reduce(&c, &[1, 1, 1, 1, 0, 1]).expect("a reduction");
    let said = r.describe(&c);
    assert!(said.contains("merged {1,2} into one pile named 1"), "{said}");
    assert!(said.contains("with piles (2,1,1,1)"), "{said}");
}

#[test]
fn the_workbench_knows_open_problem_3s_game() {
    let op3 = PRESETS.iter().find(|p| p.id == "op3").unwrap();
    assert!(is_open_problem_3(&(op3.complex)()));
    assert!(is_open_problem_3(&Complex::parse("{a,b},{b,c}").unwrap()));
    for other in ["{1,2},{2,3},{3,4}", "{a,b},{a,c},{d}", "{1,2,3}", "{1,2},{2,3},{4},{5}"] {
        assert!(!is_open_problem_3(&Complex::parse(other).unwrap()), "{other}");
    }
}

#[test]
fn link_coordinates_are_read_without_a_float_parser() {
    let d = simnim_model::url::decode("#c={1,2},{3}&p=1,1,1&xy=120,-3.25;.5,600;7.1239,12").unwrap();
    let xy: Vec<(f64, f64)> = d.vertices.iter().map(|v| (v.x, v.y)).collect();
    // Clamped to the drawing (640 × 480); three decimals are read.
    assert_eq!(xy, vec![(120.0, 0.0), (0.5, 480.0), (7.123, 12.0)]);
    for bad in ["1,2;x,3;4,5", "1,2;3,4;5,", "1,2;3,4;-,5", "1,2;3,4;1.2.3,4", "1,2;3,4;1e3,4"] {
        assert!(simnim_model::url::decode(&format!("#c={{1,2}},{{3}}&p=1,1,1&xy={bad}")).is_err(), "{bad}");
    }
}
