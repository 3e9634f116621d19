//! The page's reducer for the graph Nim and matrix modes (part of [`AppState::apply`]): their
//! links loaded and written, the games' worker's answers kept, what a read-only page or an
//! exercise allows there, and exercises graded as in the simplicial mode — an answer against
//! the worker's answer for the task's position, a move judged by the answer for the position
//! it reaches (a wrong one taken back, with no right answer shown), a game against the
//! computer ended. The editors and the engines decide the rest (`games`, the core).

use simnim_core::thesis::{GameAnswer, GameMethod, GameOutcome, IllegalMove};

use crate::games::protocol::{GameResponse, GameSpec, Rule};
use crate::games::words::{graph_position_text, matrix_text, move_text};
use crate::games::{
    decode_graph, decode_matrix, encode_graph, encode_matrix, GameKind, GameMsg, GraphAct, GraphEditor, MatrixAct,
    MatrixEditor,
};
use crate::state::{AppState, Mode};
use crate::task::{rule, Feedback, Progress, Task, TaskKind, TaskMsg, TaskState};

impl AppState {
    /// The game on screen in these modes as a readable fragment (an exercise's: its position).
    pub(crate) fn games_readable(&self) -> String {
        let start = self.task.as_ref().map(|t| t.start.clone());
        match self.mode {
            Mode::Matrix => {
                let m = &self.games.matrix;
                let rows = match start {
                    Some(s) if !m.rows.is_empty() && s.len() == m.rows.len() * m.rows[0].len() => {
                        s.chunks(m.rows[0].len()).map(<[u64]>::to_vec).collect()
                    }
                    _ => m.rows.clone(),
                };
                encode_matrix(&rows, m.rule)
            }
            _ => {
                let mut s = self.games.graph.sketch.clone();
                if let Some((piece, w)) = start.as_deref().and_then(|s| s.split_last()) {
                    s.set_weights(w);
                    s.piece = Some(*piece as usize);
                }
                encode_graph(&s)
            }
        }
    }

    /// Loads a link of these modes (its task too).
    pub(crate) fn load_game(&mut self, kind: GameKind, hash: &str) {
        let broken = |e: &str| format!("This link could not be read ({e}); nothing was changed.");
        self.games.judging = false;
        self.games.graded_game = false;
        match kind {
            GameKind::Graph => {
                self.mode = Mode::Graph;
                match decode_graph(hash) {
                    Ok(s) => self.games.graph = GraphEditor::new(s),
                    Err(e) => self.games.graph.notice = Some(broken(&e)),
                }
            }
            GameKind::Matrix => {
                self.mode = Mode::Matrix;
                match decode_matrix(hash) {
                    Ok((rows, rule)) => self.games.matrix = MatrixEditor::new(rows, rule),
                    Err(e) => self.games.matrix.notice = Some(broken(&e)),
                }
            }
        }
        self.task = match Task::from_fragment(hash).map(|t| self.game_task(t)) {
            Some(Ok(t)) => Some(t),
            Some(Err(e)) => {
                self.notice_in_mode(e);
                None
            }
            None => None,
        };
        let moves_only = self.task.as_ref().is_some_and(|t| matches!(t.task.kind, TaskKind::Move | TaskKind::Win));
        self.games.graph.moves_only = moves_only;
        self.games.matrix.moves_only = moves_only;
        if self.task.as_ref().is_some_and(|t| t.task.kind == TaskKind::Win) {
            self.start_game();
        }
    }

    /// The task a link asks in these modes, or why it cannot be asked.
    fn game_task(&self, task: Task) -> Result<TaskState, String> {
        if self.mode == Mode::Matrix && self.games.matrix.rule == Rule::Partizan && task.kind != TaskKind::Outcome {
            return Err("This exercise asks for a nim value, a move or a game in Ferguson's partizan game, where the \
                        page asks only for the class (L, R, P or N); it was not opened."
                .into());
        }
        let start = self.game_position().ok_or("This exercise's graph has no piece on it; it was not opened.")?;
        Ok(TaskState {
            task,
            start,
            complex: self.game_id(),
            tries: 0,
            progress: Progress::Open,
            feedback: None,
            misere: false,
        })
    }

