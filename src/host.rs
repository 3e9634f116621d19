//! The host-page API in the browser: when the page is embedded in a frame it tells the
//! embedding page what happens (`simnim:ready`, `simnim:state`, `simnim:move`,
//! `simnim:task`), only at that page's origin, and obeys `simnim:set` / `simnim:reset` from
//! it. Which origin, which messages and what a read-only embed accepts are decided by the
//! model ([`simnim_model::host`]); this moves messages.

use gloo::events::EventListener;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use simnim_model::host::{accepts, host_origin, HostEvent, HostMessage};
use simnim_model::state::{AppState, Msg};

use crate::hooks::{canonical_link, hash_flags};
use crate::store::Store;

/// The embedding window, if the page is in a frame.
pub(crate) fn parent() -> Option<web_sys::Window> {
    let w = web_sys::window()?;
    let p = w.parent().ok()??;
    (JsValue::from(&p) != JsValue::from(&w)).then_some(p)
}

/// A plain object from string keys and values.
fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let o = js_sys::Object::new();
    for (k, v) in fields {
        let _ = js_sys::Reflect::set(&o, &JsValue::from_str(k), v);
    }
    o.into()
}

fn numbers(v: &[u64]) -> JsValue {
    v.iter().map(|&x| JsValue::from_f64(x as f64)).collect::<js_sys::Array>().into()
}

fn event(e: &HostEvent) -> JsValue {
    match e {
        HostEvent::Move { from, to, winning } => object(&[
            ("type", "simnim:move".into()),
            ("from", numbers(from)),
            ("to", numbers(to)),
            ("winning", JsValue::from_bool(*winning)),
        ]),
        HostEvent::Task { task, solved, attempts, grade } => object(&[
            ("type", "simnim:task".into()),
            ("task", (*task).into()),
            ("solved", JsValue::from_bool(*solved)),
            ("attempts", JsValue::from_f64(*attempts as f64)),
            ("grade", grade.map_or(JsValue::NULL, |g| g.name().into())),
        ]),
    }
}

/// A string field of a message's data, if it is one.
fn field(data: &JsValue, key: &str) -> Option<String> {
    js_sys::Reflect::get(data, &JsValue::from_str(key)).ok()?.as_string()
}

/// What the host glue remembers between renders.
#[derive(Default)]
struct Posted {
    started: bool,
    origin: Option<String>,
    link: String,
    seq: u64,
    listener: Option<EventListener>,
}

/// Talks to the embedding page (nothing happens outside a frame). One effect after every
/// render posts what changed; the message listener is set up once. `announce`: say
/// `simnim:ready` (not when the full app takes over from the first screen's, which said it).
#[hook]
pub(crate) fn use_host(state: &UseReducerHandle<Store>, readonly: bool, opened_with: String, announce: bool) {
    let posted = use_mut_ref(Posted::default);
    let flags = use_memo((), |_| hash_flags());
    let state = state.clone();
    use_effect(move || {
        // Outside a frame nothing is computed: this runs after every render.
        let Some(parent) = parent() else { return };
        let s: &AppState = &state.0;
        let (link_origin, api, dispatch) = (s.origin.clone(), s.api, state.dispatcher());
        let mut me = posted.borrow_mut();
        if !me.started {
            me.started = true;
            let w = web_sys::window();
            let ancestor = w
                .as_ref()
                .and_then(|w| js_sys::Reflect::get(&w.location(), &"ancestorOrigins".into()).ok())
                .and_then(|l| js_sys::Reflect::get(&l, &JsValue::from_f64(0.0)).ok())
                .and_then(|o| o.as_string());
            let referrer = w.as_ref().and_then(|w| w.document()).map(|d| d.referrer()).unwrap_or_default();
            me.origin = host_origin(link_origin.as_deref(), ancestor.as_deref(), &referrer);
            let origin = me.origin.clone();
            me.listener = w.map(|w| {
                EventListener::new(&w, "message", move |e| {
                    let Some(e) = e.dyn_ref::<web_sys::MessageEvent>() else { return };
                    if !accepts(&e.origin(), origin.as_deref(), readonly, api) {
                        return;
                    }
                    let data = e.data();
                    match HostMessage::parse(field(&data, "type").as_deref(), field(&data, "link").as_deref()) {
                        Some(HostMessage::Set(link)) => dispatch.dispatch(Msg::LoadLink(link)),
                        Some(HostMessage::Reset) => dispatch.dispatch(Msg::LoadLink(opened_with.clone())),
                        None => {}
                    }
                })
            });
            if let (Some(o), true) = (&me.origin, announce) {
                let _ = parent.post_message(&object(&[("type", "simnim:ready".into())]), o);
            }
        }
        let Some(origin) = me.origin.clone() else { return };
        let post = |m: JsValue| {
            let _ = parent.post_message(&m, &origin);
        };
        let link = s.readable();
        if me.link != link {
            let (complex, piles) = s.current().map(|(c, p)| (c.to_string(), p)).unwrap_or_default();
            post(object(&[
                ("type", "simnim:state".into()),
                ("link", canonical_link(&link, &flags).into()),
                ("complex", complex.into()),
                ("piles", numbers(&piles)),
            ]));
            me.link = link;
        }
        let (seq, events) = (s.outbox_seq, &s.outbox);
        let new = (seq - me.seq.min(seq)).min(events.len() as u64) as usize;
        for e in &events[events.len() - new..] {
            post(event(e));
        }
        me.seq = seq;
    });
}
