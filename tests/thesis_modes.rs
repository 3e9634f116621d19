//! The page's graph Nim and matrix modes (model only): links (readable and compact, broken
//! ones explained), drawing a graph by the editor's gestures, answers and winning moves
//! against the naive game solvers, games against the computer played to their end, what a
//! read-only page refuses, exercises graded honestly in both modes (a wrong answer shows no
//! right one, a wrong move is refused and taken back), host events, Wythoff's picture and
//! the comparison table. The worker's answers come from `simnim_model::worker::games`, the
//! truth from tests/support/naive_games.rs.

use crate::support::naive_games::{ferguson_moves, Mat, NaiveFerguson, NaiveGraph, NaivePartizan, NaiveWythoff};
use crate::support::Rng;

use simnim_core::thesis::{GameMove, GameOutcome};
use simnim_core::Limits;
use simnim_model::games::protocol::{GameResponse, GameSpec, Rule};
use simnim_model::games::words::matrix_text;
use simnim_model::games::{
    decode_graph, decode_matrix, encode_graph, encode_matrix, link_kind, picture, Comparison, GameKind, GameMsg,
    GraphAct, GraphSketch, MatrixAct,
};
use simnim_model::host::HostEvent;
use simnim_model::share::encode_v1;
use simnim_model::state::{AppState, Mode, Msg};
use simnim_model::task::{Grade, Progress, TaskMsg};
use simnim_model::worker::games::{answer, solve};

/// The worker's answer for the game on screen, as the page receives it.
fn answered(s: &mut AppState) {
    let spec = match s.mode {
        Mode::Matrix => s.games.matrix.spec(),
        _ => s.games.graph.sketch.spec().expect("a game"),
    };
    let result = solve(&spec, &Limits::NATIVE);
    s.apply(Msg::Game(GameMsg::Worker(GameResponse::Solved { spec, result, ms: Some(1) })));
}

fn graph(s: &mut AppState, a: GraphAct) {
    s.apply(Msg::Game(GameMsg::Graph(a)));
}

fn matrix(s: &mut AppState, a: MatrixAct) {
    s.apply(Msg::Game(GameMsg::Matrix(a)));
}

/// The naive solver of a sketch's game (labels are integers here) and its piece's label.
fn naive_of(sk: &GraphSketch) -> (NaiveGraph, u32) {
    let lab = |i: usize| sk.label(i).parse::<u32>().expect("integer labels");
    (NaiveGraph::new(sk.edges.iter().map(|e| (lab(e.a), lab(e.b))).collect()), lab(sk.piece.expect("a piece")))
}

const TRIANGLE: &str = "fukuyama&edges=1-2,2-3,1-3,3-4&w=3,2,5,1&piece=1";

#[test]
fn links_round_trip_in_both_forms_and_broken_ones_are_explained() {
    assert_eq!(link_kind(TRIANGLE), Some(GameKind::Graph));
    assert_eq!(link_kind("#matrix&rule=ferguson&rows=3,4;5,6"), Some(GameKind::Matrix));
    assert_eq!(link_kind("c={1,2}&p=1,1"), None);
    let mut rng = Rng(56);
    for _ in 0..200 {
        let n = 2 + rng.below(6) as usize;
        let m = 1 + rng.below(7) as usize;
        let pairs: Vec<(String, String)> = (0..m)
            .map(|_| {
                let a = 1 + rng.below(n as u64);
                let b = 1 + (a + rng.below(n as u64 - 1)) % n as u64;
                (a.to_string(), b.to_string())
            })
            .collect();
        let w: Vec<u64> = (0..m).map(|_| rng.below(9)).collect();
        let sk = GraphSketch::from_edges(&pairs, &w, Some(&pairs[0].0));
        let back = decode_graph(&encode_graph(&sk)).unwrap();
        assert_eq!(
            (back.edges_text(), back.weights(), back.piece.map(|p| back.label(p).to_string())),
            (sk.edges_text(), sk.weights(), sk.piece.map(|p| sk.label(p).to_string()))
        );
        let rows: Vec<Vec<u64>> =
            (0..1 + rng.below(3)).map(|_| (0..m.min(4)).map(|_| rng.below(20)).collect()).collect();
        let rule = [Rule::Holladay, Rule::Ferguson, Rule::Partizan][rng.below(3) as usize];
        assert_eq!(decode_matrix(&encode_matrix(&rows, rule)).unwrap(), (rows, rule));
    }
    // The page's link, readable and compact, reopens the same page (the task and the theme too).
    for link in
        [format!("{TRIANGLE}&task=outcome&theme=dark"), "matrix&rule=partizan&rows=1,2;2,1&task=outcome".to_string()]
    {
        let s = AppState::from_link(&link, false);
        let readable = s.readable();
        assert_eq!(AppState::from_link(&readable, false).readable(), readable);
        assert_eq!(AppState::from_link(&encode_v1(&readable), false).readable(), readable, "{link}");
        assert!(s.task.is_some() && s.notice().is_none(), "{link}");
    }
    // Bare links open the modes' examples.
    assert_eq!(AppState::from_link("fukuyama", false).mode, Mode::Graph);
    assert_eq!(AppState::from_link("matrix", false).games.matrix.rows, vec![vec![3, 4], vec![5, 6]]);
    for (bad, says) in [
        ("fukuyama&edges=1-2,2-2&w=1,1&piece=1", "loop"),
        ("fukuyama&edges=1-2&w=1,2&piece=1", "numbers for 1 edges"),
        ("fukuyama&edges=1-2&w=1&piece=9", "not a vertex"),
        ("fukuyama&edges=1-&w=1", "column"),
        ("matrix&rule=conway&rows=1", "rule"),
        ("matrix&rows=1,2;3", "row 2"),
        ("matrix&rows=1,1,1,1,1,1,1", "exceeds"),
    ] {
        let s = AppState::from_link(bad, false);
        let n = s.notice().unwrap_or_else(|| panic!("{bad}: a notice"));
        assert!(n.contains("could not be read") && n.contains(says), "{bad}: {n}");
    }
}

