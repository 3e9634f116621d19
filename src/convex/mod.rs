//! The convex-games mode (McCoy–Sieben): the canvas, the tools, the game panel and the
//! live structure diagram. The state and its rules are `simnim_model::convex`.
//! Item numbers without a paper name are McCoy–Sieben's (cites: ms2020).

mod canvas;
mod panels;

use std::rc::Rc;

use yew::prelude::*;

use simnim_core::convex::Game;
use simnim_model::convex::{Act, ConvexEditor, Kind, Tool, CONVEX_PRESETS};

use canvas::ConvexCanvas;
use panels::{diagram_panel, game_panel};

#[derive(Properties, PartialEq)]
pub(crate) struct ConvexProps {
    pub(crate) ed: Rc<ConvexEditor>,
    pub(crate) on_act: Callback<Act>,
    /// The latest exhaustive check for the game on screen: nim number and positions, or why not.
    pub(crate) brute: Option<Result<(u32, u64), String>>,
    pub(crate) on_brute: Callback<()>,
    #[prop_or(false)]
    pub(crate) readonly: bool,
}

#[component]
pub(crate) fn ConvexMode(props: &ConvexProps) -> Html {
    let ed = props.ed.clone();
    let s = &ed.sketch;
    let act = props.on_act.clone();
    let picked_class = use_state(|| None::<usize>);
    let readonly = props.readonly;
    // The computer answers a person's move after a short pause.
    {
        let act = act.clone();
        use_effect_with((ed.awaiting_computer(), ed.sketch.played.len()), move |(waiting, _)| {
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
    let pos_s = game.as_ref().ok().map(|g| s.to_s(g, s.position()));
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
                <ConvexCanvas ed={ed.clone()} on_act={act.clone()} {readonly} />
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
                if !ed.sketch.task || ed.quiz.solved {
                    { diagram_panel(&ed, &game, solved.as_ref(), pos_s, picked_class.clone()) }
                }
            </aside>
        </main>
    }
}
