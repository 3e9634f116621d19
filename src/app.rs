//! The root component: one reducer for the app state (the editor plus the worker's
//! answer), the bridge to the solver worker, URL sync and keyboard shortcuts.
//!
//! Data flow: a person acts → `Msg::Edit(Action)` → `Editor::apply` → `math_rev` changes
//! → an effect sends `Request::Analyze { id: math_rev, .. }` → the worker answers →
//! `Msg::Worker(Response)` is kept only if its id is the current `math_rev`, so results
//! of superseded requests are never shown.

use std::rc::Rc;

use futures::channel::mpsc;
use futures::StreamExt;
use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;
use yew_agent::reactor::ReactorSpawner;

use crate::canvas::Canvas;
use crate::convex::ConvexMode;
use crate::panels::{
    AnswerPanel, FacesPanel, FacetsPanel, GalleryPanel, OperationsBar, PilesPanel, TheoryPanel, VerticesPanel,
};
use crate::views::{ViewKind, ViewReplies, ViewsPanel, VIEW_BASE};
use crate::worker::Solver;
use simnim_core::Analysis;
use simnim_model::convex::{self as convex_model, Act, ConvexEditor};
use simnim_model::editor::{text_of, Action, Editor, LayoutKind};
use simnim_model::presets::PRESETS;
use simnim_model::protocol::{Request, Response};
use simnim_model::share::{self, EmbedOptions, ViewSettings, ViewTab};
use simnim_model::theory_view::TheoryView;
use simnim_model::url;

/// What the answer panel shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// Waiting for the worker (with progress when the search is long).
    Pending {
        done: u64,
        total: u64,
    },
    Answer(Rc<Analysis>),
    Refused(String),
    Cancelled,
    /// The drawing is not a complex (e.g. empty).
    Invalid(String),
}

/// The whole app state.
#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    pub editor: Editor,
    pub status: Status,
    /// Shown once after a share: the link that was copied.
    pub shared: Option<String>,
    /// The help overlay is open.
    pub help: bool,
    /// Text shown in the export dialog (TikZ).
    pub export_text: Option<String>,
    /// What the theorems say, for the complex written as the `String`.
    pub theory: Option<(String, Rc<TheoryView>)>,
    /// The views' awaited request ids and latest replies.
    pub views: Rc<ViewReplies>,
    /// Show the winning moves in the answer panel (off while playing without hints).
    pub show_moves: bool,
    /// Which game the page shows.
    pub mode: Mode,
    /// The convex-games mode's state.
    pub convex: ConvexEditor,
    /// The views panel's tab and value-table settings (part of the link).
    pub view: ViewSettings,
    /// The "Embed" dialog, when open, with its options.
    pub embed_dialog: Option<EmbedOptions>,
    /// The latest exhaustive check in the convex mode: (math_rev, nim and positions or why not).
    pub convex_brute: Option<(u64, Result<(u32, u64), String>)>,
}

/// The two modes of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Nim on simplicial complexes.
    Nim,
    /// Achievement and avoidance games on convex geometries (McCoy–Sieben).
    Convex,
}

/// Worker ids of the convex mode: structure requests and exhaustive checks, above the views' ids.
pub const CONVEX_BASE: u64 = 1 << 56;
pub const CONVEX_BRUTE_BASE: u64 = 1 << 57;

/// Messages to the reducer.
pub enum Msg {
    Edit(Action),
    Worker(Response),
    Requested(u64),
    Invalid(u64, String),
    Shared(String),
    ViewRequested(ViewKind, u64),
    Help(bool),
    ExportText(Option<String>),
    ShowMoves(bool),
    Convex(Act),
    SetMode(Mode),
    View(ViewSettings),
    EmbedDialog(Option<EmbedOptions>),
    ConvexBruteRequested(u64),
}

