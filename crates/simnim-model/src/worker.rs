//! The worker's whole logic, free of any web dependency: [`SolverState`] handles a
//! [`Request`] and does the running search in chunks ([`SolverState::work`]); the reactor in
//! the web crate only moves messages and yields between chunks, so that a newer request or a
//! cancel is seen within one chunk (~15 ms). A new `Analyze` supersedes the running one.

use std::rc::Rc;

use simnim_core::convex::{Structure, BRUTE_MAX_BROWSER};
use simnim_core::theory::Theory;
use simnim_core::{self as core, AnalysisJob, Complex, Explorer, Limits, Wants};

use crate::protocol::{Request, RequestId, Response};
use crate::theory_view::TheoryView;

/// The worker's state: at most one running analysis, and the theory of the last complex.
pub struct SolverState {
    limits: Limits,
    running: Option<(RequestId, AnalysisJob)>,
    theory: Option<(String, Rc<Theory>)>,
    exploring: Option<(RequestId, Explorer)>,
}

impl SolverState {
    pub fn new(limits: Limits) -> Self {
        SolverState { limits, running: None, theory: None, exploring: None }
    }

    /// Is an analysis or an exploration running?
    pub fn busy(&self) -> bool {
        self.running.is_some() || self.exploring.is_some()
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
            Request::Convex { id, spec } => {
                match spec.game().and_then(|g| Structure::of(&g).map_err(|e| e.to_string())) {
                    Ok(structure) => vec![Response::Convex { id, spec, structure }],
                    Err(message) => vec![Response::ConvexFailed { id, spec, message }],
                }
            }
            Request::ConvexBrute { id, spec } => match spec.game().and_then(|g| {
                let n = g.geometry.n();
                g.brute_nim(BRUTE_MAX_BROWSER).map(|v| (v, 1u64 << n)).map_err(|e| e.to_string())
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
}
