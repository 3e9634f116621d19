//! Obligation 2 by composition, as the papers prove such theorems: when F's pieces reduce the
//! game to smaller ones (`atoms(x) ∧ P_sub(t(x))`, read under F's symmetries), a move into F
//! from a position a piece's atoms cover is the sub-game's own winning move, lifted.
//!
//! The argument, each step an `unsat` in the certificate:
//!
//! 1. every sub-game's description is proved (recursively, its own certificate), with a
//!    winning-move rule for the least point of each orbit of its symmetries;
//! 2. for every piece, the **lifting lemma**: where its atoms hold and y = t(x) ≥ 0, each move
//!    of that rule — at y's least image `y∘h`, read back through h — that is legal in the
//!    sub-game is realised by a legal move x → x' of the game with the atoms still true and
//!    t(x') the sub-game's target ([`crate::smt_compose::lifting_lemma`]);
//! 3. the **residual**: from every position where F fails and no piece's atoms hold under any
//!    symmetry, a rule found from data reaches F ([`crate::smt_compose::residual`]).
//!
//! Then F fails at p ⇒ either some symmetry g and piece cover p∘g (so `P_sub(t(p∘g))` fails,
//! else F(p); the sub-game's rule gives a move into `P_sub`, step 2 lifts it to a move from
//! p∘g into the piece, hence into F, and obligation 0 carries it back to p), or step 3 serves
//! p. With obligation 1, F is the P-set.

use std::sync::Arc;

use simnim_core::Complex;

use super::super::certificate::CertificateFile;
use super::super::formula::{Formula, Sub, Term};
use super::super::smt::obligation_2_rule;
use super::super::smt::Template;
use super::super::smt_compose::{cover_invariance, covered_lemma, lifting_lemma, target_lemma, LiftCase};
use super::super::solver::Answer;
use super::lift::{affine, realisations};
use super::rule::{by_rule, RuleOutcome};
use super::witness::{first, image};
use super::{prove_sub, ProofCounterexample, ProofStatus, ProveOptions, Run};
use crate::answer::ConjectureError;

/// A piece of F that applies a sub-game: its other conditions (atoms), the sub-game and the
/// reduced position's terms (affine).
pub(super) struct Piece<'f> {
    pub(super) atoms: Vec<&'f Formula>,
    pub(super) sub: &'f Arc<Sub>,
    pub(super) args: &'f [Term],
}

/// What composition gave.
pub(super) enum Composed {
    /// Every step unsat: the certificate's files, the report's words, the residual rule and
    /// the whole rule (residual and lifted moves).
    Proved { files: Vec<CertificateFile>, detail: String, residual: Vec<Template>, rule: Vec<Template> },
    /// The residual step found F wrong (confirmed by the engines, or not).
    Refuted(Option<ProofCounterexample>),
    /// A step did not close: why (the flat rule is tried next).
    Open(String),
}

fn is_atom(f: &Formula) -> bool {
    matches!(f, Formula::Eq(..) | Formula::Le(..) | Formula::Lt(..) | Formula::Mod(..))
}

/// The pieces of `body` that apply a sub-game whose game is known, with affine terms.
pub(super) fn pieces(body: &Formula, n: usize) -> Vec<Piece<'_>> {
    let all: Vec<&Formula> = match body {
        Formula::Or(fs) => fs.iter().collect(),
        other => vec![other],
    };
    let identity: Vec<usize> = (0..n).collect();
    let mut out = Vec::new();
    for p in all {
        let Formula::And(parts) = p else { continue };
        let applies: Vec<(&Arc<Sub>, &Vec<Term>)> = parts
            .iter()
            .filter_map(|f| match f {
                Formula::Apply(sub, args) => Some((sub, args)),
                _ => None,
            })
            .collect();
        let atoms: Vec<&Formula> = parts.iter().filter(|f| is_atom(f)).collect();
        let [(sub, args)] = applies[..] else { continue };
        if atoms.len() + 1 != parts.len()
            || sub.game.is_none()
            || args.iter().any(|t| affine(t, &identity, n).is_none())
        {
            continue;
        }
        out.push(Piece { atoms, sub, args });
    }
    out
}

