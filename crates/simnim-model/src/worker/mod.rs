//! The worker's whole logic, free of any web dependency: [`SolverState`] handles a
//! [`Request`] and does the running search in chunks ([`SolverState::work`]); the reactor in
//! the web crate only moves messages and yields between chunks, so that a newer request or a
//! cancel is seen within one chunk (~15 ms). A new `Analyze` supersedes the running one.
//! Built with the `first` feature (the first screen's worker) it answers analyses only.
// The first screen's worker compiles the views' parts but never reaches them.
#![cfg_attr(feature = "first", allow(dead_code, unused_imports))]

use std::rc::Rc;

use std::collections::VecDeque;

use simnim_core::solve::{ColumnChunk, ValueShare};
use simnim_core::theory::Theory;
use simnim_core::{self as core, AnalysisJob, Complex, Explorer, Limits, Wants};

use crate::protocol::{Request, RequestId, Response};
use crate::theory_view::TheoryView;

mod atlas;
pub mod convex;
#[cfg(not(feature = "first"))]
pub mod games;
mod share;

pub use atlas::{atlas_games, AtlasRun, ATLAS_MAX_N};
use share::TableCells;

/// The worker's state: at most one running analysis, and the theory of the last complex.
pub struct SolverState {
    limits: Limits,
    running: Option<(RequestId, AnalysisJob)>,
    /// After an answer without the nim value: the value search to run next, when the box
    /// fits (the page shows the verdict at once and the value when found).
    value_next: Option<(RequestId, Vec<u64>)>,
    theory: Option<(String, Rc<Theory>)>,
    exploring: Option<(RequestId, Explorer)>,
    atlas: Option<(RequestId, AtlasRun)>,
    /// A share of a value table split over the page's pool, and the cells it answers.
    share: Option<(RequestId, ValueShare, TableCells)>,
    /// Responses produced by the share, to send before anything else.
    outbox: VecDeque<Response>,
    /// Columns the share passes to the next worker of the pool.
    columns: VecDeque<(RequestId, ColumnChunk)>,
    /// Columns that arrived before their share's request (the previous worker's port and
    /// the page's are different channels: either may be first).
    early: Vec<(RequestId, ColumnChunk)>,
}

/// Views (table, ray, misère table) are computed in one go, between the chunks of a running
/// analysis: their boxes are kept to this many positions so the worker answers within a
/// second or so.
pub const VIEW_POSITIONS: u64 = 10_000_000;

impl SolverState {
    pub fn new(limits: Limits) -> Self {
        SolverState {
            limits,
            running: None,
            value_next: None,
            theory: None,
            exploring: None,
            atlas: None,
            share: None,
            outbox: VecDeque::new(),
            columns: VecDeque::new(),
            early: Vec::new(),
        }
    }

    /// Is an analysis, an exploration, an atlas or a share running (or are responses
    /// waiting to be sent)?
    pub fn busy(&self) -> bool {
        self.running.is_some()
            || self.exploring.is_some()
            || self.atlas.is_some()
            || self.share.is_some()
            || !self.outbox.is_empty()
    }

    /// Is the only work a share waiting for columns from another worker (so the worker
    /// should wait for a message instead of stepping)?
    pub fn waiting(&self) -> bool {
        self.outbox.is_empty()
            && self.running.is_none()
            && self.exploring.is_none()
            && self.atlas.is_none()
            && self.share.as_ref().is_some_and(|(_, sh, _)| sh.blocked())
    }

    fn refused(id: RequestId, e: impl ToString) -> Vec<Response> {
        vec![Response::Refused { id, message: e.to_string() }]
    }

    fn parse(id: RequestId, complex: &str, piles: Option<&[u64]>) -> Result<Complex, Vec<Response>> {
        let c = Complex::parse(complex).map_err(|e| Self::refused(id, format!("the complex is invalid {e}")))?;
        match piles {
            Some(p) if p.len() != c.n() => Err(Self::refused(id, format!("{} piles for {} vertices", p.len(), c.n()))),
            _ => Ok(c),
        }
    }