impl Reducible for AppState {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut s = Rc::unwrap_or_clone(self);
        match msg {
            Msg::Edit(a) => {
                s.editor.apply(a);
                s.shared = None;
            }
            Msg::Requested(id) if id == s.editor.math_rev => s.status = Status::Pending { done: 0, total: 0 },
            Msg::Invalid(id, m) if id == s.editor.math_rev => s.status = Status::Invalid(m),
            Msg::ViewRequested(kind, id) => {
                Rc::make_mut(&mut s.views).insert(kind, (id, None));
            }
            Msg::ShowMoves(b) => s.show_moves = b,
            Msg::Convex(a) => s.convex.apply(a),
            Msg::SetMode(m) => s.mode = m,
            Msg::View(v) => s.view = v,
            Msg::EmbedDialog(o) => s.embed_dialog = o,
            Msg::ConvexBruteRequested(rev) => s.convex_brute = Some((rev, Err("Searching…".into()))),
            Msg::Worker(Response::Convex { spec, structure, .. }) => {
                s.convex.apply(Act::Solved(spec, Rc::new(structure)));
            }
            Msg::Worker(Response::ConvexFailed { spec, message, .. }) => s.convex.apply(Act::Failed(spec, message)),
            Msg::Worker(Response::ConvexBrute { id, nim, positions }) => {
                if id >= CONVEX_BRUTE_BASE {
                    s.convex_brute = Some((id - CONVEX_BRUTE_BASE, Ok((nim, positions))));
                }
            }
            Msg::Worker(Response::Refused { id, message }) if id >= CONVEX_BRUTE_BASE => {
                s.convex_brute = Some((id - CONVEX_BRUTE_BASE, Err(message)));
            }
            Msg::Help(b) => s.help = b,
            Msg::ExportText(t) => s.export_text = t,
            Msg::Worker(r) if r.id() >= VIEW_BASE => {
                let id = r.id();
                let views = Rc::make_mut(&mut s.views);
                if let Some((_, slot)) = views.values_mut().find(|(awaited, _)| *awaited == id) {
                    *slot = Some(Rc::new(r));
                }
            }
            Msg::Worker(Response::Theory { id, view }) if id == s.editor.math_rev => {
                s.theory = Some((text_of(&s.editor.drawing), Rc::new(view)));
            }
            Msg::Worker(r) if r.id() == s.editor.math_rev => {
                s.status = match r {
                    Response::Theory { .. } => unreachable!("handled above"),
                    Response::Progress { done, total, .. } => Status::Pending { done, total },
                    Response::Answer { analysis, .. } => Status::Answer(Rc::new(analysis)),
                    Response::Refused { message, .. } => Status::Refused(message),
                    Response::Cancelled { .. } => Status::Cancelled,
                    // View replies carry ids above VIEW_BASE and are handled above.
                    _ => return Rc::new(s),
                }
            }
            Msg::Shared(link) => s.shared = Some(link),
            // Superseded requests and their answers are dropped here.
            Msg::Requested(_) | Msg::Invalid(..) | Msg::Worker(_) => {}
        }
        Rc::new(s)
    }
}

/// Embedding flags from `?embed&readonly&play` or `#…&embed&readonly&play`.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Embed {
    pub embed: bool,
    pub readonly: bool,
    pub play: bool,
}

fn embed_flags() -> Embed {
    let loc = web_sys::window().map(|w| w.location());
    let search = loc.as_ref().and_then(|l| l.search().ok()).unwrap_or_default();
    let hash = loc.as_ref().and_then(|l| l.hash().ok()).unwrap_or_default();
    let has = |flag: &str| {
        search.trim_start_matches('?').split('&').chain(hash.trim_start_matches('#').split('&')).any(|p| p == flag)
    };
    Embed { embed: has("embed"), readonly: has("readonly"), play: has("play") }
}

/// Hash flags to keep when the address bar is updated.
fn hash_flags() -> String {
    let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    hash.trim_start_matches('#')
        .split('&')
        .filter(|p| matches!(*p, "embed" | "readonly" | "play"))
        .map(|p| format!("&{p}"))
        .collect()
}

fn location_hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

