//! One entry point: [`analyze`] answers a position and says which method answered and why.
//!
//! Methods are tried from the cheapest sound one: when every connected component is a
//! simplex the game is classical Nim on the components' chip totals (no search, any pile
//! size); otherwise the exhaustive value engine runs over the box below the position (with
//! limits); a connected complex whose box is within the position limit but holds too many
//! chips for nim values falls back to the P/N engine (outcome and moves, no value).
//! The CLI, the browser worker and the tests all call this function.

use serde::{Deserialize, Serialize};

use crate::core::complex::{position_to_string, Complex};
use crate::core::grid::{box_size, human_count, Limits};
use crate::core::solve::{self, Job, PnJob, SolveError};

/// P (the player to move loses) or N (the player to move wins).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    P,
    N,
}

/// Which method answered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Method {
    /// Every component is a simplex: Nim on the components' chip totals.
    SimplexSum,
    /// The value engine over the box below the position.
    Exhaustive,
    /// The P/N engine (values not computed: too many chips for the value engine).
    ExhaustivePn,
}

impl Method {
    /// Short human name.
    pub fn name(&self) -> &'static str {
        match self {
            Method::SimplexSum => "simplex-sum",
            Method::Exhaustive => "exhaustive",
            Method::ExhaustivePn => "exhaustive-pn",
        }
    }
}

/// The answer for one position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Analysis {
    pub outcome: Outcome,
    /// The nim value, when the method computes it.
    pub value: Option<u64>,
    /// Every winning move (target positions), lexicographic; empty for P-positions.
    pub moves: Vec<Vec<u64>>,
    pub method: Method,
    /// One sentence: why the answer holds.
    pub explanation: String,
    /// Positions searched (0 when a theorem answered).
    pub positions_searched: u64,
}

/// What to compute besides the outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wants {
    pub moves: bool,
}

enum Stage {
    /// Answered without search.
    Ready(Result<Analysis, SolveError>),
    /// The value engine is running.
    Values { job: Job, total: u64, components: usize },
    /// The P/N engine is running (connected complex, too many chips for values).
    Pn(PnJob),
    /// The answer was taken.
    Taken,
}

/// A resumable analysis: `step` does a bounded amount of search work, so a worker can
/// report progress and react to messages between steps. [`analyze_with`] loops over it.
pub struct AnalysisJob {
    complex: Complex,
    piles: Vec<u64>,
    limits: Limits,
    wants: Wants,
    stage: Stage,
}

impl AnalysisJob {
    /// Chooses the method. Refusals by a limit are reported here, before any work.
    pub fn new(complex: &Complex, piles: &[u64], limits: &Limits, wants: Wants) -> Result<AnalysisJob, SolveError> {
        assert_eq!(piles.len(), complex.n(), "one pile per vertex");
        let comps = complex.components();
        let all_simplices = comps.iter().all(|&c| complex.induced(c).map(|(s, _)| s.is_simplex()).unwrap_or(false));
        let stage = if all_simplices {
            Stage::Ready(simplex_sum(complex, &comps, piles, limits, wants))
        } else {
            match Job::new(complex, piles, limits) {
                Ok(job) => Stage::Values { total: job.progress().1, job, components: comps.len() },
                Err(SolveError::Limit(crate::core::grid::LimitError::Chips { .. })) if comps.len() == 1 => {
                    Stage::Pn(PnJob::new(complex, piles, limits)?)
                }
                Err(e) => return Err(e),
            }
        };
        Ok(AnalysisJob { complex: complex.clone(), piles: piles.to_vec(), limits: *limits, wants, stage })
    }

    /// `(positions searched, positions to search)`.
    pub fn progress(&self) -> (u64, u64) {
        match &self.stage {
            Stage::Values { job, .. } => job.progress(),
            Stage::Pn(job) => job.progress(),
            _ => (0, 0),
        }
    }

    /// Does at most about `budget` positions of work. Returns the answer once complete
    /// (exactly once; later calls return `None`).
    pub fn step(&mut self, budget: usize) -> Option<Result<Analysis, SolveError>> {
        let finished = match &mut self.stage {
            Stage::Ready(_) => true,
            Stage::Values { job, .. } => job.step(budget),
            Stage::Pn(job) => job.step(budget),
            Stage::Taken => return None,
        };
        if !finished {
            return None;
        }
        let answer = match std::mem::replace(&mut self.stage, Stage::Taken) {
            Stage::Ready(a) => a,
            Stage::Values { job, total, components } => self.finish_values(job, total, components),
            Stage::Pn(job) => self.finish_pn(job),
            Stage::Taken => unreachable!("checked above"),
        };
        Some(answer)
    }

