//! Exhaustive engines and what is built from them: nim values of positions, P-position
//! listings and every winning move.
//!
//! A disconnected complex is a disjoint sum: each connected component is solved on its
//! own box and the value of a position is the XOR of its components' values. A component
//! that is a simplex needs no search (its value is its number of chips). Everything here
//! is resumable through [`Job`] so the browser worker can show progress and cancel; the
//! CLI and the tests call the same functions through [`Job::run`].

mod pipeline;
mod pn;
mod pn_layout;
mod pn_rows;
mod pn_small;
mod share;
mod values;
mod values_rows;
mod words;

use std::collections::BTreeSet;

use crate::answer::Method;
use crate::complex::{Complex, ComplexError};
use crate::grid::{advance, box_size, Grid, LimitError, Limits};
use crate::sets::bits as bit_iter;
pub use pn::{pn_bytes, PnJob, PnTable, PnTop, MAX_FACETS};
pub use pn_small::LazyPn;
pub use share::{ColumnChunk, ShareState, ValueShare};
pub use values::{estimate_bytes, Narrow, ValueJob, ValueTable, MAX_CHIPS};

/// Nim values of one connected component over its box.
#[derive(Clone, Debug)]
pub enum ComponentValues {
    /// A simplex: the value is the number of chips (no table needed).
    Simplex { vertices: Vec<usize> },
    /// A searched component: its vertices (indices in the whole complex) and its table.
    Table { vertices: Vec<usize>, table: ValueTable },
    /// A component searched for its top position alone: its vertices, that position and
    /// its value (no table).
    Top { vertices: Vec<usize>, top: Vec<u64>, value: u64 },
}

impl ComponentValues {
    /// Vertices of the component, as indices of the whole complex.
    pub fn vertices(&self) -> &[usize] {
        match self {
            ComponentValues::Simplex { vertices }
            | ComponentValues::Table { vertices, .. }
            | ComponentValues::Top { vertices, .. } => vertices,
        }
    }

    /// Value of the component part of a full position (a simplex's is its chip count, up
    /// to 64 · (2^64 − 1), hence `u128`). `None` when the part lies outside the searched box
    /// (or, for a component searched for its top alone, is not that top).
    pub fn value(&self, full: &[u64]) -> Option<u128> {
        match self {
            ComponentValues::Simplex { vertices } => Some(vertices.iter().map(|&v| full[v] as u128).sum()),
            ComponentValues::Table { vertices, table } => {
                let part: Vec<u64> = vertices.iter().map(|&v| full[v]).collect();
                table.grid.contains(&part).then(|| table.value(&part) as u128)
            }
            ComponentValues::Top { vertices, top, value } => {
                vertices.iter().map(|&v| full[v]).eq(top.iter().copied()).then_some(*value as u128)
            }
        }
    }
}

/// Nim values of every position of a box, by components.
#[derive(Clone, Debug)]
pub struct Values {
    pub top: Vec<u64>,
    pub components: Vec<ComponentValues>,
}

impl Values {
    /// Nim value of a position below `top` (XOR over components; beyond `u64` when a
    /// simplex component holds more than 2^64 − 1 chips). `None` outside the box.
    pub fn value(&self, p: &[u64]) -> Option<u128> {
        self.components.iter().try_fold(0u128, |acc, c| c.value(p).map(|x| acc ^ x))
    }

    /// [`Values::value`] when it fits a `u64` (every component searched or small).
    pub fn value_u64(&self, p: &[u64]) -> Option<u64> {
        self.value(p).and_then(|v| u64::try_from(v).ok())
    }
}

/// Why a question was not answered.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SolveError {
    /// The search was refused by a limit.
    Limit(LimitError),
    /// The caller cancelled the search.
    Cancelled,
    /// No theorem applies (`why`, in a few words) and the search is refused by `limit`.
    NoTheorem { why: String, limit: LimitError },
    /// The question needs a complex with at most `limit` vertices.
    TooManyVertices { vertices: usize, limit: usize },
    /// The complex's circuits could not be listed.
    Complex(ComplexError),
    /// A theorem and the exhaustive search disagree on a position: a bug in simnim, never
    /// shown as an answer. `theorem_says_p` is the theorem's verdict.
    Disagreement { method: Method, position: Vec<u64>, theorem_says_p: bool },
    /// The question itself is malformed (like a ray that varies no vertex).
    Invalid(String),
}

