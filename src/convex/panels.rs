//! The convex mode's side panels: the game (nim number, the position's value, winning
//! moves, play controls, the exhaustive check) and the structure diagram (Sec 4.2).
//! Item numbers without a paper name are McCoy–Sieben's (cites: ms2020).

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use simnim_core::convex::{self, Game, Rule, Structure};
use simnim_model::convex::{Act, ConvexEditor};
use simnim_model::export::d1;
use simnim_model::structure_diagram::{self, triangle_points};

use super::ConvexProps;

pub(super) fn game_panel(
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
    let turn = if s.played.len().is_multiple_of(2) { "first player" } else { "second player" };
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
    // An exercise asks the nim number: until it is answered nothing on screen gives it away.
    if s.task && !ed.quiz.solved {
        return html! {
            <div class="panel" id="convex-answer">
                <h2>{format!("{rule}(S, W)")}</h2>
                { for notice }
                { quiz(ed, act, rule) }
            </div>
        };
    }
    html! {
        <div class="panel" id="convex-answer">
            <h2>{format!("{rule}(S, W)")}</h2>
            { for notice }
            if s.task { { quiz(ed, act, rule) } }
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
                <label class="check"><input type="checkbox" id="cg-vs" checked={ed.play.vs_computer} onchange={{ let a = act.clone(); let v = !ed.play.vs_computer; Callback::from(move |_| a.emit(Act::SetVsComputer(v))) }} />{" the computer answers"}</label>
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

/// The exercise: the question, the answer box and the reply to the last attempt.
fn quiz(ed: &ConvexEditor, act: &Callback<Act>, rule: &str) -> Html {
    let say = {
        let a = act.clone();
        Callback::from(move |_| {
            let field = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id("task-value"))
                .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok());
            if let Some(v) = field.and_then(|f| f.value().trim().parse::<u64>().ok()) {
                a.emit(Act::Answer(v));
            }
        })
    };
    let q = &ed.quiz;
    html! {
        <div class="task" id="task">
            <p class="task-title">{"Exercise"}</p>
            <p id="task-question"><strong>{format!("What is the nim number of {rule}(S, W)?")}</strong></p>
            if !q.solved {
                <div class="task-controls">
                    <label>{"nim number "}<input id="task-value" type="number" min="0" inputmode="numeric" /></label>
                    <button id="say-value" class="primary" onclick={say}>{"Check"}</button>
                </div>
            }
            if let Some((right, text)) = &q.feedback {
                <p id="task-feedback" class={classes!("feedback", if *right { "right" } else { "wrong" })} role="status">{text.clone()}</p>
            }
        </div>
    }
}

pub(super) fn diagram_panel(
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
            html! {
                <g class={classes!("sd-node", (cur == Some(c)).then_some("current"), (*picked == Some(c)).then_some("picked"))} tabindex="0" role="button"
                   aria-label={format!("{} type ({},{},{})", n.label, st.classes[c].parity, n.nim[0], n.nim[1])} data-class={n.label.clone()} {onclick} onkeydown={onkey}>
                    <polygon points={triangle_points(n)} />
                </g>
            }
        })
        .collect();
    // The numbers and the names are drawn in a layer of their own, above the
    // buttons and hidden from assistive technology: their meaning is in each
    // button's name, and a button must not contain text that differs from it.
    let texts: Vec<Html> = d
        .nodes
        .iter()
        .map(|n| {
            let ty = if n.up { n.y + 9.0 } else { n.y - 3.0 };
            let ly = if n.up { n.y + 34.0 } else { n.y + 40.0 };
            html! {
                <>
                    <text x={d1(n.x)} y={d1(ty)} class="sd-nims">{format!("{} {}", n.nim[0], n.nim[1])}</text>
                    <text x={d1(n.x)} y={d1(ly)} class="sd-label">{n.label.clone()}</text>
                </>
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
                    <svg class="structure-diagram" id="structure-diagram" viewBox={format!("0 0 {} {}", d1(d.width), d1(d.height))} width={d1(d.width)} role="group" aria-label="Structure diagram">
                        <defs><marker id="sd-ah" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="sd-head" /></marker></defs>
                        { for arrows }
                        { for nodes }
                        <g aria-hidden="true" class="sd-text">{ for texts }</g>
                    </svg>
                </div>
            }
            { for listing }
            <p class="small">{"The diagram as an image: "}{ crate::export::image_links(svg_text, "structure-diagram", "sd") }</p>
        </div>
    }
}
