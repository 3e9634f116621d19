//! One entry point: [`analyze`] answers a position and says which method answered and why.
//!
//! Methods, cheapest sound one first: when every connected component is a simplex the game
//! is Nim on the components' chip totals (any pile size, with the value). Otherwise the
//! complex's [`Theory`] decides the position when a theorem applies (pointed circuits,
//! Nim-basis, binary matroid, join factors: any pile size, P/N with a constructed winning
//! move). The exhaustive value engine adds the nim value and every winning move whenever
//! the box is small enough (always when no theorem applies and the box is within limits);
//! a connected complex with too many chips for nim values falls back to the P/N engine.
//! The CLI, the browser worker and the tests all call this module.
//! Item numbers without a paper name are E&S's (cites: es1996).

use std::rc::Rc;

use crate::answer::{Analysis, Method, Outcome};
use crate::complex::Complex;
use crate::grid::{box_size, count_of, human_count, Limits};
use crate::notation::position_text;
use crate::reduce::{reduce, Reduction};
use crate::solve;
use crate::solve::{Job, PnJob, SolveError};
mod simplex;

use crate::theory::{Decision, LengthTable, Theory};
use simplex::simplex_sum;

/// Boxes up to this size are searched even when a theorem answers (for the nim value,
/// every winning move and the length).
pub const SMALL_BOX: u128 = 2_000_000;

/// At most this many winning moves are listed after lifting a reduced game's moves.
pub const MAX_LIFTED_MOVES: usize = 100_000;

/// What to compute besides the outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wants {
    /// List winning moves.
    pub moves: bool,
    /// Search for the nim value even when a theorem already decides the outcome and the
    /// box is larger than [`SMALL_BOX`] (within the limits).
    pub value: bool,
}

impl Wants {
    /// Outcome and winning moves; the value when cheap.
    pub const MOVES: Wants = Wants { moves: true, value: false };
    /// Everything, searching as far as the limits allow.
    pub const ALL: Wants = Wants { moves: true, value: true };
}

/// Why the P/N engine runs instead of the value engine.
#[derive(Clone, Copy, PartialEq, Eq)]
enum PnWhy {
    /// Only the outcome and the winning moves were asked for.
    Asked,
    /// The component holds more chips than the value engine represents.
    Chips,
}

enum Stage {
    /// Answered without search.
    Ready(Result<Analysis, SolveError>),
    /// The value engine is running.
    Values { job: Job, total: u64, components: usize },
    /// The P/N engine is running (connected complex; only P/N asked, or too many chips
    /// for values).
    Pn(Box<PnJob>, PnWhy),
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
    decision: Option<Decision>,
    /// The zero/merge-reduced game that is searched instead of the original, if any.
    reduction: Option<Reduction>,
    stage: Stage,
}

impl AnalysisJob {
    /// Studies the complex (see [`Theory::of`]) and chooses the method.
    pub fn new(complex: &Complex, piles: &[u64], limits: &Limits, wants: Wants) -> Result<AnalysisJob, SolveError> {
        let theory = Rc::new(Theory::of(complex, limits));
        AnalysisJob::with_theory(&theory, piles, limits, wants)
    }

