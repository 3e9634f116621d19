//! What a link fixes, and how links are read and written: the rule lock of read-only embeds
//! and exercises (nothing a person does changes the rules, the complex or a task's position;
//! a task is graded under the link's rule, checked against the naive solver), the one reader
//! of link parameters (each parameter before or after the `#`, the fragment winning), the
//! canonical links the app writes, and `f=` family links read by the CLI's family parser.

use crate::support::naive::Naive;
use crate::support::Rng;

use simnim_core::{analyze, analyze_misere, families, Complex, Limits, Wants};
use simnim_model::editor::{Action, LayoutKind, Op};
use simnim_model::gallery;
use simnim_model::link::{self, canonical, read};
use simnim_model::protocol::{RequestId, Response};
use simnim_model::share::{self, ViewSettings, ViewTab};
use simnim_model::state::{AppState, Display, Mode, Msg, Status, Theme};
use simnim_model::task::{Progress, TaskKind, TaskMsg};

/// The worker's answer for the drawing on screen under the page's rule (the engine, as the
/// page gets it), if the drawing is a complex.
fn answer_now(s: &mut AppState) {
    let Some((c, piles)) = s.current() else { return };
    let analysis = if s.view.misere {
        analyze_misere(&c, &piles, &Limits::NATIVE, true).unwrap()
    } else {
        analyze(&c, &piles, &Limits::NATIVE, Wants::ALL).unwrap()
    };
    let id = RequestId::Analysis(s.editor.math_rev);
    s.apply(Msg::Requested(id));
    s.apply(Msg::Worker(Response::Answer { id, analysis, ms: None }));
}

/// Everything a person can click, tap or type on the Nim page, at random.
fn random_msg(rng: &mut Rng, s: &AppState) -> Msg {
    let n = s.editor.drawing.n().max(1);
    let i = rng.below(n as u64) as usize;
    let view = s.view;
    match rng.below(30) {
        0 => Msg::Edit(Action::AddVertex { x: 50.0 + rng.below(500) as f64, y: 60.0 + rng.below(300) as f64 }),
        1 => Msg::Edit(Action::Select { i, extend: rng.below(2) == 0 }),
        2 => Msg::Edit(Action::SelectMask { mask: rng.next(), extend: false }),
        3 => Msg::Edit(Action::MakeFace),
        4 => Msg::Edit(Action::RemoveFace),
        5 => Msg::Edit(Action::DeleteSelected),
        6 => Msg::Edit(Action::SetPile { i, pile: rng.below(5) }),
        7 => Msg::Edit(Action::AdjustPile { i, delta: if rng.below(2) == 0 { 1 } else { -1 } }),
        8 => Msg::Edit(Action::ClearPiles),
        9 => Msg::Edit(Action::SetAllPiles(rng.below(4))),
        10 => Msg::Edit(Action::RandomPiles { max: 4, seed: rng.next() }),
        11 => Msg::Edit(Action::SetText("{1,2},{2,3}".into())),
        12 => Msg::Edit(Action::Rename { i, label: "9".into() }),
        13 => Msg::Edit(Action::LoadPreset("ex3.4".into())),
        14 => Msg::Edit(Action::Load(gallery::drawing("cn", "5,2").unwrap())),
        15 => Msg::Edit(Action::PlayMove(vec![0; n])),
        16 => Msg::Edit(Action::SetPilesInOrder(vec![1; n])),
        17 => Msg::Edit(Action::Clear),
        18 => Msg::Edit(Action::Operate(Op::Cone)),
        19 => Msg::Edit(Action::Undo),
        20 => Msg::Edit(Action::Redo),
        21 => Msg::Edit(Action::Layout(LayoutKind::Circle)),
        22 => Msg::View(ViewSettings { misere: !view.misere, ..view }),
        23 => Msg::View(ViewSettings { tab: ViewTab::Play, ..view }),
        24 => Msg::SetMode(if s.mode == Mode::Nim { Mode::Convex } else { Mode::Nim }),
        25 => Msg::Display(Display { theme: Theme::Dark, ..s.display }),
        26 => Msg::Task(TaskMsg::Retry),
        27 => Msg::GameOver(rng.below(2) == 0),
        28 => Msg::Edit(Action::BeginDrag),
        _ => Msg::Edit(Action::MoveVertex { i, x: 100.0, y: 100.0 }),
    }
}

