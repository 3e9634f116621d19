//! The worker protocol and the worker's request handling, free of any web dependency.
//!
//! The page sends [`Request`]s; the worker answers with [`Response`]s tagged with the
//! request's id. [`SolverState`] is the worker's whole logic: the reactor in `web::worker`
//! only moves messages and calls [`SolverState::work`] in chunks, yielding in between so
//! that a newer request or a cancel is seen within one chunk (~10 ms). A new `Analyze`
//! supersedes the running one. The page ignores responses whose id is not its latest.

use serde::{Deserialize, Serialize};

use crate::core::{analysis::AnalysisJob, grid::Limits, Analysis, Complex, Wants};

/// A message to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Analyse `piles` on the complex written as `complex` (the papers' notation).
    Analyze {
        id: u64,
        complex: String,
        piles: Vec<u64>,
    },
    /// Stop request `id` if it is running.
    Cancel { id: u64 },
}

/// A message from the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Response {
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
            Response::Progress { id, .. }
            | Response::Answer { id, .. }
            | Response::Refused { id, .. }
            | Response::Cancelled { id } => *id,
        }
    }
}

/// The worker's state: at most one running analysis.
pub struct SolverState {
    limits: Limits,
    running: Option<(u64, AnalysisJob)>,
}

impl SolverState {
    pub fn new(limits: Limits) -> Self {
        SolverState {
            limits,
            running: None,
        }
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
            Request::Analyze { id, complex, piles } => {
                // A newer request supersedes the running one.
                self.running = None;
                let c = match Complex::parse(&complex) {
                    Ok(c) => c,
                    Err(e) => {
                        return vec![Response::Refused {
                            id,
                            message: format!("the complex is invalid {e}"),
                        }]
                    }
                };
                if piles.len() != c.n() {
                    return vec![Response::Refused {
                        id,
                        message: format!("{} piles for {} vertices", piles.len(), c.n()),
                    }];
                }
                match AnalysisJob::new(&c, &piles, &self.limits, Wants::MOVES) {
                    Ok(job) => {
                        self.running = Some((id, job));
                        Vec::new()
                    }
                    Err(e) => vec![Response::Refused {
                        id,
                        message: e.to_string(),
                    }],
                }
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
                Some(Response::Refused {
                    id,
                    message: e.to_string(),
                })
            }
            None => {
                let (done, total) = job.progress();
                Some(Response::Progress { id, done, total })
            }
        }
    }
}
