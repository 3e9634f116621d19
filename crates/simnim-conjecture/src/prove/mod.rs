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
mod lift;
mod refute;
mod rule;

use super::formula::{Formula, Sub};
use super::json::Json;
use super::smt::{self, NotPresburger, Template};
use super::solver::{Answer, Solver};
use super::theorem44;
use super::{describe, ConjectureError};
use rule::{by_rule, rule_json, RuleOutcome};

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

/// A file of the certificate: its name and contents.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CertificateFile {
    pub name: String,
    pub contents: String,
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
}

impl Default for ProveOptions {
    fn default() -> Self {
        ProveOptions { timeout: Duration::from_secs(120), data_positions: 20000, samples: 3000, clock: system_clock }
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
}

impl Run<'_> {
    fn now(&self) -> Duration {
        (self.clock)()
    }

    fn start(&self) -> Stamp {
        Stamp(self.clock, self.now())
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
const OB1: &str = "1: no move joins two positions where F holds";
const OB2: &str = "2: from every position where F fails, some move reaches F";

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
    let mut run = Run { c, f, solver, limits, deadline: (opts.clock)() + opts.timeout, clock: opts.clock, out };
    if let Some(family) = theorem44::digits_family(f, c.n()) {
        theorem_4_4(&mut run, &family);
        return Ok(run.out);
    }
    match smt::preamble(c, f) {
        Ok(_) => presburger(&mut run, opts)?,
        Err(NotPresburger(why)) => {
            run.out.method = format!("not attempted: {why}; a formula with xor0 or digits is proved only in the digits form of E&S Theorem 4.4");
            for name in [OB1, OB2] {
                run.out.obligations.push(report(name, "not attempted", run.start(), why));
            }
        }
    }
    Ok(run.out)
}

fn theorem_4_4(run: &mut Run<'_>, family: &[u64]) {
    let started = run.start();
    let Some(cond) = theorem44::check(run.c, family) else {
        run.out.method = format!("E&S Theorem 4.4 not checked: more than {} vertices", theorem44::MAX_VERTICES);
        return;
    };
    let detail = format!(
        "Conditions (A), (B), (C) checked on all {} sets ({} pairs for (B), {} face-and-set pairs for (C))",
        1u64 << run.c.n(),
        cond.checked_b,
        cond.checked_c
    );
    run.out
        .certificate
        .push(CertificateFile { name: "theorem-4.4.json".into(), contents: conditions_json(&cond, run.c) });
    if cond.hold() {
        run.out.status = ProofStatus::Proved;
        run.out.method = format!("E&S Theorem 4.4, conditions (A)-(C) checked on all 2^{} sets", run.c.n());
        for name in [OB1, OB2] {
            run.out.obligations.push(report(name, "holds", started, &detail));
        }
        return;
    }
    let why = cond.failure.clone().unwrap_or_default();
    run.out.method =
        format!("E&S Theorem 4.4 does not apply: {why}; refuted on the box {{0..3}}^V (by the proof of E&S Prop 4.3)");
    run.out.counterexample = run.smallest(3);
    run.out.status = if run.out.counterexample.is_some() { ProofStatus::Refuted } else { ProofStatus::Unknown };
    for name in [OB1, OB2] {
        run.out.obligations.push(report(
            name,
            if run.out.counterexample.is_some() { "fails" } else { "unknown" },
            started,
            &why,
        ));
    }
}

/// The conditions as the certificate's JSON.
fn conditions_json(cond: &theorem44::Conditions, c: &Complex) -> String {
    let facets: Vec<Json> = c.facets().iter().map(|&s| Json::Str(c.set_to_string(s))).collect();
    let basis: Vec<Json> =
        cond.basis.iter().map(|b| Json::Arr(b.iter().map(|l| Json::Str(l.clone())).collect())).collect();
    let obj = Json::Obj(vec![
        ("theorem".into(), Json::Str("E&S Theorem 4.4: if the family satisfies Conditions (A), (B), (C), the P-positions are the positions whose binary digit columns all lie in it".into())),
        ("facets".into(), Json::Arr(facets)),
        ("family".into(), Json::Arr(basis)),
        ("A".into(), Json::Bool(cond.a)),
        ("B".into(), Json::Bool(cond.b)),
        ("C".into(), Json::Bool(cond.c)),
        ("failure".into(), cond.failure.clone().map_or(Json::Null, Json::Str)),
    ]);
    serde_json::to_string_pretty(&obj).unwrap_or_default()
}

/// The symmetries F is invariant under, with the moves (checked by the solver), when F is
/// `some_sym` at the top: the obligations are then asked up to them.
fn symmetries<'f>(run: &mut Run<'_>, f: &'f Formula) -> Result<Option<&'f [Vec<usize>]>, ConjectureError> {
    let Formula::SomeSym(perms, _) = f else { return Ok(None) };
    if perms.len() < 2 {
        return Ok(None);
    }
    let started = run.start();
    let script = smt::symmetry(run.c, f, perms).map_err(|e| ConjectureError::Input(e.0.into()))?;
    if run.ask(&script, &[])? != Answer::Unsat {
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
    run.out.certificate.push(CertificateFile { name: "obligation-0-symmetry.smt2".into(), contents: script });
    Ok(Some(perms))
}

fn presburger(run: &mut Run<'_>, opts: &ProveOptions) -> Result<(), ConjectureError> {
    let (c, f) = (run.c, run.f);
    run.out.method = format!("Presburger arithmetic, {}", run.solver.name());
    let sym = symmetries(run, f)?;
    // Obligation 1.
    let started = run.start();
    let ob1 = smt::obligation_1(c, f, None, sym.is_some()).map_err(|e| ConjectureError::Input(e.0.into()))?;
    let a1 = run.ask(&ob1, &[])?;
    let ok1 = match a1 {
        Answer::Unsat => {
            run.out.obligations.push(report(OB1, "holds", started, "unsat: quantifier-free"));
            run.out.certificate.push(CertificateFile { name: "obligation-1.smt2".into(), contents: ob1 });
            true
        }
        Answer::Sat(_) => {
            let cx = run.refute(|b| smt::obligation_1(c, f, b, false), true)?;
            finish_refuted(run, OB1, started, "sat: a move joins two positions where F holds", cx);
            return Ok(());
        }
        Answer::Unknown(why) => {
            run.out.obligations.push(report(OB1, "unknown", started, why));
            false
        }
    };
    // Obligation 2: a winning-move rule, refined on counterexamples (with the sub-games'
    // own rules lifted through the reductions F applies them by); the quantified query
    // within what is left of the budget otherwise.
    let started = run.start();
    let mut composition: Option<String> = None;
    match compose::by_composition(run, opts, sym)? {
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
    let lifted = lifted_candidates(run, opts)?;
    match by_rule(run, opts, sym, &lifted, None)? {
        RuleOutcome::Proved(rule, script) => {
            run.out.obligations.push(report(
                OB2,
                "holds",
                started,
                format!("unsat: quantifier-free, by a winning-move rule of {} moves", rule.len()),
            ));
            run.out.certificate.push(CertificateFile { name: "obligation-2.smt2".into(), contents: script });
            keep_rule(run, &rule.clone(), rule);
        }
        RuleOutcome::Refuted(cx) => {
            finish_refuted(run, OB2, started, "F fails at a position with no move into F", cx);
            return Ok(());
        }
        RuleOutcome::Open(why) => {
            let ob2 = smt::obligation_2_quantified(c, f, None).map_err(|e| ConjectureError::Input(e.0.into()))?;
            match run.ask(&ob2, &[])? {
                Answer::Unsat => {
                    run.out.obligations.push(report(
                        OB2,
                        "holds",
                        started,
                        format!("unsat: the quantified query ({why})"),
                    ));
                    run.out.certificate.push(CertificateFile { name: "obligation-2.smt2".into(), contents: ob2 });
                }
                Answer::Sat(_) => {
                    let cx = run.refute(|b| smt::obligation_2_quantified(c, f, b), false)?;
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

/// Candidate moves lifted from the winning-move rules of the sub-games F applies: each
/// sub-game with a known game is proved first (with a quarter of the time left), and its
/// rule lifted at every application (see [`lift`]).
fn lifted_candidates(run: &mut Run<'_>, opts: &ProveOptions) -> Result<Vec<Template>, ConjectureError> {
    let (c, f) = (run.c, run.f);
    let mut rules: Vec<(*const Sub, Vec<Template>)> = Vec::new();
    let mut out = Vec::new();
    for (map, via, sub, args) in lift::applications(f, c.n()) {
        let key = sub as *const Sub;
        if !rules.iter().any(|(k, _)| *k == key) {
            let rule = sub_rule(run, opts, sub)?;
            rules.push((key, rule));
        }
        if let Some((_, rule)) = rules.iter().find(|(k, _)| *k == key) {
            out.extend(lift::lift(c.n(), &map, via.as_deref(), args, rule));
        }
    }
    out.sort();
    out.dedup();
    Ok(out)
}

/// A sub-game's proved winning-move rule (empty when its game is unknown or the proof does
/// not close in time).
fn sub_rule(run: &mut Run<'_>, opts: &ProveOptions, sub: &Sub) -> Result<Vec<Template>, ConjectureError> {
    Ok(prove_sub(run, opts, sub)?
        .filter(|(_, proof, _)| proof.status == ProofStatus::Proved)
        .map(|(_, _, rule)| rule)
        .unwrap_or_default())
}

/// A sub-game F applies, with its complex, proved with a quarter of the time left; and its
/// winning-move rule at every point: where its obligation 0 established its symmetries, the
/// rule serves the least point of each orbit, so its moves also act through each symmetry.
/// `None` when the sub-game's own complex is unknown.
fn prove_sub(
    run: &mut Run<'_>,
    opts: &ProveOptions,
    sub: &Sub,
) -> Result<Option<(Complex, Proof, Vec<Template>)>, ConjectureError> {
    let Some(sc) = sub.game.as_deref().and_then(|g| Complex::parse(g).ok()).filter(|sc| sc.n() == sub.arity) else {
        return Ok(None);
    };
    let sub_opts = ProveOptions { timeout: run.deadline.saturating_sub(run.now()) / 4, ..opts.clone() };
    let proof = prove(&sc, &sub.f, &mut *run.solver, &sub_opts, run.limits)?;
    let symmetric = proof.obligations.iter().any(|o| o.name == OB0 && o.status == "holds");
    let mut rule = proof.templates.clone();
    if let (true, Formula::SomeSym(hs, _)) = (symmetric, &sub.f) {
        for t in &proof.templates {
            rule.extend(hs.iter().map(|h| lift::through(t, h)));
        }
    }
    rule.sort();
    rule.dedup();
    Ok(Some((sc, proof, rule)))
}

/// The winning-move rule of obligation 2: `shown` in the certificate and the JSON (for a
/// composition, its residual rule), `whole` for a larger game that applies this one.
fn keep_rule(run: &mut Run<'_>, shown: &[Template], whole: Vec<Template>) {
    let json = rule_json(run.c, shown);
    run.out.certificate.push(CertificateFile {
        name: "winning-move-rule.json".into(),
        contents: serde_json::to_string_pretty(&json).unwrap_or_default(),
    });
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