#[test]
fn a_triangle_with_a_pendant_edge_is_drawn_by_the_editors_gestures() {
    let mut s = AppState::from_link("fukuyama&edges=&v=&piece=", false);
    graph(&mut s, GraphAct::Clear);
    for (x, y) in [(100.0, 100.0), (300.0, 100.0), (200.0, 250.0), (400.0, 300.0)] {
        graph(&mut s, GraphAct::AddVertex { x, y });
    }
    for (a, b) in [(0, 1), (1, 2), (0, 2), (2, 3)] {
        graph(&mut s, GraphAct::Select { i: a, extend: false });
        graph(&mut s, GraphAct::Select { i: b, extend: true });
        graph(&mut s, GraphAct::AddEdge);
    }
    for (e, w) in [(0, 3), (1, 2), (2, 5)] {
        graph(&mut s, GraphAct::SelectEdge(e));
        graph(&mut s, GraphAct::SetWeight { e, w });
    }
    graph(&mut s, GraphAct::SelectEdge(3));
    graph(&mut s, GraphAct::AdjustSelected(1));
    graph(&mut s, GraphAct::AdjustSelected(-1));
    graph(&mut s, GraphAct::Select { i: 0, extend: false });
    graph(&mut s, GraphAct::PieceOnSelected);
    let sk = &s.games.graph.sketch;
    assert_eq!((sk.edges_text().as_str(), sk.weights()), ("1-2,2-3,1-3,3-4", vec![3, 2, 5, 1]));
    assert_eq!(s.readable().split("&xy").next(), Some(TRIANGLE));
    // A parallel edge: the same two vertices again; its rank bends its arc.
    graph(&mut s, GraphAct::Select { i: 0, extend: false });
    graph(&mut s, GraphAct::Select { i: 1, extend: true });
    graph(&mut s, GraphAct::AddEdge);
    assert_eq!(s.games.graph.sketch.parallel_rank(4), (2, 1));
    graph(&mut s, GraphAct::DeleteSelected);
    assert_eq!(s.games.graph.sketch.edges.len(), 4);
    graph(&mut s, GraphAct::Undo);
    assert_eq!(s.games.graph.sketch.edges.len(), 5);
    // One vertex selected is no edge: refused, said why.
    graph(&mut s, GraphAct::Select { i: 0, extend: false });
    graph(&mut s, GraphAct::AddEdge);
    assert!(s.notice().is_some_and(|n| n.contains("Select two vertices")));
}

