//! Exercises and the host-page API (issue: tasks in the link, checked answers): tasks read
//! from links, attempts checked against the independent naive solver's verdicts, attempts
//! counted and limited, the answer hidden until solved or given up, move tasks judged by the
//! position reached, and the host messages' origin and read-only rules.

use crate::support::naive::Naive;

use simnim_core::{analyze, Complex, Limits, Wants};
use simnim_model::host::{accepts, api_flags, host_origin, origin_of, HostEvent, HostMessage};
use simnim_model::protocol::{RequestId, Response};
use simnim_model::state::{AppState, Msg};
use simnim_model::task::{Grade, Progress, Task, TaskKind, TaskMsg};

const TEXT: &str = "{1,2,3},{2,3,4},{3,4,5},{1,5}";

/// The worker's answer for the drawing on screen (the engine, as the page gets it).
fn answer_now(s: &mut AppState) {
    let (c, piles) = s.current().expect("a valid drawing");
    let analysis = analyze(&c, &piles, &Limits::NATIVE, Wants::ALL).unwrap();
    s.apply(Msg::Worker(Response::Answer { id: RequestId::Analysis(s.editor.math_rev), analysis, ms: None }));
}

fn open(task: &str, piles: &str) -> AppState {
    let mut s = AppState::from_link(&format!("#c={TEXT}&p={piles}{task}"), false);
    answer_now(&mut s);
    s
}

fn tasks_posted(s: &AppState) -> Vec<(bool, u32)> {
    s.outbox
        .iter()
        .filter_map(|e| match e {
            HostEvent::Task { solved, attempts, .. } => Some((*solved, *attempts)),
            _ => None,
        })
        .collect()
}

#[test]
fn tasks_are_read_from_links_and_written_back() {
    let t = Task::from_fragment("#c={1,2}&p=1,2&task=move&hints=2&attempts=3&count=6").unwrap();
    assert_eq!((t.kind, t.hints, t.attempts, t.count), (TaskKind::Move, 2, Some(3), 6));
    assert_eq!(t.to_query(), "&task=move&hints=2&attempts=3&count=6");
    let d = Task::from_fragment("task=value&hints=9&attempts=0&count=99").unwrap();
    assert_eq!((d.hints, d.attempts, d.count), (1, None, 1), "broken values keep the defaults");
    assert_eq!(Task::from_fragment("#c={1,2}&p=1,2&task=chess"), None);
    // The page keeps the task in its link (readable and compact forms).
    let s = open("&task=outcome&attempts=2", "1,0,2,1,1");
    assert!(s.readable().contains("&task=outcome&attempts=2"), "{}", s.readable());
    let again = AppState::from_link(&format!("#{}", simnim_model::share::encode_v1(&s.readable())), false);
    assert_eq!(again.task.as_ref().map(|t| t.task), s.task.as_ref().map(|t| t.task));
}

#[test]
fn outcome_and_value_tasks_check_against_the_naive_solver() {
    let mut naive = Naive::parse(TEXT);
    let mut solved = 0;
    for piles in [[1u64, 0, 2, 1, 1], [2, 1, 1, 0, 3], [1, 1, 1, 1, 1], [0, 2, 2, 0, 0], [3, 0, 0, 2, 1]] {
        let text = piles.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(",");
        let is_p = naive.value(&piles) == 0;
        // Outcome: the wrong verdict first, then the right one.
        let mut s = open("&task=outcome", &text);
        assert!(!s.task.as_ref().unwrap().shows_answer(), "the answer is hidden while the task is open");
        s.apply(Msg::Task(TaskMsg::SayP(!is_p)));
        let t = s.task.as_ref().unwrap();
        assert_eq!((t.progress, t.tries), (Progress::Open, 1), "{text}: a wrong verdict is wrong");
        assert!(!t.feedback.as_ref().unwrap().right && !t.shows_answer());
        s.apply(Msg::Task(TaskMsg::SayP(is_p)));
        let t = s.task.as_ref().unwrap();
        assert_eq!((t.progress, t.tries), (Progress::Solved, 2), "{text}: the right verdict solves it");
        assert_eq!(t.grade(), Some(Grade::AfterTries), "{text}: guessed twice is not a first try");
        assert!(t.shows_answer());
        let graded = s.outbox.iter().filter_map(|e| match e {
            HostEvent::Task { grade, .. } => Some(*grade),
            _ => None,
        });
        assert_eq!(graded.collect::<Vec<_>>(), vec![None, Some(Grade::AfterTries)], "the host hears the grade");
        assert_eq!(tasks_posted(&s), vec![(false, 1), (true, 2)], "the host hears each attempt");
        let mut s = open("&task=outcome", &text);
        s.apply(Msg::Task(TaskMsg::SayP(is_p)));
        assert_eq!(s.task.as_ref().unwrap().grade(), Some(Grade::FirstTry), "{text}: right at once");
        // Value: the naive value, and one off.
        let want = naive.value(&piles);
        let mut s = open("&task=value&attempts=1", &text);
        s.apply(Msg::Task(TaskMsg::SayValue(want + 1)));
        let t = s.task.as_ref().unwrap();
        assert_eq!(t.progress, Progress::Revealed, "one attempt, used: the answer is shown");
        assert_eq!(t.grade(), Some(Grade::Shown));
        let mut s = open("&task=value", &text);
        s.apply(Msg::Task(TaskMsg::SayValue(want)));
        assert_eq!(s.task.as_ref().unwrap().progress, Progress::Solved);
        solved += 1;
    }
    assert_eq!(solved, 5);
}

