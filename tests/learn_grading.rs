//! Learn, as a student is graded: progress kept with each exercise's grade, Continue going
//! to the next unsolved exercise, credit only for a lesson's own exercise, every wrong move
//! of every move exercise refused with no right answer shown, and no lesson's text showing
//! the answer of its own exercises. The right answers come from the naive solver.

use crate::support::naive::Naive;
use crate::support::naive_games::{ferguson_moves, NaiveFerguson};

use simnim_model::learn::markup::{self, Fact};
use simnim_model::learn::{pages, Progress, LESSONS};
use simnim_model::state::{AppState, Mode};
use simnim_model::task::{Grade, TaskKind};

#[test]
fn progress_keeps_only_exercises_of_the_course_with_their_grades() {
    let p = Progress::parse("nim:1=first-try nim:9=first-try zzz:1=shown nim:1=shown irp:2 garbage circuits:1=bogus");
    assert_eq!(
        p.stored(),
        "nim:1=first-try irp:2=after-tries",
        "unknown keys and grades dropped, the first record stands"
    );
    assert_eq!(p.grade("nim", 1), Some(Grade::FirstTry));
    assert_eq!(p.grade("irp", 2), Some(Grade::AfterTries), "an old entry without a grade: not claimed a first try");
    let mut p = Progress::default();
    assert_eq!(p.continue_to().0, "#learn=nim", "a new student starts with lesson 1");
    assert!(!p.record("nim:7", Grade::FirstTry), "no such exercise");
    assert!(p.record("nim:2", Grade::Shown));
    assert!(p.record("nim:1", Grade::AfterTries));
    assert!(p.record("nim:1", Grade::FirstTry));
    assert_eq!(p.grade("nim", 1), Some(Grade::AfterTries), "a later first try does not replace a second try");
    assert!(p.record("nim:2", Grade::FirstTry));
    assert_eq!(p.grade("nim", 2), Some(Grade::AfterTries), "solved after the answer was shown: not a first try");
    assert_eq!(Progress::parse(&p.stored()), p, "the stored string reads back");
}

#[test]
fn continue_opens_the_next_unsolved_exercise_in_the_courses_order() {
    let mut p = Progress::default();
    // Solve lesson 1's exercises out of order, and show one answer of lesson 2.
    p.record("nim:2", Grade::FirstTry);
    assert_eq!(p.next_unsolved(), Some((0, 1)));
    assert_eq!(p.continue_to().0, pages::exercise_link(&LESSONS[0], 1));
    p.record("nim:1", Grade::FirstTry);
    p.record("nim:3", Grade::AfterTries);
    assert!(p.lesson_done(0));
    p.record("graph-and-matrix:1", Grade::Shown);
    assert_eq!(p.next_unsolved(), Some((1, 1)), "an answer shown is not solved");
    let marks: serde_json::Value = serde_json::from_str(&p.marks_json()).unwrap();
    assert_eq!(marks["ex"]["nim:3"], "after-tries");
    assert_eq!(marks["said"]["graph-and-matrix:1"], "answer shown");
    assert_eq!(marks["done"], serde_json::json!(["nim"]));
    assert_eq!(marks["continue"], pages::exercise_link(&LESSONS[1], 1));
    assert_eq!(marks["fresh"]["continue"], "#learn=nim");
    // Every exercise solved: Continue goes to the course.
    let mut all = Progress::default();
    for l in LESSONS {
        for n in 1..=l.exercises.len() {
            all.record(&format!("{}:{n}", l.slug), Grade::FirstTry);
        }
    }
    assert_eq!((all.next_unsolved(), all.continue_to().0.as_str()), (None, "#learn"));
}

#[test]
fn only_a_lessons_own_exercise_earns_its_credit() {
    for l in LESSONS {
        for n in 1..=l.exercises.len() {
            let link = pages::exercise_link(l, n);
            let s = AppState::from_link(&link, false);
            assert_eq!(s.exercise_key(), Some(format!("{}:{n}", l.slug)), "{link}");
        }
    }
    // The same lesson and exercise number, another position or task: no credit.
    let own = pages::exercise_link(&LESSONS[0], 1);
    for other in [own.replace("p=2,5,7", "p=1,2,3"), own.replace("task=outcome", "task=value")] {
        assert_ne!(other, own);
        assert_eq!(AppState::from_link(&other, false).exercise_key(), None, "{other}");
    }
}