/// The game a page shows: the rule, the mode, the complex and the position.
fn game(s: &AppState) -> (bool, Mode, Option<(String, Vec<u64>)>) {
    (s.view.misere, s.mode, s.current().map(|(c, p)| (c.to_string(), p)))
}

#[test]
fn nothing_a_person_does_changes_a_read_only_embed() {
    let mut rng = Rng(26);
    for round in 0..200 {
        let addr = read("?embed&readonly", "#c={1},{2},{3}&p=1,1,1");
        assert!(addr.embed && addr.readonly);
        let mut s = AppState::from_link(&addr.fragment, addr.play).read_only(addr.readonly);
        answer_now(&mut s);
        let (before, link, verdict) = (game(&s), s.readable(), s.status.clone());
        for _ in 0..40 {
            let m = random_msg(&mut rng, &s);
            s.apply(m);
            answer_now(&mut s);
        }
        assert_eq!(game(&s), before, "round {round}: the game of a read-only embed changed");
        assert_eq!(s.readable(), link, "round {round}: the link changed");
        let (Status::Answer(a, _), Status::Answer(b, _)) = (&s.status, &verdict) else { panic!("no answer") };
        assert_eq!((a.outcome, a.value), (b.outcome, b.value), "round {round}: the verdict changed");
    }
}

#[test]
fn a_task_is_graded_under_the_links_rule_whatever_is_clicked_first() {
    let text = "{1},{2},{3}";
    let mut naive = Naive::parse(text);
    // Normal play: 1,1,1 is an N-position (value 1); misère play: three heaps of one are P.
    assert_eq!(naive.value(&[1, 1, 1]), 1);
    assert!(naive.misere_p(&[1, 1, 1]));
    let mut rng = Rng(2026);
    for misere in [false, true] {
        let truth_p = if misere { naive.misere_p(&[1, 1, 1]) } else { naive.value(&[1, 1, 1]) == 0 };
        for round in 0..150 {
            let rule = if misere { "&misere" } else { "" };
            let addr = read("", &format!("#c={text}&p=1,1,1{rule}&task=outcome"));
            let mut s = AppState::from_link(&addr.fragment, false);
            answer_now(&mut s);
            let question = s.task.as_ref().unwrap().question();
            assert_eq!(question.contains("misère"), misere, "the question names the rule: {question}");
            let before = game(&s);
            for _ in 0..rng.below(25) {
                let m = random_msg(&mut rng, &s);
                s.apply(m);
                answer_now(&mut s);
            }
            assert_eq!(game(&s), before, "round {round}: a task's game changed");
            s.apply(Msg::Task(TaskMsg::SayP(!truth_p)));
            let t = s.task.as_ref().unwrap();
            assert_eq!(t.progress, Progress::Open, "misère {misere}, round {round}: the wrong verdict was accepted");
            assert!(!t.feedback.as_ref().unwrap().right);
            s.apply(Msg::Task(TaskMsg::SayP(truth_p)));
            assert_eq!(s.task.as_ref().unwrap().progress, Progress::Solved, "the right verdict solves it");
        }
    }
}

#[test]
fn a_move_task_changes_piles_but_never_the_rule_or_the_complex() {
    let mut rng = Rng(7);
    for _ in 0..100 {
        let mut s = AppState::from_link("#c={1,2},{2,3},{3,4}&p=2,1,3,2&misere&task=move", false);
        let complex = s.current().unwrap().0.to_string();
        for _ in 0..30 {
            let m = random_msg(&mut rng, &s);
            s.apply(m);
        }
        assert!(s.view.misere, "the rule stays misère");
        assert_eq!(s.mode, Mode::Nim);
        assert_eq!(s.current().unwrap().0.to_string(), complex, "the complex stays");
    }
    // Piles do move in a move task.
    let mut s = AppState::from_link("#c={1,2},{2,3},{3,4}&p=2,1,3,2&task=move", false);
    s.apply(Msg::Edit(Action::SetPilesInOrder(vec![2, 1, 0, 2])));
    assert_eq!(s.current().unwrap().1, vec![2, 1, 0, 2]);
}

#[test]
fn a_value_task_in_misere_play_is_refused_with_a_reason() {
    let s = AppState::from_link("#c={1},{2}&p=1,2&misere&task=value", false);
    assert!(s.task.is_none());
    assert!(s.editor.notice.as_deref().unwrap_or("").contains("misère"), "{:?}", s.editor.notice);
}

