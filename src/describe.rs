//! The conjecture miner's own worker, loaded the first time a person asks for a
//! description (`wasm_loader.js#describe`, a separate bundle: the page's first load does not
//! carry the miner). The page side ([`Describer`]) starts it lazily, queues the request
//! until it has loaded, dispatches its answer as `Msg::Described`, and cancels by terminating
//! it (a mining run is not split into chunks; the next request starts a fresh worker). The
//! worker side ([`describe_main`]) answers each `Request::Describe` with
//! `simnim_model::describe::run`, in the solver's codec.
//!
//! Proofs in the page: where the page is cross-origin isolated (`make serve` sends the
//! headers), the page also starts `z3_worker.js` — z3's WebAssembly (the z3-solver package,
//! loaded on the first query) — and gives the two workers a `MessageChannel`. A
//! `Request::Prove` runs `simnim prove`'s own prover in the miner's worker; each query goes
//! to z3 over the channel with a `SharedArrayBuffer`, and the miner's worker waits for the
//! answer with `Atomics.wait` ([`PageZ3`]), so the prover stays the same synchronous code
//! as the CLI's. Cancel terminates both workers.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;
use yew_agent::{Bincode, Codec};

use std::time::Duration;

use simnim_conjecture::solver::{read_answer, script_for, Answer, Solver, SolverError};
use simnim_core::Limits;
use simnim_model::describe::DescribeAnswer;
use simnim_model::protocol::{Described, Request, Response};
use simnim_model::state::Msg;

use crate::store::Store;

/// The miner's worker, whether it has loaded, the requests waiting for it, and z3's worker
/// (isolated pages only) with the port the miner's worker gets once it has loaded.
struct Started {
    worker: web_sys::Worker,
    loaded: bool,
    queue: Vec<Request>,
    z3: Option<(web_sys::Worker, Option<web_sys::MessagePort>)>,
}

impl Started {
    fn terminate(self) {
        self.worker.terminate();
        if let Some((z, _)) = self.z3 {
            z.terminate();
        }
    }
}

type Slot = Rc<RefCell<Option<Started>>>;

/// Is the page cross-origin isolated (so z3's threads, and proofs, can run in it)?
pub(crate) fn isolated() -> bool {
    js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("crossOriginIsolated")).is_ok_and(|v| v.is_truthy())
}

/// Transfers `port` to `worker` as the message `{key: port}`.
fn send_port(worker: &web_sys::Worker, key: &str, port: &web_sys::MessagePort) -> Option<()> {
    let msg = js_sys::Object::new();
    js_sys::Reflect::set(&msg, &JsValue::from_str(key), port).ok()?;
    worker.post_message_with_transfer(&msg, &js_sys::Array::of1(port)).ok()
}

/// z3's worker and the port for the miner's worker (the other end is z3's).
fn start_z3() -> Option<(web_sys::Worker, Option<web_sys::MessagePort>)> {
    let z3 = web_sys::Worker::new("z3_worker.js").ok()?;
    let channel = web_sys::MessageChannel::new().ok()?;
    send_port(&z3, "port", &channel.port2())?;
    Some((z3, Some(channel.port1())))
}
/// Its message handler, kept alive with it.
type Handler = Rc<RefCell<Option<Closure<dyn Fn(web_sys::MessageEvent)>>>>;

/// The page's handle on the miner's worker.
#[derive(Clone)]
pub(crate) struct Describer {
    worker: Slot,
    dispatch: UseReducerDispatcher<Store>,
    _handler: Handler,
}

impl PartialEq for Describer {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.worker, &other.worker)
    }
}

impl Describer {
    /// Sends a Describe request (starting the worker if needed), or cancels one.
    pub(crate) fn send(&self, req: Request) {
        if let Request::Cancel { id } = req {
            if let Some(started) = self.worker.borrow_mut().take() {
                started.terminate();
            }
            self.dispatch.dispatch(Msg::Worker(Response::Cancelled { id }));
            return;
        }
        let mut slot = self.worker.borrow_mut();
        if slot.is_none() {
            let Ok(w) = web_sys::Worker::new("wasm_loader.js#describe") else {
                self.dispatch.dispatch(Msg::Worker(Response::Refused {
                    id: req.id(),
                    message: "This browser refused to start the miner's worker.".into(),
                }));
                return;
            };
            let (worker, dispatch) = (self.worker.clone(), self.dispatch.clone());
            let handler = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                let data = e.data();
                if data.is_instance_of::<js_sys::Uint8Array>() {
                    dispatch.dispatch(Msg::Described(std::rc::Rc::new(Bincode::decode::<Described>(data))));
                } else if let Some(step) = data.as_string().as_deref().and_then(|s| s.strip_prefix("progress:")) {
                    dispatch.dispatch(Msg::DescribeProgress(step.to_string()));
                } else if data.as_string().as_deref() == Some("ready") {
                    if let Some(s) = worker.borrow_mut().as_mut() {
                        s.loaded = true;
                        if let Some(port) = s.z3.as_mut().and_then(|(_, p)| p.take()) {
                            let _ = send_port(&s.worker, "z3", &port);
                        }
                        for r in s.queue.drain(..) {
                            let _ = s.worker.post_message(&Bincode::encode(&r));
                        }
                    }
                }
            });
            w.set_onmessage(Some(handler.as_ref().unchecked_ref()));
            *self._handler.borrow_mut() = Some(handler);
            let z3 = if isolated() { start_z3() } else { None };
            *slot = Some(Started { worker: w, loaded: false, queue: Vec::new(), z3 });
        }
        if let Some(s) = slot.as_mut() {
            if s.loaded {
                let _ = s.worker.post_message(&Bincode::encode(&req));
            } else {
                s.queue.push(req);
            }
        }
    }
}

