//! The header bar: the two modes, presets, undo and redo, exports (SVG, PNG, TikZ), save
//! and open, Embed, the theme, help and Share.

use std::rc::Rc;

use yew::prelude::*;

use simnim_model::drawing::Drawing;
use simnim_model::editor::Action;
use simnim_model::export;
use simnim_model::presets::PRESETS;
use simnim_model::share::{self, EmbedOptions, ViewSettings};
use simnim_model::state::{AppState, Display, Mode, Msg, Theme};
use simnim_model::url;

use crate::hooks::page_url_with;
use crate::store::Store;

#[derive(Properties, PartialEq)]
pub(crate) struct HeaderProps {
    pub(crate) state: UseReducerHandle<Store>,
}

fn on_import(dispatch: UseReducerDispatcher<Store>) -> Callback<Event> {
    Callback::from(move |e: Event| {
        let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        let dispatch = dispatch.clone();
        yew::platform::spawn_local(async move {
            let text = gloo::file::futures::read_as_text(&gloo::file::Blob::from(web_sys::Blob::from(file))).await;
            let action = match text.map_err(|e| e.to_string()).and_then(|t| export::parse_state_json(&t)) {
                Ok(d) => Action::Load(d),
                Err(e) => Action::ShowNotice(format!("Could not open that file: {e}.")),
            };
            dispatch.dispatch(Msg::Edit(action));
        });
    })
}

/// Remembers the chosen theme on this device (nothing for the system's).
fn store_theme(theme: Theme) {
    if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = match theme.name() {
            Some(t) => storage.set_item("simnim-theme", t),
            None => storage.remove_item("simnim-theme"),
        };
    }
}

#[derive(Properties, PartialEq)]
struct ExportsProps {
    drawing: Rc<Drawing>,
    dispatch: UseReducerDispatcher<Store>,
}

/// The drawing as SVG, PNG, TikZ and JSON. Its own component, so that the images and the
/// JSON are made again only when the drawing changes, not on every answer or progress
/// message the page receives.
#[component]
fn Exports(p: &ExportsProps) -> Html {
    let made = use_memo(p.drawing.clone(), |drawing| {
        let svg = export::svg(drawing);
        let svg_href = format!("data:image/svg+xml;charset=utf-8,{}", url::percent_encode(&svg));
        let json_href =
            format!("data:application/json;charset=utf-8,{}", url::percent_encode(&export::state_json(drawing)));
        (svg, svg_href, json_href)
    });
    let (svg, svg_href, json_href) = (*made).clone();
    let png = Callback::from(move |_| crate::export::download_png(svg.clone(), "simnim".into()));
    let tikz = {
        let (d, drawing) = (p.dispatch.clone(), p.drawing.clone());
        Callback::from(move |_| d.dispatch(Msg::ExportText(Some(export::tikz(&drawing)))))
    };
    html! {
        <>
            <a class="button" id="export-svg" href={svg_href} download="simnim.svg" title="The drawing as an SVG image">{"SVG"}</a>
            <button id="export-png" title="The drawing as a PNG image" onclick={png}>{"PNG"}</button>
            <button id="export-tikz" title="TikZ code of the drawing, for LaTeX" onclick={tikz}>{"TikZ"}</button>
            <a class="button" id="export-json" href={json_href} download="simnim.json" title="Save everything as JSON">{"Save"}</a>
        </>
    }
}

/// The drawing's tools in the header (Nim mode only).
fn nim_tools(s: &AppState, d: &UseReducerDispatcher<Store>) -> Html {
    let ed = &s.editor;
    // A read-only embed or an exercise fixes the complex (and maybe the piles): the tools that
    // would change it are shown disabled.
    let fixed = s.game_fixed_by().is_some();
    let piles_fixed = !s.piles_editable();
    let edit = |a: Action| {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(Msg::Edit(a.clone())))
    };
    let on_preset = {
        let (d, view) = (d.clone(), s.view);
        Callback::from(move |e: Event| {
            if let Some(sel) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                let id = sel.value();
                if let Some(tab) = simnim_model::presets::opens(&id) {
                    d.dispatch(Msg::View(ViewSettings { tab, ..view }));
                }
                if !id.is_empty() {
                    d.dispatch(Msg::Edit(Action::LoadPreset(id)));
                }
                sel.set_value("");
            }
        })
    };
    html! {
        <>
            <label class="preset">
                <span class="visually-hidden">{"Presets"}</span>
                <select id="presets" aria-label="Presets" disabled={fixed} onchange={on_preset}>
                    <option value="" selected=true>{"Presets…"}</option>
                    { for PRESETS.iter().map(|p| html! { <option value={p.id}>{p.name}</option> }) }
                </select>
            </label>
            <button id="new" title="Start with an empty drawing" disabled={fixed} onclick={edit(Action::Clear)}>{"New"}</button>
            <button id="undo" title="Undo (Ctrl+Z)" disabled={piles_fixed || !ed.can_undo()} onclick={edit(Action::Undo)}>{"Undo"}</button>
            <button id="redo" title="Redo (Ctrl+Shift+Z)" disabled={piles_fixed || !ed.can_redo()} onclick={edit(Action::Redo)}>{"Redo"}</button>
            <Exports drawing={Rc::new(ed.drawing.clone())} dispatch={d.clone()} />
            if !fixed {
                <label class="button" title="Open a saved JSON file">{"Open"}<input type="file" id="import-json" accept=".json,application/json" class="visually-hidden" onchange={on_import(d.clone())} /></label>
            }
        </>
    }
}

