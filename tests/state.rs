//! The page's reducer, natively: the rule that drops answers for superseded states, under
//! many interleavings of edits and worker responses; the undo history; a game in play.

use crate::support::Rng;

use simnim_core::{analyze, Complex, Limits, Wants};
use simnim_model::editor::Action;
use simnim_model::history::History;
use simnim_model::play::{PlaySession, Turn};
use simnim_model::protocol::{RequestId, Response, ViewKind};
use simnim_model::state::{AppState, Msg, Status};

/// An answer the worker could send for the drawing at `rev` (its content marks the rev).
fn answer(rev: u64, piles: &[u64]) -> Response {
    let c = Complex::parse("{1,2,3},{2,3,4},{3,4,5},{1,5}").unwrap();
    let mut analysis = analyze(&c, piles, &Limits::NATIVE, Wants::MOVES).unwrap();
    analysis.explanation = format!("answer for rev {rev}");
    Response::Answer { id: RequestId::Analysis(rev), analysis, ms: None }
}

#[test]
fn answers_for_superseded_drawings_are_dropped_in_any_order() {
    let mut rng = Rng(2024);
    for round in 0..300 {
        let mut s = AppState::from_link("", false);
        let piles = [3u64, 1, 2, 1, 4];
        let mut sent: Vec<u64> = vec![s.editor.math_rev];
        s.apply(Msg::Requested(RequestId::Analysis(s.editor.math_rev)));
        let mut pending: Vec<Response> = Vec::new();
        for _ in 0..30 {
            match rng.below(4) {
                // a person edits: a new request supersedes the old ones
                0 => {
                    s.apply(Msg::Edit(Action::AdjustPile { i: rng.below(5) as usize, delta: 1 }));
                    sent.push(s.editor.math_rev);
                    s.apply(Msg::Requested(RequestId::Analysis(s.editor.math_rev)));
                }
                // the worker produces progress or an answer for some request already sent
                1 | 2 => {
                    let rev = sent[rng.below(sent.len() as u64) as usize];
                    pending.push(if rng.below(2) == 0 {
                        answer(rev, &piles)
                    } else {
                        Response::Progress { id: RequestId::Analysis(rev), done: rev, total: 100 }
                    });
                }
                // a response arrives (not necessarily in the order produced)
                _ if !pending.is_empty() => {
                    let r = pending.remove(rng.below(pending.len() as u64) as usize);
                    s.apply(Msg::Worker(r));
                }
                _ => {}
            }
            // Whatever happened, the panel shows nothing about an older drawing.
            let now = s.editor.math_rev;
            match &s.status {
                Status::Answer(a, _) => assert_eq!(a.explanation, format!("answer for rev {now}"), "round {round}"),
                Status::Pending { done, total } if *total > 0 => assert_eq!(*done, now, "round {round}"),
                _ => {}
            }
        }
        // The answer for the drawing on screen is shown when it comes.
        let now = s.editor.math_rev;
        s.apply(Msg::Worker(answer(now, &piles)));
        assert!(matches!(&s.status, Status::Answer(a, _) if a.explanation == format!("answer for rev {now}")));
        assert!(s.is_current(RequestId::Analysis(now)) && !s.is_current(RequestId::Analysis(now + 1)));
    }
}

#[test]
fn a_view_keeps_only_the_reply_to_its_latest_request() {
    let mut s = AppState::from_link("", false);
    let first = RequestId::view(ViewKind::Table);
    let second = RequestId::view(ViewKind::Table);
    let graph = RequestId::view(ViewKind::Graph);
    assert_ne!(first, second);
    s.apply(Msg::Requested(first));
    s.apply(Msg::Requested(second));
    s.apply(Msg::Requested(graph));
    s.apply(Msg::Worker(Response::Table { id: first, table: vec![vec![9]], misere: false }));
    assert!(s.views[&ViewKind::Table].1.is_none(), "the reply to a superseded request is dropped");
    s.apply(Msg::Worker(Response::Table { id: second, table: vec![vec![1]], misere: false }));
    assert_eq!(
        s.views[&ViewKind::Table].1.as_deref(),
        Some(&Response::Table { id: second, table: vec![vec![1]], misere: false })
    );
    // A reply to another view's request does not land in this one.
    s.apply(Msg::Worker(Response::Refused { id: graph, message: "no".into() }));
    assert!(matches!(s.views[&ViewKind::Graph].1.as_deref(), Some(Response::Refused { .. })));
    assert!(matches!(s.views[&ViewKind::Table].1.as_deref(), Some(Response::Table { .. })));
    // An analysis refusal for an old drawing does not touch the answer panel.
    let old = s.editor.math_rev;
    s.apply(Msg::Edit(Action::AdjustPile { i: 0, delta: 1 }));
    s.apply(Msg::Worker(Response::Refused { id: RequestId::Analysis(old), message: "old".into() }));
    assert!(!matches!(s.status, Status::Refused(_)));
}

#[test]
fn a_broken_link_keeps_the_default_page_and_explains() {
    let s = AppState::from_link("#v1=AAAA", false);
    assert!(s.editor.notice.as_deref().is_some_and(|n| n.contains("could not be read")), "{:?}", s.editor.notice);
    let ok = AppState::from_link("#c={1,2},{2,3}&p=1,2,3&view=graph", false);
    assert_eq!(ok.editor.notice, None);
    let r = ok.readable();
    assert!(r.starts_with("c=%7B1,2%7D,%7B2,3%7D&p=1,2,3&xy=") && r.ends_with("&view=graph"), "{r}");
    assert!(!ok.editor.can_undo(), "a fresh page has nothing to undo");
}

