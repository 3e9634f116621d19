//! The full app's bundle, loaded from the first screen's app when a person first asks for
//! what it leaves out.
//!
//! A phone's first load carries only what its first screen shows: the app built with the
//! `first` feature (`src/bin/app.rs`) has the drawing, the answer and the panels beside
//! them, but not the views under the drawing or the convex mode. The full app
//! (`src/bin/full.rs`: the same `App` with everything) is loaded
//!
//! - when the views come into sight or one of their tabs is chosen: its bundle mounts the
//!   views in their place in the first app (`views::hosted`), which stays in charge;
//! - when the convex mode is opened: the first app hands the page over to the full app.
//!
//! The handover:
//! 1. the full app is mounted outside the page, with the page's state as its link
//!    (`AppState::readable`, the same text a shared link carries);
//! 2. once its first answer is in (or after a second and a half), in one task: the first
//!    app is hidden and destroyed, the full one put in its place at the same scroll, the
//!    focused element focused again, and the first app's state at that moment (had the
//!    person changed something meanwhile) loaded.
//!
//! What only lived in the first app (its undo history) is not carried over.

use std::cell::RefCell;

use std::rc::Rc;

use wasm_bindgen::prelude::*;
use yew::prelude::*;

use simnim_model::state::Msg;

use crate::store::Store;

#[wasm_bindgen(inline_js = r#"
let full = null;
function load() {
  if (!full) {
    const at = name => new URL('full/' + name, document.baseURI).href;
    full = import(at('full.js'))
      .then(m => m.default({ module_or_path: at('full_bg.wasm') }).then(() => m))
      .catch(e => { full = null; throw e; });
  }
  return full;
}
let started = null;
export function loadFull(readable, notice, done) {
  return started || (started = load().then(m => m.start_full(readable, notice, done)).catch(e => { started = null; throw e; }));
}
// The views are mounted in a task after the bundle's start: two shorter tasks, not one long.
export function mountViews(host, readable, view, readonly, playOnly, emit) {
  return load().then(m => new Promise(r => setTimeout(r, 0)).then(() => m.mount_views(host, readable, view, readonly, playOnly, emit)));
}
export function updateViews(v, readable, view, readonly, playOnly) { v.update(readable, view, readonly, playOnly); }
export function unmountViews(v) { v.unmount(); }
export function whenVisible(el, f) {
  const o = new IntersectionObserver(es => { if (es.some(e => e.isIntersecting)) { o.disconnect(); f(); } });
  o.observe(el);
  return () => o.disconnect();
}
"#)]
extern "C" {
    /// Loads the full app and starts it with the page's state `readable`; `done` is called
    /// by it once it can take over. The promise fails when its files cannot be loaded.
    #[wasm_bindgen(js_name = loadFull)]
    fn load_full(readable: &str, notice: Option<String>, done: &JsValue) -> js_sys::Promise;
    /// Loads the full app's bundle and mounts its views in `host`: the promise gives their
    /// handle, or fails when the files cannot be loaded.
    #[wasm_bindgen(js_name = mountViews)]
    pub(crate) fn mount_views(
        host: &web_sys::Element,
        readable: &str,
        view: &str,
        readonly: bool,
        play_only: bool,
        emit: &JsValue,
    ) -> js_sys::Promise;
    /// The page the mounted views (`views`) show changed.
    #[wasm_bindgen(js_name = updateViews)]
    pub(crate) fn update_views(views: &JsValue, readable: &str, view: &str, readonly: bool, play_only: bool);
    /// The mounted views go.
    #[wasm_bindgen(js_name = unmountViews)]
    pub(crate) fn unmount_views(views: &JsValue);
    /// Calls `f` once `el` is in the viewport; the returned function stops watching.
    #[wasm_bindgen(js_name = whenVisible)]
    pub(crate) fn when_visible(el: &web_sys::Element, f: &js_sys::Function) -> js_sys::Function;
}

thread_local! {
    /// How to destroy the first app (when the full app takes over).
    static FIRST: RefCell<Option<Box<dyn FnOnce()>>> = RefCell::new(None);
    /// The first app's state as a link, and the notice it shows (which no link carries),
    /// kept current by its root component.
    static LATEST: RefCell<String> = const { RefCell::new(String::new()) };
    static NOTICE: RefCell<Option<String>> = const { RefCell::new(None) };
    /// The full app's start: the state it was handed and the function to call back.
    static INCOMING: RefCell<Option<Incoming>> = const { RefCell::new(None) };
}

/// What the full app was handed.
#[derive(Clone)]
pub(crate) struct Incoming {
    /// The first app's state when the handover began, as a readable link.
    pub(crate) readable: String,
    /// The notice the first app showed then.
    pub(crate) notice: Option<String>,
    /// Called when the full app takes over: destroys the first app and returns its state
    /// at that moment (a readable link).
    done: js_sys::Function,
}

