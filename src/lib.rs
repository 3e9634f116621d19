//! The simnim playground in the browser: Yew components and the solver worker.
//!
//! Everything here is thin: the state and its rules live in `simnim_model` (tested
//! natively), the mathematics in `simnim_core`. Components render model state and dispatch
//! model actions; the worker moves `simnim_model::protocol` messages and calls
//! `SolverState::work` in chunks. Built for wasm32 by trunk with the `web` feature; without
//! it this crate is empty. See ARCHITECTURE.md.

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
#[cfg(feature = "web")]
mod header;
#[cfg(feature = "web")]
mod hooks;
#[cfg(feature = "web")]
mod host;
#[cfg(feature = "web")]
mod learn;
#[cfg(feature = "web")]
mod offline;
#[cfg(feature = "web")]
mod panels;
#[cfg(feature = "web")]
mod pool;
#[cfg(feature = "web")]
mod store;
#[cfg(feature = "web")]
mod views;
#[cfg(feature = "web")]
pub mod worker;
