//! The pool of workers in the browser: one solver worker fewer than the browser reports
//! cores (`navigator.hardwareConcurrency`, capped; `&workers=N` in the link sets it), each
//! its own wasm instance of one module compiled once (`pool_loader.js#pool`: the solver's
//! bundle in its pool mode),
//! started the first time a job splits. A view hands its job to [`use_pool`]'s callback;
//! where it runs and how it splits is the model's ([`simnim_model::pool::place`]). This glue
//! starts the workers, links each to the next with a `MessageChannel` (a value table's
//! columns pass on it, never through the page), sends each its request (in the reactor's
//! codec) once all are ready, and dispatches their answers as `Msg::Worker`.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;
use yew_agent::{Bincode, Codec};

use simnim_model::pool::{hellos, next_worker, place, pool_size, workers_from_fragment, Placement, PoolJob};
use simnim_model::protocol::{Request, Response};
use simnim_model::state::Msg;

use crate::hooks::{page_address, SolverLink};
use crate::store::Store;

/// The pool, once started: its workers, how many have loaded (they drop messages before)
/// and how many are ready (linked and greeted), and the jobs waiting for all.
struct Started {
    workers: Vec<web_sys::Worker>,
    loaded: usize,
    ready: usize,
    waiting: Vec<Vec<Request>>,
    /// The workers' message handlers (kept alive with the pool).
    _handlers: Vec<Closure<dyn Fn(web_sys::MessageEvent)>>,
}

type Pool = Rc<RefCell<Option<Started>>>;

/// The browser's cores, as it reports them.
fn cores() -> Option<usize> {
    let n = web_sys::window()?.navigator().hardware_concurrency();
    (n >= 1.0).then_some(n as usize)
}

/// Sends `req` to `worker` (bincode, the reactor's codec: no second serialiser in the bundle).
fn post(worker: &web_sys::Worker, req: &Request) {
    let _ = worker.post_message(&Bincode::encode(req));
}

/// Sends request `i` to worker `i`.
fn send_all(workers: &[web_sys::Worker], requests: Vec<Request>) {
    for (w, req) in workers.iter().zip(requests) {
        post(w, &req);
    }
}

/// Links each worker to the next (worker `i` passes columns to worker `i + 1` on its own
/// `MessageChannel`; the ports are transferred) and greets them.
fn link(workers: &[web_sys::Worker]) {
    let size = workers.len();
    for i in 0..size {
        let Ok(channel) = web_sys::MessageChannel::new() else { return };
        let (next, prev) = (channel.port1(), channel.port2());
        let give = |key: &str, port: &web_sys::MessagePort, to: &web_sys::Worker| {
            let msg = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&msg, &JsValue::from_str(key), port);
            let _ = to.post_message_with_transfer(&msg, &js_sys::Array::of1(port));
        };
        give("next", &next, &workers[i]);
        give("prev", &prev, &workers[next_worker(i, size)]);
    }
    send_all(workers, hellos("", size));
}

/// A worker's answer: `Ready` counts (and releases the waiting jobs once all are ready);
/// progress is dispatched at most once a second (each render costs the page's thread,
/// which the workers need); everything else is dispatched.
fn on_answer(r: Response, pool: &Pool, dispatch: &UseReducerDispatcher<Store>, last_progress: &RefCell<f64>) {
    match r {
        Response::Ready { .. } => {
            if let Some(s) = pool.borrow_mut().as_mut() {
                s.ready += 1;
                if s.ready == s.workers.len() {
                    for job in std::mem::take(&mut s.waiting) {
                        send_all(&s.workers, job);
                    }
                }
            }
        }
        r @ Response::Progress { .. } => {
            let now = js_sys::Date::now();
            if now - *last_progress.borrow() >= 1000.0 {
                *last_progress.borrow_mut() = now;
                dispatch.dispatch(Msg::Worker(r));
            }
        }
        r => dispatch.dispatch(Msg::Worker(r)),
    }
}

