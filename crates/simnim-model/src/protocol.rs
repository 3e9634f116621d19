//! The worker protocol and the worker's request handling, free of any web dependency.
//!
//! The page sends [`Request`]s; the worker answers with [`Response`]s tagged with the
//! request's id: first the complex's [`TheoryView`] (its theory is cached between requests
//! on the same complex), then progress, then the answer. [`SolverState`] is the worker's
//! whole logic: the reactor in `web::worker` only moves messages and calls
//! [`SolverState::work`] in chunks, yielding in between so that a newer request or a cancel
//! is seen within one chunk (~15 ms). A new `Analyze` supersedes the running one. The page
//! ignores responses whose id is not its latest.

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::convex::ConvexSpec;
use super::theory_view::TheoryView;
use simnim_core::convex::{Structure, BRUTE_MAX_BROWSER};
use simnim_core::{Explorer, IrpStep, Question, Verdict};
use simnim_core::theory::Theory;
use simnim_core::{self as core, Analysis, AnalysisJob, Complex, Limits, Wants};

/// A message to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Analyse `piles` on the complex written as `complex` (the papers' notation).
    /// `want_value`: search for the nim value even when a theorem already answers.
    Analyze { id: u64, complex: String, piles: Vec<u64>, want_value: bool },
    /// Stop request `id` if it is running (an analysis or an exploration).
    Cancel { id: u64 },
    /// Nim values over the piles `0..=k` of vertices `u` and `v` (complex order).
    Table { id: u64, complex: String, piles: Vec<u64>, u: usize, v: usize, k: u64 },
    /// The game graph below `piles`, at most `cap` nodes.
    Graph { id: u64, complex: String, piles: Vec<u64>, cap: usize },
    /// Invariant vectors within piles ≤ `max`, and the Invariance Reduction Process for `piles`.
    Invariants { id: u64, complex: String, piles: Vec<u64>, max: u64 },
    /// The computer's move from `piles`, with the position's remoteness.
    ComputerMove { id: u64, complex: String, piles: Vec<u64> },
    /// The remoteness of `piles` (how many moves remain with best play).
    Remoteness { id: u64, complex: String, piles: Vec<u64> },
    /// Check a question for this complex within piles ≤ `k`.
    Check { id: u64, complex: String, question: Question, k: u64 },
    /// Check a question over all complexes on up to `n_max` vertices (a long job).
    Explore { id: u64, question: Question, n_max: usize, k: u64, connected: bool },
    /// The structure theory of a convex-geometry game.
    Convex { id: u64, spec: ConvexSpec },
    /// The same game's nim number by exhaustive search over all subsets (a check).
    ConvexBrute { id: u64, spec: ConvexSpec },
}

/// A node of a game graph: position, nim value, chips.
pub type GraphNode = (Vec<u64>, u64, u64);

/// A message from the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Response {
    /// What the theorems say about the complex.
    Theory {
        id: u64,
        view: TheoryView,
    },
    Progress {
        id: u64,
        done: u64,
        total: u64,
    },
    Answer {
        id: u64,
        analysis: Analysis,
    },
    /// The request was refused (a limit) or was invalid; `message` is for people.
    Refused {
        id: u64,
        message: String,
    },
    Cancelled {
        id: u64,
    },
    Table {
        id: u64,
        table: Vec<Vec<u64>>,
    },
    Graph {
        id: u64,
        nodes: Vec<GraphNode>,
        edges: Vec<(usize, usize)>,
        capped: bool,
    },
    Invariants {
        id: u64,
        vectors: Vec<Vec<u64>>,
        walk: Vec<IrpStep>,
    },
    ComputerMove {
        id: u64,
        target: Option<Vec<u64>>,
        reason: String,
    },
    /// `None` when the box is too large for an exact remoteness.
    Remoteness {
        id: u64,
        remoteness: Option<u32>,
    },
    Checked {
        id: u64,
        verdict: Verdict,
    },
    ExploreProgress {
        id: u64,
        done: u64,
        total: u64,
    },
    /// The summary and each counterexample: complex (facets), position, reason.
    Explored {
        id: u64,
        summary: String,
        counterexamples: Vec<(String, Vec<u64>, String)>,
    },
    /// The structure of the convex game `spec` (errors come as `ConvexFailed`).
    Convex {
        id: u64,
        spec: ConvexSpec,
        structure: Structure,
    },
    ConvexFailed {
        id: u64,
        spec: ConvexSpec,
        message: String,
    },
    /// The exhaustive nim number of the game over `positions` subsets.
    ConvexBrute {
        id: u64,
        nim: u32,
        positions: u64,
    },
}