#[test]
fn every_wrong_move_of_every_move_exercise_is_refused_and_shows_no_right_answer() {
    use simnim_core::{analyze, position_text, Limits, Wants};
    use simnim_model::protocol::{RequestId, Response};
    use simnim_model::state::Msg;
    use simnim_model::task::TaskMsg;
    let answer_now = |s: &mut AppState| {
        let (c, piles) = s.current().expect("a valid drawing");
        let analysis = analyze(&c, &piles, &Limits::NATIVE, Wants::ALL).expect("an answer");
        s.apply(Msg::Worker(Response::Answer { id: RequestId::Analysis(s.editor.math_rev), analysis, ms: None }));
    };
    let mut moves = 0;
    for l in LESSONS {
        for n in 1..=l.exercises.len() {
            let link = pages::exercise_link(l, n);
            let first = AppState::from_link(&link, false);
            if first.mode != Mode::Nim {
                continue;
            }
            let Some(t) = first.task.as_ref().filter(|t| t.task.kind == TaskKind::Move) else { continue };
            let (c, start) = (Naive::parse(&first.current().unwrap().0.to_string()), t.start.clone());
            let mut g = c;
            let options = g.options(&start);
            let (good, bad): (Vec<_>, Vec<_>) = options.into_iter().partition(|o| g.value(o) == 0);
            let shown: Vec<String> = good.iter().map(|p| position_text(p)).collect();
            for b in bad {
                let mut s = AppState::from_link(&link, false);
                answer_now(&mut s);
                s.apply(Msg::Edit(simnim_model::editor::Action::SetPilesInOrder(b.clone())));
                answer_now(&mut s);
                s.apply(Msg::Task(TaskMsg::CheckMove));
                answer_now(&mut s);
                let t = s.task.as_ref().unwrap();
                let said = t.feedback.as_ref().map(|f| f.text.clone()).unwrap_or_default();
                assert!(t.progress == simnim_model::task::Progress::Open && !said.is_empty(), "{link}: {b:?} is wrong");
                assert_eq!(s.current().unwrap().1, start, "{link}: the wrong move {b:?} is taken back");
                for w in &shown {
                    assert!(
                        !said.contains(w.as_str()),
                        "{link}: after {b:?} the page shows the right answer {w}: {said}"
                    );
                }
                moves += 1;
            }
        }
    }
    assert!(moves >= 600, "{moves} wrong moves tried");
}

#[test]
fn no_lesson_shows_a_right_answer_of_its_own_exercises() {
    for l in LESSONS {
        let mut shown = markup::plain(l.start(), l.text()).expect("marks read").join(" ");
        for e in l.exercises {
            shown.push(' ');
            shown.push_str(e.prompt);
        }
        for n in 1..=l.exercises.len() {
            let s = AppState::from_link(&pages::exercise_link(l, n), false);
            let Some(t) = s.task.as_ref() else { continue };
            if s.mode == Mode::Matrix {
                // Ferguson's game: no winning move's matrix, and no fact of the task's position.
                let start = s.games.matrix.rows.clone();
                let mut g = NaiveFerguson::default();
                for o in ferguson_moves(&start, true, true).into_iter().filter(|o| g.value(o) == 0) {
                    let w = format!("({})", o.concat().iter().map(u64::to_string).collect::<Vec<_>>().join(","));
                    assert!(
                        !shown.contains(&w),
                        "lesson {}: its text shows {w}, a winning move of exercise {n}",
                        l.slug
                    );
                }
                continue;
            }
            if s.mode == Mode::Graph {
                // Its answer is stated only by the answer key (the position is named in the prompt).
                assert!(t.task.kind == TaskKind::Outcome, "lesson {}: a graph exercise asks an outcome", l.slug);
                continue;
            }
            let mut g = Naive::parse(&s.current().unwrap().0.to_string());
            match t.task.kind {
                TaskKind::Move | TaskKind::Win => {
                    for o in g.options(&t.start).into_iter().filter(|o| g.value(o) == 0).collect::<Vec<_>>() {
                        let w = simnim_core::position_text(&o);
                        assert!(
                            !shown.contains(&w),
                            "lesson {}: its text shows {w}, a winning move of exercise {n}",
                            l.slug
                        );
                    }
                }
                TaskKind::Outcome | TaskKind::Value => {
                    // The exercise's position is named by its prompt only, never with a fact.
                    let facts = markup::facts(l.start(), l.text()).expect("marks read");
                    let stated = facts.iter().any(|f| match f {
                        Fact::Outcome { piles, .. } | Fact::Value { piles, .. } => *piles == t.start,
                        Fact::Move { from, to, .. } => *from == t.start || *to == t.start,
                        Fact::Named { .. } => false,
                    });
                    assert!(!stated, "lesson {}: its text states the answer of exercise {n}", l.slug);
                }
            }
        }
    }
}

