//! The matrix mode's reducer: an m × n grid of piles (rows and columns added and removed,
//! each entry stepped or typed), the rule (Holladay, Ferguson, Ferguson's partizan game),
//! undo, and play: a move is composed on a draft of the matrix (entries and whole lines
//! lowered) and played when it is one move under the rule, checked by the core
//! (`simnim_core::thesis::matrix_move`); the computer answers from the worker's answer.
//!
//! Contract: `apply` never panics; the matrix is never empty, at most [`MAX_SIDE`] rows and
//! columns; a refused edit leaves it unchanged and sets `notice`; every edit of the game
//! (entries, shape, rule) ends a game in play.

use std::rc::Rc;

use simnim_core::thesis::{matrix_any_move, matrix_move, parse_rows, GameMove, IllegalMove, Line, Matrix, Player};

use super::protocol::{GameSpec, Rule, Solved};
use super::words::{move_result, move_text};
use crate::history::History;
use crate::play::{PlaySession, Turn};

/// Most rows and columns.
pub const MAX_SIDE: usize = 6;

/// Everything a person (or the worker) does in the matrix mode.
#[derive(Clone, Debug, PartialEq)]
pub enum MatrixAct {
    SelectCell(usize, usize),
    /// An entry typed (while a move is composed: the draft's entry, never above the matrix's).
    SetCell {
        i: usize,
        j: usize,
        v: u64,
    },
    AdjustCell {
        i: usize,
        j: usize,
        delta: i64,
    },
    /// The selected entry up or down (the arrow keys, the steppers).
    AdjustSelected(i64),
    /// Every entry of a line up or down by one.
    AdjustLine {
        line: Line,
        index: usize,
        delta: i64,
    },
    AddRow,
    RemoveRow,
    AddColumn,
    RemoveColumn,
    SetRule(Rule),
    /// The matrix typed by rows, like `3,4;5,6`.
    SetText(String),
    Load {
        rows: Vec<Vec<u64>>,
        rule: Rule,
    },
    Undo,
    Redo,
    /// The composed draft, played as a move.
    PlayDraft,
    /// The draft back to the matrix on screen.
    ResetDraft,
    /// A listed move (a winning move clicked): the matrix it leaves.
    PlayTo(Vec<Vec<u64>>),
    StartGame {
        vs_computer: bool,
    },
    StopGame,
    ComputerMove,
    TakeBack,
    /// The person's side in the partizan game.
    SetSide(Player),
    Solved(Rc<Solved>),
    ShowNotice(String),
    DismissNotice,
}

/// The matrix mode's state.
#[derive(Clone, Debug, PartialEq)]
pub struct MatrixEditor {
    /// The matrix on screen, by rows.
    pub rows: Vec<Vec<u64>>,
    pub rule: Rule,
    /// The selected entry.
    pub cell: Option<(usize, usize)>,
    /// A move being composed (while a game is in play or an exercise asks for a move).
    pub draft: Option<Vec<Vec<u64>>>,
    pub notice: Option<String>,
    /// The latest answer of the worker (shown only while it is for the game on screen).
    pub answer: Option<Rc<Solved>>,
    pub play: Option<PlaySession<Vec<Vec<u64>>>>,
    /// The person's side in the partizan game (the computer plays the other).
    pub side: Player,
    /// Moves only (an exercise asks for a move or a game): the game is not edited.
    pub moves_only: bool,
    history: History<(Vec<Vec<u64>>, Rule)>,
}

impl Default for MatrixEditor {
    fn default() -> Self {
        MatrixEditor::new(vec![vec![3, 4], vec![5, 6]], Rule::Ferguson)
    }
}

fn other(p: Player) -> Player {
    match p {
        Player::Left => Player::Right,
        Player::Right => Player::Left,
    }
}

impl MatrixEditor {
    /// The mode showing `rows` under `rule`.
    pub fn new(rows: Vec<Vec<u64>>, rule: Rule) -> MatrixEditor {
        MatrixEditor {
            rows,
            rule,
            cell: None,
            draft: None,
            notice: None,
            answer: None,
            play: None,
            side: Player::Left,
            moves_only: false,
            history: History::default(),
        }
    }

