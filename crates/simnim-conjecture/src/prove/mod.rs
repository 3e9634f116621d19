//! The prover: a description proved for every position, refuted at a small position the
//! engines confirm, or `unknown` — never `proved` for a formula that is wrong somewhere.
//!
//! * `digits` formulas (and conjunctions of `xor0` over piles): E&S Theorem 4.4, its three
//!   conditions checked exactly ([`crate::theorem44`]); a failure is refuted on the box
//!   {0..3}^V, which decides Nim-regularity (by the proof of E&S Prop 4.3).
//! * Presburger formulas: the two obligations of [`crate::smt`] in an SMT solver. The second
//!   with a winning-move rule found from data and refined on the solver's counterexamples
//!   (quantifier-free), the quantified query as the fallback within the time budget.
//! * Other `xor0` formulas: not attempted (`unknown`, saying why).
//!
//! A counterexample is printed only after the engines confirm the true outcome there (for a
//! move between two positions where F holds, at both ends).
//! Item numbers without a paper name are E&S's (cites: es1996).

use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use simnim_core::{Complex, Limits};

mod compose;
mod digits;
mod lift;
mod ob1;
mod refute;
mod rule;
mod subgames;
mod witness;

use super::certificate::{CertificateFile, Expected};
use super::formula::Formula;
use super::json::Json;
use super::smt::{self, NotPresburger, Obligation, Template};
use super::smt_sym;
use super::solver::{Answer, Solver};
use super::theorem44;
use crate::answer::{describe, ConjectureError};
use digits::theorem_4_4;
use refute::bounded;
use rule::{by_rule, rule_json, RuleOutcome};
use subgames::{lifted_candidates, prove_sub};

/// The verdict of a proof.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ProofStatus {
    /// Both obligations decided for every position.
    Proved,
    /// Proved for piles below `bound` only (bit-vector proofs).
    ProvedBelow,
    /// Wrong at the counterexample, confirmed by the engines.
    Refuted,
    /// Neither within the time budget; the obligations say which and why.
    Unknown,
}

/// One obligation's result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ObligationReport {
    pub name: String,
    /// `holds`, `fails`, `unknown` or `not attempted`.
    pub status: String,
    pub seconds: f64,
    pub detail: String,
}

/// A position where the description is wrong, with its true outcome from the engines.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProofCounterexample {
    pub position: Vec<u64>,
    /// The engines' outcome there: "P" or "N".
    pub truth: String,
    /// "a move joins two positions where F holds" or "F fails and no move reaches F".
    pub kind: String,
    /// The other end of the move (kind 1), or a move to a true P-position (kind 2).
    #[serde(rename = "move")]
    pub to: Option<Vec<u64>>,
    /// The engines' outcome at `move`.
    pub move_truth: Option<String>,
}

/// The prover's answer (the CLI's `--json` object, less the certificate's contents).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Proof {
    pub vertices: Vec<String>,
    pub status: ProofStatus,
    pub formula: Json,
    pub text: String,
    pub method: String,
    pub obligations: Vec<ObligationReport>,
    pub counterexample: Option<ProofCounterexample>,
    /// `None` when proved for every position.
    pub bound: Option<u64>,
    /// The winning-move rule, where one proved obligation 2.
    pub rule: Option<Json>,
    #[serde(skip)]
    pub certificate: Vec<CertificateFile>,
    /// That rule's moves, for a larger game that applies this one (lifted, see `lift`).
    #[serde(skip)]
    pub(crate) templates: Vec<Template>,
}

/// The prover's clock: the time since some fixed moment. Natively [`system_clock`]; the
/// page passes `performance.now()` (std's clock does not run in wasm, and this crate has no
/// web dependency).
pub type Clock = fn() -> Duration;

/// std's monotonic clock, from the first time it is read.
pub fn system_clock() -> Duration {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed()
}

/// A moment on a [`Clock`], to measure an obligation's time from.
#[derive(Clone, Copy)]
struct Stamp(Clock, Duration);

impl Stamp {
    fn elapsed(self) -> Duration {
        (self.0)().saturating_sub(self.1)
    }
}

/// The prover's budget and data.
#[derive(Clone, Debug)]
pub struct ProveOptions {
    /// Wall-clock budget for the whole proof.
    pub timeout: Duration,
    /// Positions of the box the winning-move rule is found from (at most).
    pub data_positions: u64,
    /// Positions with larger piles drawn at random for the rule.
    pub samples: usize,
    /// The clock the budget is kept with.
    pub clock: Clock,
    /// Upper bounds on the piles (`None`: unbounded): F is then proved to be the P-set of
    /// the game within this box. The box is down-closed (moves only lower piles), so its
    /// P-positions are the game's own. No symmetry or composition is used then.
    pub region: Option<Vec<Option<u64>>>,
}

