//! The editor: one reducer for everything a person does to the drawing (Yew's
//! `function_todomvc` style, but free of Yew so it is tested natively).
//!
//! Contract: `apply` never panics; a refused action leaves the drawing unchanged and sets
//! `notice`; every action that changes the mathematics (complex or piles) bumps
//! `math_rev` so the view knows to ask the worker again; dragging only moves vertices.
//! `text` is the facet list in the papers' notation; a typo keeps the last good complex
//! and sets `text_error`.
//! Item numbers without a paper name are E&S's (cites: es1996).

use super::drawing::{Drawing, HEIGHT, WIDTH};
use super::history::History;
use super::layout;

mod operate;
mod touches;
use super::presets;
pub use operate::Op;
use simnim_core::{bits, Complex};
pub use touches::Touches;

/// Which automatic layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutKind {
    Circle,
    Spring,
}

/// Everything a person can do.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    AddVertex {
        x: f64,
        y: f64,
    },
    /// Called once when a drag starts (records undo), then `MoveVertex` while dragging.
    BeginDrag,
    /// Called when a drag ends.
    EndDrag,
    MoveVertex {
        i: usize,
        x: f64,
        y: f64,
    },
    /// Click on a vertex: select it alone, or toggle it when `extend`.
    Select {
        i: usize,
        extend: bool,
    },
    /// Box selection.
    SelectMask {
        mask: u64,
        extend: bool,
    },
    ClearSelection,
    MakeFace,
    RemoveFace,
    DeleteSelected,
    SetPile {
        i: usize,
        pile: u64,
    },
    AdjustPile {
        i: usize,
        delta: i64,
    },
    ClearPiles,
    SetAllPiles(u64),
    RandomPiles {
        max: u64,
        seed: u64,
    },
    SetText(String),
    Rename {
        i: usize,
        label: String,
    },
    Layout(LayoutKind),
    LoadPreset(String),
    Load(Drawing),
    /// Play a move: the new piles in the complex's vertex order.
    PlayMove(Vec<u64>),
    /// Set every pile, in the complex's vertex order (e.g. to look at a witness position).
    SetPilesInOrder(Vec<u64>),
    /// Start over with an empty drawing.
    Clear,
    /// Apply an operation to the current complex.
    Operate(Op),
    Undo,
    Redo,
    /// Shows a message to the person (e.g. a link that could not be read).
    ShowNotice(String),
    DismissNotice,
}

/// The editor state.
#[derive(Clone, Debug, PartialEq)]
pub struct Editor {
    pub drawing: Drawing,
    pub selection: u64,
    pub text: String,
    pub text_error: Option<String>,
    pub notice: Option<String>,
    /// Bumped whenever the complex or the piles change.
    pub math_rev: u64,
    /// Bumped when vertex positions change (drag end, layout), for the URL.
    pub view_rev: u64,
    history: History<Drawing>,
}

/// Largest pile the editor's controls produce by clicking and scrolling.
pub const MAX_PILE: u64 = 1 << 40;

impl Editor {
    /// An editor showing `d`.
    pub fn new(mut d: Drawing) -> Editor {
        for v in &mut d.vertices {
            v.x = v.x.round();
            v.y = v.y.round();
        }
        let text = text_of(&d);
        Editor {
            drawing: d,
            selection: 0,
            text,
            text_error: None,
            notice: None,
            math_rev: 0,
            view_rev: 0,
            history: History::default(),
        }
    }

    /// The same editor showing `notice`.
    pub fn with_notice(mut self, notice: Option<String>) -> Editor {
        self.notice = notice;
        self
    }

    /// The default page: Example 3.3.
    pub fn default_drawing() -> Drawing {
        presets::drawing(presets::find("ex3.3").expect("preset exists"))
    }