    /// The game on screen.
    pub fn spec(&self) -> GameSpec {
        GameSpec::Matrix { rule: self.rule, rows: self.rows.clone() }
    }

    /// The worker's answer, if it is for the game on screen.
    pub fn current_answer(&self) -> Option<&Solved> {
        let spec = self.spec();
        self.answer.as_deref().filter(|s| s.spec == spec)
    }

    /// Can undo / redo?
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }
    /// See [`MatrixEditor::can_undo`].
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Is a move being composed (the entries edit the draft, not the matrix)?
    pub fn composing(&self) -> bool {
        self.play.is_some() || self.moves_only
    }

    /// What the grid shows: the draft while a move is composed, else the matrix.
    pub fn shown(&self) -> &Vec<Vec<u64>> {
        self.draft.as_ref().filter(|_| self.composing()).unwrap_or(&self.rows)
    }

    /// Is the computer to move in the game in play?
    pub fn awaiting_computer(&self) -> bool {
        self.play.as_ref().is_some_and(|p| p.vs_computer && p.now.turn == Turn::Computer)
    }

    /// The player whose move is composed now (the partizan game only).
    pub fn mover(&self) -> Option<Player> {
        (self.rule == Rule::Partizan).then(|| match self.play.as_ref().map(|p| p.now.turn) {
            Some(Turn::Computer) => other(self.side),
            _ => self.side,
        })
    }

    /// Is the matrix Wythoff's game (Ferguson's rule on 2 × 1 or 1 × 2)?
    pub fn is_wythoff(&self) -> bool {
        self.rule == Rule::Ferguson && matches!((self.rows.len(), self.rows[0].len()), (2, 1) | (1, 2))
    }

    /// Does this act change the game (entries, shape, rule) other than by a move? (What a
    /// read-only page and an exercise refuse.)
    pub fn edits_game(&self, a: &MatrixAct) -> bool {
        match a {
            MatrixAct::SetCell { .. }
            | MatrixAct::AdjustCell { .. }
            | MatrixAct::AdjustSelected(_)
            | MatrixAct::AdjustLine { .. } => !self.composing(),
            MatrixAct::AddRow
            | MatrixAct::RemoveRow
            | MatrixAct::AddColumn
            | MatrixAct::RemoveColumn
            | MatrixAct::SetRule(_)
            | MatrixAct::SetText(_)
            | MatrixAct::Load { .. }
            | MatrixAct::Undo
            | MatrixAct::Redo => true,
            _ => false,
        }
    }

    /// The composed draft as a move under the rule (in the partizan game, by the side to
    /// move in a game or an exercise; by either side otherwise).
    pub fn draft_move(&self) -> Result<GameMove, IllegalMove> {
        let (Ok(before), Some(Ok(after))) = (Matrix::new(self.rows.clone()), self.draft.clone().map(Matrix::new))
        else {
            return Err(IllegalMove::Unchanged);
        };
        let player = if self.composing() { self.mover() } else { None };
        matrix_move(self.rule.core(), &before, &after, player)
    }

    /// Applies one act. Never panics.
    pub fn apply(&mut self, a: MatrixAct) {
        let before = (self.rows.clone(), self.rule);
        match a {
            MatrixAct::ShowNotice(n) => self.notice = Some(n),
            MatrixAct::DismissNotice => self.notice = None,
            MatrixAct::Solved(s) => self.answer = Some(s),
            MatrixAct::SelectCell(i, j) if i < self.rows.len() && j < self.rows[0].len() => self.cell = Some((i, j)),
            MatrixAct::SetSide(p) => {
                self.side = p;
                self.play = None;
                self.draft = None;
            }
            MatrixAct::Undo | MatrixAct::Redo => {
                let mut now = before.clone();
                let moved =
                    if a == MatrixAct::Undo { self.history.undo(&mut now) } else { self.history.redo(&mut now) };
                if moved {
                    (self.rows, self.rule) = now;
                    self.after_edit();
                }
            }
            MatrixAct::PlayDraft => match self.draft_move() {
                Ok(mv) => self.apply_move(&mv, false),
                Err(e) => self.notice = Some(format!("Not a move: {e}.")),
            },
            MatrixAct::ResetDraft => self.draft = None,
            MatrixAct::PlayTo(rows) => {
                self.draft = Some(rows);
                let m = self.draft_move();
                self.draft = None;
                match m {
                    Ok(mv) => self.apply_move(&mv, false),
                    Err(e) => self.notice = Some(format!("Not a move: {e}.")),
                }
            }
            MatrixAct::StartGame { vs_computer } => {
                self.draft = None;
                self.play =
                    Some(PlaySession::new(self.rows.clone(), vs_computer, false, "New game: you move first.".into()));
            }
            MatrixAct::StopGame => {
                self.play = None;
                self.draft = None;
            }
            MatrixAct::ComputerMove => self.computer_move(),
            MatrixAct::TakeBack => {
                if let Some(p) = self.play.as_mut() {
                    if p.take_back() {
                        self.rows = p.now.position.clone();
                        self.draft = None;
                    }
                }
            }
            a if self.composing() && !self.edits_game(&a) => self.compose(a),
            a => {
                self.edit(a);
                if (self.rows.clone(), self.rule) != before {
                    self.history.record(before);
                    self.after_edit();
                }
            }
        }
    }

    fn after_edit(&mut self) {
        self.play = None;
        self.draft = None;
        self.cell = self.cell.filter(|&(i, j)| i < self.rows.len() && j < self.rows[0].len());
    }

    /// An entry changed by `delta` or set, within `0..=top` (`u64::MAX` when editing).
    fn step(x: &mut u64, delta: i64, top: u64) {
        *x = x.saturating_add_signed(delta).min(top);
    }

    /// The edits of a draft: entries lowered (never above the matrix on screen).
    fn compose(&mut self, a: MatrixAct) {
        let top = self.rows.clone();
        let d = self.draft.get_or_insert_with(|| top.clone());
        let cell = self.cell;
        match a {
            MatrixAct::SetCell { i, j, v } if i < d.len() && j < d[0].len() => d[i][j] = v.min(top[i][j]),
            MatrixAct::AdjustCell { i, j, delta } if i < d.len() && j < d[0].len() => {
                Self::step(&mut d[i][j], delta, top[i][j])
            }
            MatrixAct::AdjustSelected(delta) => {
                if let Some((i, j)) = cell.filter(|&(i, j)| i < d.len() && j < d[0].len()) {
                    Self::step(&mut d[i][j], delta, top[i][j]);
                }
            }
            MatrixAct::AdjustLine { line, index, delta } => {
                for (i, row) in d.iter_mut().enumerate() {
                    for (j, x) in row.iter_mut().enumerate() {
                        if (line == Line::Row && i == index) || (line == Line::Column && j == index) {
                            Self::step(x, delta, top[i][j]);
                        }
                    }
                }
            }
            _ => {}
        }
        if self.draft.as_ref() == Some(&self.rows) {
            self.draft = None;
        }
    }

    /// The edits of the matrix and the rule.
    fn edit(&mut self, a: MatrixAct) {
        let (r, c) = (self.rows.len(), self.rows[0].len());
        let cell = self.cell;
        let m = &mut self.rows;
        match a {
            MatrixAct::SetCell { i, j, v } if i < r && j < c => m[i][j] = v,
            MatrixAct::AdjustCell { i, j, delta } if i < r && j < c => Self::step(&mut m[i][j], delta, u64::MAX),
            MatrixAct::AdjustSelected(delta) => {
                if let Some((i, j)) = cell.filter(|&(i, j)| i < r && j < c) {
                    Self::step(&mut m[i][j], delta, u64::MAX);
                }
            }
            MatrixAct::AdjustLine { line, index, delta } => {
                for (i, row) in m.iter_mut().enumerate() {
                    for (j, x) in row.iter_mut().enumerate() {
                        if (line == Line::Row && i == index) || (line == Line::Column && j == index) {
                            Self::step(x, delta, u64::MAX);
                        }
                    }
                }
            }
            MatrixAct::AddRow if r < MAX_SIDE => m.push(vec![1; c]),
            MatrixAct::AddColumn if c < MAX_SIDE => m.iter_mut().for_each(|row| row.push(1)),
            MatrixAct::RemoveRow if r > 1 => {
                m.pop();
            }
            MatrixAct::RemoveColumn if c > 1 => m.iter_mut().for_each(|row| {
                row.pop();
            }),
            MatrixAct::AddRow | MatrixAct::AddColumn => {
                self.notice = Some(format!("The matrix holds at most {MAX_SIDE} rows and {MAX_SIDE} columns."))
            }
            MatrixAct::RemoveRow | MatrixAct::RemoveColumn => {
                self.notice = Some("A matrix keeps at least one row and one column.".into())
            }
            MatrixAct::SetRule(rule) => self.rule = rule,
            MatrixAct::SetText(t) => match parse_rows(&t) {
                Ok(rows) if rows.len() <= MAX_SIDE && rows[0].len() <= MAX_SIDE => match Matrix::new(rows) {
                    Ok(mx) => *m = mx.to_rows(),
                    Err(e) => self.notice = Some(format!("That matrix could not be read: {e}.")),
                },
                Ok(_) => {
                    self.notice = Some(format!("The matrix holds at most {MAX_SIDE} rows and {MAX_SIDE} columns."))
                }
                Err(e) => self.notice = Some(format!("That matrix could not be read: {e}.")),
            },
            MatrixAct::Load { rows, rule } => {
                if !rows.is_empty() && !rows[0].is_empty() {
                    *m = rows;
                }
                self.rule = rule;
            }
            _ => {}
        }
    }

    /// Puts a move's matrix on screen, and into the game in play (the person's move, or
    /// the computer's when `by_computer`).
    fn apply_move(&mut self, mv: &GameMove, by_computer: bool) {
        let Some(after) = move_result(mv).cloned() else { return };
        match self.play.as_ref().map(|p| p.now.turn) {
            Some(Turn::Over) => {
                self.notice = Some("The game is over.".into());
                return;
            }
            Some(Turn::Computer) if !by_computer => {
                self.notice = Some("It is the computer's turn.".into());
                return;
            }
            _ => {}
        }
        let mover = self.mover();
        let before = (self.rows.clone(), self.rule);
        self.rows = after.clone();
        self.draft = None;
        match self.play.as_mut() {
            Some(session) => {
                let next = mover.map(other);
                let over =
                    Matrix::new(after.clone()).map_or(true, |m| matrix_any_move(self.rule.core(), &m, next).is_none());
                session.play(after, &move_text(mv), over);
            }
            None => self.history.record(before),
        }
    }

    /// The computer's move: a winning move of the worker's answer (for its side), else the
    /// slowest move.
    fn computer_move(&mut self) {
        if !self.awaiting_computer() {
            return;
        }
        let Some(answer) = self.current_answer().map(|s| s.result.clone()) else { return };
        let side = self.mover();
        let winning = answer.ok().and_then(|a| {
            a.moves.into_iter().find(|m| match m {
                GameMove::Line { player, .. } => side.is_none() || *player == side,
                GameMove::Cells { .. } => true,
                _ => false,
            })
        });
        let fallback = || Matrix::new(self.rows.clone()).ok().and_then(|m| matrix_any_move(self.rule.core(), &m, side));
        match winning.or_else(fallback) {
            Some(mv) => self.apply_move(&mv, true),
            None => {
                if let Some(p) = self.play.as_mut() {
                    p.computer_has_no_move();
                }
            }
        }
    }
}
