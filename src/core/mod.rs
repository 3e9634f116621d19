//! The solver core. Invariant: nothing here depends on yew, web-sys or wasm-bindgen, and
//! nothing here panics on user input (parsers return errors; limits are checked first).

pub mod analysis;
pub mod complex;
pub mod convex;
pub mod families;
pub mod grid;
pub mod operations;
pub mod play;
pub mod questions;
pub mod reduce;
pub mod solve;
pub mod solved;
pub mod theory;
pub mod views;

pub use analysis::{analyze, analyze_with, Analysis, AnalysisJob, Method, Outcome, Wants};
pub use complex::{parse_piles, position_to_string, Complex, Label, ParseError};
pub use grid::Limits;
