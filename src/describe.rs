//! The conjecture miner's own worker, loaded the first time a person asks for a
//! description (`describe_loader.js`, a separate bundle: the page's first load does not
//! carry the miner). The page side ([`Describer`]) starts it lazily, queues the request
//! until it has loaded, dispatches its answer as `Msg::Described`, and cancels by terminating
//! it (a mining run is not split into chunks; the next request starts a fresh worker). The
//! worker side ([`describe_main`]) answers each `Request::Describe` with
//! `simnim_model::describe::run`, in the solver's codec.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;
use yew_agent::{Bincode, Codec};

use simnim_core::Limits;
use simnim_model::describe::Described;
use simnim_model::protocol::{Request, Response};
use simnim_model::state::Msg;

use crate::store::Store;

/// The worker, whether it has loaded, and the requests waiting for it.
type Slot = Rc<RefCell<Option<(web_sys::Worker, bool, Vec<Request>)>>>;
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
            if let Some((w, _, _)) = self.worker.borrow_mut().take() {
                w.terminate();
            }
            self.dispatch.dispatch(Msg::Worker(Response::Cancelled { id }));
            return;
        }
        let mut slot = self.worker.borrow_mut();
        if slot.is_none() {
            let Ok(w) = web_sys::Worker::new("describe_loader.js") else {
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
                    if let Some((w, loaded, queue)) = worker.borrow_mut().as_mut() {
                        *loaded = true;
                        for r in queue.drain(..) {
                            let _ = w.post_message(&Bincode::encode(&r));
                        }
                    }
                }
            });
            w.set_onmessage(Some(handler.as_ref().unchecked_ref()));
            *self._handler.borrow_mut() = Some(handler);
            *slot = Some((w, false, Vec::new()));
        }
        if let Some((w, loaded, queue)) = slot.as_mut() {
            if *loaded {
                let _ = w.post_message(&Bincode::encode(&req));
            } else {
                queue.push(req);
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

/// The miner's worker: answers every Describe request, one at a time.
pub fn describe_main() {
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        let data = e.data();
        if !data.is_instance_of::<js_sys::Uint8Array>() {
            return;
        }
        let answer: Described = match Bincode::decode::<Request>(data) {
            Request::Describe { id, complex, max, formula } => {
                let mut tell = |step: &str| {
                    let _ = global().post_message(&JsValue::from_str(&format!("progress:{step}")));
                };
                (id, simnim_model::describe::run(&complex, max, formula.as_deref(), &Limits::BROWSER, &mut tell))
            }
            other => (other.id(), Err("the miner's worker only describes".into())),
        };
        let _ = global().post_message(&Bincode::encode(&answer));
    });
    global().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = global().post_message(&JsValue::from_str("ready"));
}