    /// Handles a request; returns the responses to send now.
    pub fn handle(&mut self, req: Request) -> Vec<Response> {
        match req {
            Request::Cancel { id } => {
                if matches!(&self.running, Some((rid, _)) if *rid == id) {
                    self.running = None;
                    self.value_next = None;
                    vec![Response::Cancelled { id }]
                } else if matches!(&self.exploring, Some((rid, _)) if *rid == id) {
                    self.exploring = None;
                    vec![Response::Cancelled { id }]
                } else if matches!(&self.atlas, Some((rid, _)) if *rid == id) {
                    self.atlas = None;
                    vec![Response::Cancelled { id }]
                } else if matches!(&self.share, Some((rid, _, _)) if *rid == id) {
                    self.share = None;
                    self.outbox.clear();
                    self.columns.clear();
                    vec![Response::Cancelled { id }]
                } else {
                    Vec::new()
                }
            }
            Request::Hello { id, worker, .. } => vec![Response::Ready { id, worker }],
            Request::Analyze { id, complex, piles, want_value, misere, max_bytes } => {
                // A newer request supersedes the running one; the page's memory budget sets
                // the limits from here on.
                self.running = None;
                if max_bytes > 0 {
                    self.limits = Limits::browser_with_memory(max_bytes);
                }
                self.value_next = (!want_value && !misere).then(|| (id, piles.clone()));
                let c = match Complex::parse(&complex) {
                    Ok(c) => c,
                    Err(e) => return vec![Response::Refused { id, message: format!("the complex is invalid {e}") }],
                };
                if piles.len() != c.n() {
                    return vec![Response::Refused {
                        id,
                        message: format!("{} piles for {} vertices", piles.len(), c.n()),
                    }];
                }
                let key = c.to_string();
                let theory = match &self.theory {
                    Some((k, t)) if *k == key => t.clone(),
                    _ => {
                        let t = Rc::new(Theory::of(&c, &self.limits));
                        self.theory = Some((key, t.clone()));
                        t
                    }
                };
                let mut out = vec![Response::Theory { id, view: TheoryView::of(&theory) }];
                if misere {
                    // Misère play: the P/N engine in one go (its box is bounded by the limits,
                    // a 1-bit table, so it finishes within a second in the browser).
                    out.push(match core::analyze_misere(&c, &piles, &self.limits, true) {
                        Ok(analysis) => Response::Answer { id, analysis, ms: None },
                        Err(e) => Response::Refused { id, message: e.to_string() },
                    });
                    return out;
                }
                let wants = Wants { moves: true, value: want_value };
                match AnalysisJob::with_theory(&theory, &piles, &self.limits, wants) {
                    Ok(job) => self.running = Some((id, job)),
                    Err(e) => out.push(Response::Refused { id, message: e.to_string() }),
                }
                out
            }
            other => self.handle_view(other),
        }
    }

