//! Rays and periodicity: the nim values along one pile with the others fixed, and the
//! arithmetic periodicity they show within the computed range — a period p, a preperiod a
//! and a saltus s with g(x + p) = g(x) + s for every x ≥ a that was computed (the earliest
//! such behaviour with two whole periods in view). Stated "within x ≤ N", never as a proof.

use serde::{Deserialize, Serialize};

use crate::analysis::{analyze, Wants};
use crate::complex::Complex;
use crate::grid::{LimitError, Limits};
use crate::solve::{Job, SolveError};

/// The values along a ray: `values[x]` is the nim value with pile `vary` equal to `x`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ray {
    pub values: Vec<u64>,
    /// How the values were found: one search of the box, or a theorem at each point.
    pub method: String,
}

/// Arithmetic periodicity within the computed range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Periodicity {
    pub period: u64,
    pub preperiod: u64,
    pub saltus: i64,
}

/// The nim values of `piles` with the piles of `vary` all equal to x, for x in `0..=upto`
/// (one vertex: a ray along an axis; several: a diagonal). One search of the box when it
/// fits the limits; otherwise the analysis at each point (a theorem that gives the value,
/// like Proper Nim's closed form), refused if some point has no known value.
pub fn ray(c: &Complex, piles: &[u64], vary: &[usize], upto: u64, limits: &Limits) -> Result<Ray, SolveError> {
    if vary.is_empty() || vary.iter().any(|&v| v >= piles.len()) {
        return Err(SolveError::Invalid("a ray needs one or more of the complex's vertices to vary".into()));
    }
    let at = |x: u64| {
        let mut p = piles.to_vec();
        for &v in vary {
            p[v] = x;
        }
        p
    };
    let top = at(upto);
    match Job::new(c, &top, limits) {
        Ok(job) => {
            let values = job.run();
            let mut out = Vec::new();
            for x in 0..=upto {
                let v = values.value(&at(x)).unwrap_or(0);
                out.push(u64::try_from(v).map_err(|_| LimitError::Chips { chips: v, limit: u64::MAX })?);
            }
            Ok(Ray { values: out, method: "exhaustive".into() })
        }
        Err(SolveError::Limit(e)) => {
            if upto > limits.max_positions {
                return Err(e.into());
            }
            let mut out = Vec::new();
            let mut method = String::new();
            // Only values a theorem gives (or a small search): a value search at each
            // point would be the refused search again, many times over.
            for x in 0..=upto {
                let a = analyze(c, &at(x), limits, Wants { moves: false, value: false })?;
                let v = a.value.ok_or_else(|| SolveError::from(e.clone()))?;
                method = a.method.name().to_string();
                out.push(v);
            }
            Ok(Ray { values: out, method })
        }
        Err(e) => Err(e),
    }
}

/// The earliest arithmetic periodicity the values show: among all periods p and
/// preperiods a with g(x + p) = g(x) + s for every computed x ≥ a and more than two whole
/// periods observed after a, the one that starts soonest (smallest a + p; then smallest p).
/// `None` when no period fits.
pub fn periodicity(values: &[u64]) -> Option<Periodicity> {
    let n = values.len();
    let mut best: Option<Periodicity> = None;
    for p in 1..=n / 2 {
        let diff = |x: usize| values[x + p] as i128 - values[x] as i128;
        // The smallest a with diff(x) constant for all x in a..n-p.
        let last = diff(n - p - 1);
        let mut a = n - p - 1;
        while a > 0 && diff(a - 1) == last {
            a -= 1;
        }
        // Two whole periods and one more value: the difference repeats p + 1 times.
        let fits = n - a > 2 * p && i64::try_from(last).is_ok();
        let sooner = best.is_none_or(|b| (a + p) < (b.preperiod + b.period) as usize);
        if fits && sooner {
            best = Some(Periodicity { period: p as u64, preperiod: a as u64, saltus: last as i64 });
        }
    }
    best
}

/// The periodicity in words, always "within x ≤ upto" (evidence, never a proof).
pub fn describe_periodicity(p: Option<Periodicity>, upto: u64) -> String {
    match p {
        Some(q) => format!(
            "arithmetic-periodic within x ≤ {upto}: period {}, preperiod {}, saltus {} (g(x+{}) = g(x) + {} for {} ≤ x ≤ {})",
            q.period,
            q.preperiod,
            q.saltus,
            q.period,
            q.saltus,
            q.preperiod,
            upto.saturating_sub(q.period)
        ),
        None => format!("no arithmetic periodicity with two whole periods within x ≤ {upto}"),
    }
}