impl std::fmt::Display for SolveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SolveError::Limit(e) => e.fmt(f),
            SolveError::Cancelled => f.write_str("the search was cancelled"),
            SolveError::NoTheorem { why, limit } => {
                write!(f, "no theorem applies ({why}), and the exhaustive search is refused: {limit}")
            }
            SolveError::TooManyVertices { vertices, limit } => {
                write!(f, "this needs a complex with at most {limit} vertices; this one has {vertices}")
            }
            SolveError::Complex(e) => e.fmt(f),
            SolveError::Invalid(why) => f.write_str(why),
            SolveError::Disagreement { method, position, theorem_says_p } => write!(
                f,
                "internal error: {} says ({}) is {}, the exhaustive search says {}; please report this",
                method.name(),
                crate::notation::position_to_string(position),
                if *theorem_says_p { "P" } else { "N" },
                if *theorem_says_p { "N" } else { "P" }
            ),
        }
    }
}

impl std::error::Error for SolveError {}

impl From<LimitError> for SolveError {
    fn from(e: LimitError) -> Self {
        SolveError::Limit(e)
    }
}

enum Pending {
    Simplex(Vec<usize>),
    Search(Vec<usize>, Complex, Vec<u64>),
}

/// A resumable computation of [`Values`] for a complex over the box below `top`.
/// All limits are checked when the job is created, so refusals are immediate.
pub struct Job {
    top: Vec<u64>,
    pending: Vec<Pending>,
    current: Option<(Vec<usize>, ValueJob)>,
    done: Vec<ComponentValues>,
    finished_positions: u64,
    total_positions: u64,
    threads: usize,
    /// Keep every position's value (`false`: the top's alone).
    table: bool,
}

impl Job {
    /// Prepares the nim values of every position below `top`.
    pub fn new(complex: &Complex, top: &[u64], limits: &Limits) -> Result<Job, SolveError> {
        Job::with_table(complex, top, limits, true)
    }

    /// Prepares the nim value of `top` alone: each component is searched without a table
    /// ([`ComponentValues::Top`]), so [`Values::value`] answers for `top` only.
    pub fn top_only(complex: &Complex, top: &[u64], limits: &Limits) -> Result<Job, SolveError> {
        Job::with_table(complex, top, limits, false)
    }

    fn with_table(complex: &Complex, top: &[u64], limits: &Limits, table: bool) -> Result<Job, SolveError> {
        assert_eq!(top.len(), complex.n(), "position length must equal the number of vertices");
        let mut pending = Vec::new();
        let mut total = 0u64;
        let mut table_bytes = 0u128;
        for comp in complex.components() {
            let (sub, verts) = complex.induced(comp).expect("components are non-empty");
            if sub.is_simplex() {
                pending.push(Pending::Simplex(verts));
                continue;
            }
            let sub_top: Vec<u64> = verts.iter().map(|&v| top[v]).collect();
            // Validate now: refuse before any work starts.
            let grid = Grid::new(&sub_top, limits)?;
            let job = if table {
                ValueJob::new(&sub, &sub_top, limits)?
            } else {
                ValueJob::top_only(&sub, &sub_top, limits)?
            };
            drop(job);
            total += grid.size as u64;
            if table {
                table_bytes += grid.size as u128 * 2;
            }
            pending.push(Pending::Search(verts, sub, sub_top));
        }
        if total > limits.max_positions {
            return Err(LimitError::Positions { positions: total as u128, limit: limits.max_positions }.into());
        }
        if table_bytes > limits.max_bytes as u128 {
            return Err(
                LimitError::Memory { bytes: table_bytes, limit: limits.max_bytes, positions: total as u128 }.into()
            );
        }
        pending.reverse();
        Ok(Job {
            top: top.to_vec(),
            pending,
            current: None,
            done: Vec::new(),
            finished_positions: 0,
            total_positions: total,
            threads: limits.search_threads(),
            table,
        })
    }

