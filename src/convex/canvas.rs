//! The convex mode's canvas: a grid where points are placed, dragged and selected; W is
//! marked ⊗, deleted points ∘, the selected points are numbered in order and their convex
//! closure τ(P) is shaded. It emits the model's `Act`s.

use std::rc::Rc;

use yew::prelude::*;

use simnim_core::convex::{self, Game};
use simnim_model::convex::{Act, ConvexEditor, Kind, Tool};
use simnim_model::export::d1;

const U: f64 = 40.0;

#[derive(Properties, PartialEq)]
pub(super) struct CanvasProps {
    pub(super) ed: Rc<ConvexEditor>,
    pub(super) on_act: Callback<Act>,
    pub(super) readonly: bool,
}

/// Grid bounds shown: the points plus a margin, at least [-6,6] × [-4,4].
fn bounds(pts: &[(i64, i64)], line: bool) -> (i64, i64, i64, i64) {
    let (mut x0, mut x1, mut y0, mut y1) = if line { (-6, 6, -2, 2) } else { (-6, 6, -4, 4) };
    for &(x, y) in pts {
        x0 = x0.min(x - 1);
        x1 = x1.max(x + 1);
        y0 = y0.min(y - 1);
        y1 = y1.max(y + 1);
    }
    (x0, x1, y0, y1)
}

fn client_to_grid(svg: &NodeRef, b: (i64, i64, i64, i64), cx: i32, cy: i32) -> Option<(i64, i64)> {
    let el = svg.cast::<web_sys::Element>()?;
    let r = el.get_bounding_client_rect();
    let (w, h) = (((b.1 - b.0) as f64) * U, ((b.3 - b.2) as f64) * U);
    if r.width() <= 0.0 || r.height() <= 0.0 {
        return None;
    }
    let px = (cx as f64 - r.left()) * w / r.width();
    let py = (cy as f64 - r.top()) * h / r.height();
    Some(((px / U).round() as i64 + b.0, b.3 - (py / U).round() as i64))
}

