//! The page's dialogs: help, the Embed dialog (an iframe snippet for a course page) and the
//! TikZ export. Each closes with its button or Escape (see `hooks::use_shortcuts`).

use yew::prelude::*;

use simnim_model::share::{self, EmbedOptions};
use simnim_model::state::{Mode, Msg};
use simnim_model::task::{Task, TaskKind};

use crate::store::Store;

pub(crate) struct DialogProps {
    pub(crate) dispatch: UseReducerDispatcher<Store>,
}

/// The help overlay: the game, the drawing, the convex games and the shortcuts.
pub(crate) fn help_dialog(p: &DialogProps) -> Html {
    let close = {
        let d = p.dispatch.clone();
        Callback::from(move |_| d.dispatch(Msg::Help(false)))
    };
    html! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="help-title" id="help-overlay">
            <div class="dialog">
                <h2 id="help-title">{"Nim on a simplicial complex"}</h2>
                <p>{"Piles of chips sit on the vertices. A move picks a face (vertices joined by an edge, a filled triangle, or a larger listed face) and removes chips from any of its piles — at least one chip in all. Whoever cannot move loses. P means the player to move loses with best play; N means they win, and the winning moves are listed."}</p>
                <h3>{"Drawing"}</h3>
                <ul>
                    <li>{"Click or tap empty space: add a vertex · drag a vertex: move it · select one vertex and use − and + under the drawing, or scroll on a vertex: change its pile"}</li>
                    <li>{"Click / Shift+click / drag a box: select · F: make the selection a face · R: remove that face · Delete: delete vertices · Escape: clear"}</li>
                    <li>{"Ctrl+Z / Ctrl+Shift+Z: undo / redo · Ctrl+A: select all · ?: this help"}</li>
                </ul>
                <p>{"Type facets in the papers' notation ({1,2,3},{2,3,4}) or open the gallery. The address bar always holds a link to exactly what you see."}</p>
                <h3>{"Convex games (McCoy–Sieben)"}</h3>
                <p>{"Players take turns selecting points; in GEN(S, W) whoever first makes the convex closure of the selected points contain the winning set W wins; in DNG that move is forbidden and the last legal move wins. The structure diagram shows the structure classes X_I with the nim numbers of their even and odd positions."}</p>
                <ul>
                    <li>{"A: add / move points (trees: a new vertex hangs below the chosen one) · W: toggle the winning set · D: toggle deleted · X: remove · P: play"}</li>
                    <li>{"C: the computer moves · B: take back · Ctrl+Z / Ctrl+Shift+Z: undo / redo · Tab and Enter reach every point and class"}</li>
                </ul>
                <div class="dialog-actions"><button id="help-close" class="primary" onclick={close}>{"Close"}</button></div>
            </div>
        </div>
    }
}

pub(crate) struct EmbedProps {
    pub(crate) dispatch: UseReducerDispatcher<Store>,
    pub(crate) options: EmbedOptions,
    /// The readable fragment of the page on screen.
    pub(crate) readable: String,
    pub(crate) mode: Mode,
}

