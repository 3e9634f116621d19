//! The convex worker: McCoy–Sieben's games (`simnim_model::worker::convex`), answered in a
//! worker of their own that the page starts when the convex mode first asks, so that the
//! playground's solver worker — part of the first load — holds none of their theory.

use futures::sink::SinkExt;
use futures::StreamExt;
use yew_agent::prelude::*;

use simnim_model::protocol::{Request, Response};
use simnim_model::worker::convex::answer;

/// The convex worker: one answer per request, in order.
#[reactor]
pub async fn ConvexSolver(scope: ReactorScope<Request, Response>) {
    let (mut sink, mut stream) = scope.split();
    while let Some(req) = stream.next().await {
        if let Some(r) = answer(req) {
            if sink.send(r).await.is_err() {
                return;
            }
        }
    }
}
