//! `simnim.Complex`: a frozen, hashable, picklable complex whose vertices carry any
//! hashable Python labels (kept for display; inside, vertex `i` is labelled `i + 1`).
//! Vertex order: numeric when every label is an int, by string when every label is a
//! str, else the order of first appearance.

use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};
use simnim_core::{families, Complex as Core, Label};

use crate::error::simnim_error;

/// A simplicial complex (its facets), in the papers' notation when printed.
#[pyclass(frozen, module = "simnim")]
pub(crate) struct Complex {
    pub(crate) core: Core,
    /// The Python labels, in vertex order.
    labels: Vec<Py<PyAny>>,
    /// The papers' notation with the labels' `str()` (also the hash and equality key).
    text: String,
}

fn label_text(py: Python<'_>, l: &Py<PyAny>) -> PyResult<String> {
    Ok(l.bind(py).str()?.to_string())
}

impl Complex {
    /// From facets as lists of labels (the order of labels decided here).
    pub(crate) fn build(py: Python<'_>, facets: Vec<Vec<Py<PyAny>>>) -> PyResult<Complex> {
        let mut labels: Vec<Py<PyAny>> = Vec::new();
        for f in &facets {
            for l in f {
                let mut seen = false;
                for k in &labels {
                    if k.bind(py).eq(l.bind(py))? {
                        seen = true;
                        break;
                    }
                }
                if !seen {
                    labels.push(l.clone_ref(py));
                }
            }
        }
        let ints: Option<Vec<i128>> = labels.iter().map(|l| l.bind(py).extract::<i128>().ok()).collect();
        let all_str = labels.iter().all(|l| l.bind(py).is_instance_of::<PyString>());
        if let Some(v) = ints {
            let mut idx: Vec<usize> = (0..labels.len()).collect();
            idx.sort_by_key(|&i| v[i]);
            labels = idx.into_iter().map(|i| labels[i].clone_ref(py)).collect();
        } else if all_str {
            let keys: Vec<String> = labels.iter().map(|l| label_text(py, l)).collect::<PyResult<_>>()?;
            let mut idx: Vec<usize> = (0..labels.len()).collect();
            idx.sort_by(|&a, &b| keys[a].cmp(&keys[b]));
            labels = idx.into_iter().map(|i| labels[i].clone_ref(py)).collect();
        }
        let mut sets = Vec::new();
        for f in &facets {
            let mut mask = 0u64;
            for l in f {
                let mut at = None;
                for (i, k) in labels.iter().enumerate() {
                    if k.bind(py).eq(l.bind(py))? {
                        at = Some(i);
                        break;
                    }
                }
                let i = at.unwrap_or(0);
                if i >= 64 {
                    return Err(simnim_error("a complex has at most 64 vertices"));
                }
                mask |= 1 << i;
            }
            sets.push(mask);
        }
        if labels.is_empty() {
            return Err(simnim_error("the complex has no vertices (give at least one facet)"));
        }
        let inner = (1..=labels.len() as i64).map(Label::Int).collect();
        let core = Core::from_sets(inner, &sets).map_err(|e| simnim_error(e.to_string()))?;
        let names: Vec<String> = labels.iter().map(|l| label_text(py, l)).collect::<PyResult<_>>()?;
        let text = core
            .facets()
            .iter()
            .map(|&f| {
                let vs: Vec<&str> = (0..names.len()).filter(|v| f >> v & 1 == 1).map(|v| names[v].as_str()).collect();
                format!("{{{}}}", vs.join(","))
            })
            .collect::<Vec<_>>()
            .join(",");
        Ok(Complex { core, labels, text })
    }

    /// From a core complex (its labels become Python ints or strs).
    pub(crate) fn from_core(py: Python<'_>, core: &Core) -> PyResult<Complex> {
        let facets = core
            .facets()
            .iter()
            .map(|&f| {
                (0..core.n())
                    .filter(|v| f >> v & 1 == 1)
                    .map(|v| -> PyResult<Py<PyAny>> {
                        Ok(match &core.labels()[v] {
                            Label::Int(i) => i.into_pyobject(py)?.into_any().unbind(),
                            Label::Name(s) => s.into_pyobject(py)?.into_any().unbind(),
                        })
                    })
                    .collect::<PyResult<Vec<_>>>()
            })
            .collect::<PyResult<Vec<_>>>()?;
        Complex::build(py, facets)
    }

