//! simnim: Nim on simplicial complexes.
//!
//! [`core`] is the mathematics: pure Rust with no web dependency, tested natively and
//! called by the CLI (`src/bin/simnim.rs`), the browser worker and the tests alike.
//! `web` (feature `web`, wasm32 only) is the Yew playground. See ARCHITECTURE.md.

pub mod core;
