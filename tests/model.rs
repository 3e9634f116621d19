//! The playground's logic, natively: editor actions, URL codec, worker protocol.

use crate::support;

use simnim_core::Limits;
use simnim_core::Outcome;
use simnim_model::drawing::Drawing;
use simnim_model::editor::{Action, Editor};
use simnim_model::presets::{self, PRESETS};
use simnim_model::protocol::{Request, RequestId, Response, ViewKind};
use simnim_model::state::{AppState, Msg};
use simnim_model::url;
use simnim_model::worker::SolverState;
use support::Rng;

fn complex_text(e: &Editor) -> String {
    e.drawing.to_complex().unwrap().0.to_string()
}

/// The facets in canonical order (lexicographic by vertex indices).
fn canonical(e: &Editor) -> String {
    let c = e.drawing.to_complex().unwrap().0;
    c.canonical_facets().iter().map(|&f| c.set_to_string(f)).collect::<Vec<_>>().join(",")
}

#[test]
fn drawing_a_triangle_from_scratch() {
    let mut e = Editor::new(Drawing::empty());
    for (x, y) in [(100.0, 100.0), (200.0, 100.0), (150.0, 200.0)] {
        e.apply(Action::AddVertex { x, y });
    }
    assert_eq!(complex_text(&e), "{1},{2},{3}");
    e.apply(Action::SelectMask { mask: 0b111, extend: false });
    let rev = e.math_rev;
    e.apply(Action::MakeFace);
    assert_eq!(complex_text(&e), "{1,2,3}");
    assert_eq!(e.text, "{1,2,3}");
    assert!(e.math_rev > rev);
    assert_eq!(e.drawing.triangles(), vec![(0, 1, 2)]);
    // remove the edge {1,2}: the triangle goes, {1,3},{2,3} stay
    e.apply(Action::SelectMask { mask: 0b011, extend: false });
    e.apply(Action::RemoveFace);
    assert_eq!(canonical(&e), "{1,3},{2,3}");
    e.apply(Action::Undo);
    assert_eq!(complex_text(&e), "{1,2,3}");
    e.apply(Action::Redo);
    assert_eq!(canonical(&e), "{1,3},{2,3}");
    // a single vertex cannot be "removed as a face"
    e.apply(Action::SelectMask { mask: 0b001, extend: false });
    e.apply(Action::RemoveFace);
    assert!(e.notice.is_some());
}

#[test]
fn text_box_round_trip_and_typos_keep_last_good_complex() {
    let mut e = Editor::new(Editor::default_drawing());
    let before = e.drawing.clone();
    e.apply(Action::SetText("{1,2,3},{2,3,4".into()));
    assert!(e.text_error.as_deref().unwrap().contains("column"), "{:?}", e.text_error);
    assert_eq!(e.drawing, before, "a typo keeps the drawing");
    e.apply(Action::SetText("{1,2,3},{3,4},{4,6}".into()));
    assert!(e.text_error.is_none());
    assert_eq!(complex_text(&e), "{1,2,3},{3,4},{4,6}");
    // vertices 1..4 kept their positions, 6 is new
    let pos = |e: &Editor, l: &str| e.drawing.vertices.iter().find(|v| v.label == l).map(|v| (v.x, v.y));
    assert_eq!(pos(&e, "1"), before.vertices.iter().find(|v| v.label == "1").map(|v| (v.x, v.y)));
    assert!(pos(&e, "6").is_some() && pos(&e, "5").is_none());
}