#[test]
fn a_misere_win_task_says_who_wins() {
    let mut s = AppState::from_link("#c={1},{2}&p=1,2&misere&task=win", false);
    s.apply(Msg::GameOver(true));
    let t = s.task.as_ref().unwrap();
    assert_eq!(t.progress, Progress::Solved);
    assert!(t.feedback.as_ref().unwrap().text.contains("computer had to make the last move"));
    assert!(t.question().contains("last move loses"));
}

/// A page opened from a query and a fragment, as the browser would (its link and flags).
fn page(search: &str, hash: &str) -> (String, bool, bool, bool, Option<TaskKind>) {
    let a = read(search, hash);
    let s = AppState::from_link(&a.fragment, a.play).read_only(a.readonly);
    (s.readable(), a.embed, a.readonly, a.play, s.task.map(|t| t.task.kind))
}

#[test]
fn every_parameter_may_stand_before_or_after_the_hash() {
    let complex = "c={1,2},{2,3}&p=1,1,1";
    let params = [
        "task=outcome",
        "hints=2",
        "attempts=3",
        "count=4",
        "api=1",
        "origin=https%3A%2F%2Fexample.org",
        "view=graph",
        "tu=1&tv=2",
        "tk=5",
        "rn=40",
        "wb=3",
        "misere",
        "atlas=cn,3,8",
        "theme=dark",
        "present",
        "mem=1536",
        "xy=10,10;20,20;30,30",
        "embed",
        "readonly",
        "play",
    ];
    for p in params {
        // hints, attempts and count only mean something with a task.
        let extra =
            if matches!(p.split('=').next(), Some("hints" | "attempts" | "count")) { "&task=value" } else { "" };
        let after = page("", &format!("#{complex}{extra}&{p}"));
        let before = page(&format!("?{p}"), &format!("#{complex}{extra}"));
        assert_eq!(before, after, "{p} before the # reads as after it");
        let both = page(&format!("?embed&{p}"), &format!("#{complex}{extra}"));
        assert!(both.1, "{p} with embed: the embed flag is read too");
    }
    // The complex and the piles may stand before the # too.
    assert_eq!(page("?c={1,2},{2,3}&p=1,1,1", ""), page("", "#c={1,2},{2,3}&p=1,1,1"));
    // The reproduction: the same exercise either way.
    let a = page("?embed&task=outcome", "#c={1,2},{2,3}&p=1,1,1");
    let b = page("?embed", "#c={1,2},{2,3}&p=1,1,1&task=outcome");
    assert_eq!(a, b);
    assert_eq!(a.4, Some(TaskKind::Outcome));
    // On a conflict the fragment wins.
    let (readable, ..) = page("?p=5,5,5&task=value&view=graph", "#c={1,2},{2,3}&p=1,1,1&task=outcome");
    assert!(
        readable.contains("p=1,1,1") && readable.contains("task=outcome") && readable.contains("view=graph"),
        "{readable}"
    );
    // A compact fragment is expanded before the query is merged (its parameters win).
    let compact = share::encode_v1("c={1,2},{2,3}&p=1,1,1&task=outcome");
    assert_eq!(
        page("?embed&task=value", &format!("#{compact}")),
        page("?embed", "#c={1,2},{2,3}&p=1,1,1&task=outcome")
    );
    // A parameter added by hand after a compact payload is read (and wins over the payload).
    let (readable, ..) = page("", &format!("#{compact}&task=move"));
    assert!(readable.contains("task=move"), "{readable}");
}

#[test]
fn the_links_the_app_writes_are_canonical_and_read_back_to_the_same_state() {
    for (base, hash) in [
        ("https://example.org/simnim/?embed&readonly", "#c={1},{2},{3}&p=1,1,1"),
        ("https://example.org/simnim/", "#c={1,2},{2,3}&p=2,0,1&misere&task=outcome&attempts=2"),
        ("https://example.org/simnim/index.html?embed", "#f=cn:7,3&p=10,10,10,10,10,10,9&view=graph"),
    ] {
        let search = base.split_once('?').map_or("", |(_, q)| q);
        let a = read(search, hash);
        let s = AppState::from_link(&a.fragment, a.play).read_only(a.readonly);
        let written = canonical(base, &s.readable(), &[]);
        assert_eq!(written.matches('#').count(), 1, "one # in {written}");
        assert!(written.starts_with(&format!("{base}#v1=")), "{written}");
        assert!(canonical(base, &s.readable(), &["play"]).ends_with("&play"), "flags follow the payload");
        // Read back as the browser would: the same state.
        let (q, h) = written.split_once('#').unwrap();
        let q = q.split_once('?').map_or("", |(_, q)| q);
        let back = read(q, h);
        let again = AppState::from_link(&back.fragment, back.play).read_only(back.readonly);
        assert_eq!(again.readable(), s.readable());
        assert_eq!((back.embed, back.readonly, back.play), (a.embed, a.readonly, a.play));
        assert_eq!(game(&again), game(&s));
    }
    // A flag the query already holds is not repeated after the #.
    assert!(!canonical("https://x.org/?embed&readonly", "c={1}&p=1", &["readonly"]).ends_with("&readonly"));
    assert_eq!(link::FLAGS, ["embed", "readonly", "play"]);
}

