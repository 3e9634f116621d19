//! The browser playground (feature `web`): Yew components and the worker reactor.
//! Invariant: no game logic here — components render `model` state, send `model::editor`
//! actions, and move `model::protocol` messages to and from the worker.

pub mod app;
pub mod canvas;
pub mod convex;
pub mod export;
pub mod panels;
pub mod views;
pub mod worker;
