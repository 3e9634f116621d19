//! The worker: one loop ([`serve`]) that feeds requests to [`SolverState`] and runs the
//! search in chunks of about 15 ms, taking messages between chunks so that a cancel or a
//! newer request is noticed quickly; progress is sent at most every 100 ms. It runs in two
//! ways from the same bundle: the page's solver is a yew-agent reactor ([`Solver`]); a
//! worker of the page's pool (`pool_loader.js#pool`, see `src/pool.rs`) talks with the page
//! in the reactor's codec and passes a value table's columns to the next worker on a transferred
//! `MessagePort` (zero-copy), so neither the page's thread nor the browser process handles
//! them ([`pool_main`]).

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use futures::channel::mpsc;
use futures::sink::SinkExt;
use futures::{FutureExt, Stream, StreamExt};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::platform::time::sleep;
use yew_agent::prelude::*;
use yew_agent::{Bincode, Codec};

use simnim_core::solve::ColumnChunk;
use simnim_core::Limits;
use simnim_model::pool::{decode_column, encode_column, job_of};
use simnim_model::protocol::{Request, RequestId, Response, ViewKind};
use simnim_model::worker::SolverState;

const CHUNK_MS: f64 = 15.0;
const PROGRESS_MS: f64 = 100.0;

/// Stamps an answer with the milliseconds since its request arrived (a later answer to the
/// same request, with the nim value found after a theorem's verdict, counts from there too).
fn stamp(r: Response, started: &[(RequestId, f64)]) -> Response {
    match r {
        Response::Answer { id, analysis, .. } => {
            let ms = started
                .iter()
                .rev()
                .find(|(rid, _)| *rid == id)
                .map(|(_, t)| (js_sys::Date::now() - t).max(0.0) as u64);
            Response::Answer { id, analysis, ms }
        }
        other => other,
    }
}

/// Notes when a request arrived (the last 16 are kept).
fn remember(started: &mut Vec<(RequestId, f64)>, id: RequestId) {
    if started.len() >= 16 {
        started.remove(0);
    }
    started.push((id, js_sys::Date::now()));
}

/// Where a worker's messages go: the reactor's sink (the page), or a pool worker's (answers
/// to the page, columns to the next worker's port).
enum Outbox<'a> {
    Page(&'a mut futures::stream::SplitSink<ReactorScope<Request, Response>, Response>),
    Pool(Rc<RefCell<Option<web_sys::MessagePort>>>),
}

impl Outbox<'_> {
    /// Sends an answer to the page; `false` when the page is gone.
    async fn answer(&mut self, r: Response) -> bool {
        match self {
            Outbox::Page(sink) => sink.send(r).await.is_ok(),
            // Bincode, the reactor's codec: no second serialiser in the bundle.
            Outbox::Pool(_) => global().post_message(&Bincode::encode(r)).is_ok(),
        }
    }

    /// Passes a column to the next worker of the pool (only pool workers compute shares, and
    /// they have their port before any job).
    fn column(&mut self, id: RequestId, chunk: &ColumnChunk) {
        let Outbox::Pool(next) = self else { return };
        if let Some(port) = next.borrow().as_ref() {
            // The bytes' buffer is transferred, not copied.
            let bytes = js_sys::Uint8Array::from(&encode_column(0, job_of(id), chunk)[..]);
            let _ = port.post_message_with_transferable(&bytes, &js_sys::Array::of1(&bytes.buffer()));
        }
    }
}