impl PartialEq for Incoming {
    fn eq(&self, other: &Self) -> bool {
        self.readable == other.readable
    }
}

impl Incoming {
    /// Ends the handover: the first app hides and goes, the full app (`root`, built outside
    /// the page until now) comes in at the same scroll, and the element that had the focus
    /// (by its id) has it again. Returns the first app's last state.
    pub(crate) fn finish(&self, root: &web_sys::Element) -> Option<String> {
        let w = web_sys::window()?;
        let doc = w.document()?;
        let focused = doc.active_element().map(|e| e.id()).filter(|id| !id.is_empty());
        let (x, y) = (w.scroll_x().unwrap_or(0.0), w.scroll_y().unwrap_or(0.0));
        // In one task, so nothing is painted between: the first app hides (and is
        // destroyed), this one comes into the page where it was, at the same scroll.
        let last = self.done.call0(&JsValue::NULL).ok().and_then(|v| v.as_string());
        let holder = root.parent_element()?;
        if let Some(body) = doc.body() {
            let _ = body.append_child(&holder);
        }
        w.scroll_to_with_x_and_y(x, y);
        if let Some(el) = focused.and_then(|id| holder.query_selector(&format!("[id='{id}']")).ok().flatten()) {
            if let Ok(el) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el) {
                let _ = el.focus();
            }
        }
        last
    }
}

/// The first app: keeps how to destroy it (at the handover).
pub(crate) fn keep_first(destroy: Box<dyn FnOnce()>) {
    FIRST.with(|f| *f.borrow_mut() = Some(destroy));
}

/// The first app: its state as a link, and its notice, after every change.
#[cfg(feature = "first")]
pub(crate) fn note_state(readable: &str, notice: Option<&str>) {
    LATEST.with(|l| {
        if *l.borrow() != readable {
            *l.borrow_mut() = readable.to_string();
        }
    });
    NOTICE.with(|n| {
        if n.borrow().as_deref() != notice {
            *n.borrow_mut() = notice.map(str::to_string);
        }
    });
}

/// The first app: loads the full app and hands it the page (once; later calls while it
/// loads do nothing). `failed` is called when its files cannot be loaded (offline before
/// the page was stored): the first app stays, and may ask again.
pub(crate) fn hand_over(failed: impl FnOnce() + 'static) {
    let readable = LATEST.with(|l| l.borrow().clone());
    let done = Closure::once_into_js(move || -> JsValue {
        // Hidden now; yew removes its elements later.
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector(".app:not([hidden])").ok().flatten())
        {
            let _ = el.set_attribute("hidden", "");
        }
        if let Some(destroy) = FIRST.with(|f| f.borrow_mut().take()) {
            destroy();
        }
        JsValue::from_str(&LATEST.with(|l| l.borrow().clone()))
    });
    let notice = NOTICE.with(|n| n.borrow().clone());
    let promise = load_full(&readable, notice, &done);
    wasm_bindgen_futures::spawn_local(async move {
        if wasm_bindgen_futures::JsFuture::from(promise).await.is_err() {
            failed();
        }
    });
}

/// The full app's start: what it is handed (the state `readable`, the `notice`, and `done`
/// to call when it takes over), for its root component to take ([`incoming`]).
pub(crate) fn hand_in(readable: String, notice: Option<String>, done: js_sys::Function) {
    INCOMING.with(|i| *i.borrow_mut() = Some(Incoming { readable, notice, done }));
}

/// The full app: what it was handed, if it was started by a handover.
pub(crate) fn incoming() -> Option<Incoming> {
    INCOMING.with(|i| i.borrow_mut().take())
}

/// The full app started by a handover (`incoming`) takes over the page once its first
/// answer is in (`settled`), or after a second and a half: until then its root (`root`) is
/// outside the page. The first app's state at that moment is loaded if the person changed
/// something while this one started.
#[hook]
pub(crate) fn use_take_over(
    incoming: Rc<Option<Incoming>>,
    settled: bool,
    root: NodeRef,
    dispatch: UseReducerDispatcher<Store>,
) {
    let waiting = use_state_eq(|| incoming.is_some());
    {
        let waiting = waiting.clone();
        use_effect_with(settled, move |&settled| {
            let take = move || {
                if !*waiting {
                    return;
                }
                if let (Some(h), Some(el)) = ((*incoming).as_ref(), root.cast::<web_sys::Element>()) {
                    if let Some(last) = h.finish(&el).filter(|l| *l != h.readable) {
                        dispatch.dispatch(Msg::LoadLink(last));
                    }
                }
                waiting.set(false);
            };
            let timer = if settled {
                take();
                None
            } else {
                Some(gloo::timers::callback::Timeout::new(1500, take))
            };
            move || drop(timer)
        });
    }
}