/// The initial state: the drawing in the link, or the default with a message.
fn initial_state() -> AppState {
    let raw = location_hash();
    let (hash, link_error) = match share::expand(&raw) {
        Ok(h) => (h, None),
        Err(e) => (String::new(), Some(e)),
    };
    let mut view = ViewSettings::from_fragment(&hash);
    if embed_flags().play {
        view.tab = ViewTab::Play;
    }
    let mut convex = ConvexEditor::default();
    let mut mode = Mode::Nim;
    if convex_model::is_convex_link(&hash) {
        mode = Mode::Convex;
        match convex_model::decode(&hash) {
            Ok(s) => convex = ConvexEditor::new(s),
            Err(e) => {
                convex.notice =
                    Some(format!("This link could not be read ({e}); showing Example 4.17 of McCoy–Sieben instead."))
            }
        }
    }
    let (drawing, notice) = if hash.len() > 1 && mode == Mode::Nim {
        match url::decode(&hash) {
            Ok(d) => (d, None),
            Err(e) => (
                Editor::default_drawing(),
                Some(format!("This link could not be read ({e}); showing Example 3.3 instead.")),
            ),
        }
    } else {
        (Editor::default_drawing(), None)
    };
    let mut editor = Editor::new(drawing);
    editor.notice = notice
        .or_else(|| link_error.map(|e| format!("This link could not be read ({e}); showing Example 3.3 instead.")));
    AppState {
        editor,
        status: Status::Pending { done: 0, total: 0 },
        shared: None,
        help: false,
        export_text: None,
        theory: None,
        views: Rc::new(ViewReplies::new()),
        show_moves: true,
        mode,
        convex,
        view,
        embed_dialog: None,
        convex_brute: None,
    }
}

/// Loads a link pasted into the address bar (any form); a broken link leaves a message.
fn load_link(dispatch: &UseReducerDispatcher<AppState>, raw: &str) {
    let hash = match share::expand(raw) {
        Ok(h) => h,
        Err(e) => {
            dispatch.dispatch(Msg::Edit(Action::ShowNotice(format!(
                "This link could not be read ({e}); nothing was changed."
            ))));
            return;
        }
    };
    if convex_model::is_convex_link(&hash) {
        dispatch.dispatch(Msg::SetMode(Mode::Convex));
        match convex_model::decode(&hash) {
            Ok(s) => dispatch.dispatch(Msg::Convex(Act::Load(s))),
            Err(e) => dispatch.dispatch(Msg::Convex(Act::ShowNotice(format!(
                "This link could not be read ({e}); nothing was changed."
            )))),
        }
        return;
    }
    match url::decode(&hash) {
        Ok(d) => {
            dispatch.dispatch(Msg::SetMode(Mode::Nim));
            dispatch.dispatch(Msg::View(ViewSettings::from_fragment(&hash)));
            dispatch.dispatch(Msg::Edit(Action::Load(d)));
        }
        Err(e) => {
            dispatch.dispatch(Msg::SetMode(Mode::Nim));
            dispatch.dispatch(Msg::Edit(Action::Load(Editor::default_drawing())));
            dispatch.dispatch(Msg::Edit(Action::ShowNotice(format!(
                "This link could not be read ({e}); showing Example 3.3 instead."
            ))));
        }
    }
}

/// The "Embed" dialog: options, the iframe snippet (copied with one click) and a note on hosting.
fn embed_dialog(state: &UseReducerHandle<AppState>, o: EmbedOptions) -> Html {
    let page = web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default();
    let snippet = share::embed_snippet(&page, &share::encode_v1(&readable_of(state)), &o);
    let set = |f: fn(&mut EmbedOptions, &web_sys::HtmlInputElement)| {
        let d = state.dispatcher();
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
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Msg::EmbedDialog(None)))
    };
    html! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="embed-title" id="embed-overlay">
            <div class="dialog">
                <h2 id="embed-title">{"Embed this example in a course page"}</h2>
                <p class="small">{"Paste the snippet into any HTML page. The example opens exactly as it is now; the page around it keeps scrolling normally."}</p>
                <div class="embed-options">
                    <label class="check"><input type="checkbox" id="embed-readonly" checked={o.readonly} onchange={set(|n, i| n.readonly = i.checked())} />{" read-only (no editing)"}</label>
                    if state.mode == Mode::Nim {
                        <label class="check"><input type="checkbox" id="embed-play" checked={o.play} onchange={set(|n, i| n.play = i.checked())} />{" start in play mode"}</label>
                    }
                    <label>{"width "}<input type="number" id="embed-width" min="240" max="2400" value={o.width.to_string()} onchange={set(|n, i| n.width = i.value().parse().unwrap_or(760))} /></label>
                    <label>{"height "}<input type="number" id="embed-height" min="200" max="2400" value={o.height.to_string()} onchange={set(|n, i| n.height = i.value().parse().unwrap_or(560))} /></label>
                </div>
                <textarea readonly=true rows="5" id="embed-snippet" aria-label="iframe snippet" value={snippet} />
                <div class="toolbar">
                    <button class="primary" id="embed-copy" onclick={copy}>{"Copy snippet"}</button>
                    <button id="embed-close" onclick={close}>{"Close"}</button>
                </div>
            </div>
        </div>
    }
}

