//! How a search runs from Python: its limits and threads, and Ctrl-C between its chunks.

use pyo3::prelude::*;
use simnim_core::Limits;

/// The limits of a search from Python: the native defaults, `threads` threads (every
/// core when `None`).
pub(crate) fn limits(threads: Option<usize>) -> Limits {
    let t = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    Limits::NATIVE.with_threads(t)
}

/// Is Ctrl-C pending? (Takes the GIL for a moment, between chunks of a search.)
pub(crate) fn interrupted() -> bool {
    Python::attach(|py| py.check_signals().is_err())
}