    fn finish_values(&self, job: Job, total: u64, components: usize) -> Result<Analysis, SolveError> {
        let (complex, piles) = (&self.complex, &self.piles[..]);
        let values = job.finish();
        let value = values.value(piles).expect("the position is the top of its box");
        let moves = if self.wants.moves && value != 0 {
            solve::winning_moves(complex, &values, piles, &self.limits)?
        } else {
            Vec::new()
        };
        let explanation = if components > 1 {
            format!(
                "nim value {value}: XOR of the values of the {components} components, each found by searching the {} positions below it",
                human_count(total as u128)
            )
        } else {
            format!("nim value {value}: found by searching all {} positions below this one", human_count(total as u128))
        };
        Ok(Analysis {
            outcome: if value == 0 { Outcome::P } else { Outcome::N },
            value: Some(value),
            moves,
            method: Method::Exhaustive,
            explanation,
            positions_searched: total,
        })
    }

    fn finish_pn(&self, job: PnJob) -> Result<Analysis, SolveError> {
        let (complex, piles) = (&self.complex, &self.piles[..]);
        let table = job.finish();
        let is_p = table.is_p(piles);
        let mut moves = Vec::new();
        if self.wants.moves && !is_p {
            for &f in complex.facets() {
                let fv: Vec<usize> = crate::core::complex::bits(f).collect();
                let sub: Vec<u64> = fv.iter().map(|&v| piles[v]).collect();
                let radix: Vec<u64> = sub.iter().map(|&t| t + 1).collect();
                let mut coords = vec![0u64; fv.len()];
                let mut m = piles.to_vec();
                loop {
                    for (k, &v) in fv.iter().enumerate() {
                        m[v] = coords[k];
                    }
                    if m != piles && table.is_p(&m) {
                        moves.push(m.clone());
                    }
                    if !crate::core::grid::advance(&mut coords, &radix) {
                        break;
                    }
                }
            }
            moves.sort();
            moves.dedup();
        }
        let n = box_size(piles);
        Ok(Analysis {
            outcome: if is_p { Outcome::P } else { Outcome::N },
            value: None,
            moves,
            method: Method::ExhaustivePn,
            explanation: format!(
                "{} is {}: found by the P/N engine over all {} positions below it (too many chips to compute the nim value)",
                position_to_string(piles),
                if is_p { "a P-position" } else { "an N-position" },
                human_count(n)
            ),
            positions_searched: n as u64,
        })
    }
}

/// Analyses a position. `keep_going(done, total)` is called between chunks of search
/// work; returning `false` cancels with [`SolveError::Cancelled`].
pub fn analyze_with(
    complex: &Complex,
    piles: &[u64],
    limits: &Limits,
    wants: Wants,
    mut keep_going: impl FnMut(u64, u64) -> bool,
) -> Result<Analysis, SolveError> {
    let mut job = AnalysisJob::new(complex, piles, limits, wants)?;
    loop {
        if let Some(answer) = job.step(1 << 18) {
            return answer;
        }
        let (d, t) = job.progress();
        if !keep_going(d, t) {
            return Err(SolveError::Cancelled);
        }
    }
}

/// [`analyze_with`] without cancellation.
pub fn analyze(complex: &Complex, piles: &[u64], limits: &Limits, wants: Wants) -> Result<Analysis, SolveError> {
    analyze_with(complex, piles, limits, wants, |_, _| true)
}

fn simplex_sum(complex: &Complex, comps: &[u64], piles: &[u64], limits: &Limits, wants: Wants) -> Result<Analysis, SolveError> {
    let mut value = 0u64;
    let mut sums = Vec::new();
    for &c in comps {
        let s = crate::core::complex::bits(c).try_fold(0u64, |a, v| a.checked_add(piles[v]));
        let Some(s) = s else {
            return Err(SolveError::Limit(crate::core::grid::LimitError::Chips {
                chips: crate::core::complex::bits(c).map(|v| piles[v] as u128).sum(),
                limit: u64::MAX,
            }));
        };
        sums.push(s);
        value ^= s;
    }
    let moves = if wants.moves && value != 0 {
        let values = solve::Values {
            top: piles.to_vec(),
            components: comps
                .iter()
                .map(|&c| solve::ComponentValues::Simplex { vertices: crate::core::complex::bits(c).collect() })
                .collect(),
        };
        solve::winning_moves(complex, &values, piles, limits)?
    } else {
        Vec::new()
    };
    let explanation = if comps.len() == 1 {
        format!("nim value {value}: on a simplex every set of piles is a face, so the game is one Nim pile of all {value} chips")
    } else {
        let parts: Vec<String> = sums.iter().map(|s| s.to_string()).collect();
        format!(
            "nim value {value}: each component is a simplex, so this is Nim with piles {} (their XOR)",
            parts.join(",")
        )
    };
    Ok(Analysis {
        outcome: if value == 0 { Outcome::P } else { Outcome::N },
        value: Some(value),
        moves,
        method: Method::SimplexSum,
        explanation,
        positions_searched: 0,
    })
}
