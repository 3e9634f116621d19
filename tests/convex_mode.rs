//! The playground's convex-games mode (model only): link round trips, edits that keep the
//! geometry valid, play legality, the computer's replies, and the structure diagram layout.
//! Item numbers without a paper name are McCoy–Sieben's (cites: ms2020).

use crate::support;

use std::rc::Rc;

use simnim_core::convex::Structure;
use simnim_model::convex::{decode, encode, is_convex_link, Act, ConvexEditor, Kind, Sketch, Tool, CONVEX_PRESETS};
use simnim_model::structure_diagram;
use support::Rng;

fn solved(mut e: ConvexEditor) -> ConvexEditor {
    let spec = e.sketch.spec();
    let st = Structure::of(&spec.game().unwrap()).unwrap();
    e.apply(Act::Solved(spec, Rc::new(st)));
    e
}

#[test]
fn every_preset_decodes_builds_and_round_trips() {
    for p in CONVEX_PRESETS {
        assert!(is_convex_link(p.link));
        let s = decode(p.link).unwrap_or_else(|e| panic!("{}: {e}", p.id));
        let g = s.spec().game().unwrap_or_else(|e| panic!("{}: {e}", p.id));
        let st = Structure::of(&g).unwrap();
        assert_eq!(st.nim(), g.brute_nim(24).unwrap(), "{}", p.id);
        assert_eq!(decode(&encode(&s)).unwrap(), s, "{}", p.id);
        // The command line the page shows builds the same game.
        assert!(s.command_line().starts_with("simnim gen --"));
    }
}

fn random_sketch(rng: &mut Rng) -> Sketch {
    let kind = [Kind::Points, Kind::Line, Kind::Tree][rng.below(3) as usize];
    let n = 2 + rng.below(10) as usize;
    let mut pts: Vec<(i64, i64)> = Vec::new();
    while pts.len() < n {
        let p = (rng.below(21) as i64 - 10, if kind == Kind::Line { 0 } else { rng.below(15) as i64 - 7 });
        if !pts.contains(&p) {
            pts.push(p);
        }
    }
    let (labels, edges) = if kind == Kind::Tree {
        (
            (0..n).map(|i| (i * 3 % 17).to_string()).collect(),
            (1..n).map(|i| (rng.below(i as u64) as usize, i)).collect(),
        )
    } else {
        (Vec::new(), Vec::new())
    };
    let full = (1u64 << n) - 1;
    let win = (rng.next() & full).max(1);
    let deleted = rng.next() & rng.next() & full & !win;
    let played: Vec<usize> = (0..n).filter(|&i| (deleted | win) >> i & 1 == 0 && rng.below(4) == 0).collect();
    Sketch { kind, pts, labels, edges, win, deleted, played, avoid: rng.below(2) == 0, task: rng.below(4) == 0 }
}

#[test]
fn a_thousand_random_sketches_round_trip_and_garbage_never_panics() {
    let mut rng = Rng(0x5eed);
    for _ in 0..1000 {
        let s = random_sketch(&mut rng);
        let link = encode(&s);
        let back = decode(&link).unwrap_or_else(|e| panic!("{link}: {e}"));
        assert_eq!(back.spec(), s.spec(), "{link}");
        assert_eq!(back.played, s.played);
        assert_eq!(encode(&back), link);
        // Truncations and single-character corruptions: an error or a sketch, never a panic.
        for cut in 0..link.len() {
            if link.is_char_boundary(cut) {
                let _ = decode(&link[..cut]);
            }
        }
        let mut bytes = link.clone().into_bytes();
        let k = rng.below(bytes.len() as u64) as usize;
        bytes[k] = b"%(),-&=;x9"[rng.below(10) as usize];
        let _ = decode(&String::from_utf8_lossy(&bytes));
    }
    assert!(decode("convex&points=(0,0),(0,0)&w=1").unwrap_err().contains("coincide"));
    assert!(decode("convex&tree=0-1,1-2,2-0&w=1").is_err());
    assert!(decode("convex&w=1").unwrap_err().contains("no geometry"));
    assert!(decode("convex&line=1,2&w=7").unwrap_err().contains("unknown point"));
}

