//! # simnim for Python
//!
//! The `simnim._simnim` extension module (PyO3, stable ABI for Python ≥ 3.10, built by
//! maturin; the `simnim` package in `python/` re-exports it): complexes with any hashable
//! labels, the answer with its method and reason, nim values, value tables and
//! P-positions as numpy arrays, circuits, the Nim-basis, the conjecture miner, the census
//! and the thesis's games (Fukuyama's Nim on graphs, matrix Nim, Wythoff's game). Every
//! search releases the GIL and answers Ctrl-C between chunks; errors are `SimnimError`
//! (a `ValueError`) with the core's message, `LimitError` for refusals.

mod census;
mod complex;
mod error;
mod games;
mod run;

use numpy::ndarray::{Array2, ArrayD, IxDyn};
use numpy::{IntoPyArray, PyArray2, PyArrayDyn};
use pyo3::prelude::*;
use simnim_conjecture as miner;
use simnim_core::theory::{Regularity, RegularityStatus, Theory};
use simnim_core::{analyze_misere, analyze_with, solve, Outcome, Wants};

use complex::{family, Complex};
use error::{simnim_error, solve_error, LimitError, SimnimError};
use run::{interrupted, limits};

fn piles_for(c: &Complex, piles: Vec<u64>) -> PyResult<Vec<u64>> {
    if piles.len() != c.core.n() {
        return Err(simnim_error(format!(
            "{} piles for a complex with {} vertices (one pile per vertex, in the order of Complex.vertices)",
            piles.len(),
            c.core.n()
        )));
    }
    Ok(piles)
}

/// Who wins, the nim value (when known), every winning move, and which theorem or search
/// answered.
#[pyclass(frozen, get_all, module = "simnim")]
struct Analysis {
    /// "P" (the player to move loses) or "N".
    outcome: String,
    value: Option<u64>,
    moves: Vec<Vec<u64>>,
    method: String,
    explanation: String,
}

#[pymethods]
impl Analysis {
    fn __repr__(&self) -> String {
        format!("Analysis(outcome={:?}, value={:?}, method={:?})", self.outcome, self.value, self.method)
    }
}

/// Analyses `piles` on `c` (misère play with `misere=True`: no nim value).
#[pyfunction]
#[pyo3(signature = (c, piles, misere = false, threads = None))]
fn analyze(
    py: Python<'_>,
    c: &Bound<'_, PyAny>,
    piles: Vec<u64>,
    misere: bool,
    threads: Option<usize>,
) -> PyResult<Analysis> {
    let c = Complex::coerce(py, c)?;
    let piles = piles_for(&c, piles)?;
    let lim = limits(threads);
    let core = &c.core;
    let a = py
        .detach(|| {
            if misere {
                analyze_misere(core, &piles, &lim, true)
            } else {
                analyze_with(core, &piles, &lim, Wants::MOVES, |_, _| !interrupted())
            }
        })
        .map_err(|e| {
            if interrupted() {
                pyo3::exceptions::PyKeyboardInterrupt::new_err("interrupted")
            } else {
                solve_error(e)
            }
        })?;
    Ok(Analysis {
        outcome: if a.outcome == Outcome::P { "P".into() } else { "N".into() },
        value: a.value,
        moves: a.moves,
        method: a.method.name().into(),
        explanation: a.explanation,
    })
}

/// "P" or "N".
#[pyfunction]
#[pyo3(signature = (c, piles, misere = false, threads = None))]
fn outcome(
    py: Python<'_>,
    c: &Bound<'_, PyAny>,
    piles: Vec<u64>,
    misere: bool,
    threads: Option<usize>,
) -> PyResult<String> {
    Ok(analyze(py, c, piles, misere, threads)?.outcome)
}

/// The nim value of `piles` (searching as far as the limits allow).
#[pyfunction]
#[pyo3(signature = (c, piles, threads = None))]
fn value(py: Python<'_>, c: &Bound<'_, PyAny>, piles: Vec<u64>, threads: Option<usize>) -> PyResult<u64> {
    let c = Complex::coerce(py, c)?;
    let piles = piles_for(&c, piles)?;
    let lim = limits(threads);
    let core = &c.core;
    let a = py.detach(|| analyze_with(core, &piles, &lim, Wants::ALL, |_, _| !interrupted())).map_err(solve_error)?;
    a.value.ok_or_else(|| LimitError::new_err("the nim value is beyond the search limits"))
}

