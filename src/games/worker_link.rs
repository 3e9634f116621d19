//! The page's end of the games' worker (`wasm_loader.js#games`, the full solver's bundle
//! answering `simnim_model::games::protocol`): started when the graph Nim or matrix mode
//! first asks, requests queued until it says "ready", answers dispatched as
//! `GameMsg::Worker`; JSON text both ways. The worker itself solves only the latest waiting game of each mode.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use simnim_model::games::protocol::{GameRequest, GameResponse, GameSpec};
use simnim_model::games::GameMsg;
use simnim_model::state::Msg;

/// The worker, whether it has loaded, and what waits for it.
struct Started {
    worker: web_sys::Worker,
    loaded: bool,
    queue: Vec<GameRequest>,
    _handler: Closure<dyn Fn(web_sys::MessageEvent)>,
}

/// A request to the worker, as JSON text.
fn post(worker: &web_sys::Worker, req: &GameRequest) {
    if let Ok(text) = serde_json::to_string(req) {
        let _ = worker.post_message(&JsValue::from_str(&text));
    }
}

/// The page's handle on the games' worker.
#[derive(Clone)]
pub(crate) struct GamesWorker {
    slot: Rc<RefCell<Option<Started>>>,
    on_msg: Rc<RefCell<Callback<Msg>>>,
}

impl PartialEq for GamesWorker {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.slot, &other.slot)
    }
}

impl GamesWorker {
    fn start(&self) -> Option<Started> {
        let worker = web_sys::Worker::new("wasm_loader.js#games").ok()?;
        let (slot, on_msg) = (self.slot.clone(), self.on_msg.clone());
        let handler = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let Some(text) = e.data().as_string() else { return };
            if let Ok(r) = serde_json::from_str::<GameResponse>(&text) {
                on_msg.borrow().emit(Msg::Game(GameMsg::Worker(r)));
            } else if text == "ready" {
                if let Some(s) = slot.borrow_mut().as_mut() {
                    s.loaded = true;
                    for r in s.queue.drain(..) {
                        post(&s.worker, &r);
                    }
                }
            }
        });
        worker.set_onmessage(Some(handler.as_ref().unchecked_ref()));
        Some(Started { worker, loaded: false, queue: Vec::new(), _handler: handler })
    }

    /// Sends a request, starting the worker if needed.
    pub(crate) fn send(&self, req: GameRequest) {
        let mut slot = self.slot.borrow_mut();
        if slot.is_none() {
            match self.start() {
                Some(s) => *slot = Some(s),
                None => {
                    if let GameRequest::Solve { spec, .. } = req {
                        let r = GameResponse::Solved {
                            spec,
                            result: Err("This browser refused to start the games' worker.".into()),
                            ms: None,
                        };
                        drop(slot);
                        self.on_msg.borrow().emit(Msg::Game(GameMsg::Worker(r)));
                    }
                    return;
                }
            }
        }
        if let Some(s) = slot.as_mut() {
            if s.loaded {
                post(&s.worker, &req);
            } else {
                // Only the latest game of each kind is worth solving.
                if let GameRequest::Solve { spec, .. } = &req {
                    let graph = matches!(spec, GameSpec::Fukuyama { .. });
                    s.queue.retain(|q| {
                        !matches!(q, GameRequest::Solve { spec, .. } if matches!(spec, GameSpec::Fukuyama { .. }) == graph)
                    });
                }
                s.queue.push(req);
            }
        }
    }
}

/// The page's games' worker (started on the first request).
#[hook]
pub(crate) fn use_games_worker(on_msg: Callback<Msg>) -> GamesWorker {
    let slot = use_mut_ref(|| None);
    let cb = use_mut_ref(|| on_msg.clone());
    *cb.borrow_mut() = on_msg;
    let w = GamesWorker { slot: slot.clone(), on_msg: cb };
    use_effect_with((), move |_| {
        move || {
            if let Some(s) = slot.borrow_mut().take() {
                s.worker.terminate();
            }
        }
    });
    w
}
