//! The graph Nim mode's reducer: one [`GraphEditor::apply`] for drawing the graph (vertices,
//! edges between two selected vertices, parallel ones too), the numbers on the edges, the
//! piece, undo, and play (a move along an edge at the piece, the computer's reply from the
//! worker's answer, taking moves back). The rules of the game are the core's
//! (`simnim_core::thesis::fukuyama_move`); nothing here decides who wins.
//!
//! Contract: `apply` never panics; a refused edit leaves the sketch unchanged and sets
//! `notice`; every edit of the game (graph, numbers, piece) ends a game in play.

use std::rc::Rc;

use simnim_core::thesis::{fukuyama_any_move, fukuyama_move, GameMove};

use super::protocol::Solved;
use super::sketch::{GEdge, GVertex, GraphPos, GraphSketch, MAX_EDGES, MAX_VERTICES};
use super::words::move_text;
use crate::drawing::{HEIGHT, WIDTH};
use crate::history::History;
use crate::layout::circle_point;
use crate::play::{PlaySession, Turn};

/// Everything a person (or the worker) does in the graph Nim mode.
#[derive(Clone, Debug, PartialEq)]
pub enum GraphAct {
    AddVertex {
        x: f64,
        y: f64,
    },
    /// A drag starts (recorded for undo once), then moves.
    BeginDrag,
    MoveVertex {
        i: usize,
        x: f64,
        y: f64,
    },
    /// A click on vertex `i`: select it alone, or toggle it when `extend`.
    Select {
        i: usize,
        extend: bool,
    },
    /// A click on edge `e`: select it.
    SelectEdge(usize),
    ClearSelection,
    /// An edge between the two selected vertices (another parallel one if they are joined).
    AddEdge,
    /// Delete the selected edge, or the selected vertices with their edges.
    DeleteSelected,
    SetWeight {
        e: usize,
        w: u64,
    },
    AdjustWeight {
        e: usize,
        delta: i64,
    },
    /// The selected edge's number up or down (the arrow keys).
    AdjustSelected(i64),
    /// The piece onto vertex `i` (a drag of the piece, or "put the piece here").
    PlacePiece(usize),
    /// The piece onto the one selected vertex (the key P).
    PieceOnSelected,
    /// The vertices on a circle.
    Circle,
    /// An empty drawing.
    Clear,
    /// The example graph.
    Example,
    Load(GraphSketch),
    Undo,
    Redo,
    /// A move from the position on screen: edge `edge` lowered to `to`, the piece along it.
    Play {
        edge: usize,
        to: u64,
    },
    /// A game from the position on screen, against the computer or between two people.
    StartGame {
        vs_computer: bool,
    },
    StopGame,
    /// The computer moves (from the worker's answer for the position on screen).
    ComputerMove,
    TakeBack,
    /// The worker's answer for a game.
    Solved(Rc<Solved>),
    ShowNotice(String),
    DismissNotice,
}

/// The graph Nim mode's state.
#[derive(Clone, Debug, PartialEq)]
pub struct GraphEditor {
    pub sketch: GraphSketch,
    /// Selected vertices (bit i: vertex i).
    pub selection: u64,
    /// The selected edge.
    pub edge: Option<usize>,
    pub notice: Option<String>,
    /// The latest answer of the worker (shown only while it is for the game on screen).
    pub answer: Option<Rc<Solved>>,
    /// A game in play from the position where it started.
    pub play: Option<PlaySession<GraphPos>>,
    /// Moves only (an exercise asks for a move or a game): the game is not edited.
    pub moves_only: bool,
    history: History<GraphSketch>,
}

impl Default for GraphEditor {
    fn default() -> Self {
        GraphEditor::new(GraphSketch::example())
    }
}

impl GraphEditor {
    /// The mode showing `sketch`.
    pub fn new(sketch: GraphSketch) -> GraphEditor {
        GraphEditor {
            sketch,
            selection: 0,
            edge: None,
            notice: None,
            answer: None,
            play: None,
            moves_only: false,
            history: History::default(),
        }
    }