    fn facet_lists(&self, py: Python<'_>) -> Vec<Vec<Py<PyAny>>> {
        self.core
            .facets()
            .iter()
            .map(|&f| (0..self.core.n()).filter(|v| f >> v & 1 == 1).map(|v| self.labels[v].clone_ref(py)).collect())
            .collect()
    }
}

/// What a complex is given by, said when something else is given.
fn not_facets(what: &Bound<'_, PyAny>) -> PyErr {
    let kind = what.get_type().name().map(|n| n.to_string()).unwrap_or_else(|_| "object".into());
    simnim_error(format!(
        "a complex is its facets: the papers' text like \"{{1,2}},{{2,3}}\", or an iterable of facets, \
         each an iterable of vertex labels (not {kind})"
    ))
}

fn facets_of(obj: &Bound<'_, PyAny>) -> PyResult<Vec<Vec<Py<PyAny>>>> {
    let mut out = Vec::new();
    for f in obj.try_iter().map_err(|_| not_facets(obj))? {
        let f = f?;
        if f.is_instance_of::<PyString>() {
            return Err(simnim_error("a facet is an iterable of vertex labels, not a string"));
        }
        let mut face = Vec::new();
        for v in f.try_iter().map_err(|_| not_facets(&f))? {
            face.push(v?.unbind());
        }
        out.push(face);
    }
    Ok(out)
}

#[pymethods]
impl Complex {
    /// A complex from its facets (or any generating sets): iterables of hashable labels.
    #[staticmethod]
    fn from_facets(py: Python<'_>, facets: &Bound<'_, PyAny>) -> PyResult<Complex> {
        Complex::build(py, facets_of(facets)?)
    }

    /// A complex from the papers' notation ("{1,2,3},{2,3,4}"), a list of facets, a
    /// Complex, anything with `.facets()` (SageMath's SimplicialComplex), or a networkx
    /// graph (its clique complex: the maximal cliques, isolated vertices kept).
    #[staticmethod]
    pub(crate) fn coerce(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<Complex> {
        if let Ok(c) = obj.cast::<Complex>() {
            let c = c.get();
            return Complex::build(py, c.facet_lists(py));
        }
        if let Ok(s) = obj.extract::<String>() {
            let core = Core::parse(&s).map_err(|e| simnim_error(e.to_string()))?;
            return Complex::from_core(py, &core);
        }
        if obj.hasattr("facets")? && !obj.hasattr("adj")? {
            return Complex::build(py, facets_of(&obj.call_method0("facets")?)?);
        }
        if obj.hasattr("adj")? && obj.hasattr("nodes")? {
            let nx = py.import("networkx")?;
            let cliques = nx.call_method1("find_cliques", (obj,))?;
            return Complex::build(py, facets_of(&cliques)?);
        }
        Complex::build(py, facets_of(obj)?)
    }

    /// The vertex labels, in vertex order (the order of the piles).
    #[getter]
    pub(crate) fn vertices<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.labels.iter().map(|l| l.clone_ref(py)))
    }

    /// The facets, as lists of labels.
    fn facets<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.facet_lists(py))
    }

    fn __len__(&self) -> usize {
        self.core.n()
    }

    fn __str__(&self) -> String {
        self.text.clone()
    }

    fn __repr__(&self) -> String {
        format!("Complex.coerce({:?})", self.text)
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.text.hash(&mut h);
        h.finish()
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<Complex>().is_ok_and(|o| o.get().text == self.text)
    }

    /// Pickles as `Complex.from_facets(facets)`.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, (Bound<'py, PyList>,))> {
        let py = slf.py();
        Ok((slf.get_type().getattr("from_facets")?, (slf.get().facets(py)?,)))
    }

    /// SageMath: `SimplicialComplex(c)` reads this.
    fn _simplicial_<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let sage = py.import("sage.all")?;
        sage.getattr("SimplicialComplex")?.call1((self.facets(py)?,))
    }
}

/// A named family of the papers (`"cn:7,3"`, `"moore:5,3"`, `"h"`, `"ex3.3"`, …).
#[pyfunction]
pub(crate) fn family(py: Python<'_>, spec: &str) -> PyResult<Complex> {
    let core = families::named(spec).map_err(|e| simnim_error(e.to_string()))?;
    Complex::from_core(py, &core)
}