    /// Chooses the method given the complex's theory (callers may cache theories).
    /// Refusals by a limit are reported here, before any work.
    pub fn with_theory(
        theory: &Theory,
        piles: &[u64],
        limits: &Limits,
        wants: Wants,
    ) -> Result<AnalysisJob, SolveError> {
        let complex = &theory.complex;
        assert_eq!(piles.len(), complex.n(), "one pile per vertex");
        let comps = complex.components();
        let all_simplices = comps.iter().all(|&c| complex.induced(c).map(|(s, _)| s.is_simplex()).unwrap_or(false));
        let mut job = AnalysisJob {
            complex: complex.clone(),
            piles: piles.to_vec(),
            limits: *limits,
            wants,
            decision: None,
            reduction: None,
            stage: Stage::Taken,
        };
        if piles.iter().all(|&p| p == 0) {
            job.stage = Stage::Ready(Ok(Analysis {
                outcome: Outcome::P,
                value: Some(0),
                moves: Vec::new(),
                moves_complete: true,
                length: Some(0),
                method: Method::Terminal,
                explanation: "no chips left: the player to move cannot move and loses".into(),
                note: None,
                positions_searched: 0,
            }));
            return Ok(job);
        }
        if all_simplices {
            job.stage = Stage::Ready(simplex_sum(complex, &comps, piles, limits, wants));
            return Ok(job);
        }
        job.reduction = reduce(complex, piles);
        job.decision = decide(theory, piles, limits);
        if job.decision.is_none() {
            // The reduced game may fall under a theorem the original does not.
            if let Some(r) = &job.reduction {
                let rt = Theory::of(&r.complex, limits);
                if let Some(d) = decide(&rt, &r.piles, limits) {
                    let winning_move = d.winning_move.as_ref().and_then(|t| r.lift(piles, t, 1).pop());
                    job.decision = Some(Decision {
                        zero: d.zero,
                        method: d.method,
                        explanation: format!("{}; there: {}", r.describe(complex), d.explanation),
                        winning_move,
                        length: None,
                        value: None,
                    });
                }
            }
        }
        let small = box_size(piles) <= SMALL_BOX;
        let value_known = job.decision.as_ref().is_some_and(|d| d.zero || d.value.is_some());
        // A P-position's value is 0 and it has no winning move: a theorem that says P
        // leaves nothing to search for (small boxes are still searched, as a check).
        if job.decision.as_ref().is_some_and(|d| d.zero) && !small {
            job.stage = Stage::Ready(Ok(job.decided(None)));
            return Ok(job);
        }
        if job.decision.is_some() && !small && !wants.value {
            let note = format!(
                "{} a search of {} positions, more than the {} searched alongside a theorem",
                if value_known {
                    "the full list of winning moves needs"
                } else {
                    "the nim value and the full list of winning moves need"
                },
                human_count(box_size(piles)),
                human_count(SMALL_BOX)
            );
            job.stage = Stage::Ready(Ok(job.decided(Some(note))));
            return Ok(job);
        }
        let (search_complex, search_piles) = match &job.reduction {
            Some(r) => (&r.complex, &r.piles[..]),
            None => (complex, piles),
        };
        let search_comps = search_complex.components().len();
        // Only P or N asked, on a box too large to add the value for free: the P/N engine
        // (one bit per position of the ring, no table) answers, and the value engine
        // does not run.
        let pn_only = !wants.value && !small && search_comps == 1;
        let pn = |why: PnWhy| match PnJob::top_only(search_complex, search_piles, limits, false) {
            Ok(pn) => Ok(Stage::Pn(Box::new(pn), why)),
            Err(e) => Err(SolveError::Limit(e)),
        };
        let values = if pn_only {
            pn(PnWhy::Asked)
        } else {
            // Without the winning moves, the top's value alone: no table.
            let job = if wants.moves { Job::new } else { Job::top_only };
            job(search_complex, search_piles, limits).map(|search| Stage::Values {
                total: search.progress().1,
                job: search,
                components: search_comps,
            })
        };
        job.stage = match values {
            Ok(stage) => stage,
            Err(SolveError::Limit(crate::grid::LimitError::Chips { .. })) if search_comps == 1 => {
                match pn(PnWhy::Chips) {
                    Ok(stage) => stage,
                    Err(SolveError::Limit(e)) if job.decision.is_none() => {
                        return Err(SolveError::NoTheorem { why: why_no_theorem(theory), limit: e })
                    }
                    Err(e) if job.decision.is_none() => return Err(e),
                    Err(SolveError::Limit(e)) => Stage::Ready(Ok(job.decided(Some(job.search_note(&e))))),
                    Err(e) => return Err(e),
                }
            }
            Err(e) if job.decision.is_none() => {
                return Err(match e {
                    SolveError::Limit(limit) => SolveError::NoTheorem { why: why_no_theorem(theory), limit },
                    other => other,
                })
            }
            Err(e) => Stage::Ready(Ok(job.decided(Some(job.search_note(&e))))),
        };
        Ok(job)
    }

    /// `(positions searched, positions to search)`.
    pub fn progress(&self) -> (u64, u64) {
        match &self.stage {
            Stage::Values { job, .. } => job.progress(),
            Stage::Pn(job, _) => job.progress(),
            _ => (0, 0),
        }
    }

    /// Does at most about `budget` positions of work. Returns the answer once complete
    /// (exactly once; later calls return `None`).
    pub fn step(&mut self, budget: usize) -> Option<Result<Analysis, SolveError>> {
        let finished = match &mut self.stage {
            Stage::Ready(_) => true,
            Stage::Values { job, .. } => job.step(budget),
            Stage::Pn(job, _) => job.step(budget),
            Stage::Taken => return None,
        };
        if !finished {
            return None;
        }
        let answer = match std::mem::replace(&mut self.stage, Stage::Taken) {
            Stage::Ready(a) => a,
            Stage::Values { job, total, components } => self.finish_values(job, total, components),
            Stage::Pn(job, why) => self.finish_pn(*job, why),
            Stage::Taken => unreachable!("checked above"),
        };
        Some(answer)
    }

