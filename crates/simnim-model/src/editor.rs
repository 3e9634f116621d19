//! The editor: one reducer for everything a person does to the drawing (Yew's
//! `function_todomvc` style, but free of Yew so it is tested natively).
//!
//! Contract: `apply` never panics; a refused action leaves the drawing unchanged and sets
//! `notice`; every action that changes the mathematics (complex or piles) bumps
//! `math_rev` so the view knows to ask the worker again; dragging only moves vertices.
//! `text` is the facet list in the papers' notation; a typo keeps the last good complex
//! and sets `text_error`.

use std::rc::Rc;

use super::drawing::{Drawing, HEIGHT, WIDTH};
use super::layout;
use super::presets;
use simnim_core::{bits, Complex};

/// Which automatic layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutKind {
    Circle,
    Spring,
}

/// Operations on the current complex (E&S Sec 6–7).
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    Cone,
    Suspension,
    /// `C^z`: a new apex whose pile is the length of the rest (Prop 7.4).
    Cz,
    /// `B_x^{y,z}` on the one selected vertex (value-preserving doubling, Lemma 6.9).
    BDouble,
    /// `P_x^{y,z}` on the one selected vertex (Prop 6.11).
    PDouble,
    /// Join with the complex written in the papers' notation.
    Join(String),
    /// The induced subcomplex on the selected vertices.
    Induced,
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
    undo: Vec<Rc<Drawing>>,
    redo: Vec<Rc<Drawing>>,
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
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// The default page: Example 3.3.
    pub fn default_drawing() -> Drawing {
        presets::drawing(presets::find("ex3.3").expect("preset exists"))
    }

    /// Can undo / redo?
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    fn checkpoint(&mut self) {
        self.undo.push(Rc::new(self.drawing.clone()));
        if self.undo.len() > 200 {
            self.undo.remove(0);
        }
        self.redo.clear();
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
            Action::AddVertex { x, y } => {
                let before = self.drawing.clone();
                match self.drawing.add_vertex(x.clamp(0.0, WIDTH), y.clamp(0.0, HEIGHT)) {
                    Ok(i) => {
                        self.undo.push(Rc::new(before));
                        self.redo.clear();
                        self.selection = 1 << i;
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
            Action::Select { i, extend } => {
                if i < self.n() {
                    self.selection = if extend { self.selection ^ (1 << i) } else { 1 << i };
                }
            }
            Action::SelectMask { mask, extend } => {
                let mask = mask & simnim_core::low_mask(self.n());
                self.selection = if extend { self.selection | mask } else { mask };
            }
            Action::ClearSelection => self.selection = 0,
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
            Action::SetPile { i, pile } => {
                if i < self.n() && self.drawing.vertices[i].pile != pile {
                    self.checkpoint();
                    self.drawing.vertices[i].pile = pile;
                    self.changed_math();
                }
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
            Action::SetText(t) => {
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
                            self.undo.push(Rc::new(old));
                            self.redo.clear();
                            self.drawing = d;
                            self.selection = 0;
                            self.math_rev += 1;
                        }
                    }
                    Err(e) => self.text_error = Some(e.to_string()),
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
            Action::Undo => {
                if let Some(d) = self.undo.pop() {
                    let cur = std::mem::replace(&mut self.drawing, Rc::unwrap_or_clone(d));
                    self.redo.push(Rc::new(cur));
                    self.changed_math();
                    self.view_rev += 1;
                }
            }
            Action::Redo => {
                if let Some(d) = self.redo.pop() {
                    let cur = std::mem::replace(&mut self.drawing, Rc::unwrap_or_clone(d));
                    self.undo.push(Rc::new(cur));
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

    /// The drawing after an operation; new vertices are placed near their origin.
    fn operate(&self, op: &Op) -> Result<Drawing, String> {
        use simnim_core as ops;
        let (c, order) = self.drawing.to_complex()?;
        let d = &self.drawing;
        let n = d.n().max(1) as f64;
        let (cx, cy) =
            (d.vertices.iter().map(|v| v.x).sum::<f64>() / n, d.vertices.iter().map(|v| v.y).sum::<f64>() / n);
        let selected: Vec<usize> = bits(self.selection).collect();
        let one_selected = || -> Result<(usize, (f64, f64)), String> {
            match selected.as_slice() {
                [i] => {
                    let ci = order.iter().position(|&o| o == *i).ok_or("no such vertex")?;
                    Ok((ci, (d.vertices[*i].x, d.vertices[*i].y)))
                }
                _ => Err("select exactly one vertex x to double".into()),
            }
        };
        let clamp = |x: f64, y: f64| (x.clamp(30.0, WIDTH - 30.0), y.clamp(30.0, HEIGHT - 30.0));
        let (new, mut place): (simnim_core::Complex, Box<dyn FnMut(usize) -> (f64, f64)>) = match op {
            Op::Cone => (ops::cone(&c).map_err(|e| e.to_string())?, Box::new(move |_| clamp(cx, cy - 150.0))),
            Op::Cz => (ops::cz(&c).map_err(|e| e.to_string())?, Box::new(move |_| clamp(cx + 170.0, cy - 120.0))),
            Op::Suspension => {
                let mut k = 0;
                (
                    ops::suspension(&c).map_err(|e| e.to_string())?,
                    Box::new(move |_| {
                        k += 1;
                        // left and right of the complex (the cone apex, if any, sits above)
                        clamp(if k == 1 { cx - 230.0 } else { cx + 230.0 }, cy + 20.0)
                    }),
                )
            }
            Op::BDouble | Op::PDouble => {
                let (x, (px, py)) = one_selected()?;
                let new = if *op == Op::BDouble { ops::b_double(&c, x, 2).map_err(|e| e.to_string())? } else { ops::p_double(&c, x, 2).map_err(|e| e.to_string())? };
                (new, Box::new(move |_| clamp(px + 55.0, py + 40.0)))
            }
            Op::Join(text) => {
                let other =
                    simnim_core::Complex::parse(text).map_err(|e| format!("the complex to join is not valid {e}"))?;
                let m = other.n();
                let mut k = 0;
                (
                    ops::join(&c, &other).map_err(|e| e.to_string())?,
                    Box::new(move |_| {
                        let (x, y) = layout::circle_point(k, m);
                        k += 1;
                        clamp(WIDTH * 0.78 + (x - WIDTH / 2.0) * 0.35, HEIGHT / 2.0 + (y - HEIGHT / 2.0) * 0.35)
                    }),
                )
            }
            Op::Induced => {
                if selected.is_empty() {
                    return Err("select the vertices to keep first".into());
                }
                let mask =
                    selected.iter().filter_map(|&i| order.iter().position(|&o| o == i)).fold(0u64, |m, v| m | 1 << v);
                (c.induced(mask).map_err(|e| e.to_string())?.0, Box::new(|_| (WIDTH / 2.0, HEIGHT / 2.0)))
            }
        };
        Ok(Drawing::from_complex(&new, Some(d), &mut place))
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
