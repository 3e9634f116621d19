//! The games' worker (the graph Nim and matrix modes): the full solver worker's bundle
//! started as `wasm_loader.js#games` answers `simnim_model::games::protocol` requests with
//! `simnim_model::worker::games::answer`, timed with the worker's clock. Requests wait in a
//! queue while one is computed; of the games still waiting, only the latest of each mode
//! is solved (an answer for a game no longer on screen would only be dropped), the
//! comparison's rows and the speed workloads in order. The page cancels by terminating it.
//! Messages are JSON text both ways (the answers' moves are internally tagged, which
//! bincode cannot read back).

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use simnim_model::games::protocol::{GameRequest, GameSpec};
use simnim_model::worker::games::answer;

fn global() -> web_sys::DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

/// Is this worker the games' worker (started as `wasm_loader.js#games`)?
pub fn is_games_worker() -> bool {
    js_sys::Reflect::get(&global(), &JsValue::from_str("location"))
        .ok()
        .and_then(|l| js_sys::Reflect::get(&l, &JsValue::from_str("hash")).ok())
        .and_then(|h| h.as_string())
        .is_some_and(|h| h == "#games")
}

/// Milliseconds on the worker's clock.
fn now() -> f64 {
    global().performance().map_or_else(js_sys::Date::now, |p| p.now())
}

/// The requests waiting, and whether their turn is scheduled.
#[derive(Default)]
struct Queue {
    waiting: VecDeque<GameRequest>,
    scheduled: bool,
}

/// Is a waiting solve superseded by a later one of the same mode?
fn same_mode(a: &GameRequest, b: &GameRequest) -> bool {
    match (a, b) {
        (GameRequest::Solve { spec: x, .. }, GameRequest::Solve { spec: y, .. }) => {
            matches!(
                (x, y),
                (GameSpec::Fukuyama { .. }, GameSpec::Fukuyama { .. })
                    | (GameSpec::Matrix { .. }, GameSpec::Matrix { .. })
            )
        }
        _ => false,
    }
}

/// Answers what is waiting (called in a task of its own, after the messages have queued).
fn run(queue: &Rc<RefCell<Queue>>) {
    let waiting: Vec<GameRequest> = {
        let mut q = queue.borrow_mut();
        q.scheduled = false;
        q.waiting.drain(..).collect()
    };
    for (i, req) in waiting.iter().enumerate() {
        if waiting[i + 1..].iter().any(|later| same_mode(req, later)) {
            continue;
        }
        let start = now();
        let r = answer(req.clone()).with_ms((now() - start).round().max(0.0) as u64);
        if let Ok(text) = serde_json::to_string(&r) {
            let _ = global().post_message(&JsValue::from_str(&text));
        }
    }
}

/// The games' worker's loop: requests arrive as JSON text, answers leave the same way;
/// "ready" tells the page it listens.
pub fn games_main() {
    let queue: Rc<RefCell<Queue>> = Rc::default();
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        let Some(req) = e.data().as_string().and_then(|t| serde_json::from_str::<GameRequest>(&t).ok()) else {
            return;
        };
        let mut q = queue.borrow_mut();
        q.waiting.push_back(req);
        if !q.scheduled {
            q.scheduled = true;
            let queue = queue.clone();
            gloo::timers::callback::Timeout::new(0, move || run(&queue)).forget();
        }
    });
    global().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = global().post_message(&JsValue::from_str("ready"));
}