#[test]
fn hints_follow_the_link() {
    for (hints, has) in [(0, ""), (1, "Hint:"), (2, "The rule:")] {
        let mut s = open(&format!("&task=outcome&hints={hints}"), "1,0,2,1,1");
        let is_p = s.task.as_ref().map(|_| Naive::parse(TEXT).value(&[1, 0, 2, 1, 1]) == 0).unwrap();
        s.apply(Msg::Task(TaskMsg::SayP(!is_p)));
        let f = s.task.as_ref().unwrap().feedback.clone().unwrap();
        assert!(f.text.contains(has) && (hints != 0 || !f.text.contains("Hint")), "hints={hints}: {}", f.text);
    }
}

#[test]
fn move_tasks_judge_the_position_reached() {
    let mut naive = Naive::parse(TEXT);
    let start = [2u64, 1, 2, 1, 2];
    assert_ne!(naive.value(&start), 0, "the task needs an N-position");
    let c = Complex::parse(TEXT).unwrap();
    let mut options = naive.options(&start);
    options.sort();
    options.dedup();
    let (good, bad): (Vec<_>, Vec<_>) = options.into_iter().partition(|o| naive.value(o) == 0);
    assert!(!good.is_empty() && !bad.is_empty());
    // Every losing move, at every hint level: refused (the drawing goes back to the task's
    // position), and the feedback names no position but the move and the start, so no
    // winning move of the task is shown after a wrong answer.
    for hints in ["", "&hints=0", "&hints=2"] {
        for b in &bad {
            let mut s = open(&format!("&task=move{hints}"), "2,1,2,1,2");
            s.apply(Msg::Edit(simnim_model::editor::Action::SetPilesInOrder(b.clone())));
            answer_now(&mut s);
            assert_eq!(s.task.as_ref().unwrap().tries, 0, "a move is judged when the student asks");
            s.apply(Msg::Task(TaskMsg::CheckMove));
            let t = s.task.as_ref().unwrap();
            assert_eq!((t.progress, t.tries, t.grade()), (Progress::Open, 1, None));
            let f = t.feedback.clone().unwrap();
            assert!(!f.right && f.text.contains("N-position"), "{}", f.text);
            for g in &good {
                let shown = simnim_core::position_text(g);
                assert!(
                    !f.text.contains(&shown),
                    "{b:?}{hints}: the feedback shows the winning move {shown}: {}",
                    f.text
                );
            }
            assert_eq!(s.current().unwrap().1, start.to_vec(), "{b:?}: the wrong move is taken back");
            assert!(
                s.outbox.iter().any(|e| matches!(e, HostEvent::Move { winning: false, .. })),
                "the host hears the move"
            );
        }
    }
    let mut s = open("&task=move", "2,1,2,1,2");
    s.apply(Msg::Edit(simnim_model::editor::Action::SetPilesInOrder(bad[0].clone())));
    answer_now(&mut s);
    s.apply(Msg::Task(TaskMsg::CheckMove));
    assert_eq!(s.current().unwrap().1, start.to_vec());
    // Then not a move at all (piles 1 and 4 share no face).
    answer_now(&mut s);
    s.apply(Msg::Edit(simnim_model::editor::Action::SetPilesInOrder(vec![1, 1, 2, 0, 2])));
    answer_now(&mut s);
    s.apply(Msg::Task(TaskMsg::CheckMove));
    let f = s.task.as_ref().unwrap().feedback.clone().unwrap();
    assert!(!f.right && f.text.contains("not one move"), "{}", f.text);
    // Every winning move solves it.
    for g in &good {
        let mut s = open("&task=move", "2,1,2,1,2");
        s.apply(Msg::Edit(simnim_model::editor::Action::SetPilesInOrder(g.clone())));
        answer_now(&mut s);
        s.apply(Msg::Task(TaskMsg::CheckMove));
        assert_eq!(s.task.as_ref().unwrap().progress, Progress::Solved, "{g:?} on {c}");
    }
}