/// Prints the page, as a handout without the answers when `handout` (`data-print` on the
/// document, which only the print style reads; it stays until the next print).
fn print(handout: bool) {
    let Some(w) = web_sys::window() else { return };
    if let Some(root) = w.document().and_then(|d| d.document_element()) {
        let _ = if handout { root.set_attribute("data-print", "handout") } else { root.remove_attribute("data-print") };
    }
    let _ = w.print();
}

/// Print, and (in the Nim mode) a handout without the answers.
#[inline(never)]
fn print_buttons(nim: bool) -> Html {
    html! {
        <>
            <button id="print" title="Print the drawing and the answer (always light, whatever the theme)" onclick={Callback::from(|_| print(false))}>{"Print"}</button>
            if nim {
                <button id="print-handout" title="Print a handout without the answers: the drawing, the position, the question and lines to write on" onclick={Callback::from(|_| print(true))}>{"Handout"}</button>
            }
        </>
    }
}

/// The header bar.
#[component]
pub(crate) fn Header(p: &HeaderProps) -> Html {
    let s = &p.state.0;
    let d = p.state.dispatcher();
    let nim = s.mode == Mode::Nim;
    let fixed = s.game_fixed_by();
    let set_mode = |m: Mode| {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(Msg::SetMode(m)))
    };
    let msg = |m: Msg| {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(m.clone()))
    };
    let display = s.display;
    let on_theme = {
        let d = d.clone();
        Callback::from(move |e: Event| {
            if let Some(sel) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                let theme = Theme::parse(&sel.value());
                store_theme(theme);
                d.dispatch(Msg::Display(Display { theme, ..display }));
            }
        })
    };
    let on_present = {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(Msg::Display(Display { present: !display.present, ..display })))
    };
    let more = use_state_eq(|| false);
    let on_share = {
        let (d, readable) = (d.clone(), s.readable());
        Callback::from(move |_| {
            let link = page_url_with(&share::encode_v1(&readable));
            if let Some(w) = web_sys::window() {
                let _ = w.navigator().clipboard().write_text(&link);
            }
            d.dispatch(Msg::Shared(link));
        })
    };
    html! {
        <header class="top">
            <h1>{"simnim"}<span class="sub">{match s.mode {
                Mode::Nim => " · Nim on simplicial complexes",
                Mode::Graph => " · Nim on graphs (Fukuyama)",
                Mode::Matrix => " · matrix Nim (Holladay, Ferguson)",
                Mode::Convex => " · games on convex geometries",
            }}</span></h1>
            <div class="modes" role="group" aria-label={match fixed { Some(why) => format!("Game ({why})"), None => "Game".into() }}>
                { for [(Mode::Nim, "mode-nim", "Simplicial Nim"), (Mode::Graph, "mode-graph", "Graph Nim"), (Mode::Matrix, "mode-matrix", "Matrix Nim"), (Mode::Convex, "mode-convex", "Convex games")]
                    .into_iter().map(|(m, id, label)| html! {
                        <button {id} class={classes!((s.mode == m).then_some("active"))} aria-pressed={(s.mode == m).to_string()} disabled={fixed.is_some()} onclick={set_mode(m)}>{label}</button>
                    }) }
            </div>
            <div class={classes!("top-actions", more.then_some("open"))}>
                <button id="more" class="more-toggle" aria-expanded={more.to_string()} aria-controls="more-actions"
                    onclick={{ let m = more.clone(); Callback::from(move |_| m.set(!*m)) }}>{"More…"}</button>
                <div class="more-actions" id="more-actions">
                    if nim { { nim_tools(s, &d) } }
                    <button id="embed" title="An iframe snippet for a course page" onclick={msg(Msg::EmbedDialog(Some(EmbedOptions::default())))}>{"Embed"}</button>
                    <select id="theme" aria-label="Theme" title="Colours: as the operating system says, or always light, or always dark" onchange={on_theme}>
                        <option value="system" selected={display.theme == Theme::System}>{"Theme: system"}</option>
                        <option value="light" selected={display.theme == Theme::Light}>{"Theme: light"}</option>
                        <option value="dark" selected={display.theme == Theme::Dark}>{"Theme: dark"}</option>
                    </select>
                    <button id="present" aria-pressed={display.present.to_string()} title="Large type and high contrast, for a projector" onclick={on_present}>{"Present"}</button>
                    { print_buttons(nim) }
                </div>
                <button id="help" title="Help and keyboard shortcuts (?)" aria-label="Help" onclick={msg(Msg::Help(true))}>{"?"}</button>
                <button id="share" class="primary" onclick={on_share}>{"Share link"}</button>
            </div>
        </header>
    }
}