#[test]
fn family_links_open_the_family_through_the_clis_parser() {
    let s = AppState::from_link("#f=cn:7,3&p=10,10,10,10,10,10,9", false);
    let (c, piles) = s.current().unwrap();
    assert_eq!(c.to_string(), families::named("cn:7,3").unwrap().to_string());
    assert_eq!(piles, vec![10, 10, 10, 10, 10, 10, 9]);
    assert!(s.editor.notice.is_none());
    // The page keeps naming the family while the complex is the family's.
    assert!(s.readable().starts_with("f=cn:7,3&p=10,10,10,10,10,10,9"), "{}", s.readable());
    let long = AppState::from_link("#family=moore:5,3&p=1,2,3,4,5", false);
    assert_eq!(long.current().unwrap().0.to_string(), families::named("moore:5,3").unwrap().to_string());
    // c= wins over f=.
    let both = AppState::from_link("#f=cn:7,3&c={1,2}&p=1,1", false);
    assert_eq!(both.current().unwrap().0.n(), 2);
    // A bad spec is explained in the CLI's words, and the page does not pretend to show it.
    for bad in ["cn:7", "cn:7,x", "zz:3", "cn:2,5"] {
        let s = AppState::from_link(&format!("#f={bad}&p=1"), false);
        let want = families::named(bad).unwrap_err().to_string();
        let notice = s.editor.notice.clone().unwrap_or_default();
        assert!(notice.contains(&want) && notice.contains(&format!("f={bad}")), "{bad}: {notice}");
    }
}

#[test]
fn the_gallery_writes_family_links_until_the_complex_changes() {
    let mut s = AppState::from_link("", false);
    s.apply(Msg::Edit(Action::Load(gallery::drawing("cn", "6,3").unwrap())));
    assert!(s.readable().starts_with("f=cn:6,3&p="), "{}", s.readable());
    let again = AppState::from_link(&s.readable(), false);
    assert_eq!(game(&again), game(&s));
    // Piles and positions keep the family; a new face does not.
    s.apply(Msg::Edit(Action::AdjustPile { i: 0, delta: 1 }));
    assert!(s.readable().starts_with("f=cn:6,3"));
    s.apply(Msg::Edit(Action::SelectMask { mask: 0b1001, extend: false }));
    s.apply(Msg::Edit(Action::MakeFace));
    assert!(s.readable().starts_with("c="), "{}", s.readable());
    assert_eq!(Complex::parse(&s.current().unwrap().0.to_string()).unwrap().n(), 6);
}

#[test]
fn matrix_nims_board_is_drawn_as_its_grid_row_by_row() {
    for link in ["#f=matrix:2,3&p=1,2,3,4,5,6", "#f=matrix:3,2"] {
        let s = simnim_model::state::AppState::from_link(link, false);
        let (_, order) = s.editor.drawing.to_complex().expect("a complex");
        let pos: Vec<(f64, f64)> =
            order.iter().map(|&i| (s.editor.drawing.vertices[i].x, s.editor.drawing.vertices[i].y)).collect();
        let cols = if link.contains("2,3") { 3 } else { 2 };
        for (k, p) in pos.iter().enumerate() {
            let (row, col) = (k / cols, k % cols);
            assert_eq!(p.1, pos[row * cols].1, "{link}: pile {} is on row {}", k + 1, row + 1);
            assert_eq!(p.0, pos[col].0, "{link}: pile {} is in column {}", k + 1, col + 1);
        }
        assert!(pos[1].0 > pos[0].0 && pos[cols].1 > pos[0].1, "{link}: left to right, top to bottom");
    }
    let d = simnim_model::gallery::drawing("matrix", "2,2").expect("the 2 × 2 board");
    assert!(d.vertices[0].y == d.vertices[1].y && d.vertices[0].x == d.vertices[2].x, "the gallery draws the grid too");
}