impl Response {
    /// The request this response belongs to.
    pub fn id(&self) -> u64 {
        match self {
            Response::Theory { id, .. }
            | Response::Progress { id, .. }
            | Response::Answer { id, .. }
            | Response::Refused { id, .. }
            | Response::Cancelled { id }
            | Response::Table { id, .. }
            | Response::Graph { id, .. }
            | Response::Invariants { id, .. }
            | Response::ComputerMove { id, .. }
            | Response::Remoteness { id, .. }
            | Response::Checked { id, .. }
            | Response::ExploreProgress { id, .. }
            | Response::Explored { id, .. }
            | Response::Convex { id, .. }
            | Response::ConvexFailed { id, .. }
            | Response::ConvexBrute { id, .. } => *id,
        }
    }
}

/// The worker's state: at most one running analysis, and the theory of the last complex.
pub struct SolverState {
    limits: Limits,
    running: Option<(u64, AnalysisJob)>,
    theory: Option<(String, Rc<Theory>)>,
    exploring: Option<(u64, Explorer)>,
}

impl SolverState {
    pub fn new(limits: Limits) -> Self {
        SolverState { limits, running: None, theory: None, exploring: None }
    }

    /// Is an analysis or an exploration running?
    pub fn busy(&self) -> bool {
        self.running.is_some() || self.exploring.is_some()
    }

    fn refused(id: u64, e: impl ToString) -> Vec<Response> {
        vec![Response::Refused { id, message: e.to_string() }]
    }

    fn parse(id: u64, complex: &str, piles: Option<&[u64]>) -> Result<Complex, Vec<Response>> {
        let c = Complex::parse(complex).map_err(|e| Self::refused(id, format!("the complex is invalid {e}")))?;
        match piles {
            Some(p) if p.len() != c.n() => Err(Self::refused(id, format!("{} piles for {} vertices", p.len(), c.n()))),
            _ => Ok(c),
        }
    }

    /// Handles a request; returns the responses to send now.
    pub fn handle(&mut self, req: Request) -> Vec<Response> {
        let limits = self.limits;
        match req {
            Request::Cancel { id } => {
                if matches!(&self.running, Some((rid, _)) if *rid == id) {
                    self.running = None;
                    vec![Response::Cancelled { id }]
                } else if matches!(&self.exploring, Some((rid, _)) if *rid == id) {
                    self.exploring = None;
                    vec![Response::Cancelled { id }]
                } else {
                    Vec::new()
                }
            }
            Request::Table { id, complex, piles, u, v, k } => {
                let c = match Self::parse(id, &complex, Some(&piles)) {
                    Ok(c) => c,
                    Err(r) => return r,
                };
                if u >= c.n() || v >= c.n() || u == v || k > 64 {
                    return Self::refused(id, "choose two different vertices and K ≤ 64");
                }
                match core::value_table(&c, &piles, u, v, k, &limits) {
                    Ok(table) => vec![Response::Table { id, table }],
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
            Request::ComputerMove { id, complex, piles } => {
                let c = match Self::parse(id, &complex, Some(&piles)) {
                    Ok(c) => c,
                    Err(r) => return r,
                };
                match core::computer_move(&c, &piles, &limits) {
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
            Request::Convex { id, spec } => match spec.game().and_then(|g| Structure::of(&g)) {
                Ok(structure) => vec![Response::Convex { id, spec, structure }],
                Err(message) => vec![Response::ConvexFailed { id, spec, message }],
            },
            Request::ConvexBrute { id, spec } => match spec.game().and_then(|g| {
                let n = g.geometry.n();
                g.brute_nim(BRUTE_MAX_BROWSER).map(|v| (v, 1u64 << n))
            }) {
                Ok((nim, positions)) => vec![Response::ConvexBrute { id, nim, positions }],
                Err(message) => Self::refused(id, message),
            },
            Request::Explore { id, question, n_max, k, connected } => {
                self.exploring = Some((id, Explorer::new(question, n_max, k.clamp(1, 4), connected)));
                Vec::new()
            }
            Request::Analyze { id, complex, piles, want_value } => {
                // A newer request supersedes the running one.
                self.running = None;
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
                let wants = Wants { moves: true, value: want_value };
                match AnalysisJob::with_theory(&theory, &piles, &self.limits, wants) {
                    Ok(job) => self.running = Some((id, job)),
                    Err(e) => out.push(Response::Refused { id, message: e.to_string() }),
                }
                out
            }
        }
    }

    /// Does about `budget` positions of work on the running analysis. Returns the answer
    /// when it completes, otherwise a progress report (`None` when idle).
    pub fn work(&mut self, budget: usize) -> Option<Response> {
        if self.running.is_none() {
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
            return Some(Response::ExploreProgress { id, done, total });
        }
        let (id, job) = self.running.as_mut()?;
        let id = *id;
        match job.step(budget) {
            Some(Ok(analysis)) => {
                self.running = None;
                Some(Response::Answer { id, analysis })
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
}