    /// Runs the analysis to its answer on every thread the limits allow, calling
    /// `keep_going(done, total)` now and then; `false` cancels with
    /// [`SolveError::Cancelled`].
    pub fn run_with(mut self, keep_going: &mut dyn FnMut(u64, u64) -> bool) -> Result<Analysis, SolveError> {
        let done = match &mut self.stage {
            Stage::Pn(job, _) => job.run_with(keep_going),
            Stage::Values { job, .. } => job.run_parallel(keep_going),
            _ => true,
        };
        if !done {
            return Err(SolveError::Cancelled);
        }
        loop {
            if let Some(answer) = self.step(1 << 18) {
                return answer;
            }
            let (d, t) = self.progress();
            if !keep_going(d, t) {
                return Err(SolveError::Cancelled);
            }
        }
    }

    /// What a refused search leaves unknown: the nim value (unless the theorem gives it)
    /// and the full list of winning moves.
    fn search_note(&self, e: &dyn std::fmt::Display) -> String {
        let value_known = self.decision.as_ref().is_some_and(|d| d.zero || d.value.is_some());
        if value_known {
            format!("listing every winning move needs a search: {e}")
        } else {
            format!("the nim value needs a search: {e}")
        }
    }

    /// The answer from the theorem alone (no search, or the search was refused).
    fn decided(&self, note: Option<String>) -> Analysis {
        let d = self.decision.as_ref().expect("a decision exists");
        Analysis {
            outcome: if d.zero { Outcome::P } else { Outcome::N },
            value: if d.zero { Some(0) } else { d.value },
            moves: if self.wants.moves { d.winning_move.clone().into_iter().collect() } else { Vec::new() },
            moves_complete: d.zero,
            length: d.length,
            method: d.method.clone(),
            explanation: d.explanation.clone(),
            note,
            positions_searched: 0,
        }
    }

    /// The search's answer under the theorem's name, when a theorem decided too. The two
    /// must agree: a disagreement is a bug in simnim and is returned as an error, never
    /// shown as an answer.
    fn confirm(&self, mut a: Analysis) -> Result<Analysis, SolveError> {
        let Some(d) = self.decision.as_ref() else { return Ok(a) };
        let value_differs = matches!((a.value, d.value), (Some(x), Some(y)) if x != y);
        if (a.outcome == Outcome::P) != d.zero || value_differs {
            return Err(SolveError::Disagreement {
                method: d.method.clone(),
                position: self.piles.clone(),
                theorem_says_p: d.zero,
            });
        }
        // The reduction is said once when the theorem's sentence (about the reduced game) names it.
        let named = self.reduction.as_ref().is_some_and(|r| d.explanation.starts_with(&r.describe(&self.complex)));
        let prefix = if named { self.reduction_prefix() } else { String::new() };
        a.explanation =
            format!("{}; {}", d.explanation, a.explanation.strip_prefix(prefix.as_str()).unwrap_or(&a.explanation));
        a.method = d.method.clone();
        if a.length.is_none() {
            a.length = d.length;
        }
        Ok(a)
    }

    fn length_if_small(&self, zero: bool) -> Option<u128> {
        if !zero || box_size(&self.piles) > SMALL_BOX {
            return None;
        }
        LengthTable::new(&self.complex, &self.piles, &self.limits).ok()?.length(&self.piles).map(|l| l as u128)
    }

    /// The searched game: the reduced one when there is a reduction.
    fn searched(&self) -> (&Complex, &[u64]) {
        match &self.reduction {
            Some(r) => (&r.complex, &r.piles[..]),
            None => (&self.complex, &self.piles[..]),
        }
    }

    /// Moves of the searched game, as moves of the original game.
    fn lift_moves(&self, moves: Vec<Vec<u64>>) -> Vec<Vec<u64>> {
        match &self.reduction {
            None => moves,
            Some(r) => {
                let mut out: Vec<Vec<u64>> =
                    moves.iter().flat_map(|t| r.lift(&self.piles, t, MAX_LIFTED_MOVES)).collect();
                out.sort_unstable();
                out.dedup();
                out.truncate(MAX_LIFTED_MOVES);
                out
            }
        }
    }

    fn reduction_prefix(&self) -> String {
        let r = self.reduction.as_ref();
        r.map(|r| format!("searched the reduced game: {}; ", r.describe(&self.complex))).unwrap_or_default()
    }

