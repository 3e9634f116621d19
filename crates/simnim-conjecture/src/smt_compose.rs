//! The encoder of a compositional proof's obligations (see `prove::compose`), as SMT-LIB2
//! text like [`crate::smt`]'s (every file self-contained, `unsat` proves the claim, each
//! with its control):
//!
//! * the **lifting lemma** of one piece `atoms(x) ∧ P_sub(t(x))` of the description: at every
//!   position x where the atoms hold and the reduced position y = t(x) is a position (every
//!   term ≥ 0), every move y → T(y) of the sub-game's winning-move rule that is legal in the
//!   sub-game is the image of a legal move x → L(x) of the game (one of the listed ways to
//!   take the chips, `L`) after which the atoms still hold and t(L(x)) = T(y);
//! * the **residual** obligation: from every position where F fails and no piece's atoms
//!   hold under any of F's symmetries, one of a rule's moves reaches F;
//! * the joining lemmas: where F fails and a piece covers p∘g, the reduced position is not in
//!   the sub-game's P-set (**covered**); a position where a piece holds is in F (**target**).

use std::fmt::Write as _;

use simnim_core::Complex;

use super::formula::{Formula, Sub, Term};
use super::smt::{
    call, declare, header, move_definition, start, start_with_f, target, vars, Affine, Encoder, NotPresburger,
    Obligation, Template,
};

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
) -> Result<Obligation, NotPresburger> {
    let (n, m) = (c.n(), sub.n());
    let mut out = start();
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
    let mut broken: Vec<String> = Vec::new();
    let mut lifted: Vec<String> = Vec::new();
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
        let legal = call("msub", &ys);
        let realised = format!("(or false {})", lifts.join(" "));
        let what = super::template::describe(&case.sub_move);
        broken.push(format!("; {what}\n    (and {legal} (not {realised}))"));
        lifted.push(format!("(and {legal} {realised})"));
    }
    out.push_str(&e.out);
    declare(&mut out, "x", n);
    for (j, t) in y.iter().enumerate() {
        let _ = writeln!(out, "(define-fun y{j} () Int {t})\n(assert (>= y{j} 0))");
    }
    let _ = writeln!(out, "; the piece's conditions at x\n(assert {at_x})");
    Ok(Obligation {
        about: "2 (lifting lemma): a sub-game's rule move from a reduced position lifts to a legal move of this game that keeps the piece's conditions and reaches the moved reduced position".into(),
        context: header(c),
        shared: out,
        negated: format!(
            "; some rule move of the sub-game, legal at y, that no listed lift realises\n(assert (or false\n  {}))\n",
            broken.join("\n  ")
        ),
        control_about: "at some position the piece's conditions cover, a rule move of the sub-game is legal and lifted".into(),
        control: format!("(assert (or false {}))\n", lifted.join(" ")),
    })
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
) -> Result<Obligation, NotPresburger> {
    let base = super::smt::obligation_2_rule(c, f, rule, None, leaders)?;
    let n = c.n();
    let mut e = Encoder::after(n, 1000);
    let body = e.formula(covered, &vars("x", n))?;
    let p = vars("p", n);
    let extra = format!(
        "{}; C: the positions some piece's conditions cover (the lifting lemmas serve them)\n(define-fun C ({}) Bool\n  {body})\n",
        e.out,
        vars("x", n).iter().map(|v| format!("({v} Int)")).collect::<Vec<_>>().join(" "),
    );
    let served: Vec<String> = (0..rule.len()).map(|j| call(&format!("R{j}"), &p)).collect();
    Ok(Obligation {
        about: "2 (residual): from every position where F fails and no piece covers it, some move of the rule reaches F"
            .into(),
        negated: format!("(assert (not {}))\n{}", call("C", &p), base.negated),
        control_about:
            "some position where F fails (least in its orbit) is covered by a piece or served by one of the rule's moves"
                .into(),
        control: format!("(assert (or {} {}))\n", call("C", &p), served.join(" ")),
        ..base.with_shared(&extra)
    })
}

/// A piece `atoms ∧ P_sub(args)` as two functions over the piles after `preamble`: `K`, its
/// cover (the atoms, every argument ≥ 0), and `PK`, the piece (the cover and the sub-game's
/// P-set at the reduced position, called by the preamble's own name for it).
pub(crate) fn piece_definitions(
    n: usize,
    subs: super::smt::Defined,
    atoms: &[&Formula],
    sub: &std::sync::Arc<Sub>,
    args: &[Term],
    name: &str,
    first_sym: usize,
) -> Result<String, NotPresburger> {
    let x = vars("x", n);
    let mut e = Encoder::reusing(n, first_sym, subs);
    let mut cover: Vec<Formula> = atoms.iter().map(|a| (*a).clone()).collect();
    cover.extend(args.iter().map(|t| Formula::Le(Term::Int(0), t.clone())));
    let k = e.formula(&Formula::And(cover), &x)?;
    let pk = e.formula(&Formula::Apply(sub.clone(), args.to_vec()), &x)?;
    let params = x.iter().map(|v| format!("({v} Int)")).collect::<Vec<_>>().join(" ");
    Ok(format!(
        "{}; K{name}: the piece's cover (its conditions, the reduced position's terms >= 0)\n(define-fun K{name} ({params}) Bool\n  {k})\n; PK{name}: the piece (its cover, and the sub-game's P-set at the reduced position)\n(define-fun PK{name} ({params}) Bool\n  (and (K{name} {}) {pk}))\n",
        e.out,
        x.join(" ")
    ))
}

