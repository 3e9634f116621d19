//! The native test suite of the core and the model, one binary with a module per topic
//! (`cargo test --test tests`; a name filter picks a topic, e.g. `cargo test --test tests convex::`).
//! Oracles live in `support/` and share no code or computed data with the engines.

mod support;

mod analysis;
mod atlas;
mod census;
mod complex;
mod conjecture;
mod convex;
mod convex_mode;
mod convex_props;
mod cross_check;
mod exercise;
mod export;
mod families;
mod findings;
mod fukuyama;
mod fuzz;
mod irp;
mod learn;
mod learn_grading;
mod link;
mod matrix_games;
mod misere;
mod model;
mod newcomer;
mod paper_examples;
mod parallel;
mod pool;
mod prove;
mod questions;
mod ray;
mod share;
mod solved;
mod state;
mod theory;
mod thesis;
mod thesis_modes;
mod tidy;
mod values;
mod views;
mod wythoff;