#[test]
fn answers_and_winning_moves_agree_with_the_naive_solvers() {
    let mut rng = Rng(2007);
    for _ in 0..60 {
        let n = 2 + rng.below(4);
        let m = 1 + rng.below(5) as usize;
        let pairs: Vec<(String, String)> = (0..m)
            .map(|_| {
                let a = 1 + rng.below(n);
                ((a).to_string(), (1 + (a + rng.below(n - 1)) % n).to_string())
            })
            .collect();
        let w: Vec<u64> = (0..m).map(|_| rng.below(5)).collect();
        let sk = GraphSketch::from_edges(&pairs, &w, Some("1"));
        let a = solve(&sk.spec().unwrap(), &Limits::NATIVE).unwrap();
        let (mut g, piece) = naive_of(&sk);
        assert_eq!(a.value, Some(g.value(piece, &w)), "{} at {w:?}", sk.edges_text());
        let winning: usize = g.options(piece, &w).iter().filter(|(p, x, _)| g.value(*p, x) == 0).count();
        assert_eq!(a.moves.len(), winning, "{} at {w:?}", sk.edges_text());
        // Every listed move, played on the page, reaches a P-position.
        for mv in &a.moves {
            let GameMove::Edge { edge, to, .. } = mv else { panic!("an edge move") };
            let mut s = AppState::from_link(&encode_graph(&sk), false);
            graph(&mut s, GraphAct::Play { edge: *edge, to: *to });
            let (mut g2, p2) = naive_of(&s.games.graph.sketch);
            assert_eq!(g2.value(p2, &s.games.graph.sketch.weights()), 0);
        }
        let rows: Mat = (0..2).map(|_| (0..1 + rng.below(2)).map(|_| rng.below(6)).collect()).collect();
        if rows[0].len() != rows[1].len() {
            continue;
        }
        let spec = GameSpec::Matrix { rule: Rule::Ferguson, rows: rows.clone() };
        let f = solve(&spec, &Limits::NATIVE).unwrap();
        assert_eq!(f.outcome == GameOutcome::P, NaiveFerguson::default().value(&rows) == 0, "{rows:?}");
        if rows[0].len() == 2 {
            let p = solve(&GameSpec::Matrix { rule: Rule::Partizan, rows: rows.clone() }, &Limits::NATIVE).unwrap();
            assert_eq!(format!("{:?}", p.outcome), NaivePartizan::default().class(&rows), "{rows:?}");
        }
    }
}

/// Plays a whole game against the computer: the person always makes a winning move when it
/// has one (from the naive solver), else the first legal one. Returns whether the person won.
fn play_out(s: &mut AppState, naive_move: &mut dyn FnMut(&AppState) -> Option<GameMsg>) -> bool {
    for _ in 0..200 {
        answered(s);
        let (turn, won) = match s.mode {
            Mode::Matrix => s.games.matrix.play.as_ref().map(|p| (p.now.turn, p.now.person_won)).unwrap(),
            _ => s.games.graph.play.as_ref().map(|p| (p.now.turn, p.now.person_won)).unwrap(),
        };
        match turn {
            simnim_model::play::Turn::Over => return won.expect("a game against the computer has a winner"),
            simnim_model::play::Turn::Computer => match s.mode {
                Mode::Matrix => matrix(s, MatrixAct::ComputerMove),
                _ => graph(s, GraphAct::ComputerMove),
            },
            simnim_model::play::Turn::Person => {
                let m = naive_move(s).expect("the person has a move while the game is on");
                s.apply(Msg::Game(m));
            }
        }
    }
    panic!("the game did not end");
}

