//! The service worker (the build's `sw.js`, written by `scripts/service-worker.mjs` from
//! `www/sw.js`): registered by the top-level page once it has loaded, so the playground opens
//! and answers offline after one visit and, on a static host that sends no COOP/COEP headers,
//! is cross-origin isolated from its second load (z3 proves in the page). Never registered in
//! a frame: an embed stays what the embedding page makes it.

use wasm_bindgen::JsValue;

use crate::describe::isolated;

/// `navigator.serviceWorker` of the top-level page, where the browser has one.
fn container() -> Option<JsValue> {
    if crate::host::parent().is_some() {
        return None;
    }
    let w = web_sys::window()?;
    let sw = js_sys::Reflect::get(&w.navigator(), &JsValue::from_str("serviceWorker")).ok()?;
    (!sw.is_undefined() && !sw.is_null()).then_some(sw)
}

/// `container.method(args…)`, a promise.
fn call(target: &JsValue, method: &str, args: &[JsValue]) -> Option<js_sys::Promise> {
    let f: js_sys::Function = js_sys::Reflect::get(target, &JsValue::from_str(method)).ok()?.into();
    let promise = f.apply(target, &args.iter().collect::<js_sys::Array>()).ok()?;
    Some(promise.into())
}

async fn register_now() -> Option<()> {
    let sw = container()?;
    // A failed registration (a host that serves no sw.js) leaves the page as it was.
    wasm_bindgen_futures::JsFuture::from(call(&sw, "register", &[JsValue::from_str("sw.js")])?).await.ok()?;
    Some(())
}

/// Registers the service worker after the page's load event (it stores the build's files
/// then, off the first screen's path).
pub(crate) fn register() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    if container().is_none() {
        return;
    }
    if doc.ready_state() == "complete" {
        wasm_bindgen_futures::spawn_local(async {
            let _ = register_now().await;
        });
    } else if let Some(w) = web_sys::window() {
        gloo::events::EventListener::once(&w, "load", |_| {
            wasm_bindgen_futures::spawn_local(async {
                let _ = register_now().await;
            });
        })
        .forget();
    }
}

/// Can one reload make this page cross-origin isolated (a service worker at the top level)?
pub(crate) fn can_isolate() -> bool {
    !isolated() && container().is_some()
}

/// Waits for the service worker to be active, then reloads the page, which it then serves
/// cross-origin isolated.
pub(crate) fn isolate_and_reload() {
    wasm_bindgen_futures::spawn_local(async {
        if register_now().await.is_none() {
            return;
        }
        let Some(sw) = container() else { return };
        let Ok(ready) = js_sys::Reflect::get(&sw, &JsValue::from_str("ready")) else { return };
        if wasm_bindgen_futures::JsFuture::from(js_sys::Promise::from(ready)).await.is_ok() {
            if let Some(w) = web_sys::window() {
                let _ = w.location().reload();
            }
        }
    });
}