#[test]
fn every_wrong_move_of_every_matrix_move_exercise_is_refused_and_shows_no_right_answer() {
    use simnim_core::Limits;
    use simnim_model::games::protocol::GameResponse;
    use simnim_model::games::words::matrix_text;
    use simnim_model::games::{GameMsg, MatrixAct};
    use simnim_model::state::Msg;
    use simnim_model::worker::games::solve;
    let answer_now = |s: &mut AppState| {
        let spec = s.games.matrix.spec();
        let result = solve(&spec, &Limits::NATIVE);
        s.apply(Msg::Game(GameMsg::Worker(GameResponse::Solved { spec, result, ms: None })));
    };
    let play = |s: &mut AppState, to: &[Vec<u64>]| {
        for (i, row) in to.iter().enumerate() {
            for (j, &v) in row.iter().enumerate() {
                s.apply(Msg::Game(GameMsg::Matrix(MatrixAct::SetCell { i, j, v })));
            }
        }
        s.apply(Msg::Game(GameMsg::Matrix(MatrixAct::PlayDraft)));
    };
    let mut tried = 0;
    for l in LESSONS {
        for n in 1..=l.exercises.len() {
            let link = pages::exercise_link(l, n);
            let first = AppState::from_link(&link, false);
            if first.mode != Mode::Matrix || first.task.as_ref().is_none_or(|t| t.task.kind != TaskKind::Move) {
                continue;
            }
            let start = first.games.matrix.rows.clone();
            let mut g = NaiveFerguson::default();
            let (good, bad): (Vec<_>, Vec<_>) =
                ferguson_moves(&start, true, true).into_iter().partition(|o| g.value(o) == 0);
            assert!(!good.is_empty() && !bad.is_empty(), "{link}: winning and losing moves");
            let shown: Vec<String> = good.iter().map(|m| matrix_text(m)).collect();
            for b in &bad {
                let mut s = AppState::from_link(&link, false);
                answer_now(&mut s);
                play(&mut s, b);
                answer_now(&mut s);
                let t = s.task.as_ref().unwrap();
                let said = t.feedback.as_ref().map(|f| f.text.clone()).unwrap_or_default();
                assert!(t.progress == simnim_model::task::Progress::Open && !said.is_empty(), "{link}: {b:?} is wrong");
                assert_eq!(s.games.matrix.rows, start, "{link}: the wrong move {b:?} is taken back");
                for w in &shown {
                    assert!(
                        !said.contains(w.as_str()),
                        "{link}: after {b:?} the page shows the right answer {w}: {said}"
                    );
                }
                tried += 1;
            }
            // Not a move at all: refused, counted, taken back.
            let mut s = AppState::from_link(&link, false);
            answer_now(&mut s);
            s.apply(Msg::Game(GameMsg::Matrix(MatrixAct::SetCell { i: 0, j: 0, v: start[0][0] - 1 })));
            s.apply(Msg::Game(GameMsg::Matrix(MatrixAct::SetCell { i: 1, j: 0, v: start[1][0] - 2 })));
            s.apply(Msg::Game(GameMsg::Matrix(MatrixAct::PlayDraft)));
            let t = s.task.as_ref().unwrap();
            assert_eq!((t.tries, t.progress), (1, simnim_model::task::Progress::Open), "{link}: not one move");
            assert_eq!(s.games.matrix.rows, start);
            // A right move is accepted: the last winning move the naive solver lists.
            let mut s = AppState::from_link(&link, false);
            answer_now(&mut s);
            play(&mut s, good.last().unwrap());
            answer_now(&mut s);
            let t = s.task.as_ref().unwrap();
            assert_eq!(
                (t.progress, t.grade()),
                (simnim_model::task::Progress::Solved, Some(Grade::FirstTry)),
                "{link}"
            );
            assert_eq!(s.exercise_key(), Some(format!("{}:{n}", l.slug)), "{link}: it counts");
        }
    }
    assert!(tried >= 2, "{tried} wrong moves tried");
}