#[test]
fn games_against_the_computer_end_and_the_winner_is_the_one_the_solvers_say() {
    // Graph Nim on the triangle with a pendant edge: the person wins exactly from an N-position.
    for w in [[3, 2, 5, 1], [1, 1, 0, 1], [2, 2, 2, 0], [0, 3, 3, 1]] {
        let link = format!("fukuyama&edges=1-2,2-3,1-3,3-4&w={}&piece=1", w.map(|x| x.to_string()).join(","));
        let mut s = AppState::from_link(&link, false);
        let (mut g, piece) = naive_of(&s.games.graph.sketch);
        let first_n = g.value(piece, &w) != 0;
        graph(&mut s, GraphAct::StartGame { vs_computer: true });
        let won = play_out(&mut s, &mut |s: &AppState| {
            let (mut g, piece) = naive_of(&s.games.graph.sketch);
            let w = s.games.graph.sketch.weights();
            let opts = g.options(piece, &w);
            let pick = opts.iter().find(|(p, x, _)| g.value(*p, x) == 0).or(opts.first())?;
            Some(GameMsg::Graph(GraphAct::Play { edge: pick.2, to: pick.1[pick.2] }))
        });
        assert_eq!(won, first_n, "{link}");
    }
    // Ferguson's matrices, Wythoff's column and Holladay's board.
    for (rows, rule) in
        [("3,4;5,6", Rule::Ferguson), ("4;6", Rule::Ferguson), ("3;5", Rule::Ferguson), ("2,1;1,2", Rule::Holladay)]
    {
        let mut s = AppState::from_link(&format!("matrix&rule={}&rows={rows}", rule.name()), false);
        let start = s.games.matrix.rows.clone();
        let first_n = solve(&s.games.matrix.spec(), &Limits::NATIVE).unwrap().outcome == GameOutcome::N;
        matrix(&mut s, MatrixAct::StartGame { vs_computer: true });
        let won = play_out(&mut s, &mut |s: &AppState| {
            let m = s.games.matrix.rows.clone();
            let spec = s.games.matrix.spec();
            let a = solve(&spec, &Limits::NATIVE).ok()?;
            let to =
                a.moves.first().and_then(|mv| simnim_model::games::words::move_result(mv).cloned()).or_else(|| {
                    ferguson_moves(&m, true, true).into_iter().next().or_else(|| {
                        let c = m.concat().iter().position(|&x| x > 0)?;
                        let mut r = m.clone();
                        r[c / m[0].len()][c % m[0].len()] -= 1;
                        Some(r)
                    })
                })?;
            Some(GameMsg::Matrix(MatrixAct::PlayTo(to)))
        });
        assert_eq!(won, first_n, "{rows:?} {rule:?} from {start:?}");
    }
}

#[test]
fn a_read_only_page_refuses_every_edit_and_keeps_its_link() {
    for link in [TRIANGLE, "matrix&rule=ferguson&rows=3,4;5,6"] {
        let mut s = AppState::from_link(link, false).read_only(true);
        let pinned = s.readable();
        let mut rng = Rng(7);
        for _ in 0..300 {
            let m = match rng.below(12) {
                0 => GameMsg::Graph(GraphAct::AddVertex { x: 50.0, y: 50.0 }),
                1 => GameMsg::Graph(GraphAct::SetWeight { e: 0, w: rng.below(9) }),
                2 => GameMsg::Graph(GraphAct::Play { edge: rng.below(4) as usize, to: 0 }),
                3 => GameMsg::Graph(GraphAct::PlacePiece(rng.below(4) as usize)),
                4 => GameMsg::Graph(GraphAct::StartGame { vs_computer: true }),
                5 => GameMsg::Matrix(MatrixAct::AdjustCell { i: 0, j: 0, delta: -1 }),
                6 => GameMsg::Matrix(MatrixAct::SetRule(Rule::Partizan)),
                7 => GameMsg::Matrix(MatrixAct::AddRow),
                8 => GameMsg::Matrix(MatrixAct::PlayTo(vec![vec![0, 4], vec![2, 6]])),
                9 => GameMsg::Matrix(MatrixAct::StartGame { vs_computer: false }),
                10 => GameMsg::Graph(GraphAct::Undo),
                _ => GameMsg::Matrix(MatrixAct::SetText("1,1".into())),
            };
            s.apply(Msg::Game(m));
            s.apply(Msg::SetMode(Mode::Nim));
        }
        assert_eq!(s.readable(), pinned, "{link}");
        let fresh = AppState::from_link(link, false);
        assert_eq!(s.games.graph.sketch, fresh.games.graph.sketch);
        assert_eq!(s.games.matrix.rows, fresh.games.matrix.rows);
    }
}

/// The feedback now, and whether it is right.
fn feedback(s: &AppState) -> (bool, String) {
    s.task.as_ref().and_then(|t| t.feedback.as_ref()).map(|f| (f.right, f.text.clone())).unwrap_or_default()
}