    /// Does at most about `budget` positions of work; `true` when everything is computed.
    pub fn step(&mut self, budget: usize) -> bool {
        loop {
            if let Some((_, job)) = self.current.as_mut() {
                if !job.step(budget) {
                    return false;
                }
                let (verts, job) = self.current.take().expect("current job present");
                self.finished_positions += job.progress().1;
                self.done.push(if self.table {
                    ComponentValues::Table { vertices: verts, table: job.finish() }
                } else {
                    let top = verts.iter().map(|&v| self.top[v]).collect();
                    ComponentValues::Top { vertices: verts, top, value: job.top_value() }
                });
                return self.pending.is_empty();
            }
            match self.pending.pop() {
                None => return true,
                Some(Pending::Simplex(v)) => self.done.push(ComponentValues::Simplex { vertices: v }),
                Some(Pending::Search(verts, sub, sub_top)) => {
                    // Limits were validated in `new`.
                    let limits = Limits::capped(u64::MAX, u64::MAX).with_threads(self.threads);
                    let job = if self.table {
                        ValueJob::new(&sub, &sub_top, &limits)
                    } else {
                        ValueJob::top_only(&sub, &sub_top, &limits)
                    };
                    let job = job.expect("limits validated when the job was created");
                    self.current = Some((verts, job));
                }
            }
        }
    }

    /// Computes every component, each on every thread the limits allow (one after the
    /// other), calling `keep_going(done, total)` now and then; `false` when cancelled.
    pub fn run_parallel(&mut self, keep_going: &mut dyn FnMut(u64, u64) -> bool) -> bool {
        loop {
            if let Some((_, job)) = self.current.as_mut() {
                let base = self.finished_positions;
                let total = self.total_positions;
                if !job.run_with(&mut |d, _| keep_going(base + d, total)) {
                    return false;
                }
            }
            // Files the finished component, the simplices after it, and starts the next
            // search (no search work is done here); `false` means a search is current.
            if self.step(0) {
                return true;
            }
        }
    }

    /// `(positions done, positions to search)` over all components.
    pub fn progress(&self) -> (u64, u64) {
        let cur = self.current.as_ref().map_or(0, |(_, j)| j.progress().0);
        (self.finished_positions + cur, self.total_positions)
    }

    /// The values. Contract: `step` has returned `true`.
    pub fn finish(mut self) -> Values {
        self.done.sort_unstable_by_key(|c| c.vertices()[0]);
        Values { top: self.top, components: self.done }
    }

    /// Runs to completion (on every thread the limits allow), calling `keep_going(done,
    /// total)` now and then; a `false` answer cancels.
    pub fn run_with(mut self, mut keep_going: impl FnMut(u64, u64) -> bool) -> Result<Values, SolveError> {
        if !self.run_parallel(&mut keep_going) {
            return Err(SolveError::Cancelled);
        }
        Ok(self.finish())
    }

    /// Runs to completion.
    pub fn run(self) -> Values {
        self.run_with(|_, _| true).expect("never cancelled")
    }
}

/// Nim value of a position (XOR over components), by exhaustive search.
pub fn value(complex: &Complex, piles: &[u64], limits: &Limits) -> Result<u64, SolveError> {
    let values = Job::new(complex, piles, limits)?.run();
    let v = values.value(piles).unwrap_or(0);
    u64::try_from(v).map_err(|_| SolveError::Limit(LimitError::Chips { chips: v, limit: u64::MAX }))
}