#[test]
fn a_win_task_opens_play_and_counts_games() {
    let mut s = open("&task=win&attempts=2", "2,1,2,1,2");
    assert_eq!(s.view.tab, simnim_model::share::ViewTab::Play);
    s.apply(Msg::GameOver(false));
    assert_eq!(s.task.as_ref().unwrap().progress, Progress::Open);
    s.apply(Msg::GameOver(true));
    assert_eq!(s.task.as_ref().unwrap().progress, Progress::Solved);
    assert_eq!(tasks_posted(&s), vec![(false, 1), (true, 2)]);
}

#[test]
fn a_read_only_task_takes_answers_but_no_edits() {
    let mut s = open("&task=outcome", "1,0,2,1,1").read_only(true);
    let piles = s.current().unwrap().1;
    s.apply(Msg::Task(TaskMsg::Retry));
    s.apply(Msg::Task(TaskMsg::GiveUp));
    assert_eq!(s.task.as_ref().unwrap().progress, Progress::Revealed);
    assert_eq!(s.current().unwrap().1, piles);
}

#[test]
fn a_read_only_move_task_is_answered_on_its_piles_and_nothing_else_changes() {
    let mut naive = Naive::parse(TEXT);
    let start = vec![2u64, 1, 2, 1, 2];
    let good = naive.options(&start).into_iter().find(|o| naive.value(o) == 0).expect("a winning move");
    let mut s = open("&task=move", "2,1,2,1,2").read_only(true);
    assert!(s.piles_editable(), "the exercise's answer is a change of the piles");
    // The complex, the rules and piles above the task's position stay fixed.
    let text = s.editor.text.clone();
    s.apply(Msg::Edit(simnim_model::editor::Action::AddVertex { x: 50.0, y: 50.0 }));
    s.apply(Msg::Edit(simnim_model::editor::Action::SetPilesInOrder(vec![3, 1, 2, 1, 2])));
    assert_eq!((s.editor.text.clone(), s.current().unwrap().1), (text, start.clone()));
    s.apply(Msg::Edit(simnim_model::editor::Action::SetPilesInOrder(good.clone())));
    answer_now(&mut s);
    s.apply(Msg::Task(TaskMsg::CheckMove));
    assert_eq!(s.task.as_ref().unwrap().grade(), Some(Grade::FirstTry), "{good:?} solves it read-only");
    // Without a task a read-only embed keeps its piles.
    let mut s = AppState::from_link(&format!("#c={TEXT}&p=2,1,2,1,2"), false).read_only(true);
    assert!(!s.piles_editable());
    s.apply(Msg::Edit(simnim_model::editor::Action::SetPilesInOrder(good)));
    assert_eq!(s.current().unwrap().1, start);
}