impl Default for ProveOptions {
    fn default() -> Self {
        ProveOptions {
            timeout: Duration::from_secs(120),
            data_positions: 20000,
            samples: 3000,
            clock: system_clock,
            region: None,
        }
    }
}

struct Run<'a> {
    c: &'a Complex,
    f: &'a Formula,
    solver: &'a mut dyn Solver,
    limits: &'a Limits,
    /// When the budget ends, on `clock`.
    deadline: Duration,
    clock: Clock,
    out: Proof,
    /// Controls that did not answer sat (the proof is then not called proved).
    control_failures: Vec<String>,
    /// The box the proof is restricted to ([`ProveOptions::region`]).
    region: Option<Vec<Option<u64>>>,
    /// The sub-games proved so far (by identity), for both obligations.
    sub_proofs: subgames::Cache,
}

impl Run<'_> {
    fn now(&self) -> Duration {
        (self.clock)()
    }

    fn start(&self) -> Stamp {
        Stamp(self.clock, self.now())
    }

    /// The files of an obligation the solver answered unsat on: it, and its control (asked
    /// now), which must answer sat; a control that does not is recorded.
    fn certify(&mut self, name: &str, ob: &Obligation) -> Result<Vec<CertificateFile>, ConjectureError> {
        let control = ob.control_text();
        let stem = name.trim_end_matches(".smt2");
        let control_name = format!("{stem}-control.smt2");
        match self.ask(&control, &[])? {
            Answer::Sat(_) => {}
            Answer::Unsat => self.control_failures.push(format!("{control_name} answered unsat")),
            Answer::Unknown(why) => self.control_failures.push(format!("{control_name}: {why}")),
        }
        Ok(vec![
            CertificateFile {
                name: name.into(),
                contents: ob.text(),
                expected: Expected::Unsat,
                proves: format!("obligation {}", ob.about),
            },
            CertificateFile {
                name: control_name,
                contents: control,
                expected: Expected::Sat,
                proves: format!("control of {name}: {}", ob.control_about),
            },
        ])
    }
}

fn report(name: &str, status: &str, started: Stamp, detail: impl Into<String>) -> ObligationReport {
    ObligationReport {
        name: name.into(),
        status: status.into(),
        seconds: (started.elapsed().as_secs_f64() * 1000.0).round() / 1000.0,
        detail: detail.into(),
    }
}

pub(super) const OB0: &str = "0: F and the moves are invariant under F's symmetries";
pub(super) const OB1: &str = "1: no move joins two positions where F holds";
pub(super) const OB2: &str = "2: from every position where F fails, some move reaches F";
const CONTROLS: &str = "controls: each obligation's control answers sat";

/// Proves `f` on `c`: Theorem 4.4 for digit columns, else the two obligations in `solver`.
pub fn prove(
    c: &Complex,
    f: &Formula,
    solver: &mut dyn Solver,
    opts: &ProveOptions,
    limits: &Limits,
) -> Result<Proof, ConjectureError> {
    let (text, _) = describe(c, f);
    let out = Proof {
        vertices: c.labels().iter().map(|l| l.to_string()).collect(),
        status: ProofStatus::Unknown,
        formula: f.to_json(),
        text: text.join("\n"),
        method: String::new(),
        obligations: Vec::new(),
        counterexample: None,
        bound: None,
        rule: None,
        certificate: Vec::new(),
        templates: Vec::new(),
    };
    let mut run = Run {
        c,
        f,
        solver,
        limits,
        deadline: (opts.clock)() + opts.timeout,
        clock: opts.clock,
        out,
        control_failures: Vec::new(),
        region: opts.region.clone().filter(|r| r.len() == c.n() && r.iter().any(Option::is_some)),
        sub_proofs: Vec::new(),
    };
    if let Some(family) = theorem44::digits_family(f, c.n()) {
        theorem_4_4(&mut run, &family);
        return Ok(run.out);
    }
    match smt::preamble(c, f) {
        Ok(_) => {
            let started = run.start();
            presburger(&mut run, opts)?;
            // Files written twice (a sub-game's, by both obligations) are kept once.
            let mut seen = std::collections::HashSet::new();
            run.out.certificate.retain(|f| seen.insert(f.name.clone()));
            if !run.control_failures.is_empty() {
                let why = run.control_failures.join("; ");
                run.out.obligations.push(report(CONTROLS, "fails", started, &why));
                if run.out.status == ProofStatus::Proved {
                    run.out.status = ProofStatus::Unknown;
                    run.out.method.push_str("; a control did not answer sat, so an obligation's unsat may be vacuous");
                }
            }
        }
        Err(NotPresburger(why)) => {
            run.out.method = format!("not attempted: {why}; a formula with xor0 or digits is proved only in the digits form of E&S Theorem 4.4");
            for name in [OB1, OB2] {
                run.out.obligations.push(report(name, "not attempted", run.start(), why));
            }
        }
    }
    Ok(run.out)
}

