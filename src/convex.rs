//! The convex-games mode: the grid canvas (points, a line or a tree; W shown ⊗, deleted points
//! hollow, selected points numbered, τ(P) shaded), the game panel (nim numbers, play against the
//! computer, winning moves) and the live structure diagram. Renders `model::convex` and emits
//! its `Act`s; all mathematics comes from `core::convex` through the model.

use std::rc::Rc;

use yew::prelude::*;

use simnim_core::convex;
use simnim_core::convex::{Game, Rule, Structure};
use simnim_model::convex::{Act, ConvexEditor, Kind, Tool, CONVEX_PRESETS};
use simnim_model::structure_diagram::{self, triangle_points};

const U: f64 = 40.0;

#[derive(Properties, PartialEq)]
pub struct ConvexProps {
    pub ed: Rc<ConvexEditor>,
    pub on_act: Callback<Act>,
    /// The latest exhaustive check for the game on screen: nim number and positions, or why not.
    pub brute: Option<Result<(u32, u64), String>>,
    pub on_brute: Callback<()>,
    #[prop_or(false)]
    pub readonly: bool,
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
pub fn ConvexMode(props: &ConvexProps) -> Html {
    let ed = props.ed.clone();
    let s = &ed.sketch;
    let act = props.on_act.clone();
    let svg = use_node_ref();
    let drag = use_mut_ref(|| None::<(usize, bool)>);
    let ghost = use_state(|| None::<(usize, i64, i64)>);
    let picked_class = use_state(|| None::<usize>);
    let b = bounds(&s.pts, s.kind == Kind::Line);
    let (w, h) = (((b.1 - b.0) as f64) * U, ((b.3 - b.2) as f64) * U);
    let at = |p: (i64, i64)| (((p.0 - b.0) as f64) * U, ((b.3 - p.1) as f64) * U);

    // The computer answers a person's move after a short pause.
    {
        let act = act.clone();
        use_effect_with((ed.awaiting_computer, ed.sketch.played.len()), move |(waiting, _)| {
            let t = waiting.then(|| gloo::timers::callback::Timeout::new(450, move || act.emit(Act::ComputerMove)));
            move || drop(t)
        });
    }
    // A new game forgets the clicked class.
    {
        let picked = picked_class.clone();
        use_effect_with(ed.math_rev, move |_| {
            picked.set(None);
        });
    }

    let game: Result<Game, String> = ed.game();
    let solved = ed.solved_for();
    let pos_points = s.position();
    let (closure_pts, pos_s) = match &game {
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

    let readonly = props.readonly;
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
            shapes.push(html! { <line class={classes!("cg-edge", inside.then_some("in"))} x1={p.0.to_string()} y1={p.1.to_string()} x2={q.0.to_string()} y2={q.1.to_string()} /> });
        }
    } else if pos_points != 0 {
        let chosen: Vec<(i64, i64)> = s.played.iter().map(|&i| s.pts[i]).collect();
        let hull = convex::convex_hull(&chosen);
        let pts: Vec<String> = hull.iter().map(|&p| at(p)).map(|(x, y)| format!("{x},{y}")).collect();
        shapes.push(html! { <polygon class="cg-hull" points={pts.join(" ")} /> });
    }

