//! Exercises for course pages: a task in the link (`&task=outcome|move|win|value`, with
//! `&hints=0|1|2`, `&attempts=N`, `&count=N` for a printed worksheet), the student's
//! attempts checked against the analysis of the task's position, and what the page may show
//! while the task is open (nothing that gives the answer away).
//!
//! The rules live here so they are tested natively; the answer panel only renders
//! [`TaskState`] and sends [`TaskMsg`]s.

use simnim_core::{move_error, position_text, Analysis, Complex, Method, Outcome};

/// What the student is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TaskKind {
    /// "Is this a P- or an N-position?"
    Outcome,
    /// "Find a winning move": a move on the drawing that reaches a P-position.
    Move,
    /// "Win against the computer from here" (play mode; the computer plays perfectly).
    Win,
    /// "What is the nim value?"
    Value,
}

impl TaskKind {
    pub const ALL: [(TaskKind, &'static str); 4] =
        [(TaskKind::Outcome, "outcome"), (TaskKind::Move, "move"), (TaskKind::Win, "win"), (TaskKind::Value, "value")];
    pub fn name(self) -> &'static str {
        TaskKind::ALL.iter().find(|(k, _)| *k == self).map_or("outcome", |(_, n)| n)
    }
    pub fn parse(s: &str) -> Option<TaskKind> {
        TaskKind::ALL.iter().find(|(_, n)| *n == s).map(|(k, _)| *k)
    }
    /// The task's short name, for a menu.
    pub fn title(self) -> &'static str {
        match self {
            TaskKind::Outcome => "P or N? (who wins)",
            TaskKind::Move => "Find a winning move",
            TaskKind::Win => "Win against the computer",
            TaskKind::Value => "The nim value",
        }
    }

    /// The question as the student reads it, in normal play (see [`TaskState::question`]
    /// for the question under the link's rule).
    pub fn question(self) -> &'static str {
        match self {
            TaskKind::Outcome => "Is this a P-position or an N-position?",
            TaskKind::Move => "Find a winning move: make a move on the drawing that leaves a P-position.",
            TaskKind::Win => {
                "Win against the computer from here: you move first, and the player who makes the last move wins."
            }
            TaskKind::Value => "What is the nim value of this position?",
        }
    }
}

/// A task as the link states it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Task {
    pub kind: TaskKind,
    /// 0: no hints; 1: a hint after a wrong answer (which theorem or search decides it);
    /// 2: the hint and the rule that decides it, in general words. None names a position.
    pub hints: u8,
    /// Attempts allowed (`None`: as many as the student likes).
    pub attempts: Option<u32>,
    /// Positions on a printed worksheet (1 to 12).
    pub count: u32,
}

impl Task {
    /// Reads `&task=…&hints=…&attempts=…&count=…` from a readable fragment; `None` without a
    /// known `task`. Broken values keep their defaults.
    pub fn from_fragment(fragment: &str) -> Option<Task> {
        let mut task: Option<Task> = None;
        let (mut hints, mut attempts, mut count) = (1u8, None, 1u32);
        for part in fragment.trim_start_matches('#').split('&') {
            let (k, v) = part.split_once('=').unwrap_or((part, ""));
            match k {
                "task" => task = TaskKind::parse(v).map(|kind| Task { kind, hints: 1, attempts: None, count: 1 }),
                "hints" => hints = v.parse::<u8>().ok().filter(|&h| h <= 2).unwrap_or(hints),
                "attempts" => attempts = v.parse::<u32>().ok().filter(|&a| (1..=99).contains(&a)).or(attempts),
                "count" => count = v.parse::<u32>().ok().filter(|&c| (1..=12).contains(&c)).unwrap_or(count),
                _ => {}
            }
        }
        task.map(|t| Task { hints, attempts, count, ..t })
    }

    /// `&task=…` and what differs from the defaults.
    pub fn to_query(&self) -> String {
        let mut s = format!("&task={}", self.kind.name());
        if self.hints != 1 {
            s.push_str(&format!("&hints={}", self.hints));
        }
        if let Some(a) = self.attempts {
            s.push_str(&format!("&attempts={a}"));
        }
        if self.count != 1 {
            s.push_str(&format!("&count={}", self.count));
        }
        s
    }
}

/// Where a task stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    Open,
    Solved,
    /// Given up, or no attempts left: the answer is shown.
    Revealed,
}

/// How a closed task was closed, as a teacher reads it: solved at the first try, solved
/// after wrong tries (and the hints the link allows), or the answer shown. A two-choice
/// question answered right after a wrong answer is not solved at the first try.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Grade {
    /// The answer was shown (given up, or no attempts left).
    Shown,
    /// Solved after at least one wrong try.
    AfterTries,
    /// Solved at the first try.
    FirstTry,
}

