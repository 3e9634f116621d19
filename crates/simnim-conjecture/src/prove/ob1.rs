//! Obligation 1 by cases ([`crate::smt_ob1`]), when the one query does not close: for F =
//! some_sym(G, ⋁ branches) (G established by obligation 0), a move joining two positions
//! of F joins branch a at p to branch b at q∘g for some a, b and listed g; each case is its
//! own query. The case (a, a, identity) of a branch that applies a sub-game is split: the
//! moves whose reduced positions are joined by a move of the sub-game are excluded by the
//! sub-game's own obligation 1 (proved first, its files in the certificate), the others are
//! asked.

use std::sync::Arc;

use simnim_core::Complex;

use super::super::certificate::CertificateFile;
use super::super::formula::{Formula, Sub};
use super::super::smt_ob1::{case, split_lemma, sub_move_case, PieceSpec};
use super::super::solver::Answer;
use super::compose::{file_part, pieces};
use super::witness::{first, image, is_move};
use super::{ProofStatus, ProveOptions, Run};
use crate::answer::ConjectureError;

/// What the cases gave: the certificate's files and the report's words, or the case that
/// resisted and why.
pub(super) enum ByCases {
    Proved(Vec<CertificateFile>, String),
    Open(String),
}

/// Obligation 1 by cases; `None` when F is not of that form.
pub(super) fn by_cases(
    run: &mut Run<'_>,
    opts: &ProveOptions,
    sym: Option<&[Vec<usize>]>,
) -> Result<Option<ByCases>, ConjectureError> {
    let (c, f) = (run.c, run.f);
    let n = c.n();
    let identity: Vec<usize> = (0..n).collect();
    let (perms, body): (Vec<Vec<usize>>, &Formula) = match f {
        Formula::SomeSym(gs, body) if sym.is_some() => (gs.clone(), body),
        Formula::SomeSym(..) => return Ok(None),
        other => (vec![identity.clone()], other),
    };
    let branches: Vec<&Formula> = match body {
        Formula::Or(fs) => fs.iter().collect(),
        other => vec![other],
    };
    let ps = pieces(body, n);
    if ps.is_empty() {
        return Ok(None);
    }
    let mut files: Vec<CertificateFile> = Vec::new();
    // The sub-games, proved (their obligation 1 is the split's axiom).
    let mut subs: Vec<(*const Sub, Complex)> = Vec::new();
    for p in &ps {
        let key = Arc::as_ptr(p.sub);
        if subs.iter().any(|(k, _)| *k == key) {
            continue;
        }
        let name = p.sub.name.clone().unwrap_or_else(|| "sub-game".into());
        let Some((sc, proof, _)) = super::prove_sub(run, opts, p.sub)? else { return Ok(None) };
        if proof.status != ProofStatus::Proved {
            return Ok(Some(ByCases::Open(format!("the sub-game {name} was not proved ({})", proof.method))));
        }
        let prefix = format!("sub-{}-", file_part(&name));
        files.extend(proof.certificate.into_iter().map(|cf| cf.prefixed(&prefix, &name)));
        subs.push((key, sc));
    }
    let specs: Vec<(usize, PieceSpec<'_>)> = branches
        .iter()
        .enumerate()
        .filter_map(|(i, b)| {
            let p = pieces(b, n).into_iter().next()?;
            Some((i, PieceSpec { atoms: p.atoms, sub: p.sub, args: p.args }))
        })
        .collect();
    let mut cases = Cases { files, splits: Vec::new(), asked: 0 };
    for a in 0..branches.len() {
        for b in 0..branches.len() {
            for g in &perms {
                let split = (a == b && *g == identity)
                    .then(|| specs.iter().find(|(i, _)| *i == a))
                    .flatten()
                    .and_then(|(_, s)| subs.iter().find(|(k, _)| *k == Arc::as_ptr(s.sub)).map(|(_, sc)| (s, sc)));
                let g_name = g.iter().map(|i| (i + 1).to_string()).collect::<Vec<_>>().join("-");
                let at = Place { g, split, label: format!("{}-{}-g{g_name}", a + 1, b + 1) };
                match settle(run, &at, (branches[a], branches[b]), 0, &mut cases)? {
                    Settled::Unsat => {}
                    Settled::Sat(label) => {
                        return Ok(Some(ByCases::Open(format!("case {label} is sat: a move joins two positions of F"))))
                    }
                    Settled::Resists(label, why) => {
                        return Ok(Some(ByCases::Open(format!(
                            "case {label} resists ({why}) after {} queries",
                            cases.asked
                        ))))
                    }
                }
                if let Some((s, sc)) = split {
                    let ob = sub_move_case(c, s, a, sc).map_err(|e| ConjectureError::Input(e.0.into()))?;
                    let name = format!("obligation-1-case-{}-{}-submove.smt2", a + 1, a + 1);
                    match run.ask(&ob.text(), &[])? {
                        Answer::Unsat => cases.files.extend(run.certify(&name, &ob)?),
                        other => {
                            return Ok(Some(ByCases::Open(format!("the sub-move case of branch {}: {other:?}", a + 1))))
                        }
                    }
                }
            }
        }
    }
    let detail = format!(
        "unsat: by cases — {} pairs of branches under {} symmetries, {} queries (moves within a piece's sub-game by its own obligation 1; cases the solver did not settle at once split into their alternatives)",
        branches.len() * branches.len(),
        perms.len(),
        cases.asked
    );
    Ok(Some(ByCases::Proved(cases.files, detail)))
}

/// The cases' files so far, the splits proved exhaustive (each part once, with its file's
/// name stem), and the number of queries asked.
struct Cases {
    files: Vec<CertificateFile>,
    splits: Vec<(Formula, String)>,
    asked: usize,
}

/// Where a case is: the symmetry of q, the split of (a, a, identity), its label.
struct Place<'a, 'f> {
    g: &'a [usize],
    split: Option<(&'a PieceSpec<'f>, &'a Complex)>,
    label: String,
}

enum Settled {
    Unsat,
    Sat(String),
    Resists(String, String),
}

/// How deep a case is split at most, and the seconds each query may take at a depth before
/// its case is split (the deepest get more).
const MAX_DEPTH: usize = 3;
const CASE_SECONDS: [u64; MAX_DEPTH + 1] = [30, 20, 20, 120];

/// One case: asked, and when the solver does not settle it in time, split into the
/// alternatives of its two parts (each split proved exhaustive) and each of those settled.
fn settle(
    run: &mut Run<'_>,
    at: &Place<'_, '_>,
    (fa, fb): (&Formula, &Formula),
    depth: usize,
    cases: &mut Cases,
) -> Result<Settled, ConjectureError> {
    let (c, f) = (run.c, run.f);
    let ob = case(c, f, (fa, fb), at.g, at.split, &at.label).map_err(|e| ConjectureError::Input(e.0.into()))?;
    cases.asked += 1;
    let t = std::time::Duration::from_secs(CASE_SECONDS[depth.min(MAX_DEPTH)]);
    let why = match run.ask_for(&ob.text(), &[], t)? {
        Answer::Unsat => {
            let ob = match case_witness(run, (fa, fb), at.g, at.split) {
                Some((p, q)) => ob.pinned(&[("p", &p), ("q", &q)]),
                None => ob,
            };
            let name = format!("obligation-1-case-{}.smt2", at.label);
            cases.files.extend(run.certify(&name, &ob)?);
            return Ok(Settled::Unsat);
        }
        Answer::Sat(_) => return Ok(Settled::Sat(at.label.clone())),
        Answer::Unknown(why) => why,
    };
    if depth >= MAX_DEPTH || run.left().is_zero() {
        return Ok(Settled::Resists(at.label.clone(), why));
    }
    let (alts_a, alts_b) = (fa.alternatives(), fb.alternatives());
    if alts_a.is_none() && alts_b.is_none() {
        return Ok(Settled::Resists(at.label.clone(), why));
    }
    for (whole, alts) in [(fa, &alts_a), (fb, &alts_b)] {
        if let Some(alts) = alts {
            if !split_proved(run, whole, alts, cases)? {
                return Ok(Settled::Resists(at.label.clone(), "a split's exhaustiveness".into()));
            }
        }
    }
    let alts_a = alts_a.unwrap_or_else(|| vec![fa.clone()]);
    let alts_b = alts_b.unwrap_or_else(|| vec![fb.clone()]);
    for (i, a) in alts_a.iter().enumerate() {
        for (j, b) in alts_b.iter().enumerate() {
            let sub = Place { g: at.g, split: at.split, label: format!("{}-s{}.{}", at.label, i + 1, j + 1) };
            match settle(run, &sub, (a, b), depth + 1, cases)? {
                Settled::Unsat => {}
                other => return Ok(other),
            }
        }
    }
    Ok(Settled::Unsat)
}

/// The split of `whole` into `alts` proved exhaustive (once per part; its file in the
/// certificate).
fn split_proved(
    run: &mut Run<'_>,
    whole: &Formula,
    alts: &[Formula],
    cases: &mut Cases,
) -> Result<bool, ConjectureError> {
    if cases.splits.iter().any(|(w, _)| w == whole) {
        return Ok(true);
    }
    let ob = split_lemma(run.c, run.f, whole, alts).map_err(|e| ConjectureError::Input(e.0.into()))?;
    let name = format!("obligation-1-split-{}", cases.splits.len() + 1);
    if run.ask(&ob.text(), &[])? != Answer::Unsat {
        return Ok(false);
    }
    let ob = match first(run.c.n(), 2, |x| whole.holds(x)) {
        Some(x) => ob.pinned(&[("x", &x)]),
        None => ob,
    };
    cases.files.extend(run.certify(&format!("{name}.smt2"), &ob)?);
    cases.splits.push((whole.clone(), name));
    Ok(true)
}

/// A witness for a case's control: p where branch a holds and a one-chip move p → q with
/// branch b failing at q∘g (and, with the split, the reduced positions not joined by a move
/// of the sub-game).
fn case_witness(
    run: &Run<'_>,
    (fa, fb): (&Formula, &Formula),
    g: &[usize],
    split: Option<(&PieceSpec<'_>, &Complex)>,
) -> Option<(Vec<u64>, Vec<u64>)> {
    let facets = run.c.facets();
    let reduced = |s: &PieceSpec<'_>, x: &[u64]| -> Option<Vec<u64>> {
        s.args.iter().map(|t| u64::try_from(t.eval(x)).ok()).collect()
    };
    let moves = |p: &[u64]| -> Option<Vec<u64>> {
        (0..p.len()).filter(|&i| p[i] > 0).find_map(|i| {
            let mut q = p.to_vec();
            q[i] -= 1;
            if !is_move(facets, p, &q) || fb.holds(&image(&q, g)) {
                return None;
            }
            if let Some((s, sc)) = split {
                if let (Some(y), Some(z)) = (reduced(s, p), reduced(s, &q)) {
                    if is_move(sc.facets(), &y, &z) {
                        return None;
                    }
                }
            }
            Some(q)
        })
    };
    for max in [1, 2] {
        if let Some(p) = first(run.c.n(), max, |p| fa.holds(p) && moves(p).is_some()) {
            let q = moves(&p)?;
            return Some((p, q));
        }
    }
    None
}
