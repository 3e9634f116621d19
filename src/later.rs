//! What the first screen's app shows in place of the parts it leaves out (`crate::handover`):
//! the views' place, where the full app's bundle mounts them once they come into sight or a
//! tab is chosen, and the convex mode's, which hands the page over to the full app.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use simnim_model::share::ViewSettings;
use simnim_model::view_event::ViewEvent;

use crate::handover::{hand_over, mount_views, unmount_views, update_views, when_visible};
use crate::store::Store;

/// The line that says a part loads, or that it could not be loaded, with a button to try again.
fn loading(what: &'static str, failed: bool, again: Callback<MouseEvent>) -> Html {
    html! {
        <p class="hint later" id="later" role="status">
            if failed {
                {format!("The {what} could not be loaded (is the connection down?). ")}
                <button class="link" id="later-again" onclick={again}>{"Try again"}</button>
            } else {
                {format!("Loading the {what}…")}
            }
        </p>
    }
}

/// The page's messages for what the views change (the views the full app's bundle shows in
/// [`ViewsSlot`]).
pub(crate) fn view_events(d: &UseReducerDispatcher<Store>) -> Callback<ViewEvent> {
    let d = d.clone();
    Callback::from(move |e: ViewEvent| d.dispatch(e.msg()))
}

#[derive(Properties, PartialEq)]
pub(crate) struct ViewsSlotProps {
    /// The page's state, as its readable link (what the views show).
    pub(crate) readable: String,
    pub(crate) settings: ViewSettings,
    /// A read-only page: the views show, nothing plays or moves.
    pub(crate) readonly: bool,
    /// A "win against the computer" task: the play view only, no tabs.
    pub(crate) play_only: bool,
    pub(crate) on_settings: Callback<ViewSettings>,
    /// What the views change on the page.
    pub(crate) on_event: Callback<ViewEvent>,
}

/// The views' props as the mounted views take them: the page's link, the views' settings
/// (as a query), read-only, play only.
type Shown = (String, String, bool, bool);