impl Grade {
    /// Every grade with its name in links, host events and the browser's progress.
    pub const ALL: [(Grade, &'static str); 3] =
        [(Grade::FirstTry, "first-try"), (Grade::AfterTries, "after-tries"), (Grade::Shown, "shown")];

    /// The grade's name (`first-try`, `after-tries`, `shown`).
    pub fn name(self) -> &'static str {
        Grade::ALL.iter().find(|(g, _)| *g == self).map_or("shown", |(_, n)| n)
    }

    /// Reads a grade's name.
    pub fn parse(s: &str) -> Option<Grade> {
        Grade::ALL.iter().find(|(_, n)| *n == s).map(|(g, _)| *g)
    }

    /// As a teacher's page says it.
    pub fn describe(self) -> &'static str {
        match self {
            Grade::FirstTry => "solved at the first try",
            Grade::AfterTries => "solved after a wrong try",
            Grade::Shown => "answer shown",
        }
    }

    /// Does the grade count as solved (the course's mark, and Continue skips it)?
    pub fn solved(self) -> bool {
        self != Grade::Shown
    }
}

/// What the student does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TaskMsg {
    /// Answers an outcome task: `true` for "P".
    SayP(bool),
    /// Answers a value task.
    SayValue(u64),
    /// Answers an outcome task of the partizan game: L, R, P or N.
    SayClass(simnim_core::thesis::GameOutcome),
    /// Shows the answer.
    GiveUp,
    /// A move task: the position on the drawing is the student's move; check it.
    CheckMove,
    /// A move task: back to the task's position to try again.
    Retry,
}

/// A task and the student's attempts so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TaskState {
    pub task: Task,
    /// The task's position (piles in complex order) and its complex.
    pub start: Vec<u64>,
    pub complex: String,
    pub tries: u32,
    pub progress: Progress,
    /// What the page says about the last attempt.
    pub feedback: Option<Feedback>,
    /// The rule the link sets: misère play (the last mover loses). The question names it;
    /// the answers it is graded against are the page's analysis under that rule, which the
    /// page does not let anyone change while the task is open.
    pub misere: bool,
}

/// The page's reply to an attempt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    pub right: bool,
    pub text: String,
}

/// The event a host page receives (`simnim:task`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TaskEvent {
    pub task: &'static str,
    pub solved: bool,
    pub attempts: u32,
    /// How the task was closed; `None` while it is open.
    pub grade: Option<Grade>,
}

impl TaskState {
    /// The task `task` about `start` on `complex`, under misère play when `misere`. A value
    /// task under misère play is refused: the papers define nim values for normal play only.
    pub fn new(task: Task, complex: &Complex, start: Vec<u64>, misere: bool) -> Result<TaskState, String> {
        if misere && task.kind == TaskKind::Value {
            return Err("This exercise asks for a nim value in misère play, where none is defined (nim values are \
                        a normal-play notion); it was not opened."
                .into());
        }
        Ok(TaskState {
            task,
            start,
            complex: complex.to_string(),
            tries: 0,
            progress: Progress::Open,
            feedback: None,
            misere,
        })
    }

    /// The question as the student reads it, naming the rule when it is misère play.
    pub fn question(&self) -> String {
        match (self.task.kind, self.misere) {
            (_, false) => self.task.kind.question().to_string(),
            (TaskKind::Outcome, true) => "In misère play (whoever makes the last move loses): is this a P-position or an N-position?".into(),
            (TaskKind::Move, true) => "In misère play (whoever makes the last move loses): find a winning move, a move on the drawing that leaves a P-position.".into(),
            (TaskKind::Win, true) => "Win against the computer from here in misère play: you move first, and the player who makes the last move loses.".into(),
            (TaskKind::Value, true) => self.task.kind.question().to_string(),
        }
    }

    /// May the page show the verdict, the value, the reason and the winning moves?
    pub fn shows_answer(&self) -> bool {
        self.progress != Progress::Open
    }

    /// Attempts left (`None`: unlimited).
    pub fn left(&self) -> Option<u32> {
        self.task.attempts.map(|a| a.saturating_sub(self.tries))
    }

    /// The event for the host page.
    pub fn event(&self) -> TaskEvent {
        TaskEvent {
            task: self.task.kind.name(),
            solved: self.progress == Progress::Solved,
            attempts: self.tries,
            grade: self.grade(),
        }
    }