/// The worker's loop: requests from `inbox`, columns from the previous worker on `cols`.
async fn serve(
    mut inbox: impl Stream<Item = Request> + Unpin,
    mut cols: mpsc::UnboundedReceiver<(u64, ColumnChunk)>,
    out: &mut Outbox<'_>,
) {
    let mut state = SolverState::new(Limits::BROWSER);
    let mut last_progress = 0.0;
    // When each analysis request arrived (the answer says how long it took).
    let mut started: Vec<(RequestId, f64)> = Vec::new();
    loop {
        // Idle, or a share of a pooled search waiting for another worker's columns: wait
        // for a message.
        let req = if !state.busy() || state.waiting() {
            futures::select! {
                m = inbox.next().fuse() => match m { Some(req) => Some(req), None => return },
                c = cols.next().fuse() => {
                    if let Some((job, chunk)) = c {
                        state.feed(RequestId::View(ViewKind::Table, job), chunk);
                    }
                    None
                }
            }
        } else {
            let start = js_sys::Date::now();
            let mut outcome = None;
            while js_sys::Date::now() - start < CHUNK_MS {
                let r = state.work(1 << 14);
                // Columns go at once, and the work goes on (yielding costs a clamped timer,
                // 4 ms or more).
                while let Some((id, chunk)) = state.take_column() {
                    out.column(id, &chunk);
                }
                match r {
                    Some(r @ Response::Progress { .. }) => outcome = Some(r),
                    other => {
                        outcome = other;
                        break;
                    }
                }
            }
            if let Some(r) = outcome {
                let r = stamp(r, &started);
                let now = js_sys::Date::now();
                if !matches!(r, Response::Progress { .. }) || now - last_progress >= PROGRESS_MS {
                    last_progress = now;
                    if !out.answer(r).await {
                        return;
                    }
                }
            }
            // Let messages in: a cancel or a newer request takes effect before the next chunk.
            futures::select! {
                c = cols.next().fuse() => {
                    if let Some((job, chunk)) = c {
                        state.feed(RequestId::View(ViewKind::Table, job), chunk);
                    }
                    None
                }
                m = inbox.next().fuse() => match m { Some(req) => Some(req), None => return },
                _ = sleep(Duration::ZERO).fuse() => None,
            }
        };
        let Some(req) = req else { continue };
        if matches!(req, Request::Analyze { .. }) {
            remember(&mut started, req.id());
        }
        for r in state.handle(req).into_iter().map(|r| stamp(r, &started)) {
            if !out.answer(r).await {
                return;
            }
        }
        last_progress = js_sys::Date::now();
    }
}

/// The page's solver worker.
#[reactor]
pub async fn Solver(scope: ReactorScope<Request, Response>) {
    let (mut sink, stream) = scope.split();
    // The page's solver takes no columns from other workers.
    let (_cols_tx, cols) = mpsc::unbounded();
    serve(stream, cols, &mut Outbox::Page(&mut sink)).await;
}

/// The global scope of this worker.
fn global() -> web_sys::DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

/// A port this worker listens on, and its handler (kept alive with it).
type Listening = (web_sys::MessagePort, Closure<dyn Fn(web_sys::MessageEvent)>);

/// Is this worker one of the page's pool (started as `pool_loader.js#pool`)?
pub fn is_pool_worker() -> bool {
    js_sys::Reflect::get(&global(), &JsValue::from_str("location"))
        .ok()
        .and_then(|l| js_sys::Reflect::get(&l, &JsValue::from_str("hash")).ok())
        .and_then(|h| h.as_string())
        .is_some_and(|h| h == "#pool")
}

/// A pool worker: requests from the page (bincode bytes); `{next: port}` and `{prev: port}`
/// messages connect it to its neighbours, whose columns arrive on `prev`.
pub fn pool_main() {
    let (req_tx, req_rx) = mpsc::unbounded::<Request>();
    let (col_tx, col_rx) = mpsc::unbounded::<(u64, ColumnChunk)>();
    let next: Rc<RefCell<Option<web_sys::MessagePort>>> = Rc::new(RefCell::new(None));
    let prev: Rc<RefCell<Option<Listening>>> = Rc::new(RefCell::new(None));
    let on_message = {
        let (next, prev) = (next.clone(), prev.clone());
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let data = e.data();
            if data.is_instance_of::<js_sys::Uint8Array>() {
                let _ = req_tx.unbounded_send(Bincode::decode::<Request>(data));
                return;
            }
            let port = |key: &str| {
                js_sys::Reflect::get(&data, &JsValue::from_str(key))
                    .ok()
                    .and_then(|p| p.dyn_into::<web_sys::MessagePort>().ok())
            };
            if let Some(p) = port("next") {
                *next.borrow_mut() = Some(p);
            }
            if let Some(p) = port("prev") {
                let tx = col_tx.clone();
                let listener = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                    if let Ok(bytes) = e.data().dyn_into::<js_sys::Uint8Array>() {
                        if let Some((_, job, chunk)) = decode_column(&bytes.to_vec()) {
                            let _ = tx.unbounded_send((job, chunk));
                        }
                    }
                });
                p.set_onmessage(Some(listener.as_ref().unchecked_ref()));
                *prev.borrow_mut() = Some((p, listener));
            }
        })
    };
    global().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    wasm_bindgen_futures::spawn_local(async move {
        let _keep = prev;
        serve(req_rx, col_rx, &mut Outbox::Pool(next)).await;
    });
    // Tells the page the worker listens (messages sent before would be lost).
    let _ = global().post_message(&JsValue::from_str("ready"));
}