    /// The views' requests (everything but an analysis, a cancel and a hello).
    #[cfg(not(feature = "first"))]
    fn handle_view(&mut self, req: Request) -> Vec<Response> {
        let limits = self.limits;
        let view_limits = Limits { max_positions: VIEW_POSITIONS.min(limits.max_positions), ..limits };
        match req {
            Request::Table { id, complex, piles, u, v, k, share: Some((worker, workers)), .. } => {
                self.table_share(id, complex, piles, (u, v, k), worker, workers)
            }
            Request::Table { id, complex, piles, u, v, k, misere, share: None } => {
                let c = match Self::parse(id, &complex, Some(&piles)) {
                    Ok(c) => c,
                    Err(r) => return r,
                };
                if u >= c.n() || v >= c.n() || u == v || k > 64 {
                    return Self::refused(id, "choose two different vertices and K ≤ 64");
                }
                let table = if misere {
                    core::misere_table(&c, &piles, u, v, k, &view_limits)
                        .map(|t| t.into_iter().map(|row| row.into_iter().map(|p| u64::from(!p)).collect()).collect())
                } else {
                    core::value_table(&c, &piles, u, v, k, &view_limits)
                };
                match table {
                    Ok(table) => vec![Response::Table { id, table, misere }],
                    Err(e) => Self::refused(id, e),
                }
            }
            Request::Ray { id, complex, piles, vary, upto } => {
                let c = match Self::parse(id, &complex, Some(&piles)) {
                    Ok(c) => c,
                    Err(r) => return r,
                };
                if upto > 1000 {
                    return Self::refused(
                        id,
                        "a ray in the page runs at most to 1000 (the command line has no such bound)",
                    );
                }
                match core::ray(&c, &piles, &vary, upto, &view_limits) {
                    Ok(r) => {
                        let periodicity = core::periodicity(&r.values);
                        vec![Response::Ray { id, vary, values: r.values, method: r.method, periodicity }]
                    }
                    Err(e) => Self::refused(id, e),
                }
            }
            Request::Atlas { id, family, max, share: Some((games, total)), .. } => {
                match AtlasRun::of(family, games, max, Some(total)) {
                    Ok(run) => {
                        self.atlas = Some((id, run));
                        Vec::new()
                    }
                    Err(e) => Self::refused(id, e),
                }
            }
            Request::Atlas { id, family, n_min, n_max, max, share: None } => {
                match AtlasRun::new(family, n_min, n_max, max) {
                    Ok(run) => {
                        self.atlas = Some((id, run));
                        Vec::new()
                    }
                    Err(e) => Self::refused(id, e),
                }
            }
            Request::Graph { id, complex, piles, cap } => {
                let c = match Self::parse(id, &complex, Some(&piles)) {
                    Ok(c) => c,
                    Err(r) => return r,
                };
                match core::game_graph(&c, &piles, cap.min(1000), &limits) {
                    Ok(g) => vec![Response::Graph {
                        id,
                        nodes: g.nodes.into_iter().map(|n| (n.position, n.value, n.chips)).collect(),
                        edges: g.edges,
                        capped: g.capped,
                    }],
                    Err(e) => Self::refused(id, e),
                }
            }
            // The miner runs in its own worker (`src/describe.rs`), loaded on demand.
            Request::Describe { id, .. } | Request::Values { id, .. } | Request::Prove { id, .. } => {
                Self::refused(id, "descriptions are mined and proved in the miner's own worker")
            }
            Request::Invariants { id, complex, piles, max } => {
                let c = match Self::parse(id, &complex, Some(&piles)) {
                    Ok(c) => c,
                    Err(r) => return r,
                };
                let vectors = match core::invariant_vectors(&c, max.clamp(1, 6), &limits) {
                    Ok(v) => v,
                    Err(e) => return Self::refused(id, e),
                };
                let walk = core::invariance_walk(&c, &piles, &vectors, &limits).unwrap_or_default();
                vec![Response::Invariants { id, vectors, walk }]
            }
            Request::ComputerMove { id, complex, piles, misere } => {
                let c = match Self::parse(id, &complex, Some(&piles)) {
                    Ok(c) => c,
                    Err(r) => return r,
                };
                let reply = if misere {
                    core::misere_computer_move(&c, &piles, &limits)
                } else {
                    core::computer_move(&c, &piles, &limits)
                };
                match reply {
                    Ok(Some((target, reason))) => vec![Response::ComputerMove { id, target: Some(target), reason }],
                    Ok(None) => vec![Response::ComputerMove { id, target: None, reason: "no move left".into() }],
                    Err(e) => Self::refused(id, e),
                }
            }
            Request::Remoteness { id, complex, piles } => {
                let c = match Self::parse(id, &complex, Some(&piles)) {
                    Ok(c) => c,
                    Err(r) => return r,
                };
                let remoteness = core::remoteness_table(&c, &piles).map(|(g, r)| r[g.index(&piles)]);
                vec![Response::Remoteness { id, remoteness }]
            }
            Request::Check { id, complex, question, k } => {
                let c = match Self::parse(id, &complex, None) {
                    Ok(c) => c,
                    Err(r) => return r,
                };
                match core::check_question(question, &c, k.clamp(1, 8), &limits) {
                    Ok(verdict) => vec![Response::Checked { id, verdict }],
                    Err(e) => Self::refused(id, e),
                }
            }
            // The convex games have a worker of their own (`convex::answer`), loaded when the
            // convex mode is first opened: this one never links their structure theory.
            Request::Convex { id, .. } | Request::ConvexBrute { id, .. } => {
                Self::refused(id, "convex games are answered by the convex worker")
            }
            Request::Explore { id, question, n_max, k, connected } => {
                self.exploring = Some((id, Explorer::new(question, n_max, k.clamp(1, 4), connected)));
                Vec::new()
            }
            Request::Cancel { .. } | Request::Hello { .. } | Request::Analyze { .. } => Vec::new(),
        }
    }