#[component]
pub(super) fn ConvexCanvas(props: &CanvasProps) -> Html {
    let ed = props.ed.clone();
    let s = &ed.sketch;
    let act = props.on_act.clone();
    let readonly = props.readonly;
    let svg = use_node_ref();
    let drag = use_mut_ref(|| None::<(usize, bool)>);
    let ghost = use_state(|| None::<(usize, i64, i64)>);
    let b = bounds(&s.pts, s.kind == Kind::Line);
    let (w, h) = (((b.1 - b.0) as f64) * U, ((b.3 - b.2) as f64) * U);
    let at = |p: (i64, i64)| (((p.0 - b.0) as f64) * U, ((b.3 - p.1) as f64) * U);

    let game: Result<Game, String> = ed.game();
    let pos_points = s.position();
    let (closure_pts, _) = match &game {
        Ok(g) => {
            let p = s.to_s(g, pos_points);
            let c = g.geometry.closure(p);
            let mut m = 0u64;
            for i in 0..g.geometry.n() {
                if c >> i & 1 == 1 {
                    if let Some(j) = s.point_of(g, i) {
                        m |= 1 << j;
                    }
                }
            }
            (m, Some(p))
        }
        Err(_) => (0, None),
    };

    let on_bg_up = {
        let (svg, act, drag) = (svg.clone(), act.clone(), drag.clone());
        Callback::from(move |e: PointerEvent| {
            if readonly || drag.borrow().is_some() {
                return;
            }
            if let Some((x, y)) = client_to_grid(&svg, b, e.client_x(), e.client_y()) {
                act.emit(Act::ClickGrid(x, y));
            }
        })
    };
    let on_move = {
        let (svg, drag, ghost) = (svg.clone(), drag.clone(), ghost.clone());
        Callback::from(move |e: PointerEvent| {
            let cur = *drag.borrow();
            if let Some((i, _)) = cur {
                if let Some((x, y)) = client_to_grid(&svg, b, e.client_x(), e.client_y()) {
                    *drag.borrow_mut() = Some((i, true));
                    ghost.set(Some((i, x, y)));
                }
            }
        })
    };
    let on_up = {
        let (drag, ghost, act) = (drag.clone(), ghost.clone(), act.clone());
        let pts = s.pts.clone();
        Callback::from(move |e: PointerEvent| {
            let cur = drag.borrow_mut().take();
            if let Some((i, moved)) = cur {
                e.stop_propagation();
                match *ghost {
                    Some((gi, x, y)) if moved && gi == i && pts.get(i) != Some(&(x, y)) => {
                        act.emit(Act::MovePoint(i, x, y))
                    }
                    _ => act.emit(Act::ClickPoint(i)),
                }
                ghost.set(None);
            }
        })
    };

    // Edges of trees; the hull of τ(P) for point sets.
    let mut shapes: Vec<Html> = Vec::new();
    if s.kind == Kind::Tree {
        for &(a, c) in &s.edges {
            let (p, q) = (at(s.pts[a]), at(s.pts[c]));
            let inside = closure_pts >> a & 1 == 1 && closure_pts >> c & 1 == 1 && pos_points != 0;
            shapes.push(html! { <line class={classes!("cg-edge", inside.then_some("in"))} x1={d1(p.0)} y1={d1(p.1)} x2={d1(q.0)} y2={d1(q.1)} /> });
        }
    } else if pos_points != 0 {
        let chosen: Vec<(i64, i64)> = s.played.iter().map(|&i| s.pts[i]).collect();
        let hull = convex::convex_hull(&chosen);
        let pts: Vec<String> = hull.iter().map(|&p| at(p)).map(|(x, y)| format!("{},{}", d1(x), d1(y))).collect();
        shapes.push(html! { <polygon class="cg-hull" points={pts.join(" ")} /> });
    }

    let mut dots: Vec<Html> = Vec::new();
    let mut texts: Vec<Html> = Vec::new();
    for (i, &p) in s.pts.iter().enumerate() {
        let p = match *ghost {
            Some((gi, x, y)) if gi == i => (x, if s.kind == Kind::Line { 0 } else { y }),
            _ => p,
        };
        let (x, y) = at(p);
        let bit = 1u64 << i;
        let win = s.win & bit != 0;
        let del = s.deleted & bit != 0;
        let order = s.played.iter().position(|&k| k == i);
        let inc = closure_pts & bit != 0 && pos_points != 0;
        let on_down = {
            let drag = drag.clone();
            Callback::from(move |e: PointerEvent| {
                if readonly || e.button() != 0 {
                    return;
                }
                e.stop_propagation();
                *drag.borrow_mut() = Some((i, false));
            })
        };
        let on_key = {
            let act = act.clone();
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    act.emit(Act::ClickPoint(i));
                }
            })
        };
        let label = s.label(i);
        let title = format!(
            "point {label}{}{}{}",
            if win { ", in W" } else { "" },
            if del { ", deleted" } else { "" },
            if inc { ", in τ(P)" } else { "" }
        );
        dots.push(html! {
            <g class={classes!("cg-point", win.then_some("win"), del.then_some("del"), order.is_some().then_some("played"), inc.then_some("incl"), (ed.anchor == Some(i) && s.kind == Kind::Tree && ed.tool == Tool::Add).then_some("anchor"))}
               data-label={label.clone()} tabindex="0" role="button" aria-label={title.clone()} onpointerdown={on_down} onkeydown={on_key}>
                <title>{title}</title>
                <circle cx={d1(x)} cy={d1(y)} r="11" />
                if win { <path d={format!("M{} {} L{} {} M{} {} L{} {}", d1(x - 7.5), d1(y - 7.5), d1(x + 7.5), d1(y + 7.5), d1(x - 7.5), d1(y + 7.5), d1(x + 7.5), d1(y - 7.5))} class="cross" /> }
            </g>
        });
        // Order numbers and names go in a layer of their own (see `texts`).
        texts.push(html! {
            <>
                if let Some(k) = order { <text x={d1(x)} y={d1(y + 4.5)} class="order">{k + 1}</text> }
                <text x={d1(x + 13.0)} y={d1(y - 12.0)} class="cg-label">{label}</text>
            </>
        });
    }

    let mut grid: Vec<Html> = Vec::new();
    for gx in b.0..=b.1 {
        let x = ((gx - b.0) as f64) * U;
        grid.push(html! { <line class={classes!("grid", (gx == 0).then_some("axis"))} x1={d1(x)} y1="0" x2={d1(x)} y2={d1(h)} /> });
    }
    for gy in b.2..=b.3 {
        let y = ((b.3 - gy) as f64) * U;
        grid.push(html! { <line class={classes!("grid", (gy == 0).then_some("axis"))} x1="0" y1={d1(y)} x2={d1(w)} y2={d1(y)} /> });
    }

    html! {
        <svg ref={svg} class="canvas cg-canvas" id="convex-canvas" viewBox={format!("0 0 {} {}", d1(w), d1(h))} data-x0={b.0.to_string()} data-y1={b.3.to_string()} role="application"
                    aria-label="Convex geometry: points, winning set and selected points"
                    onpointerup={on_bg_up} onpointermove={on_move.clone()}>
                    <rect class="bg" x="0" y="0" width={d1(w)} height={d1(h)} />
                    { for grid }
                    { for shapes }
                    <g onpointerup={on_up} onpointermove={on_move}>{ for dots }</g>
                    // Drawn above the points, hidden from assistive technology: each
                    // point's name already says it, and a button must not hold other text.
                    <g aria-hidden="true" class="cg-text">{ for texts }</g>
                    if s.pts.is_empty() {
                        <text x={d1(w / 2.0)} y={d1(h / 2.0)} class="empty">{"Click a grid point to place the first point"}</text>
                    }
                </svg>
    }
}