/// The symmetries F is invariant under, with the moves (checked by the solver), when F is
/// `some_sym` at the top: the obligations are then asked up to them.
fn symmetries<'f>(run: &mut Run<'_>, f: &'f Formula) -> Result<Option<&'f [Vec<usize>]>, ConjectureError> {
    let Formula::SomeSym(perms, _) = f else { return Ok(None) };
    if perms.len() < 2 {
        return Ok(None);
    }
    let started = run.start();
    let ob = smt_sym::symmetry(run.c, f, perms).map_err(|e| ConjectureError::Input(e.0.into()))?;
    if run.ask(&ob.text(), &[])? != Answer::Unsat {
        return Ok(None);
    }
    // The orbits: every position has a least listed image (the rule's queries ask only those).
    let orbits = smt_sym::leaders(run.c, perms);
    if run.ask(&orbits.text(), &[])? != Answer::Unsat {
        return Ok(None);
    }
    run.out.obligations.push(report(
        OB0,
        "holds",
        started,
        format!(
            "unsat: F and the moves are invariant under its {} symmetries, so 1 and 2 are asked up to them",
            perms.len()
        ),
    ));
    let ob = match run.unit_witness(f) {
        Some((p, q)) => ob.pinned(&[("p", &p), ("q", &q)]),
        None => ob,
    };
    let files = run.certify("obligation-0-symmetry.smt2", &ob)?;
    run.out.certificate.extend(files);
    let files = run.certify("obligation-0-orbits.smt2", &orbits)?;
    run.out.certificate.extend(files);
    Ok(Some(perms))
}

