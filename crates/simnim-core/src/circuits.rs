//! The circuits of a complex: its minimal non-faces (E&S Sec 2). A set is a non-face iff
//! it contains a circuit, so the circuits determine the complex as well as the facets do.
//!
//! Computed as the minimal transversals of the facet complements (Berge's algorithm),
//! with a budget checked while the transversals grow, never after.
//! Item numbers without a paper name are E&S's (cites: es1996).

use crate::complex::{Complex, ComplexError};
use crate::sets::bits;

/// The default budget of partial transversals for [`Complex::circuits`].
pub const MAX_CIRCUITS: usize = 200_000;

impl Complex {
    /// The circuits (minimal non-faces), sorted by size then lexicographically by vertex
    /// indices. Computed as the minimal transversals of the facet complements (Berge's
    /// algorithm). Errors if more than `limit` partial transversals arise.
    pub fn circuits_limited(&self, limit: usize) -> Result<Vec<u64>, ComplexError> {
        self.berge(limit, u64::MAX)
    }

    /// The circuits, within `budget` elementary steps (one subset test or one new candidate
    /// each, a few nanoseconds): the budget is checked while the transversals grow, so a
    /// complex whose circuits are out of reach is refused within about a second per 2e8 steps.
    pub fn circuits_within(&self, budget: u64) -> Result<Vec<u64>, ComplexError> {
        self.berge(usize::MAX, budget)
    }

    fn berge(&self, limit: usize, budget: u64) -> Result<Vec<u64>, ComplexError> {
        let all = self.all();
        let mut work = 0u64;
        let mut tr: Vec<u64> = vec![0];
        for &f in self.facets() {
            let edge = all & !f;
            if edge == 0 {
                // The complex is a simplex: no non-faces at all.
                return Ok(Vec::new());
            }
            let mut next: Vec<u64> = Vec::new();
            for &t in &tr {
                if t & edge != 0 {
                    next.push(t);
                } else {
                    next.extend(bits(edge).map(|v| t | (1u64 << v)));
                }
            }
            work = work.saturating_add(next.len() as u64);
            if work > budget {
                return Err(ComplexError::CircuitWork { budget });
            }
            next.sort_unstable_by_key(|s| (s.count_ones(), *s));
            next.dedup();
            let mut minimal: Vec<u64> = Vec::with_capacity(next.len());
            for s in next {
                work = work.saturating_add(minimal.len() as u64);
                if work > budget {
                    return Err(ComplexError::CircuitWork { budget });
                }
                if !minimal.iter().any(|&m| m & !s == 0) {
                    minimal.push(s);
                }
            }
            if minimal.len() > limit {
                return Err(ComplexError::TooManyCircuits { limit });
            }
            tr = minimal;
        }
        tr.sort_unstable_by_key(|&s| (s.count_ones(), bits(s).collect::<Vec<_>>()));
        Ok(tr)
    }

    /// The circuits with the default budget [`MAX_CIRCUITS`].
    pub fn circuits(&self) -> Result<Vec<u64>, ComplexError> {
        self.circuits_limited(MAX_CIRCUITS)
    }
}