#[test]
fn piles_and_moves() {
    let mut e = Editor::new(presets::drawing(presets::find("ex4.6").unwrap()));
    // The preset's old id (E&S Example 4.6 was listed as 4.5) still opens it.
    assert_eq!(presets::find("ex4.5").map(|p| p.id), Some("ex4.6"));
    let order = e.drawing.to_complex().unwrap().1;
    assert_eq!(e.drawing.piles_in_order(&order), vec![7, 3, 5, 6]);
    e.apply(Action::PlayMove(vec![7, 3, 5, 5]));
    assert_eq!(e.drawing.piles_in_order(&order), vec![7, 3, 5, 5]);
    // {3,4}... is a face here ({2,3,4}); {1,2,3} is not
    e.apply(Action::PlayMove(vec![6, 2, 4, 5]));
    assert_eq!(
        e.notice.as_deref(),
        Some("vertices 1, 2, 3 are not a face, so their piles cannot be lowered in one move")
    );
    e.apply(Action::PlayMove(vec![7, 3, 6, 5]));
    assert!(e.notice.is_some(), "raising a pile is refused");
    e.apply(Action::AdjustPile { i: 0, delta: -100 });
    assert_eq!(e.drawing.vertices[0].pile, 0);
    e.apply(Action::SetAllPiles(4));
    assert!(e.drawing.vertices.iter().all(|v| v.pile == 4));
    e.apply(Action::RandomPiles { max: 3, seed: 9 });
    assert!(e.drawing.vertices.iter().all(|v| v.pile <= 3));
    e.apply(Action::ClearPiles);
    assert!(e.drawing.vertices.iter().all(|v| v.pile == 0));
}

#[test]
fn rename_and_delete() {
    let mut e = Editor::new(presets::drawing(presets::find("ex3.3").unwrap()));
    e.apply(Action::Rename { i: 0, label: "2".into() });
    assert_eq!(e.notice.as_deref(), Some("label 2 is already used"));
    e.apply(Action::Rename { i: 0, label: "<img src=x>".into() });
    assert!(e.notice.is_some(), "markup is not a label");
    e.apply(Action::Rename { i: 0, label: "9".into() });
    assert_eq!(complex_text(&e), "{2,3,9},{2,3,4},{3,4,5},{5,9}");
    e.apply(Action::SelectMask { mask: 0b100, extend: false }); // vertex 3
    e.apply(Action::DeleteSelected);
    assert_eq!(complex_text(&e), "{2,9},{2,4},{4,5},{5,9}");
}

#[test]
fn url_round_trips_every_preset_and_random_drawings() {
    for p in PRESETS {
        let d = presets::drawing(p);
        let back = url::decode(&format!("#{}", url::encode(&d))).unwrap();
        assert_eq!(back.to_complex().unwrap().0, d.to_complex().unwrap().0, "preset {}", p.id);
        let order = d.to_complex().unwrap().1;
        assert_eq!(
            back.piles_in_order(&(0..back.n()).collect::<Vec<_>>()),
            d.piles_in_order(&order),
            "piles of {}",
            p.id
        );
    }
    let mut rng = Rng(17);
    for _ in 0..300 {
        let mut d = Drawing::empty();
        let n = 1 + rng.below(9) as usize;
        for _ in 0..n {
            d.add_vertex(rng.below(600) as f64, rng.below(400) as f64).unwrap();
        }
        for _ in 0..rng.below(4) {
            d.make_face(rng.below(1 << n));
        }
        for v in d.vertices.iter_mut() {
            v.pile = rng.below(1000);
        }
        let back = url::decode(&url::encode(&d)).unwrap();
        let (c, order) = d.to_complex().unwrap();
        assert_eq!(back.to_complex().unwrap().0, c);
        for (k, &i) in order.iter().enumerate() {
            assert_eq!(
                (back.vertices[k].x, back.vertices[k].y, back.vertices[k].pile),
                (d.vertices[i].x, d.vertices[i].y, d.vertices[i].pile)
            );
        }
    }
}