/// The nim values of every position with all piles ≤ `max`: an array with one axis per
/// vertex (`table[p0, p1, …]`).
#[pyfunction]
#[pyo3(signature = (c, max, threads = None))]
fn value_table<'py>(
    py: Python<'py>,
    c: &Bound<'py, PyAny>,
    max: u64,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArrayDyn<u64>>> {
    let c = Complex::coerce(py, c)?;
    let n = c.core.n();
    let lim = limits(threads);
    let core = &c.core;
    let top = vec![max; n];
    let out: Vec<u64> = py
        .detach(|| -> Result<Vec<u64>, solve::SolveError> {
            let values = solve::Job::new(core, &top, &lim)?.run_with(|_, _| !interrupted())?;
            let radix: Vec<u64> = top.iter().map(|&t| t + 1).collect();
            let mut p = vec![0u64; n];
            let mut out = Vec::new();
            loop {
                out.push(values.value_u64(&p).unwrap_or(u64::MAX));
                if !simnim_core::advance(&mut p, &radix) {
                    return Ok(out);
                }
            }
        })
        .map_err(solve_error)?;
    let shape = vec![max as usize + 1; n];
    let arr = ArrayD::from_shape_vec(IxDyn(&shape), out).map_err(|e| simnim_error(e.to_string()))?;
    Ok(arr.into_pyarray(py))
}

/// Every P-position with all piles ≤ `max`, one row each, lexicographic.
#[pyfunction]
#[pyo3(signature = (c, max, threads = None))]
fn ppositions<'py>(
    py: Python<'py>,
    c: &Bound<'py, PyAny>,
    max: u64,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray2<u64>>> {
    let c = Complex::coerce(py, c)?;
    let n = c.core.n();
    let lim = limits(threads);
    let core = &c.core;
    let rows = py.detach(|| solve::p_positions(core, max, &lim)).map_err(solve_error)?;
    let flat: Vec<u64> = rows.iter().flatten().copied().collect();
    let arr = Array2::from_shape_vec((rows.len(), n), flat).map_err(|e| simnim_error(e.to_string()))?;
    Ok(arr.into_pyarray(py))
}

fn sets_of(c: &Complex, py: Python<'_>, sets: &[u64]) -> PyResult<Vec<Vec<Py<PyAny>>>> {
    let labels = c.vertices(py)?;
    sets.iter()
        .map(|&s| (0..c.core.n()).filter(|v| s >> v & 1 == 1).map(|v| Ok(labels.get_item(v)?.unbind())).collect())
        .collect()
}

/// The circuits (minimal non-faces), as lists of labels.
#[pyfunction]
fn circuits(py: Python<'_>, c: &Bound<'_, PyAny>) -> PyResult<Vec<Vec<Py<PyAny>>>> {
    let c = Complex::coerce(py, c)?;
    let core = &c.core;
    let cs = py.detach(|| core.circuits()).map_err(|e| LimitError::new_err(e.to_string()))?;
    sets_of(&c, py, &cs)
}

/// The Nim-basis (E&S Sec 4) as lists of labels, or `None` when the complex is not
/// Nim-regular.
#[pyfunction]
fn nim_basis(py: Python<'_>, c: &Bound<'_, PyAny>) -> PyResult<Option<Vec<Vec<Py<PyAny>>>>> {
    let c = Complex::coerce(py, c)?;
    let core = &c.core;
    let lim = limits(None);
    let t = py.detach(|| Theory::of(core, &lim));
    match &t.regularity {
        RegularityStatus::Known(Regularity::Regular(b), _) => {
            let sets = b
                .list(core.n(), 100_000)
                .ok_or_else(|| LimitError::new_err("the Nim-basis has more than 100000 sets"))?;
            Ok(Some(sets_of(&c, py, &sets)?))
        }
        RegularityStatus::Known(Regularity::NotRegular { .. }, _) => Ok(None),
        _ => Err(LimitError::new_err("Nim-regularity is not decided within the limits")),
    }
}

/// The conjecture miner: the CLI's `--json` object as JSON text (`simnim.conjecture`
/// returns it as a dict); with `values`, the nim-value miner's (`conjecture --values`).
#[pyfunction]
#[pyo3(signature = (c, max, verify = None, values = false))]
fn conjecture(py: Python<'_>, c: &Bound<'_, PyAny>, max: u64, verify: Option<u64>, values: bool) -> PyResult<String> {
    let c = Complex::coerce(py, c)?;
    let core = &c.core;
    let lim = limits(None);
    let k2 = verify.unwrap_or_else(|| miner::default_verify(max));
    let error = |e: miner::ConjectureError| match e {
        miner::ConjectureError::Solve(s) => solve_error(s),
        other => simnim_error(other.to_string()),
    };
    let text = if values {
        let a = py.detach(|| miner::mine_values(core, max, k2, &lim, &mut |_, _, _| !interrupted())).map_err(error)?;
        serde_json::to_string(&a)
    } else {
        let a = py.detach(|| miner::mine(core, max, k2, &lim, &mut |_, _, _| !interrupted())).map_err(error)?;
        serde_json::to_string(&a)
    };
    text.map_err(|e| simnim_error(e.to_string()))
}

