//! The graph Nim mode's drawing: vertices as discs with their names, edges (parallel ones as
//! arcs) with their numbers, the piece Δ on its vertex, and the winning moves marked on their
//! edges. The simplicial drawing's gestures: a click or tap on empty space adds a vertex, a
//! drag moves one, a click selects (Shift, or "Select several" on a touch screen, adds to
//! the selection). Vertices and edges are reachable with Tab: Enter selects, P puts the
//! piece on a focused vertex, the arrow keys change a focused edge's number. It only emits
//! `GraphAct`s.

use yew::prelude::*;

use simnim_core::thesis::GameMove;
use simnim_model::drawing::{HEIGHT, WIDTH};
use simnim_model::export::d1;
use simnim_model::games::{GraphAct, GraphSketch};

#[derive(Properties, PartialEq)]
pub(crate) struct GraphCanvasProps {
    pub(crate) sketch: GraphSketch,
    pub(crate) selection: u64,
    pub(crate) edge: Option<usize>,
    /// The winning moves to mark (edge index, new number).
    pub(crate) wins: Vec<(usize, u64)>,
    /// The drawing is not edited (a read-only page, an exercise, a game in play).
    pub(crate) fixed: bool,
    pub(crate) several: bool,
    pub(crate) on_act: Callback<GraphAct>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Drag {
    None,
    Vertex { i: usize, sx: f64, sy: f64, moved: bool, extend: bool },
    Empty { x: f64, y: f64 },
}

const R: f64 = 17.0;

/// Client coordinates to drawing coordinates.
fn to_svg(svg: &NodeRef, cx: i32, cy: i32) -> (f64, f64) {
    match svg.cast::<web_sys::Element>() {
        Some(el) => {
            let r = el.get_bounding_client_rect();
            let sx = if r.width() > 0.0 { WIDTH / r.width() } else { 1.0 };
            let sy = if r.height() > 0.0 { HEIGHT / r.height() } else { 1.0 };
            ((cx as f64 - r.left()) * sx, (cy as f64 - r.top()) * sy)
        }
        None => (cx as f64, cy as f64),
    }
}

/// Edge `e`'s curve (an SVG path) and where its number goes.
fn edge_geometry(s: &GraphSketch, e: usize) -> (String, (f64, f64)) {
    let g = &s.edges[e];
    let (lo, hi) = if g.a < g.b { (g.a, g.b) } else { (g.b, g.a) };
    let (a, b) = (&s.vertices[lo], &s.vertices[hi]);
    let (all, rank) = s.parallel_rank(e);
    let bend = (rank as f64 - (all as f64 - 1.0) / 2.0) * 34.0;
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let len = dx.hypot(dy).max(1.0);
    let (nx, ny) = (-dy / len, dx / len);
    let (mx, my) = ((a.x + b.x) / 2.0, (a.y + b.y) / 2.0);
    let (cx, cy) = (mx + nx * bend * 2.0, my + ny * bend * 2.0);
    let path = format!("M{},{} Q{},{} {},{}", d1(a.x), d1(a.y), d1(cx), d1(cy), d1(b.x), d1(b.y));
    (path, (mx + nx * bend, my + ny * bend))
}

#[component]
pub(crate) fn GraphCanvas(p: &GraphCanvasProps) -> Html {
    let svg = use_node_ref();
    let drag = use_mut_ref(|| Drag::None);
    let (fixed, several) = (p.fixed, p.several);
    let on_bg_down = {
        let (svg, drag) = (svg.clone(), drag.clone());
        Callback::from(move |e: PointerEvent| {
            if e.button() == 0 {
                let (x, y) = to_svg(&svg, e.client_x(), e.client_y());
                *drag.borrow_mut() = Drag::Empty { x, y };
            }
        })
    };
    let on_move = {
        let (svg, drag, act) = (svg.clone(), drag.clone(), p.on_act.clone());
        Callback::from(move |e: PointerEvent| {
            let (x, y) = to_svg(&svg, e.client_x(), e.client_y());
            let cur = *drag.borrow();
            if let Drag::Vertex { i, sx, sy, moved, extend } = cur {
                let far = (x - sx).hypot(y - sy) > 4.0;
                if !moved && far {
                    act.emit(GraphAct::BeginDrag);
                    *drag.borrow_mut() = Drag::Vertex { i, sx, sy, moved: true, extend };
                }
                if moved || far {
                    act.emit(GraphAct::MoveVertex { i, x, y });
                }
            }
        })
    };
    let on_up = {
        let (drag, act) = (drag.clone(), p.on_act.clone());
        Callback::from(move |e: PointerEvent| match std::mem::replace(&mut *drag.borrow_mut(), Drag::None) {
            Drag::Vertex { i, moved: false, extend, .. } => act.emit(GraphAct::Select { i, extend }),
            Drag::Empty { x, y } if !fixed && !several && !e.shift_key() => act.emit(GraphAct::AddVertex { x, y }),
            Drag::Empty { .. } => act.emit(GraphAct::ClearSelection),
            _ => {}
        })
    };
    let on_leave = {
        let drag = drag.clone();
        Callback::from(move |_e: PointerEvent| *drag.borrow_mut() = Drag::None)
    };
    let vertex_down = |i: usize| {
        let (svg, drag) = (svg.clone(), drag.clone());
        Callback::from(move |e: PointerEvent| {
            if e.button() != 0 {
                return;
            }
            e.stop_propagation();
            let (x, y) = to_svg(&svg, e.client_x(), e.client_y());
            *drag.borrow_mut() = Drag::Vertex { i, sx: x, sy: y, moved: false, extend: e.shift_key() || several };
        })
    };
    let vertex_key = |i: usize| {
        let act = p.on_act.clone();
        Callback::from(move |e: KeyboardEvent| {
            let a = match e.key().as_str() {
                "Enter" | " " => GraphAct::Select { i, extend: true },
                "p" | "P" if !fixed => GraphAct::PlacePiece(i),
                _ => return,
            };
            e.prevent_default();
            e.stop_propagation();
            act.emit(a);
        })
    };
    let edge_click = |k: usize| {
        let act = p.on_act.clone();
        Callback::from(move |e: PointerEvent| {
            e.stop_propagation();
            act.emit(GraphAct::SelectEdge(k));
        })
    };
    let edge_key = |k: usize| {
        let act = p.on_act.clone();
        Callback::from(move |e: KeyboardEvent| {
            let a = match e.key().as_str() {
                "Enter" | " " => GraphAct::SelectEdge(k),
                "ArrowUp" | "ArrowRight" | "+" if !fixed => GraphAct::AdjustWeight { e: k, delta: 1 },
                "ArrowDown" | "ArrowLeft" | "-" if !fixed => GraphAct::AdjustWeight { e: k, delta: -1 },
                _ => return,
            };
            e.prevent_default();
            e.stop_propagation();
            act.emit(a);
        })
    };
    let s = &p.sketch;
    html! {
        <svg ref={svg.clone()} class="canvas graph-canvas" id="graph-canvas" viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="group"
            aria-label="The graph" aria-describedby="graph-help"
            onpointerdown={on_bg_down} onpointermove={on_move} onpointerup={on_up} onpointerleave={on_leave}>
            <desc id="graph-help">{"Vertices are discs with their names; each edge carries its number; Δ marks the piece. Tab moves between vertices and edges; Enter selects; P puts the piece on the focused vertex; the arrow keys change the focused edge's number."}</desc>
            <rect class="bg" x="0" y="0" width={WIDTH.to_string()} height={HEIGHT.to_string()} />
            { for (0..s.edges.len()).map(|k| {
                let (path, (lx, ly)) = edge_geometry(s, k);
                let w = s.edges[k].w;
                let win = p.wins.iter().find(|(e, _)| *e == k).map(|(_, to)| *to);
                let sel = p.edge == Some(k);
                // The visible text (the number, and "→ t" on a winning edge) is part of the name.
                let name = format!("edge {}, number {w}{}{}", s.edge_text(k),
                    win.map(|t| format!(" → {t} wins")).unwrap_or_default(), if sel { ", selected" } else { "" });
                html! {
                    <g class={classes!("g-edge", sel.then_some("selected"), win.is_some().then_some("win"))} tabindex="0" role="button"
                        aria-label={name.clone()} aria-pressed={sel.to_string()} data-edge={k.to_string()} data-weight={w.to_string()}
                        onpointerdown={edge_click(k)} onkeydown={edge_key(k)}>
                        <title>{name}</title>
                        <path class="hit" d={path.clone()} />
                        <path class="edge" d={path} />
                        <rect class="weight-tag" x={d1(lx - 17.0)} y={d1(ly - 13.0)} width="34" height="26" rx="7" />
                        <text class="weight" x={d1(lx)} y={d1(ly + 6.0)}>{w.to_string()}</text>
                        if let Some(t) = win {
                            <text class="win-to" x={d1(lx)} y={d1(ly + 31.0)}>{format!("→ {t}")}</text>
                        }
                    </g>
                }
            }) }
            { for s.vertices.iter().enumerate().map(|(i, v)| {
                let sel = p.selection >> i & 1 == 1;
                let piece = s.piece == Some(i);
                let name = format!("vertex {}{}{}", v.label, if piece { ", the piece is here" } else { "" }, if sel { ", selected" } else { "" });
                html! {
                    <g class={classes!("vertex", sel.then_some("selected"), piece.then_some("piece"))} tabindex="0" role="button"
                        aria-label={name.clone()} aria-pressed={sel.to_string()} data-label={v.label.clone()} data-index={i.to_string()}
                        onpointerdown={vertex_down(i)} onkeydown={vertex_key(i)}>
                        <title>{name}</title>
                        <circle class="hit" cx={d1(v.x)} cy={d1(v.y)} r={d1(R + 12.0)} />
                        <circle cx={d1(v.x)} cy={d1(v.y)} r={d1(R)} />
                        <text class="name" x={d1(v.x)} y={d1(v.y + 5.0)}>{v.label.clone()}</text>
                        if piece {
                            <polygon class="piece-mark" points={format!("{},{} {},{} {},{}", d1(v.x), d1(v.y - R - 22.0), d1(v.x - 10.0), d1(v.y - R - 5.0), d1(v.x + 10.0), d1(v.y - R - 5.0))} />
                        }
                    </g>
                }
            }) }
            if s.vertices.is_empty() {
                <text class="empty" x={d1(WIDTH / 2.0)} y={d1(HEIGHT / 2.0)}>{"Click to add a vertex"}</text>
            }
        </svg>
    }
}

/// The winning moves of an answer as (edge, new number).
pub(crate) fn winning_edges(moves: &[GameMove]) -> Vec<(usize, u64)> {
    moves
        .iter()
        .filter_map(|m| if let GameMove::Edge { edge, to, .. } = m { Some((*edge, *to)) } else { None })
        .collect()
}
