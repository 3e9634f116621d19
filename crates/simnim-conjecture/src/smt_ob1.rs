//! Obligation 1 in cases, for a description whose pieces apply smaller games
//! (F = some_sym(G, ⋁_K piece_K), piece_K = atoms_K(x) ∧ t_K(x) ≥ 0 ∧ P_K(t_K(x))): with
//! obligation 0, a move joining two positions of F is a move p → q with piece K at p and
//! piece L at q∘g for some K, L and listed g, so obligation 1 is the conjunction of the
//! cases (K, L, g), each a query with two sub-games' P-sets in it instead of F's whole
//! disjunction. The case (K, K, identity) splits on whether the reduced positions are joined
//! by a move of the sub-game: where they are, the sub-game's own obligation 1 closes it (its
//! P-set abstracted, that obligation its one axiom); where they are not, the query stays.

use std::fmt::Write as _;
use std::sync::Arc;

use simnim_core::Complex;

use super::formula::{Formula, Sub, Term};
use super::smt::{
    call, declare, header, move_definition, start, start_with_f, vars, Encoder, NotPresburger, Obligation,
};

/// A piece of F that applies a sub-game: its atoms, the sub-game it applies and the reduced
/// position's terms.
pub(crate) struct PieceSpec<'f> {
    pub(crate) atoms: Vec<&'f Formula>,
    pub(crate) sub: &'f Arc<Sub>,
    pub(crate) args: &'f [Term],
}