    /// The game on screen without its position (what an exercise fixes).
    fn game_id(&self) -> String {
        match self.mode {
            Mode::Matrix => {
                let m = &self.games.matrix;
                format!("matrix {} {}x{}", m.rule.name(), m.rows.len(), m.rows[0].len())
            }
            _ => {
                let s = &self.games.graph.sketch;
                let labels: Vec<&str> = s.vertices.iter().map(|v| v.label.as_str()).collect();
                format!("fukuyama {} on {}", s.edges_text(), labels.join(","))
            }
        }
    }

    /// The position on screen as an exercise keeps it: the matrix's entries row by row, or
    /// the edges' numbers and then the piece's vertex.
    pub fn game_position(&self) -> Option<Vec<u64>> {
        match self.mode {
            Mode::Matrix => Some(self.games.matrix.rows.concat()),
            _ => {
                let (mut w, piece) = self.games.graph.sketch.position()?;
                w.push(piece as u64);
                Some(w)
            }
        }
    }

    /// A position as an exercise's feedback names it.
    pub fn game_position_text(&self, p: &[u64]) -> String {
        match self.mode {
            Mode::Matrix => {
                let c = self.games.matrix.rows[0].len().max(1);
                matrix_text(&p.chunks(c).map(<[u64]>::to_vec).collect::<Vec<_>>())
            }
            _ => match p.split_last() {
                Some((piece, w)) => graph_position_text(w, self.games.graph.sketch.label(*piece as usize)),
                None => String::new(),
            },
        }
    }

    /// Back to position `p` (an exercise's start).
    fn set_game_position(&mut self, p: &[u64]) {
        match self.mode {
            Mode::Matrix => {
                let m = &mut self.games.matrix;
                let c = m.rows[0].len().max(1);
                if p.len() == m.rows.len() * c {
                    m.rows = p.chunks(c).map(<[u64]>::to_vec).collect();
                }
                m.draft = None;
            }
            _ => {
                if let Some((piece, w)) = p.split_last() {
                    let s = &mut self.games.graph.sketch;
                    s.set_weights(w);
                    s.piece = Some(*piece as usize);
                }
            }
        }
    }

    /// A game against the computer from the position on screen (an exercise's from its start).
    fn start_game(&mut self) {
        if let Some(start) = self.task.as_ref().map(|t| t.start.clone()) {
            self.set_game_position(&start);
        }
        self.games.graded_game = false;
        match self.mode {
            Mode::Matrix => self.games.matrix.apply(MatrixAct::StartGame { vs_computer: true }),
            _ => self.games.graph.apply(GraphAct::StartGame { vs_computer: true }),
        }
    }

    /// The worker's answer for the game on screen in the present mode, if it has come.
    pub fn game_answer(&self) -> Option<&Result<GameAnswer, String>> {
        match self.mode {
            Mode::Matrix => self.games.matrix.current_answer().map(|s| &s.result),
            Mode::Graph => self.games.graph.current_answer().map(|s| &s.result),
            _ => None,
        }
    }

    /// May this message of these modes be applied? (See `AppState::allows`.) A read-only page
    /// and an exercise refuse every edit of the game; a move is allowed where the piles may
    /// change (a move or a game exercise; anywhere but a read-only page without one).
    pub(crate) fn allows_game(&self, m: &GameMsg) -> bool {
        let fixed = self.game_fixed_by().is_some();
        match m {
            GameMsg::Graph(a) if GraphEditor::edits_game(a) => !fixed,
            GameMsg::Graph(a) if GraphEditor::is_move(a) => self.piles_editable(),
            GameMsg::Matrix(a) if self.games.matrix.edits_game(a) => !fixed,
            GameMsg::Matrix(
                MatrixAct::PlayDraft
                | MatrixAct::PlayTo(_)
                | MatrixAct::StartGame { .. }
                | MatrixAct::StopGame
                | MatrixAct::ComputerMove
                | MatrixAct::TakeBack
                | MatrixAct::SetCell { .. }
                | MatrixAct::AdjustCell { .. }
                | MatrixAct::AdjustSelected(_)
                | MatrixAct::AdjustLine { .. },
            ) => self.piles_editable(),
            _ => true,
        }
    }

