//! The convex mode's reducer: one [`ConvexEditor::apply`] for every edit, with undo, and
//! play against the computer through the shared [`PlaySession`].
//!
//! Contract: every edit keeps the sketch a valid geometry (distinct points; a tree stays a tree:
//! a new vertex hangs below the chosen one, only leaves are removed) or is refused with a notice.
//! The structure comes from the worker (`Solved`); play and the current nim value use it only when
//! it belongs to the sketch on screen (`solved_for`).
//! Item numbers without a paper name are McCoy–Sieben's (cites: ms2020).

use std::rc::Rc;

use simnim_core::convex::{self, Game, Structure};

use super::link::decode;
use super::presets::CONVEX_PRESETS;
use super::quiz::Quiz;
use super::sketch::{ConvexSpec, Kind, Sketch, MAX_POINTS};
use crate::history::History;
use crate::play::{PlaySession, Turn};
use crate::url::percent_encode;

/// The tools of the convex canvas.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Click the grid: add a point (tree: a vertex below the chosen one); drag: move.
    Add,
    /// Click a point: in or out of the winning set W.
    Win,
    /// Click a point: deleted (Def 2.6) or not.
    Delete,
    /// Click a point: remove it (trees: leaves only).
    Remove,
    /// Click a point: select it as a move of the game.
    Play,
}

/// Edits of the convex mode.
#[derive(Clone, Debug, PartialEq)]
pub enum Act {
    Tool(Tool),
    /// A click on the empty grid at integer coordinates.
    ClickGrid(i64, i64),
    /// A click on point `i`.
    ClickPoint(usize),
    /// A drag of point `i` ended at grid coordinates.
    MovePoint(usize, i64, i64),
    SetAvoid(bool),
    /// Typed geometry text in the kind's notation.
    SetText(Kind, String),
    /// Typed winning set (labels).
    SetWinText(String),
    LoadPreset(String),
    Load(Sketch),
    NewOf(Kind),
    TakeBack,
    ResetPlay,
    /// The computer moves (vs-computer play) when it is its turn.
    ComputerMove,
    SetVsComputer(bool),
    Undo,
    Redo,
    /// The worker's structure for a spec.
    Solved(ConvexSpec, Rc<Structure>),
    /// The student's answer to the exercise: the nim number.
    Answer(u64),
    Failed(ConvexSpec, String),
    DismissNotice,
    ShowNotice(String),
}

/// The state of the convex mode.
#[derive(Clone, Debug, PartialEq)]
pub struct ConvexEditor {
    pub sketch: Sketch,
    pub tool: Tool,
    /// The vertex new tree vertices hang below.
    pub anchor: Option<usize>,
    /// Bumped when the game changes (a new worker request).
    pub math_rev: u64,
    /// Bumped when anything in the link changes.
    pub view_rev: u64,
    pub notice: Option<String>,
    pub solved: Option<(ConvexSpec, Result<Rc<Structure>, String>)>,
    /// The game in play: its position is the list of selected points (`sketch.played`).
    pub play: PlaySession<Vec<usize>>,
    /// The exercise's attempts, when the link asks the nim number (`sketch.task`).
    pub quiz: Quiz,
    history: History<Sketch>,
}

impl Default for ConvexEditor {
    fn default() -> Self {
        ConvexEditor::new(decode(CONVEX_PRESETS[0].link).expect("preset link is valid"))
    }
}

impl ConvexEditor {
    /// The mode showing `sketch`, with the tool a newcomer expects: adding points.
    pub fn new(sketch: Sketch) -> Self {
        let play = PlaySession::new(sketch.played.clone(), true, false, "New game.".into());
        ConvexEditor {
            sketch,
            tool: Tool::Add,
            anchor: None,
            math_rev: 1,
            view_rev: 1,
            notice: None,
            solved: None,
            play,
            quiz: Quiz::default(),
            history: History::default(),
        }
    }