// The solver's wasm, fetched and compiled once for every worker of the pool
// (`compileSolver`: a promise of a `WebAssembly.Module`), and handed to a worker when it is
// ready (`sendModule`: `{module}`, or `{module: null}` when the fetch or the compilation
// failed, and the worker then loads the wasm itself).
#[wasm_bindgen(inline_js = "export function compileSolver(url) {
  return fetch(url).then(r => { if (!r.ok) throw new Error(r.statusText); return r.arrayBuffer(); })
    .then(b => WebAssembly.compile(b));
}
export function sendModule(p, w) {
  p.then(m => w.postMessage({ module: m }), () => w.postMessage({ module: null }));
}")]
extern "C" {
    #[wasm_bindgen(js_name = compileSolver)]
    fn compile_solver(url: &str) -> js_sys::Promise;
    #[wasm_bindgen(js_name = sendModule)]
    fn send_module(module: &js_sys::Promise, worker: &web_sys::Worker);
}

/// Starts `size` workers (linked and greeted once they have loaded); `None` if the browser
/// refuses a worker.
fn start(size: usize, dispatch: UseReducerDispatcher<Store>, pool: Pool) -> Option<Started> {
    let mut workers = Vec::new();
    let mut handlers = Vec::new();
    // One fetch and one compilation of the solver's wasm for the whole pool; each worker
    // gets the compiled module (or, if that failed, loads the wasm itself).
    let module = compile_solver("worker_bg.wasm");
    for _ in 0..size {
        let w = web_sys::Worker::new("pool_loader.js#pool").ok()?;
        send_module(&module, &w);
        let (pool, dispatch, last) = (pool.clone(), dispatch.clone(), Rc::new(RefCell::new(js_sys::Date::now())));
        let handler = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let data = e.data();
            if data.is_instance_of::<js_sys::Uint8Array>() {
                on_answer(Bincode::decode::<Response>(data), &pool, &dispatch, &last);
                return;
            }
            if data.as_string().as_deref() == Some("ready") {
                // Loaded: once every worker is, they are linked and greeted.
                if let Some(s) = pool.borrow_mut().as_mut() {
                    s.loaded += 1;
                    if s.loaded == s.workers.len() {
                        link(&s.workers);
                    }
                }
            }
        });
        w.set_onmessage(Some(handler.as_ref().unchecked_ref()));
        workers.push(w);
        handlers.push(handler);
    }
    Some(Started { workers, loaded: 0, ready: 0, waiting: Vec::new(), _handlers: handlers })
}

/// The pool: a callback that runs a view's job where the model places it (on the pool,
/// started on first use, or whole on `main`). Its size is fixed when the page opens; a
/// browser that refuses a worker gets everything on `main`.
#[hook]
pub(crate) fn use_pool(dispatch: UseReducerDispatcher<Store>, main: SolverLink) -> Callback<PoolJob> {
    let size = *use_memo((), |_| pool_size(cores(), workers_from_fragment(&page_address().fragment)));
    let pool: Pool = use_mut_ref(|| None);
    let refused = use_mut_ref(|| false);
    use_callback((main, size), move |job: PoolJob, (main, size)| {
        let size = if *refused.borrow() { 1 } else { *size };
        let mut placed = place(job.clone(), size);
        if matches!(placed, Placement::Pool { .. }) && pool.borrow().is_none() {
            let started = start(size, dispatch.clone(), pool.clone());
            if started.is_none() {
                // The browser refuses a worker: this job and the next run whole on `main`.
                *refused.borrow_mut() = true;
                placed = place(job, 1);
            }
            *pool.borrow_mut() = started;
        }
        match placed {
            Placement::Main(req) => {
                dispatch.dispatch(Msg::Requested(req.id()));
                main.send(req);
            }
            Placement::Everywhere(req) => {
                if let Some(s) = pool.borrow_mut().as_mut() {
                    // A cancelled job still waiting for the pool is dropped.
                    s.waiting.retain(|job| job.first().map(Request::id) != Some(req.id()));
                    for w in &s.workers {
                        post(w, &req);
                    }
                }
                main.send(req);
            }
            Placement::Pool { id, requests, table } => {
                dispatch.dispatch(Msg::Requested(id));
                dispatch.dispatch(Msg::Pooled { id, workers: requests.len(), table });
                let mut p = pool.borrow_mut();
                let Some(s) = p.as_mut() else { return };
                if s.ready == s.workers.len() {
                    send_all(&s.workers, requests);
                } else {
                    s.waiting.push(requests);
                }
            }
        }
    })
}
