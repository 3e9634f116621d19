//! The views as the full app's bundle shows them inside the first screen's app (which leaves
//! them out of its own bundle; `crate::later::ViewsSlot` loads this when they are first
//! asked for). They keep their own page state, read from the page's link: their requests,
//! replies, pool and miner are their own; what they change on the page (a position, a tab,
//! a formula) goes back to it as a [`ViewEvent`], and comes back with the link.

use std::rc::Rc;

use wasm_bindgen::JsValue;
use yew::prelude::*;

use simnim_model::share::ViewSettings;
use simnim_model::state::{AppState, Msg};
use simnim_model::view_event::ViewEvent;

use crate::describe::use_describer;
use crate::hooks::{sender, use_solver};
use crate::pool::use_pool;
use crate::store::Store;

use super::{views_panel, ViewsProps};

/// A JavaScript function, compared by identity.
#[derive(Clone)]
pub struct Emit(pub js_sys::Function);

impl Emit {
    /// Tells the page `e`.
    fn send(&self, e: ViewEvent) {
        let _ = self.0.call1(&JsValue::NULL, &JsValue::from_str(&e.encode()));
    }
}

impl PartialEq for Emit {
    fn eq(&self, other: &Self) -> bool {
        JsValue::from(&self.0) == JsValue::from(&other.0)
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct HostedProps {
    /// The page's state, as its readable link.
    pub readable: String,
    /// The views' tab and settings as the page has them (`ViewSettings::to_query`; a
    /// read-only page's link stays as it was opened, its views' tab does not).
    pub view: String,
    /// A read-only page: the views show, nothing plays or moves.
    pub readonly: bool,
    /// A "win against the computer" task: only the play view.
    pub play_only: bool,
    /// Called with each [`ViewEvent::encode`]d event.
    pub emit: Emit,
}

/// The views, with their own state that follows the page's link.
#[component]
pub fn HostedViews(p: &HostedProps) -> Html {
    let state = use_reducer(|| Store(AppState::from_link(&p.readable, false)));
    {
        let d = state.dispatcher();
        let first = use_mut_ref(|| true);
        use_effect_with(p.readable.clone(), move |r| {
            if !std::mem::replace(&mut *first.borrow_mut(), false) {
                d.dispatch(Msg::LoadLink(r.clone()));
            }
        });
    }
    // The views' formula (edited, or mined and kept in their state) goes to the page's link
    // when it is not the link's.
    {
        let (emit, page) = (p.emit.clone(), simnim_model::describe::formula_from_fragment(&p.readable));
        use_effect_with(state.0.formula.clone(), move |f| {
            if f.as_deref() != page.as_deref() {
                emit.send(ViewEvent::Formula(f.as_deref().map(str::to_string)));
            }
        });
    }
    let solver = use_solver(state.dispatcher());
    let pool = use_pool(state.dispatcher(), solver.clone());
    let describer = Some(use_describer(state.dispatcher()));
    let s = &state.0;
    let emit = &p.emit;
    let on = |make: fn(bool) -> ViewEvent| {
        let emit = emit.clone();
        Callback::from(move |b: bool| emit.send(make(b)))
    };
    views_panel(&ViewsProps {
        drawing: Rc::new(s.editor.drawing.clone()),
        replies: s.views.clone(),
        atlas: s.atlas.clone(),
        send: sender(&solver, &describer, state.dispatcher()),
        pool,
        table_workers: s.table_workers,
        on_action: {
            let emit = emit.clone();
            Callback::from(move |a| {
                if let Some(e) = ViewEvent::of_action(a) {
                    emit.send(e);
                }
            })
        },
        on_hints: on(ViewEvent::Hints),
        settings: ViewSettings::from_fragment(&p.view),
        on_settings: {
            let emit = emit.clone();
            Callback::from(move |v| emit.send(ViewEvent::View(v)))
        },
        readonly: p.readonly,
        play_only: p.play_only,
        on_game_over: on(ViewEvent::GameOver),
        formula: s.formula.clone(),
        // Kept here; the effect above tells the page.
        on_formula: {
            let d = state.dispatcher();
            Callback::from(move |f: Option<String>| d.dispatch(Msg::Formula(f)))
        },
        described: s.described.clone(),
        mined_values: s.mined_values.clone(),
        describe_step: s.describe_step.clone(),
    })
}

/// The hosted views mounted in an element of the first screen's app.
pub struct Hosted {
    app: yew::AppHandle<HostedViews>,
    emit: Emit,
}

/// Nothing (a component to mount once and drop, see [`Hosted::mount`]).
#[component]
fn Nothing() -> Html {
    html! {}
}

impl Hosted {
    /// Mounts the views in `host` (which they fill; yew clears it first).
    ///
    /// `host` is inside the first app's page, and both apps' yew handle events from the top
    /// of their trees down, each tree known by a number that each bundle counts from 1: the
    /// first app's is 1, so this bundle's first tree (1) is mounted outside the page and
    /// dropped before any other, and the views' trees are 2 and later. Events inside them
    /// are then handled by the views alone.
    pub fn mount(host: web_sys::Element, props: HostedProps) -> Hosted {
        thread_local!(static SKIPPED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });
        if !SKIPPED.with(|s| s.replace(true)) {
            if let Some(outside) =
                web_sys::window().and_then(|w| w.document()).and_then(|d| d.create_element("div").ok())
            {
                yew::Renderer::<Nothing>::with_root(outside).render().destroy();
            }
        }
        let emit = props.emit.clone();
        Hosted { app: yew::Renderer::<HostedViews>::with_root_and_props(host, props).render(), emit }
    }

    /// The page changed.
    pub fn update(&mut self, readable: String, view: String, readonly: bool, play_only: bool) {
        self.app.update(HostedProps { readable, view, readonly, play_only, emit: self.emit.clone() });
    }

    /// The views go (their workers end with them).
    pub fn unmount(self) {
        self.app.destroy();
    }
}