    let mut dots: Vec<Html> = Vec::new();
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
                <circle cx={x.to_string()} cy={y.to_string()} r="11" />
                if win { <path d={format!("M{} {} L{} {} M{} {} L{} {}", x - 7.5, y - 7.5, x + 7.5, y + 7.5, x - 7.5, y + 7.5, x + 7.5, y - 7.5)} class="cross" /> }
                if let Some(k) = order { <text x={x.to_string()} y={(y + 4.5).to_string()} class="order">{k + 1}</text> }
                <text x={(x + 13.0).to_string()} y={(y - 12.0).to_string()} class="cg-label">{label}</text>
            </g>
        });
    }

    let mut grid: Vec<Html> = Vec::new();
    for gx in b.0..=b.1 {
        let x = ((gx - b.0) as f64) * U;
        grid.push(html! { <line class={classes!("grid", (gx == 0).then_some("axis"))} x1={x.to_string()} y1="0" x2={x.to_string()} y2={h.to_string()} /> });
    }
    for gy in b.2..=b.3 {
        let y = ((b.3 - gy) as f64) * U;
        grid.push(html! { <line class={classes!("grid", (gy == 0).then_some("axis"))} x1="0" y1={y.to_string()} x2={w.to_string()} y2={y.to_string()} /> });
    }

    let tool_button = |t: Tool, label: &'static str, key: &'static str, title: &'static str| {
        let act = act.clone();
        html! {
            <button class={classes!("tool", (ed.tool == t).then_some("active"))} aria-pressed={(ed.tool == t).to_string()} id={format!("cg-tool-{key}")}
                title={format!("{title} ({})", key.to_uppercase())} onclick={Callback::from(move |_| act.emit(Act::Tool(t)))}>{label}</button>
        }
    };
    let on_preset = {
        let act = act.clone();
        Callback::from(move |e: Event| {
            if let Some(sel) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                let v = sel.value();
                if !v.is_empty() {
                    act.emit(Act::LoadPreset(v));
                }
                sel.set_value("");
            }
        })
    };
    let on_text = {
        let (act, kind) = (act.clone(), s.kind);
        Callback::from(move |e: Event| {
            if let Some(inp) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                act.emit(Act::SetText(kind, inp.value()));
            }
        })
    };
    let on_win_text = {
        let act = act.clone();
        Callback::from(move |e: Event| {
            if let Some(inp) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                act.emit(Act::SetWinText(inp.value()));
            }
        })
    };
    let new_of = |k: Kind, label: &'static str, id: &'static str| {
        let act = act.clone();
        html! { <button id={id} title="Start an empty sketch of this kind" onclick={Callback::from(move |_| act.emit(Act::NewOf(k)))}>{label}</button> }
    };
    let simple = |a: Act, label: &'static str, id: &'static str, title: &'static str, disabled: bool| {
        let act = act.clone();
        html! { <button id={id} title={title} disabled={disabled} onclick={Callback::from(move |_| act.emit(a.clone()))}>{label}</button> }
    };
    let kind_name = match s.kind {
        Kind::Points => "points in the plane",
        Kind::Line => "points on a line",
        Kind::Tree => "tree (edges a-b)",
    };

    html! {
        <main class="layout convex-mode">
            <section class="stage">
                <div class="toolbar" role="toolbar" aria-label="Convex geometry tools">
                    <label class="preset">
                        <span class="visually-hidden">{"Convex presets"}</span>
                        <select id="convex-presets" aria-label="Convex presets" onchange={on_preset}>
                            <option value="" selected=true>{"Examples from McCoy–Sieben…"}</option>
                            { for CONVEX_PRESETS.iter().map(|p| html! { <option value={p.id}>{p.name}</option> }) }
                        </select>
                    </label>
                    { new_of(Kind::Points, "New points", "cg-new-points") }
                    { new_of(Kind::Line, "New line", "cg-new-line") }
                    { new_of(Kind::Tree, "New tree", "cg-new-tree") }
                    { simple(Act::Undo, "Undo", "cg-undo", "Undo (Ctrl+Z)", !ed.can_undo()) }
                    { simple(Act::Redo, "Redo", "cg-redo", "Redo (Ctrl+Shift+Z)", !ed.can_redo()) }
                </div>
                if !readonly {
                    <div class="toolbar" role="toolbar" aria-label="Click does">
                        <span class="muted small">{"Click does: "}</span>
                        { tool_button(Tool::Add, if s.kind == Kind::Tree { "Add vertex / move" } else { "Add point / move" }, "a", "Click the grid to add; drag to move") }
                        { tool_button(Tool::Win, "Winning set ⊗", "w", "Click a point: in or out of W") }
                        { tool_button(Tool::Delete, "Deleted ∘", "d", "Click a point: deleted (Def 2.6) or not") }
                        { tool_button(Tool::Remove, "Remove", "x", "Click a point: remove it (trees: leaves)") }
                        { tool_button(Tool::Play, "Play", "p", "Click a point: select it as your move") }
                    </div>
                }
                <svg ref={svg} class="canvas cg-canvas" id="convex-canvas" viewBox={format!("0 0 {w} {h}")} data-x0={b.0.to_string()} data-y1={b.3.to_string()} role="application"
                    aria-label="Convex geometry: points, winning set and selected points"
                    onpointerup={on_bg_up} onpointermove={on_move.clone()}>
                    <rect class="bg" x="0" y="0" width={w.to_string()} height={h.to_string()} />
                    { for grid }
                    { for shapes }
                    <g onpointerup={on_up} onpointermove={on_move}>{ for dots }</g>
                    if s.pts.is_empty() {
                        <text x={(w / 2.0).to_string()} y={(h / 2.0).to_string()} class="empty">{"Click a grid point to place the first point"}</text>
                    }
                </svg>
                <p class="hint">{"⊗ winning set W · ∘ deleted point · numbered discs: the selected points P in order · shaded: τ(P), the convex closure. "}
                    {if s.kind == Kind::Tree { "A new vertex hangs below the last one added, or below the vertex you click first." } else { "Drag a point to move it." }}</p>
                <div class="cg-texts">
                    <label>{format!("Geometry ({kind_name}) ")}
                        <input id="cg-geometry" class="mono" value={s.geometry_text()} onchange={on_text} aria-label="Geometry as text" />
                    </label>
                    <label>{"W = "}
                        <input id="cg-win" class="mono" value={(0..s.pts.len()).filter(|&i| s.win >> i & 1 == 1).map(|i| s.label(i)).collect::<Vec<_>>().join(",")} onchange={on_win_text} aria-label="Winning set as labels" />
                    </label>
                    <label class="check"><input type="checkbox" id="cg-avoid" checked={s.avoid} onchange={{ let a = act.clone(); let v = !s.avoid; Callback::from(move |_| a.emit(Act::SetAvoid(v))) }} />{" avoidance game DNG"}</label>
                </div>
                <p class="small muted mono" id="cg-cli">{s.command_line()}</p>
            </section>
            <aside class="side">
                { game_panel(&ed, &game, solved.as_ref(), pos_s, &act, props) }
                { diagram_panel(&ed, &game, solved.as_ref(), pos_s, picked_class.clone()) }
            </aside>
        </main>
    }
}