    /// Can undo / redo?
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }
    /// See [`GraphEditor::can_undo`].
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// The worker's answer, if it is for the game on screen.
    pub fn current_answer(&self) -> Option<&Solved> {
        let spec = self.sketch.spec().ok()?;
        self.answer.as_deref().filter(|s| s.spec == spec)
    }

    /// Is the computer to move in the game in play?
    pub fn awaiting_computer(&self) -> bool {
        self.play.as_ref().is_some_and(|p| p.vs_computer && p.now.turn == Turn::Computer)
    }

    /// The one selected vertex, if exactly one is selected.
    pub fn one_selected(&self) -> Option<usize> {
        (self.selection.count_ones() == 1).then(|| self.selection.trailing_zeros() as usize)
    }

    /// Does this act change the game (the graph, the numbers or the piece) other than by a
    /// move? (What a read-only page and an exercise refuse.)
    pub fn edits_game(a: &GraphAct) -> bool {
        matches!(
            a,
            GraphAct::AddVertex { .. }
                | GraphAct::AddEdge
                | GraphAct::DeleteSelected
                | GraphAct::SetWeight { .. }
                | GraphAct::AdjustWeight { .. }
                | GraphAct::AdjustSelected(_)
                | GraphAct::PlacePiece(_)
                | GraphAct::PieceOnSelected
                | GraphAct::Clear
                | GraphAct::Example
                | GraphAct::Load(_)
                | GraphAct::Undo
                | GraphAct::Redo
        )
    }

    /// Is this act a move of the game (or of a game in play)?
    pub fn is_move(a: &GraphAct) -> bool {
        matches!(
            a,
            GraphAct::Play { .. }
                | GraphAct::StartGame { .. }
                | GraphAct::StopGame
                | GraphAct::ComputerMove
                | GraphAct::TakeBack
        )
    }

    /// Applies one act. Never panics.
    pub fn apply(&mut self, a: GraphAct) {
        let before = self.sketch.clone();
        match a {
            GraphAct::ShowNotice(n) => self.notice = Some(n),
            GraphAct::DismissNotice => self.notice = None,
            GraphAct::Solved(s) => self.answer = Some(s),
            GraphAct::Select { i, extend } if i < self.sketch.vertices.len() => {
                self.edge = None;
                self.selection = if extend { self.selection ^ 1 << i } else { 1 << i };
            }
            GraphAct::SelectEdge(e) if e < self.sketch.edges.len() => {
                self.selection = 0;
                self.edge = Some(e);
            }
            GraphAct::ClearSelection => {
                self.selection = 0;
                self.edge = None;
            }
            GraphAct::BeginDrag => self.history.record(self.sketch.clone()),
            GraphAct::MoveVertex { i, x, y } => {
                if let Some(v) = self.sketch.vertices.get_mut(i) {
                    (v.x, v.y) = (x.clamp(20.0, WIDTH - 20.0), y.clamp(20.0, HEIGHT - 20.0));
                }
            }
            GraphAct::Circle => {
                let n = self.sketch.vertices.len();
                for (i, v) in self.sketch.vertices.iter_mut().enumerate() {
                    (v.x, v.y) = circle_point(i, n);
                }
                self.commit(before);
            }
            GraphAct::Undo | GraphAct::Redo => {
                let moved = if a == GraphAct::Undo {
                    self.history.undo(&mut self.sketch)
                } else {
                    self.history.redo(&mut self.sketch)
                };
                if moved {
                    self.after_edit();
                }
            }
            GraphAct::Play { edge, to } => self.play_move(edge, to),
            GraphAct::StartGame { vs_computer } => {
                self.play = self
                    .sketch
                    .position()
                    .map(|p| PlaySession::new(p, vs_computer, false, "New game: you move first.".into()));
            }
            GraphAct::StopGame => self.play = None,
            GraphAct::ComputerMove => self.computer_move(),
            GraphAct::TakeBack => {
                if let Some(p) = self.play.as_mut() {
                    if p.take_back() {
                        let (w, piece) = p.now.position.clone();
                        self.sketch.set_weights(&w);
                        self.sketch.piece = Some(piece);
                    }
                }
            }
            a => {
                self.edit(a);
                if self.sketch != before {
                    self.commit(before);
                }
            }
        }
    }

    /// Records an edit of the game for undo; a game in play ends.
    fn commit(&mut self, before: GraphSketch) {
        if before != self.sketch {
            self.history.record(before);
            self.after_edit();
        }
    }

    fn after_edit(&mut self) {
        self.play = None;
        self.selection &= (1u64 << self.sketch.vertices.len()) - 1;
        self.edge = self.edge.filter(|&e| e < self.sketch.edges.len());
    }

    /// The edits of the drawing and the numbers.
    fn edit(&mut self, a: GraphAct) {
        let one = self.one_selected();
        let s = &mut self.sketch;
        match a {
            GraphAct::AddVertex { x, y } => {
                if s.vertices.len() >= MAX_VERTICES {
                    self.notice = Some(format!("The drawing holds at most {MAX_VERTICES} vertices."));
                    return;
                }
                let label = s.fresh_label();
                s.vertices.push(GVertex { label, x, y });
                s.clamp();
                if s.piece.is_none() {
                    s.piece = Some(s.vertices.len() - 1);
                }
                self.selection = 1 << (s.vertices.len() - 1);
                self.edge = None;
            }
            GraphAct::AddEdge => {
                let picked: Vec<usize> = (0..s.vertices.len()).filter(|&i| self.selection >> i & 1 == 1).collect();
                let [a, b] = picked[..] else {
                    self.notice = Some(
                        "Select two vertices (Shift+click, or “Select several” on a touch screen), then add the edge."
                            .into(),
                    );
                    return;
                };
                if s.edges.len() >= MAX_EDGES {
                    self.notice = Some(format!("The drawing holds at most {MAX_EDGES} edges."));
                    return;
                }
                s.edges.push(GEdge { a, b, w: 1 });
                self.edge = Some(s.edges.len() - 1);
                self.selection = 0;
            }
            GraphAct::DeleteSelected => {
                if let Some(e) = self.edge.take() {
                    if e < s.edges.len() {
                        s.edges.remove(e);
                    }
                    return;
                }
                let gone = self.selection;
                if gone == 0 {
                    return;
                }
                let keep: Vec<usize> = (0..s.vertices.len()).filter(|&i| gone >> i & 1 == 0).collect();
                let new_index = |i: usize| keep.iter().position(|&k| k == i);
                s.edges = s
                    .edges
                    .iter()
                    .filter_map(|g| Some(GEdge { a: new_index(g.a)?, b: new_index(g.b)?, w: g.w }))
                    .collect();
                s.piece = s.piece.and_then(new_index);
                s.vertices = keep.iter().map(|&i| s.vertices[i].clone()).collect();
                self.selection = 0;
            }
            GraphAct::SetWeight { e, w } => {
                if let Some(g) = s.edges.get_mut(e) {
                    g.w = w;
                }
            }
            GraphAct::AdjustWeight { e, delta } => {
                if let Some(g) = s.edges.get_mut(e) {
                    g.w = g.w.saturating_add_signed(delta);
                }
            }
            GraphAct::AdjustSelected(delta) => {
                if let Some(g) = self.edge.and_then(|e| s.edges.get_mut(e)) {
                    g.w = g.w.saturating_add_signed(delta);
                }
            }
            GraphAct::PlacePiece(i) if i < s.vertices.len() => s.piece = Some(i),
            GraphAct::PieceOnSelected => match one {
                Some(i) => s.piece = Some(i),
                None => self.notice = Some("Select one vertex to put the piece on.".into()),
            },
            GraphAct::Clear => {
                *s = GraphSketch { vertices: Vec::new(), edges: Vec::new(), piece: None };
                self.selection = 0;
                self.edge = None;
            }
            GraphAct::Example => *s = GraphSketch::example(),
            GraphAct::Load(sk) => {
                *s = sk;
                self.selection = 0;
                self.edge = None;
            }
            _ => {}
        }
    }

    /// A move from the position on screen, checked by the core's rule; in a game, recorded.
    fn play_move(&mut self, edge: usize, to: u64) {
        let (Some((w, piece)), Ok((graph, order))) = (self.sketch.position(), self.sketch.graph()) else { return };
        match self.play.as_ref().map(|p| p.now.turn) {
            Some(Turn::Over) => {
                self.notice = Some("The game is over.".into());
                return;
            }
            Some(Turn::Computer) => {
                self.notice = Some("It is the computer's turn.".into());
                return;
            }
            _ => {}
        }
        let Some(gpiece) = order.iter().position(|&s| s == piece) else { return };
        match fukuyama_move(&graph, &w, gpiece, edge, to) {
            Ok(mv) => self.apply_move(&mv, &graph, &order),
            Err(e) => self.notice = Some(format!("Not a move: {e}.")),
        }
    }

    /// Puts a move's position on screen, and into the game in play.
    fn apply_move(&mut self, mv: &GameMove, graph: &simnim_core::thesis::Graph, order: &[usize]) {
        let GameMove::Edge { weights, piece, .. } = mv else { return };
        let Some(p) = graph.labels().iter().position(|l| l == piece).and_then(|g| order.get(g).copied()) else {
            return;
        };
        let before = self.sketch.clone();
        self.sketch.set_weights(weights);
        self.sketch.piece = Some(p);
        self.edge = None;
        match self.play.as_mut() {
            Some(session) => {
                let over = fukuyama_any_move(graph, weights, order.iter().position(|&s| s == p).unwrap_or(0)).is_none();
                session.play((weights.clone(), p), &move_text(mv), over);
            }
            // Outside a game a move is an edit of the position, undone like one.
            None => self.history.record(before),
        }
    }

    /// The computer's move: a winning move of the worker's answer, else the slowest move.
    fn computer_move(&mut self) {
        if !self.awaiting_computer() {
            return;
        }
        let (Some((w, piece)), Ok((graph, order))) = (self.sketch.position(), self.sketch.graph()) else { return };
        let gpiece = order.iter().position(|&s| s == piece).unwrap_or(0);
        let winning = self
            .current_answer()
            .and_then(|s| s.result.as_ref().ok())
            .and_then(|a| a.moves.iter().find(|m| matches!(m, GameMove::Edge { .. })).cloned());
        if self.current_answer().is_none() {
            return;
        }
        match winning.or_else(|| fukuyama_any_move(&graph, &w, gpiece)) {
            Some(mv) => self.apply_move(&mv, &graph, &order),
            None => {
                if let Some(p) = self.play.as_mut() {
                    p.computer_has_no_move();
                }
            }
        }
    }
}