    /// How the task was closed (`None` while it is open): a task solved at the first attempt
    /// is [`Grade::FirstTry`], one solved later [`Grade::AfterTries`] (so guessing both
    /// answers of a P-or-N question never counts as a first try), one given up or out of
    /// attempts [`Grade::Shown`].
    pub fn grade(&self) -> Option<Grade> {
        match self.progress {
            Progress::Open => None,
            Progress::Solved if self.tries <= 1 => Some(Grade::FirstTry),
            Progress::Solved => Some(Grade::AfterTries),
            Progress::Revealed => Some(Grade::Shown),
        }
    }

    /// An answer to an outcome or value task, checked against `truth` (the analysis of the
    /// task's position). Returns `false` when it could not be checked (wrong kind, task
    /// closed, or the truth lacks the value).
    pub fn answer(&mut self, msg: &TaskMsg, truth: &Analysis) -> bool {
        if self.progress != Progress::Open {
            return false;
        }
        let right = match (self.task.kind, msg) {
            (TaskKind::Outcome, TaskMsg::SayP(p)) => *p == (truth.outcome == Outcome::P),
            (TaskKind::Value, TaskMsg::SayValue(v)) => match truth.value {
                Some(t) => *v == t,
                None => return false,
            },
            _ => return false,
        };
        self.tries += 1;
        if right {
            self.progress = Progress::Solved;
            self.feedback = Some(Feedback { right: true, text: format!("Right. {}", why(truth)) });
        } else {
            let said = match msg {
                TaskMsg::SayP(true) => "P".to_string(),
                TaskMsg::SayP(false) => "N".to_string(),
                TaskMsg::SayValue(v) => v.to_string(),
                _ => String::new(),
            };
            self.wrong(format!("Not {said}."), truth);
        }
        true
    }

    /// A move on the drawing, from the task's position to `to` on `complex`, whose analysis
    /// says whether `to` is a P-position. Returns `false` when it is not an attempt (the
    /// task is not a move task, is closed, or `to` is the task's position).
    pub fn moved(&mut self, complex: &Complex, to: &[u64], after: &Analysis) -> bool {
        if self.task.kind != TaskKind::Move || self.progress != Progress::Open || to == self.start.as_slice() {
            return false;
        }
        self.tries += 1;
        // Not a move at all: explained, with no hint (the hint is about the position).
        if complex.to_string() != self.complex {
            self.not_a_move("The complex was changed; the task is about the drawing as it was. Try again.".into());
            return true;
        }
        if let Some(e) = move_error(complex, &self.start, to) {
            self.not_a_move(format!("That is not one move from the task's position: {e}. Try again."));
            return true;
        }
        if after.outcome == Outcome::P {
            self.progress = Progress::Solved;
            self.feedback = Some(Feedback {
                right: true,
                text: format!("Right: {} is a P-position. {}", position_text(to), why(after)),
            });
        } else {
            // The opponent's reply is not shown: a winning move from `to` is often a winning
            // move from the task's position too, so naming it would give the answer away.
            self.wrong(
                format!(
                    "{} is an N-position: the player to move there (your opponent) can win. The move is taken back; try again from {}.",
                    position_text(to),
                    position_text(&self.start)
                ),
                after,
            );
        }
        true
    }

    /// A game of a win task ended: `won` when the student won (made the last move, or in
    /// misère play left it to the computer).
    pub fn game_over(&mut self, won: bool) {
        if self.task.kind != TaskKind::Win || self.progress != Progress::Open {
            return;
        }
        self.tries += 1;
        if won {
            self.progress = Progress::Solved;
            let text = if self.misere {
                "You won: the computer had to make the last move."
            } else {
                "You won: you made the last move."
            };
            self.feedback = Some(Feedback { right: true, text: text.into() });
        } else {
            let text = if self.misere {
                "You made the last move, and in misère play that loses. Start again from the task's position."
            } else {
                "The computer made the last move. Start again from the task's position."
            };
            self.feedback = Some(Feedback { right: false, text: text.into() });
            if self.left() == Some(0) {
                self.progress = Progress::Revealed;
            }
        }
    }

    /// Gives up: the answer is shown.
    pub fn give_up(&mut self) {
        if self.progress == Progress::Open {
            self.progress = Progress::Revealed;
            self.feedback = None;
        }
    }

    /// A wrong attempt: the feedback, then what the link's `hints` allows: nothing, a hint
    /// (how such a position is decided, and which theorem or search decides this one, in
    /// words: never an internal name), or the hint and that theorem's rule in general words.
    fn wrong(&mut self, text: String, truth: &Analysis) {
        // The rule in general words, never this position's data: an explanation of the
        // position names positions (a winning move from where the student went, the sum
        // the circuits ask for), and one of them may answer the task.
        let hint = self.hint(truth);
        self.wrong_hinted(text, &hint, rule(&truth.method));
    }