    fn finish_values(&self, job: Job, total: u64, components: usize) -> Result<Analysis, SolveError> {
        let (complex, piles) = self.searched();
        let values = job.finish();
        let wide = values.value(piles).unwrap_or(0);
        let value = u64::try_from(wide).ok();
        let mut unlisted = None;
        let moves = if self.wants.moves && wide != 0 {
            match solve::winning_moves(complex, &values, piles, &self.limits) {
                Ok(m) => self.lift_moves(m),
                // A huge simplex component: its options are too many to try one by one.
                Err(SolveError::Limit(e)) => {
                    unlisted = Some(format!("the winning moves are not listed: {e}"));
                    Vec::new()
                }
                Err(e) => return Err(e),
            }
        } else {
            Vec::new()
        };
        // Every component a simplex (worth its chip count: a move may take any of them) or searched.
        let positions = count_of(total as u128, "position");
        let how = match (total, components) {
            (0, 1) => "every component is a simplex, so the value is its chip count; no search".to_string(),
            (0, _) => "every component is a simplex, so the value is the XOR of their chip counts; no search".into(),
            (_, 1) => format!("found by searching all {positions} below this one"),
            _ => format!(
                "XOR of the values of the {components} components, each found by searching the {positions} below it"
            ),
        };
        let explanation = format!("{}nim value {wide}: {how}", self.reduction_prefix());
        let a = Analysis {
            outcome: if wide == 0 { Outcome::P } else { Outcome::N },
            value,
            moves_complete: unlisted.is_none(),
            moves,
            length: if self.decision.as_ref().and_then(|d| d.length).is_some() {
                None
            } else {
                self.length_if_small(wide == 0)
            },
            method: Method::Exhaustive,
            explanation,
            note: value.is_none().then(|| format!("the nim value {wide} does not fit in 64 bits")).or(unlisted),
            positions_searched: total,
        };
        self.confirm(a)
    }

    fn finish_pn(&self, job: PnJob, why: PnWhy) -> Result<Analysis, SolveError> {
        let (_, piles) = self.searched();
        let top = job.finish_top();
        let is_p = top.is_p;
        let moves = self.lift_moves(if self.wants.moves { top.moves } else { Vec::new() });
        let n = box_size(piles);
        let a = Analysis {
            outcome: if is_p { Outcome::P } else { Outcome::N },
            value: if is_p { Some(0) } else { None },
            moves,
            moves_complete: true,
            length: None,
            method: Method::ExhaustivePn,
            explanation: self.reduction_prefix()
                + &format!(
                    "{} is {}: found by the P/N engine over all {} below it{}",
                    position_text(piles),
                    if is_p { "a P-position" } else { "an N-position" },
                    count_of(n, "position"),
                    if why == PnWhy::Chips { " (too many chips to compute the nim value)" } else { "" }
                ),
            note: match why {
                PnWhy::Chips => Some("the nim value is not computed: more than 4095 chips on a component".into()),
                PnWhy::Asked if is_p => None,
                PnWhy::Asked => {
                    Some("only P or N was asked for, which the P/N engine answers without the value".into())
                }
            },
            positions_searched: n as u64,
        };
        self.confirm(a)
    }
}

/// Why no theorem decides positions of this complex, in a few words.
pub fn why_no_theorem(t: &Theory) -> String {
    let mut parts = vec![if t.circuits_known {
        "some circuit has no point, so Thm 3.2 does not apply".to_string()
    } else {
        "the circuits are too many to list, so Thm 3.2 and the structure theorems are not tried".to_string()
    }];
    match &t.regularity {
        crate::theory::RegularityStatus::Known(crate::theory::Regularity::NotRegular { .. }, _) => {
            parts.push("it is not Nim-regular".into())
        }
        crate::theory::RegularityStatus::Unknown(w) => parts.push(format!("Nim-regularity unknown: {w}")),
        _ => {}
    }
    if t.factors.is_empty() {
        parts.push("it is not a join".into());
    }
    parts.join("; ")
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
    AnalysisJob::new(complex, piles, limits, wants)?.run_with(&mut keep_going)
}

/// Decides `piles` by the theorems of `theory` (see [`Theory::decide`]), finding the
/// winning moves of sub-games with this module's own analysis.
pub fn decide(theory: &Theory, piles: &[u64], limits: &Limits) -> Option<Decision> {
    let sub = |c: &Complex, p: &[u64], recognise: bool| {
        let a = if recognise { analyze(c, p, limits, Wants::MOVES) } else { analyze_plain(c, p, limits) };
        a.ok()?.moves.into_iter().next()
    };
    theory.decide(piles, limits, &sub)
}

/// Analysis that ignores solved-family recognition (used inside the Invariance Reduction
/// Process, whose sub-games must not recognise themselves again).
pub fn analyze_plain(complex: &Complex, piles: &[u64], limits: &Limits) -> Result<Analysis, SolveError> {
    let mut theory = Theory::of(complex, limits);
    theory.solved = None;
    let mut job = AnalysisJob::with_theory(&theory, piles, limits, Wants::MOVES)?;
    loop {
        if let Some(a) = job.step(1 << 20) {
            return a;
        }
    }
}

/// [`analyze_with`] without cancellation.
pub fn analyze(complex: &Complex, piles: &[u64], limits: &Limits, wants: Wants) -> Result<Analysis, SolveError> {
    analyze_with(complex, piles, limits, wants, |_, _| true)
}
