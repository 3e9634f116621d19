//! The page's exercise and host-page rules, as part of the one reducer ([`AppState`]):
//! task attempts checked against the answers that arrive, and the events queued for the
//! embedding page. See [`crate::task`] and [`crate::host`].

use simnim_core::{move_error, Analysis, Complex, Outcome};

use crate::editor::Action;
use crate::host::HostEvent;
use crate::state::{AppState, Status};
use crate::task::{Progress, TaskMsg};
use crate::url;

impl AppState {
    /// The task and the host-page API flags, as link parameters.
    pub(crate) fn task_query(&self) -> String {
        let mut s = self.task.as_ref().map(|t| t.task.to_query()).unwrap_or_default();
        if self.api {
            s.push_str("&api=1");
        }
        if let Some(o) = &self.origin {
            s.push_str(&format!("&origin={}", url::percent_encode(o)));
        }
        s
    }

    /// The complex on screen and its position (piles in complex order), if it is valid.
    pub fn current(&self) -> Option<(Complex, Vec<u64>)> {
        let (c, order) = self.editor.drawing.to_complex().ok()?;
        let piles = self.editor.drawing.piles_in_order(&order);
        Some((c, piles))
    }

    /// Queues an event for the host page (the last 32 are kept).
    pub(crate) fn post(&mut self, e: HostEvent) {
        if self.outbox.len() >= 32 {
            self.outbox.remove(0);
        }
        self.outbox.push(e);
        self.outbox_seq += 1;
    }

    /// Posts the task's event when an attempt changed it.
    pub(crate) fn post_task(&mut self, before: Option<(u32, Progress)>) {
        if let Some(t) = &self.task {
            if before != Some((t.tries, t.progress)) {
                let e = t.event();
                self.post(HostEvent::Task { task: e.task, solved: e.solved, attempts: e.attempts, grade: e.grade });
            }
        }
    }

    pub(crate) fn task_msg(&mut self, m: TaskMsg) {
        #[cfg(not(feature = "first"))]
        if matches!(self.mode, crate::state::Mode::Graph | crate::state::Mode::Matrix) {
            return self.game_task_msg(m);
        }
        let before = self.task.as_ref().map(|t| (t.tries, t.progress));
        let now = self.current();
        let at_start = now.as_ref().map(|(_, p)| p.clone());
        let Some(t) = &mut self.task else { return };
        match m {
            TaskMsg::GiveUp => t.give_up(),
            TaskMsg::Retry => {
                t.feedback = None;
                let start = t.start.clone();
                self.editor.apply(Action::SetPilesInOrder(start));
            }
            TaskMsg::CheckMove => {
                if let (Status::Answer(a, _), Some((c, p))) = (&self.status, now) {
                    // A wrong move is refused: the drawing goes back to the task's position,
                    // so nothing on the page is a position the student did not choose.
                    if t.moved(&c, &p, a) && t.progress != Progress::Solved {
                        let start = t.start.clone();
                        self.editor.apply(Action::SetPilesInOrder(start));
                    }
                }
            }
            m => {
                if let (Status::Answer(a, _), Some(p)) = (&self.status, at_start) {
                    if p == t.start {
                        t.answer(&m, a);
                    }
                }
            }
        }
        self.post_task(before);
    }

    /// The course's key (`slug:N`) of the exercise on screen, when the page is that exercise:
    /// the link names a lesson's exercise and the task (its kind, complex, position and rule,
    /// or the convex game) is the one that exercise's own link opens. A link that names an
    /// exercise but asks something else earns no credit.
    pub fn exercise_key(&self) -> Option<String> {
        let learn = self.learn.as_ref()?;
        let key = learn.exercise_key()?;
        let (slug, n) = key.split_once(':')?;
        let lesson = crate::learn::lesson(slug)?;
        let n: usize = n.parse().ok()?;
        let want = AppState::from_link(&crate::learn::pages::exercise_link(lesson, n), false);
        let task = |s: &AppState| s.task.as_ref().map(|t| (t.task.kind, t.start.clone(), t.complex.clone(), t.misere));
        let same = match self.mode {
            crate::state::Mode::Convex => {
                want.mode == self.mode
                    && self.convex.sketch.task
                    && want.convex.sketch.spec() == self.convex.sketch.spec()
            }
            _ => want.mode == self.mode && task(&want).is_some() && task(&want) == task(self),
        };
        same.then_some(key)
    }

    /// A new answer: a move event for the host page when it follows a move.
    pub(crate) fn answered(&mut self, a: &Analysis) {
        let Some((c, piles)) = self.current() else { return };
        let key = (c.to_string(), piles.clone());
        if self.last_answered.as_ref() == Some(&key) {
            return;
        }
        if let Some((lc, lp)) = self.last_answered.take() {
            if lc == key.0 && move_error(&c, &lp, &piles).is_none() {
                self.post(HostEvent::Move { from: lp, to: piles.clone(), winning: a.outcome == Outcome::P });
            }
        }
        self.last_answered = Some(key);
    }
}