#[test]
fn history_undoes_and_redoes_in_order_and_forgets_the_future_on_a_new_edit() {
    let mut h: History<u32> = History::default();
    let mut cur = 0;
    for v in 1..=3 {
        h.record(cur);
        cur = v;
    }
    assert!(h.undo(&mut cur) && cur == 2);
    assert!(h.undo(&mut cur) && cur == 1);
    assert!(h.redo(&mut cur) && cur == 2);
    h.record(cur);
    cur = 7;
    assert!(!h.can_redo(), "a new edit drops the undone future");
    assert!(h.undo(&mut cur) && cur == 2);
    assert!(h.undo(&mut cur) && cur == 1);
    assert!(h.undo(&mut cur) && cur == 0);
    assert!(!h.undo(&mut cur) && cur == 0);
    for v in 0..500 {
        h.record(v);
    }
    let mut steps = 0;
    while h.undo(&mut cur) {
        steps += 1;
    }
    assert_eq!(steps, simnim_model::history::CAP);
}

#[test]
fn a_game_in_play_keeps_turns_and_takes_moves_back() {
    // Against the computer: you, then the computer; taking back undoes both.
    let mut g = PlaySession::new(vec![2u64, 2], true, false, "start".into());
    assert_eq!(g.now.turn, Turn::Person);
    assert!(g.play(vec![1, 2], "you took one", false));
    assert_eq!(g.now.turn, Turn::Computer);
    assert!(g.play(vec![1, 1], "it took one", false));
    assert_eq!(g.now.turn, Turn::Person);
    assert_eq!(g.now.log.len(), 3);
    assert!(g.take_back());
    assert_eq!((g.position().clone(), g.now.turn), (vec![2, 2], Turn::Person), "both moves taken back");
    assert!(g.redo() && g.position() == &vec![1, 2]);
    // The last move ends the game.
    let mut g = PlaySession::new(vec![1u64], true, false, "start".into());
    assert!(g.play(vec![0], "took the last chip", true));
    assert_eq!(g.now.turn, Turn::Over);
    assert!(g.now.log.last().unwrap().contains("You made the last move and win"));
    assert!(!g.play(vec![0], "again", false), "nobody moves after the end");
    // Two people alternate players; one move is taken back at a time.
    let mut g = PlaySession::new(vec![3u64], false, false, "start".into());
    g.play(vec![2], "a", false);
    assert_eq!((g.now.player, g.now.turn), (2, Turn::Person));
    g.play(vec![1], "b", false);
    assert_eq!(g.now.player, 1);
    assert!(g.take_back() && g.now.player == 2 && g.position() == &vec![2]);
    // The computer opening a game, and finding no move.
    let mut g = PlaySession::new(vec![0u64], true, true, "start".into());
    assert_eq!(g.now.turn, Turn::Computer);
    g.computer_has_no_move();
    assert_eq!(g.now.turn, Turn::Over);
}

#[test]
fn switching_to_misere_play_supersedes_the_answer_on_screen() {
    let mut s = AppState::from_link("#c={1,2,3},{2,3,4},{3,4,5},{1,5}&p=3,1,2,1,4", false);
    let rev = s.editor.math_rev;
    s.apply(Msg::Requested(RequestId::Analysis(rev)));
    s.apply(Msg::Worker(answer(rev, &[3, 1, 2, 1, 4])));
    assert!(matches!(s.status, Status::Answer(..)));
    let misere = simnim_model::share::ViewSettings { misere: true, ..s.view };
    s.apply(Msg::View(misere));
    assert_ne!(s.editor.math_rev, rev, "other rules: a new request");
    assert!(matches!(s.status, Status::Pending { .. }));
    // The normal-play answer arriving late is not shown as the misère one.
    s.apply(Msg::Worker(answer(rev, &[3, 1, 2, 1, 4])));
    assert!(matches!(s.status, Status::Pending { .. }));
    assert!(s.readable().contains("&misere"), "the rules are in the link: {}", s.readable());
    let back = AppState::from_link(&format!("#{}", s.readable()), false);
    assert!(back.view.misere);
    // Only the rules move the revision: other view settings do not.
    let rev2 = s.editor.math_rev;
    s.apply(Msg::View(simnim_model::share::ViewSettings { tk: 12, ..s.view }));
    assert_eq!(s.editor.math_rev, rev2);
}

#[test]
fn a_misere_game_is_lost_by_the_last_mover() {
    let mut g = PlaySession::new(vec![1u64], true, false, "start".into()).with_misere(true);
    assert!(g.play(vec![0], "take the last chip", true));
    assert_eq!(g.now.turn, Turn::Over);
    assert!(g.now.log.last().unwrap().contains("you lose"), "{:?}", g.now.log);
    let mut g = PlaySession::new(vec![1u64], true, true, "start".into()).with_misere(true);
    assert!(g.play(vec![0], "computer takes it", true));
    assert!(g.now.log.last().unwrap().contains("you win"), "{:?}", g.now.log);
}