/// The views' place: their tabs and a line saying they load until the full app's bundle has
/// mounted them (in `host`), which it does once they come into sight or a tab is chosen (at
/// once when the link names a view or the task is a game).
#[component]
pub(crate) fn ViewsSlot(p: &ViewsSlotProps) -> Html {
    let host = use_node_ref();
    let place = use_node_ref();
    let views: Rc<RefCell<Option<JsValue>>> = use_mut_ref(|| None);
    let loading_now = use_mut_ref(|| false);
    let mounted = use_state_eq(|| false);
    // The id of the element of the views' place that had the focus when the views came.
    let refocus: Rc<RefCell<Option<String>>> = use_mut_ref(|| None);
    let failed = use_state_eq(|| false);
    let latest: Rc<RefCell<Shown>> = use_mut_ref(Shown::default);
    *latest.borrow_mut() = (p.readable.clone(), p.settings.to_query(), p.readonly, p.play_only);
    // The views' events, in a task of their own (never inside the views' own handler).
    let emit = use_memo((), {
        let on = p.on_event.clone();
        move |_| {
            Closure::<dyn FnMut(String)>::new(move |s: String| {
                if let Some(e) = ViewEvent::decode(&s) {
                    let on = on.clone();
                    yew::platform::spawn_local(async move { on.emit(e) });
                }
            })
        }
    });
    let load = {
        let (host, place, views, loading_now, mounted, failed, latest, emit, refocus) = (
            host.clone(),
            place.clone(),
            views.clone(),
            loading_now.clone(),
            mounted.clone(),
            failed.clone(),
            latest.clone(),
            emit.clone(),
            refocus.clone(),
        );
        Rc::new(move || {
            if views.borrow().is_some() || *loading_now.borrow() {
                return;
            }
            let Some(el) = host.cast::<web_sys::Element>() else { return };
            *loading_now.borrow_mut() = true;
            failed.set(false);
            let shown = latest.borrow().clone();
            let promise = mount_views(&el, &shown.0, &shown.1, shown.2, shown.3, emit.as_ref().as_ref());
            let (views, loading_now, mounted, failed, latest, place, refocus) = (
                views.clone(),
                loading_now.clone(),
                mounted.clone(),
                failed.clone(),
                latest.clone(),
                place.clone(),
                refocus.clone(),
            );
            wasm_bindgen_futures::spawn_local(async move {
                let result = wasm_bindgen_futures::JsFuture::from(promise).await;
                *loading_now.borrow_mut() = false;
                match result {
                    Ok(v) => {
                        // The page may have changed while they loaded.
                        let now = latest.borrow().clone();
                        if now != shown {
                            update_views(&v, &now.0, &now.1, now.2, now.3);
                        }
                        *views.borrow_mut() = Some(v);
                        let focused = web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element());
                        if let (Some(el), Some(place)) = (focused, place.cast::<web_sys::Element>()) {
                            if place.contains(Some(&el)) && !el.id().is_empty() {
                                *refocus.borrow_mut() = Some(el.id());
                            }
                        }
                        mounted.set(true);
                    }
                    Err(_) => failed.set(true),
                }
            });
        })
    };
    // A link that names a view or a view's setting (a link made from the views), or a game
    // against the computer (the play view is the task), asks for the views at once;
    // otherwise they come when they come into sight.
    let asked = p.play_only || ViewSettings { misere: false, ..p.settings } != ViewSettings::default();
    {
        let (place, load) = (place.clone(), load.clone());
        use_effect_with((), move |_| {
            let f = Closure::<dyn FnMut()>::new(move || load());
            let stop = place.cast::<web_sys::Element>().map(|el| when_visible(&el, f.as_ref().unchecked_ref()));
            move || {
                if let Some(stop) = stop {
                    let _ = stop.call0(&JsValue::NULL);
                }
                drop(f);
            }
        });
    }
    {
        let views = views.clone();
        // The views' app renders the change in a task of its own, after this app's render
        // (both in one task were a long task on a phone); a newer change before that task
        // runs replaces it (the timeout is dropped).
        use_effect_with(latest.borrow().clone(), move |(r, view, ro, po)| {
            let (r, view, ro, po) = (r.clone(), view.clone(), *ro, *po);
            let pending = gloo::timers::callback::Timeout::new(0, move || {
                if let Some(v) = views.borrow().as_ref() {
                    update_views(v, &r, &view, ro, po);
                }
            });
            move || drop(pending)
        });
    }
    {
        let views = views.clone();
        use_effect_with((), move |_| {
            move || {
                if let Some(v) = views.borrow_mut().take() {
                    unmount_views(&v);
                }
            }
        });
    }
    {
        let load = load.clone();
        use_effect_with(asked, move |&asked| {
            if asked {
                load();
            }
        });
    }
    // The views' own element of the same id takes the focus their place had.
    {
        let (host, refocus) = (host.clone(), refocus.clone());
        use_effect_with(*mounted, move |_| {
            let id = refocus.borrow_mut().take();
            let el = id
                .zip(host.cast::<web_sys::Element>())
                .and_then(|(id, h)| h.query_selector(&format!("[id='{id}']")).ok().flatten());
            if let Some(el) = el.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
                let _ = el.focus();
            }
        });
    }
    let on_settings = {
        let (on, load) = (p.on_settings.clone(), load.clone());
        Callback::from(move |v: ViewSettings| {
            on.emit(v);
            load();
        })
    };
    let again = Callback::from(move |_| load());
    html! {
        <>
            <div class="views-host" ref={host} />
            if !*mounted {
                <section class="panel views" id="views" ref={place}>
                    if !p.play_only {
                        { crate::views::tabs(p.settings, &on_settings) }
                    }
                    { loading("views", *failed, again) }
                </section>
            }
        </>
    }
}

/// Which mode the full app is loaded for ("convex mode", "graph Nim mode", …).
#[derive(Properties, PartialEq)]
pub(crate) struct LaterProps {
    pub(crate) what: &'static str,
}

/// The place of a mode the first screen's app leaves out (the convex, graph Nim and matrix
/// modes): the page is handed over to the full app at once.
#[component]
pub(crate) fn ModeLater(p: &LaterProps) -> Html {
    let failed = use_state_eq(|| false);
    let start = {
        let failed = failed.clone();
        move || {
            failed.set(false);
            let failed = failed.clone();
            hand_over(move || failed.set(true));
        }
    };
    {
        let start = start.clone();
        use_effect_with((), move |_| start());
    }
    html! { <main class="layout">{ loading(p.what, *failed, Callback::from(move |_| start())) }</main> }
}