#[test]
fn exercises_in_both_modes_are_graded_honestly_and_tell_the_host_page() {
    // An outcome exercise on Figure 3.1's multigraph: Nim with piles 3, 5 and 6, P.
    let link = "fukuyama&edges=1-2,1-2,1-2&w=3,5,6&piece=1&task=outcome&api=1";
    let mut s = AppState::from_link(link, false);
    s.apply(Msg::Task(TaskMsg::SayP(false)));
    assert!(s.task.as_ref().unwrap().tries == 0, "no answer is checked before the worker's");
    answered(&mut s);
    s.apply(Msg::Task(TaskMsg::SayP(false)));
    let (right, text) = feedback(&s);
    assert!(
        !right && text.starts_with("Not N.") && !text.contains("is a P-position") && text.contains("Hint:"),
        "{text}"
    );
    // Nothing of the game changes in an outcome exercise.
    graph(&mut s, GraphAct::SetWeight { e: 0, w: 9 });
    graph(&mut s, GraphAct::Play { edge: 0, to: 0 });
    assert_eq!(s.games.graph.sketch.weights(), vec![3, 5, 6]);
    s.apply(Msg::Task(TaskMsg::SayP(true)));
    let t = s.task.as_ref().unwrap();
    assert_eq!((t.progress, t.grade()), (Progress::Solved, Some(Grade::AfterTries)));
    let tasks: Vec<&HostEvent> = s.outbox.iter().filter(|e| matches!(e, HostEvent::Task { .. })).collect();
    assert_eq!(tasks.len(), 2, "one event per attempt: {tasks:?}");
    // A value exercise in the matrix mode (Ferguson's 2 x 2).
    let mut s = AppState::from_link("matrix&rule=ferguson&rows=3,4;5,6&task=value&hints=0", false);
    answered(&mut s);
    let v = NaiveFerguson::default().value(&vec![vec![3, 4], vec![5, 6]]);
    s.apply(Msg::Task(TaskMsg::SayValue(v + 1)));
    assert_eq!(feedback(&s), (false, format!("Not {}.", v + 1)), "no hint with hints=0");
    s.apply(Msg::Task(TaskMsg::SayValue(v)));
    let (right, text) = feedback(&s);
    // "Right." starts the sentence after it with a capital letter.
    let after = text.strip_prefix("Right. ").and_then(|t| t.chars().next());
    assert!(right && after.is_some_and(char::is_uppercase), "{text}");
    // The partizan class: L, R, P or N; a move in the partizan game is not asked.
    let rows = vec![vec![1, 2], vec![2, 1]];
    let class = NaivePartizan::default().class(&rows);
    let mut s = AppState::from_link("matrix&rule=partizan&rows=1,2;2,1&task=outcome", false);
    answered(&mut s);
    let wrong = if class == "L" { GameOutcome::R } else { GameOutcome::L };
    s.apply(Msg::Task(TaskMsg::SayClass(wrong)));
    assert!(!feedback(&s).0 && !feedback(&s).1.contains(&format!("is {class}")));
    let right = [GameOutcome::L, GameOutcome::R, GameOutcome::P, GameOutcome::N]
        .into_iter()
        .find(|o| format!("{o:?}") == class)
        .unwrap();
    s.apply(Msg::Task(TaskMsg::SayClass(right)));
    assert!(feedback(&s).0, "{class}");
    let refused = AppState::from_link("matrix&rule=partizan&rows=1,2;2,1&task=move", false);
    assert!(refused.task.is_none() && refused.notice().is_some_and(|n| n.contains("partizan")));
    // The same link with another position earns no credit for a lesson's exercise.
    let own = simnim_model::learn::pages::exercise_link(&simnim_model::learn::LESSONS[1], 1);
    assert!(AppState::from_link(&own, false).exercise_key().is_some());
    assert_eq!(AppState::from_link(&own.replace("w=3,5,6", "w=3,5,5"), false).exercise_key(), None);
}

#[test]
fn a_graph_move_exercise_refuses_every_wrong_move_and_shows_no_right_one() {
    let link = "fukuyama&edges=1-2,2-3,1-3,3-4&w=3,2,5,1&piece=1&task=move";
    let start = AppState::from_link(link, false);
    let (mut g, piece) = naive_of(&start.games.graph.sketch);
    let w = start.games.graph.sketch.weights();
    assert_ne!(g.value(piece, &w), 0);
    let (good, bad): (Vec<_>, Vec<_>) = g.options(piece, &w).into_iter().partition(|(p, x, _)| g.value(*p, x) == 0);
    let shown: Vec<String> =
        good.iter().map(|(p, x, _)| simnim_model::games::words::graph_position_text(x, &p.to_string())).collect();
    for (_, x, e) in &bad {
        let mut s = AppState::from_link(link, false);
        answered(&mut s);
        graph(&mut s, GraphAct::Play { edge: *e, to: x[*e] });
        answered(&mut s);
        let (right, text) = feedback(&s);
        assert!(!right && text.contains("taken back"), "{text}");
        assert_eq!(s.games.graph.sketch.position(), start.games.graph.sketch.position(), "taken back");
        for w in &shown {
            assert!(!text.contains(w.as_str()), "the right answer {w} shown: {text}");
        }
    }
    let (_, x, e) = good.last().unwrap();
    let mut s = AppState::from_link(link, false);
    answered(&mut s);
    graph(&mut s, GraphAct::Play { edge: *e, to: x[*e] });
    graph(&mut s, GraphAct::Play { edge: 3, to: 0 });
    answered(&mut s);
    assert_eq!(s.task.as_ref().map(|t| (t.progress, t.tries)), Some((Progress::Solved, 1)), "one move judged");
}

