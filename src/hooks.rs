//! Custom hooks of the root component: the bridge to the solver worker, the link in the
//! address bar, and the keyboard shortcuts. They move messages; the rules are the model's.

use std::rc::Rc;

use futures::channel::mpsc;
use futures::FutureExt;
use futures::StreamExt;
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;
use yew_agent::reactor::{ReactorBridge, ReactorSpawner};

use simnim_model::convex::key_act;
use simnim_model::editor::Action;
use simnim_model::link::{self, PageAddress};
use simnim_model::protocol::{Request, RequestId, ViewKind};
use simnim_model::state::{Mode, Msg};

use crate::convex_worker::ConvexSolver;
use crate::describe::Describer;
use crate::store::Store;
use crate::worker::Solver;

/// Sends requests to the solver worker.
#[derive(Clone)]
pub(crate) struct SolverLink(mpsc::UnboundedSender<Request>);

impl PartialEq for SolverLink {
    fn eq(&self, other: &Self) -> bool {
        self.0.same_receiver(&other.0)
    }
}

impl SolverLink {
    /// Sends `r`; a closed worker is ignored (the page shows no answer, never a wrong one).
    pub(crate) fn send(&self, r: Request) {
        let _ = self.0.unbounded_send(r);
    }
}

/// Starts the worker once and returns the link to it. The worker is started from the
/// loader script `wasm_loader.js#worker` (a file, not a blob: URL) so the page runs under a
/// strict Content-Security-Policy; its responses are dispatched as `Msg::Worker`. The convex
/// mode's requests go to the convex worker (`wasm_loader.js#convex`), started when the first
/// one is sent.
#[hook]
pub(crate) fn use_solver(dispatch: UseReducerDispatcher<Store>) -> SolverLink {
    let channel = use_memo((), |_| {
        let (tx, rx) = mpsc::unbounded::<Request>();
        (SolverLink(tx), std::cell::RefCell::new(Some(rx)))
    });
    {
        let channel = channel.clone();
        use_effect_with((), move |_| {
            if let Some(mut rx) = channel.1.borrow_mut().take() {
                yew::platform::spawn_local(async move {
                    let mut worker = ReactorSpawner::<Solver>::new()
                        .with_loader(true)
                        .as_module(false)
                        // The first screen's app has a worker for analyses only (its views
                        // bring the full one).
                        .spawn(if cfg!(feature = "first") {
                            "wasm_loader.js#first_worker"
                        } else {
                            "wasm_loader.js#worker"
                        });
                    let mut convex: Option<ReactorBridge<ConvexSolver>> = None;
                    loop {
                        let from_convex = async {
                            match convex.as_mut() {
                                Some(c) => c.next().await,
                                None => futures::future::pending().await,
                            }
                        };
                        futures::select! {
                            out = worker.next() => match out {
                                Some(r) => dispatch.dispatch(Msg::Worker(r)),
                                None => break,
                            },
                            out = from_convex.fuse() => {
                                if let Some(r) = out {
                                    dispatch.dispatch(Msg::Worker(r));
                                }
                            },
                            req = rx.next() => match req {
                                Some(req @ (Request::Convex { .. } | Request::ConvexBrute { .. })) => convex
                                    .get_or_insert_with(|| {
                                        ReactorSpawner::<ConvexSolver>::new()
                                            .with_loader(true)
                                            .as_module(false)
                                            .spawn("wasm_loader.js#convex")
                                    })
                                    .send_input(req),
                                Some(req) => worker.send_input(req),
                                None => break,
                            },
                        }
                    }
                });
            }
        });
    }
    channel.0.clone()
}