#[test]
fn host_messages_need_the_right_origin_and_form() {
    assert_eq!(
        HostMessage::parse(Some("simnim:set"), Some("#c={1,2}&p=1,1")),
        Some(HostMessage::Set("c={1,2}&p=1,1".into()))
    );
    assert_eq!(HostMessage::parse(Some("simnim:reset"), None), Some(HostMessage::Reset));
    for (k, l) in [
        (None, Some("c={1}")),
        (Some("simnim:set"), None),
        (Some("simnim:set"), Some("")),
        (Some("simnim:eval"), Some("x")),
        (Some("simnim:set"), Some("a\u{7}b")),
    ] {
        assert_eq!(HostMessage::parse(k, l), None, "{k:?} {l:?} is ignored");
    }
    let host = Some("https://course.example.org");
    assert!(accepts("https://course.example.org", host, false, false));
    assert!(!accepts("https://evil.example.com", host, false, false), "another origin");
    assert!(!accepts("https://course.example.org", None, false, false), "no known host");
    assert!(!accepts("null", Some("null"), false, false), "opaque origins");
    assert!(!accepts("https://course.example.org", host, true, false), "read-only without &api=1");
    assert!(accepts("https://course.example.org", host, true, true), "read-only with &api=1");
    assert_eq!(
        origin_of("https://course.example.org:8443/week3/nim.html?x#y").as_deref(),
        Some("https://course.example.org:8443")
    );
    for bad in ["javascript:alert(1)", "data:text/html,hi", "https://user@evil.com/", "file:///etc", "", "https://"] {
        assert_eq!(origin_of(bad), None, "{bad}");
    }
    assert_eq!(
        host_origin(Some("https://a.org"), Some("https://b.org"), "https://c.org/x").as_deref(),
        Some("https://a.org")
    );
    assert_eq!(host_origin(None, None, "https://c.org/x").as_deref(), Some("https://c.org"));
    assert_eq!(host_origin(None, None, ""), None);
    assert_eq!(api_flags("#c={1}&p=1&api=1&origin=https%3A%2F%2Fa.org"), (true, Some("https://a.org".into())));
}

#[test]
fn worksheets_list_distinct_positions_starting_with_the_task() {
    let w = simnim_model::task::worksheet(&[2, 1, 2, 1, 2], 6);
    assert_eq!(w.len(), 6);
    assert_eq!(w[0], vec![2, 1, 2, 1, 2]);
    for (i, p) in w.iter().enumerate() {
        assert_eq!(p.len(), 5);
        assert!(p.iter().all(|&x| x <= 3) && p.iter().any(|&x| x > 0));
        assert!(!w[..i].contains(p), "distinct positions");
    }
    assert_eq!(w, simnim_model::task::worksheet(&[2, 1, 2, 1, 2], 6), "the same sheet every time");
}

#[test]
fn the_pages_memory_budget_is_in_the_link_and_reaches_the_worker() {
    use simnim_model::worker::SolverState;
    let mut s = AppState::from_link("#c={1,2},{2,3},{3,4},{4,5},{5,6},{1,6}&p=24,24,24,24,24,24&mem=3584", false);
    assert_eq!(s.display.mem, 3584);
    assert!(s.readable().contains("&mem=3584"));
    assert_eq!(AppState::from_link("#c={1,2}&p=1,1&mem=99999", false).display.mem, 0, "only the offered budgets");
    // Another budget asks the analysis again.
    let rev = s.editor.math_rev;
    s.apply(Msg::Display(simnim_model::state::Display { mem: 1536, ..s.display }));
    assert!(s.editor.math_rev > rev);
    // CN(6,2) with piles 24: 2.4e8 positions, over the default browser limit, within 3.5 GiB.
    let ask = |w: &mut SolverState, max_bytes: u64| {
        w.handle(simnim_model::protocol::Request::Analyze {
            id: RequestId::Analysis(1),
            complex: "{1,2},{2,3},{3,4},{4,5},{5,6},{1,6}".into(),
            piles: vec![24, 24, 24, 24, 24, 23],
            want_value: true,
            misere: false,
            max_bytes,
        })
    };
    let mut w = SolverState::new(Limits::BROWSER);
    let r = ask(&mut w, 0);
    assert!(r.iter().any(|r| matches!(r, Response::Refused { .. })), "refused by default: {r:?}");
    let mut w = SolverState::new(Limits::BROWSER);
    let r = ask(&mut w, 3584 << 20);
    assert!(!r.iter().any(|r| matches!(r, Response::Refused { .. })), "accepted with 3.5 GiB: {r:?}");
    assert!(w.busy(), "the search runs");
}