#[test]
fn editing_keeps_a_valid_geometry_and_undo_restores() {
    let mut e = ConvexEditor::default();
    e.apply(Act::NewOf(Kind::Tree));
    for (x, y) in [(0, 0), (1, -1), (2, -2), (-1, -1)] {
        e.apply(Act::ClickGrid(x, y));
    }
    // Vertices hang below the last one added (or the clicked anchor): a tree throughout.
    assert_eq!(e.sketch.edges.len(), 3);
    assert!(e.game().is_err(), "no winning set yet");
    e.apply(Act::Tool(Tool::Win));
    e.apply(Act::ClickPoint(0));
    let g = e.game().unwrap();
    assert_eq!(g.geometry.n(), 4);
    // Only leaves can be removed.
    e.apply(Act::Tool(Tool::Remove));
    let before = e.sketch.clone();
    let inner = (0..4).find(|&i| e.sketch.edges.iter().filter(|&&(a, b)| a == i || b == i).count() > 1).unwrap();
    e.apply(Act::ClickPoint(inner));
    assert_eq!(e.sketch, before);
    assert!(e.notice.as_deref().unwrap_or("").contains("not a leaf"));
    e.apply(Act::Undo);
    assert_eq!(e.sketch.win, 0);
    e.apply(Act::Redo);
    assert_eq!(e.sketch.win, 1);
    // Points: a second point on an occupied spot is ignored; a typo in the text keeps the sketch.
    let mut e = ConvexEditor::default();
    e.apply(Act::NewOf(Kind::Points));
    e.apply(Act::ClickGrid(0, 0));
    e.apply(Act::ClickGrid(0, 0));
    assert_eq!(e.sketch.pts.len(), 1);
    e.apply(Act::SetText(Kind::Points, "(0,0),(1,".into()));
    assert_eq!(e.sketch.pts.len(), 1);
    assert!(e.notice.is_some());
}

#[test]
fn play_against_the_computer_on_example_4_17() {
    // GEN({-1,0,1}) has nim number 1: the first player wins by selecting 0 (Example 3.1).
    let mut e = solved(ConvexEditor::default());
    e.apply(Act::Tool(Tool::Play));
    let g = e.game().unwrap();
    let (_, st) = e.solved_for().unwrap();
    assert_eq!(st.nim(), 1);
    let zero = (0..3).find(|&i| e.sketch.label(i) == "0").unwrap();
    e.apply(Act::ClickPoint(zero));
    assert_eq!(st.nim_of(e.sketch.to_s(&g, e.sketch.position())), Some(0));
    e.apply(Act::ComputerMove);
    assert_eq!(e.sketch.played.len(), 2);
    assert!(!e.game_over());
    // Whatever the computer did, the last point wins for us.
    let last = (0..3).find(|i| !e.sketch.played.contains(i)).unwrap();
    e.apply(Act::ClickPoint(last));
    assert!(e.game_over());
    // From the start the computer picks a winning move when it has one: 0.
    e.apply(Act::ResetPlay);
    e.apply(Act::ComputerMove);
    assert_eq!(e.sketch.played, vec![zero]);
    // DNG refuses a generating selection.
    let mut d = ConvexEditor::new(decode("convex&line=-1,0,1&w=-1,1&avoid").unwrap());
    d.apply(Act::Tool(Tool::Play));
    d.apply(Act::ClickPoint(0));
    d.apply(Act::ClickPoint(2));
    assert_eq!(d.sketch.played, vec![0]);
    assert!(d.notice.as_deref().unwrap_or("").contains("DNG"));
}

#[test]
fn the_diagram_of_example_4_17() {
    let s = decode(CONVEX_PRESETS[0].link).unwrap();
    let g = s.spec().game().unwrap();
    let st = Structure::of(&g).unwrap();
    let d = structure_diagram::layout(&g, &st);
    let mut labels: Vec<&str> = d.nodes.iter().map(|n| n.label.as_str()).collect();
    labels.sort();
    assert_eq!(labels, ["X_S", "X_{-1,0}", "X_{0,1}", "X_{0}"]);
    // Triangles: X_{0} (odd) points down with 1 0; the two pairs point up with 1 2; layers by size.
    let node = |l: &str| d.nodes.iter().find(|n| n.label == l).unwrap();
    assert!(!node("X_{0}").up && node("X_{0}").nim == [1, 0]);
    assert!(node("X_{-1,0}").up && node("X_{-1,0}").nim == [1, 2]);
    assert!(node("X_{0}").y < node("X_{0,1}").y && node("X_{0,1}").y < node("X_S").y);
    assert_eq!(d.edges.len(), 4);
    let svg = structure_diagram::svg(&g, &st, Some(0));
    assert!(svg.starts_with("<svg") && svg.contains("X_{-1,0}") && svg.contains("#ffe08a"));
}