/// The "Embed" dialog: options, the iframe snippet (copied with one click) and a note on hosting.
pub(crate) fn embed_dialog(p: &EmbedProps) -> Html {
    let o = p.options;
    let page = web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default();
    let fragment = share::embed_fragment(&p.readable, &o);
    let snippet = share::embed_snippet(&page, &fragment, &o);
    let src = share::embed_src(&page, &fragment, &o);
    // Misère play defines no nim values: no value task under it. The partizan matrix rule
    // has classes, not values or a winning move to ask for: only the outcome (class) task.
    let misere = p.mode == Mode::Nim && share::ViewSettings::from_fragment(&p.readable).misere;
    let partizan = p.mode == Mode::Matrix && p.readable.split('&').any(|x| x == "rule=partizan");
    let offered = |k: TaskKind| !(misere && k == TaskKind::Value || partizan && k != TaskKind::Outcome);
    let set_task = |f: fn(Option<Task>, &str) -> Option<Task>| {
        let d = p.dispatch.clone();
        Callback::from(move |e: Event| {
            if let Some(i) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                d.dispatch(Msg::EmbedDialog(Some(EmbedOptions { task: f(o.task, &i.value()), ..o })));
            }
        })
    };
    let set = |f: fn(&mut EmbedOptions, &web_sys::HtmlInputElement)| {
        let d = p.dispatch.clone();
        Callback::from(move |e: Event| {
            if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                let mut n = o;
                f(&mut n, &i);
                d.dispatch(Msg::EmbedDialog(Some(n)));
            }
        })
    };
    let copy = {
        let s = snippet.clone();
        Callback::from(move |_| {
            if let Some(w) = web_sys::window() {
                let _ = w.navigator().clipboard().write_text(&s);
            }
        })
    };
    let close = {
        let d = p.dispatch.clone();
        Callback::from(move |_| d.dispatch(Msg::EmbedDialog(None)))
    };
    html! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="embed-title" id="embed-overlay">
            <div class="dialog">
                <h2 id="embed-title">{"Embed this example in a course page"}</h2>
                <p class="small">{"Paste the snippet into any HTML page. The example opens exactly as it is now; the page around it keeps scrolling normally."}</p>
                <div class="embed-options">
                    <label class="check"><input type="checkbox" id="embed-readonly" checked={o.readonly} onchange={set(|n, i| n.readonly = i.checked())} />{" read-only (no editing)"}</label>
                    if p.mode == Mode::Nim {
                        <label class="check"><input type="checkbox" id="embed-play" checked={o.play} onchange={set(|n, i| n.play = i.checked())} />{" start in play mode"}</label>
                    }
                    <label>{"width "}<input type="number" id="embed-width" min="240" max="2400" value={o.width.to_string()} onchange={set(|n, i| n.width = i.value().parse().unwrap_or(760))} /></label>
                    <label>{"height "}<input type="number" id="embed-height" min="200" max="2400" value={o.height.to_string()} onchange={set(|n, i| n.height = i.value().parse().unwrap_or(560))} /></label>
                </div>
                if p.mode != Mode::Convex {
                    <fieldset class="embed-options" id="exercise-builder">
                        <legend>{"Exercise (optional)"}</legend>
                        <label>{"Task "}<select id="exercise-task" onchange={set_task(|t, v| TaskKind::parse(v).map(|kind| Task { kind, ..t.unwrap_or(Task { kind, hints: 1, attempts: None, count: 1 }) }))}>
                            <option value="" selected={o.task.is_none()}>{"none"}</option>
                            { for TaskKind::ALL.iter().filter(|(k, _)| offered(*k)).map(|(k, n)| html! { <option value={*n} selected={o.task.map(|t| t.kind) == Some(*k)}>{k.title()}</option> }) }
                        </select></label>
                        if let Some(t) = o.task {
                            <label>{"Hints "}<select id="exercise-hints" onchange={set_task(|t, v| t.map(|t| Task { hints: v.parse().unwrap_or(1), ..t }))}>
                                { for [(0u8, "none"), (1, "one hint"), (2, "hint and the rule")].iter().map(|(h, n)| html! { <option value={h.to_string()} selected={t.hints == *h}>{*n}</option> }) }
                            </select></label>
                            <label>{"Attempts "}<select id="exercise-attempts" onchange={set_task(|t, v| t.map(|t| Task { attempts: v.parse().ok(), ..t }))}>
                                { for ["unlimited", "1", "2", "3", "5"].iter().map(|a| html! { <option value={*a} selected={t.attempts.map(|x| x.to_string()).as_deref().unwrap_or("unlimited") == *a}>{*a}</option> }) }
                            </select></label>
                        }
                    </fieldset>
                }
                <textarea readonly=true rows="5" id="embed-snippet" aria-label="iframe snippet" value={snippet} />
                <p class="small">{"Plain link: "}<a id="embed-link" href={src.clone()} target="_blank" rel="noopener">{"open the embed"}</a></p>
                // Keyed by its address: a new exercise is a new page in the frame (a frame whose
                // address changes only after the `#` would keep the old page, and its answer).
                // Loaded at once, not lazily: the preview is in view whenever the dialog is open,
                // and a lazily loaded frame was measured starting ten seconds late.
                <iframe key={src.clone()} id="embed-preview" title="Preview of the embed" src={src} width="100%" height="260" />
                <div class="dialog-actions">
                    <button class="primary" id="embed-copy" onclick={copy}>{"Copy snippet"}</button>
                    <button id="embed-close" onclick={close}>{"Close"}</button>
                </div>
            </div>
        </div>
    }
}

pub(crate) struct TikzProps {
    pub(crate) dispatch: UseReducerDispatcher<Store>,
    pub(crate) text: String,
}

/// The TikZ code of the drawing, for LaTeX.
pub(crate) fn tikz_dialog(p: &TikzProps) -> Html {
    let close = {
        let d = p.dispatch.clone();
        Callback::from(move |_| d.dispatch(Msg::ExportText(None)))
    };
    html! {
        <div class="overlay" role="dialog" aria-modal="true" aria-label="TikZ code" id="export-overlay">
            <div class="dialog">
                <h2>{"TikZ code of the drawing"}</h2>
                <textarea readonly=true rows="14" id="tikz-text" aria-label="TikZ code" value={p.text.clone()} />
                <div class="dialog-actions"><button class="primary" id="tikz-close" onclick={close}>{"Close"}</button></div>
            </div>
        </div>
    }
}