    /// The first screen's worker answers analyses only: the views, loaded when first asked
    /// for, have a worker of their own.
    #[cfg(feature = "first")]
    fn handle_view(&mut self, req: Request) -> Vec<Response> {
        Self::refused(req.id(), "this worker answers the first screen's analyses only")
    }

    /// An answer without the nim value (a theorem's, or the P/N engine's on a large box):
    /// search for the value next when the box fits the limits (the answer on screen stays;
    /// progress follows under the same id).
    fn start_value_search(&mut self, id: RequestId) {
        let Some((vid, piles)) = self.value_next.take() else { return };
        let Some((_, theory)) = &self.theory else { return };
        if vid != id {
            return;
        }
        let wants = Wants { moves: true, value: true };
        if let Ok(job) = AnalysisJob::with_theory(theory, &piles, &self.limits, wants) {
            if job.progress().1 > 0 {
                self.running = Some((id, job));
            }
        }
    }

    /// Does about `budget` positions of work on the running analysis. Returns the answer
    /// when it completes, otherwise a progress report (`None` when idle).
    pub fn work(&mut self, budget: usize) -> Option<Response> {
        #[cfg(not(feature = "first"))]
        if let Some(r) = self.work_views(budget) {
            return r;
        }
        let (id, job) = self.running.as_mut()?;
        let id = *id;
        match job.step(budget) {
            Some(Ok(analysis)) => {
                self.running = None;
                if analysis.value.is_none() {
                    self.start_value_search(id);
                }
                Some(Response::Answer { id, analysis, ms: None })
            }
            Some(Err(e)) => {
                self.running = None;
                Some(Response::Refused { id, message: e.to_string() })
            }
            None => {
                let (done, total) = job.progress();
                Some(Response::Progress { id, done, total })
            }
        }
    }

    /// The views' work, when no analysis runs: `Some` with what [`SolverState::work`]
    /// returns, `None` when the analysis is to step.
    #[cfg(not(feature = "first"))]
    fn work_views(&mut self, budget: usize) -> Option<Option<Response>> {
        if let Some(r) = self.outbox.pop_front() {
            return Some(Some(r));
        }
        if self.running.is_none() && self.exploring.is_none() && self.atlas.is_none() {
            if let Some(r) = self.step_share(budget) {
                return Some(Some(r));
            }
        }
        if self.running.is_some() {
            return None;
        }
        Some(self.step_atlas_or_explorer())
    }

    /// A step of the atlas, or else of the open-questions explorer (`None`: idle).
    #[cfg(not(feature = "first"))]
    fn step_atlas_or_explorer(&mut self) -> Option<Response> {
        if self.exploring.is_none() {
            let (id, run) = self.atlas.as_mut()?;
            let id = *id;
            let r = run.step(id, &self.limits);
            if run.done >= run.games.len() {
                self.atlas = None;
            }
            return r;
        }
        let (id, ex) = self.exploring.as_mut()?;
        let id = *id;
        if ex.step(1, &self.limits) {
            let (_, ex) = self.exploring.take().expect("exploring");
            let counterexamples = ex
                .counterexamples
                .iter()
                .map(|(c, v)| {
                    let (p, why) = v.counterexample.clone().unwrap_or_default();
                    (c.clone(), p, why)
                })
                .collect();
            return Some(Response::Explored { id, summary: ex.summary(), counterexamples });
        }
        let (done, total) = ex.progress();
        Some(Response::ExploreProgress { id, done, total })
    }
}
