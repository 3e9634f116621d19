//! The sub-games a description applies (`apply`, with their games named), proved first:
//! their winning-move rules lifted into the game as candidates for its own rule, or (see
//! `compose`) as the lifted half of a proof by composition.

use simnim_core::Complex;

use super::super::formula::{Formula, Sub};
use super::super::smt::Template;
use super::{lift, prove, Proof, ProofStatus, ProveOptions, Run, OB0};
use crate::answer::ConjectureError;

/// Candidate moves lifted from the winning-move rules of the sub-games F applies: each
/// sub-game with a known game is proved first (with a quarter of the time left), and its
/// rule lifted at every application (see [`lift`]).
pub(super) fn lifted_candidates(run: &mut Run<'_>, opts: &ProveOptions) -> Result<Vec<Template>, ConjectureError> {
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
pub(super) fn prove_sub(
    run: &mut Run<'_>,
    opts: &ProveOptions,
    sub: &Sub,
) -> Result<Option<(Complex, Proof, Vec<Template>)>, ConjectureError> {
    let key = sub as *const Sub;
    if let Some((_, done)) = run.sub_proofs.iter().find(|(k, _)| *k == key) {
        return Ok(done.clone());
    }
    let done = prove_sub_now(run, opts, sub)?;
    run.sub_proofs.push((key, done.clone()));
    Ok(done)
}

/// The sub-games proved so far, by identity: each with its complex, proof and rule.
pub(super) type Cache = Vec<(*const Sub, Option<(Complex, Proof, Vec<Template>)>)>;

/// The sub-games F applies (each once, by identity).
pub(super) fn applied(f: &Formula, n: usize) -> Vec<*const Sub> {
    let mut out: Vec<*const Sub> = Vec::new();
    for (_, _, sub, _) in lift::applications(f, n) {
        if !out.contains(&(sub as *const Sub)) {
            out.push(sub as *const Sub);
        }
    }
    out
}

fn prove_sub_now(
    run: &mut Run<'_>,
    opts: &ProveOptions,
    sub: &Sub,
) -> Result<Option<(Complex, Proof, Vec<Template>)>, ConjectureError> {
    let Some(sc) = sub.game.as_deref().and_then(|g| Complex::parse(g).ok()).filter(|sc| sc.n() == sub.arity) else {
        return Ok(None);
    };
    let sub_opts = ProveOptions { timeout: run.deadline.saturating_sub(run.now()) / 4, region: None, ..opts.clone() };
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
