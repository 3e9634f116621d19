//! The worker: a yew-agent reactor that feeds requests to [`SolverState`] and runs the
//! search in chunks of about 15 ms, yielding to the message pump between chunks so that a
//! cancel or a newer request is noticed quickly. Progress is sent at most every 100 ms.

use std::time::Duration;

use futures::sink::SinkExt;
use futures::{FutureExt, StreamExt};
use yew::platform::time::sleep;
use yew_agent::prelude::*;

use simnim_core::Limits;
use simnim_model::protocol::{Request, RequestId, Response};
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

#[reactor]
pub async fn Solver(mut scope: ReactorScope<Request, Response>) {
    let mut state = SolverState::new(Limits::BROWSER);
    let mut last_progress = 0.0;
    // When each analysis request arrived (the answer says how long it took).
    let mut started: Vec<(RequestId, f64)> = Vec::new();
    loop {
        if !state.busy() {
            let Some(req) = scope.next().await else {
                return;
            };
            if matches!(req, Request::Analyze { .. }) {
                remember(&mut started, req.id());
            }
            for r in state.handle(req).into_iter().map(|r| stamp(r, &started)) {
                if scope.send(r).await.is_err() {
                    return;
                }
            }
            last_progress = js_sys::Date::now();
            continue;
        }
        let start = js_sys::Date::now();
        let mut outcome = None;
        while js_sys::Date::now() - start < CHUNK_MS {
            match state.work(1 << 14) {
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
            let is_progress = matches!(r, Response::Progress { .. });
            if !is_progress || now - last_progress >= PROGRESS_MS {
                last_progress = now;
                if scope.send(r).await.is_err() {
                    return;
                }
            }
        }
        // Let messages in: a cancel or a newer request takes effect before the next chunk.
        futures::select! {
            m = scope.next().fuse() => match m {
                Some(req) => {
                    if matches!(req, Request::Analyze { .. }) {
                        remember(&mut started, req.id());
                    }
                    for r in state.handle(req).into_iter().map(|r| stamp(r, &started)) {
                        if scope.send(r).await.is_err() {
                            return;
                        }
                    }
                }
                None => return,
            },
            _ = sleep(Duration::ZERO).fuse() => {}
        }
    }
}