#[test]
fn a_win_exercise_is_a_game_against_the_computer_graded_when_it_ends() {
    let link = "matrix&rule=ferguson&rows=4;6&task=win";
    let mut s = AppState::from_link(link, false);
    assert!(s.games.matrix.play.is_some(), "the game starts with the exercise");
    // A poor game: the person always takes one from the first pile it can.
    let lost = play_out(&mut s, &mut |s: &AppState| {
        let mut m = s.games.matrix.rows.clone();
        let c = m.concat().iter().position(|&x| x > 0)?;
        m[c][0] -= 1;
        Some(GameMsg::Matrix(MatrixAct::PlayTo(m)))
    });
    assert!(!lost, "the computer wins from (4,6) against a poor player");
    assert_eq!(s.task.as_ref().map(|t| (t.progress, t.tries)), Some((Progress::Open, 1)));
    // Start again from the exercise's position, and win by Wythoff's pairs.
    matrix(&mut s, MatrixAct::StartGame { vs_computer: true });
    assert_eq!(s.games.matrix.rows, vec![vec![4], vec![6]]);
    let won = play_out(&mut s, &mut |s: &AppState| {
        let m = s.games.matrix.rows.clone();
        let mut g = NaiveWythoff::default();
        let (a, b) = (m[0][0], m[1][0]);
        let to = NaiveWythoff::options(a, b)
            .into_iter()
            .find(|&(x, y)| g.value(x, y) == 0)
            .or(NaiveWythoff::options(a, b).first().copied())?;
        Some(GameMsg::Matrix(MatrixAct::PlayTo(vec![vec![to.0], vec![to.1]])))
    });
    assert!(won);
    let t = s.task.as_ref().unwrap();
    assert_eq!((t.progress, t.grade()), (Progress::Solved, Some(Grade::AfterTries)));
}

#[test]
fn wythoffs_picture_marks_exactly_the_naive_p_positions() {
    let mut g = NaiveWythoff::default();
    for (a, b) in [(4, 6), (0, 0), (13, 21), (60, 2)] {
        let p = picture(a, b).unwrap();
        let naive: Vec<(u64, u64)> =
            (0..=p.side).flat_map(|x| (0..=p.side).map(move |y| (x, y))).filter(|&(x, y)| g.value(x, y) == 0).collect();
        assert_eq!(p.p_cells, naive, "({a},{b})");
        assert_eq!(p.at, (a, b));
    }
    assert!(picture(61, 0).is_none());
    let s = AppState::from_link("matrix&rule=ferguson&rows=4;6", false);
    assert!(
        s.games.matrix.is_wythoff()
            && !AppState::from_link("matrix&rule=holladay&rows=4;6", false).games.matrix.is_wythoff()
    );
}

#[test]
fn the_comparison_table_fills_in_as_rows_come() {
    let (mut c, reqs) = Comparison::start(false);
    assert_eq!(reqs.len(), 8);
    for r in reqs
        .into_iter()
        .filter(|r| matches!(r, simnim_model::games::protocol::GameRequest::Comparison { problem: 0, .. }))
    {
        c.receive(&answer(r));
    }
    assert_eq!(c.waiting, 4);
    let graph = c.rows[0][0].clone().unwrap().unwrap().0;
    let matrix = c.rows[0][1].clone().unwrap().unwrap().0;
    assert_eq!((graph.value, matrix.value), (Some(12 ^ 25 ^ 37), Some(12 ^ 25 ^ 37)));
    assert_eq!(graph.positions_searched, 2 * matrix.positions_searched, "the piece's side doubles the graph's states");
    let text = matrix_text(&[vec![1, 2], vec![3, 4]]);
    assert_eq!(text, "1,2;3,4");
}
