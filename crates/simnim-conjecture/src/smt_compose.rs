//! The encoder of a compositional proof's obligations (see `prove::compose`), as SMT-LIB2
//! text like [`crate::smt`]'s (every file self-contained, `unsat` proves the claim):
//!
//! * the **lifting lemma** of one piece `atoms(x) ∧ P_sub(t(x))` of the description: at every
//!   position x where the atoms hold and the reduced position y = t(x) is a position (every
//!   term ≥ 0), every move y → T(y) of the sub-game's winning-move rule that is legal in the
//!   sub-game is the image of a legal move x → L(x) of the game (one of the listed ways to
//!   take the chips, `L`) after which the atoms still hold and t(L(x)) = T(y);
//! * the **residual** obligation: from every position where F fails and no piece's atoms
//!   hold under any of F's symmetries, one of a rule's moves reaches F.

use std::fmt::Write as _;

use simnim_core::Complex;

use super::formula::{Formula, Term};
use super::smt::{call, declare, header, move_definition, target, vars, Affine, Encoder, NotPresburger, Template};

/// One case of a lifting lemma: a sub-game rule's move (over y) and the ways to lift it
/// (each a list of piles of x set to affine values of x).
pub(crate) struct LiftCase {
    pub(crate) sub_move: Template,
    pub(crate) lifts: Vec<Vec<(usize, Affine)>>,
}

/// The lifting lemma of one piece (its `atoms` over n piles and its application's `args`)
/// for the moves of the sub-game `sub` (`unsat` proves it for every case).
pub(crate) fn lifting_lemma(
    c: &Complex,
    sub: &Complex,
    atoms: &[&Formula],
    args: &[Term],
    cases: &[LiftCase],
) -> Result<String, NotPresburger> {
    let (n, m) = (c.n(), sub.n());
    let mut out = header(
        c,
        "2 (lifting lemma): a sub-game's rule move from a reduced position lifts to a legal move of this game that keeps the piece's conditions and reaches the moved reduced position",
    );
    out.push_str("(define-fun min2 ((a Int) (b Int)) Int (ite (<= a b) a b))\n");
    out.push_str("(define-fun max2 ((a Int) (b Int)) Int (ite (<= a b) b a))\n");
    out.push_str(&move_definition(c, "move"));
    out.push_str(&move_definition(sub, "msub"));
    let x = vars("x", n);
    let mut e = Encoder::after(n, 1000);
    let conj = Formula::And(atoms.iter().map(|a| (*a).clone()).collect());
    let at_x = e.formula(&conj, &x)?;
    // The reduced position's terms, at x and at a lifted move's target.
    let y: Vec<String> = args.iter().map(|t| e.term(t, &x)).collect();
    let mut cases_text: Vec<String> = Vec::new();
    for case in cases {
        let want = target(&case.sub_move.moved, &(0..m).map(|j| format!("y{j}")).collect::<Vec<_>>());
        let mut lifts: Vec<String> = Vec::new();
        for l in &case.lifts {
            let lx = target(l, &x);
            let both: Vec<String> = x.iter().cloned().chain(lx.iter().cloned()).collect();
            let mut parts = vec![call("move", &both), e.formula(&conj, &lx)?];
            for (j, t) in args.iter().enumerate() {
                parts.push(format!("(= {} {})", e.term(t, &lx), want[j]));
            }
            lifts.push(format!("(and {})", parts.join(" ")));
        }
        let ys: Vec<String> = (0..m).map(|j| format!("y{j}")).chain(want.iter().cloned()).collect();
        cases_text.push(format!(
            "; {}\n    (and {} (not (or false {})))",
            super::template::describe(&case.sub_move),
            call("msub", &ys),
            lifts.join(" ")
        ));
    }
    out.push_str(&e.out);
    declare(&mut out, "x", n);
    for (j, t) in y.iter().enumerate() {
        let _ = writeln!(out, "(define-fun y{j} () Int {t})\n(assert (>= y{j} 0))");
    }
    let _ = writeln!(out, "; the piece's conditions at x\n(assert {at_x})");
    let _ = writeln!(
        out,
        "; some rule move of the sub-game, legal at y, that no listed lift realises\n(assert (or false\n  {}))",
        cases_text.join("\n  ")
    );
    out.push_str("(check-sat)\n");
    Ok(out)
}

/// The residual obligation: F fails at p, no piece's conditions hold at p under any of F's
/// symmetries (`covered`, a formula over the piles), p is least in its orbit (`leaders`),
/// and none of `rule`'s moves reaches F (`unsat` proves the rule serves every such p).
pub(crate) fn residual(
    c: &Complex,
    f: &Formula,
    covered: &Formula,
    rule: &[Template],
    leaders: Option<&[Vec<usize>]>,
) -> Result<String, NotPresburger> {
    let base = super::smt::obligation_2_rule(c, f, rule, None, leaders)?;
    let n = c.n();
    let mut e = Encoder::after(n, 1000);
    let body = e.formula(covered, &vars("x", n))?;
    let extra = format!(
        "{}; C: the positions some piece's conditions cover (the lifting lemmas serve them)\n(define-fun C ({}) Bool\n  {body})\n(assert (not {}))\n",
        e.out,
        vars("x", n).iter().map(|v| format!("({v} Int)")).collect::<Vec<_>>().join(" "),
        call("C", &vars("p", n))
    );
    Ok(base.replacen("(check-sat)\n", &format!("{extra}(check-sat)\n"), 1))
}