fn game_panel(
    ed: &ConvexEditor,
    game: &Result<Game, String>,
    solved: Option<&(Game, Rc<Structure>)>,
    pos: Option<u64>,
    act: &Callback<Act>,
    props: &ConvexProps,
) -> Html {
    let s = &ed.sketch;
    let notice = ed.notice.clone().map(|n| {
        let a = act.clone();
        html! { <div class="notice" role="alert" id="cg-notice"><span>{n}</span><button class="link" aria-label="Dismiss" onclick={Callback::from(move |_| a.emit(Act::DismissNotice))}>{"×"}</button></div> }
    });
    let g = match game {
        Ok(g) => g,
        Err(e) => {
            return html! { <div class="panel" id="convex-answer"><h2>{"The game"}</h2>{ for notice }<p class="error">{format!("No game yet: {e}.")}</p></div> };
        }
    };
    let rule = if g.rule == Rule::Achieve { "GEN" } else { "DNG" };
    let Some((_, st)) = solved else {
        let failed = match &ed.solved {
            Some((spec, Err(e))) if *spec == s.spec() => Some(e.clone()),
            _ => None,
        };
        return html! {
            <div class="panel" id="convex-answer"><h2>{"The game"}</h2>{ for notice }
                if let Some(e) = failed { <p class="error">{e}</p> } else { <p class="muted">{"Computing the structure…"}</p> }
            </div>
        };
    };
    let p = pos.unwrap_or(0);
    let val = st.nim_of(p);
    let over = g.options(p).is_empty();
    let moves = convex::moves(g, st, p);
    let winning: Vec<String> = moves.iter().filter(|m| m.1 == 0).map(|m| g.geometry.label(m.0).to_string()).collect();
    let turn = if s.played.len() % 2 == 0 { "first player" } else { "second player" };
    let brute_btn = {
        let cb = props.on_brute.clone();
        Callback::from(move |_| cb.emit(()))
    };
    let n = g.geometry.n();
    let check = match &props.brute {
        Some(Ok((v, positions))) => {
            html! { <p class={classes!("small", if *v == st.nim() { "ok" } else { "error" })} id="cg-brute">{format!("Exhaustive search over {positions} subsets: nim {v} — {}.", if *v == st.nim() { "agrees" } else { "DISAGREES" })}</p> }
        }
        Some(Err(e)) => html! { <p class="small warn" id="cg-brute">{e.clone()}</p> },
        None => html! {},
    };
    html! {
        <div class="panel" id="convex-answer">
            <h2>{format!("{rule}(S, W)")}</h2>
            { for notice }
            <div class="verdict">
                <span class={classes!("badge", if st.nim() == 0 { "p" } else { "n" })} aria-label={format!("nim number {}", st.nim())}>{st.nim()}</span>
                <div>
                    <div class="value" id="cg-nim">{format!("nim({rule}(S, W)) = {}", st.nim())}</div>
                    <div class="small muted">{format!("|S| = {n}, W = {}, Φ = {}", g.geometry.set_string(g.win), g.geometry.set_string(st.frattini_set()))}</div>
                    <div class="small muted">{if st.nim() == 0 { "The second player wins." } else { "The first player wins." }}</div>
                </div>
            </div>
            <div class="why small" id="cg-why">
                <b>{"Why: "}</b>{format!("structure theory — nim(∅) = nim₀(X_Φ) = {} by the type calculus (Def 4.14, Prop 4.16){}.", st.nim(), if st.quotient.is_some() { ", on the signature quotient" } else { "" })}
                { for convex::reasons(g).into_iter().map(|r| html! { <div class={classes!("reason", (r.predicted != st.nim()).then_some("error"))}>{format!("{}: {}.", r.source, r.statement)}</div> }) }
            </div>
            <h3>{"Position"}</h3>
            <p id="cg-position">
                {format!("P = {}", g.geometry.set_string(p))}
                {match val { Some(v) => format!(", nim(P) = {v}"), None => String::new() }}
                {if over { " — game over: the last player to move won.".to_string() } else { format!(" — the {turn} is to move.") }}
            </p>
            if !over {
                <p class="small" id="cg-winning">{if winning.is_empty() { "No winning move: every option has a nonzero nim number.".to_string() } else { format!("Winning moves: select {}.", winning.join(" or ")) }}</p>
            }
            <div class="toolbar">
                <label class="check"><input type="checkbox" id="cg-vs" checked={ed.vs_computer} onchange={{ let a = act.clone(); let v = !ed.vs_computer; Callback::from(move |_| a.emit(Act::SetVsComputer(v))) }} />{" the computer answers"}</label>
                <button id="cg-computer" title="Let the computer move (C)" disabled={over} onclick={{ let a = act.clone(); Callback::from(move |_| a.emit(Act::ComputerMove)) }}>{"Computer moves"}</button>
                <button id="cg-takeback" title="Take back (B)" disabled={s.played.is_empty()} onclick={{ let a = act.clone(); Callback::from(move |_| a.emit(Act::TakeBack)) }}>{"Take back"}</button>
                <button id="cg-reset" disabled={s.played.is_empty()} onclick={{ let a = act.clone(); Callback::from(move |_| a.emit(Act::ResetPlay)) }}>{"Start again"}</button>
            </div>
            <h3>{"Check"}</h3>
            <button id="cg-brute-run" disabled={n > convex::BRUTE_MAX_BROWSER} title="Solve by exhaustive search over all subsets, independently of the structure theory" onclick={brute_btn}>
                {format!("Exhaustive search ({} subsets)", if n <= 62 { (1u64 << n).to_string() } else { "2^n".into() })}
            </button>
            { check }
        </div>
    }
}

