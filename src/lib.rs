//! The simnim playground in the browser: Yew components and the solver worker.
//!
//! Everything here is thin: the state and its rules live in `simnim_model` (tested
//! natively), the mathematics in `simnim_core`. Components render model state and dispatch
//! model actions; the worker moves `simnim_model::protocol` messages and calls
//! `SolverState::work` in chunks. Built for wasm32 by trunk with the `web` feature; without
//! it this crate is empty. See ARCHITECTURE.md. With the `first` feature it is the first
//! screen's app, which leaves out the views and the convex mode until they are asked for
//! (`handover`).
// The first screen's app compiles every module but reaches only some.
#![cfg_attr(feature = "first", allow(dead_code, unused_imports))]

#[cfg(feature = "web")]
pub mod app;
#[cfg(feature = "web")]
mod canvas;
#[cfg(feature = "web")]
mod convex;
#[cfg(feature = "web")]
pub mod convex_worker;
#[cfg(feature = "web")]
pub mod describe;
#[cfg(feature = "web")]
mod dialogs;
#[cfg(feature = "web")]
mod export;
#[cfg(all(feature = "web", not(feature = "first")))]
mod games;
#[cfg(all(feature = "web", not(feature = "first")))]
pub mod games_worker;
#[cfg(feature = "web")]
mod handover;
#[cfg(feature = "web")]
mod header;
#[cfg(feature = "web")]
mod hooks;
#[cfg(feature = "web")]
mod host;
#[cfg(feature = "web")]
mod later;
#[cfg(feature = "web")]
mod learn;
#[cfg(feature = "web")]
mod offline;
#[cfg(feature = "web")]
mod panels;
#[cfg(feature = "web")]
mod pool;
#[cfg(feature = "web")]
mod reveal;
#[cfg(feature = "web")]
mod store;
#[cfg(feature = "web")]
pub mod views;
#[cfg(feature = "web")]
pub mod worker;
