//! The package's exceptions: `SimnimError` (a `ValueError`) with the core's message, and
//! `LimitError` (a `SimnimError`) when a search is refused by a limit.

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::PyErr;
use simnim_core::solve::SolveError;

create_exception!(simnim, SimnimError, PyValueError, "A simnim error: bad input, or no answer.");
create_exception!(simnim, LimitError, SimnimError, "A search refused by a limit (the message says which).");

pub(crate) fn simnim_error(m: impl Into<String>) -> PyErr {
    SimnimError::new_err(m.into())
}

pub(crate) fn solve_error(e: SolveError) -> PyErr {
    match e {
        SolveError::Limit(_) | SolveError::NoTheorem { .. } | SolveError::TooManyVertices { .. } => {
            LimitError::new_err(e.to_string())
        }
        other => SimnimError::new_err(other.to_string()),
    }
}