fn diagram_panel(
    ed: &ConvexEditor,
    game: &Result<Game, String>,
    solved: Option<&(Game, Rc<Structure>)>,
    pos: Option<u64>,
    picked: UseStateHandle<Option<usize>>,
) -> Html {
    let (Ok(g), Some((_, st))) = (game, solved) else {
        return html! {};
    };
    let _ = ed;
    let d = structure_diagram::layout(g, st);
    let cur = pos.and_then(|p| st.class_of(p));
    let set = |m: u64| g.geometry.set_string(m);
    let svg_text = structure_diagram::svg(g, st, pos);
    let arrows: Vec<Html> = d
        .edges
        .iter()
        .map(|&e| {
            html! { <path class="sd-arrow" d={structure_diagram::arrow_path(&d, e)} marker-end="url(#sd-ah)" /> }
        })
        .collect();
    let nodes: Vec<Html> = d
        .nodes
        .iter()
        .map(|n| {
            let c = n.class;
            let onclick = {
                let picked = picked.clone();
                Callback::from(move |_| picked.set(Some(c)))
            };
            let onkey = {
                let picked = picked.clone();
                Callback::from(move |e: KeyboardEvent| {
                    if e.key() == "Enter" || e.key() == " " {
                        e.prevent_default();
                        picked.set(Some(c));
                    }
                })
            };
            let ty = if n.up { n.y + 9.0 } else { n.y - 3.0 };
            let ly = if n.up { n.y + 34.0 } else { n.y + 40.0 };
            html! {
                <g class={classes!("sd-node", (cur == Some(c)).then_some("current"), (*picked == Some(c)).then_some("picked"))} tabindex="0" role="button"
                   aria-label={format!("{} type ({},{},{})", n.label, st.classes[c].parity, n.nim[0], n.nim[1])} data-class={n.label.clone()} {onclick} onkeydown={onkey}>
                    <polygon points={triangle_points(n)} />
                    <text x={n.x.to_string()} y={ty.to_string()} class="sd-nims">{format!("{} {}", n.nim[0], n.nim[1])}</text>
                    <text x={n.x.to_string()} y={ly.to_string()} class="sd-label">{n.label.clone()}</text>
                </g>
            }
        })
        .collect();
    let listing = (*picked).filter(|&c| c < st.classes.len()).map(|c| {
        let k = &st.classes[c];
        let (ps, complete) = st.positions_of(c, 40);
        html! {
            <div id="sd-class">
                <p><b>{structure_diagram::class_label(g, k.set)}</b>{format!(" — type ({}, {}, {}); positions P with ⌈P⌉ = {}:", k.parity, k.nim[0], k.nim[1], set(k.set))}</p>
                <p class="mono small">{ps.iter().map(|&p| format!("{} ({})", set(p), k.nim[(p.count_ones() % 2) as usize])).collect::<Vec<_>>().join(", ")}{if complete { "" } else { ", …" }}</p>
            </div>
        }
    });
    html! {
        <div class="panel" id="structure-panel">
            <h2>{"Structure diagram"}</h2>
            <p class="small muted">{format!("{} maximally non-generating sets: {}", st.maximal.len(), st.maximal.iter().take(12).map(|&m| set(m)).collect::<Vec<_>>().join(", "))}{if st.maximal.len() > 12 { ", …" } else { "" }}</p>
            <p class="small muted">{"Triangles are structure classes X_I: up for |I| even, down for odd; inside, the nim numbers of the even and of the odd positions; arrows go to option classes. Click a class to list its positions."}</p>
            if st.quotient.is_some() {
                <p class="small warn" id="sd-quotient">{format!("The complements of the {} maximally non-generating sets are disjoint, so there are 2^{} classes; classes with the same signature σ = (e, o) — how many of the missing complements have even / odd size — have the same type (as in Sec 6.1), and one triangle stands for each signature.", st.maximal.len(), st.maximal.len())}</p>
            }
            if let Some(note) = &d.note {
                <p class="warn">{note.clone()}</p>
            } else {
                <div class="sd-scroll">
                    <svg class="structure-diagram" id="structure-diagram" viewBox={format!("0 0 {} {}", d.width, d.height)} width={d.width.to_string()} role="img" aria-label="Structure diagram">
                        <defs><marker id="sd-ah" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="sd-head" /></marker></defs>
                        { for arrows }
                        { for nodes }
                    </svg>
                </div>
            }
            { for listing }
            <p class="small">{"The diagram as an image: "}{ crate::export::image_links(svg_text, "structure-diagram", "sd") }</p>
        </div>
    }
}