fn presburger(run: &mut Run<'_>, opts: &ProveOptions) -> Result<(), ConjectureError> {
    let (c, f) = (run.c, run.f);
    run.out.method = format!("Presburger arithmetic, {}", run.solver.name());
    if let Some(r) = &run.region {
        let bounds: Vec<String> = r.iter().map(|b| b.map_or("*".into(), |b| b.to_string())).collect();
        run.out.method.push_str(&format!(
            "; within the region of piles ≤ ({}) (* unbounded): the region is down-closed, so F is proved to be the game's P-set there",
            bounds.join(",")
        ));
    }
    let sym = if run.region.is_some() { None } else { symmetries(run, f)? };
    // Obligation 1.
    let started = run.start();
    let ob1 = smt::obligation_1(c, f, None, sym.is_some()).map_err(|e| ConjectureError::Input(e.0.into()))?;
    let ob1 = run.within(ob1, "p");
    // A description that applies sub-games gets a tenth of the time for the one query, then
    // goes by cases.
    let applies = !subgames::applied(f, c.n()).is_empty();
    let budget = if applies { run.left() / 10 } else { run.left() };
    let a1 = run.ask_for(&ob1.text(), &[], budget)?;
    let ok1 = match a1 {
        Answer::Unsat => {
            run.out.obligations.push(report(OB1, "holds", started, "unsat: quantifier-free"));
            let b = match f {
                Formula::SomeSym(_, body) if sym.is_some() => &**body,
                other => other,
            };
            let ob1 = match run.unit_witness(b) {
                Some((p, q)) => ob1.pinned(&[("p", &p), ("q", &q)]),
                None => ob1,
            };
            let files = run.certify("obligation-1.smt2", &ob1)?;
            run.out.certificate.extend(files);
            true
        }
        Answer::Sat(_) => {
            let region = run.region.clone();
            let cx =
                run.refute(|b| smt::obligation_1(c, f, b, false).map(|o| bounded(&region, o, "p").text()), true)?;
            finish_refuted(run, OB1, started, "sat: a move joins two positions where F holds", cx);
            return Ok(());
        }
        Answer::Unknown(why) => match ob1::by_cases(run, opts, sym)? {
            Some(ob1::ByCases::Proved(files, detail)) => {
                run.out.obligations.push(report(OB1, "holds", started, format!("{detail}; the one query: {why}")));
                run.out.certificate.extend(files);
                true
            }
            Some(ob1::ByCases::Open(w)) => {
                run.out.obligations.push(report(OB1, "unknown", started, format!("{why}; by cases: {w}")));
                false
            }
            None => {
                run.out.obligations.push(report(OB1, "unknown", started, why));
                false
            }
        },
    };
    // Obligation 2: a winning-move rule, refined on counterexamples (with the sub-games'
    // own rules lifted through the reductions F applies them by); the quantified query
    // within what is left of the budget otherwise.
    let started = run.start();
    let mut composition: Option<String> = None;
    let composed = if run.region.is_some() { None } else { compose::by_composition(run, opts, sym)? };
    match composed {
        Some(compose::Composed::Proved { files, detail, residual, rule }) => {
            run.out.obligations.push(report(OB2, "holds", started, detail));
            run.out.certificate.extend(files);
            keep_rule(run, &residual, rule);
            if ok1 {
                run.out.status = ProofStatus::Proved;
            }
            return Ok(());
        }
        Some(compose::Composed::Refuted(cx)) => {
            finish_refuted(run, OB2, started, "F fails at a position no piece covers, with no move into F", cx);
            return Ok(());
        }
        // Not composed (or a step did not close): the flat rule, with the sub-games' rules
        // lifted as candidates.
        Some(compose::Composed::Open(why)) => composition = Some(why),
        None => {}
    }
    let lifted = if run.region.is_some() { Vec::new() } else { lifted_candidates(run, opts)? };
    match by_rule(run, opts, sym, &lifted, None)? {
        RuleOutcome::Proved(rule, script) => {
            run.out.obligations.push(report(
                OB2,
                "holds",
                started,
                format!(
                    "unsat: quantifier-free, by a winning-move rule of {} moves{}",
                    rule.len(),
                    composition.as_ref().map(|w| format!(" (not by composition: {w})")).unwrap_or_default()
                ),
            ));
            let script = match run.rule_witness(sym, |p| run.serves(&rule, p)) {
                Some(p) => script.pinned(&[("p", &p)]),
                None => script,
            };
            let files = run.certify("obligation-2.smt2", &script)?;
            run.out.certificate.extend(files);
            keep_rule(run, &rule.clone(), rule);
        }
        RuleOutcome::Refuted(cx) => {
            finish_refuted(run, OB2, started, "F fails at a position with no move into F", cx);
            return Ok(());
        }
        RuleOutcome::Open(why) => {
            let ob2 = smt::obligation_2_quantified(c, f, None).map_err(|e| ConjectureError::Input(e.0.into()))?;
            let ob2 = run.within(ob2, "p");
            match run.ask(&ob2.text(), &[])? {
                Answer::Unsat => {
                    run.out.obligations.push(report(
                        OB2,
                        "holds",
                        started,
                        format!("unsat: the quantified query ({why})"),
                    ));
                    let ob2 = match run.unit_witness(f) {
                        Some((p, _)) => ob2.pinned(&[("p", &p)]),
                        None => ob2,
                    };
                    let files = run.certify("obligation-2.smt2", &ob2)?;
                    run.out.certificate.extend(files);
                }
                Answer::Sat(_) => {
                    let region = run.region.clone();
                    let cx = run.refute(
                        |b| smt::obligation_2_quantified(c, f, b).map(|o| bounded(&region, o, "p").text()),
                        false,
                    )?;
                    finish_refuted(run, OB2, started, "sat: F fails at a position with no move into F", cx);
                    return Ok(());
                }
                Answer::Unknown(u) => {
                    let composed = composition.map(|c| format!("; by composition: {c}")).unwrap_or_default();
                    run.out.obligations.push(report(
                        OB2,
                        "unknown",
                        started,
                        format!("{why}; the quantified query: {u}{composed}"),
                    ));
                }
            }
        }
    }
    if ok1 && run.out.obligations.iter().all(|o| o.status == "holds") {
        run.out.status = ProofStatus::Proved;
    }
    Ok(())
}

/// The winning-move rule of obligation 2: `shown` in the certificate and the JSON (for a
/// composition, its residual rule), `whole` for a larger game that applies this one.
fn keep_rule(run: &mut Run<'_>, shown: &[Template], whole: Vec<Template>) {
    let json = rule_json(run.c, shown);
    run.out.certificate.push(CertificateFile::read(
        "winning-move-rule.json",
        serde_json::to_string_pretty(&json).unwrap_or_default(),
        "the winning-move rule whose moves the obligation-2 file (or the residual) defines as R0, R1, …",
    ));
    run.out.rule = Some(json);
    run.out.templates = whole;
}

/// Obligation `name` fails (`cx`, a position the engines confirmed) or is left unknown (the
/// solver found F wrong where the engines could not confirm it): the report and the status.
fn finish_refuted(run: &mut Run<'_>, name: &str, started: Stamp, detail: &str, cx: Option<ProofCounterexample>) {
    run.out.obligations.push(report(name, if cx.is_some() { "fails" } else { "unknown" }, started, detail));
    run.out.status = if cx.is_some() { ProofStatus::Refuted } else { ProofStatus::Unknown };
    if cx.is_none() {
        run.out.method.push_str("; the solver found F wrong, but the engines could not confirm a position");
    }
    run.out.counterexample = cx;
}