/// A sub-game's name as part of a file name.
pub(super) fn file_part(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .trim_matches('-')
        .to_string()
}

/// Obligation 2 by composition; `None` when F is not of that form (no piece applies a known
/// sub-game, or F has symmetries obligation 0 did not establish).
pub(super) fn by_composition(
    run: &mut Run<'_>,
    opts: &ProveOptions,
    sym: Option<&[Vec<usize>]>,
) -> Result<Option<Composed>, ConjectureError> {
    let (c, f) = (run.c, run.f);
    let n = c.n();
    let (perms, body): (Vec<Vec<usize>>, &Formula) = match f {
        Formula::SomeSym(gs, body) if sym.is_some() => (gs.clone(), body),
        Formula::SomeSym(..) => return Ok(None),
        other => (vec![(0..n).collect()], other),
    };
    let ps = pieces(body, n);
    if ps.is_empty() {
        return Ok(None);
    }
    let mut files: Vec<CertificateFile> = Vec::new();
    // 1. The sub-games, each proved once, with its rule read through its symmetries, and
    //    that rule checked at every point (not only the least points of orbits).
    let mut subs: Vec<(*const Sub, Complex, Vec<Template>, String)> = Vec::new();
    for p in &ps {
        let key = Arc::as_ptr(p.sub);
        if subs.iter().any(|(k, ..)| *k == key) {
            continue;
        }
        let name = p.sub.name.clone().unwrap_or_else(|| "sub-game".into());
        let Some((sc, proof, rule)) = prove_sub(run, opts, p.sub)? else { return Ok(None) };
        if proof.status != ProofStatus::Proved || proof.templates.is_empty() {
            return Ok(Some(Composed::Open(format!(
                "the sub-game {name} was not proved by a rule ({})",
                proof.method
            ))));
        }
        let prefix = format!("sub-{}-", file_part(&name));
        files.extend(proof.certificate.into_iter().map(|cf| cf.prefixed(&prefix, &name)));
        let everywhere =
            obligation_2_rule(&sc, &p.sub.f, &rule, None, None).map_err(|e| ConjectureError::Input(e.0.into()))?;
        match run.ask(&everywhere.text(), &[])? {
            Answer::Unsat => {
                let at =
                    first(sc.n(), 2, |y| !p.sub.f.holds(y) && rule.iter().any(|t| t.serves(y, sc.facets(), &p.sub.f)));
                let everywhere = match at {
                    Some(y) => everywhere.pinned(&[("p", &y)]),
                    None => everywhere,
                };
                let certified = run.certify(&format!("{prefix}rule-everywhere.smt2"), &everywhere)?;
                files.extend(certified.into_iter().map(|cf| CertificateFile {
                    proves: format!("{name}: {}; its rule read through its symmetries serves every position, not only the least of each orbit", cf.proves),
                    ..cf
                }));
            }
            other => {
                return Ok(Some(Composed::Open(format!(
                    "{name}'s rule read through its symmetries at every position: {}",
                    word(&other)
                ))))
            }
        }
        subs.push((key, sc, rule, name));
    }
    // 2. The lifting lemma of each piece, and the two joining lemmas.
    let identity: Vec<usize> = (0..n).collect();
    let mut lemmas = 0;
    for (i, p) in ps.iter().enumerate() {
        let Some((_, sc, rule, name)) = subs.iter().find(|(k, ..)| *k == Arc::as_ptr(p.sub)) else { continue };
        let cases: Vec<LiftCase> = rule
            .iter()
            .map(|t| LiftCase { sub_move: t.clone(), lifts: realisations(n, &identity, p.args, t) })
            .collect();
        let lemma = lifting_lemma(c, sc, &p.atoms, p.args, &cases).map_err(|e| ConjectureError::Input(e.0.into()))?;
        let covered =
            covered_lemma(c, f, &perms, &p.atoms, p.sub, p.args).map_err(|e| ConjectureError::Input(e.0.into()))?;
        let target = target_lemma(c, f, &p.atoms, p.sub, p.args).map_err(|e| ConjectureError::Input(e.0.into()))?;
        let k = i + 1;
        let mut parts: Vec<Formula> = p.atoms.iter().map(|a| (*a).clone()).collect();
        parts.extend(p.args.iter().map(|t| Formula::Le(Term::Int(0), t.clone())));
        let cover = Formula::And(parts.clone());
        parts.push(Formula::Apply(p.sub.clone(), p.args.to_vec()));
        let piece = Formula::And(parts);
        let covered = match first(n, 2, |x| !f.holds(x) && perms.iter().any(|g| cover.holds(&image(x, g)))) {
            Some(x) => covered.pinned(&[("p", &x)]),
            None => covered,
        };
        let target = match first(n, 2, |x| piece.holds(x) && f.holds(x)) {
            Some(x) => target.pinned(&[("x", &x)]),
            None => target,
        };
        for (file, ob, what) in [
            (
                format!("obligation-2-lift-{k}.smt2"),
                &lemma,
                format!("the moves of {name} do not all lift through piece {k}"),
            ),
            (format!("obligation-2-covered-{k}.smt2"), &covered, format!("piece {k}'s joining lemma (covered) fails")),
            (format!("obligation-2-target-{k}.smt2"), &target, format!("piece {k}'s joining lemma (target) fails")),
        ] {
            match run.ask(&ob.text(), &[])? {
                Answer::Unsat => files.extend(run.certify(&file, ob)?),
                Answer::Sat(_) => return Ok(Some(Composed::Open(what))),
                Answer::Unknown(why) => return Ok(Some(Composed::Open(format!("{file}: {why}")))),
            }
        }
        lemmas += 1;
    }
    // 3. The residual: what no piece covers under any symmetry.
    let cover = Formula::Or(
        ps.iter()
            .map(|p| {
                let mut parts: Vec<Formula> = p.atoms.iter().map(|a| (*a).clone()).collect();
                parts.extend(p.args.iter().map(|t| Formula::Le(Term::Int(0), t.clone())));
                Formula::And(parts)
            })
            .collect(),
    );
    let covered = if perms.len() > 1 { Formula::SomeSym(perms.clone(), Box::new(cover)) } else { cover };
    if perms.len() > 1 {
        let ob = cover_invariance(c, &covered, &perms).map_err(|e| ConjectureError::Input(e.0.into()))?;
        match run.ask(&ob.text(), &[])? {
            Answer::Unsat => {
                let ob = match first(n, 2, |x| covered.holds(x)) {
                    Some(x) => ob.pinned(&[("p", &x)]),
                    None => ob,
                };
                files.extend(run.certify("obligation-2-cover-invariant.smt2", &ob)?)
            }
            other => return Ok(Some(Composed::Open(format!("the cover's invariance: {}", word(&other))))),
        }
    }
    Ok(Some(match by_rule(run, opts, sym, &[], Some(&covered))? {
        RuleOutcome::Proved(residual, script) => {
            let script = match run.rule_witness(sym, |x| covered.holds(x) || run.serves(&residual, x)) {
                Some(x) => script.pinned(&[("p", &x)]),
                None => script,
            };
            files.extend(run.certify("obligation-2-residual.smt2", &script)?);
            // The game's whole rule, for a larger game that applies this one: the residual
            // moves and every lifted move, at every symmetry (the argument above uses exactly
            // these, so together they serve every position where F fails).
            let mut rule = residual.clone();
            for (map, via, sub, args) in super::lift::applications(f, n) {
                if let Some((_, _, sub_rule, _)) = subs.iter().find(|(k, ..)| std::ptr::eq(*k, sub)) {
                    rule.extend(super::lift::lift(n, &map, via.as_deref(), args, sub_rule));
                }
            }
            rule.sort();
            rule.dedup();
            let residual_len = residual.len();
            let names: Vec<String> = subs.iter().map(|(_, _, r, name)| format!("{name} ({} moves)", r.len())).collect();
            let detail = format!(
                "unsat: by composition — the proved rules of {} lifted by {lemmas} lifting lemma{}, and a rule of {residual_len} moves for the positions no piece covers",
                names.join(", "),
                if lemmas == 1 { "" } else { "s" },
            );
            files.push(CertificateFile::read(
                "composition.txt",
                ARGUMENT,
                "the argument that joins the files of obligation 2 by composition, step by step",
            ));
            Composed::Proved { files, detail, residual, rule }
        }
        RuleOutcome::Refuted(cx) => Composed::Refuted(cx),
        RuleOutcome::Open(why) => Composed::Open(format!("the residual rule: {why}")),
    }))
}