/// Sends `req` and records that its sender awaits it (a description, and its cancel, to
/// the miner's own worker).
pub(crate) fn sender(
    solver: &SolverLink,
    describer: &Option<Describer>,
    dispatch: UseReducerDispatcher<Store>,
) -> Callback<Request> {
    let (solver, describer) = (solver.clone(), describer.clone());
    Callback::from(move |req: Request| {
        let describe = matches!(
            req,
            Request::Describe { .. }
                | Request::Values { .. }
                | Request::Prove { .. }
                | Request::Cancel { id: RequestId::View(ViewKind::Describe, _) }
        );
        if !matches!(req, Request::Cancel { .. }) {
            dispatch.dispatch(Msg::Requested(req.id()));
        }
        if let (true, Some(describer)) = (describe, &describer) {
            describer.send(req);
        } else {
            solver.send(req);
        }
    })
}

/// The hash of the address bar.
pub(crate) fn location_hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

/// The query of the address bar (`?embed&readonly`).
fn location_search() -> String {
    web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default()
}

/// This page's address, read once by the model's one reader: the embedding flags and every
/// parameter of the query and the fragment as one readable fragment.
pub(crate) fn page_address() -> PageAddress {
    link::read(&location_search(), &location_hash())
}

/// The page's address without its fragment (its query kept).
fn page_base() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .map(|h| h.split('#').next().unwrap_or("").to_string())
        .unwrap_or_default()
}

/// The page's address with `fragment` (without `#`) as its hash.
pub(crate) fn page_url_with(fragment: &str) -> String {
    format!("{}#{}", page_base(), fragment.trim_start_matches('#'))
}

/// The canonical link of the readable fragment `readable`, as the app writes links: this
/// page's address and query, one `#`, the compact form, and the embedding flags that the
/// fragment held when the page was opened.
pub(crate) fn canonical_link(readable: &str, flags: &[&str]) -> String {
    link::canonical(&page_base(), readable, flags)
}

/// The link that opens what an embed shows as a full page (no query, no embedding flags).
pub(crate) fn full_page_link(readable: &str) -> String {
    let base = page_base();
    link::canonical(base.split('?').next().unwrap_or(""), readable, &[])
}

/// The embedding flags the fragment held when the page was opened (kept in the address bar).
pub(crate) fn hash_flags() -> Vec<&'static str> {
    let hash = location_hash();
    link::FLAGS.into_iter().filter(|f| hash.trim_start_matches('#').split('&').any(|p| p == *f)).collect()
}

/// Keeps the address bar on the compact link of `readable` (replaceState: no history
/// spam) once the person changes something — until then the link stays as it was opened,
/// so a broken or hand-typed link can still be seen and fixed — and loads a link pasted
/// into this tab without a reload.
#[hook]
pub(crate) fn use_link_sync(readable: String, dispatch: UseReducerDispatcher<Store>) {
    let flags = use_memo((), |_| hash_flags());
    let opened = use_mut_ref(|| Some(readable.clone()));
    use_effect_with(readable, move |readable| {
        if opened.borrow().as_deref() == Some(readable.as_str()) {
            return;
        }
        *opened.borrow_mut() = None;
        let link = canonical_link(readable, &flags);
        if let Some(h) = web_sys::window().and_then(|w| w.history().ok()) {
            let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&link));
        }
    });
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|w| {
            EventListener::new(&w, "hashchange", move |_| dispatch.dispatch(Msg::LoadLink(page_address().fragment)))
        });
        move || drop(listener)
    });
}

/// Is the key event typed into a text field (where shortcuts must not fire)?
fn typing(e: &web_sys::KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .map(|el| match el.tag_name().as_str() {
            // Checkboxes and buttons do not take text: shortcuts keep working there.
            "INPUT" => !matches!(el.get_attribute("type").as_deref(), Some("checkbox" | "radio" | "button" | "file")),
            "TEXTAREA" | "SELECT" => true,
            _ => false,
        })
        .unwrap_or(false)
}