/// The joining lemma **covered** of one piece: where F fails at p and the piece covers p∘g
/// (g one of F's symmetries `perms`), the reduced position is not in the sub-game's P-set.
pub(crate) fn covered_lemma(
    c: &Complex,
    f: &Formula,
    perms: &[Vec<usize>],
    atoms: &[&Formula],
    sub: &std::sync::Arc<Sub>,
    args: &[Term],
) -> Result<Obligation, NotPresburger> {
    let n = c.n();
    let (mut shared, subs) = start_with_f(c, f)?;
    shared.push_str(&piece_definitions(n, subs, atoms, sub, args, "", 2000)?);
    declare(&mut shared, "p", n);
    let p = vars("p", n);
    let _ = writeln!(shared, "(assert (not {}))", call("F", &p));
    let at = |name: &str| -> Vec<String> {
        perms.iter().map(|g| call(name, &g.iter().map(|&i| p[i].clone()).collect::<Vec<_>>())).collect()
    };
    Ok(Obligation {
        about: "2 (joining: covered): where F fails at p and the piece covers p∘g for a listed g, the reduced position is not in the sub-game's P-set".into(),
        context: header(c),
        shared,
        negated: format!("(assert (or false {}))\n", at("PK").join(" ")),
        control_about: "some position where F fails is covered by the piece under a listed symmetry".into(),
        control: format!("(assert (or false {}))\n", at("K").join(" ")),
    })
}

/// The joining lemma **target** of one piece: every position where the piece holds (its
/// cover, and the reduced position in the sub-game's P-set) is in F.
pub(crate) fn target_lemma(
    c: &Complex,
    f: &Formula,
    atoms: &[&Formula],
    sub: &std::sync::Arc<Sub>,
    args: &[Term],
) -> Result<Obligation, NotPresburger> {
    let n = c.n();
    let (mut shared, subs) = start_with_f(c, f)?;
    shared.push_str(&piece_definitions(n, subs, atoms, sub, args, "", 2000)?);
    declare(&mut shared, "x", n);
    let x = vars("x", n);
    let _ = writeln!(shared, "(assert {})", call("PK", &x));
    Ok(Obligation {
        about: "2 (joining: target): a position where the piece holds (a lifted move's target) is in F".into(),
        context: header(c),
        shared,
        negated: format!("(assert (not {}))\n", call("F", &x)),
        control_about: "the piece holds at some position in F".into(),
        control: format!("(assert {})\n", call("F", &x)),
    })
}

/// The residual's cover `C` (a formula over the piles) is invariant under F's symmetries
/// `perms`: C(p) = C(p∘g) for every listed g, so a position no piece covers has no covered
/// image either.
pub(crate) fn cover_invariance(
    c: &Complex,
    covered: &Formula,
    perms: &[Vec<usize>],
) -> Result<Obligation, NotPresburger> {
    let n = c.n();
    let mut e = Encoder::after(n, 1000);
    let body = e.formula(covered, &vars("x", n))?;
    let mut shared = start();
    shared.push_str("(define-fun min2 ((a Int) (b Int)) Int (ite (<= a b) a b))\n");
    shared.push_str("(define-fun max2 ((a Int) (b Int)) Int (ite (<= a b) b a))\n");
    shared.push_str(&e.out);
    let _ = writeln!(
        shared,
        "; C: the positions some piece's conditions cover, as in obligation-2-residual.smt2\n(define-fun C ({}) Bool\n  {body})",
        vars("x", n).iter().map(|v| format!("({v} Int)")).collect::<Vec<_>>().join(" ")
    );
    declare(&mut shared, "p", n);
    let p = vars("p", n);
    let breaks: Vec<String> = perms
        .iter()
        .map(|g| {
            format!("(not (= {} {}))", call("C", &p), call("C", &g.iter().map(|&i| p[i].clone()).collect::<Vec<_>>()))
        })
        .collect();
    Ok(Obligation {
        about: "2 (joining: the cover is invariant): C(p) = C(p∘g) for every listed symmetry g".into(),
        context: header(c),
        shared,
        negated: format!("(assert (or false {}))\n", breaks.join(" ")),
        control_about: "some position is covered".into(),
        control: format!("(assert {})\n", call("C", &p)),
    })
}