    /// Can undo / redo?
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }
    /// See [`ConvexEditor::can_undo`].
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Is the computer to move (the page then asks for its reply)?
    pub fn awaiting_computer(&self) -> bool {
        self.play.vs_computer && self.play.now.turn == Turn::Computer
    }

    /// The structure of the sketch on screen, if the worker has answered for it.
    pub fn solved_for(&self) -> Option<(Game, Rc<Structure>)> {
        let spec = self.sketch.spec();
        match &self.solved {
            Some((s, Ok(st))) if *s == spec => spec.game().ok().map(|g| (g, st.clone())),
            _ => None,
        }
    }

    /// The game on screen (built locally; cheap).
    pub fn game(&self) -> Result<Game, String> {
        self.sketch.spec().game()
    }

    /// Whether the selected points end the game.
    pub fn game_over(&self) -> bool {
        match self.game() {
            Ok(g) => {
                let p = self.sketch.to_s(&g, self.sketch.position());
                g.options(p).is_empty()
            }
            Err(_) => false,
        }
    }

    /// Records an edit: `before` goes into the undo history when the sketch changed.
    fn commit(&mut self, before: Sketch, math: bool) {
        if before != self.sketch {
            self.history.record(before);
            self.view_rev += 1;
            if math {
                self.math_rev += 1;
            }
        }
    }

    /// A new game from the selected points (after an edit of the geometry or an undo).
    fn restart_play(&mut self) {
        let vs = self.play.vs_computer;
        self.play = PlaySession::new(self.sketch.played.clone(), vs, false, "New game.".into());
    }

    fn occupied(&self, x: i64, y: i64) -> Option<usize> {
        self.sketch.pts.iter().position(|&p| p == (x, y))
    }

    /// Applies one edit.
    pub fn apply(&mut self, a: Act) {
        let before = self.sketch.clone();
        match a {
            Act::Tool(t) => self.tool = t,
            Act::DismissNotice => self.notice = None,
            Act::ShowNotice(n) => self.notice = Some(n),
            Act::SetVsComputer(b) => self.play.vs_computer = b,
            Act::Solved(spec, st) => self.solved = Some((spec, Ok(st))),
            Act::Answer(said) => {
                if let Some((g, st)) = self.solved_for() {
                    self.quiz.answer(said, st.nim(), &g);
                }
            }
            Act::Failed(spec, e) => self.solved = Some((spec, Err(e))),
            Act::Undo | Act::Redo => {
                let moved = if a == Act::Undo {
                    self.history.undo(&mut self.sketch)
                } else {
                    self.history.redo(&mut self.sketch)
                };
                if moved {
                    self.view_rev += 1;
                    self.math_rev += 1;
                    self.restart_play();
                }
            }
            Act::TakeBack | Act::ResetPlay | Act::ComputerMove | Act::ClickPoint(_) if self.is_play(&a) => {
                self.apply_play(a);
                self.commit(before, false);
            }
            _ => {
                let math = self.edit(a);
                if self.sketch != before {
                    self.restart_play();
                }
                self.commit(before, math);
            }
        }
    }

    /// Is this a move of the game rather than an edit of the geometry?
    fn is_play(&self, a: &Act) -> bool {
        !matches!(a, Act::ClickPoint(_)) || self.tool == Tool::Play
    }

    /// Edits of the geometry, W, D and the rule. Returns whether the game changed (a new
    /// worker request) as opposed to only the drawing.
    fn edit(&mut self, a: Act) -> bool {
        match a {
            Act::ClickGrid(x, y) => self.add_point(x, y),
            Act::MovePoint(i, x, y) => {
                let y = if self.sketch.kind == Kind::Line { 0 } else { y };
                if i < self.sketch.pts.len() && self.occupied(x, y).is_none() {
                    self.sketch.pts[i] = (x, y);
                }
                return self.sketch.kind != Kind::Tree;
            }
            Act::ClickPoint(i) if i < self.sketch.pts.len() => self.click_point(i),
            Act::SetAvoid(b) => {
                self.sketch.avoid = b;
                self.sketch.played.clear();
            }
            Act::SetText(kind, text) => self.set_text(kind, &text),
            Act::SetWinText(text) => self.set_win_text(&text),
            Act::LoadPreset(id) => {
                if let Some(p) = CONVEX_PRESETS.iter().find(|p| p.id == id) {
                    match decode(p.link) {
                        Ok(s) => self.sketch = s,
                        Err(e) => self.notice = Some(e),
                    }
                }
            }
            Act::Load(s) => {
                self.sketch = s;
                self.quiz = Quiz::default();
            }
            Act::NewOf(kind) => {
                self.sketch = Sketch::empty(kind, self.sketch.avoid);
                self.anchor = None;
                self.tool = Tool::Add;
            }
            _ => {}
        }
        true
    }

    fn add_point(&mut self, x: i64, y: i64) {
        if self.tool != Tool::Add {
            return;
        }
        let y = if self.sketch.kind == Kind::Line { 0 } else { y };
        if self.occupied(x, y).is_some() {
            return;
        }
        if self.sketch.pts.len() >= MAX_POINTS {
            self.notice = Some(format!("The canvas holds at most {MAX_POINTS} points."));
            return;
        }
        let n = self.sketch.pts.len();
        self.sketch.played.clear();
        self.sketch.pts.push((x, y));
        if self.sketch.kind == Kind::Tree {
            let used: Vec<String> = self.sketch.labels.clone();
            let label = (0..).map(|k: usize| k.to_string()).find(|l| !used.contains(l)).unwrap_or_default();
            self.sketch.labels.push(label);
            if n > 0 {
                let parent = self.anchor.filter(|&a| a < n).unwrap_or(n - 1);
                self.sketch.edges.push((parent, n));
            }
            self.anchor = Some(n);
        }
    }

    fn click_point(&mut self, i: usize) {
        let bit = 1u64 << i;
        match self.tool {
            Tool::Add => {
                if self.sketch.kind == Kind::Tree {
                    self.anchor = Some(i);
                }
            }
            Tool::Win => {
                if self.sketch.deleted & bit != 0 {
                    self.notice =
                        Some(format!("Point {} is deleted; restore it before putting it in W.", self.sketch.label(i)));
                    return;
                }
                self.sketch.win ^= bit;
                self.sketch.played.clear();
            }
            Tool::Delete => {
                if self.sketch.win & bit != 0 {
                    self.notice =
                        Some(format!("Point {} is in W; take it out of W before deleting it.", self.sketch.label(i)));
                    return;
                }
                if self.sketch.deleted | bit == (1u64 << self.sketch.pts.len()) - 1 {
                    return;
                }
                self.sketch.deleted ^= bit;
                self.sketch.played.clear();
            }
            Tool::Remove => self.remove_point(i),
            Tool::Play => {}
        }
    }

    fn set_text(&mut self, kind: Kind, text: &str) {
        let key = match kind {
            Kind::Points => "points",
            Kind::Line => "line",
            Kind::Tree => "tree",
        };
        match decode(&format!("convex&{key}={}", percent_encode(text))) {
            Ok(mut s) => {
                // Keep W and D by label where the labels survive.
                let before = &self.sketch;
                let keep = |m: u64| -> u64 {
                    (0..s.pts.len())
                        .filter(|&j| (0..before.pts.len()).any(|i| m >> i & 1 == 1 && before.label(i) == s.label(j)))
                        .fold(0, |acc, j| acc | 1 << j)
                };
                let (win, deleted) = (keep(before.win), keep(before.deleted));
                s.win = win;
                s.deleted = deleted & !win;
                s.avoid = before.avoid;
                self.sketch = s;
                self.notice = None;
            }
            Err(e) => self.notice = Some(format!("Not changed: {e}.")),
        }
    }

    fn set_win_text(&mut self, text: &str) {
        let mut m = 0u64;
        for l in text.split(',').map(str::trim).filter(|l| !l.is_empty()) {
            match (0..self.sketch.pts.len()).find(|&i| self.sketch.label(i) == l) {
                Some(i) => m |= 1 << i,
                None => {
                    self.notice = Some(format!("No point is labelled '{l}'."));
                    return;
                }
            }
        }
        self.sketch.win = m;
        self.sketch.deleted &= !m;
        self.sketch.played.clear();
    }

    /// Moves of the game: select a point, the computer's reply, take back, start again.
    fn apply_play(&mut self, a: Act) {
        match a {
            Act::ClickPoint(i) if i < self.sketch.pts.len() => self.play_point(i),
            Act::TakeBack => {
                if self.play.take_back() {
                    self.sketch.played = self.play.position().clone();
                } else {
                    // A position from a link: take its points back one at a time.
                    self.sketch.played.pop();
                    self.restart_play();
                }
            }
            Act::ResetPlay => {
                self.sketch.played.clear();
                self.restart_play();
            }
            Act::ComputerMove => {
                if let Some((g, st)) = self.solved_for() {
                    let p = self.sketch.to_s(&g, self.sketch.position());
                    if self.play.now.turn != Turn::Computer {
                        self.play.now.turn = Turn::Computer;
                    }
                    match convex::computer_move(&g, &st, p).and_then(|s| self.sketch.point_of(&g, s)) {
                        Some(i) => self.record_move(i),
                        None => self.play.computer_has_no_move(),
                    }
                }
            }
            _ => {}
        }
    }

    fn play_point(&mut self, i: usize) {
        let g = match self.game() {
            Ok(g) => g,
            Err(e) => {
                self.notice = Some(format!("No game yet: {e}."));
                return;
            }
        };
        if self.sketch.deleted >> i & 1 == 1 {
            self.notice = Some(format!("Point {} is deleted: it cannot be selected.", self.sketch.label(i)));
            return;
        }
        if self.sketch.played.contains(&i) {
            self.notice = Some(format!("Point {} is already selected.", self.sketch.label(i)));
            return;
        }
        let p = self.sketch.to_s(&g, self.sketch.position());
        let q = self.sketch.to_s(&g, self.sketch.position() | 1 << i);
        if g.options(p).is_empty() {
            self.notice = Some("The game is over: take back a move or start again.".into());
            return;
        }
        if !g.options(p).contains(&q) {
            self.notice = Some(format!(
                "Selecting {} would make the selected points generate W, which DNG forbids.",
                self.sketch.label(i)
            ));
            return;
        }
        self.notice = None;
        if self.play.now.turn != Turn::Person {
            self.play.now.turn = Turn::Person;
        }
        self.record_move(i);
    }

    /// Point `i` is selected by the side to move.
    fn record_move(&mut self, i: usize) {
        let mut to = self.sketch.played.clone();
        to.push(i);
        self.sketch.played = to.clone();
        let over = self.game_over();
        self.play.play(to, &format!("selects {}", self.sketch.label(i)), over);
    }

    fn remove_point(&mut self, i: usize) {
        let s = &mut self.sketch;
        if s.kind == Kind::Tree {
            let deg = s.edges.iter().filter(|&&(a, b)| a == i || b == i).count();
            if deg > 1 {
                self.notice = Some(format!("Vertex {} is not a leaf; a tree loses only leaves.", s.label(i)));
                return;
            }
            s.edges.retain(|&(a, b)| a != i && b != i);
            s.edges = s.edges.iter().map(|&(a, b)| (a - (a > i) as usize, b - (b > i) as usize)).collect();
            s.labels.remove(i);
        }
        s.pts.remove(i);
        let drop = |m: u64| -> u64 { (m & ((1u64 << i) - 1)) | ((m >> (i + 1)) << i) };
        s.win = drop(s.win);
        s.deleted = drop(s.deleted);
        s.played.clear();
        self.anchor = None;
    }
}

/// Keyboard shortcuts of the convex mode: A add/move, W winning set, D delete, X remove, P play,
/// C computer move, B take back, Ctrl+Z / Ctrl+Shift+Z undo/redo.
pub fn key_act(key: &str, ctrl: bool, shift: bool) -> Option<Act> {
    match (key, ctrl, shift) {
        ("z" | "Z", true, false) => Some(Act::Undo),
        ("z" | "Z", true, true) | ("y", true, _) => Some(Act::Redo),
        ("a" | "A", false, _) => Some(Act::Tool(Tool::Add)),
        ("w" | "W", false, _) => Some(Act::Tool(Tool::Win)),
        ("d" | "D", false, _) => Some(Act::Tool(Tool::Delete)),
        ("x" | "X", false, _) => Some(Act::Tool(Tool::Remove)),
        ("p" | "P", false, _) => Some(Act::Tool(Tool::Play)),
        ("c" | "C", false, _) => Some(Act::ComputerMove),
        ("b" | "B", false, _) => Some(Act::TakeBack),
        _ => None,
    }
}