#[test]
fn garbled_links_are_errors_not_panics() {
    let good = url::encode(&Editor::default_drawing());
    for bad in [
        "#c=%7B1,2",
        "#p=1,2",
        "#c=%ZZ",
        "#c=%7B1%7D&p=1,2",
        "#c=%7B1,2%7D&xy=1,2",
        "#c=%7B1,2%7D&xy=a,b;c,d",
        "#c=%E2%28",
    ] {
        assert!(url::decode(bad).is_err(), "{bad}");
    }
    let mut rng = Rng(5);
    for _ in 0..5000 {
        // truncate, or flip a character of a good link
        let mut s: Vec<u8> = good.clone().into_bytes();
        if rng.below(2) == 0 {
            s.truncate(rng.below(s.len() as u64) as usize);
        } else {
            let at = rng.below(s.len() as u64) as usize;
            s[at] = b"%{},;&=#x9-"[rng.below(11) as usize];
        }
        let _ = url::decode(&String::from_utf8_lossy(&s));
    }
}

#[test]
fn worker_protocol_answers_supersedes_cancels_and_refuses() {
    let mut w = SolverState::new(Limits::BROWSER);
    let run = |w: &mut SolverState| loop {
        match w.work(1 << 12) {
            Some(Response::Progress { .. }) => continue,
            other => return other,
        }
    };
    // E&S Example 4.6 at (7,3,5,6): P
    assert!(w
        .handle(Request::Analyze {
            id: RequestId::Analysis(1),
            complex: "{1,2},{1,3},{1,4},{2,3,4}".into(),
            piles: vec![7, 3, 5, 6],
            want_value: false,
            misere: false,
            max_bytes: 0,
        })
        .iter()
        .all(|r| matches!(r, Response::Theory { .. })));
    match run(&mut w) {
        Some(Response::Answer { id: RequestId::Analysis(1), analysis, .. }) => assert_eq!(analysis.outcome, Outcome::P),
        other => panic!("{other:?}"),
    }
    // a newer request supersedes the running one: only id 3 is answered
    w.handle(Request::Analyze {
        id: RequestId::Analysis(2),
        complex: "{1,2,3},{2,3,4},{3,4,5},{1,5}".into(),
        piles: vec![9; 5],
        want_value: false,
        misere: false,
        max_bytes: 0,
    });
    w.work(10);
    w.handle(Request::Analyze {
        id: RequestId::Analysis(3),
        complex: "{1,2,3}".into(),
        piles: vec![1, 2, 3],
        want_value: false,
        misere: false,
        max_bytes: 0,
    });
    match run(&mut w) {
        Some(Response::Answer { id: RequestId::Analysis(3), analysis, .. }) => assert_eq!(analysis.value, Some(6)),
        other => panic!("{other:?}"),
    }
    // cancel: CN(6,2) is open, so a search runs
    w.handle(Request::Analyze {
        id: RequestId::Analysis(4),
        complex: "{1,2},{2,3},{3,4},{4,5},{5,6},{1,6}".into(),
        piles: vec![12; 6],
        want_value: false,
        misere: false,
        max_bytes: 0,
    });
    assert!(matches!(w.work(1000), Some(Response::Progress { id: RequestId::Analysis(4), .. })));
    assert_eq!(
        w.handle(Request::Cancel { id: RequestId::Analysis(4) }),
        vec![Response::Cancelled { id: RequestId::Analysis(4) }]
    );
    assert!(!w.busy() && w.work(10).is_none());
    // refused: too large, and invalid input
    // CN(6,2) is decided by no theorem: a huge box is refused with the reason
    let r = w.handle(Request::Analyze {
        id: RequestId::Analysis(5),
        complex: "{1,2},{2,3},{3,4},{4,5},{5,6},{1,6}".into(),
        piles: vec![1000; 6],
        want_value: false,
        misere: false,
        max_bytes: 0,
    });
    assert!(
        matches!(&r[..], [Response::Theory { .. }, Response::Refused { id: RequestId::Analysis(5), message }] if message.contains("limit") && message.contains("no theorem")),
        "{r:?}"
    );
    // a pointed complex with a huge box is answered at once by E&S Thm 3.2
    w.handle(Request::Analyze {
        id: RequestId::Analysis(8),
        complex: "{1,2},{2,3}".into(),
        piles: vec![1000, 1000, 1000],
        want_value: false,
        misere: false,
        max_bytes: 0,
    });
    match run(&mut w) {
        Some(Response::Answer { id: RequestId::Analysis(8), analysis, .. }) => assert_eq!(analysis.outcome, Outcome::N),
        other => panic!("{other:?}"),
    }
    let r = w.handle(Request::Analyze {
        id: RequestId::Analysis(6),
        complex: "{1,2".into(),
        piles: vec![1, 1],
        want_value: false,
        misere: false,
        max_bytes: 0,
    });
    assert!(matches!(&r[..], [Response::Refused { id: RequestId::Analysis(6), .. }]));
    let r = w.handle(Request::Analyze {
        id: RequestId::Analysis(7),
        complex: "{1,2}".into(),
        piles: vec![1],
        want_value: false,
        misere: false,
        max_bytes: 0,
    });
    assert!(matches!(&r[..], [Response::Refused { id: RequestId::Analysis(7), .. }]));
}