    /// Applies a message of these modes.
    pub(crate) fn game_msg(&mut self, m: GameMsg) {
        let before = self.task.as_ref().map(|t| (t.tries, t.progress));
        let open = |s: &AppState, k: TaskKind| {
            s.task.as_ref().is_some_and(|t| t.task.kind == k && t.progress == Progress::Open)
        };
        match m {
            GameMsg::Graph(GraphAct::StartGame { .. }) | GameMsg::Matrix(MatrixAct::StartGame { .. })
                if self.task.as_ref().is_some_and(|t| t.task.kind == TaskKind::Win) =>
            {
                self.start_game()
            }
            GameMsg::Graph(a) if GraphEditor::is_move(&a) && open(self, TaskKind::Move) => {
                if !self.games.judging {
                    let was = self.game_position();
                    self.games.graph.apply(a);
                    self.games.judging = self.game_position() != was;
                }
            }
            GameMsg::Matrix(a @ (MatrixAct::PlayDraft | MatrixAct::PlayTo(_))) if open(self, TaskKind::Move) => {
                if self.games.judging {
                    return;
                }
                let illegal = match &a {
                    MatrixAct::PlayDraft => {
                        self.games.matrix.draft_move().err().filter(|e| *e != IllegalMove::Unchanged)
                    }
                    _ => None,
                };
                match (illegal, self.task.as_mut()) {
                    (Some(e), Some(t)) => {
                        t.refused_move(format!("That is not one move from the task's position: {e}. Try again."));
                        self.games.matrix.draft = None;
                    }
                    _ => {
                        let was = self.game_position();
                        self.games.matrix.apply(a);
                        self.games.judging = self.game_position() != was;
                    }
                }
            }
            GameMsg::Graph(a) => self.games.graph.apply(a),
            GameMsg::Matrix(a) => self.games.matrix.apply(a),
            GameMsg::Worker(GameResponse::Solved { spec, result, ms }) => {
                let s = crate::games::Games::solved(spec.clone(), result, ms);
                match spec {
                    GameSpec::Fukuyama { .. } => self.games.graph.apply(GraphAct::Solved(s)),
                    GameSpec::Matrix { .. } => self.games.matrix.apply(MatrixAct::Solved(s)),
                }
                self.judge_move();
            }
            GameMsg::Worker(r) => {
                if let Some(c) = self.games.comparison.as_mut() {
                    c.receive(&r);
                }
            }
            GameMsg::Comparing(c) => self.games.comparison = Some(c),
            GameMsg::ShowMoves(b) => self.games.hide_moves = !b,
        }
        self.grade_game();
        self.post_task(before);
    }

    /// A move of a move exercise, once the answer for the position it reached has come.
    fn judge_move(&mut self) {
        if !self.games.judging {
            return;
        }
        let Some(Ok(after)) = self.game_answer().cloned() else { return };
        let Some(now) = self.game_position() else { return };
        self.games.judging = false;
        let to = self.game_position_text(&now);
        let Some(t) = self.task.as_ref() else { return };
        let from = self.game_position_text(&t.start);
        let start = t.start.clone();
        let t = self.task.as_mut().expect("a task");
        t.tries += 1;
        if after.outcome == GameOutcome::P {
            t.progress = Progress::Solved;
            t.feedback = Some(Feedback { right: true, text: format!("Right: {to} is a P-position. {}", why(&after)) });
        } else {
            // The opponent's reply is not shown: it could be a winning move from the start.
            let text = format!(
                "{to} is an N-position: the player to move there (your opponent) can win. The move is taken back; try again from {from}."
            );
            t.wrong_hinted(text, &hint(TaskKind::Move, &after, false), game_rule(&after.method));
            self.set_game_position(&start);
        }
    }

    /// A game of a "win" exercise that ended: graded once.
    fn grade_game(&mut self) {
        let play_won = match self.mode {
            Mode::Matrix => self.games.matrix.play.as_ref().and_then(|p| p.now.person_won),
            _ => self.games.graph.play.as_ref().and_then(|p| p.now.person_won),
        };
        if let (Some(won), false) = (play_won, self.games.graded_game) {
            if let Some(t) = self.task.as_mut() {
                t.game_over(won);
                self.games.graded_game = true;
            }
        }
    }

