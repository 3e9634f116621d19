//! The SVG drawing: vertices as discs carrying their names with a tag counting the chips,
//! edges, translucent triangles, the selection, box selection, dragging, scrolling or the
//! arrow keys on a vertex to change its pile, a select-several mode for touch, and zoom.
//! Every vertex is reachable with Tab and named for a screen reader. It only emits
//! `editor::Action`s.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use simnim_model::drawing::{Drawing, HEIGHT, WIDTH};
use simnim_model::editor::Action;
use simnim_model::export::d1;

#[derive(Properties, PartialEq)]
pub(crate) struct CanvasProps {
    pub(crate) drawing: Rc<Drawing>,
    pub(crate) selection: u64,
    /// Vertices of a face to outline (hovered in the face list).
    pub(crate) highlight: u64,
    pub(crate) on_action: Callback<Action>,
    /// Scrolling on a vertex changes its pile (off when embedded: the host page scrolls).
    #[prop_or(true)]
    pub(crate) wheel: bool,
    /// No adding, moving or selecting vertices (embedding option).
    #[prop_or(false)]
    pub(crate) readonly: bool,
    /// A tap on a vertex adds it to the selection (touch screens have no Shift).
    #[prop_or(false)]
    pub(crate) select_several: bool,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Drag {
    None,
    Vertex { i: usize, sx: f64, sy: f64, moved: bool, extend: bool },
    Box { sx: f64, sy: f64, x: f64, y: f64, extend: bool },
}

const R: f64 = 17.0;

/// A pile as shown inside a disc: exact below 10000, else like `1.1e12`.
fn short_pile(p: u64) -> String {
    if p < 10_000 {
        p.to_string()
    } else {
        simnim_core::human_count(p as u128)
    }
}

/// The part of the drawing shown at zoom `z` (centred): `(x, y, width, height)`.
fn view_box(z: f64) -> (f64, f64, f64, f64) {
    let (w, h) = (WIDTH / z, HEIGHT / z);
    ((WIDTH - w) / 2.0, (HEIGHT - h) / 2.0, w, h)
}

/// Converts client coordinates to drawing coordinates.
fn to_svg(svg: &NodeRef, zoom: f64, cx: i32, cy: i32) -> (f64, f64) {
    let (vx, vy, vw, vh) = view_box(zoom);
    match svg.cast::<web_sys::Element>() {
        Some(el) => {
            let r = el.get_bounding_client_rect();
            let sx = if r.width() > 0.0 { vw / r.width() } else { 1.0 };
            let sy = if r.height() > 0.0 { vh / r.height() } else { 1.0 };
            (vx + (cx as f64 - r.left()) * sx, vy + (cy as f64 - r.top()) * sy)
        }
        None => (cx as f64, cy as f64),
    }
}

#[component]
pub(crate) fn Canvas(props: &CanvasProps) -> Html {
    let svg = use_node_ref();
    let zoom = use_state_eq(|| 1.0f64);
    let z = *zoom;
    let several = props.select_several;
    let drag = use_mut_ref(|| Drag::None);
    let rubber = use_state(|| None::<(f64, f64, f64, f64)>);
    let d = props.drawing.clone();

    let readonly = props.readonly;
    let on_bg_down = {
        let (svg, drag) = (svg.clone(), drag.clone());
        Callback::from(move |e: PointerEvent| {
            if e.button() != 0 || readonly {
                return;
            }
            let (x, y) = to_svg(&svg, z, e.client_x(), e.client_y());
            *drag.borrow_mut() = Drag::Box { sx: x, sy: y, x, y, extend: e.shift_key() || several };
        })
    };
    let on_move = {
        let (svg, drag, rubber, act) = (svg.clone(), drag.clone(), rubber.clone(), props.on_action.clone());
        Callback::from(move |e: PointerEvent| {
            let (x, y) = to_svg(&svg, z, e.client_x(), e.client_y());
            let cur = *drag.borrow();
            match cur {
                Drag::Vertex { i, sx, sy, moved, extend } => {
                    let far = (x - sx).hypot(y - sy) > 4.0;
                    if !moved && far {
                        act.emit(Action::BeginDrag);
                        *drag.borrow_mut() = Drag::Vertex { i, sx, sy, moved: true, extend };
                    }
                    if moved || far {
                        act.emit(Action::MoveVertex { i, x, y });
                    }
                }
                Drag::Box { sx, sy, extend, .. } => {
                    *drag.borrow_mut() = Drag::Box { sx, sy, x, y, extend };
                    if (x - sx).hypot(y - sy) > 4.0 {
                        rubber.set(Some((sx.min(x), sy.min(y), (x - sx).abs(), (y - sy).abs())));
                    }
                }
                Drag::None => {}
            }
        })
    };
    let on_up = {
        let (drag, rubber, act, d) = (drag.clone(), rubber.clone(), props.on_action.clone(), d.clone());
        Callback::from(move |_e: PointerEvent| {
            let cur = std::mem::replace(&mut *drag.borrow_mut(), Drag::None);
            match cur {
                Drag::Vertex { i, moved: false, extend, .. } => act.emit(Action::Select { i, extend }),
                Drag::Vertex { moved: true, .. } => act.emit(Action::EndDrag),
                Drag::Box { sx, sy, x, y, extend } => {
                    rubber.set(None);
                    if (x - sx).hypot(y - sy) <= 4.0 {
                        // A tap on empty space adds a vertex, or clears the selection when
                        // selecting (Shift, or the select-several mode).
                        if extend || several {
                            act.emit(Action::ClearSelection);
                        } else {
                            act.emit(Action::AddVertex { x, y });
                        }
                    } else {
                        let (x0, x1, y0, y1) = (sx.min(x), sx.max(x), sy.min(y), sy.max(y));
                        let mask = d
                            .vertices
                            .iter()
                            .enumerate()
                            .filter(|(_, v)| v.x >= x0 && v.x <= x1 && v.y >= y0 && v.y <= y1)
                            .fold(0u64, |m, (i, _)| m | 1 << i);
                        act.emit(Action::SelectMask { mask, extend });
                    }
                }
                Drag::None => {}
            }
        })
    };
    let on_leave = {
        let (drag, rubber, act) = (drag.clone(), rubber.clone(), props.on_action.clone());
        Callback::from(move |_e: PointerEvent| {
            let cur = std::mem::replace(&mut *drag.borrow_mut(), Drag::None);
            if let Drag::Vertex { moved: true, .. } = cur {
                act.emit(Action::EndDrag);
            }
            rubber.set(None);
        })
    };

    let vertex_down = |i: usize, drag: Rc<RefCell<Drag>>, svg: NodeRef| {
        Callback::from(move |e: PointerEvent| {
            if e.button() != 0 || readonly {
                return;
            }
            e.stop_propagation();
            let (x, y) = to_svg(&svg, z, e.client_x(), e.client_y());
            *drag.borrow_mut() = Drag::Vertex { i, sx: x, sy: y, moved: false, extend: e.shift_key() || several };
        })
    };
    // Scrolling on a vertex changes its pile. Yew registers wheel listeners as passive,
    // which cannot stop the page from scrolling, so this one is attached by hand.
    let latest = use_mut_ref(|| props.on_action.clone());
    *latest.borrow_mut() = props.on_action.clone();
    let wheel_on = props.wheel;
    {
        let (svg, latest) = (svg.clone(), latest.clone());
        use_effect_with((), move |_| {
            let listener = svg.cast::<web_sys::Element>().map(|el| {
                let opts = gloo::events::EventListenerOptions::enable_prevent_default();
                gloo::events::EventListener::new_with_options(&el, "wheel", opts, move |e| {
                    let Some(we) = e.dyn_ref::<web_sys::WheelEvent>() else {
                        return;
                    };
                    let index = e
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                        .and_then(|el| el.closest("g.vertex").ok().flatten())
                        .and_then(|g| g.get_attribute("data-index"))
                        .and_then(|s| s.parse::<usize>().ok());
                    if let (Some(i), true) = (index, wheel_on) {
                        we.prevent_default();
                        let delta = if we.delta_y() < 0.0 { 1 } else { -1 };
                        latest.borrow().emit(Action::AdjustPile { i, delta });
                    }
                })
            });
            move || drop(listener)
        });
    }

    let pos = |i: usize| (d.vertices[i].x, d.vertices[i].y);
    let triangles = d.triangles();
    let edges = d.edges();
    let hl = props.highlight;
    let (vx, vy, vw, vh) = view_box(z);
    let vertex_key = |i: usize| {
        let act = props.on_action.clone();
        Callback::from(move |e: KeyboardEvent| {
            if readonly {
                return;
            }
            let a = match e.key().as_str() {
                "ArrowUp" | "ArrowRight" | "+" => Action::AdjustPile { i, delta: 1 },
                "ArrowDown" | "ArrowLeft" | "-" => Action::AdjustPile { i, delta: -1 },
                "Enter" | " " => Action::Select { i, extend: true },
                _ => return,
            };
            e.prevent_default();
            e.stop_propagation();
            act.emit(a);
        })
    };
    let zoom_button = |label: &'static str, name: &'static str, to: f64| {
        let zoom = zoom.clone();
        html! { <button class="small" aria-label={name} title={name} onclick={Callback::from(move |_| zoom.set(to.clamp(0.5, 4.0)))}>{label}</button> }
    };
    html! {
        <div class="canvas-wrap">
        <div class="zoom" role="group" aria-label="Zoom">
            { zoom_button("−", "Zoom out", z / 1.25) }
            { zoom_button("Fit", "Fit the whole drawing", 1.0) }
            { zoom_button("+", "Zoom in", z * 1.25) }
        </div>
        <svg ref={svg.clone()} class="canvas" id="canvas" viewBox={format!("{} {} {} {}", d1(vx), d1(vy), d1(vw), d1(vh))} role="group"
            aria-label="Drawing of the complex" aria-describedby="drawing-help"
            onpointerdown={on_bg_down} onpointermove={on_move} onpointerup={on_up} onpointerleave={on_leave}>
            <desc id="drawing-help">{"Each vertex is a disc with its name; the tag beside it counts its chips. Tab moves between vertices; the arrow keys change the focused vertex's pile; Enter selects it."}</desc>
            <rect class="bg" x={d1(vx)} y={d1(vy)} width={d1(vw)} height={d1(vh)} />
            { for triangles.iter().map(|&(a, b, c)| {
                let pts = [a, b, c].map(|v| format!("{},{}", d1(pos(v).0), d1(pos(v).1))).join(" ");
                let on = hl != 0 && hl >> a & 1 == 1 && hl >> b & 1 == 1 && hl >> c & 1 == 1;
                html! { <polygon class={classes!("tri", on.then_some("hl"))} points={pts} /> }
            }) }
            { for edges.iter().map(|&(a, b)| {
                let on = hl != 0 && hl >> a & 1 == 1 && hl >> b & 1 == 1;
                html! { <line class={classes!("edge", on.then_some("hl"))} x1={d1(pos(a).0)} y1={d1(pos(a).1)} x2={d1(pos(b).0)} y2={d1(pos(b).1)} /> }
            }) }
            { for d.vertices.iter().enumerate().map(|(i, v)| {
                let sel = props.selection >> i & 1 == 1;
                let on = hl >> i & 1 == 1;
                let name = format!("vertex {}, pile {}{}", v.label, v.pile, if sel { ", selected" } else { "" });
                html! {
                    <g class={classes!("vertex", sel.then_some("selected"), on.then_some("hl"), (v.pile > 0).then_some("chips"))}
                        data-label={v.label.clone()} data-pile={v.pile.to_string()} tabindex="0" role="button" aria-label={name.clone()}
                        aria-pressed={sel.to_string()}
                        onpointerdown={vertex_down(i, drag.clone(), svg.clone())} onkeydown={vertex_key(i)}
                        data-index={i.to_string()}>
                        <title>{name}</title>
                        // A larger invisible disc takes the taps of a finger (touch is coarse).
                        <circle class="hit" cx={d1(v.x)} cy={d1(v.y)} r={d1(R + 12.0)} />
                        <circle cx={d1(v.x)} cy={d1(v.y)} r={d1(R)} />
                        <text class={classes!("name", (v.label.chars().count() > 3).then_some("long"))} x={d1(v.x)} y={d1(v.y + 5.0)}>{v.label.clone()}</text>
                    </g>
                }
            }) }
            // The chip counts, beside the discs (a layer of their own: the vertices' names
            // are their discs' text; the counts are in their accessible names).
            <g class="tags" aria-hidden="true">
            { for d.vertices.iter().map(|v| {
                let chips = short_pile(v.pile);
                let tag_w = 10.0 + 8.0 * chips.chars().count() as f64;
                html! {
                    <g class="tag">
                        <rect class="pile-tag" x={d1(v.x + R - 4.0)} y={d1(v.y - R - 12.0)} width={d1(tag_w)} height="18" rx="9" />
                        <text class="pile" x={d1(v.x + R - 4.0 + tag_w / 2.0)} y={d1(v.y - R + 2.0)}>{chips}</text>
                    </g>
                }
            }) }
            </g>
            if let Some((x, y, w, h)) = *rubber {
                <rect class="rubber" x={d1(x)} y={d1(y)} width={d1(w)} height={d1(h)} />
            }
            if d.vertices.is_empty() {
                <text class="empty" x={d1(WIDTH / 2.0)} y={d1(HEIGHT / 2.0)}>{"Click to add a vertex"}</text>
            }
        </svg>
        </div>
    }
}