/// The prover: the CLI's `prove --json` object as JSON text (`simnim.prove` returns it as a
/// dict). `formula` is a formula as JSON text; without it the miner's description of
/// `[0, max]^V` is proved. `solver` names the z3 (or cvc5) program; Ctrl-C stops it.
#[pyfunction]
#[pyo3(signature = (c, formula = None, max = None, timeout = 120, solver = None))]
fn prove(
    py: Python<'_>,
    c: &Bound<'_, PyAny>,
    formula: Option<String>,
    max: Option<u64>,
    timeout: u64,
    solver: Option<String>,
) -> PyResult<String> {
    use simnim_conjecture::solver::{find_solver, Process, SolverError};
    let c = Complex::coerce(py, c)?;
    let core = &c.core;
    let lim = limits(None);
    if timeout == 0 {
        return Err(simnim_error("timeout must be at least 1 second"));
    }
    let err = |e: miner::ConjectureError| match e {
        miner::ConjectureError::Solve(s) => solve_error(s),
        miner::ConjectureError::Cancelled => pyo3::exceptions::PyKeyboardInterrupt::new_err("interrupted"),
        other => simnim_error(other.to_string()),
    };
    let f = match (formula, max) {
        (Some(text), _) => {
            let j: miner::Json =
                serde_json::from_str(&text).map_err(|e| simnim_error(format!("the formula is not JSON: {e}")))?;
            miner::read_formula(core, &j).map_err(err)?
        }
        (None, Some(k)) => {
            let mined = py
                .detach(|| miner::mine(core, k, miner::default_verify(k), &lim, &mut |_, _, _| !interrupted()))
                .map_err(err)?;
            let Some(j) = mined.formula.filter(|_| mined.status == miner::Status::Verified) else {
                return Err(simnim_error(format!(
                    "nothing to prove: the miner found no description ({})",
                    mined.method
                )));
            };
            miner::read_formula(core, &j).map_err(err)?
        }
        (None, None) => return Err(simnim_error("give a formula, or max to mine a description first")),
    };
    let cancel = Box::new(interrupted);
    let mut s = match solver {
        Some(path) => Process::at(path.into(), cancel),
        None => find_solver(cancel),
    }
    .map_err(|e| match e {
        SolverError::Missing(m) => simnim_error(format!("{m} (or: pip install simnim[prove])")),
        e => simnim_error(e.to_string()),
    })?;
    let opts = miner::ProveOptions { timeout: std::time::Duration::from_secs(timeout), ..Default::default() };
    let proof = py.detach(|| miner::prove(core, &f, &mut s, &opts, &lim)).map_err(err)?;
    let mut v = serde_json::to_value(&proof).map_err(|e| simnim_error(e.to_string()))?;
    if let serde_json::Value::Object(m) = &mut v {
        m.insert("command".into(), "prove".into());
        m.insert("complex".into(), core.to_string().into());
        let mut files: serde_json::Map<String, serde_json::Value> =
            proof.certificate.iter().map(|f| (f.name.clone(), f.contents.clone().into())).collect();
        if !proof.certificate.is_empty() {
            let manifest = miner::certificate::manifest(&proof.certificate);
            files.insert(miner::certificate::MANIFEST.into(), manifest.into());
        }
        m.insert("certificate".into(), serde_json::Value::Object(files));
    }
    Ok(v.to_string())
}

#[pymodule]
fn _simnim(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("SimnimError", py.get_type::<SimnimError>())?;
    m.add("LimitError", py.get_type::<LimitError>())?;
    m.add_class::<Complex>()?;
    m.add_class::<Analysis>()?;
    m.add_function(wrap_pyfunction!(family, m)?)?;
    m.add_function(wrap_pyfunction!(analyze, m)?)?;
    m.add_function(wrap_pyfunction!(outcome, m)?)?;
    m.add_function(wrap_pyfunction!(value, m)?)?;
    m.add_function(wrap_pyfunction!(value_table, m)?)?;
    m.add_function(wrap_pyfunction!(ppositions, m)?)?;
    m.add_function(wrap_pyfunction!(circuits, m)?)?;
    m.add_function(wrap_pyfunction!(nim_basis, m)?)?;
    m.add_function(wrap_pyfunction!(conjecture, m)?)?;
    m.add_function(wrap_pyfunction!(prove, m)?)?;
    m.add_function(wrap_pyfunction!(census::census_shard, m)?)?;
    m.add_function(wrap_pyfunction!(census::census_dir_prepare, m)?)?;
    m.add_function(wrap_pyfunction!(census::census_dir_shard, m)?)?;
    m.add_function(wrap_pyfunction!(census::census_dir_summary, m)?)?;
    m.add_function(wrap_pyfunction!(games::fukuyama, m)?)?;
    m.add_function(wrap_pyfunction!(games::matrix_nim, m)?)?;
    m.add_function(wrap_pyfunction!(games::wythoff, m)?)?;
    Ok(())
}