#[test]
fn operations_and_gallery_through_the_editor() {
    use simnim_model::editor::Op;
    use simnim_model::gallery;
    let mut e = Editor::new(gallery::drawing("fig2", "").unwrap());
    let before = e.drawing.clone();
    e.apply(Action::Operate(Op::Cone));
    assert_eq!(canonical(&e), "{a,b,v1},{c,v1}");
    // old vertices keep their positions and piles; the apex is placed near them
    for v in &before.vertices {
        let w = e.drawing.vertices.iter().find(|w| w.label == v.label).unwrap();
        assert_eq!((w.x, w.y, w.pile), (v.x, v.y, v.pile));
    }
    e.apply(Action::Operate(Op::Suspension));
    assert_eq!(e.drawing.n(), 6);
    e.apply(Action::Undo);
    e.apply(Action::Undo);
    assert_eq!(canonical(&e), "{a,b},{c}");
    e.apply(Action::Operate(Op::BDouble));
    assert!(e.notice.as_deref().unwrap().contains("exactly one"));
    e.apply(Action::Select { i: 2, extend: false }); // c
    e.apply(Action::Operate(Op::PDouble));
    assert_eq!(canonical(&e), "{a,b,c},{a,b,v1},{c,v1}");
    e.apply(Action::Operate(Op::Join("{x},{y}".into())));
    assert_eq!(e.drawing.n(), 6);
    e.apply(Action::Operate(Op::Join("{x".into())));
    assert!(e.notice.is_some());
    for entry in gallery::ENTRIES {
        let d = gallery::drawing(entry.prefix, entry.args).unwrap_or_else(|err| panic!("{}: {err}", entry.prefix));
        assert!(d.to_complex().is_ok());
    }
    assert!(gallery::drawing("cn", "3,9").unwrap_err().contains("k <= n"));
}

