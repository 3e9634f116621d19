//! simnim: Nim on simplicial complexes.
//!
//! - [`core`]: the mathematics. Pure Rust, no web dependency; called by the CLI
//!   (`src/bin/simnim.rs`), the browser worker and the tests alike.
//! - [`model`]: the playground's state and logic (drawing, editor, URL codec, worker
//!   protocol), also free of web dependencies and tested natively.
//! - `web` (feature `web`): the Yew components and the worker reactor. See ARCHITECTURE.md.

pub mod core;
pub mod model;

#[cfg(feature = "web")]
pub mod web;