/// The page's describer (the worker starts on first use).
#[hook]
pub(crate) fn use_describer(dispatch: UseReducerDispatcher<Store>) -> Describer {
    let worker = use_mut_ref(|| None);
    let handler = use_mut_ref(|| None);
    Describer { worker, dispatch, _handler: handler }
}

fn global() -> web_sys::DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

thread_local! {
    /// The miner's worker's end of the channel to z3's worker (isolated pages only).
    static Z3_PORT: RefCell<Option<web_sys::MessagePort>> = const { RefCell::new(None) };
}

/// Room for one answer of z3 (a verdict and a few values, or an error message).
const ANSWER_BYTES: u32 = 1 << 20;
/// How long past the query's own time limit (which z3 keeps itself) the miner's worker
/// waits before it gives up on z3's worker.
const GRACE_MS: f64 = 15_000.0;

/// z3 in the page, as the prover's [`Solver`]: each query goes to z3's worker over the
/// channel with a `SharedArrayBuffer` (word 0: 0 waiting, 1 answered, 2 failed; word 1: the
/// answer's length; then its UTF-8 bytes), and this worker waits on word 0.
struct PageZ3<'a> {
    port: web_sys::MessagePort,
    asked: usize,
    tell: &'a mut dyn FnMut(&str),
}

impl Solver for PageZ3<'_> {
    fn name(&self) -> String {
        "z3 (WebAssembly, the z3-solver package)".into()
    }

    fn optimizes(&self) -> bool {
        true
    }

    fn check(&mut self, script: &str, want: &[String], timeout: Duration) -> Result<Answer, SolverError> {
        self.asked += 1;
        (self.tell)(&format!("proving with z3 in this page: query {}", self.asked));
        let failed = |e: JsValue| SolverError::Failed(format!("z3 in the page: {e:?}"));
        let sab = js_sys::SharedArrayBuffer::new(ANSWER_BYTES + 8);
        let words = js_sys::Int32Array::new(&sab);
        let ms = timeout.as_millis().min(u32::MAX as u128) as u32;
        let msg = js_sys::Object::new();
        js_sys::Reflect::set(&msg, &JsValue::from_str("script"), &JsValue::from_str(&script_for(script, want)))
            .map_err(failed)?;
        js_sys::Reflect::set(&msg, &JsValue::from_str("sab"), &sab).map_err(failed)?;
        js_sys::Reflect::set(&msg, &JsValue::from_str("timeout"), &JsValue::from(ms)).map_err(failed)?;
        self.port.post_message(&msg).map_err(failed)?;
        js_sys::Atomics::wait_with_timeout(&words, 0, 0, ms as f64 + GRACE_MS).map_err(failed)?;
        let state = words.get_index(0);
        let len = (words.get_index(1).max(0) as u32).min(ANSWER_BYTES);
        let text = String::from_utf8_lossy(&js_sys::Uint8Array::new_with_byte_offset_and_length(&sab, 8, len).to_vec())
            .into_owned();
        match state {
            1 => read_answer(&text, want)
                .unwrap_or_else(|| Err(SolverError::Failed(format!("z3 in the page said: {}", text.trim())))),
            2 => Err(SolverError::Failed(format!("z3 in the page failed: {}", text.trim()))),
            _ => Err(SolverError::Failed(format!(
                "z3 in the page did not answer within {} s",
                (ms as f64 + GRACE_MS) / 1000.0
            ))),
        }
    }
}

/// The worker's clock for the prover's budget: `performance.now()`.
fn page_clock() -> Duration {
    let ms = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("performance"))
        .ok()
        .and_then(|p| p.dyn_into::<web_sys::Performance>().ok())
        .map_or(0.0, |p| p.now());
    Duration::from_secs_f64(ms.max(0.0) / 1000.0)
}

/// The answer to a Prove request, with z3 in the page when there is a channel to it.
fn prove(complex: &str, answer: DescribeAnswer, tell: &mut dyn FnMut(&str)) -> Result<DescribeAnswer, String> {
    let Some(port) = Z3_PORT.with(|p| p.borrow().clone()) else {
        return Err("Proofs run in the page only where it is cross-origin isolated (make serve sends the headers); elsewhere, run the command below.".into());
    };
    let mut z3 = PageZ3 { port, asked: 0, tell };
    simnim_model::describe::prove_in_page(complex, answer, &mut z3, page_clock, &Limits::BROWSER)
}

/// The miner's worker: answers every Describe and Prove request, one at a time.
pub fn describe_main() {
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        let data = e.data();
        if let Ok(port) = js_sys::Reflect::get(&data, &JsValue::from_str("z3")) {
            if let Ok(port) = port.dyn_into::<web_sys::MessagePort>() {
                Z3_PORT.with(|p| *p.borrow_mut() = Some(port));
                return;
            }
        }
        if !data.is_instance_of::<js_sys::Uint8Array>() {
            return;
        }
        let mut tell = |step: &str| {
            let _ = global().post_message(&JsValue::from_str(&format!("progress:{step}")));
        };
        let answer: Described = match Bincode::decode::<Request>(data) {
            Request::Describe { id, complex, max, formula } => {
                (id, simnim_model::describe::run(&complex, max, formula.as_deref(), &Limits::BROWSER, &mut tell))
            }
            Request::Prove { id, complex, answer } => (id, prove(&complex, *answer, &mut tell)),
            Request::Values { id, complex, max } => {
                (id, simnim_model::describe::values(&complex, max, &Limits::BROWSER))
            }
            other => (other.id(), Err("the miner's worker only describes, proves and mines nim values".into())),
        };
        let _ = global().post_message(&Bincode::encode(&answer));
    });
    global().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = global().post_message(&JsValue::from_str("ready"));
}
