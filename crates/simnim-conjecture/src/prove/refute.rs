//! Refutations: a position where the description is wrong, made small (bounded solver
//! queries, then the engines' boxes) and confirmed by the engines before it is printed.

use std::time::Duration;

use simnim_core::{analyze, box_size, Outcome, Wants};

use super::super::boxes::PSet;
use super::super::smt::{NotPresburger, Obligation};
use super::super::solver::{Answer, SolverError};
use super::{ProofCounterexample, Run};
use crate::answer::ConjectureError;

/// `ob` with the region's bounds on the piles `prefix0 …` added to its shared part.
pub(super) fn bounded(region: &Option<Vec<Option<u64>>>, ob: Obligation, prefix: &str) -> Obligation {
    let Some(r) = region else { return ob };
    let mut extra = String::from("; the region: the box the proof is restricted to (down-closed)\n");
    for (i, b) in r.iter().enumerate() {
        if let Some(b) = b {
            extra.push_str(&format!("(assert (<= {prefix}{i} {b}))\n"));
        }
    }
    ob.with_shared(&extra)
}

impl Run<'_> {
    /// Is `p` in the region the proof is restricted to?
    pub(super) fn in_region(&self, p: &[u64]) -> bool {
        self.region.as_ref().is_none_or(|r| r.iter().zip(p).all(|(b, &x)| b.is_none_or(|b| x <= b)))
    }

    /// `ob` restricted to the region (its bounds on the piles `prefix0 …`).
    pub(super) fn within(&self, ob: Obligation, prefix: &str) -> Obligation {
        bounded(&self.region, ob, prefix)
    }

    pub(super) fn left(&self) -> Duration {
        self.deadline.saturating_sub(self.now()).max(Duration::from_millis(200))
    }

    pub(super) fn ask(&mut self, script: &str, want: &[String]) -> Result<Answer, ConjectureError> {
        let t = self.left();
        self.ask_for(script, want, t)
    }

    /// [`Run::ask`] within `t` (at most what is left of the budget).
    pub(super) fn ask_for(&mut self, script: &str, want: &[String], t: Duration) -> Result<Answer, ConjectureError> {
        let t = t.min(self.left());
        self.solver.check(script, want, t).map_err(|e| match e {
            SolverError::Cancelled => ConjectureError::Cancelled,
            e => ConjectureError::Solver(e.to_string()),
        })
    }

    pub(super) fn truth(&self, p: &[u64]) -> Option<&'static str> {
        let a = analyze(self.c, p, self.limits, Wants { moves: false, value: false }).ok()?;
        Some(if a.outcome == Outcome::P { "P" } else { "N" })
    }

    /// Confirms F is wrong at or next to `p` with the engines; `None` when they cannot say.
    pub(super) fn confirm(&self, p: &[u64], q: Option<&[u64]>) -> Option<ProofCounterexample> {
        let f_p = self.f.holds(p);
        let t_p = self.truth(p)?;
        match q {
            // A move between two F-positions: one end is truly N.
            Some(q) => {
                let t_q = self.truth(q)?;
                (f_p && self.f.holds(q) && (t_p == "N" || t_q == "N")).then(|| ProofCounterexample {
                    position: p.to_vec(),
                    truth: t_p.into(),
                    kind: "a move joins two positions where F holds".into(),
                    to: Some(q.to_vec()),
                    move_truth: Some(t_q.into()),
                })
            }
            None => {
                if f_p {
                    return (t_p == "N").then(|| ProofCounterexample {
                        position: p.to_vec(),
                        truth: "N".into(),
                        kind: "F holds at an N-position".into(),
                        to: None,
                        move_truth: None,
                    });
                }
                if t_p == "P" {
                    return Some(ProofCounterexample {
                        position: p.to_vec(),
                        truth: "P".into(),
                        kind: "F fails and no move reaches F".into(),
                        to: None,
                        move_truth: None,
                    });
                }
                // Truly N: a winning move reaches a true P-position, where F must fail.
                let a = analyze(self.c, p, self.limits, Wants::ALL).ok()?;
                let r = a.moves.iter().find(|r| !self.f.holds(r))?;
                Some(ProofCounterexample {
                    position: p.to_vec(),
                    truth: "N".into(),
                    kind: "F fails and no move reaches F".into(),
                    to: Some(r.clone()),
                    move_truth: Some("P".into()),
                })
            }
        }
    }

    /// The smallest counterexample the engines find on growing boxes (fewest chips, then
    /// lexicographic), up to `max` piles; confirmed by [`Run::confirm`].
    pub(super) fn smallest(&self, max: u64) -> Option<ProofCounterexample> {
        for k in 1..=max {
            if box_size(&vec![k; self.c.n()]) > 2_000_000 {
                break;
            }
            let pset = PSet::compute(self.c, k, self.limits).ok()?;
            if self.region.is_some() {
                // The region's positions only, fewest chips first.
                let mut found: Option<(u64, Vec<u64>)> = None;
                for p in pset.points() {
                    let chips: u64 = p.iter().sum();
                    if self.in_region(&p)
                        && self.f.holds(&p) != pset.is_p(&p)
                        && found.as_ref().is_none_or(|(c, q)| (chips, &p) < (*c, q))
                    {
                        found = Some((chips, p));
                    }
                }
                if let Some((_, p)) = found {
                    return self.confirm(&p, None);
                }
                continue;
            }
            if let Some(p) = super::super::verify::first_difference(self.f, &pset, 1) {
                return self.confirm(&p, None);
            }
        }
        None
    }

    /// A counterexample from the solver's model, made small with bounded queries.
    pub(super) fn refute(
        &mut self,
        script: impl Fn(Option<u64>) -> Result<String, NotPresburger>,
        both: bool,
    ) -> Result<Option<ProofCounterexample>, ConjectureError> {
        let n = self.c.n();
        let want: Vec<String> =
            (0..n).map(|i| format!("p{i}")).chain((0..if both { n } else { 0 }).map(|i| format!("q{i}"))).collect();
        for bound in [4u64, 8, 16, 32, 64, 256] {
            let s = script(Some(bound)).map_err(|e| ConjectureError::Input(e.0.into()))?;
            if let Answer::Sat(v) = self.ask(&s, &want)? {
                let vals: Vec<u64> = v.iter().map(|&x| x.max(0) as u64).collect();
                let (p, q) = vals.split_at(n);
                // The engines' box search finds the smallest; the model's position if not.
                let max = p.iter().chain(q).copied().max().unwrap_or(0);
                if let Some(c) = self.smallest(max.min(12)) {
                    return Ok(Some(c));
                }
                return Ok(self.confirm(p, both.then_some(q)));
            }
        }
        Ok(None)
    }
}