/// The case (`fa` at p, `fb` at q∘g, a move p → q), both parts of F's body (or of their
/// alternatives, see [`Formula::alternatives`]): unsat proves no such move. With `split` (a
/// piece's sub-game and its complex), only the moves whose reduced positions are not joined
/// by a move of the sub-game. `label` names the case in the file's header.
pub(crate) fn case(
    c: &Complex,
    f: &Formula,
    (fa, fb): (&Formula, &Formula),
    g: &[usize],
    split: Option<(&PieceSpec<'_>, &Complex)>,
    label: &str,
) -> Result<Obligation, NotPresburger> {
    let n = c.n();
    let (mut shared, subs) = start_with_f(c, f)?;
    let x = vars("x", n);
    let params = x.iter().map(|v| format!("({v} Int)")).collect::<Vec<_>>().join(" ");
    let mut e = Encoder::reusing(n, 2000, subs);
    let ea = e.formula(fa, &x)?;
    let eb = e.formula(fb, &x)?;
    shared.push_str(&e.out);
    let _ = writeln!(
        shared,
        "; PA, PB: the two parts of F's body the case is about\n(define-fun PA ({params}) Bool\n  {ea})\n(define-fun PB ({params}) Bool\n  {eb})"
    );
    declare(&mut shared, "p", n);
    declare(&mut shared, "q", n);
    let (p, q) = (vars("p", n), vars("q", n));
    let both: Vec<String> = p.iter().chain(&q).cloned().collect();
    let _ = writeln!(shared, "(assert {})", call("move", &both));
    let qg: Vec<String> = g.iter().map(|&i| q[i].clone()).collect();
    if let Some((piece, sc)) = split {
        shared.push_str(&move_definition(sc, "msub"));
        let e = Encoder::after(n, 4000);
        let tp: Vec<String> = piece.args.iter().map(|t| e.term(t, &p)).collect();
        let tq: Vec<String> = piece.args.iter().map(|t| e.term(t, &q)).collect();
        let _ = writeln!(
            shared,
            "; not a move of the sub-game between the reduced positions (that case is the sub-game's obligation 1)\n(assert (not {}))",
            call("msub", &tp.iter().chain(&tq).cloned().collect::<Vec<_>>())
        );
    }
    Ok(Obligation {
        about: format!("1 (case {label}): no move joins a position where PA holds to one where PB holds at q∘g"),
        context: header(c),
        shared,
        negated: format!("(assert {})\n(assert {})\n", call("PA", &p), call("PB", &qg)),
        control_about: "PA holds at a position with a move to one where PB fails at q∘g".into(),
        control: format!("(assert {})\n(assert (not {}))\n", call("PA", &p), call("PB", &qg)),
    })
}

/// The split of a case's part into its alternatives is exhaustive: where `whole` holds, one
/// of `alts` does (unsat proves it).
pub(crate) fn split_lemma(
    c: &Complex,
    f: &Formula,
    whole: &Formula,
    alts: &[Formula],
) -> Result<Obligation, NotPresburger> {
    let n = c.n();
    let (mut shared, subs) = start_with_f(c, f)?;
    let x = vars("x", n);
    let params = x.iter().map(|v| format!("({v} Int)")).collect::<Vec<_>>().join(" ");
    let mut e = Encoder::reusing(n, 2000, subs);
    let w = e.formula(whole, &x)?;
    let parts = alts.iter().map(|a| e.formula(a, &x)).collect::<Result<Vec<_>, _>>()?;
    shared.push_str(&e.out);
    let _ = writeln!(shared, "; W: the part split\n(define-fun W ({params}) Bool\n  {w})");
    for (i, a) in parts.iter().enumerate() {
        let _ = writeln!(shared, "; A{i}: its alternative {}\n(define-fun A{i} ({params}) Bool\n  {a})", i + 1);
    }
    declare(&mut shared, "x", n);
    let _ = writeln!(shared, "(assert {})", call("W", &x));
    let any: Vec<String> = (0..alts.len()).map(|i| call(&format!("A{i}"), &x)).collect();
    Ok(Obligation {
        about: format!("1 (a split): where the part W holds, one of its {} alternatives does", alts.len()),
        context: header(c),
        shared,
        negated: format!("(assert (not (or false {})))\n", any.join(" ")),
        control_about: "W holds at some position, and one of the alternatives there".into(),
        control: format!("(assert (or false {}))\n", any.join(" ")),
    })
}

/// The case (K, K, identity) where the reduced positions are joined by a move of the
/// sub-game: unsat from the sub-game's obligation 1 alone. Its P-set is an uninterpreted `U`
/// here, with one axiom: no move of the sub-game joins two positions of U (what the
/// sub-game's own obligation 1 proves of its P-set).
pub(crate) fn sub_move_case(
    c: &Complex,
    piece: &PieceSpec<'_>,
    k: usize,
    sub_game: &Complex,
) -> Result<Obligation, NotPresburger> {
    let (n, m) = (c.n(), sub_game.n());
    let mut shared = start();
    shared.push_str("(define-fun min2 ((a Int) (b Int)) Int (ite (<= a b) a b))\n");
    shared.push_str("(define-fun max2 ((a Int) (b Int)) Int (ite (<= a b) b a))\n");
    shared.push_str(&move_definition(c, "move"));
    shared.push_str(&move_definition(sub_game, "msub"));
    let ints = vec!["Int"; m].join(" ");
    let (y, z) = (vars("y", m), vars("z", m));
    let yz: Vec<String> = y.iter().chain(&z).cloned().collect();
    let _ = writeln!(
        shared,
        "; U: the sub-game's P-set, abstracted; the axiom is its obligation 1 (proved in its own files)\n(declare-fun U ({ints}) Bool)\n(assert (forall ({}) (! (not (and {} {} {})) :pattern ({} {}))))",
        yz.iter().map(|v| format!("({v} Int)")).collect::<Vec<_>>().join(" "),
        call("U", &y),
        call("U", &z),
        call("msub", &yz),
        call("U", &y),
        call("U", &z)
    );
    let mut e = Encoder::after(n, 5000);
    let x = vars("x", n);
    let conj = Formula::And(piece.atoms.iter().map(|a| (*a).clone()).collect());
    let cover = e.formula(&conj, &x)?;
    let t: Vec<String> = piece.args.iter().map(|a| e.term(a, &x)).collect();
    shared.push_str(&e.out);
    let params = x.iter().map(|v| format!("({v} Int)")).collect::<Vec<_>>().join(" ");
    let nonneg: Vec<String> = t.iter().map(|v| format!("(>= {v} 0)")).collect();
    let _ = writeln!(shared, "(define-fun PK ({params}) Bool (and {cover} {} {}))", nonneg.join(" "), call("U", &t));
    declare(&mut shared, "p", n);
    declare(&mut shared, "q", n);
    let (p, q) = (vars("p", n), vars("q", n));
    let both: Vec<String> = p.iter().chain(&q).cloned().collect();
    let tp: Vec<String> = piece.args.iter().map(|a| e.term(a, &p)).collect();
    let tq: Vec<String> = piece.args.iter().map(|a| e.term(a, &q)).collect();
    let _ = writeln!(
        shared,
        "(assert {})\n(assert {})",
        call("move", &both),
        call("msub", &tp.iter().chain(&tq).cloned().collect::<Vec<_>>())
    );
    Ok(Obligation {
        about: format!(
            "1 (case {0}-{0}, identity, a move of the sub-game): a move between two positions of piece {0} whose reduced positions are joined by a move of the sub-game is excluded by the sub-game's obligation 1",
            k + 1
        ),
        context: header(c),
        shared,
        negated: format!("(assert {})\n(assert {})\n", call("PK", &p), call("PK", &q)),
        control_about: format!("piece {} can hold at p (the axiom and the hypotheses are consistent)", k + 1),
        control: format!("(assert {})\n", call("PK", &p)),
    })
}
