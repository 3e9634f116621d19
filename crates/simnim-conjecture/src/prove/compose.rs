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

use super::super::formula::{Formula, Sub, Term};
use super::super::smt::Template;
use super::super::smt_compose::{lifting_lemma, LiftCase};
use super::super::solver::Answer;
use super::super::ConjectureError;
use super::lift::{affine, realisations};
use super::rule::{by_rule, RuleOutcome};
use super::{prove_sub, CertificateFile, ProofCounterexample, ProofStatus, ProveOptions, Run};

/// A piece of F that applies a sub-game: its other conditions (atoms), the sub-game and the
/// reduced position's terms (affine).
struct Piece<'f> {
    atoms: Vec<&'f Formula>,
    sub: &'f Arc<Sub>,
    args: &'f [Term],
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
fn pieces(body: &Formula, n: usize) -> Vec<Piece<'_>> {
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
fn file_part(name: &str) -> String {
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
    // 1. The sub-games, each proved once, with its rule read through its symmetries.
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
        files.extend(
            proof
                .certificate
                .into_iter()
                .map(|cf| CertificateFile { name: format!("{prefix}{}", cf.name), contents: cf.contents }),
        );
        subs.push((key, sc, rule, name));
    }
    // 2. The lifting lemma of each piece.
    let identity: Vec<usize> = (0..n).collect();
    let mut lemmas = 0;
    for (i, p) in ps.iter().enumerate() {
        let Some((_, sc, rule, name)) = subs.iter().find(|(k, ..)| *k == Arc::as_ptr(p.sub)) else { continue };
        let cases: Vec<LiftCase> = rule
            .iter()
            .map(|t| LiftCase { sub_move: t.clone(), lifts: realisations(n, &identity, p.args, t) })
            .collect();
        let script = lifting_lemma(c, sc, &p.atoms, p.args, &cases).map_err(|e| ConjectureError::Input(e.0.into()))?;
        match run.ask(&script, &[])? {
            Answer::Unsat => {
                lemmas += 1;
                files.push(CertificateFile { name: format!("obligation-2-lift-{}.smt2", i + 1), contents: script });
            }
            Answer::Sat(_) => {
                return Ok(Some(Composed::Open(format!("the moves of {name} do not all lift through piece {}", i + 1))))
            }
            Answer::Unknown(why) => return Ok(Some(Composed::Open(format!("piece {}'s lifting lemma: {why}", i + 1)))),
        }
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
    let covered = if perms.len() > 1 { Formula::SomeSym(perms, Box::new(cover)) } else { cover };
    Ok(Some(match by_rule(run, opts, sym, &[], Some(&covered))? {
        RuleOutcome::Proved(residual, script) => {
            files.push(CertificateFile { name: "obligation-2-residual.smt2".into(), contents: script });
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
            files.push(CertificateFile { name: "composition.txt".into(), contents: ARGUMENT.into() });
            Composed::Proved { files, detail, residual, rule }
        }
        RuleOutcome::Refuted(cx) => Composed::Refuted(cx),
        RuleOutcome::Open(why) => Composed::Open(format!("the residual rule: {why}")),
    }))
}

/// The argument the certificate's files make together (composition.txt).
const ARGUMENT: &str = "Obligation 2 by composition. F's pieces read a smaller game's P-set at a reduced position:
atoms(x) and P_sub(t(x)), under F's symmetries (obligation 0).

1. sub-*-*.smt2: each smaller game's own description is proved (obligations 0-2), with a
   winning-move rule for the least point of each orbit of its symmetries.
2. obligation-2-lift-K.smt2: for piece K, at every x where its atoms hold and y = t(x) >= 0,
   every move of that rule (read through the symmetry that makes y least) that is legal in
   the smaller game is realised by a legal move x -> x' of this game with the atoms still
   true and t(x') its target. unsat proves it for every position.
3. obligation-2-residual.smt2: from every position where F fails and no piece's atoms hold
   (with t >= 0) under any symmetry, one of the rule's moves (winning-move-rule.json) reaches F.

If F fails at p and a piece covers p∘g, P_sub(t(p∘g)) fails (else F holds at p); the smaller
game's rule moves t(p∘g) into P_sub; step 2 lifts that move to a move from p∘g into the piece,
so into F, and obligation 0 carries it back to a move from p. Otherwise step 3 serves p.
";
