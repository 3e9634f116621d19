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

use super::theory_view::TheoryView;
use crate::core::theory::Theory;
use crate::core::{analysis::AnalysisJob, grid::Limits, Analysis, Complex, Wants};

/// A message to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Analyse `piles` on the complex written as `complex` (the papers' notation).
    /// `want_value`: search for the nim value even when a theorem already answers.
    Analyze { id: u64, complex: String, piles: Vec<u64>, want_value: bool },
    /// Stop request `id` if it is running.
    Cancel { id: u64 },
}

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
}

impl Response {
    /// The request this response belongs to.
    pub fn id(&self) -> u64 {
        match self {
            Response::Theory { id, .. }
            | Response::Progress { id, .. }
            | Response::Answer { id, .. }
            | Response::Refused { id, .. }
            | Response::Cancelled { id } => *id,
        }
    }
}

/// The worker's state: at most one running analysis, and the theory of the last complex.
pub struct SolverState {
    limits: Limits,
    running: Option<(u64, AnalysisJob)>,
    theory: Option<(String, Rc<Theory>)>,
}

impl SolverState {
    pub fn new(limits: Limits) -> Self {
        SolverState { limits, running: None, theory: None }
    }

    /// Is an analysis running?
    pub fn busy(&self) -> bool {
        self.running.is_some()
    }

    /// Handles a request; returns the responses to send now.
    pub fn handle(&mut self, req: Request) -> Vec<Response> {
        match req {
            Request::Cancel { id } => match &self.running {
                Some((rid, _)) if *rid == id => {
                    self.running = None;
                    vec![Response::Cancelled { id }]
                }
                _ => Vec::new(),
            },
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