/// Every winning move of `piles` (positions of value 0 reachable in one move), sorted
/// lexicographically and without repeats. Empty for a P-position.
///
/// A move changes one component: from value `g_c` to `g_c XOR x` where `x` is the total
/// value (which may be larger than `g_c`); the candidates on each facet F are the positions `m ≤_F piles`, `m ≠ piles`.
pub fn winning_moves(
    complex: &Complex,
    values: &Values,
    piles: &[u64],
    limits: &Limits,
) -> Result<Vec<Vec<u64>>, SolveError> {
    let Some(total) = values.value(piles) else {
        return Ok(Vec::new());
    };
    let mut out = BTreeSet::new();
    if total == 0 {
        return Ok(Vec::new());
    }
    for comp in &values.components {
        let Some(g) = comp.value(piles) else { continue };
        // Options may have larger values than their position, so every component is
        // searched, not only those with `target < g`.
        let target = g ^ total;
        let cmask = comp.vertices().iter().fold(0u64, |m, &v| m | 1 << v);
        let facets: Vec<u64> = complex.facets().iter().copied().filter(|&f| f & !cmask == 0).collect();
        for &facet in &facets {
            let size = box_size(&bit_iter(facet).map(|v| piles[v]).collect::<Vec<_>>());
            if size > limits.max_positions as u128 {
                return Err(LimitError::Positions { positions: size, limit: limits.max_positions }.into());
            }
        }
        for_each_option(facets, piles, |m| {
            if comp.value(m) == Some(target) {
                out.insert(m.to_vec());
            }
            true
        });
    }
    Ok(out.into_iter().collect())
}

/// Calls `visit(m)` for every option `m` of `n` on the given facets: `m ≤_F n`, `m ≠ n`
/// (options reachable on several facets are visited once per facet). Stops early when
/// `visit` returns `false`. Contract: the caller bounds `Π_{v∈F}(n_v+1)`.
pub fn for_each_option(facets: impl IntoIterator<Item = u64>, n: &[u64], mut visit: impl FnMut(&[u64]) -> bool) {
    let mut m = n.to_vec();
    for f in facets {
        let fv: Vec<usize> = bit_iter(f).collect();
        let radix: Vec<u64> = fv.iter().map(|&v| n[v] + 1).collect();
        let mut coords = vec![0u64; fv.len()];
        loop {
            for (k, &v) in fv.iter().enumerate() {
                m[v] = coords[k];
            }
            if m != n && !visit(&m) {
                return;
            }
            if !advance(&mut coords, &radix) {
                break;
            }
        }
        for &v in &fv {
            m[v] = n[v];
        }
    }
}

/// Calls `visit` on every P-position with all piles at most `max`, in lexicographic order,
/// as they are found; `visit` returns `false` to stop. Memory is the P/N table (one bit per
/// position) or, for disconnected complexes, the components' tables; never the list.
pub fn for_each_p_position(
    complex: &Complex,
    max: u64,
    limits: &Limits,
    mut visit: impl FnMut(&[u64]) -> bool,
) -> Result<(), SolveError> {
    let top = vec![max; complex.n()];
    let size = box_size(&top);
    if size > limits.max_positions as u128 {
        return Err(LimitError::Positions { positions: size, limit: limits.max_positions }.into());
    }
    let comps = complex.components();
    if comps.len() == 1 && !complex.is_simplex() {
        let table = PnJob::new(complex, &top, limits)?.run();
        for i in table.p_indices() {
            if !visit(&table.grid.decode(i)) {
                break;
            }
        }
        return Ok(());
    }
    let values = Job::new(complex, &top, limits)?.run();
    let radix: Vec<u64> = top.iter().map(|&t| t + 1).collect();
    let mut coords = vec![0u64; top.len()];
    loop {
        if values.value(&coords) == Some(0) && !visit(&coords) {
            return Ok(());
        }
        if !advance(&mut coords, &radix) {
            return Ok(());
        }
    }
}

/// Every P-position with all piles at most `max`, in lexicographic order.
pub fn p_positions(complex: &Complex, max: u64, limits: &Limits) -> Result<Vec<Vec<u64>>, SolveError> {
    let mut out = Vec::new();
    for_each_p_position(complex, max, limits, |p| {
        out.push(p.to_vec());
        true
    })?;
    Ok(out)
}