    /// An exercise's answer, a retry or giving up, in these modes.
    pub(crate) fn game_task_msg(&mut self, m: TaskMsg) {
        let before = self.task.as_ref().map(|t| (t.tries, t.progress));
        let now = self.game_position();
        let truth = self.game_answer().and_then(|r| r.as_ref().ok()).cloned();
        let Some(t) = self.task.as_mut() else { return };
        match m {
            TaskMsg::GiveUp => t.give_up(),
            TaskMsg::Retry => {
                t.feedback = None;
                let start = t.start.clone();
                self.games.judging = false;
                self.set_game_position(&start);
            }
            TaskMsg::CheckMove => {}
            m => {
                if let (Some(a), true) = (truth, now.as_ref() == Some(&t.start)) {
                    t.answer_game(&m, &a);
                }
            }
        }
        self.post_task(before);
    }
}

impl TaskState {
    /// An answer to an outcome or value exercise of these modes, checked against `truth`.
    fn answer_game(&mut self, msg: &TaskMsg, truth: &GameAnswer) {
        if self.progress != Progress::Open {
            return;
        }
        let said = match msg {
            TaskMsg::SayP(true) => "P".to_string(),
            TaskMsg::SayP(false) => "N".to_string(),
            TaskMsg::SayClass(c) => format!("{c:?}"),
            TaskMsg::SayValue(v) => v.to_string(),
            _ => return,
        };
        let right = match (self.task.kind, msg) {
            (TaskKind::Outcome, TaskMsg::SayP(p)) => *p == (truth.outcome == GameOutcome::P),
            (TaskKind::Outcome, TaskMsg::SayClass(c)) => *c == truth.outcome,
            (TaskKind::Value, TaskMsg::SayValue(v)) => match truth.value {
                Some(t) => *v == t,
                None => return,
            },
            _ => return,
        };
        self.tries += 1;
        if right {
            self.progress = Progress::Solved;
            self.feedback = Some(Feedback { right: true, text: format!("Right. {}", why(truth)) });
        } else {
            let partizan = self.complex.starts_with("matrix partizan");
            self.wrong_hinted(format!("Not {said}."), &hint(self.task.kind, truth, partizan), game_rule(&truth.method));
        }
    }
}

/// How such a position is decided, and what decides this one (never a position's data).
fn hint(kind: TaskKind, truth: &GameAnswer, partizan: bool) -> String {
    let how = match kind {
        TaskKind::Value => "the nim value is the smallest number that is not the value of a position one move away",
        _ if partizan => {
            "Left wins moving first when some row move leads to a position Right loses moving first, and Right likewise with the columns; the class says who wins moving first"
        }
        _ => "a position is P when every move leads to an N-position, and N when some move leads to a P-position",
    };
    format!("{how}. Here {} decides it.", truth.method_text.split(';').next().unwrap_or(""))
}

/// How a method decides a position, in general words (the fuller hint, `&hints=2`).
fn game_rule(m: &GameMethod) -> &'static str {
    match m {
        GameMethod::Terminal => "with no move left the player to move cannot move, and loses.",
        GameMethod::Exhaustive => {
            "work upwards from the positions with no move: each position is P when none of its moves reaches a P-position."
        }
        GameMethod::Wythoff => {
            "Wythoff's P-positions are the pairs (⌊kφ⌋, ⌊kφ⌋ + k) for k = 0, 1, 2, …, in either order, with φ the golden ratio."
        }
        GameMethod::Complex(method) => rule(method),
    }
}

/// The reason, with one winning move for an N-position (only once the task is closed).
fn why(a: &GameAnswer) -> String {
    // The explanation follows "Right." or a sentence, so it starts with a capital letter.
    let mut rest = a.explanation.chars();
    let first: String = rest.next().map(|c| c.to_uppercase().collect()).unwrap_or_default();
    let mut s = format!("{first}{} ({})", rest.as_str(), a.method_text);
    if a.outcome == GameOutcome::N {
        if let Some(m) = a.moves.first() {
            s.push_str(&format!("; a winning move: {}", move_text(m)));
        }
    }
    s
}