#[test]
fn the_worker_answers_in_misere_play_and_computes_the_atlas_one_game_at_a_time() {
    use crate::support::naive::Naive;
    use simnim_core::AtlasFamily;
    let mut w = SolverState::new(Limits::BROWSER);
    // The example: normal play says P there; misère play as the naive solver says.
    let (text, piles) = ("{0,1,3},{0,4},{2,3,4}", vec![2u64, 1, 1, 2, 2]);
    let mut naive = Naive::parse(text);
    assert_eq!(naive.value(&piles), 0, "normal play: P");
    let r = w.handle(Request::Analyze {
        id: RequestId::Analysis(7),
        complex: text.into(),
        piles: piles.clone(),
        want_value: false,
        misere: true,
        max_bytes: 0,
    });
    let Some(Response::Answer { analysis, .. }) = r.last() else { panic!("{r:?}") };
    assert_eq!(analysis.outcome == Outcome::P, naive.misere_p(&piles));
    let mut want: Vec<Vec<u64>> = naive.options(&piles).into_iter().filter(|o| naive.misere_p(o)).collect();
    want.sort();
    assert_eq!(analysis.moves, want);
    assert!(!w.busy(), "a misère answer leaves nothing running");
    // Misère table cells: 0 for P, 1 for N.
    let r = w.handle(Request::Table {
        id: RequestId::View(ViewKind::Table, 1),
        complex: text.into(),
        piles: piles.clone(),
        u: 1,
        v: 3,
        k: 3,
        misere: true,
        share: None,
    });
    let Some(Response::Table { table, misere: true, .. }) = r.first() else { panic!("{r:?}") };
    for (a, row) in table.iter().enumerate() {
        for (b, &cell) in row.iter().enumerate() {
            let mut p = piles.clone();
            (p[1], p[3]) = (a as u64, b as u64);
            assert_eq!(cell == 0, naive.misere_p(&p), "{p:?}");
        }
    }
    // The atlas: CN(n,k) for n = 3..5 is 1 + 2 + 3 games, one per step, in order.
    let id = RequestId::View(ViewKind::Atlas, 2);
    assert!(w
        .handle(Request::Atlas { id, family: AtlasFamily::Cycle, n_min: 3, n_max: 5, max: Some(4), share: None })
        .is_empty());
    let mut s = AppState::from_link("", false);
    s.apply(Msg::Requested(id));
    // A row of an older atlas request is dropped.
    let stale =
        w.handle(Request::Atlas { id, family: AtlasFamily::Cycle, n_min: 3, n_max: 3, max: Some(2), share: None });
    assert!(stale.is_empty());
    let mut games = Vec::new();
    while let Some(r) = w.work(1 << 12) {
        if let Response::AtlasRow { n, k, done, total, .. } = &r {
            games.push((*n, *k));
            assert_eq!((*done as usize, *total), (games.len(), 1));
        }
        s.apply(Msg::Worker(r));
    }
    assert_eq!(games, vec![(3, 2)], "the newer request replaced the running atlas");
    let id2 = RequestId::View(ViewKind::Atlas, 3);
    s.apply(Msg::Worker(Response::AtlasRow {
        id: RequestId::View(ViewKind::Atlas, 1),
        done: 1,
        total: 1,
        n: 9,
        k: 9,
        row: Err("old".into()),
    }));
    assert!(s.atlas.rows.iter().all(|(n, ..)| *n == 3), "rows of superseded requests are dropped");
    s.apply(Msg::Requested(id2));
    assert!(s.atlas.rows.is_empty() && s.atlas.running);
    w.handle(Request::Atlas { id: id2, family: AtlasFamily::Cycle, n_min: 3, n_max: 5, max: Some(4), share: None });
    while let Some(r) = w.work(1 << 12) {
        s.apply(Msg::Worker(r));
    }
    let got: Vec<(usize, usize)> = s.atlas.rows.iter().map(|(n, k, _)| (*n, *k)).collect();
    assert_eq!(got, vec![(3, 2), (4, 2), (4, 3), (5, 2), (5, 3), (5, 4)]);
    assert!(!s.atlas.running && s.atlas.done == 6);
    // SetNim: CN(5,2) has the invariant vector 1 (SetNim Conjecture 1 predicts it); CN(5,3) none.
    let row = |n, k| s.atlas.rows.iter().find(|r| (r.0, r.1) == (n, k)).unwrap().2.clone().unwrap();
    assert_eq!(row(5, 2).vectors, vec![vec![1u64; 5]]);
    assert!(row(5, 3).vectors.is_empty());
    // Cancel stops it between games; a bad range is refused.
    w.handle(Request::Atlas { id: id2, family: AtlasFamily::Path, n_min: 3, n_max: 12, max: Some(2), share: None });
    w.work(1);
    assert!(matches!(w.handle(Request::Cancel { id: id2 })[..], [Response::Cancelled { .. }]));
    assert!(!w.busy());
    let r =
        w.handle(Request::Atlas { id: id2, family: AtlasFamily::Path, n_min: 2, n_max: 40, max: None, share: None });
    assert!(matches!(&r[..], [Response::Refused { .. }]), "{r:?}");
}