/// A solver's answer in a word.
fn word(a: &Answer) -> String {
    match a {
        Answer::Sat(_) => "sat".into(),
        Answer::Unsat => "unsat".into(),
        Answer::Unknown(why) => format!("unknown ({why})"),
    }
}

/// The argument the certificate's files make together (composition.txt).
const ARGUMENT: &str = "Obligation 2 by composition. F's pieces read a smaller game's P-set at a reduced position:
atoms(x) and P_sub(t(x)), under F's symmetries. Every step below is a file that answers unsat
(each with a -control.smt2 twin that answers sat: same definitions and hypotheses, so the
unsat is not vacuous); MANIFEST.tsv lists them with their hashes.

0. obligation-0-symmetry.smt2: F(p) = F(p o g) and move(p, q) = move(p o g, q o g) for every
   listed symmetry g (both ways, so no inverse need be listed); obligation-0-orbits.smt2: every
   position has a listed image that is least among its own listed images.
1. sub-NAME-*.smt2: each smaller game's own description is proved (its obligations 0-2), with a
   winning-move rule for the least point of each orbit; sub-NAME-rule-everywhere.smt2: that rule
   read through the smaller game's symmetries serves every position where P_sub fails.
2. obligation-2-lift-K.smt2: for piece K, at every x where its atoms hold and y = t(x) >= 0,
   every move of that rule that is legal in the smaller game is realised by a legal move
   x -> x' of this game with the atoms still true and t(x') its target.
3. obligation-2-covered-K.smt2: where F fails at p and piece K covers p o g (its atoms, t >= 0),
   P_sub(t(p o g)) fails. obligation-2-target-K.smt2: where piece K holds (atoms, t >= 0 and
   P_sub(t)), F holds.
4. obligation-2-residual.smt2: from every position where F fails, least in its orbit, and no
   piece's atoms hold (with t >= 0) under any symmetry (C in the file: the union of the covers
   of step 3), one of the rule's moves (winning-move-rule.json) reaches F;
   obligation-2-cover-invariant.smt2: C(p) = C(p o g) for every listed g.

The joint: let F fail at p. If some piece K covers p o g: by 3 (covered) y = t(p o g) is not in
P_sub; by 1 some move of the rule takes y into P_sub, legally; by 2 it lifts to a move
p o g -> x' with K's atoms at x' and t(x') in P_sub, so by 3 (target) F(x'); by 0, with
q = x' o g^-1, move(p, q) and F(q). Otherwise, by 0 (orbits) some image p o h of p is least
among its images, F fails there (0) and no piece covers it (C is invariant, step 4), so by 4 a move p o h -> x' reaches F, and by 0 a move from p
does. With obligation 1, F is the P-set.
";