/// The drawing's shortcut for a key, if any.
fn nim_action(key: &str, ctrl: bool, shift: bool) -> Option<Action> {
    match (key, ctrl, shift) {
        ("z" | "Z", true, false) => Some(Action::Undo),
        ("z" | "Z", true, true) | ("y", true, _) => Some(Action::Redo),
        ("f" | "F", false, _) => Some(Action::MakeFace),
        ("r" | "R", false, _) => Some(Action::RemoveFace),
        ("Delete" | "Backspace", false, _) => Some(Action::DeleteSelected),
        ("Escape", _, _) => Some(Action::ClearSelection),
        ("a", true, _) => Some(Action::SelectMask { mask: u64::MAX, extend: false }),
        _ => None,
    }
}

/// Keyboard shortcuts of both modes (`?` help, Escape closes dialogs); `readonly` pages
/// take no editing shortcuts.
#[hook]
pub(crate) fn use_shortcuts(dispatch: UseReducerDispatcher<Store>, mode: Mode, readonly: bool) {
    let mode_ref = use_mut_ref(|| mode);
    *mode_ref.borrow_mut() = mode;
    use_effect_with((), move |_| {
        let mode_ref = Rc::clone(&mode_ref);
        let listener = web_sys::window().map(|w| {
            let opts = EventListenerOptions::enable_prevent_default();
            EventListener::new_with_options(&w, "keydown", opts, move |e| {
                let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                    return;
                };
                if e.key() == "Escape" {
                    // Dialogs close from anywhere, also from their own fields.
                    dispatch.dispatch(Msg::Help(false));
                    dispatch.dispatch(Msg::ExportText(None));
                    dispatch.dispatch(Msg::EmbedDialog(None));
                }
                if typing(e) {
                    return;
                }
                if e.key() == "?" {
                    e.prevent_default();
                    dispatch.dispatch(Msg::Help(true));
                    return;
                }
                if readonly {
                    return;
                }
                let ctrl = e.ctrl_key() || e.meta_key();
                let mode = *mode_ref.borrow();
                let msg = match mode {
                    Mode::Convex => key_act(&e.key(), ctrl, e.shift_key()).map(Msg::Convex),
                    Mode::Nim => nim_action(&e.key(), ctrl, e.shift_key()).map(Msg::Edit),
                    Mode::Graph | Mode::Matrix => games_key(mode, &e.key(), ctrl, e.shift_key()),
                };
                if let Some(m) = msg {
                    e.prevent_default();
                    dispatch.dispatch(m);
                }
            })
        });
        move || drop(listener)
    });
}

/// The graph Nim and matrix modes' shortcuts: E adds an edge, P puts the piece on the
/// selected vertex, Delete deletes, the arrow keys change the selected edge's number or
/// entry, Ctrl+Z and Ctrl+Shift+Z undo and redo.
#[cfg(not(feature = "first"))]
fn games_key(mode: Mode, key: &str, ctrl: bool, shift: bool) -> Option<Msg> {
    use simnim_model::games::{GameMsg, GraphAct, MatrixAct};
    let m = if mode == Mode::Matrix {
        GameMsg::Matrix(match key {
            "z" | "Z" if ctrl && !shift => MatrixAct::Undo,
            "z" | "Z" | "y" if ctrl => MatrixAct::Redo,
            _ => return None,
        })
    } else {
        GameMsg::Graph(match key {
            "z" | "Z" if ctrl && !shift => GraphAct::Undo,
            "z" | "Z" | "y" if ctrl => GraphAct::Redo,
            _ if ctrl => return None,
            "e" | "E" => GraphAct::AddEdge,
            "p" | "P" => GraphAct::PieceOnSelected,
            "Delete" | "Backspace" => GraphAct::DeleteSelected,
            "ArrowUp" | "ArrowRight" => GraphAct::AdjustSelected(1),
            "ArrowDown" | "ArrowLeft" => GraphAct::AdjustSelected(-1),
            "Escape" => GraphAct::ClearSelection,
            _ => return None,
        })
    };
    Some(Msg::Game(m))
}

/// The first screen's app hands these modes over: no shortcuts of theirs.
#[cfg(feature = "first")]
fn games_key(_: Mode, _: &str, _: bool, _: bool) -> Option<Msg> {
    None
}