#[test]
fn a_theorems_verdict_comes_at_once_and_the_nim_value_follows_with_progress() {
    let mut w = SolverState::new(Limits::BROWSER);
    let cn73 = simnim_core::families::cycle(7, 3).unwrap().to_string();
    // P by SetNim Thm 5.1: the value is 0 at once, with no search and nothing to follow.
    w.handle(Request::Analyze {
        id: RequestId::Analysis(1),
        complex: cn73.clone(),
        piles: vec![8; 7],
        want_value: false,
        misere: false,
        max_bytes: 0,
    });
    match w.work(1 << 12) {
        Some(Response::Answer { analysis, .. }) => {
            assert_eq!((analysis.outcome, analysis.value, analysis.positions_searched), (Outcome::P, Some(0), 0));
            assert!(analysis.note.is_none(), "nothing is left unknown: {:?}", analysis.note);
        }
        other => panic!("{other:?}"),
    }
    assert!(!w.busy(), "no search follows a P verdict");
    // N by the theorem, a box of 4.8e6 positions: the verdict first, then progress under
    // the same id while the page keeps the verdict, then the value.
    let piles = vec![8, 8, 8, 8, 8, 8, 7];
    let mut s = AppState::from_link(&format!("#c={cn73}&p=8,8,8,8,8,8,7"), false);
    let id = RequestId::Analysis(s.editor.math_rev);
    s.apply(Msg::Requested(id));
    w.handle(Request::Analyze {
        id,
        complex: cn73.clone(),
        piles: piles.clone(),
        want_value: false,
        misere: false,
        max_bytes: 0,
    });
    let first = w.work(1 << 12).unwrap();
    let Response::Answer { analysis: ref verdict, .. } = first else { panic!("{first:?}") };
    assert_eq!((verdict.outcome, verdict.value, verdict.positions_searched), (Outcome::N, None, 0));
    s.apply(Msg::Worker(first.clone()));
    let (mut progress, mut value) = (0, None);
    while let Some(r) = w.work(1 << 16) {
        match &r {
            Response::Progress { .. } => {
                progress += 1;
                s.apply(Msg::Worker(r.clone()));
                assert!(matches!(s.status, simnim_model::state::Status::Answer(..)), "the verdict stays on screen");
                assert!(s.value_search.is_some());
            }
            Response::Answer { analysis, .. } => {
                value = analysis.value;
                assert_eq!(analysis.positions_searched, 9u64.pow(6) * 8);
                s.apply(Msg::Worker(r.clone()));
            }
            other => panic!("{other:?}"),
        }
    }
    assert!(progress > 0, "progress while the value is searched");
    assert!(s.value_search.is_none());
    // The value is the mex of the options' values (each found by its own search).
    let v = value.expect("the value was found");
    let c = simnim_core::Complex::parse(&cn73).unwrap();
    let mut naive_options = crate::support::naive::Naive::parse(&cn73).options(&piles);
    naive_options.sort_by_key(|o| o.iter().sum::<u64>());
    let option_values: std::collections::HashSet<u64> = naive_options
        .iter()
        .rev()
        .take(40)
        .map(|o| {
            simnim_core::analyze(&c, o, &Limits::NATIVE, simnim_core::Wants { moves: false, value: true })
                .unwrap()
                .value
                .unwrap()
        })
        .collect();
    assert!(!option_values.contains(&v), "no option has the position's own value {v}");
    // A cancel stops the value search and keeps the verdict.
    w.handle(Request::Analyze { id, complex: cn73, piles, want_value: false, misere: false, max_bytes: 0 });
    s.apply(Msg::Worker(w.work(1 << 12).unwrap()));
    let p = w.work(1 << 12).unwrap();
    s.apply(Msg::Worker(p));
    s.apply(Msg::Worker(w.handle(Request::Cancel { id }).remove(0)));
    assert!(matches!(s.status, simnim_model::state::Status::Answer(..)) && s.value_search.is_none());
    assert!(!w.busy());
}