    /// Can undo / redo?
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }
    /// See [`Editor::can_undo`].
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    fn checkpoint(&mut self) {
        self.history.record(self.drawing.clone());
    }

    /// The rules changed (normal or misère play): the same drawing asks for new answers, so
    /// answers to the old rules are superseded (see `state::AppState::is_current`).
    pub fn rules_changed(&mut self) {
        self.math_rev += 1;
    }

    fn changed_math(&mut self) {
        self.math_rev += 1;
        self.text = text_of(&self.drawing);
        self.text_error = None;
        self.selection &= simnim_core::low_mask(self.drawing.n());
    }

    fn n(&self) -> usize {
        self.drawing.n()
    }

    /// Applies an action. Never panics.
    pub fn apply(&mut self, a: Action) {
        self.apply_inner(a);
        // Whole-pixel positions: the link stores integers, so a shared link shows exactly this.
        for v in &mut self.drawing.vertices {
            v.x = v.x.round();
            v.y = v.y.round();
        }
    }

    fn apply_inner(&mut self, a: Action) {
        self.notice = None;
        match a {
            Action::Select { .. } | Action::SelectMask { .. } | Action::ClearSelection => self.select(a),
            Action::MakeFace | Action::RemoveFace | Action::DeleteSelected => self.edit_faces(a),
            Action::SetPile { .. }
            | Action::AdjustPile { .. }
            | Action::ClearPiles
            | Action::SetAllPiles(_)
            | Action::RandomPiles { .. }
            | Action::PlayMove(_)
            | Action::SetPilesInOrder(_) => self.edit_piles(a),
            Action::SetText(t) => self.set_text(t),
            Action::AddVertex { x, y } => {
                let before = self.drawing.clone();
                match self.drawing.add_vertex(x.clamp(0.0, WIDTH), y.clamp(0.0, HEIGHT)) {
                    // Nothing is left selected by surprise: a new vertex is not selected
                    // (a select-several tap after it would otherwise add it to a face).
                    Ok(_) => {
                        self.history.record(before);
                        self.selection = 0;
                        self.changed_math();
                    }
                    Err(e) => self.notice = Some(e),
                }
            }
            Action::BeginDrag => self.checkpoint(),
            Action::EndDrag => self.view_rev += 1,
            Action::MoveVertex { i, x, y } => {
                if let Some(v) = self.drawing.vertices.get_mut(i) {
                    v.x = x.clamp(10.0, WIDTH - 10.0);
                    v.y = y.clamp(10.0, HEIGHT - 10.0);
                }
            }
            Action::Rename { i, label } => {
                let mut d = self.drawing.clone();
                match d.rename(i, &label) {
                    Ok(()) => {
                        if d != self.drawing {
                            self.checkpoint();
                            self.drawing = d;
                            self.changed_math();
                        }
                    }
                    Err(e) => self.notice = Some(e),
                }
            }
            Action::Layout(kind) => {
                self.checkpoint();
                match kind {
                    LayoutKind::Circle => layout::circle(&mut self.drawing),
                    LayoutKind::Spring => layout::spring(&mut self.drawing),
                }
                self.view_rev += 1;
            }
            Action::LoadPreset(id) => match presets::find(&id) {
                Some(p) => self.load(presets::drawing(p)),
                None => self.notice = Some(format!("unknown preset '{id}'")),
            },
            Action::Load(d) => {
                if d.to_complex().is_ok() {
                    self.load(d)
                } else {
                    self.notice = Some("that drawing is not a valid complex".into())
                }
            }
            Action::Undo | Action::Redo => {
                let moved = if a == Action::Undo {
                    self.history.undo(&mut self.drawing)
                } else {
                    self.history.redo(&mut self.drawing)
                };
                if moved {
                    self.changed_math();
                    self.view_rev += 1;
                }
            }
            Action::Operate(op) => match self.operate(&op) {
                Ok(d) => self.load(d),
                Err(e) => self.notice = Some(e),
            },
            Action::Clear => {
                if self.n() > 0 {
                    self.checkpoint();
                    self.drawing = Drawing::empty();
                    self.selection = 0;
                    self.changed_math();
                    self.view_rev += 1;
                }
            }
            Action::ShowNotice(m) => self.notice = Some(m),
            Action::DismissNotice => {}
        }
    }

    /// Selection by click, shift-click and box.
    fn select(&mut self, a: Action) {
        match a {
            Action::Select { i, extend } if i < self.n() => {
                self.selection = if extend { self.selection ^ (1 << i) } else { 1 << i };
            }
            Action::SelectMask { mask, extend } => {
                let mask = mask & simnim_core::low_mask(self.n());
                self.selection = if extend { self.selection | mask } else { mask };
            }
            Action::ClearSelection => self.selection = 0,
            _ => {}
        }
    }

    /// Faces: make the selection a face, remove it, delete vertices.
    fn edit_faces(&mut self, a: Action) {
        match a {
            Action::MakeFace => {
                if self.selection.count_ones() < 2 {
                    self.notice =
                        Some("select two or more vertices (click, shift-click or drag a box), then make a face".into());
                } else if self.drawing.is_face(self.selection) {
                    self.notice = Some(format!("{} is already a face", self.drawing.set_label(self.selection)));
                } else {
                    self.checkpoint();
                    self.drawing.make_face(self.selection);
                    self.changed_math();
                }
            }
            Action::RemoveFace => {
                let mut d = self.drawing.clone();
                match d.remove_face(self.selection) {
                    Ok(()) => {
                        self.checkpoint();
                        self.drawing = d;
                        self.changed_math();
                    }
                    Err(e) => self.notice = Some(e),
                }
            }
            Action::DeleteSelected => {
                if self.selection == 0 {
                    self.notice = Some("select the vertices to delete first".into());
                } else if self.selection.count_ones() as usize == self.n() {
                    self.notice = Some("a complex needs at least one vertex".into());
                } else {
                    self.checkpoint();
                    self.drawing.delete_vertices(self.selection);
                    self.selection = 0;
                    self.changed_math();
                }
            }
            _ => {}
        }
    }

    /// Piles: set, adjust, clear, randomise, and play a move.
    fn edit_piles(&mut self, a: Action) {
        match a {
            Action::SetPile { i, pile } if i < self.n() && self.drawing.vertices[i].pile != pile => {
                self.checkpoint();
                self.drawing.vertices[i].pile = pile;
                self.changed_math();
            }
            Action::AdjustPile { i, delta } => {
                if let Some(v) = self.drawing.vertices.get(i) {
                    let p = (v.pile as i128 + delta as i128).clamp(0, MAX_PILE as i128) as u64;
                    self.apply(Action::SetPile { i, pile: p });
                }
            }
            Action::ClearPiles => self.set_all(|_| 0),
            Action::SetAllPiles(p) => self.set_all(|_| p.min(MAX_PILE)),
            Action::RandomPiles { max, seed } => {
                let mut s = seed | 1;
                self.set_all(|_| {
                    s ^= s << 13;
                    s ^= s >> 7;
                    s ^= s << 17;
                    s % (max.min(MAX_PILE) + 1)
                })
            }
            Action::PlayMove(piles) => match self.drawing.to_complex() {
                Ok((c, order)) => {
                    let old = self.drawing.piles_in_order(&order);
                    match simnim_core::move_error(&c, &old, &piles) {
                        None => {
                            self.checkpoint();
                            self.drawing.set_piles_in_order(&order, &piles);
                            self.changed_math();
                        }
                        Some(e) => self.notice = Some(e.to_string()),
                    }
                }
                _ => self.notice = Some("that move does not fit this complex".into()),
            },
            Action::SetPilesInOrder(piles) => match self.drawing.to_complex() {
                Ok((c, order)) if piles.len() == c.n() => {
                    if self.drawing.piles_in_order(&order) != piles {
                        self.checkpoint();
                        self.drawing.set_piles_in_order(&order, &piles);
                        self.changed_math();
                    }
                }
                _ => self.notice = Some("those piles do not fit this complex".into()),
            },
            _ => {}
        }
    }

    /// The facet list typed by a person: a valid complex replaces the drawing (keeping the
    /// positions of vertices it keeps); a typo keeps the last good complex and explains.
    fn set_text(&mut self, t: String) {
        self.text = t.clone();
        match Complex::parse(&t) {
            Ok(c) => {
                self.text_error = None;
                let old = self.drawing.clone();
                let n = c.n();
                let new_count =
                    c.labels().iter().filter(|l| old.vertices.iter().all(|v| v.label != l.to_string())).count();
                let mut d = Drawing::from_complex(&c, Some(&old), |i| layout::circle_point(i, n));
                // A complex typed from scratch gets a layout: springs for small
                // complexes, the circle (clearer for cycles and dense ones) otherwise.
                if new_count > 0 && new_count == n && n <= 6 {
                    layout::spring(&mut d);
                }
                if d.to_complex().map(|(c2, _)| c2.canonical_facets())
                    != old.to_complex().map(|(c1, _)| c1.canonical_facets())
                    || d.vertices.len() != old.vertices.len()
                {
                    self.history.record(old);
                    self.drawing = d;
                    self.selection = 0;
                    self.math_rev += 1;
                }
            }
            Err(e) => self.text_error = Some(e.to_string()),
        }
    }

    fn set_all(&mut self, mut f: impl FnMut(usize) -> u64) {
        let piles: Vec<u64> = (0..self.n()).map(&mut f).collect();
        if self.drawing.vertices.iter().zip(&piles).any(|(v, &p)| v.pile != p) {
            self.checkpoint();
            for (v, p) in self.drawing.vertices.iter_mut().zip(piles) {
                v.pile = p;
            }
            self.changed_math();
        }
    }

    fn load(&mut self, d: Drawing) {
        self.checkpoint();
        self.drawing = d;
        self.selection = 0;
        self.changed_math();
        self.view_rev += 1;
    }

    /// The selection as labels, e.g. `{1,3}`.
    pub fn selection_label(&self) -> String {
        self.drawing.set_label(self.selection)
    }

    /// Vertices in the selection, as drawing indices.
    pub fn selected(&self) -> Vec<usize> {
        bits(self.selection).collect()
    }
}

/// The facet text of a drawing (empty when the drawing is not a complex).
pub fn text_of(d: &Drawing) -> String {
    d.to_complex().map(|(c, _)| c.to_string()).unwrap_or_default()
}