    /// A wrong attempt with what the link's `hints` allows of `hint` (how such a position is
    /// decided, and what decides this one) and `rule` (the rule in general words).
    pub(crate) fn wrong_hinted(&mut self, text: String, hint: &str, rule: &str) {
        let said = match self.task.hints {
            0 => text,
            1 => format!("{text} Hint: {hint}"),
            _ => format!("{text} Hint: {hint} The rule: {rule}"),
        };
        self.count_attempt(said);
    }

    /// An attempt that was not a move: explained, no hint.
    pub(crate) fn not_a_move(&mut self, text: String) {
        self.count_attempt(text);
    }

    /// An attempt in another mode that was not one move: counted and explained, no hint.
    #[cfg(not(feature = "first"))]
    pub(crate) fn refused_move(&mut self, text: String) {
        if self.progress != Progress::Open {
            return;
        }
        self.tries += 1;
        self.count_attempt(text);
    }

    fn count_attempt(&mut self, text: String) {
        self.feedback = Some(Feedback { right: false, text });
        if self.left() == Some(0) {
            self.progress = Progress::Revealed;
        }
    }

    /// A hint that does not give the answer away: how a position is decided, and what
    /// decides this one, as a person cites it.
    fn hint(&self, truth: &Analysis) -> String {
        let how = match self.task.kind {
            TaskKind::Value => "the nim value is the smallest number that is not the value of a position one move away",
            _ if self.misere => {
                "a position is P when every move leads to an N-position; in misère play a position with no chips is N"
            }
            _ => "a position is P when every move leads to an N-position, and N when some move leads to a P-position",
        };
        format!("{how}. Here {} decides it.", truth.method.source())
    }
}

/// How `method` decides a position, in general words (no position's data): the fuller hint
/// a teacher may ask for (`&hints=2`).
pub(crate) fn rule(method: &Method) -> &'static str {
    match method {
        Method::Terminal => "with no chips left the player to move cannot move, and loses.",
        Method::SimplexSum | Method::MisereNim => {
            "a component that is a single face plays like one Nim pile of its total number of chips, and the \
             position is P exactly when the nim-sum of those totals is 0 (Bouton's theorem; in misère play Bouton's \
             misère rule)."
        }
        Method::PointedCircuits => {
            "on a pointed circuit complex a position is P exactly when it is a sum of circuits, each taken as many \
             times as the pile on its point (E&S Theorem 3.2)."
        }
        Method::NimBasis | Method::BinaryMatroid => {
            "on a Nim-regular complex a position is P exactly when every binary layer (the set of vertices whose \
             pile has that bit) is in the Nim-basis (E&S Theorem 4.4)."
        }
        Method::JoinFactors => "a join is P exactly when the position is P on every join factor (E&S Theorem 6.1).",
        Method::Doubling => {
            "a doubled vertex is undone: its two piles must be equal, and the smaller game decides the rest."
        }
        Method::SolvedFamily => "a solved family's theorem states its P-positions as equations between the piles.",
        Method::ProperNim => "Jenkyns and Mayberry's closed form gives the nim value of Proper Nim.",
        Method::MisereMoore => "the closed form of Moore's Nim in misère play decides it.",
        Method::Exhaustive | Method::ExhaustivePn | Method::MisereExhaustive => {
            "work upwards from the empty position: each position is P when none of its moves reaches a P-position."
        }
    }
}

/// The reason, with one winning move for an N-position (only once the task is closed).
fn why(a: &Analysis) -> String {
    let mut s = format!("{} ({})", a.explanation, a.method.source());
    if a.outcome == Outcome::N {
        if let Some(m) = a.moves.first() {
            s.push_str(&format!("; a winning move: to {}", position_text(m)));
        }
    }
    s
}

/// The positions of a printed worksheet: the task's position first, then `count − 1` more
/// of the same complex (piles up to the largest of the task's, at least 3), the same every
/// time for the same task.
pub fn worksheet(start: &[u64], count: u32) -> Vec<Vec<u64>> {
    let top = start.iter().copied().max().unwrap_or(0).clamp(3, 9);
    let mut seed = start.iter().fold(0x9E37_79B9_7F4A_7C15u64, |h, &p| (h ^ p).wrapping_mul(0x100_0000_01B3));
    let mut out = vec![start.to_vec()];
    while out.len() < count.clamp(1, 12) as usize {
        let p: Vec<u64> = start
            .iter()
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                seed % (top + 1)
            })
            .collect();
        if p.iter().any(|&x| x > 0) && !out.contains(&p) {
            out.push(p);
        }
    }
    out
}