/// The readable fragment of everything on screen (before compression).
fn readable_of(s: &AppState) -> String {
    match s.mode {
        Mode::Convex => convex_model::encode(&s.convex.sketch),
        Mode::Nim => format!("{}{}", url::encode(&s.editor.drawing), s.view.to_query()),
    }
}

fn page_url_with(fragment: &str) -> String {
    let base = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .map(|h| h.split('#').next().unwrap_or("").to_string())
        .unwrap_or_default();
    format!("{base}#{fragment}")
}

#[component]
fn Main() -> Html {
    let state = use_reducer(initial_state);
    let embed = *use_memo((), |_| embed_flags());
    let flags = use_memo((), |_| hash_flags());

    // The solver worker. It is started from trunk's loader script `worker_loader.js` (a file,
    // not a blob: URL) so the page runs under a strict Content-Security-Policy; requests go
    // through a channel to the one task that owns the bridge.
    let channel = use_memo((), |_| {
        let (tx, rx) = mpsc::unbounded::<Request>();
        (SolverLink(tx), std::cell::RefCell::new(Some(rx)))
    });
    let bridge = channel.0.clone();
    {
        let dispatch = state.dispatcher();
        let channel = channel.clone();
        use_effect_with((), move |_| {
            if let Some(mut rx) = channel.1.borrow_mut().take() {
                yew::platform::spawn_local(async move {
                    let mut worker =
                        ReactorSpawner::<Solver>::new().with_loader(true).as_module(false).spawn("worker_loader.js");
                    loop {
                        futures::select! {
                            out = worker.next() => match out {
                                Some(r) => dispatch.dispatch(Msg::Worker(r)),
                                None => break,
                            },
                            req = rx.next() => match req {
                                Some(req) => worker.send_input(req),
                                None => break,
                            },
                        }
                    }
                });
            }
        });
    }

    // Ask the worker whenever the mathematics changes.
    {
        let bridge = bridge.clone();
        let dispatch = state.dispatcher();
        let drawing = state.editor.drawing.clone();
        use_effect_with(state.editor.math_rev, move |&rev| match drawing.to_complex() {
            Ok((c, order)) => {
                let piles = drawing.piles_in_order(&order);
                bridge.send(Request::Analyze { id: rev, complex: c.to_string(), piles, want_value: false });
                dispatch.dispatch(Msg::Requested(rev));
            }
            Err(e) => dispatch.dispatch(Msg::Invalid(rev, e)),
        });
    }

    // The convex mode asks the worker for the structure whenever its game changes.
    {
        let bridge = bridge.clone();
        let spec = state.convex.sketch.spec();
        let mode = state.mode;
        use_effect_with((mode, state.convex.math_rev), move |&(mode, rev)| {
            if mode == Mode::Convex && spec.game().is_ok() {
                bridge.send(Request::Convex { id: CONVEX_BASE + rev, spec });
            }
        });
    }

    // Keep the link in the address bar in sync (replaceState: no history spam): the compact
    // versioned form of everything on screen.
    {
        let flags = flags.clone();
        let readable = readable_of(&state);
        use_effect_with(readable, move |readable| {
            let frag = format!("{}{}", share::encode_v1(readable), flags);
            if !frag.is_empty() {
                if let Some(h) = web_sys::window().and_then(|w| w.history().ok()) {
                    let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&format!("#{frag}")));
                }
            }
        });
    }

    // A link pasted into this tab loads without a reload.
    {
        let dispatch = state.dispatcher();
        use_effect_with((), move |_| {
            let listener = web_sys::window()
                .map(|w| EventListener::new(&w, "hashchange", move |_| load_link(&dispatch, &location_hash())));
            move || drop(listener)
        });
    }

    // Keyboard shortcuts (ignored while typing in a field).
    let mode_ref = use_mut_ref(|| Mode::Nim);
    *mode_ref.borrow_mut() = state.mode;
    {
        let dispatch = state.dispatcher();
        let mode_ref = mode_ref.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                let opts = gloo::events::EventListenerOptions::enable_prevent_default();
                EventListener::new_with_options(&w, "keydown", opts, move |e| {
                    let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    let typing = e
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                        .map(|el| match el.tag_name().as_str() {
                            // Checkboxes and buttons do not take text: shortcuts keep working there.
                            "INPUT" => !matches!(
                                el.get_attribute("type").as_deref(),
                                Some("checkbox" | "radio" | "button" | "file")
                            ),
                            "TEXTAREA" | "SELECT" => true,
                            _ => false,
                        })
                        .unwrap_or(false);
                    if e.key() == "Escape" {
                        // Dialogs close from anywhere, also from their own fields.
                        dispatch.dispatch(Msg::Help(false));
                        dispatch.dispatch(Msg::ExportText(None));
                        dispatch.dispatch(Msg::EmbedDialog(None));
                    }
                    if typing {
                        return;
                    }
                    if e.key() == "?" {
                        e.prevent_default();
                        dispatch.dispatch(Msg::Help(true));
                        return;
                    }
                    if e.key() == "Escape" {
                        dispatch.dispatch(Msg::Help(false));
                        dispatch.dispatch(Msg::EmbedDialog(None));
                        dispatch.dispatch(Msg::ExportText(None));
                    }
                    let ctrl = e.ctrl_key() || e.meta_key();
                    if *mode_ref.borrow() == Mode::Convex {
                        if let Some(a) = convex_model::key_act(&e.key(), ctrl, e.shift_key()) {
                            e.prevent_default();
                            dispatch.dispatch(Msg::Convex(a));
                        }
                        return;
                    }
                    let action = match (e.key().as_str(), ctrl, e.shift_key()) {
                        ("z" | "Z", true, false) => Some(Action::Undo),
                        ("z" | "Z", true, true) | ("y", true, _) => Some(Action::Redo),
                        ("f" | "F", false, _) => Some(Action::MakeFace),
                        ("r" | "R", false, _) => Some(Action::RemoveFace),
                        ("Delete" | "Backspace", false, _) => Some(Action::DeleteSelected),
                        ("Escape", _, _) => Some(Action::ClearSelection),
                        ("a", true, _) => Some(Action::SelectMask { mask: u64::MAX, extend: false }),
                        _ => None,
                    };
                    if let Some(a) = action {
                        e.prevent_default();
                        dispatch.dispatch(Msg::Edit(a));
                    }
                })
            });
            move || drop(listener)
        });
    }

    let edit = {
        let dispatch = state.dispatcher();
        Callback::from(move |a: Action| dispatch.dispatch(Msg::Edit(a)))
    };
    let on_cancel = {
        let bridge = bridge.clone();
        let rev = state.editor.math_rev;
        Callback::from(move |_| bridge.send(Request::Cancel { id: rev }))
    };
    let on_search_value = {
        let bridge = bridge.clone();
        let dispatch = state.dispatcher();
        let drawing = state.editor.drawing.clone();
        let rev = state.editor.math_rev;
        Callback::from(move |_| {
            if let Ok((c, order)) = drawing.to_complex() {
                let piles = drawing.piles_in_order(&order);
                bridge.send(Request::Analyze { id: rev, complex: c.to_string(), piles, want_value: true });
                dispatch.dispatch(Msg::Requested(rev));
            }
        })
    };
    let send_view = {
        let bridge = bridge.clone();
        let dispatch = state.dispatcher();
        Callback::from(move |(kind, req): (ViewKind, Request)| {
            let id = match &req {
                Request::Table { id, .. }
                | Request::Graph { id, .. }
                | Request::Invariants { id, .. }
                | Request::ComputerMove { id, .. }
                | Request::Remoteness { id, .. }
                | Request::Check { id, .. }
                | Request::Explore { id, .. } => Some(*id),
                // A cancel keeps the awaited id so the "cancelled" reply is shown.
                _ => None,
            };
            if let Some(id) = id {
                dispatch.dispatch(Msg::ViewRequested(kind, id));
            }
            bridge.send(req);
        })
    };
    let on_hints = {
        let dispatch = state.dispatcher();
        Callback::from(move |b: bool| dispatch.dispatch(Msg::ShowMoves(b)))
    };
    let on_preset = {
        let edit = edit.clone();
        Callback::from(move |e: Event| {
            if let Some(sel) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                let id = sel.value();
                if !id.is_empty() {
                    edit.emit(Action::LoadPreset(id));
                }
                sel.set_value("");
            }
        })
    };
    let on_share = {
        let dispatch = state.dispatcher();
        let readable = readable_of(&state);
        Callback::from(move |_| {
            let link = page_url_with(&share::encode_v1(&readable));
            if let Some(w) = web_sys::window() {
                let _ = w.navigator().clipboard().write_text(&link);
            }
            dispatch.dispatch(Msg::Shared(link));
        })
    };
    let hover = use_state(|| 0u64);
    let on_hover = {
        let hover = hover.clone();
        Callback::from(move |m: u64| hover.set(m))
    };
    let ed = &state.editor;
    let svg_href =
        format!("data:image/svg+xml;charset=utf-8,{}", url::percent_encode(&simnim_model::export::svg(&ed.drawing)));
    let json_href = format!(
        "data:application/json;charset=utf-8,{}",
        url::percent_encode(&simnim_model::export::state_json(&ed.drawing))
    );
    let on_import = {
        let dispatch = state.dispatcher();
        Callback::from(move |e: Event| {
            let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else { return };
            let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
            let dispatch = dispatch.clone();
            yew::platform::spawn_local(async move {
                let text = gloo::file::futures::read_as_text(&gloo::file::Blob::from(web_sys::Blob::from(file))).await;
                let action =
                    match text.map_err(|e| e.to_string()).and_then(|t| simnim_model::export::parse_state_json(&t)) {
                        Ok(d) => Action::Load(d),
                        Err(e) => Action::ShowNotice(format!("Could not open that file: {e}.")),
                    };
                dispatch.dispatch(Msg::Edit(action));
            });
        })
    };
    let toggle_theme = Callback::from(|_| {
        if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
            let dark = root.get_attribute("data-theme").as_deref() == Some("dark");
            let _ = root.set_attribute("data-theme", if dark { "light" } else { "dark" });
        }
    });
    // Only the theory of the complex on screen is shown.
    let current = text_of(&ed.drawing);
    let theory_view = state.theory.as_ref().filter(|(text, _)| *text == current).map(|(_, v)| v.clone());
    let undo = {
        let edit = edit.clone();
        Callback::from(move |_| edit.emit(Action::Undo))
    };
    let redo = {
        let edit = edit.clone();
        Callback::from(move |_| edit.emit(Action::Redo))
    };
    let tool = |label: &'static str, title: &'static str, a: Action| {
        let edit = edit.clone();
        html! { <button class="tool" title={title} onclick={Callback::from(move |_| edit.emit(a.clone()))}>{label}</button> }
    };
    let dismiss = {
        let edit = edit.clone();
        Callback::from(move |_| edit.emit(Action::DismissNotice))
    };

    let nim = state.mode == Mode::Nim;
    let on_convex = {
        let dispatch = state.dispatcher();
        Callback::from(move |a: Act| dispatch.dispatch(Msg::Convex(a)))
    };
    let convex_brute =
        state.convex_brute.as_ref().filter(|(rev, _)| *rev == state.convex.math_rev).map(|(_, r)| r.clone());
    let on_brute = {
        let (bridge, dispatch) = (bridge.clone(), state.dispatcher());
        let (spec, rev) = (state.convex.sketch.spec(), state.convex.math_rev);
        Callback::from(move |_| {
            dispatch.dispatch(Msg::ConvexBruteRequested(rev));
            bridge.send(Request::ConvexBrute { id: CONVEX_BRUTE_BASE + rev, spec: spec.clone() });
        })
    };
    let full_link = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .map(|h| h.replace("?embed", "?").replace("&embed", "").replace("&readonly", "").replace("&play", ""))
        .unwrap_or_default();
    html! {
        <div class={classes!("app", embed.embed.then_some("embed"), embed.readonly.then_some("readonly"))}>
            if embed.embed {
                <a class="embed-open" href={full_link} target="_blank" rel="noopener">{"simnim ↗"}</a>
            }
            <header class="top">
                <h1>{"simnim"}<span class="sub">{if nim { " · Nim on simplicial complexes" } else { " · games on convex geometries" }}</span></h1>
                <div class="modes" role="group" aria-label="Game">
                    <button id="mode-nim" class={classes!((state.mode == Mode::Nim).then_some("active"))} aria-pressed={(state.mode == Mode::Nim).to_string()} onclick={{ let d = state.dispatcher(); Callback::from(move |_| d.dispatch(Msg::SetMode(Mode::Nim))) }}>{"Simplicial Nim"}</button>
                    <button id="mode-convex" class={classes!((state.mode == Mode::Convex).then_some("active"))} aria-pressed={(state.mode == Mode::Convex).to_string()} onclick={{ let d = state.dispatcher(); Callback::from(move |_| d.dispatch(Msg::SetMode(Mode::Convex))) }}>{"Convex games"}</button>
                </div>
                <div class="top-actions">
                    if nim {
                        <label class="preset">
                            <span class="visually-hidden">{"Presets"}</span>
                            <select id="presets" aria-label="Presets" onchange={on_preset}>
                                <option value="" selected=true>{"Presets…"}</option>
                                { for PRESETS.iter().map(|p| html! { <option value={p.id}>{p.name}</option> }) }
                            </select>
                        </label>
                        <button id="new" title="Start with an empty drawing" onclick={{ let e = edit.clone(); Callback::from(move |_| e.emit(Action::Clear)) }}>{"New"}</button>
                        <button id="undo" title="Undo (Ctrl+Z)" disabled={!ed.can_undo()} onclick={undo}>{"Undo"}</button>
                        <button id="redo" title="Redo (Ctrl+Shift+Z)" disabled={!ed.can_redo()} onclick={redo}>{"Redo"}</button>
                        <a class="button" id="export-svg" href={svg_href} download="simnim.svg" title="The drawing as an SVG image">{"SVG"}</a>
                        <button id="export-png" title="The drawing as a PNG image" onclick={{ let svg = simnim_model::export::svg(&ed.drawing); Callback::from(move |_| crate::export::download_png(svg.clone(), "simnim".into())) }}>{"PNG"}</button>
                        <button id="export-tikz" title="TikZ code of the drawing, for LaTeX" onclick={{ let d = state.dispatcher(); let t = simnim_model::export::tikz(&ed.drawing); Callback::from(move |_| d.dispatch(Msg::ExportText(Some(t.clone())))) }}>{"TikZ"}</button>
                        <a class="button" id="export-json" href={json_href} download="simnim.json" title="Save everything as JSON">{"Save"}</a>
                        <label class="button" title="Open a saved JSON file">{"Open"}<input type="file" id="import-json" accept=".json,application/json" class="visually-hidden" onchange={on_import} /></label>
                    }
                    <button id="embed" title="An iframe snippet for a course page" onclick={{ let d = state.dispatcher(); Callback::from(move |_| d.dispatch(Msg::EmbedDialog(Some(EmbedOptions::default())))) }}>{"Embed"}</button>
                    <button id="theme" title="Light or dark theme" onclick={toggle_theme}>{"Theme"}</button>
                    <button id="help" title="Help and keyboard shortcuts (?)" onclick={{ let d = state.dispatcher(); Callback::from(move |_| d.dispatch(Msg::Help(true))) }}>{"?"}</button>
                    <button id="share" class="primary" onclick={on_share}>{"Share link"}</button>
                </div>
            </header>
            if let Some(n) = &ed.notice {
                <div class="notice" role="alert" id="notice">
                    <span>{n}</span>
                    <button class="link" aria-label="Dismiss" onclick={dismiss}>{"×"}</button>
                </div>
            }
            if let Some(link) = &state.shared {
                <div class="shared" id="shared">
                    <label>{"Link copied: "}<input readonly=true value={link.clone()} id="share-link" /></label>
                    <label>{" readable form: "}<input readonly=true value={page_url_with(&readable_of(&state))} id="share-readable" /></label>
                </div>
            }
            if let Some(o) = state.embed_dialog {
                { embed_dialog(&state, o) }
            }
            if state.help {
                <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="help-title" id="help-overlay">
                    <div class="dialog">
                        <h2 id="help-title">{"Nim on a simplicial complex"}</h2>
                        <p>{"Piles of chips sit on the vertices. A move picks a face (vertices joined by an edge, a filled triangle, or a larger listed face) and removes chips from any of its piles — at least one chip in all. Whoever cannot move loses. P means the player to move loses with best play; N means they win, and the winning moves are listed."}</p>
                        <h3>{"Drawing"}</h3>
                        <ul>
                            <li>{"Click empty space: add a vertex · drag a vertex: move it · scroll on a vertex: change its pile"}</li>
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
                        <button id="help-close" class="primary" onclick={{ let d = state.dispatcher(); Callback::from(move |_| d.dispatch(Msg::Help(false))) }}>{"Close"}</button>
                    </div>
                </div>
            }
            if let Some(t) = &state.export_text {
                <div class="overlay" role="dialog" aria-modal="true" aria-label="TikZ code" id="export-overlay">
                    <div class="dialog">
                        <h2>{"TikZ code of the drawing"}</h2>
                        <textarea readonly=true rows="14" id="tikz-text" value={t.clone()} />
                        <button class="primary" onclick={{ let d = state.dispatcher(); Callback::from(move |_| d.dispatch(Msg::ExportText(None))) }}>{"Close"}</button>
                    </div>
                </div>
            }
            if !nim {
                <ConvexMode ed={Rc::new(state.convex.clone())} on_act={on_convex} brute={convex_brute} on_brute={on_brute} readonly={embed.readonly} />
            } else {
            <main class="layout">
                <section class="stage">
                    <div class="toolbar" role="toolbar" aria-label="Drawing tools">
                        { tool("Make face (F)", "Make the selected vertices a face", Action::MakeFace) }
                        { tool("Remove face (R)", "Remove the selected face and every face containing it", Action::RemoveFace) }
                        { tool("Delete (Del)", "Delete the selected vertices", Action::DeleteSelected) }
                        <span class="sep" />
                        { tool("Circle", "Lay the vertices out on a circle", Action::Layout(LayoutKind::Circle)) }
                        { tool("Spring", "Spring layout", Action::Layout(LayoutKind::Spring)) }
                    </div>
                    <OperationsBar on_action={edit.clone()} />
                    <Canvas drawing={Rc::new(ed.drawing.clone())} selection={ed.selection} highlight={*hover} on_action={edit.clone()} wheel={!embed.embed} readonly={embed.readonly} />
                    <p class="hint">{"Discs show piles, small labels name vertices. Click empty space to add a vertex · drag to move · click / shift-click / drag a box to select · F makes a face · scroll on a vertex to change its pile"}</p>
                    <FacesPanel drawing={Rc::new(ed.drawing.clone())} on_hover={on_hover.clone()} />
                    <ViewsPanel drawing={Rc::new(ed.drawing.clone())} math_rev={ed.math_rev} replies={state.views.clone()}
                        send={send_view} on_action={edit.clone()} {on_hints} settings={state.view} on_settings={{ let d = state.dispatcher(); Callback::from(move |v| d.dispatch(Msg::View(v))) }} />
                    <GalleryPanel on_action={edit.clone()} />
                </section>
                <aside class="side">
                    <AnswerPanel status={state.status.clone()} drawing={Rc::new(ed.drawing.clone())} on_action={edit.clone()} on_cancel={on_cancel} {on_search_value} show_moves={state.show_moves} />
                    <TheoryPanel view={theory_view} drawing={Rc::new(ed.drawing.clone())} on_hover={on_hover.clone()} on_action={edit.clone()} />
                    <PilesPanel on_action={edit.clone()} />
                    <FacetsPanel text={ed.text.clone()} error={ed.text_error.clone()} on_action={edit.clone()} />
                    <VerticesPanel drawing={Rc::new(ed.drawing.clone())} selection={ed.selection} on_action={edit} />
                </aside>
            </main>
            }
        </div>
    }
}

/// Sends requests to the solver worker (see `Main`).
#[derive(Clone)]
struct SolverLink(mpsc::UnboundedSender<Request>);

impl SolverLink {
    fn send(&self, r: Request) {
        let _ = self.0.unbounded_send(r);
    }
}

/// The app. The worker's loader path is relative so the static build works from any sub-folder.
#[component]
pub fn App() -> Html {
    html! { <Main /> }
}

/// Mounts the app on the page body.
pub fn start() {
    yew::Renderer::<App>::new().render();
}
